//! End-to-end tests of `reach --doomed --unroll` with z3: each loop is its first iteration
//! (peeled, from the state the loop is entered in), then an arbitrary iteration (the cut:
//! targets havocked, invariants assumed; an iteration that re-establishes them ends
//! without going wrong), then its exit. Each test compares the analysis with loops cut
//! (`unroll: false`) and with loops unrolled; both strategies must agree, and nothing may
//! be unknown. Fails (never skips) without z3.

mod common;

use common::{analyze, Opt};
use reach::{Status, Strategy};

/// What the analysis reports: the doomed commands `(line, line of the failing check)` and
/// the unreachable commands' lines; the strategies must agree.
#[derive(Debug, PartialEq, Eq)]
struct Found {
    doomed: Vec<(u32, Option<u32>)>,
    unreachable: Vec<u32>,
}

fn found(src: &str, unroll: bool) -> Found {
    let mut out: Option<Found> = None;
    for strategy in [Strategy::Thesis, Strategy::Naive] {
        let r = analyze(src, Opt { strategy, doomed: true, unroll, ..Opt::default() });
        let mut f = Found { doomed: Vec::new(), unreachable: Vec::new() };
        for i in &r {
            for c in &i.cmds {
                match &c.status {
                    Status::Unknown => panic!("{}: unknown at line {}: {:?}", i.name, c.cmd.pos.line, i.notes),
                    Status::Doomed(by) => f.doomed.push((c.cmd.pos.line, by.as_ref().map(|p| p.line))),
                    Status::Unreachable => f.unreachable.push(c.cmd.pos.line),
                    Status::Reachable => {}
                }
            }
        }
        match &out {
            None => out = Some(f),
            Some(o) => assert_eq!(o, &f, "the strategies disagree (unroll: {unroll}) on\n{src}"),
        }
    }
    out.expect("two strategies ran")
}

fn lines(d: &[(u32, Option<u32>)]) -> Vec<u32> {
    d.iter().map(|(l, _)| *l).collect()
}

/// The first iteration fails (i = 0); an arbitrary iteration (i >= 0 havocked) need not.
/// Cut, nothing is doomed; unrolled, the assert is, and the rest of the body (reached only
/// past it) is unreachable, in the first iteration and so in every later one.
const FIRST_ITERATION_FAILS: &str = "procedure P(n: int)
{
  var i: int;
  i := 0;
  while (i < n)
    invariant i >= 0;
  {
    assert i > 0;
    i := i + 1;
  }
}
";

#[test]
fn a_loop_whose_first_iteration_always_fails() {
    let cut = found(FIRST_ITERATION_FAILS, false);
    assert_eq!(cut, Found { doomed: vec![], unreachable: vec![] });
    let unrolled = found(FIRST_ITERATION_FAILS, true);
    assert_eq!(unrolled, Found { doomed: vec![(8, Some(8))], unreachable: vec![9] });
    // A first iteration that can pass: nothing doomed either way.
    let fine = FIRST_ITERATION_FAILS.replace("assert i > 0;", "assert i >= 0;");
    assert_eq!(found(&fine, true), Found { doomed: vec![], unreachable: vec![] });
}

/// The exit: after zero iterations (i = 0) the final assert fails; the loop's body fails in
/// its first iteration, so no later iteration and no later exit exists. Unrolled, every
/// execution fails: `i := 0` too. Cut, the exit's havocked `i` may pass the assert.
const EXIT_DOOMED: &str = "procedure P(n: int)
{
  var i: int;
  i := 0;
  while (i < n)
    invariant i >= 0;
  {
    assert i > 0;
    i := i + 1;
  }
  assert i > 0;
}
";

#[test]
fn a_loop_whose_exit_path_is_doomed_only_when_unrolled() {
    assert_eq!(found(EXIT_DOOMED, false), Found { doomed: vec![], unreachable: vec![] });
    let unrolled = found(EXIT_DOOMED, true);
    assert_eq!(lines(&unrolled.doomed), vec![4, 8, 11]);
    assert_eq!(unrolled.doomed[1..], [(8, Some(8)), (11, Some(11))]);
    // `i := 0` fails at one of the two asserts (the model picks which).
    assert!(matches!(unrolled.doomed[0].1, Some(8 | 11)), "{unrolled:?}");
    assert_eq!(unrolled.unreachable, vec![9]);
}

/// An exit that fails after any number of iterations (the invariant forces i == n): doomed
/// with or without unrolling; the body is not (its iterations end without going wrong),
/// nor is `i := 0` (an execution may iterate without end as far as the cut knows).
const EXIT_ALWAYS_FAILS: &str = "procedure P(n: int)
  requires n >= 0;
{
  var i: int;
  i := 0;
  while (i < n)
    invariant i <= n;
  {
    i := i + 1;
  }
  assert i < n;
}
";

#[test]
fn an_exit_that_always_fails_is_doomed_and_the_body_is_not() {
    let want = Found { doomed: vec![(11, Some(11))], unreachable: vec![] };
    assert_eq!(found(EXIT_ALWAYS_FAILS, false), want);
    assert_eq!(found(EXIT_ALWAYS_FAILS, true), want);
}

/// A weak invariant (`true`, not `x == 5`): cut, the havocked `x` makes `y := x` look
/// doomed (x != 5 fails, x == 5 blocks). In fact x stays 5 and every execution through
/// `y := x` blocks: unrolled, its first-iteration copy has no failing execution, so it is
/// not reported. (Its later-iteration copy is still havocked: the `assert false` is
/// reported doomed by that copy alone.)
const WEAK_INVARIANT: &str = "procedure P()
{
  var x: int;
  var y: int;
  x := 5;
  while (*)
    invariant true;
  {
    if (*) {
      y := x;
      if (y != 5) {
        assert false;
      } else {
        assume false;
      }
    } else {
      x := 5;
    }
  }
}
";

#[test]
fn a_command_doomed_only_by_a_weak_invariant_is_not_reported_when_unrolled() {
    let cut = found(WEAK_INVARIANT, false);
    assert_eq!(cut.doomed, vec![(10, Some(12)), (12, Some(12))]);
    let unrolled = found(WEAK_INVARIANT, true);
    assert_eq!(unrolled.doomed, vec![(12, Some(12))]);
    assert_eq!(unrolled.unreachable, Vec::<u32>::new());
    // The invariant that holds says what the unrolling found.
    let strong = WEAK_INVARIANT.replace("invariant true;", "invariant x == 5;");
    assert_eq!(found(&strong, false), Found { doomed: vec![], unreachable: vec![12] });
}

/// Nested loops: the assert fails only in the first inner iteration of the first outer
/// iteration (i = j = 0), and every execution that enters the outer body gets there.
/// Unrolled, the peeled outer iteration's peeled inner iteration finds it; cut, the
/// havocked i, j pass.
const NESTED: &str = "procedure P(n: int)
{
  var i: int;
  var j: int;
  i := 0;
  while (i < n)
    invariant i >= 0;
  {
    j := 0;
    while (j < n)
      invariant j >= 0;
    {
      assert i > 0 || j > 0;
      j := j + 1;
    }
    i := i + 1;
  }
}
";

#[test]
fn nested_loops_are_unrolled_in_each_other() {
    assert_eq!(found(NESTED, false), Found { doomed: vec![], unreachable: vec![] });
    let unrolled = found(NESTED, true);
    assert_eq!(unrolled, Found { doomed: vec![(9, Some(13)), (13, Some(13))], unreachable: vec![14, 16] });
    // Failing only in a later outer iteration (i = 1): the havocked outer iteration passes.
    let later = NESTED.replace("assert i > 0 || j > 0;", "assert i != 1 || j > 0;");
    assert_eq!(found(&later, true), Found { doomed: vec![], unreachable: vec![] });
}

/// A call in the loop whose precondition the first iteration breaks (i = -1).
const CALL: &str = "procedure Q(k: int) returns (r: int);
  requires k >= 0;
  ensures r == k + 1;

procedure P(n: int)
{
  var i: int;
  i := -1;
  while (i < n)
    invariant true;
  {
    call i := Q(i);
  }
}
";

#[test]
fn a_call_in_a_loop_whose_first_iteration_breaks_its_precondition() {
    assert_eq!(found(CALL, false), Found { doomed: vec![], unreachable: vec![] });
    assert_eq!(found(CALL, true), Found { doomed: vec![(12, Some(12))], unreachable: vec![] });
    // From i = 0 on, the calls keep the precondition: nothing is doomed.
    assert_eq!(found(&CALL.replace("i := -1;", "i := 0;"), true), Found { doomed: vec![], unreachable: vec![] });
}

/// A loop that never exits: the body is not doomed (an execution may run forever without
/// going wrong), the code after the loop is unreachable; the same with the unrolling.
const NEVER_EXITS: &str = "procedure P()
{
  var x: int;
  x := 0;
  while (true)
    invariant x >= 0;
  {
    x := x + 1;
  }
  assert false;
}
";

#[test]
fn a_loop_that_never_exits_leaves_its_body_undoomed() {
    let want = Found { doomed: vec![], unreachable: vec![10] };
    assert_eq!(found(NEVER_EXITS, false), want);
    assert_eq!(found(NEVER_EXITS, true), want);
    // A failure in the fourth iteration (x = 3) is not found: the arbitrary iteration from
    // a havocked x (say 5) ends without going wrong. The unrolling decides only what the
    // first iteration or the exit decides (incomplete, never unsound).
    let later = NEVER_EXITS.replace("x := x + 1;", "assert x != 3;\n    x := x + 1;");
    assert_eq!(found(&later, true).doomed, vec![]);
}

/// A solver that fails leaves the unrolled program's commands unknown, never doomed.
#[test]
fn a_solver_that_fails_leaves_the_unrolled_commands_unknown() {
    let r = analyze(FIRST_ITERATION_FAILS, Opt { doomed: true, unroll: true, solver_path: Some("/bin/false".into()), ..Opt::default() });
    assert!(!r[0].cmds.is_empty());
    assert!(r[0].cmds.iter().all(|c| c.status == Status::Unknown), "{:?}", r[0].cmds);
}

/// Unrolling makes more blocks, and each source command is still reported once.
#[test]
fn each_command_is_reported_once_with_more_blocks() {
    let cut = analyze(NESTED, Opt { doomed: true, ..Opt::default() });
    let unrolled = analyze(NESTED, Opt { doomed: true, unroll: true, ..Opt::default() });
    assert!(unrolled[0].blocks > cut[0].blocks, "{} vs {}", unrolled[0].blocks, cut[0].blocks);
    let l = |r: &[reach::ImplReport]| r[0].cmds.iter().map(|c| c.cmd.pos.line).collect::<Vec<_>>();
    assert_eq!(l(&cut), l(&unrolled));
    assert_eq!(l(&cut), vec![5, 9, 13, 14, 16]);
}
