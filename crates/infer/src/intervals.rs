//! Loop invariants by abstract interpretation over integer intervals (the domain of
//! Boogie's `-infer:j`), with widening and one narrowing step per loop.
//!
//! The analysis runs on the structured program of each procedure declared with its body:
//! the state maps each integer variable (formals, locals, globals) to an interval
//! `[lo, hi]` (either bound may be infinite), or is unreachable. Assignments of linear
//! expressions (`+`, `-`, multiplication by a constant, literals, variables) are
//! evaluated, anything else gives the whole line; `assume`, `assert` (assumed after its
//! check), `requires`, loop invariants and branch and loop guards refine the state with
//! their comparisons (`<`, `<=`, `>`, `>=`, `==`, `!=` against a variable or constant,
//! `&&`, `||`, `!`); a call sets its results and the callee's `modifies` to the whole
//! line; `return` ends the path. At a loop head the state is joined with the state after
//! the body until it is stable, widening from the third round (a moving bound goes to
//! infinity), then one round without widening narrows it (`i < 200` gives back
//! `i <= 200`). A procedure with `goto`, labels or `break` is not analysed.
//!
//! Each loop gets `invariant {:inferred} lo <= x && x <= hi;` for every integer variable
//! its body changes whose interval at the head is bounded on some side; like every
//! inferred annotation, it is then checked by Houdini ([`crate::houdini::guard_inferred`]).

use std::collections::{BTreeMap, BTreeSet};

use boogie_ast::{
    BinaryExpr, BinaryOp, Contract, Decl, ElseBranch, Expr, ExprKind, IfStmt, Literal, LoopSpec, Name, Program, Span, Spec,
    Stmt, TypeKind, UnaryOp, Variable, WhileStmt,
};

/// An interval; `None` bounds are infinite.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Itv {
    pub lo: Option<i128>,
    pub hi: Option<i128>,
}

impl Itv {
    pub const TOP: Itv = Itv { lo: None, hi: None };

    pub fn constant(c: i128) -> Itv {
        Itv { lo: Some(c), hi: Some(c) }
    }

    pub fn is_empty(&self) -> bool {
        matches!((self.lo, self.hi), (Some(l), Some(h)) if l > h)
    }

    pub fn join(&self, o: &Itv) -> Itv {
        Itv { lo: self.lo.zip(o.lo).map(|(a, b)| a.min(b)), hi: self.hi.zip(o.hi).map(|(a, b)| a.max(b)) }
    }

    pub fn meet(&self, o: &Itv) -> Itv {
        let lo = match (self.lo, o.lo) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
        let hi = match (self.hi, o.hi) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        Itv { lo, hi }
    }

    /// Bounds that moved since `old` go to infinity.
    pub fn widen(&self, old: &Itv) -> Itv {
        Itv {
            lo: self.lo.zip(old.lo).filter(|(n, o)| n >= o).map(|(n, _)| n),
            hi: self.hi.zip(old.hi).filter(|(n, o)| n <= o).map(|(n, _)| n),
        }
    }

    fn add(&self, o: &Itv) -> Itv {
        let f = |a: Option<i128>, b: Option<i128>| a.zip(b).and_then(|(a, b)| a.checked_add(b));
        Itv { lo: f(self.lo, o.lo), hi: f(self.hi, o.hi) }
    }

    fn neg(&self) -> Itv {
        Itv { lo: self.hi.and_then(|h| h.checked_neg()), hi: self.lo.and_then(|l| l.checked_neg()) }
    }

    fn scale(&self, c: i128) -> Itv {
        let m = |b: Option<i128>| b.and_then(|b| b.checked_mul(c));
        if c >= 0 {
            Itv { lo: m(self.lo), hi: m(self.hi) }
        } else {
            Itv { lo: m(self.hi), hi: m(self.lo) }
        }
    }
}

/// A state: the intervals of the integer variables (absent: any value); `None` is
/// unreachable.
pub type State = Option<BTreeMap<Name, Itv>>;

fn join(a: &State, b: &State) -> State {
    match (a, b) {
        (None, x) | (x, None) => x.clone(),
        (Some(a), Some(b)) => Some(
            a.iter()
                .filter_map(|(k, v)| b.get(k).map(|w| (k.clone(), v.join(w))))
                .filter(|(_, v)| *v != Itv::TOP)
                .collect(),
        ),
    }
}

fn widen(new: &State, old: &State) -> State {
    match (new, old) {
        (Some(n), Some(o)) => Some(
            n.iter()
                .filter_map(|(k, v)| o.get(k).map(|w| (k.clone(), v.widen(w))))
                .filter(|(_, v)| *v != Itv::TOP)
                .collect(),
        ),
        (n, _) => n.clone(),
    }
}

fn lit_int(e: &Expr) -> Option<i128> {
    match &e.kind {
        ExprKind::Lit(Literal::Int(d)) => d.parse().ok(),
        ExprKind::Unary { op: UnaryOp::Neg, arg } => lit_int(arg).and_then(|c| c.checked_neg()),
        _ => None,
    }
}

/// The analysis of one procedure.
struct Analysis<'p> {
    ints: BTreeSet<Name>,
    program: &'p Program,
    /// Whether the procedure uses something the analysis does not model.
    unsupported: bool,
}

impl Analysis<'_> {
    fn eval(&self, st: &BTreeMap<Name, Itv>, e: &Expr) -> Itv {
        if let Some(c) = lit_int(e) {
            return Itv::constant(c);
        }
        match &e.kind {
            ExprKind::Var { name } if self.ints.contains(name) => st.get(name).copied().unwrap_or(Itv::TOP),
            ExprKind::Unary { op: UnaryOp::Neg, arg } => self.eval(st, arg).neg(),
            ExprKind::Binary(b) => match b.op {
                BinaryOp::Add => self.eval(st, &b.lhs).add(&self.eval(st, &b.rhs)),
                BinaryOp::Sub => self.eval(st, &b.lhs).add(&self.eval(st, &b.rhs).neg()),
                BinaryOp::Mul => match (lit_int(&b.lhs), lit_int(&b.rhs)) {
                    (Some(c), _) => self.eval(st, &b.rhs).scale(c),
                    (_, Some(c)) => self.eval(st, &b.lhs).scale(c),
                    _ => Itv::TOP,
                },
                _ => Itv::TOP,
            },
            _ => Itv::TOP,
        }
    }

    /// `st` refined by `e` holding (`positive`) or not.
    fn refine(&self, st: State, e: &Expr, positive: bool) -> State {
        let st = st?;
        match &e.kind {
            ExprKind::Lit(Literal::Bool(b)) => (*b == positive).then_some(st),
            ExprKind::Unary { op: UnaryOp::Not, arg } => self.refine(Some(st), arg, !positive),
            ExprKind::Binary(b) => self.refine_binary(st, b, positive),
            _ => Some(st),
        }
    }

    fn refine_binary(&self, st: BTreeMap<Name, Itv>, b: &BinaryExpr, positive: bool) -> State {
        use BinaryOp::*;
        match (b.op, positive) {
            (And, true) | (Or, false) => {
                let s = self.refine(Some(st), &b.lhs, positive);
                self.refine(s, &b.rhs, positive)
            }
            (Or, true) | (And, false) => {
                join(&self.refine(Some(st.clone()), &b.lhs, positive), &self.refine(Some(st), &b.rhs, positive))
            }
            (Implies, true) => join(&self.refine(Some(st.clone()), &b.lhs, false), &self.refine(Some(st), &b.rhs, true)),
            (Implies, false) => {
                let s = self.refine(Some(st), &b.lhs, true);
                self.refine(s, &b.rhs, false)
            }
            (Lt | Le | Gt | Ge | Eq | Neq, _) => {
                let op = if positive { b.op } else { negate(b.op) };
                let s = self.compare(st, &b.lhs, op, &b.rhs)?;
                self.compare(s, &b.rhs, flip(op), &b.lhs)
            }
            _ => Some(st),
        }
    }

    /// Refines variable `x` (if `x` is one) by `x op y`.
    fn compare(&self, mut st: BTreeMap<Name, Itv>, x: &Expr, op: BinaryOp, y: &Expr) -> State {
        let ExprKind::Var { name } = &x.kind else {
            // Constant comparisons decide reachability.
            let (a, c) = (self.eval(&st, x), self.eval(&st, y));
            return if infeasible(&a, op, &c) { None } else { Some(st) };
        };
        if !self.ints.contains(name) {
            return Some(st);
        }
        let cur = st.get(name).copied().unwrap_or(Itv::TOP);
        let v = self.eval(&st, y);
        let bound = match op {
            BinaryOp::Lt => Itv { lo: None, hi: v.hi.and_then(|h| h.checked_sub(1)) },
            BinaryOp::Le => Itv { lo: None, hi: v.hi },
            BinaryOp::Gt => Itv { lo: v.lo.and_then(|l| l.checked_add(1)), hi: None },
            BinaryOp::Ge => Itv { lo: v.lo, hi: None },
            BinaryOp::Eq => v,
            BinaryOp::Neq => {
                // Only a bound equal to the excluded constant moves.
                let mut n = cur;
                if let Some(c) = v.lo.filter(|l| Some(*l) == v.hi) {
                    if n.lo == Some(c) {
                        n.lo = c.checked_add(1);
                    }
                    if n.hi == Some(c) {
                        n.hi = c.checked_sub(1);
                    }
                }
                n
            }
            _ => Itv::TOP,
        };
        let n = cur.meet(&bound);
        if n.is_empty() {
            return None;
        }
        if n == Itv::TOP {
            st.remove(name);
        } else {
            st.insert(name.clone(), n);
        }
        Some(st)
    }

    fn set(&self, st: &mut BTreeMap<Name, Itv>, name: &Name, v: Itv) {
        if !self.ints.contains(name) || v == Itv::TOP {
            st.remove(name);
        } else {
            st.insert(name.clone(), v);
        }
    }

    fn stmts(&mut self, stmts: &mut [Stmt], mut st: State, record: bool) -> State {
        for s in stmts {
            st = self.stmt(s, st, record);
        }
        st
    }

    fn stmt(&mut self, s: &mut Stmt, st: State, record: bool) -> State {
        match s {
            Stmt::Assign(a) => {
                let mut m = st?;
                let vals: Vec<Itv> = a.rhs.iter().map(|e| self.eval(&m, e)).collect();
                for (l, v) in a.lhs.iter().zip(vals) {
                    let v = if l.selectors.is_empty() { v } else { Itv::TOP };
                    self.set(&mut m, &l.name.name, v);
                }
                Some(m)
            }
            Stmt::Havoc(h) => {
                let mut m = st?;
                for v in &h.vars {
                    m.remove(&v.name);
                }
                Some(m)
            }
            Stmt::Assume(a) => self.refine(st, &a.expr, true),
            Stmt::Assert(a) => self.refine(st, &a.expr, true),
            Stmt::Call(c) => {
                let mut m = st?;
                for o in &c.outs {
                    m.remove(&o.name);
                }
                for g in modifies(self.program, &c.callee.name) {
                    m.remove(&g);
                }
                Some(m)
            }
            Stmt::If(i) => self.if_stmt(i, st, record),
            Stmt::While(w) => self.while_stmt(w, st, record),
            Stmt::Return(_) => None,
            Stmt::Goto(_) | Stmt::Label(_) | Stmt::Break(_) => {
                self.unsupported = true;
                st
            }
            _ => st,
        }
    }

    fn if_stmt(&mut self, i: &mut IfStmt, st: State, record: bool) -> State {
        let (t, e) = match &i.guard {
            Some(g) => (self.refine(st.clone(), g, true), self.refine(st, g, false)),
            None => (st.clone(), st),
        };
        let t = self.stmts(&mut i.then_branch, t, record);
        let e = match &mut i.else_branch {
            Some(ElseBranch::If(x)) => self.if_stmt(x, e, record),
            Some(ElseBranch::Block { stmts, .. }) => self.stmts(stmts, e, record),
            None => e,
        };
        join(&t, &e)
    }

    /// The loop's head state (entry joined with every iteration), widened, narrowed once.
    fn head(&mut self, w: &mut WhileStmt, entry: &State) -> State {
        let invariants: Vec<Expr> = w
            .specs
            .iter()
            .filter_map(|s| if let LoopSpec::Invariant(c) = s { Some(c.expr.clone()) } else { None })
            .collect();
        let mut head = entry.clone();
        for round in 0.. {
            let into = self.into_body(&invariants, w.guard.as_ref(), head.clone());
            let after = self.stmts(&mut w.body, into, false);
            let next = join(entry, &join(&head, &after));
            let next = if round >= 2 { widen(&next, &head) } else { next };
            if next == head || round > 100 {
                break;
            }
            head = next;
        }
        let into = self.into_body(&invariants, w.guard.as_ref(), head.clone());
        let after = self.stmts(&mut w.body, into, false);
        let narrowed = join(entry, &after);
        // Narrowing keeps a sound head only if it is still a post-fixpoint; check once.
        let into = self.into_body(&invariants, w.guard.as_ref(), narrowed.clone());
        let again = join(entry, &self.stmts(&mut w.body, into, false));
        if includes(&narrowed, &again) {
            narrowed
        } else {
            head
        }
    }

    fn into_body(&self, invariants: &[Expr], guard: Option<&Expr>, st: State) -> State {
        let mut st = st;
        for inv in invariants {
            st = self.refine(st, inv, true);
        }
        match guard {
            Some(g) => self.refine(st, g, true),
            None => st,
        }
    }

    fn while_stmt(&mut self, w: &mut WhileStmt, st: State, record: bool) -> State {
        let head = self.head(w, &st);
        let invariants: Vec<Expr> = w
            .specs
            .iter()
            .filter_map(|s| if let LoopSpec::Invariant(c) = s { Some(c.expr.clone()) } else { None })
            .collect();
        if record {
            let into = self.into_body(&invariants, w.guard.as_ref(), head.clone());
            self.stmts(&mut w.body, into, true);
            let mut changed = BTreeSet::new();
            collect_targets(&w.body, self.program, &mut changed);
            if let Some(m) = &head {
                for (x, itv) in m.iter().filter(|(x, _)| changed.contains(*x)) {
                    if let Some(e) = interval_expr(x, itv) {
                        w.specs.push(LoopSpec::Invariant(Contract {
                            free: false,
                            attrs: boogie_ast::thin_vec![boogie_ast::origin::flag_attr(crate::INFERRED)],
                            expr: e,
                            span: w.span,
                        }));
                    }
                }
            }
        }
        let mut out = head;
        for inv in &invariants {
            out = self.refine(out, inv, true);
        }
        match &w.guard {
            Some(g) => self.refine(out, g, false),
            None => out,
        }
    }
}

/// Whether `a` contains `b`.
fn includes(a: &State, b: &State) -> bool {
    match (a, b) {
        (_, None) => true,
        (None, Some(_)) => false,
        (Some(a), Some(b)) => a.iter().all(|(k, ia)| {
            b.get(k).is_some_and(|ib| ia.lo.is_none_or(|l| ib.lo.is_some_and(|x| x >= l)) && ia.hi.is_none_or(|h| ib.hi.is_some_and(|x| x <= h)))
        }),
    }
}

fn negate(op: BinaryOp) -> BinaryOp {
    use BinaryOp::*;
    match op {
        Lt => Ge,
        Le => Gt,
        Gt => Le,
        Ge => Lt,
        Eq => Neq,
        Neq => Eq,
        other => other,
    }
}

/// `x op y` as `y op' x`.
fn flip(op: BinaryOp) -> BinaryOp {
    use BinaryOp::*;
    match op {
        Lt => Gt,
        Le => Ge,
        Gt => Lt,
        Ge => Le,
        other => other,
    }
}

fn infeasible(a: &Itv, op: BinaryOp, c: &Itv) -> bool {
    use BinaryOp::*;
    match op {
        Lt => a.lo.zip(c.hi).is_some_and(|(l, h)| l >= h),
        Le => a.lo.zip(c.hi).is_some_and(|(l, h)| l > h),
        Gt => a.hi.zip(c.lo).is_some_and(|(h, l)| h <= l),
        Ge => a.hi.zip(c.lo).is_some_and(|(h, l)| h < l),
        Eq => a.meet(c).is_empty(),
        _ => false,
    }
}

fn int(c: i128) -> Expr {
    let lit = Expr { kind: ExprKind::Lit(Literal::Int(Name::from(c.unsigned_abs().to_string().as_str()))), span: Span::NONE };
    if c < 0 {
        Expr { kind: ExprKind::Unary { op: UnaryOp::Neg, arg: Box::new(lit) }, span: Span::NONE }
    } else {
        lit
    }
}

fn bin(op: BinaryOp, lhs: Expr, rhs: Expr) -> Expr {
    Expr { kind: ExprKind::Binary(Box::new(BinaryExpr { op, lhs, rhs })), span: Span::NONE }
}

/// `lo <= x && x <= hi` (the finite bounds only).
fn interval_expr(x: &Name, itv: &Itv) -> Option<Expr> {
    let v = || Expr { kind: ExprKind::Var { name: x.clone() }, span: Span::NONE };
    let lo = itv.lo.map(|l| bin(BinaryOp::Le, int(l), v()));
    let hi = itv.hi.map(|h| bin(BinaryOp::Le, v(), int(h)));
    match (lo, hi) {
        (Some(a), Some(b)) => Some(bin(BinaryOp::And, a, b)),
        (a, b) => a.or(b),
    }
}

fn modifies(program: &Program, callee: &Name) -> Vec<Name> {
    let mut out = Vec::new();
    for d in &program.decls {
        if let Decl::Procedure(p) = d {
            if &p.name.name == callee {
                for s in &p.specs {
                    if let Spec::Modifies(m) = s {
                        out.extend(m.vars.iter().map(|v| v.name.clone()));
                    }
                }
            }
        }
    }
    out
}

fn collect_targets(stmts: &[Stmt], program: &Program, out: &mut BTreeSet<Name>) {
    for s in stmts {
        match s {
            Stmt::Assign(a) => out.extend(a.lhs.iter().map(|l| l.name.name.clone())),
            Stmt::Havoc(h) => out.extend(h.vars.iter().map(|v| v.name.clone())),
            Stmt::Call(c) => {
                out.extend(c.outs.iter().map(|v| v.name.clone()));
                out.extend(modifies(program, &c.callee.name));
            }
            Stmt::If(i) => collect_if(i, program, out),
            Stmt::While(w) => collect_targets(&w.body, program, out),
            _ => {}
        }
    }
}

fn collect_if(i: &IfStmt, program: &Program, out: &mut BTreeSet<Name>) {
    collect_targets(&i.then_branch, program, out);
    match &i.else_branch {
        Some(ElseBranch::If(e)) => collect_if(e, program, out),
        Some(ElseBranch::Block { stmts, .. }) => collect_targets(stmts, program, out),
        None => {}
    }
}

fn is_int(v: &Variable) -> bool {
    matches!(v.ty.kind, TypeKind::Int)
}

/// Figures of one run.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct IntervalStats {
    pub procedures: usize,
    /// Procedures not analysed (`goto`, labels, `break`).
    pub skipped: usize,
    pub invariants: usize,
}

/// The program with interval invariants (marked `{:inferred}`) on its loops.
pub fn infer(program: &Program) -> (Program, IntervalStats) {
    let globals: BTreeSet<Name> = program
        .decls
        .iter()
        .filter_map(|d| if let Decl::Var(g) = d { Some(&g.var) } else { None })
        .filter(|v| is_int(v))
        .map(|v| v.name.name.clone())
        .collect();
    let mut out = program.clone();
    let mut stats = IntervalStats::default();
    for d in 0..out.decls.len() {
        let Decl::Procedure(p) = &out.decls[d] else { continue };
        let Some(body) = &p.body else { continue };
        let mut ints = globals.clone();
        for v in p.ins.iter().chain(&p.outs).chain(&body.locals) {
            if is_int(v) {
                ints.insert(v.name.name.clone());
            } else {
                ints.remove(&v.name.name);
            }
        }
        let requires: Vec<Expr> =
            p.specs.iter().filter_map(|s| if let Spec::Requires(c) = s { Some(c.expr.clone()) } else { None }).collect();
        let mut stmts = body.stmts.clone();
        let mut a = Analysis { ints, program, unsupported: false };
        let mut st: State = Some(BTreeMap::new());
        for r in &requires {
            st = a.refine(st, r, true);
        }
        a.stmts(&mut stmts, st, true);
        stats.procedures += 1;
        if a.unsupported {
            stats.skipped += 1;
            continue;
        }
        stats.invariants += count_inferred(&stmts);
        if let Decl::Procedure(p) = &mut out.decls[d] {
            if let Some(b) = p.body.as_mut() {
                b.stmts = stmts;
            }
        }
    }
    (out, stats)
}

fn count_inferred(stmts: &[Stmt]) -> usize {
    stmts
        .iter()
        .map(|s| match s {
            Stmt::While(w) => {
                w.specs
                    .iter()
                    .filter(|sp| matches!(sp, LoopSpec::Invariant(c) if c.attrs.iter().any(|a| a.key == crate::INFERRED)))
                    .count()
                    + count_inferred(&w.body)
            }
            Stmt::If(i) => {
                count_inferred(&i.then_branch)
                    + match &i.else_branch {
                        Some(ElseBranch::If(e)) => count_inferred(std::slice::from_ref(&Stmt::If(e.clone()))),
                        Some(ElseBranch::Block { stmts, .. }) => count_inferred(stmts),
                        None => 0,
                    }
            }
            _ => 0,
        })
        .sum()
}
