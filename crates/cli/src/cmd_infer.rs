//! Inference (the `infer` crate) from the command line:
//! - `rboogie verify --contract-infer [--print-assignment] FILE...` (Boogie's
//!   `-contractInfer -printAssignment`): Houdini over the `{:existential true}` constants,
//!   then the normal verification under the computed assignment, Boogie's output;
//!   `verify --infer houdini` is the same;
//! - `rboogie infer FILE... [--method houdini] [--format text|json]`: the program with the
//!   inferred annotations marked `{:inferred}` (Boogie text that parses again) and the
//!   figures of the run.
//!
//! Every round of inference is the stretch `verify` runs (parse once, then
//! `infer-modifies` … `solve` on the program with the assignment as axioms), with no
//! limit on the errors per implementation so that no failing candidate hides behind other
//! errors; the final check uses the command's own options.

use clap::Args;

use crate::cmd_verify::{self, CheckArgs, VerifyArgs};
use crate::observe::{Watch, WatchArgs};
use crate::output::Out;
use crate::pipeline::{self, Stage, StageArgs};
use crate::runner::{self, Context, Failure, Value};
use crate::{frontend, report, Outcome};

/// The inference options of `verify`.
#[derive(Args, Debug, Clone, Default)]
pub struct InferFlags {
    /// Houdini on the candidates guarded by `{:existential true}` constants before
    /// verifying (Boogie's `-contractInfer`).
    #[arg(long)]
    pub contract_infer: bool,
    /// With `--contract-infer`: print the computed assignment as Boogie does
    /// (Boogie's `-printAssignment`).
    #[arg(long)]
    pub print_assignment: bool,
    /// Infer, then verify: `houdini` (as `--contract-infer`), `predicates` (loop
    /// invariants by predicate abstraction) or `intervals` (abstract interpretation over
    /// integer intervals); inferred invariants are checked by Houdini before use.
    #[arg(long, value_name = "METHOD", value_parser = ["houdini", "predicates", "intervals"])]
    pub infer: Option<String>,
    /// With inference: every call to a procedure with an implementation inlined N levels
    /// deep, deeper calls by their specification (Boogie's `-inlineDepth:N`, which its
    /// Houdini applies: the `inline-to-depth` pass after `inline`).
    #[arg(long, value_name = "N")]
    pub inline_depth: Option<usize>,
    /// With `--infer predicates`: guess the predicates of loops that list none.
    #[arg(long)]
    pub guess_predicates: bool,
    /// Interval invariants on every loop before verifying (as `--infer intervals`;
    /// Boogie's `-infer:j` domain).
    #[arg(long)]
    pub infer_intervals: bool,
}

impl InferFlags {
    /// Whether `verify` must infer first.
    pub fn active(&self) -> bool {
        self.contract_infer || self.infer.is_some() || self.infer_intervals
    }

    /// The method `verify` infers with.
    fn method(&self) -> String {
        match &self.infer {
            Some(m) => m.clone(),
            None if self.infer_intervals && !self.contract_infer => "intervals".into(),
            None => "houdini".into(),
        }
    }
}

#[derive(Args, Debug, Clone)]
pub struct InferArgs {
    /// Boogie files, analysed together as one program.
    #[arg(required = true)]
    pub files: Vec<String>,
    /// The inference method: `houdini` (the `{:existential true}` candidates) or
    /// `predicates` (predicate abstraction on loops with `{:predicates ...}`) or
    /// `intervals` (integer intervals at every loop).
    #[arg(long, value_name = "houdini|predicates|intervals", default_value = "houdini", value_parser = ["houdini", "predicates", "intervals"])]
    pub method: String,
    /// Output: `text` (the annotated program, then the figures as comments) or `json`.
    #[arg(long, value_name = "text|json", default_value = "text", value_parser = ["text", "json"])]
    pub format: String,
    /// With `--method predicates`: how the abstraction is computed: `fq` (Flanagan and
    /// Qadeer), `ddp` (Das, Dill and Park's decision tree) or `ss` (Saidi and Shankar's
    /// enumeration of clauses by size).
    #[arg(long, value_name = "fq|ddp|ss", default_value = "fq", value_parser = ["fq", "ddp", "ss"])]
    pub abstraction: String,
    /// With `--method predicates`: a predicates file, one line per loop
    /// `PROC LINE: e1, e2, ...` (LINE: the `while` keyword's line; docs/INFER.md).
    #[arg(long, value_name = "FILE")]
    pub predicates: Option<String>,
    /// With `--method predicates`: guess the predicates of loops that list none
    /// (guard comparisons, bounds of changed integers, comparisons of later assertions
    /// and of `ensures`; docs/INFER.md).
    #[arg(long)]
    pub guess_predicates: bool,
    #[command(flatten)]
    pub check: CheckArgs,
    #[command(flatten)]
    pub stages: StageArgs,
    /// Every call inlined N levels deep during inference and its check (as `verify
    /// --inline-depth`).
    #[arg(long, value_name = "N")]
    pub inline_depth: Option<usize>,
}

/// The parsed program and the context and stages to check it with.
struct Session {
    cx: Context,
    algorithm: infer::predicates::Algorithm,
    /// Guess the predicates of loops that list none.
    guess: bool,
    stages: Vec<Stage>,
    program: boogie_ast::Program,
}

fn session(
    files: &[String],
    check: &CheckArgs,
    stage_args: &StageArgs,
    inline_depth: Option<usize>,
    watch: &WatchArgs,
    out: &mut Out,
) -> Result<Session, Outcome> {
    if frontend::check_extensions(files, out).is_err() {
        return Err(Outcome::InputErrors);
    }
    let last = files.last().cloned().unwrap_or_default();
    let mut cx = Context {
        diag: Out::stdout(),
        warnings_to: Some(Out::stdout()),
        warnings: Vec::new(),
        last_file: last.clone(),
        watch: Watch::new(watch.validate_on(false), None, watch.timings, &last),
        figures: Default::default(),
        vc: stage_args.vc_options(),
        solver: check.options(1, watch.dump_dir.clone()),
        early: None,
        units: true,
        terms_fallback: None,
        progress: None,
    };
    if let Err(m) = &cx.solver {
        Out::stderr().line(&format!("rboogie: error: {m}"));
        return Err(Outcome::ToolFailure);
    }
    let mut stages = pipeline::registry(stage_args);
    if let Some(depth) = inline_depth {
        // After Boogie's usual inlining of `{:inline N}` procedures, as Boogie does it.
        if let Some(at) = stages.iter().position(|s| s.name() == "inline") {
            stages.insert(at + 1, Stage::Pass(Box::new(passive::InlineToDepth { depth })));
        }
    }
    let parse: Vec<&Stage> = stages.iter().take(1).collect();
    let program = match runner::execute(&parse, Value::Files(files.to_vec()), &mut cx) {
        Ok(Value::Program(p, _)) => p,
        Ok(_) => return Err(Outcome::ToolFailure),
        Err(f) => return Err(f.report(true)),
    };
    Ok(Session { cx, stages, program, algorithm: infer::predicates::Algorithm::Fq, guess: false })
}

impl Session {
    /// Verifies `program` with the stretch after `parse`; `error_limit` overrides the
    /// command's (0: unlimited).
    fn verify(&mut self, program: boogie_ast::Program, error_limit: Option<u32>) -> Result<Vec<vcgen::ImplResult>, Failure> {
        let saved = self.cx.solver.clone();
        if let (Ok(o), Some(limit)) = (&mut self.cx.solver, error_limit) {
            o.error_limit = limit;
        }
        let rest: Vec<&Stage> = self.stages.iter().skip(1).filter(|s| !s.is_branch() || matches!(s, Stage::Solve)).collect();
        let value = runner::execute(&rest, Value::Program(program, boogie_ast::Form::Parsed), &mut self.cx);
        self.cx.solver = saved;
        // The front end's diagnostics and warnings are printed once, in the first round.
        self.cx.diag.flush();
        self.cx.warnings_to.take();
        match value? {
            Value::Results(r) => Ok(r),
            _ => Err(Failure::Tool("rboogie: error: the verification gave no results".into())),
        }
    }

    fn houdini(&mut self) -> Result<infer::HoudiniOutcome, Failure> {
        let program = self.program.clone();
        infer::houdini(&program, |p| self.verify(p.clone(), Some(0)))
    }

    /// One prover query of predicate abstraction: diagnostics to stderr; a program that
    /// does not get through the pipeline answers nothing (the query counts as not valid).
    fn query(&mut self, program: &boogie_ast::Program) -> Vec<vcgen::ImplResult> {
        let diag = std::mem::replace(&mut self.cx.diag, Out::stderr());
        let r = self.verify(program.clone(), Some(1));
        self.cx.diag = diag;
        r.unwrap_or_else(|f| {
            Out::stderr().line(&format!("rboogie: a query of predicate abstraction failed: {f:?}"));
            Vec::new()
        })
    }

    /// Predicate abstraction, then Houdini on what it inferred: the program is replaced by
    /// the one with the guarded candidates.
    fn predicates(&mut self) -> Result<(infer::HoudiniOutcome, Vec<infer::predicates::LoopResult>), Failure> {
        let program = self.program.clone();
        let algorithm = self.algorithm;
        let source = if self.guess { infer::predicates::Source::Guessed } else { infer::predicates::Source::Given };
        let inferred = infer::predicates::infer_from(&program, algorithm, source, |p| Ok::<_, Failure>(self.query(p)))?;
        self.program = infer::houdini::guard_inferred(&inferred.program);
        Ok((self.houdini()?, inferred.loops))
    }

    /// The method's inference.
    fn run_method(&mut self, method: &str) -> Result<(infer::HoudiniOutcome, Vec<infer::predicates::LoopResult>), Failure> {
        match method {
            "predicates" => self.predicates(),
            "intervals" => {
                let (program, _) = infer::intervals::infer(&self.program);
                self.program = infer::houdini::guard_inferred(&program);
                Ok((self.houdini()?, Vec::new()))
            }
            _ => Ok((self.houdini()?, Vec::new())),
        }
    }
}

/// `verify` with `--contract-infer` or `--infer METHOD`.
pub fn verify(args: &VerifyArgs) -> Outcome {
    let mut out = Out::stdout();
    // Inference checks every implementation (a candidate holds only if the whole program
    // proves it); `--proc` selects what the final verification reports.
    let stage_args = StageArgs { procs: Vec::new(), ..args.stages.clone() };
    let mut files = frontend::library_inputs(&args.lib);
    files.extend(args.files.iter().cloned());
    let mut s = match session(&files, &args.check, &stage_args, args.infer.inline_depth, &args.watch, &mut out) {
        Ok(s) => s,
        Err(o) => return o,
    };
    s.guess = args.infer.guess_predicates;
    let method = args.infer.method();
    let (outcome, _) = match s.run_method(&method) {
        Ok(o) => o,
        Err(f) => {
            out.flush();
            return f.report(true);
        }
    };
    if args.infer.print_assignment {
        for line in outcome.assignment.boogie_lines() {
            out.line(&line);
        }
    }
    let program = houdini_final(&s.program, &outcome.assignment);
    for stage in &mut s.stages {
        if let Stage::Select(procs) = stage {
            *procs = args.proc.clone();
        }
    }
    let results = match s.verify(program, None) {
        Ok(r) => r,
        Err(f) => {
            out.flush();
            return f.report(true);
        }
    };
    report::print_notes(&results);
    if args.format == "json" {
        out.text(&report::json(&results));
    } else if args.format == "sarif" {
        out.text(&crate::sarif::sarif(&results));
    } else {
        report::print_text(&mut out, &results, args.check.error_trace);
    }
    cmd_verify::exit_outcome(&results)
}

/// The program verified after Houdini: the input with the assignment as axioms.
fn houdini_final(program: &boogie_ast::Program, assignment: &infer::Assignment) -> boogie_ast::Program {
    infer::houdini::with_assignment(program, assignment)
}

/// `rboogie infer`.
pub fn run(args: &InferArgs) -> Outcome {
    let mut out = Out::stdout();
    let watch = WatchArgs::default();
    let mut s = match session(&args.files, &args.check, &args.stages, args.inline_depth, &watch, &mut out) {
        Ok(s) => s,
        Err(o) => return o,
    };
    s.algorithm = infer::predicates::Algorithm::from_name(&args.abstraction).unwrap_or(infer::predicates::Algorithm::Fq);
    s.guess = args.guess_predicates;
    if let Some(file) = &args.predicates {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                Out::stderr().line(&format!("rboogie: error: cannot read {file}: {e}"));
                return Outcome::InputErrors;
            }
        };
        match infer::predicates::add_from_file(&s.program, &text, file) {
            Ok(p) => s.program = p,
            Err(m) => {
                Out::stderr().line(&format!("rboogie: error: {m}"));
                return Outcome::InputErrors;
            }
        }
    }
    let (outcome, loops) = match s.run_method(&args.method) {
        Ok(o) => o,
        Err(f) => {
            out.flush();
            return f.report(true);
        }
    };
    let annotated = infer::annotate(&s.program, &outcome.assignment);
    let text = boogie_ast::print::print_program(&annotated);
    let st = &outcome.stats;
    if args.format == "json" {
        let assignment: serde_json::Map<String, serde_json::Value> =
            outcome.assignment.0.iter().map(|(n, v)| (n.to_string(), serde_json::Value::Bool(*v))).collect();
        let doc = serde_json::json!({
            "method": args.method,
            "assignment": assignment,
            "candidates": outcome.candidates.len(),
            "rounds": st.rounds,
            "implementation_checks": st.implementation_checks,
            "refuted": st.refuted,
            "dropped": st.dropped,
            "program": text,
            "loops": loops,
        });
        out.line(&serde_json::to_string_pretty(&doc).unwrap_or_default());
    } else {
        out.text(&text);
        for l in &loops {
            let q = &l.queries;
            out.line(&format!(
                "// predicate abstraction ({}): {} line {}: {} predicates, {} iterations, {} queries ({} maximal clauses, {} shrinking, {} enumerated)",
                args.abstraction,
                l.procedure,
                l.line,
                l.predicates,
                l.iterations,
                q.total(),
                q.maximal,
                q.shrink,
                q.enumerated
            ));
        }
        out.line(&format!(
            "// inferred by rboogie infer --method {}: {} candidates, {} true; {} rounds, {} implementation checks, {} refuted, {} dropped (solver failures)",
            args.method,
            outcome.candidates.len(),
            outcome.candidates.iter().filter(|c| outcome.assignment.get(&c.constant) == Some(true)).count(),
            st.rounds,
            st.implementation_checks,
            st.refuted,
            st.dropped
        ));
    }
    Outcome::Success
}
