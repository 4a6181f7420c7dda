//! `rboogie vcgen` and `rboogie prove`: the SMT-LIB queries of a program as one script, and
//! running such a script, reporting the errors `verify` would report, read back from the
//! self-describing constant names alone ([`crate::labels`]).
//!
//! Script layout: options, the prelude (sorts, functions, axioms), then per implementation
//! `(push 1)`, the implementation's marker constant, its declarations and query,
//! `(check-sat)`, the definitions of the check conditions by name, `(pop 1)`; every command
//! on its own line. Shared sub-terms are bound by `let` inside each command and the checks
//! are defined only after `check-sat`, so that no `define-fun` is in scope when the solver
//! searches (z3 4.8.12 does up to 2.2 times the work otherwise, docs/BENCHMARKS.md,
//! History, 7f62ce9); `rboogie prove` keeps those definitions back and asks for the
//! conditions' values by their texts. `rboogie vcgen` puts the
//! source program's type-checking warnings first, as [`WARNING_PREFIX`] comments.

use std::time::Duration;

use boogie_ast::Program;
use boogie_tc::TcInfo;
use boogie_ast::origin::{find_pos, END_AT, POS};
use smt_backend::{make_solver, quote_symbol, Printer, SatResult, SmtSolver, SolverError, SolverKind};

use crate::blocks::{self, Shape};
use crate::ext::{self, Attempt, Mode};
use crate::labels::{self, CheckInfo};
use crate::translate::Translator;
use crate::vc::{self, VcKind, VcOptions};
use crate::verify::{self, ErrorReport, ImplResult, Options, Outcome};


/// The first line of a script: the kind of its VCs follows (`wp` or `sp`).
pub const SCRIPT_HEADER: &str = "; rboogie vcgen --vc ";

/// A line of a script that carries a type-checking warning of the source program
/// (`rboogie vcgen` writes them first; `rboogie prove` prints them before its results).
pub const WARNING_PREFIX: &str = "; warning: ";

/// The SMT-LIB script of every selected implementation (VCs of `vc.kind`).
pub fn script<'p>(program: &'p Program, info: &TcInfo<'p>, vc: VcOptions) -> String {
    let mut tr = Translator::new(info);
    let prelude = tr.prelude(program);
    tr.end_prelude();
    let mut p = Printer::new(vc.print_options());
    let mut out = String::new();
    out.push_str(&format!("{SCRIPT_HEADER}{}\n", vc.kind.name()));
    out.push_str("(set-option :produce-models true)\n");
    for d in &prelude.dropped {
        out.push_str(&format!("; left out: {}\n", d.replace('\n', " ")));
    }
    for ax in &prelude.axioms {
        let mark = p.mark();
        let mut text = String::new();
        match p.assert(&tr.store, *ax, &mut text) {
            Ok(()) => out.push_str(&text),
            Err(e) => {
                p.rollback(mark);
                out.push_str(&format!("; axiom left out: {e}\n"));
            }
        }
    }
    for (_, imp) in verify::selected(program, info) {
        tr.forget_locals();
        p.push(&mut out);
        let marker = labels::impl_name(
            &verify::impl_name(imp),
            &find_pos(&imp.attrs, POS),
            &find_pos(&imp.attrs, END_AT),
            0,
        );
        out.push_str(&format!("(declare-fun {} () Bool)\n", quote_symbol(&marker)));
        let built = blocks::graph(imp, &program.files)
            .map_err(|e| e.0)
            .and_then(|g| vc::build(&mut tr, &g, vc.kind).map(|v| (g, v)));
        match built {
            Ok((_, vc)) => {
                for u in &vc.unsupported {
                    out.push_str(&format!("; unsupported, left as an unknown boolean: {}\n", u.replace('\n', " ")));
                }
                let axioms = tr.instance_axioms.clone();
                for a in axioms.iter().chain(&vc.assertions) {
                    let mut text = String::new();
                    if p.assert(&tr.store, *a, &mut text).is_ok() {
                        out.push_str(&text);
                    }
                }
                // Every check by name, also those the formula no longer mentions; the
                // declarations they need go before `check-sat`.
                let mut decls = String::new();
                let mut defs = String::new();
                for (t, name) in &vc.names {
                    if let Ok(text) = p.term(&tr.store, *t, &mut decls) {
                        defs.push_str(&format!("(define-fun {} () {} {text})\n", quote_symbol(name), tr.store.sort(*t)));
                    }
                }
                out.push_str(&decls);
                out.push_str("(check-sat)\n");
                out.push_str(&defs);
            }
            Err(e) => out.push_str(&format!("; no VC: {}\n", e.replace('\n', " "))),
        }
        let _ = p.pop(&mut out);
    }
    out
}

/// The symbol a `declare-fun` or `define-fun` line introduces.
fn symbol_of_declaration(line: &str) -> Option<String> {
    let rest = line.strip_prefix("(declare-fun ").or_else(|| line.strip_prefix("(define-fun "))?;
    if let Some(q) = rest.strip_prefix('|') {
        return q.split_once('|').map(|(s, _)| s.to_string());
    }
    rest.split_once(' ').map(|(s, _)| s.to_string())
}

struct Segment {
    name: String,
    pos: Option<boogie_ast::origin::Pos>,
    end: Option<boogie_ast::origin::Pos>,
    commands: Vec<String>,
    has_check: bool,
    blocks: Vec<(labels::BlockInfo, String)>,
    checks: Vec<(usize, CheckInfo, String)>,
    /// Checks defined after `check-sat`: their condition's text, asked for by `get-value`.
    check_texts: Vec<(usize, String)>,
    reported: Vec<(usize, String)>,
}

/// The body of a one-line `(define-fun NAME () SORT BODY)`.
fn body_of_definition(line: &str, sym: &str) -> Option<String> {
    let inner = line.strip_prefix('(')?.strip_suffix(')')?;
    match smt_backend::sexp::split_all(inner).ok()?.as_slice() {
        [kw, name, params, _sort, body] if kw == "define-fun" && params == "()" && (name == sym || *name == quote_symbol(sym)) => {
            Some(body.clone())
        }
        _ => None,
    }
}

/// Runs a script written by [`script`] and reports as `verify` does. Reads WP scripts: the
/// walk from the entry that finds the failing check reads block equations.
pub fn prove(text: &str, opts: &Options) -> Result<Vec<ImplResult>, String> {
    let kind = text.lines().find_map(|l| l.strip_prefix(SCRIPT_HEADER)).map(str::trim);
    if kind.is_some_and(|k| k != VcKind::Wp.name()) {
        return Err(format!("prove reads scripts of `--vc wp`; this one was made with `--vc {}`", kind.unwrap_or_default()));
    }
    let mut prelude = Vec::new();
    let mut segments: Vec<Segment> = Vec::new();
    let mut current: Option<Segment> = None;
    for line in text.lines() {
        let t = line.trim();
        if t.is_empty() || t.starts_with(';') || t.starts_with("(set-option") || t.starts_with("(set-info") {
            continue;
        }
        if t == "(push 1)" {
            current = Some(Segment {
                name: String::new(),
                pos: None,
                end: None,
                commands: Vec::new(),
                has_check: false,
                blocks: Vec::new(),
                checks: Vec::new(),
                check_texts: Vec::new(),
                reported: Vec::new(),
            });
            continue;
        }
        if t == "(pop 1)" {
            if let Some(s) = current.take() {
                segments.push(s);
            }
            continue;
        }
        match current.as_mut() {
            None => prelude.push(t.to_string()),
            Some(seg) => {
                if t == "(check-sat)" {
                    seg.has_check = true;
                    continue;
                }
                if let Some(sym) = symbol_of_declaration(t) {
                    if let Some((name, pos, end, _)) = labels::parse_impl(&sym) {
                        seg.name = name;
                        seg.pos = pos;
                        seg.end = end;
                        continue;
                    } else if let Some(b) = labels::parse_block(&sym) {
                        seg.blocks.push((b, sym));
                    } else if let Some((k, info)) = labels::parse_check(&sym) {
                        // A definition after `check-sat` is for the model only.
                        if seg.has_check {
                            if let Some(body) = body_of_definition(t, &sym) {
                                seg.checks.push((k, info, sym));
                                seg.check_texts.push((k, body));
                                continue;
                            }
                        }
                        seg.checks.push((k, info, sym));
                    } else if let Some(k) = sym.strip_prefix("reported!").and_then(|r| r.split('@').next()).and_then(|k| k.parse().ok()) {
                        seg.reported.push((k, sym));
                    }
                }
                seg.commands.push(t.to_string());
            }
        }
    }
    if segments.is_empty() {
        return Ok(Vec::new());
    }
    let mut solver = make_solver(verify::solver_config(opts), opts.driver);
    solver.send(&(prelude.join("\n") + "\n")).map_err(|e| format!("prelude: {e}"))?;
    let prelude_arrays = prelude.iter().any(|l| l.contains("(Array "));
    let mut switch = ext::Switch::default();
    let mut results = Vec::new();
    for seg in &segments {
        results.push(prove_segment(solver.as_mut(), seg, opts, prelude_arrays, &mut switch));
    }
    Ok(results)
}

fn prove_segment(
    solver: &mut (dyn SmtSolver + Send),
    seg: &Segment,
    opts: &Options,
    prelude_arrays: bool,
    switch: &mut ext::Switch,
) -> ImplResult {
    let mut r = ImplResult {
        name: seg.name.clone(),
        priority: 1,
        pos: seg.pos.clone(),
        outcome: Outcome::Verified,
        errors: Vec::new(),
        time_limit: opts.time_limit,
        msg_if_verifies: None,
        notes: Vec::new(),
        alarms: Vec::new(),
        partial: false,
    };
    if !seg.has_check || seg.blocks.is_empty() {
        r.outcome = Outcome::Inconclusive;
        return r;
    }
    let n = seg.blocks.iter().map(|(b, _)| b.index + 1).max().unwrap_or(0);
    let mut shape = Shape {
        labels: vec![String::new(); n],
        succs: vec![Vec::new(); n],
        block_at: vec![None; n],
        return_at: vec![None; n],
        empty: vec![false; n],
        renamed: Default::default(),
    };
    let mut block_syms = vec![String::new(); n];
    for (b, sym) in &seg.blocks {
        shape.labels[b.index] = b.label.clone();
        shape.succs[b.index] = b.succs.clone();
        shape.block_at[b.index] = b.block_at.clone();
        shape.return_at[b.index] = b.return_at.clone();
        shape.empty[b.index] = b.empty;
        if let Some(rn) = &b.renamed {
            shape.renamed.insert(b.index, rn.clone());
        }
        block_syms[b.index] = quote_symbol(sym);
    }
    let nk = seg.checks.iter().map(|(k, _, _)| k + 1).max().unwrap_or(0);
    let mut infos: Vec<Option<CheckInfo>> = vec![None; nk];
    let mut check_syms = vec![String::new(); nk];
    let mut rep_syms = vec![String::new(); nk];
    let mut by_block: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (k, info, sym) in &seg.checks {
        if info.block < n {
            by_block[info.block].push(*k);
        }
        check_syms[*k] = quote_symbol(sym);
        infos[*k] = Some(info.clone());
    }
    for (k, text) in &seg.check_texts {
        if *k < nk {
            check_syms[*k] = text.clone();
        }
    }
    for (k, sym) in &seg.reported {
        if *k < nk {
            rep_syms[*k] = quote_symbol(sym);
        }
    }
    for v in &mut by_block {
        v.sort_unstable();
    }
    // A flag the builders simplified away never occurs in the formula.
    for sym in &mut rep_syms {
        if sym.is_empty() {
            *sym = "false".into();
        }
    }
    for sym in &mut check_syms {
        if sym.is_empty() {
            *sym = "true".into();
        }
    }
    let limit = if opts.time_limit == 0 { None } else { Some(Duration::from_secs(opts.time_limit)) };
    let body = seg.commands.join("\n") + "\n";
    let arrays = prelude_arrays || body.contains("(Array ");
    let switchable = opts.solver == SolverKind::Z3;
    let view = SegmentView { shape, end: seg.end.clone(), block_syms, check_syms, rep_syms, infos, by_block, nk };
    let (outcome, note) = ext::run(opts.array_ext, arrays, switchable, limit, |step| {
        if let Err(e) = switch.set(solver, step.ext).and_then(|()| solver.push()) {
            return Attempt::Done(fail(e, &mut r.notes));
        }
        let a = attempt(solver, &body, step.limit, step.mode, &view, opts, &mut r);
        let _ = solver.set_time_limit(None);
        let _ = solver.pop();
        a
    });
    if !note.is_empty() {
        r.notes.push(note.to_string());
    }
    r.outcome = outcome;
    r
}

/// One attempt at a segment (see [`crate::ext`]): its commands in the open scope, then the
/// check loop of `verify` ([`verify::check_loop`]).
fn attempt(
    solver: &mut (dyn SmtSolver + Send),
    body: &str,
    limit: Option<Duration>,
    mode: Mode,
    view: &SegmentView,
    opts: &Options,
    r: &mut ImplResult,
) -> Attempt {
    if let Err(e) = solver.send(body).and_then(|()| solver.set_time_limit(limit)) {
        return Attempt::Done(fail(e, &mut r.notes));
    }
    verify::check_loop(&mut SegmentChecks { solver, view, error_trace: opts.error_trace }, mode, verify::Limits { errors: opts.error_limit, rlimit: verify::impl_rlimit_of(opts) }, r)
}

/// The outcome of a solver failure while no error is reported (time-out or exception),
/// noted in `notes`.
fn fail(e: SolverError, notes: &mut Vec<String>) -> Outcome {
    notes.push(e.to_string());
    match e {
        SolverError::Timeout(_) => Outcome::TimedOut,
        _ => Outcome::SolverException,
    }
}

/// What the check loop of a segment reads: its blocks and checks by index.
struct SegmentView {
    shape: Shape,
    /// The `END_AT` position of the implementation.
    end: Option<boogie_ast::origin::Pos>,
    block_syms: Vec<String>,
    check_syms: Vec<String>,
    rep_syms: Vec<String>,
    infos: Vec<Option<CheckInfo>>,
    by_block: Vec<Vec<usize>>,
    nk: usize,
}

/// [`verify::CheckSource`] of `prove`: a segment's checks read through their symbols.
struct SegmentChecks<'a> {
    solver: &'a mut (dyn SmtSolver + Send),
    view: &'a SegmentView,
    error_trace: u8,
}

impl verify::CheckSource for SegmentChecks<'_> {
    fn solver(&mut self) -> &mut (dyn SmtSolver + Send) {
        self.solver
    }

    fn check(&mut self) -> Result<SatResult, SolverError> {
        self.solver.check(&[])
    }

    fn counterexample(&mut self, _notes: &mut Vec<String>) -> Result<Option<(usize, Vec<usize>)>, SolverError> {
        let SegmentView { shape, block_syms, check_syms, rep_syms, by_block, nk, .. } = self.view;
        let bv: Vec<&str> = block_syms.iter().map(String::as_str).collect();
        let mut cv: Vec<&str> = Vec::new();
        for k in 0..*nk {
            cv.push(&check_syms[k]);
            cv.push(&rep_syms[k]);
        }
        let bvals = self.solver.get_values(&bv)?;
        let cvals = if cv.is_empty() { Vec::new() } else { self.solver.get_values(&cv)? };
        let block_vals: Vec<Option<bool>> = bvals.iter().map(|v| verify::parse_bool(v)).collect();
        let cv2: Vec<Option<bool>> = cvals.iter().map(|v| verify::parse_bool(v)).collect();
        let cond = |k: usize| cv2.get(2 * k).copied().flatten();
        let reported = |k: usize| cv2.get(2 * k + 1).copied().flatten().unwrap_or(false);
        Ok(verify::walk_wp(&shape.succs, by_block, &block_vals, &cond, &reported))
    }

    fn report(&self, k: usize, path: &[usize]) -> Option<ErrorReport> {
        let info = self.view.infos[k].as_ref()?;
        Some(verify::report_from(&self.view.shape, info, path, self.view.end.clone(), self.error_trace))
    }

    /// A flag the builders simplified away (`false`) cannot be assumed.
    fn assume(&mut self, k: usize) -> Result<bool, SolverError> {
        let sym = &self.view.rep_syms[k];
        if sym == "false" {
            return Ok(false);
        }
        self.solver.send(&format!("(assert {sym})\n")).map(|()| true)
    }

    /// Every failure is noted; a time-out is a time-out, anything else a solver exception.
    fn failure(&self, e: SolverError, _of_check: bool, notes: &mut Vec<String>) -> Outcome {
        fail(e, notes)
    }
}
