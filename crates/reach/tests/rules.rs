//! End-to-end tests of the definitions with z3: for each rule of semantic reachability
//! (requires, axioms, where clauses after havoc, calls by their contracts, loops cut at
//! their invariants, gotos, several implementations) a command that no execution reaches,
//! and beside it what is *not* unreachable (an assume that is reached but blocks, code
//! reached only through a loop body). Every program is analysed with both strategies,
//! which must agree. Fails (never skips) without z3.

mod common;

use common::{analyze, lines, Opt};
use reach::Strategy;

/// The lines of the commands reported unreachable, per implementation, with both
/// strategies (asserting that they agree).
fn unreachable(src: &str) -> Vec<(String, Vec<u32>)> {
    let thesis = analyze(src, Opt { strategy: Strategy::Thesis, ..Opt::default() });
    let naive = analyze(src, Opt { strategy: Strategy::Naive, ..Opt::default() });
    let t = lines(&thesis, |s| *s == reach::Status::Unreachable);
    let n = lines(&naive, |s| *s == reach::Status::Unreachable);
    assert_eq!(t, n, "the strategies disagree on\n{src}");
    for r in thesis.iter().chain(&naive) {
        assert!(r.cmds.iter().all(|c| c.status != reach::Status::Unknown), "unknown in {}: {:?}", r.name, r.notes);
    }
    t
}

fn one(src: &str) -> Vec<u32> {
    let mut all = unreachable(src);
    assert_eq!(all.len(), 1, "one implementation expected");
    all.remove(0).1
}

#[test]
fn requires_make_a_branch_unreachable() {
    let src = "procedure P(x: int)\n  requires x > 0;\n{\n  var y: int;\n  if (x < 0) {\n    y := 1;\n    assert y == 2;\n  }\n  y := 3;\n}\n";
    assert_eq!(one(src), vec![6, 7]);
    // A free requires is assumed as well.
    let free = src.replace("  requires", "  free requires");
    assert_eq!(one(&free), vec![6, 7]);
    // Without it the branch is reachable.
    let none = src.replace("  requires x > 0;\n", "");
    assert_eq!(one(&none), Vec::<u32>::new());
}

#[test]
fn axioms_make_a_branch_unreachable() {
    let src = "function g(x: int): int;\naxiom (forall v: int :: { g(v) } g(v) > v);\nprocedure P(x: int) returns (r: int)\n{\n  if (g(x) <= x) {\n    r := 1;\n  }\n  r := 2;\n}\n";
    assert_eq!(one(src), vec![6]);
    let no_axiom = src.replace("axiom (forall v: int :: { g(v) } g(v) > v);\n", "");
    assert_eq!(one(&no_axiom), Vec::<u32>::new());
}

#[test]
fn where_clauses_hold_after_havoc() {
    let src = "var G: int where G > 0;\nprocedure P()\n  modifies G;\n{\n  G := -5;\n  havoc G;\n  if (G <= 0) {\n    G := 1;\n  }\n  G := 2;\n}\n";
    assert_eq!(one(src), vec![8]);
    // Without the havoc, G is -5 and the branch is the one taken.
    let no_havoc = src.replace("  havoc G;\n", "");
    assert_eq!(one(&no_havoc), Vec::<u32>::new());
}

#[test]
fn a_call_whose_postcondition_is_false_ends_every_execution() {
    let src = "procedure Callee() returns (r: int);\n  ensures false;\nprocedure Caller()\n{\n  var r: int;\n  call r := Callee();\n  r := 1;\n  assert r == 1;\n}\n";
    assert_eq!(one(src), vec![7, 8]);
    // A postcondition that is only strong makes just one branch dead.
    let strong = "procedure Callee() returns (r: int);\n  ensures r > 3;\nprocedure Caller()\n{\n  var r: int;\n  call r := Callee();\n  if (r < 2) {\n    r := 1;\n  }\n}\n";
    assert_eq!(one(strong), vec![8]);
}

#[test]
fn a_loop_that_never_exits_leaves_the_code_after_it_unreachable() {
    let src = "procedure P()\n{\n  var i: int;\n  i := 0;\n  while (true)\n    invariant i >= 0;\n  {\n    i := i + 1;\n  }\n  i := 5;\n}\n";
    // The body (line 8) is reachable; the code after the loop is not.
    assert_eq!(one(src), vec![10]);
}

#[test]
fn code_reached_only_through_a_loop_body_is_reachable() {
    // The only way out of the loop is the break in its body.
    let src = "procedure P()\n{\n  var i, x: int;\n  i := 0;\n  while (true)\n    invariant i >= 0;\n  {\n    if (i > 10) {\n      break;\n    }\n    i := i + 1;\n  }\n  x := 1;\n  assert i > 10;\n}\n";
    assert_eq!(one(src), Vec::<u32>::new());
    // A command inside the body whose condition holds only in a later iteration.
    let later = "procedure P()\n{\n  var i, x: int;\n  i := 0;\n  while (i < 10)\n    invariant i >= 0;\n  {\n    if (i == 7) {\n      x := 1;\n    }\n    i := i + 1;\n  }\n}\n";
    assert_eq!(one(later), Vec::<u32>::new());
}

#[test]
fn gotos() {
    let src = "procedure P(x: int)\n{\n  var y: int;\n  L0: goto L1, L2;\n  L1: assume x > 0; goto L3;\n  L2: assume x < 0; goto L3;\n  L3: assume x == 0; y := 1; goto L4;\n  L4: y := 2;\n}\n";
    // `assume x == 0` is reached and blocks; what comes after it is unreachable.
    assert_eq!(one(src), vec![7, 8]);
    let joined = src.replace("L3: assume x == 0;", "L3: assume x != 0;");
    assert_eq!(one(&joined), Vec::<u32>::new());
}

#[test]
fn an_assume_that_is_reached_but_blocks_is_reachable() {
    let src = "procedure P(x: int)\n{\n  assume x > 10;\n  assume x < 5;\n  assert false;\n}\n";
    assert_eq!(one(src), vec![5]);
}

#[test]
fn several_implementations_are_analysed_separately() {
    let src = "procedure P(x: int);\n  requires x > 0;\nimplementation P(x: int)\n{\n  var y: int;\n  if (x < 0) { y := 1; }\n}\nimplementation P(x: int)\n{\n  var y: int;\n  if (x > 0) { y := 1; }\n}\nprocedure Q(x: int)\n{\n  var y: int;\n  if (x < 0) { y := 1; }\n  assume false;\n  y := 2;\n}\n";
    let all = unreachable(src);
    let got: Vec<(&str, &[u32])> = all.iter().map(|(n, l)| (n.as_str(), l.as_slice())).collect();
    assert_eq!(got, vec![("P", &[6u32][..]), ("P", &[][..]), ("Q", &[18u32][..])]);
}

#[test]
fn asserts_are_assumed() {
    // As if verification had passed: after `assert x > 0` the branch `x < 0` is dead.
    let src = "procedure P(x: int)\n{\n  var y: int;\n  assert x > 0;\n  if (x < 0) { y := 1; }\n}\n";
    assert_eq!(one(src), vec![5]);
}

#[test]
fn a_solver_that_fails_leaves_everything_unknown() {
    let src = "procedure P(x: int)\n{\n  var y: int;\n  assume false;\n  y := 1;\n}\n";
    let r = analyze(src, Opt { solver_path: Some("/bin/false".into()), ..Opt::default() });
    assert_eq!(r.len(), 1);
    assert!(!r[0].cmds.is_empty());
    // Nothing is reported unreachable (or doomed) without an unsat answer.
    for c in &r[0].cmds {
        assert!(matches!(c.status, reach::Status::Unknown | reach::Status::Reachable), "{c:?}");
    }
    assert!(r[0].cmds.iter().any(|c| c.status == reach::Status::Unknown));
}
