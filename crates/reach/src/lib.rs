//! Semantic reachability and doomed program points of Boogie implementations (FreeBoogie
//! thesis ch. 7; Hoenicke et al., "It's doomed; we can prove it", FM 2009; algorithms.md §4).
//!
//! A source command (assert, assume, assignment, call, havoc) is *unreachable* when no
//! execution of its implementation arrives at it. Executions start in a state satisfying
//! the axioms, the `requires` and the `where` clauses; calls and loops are what the
//! verifier makes of them (contracts, invariants cut loops); asserts are assumed, as if
//! verification had passed. A reachable command is *doomed* when every execution that
//! reaches it and does not block goes wrong later, and some does.
//!
//! Loops are cut at their invariants as for verification; with `rboogie reach --unroll`
//! the lowering first peels each loop's first iteration (`passive::PeelLoops`), so that a
//! loop is its first iteration (from the state it is entered in), then an arbitrary one
//! (the cut: targets havocked, invariants assumed, an iteration that re-establishes them
//! ends without going wrong), then its exit, from any state the invariants allow
//! (Hoenicke et al. §6, with Boogie's partial correctness: a loop that never exits does
//! not go wrong, so the arbitrary iteration's end stays a normal end; docs/REACH.md). A
//! command then has several copies: it is unreachable when every copy is, doomed when
//! every reachable copy is ([`run`]'s `status_of`).
//!
//! The pipeline: [`marks::insert`] puts a mark before every source command of the typed
//! program, the usual lowering (`vcgen::lower`) makes it passive, and [`analyze`] plays, per
//! implementation, the colouring game of the thesis on the passive flowgraph's points
//! ([`points`], [`dom`], [`game`]; formulas in [`encode`]), then the doomed-point games
//! ([`doomed`]), with one solver process per worker ([`run`]). [`report`] prints the
//! results (text, JSON, SARIF).
//!
//! **Architecture Invariant:** a command is reported unreachable or doomed only on an
//! `unsat` answer (or what the propagation rules derive from one); every other answer
//! leaves it reachable, not doomed, or unknown.

pub mod doomed;
pub mod dom;
pub mod encode;
pub mod game;
pub mod marks;
pub mod points;
pub mod report;
pub mod run;

use std::time::Duration;

use boogie_ast::Program;
use boogie_tc::TcInfo;
use boogie_ast::origin::Pos;

pub use game::Strategy;
pub use marks::{CmdKind, SourceCmd, SourceCmds};

/// What the analysis is asked to do.
#[derive(Clone, Debug)]
pub struct Options {
    pub strategy: Strategy,
    /// Also find doomed points.
    pub doomed: bool,
    /// Seconds per solver query (0: none).
    pub time_limit: u64,
    /// Implementations analysed in parallel, one solver process each.
    pub jobs: usize,
    /// The solver, as `verify` configures it (kind, binary, driver, options, `dump_dir`).
    pub solver: vcgen::Options,
}

/// What became of one source command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Reachable,
    Unreachable,
    /// Doomed by the assertion at this position (when known).
    Doomed(Option<Pos>),
    /// The solver gave no answer.
    Unknown,
}

/// One command and its status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CmdReport {
    pub cmd: SourceCmd,
    pub status: Status,
}

/// The result of one implementation.
#[derive(Clone, Debug)]
pub struct ImplReport {
    pub name: String,
    /// The implementation's name token.
    pub pos: Option<Pos>,
    /// Blocks of the passive implementation.
    pub blocks: usize,
    /// Nodes of the game (points after merging).
    pub nodes: usize,
    /// Nodes found unreachable.
    pub nodes_unreachable: usize,
    /// Solver checks made.
    pub queries: usize,
    /// Every source command, in source order.
    pub cmds: Vec<CmdReport>,
    pub notes: Vec<String>,
    pub time: Duration,
}

/// Marks the source commands of a typed program (before it is lowered to passive form,
/// which the caller does: the cli runs its pipeline); returns the marked commands of every
/// body.
pub fn mark(program: &mut Program) -> SourceCmds {
    marks::insert(program)
}

/// Analyses every implementation `verify` would verify (a passive, type-checked program);
/// `cmds` lists the commands marked before lowering (`None`: the marks found are all).
pub fn analyze<'p>(program: &'p Program, info: &TcInfo<'p>, cmds: Option<&SourceCmds>, opts: &Options) -> Vec<ImplReport> {
    run::analyze_program(program, info, cmds, opts)
}
