//! `rboogie verify [OPTIONS] FILE...`: the default pipeline, printing what Boogie prints.
//!
//! Front end (parse, resolve, type-check), then the lowering passes in process, a second
//! type check of the passive program (its facts key the VC translation), and the `vcgen`
//! crate's solver loop. Output: per implementation in file order, then the empty line and
//! the summary line (boogie-output.md §1, §2, §5).

use std::path::PathBuf;
use std::str::FromStr;

use clap::Args;
use smt_backend::{locate_solver, DriverKind, SolverKind};
use vcgen::{ArrayExt, Options, VcKind};

use crate::frontend::{self, Stop};
use crate::output::Out;
use crate::Outcome;

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
    /// The verification condition: `wp` (block equations) or `sp` (strongest postcondition).
    #[arg(long, value_name = "wp|sp", default_value = "wp")]
    pub vc: String,
    /// Write the SMT-LIB transcript of every solver process into DIR.
    #[arg(long, value_name = "DIR")]
    pub dump_dir: Option<PathBuf>,
    /// Output format: `text` (Boogie's) or `json`.
    #[arg(long, value_name = "text|json", default_value = "text")]
    pub format: String,
    /// Verify only the implementations of procedures named NAME (repeatable; `*` matches any
    /// text; Boogie's `-proc`).
    #[arg(long, value_name = "NAME")]
    pub proc: Vec<String>,
    /// Add to each procedure's `modifies` the globals its implementations and callees
    /// modify (Boogie's `-inferModifies`).
    #[arg(long)]
    pub infer_modifies: bool,
    /// How polymorphism is encoded: `auto` (monomorphize, or types as terms where that
    /// cannot be done soundly), `monomorphic`/`m` (or stop, as Boogie), `predicates`/`p`
    /// or `arguments`/`a` (types as terms; Boogie's `-typeEncoding`).
    #[arg(long, value_name = "auto|m|p|a", default_value = "auto", value_parser = ["auto", "m", "monomorphic", "p", "predicates", "a", "arguments"])]
    pub type_encoding: String,
}

/// The options of the checks and the solver, shared by `verify` and `prove`.
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
    /// The solver: z3, cvc5 or yices.
    #[arg(long, value_name = "NAME", default_value = "z3")]
    pub solver: String,
    /// The solver binary (default: found as `scripts/install-solvers.sh` installs it).
    #[arg(long, value_name = "PATH")]
    pub solver_path: Option<PathBuf>,
    /// The solver driver: `own` or `rsmt2`.
    #[arg(long, value_name = "own|rsmt2", default_value = "own")]
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

/// Parses the solver-related options.
pub fn options(args: &VerifyArgs) -> Result<Options, String> {
    let vc = VcKind::from_name(&args.vc).ok_or_else(|| format!("unknown VC '{}' (valid: wp, sp)", args.vc))?;
    let c = &args.check;
    let solver = SolverKind::from_str(&c.solver).map_err(|e| e.to_string())?;
    let driver = DriverKind::from_str(&c.solver_driver).map_err(|e| e.to_string())?;
    let solver_path = locate_solver(solver, c.solver_path.as_deref())?;
    let x = &c.array_ext;
    let array_ext = ArrayExt::from_name(&x.array_ext, x.array_ext_budget, x.array_ext_factor)
        .ok_or_else(|| format!("unknown --array-ext '{}' (valid: on-demand, always, never)", x.array_ext))?;
    Ok(Options {
        vc,
        error_limit: c.error_limit,
        error_trace: c.error_trace,
        time_limit: c.time_limit,
        solver,
        solver_path,
        driver,
        jobs: args.jobs as usize,
        dump_dir: args.dump_dir.clone(),
        array_ext,
        solver_options: c.solver_option.clone(),
    })
}

pub fn run(args: &VerifyArgs) -> Outcome {
    let mut out = Out::stdout();
    if frontend::check_extensions(&args.files, &mut out).is_err() {
        return Outcome::InputErrors;
    }
    // The solver starts before the front end and sets itself up meanwhile (on the other
    // core); its errors, and those of the options, are reported where they were before.
    let opts = options(args);
    let known_format = args.format == "text" || args.format == "json";
    let early = match &opts {
        Ok(o) if !args.no_verify && known_format => Some(vcgen::start_solver_early(o)),
        _ => None,
    };
    let mut program = match frontend::parse_files(&args.files, &mut out) {
        Ok(program) => program,
        Err(Stop::InputErrors) | Err(Stop::Fatal) => return Outcome::InputErrors,
    };
    if args.infer_modifies {
        boogie_tc::infer_modifies(&mut program);
    }
    if frontend::typecheck(&program, &args.files, &mut out).is_err() {
        return Outcome::InputErrors;
    }
    if args.no_verify {
        out.line("");
        out.line("Boogie program verifier finished with 0 verified, 0 errors");
        return Outcome::Success;
    }
    if !known_format {
        out.flush();
        Out::stderr().line(&format!("rboogie: error: unknown format '{}' (valid: text, json)", args.format));
        return Outcome::InputErrors;
    }
    let opts = match opts {
        Ok(o) => o,
        Err(m) => {
            out.flush();
            Out::stderr().line(&format!("rboogie: error: {m}"));
            return Outcome::ToolFailure;
        }
    };
    let encoding = frontend::TypeEncoding::from_name(&args.type_encoding).unwrap_or(frontend::TypeEncoding::Auto);
    let last = args.files.last().cloned().unwrap_or_default();
    let passive = match vcgen::lower(program) {
        Ok(p) => p,
        Err(m) => {
            out.flush();
            Out::stderr().line(&format!("rboogie: error: {m}"));
            return Outcome::ToolFailure;
        }
    };
    let passive = frontend::keep_procs(passive, &args.proc);
    let info = match boogie_tc::check(&passive, &last) {
        Ok(info) => info,
        Err(f) => {
            out.flush();
            let lines = f.lines(&passive);
            Out::stderr().line(&format!(
                "rboogie: internal error: the passive program does not type check: {}",
                lines.join(" | ")
            ));
            return Outcome::ToolFailure;
        }
    };
    let monomorphized = match frontend::monomorphize(&passive, &info, encoding, &mut out) {
        Ok(frontend::Mono::Same) => None,
        Ok(frontend::Mono::New(p)) => Some(p),
        Err(_) => {
            out.flush();
            return Outcome::InputErrors;
        }
    };
    let mono_info;
    let (passive, info) = match &monomorphized {
        None => (&passive, &info),
        Some(p) => {
            mono_info = match boogie_tc::check(p, &last) {
                Ok(i) => i,
                Err(f) => {
                    out.flush();
                    Out::stderr().line(&format!(
                        "rboogie: internal error: the monomorphized program does not type check: {}",
                        f.lines(p).join(" | ")
                    ));
                    return Outcome::ToolFailure;
                }
            };
            (p, &mono_info)
        }
    };
    let results = vcgen::verify_program_with(passive, info, &opts, early);
    print_notes(&results);
    if args.format == "json" {
        out.text(&crate::verify_output::json(&results));
        out.flush();
        return exit_outcome(&results);
    }
    for r in &results {
        for line in vcgen::impl_lines(r, opts.error_trace) {
            out.line(&line);
        }
    }
    out.line("");
    out.line(&vcgen::summary_line(&results));
    exit_outcome(&results)
}

/// On stderr (stdout stays Boogie's): every note with `RBOOGIE_NOTES` set, else why each
/// solver exception happened (Boogie's line names no reason; a solver that does not start,
/// for instance, would otherwise go unexplained).
pub fn print_notes(results: &[vcgen::ImplResult]) {
    let all = std::env::var_os("RBOOGIE_NOTES").is_some();
    let mut err = Out::stderr();
    for r in results {
        if all || r.outcome == vcgen::Outcome::SolverException {
            for n in &r.notes {
                err.line(&format!("note: {}: {n}", r.name));
            }
        }
    }
    err.flush();
}

/// Exit code 1 when some implementation was not verified (main.rs), 0 otherwise.
fn exit_outcome(results: &[vcgen::ImplResult]) -> Outcome {
    if results.iter().all(|r| r.outcome == vcgen::Outcome::Verified) {
        Outcome::Success
    } else {
        Outcome::InputErrors
    }
}

