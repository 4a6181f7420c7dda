//! The JSON form: shape (tagged enums, `format_version`), round trip, and deep trees
//! beyond serde_json's default recursion limit of 128.

use boogie_ast::json::{from_json, to_json, FORMAT_VERSION};
use boogie_ast::*;

fn e(kind: ExprKind) -> Expr {
    Expr { kind, span: Span::new(FileId(0), 3, 7) }
}

fn program_with(expr: Expr) -> Program {
    let mut files = Files::default();
    files.intern("a.bpl");
    let axiom = AxiomDecl { hideable: false, attrs: Attrs::new(), expr, span: Span::new(FileId(0), 1, 1) };
    Program { files, decls: vec![Decl::Axiom(axiom)] }
}

/// `x + x + ... + x` with `n` additions, nested to the left.
fn left_chain(n: usize) -> Expr {
    let mut x = e(ExprKind::Var { name: "x".into() });
    for _ in 0..n {
        let rhs = e(ExprKind::Var { name: "x".into() });
        x = e(ExprKind::Binary(Box::new(BinaryExpr { op: BinaryOp::Add, lhs: x, rhs })));
    }
    x
}

#[test]
fn shape_is_tagged_and_versioned() {
    let old = e(ExprKind::Old(Box::new(e(ExprKind::Lit(Literal::Int("1".into()))))));
    let json = to_json(&program_with(old), Form::Parsed);
    let compact: String = json.split_whitespace().collect();
    assert!(compact.starts_with(&format!("{{\"format_version\":{FORMAT_VERSION},\"form\":\"Parsed\",")), "{json}");
    assert!(compact.contains("\"decls\":[{\"kind\":\"Axiom\""), "{json}");
    assert!(compact.contains("{\"kind\":\"Old\",\"value\":{\"kind\":{\"kind\":\"Lit\",\"value\":{\"kind\":\"Int\",\"value\":\"1\"}}"), "{json}");
    assert!(compact.contains("\"span\":{\"file\":0,\"line\":3,\"col\":7}"), "{json}");
    assert!(compact.contains("\"files\":[\"a.bpl\"]"), "{json}");
}

#[test]
fn round_trip_keeps_spans() {
    let p = program_with(left_chain(3));
    let json = to_json(&p, Form::Typed);
    let doc = from_json(&json).expect("reads back");
    assert_eq!(doc.program, p);
    assert_eq!(doc.form, Form::Typed);
    assert_eq!(to_json(&doc.program, doc.form), json);
    let Decl::Axiom(a) = &doc.program.decls[0] else { panic!("not an axiom") };
    assert!(a.expr.span.same_position(&Span::new(FileId(0), 3, 7)));
    assert_eq!(doc.program.files.name(FileId(0)), "a.bpl");
}

#[test]
fn deep_trees_round_trip() {
    let p = program_with(left_chain(400));
    let json = to_json(&p, Form::Parsed);
    let doc = from_json(&json).expect("deep JSON reads back");
    assert_eq!(doc.program, p);
}

#[test]
fn errors_are_messages() {
    let json = to_json(&program_with(left_chain(1)), Form::Parsed).replace("\"format_version\": 1", "\"format_version\": 99");
    let err = from_json(&json).expect_err("version 99 is rejected");
    assert!(err.contains("unsupported JSON format_version 99"), "{err}");
    assert!(from_json("{").expect_err("truncated").starts_with("invalid JSON program"));
    assert!(from_json("").is_err());
}
