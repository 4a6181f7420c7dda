//! Running the analysis with a solver: one solver process per worker, the program's axioms
//! asserted once, and per implementation one scope holding its definitions
//! ([`crate::encode`]) in which every query is `push; assert; check-sat; pop` (Hoenicke
//! et al. §6: the solver parses the formula once and keeps what it learnt).
//!
//! Answers: `sat` is yes; `unsat` is no; `unknown` because of a time-out, memory or a
//! resource limit, and every solver failure, is unknown; an `unknown` that only says the
//! solver is incomplete (quantifiers) is yes, as Boogie takes it for a counterexample.
//! Soundness of the reports rests on `unsat` alone: a node is unreachable only after an
//! `unsat` answer (or propagation from one), a point doomed only after one.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use boogie_ast::{ImplementationDecl, Program};
use boogie_tc::TcInfo;
use boogie_ast::origin::{find_pos, Pos, END_AT, POS};
use smt_backend::{make_solver, PrintOptions, Printer, RecordingSolver, SatResult, Session, SmtSolver, SolverKind, TermId};
use vcgen::blocks;
use vcgen::translate::Translator;

use crate::doomed::{self, Doom, DoomGraph, DoomOracle, Wrong};
use crate::dom::{dominators, post_dominators};
use crate::encode::{self, Encoding};
use crate::game::{Answer, Colour, Game, GameGraph, Oracle, Strategy};
use crate::marks::{SourceCmd, SourceCmds};
use crate::points::{self, Points};
use crate::{CmdReport, ImplReport, Options, Status};

/// Analyses every implementation `verify` would verify, in its output order.
pub fn analyze_program<'p>(program: &'p Program, info: &TcInfo<'p>, cmds: Option<&SourceCmds>, opts: &Options) -> Vec<ImplReport> {
    let impls: Vec<&ImplementationDecl> = vcgen::verify::selected(program, info).into_iter().map(|(_, i)| i).collect();
    let jobs = opts.jobs.max(1).min(impls.len().max(1));
    if jobs <= 1 {
        return worker(program, info, cmds, opts, &impls, 0, 1);
    }
    let mut slots: Vec<Option<ImplReport>> = vec![None; impls.len()];
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs)
            .map(|w| {
                let impls = &impls;
                scope.spawn(move || (w, worker(program, info, cmds, opts, impls, w, jobs)))
            })
            .collect();
        for h in handles {
            if let Ok((w, reports)) = h.join() {
                for (k, r) in reports.into_iter().enumerate() {
                    if let Some(slot) = slots.get_mut(w + k * jobs) {
                        *slot = Some(r);
                    }
                }
            }
        }
    });
    slots
        .into_iter()
        .zip(impls.iter())
        .map(|(r, imp)| r.unwrap_or_else(|| failed(program, imp, cmds, "worker failed")))
        .collect()
}

fn worker<'p>(
    program: &'p Program,
    info: &TcInfo<'p>,
    cmds: Option<&SourceCmds>,
    opts: &Options,
    impls: &[&'p ImplementationDecl],
    w: usize,
    stride: usize,
) -> Vec<ImplReport> {
    let mine: Vec<&ImplementationDecl> = impls.iter().skip(w).step_by(stride).copied().collect();
    if mine.is_empty() {
        return Vec::new();
    }
    let vopts = &opts.solver;
    let mut tr = Translator::new(info);
    tr.distinct_limit = vopts.solver.profile().distinct_limit;
    tr.z3_map_builtins = vopts.solver == SolverKind::Z3;
    tr.const_arrays = vopts.solver != SolverKind::Yices;
    let prelude = tr.prelude(program);
    tr.end_prelude();
    let mut cfg = vcgen::verify::solver_config(vopts);
    if opts.time_limit > 0 {
        cfg.reply_limit = Duration::from_secs(opts.time_limit * 2 + 10);
    }
    let solver = make_solver(cfg, vopts.driver);
    let solver: Box<dyn SmtSolver + Send> = match dump(opts, w) {
        Some(f) => Box::new(RecordingSolver::tee(f, solver)),
        None => solver,
    };
    let mut session = Session::new(Printer::new(PrintOptions::with_lets()), solver);
    let mut notes = prelude.dropped.clone();
    if session.assert_all(&tr.store, &prelude.axioms).is_err() {
        // One by one, so that only axioms the solver rejects are left out.
        for ax in &prelude.axioms {
            if let Err(e) = session.assert(&tr.store, *ax) {
                notes.push(format!("axiom left out: {e}"));
            }
        }
    }
    let limit = (opts.time_limit > 0).then(|| Duration::from_secs(opts.time_limit));
    if let Err(e) = session.solver.set_time_limit(limit) {
        notes.push(e.to_string());
    }
    mine.iter()
        .map(|imp| {
            let mut r = analyze_impl(program, &mut tr, &mut session, imp, cmds, opts);
            r.notes.extend(notes.iter().cloned());
            r
        })
        .collect()
}

fn dump(opts: &Options, w: usize) -> Option<Box<dyn std::io::Write + Send>> {
    let dir = opts.solver.dump_dir.as_ref()?;
    std::fs::create_dir_all(dir).ok()?;
    let f = std::fs::File::create(dir.join(format!("reach-{w}.smt2"))).ok()?;
    Some(Box::new(f))
}

/// The position of an implementation (its name) and the end of its body.
fn impl_range(imp: &ImplementationDecl) -> (Option<Pos>, Option<Pos>) {
    (find_pos(&imp.attrs, POS), find_pos(&imp.attrs, END_AT))
}

/// The source commands reported for `imp`: the listed ones (marks inserted before
/// lowering), or else those its `{:reach_cmds}` attribute lists, or else the marks found in
/// its body that lie inside it.
fn commands_of(imp: &ImplementationDecl, cmds: Option<&SourceCmds>, found: &[(SourceCmd, usize)]) -> Vec<SourceCmd> {
    let (pos, end) = impl_range(imp);
    if let (Some(all), Some(p)) = (cmds, &pos) {
        if let Some(list) = all.get(p) {
            return list.clone();
        }
    }
    if let Some(list) = crate::marks::read_cmds(&imp.attrs) {
        return list;
    }
    let inside = |c: &SourceCmd| match (&pos, &end) {
        (Some(p), Some(e)) => c.pos.file == p.file && (p.line, p.col) <= (c.pos.line, c.pos.col) && (c.pos.line, c.pos.col) <= (e.line, e.col),
        _ => true,
    };
    let mut out: Vec<SourceCmd> = found.iter().map(|(c, _)| c.clone()).filter(inside).collect();
    out.sort_by(|a, b| (a.pos.line, a.pos.col).cmp(&(b.pos.line, b.pos.col)));
    out.dedup();
    out
}

fn failed(program: &Program, imp: &ImplementationDecl, cmds: Option<&SourceCmds>, why: &str) -> ImplReport {
    let _ = program;
    let list = commands_of(imp, cmds, &[]);
    ImplReport {
        name: imp.name.name.to_string(),
        pos: impl_range(imp).0,
        blocks: 0,
        nodes: 0,
        queries: 0,
        cmds: list.into_iter().map(|cmd| CmdReport { cmd, status: Status::Unknown }).collect(),
        notes: vec![why.to_string()],
        time: Duration::ZERO,
        nodes_unreachable: 0,
    }
}

/// The analysis of one implementation.
pub fn analyze_impl<'p>(
    program: &'p Program,
    tr: &mut Translator<'_, 'p>,
    session: &mut Session,
    imp: &'p ImplementationDecl,
    cmds: Option<&SourceCmds>,
    opts: &Options,
) -> ImplReport {
    let start = Instant::now();
    tr.forget_locals();
    let g = match blocks::graph(imp, &program.files) {
        Ok(g) => g,
        Err(e) => return failed(program, imp, cmds, &format!("not passive: {}", e.0)),
    };
    let p = points::build(&g);
    let enc = match encode::build(tr, &g, &p, opts.doomed) {
        Ok(enc) => enc,
        Err(e) => return failed(program, imp, cmds, &e),
    };
    let mut notes: Vec<String> = enc.unsupported.iter().map(|u| format!("no translation: {u}")).collect();
    let mut defs = tr.instance_axioms.clone();
    defs.extend_from_slice(&enc.definitions);
    if let Err(e) = session.push().and_then(|()| session.assert_all(&tr.store, &defs)) {
        let _ = session.pop();
        return failed(program, imp, cmds, &format!("definitions: {e}"));
    }
    let (colour, doom, queries) = play(&g, &p, &enc, tr, session, opts, &mut notes);
    if session.pop().is_err() {
        notes.push("pop failed".into());
    }
    let list = commands_of(imp, cmds, &p.marks);
    let mut nodes_of: HashMap<&SourceCmd, Vec<usize>> = HashMap::new();
    for (c, n) in &p.marks {
        nodes_of.entry(c).or_default().push(*n);
    }
    let cmds = list
        .into_iter()
        .map(|cmd| {
            let nodes = nodes_of.get(&cmd).map(Vec::as_slice).unwrap_or(&[]);
            let status = status_of(nodes, &p, &colour, doom.as_deref(), &g);
            CmdReport { cmd, status }
        })
        .collect();
    ImplReport {
        name: imp.name.name.to_string(),
        pos: impl_range(imp).0,
        blocks: g.blocks.len(),
        nodes: p.len(),
        queries,
        cmds,
        notes,
        time: start.elapsed(),
        nodes_unreachable: colour.iter().filter(|c| **c == Colour::Black).count(),
    }
}

type Played = (Vec<Colour>, Option<Vec<Doom>>, usize);

/// The reachability game, then (with `--doomed`) the doomed-point games.
fn play(
    g: &blocks::Graph<'_>,
    p: &Points,
    enc: &Encoding,
    tr: &mut Translator<'_, '_>,
    session: &mut Session,
    opts: &Options,
    notes: &mut Vec<String>,
) -> Played {
    let n = p.len();
    let succs: Vec<Vec<usize>> = (0..n).map(|c| dedup(p.succs(c).collect())).collect();
    let preds: Vec<Vec<usize>> = (0..n).map(|c| dedup(p.preds(c).collect())).collect();
    let dom = dominators(n, &|v| preds[v].clone());
    let exit: Vec<bool> = p.classes.iter().map(|c| c.exit).collect();
    let free: Vec<bool> = (0..n).map(|c| matches!(p.inc[c][..], [k] if p.edges[k].cmd.is_none())).collect();
    let mut oracle = SolverOracle { tr, session, enc, p, g, notes };
    let mut game = Game::new(GameGraph { succs: &succs, preds: &preds, dom: &dom, exit: &exit, free: &free });
    game.play(opts.strategy, &mut oracle);
    let mut queries = game.queries;
    let colour = game.colour;
    if !opts.doomed {
        return (colour, None, queries);
    }
    if !enc.unsupported.is_empty() {
        // A fresh boolean may make a failure look possible where none is.
        let doom = colour.iter().map(|c| if *c == Colour::White { Doom::Unknown } else { Doom::No }).collect();
        return (colour, Some(doom), queries);
    }
    let postdom = post_dominators(n, &|v| succs[v].clone(), &|v| exit[v]);
    let dg = DoomGraph { succs: &succs, preds: &preds, dom: &dom, postdom: &postdom, exit: &exit };
    let (doom, q) = doomed::doomed(&dg, &colour, opts.strategy == Strategy::Naive, &mut oracle);
    queries += q;
    (colour, Some(doom), queries)
}

fn dedup(mut v: Vec<usize>) -> Vec<usize> {
    v.sort_unstable();
    v.dedup();
    v
}

/// A command's status from the nodes of its marks (`nodes`): reachable if one is; else unknown if one
/// is; else unreachable (also when no mark is left: the lowering dropped dead code). A
/// reachable command is doomed when every reachable mark is, by the first one's assertion.
fn status_of(nodes: &[usize], p: &Points, colour: &[Colour], doom: Option<&[Doom]>, g: &blocks::Graph<'_>) -> Status {
    let white: Vec<usize> = nodes.iter().copied().filter(|n| colour[*n] == Colour::White).collect();
    if white.is_empty() {
        return if nodes.iter().any(|n| colour[*n] != Colour::Black) { Status::Unknown } else { Status::Unreachable };
    }
    let Some(doom) = doom else { return Status::Reachable };
    let mut by = None;
    for n in &white {
        match doom[*n] {
            Doom::No => return Status::Reachable,
            Doom::Unknown => return Status::Unknown,
            Doom::Doomed(edge) => {
                if by.is_none() {
                    by = Some(edge.and_then(|k| assertion_pos(g, p, k)));
                }
            }
        }
    }
    Status::Doomed(by.flatten())
}

/// The position of the assertion an edge crosses.
fn assertion_pos(g: &blocks::Graph<'_>, p: &Points, k: usize) -> Option<Pos> {
    let r = p.edges[k].cmd?;
    g.blocks[r.block].cmds[r.cmd].origin.as_ref().and_then(|o| o.pos.clone().or_else(|| o.related.clone()))
}

/// The solver as [`Oracle`] and [`DoomOracle`].
struct SolverOracle<'s, 't, 'p, 'g> {
    tr: &'s mut Translator<'t, 'p>,
    session: &'s mut Session,
    enc: &'s Encoding,
    p: &'s Points,
    g: &'s blocks::Graph<'g>,
    notes: &'s mut Vec<String>,
}

impl SolverOracle<'_, '_, '_, '_> {
    /// `push; assert ts; check-sat` (the caller pops).
    fn check(&mut self, ts: &[TermId]) -> Result<SatResult, String> {
        self.session.push().map_err(|e| e.to_string())?;
        self.session.assert_all(&self.tr.store, ts).map_err(|e| e.to_string())?;
        self.session.check(&self.tr.store, &[]).map_err(|e| e.to_string())
    }

    fn answer(&mut self, r: Result<SatResult, String>) -> Answer {
        match r {
            Ok(SatResult::Sat) => Answer::Yes,
            Ok(SatResult::Unsat) => Answer::No,
            Ok(SatResult::Unknown) => match vcgen::verify::special_unknown(self.session.solver.as_mut()) {
                Some(o) => {
                    self.notes.push(format!("solver: {o:?}"));
                    Answer::Unknown
                }
                None => Answer::Yes,
            },
            Err(e) => {
                self.notes.push(e);
                Answer::Unknown
            }
        }
    }

    fn pop(&mut self) {
        if let Err(e) = self.session.pop() {
            self.notes.push(format!("pop: {e}"));
        }
    }

    /// The path of a failing execution from `c` in the current model, and the edge of the
    /// failing assertion: from `c`, follow an out-edge whose `D` is true, until one whose
    /// `fail` is true.
    fn failing_path(&mut self, c: usize) -> Option<(Vec<usize>, usize)> {
        let mut path = vec![c];
        let mut x = c;
        for _ in 0..=self.p.len() {
            let out = &self.p.out[x];
            let mut terms = Vec::new();
            for &k in out {
                terms.push(self.enc.d[k]?);
                if let Some(f) = self.enc.fail[k] {
                    terms.push(f);
                }
            }
            let vals = self.session.get_values(&self.tr.store, &terms).ok()?;
            let mut i = 0;
            let mut next = None;
            for &k in out {
                let d = vals.get(i).map(|v| v.trim() == "true").unwrap_or(false);
                i += 1;
                let f = if self.enc.fail[k].is_some() {
                    i += 1;
                    vals.get(i - 1).map(|v| v.trim() == "true").unwrap_or(false)
                } else {
                    false
                };
                if d && f {
                    return Some((path, k));
                }
                if d && next.is_none() {
                    next = Some(self.p.edges[k].to);
                }
            }
            x = next?;
            path.push(x);
        }
        None
    }
}

impl Oracle for SolverOracle<'_, '_, '_, '_> {
    fn ask(&mut self, c: usize) -> Answer {
        let v = self.enc.v[c];
        let r = self.check(&[v]);
        let a = self.answer(r);
        self.pop();
        a
    }
}

impl DoomOracle for SolverOracle<'_, '_, '_, '_> {
    fn live(&mut self, c: usize) -> Answer {
        let ts = [self.enc.v[c], self.enc.f[c]];
        let r = self.check(&ts);
        let a = self.answer(r);
        self.pop();
        a
    }

    fn wrong(&mut self, c: usize) -> Wrong {
        let ts = [self.enc.v[c], self.enc.g[c]];
        let r = self.check(&ts);
        // An `unknown` that only says the solver is incomplete (quantifiers) counts as a
        // failing execution, as `verify` reports it as an error; the report still rests on
        // the `unsat` answer of the live query (no execution through `c` ends normally).
        let incomplete = matches!(r, Ok(SatResult::Unknown))
            && vcgen::verify::special_unknown(self.session.solver.as_mut()).is_none();
        let out = match r {
            _ if incomplete => match self.failing_path(c) {
                Some((path, edge)) => Wrong::Yes { path, edge: Some(edge) },
                None => Wrong::Yes { path: vec![c], edge: None },
            },
            Ok(SatResult::Sat) => match self.failing_path(c) {
                Some((path, edge)) => Wrong::Yes { path, edge: Some(edge) },
                None => Wrong::Yes { path: vec![c], edge: None },
            },
            Ok(SatResult::Unsat) => Wrong::No,
            other => {
                let _ = self.answer(other);
                Wrong::Unknown
            }
        };
        self.pop();
        let _ = self.g;
        out
    }
}
