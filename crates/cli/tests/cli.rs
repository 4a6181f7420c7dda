//! End-to-end tests of the `rboogie` binary: commands, output format and exit codes.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn rboogie() -> Command {
    Command::new(env!("CARGO_BIN_EXE_rboogie"))
}

/// A fresh directory under the target dir for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn run_in(dir: &Path, args: &[&str]) -> Output {
    rboogie().current_dir(dir).args(args).output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn no_verify_clean_file_prints_the_zero_summary() {
    let dir = scratch("clean");
    std::fs::write(dir.join("a.bpl"), "procedure P(x: int) returns (y: int) { y := x; }\n").unwrap();
    let o = run_in(&dir, &["verify", "--no-verify", "a.bpl"]);
    assert_eq!(stdout(&o), "\nBoogie program verifier finished with 0 verified, 0 errors\n");
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn parse_errors_print_boogie_lines_and_count_per_file() {
    let dir = scratch("parse_errors");
    std::fs::write(dir.join("bad.bpl"), "procedure P() {\n  x := 1\n}\n").unwrap();
    std::fs::write(dir.join("good.bpl"), "var g: int;\n").unwrap();
    let o = run_in(&dir, &["verify", "--no-verify", "good.bpl", "bad.bpl"]);
    assert_eq!(stdout(&o), "bad.bpl(3,1): error: \";\" expected\n1 parse errors detected in bad.bpl\n");
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn file_names_are_printed_as_given() {
    let dir = scratch("names");
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    std::fs::write(dir.join("sub/b.bpl"), "const c: int\n").unwrap();
    let o = run_in(&dir, &["verify", "--no-verify", "sub/b.bpl"]);
    assert!(stdout(&o).starts_with("sub/b.bpl(2,1): error: "), "{}", stdout(&o));
    assert!(stdout(&o).ends_with("1 parse errors detected in sub/b.bpl\n"), "{}", stdout(&o));
}

#[test]
fn wrong_extension_is_rejected_like_boogie() {
    let dir = scratch("ext");
    std::fs::write(dir.join("a.txt"), "").unwrap();
    let o = run_in(&dir, &["verify", "a.txt"]);
    assert_eq!(
        stdout(&o),
        "*** Error: 'a.txt': Filename extension '.txt' is not supported. Input files must be BoogiePL programs (.bpl).\n"
    );
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn usage_errors_exit_with_2() {
    let o = rboogie().args(["verify", "--error-trace", "7", "x.bpl"]).output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    let o = rboogie().args(["frobnicate"]).output().unwrap();
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn verify_reports_a_failing_assertion() {
    let dir = scratch("unsupported");
    std::fs::write(dir.join("a.bpl"), "procedure P() { assert false; }\n").unwrap();
    let o = run_in(&dir, &["verify", "a.bpl"]);
    assert!(stdout(&o).contains("a.bpl(1,17): Error: this assertion could not be proved"), "{}", stdout(&o));
    assert!(stdout(&o).ends_with("\nBoogie program verifier finished with 0 verified, 1 error\n"), "{}", stdout(&o));
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn a_solver_that_does_not_start_is_explained_on_stderr() {
    // A z3 that rejects its command line (as a z3 older than 4.8.6 rejects
    // `tactic.default_tactic`): stdout is Boogie's solver-exception line, stderr says why.
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("solver-refuses");
    let script = dir.join("old-z3");
    std::fs::write(&script, "#!/bin/sh\necho \"ERROR: unknown parameter 'default_tactic' at module 'tactic'\" >&2\nexit 110\n").unwrap();
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    std::fs::write(dir.join("a.bpl"), "procedure P() { assert true; }\n").unwrap();
    let o = rboogie().current_dir(&dir).env_remove("RBOOGIE_NOTES").args(["verify", "--solver-path", "old-z3", "a.bpl"]).output().unwrap();
    let out = stdout(&o);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(out.contains("a.bpl(1,11): Verification encountered solver exception (P)"), "{out}");
    assert!(out.ends_with("\nBoogie program verifier finished with 0 verified, 0 errors, 1 solver exceptions\n"), "{out}");
    assert!(err.contains("note: P: ") && err.contains("unknown parameter 'default_tactic'"), "{err}");
    // A verified implementation has no note on stderr.
    let o = rboogie().current_dir(&dir).env_remove("RBOOGIE_NOTES").args(["verify", "a.bpl"]).output().unwrap();
    assert!(stdout(&o).ends_with("finished with 1 verified, 0 errors\n"), "{}", stdout(&o));
    assert_eq!(String::from_utf8_lossy(&o.stderr), "");
}

#[test]
fn print_round_trips_through_text_and_json() {
    let dir = scratch("print");
    let src = "type T;\nconst unique c: T;\nfunction f(x: int): int { x + 1 }\naxiom (forall x: int :: {f(x)} f(x) > x);\nvar g: [int]bool;\nprocedure P(a: int) returns (b: int)\n  requires a > 0;\n  modifies g;\n  ensures b == f(a);\n{\n  var t: int;\n  t := a;\n  while (t > 0)\n    invariant t >= 0;\n  {\n    t := t - 1;\n    g[t] := true;\n  }\n  b := f(a);\n}\n";
    std::fs::write(dir.join("p.bpl"), src).unwrap();
    let text = run_in(&dir, &["print", "p.bpl"]);
    assert_eq!(text.status.code(), Some(0), "{}", String::from_utf8_lossy(&text.stderr));
    std::fs::write(dir.join("q.bpl"), &text.stdout).unwrap();
    let again = run_in(&dir, &["print", "q.bpl"]);
    assert_eq!(stdout(&again), stdout(&text), "printing is not a fixed point");
    let json = run_in(&dir, &["print", "--json", "p.bpl"]);
    assert_eq!(json.status.code(), Some(0));
    assert!(stdout(&json).contains("\"format_version\": 1"));
    std::fs::write(dir.join("p.json"), &json.stdout).unwrap();
    let from_json = run_in(&dir, &["print", "p.json"]);
    assert_eq!(stdout(&from_json), stdout(&text), "JSON form does not print the same program");
}

#[test]
fn print_reports_parse_errors_on_stderr() {
    let dir = scratch("print_err");
    std::fs::write(dir.join("e.bpl"), "procedure P() { x := ; }\n").unwrap();
    let o = run_in(&dir, &["print", "e.bpl"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    assert!(String::from_utf8_lossy(&o.stderr).contains("e.bpl(1,22): error: invalid UnaryExpression"));
}

#[test]
fn calls_to_inline_procedures_are_inlined_with_boogie_block_names() {
    let dir = scratch("inline");
    let src = "var M: [int]int;\nprocedure {:inline 1} P(x: int)\n  modifies M;\n{\n  M[x] := 1;\n}\nprocedure Main()\n  modifies M;\n{\n  M[1] := 0;\n  call P(0);\n  call P(1);\n  assert M[1] == 0;\n}\n";
    std::fs::write(dir.join("i.bpl"), src).unwrap();
    let o = run_in(&dir, &["verify", "i.bpl"]);
    // P is not verified on its own; the Entry/Return blocks and the empty block between
    // the calls are not printed.
    assert_eq!(
        stdout(&o),
        "i.bpl(13,3): Error: this assertion could not be proved\nExecution trace:\n    i.bpl(10,8): anon0\n    \
         i.bpl(5,8): inline$P$0$anon0\n    i.bpl(5,8): inline$P$1$anon0\n    i.bpl(10,8): anon0$2\n\n\
         Boogie program verifier finished with 0 verified, 1 error\n"
    );
    // Below the depth, a call becomes `assume false`: after R(5) nothing is reachable,
    // after R(0) the assertion is.
    let deep = "procedure {:inline 1} R(n: int) { if (n > 0) { call R(n - 1); } }\n\
                procedure Q() { call R(5); assert false; }\nprocedure Q0() { call R(0); assert false; }\n";
    std::fs::write(dir.join("d.bpl"), deep).unwrap();
    let o = run_in(&dir, &["verify", "d.bpl"]);
    let text = stdout(&o);
    assert!(text.starts_with("d.bpl(3,29): Error: this assertion could not be proved\n"), "{text}");
    assert!(text.ends_with("finished with 1 verified, 1 error\n"), "{text}");
}

/// A user's label named as `desugar-specs`'s entry block does not make a body desugared:
/// its postconditions are checked and its `old` snapshotted (once taken for desugared, the
/// first was reported verified). A program lowered to passive form and verified again is
/// still left as it is, and verifies as its source does.
#[test]
fn a_label_named_as_the_entry_block_does_not_skip_the_postconditions() {
    let dir = scratch("entry_label");
    let src = "var g: int;\n\
               procedure A() ensures false; { PreconditionGeneratedEntry: return; }\n\
               procedure B() modifies g; { PreconditionGeneratedEntry: g := g + 1; assert g == old(g) + 1; }\n\
               procedure C(n: int) returns (r: int) requires n > 0; ensures r > 0; { r := n; }\n";
    std::fs::write(dir.join("a.bpl"), src).unwrap();
    let o = run_in(&dir, &["verify", "a.bpl"]);
    let text = stdout(&o);
    assert!(text.contains("a.bpl(2,60): Error: a postcondition could not be proved on this return path\n"), "{text}");
    assert!(text.ends_with("finished with 2 verified, 1 error\n"), "{text}");
    let o = run_in(&dir, &["run", "--until", "passify", "a.bpl"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    std::fs::write(dir.join("p.bpl"), &o.stdout).unwrap();
    let o = run_in(&dir, &["pass", "desugar-specs", "p.bpl"]);
    assert_eq!(stdout(&o), String::from_utf8_lossy(&std::fs::read(dir.join("p.bpl")).unwrap()), "desugar-specs changed its own output");
    let o = run_in(&dir, &["verify", "p.bpl"]);
    let text = stdout(&o);
    assert!(text.contains("Error: a postcondition could not be proved on this return path\n"), "{text}");
    assert!(text.ends_with("finished with 2 verified, 1 error\n"), "{text}");
}

#[test]
fn verified_under_calls_and_assumption_variables() {
    let dir = scratch("assumptions");
    let src = "procedure A(p: bool);\n  requires p;\n\
               procedure T0(p: bool, a: bool) { call {:verified_under a} A(p); }\n\
               procedure T1(p: bool, a: bool) requires !a ==> p; { call {:verified_under a} A(p); }\n\
               procedure U0() { var {:assumption} a: bool; assert a; }\n\
               procedure U1(b: bool) { var {:assumption} a: bool; var t: bool; a := a && b; t := a; havoc a; assert a ==> t; }\n\
               procedure U2() { var {:assumption} a: bool; havoc a; assert a; }\n";
    std::fs::write(dir.join("a.bpl"), src).unwrap();
    let o = run_in(&dir, &["verify", "a.bpl"]);
    let text = stdout(&o);
    assert!(text.contains("a.bpl(3,34): Error: a precondition for this call could not be proved\n"), "{text}");
    assert!(text.contains("a.bpl(7,54): Error: this assertion could not be proved\n"), "{text}");
    assert!(text.ends_with("finished with 3 verified, 2 errors\n"), "{text}");
}

#[test]
fn code_expressions_hold_on_every_path() {
    let dir = scratch("codeexpr");
    let src = "procedure P() { assert |{ var x: bool; A: x := true; return x; }|; }\n\
               procedure Q() { assert |{ var x: bool; A: return x; }|; }\n\
               procedure R(x: int, y: int)\n  requires |{ var z: bool; A: z := false; goto B, C; B: assume 0 <= x; goto D; \
               C: assume x < 0; goto E; D: goto G, F; G: assume 0 <= y; z := true; goto E; F: assume y < 0; goto E; \
               E: return z; }|;\n\
               { assert 0 <= x + y; }\n";
    std::fs::write(dir.join("c.bpl"), src).unwrap();
    let o = run_in(&dir, &["verify", "c.bpl"]);
    let text = stdout(&o);
    assert!(text.starts_with("c.bpl(2,17): Error: this assertion could not be proved\n"), "{text}");
    assert!(text.ends_with("finished with 2 verified, 1 error\n"), "{text}");
}

#[test]
fn z3_map_builtins() {
    let dir = scratch("mapbuiltins");
    let src = "type X;\nfunction {:builtin \"MapConst\"} k(int): [X]int;\n\
               function {:builtin \"MapAdd\"} add([X]int, [X]int): [X]int;\n\
               function {:builtin \"MapLe\"} le([X]int, [X]int): [X]bool;\n\
               procedure P(x: X) { assert add(k(1), k(2)) == k(3); assert le(k(1), k(2))[x]; }\n\
               procedure Q(x: X) { assert add(k(1), k(1))[x] == 1; }\n";
    std::fs::write(dir.join("m.bpl"), src).unwrap();
    let o = run_in(&dir, &["verify", "m.bpl"]);
    let text = stdout(&o);
    assert!(text.starts_with("m.bpl(6,21): Error: this assertion could not be proved\n"), "{text}");
    assert!(text.ends_with("finished with 1 verified, 1 error\n"), "{text}");
    // cvc5 has no `(_ map f)`: the pointwise builtins become functions with a definition
    // axiom (MapConst stays `(as const S)`), with the same verdicts.
    let dump = dir.join("dump-cvc5");
    let o = run_in(&dir, &["verify", "--solver", "cvc5", "--dump-dir", dump.to_str().unwrap(), "m.bpl"]);
    let text = stdout(&o);
    assert!(text.starts_with("m.bpl(6,21): Error: this assertion could not be proved\n"), "cvc5: {text}");
    assert!(text.ends_with("finished with 1 verified, 1 error\n"), "cvc5: {text}");
    let script = std::fs::read_to_string(dump.join("transcript-0.smt2")).unwrap();
    assert!(!script.contains("(_ map"), "{script}");
    assert!(script.contains("(declare-fun MapAdd@"), "{script}");
    assert!(script.contains("(as const (Array T@X Int))"), "{script}");
}

#[test]
fn termination_measures_are_checked_at_back_edges_and_recursive_calls() {
    let dir = scratch("measures");
    // Loop measure that increases: the error is at the token of the back edge's block.
    let src = "procedure P() {\n  var n: int;\n  n := 0;\n  while (n <= 10)\n  measure n + 1;\n  {\n    n := n + 1;\n  }\n}\n";
    std::fs::write(dir.join("m.bpl"), src).unwrap();
    let o = run_in(&dir, &["verify", "m.bpl"]);
    let text = stdout(&o);
    assert!(text.starts_with("m.bpl(7,7): Error: measure could not be proved to decrease\n"), "{text}");
    assert!(text.ends_with("finished with 0 verified, 1 error\n"), "{text}");
    assert_eq!(o.status.code(), Some(1));
    // Decreasing measures verify: a loop, a lexicographic pair with a bool, a recursion.
    let ok = "procedure Q(k: int)\n  measure k;\n{\n  var n: int;\n  var b: bool;\n  n, b := 10, true;\n  while (n >= 1)\n  measure b, n;\n  {\n    n, b := n - 1, false;\n  }\n  if (k > 0) { call Q(k - 1); }\n}\n";
    std::fs::write(dir.join("ok.bpl"), ok).unwrap();
    let o = run_in(&dir, &["verify", "ok.bpl"]);
    assert_eq!(stdout(&o), "\nBoogie program verifier finished with 1 verified, 0 errors\n");
    // A recursive call that does not decrease, and a call with a negative measure.
    let bad = "procedure R(k: int)\n  measure k;\n{\n  if (k > 0) { call R(k); }\n}\nprocedure S() {\n  call R(-1);\n}\n";
    std::fs::write(dir.join("bad.bpl"), bad).unwrap();
    let o = run_in(&dir, &["verify", "bad.bpl"]);
    let text = stdout(&o);
    assert!(text.contains("bad.bpl(4,16): Error: measure could not be proved to decrease\n"), "{text}");
    assert!(
        text.contains(
            "bad.bpl(7,3): Error: a precondition for this call could not be proved\n\
             bad.bpl(2,3): Related location: this measure could not be proved to be non-negative\n"
        ),
        "{text}"
    );
    assert!(text.ends_with("finished with 0 verified, 2 errors\n"), "{text}");
}

#[test]
fn cfg_draws_the_unstructured_blocks_of_each_implementation() {
    let dir = scratch("cfg");
    let src = "procedure A(x: int) returns (y: int) {\n  if (x > 0) { y := x; } else { y := -x; }\n}\nprocedure B() {\n  L: goto L;\n}\n";
    std::fs::write(dir.join("c.bpl"), src).unwrap();
    let o = run_in(&dir, &["cfg", "c.bpl"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let text = stdout(&o);
    assert!(text.starts_with("digraph \"A\" {"), "{text}");
    assert!(text.contains("anon3_Then") && text.contains("anon3_Else"), "{text}");
    assert!(text.contains("digraph \"B\" {") && text.contains("b0 -> b0;"), "{text}");
    let only_b = run_in(&dir, &["cfg", "--proc", "B", "c.bpl"]);
    assert!(!stdout(&only_b).contains("digraph \"A\""));
    let missing = run_in(&dir, &["cfg", "--proc", "Z", "c.bpl"]);
    assert_eq!(missing.status.code(), Some(1));
}

#[test]
fn a_qid_attribute_names_its_quantifier_for_the_solver() {
    let dir = scratch("qid");
    std::fs::write(
        dir.join("qids.bpl"),
        "function f(x: int): int;\n\
         axiom (forall x: int :: {f(x)} f(x) > 0);\n\
         axiom (forall x: int :: {:qid \"named\"} {f(x)} f(x) < 10);\n\
         procedure p() { assert f(3) > 0; }\n",
    )
    .unwrap();
    let o = run_in(&dir, &["vcgen", "qids.bpl"]);
    let text = stdout(&o);
    assert!(o.status.success(), "{text}{}", String::from_utf8_lossy(&o.stderr));
    assert!(text.contains(":qid named"), "{text}");
    // Only named quantifiers carry one (a :qid changes z3's search).
    assert_eq!(text.matches(":qid").count(), 1, "{text}");
}

/// Many `unique` constants of one type: z3 gets one `distinct`; cvc5 (which expands it into
/// n(n-1)/2 disequalities) gets one injective tag per type, with the same verdicts.
#[test]
fn many_unique_constants_are_tagged_for_cvc5_and_distinct_for_z3() {
    let dir = scratch("manyunique");
    let names: Vec<String> = (0..100).map(|i| format!("c{i}")).collect();
    let src = format!(
        "type T;\nconst unique {}: T;\nconst unique a, b: int;\n\
         procedure P() {{ assert c3 != c97; assert a != b; }}\n\
         procedure Q(x: T) {{ assert x != c1; }}\n",
        names.join(", ")
    );
    std::fs::write(dir.join("u.bpl"), src).unwrap();
    for (solver, tagged) in [("z3", false), ("cvc5", true)] {
        let dump = dir.join(format!("dump-{solver}"));
        let o = run_in(&dir, &["verify", "--solver", solver, "--dump-dir", dump.to_str().unwrap(), "u.bpl"]);
        let text = stdout(&o);
        assert!(text.starts_with("u.bpl(5,21): Error: this assertion could not be proved\n"), "{solver}: {text}");
        assert!(text.ends_with("finished with 1 verified, 1 error\n"), "{solver}: {text}");
        let script = std::fs::read_to_string(dump.join("transcript-0.smt2")).unwrap();
        assert_eq!(script.contains("(declare-fun unique-tag@"), tagged, "{solver}: {script}");
        assert_eq!(script.contains("(assert (distinct c0 c1 c2"), !tagged, "{solver}");
        // Two constants of type int stay a `distinct` for both.
        assert!(script.contains("(assert (distinct a b))"), "{solver}");
    }
}

/// `==` between values of two different types is false (here `f: Field T` and
/// `age: Field int` in the instance `T := bool`), so an assumption that needs it is not
/// dropped: it makes the rest of the path vacuous, as in Boogie.
#[test]
fn equality_of_values_of_different_types_is_false() {
    let dir = scratch("polyeq");
    std::fs::write(
        dir.join("p.bpl"),
        "type Field _;\nconst age: Field int;\n\
         procedure P() { var fb: Field bool; assume (forall<T> f: Field T :: f == age); assert false; }\n\
         procedure Q() { var fb: Field bool; assume (forall<T> f: Field T :: f != age || f == f); assert false; }\n",
    )
    .unwrap();
    let o = run_in(&dir, &["verify", "p.bpl"]);
    let text = stdout(&o);
    // P's assumption is false in the instance T := bool; Q's holds, so its `assert false` fails.
    assert!(text.starts_with("p.bpl(4,"), "{text}");
    assert!(text.ends_with("finished with 1 verified, 1 error\n"), "{text}");
}

/// Checks stand in the formula where they are tested (as in Boogie), named by `define-fun`
/// after `check-sat` (none is in scope while the solver searches);
/// a quantified one is tested with its universal variables replaced by fresh constants. The
/// walk still finds the failing check from the model, in `verify` and in `prove`, and after
/// a reported error the next one is found.
#[test]
fn checks_are_tested_in_place_and_quantified_ones_through_a_witness() {
    let dir = scratch("inplace");
    std::fs::write(
        dir.join("q.bpl"),
        "var m: [int]int;\n\
         procedure p(n: int)\n  modifies m;\n{\n\
         \x20 assume (forall i: int :: 0 <= i && i < n ==> m[i] == 0);\n\
         \x20 assert (forall i: int :: 0 <= i && i < n ==> m[i] >= 0);\n\
         \x20 m[n] := 1;\n\
         \x20 assert (forall i: int :: 0 <= i && i <= n ==> m[i] == 0);\n\
         \x20 assert n > 5;\n\
         }\n",
    )
    .unwrap();
    let o = run_in(&dir, &["vcgen", "q.bpl"]);
    let script = stdout(&o);
    assert!(o.status.success(), "{script}{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(script.matches("(define-fun |check!").count(), 3, "{script}");
    assert!(!script.contains("(declare-fun |check!"), "{script}");
    assert!(!script.split("(check-sat)").next().unwrap().contains("(define-fun"), "{script}");
    assert!(script.contains("sk!1!i"), "the failing quantified check is tested through a witness:\n{script}");
    std::fs::write(dir.join("q.smt2"), &script).unwrap();
    let expected = "q.bpl(8,3): Error: this assertion could not be proved\nExecution trace:\n    q.bpl(5,3): anon0\n\
                    q.bpl(9,3): Error: this assertion could not be proved\nExecution trace:\n    q.bpl(5,3): anon0\n\
                    \nBoogie program verifier finished with 0 verified, 2 errors\n";
    let o = run_in(&dir, &["verify", "q.bpl"]);
    assert_eq!(stdout(&o), expected);
    // cvc5 answers `unknown` (quantifiers): its models are not counterexamples, but it must
    // still report errors, never "verified".
    let o = run_in(&dir, &["verify", "--solver", "cvc5", "q.bpl"]);
    assert!(stdout(&o).contains("q.bpl(9,3): Error"), "{}", stdout(&o));
    assert!(stdout(&o).contains("finished with 0 verified,"), "{}", stdout(&o));
    let o = run_in(&dir, &["prove", "q.smt2"]);
    assert_eq!(stdout(&o), expected);
}

/// A polymorphic axiom is asserted at the types its functions are used at (the `mono`
/// crate): here `Len` at `int` and `ref`, not at the other types of the program,
/// and the instances it needs still prove the assertions (a real solver).
#[test]
fn polymorphic_axioms_are_instantiated_where_their_functions_are_used() {
    let dir = scratch("mono");
    std::fs::write(
        dir.join("m.bpl"),
        "type ref;\ntype Seq T;\n\
         function Len<T>(Seq T): int;\n\
         function Empty<T>(): Seq T;\n\
         axiom (forall<T> s: Seq T :: Len(s) >= 0);\n\
         axiom (forall<T> :: Len(Empty(): Seq T) == 0);\n\
         var b: bool; var r: real; var m: [int]bool;\n\
         procedure P(s: Seq int, t: Seq ref) {\n\
         \x20 assert Len(s) >= 0 && Len(t) + Len(Empty(): Seq ref) >= 0;\n\
         \x20 assert Len(t) > 0;\n\
         }\n",
    )
    .unwrap();
    let dump = dir.join("dump");
    let o = run_in(&dir, &["verify", "--dump-dir", dump.to_str().unwrap(), "m.bpl"]);
    let text = stdout(&o);
    assert!(text.starts_with("m.bpl(10,3): Error: this assertion could not be proved\n"), "{text}");
    assert!(text.ends_with("finished with 0 verified, 1 error\n"), "{text}");
    let script = std::fs::read_to_string(dump.join("transcript-0.smt2")).unwrap();
    assert!(script.contains("(declare-fun |Len#int| "), "{script}");
    assert!(script.contains("(declare-fun |Len#ref| "), "{script}");
    assert!(script.contains("(assert (forall ((s |T@Seq (ref)|)) (>= (|Len#ref| s) 0)))"), "{script}");
    for unused in ["Len#bool", "Len#real", "Len#[", "Empty#bool", "Empty#real", "Empty#["] {
        assert!(!script.contains(unused), "{unused}: {script}");
    }
}

/// A type-quantified assertion is proved for a fresh type; the program's `forall<T>`
/// axioms hold there too and are instantiated at it (Boogie 2.4.1 gives the same verdicts).
#[test]
fn polymorphic_axioms_hold_at_the_fresh_type_of_a_type_quantified_goal() {
    let dir = scratch("freshtype");
    std::fs::write(
        dir.join("s.bpl"),
        "function f<T>(T): int;\n\
         axiom (forall<T> x: T :: f(x) > 0);\n\
         procedure P() { assert (forall<t> y: t :: f(y) > 0); }\n\
         procedure Q() { assert (forall<t> y: t :: f(y) > 1); }\n\
         procedure R(b: bool) { assert (forall<t> y: t :: f(y) > 0) && f(b) > 0; }\n",
    )
    .unwrap();
    let o = run_in(&dir, &["verify", "s.bpl"]);
    assert_eq!(stdout(&o), one_assertion_error("s.bpl", "4,17", "4,17", 2));
}

/// Boogie's output for one failing `assert` at `pos`, with a trace of one block `anon0`
/// starting at `anon0`, and `verified` verified implementations.
fn one_assertion_error(file: &str, pos: &str, anon0: &str, verified: usize) -> String {
    format!(
        "{file}({pos}): Error: this assertion could not be proved\nExecution trace:\n    {file}({anon0}): anon0\n\n\
         Boogie program verifier finished with {verified} verified, 1 error\n"
    )
}

/// Applications of defined functions to literals are evaluated while the VC is written
/// (vcgen's `eval` module): the solver sees the value, and the verdicts are the solver's
/// would-be ones (a real solver checks the false claim is still reported).
#[test]
fn ground_applications_of_defined_functions_are_evaluated() {
    let dir = scratch("eval");
    std::fs::write(
        dir.join("e.bpl"),
        "function fib(n: int): int { if n < 2 then n else fib(n - 1) + fib(n - 2) }\n\
         procedure P() { assert fib(30) == 832040; }\n\
         procedure Q() { assert fib(30) == 832041; }\n\
         procedure R(n: int) { assert n == 3 ==> fib(n) == 2; }\n",
    )
    .unwrap();
    let o = run_in(&dir, &["verify", "e.bpl"]);
    assert_eq!(stdout(&o), one_assertion_error("e.bpl", "3,17", "3,17", 2));
    let vc = stdout(&run_in(&dir, &["vcgen", "e.bpl"]));
    assert!(vc.contains("(declare-fun fib (Int) Int)") && !vc.contains("(fib 30)"), "{vc}");
    // The definition stays for applications to non-literals (R).
    assert!(vc.contains("(fib (- n 1))"), "{vc}");
}

/// A lambda applied where it stands is beta-reduced, also when polymorphic: its type
/// parameter comes from the index's type.
#[test]
fn applied_lambdas_are_beta_reduced() {
    let dir = scratch("beta");
    std::fs::write(
        dir.join("b.bpl"),
        "procedure P<C>(c: C) {\n\
         \x20 assert (lambda x: int :: x + 1)[2] == 3;\n\
         \x20 assert (lambda<b> y: b, z: int :: y == c && z > 0)[c, 1];\n\
         \x20 assert (lambda<b> y: b :: y == c)[true];\n\
         }\n",
    )
    .unwrap();
    let o = run_in(&dir, &["verify", "b.bpl"]);
    let text = stdout(&o);
    // The third compares a `bool` with a `C`: provable only when C is bool, so an error.
    assert!(text.starts_with("b.bpl(4,3): Error: this assertion could not be proved\n"), "{text}");
    assert!(text.ends_with("finished with 0 verified, 1 error\n"), "{text}");
    let vc = stdout(&run_in(&dir, &["vcgen", "b.bpl"]));
    assert!(!vc.contains("lambda"), "{vc}");
}

/// A polymorphic lambda stored in a variable is defined at the types the program selects
/// it at; a wrong claim about it is still an error.
#[test]
fn polymorphic_lambdas_are_defined_where_they_are_selected() {
    let dir = scratch("polylambda");
    std::fs::write(
        dir.join("l.bpl"),
        "type Field _;\n\
         function extract<B>(x: Field B, y: int): B;\n\
         const f_int: Field int; const f_bool: Field bool;\n\
         procedure P(i: int) {\n\
         \x20 var m: <B>[Field B]B;\n\
         \x20 m := (lambda<B> f: Field B :: extract(f, i));\n\
         \x20 assert m[f_int] == extract(f_int, i) && m[f_bool] == extract(f_bool, i);\n\
         \x20 assert m[f_bool] == extract(f_bool, i + 1);\n\
         }\n",
    )
    .unwrap();
    let o = run_in(&dir, &["verify", "l.bpl"]);
    assert_eq!(stdout(&o), one_assertion_error("l.bpl", "8,3", "6,5", 0));
}

/// Instantiation pools: a quantifier whose variable names a pool is also instantiated at
/// the terms commands add to it, evaluated in the command's state (here `m - 2` after two
/// updates of `m`); a claim the instances do not give is still an error.
#[test]
fn pool_terms_instantiate_quantifiers() {
    let dir = scratch("pools");
    std::fs::write(
        dir.join("p.bpl"),
        "function F(x: int): bool;\n\
         procedure P(n: int) {\n\
         \x20 var m: int;\n\
         \x20 assume (forall {:pool \"A\"} x: int :: {F(x)} F(x) == (x > 5));\n\
         \x20 m := n + 1; m := m + 1;\n\
         \x20 assume n == 7;\n\
         \x20 assert {:add_to_pool \"A\", m - 2} F(7);\n\
         }\n\
         procedure Q(n: int) {\n\
         \x20 assume (forall {:pool \"A\"} x: int :: {F(x)} F(x) == (x > 5));\n\
         \x20 assume n == 7;\n\
         \x20 assert {:add_to_pool \"A\", n} !F(7);\n\
         }\n\
         procedure R() {\n\
         \x20 assume (forall {:pool \"A\"} x: int :: {F(x)} F(x) == (x > 5));\n\
         \x20 assert {:add_to_pool \"A\", 11, 12} F(7);\n\
         }\n",
    )
    .unwrap();
    let o = run_in(&dir, &["verify", "p.bpl"]);
    assert_eq!(stdout(&o), one_assertion_error("p.bpl", "12,3", "10,3", 2));
    let vc = stdout(&run_in(&dir, &["vcgen", "p.bpl"]));
    // The instance at `m - 2` in P's state, beside the quantifier.
    assert!(vc.contains("(F (- |m#2| 2))"), "{vc}");
    // Two number terms after the pool's name (the shape of a position's arguments, which
    // are stored compactly) are terms all the same.
    assert!(vc.contains("(F 11)") && vc.contains("(F 12)"), "{vc}");
}

/// A type-quantified assertion that compares values of its type with values of ground
/// types is proved by cases: at each of those types, and at a fresh type apart from them
/// (the same verdicts as Boogie 2.4.1).
#[test]
fn type_quantified_goals_comparing_across_types_are_proved_by_cases() {
    let dir = scratch("crosstypes");
    std::fs::write(
        dir.join("c.bpl"),
        "procedure P() { assert (forall<t> y: t :: y == 3 ==> y != 4); }\n\
         procedure Q() { assert (forall<t> y: t :: y != 3); }\n\
         procedure R(b: bool) { assert (forall<t> y: t :: y == b ==> y == b || y == 5); }\n",
    )
    .unwrap();
    let o = run_in(&dir, &["verify", "c.bpl"]);
    assert_eq!(stdout(&o), one_assertion_error("c.bpl", "2,17", "2,17", 2));
}

/// Alpha-equivalent lambdas share one lifted function (Boogie's test2/LambdaExt): their
/// equality needs no extensionality, so it holds with `--array-ext never` too, and it does
/// not depend on the solver's state (`prove` answers as `verify`). Lambdas that differ
/// stay distinct.
#[test]
fn alpha_equivalent_lambdas_share_one_function() {
    let dir = scratch("lambdashare");
    std::fs::write(
        dir.join("x.bpl"),
        "procedure Same() {\n\
         \x20 var k1, k2: [int]bool;\n\
         \x20 k1 := (lambda x: int :: (exists y: int :: x > y));\n\
         \x20 k2 := (lambda z: int :: (exists w: int :: z > w));\n\
         \x20 assert k1 == k2;\n\
         }\n\
         procedure Different() {\n\
         \x20 var f, g: [int, int]int;\n\
         \x20 f := (lambda x: int, y: int :: x);\n\
         \x20 g := (lambda p: int, q: int :: q);\n\
         \x20 assert f == g;\n\
         }\n\
         function h(int): int;\n\
         procedure Attributes() {\n\
         \x20 var a, b: [int]bool;\n\
         \x20 a := (lambda x: int :: (forall u: int :: {:attrib h(u)} x == h(u)));\n\
         \x20 b := (lambda y: int :: (forall v: int :: {:attrib h(v)} y == h(v)));\n\
         \x20 assert a == b;\n\
         }\n",
    )
    .unwrap();
    let expected = "x.bpl(11,3): Error: this assertion could not be proved\nExecution trace:\n    x.bpl(9,5): anon0\n\n\
                    Boogie program verifier finished with 2 verified, 1 error\n";
    for args in [&["verify", "x.bpl"][..], &["verify", "--array-ext", "always", "x.bpl"][..]] {
        let o = run_in(&dir, args);
        assert_eq!(stdout(&o), expected, "{args:?}\n{}", String::from_utf8_lossy(&o.stderr));
    }
    // Without extensionality `Same` still holds. A quantifier with attributes inside
    // keeps `Attributes`' lambdas apart (as in Boogie), so it no longer holds; neither does
    // `Different` (both have no model to show).
    let o = run_in(&dir, &["verify", "--array-ext", "never", "x.bpl"]);
    assert!(stdout(&o).contains("finished with 1 verified, 0 errors, 2 inconclusives"), "{}", stdout(&o));
    let o = run_in(&dir, &["vcgen", "x.bpl"]);
    let vc = stdout(&o);
    // One function for both lambdas of `Same`, two for `Different` and two for
    // `Attributes` (each implementation's scope declares what it uses again).
    let lifted: std::collections::BTreeSet<&str> =
        vc.lines().filter_map(|l| l.strip_prefix("(declare-fun lambda")).filter_map(|l| l.split(' ').next()).collect();
    assert_eq!(lifted.len(), 5, "{vc}");
    std::fs::write(dir.join("x.smt2"), vc).unwrap();
    assert_eq!(stdout(&run_in(&dir, &["prove", "x.smt2"])), expected);
}

/// Array extensionality on demand (vcgen's `ext` module), with a real z3: a proof that
/// needs extensionality is still found (after the probe without it fails); `never` gives
/// the weaker theory's error; a budget too small for the extensional check falls back to
/// the weaker theory's error, never to "verified"; `prove` runs the same steps.
#[test]
fn array_extensionality_is_used_on_demand() {
    let dir = scratch("arrayext");
    std::fs::write(
        dir.join("x.bpl"),
        "procedure Ext(a: [int]int, b: [int]int) { assume (forall j: int :: a[j] == b[j]); assert a == b; }\n\
         procedure Plain(m: [int]int, i: int) { assert m[i := 5][i] == 5; }\n\
         procedure Wrong(m: [int]int, i: int) { assert m[i := 5] == m; }\n",
    )
    .unwrap();
    let wrong = "x.bpl(3,40): Error: this assertion could not be proved\nExecution trace:\n    x.bpl(3,40): anon0\n";
    let with_ext = format!("{wrong}\nBoogie program verifier finished with 2 verified, 1 error\n");
    // Without extensionality z3 answers `unknown` on Ext, and its model shows no failing
    // check: inconclusive, as Boogie reports such an answer.
    let without = format!(
        "x.bpl(1,11): Verification inconclusive (Ext)\n{wrong}\nBoogie program verifier finished with 1 verified, 1 error, 1 inconclusive\n"
    );
    for (args, expected) in [
        (&["verify", "x.bpl"][..], &with_ext),
        (&["verify", "--array-ext", "always", "x.bpl"][..], &with_ext),
        (&["verify", "--array-ext", "never", "x.bpl"][..], &without),
        (&["verify", "--array-ext-budget", "1", "--array-ext-factor", "0", "x.bpl"][..], &without),
    ] {
        let o = run_in(&dir, args);
        assert_eq!(stdout(&o), *expected, "{args:?}\n{}", String::from_utf8_lossy(&o.stderr));
    }
    let o = run_in(&dir, &["vcgen", "x.bpl"]);
    std::fs::write(dir.join("x.smt2"), stdout(&o)).unwrap();
    assert_eq!(stdout(&run_in(&dir, &["prove", "x.smt2"])), with_ext);
    assert_eq!(stdout(&run_in(&dir, &["prove", "--array-ext", "never", "x.smt2"])), without);
    let o = run_in(&dir, &["verify", "--array-ext", "sometimes", "x.bpl"]);
    assert_eq!(o.status.code(), Some(2), "{}", String::from_utf8_lossy(&o.stderr));
}

/// A program of `n` procedures with loops, branches, calls and global variables, big
/// enough for the passes to share its implementations out between two threads.
fn many_procedures(n: usize) -> String {
    let mut s = String::from("var g: int;\nvar m: [int]int;\n");
    for i in 0..n {
        s.push_str(&format!(
            "procedure p{i}(a: int) returns (r: int)\n  requires a >= 0;\n  modifies g, m;\n  ensures r >= a;\n{{\n  var k: int;\n  k := 0; r := a;\n  while (k < a)\n    invariant 0 <= k && k <= a;\n    invariant r >= a;\n  {{\n    if (*) {{ r := r + 1; }} else {{ g := g + k; }}\n    m[k] := r;\n    k := k + 1;\n  }}\n"
        ));
        if i > 0 {
            s.push_str(&format!("  call g := p{}(a);\n", i - 1));
        }
        s.push_str("  assert r >= a;\n}\n\n");
    }
    s
}

/// The parser reads a big file in two halves and the passes share its implementations out
/// between two threads; the printed program and the figures are the same as on one thread
/// (`RBOOGIE_THREADS=1`), and the same as the passes give run one after the other.
#[test]
fn passes_on_two_threads_print_what_one_thread_prints() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if cores < 2 {
        eprintln!("note: one core: both runs below take one thread (the comparison still holds)");
    }
    let dir = scratch("two_threads");
    std::fs::write(dir.join("many.bpl"), many_procedures(800)).unwrap();
    let args = ["run", "--until", "passify", "--stats", "--no-validate", "many.bpl"];
    let two = run_in(&dir, &args);
    let one = rboogie().current_dir(&dir).env("RBOOGIE_THREADS", "1").args(args).output().unwrap();
    let err = String::from_utf8_lossy(&two.stderr);
    assert!(two.status.success(), "{err}");
    assert_eq!(stdout(&two), stdout(&one));
    assert_eq!(err, String::from_utf8_lossy(&one.stderr));
    assert!(stdout(&two).contains("} p799(a: int) returns (r: int)\n"), "the last implementation is there");
    assert!(err.contains("p799"), "figures of the last implementation");
    // `--timings` watches the same schedule: the same program and figures, a time per pass.
    let timed = run_in(&dir, &["run", "--until", "passify", "--stats", "--no-validate", "--timings", "many.bpl"]);
    let stats = |e: &[u8]| String::from_utf8_lossy(e).lines().filter(|l| l.starts_with("stat ")).collect::<Vec<_>>().join("\n");
    assert!(String::from_utf8_lossy(&timed.stderr).contains("time passify"), "a time per pass");
    assert_eq!(stdout(&timed), stdout(&two));
    assert_eq!(stats(&timed.stderr), stats(&two.stderr));
}

/// Expressions in the attributes of commands are renamed with the command (SMACK writes
/// `assume {:branchcond $i2} true;` after assigning `$i2`): the passive program names the
/// version the command reads, and it type-checks and verifies.
#[test]
fn attribute_expressions_are_passified_with_their_command() {
    let dir = scratch("attrs");
    std::fs::write(
        dir.join("a.bpl"),
        "procedure P(x: int) returns (r: int) {\n\
         \x20 var c: bool;\n\
         \x20 c := x > 0;\n\
         \x20 assume {:branchcond c} true;\n\
         \x20 if (c) { r := x; } else { r := 0 - x; }\n\
         \x20 assert {:witness r, c} r >= 0;\n\
         }\n",
    )
    .unwrap();
    let o = run_in(&dir, &["verify", "a.bpl"]);
    assert_eq!(stdout(&o), "\nBoogie program verifier finished with 1 verified, 0 errors\n");
    let passive = stdout(&run_in(&dir, &["run", "--until", "passify", "a.bpl"]));
    assert!(passive.contains("assume {:branchcond c#1} true;"), "{passive}");
    assert!(passive.contains("{:witness r#1, c#1} r#1 >= 0"), "{passive}");
}

/// Boogie's command line works as it is (`-opt:value` and `/opt:value`, with or without
/// `verify`), and an option rboogie does not implement is a usage error that names it.
#[test]
fn boogies_command_line_is_accepted() {
    let dir = scratch("boogieargs");
    std::fs::write(dir.join("b.bpl"), "procedure P(x: int) { assert x > 0; }\n").unwrap();
    let own = stdout(&run_in(&dir, &["verify", "--error-trace", "0", "b.bpl"]));
    assert!(own.contains("1 error"), "{own}");
    for args in [&["-errorTrace:0", "/timeLimit:10", "-nologo", "b.bpl"][..], &["verify", "/errorTrace:0", "b.bpl"]] {
        let o = run_in(&dir, args);
        assert_eq!(stdout(&o), own, "{args:?}");
        assert_eq!(o.status.code(), Some(1), "{args:?}");
    }
    let o = run_in(&dir, &["-printModel:1", "b.bpl"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("-printModel:1"));
}

/// A large monomorphic program is verified in units (lowered, verified and dropped a unit of
/// implementations at a time): the output is that of one unit, whatever the unit's size,
/// and each unit's solver transcript is kept apart. A polymorphic program stays one unit.
#[test]
fn verifying_in_units_prints_what_one_unit_prints() {
    let dir = scratch("units");
    std::fs::write(dir.join("many.bpl"), many_procedures(40)).unwrap();
    let verify = |units: &str, extra: &[&str]| {
        let mut args = vec!["verify", "many.bpl"];
        args.extend_from_slice(extra);
        rboogie().current_dir(&dir).env("RBOOGIE_UNIT_STMTS", units).args(&args).output().unwrap()
    };
    let whole = verify("100000000", &[]);
    assert!(stdout(&whole).ends_with("finished with 40 verified, 0 errors\n"), "{}", stdout(&whole));
    for units in ["1", "50"] {
        assert_eq!(stdout(&verify(units, &[])), stdout(&whole), "units of {units} statements");
    }
    let o = verify("1", &["--dump-dir", "transcripts"]);
    assert_eq!(stdout(&o), stdout(&whole));
    assert!(dir.join("transcripts/transcript-0.smt2").exists() && dir.join("transcripts/unit-39/transcript-0.smt2").exists());
    // Polymorphic: one unit, one transcript.
    let poly = format!("function f<T>(x: T): T;\n{}", many_procedures(3));
    std::fs::write(dir.join("poly.bpl"), poly).unwrap();
    let o = rboogie().current_dir(&dir).env("RBOOGIE_UNIT_STMTS", "1").args(["verify", "poly.bpl", "--dump-dir", "poly"]).output().unwrap();
    assert!(stdout(&o).ends_with("finished with 3 verified, 0 errors\n"), "{}", stdout(&o));
    assert!(!dir.join("poly/unit-1").exists());
}

/// The venv `scripts/install-solvers.sh` fills (`RBOOGIE_VENV`, else `.venv` at the root).
fn project_venv() -> std::path::PathBuf {
    std::env::var_os("RBOOGIE_VENV")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.venv"))
}

/// The Python that validates SARIF: the project's venv (scripts/install-solvers.sh puts
/// `jsonschema` there), else the system's; a missing `jsonschema` fails the test.
fn python_with_jsonschema() -> std::path::PathBuf {
    let venv = project_venv();
    for py in [venv.join("bin/python"), std::path::PathBuf::from("python3")] {
        let ok = std::process::Command::new(&py).args(["-c", "import jsonschema"]).output().is_ok_and(|o| o.status.success());
        if ok {
            return py;
        }
    }
    panic!("no Python with jsonschema (run scripts/install-solvers.sh)");
}

/// `--format sarif` is a valid SARIF 2.1.0 log (checked against the schema): one result per
/// error with its location, related location and trace, and a note for a time-out-free run.
#[test]
fn sarif_output_is_valid_sarif_2_1_0() {
    let dir = scratch("sarif");
    std::fs::write(
        dir.join("s.bpl"),
        "procedure Q(x: int); requires x > 0;\n\
         procedure P(y: int) { call Q(y); assert y > 1; }\n\
         procedure R() { assert true; }\n",
    )
    .unwrap();
    // Also with `--model-view`, whose values are each trace step's `state`.
    for model_view in [false, true] {
        let mut args = vec!["verify", "--format", "sarif", "s.bpl"];
        if model_view {
            args.push("--model-view");
        }
        let o = run_in(&dir, &args);
        assert_eq!(o.status.code(), Some(1));
        let log = stdout(&o);
        std::fs::write(dir.join("s.sarif"), &log).unwrap();
        let schema = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sarif-2.1.0-rtm.5.json");
        let check = std::process::Command::new(python_with_jsonschema())
            .args(["-c", "import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))"])
            .arg(dir.join("s.sarif"))
            .arg(&schema)
            .output()
            .unwrap();
        assert!(check.status.success(), "{}\n{log}", String::from_utf8_lossy(&check.stderr));
        assert!(log.contains("\"version\": \"2.1.0\"") && log.contains("\"ruleId\": \"precondition\""), "{log}");
        assert!(log.contains("\"startLine\": 2") && log.contains("relatedLocations") && log.contains("codeFlows"), "{log}");
        assert_eq!(log.matches("\"level\": \"error\"").count(), 2, "the failed precondition and the assertion: {log}");
        assert_eq!(log.contains("\"state\""), model_view, "{log}");
    }
}

/// `--lib base` (Boogie's `-lib:base`) reads rboogie's library before the files.
#[test]
fn the_base_library_is_read_before_the_files() {
    let dir = scratch("lib");
    std::fs::write(
        dir.join("l.bpl"),
        "procedure P(v: Vec int, s: [int]bool) {\n\
         \x20 assert Vec_Len(Vec_Append(v, 3)) == Vec_Len(v) + 1;\n\
         \x20 assert Set_Contains(Set_Add(s, 4), 4);\n\
         \x20 assert MapConst(5)[7] == 5;\n\
         }\n",
    )
    .unwrap();
    let o = run_in(&dir, &["verify", "--lib", "base", "l.bpl"]);
    assert_eq!(stdout(&o), "\nBoogie program verifier finished with 1 verified, 0 errors\n");
    let o = run_in(&dir, &["-lib:base", "l.bpl"]);
    assert_eq!(stdout(&o), "\nBoogie program verifier finished with 1 verified, 0 errors\n");
    // Without the library the names are undeclared.
    let o = run_in(&dir, &["verify", "l.bpl"]);
    assert!(stdout(&o).contains("undeclared"), "{}", stdout(&o));
}

/// `{:verified_under V}` on an assertion checks `V || e` and assumes `e` afterwards
/// (Boogie 2.4.1 gives the same verdicts).
#[test]
fn verified_under_checks_the_assertion_only_where_its_condition_fails() {
    let dir = scratch("vu");
    std::fs::write(
        dir.join("v.bpl"),
        "procedure P(x: int) {\n\
         \x20 var a: bool;\n\
         \x20 a := x > 0;\n\
         \x20 assert {:verified_under a} x > 0;\n\
         \x20 assert {:verified_under a} x > 1;\n\
         }\n\
         procedure Q(x: int) { assert {:verified_under x < 0} x >= 0; }\n",
    )
    .unwrap();
    let o = run_in(&dir, &["verify", "v.bpl"]);
    let text = stdout(&o);
    assert!(text.starts_with("v.bpl(4,3): Error: this assertion could not be proved\n"), "{text}");
    assert!(text.ends_with("finished with 1 verified, 1 error\n"), "{text}");
}

/// `--loop-unroll N` (Boogie's `-loopUnroll:N`): loops unrolled N times, labels `L#k`; an
/// error after more iterations is not seen, one within them is, with the iterations in the
/// trace; `--sound-loop-unrolling` reports the cut.
#[test]
fn loops_are_unrolled_on_request() {
    let dir = scratch("unroll");
    std::fs::write(
        dir.join("u.bpl"),
        "procedure P() {\n\
         \x20 var i: int;\n\
         \x20 i := 0;\n\
         \x20 while (i < 10) { i := i + 1; assert i < 3; }\n\
         }\n",
    )
    .unwrap();
    let two = stdout(&run_in(&dir, &["verify", "--loop-unroll", "2", "u.bpl"]));
    assert!(two.ends_with("finished with 1 verified, 0 errors\n"), "{two}");
    let three = stdout(&run_in(&dir, &["verify", "--loop-unroll", "3", "u.bpl"]));
    assert!(three.starts_with("u.bpl(4,32): Error: this assertion could not be proved\n"), "{three}");
    assert!(three.contains("anon2_LoopBody#1"), "{three}");
    let sound = stdout(&run_in(&dir, &["verify", "--loop-unroll", "2", "--sound-loop-unrolling", "u.bpl"]));
    assert!(sound.ends_with("finished with 0 verified, 1 error\n"), "{sound}");
    let passive = stdout(&run_in(&dir, &["run", "--until", "unroll-loops", "--loop-unroll", "1", "u.bpl"]));
    assert!(passive.contains("anon2_LoopHead#0:") && passive.contains("assume false;"), "{passive}");
}

/// `run --passes A,B` runs the front end (parse, infer-modifies, check) and then exactly
/// the passes named: here `unstructure` alone gives labelled blocks and keeps the loop.
#[test]
fn run_passes_takes_the_front_end_and_the_passes_named() {
    let dir = scratch("run_passes");
    std::fs::write(dir.join("a.bpl"), "procedure P(n: int) { var i: int; i := 0; while (i < n) { i := i + 1; } }\n").unwrap();
    let o = run_in(&dir, &["run", "--passes", "unstructure", "a.bpl"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let text = stdout(&o);
    assert!(text.contains("goto ") && !text.contains("while"), "{text}");
    let o = run_in(&dir, &["run", "--passes", "unstructure,coalesce", "--infer-modifies", "a.bpl"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
}

/// The stages main's options switch on run in the pipeline: `infer-modifies` before
/// `check` (a call to a procedure that modifies a global is accepted only with it),
/// `select` after lowering (`--proc`), and both in `run`, `vcgen` and `verify`.
#[test]
fn infer_modifies_and_proc_are_stages_of_the_pipeline() {
    let dir = scratch("infer_select");
    let src = "var g: int;\n\
               procedure P(x: int) returns (y: int) modifies g; ensures y > x; { y := x + 1; g := y; }\n\
               procedure Q() { var a: int; call a := P(3); assert a > 3; assert a > 4; }\n";
    std::fs::write(dir.join("a.bpl"), src).unwrap();
    let o = run_in(&dir, &["verify", "a.bpl"]);
    assert!(stdout(&o).contains("modifies clause: g"), "{}", stdout(&o));
    assert_eq!(o.status.code(), Some(1));
    let o = run_in(&dir, &["verify", "--infer-modifies", "a.bpl"]);
    let text = stdout(&o);
    assert!(text.contains("a.bpl(3,59): Error: this assertion could not be proved"), "{text}");
    assert!(text.ends_with("finished with 1 verified, 1 error\n"), "{text}");
    let o = run_in(&dir, &["verify", "--infer-modifies", "--proc", "P*", "a.bpl"]);
    assert!(stdout(&o).ends_with("finished with 1 verified, 0 errors\n"), "{}", stdout(&o));
    let o = run_in(&dir, &["run", "--until", "monomorphize", "--infer-modifies", "a.bpl"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let o = run_in(&dir, &["vcgen", "--infer-modifies", "--vc", "sp", "a.bpl"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(stdout(&o).contains("(check-sat)"), "{}", stdout(&o));
}

/// `monomorphize` is a stage: `run --until monomorphize` prints the monomorphic program
/// (a polymorphic function at the one type it is used at), which `verify` proves.
#[test]
fn monomorphize_is_a_stage_whose_output_can_be_printed() {
    let dir = scratch("mono_stage");
    let src = "function Id<T>(x: T): T;\naxiom (forall<T> x: T :: Id(x) == x);\n\
               procedure P(n: int) { assert Id(n) == n; }\n";
    std::fs::write(dir.join("a.bpl"), src).unwrap();
    let o = run_in(&dir, &["run", "--until", "monomorphize", "a.bpl"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let text = stdout(&o);
    assert!(!text.contains("<T>"), "{text}");
    let o = run_in(&dir, &["run", "--until", "hoist-uses", "a.bpl"]);
    assert!(stdout(&o).contains("<T>"), "{}", stdout(&o));
    let o = run_in(&dir, &["verify", "a.bpl"]);
    assert!(stdout(&o).ends_with("finished with 1 verified, 0 errors\n"), "{}", stdout(&o));
}

/// `reach --format sarif` is a valid SARIF 2.1.0 log too (same writer as `verify`'s).
#[test]
fn reach_sarif_output_is_valid_sarif_2_1_0() {
    let dir = scratch("reach_sarif");
    std::fs::write(dir.join("r.bpl"), "procedure P(x: int) {\n  assume x > 0;\n  if (x < 0) { assert false; }\n}\n").unwrap();
    let o = run_in(&dir, &["reach", "--format", "sarif", "r.bpl"]);
    let log = stdout(&o);
    assert!(log.contains("\"ruleId\": \"unreachable\"") && log.contains("\"startLine\": 3"), "{log}");
    std::fs::write(dir.join("r.sarif"), &log).unwrap();
    let schema = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sarif-2.1.0-rtm.5.json");
    let check = std::process::Command::new(python_with_jsonschema())
        .args(["-c", "import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))"])
        .arg(dir.join("r.sarif"))
        .arg(&schema)
        .output()
        .unwrap();
    assert!(check.status.success(), "{}\n{log}", String::from_utf8_lossy(&check.stderr));
}

#[test]
fn a_check_that_runs_out_of_its_resource_limit_is_out_of_resource() {
    let dir = scratch("rlimit");
    let src = "function f(int): int;\naxiom (forall x: int :: {f(x)} f(x) > f(x + 1));\n\
               procedure {:rlimit 1} Small(a: int) { assert f(a) > f(a + 3); }\n\
               procedure Big(a: int) { assert f(a) > f(a + 3); }\n\
               procedure Fails(a: int) { assert f(a) > 0; }\n";
    std::fs::write(dir.join("r.bpl"), src).unwrap();
    let o = run_in(&dir, &["verify", "r.bpl"]);
    let text = stdout(&o);
    assert!(text.starts_with("r.bpl(3,23): Verification out of resource (Small)\n"), "{text}");
    assert!(text.ends_with("finished with 1 verified, 1 error, 1 out of resource\n"), "{text}");
    assert_eq!(o.status.code(), Some(1));
    // The option limits every implementation; Boogie's spelling is accepted.
    let o = run_in(&dir, &["/rlimit:1", "r.bpl"]);
    assert!(stdout(&o).ends_with("finished with 0 verified, 0 errors, 3 out of resource\n"), "{}", stdout(&o));
    // A generous limit changes nothing but Small's own.
    let o = run_in(&dir, &["verify", "--rlimit", "10000000", "r.bpl"]);
    assert_eq!(stdout(&o), text);
    // It is z3's limit: asking it of another solver is refused, naming the option.
    let o = run_in(&dir, &["verify", "--solver", "cvc5", "--rlimit", "5", "r.bpl"]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("--rlimit is z3's resource limit"), "{}", String::from_utf8_lossy(&o.stderr));
    assert_ne!(o.status.code(), Some(0));
}

#[test]
fn pruning_sends_each_implementation_only_the_axioms_it_can_reach() {
    let dir = scratch("prune");
    let src = "function f(int): int uses { axiom (forall x: int :: {f(x)} f(x) > 0); }\n\
               function g(int): int;\n\
               axiom (forall x: int :: {g(x)} g(x) == 1);\n\
               const c: int;\n\
               axiom c == 2;\n\
               procedure UsesF(a: int) { assert f(a) > 0; }\n\
               procedure UsesG(a: int) { assert g(a) == 1; }\n\
               procedure UsesC() { assert c == 2; }\n";
    std::fs::write(dir.join("p.bpl"), src).unwrap();
    let o = run_in(&dir, &["verify", "p.bpl"]);
    assert_eq!(stdout(&o), "\nBoogie program verifier finished with 3 verified, 0 errors\n");
    // Pruned: f's uses clause follows f, the triggered axiom follows g; the axiom about c has
    // no trigger and no {:include_dep}, so (as in Boogie) no implementation gets it.
    let o = run_in(&dir, &["verify", "--prune", "p.bpl"]);
    let text = stdout(&o);
    assert!(text.contains("p.bpl(8,21): Error: this assertion could not be proved"), "{text}");
    assert!(text.ends_with("finished with 2 verified, 1 error\n"), "{text}");
    // With {:include_dep}, what the axiom mentions leads to it.
    std::fs::write(dir.join("q.bpl"), src.replace("axiom c == 2", "axiom {:include_dep} c == 2")).unwrap();
    let o = run_in(&dir, &["/prune:1", "q.bpl"]);
    assert_eq!(stdout(&o), "\nBoogie program verifier finished with 3 verified, 0 errors\n");
}

#[test]
fn the_smoke_test_reports_code_no_execution_reaches() {
    let dir = scratch("smoke");
    let src = "procedure Contradiction(x: int) { var y: int; assume x > 0; assume x < 0; y := 1; }\n\
               procedure DeadBranch(x: int) requires x > 0; { var y: int; if (x < 0) { y := 1; } else { y := 2; } }\n\
               procedure Fine(x: int) { var y: int; if (x < 0) { y := 1; } else { y := 2; } }\n\
               procedure Intended(x: int) requires x > 0; { var y: int; if (x < 0) { assert false; } y := 2; }\n\
               procedure Loop(n: int) { var i: int; i := 0; while (i < n) invariant i >= 0; { i := i + 1; } }\n\
               procedure Never(); ensures false;\n\
               procedure CallsNever() { var y: int; y := 1; call Never(); y := 2; }\n\
               procedure Fails(x: int) { var y: int; assume x > 0; assume x < 0; assert x == 5; }\n";
    std::fs::write(dir.join("s.bpl"), src).unwrap();
    let o = run_in(&dir, &["verify", "--smoke", "s.bpl"]);
    let text = stdout(&o);
    let reported: Vec<&str> = text
        .split("found unreachable code:\n")
        .skip(1)
        .map(|r| r.lines().next().unwrap_or("").trim_start_matches("implementation ").split('(').next().unwrap_or(""))
        .collect();
    // Fails verifies vacuously too; only what is reported after the contradiction differs.
    assert_eq!(reported, ["Contradiction", "DeadBranch", "Fails"], "{text}");
    assert!(text.contains("  anon3_Then:\n    assume {:partition} x < 0;\n    y := 1;\n    assert false;\n    return;\n"), "{text}");
    assert!(text.ends_with("finished with 7 verified, 0 errors\n"), "{text}");
    // Without --smoke, nothing but the summary.
    let o = run_in(&dir, &["verify", "s.bpl"]);
    assert_eq!(stdout(&o), "\nBoogie program verifier finished with 7 verified, 0 errors\n");
    // Boogie's spelling.
    let o = run_in(&dir, &["-smoke", "s.bpl"]);
    assert_eq!(stdout(&o), text);
}

/// Viper's list insertion (../shared/realclients): its `insert` takes z3 more work
/// monomorphized (the default encoding) than with types as terms (`rlimit` units needed,
/// measured by bisection: z3 4.8.12 2.59 M against 1.54 M, z3 5.4.1 2.05 M against 1.23 M),
/// so under a resource limit between the two it runs out first and is verified again with
/// types as terms. A resource limit, not a time limit: the verdicts do not depend on the
/// load. Both z3 builds that `scripts/install-solvers.sh` installs are run: z3 4.8.12
/// answers such a check "unknown" without a reason, which must still read as "out of
/// resource" (not a solver exception).
#[test]
fn an_implementation_the_solver_gives_up_on_monomorphized_is_verified_with_types_as_terms() {
    let file = test_support::shared_dir().join("realclients/monomorphize/viper/list_insert_noseq.bpl");
    let file = file.to_str().unwrap();
    let dir = scratch("terms_fallback");
    let venv_z3 = project_venv().join("bin/z3");
    for z3 in ["/usr/bin/z3", venv_z3.to_str().unwrap()] {
        assert!(Path::new(z3).exists(), "{z3} is missing: run scripts/install-solvers.sh");
        let limit = ["--solver-path", z3, "--rlimit", "1800000"];
        let o = run_in(&dir, &[&["verify"][..], &limit, &[file]].concat());
        assert_eq!(stdout(&o), "\nBoogie program verifier finished with 3 verified, 0 errors\n", "{z3}: {}", String::from_utf8_lossy(&o.stderr));
        // Monomorphized only (`m`), it runs out of resource.
        let o = run_in(&dir, &[&["verify"][..], &limit, &["--type-encoding", "m", "--proc", "insert", file]].concat());
        assert!(stdout(&o).ends_with("finished with 0 verified, 0 errors, 1 out of resource\n"), "{z3}: {}", stdout(&o));
        // Types as terms only (`p`), it is verified under the same limit.
        let o = run_in(&dir, &[&["verify"][..], &limit, &["--type-encoding", "p", "--proc", "insert", file]].concat());
        assert!(stdout(&o).ends_with("finished with 1 verified, 0 errors\n"), "{z3}: {}", stdout(&o));
    }
}

#[test]
fn smoke_pairs_print_boogies_reports() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/smoke");
    for name in ["smoke_rules.bpl", "smoke_loops.bpl"] {
        let expected = std::fs::read_to_string(data.join(format!("{name}.expect"))).unwrap();
        let o = run_in(&data, &["verify", "--smoke", name]);
        assert_eq!(stdout(&o), expected, "{name}");
    }
}
