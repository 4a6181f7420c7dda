//! `rboogie run [--until NAME | --passes A,B,C] FILE`: run the pipeline in process, from
//! `parse` and `check` to `NAME` (every lowering pass by default: the program `verify`
//! proves), or exactly the passes listed, and print what it ends with: a program as Boogie
//! text (`--json`: its JSON form), a VC or script as SMT-LIB, results as Boogie prints them,
//! an analysis's report. FILE is Boogie text or a JSON program written by `print --json`.

use clap::Args;

use crate::cmd_verify::CheckArgs;
use crate::observe::WatchArgs;
use crate::pipeline::{self, Stage, StageArgs};
use crate::Outcome;

#[derive(Args, Debug)]
pub struct RunArgs {
    /// A Boogie file, or a JSON program (`.json`).
    pub file: String,
    /// Run the pipeline up to and including this stage.
    #[arg(long, value_name = "NAME", conflicts_with = "passes")]
    pub until: Option<String>,
    /// Run exactly these stages, in this order (after `parse` and `check`).
    #[arg(long, value_name = "A,B,C", value_delimiter = ',')]
    pub passes: Option<Vec<String>>,
    #[command(flatten)]
    pub out: OutArgs,
}

/// The options shared by `run` and `pass`.
#[derive(Args, Debug, Clone)]
pub struct OutArgs {
    #[command(flatten)]
    pub stages: StageArgs,
    #[command(flatten)]
    pub watch: WatchArgs,
    #[command(flatten)]
    pub check: CheckArgs,
    /// Print a resulting program as JSON (the form `print --json` writes).
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: &RunArgs) -> Outcome {
    // The `reach` analysis names commands by the marks of `reach-marks`.
    let marks = args.out.stages.reach_marks || matches!(args.until.as_deref(), Some("reach" | "reach-marks"));
    let stages = pipeline::registry(&pipeline::StageArgs { reach_marks: marks, ..args.out.stages.clone() });
    let chosen = match choose(&stages, args) {
        Ok(chosen) => chosen,
        Err(m) => {
            crate::output::Out::stderr().line(&format!("rboogie: error: {m}"));
            return Outcome::InputErrors;
        }
    };
    crate::cmd_pass::run_stretch(&chosen, &args.file, &args.out)
}

/// The stretch of `stages` to run: `parse`, `check`, then every stage up to `--until` (the
/// branches only if named), or the stages of `--passes`.
fn choose<'s>(stages: &'s [Stage], args: &RunArgs) -> Result<Vec<&'s Stage>, String> {
    let front = stages.iter().take_while(|s| matches!(s, Stage::Parse | Stage::InferModifies(_) | Stage::Check));
    if let Some(names) = &args.passes {
        let named = names.iter().map(|n| pipeline::position(stages, n).map(|i| &stages[i])).collect::<Result<Vec<_>, _>>()?;
        return Ok(front.chain(named.into_iter().filter(|s| !matches!(s, Stage::Parse | Stage::InferModifies(_) | Stage::Check))).collect());
    }
    let last = match &args.until {
        Some(name) => pipeline::position(stages, name)?,
        None => stages.iter().rposition(|s| s.pass().is_some()).unwrap_or(0),
    };
    Ok(stages[..=last].iter().enumerate().filter(|(i, s)| *i == last || !s.is_branch()).map(|(_, s)| s).collect())
}
