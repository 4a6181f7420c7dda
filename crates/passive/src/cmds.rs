//! Rewriting the expressions of simple commands, and what a command writes.

use boogie_ast::origin::{attr_terms_mut, pool_terms};
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
