//! Passes: the [`Pass`] trait, its per-implementation form [`ImplPass`], analyses
//! ([`Analysis`]), the context passes run in, and the per-implementation fresh-name
//! generator. [`schedule`] runs a sequence of passes (the one scheduler `rboogie` uses).
//!
//! A pass is a small value with a name, a one-line description, the [`Form`] it requires and
//! the form it produces (style.md §5). It consumes a program and returns a new one; it never
//! depends on anything that is not in the printed program (positions of original source
//! tokens travel as attributes, see [`crate::origin`]), so running a pass on a printed
//! intermediate file gives the same result as running it in process.
//!
//! Most lowering passes map each implementation on its own, with the global declarations at
//! hand, and change no global declaration: they implement [`ImplPass`] and say so with
//! [`Pass::per_implementation`]. The scheduler may then take one implementation through
//! several such passes before the next implementation ([`schedule`]), with the same result.

use std::collections::BTreeMap;
use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::forms::flat::FlatBlocks;
use crate::{Files, Form, ImplementationDecl, Name, Program, Span};

pub mod globals;
pub mod schedule;

pub use globals::Globals;

/// A problem a pass found in its input (user-facing, not an internal error).
#[derive(Clone, Debug, PartialEq)]
pub struct PassError {
    /// Lower-case, no trailing dot.
    pub message: String,
    /// The offending node's span (in whatever file the program was read from).
    pub span: Span,
}

impl PassError {
    pub fn new(span: Span, message: impl Into<String>) -> PassError {
        PassError { message: message.into(), span }
    }
}

/// The errors of one pass run.
pub type PassErrors = Vec<PassError>;

/// What a pass can see besides the program, and where it reports figures.
///
/// Figures are appended to a log as they are reported (no string is built and no map is
/// searched per figure: a pass reports a few per implementation, and procedures are many);
/// [`PassCx::stats`] sums them by `(implementation, key)` when they are read.
#[derive(Clone, Debug, Default)]
pub struct PassCx {
    figures: Vec<Figure>,
}

/// One reported figure: the key is `key`, or `key:var` when there is a variable.
#[derive(Clone, Debug)]
struct Figure {
    implementation: Name,
    key: Name,
    var: Option<Name>,
    value: u64,
}

impl PassCx {
    pub fn new() -> PassCx {
        PassCx::default()
    }

    /// Appends the figures of `other` after this context's own (a pass that ran part of
    /// the implementations on another thread, in implementation order).
    pub fn append(&mut self, other: &mut PassCx) {
        self.figures.append(&mut other.figures);
    }

    /// Adds `value` to the figure `key` of implementation `implementation`.
    pub fn add_stat(&mut self, implementation: &str, key: &str, value: u64) {
        self.figures.push(Figure { implementation: Name::from(implementation), key: Name::from(key), var: None, value });
    }

    /// [`PassCx::add_stat`] with a fixed key, e.g. `("P", "loops")`.
    pub fn add_figure(&mut self, implementation: &Name, key: &'static str, value: u64) {
        self.figures.push(Figure { implementation: implementation.clone(), key: Name::new_static(key), var: None, value });
    }

    /// [`PassCx::add_stat`] with the key `key:var`, e.g. `("P", "versions", "x")` for
    /// `versions:x`.
    pub fn add_var_figure(&mut self, implementation: &Name, key: &'static str, var: &Name, value: u64) {
        self.figures.push(Figure {
            implementation: implementation.clone(),
            key: Name::new_static(key),
            var: Some(var.clone()),
            value,
        });
    }

    /// The figures reported so far, keyed by `(implementation, key)`, e.g.
    /// `("P", "versions:x") -> 3`; values reported twice under one key are added.
    /// Deterministic order.
    pub fn stats(&self) -> BTreeMap<(String, String), u64> {
        let mut out = BTreeMap::new();
        for f in &self.figures {
            let key = match &f.var {
                Some(v) => format!("{}:{v}", f.key),
                None => f.key.to_string(),
            };
            *out.entry((f.implementation.to_string(), key)).or_insert(0) += f.value;
        }
        out
    }

    /// Every reported value of the key `key` (no variable), in the order reported.
    pub fn values_of<'a>(&'a self, key: &'a str) -> impl Iterator<Item = u64> + 'a {
        self.figures.iter().filter(move |f| f.var.is_none() && f.key == key).map(|f| f.value)
    }
}

/// One lowering step (style.md §5): a unit struct (or a struct of options) with a contract.
pub trait Pass: Sync {
    /// The kebab-case name used on the command line (`cut-loops`).
    fn name(&self) -> &'static str;
    /// One line saying what the pass does.
    fn description(&self) -> &'static str;
    /// The least form the input must be in.
    fn requires(&self) -> Form;
    /// The form of the output.
    fn produces(&self) -> Form;
    /// Runs the pass on the whole program. User-input problems are errors, never panics.
    /// A pass with a [`Pass::per_implementation`] form runs it here with
    /// [`schedule::run_per_implementation`].
    fn run(&self, program: Program, cx: &mut PassCx) -> Result<Program, PassErrors>;
    /// The pass as a map over implementations, when it is one (see [`ImplPass`]): then the
    /// scheduler may run it one implementation at a time, interleaved with other such passes.
    fn per_implementation(&self) -> Option<&dyn ImplPass> {
        None
    }
    /// Whether the pass leaves `program` exactly as it is, decided cheaply from what the
    /// passes before it in the pipeline do not change (so the scheduler may ask it on the
    /// input of an earlier pass). `false` when unsure; the scheduler then runs the pass.
    fn leaves_unchanged(&self, _program: &Program) -> bool {
        false
    }
}

/// A pass that maps each implementation on its own ([`Pass::per_implementation`]).
///
/// Contract: running the pass on a program is [`ImplPass::declarations`] on the program,
/// then [`ImplPass::run_impl`] on every implementation, in program order; the result of an
/// implementation depends only on the implementation and the global declarations; and
/// `run_impl` reads nothing that the `declarations` step of a later pass changes. The
/// scheduler relies on this to run the declarations steps of several passes first, then
/// take each implementation through all of them (same program, same errors, same figures).
pub trait ImplPass: Sync {
    /// The pass's change to the global declarations, made before any implementation is
    /// mapped (none by default). It reads no implementation body, and changes only what no
    /// implementation pass reads (`hoist-uses`: axioms) or adds implementations (then
    /// [`ImplPass::adds_implementations`] says so).
    fn declarations(&self, _program: &mut Program) -> Result<(), PassErrors> {
        Ok(())
    }
    /// Whether [`ImplPass::declarations`] may add implementations (`unstructure`: a
    /// procedure declared with a body becomes a procedure and an implementation). The
    /// scheduler starts a new segment at such a pass, so that the passes before it never see
    /// the implementations it adds.
    fn adds_implementations(&self) -> bool {
        false
    }
    /// The pass on one implementation, with the global declarations at hand.
    fn run_impl(&self, imp: ImplementationDecl, globals: &Globals<'_>, cx: &mut ImplCx<'_>) -> Result<ImplementationDecl, PassErrors>;
}

/// What an [`ImplPass`] sees besides the implementation and the global declarations.
pub struct ImplCx<'a> {
    /// The file names spans point into.
    pub files: &'a Files,
    /// Where the pass reports figures about this implementation.
    pub figures: &'a mut PassCx,
    /// The blocks of the body, when the previous pass (on this implementation) knows them
    /// and the body is unstructured (see [`crate::forms::flat::Known`]): a pass that finds
    /// the blocks of its input takes them from here instead, and leaves here those of its
    /// output when it knows them, else `None`. Passes run one by one start from `None`.
    pub blocks: Option<FlatBlocks>,
}

/// An analysis: reads a program in some form and reports on it, without producing a
/// program (the flowgraphs as GraphViz, the reachable code). Registered in the pipeline
/// beside the passes, run only when asked for.
pub trait Analysis: Sync {
    /// The kebab-case name used on the command line.
    fn name(&self) -> &'static str;
    /// One line saying what the analysis reports.
    fn description(&self) -> &'static str;
    /// The least form the input must be in.
    fn requires(&self) -> Form;
    /// Runs the analysis: its report, printed as it is (text, GraphViz, ...).
    fn run(&self, program: &Program, cx: &mut PassCx) -> Result<String, PassErrors>;
}

/// Fresh names for one implementation (style.md §9): `x#1`, `x#2`, ... skipping every name
/// already in scope. Names are legal Boogie identifiers (`#`, never `@`).
#[derive(Clone, Debug, Default)]
pub struct NameGen {
    /// Names in scope everywhere (the program's global names), shared between generators.
    base: Arc<FxHashSet<Name>>,
    taken: FxHashSet<Name>,
    next: FxHashMap<Name, u32>,
}

impl NameGen {
    pub fn new() -> NameGen {
        NameGen::default()
    }

    /// A generator that also avoids every name of `base` (shared, not copied).
    pub fn with_base(base: Arc<FxHashSet<Name>>) -> NameGen {
        NameGen { base, taken: FxHashSet::default(), next: FxHashMap::default() }
    }

    /// A generator that avoids every name of `base` and of `taken` (moved in, not copied).
    pub fn with_base_and_taken(base: Arc<FxHashSet<Name>>, taken: FxHashSet<Name>) -> NameGen {
        NameGen { base, taken, next: FxHashMap::default() }
    }

    /// Marks `name` as in scope.
    pub fn reserve(&mut self, name: &str) {
        self.taken.insert(Name::from(name));
    }

    /// Whether `name` is in scope.
    pub fn is_taken(&self, name: &str) -> bool {
        self.taken.contains(name) || self.base.contains(name)
    }

    /// `base#k` for the smallest k ≥ 1 (beyond those handed out before) that is not in scope.
    pub fn fresh_from(&mut self, base: &str) -> Name {
        let key = Name::from(base);
        let mut k = self.next.get(&key).copied().unwrap_or(1);
        loop {
            let candidate = Name::from(format!("{base}#{k}"));
            k += 1;
            if !self.is_taken(&candidate) {
                self.next.insert(key, k);
                self.taken.insert(candidate.clone());
                return candidate;
            }
        }
    }

    /// `name` itself if it is free, else `fresh_from(name)`.
    pub fn exact_or_fresh(&mut self, name: &str) -> Name {
        if self.is_taken(name) {
            self.fresh_from(name)
        } else {
            let n = Name::from(name);
            self.taken.insert(n.clone());
            n
        }
    }
}
