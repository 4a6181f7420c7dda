//! The small-domain interpreter: runs one implementation on initial states, function
//! interpretations and resolutions of nondeterminism drawn from small domains, with
//! Boogie's semantics, and reports a failing execution when it meets one.
//!
//! Semantics (each pruning is an `assume`, each check an `assert`):
//! - an execution starts in a state where every axiom holds, `unique` constants differ,
//!   every `where` clause holds (globals, parameters, locals) and every `requires` (free or
//!   not) holds; `old` is the globals' value at entry;
//! - constants and uninterpreted functions are interpreted lazily: the value of `f(v)` is
//!   chosen from the result type's domain the first time it is needed and remembered, so
//!   every execution runs under one genuine (total) interpretation;
//! - `assert`, non-free `ensures` at a return, non-free loop invariants (at entry and after
//!   every iteration) and a callee's non-free `requires` at a call are checks;
//! - a call runs by the callee's contract: the outputs and the callee's `modifies` are
//!   havocked, their `where` clauses and the `ensures` (free or not) are assumed;
//! - a loop runs concretely up to [`Budget::loop_bound`] iterations (an execution cut by the
//!   bound is dropped, never counted as failing). At the loop head, after the invariants
//!   are checked, the free invariants and the `where` clauses of the loop's targets are
//!   assumed: Boogie's loop is the havoc of its targets under those assumptions, and a
//!   concrete state outside them is not one of its executions;
//! - values are chosen from small domains ([`domain`]): ints -3..3
//!   ([`Budget::int_radius`]), both booleans, five characteristic bit-vectors per width
//!   (all values below width 3), three elements of each uninterpreted type, and a few maps
//!   per map type (finite functions with a default); a variable with a `where` clause is
//!   given only values that satisfy it.
//!
//! Every choice is a choice point: [`decide`] first enumerates the tree of choices
//! depth-first (exhaustive when it is small), then samples random paths. A failing
//! execution is genuine (it is one of Boogie's executions under a genuine interpretation);
//! not finding one proves nothing.

use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;

use crate::ir::*;
use crate::rng::Rng;

/// Why an execution stopped early.
#[derive(Clone, Debug)]
pub enum Stop {
    /// A check failed: what failed.
    Fail(String),
    /// An `assume` (or a `where`, `requires`, axiom) is false: the execution is pruned.
    Blocked,
    /// Cut by the loop bound or an arithmetic overflow: dropped.
    Cut,
    /// The interpreter cannot run this execution faithfully.
    Unknown(String),
}

type Res<T> = Result<T, Stop>;

/// How a statement list ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    Normal,
    Return,
}

/// The verdict on one implementation.
#[derive(Clone, Debug)]
pub enum Verdict {
    /// A failing execution: the check that failed and the choices that lead to it.
    Fails { check: String, trace: Vec<String> },
    /// No failing execution among `runs` runs (`exhaustive`: the whole choice tree).
    NoFailureFound { runs: usize, exhaustive: bool },
    Unknown(String),
}

impl Verdict {
    pub fn fails(&self) -> bool {
        matches!(self, Verdict::Fails { .. })
    }
}

/// How much to run per implementation.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Runs of the depth-first enumeration before switching to random runs.
    pub dfs_runs: usize,
    /// Random runs after that (when the tree was not exhausted).
    pub random_runs: usize,
    pub loop_bound: usize,
    /// Ints (variables, havoc, function results) range over `-int_radius..=int_radius`.
    /// Wider than the generator's sampling domain (-2..2), so that a condition the
    /// generator saw hold only because of that domain's edges (`x >= -2`) is refuted.
    pub int_radius: i128,
}

impl Default for Budget {
    fn default() -> Self {
        Budget { dfs_runs: 500, random_runs: 2500, loop_bound: 6, int_radius: 3 }
    }
}

/// The choice points of one run: replayed from `trail`, then extended (first choice, or a
/// random one).
struct Chooser {
    trail: Vec<(u32, u32)>,
    pos: usize,
    rng: Option<Rng>,
}

impl Chooser {
    fn choose(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        if self.pos < self.trail.len() {
            let c = self.trail[self.pos].0 as usize;
            self.pos += 1;
            return c;
        }
        let c = match &mut self.rng {
            Some(r) => r.below(n),
            None => 0,
        };
        self.trail.push((c as u32, n as u32));
        self.pos += 1;
        c
    }

    /// Moves to the next path of a depth-first enumeration; false when there is none.
    fn advance(&mut self) -> bool {
        self.trail.truncate(self.pos);
        self.pos = 0;
        while let Some(last) = self.trail.last_mut() {
            if last.0 + 1 < last.1 {
                last.0 += 1;
                return true;
            }
            self.trail.pop();
        }
        false
    }
}

/// A state seen at a hole, kept by the generator to choose the hole's condition.
#[derive(Clone, Debug)]
pub struct Snapshot {
    pub env: Vec<Value>,
    pub old: Vec<Value>,
    pub interp: Interp,
}

/// The interpretation chosen so far: constants and function applications.
#[derive(Clone, Debug, Default)]
pub struct Interp {
    consts: Vec<Option<Value>>,
    funs: HashMap<(usize, Option<Ty>, Vec<Value>), Value>,
}

/// The values a variable, constant or function result of type `t` ranges over.
pub fn domain(t: &Ty) -> Vec<Value> {
    match t {
        Ty::Int => (-2..=2).map(Value::Int).collect(),
        Ty::Bool => vec![Value::Bool(false), Value::Bool(true)],
        Ty::Bv(w) if *w <= 3 => (0..(1u64 << w)).map(|x| Value::Bv(*w, x)).collect(),
        Ty::Bv(w) => {
            let m = mask(*w);
            let half = 1u64 << (w - 1);
            vec![0, 1, half - 1, half, m].into_iter().map(|x| Value::Bv(*w, x)).collect()
        }
        Ty::Ctor(..) | Ty::Var(_) => (0..3).map(Value::Elem).collect(),
        Ty::Map(args, res) => map_domain(args, res).into_iter().map(|m| Value::Map(Rc::new(m))).collect(),
        Ty::Poly(args, res) => {
            let per: Vec<(Ty, Vec<MapVal>)> = POLY_INSTANCES
                .iter()
                .map(|i| {
                    let a: Vec<Ty> = args.iter().map(|x| x.subst(i)).collect();
                    let mut ms = map_domain(&a, &res.subst(i));
                    ms.truncate(3);
                    (i.clone(), ms)
                })
                .collect();
            let mut out = Vec::new();
            for a in &per[0].1 {
                for b in &per[1].1 {
                    let mut m = BTreeMap::new();
                    m.insert(per[0].0.clone(), a.clone());
                    m.insert(per[1].0.clone(), b.clone());
                    out.push(Value::Poly(Rc::new(m)));
                }
            }
            out
        }
    }
}

/// The instances of a polymorphic map's type parameter the interpreter represents (the
/// generator uses no others).
pub const POLY_INSTANCES: [Ty; 2] = [Ty::Int, Ty::Bool];

fn map_domain(args: &[Ty], res: &Ty) -> Vec<MapVal> {
    let vals = domain(res);
    let keys: Vec<Vec<Value>> = [0usize, 1]
        .iter()
        .map(|k| args.iter().map(|a| { let d = domain_key(a); d[k % d.len()].clone() }).collect())
        .collect();
    let mut out = vec![MapVal::constant(vals[0].clone()), MapVal::constant(vals[vals.len() - 1].clone())];
    if vals.len() > 2 {
        out.push(MapVal::constant(vals[vals.len() / 2].clone()));
    }
    for (i, k) in keys.iter().enumerate() {
        let mut m = MapVal::constant(vals[i % vals.len()].clone());
        m.set(k.clone(), vals[(i + 1) % vals.len()].clone());
        out.push(m);
    }
    out
}

/// Keys to override in map values: small ones first.
fn domain_key(t: &Ty) -> Vec<Value> {
    match t {
        Ty::Int => vec![Value::Int(0), Value::Int(1)],
        _ => domain(t),
    }
}

pub fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

fn signed(w: u32, x: u64) -> i128 {
    let x = x as i128;
    if w > 0 && x >> (w - 1) & 1 == 1 {
        x - (1i128 << w)
    } else {
        x
    }
}

/// A `{:bvbuiltin}` function on bit-vectors of width `w`.
pub fn bv_builtin(name: &str, w: u32, args: &[u64]) -> Option<Value> {
    let m = mask(w);
    let bv = |x: u64| Some(Value::Bv(w, x & m));
    let b = |x: bool| Some(Value::Bool(x));
    match (name, args) {
        ("bvadd", [x, y]) => bv(x.wrapping_add(*y)),
        ("bvsub", [x, y]) => bv(x.wrapping_sub(*y)),
        ("bvmul", [x, y]) => bv(x.wrapping_mul(*y)),
        ("bvand", [x, y]) => bv(x & y),
        ("bvor", [x, y]) => bv(x | y),
        ("bvxor", [x, y]) => bv(x ^ y),
        ("bvnot", [x]) => bv(!x),
        ("bvneg", [x]) => bv(x.wrapping_neg()),
        ("bvudiv", [x, y]) => bv(if *y == 0 { m } else { x / y }),
        ("bvurem", [x, y]) => bv(if *y == 0 { *x } else { x % y }),
        ("bvshl", [x, y]) => bv(if *y >= w as u64 { 0 } else { x << y }),
        ("bvlshr", [x, y]) => bv(if *y >= w as u64 { 0 } else { x >> y }),
        ("bvult", [x, y]) => b(x < y),
        ("bvule", [x, y]) => b(x <= y),
        ("bvugt", [x, y]) => b(x > y),
        ("bvslt", [x, y]) => b(signed(w, *x) < signed(w, *y)),
        ("bvsle", [x, y]) => b(signed(w, *x) <= signed(w, *y)),
        _ => None,
    }
}

/// One run's machine.
pub struct Machine<'p> {
    p: &'p Program,
    ch: Chooser,
    pub interp: Interp,
    /// Descriptions of the choices, when tracing a failing run again.
    log: Option<Vec<String>>,
    bound: usize,
    /// Ints are chosen in `-radius..=radius`.
    radius: i128,
    doms: HashMap<Ty, Rc<Vec<Value>>>,
    /// States seen at holes (generation mode), by hole number.
    pub holes: Option<HashMap<usize, Vec<Snapshot>>>,
}

impl<'p> Machine<'p> {
    fn new(p: &'p Program, ch: Chooser, bound: usize) -> Self {
        Machine {
            p,
            ch,
            interp: Interp { consts: vec![None; p.consts.len()], funs: HashMap::new() },
            log: None,
            bound,
            radius: 2,
            doms: HashMap::new(),
            holes: None,
        }
    }

    /// A machine that evaluates in a state seen before (random choices for anything the
    /// run did not fix).
    pub fn at_snapshot(p: &'p Program, s: &Snapshot, seed: u64) -> Self {
        let mut m = Machine::new(p, Chooser { trail: Vec::new(), pos: 0, rng: Some(Rng(seed)) }, 1);
        m.interp = s.interp.clone();
        m.interp.consts.resize(p.consts.len(), None);
        m
    }

    /// The values chosen for type `t`: [`domain`], with ints in `-radius..=radius`.
    fn dom(&mut self, t: &Ty) -> Rc<Vec<Value>> {
        if let Some(d) = self.doms.get(t) {
            return d.clone();
        }
        let d = Rc::new(match t {
            Ty::Int => (-self.radius..=self.radius).map(Value::Int).collect(),
            _ => domain(t),
        });
        self.doms.insert(t.clone(), d.clone());
        d
    }

    fn choose_value(&mut self, t: &Ty, what: &dyn Fn() -> String) -> Value {
        let d = self.dom(t);
        let v = d[self.ch.choose(d.len())].clone();
        if let Some(log) = &mut self.log {
            log.push(format!("{} = {}", what(), show(&v)));
        }
        v
    }

    /// Chooses the value of slot `slot` of `env` (declared by `d`) among the values of its
    /// type that satisfy its `where` clause (the same executions as choosing any value and
    /// assuming the clause, with fewer of them wasted); blocked when none does.
    fn choose_slot(&mut self, d: &VarDecl, slot: usize, env: &mut [Value], what: &dyn Fn() -> String) -> Res<()> {
        let Some(w) = &d.where_ else {
            env[slot] = self.choose_value(&d.ty, what);
            return Ok(());
        };
        let mut ok = Vec::new();
        for cand in self.dom(&d.ty).iter() {
            env[slot] = cand.clone();
            if self.eval(w, env, &[])?.as_bool() {
                ok.push(cand.clone());
            }
        }
        if ok.is_empty() {
            return Err(Stop::Blocked);
        }
        let v = ok[self.ch.choose(ok.len())].clone();
        if let Some(log) = &mut self.log {
            log.push(format!("{} = {}", what(), show(&v)));
        }
        env[slot] = v;
        Ok(())
    }

    fn choose_branch(&mut self, n: usize, what: &dyn Fn(usize) -> String) -> usize {
        let c = self.ch.choose(n);
        if let Some(log) = &mut self.log {
            log.push(what(c));
        }
        c
    }

    fn assume(&mut self, e: &Expr, env: &[Value], old: &[Value]) -> Res<()> {
        if self.eval(e, env, old)?.as_bool() {
            Ok(())
        } else {
            Err(Stop::Blocked)
        }
    }

    fn check(&mut self, e: &Expr, env: &[Value], old: &[Value], what: &dyn Fn() -> String) -> Res<()> {
        if self.eval(e, env, old)?.as_bool() {
            Ok(())
        } else {
            Err(Stop::Fail(what()))
        }
    }

    /// Evaluates `e` in `env`, with `old` the globals at entry.
    pub fn eval(&mut self, e: &Expr, env: &[Value], old: &[Value]) -> Res<Value> {
        Ok(match e {
            Expr::Lit(v) => v.clone(),
            Expr::Var(i) => env[*i].clone(),
            Expr::Const(i) => match &self.interp.consts[*i] {
                Some(v) => v.clone(),
                None => {
                    let c = &self.p.consts[*i];
                    let v = self.choose_value(&c.ty, &|| c.name.clone());
                    self.interp.consts[*i] = Some(v.clone());
                    v
                }
            },
            Expr::Old(a) => {
                let mut env2 = env.to_vec();
                env2[..old.len()].clone_from_slice(old);
                self.eval(a, &env2, old)?
            }
            Expr::Not(a) => Value::Bool(!self.eval(a, env, old)?.as_bool()),
            Expr::Neg(a) => match self.eval(a, env, old)? {
                Value::Int(n) => Value::Int(n.checked_neg().ok_or(Stop::Cut)?),
                v => return Err(Stop::Unknown(format!("negation of {v:?}"))),
            },
            Expr::Bin(op, a, b) => self.binary(*op, a, b, env, old)?,
            Expr::Ite(c, a, b) => {
                if self.eval(c, env, old)?.as_bool() {
                    self.eval(a, env, old)?
                } else {
                    self.eval(b, env, old)?
                }
            }
            Expr::Select(m, args, inst) => {
                let m = self.eval(m, env, old)?;
                let key = self.eval_all(args, env, old)?;
                select(&m, &key, inst)?
            }
            Expr::Store(m, args, v, inst) => {
                let m = self.eval(m, env, old)?;
                let key = self.eval_all(args, env, old)?;
                let v = self.eval(v, env, old)?;
                store(&m, key, v, inst)?
            }
            Expr::App(f, inst, args) => {
                let vals = self.eval_all(args, env, old)?;
                self.apply(*f, inst, vals)?
            }
            Expr::Extract(a, hi, lo) => match self.eval(a, env, old)? {
                Value::Bv(_, x) => Value::Bv(hi - lo, (x >> lo) & mask(hi - lo)),
                v => return Err(Stop::Unknown(format!("extract of {v:?}"))),
            },
            Expr::Concat(a, b) => match (self.eval(a, env, old)?, self.eval(b, env, old)?) {
                (Value::Bv(wa, x), Value::Bv(wb, y)) if wa + wb <= 64 => {
                    Value::Bv(wa + wb, if wb == 64 { y } else { (x << wb) | y })
                }
                (x, y) => return Err(Stop::Unknown(format!("concat of {x:?} and {y:?}"))),
            },
            Expr::Hole(k) => {
                if let Some(h) = &mut self.holes {
                    let snap = Snapshot { env: env.to_vec(), old: old.to_vec(), interp: self.interp.clone() };
                    h.entry(*k).or_default().push(snap);
                }
                Value::Bool(true)
            }
        })
    }

    fn eval_all(&mut self, es: &[Expr], env: &[Value], old: &[Value]) -> Res<Vec<Value>> {
        es.iter().map(|e| self.eval(e, env, old)).collect()
    }

    fn apply(&mut self, f: usize, inst: &Option<Ty>, vals: Vec<Value>) -> Res<Value> {
        let func = &self.p.funcs[f];
        if let Some(b) = func.builtin {
            let w = match vals.first() {
                Some(Value::Bv(w, _)) => *w,
                _ => return Err(Stop::Unknown(format!("{b} on {vals:?}"))),
            };
            let bits: Vec<u64> = vals.iter().map(|v| if let Value::Bv(_, x) = v { *x } else { 0 }).collect();
            return bv_builtin(b, w, &bits).ok_or_else(|| Stop::Unknown(format!("builtin {b}")));
        }
        if let Some(body) = &func.body {
            return self.eval(body, &vals, &[]);
        }
        let key = (f, inst.clone(), vals);
        if let Some(v) = self.interp.funs.get(&key) {
            return Ok(v.clone());
        }
        let res = match inst {
            Some(t) => func.res.subst(t),
            None => func.res.clone(),
        };
        let v = self.choose_value(&res, &|| format!("{}({})", func.name, key.2.iter().map(show).collect::<Vec<_>>().join(", ")));
        self.interp.funs.insert(key, v.clone());
        Ok(v)
    }

    fn binary(&mut self, op: Op, a: &Expr, b: &Expr, env: &[Value], old: &[Value]) -> Res<Value> {
        let x = self.eval(a, env, old)?;
        match op {
            Op::And if !x.as_bool() => return Ok(Value::Bool(false)),
            Op::Or if x.as_bool() => return Ok(Value::Bool(true)),
            Op::Imp if !x.as_bool() => return Ok(Value::Bool(true)),
            _ => {}
        }
        let y = self.eval(b, env, old)?;
        Ok(match (op, &x, &y) {
            (Op::Eq, ..) => Value::Bool(x == y),
            (Op::Neq, ..) => Value::Bool(x != y),
            (Op::And | Op::Or | Op::Imp, _, _) => Value::Bool(y.as_bool()),
            (Op::Iff, _, _) => Value::Bool(x.as_bool() == y.as_bool()),
            (_, Value::Int(m), Value::Int(n)) => {
                let (m, n) = (*m, *n);
                match op {
                    Op::Add => Value::Int(m.checked_add(n).ok_or(Stop::Cut)?),
                    Op::Sub => Value::Int(m.checked_sub(n).ok_or(Stop::Cut)?),
                    Op::Mul => Value::Int(m.checked_mul(n).ok_or(Stop::Cut)?),
                    Op::Div | Op::Mod if n == 0 => return Err(Stop::Unknown("division by zero".into())),
                    Op::Div => Value::Int(m.div_euclid(n)),
                    Op::Mod => Value::Int(m.rem_euclid(n)),
                    Op::Lt => Value::Bool(m < n),
                    Op::Le => Value::Bool(m <= n),
                    Op::Gt => Value::Bool(m > n),
                    Op::Ge => Value::Bool(m >= n),
                    _ => unreachable!("handled above"),
                }
            }
            _ => return Err(Stop::Unknown(format!("{op:?} on {x:?}, {y:?}"))),
        })
    }

    /// Runs implementation `pi` from a chosen initial state to its end.
    fn run_impl(&mut self, pi: usize) -> Res<()> {
        let p = self.p;
        for a in &p.axioms {
            self.assume(a, &[], &[])?;
        }
        self.unique_consts()?;
        let proc = &p.procs[pi];
        let n = proc.env_len(p);
        let mut env = vec![Value::Bool(false); n];
        for v in 0..n {
            let d = proc.var(p, v);
            self.choose_slot(d, v, &mut env, &|| format!("initial {}", d.name))?;
        }
        for v in 0..n {
            if let Some(w) = &proc.var(p, v).where_ {
                self.assume(w, &env, &[])?;
            }
        }
        let old: Vec<Value> = env[..p.globals.len()].to_vec();
        for (_, r) in &proc.requires {
            self.assume(r, &env, &old)?;
        }
        let body = proc.body.as_ref().expect("an implementation");
        match &body.code {
            Code::Structured(s) => {
                self.exec(pi, s, &mut env, &old)?;
            }
            Code::Blocks(blocks) => self.exec_blocks(pi, blocks, &mut env, &old)?,
        }
        self.at_return(pi, &env, &old)
    }

    fn unique_consts(&mut self) -> Res<()> {
        let p = self.p;
        let uniq: Vec<usize> = (0..p.consts.len()).filter(|i| p.consts[*i].unique).collect();
        for (k, &i) in uniq.iter().enumerate() {
            for &j in &uniq[k + 1..] {
                if p.consts[i].ty == p.consts[j].ty {
                    let a = self.eval(&Expr::Const(i), &[], &[])?;
                    let b = self.eval(&Expr::Const(j), &[], &[])?;
                    if a == b {
                        return Err(Stop::Blocked);
                    }
                }
            }
        }
        Ok(())
    }

    fn at_return(&mut self, pi: usize, env: &[Value], old: &[Value]) -> Res<()> {
        for (k, (free, e)) in self.p.procs[pi].ensures.iter().enumerate() {
            if !free {
                self.check(e, env, old, &|| format!("ensures #{k} of {}", self.p.procs[pi].name))?;
            }
        }
        Ok(())
    }

    fn exec_blocks(&mut self, pi: usize, blocks: &[Block], env: &mut Vec<Value>, old: &[Value]) -> Res<()> {
        let mut cur = 0;
        let mut visits = 0;
        loop {
            visits += 1;
            if visits > blocks.len() * (self.bound + 1) {
                return Err(Stop::Cut);
            }
            let b = &blocks[cur];
            if self.exec(pi, &b.stmts, env, old)? == Flow::Return || b.next.is_empty() {
                return Ok(());
            }
            let k = self.choose_branch(b.next.len(), &|c| format!("goto L{}", b.next[c]));
            cur = b.next[k];
        }
    }

    fn exec(&mut self, pi: usize, stmts: &[Stmt], env: &mut Vec<Value>, old: &[Value]) -> Res<Flow> {
        for (k, s) in stmts.iter().enumerate() {
            match s {
                Stmt::Assign(pairs) => {
                    let mut vals = Vec::with_capacity(pairs.len());
                    for (l, e) in pairs {
                        let v = self.eval(e, env, old)?;
                        let v = match &l.index {
                            None => v,
                            Some((args, inst)) => {
                                let key = self.eval_all(args, env, old)?;
                                store(&env[l.var], key, v, inst)?
                            }
                        };
                        vals.push(v);
                    }
                    for ((l, _), v) in pairs.iter().zip(vals) {
                        env[l.var] = v;
                    }
                }
                Stmt::Havoc(vs) => self.havoc(pi, vs, env)?,
                Stmt::Assume(e) => self.assume(e, env, old)?,
                Stmt::Assert(e) => self.check(e, env, old, &|| format!("assert #{k} of a statement list of {}", self.p.procs[pi].name))?,
                Stmt::If(c, a, b) => {
                    let take = match c {
                        Some(c) => self.eval(c, env, old)?.as_bool(),
                        None => self.choose_branch(2, &|c| format!("if (*) takes the {} branch", if c == 0 { "then" } else { "else" })) == 0,
                    };
                    if self.exec(pi, if take { a } else { b }, env, old)? == Flow::Return {
                        return Ok(Flow::Return);
                    }
                }
                Stmt::While(c, invs, body) => {
                    if self.exec_loop(pi, c, invs, body, env, old)? == Flow::Return {
                        return Ok(Flow::Return);
                    }
                }
                Stmt::Call(callee, args, outs) => self.call(pi, *callee, args, outs, env, old)?,
                Stmt::Return => return Ok(Flow::Return),
            }
        }
        Ok(Flow::Normal)
    }

    fn havoc(&mut self, pi: usize, vs: &[usize], env: &mut [Value]) -> Res<()> {
        let p = self.p;
        let proc = &p.procs[pi];
        for &v in vs {
            let d = proc.var(p, v);
            self.choose_slot(d, v, env, &|| format!("havoc {}", d.name))?;
        }
        for &v in vs {
            if let Some(w) = &proc.var(p, v).where_ {
                self.assume(w, env, &[])?;
            }
        }
        Ok(())
    }

    fn loop_head(&mut self, pi: usize, invs: &[Spec], targets: &[usize], env: &[Value], old: &[Value], entry: bool) -> Res<()> {
        for (k, (free, e)) in invs.iter().enumerate() {
            if !free {
                let when = if entry { "on entry" } else { "after an iteration" };
                self.check(e, env, old, &|| format!("loop invariant #{k} {when} in {}", self.p.procs[pi].name))?;
            }
        }
        for (free, e) in invs {
            if *free {
                self.assume(e, env, old)?;
            }
        }
        let proc = &self.p.procs[pi];
        for &v in targets {
            if let Some(w) = &proc.var(self.p, v).where_ {
                self.assume(w, env, &[])?;
            }
        }
        Ok(())
    }

    fn exec_loop(&mut self, pi: usize, c: &Option<Expr>, invs: &[Spec], body: &[Stmt], env: &mut Vec<Value>, old: &[Value]) -> Res<Flow> {
        let mut targets = Vec::new();
        assigned(self.p, body, &mut targets);
        self.loop_head(pi, invs, &targets, env, old, true)?;
        let mut iterations = 0;
        loop {
            let go = match c {
                Some(c) => self.eval(c, env, old)?.as_bool(),
                None => self.choose_branch(2, &|c| format!("while (*) {}", if c == 0 { "iterates" } else { "exits" })) == 0,
            };
            if !go {
                return Ok(Flow::Normal);
            }
            iterations += 1;
            if iterations > self.bound {
                return Err(Stop::Cut);
            }
            if self.exec(pi, body, env, old)? == Flow::Return {
                return Ok(Flow::Return);
            }
            self.loop_head(pi, invs, &targets, env, old, false)?;
        }
    }

    fn call(&mut self, pi: usize, ci: usize, args: &[Expr], outs: &[usize], env: &mut [Value], old: &[Value]) -> Res<()> {
        let p = self.p;
        let callee = &p.procs[ci];
        let g = p.globals.len();
        let mut cenv: Vec<Value> = env[..g].to_vec();
        for a in args {
            let v = self.eval(a, env, old)?;
            cenv.push(v);
        }
        let first_out = cenv.len();
        cenv.resize(first_out + callee.outs.len(), Value::Bool(false));
        let pre: Vec<Value> = env[..g].to_vec();
        for (k, (free, r)) in callee.requires.iter().enumerate() {
            if !free {
                self.check(r, &cenv, &pre, &|| format!("requires #{k} of {} at a call in {}", callee.name, p.procs[pi].name))?;
            }
        }
        for &m in &callee.modifies {
            let d = &p.globals[m];
            self.choose_slot(d, m, &mut cenv, &|| format!("{} after call to {}", d.name, callee.name))?;
        }
        for (k, d) in callee.outs.iter().enumerate() {
            self.choose_slot(d, first_out + k, &mut cenv, &|| format!("output {} of call to {}", d.name, callee.name))?;
        }
        for &m in &callee.modifies {
            if let Some(w) = &p.globals[m].where_ {
                self.assume(w, &cenv, &[])?;
            }
        }
        for d in &callee.outs {
            if let Some(w) = &d.where_ {
                self.assume(w, &cenv, &[])?;
            }
        }
        for (_, e) in &callee.ensures {
            if !matches!(e, Expr::Hole(_)) {
                self.assume(e, &cenv, &pre)?;
            }
        }
        env[..g].clone_from_slice(&cenv[..g]);
        let base = g + callee.ins.len();
        for (k, &o) in outs.iter().enumerate() {
            env[o] = cenv[base + k].clone();
        }
        let proc = &p.procs[pi];
        for &o in outs {
            if let Some(w) = &proc.var(p, o).where_ {
                self.assume(w, env, &[])?;
            }
        }
        Ok(())
    }
}

/// The variables a statement list may change (its loop targets): assigned, havocked, call
/// outputs and the callees' `modifies`.
pub fn assigned(p: &Program, stmts: &[Stmt], out: &mut Vec<usize>) {
    let add = |v: usize, out: &mut Vec<usize>| {
        if !out.contains(&v) {
            out.push(v);
        }
    };
    for s in stmts {
        match s {
            Stmt::Assign(pairs) => pairs.iter().for_each(|(l, _)| add(l.var, out)),
            Stmt::Havoc(vs) => vs.iter().for_each(|v| add(*v, out)),
            Stmt::If(_, a, b) => {
                assigned(p, a, out);
                assigned(p, b, out);
            }
            Stmt::While(_, _, b) => assigned(p, b, out),
            Stmt::Call(c, _, outs) => {
                outs.iter().for_each(|v| add(*v, out));
                p.procs[*c].modifies.iter().for_each(|v| add(*v, out));
            }
            Stmt::Assume(_) | Stmt::Assert(_) | Stmt::Return => {}
        }
    }
}

fn select(m: &Value, key: &[Value], inst: &Option<Ty>) -> Res<Value> {
    match (m, inst) {
        (Value::Map(m), _) => Ok(m.get(key)),
        (Value::Poly(ms), Some(t)) => match ms.get(t) {
            Some(m) => Ok(m.get(key)),
            None => Err(Stop::Unknown(format!("polymorphic map at instance {t:?}"))),
        },
        _ => Err(Stop::Unknown(format!("select from {m:?}"))),
    }
}

fn store(m: &Value, key: Vec<Value>, v: Value, inst: &Option<Ty>) -> Res<Value> {
    match (m, inst) {
        (Value::Map(m), _) => {
            let mut m = (**m).clone();
            m.set(key, v);
            Ok(Value::Map(Rc::new(m)))
        }
        (Value::Poly(ms), Some(t)) => {
            let mut ms = (**ms).clone();
            match ms.get_mut(t) {
                Some(m) => m.set(key, v),
                None => return Err(Stop::Unknown(format!("polymorphic map at instance {t:?}"))),
            }
            Ok(Value::Poly(Rc::new(ms)))
        }
        _ => Err(Stop::Unknown(format!("store into {m:?}"))),
    }
}

/// A value as Boogie-like text, for traces.
pub fn show(v: &Value) -> String {
    match v {
        Value::Int(n) => n.to_string(),
        Value::Bool(b) => b.to_string(),
        Value::Bv(w, x) => format!("{x}bv{w}"),
        Value::Elem(e) => format!("elem{e}"),
        Value::Map(m) => show_map(m),
        Value::Poly(ms) => {
            let parts: Vec<String> = ms.iter().map(|(t, m)| format!("{}: {}", crate::print::ty(t, "a"), show_map(m))).collect();
            format!("<{}>", parts.join("; "))
        }
    }
}

fn show_map(m: &MapVal) -> String {
    let mut parts: Vec<String> = m
        .entries
        .iter()
        .map(|(k, v)| format!("{} -> {}", k.iter().map(show).collect::<Vec<_>>().join(","), show(v)))
        .collect();
    parts.push(format!("else -> {}", show(&m.default)));
    format!("{{{}}}", parts.join(", "))
}

/// One run of implementation `pi` along `trail` (then random choices from `rng`, or first
/// choices without one); returns the stop reason and the trail it took.
fn run_once(p: &Program, pi: usize, trail: Vec<(u32, u32)>, rng: Option<Rng>, budget: Budget, log: bool) -> (Res<()>, Chooser, Option<Vec<String>>) {
    let mut m = Machine::new(p, Chooser { trail, pos: 0, rng }, budget.loop_bound);
    m.radius = budget.int_radius;
    if log {
        m.log = Some(Vec::new());
    }
    let r = m.run_impl(pi);
    (r, m.ch, m.log)
}

/// Decides implementation `pi` (the procedure must have a body): depth-first over the
/// choice tree for `budget.dfs_runs` runs, then `budget.random_runs` random runs.
pub fn decide(p: &Program, pi: usize, budget: Budget, seed: u64) -> Verdict {
    let mut unknown: Option<String> = None;
    let mut runs = 0;
    let mut trail = Vec::new();
    let failed = |r: &Res<()>| matches!(r, Err(Stop::Fail(_)));
    let mut exhaustive = false;
    let mut found: Option<Vec<(u32, u32)>> = None;
    while runs < budget.dfs_runs {
        let (r, mut ch, _) = run_once(p, pi, trail, None, budget, false);
        runs += 1;
        if let Err(Stop::Unknown(u)) = &r {
            unknown.get_or_insert(u.clone());
        }
        if failed(&r) {
            ch.trail.truncate(ch.pos);
            found = Some(ch.trail);
            break;
        }
        if !ch.advance() {
            exhaustive = true;
            break;
        }
        trail = ch.trail;
    }
    if found.is_none() && !exhaustive {
        let mut rng = Rng(seed);
        for _ in 0..budget.random_runs {
            let (r, mut ch, _) = run_once(p, pi, Vec::new(), Some(Rng(rng.next_u64())), budget, false);
            runs += 1;
            if let Err(Stop::Unknown(u)) = &r {
                unknown.get_or_insert(u.clone());
            }
            if failed(&r) {
                ch.trail.truncate(ch.pos);
                found = Some(ch.trail);
                break;
            }
        }
    }
    if let Some(trail) = found {
        let (r, _, log) = run_once(p, pi, trail, None, budget, true);
        return match r {
            Err(Stop::Fail(check)) => Verdict::Fails { check, trace: log.unwrap_or_default() },
            other => Verdict::Unknown(format!("a failing run did not fail again on replay: {other:?}")),
        };
    }
    match unknown {
        Some(u) => Verdict::Unknown(u),
        None => Verdict::NoFailureFound { runs, exhaustive },
    }
}

/// Runs implementation `pi` `runs` times at random with holes recorded (generation mode):
/// the states seen at each hole.
pub fn sample_holes(p: &Program, pi: usize, runs: usize, bound: usize, seed: u64) -> HashMap<usize, Vec<Snapshot>> {
    let mut rng = Rng(seed);
    let mut all: HashMap<usize, Vec<Snapshot>> = HashMap::new();
    for _ in 0..runs {
        let mut m = Machine::new(p, Chooser { trail: Vec::new(), pos: 0, rng: Some(Rng(rng.next_u64())) }, bound);
        m.holes = Some(HashMap::new());
        let _ = m.run_impl(pi);
        for (k, v) in m.holes.take().unwrap_or_default() {
            let e = all.entry(k).or_default();
            if e.len() < 64 {
                e.extend(v.into_iter().take(64 - e.len()));
            }
        }
    }
    all
}
