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
use crate::{frontend, report, Outcome};

#[derive(Args, Debug, Clone)]
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
}

/// The options of the checks and the solver, shared by `verify`, `prove`, `run` and `pass`.
#[derive(Args, Debug, Clone)]
pub struct CheckArgs {
    /// Time limit per implementation, in seconds (Boogie's `-timeLimit`; 0 = none).
    #[arg(long, value_name = "SECS", default_value_t = 0)]
    pub time_limit: u64,
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
        let x = &self.array_ext;
        let array_ext = ArrayExt::from_name(&x.array_ext, x.array_ext_budget, x.array_ext_factor)
            .ok_or_else(|| format!("unknown --array-ext '{}' (valid: on-demand, always, never)", x.array_ext))?;
        Ok(Options {
            error_limit: self.error_limit,
            error_trace: self.error_trace,
            time_limit: self.time_limit,
            solver,
            solver_path,
            driver,
            jobs: jobs as usize,
            dump_dir,
            array_ext,
            solver_options: self.solver_option.clone(),
            cache: None,
            portfolio: Vec::new(),
            kill_switch: None,
        })
    }
}

pub fn run(args: &VerifyArgs) -> Outcome {
    let mut out = Out::stdout();
    if frontend::check_extensions(&args.files, &mut out).is_err() {
        return Outcome::InputErrors;
    }
    let solver = verify_options(args).map(|o| args.cache.attach(o, &args.files));
    // With a cache the solver starts when an implementation is not found in it.
    let early = match &solver {
        Ok(o) if !args.no_verify && o.cache.is_none() && o.portfolio.is_empty() => Some(vcgen::start_solver_early(o)),
        _ => None,
    };
    let stages = pipeline::registry(&StageArgs { procs: args.proc.clone(), ..args.stages.clone() });
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
    let results = match runner::execute(&rest, program, &mut cx) {
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
    if args.format == "json" {
        out.text(&report::json(&results));
    } else if args.format == "sarif" {
        out.text(&crate::sarif::sarif(&results));
    } else {
        report::print_text(&mut out, &results, args.check.error_trace);
    }
    exit_outcome(&results)
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

/// Exit code 1 when some implementation was not verified (main.rs), 0 otherwise.
pub fn exit_outcome(results: &[vcgen::ImplResult]) -> Outcome {
    if results.iter().all(|r| r.outcome == vcgen::Outcome::Verified) {
        Outcome::Success
    } else {
        Outcome::InputErrors
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
        }
    }
}
