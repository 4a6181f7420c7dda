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

use std::collections::BTreeMap;

use boogie_ast::forms::fxhash::FxHashMap as HashMap;

use boogie_ast::forms::blocks::successors;
use boogie_ast::forms::{join_blocks, split_blocks, Block, Transfer};
use boogie_ast::pass::{NameGen, Pass, PassCx, PassError, PassErrors};
use boogie_ast::{
    AssignCmd, AssumeCmd, Attribute, BinaryExpr, BinaryOp, Expr, ExprKind, Form, GotoCmd, Ident, ImplementationDecl, Name,
    Program, Span, Stmt, Variable,
};

use crate::expr::{lhs_update, rename_owned, var};
use crate::origin::{self, flag_attr};
use crate::scope::{lookup, map_impls, names_for_stmts, Globals, Locals};

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
        passify(program, self.strategy, cx)
    }
}

/// Library entry point of the pass.
pub fn passify(program: Program, strategy: Strategy, cx: &mut PassCx) -> Result<Program, PassErrors> {
    map_impls(program, &mut |mut imp, globals, _files| {
        let stmts = std::mem::take(&mut imp.body.stmts);
        let (locals, stmts) = passify_impl(&imp, stmts, globals, strategy, cx)?;
        imp.body.locals = locals;
        imp.body.stmts = stmts;
        Ok(imp)
    })
}

/// A command of the acyclic input, reduced to what passification needs.
enum Cmd {
    /// `assert`/`assume` (kept, reads renamed).
    Keep(Stmt),
    /// Parallel assignment: targets (variable indices) and their new values.
    Assign { targets: Vec<usize>, values: Vec<Expr>, attrs: Vec<Attribute>, span: Span },
    /// `havoc`: targets.
    Havoc { targets: Vec<usize>, span: Span },
}

fn ident(name: Name) -> Ident {
    Ident { name, span: Span::NONE }
}

fn implies(a: Expr, b: Expr) -> Expr {
    Expr { kind: ExprKind::Binary(Box::new(BinaryExpr { op: BinaryOp::Implies, lhs: a, rhs: b })), span: Span::NONE }
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
    let rename: std::collections::HashMap<Name, Expr> =
        pairs.iter().map(|(pv, iv)| (pv.name.name.clone(), crate::expr::var(&iv.name.name))).collect();
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

struct Vars<'a> {
    names: Vec<Name>,
    index: HashMap<Name, usize>,
    decls: Vec<&'a Variable>,
}

fn passify_impl<'a>(
    imp: &'a ImplementationDecl,
    stmts: Vec<Stmt>,
    globals: &Globals<'a>,
    strategy: Strategy,
    cx: &mut PassCx,
) -> Result<(Vec<Variable>, Vec<Stmt>), PassErrors> {
    let iname = imp.name.name.to_string();
    let err = |span: Span, m: String| vec![PassError::new(span, format!("implementation {iname}: {m}"))];
    let mut names = names_for_stmts(globals, imp, &stmts);
    let mut blocks = split_blocks(stmts).map_err(|m| err(imp.span, m))?;
    let succs = successors(&blocks).map_err(|m| err(imp.span, m))?;
    let n = blocks.len();
    let locals = Locals::new(imp);
    // The where clauses of the procedure's formals hold for the implementation's formals
    // (an implementation's formals cannot have their own).
    let formal_where = formal_where_clauses(imp, globals);
    // Variables written anywhere, in order of first write.
    let mut vars: Vars<'a> = Vars { names: Vec::new(), index: HashMap::default(), decls: Vec::new() };
    let var_of = |name: &Name, span: Span, vars: &mut Vars<'a>| -> Result<usize, PassErrors> {
        if let Some(&i) = vars.index.get(name) {
            return Ok(i);
        }
        let Some(d) = lookup(name, &locals, globals) else {
            return Err(err(span, format!("undeclared variable {name}")));
        };
        vars.index.insert(name.clone(), vars.names.len());
        vars.names.push(name.clone());
        vars.decls.push(d);
        Ok(vars.names.len() - 1)
    };
    // Reduce commands.
    let mut cmds: Vec<Vec<Cmd>> = Vec::with_capacity(n);
    for b in &mut blocks {
        let mut out = Vec::with_capacity(b.cmds.len());
        for c in std::mem::take(&mut b.cmds) {
            match c {
                Stmt::Assert(_) | Stmt::Assume(_) => out.push(Cmd::Keep(c)),
                Stmt::Assign(a) => {
                    let AssignCmd { lhs, attrs, rhs, span } = a;
                    let mut targets = Vec::with_capacity(lhs.len());
                    let mut values = Vec::with_capacity(lhs.len());
                    for (l, r) in lhs.iter().zip(rhs) {
                        targets.push(var_of(&l.name.name, span, &mut vars)?);
                        values.push(lhs_update(l, r));
                    }
                    out.push(Cmd::Assign { targets, values, attrs, span });
                }
                Stmt::Havoc(h) => {
                    let mut targets = Vec::with_capacity(h.vars.len());
                    for v in &h.vars {
                        targets.push(var_of(&v.name, h.span, &mut vars)?);
                    }
                    out.push(Cmd::Havoc { targets, span: h.span });
                }
                Stmt::Call(x) => return Err(err(x.span, "call commands remain: run desugar-calls first".into())),
                Stmt::ParCall(x) => return Err(err(x.span, "parallel calls are not supported".into())),
                Stmt::Unpack(u) => {
                    // `C(x, y) := e` checks `e is C`, then assigns the fields in parallel.
                    let Some(fields) = globals.ctors.get(&u.ctor.name) else {
                        return Err(err(u.span, format!("unknown constructor {}", u.ctor.name)));
                    };
                    let pos = origin::find_pos(&u.attrs, origin::POS);
                    let o = origin::Origin { kind: origin::OriginKind::Unpack, pos, related: None };
                    let is = Expr {
                        kind: ExprKind::Is(Box::new(boogie_ast::IsExpr { expr: u.rhs.clone(), ctor: u.ctor.clone() })),
                        span: u.span,
                    };
                    out.push(Cmd::Keep(Stmt::Assert(boogie_ast::AssertCmd { attrs: origin::origin_attrs(&o), expr: is, span: u.span })));
                    let mut targets = Vec::with_capacity(u.vars.len());
                    let mut values = Vec::with_capacity(u.vars.len());
                    for (v, f) in u.vars.iter().zip(fields.iter()) {
                        targets.push(var_of(&v.name, u.span, &mut vars)?);
                        values.push(Expr {
                            kind: ExprKind::Field(Box::new(boogie_ast::FieldExpr {
                                expr: u.rhs.clone(),
                                field: Ident { name: f.clone(), span: Span::NONE },
                            })),
                            span: u.span,
                        });
                    }
                    let attrs = u.attrs.iter().filter(|a| !origin::GENERATED_KEYS.contains(&a.key.as_str())).cloned().collect();
                    out.push(Cmd::Assign { targets, values, attrs, span: u.span });
                }
                Stmt::HideReveal(_) | Stmt::ChangeScope(_) | Stmt::Measure(_) => {}
                Stmt::Label(_) | Stmt::If(_) | Stmt::While(_) | Stmt::Break(_) | Stmt::Goto(_) | Stmt::Return(_) => {
                    return Err(err(imp.span, "not in acyclic form".into()))
                }
            }
        }
        cmds.push(out);
    }
    let nv = vars.names.len();
    // Topological order (Kahn), predecessors.
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut indeg = vec![0usize; n];
    for (i, s) in succs.iter().enumerate() {
        for &j in s {
            preds[j].push(i);
            indeg[j] += 1;
        }
    }
    let mut order = Vec::with_capacity(n);
    let mut ready: Vec<usize> = (0..n).filter(|&i| indeg[i] == 0).rev().collect();
    while let Some(x) = ready.pop() {
        order.push(x);
        for &s in succs[x].iter().rev() {
            indeg[s] -= 1;
            if indeg[s] == 0 {
                ready.push(s);
            }
        }
    }
    if order.len() != n {
        return Err(err(imp.span, "the block graph has a cycle: run cut-loops first".into()));
    }
    // Writes per block and variable (no allocation for blocks that write nothing).
    let mut writes: Vec<Vec<(usize, u32)>> = vec![Vec::new(); n];
    let mut scratch = vec![0u32; nv];
    for (b, cs) in cmds.iter().enumerate() {
        let mut touched: Vec<usize> = Vec::new();
        for c in cs {
            match c {
                Cmd::Assign { targets, values: _, attrs: _, span: _ } | Cmd::Havoc { targets, span: _ } => {
                    for &t in targets {
                        if scratch[t] == 0 {
                            touched.push(t);
                        }
                        scratch[t] += 1;
                    }
                }
                Cmd::Keep(_) => {}
            }
        }
        touched.sort_unstable();
        writes[b] = touched.iter().map(|&t| (t, std::mem::take(&mut scratch[t]))).collect();
    }
    // read[b][x], the version after block b write[b][x] and the version before b's first
    // write start[b][x], as flat n × nv tables; fs_next[x] for Flanagan-Saxe.
    let at = |b: usize, x: usize| b * nv + x;
    let mut read = vec![0u32; n * nv];
    let mut write = vec![0u32; n * nv];
    let mut start = vec![0u32; n * nv];
    let mut fs_next = vec![0u32; nv];
    for &b in &order {
        match strategy {
            Strategy::Optimal => {
                for &p in &preds[b] {
                    for x in 0..nv {
                        let v = write[at(p, x)];
                        if v > read[at(b, x)] {
                            read[at(b, x)] = v;
                        }
                    }
                }
            }
            Strategy::FlanaganSaxe => {
                for x in 0..nv {
                    let mut it = preds[b].iter().map(|&p| write[at(p, x)]);
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
        for &(x, k) in &writes[b] {
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
    // Version names, allocated in increasing order per variable.
    let mut vnames: Vec<Vec<Name>> = vars.names.iter().map(|x| vec![x.clone()]).collect();
    let vname = |x: usize, k: u32, names: &mut NameGen, vnames: &mut Vec<Vec<Name>>| -> Name {
        while vnames[x].len() <= k as usize {
            let base = vars.names[x].clone();
            vnames[x].push(names.fresh_from(&base));
        }
        vnames[x][k as usize].clone()
    };
    // Rename commands.
    let mut out_blocks: Vec<Block> = Vec::with_capacity(n);
    let mut copies_per_var = vec![0u64; nv];
    let mut cur = vec![0u32; nv];
    let mut nextw = vec![0u32; nv];
    for (b, (block, cs)) in blocks.iter_mut().zip(cmds).enumerate() {
        cur.copy_from_slice(&read[b * nv..(b + 1) * nv]);
        nextw.copy_from_slice(&start[b * nv..(b + 1) * nv]);
        let mut out = Vec::with_capacity(cs.len());
        for c in cs {
            match c {
                Cmd::Keep(stmt) => {
                    let stmt = crate::cmds::map_exprs_owned(stmt, &mut |e| rename(e, &vars.index, &cur, &mut |x, k| vname(x, k, &mut names, &mut vnames)));
                    out.push(stmt);
                }
                Cmd::Assign { targets, values, attrs, span } => {
                    let values: Vec<Expr> = values
                        .into_iter()
                        .map(|e| rename(e, &vars.index, &cur, &mut |x, k| vname(x, k, &mut names, &mut vnames)))
                        .collect();
                    for (&t, v) in targets.iter().zip(values) {
                        nextw[t] += 1;
                        cur[t] = nextw[t];
                        let lhs = var(&vname(t, cur[t], &mut names, &mut vnames));
                        out.push(Stmt::Assume(AssumeCmd { attrs: attrs.clone(), expr: eq(lhs, v), span }));
                    }
                }
                Cmd::Havoc { targets, span } => {
                    let before: Vec<u32> = targets.iter().map(|&t| cur[t]).collect();
                    for &t in &targets {
                        nextw[t] += 1;
                        cur[t] = nextw[t];
                    }
                    // An `{:assumption}` variable only grows stronger: `a#new ==> a#old`.
                    for (&t, &b) in targets.iter().zip(&before) {
                        if crate::origin::has_attr(&vars.decls[t].attrs, crate::desugar_specs::ASSUMPTION) {
                            let new = var(&vname(t, cur[t], &mut names, &mut vnames));
                            let old = var(&vname(t, b, &mut names, &mut vnames));
                            out.push(Stmt::Assume(AssumeCmd { attrs: Vec::new(), expr: implies(new, old), span }));
                        }
                    }
                    for &t in &targets {
                        let w = vars.decls[t].where_clause.as_ref().or_else(|| formal_where.get(&vars.names[t]));
                        if let Some(w) = w {
                            let e = rename(w.clone(), &vars.index, &cur, &mut |x, k| vname(x, k, &mut names, &mut vnames));
                            out.push(Stmt::Assume(AssumeCmd { attrs: Vec::new(), expr: e, span }));
                        }
                    }
                }
            }
        }
        // Only the labels of `blocks` are read from here on: the transfer moves.
        let transfer = std::mem::replace(&mut block.transfer, Transfer::Return(boogie_ast::ReturnCmd { attrs: Vec::new(), span: Span::NONE }));
        out_blocks.push(Block { label: block.label.clone(), cmds: out, transfer });
    }
    // Copies on edges.
    // (target block, copies (variable, to, from)) -> the shared copy block.
    type CopyKey = (usize, Vec<(usize, u32, u32)>);
    let mut fused: HashMap<CopyKey, Name> = HashMap::default();
    let mut extra: Vec<Block> = Vec::new();
    let mut total_copies = 0u64;
    for m in 0..n {
        let single = succs[m].len() == 1;
        let mut new_labels: Vec<Ident> = Vec::new();
        let mut changed = false;
        for &t in &succs[m] {
            let needed: Vec<(usize, u32, u32)> =
                (0..nv).filter(|&x| write[at(m, x)] != read[at(t, x)]).map(|x| (x, read[at(t, x)], write[at(m, x)])).collect();
            if needed.is_empty() {
                new_labels.push(ident(blocks[t].label.name.clone()));
                continue;
            }
            let mk = |x: usize, to: u32, from: u32, names: &mut NameGen, vnames: &mut Vec<Vec<Name>>| {
                let lhs = var(&vname(x, to, names, vnames));
                let rhs = var(&vname(x, from, names, vnames));
                Stmt::Assume(AssumeCmd { attrs: vec![flag_attr(origin::COPY)], expr: eq(lhs, rhs), span: Span::NONE })
            };
            if single {
                for &(x, to, from) in &needed {
                    out_blocks[m].cmds.push(mk(x, to, from, &mut names, &mut vnames));
                    copies_per_var[x] += 1;
                    total_copies += 1;
                }
                new_labels.push(ident(blocks[t].label.name.clone()));
            } else {
                changed = true;
                let key = (t, needed);
                let label = match fused.get(&key) {
                    Some(l) => l.clone(),
                    None => {
                        let l = names.exact_or_fresh(&format!("{}#copy", blocks[t].label.name));
                        let cmds: Vec<Stmt> = key.1.iter().map(|&(x, to, from)| mk(x, to, from, &mut names, &mut vnames)).collect();
                        for &(x, _, _) in &key.1 {
                            copies_per_var[x] += 1;
                            total_copies += 1;
                        }
                        extra.push(Block {
                            label: ident(l.clone()),
                            cmds,
                            transfer: Transfer::Goto(GotoCmd {
                                attrs: Vec::new(),
                                labels: vec![ident(blocks[t].label.name.clone())],
                                span: Span::NONE,
                            }),
                        });
                        fused.insert(key, l.clone());
                        l
                    }
                };
                new_labels.push(ident(label));
            }
        }
        if changed {
            if let Transfer::Goto(g) = &mut out_blocks[m].transfer {
                g.labels = new_labels;
            }
        }
    }
    // Declarations of the versions.
    let mut new_locals = imp.body.locals.clone();
    let mut total_versions = 0u64;
    for x in 0..nv {
        // Versions created (version 0 is the entry value): the largest index any block reaches,
        // whether or not a later command reads it (unread versions are not declared).
        let count = match strategy {
            Strategy::Optimal => (0..n).map(|b| write[at(b, x)]).max().unwrap_or(0),
            Strategy::FlanaganSaxe => fs_next[x],
        };
        total_versions += count as u64;
        cx.add_stat(&iname, &format!("versions:{}", vars.names[x]), count as u64);
        cx.add_stat(&iname, &format!("copies:{}", vars.names[x]), copies_per_var[x]);
        for vn in vnames[x].iter().skip(1) {
            new_locals.push(Variable {
                attrs: Vec::new(),
                name: ident(vn.clone()),
                ty: vars.decls[x].ty.clone(),
                where_clause: None,
                span: Span::NONE,
            });
        }
    }
    cx.add_stat(&iname, "versions", total_versions);
    cx.add_stat(&iname, "copies", total_copies);
    tracing::debug!(implementation = %iname, blocks = n, versions = total_versions, copies = total_copies, ?strategy, "passified");
    // Copy blocks go right after the block they lead to precede, in a deterministic order.
    let mut result = Vec::with_capacity(out_blocks.len() + extra.len());
    let mut extra_by_target: BTreeMap<Name, Vec<Block>> = BTreeMap::new();
    for e in extra {
        let target = e.targets().first().map(|l| l.name.clone()).unwrap_or_default();
        extra_by_target.entry(target).or_default().push(e);
    }
    for b in out_blocks {
        if let Some(es) = extra_by_target.remove(&b.label.name) {
            result.extend(es);
        }
        result.push(b);
    }
    Ok((new_locals, join_blocks(result)))
}

fn rename(e: Expr, index: &HashMap<Name, usize>, cur: &[u32], vname: &mut dyn FnMut(usize, u32) -> Name) -> Expr {
    rename_owned(e, &mut |n: &Name| {
        let &x = index.get(n)?;
        if cur[x] == 0 {
            None
        } else {
            Some(var(&vname(x, cur[x])))
        }
    })
}
