//! Loop unrolling (Boogie's `-loopUnroll:N`, `--loop-unroll N`): bounded verification of
//! the first N iterations of every loop instead of verification with loop invariants.
//!
//! Requires: `Unstructured`. Produces: `Unstructured` without loops (every cycle is cut).
//!
//! The block graph is read from the entry, depth first, successors in `goto` order; an
//! edge to a block on the current path is a *back edge* and its target a *cut point*; a
//! block that stops at an `assume false` or `assert false` ends there and has no successors.
//! Blocks are then copied at levels N, N-1, ..., 0, the entry at level N: a block's forward
//! successors in its own strongly connected component are taken at the same level, those
//! outside it at level N (leaving a loop starts afresh for the next loop), and its back
//! edges lead one level down. At level 0 a cut point keeps only its leading `assert`s and
//! `assume`s (the loop invariants, still checked) and ends in `assume false` (or, with
//! `sound`, `assert false`: a program that needs more iterations is then an error). Copy
//! `L` at level `k` is labelled `L#k`, as Boogie labels it, so traces name the iteration.
//!
//! Before (N = 1): `A: goto H; H: assert i <= n; goto B, D; B: i := i + 1; goto H; D: return;`
//! After: `A#1: goto H#1; H#1: assert i <= n; goto B#1, D#1; D#1: return; B#1: i := i + 1;
//! goto H#0; H#0: assert i <= n; assume false; return;`.
//!
//! Blocks the entry does not reach are dropped. The copies come in the order Boogie gives
//! them (reverse post-order of the copying), the entry's copy first.

use std::collections::HashMap;

use boogie_ast::forms::blocks::{join_blocks, split_blocks, successors, Block, Transfer};
use boogie_ast::pass::schedule::run_per_implementation;
use boogie_ast::pass::{Globals, ImplCx, ImplPass, Pass, PassCx, PassError, PassErrors};
use boogie_ast::{AssertCmd, AssumeCmd, Attrs, Expr, ExprKind, Form, GotoCmd, Ident, ImplementationDecl, Literal, Program, ReturnCmd, Stmt};

use boogie_ast::origin;

/// The `unroll-loops` pass.
pub struct UnrollLoops {
    /// How many back edges a path may follow; `None`: the pass leaves the program as it is
    /// (loops are cut at their invariants later, by `cut-loops`).
    pub depth: Option<u32>,
    /// `assert false` instead of `assume false` where the unrolling stops (Boogie's
    /// `-soundLoopUnrolling`).
    pub sound: bool,
}

impl Pass for UnrollLoops {
    fn name(&self) -> &'static str {
        "unroll-loops"
    }
    fn description(&self) -> &'static str {
        "loops unrolled N times, the rest of each cut off (bounded verification, Boogie's -loopUnroll)"
    }
    fn requires(&self) -> Form {
        Form::Unstructured
    }
    fn produces(&self) -> Form {
        Form::Unstructured
    }
    fn run(&self, program: Program, cx: &mut PassCx) -> Result<Program, PassErrors> {
        if self.depth.is_none() {
            return Ok(program);
        }
        run_per_implementation(self, program, cx)
    }
    fn per_implementation(&self) -> Option<&dyn ImplPass> {
        Some(self)
    }
    fn leaves_unchanged(&self, _program: &Program) -> bool {
        self.depth.is_none()
    }
}

impl ImplPass for UnrollLoops {
    /// One implementation; the blocks it finds are not handed on (its output has new ones).
    fn run_impl(&self, mut imp: ImplementationDecl, _globals: &Globals<'_>, cx: &mut ImplCx<'_>) -> Result<ImplementationDecl, PassErrors> {
        let Some(depth) = self.depth else { return Ok(imp) };
        cx.blocks = None;
        let stmts = std::mem::take(&mut imp.body.stmts);
        imp.body.stmts = unroll_body(stmts, depth, self.sound)
            .map_err(|m| vec![PassError::new(imp.span, format!("implementation {}: {m}", imp.name.name))])?;
        Ok(imp)
    }
}

/// The body `stmts` (a flat unstructured body) with its loops unrolled `depth` times.
pub fn unroll_body(stmts: Vec<Stmt>, depth: u32, sound: bool) -> Result<Vec<Stmt>, String> {
    let mut blocks = split_blocks(stmts)?;
    if blocks.is_empty() {
        return Ok(Vec::new());
    }
    let succs = successors(&blocks)?;
    // A block ends at its first `assume false` / `assert false`.
    let mut stops = vec![false; blocks.len()];
    for (b, block) in blocks.iter_mut().enumerate() {
        if let Some(k) = block.cmds.iter().position(is_false) {
            block.cmds.truncate(k + 1);
            stops[b] = true;
        }
    }
    let graph = Graph::new(&succs, &stops);
    let mut copier = Copier { blocks: &blocks, graph: &graph, depth, sound, copies: HashMap::new(), out: Vec::new() };
    copier.visit(depth, 0);
    copier.out.reverse();
    Ok(join_blocks(copier.out))
}

/// Whether `s` is `assume false` or `assert false`.
fn is_false(s: &Stmt) -> bool {
    let e = match s {
        Stmt::Assume(a) => &a.expr,
        Stmt::Assert(a) => &a.expr,
        _ => return false,
    };
    matches!(e.kind, ExprKind::Lit(Literal::Bool(false)))
}

/// The depth-first view of the block graph from the entry.
struct Graph {
    forward: Vec<Vec<usize>>,
    back: Vec<Vec<usize>>,
    cut_point: Vec<bool>,
    /// The strongly connected component of each block.
    scc: Vec<usize>,
}

impl Graph {
    fn new(succs: &[Vec<usize>], stops: &[bool]) -> Graph {
        let n = succs.len();
        let mut g = Graph { forward: vec![Vec::new(); n], back: vec![Vec::new(); n], cut_point: vec![false; n], scc: vec![usize::MAX; n] };
        // Iterative depth-first search: (block, next successor to look at).
        let mut seen = vec![false; n];
        let mut on_path = vec![false; n];
        let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
        seen[0] = true;
        on_path[0] = true;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let targets: &[usize] = if stops[b] { &[] } else { &succs[b] };
            if *next == targets.len() {
                on_path[b] = false;
                stack.pop();
                continue;
            }
            let t = targets[*next];
            *next += 1;
            if on_path[t] {
                g.cut_point[t] = true;
                g.back[b].push(t);
            } else {
                g.forward[b].push(t);
                if !seen[t] {
                    seen[t] = true;
                    on_path[t] = true;
                    stack.push((t, 0));
                }
            }
        }
        // Components over all edges.
        let mut pg = petgraph::graph::DiGraph::<(), ()>::new();
        let nodes: Vec<_> = (0..n).map(|_| pg.add_node(())).collect();
        for b in 0..n {
            for &t in g.forward[b].iter().chain(&g.back[b]) {
                pg.add_edge(nodes[b], nodes[t], ());
            }
        }
        for (k, comp) in petgraph::algo::tarjan_scc(&pg).into_iter().enumerate() {
            for v in comp {
                g.scc[v.index()] = k;
            }
        }
        g
    }
}

/// Makes the copies, each `(level, block)` once.
struct Copier<'b> {
    blocks: &'b [Block],
    graph: &'b Graph,
    depth: u32,
    sound: bool,
    copies: HashMap<(u32, usize), Ident>,
    /// The copies in post-order.
    out: Vec<Block>,
}

impl Copier<'_> {
    /// The label of the copy of block `b` at `level`, made (with what it reaches) if new.
    fn visit(&mut self, level: u32, b: usize) -> Ident {
        if let Some(l) = self.copies.get(&(level, b)) {
            return l.clone();
        }
        let orig = &self.blocks[b];
        let label = Ident { name: format!("{}#{level}", orig.label.name).into(), span: orig.label.span };
        self.copies.insert((level, b), label.clone());
        let block = if level == 0 && self.graph.cut_point[b] { self.cut(orig, label) } else { self.copy(level, b, label) };
        self.out.push(block);
        self.copies[&(level, b)].clone()
    }

    /// Block `b` at `level`, its successors copied.
    fn copy(&mut self, level: u32, b: usize, label: Ident) -> Block {
        let mut targets = Vec::new();
        for &t in &self.graph.forward[b] {
            let at = if self.graph.scc[t] == self.graph.scc[b] { level } else { self.depth };
            targets.push(self.visit(at, t));
        }
        for &t in &self.graph.back[b] {
            targets.push(self.visit(level.saturating_sub(1), t));
        }
        let orig = &self.blocks[b];
        let transfer = match (&orig.transfer, targets.is_empty()) {
            (Transfer::Goto(g), false) => Transfer::Goto(GotoCmd { attrs: g.attrs.clone(), labels: targets.into_iter().collect(), span: g.span }),
            (Transfer::Goto(g), true) => Transfer::Return(ReturnCmd { attrs: block_at_only(&g.attrs), span: g.span }),
            (Transfer::Return(r), _) => Transfer::Return(r.clone()),
        };
        Block { label, cmds: orig.cmds.clone(), transfer }
    }

    /// Cut point `orig` where the unrolling stops: its leading checks, then `false`.
    fn cut(&self, orig: &Block, label: Ident) -> Block {
        let mut cmds: Vec<Stmt> = orig.cmds.iter().take_while(|c| matches!(c, Stmt::Assert(_) | Stmt::Assume(_))).cloned().collect();
        let span = orig.label.span;
        let fls = Expr { kind: ExprKind::Lit(Literal::Bool(false)), span };
        let attrs = transfer_attrs(&orig.transfer);
        if self.sound {
            let pos = origin::find_pos(&attrs, origin::BLOCK_AT);
            let a = origin::origin_attrs(&origin::Origin { kind: origin::OriginKind::Assertion, pos, related: None });
            cmds.push(Stmt::Assert(AssertCmd { attrs: a, expr: fls, span }));
        } else {
            cmds.push(Stmt::Assume(AssumeCmd { attrs: Attrs::new(), expr: fls, span }));
        }
        Block { label, cmds, transfer: Transfer::Return(ReturnCmd { attrs: block_at_only(&attrs), span }) }
    }
}

fn transfer_attrs(t: &Transfer) -> Attrs {
    match t {
        Transfer::Goto(g) => g.attrs.clone(),
        Transfer::Return(r) => r.attrs.clone(),
    }
}

/// The `{:block_at}` of a transfer (a `goto` that became a `return` is no source `return`).
fn block_at_only(attrs: &Attrs) -> Attrs {
    attrs.iter().filter(|a| a.key == origin::BLOCK_AT).cloned().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unrolled(body: &str, depth: u32, sound: bool) -> String {
        crate::test_body::print(&unroll_body(crate::test_body::parse(body), depth, sound).unwrap())
    }

    #[test]
    fn a_loop_is_copied_once_per_level_and_cut_at_level_zero() {
        let body = "A: goto H; H: assert x < 3; goto B, D; B: x := x + 1; goto H; D: return;";
        assert_eq!(
            unrolled(body, 1, false),
            "A#1: goto H#1; H#1: assert x < 3; goto B#1, D#1; D#1: return; B#1: x := x + 1; goto H#0; \
             H#0: assert x < 3; assume false; return;"
        );
        let sound = unrolled(body, 1, true);
        assert!(sound.contains("H#0: assert x < 3; assert {:origin \"assertion\"} false; return;"), "{sound}");
        assert_eq!(unrolled(body, 2, false).matches("x := x + 1").count(), 2);
    }

    #[test]
    fn leaving_a_loop_starts_the_next_at_the_top_level() {
        let body = "A: goto H; H: goto B, D; B: goto H; D: goto H2; H2: goto B2, E; B2: goto H2; E: return;";
        let out = unrolled(body, 2, false);
        // D is left from every level of the first loop, always to D#2.
        assert!(out.contains("H#1: goto B#1, D#2;"), "{out}");
        assert!(out.contains("H2#2: goto B2#2, E#2;"), "{out}");
        assert!(!out.contains("D#1") && !out.contains("D#0"), "{out}");
    }

    #[test]
    fn a_block_stops_at_assume_false_and_unreached_blocks_go() {
        let body = "A: goto B, C; B: assume false; x := 1; goto C; C: return; U: return;";
        assert_eq!(unrolled(body, 1, false), "A#1: goto B#1, C#1; C#1: return; B#1: assume false; return;");
    }
}
