//! Verdicts of `rboogie verify` (with a real z3) on the conformance corpus.
//!
//! - Soundness: no implementation may be reported verified where the `.expect` file
//!   reports an error inside it (errors are mapped to the implementation whose name token
//!   is the last one before the error's line).
//! - `--vc sp` gives the same verdicts as the default `--vc wp`.
//! - Every saved intermediate program (the program after each lowering pass, printed and
//!   read back, as `rboogie run --until PASS` writes it) is verified as its source is: the
//!   same outcome and errors (kind and position) for every implementation. A saved program
//!   that lowers to the very passive program of its source is verified as the source is
//!   (verification is deterministic); the others are verified with z3 and compared.
//!
//! The tests need z3: they fail (never skip) when it is missing, saying to run
//! `scripts/install-solvers.sh`.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use test_support::{bpl_files, corpus_dir};

fn require_z3() {
    let ok = smt_backend::locate_solver(smt_backend::SolverKind::Z3, None).is_ok();
    assert!(ok, "z3 is not installed: run scripts/install-solvers.sh");
}

/// Implementations with their outcome, from `--format json` (name line, outcome, error lines).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Impl {
    line: u32,
    outcome: String,
}

fn run_json(path: &Path, extra: &[&str]) -> Option<Vec<Impl>> {
    let dir = path.parent()?;
    let file = path.file_name()?.to_str()?;
    let mut args = vec!["verify", "--format", "json", "--time-limit", "10"];
    args.extend_from_slice(extra);
    args.push(file);
    let o = Command::new(env!("CARGO_BIN_EXE_rboogie")).current_dir(dir).args(&args).output().ok()?;
    let text = String::from_utf8_lossy(&o.stdout).to_string();
    if !text.starts_with("{\"implementations\"") {
        return None; // front-end errors: nothing verified
    }
    let mut out = Vec::new();
    for chunk in text.split("{\"name\":").skip(1) {
        let line = chunk
            .split("\"line\":")
            .nth(1)
            .and_then(|r| r.split(',').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        let outcome = chunk
            .split("\"outcome\":\"")
            .nth(1)
            .and_then(|r| r.split('"').next())
            .unwrap_or("")
            .to_string();
        out.push(Impl { line, outcome });
    }
    Some(out)
}

/// Lines of the `Error` reports of `file` in an expect text.
fn expected_error_lines(expect: &str, file: &str) -> Vec<u32> {
    let mut out = Vec::new();
    for l in expect.lines() {
        let l = l.trim();
        let Some(rest) = l.strip_prefix(file).and_then(|r| r.strip_prefix('(')) else { continue };
        if !rest.contains("): Error: ") || !is_verification_message(rest) {
            continue;
        }
        if let Some(n) = rest.split(',').next().and_then(|n| n.parse().ok()) {
            out.push(n);
        }
    }
    out
}

fn is_verification_message(rest: &str) -> bool {
    ["could not be proved", "could not be proved to decrease"].iter().any(|m| rest.contains(m))
}

/// Known unsound verdicts, each with its cause (documented in docs/CONFORMANCE.md).
const KNOWN: &[(&str, &str)] = &[
    // A real gap: the passive pipeline drops loop `measure` clauses (no decrease check).
    ("loopseq1.bpl", "passive: loop `measure` clauses are not checked yet"),
    // Not unsound: the programs are correct; Boogie fails because of its encoding options.
    ("LambdaExt.bpl", "Boogie runs with -typeEncoding:p (no map extensionality); we prove a == b"),
    ("CommonVariablesPruning.bpl", "Boogie runs with -prune:1; Length(a) == 3 makes the branch unreachable"),
];

/// The files of `scripts/soundness_exceptions.tsv` (the conformance soundness check's list,
/// each entry with the evidence that rboogie's verdict is the right one).
fn soundness_exceptions() -> Vec<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts/soundness_exceptions.tsv");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split('\t').next()?.rsplit('/').next().map(str::to_string))
        .collect()
}

fn worker<F: FnOnce() + Send + 'static>(f: F) {
    let h = std::thread::Builder::new().stack_size(256 << 20).spawn(f);
    match h.map(|h| h.join()) {
        Ok(Ok(())) => {}
        Ok(Err(e)) => std::panic::resume_unwind(e),
        Err(e) => panic!("cannot start the test thread: {e}"),
    }
}

#[test]
fn no_implementation_is_verified_where_boogie_reports_an_error() {
    worker(|| {
        require_z3();
        let mut unsound = Vec::new();
        let mut checked = 0;
        let exceptions = soundness_exceptions();
        for path in bpl_files(&corpus_dir()) {
            let Ok(expect) = std::fs::read_to_string(path.with_extension("bpl.expect")) else { continue };
            let file = path.file_name().and_then(|f| f.to_str()).unwrap_or("").to_string();
            let lines = expected_error_lines(&expect, &file);
            if lines.is_empty() {
                continue;
            }
            let Some(impls) = run_json(&path, &[]) else { continue };
            checked += 1;
            for l in lines {
                // The implementation whose name is the last one before the error.
                let owner = impls.iter().filter(|i| i.line <= l).max_by_key(|i| i.line);
                if let Some(i) = owner {
                    if i.outcome == "verified" && !KNOWN.iter().any(|(f, _)| *f == file) && !exceptions.contains(&file) {
                        unsound.push(format!("{file}: error at line {l}, implementation at line {} verified", i.line));
                    }
                }
            }
        }
        assert!(checked > 50, "too few corpus files with errors checked: {checked}");
        assert!(unsound.is_empty(), "unsound verdicts:\n{}", unsound.join("\n"));
    });
}

#[test]
fn wp_and_sp_agree_on_every_corpus_implementation() {
    worker(|| {
        require_z3();
        let mut diffs = Vec::new();
        for path in bpl_files(&corpus_dir()) {
            let Some(wp) = run_json(&path, &["--vc", "wp"]) else { continue };
            let Some(sp) = run_json(&path, &["--vc", "sp"]) else { continue };
            let summarize = |v: &[Impl]| -> BTreeMap<u32, String> { v.iter().map(|i| (i.line, i.outcome.clone())).collect() };
            let (a, b) = (summarize(&wp), summarize(&sp));
            for (line, o) in &a {
                let other = b.get(line).cloned().unwrap_or_default();
                // A time-out on one side is not a disagreement about the verdict.
                if *o != other && o != "timed out" && other != "timed out" {
                    diffs.push(format!("{}: implementation at line {line}: wp {o}, sp {other}", path.display()));
                }
            }
        }
        assert!(diffs.is_empty(), "wp and sp disagree:\n{}", diffs.join("\n"));
    });
}

/// What `verify` reports per implementation: name, outcome, errors (kind, line, column).
type Verdicts = Vec<(String, String, Vec<(String, u32, u32)>)>;

/// The verdicts of the passive program `passive`, with z3; `None` when it does not type
/// check.
fn verdicts(passive: &boogie_ast::Program, name: &str, opts: &vcgen::Options) -> Option<Verdicts> {
    let info = boogie_tc::check(passive, name).ok()?;
    let results = vcgen::verify_program(passive, &info, opts, vcgen::VcOptions::default());
    Some(
        results
            .into_iter()
            .map(|r| {
                let mut errors: Vec<(String, u32, u32)> =
                    r.errors.iter().map(|e| (e.kind.name().to_string(), e.pos.as_ref().map_or(0, |p| p.line), e.pos.as_ref().map_or(0, |p| p.col))).collect();
                errors.sort();
                (r.name, format!("{:?}", r.outcome), errors)
            })
            .collect(),
    )
}

#[test]
fn every_saved_stage_is_verified_as_its_source() {
    worker(|| {
        require_z3();
        let solver_path = smt_backend::locate_solver(smt_backend::SolverKind::Z3, None).unwrap_or_default();
        let opts = vcgen::Options { time_limit: 10, ..vcgen::Options::new(smt_backend::SolverKind::Z3, solver_path) };
        let stages = cli::pipeline::registry(&cli::pipeline::StageArgs::default());
        let passes = cli::pipeline::passes(&stages);
        let (mut checked, mut saved_checked, mut verified) = (0, 0, 0);
        let mut differ = Vec::new();
        for path in bpl_files(&corpus_dir()) {
            let name = path.to_string_lossy().to_string();
            let Ok(src) = std::fs::read_to_string(&path) else { continue };
            let (program, diags) = boogie_parse::parse_program(&src, &name);
            if diags.iter().any(|d| d.phase == boogie_ast::Phase::Parse) || boogie_tc::check(&program, &name).is_err() {
                continue;
            }
            let args = cli::pipeline::StageArgs::default();
            let lower = |p: boogie_ast::Program| cli::pipeline::lower_to_passive(p, &args).and_then(|p| cli::pipeline::monomorphic(p, &args)).ok();
            let Some(passive) = lower(program.clone()) else { continue };
            let Some(want) = verdicts(&passive, &name, &opts) else { continue };
            let passive_text = boogie_ast::print::print_program(&passive);
            checked += 1;
            // The program after each pass, printed; a pass that changes nothing adds nothing new.
            let mut saved: Vec<(&str, String)> = Vec::new();
            let mut p = program;
            for pass in &passes {
                let Ok(next) = pass.run(p, &mut boogie_ast::pass::PassCx::new()) else { break };
                let text = boogie_ast::print::print_program(&next);
                if saved.last().is_none_or(|(_, t)| *t != text) {
                    saved.push((pass.name(), text));
                }
                p = next;
            }
            for (pass, text) in &saved {
                let (program, _) = boogie_parse::parse_program(text, "saved.bpl");
                saved_checked += 1;
                let Some(again) = lower(program) else {
                    differ.push(format!("{name}: saved after {pass}: does not lower"));
                    continue;
                };
                if boogie_ast::print::print_program(&again) == passive_text {
                    continue;
                }
                verified += 1;
                let got = verdicts(&again, "saved.bpl", &opts);
                let timed_out = |v: &Option<Verdicts>| v.iter().flatten().any(|(_, o, _)| o == "TimedOut");
                if got.as_ref() != Some(&want) && !timed_out(&got) && !timed_out(&Some(want.clone())) {
                    differ.push(format!("{name}: saved after {pass}: {got:?}\n  source: {want:?}"));
                }
            }
        }
        eprintln!("{checked} files, {saved_checked} saved programs, {verified} of them lowered differently and verified");
        assert!(checked > 140 && saved_checked > 450 && verified > 10, "too few checked: {checked} files, {saved_checked} saved programs, {verified} verified");
        assert!(differ.is_empty(), "saved programs verified differently from their source:\n{}", differ.join("\n"));
    });
}
