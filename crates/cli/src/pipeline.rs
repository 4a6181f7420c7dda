//! The pass manager: the registry of lowering passes, running a sequence of them with
//! validation, dumps and timings (style.md §6).
//!
//! After every pass, when validation is on (the default in debug builds and tests), the
//! program is printed, re-parsed (the printed text must parse and print back identically),
//! re-resolved and re-type-checked with `boogie-tc`, and checked against the pass's output
//! form; a failure is an internal error that names the pass.

use std::path::{Path, PathBuf};
use std::time::Instant;

use boogie_ast::forms::{check_form, classify};
use boogie_ast::pass::{Pass, PassCx, PassError};
use boogie_ast::print::print_program;
use boogie_ast::{Decl, Form, Program};
use clap::Args;
use passive::{PipelineOptions, Strategy};

/// The shared body of `rboogie pass` and `rboogie run`: read the options, choose the
/// passes with `choose`, parse `file`, check it is in the first pass's input form, run the
/// passes and print the resulting program on stdout (and the statistics with `--stats`).
pub fn run_and_print(
    file: &str,
    args: &PipelineArgs,
    choose: impl FnOnce(PipelineOptions) -> Result<Vec<Box<dyn Pass>>, String>,
) -> crate::Outcome {
    use crate::frontend::{self, Stop};
    use crate::output::Out;
    use crate::Outcome;
    let mut err = Out::stderr();
    let (options, passes) = match args.options().and_then(|o| choose(o).map(|p| (o, p))) {
        Ok(x) => x,
        Err(m) => {
            err.line(&format!("rboogie: error: {m}"));
            return Outcome::InputErrors;
        }
    };
    let program = match frontend::parse_files(std::slice::from_ref(&file.to_string()), &mut err) {
        Ok(p) => p,
        Err(Stop::InputErrors) | Err(Stop::Fatal) => return Outcome::InputErrors,
    };
    if let Some(first) = passes.first() {
        if let Err(f) = check_input(&program, first.as_ref(), file) {
            err.line(&f.message(&program.files));
            return Outcome::InputErrors;
        }
    }
    let cfg = Config { validate: args.validate_on(), dump_dir: args.dump_dir.clone(), timings: args.timings, file_name: file.to_string() };
    let files = program.files.clone();
    let mut cx = PassCx::new();
    match run_fast_or_checked(program, &passes, options, &cfg, &mut cx) {
        Ok(p) => {
            if args.stats {
                print_stats(&cx);
            }
            Out::stdout().text(&print_program(&p));
            Outcome::Success
        }
        Err(f) => {
            err.line(&f.message(&files));
            match f {
                Failure::Pass(..) | Failure::WrongForm(_) => Outcome::InputErrors,
                Failure::Validation(..) | Failure::Io(_) => Outcome::ToolFailure,
            }
        }
    }
}

/// Options shared by `rboogie run` and `rboogie pass`.
#[derive(Args, Debug, Clone)]
pub struct PipelineArgs {
    /// Re-parse, re-type-check and run the form checker after every pass (default in debug builds).
    #[arg(long)]
    pub validate: bool,
    /// Turn validation off (also in debug builds).
    #[arg(long, conflicts_with = "validate")]
    pub no_validate: bool,
    /// Write the program after every pass (numbered `.bpl`) and one `.dot` flowgraph per implementation.
    #[arg(long, value_name = "DIR")]
    pub dump_dir: Option<PathBuf>,
    /// Print the time each pass took (stderr).
    #[arg(long)]
    pub timings: bool,
    /// Print the figures passes report, e.g. versions and copies per implementation (stderr).
    #[arg(long)]
    pub stats: bool,
    /// Passification: `optimal` (version-optimal) or `flanagan-saxe`.
    #[arg(long, value_name = "STRATEGY", default_value = "optimal")]
    pub passify: String,
}

impl PipelineArgs {
    pub fn validate_on(&self) -> bool {
        if self.no_validate {
            false
        } else {
            self.validate || cfg!(debug_assertions)
        }
    }

    pub fn options(&self) -> Result<PipelineOptions, String> {
        match Strategy::from_name(&self.passify) {
            Some(passify) => Ok(PipelineOptions { passify }),
            None => Err(format!("unknown passification '{}' (valid: optimal, flanagan-saxe)", self.passify)),
        }
    }
}

/// Every pass, in pipeline order.
pub fn registry(options: PipelineOptions) -> Vec<Box<dyn Pass>> {
    passive::pipeline(options)
}

fn valid_names(options: PipelineOptions) -> String {
    registry(options).iter().map(|p| p.name()).collect::<Vec<_>>().join(", ")
}

/// The passes named `names`, in the given order. Unknown names are an error listing the valid ones.
pub fn select(names: &[String], options: PipelineOptions) -> Result<Vec<Box<dyn Pass>>, String> {
    let mut out = Vec::new();
    for n in names {
        let Some(p) = registry(options).into_iter().find(|p| p.name() == n.as_str()) else {
            return Err(format!("unknown pass '{n}' (valid passes: {})", valid_names(options)));
        };
        out.push(p);
    }
    Ok(out)
}

/// The pipeline up to and including `name`.
pub fn until(name: &str, options: PipelineOptions) -> Result<Vec<Box<dyn Pass>>, String> {
    let all = registry(options);
    let Some(pos) = all.iter().position(|p| p.name() == name) else {
        return Err(format!("unknown pass '{name}' (valid passes: {})", valid_names(options)));
    };
    Ok(all.into_iter().take(pos + 1).collect())
}

/// Why a pipeline stopped.
#[derive(Debug)]
pub enum Failure {
    /// The input is not in the form the first pass needs (a user error).
    WrongForm(String),
    /// A pass rejected its input (user error), with the pass name.
    Pass(&'static str, Vec<PassError>),
    /// Validation after a pass failed: an internal error of that pass.
    Validation(&'static str, String),
    /// A dump file could not be written.
    Io(String),
}

impl Failure {
    pub fn message(&self, program_files: &boogie_ast::Files) -> String {
        match self {
            Failure::WrongForm(m) => m.clone(),
            Failure::Pass(name, errors) => errors
                .iter()
                .map(|e| {
                    let file = program_files.name(e.span.file());
                    format!("{file}({},{}): error: {name}: {}", e.span.line(), e.span.col(), e.message)
                })
                .collect::<Vec<_>>()
                .join("\n"),
            Failure::Validation(name, m) => format!("internal error: pass {name} produced an invalid program: {m}"),
            Failure::Io(m) => m.clone(),
        }
    }
}

/// How to run a sequence of passes.
pub struct Config {
    pub validate: bool,
    pub dump_dir: Option<PathBuf>,
    pub timings: bool,
    /// The name used for the input in re-type-checking messages.
    pub file_name: String,
}

/// The form `program` is in: structural, and `Parsed` when it does not type check.
pub fn form_of(program: &Program, file_name: &str) -> Form {
    // Every form from `typed` on type checks; structure alone cannot tell (a program with
    // no implementation is structurally passive).
    if boogie_tc::check(program, file_name).is_err() {
        return Form::Parsed;
    }
    classify(program)
}

/// Checks that `program` can be given to `pass`.
pub fn check_input(program: &Program, pass: &dyn Pass, file_name: &str) -> Result<(), Failure> {
    let need = pass.requires();
    let form = form_of(program, file_name);
    if form < need {
        let why = match check_form(program, need) {
            Err(errors) => errors.first().map(|e| format!(" ({})", e.message)).unwrap_or_default(),
            Ok(()) => String::new(),
        };
        return Err(Failure::WrongForm(format!(
            "{file_name}: error: pass {} needs a program in {need} form, but this program is in {form} form{why}",
            pass.name()
        )));
    }
    Ok(())
}

/// Runs `passes` in order on `program`: through `passive::lower` (the passes after
/// `unstructure` one implementation at a time, with the same result) when they are the
/// first passes of the pipeline and nothing is asked between two passes (validation, dumps,
/// timings); else with [`run`].
pub fn run_fast_or_checked(
    program: Program,
    passes: &[Box<dyn Pass>],
    options: PipelineOptions,
    cfg: &Config,
    cx: &mut PassCx,
) -> Result<Program, Failure> {
    let names = passes.iter().map(|p| p.name());
    let is_prefix = !passes.is_empty() && names.eq(registry(options).iter().take(passes.len()).map(|p| p.name()));
    match passes.last() {
        Some(last) if is_prefix && !cfg.validate && cfg.dump_dir.is_none() && !cfg.timings => {
            passive::lower(program, options, Some(last.name()), cx).map_err(|e| Failure::Pass(e.pass, e.errors))
        }
        _ => run(program, passes, cfg, cx),
    }
}

/// Runs `passes` in order on `program`, one pass after the other over the whole program.
pub fn run(mut program: Program, passes: &[Box<dyn Pass>], cfg: &Config, cx: &mut PassCx) -> Result<Program, Failure> {
    if let Some(dir) = &cfg.dump_dir {
        std::fs::create_dir_all(dir).map_err(|e| Failure::Io(format!("cannot create {}: {e}", dir.display())))?;
        dump(dir, 0, "input", &program)?;
    }
    for (i, pass) in passes.iter().enumerate() {
        let span = tracing::info_span!("pass", name = pass.name());
        let _entered = span.enter();
        let start = Instant::now();
        program = pass.run(program, cx).map_err(|e| Failure::Pass(pass.name(), e))?;
        let elapsed = start.elapsed();
        tracing::debug!(ms = elapsed.as_secs_f64() * 1e3, "pass done");
        if cfg.timings {
            eprintln!("time {:<14} {:>10.3} ms", pass.name(), elapsed.as_secs_f64() * 1e3);
        }
        if cfg.validate {
            validate(&program, pass.as_ref(), &cfg.file_name)?;
        }
        if let Some(dir) = &cfg.dump_dir {
            dump(dir, i + 1, pass.name(), &program)?;
        }
    }
    Ok(program)
}

/// Validation after `pass`: form checker, print/parse round trip, resolution and type checking.
pub fn validate(program: &Program, pass: &dyn Pass, file_name: &str) -> Result<(), Failure> {
    let fail = |m: String| Failure::Validation(pass.name(), m);
    if let Err(errors) = check_form(program, pass.produces()) {
        let msgs: Vec<String> = errors.iter().map(|e| e.message.clone()).collect();
        return Err(fail(format!("not in {} form: {}", pass.produces(), msgs.join("; "))));
    }
    let text = print_program(program);
    let (reparsed, diags) = boogie_parse::parse_program(&text, file_name);
    if let Some(d) = diags.iter().find(|d| d.phase == boogie_ast::Phase::Parse) {
        return Err(fail(format!("the printed program does not parse: line {}: {}", d.span.line(), d.message)));
    }
    if print_program(&reparsed) != text {
        return Err(fail("the printed program does not print back identically".into()));
    }
    if let Err(f) = boogie_tc::check(&reparsed, file_name) {
        let lines = f.lines(&reparsed);
        return Err(fail(format!("the program does not type check: {}", lines.join(" | "))));
    }
    Ok(())
}

fn dump(dir: &Path, index: usize, name: &str, program: &Program) -> Result<(), Failure> {
    let stem = format!("{index:02}-{name}");
    let write = |path: PathBuf, text: &str| {
        std::fs::write(&path, text).map_err(|e| Failure::Io(format!("cannot write {}: {e}", path.display())))
    };
    write(dir.join(format!("{stem}.bpl")), &print_program(program))?;
    let mut seen: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    for d in &program.decls {
        if let Decl::Implementation(imp) = d {
            let k = seen.entry(imp.name.name.to_string()).or_insert(0);
            *k += 1;
            let suffix = if *k > 1 { format!("-{k}") } else { String::new() };
            let safe: String =
                imp.name.name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
            write(dir.join(format!("{stem}.{safe}{suffix}.dot")), &passive::dot::to_dot(imp))?;
        }
    }
    Ok(())
}

/// Prints the figures of `cx` (stderr): totals per implementation, then per variable.
pub fn print_stats(cx: &PassCx) {
    for ((imp, key), value) in &cx.stats() {
        eprintln!("stat {imp} {key} {value}");
    }
}

/// The whole lowering pipeline (unstructure → … → passify → hoist-uses) in process, for
/// VC generation; the error is the failing pass's messages.
pub fn lower_to_passive(program: Program) -> Result<Program, String> {
    let mut cx = PassCx::new();
    let files = program.files.clone();
    let p = passive::lower(program, PipelineOptions::default(), None, &mut cx).map_err(|err| {
        err.errors
            .iter()
            .map(|e| format!("{}({},{}): error: {}: {}", files.name(e.span.file()), e.span.line(), e.span.col(), err.pass, e.message))
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    Ok(passive::hoist_uses::hoist_uses(p))
}
