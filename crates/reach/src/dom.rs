//! Dominator trees of a DAG whose node ids are a topological order (thesis §7.3.2).
//!
//! Nodes are processed in topological order; the immediate dominator of a node is the
//! lowest common ancestor of its predecessors in the tree built so far (Cooper, Harvey and
//! Kennedy's `intersect`, which needs only `idom(n) < n`). Post-dominators are the same on
//! the reversed graph with a virtual exit after every node without successors and every
//! exit node.

/// A dominator tree: `idom[n]` (`None` for roots) and depths (roots have depth 0).
#[derive(Clone, Debug)]
pub struct DomTree {
    pub idom: Vec<Option<usize>>,
    pub depth: Vec<u32>,
}

impl DomTree {
    /// `n` and its dominators, nearest first.
    pub fn ancestors(&self, n: usize) -> impl Iterator<Item = usize> + '_ {
        std::iter::successors(Some(n), move |&x| self.idom[x])
    }

    /// Whether `a` dominates `b` (reflexive).
    pub fn dominates(&self, a: usize, b: usize) -> bool {
        let mut x = b;
        loop {
            if x == a {
                return true;
            }
            if self.depth[x] <= self.depth[a] {
                return false;
            }
            match self.idom[x] {
                Some(p) => x = p,
                None => return false,
            }
        }
    }
}

/// The dominator tree of a DAG with nodes `0..n` in topological order, given the
/// predecessors of each node; every node without predecessors is a root.
pub fn dominators(n: usize, preds: &dyn Fn(usize) -> Vec<usize>) -> DomTree {
    let mut idom: Vec<Option<usize>> = vec![None; n];
    let mut depth = vec![0u32; n];
    for v in 0..n {
        let ps = preds(v);
        let mut it = ps.into_iter();
        let Some(first) = it.next() else { continue };
        let mut d = Some(first);
        for p in it {
            d = match d {
                Some(a) => intersect(&idom, a, p),
                None => None,
            };
        }
        idom[v] = d;
        depth[v] = d.map(|x| depth[x] + 1).unwrap_or(0);
    }
    DomTree { idom, depth }
}

/// The nearest common dominator of `a` and `b`, `None` when they are in different trees.
fn intersect(idom: &[Option<usize>], mut a: usize, mut b: usize) -> Option<usize> {
    while a != b {
        while a > b {
            a = idom[a]?;
        }
        while b > a {
            b = idom[b]?;
        }
    }
    Some(a)
}

/// The post-dominator tree: node ids are mapped to `n - 1 - id` so that the reversed
/// graph is in topological order; the virtual exit is left out (its children are roots).
pub fn post_dominators(n: usize, succs: &dyn Fn(usize) -> Vec<usize>, exit: &dyn Fn(usize) -> bool) -> DomTree {
    // In the reversed graph node r = n - 1 - v has as predecessors the successors of v;
    // a node leading to the virtual exit gets the virtual exit (id n) as a predecessor.
    const VIRTUAL: usize = usize::MAX;
    let rev_preds = |r: usize| -> Vec<usize> {
        let v = n - 1 - r;
        let mut ps: Vec<usize> = succs(v).into_iter().map(|s| n - 1 - s).collect();
        if ps.is_empty() || exit(v) {
            ps.push(VIRTUAL);
        }
        ps
    };
    // Run the forward algorithm with the virtual node treated as a common root: a node
    // whose predecessors include it is a root of the result.
    let mut idom: Vec<Option<usize>> = vec![None; n];
    let mut depth = vec![0u32; n];
    for r in 0..n {
        let ps = rev_preds(r);
        if ps.contains(&VIRTUAL) {
            continue;
        }
        let mut d = Some(ps[0]);
        for &p in &ps[1..] {
            d = match d {
                Some(a) => intersect(&idom, a, p),
                None => None,
            };
        }
        idom[r] = d;
        depth[r] = d.map(|x| depth[x] + 1).unwrap_or(0);
    }
    // Back to the original ids.
    let mut out_idom = vec![None; n];
    let mut out_depth = vec![0u32; n];
    for r in 0..n {
        let v = n - 1 - r;
        out_idom[v] = idom[r].map(|x| n - 1 - x);
        out_depth[v] = depth[r];
    }
    DomTree { idom: out_idom, depth: out_depth }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn preds_of(edges: &[(usize, usize)]) -> impl Fn(usize) -> Vec<usize> + '_ {
        move |v| edges.iter().filter(|e| e.1 == v).map(|e| e.0).collect()
    }

    fn succs_of(edges: &[(usize, usize)]) -> impl Fn(usize) -> Vec<usize> + '_ {
        move |v| edges.iter().filter(|e| e.0 == v).map(|e| e.1).collect()
    }

    #[test]
    fn diamond() {
        // 0 -> 1, 2 -> 3 -> 4
        let e = [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4)];
        let d = dominators(5, &preds_of(&e));
        assert_eq!(d.idom, vec![None, Some(0), Some(0), Some(0), Some(3)]);
        assert_eq!(d.depth, vec![0, 1, 1, 1, 2]);
        assert!(d.dominates(0, 4) && d.dominates(3, 4) && !d.dominates(1, 4));
        let pd = post_dominators(5, &succs_of(&e), &|_| false);
        assert_eq!(pd.idom, vec![Some(3), Some(3), Some(3), Some(4), None]);
    }

    #[test]
    fn skip_edges_and_two_exits() {
        // 0 -> 1 -> 2 -> 3, 0 -> 2, 1 -> 4 (4 and 3 are exits)
        let e = [(0, 1), (1, 2), (2, 3), (0, 2), (1, 4)];
        let d = dominators(5, &preds_of(&e));
        assert_eq!(d.idom, vec![None, Some(0), Some(0), Some(2), Some(1)]);
        let pd = post_dominators(5, &succs_of(&e), &|_| false);
        // 0 and 1 reach two exits: no post-dominator.
        assert_eq!(pd.idom, vec![None, None, Some(3), None, None]);
    }
}
