//! The key of one implementation's result: a SHA-256 digest of
//!
//! 1. the run's identity: the solver (kind, binary, version, driver, options) and the
//!    options that change what is reported (error limit, trace level, time limit, array
//!    extensionality, WP or SP);
//! 2. the prelude and the implementation's query exactly as the solver is sent them,
//!    alpha-normalised ([`crate::normalize`]);
//! 3. the report's ingredients without their positions: block labels, successors and
//!    trace rules, the checks (kind, `{:msg}`, block, command) and, for each position, only
//!    whether it is present and which earlier position it equals.
//!
//! The positions themselves are left out of the digest and listed, in the order (3)
//! enumerates them, in [`MemoKey::positions`]: a stored result names positions by their
//! index in that list, so a result found after lines moved is printed at the current
//! positions.

use std::collections::HashMap;

use boogie_ast::origin::Pos;
use vcgen::memo::{ImplQuery, MemoKey};

/// The position table and the report's ingredients (part 3 of the key).
pub struct Meta {
    pub positions: Vec<Pos>,
    index: HashMap<Pos, usize>,
    pub text: String,
}

impl Meta {
    fn new() -> Meta {
        Meta { positions: Vec::new(), index: HashMap::new(), text: String::new() }
    }

    fn word(&mut self, w: &str) {
        // Length-prefixed, so that no two sequences of words give the same text.
        self.text.push_str(&format!("{}:{w};", w.len()));
    }

    fn pos(&mut self, p: &Option<Pos>) {
        match p {
            None => self.word("-"),
            Some(p) => {
                let next = self.positions.len();
                let k = *self.index.entry(p.clone()).or_insert(next);
                if k == next {
                    self.positions.push(p.clone());
                }
                self.word(&format!("p{k}"));
            }
        }
    }
}

/// The run's identity (part 1), given the solver's identity text.
pub fn identity(q: &ImplQuery<'_>, solver: &str) -> String {
    let o = q.opts;
    format!(
        "solver={solver}\ndriver={:?}\noptions={:?}\narray_ext={:?}\nerror_limit={}\nerror_trace={}\ntime_limit={}\narrays={}\nvc={}\nrlimit={}\nprune={}\nmodel_view={}\n",
        o.driver,
        o.solver_options,
        o.array_ext,
        o.error_limit,
        o.error_trace,
        q.time_limit,
        q.arrays,
        q.kind.name(),
        o.rlimit,
        o.prune,
        o.model_view
    )
}

/// Part 3 of the key, with the position table.
pub fn meta(q: &ImplQuery<'_>) -> Meta {
    let mut m = Meta::new();
    m.word("impl");
    m.pos(&q.pos);
    m.pos(&q.end_at);
    let s = q.shape;
    m.word(&format!("blocks{}", s.labels.len()));
    for b in 0..s.labels.len() {
        m.word(&s.labels[b]);
        m.word(&format!("{:?}", s.succs[b]));
        m.word(if s.empty.get(b).copied().unwrap_or(false) { "e" } else { "n" });
        m.pos(&s.block_at.get(b).cloned().flatten());
        m.pos(&s.return_at.get(b).cloned().flatten());
        match s.renamed.get(&b) {
            Some((label, p)) => {
                m.word(label);
                m.pos(&Some(p.clone()));
            }
            None => m.word("-"),
        }
    }
    m.word(&format!("checks{}", q.checks.len()));
    for c in q.checks {
        let i = &c.info;
        m.word(&format!("{}/{}/{}/{}/{}", c.block, c.cmd, i.block, i.kind.name(), i.subsumes));
        m.word(i.msg.as_deref().unwrap_or("\u{0}none"));
        m.pos(&i.pos);
        m.pos(&i.related);
    }
    m
}

/// The key of `q`: `prelude_and_query` is the normalised text's digest state after the
/// query was fed.
pub fn key(q: &ImplQuery<'_>, solver: &str, normalized: &crate::normalize::Normalizer) -> MemoKey {
    let m = meta(q);
    let mut extra = identity(q, solver);
    extra.push_str(&m.text);
    MemoKey { digest: normalized.finish(extra.as_bytes()), positions: m.positions }
}
