//! Fault injection through fake solver processes, run against both drivers: no panic, no hang, no wrong answer.

use std::time::{Duration, Instant};

use smt_backend::{
    make_solver, replay_script, DriverKind, ReplayOptions, SatResult, SmtSolver, SolverConfig, SolverError,
    SolverKind,
};

const DRIVERS: [DriverKind; 2] = [DriverKind::Own, DriverKind::Rsmt2];
const LIMIT: Duration = Duration::from_secs(1);

fn fake(fault: &str, driver: DriverKind) -> Box<dyn SmtSolver + Send> {
    let mut config = SolverConfig::new(SolverKind::Z3, env!("CARGO_BIN_EXE_fake-solver"));
    config.extra_args.push(format!("--fault={fault}"));
    config.time_limit = Some(LIMIT);
    make_solver(config, driver)
}

/// Runs a satisfiable query; `Ok(Unsat)` would be a wrong verdict.
fn sat_query(s: &mut dyn SmtSolver) -> Result<SatResult, SolverError> {
    s.push()?;
    s.send("(declare-const x Int)\n(assert (> x 0))")?;
    let r = s.check(&[]);
    let _ = s.pop();
    r
}

#[test]
fn a_well_behaved_fake_answers() {
    for driver in DRIVERS {
        let mut s = fake("none", driver);
        assert_eq!(sat_query(s.as_mut()), Ok(SatResult::Sat), "{driver}");
        s.send("(assert false)").unwrap();
        assert_eq!(s.check(&[]), Ok(SatResult::Unsat), "{driver}");
        assert_eq!(s.get_values(&["x"]), Ok(vec!["1".to_string()]), "{driver}");
    }
}

#[test]
fn a_hang_in_check_sat_is_cut_within_1_2_times_the_limit() {
    for driver in DRIVERS {
        let mut s = fake("hang-check", driver);
        // Start the process first, so the measured time is the check alone.
        s.send("(declare-const x Int)").unwrap();
        let start = Instant::now();
        let r = s.check(&[]);
        let elapsed = start.elapsed();
        assert_eq!(r, Err(SolverError::Timeout(LIMIT + LIMIT / 10)), "{driver}");
        assert!(elapsed < LIMIT.mul_f64(1.2), "{driver}: cut after {elapsed:?}");
        // The next command runs on a fresh process with the declarations replayed.
        assert_eq!(s.send("(assert (> x 0))"), Ok(()), "{driver}");
    }
}

#[test]
fn a_solver_slow_to_start_is_given_the_whole_limit_after_it_starts() {
    // Starting takes longer than the time limit (1 s); the limit is the commands' and the
    // check's, counted from when the solver is ready.
    for driver in DRIVERS {
        let mut s = fake("slow-start", driver);
        assert_eq!(sat_query(s.as_mut()), Ok(SatResult::Sat), "{driver}");
    }
}

#[test]
fn a_hang_on_a_silent_command_is_cut_too() {
    for driver in DRIVERS {
        let mut s = fake("hang-command", driver);
        s.send("(declare-const x Int)").unwrap();
        let start = Instant::now();
        let r = s.send("(assert (> x 0))");
        let elapsed = start.elapsed();
        assert!(r.is_err(), "{driver}: {r:?}");
        assert!(elapsed < LIMIT.mul_f64(1.2), "{driver}: cut after {elapsed:?}");
    }
}

#[test]
fn a_crash_mid_answer_is_an_error() {
    for driver in DRIVERS {
        let mut s = fake("crash-mid-answer", driver);
        let r = sat_query(s.as_mut());
        assert!(matches!(r, Err(SolverError::Crashed(_) | SolverError::Protocol(_))), "{driver}: {r:?}");
    }
}

#[test]
fn garbage_is_an_error() {
    for driver in DRIVERS {
        let mut s = fake("garbage", driver);
        let r = sat_query(s.as_mut());
        assert!(matches!(r, Err(SolverError::Protocol(_))), "{driver}: {r:?}");
    }
}

const KINDS: [SolverKind; 3] = [SolverKind::Z3, SolverKind::Cvc5, SolverKind::Yices];

/// A fake solver driven with the profile of `kind` (flags, time-limit style, quirks).
fn fake_as(kind: SolverKind, fault: &str, driver: DriverKind) -> Box<dyn SmtSolver + Send> {
    let mut config = SolverConfig::new(kind, env!("CARGO_BIN_EXE_fake-solver"));
    config.extra_args.push(format!("--fault={fault}"));
    config.time_limit = Some(LIMIT);
    make_solver(config, driver)
}

#[test]
fn garbage_with_an_open_list_is_an_error_at_once_with_every_solver_and_driver() {
    for kind in KINDS {
        for driver in DRIVERS {
            let mut s = fake_as(kind, "garbage-open", driver);
            let start = Instant::now();
            let r = sat_query(s.as_mut());
            assert!(matches!(r, Err(SolverError::Protocol(_))), "{kind} {driver}: {r:?}");
            assert!(start.elapsed() < LIMIT / 2, "{kind} {driver}: waited {:?} for the rest of the garbage", start.elapsed());
        }
    }
}

#[test]
fn an_unknown_at_the_time_limit_is_a_time_out_with_every_solver_and_driver() {
    for kind in KINDS {
        for driver in DRIVERS {
            let mut s = fake_as(kind, "unknown-at-limit", driver);
            s.push().unwrap();
            s.send("(declare-const x Int)\n(assert (> x 0))").unwrap();
            assert_eq!(s.check(&[]).unwrap(), SatResult::Unknown, "{kind} {driver}");
            let reason = s.reason_unknown().unwrap();
            assert!(reason.as_deref().is_some_and(|r| r.contains("timeout")), "{kind} {driver}: {reason:?}");
        }
    }
}

#[test]
fn a_quick_unknown_is_not_a_time_out() {
    for kind in KINDS {
        for driver in DRIVERS {
            let mut s = fake_as(kind, "unknown-fast", driver);
            assert_eq!(sat_query(s.as_mut()).unwrap(), SatResult::Unknown, "{kind} {driver}");
            let mut s = fake_as(kind, "unknown-fast", driver);
            s.push().unwrap();
            assert_eq!(s.check(&[]).unwrap(), SatResult::Unknown);
            let reason = s.reason_unknown().unwrap();
            assert!(!reason.as_deref().unwrap_or("").contains("timeout"), "{kind} {driver}: {reason:?}");
        }
    }
}

#[test]
fn an_error_answer_to_check_sat_is_an_error() {
    // The message has an unbalanced parenthesis inside the string.
    let mut s = fake("error-check", DriverKind::Own);
    let r = sat_query(s.as_mut());
    assert_eq!(r, Err(SolverError::Solver("boom (unbalanced".into())));
    // The rsmt2 driver used to report this as a time-out (rsmt2's reader counted
    // the parenthesis in the string); it is now a solver error too, see
    // `an_error_with_a_parenthesis_in_its_message_is_a_solver_error_on_both_drivers`.
    let mut s = fake("error-check", DriverKind::Rsmt2);
    let start = Instant::now();
    let r = sat_query(s.as_mut());
    assert!(r.is_err(), "rsmt2: {r:?}");
    assert!(start.elapsed() < LIMIT.mul_f64(1.2) + Duration::from_millis(300));
}

#[test]
fn an_error_with_a_parenthesis_in_its_message_is_a_solver_error_on_both_drivers() {
    // `(error "boom (unbalanced")` as the answer to check-sat, and
    // `(error "... ( ...")` as the answer to an assert: both drivers split the
    // output with a string-aware reader, so neither waits for a closing parenthesis.
    for driver in DRIVERS {
        let mut s = fake("error-check", driver);
        let start = Instant::now();
        let r = sat_query(s.as_mut());
        assert_eq!(r, Err(SolverError::Solver("boom (unbalanced".into())), "{driver}");
        assert!(start.elapsed() < LIMIT / 2, "{driver}: took {:?}", start.elapsed());

        let mut s = fake("error-assert-paren", driver);
        s.send("(declare-const x Int)").unwrap();
        let start = Instant::now();
        let r = s.send("(assert (> bad 0))");
        assert_eq!(r, Err(SolverError::Solver("unexpected ( in bad".into())), "{driver}");
        assert!(start.elapsed() < LIMIT / 2, "{driver}: took {:?}", start.elapsed());
        // The failed assert has no effect; the next query runs on a fresh process.
        assert_eq!(sat_query(s.as_mut()), Ok(SatResult::Sat), "{driver}");
    }
}

#[test]
fn an_error_on_a_silent_command_does_not_leak_into_the_next_query() {
    for driver in DRIVERS {
        let mut s = fake("error-assert", driver);
        s.send("(declare-const x Int)").unwrap();
        let r = s.send("(assert (> bad 0))");
        assert!(matches!(r, Err(SolverError::Solver(_))), "{driver}: {r:?}");
        assert_eq!(sat_query(s.as_mut()), Ok(SatResult::Sat), "{driver}");
    }
}

#[test]
fn an_early_exit_is_an_error() {
    for driver in DRIVERS {
        let mut s = fake("exit-early", driver);
        let r = sat_query(s.as_mut());
        assert!(matches!(r, Err(SolverError::Crashed(_) | SolverError::Protocol(_))), "{driver}: {r:?}");
    }
}

#[test]
fn an_error_then_exit_during_a_long_write_is_the_solver_error() {
    // yices-smt2 exits at its first error; when that happens while a text larger than the
    // pipe is still being written, the own driver reports the error it read, not a crash,
    // so that callers can drop the rejected command (the prelude goes one axiom at a time).
    let mut text = String::from("(declare-const x Int)\n(assert bad)\n");
    for i in 0..20_000 {
        text.push_str(&format!("(assert (> x {i}))\n"));
    }
    for driver in DRIVERS {
        let mut s = fake("error-assert-exit", driver);
        let r = s.send(&text);
        match driver {
            DriverKind::Own => assert!(matches!(r, Err(SolverError::Solver(ref m)) if m.contains("bad")), "{r:?}"),
            DriverKind::Rsmt2 => assert!(r.is_err(), "{driver}: {r:?}"),
        }
        // The next command runs on a fresh process.
        assert_eq!(s.send("(declare-const y Int)"), Ok(()), "{driver}");
    }
}

#[test]
fn an_error_answer_to_check_sat_then_exit_is_the_solver_error() {
    let mut s = fake("error-check-exit", DriverKind::Own);
    let r = sat_query(s.as_mut());
    assert!(matches!(r, Err(SolverError::Solver(ref m)) if m.contains("indexed by array")), "{r:?}");
    for driver in DRIVERS {
        let mut s = fake("error-check-exit", driver);
        assert!(sat_query(s.as_mut()).is_err(), "{driver}");
        // The next command runs on a fresh process.
        assert_eq!(s.send("(declare-const y Int)"), Ok(()), "{driver}");
    }
}

#[test]
fn a_stale_extra_line_never_gives_a_wrong_answer() {
    for fault in ["stale-line", "stale-check"] {
        for driver in DRIVERS {
            let mut s = fake(fault, driver);
            for _ in 0..3 {
                let r = sat_query(s.as_mut());
                assert_ne!(r, Ok(SatResult::Unsat), "{fault} {driver}: wrong answer");
            }
            let r = sat_query(s.as_mut());
            assert!(r.is_err() || r == Ok(SatResult::Sat), "{fault} {driver}: {r:?}");
        }
    }
}

#[test]
fn a_failed_pop_never_leaves_its_scope_behind() {
    // The pop of an unsatisfiable scope fails in the solver. Whether the driver reports it
    // at `pop` (rsmt2) or with the next command (own: push/pop travel with it), the scope's
    // `false` must not stay asserted: the next satisfiable query is never `unsat`.
    for driver in DRIVERS {
        let mut s = fake("error-pop", driver);
        s.send("(declare-const x Int)").unwrap();
        s.push().unwrap();
        s.send("(assert false)").unwrap();
        assert_eq!(s.check(&[]), Ok(SatResult::Unsat), "{driver}");
        let popped = s.pop();
        let mut errors = usize::from(popped.is_err());
        let mut answers = Vec::new();
        for _ in 0..2 {
            let r = s.push().and_then(|()| s.send("(assert (> x 0))")).and_then(|()| s.check(&[]));
            assert_ne!(r, Ok(SatResult::Unsat), "{driver}: the failed pop's scope is still there");
            errors += usize::from(r.is_err());
            answers.push(r);
        }
        assert!(errors >= 1, "{driver}: the failed pop was not reported: {popped:?} {answers:?}");
        assert_eq!(answers.last(), Some(&Ok(SatResult::Sat)), "{driver}: {answers:?}");
    }
}

#[test]
fn a_stderr_flood_does_not_block() {
    for driver in DRIVERS {
        let mut s = fake("stderr-flood", driver);
        assert_eq!(sat_query(s.as_mut()), Ok(SatResult::Sat), "{driver}");
        assert_eq!(sat_query(s.as_mut()), Ok(SatResult::Sat), "{driver}");
    }
}

#[test]
fn an_early_start_reads_its_set_up_replies_before_the_next_command() {
    for driver in DRIVERS {
        let mut s = fake("none", driver);
        s.start_early();
        assert_eq!(sat_query(s.as_mut()), Ok(SatResult::Sat), "{driver}");
        s.send("(assert false)").unwrap();
        assert_eq!(s.check(&[]), Ok(SatResult::Unsat), "{driver}");
    }
}

#[test]
fn a_set_up_error_after_an_early_start_surfaces_at_the_first_command() {
    for driver in DRIVERS {
        let mut config = SolverConfig::new(SolverKind::Z3, env!("CARGO_BIN_EXE_fake-solver"));
        config.extra_args.push("--fault=error-logic".into());
        config.logic = Some("QF_LIA".into());
        let mut s = make_solver(config, driver);
        s.start_early();
        let r = s.send("(declare-const x Int)");
        assert!(matches!(&r, Err(SolverError::Solver(m)) if m.contains("unsupported logic")), "{driver}: {r:?}");
    }
}

#[test]
fn an_early_start_of_a_missing_binary_leaves_the_error_to_the_first_command() {
    for driver in DRIVERS {
        let config = SolverConfig::new(SolverKind::Z3, "/nonexistent/solver");
        let mut s = make_solver(config, driver);
        s.start_early();
        let r = s.send("(declare-const x Int)");
        assert!(matches!(r, Err(SolverError::Spawn(_) | SolverError::Crashed(_))), "{driver}: {r:?}");
    }
}

#[test]
fn a_missing_binary_is_a_spawn_error() {
    for driver in DRIVERS {
        let config = SolverConfig::new(SolverKind::Z3, "/nonexistent/solver");
        let mut s = make_solver(config, driver);
        let r = s.send("(declare-const x Int)");
        assert!(matches!(r, Err(SolverError::Spawn(_) | SolverError::Crashed(_))), "{driver}: {r:?}");
    }
}

fn replay(fault: &str, driver: DriverKind, script: &str) -> (Result<smt_backend::ReplayOutcome, SolverError>, String) {
    let opts = ReplayOptions {
        kind: SolverKind::Z3,
        path: env!("CARGO_BIN_EXE_fake-solver").into(),
        driver,
        time_limit: Some(LIMIT),
    };
    // The fault is passed through the solver path's arguments: use a wrapper script, in a
    // directory of its own per call (tests run in parallel, and two of them may replay with
    // the same fault and driver: rewriting a script another test is executing fails with
    // "Text file busy").
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("smt-backend-faults-{}-{call}-{fault}-{driver}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let wrapper = dir.join("solver");
    std::fs::write(&wrapper, format!("#!/bin/sh\nexec '{}' --fault={fault} \"$@\"\n", opts.path.display())).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    let opts = ReplayOptions { path: wrapper, ..opts };
    let mut out = Vec::new();
    let r = replay_script(script, &opts, &mut out);
    let _ = std::fs::remove_dir_all(&dir);
    (r, String::from_utf8_lossy(&out).into_owned())
}

const SCRIPT: &str = "(set-logic ALL)\n(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n(get-value (x))\n";

#[test]
fn replay_prints_answers_and_reports_faults_cleanly() {
    for driver in DRIVERS {
        let (r, out) = replay("none", driver, SCRIPT);
        assert_eq!(out, "sat\n((x 1))\n", "{driver}: {r:?}");
        assert_eq!(r.map(|o| (o.answers, o.timed_out)), Ok((2, false)), "{driver}");

        let start = Instant::now();
        let (r, out) = replay("hang-check", driver, SCRIPT);
        assert_eq!(out, "timeout\n", "{driver}");
        assert_eq!(r.map(|o| o.timed_out), Ok(true), "{driver}");
        assert!(start.elapsed() < Duration::from_secs(3), "{driver}");

        for fault in ["crash-mid-answer", "garbage", "exit-early"] {
            let (r, out) = replay(fault, driver, SCRIPT);
            assert!(r.is_err(), "{fault} {driver}: {r:?}");
            assert_eq!(out, "", "{fault} {driver}");
        }
    }
}

#[test]
fn replay_rejects_a_malformed_script() {
    let (r, out) = replay("none", DriverKind::Own, "(check-sat");
    assert!(matches!(r, Err(SolverError::BadCommand(_))), "{r:?}");
    assert_eq!(out, "");
}
