//! The interval domain and analysis: join, meet, widening, and the invariants the analysis
//! writes on small loops (no solver: the analysis itself).

use infer::intervals::{infer, Itv};

fn itv(lo: Option<i128>, hi: Option<i128>) -> Itv {
    Itv { lo, hi }
}

#[test]
fn join_meet_widen() {
    let a = itv(Some(0), Some(5));
    let b = itv(Some(3), Some(10));
    assert_eq!(a.join(&b), itv(Some(0), Some(10)));
    assert_eq!(a.meet(&b), itv(Some(3), Some(5)));
    assert!(itv(Some(4), Some(3)).is_empty());
    assert_eq!(a.join(&Itv::TOP), Itv::TOP);
    // A bound that grew goes to infinity; one that stayed is kept.
    assert_eq!(itv(Some(0), Some(2)).widen(&itv(Some(0), Some(1))), itv(Some(0), None));
    assert_eq!(itv(Some(-1), Some(1)).widen(&itv(Some(0), Some(1))), itv(None, Some(1)));
    assert_eq!(a.widen(&a), a);
}

fn inferred(src: &str) -> String {
    let (p, diags) = boogie_parse::parse_program(src, "t.bpl");
    assert!(diags.is_empty(), "{diags:?}");
    let (out, _) = infer(&p);
    boogie_ast::print::print_program(&out)
}

#[test]
fn counter_up_to_a_constant_is_bounded_after_narrowing() {
    let text = inferred("procedure P() { var i: int; i := 0; while (i < 200) { i := i + 1; } assert i == 200; }");
    assert!(text.contains("invariant {:inferred} 0 <= i && i <= 200;"), "{text}");
}

#[test]
fn counter_to_a_parameter_keeps_its_lower_bound() {
    let text = inferred("procedure P(n: int) requires n >= 0; { var i: int; i := 0; while (i < n) { i := i + 2; } }");
    assert!(text.contains("invariant {:inferred} 0 <= i;"), "{text}");
}

#[test]
fn branches_join_and_unchanged_variables_get_nothing() {
    let src = "procedure P() { var i: int, k: int; i := 10; k := 3; while (*) { if (i > 0) { i := i - 1; } else { i := 0; } } }";
    let text = inferred(src);
    assert!(text.contains("invariant {:inferred} 0 <= i && i <= 10;"), "{text}");
    assert!(!text.contains("k <="), "{text}");
}

#[test]
fn goto_programs_are_not_analysed() {
    let src = "procedure P() { var i: int; i := 0; L: while (i < 3) { i := i + 1; goto L; } }";
    let (p, _) = boogie_parse::parse_program(src, "t.bpl");
    let (_, stats) = infer(&p);
    assert_eq!((stats.procedures, stats.skipped, stats.invariants), (1, 1, 0));
}
