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

/// The working arrays of [`cut_impl`], reused from one implementation to the next.
#[derive(Default)]
struct Scratch {
    fb: FlatBlocks,
    dom: DomScratch,
    /// Predecessors (distinct, in block order) as compressed rows: `preds[p_off[b]..p_off[b + 1]]`.
    p_off: Vec<usize>,
    preds: Vec<usize>,
    fill: Vec<usize>,
    in_loop: Vec<bool>,
    stack: Vec<usize>,
    written: Vec<Name>,
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
    let Reducible { blocks, succs, retreating, doms } = make_reducible(blocks, succs, retreating, &mut names, &mut sc.dom).map_err(err)?;
    let n = blocks.len();
    let doms = doms.unwrap_or_else(|| Dominators::new_in(&succs, &mut sc.dom));
    let dominates = |h: usize, u: usize| doms.dominates(h, u);
    // Distinct predecessors of every block, in block order.
    let Scratch { p_off, preds, fill, in_loop, stack, written, rows, .. } = sc;
    {
        p_off.clear();
        p_off.resize(n + 1, 0);
        // `fill[j]` is the last block counted as a predecessor of j, plus one (0: none yet).
        fill.clear();
        fill.resize(n, 0);
        for (i, s) in succs.iter().enumerate() {
            for &j in s {
                if fill[j] != i + 1 {
                    fill[j] = i + 1;
                    p_off[j + 1] += 1;
                }
            }
        }
        for i in 0..n {
            p_off[i + 1] += p_off[i];
        }
        preds.clear();
        preds.resize(p_off[n], 0);
        fill.clear();
        fill.extend_from_slice(&p_off[..n]);
        for (i, s) in succs.iter().enumerate() {
            for &j in s {
                if fill[j] == p_off[j] || preds[fill[j] - 1] != i {
                    preds[fill[j]] = i;
                    fill[j] += 1;
                }
            }
        }
    }
    let preds_of = |b: usize| &preds[p_off[b]..p_off[b + 1]];
    // Back edges `(head, source)`, sorted: grouped by head, heads in block order.
    let mut back: Vec<(usize, usize)> = retreating.iter().filter(|&&(u, h)| dominates(h, u)).map(|&(u, h)| (h, u)).collect();
    back.sort_unstable();
    back.dedup();
    let back_of = |h: usize| {
        let from = back.partition_point(|&(x, _)| x < h);
        let to = back.partition_point(|&(x, _)| x <= h);
        &back[from..to]
    };
    let is_back = |u: usize, h: usize| back.binary_search(&(h, u)).is_ok();
    let mut heads: Vec<usize> = back.iter().map(|&(h, _)| h).collect();
    heads.dedup();
    if heads.is_empty() {
        return Ok(join_blocks(blocks));
    }
    cx.add_figure(&imp.name.name, "loops", heads.len() as u64);
    tracing::debug!(implementation = %imp.name.name, loops = heads.len(), blocks = n, "cutting loops");
    let modifies_of = |callee: &Name| -> Vec<Name> {
        globals
            .procs
            .get(callee)
            .map(|p| {
                p.specs
                    .iter()
                    .flat_map(|s| match s {
                        Spec::Modifies(m) => m.vars.iter().map(|v| v.name.clone()).collect::<Vec<_>>(),
                        Spec::Requires(_) | Spec::Ensures(_) | Spec::Measure(_) => Vec::new(),
                    })
                    .collect()
            })
            .unwrap_or_default()
    };
    struct HeadInfo {
        targets: Vec<Name>,
    }
    let mut info: Vec<Option<HeadInfo>> = (0..n).map(|_| None).collect();
    for &h in &heads {
        // Natural loop: h plus everything that reaches a back-edge source without passing h.
        in_loop.clear();
        in_loop.resize(n, false);
        in_loop[h] = true;
        stack.clear();
        stack.extend(back_of(h).iter().map(|&(_, u)| u));
        while let Some(x) = stack.pop() {
            if !in_loop[x] {
                in_loop[x] = true;
                stack.extend(preds_of(x).iter().copied());
            }
        }
        // The written variables, in order of first write (a set once there are many).
        let mut targets: Vec<Name> = Vec::new();
        let mut seen: FxHashSet<Name> = FxHashSet::default();
        for (i, b) in blocks.iter().enumerate() {
            if !in_loop[i] {
                continue;
            }
            for c in &b.cmds {
                written.clear();
                crate::cmds::written(c, written);
                if let Stmt::Call(call) = c {
                    written.extend(modifies_of(&call.callee.name));
                }
                if let Stmt::ParCall(pc) = c {
                    for call in &pc.calls {
                        written.extend(modifies_of(&call.callee.name));
                    }
                }
                for v in written.drain(..) {
                    let new = if targets.len() < FEW_TARGETS {
                        !targets.contains(&v)
                    } else {
                        if seen.is_empty() {
                            seen.extend(targets.iter().cloned());
                        }
                        seen.insert(v.clone())
                    };
                    if new {
                        targets.push(v);
                    }
                }
            }
        }
        cx.add_figure(&imp.name.name, "loop_targets", targets.len() as u64);
        info[h] = Some(HeadInfo { targets });
    }
    // The checks of a head's invariants on its entry edges and on its back edges (index 0
    // and 1), each built once from the head's asserts, with the number of edges that take a
    // copy: the last one takes the list itself.
    let mut checks: Vec<[(Vec<Stmt>, u32); 2]> = (0..n).map(|_| Default::default()).collect();
    for (i, s) in succs.iter().enumerate() {
        for &t in s {
            if info[t].is_some() {
                checks[t][usize::from(is_back(i, t))].1 += 1;
            }
        }
    }
    for &h in &heads {
        for (k, kind) in [(0, OriginKind::InvariantEntry), (1, OriginKind::InvariantMaintained)] {
            if checks[h][k].1 == 0 {
                continue;
            }
            checks[h][k].0 = blocks[h]
                .cmds
                .iter()
                .take_while(|c| matches!(c, Stmt::Assert(_) | Stmt::Assume(_)))
                .filter_map(|c| match c {
                    Stmt::Assert(a) => Some(a),
                    _ => None,
                })
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
    // Rewrite. An edge into a loop head from a block with several successors gets a block
    // of its own, with a fresh name: the generator is built now, from the blocks as they
    // are before the rewrite, if it is not yet.
    if (0..n).any(|i| succs[i].len() > 1 && succs[i].iter().any(|&t| info[t].is_some())) {
        names.get(&blocks);
    }
    // The blocks are written out as `join_blocks` would write them, one after the other.
    // Room for the blocks, each head's havoc and, per edge into a head, its checks, an
    // `assume false` and an edge block's label and transfer.
    let size: usize = blocks.iter().map(|b| b.cmds.len() + 2).sum();
    let added: usize = heads.iter().map(|&h| 1 + checks[h].iter().map(|(l, k)| *k as usize * (l.len() + 3)).sum::<usize>()).sum();
    let mut out: Vec<Stmt> = Vec::with_capacity(size + added);
    let labels: Vec<Name> = blocks.iter().map(|b| b.label.name.clone()).collect();
    for (i, mut b) in blocks.into_iter().enumerate() {
        if let Some(hi) = &info[i] {
            let mut cmds = Vec::with_capacity(b.cmds.len() + 1);
            if !hi.targets.is_empty() {
                cmds.push(Stmt::Havoc(HavocCmd { vars: hi.targets.iter().cloned().map(ident).collect(), span: Span::NONE }));
            }
            let mut prefix = true;
            for c in b.cmds {
                if prefix && !matches!(c, Stmt::Assert(_) | Stmt::Assume(_)) {
                    prefix = false;
                }
                match c {
                    Stmt::Assert(a) if prefix => {
                        let attrs = a.attrs.iter().filter(|x| x.key != origin::ORIGIN && x.key != origin::RELATED).cloned().collect();
                        cmds.push(Stmt::Assume(AssumeCmd { attrs, expr: a.expr, span: a.span }));
                    }
                    other => cmds.push(other),
                }
            }
            b.cmds = cmds;
        }
        let targets = &succs[i];
        if !targets.iter().any(|&t| info[t].is_some()) {
            push_block(&mut out, b);
            continue;
        }
        let single = targets.len() == 1;
        let mut edge_blocks: Vec<Block> = Vec::new();
        let mut new_targets: SmallVec<[Ident; 1]> = SmallVec::with_capacity(targets.len());
        let mut make_return = false;
        for &t in targets {
            if info[t].is_none() {
                new_targets.push(ident(labels[t].clone()));
                continue;
            }
            let is_back = is_back(i, t);
            let slot = &mut checks[t][usize::from(is_back)];
            slot.1 -= 1;
            let checks = if slot.1 == 0 { std::mem::take(&mut slot.0) } else { slot.0.clone() };
            if single {
                b.cmds.extend(checks);
                if is_back {
                    b.cmds.push(Stmt::Assume(AssumeCmd { attrs: Attrs::new(), expr: lit_false(), span: Span::NONE }));
                    make_return = true;
                } else {
                    new_targets.push(ident(labels[t].clone()));
                }
            } else {
                let names = names.gen.as_mut().expect("built before the rewrite when an edge needs a block");
                let label = names.exact_or_fresh(&format!("{}#to#{}", labels[i], labels[t]));
                let mut cmds = checks;
                let transfer = if is_back {
                    cmds.push(Stmt::Assume(AssumeCmd { attrs: Attrs::new(), expr: lit_false(), span: Span::NONE }));
                    Transfer::Return(ReturnCmd { attrs: Attrs::new(), span: Span::NONE })
                } else {
                    Transfer::Goto(GotoCmd { attrs: Attrs::new(), labels: smallvec![ident(labels[t].clone())], span: Span::NONE })
                };
                new_targets.push(ident(label.clone()));
                edge_blocks.push(Block { label: ident(label), cmds, transfer });
            }
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
    cx.add_figure(&imp.name.name, "back_edges", back.len() as u64);
    // The successor rows serve the next implementation.
    *rows = succs;
    Ok(out)
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

/// Up to this many loop targets, a new one is looked for in the list (no set).
const FEW_TARGETS: usize = 16;

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
    dom: &mut DomScratch,
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
        let n = blocks.len();
        let doms = Dominators::new_in(&succs, dom);
        let dominates = |h: usize, u: usize| doms.dominates(h, u);
        // Depth-first search for a retreating edge whose target does not dominate its source.
        let DomScratch { post: order, visited: on_stack, stack, .. } = &mut *dom;
        order.clear();
        order.resize(n, usize::MAX);
        on_stack.clear();
        on_stack.resize(n, false);
        let mut counter = 0;
        let mut bad: Option<(usize, usize)> = None;
        stack.clear();
        stack.push((0, 0));
        order[0] = 0;
        on_stack[0] = true;
        while let Some(&mut (node, ref mut next)) = stack.last_mut() {
            if let Some(&s) = succs[node].get(*next) {
                *next += 1;
                if order[s] == usize::MAX {
                    counter += 1;
                    order[s] = counter;
                    on_stack[s] = true;
                    stack.push((s, 0));
                } else if on_stack[s] && !dominates(s, node) && bad.is_none() {
                    bad = Some((node, s));
                }
            } else {
                on_stack[node] = false;
                stack.pop();
            }
        }
        let Some((u, v)) = bad else { return Ok(Reducible { blocks, succs, retreating, doms: Some(doms) }) };
        if blocks.len() > limit {
            return Err("irreducible control flow could not be made reducible (node splitting grew too large)".into());
        }
        // The strongly connected component of the bad edge.
        let mut g: DiGraph<(), ()> = DiGraph::with_capacity(n, n);
        for _ in 0..n {
            g.add_node(());
        }
        for (i, s) in succs.iter().enumerate() {
            for &j in s {
                g.add_edge(NodeIndex::new(i), NodeIndex::new(j), ());
            }
        }
        let sccs = petgraph::algo::tarjan_scc(&g);
        let Some(scc) = sccs.into_iter().find(|c| c.iter().any(|x| x.index() == u) && c.iter().any(|x| x.index() == v)) else {
            return Ok(Reducible { blocks, succs, retreating, doms: Some(doms) });
        };
        let in_scc: HashSet<usize> = scc.iter().map(|x| x.index()).collect();
        let mut entries: Vec<usize> = in_scc
            .iter()
            .copied()
            .filter(|&x| x == 0 || (0..n).any(|p| !in_scc.contains(&p) && succs[p].contains(&x)))
            .collect();
        // The header is the entry that comes first in block order (the `while` head rather than a
        // label jumped into), as Boogie chooses: the other entry is copied.
        entries.sort_unstable();
        let Some((&header, others)) = entries.split_first() else {
            return Ok(Reducible { blocks, succs, retreating, doms: Some(doms) });
        };
        let Some(&e) = others.first() else { return Ok(Reducible { blocks, succs, retreating, doms: Some(doms) }) };
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

/// The dominator tree of the block graph, rooted at block 0 (Cooper, Harvey and Kennedy,
/// "A simple, fast dominance algorithm"): the same relation as `petgraph`'s `simple_fast`
/// (dominators are unique), without its maps, for the small graphs of one implementation.
struct Dominators {
    /// Immediate dominator of every block (the root's is itself); `usize::MAX` for blocks
    /// unreachable from the root.
    idom: Vec<usize>,
}

/// The working arrays of [`Dominators::new_in`].
#[derive(Default)]
struct DomScratch {
    post: Vec<usize>,
    order: Vec<usize>,
    visited: Vec<bool>,
    stack: Vec<(usize, usize)>,
    p_off: Vec<usize>,
    fill: Vec<usize>,
    preds: Vec<usize>,
}

impl Dominators {
    #[cfg(test)]
    fn new(succs: &[Vec<usize>]) -> Dominators {
        Dominators::new_in(succs, &mut DomScratch::default())
    }

    /// The dominators of `succs`, with the working arrays of `sc`.
    fn new_in(succs: &[Vec<usize>], sc: &mut DomScratch) -> Dominators {
        const NONE: usize = usize::MAX;
        let n = succs.len();
        let mut idom = vec![NONE; n];
        if n == 0 {
            return Dominators { idom };
        }
        let DomScratch { post, order, visited, stack, p_off, fill, preds } = sc;
        // Postorder numbers (iterative depth-first search from the root).
        post.clear();
        post.resize(n, NONE);
        order.clear();
        order.reserve(n);
        visited.clear();
        visited.resize(n, false);
        stack.clear();
        stack.push((0, 0));
        visited[0] = true;
        while let Some(&mut (x, ref mut k)) = stack.last_mut() {
            if let Some(&s) = succs[x].get(*k) {
                *k += 1;
                if !visited[s] {
                    visited[s] = true;
                    stack.push((s, 0));
                }
            } else {
                post[x] = order.len();
                order.push(x);
                stack.pop();
            }
        }
        // Predecessors among reachable blocks, as compressed rows.
        p_off.clear();
        p_off.resize(n + 1, 0);
        for (i, s) in succs.iter().enumerate() {
            if visited[i] {
                for &j in s {
                    p_off[j + 1] += 1;
                }
            }
        }
        for i in 0..n {
            p_off[i + 1] += p_off[i];
        }
        fill.clear();
        fill.extend_from_slice(p_off);
        preds.clear();
        preds.resize(p_off[n], 0);
        for (i, s) in succs.iter().enumerate() {
            if visited[i] {
                for &j in s {
                    preds[fill[j]] = i;
                    fill[j] += 1;
                }
            }
        }
        idom[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for &b in order.iter().rev() {
                if b == 0 {
                    continue;
                }
                let mut new = NONE;
                for &p in &preds[p_off[b]..p_off[b + 1]] {
                    if idom[p] == NONE {
                        continue;
                    }
                    new = if new == NONE {
                        p
                    } else {
                        let (mut a, mut c) = (p, new);
                        while a != c {
                            while post[a] < post[c] {
                                a = idom[a];
                            }
                            while post[c] < post[a] {
                                c = idom[c];
                            }
                        }
                        a
                    };
                }
                if new != idom[b] {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        Dominators { idom }
    }

    /// Whether `h` dominates `u` (every block dominates itself; nothing dominates an
    /// unreachable block).
    fn dominates(&self, h: usize, u: usize) -> bool {
        if self.idom.get(u).is_none_or(|&d| d == usize::MAX) {
            return false;
        }
        let mut x = u;
        loop {
            if x == h {
                return true;
            }
            if x == 0 {
                return false;
            }
            x = self.idom[x];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{prune_infeasible_edges, Dominators};
    use boogie_ast::{Decl, Stmt};
    use petgraph::algo::dominators::simple_fast;
    use petgraph::graph::{DiGraph, NodeIndex};

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

    /// Same relation as petgraph's on every graph of up to 5 nodes with up to 2 successors
    /// each (a pseudo-random sample of them).
    #[test]
    fn dominators_agree_with_petgraph() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |m: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % m as u64) as usize
        };
        for _ in 0..5000 {
            let n = 1 + next(6);
            let succs: Vec<Vec<usize>> = (0..n).map(|_| (0..next(3)).map(|_| next(n)).collect()).collect();
            let mut g: DiGraph<(), ()> = DiGraph::new();
            for _ in 0..n {
                g.add_node(());
            }
            for (i, s) in succs.iter().enumerate() {
                for &j in s {
                    g.add_edge(NodeIndex::new(i), NodeIndex::new(j), ());
                }
            }
            let theirs = simple_fast(&g, NodeIndex::new(0));
            let ours = Dominators::new(&succs);
            for h in 0..n {
                for u in 0..n {
                    let expected = theirs.dominators(NodeIndex::new(u)).is_some_and(|mut it| it.any(|d| d.index() == h));
                    assert_eq!(ours.dominates(h, u), expected, "{succs:?}: {h} dom {u}");
                }
            }
        }
    }
}
