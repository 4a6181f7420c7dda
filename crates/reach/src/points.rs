//! The split flowgraph of a passive implementation, with equivalent points merged.
//!
//! The thesis (§7.3.1) splits every statement `n` into `n_pre → n_post` and plays the
//! colouring game on the split graph. Here the nodes are *points*: point `(b, i)` is the
//! state before command `i` of block `b` (`i = len` is the end of the block). Two points
//! are merged into one node (a [`Class`]) when they are reachable in exactly the same
//! executions:
//! - points separated only by commands that cannot block: `assume true` (the reach marks)
//!   and *definitions* `assume v == e` where the version `v` occurs neither in `e` nor in
//!   any command before on any path (so any value of the state before extends to one
//!   after);
//! - the end of a block and the start of its only successor when that successor has no
//!   other predecessor.
//! Every other command (an `assert`, an assumption that can block) is an edge from the
//! node before it to the node after it, and every `goto` target an edge from the node
//! ending the block. Node ids are in topological order (every edge goes to a larger id).
//!
//! Exits (where an execution ends normally, for doomed points): the end of a block that
//! returns, and the point before an `assume false` that the lowering generated (a cut loop
//! body that re-established its invariants, an exhausted inlining depth): that is an
//! `assume false` not right after a reach mark.

use std::collections::HashMap;

use boogie_ast::{BinaryOp, Expr, ExprKind, Literal};
use vcgen::blocks::Graph;

use crate::marks::{read_mark, SourceCmd};

/// A command between two nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CmdRef {
    pub block: usize,
    pub cmd: usize,
}

/// An edge of the node graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    pub from: usize,
    pub to: usize,
    /// The command crossed (`None`: a `goto` from a block's end to a block's start).
    pub cmd: Option<CmdRef>,
}

/// A node: points reachable in the same executions.
#[derive(Clone, Debug, Default)]
pub struct Class {
    /// The commands inside (none can block), in execution order.
    pub inner: Vec<CmdRef>,
    /// Whether the last point is an exit (see the module doc).
    pub exit: bool,
}

/// The node graph of one passive implementation.
#[derive(Clone, Debug, Default)]
pub struct Points {
    pub classes: Vec<Class>,
    pub edges: Vec<Edge>,
    /// Edge indexes by source and by target node.
    pub out: Vec<Vec<usize>>,
    pub inc: Vec<Vec<usize>>,
    /// Point `(b, i)` is `class_of[start[b] + i]`.
    pub start: Vec<usize>,
    pub class_of: Vec<usize>,
    /// Reach marks found: the source command and the node before it.
    pub marks: Vec<(SourceCmd, usize)>,
}

impl Points {
    /// The node of point `(b, i)`.
    pub fn node(&self, b: usize, i: usize) -> usize {
        self.class_of[self.start[b] + i]
    }

    pub fn len(&self) -> usize {
        self.classes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.classes.is_empty()
    }

    /// Successor nodes of `n` (with repeats removed).
    pub fn succs(&self, n: usize) -> impl Iterator<Item = usize> + '_ {
        self.out[n].iter().map(move |&e| self.edges[e].to)
    }

    /// Predecessor nodes of `n`.
    pub fn preds(&self, n: usize) -> impl Iterator<Item = usize> + '_ {
        self.inc[n].iter().map(move |&e| self.edges[e].from)
    }
}

fn is_lit(e: &Expr, v: bool) -> bool {
    matches!(e.kind, ExprKind::Lit(Literal::Bool(b)) if b == v)
}

/// Builds the node graph of `g`.
pub fn build(g: &Graph<'_>) -> Points {
    let defs = Definitions::new(g);
    let mut p = Points::default();
    let mut total = 0;
    for b in &g.blocks {
        p.start.push(total);
        total += b.cmds.len() + 1;
    }
    p.class_of = vec![usize::MAX; total];
    let new_class = |p: &mut Points| {
        p.classes.push(Class::default());
        p.out.push(Vec::new());
        p.inc.push(Vec::new());
        p.classes.len() - 1
    };
    let mut seen: HashMap<(usize, usize, Option<(usize, usize)>), ()> = HashMap::new();
    let mut add_edge = |p: &mut Points, from: usize, to: usize, cmd: Option<CmdRef>| {
        if seen.insert((from, to, cmd.map(|c| (c.block, c.cmd))), ()).is_some() {
            return;
        }
        let k = p.edges.len();
        p.edges.push(Edge { from, to, cmd });
        p.out[from].push(k);
        p.inc[to].push(k);
    };
    for (bi, b) in g.blocks.iter().enumerate() {
        let merged = match g.preds[bi][..] {
            [q] if g.blocks[q].succs.len() == 1 => Some(p.node(q, g.blocks[q].cmds.len())),
            _ => None,
        };
        let mut cur = match merged {
            Some(c) => c,
            None => {
                let c = new_class(&mut p);
                for &q in &g.preds[bi] {
                    let from = p.node(q, g.blocks[q].cmds.len());
                    add_edge(&mut p, from, c, None);
                }
                c
            }
        };
        let base = p.start[bi];
        p.class_of[base] = cur;
        for (ci, c) in b.cmds.iter().enumerate() {
            let here = CmdRef { block: bi, cmd: ci };
            let after_mark = ci > 0 && read_mark(b.cmds[ci - 1].attrs).is_some() && !b.cmds[ci - 1].assert;
            if !c.assert {
                if let Some(m) = read_mark(c.attrs) {
                    p.marks.push((m, cur));
                }
            }
            let generated_false = !c.assert && is_lit(c.expr, false) && !after_mark;
            if generated_false {
                p.classes[cur].exit = true;
            }
            if is_lit(c.expr, true) || (!c.assert && defs.is_definition(g, bi, ci)) {
                p.classes[cur].inner.push(here);
            } else {
                let next = new_class(&mut p);
                add_edge(&mut p, cur, next, Some(here));
                cur = next;
            }
            p.class_of[base + ci + 1] = cur;
        }
        if b.succs.is_empty() {
            p.classes[cur].exit = true;
        }
    }
    p
}

/// Which `assume v == e` commands are definitions (see the module doc).
struct Definitions {
    /// Every (block, command) where a variable occurs, by name.
    occurs: HashMap<String, Vec<(usize, usize)>>,
    /// `desc[c]` has bit `b` when block `b` is reachable from block `c`; empty when the
    /// graph is too large (then only occurrences later in topological order are allowed).
    desc: Vec<Vec<u64>>,
}

/// Above this many blocks the descendant sets are not built (quadratic memory).
const DESC_LIMIT: usize = 8192;

impl Definitions {
    fn new(g: &Graph<'_>) -> Definitions {
        let mut occurs: HashMap<String, Vec<(usize, usize)>> = HashMap::new();
        for (bi, b) in g.blocks.iter().enumerate() {
            for (ci, c) in b.cmds.iter().enumerate() {
                let mut names = Vec::new();
                vars_of(c.expr, &mut names);
                names.sort();
                names.dedup();
                for n in names {
                    occurs.entry(n).or_default().push((bi, ci));
                }
            }
        }
        let n = g.blocks.len();
        let mut desc = Vec::new();
        if n <= DESC_LIMIT {
            let words = n.div_ceil(64);
            desc = vec![vec![0u64; words]; n];
            for b in (0..n).rev() {
                desc[b][b / 64] |= 1 << (b % 64);
                for &s in &g.blocks[b].succs {
                    if s > b {
                        let (lo, hi) = desc.split_at_mut(s);
                        for (x, y) in lo[b].iter_mut().zip(hi[0].iter()) {
                            *x |= *y;
                        }
                    }
                }
            }
        }
        Definitions { occurs, desc }
    }

    /// Whether command `ci` of block `bi` is `assume v == e` (or `e == v`) with `v` a
    /// version (`x#k`) not in `e` and not occurring before it on any path.
    fn is_definition(&self, g: &Graph<'_>, bi: usize, ci: usize) -> bool {
        let c = &g.blocks[bi].cmds[ci];
        let ExprKind::Binary(bin) = &c.expr.kind else { return false };
        if bin.op != BinaryOp::Eq {
            return false;
        }
        let version = |e: &Expr| match &e.kind {
            ExprKind::Var { name } if name.contains('#') => Some(name.to_string()),
            _ => None,
        };
        let candidates = [(version(&bin.lhs), &bin.rhs), (version(&bin.rhs), &bin.lhs)];
        candidates.iter().any(|(v, other)| {
            let Some(v) = v else { return false };
            let mut names = Vec::new();
            vars_of(other, &mut names);
            !names.contains(v) && self.fresh_at(v, bi, ci)
        })
    }

    /// Whether `v` occurs nowhere before `(bi, ci)` on a path from the entry.
    fn fresh_at(&self, v: &str, bi: usize, ci: usize) -> bool {
        let Some(occ) = self.occurs.get(v) else { return true };
        occ.iter().all(|&(b, c)| {
            if b == bi {
                c >= ci
            } else if b > bi {
                true
            } else if self.desc.is_empty() {
                false
            } else {
                self.desc[b][bi / 64] & (1 << (bi % 64)) == 0
            }
        })
    }
}

/// The names of the variables of `e` (bound variables included: a shadowing bound
/// variable only makes a definition look used, never the reverse).
fn vars_of(e: &Expr, out: &mut Vec<String>) {
    struct Names<'o>(&'o mut Vec<String>);
    impl boogie_ast::Visitor for Names<'_> {
        fn visit_expr(&mut self, e: &Expr) {
            if let ExprKind::Var { name } = &e.kind {
                self.0.push(name.to_string());
            }
            boogie_ast::walk_expr(self, e);
        }
    }
    boogie_ast::Visitor::visit_expr(&mut Names(out), e);
}
