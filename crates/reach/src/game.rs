//! The colouring game of the thesis (§7.3.1–7.3.3, Figures 7.8 and 7.9), on the node graph
//! of [`crate::points`], against an [`Oracle`] (the solver, or a hidden colouring in tests).
//!
//! White = reachable, black = unreachable, grey = not known yet, unknown = the oracle gave
//! no answer. Propagation keeps every colour forced by the answers so far:
//! - a white node's dominators are white (Proposition 13; `PropagateWhite` walks the
//!   dominator tree up), and so are its *free* successors (one edge in, crossing no
//!   command: the other branch of a nondeterministic `goto`);
//! - a node all of whose predecessors are black is black (Proposition 14;
//!   `PropagateBlack` keeps a count of non-black predecessors per node).
//! An unknown node propagates nothing, and black propagation paints it like a grey one.
//!
//! [`Strategy::Thesis`] asks about a grey node far from the entry (exits first, then the
//! deepest in the dominator tree); after a black answer it binary-searches the dominator-tree path between
//! the deepest white ancestor and the black node (Figure 7.9). The expected number of bugs
//! `b` on a path decides where to split it, at `1/(b+1)` of its length from the white end
//! (equation 7.7): on a path to an exit `b = 0` (ask the far end: one query settles a
//! bug-free path); on a side branch `b` is the fraction of side branches of this
//! implementation found to contain unreachable code so far, so that once bugs have shown
//! up the search starts in the middle. [`Strategy::Naive`] asks about every node.

use crate::dom::DomTree;

/// A node's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    Grey,
    White,
    Black,
    Unknown,
}

/// The answer to "is this node reachable?".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Yes,
    No,
    /// Time-out, `unknown`, solver failure.
    Unknown,
}

/// Who answers the queries.
pub trait Oracle {
    fn ask(&mut self, node: usize) -> Answer;
}

/// Which nodes to ask about.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Strategy {
    /// Figure 7.9: far nodes first, binary search after a black answer.
    #[default]
    Thesis,
    /// One query per node, no propagation.
    Naive,
}

impl Strategy {
    pub fn from_name(s: &str) -> Option<Strategy> {
        match s {
            "thesis" => Some(Strategy::Thesis),
            "naive" => Some(Strategy::Naive),
            _ => None,
        }
    }
}

/// The graph the game is played on: node ids in topological order.
pub struct GameGraph<'a> {
    pub succs: &'a [Vec<usize>],
    pub preds: &'a [Vec<usize>],
    pub dom: &'a DomTree,
    /// Nodes whose end is an exit (paths to them are expected bug-free).
    pub exit: &'a [bool],
    /// Nodes reachable exactly when their only predecessor is (one edge in, crossing no
    /// command): white with it, without a query.
    pub free: &'a [bool],
}

/// The state of the game.
pub struct Game<'a> {
    g: GameGraph<'a>,
    pub colour: Vec<Colour>,
    nonblack_preds: Vec<usize>,
    pub queries: usize,
    side_searched: usize,
    side_buggy: usize,
}

impl<'a> Game<'a> {
    pub fn new(g: GameGraph<'a>) -> Game<'a> {
        let n = g.succs.len();
        let nonblack_preds = (0..n).map(|v| g.preds[v].len()).collect();
        Game { g, colour: vec![Colour::Grey; n], nonblack_preds, queries: 0, side_searched: 0, side_buggy: 0 }
    }

    /// Plays until no node is grey.
    pub fn play(&mut self, strategy: Strategy, oracle: &mut dyn Oracle) {
        match strategy {
            Strategy::Naive => {
                for v in 0..self.colour.len() {
                    self.queries += 1;
                    self.colour[v] = match oracle.ask(v) {
                        Answer::Yes => Colour::White,
                        Answer::No => Colour::Black,
                        Answer::Unknown => Colour::Unknown,
                    };
                }
            }
            Strategy::Thesis => self.play_thesis(oracle),
        }
    }

    /// Paints `v` and its dominators white, and with every white node its free successors.
    pub fn paint_white(&mut self, v: usize) {
        let mut stack = vec![v];
        while let Some(top) = stack.pop() {
            let mut x = Some(top);
            while let Some(y) = x {
                if self.colour[y] == Colour::White {
                    break;
                }
                self.colour[y] = Colour::White;
                stack.extend(self.g.succs[y].iter().copied().filter(|&s| self.g.free[s]));
                x = self.g.dom.idom[y];
            }
        }
    }

    /// Paints `v` black, and every node all of whose predecessors are black.
    pub fn paint_black(&mut self, v: usize) {
        let mut stack = vec![v];
        while let Some(y) = stack.pop() {
            if self.colour[y] == Colour::Black {
                continue;
            }
            self.colour[y] = Colour::Black;
            for &s in &self.g.succs[y] {
                self.nonblack_preds[s] -= 1;
                if self.nonblack_preds[s] == 0 && matches!(self.colour[s], Colour::Grey | Colour::Unknown) {
                    stack.push(s);
                }
            }
        }
    }

    /// Asks about `v` and propagates the answer.
    fn ask(&mut self, v: usize, oracle: &mut dyn Oracle) -> Colour {
        self.queries += 1;
        let answer = oracle.ask(v);
        tracing::debug!(node = v, depth = self.g.dom.depth[v], exit = self.g.exit[v], ?answer, "reach query");
        match answer {
            Answer::Yes => self.paint_white(v),
            Answer::No => self.paint_black(v),
            Answer::Unknown => self.colour[v] = Colour::Unknown,
        }
        self.colour[v]
    }

    fn play_thesis(&mut self, oracle: &mut dyn Oracle) {
        // Exits first (a path to an exit is expected bug-free: one query paints it white,
        // and the side branches' searches then start below it), then the other grey nodes;
        // deepest in the dominator tree first, later in topological order on ties.
        let mut order: Vec<usize> = (0..self.colour.len()).collect();
        order.sort_by_key(|&v| std::cmp::Reverse((self.g.exit[v], self.g.dom.depth[v], v)));
        for &far in &order {
            if self.colour[far] != Colour::Grey {
                continue;
            }
            // The dominator-tree path from below the deepest white ancestor down to `far`.
            let mut path: Vec<usize> =
                self.g.dom.ancestors(far).take_while(|&x| self.colour[x] != Colour::White).collect();
            path.reverse();
            let to_exit = self.g.exit[far];
            let bugs = if to_exit || self.side_searched == 0 {
                0.0
            } else {
                self.side_buggy as f64 / self.side_searched as f64
            };
            let found = self.search(&path, bugs, oracle);
            if !to_exit {
                self.side_searched += 1;
                self.side_buggy += usize::from(found);
            }
        }
        // A search stopped by an unknown answer leaves grey nodes: ask them one by one.
        for v in 0..self.colour.len() {
            if self.colour[v] == Colour::Grey {
                self.ask(v, oracle);
            }
        }
    }

    /// Finds where `path` (a dominator-tree path, every node grey or unknown) turns from
    /// white to black: `lo` is the last index known white (-1: the white node above the
    /// path), `hi` the first known black (`path.len()`: none known). The first split is at
    /// `1/(bugs+1)` of the interval from the white end (so with `bugs = 0` the far end is
    /// asked first), later ones in the middle. Returns whether a black node was found.
    /// Stops at an unknown answer: the nodes left grey are picked again by the caller.
    fn search(&mut self, path: &[usize], bugs: f64, oracle: &mut dyn Oracle) -> bool {
        let m = path.len() as i64;
        let (mut lo, mut hi) = (-1i64, m);
        let mut first = true;
        while hi - lo > 1 {
            let span = (hi - lo) as f64;
            let step = if first { (span / (bugs + 1.0)).round() as i64 } else { (hi - lo) / 2 };
            first = false;
            let k = (lo + step).clamp(lo + 1, hi - 1);
            match self.colour_or_ask(path[k as usize], oracle) {
                Colour::White => lo = k,
                Colour::Black => hi = k,
                _ => break,
            }
        }
        hi < m
    }

    fn colour_or_ask(&mut self, v: usize, oracle: &mut dyn Oracle) -> Colour {
        match self.colour[v] {
            Colour::Grey => self.ask(v, oracle),
            c => c,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dom::dominators;

    /// A hidden colouring: node `v` is reachable when some edge into it from a reachable
    /// node is open (the entry, node 0, is reachable).
    struct Hidden {
        reach: Vec<bool>,
        asked: Vec<usize>,
    }

    impl Oracle for Hidden {
        fn ask(&mut self, v: usize) -> Answer {
            self.asked.push(v);
            if self.reach[v] {
                Answer::Yes
            } else {
                Answer::No
            }
        }
    }

    struct Dag {
        succs: Vec<Vec<usize>>,
        preds: Vec<Vec<usize>>,
        reach: Vec<bool>,
        free: Vec<bool>,
    }

    /// Edges `(from, to, open)` over nodes `0..n` (from < to).
    fn dag(n: usize, edges: &[(usize, usize, bool)]) -> Dag {
        let mut succs = vec![Vec::new(); n];
        let mut preds = vec![Vec::new(); n];
        let mut reach = vec![false; n];
        reach[0] = true;
        for &(a, b, _) in edges {
            succs[a].push(b);
            preds[b].push(a);
        }
        for v in 1..n {
            reach[v] = edges.iter().any(|&(a, b, open)| b == v && open && reach[a]);
        }
        // Free: one edge in, and it is open.
        let free = (0..n).map(|v| preds[v].len() == 1 && edges.iter().any(|&(_, b, open)| b == v && open)).collect();
        Dag { succs, preds, reach, free }
    }

    fn play(d: &Dag, strategy: Strategy) -> (Vec<Colour>, usize) {
        let n = d.succs.len();
        let dom = dominators(n, &|v| d.preds[v].clone());
        let exit: Vec<bool> = d.succs.iter().map(|s| s.is_empty()).collect();
        let mut game = Game::new(GameGraph { succs: &d.succs, preds: &d.preds, dom: &dom, exit: &exit, free: &d.free });
        let mut oracle = Hidden { reach: d.reach.clone(), asked: Vec::new() };
        game.play(strategy, &mut oracle);
        assert_eq!(game.queries, oracle.asked.len());
        (game.colour, game.queries)
    }

    fn expected(d: &Dag) -> Vec<Colour> {
        d.reach.iter().map(|r| if *r { Colour::White } else { Colour::Black }).collect()
    }

    #[test]
    fn both_strategies_find_the_hidden_colouring_on_random_dags() {
        let mut rng = test_support::XorShift64(0x5eed);
        for _ in 0..300 {
            let n = 2 + rng.below(30) as usize;
            let mut edges = Vec::new();
            for b in 1..n {
                // Every node has a predecessor; some have two.
                for _ in 0..1 + rng.below(2) {
                    let a = rng.below(b as u64) as usize;
                    edges.push((a, b, rng.below(6) != 0));
                }
            }
            let d = dag(n, &edges);
            let (thesis, q_thesis) = play(&d, Strategy::Thesis);
            let (naive, q_naive) = play(&d, Strategy::Naive);
            assert_eq!(thesis, expected(&d), "thesis, edges {edges:?}");
            assert_eq!(naive, expected(&d), "naive, edges {edges:?}");
            assert_eq!(q_naive, n);
            assert!(q_thesis <= n, "{q_thesis} queries for {n} nodes");
        }
    }

    #[test]
    fn a_bug_free_path_takes_one_query() {
        let edges: Vec<_> = (1..50).map(|b| (b - 1, b, true)).collect();
        let d = dag(50, &edges);
        let (c, q) = play(&d, Strategy::Thesis);
        assert_eq!(c, expected(&d));
        assert_eq!(q, 1);
    }

    #[test]
    fn a_dead_side_region_costs_a_binary_search() {
        // Main path 0..=20 (an exit at 20); a side region 21..=84 leaves 5 and rejoins 6,
        // blocked from node 40 on.
        let mut edges: Vec<_> = (1..=20).map(|b| (b - 1, b, true)).collect();
        edges.push((5, 21, true));
        for b in 22..=84 {
            edges.push((b - 1, b, b != 40));
        }
        edges.push((84, 6, true));
        let n = 85;
        // Node ids must be topological: renumber so that the region comes before 6.
        let order: Vec<usize> = (0..=5).chain(21..=84).chain(6..=20).collect();
        let mut id = vec![0; n];
        for (k, &v) in order.iter().enumerate() {
            id[v] = k;
        }
        let edges: Vec<_> = edges.iter().map(|&(a, b, o)| (id[a], id[b], o)).collect();
        let d = dag(n, &edges);
        let (c, q) = play(&d, Strategy::Thesis);
        assert_eq!(c, expected(&d));
        assert_eq!(c.iter().filter(|c| **c == Colour::Black).count(), 45);
        // One query for the main path, about log2(64) for the region.
        assert!(q <= 1 + 8, "{q} queries");
    }

    #[test]
    fn unknown_answers_paint_nothing_black() {
        struct Mute;
        impl Oracle for Mute {
            fn ask(&mut self, _: usize) -> Answer {
                Answer::Unknown
            }
        }
        let d = dag(4, &[(0, 1, true), (1, 2, false), (2, 3, true)]);
        let dom = dominators(4, &|v| d.preds[v].clone());
        let exit = [false, false, false, true];
        let mut game = Game::new(GameGraph { succs: &d.succs, preds: &d.preds, dom: &dom, exit: &exit, free: &d.free });
        game.play(Strategy::Thesis, &mut Mute);
        assert!(game.colour.iter().all(|c| *c == Colour::Unknown), "{:?}", game.colour);
    }
}
