//! Doomed points (Hoenicke, Leino, Podelski, Schäf, Wies, FM 2009): a reachable node is
//! doomed when no execution through it ends normally and some execution through it fails
//! an assertion; every execution that reaches it and does not block then goes wrong.
//!
//! Two games after the reachability game:
//! 1. *Live*: is there an execution through node `c` that ends normally? It is the
//!    colouring game of [`crate::game`] made two-sided: a white (live) node makes its
//!    dominators and post-dominators white (the execution passes them); a node whose
//!    predecessors are all black, or whose successors are all black, is black. Nodes that
//!    are not reachable are black, and an exit that is reachable is white, without a query.
//!    The thesis strategy asks about the grey node deepest in the dominator tree; naive
//!    asks about every reachable node.
//! 2. *Wrong*: for each reachable node that is not live (in topological order), is there an
//!    execution through it that fails an assertion? Yes: the model shows the path to the
//!    failing assertion, and every non-live node on that path is doomed by it. No: the node
//!    only blocks, and so do the non-live nodes it dominates (an execution through them
//!    passes it).

use crate::dom::DomTree;
use crate::game::{Answer, Colour};

/// The doomed-point status of a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doom {
    /// Not asked: the node is not reachable, or it is live.
    No,
    /// Every execution through it fails or blocks, and some fail: at this edge (the
    /// failing assertion), when the model showed it.
    Doomed(Option<usize>),
    /// The solver gave no answer for it.
    Unknown,
}

/// What "some execution through `c` fails" found.
pub enum Wrong {
    /// The nodes of the path from `c` to the failing assertion, and the edge crossing it.
    Yes { path: Vec<usize>, edge: Option<usize> },
    No,
    Unknown,
}

/// Who answers the doomed-point queries.
pub trait DoomOracle {
    /// Is there an execution through `c` that ends normally?
    fn live(&mut self, c: usize) -> Answer;
    /// Is there an execution through `c` that fails an assertion?
    fn wrong(&mut self, c: usize) -> Wrong;
}

/// The graph the games are played on (ids in topological order).
pub struct DoomGraph<'a> {
    pub succs: &'a [Vec<usize>],
    pub preds: &'a [Vec<usize>],
    pub dom: &'a DomTree,
    pub postdom: &'a DomTree,
    pub exit: &'a [bool],
}

/// Plays both games; `reach` is the colouring of the reachability game. Returns the status
/// of every node and the number of queries.
pub fn doomed(g: &DoomGraph<'_>, reach: &[Colour], naive: bool, oracle: &mut dyn DoomOracle) -> (Vec<Doom>, usize) {
    let mut live = Live::new(g, reach);
    live.play(naive, oracle);
    let mut queries = live.queries;
    let n = reach.len();
    let mut out = vec![Doom::No; n];
    let mut decided = vec![false; n];
    for c in 0..n {
        if reach[c] != Colour::White || decided[c] {
            continue;
        }
        decided[c] = true;
        match live.colour[c] {
            Colour::Black => {}
            Colour::White => continue,
            _ => {
                out[c] = Doom::Unknown;
                continue;
            }
        }
        queries += 1;
        match oracle.wrong(c) {
            Wrong::Yes { path, edge } => {
                out[c] = Doom::Doomed(edge);
                for d in path {
                    if reach[d] == Colour::White && live.colour[d] == Colour::Black && !decided[d] {
                        out[d] = Doom::Doomed(edge);
                        decided[d] = true;
                    }
                }
            }
            Wrong::No => {
                for d in c..n {
                    if !decided[d] && live.colour[d] == Colour::Black && g.dom.dominates(c, d) {
                        decided[d] = true;
                    }
                }
            }
            Wrong::Unknown => out[c] = Doom::Unknown,
        }
    }
    (out, queries)
}

/// The live game.
struct Live<'a, 'g> {
    g: &'a DoomGraph<'g>,
    colour: Vec<Colour>,
    nonblack_preds: Vec<usize>,
    nonblack_succs: Vec<usize>,
    queries: usize,
}

impl<'a, 'g> Live<'a, 'g> {
    fn new(g: &'a DoomGraph<'g>, reach: &[Colour]) -> Live<'a, 'g> {
        let n = reach.len();
        let colour = reach
            .iter()
            .map(|c| if *c == Colour::Unknown { Colour::Unknown } else { Colour::Grey })
            .collect();
        let nonblack_preds = (0..n).map(|v| g.preds[v].len()).collect();
        let nonblack_succs = (0..n).map(|v| g.succs[v].len()).collect();
        let mut live = Live { g, colour, nonblack_preds, nonblack_succs, queries: 0 };
        for (v, c) in reach.iter().enumerate() {
            if *c == Colour::Black {
                live.paint_black(v);
            }
        }
        for v in 0..n {
            if g.exit[v] && reach[v] == Colour::White {
                live.paint_white(v);
            }
        }
        live
    }

    fn play(&mut self, naive: bool, oracle: &mut dyn DoomOracle) {
        let n = self.colour.len();
        let mut order: Vec<usize> = (0..n).collect();
        if !naive {
            order.sort_by_key(|&v| std::cmp::Reverse((self.g.dom.depth[v], v)));
        }
        for v in order {
            if self.colour[v] != Colour::Grey {
                continue;
            }
            self.queries += 1;
            match oracle.live(v) {
                Answer::Yes => {
                    if naive {
                        self.colour[v] = Colour::White;
                    } else {
                        self.paint_white(v);
                    }
                }
                Answer::No => {
                    if naive {
                        self.colour[v] = Colour::Black;
                    } else {
                        self.paint_black(v);
                    }
                }
                Answer::Unknown => self.colour[v] = Colour::Unknown,
            }
        }
    }

    /// Paints `v` white, and with every white node its immediate dominator and immediate
    /// post-dominator (an execution through a node passes both).
    fn paint_white(&mut self, v: usize) {
        let mut stack = vec![v];
        while let Some(y) = stack.pop() {
            if self.colour[y] == Colour::White {
                continue;
            }
            self.colour[y] = Colour::White;
            stack.extend(self.g.dom.idom[y]);
            stack.extend(self.g.postdom.idom[y]);
        }
    }

    /// Paints `v` black, and every node all of whose predecessors or all of whose
    /// successors are black.
    fn paint_black(&mut self, v: usize) {
        let mut stack = vec![v];
        while let Some(y) = stack.pop() {
            if self.colour[y] == Colour::Black {
                continue;
            }
            self.colour[y] = Colour::Black;
            for &s in &self.g.succs[y] {
                self.nonblack_preds[s] -= 1;
                if self.nonblack_preds[s] == 0 && self.colour[s] != Colour::Black {
                    stack.push(s);
                }
            }
            for &p in &self.g.preds[y] {
                self.nonblack_succs[p] -= 1;
                if self.nonblack_succs[p] == 0 && !self.g.exit[p] && self.colour[p] != Colour::Black {
                    stack.push(p);
                }
            }
        }
    }
}
