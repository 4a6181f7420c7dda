//! Uses of the generated `Visitor` and `Folder` on a hand-built tree: overriding a
//! hook, continuing with the walker, and rebuilding with a changed leaf.

use boogie_ast::print::print_expr;
use boogie_ast::*;

fn e(kind: ExprKind) -> Expr {
    Expr { kind, span: Span::NONE }
}

fn var(name: &str) -> Expr {
    e(ExprKind::Var { name: name.into() })
}

/// `(forall y: int :: x + y > f(x))`.
fn sample() -> Expr {
    let call = e(ExprKind::FunCall(Box::new(FunCall {
        name: Ident { name: "f".into(), span: Span::NONE },
        args: vec![var("x")],
    })));
    let sum = e(ExprKind::Binary(Box::new(BinaryExpr { op: BinaryOp::Add, lhs: var("x"), rhs: var("y") })));
    let body = e(ExprKind::Binary(Box::new(BinaryExpr { op: BinaryOp::Gt, lhs: sum, rhs: call })));
    e(ExprKind::Quant(Box::new(QuantExpr {
        kind: QuantKind::Forall,
        type_params: vec![],
        vars: vec![Variable {
            attrs: Attrs::new(),
            name: Ident { name: "y".into(), span: Span::NONE },
            ty: Type { kind: TypeKind::Int, span: Span::NONE },
            where_clause: None,
            span: Span::NONE,
        }],
        attrs: Attrs::new(),
        triggers: vec![],
        body,
    })))
}

/// Collects the variables used in an expression, and the depth of quantifier nesting.
#[derive(Default)]
struct Uses {
    names: Vec<String>,
    quantifiers: usize,
}

impl Visitor for Uses {
    fn visit_expr_kind(&mut self, node: &ExprKind) {
        if let ExprKind::Var { name } = node {
            self.names.push(name.to_string());
        }
        walk_expr_kind(self, node);
    }

    fn visit_quant_expr(&mut self, node: &QuantExpr) {
        self.quantifiers += 1;
        walk_quant_expr(self, node);
    }
}

/// Renames every variable `x` to `z`.
struct Rename;

impl Folder for Rename {
    fn fold_expr_kind(&mut self, node: ExprKind) -> ExprKind {
        match node {
            ExprKind::Var { name } if name == "x" => ExprKind::Var { name: "z".into() },
            other => fold_expr_kind(self, other),
        }
    }
}

#[test]
fn visitor_sees_every_variable() {
    let mut uses = Uses::default();
    uses.visit_expr(&sample());
    assert_eq!(uses.names, ["x", "y", "x"]);
    assert_eq!(uses.quantifiers, 1);
}

#[test]
fn folder_rebuilds_with_changes() {
    let out = Rename.fold_expr(sample());
    assert_eq!(print_expr(&out), "(forall y: int :: z + y > f(z))");
    // The identity folder rebuilds an equal tree.
    struct Identity;
    impl Folder for Identity {}
    assert_eq!(Identity.fold_expr(sample()), sample());
}
