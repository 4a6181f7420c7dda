//! `rboogie smt FILE.smt2`: replay an SMT-LIB script through a chosen solver and driver,
//! printing each answer (for re-running a dumped query on another solver).
//!
//! A solver that hangs is killed at the time limit and `timeout` is printed (exit 0: the
//! script was run as far as the limit allows). A crash, an early exit, an `(error ...)`
//! or garbage is reported on stderr as `error: ...` with exit code 3; a script that is
//! not well-formed SMT-LIB, or a file that cannot be read, exits with 1.

use std::path::PathBuf;
use std::time::Duration;

use clap::Args;
use smt_backend::{locate_solver, replay_script, DriverKind, ReplayOptions, SolverError, SolverKind};

use crate::output::Out;
use crate::Outcome;

#[derive(Args, Debug)]
pub struct SmtArgs {
    /// The SMT-LIB 2 script.
    pub file: String,
    /// Which solver: z3, cvc5 or yices.
    #[arg(long, default_value = "z3", value_parser = parse_solver)]
    pub solver: SolverKind,
    /// The solver binary (default: $RBOOGIE_Z3 / $RBOOGIE_CVC5 / $RBOOGIE_YICES, the project's .venv, then PATH).
    #[arg(long, value_name = "PATH")]
    pub solver_path: Option<PathBuf>,
    /// Which driver talks to the solver: own (default) or rsmt2.
    #[arg(long, default_value = "own", value_parser = parse_driver)]
    pub solver_driver: DriverKind,
    /// Time limit per command in seconds (0 = none).
    #[arg(long, value_name = "SECS", default_value_t = 0)]
    pub time_limit: u64,
}

fn parse_solver(s: &str) -> Result<SolverKind, String> {
    s.parse()
}

fn parse_driver(s: &str) -> Result<DriverKind, String> {
    s.parse()
}

pub fn run(args: &SmtArgs) -> Outcome {
    let mut err = Out::stderr();
    let script = match std::fs::read_to_string(&args.file) {
        Ok(text) => text,
        Err(e) => {
            err.line(&format!("error: cannot read {}: {e}", args.file));
            return Outcome::InputErrors;
        }
    };
    let path = match locate_solver(args.solver, args.solver_path.as_deref()) {
        Ok(path) => path,
        Err(msg) => {
            err.line(&format!("error: {msg}"));
            return Outcome::ToolFailure;
        }
    };
    let opts = ReplayOptions {
        kind: args.solver,
        path,
        driver: args.solver_driver,
        time_limit: (args.time_limit > 0).then(|| Duration::from_secs(args.time_limit)),
    };
    let mut stdout = std::io::stdout().lock();
    match replay_script(&script, &opts, &mut stdout) {
        Ok(_) => Outcome::Success,
        Err(e @ SolverError::BadCommand(_)) => {
            err.line(&format!("{}: error: {e}", args.file));
            Outcome::InputErrors
        }
        Err(e) => {
            err.line(&format!("error: {e}"));
            Outcome::ToolFailure
        }
    }
}
