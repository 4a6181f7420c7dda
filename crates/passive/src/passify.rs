//! Passification: assignments and havocs become assumptions over variable versions.
//!
//! Requires: `Acyclic` (no `call` left: run `desugar-calls` first). Produces: `Passive`.
//!
//! Two strategies (`--passify optimal|flanagan-saxe`):
//! - [`Strategy::Optimal`], the version-optimal passive form (algorithms.md §1, thesis
//!   chapter 4, Figure 4.10): per variable x, `Read(n)` is the largest `Write` of n's
//!   predecessors (0 at the entry) and `Write(n) = Read(n) +` the writes of x in n. The
//!   number of versions of x is the largest number of writes of x on any path.
//! - [`Strategy::FlanaganSaxe`], the baseline (Flanagan and Saxe): every write takes the
//!   next version of its variable, and a join whose predecessors disagree takes a fresh
//!   version.
//!
//! Either way an edge m → n with `Write(m) ≠ Read(n)` for x needs the copy
//! `assume {:copy} x#Read(n) == x#Write(m)`. Copies on edges out of a block with one
//! successor are appended to that block; the other edges get a copy block, one per target
//! and list of copies, shared by every edge that needs the same copies (fusion).
//!
//! The steps, each a function below: the blocks of the body and a topological order
//! ([`Cfg`]); the written variables and the writes of each block ([`Writes`]); the versions
//! at the start and end of every block ([`VersionTable`]); the copies on every edge
//! ([`CopyPlan`]); then every block renamed, in order, after its copy blocks
//! ([`Renaming`]), written into the input's own vector ([`InPlace`]); and the versions
//! declared as locals.
//!
//! Version 0 of x is x itself (its value at entry); version k is `x#k` (fresh, declared as
//! a local of x's type; only versions that some command or copy names are declared).
//! `x := e` becomes `assume x#k == e'`; `havoc x` takes a new version and assumes x's where
//! clause, if any (for a formal of the implementation, the procedure's), and for an
//! `{:assumption}` variable `x#k ==> x#(k-1)`. Figures per implementation go to
//! [`PassCx::stats`]: `versions`, `copies`, and `versions:x`, `copies:x` per variable
//! (versions do not count version 0).
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
//! anon0: assume x#1 == x + 1; goto A, B;
//! A: assume x#2 == x#1 + 1; goto C;
//! B: assume {:copy} x#2 == x#1; goto C;
//! C: assert x#2 > 0; return;
//! ```

use boogie_ast::forms::flat::FlatBlocks;
use boogie_ast::origin::{self, flag_attr};
use boogie_ast::pass::schedule::run_per_implementation;
use boogie_ast::pass::{Globals, ImplCx, ImplPass, NameGen, Pass, PassCx, PassError, PassErrors};
use boogie_ast::text::has_hash;
use boogie_ast::{
    AssignCmd, AssumeCmd, Attrs, BinaryExpr, BinaryOp, ChangeScopeCmd, Expr, ExprKind, Form, GotoCmd, Ident, ImplementationDecl,
    LabelStmt, Name, Program, Span, Stmt, Variable,
};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use crate::expr::{lhs_update, rename_in_place, var};
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
    /// One implementation; the blocks of its body taken from `cx` when known.
    fn run_impl(&self, imp: ImplementationDecl, globals: &Globals<'_>, cx: &mut ImplCx<'_>) -> Result<ImplementationDecl, PassErrors> {
        let given = cx.blocks.take();
        passify_impl(imp, globals, self.strategy, cx.figures, given)
    }
}

/// The steps of the module documentation on one implementation.
fn passify_impl(
    mut imp: ImplementationDecl,
    globals: &Globals<'_>,
    strategy: Strategy,
    figures: &mut PassCx,
    given: Option<FlatBlocks>,
) -> Result<ImplementationDecl, PassErrors> {
    let iname = imp.name.name.clone();
    let err = |span: Span, m: String| vec![PassError::new(span, format!("implementation {iname}: {m}"))];
    let stmts = std::mem::take(&mut imp.body.stmts);
    let blocks = FlatBlocks::given_or(given, &stmts, "passify", || FlatBlocks::new(&stmts)).map_err(|m| err(imp.span, m))?;
    let cfg = Cfg::new(blocks).ok_or_else(|| err(imp.span, "the block graph has a cycle: run cut-loops first".into()))?;
    let mut writes = Writes::collect(&imp, &stmts, &cfg, globals).map_err(|(span, m)| err(span.unwrap_or(imp.span), m))?;
    let table = match strategy {
        Strategy::Optimal => VersionTable::optimal(&cfg, &writes),
        Strategy::FlanaganSaxe => VersionTable::flanagan_saxe(&cfg, &writes),
    };
    let mut names = VersionNames::new(&mut writes, globals);
    let plan = CopyPlan::new(&cfg, &table, &stmts, &writes, &mut names);
    report(&iname, &writes, &table, &plan, figures);
    let formal_where = formal_where_clauses(&imp, globals);
    let mut renaming = Renaming { writes: &writes, formal_where: &formal_where, globals, names, cur: Vec::new(), next: Vec::new(), values: Vec::new() };
    let out = renaming.blocks(stmts, &cfg, &table, plan);
    tracing::debug!(implementation = %iname, blocks = cfg.blocks.len(), ?strategy, "passified");
    imp.body.locals.extend(renaming.names.declarations(&writes));
    imp.body.stmts = out;
    Ok(imp)
}

/// The figures of one implementation: versions and copies per variable, then in all.
fn report(imp: &Name, writes: &Writes<'_>, table: &VersionTable, plan: &CopyPlan, figures: &mut PassCx) {
    for (x, name) in writes.names.iter().enumerate() {
        figures.add_var_figure(imp, "versions", name, u64::from(table.count[x]));
        figures.add_var_figure(imp, "copies", name, plan.copies_per_var[x]);
    }
    figures.add_figure(imp, "versions", table.count.iter().map(|&c| u64::from(c)).sum());
    figures.add_figure(imp, "copies", plan.copies_per_var.iter().sum());
}

// ---------------------------------------------------------------------------
// Blocks and their order
// ---------------------------------------------------------------------------

/// Lists per block, one after the other: block b's list is `items[start[b]..start[b + 1]]`
/// (one allocation for all blocks: a body may have 10^5 of them).
struct PerBlock<T> {
    start: Vec<u32>,
    items: Vec<T>,
}

impl<T> PerBlock<T> {
    fn new() -> PerBlock<T> {
        PerBlock { start: vec![0], items: Vec::new() }
    }

    /// Ends the list of the next block (its items are those pushed since the last end).
    fn end_block(&mut self) {
        self.start.push(self.items.len() as u32);
    }

    fn of(&self, b: usize) -> &[T] {
        &self.items[self.start[b] as usize..self.start[b + 1] as usize]
    }
}

/// The blocks of the body ([`FlatBlocks`]: block b is `label_at[b]..=end_at[b]` of the
/// statements), their predecessors, and a topological order.
struct Cfg {
    blocks: FlatBlocks,
    preds: PerBlock<u32>,
    order: Vec<usize>,
}

impl Cfg {
    /// `None` if the block graph has a cycle.
    fn new(blocks: FlatBlocks) -> Option<Cfg> {
        let n = blocks.len();
        let (start, items) = blocks.preds();
        let preds = PerBlock { start, items };
        // Kahn's algorithm; of the blocks ready, the one first in the body goes first.
        let mut indegree: Vec<u32> = (0..n).map(|b| preds.of(b).len() as u32).collect();
        let mut ready: Vec<u32> = (0..n as u32).filter(|&b| indegree[b as usize] == 0).rev().collect();
        let mut order = Vec::with_capacity(n);
        while let Some(b) = ready.pop() {
            order.push(b as usize);
            for &s in blocks.succs(b as usize).iter().rev() {
                indegree[s as usize] -= 1;
                if indegree[s as usize] == 0 {
                    ready.push(s);
                }
            }
        }
        (order.len() == n).then_some(Cfg { blocks, preds, order })
    }

    fn label<'s>(&self, stmts: &'s [Stmt], b: usize) -> &'s Name {
        match &stmts[self.blocks.label_at[b] as usize] {
            Stmt::Label(l) => &l.name.name,
            _ => unreachable!("blocks start with their label"),
        }
    }
}

// ---------------------------------------------------------------------------
// What each block writes
// ---------------------------------------------------------------------------

/// The variables written anywhere (in order of first write) and what each block writes.
struct Writes<'a> {
    names: Vec<Name>,
    index: HashMap<Name, usize>,
    decls: Vec<&'a Variable>,
    /// Per block, each variable it writes and how many times, by variable.
    per_block: PerBlock<(usize, u32)>,
    /// The names in scope that contain `#` (every name this pass makes does).
    hashed: HashSet<Name>,
}

impl<'a> Writes<'a> {
    /// The writes of every block of `stmts`; errors name the statement that cannot be
    /// passified (a call, a structured statement, an undeclared variable).
    fn collect(imp: &'a ImplementationDecl, stmts: &[Stmt], cfg: &Cfg, globals: &Globals<'a>) -> Result<Writes<'a>, (Option<Span>, String)> {
        let mut w = Writes {
            names: Vec::new(),
            index: HashMap::default(),
            decls: Vec::new(),
            per_block: PerBlock::new(),
            hashed: used_names_where(globals, imp, &[], has_hash),
        };
        let locals = Locals::new(imp);
        // A body `desugar-specs` knows to name nothing with `#` is not read for names.
        let read_names = !cfg.blocks.hash_free;
        debug_assert!(read_names || stmts.iter().all(|s| {
            let mut found = HashSet::default();
            stmt_names_where(s, &mut found, has_hash);
            found.is_empty()
        }), "passify was handed blocks said to name nothing with '#', but the body does");
        let mut targets: Vec<usize> = Vec::new();
        for b in 0..cfg.blocks.len() {
            let (label, end) = (cfg.blocks.label_at[b] as usize, cfg.blocks.end_at[b] as usize);
            if read_names {
                stmts[label..=end].iter().for_each(|s| stmt_names_where(s, &mut w.hashed, has_hash));
            }
            targets.clear();
            for s in &stmts[label + 1..end] {
                let mut failed = Ok(());
                written(s, globals, &mut |name| match w.var_of(name, s, &locals, globals) {
                    Ok(x) => targets.push(x),
                    Err(e) => failed = Err(e),
                })?;
                failed?;
            }
            targets.sort_unstable();
            for &x in &targets {
                match w.per_block.items[w.per_block.start[b] as usize..].last_mut() {
                    Some((y, k)) if *y == x => *k += 1,
                    _ => w.per_block.items.push((x, 1)),
                }
            }
            w.per_block.end_block();
        }
        Ok(w)
    }

    /// The index of written variable `name` (added in order of first write).
    fn var_of(&mut self, name: &Name, at: &Stmt, locals: &Locals<'a>, globals: &Globals<'a>) -> Result<usize, (Option<Span>, String)> {
        if let Some(&x) = self.index.get(name) {
            return Ok(x);
        }
        let Some(decl) = lookup(name, locals, globals) else {
            return Err((Some(stmt_span(at)), format!("undeclared variable {name}")));
        };
        self.index.insert(name.clone(), self.names.len());
        self.names.push(name.clone());
        self.decls.push(decl);
        Ok(self.names.len() - 1)
    }

    /// The where clause of variable `x`: its own, or for a formal of the implementation the
    /// procedure's (`formal_where`).
    fn where_clause<'w>(&self, x: usize, formal_where: &'w HashMap<Name, Expr>) -> Option<&'w Expr>
    where
        'a: 'w,
    {
        self.decls[x].where_clause.as_ref().or_else(|| formal_where.get(&self.names[x]))
    }

    /// Whether variable `x` is an `{:assumption}` variable.
    fn is_assumption(&self, x: usize) -> bool {
        origin::has_attr(&self.decls[x].attrs, crate::desugar_specs::ASSUMPTION)
    }
}

/// Gives the variables command `s` writes to `f`, in order; an error (at the command, or at
/// the implementation: `None`) for a command passification does not take.
fn written(s: &Stmt, globals: &Globals<'_>, f: &mut dyn FnMut(&Name)) -> Result<(), (Option<Span>, String)> {
    match s {
        Stmt::Assert(_) | Stmt::Assume(_) | Stmt::HideReveal(_) | Stmt::ChangeScope(_) | Stmt::Measure(_) => {}
        Stmt::Assign(a) => a.lhs.iter().zip(a.rhs.iter()).for_each(|(l, _)| f(&l.name.name)),
        Stmt::Havoc(h) => h.vars.iter().for_each(|v| f(&v.name)),
        Stmt::Unpack(u) => {
            let Some(fields) = globals.ctors.get(&u.ctor.name) else {
                return Err((Some(u.span), format!("unknown constructor {}", u.ctor.name)));
            };
            u.vars.iter().zip(fields.iter()).for_each(|(v, _)| f(&v.name));
        }
        Stmt::Call(x) => return Err((Some(x.span), "call commands remain: run desugar-calls first".into())),
        Stmt::ParCall(x) => return Err((Some(x.span), "parallel calls are not supported".into())),
        Stmt::Label(_) | Stmt::If(_) | Stmt::While(_) | Stmt::Break(_) | Stmt::Goto(_) | Stmt::Return(_) => {
            return Err((None, "not in acyclic form".into()))
        }
    }
    Ok(())
}

fn stmt_span(s: &Stmt) -> Span {
    match s {
        Stmt::Assign(a) => a.span,
        Stmt::Havoc(h) => h.span,
        Stmt::Unpack(u) => u.span,
        _ => Span::NONE,
    }
}

// ---------------------------------------------------------------------------
// Versions
// ---------------------------------------------------------------------------

/// The version of every written variable at the start of every block (`read`), after its
/// last write (`write`) and before its first write (`start`: `read` for the optimal form;
/// the last version taken before the block for Flanagan–Saxe), as `n × nv` tables (row b,
/// column x), and the number of versions of each variable (`count`).
struct VersionTable {
    nv: usize,
    read: Vec<u32>,
    write: Vec<u32>,
    start: Vec<u32>,
    count: Vec<u32>,
}

impl VersionTable {
    fn empty(n: usize, nv: usize) -> VersionTable {
        VersionTable { nv, read: vec![0; n * nv], write: vec![0; n * nv], start: vec![0; n * nv], count: vec![0; nv] }
    }

    fn at(&self, b: usize, x: usize) -> usize {
        b * self.nv + x
    }

    /// Thesis Figure 4.10: `Read(n) = max Write(p)` over the predecessors p of n (0 at the
    /// entry), `Write(n) = Read(n) + writes in n`, in topological order.
    fn optimal(cfg: &Cfg, writes: &Writes<'_>) -> VersionTable {
        let nv = writes.names.len();
        let mut t = VersionTable::empty(cfg.blocks.len(), nv);
        for &b in &cfg.order {
            for &p in cfg.preds.of(b) {
                for x in 0..nv {
                    let (r, w) = (t.at(b, x), t.at(p as usize, x));
                    t.read[r] = t.read[r].max(t.write[w]);
                }
            }
            for x in 0..nv {
                let r = t.at(b, x);
                (t.write[r], t.start[r]) = (t.read[r], t.read[r]);
            }
            for &(x, k) in writes.per_block.of(b) {
                let w = t.at(b, x);
                t.write[w] += k;
            }
        }
        for x in 0..nv {
            t.count[x] = (0..cfg.blocks.len()).map(|b| t.write[t.at(b, x)]).max().unwrap_or(0);
        }
        t
    }

    /// Flanagan and Saxe: versions taken from one counter per variable, in topological
    /// order; a join whose predecessors end in different versions takes a fresh one.
    fn flanagan_saxe(cfg: &Cfg, writes: &Writes<'_>) -> VersionTable {
        let nv = writes.names.len();
        let mut t = VersionTable::empty(cfg.blocks.len(), nv);
        let mut last = vec![0u32; nv];
        for &b in &cfg.order {
            for x in 0..nv {
                let mut ends = cfg.preds.of(b).iter().map(|&p| t.write[t.at(p as usize, x)]);
                let r = t.at(b, x);
                if let Some(first) = ends.next() {
                    if ends.all(|v| v == first) {
                        t.read[r] = first;
                    } else {
                        last[x] += 1;
                        t.read[r] = last[x];
                    }
                }
                t.write[r] = t.read[r];
                t.start[r] = t.read[r];
            }
            for &(x, k) in writes.per_block.of(b) {
                let r = t.at(b, x);
                t.start[r] = last[x];
                last[x] += k;
                t.write[r] = last[x];
            }
        }
        t.count = last;
        t
    }
}

/// The names of versions (`x#k`) and of copy blocks (`L#copy`): what [`NameGen`] hands out,
/// avoiding every name in scope, made in the order asked. Version names are made in order
/// per variable; a name of one variable's versions is never another's (`base#k` has one
/// base), so only the names in scope that contain `#` can be taken.
struct VersionNames {
    gen: NameGen,
    /// Per variable, its version names made so far (version 0, the variable, first).
    of: Vec<Vec<Name>>,
    /// Per variable, the next `k` to try for its next version.
    next_k: Vec<u32>,
    /// No name in scope contains `#`: no version name can be taken.
    plain: bool,
}

impl VersionNames {
    /// The generator over the names in scope (`writes.hashed`, taken over).
    fn new(writes: &mut Writes<'_>, globals: &Globals<'_>) -> VersionNames {
        let plain = writes.hashed.is_empty() && globals.names_hash_free;
        VersionNames {
            gen: NameGen::with_base_and_taken(globals.names.clone(), std::mem::take(&mut writes.hashed)),
            of: writes.names.iter().map(|x| vec![x.clone()]).collect(),
            next_k: vec![1; writes.names.len()],
            plain,
        }
    }

    /// The name of version `k` of variable `x` (made, with those below it, if not yet).
    fn get(&mut self, x: usize, k: u32) -> &Name {
        while self.of[x].len() <= k as usize {
            let name = loop {
                let candidate = hash_k(&self.of[x][0], self.next_k[x]);
                self.next_k[x] += 1;
                if self.plain || !self.gen.is_taken(&candidate) {
                    break candidate;
                }
            };
            if !self.plain {
                self.gen.reserve(&name);
            }
            self.of[x].push(name);
        }
        &self.of[x][k as usize]
    }

    /// A fresh label `L#copy` for a copy block before block `L` ([`NameGen::exact_or_fresh`],
    /// its counters for the version names of a variable so named shared with [`Self::get`]).
    fn copy_label(&mut self, target: &Name, writes: &Writes<'_>) -> Name {
        let label = format!("{target}#copy");
        if !self.gen.is_taken(&label) {
            self.gen.reserve(&label);
            return Name::from(label);
        }
        let name = match writes.index.get(label.as_str()) {
            Some(&x) => loop {
                let candidate = hash_k(&label, self.next_k[x]);
                self.next_k[x] += 1;
                if !self.gen.is_taken(&candidate) {
                    break candidate;
                }
            },
            None => self.gen.fresh_from(&label),
        };
        self.gen.reserve(&name);
        name
    }

    /// The declarations of the versions made, variable after variable.
    fn declarations(&self, writes: &Writes<'_>) -> Vec<Variable> {
        let mut out = Vec::new();
        for (x, names) in self.of.iter().enumerate() {
            for name in &names[1..] {
                let ty = writes.decls[x].ty.clone();
                out.push(Variable { attrs: Attrs::new(), name: ident(name.clone()), ty, where_clause: None, span: Span::NONE });
            }
        }
        out
    }
}

/// `base#k`.
fn hash_k(base: &str, k: u32) -> Name {
    boogie_ast::text::with_decimal(&[base, "#"], u64::from(k))
}

// ---------------------------------------------------------------------------
// Copies
// ---------------------------------------------------------------------------

/// One copy `assume {:copy} x#to == x#from`: the variable and the two versions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Copy {
    var: usize,
    to: u32,
    from: u32,
}

/// A copy block: its label and its copies (it jumps to the block it is placed before).
struct CopyBlock {
    label: Name,
    copies: Vec<Copy>,
}

/// The copies on every edge: appended to the source block (`appended`, per block) when it
/// has one successor, else in a copy block placed before the target (`before`: by target,
/// in order of creation), to which the source's `goto` jumps instead (`retarget`: the source
/// and all its targets, by source).
struct CopyPlan {
    appended: PerBlock<Copy>,
    before: Vec<(usize, CopyBlock)>,
    retarget: Vec<(usize, Vec<Name>)>,
    copies_per_var: Vec<u64>,
}

impl CopyPlan {
    /// Every edge m → t, sources in block order: the copies `Write(m) ≠ Read(t)` needs.
    fn new(cfg: &Cfg, table: &VersionTable, stmts: &[Stmt], writes: &Writes<'_>, names: &mut VersionNames) -> CopyPlan {
        let mut plan = CopyPlan { appended: PerBlock::new(), before: Vec::new(), retarget: Vec::new(), copies_per_var: vec![0; table.nv] };
        // The copy block of each target and list of copies (fusion).
        let mut shared: HashMap<(usize, Vec<Copy>), Name> = HashMap::default();
        let mut copies: Vec<Copy> = Vec::new();
        for m in 0..cfg.blocks.len() {
            let succs = cfg.blocks.succs(m);
            // The targets of m's `goto`, once one of them is a copy block.
            let mut labels: Vec<Name> = Vec::new();
            for (i, &t) in succs.iter().enumerate() {
                let t = t as usize;
                copies.clear();
                copies.extend(
                    (0..table.nv)
                        .filter(|&x| table.write[table.at(m, x)] != table.read[table.at(t, x)])
                        .map(|x| Copy { var: x, to: table.read[table.at(t, x)], from: table.write[table.at(m, x)] }),
                );
                if copies.is_empty() || succs.len() == 1 {
                    copies.iter().for_each(|c| plan.copies_per_var[c.var] += 1);
                    plan.appended.items.extend_from_slice(&copies);
                    if !labels.is_empty() {
                        labels.push(cfg.label(stmts, t).clone());
                    }
                    continue;
                }
                if labels.is_empty() {
                    labels.extend(succs[..i].iter().map(|&u| cfg.label(stmts, u as usize).clone()));
                }
                let key = (t, std::mem::take(&mut copies));
                let label = match shared.get(&key) {
                    Some(label) => label.clone(),
                    None => {
                        let label = names.copy_label(cfg.label(stmts, t), writes);
                        key.1.iter().for_each(|c| plan.copies_per_var[c.var] += 1);
                        plan.before.push((t, CopyBlock { label: label.clone(), copies: key.1.clone() }));
                        shared.insert(key, label.clone());
                        label
                    }
                };
                labels.push(label);
            }
            plan.appended.end_block();
            if !labels.is_empty() {
                plan.retarget.push((m, labels));
            }
        }
        // By target, in order of creation (a stable sort).
        plan.before.sort_by_key(|(t, _)| *t);
        plan
    }
}

// ---------------------------------------------------------------------------
// Renaming
// ---------------------------------------------------------------------------

/// What renaming the blocks reads and keeps: the written variables, their where clauses,
/// the version names, and while a block is renamed the current version of each variable
/// (`cur`) and the last version taken (`next`).
struct Renaming<'r, 'a> {
    writes: &'r Writes<'a>,
    formal_where: &'r HashMap<Name, Expr>,
    globals: &'r Globals<'a>,
    names: VersionNames,
    cur: Vec<u32>,
    next: Vec<u32>,
    /// The targets and values of the assignment being renamed (kept for the next one).
    values: Vec<(usize, Expr)>,
}

impl Renaming<'_, '_> {
    /// The passive body: every block in order, after its copy blocks, its commands renamed,
    /// the copies of its edge appended, its `goto` retargeted to copy blocks.
    fn blocks(&mut self, stmts: Vec<Stmt>, cfg: &Cfg, table: &VersionTable, plan: CopyPlan) -> Vec<Stmt> {
        // The blocks lie one after the other: the input is read in order.
        debug_assert!((0..cfg.blocks.len()).all(|b| cfg.blocks.label_at[b] as usize == if b == 0 { 0 } else { cfg.blocks.end_at[b - 1] as usize + 1 }));
        let mut body = InPlace::new(stmts);
        let mut before = plan.before.into_iter().peekable();
        let mut retarget = plan.retarget.into_iter().peekable();
        for b in 0..cfg.blocks.len() {
            let label = body.next();
            let Stmt::Label(l) = &label else { unreachable!("blocks start with their label") };
            let target = l.name.name.clone();
            while let Some((_, copy_block)) = before.next_if(|(t, _)| *t == b) {
                body.push(Stmt::Label(LabelStmt { name: ident(copy_block.label), span: Span::NONE }));
                for c in copy_block.copies {
                    body.push(self.copy(c));
                }
                body.push(Stmt::Goto(GotoCmd { attrs: Attrs::new(), labels: boogie_ast::smallvec![ident(target.clone())], span: Span::NONE }));
            }
            body.push(label);
            let row = table.at(b, 0)..table.at(b, 0) + table.nv;
            self.cur.clear();
            self.cur.extend_from_slice(&table.read[row.clone()]);
            self.next.clear();
            self.next.extend_from_slice(&table.start[row]);
            for _ in cfg.blocks.label_at[b] + 1..cfg.blocks.end_at[b] {
                let c = body.next();
                self.command(c, &mut body);
            }
            for &c in plan.appended.of(b) {
                body.push(self.copy(c));
            }
            let mut transfer = body.next();
            if let (Some((_, labels)), Stmt::Goto(g)) = (retarget.next_if(|(m, _)| *m == b), &mut transfer) {
                g.labels = labels.into_iter().map(ident).collect();
            }
            body.push(transfer);
        }
        body.finish()
    }

    /// `assume {:copy} x#to == x#from`.
    fn copy(&mut self, c: Copy) -> Stmt {
        let lhs = var(self.names.get(c.var, c.to));
        let rhs = var(self.names.get(c.var, c.from));
        Stmt::Assume(AssumeCmd { attrs: boogie_ast::thin_vec![flag_attr(origin::COPY)], expr: eq(lhs, rhs), span: Span::NONE })
    }

    /// The current version of a read variable (`None`: version 0, or not written).
    fn read(&mut self, n: &Name) -> Option<Expr> {
        let &x = self.writes.index.get(n)?;
        (self.cur[x] != 0).then(|| var(self.names.get(x, self.cur[x])))
    }

    /// `e` with every variable read at its current version.
    fn rename(&mut self, e: &mut Expr) {
        rename_in_place(e, &mut |n| self.read(n));
    }

    /// A new version of `x`, now current (named when something names it: a version no
    /// command reads is not declared).
    fn advance(&mut self, x: usize) {
        self.next[x] += 1;
        self.cur[x] = self.next[x];
    }

    /// Command `c` renamed, as the statements it becomes (appended to `out`).
    fn command(&mut self, c: Stmt, out: &mut InPlace) {
        match c {
            Stmt::Assert(_) | Stmt::Assume(_) => {
                let mut c = c;
                crate::expr::rename_stmt_in_place(&mut c, &mut |n| self.read(n));
                out.push(c);
            }
            Stmt::Assign(a) => {
                let AssignCmd { lhs, mut attrs, rhs, span } = a;
                // Parallel: every right-hand side reads the versions before the assignment,
                // and so do expressions in the attributes.
                let mut values = std::mem::take(&mut self.values);
                for (l, r) in lhs.iter().zip(rhs) {
                    let mut value = lhs_update(l, r);
                    self.rename(&mut value);
                    values.push((self.index(&l.name.name), value));
                }
                origin::attr_terms_mut(&mut attrs, &mut |e| self.rename(e));
                self.assign(values.drain(..), &attrs, span, out);
                self.values = values;
            }
            Stmt::Havoc(h) => self.havoc(h, out),
            Stmt::Unpack(u) => self.unpack(*u, out),
            Stmt::HideReveal(_) | Stmt::ChangeScope(_) | Stmt::Measure(_) => {}
            Stmt::Call(_) | Stmt::ParCall(_) | Stmt::Label(_) | Stmt::If(_) | Stmt::While(_) | Stmt::Break(_) | Stmt::Goto(_) | Stmt::Return(_) => {
                unreachable!("rejected when the writes were collected")
            }
        }
    }

    fn index(&self, name: &Name) -> usize {
        self.writes.index.get(name).copied().unwrap_or_else(|| unreachable!("every written variable was collected"))
    }

    /// The parallel assignment of `values` (renamed already) to their targets: each takes
    /// its next version, `assume x#k == value`.
    fn assign(&mut self, values: impl Iterator<Item = (usize, Expr)>, attrs: &Attrs, span: Span, out: &mut InPlace) {
        for (x, value) in values {
            self.advance(x);
            let lhs = var(self.names.get(x, self.cur[x]));
            out.push(Stmt::Assume(AssumeCmd { attrs: attrs.clone(), expr: eq(lhs, value), span }));
        }
    }

    /// `havoc x, y`: new versions; an `{:assumption}` variable only grows stronger
    /// (`a#new ==> a#old`); the where clauses hold of the new versions.
    fn havoc(&mut self, h: boogie_ast::HavocCmd, out: &mut InPlace) {
        let targets: Vec<usize> = h.vars.iter().map(|v| self.index(&v.name)).collect();
        let before: Vec<u32> = targets.iter().map(|&x| self.cur[x]).collect();
        for &x in &targets {
            self.advance(x);
        }
        for (&x, &old) in targets.iter().zip(&before) {
            if self.writes.is_assumption(x) {
                let new = var(self.names.get(x, self.cur[x]));
                let old = var(self.names.get(x, old));
                out.push(Stmt::Assume(AssumeCmd { attrs: Attrs::new(), expr: crate::expr::bin(BinaryOp::Implies, new, old), span: h.span }));
            }
        }
        for &x in &targets {
            if let Some(w) = self.writes.where_clause(x, self.formal_where) {
                let mut e = w.clone();
                self.rename(&mut e);
                out.push(Stmt::Assume(AssumeCmd { attrs: Attrs::new(), expr: e, span: h.span }));
            }
        }
    }

    /// `C(x, y) := e` checks `e is C`, then assigns the fields in parallel.
    fn unpack(&mut self, u: boogie_ast::UnpackCmd, out: &mut InPlace) {
        let fields = self.globals.ctors.get(&u.ctor.name).map(|f| f.as_slice()).unwrap_or(&[]);
        let pos = origin::find_pos(&u.attrs, origin::POS);
        let check = origin::Origin { kind: origin::OriginKind::Unpack, pos, related: None };
        let mut is = Expr { kind: ExprKind::Is(Box::new(boogie_ast::IsExpr { expr: u.rhs.clone(), ctor: u.ctor.clone() })), span: u.span };
        self.rename(&mut is);
        out.push(Stmt::Assert(boogie_ast::AssertCmd { attrs: origin::origin_attrs(&check), expr: is, span: u.span }));
        let targets: Vec<usize> = u.vars.iter().zip(fields).map(|(v, _)| self.index(&v.name)).collect();
        let mut values: Vec<Expr> = u
            .vars
            .iter()
            .zip(fields)
            .map(|(_, f)| Expr {
                kind: ExprKind::Field(Box::new(boogie_ast::FieldExpr { expr: u.rhs.clone(), field: Ident { name: f.clone(), span: Span::NONE } })),
                span: u.span,
            })
            .collect();
        values.iter_mut().for_each(|v| self.rename(v));
        let mut attrs: Attrs = u.attrs.iter().filter(|a| !origin::GENERATED_KEYS.contains(&a.key.as_str())).cloned().collect();
        origin::attr_terms_mut(&mut attrs, &mut |e| self.rename(e));
        self.assign(targets.into_iter().zip(values), &attrs, u.span, out);
    }
}

/// The body read in order and the passive body written into the same vector: output
/// statement k goes where input statement k was once that one is read; output ahead of the
/// input waits in `ahead`, in order, until reading makes room (passify adds statements:
/// copies, where clauses). Writing in place spares a second copy of the body, whose fresh
/// pages a large body pays for (`unstructure` reserves room for what later passes add).
struct InPlace {
    stmts: Vec<Stmt>,
    /// The input's length, and the next input and output positions.
    len: usize,
    read: usize,
    write: usize,
    ahead: std::collections::VecDeque<Stmt>,
}

impl InPlace {
    fn new(stmts: Vec<Stmt>) -> InPlace {
        InPlace { len: stmts.len(), stmts, read: 0, write: 0, ahead: std::collections::VecDeque::new() }
    }

    /// The next input statement (the caller reads exactly the body's statements).
    fn next(&mut self) -> Stmt {
        debug_assert!(self.read < self.len, "passify reads past its input");
        let s = std::mem::replace(&mut self.stmts[self.read], Stmt::ChangeScope(ChangeScopeCmd { push: false, span: Span::NONE }));
        self.read += 1;
        while self.write < self.read {
            let Some(waiting) = self.ahead.pop_front() else { break };
            self.stmts[self.write] = waiting;
            self.write += 1;
        }
        s
    }

    /// The next output statement.
    fn push(&mut self, s: Stmt) {
        if self.ahead.is_empty() && self.write < self.read {
            self.stmts[self.write] = s;
            self.write += 1;
        } else {
            self.ahead.push_back(s);
        }
    }

    /// The output, once all the input is read.
    fn finish(mut self) -> Vec<Stmt> {
        debug_assert_eq!(self.read, self.len, "passify read all its input");
        self.stmts.truncate(self.write);
        self.stmts.extend(self.ahead);
        self.stmts
    }
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

fn ident(name: Name) -> Ident {
    Ident { name, span: Span::NONE }
}

fn eq(a: Expr, b: Expr) -> Expr {
    Expr { kind: ExprKind::Binary(Box::new(BinaryExpr { op: BinaryOp::Eq, lhs: a, rhs: b })), span: Span::NONE }
}

/// Implementation formal → the where clause of the procedure's formal, renamed.
fn formal_where_clauses(imp: &ImplementationDecl, globals: &Globals<'_>) -> HashMap<Name, Expr> {
    let mut out = HashMap::default();
    let Some(p) = globals.procs.get(&imp.name.name) else { return out };
    let pairs: Vec<(&Variable, &Variable)> = p.ins.iter().zip(&imp.ins).chain(p.outs.iter().zip(&imp.outs)).collect();
    if pairs.iter().all(|(pv, _)| pv.where_clause.is_none()) {
        return out;
    }
    let rename: std::collections::HashMap<Name, Expr> = pairs.iter().map(|(pv, iv)| (pv.name.name.clone(), var(&iv.name.name))).collect();
    for (pv, iv) in &pairs {
        if let Some(w) = &pv.where_clause {
            let e = crate::expr::subst(w, &mut crate::expr::Subst { var: &mut |n: &Name, _| rename.get(n).cloned(), drop_old: false, binders: None });
            out.insert(iv.name.name.clone(), e);
        }
    }
    out
}
