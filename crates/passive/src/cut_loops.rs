//! Cuts loops: the block graph becomes acyclic, invariants are checked on entry and after
//! one arbitrary iteration, and loop targets are havocked at the head.
//!
//! Requires: `Unstructured`. Produces: `Acyclic`.
//!
//! Loops are natural loops found with dominators (`petgraph`), so structured and `goto`
//! loops are treated alike (boogie-language.md §4.4). For each loop head H:
//! - the invariants are the longest prefix of `assert`/`assume` commands of H;
//! - each predecessor P gets copies of H's asserts (origin `invariant-entry` from entry
//!   edges, `invariant-maintained` from back edges), in a new block on the edge when P's
//!   `goto` has several targets;
//! - H's asserts become assumes, and H starts with `havoc V`, V the variables assigned in
//!   the loop (assignment, havoc and call targets, and the callees' `modifies`);
//! - back edges are removed: a block whose only successor was H gets `assume false;
//!   return`.
//!
//! First, as Boogie does (its `PruneUnreachableBlocks` with infeasible edges pruned), a
//! block containing `assume false`, or an `assert false` that is assumed afterwards (no
//! `{:subsumption 0}`), ends in `return` instead of its `goto`: nothing after it is
//! reachable, so its successors are not (a `goto` loop whose head asserts `false` is no
//! loop, and that assert is checked as a plain assertion). Then unreachable blocks are
//! dropped. Irreducible graphs are made reducible by node
//! splitting, as Boogie does: the nodes of a loop reachable from a second entry are copied
//! (`L#dup#k`, synthetic: no `{:block_at}`), and the second entry's outside predecessors
//! jump to the copies.
//!
//! Before:
//! ```boogie
//! anon0: i := 0; goto H;
//! H: assert {:origin "invariant", ..} i <= n; goto Done, Body;
//! Body: assume i < n; i := i + 1; goto H;
//! Done: assume !(i < n); return;
//! ```
//! After:
//! ```boogie
//! anon0: i := 0; assert {:origin "invariant-entry", ..} i <= n; goto H;
//! H: havoc i; assume i <= n; goto Done, Body;
//! Body: assume i < n; i := i + 1; assert {:origin "invariant-maintained", ..} i <= n; assume false; return;
//! Done: assume !(i < n); return;
//! ```

use std::collections::{HashMap, HashSet};

use boogie_ast::forms::blocks::{label_index, successors};
use rustc_hash::FxHashSet;
use boogie_ast::forms::{join_blocks, split_blocks, Block, Transfer};
use boogie_ast::pass::schedule::run_per_implementation;
use boogie_ast::pass::{Globals, ImplCx, ImplPass, NameGen, Pass, PassCx, PassError, PassErrors};
use boogie_ast::{
    AssertCmd, AssumeCmd, Attrs, Expr, ExprKind, Form, GotoCmd, HavocCmd, Ident, ImplementationDecl, LabelStmt,
    Literal, Name, Program, ReturnCmd, SmallVec, Span, Spec, Stmt, smallvec,
};
use petgraph::graph::{DiGraph, NodeIndex};

use crate::expr::lit_false;
use boogie_ast::forms::flat::FlatBlocks;
use boogie_ast::origin::{self, OriginKind};
use boogie_ast::forms::flat::Known as KnownBlocks;
use boogie_ast::text::has_hash;

use crate::scope::names_for_blocks_where;

/// The `cut-loops` pass.
pub struct CutLoops;

impl Pass for CutLoops {
    fn name(&self) -> &'static str {
        "cut-loops"
    }
    fn description(&self) -> &'static str {
        "natural loops by dominators: invariants checked on entry and maintained, targets havocked, back edges cut"
    }
    fn requires(&self) -> Form {
        Form::Unstructured
    }
    fn produces(&self) -> Form {
        Form::Acyclic
    }
    fn run(&self, program: Program, cx: &mut PassCx) -> Result<Program, PassErrors> {
        run_per_implementation(self, program, cx)
    }
    fn per_implementation(&self) -> Option<&dyn ImplPass> {
        Some(self)
    }
}

impl ImplPass for CutLoops {
    /// One implementation; the blocks of its body taken from `cx`, and handed on when the
    /// result is the body as it came (see [`KnownBlocks`]).
    fn run_impl(&self, mut imp: ImplementationDecl, globals: &Globals<'_>, cx: &mut ImplCx<'_>) -> Result<ImplementationDecl, PassErrors> {
        let stmts = SCRATCH.with(|sc| cut_impl(&mut imp, globals, cx.figures, &mut sc.borrow_mut(), &mut cx.blocks))?;
        imp.body.stmts = stmts;
        Ok(imp)
    }
}

thread_local! {
    /// The working arrays of [`cut_impl`], kept from one implementation to the next on each
    /// thread.
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::default();
}

fn ident(name: Name) -> Ident {
    Ident { name, span: Span::NONE }
}

/// The working arrays of [`cut_impl`], reused from one implementation to the next: the
/// blocks and successor rows of the last body, and the depth-first search's arrays.
#[derive(Default)]
struct Scratch {
    fb: FlatBlocks,
    /// The successor rows of the last implementation cut, refilled for the next one.
    rows: Vec<Vec<usize>>,
    dfs: Dfs,
}

/// The working arrays of the depth-first searches of [`acyclic_as_is`].
#[derive(Default)]
struct Dfs {
    state: Vec<u8>,
    stack: Vec<(usize, usize)>,
    todo: Vec<usize>,
}

/// The pass on one implementation's body (see the module documentation); `given`: the
/// blocks of the body if known, then those of the result when it is the body as it came.
fn cut_impl(
    imp: &mut ImplementationDecl,
    globals: &Globals<'_>,
    cx: &mut PassCx,
    sc: &mut Scratch,
    given: &mut KnownBlocks,
) -> Result<Vec<Stmt>, PassErrors> {
    let (span, iname) = (imp.span, imp.name.name.clone());
    let err = |m: String| vec![PassError::new(span, format!("implementation {iname}: {m}"))];
    if prune_infeasible_edges(&mut imp.body.stmts) {
        // Edges went: the blocks handed in are not the body's any more.
        *given = None;
    }
    let known = match acyclic_as_is(&mut imp.body.stmts, &mut sc.fb, &mut sc.rows, &mut sc.dfs, given) {
        Check::AsIs => return Ok(std::mem::take(&mut imp.body.stmts)),
        Check::Cut(known) => Some(known),
        Check::Malformed => None,
    };
    let stmts = std::mem::take(&mut imp.body.stmts);
    // A well-formed body is cut where the acyclic check found its blocks.
    let blocks = if known.is_some() { split_at(stmts, &sc.fb) } else { split_blocks(stmts).map_err(err)? };
    // Unreachable blocks are dropped; the successors of the whole body serve as they are
    // when every block is reachable (the common case).
    let (all_succs, seen, known_retreating) = match known {
        Some(Known { succs, reachable, retreating }) => (succs, reachable, Some(retreating)),
        None => {
            let succs = successors(&blocks).map_err(err)?;
            let seen = reachable(&succs);
            (succs, seen, None)
        }
    };
    let (blocks, unreachable, succs, known_retreating) = if seen.iter().all(|&s| s) {
        (blocks, Vec::new(), all_succs, known_retreating)
    } else {
        let (kept, dropped): (Vec<_>, Vec<_>) = blocks.into_iter().zip(seen).partition(|(_, s)| *s);
        let kept: Vec<Block> = kept.into_iter().map(|(b, _)| b).collect();
        let succs = successors(&kept).map_err(err)?;
        (kept, dropped.into_iter().map(|(b, _)| b).collect::<Vec<Block>>(), succs, None)
    };
    let retreating = known_retreating.unwrap_or_else(|| retreating_edges(&succs));
    if retreating.is_empty() {
        return Ok(join_blocks(blocks));
    }
    // Fresh names avoid every name of the body as it came in (unreachable blocks included),
    // exactly as `names_for` on the input statements. Every name this pass asks for
    // contains `#` (`L#to#M`, `L#dup#k`). The generator is built when the first name is
    // asked for (often none is: a loop whose entry and back edges leave blocks with one
    // successor needs no edge block); until then the blocks are as they came in.
    let imp: &ImplementationDecl = imp;
    let mut names = LazyNames {
        gen: None,
        init: &|blocks: &[Block]| names_for_blocks_where(globals, imp, blocks.iter().chain(unreachable.iter()), has_hash),
    };
    let Reducible { blocks, succs, retreating, doms } = make_reducible(blocks, succs, retreating, &mut names).map_err(err)?;
    let doms = doms.unwrap_or_else(|| Dominators::new(&succs));
    let loops = Loops::find(&blocks, &succs, &retreating, &doms, globals);
    if loops.heads.is_empty() {
        return Ok(join_blocks(blocks));
    }
    cx.add_figure(&imp.name.name, "loops", loops.heads.len() as u64);
    for &h in &loops.heads {
        cx.add_figure(&imp.name.name, "loop_targets", loops.targets[h].as_ref().map_or(0, |t| t.len()) as u64);
    }
    tracing::debug!(implementation = %imp.name.name, loops = loops.heads.len(), blocks = blocks.len(), "cutting loops");
    let checks = InvariantChecks::of(&blocks, &succs, &loops);
    let out = rewrite(blocks, &succs, &loops, checks, &mut names);
    cx.add_figure(&imp.name.name, "back_edges", loops.back.len() as u64);
    // The successor rows serve the next implementation.
    sc.rows = succs;
    Ok(out)
}

/// The natural loops of a reducible block graph.
struct Loops {
    /// Back edges `(head, source)`, sorted: grouped by head, heads in block order.
    back: Vec<(usize, usize)>,
    /// The loop heads, in block order.
    heads: Vec<usize>,
    /// Per block, when it heads a loop: the variables written in the loop, in order of
    /// first write (assignment, havoc and call targets, and the callees' `modifies`).
    targets: Vec<Option<Vec<Name>>>,
}

impl Loops {
    /// The loops whose back edges are the retreating edges whose target dominates their source.
    fn find(blocks: &[Block], succs: &[Vec<usize>], retreating: &[(usize, usize)], doms: &Dominators, globals: &Globals<'_>) -> Loops {
        let n = blocks.len();
        let mut back: Vec<(usize, usize)> = retreating.iter().filter(|&&(u, h)| doms.dominates(h, u)).map(|&(u, h)| (h, u)).collect();
        back.sort_unstable();
        back.dedup();
        let mut heads: Vec<usize> = back.iter().map(|&(h, _)| h).collect();
        heads.dedup();
        // Distinct predecessors of every block, in block order.
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (i, s) in succs.iter().enumerate() {
            for &j in s {
                if preds[j].last() != Some(&i) {
                    preds[j].push(i);
                }
            }
        }
        let mut targets: Vec<Option<Vec<Name>>> = vec![None; n];
        let mut in_loop = vec![false; n];
        for &h in &heads {
            // Natural loop: h plus everything that reaches a back-edge source without passing h.
            in_loop.iter_mut().for_each(|x| *x = false);
            in_loop[h] = true;
            let mut stack: Vec<usize> = back.iter().filter(|&&(x, _)| x == h).map(|&(_, u)| u).collect();
            while let Some(x) = stack.pop() {
                if !in_loop[x] {
                    in_loop[x] = true;
                    stack.extend(preds[x].iter().copied());
                }
            }
            let body = blocks.iter().zip(&in_loop).filter(|(_, &inside)| inside).map(|(b, _)| b);
            targets[h] = Some(written_in(body, globals));
        }
        Loops { back, heads, targets }
    }

    fn is_head(&self, b: usize) -> bool {
        self.targets[b].is_some()
    }

    fn is_back(&self, u: usize, h: usize) -> bool {
        self.back.binary_search(&(h, u)).is_ok()
    }
}

/// The variables `blocks` write, in order of first write: assignment, havoc and call
/// targets, and the callees' `modifies`.
fn written_in<'b>(blocks: impl Iterator<Item = &'b Block>, globals: &Globals<'_>) -> Vec<Name> {
    let modifies_of = |callee: &Name| -> Vec<Name> {
        let Some(p) = globals.procs.get(callee) else { return Vec::new() };
        p.specs
            .iter()
            .flat_map(|s| match s {
                Spec::Modifies(m) => m.vars.iter().map(|v| v.name.clone()).collect::<Vec<_>>(),
                Spec::Requires(_) | Spec::Ensures(_) | Spec::Measure(_) => Vec::new(),
            })
            .collect()
    };
    let mut targets: Vec<Name> = Vec::new();
    let mut seen: FxHashSet<Name> = FxHashSet::default();
    let mut written: Vec<Name> = Vec::new();
    for c in blocks.flat_map(|b| &b.cmds) {
        written.clear();
        crate::cmds::written(c, &mut written);
        match c {
            Stmt::Call(call) => written.extend(modifies_of(&call.callee.name)),
            Stmt::ParCall(pc) => pc.calls.iter().for_each(|call| written.extend(modifies_of(&call.callee.name))),
            _ => {}
        }
        for v in written.drain(..) {
            if seen.insert(v.clone()) {
                targets.push(v);
            }
        }
    }
    targets
}

/// The checks of each head's invariants on its entry edges and on its back edges (index 0
/// and 1), each built once from the head's leading asserts, with the number of edges that
/// take a copy: the last one takes the list itself.
struct InvariantChecks(Vec<[(Vec<Stmt>, u32); 2]>);

impl InvariantChecks {
    fn of(blocks: &[Block], succs: &[Vec<usize>], loops: &Loops) -> InvariantChecks {
        let mut checks: Vec<[(Vec<Stmt>, u32); 2]> = (0..blocks.len()).map(|_| Default::default()).collect();
        for (i, s) in succs.iter().enumerate() {
            for &t in s {
                if loops.is_head(t) {
                    checks[t][usize::from(loops.is_back(i, t))].1 += 1;
                }
            }
        }
        for &h in &loops.heads {
            for (k, kind) in [(0, OriginKind::InvariantEntry), (1, OriginKind::InvariantMaintained)] {
                if checks[h][k].1 == 0 {
                    continue;
                }
                let asserts = blocks[h].cmds.iter().take_while(|c| matches!(c, Stmt::Assert(_) | Stmt::Assume(_))).filter_map(|c| match c {
                    Stmt::Assert(a) => Some(a),
                    _ => None,
                });
                checks[h][k].0 = asserts
                    .map(|a| {
                        let attrs = origin::reorigin(&a.attrs, |found| match found {
                            Some(OriginKind::Assertion) | Some(OriginKind::Invariant) | None => kind,
                            Some(other) => other,
                        });
                        Stmt::Assert(AssertCmd { attrs, expr: a.expr.clone(), span: a.span })
                    })
                    .collect();
            }
        }
        InvariantChecks(checks)
    }

    /// The checks for the edge `i` → head `t` (a copy, or the list for the last edge).
    fn take(&mut self, t: usize, back: bool) -> Vec<Stmt> {
        let slot = &mut self.0[t][usize::from(back)];
        slot.1 -= 1;
        if slot.1 == 0 {
            std::mem::take(&mut slot.0)
        } else {
            slot.0.clone()
        }
    }

    /// The statements the checks add to the body.
    fn size(&self, loops: &Loops) -> usize {
        loops.heads.iter().map(|&h| 1 + self.0[h].iter().map(|(l, k)| *k as usize * (l.len() + 3)).sum::<usize>()).sum()
    }
}

/// The cut body: at every head, `havoc` of the loop's targets and its invariants assumed;
/// on every edge into a head, its invariants checked (in a block of its own when the source
/// has several successors); every back edge ended with `assume false; return`.
fn rewrite(blocks: Vec<Block>, succs: &[Vec<usize>], loops: &Loops, mut checks: InvariantChecks, names: &mut LazyNames<'_>) -> Vec<Stmt> {
    // An edge into a loop head from a block with several successors gets a block of its
    // own, with a fresh name: the generator is built now, from the blocks as they are
    // before the rewrite, if it is not yet.
    if (0..blocks.len()).any(|i| succs[i].len() > 1 && succs[i].iter().any(|&t| loops.is_head(t))) {
        names.get(&blocks);
    }
    // The blocks are written out as `join_blocks` would write them, one after the other.
    let size: usize = blocks.iter().map(|b| b.cmds.len() + 2).sum();
    let mut out: Vec<Stmt> = Vec::with_capacity(size + checks.size(loops));
    let labels: Vec<Name> = blocks.iter().map(|b| b.label.name.clone()).collect();
    for (i, mut b) in blocks.into_iter().enumerate() {
        if let Some(targets) = &loops.targets[i] {
            b.cmds = head_cmds(std::mem::take(&mut b.cmds), targets);
        }
        let targets = &succs[i];
        if !targets.iter().any(|&t| loops.is_head(t)) {
            push_block(&mut out, b);
            continue;
        }
        let single = targets.len() == 1;
        let mut edge_blocks: Vec<Block> = Vec::new();
        let mut new_targets: SmallVec<[Ident; 1]> = SmallVec::with_capacity(targets.len());
        let mut make_return = false;
        for &t in targets {
            if !loops.is_head(t) {
                new_targets.push(ident(labels[t].clone()));
                continue;
            }
            let is_back = loops.is_back(i, t);
            let mut cmds = checks.take(t, is_back);
            if is_back {
                cmds.push(Stmt::Assume(AssumeCmd { attrs: Attrs::new(), expr: lit_false(), span: Span::NONE }));
            }
            if single {
                b.cmds.extend(cmds);
                if is_back {
                    make_return = true;
                } else {
                    new_targets.push(ident(labels[t].clone()));
                }
                continue;
            }
            let names = names.gen.as_mut().expect("built before the rewrite when an edge needs a block");
            let label = names.exact_or_fresh(&format!("{}#to#{}", labels[i], labels[t]));
            let transfer = if is_back {
                Transfer::Return(ReturnCmd { attrs: Attrs::new(), span: Span::NONE })
            } else {
                Transfer::Goto(GotoCmd { attrs: Attrs::new(), labels: smallvec![ident(labels[t].clone())], span: Span::NONE })
            };
            new_targets.push(ident(label.clone()));
            edge_blocks.push(Block { label: ident(label), cmds, transfer });
        }
        if let Transfer::Goto(g) = &mut b.transfer {
            if make_return {
                let attrs = std::mem::take(&mut g.attrs);
                let span = g.span;
                b.transfer = Transfer::Return(ReturnCmd { attrs, span });
            } else {
                g.labels = new_targets;
            }
        }
        push_block(&mut out, b);
        for e in edge_blocks {
            push_block(&mut out, e);
        }
    }
    out
}

/// A loop head's commands: `havoc` of the loop's targets first, then its leading asserts
/// (the invariants) as assumes, then the rest.
fn head_cmds(cmds: Vec<Stmt>, targets: &[Name]) -> Vec<Stmt> {
    let mut out = Vec::with_capacity(cmds.len() + 1);
    if !targets.is_empty() {
        out.push(Stmt::Havoc(HavocCmd { vars: targets.iter().cloned().map(ident).collect(), span: Span::NONE }));
    }
    let mut prefix = true;
    for c in cmds {
        if prefix && !matches!(c, Stmt::Assert(_) | Stmt::Assume(_)) {
            prefix = false;
        }
        match c {
            Stmt::Assert(a) if prefix => {
                let attrs = a.attrs.iter().filter(|x| x.key != origin::ORIGIN && x.key != origin::RELATED).cloned().collect();
                out.push(Stmt::Assume(AssumeCmd { attrs, expr: a.expr, span: a.span }));
            }
            other => out.push(other),
        }
    }
    out
}

/// Appends `b` to `out` as `join_blocks` writes a block.
fn push_block(out: &mut Vec<Stmt>, b: Block) {
    let Block { label, cmds, transfer } = b;
    let span = label.span;
    out.push(Stmt::Label(LabelStmt { name: label, span }));
    out.extend(cmds);
    out.push(match transfer {
        Transfer::Goto(g) => Stmt::Goto(g),
        Transfer::Return(r) => Stmt::Return(r),
    });
}

/// `split_blocks(stmts)` for a body whose blocks `fb` has found (so well formed): each
/// block's commands in a list of their exact size.
fn split_at(stmts: Vec<Stmt>, fb: &FlatBlocks) -> Vec<Block> {
    let mut blocks = Vec::with_capacity(fb.len());
    let mut it = stmts.into_iter();
    for b in 0..fb.len() {
        let Some(Stmt::Label(l)) = it.next() else { unreachable!("a block starts with its label") };
        let len = (fb.end_at[b] - fb.label_at[b] - 1) as usize;
        let cmds: Vec<Stmt> = it.by_ref().take(len).collect();
        let transfer = match it.next() {
            Some(Stmt::Goto(g)) => Transfer::Goto(g),
            Some(Stmt::Return(r)) => Transfer::Return(r),
            _ => unreachable!("a block ends in its transfer"),
        };
        blocks.push(Block { label: l.name, cmds, transfer });
    }
    blocks
}


/// Edges to a block on the depth-first-search stack (iterative DFS from block 0).
fn retreating_edges(succs: &[Vec<usize>]) -> Vec<(usize, usize)> {
    retreating_edges_by(succs.len(), |b, k| succs[b].get(k).copied())
}

/// [`retreating_edges`], with `succ_at(b, k)` the `k`-th successor of block `b`.
fn retreating_edges_by(n: usize, succ_at: impl Fn(usize, usize) -> Option<usize>) -> Vec<(usize, usize)> {
    retreating_edges_in(n, succ_at, &mut Dfs::default())
}

/// [`retreating_edges_by`] with the working arrays of `dfs`, whose `state` it leaves
/// non-zero for exactly the blocks reachable from the first (those the search visits).
fn retreating_edges_in(n: usize, succ_at: impl Fn(usize, usize) -> Option<usize>, dfs: &mut Dfs) -> Vec<(usize, usize)> {
    let Dfs { state, stack, .. } = dfs;
    state.clear();
    state.resize(n, 0);
    let mut out = Vec::new();
    if n == 0 {
        return out;
    }
    stack.clear();
    stack.push((0, 0));
    state[0] = 1;
    while let Some(&mut (node, ref mut next)) = stack.last_mut() {
        if let Some(s) = succ_at(node, *next) {
            *next += 1;
            match state[s] {
                0 => {
                    state[s] = 1;
                    stack.push((s, 0));
                }
                1 => out.push((node, s)),
                _ => {}
            }
        } else {
            state[node] = 2;
            stack.pop();
        }
    }
    out.sort_unstable();
    out
}

/// The common case without building blocks: when the flat body is well formed, every block
/// is reachable and there is no retreating edge, the pass leaves the body as it is, up to
/// the spans of label statements, which become their names' spans (as `join_blocks` writes
/// them); returns `AsIs` after normalising them. Otherwise the body is untouched: `Cut` with
/// the successors when the body needs the full treatment, `Malformed` when it is malformed
/// (the full path reports the error).
fn acyclic_as_is(stmts: &mut [Stmt], spare: &mut FlatBlocks, rows: &mut Vec<Vec<usize>>, dfs: &mut Dfs, given: &mut KnownBlocks) -> Check {
    {
        let Ok(fb) = FlatBlocks::given_or(given.take(), stmts, "cut-loops", || FlatBlocks::new_reusing(stmts, std::mem::take(spare))) else {
            return Check::Malformed;
        };
        let n = fb.len();
        let succ_at = |b: usize, k: usize| fb.succs(b).get(k).map(|&s| s as usize);
        // The depth-first search for retreating edges visits exactly the reachable blocks.
        let retreating = retreating_edges_in(n, succ_at, dfs);
        let reachable: Vec<bool> = dfs.state.iter().map(|&s| s != 0).collect();
        debug_assert_eq!(reachable, if n == 0 { Vec::new() } else { reachable_in(n, succ_at, &mut Dfs::default()) });
        if !reachable.iter().all(|&r| r) || !retreating.is_empty() {
            // The successors `successors(&split_blocks(stmts))` would give (in the rows of
            // an earlier body).
            let mut succs = std::mem::take(rows);
            succs.truncate(n);
            succs.resize_with(n, Vec::new);
            for (b, row) in succs.iter_mut().enumerate() {
                row.clear();
                row.extend(fb.succs(b).iter().map(|&s| s as usize));
            }
            *spare = fb;
            return Check::Cut(Known { succs, reachable, retreating });
        }
        // As is: the blocks are the result's (label spans changed already, nothing else).
        *given = Some(fb);
    }
    Check::AsIs
}

/// Ends every block that contains `assume false`, or an `assert false` assumed after its
/// check, with `return` (the `goto`'s position and attributes kept): it has no feasible
/// successor. Bodies that are not in block form are left to the checks that follow. On the
/// same walk, every label's span becomes its name's, as `join_blocks` writes a label (what
/// the output has however the body is treated next). Whether a `goto` was replaced.
fn prune_infeasible_edges(stmts: &mut [Stmt]) -> bool {
    let is_false = |e: &Expr| matches!(e.kind, ExprKind::Lit(Literal::Bool(false)));
    let mut dead_end = false;
    let mut pruned = false;
    for s in stmts.iter_mut() {
        match s {
            Stmt::Label(l) => {
                // Written only where it differs: a store dirties the line, to be written back.
                if !l.span.same_position(&l.name.span) {
                    l.span = l.name.span;
                }
                dead_end = false;
            }
            Stmt::Assume(a) if is_false(&a.expr) => dead_end = true,
            Stmt::Assert(a) if is_false(&a.expr) && origin::subsumes(&a.attrs) => dead_end = true,
            Stmt::Goto(g) if dead_end => {
                let g = std::mem::replace(g, GotoCmd { attrs: Attrs::new(), labels: SmallVec::new(), span: Span::NONE });
                *s = Stmt::Return(ReturnCmd { attrs: g.attrs, span: g.span });
                pruned = true;
            }
            _ => {}
        }
    }
    pruned
}

/// What [`acyclic_as_is`] found.
enum Check {
    /// Nothing to do (label spans normalised).
    AsIs,
    /// Unreachable blocks or loops: the full treatment, with what was found of the blocks.
    Cut(Known),
    /// Not a well-formed body: the full treatment reports why.
    Malformed,
}

/// The block graph of a body as [`acyclic_as_is`] found it.
struct Known {
    /// `successors(&split_blocks(stmts))`.
    succs: Vec<Vec<usize>>,
    /// Which blocks are reachable from the first.
    reachable: Vec<bool>,
    /// `retreating_edges(&succs)`.
    retreating: Vec<(usize, usize)>,
}

/// Which blocks are reachable from the first.
fn reachable(succs: &[Vec<usize>]) -> Vec<bool> {
    reachable_by(succs.len(), |b, k| succs[b].get(k).copied())
}

/// [`reachable`], with `succ_at(b, k)` the `k`-th successor of block `b`.
fn reachable_by(n: usize, succ_at: impl Fn(usize, usize) -> Option<usize>) -> Vec<bool> {
    reachable_in(n, succ_at, &mut Dfs::default())
}

/// [`reachable_by`] with the working arrays of `dfs`.
fn reachable_in(n: usize, succ_at: impl Fn(usize, usize) -> Option<usize>, dfs: &mut Dfs) -> Vec<bool> {
    let mut seen = vec![false; n];
    let stack = &mut dfs.todo;
    stack.clear();
    stack.push(0usize);
    while let Some(x) = stack.pop() {
        if !seen[x] {
            seen[x] = true;
            let mut k = 0;
            while let Some(s) = succ_at(x, k) {
                stack.push(s);
                k += 1;
            }
        }
    }
    seen
}

/// The blocks after node splitting, with their successors, retreating edges and (when
/// computed on the way) dominators.
struct Reducible {
    blocks: Vec<Block>,
    succs: Vec<Vec<usize>>,
    retreating: Vec<(usize, usize)>,
    doms: Option<Dominators>,
}

/// A name generator built from the blocks when the first name is asked for.
struct LazyNames<'i> {
    gen: Option<NameGen>,
    init: &'i dyn Fn(&[Block]) -> NameGen,
}

impl LazyNames<'_> {
    /// The generator, built from `blocks` if it is not yet.
    fn get(&mut self, blocks: &[Block]) -> &mut NameGen {
        let init = self.init;
        self.gen.get_or_insert_with(|| init(blocks))
    }
}

/// Node splitting until every retreating edge is a back edge (its target dominates its
/// source). `succs` and `retreating` are the successors and retreating edges of `blocks`
/// as they come in.
fn make_reducible(
    mut blocks: Vec<Block>,
    mut succs: Vec<Vec<usize>>,
    retreating: Vec<(usize, usize)>,
    names: &mut LazyNames<'_>,
) -> Result<Reducible, String> {
    let limit = blocks.len().saturating_mul(8).max(64);
    let mut given = Some(retreating);
    loop {
        let retreating = match given.take() {
            Some(r) => r,
            None => {
                succs = successors(&blocks)?;
                retreating_edges(&succs)
            }
        };
        if retreating.is_empty() {
            return Ok(Reducible { blocks, succs, retreating, doms: None });
        }
        let doms = Dominators::new(&succs);
        let Some((u, v)) = irreducible_edge(&succs, &doms) else { return Ok(Reducible { blocks, succs, retreating, doms: Some(doms) }) };
        if blocks.len() > limit {
            return Err(format!("{IRREDUCIBLE} (node splitting grew too large)"));
        }
        let Some((in_scc, header, e)) = multi_entry_region(&succs) else {
            // A retreating edge whose target does not dominate its source lies in a loop
            // region with two entries; finding none would be a bug here: refuse the graph
            // rather than hand a cycle to the passes after this one.
            return Err(IRREDUCIBLE.into());
        };
        let _ = (u, v);
        // Nodes of the component reachable from e without passing through the header.
        let mut dup: Vec<usize> = Vec::new();
        let mut seen: HashSet<usize> = HashSet::new();
        let mut work = vec![e];
        while let Some(x) = work.pop() {
            if x == header || !in_scc.contains(&x) || !seen.insert(x) {
                continue;
            }
            dup.push(x);
            work.extend(succs[x].iter().copied());
        }
        dup.sort_unstable();
        let names = names.get(&blocks);
        let copy_name: HashMap<Name, Name> = dup
            .iter()
            .map(|&x| {
                let l = blocks[x].label.name.clone();
                let c = names.fresh_from(&format!("{l}#dup"));
                (l, c)
            })
            .collect();
        let rename = |g: &mut GotoCmd, map: &HashMap<Name, Name>| {
            for l in &mut g.labels {
                if let Some(c) = map.get(&l.name) {
                    l.name = c.clone();
                }
            }
        };
        let e_label = blocks[e].label.name.clone();
        let only_e: HashMap<Name, Name> =
            copy_name.get(&e_label).map(|c| (e_label.clone(), c.clone())).into_iter().collect();
        for (p, b) in blocks.iter_mut().enumerate() {
            if !in_scc.contains(&p) {
                if let Transfer::Goto(g) = &mut b.transfer {
                    rename(g, &only_e);
                }
            }
        }
        let idx = label_index(&blocks)?;
        let mut copies = Vec::new();
        for &x in &dup {
            let mut c = blocks[x].clone();
            c.label = Ident { name: copy_name[&blocks[x].label.name].clone(), span: Span::NONE };
            match &mut c.transfer {
                Transfer::Goto(g) => {
                    rename(g, &copy_name);
                    g.attrs.retain(|a| a.key != origin::BLOCK_AT);
                }
                Transfer::Return(r) => r.attrs.retain(|a| a.key != origin::BLOCK_AT),
            }
            copies.push(c);
        }
        let _ = idx;
        blocks.extend(copies);
    }
}

/// What an implementation whose flow graph stays irreducible is reported with (Boogie's
/// wording).
pub const IRREDUCIBLE: &str = "Irreducible flow graphs are unsupported.";

/// A loop region with more than one entry: a strongly connected component of the graph, or
/// of a component with its single entry removed, recursively (a graph is reducible exactly
/// when every such region has one entry). Returns the region, its first entry in block
/// order (kept as the header, the `while` head rather than a label jumped into, as Boogie
/// chooses) and its second entry (the one to copy).
fn multi_entry_region(succs: &[Vec<usize>]) -> Option<(HashSet<usize>, usize, usize)> {
    let mut todo: Vec<HashSet<usize>> = vec![(0..succs.len()).collect()];
    while let Some(nodes) = todo.pop() {
        let mut g: DiGraph<(), ()> = DiGraph::new();
        let ids: Vec<usize> = {
            let mut v: Vec<usize> = nodes.iter().copied().collect();
            v.sort_unstable();
            v
        };
        let at: HashMap<usize, NodeIndex> = ids.iter().map(|&x| (x, g.add_node(()))).collect();
        for &x in &ids {
            for s in &succs[x] {
                if let Some(&t) = at.get(s) {
                    g.add_edge(at[&x], t, ());
                }
            }
        }
        for comp in petgraph::algo::tarjan_scc(&g) {
            let comp: HashSet<usize> = comp.iter().map(|n| ids[n.index()]).collect();
            let cyclic = comp.len() > 1 || comp.iter().any(|&x| succs[x].contains(&x));
            if !cyclic {
                continue;
            }
            let mut entries: Vec<usize> = comp
                .iter()
                .copied()
                .filter(|&x| x == 0 || (0..succs.len()).any(|p| !comp.contains(&p) && succs[p].contains(&x)))
                .collect();
            entries.sort_unstable();
            match entries[..] {
                [header, second, ..] => return Some((comp, header, second)),
                [header] => {
                    let mut inner = comp;
                    inner.remove(&header);
                    todo.push(inner);
                }
                [] => {}
            }
        }
    }
    None
}

/// The first retreating edge (in depth-first order from block 0) whose target does not
/// dominate its source, if any: the graph is irreducible there.
pub(crate) fn irreducible_edge(succs: &[Vec<usize>], doms: &Dominators) -> Option<(usize, usize)> {
    let n = succs.len();
    let mut visited = vec![false; n];
    let mut on_stack = vec![false; n];
    let mut stack = vec![(0usize, 0usize)];
    visited[0] = true;
    on_stack[0] = true;
    while let Some(&mut (node, ref mut next)) = stack.last_mut() {
        if let Some(&s) = succs[node].get(*next) {
            *next += 1;
            if !visited[s] {
                visited[s] = true;
                on_stack[s] = true;
                stack.push((s, 0));
            } else if on_stack[s] && !doms.dominates(s, node) {
                return Some((node, s));
            }
        } else {
            on_stack[node] = false;
            stack.pop();
        }
    }
    None
}

/// The dominator tree of the block graph, rooted at block 0 (petgraph's Cooper–Harvey–
/// Kennedy algorithm).
pub(crate) struct Dominators(petgraph::algo::dominators::Dominators<NodeIndex>);

impl Dominators {
    pub(crate) fn new(succs: &[Vec<usize>]) -> Dominators {
        let mut g: DiGraph<(), ()> = DiGraph::with_capacity(succs.len(), succs.iter().map(Vec::len).sum());
        for _ in succs {
            g.add_node(());
        }
        for (i, s) in succs.iter().enumerate() {
            for &j in s {
                g.add_edge(NodeIndex::new(i), NodeIndex::new(j), ());
            }
        }
        Dominators(petgraph::algo::dominators::simple_fast(&g, NodeIndex::new(0)))
    }

    /// Whether block `u` has a path from the entry.
    pub(crate) fn reachable(&self, u: usize) -> bool {
        self.0.dominators(NodeIndex::new(u)).is_some()
    }

    /// Whether `h` dominates `u` (every block dominates itself; nothing dominates an
    /// unreachable block).
    pub(crate) fn dominates(&self, h: usize, u: usize) -> bool {
        self.0.dominators(NodeIndex::new(u)).is_some_and(|mut it| it.any(|d| d.index() == h))
    }
}

#[cfg(test)]
mod tests {
    use super::prune_infeasible_edges;
    use boogie_ast::{Decl, Stmt};

    /// The transfers of the blocks of `body` after pruning: `goto` or `return`.
    fn transfers_after_pruning(body: &str) -> Vec<&'static str> {
        let src = format!("procedure P(b: bool) {{ {body} }}");
        let (program, diags) = boogie_parse::parse_program(&src, "prune.bpl");
        assert!(diags.is_empty(), "{src}");
        let Some(Decl::Procedure(p)) = program.decls.into_iter().next() else { panic!("{src}") };
        let mut stmts = p.body.expect("a body").stmts;
        prune_infeasible_edges(&mut stmts);
        stmts
            .iter()
            .filter_map(|s| match s {
                Stmt::Goto(_) => Some("goto"),
                Stmt::Return(_) => Some("return"),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_block_with_assume_or_subsumed_assert_false_returns() {
        // Boogie: `assert false; goto L;` at a loop head is no loop (test2/CutBackEdge).
        assert_eq!(transfers_after_pruning("L: assert false; goto L;"), ["return"]);
        assert_eq!(transfers_after_pruning("L: assume false; b := true; goto L;"), ["return"]);
        // Only literal `false`, only in its own block, and not when the assert is not assumed.
        assert_eq!(transfers_after_pruning("L: assert !true; goto L;"), ["goto"]);
        assert_eq!(transfers_after_pruning("L: assert b; goto M; M: assume false; goto L;"), ["goto", "return"]);
        assert_eq!(transfers_after_pruning("L: assert {:subsumption 0} false; goto L;"), ["goto"]);
    }
}
