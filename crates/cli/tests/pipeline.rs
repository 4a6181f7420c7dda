//! The pipeline over the conformance corpus (every file Boogie accepts and our front end
//! too), both passifications:
//! - every lowering pass run alone on the saved output of the one before, read back from
//!   Boogie text and from JSON, gives byte-identical output to the in-process pipeline after
//!   every pass, with validation after every pass; and so does `smt-lib` on the saved
//!   passive program;
//! - the scheduler (implementations through consecutive passes in turn, as `rboogie` runs
//!   them) gives what the passes give run one after the other: the same program, figures in
//!   the same order and, on failure, the same pass and errors, for every prefix;
//! - a saved program of any stage, run through the whole pipeline again, is the in-process
//!   result (each pass leaves alone what it or a later pass made), except where a later pass
//!   made new work for an earlier one (listed in `REWORK`).
//!
//! `PIPELINE_ONLY=SUBSTRING` restricts the corpus tests to matching files.

mod common;

use boogie_ast::pass::{Pass, PassCx};
use boogie_ast::print::print_program;
use boogie_ast::Program;
use cli::pipeline;

fn chosen(name: &str) -> bool {
    std::env::var("PIPELINE_ONLY").map_or(true, |o| name.contains(&o))
}

/// The SMT-LIB script of a passive program (`smt-lib`), as `rboogie vcgen` prints it.
fn script(program: &Program, name: &str) -> String {
    match boogie_tc::check(program, name) {
        Ok(info) => vcgen::prove::script(program, &info, vcgen::VcOptions::default()),
        Err(f) => format!("does not type check: {:?}", f.lines(program)),
    }
}

#[test]
fn every_pass_alone_on_the_saved_output_of_the_one_before_gives_the_in_process_result() {
    common::on_big_stack(|| {
        let mut failures = Vec::new();
        let mut checked = 0;
        for (name, src, program) in common::accepted_corpus().into_iter().filter(|(n, _, _)| chosen(n)) {
            for passify in ["optimal", "flanagan-saxe"] {
                let stages = common::stages(passify);
                let passes = pipeline::passes(&stages);
                let in_process = match common::run_in_process(program.clone(), &passes, &name, passify == "optimal") {
                    Ok(x) => x,
                    Err(e) => {
                        failures.push(format!("{name} ({passify}): {}", e.lines().take(3).collect::<Vec<_>>().join("\n")));
                        continue;
                    }
                };
                checked += 1;
                for json in [false, true] {
                    let how = if json { "JSON" } else { "text" };
                    match common::run_chained(&src, &passes, &name, json) {
                        Ok(chained) => {
                            if let Some(i) = in_process.iter().zip(&chained).position(|(a, b)| a != b) {
                                failures.push(format!("{name} ({passify}): chained through {how}, the output differs after {}", passes[i].name()));
                            }
                        }
                        Err(e) => failures.push(format!("{name} ({passify}): chained through {how}: {e}")),
                    }
                }
                if passify == "optimal" {
                    // `smt-lib` on the passive program read back from JSON: the same script;
                    // from text, the same but for the line numbers in its notes of axioms
                    // left out (the lines of the file read).
                    let direct = pipeline::lower_to_passive(program.clone(), &pipeline::StageArgs::default()).map(|p| script(&p, &name));
                    let last = in_process.last().map(String::as_str).unwrap_or_default();
                    let from_text = common::parse(last, "saved.bpl").map(|p| script(&p, &name));
                    let notes = |s: &Result<String, String>| s.as_ref().map(|s| s.lines().filter(|l| !l.starts_with("; left out: axiom at line")).collect::<Vec<_>>().join("\n")).ok();
                    if notes(&direct) != notes(&from_text) {
                        failures.push(format!("{name}: smt-lib on the passive program saved as text differs"));
                    }
                    let json_direct = pipeline::lower_to_passive(program.clone(), &pipeline::StageArgs::default())
                        .map(|p| boogie_ast::json::to_json(&p, boogie_ast::Form::Passive))
                        .and_then(|j| boogie_ast::json::from_json(&j))
                        .map(|d| script(&d.program, &name));
                    if direct != json_direct {
                        failures.push(format!("{name}: smt-lib on the passive program saved as JSON differs"));
                    }
                }
            }
        }
        assert!(checked >= 230, "only {checked} corpus runs (corpus at {})", common::corpus_dir().display());
        assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    });
}

/// Every prefix of `passes`, pass by pass and on the scheduler: the prefixes whose outcomes
/// differ, named.
fn compare(program: &Program, passes: &[&dyn Pass], name: &str) -> Vec<String> {
    let mut expected = Vec::new();
    let mut p = program.clone();
    let mut cx = PassCx::new();
    for pass in passes {
        match pass.run(p, &mut cx) {
            Ok(next) => {
                p = next;
                expected.push(common::outcome(Ok(p.clone()), &cx));
            }
            Err(e) => {
                expected.push(common::outcome(Err((pass.name().to_string(), format!("{e:?}"))), &cx));
                break;
            }
        }
    }
    let mut differences = Vec::new();
    for (n, want) in expected.iter().enumerate() {
        if common::scheduled(program, passes, n + 1) != *want {
            differences.push(format!("{name}: the scheduler up to {} differs from the passes one after the other", passes[n].name()));
        }
    }
    differences
}

/// Both passifications on `program`.
fn compare_both(program: &Program, name: &str) -> Vec<String> {
    let mut differences = Vec::new();
    for passify in ["optimal", "flanagan-saxe"] {
        let stages = common::stages(passify);
        differences.extend(compare(program, &pipeline::passes(&stages), &format!("{name} ({passify})")));
    }
    differences
}

#[test]
fn the_scheduler_gives_what_the_passes_give_one_after_the_other_on_the_corpus() {
    common::on_big_stack(|| {
        let mut differences = Vec::new();
        let mut checked = 0;
        for (name, _, program) in common::accepted_corpus().into_iter().filter(|(n, _, _)| chosen(n)) {
            checked += 1;
            differences.extend(compare_both(&program, &name));
        }
        assert!(checked >= 115, "only {checked} corpus files");
        assert!(differences.is_empty(), "{}", differences.join("\n"));
    });
}

/// `n` procedures with loops, calls and where clauses: enough statements for the scheduler
/// to share the implementations out between two threads.
fn many_procedures(n: usize) -> String {
    let mut src = String::from("var g: int where g >= 0;\n");
    for i in 0..n {
        src.push_str(&format!(
            "procedure p{i}(a: int) returns (r: int) requires a >= 0; modifies g; ensures r >= a;\n\
             {{\n  var k: int;\n  r := a; k := 0;\n  while (k < 3) invariant r >= a; {{ k := k + 1; r := r + 1; if (*) {{ g := g + 1; }} }}\n  {}\n}}\n",
            if i > 0 { format!("call r := p{}(r);", i - 1) } else { String::new() }
        ));
    }
    src
}

#[test]
fn the_scheduler_gives_what_the_passes_give_on_a_program_shared_between_threads() {
    common::on_big_stack(|| {
        let program = common::parse(&many_procedures(300), "many.bpl").expect("parses");
        if let Err(f) = boogie_tc::check(&program, "many.bpl") {
            panic!("the generated program does not type check: {:?}", f.lines(&program));
        }
        let differences = compare_both(&program, "many.bpl");
        assert!(differences.is_empty(), "{}", differences.join("\n"));
    });
}

#[test]
fn the_scheduler_reports_the_earliest_failing_pass_over_all_implementations() {
    let stages = common::stages("optimal");
    let passes = pipeline::passes(&stages);
    // `A` and `C` fail in passify (undeclared variables), `B` earlier, in desugar-specs (no
    // procedure): pass by pass, desugar-specs reports `B` alone and passify never runs.
    let src = "procedure A() { x := 1; }\nimplementation B() { }\nprocedure C() { y := 2; }\n";
    let program = common::parse(src, "bad.bpl").expect("parses");
    let got = common::scheduled(&program, &passes, passes.len());
    assert!(got.starts_with("error in desugar-specs:") && got.contains("implementation B") && !got.contains("undeclared"), "{got}");
    assert!(compare(&program, &passes, "bad.bpl").is_empty());
    // Without `B`, both others fail in passify, reported in program order.
    let src = "procedure A() { x := 1; }\nprocedure C() { y := 2; }\n";
    let program = common::parse(src, "bad2.bpl").expect("parses");
    let got = common::scheduled(&program, &passes, passes.len());
    let (x, y) = (got.find("undeclared variable x"), got.find("undeclared variable y"));
    assert!(got.starts_with("error in passify:") && x.is_some() && y.is_some() && x < y, "{got}");
    assert!(compare(&program, &passes, "bad2.bpl").is_empty());
}

/// `unstructure` hands on the blocks it emits when the user's labels are distinct (a loop's
/// back edge included), and none when two labels repeat: `coalesce` then finds the blocks
/// and reports the duplicate, as it does pass by pass.
#[test]
fn unstructure_hands_on_the_blocks_it_emits_unless_user_labels_repeat() {
    use boogie_ast::pass::schedule::take_impls;
    use boogie_ast::pass::{Globals, ImplCx, ImplPass};
    let one = |src: &str| {
        let mut program = common::parse(src, "loops.bpl").expect("parses");
        passive::Unstructure.declarations(&mut program).expect("declarations");
        let (_, imp) = take_impls(&mut program).pop().expect("an implementation");
        let globals = Globals::new(&program);
        let mut figures = PassCx::new();
        let mut cx = ImplCx { files: &program.files, figures: &mut figures, blocks: None };
        let imp = passive::Unstructure.run_impl(imp, &globals, &mut cx).expect("unstructures");
        (imp, cx.blocks)
    };
    let src = "procedure A(n: int) { var k: int; k := 0; L: while (k < n) { if (*) { k := k + 1; } else { break L; } } M: assume k >= 0; goto M2; M2: }\n";
    let (imp, blocks) = one(src);
    let fb = blocks.expect("distinct labels: blocks handed on");
    assert!(fb.describes(&imp.body.stmts), "{fb:?}");
    assert!(fb.labels_plain && !fb.hash_free, "{fb:?}");
    assert!((0..fb.len()).any(|b| fb.succs(b).iter().any(|&s| s as usize <= b)), "a back edge");
    let stages = common::stages("optimal");
    let passes = pipeline::passes(&stages);
    assert!(compare(&common::parse(src, "loops.bpl").expect("parses"), &passes, "loops.bpl").is_empty());
    let src = "procedure B() { L: assume true; L: assume false; }\n";
    assert!(one(src).1.is_none());
    let program = common::parse(src, "dup.bpl").expect("parses");
    let got = common::scheduled(&program, &passes, passes.len());
    assert!(got.starts_with("error in coalesce:") && got.contains("duplicate label L"), "{got}");
    assert!(compare(&program, &passes, "dup.bpl").is_empty());
}

/// `old` in a body reads the entry snapshot, in the command that mentions it and only there
/// (`desugar-specs` finds those commands on its walk of the body), on the scheduler and pass
/// by pass alike.
#[test]
fn old_in_a_body_is_rewritten_where_it_stands() {
    let src = "var g: int;\nprocedure P() modifies g;\n{\n  var a: int;\n  g := g + 1;\n  if (*) { a := old(g); } else { a := g; }\n  assert a <= g;\n  g := old(g) + 2;\n}\n";
    let program = common::parse(src, "old.bpl").expect("parses");
    assert!(boogie_tc::check(&program, "old.bpl").is_ok());
    assert!(compare_both(&program, "old.bpl").is_empty());
    let stages = common::stages("optimal");
    let passes = pipeline::passes(&stages);
    let upto = passes.iter().position(|p| p.name() == "desugar-specs").expect("registered") + 1;
    let text = common::scheduled(&program, &passes, upto);
    assert!(!text.contains("old("), "{text}");
    for line in ["a := g#old;", "a := g;", "g := g#old + 2;", "g := g + 1;", "assert {:origin \"assertion\", \"old.bpl\", 7, 3} a <= g;"] {
        assert!(text.contains(line), "no `{line}` in\n{text}");
    }
}

/// `desugar-specs` tells `passify` when the body names nothing with `#`
/// (`FlatBlocks::hash_free`), and `passify` then does not read the body for names to avoid.
/// Each program here puts such a name where `desugar-specs` must see it: in a global's where
/// clause, in a requires clause, in the body, as the entry block's own name, as a user's
/// label, and in a snapshot of `old`. The local `k` is written twice, so `passify` asks for
/// `k#1` and `k#2`, which the bound `k#1` takes in some of them. On the scheduler as pass by
/// pass (which reads every name); in debug builds `passify` checks that the body it was told
/// about has no such name.
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
        differences.extend(compare_both(&program, &name));
    }
    assert!(differences.is_empty(), "{}", differences.join("\n"));
}

/// Where a later pass makes new work for an earlier one, the whole pipeline run again on the
/// saved program does that work (the verdicts stay; `verify_corpus` checks them): `coalesce`
/// merges the blocks `inline` made, `desugar-measures` checks a recursive call again, and
/// `cut-loops` drops the blocks after an `assume false` that `desugar-calls` wrote.
const REWORK: [(&str, &str); 3] = [("inline", "coalesce"), ("desugar-measures", "desugar-measures"), ("desugar-calls", "cut-loops")];

#[test]
fn a_saved_program_of_any_stage_run_through_the_whole_pipeline_is_the_in_process_result() {
    common::on_big_stack(|| {
        let stages = common::stages("optimal");
        let passes = pipeline::passes(&stages);
        let mut differences = Vec::new();
        for (name, _, program) in common::accepted_corpus().into_iter().filter(|(n, _, _)| chosen(n)) {
            let Ok(after) = common::run_in_process(program, &passes, &name, false) else { continue };
            let Some(last) = after.last() else { continue };
            for (k, text) in after.iter().enumerate() {
                let saved = common::parse(text, "saved.bpl").expect("printed programs parse");
                let again = match boogie_ast::pass::schedule::run(saved, &passes, &mut boogie_ast::pass::schedule::Unobserved, &mut PassCx::new()) {
                    Ok(p) => print_program(&p),
                    Err(e) => format!("{e:?}"),
                };
                if again != *last {
                    // Excused: a pass of `REWORK` at or before `k` that changed this program.
                    let changed = |j: usize| j > 0 && after[j] != after[j - 1];
                    let why = REWORK.iter().find(|(from, _)| (0..=k).any(|j| passes[j].name() == *from && changed(j)));
                    if why.is_none() {
                        differences.push(format!("{name}: saved after {}, run again, differs", passes[k].name()));
                    }
                }
            }
        }
        assert!(differences.is_empty(), "{}", differences.join("\n"));
    });
}
