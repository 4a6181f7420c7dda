//! The predicate heuristics: what is guessed for a loop without `{:predicates}`.

use boogie_ast::{Decl, Stmt};
use infer::predicates::{guess, MAX_GUESSED};

#[test]
fn guard_bounds_of_targets_and_later_assertions() {
    let src = "procedure P(n: int) returns (s: int)\n  ensures s == 2 * n;\n{\n  var i: int;\n  i := 0;\n  s := 0;\n  while (i < n)\n  {\n    i := i + 1;\n    s := s + 2;\n  }\n  assert i >= n;\n}\n";
    let (p, diags) = boogie_parse::parse_program(src, "t.bpl");
    assert!(diags.is_empty(), "{diags:?}");
    let Decl::Procedure(proc_decl) = &p.decls[0] else { panic!() };
    let body = proc_decl.body.as_ref().unwrap();
    let k = body.stmts.iter().position(|s| matches!(s, Stmt::While(_))).unwrap();
    let Stmt::While(w) = &body.stmts[k] else { panic!() };
    let got: Vec<String> =
        guess(w, proc_decl, &body.stmts[k + 1..], &p).iter().map(boogie_ast::print::print_expr).collect();
    assert_eq!(got, ["i < n", "0 <= i", "i <= n", "0 <= s", "i >= n", "s == 2 * n"]);
    assert!(got.len() <= MAX_GUESSED);
}
