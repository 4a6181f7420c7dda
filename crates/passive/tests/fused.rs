//! `passive::lower` (the passes after `unstructure` one implementation at a time) gives what
//! the passes give run one after the other: the same printed program, the same figures in
//! the same order, and on failure the same pass and errors, for every prefix of the
//! pipeline, on every corpus file our front end accepts and on a program large enough to be
//! shared out between two threads.

mod common;

use boogie_ast::pass::PassCx;
use boogie_ast::print::print_program;
use boogie_ast::Program;
use passive::{lower, pipeline, PipelineOptions, Strategy};

/// What a run ends with: the printed program or the failing pass and its errors, and the
/// figures (their `Debug` form keeps the order they were reported in).
fn outcome(result: Result<Program, (String, String)>, cx: &PassCx) -> String {
    match result {
        Ok(p) => format!("{}\n{cx:?}", print_program(&p)),
        Err((pass, errors)) => format!("error in {pass}: {errors}\n{cx:?}"),
    }
}

/// Every prefix of the pipeline, pass by pass (one outcome per prefix, until the first
/// failure) and through `lower`; the differences, named.
fn compare(program: &Program, options: PipelineOptions, name: &str) -> Vec<String> {
    let passes = pipeline(options);
    let mut expected = Vec::new();
    let mut p = program.clone();
    let mut cx = PassCx::new();
    for pass in &passes {
        match pass.run(p, &mut cx) {
            Ok(next) => {
                p = next;
                expected.push(outcome(Ok(p.clone()), &cx));
            }
            Err(e) => {
                expected.push(outcome(Err((pass.name().to_string(), format!("{e:?}"))), &cx));
                break;
            }
        }
    }
    let mut differences = Vec::new();
    for (pass, want) in passes.iter().zip(&expected) {
        let mut cx = PassCx::new();
        let got = lower(program.clone(), options, Some(pass.name()), &mut cx).map_err(|e| (e.pass.to_string(), format!("{:?}", e.errors)));
        if outcome(got, &cx) != *want {
            differences.push(format!("{name}: lower up to {} differs from the passes run one after the other", pass.name()));
        }
    }
    differences
}

#[test]
fn lower_equals_the_passes_one_after_the_other_on_the_corpus() {
    common::on_big_stack(corpus_body);
}

fn corpus_body() {
    let files = common::bpl_files(&common::corpus_dir());
    assert!(!files.is_empty(), "conformance corpus not found at {}", common::corpus_dir().display());
    let mut differences = Vec::new();
    let mut checked = 0;
    for path in files {
        let name = path.to_string_lossy().to_string();
        let Ok(bytes) = std::fs::read(&path) else { continue };
        let src = String::from_utf8_lossy(&bytes).to_string();
        let Ok(program) = common::parse(&src, &name) else { continue };
        if boogie_tc::check(&program, &name).is_err() {
            continue;
        }
        checked += 1;
        differences.extend(compare(&program, PipelineOptions::default(), &name));
    }
    assert!(checked >= 140, "only {checked} corpus files checked");
    assert!(differences.is_empty(), "{} differences:\n{}", differences.len(), differences.join("\n"));
}

/// `n` procedures with loops, calls, specifications, `old`, where clauses and havocs.
fn many_procedures(n: usize) -> String {
    let mut s = String::from("var g: int where g >= 0;\nprocedure P0(n: int) returns (r: int) ensures r == n; { r := n; }\n");
    for i in 1..n {
        s.push_str(&format!(
            "procedure P{i}(n: int) returns (r: int)\n  requires n >= 0;\n  ensures r >= n && g >= old(g);\n  modifies g;\n{{\n  var k: int;\n  var h: int where h > {i};\n  k := 0;\n  r := n;\n  while (k < n)\n    invariant k <= n;\n    invariant r >= n;\n  {{\n    k := k + 1;\n    r := r + 1;\n    if (*) {{ g := g + 1; havoc h; }} else {{ call r := P{}(r); }}\n  }}\n  assert r >= 0;\n}}\n",
            i - 1
        ));
    }
    s
}

#[test]
fn lower_equals_the_passes_one_after_the_other_on_a_program_shared_between_threads() {
    let src = many_procedures(400);
    let program = common::parse(&src, "many.bpl").expect("the generated program parses");
    if let Err(f) = boogie_tc::check(&program, "many.bpl") {
        panic!("the generated program does not type check: {:?}", f.lines(&program));
    }
    let mut differences = compare(&program, PipelineOptions::default(), "many.bpl");
    differences.extend(compare(&program, PipelineOptions { passify: Strategy::FlanaganSaxe }, "many.bpl (flanagan-saxe)"));
    assert!(differences.is_empty(), "{}", differences.join("\n"));
}

#[test]
fn lower_reports_the_earliest_failing_pass_over_all_implementations() {
    // `A` and `C` fail in passify (undeclared variables), `B` earlier, in desugar-specs (no
    // procedure): pass by pass, desugar-specs reports `B` alone and passify never runs.
    let src = "procedure A() { x := 1; }\nimplementation B() { }\nprocedure C() { y := 2; }\n";
    let program = common::parse(src, "bad.bpl").expect("parses");
    let mut cx = PassCx::new();
    let err = lower(program.clone(), PipelineOptions::default(), None, &mut cx).expect_err("desugar-specs fails");
    assert_eq!(err.pass, "desugar-specs");
    assert_eq!(err.errors.len(), 1, "{:?}", err.errors);
    assert!(err.errors[0].message.contains("implementation B"), "{:?}", err.errors);
    // Up to cut-loops the program lowers; up to passify, the same error as pass by pass.
    assert!(lower(program.clone(), PipelineOptions::default(), Some("coalesce"), &mut PassCx::new()).is_ok());
    assert!(compare(&program, PipelineOptions::default(), "bad.bpl").is_empty());
    // Without `B`, both others fail in passify, reported in program order.
    let src = "procedure A() { x := 1; }\nprocedure C() { y := 2; }\n";
    let program = common::parse(src, "bad2.bpl").expect("parses");
    let err = lower(program.clone(), PipelineOptions::default(), None, &mut PassCx::new()).expect_err("passify fails");
    assert_eq!(err.pass, "passify");
    assert_eq!(err.errors.len(), 2, "{:?}", err.errors);
    assert!(err.errors[0].message.contains("undeclared variable x") && err.errors[1].message.contains("undeclared variable y"), "{:?}", err.errors);
    assert!(compare(&program, PipelineOptions::default(), "bad2.bpl").is_empty());
}

/// `unstructure` hands on the blocks it emits (the table of labels is only built when a
/// target is not among the next two blocks, as a loop's back edge), not when two labels the
/// user wrote are equal: then `coalesce` finds the blocks and reports the duplicate, as it
/// does pass by pass.
#[test]
fn unstructure_hands_on_the_blocks_it_emits_unless_user_labels_repeat() {
    let src = "procedure A(n: int) { var k: int; k := 0; L: while (k < n) { if (*) { k := k + 1; } else { break L; } } M: assume k >= 0; goto M2; M2: }\n";
    let program = common::parse(src, "loops.bpl").expect("parses");
    let (unstructured, known, measures) = passive::unstructure::unstructure_with_blocks(program.clone()).expect("unstructures");
    assert!(!measures, "no measure here");
    let imps: Vec<_> = unstructured.decls.iter().filter_map(|d| if let boogie_ast::Decl::Implementation(i) = d { Some(i) } else { None }).collect();
    assert_eq!(known.len(), imps.len());
    let fb = known[0].as_ref().expect("distinct labels: blocks handed on");
    assert!(fb.describes(&imps[0].body.stmts), "{fb:?}");
    // The user's labels `L` and `M`, `M2` are plain (no `#`, not the entry's or exit's name).
    assert!(fb.labels_plain && !fb.hash_free, "{fb:?}");
    assert!((0..fb.len()).any(|b| fb.succs(b).iter().any(|&s| s as usize <= b)), "a back edge");
    assert!(compare(&program, PipelineOptions::default(), "loops.bpl").is_empty());
    let src = "procedure B() { L: assume true; L: assume false; }\n";
    let program = common::parse(src, "dup.bpl").expect("parses");
    let (_, known, _) = passive::unstructure::unstructure_with_blocks(program.clone()).expect("unstructures");
    assert_eq!(known, vec![None]);
    let err = lower(program.clone(), PipelineOptions::default(), None, &mut PassCx::new()).expect_err("a duplicate label");
    assert_eq!(err.pass, "coalesce");
    assert!(format!("{:?}", err.errors).contains("duplicate label L"), "{:?}", err.errors);
    assert!(compare(&program, PipelineOptions::default(), "dup.bpl").is_empty());
}

/// `unstructure` says whether a body checks a termination measure (a loop's measure or a
/// `measure` command), as `measures::has_measures` finds on its output.
#[test]
fn unstructure_says_whether_a_body_checks_a_measure() {
    let cases = [
        ("procedure A(n: int) { var i: int; i := n; while (i > 0) measure i; { i := i - 1; } }\n", true),
        ("procedure B(n: int) { var i: int; i := n; while (i > 0) free invariant i >= 0; { i := i - 1; } }\n", false),
        ("procedure C(x: int) { L: measure x; goto L; }\n", true),
        ("procedure D(x: int) { if (x > 0) { assert x > 0; } }\n", false),
    ];
    for (src, want) in cases {
        let program = common::parse(src, "m.bpl").expect("parses");
        let (unstructured, _, measures) = passive::unstructure::unstructure_with_blocks(program).expect("unstructures");
        assert_eq!(measures, want, "{src}");
        assert!(!passive::measures::has_measure_specs(&unstructured));
        assert_eq!(measures, passive::measures::has_measures(&unstructured), "{src}");
    }
}

/// `old` in a body reads the entry snapshot, in the command that mentions it and only there
/// (`desugar-specs` finds those commands on its walk of the body; through `lower` it passes
/// over the blocks' transfers), and both ways agree.
#[test]
fn old_in_a_body_is_rewritten_where_it_stands() {
    let src = "var g: int;\nprocedure P() modifies g;\n{\n  var a: int;\n  g := g + 1;\n  if (*) { a := old(g); } else { a := g; }\n  assert a <= g;\n  g := old(g) + 2;\n}\n";
    let program = common::parse(src, "old.bpl").expect("parses");
    if let Err(f) = boogie_tc::check(&program, "old.bpl") {
        panic!("does not type check: {:?}", f.lines(&program));
    }
    let differences = compare(&program, PipelineOptions::default(), "old.bpl");
    assert!(differences.is_empty(), "{}", differences.join("\n"));
    let mut cx = PassCx::new();
    let p = lower(program, PipelineOptions::default(), Some("desugar-specs"), &mut cx).expect("lowers");
    let text = print_program(&p);
    assert!(!text.contains("old("), "{text}");
    for line in ["a := g#old;", "a := g;", "g := g#old + 2;", "g := g + 1;", "assert {:origin \"assertion\", \"old.bpl\", 7, 3} a <= g;"] {
        assert!(text.contains(line), "no `{line}` in\n{text}");
    }
}

/// `desugar-specs` tells `passify` when the body names nothing with `#`
/// (`FlatBlocks::hash_free`), and `passify` then does not read the body for names to avoid.
/// Each program here puts such a name where `desugar-specs` must see it: in a global's where
/// clause (which becomes an `assume` of the entry block), in a requires clause, in the body,
/// as the entry block's own name (a user label takes `PreconditionGeneratedEntry`), as a
/// user's label (which `unstructure` must not call plain, `FlatBlocks::labels_plain`), and
/// in a snapshot of `old`. The local `k` is written twice, so `passify` asks for `k#1` and
/// `k#2`, which the bound `k#1` takes in some of them. Lowered as pass by pass (which reads
/// every name), and in debug builds `passify` checks that the body it was told about has
/// no such name.
#[test]
fn names_with_hash_reach_passify_wherever_desugar_specs_puts_them() {
    let body = "{ var k: int; k := 1; if (*) { k := k + 1; } assert k > 0; }";
    let programs = [
        format!("var g: int where (forall k#1: int :: g >= 0 || k#1 == k#1);\nprocedure A() modifies g; {body}\n"),
        format!("procedure A(n: int) requires (exists k#1: int :: k#1 == n); {body}\n"),
        "procedure A() { var k: int; var k#1: int; k := 1; if (*) { k := k + 1; } k#1 := k; }\n".to_string(),
        "procedure A() { var k: int; PreconditionGeneratedEntry: k := 1; if (*) { k := k + 1; } }\n".to_string(),
        "procedure A() { var k: int; k#1: k := 1; if (*) { k := k + 1; } }\n".to_string(),
        "procedure A() { var k: int; L: k := 1; GeneratedUnifiedExit: if (*) { k := k + 1; } }\n".to_string(),
        format!("var g: int;\nprocedure A() modifies g; ensures g >= old(g); {body}\n"),
        format!("procedure A() {body}\n"),
    ];
    let mut differences = Vec::new();
    for (i, src) in programs.iter().enumerate() {
        let name = format!("hash{i}.bpl");
        let program = common::parse(src, &name).unwrap_or_else(|e| panic!("{name} does not parse: {e:?}"));
        if let Err(f) = boogie_tc::check(&program, &name) {
            panic!("{name} does not type check: {:?}", f.lines(&program));
        }
        differences.extend(compare(&program, PipelineOptions::default(), &name));
        differences.extend(compare(&program, PipelineOptions { passify: Strategy::FlanaganSaxe }, &format!("{name} (flanagan-saxe)")));
    }
    assert!(differences.is_empty(), "{}", differences.join("\n"));
}
