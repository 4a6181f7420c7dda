//! Loop-invariant and contract inference above the verification pipeline.
//!
//! - [`houdini`]: Houdini as Microsoft Boogie's `-contractInfer` has it: candidate
//!   annotations guarded by `{:existential true}` boolean constants, the largest subset
//!   that holds together, each round checked by the normal verifier.
//! - [`intervals`]: loop invariants by abstract interpretation over integer intervals
//!   (Boogie's `-infer:j` domain), checked by Houdini like every inferred annotation.
//! - [`predicates`]: loop invariants by predicate abstraction (Flanagan and Qadeer) over
//!   the boolean functions of [`domain`], each prover query a small Boogie program.
//!
//! The crate does not run the pipeline itself: the caller (the cli, which owns the stage
//! registry) passes a function that verifies a whole program and returns the results of
//! its implementations, so what is inferred is exactly what `rboogie verify` proves.
//! Results are ordinary Boogie text: the inferred annotations carry `{:inferred}`.

pub mod domain;
pub mod houdini;
pub mod intervals;
pub mod predicates;

pub use houdini::{annotate, houdini, Assignment, Candidate, ClauseKind, HoudiniOutcome, Stats, INFERRED};
