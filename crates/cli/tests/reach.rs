//! `rboogie reach` end to end with z3: the text report (one warning per maximal region and
//! the summary line), the JSON report (every command, queries, blocks), both strategies,
//! `--doomed`, and a clear error for a bad option. Fails (never skips) without z3.

use std::process::Command;

const SRC: &str = "procedure P(x: int)\n  requires x > 0;\n{\n  var y: int;\n  if (x < 0) {\n    y := 1;\n    assert y == 2;\n  }\n  y := 3;\n}\n\nprocedure Q(x: int) returns (r: int)\n  ensures r > 0;\n{\n  r := 1;\n  if (*) {\n    r := -1;\n  }\n}\n";

fn reach(args: &[&str]) -> (String, String, i32) {
    reach_src(SRC, args)
}

/// `rboogie reach ARGS r.bpl` with `src` as r.bpl: stdout (the file named `r.bpl`), stderr,
/// exit code.
fn reach_src(src: &str, args: &[&str]) -> (String, String, i32) {
    // One directory per call: the tests run in parallel.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("rboogie-reach-test-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("r.bpl");
    std::fs::write(&file, src).expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_rboogie"))
        .arg("reach")
        .args(args)
        .arg(&file)
        .output()
        .expect("run rboogie");
    let text = String::from_utf8_lossy(&out.stdout).replace(&*file.to_string_lossy(), "r.bpl");
    (text, String::from_utf8_lossy(&out.stderr).into_owned(), out.status.code().unwrap_or(-1))
}

#[test]
fn text_report_has_one_line_per_region_and_a_summary() {
    for strategy in ["thesis", "naive"] {
        let (out, err, code) = reach(&["--strategy", strategy]);
        assert_eq!(code, 0, "{err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "r.bpl(6,5): warning: unreachable code", "{out}");
        assert_eq!(lines[1], "");
        assert!(lines[2].starts_with("reach finished with 2 implementations: 2 unreachable, 0 doomed, 0 unknown commands; "), "{out}");
        assert_eq!(lines.len(), 3, "{out}");
    }
}

#[test]
fn doomed_points_are_reported_with_the_failing_check() {
    let (out, err, code) = reach(&["--doomed"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("r.bpl(17,5): warning: doomed: every execution that reaches this fails at r.bpl(13,3)\n"), "{out}");
    assert!(out.contains(": 2 unreachable, 1 doomed, 0 unknown commands;"), "{out}");
}

#[test]
fn json_lists_every_command() {
    let (out, err, code) = reach(&["--format", "json", "--doomed"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let impls = v["implementations"].as_array().expect("implementations");
    assert_eq!(impls.len(), 2);
    assert_eq!(impls[0]["name"], "P");
    assert_eq!(impls[0]["unreachable"], serde_json::json!([{"line": 6, "col": 5}, {"line": 7, "col": 5}]));
    assert_eq!(impls[0]["doomed"], serde_json::json!([]));
    assert!(impls[0]["queries"].as_u64().expect("queries") >= 1);
    assert!(impls[0]["blocks"].as_u64().expect("blocks") >= 2);
    assert_eq!(impls[1]["doomed"][0]["line"], 17);
    assert_eq!(impls[1]["doomed"][0]["fails_at"]["line"], 13);
}

#[test]
fn a_bad_strategy_is_a_usage_error() {
    let (_, err, code) = reach(&["--strategy", "fast"]);
    assert_eq!(code, 2);
    assert!(err.contains("fast"), "{err}");
}

/// `reach` as registered stages: `run --until reach --reach-marks`, and `pass reach` on the
/// saved passive program, report what `rboogie reach` reports.
#[test]
fn the_registered_analysis_reports_what_the_command_reports() {
    let dir = std::env::temp_dir().join(format!("rboogie-reach-stages-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(dir.join("r.bpl"), SRC).expect("write");
    let run = |args: &[&str]| {
        let o = Command::new(env!("CARGO_BIN_EXE_rboogie")).current_dir(&dir).args(args).output().expect("run rboogie");
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let command = run(&["reach", "r.bpl"]);
    assert!(command.contains("r.bpl(6,5): warning: unreachable code"), "{command}");
    assert_eq!(run(&["run", "--until", "reach", "r.bpl"]), command);
    std::fs::write(dir.join("p.bpl"), run(&["run", "--until", "hoist-uses", "--reach-marks", "r.bpl"])).expect("write");
    assert_eq!(run(&["pass", "reach", "p.bpl"]), command);
    // Without marks, verify's pipeline is unchanged by the registered pass.
    assert!(!run(&["run", "--until", "hoist-uses", "r.bpl"]).contains("{:reach "));
}

/// `--unroll`: the loop's first iteration (i = 0) always fails its assert, so the assert is
/// doomed and the rest of the body unreachable; with loops only cut, the havocked iteration
/// may pass and nothing is reported.
#[test]
fn unroll_finds_a_loop_whose_first_iteration_fails() {
    let src = "procedure P(n: int)\n{\n  var i: int;\n  i := 0;\n  while (i < n)\n    invariant i >= 0;\n  {\n    assert i > 0;\n    i := i + 1;\n  }\n}\n";
    let (out, err, code) = reach_src(src, &["--doomed", "--unroll"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "r.bpl(8,5): warning: doomed: every execution that reaches this fails at r.bpl(8,5)", "{out}");
    assert_eq!(lines[1], "r.bpl(9,5): warning: unreachable code", "{out}");
    assert!(out.contains("reach finished with 1 implementation: 1 unreachable, 1 doomed, 0 unknown commands;"), "{out}");
    let (cut, err, code) = reach_src(src, &["--doomed"]);
    assert_eq!(code, 0, "{err}");
    assert!(cut.starts_with("\nreach finished with 1 implementation: 0 unreachable, 0 doomed, 0 unknown commands;"), "{cut}");
    // The peeled program has more blocks; the JSON still lists each command once.
    let (json, _, _) = reach_src(src, &["--doomed", "--unroll", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(v["implementations"][0]["doomed"], serde_json::json!([{"line": 8, "col": 5, "fails_at": {"line": 8, "col": 5}}]));
    assert_eq!(v["implementations"][0]["unreachable"], serde_json::json!([{"line": 9, "col": 5}]));
}

/// The pass behind `--unroll` is listed and runs on its own.
#[test]
fn peel_loops_is_a_registered_pass() {
    let o = Command::new(env!("CARGO_BIN_EXE_rboogie")).arg("passes").output().expect("run rboogie");
    let listing = String::from_utf8_lossy(&o.stdout);
    let names: Vec<&str> = listing.lines().filter_map(|l| l.split_whitespace().next()).collect();
    let at = |n: &str| names.iter().position(|x| *x == n).unwrap_or_else(|| panic!("{n} not listed:\n{listing}"));
    assert_eq!(at("peel-loops") + 1, at("cut-loops"), "{listing}");
}

/// Dead code whose marks the lowering drops (after `return`, `break`, `goto`; blocks reached
/// only past an `assume false`) is reported unreachable by the registered analysis as by
/// the command: the `{:reach_cmds}` attribute lists every command of the body.
#[test]
fn dead_code_is_reported_by_the_registered_analysis_too() {
    let src = "procedure P(x: int) returns (r: int)\n{\n  var y: int;\n  assume true;\n  y := y;\n  if (*) {\n    return;\n    y := 2;\n  }\n  while (*) { break; y := 3; }\n  goto L1;\n  y := 4;\n  L1:\n  r := 0;\n  if (x > 0) {\n    assume false;\n    if (*) { y := 5; }\n    y := 6;\n  }\n}\n";
    let dir = std::env::temp_dir().join(format!("rboogie-reach-dead-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(dir.join("d.bpl"), src).expect("write");
    let run = |args: &[&str]| {
        let o = Command::new(env!("CARGO_BIN_EXE_rboogie")).current_dir(&dir).args(args).output().expect("run rboogie");
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let json = run(&["reach", "--format", "json", "d.bpl"]);
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let lines: Vec<u64> = v["implementations"][0]["unreachable"].as_array().expect("list").iter().map(|u| u["line"].as_u64().unwrap_or(0)).collect();
    // `assume true` and `y := y` are reached; everything dead is reported.
    assert_eq!(lines, vec![8, 10, 12, 17, 18], "{json}");
    let command = run(&["reach", "d.bpl"]);
    assert!(command.contains(": 5 unreachable, 0 doomed, 0 unknown commands;"), "{command}");
    assert_eq!(run(&["run", "--until", "reach", "d.bpl"]), command);
    std::fs::write(dir.join("p.bpl"), run(&["run", "--until", "hoist-uses", "--reach-marks", "d.bpl"])).expect("write");
    assert_eq!(run(&["pass", "reach", "p.bpl"]), command);
}
