//! Lowers typed Boogie to passive Boogie, one small pass per module: unstructure, coalesce
//! blocks, inline `{:inline N}` calls, desugar termination measures, desugar
//! specifications, cut loops, desugar calls, passify (version-optimal or Flanagan–Saxe),
//! and hoist the axioms of `uses` clauses.
//!
//! Pipeline order (the cli's registry lists them so, between type checking and VC
//! generation): [`unstructure`] → [`coalesce`] → [`inline`] → [`measures`] →
//! [`desugar_specs`] → [`cut_loops`] → [`desugar_calls`] → [`passify`] → [`hoist_uses`].
//! Every pass but `inline` and `desugar-measures` maps each implementation on its own
//! ([`boogie_ast::pass::ImplPass`]), so the scheduler may take one implementation through
//! all of them before the next; those two need the whole program, and leave a program
//! without `{:inline}` procedures or measures as it is.
//!
//! **Architecture Invariant:** a pass depends only on what the printed program contains.
//! Original source positions and the origins of checks travel as attributes
//! ([`boogie_ast::origin`]), so running a pass on a printed intermediate file gives
//! byte-identical output to the in-process pipeline. And a pass leaves alone what it made
//! or what a later pass made from it (an implementation `unstructure` or `desugar-specs`
//! has seen; see each module), so that a saved intermediate program run through the whole
//! pipeline again is verified as the source is.

pub mod cmds;
pub mod coalesce;
pub mod cut_loops;
pub mod desugar_calls;
pub mod desugar_specs;
pub mod dot;
pub mod expr;
pub mod hoist_uses;
pub mod inline;
pub mod measures;
pub mod passify;
pub mod peel;
pub mod scope;
pub mod unroll;
pub mod unstructure;

#[cfg(test)]
mod test_body;

pub use coalesce::Coalesce;
pub use cut_loops::CutLoops;
pub use desugar_calls::DesugarCalls;
pub use desugar_specs::DesugarSpecs;
pub use hoist_uses::HoistUses;
pub use inline::{Inline, InlineToDepth};
pub use measures::DesugarMeasures;
pub use passify::{Passify, Strategy};
pub use peel::PeelLoops;
pub use unroll::UnrollLoops;
pub use unstructure::Unstructure;
