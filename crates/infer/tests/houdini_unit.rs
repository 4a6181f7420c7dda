//! Houdini's parts that need no solver: constants, candidate matching, the assignment's
//! axioms, refutations read from results, and the annotated program.

use boogie_ast::origin::{OriginKind, Pos};
use infer::houdini::{self, candidates, existential_constants, refutations, Assignment, ClauseKind, Stats};
use vcgen::{ErrorReport, ImplResult, Outcome};

const SRC: &str = "\
const {:existential true} b1: bool;
const {:existential true} b2: bool;
const {:existential false} c: bool;
const {:existential true} b3: bool;
var g: int;
procedure P(x: int)
  requires b1 ==> x > 0;
  requires c ==> x > 1;
  free requires b2 ==> x > 2;
  modifies g;
  ensures x > 0 ==> (b2 ==> g > 0);
{
  g := x;
  while (g < 10)
    invariant b3 ==> g > 0;
  {
    g := g + 1;
  }
  assert b1 ==> g > 0;
  call Q();
}
procedure Q();
";

fn program() -> boogie_ast::Program {
    let (p, diags) = boogie_parse::parse_program(SRC, "t.bpl");
    assert!(diags.is_empty(), "{diags:?}");
    p
}

fn pos(line: u32, col: u32) -> Pos {
    Pos { file: "t.bpl".into(), line, col }
}

#[test]
fn constants_in_declaration_order_and_only_true_ones() {
    let names: Vec<String> = existential_constants(&program()).iter().map(|n| n.to_string()).collect();
    assert_eq!(names, ["b1", "b2", "b3"]);
}

#[test]
fn candidates_are_guarded_non_free_clauses() {
    let p = program();
    let cands = candidates(&p, &existential_constants(&p));
    let got: Vec<(String, ClauseKind, u32, u32)> =
        cands.list.iter().map(|c| (c.constant.to_string(), c.kind, c.pos.line, c.pos.col)).collect();
    assert_eq!(
        got,
        [
            ("b1".to_string(), ClauseKind::Requires, 7, 3),
            ("b2".to_string(), ClauseKind::Ensures, 11, 3),
            ("b3".to_string(), ClauseKind::Invariant, 15, 5),
            ("b1".to_string(), ClauseKind::Assert, 19, 3),
        ]
    );
    assert!(cands.calls["P"].contains("Q"));
}

fn result(name: &str, outcome: Outcome, errors: Vec<ErrorReport>) -> ImplResult {
    ImplResult {
        name: name.into(),
        priority: 1,
        pos: None,
        outcome,
        errors,
        time_limit: 0,
        msg_if_verifies: None,
        notes: vec![],
        alarms: Vec::new(),
        partial: false,
    }
}

fn error(kind: OriginKind, pos: Option<Pos>, related: Option<Pos>) -> ErrorReport {
    ErrorReport { kind, pos, custom: None, related, trace: vec![], model: Vec::new() }
}

#[test]
fn failures_at_candidates_refute_their_constants_only() {
    let p = program();
    let cands = candidates(&p, &existential_constants(&p));
    let all_true = Assignment(vec![("b1".into(), true), ("b2".into(), true), ("b3".into(), true)]);
    let mut stats = Stats::default();
    let errors = vec![
        // the loop invariant, maintained: b3
        error(OriginKind::InvariantMaintained, Some(pos(15, 5)), None),
        // an assertion that is no candidate: nothing
        error(OriginKind::Assertion, Some(pos(13, 3)), None),
        // a postcondition: b2 (related location = the ensures keyword)
        error(OriginKind::Postcondition, Some(pos(22, 1)), Some(pos(11, 3))),
    ];
    let got = refutations(&[result("P", Outcome::Errors, errors)], &cands, &all_true, &mut stats);
    assert_eq!(got, ["b3", "b2"]);
    assert_eq!(stats.refuted, 2);
    // A constant already false is not refuted again.
    let b3_false = Assignment(vec![("b1".into(), true), ("b2".into(), true), ("b3".into(), false)]);
    let errors = vec![error(OriginKind::InvariantEntry, Some(pos(15, 5)), None)];
    assert!(refutations(&[result("P", Outcome::Errors, errors)], &cands, &b3_false, &mut stats).is_empty());
}

#[test]
fn an_inconclusive_check_drops_the_candidates_it_checks() {
    let p = program();
    let cands = candidates(&p, &existential_constants(&p));
    let all_true = Assignment(vec![("b1".into(), true), ("b2".into(), true), ("b3".into(), true)]);
    let mut stats = Stats::default();
    let got = refutations(&[result("P", Outcome::TimedOut, vec![])], &cands, &all_true, &mut stats);
    // P's ensures (b2), its invariant (b3) and assert (b1); not P's own requires.
    assert_eq!(got, ["b2", "b3", "b1"]);
    assert_eq!(stats.dropped, 3);
}

#[test]
fn the_fixpoint_removes_until_nothing_fails() {
    let p = program();
    // A fake verifier: b3's invariant fails while b1 is true; nothing else fails.
    let mut rounds = Vec::new();
    let out = houdini::houdini(&p, |q| {
        let text = boogie_ast::print::print_program(q);
        rounds.push(text.clone());
        let b1_true = text.contains("axiom b1;");
        let errors = if b1_true { vec![error(OriginKind::InvariantEntry, Some(pos(15, 5)), None)] } else { vec![] };
        let outcome = if errors.is_empty() { Outcome::Verified } else { Outcome::Errors };
        Ok::<_, ()>(vec![result("P", outcome, errors)])
    })
    .unwrap();
    assert_eq!(out.assignment.boogie_lines(), ["Assignment computed by Houdini:", "b1 = True", "b2 = True", "b3 = False"]);
    assert_eq!(out.stats.rounds, 2);
    assert!(rounds[0].contains("axiom b3;") && rounds[1].contains("axiom !b3;"));
}

#[test]
fn annotate_marks_true_candidates_and_removes_false_ones() {
    let p = program();
    let a = Assignment(vec![("b1".into(), true), ("b2".into(), false), ("b3".into(), true)]);
    let text = boogie_ast::print::print_program(&houdini::annotate(&p, &a));
    assert!(text.contains("requires {:inferred} x > 0;"), "{text}");
    assert!(text.contains("invariant {:inferred} g > 0;"), "{text}");
    assert!(text.contains("assert {:inferred} g > 0;"), "{text}");
    assert!(!text.contains("ensures"), "{text}");
    assert!(text.contains("free requires b2 ==> x > 2;"), "{text}");
    assert_eq!(text.matches("existential").count(), 1, "{text}");
    assert!(text.contains("axiom !b2;"), "{text}");
    // The result is Boogie text again.
    let (_, diags) = boogie_parse::parse_program(&text, "out.bpl");
    assert!(diags.is_empty(), "{diags:?}");
}
