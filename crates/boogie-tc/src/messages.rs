//! How expressions appear in messages (Boogie prints a few kinds of expressions itself;
//! types print through [`crate::unify::Unifier::show`]).

use boogie_ast::{BinaryOp, Expr, ExprKind, Literal};

/// The spelling of a binary operator.
pub(crate) fn binop_text(op: BinaryOp) -> &'static str {
    use BinaryOp::*;
    match op {
        Iff => "<==>",
        Implies => "==>",
        And => "&&",
        Or => "||",
        Eq => "==",
        Neq => "!=",
        Lt => "<",
        Le => "<=",
        Gt => ">",
        Ge => ">=",
        Subtype => "<:",
        Concat => "++",
        Add => "+",
        Sub => "-",
        Mul => "*",
        Div => "div",
        Mod => "mod",
        RealDiv => "/",
        Pow => "**",
    }
}

/// A minimal expression printer for messages (variables, applications, selects).
pub(crate) fn expr_text(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Var { name } => {
            let mut s = String::new();
            crate::ty::push_name(name, &mut s);
            s
        }
        ExprKind::FunCall(fc) => {
            format!("{}({})", fc.name.name, fc.args.iter().map(expr_text).collect::<Vec<_>>().join(", "))
        }
        ExprKind::Select(s) => {
            format!("{}[{}]", expr_text(&s.map), s.indices.iter().map(expr_text).collect::<Vec<_>>().join(", "))
        }
        ExprKind::Lit(Literal::Int(n)) | ExprKind::Lit(Literal::Real(n)) => n.to_string(),
        ExprKind::Lit(Literal::Bool(b)) => b.to_string(),
        ExprKind::Lit(Literal::Bv(b)) => format!("{}bv{}", b.value, b.width),
        ExprKind::Old(a) => format!("old({})", expr_text(a)),
        ExprKind::Binary(b) => format!("{} {} {}", expr_text(&b.lhs), binop_text(b.op), expr_text(&b.rhs)),
        _ => "<expr>".to_string(),
    }
}
