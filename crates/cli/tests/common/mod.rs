//! Shared helpers of the pipeline tests: parse, the registry's lowering passes, run them in
//! process (validated) or one at a time on the saved (printed or JSON) output of the one
//! before.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use boogie_ast::pass::schedule::{self, Stop, Unobserved};
use boogie_ast::pass::{Pass, PassCx};
use boogie_ast::print::print_program;
use boogie_ast::{Form, Phase, Program};
use cli::pipeline::{self, Stage, StageArgs};

/// Runs `body` on a thread with a 1 GiB stack and resumes its panic here: deeply nested
/// corpus programs recurse deeply, as in the cli (which runs on one big-stack thread).
pub fn on_big_stack(body: impl FnOnce() + Send + 'static) {
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

/// The registry's stages with `--passify strategy`.
pub fn stages(passify: &str) -> Vec<Stage> {
    pipeline::registry(&StageArgs { passify: passify.into(), ..StageArgs::default() })
}

/// What a run of passes ends with: the printed program, or the failing pass and its errors,
/// and the figures (their `Debug` form keeps the order they were reported in).
pub fn outcome(result: Result<Program, (String, String)>, cx: &PassCx) -> String {
    match result {
        Ok(p) => format!("{}\n{cx:?}", print_program(&p)),
        Err((pass, errors)) => format!("error in {pass}: {errors}\n{cx:?}"),
    }
}

/// The passes run one after the other with `Pass::run`, validated after each (with
/// `check`): the printed program after each, or the first failure.
pub fn run_in_process(program: Program, passes: &[&dyn Pass], name: &str, check: bool) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut p = program;
    let mut cx = PassCx::new();
    for pass in passes {
        p = pass.run(p, &mut cx).map_err(|e| format!("{}: {}", pass.name(), e[0].message))?;
        if check {
            cli::observe::validate(&p, *pass, name).map_err(|e| format!("{}: {e}", pass.name()))?;
        }
        out.push(print_program(&p));
    }
    Ok(out)
}

/// The scheduler on the first `n` of `passes` (the path `rboogie` takes): the outcome.
pub fn scheduled(program: &Program, passes: &[&dyn Pass], n: usize) -> String {
    let mut cx = PassCx::new();
    let got = schedule::run(program.clone(), &passes[..n], &mut Unobserved, &mut cx).map_err(|stop| match stop {
        Stop::Pass { index, errors } => (passes[index].name().to_string(), format!("{errors:?}")),
        other => ("?".into(), format!("{other:?}")),
    });
    outcome(got, &cx)
}

/// Every pass run on the saved output of the pass before it, read back as a program: the
/// printed Boogie text re-parsed (`json` false), or its JSON form read back (`json` true,
/// the form `print --json` writes); the printed program after each pass.
pub fn run_chained(src: &str, passes: &[&dyn Pass], name: &str, json: bool) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut program = parse(src, name)?;
    let mut cx = PassCx::new();
    for (i, pass) in passes.iter().enumerate() {
        let p = pass.run(program, &mut cx).map_err(|e| format!("{}: {}", pass.name(), e[0].message))?;
        let text = print_program(&p);
        program = if json {
            boogie_ast::json::from_json(&boogie_ast::json::to_json(&p, pass.produces()))?.program
        } else {
            parse(&text, &format!("{:02}-{}.bpl", i + 1, pass.name()))?
        };
        out.push(text);
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

/// The corpus files Boogie accepts and our front end too, parsed and type-checked: (path
/// name, source, program).
pub fn accepted_corpus() -> Vec<(String, String, Program)> {
    let files = bpl_files(&corpus_dir());
    assert!(!files.is_empty(), "conformance corpus not found at {}", corpus_dir().display());
    let mut out = Vec::new();
    for path in files {
        if !boogie_accepts(&path) {
            continue;
        }
        let name = path.to_string_lossy().to_string();
        let Ok(bytes) = std::fs::read(&path) else { continue };
        let src = String::from_utf8_lossy(&bytes).to_string();
        let Ok(program) = parse(&src, &name) else { continue };
        if boogie_tc::check(&program, &name).is_ok() {
            out.push((name, src, program));
        }
    }
    out
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

/// The form a JSON program says it is in, for `form` of `to_json` (unused forms named).
pub fn form_name(f: Form) -> &'static str {
    f.name()
}
