//! `rboogie verify [OPTIONS] FILE...`: the whole pipeline, printing what Boogie prints.
//!
//! The stretch `parse` → `check` → every lowering pass → `vcgen` → `solve` of the pipeline
//! (crate::pipeline), the input's diagnostics and warnings on stdout as Boogie prints them;
//! then per implementation in Boogie's order its outcome and errors, the empty line and the
//! summary line (boogie-output.md §1, §2, §5), or with `--format json` the same results as
//! JSON. The solver is started before the front end, to set itself up meanwhile.

use clap::Args;
use vcgen::{ArrayExt, Options};

use crate::observe::{Watch, WatchArgs};
use crate::output::Out;
use crate::pipeline::{self, Stage, StageArgs};
use crate::runner::{self, Context, Value};
use crate::stream::Stream;
use crate::{frontend, report, Outcome};

#[derive(Args, Debug, Clone)]
#[command(after_help = crate::EXIT_CODES)]
pub struct VerifyArgs {
    /// Boogie files, verified together as one program.
    #[arg(required = true)]
    pub files: Vec<String>,
    /// Parse, resolve and type-check only (Boogie's `-noVerify`).
    #[arg(long)]
    pub no_verify: bool,
    #[command(flatten)]
    pub check: CheckArgs,
    /// Implementations verified in parallel, one solver process each (Boogie's `-vcsCores`).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    pub jobs: u32,
    #[command(flatten)]
    pub stages: StageArgs,
    #[command(flatten)]
    pub watch: WatchArgs,
    #[command(flatten)]
    pub cache: crate::cache_args::CacheArgs,
    /// Output format: `text` (Boogie's), `json`, or `sarif` (SARIF 2.1.0).
    #[arg(long, value_name = "text|json|sarif", default_value = "text", value_parser = ["text", "json", "sarif"])]
    pub format: String,
    /// Read rboogie's library NAME before the files (Boogie's `-lib:NAME`; `base`,
    /// `set_size`, which brings `base`; repeatable).
    #[arg(long, value_name = "NAME", value_parser = ["base", "set_size"])]
    pub lib: Vec<String>,
    /// Verify only the implementations of procedures named NAME (repeatable; `*` matches any
    /// text; Boogie's `-proc`).
    #[arg(long, value_name = "NAME")]
    pub proc: Vec<String>,
    /// Boogie's soundness smoke test (`-smoke`): for each verified implementation, report
    /// code that no execution reaches ("found unreachable code:"), one query per check
    /// point (crate::smoke).
    #[arg(long)]
    pub smoke: bool,
    #[command(flatten)]
    pub infer: crate::cmd_infer::InferFlags,
}

/// The options of the checks and the solver, shared by `verify`, `prove`, `run` and `pass`.
#[derive(Args, Debug, Clone)]
pub struct CheckArgs {
    /// Time limit per implementation, in seconds (Boogie's `-timeLimit`; 0 = none).
    #[arg(long, value_name = "SECS", default_value_t = 0)]
    pub time_limit: u64,
    /// z3's resource limit per check (`rlimit`; Boogie's `-rlimit`; 0 = none): a check
    /// that runs out of it makes the implementation "out of resource". `{:rlimit N}` on an
    /// implementation overrides it. z3 only.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub rlimit: u64,
    /// Boogie's axiom pruning (`-prune`): each implementation's query gets only the axioms
    /// reachable from what it mentions (through triggers, `uses` clauses and
    /// `{:include_dep}`); a verdict "verified" holds without pruning, an error may come from
    /// a pruned axiom.
    #[arg(long)]
    pub prune: bool,
    /// Most errors reported per implementation (Boogie's `-errorLimit`; 0 = unlimited).
    #[arg(long, value_name = "N", default_value_t = 5)]
    pub error_limit: u32,
    /// Execution traces: 0 none, 1 (default) or 2 with synthetic blocks (Boogie's `-errorTrace`).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u8).range(0..=2))]
    pub error_trace: u8,
    /// The solver: z3, cvc5 or yices; for `verify`, a comma-separated list races them
    /// (a portfolio: the first definitive answer per implementation wins).
    #[arg(long, value_name = "NAME", default_value = "z3", value_parser = crate::portfolio_args::parse_solvers)]
    pub solver: String,
    /// The solver binary (default: found as `scripts/install-solvers.sh` installs it).
    #[arg(long, value_name = "PATH")]
    pub solver_path: Option<std::path::PathBuf>,
    /// The solver driver: `own` or `rsmt2`.
    #[arg(long, value_name = "own|rsmt2", default_value = "own", value_parser = ["own", "rsmt2"])]
    pub solver_driver: String,
    #[command(flatten)]
    pub array_ext: ArrayExtArgs,
    /// A solver option `KEY=VALUE` (repeatable), for z3 a parameter such as
    /// `smt.case_split=3`; it overrides rboogie's own value of KEY (Boogie's `-proverOpt:O:`).
    #[arg(long, value_name = "KEY=VALUE")]
    pub solver_option: Vec<String>,
    /// Counterexample values: under each step of an execution trace, the values of the
    /// program's variables there (map entries read, in Boogie's syntax), from the solver's
    /// model; in text, JSON (`values`) and SARIF (`state`).
    #[arg(long)]
    pub model_view: bool,
}

/// The array extensionality options (part of [`CheckArgs`]).
#[derive(Args, Debug, Clone)]
pub struct ArrayExtArgs {
    /// Array extensionality with z3: `on-demand` (prove without it first; see the vcgen
    /// crate's `ext` module), `always` (current Boogie's encoding) or `never` (Boogie 2's
    /// `-typeEncoding:p`). Other solvers are always extensional.
    #[arg(long, value_name = "on-demand|always|never", default_value = "on-demand", value_parser = ["on-demand", "always", "never"])]
    pub array_ext: String,
    /// With `--array-ext on-demand`: z3's resource limit (`rlimit`) for the extensional
    /// check after a failed proof without extensionality.
    #[arg(long, value_name = "N", default_value_t = vcgen::ext::DEFAULT_BUDGET)]
    pub array_ext_budget: u64,
    /// With `--array-ext on-demand`: the extensional check may also take F times the work
    /// (`rlimit`) of the failed proof without extensionality.
    #[arg(long, value_name = "F", default_value_t = vcgen::ext::DEFAULT_FACTOR)]
    pub array_ext_factor: u64,
}

impl CheckArgs {
    /// The solver options (`Err`: the solver cannot be found). `jobs` solver processes, and
    /// their transcripts in `dump_dir`.
    pub fn options(&self, jobs: u32, dump_dir: Option<std::path::PathBuf>) -> Result<Options, String> {
        if self.solver.contains(',') {
            return Err(format!("--solver {}: a list of solvers (a portfolio) is for `verify` only", self.solver));
        }
        let solver = self.solver.parse()?;
        let driver = self.solver_driver.parse()?;
        let solver_path = smt_backend::locate_solver(solver, self.solver_path.as_deref())?;
        if self.rlimit > 0 && solver != smt_backend::SolverKind::Z3 {
            return Err(format!("--rlimit is z3's resource limit; it has no meaning for {}", self.solver));
        }
        let x = &self.array_ext;
        let array_ext = ArrayExt::from_name(&x.array_ext, x.array_ext_budget, x.array_ext_factor)
            .ok_or_else(|| format!("unknown --array-ext '{}' (valid: on-demand, always, never)", x.array_ext))?;
        Ok(Options {
            error_limit: self.error_limit,
            error_trace: self.error_trace,
            time_limit: self.time_limit,
            rlimit: self.rlimit,
            prune: self.prune,
            driver,
            jobs: jobs as usize,
            dump_dir,
            array_ext,
            solver_options: self.solver_option.clone(),
            model_view: self.model_view,
            ..Options::new(solver, solver_path)
        })
    }
}

pub fn run(args: &VerifyArgs) -> Outcome {
    if args.infer.active() && !args.no_verify {
        return crate::cmd_infer::verify(args);
    }
    let mut out = Out::stdout();
    if frontend::check_extensions(&args.files, &mut out).is_err() {
        return Outcome::Usage;
    }
    let solver = verify_options(args).map(|o| args.cache.attach(o, &args.files));
    // With a cache the solver starts when an implementation is not found in it.
    let early = match &solver {
        Ok(o) if !args.no_verify && o.cache.is_none() && o.portfolio.is_empty() => Some(vcgen::start_solver_early(o)),
        _ => None,
    };
    let stages = pipeline::registry(&StageArgs { procs: args.proc.clone(), ..args.stages.clone() });
    let stream = std::sync::Arc::new(Stream::new(args.format == "text", args.check.error_trace));
    crate::stream::install_interrupt();
    let front: Vec<&Stage> = stages.iter().take_while(|s| s.pass().is_none()).collect();
    let mut cx = Context {
        diag: Out::stdout(),
        warnings_to: Some(Out::stdout()),
        warnings: Vec::new(),
        last_file: args.files.last().cloned().unwrap_or_default(),
        // `--dump-dir` keeps the solver transcripts (the programs after each pass: `run`).
        watch: Watch::new(args.watch.validate_on(false), None, args.watch.timings, &args.files.last().cloned().unwrap_or_default()),
        figures: Default::default(),
        vc: args.stages.vc_options(),
        solver,
        early,
        units: true,
        terms_fallback: None,
        progress: Some(std::sync::Arc::clone(&stream)),
    };
    out.flush();
    let mut inputs = frontend::library_inputs(&args.lib);
    inputs.extend(args.files.iter().cloned());
    let program = match runner::execute(&front, Value::Files(inputs), &mut cx) {
        Ok(value) => value,
        Err(f) => return f.report(true),
    };
    // What the front end printed goes out before anything else.
    cx.diag.flush();
    cx.warnings_to.take();
    if args.no_verify {
        out.line("");
        out.line("Boogie program verifier finished with 0 verified, 0 errors");
        return Outcome::Success;
    }
    if let Err(m) = &cx.solver {
        out.flush();
        Out::stderr().line(&format!("rboogie: error: {m}"));
        return Outcome::ToolFailure;
    }
    let rest: Vec<&Stage> = stages.iter().skip(front.len()).filter(|s| !s.is_branch() || matches!(s, Stage::Solve)).collect();
    let typed = match (&program, args.smoke) {
        (Value::Program(p, _), true) => Some(p.clone()),
        _ => None,
    };
    let executed = runner::execute(&rest, program, &mut cx);
    stream.finish();
    let results = match executed {
        Ok(Value::Results(results)) => results,
        Ok(_) => return Outcome::ToolFailure,
        Err(f) => {
            out.flush();
            return f.report(true);
        }
    };
    if args.watch.stats {
        print_stats(&cx.figures);
    }
    report::print_notes(&results);
    crate::portfolio_args::print_alarms(&results);
    if let Some(typed) = typed {
        if smoke_reports(&typed, args, &cx, &results, &mut out).is_err() {
            return Outcome::ToolFailure;
        }
    }
    if args.format == "json" {
        out.text(&report::json(&results));
    } else if args.format == "sarif" {
        out.text(&crate::sarif::sarif(&results));
    } else {
        // The first results were printed as they came (crate::stream).
        report::print_text_from(&mut out, &results, stream.printed(), args.check.error_trace);
    }
    if smt_backend::interrupt::interrupted() {
        out.flush();
        let (finished, total) = stream.counts();
        Out::stderr().line(&format!("rboogie: interrupted: {finished} of {total} implementations finished"));
        return Outcome::Interrupted;
    }
    exit_outcome(&results)
}

/// Prints the smoke test's reports of the verified implementations of `typed` (`Err`: the
/// test itself failed, said on stderr).
fn smoke_reports(typed: &boogie_ast::Program, args: &VerifyArgs, cx: &Context, results: &[vcgen::ImplResult], out: &mut Out) -> Result<(), ()> {
    let Ok(opts) = &cx.solver else { return Err(()) };
    let verified = results.iter().filter(|r| r.outcome == vcgen::Outcome::Verified).map(|r| r.name.clone()).collect();
    let stage_args = StageArgs { procs: args.proc.clone(), ..args.stages.clone() };
    match crate::smoke::smoke(typed, &stage_args, opts, cx.vc, &verified) {
        Ok(reports) => {
            for (_, text) in reports {
                out.text(&text);
                out.line("");
            }
            Ok(())
        }
        Err(e) => {
            out.flush();
            Out::stderr().line(&format!("rboogie: error: {e}"));
            Err(())
        }
    }
}

/// The solver options of `verify`: those of `--solver` (its first solver), with the
/// portfolio of `--solver` × `--vc` when either names several.
fn verify_options(args: &VerifyArgs) -> Result<Options, String> {
    use crate::portfolio_args::{first, racers};
    let mut check = args.check.clone();
    check.solver = first(&args.check.solver).to_string();
    let mut opts = check.options(args.jobs, args.watch.dump_dir.clone())?;
    opts.portfolio = racers(&args.check.solver, &args.stages.vc, args.check.solver_path.as_deref())?;
    Ok(opts)
}

/// The exit outcome of `results`: errors in some implementation (or a time-out, an
/// inconclusive answer, memory or resources out: not verified) exit 1; otherwise a solver
/// exception is a solver failure, exit 3; all verified, 0.
pub fn exit_outcome(results: &[vcgen::ImplResult]) -> Outcome {
    use vcgen::Outcome as O;
    if results.iter().all(|r| r.outcome == O::Verified) {
        Outcome::Success
    } else if results.iter().any(|r| !matches!(r.outcome, O::Verified | O::SolverException)) {
        Outcome::InputErrors
    } else {
        Outcome::ToolFailure
    }
}

/// Prints the figures the passes reported (stderr): totals per implementation, then per variable.
pub fn print_stats(figures: &boogie_ast::pass::PassCx) {
    let mut err = Out::stderr();
    for ((imp, key), value) in &figures.stats() {
        err.line(&format!("stat {imp} {key} {value}"));
    }
}

impl Default for CheckArgs {
    /// The defaults of the command line.
    fn default() -> CheckArgs {
        CheckArgs {
            time_limit: 0,
            rlimit: 0,
            prune: false,
            error_limit: 5,
            error_trace: 1,
            solver: "z3".into(),
            solver_path: None,
            solver_driver: "own".into(),
            array_ext: ArrayExtArgs {
                array_ext: "on-demand".into(),
                array_ext_budget: vcgen::ext::DEFAULT_BUDGET,
                array_ext_factor: vcgen::ext::DEFAULT_FACTOR,
            },
            solver_option: Vec::new(),
            model_view: false,
        }
    }
}
