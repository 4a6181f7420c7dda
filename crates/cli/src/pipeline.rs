//! The pipeline: every stage from Boogie text to verification results, registered once, in
//! order, with its name, what it reads, what it writes and a one-line description.
//!
//! ```text
//! text ─parse─▶ parsed ─infer-modifies─▶ parsed ─check─▶ typed ─unstructure─▶ … ─passify─▶ passive
//!   ─hoist-uses─▶ passive ─select─▶ passive ─monomorphize─▶ passive
//!   ─vcgen─▶ vc ─smt-lib─▶ SMT-LIB text ─prove─▶ results
//!              └─solve─▶ results
//! ```
//!
//! `rboogie passes` lists the registry, `rboogie passes --dot` draws it; `rboogie run` runs
//! a stretch of it, `rboogie pass` one stage, `verify` and `vcgen` the stretches that end in
//! `solve` and `smt-lib` ([`crate::runner`] runs them all). A stage is one of:
//! - the front end: `parse` (Boogie text, or the JSON form `print --json` writes),
//!   `infer-modifies` (`--infer-modifies`: Boogie's `-inferModifies`, before resolution
//!   because resolution checks the `modifies` clauses) and `check` (name resolution and
//!   type checking; the program is unchanged);
//! - a lowering pass ([`boogie_ast::pass::Pass`]): program to program, in a form at least
//!   its input form; the scheduler ([`boogie_ast::pass::schedule`]) takes the passes that
//!   map implementations one by one through each implementation in turn;
//! - an analysis ([`boogie_ast::pass::Analysis`]): reads a program and reports, run only
//!   when asked for (`run --until NAME`, `pass NAME`);
//! - the passive program's last steps before VC generation: `select` (`verify --proc`:
//!   only the implementations of the named procedures, chosen after lowering so that
//!   inlining still sees every callee) and `monomorphize` (the `mono` crate: polymorphism
//!   removed, `--type-encoding`);
//! - the back end: `vcgen` (the passive program, type-checked, ready for VC generation: the
//!   VC of each implementation is made as the next stage asks for it), `smt-lib` (all the
//!   queries as one script), `solve` (each query sent to the solver, counterexamples read
//!   back) and `prove` (a script written by `smt-lib`, run and read back by name).
//!
//! A new pass is one line in [`registry`], where it runs: e.g. an analysis after the pass
//! whose output it reads.

use boogie_ast::pass::{Analysis, Pass, PassCx, PassErrors};
use boogie_ast::{Body, Decl, Form, Program};
use clap::Args;
use passive::Strategy;
use vcgen::VcKind;

use crate::frontend::TypeEncoding;

/// What a stage reads or writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Data {
    /// Boogie source text (or the JSON form of a program).
    Text,
    /// A program in a form.
    Program(Form),
    /// A passive program ready for VC generation.
    Vc,
    /// An SMT-LIB script of queries.
    SmtLib,
    /// Verification results (printed as Boogie prints them).
    Results,
    /// An analysis's report.
    Report,
}

impl Data {
    pub fn name(self) -> &'static str {
        match self {
            Data::Text => "text",
            Data::Program(f) => f.name(),
            Data::Vc => "vc",
            Data::SmtLib => "smt-lib",
            Data::Results => "results",
            Data::Report => "report",
        }
    }
}

/// One stage of the pipeline.
pub enum Stage {
    /// Boogie text (or JSON) to a parsed program.
    Parse,
    /// `modifies` clauses inferred (when on), before resolution checks them.
    InferModifies(bool),
    /// Name resolution and type checking.
    Check,
    /// A lowering pass.
    Pass(Box<dyn Pass>),
    /// An analysis.
    Analysis(Box<dyn Analysis>),
    /// Only the implementations of the procedures the patterns name (all: no pattern).
    Select(Vec<String>),
    /// Polymorphism removed from a passive program, as the type encoding asks.
    Monomorphize(TypeEncoding),
    /// A passive program made ready for VC generation.
    Vcgen,
    /// The queries as one SMT-LIB script.
    SmtLib,
    /// The queries sent to the solver.
    Solve,
    /// An SMT-LIB script of `smt-lib` run through the solver.
    Prove,
}

impl Stage {
    pub fn name(&self) -> &'static str {
        match self {
            Stage::Parse => "parse",
            Stage::InferModifies(_) => "infer-modifies",
            Stage::Select(_) => "select",
            Stage::Monomorphize(_) => "monomorphize",
            Stage::Check => "check",
            Stage::Pass(p) => p.name(),
            Stage::Analysis(a) => a.name(),
            Stage::Vcgen => "vcgen",
            Stage::SmtLib => "smt-lib",
            Stage::Solve => "solve",
            Stage::Prove => "prove",
        }
    }

    pub fn input(&self) -> Data {
        match self {
            Stage::Parse => Data::Text,
            Stage::InferModifies(_) | Stage::Check => Data::Program(Form::Parsed),
            Stage::Select(_) | Stage::Monomorphize(_) => Data::Program(Form::Passive),
            Stage::Pass(p) => Data::Program(p.requires()),
            Stage::Analysis(a) => Data::Program(a.requires()),
            Stage::Vcgen => Data::Program(Form::Passive),
            Stage::SmtLib | Stage::Solve => Data::Vc,
            Stage::Prove => Data::SmtLib,
        }
    }

    pub fn output(&self) -> Data {
        match self {
            Stage::Parse | Stage::InferModifies(_) => Data::Program(Form::Parsed),
            Stage::Check => Data::Program(Form::Typed),
            Stage::Select(_) | Stage::Monomorphize(_) => Data::Program(Form::Passive),
            Stage::Pass(p) => Data::Program(p.produces()),
            Stage::Analysis(_) => Data::Report,
            Stage::Vcgen => Data::Vc,
            Stage::SmtLib => Data::SmtLib,
            Stage::Solve | Stage::Prove => Data::Results,
        }
    }

    pub fn description(&self) -> &'static str {
        match self {
            Stage::Parse => "Boogie text (or the JSON form of `print --json`) to a program; Boogie's parse errors",
            Stage::InferModifies(_) => "with --infer-modifies: each procedure's modifies gets the globals its implementations and callees modify",
            Stage::Select(_) => "with verify --proc: only the implementations of the procedures named (* matches any text)",
            Stage::Monomorphize(_) => "polymorphism removed: monomorphized, or types as terms (--type-encoding)",
            Stage::Check => "name resolution and type checking with Boogie's messages (the program is unchanged)",
            Stage::Pass(p) => p.description(),
            Stage::Analysis(a) => a.description(),
            Stage::Vcgen => "type facts of the passive program and the prelude; each implementation's VC (--vc wp|sp) made as asked",
            Stage::SmtLib => "the queries as one SMT-LIB script: prelude, then per implementation push, VC, check-sat, names, pop",
            Stage::Solve => "each implementation's VC sent to the solver; counterexamples read back as errors with traces",
            Stage::Prove => "a script written by smt-lib run through the solver, errors read back from its names alone",
        }
    }

    /// The lowering pass, if this stage is one.
    pub fn pass(&self) -> Option<&dyn Pass> {
        match self {
            Stage::Pass(p) => Some(p.as_ref()),
            _ => None,
        }
    }

    /// Whether the stage is run only when asked for by name (analyses, and the stages after
    /// `vcgen` other than the one a command ends in).
    pub fn is_branch(&self) -> bool {
        matches!(self, Stage::Analysis(_) | Stage::SmtLib | Stage::Solve | Stage::Prove)
    }
}

/// The options that choose stage variants, shared by `verify`, `vcgen`, `run` and `pass`.
#[derive(Args, Debug, Clone)]
pub struct StageArgs {
    /// Passification: `optimal` (version-optimal) or `flanagan-saxe`.
    #[arg(long, value_name = "STRATEGY", default_value = "optimal", value_parser = ["optimal", "flanagan-saxe", "fs"])]
    pub passify: String,
    /// The verification condition: `wp` (block equations) or `sp` (strongest postcondition);
    /// for `verify`, `wp,sp` races both (a portfolio); other commands take the first.
    #[arg(long, value_name = "wp|sp", default_value = "wp", value_parser = crate::portfolio_args::parse_vcs)]
    pub vc: String,
    /// Unsharing cut-off K of the SMT-LIB printer: a sub-term shared by several parents and
    /// larger than K nodes is named once (0 names every shared sub-term).
    #[arg(long, value_name = "K", default_value_t = 30)]
    pub unshare: u64,
    /// Add to each procedure's `modifies` the globals its implementations and callees
    /// modify (Boogie's `-inferModifies`).
    #[arg(long)]
    pub infer_modifies: bool,
    /// How polymorphism is encoded: `auto` (monomorphize, or types as terms where that
    /// cannot be done soundly), `monomorphic`/`m` (or stop, as Boogie), `predicates`/`p`
    /// or `arguments`/`a` (types as terms; Boogie's `-typeEncoding`).
    #[arg(long, value_name = "auto|m|p|a", default_value = "auto", value_parser = ["auto", "m", "monomorphic", "p", "predicates", "a", "arguments"])]
    pub type_encoding: String,
    /// Unroll every loop N times and cut it there instead of using its invariants (bounded
    /// verification; Boogie's `-loopUnroll:N`).
    #[arg(long, value_name = "N")]
    pub loop_unroll: Option<u32>,
    /// With `--loop-unroll`: where the unrolling stops, assert that no further iteration is
    /// possible instead of assuming it (Boogie's `-soundLoopUnrolling`).
    #[arg(long)]
    pub sound_loop_unrolling: bool,
    /// The procedures whose implementations are verified (`verify --proc`; empty: all).
    #[arg(skip)]
    pub procs: Vec<String>,
    /// Mark every source command for the `reach` analysis (the `reach-marks` pass, after
    /// `check`; `run --until reach` sets it).
    #[arg(long)]
    pub reach_marks: bool,
    /// Peel the first iteration off every loop before loops are cut (the `peel-loops` pass;
    /// `reach --unroll` sets it).
    #[arg(skip)]
    pub peel_loops: bool,
}

impl StageArgs {
    pub fn strategy(&self) -> Strategy {
        Strategy::from_name(&self.passify).unwrap_or_default()
    }

    pub fn vc_kind(&self) -> VcKind {
        VcKind::from_name(crate::portfolio_args::first(&self.vc)).unwrap_or(VcKind::Wp)
    }

    pub fn type_encoding(&self) -> TypeEncoding {
        TypeEncoding::from_name(&self.type_encoding).unwrap_or(TypeEncoding::Auto)
    }
}

/// Every stage, in pipeline order.
///
/// `reach-marks` is there only with `--reach-marks` (the stretch `verify` runs has no use
/// for it, and a program saved before `unstructure` has no positions to keep).
pub fn registry(args: &StageArgs) -> Vec<Stage> {
    let mut stages = vec![
        Stage::Parse,
        Stage::InferModifies(args.infer_modifies),
        Stage::Check,
        Stage::Pass(Box::new(passive::Unstructure)),
        Stage::Analysis(Box::new(Flowgraphs { proc: None })),
        Stage::Pass(Box::new(passive::Coalesce)),
        Stage::Pass(Box::new(passive::Inline)),
        Stage::Pass(Box::new(passive::UnrollLoops { depth: args.loop_unroll, sound: args.sound_loop_unrolling })),
        Stage::Pass(Box::new(passive::DesugarMeasures)),
        Stage::Pass(Box::new(passive::DesugarSpecs)),
        Stage::Pass(Box::new(passive::CutLoops)),
        Stage::Pass(Box::new(passive::DesugarCalls)),
        Stage::Pass(Box::new(passive::Passify { strategy: args.strategy() })),
        Stage::Pass(Box::new(passive::HoistUses)),
        Stage::Analysis(Box::new(Reach { encoding: args.type_encoding.clone() })),
        Stage::Select(args.procs.clone()),
        Stage::Monomorphize(args.type_encoding()),
        Stage::Vcgen,
        Stage::SmtLib,
        Stage::Solve,
        Stage::Prove,
    ];
    if args.peel_loops {
        let at = stages.iter().position(|s| matches!(s, Stage::Pass(p) if p.name() == "cut-loops")).unwrap_or(stages.len());
        stages.insert(at, Stage::Pass(Box::new(passive::PeelLoops)));
    }
    if args.reach_marks {
        stages.insert(3, Stage::Pass(Box::new(reach::marks::Marks)));
    }
    stages
}

/// The names of `stages`, for messages.
pub fn names(stages: &[Stage]) -> String {
    stages.iter().map(Stage::name).collect::<Vec<_>>().join(", ")
}

/// The position of the stage named `name`; the error lists the valid names.
pub fn position(stages: &[Stage], name: &str) -> Result<usize, String> {
    stages.iter().position(|s| s.name() == name).ok_or_else(|| format!("unknown stage '{name}' (valid: {})", names(stages)))
}

/// The lowering passes of `stages` (the program-to-program stretch).
pub fn passes(stages: &[Stage]) -> Vec<&dyn Pass> {
    stages.iter().filter_map(Stage::pass).collect()
}

/// `rboogie passes`: one line per stage: name, input, output, description.
pub fn listing(stages: &[Stage]) -> String {
    stages.iter().map(|s| format!("{:<17} {:<13} {:<13} {}\n", s.name(), s.input().name(), s.output().name(), s.description())).collect()
}

/// `rboogie passes --dot`: the pipeline as a GraphViz `digraph`: one node per stage, labelled
/// with what it reads and writes, an edge from each stage to the next on the main line, and
/// from the stage a branch (an analysis, a back-end stage) reads to the branch.
pub fn dot(stages: &[Stage]) -> String {
    let mut out = String::from("digraph pipeline {\n  rankdir=LR;\n  node [shape=box, fontname=\"monospace\"];\n");
    for s in stages {
        let shape = if s.is_branch() { ", style=rounded" } else { "" };
        out.push_str(&format!("  \"{}\" [label=\"{}\\n{} → {}\"{shape}];\n", s.name(), s.name(), s.input().name(), s.output().name()));
    }
    // Each stage follows the last earlier stage on the main line whose output it reads.
    let mut main: Option<&Stage> = None;
    for s in stages {
        let from = if matches!(s, Stage::Prove) {
            stages.iter().find(|t| matches!(t, Stage::SmtLib))
        } else {
            main
        };
        if let Some(f) = from {
            out.push_str(&format!("  \"{}\" -> \"{}\";\n", f.name(), s.name()));
        }
        if !s.is_branch() {
            main = Some(s);
        }
    }
    out.push_str("}\n");
    out
}

/// The flowgraph of each implementation (or of those of one procedure) as GraphViz `.dot`
/// text: the `cfg` analysis, also `rboogie cfg`.
pub struct Flowgraphs {
    pub proc: Option<String>,
}

impl Analysis for Flowgraphs {
    fn name(&self) -> &'static str {
        "cfg"
    }
    fn description(&self) -> &'static str {
        "each implementation's flowgraph as GraphViz (the blocks execution traces name)"
    }
    fn requires(&self) -> Form {
        Form::Unstructured
    }
    fn run(&self, program: &Program, _cx: &mut PassCx) -> Result<String, PassErrors> {
        let bodies: Vec<(&boogie_ast::Ident, &Body)> = program
            .decls
            .iter()
            .filter_map(|d| match d {
                Decl::Implementation(i) => Some((&i.name, &i.body)),
                Decl::Procedure(p) => p.body.as_ref().map(|b| (&p.name, b)),
                _ => None,
            })
            .filter(|(name, _)| self.proc.as_deref().is_none_or(|p| p == name.name.as_str()))
            .collect();
        if let (Some(name), true) = (&self.proc, bodies.is_empty()) {
            return Err(vec![boogie_ast::pass::PassError::new(boogie_ast::Span::NONE, format!("no implementation of procedure '{name}'"))]);
        }
        let mut out = String::new();
        for (name, body) in bodies {
            let graph = boogie_tc::flowgraph(body)
                .map_err(|e| vec![boogie_ast::pass::PassError::new(name.span, format!("implementation {}: {e}", name.name))])?;
            out.push_str(&boogie_tc::cfg_dot(&graph, &name.name));
        }
        Ok(out)
    }
}

/// The `reach` analysis on a passive program: unreachable source commands (the marks of
/// `reach-marks` found in the program name them), with the thesis strategy, z3 and no time
/// limit (`rboogie reach` has the options); the report as `rboogie reach` prints it.
pub struct Reach {
    encoding: String,
}

impl Analysis for Reach {
    fn name(&self) -> &'static str {
        "reach"
    }
    fn description(&self) -> &'static str {
        "unreachable source commands (marked by reach-marks), one solver process, the thesis strategy"
    }
    fn requires(&self) -> Form {
        Form::Passive
    }
    fn run(&self, program: &Program, _cx: &mut PassCx) -> Result<String, PassErrors> {
        let fail = |m: String| vec![boogie_ast::pass::PassError::new(boogie_ast::Span::NONE, m)];
        let args = StageArgs { type_encoding: self.encoding.clone(), ..StageArgs::default() };
        let passive = monomorphic(program.clone(), &args).map_err(fail)?;
        let info = boogie_tc::check(&passive, "").map_err(|f| fail(f.lines(&passive).join(" | ")))?;
        let opts = crate::cmd_reach::default_options().map_err(fail)?;
        Ok(reach::report::text(&reach::analyze(&passive, &info, None, &opts)))
    }
}

impl Default for StageArgs {
    fn default() -> StageArgs {
        StageArgs {
            passify: "optimal".into(),
            vc: "wp".into(),
            unshare: vcgen::VcOptions::default().share_cutoff,
            infer_modifies: false,
            type_encoding: "auto".into(),
            loop_unroll: None,
            sound_loop_unrolling: false,
            procs: Vec::new(),
            reach_marks: false,
            peel_loops: false,
        }
    }
}

impl StageArgs {
    /// How VCs are made and printed.
    pub fn vc_options(&self) -> vcgen::VcOptions {
        vcgen::VcOptions { kind: self.vc_kind(), share_cutoff: self.unshare }
    }
}

/// Every lowering pass of the registry on `program` (typed), in process, with nothing
/// watching: the program `verify` proves (for tests and library use); the error is the
/// failing pass's messages.
pub fn lower_to_passive(program: Program, args: &StageArgs) -> Result<Program, String> {
    let stages = registry(args);
    let passes = passes(&stages);
    let files = program.files.clone();
    boogie_ast::pass::schedule::run(program, &passes, &mut boogie_ast::pass::schedule::Unobserved, &mut PassCx::new()).map_err(|stop| match stop {
        boogie_ast::pass::schedule::Stop::Pass { index, errors } => crate::runner::pass_errors(passes[index].name(), &errors, &files),
        other => format!("{other:?}"),
    })
}

/// `program` (passive, from [`lower_to_passive`]) as the `monomorphize` stage leaves it:
/// the program `solve` verifies (for tests and library use); the error is Boogie's line or
/// the type checker's.
pub fn monomorphic(program: Program, args: &StageArgs) -> Result<Program, String> {
    if !vcgen::prelude_reads_bodies(&program) {
        return Ok(program);
    }
    let info = boogie_tc::check(&program, "").map_err(|f| f.lines(&program).join("\n"))?;
    match crate::frontend::monomorphize(&program, &info, args.type_encoding()) {
        Ok(crate::frontend::Mono::New(p) | crate::frontend::Mono::Terms(p)) => Ok(p),
        Ok(crate::frontend::Mono::Same) => {
            drop(info);
            Ok(program)
        }
        Err(line) => Err(line.to_string()),
    }
}
