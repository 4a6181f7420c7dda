//! `rboogie prove FILE.smt2`: run a script written by `rboogie vcgen` and report what
//! `verify` reports (errors, traces, summary), read back from the constants' names alone.

use std::path::PathBuf;

use clap::Args;

use crate::cmd_verify::{self, ArrayExtArgs, VerifyArgs};
use crate::output::Out;
use crate::Outcome;

#[derive(Args, Debug)]
pub struct ProveArgs {
    /// The SMT-LIB script.
    pub file: PathBuf,
    #[arg(long, value_name = "SECS", default_value_t = 0)]
    pub time_limit: u64,
    #[arg(long, value_name = "N", default_value_t = 5)]
    pub error_limit: u32,
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u8).range(0..=2))]
    pub error_trace: u8,
    #[arg(long, value_name = "NAME", default_value = "z3")]
    pub solver: String,
    #[arg(long, value_name = "PATH")]
    pub solver_path: Option<PathBuf>,
    #[arg(long, value_name = "own|rsmt2", default_value = "own")]
    pub solver_driver: String,
    #[command(flatten)]
    pub array_ext: ArrayExtArgs,
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
        time_limit: args.time_limit,
        error_limit: args.error_limit,
        error_trace: args.error_trace,
        jobs: 1,
        vc: "wp".into(),
        solver: args.solver.clone(),
        solver_path: args.solver_path.clone(),
        solver_driver: args.solver_driver.clone(),
        dump_dir: None,
        format: "text".into(),
        array_ext: args.array_ext.clone(),
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
            for w in text.lines().filter_map(|l| l.strip_prefix(vcgen::prove::WARNING_PREFIX)) {
                out.line(w);
            }
            for r in &results {
                for line in vcgen::impl_lines(r, args.error_trace) {
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
