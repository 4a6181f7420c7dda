//! The generator of random well-typed Boogie programs.
//!
//! A program is built in two steps. First its declarations and bodies are drawn at random
//! (types, constants, functions, consistent quantifier-free axioms, globals with `where`
//! clauses, procedures with contracts and implementations), with *holes* where an
//! `assert`, a loop invariant or an `ensures` goes. Then every implementation, callees
//! first, is run by the interpreter on random executions ([`crate::interp::sample_holes`])
//! and each hole is filled with a condition: most often one that holds in every state seen
//! there (so that a good share of programs verify, and the unsound verdicts that matter,
//! "verified" where an execution fails, can show up), otherwise an arbitrary one (so that
//! many fail). The holes are a generation device only; the final program has none.

use std::collections::HashMap;

use crate::interp::{self, Machine, Snapshot};
use crate::ir::*;
use crate::rng::Rng;

/// Which features a program uses (drawn per program).
#[derive(Clone, Copy, Debug)]
struct Features {
    bv: bool,
    maps: bool,
    heap: bool,
    boxes: bool,
    poly_fns: bool,
    ufs: bool,
}

/// What is in scope where an expression is generated.
#[derive(Clone, Debug, Default)]
struct Scope {
    /// Environment slot and type of every readable variable.
    vars: Vec<(usize, Ty)>,
    /// Whether `old(..)` may be used.
    old_ok: bool,
    /// Slots that may be assigned or havocked.
    assignable: Vec<usize>,
}

impl Scope {
    fn of_type(&self, t: &Ty) -> Vec<usize> {
        self.vars.iter().filter(|(_, vt)| vt == t).map(|(v, _)| *v).collect()
    }
}

struct Hole {
    proc: usize,
    scope: Scope,
}

/// Function indices by role.
#[derive(Default)]
struct Fns {
    bv: HashMap<(u32, &'static str), usize>,
    int_int: Vec<usize>,
    int2_int: Vec<usize>,
    int_bool: Vec<usize>,
    id: Option<usize>,
    pick: Option<usize>,
    pu: Option<usize>,
    boxf: Option<usize>,
}

const BV_BIN: [&str; 9] = ["bvadd", "bvsub", "bvmul", "bvand", "bvor", "bvxor", "bvudiv", "bvurem", "bvshl"];
const BV_UN: [&str; 2] = ["bvnot", "bvneg"];
const BV_CMP: [&str; 4] = ["bvult", "bvule", "bvslt", "bvsle"];

/// Settings of the generator.
#[derive(Clone, Copy, Debug)]
pub struct GenConfig {
    /// Random runs per implementation when filling holes.
    pub sample_runs: usize,
    /// Percent of holes filled with a condition true in every sampled state.
    pub true_percent: u32,
}

impl Default for GenConfig {
    fn default() -> Self {
        GenConfig { sample_runs: 120, true_percent: 75 }
    }
}

pub struct Gen {
    rng: Rng,
    cfg: GenConfig,
    f: Features,
    p: Program,
    fns: Fns,
    holes: Vec<Hole>,
    /// `ref` constants, `Field int` constants, `Field bool` constants.
    refs: Vec<usize>,
    fint: Vec<usize>,
    fbool: Vec<usize>,
    heap: Option<usize>,
    boxmap: Option<usize>,
    /// Procedure being generated, and whether a counter loop variable is reserved.
    cur: usize,
    reserved: Vec<usize>,
}

/// The program of `seed` (deterministic).
pub fn generate(seed: u64, cfg: GenConfig) -> Program {
    let mut rng = Rng(seed);
    let f = Features {
        bv: rng.chance(45),
        maps: rng.chance(50),
        heap: rng.chance(30),
        boxes: rng.chance(20),
        poly_fns: rng.chance(40),
        ufs: rng.chance(55),
    };
    let mut g = Gen {
        rng,
        cfg,
        f,
        p: Program::default(),
        fns: Fns::default(),
        holes: Vec::new(),
        refs: Vec::new(),
        fint: Vec::new(),
        fbool: Vec::new(),
        heap: None,
        boxmap: None,
        cur: 0,
        reserved: Vec::new(),
    };
    g.declarations();
    g.procedures();
    g.fill_holes(seed);
    g.p
}

/// The dynamic-frames heap type `<a>[ref, Field a]a`.
fn heap_ty() -> Ty {
    Ty::Poly(vec![Ty::Ctor("ref", vec![]), Ty::Ctor("Field", vec![Ty::Var(0)])], Box::new(Ty::Var(0)))
}

fn func(name: &str, generic: bool, params: Vec<Ty>, res: Ty, body: Option<Expr>) -> Func {
    Func { name: name.to_string(), generic, params, res, body, builtin: None, attrs: "" }
}

impl Gen {
    fn add_func(&mut self, f: Func) -> usize {
        self.p.funcs.push(f);
        self.p.funcs.len() - 1
    }

    fn add_const(&mut self, name: &str, ty: Ty, unique: bool) -> usize {
        self.p.consts.push(ConstDecl { name: name.into(), ty, unique });
        self.p.consts.len() - 1
    }

    fn declarations(&mut self) {
        let field = |t: Ty| Ty::Ctor("Field", vec![t]);
        let reft = Ty::Ctor("ref", vec![]);
        if self.f.heap {
            self.p.type_decls.extend(["ref", "Field _"]);
            self.refs = vec![self.add_const("r0", reft.clone(), false), self.add_const("r1", reft.clone(), false)];
            self.fint = vec![self.add_const("fa", field(Ty::Int), true), self.add_const("fb", field(Ty::Int), true)];
            self.fbool = vec![self.add_const("fc", field(Ty::Bool), true)];
        }
        if self.f.boxes {
            self.p.type_decls.push("Box _");
            let bt = Ty::Ctor("Box", vec![Ty::Var(0)]);
            self.fns.boxf = Some(self.add_func(func("box", true, vec![Ty::Var(0)], bt, None)));
        }
        for (i, t) in [Ty::Int, Ty::Int, Ty::Bool].into_iter().enumerate() {
            if self.rng.chance(50) {
                self.add_const(&format!("k{i}"), t, false);
            }
        }
        if self.f.bv {
            for w in [8u32, 32] {
                for op in BV_BIN.iter().chain(&BV_UN) {
                    let n = if BV_UN.contains(op) { 1 } else { 2 };
                    let mut f = func(&format!("{op}{w}"), false, vec![Ty::Bv(w); n], Ty::Bv(w), None);
                    f.builtin = Some(op);
                    let id = self.add_func(f);
                    self.fns.bv.insert((w, op), id);
                }
                for op in BV_CMP {
                    let mut f = func(&format!("{op}{w}"), false, vec![Ty::Bv(w); 2], Ty::Bool, None);
                    f.builtin = Some(op);
                    let id = self.add_func(f);
                    self.fns.bv.insert((w, op), id);
                }
            }
        }
        if self.f.ufs {
            let u = self.add_func(func("u", false, vec![Ty::Int], Ty::Int, None));
            self.fns.int_int.push(u);
            let up = self.add_func(func("up", false, vec![Ty::Int], Ty::Bool, None));
            self.fns.int_bool.push(up);
        }
        if self.f.poly_fns {
            let mut id = func("id", true, vec![Ty::Var(0)], Ty::Var(0), Some(Expr::Var(0)));
            id.attrs = "{:identity} ";
            self.fns.id = Some(self.add_func(id));
            let body = Expr::ite(Expr::Var(0), Expr::Var(1), Expr::Var(2));
            self.fns.pick = Some(self.add_func(func("pick", true, vec![Ty::Bool, Ty::Var(0), Ty::Var(0)], Ty::Var(0), Some(body))));
            self.fns.pu = Some(self.add_func(func("pu", true, vec![Ty::Var(0)], Ty::Int, None)));
        }
        for i in 0..self.rng.below(3) {
            let two = self.rng.chance(50);
            let params = if two { vec![Ty::Int, Ty::Int] } else { vec![Ty::Int] };
            let sc = Scope { vars: params.iter().enumerate().map(|(k, t)| (k, t.clone())).collect(), ..Scope::default() };
            let body = self.expr(&sc, &Ty::Int, 2);
            let id = self.add_func(func(&format!("df{i}"), false, params, Ty::Int, Some(body)));
            if two {
                self.fns.int2_int.push(id);
            } else {
                self.fns.int_int.push(id);
            }
        }
        self.axioms();
        self.globals();
    }

    /// Quantifier-free axioms over constants and functions, each kept only when the
    /// axioms so far still hold in some sampled interpretation (so that they are consistent).
    fn axioms(&mut self) {
        let n = self.rng.below(3);
        let sc = Scope::default();
        for _ in 0..n * 3 {
            if self.p.axioms.len() >= n {
                break;
            }
            let a = self.expr(&sc, &Ty::Bool, 2);
            self.p.axioms.push(a);
            if !self.axioms_satisfiable() {
                self.p.axioms.pop();
            }
        }
    }

    fn axioms_satisfiable(&mut self) -> bool {
        let snap = Snapshot { env: vec![], old: vec![], interp: Default::default() };
        for _ in 0..40 {
            let seed = self.rng.next_u64();
            let mut m = Machine::at_snapshot(&self.p, &snap, seed);
            let axioms = self.p.axioms.clone();
            if axioms.iter().all(|a| matches!(m.eval(a, &[], &[]), Ok(v) if v.as_bool())) {
                return true;
            }
        }
        false
    }

    fn random_ty(&mut self) -> Ty {
        let mut pool = vec![Ty::Int, Ty::Int, Ty::Int, Ty::Bool, Ty::Bool];
        if self.f.maps {
            pool.extend([Ty::map(vec![Ty::Int], Ty::Int), Ty::map(vec![Ty::Int], Ty::Bool), Ty::map(vec![Ty::Int], Ty::map(vec![Ty::Int], Ty::Int))]);
        }
        if self.f.bv {
            pool.extend([Ty::Bv(8), Ty::Bv(32)]);
        }
        if self.f.heap {
            pool.extend([Ty::Ctor("ref", vec![]), heap_ty()]);
        }
        self.rng.pick(&pool).clone()
    }

    /// A `where` clause for slot `v` of type `t` (over `v` and constants only).
    fn where_clause(&mut self, v: usize, t: &Ty) -> Option<Expr> {
        if !self.rng.chance(30) {
            return None;
        }
        let lit = Expr::int(self.rng.below(5) as i128 - 2);
        match t {
            Ty::Int => Some(Expr::bin(*self.rng.pick(&[Op::Ge, Op::Le, Op::Neq]), Expr::Var(v), lit)),
            Ty::Bool => Some(if self.rng.chance(50) { Expr::Var(v) } else { Expr::negate(Expr::Var(v)) }),
            Ty::Map(a, r) if **r == Ty::Int && a[0] == Ty::Int => Some(Expr::bin(Op::Ge, Expr::select(Expr::Var(v), vec![Expr::int(0)]), lit)),
            _ => None,
        }
    }

    fn globals(&mut self) {
        let n = 1 + self.rng.below(4);
        for i in 0..n {
            let t = self.random_ty();
            let w = self.where_clause(i, &t);
            self.p.globals.push(VarDecl { name: format!("g{i}"), ty: t, where_: w });
        }
        if self.f.heap {
            self.heap = Some(self.p.globals.len());
            self.p.globals.push(VarDecl { name: "H".into(), ty: heap_ty(), where_: None });
        }
        if self.f.boxes {
            let t = Ty::Poly(vec![Ty::Ctor("Box", vec![Ty::Var(0)])], Box::new(Ty::Var(0)));
            self.boxmap = Some(self.p.globals.len());
            self.p.globals.push(VarDecl { name: "BM".into(), ty: t, where_: None });
        }
    }

    fn global_scope(&self) -> Vec<(usize, Ty)> {
        self.p.globals.iter().enumerate().map(|(i, g)| (i, g.ty.clone())).collect()
    }

    fn procedures(&mut self) {
        let n = 1 + self.rng.below(3);
        for i in 0..n {
            self.cur = i;
            self.procedure(i);
        }
    }

    fn decls(&mut self, prefix: &str, base: usize, n: usize) -> Vec<VarDecl> {
        (0..n)
            .map(|k| {
                let t = self.random_ty();
                let w = self.where_clause(base + k, &t);
                VarDecl { name: format!("{prefix}{k}"), ty: t, where_: w }
            })
            .collect()
    }

    fn procedure(&mut self, pi: usize) {
        let g = self.p.globals.len();
        let ins = { let n = self.rng.below(3); self.decls("i", g, n) };
        let outs = { let n = self.rng.below(3); self.decls("o", g + ins.len(), n) };
        let has_body = pi == 0 || self.rng.chance(80);
        let locals = if has_body { let n = self.rng.below(4); self.decls("l", g + ins.len() + outs.len(), n) } else { vec![] };
        let modifies: Vec<usize> = (0..g).filter(|_| self.rng.chance(50)).collect();
        let mut proc = Proc { name: format!("P{pi}"), ins, outs, requires: vec![], ensures: vec![], modifies, body: None };
        // Requires: over globals and in-parameters, no `old`.
        let mut pre = Scope { vars: self.global_scope(), ..Scope::default() };
        pre.vars.extend(proc.ins.iter().enumerate().map(|(k, v)| (g + k, v.ty.clone())));
        for _ in 0..self.rng.below(3) {
            let free = self.rng.chance(20);
            let e = self.pred(&pre);
            proc.requires.push((free, e));
        }
        let mut post = pre.clone();
        post.old_ok = true;
        post.vars.extend(proc.outs.iter().enumerate().map(|(k, v)| (g + proc.ins.len() + k, v.ty.clone())));
        self.p.procs.push(proc);
        let mut ensures = Vec::new();
        for _ in 0..self.rng.below(3) {
            if has_body && self.rng.chance(85) {
                ensures.push((false, self.hole(pi, &post)));
            } else {
                let free = has_body || self.rng.chance(30);
                ensures.push((free, self.pred(&post)));
            }
        }
        self.p.procs[pi].ensures = ensures;
        if has_body {
            self.p.procs[pi].body = Some(Body { locals, code: Code::Structured(vec![]) });
            let mut sc = post.clone();
            let base = g + self.p.procs[pi].ins.len();
            let nslots = self.p.procs[pi].env_len(&self.p);
            sc.vars.extend((base + self.p.procs[pi].outs.len()..nslots).map(|v| (v, self.p.procs[pi].var(&self.p, v).ty.clone())));
            sc.assignable = self.p.procs[pi].modifies.clone();
            sc.assignable.extend(base..nslots);
            let code = if self.rng.chance(25) { Code::Blocks(self.blocks(&sc)) } else { Code::Structured(self.stmts(&sc, 0)) };
            self.p.procs[pi].body.as_mut().expect("just set").code = code;
        }
    }

    fn hole(&mut self, proc: usize, sc: &Scope) -> Expr {
        self.holes.push(Hole { proc, scope: sc.clone() });
        Expr::Hole(self.holes.len() - 1)
    }

    /// A random condition.
    fn pred(&mut self, sc: &Scope) -> Expr {
        self.expr(sc, &Ty::Bool, 2)
    }

    fn blocks(&mut self, sc: &Scope) -> Vec<Block> {
        let n = 2 + self.rng.below(4);
        (0..n)
            .map(|i| {
                let stmts = self.stmts(sc, 1);
                let next = if i + 1 == n || self.rng.chance(10) {
                    vec![]
                } else {
                    let mut t = vec![i + 1 + self.rng.below(n - i - 1)];
                    let other = i + 1 + self.rng.below(n - i - 1);
                    if self.rng.chance(50) && !t.contains(&other) {
                        t.push(other);
                    }
                    t
                };
                Block { stmts, next }
            })
            .collect()
    }

    fn stmts(&mut self, sc: &Scope, depth: u32) -> Vec<Stmt> {
        let n = 1 + self.rng.below(if depth == 0 { 6 } else { 3 });
        let mut out = Vec::new();
        for _ in 0..n {
            if let Some(s) = self.stmt(sc, depth) {
                out.extend(s);
            }
        }
        out
    }

    fn assignable(&self, sc: &Scope) -> Vec<usize> {
        sc.assignable.iter().copied().filter(|v| !self.reserved.contains(v)).collect()
    }

    fn slot_ty(&self, v: usize) -> Ty {
        self.p.procs[self.cur].var(&self.p, v).ty.clone()
    }

    fn stmt(&mut self, sc: &Scope, depth: u32) -> Option<Vec<Stmt>> {
        let k = self.rng.below(100);
        let assignable = self.assignable(sc);
        Some(vec![match k {
            0..=34 => {
                if assignable.is_empty() {
                    return None;
                }
                let v = *self.rng.pick(&assignable);
                self.assign(sc, v, &assignable)
            }
            35..=42 => {
                if assignable.is_empty() {
                    return None;
                }
                let mut vs = vec![*self.rng.pick(&assignable)];
                let w = *self.rng.pick(&assignable);
                if !vs.contains(&w) && self.rng.chance(40) {
                    vs.push(w);
                }
                Stmt::Havoc(vs)
            }
            43..=49 => Stmt::Assume(self.pred(sc)),
            50..=64 => {
                let h = self.hole(self.cur, sc);
                Stmt::Assert(h)
            }
            65..=77 if depth < 2 => {
                let c = if self.rng.chance(35) { None } else { Some(self.pred(sc)) };
                let a = self.stmts(sc, depth + 1);
                let b = if self.rng.chance(50) { self.stmts(sc, depth + 1) } else { vec![] };
                Stmt::If(c, a, b)
            }
            78..=86 if depth < 2 => return self.while_loop(sc, depth),
            87..=96 => return self.call(sc).map(|s| vec![s]),
            97..=99 if depth > 0 => Stmt::Return,
            _ => Stmt::Assume(self.pred(sc)),
        }])
    }

    fn assign(&mut self, sc: &Scope, v: usize, assignable: &[usize]) -> Stmt {
        let t = self.slot_ty(v);
        let lhs = match &t {
            Ty::Map(a, _) if self.rng.chance(50) => {
                let idx = a.iter().map(|at| self.expr(sc, at, 1)).collect();
                Lhs { var: v, index: Some((idx, None)) }
            }
            Ty::Poly(..) if t == heap_ty() && self.rng.chance(70) => {
                let (inst, fields) = if self.rng.chance(60) { (Ty::Int, self.fint.clone()) } else { (Ty::Bool, self.fbool.clone()) };
                let r = self.expr(sc, &Ty::Ctor("ref", vec![]), 1);
                let f = Expr::Const(*self.rng.pick(&fields));
                Lhs { var: v, index: Some((vec![r, f], Some(inst))) }
            }
            Ty::Poly(..) if t != heap_ty() && self.rng.chance(70) => {
                let inst = if self.rng.chance(50) { Ty::Int } else { Ty::Bool };
                let key = self.boxed(sc, &inst);
                Lhs { var: v, index: Some((vec![key], Some(inst))) }
            }
            _ => Lhs { var: v, index: None },
        };
        let rhs_ty = match (&t, &lhs.index) {
            (Ty::Map(_, r), Some(_)) => (**r).clone(),
            (Ty::Poly(..), Some((_, Some(inst)))) => inst.clone(),
            _ => t.clone(),
        };
        let rhs = self.expr(sc, &rhs_ty, 2);
        let mut pairs = vec![(lhs, rhs)];
        // Sometimes a simultaneous assignment of a second variable of the same type (a swap).
        let w = *self.rng.pick(assignable);
        if w != v && self.slot_ty(w) == t && pairs[0].0.index.is_none() && self.rng.chance(40) {
            pairs.push((Lhs { var: w, index: None }, Expr::Var(v)));
            pairs[0].1 = Expr::Var(w);
        }
        Stmt::Assign(pairs)
    }

    fn while_loop(&mut self, sc: &Scope, depth: u32) -> Option<Vec<Stmt>> {
        let counter: Vec<usize> = self.assignable(sc).into_iter().filter(|v| self.slot_ty(*v) == Ty::Int && *v >= self.p.globals.len()).collect();
        let mut pre = Vec::new();
        let cond = if !counter.is_empty() && self.rng.chance(60) {
            let c = *self.rng.pick(&counter);
            pre.push(Stmt::Assign(vec![(Lhs { var: c, index: None }, Expr::int(0))]));
            self.reserved.push(c);
            Some((c, Expr::bin(Op::Lt, Expr::Var(c), Expr::int(self.rng.below(4) as i128))))
        } else {
            None
        };
        let mut invs = Vec::new();
        for _ in 0..1 + self.rng.below(2) {
            invs.push((false, self.hole(self.cur, sc)));
        }
        if self.rng.chance(10) {
            invs.push((true, self.pred(sc)));
        }
        let mut body = self.stmts(sc, depth + 1);
        let c = match cond {
            Some((c, e)) => {
                body.push(Stmt::Assign(vec![(Lhs { var: c, index: None }, Expr::bin(Op::Add, Expr::Var(c), Expr::int(1)))]));
                self.reserved.retain(|r| *r != c);
                Some(e)
            }
            None if self.rng.chance(70) => None,
            None => Some(self.pred(sc)),
        };
        pre.push(Stmt::While(c, invs, body));
        Some(pre)
    }

    fn call(&mut self, sc: &Scope) -> Option<Stmt> {
        let mine = &self.p.procs[self.cur].modifies;
        // Earlier procedures, and sometimes the procedure itself (a recursive call, run by
        // its contract like any other).
        let upto = if self.rng.chance(15) { self.cur + 1 } else { self.cur };
        let callees: Vec<usize> = (0..upto).filter(|c| self.p.procs[*c].modifies.iter().all(|m| mine.contains(m))).collect();
        if callees.is_empty() {
            return None;
        }
        let c = *self.rng.pick(&callees);
        let ins: Vec<Ty> = self.p.procs[c].ins.iter().map(|v| v.ty.clone()).collect();
        if !ins.iter().all(|t| self.can_make(sc, t)) {
            return None;
        }
        let outs: Vec<Ty> = self.p.procs[c].outs.iter().map(|v| v.ty.clone()).collect();
        let g = self.p.globals.len();
        let mut targets = Vec::new();
        for t in &outs {
            let cands: Vec<usize> =
                self.assignable(sc).into_iter().filter(|v| *v >= g && self.slot_ty(*v) == *t && !targets.contains(v)).collect();
            if cands.is_empty() {
                return None;
            }
            targets.push(*self.rng.pick(&cands));
        }
        let args = ins.iter().map(|t| self.expr(sc, t, 2)).collect();
        Some(Stmt::Call(c, args, targets))
    }

    /// `box(e)` with `e` of type `inst`.
    fn boxed(&mut self, sc: &Scope, inst: &Ty) -> Expr {
        let e = self.expr(sc, inst, 1);
        Expr::App(self.fns.boxf.expect("boxes on"), Some(inst.clone()), vec![e])
    }

    fn leaf(&mut self, sc: &Scope, t: &Ty) -> Expr {
        let vars = sc.of_type(t);
        let g = self.p.globals.len();
        let consts: Vec<usize> = (0..self.p.consts.len()).filter(|c| self.p.consts[*c].ty == *t).collect();
        let lit_ok = matches!(t, Ty::Int | Ty::Bool | Ty::Bv(_));
        let mut choice = self.rng.below(10);
        if vars.is_empty() && choice < 6 {
            choice = 6;
        }
        if consts.is_empty() && (6..8).contains(&choice) {
            choice = 8;
        }
        if choice < 6 {
            let v = *self.rng.pick(&vars);
            if v < g && sc.old_ok && self.rng.chance(25) {
                return Expr::old(Expr::Var(v));
            }
            return Expr::Var(v);
        }
        if choice < 8 {
            return Expr::Const(*self.rng.pick(&consts));
        }
        if lit_ok {
            return self.literal(t);
        }
        if !consts.is_empty() {
            return Expr::Const(*self.rng.pick(&consts));
        }
        if !vars.is_empty() {
            return Expr::Var(*self.rng.pick(&vars));
        }
        let outer = Ty::map(vec![Ty::Int], t.clone());
        let containers = sc.of_type(&outer);
        match t {
            Ty::Ctor("Box", a) => self.boxed(sc, &a[0].clone()),
            Ty::Map(..) if !containers.is_empty() => {
                let m = Expr::Var(*self.rng.pick(&containers));
                Expr::select(m, vec![self.literal(&Ty::Int)])
            }
            _ => panic!("no leaf of type {t:?}"),
        }
    }

    fn literal(&mut self, t: &Ty) -> Expr {
        match t {
            Ty::Int => Expr::int(self.rng.below(7) as i128 - 3),
            Ty::Bool => Expr::bool(self.rng.chance(50)),
            Ty::Bv(w) => {
                let d = interp::domain(t);
                let v = if self.rng.chance(70) { d[self.rng.below(d.len())].clone() } else { Value::Bv(*w, self.rng.below(17) as u64 & interp::mask(*w)) };
                Expr::Lit(v)
            }
            _ => unreachable!("literals of int, bool and bit-vector types only"),
        }
    }

    /// Whether an expression of type `t` can be generated in `sc`.
    fn can_make(&self, sc: &Scope, t: &Ty) -> bool {
        match t {
            Ty::Map(..) => !sc.of_type(t).is_empty() || !sc.of_type(&Ty::map(vec![Ty::Int], t.clone())).is_empty(),
            Ty::Poly(..) => !sc.of_type(t).is_empty(),
            Ty::Ctor("Box", _) => self.fns.boxf.is_some(),
            Ty::Ctor(..) => self.p.consts.iter().any(|c| c.ty == *t) || !sc.of_type(t).is_empty(),
            _ => true,
        }
    }

    /// A random expression of type `t`.
    fn expr(&mut self, sc: &Scope, t: &Ty, depth: u32) -> Expr {
        if depth == 0 || self.rng.chance(25) {
            return self.leaf(sc, t);
        }
        let d = depth - 1;
        match t {
            Ty::Int => self.int_expr(sc, d),
            Ty::Bool => self.bool_expr(sc, d),
            Ty::Bv(w) => self.bv_expr(sc, *w, d),
            Ty::Map(args, _) => {
                let vars = sc.of_type(t);
                match self.rng.below(3) {
                    0 if !vars.is_empty() => {
                        let m = Expr::Var(*self.rng.pick(&vars));
                        let idx = args.iter().map(|a| self.expr(sc, a, d)).collect();
                        let Ty::Map(_, r) = t else { unreachable!() };
                        let v = self.expr(sc, r, d);
                        Expr::store(m, idx, v)
                    }
                    1 => {
                        let c = self.expr(sc, &Ty::Bool, d);
                        Expr::ite(c, self.expr(sc, t, d), self.expr(sc, t, d))
                    }
                    _ => self.leaf(sc, t),
                }
            }
            _ => self.leaf(sc, t),
        }
    }

    fn int_expr(&mut self, sc: &Scope, d: u32) -> Expr {
        let int_maps = sc.of_type(&Ty::map(vec![Ty::Int], Ty::Int));
        let nested = sc.of_type(&Ty::map(vec![Ty::Int], Ty::map(vec![Ty::Int], Ty::Int)));
        loop {
            return match self.rng.below(14) {
                0 | 1 => {
                    let op = *self.rng.pick(&[Op::Add, Op::Sub]);
                    Expr::bin(op, self.expr(sc, &Ty::Int, d), self.expr(sc, &Ty::Int, d))
                }
                2 => Expr::bin(Op::Mul, self.expr(sc, &Ty::Int, d), self.literal(&Ty::Int)),
                3 => {
                    let op = *self.rng.pick(&[Op::Div, Op::Mod]);
                    let n = *self.rng.pick(&[2i128, 3, -2]);
                    Expr::bin(op, self.expr(sc, &Ty::Int, d), Expr::int(n))
                }
                4 => Expr::ite(self.expr(sc, &Ty::Bool, d), self.expr(sc, &Ty::Int, d), self.expr(sc, &Ty::Int, d)),
                5 if !int_maps.is_empty() => {
                    let m = Expr::Var(*self.rng.pick(&int_maps));
                    Expr::select(m, vec![self.expr(sc, &Ty::Int, d)])
                }
                6 if !nested.is_empty() => {
                    let m = Expr::Var(*self.rng.pick(&nested));
                    let inner = Expr::select(m, vec![self.expr(sc, &Ty::Int, d)]);
                    Expr::select(inner, vec![self.expr(sc, &Ty::Int, d)])
                }
                7 if !sc.of_type(&heap_ty()).is_empty() && self.rng.chance(70) => {
                    let r = self.expr(sc, &Ty::Ctor("ref", vec![]), d);
                    let f = Expr::Const(*self.rng.pick(&self.fint.clone()));
                    let h = self.heap_expr(sc, d);
                    Expr::Select(Box::new(h), vec![r, f], Some(Ty::Int))
                }
                8 if self.boxmap.is_some() => {
                    let k = self.boxed(sc, &Ty::Int);
                    Expr::Select(Box::new(Expr::Var(self.boxmap.expect("on"))), vec![k], Some(Ty::Int))
                }
                9 if !self.fns.int_int.is_empty() => {
                    let f = *self.rng.pick(&self.fns.int_int.clone());
                    Expr::App(f, None, vec![self.expr(sc, &Ty::Int, d)])
                }
                10 if !self.fns.int2_int.is_empty() => {
                    let f = *self.rng.pick(&self.fns.int2_int.clone());
                    Expr::App(f, None, vec![self.expr(sc, &Ty::Int, d), self.expr(sc, &Ty::Int, d)])
                }
                11 if self.fns.id.is_some() => self.poly_app(sc, &Ty::Int, d),
                12 if self.fns.pu.is_some() => {
                    let t = self.simple_ty();
                    let e = self.expr(sc, &t, d);
                    Expr::App(self.fns.pu.expect("on"), Some(t), vec![e])
                }
                13 => Expr::Neg(Box::new(self.expr(sc, &Ty::Int, d))),
                _ => continue,
            };
        }
    }

    /// A heap (`H`, `old(H)` or a local heap), or a heap with one more field update.
    fn heap_expr(&mut self, sc: &Scope, d: u32) -> Expr {
        let hv = *self.rng.pick(&sc.of_type(&heap_ty()));
        let h = if hv < self.p.globals.len() && sc.old_ok && self.rng.chance(20) { Expr::old(Expr::Var(hv)) } else { Expr::Var(hv) };
        if d == 0 || self.rng.chance(60) {
            return h;
        }
        let (inst, fields) = if self.rng.chance(60) { (Ty::Int, self.fint.clone()) } else { (Ty::Bool, self.fbool.clone()) };
        let r = self.expr(sc, &Ty::Ctor("ref", vec![]), d - 1);
        let f = Expr::Const(*self.rng.pick(&fields));
        let v = self.expr(sc, &inst, d - 1);
        Expr::Store(Box::new(h), vec![r, f], Box::new(v), Some(inst))
    }

    fn simple_ty(&mut self) -> Ty {
        let mut pool = vec![Ty::Int, Ty::Bool];
        if self.f.bv {
            pool.push(Ty::Bv(8));
        }
        if self.f.heap {
            pool.push(Ty::Ctor("ref", vec![]));
        }
        self.rng.pick(&pool).clone()
    }

    /// `id(e)` or `pick(c, a, b)` at type `t`.
    fn poly_app(&mut self, sc: &Scope, t: &Ty, d: u32) -> Expr {
        if self.rng.chance(50) {
            Expr::App(self.fns.id.expect("on"), Some(t.clone()), vec![self.expr(sc, t, d)])
        } else {
            let c = self.expr(sc, &Ty::Bool, d);
            Expr::App(self.fns.pick.expect("on"), Some(t.clone()), vec![c, self.expr(sc, t, d), self.expr(sc, t, d)])
        }
    }

    fn eq_types(&self, sc: &Scope) -> Vec<Ty> {
        let mut pool = vec![Ty::Int, Ty::Int, Ty::Bool];
        if self.f.bv {
            pool.extend([Ty::Bv(8), Ty::Bv(32)]);
        }
        if self.f.heap {
            pool.extend([Ty::Ctor("ref", vec![]), Ty::Ctor("Field", vec![Ty::Int])]);
        }
        if self.f.boxes {
            pool.push(Ty::Ctor("Box", vec![Ty::Int]));
        }
        for (_, t) in &sc.vars {
            if matches!(t, Ty::Map(..)) && t.eq_exact() && !pool.contains(t) {
                pool.push(t.clone());
            }
        }
        pool.retain(|t| self.can_make(sc, t));
        pool
    }

    fn bool_expr(&mut self, sc: &Scope, d: u32) -> Expr {
        let bool_maps = sc.of_type(&Ty::map(vec![Ty::Int], Ty::Bool));
        loop {
            return match self.rng.below(14) {
                0..=2 => {
                    let op = *self.rng.pick(&[Op::Lt, Op::Le, Op::Gt, Op::Ge]);
                    Expr::bin(op, self.expr(sc, &Ty::Int, d), self.expr(sc, &Ty::Int, d))
                }
                3 | 4 => {
                    let t = self.rng.pick(&self.eq_types(sc)).clone();
                    let op = if self.rng.chance(70) { Op::Eq } else { Op::Neq };
                    Expr::bin(op, self.expr(sc, &t, d), self.expr(sc, &t, d))
                }
                5 => Expr::negate(self.expr(sc, &Ty::Bool, d)),
                6 | 7 => {
                    let op = *self.rng.pick(&[Op::And, Op::Or, Op::Imp, Op::Iff]);
                    Expr::bin(op, self.expr(sc, &Ty::Bool, d), self.expr(sc, &Ty::Bool, d))
                }
                8 if self.f.bv => {
                    let w = *self.rng.pick(&[8u32, 32]);
                    let f = self.fns.bv[&(w, *self.rng.pick(&BV_CMP))];
                    Expr::App(f, None, vec![self.expr(sc, &Ty::Bv(w), d), self.expr(sc, &Ty::Bv(w), d)])
                }
                9 if !bool_maps.is_empty() => {
                    let m = Expr::Var(*self.rng.pick(&bool_maps));
                    Expr::select(m, vec![self.expr(sc, &Ty::Int, d)])
                }
                10 if !sc.of_type(&heap_ty()).is_empty() => {
                    let r = self.expr(sc, &Ty::Ctor("ref", vec![]), d);
                    let f = Expr::Const(*self.rng.pick(&self.fbool.clone()));
                    let h = self.heap_expr(sc, d);
                    Expr::Select(Box::new(h), vec![r, f], Some(Ty::Bool))
                }
                11 if !self.fns.int_bool.is_empty() => {
                    let f = *self.rng.pick(&self.fns.int_bool.clone());
                    Expr::App(f, None, vec![self.expr(sc, &Ty::Int, d)])
                }
                12 if self.fns.id.is_some() => self.poly_app(sc, &Ty::Bool, d),
                13 if self.boxmap.is_some() => {
                    let k = self.boxed(sc, &Ty::Bool);
                    Expr::Select(Box::new(Expr::Var(self.boxmap.expect("on"))), vec![k], Some(Ty::Bool))
                }
                _ => continue,
            };
        }
    }

    fn bv_expr(&mut self, sc: &Scope, w: u32, d: u32) -> Expr {
        match self.rng.below(8) {
                0..=2 if self.f.bv && (w == 8 || w == 32) => {
                    let op = *self.rng.pick(&BV_BIN);
                    let f = self.fns.bv[&(w, op)];
                    Expr::App(f, None, vec![self.expr(sc, &Ty::Bv(w), d), self.expr(sc, &Ty::Bv(w), d)])
                }
                3 if self.f.bv && (w == 8 || w == 32) => {
                    let f = self.fns.bv[&(w, *self.rng.pick(&BV_UN))];
                    Expr::App(f, None, vec![self.expr(sc, &Ty::Bv(w), d)])
                }
                4 if w < 32 => {
                    let lo = self.rng.below((32 - w + 1) as usize) as u32;
                    Expr::Extract(Box::new(self.expr(sc, &Ty::Bv(32), d)), lo + w, lo)
                }
                5 if w >= 2 => {
                    let hi = if w == 32 { 16 } else { 1 + self.rng.below((w - 1) as usize) as u32 };
                    let a = self.piece(sc, hi, d);
                    let b = self.piece(sc, w - hi, d);
                    Expr::Concat(Box::new(a), Box::new(b))
                }
                6 => Expr::ite(self.expr(sc, &Ty::Bool, d), self.expr(sc, &Ty::Bv(w), d), self.expr(sc, &Ty::Bv(w), d)),
                7 if self.fns.id.is_some() && (w == 8 || w == 32) => self.poly_app(sc, &Ty::Bv(w), d),
                _ => self.leaf(sc, &Ty::Bv(w)),
        }
    }

    /// A bit-vector of width `w` (any width up to 32): an extract of a 32-bit one, or a literal.
    fn piece(&mut self, sc: &Scope, w: u32, d: u32) -> Expr {
        if w == 8 || w == 32 || self.rng.chance(30) {
            return self.expr(sc, &Ty::Bv(w), d);
        }
        let lo = self.rng.below((32 - w + 1) as usize) as u32;
        Expr::Extract(Box::new(self.expr(sc, &Ty::Bv(32), d)), lo + w, lo)
    }

    /// Candidate conditions for hole `h`, true in every state of `snaps` when `want_true`.
    fn fill_one(&mut self, h: usize, snaps: &[Snapshot], want_true: bool) -> Expr {
        let sc = self.holes[h].scope.clone();
        let mut last = Expr::bool(true);
        for _ in 0..40 {
            let cand = self.candidate(&sc, snaps);
            if !want_true {
                return cand;
            }
            let holds = snaps.iter().all(|s| {
                let seed = self.rng.next_u64();
                let mut m = Machine::at_snapshot(&self.p, s, seed);
                matches!(m.eval(&cand, &s.env, &s.old), Ok(v) if v.as_bool())
            });
            if holds {
                return cand;
            }
            last = cand;
        }
        if self.rng.chance(50) {
            Expr::bool(true)
        } else {
            last
        }
    }

    /// A condition for a hole: random, or a bound or equality read off a sampled state.
    fn candidate(&mut self, sc: &Scope, snaps: &[Snapshot]) -> Expr {
        let simple: Vec<(usize, Ty)> = sc.vars.iter().filter(|(_, t)| matches!(t, Ty::Int | Ty::Bool | Ty::Bv(_))).cloned().collect();
        let g = self.p.globals.len();
        match self.rng.below(10) {
            0..=2 if !snaps.is_empty() && !simple.is_empty() => {
                let (v, t) = self.rng.pick(&simple).clone();
                let s = &snaps[self.rng.below(snaps.len())];
                let val = s.env[v].clone();
                let op = match (&t, self.rng.below(3)) {
                    (Ty::Int, 0) => Op::Ge,
                    (Ty::Int, 1) => Op::Le,
                    _ => Op::Eq,
                };
                let lit = match (&val, op) {
                    (Value::Int(_), Op::Ge) => Value::Int(snaps.iter().filter_map(|s| if let Value::Int(n) = s.env[v] { Some(n) } else { None }).min().unwrap_or(0)),
                    (Value::Int(_), Op::Le) => Value::Int(snaps.iter().filter_map(|s| if let Value::Int(n) = s.env[v] { Some(n) } else { None }).max().unwrap_or(0)),
                    _ => val,
                };
                Expr::bin(op, Expr::Var(v), Expr::Lit(lit))
            }
            3 if sc.old_ok => {
                let gs: Vec<(usize, Ty)> = sc.vars.iter().filter(|(v, t)| *v < g && t.eq_exact()).cloned().collect();
                if gs.is_empty() {
                    return self.pred(sc);
                }
                let (v, _) = self.rng.pick(&gs).clone();
                Expr::bin(Op::Eq, Expr::Var(v), Expr::old(Expr::Var(v)))
            }
            4 => {
                let a = self.candidate(sc, snaps);
                let b = self.candidate(sc, snaps);
                Expr::bin(*self.rng.pick(&[Op::And, Op::Or, Op::Imp]), a, b)
            }
            _ => self.pred(sc),
        }
    }

    /// Fills every hole, implementation by implementation in order (callees come first, so
    /// the contracts a caller's runs assume are final).
    fn fill_holes(&mut self, seed: u64) {
        for pi in 0..self.p.procs.len() {
            let mine: Vec<usize> = (0..self.holes.len()).filter(|h| self.holes[*h].proc == pi).collect();
            if mine.is_empty() {
                continue;
            }
            let snaps = if self.p.procs[pi].body.is_some() {
                interp::sample_holes(&self.p, pi, self.cfg.sample_runs, 6, seed ^ (pi as u64 + 1).wrapping_mul(0x9e37))
            } else {
                HashMap::new()
            };
            let mut fills = HashMap::new();
            for h in mine {
                let want_true = self.rng.chance(self.cfg.true_percent);
                let s = snaps.get(&h).cloned().unwrap_or_default();
                fills.insert(h, self.fill_one(h, &s, want_true));
            }
            let proc = &mut self.p.procs[pi];
            for (_, e) in &mut proc.ensures {
                fill_expr(e, &fills);
            }
            if let Some(b) = &mut proc.body {
                match &mut b.code {
                    Code::Structured(s) => fill_stmts(s, &fills),
                    Code::Blocks(bs) => bs.iter_mut().for_each(|b| fill_stmts(&mut b.stmts, &fills)),
                }
            }
        }
    }
}

fn fill_expr(e: &mut Expr, fills: &HashMap<usize, Expr>) {
    if let Expr::Hole(k) = e {
        if let Some(f) = fills.get(k) {
            *e = f.clone();
        }
    }
}

fn fill_stmts(stmts: &mut [Stmt], fills: &HashMap<usize, Expr>) {
    for s in stmts {
        match s {
            Stmt::Assert(e) => fill_expr(e, fills),
            Stmt::If(_, a, b) => {
                fill_stmts(a, fills);
                fill_stmts(b, fills);
            }
            Stmt::While(_, invs, body) => {
                invs.iter_mut().for_each(|(_, e)| fill_expr(e, fills));
                fill_stmts(body, fills);
            }
            _ => {}
        }
    }
}
