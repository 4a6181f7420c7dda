//! Random differential testing of rboogie: a seeded generator of well-typed Boogie
//! programs ([`gen`]), a small-domain brute-force interpreter that looks for failing
//! executions of their implementations ([`interp`]), and the oracle that runs the
//! `rboogie` binary on them and compares ([`oracle`]).
//!
//! The property checked is soundness: rboogie must never report an implementation as
//! verified when the interpreter has found a failing execution of it. The other direction
//! (rboogie reports an error, the interpreter found none) is counted as information only:
//! loop invariants that are true but not inductive, and the interpreter's small domains,
//! make it expected. See docs/DIFFTEST.md.

pub mod gen;
pub mod interp;
pub mod ir;
pub mod oracle;
pub mod print;
pub mod rng;
