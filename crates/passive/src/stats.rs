//! The figures of one pass run, collected per implementation and added to
//! [`PassCx::stats`] in one merge at the end.
//!
//! `PassCx::add_stat` searches the whole map (a `BTreeMap` keyed by two strings) for every
//! figure: with thousands of implementations that costs more than passifying a small one.
//! [`Stats`] keeps the figures in the order they come, grouped by implementation, and
//! [`Stats::add_to`] sorts them once and merges them with the figures already in the map.
//! The map ends up exactly as the same `add_stat` calls would leave it (values of equal
//! keys are summed).

use std::collections::BTreeMap;

use boogie_ast::pass::PassCx;

/// Figures of one pass run (see the module documentation).
#[derive(Default)]
pub struct Stats {
    /// `(implementation, figures)`, one group per run of calls for the same implementation.
    groups: Vec<(String, Vec<(String, u64)>)>,
}

impl Stats {
    /// Adds `value` to the figure `key` of `implementation` (as `PassCx::add_stat`).
    pub fn add(&mut self, implementation: &str, key: impl Into<String>, value: u64) {
        let figure = (key.into(), value);
        match self.groups.last_mut() {
            Some((imp, figures)) if imp == implementation => figures.push(figure),
            _ => self.groups.push((implementation.to_string(), vec![figure])),
        }
    }

    /// Adds every figure to `cx.stats`.
    pub fn add_to(self, cx: &mut PassCx) {
        let mut groups = self.groups;
        if groups.is_empty() {
            return;
        }
        groups.sort_by(|a, b| a.0.cmp(&b.0));
        let mut by_imp: Vec<(String, Vec<(String, u64)>)> = Vec::with_capacity(groups.len());
        for (imp, figures) in groups {
            match by_imp.last_mut() {
                Some((i, f)) if *i == imp => f.extend(figures),
                _ => by_imp.push((imp, figures)),
            }
        }
        let mut new: Vec<((String, String), u64)> = Vec::with_capacity(by_imp.iter().map(|g| g.1.len()).sum());
        for (imp, mut figures) in by_imp {
            figures.sort_by(|a, b| a.0.cmp(&b.0));
            for (key, value) in figures {
                match new.last_mut() {
                    Some(((i, k), v)) if *i == imp && *k == key => *v += value,
                    _ => new.push(((imp.clone(), key), value)),
                }
            }
        }
        // Merge two sorted sequences, summing equal keys; the map is built from sorted input.
        let old = std::mem::take(&mut cx.stats);
        let mut merged: Vec<((String, String), u64)> = Vec::with_capacity(old.len() + new.len());
        let mut old = old.into_iter().peekable();
        for (key, value) in new {
            while let Some(o) = old.next_if(|(k, _)| *k < key) {
                merged.push(o);
            }
            match old.next_if(|(k, _)| *k == key) {
                Some((k, v)) => merged.push((k, v + value)),
                None => merged.push((key, value)),
            }
        }
        merged.extend(old);
        cx.stats = merged.into_iter().collect::<BTreeMap<_, _>>();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn as_add_stat_would() {
        let calls: &[(&str, &str, u64)] = &[
            ("p2", "loops", 1),
            ("p2", "loop_targets", 2),
            ("p10", "loops", 3),
            ("p2", "loop_targets", 4),
            ("p1", "versions", 0),
            ("p10", "loops", 5),
            ("a", "x", 7),
        ];
        let mut before = PassCx::new();
        before.add_stat("p2", "loops", 10);
        before.add_stat("b", "y", 1);
        before.add_stat("p10", "back_edges", 2);
        let mut expected = before.clone();
        for &(i, k, v) in calls {
            expected.add_stat(i, k, v);
        }
        let mut stats = Stats::default();
        for &(i, k, v) in calls {
            stats.add(i, k, v);
        }
        let mut got = before;
        stats.add_to(&mut got);
        assert_eq!(got.stats, expected.stats);
        let mut empty = PassCx::new();
        Stats::default().add_to(&mut empty);
        assert!(empty.stats.is_empty());
    }
}
