//! The flowgraph of an unstructured body (labelled blocks ending in `goto`/`return`)
//! as a `petgraph` graph, its GraphViz `.dot` rendering, and constant-time dominance
//! queries ([`Dominance`]).

use boogie_ast::{Body, Span, Stmt};
use petgraph::algo::dominators;
use petgraph::graph::{DiGraph, NodeIndex};

/// Dominance in a flowgraph, answered in O(1): the interval `[enter, exit)` of every node
/// reachable from the entry in a depth-first walk of the dominator tree; `a` dominates `b`
/// iff `b`'s `enter` lies in `a`'s interval. (Walking `b`'s dominator chain instead costs
/// its depth per query: quadratic on a long chain of blocks.)
pub struct Dominance {
    within: Vec<Option<(usize, usize)>>,
}

impl Dominance {
    /// The dominance of `graph` from `entry`.
    pub fn new<N, E>(graph: &DiGraph<N, E>, entry: NodeIndex) -> Dominance {
        let doms = dominators::simple_fast(graph, entry);
        let n = graph.node_count();
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
        for v in graph.node_indices() {
            if let Some(d) = doms.immediate_dominator(v) {
                children[d.index()].push(v.index());
            }
        }
        let mut within = vec![None; n];
        let mut clock = 0;
        // (node, next child to visit)
        let mut stack = vec![(entry.index(), 0usize)];
        within[entry.index()] = Some((clock, 0));
        clock += 1;
        while let Some((v, k)) = stack.pop() {
            if let Some(&c) = children[v].get(k) {
                stack.push((v, k + 1));
                within[c] = Some((clock, 0));
                clock += 1;
                stack.push((c, 0));
            } else if let Some((s, _)) = within[v] {
                within[v] = Some((s, clock));
            }
        }
        Dominance { within }
    }

    /// Whether `a` dominates `b` (every reachable node dominates itself; nothing dominates
    /// an unreachable node, and an unreachable node dominates nothing).
    pub fn dominates(&self, a: NodeIndex, b: NodeIndex) -> bool {
        match (self.within.get(a.index()).copied().flatten(), self.within.get(b.index()).copied().flatten()) {
            (Some((s, e)), Some((bs, _))) => s <= bs && bs < e,
            _ => false,
        }
    }

    /// Whether `v` is reachable from the entry.
    pub fn reachable(&self, v: NodeIndex) -> bool {
        self.within.get(v.index()).is_some_and(Option::is_some)
    }
}

/// One basic block: its label, its position and the number of simple commands in it.
#[derive(Clone, Debug)]
pub struct CfgBlock {
    pub label: String,
    pub span: Span,
    pub n_cmds: usize,
    /// Whether the block ends in `return` (or falls off the end of the body).
    pub returns: bool,
    /// Positions of the `measure` commands in the block.
    pub measures: Vec<Span>,
}

/// The flowgraph: nodes are blocks in source order (node 0 is the entry), edges are
/// `goto` targets and fall-through.
#[derive(Clone, Debug)]
pub struct FlowGraph {
    pub graph: DiGraph<CfgBlock, ()>,
    pub entry: NodeIndex,
}

/// Why a body has no flowgraph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CfgError {
    /// The body still contains `if`, `while` or `break` (position of the first one).
    Structured(Span),
    /// A `goto` names a label that does not exist.
    UnknownLabel(String, Span),
}

impl std::fmt::Display for CfgError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CfgError::Structured(_) => f.write_str("body is not unstructured (contains if, while or break)"),
            CfgError::UnknownLabel(l, _) => write!(f, "goto label '{l}' is undefined"),
        }
    }
}

/// Builds the flowgraph of an unstructured body. Commands before the first label form a
/// block named `entry` (if there are any, or if the body does not start with a label).
pub fn flowgraph(body: &Body) -> Result<FlowGraph, CfgError> {
    let mut graph: DiGraph<CfgBlock, ()> = DiGraph::new();
    // Pass 1: blocks and their labels.
    let mut blocks: Vec<(NodeIndex, Vec<(String, Span)>, bool)> = Vec::new(); // (node, gotos, falls through)
    let mut labels: rustc_hash::FxHashMap<String, NodeIndex> = Default::default();
    let mut cur: Option<usize> = None;
    for s in &body.stmts {
        match s {
            Stmt::If(i) => return Err(CfgError::Structured(i.span)),
            Stmt::While(w) => return Err(CfgError::Structured(w.span)),
            Stmt::Break(b) => return Err(CfgError::Structured(b.span)),
            Stmt::Label(l) => {
                let n = graph.add_node(CfgBlock { label: l.name.name.to_string(), span: l.span, n_cmds: 0, returns: false, measures: Vec::new() });
                labels.insert(l.name.name.to_string(), n);
                blocks.push((n, Vec::new(), true));
                cur = Some(blocks.len() - 1);
            }
            _ => {
                let idx = match cur {
                    Some(i) if blocks[i].2 => i,
                    _ => {
                        let name = if blocks.is_empty() { "entry".to_string() } else { format!("anon{}", blocks.len()) };
                        let n = graph.add_node(CfgBlock { label: name, span: s_span(s), n_cmds: 0, returns: false, measures: Vec::new() });
                        blocks.push((n, Vec::new(), true));
                        blocks.len() - 1
                    }
                };
                cur = Some(idx);
                match s {
                    Stmt::Goto(g) => {
                        blocks[idx].1 = g.labels.iter().map(|l| (l.name.to_string(), l.span)).collect();
                        blocks[idx].2 = false;
                    }
                    Stmt::Return(_) => {
                        graph[blocks[idx].0].returns = true;
                        blocks[idx].2 = false;
                    }
                    _ => {
                        let b = &mut graph[blocks[idx].0];
                        b.n_cmds += 1;
                        if let Stmt::Measure(m) = s {
                            b.measures.push(m.span);
                        }
                    }
                }
            }
        }
    }
    if blocks.is_empty() {
        let n = graph.add_node(CfgBlock { label: "entry".into(), span: body.span, n_cmds: 0, returns: true, measures: Vec::new() });
        return Ok(FlowGraph { graph, entry: n });
    }
    // Pass 2: edges.
    for i in 0..blocks.len() {
        let (n, gotos, falls) = blocks[i].clone();
        if falls {
            match blocks.get(i + 1) {
                Some(next) => {
                    graph.add_edge(n, next.0, ());
                }
                None => graph[n].returns = true,
            }
        }
        for (l, sp) in gotos {
            match labels.get(&l) {
                Some(&t) => {
                    graph.add_edge(n, t, ());
                }
                None => return Err(CfgError::UnknownLabel(l, sp)),
            }
        }
    }
    Ok(FlowGraph { graph, entry: blocks[0].0 })
}

fn s_span(s: &Stmt) -> Span {
    match s {
        Stmt::Assert(a) => a.span,
        Stmt::Assume(a) => a.span,
        Stmt::Havoc(h) => h.span,
        Stmt::Assign(a) => a.span,
        Stmt::Call(c) => c.span,
        Stmt::Goto(g) => g.span,
        Stmt::Return(r) => r.span,
        _ => Span::NONE,
    }
}

fn dot_escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Renders a flowgraph as GraphViz text: one node per block (labelled with its name and
/// command count; returning blocks drawn doubled), edges in `goto` order.
pub fn cfg_dot(g: &FlowGraph, name: &str) -> String {
    let mut out = format!("digraph \"{}\" {{\n  node [shape=box];\n", dot_escape(name));
    for n in g.graph.node_indices() {
        let b = &g.graph[n];
        let shape = if b.returns { ", peripheries=2" } else { "" };
        out.push_str(&format!(
            "  b{} [label=\"{}\\n{} cmds\"{}];\n",
            n.index(),
            dot_escape(&b.label),
            b.n_cmds,
            shape
        ));
    }
    let mut edges: Vec<(usize, usize, usize)> =
        g.graph.edge_indices().filter_map(|e| g.graph.edge_endpoints(e).map(|(a, b)| (a.index(), e.index(), b.index()))).collect();
    edges.sort_unstable();
    for (a, _, b) in edges {
        out.push_str(&format!("  b{a} -> b{b};\n"));
    }
    out.push_str("}\n");
    out
}
