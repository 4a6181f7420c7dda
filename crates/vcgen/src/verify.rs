//! Verifying the implementations of a passive program with an SMT solver, and turning
//! counterexamples into error reports (data: the cli renders them as Boogie prints them,
//! boogie-output.md §2–§5, §8).
//!
//! Counterexamples are read without trusting every label (algorithms.md §3): the values
//! of the block and check constants are read with `get-value`, and the walk goes from the
//! entry through blocks whose constants say the failure lies ahead, to the first check
//! that is false. After a reported error the check is assumed (`r_k`) and the solver asked
//! again, up to the error limit.

use std::path::PathBuf;
use std::time::Duration;

use boogie_ast::{Attribute, Decl, Expr, ExprKind, ImplementationDecl, Literal, Program};
use boogie_tc::TcInfo;
use boogie_ast::origin::{find_pos, OriginKind, Pos, END_AT, POS};
use smt_backend::{
    make_solver, DriverKind, Printer, RecordingSolver, SatResult, Session, SmtSolver, SolverConfig,
    SolverError, SolverKind,
};

use crate::blocks::{self, Graph, Shape};
use crate::ext::{self, ArrayExt, Attempt, Mode};
use crate::labels::CheckInfo;
use crate::memo::{CacheHook, Cached, ImplQuery, WorkerCache};
use crate::translate::{attr, attr_string, Translator};
use crate::vc::{self, Vc, VcKind, VcOptions};

/// The solver and the checks: what `rboogie verify` and `rboogie prove` pass down (how VCs
/// are made is [`VcOptions`]).
#[derive(Clone, Debug)]
pub struct Options {
    /// 0 = unlimited.
    pub error_limit: u32,
    pub error_trace: u8,
    /// Seconds; 0 = none.
    pub time_limit: u64,
    /// z3's resource limit per check (`rlimit`); 0 = none.
    pub rlimit: u64,
    /// Boogie's `/prune`: each implementation's query gets only the axioms the dependency
    /// graph of [`crate::prune`] reaches from it.
    pub prune: bool,
    pub solver: SolverKind,
    pub solver_path: PathBuf,
    pub driver: DriverKind,
    pub jobs: usize,
    pub dump_dir: Option<PathBuf>,
    /// Array extensionality (z3 only; see [`crate::ext`]).
    pub array_ext: ArrayExt,
    /// Solver options `key=value` given by the user (z3: command-line parameters), after
    /// and overriding rboogie's own.
    pub solver_options: Vec<String>,
    /// Read the values of the source variables at each trace step from the model
    /// ([`crate::model_view`]; `--model-view`).
    pub model_view: bool,
    /// A verification cache (see [`crate::memo`]); `None`: every implementation is solved.
    pub cache: Option<CacheHook>,
    /// A portfolio (see [`crate::portfolio`]); empty: the one solver and VC form above.
    pub portfolio: Vec<crate::portfolio::Racer>,
    /// Where the solver processes register (a portfolio's racers; see
    /// [`smt_backend::KillSwitch`]).
    pub kill_switch: Option<smt_backend::KillSwitch>,
}

impl Options {
    /// The options `rboogie verify` has by default, for `solver` at `solver_path`: five
    /// errors per implementation, traces, no limits, one process, extensionality on demand,
    /// no cache, no portfolio. Callers set what differs (`Options { .., ..Options::new(..) }`).
    pub fn new(solver: SolverKind, solver_path: PathBuf) -> Options {
        Options {
            error_limit: 5,
            error_trace: 1,
            time_limit: 0,
            rlimit: 0,
            prune: false,
            solver,
            solver_path,
            driver: smt_backend::DriverKind::Own,
            jobs: 1,
            dump_dir: None,
            array_ext: ArrayExt::OnDemand { budget: ext::DEFAULT_BUDGET, factor: ext::DEFAULT_FACTOR },
            solver_options: Vec::new(),
            model_view: false,
            cache: None,
            portfolio: Vec::new(),
            kill_switch: None,
        }
    }
}

/// The outcome of one implementation (boogie-output.md §2.2, §8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Verified,
    Errors,
    TimedOut,
    OutOfMemory,
    OutOfResource,
    Inconclusive,
    SolverException,
}

/// One reported counterexample: which check failed, where, and the path to it. The cli
/// renders it (Boogie's message for each kind, its trace lines, JSON).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ErrorReport {
    pub kind: OriginKind,
    /// The main location (absent when unknown).
    pub pos: Option<Pos>,
    /// A `{:msg}` text replacing the main line.
    pub custom: Option<String>,
    /// The clause a failed precondition, postcondition or measure bound comes from (the
    /// kinds Boogie reports a related location for).
    pub related: Option<Pos>,
    /// The blocks of the failing path that have a source token: label and position (none
    /// for a synthetic block printed with `--error-trace 2`).
    pub trace: Vec<(String, Option<Pos>)>,
    /// With `--model-view`: the values of the source variables at each trace entry (one
    /// state per entry of `trace`); empty otherwise.
    pub model: Vec<crate::model_view::State>,
}

/// The result of one implementation.
#[derive(Clone, Debug)]
pub struct ImplResult {
    pub name: String,
    /// `{:priority}` (1 by default): results are reported by descending priority, stably.
    pub priority: i64,
    pub pos: Option<Pos>,
    pub outcome: Outcome,
    pub errors: Vec<ErrorReport>,
    pub time_limit: u64,
    /// `{:msg_if_verifies}`.
    pub msg_if_verifies: Option<String>,
    /// Why the translation was partial (expressions replaced by fresh booleans), for logs.
    pub notes: Vec<String>,
    /// Soundness alarms (a portfolio's definitive results disagreed): always printed.
    pub alarms: Vec<String>,
    /// The query left something out (an axiom or function the solver rejected or that has
    /// no translation, an untranslated expression): its errors may not be real.
    pub partial: bool,
}

fn attr_int(attrs: &[Attribute], key: &str) -> Option<i64> {
    attr(attrs, key).and_then(|a| match a.args.first_expr() {
        Some(Expr { kind: ExprKind::Lit(Literal::Int(d)), .. }) => d.parse().ok(),
        _ => None,
    })
}

fn attr_false(attrs: &[Attribute], key: &str) -> bool {
    attr(attrs, key).is_some_and(|a| {
        matches!(a.args.first_expr(), Some(Expr { kind: ExprKind::Lit(Literal::Bool(false)), .. }))
    })
}

/// The implementations Boogie verifies, in output order (declaration order, stable by
/// descending `{:priority}`), each with its priority.
pub fn selected<'p>(program: &'p Program, info: &TcInfo<'p>) -> Vec<(i64, &'p ImplementationDecl)> {
    let mut out: Vec<(i64, &ImplementationDecl)> = Vec::new();
    for d in &program.decls {
        let Decl::Implementation(imp) = d else { continue };
        let proc_attrs: &[Attribute] = info.impl_of(imp).map(|ii| info.proc(ii.proc).decl.attrs.as_slice()).unwrap_or(&[]);
        if attr_false(&imp.attrs, "verify") || attr_false(proc_attrs, "verify") {
            continue;
        }
        if attr(&imp.attrs, "inline").is_some() || attr(proc_attrs, "inline").is_some() {
            continue;
        }
        let prio = attr_int(&imp.attrs, "priority").or_else(|| attr_int(proc_attrs, "priority")).unwrap_or(1).max(1);
        out.push((prio, imp));
    }
    out.sort_by_key(|x| std::cmp::Reverse(x.0));
    out
}

/// Whether the prelude of `program` (what [`Translator::prelude`] builds once for all its
/// implementations) depends on the implementations' bodies: whether a type parameter
/// occurs anywhere. Such a program is monomorphized as a whole by the `mono` crate (the
/// instances are those its bodies use; types encoded as terms range over the types they
/// mention). A program without one has a prelude, and so each implementation's query, that
/// is the same whichever of its implementations are verified together, up to the numbers
/// that make fresh names unique (`@N`, counted per translator); the cli verifies a large
/// program in units only then, and skips monomorphization.
pub fn prelude_reads_bodies(program: &Program) -> bool {
    use boogie_ast::gen::visit::{walk_datatype_decl, walk_function_decl, walk_implementation_decl, walk_map_type, walk_procedure_decl, walk_quant_expr, Visitor};
    /// Finds a type parameter anywhere.
    struct Polymorphic(bool);
    impl Visitor for Polymorphic {
        fn visit_datatype_decl(&mut self, node: &boogie_ast::DatatypeDecl) {
            self.0 |= !node.type_params.is_empty();
            walk_datatype_decl(self, node);
        }
        fn visit_function_decl(&mut self, node: &boogie_ast::FunctionDecl) {
            self.0 |= !node.type_params.is_empty();
            walk_function_decl(self, node);
        }
        fn visit_procedure_decl(&mut self, node: &boogie_ast::ProcedureDecl) {
            self.0 |= !node.type_params.is_empty();
            walk_procedure_decl(self, node);
        }
        fn visit_implementation_decl(&mut self, node: &ImplementationDecl) {
            self.0 |= !node.type_params.is_empty();
            walk_implementation_decl(self, node);
        }
        fn visit_map_type(&mut self, node: &boogie_ast::MapType) {
            self.0 |= !node.type_params.is_empty();
            walk_map_type(self, node);
        }
        fn visit_quant_expr(&mut self, node: &boogie_ast::QuantExpr) {
            self.0 |= !node.type_params.is_empty();
            walk_quant_expr(self, node);
        }
    }
    let mut v = Polymorphic(false);
    v.visit_program(program);
    v.0
}

/// A solver for the first worker of [`verify_program_with`], started before the front end
/// so that the solver sets itself up (z3: 10-15 ms) while rboogie parses and lowers the
/// program. Dropping it unused (say, after an input error) stops the process.
pub struct EarlySolver(Box<dyn SmtSolver + Send>);

/// Starts the solver of `opts` now ([`SmtSolver::start_early`]).
pub fn start_solver_early(opts: &Options) -> EarlySolver {
    let mut solver = make_solver(solver_config(opts), opts.driver);
    solver.start_early();
    EarlySolver(solver)
}

/// Told of each implementation's result as soon as it is known (from the worker threads, in
/// any order): what the cli streams and counts its progress bar with.
pub trait Progress: Sync {
    /// `n` implementations are about to be verified (called once per program or unit).
    fn planned(&self, _n: usize) {}
    /// The implementation of output index `index` (in the order of [`selected`]) has
    /// `result` (its priority not yet set).
    fn done(&self, index: usize, result: &ImplResult);
}

/// The [`Progress`] that ignores everything.
pub struct NoProgress;

impl Progress for NoProgress {
    fn done(&self, _index: usize, _result: &ImplResult) {}
}

/// Verifies every selected implementation; results in output order.
pub fn verify_program<'p>(program: &'p Program, info: &TcInfo<'p>, opts: &Options, vc: VcOptions) -> Vec<ImplResult> {
    verify_program_with(program, info, opts, vc, None)
}

/// [`verify_program`], the first worker using `early` as its solver.
pub fn verify_program_with<'p>(
    program: &'p Program,
    info: &TcInfo<'p>,
    opts: &Options,
    vc: VcOptions,
    early: Option<EarlySolver>,
) -> Vec<ImplResult> {
    verify_program_streamed(program, info, opts, vc, early, &NoProgress)
}

/// [`verify_program_with`], telling `progress` of each result as it comes. After an
/// interruption ([`smt_backend::interrupt`]) the implementations not finished before it
/// are left out: the results are those of the implementations finished before it, in
/// output order.
pub fn verify_program_streamed<'p>(
    program: &'p Program,
    info: &TcInfo<'p>,
    opts: &Options,
    vc: VcOptions,
    early: Option<EarlySolver>,
    progress: &dyn Progress,
) -> Vec<ImplResult> {
    let chosen = selected(program, info);
    let impls: Vec<&ImplementationDecl> = chosen.iter().map(|&(_, imp)| imp).collect();
    progress.planned(impls.len());
    let slots: Vec<Option<ImplResult>> = if opts.portfolio.len() > 1 {
        drop(early);
        let results = crate::portfolio::run(program, info, opts, vc, &impls);
        for (i, r) in results.iter().enumerate() {
            progress.done(i, r);
        }
        results.into_iter().map(Some).collect()
    } else {
        run_workers(program, info, opts, vc, &impls, early, progress)
    };
    let interrupted = smt_backend::interrupt::interrupted();
    let mut results = Vec::with_capacity(slots.len());
    for ((slot, imp), (priority, _)) in slots.into_iter().zip(&impls).zip(&chosen) {
        let mut r = match slot {
            Some(r) => r,
            None if interrupted => continue,
            None => failed(imp, opts, Outcome::SolverException, "worker failed"),
        };
        r.priority = *priority;
        results.push(r);
    }
    results
}

/// The results of `impls`, by index (`None`: its worker failed, or the run was interrupted
/// before it was finished), on `opts.jobs` solver processes (one worker each).
fn run_workers<'p>(
    program: &'p Program,
    info: &TcInfo<'p>,
    opts: &Options,
    vc: VcOptions,
    impls: &[&'p ImplementationDecl],
    early: Option<EarlySolver>,
    progress: &dyn Progress,
) -> Vec<Option<ImplResult>> {
    let jobs = opts.jobs.max(1).min(impls.len().max(1));
    let mut early = early.map(|e| e.0);
    let mut slots: Vec<Option<ImplResult>> = vec![None; impls.len()];
    let mut place = |w: usize, results: Vec<ImplResult>| {
        for (k, r) in results.into_iter().enumerate() {
            if let Some(slot) = slots.get_mut(w + k * jobs) {
                *slot = Some(r);
            }
        }
    };
    if jobs <= 1 {
        place(0, run_worker(program, info, opts, vc, impls, (0, 1), early, progress));
        return slots;
    }
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs)
            .map(|w| {
                let early = early.take();
                scope.spawn(move || (w, run_worker(program, info, opts, vc, impls, (w, jobs), early, progress)))
            })
            .collect();
        for h in handles {
            if let Ok((w, results)) = h.join() {
                place(w, results);
            }
        }
    });
    slots
}

/// The name an implementation's result carries (`{:verboseName}` or its own).
pub fn implementation_name(imp: &ImplementationDecl) -> String {
    impl_name(imp)
}

pub(crate) fn impl_name(imp: &ImplementationDecl) -> String {
    attr_string(&imp.attrs, "verboseName").unwrap_or_else(|| imp.name.name.to_string())
}

pub(crate) fn impl_time_limit(imp: &ImplementationDecl, opts: &Options) -> u64 {
    attr_int(&imp.attrs, "timeLimit").map(|t| t.max(0) as u64).unwrap_or(opts.time_limit)
}

/// The resource limit of `opts` alone (z3 only; 0 = none), for `rboogie prove`.
pub(crate) fn impl_rlimit_of(opts: &Options) -> u64 {
    if opts.solver == SolverKind::Z3 { opts.rlimit } else { 0 }
}

/// The implementation's resource limit: `{:rlimit N}`, else the option (z3 only; 0 = none).
pub(crate) fn impl_rlimit(imp: &ImplementationDecl, opts: &Options) -> u64 {
    if opts.solver != SolverKind::Z3 {
        return 0;
    }
    attr_int(&imp.attrs, "rlimit").map(|t| t.max(0) as u64).unwrap_or(opts.rlimit)
}

pub(crate) fn failed(imp: &ImplementationDecl, opts: &Options, outcome: Outcome, why: &str) -> ImplResult {
    ImplResult {
        name: impl_name(imp),
        priority: 1,
        pos: find_pos(&imp.attrs, POS),
        outcome,
        errors: Vec::new(),
        time_limit: impl_time_limit(imp, opts),
        msg_if_verifies: None,
        notes: vec![why.to_string()],
        alarms: Vec::new(),
        partial: false,
    }
}

/// The solver configuration of `opts`: Boogie's z3 options (`smt.case_split=3` among them:
/// over the 242 corpus and real-client files z3 4.8.12 with 3 verifies the most and times
/// out the least, and 5 causes time-outs in random programs, docs/BENCHMARKS.md
/// "Solver options"), then the user's `--solver-option`s, which replace an option of the
/// same key.
///
/// `tactic.default_tactic=smt`: z3's SMT-LIB front end builds, for every process, the
/// tactic it would use for a non-incremental `check-sat`; the default one (a cascade of
/// probes and tactics for every logic) takes about 3.5 ms to build, a quarter of z3's
/// start-up. rboogie always pushes before its first check, so z3 answers with its
/// incremental solver, the same `smt` core; the tactic only ran as z3's fallback when that
/// solver answered `unknown` on a quantifier-free query. With `smt` as the tactic, such an
/// `unknown` stays `unknown` (reported as inconclusive, never as verified). Same output on
/// every corpus file (docs/BENCHMARKS.md).
pub fn solver_config(opts: &Options) -> SolverConfig {
    let mut cfg = SolverConfig::new(opts.solver, opts.solver_path.clone());
    if opts.solver == SolverKind::Z3 {
        cfg.extra_args = [
            "auto_config=false",
            "smt.mbqi=false",
            "smt.case_split=3",
            "smt.delay_units=true",
            "smt.qi.eager_threshold=100",
            "type_check=true",
            "smt.phase_selection=0",
            "smt.restart_strategy=0",
            "smt.restart_factor=1.5",
            "smt.arith.random_initial_value=true",
            "nnf.sk_hack=true",
            "smt.bv.reflect=true",
            "model.compact=false",
            "tactic.default_tactic=smt",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        for o in &opts.solver_options {
            let key = o.split('=').next().unwrap_or("");
            cfg.extra_args.retain(|a| a.split('=').next() != Some(key));
            cfg.extra_args.push(o.clone());
        }
    }
    cfg.kill_switch = opts.kill_switch.clone();
    cfg.reply_limit = Duration::from_secs(if opts.time_limit == 0 { 600 } else { opts.time_limit * 2 + 10 });
    cfg
}

pub(crate) fn dump_writer(opts: &Options, worker: usize) -> Option<Box<dyn std::io::Write + Send>> {
    let dir = opts.dump_dir.as_ref()?;
    std::fs::create_dir_all(dir).ok()?;
    let f = std::fs::File::create(dir.join(format!("transcript-{worker}.smt2"))).ok()?;
    Some(Box::new(f))
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn run_worker<'p>(
    program: &'p Program,
    info: &TcInfo<'p>,
    opts: &Options,
    vc: VcOptions,
    impls: &[&'p ImplementationDecl],
    (worker, stride): (usize, usize),
    early: Option<Box<dyn SmtSolver + Send>>,
    progress: &dyn Progress,
) -> Vec<ImplResult> {
    let mine: Vec<&ImplementationDecl> = impls.iter().skip(worker).step_by(stride).copied().collect();
    if mine.is_empty() {
        return Vec::new();
    }
    let mut w = Worker::new(program, info, opts, vc, worker, early);
    let mut out = Vec::new();
    for (k, imp) in mine.into_iter().enumerate() {
        if smt_backend::interrupt::interrupted() {
            break;
        }
        let r = w.verify(imp);
        // A result the interruption cut short (its solver killed) is not one.
        if smt_backend::interrupt::interrupted() {
            break;
        }
        progress.done(worker + k * stride, &r);
        out.push(r);
    }
    out
}

/// One worker: a translator with the program's prelude, the cache's view of it, and a
/// solver session started on the first implementation the cache does not answer.
pub(crate) struct Worker<'a, 'p> {
    program: &'p Program,
    opts: &'a Options,
    vc: VcOptions,
    tr: Translator<'a, 'p>,
    prelude: crate::translate::Prelude,
    memo: Option<Box<dyn WorkerCache>>,
    lazy: LazySession,
    switch: ext::Switch,
    /// With `--prune`: the axioms by the dependency graph.
    pruning: Option<Pruning>,
}

impl<'a, 'p> Worker<'a, 'p> {
    pub(crate) fn new(
        program: &'p Program,
        info: &'a TcInfo<'p>,
        opts: &'a Options,
        vc: VcOptions,
        worker: usize,
        early: Option<Box<dyn SmtSolver + Send>>,
    ) -> Worker<'a, 'p> {
        let mut tr = Translator::new(info);
        tr.distinct_limit = opts.solver.profile().distinct_limit;
        tr.z3_map_builtins = opts.solver == SolverKind::Z3;
        tr.const_arrays = opts.solver != SolverKind::Yices;
        let prelude = tr.prelude(program);
        tr.end_prelude();
        let pruning = opts.prune.then(|| Pruning::new(program, &prelude));
        let global = match &pruning {
            Some(p) => p.always.clone(),
            None => prelude.axioms.clone(),
        };
        // The key covers what every query gets; with `--prune`, each query's own axioms
        // are added to its key (`verify_impl`).
        let memo = opts.cache.as_ref().map(|c| c.0.worker(&tr.store, &global, vc.print_options()));
        let lazy = LazySession { early, worker, vc, global, state: None };
        Worker { program, opts, vc, tr, prelude, memo, lazy, switch: ext::Switch::default(), pruning }
    }

    /// The result of `imp`.
    pub(crate) fn verify(&mut self, imp: &'p ImplementationDecl) -> ImplResult {
        let start = std::time::Instant::now();
        let live = self.pruning.as_ref().map(|p| p.live(imp)).unwrap_or_default();
        let mut r = verify_impl(
            self.program,
            &mut self.tr,
            &mut self.lazy,
            &mut self.switch,
            imp,
            self.opts,
            self.vc.kind,
            self.memo.as_mut(),
            &live,
        );
        tracing::info!(implementation = %r.name, outcome = ?r.outcome, seconds = start.elapsed().as_secs_f64(), "verified");
        r.notes.extend(self.prelude.dropped.iter().cloned());
        r.partial |= !self.prelude.dropped.is_empty();
        r
    }
}

/// The solver session of a worker, started (and given the prelude) when the first
/// implementation that is not in the cache needs it.
struct LazySession {
    early: Option<Box<dyn SmtSolver + Send>>,
    worker: usize,
    vc: VcOptions,
    /// The axioms every query gets (all, or with `--prune` those never pruned).
    global: Vec<smt_backend::TermId>,
    /// The session and the notes of its prelude, or why it could not be set up.
    state: Option<Result<(Session, Vec<String>), String>>,
}

impl LazySession {
    fn get(&mut self, tr: &Translator<'_, '_>, opts: &Options) -> Result<(&mut Session, &[String]), String> {
        if self.state.is_none() {
            self.state = Some(start_session(tr, &self.global, opts, self.early.take(), self.worker, self.vc));
        }
        // A session that could not be set up is tried again for the next implementation
        // (its process may have been killed by a portfolio, or died).
        if let Some(Err(why)) = &self.state {
            let why = why.clone();
            self.state = None;
            return Err(why);
        }
        match self.state.as_mut() {
            Some(Ok((session, notes))) => Ok((session, notes.as_slice())),
            _ => unreachable!("set above"),
        }
    }
}

/// A solver session with the prelude asserted, and the notes of the axioms it rejected.
fn start_session(
    tr: &Translator<'_, '_>,
    global: &[smt_backend::TermId],
    opts: &Options,
    early: Option<Box<dyn SmtSolver + Send>>,
    worker: usize,
    vc: VcOptions,
) -> Result<(Session, Vec<String>), String> {
    let solver = early.unwrap_or_else(|| make_solver(solver_config(opts), opts.driver));
    let solver: Box<dyn SmtSolver + Send> = match dump_writer(opts, worker) {
        Some(w) => Box::new(RecordingSolver::tee(w, solver)),
        None => solver,
    };
    let mut session = Session::new(Printer::new(vc.print_options()), solver);
    let mut notes = Vec::new();
    // All axioms in one write; if the solver rejects one, they go one by one so that only
    // the rejected ones are dropped.
    let one_by_one: &[smt_backend::TermId] = match session.assert_all(&tr.store, global) {
        Ok(()) => &[],
        Err(SolverError::Solver(_)) | Err(SolverError::BadCommand(_)) => global,
        Err(e) => return Err(format!("prelude: {e}")),
    };
    for ax in one_by_one {
        match session.assert(&tr.store, *ax) {
            Ok(()) => {}
            Err(SolverError::Solver(m)) | Err(SolverError::BadCommand(m)) => notes.push(format!("axiom dropped: {m}")),
            Err(e) => return Err(format!("prelude: {e}")),
        }
    }
    Ok((session, notes))
}

pub fn parse_bool(v: &str) -> Option<bool> {
    match v.trim() {
        "true" => Some(true),
        "false" => Some(false),
        _ => None,
    }
}

/// The axioms of [`Options::prune`]: those never pruned, and the prunable ones by their
/// number in the dependency graph.
struct Pruning {
    graph: crate::prune::Pruner,
    always: Vec<smt_backend::TermId>,
    prunable: Vec<(usize, smt_backend::TermId)>,
}

impl Pruning {
    fn new(program: &Program, prelude: &crate::translate::Prelude) -> Pruning {
        let mut always = Vec::new();
        let mut prunable = Vec::new();
        for (&t, k) in prelude.axioms.iter().zip(&prelude.axiom_index) {
            match k {
                Some(k) => prunable.push((*k, t)),
                None => always.push(t),
            }
        }
        Pruning { graph: crate::prune::Pruner::new(program), always, prunable }
    }

    /// The prunable axioms `imp` needs.
    fn live(&self, imp: &ImplementationDecl) -> Vec<smt_backend::TermId> {
        let live = self.graph.live_axioms(imp);
        self.prunable.iter().filter(|(k, _)| live.get(*k).copied().unwrap_or(true)).map(|&(_, t)| t).collect()
    }
}

#[allow(clippy::too_many_arguments)]
fn verify_impl<'p>(
    program: &'p Program,
    tr: &mut Translator<'_, 'p>,
    lazy: &mut LazySession,
    switch: &mut ext::Switch,
    imp: &'p ImplementationDecl,
    opts: &Options,
    kind: VcKind,
    memo: Option<&mut Box<dyn WorkerCache>>,
    live_axioms: &[smt_backend::TermId],
) -> ImplResult {
    let mut result = failed(imp, opts, Outcome::Verified, "");
    result.notes.clear();
    result.msg_if_verifies = attr_string(&imp.attrs, "msg_if_verifies");
    tr.forget_locals();
    let g = match blocks::graph(imp, &program.files) {
        Ok(g) => g,
        Err(e) => {
            result.outcome = Outcome::Inconclusive;
            result.notes.push(e.0);
            return result;
        }
    };
    let vc = match vc::build(tr, &g, kind) {
        Ok(vc) => vc,
        Err(e) => {
            result.outcome = Outcome::Inconclusive;
            result.notes.push(e);
            return result;
        }
    };
    result.notes.extend(vc.unsupported.iter().cloned());
    result.partial = !vc.unsupported.is_empty();
    let arrays = tr.store.has_array_terms();
    let mut memo = memo.map(|m| {
        // With `--prune`, the axioms this query gets are part of it.
        let mut terms = live_axioms.to_vec();
        terms.extend_from_slice(&tr.instance_axioms);
        terms.extend_from_slice(&vc.assertions);
        let shape = g.shape();
        let q = ImplQuery {
            store: &tr.store,
            terms: &terms,
            names: &vc.names,
            shape: &shape,
            checks: &vc.checks,
            pos: result.pos.clone(),
            end_at: find_pos(&imp.attrs, END_AT),
            time_limit: result.time_limit,
            arrays,
            kind,
            opts,
        };
        let key = m.key(&q);
        (m, key)
    });
    if let Some((m, Some(key))) = &mut memo {
        if let Some(hit) = m.lookup(key) {
            result.outcome = hit.outcome;
            result.errors = hit.errors;
            // What was left out is not stored: a stored result with notes counts as partial.
            result.partial |= !hit.notes.is_empty();
            result.notes = hit.notes;
            return result;
        }
    }
    let (session, prelude_notes) = match lazy.get(tr, opts) {
        Ok(s) => s,
        Err(why) => {
            result.outcome = Outcome::SolverException;
            result.notes.push(why);
            return result;
        }
    };
    result.notes.extend(prelude_notes.iter().cloned());
    result.partial |= !prelude_notes.is_empty();
    let limit = if result.time_limit == 0 { None } else { Some(Duration::from_secs(result.time_limit)) };
    let switchable = opts.solver == SolverKind::Z3;
    let (outcome, note) = ext::run(opts.array_ext, arrays, switchable, limit, |step| {
        if let Err(e) = switch.set(session.solver.as_mut(), step.ext).and_then(|()| session.push()) {
            result.notes.push(e.to_string());
            return Attempt::Done(Outcome::SolverException);
        }
        let attempt = run_checks(tr, session, &g, &vc, imp, opts, step.limit, step.mode, live_axioms, &mut result);
        let _ = session.solver.set_time_limit(None);
        if session.pop().is_err() {
            // The driver respawns on the next command; nothing to do here.
        }
        attempt
    });
    if !note.is_empty() {
        result.notes.push(note.to_string());
    }
    result.outcome = outcome;
    if let Some((m, Some(key))) = memo {
        m.store(&key, &Cached { outcome: result.outcome, errors: result.errors.clone(), notes: result.notes.clone() });
    }
    result
}

/// One attempt of `verify` (see [`crate::ext`]): the VC asserted in the open scope, then
/// [`check_loop`].
#[allow(clippy::too_many_arguments)]
fn run_checks(
    tr: &mut Translator<'_, '_>,
    session: &mut Session,
    g: &Graph<'_>,
    vc: &Vc,
    imp: &ImplementationDecl,
    opts: &Options,
    limit: Option<Duration>,
    mode: Mode,
    live_axioms: &[smt_backend::TermId],
    result: &mut ImplResult,
) -> Attempt {
    let mut all = live_axioms.to_vec();
    all.extend_from_slice(&tr.instance_axioms);
    all.extend_from_slice(&vc.assertions);
    for (t, name) in &vc.names {
        session.printer.name_term(*t, name);
    }
    if let Err(e) = session.assert_all(&tr.store, &all) {
        result.notes.push(e.to_string());
        return Attempt::Done(Outcome::SolverException);
    }
    if let Err(e) = session.solver.set_time_limit(limit) {
        result.notes.push(e.to_string());
        return Attempt::Done(Outcome::SolverException);
    }
    let rlimit = impl_rlimit(imp, opts);
    check_loop(&mut TermChecks { tr, session, g, vc, imp, opts, model: Vec::new() }, mode, Limits { errors: opts.error_limit, rlimit }, result)
}

/// What [`check_loop`] reads from and does with the solver, by check index: `verify` goes
/// through the translator's terms ([`TermChecks`]), `rboogie prove` through the symbol
/// names of its script (`prove::SegmentChecks`).
pub(crate) trait CheckSource {
    /// The solver, for the steps around the first check and the reason of an `unknown`.
    fn solver(&mut self) -> &mut (dyn SmtSolver + Send);
    /// `check-sat` on the query in scope.
    fn check(&mut self) -> Result<SatResult, SolverError>;
    /// The failing check and the path to it (block indexes from the entry), read from the
    /// model; `None` when the model shows no failing check (a note may say so).
    fn counterexample(&mut self, notes: &mut Vec<String>) -> Result<Option<(usize, Vec<usize>)>, SolverError>;
    /// The error report of check `k` failing along `path`; `None` when nothing is known of
    /// check `k` (the implementation is inconclusive).
    fn report(&self, k: usize, path: &[usize]) -> Option<ErrorReport>;
    /// Assumes check `k` from now on (asserts its `reported` flag); `Ok(false)` when it
    /// cannot be assumed (no such flag in the query), which ends the loop.
    fn assume(&mut self, k: usize) -> Result<bool, SolverError>;
    /// The outcome solver failure `e` stands for while no error is reported, with the note
    /// it leaves in `notes`; `of_check`: `e` is the answer to `check-sat`.
    fn failure(&self, e: SolverError, of_check: bool, notes: &mut Vec<String>) -> Outcome;
}

/// The check loop of one attempt (see [`crate::ext`]), the query asserted and the time
/// limit set: `unsat` ends it, and so does a time-out (memory, resources) or a solver
/// failure; on `sat` or `unknown` the first failing check of the model is reported to
/// `result` and assumed, and the solver asked again, up to `error_limit` errors (0: no
/// limit). Once an error is reported, whatever ends the loop gives [`Outcome::Errors`],
/// except a check [`CheckSource::report`] knows nothing of.
pub(crate) fn check_loop(src: &mut impl CheckSource, mode: Mode, limits: Limits, result: &mut ImplResult) -> Attempt {
    let error_limit = limits.errors;
    let mut found = 0u32;
    let mut first = true;
    if limits.rlimit > 0 {
        if let Err(e) = src.solver().send(&ext::rlimit_command(limits.rlimit)) {
            return Attempt::Done(src.failure(e, false, &mut result.notes));
        }
    }
    let attempt = loop {
        let mut start = None;
        if first {
            match before_first(src.solver(), mode, limits.rlimit) {
                Ok(s) => start = s,
                Err(e) => break Attempt::Done(src.failure(e, false, &mut result.notes)),
            }
        }
        // With a resource limit, z3's counter before the check tells a check that ran out
        // of it from one that ran out of time (z3 says "canceled" for both).
        let counter = if limits.rlimit > 0 && start.is_none() { ext::rlimit_count(src.solver()).ok().flatten() } else { start };
        let answer = src.check();
        if first {
            if let Some(stop) = after_first(src.solver(), mode, start, &answer, limits.rlimit) {
                break stop;
            }
            first = false;
        }
        let or_errors = |o: Outcome| Attempt::Done(if found > 0 { Outcome::Errors } else { o });
        match answer {
            Ok(SatResult::Unsat) => break or_errors(Outcome::Verified),
            Ok(answer) => {
                if answer == SatResult::Unknown {
                    // The counter, not the reason: z3 4.8.12 gives "unknown" (and no model)
                    // for a check that ran out of its `rlimit` after quantifier work.
                    if ran_out(src.solver(), counter, limits.rlimit) {
                        break or_errors(Outcome::OutOfResource);
                    }
                    if let Some(o) = special_unknown(src.solver()) {
                        break or_errors(o);
                    }
                }
                let (k, path) = match src.counterexample(&mut result.notes) {
                    Ok(Some(c)) => c,
                    Ok(None) => break or_errors(Outcome::Inconclusive),
                    Err(e) => break or_errors(src.failure(e, false, &mut result.notes)),
                };
                let Some(report) = src.report(k, &path) else {
                    break Attempt::Done(Outcome::Inconclusive);
                };
                result.errors.push(report);
                found += 1;
                if error_limit != 0 && found >= error_limit {
                    break Attempt::Done(Outcome::Errors);
                }
                match src.assume(k) {
                    Ok(true) => {}
                    Ok(false) => break Attempt::Done(Outcome::Errors),
                    Err(e) => {
                        src.failure(e, false, &mut result.notes);
                        break Attempt::Done(Outcome::Errors);
                    }
                }
            }
            Err(e) => break or_errors(src.failure(e, true, &mut result.notes)),
        }
    };
    if limits.rlimit > 0 {
        if let Err(e) = src.solver().send(&ext::rlimit_command(0)) {
            tracing::warn!("could not lift the rlimit: {e}");
        }
    }
    attempt
}

/// The error limit and z3's resource limit (0: none) of a check loop.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Limits {
    pub errors: u32,
    pub rlimit: u64,
}

/// Whether the check that started at z3's resource counter `start` used up `rlimit`.
fn ran_out(solver: &mut (dyn SmtSolver + Send), start: Option<u64>, rlimit: u64) -> bool {
    if rlimit == 0 {
        return false;
    }
    match (start, ext::rlimit_count(solver).ok().flatten()) {
        (Some(a), Some(b)) => b.saturating_sub(a) >= rlimit,
        _ => false,
    }
}

/// [`CheckSource`] of `verify`: the implementation's VC in the translator's terms.
struct TermChecks<'a, 't, 'p, 'g> {
    tr: &'a mut Translator<'t, 'p>,
    session: &'a mut Session,
    g: &'a Graph<'g>,
    vc: &'a Vc,
    imp: &'a ImplementationDecl,
    opts: &'a Options,
    /// The values along the last counterexample's trace (`--model-view`).
    model: Vec<crate::model_view::State>,
}

impl CheckSource for TermChecks<'_, '_, '_, '_> {
    fn solver(&mut self) -> &mut (dyn SmtSolver + Send) {
        self.session.solver.as_mut()
    }

    fn check(&mut self) -> Result<SatResult, SolverError> {
        self.session.check(&self.tr.store, &[])
    }

    fn counterexample(&mut self, notes: &mut Vec<String>) -> Result<Option<(usize, Vec<usize>)>, SolverError> {
        let cex = counterexample(self.tr, self.session, self.g, self.vc)?;
        if cex.is_none() {
            notes.push("the model shows no failing check".into());
        }
        self.model.clear();
        if let (Some((k, path)), true) = (&cex, self.opts.model_view && self.opts.error_trace > 0) {
            let steps = self.g.shape().trace_blocks(path, self.opts.error_trace);
            let fail_cmd = self.vc.checks[*k].cmd;
            match crate::model_view::states(self.tr, self.session, self.g, path, fail_cmd, &steps) {
                Ok(states) => self.model = states,
                Err(e) => notes.push(format!("model view: {e}")),
            }
        }
        Ok(cex)
    }

    fn report(&self, k: usize, path: &[usize]) -> Option<ErrorReport> {
        let mut r = report(self.g, self.vc, k, path, self.imp, self.opts);
        if self.model.len() == r.trace.len() {
            r.model = self.model.clone();
        }
        Some(r)
    }

    fn assume(&mut self, k: usize) -> Result<bool, SolverError> {
        self.session.assert(&self.tr.store, self.vc.checks[k].reported).map(|()| true)
    }

    /// A time-out of `check-sat` is a time-out (not noted); every other failure is noted
    /// and a solver exception.
    fn failure(&self, e: SolverError, of_check: bool, notes: &mut Vec<String>) -> Outcome {
        match e {
            SolverError::Timeout(_) if of_check => Outcome::TimedOut,
            e => {
                notes.push(e.to_string());
                Outcome::SolverException
            }
        }
    }
}

/// Before the first check of an attempt: sets the budget of a budgeted attempt; for a
/// probe or a budgeted attempt, returns z3's resource counter (`(get-info :rlimit)`,
/// cumulative per process) so that [`after_first`] can tell the work of the check.
fn before_first(solver: &mut (dyn SmtSolver + Send), mode: Mode, rlimit: u64) -> Result<Option<u64>, SolverError> {
    match mode {
        Mode::Budget(b) => {
            let b = if rlimit > 0 { b.min(rlimit) } else { b };
            solver.send(&ext::rlimit_command(b))?;
            ext::rlimit_count(solver)
        }
        Mode::Probe => ext::rlimit_count(solver),
        Mode::Full => Ok(None),
    }
}

/// After the first check of an attempt (`start`: z3's resource counter before it): lifts a
/// budget, and ends a probe that did not prove the query ([`Attempt::ProbeFailed`], with
/// the work it took) or a budgeted check that ran out of its budget ([`Attempt::Exhausted`];
/// not one that ran out of time). `None`: the usual loop goes on with `answer`.
fn after_first(
    solver: &mut (dyn SmtSolver + Send),
    mode: Mode,
    start: Option<u64>,
    answer: &Result<SatResult, SolverError>,
    rlimit: u64,
) -> Option<Attempt> {
    match mode {
        Mode::Full => None,
        Mode::Probe => {
            // A probe that ran out of the implementation's own limit ends the
            // implementation (the loop reports it) as a time-out would.
            let failed = match answer {
                Ok(SatResult::Sat) => true,
                Ok(SatResult::Unknown) => !ran_out(solver, start, rlimit) && special_unknown(solver).is_none(),
                _ => false,
            };
            failed.then(|| {
                let now = ext::rlimit_count(solver).ok().flatten();
                let work = match (start, now) {
                    (Some(a), Some(b)) => b.saturating_sub(a),
                    _ => 0,
                };
                Attempt::ProbeFailed { work }
            })
        }
        Mode::Budget(b) => {
            // z3 gives the same reason ("canceled") for the time limit and the rlimit, and
            // sometimes none ("unknown"); the counter tells them apart. A time-out stays a
            // time-out, and running out of the implementation's own limit (when it is the
            // smaller) is "out of resource", which the loop reports.
            let own = rlimit > 0 && rlimit <= b;
            let out = match answer {
                Ok(SatResult::Unknown) if !own && ran_out(solver, start, b) => Some(Attempt::Exhausted),
                _ => None,
            };
            // Back to the implementation's own limit (0: none).
            if let Err(e) = solver.send(&ext::rlimit_command(rlimit)) {
                tracing::warn!("could not lift the rlimit: {e}");
                return Some(Attempt::Done(Outcome::SolverException));
            }
            out
        }
    }
}

/// The outcome an `unknown` answer stands for (time-out, memory, resources), or `None`
/// when the reason is incompleteness: then the model is used as a counterexample, as
/// Boogie does (boogie-output.md §8).
pub fn special_unknown(solver: &mut (dyn SmtSolver + Send)) -> Option<Outcome> {
    let reason = solver.reason_unknown().ok().flatten().unwrap_or_default().to_lowercase();
    if reason.contains("timeout") || reason.contains("canceled") || reason.contains("interrupted") {
        Some(Outcome::TimedOut)
    } else if reason.contains("memout") || reason.contains("memory") {
        Some(Outcome::OutOfMemory)
    } else if reason.contains("resource") || reason.contains("rlimit") {
        Some(Outcome::OutOfResource)
    } else {
        None
    }
}

/// The failing check and the path to it (block indexes from the entry), read from the model.
fn counterexample(
    tr: &mut Translator<'_, '_>,
    session: &mut Session,
    g: &Graph<'_>,
    vc: &Vc,
) -> Result<Option<(usize, Vec<usize>)>, SolverError> {
    let block_vals: Vec<Option<bool>> =
        session.get_values(&tr.store, &vc.block_vars)?.iter().map(|v| parse_bool(v)).collect();
    let mut terms = Vec::with_capacity(vc.checks.len() * 2);
    for c in &vc.checks {
        terms.push(c.cond);
        terms.push(c.reported);
    }
    let vals: Vec<Option<bool>> = if terms.is_empty() {
        Vec::new()
    } else {
        session.get_values(&tr.store, &terms)?.iter().map(|v| parse_bool(v)).collect()
    };
    let cond = |k: usize| vals.get(2 * k).copied().flatten();
    let reported = |k: usize| vals.get(2 * k + 1).copied().flatten().unwrap_or(false);
    let check_at = |b: usize, c: usize| vc.checks.iter().position(|ch| ch.block == b && ch.cmd == c);
    match vc.kind {
        VcKind::Wp => {
            let mut by_block: Vec<Vec<usize>> = vec![Vec::new(); g.blocks.len()];
            for (k, c) in vc.checks.iter().enumerate() {
                by_block[c.block].push(k);
            }
            let succs: Vec<Vec<usize>> = g.blocks.iter().map(|b| b.succs.clone()).collect();
            Ok(walk_wp(&succs, &by_block, &block_vals, &cond, &reported))
        }
        VcKind::Sp => {
            // Values of every named command condition of blocks whose pre holds.
            let live: Vec<usize> =
                (0..g.blocks.len()).filter(|b| block_vals.get(*b).copied().flatten() == Some(true)).collect();
            let mut cmd_terms = Vec::new();
            let mut where_: Vec<(usize, usize)> = Vec::new();
            for &b in &live {
                for (ci, c) in vc.cmd_conds[b].iter().enumerate() {
                    if let Some(t) = c {
                        cmd_terms.push(*t);
                        where_.push((b, ci));
                    }
                }
            }
            let cvals: Vec<Option<bool>> = if cmd_terms.is_empty() {
                Vec::new()
            } else {
                session.get_values(&tr.store, &cmd_terms)?.iter().map(|v| parse_bool(v)).collect()
            };
            let val = |b: usize, ci: usize| -> Option<bool> {
                where_.iter().position(|w| *w == (b, ci)).and_then(|i| cvals.get(i).copied().flatten())
            };
            let holds = |b: usize, ci: usize| -> bool {
                match check_at(b, ci) {
                    Some(k) if !vc.checks[k].info.subsumes => true,
                    Some(_) => val(b, ci) != Some(false),
                    None => val(b, ci) != Some(false),
                }
            };
            let mut failing: Option<(usize, usize)> = None;
            // A check whose value the model does not give (a quantified condition): taken
            // only when no check is definitely false.
            let mut unknown: Option<(usize, usize)> = None;
            'outer: for &b in &live {
                for ci in 0..g.blocks[b].cmds.len() {
                    if let Some(k) = check_at(b, ci) {
                        match val(b, ci) {
                            Some(false) if !reported(k) => {
                                failing = Some((k, b));
                                break 'outer;
                            }
                            None if !reported(k) && unknown.is_none() => unknown = Some((k, b)),
                            _ => {}
                        }
                    }
                    if !holds(b, ci) {
                        break;
                    }
                }
            }
            let Some((k, b)) = failing.or(unknown) else { return Ok(None) };
            let mut path = vec![b];
            let mut cur = b;
            while cur != 0 {
                let p = g.preds[cur].iter().copied().find(|p| {
                    block_vals.get(*p).copied().flatten() == Some(true)
                        && (0..g.blocks[*p].cmds.len()).all(|ci| holds(*p, ci))
                });
                match p {
                    Some(p) => {
                        path.push(p);
                        cur = p;
                    }
                    None => return Ok(None),
                }
            }
            path.reverse();
            Ok(Some((k, path)))
        }
    }
}

/// The WP walk: from the entry (whose `ok` is false) through the first successor whose `ok`
/// is false, to the first check in a block that is false and not yet reported. Checks of
/// unknown value are taken only when nothing else explains the failure.
pub fn walk_wp(
    succs: &[Vec<usize>],
    checks_by_block: &[Vec<usize>],
    block_vals: &[Option<bool>],
    cond: &dyn Fn(usize) -> Option<bool>,
    reported: &dyn Fn(usize) -> bool,
) -> Option<(usize, Vec<usize>)> {
    let mut b = 0;
    let mut path = vec![0];
    for _ in 0..=succs.len() {
        let mut unknown: Option<usize> = None;
        for &k in checks_by_block.get(b).map(Vec::as_slice).unwrap_or(&[]) {
            match cond(k) {
                Some(false) if !reported(k) => return Some((k, path)),
                None if !reported(k) && unknown.is_none() => unknown = Some(k),
                _ => {}
            }
        }
        let next = succs.get(b)?.iter().copied().find(|s| block_vals.get(*s).copied().flatten() == Some(false));
        match next {
            Some(s) => {
                path.push(s);
                b = s;
            }
            None => return unknown.map(|k| (k, path)),
        }
    }
    None
}

fn report(g: &Graph<'_>, vc: &Vc, k: usize, path: &[usize], imp: &ImplementationDecl, opts: &Options) -> ErrorReport {
    report_from(&g.shape(), &vc.checks[k].info, path, find_pos(&imp.attrs, END_AT), opts.error_trace)
}

/// The error report of check `info` failing along `path`.
pub fn report_from(shape: &Shape, info: &CheckInfo, path: &[usize], end_at: Option<Pos>, error_trace: u8) -> ErrorReport {
    let kind = info.kind;
    let pos = match kind {
        // Postconditions of inlined calls carry the call's position.
        OriginKind::Postcondition => info.pos.clone().or_else(|| shape.return_pos(path)).or(end_at),
        _ => info.pos.clone(),
    };
    let has_related = matches!(kind, OriginKind::Precondition | OriginKind::Postcondition | OriginKind::MeasureBound);
    let related = if has_related { info.related.clone() } else { None };
    let custom = if kind == OriginKind::InvariantEntry || kind == OriginKind::InvariantMaintained {
        None
    } else {
        info.msg.clone()
    };
    let trace = if error_trace == 0 { Vec::new() } else { shape.trace(path, error_trace) };
    ErrorReport { kind, pos, custom, related, trace, model: Vec::new() }
}
