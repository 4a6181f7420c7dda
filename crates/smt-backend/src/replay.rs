//! `rboogie smt FILE.smt2`: runs an SMT-LIB script through a chosen solver and driver and prints each answer.

use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use crate::process::ProcessSolver;
use crate::rsmt2_driver::Rsmt2Solver;
use crate::sexp;
use crate::solver::{DriverKind, SatResult, SmtSolver, SolverConfig, SolverError, SolverKind};

/// Options of [`replay_script`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayOptions {
    /// Which solver's table to use.
    pub kind: SolverKind,
    /// The solver binary (see [`crate::locate_solver`]).
    pub path: PathBuf,
    /// Which driver.
    pub driver: DriverKind,
    /// Time limit per command; a solver still silent at 1.1 times the limit is killed.
    pub time_limit: Option<Duration>,
}

/// What a replay did.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ReplayOutcome {
    /// How many answers were printed.
    pub answers: usize,
    /// The solver was killed at the time limit: `timeout` was printed and the rest of the script skipped.
    pub timed_out: bool,
    /// The `check-sat` answers in order (`timeout` not included).
    pub results: Vec<SatResult>,
}

/// A solver for `config` with the chosen driver.
pub fn make_solver(config: SolverConfig, driver: DriverKind) -> Box<dyn SmtSolver + Send> {
    match driver {
        DriverKind::Own => Box::new(ProcessSolver::new(config)),
        DriverKind::Rsmt2 => Box::new(Rsmt2Solver::new(config)),
    }
}

/// Runs `script` on the solver of `opts` and prints every answer to `out`, one per line
/// (multi-line replies such as models as the solver printed them).
///
/// `set-logic` is passed to the solver at start; `:print-success`,
/// `:produce-models` and time-limit options in the script are ignored (the
/// driver owns them); `exit` ends the script. See the crate docs for the
/// exit-code mapping.
pub fn replay_script(script: &str, opts: &ReplayOptions, out: &mut dyn Write) -> Result<ReplayOutcome, SolverError> {
    let commands = sexp::split_all(script).map_err(|e| SolverError::BadCommand(format!("script: {e}")))?;
    let mut config = SolverConfig::new(opts.kind, opts.path.clone());
    config.time_limit = opts.time_limit;
    if let Some(limit) = opts.time_limit {
        config.reply_limit = config.reply_limit.max(limit);
    }
    for cmd in &commands {
        let items = sexp::list_items(cmd).unwrap_or_default();
        if items.first().map(String::as_str) == Some("set-logic") {
            config.logic = items.get(1).cloned();
            break;
        }
    }
    let mut solver = make_solver(config, opts.driver);
    let mut outcome = ReplayOutcome::default();
    let io = |e: std::io::Error| SolverError::Io(format!("writing answers: {e}"));
    for cmd in &commands {
        let Some(items) = sexp::list_items(cmd) else {
            return Err(SolverError::BadCommand(format!("'{}' is not a command", sexp::shorten(cmd))));
        };
        let head = items.first().map(String::as_str).unwrap_or("");
        let answer: Option<String> = match head {
            "set-logic" => None,
            "set-option" if is_driver_option(items.get(1).map(String::as_str)) => None,
            "exit" => break,
            "check-sat" | "check-sat-assuming" => {
                let assumptions = match head {
                    "check-sat" => Vec::new(),
                    _ => items.get(1).and_then(|a| sexp::list_items(a)).unwrap_or_default(),
                };
                let refs: Vec<&str> = assumptions.iter().map(String::as_str).collect();
                match solver.check(&refs) {
                    Ok(r) => {
                        outcome.results.push(r);
                        Some(r.to_string())
                    }
                    Err(SolverError::Timeout(_)) => {
                        writeln!(out, "timeout").map_err(io)?;
                        out.flush().map_err(io)?;
                        outcome.answers += 1;
                        outcome.timed_out = true;
                        return Ok(outcome);
                    }
                    Err(e) => return Err(e),
                }
            }
            "get-value" => {
                let terms = items.get(1).and_then(|t| sexp::list_items(t)).unwrap_or_default();
                let refs: Vec<&str> = terms.iter().map(String::as_str).collect();
                let values = solver.get_values(&refs)?;
                let pairs: Vec<String> = terms.iter().zip(&values).map(|(t, v)| format!("({t} {v})")).collect();
                Some(format!("({})", pairs.join(" ")))
            }
            "get-model" => Some(solver.model()?),
            "get-info" if items.get(1).map(String::as_str) == Some(":reason-unknown") => {
                Some(match solver.reason_unknown()? {
                    Some(reason) => format!("(:reason-unknown {})", quote_reason(&reason)),
                    None => "unsupported".to_string(),
                })
            }
            "get-info" | "get-option" | "get-assignment" | "get-unsat-core" | "get-unsat-assumptions"
            | "get-assertions" | "get-proof" => Some(solver.query(cmd)?),
            "echo" => Some(items.get(1).map(|s| sexp::unquote(s)).unwrap_or_default()),
            "push" | "pop" => {
                let n: usize = match items.get(1) {
                    None => 1,
                    Some(n) => n.parse().map_err(|_| SolverError::BadCommand(format!("bad {head} count '{n}'")))?,
                };
                for _ in 0..n {
                    if head == "push" {
                        solver.push()?;
                    } else {
                        solver.pop()?;
                    }
                }
                None
            }
            _ => {
                solver.send(cmd)?;
                None
            }
        };
        if let Some(answer) = answer {
            writeln!(out, "{answer}").map_err(io)?;
            out.flush().map_err(io)?;
            outcome.answers += 1;
        }
    }
    Ok(outcome)
}

fn is_driver_option(option: Option<&str>) -> bool {
    matches!(
        option,
        Some(":print-success" | ":produce-models" | ":timeout" | ":tlimit-per" | ":tlimit" | ":interactive-mode")
    )
}

fn quote_reason(reason: &str) -> String {
    if reason.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
        reason.to_string()
    } else {
        format!("\"{}\"", reason.replace('"', "\"\""))
    }
}
