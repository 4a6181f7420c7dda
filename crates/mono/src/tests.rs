//! Tests of monomorphization on small passive programs: the output type-checks, has no
//! polymorphism left, and has the instances expected.

use boogie_ast::print::print_program;

use crate::{is_polymorphic, monomorphize, MonoError};

/// Parses, type-checks and monomorphizes `src`; the printed output, type-checked again.
fn mono(src: &str) -> Result<String, MonoError> {
    let (program, diags) = boogie_parse::parse_program(src, "t.bpl");
    assert!(diags.is_empty(), "{diags:?}");
    let info = boogie_tc::check(&program, "t.bpl").unwrap_or_else(|f| panic!("type checks: {:?}", f.lines(&program)));
    let out = monomorphize(&program, &info)?;
    let text = print_program(&out.program);
    let (again, diags) = boogie_parse::parse_program(&text, "t.bpl");
    assert!(diags.is_empty(), "output parses: {diags:?}\n{text}");
    let info2 = boogie_tc::check(&again, "t.bpl").unwrap_or_else(|f| panic!("output type checks: {:?}\n{text}", f.lines(&again)));
    assert!(!is_polymorphic(&again, &info2), "output still polymorphic:\n{text}");
    Ok(text)
}

#[test]
fn polymorphic_functions_get_one_instance_per_use() {
    let out = mono(
        "function f<T>(x: T): int;\n\
         axiom (forall<T> x: T :: f(x) >= 0);\n\
         procedure p();\n implementation p() { A: assume f(1) == f(true); return; }",
    )
    .unwrap();
    assert!(out.contains("function f#int(x: int) : int;"), "{out}");
    assert!(out.contains("function f#bool(x: bool) : int;"), "{out}");
    assert!(out.contains("axiom (forall x: int :: f#int(x) >= 0);"), "{out}");
    assert!(out.contains("axiom (forall x: bool :: f#bool(x) >= 0);"), "{out}");
}

#[test]
fn a_monomorphic_program_is_unchanged() {
    let src = "var x: int; procedure p();\n implementation p() { A: assume x > 0; assert x >= 0; return; }";
    let (program, _) = boogie_parse::parse_program(src, "t.bpl");
    let info = boogie_tc::check(&program, "t.bpl").unwrap();
    assert!(!is_polymorphic(&program, &info));
    assert_eq!(monomorphize(&program, &info).unwrap().program, program);
}

#[test]
fn an_expanding_cycle_is_reported_as_boogie_does() {
    let err = mono("datatype Option<T> { None(), Some(t: T) }\nfunction B<T>(i: T): bool { B(Some(i)) }").unwrap_err();
    assert_eq!(err, MonoError::ExpandingTypeCycle);
    assert_eq!(err.boogie_line(), "Unable to monomorphize input program: expanding type cycle detected");
}

#[test]
fn polymorphic_maps_become_datatypes_of_their_instances() {
    let out = mono(
        "type Field _; const f1: Field int; const f2: Field bool;\n\
         procedure p();\n implementation p() { var m: <a>[Field a]a; A: assume m[f1] == 3; assert m[f2 := true][f1] == 3; return; }",
    )
    .unwrap();
    assert!(out.contains("datatype PolyMap#1 {"), "{out}");
    assert!(out.contains("PolyMap#1#int: [Field int]int"), "{out}");
    assert!(out.contains("PolyMap#1#bool: [Field bool]bool"), "{out}");
    assert!(out.contains("m->PolyMap#1#int[f1] == 3"), "{out}");
}

#[test]
fn datatypes_with_parameters_are_instantiated() {
    let out = mono(
        "datatype List<T> { Nil(), Cons(head: T, tail: List T) }\n\
         procedure p();\n implementation p() { var l: List int; A: assume l == Cons(1, Nil()); assert l is Cons && l->head == 1; return; }",
    )
    .unwrap();
    assert!(out.contains("datatype List#int {"), "{out}");
    assert!(out.contains("Cons#int(head: int, tail: List#int)"), "{out}");
    assert!(out.contains("l is Cons#int"), "{out}");
}

#[test]
fn a_proved_type_quantifier_is_proved_for_a_fresh_type() {
    let out = mono(
        "function g<T>(x: T): T;\naxiom (forall<T> x: T :: g(x) == x);\n\
         procedure p();\n implementation p() { A: assert (forall<U> y: U :: g(g(y)) == y); return; }",
    )
    .unwrap();
    assert!(out.contains("type U#1;"), "{out}");
    assert!(out.contains("axiom (forall x: U#1 :: g#U#1(x) == x);"), "{out}");
}

#[test]
fn a_type_quantifier_in_both_polarities_is_not_handled() {
    let err = mono("procedure p();\n implementation p() { A: assume (forall<T> x, y: T :: x == y) <==> true; return; }").unwrap_err();
    assert!(matches!(err, MonoError::Unhandled(_)));
}

#[test]
fn values_of_different_types_are_different() {
    let out = mono(
        "function f<T>(x: T): int;\n\
         axiom (forall<T, U> x: T, y: U :: x == y ==> f(x) == f(y));\n\
         procedure p();\n implementation p() { A: assume f(1) == f(true); return; }",
    )
    .unwrap();
    assert!(out.contains("false ==> f#int(x) == f#bool(y)") || out.contains("(forall x: int, y: bool :: false"), "{out}");
}

#[test]
fn a_polymorphic_implementation_is_verified_for_fresh_types() {
    let out = mono("procedure p<T>(x: T) returns (y: T);\nimplementation p<T>(x: T) returns (y: T) { A: assume y == x; return; }").unwrap();
    assert!(out.contains("type p.T#1;"), "{out}");
    assert!(out.contains("implementation p(x: p.T#1) returns (y: p.T#1)"), "{out}");
}

/// Applications under a bit-vector extract and in the indices of an assigned map entry are
/// instantiated too (both sit inside nodes the walker copies).
#[test]
fn applications_inside_extracts_and_assigned_indices_are_instantiated() {
    let out = mono(
        "function pick<T>(b: bool, x: T, y: T): T;\n\
         var m: [int]int;\n\
         procedure p(a: bv32, i: int);\n modifies m;\n\
         implementation p(a: bv32, i: int) { A: assume pick(true, a, a)[8:0] == 0bv8; m[pick(true, i, i)] := 1; return; }",
    )
    .unwrap();
    assert!(out.contains("pick#bv32(true, a, a)[8:0]"), "{out}");
    assert!(out.contains("m[pick#int(true, i, i)] := 1"), "{out}");
}

/// A store into a polymorphic map is an application of the instance's update function,
/// defined by an axiom triggered on it, so that a trigger on a store (Viper's
/// `{ Heap[o, f := v] }`) matches stores only.
#[test]
fn stores_into_polymorphic_maps_apply_an_update_function() {
    let out = mono(
        "type Field _; type ref; type Heap = <a>[ref, Field a]a; const f1: Field int; const f2: Field bool;\n\
         function succ(h1: Heap, h2: Heap): bool;\n\
         axiom (forall<b> h: Heap, o: ref, f: Field b, v: b :: { h[o, f := v] } succ(h, h[o, f := v]));\n\
         procedure p(o: ref);\n implementation p(o: ref) { var m: Heap; A: assert m[o, f2 := true][o, f1] == m[o, f1]; return; }",
    )
    .unwrap();
    assert!(out.contains("function PolyMap#1#bool#update(PolyMap#1, ref, Field bool, bool) : PolyMap#1;"), "{out}");
    assert!(
        out.contains("axiom (forall m#: PolyMap#1, i#0: ref, i#1: Field bool, v#: bool :: { PolyMap#1#bool#update(m#, i#0, i#1, v#) } PolyMap#1#bool#update(m#, i#0, i#1, v#) == m#->(PolyMap#1#bool := m#->PolyMap#1#bool[i#0, i#1 := v#]));"),
        "{out}"
    );
    assert!(out.contains("PolyMap#1#bool#update(m, o, f2, true)->PolyMap#1#int[o, f1] == m->PolyMap#1#int[o, f1]"), "{out}");
    assert!(out.contains("{ PolyMap#1#bool#update(h, o, f, v) } succ(h, PolyMap#1#bool#update(h, o, f, v))"), "{out}");
}

/// A `forall` that binds only type parameters binds nothing once they are fixed: each
/// instance is its body (Boogie's grammar has no `forall :: e`, so the printed program must
/// not hold one), asserted and proved alike.
#[test]
fn a_quantifier_over_types_alone_becomes_its_body_at_each_instance() {
    let out = mono(
        "type Vec _; function Empty<T>(): Vec T; function Len<T>(v: Vec T): int;\n\
         axiom (forall<T> :: Len(Empty() : Vec T) == 0);\n\
         procedure p();\n implementation p() { A: assert Len(Empty() : Vec int) == 0 && (forall<U> :: Len(Empty() : Vec U) == 0); return; }",
    )
    .unwrap();
    assert!(out.contains("axiom Len#int(Empty#int() : Vec int) == 0;"), "{out}");
    assert!(!out.contains("forall ::") && !out.contains("exists ::"), "{out}");
}

/// Parses, type-checks and erases the types of `src` (types as terms); the printed output,
/// read back and type-checked again.
fn erase(src: &str) -> String {
    let (program, diags) = boogie_parse::parse_program(src, "t.bpl");
    assert!(diags.is_empty(), "{diags:?}");
    let info = boogie_tc::check(&program, "t.bpl").unwrap_or_else(|f| panic!("type checks: {:?}", f.lines(&program)));
    let out = crate::erase_types(&program, &info).expect("types erased");
    let text = print_program(&out);
    let (again, diags) = boogie_parse::parse_program(&text, "t.bpl");
    assert!(diags.is_empty(), "output parses: {diags:?}\n{text}");
    boogie_tc::check(&again, "t.bpl").unwrap_or_else(|f| panic!("output type checks: {:?}\n{text}", f.lines(&again)));
    text
}

/// Types as terms add a named parameter per type parameter; the function's unnamed
/// parameters are named with it, since Boogie reads `f(a: T, U)` Go-style (an error), not
/// as one named and one unnamed parameter.
#[test]
fn erased_functions_with_unnamed_parameters_print_as_boogie_reads_them() {
    let out = erase(
        "function Box<T>(T): int; function Two<T>(T, int): bool;\n\
         axiom (forall<T> x: T :: Box(x) == Box(x));\n\
         procedure p();\n implementation p() { A: assert Two(1, Box(true)); return; }",
    );
    assert!(out.contains("function Box(T#type: "), "{out}");
    assert!(!out.contains("function Box(T#type: $T, $U)"), "{out}");
}
