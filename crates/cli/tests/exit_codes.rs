//! The exit codes of `rboogie` (the `cli` crate doc, `--help`, README): one test per code.
//! Real z3 where a solver runs.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn run(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rboogie")).current_dir(dir).args(args).output().unwrap()
}

fn code(o: &Output) -> Option<i32> {
    o.status.code()
}

fn texts(o: &Output) -> String {
    format!("stdout: {}\nstderr: {}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

#[test]
fn zero_when_everything_verifies() {
    let dir = scratch("exit0");
    std::fs::write(dir.join("ok.bpl"), "procedure P(x: int) returns (y: int) ensures y > x; { y := x + 1; }\n").unwrap();
    for args in [&["verify", "ok.bpl"][..], &["ok.bpl"], &["verify", "--no-verify", "ok.bpl"], &["print", "ok.bpl"]] {
        let o = run(&dir, args);
        assert_eq!(code(&o), Some(0), "{args:?} {}", texts(&o));
    }
}

#[test]
fn one_for_errors_in_the_program_or_failed_verification() {
    let dir = scratch("exit1");
    std::fs::write(dir.join("fail.bpl"), "procedure P(x: int) { assert x > 0; }\n").unwrap();
    std::fs::write(dir.join("parse.bpl"), "procedure P( { }\n").unwrap();
    std::fs::write(dir.join("type.bpl"), "procedure P() { var b: bool; b := 1; }\n").unwrap();
    std::fs::write(
        dir.join("slow.bpl"),
        "procedure {:timeLimit 1} S(x: int, y: int, z: int)\n  requires x > 0 && y > 0 && z > 0;\n{ assert x*x*x + y*y*y != z*z*z; }\n",
    )
    .unwrap();
    for file in ["fail.bpl", "parse.bpl", "type.bpl", "slow.bpl"] {
        let o = run(&dir, &["verify", file]);
        assert_eq!(code(&o), Some(1), "{file} {}", texts(&o));
    }
    let slow = run(&dir, &["verify", "slow.bpl"]);
    assert!(String::from_utf8_lossy(&slow.stdout).contains("1 time out"), "{}", texts(&slow));
}

#[test]
fn two_for_usage_errors() {
    let dir = scratch("exit2");
    std::fs::write(dir.join("ok.bpl"), "procedure P() { }\n").unwrap();
    std::fs::write(dir.join("ok.txt"), "procedure P() { }\n").unwrap();
    let cases: [&[&str]; 7] = [
        &["verify", "--no-such-option", "ok.bpl"],
        &["verify", "--jobs", "0", "ok.bpl"],
        &["verify", "missing.bpl"],
        &["verify", "ok.txt"],
        &["-noSuchBoogieOption", "ok.bpl"],
        &["print", "missing.bpl"],
        &["frobnicate"],
    ];
    for args in cases {
        let o = run(&dir, args);
        assert_eq!(code(&o), Some(2), "{args:?} {}", texts(&o));
    }
}

#[test]
fn three_for_a_tool_or_solver_failure() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("exit3");
    std::fs::write(dir.join("ok.bpl"), "procedure P() { assert true; }\n").unwrap();
    // No such solver.
    let o = run(&dir, &["verify", "--solver-path", "/nonexistent/z3", "ok.bpl"]);
    assert_eq!(code(&o), Some(3), "{}", texts(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("/nonexistent/z3"), "{}", texts(&o));
    // A solver that dies at start: a solver exception and no error found.
    let broken = dir.join("broken-z3");
    std::fs::write(&broken, "#!/bin/sh\necho 'cannot start' >&2\nexit 1\n").unwrap();
    std::fs::set_permissions(&broken, std::fs::Permissions::from_mode(0o755)).unwrap();
    let o = run(&dir, &["verify", "--solver-path", broken.to_str().unwrap(), "ok.bpl"]);
    assert_eq!(code(&o), Some(3), "{}", texts(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("1 solver exceptions"), "{}", texts(&o));
}

#[test]
fn help_lists_the_exit_codes() {
    for args in [&["--help"][..], &["verify", "--help"]] {
        let o = Command::new(env!("CARGO_BIN_EXE_rboogie")).args(args).output().unwrap();
        let text = String::from_utf8_lossy(&o.stdout);
        for line in ["Exit codes:", "  0    success", "  1    errors in the program", "  2    usage error", "  3    tool or solver failure", "  130  interrupted"] {
            assert!(text.contains(line), "{args:?}: {line:?} missing in {text}");
        }
    }
}
