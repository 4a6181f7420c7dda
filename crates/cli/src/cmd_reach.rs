//! `rboogie reach [OPTIONS] FILE...`: semantic reachability (and with `--doomed`, doomed
//! program points) of every implementation, by the `reach` crate.
//!
//! Front end as `verify`, then the reach marks before lowering (so that the passive
//! program's points name their source commands), the lowering, a type check of the passive
//! program, monomorphization when needed, and the analysis. Output: warning lines in
//! Boogie's style and a summary line (text), one object per implementation (JSON), or
//! SARIF 2.1.0. Exit code 0 when the analysis ran, whatever it found.

use std::path::PathBuf;
use std::str::FromStr;

use clap::Args;
use smt_backend::{locate_solver, SolverKind};

use crate::frontend::{self, Stop};
use crate::pipeline;
use crate::output::Out;
use crate::Outcome;

#[derive(Args, Debug, Clone)]
pub struct ReachArgs {
    /// Boogie files, analysed together as one program.
    #[arg(required = true)]
    pub files: Vec<String>,
    /// Output format.
    #[arg(long, value_name = "text|json|sarif", default_value = "text", value_parser = ["text", "json", "sarif"])]
    pub format: String,
    /// `thesis`: few queries (dominator tree, binary search); `naive`: one query per node.
    #[arg(long, value_name = "thesis|naive", default_value = "thesis", value_parser = ["thesis", "naive"])]
    pub strategy: String,
    /// Also report doomed points (every execution through them fails an assertion).
    #[arg(long)]
    pub doomed: bool,
    /// Unroll loops as Hoenicke et al. do: each loop is its first iteration (from the state
    /// it is entered in), then an arbitrary one (targets havocked, invariants assumed, as
    /// for verification), then its exit; both analyses run on that program.
    #[arg(long)]
    pub unroll: bool,
    /// Implementations analysed in parallel, one solver process each.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    pub jobs: u32,
    /// Time limit per solver query, in seconds (0 = none); a query that runs out leaves its
    /// commands unknown.
    #[arg(long, value_name = "SECS", default_value_t = 0)]
    pub time_limit: u64,
    /// The solver: z3, cvc5 or yices.
    #[arg(long, value_name = "NAME", default_value = "z3")]
    pub solver: String,
    /// The solver binary (default: found as `scripts/install-solvers.sh` installs it).
    #[arg(long, value_name = "PATH")]
    pub solver_path: Option<PathBuf>,
    /// Write the SMT-LIB transcript of every solver process into DIR.
    #[arg(long, value_name = "DIR")]
    pub dump_dir: Option<PathBuf>,
    /// Analyse only the implementations of procedures named NAME (repeatable; `*` matches
    /// any text).
    #[arg(long, value_name = "NAME")]
    pub proc: Vec<String>,
}

/// The options of `rboogie reach` without arguments (the `reach` analysis of the registry).
pub fn default_options() -> Result<reach::Options, String> {
    options(&ReachArgs {
        files: Vec::new(),
        format: "text".into(),
        strategy: "thesis".into(),
        doomed: false,
        unroll: false,
        jobs: 1,
        time_limit: 0,
        solver: "z3".into(),
        solver_path: None,
        dump_dir: None,
        proc: Vec::new(),
    })
}

fn options(args: &ReachArgs) -> Result<reach::Options, String> {
    let solver = SolverKind::from_str(&args.solver).map_err(|e| e.to_string())?;
    let solver_path = locate_solver(solver, args.solver_path.as_deref())?;
    let strategy = reach::Strategy::from_name(&args.strategy).ok_or_else(|| format!("unknown strategy '{}'", args.strategy))?;
    let vopts = vcgen::Options {
        error_limit: 0,
        error_trace: 0,
        time_limit: args.time_limit,
        jobs: args.jobs as usize,
        dump_dir: args.dump_dir.clone(),
        array_ext: vcgen::ArrayExt::Always,
        ..vcgen::Options::new(solver, solver_path)
    };
    Ok(reach::Options { strategy, doomed: args.doomed, time_limit: args.time_limit, jobs: args.jobs as usize, solver: vopts })
}

fn fail(out: &mut Out, m: &str) -> Outcome {
    out.flush();
    Out::stderr().line(&format!("rboogie: error: {m}"));
    Outcome::ToolFailure
}

pub fn run(args: &ReachArgs) -> Outcome {
    let mut out = Out::stdout();
    if frontend::check_extensions(&args.files, &mut out).is_err() {
        return Outcome::Usage;
    }
    let opts = match options(args) {
        Ok(o) => o,
        Err(m) => return fail(&mut out, &m),
    };
    let program = match frontend::parse_files(&args.files, &mut out) {
        Ok(program) => program,
        Err(Stop::InputErrors) => return Outcome::InputErrors,
        Err(Stop::Fatal) => return Outcome::Usage,
    };
    let last = args.files.last().cloned().unwrap_or_default();
    if let Err(f) = boogie_tc::check(&program, &last) {
        for line in f.lines(&program) {
            out.line(&line);
        }
        return Outcome::InputErrors;
    }
    let mut program = program;
    let cmds = reach::mark(&mut program);
    // The program `verify` proves: the registry's lowering passes, `--proc`, monomorphization.
    let stage_args = pipeline::StageArgs { peel_loops: args.unroll, ..pipeline::StageArgs::default() };
    let passive = match pipeline::lower_to_passive(program, &stage_args) {
        Ok(p) => p,
        Err(m) => return fail(&mut out, &m),
    };
    let passive = frontend::keep_procs(passive, &args.proc);
    let passive = match pipeline::monomorphic(passive, &stage_args) {
        Ok(p) => p,
        Err(line) => {
            out.line(&line);
            return Outcome::InputErrors;
        }
    };
    let info = match boogie_tc::check(&passive, &last) {
        Ok(info) => info,
        Err(f) => return fail(&mut out, &format!("internal: the passive program does not type check: {}", f.lines(&passive).join(" | "))),
    };
    let (passive, info) = (&passive, &info);
    let reports = reach::analyze(passive, info, Some(&cmds), &opts);
    if std::env::var_os("RBOOGIE_NOTES").is_some() {
        let mut err = Out::stderr();
        for r in &reports {
            for n in &r.notes {
                err.line(&format!("note: {}: {n}", r.name));
            }
        }
    }
    let text = match args.format.as_str() {
        "json" => reach::report::json(&reports),
        "sarif" => crate::sarif::log(reach::report::sarif_rules(), reach::report::sarif_results(&reports)),
        _ => reach::report::text(&reports),
    };
    out.text(&text);
    out.flush();
    Outcome::Success
}
