//! What watches a run of the pipeline (style.md §6): `--validate`, `--dump-dir` and
//! `--timings`, on the schedule that runs the passes ([`boogie_ast::pass::schedule`]), so
//! that they observe the code path that verifies.
//!
//! After every pass, when validation is on (the default of `run` and `pass` in debug
//! builds and tests), the program is checked against the pass's output form, printed,
//! re-parsed (the printed text must parse and print back identically), re-resolved and
//! re-type-checked; a failure is an internal error that names the pass. Dumps are the
//! program after every pass (`NN-NAME.bpl`, numbered in pipeline order, `00-input.bpl`
//! first) and one GraphViz flowgraph per implementation. Timings go to stderr, one line
//! per stage (for a stage that maps implementations one by one, its time summed over them).

use std::path::{Path, PathBuf};
use std::time::Duration;

use boogie_ast::forms::check_form;
use boogie_ast::pass::schedule::Observer;
use boogie_ast::pass::Pass;
use boogie_ast::print::print_program;
use boogie_ast::{Decl, Program};
use clap::Args;

/// The options of `--validate`, `--dump-dir`, `--timings` and `--stats`.
#[derive(Args, Debug, Clone, Default)]
pub struct WatchArgs {
    /// Re-parse, re-type-check and run the form checker after every pass (default of `run`
    /// and `pass` in debug builds).
    #[arg(long)]
    pub validate: bool,
    /// Turn validation off (also in debug builds).
    #[arg(long, conflicts_with = "validate")]
    pub no_validate: bool,
    /// Write the program after every pass (numbered `.bpl`) and one `.dot` flowgraph per
    /// implementation; with `verify`, the SMT-LIB transcript of every solver process.
    #[arg(long, value_name = "DIR")]
    pub dump_dir: Option<PathBuf>,
    /// Print the time each stage took (stderr).
    #[arg(long)]
    pub timings: bool,
    /// Print the figures passes report, e.g. versions and copies per implementation (stderr).
    #[arg(long)]
    pub stats: bool,
}

impl WatchArgs {
    /// Whether validation is on, `by_default` when neither flag is given.
    pub fn validate_on(&self, by_default: bool) -> bool {
        !self.no_validate && (self.validate || by_default)
    }
}

/// The observer of a run (see the module documentation).
pub struct Watch {
    validate: bool,
    dump_dir: Option<PathBuf>,
    timings: bool,
    /// The name used for the input in re-type-checking messages.
    file_name: String,
}

impl Watch {
    pub fn new(validate: bool, dump_dir: Option<PathBuf>, timings: bool, file_name: &str) -> Watch {
        Watch { validate, dump_dir, timings, file_name: file_name.to_string() }
    }

    /// Before the passes: the input dumped (`00-input.bpl`).
    pub fn start(&mut self, program: &Program, _passes: &[&dyn Pass]) -> Result<(), String> {
        match &self.dump_dir {
            Some(dir) => {
                std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
                dump(dir, 0, "input", program)
            }
            None => Ok(()),
        }
    }

    /// The time a stage took, printed with `--timings`.
    pub fn stage_time(&self, name: &str, time: Duration) {
        if self.timings {
            eprintln!("time {name:<14} {:>10.3} ms", time.as_secs_f64() * 1e3);
        }
    }
}

impl Observer for Watch {
    fn wants_programs(&self) -> bool {
        self.validate || self.dump_dir.is_some()
    }

    fn after_pass(&mut self, index: usize, pass: &dyn Pass, program: Option<&Program>, time: Duration) -> Result<(), String> {
        tracing::debug!(pass = pass.name(), ms = time.as_secs_f64() * 1e3, "pass done");
        self.stage_time(pass.name(), time);
        let Some(program) = program else { return Ok(()) };
        if self.validate {
            validate(program, pass, &self.file_name).map_err(|m| format!("internal error: pass {} produced an invalid program: {m}", pass.name()))?;
        }
        if let Some(dir) = &self.dump_dir {
            dump(dir, index + 1, pass.name(), program)?;
        }
        Ok(())
    }
}

/// Validation after `pass`: form checker, print/parse round trip, resolution and type checking.
pub fn validate(program: &Program, pass: &dyn Pass, file_name: &str) -> Result<(), String> {
    if let Err(errors) = check_form(program, pass.produces()) {
        let msgs: Vec<String> = errors.iter().map(|e| e.message.clone()).collect();
        return Err(format!("not in {} form: {}", pass.produces(), msgs.join("; ")));
    }
    let text = print_program(program);
    let (reparsed, diags) = boogie_parse::parse_program(&text, file_name);
    if let Some(d) = diags.iter().find(|d| d.phase == boogie_ast::Phase::Parse) {
        return Err(format!("the printed program does not parse: line {}: {}", d.span.line(), d.message));
    }
    if print_program(&reparsed) != text {
        return Err("the printed program does not print back identically".into());
    }
    if let Err(f) = boogie_tc::check(&reparsed, file_name) {
        return Err(format!("the program does not type check: {}", f.lines(&reparsed).join(" | ")));
    }
    Ok(())
}

/// `DIR/NN-NAME.bpl` and a flowgraph `DIR/NN-NAME.IMPL.dot` per implementation.
fn dump(dir: &Path, index: usize, name: &str, program: &Program) -> Result<(), String> {
    let stem = format!("{index:02}-{name}");
    let write = |path: PathBuf, text: &str| std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()));
    write(dir.join(format!("{stem}.bpl")), &print_program(program))?;
    let mut seen: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    for d in &program.decls {
        if let Decl::Implementation(imp) = d {
            let k = seen.entry(imp.name.name.to_string()).or_insert(0);
            *k += 1;
            let suffix = if *k > 1 { format!("-{k}") } else { String::new() };
            let safe: String = imp.name.name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
            write(dir.join(format!("{stem}.{safe}{suffix}.dot")), &passive::dot::to_dot(imp))?;
        }
    }
    Ok(())
}
