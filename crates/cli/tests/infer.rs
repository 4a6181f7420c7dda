//! Inference end to end with a real z3 (the tests fail, never skip, when it is missing):
//! - Boogie's Houdini tests (`crates/tests/corpus-infer/houdini`, copied from Boogie's
//!   `Test/houdini` with their `.expect` files) run with their RUN line's options in
//!   Boogie's syntax: every pair's output equals the expect file (whitespace ignored, as
//!   the conformance harness compares);
//! - `rboogie infer --method houdini` prints a program that parses again and verifies,
//!   with the invariants that hold marked `{:inferred}` and the others gone;
//! - `verify --infer houdini` infers, then verifies with the normal verifier.

use std::path::{Path, PathBuf};
use std::process::Command;

fn require_z3() {
    let ok = smt_backend::locate_solver(smt_backend::SolverKind::Z3, None).is_ok();
    assert!(ok, "z3 is not installed: run scripts/install-solvers.sh");
}

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus-infer")
}

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/infer").join(name)
}

/// The Boogie options of the test's `%parallel-boogie ... > "%t"` RUN line.
fn run_options(src: &str) -> Option<Vec<String>> {
    let line = src.lines().find(|l| l.contains("RUN: %parallel-boogie") && l.contains("> \"%t\""))?;
    let rest = line.split("%parallel-boogie").nth(1)?;
    Some(rest.split_whitespace().take_while(|w| *w != "\"%s\"").map(str::to_string).collect())
}

fn normalized(text: &str) -> Vec<String> {
    text.lines().map(|l| l.split_whitespace().collect::<String>()).collect::<Vec<_>>()
        .into_iter()
        .rev()
        .skip_while(|l| l.is_empty())
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect()
}

#[test]
fn boogie_houdini_tests_give_boogies_output() {
    require_z3();
    let dir = corpus().join("houdini");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    let (mut total, mut failures) = (0, Vec::new());
    for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "bpl")) {
        let expect = PathBuf::from(format!("{}.expect", path.display()));
        let src = std::fs::read_to_string(path).unwrap();
        let (Some(opts), true) = (run_options(&src), expect.exists()) else { continue };
        total += 1;
        let file = path.file_name().unwrap().to_str().unwrap();
        let mut args = vec!["-timeLimit:30".to_string()];
        args.extend(opts);
        args.push(file.to_string());
        let out = Command::new(env!("CARGO_BIN_EXE_rboogie")).current_dir(&dir).args(&args).output().unwrap();
        let got = String::from_utf8_lossy(&out.stdout).to_string();
        let want = std::fs::read_to_string(&expect).unwrap();
        if normalized(&got) != normalized(&want) {
            failures.push(format!("{file} ({}):\n{got}{}", args.join(" "), String::from_utf8_lossy(&out.stderr)));
        }
    }
    assert_eq!(total, 22, "the Houdini pairs with an expect file");
    assert!(failures.is_empty(), "{} of {total} pairs differ:\n{}", failures.len(), failures.join("\n"));
}

fn rboogie(args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_rboogie")).args(args).output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn infer_prints_a_program_that_verifies_with_the_inferred_annotations() {
    require_z3();
    let file = data("loops.bpl");
    let (text, err, code) = rboogie(&["infer", "--method", "houdini", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    for kept in ["invariant {:inferred} s <= n;", "invariant {:inferred} s >= 0;", "requires {:inferred} n >= 0;", "ensures {:inferred} s == n;"] {
        assert!(text.contains(kept), "missing `{kept}`:\n{text}");
    }
    for gone in ["s == 0;", "s < 0;", "s > n;"] {
        assert!(!text.contains(gone), "`{gone}` does not hold yet is kept:\n{text}");
    }
    assert!(text.contains("// inferred by rboogie infer --method houdini: 7 candidates, 4 true;"), "{text}");
    // The output is Boogie again, and the normal verifier proves it.
    let out = std::env::temp_dir().join(format!("rboogie-infer-{}.bpl", std::process::id()));
    std::fs::write(&out, &text).unwrap();
    let (v, err, code) = rboogie(&["verify", out.to_str().unwrap()]);
    std::fs::remove_file(&out).ok();
    assert_eq!(code, 0, "{v}{err}");
    assert!(v.contains("finished with 2 verified, 0 errors"), "{v}");
}

#[test]
fn infer_json_reports_the_assignment_and_figures() {
    require_z3();
    let file = data("loops.bpl");
    let (text, err, code) = rboogie(&["infer", "--format", "json", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["assignment"]["i0"], true);
    assert_eq!(v["assignment"]["i2"], false);
    assert_eq!(v["assignment"]["e1"], false);
    assert_eq!(v["candidates"], 7);
    assert!(v["rounds"].as_u64().unwrap() >= 2);
}

#[test]
fn verify_with_houdini_checks_under_the_computed_assignment() {
    require_z3();
    let file = data("loops.bpl");
    // Without inference the candidates are assumed to hold only if their constants are
    // true, which nothing says: Caller's assertion fails.
    let (plain, _, code) = rboogie(&["verify", file.to_str().unwrap()]);
    assert_ne!(code, 0, "{plain}");
    let (text, err, code) = rboogie(&["verify", "--infer", "houdini", "--print-assignment", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{text}{err}");
    assert!(text.starts_with("Assignment computed by Houdini:\ni0 = True\ni1 = True\ni2 = False\ni3 = False\nr0 = True\ne0 = True\ne1 = False\n"), "{text}");
    assert!(text.contains("finished with 2 verified, 0 errors"), "{text}");
}

fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/infer").join(name)
}

/// `rboogie infer --method predicates` on one of the paper's examples: the invariants it
/// prints, and whether the program verifies with them and without.
fn predicates_case(name: &str, must_find: &[&str]) {
    require_z3();
    let file = example(name);
    let f = file.to_str().unwrap();
    let (text, err, code) = rboogie(&["infer", "--method", "predicates", f]);
    assert_eq!(code, 0, "{err}");
    for inv in must_find {
        assert!(text.contains(&format!("invariant {{:inferred}} {inv};")), "`{inv}` not inferred:\n{text}");
    }
    assert!(text.contains("// predicate abstraction (fq): "), "{text}");
    let (plain, _, code) = rboogie(&["verify", f]);
    assert_ne!(code, 0, "{name} verifies without invariants:\n{plain}");
    let (v, err, code) = rboogie(&["verify", "--infer", "predicates", f]);
    assert_eq!(code, 0, "{v}{err}");
    assert!(v.contains("finished with 1 verified, 0 errors"), "{v}");
}

#[test]
fn predicates_partition_finds_the_papers_invariant() {
    predicates_case("partition.bpl", &["prev == null || !(val[prev] > v)"]);
}

#[test]
fn predicates_find_finds_the_quantified_invariant() {
    predicates_case(
        "find.bpl",
        &[
            "spot == n || spot < i",
            "b[spot] || !(spot < i)",
            "(forall j: int :: !(0 <= j) || !(j < i) || !(j < spot) || !b[j])",
        ],
    );
}

#[test]
fn predicates_sort_finds_both_loops_invariants() {
    predicates_case(
        "sort.bpl",
        &[
            "(forall x: int, y: int :: !(0 <= x) || !(x < i) || !(x < y) || !(y < n) || a[x] <= a[y])",
            "w == a[k]",
            "(forall z: int :: !(i <= z) || !(z < j) || w <= a[z])",
        ],
    );
}

#[test]
fn a_wrong_predicate_set_infers_nothing_unsound() {
    require_z3();
    // With predicates that cannot express the needed invariant, inference still ends, every
    // inferred invariant holds (Houdini checked it), and the assertion is reported.
    let src = "procedure P(n: int) returns (s: int)\n  requires n >= 0;\n  ensures s == n;\n{\n  s := 0;\n  while (s < n)\n    invariant {:predicates s >= 0, s == 7} true;\n  {\n    s := s + 1;\n  }\n}\n";
    let file = std::env::temp_dir().join(format!("rboogie-pa-{}.bpl", std::process::id()));
    std::fs::write(&file, src).unwrap();
    let (text, err, code) = rboogie(&["infer", "--method", "predicates", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(text.contains("invariant {:inferred} s >= 0;"), "{text}");
    let (v, _, code) = rboogie(&["verify", "--infer", "predicates", file.to_str().unwrap()]);
    std::fs::remove_file(&file).ok();
    assert_ne!(code, 0, "{v}");
    assert!(v.contains("Error: a postcondition could not be proved"), "{v}");
    assert!(v.contains("finished with 0 verified, 1 error"), "{v}");
}

#[test]
fn the_comparison_algorithms_find_the_same_partition_invariant() {
    require_z3();
    let f = example("partition.bpl");
    for algorithm in ["ddp", "ss"] {
        let (text, err, code) = rboogie(&["infer", "--method", "predicates", "--abstraction", algorithm, f.to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
        assert!(text.contains("invariant {:inferred} prev == null || !(val[prev] > v);"), "{algorithm}:\n{text}");
        assert!(text.contains(&format!("// predicate abstraction ({algorithm}): partition line 21: 4 predicates")), "{text}");
    }
}

#[test]
fn guessed_predicates_verify_a_counter_without_annotations() {
    require_z3();
    let src = "procedure count_up(n: int) returns (i: int)\n  requires n >= 0;\n  ensures i == n;\n{\n  i := 0;\n  while (i < n)\n  {\n    i := i + 1;\n  }\n}\n";
    let file = std::env::temp_dir().join(format!("rboogie-guess-{}.bpl", std::process::id()));
    std::fs::write(&file, src).unwrap();
    let f = file.to_str().unwrap();
    let (plain, _, code) = rboogie(&["verify", f]);
    assert_ne!(code, 0, "{plain}");
    let (nothing, _, code) = rboogie(&["verify", "--infer", "predicates", f]);
    assert_ne!(code, 0, "without predicates nothing is inferred:\n{nothing}");
    let (v, err, code) = rboogie(&["verify", "--infer", "predicates", "--guess-predicates", f]);
    std::fs::remove_file(&file).ok();
    assert_eq!(code, 0, "{v}{err}");
    assert!(v.contains("finished with 1 verified, 0 errors"), "{v}");
}

#[test]
fn a_predicates_file_names_loops_by_procedure_and_line() {
    require_z3();
    let src = "procedure count_up(n: int) returns (i: int)\n  requires n >= 0;\n  ensures i == n;\n{\n  i := 0;\n  while (i < n)\n  {\n    i := i + 1;\n  }\n}\n";
    let dir = std::env::temp_dir();
    let file = dir.join(format!("rboogie-pf-{}.bpl", std::process::id()));
    let preds = dir.join(format!("rboogie-pf-{}.txt", std::process::id()));
    std::fs::write(&file, src).unwrap();
    std::fs::write(&preds, "// count_up's loop\ncount_up 6: 0 <= i, i <= n\n").unwrap();
    let (text, err, code) =
        rboogie(&["infer", "--method", "predicates", "--predicates", preds.to_str().unwrap(), file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(text.contains("invariant {:inferred} i <= n;") && text.contains("invariant {:inferred} 0 <= i;"), "{text}");
    std::fs::write(&preds, "count_up 7: i <= n\n").unwrap();
    let (_, err, code) =
        rboogie(&["infer", "--method", "predicates", "--predicates", preds.to_str().unwrap(), file.to_str().unwrap()]);
    std::fs::remove_file(&file).ok();
    std::fs::remove_file(&preds).ok();
    assert_eq!(code, 1);
    assert!(err.contains("(1): no `while` on line 7 in count_up"), "{err}");
}
