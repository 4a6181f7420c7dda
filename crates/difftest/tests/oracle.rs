//! The oracle's plumbing against stand-in verifiers: one that verifies everything must be
//! caught as unsound wherever the interpreter finds a failing execution; one that prints
//! no JSON must count as a tool error; one that reports errors everywhere is never unsound.

use std::path::{Path, PathBuf};

use difftest::gen::GenConfig;
use difftest::interp::Budget;
use difftest::oracle::{check_seed, Rboogie, Tally};

/// A shell script that prints `out` whatever its arguments.
fn stand_in(dir: &Path, name: &str, out: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\ncat <<'END'\n{out}\nEND\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

fn all(outcome: &str) -> String {
    let impls: Vec<String> = (0..4).map(|i| format!("{{\"name\":\"P{i}\",\"outcome\":\"{outcome}\",\"errors\":[]}}")).collect();
    format!("{{\"implementations\":[{}],\"summary\":\"\"}}", impls.join(","))
}

fn tally(bin: PathBuf, dir: &Path) -> Tally {
    let rb = Rboogie { bin, time_limit: 1 };
    let mut t = Tally::default();
    for seed in 0..30 {
        t.add(&check_seed(seed, GenConfig::default(), Budget::default(), &rb, dir));
    }
    t
}

#[test]
fn stand_in_verifiers_are_judged() {
    let dir = std::env::temp_dir().join(format!("difftest-oracle-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let t = tally(stand_in(&dir, "verifies-all", &all("verified")), &dir);
    assert!(t.interp_fails > 0, "{}", t.lines());
    assert_eq!(t.unsound, t.interp_fails, "{}", t.lines());
    let t = tally(stand_in(&dir, "errors-all", &all("errors")), &dir);
    assert_eq!(t.unsound, 0, "{}", t.lines());
    assert_eq!(t.incomplete_wp, t.interp_no_failure, "{}", t.lines());
    let t = tally(stand_in(&dir, "no-json", "Boogie program verifier finished with 0 verified, 0 errors"), &dir);
    assert_eq!(t.tool_errors, 30, "{}", t.lines());
    let _ = std::fs::remove_dir_all(&dir);
}
