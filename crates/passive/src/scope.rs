//! What passes need to know about the declarations of a program: global variables (type,
//! where clause), procedures (signature, specifications), and the names in scope of an
//! implementation (for [`NameGen`]); and how a pass maps the implementations
//! ([`map_impls_with`], on two threads for big programs: [`par_map`]).

use std::any::Any;
use std::sync::Arc;

use boogie_ast::forms::fxhash::{FxHashMap, FxHashSet};
use boogie_ast::forms::Block;
use boogie_ast::par::par_map;
use boogie_ast::pass::{NameGen, PassCx, PassErrors};
use boogie_ast::{Attrs, Decl, Expr, Files, ImplementationDecl, Name, ProcedureDecl, Program, Spec, Stmt, Type, Variable};

use crate::expr::all_names_where;
use crate::flat::Known;

/// Global declarations by name.
pub struct Globals<'p> {
    /// Global variables in declaration order.
    pub vars: Vec<&'p Variable>,
    pub var_index: FxHashMap<Name, usize>,
    pub procs: FxHashMap<Name, &'p ProcedureDecl>,
    /// Datatype constructors and their field names.
    pub ctors: FxHashMap<Name, Vec<Name>>,
    /// Every top-level name (variables, constants, functions, procedures, types, datatypes
    /// and their constructors), shared with every [`NameGen`].
    pub names: Arc<FxHashSet<Name>>,
    /// Whether no top-level name contains `#` (then no name `fresh_from` builds is global).
    pub names_hash_free: bool,
}

impl<'p> Globals<'p> {
    pub fn new(program: &'p Program) -> Globals<'p> {
        let n = program.decls.len();
        let mut g = Globals {
            vars: Vec::new(),
            var_index: FxHashMap::default(),
            procs: FxHashMap::with_capacity_and_hasher(n, Default::default()),
            ctors: FxHashMap::default(),
            names: Arc::default(),
            names_hash_free: true,
        };
        let mut names: FxHashSet<Name> = FxHashSet::with_capacity_and_hasher(n, Default::default());
        for decl in &program.decls {
            match decl {
                Decl::Type(t) => {
                    for d in &t.defs {
                        names.insert(d.name.name.clone());
                    }
                }
                Decl::Datatype(d) => {
                    names.insert(d.name.name.clone());
                    for c in &d.ctors {
                        names.insert(c.name.name.clone());
                        g.ctors.insert(c.name.name.clone(), c.fields.iter().map(|f| f.name.name.clone()).collect());
                    }
                }
                Decl::Const(c) => {
                    for n in &c.names {
                        names.insert(n.name.clone());
                    }
                }
                Decl::Function(f) => {
                    names.insert(f.name.name.clone());
                }
                Decl::Axiom(_) => {}
                Decl::Var(v) => {
                    names.insert(v.var.name.name.clone());
                    g.var_index.insert(v.var.name.name.clone(), g.vars.len());
                    g.vars.push(&v.var);
                }
                Decl::Procedure(p) => {
                    names.insert(p.name.name.clone());
                    g.procs.entry(p.name.name.clone()).or_insert(p);
                }
                Decl::Implementation(_) => {}
            }
        }
        g.names_hash_free = !names.iter().any(|n| has_hash(n));
        g.names = Arc::new(names);
        g
    }

    pub fn var(&self, name: &str) -> Option<&'p Variable> {
        self.var_index.get(name).map(|&i| self.vars[i])
    }
}

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

/// Whether `name` contains `#` (every name `fresh_from` hands out does).
pub fn has_hash(name: &str) -> bool {
    // Eight bytes at a time (names are short, and `memchr`'s set-up costs more than it
    // saves on them): a byte of `w ^ ####...` is zero where `w` has a `#`.
    const HASHES: u64 = u64::from_ne_bytes([b'#'; 8]);
    const LOW: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);
    let mut chunks = name.as_bytes().chunks_exact(8);
    for chunk in &mut chunks {
        let w = u64::from_ne_bytes(<[u8; 8]>::try_from(chunk).unwrap_or([0; 8])) ^ HASHES;
        if w.wrapping_sub(LOW) & !w & HIGH != 0 {
            return true;
        }
    }
    chunks.remainder().contains(&b'#')
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

/// Takes the implementations out of `program` (leaving placeholders that [`Globals`]
/// ignores), so a pass can read the global declarations while it consumes the bodies.
pub fn take_impls(program: &mut Program) -> Vec<(usize, ImplementationDecl)> {
    let mut out = Vec::new();
    for (i, d) in program.decls.iter_mut().enumerate() {
        if matches!(d, Decl::Implementation(_)) {
            let placeholder = Decl::Axiom(boogie_ast::AxiomDecl {
                hideable: false,
                attrs: Attrs::new(),
                expr: Expr { kind: boogie_ast::ExprKind::Lit(boogie_ast::Literal::Bool(true)), span: boogie_ast::Span::NONE },
                span: boogie_ast::Span::NONE,
            });
            if let Decl::Implementation(imp) = std::mem::replace(d, placeholder) {
                out.push((i, imp));
            }
        }
    }
    out
}

/// Puts implementations back where [`take_impls`] found them.
pub fn put_impls(program: &mut Program, impls: Vec<(usize, ImplementationDecl)>) {
    for (i, imp) in impls {
        if let Some(d) = program.decls.get_mut(i) {
            *d = Decl::Implementation(imp);
        }
    }
}

/// Runs `f` on every implementation of `program` by value, with the global declarations
/// at hand; errors of all implementations are collected (see [`map_impls_with`], whose
/// work this is, with no figures and no scratch state).
pub fn map_impls(
    program: Program,
    f: &(dyn Fn(ImplementationDecl, &Globals<'_>, &Files) -> Result<ImplementationDecl, PassErrors> + Sync),
) -> Result<Program, PassErrors> {
    map_impls_with::<()>(program, &mut PassCx::new(), &|imp, globals, files, _, _| f(imp, globals, files))
}

/// The implementation of a pass for [`map_impls_with`]: one implementation, the global
/// declarations, the files, where to report figures, and the pass's scratch state `S`
/// (working arrays kept from one implementation to the next).
pub type ImplFn<'f, S> =
    dyn Fn(ImplementationDecl, &Globals<'_>, &Files, &mut PassCx, &mut S) -> Result<ImplementationDecl, PassErrors> + Sync + 'f;

/// One pass's work on one implementation, as [`map_impls_with`] runs it, with its scratch
/// state behind `dyn Any`: what [`crate::fused`] chains to run several passes on one
/// implementation after the other. A pass builds its stage and its `run` from one function,
/// so both do the same.
pub struct Stage<'a> {
    /// The pass's name (as `Pass::name`).
    pub name: &'static str,
    run: Box<StageFn<'a>>,
    new_state: fn() -> Box<dyn Any + Send>,
}

type StageFn<'a> = dyn Fn(ImplementationDecl, &Globals<'_>, &Files, &mut PassCx, &mut (dyn Any + Send), &mut Known) -> Result<ImplementationDecl, PassErrors>
    + Sync
    + 'a;

impl<'a> Stage<'a> {
    /// The stage of pass `name`, whose work on one implementation is `f` with scratch state
    /// `S`; the blocks known of the body ([`Known`]) are cleared, since `f` does not say what
    /// becomes of them.
    pub fn new<S: Default + Send + 'static>(
        name: &'static str,
        f: impl Fn(ImplementationDecl, &Globals<'_>, &Files, &mut PassCx, &mut S) -> Result<ImplementationDecl, PassErrors> + Sync + 'a,
    ) -> Stage<'a> {
        Stage::with_blocks(name, move |imp, globals, files, cx, s: &mut S, known: &mut Known| {
            *known = None;
            f(imp, globals, files, cx, s)
        })
    }

    /// [`Stage::new`] for a pass that takes the blocks known of its input and says which
    /// blocks its output has, when it knows them (see [`Known`]).
    pub fn with_blocks<S: Default + Send + 'static>(
        name: &'static str,
        f: impl Fn(ImplementationDecl, &Globals<'_>, &Files, &mut PassCx, &mut S, &mut Known) -> Result<ImplementationDecl, PassErrors> + Sync + 'a,
    ) -> Stage<'a> {
        Stage {
            name,
            run: Box::new(move |imp, globals, files, cx, state, known| match state.downcast_mut::<S>() {
                Some(s) => f(imp, globals, files, cx, s, known),
                None => unreachable!("a stage is run with the state it made (Stage::state)"),
            }),
            new_state: || Box::new(S::default()),
        }
    }

    /// A fresh scratch state for [`Stage::run`].
    pub fn state(&self) -> Box<dyn Any + Send> {
        (self.new_state)()
    }

    /// The pass's work on `imp`, with a state from [`Stage::state`] (kept from one
    /// implementation to the next) and the blocks known of `imp`'s body, replaced by those
    /// known of the result's.
    pub fn run(
        &self,
        imp: ImplementationDecl,
        globals: &Globals<'_>,
        files: &Files,
        cx: &mut PassCx,
        state: &mut (dyn Any + Send),
        known: &mut Known,
    ) -> Result<ImplementationDecl, PassErrors> {
        (self.run)(imp, globals, files, cx, state, known)
    }
}

/// Below this many statements in all bodies together a pass runs on one thread
/// ([`par_map`]).
pub const PARALLEL_MIN_STMTS: usize = 4096;

/// Runs `f` on every implementation of `program` by value, with the global declarations
/// at hand; errors of all implementations are collected, in implementation order. The
/// implementations are shared out by [`par_map`] (weighed by their statements), each run
/// with figures and scratch state of its own; the figures are appended to `cx` in
/// implementation order. An implementation's result depends only on it and the global
/// declarations, so the output, the errors and the figures are the same on one thread.
/// It is [`run_stages`] with `f` as the one stage.
pub fn map_impls_with<S: Default + Send + 'static>(program: Program, cx: &mut PassCx, f: &ImplFn<'_, S>) -> Result<Program, PassErrors> {
    run_stages(program, Vec::new(), &[Stage::new("", f)], cx).map_err(|(_, errors)| errors)
}

/// The state of one run of implementations: per stage, its figures and its scratch state.
#[derive(Default)]
struct Run {
    cxs: Vec<PassCx>,
    states: Vec<Box<dyn Any + Send>>,
}

/// Every implementation of `program` through `stages`, one implementation at a time (the
/// work of [`crate::lower`], and of [`map_impls_with`] with one stage). The implementations
/// are shared out by [`par_map`] (weighed by their statements), each thread with figures
/// and scratch states of its own; an implementation stops at its first failing stage. On
/// failure, the index of the earliest failing stage and the errors of every implementation
/// that failed there, in implementation order. Figures are appended to `cx` stage after
/// stage, each in implementation order, up to the failing stage (which every implementation
/// ran: none failed before it). `known`: the blocks known of each implementation's body,
/// in program order (see [`Known`]; none if empty).
pub fn run_stages(mut program: Program, known: Vec<Known>, stages: &[Stage<'_>], cx: &mut PassCx) -> Result<Program, (usize, PassErrors)> {
    let impls = take_impls(&mut program);
    let globals = Globals::new(&program);
    let files = &program.files;
    let mut known = known.into_iter();
    let impls: Vec<_> = impls.into_iter().map(|(i, imp)| (i, imp, known.next().flatten())).collect();
    let (results, runs) = par_map(impls, |(_, imp, _)| imp.body.stmts.len(), PARALLEL_MIN_STMTS, &|(i, imp, known), run: &mut Run| {
        if run.states.is_empty() {
            run.cxs = stages.iter().map(|_| PassCx::new()).collect();
            run.states = stages.iter().map(Stage::state).collect();
        }
        let mut imp = imp;
        // The blocks of the body, as far as they are known from the start or a stage found
        // them, and the next ones kept them.
        let mut known = known;
        for (k, stage) in stages.iter().enumerate() {
            imp = match stage.run(imp, &globals, files, &mut run.cxs[k], run.states[k].as_mut(), &mut known) {
                Ok(imp) => imp,
                Err(e) => return (i, Err((k, e))),
            };
        }
        (i, Ok(imp))
    });
    drop(globals);
    let failed = results.iter().filter_map(|(_, r)| r.as_ref().err().map(|(k, _)| *k)).min();
    // Figures stage after stage, each in program order (the runs are consecutive).
    let mut runs = runs;
    for k in 0..failed.map_or(stages.len(), |k| k + 1) {
        for run in &mut runs {
            if let Some(c) = run.cxs.get_mut(k) {
                cx.append(c);
            }
        }
    }
    if let Some(k) = failed {
        let errors = results
            .into_iter()
            .filter_map(|(_, r)| match r {
                Err((j, e)) if j == k => Some(e),
                _ => None,
            })
            .flatten()
            .collect();
        return Err((k, errors));
    }
    let out = results.into_iter().filter_map(|(i, r)| r.ok().map(|imp| (i, imp))).collect();
    put_impls(&mut program, out);
    Ok(program)
}

#[cfg(test)]
mod tests {
    use super::has_hash;

    #[test]
    fn has_hash_finds_a_hash_anywhere() {
        let plain = |s: &str| s.bytes().any(|b| b == b'#');
        let mut names = vec![String::new(), "#".into(), "x".into(), "anon12_Then".into(), "é#ü".into(), "ab\u{23}".into()];
        // A `#` at every place of names up to 25 bytes long, and none.
        for len in 0..=25 {
            names.push("a".repeat(len));
            for at in 0..len {
                let mut s = "b".repeat(len).into_bytes();
                s[at] = b'#';
                names.push(String::from_utf8(s).unwrap_or_default());
            }
        }
        // Bytes next to `#` (0x22, 0x24) and with the high bit set are no `#`.
        names.push("\"$\"$\"$\"$\"$".into());
        names.push("ÿÿÿÿÿÿÿÿ".into());
        for n in &names {
            assert_eq!(has_hash(n), plain(n), "{n:?}");
        }
    }
}
