//! The reachability and doomed-point formulas of one implementation, over the node graph
//! of [`crate::points`], in the translator's terms.
//!
//! Every definition is one-way (`name ⇒ formula`), so asserting all of them constrains
//! nothing until a query asserts a name, and a model that makes a name true shows a path
//! that satisfies its formula (strongest postcondition, thesis Proposition 12; the
//! one-way form is also what keeps quantified assumptions in one polarity).
//!
//! Per node `c` with inner commands `I_c` (conditions `e`; asserts count as assumptions):
//! - `V_c ⇒ OR_{edge a→c} (X_a ∧ e_edge)`: some execution reaches the start of `c`
//!   (`true` for the entry); `X_c ⇒ V_c ∧ I_c`: ... and its end.
//! - doomed points only (Hoenicke et al. §5–6, outcome predicates `N` and `W`):
//!   `F_c ⇒ I_c ∧ Y_c`, `Y_c ⇒ OR_{edge c→d} (e_edge ∧ F_d)`, `true` at an exit: some
//!   execution from `c` ends normally (every assert holding);
//!   `G_c ⇒ I_c ∧ H_c`, `H_c ⇒ OR_{edge c→d} D_edge` with `D ⇒ fail ∨ (e ∧ G_d)` for an
//!   assert (`fail ⇒ ¬e`) and `D ⇒ e ∧ G_d` otherwise: some execution from `c` fails an
//!   assertion (the asserts before it holding).
//! Queries: reachable `V_c`; ends normally `V_c ∧ F_c`; goes wrong `V_c ∧ G_c`.

use smt_backend::{Sort, TermId};
use vcgen::blocks::Graph;
use vcgen::translate::Translator;

use crate::points::{CmdRef, Points};

/// The names and definitions of one implementation.
pub struct Encoding {
    pub v: Vec<TermId>,
    pub f: Vec<TermId>,
    pub g: Vec<TermId>,
    /// Per edge (doomed only): `D_edge`, and `fail` for edges that cross an assert.
    pub d: Vec<Option<TermId>>,
    pub fail: Vec<Option<TermId>>,
    /// The definitions, to be asserted in the implementation's scope.
    pub definitions: Vec<TermId>,
    /// Commands whose expression has no translation (each stands for a fresh boolean).
    pub unsupported: Vec<String>,
}

type R<T> = Result<T, String>;

fn e(x: smt_backend::TermError) -> String {
    format!("{x:?}")
}

/// A fresh boolean constant.
fn fresh(tr: &mut Translator<'_, '_>, base: &str) -> R<TermId> {
    let name = tr.fresh_name(base);
    tr.store.declare_const(&name, Sort::Bool).map_err(e)
}

/// Builds the formulas; `doomed` adds the `F`, `G` families.
pub fn build(tr: &mut Translator<'_, '_>, g: &Graph<'_>, p: &Points, doomed: bool) -> R<Encoding> {
    let mut unsupported = Vec::new();
    pools(tr, g);
    // The condition of every command (asserts and assumes alike).
    let mut cond: Vec<Vec<TermId>> = Vec::with_capacity(g.blocks.len());
    for b in &g.blocks {
        let mut row = Vec::with_capacity(b.cmds.len());
        for c in &b.cmds {
            let t = match tr.assumption(c.expr) {
                Ok(t) => t,
                Err(u) => {
                    unsupported.push(u.0);
                    tr.fresh_bool("reach!unsupported")
                }
            };
            row.push(t);
        }
        cond.push(row);
    }
    let c_of = |r: CmdRef| cond[r.block][r.cmd];
    let n = p.len();
    let mut defs = Vec::new();
    let mut v = Vec::with_capacity(n);
    let mut x = Vec::with_capacity(n);
    for c in 0..n {
        v.push(fresh(tr, &format!("reach!V{c}"))?);
        x.push(fresh(tr, &format!("reach!X{c}"))?);
    }
    let edge_cond = |tr: &mut Translator<'_, '_>, k: usize| -> TermId {
        match p.edges[k].cmd {
            Some(r) => c_of(r),
            None => tr.store.tt(),
        }
    };
    for c in 0..n {
        let mut inner: Vec<TermId> = p.classes[c].inner.iter().map(|r| c_of(*r)).collect();
        inner.push(v[c]);
        let body = tr.store.and(&inner).map_err(e)?;
        defs.push(tr.store.implies(x[c], body).map_err(e)?);
        if p.inc[c].is_empty() {
            continue;
        }
        let mut ins = Vec::with_capacity(p.inc[c].len());
        for &k in &p.inc[c] {
            let ec = edge_cond(tr, k);
            ins.push(tr.store.and(&[x[p.edges[k].from], ec]).map_err(e)?);
        }
        let body = tr.store.or(&ins).map_err(e)?;
        defs.push(tr.store.implies(v[c], body).map_err(e)?);
    }
    let mut enc = Encoding {
        v,
        f: Vec::new(),
        g: Vec::new(),
        d: vec![None; p.edges.len()],
        fail: vec![None; p.edges.len()],
        definitions: defs,
        unsupported,
    };
    if doomed {
        build_doomed(tr, g, p, &cond, &mut enc)?;
    }
    Ok(enc)
}

/// The `F`/`Y` and `G`/`H`/`D`/`fail` families.
fn build_doomed(
    tr: &mut Translator<'_, '_>,
    g: &Graph<'_>,
    p: &Points,
    cond: &[Vec<TermId>],
    enc: &mut Encoding,
) -> R<()> {
    let n = p.len();
    let c_of = |r: CmdRef| cond[r.block][r.cmd];
    let (mut f, mut y, mut gg, mut h) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for c in 0..n {
        f.push(fresh(tr, &format!("reach!F{c}"))?);
        y.push(fresh(tr, &format!("reach!Y{c}"))?);
        gg.push(fresh(tr, &format!("reach!G{c}"))?);
        h.push(fresh(tr, &format!("reach!H{c}"))?);
    }
    for (k, edge) in p.edges.iter().enumerate() {
        enc.d[k] = Some(fresh(tr, &format!("reach!D{k}"))?);
        if let Some(r) = edge.cmd {
            if g.blocks[r.block].cmds[r.cmd].assert {
                enc.fail[k] = Some(fresh(tr, &format!("reach!fail{k}"))?);
            }
        }
    }
    let defs = &mut enc.definitions;
    for c in 0..n {
        let inner: Vec<TermId> = p.classes[c].inner.iter().map(|r| c_of(*r)).collect();
        let mut fi = inner.clone();
        fi.push(y[c]);
        let body = tr.store.and(&fi).map_err(e)?;
        defs.push(tr.store.implies(f[c], body).map_err(e)?);
        let mut gi = inner;
        gi.push(h[c]);
        let body = tr.store.and(&gi).map_err(e)?;
        defs.push(tr.store.implies(gg[c], body).map_err(e)?);
        let mut ends = Vec::new();
        let mut wrongs = Vec::new();
        for &k in &p.out[c] {
            let edge = &p.edges[k];
            let ec = match edge.cmd {
                Some(r) => c_of(r),
                None => tr.store.tt(),
            };
            ends.push(tr.store.and(&[ec, f[edge.to]]).map_err(e)?);
            let go_on = tr.store.and(&[ec, gg[edge.to]]).map_err(e)?;
            let dk = enc.d[k].ok_or("edge without D")?;
            let body = match enc.fail[k] {
                Some(fl) => {
                    let not_e = tr.store.not(ec).map_err(e)?;
                    defs.push(tr.store.implies(fl, not_e).map_err(e)?);
                    tr.store.or(&[fl, go_on]).map_err(e)?
                }
                None => go_on,
            };
            defs.push(tr.store.implies(dk, body).map_err(e)?);
            wrongs.push(dk);
        }
        if !p.classes[c].exit {
            let body = tr.store.or(&ends).map_err(e)?;
            defs.push(tr.store.implies(y[c], body).map_err(e)?);
        }
        let body = tr.store.or(&wrongs).map_err(e)?;
        defs.push(tr.store.implies(h[c], body).map_err(e)?);
    }
    enc.f = f;
    enc.g = gg;
    Ok(())
}

/// Instantiation pools of the implementation (`{:add_to_pool "name", t}`), as `vc::build`
/// gathers them.
fn pools(tr: &mut Translator<'_, '_>, g: &Graph<'_>) {
    tr.pools.clear();
    for c in g.blocks.iter().flat_map(|b| &b.cmds) {
        for (pool, t) in boogie_ast::origin::pool_entries(c.attrs) {
            let Some(pool) = pool else { continue };
            if let Ok(t) = tr.expr(&t) {
                tr.pools.entry(pool.to_string()).or_default().push(t);
            }
        }
    }
}
