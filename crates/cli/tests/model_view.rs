//! `rboogie verify --model-view`: the values of the source variables under each trace step
//! (vcgen's `model_view`), on programs whose failing executions are forced, so that the
//! values are known by hand. Real z3.

use std::path::{Path, PathBuf};
use std::process::Command;

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `rboogie verify --model-view FILE` (and `extra` options) on `src`: stdout.
fn model_view(name: &str, src: &str, extra: &[&str]) -> String {
    let dir = scratch(name);
    std::fs::write(dir.join("t.bpl"), src).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_rboogie"))
        .current_dir(&dir)
        .args(["verify", "--model-view"])
        .args(extra)
        .arg("t.bpl")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout).unwrap()
}

#[test]
fn integers_at_each_step_named_as_in_the_source() {
    // y = 2x, then +1 when x > 10; y == 41 forces x = 20 and the Then branch.
    let src = "procedure Branch(x: int) returns (y: int) {\n  y := x * 2;\n  if (x > 10) { y := y + 1; } else { y := y - 1; }\n  assert y != 41;\n}\n";
    assert_eq!(
        model_view("mv-int", src, &[]),
        "t.bpl(4,3): Error: this assertion could not be proved\n\
         Execution trace:\n    t.bpl(2,5): anon0\n        x = 20, y = 40\n\
         \x20   t.bpl(3,19): anon4_Then\n        x = 20, y = 41\n\
         \x20   t.bpl(4,3): anon3\n        x = 20, y = 41\n\
         \nBoogie program verifier finished with 0 verified, 1 error\n"
    );
}

#[test]
fn assumed_values_negative_numbers_bools_and_reals() {
    let src = "procedure A(x: int, b: bool, r: real) {\n  assume x == -5 && b && r == 2.5;\n  assert x != -5 || !b || r != 2.5;\n}\n";
    let out = model_view("mv-basic", src, &[]);
    assert!(out.contains("    t.bpl(2,3): anon0\n        b = true, r = 2.5, x = -5\n"), "{out}");
}

#[test]
fn map_entries_read_from_the_current_version() {
    // m[2] == 10 assumed; n is m with n[2] = 11; r = n[2].
    let src = "procedure M(m: [int]int, i: int) returns (r: int) {\n  var n: [int]int;\n  assume i == 2 && m[i] == 10;\n  n := m[i := m[i] + 1];\n  r := n[i];\n  assert r != 11;\n}\n";
    let out = model_view("mv-map", src, &[]);
    assert!(out.contains("    t.bpl(3,3): anon0\n        i = 2, m[2] = 10, n[2] = 11, r = 11\n"), "{out}");
}

#[test]
fn bit_vectors_and_datatypes() {
    let src = "datatype List { Nil(), Cons(hd: int, tl: List) }\n\
               procedure D(l: List, b: bv8) {\n  var h: int;\n  var c: bv8;\n  assume l == Cons(4, Cons(-2, Nil())) && b == 200bv8;\n  h := l->hd + 1;\n  c := b;\n  assert h != 5 || c != 200bv8;\n}\n";
    let out = model_view("mv-dt", src, &[]);
    assert!(out.contains("        b = 200bv8, c = 200bv8, h = 5, l = Cons(4, Cons(-2, Nil()))\n"), "{out}");
}

#[test]
fn values_in_json_and_sarif() {
    let src = "procedure A(x: int) { assume x == 5; assert x != 5; }\n";
    let json: serde_json::Value = serde_json::from_str(&model_view("mv-json", src, &["--format", "json"])).unwrap();
    let step = &json["implementations"][0]["errors"][0]["trace"][0];
    assert_eq!(step["values"], serde_json::json!({ "x": "5" }), "{json}");
    let sarif: serde_json::Value = serde_json::from_str(&model_view("mv-sarif", src, &["--format", "sarif"])).unwrap();
    let loc = &sarif["runs"][0]["results"][0]["codeFlows"][0]["threadFlows"][0]["locations"][0];
    assert_eq!(loc["state"], serde_json::json!({ "x": { "text": "5" } }), "{sarif}");
}

#[test]
fn without_the_option_no_values() {
    let dir = scratch("mv-off");
    std::fs::write(dir.join("t.bpl"), "procedure A(x: int) { assume x == 5; assert x != 5; }\n").unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_rboogie")).current_dir(&dir).args(["verify", "t.bpl"]).output().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "t.bpl(1,38): Error: this assertion could not be proved\nExecution trace:\n    t.bpl(1,23): anon0\n\nBoogie program verifier finished with 0 verified, 1 error\n"
    );
}
