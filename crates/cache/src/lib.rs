//! The verification cache of `rboogie verify` (`--cache`): the result of each
//! implementation stored on disk under a key that covers everything its verdict and its
//! printed errors depend on, so that verifying a program again sends the solver only the
//! implementations whose query changed.
//!
//! - [`normalize`]: alpha-normalisation of the SMT-LIB text the solver is sent (names of
//!   locals, incarnations, fresh constants and check labels do not matter);
//! - [`key`]: the key (solver and options, normalised prelude and query, the report's
//!   ingredients without positions) and the position table results are re-mapped through;
//! - [`store`]: the directory (atomic writes, checked entries, size limit).
//!
//! The cache is reached only through [`vcgen::memo`]'s hook: vcgen builds each
//! implementation's VC, asks for a key, and solves only on a miss. Only definitive results
//! are stored (verified; errors when no time limit can have cut the error loop short).
//! The prelude is part of every key as the solver is sent it, all axioms included.

pub mod key;
pub mod normalize;
pub mod store;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use sha2::{Digest, Sha256};
use smt_backend::{PrintOptions, Printer, TermId, TermStore};
use vcgen::memo::{CacheHook, Cached, ImplQuery, MemoKey, ResultCache, WorkerCache};
use vcgen::{Options, Outcome};

use crate::normalize::Normalizer;
use crate::store::{hex, Store};

/// The default cache directory of a run on `input`: `.rboogie-cache` beside it.
pub fn default_dir(input: &str) -> PathBuf {
    let parent = Path::new(input).parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    parent.join(".rboogie-cache")
}

/// A cache directory used by one run (see the crate documentation).
pub struct DiskCache {
    store: Arc<Store>,
    /// The identity of each solver binary used (a portfolio uses several).
    solvers: Arc<Mutex<HashMap<String, String>>>,
    stats: Arc<Stats>,
    /// Print the figures on stderr when the run is over (`--cache-stats`).
    report: bool,
}

/// What the cache did in one run.
#[derive(Default, Debug)]
pub struct Stats {
    /// Implementations whose result was taken from the cache.
    pub found: AtomicU64,
    /// Implementations sent to the solver (not found, or not cacheable).
    pub solved: AtomicU64,
}

impl Stats {
    /// `cache: F found, S solved` (what `--cache-stats` prints).
    pub fn line(&self) -> String {
        format!("cache: {} found, {} solved", self.found.load(Ordering::Relaxed), self.solved.load(Ordering::Relaxed))
    }
}

impl Drop for DiskCache {
    fn drop(&mut self) {
        if self.report {
            eprintln!("{}", self.stats.line());
        }
    }
}

impl DiskCache {
    /// The cache in `dir` for runs with `opts`, kept under `max_bytes`.
    pub fn open(dir: &Path, max_bytes: u64) -> std::io::Result<DiskCache> {
        let store = Store::open(dir, max_bytes)?;
        Ok(DiskCache { store: Arc::new(store), solvers: Arc::default(), stats: Arc::default(), report: false })
    }

    /// Prints [`Stats::line`] on stderr when the run is over.
    pub fn report_stats(mut self, on: bool) -> DiskCache {
        self.report = on;
        self
    }

    /// The hook vcgen calls.
    pub fn hook(self) -> CacheHook {
        CacheHook(Arc::new(self))
    }
}

/// The solver's kind, binary (path, size, modification time) and `--version` text (read
/// once per binary and kept in the cache directory).
fn solver_identity(store: &Store, opts: &Options) -> String {
    let path = opts.solver_path.canonicalize().unwrap_or_else(|_| opts.solver_path.clone());
    let (len, modified) = match std::fs::metadata(&path) {
        Ok(m) => (m.len(), m.modified().ok().and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok()).map(|d| d.as_nanos()).unwrap_or(0)),
        Err(_) => (0, 0),
    };
    let binary = format!("{} {} {len} {modified} rboogie={}", opts.solver, path.display(), rboogie_identity());
    let name = hex(&Sha256::digest(binary.as_bytes()));
    let version = store
        .memo_text(&name, || {
            let out = std::process::Command::new(&path).arg("--version").output().ok()?;
            Some(String::from_utf8_lossy(&out.stdout).trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into());
    format!("{binary} {version}")
}

/// The running rboogie: its version and its binary's size and modification time (a new
/// build may report differently from the same query).
fn rboogie_identity() -> String {
    let exe = std::env::current_exe().ok().and_then(|p| std::fs::metadata(p).ok());
    let (len, modified) = match exe {
        Some(m) => (m.len(), m.modified().ok().and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok()).map(|d| d.as_nanos()).unwrap_or(0)),
        None => (0, 0),
    };
    format!("{} {len} {modified}", env!("CARGO_PKG_VERSION"))
}

impl ResultCache for DiskCache {
    fn worker(&self, store: &TermStore, prelude: &[TermId], print: PrintOptions) -> Box<dyn WorkerCache> {
        let mut printer = Printer::new(print);
        let mut text = String::new();
        let mut ok = true;
        for t in prelude {
            ok &= printer.assert(store, *t, &mut text).is_ok();
        }
        let mut norm = Normalizer::new();
        norm.feed(&text);
        Box::new(Worker { store: self.store.clone(), solvers: self.solvers.clone(), stats: self.stats.clone(), printer, norm, ok, pending: None })
    }
}

/// The cache of one worker: a printer and a normaliser in the state after the prelude.
struct Worker {
    store: Arc<Store>,
    stats: Arc<Stats>,
    solvers: Arc<Mutex<HashMap<String, String>>>,
    printer: Printer,
    norm: Normalizer,
    /// Whether the prelude printed (else nothing is cached).
    ok: bool,
    /// The last key made, and whether a result with errors may be stored under it.
    pending: Option<([u8; 32], bool)>,
}

impl Worker {
    /// The identity of the solver of `opts` (found once per binary and run).
    fn solver(&self, opts: &Options) -> String {
        let Ok(mut known) = self.solvers.lock() else { return solver_identity(&self.store, opts) };
        known.entry(format!("{} {}", opts.solver, opts.solver_path.display())).or_insert_with(|| solver_identity(&self.store, opts)).clone()
    }
}

impl WorkerCache for Worker {
    fn key(&mut self, q: &ImplQuery<'_>) -> Option<MemoKey> {
        if !self.ok {
            self.stats.solved.fetch_add(1, Ordering::Relaxed);
            return None;
        }
        // As the session sends it: in a scope of its own, names first.
        let mut ignored = String::new();
        let mut text = String::new();
        self.printer.push(&mut ignored);
        for (t, name) in q.names {
            self.printer.name_term(*t, name);
        }
        let printed = q.terms.iter().all(|t| self.printer.assert(q.store, *t, &mut text).is_ok());
        let _ = self.printer.pop(&mut ignored);
        if !printed {
            self.stats.solved.fetch_add(1, Ordering::Relaxed);
            return None;
        }
        let mut norm = self.norm.clone();
        norm.feed(&text);
        let solver = self.solver(q.opts);
        let key = key::key(q, &solver, &norm);
        // With a time limit, a time-out can end the error loop before the error limit.
        let errors_ok = q.time_limit == 0;
        self.pending = Some((key.digest, errors_ok));
        Some(key)
    }

    fn lookup(&mut self, key: &MemoKey) -> Option<Cached> {
        let found = self.store.get(key);
        let counter = if found.is_some() { &self.stats.found } else { &self.stats.solved };
        counter.fetch_add(1, Ordering::Relaxed);
        found
    }

    fn store(&mut self, key: &MemoKey, result: &Cached) {
        let errors_ok = match self.pending {
            Some((d, ok)) if d == key.digest => ok,
            _ => false,
        };
        if result.outcome == Outcome::Errors && !errors_ok {
            return;
        }
        self.store.put(key, result);
    }
}
