//! What the two process drivers ([`ProcessSolver`](crate::ProcessSolver) and
//! [`Rsmt2Solver`](crate::Rsmt2Solver)) share: the [`SmtSolver`](crate::SmtSolver) methods
//! whose logic does not depend on how the solver is spoken to, written once over each
//! driver's own primitives ([`Driver`]) and put into both `impl SmtSolver` blocks by
//! [`shared_solver_methods!`]; the `check-sat` text with its marker and the check of the
//! marker's reply; the parsers of `get-value` and `:reason-unknown` replies.

use std::time::{Duration, Instant};

use crate::process::{Deferred, ScopedLog};
use crate::sexp;
use crate::solver::{
    time_limit_command, SatResult, SolverConfig, SolverError, TimeLimitStyle, CHECK_MARKER, CHECK_MARKER_REPLY,
};

/// A driver's primitives, on which the shared methods are built.
pub(crate) trait Driver {
    /// The part of the driver's state that the shared methods read and change.
    fn state(&mut self) -> DriverState<'_>;

    /// Sends one command and reads one reply s-expression (an `(error ...)` reply is an
    /// error). On failure the process is discarded.
    fn exchange_one(&mut self, command: &str) -> Result<String, SolverError>;

    /// Sends `n` commands that answer `success` (after the deferred `push`/`pop`) and reads
    /// their replies before `deadline`. On failure the process is discarded.
    fn exchange_success(&mut self, text: &str, n: usize, deadline: Instant) -> Result<(), SolverError>;

    /// Kills and forgets the process (deferred `push`/`pop` are in the replay log already).
    fn discard(&mut self);

    /// Discards the process and returns `e`.
    fn fail<T>(&mut self, e: SolverError) -> Result<T, SolverError>;
}

/// See [`Driver::state`].
pub(crate) struct DriverState<'a> {
    pub(crate) config: &'a mut SolverConfig,
    /// The commands that succeeded, for replay after a respawn.
    pub(crate) log: &'a mut ScopedLog,
    /// `push`/`pop` not written yet.
    pub(crate) deferred: &'a mut Deferred,
    /// How long the last `check` took, when it answered `unknown`.
    pub(crate) last_unknown: &'a mut Option<Duration>,
    /// Whether the process is to be discarded at the next `pop` (a long check ran in it).
    pub(crate) stale: &'a mut bool,
    /// Whether a solver process is running.
    pub(crate) running: bool,
}

/// The [`SmtSolver`](crate::SmtSolver) methods both drivers take from this module, for the
/// driver's `impl SmtSolver` block (the driver implements [`Driver`]).
macro_rules! shared_solver_methods {
    () => {
        fn push(&mut self) -> Result<(), $crate::SolverError> {
            $crate::driver_common::push(self)
        }

        fn pop(&mut self) -> Result<(), $crate::SolverError> {
            $crate::driver_common::pop(self)
        }

        fn get_values(&mut self, terms: &[&str]) -> Result<Vec<String>, $crate::SolverError> {
            $crate::driver_common::get_values(self, terms)
        }

        fn model(&mut self) -> Result<String, $crate::SolverError> {
            $crate::driver_common::model(self)
        }

        fn reason_unknown(&mut self) -> Result<Option<String>, $crate::SolverError> {
            $crate::driver_common::reason_unknown(self)
        }

        fn set_time_limit(&mut self, limit: Option<std::time::Duration>) -> Result<(), $crate::SolverError> {
            $crate::driver_common::set_time_limit(self, limit)
        }

        fn query(&mut self, command: &str) -> Result<String, $crate::SolverError> {
            $crate::driver_common::query(self, command)
        }
    };
}
pub(crate) use shared_solver_methods;

/// `push`: written with the next command (see [`Deferred`]); a process started later
/// replays it from the log.
pub(crate) fn push(d: &mut impl Driver) -> Result<(), SolverError> {
    let state = d.state();
    if state.running {
        state.deferred.push();
    }
    state.log.push();
    Ok(())
}

/// `pop`: a dead process needs no pop (the replay log shrinks); a live one gets it with the
/// next command. A stale process (a long check ran in it, [`SolverConfig::fresh_after`]) is
/// discarded instead: the next command starts a new one with the commands still in scope.
pub(crate) fn pop(d: &mut impl Driver) -> Result<(), SolverError> {
    let state = d.state();
    if state.log.marks.is_empty() {
        return Err(SolverError::BadCommand("pop without a matching push".into()));
    }
    if std::mem::take(state.stale) && state.running {
        tracing::debug!(solver = %state.config.kind, "a new solver process after a long check");
        d.discard();
        d.state().log.pop();
        return Ok(());
    }
    let state = d.state();
    if state.running {
        state.deferred.pop();
    }
    state.log.pop();
    Ok(())
}

/// The text of a check: `(check-sat)`, or `(check-sat-assuming (a...))` when `assumptions`
/// is not empty, followed by [`CHECK_MARKER`] in the same write.
pub(crate) fn check_command(assumptions: &[&str]) -> String {
    if assumptions.is_empty() {
        format!("(check-sat)\n{CHECK_MARKER}\n")
    } else {
        format!("(check-sat-assuming ({}))\n{CHECK_MARKER}\n", assumptions.join(" "))
    }
}

/// The end of a check, given its answer `sat` as the driver parsed it: the reply to
/// [`CHECK_MARKER`] read after the answer must be [`CHECK_MARKER_REPLY`] (a stale or extra
/// answer shifts it), else the process is discarded.
pub(crate) fn finish_check(d: &mut impl Driver, sat: SatResult, marker: &str, took: Duration) -> Result<SatResult, SolverError> {
    if marker != CHECK_MARKER_REPLY {
        let e = match sexp::error_message(marker) {
            Some(msg) => SolverError::Solver(msg),
            None => SolverError::Protocol(format!("stale or extra answer '{}' after check-sat", sexp::shorten(marker))),
        };
        return d.fail(e);
    }
    let state = d.state();
    *state.last_unknown = (sat == SatResult::Unknown).then_some(took);
    if state.config.fresh_after.is_some_and(|f| took >= f) {
        *state.stale = true;
    }
    Ok(sat)
}

/// How much earlier than the time limit an `unknown` may come and still count as the
/// solver's own time-out (start-up and rounding of the solver's clock).
const TIMEOUT_SLACK: Duration = Duration::from_millis(100);

/// `get-value`.
pub(crate) fn get_values(d: &mut impl Driver, terms: &[&str]) -> Result<Vec<String>, SolverError> {
    if terms.is_empty() {
        return Ok(Vec::new());
    }
    let reply = d.exchange_one(&format!("(get-value ({}))", terms.join(" ")))?;
    match parse_values(&reply, terms.len()) {
        Ok(values) => Ok(values),
        Err(e) => d.fail(e),
    }
}

/// `get-model`: the reply as framed.
pub(crate) fn model(d: &mut impl Driver) -> Result<String, SolverError> {
    d.exchange_one("(get-model)")
}

/// `get-info :reason-unknown`, asked only after `unknown`.
pub(crate) fn reason_unknown(d: &mut impl Driver) -> Result<Option<String>, SolverError> {
    let state = d.state();
    // Solvers refuse the question after sat or unsat (cvc5 with an error).
    let Some(took) = *state.last_unknown else { return Ok(None) };
    if !state.config.kind.profile().reason_unknown {
        // A solver that cannot say why (yices) answers `unknown` when its own time limit
        // ends the check: an `unknown` that took the whole limit is a time-out.
        let limit = state.config.time_limit;
        return Ok(limit.filter(|l| took + TIMEOUT_SLACK >= *l).map(|_| "timeout".to_string()));
    }
    let reply = d.exchange_one("(get-info :reason-unknown)")?;
    match parse_reason(&reply) {
        Some(reason) => Ok(Some(reason)),
        None => d.fail(SolverError::Protocol(format!("bad :reason-unknown reply '{}'", sexp::shorten(&reply)))),
    }
}

/// The time limit: an option is sent to a running solver at once.
pub(crate) fn set_time_limit(d: &mut impl Driver, limit: Option<Duration>) -> Result<(), SolverError> {
    let state = d.state();
    if state.config.time_limit == limit {
        return Ok(());
    }
    state.config.time_limit = limit;
    match (state.config.kind.profile().time_limit, state.running) {
        (TimeLimitStyle::OptionMillis(option, none), true) => {
            let deadline = state.config.deadline();
            let command = time_limit_command(option, none, limit);
            d.exchange_success(&command, 1, deadline)
        }
        // A flag (or no process yet): the new settings apply at the next start.
        _ => {
            d.discard();
            Ok(())
        }
    }
}

/// A command that answers with one s-expression; exactly one command.
pub(crate) fn query(d: &mut impl Driver, command: &str) -> Result<String, SolverError> {
    match sexp::count_commands(command) {
        Ok(1) => d.exchange_one(command),
        Ok(n) => Err(SolverError::BadCommand(format!("expected one command, got {n}"))),
        Err(e) => Err(SolverError::BadCommand(e)),
    }
}

/// Parses a `get-value` reply `((t1 v1) (t2 v2) ...)` into the values, by position.
fn parse_values(reply: &str, expected: usize) -> Result<Vec<String>, SolverError> {
    if let Some(msg) = sexp::error_message(reply) {
        return Err(SolverError::Solver(msg));
    }
    let bad = || SolverError::Protocol(format!("bad get-value reply '{}'", sexp::shorten(reply)));
    let items = sexp::list_items(reply).ok_or_else(bad)?;
    if items.len() != expected {
        return Err(SolverError::Protocol(format!("get-value returned {} values for {expected} terms", items.len())));
    }
    let mut values = Vec::with_capacity(expected);
    for item in items {
        let pair = sexp::list_items(&item).ok_or_else(bad)?;
        if pair.len() != 2 {
            return Err(bad());
        }
        values.push(pair[1].clone());
    }
    Ok(values)
}

/// Parses `(:reason-unknown x)` into `x` without quotes.
fn parse_reason(reply: &str) -> Option<String> {
    let items = sexp::list_items(reply)?;
    if items.len() != 2 || items[0] != ":reason-unknown" {
        return None;
    }
    Some(sexp::unquote(&items[1]))
}
