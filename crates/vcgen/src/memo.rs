//! The hook of a verification cache (the `cache` crate implements it): once an
//! implementation's VC is built and before any solver call, [`WorkerCache::key`] sees
//! everything the solver would be sent for it ([`ImplQuery`]) and may give a result stored
//! earlier under the same key; after the solver answers, the result is offered to
//! [`WorkerCache::store`]. A worker whose implementations are all found starts no solver.
//!
//! Results are only ever taken from the cache by key, and the key is made by the cache from
//! the query: this module decides nothing about what is equal to what.

use std::sync::Arc;

use boogie_ast::origin::Pos;
use smt_backend::{PrintOptions, TermId, TermStore};

use crate::blocks::Shape;
use crate::vc::{Check, VcKind};
use crate::verify::{ErrorReport, Options, Outcome};

/// What the solver is sent for one implementation, and what its report is made of.
pub struct ImplQuery<'a> {
    pub store: &'a TermStore,
    /// The terms asserted in the implementation's scope, in order (the axioms instantiated
    /// so far, then the VC's assertions); the prelude is [`ResultCache::worker`]'s.
    pub terms: &'a [TermId],
    /// The names sub-terms are printed under ([`smt_backend::Printer::name_term`]).
    pub names: &'a [(TermId, String)],
    /// The blocks (labels, positions, trace rules) and the checks of the VC.
    pub shape: &'a Shape,
    pub checks: &'a [Check],
    /// The implementation's position and its `end` position.
    pub pos: Option<Pos>,
    pub end_at: Option<Pos>,
    /// The implementation's time limit (seconds; 0 = none).
    pub time_limit: u64,
    /// Whether the translator has array terms (it decides how array extensionality runs).
    pub arrays: bool,
    pub kind: VcKind,
    pub opts: &'a Options,
}

/// A key made by a cache for one [`ImplQuery`]: the digest it files results under and the
/// positions of the current program in the order the key enumerated them (what stored
/// positions are re-mapped to).
#[derive(Clone, Debug)]
pub struct MemoKey {
    pub digest: [u8; 32],
    pub positions: Vec<Pos>,
}

/// A result taken from a cache: what the solver loop produced.
#[derive(Clone, Debug)]
pub struct Cached {
    pub outcome: Outcome,
    pub errors: Vec<ErrorReport>,
    pub notes: Vec<String>,
}

/// A verification cache (shared by the workers of one run).
pub trait ResultCache: Send + Sync {
    /// The cache of one worker, whose prelude (asserted once, before every implementation)
    /// is `prelude`, printed with `print`.
    fn worker(&self, store: &TermStore, prelude: &[TermId], print: PrintOptions) -> Box<dyn WorkerCache>;
}

/// The cache of one worker (one translator, one solver process).
pub trait WorkerCache {
    /// The key of `q` (`None`: `q` is not cached).
    fn key(&mut self, q: &ImplQuery<'_>) -> Option<MemoKey>;
    /// The result stored under `key`, its positions re-mapped to `key.positions`.
    fn lookup(&mut self, key: &MemoKey) -> Option<Cached>;
    /// Offers the solver's result for `key` (the cache decides what it keeps).
    fn store(&mut self, key: &MemoKey, result: &Cached);
}

/// A [`ResultCache`] in [`Options`].
#[derive(Clone)]
pub struct CacheHook(pub Arc<dyn ResultCache>);

impl std::fmt::Debug for CacheHook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CacheHook")
    }
}
