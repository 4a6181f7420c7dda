//! Verification conditions of a passive implementation, linear in its size.
//!
//! Every assert `k` gets a *tested condition* `c_k` and a *reported* flag `r_k`: asserting
//! `r_k` turns the check into an assumption, which is how further errors are asked for after
//! one was reported (boogie-output.md §2.4). Names carry the check's kind and source
//! position, and blocks' constants carry their label and token, so the SMT-LIB text
//! describes itself.
//!
//! - **WP** (Barnett–Leino block equations, one way): `wp(B.cmds, AND ok_S) ==> ok_B` with
//!   `wp(assume e, Q) = e ==> Q` and `wp(assert k, Q) = (c_k || r_k) && (e ==> Q)`;
//!   the query is `not ok_entry`. As in Boogie, the condition stands in the formula where
//!   it is checked: `c_k` is `e` itself, named `c_k` where it is printed: by `let` inside
//!   the block's command when `verify` talks to the solver (no `define-fun` may be in scope
//!   at `check-sat`: z3 4.8.12 then does up to 2.2 times the work, docs/BENCHMARKS.md,
//!   History, 7f62ce9; `get-value` prints `e` itself); `rboogie vcgen`'s script also defines `c_k` by
//!   name after `check-sat`, and `rboogie prove` asks for the value of that text. For a quantified `e`, `c_k` is `e` with its
//!   leading universal quantifiers (those in positive positions) replaced by fresh
//!   constants, which is how the solver would skolemize it there anyway; the model then
//!   gives `c_k` a value. A condition that stays quantified after that (an alternation,
//!   a quantifier under a negation), and one over bit-vectors (which z3 bit-blasts only
//!   once they are relevant, sometimes value by value), fall back to the SP naming below.
//!   Definitions asserted at the top level, `(= c_k e)`, made z3 consider every check's
//!   negation from the start: on the havoc0 drivers that cost it up to ten times the work
//!   (docs/BENCHMARKS.md).
//! - **SP** naming: `c_k` is a declared constant defined at the top level by `(= c_k e)`; for
//!   a quantified `e`, `e ==> c_k`, which keeps the quantifier in one polarity and still
//!   makes a false `c_k` mean a false `e`.
//! - **SP** (thesis 5.18–5.20): `pre_B ==> OR post_P` over predecessors, post = pre and every
//!   command's condition; the query is `OR_k (pre_k && !c_k && !r_k)` where `pre_k` is the
//!   state before assert k. Assumptions are named `a_j` too (the walk back needs them), and
//!   long blocks are cut by fresh `sp` constants so the printed text stays linear.

use smt_backend::{Sort, TermId};

use crate::blocks::Graph;
use crate::labels::{self, BlockInfo, CheckInfo};
use crate::translate::Translator;

/// `--vc wp|sp`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum VcKind {
    #[default]
    Wp,
    Sp,
}

impl VcKind {
    pub fn from_name(s: &str) -> Option<VcKind> {
        match s {
            "wp" => Some(VcKind::Wp),
            "sp" => Some(VcKind::Sp),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            VcKind::Wp => "wp",
            VcKind::Sp => "sp",
        }
    }
}

/// How VCs are made and printed, wherever one is made (`verify`, `vcgen`, `rboogie pass`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VcOptions {
    /// `--vc wp|sp`.
    pub kind: VcKind,
    /// `--unshare K`: the SMT-LIB printer names a sub-term shared by several parents and
    /// larger than K nodes ([`smt_backend::PrintOptions::share_cutoff`]).
    pub share_cutoff: u64,
}

impl Default for VcOptions {
    fn default() -> VcOptions {
        VcOptions { kind: VcKind::Wp, share_cutoff: smt_backend::PrintOptions::default().share_cutoff }
    }
}

impl VcOptions {
    /// The printer's options: `let` sharing (see [`smt_backend::PrintOptions::let_sharing`])
    /// with this cut-off.
    pub fn print_options(&self) -> smt_backend::PrintOptions {
        smt_backend::PrintOptions { share_cutoff: self.share_cutoff, ..smt_backend::PrintOptions::with_lets() }
    }
}

/// The constants of one check.
#[derive(Clone, Debug)]
pub struct Check {
    pub block: usize,
    /// Index of the command in its block.
    pub cmd: usize,
    /// The tested condition `c_k` (what the model is asked for).
    pub cond: TermId,
    /// What is assumed after the check (subsumption): the condition `e` itself, or `c_k`
    /// when that is a constant defined by `(= c_k e)`.
    pub expr: TermId,
    pub reported: TermId,
    pub info: CheckInfo,
}

/// A VC ready to print: definitions and the query, plus what the counterexample walk reads.
pub struct Vc {
    pub kind: VcKind,
    /// Assertions defining the named constants, then the query (last).
    pub assertions: Vec<TermId>,
    /// `ok_B` (WP) or `pre_B` (SP) per block.
    pub block_vars: Vec<TermId>,
    pub checks: Vec<Check>,
    /// SP: per block, per command, the named condition (assumes and asserts).
    pub cmd_conds: Vec<Vec<Option<TermId>>>,
    /// Commands whose expression had no translation (replaced by a fresh boolean).
    pub unsupported: Vec<String>,
    /// Tested conditions that stand in the formula, with the name each is printed under
    /// ([`smt_backend::Printer::name_term`]); register them before printing `assertions`.
    pub names: Vec<(TermId, String)>,
}


/// Whether a sub-term of `t` (or `t` itself) satisfies `p`.
fn any_subterm(store: &smt_backend::TermStore, t: TermId, p: impl Fn(TermId) -> bool) -> bool {
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        if !seen.insert(t) {
            continue;
        }
        if p(t) {
            return true;
        }
        store.for_each_child(t, |c| stack.push(c));
    }
    false
}

/// Whether a term contains a quantifier.
fn has_quantifier(store: &smt_backend::TermStore, t: TermId) -> bool {
    any_subterm(store, t, |n| matches!(store.node(n), smt_backend::Node::Quant { .. }))
}

/// The tested form of check `k`'s quantified condition `t`, which occurs positively in the
/// VC where it is checked: universal quantifiers reached through `and`, `or` and the
/// conclusion of `=>` are replaced by fresh constants (`sk!k!x`). `None` when that cannot be
/// built; the result may still contain quantifiers (the caller checks).
fn skolemized(tr: &mut Translator<'_, '_>, t: TermId, k: usize, depth: u32) -> Option<TermId> {
    use smt_backend::{Node, Op, Quantifier};
    if depth > 64 || !has_quantifier(&tr.store, t) {
        return Some(t);
    }
    match tr.store.node(t).clone() {
        Node::Quant { kind: Quantifier::Forall, vars, body, .. } => {
            let mut map = std::collections::HashMap::new();
            for v in vars.iter() {
                let Node::Var(name, sort) = tr.store.node(*v).clone() else { return None };
                let cname = tr.fresh_name(&format!("sk!{k}!{name}"));
                map.insert(*v, tr.store.declare_const(&cname, sort).ok()?);
            }
            let inst = tr.store.substitute(body, &map).ok()?;
            skolemized(tr, inst, k, depth + 1)
        }
        Node::Op(op @ (Op::And | Op::Or), args) => {
            let args: Vec<TermId> =
                args.iter().map(|a| skolemized(tr, *a, k, depth + 1)).collect::<Option<_>>()?;
            tr.store.app_op(op, &args).ok()
        }
        Node::Op(Op::Implies, args) if args.len() == 2 => {
            let concl = skolemized(tr, args[1], k, depth + 1)?;
            tr.store.implies(args[0], concl).ok()
        }
        _ => Some(t),
    }
}

/// Whether a term has a bit-vector sub-term.
fn has_bitvector(store: &smt_backend::TermStore, t: TermId) -> bool {
    any_subterm(store, t, |n| matches!(store.sort(n), Sort::BitVec(_)))
}

/// The `{:msg "..."}` text of an assert.
fn msg_of(attrs: &[boogie_ast::Attribute]) -> Option<String> {
    attrs.iter().find(|a| a.key == "msg").and_then(|a| a.args.first_string()).map(|s| s.to_string())
}

pub use boogie_ast::origin::subsumes;

/// Builds the VC of `g`. The implementation's variables must already be declared.
pub fn build(tr: &mut Translator<'_, '_>, g: &Graph<'_>, kind: VcKind) -> Result<Vc, String> {
    collect_pools(tr, g);
    let mut vc = Vc { kind, assertions: Vec::new(), block_vars: Vec::new(), checks: Vec::new(), cmd_conds: Vec::new(), unsupported: Vec::new(), names: Vec::new() };
    for bi in 0..g.blocks.len() {
        name_conditions(tr, g, bi, &mut vc).map_err(e)?;
    }
    match kind {
        VcKind::Wp => wp_equations(tr, g, &mut vc).map_err(e)?,
        VcKind::Sp => sp_query(tr, g, &mut vc).map_err(e)?,
    }
    Ok(vc)
}

fn e(x: smt_backend::TermError) -> String {
    format!("{x:?}")
}

/// Instantiation pools: the terms of the commands' `{:add_to_pool "name", t}`.
fn collect_pools(tr: &mut Translator<'_, '_>, g: &Graph<'_>) {
    tr.pools.clear();
    for c in g.blocks.iter().flat_map(|b| &b.cmds) {
        for (pool, t) in boogie_ast::origin::pool_entries(c.attrs) {
            let Some(pool) = pool else { continue };
            // A term that cannot be translated only makes fewer instances.
            if let Ok(t) = tr.expr(&t) {
                tr.pools.entry(pool.to_string()).or_default().push(t);
            }
        }
    }
}

/// Block `bi`'s constant (`ok` for WP, `pre` for SP) and the named conditions of its asserts
/// (and, for SP, of its assumes), added to `vc`.
fn name_conditions(tr: &mut Translator<'_, '_>, g: &Graph<'_>, bi: usize, vc: &mut Vc) -> Result<(), smt_backend::TermError> {
    let b = &g.blocks[bi];
    let kind = vc.kind;
    let prefix = if kind == VcKind::Wp { "ok" } else { "pre" };
    let binfo = BlockInfo {
        index: bi,
        label: b.label.clone(),
        block_at: b.block_at.clone(),
        return_at: b.return_at.clone(),
        succs: b.succs.clone(),
        empty: g.empty[bi],
        renamed: g.renamed.get(&bi).cloned(),
    };
    let name = tr.fresh_name(&labels::block_name(prefix, &binfo));
    vc.block_vars.push(tr.store.declare_const(&name, Sort::Bool)?);
    let mut conds = Vec::with_capacity(b.cmds.len());
    for (ci, c) in b.cmds.iter().enumerate() {
        let t = match if c.assert { tr.goal(c.expr) } else { tr.assumption(c.expr) } {
            Ok(t) => t,
            Err(u) => {
                vc.unsupported.push(u.0);
                tr.fresh_bool("unsupported")
            }
        };
        if c.assert {
            // `{:verified_under V}`: the check is `V || e` (proved where V does not hold);
            // `e` is still what is assumed after it. A V that cannot be translated leaves
            // the plain check, which asks more, never less.
            let under = verified_under(c.attrs).and_then(|v| tr.goal(v).ok());
            conds.push(Some(check(tr, c, t, under, bi, ci, vc)?));
        } else if kind == VcKind::Sp {
            // Assumptions occur only positively in the SP query, so `a => e` is enough for
            // a quantified one (and keeps the quantifier in one polarity); the walk reads `a`.
            let aname = tr.fresh_name(&format!("assume!{}", b.label));
            let av = tr.store.declare_const(&aname, Sort::Bool)?;
            let def = if has_quantifier(&tr.store, t) { tr.store.implies(av, t)? } else { tr.store.eq(av, t)? };
            vc.assertions.push(def);
            conds.push(Some(av));
        } else {
            conds.push(Some(t));
        }
    }
    vc.cmd_conds.push(conds);
    Ok(())
}

/// The check of assert `c` (command `ci` of block `bi`, condition `t`), added to `vc`; its
/// named condition.
fn check(
    tr: &mut Translator<'_, '_>,
    c: &crate::blocks::Cmd<'_>,
    e: TermId,
    under: Option<TermId>,
    bi: usize,
    ci: usize,
    vc: &mut Vc,
) -> Result<TermId, smt_backend::TermError> {
    let t = match under {
        Some(v) => tr.store.or(&[v, e])?,
        None => e,
    };
    let info = CheckInfo {
        kind: c.origin.as_ref().map(|o| o.kind).unwrap_or(boogie_ast::origin::OriginKind::Assertion),
        pos: c.origin.as_ref().and_then(|o| o.pos.clone()),
        related: c.origin.as_ref().and_then(|o| o.related.clone()),
        msg: msg_of(c.attrs),
        subsumes: subsumes(c.attrs),
        block: bi,
    };
    let k = vc.checks.len();
    let cname = tr.fresh_name(&labels::check_name(k, &info));
    let quantified = has_quantifier(&tr.store, t);
    let tested = match vc.kind {
        // Bit-vector conditions keep the top-level definition: z3 bit-blasts a bit-vector
        // atom when it becomes relevant, and one that first becomes relevant deep in the
        // search can cost it one conflict per value (bitvectors/bv6: 65 536 conflicts, 2 s,
        // against 79 when defined).
        VcKind::Wp if has_bitvector(&tr.store, t) => None,
        VcKind::Wp if quantified => skolemized(tr, t, k, 0).filter(|c| !has_quantifier(&tr.store, *c)),
        VcKind::Wp => Some(t),
        VcKind::Sp => None,
    };
    let (cv, expr) = match tested {
        Some(cond) => {
            vc.names.push((cond, cname));
            (cond, e)
        }
        None => {
            // A quantified condition is named one way only, `e ==> c_k`: that keeps the
            // quantifier in the polarity it has where the check is tested (`(= c (forall
            // ...))` makes the solver handle it in both polarities, much slower), and `c_k`
            // false still forces `e` false, so the model's value of `c_k` is enough for the
            // walk (solvers refuse get-value on quantified terms). Where the check is
            // assumed afterwards (subsumption), `e` itself is used.
            let cv = tr.store.declare_const(&cname, Sort::Bool)?;
            let def = if quantified { tr.store.implies(t, cv) } else { tr.store.eq(cv, t) };
            vc.assertions.push(def?);
            (cv, if quantified || under.is_some() { e } else { cv })
        }
    };
    let rname = tr.fresh_name(&format!("reported!{k}"));
    let rv = tr.store.declare_const(&rname, Sort::Bool)?;
    vc.checks.push(Check { block: bi, cmd: ci, cond: cv, expr, reported: rv, info });
    Ok(cv)
}

/// The expression of the first `{:verified_under V}` attribute.
fn verified_under(attrs: &[boogie_ast::Attribute]) -> Option<&boogie_ast::Expr> {
    attrs.iter().find(|a| a.key == "verified_under").and_then(|a| a.args.first_expr())
}

/// The check of command `ci` of block `bi`, by index (a search per assert would make the VC
/// quadratic in the number of asserts).
fn check_index(vc: &Vc) -> std::collections::HashMap<(usize, usize), usize> {
    vc.checks.iter().enumerate().map(|(k, c)| ((c.block, c.cmd), k)).collect()
}

/// WP: `wp(B) => ok_B` for every block, last first, and the query `not ok_entry`.
fn wp_equations(tr: &mut Translator<'_, '_>, g: &Graph<'_>, vc: &mut Vc) -> Result<(), smt_backend::TermError> {
    let index = check_index(vc);
    for bi in (0..g.blocks.len()).rev() {
        let b = &g.blocks[bi];
        let succ: Vec<TermId> = b.succs.iter().map(|s| vc.block_vars[*s]).collect();
        let mut q = tr.store.and(&succ)?;
        for ci in (0..b.cmds.len()).rev() {
            let Some(cond) = vc.cmd_conds[bi][ci] else { continue };
            if b.cmds[ci].assert {
                let Some(&k) = index.get(&(bi, ci)) else { continue };
                let held = tr.store.or(&[cond, vc.checks[k].reported])?;
                let assumed = vc.checks[k].expr;
                let rest = if subsumes(b.cmds[ci].attrs) { tr.store.implies(assumed, q)? } else { q };
                q = tr.store.and(&[held, rest])?;
            } else {
                q = tr.store.implies(cond, q)?;
            }
        }
        // `wp => ok` is enough: the query `not ok_entry` only needs ok to be false when its
        // wp is, and a one-way definition keeps quantified assumptions in one polarity.
        let def = tr.store.implies(q, vc.block_vars[bi])?;
        vc.assertions.push(def);
    }
    let query = tr.store.not(vc.block_vars[0])?;
    vc.assertions.push(query);
    Ok(())
}

/// SP: `pre_B => OR post_P` for every block, first first, and the query: some check fails
/// where its block's pre holds.
fn sp_query(tr: &mut Translator<'_, '_>, g: &Graph<'_>, vc: &mut Vc) -> Result<(), smt_backend::TermError> {
    let index = check_index(vc);
    let mut fails = Vec::new();
    let mut posts = vec![None; g.blocks.len()];
    for bi in 0..g.blocks.len() {
        let b = &g.blocks[bi];
        let pre_val = if bi == 0 {
            tr.store.tt()
        } else {
            let ps: Vec<TermId> = g.preds[bi].iter().filter_map(|p| posts[*p]).collect();
            tr.store.or(&ps)?
        };
        // `pre => OR post`: the query only needs pre to be true on a real path.
        let def = tr.store.implies(vc.block_vars[bi], pre_val)?;
        vc.assertions.push(def);
        let mut cur = vec![vc.block_vars[bi]];
        for ci in 0..b.cmds.len() {
            let Some(cond) = vc.cmd_conds[bi][ci] else { continue };
            let k = index.get(&(bi, ci)).copied();
            if let (true, Some(k)) = (b.cmds[ci].assert, k) {
                let nc = tr.store.not(cond)?;
                let nr = tr.store.not(vc.checks[k].reported)?;
                let mut parts = cur.clone();
                parts.push(nc);
                parts.push(nr);
                fails.push(tr.store.and(&parts)?);
            }
            if !b.cmds[ci].assert {
                cur.push(cond);
            } else if subsumes(b.cmds[ci].attrs) {
                cur.push(k.map(|k| vc.checks[k].expr).unwrap_or(cond));
            }
            if cur.len() > 8 {
                let name = tr.fresh_name(&format!("sp!{}", b.label));
                let v = tr.store.declare_const(&name, Sort::Bool)?;
                let conj = tr.store.and(&cur)?;
                vc.assertions.push(tr.store.implies(v, conj)?);
                cur = vec![v];
            }
        }
        posts[bi] = Some(tr.store.and(&cur)?);
    }
    let query = tr.store.or(&fails)?;
    vc.assertions.push(query);
    Ok(())
}
