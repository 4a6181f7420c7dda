//! Instantiation hints: the types at which an assumed type quantifier is instantiated.
//!
//! The quantifier's body mentions polymorphic things at its type variables: functions
//! (`Set#Card<T>`), polymorphic maps (`H[o, f]` with `f: Field T`), constructor types
//! (`s: Seq T`). Each such *pattern* is matched against the instances the program uses
//! (recorded by the rewrite); a match binds some of the quantifier's variables, and the
//! bindings of each variable are its hints. The instances are the product of the hint sets
//! (as Boogie's monomorphizer does it). A variable that no pattern mentions (`forall<T>
//! x, y: T :: x == y`) ranges over every ground type of the program.
//!
//! Before → after, for `axiom (forall<T> s: Set T :: Set#Card(s) >= 0)` in a program that
//! uses `Set#Card` at `int` only: one instance, `T := int`.

use indexmap::IndexSet;

use boogie_ast::gen::visit::{walk_expr, walk_variable, Visitor};
use boogie_ast::{Expr, ExprKind, QuantExpr, Variable};
use boogie_tc::{FuncDecl, FuncId, TcInfo, TvId, Ty, VarId};

use crate::types::{self, is_ground, is_poly_map, match_ty, norm};
use crate::walk::{Cx, Mono, MAX_COMBOS, R};

/// Something the quantifier mentions at its type variables.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Pat {
    /// A polymorphic function at these type arguments.
    Func(FuncId, Vec<Ty>),
    /// A polymorphic map type accessed at these type arguments.
    Map(Ty, Vec<Ty>),
    /// A type (a constructor type with arguments, or a map type).
    Type(Ty),
}

/// The instances of the type quantifier `e` (variables `tvars`) at `cx` (module doc), at
/// most [`MAX_COMBOS`] of them.
pub(crate) fn combos(m: &mut Mono<'_, '_>, e: &Expr, q: &QuantExpr, tvars: &[TvId], cx: &Cx) -> R<Vec<Vec<Ty>>> {
    let mut c = Collect { info: m.info, subst: &cx.subst, pats: IndexSet::new() };
    for v in &q.vars {
        c.visit_variable(v);
    }
    for t in &q.triggers {
        for x in &t.exprs {
            c.visit_expr(x);
        }
    }
    c.visit_expr(&q.body);
    let pats = c.pats;
    let mut hints: Vec<IndexSet<Ty>> = vec![IndexSet::new(); tvars.len()];
    let mut mentioned = vec![false; tvars.len()];
    for p in &pats {
        let free = pattern_vars(p);
        let ours: Vec<usize> = tvars.iter().enumerate().filter(|(_, v)| free.contains(v)).map(|(i, _)| i).collect();
        if ours.is_empty() {
            continue;
        }
        for &i in &ours {
            mentioned[i] = true;
        }
        for b in bindings(m, p, &free) {
            for &i in &ours {
                let pos = free.iter().position(|v| *v == tvars[i]);
                if let Some(Some(t)) = pos.map(|k| &b[k]) {
                    if is_ground(t) {
                        hints[i].insert(t.clone());
                    }
                }
            }
        }
    }
    for (i, h) in hints.iter_mut().enumerate() {
        if !mentioned[i] {
            *h = m.universe.iter().cloned().collect();
        }
    }
    let total: usize = hints.iter().map(IndexSet::len).product();
    if total > MAX_COMBOS {
        m.notes.insert(format!(
            "a type quantifier at line {} has {total} instances; the first {MAX_COMBOS} are assumed",
            e.span.line()
        ));
    }
    let mut out = Vec::new();
    product(&hints, &mut Vec::new(), &mut out);
    Ok(out)
}

fn product(hints: &[IndexSet<Ty>], acc: &mut Vec<Ty>, out: &mut Vec<Vec<Ty>>) {
    if out.len() >= MAX_COMBOS {
        return;
    }
    let Some((first, rest)) = hints.split_first() else {
        out.push(acc.clone());
        return;
    };
    for t in first {
        acc.push(t.clone());
        product(rest, acc, out);
        acc.pop();
    }
}

/// The free type variables of a pattern (canonical map parameters excluded).
fn pattern_vars(p: &Pat) -> Vec<TvId> {
    let mut found = Vec::new();
    let mut add = |t: &Ty| {
        let mut vs = Vec::new();
        t.collect_vars(&mut vs);
        for (v, _) in vs {
            if !is_ground(&Ty::Var { id: v, name: "".into() }) && !found.contains(&v) {
                found.push(v);
            }
        }
    };
    match p {
        Pat::Func(_, ts) => ts.iter().for_each(&mut add),
        Pat::Map(mt, ts) => {
            add(mt);
            ts.iter().for_each(&mut add);
        }
        Pat::Type(t) => add(t),
    }
    found
}

/// The bindings of `vars` under which pattern `p` matches a recorded instance.
fn bindings(m: &Mono<'_, '_>, p: &Pat, vars: &[TvId]) -> Vec<Vec<Option<Ty>>> {
    let mut out = Vec::new();
    let fresh = || vec![None; vars.len()];
    match p {
        Pat::Func(f, pat) => {
            for targs in m.funcs.get(f).into_iter().flat_map(|i| i.keys()) {
                let mut b = fresh();
                if pat.len() == targs.len() && pat.iter().zip(targs).all(|(x, y)| match_ty(x, y, vars, &mut b)) {
                    out.push(b);
                }
            }
        }
        Pat::Map(mt, pat) => {
            for (gt, pm) in &m.poly_maps {
                let mut b0 = fresh();
                if !match_ty(mt, gt, vars, &mut b0) {
                    continue;
                }
                for targs in pm.fields.keys() {
                    let mut b = b0.clone();
                    if pat.len() == targs.len() && pat.iter().zip(targs).all(|(x, y)| match_ty(x, y, vars, &mut b)) {
                        out.push(b);
                    }
                }
            }
        }
        Pat::Type(t @ Ty::Ctor { id, args, .. }) => {
            let _ = t;
            for gargs in m.ctor_types.get(id).into_iter().flatten() {
                let mut b = fresh();
                if args.len() == gargs.len() && args.iter().zip(gargs).all(|(x, y)| match_ty(x, y, vars, &mut b)) {
                    out.push(b);
                }
            }
        }
        Pat::Type(t) => {
            for g in &m.universe {
                let mut b = fresh();
                if match_ty(t, g, vars, &mut b) {
                    out.push(b);
                }
            }
        }
    }
    out
}

/// The walk that collects the patterns of a quantifier.
struct Collect<'a, 'i, 'p> {
    info: &'i TcInfo<'p>,
    subst: &'a [(TvId, Ty)],
    pats: IndexSet<Pat>,
}

impl Collect<'_, '_, '_> {
    fn add_type(&mut self, t: &Ty) {
        let g = norm(t, self.subst);
        if is_ground(&g) {
            return;
        }
        let mut subs = Vec::new();
        types::ctor_subterms(&g, &mut subs);
        for s in subs {
            if !is_ground(s) {
                self.pats.insert(Pat::Type(s.clone()));
            }
        }
        add_maps(&g, &mut self.pats);
    }
}

/// The non-ground map types in `t` (outermost first).
fn add_maps(t: &Ty, pats: &mut IndexSet<Pat>) {
    match t {
        Ty::Map(m) => {
            if !is_ground(t) {
                pats.insert(Pat::Type(t.clone()));
            }
            for a in m.args.iter().chain(std::iter::once(&m.result)) {
                add_maps(a, pats);
            }
        }
        Ty::Ctor { args, .. } => args.iter().for_each(|a| add_maps(a, pats)),
        _ => {}
    }
}

impl Visitor for Collect<'_, '_, '_> {
    fn visit_variable(&mut self, v: &Variable) {
        if let Some(id) = self.info.var_of_decl(v) {
            let t = self.info.var(id).ty.clone();
            self.add_type(&t);
        }
        walk_variable(self, v);
    }

    fn visit_expr(&mut self, e: &Expr) {
        if let Some(t) = self.info.type_of(e) {
            self.add_type(&t.clone());
        }
        match &e.kind {
            ExprKind::FunCall(_) => {
                if let (Some(f), Some(targs)) = (self.info.resolve_func(e), self.info.type_args(e)) {
                    let fi = self.info.func(f);
                    if !fi.tparams.is_empty() && matches!(fi.decl, FuncDecl::Function(_)) {
                        let ts: Vec<Ty> = targs.iter().map(|t| norm(t, self.subst)).collect();
                        if !ts.iter().all(is_ground) {
                            self.pats.insert(Pat::Func(f, ts));
                        }
                    }
                }
            }
            ExprKind::Select(s) => self.map_access(e, &s.map),
            ExprKind::Store(s) => self.map_access(e, &s.map),
            _ => {}
        }
        walk_expr(self, e);
    }
}

impl Collect<'_, '_, '_> {
    fn map_access(&mut self, e: &Expr, map: &Expr) {
        let (Some(mt), Some(targs)) = (self.info.type_of(map), self.info.type_args(e)) else { return };
        let mt = norm(mt, self.subst);
        if !is_poly_map(&mt) {
            return;
        }
        let ts: Vec<Ty> = targs.iter().map(|t| norm(t, self.subst)).collect();
        if !is_ground(&mt) || !ts.iter().all(is_ground) {
            self.pats.insert(Pat::Map(mt, ts));
        }
    }
}

/// The variables free in a lambda (or quantifier) `q`: used but not bound inside it, in
/// order of first use.
pub(crate) fn free_vars(info: &TcInfo<'_>, q: &QuantExpr) -> Vec<VarId> {
    struct Free<'i, 'p> {
        info: &'i TcInfo<'p>,
        bound: Vec<VarId>,
        used: IndexSet<VarId>,
    }
    impl Visitor for Free<'_, '_> {
        fn visit_variable(&mut self, v: &Variable) {
            if let Some(id) = self.info.var_of_decl(v) {
                self.bound.push(id);
            }
            walk_variable(self, v);
        }
        fn visit_expr(&mut self, e: &Expr) {
            match &e.kind {
                ExprKind::Var { .. } => {
                    if let Some(id) = self.info.resolve_var(e) {
                        self.used.insert(id);
                    }
                }
                ExprKind::Let(l) => {
                    for v in &l.vars {
                        if let Some(id) = self.info.var_of_let(v) {
                            self.bound.push(id);
                        }
                    }
                }
                _ => {}
            }
            walk_expr(self, e);
        }
    }
    let mut f = Free { info, bound: Vec::new(), used: IndexSet::new() };
    for v in &q.vars {
        f.visit_variable(v);
    }
    f.visit_expr(&q.body);
    let Free { bound, used, .. } = f;
    used.into_iter().filter(|v| !bound.contains(v)).collect()
}
