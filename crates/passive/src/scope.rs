//! What passes need to know about the declarations in scope of an implementation: its
//! variables (formals and locals shadowing globals, [`lookup`]) and every name in use, for
//! its fresh-name generator ([`names_for`]). The global declarations by name are
//! [`Globals`] (boogie-ast).

use boogie_ast::forms::Block;
use boogie_ast::pass::{Globals, NameGen};
use boogie_ast::{Expr, ImplementationDecl, Name, ProcedureDecl, Spec, Stmt, Type, Variable};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::expr::all_names_where;

/// The variables of one implementation: formals and locals shadow globals.
pub struct Locals<'a> {
    pub vars: FxHashMap<Name, &'a Variable>,
}

impl<'a> Locals<'a> {
    pub fn new(imp: &'a ImplementationDecl) -> Locals<'a> {
        let mut vars = FxHashMap::default();
        for v in imp.ins.iter().chain(imp.outs.iter()).chain(imp.body.locals.iter()) {
            vars.insert(v.name.name.clone(), v);
        }
        Locals { vars }
    }
}

/// The declared type and where clause of variable `name` in `imp` (local first, then global).
pub fn lookup<'a>(name: &str, locals: &Locals<'a>, globals: &Globals<'a>) -> Option<&'a Variable> {
    locals.vars.get(name).copied().or_else(|| globals.var(name))
}

/// The type of a variable, if declared.
pub fn type_of<'a>(name: &str, locals: &Locals<'a>, globals: &Globals<'a>) -> Option<&'a Type> {
    lookup(name, locals, globals).map(|v| &v.ty)
}

/// A name generator that avoids every global name, every name declared or used in `imp`
/// (formals, locals, labels, free and bound variables of its expressions) and every name
/// used in the specifications of the procedures it calls.
pub fn names_for(globals: &Globals<'_>, imp: &ImplementationDecl) -> NameGen {
    names_for_stmts(globals, imp, &imp.body.stmts)
}

/// [`names_for`], with the body's statements given separately (taken out of `imp`).
pub fn names_for_stmts(globals: &Globals<'_>, imp: &ImplementationDecl, stmts: &[Stmt]) -> NameGen {
    names_for_parts(globals, imp, std::iter::empty(), stmts.iter(), stmts.len(), |_| true)
}

/// The names of `imp` (with its body's statements `stmts`, as [`names_for_stmts`] reads
/// them) that satisfy `keep`, for a generator ([`NameGen::with_base_and_taken`] with the
/// global names) of a pass whose every request (`fresh_from`'s results, `exact_or_fresh`'s
/// argument) satisfies `keep`: it hands out exactly the names [`names_for_stmts`] would (a
/// name that fails `keep` can never be asked about), without hashing every name of the
/// body. Passes whose fresh names all contain `#` use [`has_hash`].
pub fn used_names_where(
    globals: &Globals<'_>,
    imp: &ImplementationDecl,
    stmts: &[Stmt],
    keep: impl Fn(&str) -> bool + Copy,
) -> FxHashSet<Name> {
    used_names_visiting(globals, imp, stmts.iter().enumerate(), keep, |_, _| {})
}

/// [`used_names_where`] on the statements `stmts` gives (with their positions), with
/// `visit` called on each of them in order, on the same walk (a pass that reads every
/// statement anyway reads the body once). The statements left out must name nothing, as a
/// block's `goto` or `return` (its targets are labels of the body, named where they stand).
pub fn used_names_visiting<'s>(
    globals: &Globals<'_>,
    imp: &ImplementationDecl,
    stmts: impl Iterator<Item = (usize, &'s Stmt)>,
    keep: impl Fn(&str) -> bool + Copy,
    mut visit: impl FnMut(usize, &Stmt),
) -> FxHashSet<Name> {
    // Not sized: `keep` passes few names of a body (often none, and then the set allocates
    // nothing).
    used_names(globals, imp, std::iter::empty(), stmts.map(|(i, s)| {
        visit(i, s);
        s
    }), 0, keep)
}

/// [`names_for`], with the body given as blocks (a block's label and commands; its `goto`
/// or `return` names nothing new), in any order.
pub fn names_for_blocks<'b>(globals: &Globals<'_>, imp: &ImplementationDecl, blocks: impl Iterator<Item = &'b Block> + Clone) -> NameGen {
    names_for_blocks_where(globals, imp, blocks, |_| true)
}

/// [`names_for_blocks`], recording only the names that satisfy `keep` (see
/// [`used_names_where`]).
pub fn names_for_blocks_where<'b>(
    globals: &Globals<'_>,
    imp: &ImplementationDecl,
    blocks: impl Iterator<Item = &'b Block> + Clone,
    keep: impl Fn(&str) -> bool + Copy,
) -> NameGen {
    // Sized for about one name per statement when every name is kept; not sized otherwise
    // (see `used_names_where`).
    let everything = keep("");
    let cap = if everything { blocks.clone().map(|b| b.cmds.len() + 1).sum() } else { 0 };
    names_for_parts(globals, imp, blocks.clone().map(|b| &b.label.name), blocks.flat_map(|b| b.cmds.iter()), cap, keep)
}

fn names_for_parts<'s>(
    globals: &Globals<'_>,
    imp: &ImplementationDecl,
    labels: impl Iterator<Item = &'s Name>,
    stmts: impl Iterator<Item = &'s Stmt>,
    cap: usize,
    keep: impl Fn(&str) -> bool + Copy,
) -> NameGen {
    NameGen::with_base_and_taken(globals.names.clone(), used_names(globals, imp, labels, stmts, cap, keep))
}

fn used_names<'s>(
    globals: &Globals<'_>,
    imp: &ImplementationDecl,
    labels: impl Iterator<Item = &'s Name>,
    stmts: impl Iterator<Item = &'s Stmt>,
    cap: usize,
    keep: impl Fn(&str) -> bool + Copy,
) -> FxHashSet<Name> {
    // Sized for about one name per statement (labels, targets), so it is not rehashed as it grows.
    let mut used: FxHashSet<Name> = FxHashSet::with_capacity_and_hasher(cap, Default::default());
    for v in imp.ins.iter().chain(imp.outs.iter()).chain(imp.body.locals.iter()) {
        note(&v.name.name, &mut used, keep);
        if let Some(w) = &v.where_clause {
            all_names_where(w, &mut used, keep);
        }
    }
    for l in labels {
        note(l, &mut used, keep);
    }
    for stmt in stmts {
        stmt_names_where(stmt, &mut used, keep);
        if let Stmt::Call(c) = stmt {
            if let Some(p) = globals.procs.get(&c.callee.name) {
                proc_names(p, &mut used, keep);
            }
        }
    }
    if let Some(p) = globals.procs.get(&imp.name.name) {
        proc_names(p, &mut used, keep);
    }
    used
}

fn note(n: &Name, used: &mut FxHashSet<Name>, keep: impl Fn(&str) -> bool) {
    if keep(n) && !used.contains(n) {
        used.insert(n.clone());
    }
}

fn proc_names(p: &ProcedureDecl, used: &mut FxHashSet<Name>, keep: impl Fn(&str) -> bool + Copy) {
    for v in p.ins.iter().chain(p.outs.iter()) {
        note(&v.name.name, used, keep);
        if let Some(w) = &v.where_clause {
            all_names_where(w, used, keep);
        }
    }
    for s in &p.specs {
        match s {
            Spec::Requires(c) | Spec::Ensures(c) => all_names_where(&c.expr, used, keep),
            Spec::Modifies(_) | Spec::Measure(_) => {}
        }
    }
}

/// Names used by one statement (recursing into structured statements).
pub fn stmt_names(stmt: &Stmt, used: &mut FxHashSet<Name>) {
    stmt_names_where(stmt, used, |_| true)
}

/// [`stmt_names`], recording only the names that satisfy `keep`.
pub fn stmt_names_where(stmt: &Stmt, used: &mut FxHashSet<Name>, keep: impl Fn(&str) -> bool + Copy) {
    let expr_names = |e: &Expr, used: &mut FxHashSet<Name>| all_names_where(e, used, keep);
    match stmt {
        Stmt::Label(l) => note(&l.name.name, used, keep),
        Stmt::Assert(a) => expr_names(&a.expr, used),
        Stmt::Assume(a) => expr_names(&a.expr, used),
        Stmt::Havoc(h) => h.vars.iter().for_each(|v| note(&v.name, used, keep)),
        Stmt::Assign(a) => {
            for l in &a.lhs {
                note(&l.name.name, used, keep);
            }
            for e in &a.rhs {
                expr_names(e, used);
            }
        }
        Stmt::Call(c) => {
            c.outs.iter().for_each(|v| note(&v.name, used, keep));
            for e in &c.args {
                expr_names(e, used);
            }
        }
        Stmt::ParCall(p) => {
            for c in &p.calls {
                c.outs.iter().for_each(|v| note(&v.name, used, keep));
                for e in &c.args {
                    expr_names(e, used);
                }
            }
        }
        Stmt::Unpack(u) => {
            u.vars.iter().for_each(|v| note(&v.name, used, keep));
            expr_names(&u.rhs, used);
        }
        Stmt::HideReveal(_) | Stmt::ChangeScope(_) | Stmt::Goto(_) | Stmt::Return(_) | Stmt::Break(_) => {}
        Stmt::Measure(m) => {
            for e in &m.exprs {
                expr_names(e, used);
            }
        }
        Stmt::If(i) => {
            let mut cur = Some(i);
            while let Some(link) = cur {
                if let Some(g) = &link.guard {
                    expr_names(g, used);
                }
                for s in &link.then_branch {
                    stmt_names_where(s, used, keep);
                }
                cur = None;
                match &link.else_branch {
                    Some(boogie_ast::ElseBranch::If(next)) => cur = Some(next),
                    Some(boogie_ast::ElseBranch::Block { stmts, .. }) => {
                        for s in stmts {
                            stmt_names_where(s, used, keep);
                        }
                    }
                    None => {}
                }
            }
        }
        Stmt::While(w) => {
            if let Some(g) = &w.guard {
                expr_names(g, used);
            }
            for s in &w.specs {
                match s {
                    boogie_ast::LoopSpec::Invariant(c) => expr_names(&c.expr, used),
                    boogie_ast::LoopSpec::Measure(m) => {
                        for e in &m.exprs {
                            expr_names(e, used);
                        }
                    }
                }
            }
            for s in &w.body {
                stmt_names_where(s, used, keep);
            }
        }
    }
}
