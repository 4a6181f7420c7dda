//! Implementation entry and exit: preconditions, where clauses, postconditions and `old`.
//!
//! Requires: `Unstructured`. Produces: `Unstructured`.
//!
//! Every implementation becomes self-contained (boogie-language.md §4.2):
//! - a new entry block `PreconditionGeneratedEntry` assumes, in order, the where clauses
//!   of all global variables, of the procedure's in- and out-parameters (renamed to the
//!   implementation's names) and of the locals, then every `requires` (free or not), then
//!   `g#old == g` for every modified global `g` that appears under `old`;
//! - every `return` becomes `goto GeneratedUnifiedExit` (keeping its `{:return_at}`);
//! - the exit block `GeneratedUnifiedExit` asserts every non-free `ensures` (origin
//!   `postcondition`, related position the `ensures` keyword) and assumes free ones marked
//!   `{:always_assume}`; other free ensures are dropped;
//! - `old(e)` in the body and in postconditions reads `g#old` for modified globals;
//! - a local `{:assumption}` variable is assumed true at entry.
//!
//! Axioms and declarations stay global; procedures stay declared (their specifications
//! are still used at call sites). An implementation this pass has desugared already is left
//! as it is: one that starts with the entry block, asserts the postconditions in every
//! block that returns and has no `old` left (`is_desugared`; a user's label of that name
//! alone is not enough).
//!
//! Before:
//! ```boogie
//! procedure P(a: int) returns (r: int); requires a > 0; modifies g; ensures r == old(g);
//! implementation P(a: int) returns (r: int) { anon0: r := g; g := g + 1; return; }
//! ```
//! After:
//! ```boogie
//! implementation P(a: int) returns (r: int) {
//!   var g#old: int;
//!   PreconditionGeneratedEntry: assume a > 0; assume g#old == g; goto anon0;
//!   anon0: r := g; g := g + 1; goto GeneratedUnifiedExit;
//!   GeneratedUnifiedExit: assert {:origin "postcondition"} {:related ..} r == g#old; return;
//! }
//! ```

use std::collections::BTreeMap;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use boogie_ast::pass::schedule::run_per_implementation;
use boogie_ast::pass::{Globals, ImplCx, ImplPass, NameGen, Pass, PassCx, PassError, PassErrors};
use boogie_ast::{
    AssertCmd, AssumeCmd, Attrs, BinaryExpr, BinaryOp, ChangeScopeCmd, Expr, ExprKind, Files, Form, GotoCmd, Ident,
    ImplementationDecl, LabelStmt, Literal, Name, ProcedureDecl, Program, ReturnCmd, Span, Spec, Stmt, Variable,
};

use boogie_ast::forms::flat::{FlatBlocks, Known};
use crate::expr::{for_each_free_var, subst, var, Subst};
use boogie_ast::origin::{self, Origin, OriginKind};
use boogie_ast::text::has_hash;

use crate::scope::used_names_visiting;

pub const ENTRY: &str = "PreconditionGeneratedEntry";
/// The attribute of assumption variables (`var {:assumption} a: bool;`).
pub const ASSUMPTION: &str = "assumption";
pub const EXIT: &str = "GeneratedUnifiedExit";

/// The `desugar-specs` pass.
pub struct DesugarSpecs;

impl Pass for DesugarSpecs {
    fn name(&self) -> &'static str {
        "desugar-specs"
    }
    fn description(&self) -> &'static str {
        "entry block assumes where clauses and requires; unified exit asserts ensures; old() reads entry snapshots"
    }
    fn requires(&self) -> Form {
        Form::Unstructured
    }
    fn produces(&self) -> Form {
        Form::Unstructured
    }
    fn run(&self, program: Program, cx: &mut PassCx) -> Result<Program, PassErrors> {
        run_per_implementation(self, program, cx)
    }
    fn per_implementation(&self) -> Option<&dyn ImplPass> {
        Some(self)
    }
}

impl ImplPass for DesugarSpecs {
    /// One implementation; the blocks of its body taken from and handed on in `cx` (see
    /// [`Known`]).
    fn run_impl(&self, imp: ImplementationDecl, globals: &Globals<'_>, cx: &mut ImplCx<'_>) -> Result<ImplementationDecl, PassErrors> {
        let Some(p) = globals.procs.get(&imp.name.name) else {
            return Err(vec![PassError::new(imp.name.span, format!("implementation {} has no procedure declaration", imp.name.name))]);
        };
        SCRATCH.with(|sc| desugar_impl(imp, p, globals, cx.files, &mut sc.borrow_mut(), &mut cx.blocks))
    }
}

thread_local! {
    /// The working arrays of [`desugar_impl`], kept from one implementation to the next on
    /// each thread.
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::default();
}

fn assume(expr: Expr) -> Stmt {
    Stmt::Assume(AssumeCmd { attrs: Attrs::new(), expr, span: Span::NONE })
}

fn eq(a: Expr, b: Expr) -> Expr {
    Expr { kind: ExprKind::Binary(Box::new(BinaryExpr { op: BinaryOp::Eq, lhs: a, rhs: b })), span: Span::NONE }
}

fn ident(name: Name) -> Ident {
    Ident { name, span: Span::NONE }
}

/// The working arrays of [`desugar_impl`], reused from one implementation to the next.
#[derive(Default)]
struct Scratch {
    label_at: Vec<u32>,
    end_at: Vec<u32>,
    with_old: Vec<bool>,
    local_names: Vec<Name>,
}

/// Up to this many formals and locals, the local names are searched in a list (no set).
const FEW_LOCALS: usize = 16;

/// The names of an implementation's formals and locals: a list when there are few, else a set.
enum LocalNames<'s> {
    Few(&'s [Name]),
    Many(HashSet<Name>),
}

impl LocalNames<'_> {
    fn contains(&self, n: &Name) -> bool {
        match self {
            LocalNames::Few(names) => names.contains(n),
            LocalNames::Many(set) => set.contains(n),
        }
    }
}

/// Unchanged when the implementation is already desugared ([`is_desugared`]).
fn desugar_impl(
    mut imp: ImplementationDecl,
    proc_: &ProcedureDecl,
    globals: &Globals<'_>,
    files: &Files,
    sc: &mut Scratch,
    known: &mut Known,
) -> Result<ImplementationDecl, PassErrors> {
    if is_desugared(&imp.body.stmts, proc_) {
        return Ok(imp);
    }
    tracing::debug!(implementation = %imp.name.name, "desugaring specifications");
    let stmts = std::mem::take(&mut imp.body.stmts);
    // The body stays where it is: its shape is checked, its blocks are not taken apart.
    let Scratch { label_at, end_at, with_old, local_names: few_names } = sc;
    // The blocks, if the previous stage knows them; else the body's shape is checked here.
    let given = known.take();
    let first_at = match &given {
        Some(fb) => {
            debug_assert!(fb.describes(&stmts), "desugar-specs was handed blocks that are not its input's");
            fb.label_at[0]
        }
        None => {
            boogie_ast::forms::flat::shape_into(&stmts, label_at, end_at)
                .map_err(|m| vec![PassError::new(imp.span, format!("implementation {} is not unstructured: {m}", imp.name.name))])?;
            label_at[0]
        }
    };
    // Which blocks end in `return` (they will jump to the exit), for the blocks handed on.
    // A return has no successors: only the transfers of blocks without any are read (not
    // every block's, a walk over the whole body).
    let returns: Vec<bool> = match &given {
        Some(fb) => (0..fb.len()).map(|b| fb.succs(b).is_empty() && matches!(stmts[fb.end_at[b] as usize], Stmt::Return(_))).collect(),
        None => Vec::new(),
    };
    // Procedure formal -> implementation formal.
    let mut rename: HashMap<Name, Expr> = HashMap::default();
    for (pf, f) in proc_.ins.iter().zip(imp.ins.iter()).chain(proc_.outs.iter().zip(imp.outs.iter())) {
        rename.insert(pf.name.name.clone(), var(&f.name.name));
    }
    let all_locals = || imp.ins.iter().chain(imp.outs.iter()).chain(imp.body.locals.iter()).map(|v| v.name.name.clone());
    few_names.clear();
    let local_names = if imp.ins.len() + imp.outs.len() + imp.body.locals.len() <= FEW_LOCALS {
        few_names.extend(all_locals());
        LocalNames::Few(few_names)
    } else {
        LocalNames::Many(all_locals().collect())
    };
    // Globals read under old(): in the body (not shadowed by locals) and in ensures; which
    // commands mention `old`; the names in use this pass could ask for.
    let mut old_reads = OldReads::new(proc_, globals);
    let used = scan_body(&imp, &stmts, given.as_ref(), globals, &local_names, with_old, &mut old_reads);
    // No name of the formals, locals, specifications or body contains `#` (`used` holds
    // those that do, and the entry's and exit's names if taken).
    let read_hash_free = used.iter().all(|n| !has_hash(n));
    let mut names = NameGen::with_base_and_taken(globals.names.clone(), used);
    for s in &proc_.specs {
        if let Spec::Ensures(c) = s {
            old_reads.note(&c.expr, &|n| rename.contains_key(n));
        }
    }
    let mut snapshot: HashMap<Name, Expr> = HashMap::default();
    let mut new_locals: Vec<Variable> = std::mem::take(&mut imp.body.locals);
    for g in old_reads.found.keys() {
        let Some(gv) = globals.var(g) else { continue };
        let s = names.exact_or_fresh(&format!("{g}#old"));
        snapshot.insert(g.clone(), var(&s));
        new_locals.push(Variable { attrs: Attrs::new(), name: ident(s), ty: gv.ty.clone(), where_clause: None, span: Span::NONE });
    }
    // Rewrites of spec expressions (procedure names) and body expressions (implementation names).
    let spec_expr = |e: &Expr| -> Expr {
        subst(
            e,
            &mut Subst {
                var: &mut |n: &Name, in_old: bool| {
                    if let Some(r) = rename.get(n) {
                        Some(r.clone())
                    } else if in_old {
                        snapshot.get(n).cloned()
                    } else {
                        None
                    }
                },
                drop_old: true,
                binders: None,
            },
        )
    };
    let body_expr = |e: &Expr| -> Expr {
        subst(
            e,
            &mut Subst {
                var: &mut |n: &Name, in_old: bool| {
                    if in_old && !local_names.contains(n) {
                        snapshot.get(n).cloned()
                    } else {
                        None
                    }
                },
                drop_old: true,
                binders: None,
            },
        )
    };
    let entry_name = names.exact_or_fresh(ENTRY);
    let exit_name = names.exact_or_fresh(EXIT);
    let ends_hash_free = !has_hash(&entry_name) && !has_hash(&exit_name);
    let entry = entry_cmds(globals, proc_, &new_locals, &spec_expr, &snapshot);
    // The global where clauses are the entry's first commands (not read for names above).
    let global_wheres = globals.vars.iter().any(|g| g.where_clause.is_some());
    let first = match stmts.get(first_at as usize) {
        Some(Stmt::Label(l)) => l.name.name.clone(),
        _ => unreachable!("a checked body starts with a label"),
    };
    // The body is rewritten where it is; the entry block then goes in front of it.
    let mut out = stmts;
    rewrite_body(&mut out, with_old, &exit_name, &body_expr);
    let entry_cmds = entry.len();
    out.reserve(entry.len() + proc_.specs.len() + 4);
    out.splice(
        0..0,
        std::iter::once(Stmt::Label(LabelStmt { name: ident(entry_name), span: Span::NONE }))
            .chain(entry)
            .chain(std::iter::once(Stmt::Goto(GotoCmd { attrs: Attrs::new(), labels: boogie_ast::smallvec![ident(first)], span: Span::NONE }))),
    );
    let exit = exit_cmds(proc_, &spec_expr, files);
    out.push(Stmt::Label(LabelStmt { name: ident(exit_name), span: Span::NONE }));
    let exit_cmds = exit.len();
    out.extend(exit);
    // What the new body names is what was read above, the entry's and exit's labels, the
    // snapshots and the global where clauses (not read above): without `#` in any of them,
    // none in the body (see `FlatBlocks::hash_free`).
    let hash_free = read_hash_free && snapshot.is_empty() && ends_hash_free && !global_wheres;
    *known = given.map(|fb| {
        let mut fb = fb.wrapped(entry_cmds, exit_cmds, &returns);
        fb.hash_free = hash_free;
        fb
    });
    out.push(Stmt::Return(ReturnCmd { attrs: Attrs::new(), span: Span::NONE }));
    imp.body.locals = new_locals;
    imp.body.stmts = out;
    Ok(imp)
}

/// The globals read under `old` that the procedure modifies (found in order of name):
/// those the entry block snapshots.
struct OldReads<'g, 'p> {
    modifies: HashSet<Name>,
    globals: &'g Globals<'p>,
    found: BTreeMap<Name, ()>,
}

impl<'g, 'p> OldReads<'g, 'p> {
    fn new(proc_: &ProcedureDecl, globals: &'g Globals<'p>) -> OldReads<'g, 'p> {
        let modifies = proc_
            .specs
            .iter()
            .flat_map(|s| match s {
                Spec::Modifies(m) => m.vars.iter().map(|v| v.name.clone()).collect::<Vec<_>>(),
                Spec::Requires(_) | Spec::Ensures(_) | Spec::Measure(_) => Vec::new(),
            })
            .collect();
        OldReads { modifies, globals, found: BTreeMap::new() }
    }

    /// Notes the globals `e` reads under `old` (not those `shadow` hides); whether `e`
    /// mentions `old` at all.
    fn note(&mut self, e: &Expr, shadow: &dyn Fn(&Name) -> bool) -> bool {
        let mut any_old = false;
        for_each_free_var(e, &mut |n, in_old| {
            any_old |= in_old;
            if in_old && !shadow(n) && self.modifies.contains(n) && self.globals.var(n).is_some() {
                self.found.insert(n.clone(), ());
            }
        });
        any_old
    }
}

/// One walk over the body: the globals it reads under `old` (to `old_reads`), which of its
/// statements mention `old` (`with_old`), and the names in use this pass could ask for
/// (every name it asks for is the entry's or the exit's, or contains `#`). With the blocks
/// known (`given`), a block's transfer is passed over: it names nothing (its targets are
/// labels, named where they stand) and mentions no `old`; so are its label when the blocks
/// say labels are plain.
fn scan_body(
    imp: &ImplementationDecl,
    stmts: &[Stmt],
    given: Option<&FlatBlocks>,
    globals: &Globals<'_>,
    local_names: &LocalNames<'_>,
    with_old: &mut Vec<bool>,
    old_reads: &mut OldReads<'_, '_>,
) -> HashSet<Name> {
    with_old.clear();
    with_old.resize(stmts.len(), false);
    let keep = |n: &str| has_hash(n) || n == ENTRY || n == EXIT;
    let mut visit = |i: usize, c: &Stmt| {
        let mut found = false;
        crate::cmds::for_each_expr(c, &mut |e| found |= old_reads.note(e, &|n| local_names.contains(n)));
        with_old[i] = found;
    };
    match given {
        Some(fb) => {
            debug_assert!(
                !fb.labels_plain || fb.label_at.iter().all(|&at| matches!(&stmts[at as usize], Stmt::Label(l) if !keep(&l.name.name))),
                "desugar-specs was handed blocks said to have plain labels, but a label is not"
            );
            let skip = usize::from(fb.labels_plain);
            let named = (0..fb.len()).flat_map(|b| fb.label_at[b] as usize + skip..fb.end_at[b] as usize);
            used_names_visiting(globals, imp, named.map(|i| (i, &stmts[i])), keep, &mut visit)
        }
        None => used_names_visiting(globals, imp, stmts.iter().enumerate(), keep, &mut visit),
    }
}

/// The entry block's commands: the where clauses of the global variables, of the
/// procedure's formals (`spec_expr`: renamed to the implementation's) and of the locals;
/// a local `{:assumption}` variable true; every `requires`; the snapshots of `old`.
fn entry_cmds(
    globals: &Globals<'_>,
    proc_: &ProcedureDecl,
    locals: &[Variable],
    spec_expr: &dyn Fn(&Expr) -> Expr,
    snapshot: &HashMap<Name, Expr>,
) -> Vec<Stmt> {
    let mut entry: Vec<Stmt> = globals.vars.iter().filter_map(|g| g.where_clause.clone()).map(assume).collect();
    entry.extend(proc_.ins.iter().chain(proc_.outs.iter()).filter_map(|v| v.where_clause.as_ref()).map(|w| assume(spec_expr(w))));
    entry.extend(locals.iter().filter_map(|v| v.where_clause.clone()).map(assume));
    // A local `{:assumption}` variable starts out true (passify keeps it from growing
    // weaker at havocs).
    entry.extend(locals.iter().filter(|v| origin::has_attr(&v.attrs, ASSUMPTION)).map(|v| assume(var(&v.name.name))));
    for s in &proc_.specs {
        if let Spec::Requires(c) = s {
            entry.push(assume(spec_expr(&c.expr)));
        }
    }
    for (g, s) in &snapshot_sorted(snapshot) {
        entry.push(assume(eq(s.clone(), var(g))));
    }
    entry
}

/// The exit block's commands: every `ensures` that is not free asserted (origin
/// `postcondition`, related position its keyword), the free ones marked `{:always_assume}`
/// assumed.
fn exit_cmds(proc_: &ProcedureDecl, spec_expr: &dyn Fn(&Expr) -> Expr, files: &Files) -> Vec<Stmt> {
    let mut exit = Vec::new();
    for s in &proc_.specs {
        let Spec::Ensures(c) = s else { continue };
        let e = spec_expr(&c.expr);
        if !c.free {
            let related = origin::pos_or_span(&c.attrs, origin::POS, c.span, files);
            let o = Origin { kind: OriginKind::Postcondition, pos: None, related };
            let user: Vec<_> = c.attrs.iter().filter(|a| !origin::GENERATED_KEYS.contains(&a.key.as_str())).cloned().collect();
            exit.push(Stmt::Assert(AssertCmd { attrs: origin::set_origin(&user, &o), expr: e, span: c.span }));
        } else if origin::has_attr(&c.attrs, "always_assume") {
            exit.push(assume(e));
        }
    }
    exit
}

/// The body rewritten where it is: every `return` jumps to the exit block (keeping its
/// `{:return_at}`), the commands that mention `old` (`with_old`) read the snapshots
/// (`body_expr`), and every label's span is its name's, as `join_blocks` writes a label.
fn rewrite_body(stmts: &mut [Stmt], with_old: &[bool], exit: &Name, body_expr: &dyn Fn(&Expr) -> Expr) {
    for (stmt, &with_old) in stmts.iter_mut().zip(with_old) {
        match stmt {
            Stmt::Label(l) => {
                // Written only where it differs (a store dirties the line, to be written
                // back: `unstructure`'s labels are so already).
                if !l.span.same_position(&l.name.span) {
                    l.span = l.name.span;
                }
            }
            Stmt::Return(r) => {
                let (attrs, span) = (std::mem::take(&mut r.attrs), r.span);
                *stmt = Stmt::Goto(GotoCmd { attrs, labels: boogie_ast::smallvec![ident(exit.clone())], span });
            }
            Stmt::Goto(_) => {}
            c => {
                if with_old {
                    let taken = std::mem::replace(c, Stmt::ChangeScope(ChangeScopeCmd { push: false, span: Span::NONE }));
                    *c = crate::cmds::map_exprs(taken, &mut |e| body_expr(e));
                }
            }
        }
    }
}

/// Whether `stmts` is a body this pass made (run again on its output, or on the output of a
/// later pass, as `verify` runs the pipeline on a saved intermediate program, it leaves it
/// as it is): its first block is the entry block (named `PreconditionGeneratedEntry`, or
/// `PreconditionGeneratedEntry#k` when the body had a block of that name), every block that
/// returns either asserts a postcondition (`{:origin "postcondition"}`) for each `ensures` of
/// `proc_` that is not free or cannot reach its `return` (an `assume false` before it, as
/// `cut-loops` ends a cut back edge, or an `assert false`, after which it drops the jump to
/// the exit), and no `old` is left in it. This pass puts the postconditions in the exit
/// block, the one block that returns, which later passes may only merge with the blocks
/// before it. Leaving such a body as it is skips only assumptions
/// (the entry block's), so it is sound whoever wrote the body. A label named as the entry
/// block alone does not make a body desugared: the user may write it, and such a body's
/// postconditions would go unchecked.
pub fn is_desugared(stmts: &[Stmt], proc_: &ProcedureDecl) -> bool {
    // The entry block's name, or the fresh one this pass takes when the user took it.
    let is_entry = |n: &str| {
        n.strip_prefix(ENTRY).is_some_and(|rest| rest.is_empty() || rest.strip_prefix('#').is_some_and(|k| !k.is_empty() && k.bytes().all(|b| b.is_ascii_digit())))
    };
    if !matches!(stmts.first(), Some(Stmt::Label(l)) if is_entry(&l.name.name)) {
        return false;
    }
    let checked = proc_.specs.iter().filter(|s| matches!(s, Spec::Ensures(c) if !c.free)).count();
    // Postconditions asserted in the current block, and whether it assumed `false`; `old`
    // anywhere.
    let (mut asserted, mut blocked) = (0, false);
    let mut has_old = false;
    for s in stmts {
        match s {
            Stmt::Label(_) => (asserted, blocked) = (0, false),
            Stmt::Assert(a) if origin::find_origin(&a.attrs).is_some_and(|o| o.kind == OriginKind::Postcondition) => asserted += 1,
            Stmt::Assume(a) if is_false(&a.expr) => blocked = true,
            // A failing assert stops the path (it is assumed once checked).
            Stmt::Assert(a) if is_false(&a.expr) && origin::subsumes(&a.attrs) => blocked = true,
            Stmt::Return(_) if asserted < checked && !blocked => return false,
            _ => {}
        }
        crate::cmds::for_each_expr(s, &mut |e| for_each_free_var(e, &mut |_, in_old| has_old |= in_old));
    }
    !has_old
}

fn is_false(e: &Expr) -> bool {
    matches!(e.kind, ExprKind::Lit(Literal::Bool(false)))
}

fn snapshot_sorted(snapshot: &HashMap<Name, Expr>) -> Vec<(Name, Expr)> {
    let mut v: Vec<(Name, Expr)> = snapshot.iter().map(|(k, e)| (k.clone(), e.clone())).collect();
    v.sort_by(|a, b| a.0.cmp(&b.0));
    v
}
