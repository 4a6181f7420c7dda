//! `rboogie prove FILE.smt2`: run a script written by `rboogie vcgen` and report what
//! `verify` reports (errors, traces, summary), read back from the constants' names alone.

use std::path::PathBuf;

use clap::Args;

use crate::cmd_verify::{self, CheckArgs, VerifyArgs};
use crate::output::Out;
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
        type_encoding: "auto".into(),
        infer_modifies: false,
        proc: Vec::new(),
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
            cmd_verify::print_notes(&results);
            for w in text.lines().filter_map(|l| l.strip_prefix(vcgen::prove::WARNING_PREFIX)) {
                out.line(w);
            }
            for r in &results {
                for line in vcgen::impl_lines(r, args.check.error_trace) {
                    out.line(&line);
                }
            }
            out.line("");
            out.line(&vcgen::summary_line(&results));
            if results.iter().all(|r| r.outcome == vcgen::Outcome::Verified) {
                Outcome::Success
            } else {
                Outcome::InputErrors
            }
        }
        Err(m) => {
            err.line(&format!("rboogie: error: {m}"));
            Outcome::ToolFailure
        }
    }
}
