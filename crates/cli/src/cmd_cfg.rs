//! `rboogie cfg FILE [--proc NAME]`: the flowgraph of each implementation as GraphViz
//! `.dot` text (one `digraph` per implementation, in declaration order): the pipeline run
//! to the `cfg` analysis, which reads the program `unstructure` makes, so the blocks drawn
//! are the ones Boogie's execution traces name (a saved unstructured program is drawn as it
//! is).

use clap::Args;

use crate::cmd_run::OutArgs;
use crate::pipeline::{self, Flowgraphs, Stage, StageArgs};
use crate::Outcome;

#[derive(Args, Debug)]
pub struct CfgArgs {
    /// A Boogie file.
    pub file: String,
    /// Only the implementations of this procedure.
    #[arg(long, value_name = "NAME")]
    pub proc: Option<String>,
}

pub fn run(args: &CfgArgs) -> Outcome {
    let stages = pipeline::registry(&StageArgs::default());
    let cfg = Stage::Analysis(Box::new(Flowgraphs { proc: args.proc.clone() }));
    let mut stretch: Vec<&Stage> = stages.iter().take_while(|s| s.pass().map(|p| p.name()) != Some("coalesce")).filter(|s| !s.is_branch()).collect();
    stretch.push(&cfg);
    let out = OutArgs {
        stages: StageArgs::default(),
        watch: Default::default(),
        check: crate::cmd_verify::CheckArgs::default(),
        json: false,
    };
    crate::cmd_pass::run_stretch(&stretch, &args.file, &OutArgs { watch: crate::observe::WatchArgs { no_validate: true, ..out.watch.clone() }, ..out })
}
