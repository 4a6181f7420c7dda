//! Running a sequence of passes on a program: the one scheduler of the pipeline.
//!
//! Passes run in order. Consecutive passes that map implementations one by one
//! ([`Pass::per_implementation`]), with any passes between them that leave the program as it
//! is ([`Pass::leaves_unchanged`], not run), form a *segment*: the [`ImplPass::declarations`]
//! steps of its passes run first, in pass order; then each implementation goes through all
//! of the segment's passes before the next implementation does. The implementation stays in
//! the processor's caches from one pass to the next, what one pass frees the next reuses at
//! once (pass by pass, each pass allocated a whole program's worth of fresh memory), the
//! global declarations are indexed once ([`Globals`]), and two threads share the
//! implementations out once ([`par_map`]). Every other pass runs on the whole program
//! ([`Pass::run`]).
//!
//! **Architecture Invariant:** the schedule changes no result. The program, the errors and
//! the figures are those of the passes run one after the other with [`Pass::run`]; this
//! follows from the [`ImplPass`] contract, and a test compares both on the whole corpus. On
//! failure: the earliest pass that fails on some implementation, with the errors of every
//! implementation it fails on, in program order, and the figures of the passes before it and
//! of that pass.
//!
//! An [`Observer`] watches the same schedule: after every pass it gets the time the pass
//! took (in a segment: summed over the implementations, on both threads) and, when it asks
//! for them ([`Observer::wants_programs`]), the program after the pass, which in a segment is
//! put together from a copy of each implementation made after each pass.
//!
//! [`run_in_units`] hands the implementations of the last segment to a consumer a unit at a
//! time, each with the global declarations, so that what a unit's implementations become
//! (and what the consumer builds from them) is freed before the next unit is lowered.

use std::time::{Duration, Instant};

use crate::par::par_map;
use crate::pass::{Globals, ImplCx, ImplPass, Pass, PassCx, PassErrors};
use crate::{Attrs, AxiomDecl, Decl, ElseBranch, Expr, ExprKind, Files, ImplementationDecl, Literal, Program, Span, Stmt};

/// Below this many statements in all implementations of a segment together, a segment runs
/// on one thread ([`par_map`]).
pub const PARALLEL_MIN_STMTS: usize = 4096;

/// Why a run of passes stopped.
#[derive(Debug)]
pub enum Stop {
    /// The pass at `index` (in the sequence given) rejected its input.
    Pass { index: usize, errors: PassErrors },
    /// The observer stopped the run after the pass at `index` (a failed validation, a dump
    /// that could not be written).
    Observer { index: usize, message: String },
    /// The consumer of [`run_in_units`] failed.
    Consumer(String),
}

/// What watches a run of passes (validation, dumps, timings).
pub trait Observer {
    /// Whether [`Observer::after_pass`] needs the program after each pass (it costs a copy of
    /// every implementation after every pass of a segment).
    fn wants_programs(&self) -> bool {
        false
    }
    /// Called after the pass at `index` of the sequence, in order: the program after it (when
    /// [`Observer::wants_programs`]) and the time it took (zero for a pass not run because it
    /// leaves the program as it is). An error stops the run.
    fn after_pass(&mut self, index: usize, pass: &dyn Pass, program: Option<&Program>, time: Duration) -> Result<(), String>;
}

/// An observer that watches nothing.
pub struct Unobserved;

impl Observer for Unobserved {
    fn after_pass(&mut self, _: usize, _: &dyn Pass, _: Option<&Program>, _: Duration) -> Result<(), String> {
        Ok(())
    }
}

/// One step of a schedule: passes by their index in the sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Step {
    /// A pass on the whole program.
    Whole(usize),
    /// A pass that leaves the program as it is, not run.
    Skip(usize),
    /// Passes taken one implementation at a time; those that leave the program as it is are
    /// listed (for observers) but not run.
    Segment(Vec<usize>),
}

/// The schedule of `passes` on `program` (see the module documentation).
fn plan(passes: &[&dyn Pass], program: &Program) -> Vec<Step> {
    let mut steps = Vec::new();
    let mut segment: Vec<usize> = Vec::new();
    for (i, p) in passes.iter().enumerate() {
        if let Some(ip) = p.per_implementation() {
            if ip.adds_implementations() && !segment.is_empty() {
                steps.push(Step::Segment(std::mem::take(&mut segment)));
            }
            segment.push(i);
        } else if p.leaves_unchanged(program) {
            if segment.is_empty() {
                steps.push(Step::Skip(i));
            } else {
                segment.push(i);
            }
        } else {
            if !segment.is_empty() {
                steps.push(Step::Segment(std::mem::take(&mut segment)));
            }
            steps.push(Step::Whole(i));
        }
    }
    if !segment.is_empty() {
        steps.push(Step::Segment(segment));
    }
    steps
}

/// Runs `passes` in order on `program` (see the module documentation), figures to `cx`.
pub fn run(mut program: Program, passes: &[&dyn Pass], observer: &mut dyn Observer, cx: &mut PassCx) -> Result<Program, Stop> {
    for step in plan(passes, &program) {
        program = match step {
            Step::Whole(i) => run_whole(program, i, passes[i], observer, cx)?,
            Step::Skip(i) => {
                let shown = observer.wants_programs().then_some(&program);
                observer.after_pass(i, passes[i], shown, Duration::ZERO).map_err(|message| Stop::Observer { index: i, message })?;
                program
            }
            Step::Segment(indexes) => run_segment(program, passes, &indexes, observer, cx)?,
        };
    }
    Ok(program)
}

fn run_whole(program: Program, i: usize, pass: &dyn Pass, observer: &mut dyn Observer, cx: &mut PassCx) -> Result<Program, Stop> {
    let start = Instant::now();
    let program = pass.run(program, cx).map_err(|errors| Stop::Pass { index: i, errors })?;
    let shown = observer.wants_programs().then_some(&program);
    observer.after_pass(i, pass, shown, start.elapsed()).map_err(|message| Stop::Observer { index: i, message })?;
    Ok(program)
}

/// The per-implementation form of `pass`, which [`Pass::run`] of such a pass runs: its
/// declarations step, then every implementation.
pub fn run_per_implementation(pass: &dyn ImplPass, mut program: Program, cx: &mut PassCx) -> Result<Program, PassErrors> {
    pass.declarations(&mut program)?;
    let (positions, impls): (Vec<_>, Vec<_>) = take_impls(&mut program).into_iter().unzip();
    let mut mapped = map_implementations(&program, impls, &[pass], false);
    mapped.take_figures(cx);
    if let Some((_, errors)) = mapped.failed {
        return Err(errors);
    }
    put_impls(&mut program, positions.into_iter().zip(mapped.impls).collect());
    Ok(program)
}

/// A segment (`indexes` into `passes`) on the whole program.
fn run_segment(mut program: Program, passes: &[&dyn Pass], indexes: &[usize], observer: &mut dyn Observer, cx: &mut PassCx) -> Result<Program, Stop> {
    let keep = observer.wants_programs();
    let segment = Segment::of(passes, indexes);
    // With `keep`, the declarations after each declarations step, as the observer sees them.
    let mut decls_after: Vec<Vec<Decl>> = Vec::new();
    let mut decl_times = Vec::with_capacity(segment.runs.len());
    for &(i, pass) in &segment.runs {
        let start = Instant::now();
        pass.declarations(&mut program).map_err(|errors| Stop::Pass { index: i, errors })?;
        decl_times.push(start.elapsed());
        if keep {
            decls_after.push(program.decls.clone());
        }
    }
    let (positions, impls): (Vec<_>, Vec<_>) = take_impls(&mut program).into_iter().unzip();
    let ips: Vec<&dyn ImplPass> = segment.runs.iter().map(|&(_, p)| p).collect();
    let mut mapped = map_implementations(&program, impls, &ips, keep);
    mapped.take_figures(cx);
    // The observer sees every pass before the failing one (pass by pass, those would run).
    let done = mapped.failed.as_ref().map_or(ips.len(), |(k, _)| *k);
    for (n, &i) in indexes.iter().enumerate() {
        // The last pass that runs at or before the listed pass `n` (a segment starts with one).
        let Some(k) = segment.ran_by(n) else { continue };
        if k >= done {
            break;
        }
        let time = if segment.runs[k].0 == i { decl_times[k] + mapped.times[k] } else { Duration::ZERO };
        let shown = keep.then(|| Program { files: program.files.clone(), decls: assemble(&decls_after[k], mapped.copies.iter().map(|c| c[k].clone())) });
        observer.after_pass(i, passes[i], shown.as_ref(), time).map_err(|message| Stop::Observer { index: i, message })?;
    }
    if let Some((k, errors)) = mapped.failed {
        return Err(Stop::Pass { index: segment.runs[k].0, errors });
    }
    put_impls(&mut program, positions.into_iter().zip(mapped.impls).collect());
    Ok(program)
}

/// The passes of a segment that run (not those that leave the program as it is), with
/// their index in the sequence.
struct Segment<'a> {
    runs: Vec<(usize, &'a dyn ImplPass)>,
    /// Per listed pass: the number of passes that run at or before it.
    upto: Vec<usize>,
}

impl<'a> Segment<'a> {
    fn of(passes: &[&'a dyn Pass], indexes: &[usize]) -> Segment<'a> {
        let mut s = Segment { runs: Vec::new(), upto: Vec::new() };
        for &i in indexes {
            if let Some(ip) = passes[i].per_implementation() {
                s.runs.push((i, ip));
            }
            s.upto.push(s.runs.len());
        }
        s
    }

    /// The index among the passes that run of the last one at or before listed pass `n`.
    fn ran_by(&self, n: usize) -> Option<usize> {
        self.upto[n].checked_sub(1)
    }
}

/// The declarations of `template` with its implementations replaced by `impls`, in order.
fn assemble(template: &[Decl], mut impls: impl Iterator<Item = ImplementationDecl>) -> Vec<Decl> {
    template
        .iter()
        .filter_map(|d| match d {
            Decl::Implementation(_) => impls.next().map(Decl::Implementation),
            d => Some(d.clone()),
        })
        .collect()
}

/// What a segment made of the implementations.
struct Mapped {
    /// The implementations after the segment, in order (those that did not fail).
    impls: Vec<ImplementationDecl>,
    /// With `keep`: per implementation, a copy after each pass it went through.
    copies: Vec<Vec<ImplementationDecl>>,
    /// The earliest failing pass (index among the segment's passes) and the errors of every
    /// implementation that failed there, in order.
    failed: Option<(usize, PassErrors)>,
    /// Per pass: the figures of each run of implementations (in order), and the time taken.
    figures: Vec<Vec<PassCx>>,
    times: Vec<Duration>,
}

impl Mapped {
    /// Appends the figures to `cx`, pass after pass, each in implementation order, up to the
    /// failing pass (which every implementation ran: none failed before it).
    fn take_figures(&mut self, cx: &mut PassCx) {
        let ran = self.failed.as_ref().map_or(self.figures.len(), |(k, _)| k + 1);
        for runs in self.figures.iter_mut().take(ran) {
            for run in runs {
                cx.append(run);
            }
        }
    }
}

/// What one run of implementations keeps: per pass, its figures and its time.
#[derive(Default)]
struct RunState {
    figures: Vec<PassCx>,
    times: Vec<Duration>,
}

/// One implementation after the passes of a segment: the result (or the index of the pass
/// that failed and its errors) and, with `keep`, a copy after each pass.
type OneResult = (Result<ImplementationDecl, (usize, PassErrors)>, Vec<ImplementationDecl>);

/// Every implementation of `impls` through `passes`, with the global declarations of
/// `program` (whose implementations are taken out); each implementation stops at its first
/// failing pass.
fn map_implementations(program: &Program, impls: Vec<ImplementationDecl>, passes: &[&dyn ImplPass], keep: bool) -> Mapped {
    let globals = Globals::new(program);
    let files = &program.files;
    let one = |imp: ImplementationDecl, run: &mut RunState| -> OneResult {
        if run.figures.is_empty() {
            run.figures = passes.iter().map(|_| PassCx::new()).collect();
            run.times = vec![Duration::ZERO; passes.len()];
        }
        through(imp, passes, &globals, files, run, keep)
    };
    let (results, runs) = par_map(impls, |imp| imp.body.stmts.len(), PARALLEL_MIN_STMTS, &one);
    let mut mapped = Mapped {
        impls: Vec::with_capacity(results.len()),
        copies: Vec::new(),
        failed: None,
        figures: (0..passes.len()).map(|_| Vec::new()).collect(),
        times: vec![Duration::ZERO; passes.len()],
    };
    for run in runs {
        for (k, (figures, time)) in run.figures.into_iter().zip(run.times).enumerate() {
            mapped.figures[k].push(figures);
            mapped.times[k] += time;
        }
    }
    let earliest = results.iter().filter_map(|(r, _)| r.as_ref().err().map(|(k, _)| *k)).min();
    for (result, copies) in results {
        match result {
            Ok(imp) => mapped.impls.push(imp),
            Err((k, errors)) => {
                if Some(k) == earliest {
                    mapped.failed.get_or_insert_with(|| (k, Vec::new())).1.extend(errors);
                }
            }
        }
        if keep {
            mapped.copies.push(copies);
        }
    }
    mapped
}

/// One implementation through `passes` (see [`map_implementations`]).
fn through(mut imp: ImplementationDecl, passes: &[&dyn ImplPass], globals: &Globals<'_>, files: &Files, run: &mut RunState, keep: bool) -> OneResult {
    let mut copies = Vec::new();
    let mut blocks = None;
    for (k, pass) in passes.iter().enumerate() {
        let start = Instant::now();
        let mut cx = ImplCx { files, figures: &mut run.figures[k], blocks: blocks.take() };
        imp = match pass.run_impl(imp, globals, &mut cx) {
            Ok(imp) => imp,
            Err(errors) => return (Err((k, errors)), copies),
        };
        blocks = cx.blocks;
        run.times[k] += start.elapsed();
        if keep {
            copies.push(imp.clone());
        }
    }
    (Ok(imp), copies)
}

/// [`run`], except that the implementations of the last segment (or the whole program, if
/// the last pass is not per implementation) are handed to `consume` in units: each unit's
/// implementations, once through the segment, with the global declarations, as one program
/// in declaration order, dropped when `consume` returns. A unit ends once its
/// implementations hold `unit_stmts` statements (before the segment) or more; a program
/// whose implementations hold fewer is one unit, exactly the program [`run`] gives, and so
/// is a program without implementations. No observer: the program is never whole.
///
/// Errors are those of [`run`]: after a failing unit, the remaining units are still lowered
/// (and not consumed) to find the earliest failing pass over all implementations.
pub fn run_in_units(
    mut program: Program,
    passes: &[&dyn Pass],
    cx: &mut PassCx,
    unit_stmts: usize,
    consume: &mut dyn FnMut(&Program) -> Result<(), String>,
) -> Result<(), Stop> {
    let mut steps = plan(passes, &program);
    let last = match steps.last() {
        Some(Step::Segment(_)) => steps.pop(),
        _ => None,
    };
    for step in steps {
        program = match step {
            Step::Whole(i) => passes[i].run(program, cx).map_err(|errors| Stop::Pass { index: i, errors })?,
            Step::Skip(_) => program,
            Step::Segment(indexes) => run_segment(program, passes, &indexes, &mut Unobserved, cx)?,
        };
    }
    let Some(Step::Segment(indexes)) = last else {
        return consume(&program).map_err(Stop::Consumer);
    };
    let segment = Segment::of(passes, &indexes);
    for &(i, pass) in &segment.runs {
        pass.declarations(&mut program).map_err(|errors| Stop::Pass { index: i, errors })?;
    }
    let ips: Vec<&dyn ImplPass> = segment.runs.iter().map(|&(_, p)| p).collect();
    let slots = take_impls(&mut program);
    let mut is_slot = vec![false; program.decls.len()];
    for (at, _) in &slots {
        is_slot[*at] = true;
    }
    let mut failed: Option<(usize, PassErrors)> = None;
    for unit in units(slots, unit_stmts) {
        let (positions, impls): (Vec<_>, Vec<_>) = unit.into_iter().unzip();
        let mut mapped = map_implementations(&program, impls, &ips, false);
        mapped.take_figures(cx);
        match (mapped.failed, &mut failed) {
            (None, None) => {
                let decls = with_unit(std::mem::take(&mut program.decls), &is_slot, positions.into_iter().zip(mapped.impls));
                let unit = Program { files: program.files.clone(), decls };
                let done = consume(&unit);
                program.decls = without_unit(unit.decls, &is_slot);
                done.map_err(Stop::Consumer)?;
            }
            (Some(f), None) => failed = Some(f),
            (Some((k, errors)), Some((j, all))) if k == *j => all.extend(errors),
            (Some((k, errors)), Some((j, _))) if k < *j => failed = Some((k, errors)),
            (Some(_), Some(_)) | (None, Some(_)) => {}
        }
    }
    match failed {
        Some((k, errors)) => Err(Stop::Pass { index: segment.runs[k].0, errors }),
        None => Ok(()),
    }
}

/// The implementations `slots` (with their positions) in units of at least `unit_stmts`
/// statements, nested ones counted (the last unit may hold fewer); one empty unit if there
/// are none.
fn units(slots: Vec<(usize, ImplementationDecl)>, unit_stmts: usize) -> Vec<Vec<(usize, ImplementationDecl)>> {
    let mut out = vec![Vec::new()];
    let mut weight = 0;
    for slot in slots {
        if weight >= unit_stmts.max(1) {
            out.push(Vec::new());
            weight = 0;
        }
        weight += nested_stmts(&slot.1.body.stmts);
        if let Some(unit) = out.last_mut() {
            unit.push(slot);
        }
    }
    out
}

/// The statements of `stmts` and of the lists nested in them.
fn nested_stmts(stmts: &[Stmt]) -> usize {
    stmts.len()
        + stmts
            .iter()
            .map(|s| match s {
                Stmt::If(i) => {
                    let mut n = 0;
                    let mut link = Some(&**i);
                    while let Some(l) = link.take() {
                        n += nested_stmts(&l.then_branch);
                        match &l.else_branch {
                            Some(ElseBranch::If(next)) => link = Some(&**next),
                            Some(ElseBranch::Block { stmts, .. }) => n += nested_stmts(stmts),
                            None => {}
                        }
                    }
                    n
                }
                Stmt::While(w) => nested_stmts(&w.body),
                _ => 0,
            })
            .sum::<usize>()
}

/// The declarations `decls` (implementations taken out: `is_slot` marks their places) with
/// the implementations of `unit` at their places and the other places left out.
fn with_unit(decls: Vec<Decl>, is_slot: &[bool], unit: impl Iterator<Item = (usize, ImplementationDecl)>) -> Vec<Decl> {
    let mut unit = unit.peekable();
    let mut out = Vec::with_capacity(decls.len());
    for (at, d) in decls.into_iter().enumerate() {
        if !is_slot[at] {
            out.push(d);
        } else if unit.peek().is_some_and(|(u, _)| *u == at) {
            if let Some((_, imp)) = unit.next() {
                out.push(Decl::Implementation(imp));
            }
        }
    }
    out
}

/// The declarations [`with_unit`] took, placeholders back at every place of `is_slot` (the
/// unit's implementations dropped).
fn without_unit(decls: Vec<Decl>, is_slot: &[bool]) -> Vec<Decl> {
    let mut globals = decls.into_iter().filter(|d| !matches!(d, Decl::Implementation(_)));
    is_slot.iter().map(|&slot| if slot { Some(placeholder()) } else { globals.next() }).collect::<Option<Vec<Decl>>>().unwrap_or_default()
}

/// What [`take_impls`] leaves where an implementation was: an axiom `true` with no span
/// (which [`Globals`] ignores).
fn placeholder() -> Decl {
    Decl::Axiom(AxiomDecl {
        hideable: false,
        attrs: Attrs::new(),
        expr: Expr { kind: ExprKind::Lit(Literal::Bool(true)), span: Span::NONE },
        span: Span::NONE,
    })
}

/// Takes the implementations out of `program` with their positions, leaving placeholders
/// that [`Globals`] ignores, so that the global declarations can be read while the
/// implementations are consumed.
pub fn take_impls(program: &mut Program) -> Vec<(usize, ImplementationDecl)> {
    let mut out = Vec::new();
    for (i, d) in program.decls.iter_mut().enumerate() {
        if matches!(d, Decl::Implementation(_)) {
            if let Decl::Implementation(imp) = std::mem::replace(d, placeholder()) {
                out.push((i, imp));
            }
        }
    }
    out
}

/// Puts implementations back where [`take_impls`] found them.
pub fn put_impls(program: &mut Program, impls: Vec<(usize, ImplementationDecl)>) {
    for (i, imp) in impls {
        if let Some(d) = program.decls.get_mut(i) {
            *d = Decl::Implementation(imp);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::PassError;
    use crate::{AssumeCmd, Body, Form, GlobalVarDecl, Ident, Name, Variable};

    /// A toy pass: appends `assume true;` to every body (figure `n` per implementation);
    /// fails on an implementation named `bad`.
    struct Append;

    impl Pass for Append {
        fn name(&self) -> &'static str {
            "append"
        }
        fn description(&self) -> &'static str {
            "appends assume true"
        }
        fn requires(&self) -> Form {
            Form::Parsed
        }
        fn produces(&self) -> Form {
            Form::Parsed
        }
        fn run(&self, program: Program, cx: &mut PassCx) -> Result<Program, PassErrors> {
            run_per_implementation(self, program, cx)
        }
        fn per_implementation(&self) -> Option<&dyn ImplPass> {
            Some(self)
        }
    }

    impl ImplPass for Append {
        fn run_impl(&self, mut imp: ImplementationDecl, _: &Globals<'_>, cx: &mut ImplCx<'_>) -> Result<ImplementationDecl, PassErrors> {
            if imp.name.name == "bad" {
                return Err(vec![PassError::new(Span::NONE, "bad")]);
            }
            imp.body.stmts.push(Stmt::Assume(AssumeCmd { attrs: Attrs::new(), expr: tt(), span: Span::NONE }));
            cx.figures.add_figure(&imp.name.name, "n", imp.body.stmts.len() as u64);
            Ok(imp)
        }
    }

    /// A toy pass on the global declarations only: adds `var g_N: int` after the first.
    struct AddVar;

    impl Pass for AddVar {
        fn name(&self) -> &'static str {
            "add-var"
        }
        fn description(&self) -> &'static str {
            "adds a global"
        }
        fn requires(&self) -> Form {
            Form::Parsed
        }
        fn produces(&self) -> Form {
            Form::Parsed
        }
        fn run(&self, program: Program, cx: &mut PassCx) -> Result<Program, PassErrors> {
            run_per_implementation(self, program, cx)
        }
        fn per_implementation(&self) -> Option<&dyn ImplPass> {
            Some(self)
        }
    }

    impl ImplPass for AddVar {
        fn declarations(&self, program: &mut Program) -> Result<(), PassErrors> {
            let n = program.decls.len();
            program.decls.insert(1.min(n), var(&format!("g_{n}")));
            Ok(())
        }
        fn run_impl(&self, imp: ImplementationDecl, _: &Globals<'_>, _: &mut ImplCx<'_>) -> Result<ImplementationDecl, PassErrors> {
            Ok(imp)
        }
    }

    fn tt() -> Expr {
        Expr { kind: ExprKind::Lit(Literal::Bool(true)), span: Span::NONE }
    }

    fn ident(n: &str) -> Ident {
        Ident { name: Name::from(n), span: Span::NONE }
    }

    fn var(n: &str) -> Decl {
        let ty = crate::Type { kind: crate::TypeKind::Int, span: Span::NONE };
        Decl::Var(GlobalVarDecl { var: Variable { attrs: Attrs::new(), name: ident(n), ty, where_clause: None, span: Span::NONE } })
    }

    fn imp(n: &str, stmts: usize) -> Decl {
        let body = Body {
            locals: Vec::new(),
            stmts: (0..stmts).map(|_| Stmt::Assume(AssumeCmd { attrs: Attrs::new(), expr: tt(), span: Span::NONE })).collect(),
            span: Span::NONE,
            end: Span::NONE,
        };
        Decl::Implementation(ImplementationDecl { attrs: Attrs::new(), name: ident(n), type_params: Vec::new(), ins: Vec::new(), outs: Vec::new(), body, span: Span::NONE })
    }

    fn program(names: &[&str]) -> Program {
        let mut decls = vec![var("g")];
        for (i, n) in names.iter().enumerate() {
            decls.push(imp(n, i % 3 + 1));
            decls.push(var(&format!("h{i}")));
        }
        Program { files: Files::default(), decls }
    }

    fn pretty(p: &Program) -> String {
        crate::print::print_program(p)
    }

    /// The passes one after the other, and on the scheduler: the same program and figures.
    #[test]
    fn the_schedule_gives_the_passes_one_after_the_other() {
        let passes: [&dyn Pass; 3] = [&Append, &AddVar, &Append];
        let p = program(&["a", "b", "c", "d"]);
        let (mut by_pass, mut cx) = (p.clone(), PassCx::new());
        for pass in passes {
            by_pass = pass.run(by_pass, &mut cx).unwrap_or_else(|e| panic!("{e:?}"));
        }
        let mut cx2 = PassCx::new();
        let scheduled = run(p, &passes, &mut Unobserved, &mut cx2).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(pretty(&scheduled), pretty(&by_pass));
        assert_eq!(format!("{cx2:?}"), format!("{cx:?}"));
    }

    /// Units of any size hand the consumer every implementation once, lowered, with every
    /// global declaration in its place; one unit is the whole program.
    #[test]
    fn units_hand_every_implementation_once_with_the_globals() {
        let passes: [&dyn Pass; 2] = [&AddVar, &Append];
        let names: Vec<String> = (0..10).map(|i| format!("p{i}")).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let whole = run(program(&names), &passes, &mut Unobserved, &mut PassCx::new()).unwrap_or_else(|e| panic!("{e:?}"));
        let globals: Vec<Decl> = whole.decls.iter().filter(|d| !matches!(d, Decl::Implementation(_))).cloned().collect();
        for unit_stmts in [1, 3, 5, 1000] {
            let mut seen: Vec<Decl> = Vec::new();
            let mut units = 0;
            let done = run_in_units(program(&names), &passes, &mut PassCx::new(), unit_stmts, &mut |unit| {
                units += 1;
                let g: Vec<&Decl> = unit.decls.iter().filter(|d| !matches!(d, Decl::Implementation(_))).collect();
                assert_eq!(g, globals.iter().collect::<Vec<_>>(), "the globals, in order, in every unit");
                if unit_stmts >= 1000 {
                    assert_eq!(pretty(unit), pretty(&whole), "one unit is the whole program");
                }
                seen.extend(unit.decls.iter().filter(|d| matches!(d, Decl::Implementation(_))).cloned());
                Ok(())
            });
            assert!(done.is_ok());
            let want: Vec<&Decl> = whole.decls.iter().filter(|d| matches!(d, Decl::Implementation(_))).collect();
            assert_eq!(seen.iter().collect::<Vec<_>>(), want, "unit size {unit_stmts}");
            assert!(units > 1 || unit_stmts >= 1000, "{units} units of {unit_stmts}");
        }
    }

    /// A failure in a later unit stops the consumer and is the run's error, as on one unit.
    #[test]
    fn a_failing_unit_is_reported_as_the_whole_run_reports_it() {
        let passes: [&dyn Pass; 1] = [&Append];
        let p = program(&["a", "b", "bad", "c", "bad"]);
        let whole = run(p.clone(), &passes, &mut Unobserved, &mut PassCx::new());
        let Err(Stop::Pass { index: 0, errors }) = whole else { panic!("the run fails") };
        assert_eq!(errors.len(), 2);
        let mut consumed = 0;
        let units = run_in_units(p, &passes, &mut PassCx::new(), 2, &mut |_| {
            consumed += 1;
            Ok(())
        });
        let Err(Stop::Pass { index: 0, errors: unit_errors }) = units else { panic!("the units fail") };
        assert_eq!(unit_errors, errors);
        assert!(consumed <= 1, "no unit after the failing one is consumed");
    }
}
