//! `rboogie prove FILE.smt2`: the `prove` stage of the pipeline on a script written by
//! `rboogie vcgen` (`--vc wp`), reporting what `verify` reports (errors, traces, summary),
//! read back from the constants' names alone.

use std::path::PathBuf;

use clap::Args;

use crate::cmd_verify::CheckArgs;
use crate::observe::Watch;
use crate::output::Out;
use crate::pipeline::{self, Stage, StageArgs};
use crate::runner::{self, Context, Value};
use crate::{report, Outcome};

#[derive(Args, Debug)]
pub struct ProveArgs {
    /// The SMT-LIB script.
    pub file: PathBuf,
    #[command(flatten)]
    pub check: CheckArgs,
}

pub fn run(args: &ProveArgs) -> Outcome {
    let file = args.file.to_string_lossy().to_string();
    let solver = match args.check.options(1, None) {
        Ok(o) => o,
        Err(m) => {
            Out::stderr().line(&format!("rboogie: error: {m}"));
            return Outcome::ToolFailure;
        }
    };
    let stages = pipeline::registry(&StageArgs::default());
    let stretch: Vec<&Stage> = stages.iter().filter(|s| matches!(s, Stage::Prove)).collect();
    let mut cx = Context {
        diag: Out::stderr(),
        warnings_to: None,
        warnings: Vec::new(),
        last_file: file.clone(),
        watch: Watch::new(false, None, false, &file),
        figures: Default::default(),
        vc: Default::default(),
        solver: Ok(solver),
        early: None,
        units: false,
        terms_fallback: None,
        progress: None,
    };
    let results = match runner::execute(&stretch, Value::Files(vec![file]), &mut cx) {
        Ok(Value::Results(results)) => results,
        Ok(_) => return Outcome::ToolFailure,
        Err(runner::Failure::Input(m)) => {
            Out::stderr().line(&m);
            return Outcome::InputErrors;
        }
        Err(f) => return f.report(true),
    };
    report::print_notes(&results);
    let mut out = Out::stdout();
    for w in &cx.warnings {
        out.line(w);
    }
    report::print_text(&mut out, &results, args.check.error_trace);
    crate::cmd_verify::exit_outcome(&results)
}
