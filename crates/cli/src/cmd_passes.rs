//! `rboogie passes [--dot]`: the pipeline's stages in order, one line each: name, input,
//! output, description; with `--dot`, the pipeline drawn as a GraphViz graph.

use clap::Args;

use crate::output::Out;
use crate::pipeline::{self, StageArgs};
use crate::Outcome;

#[derive(Args, Debug)]
pub struct PassesArgs {
    /// Draw the pipeline as GraphViz `.dot` text.
    #[arg(long)]
    pub dot: bool,
}

pub fn run(args: &PassesArgs) -> Outcome {
    let stages = pipeline::registry(&StageArgs { reach_marks: true, peel_loops: true, ..StageArgs::default() });
    let mut out = Out::stdout();
    out.text(&if args.dot { pipeline::dot(&stages) } else { pipeline::listing(&stages) });
    Outcome::Success
}
