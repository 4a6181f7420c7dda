//! Lowers typed Boogie to passive Boogie, one small pass per module: unstructure, coalesce
//! blocks, inline `{:inline N}` calls, desugar termination measures, desugar
//! specifications, cut loops, desugar calls, passify (version-optimal or Flanagan–Saxe).
//!
//! Pipeline order (also the order `rboogie passes` lists):
//! [`unstructure`] → [`coalesce`] → [`inline`] → [`measures`] → [`desugar_specs`] → [`cut_loops`] → [`desugar_calls`] → [`passify`].
//!
//! [`lower`] runs the pipeline (or a prefix) with the passes after `unstructure` taken one
//! implementation at a time, with the same result as running them pass by pass ([`fused`]).
//!
//! **Architecture Invariant:** a pass depends only on what the printed program contains.
//! Original source positions and the origins of checks travel as attributes ([`origin`]),
//! so running a pass on a printed intermediate file gives byte-identical output to the
//! in-process pipeline.

pub mod cmds;
pub mod coalesce;
pub mod cut_loops;
pub mod desugar_calls;
pub mod desugar_specs;
pub mod dot;
pub mod expr;
pub mod flat;
pub mod fused;
pub mod hoist_uses;
pub mod inline;
pub mod measures;
pub mod passify;
pub mod scope;
pub mod unstructure;

use boogie_ast::pass::Pass;

pub use coalesce::Coalesce;
pub use cut_loops::CutLoops;
pub use desugar_calls::DesugarCalls;
pub use desugar_specs::DesugarSpecs;
pub use fused::{lower, LowerError};
pub use hoist_uses::HoistUses;
pub use inline::Inline;
pub use measures::DesugarMeasures;
pub use passify::{Passify, Strategy};
pub use unstructure::Unstructure;

/// Options that select pass variants.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PipelineOptions {
    pub passify: Strategy,
}

/// Every pass of the lowering pipeline, in pipeline order.
pub fn pipeline(options: PipelineOptions) -> Vec<Box<dyn Pass>> {
    vec![
        Box::new(Unstructure),
        Box::new(Coalesce),
        Box::new(Inline),
        Box::new(DesugarMeasures),
        Box::new(DesugarSpecs),
        Box::new(CutLoops),
        Box::new(DesugarCalls),
        Box::new(Passify { strategy: options.passify }),
    ]
}
