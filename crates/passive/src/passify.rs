//! Passification: assignments and havocs become assumptions over variable versions.
//!
//! Requires: `Acyclic` (no `call` left: run `desugar-calls` first). Produces: `Passive`.
//!
//! Two strategies (`--passify optimal|flanagan-saxe`):
//! - [`Strategy::Optimal`], the version-optimal passive form (algorithms.md §1, thesis
//!   Figure 4.10): per variable, `Read(n)` is the largest `Write` of n's predecessors and
//!   `Write(n) = Read(n) + writes in n`; an edge m → n with `Write(m) < Read(n)` gets the
//!   copy `assume x#Read(n) == x#Write(m)`. The number of versions of x equals the
//!   largest number of writes of x on any path. Copies on edges out of a block with one
//!   successor are appended to that block; other edges get a copy block, one per
//!   (target, copies) pair, shared by every edge that needs the same copies (fusion).
//! - [`Strategy::FlanaganSaxe`], the baseline: every write takes the next version of its
//!   variable, and a join whose predecessors disagree takes a fresh version with a copy
//!   on every incoming edge.
//!
//! The output is written into the input's vector: the copies are planned first, which
//! gives every block's output length, then each block is renamed and put in its place, in
//! an order in which no block overwrites statements not yet read (see `rename_blocks`).
//!
//! Version 0 of x is x itself (its value at entry); version k is `x#k` (fresh, declared
//! as a local of x's type). `x := e` becomes `assume x#k == e'`; `havoc x` takes a new
//! version and assumes x's where clause, if any (for a formal of the implementation, the
//! procedure's), and for an `{:assumption}` variable `x#k ==> x#(k-1)`. Copies carry
//! `{:copy}`. Figures per
//! implementation go to [`PassCx::stats`]: `versions`, `copies`, and `versions:x`,
//! `copies:x` per variable (versions do not count version 0).
//!
//! Before:
//! ```boogie
//! anon0: x := x + 1; goto A, B;
//! A: x := x + 1; goto C;
//! B: goto C;
//! C: assert x > 0; return;
//! ```
//! After (optimal):
//! ```boogie
//! anon0: assume x#1 == x + 1; goto A, B#copy;
//! A: assume x#2 == x#1 + 1; goto C;
//! B#copy: assume {:copy} x#2 == x#1; goto B;
//! B: goto C;
//! C: assert x#2 > 0; return;
//! ```

use rustc_hash::FxHashMap as HashMap;

use boogie_ast::pass::schedule::run_per_implementation;
use boogie_ast::pass::{Globals, ImplCx, ImplPass, NameGen, Pass, PassCx, PassError, PassErrors};
use boogie_ast::{
    AssignCmd, AssumeCmd, Attrs, BinaryExpr, BinaryOp, ChangeScopeCmd, Expr, ExprKind, Form, GotoCmd, Ident,
    ImplementationDecl, LabelStmt, Name, Program, Span, Stmt, Variable, thin_vec,
};

use crate::expr::{lhs_update, rename_in_place, var};
use boogie_ast::forms::flat::{FlatBlocks, Known};
use boogie_ast::origin::{self, flag_attr};
use boogie_ast::text::has_hash;

use crate::scope::{lookup, stmt_names_where, used_names_where, Locals};

/// Which passification to run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Strategy {
    /// Version-optimal (thesis chapter 4).
    #[default]
    Optimal,
    /// Flanagan and Saxe's join-based passification.
    FlanaganSaxe,
}

impl Strategy {
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Optimal => "optimal",
            Strategy::FlanaganSaxe => "flanagan-saxe",
        }
    }

    pub fn from_name(s: &str) -> Option<Strategy> {
        match s {
            "optimal" => Some(Strategy::Optimal),
            "flanagan-saxe" | "fs" => Some(Strategy::FlanaganSaxe),
            _ => None,
        }
    }
}

/// The `passify` pass.
pub struct Passify {
    pub strategy: Strategy,
}

impl Pass for Passify {
    fn name(&self) -> &'static str {
        "passify"
    }
    fn description(&self) -> &'static str {
        "assignments and havocs to assumptions over versions (version-optimal, or --passify flanagan-saxe)"
    }
    fn requires(&self) -> Form {
        Form::Acyclic
    }
    fn produces(&self) -> Form {
        Form::Passive
    }
    fn run(&self, program: Program, cx: &mut PassCx) -> Result<Program, PassErrors> {
        run_per_implementation(self, program, cx)
    }
    fn per_implementation(&self) -> Option<&dyn ImplPass> {
        Some(self)
    }
}

impl ImplPass for Passify {
    /// One implementation; the blocks of its body taken from `cx` (see [`Known`]).
    fn run_impl(&self, imp: ImplementationDecl, globals: &Globals<'_>, cx: &mut ImplCx<'_>) -> Result<ImplementationDecl, PassErrors> {
        let given = cx.blocks.take();
        SCRATCH.with(|sc| one(imp, globals, self.strategy, cx.figures, &mut sc.borrow_mut(), given))
    }
}

thread_local! {
    /// The working arrays of [`passify_impl`], kept from one implementation to the next on
    /// each thread (cleared, not freed).
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::default();
}

/// One implementation; `given`: the blocks of its body, if known (see [`Known`]).
fn one(
    mut imp: ImplementationDecl,
    globals: &Globals<'_>,
    strategy: Strategy,
    cx: &mut PassCx,
    sc: &mut Scratch,
    given: Known,
) -> Result<ImplementationDecl, PassErrors> {
    let stmts = std::mem::take(&mut imp.body.stmts);
    let (locals, stmts) = passify_impl(&imp, stmts, globals, strategy, cx, sc, given)?;
    imp.body.locals = locals;
    imp.body.stmts = stmts;
    Ok(imp)
}

fn ident(name: Name) -> Ident {
    Ident { name, span: Span::NONE }
}

/// Implementation formal → the where clause of the procedure's formal, renamed.
fn formal_where_clauses(imp: &ImplementationDecl, globals: &Globals<'_>) -> HashMap<Name, Expr> {
    let mut out = HashMap::default();
    let Some(p) = globals.procs.get(&imp.name.name) else { return out };
    if p.ins.iter().zip(&imp.ins).chain(p.outs.iter().zip(&imp.outs)).all(|(pv, _)| pv.where_clause.is_none()) {
        return out;
    }
    let pairs: Vec<(&Variable, &Variable)> = p.ins.iter().zip(&imp.ins).chain(p.outs.iter().zip(&imp.outs)).collect();
    let rename: std::collections::HashMap<Name, Expr> =
        pairs.iter().map(|(pv, iv)| (pv.name.name.clone(), var(&iv.name.name))).collect();
    for (pv, iv) in &pairs {
        if let Some(w) = &pv.where_clause {
            let e = crate::expr::subst(w, &mut crate::expr::Subst {
                var: &mut |n: &Name, _| rename.get(n).cloned(),
                drop_old: false,
                binders: None,
            });
            out.insert(iv.name.name.clone(), e);
        }
    }
    out
}

fn eq(a: Expr, b: Expr) -> Expr {
    Expr { kind: ExprKind::Binary(Box::new(BinaryExpr { op: BinaryOp::Eq, lhs: a, rhs: b })), span: Span::NONE }
}

/// The variables written anywhere, in order of first write.
struct Vars<'a> {
    names: Vec<Name>,
    index: HashMap<Name, usize>,
    decls: Vec<&'a Variable>,
}

impl<'a> Vars<'a> {
    /// The where clause of variable `t`: its own, or for a formal of the implementation the
    /// procedure's (`formal_where`).
    fn where_clause<'w>(&self, t: usize, formal_where: &'w HashMap<Name, Expr>) -> Option<&'w Expr>
    where
        'a: 'w,
    {
        self.decls[t].where_clause.as_ref().or_else(|| formal_where.get(&self.names[t]))
    }

    /// Whether variable `t` is an `{:assumption}` variable.
    fn is_assumption(&self, t: usize) -> bool {
        origin::has_attr(&self.decls[t].attrs, crate::desugar_specs::ASSUMPTION)
    }

    /// The statements `havoc` of variable `t` makes: `a#new ==> a#old` for an assumption
    /// variable, and its where clause, if any.
    fn havoc_made(&self, t: usize, formal_where: &HashMap<Name, Expr>) -> usize {
        usize::from(self.is_assumption(t)) + usize::from(self.where_clause(t, formal_where).is_some())
    }
}

/// Version names, allocated in increasing order per variable (`x`, `x#1`, `x#2`, ...), and
/// the labels of copy blocks: exactly what [`NameGen::fresh_from`] and
/// [`NameGen::exact_or_fresh`] would hand out, with the generator's per-base counters kept
/// here (per variable in `next_of`, by name for other bases in `next`) so that a version
/// name is built without formatting or hashing its base.
struct Versions<'v> {
    names: NameGen,
    of: Vec<Vec<Name>>,
    next_of: Vec<u32>,
    next: HashMap<Name, u32>,
    index: &'v HashMap<Name, usize>,
    /// No name in scope contains `#` (see `passify_impl`): version names need no check.
    plain: bool,
}

impl VersionNames for Versions<'_> {
    fn get(&mut self, x: usize, k: u32) -> &Name {
        while self.of[x].len() <= k as usize {
            if self.plain {
                let next = hash_k(&self.of[x][0], self.next_of[x]);
                self.next_of[x] += 1;
                self.of[x].push(next);
                continue;
            }
            let mut c = self.next_of[x];
            let next = loop {
                let candidate = hash_k(&self.of[x][0], c);
                c += 1;
                if !self.names.is_taken(&candidate) {
                    break candidate;
                }
            };
            self.next_of[x] = c;
            self.names.reserve(&next);
            self.of[x].push(next);
        }
        &self.of[x][k as usize]
    }
}

impl Versions<'_> {
    /// `NameGen::fresh_from(base)` with the counters above.
    fn fresh_from(&mut self, base: &str) -> Name {
        let var = self.index.get(base).copied();
        let mut c = match var {
            Some(x) => self.next_of[x],
            None => self.next.get(base).copied().unwrap_or(1),
        };
        let name = loop {
            let candidate = hash_k(base, c);
            c += 1;
            if !self.names.is_taken(&candidate) {
                break candidate;
            }
        };
        match var {
            Some(x) => self.next_of[x] = c,
            None => {
                self.next.insert(Name::from(base), c);
            }
        }
        self.names.reserve(&name);
        name
    }

    /// `NameGen::exact_or_fresh(name)` with the counters above.
    fn exact_or_fresh(&mut self, name: &str) -> Name {
        if self.names.is_taken(name) {
            self.fresh_from(name)
        } else {
            self.names.reserve(name);
            Name::from(name)
        }
    }
}

/// `base#k`.
fn hash_k(base: &str, k: u32) -> Name {
    boogie_ast::text::with_decimal(&[base, "#"], u64::from(k))
}

/// The working arrays of [`passify_impl`], reused from one implementation to the next so
/// that a small implementation allocates few of them (each is cleared before use; the
/// statement list `block` is drained, so it holds nothing between implementations).
#[derive(Default)]
struct Scratch {
    tgt: Vec<u32>,
    t_off: Vec<u32>,
    made: Vec<u32>,
    one_each: Vec<bool>,
    writes: Vec<(u32, u32)>,
    w_off: Vec<u32>,
    counts: Vec<u32>,
    touched: Vec<u32>,
    indeg: Vec<u32>,
    order: Vec<usize>,
    ready: Vec<u32>,
    read: Vec<u32>,
    write: Vec<u32>,
    start: Vec<u32>,
    fs_next: Vec<u32>,
    a_off: Vec<u32>,
    appended: Vec<(u32, u32, u32)>,
    out_at: Vec<usize>,
    x_off: Vec<u32>,
    copies_per_var: Vec<u64>,
    needed: Vec<(usize, u32, u32)>,
    new_labels: Vec<Name>,
    fb: FlatBlocks,
    p_off: Vec<u32>,
    preds: Vec<u32>,
    fill: Vec<u32>,
    var_index: HashMap<Name, usize>,
    versions: Vec<u32>,
    /// The working lists of the renaming (`rename_blocks`).
    work: Work,
}

/// The working lists of one run of [`rename_blocks`] (each is cleared before use; `block`
/// is drained, so it holds nothing between runs).
#[derive(Default)]
struct Work {
    order: Vec<usize>,
    cur: Vec<u32>,
    nextw: Vec<u32>,
    values: Vec<Expr>,
    targets: Vec<usize>,
    before: Vec<u32>,
    block: Vec<Stmt>,
}

/// `v` cleared and filled with `len` copies of `x`.
fn refill<T: Clone>(v: &mut Vec<T>, len: usize, x: T) {
    v.clear();
    v.resize(len, x);
}

/// An edge's copy block (shared by every edge into `target` that needs the same copies):
/// its label and its copies `(variable, to, from)`.
struct CopyBlock {
    target: u32,
    label: Name,
    copies: Vec<(usize, u32, u32)>,
}

#[allow(clippy::too_many_arguments)]
fn passify_impl<'a>(
    imp: &'a ImplementationDecl,
    mut stmts: Vec<Stmt>,
    globals: &Globals<'a>,
    strategy: Strategy,
    cx: &mut PassCx,
    sc: &mut Scratch,
    given: Known,
) -> Result<(Vec<Variable>, Vec<Stmt>), PassErrors> {
    let Scratch {
        tgt,
        t_off,
        made,
        one_each,
        writes,
        w_off,
        counts: scratch,
        touched,
        indeg,
        order,
        ready,
        read,
        write,
        start,
        fs_next,
        a_off,
        appended,
        out_at,
        x_off,
        copies_per_var,
        needed,
        new_labels,
        fb: spare_fb,
        p_off,
        preds,
        fill,
        var_index,
        versions: version_count,
        work,
    } = sc;
    let iname = imp.name.name.clone();
    let err = |span: Span, m: String| vec![PassError::new(span, format!("implementation {iname}: {m}"))];
    // Every name this pass asks for contains `#` (`x#k`, `L#copy`, `L#copy#k`): the names in
    // use that contain one are collected, those of the body on the walk below.
    let mut used = used_names_where(globals, imp, &[], has_hash);
    let fb = FlatBlocks::given_or(given, &stmts, "passify", || FlatBlocks::new_reusing(&stmts, std::mem::take(spare_fb))).map_err(|m| err(imp.span, m))?;
    let n = fb.len();
    // A body known to name nothing with `#` (`FlatBlocks::hash_free`) is not read for names.
    let read_names = !fb.hash_free;
    debug_assert!(
        read_names || stmts.iter().all(|s| {
            let mut found = rustc_hash::FxHashSet::default();
            stmt_names_where(s, &mut found, has_hash);
            found.is_empty()
        }),
        "passify was handed blocks said to name nothing with '#', but the body does"
    );
    // Few formals and locals (the usual case) are searched in place, without a table.
    let few = imp.ins.len() + imp.outs.len() + imp.body.locals.len() <= SCAN_LOCALS;
    let locals = if few { None } else { Some(Locals::new(imp)) };
    // The where clauses of the procedure's formals hold for the implementation's formals
    // (an implementation's formals cannot have their own).
    let formal_where = formal_where_clauses(imp, globals);
    let mut index = std::mem::take(var_index);
    index.clear();
    let mut vars: Vars<'a> = Vars { names: Vec::new(), index, decls: Vec::new() };
    let var_of = |name: &Name, span: Span, vars: &mut Vars<'a>| -> Result<usize, PassErrors> {
        if let Some(&i) = vars.index.get(name) {
            return Ok(i);
        }
        let found = match &locals {
            Some(locals) => lookup(name, locals, globals),
            None => local_var(name, imp).or_else(|| globals.var(name)),
        };
        let Some(d) = found else {
            return Err(err(span, format!("undeclared variable {name}")));
        };
        vars.index.insert(name.clone(), vars.names.len());
        vars.names.push(name.clone());
        vars.decls.push(d);
        Ok(vars.names.len() - 1)
    };
    // Targets of every write in body order (block b's are `tgt[t_off[b]..t_off[b + 1]]`,
    // read back in order when renaming), the statements the renamed commands of each block
    // make (`made`) and whether each of them makes one (`one_each`), and per block the
    // written variables with their number of writes
    // (`writes[w_off[b]..w_off[b + 1]]`, by variable).
    tgt.clear();
    t_off.clear();
    t_off.reserve(n + 1);
    made.clear();
    made.reserve(n);
    one_each.clear();
    one_each.reserve(n);
    writes.clear();
    w_off.clear();
    w_off.reserve(n + 1);
    w_off.push(0);
    scratch.clear();
    touched.clear();
    for b in 0..n {
        let first = tgt.len();
        t_off.push(first as u32);
        // The statements the block's renamed commands make, and whether each makes one.
        let (mut m, mut each) = (0usize, true);
        if read_names {
            stmt_names_where(&stmts[fb.label_at[b] as usize], &mut used, has_hash);
            stmt_names_where(&stmts[fb.end_at[b] as usize], &mut used, has_hash);
        }
        for c in &stmts[fb.label_at[b] as usize + 1..fb.end_at[b] as usize] {
            if read_names {
                stmt_names_where(c, &mut used, has_hash);
            }
            let mut k = 0usize;
            match c {
                Stmt::Assert(_) | Stmt::Assume(_) => k = 1,
                Stmt::Assign(a) => {
                    for (l, _) in a.lhs.iter().zip(a.rhs.iter()) {
                        tgt.push(var_of(&l.name.name, a.span, &mut vars)? as u32);
                        k += 1;
                    }
                }
                Stmt::Havoc(h) => {
                    for v in &h.vars {
                        let t = var_of(&v.name, h.span, &mut vars)?;
                        tgt.push(t as u32);
                        k += vars.havoc_made(t, &formal_where);
                    }
                }
                Stmt::Call(x) => return Err(err(x.span, "call commands remain: run desugar-calls first".into())),
                Stmt::ParCall(x) => return Err(err(x.span, "parallel calls are not supported".into())),
                Stmt::Unpack(u) => {
                    let Some(fields) = globals.ctors.get(&u.ctor.name) else {
                        return Err(err(u.span, format!("unknown constructor {}", u.ctor.name)));
                    };
                    k = 1;
                    for (v, _) in u.vars.iter().zip(fields.iter()) {
                        tgt.push(var_of(&v.name, u.span, &mut vars)? as u32);
                        k += 1;
                    }
                }
                Stmt::HideReveal(_) | Stmt::ChangeScope(_) | Stmt::Measure(_) => {}
                Stmt::Label(_) | Stmt::If(_) | Stmt::While(_) | Stmt::Break(_) | Stmt::Goto(_) | Stmt::Return(_) => {
                    return Err(err(imp.span, "not in acyclic form".into()))
                }
            }
            m += k;
            each &= k == 1;
        }
        made.push(m as u32);
        one_each.push(each);
        scratch.resize(vars.names.len(), 0);
        for &t in &tgt[first..] {
            if scratch[t as usize] == 0 {
                touched.push(t);
            }
            scratch[t as usize] += 1;
        }
        touched.sort_unstable();
        writes.extend(touched.drain(..).map(|t| (t, std::mem::take(&mut scratch[t as usize]))));
        w_off.push(writes.len() as u32);
    }
    t_off.push(tgt.len() as u32);
    // No name in scope contains `#`: then no version name `x#k` can be taken (nor equal a
    // copy block's label `L#copy`, `L#copy#j`, since `x` has no `#`), so versions are named
    // without asking the generator.
    let plain = used.is_empty() && globals.names_hash_free;
    let names = NameGen::with_base_and_taken(globals.names.clone(), used);
    let nv = vars.names.len();
    // Topological order (Kahn).
    fb.preds_into(p_off, preds, fill);
    let preds_of = |b: usize| &preds[p_off[b] as usize..p_off[b + 1] as usize];
    indeg.clear();
    indeg.extend((0..n).map(|b| p_off[b + 1] - p_off[b]));
    order.clear();
    order.reserve(n);
    ready.clear();
    ready.extend((0..n as u32).filter(|&i| indeg[i as usize] == 0).rev());
    while let Some(x) = ready.pop() {
        order.push(x as usize);
        for &s in fb.succs(x as usize).iter().rev() {
            indeg[s as usize] -= 1;
            if indeg[s as usize] == 0 {
                ready.push(s);
            }
        }
    }
    if order.len() != n {
        return Err(err(imp.span, "the block graph has a cycle: run cut-loops first".into()));
    }
    // read[b][x], the version after block b write[b][x] and the version before b's first
    // write start[b][x], as flat n × nv tables; fs_next[x] for Flanagan-Saxe.
    let at = |b: usize, x: usize| b * nv + x;
    refill(read, n * nv, 0);
    refill(write, n * nv, 0);
    refill(start, n * nv, 0);
    refill(fs_next, nv, 0);
    for &b in order.iter() {
        match strategy {
            Strategy::Optimal => {
                for &p in preds_of(b) {
                    for x in 0..nv {
                        let v = write[at(p as usize, x)];
                        if v > read[at(b, x)] {
                            read[at(b, x)] = v;
                        }
                    }
                }
            }
            Strategy::FlanaganSaxe => {
                for x in 0..nv {
                    let mut it = preds_of(b).iter().map(|&p| write[at(p as usize, x)]);
                    if let Some(first) = it.next() {
                        if it.all(|v| v == first) {
                            read[at(b, x)] = first;
                        } else {
                            fs_next[x] += 1;
                            read[at(b, x)] = fs_next[x];
                        }
                    }
                }
            }
        }
        for x in 0..nv {
            write[at(b, x)] = read[at(b, x)];
            start[at(b, x)] = read[at(b, x)];
        }
        for &(x, k) in &writes[w_off[b] as usize..w_off[b + 1] as usize] {
            let x = x as usize;
            match strategy {
                Strategy::Optimal => write[at(b, x)] += k,
                Strategy::FlanaganSaxe => {
                    start[at(b, x)] = fs_next[x];
                    fs_next[x] += k;
                    write[at(b, x)] = fs_next[x];
                }
            }
        }
    }
    // Versions created per variable (version 0 is the entry value): the largest index any
    // block reaches, whether or not a later command reads it (unread versions are not declared).
    version_count.clear();
    version_count.extend((0..nv).map(|x| match strategy {
        Strategy::Optimal => (0..n).map(|b| write[at(b, x)]).max().unwrap_or(0),
        Strategy::FlanaganSaxe => fs_next[x],
    }));
    let mut ver = Versions {
        names,
        of: vars
            .names
            .iter()
            .zip(version_count.iter())
            .map(|(x, &c)| {
                let mut v = Vec::with_capacity(c as usize + 1);
                v.push(x.clone());
                v
            })
            .collect(),
        next_of: vec![1; nv],
        next: HashMap::default(),
        index: &vars.index,
        plain,
    };
    let index = &vars.index;
    // Copies on edges, planned before any command is renamed: appended to the source block
    // when it has one successor (`appended[a_off[m]..a_off[m + 1]]`, as (variable, to,
    // from)), else in a copy block; a jump to a copy block is rewritten here.
    // (target block, copies (variable, to, from)) -> the shared copy block.
    type CopyKey = (usize, Vec<(usize, u32, u32)>);
    let mut fused: HashMap<CopyKey, Name> = HashMap::default();
    let mut extra: Vec<CopyBlock> = Vec::new();
    appended.clear();
    a_off.clear();
    a_off.reserve(n + 1);
    a_off.push(0);
    refill(copies_per_var, nv, 0);
    let mut total_copies = 0u64;
    let label_of = |stmts: &[Stmt], b: usize| block_label(&stmts[fb.label_at[b] as usize..]);
    for m in 0..n {
        let succs = fb.succs(m);
        let single = succs.len() == 1;
        // The jump's targets are read (from the labels) only if one of them changes.
        let mut changed = false;
        new_labels.clear();
        for (i, &t) in succs.iter().enumerate() {
            let t = t as usize;
            needed.clear();
            needed.extend((0..nv).filter(|&x| write[at(m, x)] != read[at(t, x)]).map(|x| (x, read[at(t, x)], write[at(m, x)])));
            if needed.is_empty() || single {
                for &(x, to, from) in needed.iter() {
                    appended.push((x as u32, to, from));
                    copies_per_var[x] += 1;
                    total_copies += 1;
                }
                if changed {
                    new_labels.push(label_of(&stmts, t));
                }
                continue;
            }
            if !changed {
                changed = true;
                new_labels.extend(succs[..i].iter().map(|&u| label_of(&stmts, u as usize)));
            }
            let key = (t, needed.clone());
            let label = match fused.get(&key) {
                Some(l) => l.clone(),
                None => {
                    let l = ver.exact_or_fresh(&format!("{}#copy", label_of(&stmts, t)));
                    for &(x, _, _) in &key.1 {
                        copies_per_var[x] += 1;
                        total_copies += 1;
                    }
                    extra.push(CopyBlock { target: t as u32, label: l.clone(), copies: key.1.clone() });
                    fused.insert(key, l.clone());
                    l
                }
            };
            new_labels.push(label);
        }
        if changed {
            if let Stmt::Goto(g) = &mut stmts[fb.end_at[m] as usize] {
                g.labels = new_labels.drain(..).map(ident).collect();
            }
        }
        a_off.push(appended.len() as u32);
    }
    // The output, in the input's vector: per block its copy blocks (right before it, in
    // order of creation), its label, its renamed commands, the copies appended to it and its
    // transfer. `out_at[b]`: where block b's output starts; `extra[x_off[b]..x_off[b + 1]]`:
    // its copy blocks.
    extra.sort_by_key(|e| e.target);
    out_at.clear();
    out_at.reserve(n + 1);
    x_off.clear();
    x_off.reserve(n + 1);
    let mut len = 0;
    let mut e = 0;
    for b in 0..n {
        out_at.push(len);
        x_off.push(e as u32);
        while e < extra.len() && extra[e].target as usize == b {
            len += extra[e].copies.len() + 2;
            e += 1;
        }
        len += 2 + made[b] as usize + (a_off[b + 1] - a_off[b]) as usize;
    }
    out_at.push(len);
    x_off.push(e as u32);
    debug_assert!((0..n).all(|b| fb.label_at[b] as usize == if b == 0 { 0 } else { fb.end_at[b - 1] as usize + 1 }));
    if len > stmts.len() {
        stmts.reserve_exact(len - stmts.len());
        stmts.resize_with(len, gap);
    }
    let plan = Plan {
        fb: &fb,
        out_at,
        read,
        start,
        nv,
        tgt,
        t_off,
        one_each,
        appended,
        a_off,
        x_off,
        vars: &vars,
        index,
        formal_where: &formal_where,
        globals,
    };
    rename_blocks(&plan, 0..n, &mut Room { base: 0, head: &mut stmts[..], tail: &mut [] }, &mut extra[..], &mut ver, work);
    stmts.truncate(len);
    // Declarations of the versions.
    let declared: usize = ver.of.iter().map(|v| v.len() - 1).sum();
    let mut new_locals = Vec::with_capacity(imp.body.locals.len() + declared);
    new_locals.extend(imp.body.locals.iter().cloned());
    let mut total_versions = 0u64;
    for x in 0..nv {
        let count = version_count[x];
        total_versions += count as u64;
        cx.add_var_figure(&imp.name.name, "versions", &vars.names[x], count as u64);
        cx.add_var_figure(&imp.name.name, "copies", &vars.names[x], copies_per_var[x]);
        for vn in ver.of[x].iter().skip(1) {
            new_locals.push(Variable {
                attrs: Attrs::new(),
                name: ident(vn.clone()),
                ty: vars.decls[x].ty.clone(),
                where_clause: None,
                span: Span::NONE,
            });
        }
    }
    cx.add_figure(&imp.name.name, "versions", total_versions);
    cx.add_figure(&imp.name.name, "copies", total_copies);
    tracing::debug!(implementation = %iname, blocks = n, versions = total_versions, copies = total_copies, ?strategy, "passified");
    *spare_fb = fb;
    drop(ver);
    *var_index = vars.index;
    Ok((new_locals, stmts))
}

/// What renaming a block reads of the plan (all of it made before any block is renamed,
/// and read alike by both runs when the body is renamed on two threads).
struct Plan<'p, 'a> {
    fb: &'p FlatBlocks,
    /// Where each block's output starts (and, at `n`, the output's length).
    out_at: &'p [usize],
    /// The version of each variable at each block's start, and before its first write
    /// (`n × nv` tables, see `passify_impl`).
    read: &'p [u32],
    start: &'p [u32],
    nv: usize,
    /// The targets of the writes of block b: `tgt[t_off[b]..t_off[b + 1]]`.
    tgt: &'p [u32],
    t_off: &'p [u32],
    /// Whether each command of the block makes one statement.
    one_each: &'p [bool],
    /// The copies appended to block b: `appended[a_off[b]..a_off[b + 1]]`.
    appended: &'p [(u32, u32, u32)],
    a_off: &'p [u32],
    /// Block b's copy blocks are `extra[x_off[b]..x_off[b + 1]]`.
    x_off: &'p [u32],
    vars: &'p Vars<'a>,
    index: &'p HashMap<Name, usize>,
    formal_where: &'p HashMap<Name, Expr>,
    globals: &'p Globals<'a>,
}

/// The statements one run of [`rename_blocks`] works on: `head` followed by `tail`,
/// addressed together by body position, from `base` on.
struct Room<'s> {
    base: usize,
    head: &'s mut [Stmt],
    tail: &'s mut [Stmt],
}

impl Room<'_> {
    fn at(&mut self, i: usize) -> &mut Stmt {
        let i = i - self.base;
        if i < self.head.len() {
            &mut self.head[i]
        } else {
            &mut self.tail[i - self.head.len()]
        }
    }

    /// The statement at `i`, a gap left in its place.
    fn take(&mut self, i: usize) -> Stmt {
        std::mem::replace(self.at(i), gap())
    }

    fn swap(&mut self, i: usize, j: usize) {
        let (a, b) = (i - self.base, j - self.base);
        if a < self.head.len() && b < self.head.len() {
            self.head.swap(a, b);
            return;
        }
        if i == j {
            return;
        }
        let a = self.take(i);
        let b = std::mem::replace(self.at(j), a);
        *self.at(i) = b;
    }
}

/// Renames `blocks` (consecutive) into their output, in place (see `passify_impl`): each
/// block's statements are taken out (leaving gaps) before its output is written, and the
/// blocks go in an order in which no output overwrites a statement not yet taken: where
/// block b's output starts after its input (`out_at[b] > label_at[b]`), block b - 1's
/// output reaches into b's input, so b goes first; otherwise b - 1 does. Runs of the first
/// kind go backwards, the rest forwards. `extra`: the copy blocks of `blocks`.
fn rename_blocks<V: VersionNames>(p: &Plan, blocks: std::ops::Range<usize>, room: &mut Room, extra: &mut [CopyBlock], ver: &mut V, work: &mut Work) {
    let Work { order, cur, nextw, values, targets, before, block } = work;
    let (fb, out_at, nv) = (p.fb, p.out_at, p.nv);
    order.clear();
    refill(cur, nv, 0);
    refill(nextw, nv, 0);
    let mut b = blocks.start;
    while b < blocks.end {
        let mut e = b;
        while e + 1 < blocks.end && out_at[e + 1] > fb.label_at[e + 1] as usize {
            e += 1;
        }
        order.extend((b..=e).rev());
        b = e + 1;
    }
    let x_base = p.x_off[blocks.start] as usize;
    for &b in order.iter() {
        let (from, to) = (fb.label_at[b] as usize, fb.end_at[b] as usize + 1);
        cur.copy_from_slice(&p.read[b * nv..(b + 1) * nv]);
        nextw.copy_from_slice(&p.start[b * nv..(b + 1) * nv]);
        let mut tgt = p.tgt[p.t_off[b] as usize..p.t_off[b + 1] as usize].iter().copied();
        let copy_blocks = &mut extra[p.x_off[b] as usize - x_base..p.x_off[b + 1] as usize - x_base];
        let appended = &p.appended[p.a_off[b] as usize..p.a_off[b + 1] as usize];
        let (vars, index, formal_where, globals) = (p.vars, p.index, p.formal_where, p.globals);
        if p.one_each[b] && out_at[b] >= from {
            // The output starts at or after the input, and each command makes one statement:
            // the commands are renamed where they lie, then the block is moved into its
            // output's room, whose statements (the blocks after b, or the room added at the
            // end) were taken already (the order above): the transfer to the room's end, the
            // label and commands after the copy blocks, the appended copies between.
            for i in from + 1..to - 1 {
                let c = room.take(i);
                rename_cmd(c, &mut tgt, &mut |s| *room.at(i) = s, &mut Renaming { vars, index, formal_where, globals, cur, nextw, ver, values, targets, before });
            }
            let end = out_at[b + 1];
            room.swap(to - 1, end - 1);
            let at = out_at[b] + copy_blocks.iter().map(|e| e.copies.len() + 2).sum::<usize>();
            let len = to - 1 - from;
            debug_assert_eq!(at + len + appended.len(), end - 1, "block {b}'s output is as long as counted");
            // Moved right over the room (gaps): from the last, so that each lands on a gap.
            for k in (0..len).rev() {
                room.swap(from + k, at + k);
            }
            for (k, &(x, to, from)) in appended.iter().enumerate() {
                *room.at(at + len + k) = copy(x as usize, to, from, ver);
            }
            if !copy_blocks.is_empty() {
                let target = block_label(std::slice::from_ref(room.at(at)));
                let mut w = out_at[b];
                put_copy_blocks(copy_blocks, &target, ver, &mut |s| {
                    *room.at(w) = s;
                    w += 1;
                });
            }
            continue;
        }
        block.clear();
        block.extend((from..to).map(|i| room.take(i)));
        let mut w = out_at[b];
        let mut put = |s: Stmt| {
            *room.at(w) = s;
            w += 1;
        };
        if !copy_blocks.is_empty() {
            put_copy_blocks(copy_blocks, &block_label(block), ver, &mut put);
        }
        let mut input = block.drain(..);
        let Some(label) = input.next() else { unreachable!("blocks start with their label") };
        put(label);
        for _ in from + 2..to {
            let Some(c) = input.next() else { unreachable!("the block's commands are there") };
            rename_cmd(c, &mut tgt, &mut put, &mut Renaming { vars, index, formal_where, globals, cur, nextw, ver, values, targets, before });
        }
        for &(x, to, from) in appended {
            put(copy(x as usize, to, from, ver));
        }
        let Some(transfer) = input.next() else { unreachable!("blocks end in their transfer") };
        put(transfer);
        debug_assert_eq!(w, out_at[b + 1], "block {b}'s output is as long as counted");
    }
}

/// The names of the versions of the written variables, as renaming asks for them.
trait VersionNames {
    /// The name of version `k` of variable `x`.
    fn get(&mut self, x: usize, k: u32) -> &Name;
}

impl<T: VersionNames> VersionNames for &mut T {
    fn get(&mut self, x: usize, k: u32) -> &Name {
        (**self).get(x, k)
    }
}

/// The copy `assume {:copy} x#to == x#from` of variable `x`.
fn copy(x: usize, to: u32, from: u32, ver: &mut impl VersionNames) -> Stmt {
    let lhs = var(ver.get(x, to));
    let rhs = var(ver.get(x, from));
    Stmt::Assume(AssumeCmd { attrs: thin_vec![flag_attr(origin::COPY)], expr: eq(lhs, rhs), span: Span::NONE })
}

/// The copy blocks that lead to the block labelled `target`, given to `put` (each block's
/// label is taken out of it).
fn put_copy_blocks(blocks: &mut [CopyBlock], target: &Name, ver: &mut impl VersionNames, put: &mut impl FnMut(Stmt)) {
    for e in blocks {
        put(Stmt::Label(LabelStmt { name: ident(std::mem::take(&mut e.label)), span: Span::NONE }));
        for &(x, to, from) in &e.copies {
            put(copy(x, to, from, ver));
        }
        put(Stmt::Goto(GotoCmd { attrs: Attrs::new(), labels: boogie_ast::smallvec![ident(target.clone())], span: Span::NONE }));
    }
}

/// The label of a block's statements (its label first).
fn block_label(block: &[Stmt]) -> Name {
    match block.first() {
        Some(Stmt::Label(l)) => l.name.name.clone(),
        _ => unreachable!("blocks start with their label"),
    }
}

/// What a statement taken out of the body leaves (and the output's room holds until it is
/// written): a statement that owns nothing.
fn gap() -> Stmt {
    Stmt::ChangeScope(ChangeScopeCmd { push: false, span: Span::NONE })
}

/// What renaming a block's commands reads and updates: the written variables and their
/// versions, the current version of each variable (`cur`) and the last one taken (`nextw`),
/// and working lists.
struct Renaming<'r, 'a, V> {
    vars: &'r Vars<'a>,
    index: &'r HashMap<Name, usize>,
    formal_where: &'r HashMap<Name, Expr>,
    globals: &'r Globals<'a>,
    cur: &'r mut [u32],
    nextw: &'r mut [u32],
    ver: &'r mut V,
    values: &'r mut Vec<Expr>,
    targets: &'r mut Vec<usize>,
    before: &'r mut Vec<u32>,
}

/// The command `c` renamed, as the statements it becomes (given to `put`); `tgt`: the
/// targets of the block's writes from `c`'s on.
fn rename_cmd<V: VersionNames>(c: Stmt, tgt: &mut impl Iterator<Item = u32>, put: &mut impl FnMut(Stmt), r: &mut Renaming<'_, '_, V>) {
    let Renaming { vars, index, formal_where, globals, cur, nextw, ver, values, targets, before } = r;
    match c {
        Stmt::Assert(_) | Stmt::Assume(_) => {
            let mut c = c;
            crate::expr::rename_stmt_in_place(&mut c, &mut |n| read_of(n, index, cur, ver));
            put(c);
        }
        Stmt::Assign(a) => {
            let AssignCmd { lhs, attrs, rhs, span } = a;
            values.clear();
            values.extend(lhs.iter().zip(rhs).map(|(l, r)| lhs_update(l, r)));
            for v in values.iter_mut() {
                rename_in_place(v, &mut |n| read_of(n, index, cur, ver));
            }
            assign(values.drain(..), tgt, attrs, span, cur, nextw, ver, put);
        }
        Stmt::Havoc(h) => {
            targets.clear();
            targets.extend(h.vars.iter().map(|_| tgt.next().unwrap_or(0) as usize));
            before.clear();
            before.extend(targets.iter().map(|&t| cur[t]));
            for &t in targets.iter() {
                nextw[t] += 1;
                cur[t] = nextw[t];
            }
            // An `{:assumption}` variable only grows stronger: `a#new ==> a#old`.
            for (&t, &b) in targets.iter().zip(before.iter()) {
                if vars.is_assumption(t) {
                    let new = var(ver.get(t, cur[t]));
                    let old = var(ver.get(t, b));
                    put(Stmt::Assume(AssumeCmd { attrs: Attrs::new(), expr: crate::expr::bin(BinaryOp::Implies, new, old), span: h.span }));
                }
            }
            for &t in targets.iter() {
                if let Some(w) = vars.where_clause(t, formal_where) {
                    let mut e = w.clone();
                    rename_in_place(&mut e, &mut |n| read_of(n, index, cur, ver));
                    put(Stmt::Assume(AssumeCmd { attrs: Attrs::new(), expr: e, span: h.span }));
                }
            }
        }
        Stmt::Unpack(u) => {
            // `C(x, y) := e` checks `e is C`, then assigns the fields in parallel.
            let fields = globals.ctors.get(&u.ctor.name).map(|f| f.as_slice()).unwrap_or(&[]);
            let pos = origin::find_pos(&u.attrs, origin::POS);
            let o = origin::Origin { kind: origin::OriginKind::Unpack, pos, related: None };
            let mut is = Expr { kind: ExprKind::Is(Box::new(boogie_ast::IsExpr { expr: u.rhs.clone(), ctor: u.ctor.clone() })), span: u.span };
            rename_in_place(&mut is, &mut |n| read_of(n, index, cur, ver));
            put(Stmt::Assert(boogie_ast::AssertCmd { attrs: origin::origin_attrs(&o), expr: is, span: u.span }));
            values.clear();
            values.extend(u.vars.iter().zip(fields.iter()).map(|(_, f)| Expr {
                kind: ExprKind::Field(Box::new(boogie_ast::FieldExpr { expr: u.rhs.clone(), field: Ident { name: f.clone(), span: Span::NONE } })),
                span: u.span,
            }));
            for v in values.iter_mut() {
                rename_in_place(v, &mut |n| read_of(n, index, cur, ver));
            }
            let attrs = u.attrs.iter().filter(|a| !origin::GENERATED_KEYS.contains(&a.key.as_str())).cloned().collect();
            assign(values.drain(..), tgt, attrs, u.span, cur, nextw, ver, put);
        }
        Stmt::HideReveal(_) | Stmt::ChangeScope(_) | Stmt::Measure(_) => {}
        Stmt::Call(_) | Stmt::ParCall(_) | Stmt::Label(_) | Stmt::If(_) | Stmt::While(_) | Stmt::Break(_) | Stmt::Goto(_) | Stmt::Return(_) => {
            unreachable!("rejected when the writes were collected")
        }
    }
}

/// Up to this many formals and locals, [`local_var`] searches them instead of a table.
const SCAN_LOCALS: usize = 32;

/// The formal or local `name` of `imp`, as `Locals::new(imp)` would find it (a local
/// hides a formal of the same name, and the last declaration of a name counts).
fn local_var<'a>(name: &str, imp: &'a ImplementationDecl) -> Option<&'a Variable> {
    imp.body.locals.iter().rev().chain(imp.outs.iter().rev()).chain(imp.ins.iter().rev()).find(|v| v.name.name == name)
}

/// The current version of a read variable (`None`: unchanged, version 0 or not written).
fn read_of(n: &Name, index: &HashMap<Name, usize>, cur: &[u32], ver: &mut impl VersionNames) -> Option<Expr> {
    let &x = index.get(n)?;
    if cur[x] == 0 {
        None
    } else {
        Some(var(ver.get(x, cur[x])))
    }
}

/// The parallel assignment of `values` (renamed already) to the next targets of `tgt`:
/// each target takes its next version, `assume x#k == value`.
#[allow(clippy::too_many_arguments)]
fn assign(
    values: impl Iterator<Item = Expr>,
    tgt: &mut impl Iterator<Item = u32>,
    attrs: Attrs,
    span: Span,
    cur: &mut [u32],
    nextw: &mut [u32],
    ver: &mut impl VersionNames,
    put: &mut impl FnMut(Stmt),
) {
    for v in values {
        let t = tgt.next().unwrap_or(0) as usize;
        nextw[t] += 1;
        cur[t] = nextw[t];
        let lhs = var(ver.get(t, cur[t]));
        put(Stmt::Assume(AssumeCmd { attrs: attrs.clone(), expr: eq(lhs, v), span }));
    }
}
