//! Shared helpers of the passive tests: parse, run passes with validation, chain through text.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use boogie_ast::forms::check_form;
use boogie_ast::pass::{Pass, PassCx};
use boogie_ast::print::print_program;
use boogie_ast::{Phase, Program};

/// Runs `body` on a thread with a 1 GiB stack and resumes its panic here: deeply nested
/// corpus programs recurse deeply, as in the cli (which runs on one big-stack thread).
pub fn on_big_stack(body: fn()) {
    let worker = std::thread::Builder::new().stack_size(1 << 30).spawn(body);
    match worker.map(|h| h.join()) {
        Ok(Ok(())) => {}
        Ok(Err(e)) => std::panic::resume_unwind(e),
        Err(e) => panic!("cannot start the test thread: {e}"),
    }
}

/// Parses `src` as file `name`; `Err` with the first parse error.
pub fn parse(src: &str, name: &str) -> Result<Program, String> {
    let (p, diags) = boogie_parse::parse_program(src, name);
    match diags.iter().find(|d| d.phase == Phase::Parse) {
        Some(d) => Err(format!("{}({},{}): {}", name, d.span.line(), d.span.col(), d.message)),
        None => Ok(p),
    }
}

/// Form check, print/parse round trip and type check of a pass's output.
pub fn validate(program: &Program, pass: &dyn Pass, name: &str) -> Result<(), String> {
    if let Err(e) = check_form(program, pass.produces()) {
        return Err(format!("{}: not {}: {}", pass.name(), pass.produces(), e[0].message));
    }
    let text = print_program(program);
    let reparsed = parse(&text, name).map_err(|e| format!("{}: printed program does not parse: {e}\n{text}", pass.name()))?;
    if print_program(&reparsed) != text {
        return Err(format!("{}: printed program does not print back identically", pass.name()));
    }
    if let Err(f) = boogie_tc::check(&reparsed, name) {
        return Err(format!("{}: does not type check: {}\n{text}", pass.name(), f.lines(&reparsed).join("\n")));
    }
    Ok(())
}

/// Runs every pass in process, validating after each; returns the printed program after each pass.
pub fn run_in_process(program: Program, passes: &[Box<dyn Pass>], name: &str, check: bool) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut p = program;
    let mut cx = PassCx::new();
    for pass in passes {
        p = pass.run(p, &mut cx).map_err(|e| format!("{}: {}", pass.name(), e[0].message))?;
        if check {
            validate(&p, pass.as_ref(), name)?;
        }
        out.push(print_program(&p));
    }
    Ok(out)
}

/// Runs every pass on the previous pass's printed (and re-parsed) output.
pub fn run_chained(src: &str, passes: &[Box<dyn Pass>], name: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut text = src.to_string();
    let mut file = name.to_string();
    let mut cx = PassCx::new();
    for (i, pass) in passes.iter().enumerate() {
        let p = parse(&text, &file)?;
        let p = pass.run(p, &mut cx).map_err(|e| format!("{}: {}", pass.name(), e[0].message))?;
        text = print_program(&p);
        file = format!("{:02}-{}.bpl", i + 1, pass.name());
        out.push(text.clone());
    }
    Ok(out)
}

/// The conformance corpus directory (`$BOOGIE_CORPUS` if set).
pub fn corpus_dir() -> PathBuf {
    test_support::corpus_dir()
}

/// Every `.bpl` file under `dir`, sorted.
pub fn bpl_files(dir: &Path) -> Vec<PathBuf> {
    test_support::bpl_files(dir)
}

/// Whether Boogie accepted the file: its `.expect` reports no front-end error.
pub fn boogie_accepts(path: &Path) -> bool {
    let expect = path.with_extension("bpl.expect");
    let Ok(text) = std::fs::read_to_string(&expect) else { return false };
    !(text.contains("parse errors detected")
        || text.contains("name resolution errors detected")
        || text.contains("type checking errors detected")
        || text.contains("): error:")
        || text.contains("): Error: ") && text.lines().any(|l| l.contains("): Error: ") && !is_verification_error(l)))
}

fn is_verification_error(line: &str) -> bool {
    ["could not be proved", "might not", "not be proved", "timed out", "invariant", "precondition", "postcondition", "assertion", "measure", "unpack"]
        .iter()
        .any(|k| line.contains(k))
}
