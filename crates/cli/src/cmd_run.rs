//! `rboogie run [--until NAME | --passes a,b,c] FILE`: run lowering passes in process and
//! print the resulting program (the whole pipeline up to `passify` by default).

use clap::Args;

use crate::pipeline::{self, PipelineArgs};
use crate::Outcome;

#[derive(Args, Debug)]
pub struct RunArgs {
    /// A Boogie file.
    pub file: String,
    /// Run the pipeline up to and including this pass.
    #[arg(long, value_name = "NAME", conflicts_with = "passes")]
    pub until: Option<String>,
    /// Run exactly these passes, in this order.
    #[arg(long, value_name = "A,B,C", value_delimiter = ',')]
    pub passes: Option<Vec<String>>,
    #[command(flatten)]
    pub pipeline: PipelineArgs,
}

pub fn run(args: &RunArgs) -> Outcome {
    pipeline::run_and_print(&args.file, &args.pipeline, |options| match (&args.until, &args.passes) {
        (Some(name), _) => pipeline::until(name, options),
        (None, Some(names)) => pipeline::select(names, options),
        (None, None) => Ok(pipeline::registry(options)),
    })
}
