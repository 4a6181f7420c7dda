//! Portfolios end to end (`verify --solver z3,cvc5 --vc wp,sp`), with real solvers: the
//! verdicts are those of a single configuration, and a racer that never answers is killed
//! once another racer answers definitively.

use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

fn rboogie() -> Command {
    Command::new(env!("CARGO_BIN_EXE_rboogie"))
}

fn summary(out: &[u8]) -> String {
    String::from_utf8_lossy(out).lines().last().unwrap_or("").to_string()
}

#[test]
fn portfolio_verdicts_match_a_single_configuration() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let files = test_support::bpl_files(&corpus);
    assert!(files.len() >= 20, "the project corpus is missing");
    for file in files.iter().step_by(3) {
        let single = rboogie().arg("verify").arg(file).output().expect("run");
        let race = rboogie().args(["verify", "--solver", "z3,cvc5", "--vc", "wp,sp", "--jobs", "4"]).arg(file).output().expect("run");
        let err = String::from_utf8_lossy(&race.stderr);
        assert!(!err.contains("soundness alarm"), "{}: {err}", file.display());
        assert_eq!(summary(&single.stdout), summary(&race.stdout), "{}", file.display());
        assert_eq!(single.status.code(), race.status.code(), "{}", file.display());
    }
}

#[test]
fn a_racer_that_never_answers_is_killed() {
    let dir = tempfile::tempdir().unwrap();
    // A "cvc5" that reads nothing and never answers.
    let hang = dir.path().join("hang-solver");
    std::fs::write(&hang, "#!/bin/sh\nexec sleep 600\n").unwrap();
    std::fs::set_permissions(&hang, std::fs::Permissions::from_mode(0o755)).unwrap();
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/cache/edits.bpl");
    let single = rboogie().arg("verify").arg(&file).output().expect("run");
    let start = Instant::now();
    let race = rboogie().args(["verify", "--solver", "z3,cvc5"]).env("RBOOGIE_CVC5", &hang).arg(&file).output().expect("run");
    assert!(start.elapsed() < Duration::from_secs(60), "the hanging racer was waited for");
    assert_eq!(String::from_utf8_lossy(&single.stdout), String::from_utf8_lossy(&race.stdout));
}

#[test]
fn lists_are_for_verify_and_checked() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/cache/edits.bpl");
    let bad = rboogie().args(["verify", "--solver", "z3,boolector"]).arg(&file).output().expect("run");
    assert_eq!(bad.status.code(), Some(2), "{}", String::from_utf8_lossy(&bad.stderr));
    let bad = rboogie().args(["verify", "--vc", "wp,xp"]).arg(&file).output().expect("run");
    assert_eq!(bad.status.code(), Some(2));
}
