//! The flowgraph of unstructured bodies and its `.dot` rendering.

use boogie_ast::{Decl, Program};

fn body_of(program: &Program) -> &boogie_ast::Body {
    for d in &program.decls {
        if let Decl::Procedure(p) = d {
            if let Some(b) = &p.body {
                return b;
            }
        }
    }
    panic!("no body")
}

#[test]
fn unstructured_body_gives_blocks_and_edges() {
    let src = "procedure P(x: int) {\n  var y: int;\n  start: y := x; goto A, B;\n  A: assume y > 0; goto C;\n  B: assume y <= 0;\n  C: return;\n}\n";
    let (program, diags) = boogie_parse::parse_program(src, "c.bpl");
    assert!(diags.is_empty(), "{diags:?}");
    let g = match boogie_tc::flowgraph(body_of(&program)) {
        Ok(g) => g,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(g.graph.node_count(), 4);
    assert_eq!(g.graph.edge_count(), 4);
    let dot = boogie_tc::cfg_dot(&g, "P");
    assert_eq!(
        dot,
        "digraph \"P\" {\n  node [shape=box];\n  b0 [label=\"start\\n1 cmds\"];\n  b1 [label=\"A\\n1 cmds\"];\n  b2 [label=\"B\\n1 cmds\"];\n  b3 [label=\"C\\n0 cmds\", peripheries=2];\n  b0 -> b1;\n  b0 -> b2;\n  b1 -> b3;\n  b2 -> b3;\n}\n"
    );
}

#[test]
fn structured_body_is_rejected() {
    let src = "procedure P(x: int) { if (x > 0) { } }\n";
    let (program, diags) = boogie_parse::parse_program(src, "c.bpl");
    assert!(diags.is_empty(), "{diags:?}");
    assert!(matches!(boogie_tc::flowgraph(body_of(&program)), Err(boogie_tc::CfgError::Structured(_))));
}

/// `Dominance` answers as petgraph's dominator chains do, on a diamond with a loop and an
/// unreachable node.
#[test]
fn dominance_by_intervals_matches_the_dominator_chains() {
    use petgraph::graph::{DiGraph, NodeIndex};
    // 0 -> 1, 0 -> 2, 1 -> 3, 2 -> 3, 3 -> 1 (a loop through 1), 3 -> 4; 5 unreachable.
    let mut g: DiGraph<(), ()> = DiGraph::new();
    let n: Vec<NodeIndex> = (0..6).map(|_| g.add_node(())).collect();
    for (a, b) in [(0, 1), (0, 2), (1, 3), (2, 3), (3, 1), (3, 4), (5, 0)] {
        g.add_edge(n[a], n[b], ());
    }
    let dom = boogie_tc::Dominance::new(&g, n[0]);
    let chains = petgraph::algo::dominators::simple_fast(&g, n[0]);
    for &a in &n {
        for &b in &n {
            let expected = chains.dominators(b).is_some_and(|mut d| d.any(|x| x == a));
            assert_eq!(dom.dominates(a, b), expected, "{a:?} dominates {b:?}");
        }
    }
    assert!(dom.dominates(n[0], n[4]) && dom.dominates(n[3], n[4]) && !dom.dominates(n[1], n[3]));
    assert!(!dom.reachable(n[5]) && dom.reachable(n[4]));
}
