//! Houdini (Flanagan and Leino), as Microsoft Boogie's `-contractInfer` has it.
//!
//! A boolean constant declared `const {:existential true} b: bool;` guards candidate
//! annotations `b ==> P` (also `Q ==> (b ==> P)`, the constant as the antecedent of an
//! implication at the top or down the consequents: Boogie's `MatchCandidate`). Candidates
//! are the non-free `requires` and `ensures` of procedures and the `assert`s and loop
//! invariants of implementations. Starting with every constant true, the whole program is
//! verified under the assignment; every candidate that fails (a precondition at a call,
//! a postcondition, an assertion or invariant) has its constant set false, and the program
//! is verified again, until no candidate fails. The result is the largest set of
//! candidates that holds together (a candidate that fails under an assignment also fails
//! under any assignment with fewer true constants, whose assumptions are weaker).
//!
//! The verification itself is the caller's (`check`): the normal pipeline run on the
//! program with the assignment added as axioms ([`with_assignment`]), so what is inferred
//! is exactly what the normal verifier proves. An implementation whose check is not
//! conclusive (time-out, solver failure) refutes every candidate it checks: a solver
//! failure drops candidates, never a check.

use std::collections::{BTreeMap, HashMap, HashSet};

use boogie_ast::origin::{self, OriginKind, Pos};
use boogie_ast::{
    AxiomDecl, BinaryOp, Contract, Decl, ElseBranch, Expr, ExprKind, LoopSpec, Name, Program, Span, Spec, Stmt,
    UnaryOp,
};
use vcgen::{ImplResult, Outcome};

/// The attribute that marks an annotation rboogie inferred.
pub const INFERRED: &str = "inferred";

/// The names of the constants [`guard_inferred`] declares (`$inferred_0`, ...).
pub const GUARD_PREFIX: &str = "$inferred_";

/// Which clause a candidate is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClauseKind {
    Requires,
    Ensures,
    Assert,
    Invariant,
}

/// One candidate annotation `b ==> P`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The existential constant `b`.
    pub constant: Name,
    pub kind: ClauseKind,
    /// The clause's keyword (`requires`, `ensures`, `assert`, `invariant`).
    pub pos: Pos,
    /// The procedure (requires, ensures) or implementation (assert, invariant) it belongs to.
    pub owner: Name,
}

/// Values of the existential constants, in declaration order (the order Boogie prints).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Assignment(pub Vec<(Name, bool)>);

impl Assignment {
    pub fn get(&self, name: &str) -> Option<bool> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| *v)
    }

    fn set_false(&mut self, name: &str) -> bool {
        match self.0.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) if *v => {
                *v = false;
                true
            }
            _ => false,
        }
    }

    /// Boogie's `-printAssignment` lines: the heading, then `name = True|False` per constant.
    pub fn boogie_lines(&self) -> Vec<String> {
        let mut out = vec!["Assignment computed by Houdini:".to_string()];
        out.extend(self.0.iter().map(|(n, v)| format!("{n} = {}", if *v { "True" } else { "False" })));
        out
    }
}

/// The constants declared `{:existential true}` (or `{:existential}`), in declaration order.
pub fn existential_constants(program: &Program) -> Vec<Name> {
    let mut out = Vec::new();
    for decl in &program.decls {
        if let Decl::Const(c) = decl {
            if is_existential(&c.attrs) {
                out.extend(c.names.iter().map(|n| n.name.clone()));
            }
        }
    }
    out
}

fn is_existential(attrs: &[boogie_ast::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.key == "existential"
            && match a.args.first_expr() {
                None => true,
                Some(e) => matches!(e.kind, ExprKind::Lit(boogie_ast::Literal::Bool(true))),
            }
    })
}

/// The existential constant guarding `e` (Boogie's `MatchCandidate`): `b ==> P`, or an
/// implication whose consequent matches.
pub fn match_candidate(e: &Expr, constants: &HashSet<Name>) -> Option<Name> {
    let ExprKind::Binary(b) = &e.kind else { return None };
    if b.op != BinaryOp::Implies {
        return None;
    }
    if let ExprKind::Var { name } = &b.lhs.kind {
        if constants.contains(name) {
            return Some(name.clone());
        }
    }
    match_candidate(&b.rhs, constants)
}

/// The candidates of `program` and, per implementation, the procedures it calls.
pub struct Candidates {
    pub list: Vec<Candidate>,
    pub calls: HashMap<Name, HashSet<Name>>,
}

/// Collects the candidate annotations over `constants`.
pub fn candidates(program: &Program, constants: &[Name]) -> Candidates {
    let set: HashSet<Name> = constants.iter().cloned().collect();
    let mut out = Candidates { list: Vec::new(), calls: HashMap::new() };
    let pos = |span: Span| origin::pos_of_span(&program.files, span);
    for decl in &program.decls {
        let (owner, body) = match decl {
            Decl::Procedure(p) => {
                for spec in &p.specs {
                    let (kind, c) = match spec {
                        Spec::Requires(c) => (ClauseKind::Requires, c),
                        Spec::Ensures(c) => (ClauseKind::Ensures, c),
                        _ => continue,
                    };
                    if let (false, Some(b), Some(at)) = (c.free, match_candidate(&c.expr, &set), pos(c.span)) {
                        out.list.push(Candidate { constant: b, kind, pos: at, owner: p.name.name.clone() });
                    }
                }
                (p.name.name.clone(), p.body.as_ref().map(|b| &b.stmts))
            }
            Decl::Implementation(i) => (i.name.name.clone(), Some(&i.body.stmts)),
            _ => continue,
        };
        if let Some(stmts) = body {
            let mut walk = Walk { set: &set, program, owner: &owner, found: &mut out.list, calls: HashSet::new() };
            walk.stmts(stmts);
            let calls = walk.calls;
            out.calls.entry(owner).or_default().extend(calls);
        }
    }
    out
}

struct Walk<'a> {
    set: &'a HashSet<Name>,
    program: &'a Program,
    owner: &'a Name,
    found: &'a mut Vec<Candidate>,
    calls: HashSet<Name>,
}

impl Walk<'_> {
    fn push(&mut self, kind: ClauseKind, expr: &Expr, span: Span) {
        if let (Some(b), Some(at)) = (match_candidate(expr, self.set), origin::pos_of_span(&self.program.files, span)) {
            self.found.push(Candidate { constant: b, kind, pos: at, owner: self.owner.clone() });
        }
    }

    fn stmts(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            match s {
                Stmt::Assert(a) => self.push(ClauseKind::Assert, &a.expr, a.span),
                Stmt::Call(c) => {
                    self.calls.insert(c.callee.name.clone());
                }
                Stmt::If(i) => i.branches().into_iter().for_each(|b| self.stmts(b)),
                Stmt::While(w) => {
                    for spec in &w.specs {
                        if let LoopSpec::Invariant(c) = spec {
                            if !c.free {
                                self.push(ClauseKind::Invariant, &c.expr, c.span);
                            }
                        }
                    }
                    self.stmts(&w.body);
                }
                _ => {}
            }
        }
    }

}

fn var(name: &Name) -> Expr {
    Expr { kind: ExprKind::Var { name: name.clone() }, span: Span::NONE }
}

fn literal_of(name: &Name, value: bool) -> Expr {
    if value {
        var(name)
    } else {
        Expr { kind: ExprKind::Unary { op: UnaryOp::Not, arg: Box::new(var(name)) }, span: Span::NONE }
    }
}

/// `program` with one axiom per constant fixing its value (`b` or `!b`).
pub fn with_assignment(program: &Program, assignment: &Assignment) -> Program {
    let mut out = program.clone();
    for (name, value) in &assignment.0 {
        out.decls.push(Decl::Axiom(AxiomDecl {
            hideable: false,
            attrs: Default::default(),
            expr: literal_of(name, *value),
            span: Span::NONE,
        }));
    }
    out
}

/// Figures of one Houdini run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Verifications of the whole program (one per round).
    pub rounds: usize,
    /// Implementations checked, summed over rounds.
    pub implementation_checks: usize,
    /// Candidates refuted by a counterexample.
    pub refuted: usize,
    /// Candidates dropped because a check was not conclusive.
    pub dropped: usize,
}

/// The result of [`houdini`]: the assignment, the candidates and the figures.
#[derive(Clone, Debug)]
pub struct HoudiniOutcome {
    pub assignment: Assignment,
    pub candidates: Vec<Candidate>,
    pub stats: Stats,
}

/// The constants that `results` refute: a failed check at a true candidate's clause, or
/// every candidate an inconclusive implementation checks. Also counts them in `stats`.
pub fn refutations(results: &[ImplResult], cands: &Candidates, assignment: &Assignment, stats: &mut Stats) -> Vec<Name> {
    // Several candidates may share a position (invariants inferred for one loop carry the
    // `while`'s): a failure there refutes them all.
    let mut by_pos: BTreeMap<(u8, &Pos), Vec<&Candidate>> = BTreeMap::new();
    for c in &cands.list {
        by_pos.entry((group(c.kind), &c.pos)).or_default().push(c);
    }
    let mut out: Vec<Name> = Vec::new();
    let add = |name: &Name, out: &mut Vec<Name>| {
        if assignment.get(name) == Some(true) && !out.contains(name) {
            out.push(name.clone());
            true
        } else {
            false
        }
    };
    for r in results {
        match r.outcome {
            Outcome::Verified => {}
            Outcome::Errors => {
                for e in &r.errors {
                    let (g, at) = match e.kind {
                        OriginKind::Precondition => (0, e.related.as_ref()),
                        OriginKind::Postcondition => (1, e.related.as_ref()),
                        OriginKind::Assertion => (2, e.pos.as_ref()),
                        OriginKind::Invariant | OriginKind::InvariantEntry | OriginKind::InvariantMaintained => {
                            (3, e.pos.as_ref())
                        }
                        _ => continue,
                    };
                    for c in at.and_then(|p| by_pos.get(&(g, p))).into_iter().flatten() {
                        if add(&c.constant, &mut out) {
                            stats.refuted += 1;
                        }
                    }
                }
            }
            _ => {
                let callees = cands.calls.get(r.name.as_str());
                for c in &cands.list {
                    let checked_here = match c.kind {
                        ClauseKind::Requires => callees.is_some_and(|s| s.contains(&c.owner)),
                        _ => c.owner == r.name.as_str(),
                    };
                    if checked_here && add(&c.constant, &mut out) {
                        stats.dropped += 1;
                    }
                }
            }
        }
    }
    out
}

fn group(kind: ClauseKind) -> u8 {
    match kind {
        ClauseKind::Requires => 0,
        ClauseKind::Ensures => 1,
        ClauseKind::Assert => 2,
        ClauseKind::Invariant => 3,
    }
}

/// Houdini's fixpoint. `check` verifies a whole program (the input with the current
/// assignment as axioms) and returns each implementation's result; its error ends the run.
pub fn houdini<E>(
    program: &Program,
    mut check: impl FnMut(&Program) -> Result<Vec<ImplResult>, E>,
) -> Result<HoudiniOutcome, E> {
    let constants = existential_constants(program);
    let cands = candidates(program, &constants);
    let mut assignment = Assignment(constants.iter().map(|c| (c.clone(), true)).collect());
    let mut stats = Stats::default();
    // Without a candidate nothing can be refuted: no round is needed.
    while !cands.list.is_empty() {
        let results = check(&with_assignment(program, &assignment))?;
        stats.rounds += 1;
        stats.implementation_checks += results.len();
        let refuted = refutations(&results, &cands, &assignment, &mut stats);
        if refuted.is_empty() {
            break;
        }
        for name in &refuted {
            assignment.set_false(name);
        }
    }
    Ok(HoudiniOutcome { assignment, candidates: cands.list, stats })
}

/// The program with the outcome applied, as re-parsable Boogie text would show it: each
/// true candidate `b ==> P` becomes `P` marked `{:inferred}`, false ones are removed, and
/// the constants lose `{:existential}` and get an axiom fixing their value (so other uses
/// of them keep their meaning).
pub fn annotate(program: &Program, assignment: &Assignment) -> Program {
    let set: HashSet<Name> = assignment.0.iter().map(|(n, _)| n.clone()).collect();
    let value = |e: &Expr| match_candidate(e, &set).and_then(|b| assignment.get(&b));
    // The guards `guard_inferred` made are gone with their candidates.
    let internal = |n: &Name| n.starts_with(GUARD_PREFIX);
    let kept = Assignment(assignment.0.iter().filter(|(n, _)| !internal(n)).cloned().collect());
    let mut out = with_assignment(program, &kept);
    out.decls.retain_mut(|d| match d {
        Decl::Const(c) => {
            c.names.retain(|n| !internal(&n.name));
            !c.names.is_empty()
        }
        _ => true,
    });
    for decl in &mut out.decls {
        match decl {
            Decl::Const(c) if is_existential(&c.attrs) => c.attrs.retain(|a| a.key != "existential"),
            Decl::Procedure(p) => {
                p.specs.retain_mut(|s| match s {
                    Spec::Requires(c) | Spec::Ensures(c) if !c.free => keep_contract(c, &set, value(&c.expr)),
                    _ => true,
                });
                if let Some(b) = &mut p.body {
                    annotate_stmts(&mut b.stmts, &set, assignment);
                }
            }
            Decl::Implementation(i) => annotate_stmts(&mut i.body.stmts, &set, assignment),
            _ => {}
        }
    }
    out
}

fn keep_contract(c: &mut Contract, set: &HashSet<Name>, value: Option<bool>) -> bool {
    match value {
        Some(true) => {
            strip_guard(&mut c.expr, set);
            c.attrs.push(origin::flag_attr(INFERRED));
            true
        }
        Some(false) => false,
        None => true,
    }
}

/// `b ==> P` to `P`, `Q ==> (b ==> P)` to `Q ==> P`.
fn strip_guard(e: &mut Expr, set: &HashSet<Name>) {
    let ExprKind::Binary(b) = &mut e.kind else { return };
    if matches!(&b.lhs.kind, ExprKind::Var { name } if set.contains(name)) {
        let rhs = b.rhs.clone();
        *e = rhs;
    } else {
        strip_guard(&mut b.rhs, set);
    }
}

fn annotate_stmts(stmts: &mut Vec<Stmt>, set: &HashSet<Name>, assignment: &Assignment) {
    let value = |e: &Expr| match_candidate(e, set).and_then(|b| assignment.get(&b));
    stmts.retain_mut(|s| match s {
        Stmt::Assert(a) => match value(&a.expr) {
            Some(true) => {
                strip_guard(&mut a.expr, set);
                a.attrs.push(origin::flag_attr(INFERRED));
                true
            }
            Some(false) => false,
            None => true,
        },
        Stmt::While(w) => {
            w.specs.retain_mut(|sp| match sp {
                LoopSpec::Invariant(c) if !c.free => keep_contract(c, set, value(&c.expr)),
                _ => true,
            });
            annotate_stmts(&mut w.body, set, assignment);
            true
        }
        Stmt::If(i) => {
            annotate_if(i, set, assignment);
            true
        }
        _ => true,
    });
}

fn annotate_if(i: &mut boogie_ast::IfStmt, set: &HashSet<Name>, assignment: &Assignment) {
    annotate_stmts(&mut i.then_branch, set, assignment);
    match &mut i.else_branch {
        Some(ElseBranch::If(e)) => annotate_if(e, set, assignment),
        Some(ElseBranch::Block { stmts, .. }) => annotate_stmts(stmts, set, assignment),
        None => {}
    }
}

/// The annotations marked `{:inferred}` (loop invariants, `requires`, `ensures`) turned
/// into Houdini candidates: each guarded by a fresh constant `{:existential true}`
/// (`$inferred_K`, the mark dropped). Houdini then keeps exactly those the normal
/// verifier proves together, and [`annotate`] marks them again.
pub fn guard_inferred(program: &Program) -> Program {
    let mut out = program.clone();
    let mut k = 0usize;
    let mut guard = |c: &mut Contract| {
        if c.free || !c.attrs.iter().any(|a| a.key == INFERRED) {
            return;
        }
        c.attrs.retain(|a| a.key != INFERRED);
        let name = Name::from(format!("{GUARD_PREFIX}{k}").as_str());
        k += 1;
        let e = std::mem::replace(&mut c.expr, var(&name));
        c.expr = Expr {
            kind: ExprKind::Binary(Box::new(boogie_ast::BinaryExpr { op: BinaryOp::Implies, lhs: var(&name), rhs: e })),
            span: c.span,
        };
    };
    for decl in &mut out.decls {
        match decl {
            Decl::Procedure(p) => {
                for s in &mut p.specs {
                    if let Spec::Requires(c) | Spec::Ensures(c) = s {
                        guard(c);
                    }
                }
                if let Some(b) = &mut p.body {
                    guard_stmts(&mut b.stmts, &mut guard);
                }
            }
            Decl::Implementation(i) => guard_stmts(&mut i.body.stmts, &mut guard),
            _ => {}
        }
    }
    let consts: Vec<Decl> = (0..k)
        .map(|i| {
            Decl::Const(boogie_ast::ConstDecl {
                attrs: boogie_ast::thin_vec![boogie_ast::Attribute {
                    key: Name::new_static("existential"),
                    args: boogie_ast::AttrArgs::new(vec![boogie_ast::AttrArg::Expr(Expr {
                        kind: ExprKind::Lit(boogie_ast::Literal::Bool(true)),
                        span: Span::NONE
                    })]),
                    span: Span::NONE,
                }],
                unique: false,
                names: vec![boogie_ast::Ident { name: Name::from(format!("{GUARD_PREFIX}{i}").as_str()), span: Span::NONE }],
                ty: boogie_ast::Type { kind: boogie_ast::TypeKind::Bool, span: Span::NONE },
                uses: None,
                span: Span::NONE,
            })
        })
        .collect();
    out.decls.splice(0..0, consts);
    out
}

fn guard_stmts(stmts: &mut [Stmt], guard: &mut dyn FnMut(&mut Contract)) {
    for s in stmts {
        match s {
            Stmt::While(w) => {
                for sp in &mut w.specs {
                    if let LoopSpec::Invariant(c) = sp {
                        guard(c);
                    }
                }
                guard_stmts(&mut w.body, guard);
            }
            Stmt::If(i) => guard_if(i, guard),
            _ => {}
        }
    }
}

fn guard_if(i: &mut boogie_ast::IfStmt, guard: &mut dyn FnMut(&mut Contract)) {
    guard_stmts(&mut i.then_branch, guard);
    match &mut i.else_branch {
        Some(ElseBranch::If(e)) => guard_if(e, guard),
        Some(ElseBranch::Block { stmts, .. }) => guard_stmts(stmts, guard),
        None => {}
    }
}
