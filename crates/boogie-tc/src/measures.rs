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
use petgraph::visit::EdgeRef;

use crate::cfg::{flowgraph, CfgError, Dominance};

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
            let dom = Dominance::new(&g.graph, g.entry);
            let mut head = vec![false; g.graph.node_count()];
            for e in g.graph.edge_references() {
                // A back edge: its target dominates its source.
                if dom.dominates(e.target(), e.source()) {
                    head[e.target().index()] = true;
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
