//! Portfolios (`verify --solver z3,cvc5 --vc wp,sp`): each implementation is verified by
//! every configuration (a solver and a VC form, a "racer") at once, each on a solver
//! process of its own; the first definitive result wins (verified: the solver answered
//! `unsat`; errors: it gave a counterexample to the whole query, nothing left out), and the processes of the others are killed
//! ([`smt_backend::KillSwitch`]). When no racer is definitive, the first racer's result
//! (in the order given) is the implementation's.
//!
//! Two definitive results that disagree (one racer verified what another refuted) are a
//! soundness alarm: the result is the one with errors (never "verified" when unsure) and
//! the alarm is in [`ImplResult::alarms`], which the cli prints.
//!
//! `jobs` counts solver processes: `max(1, jobs / racers)` lanes race their share of the
//! implementations, one at a time; in a lane each racer is a worker of
//! [`crate::verify`] (cache included) whose solver process is kept from one implementation
//! to the next and started again, with its prelude, after it was killed.

use std::path::PathBuf;
use std::sync::{Barrier, Mutex};

use boogie_ast::{ImplementationDecl, Program};
use boogie_tc::TcInfo;
use smt_backend::{KillSwitch, SolverKind};

use crate::verify::{failed, ImplResult, Options, Outcome, Worker};
use crate::vc::{VcKind, VcOptions};

/// One configuration of a portfolio.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Racer {
    pub solver: SolverKind,
    pub solver_path: PathBuf,
    pub vc: VcKind,
}

impl Racer {
    /// `z3/wp`.
    pub fn name(&self) -> String {
        format!("{}/{}", self.solver, self.vc.name())
    }
}

/// Whether `r` is definitive: verified (an `unsat` answer; a racer that dropped an axiom
/// or left an expression untranslated only had fewer facts), or errors found with the
/// whole query ([`ImplResult::partial`] false).
fn definitive(r: &ImplResult) -> bool {
    match r.outcome {
        Outcome::Verified => true,
        Outcome::Errors => !r.partial,
        _ => false,
    }
}

/// The results of `impls`, in order, each from a race of `opts.portfolio`.
pub(crate) fn run<'p>(
    program: &'p Program,
    info: &TcInfo<'p>,
    opts: &Options,
    vc: VcOptions,
    impls: &[&'p ImplementationDecl],
) -> Vec<ImplResult> {
    let racers = opts.portfolio.len().max(1);
    let lanes = (opts.jobs / racers).max(1).min(impls.len().max(1));
    let mut slots: Vec<Option<ImplResult>> = vec![None; impls.len()];
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..lanes)
            .map(|lane| {
                let mine: Vec<(usize, &'p ImplementationDecl)> =
                    impls.iter().copied().enumerate().skip(lane).step_by(lanes).collect();
                scope.spawn(move || lane_run(program, info, opts, vc, &mine))
            })
            .collect();
        for h in handles {
            if let Ok(results) = h.join() {
                for (i, r) in results {
                    slots[i] = Some(r);
                }
            }
        }
    });
    slots
        .into_iter()
        .zip(impls)
        .map(|(r, imp)| r.unwrap_or_else(|| failed(imp, opts, Outcome::SolverException, "portfolio lane failed")))
        .collect()
}

/// The options of one racer: its solver, one process, its kill switch, its transcripts.
fn racer_options(opts: &Options, racer: &Racer, switch: &KillSwitch) -> Options {
    let mut o = opts.clone();
    o.solver = racer.solver;
    o.solver_path = racer.solver_path.clone();
    o.jobs = 1;
    o.portfolio = Vec::new();
    o.kill_switch = Some(switch.clone());
    o.dump_dir = opts.dump_dir.as_ref().map(|d| d.join(format!("{}-{}", racer.solver, racer.vc.name())));
    o
}

/// The race of the current implementation: who won, and each racer's result.
struct Round {
    winner: Option<usize>,
    results: Vec<Option<ImplResult>>,
}

/// One lane: a worker per racer (its solver process kept from one implementation to the
/// next, started again after it was killed), racing `mine` one implementation at a time.
fn lane_run<'p>(
    program: &'p Program,
    info: &TcInfo<'p>,
    opts: &Options,
    vc: VcOptions,
    mine: &[(usize, &'p ImplementationDecl)],
) -> Vec<(usize, ImplResult)> {
    let racers = &opts.portfolio;
    let switches: Vec<KillSwitch> = racers.iter().map(|_| KillSwitch::new()).collect();
    let barrier = Barrier::new(racers.len());
    let round = Mutex::new(Round { winner: None, results: vec![None; racers.len()] });
    let out: Mutex<Vec<(usize, ImplResult)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for (k, racer) in racers.iter().enumerate() {
            let (switches, barrier, round, out) = (&switches, &barrier, &round, &out);
            scope.spawn(move || {
                let o = racer_options(opts, racer, &switches[k]);
                let mut worker = Worker::new(program, info, &o, VcOptions { kind: racer.vc, ..vc }, k, None);
                for &(i, imp) in mine {
                    let r = worker.verify(imp);
                    if let Ok(mut rd) = round.lock() {
                        if definitive(&r) && !switches[k].thrown() && rd.winner.is_none() {
                            rd.winner = Some(k);
                            for (j, s) in switches.iter().enumerate() {
                                if j != k {
                                    s.kill_all();
                                }
                            }
                        }
                        rd.results[k] = Some(r);
                    }
                    // Every racer is done with `imp`: one of them reports, and the switches
                    // are reset before anyone starts the next implementation.
                    if barrier.wait().is_leader() {
                        if let Ok(mut rd) = round.lock() {
                            let results = std::mem::replace(&mut rd.results, vec![None; racers.len()]);
                            let chosen = choose(racers, rd.winner.take(), results, imp, opts);
                            if let Ok(mut out) = out.lock() {
                                out.push((i, chosen));
                            }
                        }
                        for s in switches {
                            s.reset();
                        }
                    }
                    barrier.wait();
                }
            });
        }
    });
    out.into_inner().unwrap_or_default()
}

/// The race's result: the winner's, or the first racer's; errors and an alarm when two
/// definitive results disagree.
fn choose(racers: &[Racer], winner: Option<usize>, results: Vec<Option<ImplResult>>, imp: &ImplementationDecl, opts: &Options) -> ImplResult {
    let verdicts: Vec<(usize, Outcome)> =
        results.iter().enumerate().filter_map(|(k, r)| r.as_ref().filter(|r| definitive(r)).map(|r| (k, r.outcome))).collect();
    let proved: Vec<usize> = verdicts.iter().filter(|(_, o)| *o == Outcome::Verified).map(|(k, _)| *k).collect();
    let refuted: Vec<usize> = verdicts.iter().filter(|(_, o)| *o == Outcome::Errors).map(|(k, _)| *k).collect();
    let mut results = results;
    if let (Some(&p), Some(&e)) = (proved.first(), refuted.first()) {
        let mut r = results[e].take().unwrap_or_else(|| failed(imp, opts, Outcome::Errors, ""));
        r.alarms.push(format!(
            "soundness alarm: {} verified '{}' but {} found {} error(s); reporting the errors",
            racers[p].name(),
            r.name,
            racers[e].name(),
            r.errors.len()
        ));
        return r;
    }
    let pick = winner.unwrap_or(0);
    let mut r = results[pick].take().unwrap_or_else(|| failed(imp, opts, Outcome::SolverException, "racer gave no result"));
    r.notes.push(format!("portfolio: result of {}", racers[pick].name()));
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    fn racer(s: SolverKind, vc: VcKind) -> Racer {
        Racer { solver: s, solver_path: PathBuf::from("x"), vc }
    }

    fn result(outcome: Outcome, errors: usize, notes: &[&str]) -> ImplResult {
        let e = crate::verify::ErrorReport {
            model: Vec::new(),
            kind: boogie_ast::origin::OriginKind::Assertion,
            pos: None,
            custom: None,
            related: None,
            trace: Vec::new(),
        };
        ImplResult {
            name: "P".into(),
            priority: 1,
            pos: None,
            outcome,
            errors: vec![e; errors],
            time_limit: 0,
            msg_if_verifies: None,
            notes: notes.iter().map(|n| n.to_string()).collect(),
            alarms: Vec::new(),
            partial: !notes.is_empty(),
        }
    }

    fn pick(results: Vec<Option<ImplResult>>, winner: Option<usize>) -> ImplResult {
        let racers = [racer(SolverKind::Z3, VcKind::Wp), racer(SolverKind::Cvc5, VcKind::Wp), racer(SolverKind::Z3, VcKind::Sp)];
        let (program, _) = boogie_parse::parse_program("procedure P();\nimplementation P() { }", "p.bpl");
        let boogie_ast::Decl::Implementation(imp) = &program.decls.iter().find(|d| matches!(d, boogie_ast::Decl::Implementation(_))).unwrap() else {
            unreachable!()
        };
        let opts = Options {
            array_ext: crate::ArrayExt::Always,
            portfolio: racers.to_vec(),
            ..Options::new(SolverKind::Z3, PathBuf::from("z3"))
        };
        choose(&racers, winner, results, imp, &opts)
    }

    #[test]
    fn the_winner_is_taken() {
        let r = pick(vec![None, Some(result(Outcome::Verified, 0, &[])), Some(result(Outcome::TimedOut, 0, &[]))], Some(1));
        assert_eq!(r.outcome, Outcome::Verified);
        assert!(r.alarms.is_empty());
        assert!(r.notes.iter().any(|n| n.contains("cvc5/wp")));
    }

    #[test]
    fn disagreeing_answers_raise_an_alarm_and_report_the_errors() {
        let r = pick(vec![Some(result(Outcome::Verified, 0, &[])), None, Some(result(Outcome::Errors, 2, &[]))], Some(0));
        assert_eq!(r.outcome, Outcome::Errors);
        assert_eq!(r.errors.len(), 2);
        assert_eq!(r.alarms.len(), 1, "{:?}", r.alarms);
        assert!(r.alarms[0].contains("z3/wp verified") && r.alarms[0].contains("z3/sp found 2"), "{}", r.alarms[0]);
    }

    #[test]
    fn errors_with_a_partial_query_are_not_definitive() {
        // A racer that dropped an axiom found "errors": not a disagreement, not a winner.
        let dropped = result(Outcome::Errors, 1, &["axiom dropped: quantifiers are not allowed"]);
        assert!(!definitive(&dropped));
        let r = pick(vec![Some(result(Outcome::Verified, 0, &[])), Some(dropped), None], Some(0));
        assert_eq!(r.outcome, Outcome::Verified);
        assert!(r.alarms.is_empty());
        // No definitive answer: the first racer's result.
        let r = pick(vec![Some(result(Outcome::TimedOut, 0, &[])), Some(result(Outcome::Inconclusive, 0, &[])), None], None);
        assert_eq!(r.outcome, Outcome::TimedOut);
    }

    #[test]
    fn racer_names() {
        assert_eq!(racer(SolverKind::Z3, VcKind::Sp).name(), "z3/sp");
    }
}
