//! Running a stretch of the pipeline ([`crate::pipeline`]): [`execute`] takes a value (input
//! files, a program, ...) through a list of stages, in order, each stage reading what the
//! one before it wrote. `verify`, `vcgen`, `run`, `pass` and `cfg` are such stretches; they
//! differ only in the stages they list, where the input's diagnostics go, and how they print
//! the value they end with.
//!
//! The lowering passes of a stretch run together on [`schedule::run`] (implementations taken
//! through consecutive per-implementation passes in turn), observed by the [`Watch`]
//! (validation, dumps, timings). A stretch that ends in `vcgen`, `solve` with nothing
//! watching the programs is verified in units ([`schedule::run_in_units`]): a unit of
//! implementations is lowered, type-checked, verified and dropped before the next, so that
//! memory stays flat in the number of implementations. Only a program without type
//! parameters and without `--proc` is split ([`vcgen::prelude_reads_bodies`]): there
//! `select` and `monomorphize` leave every unit as it is, and each implementation's query
//! is the same in any unit but for the numbers that make fresh names unique. A polymorphic
//! program is lowered whole and monomorphized as a whole (its instances are those its
//! bodies use); every program of the corpus is one unit.

use boogie_ast::forms::{check_form, classify};
use boogie_ast::pass::schedule::{self, Observer, Stop};
use boogie_ast::pass::{Pass, PassCx, PassErrors};
use boogie_ast::{Files, Form, Program};
use vcgen::{EarlySolver, ImplResult};

use crate::frontend;
use crate::observe::Watch;
use crate::output::Out;
use crate::pipeline::Stage;
use crate::Outcome;

/// A program of more implementation statements than this is verified in units of about
/// this many (see the module documentation); every corpus program is one unit.
/// `RBOOGIE_UNIT_STMTS=N` sets another size (`1`: one implementation per unit).
pub const VERIFY_UNIT_STMTS: usize = 1 << 16;

fn unit_stmts() -> usize {
    std::env::var("RBOOGIE_UNIT_STMTS").ok().and_then(|v| v.trim().parse().ok()).unwrap_or(VERIFY_UNIT_STMTS)
}

/// What flows from stage to stage.
pub enum Value {
    /// Input files: Boogie text, or a JSON program (`.json`), or an SMT-LIB script.
    Files(Vec<String>),
    /// A program, and the form it is known to be in.
    Program(Program, Form),
    /// A passive program, ready for VC generation.
    Vc(Program),
    /// An SMT-LIB script.
    SmtLib(String),
    /// Verification results.
    Results(Vec<ImplResult>),
    /// An analysis's report.
    Report(String),
}

/// Why a stretch stopped; the input's diagnostics are printed where they arise, the rest
/// is for the command to print.
#[derive(Debug)]
pub enum Failure {
    /// Diagnostics of the input were printed (parse or type errors): exit 1.
    Printed,
    /// An input file could not be read or has an unsupported extension (printed): a
    /// usage error, exit 2.
    Usage,
    /// A file could not be read, or is not in the form a stage needs (a user error).
    Input(String),
    /// A pass rejected its input: the Boogie-style lines of its errors.
    Pass(String),
    /// The tool failed: a validation after a pass, a dump, the passive program's type
    /// check, the solver's options.
    Tool(String),
}

impl Failure {
    /// Prints the failure (if not printed already) with `prefix` before tool messages and
    /// returns the command's outcome; pass errors are input errors for `run` and `pass`
    /// (`pass_is_tool` false) and tool failures for `verify` and `vcgen`.
    pub fn report(self, pass_is_tool: bool) -> Outcome {
        let mut err = Out::stderr();
        match self {
            Failure::Printed => Outcome::InputErrors,
            Failure::Usage => Outcome::Usage,
            Failure::Input(m) => {
                err.line(&m);
                Outcome::InputErrors
            }
            Failure::Pass(m) if pass_is_tool => {
                err.line(&format!("rboogie: error: {m}"));
                Outcome::ToolFailure
            }
            Failure::Pass(m) => {
                err.line(&m);
                Outcome::InputErrors
            }
            Failure::Tool(m) => {
                err.line(&m);
                Outcome::ToolFailure
            }
        }
    }
}

/// What a stretch runs with besides its stages.
pub struct Context {
    /// Where the input's diagnostics (parse and type errors) go: stdout for `verify`, as
    /// Boogie prints them, else stderr.
    pub diag: Out,
    /// Where type checking's warnings go (`None`: kept in `warnings` only).
    pub warnings_to: Option<Out>,
    /// The warnings of type checking, as Boogie prints them.
    pub warnings: Vec<String>,
    /// The name in Boogie's count lines: the last input file.
    pub last_file: String,
    pub watch: Watch,
    /// The figures the passes report.
    pub figures: PassCx,
    /// VC generation and printing.
    pub vc: vcgen::VcOptions,
    /// The solver, for `solve` and `prove` (`Err`: why it is not available).
    pub solver: Result<vcgen::Options, String>,
    /// A solver started before the front end, for `solve`.
    pub early: Option<EarlySolver>,
    /// Whether `solve` may verify a large program in units.
    pub units: bool,
    /// The passive program before the default encoding (`--type-encoding auto`)
    /// monomorphized it: `solve` verifies again with types as terms the implementations
    /// on which the solver gave up monomorphized (see [`retry_with_terms`]).
    pub terms_fallback: Option<Program>,
    /// Told of each result as it comes (`verify`: streamed output, progress bar).
    pub progress: Option<std::sync::Arc<crate::stream::Stream>>,
}

/// Takes `value` through `stages`, in order (see the module documentation).
pub fn execute(stages: &[&Stage], mut value: Value, cx: &mut Context) -> Result<Value, Failure> {
    let mut i = 0;
    while i < stages.len() {
        let passes: Vec<&dyn Pass> = stages[i..].iter().map_while(|s| s.pass()).collect();
        if !passes.is_empty() {
            let rest = &stages[i + passes.len()..];
            if cx.units && splits(&value, rest) && !cx.watch.wants_programs() {
                return verify_in_units(value, &passes, cx).map(Value::Results);
            }
            value = lower(value, &passes, cx)?;
            i += passes.len();
            continue;
        }
        let stage = stages[i];
        let start = std::time::Instant::now();
        value = step(stage, value, cx)?;
        cx.watch.stage_time(stage.name(), start.elapsed());
        i += 1;
    }
    Ok(value)
}

/// Whether the stretch after the lowering passes, `rest`, may verify `value` in units: it
/// is `select`, `monomorphize`, `vcgen`, `solve`, and the first two leave each unit as it
/// is (no `--proc`, no type parameter anywhere).
fn splits(value: &Value, rest: &[&Stage]) -> bool {
    let [Stage::Select(procs), Stage::Monomorphize(_), Stage::Vcgen, Stage::Solve] = rest else { return false };
    match value {
        Value::Program(program, _) => procs.is_empty() && !vcgen::prelude_reads_bodies(program),
        _ => false,
    }
}

/// One stage that is not a lowering pass. A stage given files reads them first, as the
/// stretch from `parse` would (the program type-checked).
fn step(stage: &Stage, value: Value, cx: &mut Context) -> Result<Value, Failure> {
    match stage {
        Stage::Parse => match value {
            Value::Files(files) => read(&files, cx),
            other => Ok(other),
        },
        Stage::InferModifies(on) => {
            let value = match value {
                Value::Files(files) => read(&files, cx)?,
                other => other,
            };
            match value {
                Value::Program(mut program, form) if *on => {
                    boogie_tc::infer_modifies(&mut program);
                    Ok(Value::Program(program, form))
                }
                other => Ok(other),
            }
        }
        Stage::Select(procs) => {
            let (program, form) = program_of(value, cx)?;
            need(&program, form, stage.name(), Form::Passive, cx)?;
            Ok(Value::Program(frontend::keep_procs(program, procs), form))
        }
        Stage::Monomorphize(encoding) => {
            let (program, form) = program_of(value, cx)?;
            need(&program, form, stage.name(), Form::Passive, cx)?;
            monomorphize(program, *encoding, cx).map(|p| Value::Program(p, form))
        }
        Stage::Check => {
            let (program, _) = program_of(value, cx)?;
            check(&program, cx)?;
            let form = classify(&program);
            Ok(Value::Program(program, form))
        }
        Stage::Pass(_) => unreachable!("passes run in `lower`"),
        Stage::Analysis(a) => {
            let (program, form) = program_of(value, cx)?;
            need(&program, form, a.name(), a.requires(), cx)?;
            a.run(&program, &mut cx.figures).map(Value::Report).map_err(|e| Failure::Pass(pass_errors(a.name(), &e, &program.files)))
        }
        Stage::Vcgen => vc_of(value, cx).map(Value::Vc),
        Stage::SmtLib => smt_lib(&vc_of(value, cx)?, cx).map(Value::SmtLib),
        Stage::Solve => {
            let program = vc_of(value, cx)?;
            solve(&program, cx).map(Value::Results)
        }
        Stage::Prove => match value {
            Value::Files(files) => prove(&files, cx).map(Value::Results),
            Value::SmtLib(text) => prove_text(&text, cx).map(Value::Results),
            _ => Err(Failure::Input(format!("{}: error: prove reads an SMT-LIB script", cx.last_file))),
        },
    }
}

/// The passive program of `value`, ready for VC generation (the `vcgen` stage).
fn vc_of(value: Value, cx: &mut Context) -> Result<Program, Failure> {
    if let Value::Vc(program) = value {
        return Ok(program);
    }
    let (program, form) = program_of(value, cx)?;
    need(&program, form, "vcgen", Form::Passive, cx)?;
    Ok(program)
}

/// The program of `value`: itself, or the file read and type-checked.
fn program_of(value: Value, cx: &mut Context) -> Result<(Program, Form), Failure> {
    match value {
        Value::Program(p, form) => Ok((p, form)),
        Value::Vc(p) => Ok((p, Form::Passive)),
        Value::Files(files) => {
            let Value::Program(program, _) = read(&files, cx)? else { unreachable!("read gives a program") };
            check(&program, cx)?;
            let form = classify(&program);
            Ok((program, form))
        }
        Value::SmtLib(_) | Value::Results(_) | Value::Report(_) => Err(Failure::Input(format!("{}: error: not a program", cx.last_file))),
    }
}

/// The `parse` stage: Boogie files (parse errors printed as Boogie prints them), or one
/// JSON program.
fn read(files: &[String], cx: &mut Context) -> Result<Value, Failure> {
    if let [file] = files {
        if file.ends_with(".json") {
            let text = std::fs::read_to_string(file).map_err(|e| Failure::Input(format!("rboogie: error: cannot read {file}: {e}")))?;
            let doc = boogie_ast::json::from_json(&text).map_err(|m| Failure::Input(format!("{file}: error: {m}")))?;
            // Its `form` is what the writer said; `check` finds out.
            return Ok(Value::Program(doc.program, Form::Parsed));
        }
    }
    frontend::parse_files(files, &mut cx.diag).map(|p| Value::Program(p, Form::Parsed)).map_err(|stop| match stop {
        frontend::Stop::Fatal => Failure::Usage,
        frontend::Stop::InputErrors => Failure::Printed,
    })
}

/// The `check` stage: resolution and type checking, errors printed to `cx.diag`, warnings
/// kept (and printed to `cx.warnings_to`).
fn check(program: &Program, cx: &mut Context) -> Result<(), Failure> {
    let _span = tracing::info_span!("typecheck").entered();
    match boogie_tc::check(program, &cx.last_file) {
        Ok(info) => {
            cx.warnings = info.warnings.iter().map(|w| w.boogie_line(&program.files)).collect();
            if let Some(out) = &mut cx.warnings_to {
                for w in &cx.warnings {
                    out.line(w);
                }
            }
            Ok(())
        }
        Err(failure) => {
            for line in failure.lines(program) {
                cx.diag.line(&line);
            }
            cx.diag.flush();
            Err(Failure::Printed)
        }
    }
}

/// A program in form `form` given to stage `name`, which needs form `need` at least.
fn need(program: &Program, form: Form, name: &str, need: Form, cx: &Context) -> Result<(), Failure> {
    if form >= need {
        return Ok(());
    }
    let why = match check_form(program, need) {
        Err(errors) => errors.first().map(|e| format!(" ({})", e.message)).unwrap_or_default(),
        Ok(()) => String::new(),
    };
    Err(Failure::Input(format!("{}: error: pass {name} needs a program in {need} form, but this program is in {form} form{why}", cx.last_file)))
}

/// The lowering passes `passes` on the program of `value`, observed by `cx.watch`.
fn lower(value: Value, passes: &[&dyn Pass], cx: &mut Context) -> Result<Value, Failure> {
    let (program, form) = program_of(value, cx)?;
    need(&program, form, passes[0].name(), passes[0].requires(), cx)?;
    cx.watch.start(&program, passes).map_err(Failure::Tool)?;
    let files = program.files.clone();
    let last = passes[passes.len() - 1].produces();
    match schedule::run(program, passes, &mut cx.watch, &mut cx.figures) {
        Ok(program) => Ok(Value::Program(program, last.max(form))),
        Err(stop) => Err(stopped(stop, passes, &files)),
    }
}

/// The failure a stopped schedule stands for.
fn stopped(stop: Stop, passes: &[&dyn Pass], files: &Files) -> Failure {
    match stop {
        Stop::Pass { index, errors } => Failure::Pass(pass_errors(passes[index].name(), &errors, files)),
        Stop::Observer { message, .. } => Failure::Tool(message),
        Stop::Consumer(message) => Failure::Tool(message),
    }
}

/// A pass's errors as lines `FILE(L,C): error: PASS: MESSAGE`.
pub fn pass_errors(pass: &str, errors: &PassErrors, files: &Files) -> String {
    errors
        .iter()
        .map(|e| format!("{}({},{}): error: {pass}: {}", files.name(e.span.file()), e.span.line(), e.span.col(), e.message))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `passes`, then `vcgen` and `solve`, a unit of implementations at a time.
fn verify_in_units(value: Value, passes: &[&dyn Pass], cx: &mut Context) -> Result<Vec<ImplResult>, Failure> {
    let (program, form) = program_of(value, cx)?;
    need(&program, form, passes[0].name(), passes[0].requires(), cx)?;
    let files = program.files.clone();
    // Results are reordered by priority at the end: then nothing is printed as it comes.
    if let Some(stream) = cx.progress.as_ref().filter(|_| has_priorities(&program)) {
        stream.hold();
    }
    let mut results = Vec::new();
    let mut figures = std::mem::take(&mut cx.figures);
    let start = std::time::Instant::now();
    // Only a program whose prelude does not depend on its bodies comes here (`splits`).
    let unit_stmts = unit_stmts();
    let transcripts = cx.solver.as_ref().ok().and_then(|o| o.dump_dir.clone());
    let mut units = 0;
    let done = schedule::run_in_units(program, passes, &mut figures, unit_stmts, &mut |unit| {
        // The transcripts of the units after the first in `DIR/unit-K/`.
        if let (Some(dir), Ok(opts)) = (&transcripts, &mut cx.solver) {
            opts.dump_dir = Some(if units == 0 { dir.clone() } else { dir.join(format!("unit-{units}")) });
        }
        units += 1;
        results.extend(solve(unit, cx).map_err(|f| match f {
            Failure::Tool(m) | Failure::Input(m) | Failure::Pass(m) => m,
            Failure::Printed | Failure::Usage => String::new(),
        })?);
        Ok(())
    });
    tracing::debug!(units, "verified in units");
    cx.figures = figures;
    cx.watch.stage_time("lower, vcgen, solve", start.elapsed());
    done.map_err(|stop| stopped(stop, passes, &files))?;
    // Boogie's order: by descending priority, stable (each unit is ordered so already).
    results.sort_by_key(|r| std::cmp::Reverse(r.priority));
    Ok(results)
}

/// Whether a procedure or implementation of `program` has a `{:priority}` attribute.
fn has_priorities(program: &Program) -> bool {
    program.decls.iter().any(|d| match d {
        boogie_ast::Decl::Implementation(i) => i.attrs.iter().any(|a| a.key == "priority"),
        boogie_ast::Decl::Procedure(p) => p.attrs.iter().any(|a| a.key == "priority"),
        _ => false,
    })
}

/// The type facts of a passive program (its failure is an internal error).
fn passive_info<'p>(program: &'p Program, cx: &Context) -> Result<boogie_tc::TcInfo<'p>, Failure> {
    boogie_tc::check(program, &cx.last_file).map_err(|f| {
        Failure::Tool(format!("rboogie: internal error: the passive program does not type check: {}", f.lines(program).join(" | ")))
    })
}

/// The `monomorphize` stage: a program with a type parameter somewhere monomorphized (or
/// its types encoded as terms); where neither can be done, Boogie's line on stdout.
fn monomorphize(program: Program, encoding: frontend::TypeEncoding, cx: &mut Context) -> Result<Program, Failure> {
    if !vcgen::prelude_reads_bodies(&program) {
        return Ok(program);
    }
    let info = passive_info(&program, cx)?;
    match frontend::monomorphize(&program, &info, encoding) {
        Ok(frontend::Mono::Same) => {}
        Ok(frontend::Mono::Terms(p)) => return Ok(p),
        Ok(frontend::Mono::New(p)) => {
            if encoding == frontend::TypeEncoding::Auto {
                drop(info);
                cx.terms_fallback = Some(program);
            }
            return Ok(p);
        }
        Err(line) => {
            let mut out = Out::stdout();
            out.line(line);
            out.flush();
            return Err(Failure::Printed);
        }
    }
    drop(info);
    Ok(program)
}

/// The `smt-lib` stage: the script of every selected implementation.
fn smt_lib(program: &Program, cx: &mut Context) -> Result<String, Failure> {
    let info = passive_info(program, cx)?;
    Ok(vcgen::prove::script(program, &info, cx.vc))
}

/// The `solve` stage: every selected implementation verified.
fn solve(program: &Program, cx: &mut Context) -> Result<Vec<ImplResult>, Failure> {
    let opts = cx.solver.clone().map_err(|m| Failure::Tool(format!("rboogie: error: {m}")))?;
    let info = passive_info(program, cx)?;
    let fallback = cx.terms_fallback.take();
    let progress = cx.progress.clone();
    let mut results = match &progress {
        // A time-out (or out of resource) may still be replaced by the second encoding:
        // it is told once final.
        Some(p) if fallback.is_some() => {
            let hold = HoldTimeOuts { inner: p.as_ref(), held: std::sync::Mutex::new(Vec::new()) };
            let mut results = vcgen::verify_program_streamed(program, &info, &opts, cx.vc, cx.early.take(), &hold);
            if let Some(passive) = &fallback {
                retry_with_terms(passive, &mut results, &opts, cx)?;
            }
            let held = hold.held.into_inner().unwrap_or_default();
            for i in held {
                if let Some(r) = results.get(i) {
                    vcgen::Progress::done(p.as_ref(), i, r);
                }
            }
            return Ok(results);
        }
        Some(p) => vcgen::verify_program_streamed(program, &info, &opts, cx.vc, cx.early.take(), p.as_ref()),
        None => vcgen::verify_program_with(program, &info, &opts, cx.vc, cx.early.take()),
    };
    if let Some(passive) = fallback {
        retry_with_terms(&passive, &mut results, &opts, cx)?;
    }
    Ok(results)
}

/// A [`vcgen::Progress`] that passes results on, but for those where the solver gave up
/// (see [`gave_up`]), which it keeps (by output index) until the second encoding has had
/// its try.
struct HoldTimeOuts<'a> {
    inner: &'a dyn vcgen::Progress,
    held: std::sync::Mutex<Vec<usize>>,
}

impl vcgen::Progress for HoldTimeOuts<'_> {
    fn planned(&self, n: usize) {
        self.inner.planned(n);
    }

    fn done(&self, index: usize, result: &ImplResult) {
        if gave_up(result.outcome) {
            if let Ok(mut held) = self.held.lock() {
                held.push(index);
                return;
            }
        }
        self.inner.done(index, result);
    }
}

/// Whether the solver gave up within its budget (time or `--rlimit`): the outcomes the
/// second encoding may replace.
fn gave_up(outcome: vcgen::Outcome) -> bool {
    matches!(outcome, vcgen::Outcome::TimedOut | vcgen::Outcome::OutOfResource)
}

/// The implementations on which the solver gave up monomorphized (time-out or out of
/// resource), verified again with types encoded
/// as terms (the other encoding of polymorphism, `--type-encoding p`): on heap programs
/// of Viper's kind the instances of the polymorphic heap's select and store make some
/// queries far harder than the encoded ones, while on Dafny's programs monomorphized
/// queries are the faster (docs/BENCHMARKS.md, "Type encodings"). A result of the second
/// encoding replaces the first one's unless the solver gives up again; then the first
/// stays.
fn retry_with_terms(passive: &Program, results: &mut [ImplResult], opts: &vcgen::Options, cx: &mut Context) -> Result<(), Failure> {
    let again: std::collections::HashSet<String> =
        results.iter().filter(|r| gave_up(r.outcome)).map(|r| r.name.clone()).collect();
    if again.is_empty() {
        return Ok(());
    }
    let info = passive_info(passive, cx)?;
    let Ok(mut erased) = mono::erase_types(passive, &info) else { return Ok(()) };
    drop(info);
    erased.decls.retain(|d| match d {
        boogie_ast::Decl::Implementation(i) => again.contains(&vcgen::implementation_name(i)),
        _ => true,
    });
    let info = passive_info(&erased, cx)?;
    tracing::info!(implementations = again.len(), "solver gave up monomorphized: verifying with types as terms");
    for r in vcgen::verify_program(&erased, &info, opts, cx.vc) {
        if gave_up(r.outcome) {
            continue;
        }
        if let Some(slot) = results.iter_mut().find(|x| x.name == r.name && gave_up(x.outcome)) {
            *slot = r;
        }
    }
    Ok(())
}

/// The `prove` stage on a script file.
fn prove(files: &[String], cx: &mut Context) -> Result<Vec<ImplResult>, Failure> {
    let [file] = files else { return Err(Failure::Input("rboogie: error: prove reads one script".into())) };
    let text = std::fs::read_to_string(file).map_err(|e| Failure::Input(format!("rboogie: error: cannot read {file}: {e}")))?;
    cx.warnings = text.lines().filter_map(|l| l.strip_prefix(vcgen::prove::WARNING_PREFIX)).map(str::to_string).collect();
    prove_text(&text, cx)
}

fn prove_text(text: &str, cx: &mut Context) -> Result<Vec<ImplResult>, Failure> {
    let opts = cx.solver.clone().map_err(|m| Failure::Tool(format!("rboogie: error: {m}")))?;
    vcgen::prove::prove(text, &opts).map_err(|m| Failure::Tool(format!("rboogie: error: {m}")))
}

/// The script `smt-lib` writes for a `vcgen` value (how a VC is printed).
pub fn vc_text(program: &Program, cx: &mut Context) -> Result<String, Failure> {
    smt_lib(program, cx)
}
