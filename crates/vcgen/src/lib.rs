//! From passive Boogie to verification conditions, and verification with an SMT solver.
//!
//! - [`translate`]: Boogie types and expressions to SMT sorts and terms, and the program's
//!   global declarations (sorts, datatypes, functions, axioms, `unique` constants).
//! - [`eval`]: ground applications of defined functions evaluated to literals.
//! - [`blocks`]: the block view of a passive implementation with Boogie's trace rules.
//! - [`vc`]: weakest-precondition (block equations) and strongest-postcondition VCs, both
//!   linear in the size of the implementation, with self-describing check names.
//! - [`verify`]: the solver loop, and counterexamples read back from the model as error
//!   reports (data; the cli prints them as Boogie does).
//!
//! **Architecture Invariant:** a verdict "verified" is only given on an `unsat` answer to a
//! query in which every check of the implementation is present; every other answer (sat,
//! unknown, time-out, solver failure, untranslatable input) is an error or a non-verified
//! outcome.

pub mod blocks;
pub mod eval;
pub mod ext;
pub mod labels;
pub mod model_view;
pub mod memo;
pub mod portfolio;
pub mod prove;
pub mod prune;
pub mod translate;
pub mod vc;
pub mod verify;

pub use vc::{VcKind, VcOptions};
pub use ext::ArrayExt;
pub use verify::{
    implementation_name, prelude_reads_bodies, start_solver_early, verify_program, verify_program_streamed, verify_program_with,
    EarlySolver, ErrorReport, ImplResult, NoProgress, Options, Progress,
    Outcome,
};
