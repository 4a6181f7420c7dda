//! Array extensionality on demand: prove in the weaker theory first.
//!
//! Boogie maps become SMT arrays. z3's array theory is extensional (two arrays with the
//! same elements are equal), which is what current Boogie's default encoding means; the
//! encodings of Boogie 2.x (`-typeEncoding:p`/`a`) leave maps uninterpreted and have no
//! extensionality. Extensionality is rarely what a proof needs, and it can cost a great
//! deal: when arrays are arguments of uninterpreted functions, theory combination splits
//! on their equalities, every disequality adds a witness index, and a witness that feeds a
//! quantifier makes new arrays (Boogie's `test21/MapAxiomsConsistency`: z3 does not finish
//! in 30 s; without extensionality it answers at once).
//!
//! [`ArrayExt::OnDemand`] (the default with z3, the only solver here with a switch for it)
//! therefore asks in three steps:
//!
//! 1. **Probe**, without extensionality. Every extensional model is a model of the weaker
//!    theory, so `unsat` there is `unsat` with extensionality: *verified*, soundly. A
//!    time-out (or memory, resource) ends the implementation with that outcome.
//! 2. Otherwise the same query **with extensionality**, its first check bounded by a
//!    deterministic resource budget (z3's `rlimit`): `factor` ([`DEFAULT_FACTOR`]) times
//!    the work the failed probe took, and at least `budget` ([`DEFAULT_BUDGET`]). `unsat`:
//!    verified (the proof needed extensionality). `sat`/`unknown`: the errors are read from
//!    this model and the usual loop goes on, without a budget.
//! 3. If the budget runs out on that first check (not the time limit: a time-out stays
//!    a time-out), the query again **without extensionality**, and its errors are
//!    reported. This is the one place where the answer depends on the budget: an error
//!    ("could not be proved") where a longer extensional search might have found a proof
//!    or a time-out. It is never a "verified" (that still needs `unsat`), so soundness is
//!    not at stake.
//!
//! The steps share the implementation's time limit (each gets what the earlier ones left).
//!
//! An implementation whose VC has no array term goes straight to the usual loop (the
//! switch changes nothing there). [`ArrayExt::Always`] and [`ArrayExt::Never`] fix the
//! theory instead (`rboogie verify --array-ext always|never|on-demand`).

use std::time::{Duration, Instant};

use smt_backend::{SmtSolver, SolverError};

use crate::verify::Outcome;

/// How array extensionality is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrayExt {
    /// Extensional arrays throughout (current Boogie's default encoding).
    Always,
    /// No extensionality (Boogie 2.x, `-typeEncoding:p`/`a`).
    Never,
    /// The three steps of the module doc: the first extensional check may take `factor`
    /// times the work of the failed probe, and at least `budget` (z3's `rlimit` units).
    OnDemand { budget: u64, factor: u64 },
}

/// The least `rlimit` of the extensional check after a failed probe (z3 4.8.12 and 5.4
/// spend 0.1–0.2 s on it in `MapAxiomsConsistency`'s loop; docs/BENCHMARKS.md).
pub const DEFAULT_BUDGET: u64 = 300_000;

impl ArrayExt {
    /// Parses `always`, `never`, `on-demand`.
    pub fn from_name(name: &str, budget: u64, factor: u64) -> Option<ArrayExt> {
        match name {
            "always" => Some(ArrayExt::Always),
            "never" => Some(ArrayExt::Never),
            "on-demand" => Some(ArrayExt::OnDemand { budget, factor }),
            _ => None,
        }
    }
}

/// How one attempt at an implementation is run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Return after the first answer unless it is `unsat` or a time-out.
    Probe,
    /// The usual loop, with the first check bounded by this `rlimit`.
    Budget(u64),
    /// The usual loop.
    Full,
}

/// One attempt: the extensionality switch to set first (`None`: leave it as it is), the
/// mode, and the time limit of its checks (what the earlier attempts left; `None`: none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub ext: Option<bool>,
    pub mode: Mode,
    pub limit: Option<Duration>,
}

/// What an attempt ended with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// The implementation's outcome (errors, if any, are the attempt's).
    Done(Outcome),
    /// A probe whose answer was `sat` or `unknown` (nothing reported), and the work it
    /// took (z3's `rlimit` count; 0 if unknown).
    ProbeFailed { work: u64 },
    /// The budget ran out on the first check (nothing reported).
    Exhausted,
}

/// Runs the attempts `policy` calls for and returns the outcome. `arrays`: whether the
/// query has array terms; `switchable`: whether the solver has the switch (z3); `limit`:
/// the implementation's time limit, which the attempts share (the first gets all of it,
/// later ones what is left, so that "timed out after N seconds" stays true).
/// `attempt` must report errors only when it returns [`Attempt::Done`].
pub fn run(
    policy: ArrayExt,
    arrays: bool,
    switchable: bool,
    limit: Option<Duration>,
    mut attempt: impl FnMut(Step) -> Attempt,
) -> (Outcome, &'static str) {
    let started = Instant::now();
    let mut first = true;
    let mut step = |ext: Option<bool>, mode: Mode| {
        let left = if first { Some(limit) } else { remaining(limit, started) };
        first = false;
        match left {
            Some(limit) => attempt(Step { ext, mode, limit }),
            None => Attempt::Done(Outcome::TimedOut),
        }
    };
    let once = |a: Attempt| match a {
        Attempt::Done(o) => o,
        // Only a probe or a budget gives these; a full attempt never does.
        Attempt::ProbeFailed { .. } | Attempt::Exhausted => Outcome::Inconclusive,
    };
    if !switchable || !arrays {
        return (once(step(None, Mode::Full)), "");
    }
    let (budget, factor) = match policy {
        ArrayExt::Always => return (once(step(Some(true), Mode::Full)), ""),
        ArrayExt::Never => return (once(step(Some(false), Mode::Full)), ""),
        ArrayExt::OnDemand { budget, factor } => (budget, factor),
    };
    let work = match step(Some(false), Mode::Probe) {
        Attempt::Done(o) => return (o, ""),
        Attempt::ProbeFailed { work } => work,
        Attempt::Exhausted => 0,
    };
    let budget = budget.max(work.saturating_mul(factor));
    tracing::debug!(work, budget, "probe without extensionality failed");
    match step(Some(true), Mode::Budget(budget)) {
        Attempt::Done(o) => return (o, "extensionality: probe without it failed, answered with it"),
        Attempt::ProbeFailed { .. } | Attempt::Exhausted => {}
    }
    tracing::debug!(budget, "extensional check out of budget");
    (
        once(step(Some(false), Mode::Full)),
        "extensionality: budget exhausted, answered without it",
    )
}

/// The default `factor` of [`ArrayExt::OnDemand`]: the extensional check may take this many
/// times the work the failed probe took. With 20, `havoc0/MouseClassFindMorePorts` under `--vc sp`
/// (probe 1.0 M, extensional proof over 20 M) was reported as an error; with 100 it is
/// verified, and `MapAxiomsConsistency` (probe 6 k) still falls back after 0.3 M.
pub const DEFAULT_FACTOR: u64 = 100;

/// The z3 query of its resource counter, cumulative over the process.
const RLIMIT_QUERY: &str = "(get-info :rlimit)";

/// The counter in z3's reply `(:rlimit N)`.
fn parse_rlimit(reply: &str) -> Option<u64> {
    reply.trim().strip_prefix("(:rlimit")?.trim().strip_suffix(')')?.trim().parse().ok()
}

/// The time limit left for an attempt when the implementation's first attempt began at
/// `start`. `None`: no time is left; `Some(None)`: there is no limit.
fn remaining(limit: Option<Duration>, start: Instant) -> Option<Option<Duration>> {
    match limit {
        None => Some(None),
        Some(l) => l.checked_sub(start.elapsed()).filter(|d| !d.is_zero()).map(Some),
    }
}

/// The solver's extensionality switch as last set, for one solver process.
#[derive(Debug)]
pub struct Switch(bool);

impl Default for Switch {
    /// z3 starts extensional.
    fn default() -> Switch {
        Switch(true)
    }
}

impl Switch {
    /// Sets the switch to `want` (`None`: leave it) unless it is already so.
    pub fn set(&mut self, solver: &mut (dyn SmtSolver + Send), want: Option<bool>) -> Result<(), SolverError> {
        match want {
            Some(w) if w != self.0 => {
                solver.send(&format!("(set-option :smt.array.extensional {w})\n"))?;
                self.0 = w;
                Ok(())
            }
            _ => Ok(()),
        }
    }
}

/// z3's resource counter, cumulative over the process (`None` if the reply is not read).
pub fn rlimit_count(solver: &mut (dyn SmtSolver + Send)) -> Result<Option<u64>, SolverError> {
    Ok(parse_rlimit(&solver.query(RLIMIT_QUERY)?))
}

/// The z3 command that sets the `rlimit` of later checks (0: none).
pub fn rlimit_command(limit: u64) -> String {
    format!("(set-option :rlimit {limit})\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(policy: ArrayExt, arrays: bool, switchable: bool, answers: &[Attempt]) -> (Vec<Step>, Outcome) {
        let mut seen = Vec::new();
        let mut it = answers.iter().cloned();
        let (o, _) = run(policy, arrays, switchable, None, |s| {
            seen.push(s);
            it.next().expect("more attempts than answers")
        });
        (seen, o)
    }

    const OD: ArrayExt = ArrayExt::OnDemand { budget: 7, factor: 3 };

    #[test]
    fn a_proof_without_extensionality_is_final() {
        let (s, o) = steps(OD, true, true, &[Attempt::Done(Outcome::Verified)]);
        assert_eq!(s, vec![Step { ext: Some(false), mode: Mode::Probe, limit: None }]);
        assert_eq!(o, Outcome::Verified);
    }

    #[test]
    fn a_failed_probe_asks_again_with_extensionality_and_its_answer_stands() {
        let (s, o) = steps(OD, true, true, &[Attempt::ProbeFailed { work: 0 }, Attempt::Done(Outcome::Errors)]);
        assert_eq!(s[1], Step { ext: Some(true), mode: Mode::Budget(7), limit: None });
        assert_eq!(s.len(), 2);
        assert_eq!(o, Outcome::Errors);
    }

    #[test]
    fn an_exhausted_budget_falls_back_to_the_weaker_theory() {
        let (s, o) =
            steps(OD, true, true, &[Attempt::ProbeFailed { work: 0 }, Attempt::Exhausted, Attempt::Done(Outcome::Errors)]);
        assert_eq!(s[2], Step { ext: Some(false), mode: Mode::Full, limit: None });
        assert_eq!(o, Outcome::Errors);
    }

    #[test]
    fn no_arrays_or_no_switch_is_one_plain_attempt() {
        for (arrays, sw) in [(false, true), (true, false)] {
            let (s, _) = steps(OD, arrays, sw, &[Attempt::Done(Outcome::Errors)]);
            assert_eq!(s, vec![Step { ext: None, mode: Mode::Full, limit: None }]);
        }
        let (s, _) = steps(ArrayExt::Never, true, true, &[Attempt::Done(Outcome::Errors)]);
        assert_eq!(s, vec![Step { ext: Some(false), mode: Mode::Full, limit: None }]);
        let (s, _) = steps(ArrayExt::Always, true, true, &[Attempt::Done(Outcome::Verified)]);
        assert_eq!(s, vec![Step { ext: Some(true), mode: Mode::Full, limit: None }]);
    }

    #[test]
    fn a_stray_probe_answer_from_a_full_attempt_is_never_verified() {
        let (_, o) = steps(ArrayExt::Always, true, true, &[Attempt::ProbeFailed { work: 0 }]);
        assert_eq!(o, Outcome::Inconclusive);
    }

    #[test]
    fn a_hard_probe_earns_the_extensional_check_a_larger_budget() {
        let (s, _) = steps(OD, true, true, &[Attempt::ProbeFailed { work: 1000 }, Attempt::Done(Outcome::Errors)]);
        assert_eq!(s[1].mode, Mode::Budget(3000));
    }

    #[test]
    fn the_first_attempt_gets_the_whole_time_limit_and_later_ones_the_rest() {
        let limit = Some(Duration::from_secs(30));
        let mut seen = Vec::new();
        let answers = [Attempt::ProbeFailed { work: 0 }, Attempt::Done(Outcome::Errors)];
        let mut it = answers.iter().cloned();
        run(OD, true, true, limit, |s| {
            seen.push(s.limit);
            it.next().unwrap()
        });
        assert_eq!(seen[0], limit);
        assert!(seen[1].is_some_and(|l| l <= Duration::from_secs(30)), "{seen:?}");
    }

    #[test]
    fn attempts_share_one_time_limit() {
        let now = Instant::now();
        assert_eq!(remaining(None, now), Some(None));
        let left = remaining(Some(Duration::from_secs(30)), now).unwrap().unwrap();
        assert!(left <= Duration::from_secs(30) && left > Duration::from_secs(29));
        let long_ago = now.checked_sub(Duration::from_secs(40)).unwrap_or(now);
        if long_ago != now {
            assert_eq!(remaining(Some(Duration::from_secs(30)), long_ago), None);
        }
    }

    #[test]
    fn rlimit_replies_are_read() {
        assert_eq!(parse_rlimit("(:rlimit 71)"), Some(71));
        assert_eq!(parse_rlimit(" (:rlimit   12345)\n"), Some(12345));
        assert_eq!(parse_rlimit("(error \"x\")"), None);
    }
}
