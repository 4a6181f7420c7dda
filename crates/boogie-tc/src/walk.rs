//! Read-only helpers over the AST that resolution and type checking share: the direct
//! subexpressions of an expression, attribute lookups, how a function body is used, the
//! span Boogie reports for an assignment target, statement counts and labels.

use boogie_ast::{AttrArg, Attribute, Decl, ElseBranch, Expr, ExprKind, FunctionDecl, Ident, Span, Stmt};

/// Whether an attribute with this key is present.
pub(crate) fn has_attr(attrs: &[Attribute], key: &str) -> bool {
    attrs.iter().any(|a| a.key == key)
}

/// How a function body is used (decided by the parser in Boogie, §2.7).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum BodyKind {
    /// `{:inline}`: a macro.
    Inline,
    /// `{:define}`: `f(ps): R == body` checked in the function's scope.
    Define,
    /// Otherwise: a definition axiom after the function.
    Axiom,
}


/// How a function's body is used.
pub(crate) fn body_kind(f: &FunctionDecl) -> BodyKind {
    if is_bool_attr(&f.attrs, "inline") {
        BodyKind::Inline
    } else if is_bool_attr(&f.attrs, "define") {
        BodyKind::Define
    } else {
        BodyKind::Axiom
    }
}

/// Boogie's `FindBoolAttribute`: the first attribute with this key has no argument or
/// the argument `true`.
pub(crate) fn is_bool_attr(attrs: &[Attribute], key: &str) -> bool {
    attrs.iter().find(|a| a.key == key).is_some_and(|a| {
        matches!(a.args.as_list(), Some([] | [AttrArg::Expr(Expr { kind: ExprKind::Lit(boogie_ast::Literal::Bool(true)), .. })]))
    })
}

/// The string argument of the first attribute with this key.
pub(crate) fn attr_string<'a>(attrs: &'a [Attribute], key: &str) -> Option<&'a str> {
    attrs.iter().find(|a| a.key == key).and_then(|a| a.args.first_string()).map(|s| s.as_str())
}

/// Calls `f` on every direct subexpression of `e` (triggers and attributes excluded).
pub(crate) fn for_each_child<'e>(e: &'e Expr, f: &mut dyn FnMut(&'e Expr)) {
    match &e.kind {
        ExprKind::Lit(_) | ExprKind::Var { .. } | ExprKind::Code(_) => {}
        ExprKind::FunCall(fc) => fc.args.iter().for_each(f),
        ExprKind::Old(a) | ExprKind::ToInt(a) | ExprKind::ToReal(a) => f(a),
        ExprKind::Unary { arg, .. } => f(arg),
        ExprKind::Binary(b) => {
            f(&b.lhs);
            f(&b.rhs);
        }
        ExprKind::Select(s) => {
            f(&s.map);
            s.indices.iter().for_each(&mut *f);
        }
        ExprKind::Store(s) => {
            f(&s.map);
            s.indices.iter().for_each(&mut *f);
            f(&s.value);
        }
        ExprKind::Extract(x) => f(&x.expr),
        ExprKind::Coerce(c) => f(&c.expr),
        ExprKind::IfThenElse(i) => {
            f(&i.cond);
            f(&i.then_);
            f(&i.else_);
        }
        ExprKind::Quant(q) => {
            for t in &q.triggers {
                t.exprs.iter().for_each(&mut *f);
            }
            f(&q.body)
        }
        ExprKind::Let(l) => {
            l.rhs.iter().for_each(&mut *f);
            f(&l.body)
        }
        ExprKind::Is(i) => f(&i.expr),
        ExprKind::Field(x) => f(&x.expr),
        ExprKind::FieldUpdate(x) => {
            f(&x.expr);
            f(&x.value)
        }
    }
}

/// The span Boogie reports for an assignment target: the identifier, or the `[` of its last index.
pub(crate) fn lhs_span(l: &boogie_ast::Lhs) -> Span {
    match l.selectors.last() {
        Some(boogie_ast::LhsSelector::Index { span, .. }) | Some(boogie_ast::LhsSelector::Field { span, .. }) => *span,
        None => l.name.span,
    }
}

/// The number of statements of a body, nested ones included.
pub(crate) fn count_stmts(stmts: &[Stmt]) -> usize {
    let mut n = stmts.len();
    for s in stmts {
        match s {
            Stmt::If(i) => n += count_stmts_if(i),
            Stmt::While(w) => n += count_stmts(&w.body),
            _ => {}
        }
    }
    n
}

fn count_stmts_if(i: &boogie_ast::IfStmt) -> usize {
    count_stmts(&i.then_branch)
        + match &i.else_branch {
            Some(ElseBranch::Block { stmts, .. }) => count_stmts(stmts),
            Some(ElseBranch::If(e)) => count_stmts_if(e),
            None => 0,
        }
}

/// Calls `f` on every label of a body (nesting ignored).
pub(crate) fn collect_labels(stmts: &[Stmt], f: &mut dyn FnMut(&Ident)) {
    for s in stmts {
        match s {
            Stmt::Label(l) => f(&l.name),
            Stmt::If(i) => collect_labels_if(i, f),
            Stmt::While(w) => collect_labels(&w.body, f),
            _ => {}
        }
    }
}

fn collect_labels_if(i: &boogie_ast::IfStmt, f: &mut dyn FnMut(&Ident)) {
    collect_labels(&i.then_branch, f);
    match &i.else_branch {
        Some(ElseBranch::Block { stmts, .. }) => collect_labels(stmts, f),
        Some(ElseBranch::If(e)) => collect_labels_if(e, f),
        None => {}
    }
}

/// The attributes of a declaration.
pub(crate) fn decl_attrs(d: &Decl) -> &[Attribute] {
    match d {
        Decl::Type(t) => &t.attrs,
        Decl::Datatype(t) => &t.attrs,
        Decl::Const(c) => &c.attrs,
        Decl::Function(f) => &f.attrs,
        Decl::Axiom(a) => &a.attrs,
        Decl::Var(g) => &g.var.attrs,
        Decl::Procedure(p) => &p.attrs,
        Decl::Implementation(i) => &i.attrs,
    }
}

/// Whether `n` names a bit-vector type (`bvN`).
pub(crate) fn is_bv_name(n: &str) -> bool {
    n.len() > 2 && n.starts_with("bv") && n[2..].bytes().all(|b| b.is_ascii_digit())
}

/// The significand and exponent sizes a float type name `floatSeE` denotes.
pub(crate) fn float_name(n: &str) -> Option<(u32, u32)> {
    let rest = n.strip_prefix("float")?;
    let (a, b) = rest.split_once('e')?;
    if a.is_empty() || b.is_empty() || !a.bytes().all(|c| c.is_ascii_digit()) || !b.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    Some((a.parse().ok()?, b.parse().ok()?))
}
