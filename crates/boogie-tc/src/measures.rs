//! Placement checks of termination measures in sequential procedures (Boogie's measure
//! checker, run after type checking; its errors print as type-checking errors):
//!
//! - a procedure has at most one `measure` specification — `Sequential procedure may
//!   contain at most one measure command`, at the second one;
//! - a loop head has at most one measure — `Loop head may contain at most one measure
//!   command in a sequential procedure`, at the head block's token (its label; the `while`
//!   keyword for a structured loop, whose measures become commands of its head block);
//! - a `measure` command stands only in a loop head — `Measure command must not occur
//!   outside a loop head`, at the command. In a structured body every statement list
//!   becomes blocks that are not loop heads, so every `measure` command there is out of
//!   place; in an unstructured body, loop heads are the targets of back edges (edges to a
//!   dominator).

use boogie_ast::{Body, Decl, Diagnostic, ElseBranch, LoopSpec, Phase, Program, Span, Spec, Stmt};
use petgraph::algo::dominators;
use petgraph::visit::EdgeRef;

use crate::cfg::{flowgraph, CfgError};

pub(crate) const PROC_TWO: &str = "Sequential procedure may contain at most one measure command";
pub(crate) const HEAD_TWO: &str = "Loop head may contain at most one measure command in a sequential procedure";
pub(crate) const OUTSIDE: &str = "Measure command must not occur outside a loop head";

/// The measure-placement errors of `program`, in declaration order.
pub(crate) fn check(program: &Program) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut err = |span: Span, msg: &str| out.push(Diagnostic::new(Phase::TypeCheck, span, msg));
    for decl in &program.decls {
        let body = match decl {
            Decl::Procedure(p) => {
                if let Some(second) = p.specs.iter().filter_map(|s| match s {
                    Spec::Measure(m) => Some(m.span),
                    _ => None,
                }).nth(1)
                {
                    err(second, PROC_TWO);
                }
                p.body.as_ref()
            }
            Decl::Implementation(i) => Some(&i.body),
            _ => None,
        };
        if let Some(body) = body {
            check_body(body, &mut err);
        }
    }
    out
}

fn check_body(body: &Body, err: &mut impl FnMut(Span, &str)) {
    match flowgraph(body) {
        Ok(g) => {
            // Only blocks with measures can be in error: most bodies have none, and then
            // no dominator tree is needed.
            if g.graph.node_weights().all(|b| b.measures.is_empty()) {
                return;
            }
            let doms = dominators::simple_fast(&g.graph, g.entry);
            let within = dominance_intervals(&g, &doms);
            let mut head = vec![false; g.graph.node_count()];
            for e in g.graph.edge_references() {
                let (u, h) = (e.source(), e.target());
                // A back edge: its target dominates its source (O(1) by the intervals of
                // a walk of the dominator tree, not a walk up the dominator chain).
                if let (Some((hs, he)), Some((us, _))) = (within[h.index()], within[u.index()]) {
                    if hs <= us && us < he {
                        head[h.index()] = true;
                    }
                }
            }
            for n in g.graph.node_indices() {
                let b = &g.graph[n];
                if head[n.index()] {
                    if b.measures.len() > 1 {
                        err(b.span, HEAD_TWO);
                    }
                } else {
                    for &m in &b.measures {
                        err(m, OUTSIDE);
                    }
                }
            }
        }
        Err(CfgError::Structured(_)) => structured(&body.stmts, err),
        // An undefined label was reported by resolution already.
        Err(CfgError::UnknownLabel(..)) => {}
    }
}

/// For every node reachable from the entry, the interval `[enter, exit)` of a depth-first
/// walk of the dominator tree: `a` dominates `b` iff `b`'s `enter` lies in `a`'s interval.
fn dominance_intervals(
    g: &crate::cfg::FlowGraph,
    doms: &dominators::Dominators<petgraph::graph::NodeIndex>,
) -> Vec<Option<(usize, usize)>> {
    let n = g.graph.node_count();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    for v in g.graph.node_indices() {
        if let Some(d) = doms.immediate_dominator(v) {
            children[d.index()].push(v.index());
        }
    }
    let mut out = vec![None; n];
    let mut clock = 0;
    // (node, next child to visit)
    let mut stack = vec![(g.entry.index(), 0usize)];
    out[g.entry.index()] = Some((clock, 0));
    clock += 1;
    while let Some((v, k)) = stack.pop() {
        if let Some(&c) = children[v].get(k) {
            stack.push((v, k + 1));
            out[c] = Some((clock, 0));
            clock += 1;
            stack.push((c, 0));
        } else if let Some((s, _)) = out[v] {
            out[v] = Some((s, clock));
        }
    }
    out
}

fn structured(stmts: &[Stmt], err: &mut impl FnMut(Span, &str)) {
    for s in stmts {
        match s {
            Stmt::Measure(m) => err(m.span, OUTSIDE),
            Stmt::If(i) => {
                let mut i = &**i;
                loop {
                    structured(&i.then_branch, err);
                    match &i.else_branch {
                        Some(ElseBranch::If(next)) => i = next,
                        Some(ElseBranch::Block { stmts, .. }) => {
                            structured(stmts, err);
                            break;
                        }
                        None => break,
                    }
                }
            }
            Stmt::While(w) => {
                if w.specs.iter().filter(|s| matches!(s, LoopSpec::Measure(_))).count() > 1 {
                    err(w.span, HEAD_TWO);
                }
                structured(&w.body, err);
            }
            _ => {}
        }
    }
}
