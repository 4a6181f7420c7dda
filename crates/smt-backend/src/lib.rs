//! The SMT side of rboogie: hash-consed terms, a linear SMT-LIB printer, and robust solver drivers.
//!
//! This crate knows nothing about Boogie. Its parts:
//!
//! - [`TermStore`] (module [`term`]): a hash-consed term DAG with `u32` ids,
//!   sorts ([`Sort`]), declarations, datatypes, quantifiers with patterns and
//!   simplifying, sort-checking builders;
//! - [`Printer`] (module [`print`]): deterministic SMT-LIB 2.6 output, linear
//!   in the DAG size; shared sub-terms above a print-size cutoff `K` and deep
//!   sub-terms are named once with `define-fun`;
//! - [`SmtSolver`]: a text-based solver trait, with drivers:
//!   [`ProcessSolver`] (the default, in-house), [`Rsmt2Solver`] (over the
//!   `rsmt2` crate, with mitigations), [`RecordingSolver`] (write-only, for
//!   dumps) and [`ScriptedSolver`] (a scripted fake for tests);
//! - [`replay_script`]: what `rboogie smt FILE.smt2` runs;
//! - [`locate_solver`]: finds a solver binary at run time (flag, environment
//!   variable, a `.venv` above the current directory or the executable, `PATH`).
//!
//! # For the cli: `rboogie smt`
//!
//! ```text
//! rboogie smt FILE.smt2 [--solver z3|cvc5|yices] [--solver-path P]
//!                       [--solver-driver own|rsmt2] [--time-limit SECS]
//! ```
//!
//! Parse `--solver` with [`SolverKind::from_str`](std::str::FromStr) and
//! `--solver-driver` with [`DriverKind::from_str`](std::str::FromStr), find
//! the binary with [`locate_solver`]`(kind, solver_path)` (on `Err(msg)`
//! print `error: {msg}` and exit 1), then call
//! [`replay_script`]`(&text, &ReplayOptions { .. }, &mut stdout)`. It prints
//! each answer on stdout (`sat`/`unsat`/`unknown`, `get-value` replies,
//! models, `get-info` replies) and returns:
//! - `Ok(outcome)` with `outcome.timed_out == false`: exit code 0;
//! - `Ok(outcome)` with `outcome.timed_out == true`: the line `timeout` was
//!   printed and the rest of the script skipped (the solver was killed at the
//!   time limit); exit code 0, as for any other answer;
//! - `Err(e)`: a solver error, crash, early exit or garbage; print
//!   `error: {e}` on stderr and exit 1. The answers before it were printed.
//!
//! # For vcgen
//!
//! Build terms in a [`TermStore`], print commands with a [`Printer`]
//! (`assert`, `term`, `push`, `pop`) into a `String`, and hand the text to an
//! [`SmtSolver`] (`send`, `push`, `pop`, `check`, `get_values`). Create the
//! solver with [`make_solver`]. A [`Session`] bundles a printer with a solver.

pub mod cancel;
mod driver_common;
pub mod fake;
pub mod interrupt;
pub mod print;
pub mod process;
pub mod record;
pub mod replay;
pub mod rsmt2_driver;
pub mod session;
pub mod sexp;
pub mod solver;
pub mod sort;
pub mod term;

pub use cancel::KillSwitch;
pub use fake::ScriptedSolver;
pub use print::{print_assert, quote_symbol, PrintError, PrintOptions, Printer};
pub use process::ProcessSolver;
pub use record::RecordingSolver;
pub use replay::{make_solver, replay_script, ReplayOptions, ReplayOutcome};
pub use rsmt2_driver::Rsmt2Solver;
pub use session::Session;
pub use solver::{
    find_venv, locate_solver, venv_dir, DriverKind, SatResult, SmtSolver, SolverConfig, SolverError, SolverKind,
    SolverProfile, TimeLimitStyle, CHECK_MARKER, CHECK_MARKER_REPLY,
};
pub use sort::Sort;
pub use term::{
    BvCmp, BvOp, DatatypeDecl, DatatypeGroupId, FunDecl, FunId, FunRole, Node, Op, Quantifier, TermError,
    TermId, TermStore,
};
