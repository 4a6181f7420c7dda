//! End-to-end tests of doomed points with z3: a reachable command is doomed when every
//! execution through it goes wrong later (an assert, a postcondition, a call's
//! precondition, a loop invariant), and some execution reaches it. Both strategies must
//! agree. Fails (never skips) without z3.

mod common;

use common::{analyze, Opt};
use reach::{Status, Strategy};

/// `(line of the doomed command, line of the failing check)` per doomed command, checking
/// that both strategies agree and nothing is unknown.
fn doomed(src: &str) -> Vec<(u32, Option<u32>)> {
    let mut out = Vec::new();
    for strategy in [Strategy::Thesis, Strategy::Naive] {
        let r = analyze(src, Opt { strategy, doomed: true, ..Opt::default() });
        let mut got = Vec::new();
        for i in &r {
            for c in &i.cmds {
                assert_ne!(c.status, Status::Unknown, "{}: {:?}", i.name, i.notes);
                if let Status::Doomed(by) = &c.status {
                    got.push((c.cmd.pos.line, by.as_ref().map(|p| p.line)));
                }
            }
        }
        if strategy == Strategy::Thesis {
            out = got;
        } else {
            assert_eq!(out, got, "the strategies disagree on\n{src}");
        }
    }
    out
}

#[test]
fn a_branch_whose_every_execution_fails_an_assert() {
    let src = "procedure P(x: int)\n{\n  var y: int;\n  y := x + 1;\n  if (*) {\n    y := y + 1;\n    assert y < x;\n  }\n  y := 0;\n}\n";
    assert_eq!(doomed(src), vec![(6, Some(7)), (7, Some(7))]);
    // When the assertion can hold, nothing is doomed.
    assert_eq!(doomed(&src.replace("assert y < x;", "assert y > x;")), vec![]);
    assert_eq!(doomed(&src.replace("assert y < x;", "assert y == x + 2 || x > 0;")), vec![]);
}

#[test]
fn a_postcondition_that_fails_on_a_branch() {
    let src = "procedure P(x: int) returns (r: int)\n  ensures r > 0;\n{\n  r := x;\n  if (x > 5) {\n    r := -1;\n  }\n}\n";
    // The assignment in the branch dooms it; the failing check is the `ensures` (line 2).
    assert_eq!(doomed(src), vec![(6, Some(2))]);
}

#[test]
fn a_call_whose_precondition_fails() {
    let src = "procedure Q(a: int);\n  requires a > 0;\nprocedure P()\n{\n  var z: int;\n  z := 0;\n  if (*) {\n    call Q(z);\n  }\n}\n";
    assert_eq!(doomed(src), vec![(8, Some(8))]);
}

#[test]
fn a_loop_invariant_that_the_body_breaks() {
    let src = "procedure P()\n{\n  var i: int;\n  i := 0;\n  while (*)\n    invariant i >= 0;\n  {\n    i := -1;\n  }\n}\n";
    assert_eq!(doomed(src), vec![(8, Some(6))]);
    // A body that keeps the invariant is fine: the cut iteration ends without going wrong.
    assert_eq!(doomed(&src.replace("i := -1;", "i := i + 1;")), vec![]);
}

#[test]
fn a_command_with_one_failing_and_one_passing_continuation_is_not_doomed() {
    let src = "procedure P(x: int)\n{\n  var y: int;\n  y := 1;\n  if (x > 0) {\n    assert false;\n  }\n}\n";
    // `y := 1` goes on to a path that ends normally (x <= 0); only the branch is doomed.
    assert_eq!(doomed(src), vec![(6, Some(6))]);
}

#[test]
fn unreachable_code_is_not_doomed() {
    let src = "procedure P(x: int)\n  requires x > 0;\n{\n  if (x < 0) {\n    assert false;\n  }\n}\n";
    assert_eq!(doomed(src), vec![]);
    let r = analyze(src, Opt { doomed: true, ..Opt::default() });
    assert_eq!(r[0].cmds.iter().filter(|c| c.status == Status::Unreachable).count(), 1);
}

#[test]
fn doomed_points_under_a_quantified_axiom() {
    // With a quantified axiom z3 may answer `unknown` (incomplete) where a failing
    // execution exists; the point is still found, by the live query's `unsat`.
    let src = "function g(v: int): int;\naxiom (forall v: int :: { g(v) } g(v) > v);\nprocedure P(x: int)\n{\n  var y: int;\n  if (*) {\n    y := g(x);\n    assert y <= x;\n  }\n}\n";
    assert_eq!(doomed(src), vec![(7, Some(8)), (8, Some(8))]);
}
