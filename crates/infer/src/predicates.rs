//! Loop invariants by predicate abstraction (Flanagan and Qadeer, "Predicate abstraction
//! for software verification", POPL 2002; ../shared/design/algorithms.md §5).
//!
//! For each loop, in program order, with predicates `p0 .. p(n-1)` the invariant is the
//! least fixpoint, in the domain of boolean functions over the predicates
//! ([`crate::domain::BoolFn`]), of
//! ```text
//! r0 = alpha(sp(context))
//! r(k+1) = r(k) OR alpha(sp(context; havoc targets; assume guard && I && gamma(r(k)); body))
//! ```
//! where `context` is the code before the loop (earlier loops with what was inferred for
//! them) and `I` the loop's own invariants. `alpha(Q)` relative to `r` ([`Abstraction`])
//! takes each assignment of the predicates outside the result so far and asks whether `Q`
//! excludes it (`Q ==> m`, `m` the maximal clause false just there); if so `m` is shrunk
//! by divide and conquer to a small clause `c` with `Q ==> c` and `r ==> c` (section 5),
//! and the result is conjoined with `c`.
//!
//! Each question `Q ==> c` is one ordinary Boogie program verified by the caller's
//! `check` (the normal pipeline with z3): the procedure's declarations, every other
//! implementation removed, and one implementation running `context; ...; assert c`. A
//! check that is not conclusive counts as "not valid", which only weakens the invariant.
//!
//! Skolem constants: locals declared `var {:skolem} sc: int;` that only predicates
//! mention. `gamma(r)` is assumed closed over them (`forall sc :: ...`), and the invariant
//! is printed so, which is how quantified array invariants are found.
//!
//! Predicates are given on the loop, as the arguments of a `{:predicates ...}` attribute
//! on one of its invariants (usually `invariant {:predicates p0, p1, ...} true;`).
//! Supported loops: `while` loops at the top level of a procedure declared with its body,
//! whose body has no `goto`, `break` or `return`, and loops at the top level of such a
//! loop's body that have none either and no nested loop. An inner loop is inferred anew
//! for each approximation of the outer one (its context is the outer iteration up to
//! it); its queries are summed over them. Other loops are left as they are.

use std::collections::BTreeSet;

use boogie_ast::{
    AssertCmd, AssumeCmd, Attrs, BinaryExpr, BinaryOp, Decl, Expr, ExprKind, HavocCmd, Ident, LoopSpec, Name, Program,
    ProcedureDecl, QuantExpr, QuantKind, Span, Spec, Stmt, UnaryOp, Variable, Visitor, WhileStmt,
};
use vcgen::{ImplResult, Outcome};

use crate::domain::{BoolFn, Clause, Lit, MAX_PREDICATES};

/// The attribute that lists a loop's predicates.
pub const PREDICATES: &str = "predicates";
/// The attribute that marks a local as a skolem constant.
pub const SKOLEM: &str = "skolem";
/// The name of the procedure of each query.
pub const QUERY_PROC: &str = "$infer_query";

/// Prover queries of one loop, by purpose.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Queries {
    /// Does `Q` exclude an assignment of the predicates (a maximal clause)?
    pub maximal: usize,
    /// Divide and conquer on a clause (section 5).
    pub shrink: usize,
    /// Clauses asked by the comparison algorithms (decision tree, enumeration).
    pub enumerated: usize,
}

impl Queries {
    pub fn total(&self) -> usize {
        self.maximal + self.shrink + self.enumerated
    }
}

/// What was inferred for one loop.
#[derive(Clone, Debug, serde::Serialize)]
pub struct LoopResult {
    pub procedure: String,
    /// 1-based line of the `while`.
    pub line: u32,
    pub predicates: usize,
    pub iterations: usize,
    pub queries: Queries,
    /// The invariant's clauses, printed.
    pub clauses: Vec<String>,
}

/// The program with the inferred invariants (marked `{:inferred}`) and per-loop figures.
pub struct PredicateOutcome {
    pub program: Program,
    pub loops: Vec<LoopResult>,
}

/// How `alpha` is computed (the paper's section 5 and the two it compares with in 7.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// Flanagan and Qadeer: maximal clauses, shrunk by divide and conquer.
    Fq,
    /// Das, Dill and Park: a decision tree over the predicates in their order; a valid
    /// clause at a vertex prunes its descendants.
    Ddp,
    /// Saidi and Shankar: every clause by increasing size, skipping those implied.
    Ss,
}

impl Algorithm {
    pub fn from_name(name: &str) -> Option<Algorithm> {
        Some(match name {
            "fq" => Algorithm::Fq,
            "ddp" => Algorithm::Ddp,
            "ss" => Algorithm::Ss,
            _ => return None,
        })
    }
}

/// Infers the invariants of every supported loop with predicates (Flanagan and Qadeer's
/// algorithm). `check` verifies a program (the normal pipeline); its error ends the run.
pub fn infer<E>(program: &Program, check: impl FnMut(&Program) -> Result<Vec<ImplResult>, E>) -> Result<PredicateOutcome, E> {
    infer_with(program, Algorithm::Fq, check)
}

/// Where a loop's predicates come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// `{:predicates ...}` only.
    Given,
    /// `{:predicates ...}`, else the heuristics of [`guess`].
    Guessed,
}

/// [`infer`] with the abstraction computed by `algorithm`.
pub fn infer_with<E>(
    program: &Program,
    algorithm: Algorithm,
    check: impl FnMut(&Program) -> Result<Vec<ImplResult>, E>,
) -> Result<PredicateOutcome, E> {
    infer_from(program, algorithm, Source::Given, check)
}

/// [`infer_with`], the predicates of loops without `{:predicates}` guessed when `source`
/// says so.
pub fn infer_from<E>(
    program: &Program,
    algorithm: Algorithm,
    source: Source,
    mut check: impl FnMut(&Program) -> Result<Vec<ImplResult>, E>,
) -> Result<PredicateOutcome, E> {
    let mut out = program.clone();
    let mut loops = Vec::new();
    for d in 0..out.decls.len() {
        let Decl::Procedure(p) = &out.decls[d] else { continue };
        let Some(body) = &p.body else { continue };
        for k in 0..body.stmts.len() {
            let (proc_decl, stmt) = match &out.decls[d] {
                Decl::Procedure(p) => (p.clone(), p.body.as_ref().map(|b| b.stmts[k].clone())),
                _ => unreachable!(),
            };
            let Some(Stmt::While(w)) = stmt else { continue };
            let mut preds = loop_predicates(&w);
            if preds.is_empty() && source == Source::Guessed {
                let after = proc_decl.body.as_ref().map(|b| b.stmts[k + 1..].to_vec()).unwrap_or_default();
                preds = guess(&w, &proc_decl, &after, &base_program(&out));
            }
            if preds.is_empty() || preds.len() > MAX_PREDICATES || !supported_outer(&w.body) {
                continue;
            }
            let base = base_program(&out);
            let context = proc_decl.body.as_ref().map(|b| b.stmts[..k].to_vec()).unwrap_or_default();
            let mut lp = Loop::new(&proc_decl, context, &w, preds, base, &mut check);
            lp.algorithm = algorithm;
            let r = lp.fixpoint()?;
            let (new_loop, mut results) = lp.finish(&r);
            loops.append(&mut results);
            if let Decl::Procedure(p) = &mut out.decls[d] {
                if let Some(b) = p.body.as_mut() {
                    b.stmts[k] = Stmt::While(Box::new(new_loop));
                }
            }
        }
    }
    Ok(PredicateOutcome { program: out, loops })
}

fn inferred_invariant(e: Expr, at: Span) -> LoopSpec {
    LoopSpec::Invariant(boogie_ast::Contract {
        free: false,
        attrs: boogie_ast::thin_vec![boogie_ast::origin::flag_attr(crate::INFERRED)],
        expr: e,
        // The loop's position: where the verifier reports it.
        span: at,
    })
}

/// A supported loop body, or one whose top-level inner loops have supported bodies.
fn supported_outer(body: &[Stmt]) -> bool {
    body.iter().all(|s| match s {
        Stmt::While(w) => supported(&w.body),
        other => supported(std::slice::from_ref(other)),
    })
}

/// The predicates listed by `{:predicates ...}` on the loop's invariants.
pub fn loop_predicates(w: &WhileStmt) -> Vec<Expr> {
    let mut out = Vec::new();
    for s in &w.specs {
        if let LoopSpec::Invariant(c) = s {
            for a in c.attrs.iter().filter(|a| a.key == PREDICATES) {
                out.extend(a.args.exprs().map(|e| e.into_owned()));
            }
        }
    }
    out
}

fn supported(body: &[Stmt]) -> bool {
    body.iter().all(|s| match s {
        Stmt::While(_) | Stmt::Goto(_) | Stmt::Break(_) | Stmt::Return(_) | Stmt::Label(_) => false,
        Stmt::If(i) => if_supported(i),
        _ => true,
    })
}

fn if_supported(i: &boogie_ast::IfStmt) -> bool {
    supported(&i.then_branch)
        && match &i.else_branch {
            Some(boogie_ast::ElseBranch::If(e)) => if_supported(e),
            Some(boogie_ast::ElseBranch::Block { stmts, .. }) => supported(stmts),
            None => true,
        }
}

/// The program's declarations with every body removed (the query procedure is added per
/// query).
fn base_program(p: &Program) -> Program {
    let mut out = Program { files: p.files.clone(), decls: Vec::with_capacity(p.decls.len()) };
    for d in &p.decls {
        match d {
            Decl::Implementation(_) => {}
            Decl::Procedure(proc_) => {
                let mut q = proc_.clone();
                q.body = None;
                out.decls.push(Decl::Procedure(q));
            }
            other => out.decls.push(other.clone()),
        }
    }
    out
}

fn not(e: Expr) -> Expr {
    Expr { kind: ExprKind::Unary { op: UnaryOp::Not, arg: Box::new(e) }, span: Span::NONE }
}

fn bin(op: BinaryOp, lhs: Expr, rhs: Expr) -> Expr {
    Expr { kind: ExprKind::Binary(Box::new(BinaryExpr { op, lhs, rhs })), span: Span::NONE }
}

fn lit_bool(b: bool) -> Expr {
    Expr { kind: ExprKind::Lit(boogie_ast::Literal::Bool(b)), span: Span::NONE }
}

fn assume(e: Expr) -> Stmt {
    Stmt::Assume(AssumeCmd { attrs: Attrs::new(), expr: e, span: Span::NONE })
}

/// The names an expression mentions.
fn names_in(e: &Expr, out: &mut BTreeSet<Name>) {
    struct N<'a>(&'a mut BTreeSet<Name>);
    impl Visitor for N<'_> {
        fn visit_expr(&mut self, node: &Expr) {
            if let ExprKind::Var { name } = &node.kind {
                self.0.insert(name.clone());
            }
            boogie_ast::walk_expr(self, node);
        }
    }
    N(out).visit_expr(e);
}

/// The variables a loop body may change: assignment targets, havocs, call results and the
/// `modifies` of the procedures it calls.
fn targets(body: &[Stmt], program: &Program, out: &mut BTreeSet<Name>) {
    for s in body {
        match s {
            Stmt::Assign(a) => out.extend(a.lhs.iter().map(|l| l.name.name.clone())),
            Stmt::Havoc(h) => out.extend(h.vars.iter().map(|v| v.name.clone())),
            Stmt::Call(c) => {
                out.extend(c.outs.iter().map(|v| v.name.clone()));
                for d in &program.decls {
                    if let Decl::Procedure(p) = d {
                        if p.name.name == c.callee.name {
                            for sp in &p.specs {
                                if let Spec::Modifies(m) = sp {
                                    out.extend(m.vars.iter().map(|v| v.name.clone()));
                                }
                            }
                        }
                    }
                }
            }
            Stmt::If(i) => if_targets(i, program, out),
            _ => {}
        }
    }
}

fn if_targets(i: &boogie_ast::IfStmt, program: &Program, out: &mut BTreeSet<Name>) {
    targets(&i.then_branch, program, out);
    match &i.else_branch {
        Some(boogie_ast::ElseBranch::If(e)) => if_targets(e, program, out),
        Some(boogie_ast::ElseBranch::Block { stmts, .. }) => targets(stmts, program, out),
        None => {}
    }
}

/// One loop under inference.
struct Loop<'a, C> {
    proc_decl: ProcedureDecl,
    context: Vec<Stmt>,
    w: WhileStmt,
    preds: Vec<Expr>,
    skolems: Vec<Variable>,
    targets: Vec<Name>,
    base: Program,
    check: &'a mut C,
    queries: Queries,
    iterations: usize,
    /// The body for the current approximation: inner loops with their invariants.
    body_now: Vec<Stmt>,
    /// Figures of the inner loops (by index in the body), summed over the iterations.
    inner: Vec<(usize, LoopResult)>,
    algorithm: Algorithm,
}

/// The path a query checks: from the procedure's entry to the loop, or one iteration.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Path {
    Entry,
    Iteration,
}

impl<'a, C, E> Loop<'a, C>
where
    C: FnMut(&Program) -> Result<Vec<ImplResult>, E>,
{
    fn new(proc_decl: &ProcedureDecl, context: Vec<Stmt>, w: &WhileStmt, preds: Vec<Expr>, base: Program, check: &'a mut C) -> Self {
        let body = proc_decl.body.as_ref().expect("a procedure with a body");
        let mut mentioned = BTreeSet::new();
        for p in &preds {
            names_in(p, &mut mentioned);
        }
        let skolems = body
            .locals
            .iter()
            .filter(|v| v.attrs.iter().any(|a| a.key == SKOLEM) && mentioned.contains(&v.name.name))
            .cloned()
            .collect();
        let mut t = BTreeSet::new();
        targets(&w.body, &base, &mut t);
        Loop {
            proc_decl: proc_decl.clone(),
            context,
            body_now: w.body.clone(),
            inner: Vec::new(),
            algorithm: Algorithm::Fq,
            w: w.clone(),
            preds,
            skolems,
            targets: t.into_iter().collect(),
            base,
            check,
            queries: Queries::default(),
            iterations: 0,
        }
    }

    fn gamma_lit(&self, l: Lit) -> Expr {
        let p = self.preds[l.index].clone();
        if l.positive {
            p
        } else {
            not(p)
        }
    }

    fn gamma_clause(&self, c: &[Lit]) -> Expr {
        let mut it = c.iter().map(|l| self.gamma_lit(*l));
        match it.next() {
            None => lit_bool(false),
            Some(first) => it.fold(first, |acc, e| bin(BinaryOp::Or, acc, e)),
        }
    }

    /// `gamma(r)` as a conjunction of its clauses.
    fn gamma(&self, r: &BoolFn) -> Expr {
        let mut it = r.clauses().into_iter().map(|c| self.gamma_clause(&c));
        match it.next() {
            None => lit_bool(true),
            Some(first) => it.fold(first, |acc, e| bin(BinaryOp::And, acc, e)),
        }
    }

    /// `e` universally closed over the skolem constants it mentions.
    fn closed(&self, e: &Expr) -> Expr {
        let mut names = BTreeSet::new();
        names_in(e, &mut names);
        let vars: Vec<Variable> = self
            .skolems
            .iter()
            .filter(|v| names.contains(&v.name.name))
            .map(|v| Variable { attrs: Attrs::new(), where_clause: None, span: Span::NONE, ..v.clone() })
            .collect();
        if vars.is_empty() {
            return e.clone();
        }
        Expr {
            kind: ExprKind::Quant(Box::new(QuantExpr {
                kind: QuantKind::Forall,
                type_params: vec![],
                vars,
                attrs: Attrs::new(),
                triggers: vec![],
                body: e.clone(),
            })),
            span: Span::NONE,
        }
    }

    /// The query program: `context` (and for an iteration the loop's body from a state
    /// satisfying `r`), then `assert goal`.
    fn program(&self, path: Path, r: &BoolFn, goal: Expr) -> Program {
        let mut p = self.proc_decl.clone();
        p.name = Ident { name: Name::new_static(QUERY_PROC), span: Span::NONE };
        p.attrs = Attrs::new();
        p.specs.retain(|s| !matches!(s, Spec::Ensures(_)));
        let body = p.body.as_mut().expect("a procedure with a body");
        // Only the goal is checked: the path's assertions and preconditions are assumed
        // (the final verification checks them).
        let mut stmts = assumed(self.context.clone());
        if path == Path::Iteration {
            stmts.extend(self.iteration_prefix(r));
            stmts.extend(assumed(self.body_now.clone()));
        }
        stmts.push(Stmt::Assert(AssertCmd { attrs: Attrs::new(), expr: goal, span: Span::NONE }));
        body.stmts = stmts;
        let mut prog = self.base.clone();
        prog.decls.push(Decl::Procedure(p));
        prog
    }

    /// The start of an iteration from a state in `r`: the loop's targets havocked, its
    /// guard, invariants and `gamma(r)` assumed.
    fn iteration_prefix(&self, r: &BoolFn) -> Vec<Stmt> {
        let mut stmts = Vec::new();
        if !self.targets.is_empty() {
            stmts.push(Stmt::Havoc(HavocCmd {
                vars: self.targets.iter().map(|n| Ident { name: n.clone(), span: Span::NONE }).collect(),
                span: Span::NONE,
            }));
        }
        if let Some(g) = &self.w.guard {
            stmts.push(assume(g.clone()));
        }
        for s in &self.w.specs {
            if let LoopSpec::Invariant(c) = s {
                stmts.push(assume(c.expr.clone()));
            }
        }
        stmts.push(assume(self.closed(&self.gamma(r))));
        stmts
    }

    /// The invariants of `r`, universally closed over the skolem constants.
    fn invariants(&self, r: &BoolFn) -> Vec<Expr> {
        r.clauses().iter().map(|c| self.closed(&self.gamma_clause(c))).collect()
    }

    /// The body with each inner loop that has predicates given the invariant inferred for
    /// it from the iteration prefix of `r` (inner loops in program order).
    fn body_for(&mut self, r: &BoolFn) -> Result<Vec<Stmt>, E> {
        let mut body = self.w.body.clone();
        for k in 0..body.len() {
            let Stmt::While(iw) = &body[k] else { continue };
            let preds = loop_predicates(iw);
            if preds.is_empty() || preds.len() > MAX_PREDICATES {
                continue;
            }
            let mut context = self.context.clone();
            context.extend(self.iteration_prefix(r));
            context.extend(body[..k].iter().cloned());
            let iw = (**iw).clone();
            let (proc_decl, base) = (self.proc_decl.clone(), self.base.clone());
            let algorithm = self.algorithm;
            let mut inner = Loop::new(&proc_decl, context, &iw, preds, base, &mut *self.check);
            inner.algorithm = algorithm;
            let ir = inner.fixpoint()?;
            let (new_loop, mut nested) = inner.finish(&ir);
            let Some(mut result) = nested.pop() else { continue };
            match self.inner.iter_mut().find(|(i, _)| *i == k) {
                Some((_, acc)) => {
                    acc.iterations += result.iterations;
                    acc.queries.maximal += result.queries.maximal;
                    acc.queries.shrink += result.queries.shrink;
                    acc.queries.enumerated += result.queries.enumerated;
                    acc.clauses = std::mem::take(&mut result.clauses);
                }
                None => self.inner.push((k, result)),
            }
            body[k] = Stmt::While(Box::new(new_loop));
        }
        Ok(body)
    }

    /// The loop with the invariants of `r` (and its inner loops with theirs), and the
    /// figures: the inner loops' first, then this loop's.
    fn finish(self, r: &BoolFn) -> (WhileStmt, Vec<LoopResult>) {
        let invariants = self.invariants(r);
        let mut w = self.w.clone();
        w.body = self.body_now.clone();
        let at = w.span;
        let mut results: Vec<LoopResult> = self.inner.iter().map(|(_, l)| l.clone()).collect();
        results.push(LoopResult {
            procedure: self.proc_decl.name.name.to_string(),
            line: w.span.line(),
            predicates: self.preds.len(),
            iterations: self.iterations,
            queries: self.queries.clone(),
            clauses: invariants.iter().map(boogie_ast::print::print_expr).collect(),
        });
        w.specs.extend(invariants.into_iter().map(|e| inferred_invariant(e, at)));
        (w, results)
    }

    /// Whether `Q ==> goal` is valid (a failed or inconclusive check: no).
    fn valid(&mut self, path: Path, r: &BoolFn, goal: Expr) -> Result<bool, E> {
        let prog = self.program(path, r, goal);
        let results = (self.check)(&prog)?;
        Ok(results.iter().any(|x| x.name == QUERY_PROC) && results.iter().all(|x| x.outcome == Outcome::Verified))
    }

    fn fixpoint(&mut self) -> Result<BoolFn, E> {
        let n = self.preds.len();
        let bottom = BoolFn::constant(n, false);
        let mut r = self.alpha(Path::Entry, &bottom, &bottom)?;
        loop {
            self.iterations += 1;
            self.body_now = self.body_for(&r)?;
            let next = self.alpha(Path::Iteration, &r, &r)?;
            if next == r || self.iterations > (1 << n) + 1 {
                return Ok(r);
            }
            r = next;
        }
    }

    /// `r OR alpha(Q)`, where `Q` is the path from a state in `from` (see the module doc).
    fn alpha(&mut self, path: Path, from: &BoolFn, r: &BoolFn) -> Result<BoolFn, E> {
        match self.algorithm {
            Algorithm::Fq => self.alpha_fq(path, from, r),
            Algorithm::Ss => self.alpha_ss(path, from, r),
            Algorithm::Ddp => {
                let mut next = BoolFn::constant(self.preds.len(), true);
                self.ddp(path, from, r, Vec::new(), &mut next)?;
                Ok(next)
            }
        }
    }

    /// Asks `Q ==> c` for a clause `c` that `r` implies and `next` does not yet; conjoins
    /// it to `next` when valid.
    fn try_clause(&mut self, path: Path, from: &BoolFn, r: &BoolFn, c: &[Lit], next: &mut BoolFn) -> Result<bool, E> {
        let f = BoolFn::of_clause(self.preds.len(), c);
        if next.implies(&f) || !r.implies(&f) {
            return Ok(false);
        }
        self.queries.enumerated += 1;
        let goal = self.closed(&self.gamma_clause(c));
        let valid = self.valid(path, from, goal)?;
        if valid {
            *next = next.and(&f);
        }
        Ok(valid)
    }

    /// Saidi and Shankar: clauses by increasing size.
    fn alpha_ss(&mut self, path: Path, from: &BoolFn, r: &BoolFn) -> Result<BoolFn, E> {
        let n = self.preds.len();
        let mut next = BoolFn::constant(n, true);
        for size in 1..=n {
            for subset in (0..1usize << n).filter(|s| s.count_ones() as usize == size) {
                let vars: Vec<usize> = (0..n).filter(|i| subset >> i & 1 == 1).collect();
                for signs in 0..1usize << size {
                    let c: Clause = vars.iter().enumerate().map(|(k, &i)| Lit { index: i, positive: signs >> k & 1 == 0 }).collect();
                    self.try_clause(path, from, r, &c, &mut next)?;
                }
            }
        }
        Ok(next)
    }

    /// Das, Dill and Park: the vertex `clause` (over the first predicates, in order); a
    /// valid clause prunes its subtree.
    fn ddp(&mut self, path: Path, from: &BoolFn, r: &BoolFn, clause: Clause, next: &mut BoolFn) -> Result<(), E> {
        if !clause.is_empty() {
            let f = BoolFn::of_clause(self.preds.len(), &clause);
            if next.implies(&f) || self.try_clause(path, from, r, &clause, next)? {
                return Ok(());
            }
        }
        let depth = clause.len();
        if depth == self.preds.len() {
            return Ok(());
        }
        for positive in [true, false] {
            let mut c = clause.clone();
            c.push(Lit { index: depth, positive });
            self.ddp(path, from, r, c, next)?;
        }
        Ok(())
    }

    /// Flanagan and Qadeer (section 5).
    fn alpha_fq(&mut self, path: Path, from: &BoolFn, r: &BoolFn) -> Result<BoolFn, E> {
        let n = self.preds.len();
        let mut next = BoolFn::constant(n, true);
        for row in 0..1usize << n {
            if !next.get(row) || r.get(row) {
                continue;
            }
            let m = BoolFn::excluding(n, row);
            self.queries.maximal += 1;
            let goal = self.closed(&self.gamma_clause(&m));
            if self.valid(path, from, goal)? {
                let c = self.shrink(path, from, r, m, Vec::new())?;
                next = next.and(&BoolFn::of_clause(n, &c));
            }
        }
        Ok(next)
    }

    /// Whether `rest OR c` holds: `r` implies it (table) and `Q` implies it (a query).
    fn holds(&mut self, path: Path, from: &BoolFn, r: &BoolFn, clause: &[Lit]) -> Result<bool, E> {
        if !r.implies(&BoolFn::of_clause(self.preds.len(), clause)) {
            return Ok(false);
        }
        self.queries.shrink += 1;
        let goal = self.closed(&self.gamma_clause(clause));
        self.valid(path, from, goal)
    }

    /// A sub-clause `c` of `m` such that `rest OR c` holds, given that `rest OR m` does
    /// (section 5's divide and conquer: `m = m1 OR m2`; if `m2` holds, shrink it alone;
    /// else shrink `m1` against `m2`, then `m2` against what `m1` gave).
    fn shrink(&mut self, path: Path, from: &BoolFn, r: &BoolFn, m: Clause, rest: Clause) -> Result<Clause, E> {
        if m.len() <= 1 {
            return Ok(m);
        }
        let (m1, m2) = m.split_at(m.len() / 2);
        let (m1, m2) = (m1.to_vec(), m2.to_vec());
        if self.holds(path, from, r, &[rest.clone(), m2.clone()].concat())? {
            return self.shrink(path, from, r, m2, rest);
        }
        let c1 = self.shrink(path, from, r, m1, [rest.clone(), m2.clone()].concat())?;
        let c2 = self.shrink(path, from, r, m2, [rest, c1.clone()].concat())?;
        Ok([c1, c2].concat())
    }
}

/// `stmts` with every `assert` an `assume` and every `call` a `free call`, also in nested
/// statements.
fn assumed(stmts: Vec<Stmt>) -> Vec<Stmt> {
    stmts
        .into_iter()
        .map(|s| match s {
            Stmt::Assert(a) => Stmt::Assume(AssumeCmd { attrs: Attrs::new(), expr: a.expr, span: a.span }),
            Stmt::Call(mut c) => {
                c.free = true;
                Stmt::Call(c)
            }
            Stmt::If(mut i) => {
                assumed_if(&mut i);
                Stmt::If(i)
            }
            Stmt::While(mut w) => {
                w.body = assumed(std::mem::take(&mut w.body));
                for sp in &mut w.specs {
                    if let LoopSpec::Invariant(c) = sp {
                        c.free = true;
                    }
                }
                Stmt::While(w)
            }
            other => other,
        })
        .collect()
}

fn assumed_if(i: &mut boogie_ast::IfStmt) {
    i.then_branch = assumed(std::mem::take(&mut i.then_branch));
    match &mut i.else_branch {
        Some(boogie_ast::ElseBranch::If(e)) => assumed_if(e),
        Some(boogie_ast::ElseBranch::Block { stmts, .. }) => *stmts = assumed(std::mem::take(stmts)),
        None => {}
    }
}

/// Most guessed predicates per loop (the abstraction may ask up to 2^n queries).
pub const MAX_GUESSED: usize = 8;

/// Predicates guessed for a loop (the paper's section 6, adapted to Boogie): the
/// comparisons of the guard; for every integer variable `t` the loop changes, `0 <= t`
/// and `t <= e` / `t >= e` for each guard comparison `t < e`, `t <= e`, `t > e`,
/// `t >= e`; the comparisons in the assertions after the loop and in the procedure's
/// `ensures` (outside quantifiers). At most [`MAX_GUESSED`], first found first, no
/// duplicates.
pub fn guess(w: &WhileStmt, proc_decl: &ProcedureDecl, after: &[Stmt], program: &Program) -> Vec<Expr> {
    let mut out: Vec<Expr> = Vec::new();
    let mut seen = BTreeSet::new();
    let mut push = |e: Expr, out: &mut Vec<Expr>| {
        if out.len() < MAX_GUESSED && seen.insert(boogie_ast::print::print_expr(&e)) {
            out.push(e);
        }
    };
    let mut changed = BTreeSet::new();
    targets(&w.body, program, &mut changed);
    let ints: BTreeSet<Name> = proc_decl
        .ins
        .iter()
        .chain(&proc_decl.outs)
        .chain(proc_decl.body.iter().flat_map(|b| b.locals.iter()))
        .filter(|v| matches!(v.ty.kind, boogie_ast::TypeKind::Int))
        .map(|v| v.name.name.clone())
        .collect();
    let mut guard_atoms = Vec::new();
    if let Some(g) = &w.guard {
        comparisons(g, &mut guard_atoms);
    }
    for a in &guard_atoms {
        push(a.clone(), &mut out);
    }
    for t in changed.iter().filter(|t| ints.contains(*t)) {
        push(bin(BinaryOp::Le, int0(), var_expr(t)), &mut out);
        for a in &guard_atoms {
            let ExprKind::Binary(b) = &a.kind else { continue };
            if matches!(&b.lhs.kind, ExprKind::Var { name } if name == t) {
                let op = match b.op {
                    BinaryOp::Lt | BinaryOp::Le => BinaryOp::Le,
                    BinaryOp::Gt | BinaryOp::Ge => BinaryOp::Ge,
                    _ => continue,
                };
                push(bin(op, var_expr(t), b.rhs.clone()), &mut out);
            }
        }
    }
    let mut later = Vec::new();
    for s in after {
        if let Stmt::Assert(a) = s {
            comparisons(&a.expr, &mut later);
        }
    }
    for sp in &proc_decl.specs {
        if let Spec::Ensures(c) = sp {
            comparisons(&c.expr, &mut later);
        }
    }
    for a in later {
        push(a, &mut out);
    }
    out
}

fn int0() -> Expr {
    Expr { kind: ExprKind::Lit(boogie_ast::Literal::Int(Name::new_static("0"))), span: Span::NONE }
}

fn var_expr(n: &Name) -> Expr {
    Expr { kind: ExprKind::Var { name: n.clone() }, span: Span::NONE }
}

/// The comparisons in `e` outside quantifiers and `old`.
fn comparisons(e: &Expr, out: &mut Vec<Expr>) {
    match &e.kind {
        ExprKind::Binary(b) => match b.op {
            BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge | BinaryOp::Eq | BinaryOp::Neq => {
                out.push(Expr { kind: e.kind.clone(), span: Span::NONE })
            }
            BinaryOp::And | BinaryOp::Or | BinaryOp::Implies | BinaryOp::Iff => {
                comparisons(&b.lhs, out);
                comparisons(&b.rhs, out);
            }
            _ => {}
        },
        ExprKind::Unary { op: UnaryOp::Not, arg } => comparisons(arg, out),
        _ => {}
    }
}

/// Adds the predicates of a predicates file to the loops of `program`. Each line that is
/// neither empty nor a `//` comment reads `PROC LINE: e1, e2, ...`: the expressions
/// (Boogie syntax) become `invariant {:predicates e1, e2, ...} true;` on the `while` of
/// procedure `PROC` (declared with its body) whose keyword is on line `LINE` of the
/// program. `file` names the file in errors (`FILE(N): ...`).
pub fn add_from_file(program: &Program, text: &str, file: &str) -> Result<Program, String> {
    let mut out = program.clone();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with("//") {
            continue;
        }
        let err = |m: &str| format!("{file}({}): {m}", n + 1);
        let (head, exprs) = line.split_once(':').ok_or_else(|| err("expected `PROC LINE: e1, e2, ...`"))?;
        let mut words = head.split_whitespace();
        let (Some(proc_name), Some(at), None) = (words.next(), words.next(), words.next()) else {
            return Err(err("expected `PROC LINE: e1, e2, ...`"));
        };
        let at: u32 = at.parse().map_err(|_| err(&format!("`{at}` is not a line number")))?;
        let src = format!("procedure $p() {{ assume {{:{PREDICATES} {exprs}}} true; }}");
        let (parsed, diags) = boogie_parse::parse_program(&src, file);
        if let Some(d) = diags.first() {
            return Err(err(&format!("cannot read the predicates: {}", d.message)));
        }
        let attr = parsed.decls.iter().find_map(|d| match d {
            Decl::Procedure(p) => p.body.as_ref().and_then(|b| match b.stmts.first() {
                Some(Stmt::Assume(a)) => a.attrs.first().cloned(),
                _ => None,
            }),
            _ => None,
        });
        let attr = attr.ok_or_else(|| err("cannot read the predicates"))?;
        let target = out.decls.iter_mut().find_map(|d| match d {
            Decl::Procedure(p) if p.name.name == proc_name => p.body.as_mut(),
            _ => None,
        });
        let body = target.ok_or_else(|| err(&format!("no procedure {proc_name} declared with its body")))?;
        let w = find_loop(&mut body.stmts, at).ok_or_else(|| err(&format!("no `while` on line {at} in {proc_name}")))?;
        w.specs.push(LoopSpec::Invariant(boogie_ast::Contract {
            free: false,
            attrs: boogie_ast::thin_vec![attr],
            expr: lit_bool(true),
            span: w.span,
        }));
    }
    Ok(out)
}

fn find_loop(stmts: &mut [Stmt], line: u32) -> Option<&mut WhileStmt> {
    let k = stmts.iter().position(|s| has_loop(s, line))?;
    match &mut stmts[k] {
        Stmt::While(w) => {
            if w.span.line() == line {
                Some(w)
            } else {
                find_loop(&mut w.body, line)
            }
        }
        Stmt::If(i) => {
            if i.then_branch.iter().any(|s| has_loop(s, line)) {
                find_loop(&mut i.then_branch, line)
            } else if let Some(boogie_ast::ElseBranch::Block { stmts, .. }) = &mut i.else_branch {
                find_loop(stmts, line)
            } else {
                None
            }
        }
        _ => None,
    }
}

fn has_loop(s: &Stmt, line: u32) -> bool {
    match s {
        Stmt::While(w) => w.span.line() == line || w.body.iter().any(|x| has_loop(x, line)),
        Stmt::If(i) => {
            i.then_branch.iter().any(|x| has_loop(x, line))
                || matches!(&i.else_branch, Some(boogie_ast::ElseBranch::Block { stmts, .. }) if stmts.iter().any(|x| has_loop(x, line)))
        }
        _ => false,
    }
}
