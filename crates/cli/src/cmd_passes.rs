//! `rboogie passes`: one line per lowering pass in pipeline order: name, input form,
//! output form, description.

use crate::output::Out;
use crate::pipeline;
use crate::Outcome;

pub fn run() -> Outcome {
    let mut out = Out::stdout();
    for p in pipeline::registry(passive::PipelineOptions::default()) {
        out.line(&format!("{:<14} {:<13} {:<13} {}", p.name(), p.requires().name(), p.produces().name(), p.description()));
    }
    Outcome::Success
}
