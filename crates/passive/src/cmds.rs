//! Rewriting the expressions of simple commands, and what a command writes.

use std::borrow::Cow;

use boogie_ast::{Expr, Lhs, LhsSelector, Name, Stmt};

/// `stmt` with every expression it contains rewritten by `f` (assignment targets' names are
/// kept; their index expressions are rewritten). Structured statements are left alone.
pub fn map_exprs(stmt: Stmt, f: &mut dyn FnMut(&Expr) -> Expr) -> Stmt {
    map_exprs_owned(stmt, &mut |e| f(&e))
}

/// [`map_exprs`] with a rewrite that consumes the expressions.
pub fn map_exprs_owned(stmt: Stmt, f: &mut dyn FnMut(Expr) -> Expr) -> Stmt {
    match stmt {
        Stmt::Assert(mut a) => {
            a.expr = f(std::mem::replace(&mut a.expr, placeholder()));
            attr_terms_mut(&mut a.attrs, &mut |e| *e = f(std::mem::replace(e, placeholder())));
            Stmt::Assert(a)
        }
        Stmt::Assume(mut a) => {
            a.expr = f(std::mem::replace(&mut a.expr, placeholder()));
            attr_terms_mut(&mut a.attrs, &mut |e| *e = f(std::mem::replace(e, placeholder())));
            Stmt::Assume(a)
        }
        Stmt::Assign(mut a) => {
            a.rhs = std::mem::take(&mut a.rhs).into_iter().map(&mut *f).collect();
            a.lhs = a.lhs.into_iter().map(|l| map_lhs(l, f)).collect();
            Stmt::Assign(a)
        }
        Stmt::Call(mut c) => {
            c.args = std::mem::take(&mut c.args).into_iter().map(&mut *f).collect();
            Stmt::Call(c)
        }
        Stmt::ParCall(mut p) => {
            for c in &mut p.calls {
                c.args = std::mem::take(&mut c.args).into_iter().map(&mut *f).collect();
            }
            Stmt::ParCall(p)
        }
        Stmt::Unpack(mut u) => {
            u.rhs = f(std::mem::replace(&mut u.rhs, placeholder()));
            Stmt::Unpack(u)
        }
        Stmt::Measure(mut m) => {
            m.exprs = std::mem::take(&mut m.exprs).into_iter().map(&mut *f).collect();
            Stmt::Measure(m)
        }
        other @ (Stmt::Label(_)
        | Stmt::Havoc(_)
        | Stmt::HideReveal(_)
        | Stmt::ChangeScope(_)
        | Stmt::If(_)
        | Stmt::While(_)
        | Stmt::Break(_)
        | Stmt::Goto(_)
        | Stmt::Return(_)) => other,
    }
}

/// The attribute holding terms for instantiation pools: `{:add_to_pool "name", e1, e2}`
/// on an `assert` or `assume`. Its terms are expressions of the command's state, so every
/// pass that rewrites the command's expression rewrites them too.
pub const ADD_TO_POOL: &str = "add_to_pool";

/// The terms of the `{:add_to_pool}` attributes of a command, each with its pool's name
/// (`None` when the first argument is not a string).
pub fn pool_entries(attrs: &[boogie_ast::Attribute]) -> impl Iterator<Item = (Option<&str>, Cow<'_, Expr>)> {
    attrs.iter().filter(|a| a.key == ADD_TO_POOL).flat_map(|a| {
        let pool = a.args.first_string().map(|s| s.as_str());
        // The first argument is the pool's name, even when it is not a string.
        let skip = usize::from(a.args.first_expr().is_some());
        a.args.exprs().skip(skip).map(move |e| (pool, e))
    })
}

/// The terms of the `{:add_to_pool}` attributes of a command.
pub fn pool_terms(attrs: &[boogie_ast::Attribute]) -> impl Iterator<Item = Cow<'_, Expr>> {
    pool_entries(attrs).map(|(_, e)| e)
}

/// Applies `f` to every expression argument of a command's attributes (`{:branchcond x}`,
/// the terms of `{:add_to_pool}`, ...), so that renaming and substitution reach them as they
/// reach the command's own expression. The first argument of `{:add_to_pool}` is the pool's
/// name, not a term, and is left alone.
pub fn attr_terms_mut(attrs: &mut [boogie_ast::Attribute], f: &mut dyn FnMut(&mut Expr)) {
    for a in attrs.iter_mut() {
        let mut skip = a.key == ADD_TO_POOL && a.args.first_expr().is_some();
        a.args.for_each_expr_mut(|e| {
            if !std::mem::take(&mut skip) {
                f(e);
            }
        });
    }
}

fn placeholder() -> Expr {
    Expr { kind: boogie_ast::ExprKind::Lit(boogie_ast::Literal::Bool(true)), span: boogie_ast::Span::NONE }
}

fn map_lhs(lhs: Lhs, f: &mut dyn FnMut(Expr) -> Expr) -> Lhs {
    let Lhs { name, selectors, span } = lhs;
    let selectors = selectors
        .into_iter()
        .map(|s| match s {
            LhsSelector::Index { indices, span } => {
                LhsSelector::Index { indices: indices.into_iter().map(&mut *f).collect(), span }
            }
            sel @ LhsSelector::Field { field: _, span: _ } => sel,
        })
        .collect();
    Lhs { name, selectors, span }
}

/// The variables a simple command writes (call outputs, not the callee's modifies).
pub fn written(stmt: &Stmt, out: &mut Vec<Name>) {
    match stmt {
        Stmt::Assign(a) => out.extend(a.lhs.iter().map(|l| l.name.name.clone())),
        Stmt::Havoc(h) => out.extend(h.vars.iter().map(|v| v.name.clone())),
        Stmt::Call(c) => out.extend(c.outs.iter().map(|v| v.name.clone())),
        Stmt::ParCall(p) => {
            for c in &p.calls {
                out.extend(c.outs.iter().map(|v| v.name.clone()));
            }
        }
        Stmt::Unpack(u) => out.extend(u.vars.iter().map(|v| v.name.clone())),
        Stmt::Label(_)
        | Stmt::Assert(_)
        | Stmt::Assume(_)
        | Stmt::HideReveal(_)
        | Stmt::ChangeScope(_)
        | Stmt::Measure(_)
        | Stmt::If(_)
        | Stmt::While(_)
        | Stmt::Break(_)
        | Stmt::Goto(_)
        | Stmt::Return(_) => {}
    }
}

/// Calls `f` on every expression of a simple command (no copy).
pub fn for_each_expr(stmt: &Stmt, f: &mut dyn FnMut(&Expr)) {
    match stmt {
        Stmt::Assert(a) => {
            f(&a.expr);
            pool_terms(&a.attrs).for_each(|e| f(&e));
        }
        Stmt::Assume(a) => {
            f(&a.expr);
            pool_terms(&a.attrs).for_each(|e| f(&e));
        }
        Stmt::Assign(a) => {
            for e in &a.rhs {
                f(e);
            }
            for l in &a.lhs {
                for s in &l.selectors {
                    match s {
                        LhsSelector::Index { indices, span: _ } => indices.iter().for_each(&mut *f),
                        LhsSelector::Field { field: _, span: _ } => {}
                    }
                }
            }
        }
        Stmt::Call(c) => c.args.iter().for_each(f),
        Stmt::ParCall(p) => {
            for c in &p.calls {
                c.args.iter().for_each(&mut *f);
            }
        }
        Stmt::Unpack(u) => f(&u.rhs),
        Stmt::Measure(m) => m.exprs.iter().for_each(f),
        Stmt::Label(_)
        | Stmt::Havoc(_)
        | Stmt::HideReveal(_)
        | Stmt::ChangeScope(_)
        | Stmt::If(_)
        | Stmt::While(_)
        | Stmt::Break(_)
        | Stmt::Goto(_)
        | Stmt::Return(_) => {}
    }
}
