//! `rboogie prove FILE.smt2`: run a script written by `rboogie vcgen` and report what
//! `verify` reports (errors, traces, summary), read back from the constants' names alone.

use std::path::PathBuf;

use clap::Args;

use crate::cmd_verify::{self, CheckArgs, VerifyArgs};
use crate::output::Out;
use crate::report;
use crate::Outcome;

#[derive(Args, Debug)]
pub struct ProveArgs {
    /// The SMT-LIB script.
    pub file: PathBuf,
    #[command(flatten)]
    pub check: CheckArgs,
}

pub fn run(args: &ProveArgs) -> Outcome {
    let mut out = Out::stdout();
    let mut err = Out::stderr();
    let text = match std::fs::read_to_string(&args.file) {
        Ok(t) => t,
        Err(e) => {
            err.line(&format!("rboogie: error: cannot read {}: {e}", args.file.display()));
            return Outcome::InputErrors;
        }
    };
    let va = VerifyArgs {
        files: Vec::new(),
        no_verify: false,
        check: args.check.clone(),
        jobs: 1,
        vc: "wp".into(),
        dump_dir: None,
        format: "text".into(),
    };
    let opts = match cmd_verify::options(&va) {
        Ok(o) => o,
        Err(m) => {
            err.line(&format!("rboogie: error: {m}"));
            return Outcome::ToolFailure;
        }
    };
    match vcgen::prove::prove(&text, &opts) {
        Ok(results) => {
            report::print_notes(&results);
            for w in text.lines().filter_map(|l| l.strip_prefix(vcgen::prove::WARNING_PREFIX)) {
                out.line(w);
            }
            report::print_text(&mut out, &results, args.check.error_trace);
            cmd_verify::exit_outcome(&results)
        }
        Err(m) => {
            err.line(&format!("rboogie: error: {m}"));
            Outcome::ToolFailure
        }
    }
}
