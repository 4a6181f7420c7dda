//! `rboogie pass NAME FILE`: run one pass on a program already in its input form and
//! print the result. A program in a lower form is rejected with a message naming its form.

use clap::Args;

use crate::pipeline::{self, PipelineArgs};
use crate::Outcome;

#[derive(Args, Debug)]
pub struct PassArgs {
    /// The pass to run (see `rboogie passes`).
    pub name: String,
    /// A Boogie file in the pass's input form (e.g. the output of the previous pass).
    pub file: String,
    #[command(flatten)]
    pub pipeline: PipelineArgs,
}

pub fn run(args: &PassArgs) -> Outcome {
    pipeline::run_and_print(&args.file, &args.pipeline, |options| pipeline::select(std::slice::from_ref(&args.name), options))
}
