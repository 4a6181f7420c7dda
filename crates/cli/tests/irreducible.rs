//! Generated flow graphs with random gotos, most of them irreducible: node splitting makes
//! every one reducible, every implementation gets its own verdict, and the verdicts are
//! right. In each graph a constant `c` is set in the entry block and never changed, and
//! every block asserts something about it: `c == 7` (holds) or, in one block of the
//! implementations meant to fail, `c == 8` (fails wherever it is reachable, and every
//! block is reachable). Loops have no invariants, so loop heads havoc `x` (which the
//! blocks increment), never `c`. Fails (never skips) without z3.

use std::process::Command;

use test_support::XorShift64;

/// One implementation: `blocks` blocks with 1-3 random successors each (a return in some),
/// block `k` always able to reach block `k + 1` so that all are reachable; `bad` is the
/// block asserting `c == 8`, if any.
fn implementation(r: &mut XorShift64, name: &str, blocks: usize, bad: Option<usize>) -> String {
    let mut s = format!("procedure {name}() {{\n  var c: int;\n  var x: int;\n  c := 7;\n  x := 0;\n  goto B0;\n");
    for k in 0..blocks {
        let expected = if bad == Some(k) { 8 } else { 7 };
        s.push_str(&format!("  B{k}:\n    x := x + 1;\n    assert c == {expected};\n"));
        let mut succs: Vec<usize> = Vec::new();
        if k + 1 < blocks {
            succs.push(k + 1);
        }
        for _ in 0..r.below(3) {
            let t = r.below(blocks as u64) as usize;
            if !succs.contains(&t) {
                succs.push(t);
            }
        }
        if succs.is_empty() || r.below(5) == 0 {
            succs.push(usize::MAX); // to the return block
        }
        let labels: Vec<String> = succs.iter().map(|&t| if t == usize::MAX { "Done".into() } else { format!("B{t}") }).collect();
        s.push_str(&format!("    goto {};\n", labels.join(", ")));
    }
    s.push_str("  Done:\n    return;\n}\n");
    s
}

#[test]
fn random_goto_graphs_get_a_verdict_per_implementation() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("irreducible");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut r = XorShift64(0x1_1ee5);
    for file in 0..20 {
        let mut text = String::new();
        let mut expected_errors = 0;
        let impls = 8;
        for i in 0..impls {
            let blocks = 3 + r.below(12) as usize;
            let bad = (r.below(3) == 0).then(|| r.below(blocks as u64) as usize);
            expected_errors += usize::from(bad.is_some());
            text.push_str(&implementation(&mut r, &format!("P{i}"), blocks, bad));
        }
        let path = dir.join(format!("g{file}.bpl"));
        std::fs::write(&path, &text).unwrap();
        let o = Command::new(env!("CARGO_BIN_EXE_rboogie")).arg("verify").arg("--error-limit").arg("1").arg(&path).output().unwrap();
        let out = String::from_utf8_lossy(&o.stdout);
        let err = String::from_utf8_lossy(&o.stderr);
        let summary = format!(
            "Boogie program verifier finished with {} verified, {} error{}",
            impls - expected_errors,
            expected_errors,
            if expected_errors == 1 { "" } else { "s" }
        );
        assert!(out.contains(&summary), "file {file}: expected `{summary}`\n{out}\n{err}\n{text}");
        assert_eq!(o.status.code(), Some(if expected_errors > 0 { 1 } else { 0 }), "{out}\n{err}");
    }
}
