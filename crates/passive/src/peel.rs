//! Peels the first iteration off every loop, for `rboogie reach --unroll` (doomed points
//! with loops unrolled, Hoenicke et al. 2009 §6): the loop is then its first iteration, run
//! from the state in which the loop is entered, followed by the loop itself, which
//! `cut-loops` cuts as for verification (an arbitrary iteration: targets havocked, the
//! invariants assumed, an iteration that re-establishes them ends there) and whose exits
//! leave from any state the invariants allow (the last iteration).
//!
//! Requires: `Unstructured`. Produces: `Unstructured` (the loops are still there, each
//! entered only after its peeled first iteration).
//!
//! Loops are natural loops (a back edge `u → h` is an edge whose target dominates its
//! source). For a loop with head H and body B (H and the blocks that reach a back edge's
//! source without passing H): every block of B is copied (label `L#peel`, or
//! `L#peel#k` when that name is taken); in the copies, an edge to H leads to H (the
//! original loop), an edge to another block of B to its copy, an edge out of B to its
//! target; every edge into H from outside B leads to H's copy instead. H's copy starts
//! with H's invariants, which stay assertions: they are checked where the loop is entered,
//! as the cut checks them there. The copies of the loops nested in B are loops of their
//! own and are peeled in turn, so each loop of the result has been peeled once in every
//! copy of its enclosing loops (2^depth copies of the innermost body).
//!
//! Left as they are: bodies whose graph is irreducible (a retreating edge whose target does
//! not dominate its source; `cut-loops` splits them and cuts them as usual), and loops
//! found once the body has grown past [`MAX_BLOCKS`] blocks or 16 times its size (they are
//! cut only). Neither loses soundness: a cut loop over-approximates its iterations.
//!
//! Before:
//! ```boogie
//! A: i := 0; goto H;
//! H: assert i >= 0; goto B, D;
//! B: assume i < n; i := i + 1; goto H;
//! D: assume !(i < n); return;
//! ```
//! After (the copies go just before the loop's head):
//! ```boogie
//! A: i := 0; goto H#peel;
//! H#peel: assert i >= 0; goto B#peel, D;
//! B#peel: assume i < n; i := i + 1; goto H;
//! H: assert i >= 0; goto B, D;
//! B: assume i < n; i := i + 1; goto H;
//! D: assume !(i < n); return;
//! ```

use std::collections::{HashMap, HashSet};

use boogie_ast::forms::blocks::{join_blocks, split_blocks, successors, Block, Transfer};
use boogie_ast::pass::schedule::run_per_implementation;
use boogie_ast::pass::{Globals, ImplCx, ImplPass, Pass, PassCx, PassError, PassErrors};
use boogie_ast::{Form, GotoCmd, Ident, ImplementationDecl, Name, Program, Stmt};

use crate::cut_loops::{irreducible_edge, Dominators};

/// The most blocks a body may reach by peeling; loops found beyond it are only cut.
pub const MAX_BLOCKS: usize = 4000;

/// The `peel-loops` pass.
pub struct PeelLoops;

impl Pass for PeelLoops {
    fn name(&self) -> &'static str {
        "peel-loops"
    }
    fn description(&self) -> &'static str {
        "the first iteration of every loop copied before the loop (reach --unroll: first, arbitrary and last iteration)"
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

impl ImplPass for PeelLoops {
    /// One implementation; the blocks it finds are not handed on (its output has new ones).
    fn run_impl(&self, mut imp: ImplementationDecl, _globals: &Globals<'_>, cx: &mut ImplCx<'_>) -> Result<ImplementationDecl, PassErrors> {
        cx.blocks = None;
        let stmts = std::mem::take(&mut imp.body.stmts);
        imp.body.stmts = peel_body(stmts).map_err(|m| vec![PassError::new(imp.span, format!("implementation {}: {m}", imp.name.name))])?;
        Ok(imp)
    }
}

/// The body `stmts` (a flat unstructured body) with the first iteration of each loop peeled.
pub fn peel_body(stmts: Vec<Stmt>) -> Result<Vec<Stmt>, String> {
    let mut blocks = split_blocks(stmts)?;
    if blocks.is_empty() {
        return Ok(Vec::new());
    }
    let limit = MAX_BLOCKS.min(blocks.len().saturating_mul(16)).max(blocks.len());
    let mut taken: HashSet<Name> = blocks.iter().map(|b| b.label.name.clone()).collect();
    let mut done: HashSet<Name> = HashSet::new();
    loop {
        let succs = successors(&blocks)?;
        let doms = Dominators::new(&succs);
        if irreducible_edge(&succs, &doms).is_some() {
            return Ok(join_blocks(blocks));
        }
        let Some((h, body)) = next_loop(&blocks, &succs, &doms, &done) else { break };
        if blocks.len() + body.len() > limit {
            break;
        }
        done.insert(blocks[h].label.name.clone());
        blocks = peel(blocks, &succs, h, &body, &mut taken);
    }
    Ok(join_blocks(blocks))
}

/// The first loop head (in block order) not yet peeled, and its natural loop's blocks in
/// block order.
fn next_loop(blocks: &[Block], succs: &[Vec<usize>], doms: &Dominators, done: &HashSet<Name>) -> Option<(usize, Vec<usize>)> {
    let n = succs.len();
    let mut sources: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (u, s) in succs.iter().enumerate() {
        for &t in s {
            if doms.dominates(t, u) {
                sources[t].push(u);
            }
        }
    }
    let h = (0..n).find(|&h| !sources[h].is_empty() && !done.contains(&blocks[h].label.name))?;
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (u, s) in succs.iter().enumerate() {
        for &t in s {
            preds[t].push(u);
        }
    }
    let mut inside = vec![false; n];
    inside[h] = true;
    let mut stack = sources[h].clone();
    // Blocks without a path from the entry are no part of the loop.
    while let Some(u) = stack.pop() {
        if !inside[u] && doms.reachable(u) {
            inside[u] = true;
            stack.extend(preds[u].iter().copied());
        }
    }
    Some((h, (0..n).filter(|&b| inside[b]).collect()))
}

/// `blocks` with the loop of head `h` and blocks `body` peeled (see the module doc).
fn peel(blocks: Vec<Block>, succs: &[Vec<usize>], h: usize, body: &[usize], taken: &mut HashSet<Name>) -> Vec<Block> {
    let copy_of: HashMap<usize, Ident> = body.iter().map(|&b| (b, fresh(&blocks[b].label, taken))).collect();
    let head_copy = copy_of[&h].clone();
    // In the copies: the back edges lead into the loop itself, the other edges inside the
    // loop to the copies, the exits where they led.
    let label_of = |t: usize| -> Ident {
        match copy_of.get(&t) {
            Some(c) if t != h => c.clone(),
            _ => blocks[t].label.clone(),
        }
    };
    let copies: Vec<Block> = body
        .iter()
        .map(|&b| {
            let targets: Vec<Ident> = succs[b].iter().map(|&t| label_of(t)).collect();
            Block { label: copy_of[&b].clone(), cmds: blocks[b].cmds.clone(), transfer: retarget(&blocks[b].transfer, targets) }
        })
        .collect();
    let in_body: HashSet<usize> = body.iter().copied().collect();
    let mut out = Vec::with_capacity(blocks.len() + copies.len());
    let mut copies = Some(copies);
    for (b, block) in blocks.into_iter().enumerate() {
        if b == h {
            out.extend(copies.take().unwrap_or_default());
        }
        let block = if in_body.contains(&b) {
            block
        } else {
            // Entries into the head from outside the loop go to the peeled iteration.
            let targets: Vec<Ident> = block
                .targets()
                .iter()
                .zip(&succs[b])
                .map(|(l, &t)| if t == h { head_copy.clone() } else { l.clone() })
                .collect();
            let transfer = retarget(&block.transfer, targets);
            Block { transfer, ..block }
        };
        out.push(block);
    }
    out
}

/// `t` with its `goto` targets replaced.
fn retarget(t: &Transfer, targets: Vec<Ident>) -> Transfer {
    match t {
        Transfer::Goto(g) => Transfer::Goto(GotoCmd { attrs: g.attrs.clone(), labels: targets.into_iter().collect(), span: g.span }),
        Transfer::Return(r) => Transfer::Return(r.clone()),
    }
}

/// `L#peel`, or `L#peel#k` for the first free k.
fn fresh(label: &Ident, taken: &mut HashSet<Name>) -> Ident {
    let base = format!("{}#peel", label.name);
    let mut name = base.clone();
    let mut k = 1;
    while taken.contains(name.as_str()) {
        name = format!("{base}#{k}");
        k += 1;
    }
    let name: Name = name.into();
    taken.insert(name.clone());
    Ident { name, span: label.span }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn peeled(body: &str) -> String {
        crate::test_body::print(&peel_body(crate::test_body::parse(body)).unwrap())
    }

    #[test]
    fn the_first_iteration_is_copied_before_the_loop_and_leads_into_it() {
        let body = "A: goto H; H: assert x >= 0; goto B, D; B: x := x + 1; goto H; D: return;";
        assert_eq!(
            peeled(body),
            "A: goto H#peel; H#peel: assert x >= 0; goto B#peel, D; B#peel: x := x + 1; goto H; \
             H: assert x >= 0; goto B, D; B: x := x + 1; goto H; D: return;"
        );
    }

    #[test]
    fn a_loop_at_the_entry_gets_its_copy_first() {
        let body = "H: goto B, D; B: x := x + 1; goto H; D: return;";
        assert_eq!(peeled(body), "H#peel: goto B#peel, D; B#peel: x := x + 1; goto H; H: goto B, D; B: x := x + 1; goto H; D: return;");
    }

    #[test]
    fn nested_loops_are_peeled_in_every_copy() {
        let body = "A: goto O; O: goto I, E; I: goto J, K; J: goto I; K: goto O; E: return;";
        let out = peeled(body);
        // The inner body J: original, in the outer loop's peeled copy, and the peeled
        // first iteration of the inner loop in both.
        let js = out.split(' ').filter(|w| w.starts_with('J') && w.ends_with(':')).count();
        assert_eq!(js, 4, "{out}");
        let os = out.split(' ').filter(|w| w.starts_with('O') && w.ends_with(':')).count();
        assert_eq!(os, 2, "{out}");
        // Labels stay unique.
        let mut labels: Vec<&str> = out.split(' ').filter(|w| w.ends_with(':')).collect();
        let n = labels.len();
        labels.sort_unstable();
        labels.dedup();
        assert_eq!(labels.len(), n, "{out}");
    }

    #[test]
    fn a_block_without_a_path_from_the_entry_is_not_copied() {
        let body = "A: goto H; H: goto B, D; B: goto H; U: goto B; D: return;";
        let out = peeled(body);
        assert!(out.contains("B#peel: goto H;"), "{out}");
        assert!(!out.contains("U#peel"), "{out}");
    }

    #[test]
    fn an_irreducible_body_is_left_as_it_is() {
        let body = "A: goto B, C; B: goto C; C: goto B;";
        assert_eq!(peeled(body), "A: goto B, C; B: goto C; C: goto B;");
    }

    #[test]
    fn a_body_without_loops_is_left_as_it_is() {
        let body = "A: goto B, C; B: x := 1; goto C; C: return;";
        assert_eq!(peeled(body), "A: goto B, C; B: x := 1; goto C; C: return;");
    }
}
