//! Which instances of a polymorphic axiom to assert: relevance-based monomorphization.
//!
//! An assumed `axiom (forall<T> x: T :: P(x))` says `P` at every type. SMT-LIB has no type
//! quantifiers, so the axiom is asserted at some ground types only; any subset of its
//! instances is a weaker assumption, hence sound. The question is which instances are
//! useful. Instantiating at every combination of every ground type of the program (what
//! this crate did before) makes a Dafny prelude with a few dozen types and two-parameter
//! functions (`Map#Domain<U, V>`) into hundreds of instances per axiom: a 119 KB program
//! became an 11.8 MB query.
//!
//! Like Boogie's monomorphizer, we instantiate an axiom at the types at which the
//! polymorphic functions inside it are used:
//!
//! 1. [`Instances::collect`] walks the whole program and records every application of a
//!    polymorphic function at ground type arguments (`Map#Domain<int, bool>`), and every
//!    select from a polymorphic map at ground type arguments (where a polymorphic lambda
//!    of that map type gets its definition, [`Instances::map_selects`]).
//! 2. Every polymorphic scope — a `forall<T>`/`exists<T>`, or the body of a polymorphic
//!    function — lists the applications inside it whose type arguments mention its type
//!    variables (its *occurrences*, e.g. `Set#Union<T>`).
//! 3. Closure: a scope's bindings are found by matching its occurrences against the
//!    recorded instances ([`Instances::bindings`]); the occurrences at those bindings are new
//!    instances, which may bind other scopes. This is iterated to a fixpoint, bounded by
//!    [`MAX_ROUNDS`] rounds and [`MAX_INSTANCES`] instances (types can grow without end:
//!    `f<T>` calling `f<Seq T>`).
//!
//! When the translator meets an assumed `forall<T>`, it asks for the bindings of its type
//! variables. If the functions at a variable are used at no type, the axiom has no
//! instance: it could only speak of function instances the query never mentions. A
//! variable that no occurrence mentions (the axiom uses no polymorphic function at it,
//! e.g. `forall<T> x, y: T :: x == y`) ranges over every ground type met, as before; the
//! number of instances per axiom stays capped.
//!
//! Before → after, for `axiom (forall<T> s: Set T :: Set#Card(s) >= 0)` in a program that
//! uses `Set#Card` at `int` only, with ground types `int`, `bool`, `ref` declared:
//! three instances before (`T := int | bool | ref`), one after (`T := int`).

use std::collections::{HashMap, HashSet};

use boogie_ast::gen::visit::{walk_expr, walk_function_decl, Visitor};
use boogie_ast::{Expr, ExprKind, FunctionDecl, Program, QuantExpr, QuantKind};
use boogie_tc::{FuncId, TcInfo, TvId, Ty};

use crate::translate::is_ground;

/// Rounds of the closure at most.
pub const MAX_ROUNDS: usize = 8;
/// Recorded instances at most; the closure stops adding beyond it.
pub const MAX_INSTANCES: usize = 20_000;

/// An application of a polymorphic function inside a polymorphic scope: the function and
/// its type arguments, which mention the scope's type variables.
pub type Occurrence = (FuncId, Vec<Ty>);

/// The ground instances of polymorphic functions the program needs.
#[derive(Debug, Default)]
pub struct Instances {
    /// Per function, its instances in the order found.
    used: HashMap<FuncId, Vec<Vec<Ty>>>,
    seen: HashSet<(FuncId, Vec<Ty>)>,
    /// Selects of polymorphic maps at ground type arguments: (map type, type arguments),
    /// the instances at which a polymorphic lambda of that map type gets its definition.
    selects: Vec<(Ty, Vec<Ty>)>,
}

/// A polymorphic scope: its type variables, the occurrences inside it and, for the body of
/// a polymorphic function, the function itself (whose instances are its bindings).
struct Scope {
    tvs: Vec<TvId>,
    anchor: Option<FuncId>,
    occ: Vec<Occurrence>,
}

impl Instances {
    /// The instances of `program`, closed under its polymorphic scopes (module doc).
    pub fn collect(program: &Program, info: &TcInfo<'_>) -> Instances {
        let mut walk = Seed { info, inst: Instances::default(), scopes: Vec::new() };
        walk.visit_program(program);
        let Seed { mut inst, scopes, .. } = walk;
        for _ in 0..MAX_ROUNDS {
            let mut changed = false;
            for s in &scopes {
                let bindings: Vec<Vec<Ty>> = match s.anchor {
                    Some(f) => inst.used.get(&f).cloned().unwrap_or_default(),
                    None => inst.bindings(&s.tvs, &s.occ, &[], usize::MAX),
                };
                for b in bindings {
                    if b.len() != s.tvs.len() {
                        continue;
                    }
                    let sub: Vec<(TvId, Ty)> = s.tvs.iter().copied().zip(b).collect();
                    for (f, pat) in &s.occ {
                        let targs: Vec<Ty> = pat.iter().map(|t| normalize(&t.subst(&sub))).collect();
                        if targs.iter().all(is_ground) && inst.seen.len() < MAX_INSTANCES {
                            changed |= inst.add(*f, targs);
                        }
                    }
                }
            }
            if !changed {
                break;
            }
        }
        inst
    }

    /// Records an instance; whether it is new.
    pub fn add(&mut self, f: FuncId, targs: Vec<Ty>) -> bool {
        if !self.seen.insert((f, targs.clone())) {
            return false;
        }
        self.used.entry(f).or_default().push(targs);
        true
    }

    /// The selects of polymorphic maps the program makes at ground type arguments (map
    /// type and type arguments, normalized, in the order found, without repeats).
    pub fn map_selects(&self) -> &[(Ty, Vec<Ty>)] {
        &self.selects
    }

    /// How many instances are recorded.
    pub fn len(&self) -> usize {
        self.seen.len()
    }

    /// Whether none is.
    pub fn is_empty(&self) -> bool {
        self.seen.is_empty()
    }

    /// The type arguments (one per variable of `tvs`, ground) at which to instantiate a
    /// scope with occurrences `occ`: every match of an occurrence against a recorded
    /// instance binds some variables; the others range over the types the other matches
    /// bind them to. A variable that no match binds gives no binding at all if an
    /// occurrence mentions it (its functions are used at no type), and ranges over
    /// `universe` if none does. At most `cap` bindings, in the order found.
    pub fn bindings(&self, tvs: &[TvId], occ: &[Occurrence], universe: &[Ty], cap: usize) -> Vec<Vec<Ty>> {
        let n = tvs.len();
        let mut partials: Vec<Vec<Option<Ty>>> = Vec::new();
        let mut cands: Vec<Vec<Ty>> = vec![Vec::new(); n];
        for (f, pat) in occ {
            for inst in self.used.get(f).into_iter().flatten() {
                if inst.len() != pat.len() {
                    continue;
                }
                let mut b: Vec<Option<Ty>> = vec![None; n];
                if !pat.iter().zip(inst).all(|(p, g)| match_ty(p, g, tvs, &mut b)) || b.iter().all(Option::is_none) {
                    continue;
                }
                for (i, t) in b.iter().enumerate() {
                    if let Some(t) = t {
                        if !cands[i].contains(t) {
                            cands[i].push(t.clone());
                        }
                    }
                }
                if !partials.contains(&b) {
                    partials.push(b);
                }
            }
        }
        for (i, c) in cands.iter_mut().enumerate() {
            if c.is_empty() {
                if occ.iter().any(|(_, pat)| pat.iter().any(|t| t.mentions_var(tvs[i]))) {
                    // The functions at this variable are used at no type: no instance.
                    return Vec::new();
                }
                c.extend(universe.iter().cloned());
            }
        }
        if partials.is_empty() {
            partials.push(vec![None; n]);
        }
        let mut out: Vec<Vec<Ty>> = Vec::new();
        let mut seen: HashSet<Vec<Ty>> = HashSet::new();
        for p in partials {
            // Every completion of `p` by the candidates of its unbound variables.
            let mut combos: Vec<Vec<Ty>> = vec![Vec::new()];
            for (i, slot) in p.iter().enumerate() {
                let choices: &[Ty] = match slot {
                    Some(t) => std::slice::from_ref(t),
                    None => &cands[i],
                };
                let mut next = Vec::new();
                for c in &combos {
                    for t in choices {
                        let mut c2 = c.clone();
                        c2.push(t.clone());
                        next.push(c2);
                        if next.len() >= cap {
                            break;
                        }
                    }
                }
                combos = next;
            }
            for c in combos {
                if out.len() >= cap {
                    return out;
                }
                if seen.insert(c.clone()) {
                    out.push(c);
                }
            }
        }
        out
    }
}

/// The applications inside `e` of polymorphic functions whose type arguments are not
/// ground (normalized: synonyms expanded).
pub fn occurrences(info: &TcInfo<'_>, e: &Expr) -> Vec<Occurrence> {
    let mut v = Occ { info, out: Vec::new() };
    v.visit_expr(e);
    v.out
}

/// The type variables a quantifier binds, in the order of its type parameters: found by
/// name in the types of the bound variables and of the body's subexpressions (and the type
/// arguments they instantiate).
pub fn binder_tvars(info: &TcInfo<'_>, q: &QuantExpr) -> Vec<TvId> {
    let mut found: Vec<(TvId, boogie_ast::Name)> = Vec::new();
    for v in &q.vars {
        if let Some(id) = info.var_of_decl(v) {
            info.var(id).ty.collect_vars(&mut found);
        }
    }
    struct Vars<'i, 'p> {
        info: &'i TcInfo<'p>,
        found: Vec<(TvId, boogie_ast::Name)>,
    }
    impl Visitor for Vars<'_, '_> {
        fn visit_expr(&mut self, e: &Expr) {
            if let Some(t) = self.info.type_of(e) {
                t.collect_vars(&mut self.found);
            }
            if let Some(ts) = self.info.type_args(e) {
                for t in ts {
                    t.collect_vars(&mut self.found);
                }
            }
            walk_expr(self, e);
        }
    }
    let mut v = Vars { info, found };
    v.visit_expr(&q.body);
    q.type_params
        .iter()
        .filter_map(|tp| v.found.iter().find(|(_, n)| *n == tp.name).map(|(id, _)| *id))
        .collect()
}

/// The type with every synonym expanded, so that equal types compare equal.
pub fn normalize(t: &Ty) -> Ty {
    match t.expand() {
        Ty::Ctor { id, name, args } => Ty::Ctor { id: *id, name: name.clone(), args: args.iter().map(normalize).collect() },
        Ty::Map(m) => Ty::Map(Box::new(boogie_tc::MapTy {
            tparams: m.tparams.clone(),
            args: m.args.iter().map(normalize).collect(),
            result: normalize(&m.result),
        })),
        other => other.clone(),
    }
}

/// Matches pattern `p` (normalized, variables `tvs` free) against ground type `g`
/// (normalized), extending the binding `b` (indexed like `tvs`).
pub(crate) fn match_ty(p: &Ty, g: &Ty, tvs: &[TvId], b: &mut [Option<Ty>]) -> bool {
    match p {
        Ty::Var { id, .. } => match tvs.iter().position(|v| v == id) {
            Some(i) => match &b[i] {
                Some(t) => t == g,
                None => {
                    b[i] = Some(g.clone());
                    true
                }
            },
            None => p == g,
        },
        Ty::Ctor { id, args, .. } => match g {
            Ty::Ctor { id: gid, args: gargs, .. } => {
                id == gid && args.len() == gargs.len() && args.iter().zip(gargs).all(|(a, ga)| match_ty(a, ga, tvs, b))
            }
            _ => false,
        },
        Ty::Map(m) => match g {
            Ty::Map(gm) => {
                m.tparams.is_empty()
                    && gm.tparams.is_empty()
                    && m.args.len() == gm.args.len()
                    && m.args.iter().zip(&gm.args).all(|(a, ga)| match_ty(a, ga, tvs, b))
                    && match_ty(&m.result, &gm.result, tvs, b)
            }
            _ => false,
        },
        _ => p == g,
    }
}

/// The function `e` applies and its type arguments (normalized), if `e` is an application.
fn application(info: &TcInfo<'_>, e: &Expr) -> Option<Occurrence> {
    if !matches!(e.kind, ExprKind::FunCall(_)) {
        return None;
    }
    Some((info.resolve_func(e)?, info.type_args(e)?.iter().map(normalize).collect()))
}

/// The program walk of [`Instances::collect`]: ground applications and polymorphic scopes.
struct Seed<'i, 'p> {
    info: &'i TcInfo<'p>,
    inst: Instances,
    scopes: Vec<Scope>,
}

impl Visitor for Seed<'_, '_> {
    fn visit_expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::FunCall(_) => {
                if let Some((f, targs)) = application(self.info, e) {
                    if !targs.is_empty() && targs.iter().all(is_ground) {
                        self.inst.add(f, targs);
                    }
                }
            }
            ExprKind::Select(sel) => {
                if let (Some(mt), Some(targs)) = (self.info.type_of(&sel.map), self.info.type_args(e)) {
                    let mt = normalize(mt);
                    let targs: Vec<Ty> = targs.iter().map(normalize).collect();
                    let poly = matches!(&mt, Ty::Map(m) if !m.tparams.is_empty());
                    if poly && targs.iter().all(is_ground) && !self.inst.selects.iter().any(|(t, a)| *t == mt && *a == targs) {
                        self.inst.selects.push((mt, targs));
                    }
                }
            }
            ExprKind::Quant(q) if q.kind != QuantKind::Lambda && !q.type_params.is_empty() => {
                let tvs = binder_tvars(self.info, q);
                let occ = occurrences(self.info, &q.body);
                if !tvs.is_empty() && !occ.is_empty() {
                    self.scopes.push(Scope { tvs, anchor: None, occ });
                }
            }
            _ => {}
        }
        walk_expr(self, e);
    }

    fn visit_function_decl(&mut self, f: &FunctionDecl) {
        if let (Some(id), Some(body)) = (self.info.func_of_decl(f), &f.body) {
            let fi = self.info.func(id);
            if !fi.tparams.is_empty() {
                let occ = occurrences(self.info, body);
                if !occ.is_empty() {
                    self.scopes.push(Scope { tvs: fi.tparams.iter().map(|(v, _)| *v).collect(), anchor: Some(id), occ });
                }
            }
        }
        walk_function_decl(self, f);
    }
}

/// The walk of [`occurrences`].
struct Occ<'i, 'p> {
    info: &'i TcInfo<'p>,
    out: Vec<Occurrence>,
}

impl Visitor for Occ<'_, '_> {
    fn visit_expr(&mut self, e: &Expr) {
        if let Some(o) = application(self.info, e) {
            if !o.1.iter().all(is_ground) && !self.out.contains(&o) {
                self.out.push(o);
            }
        }
        walk_expr(self, e);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boogie_ast::Decl;

    /// Parses and type-checks `src`, then hands the program, its info and the quantifiers
    /// of its axioms (in order) to `f`.
    fn with_program(src: &str, f: impl FnOnce(&Program, &TcInfo<'_>, Vec<&QuantExpr>)) {
        let (program, diags) = boogie_parse::parse_program(src, "m.bpl");
        assert!(diags.is_empty(), "{diags:?}");
        let info = boogie_tc::check(&program, "m.bpl").unwrap_or_else(|e| panic!("{:?}", e.diagnostics));
        let quants = program
            .decls
            .iter()
            .filter_map(|d| match d {
                Decl::Axiom(a) => match &a.expr.kind {
                    ExprKind::Quant(q) => Some(&**q),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        f(&program, &info, quants)
    }

    fn func(program: &Program, info: &TcInfo<'_>, name: &str) -> FuncId {
        program
            .decls
            .iter()
            .find_map(|d| match d {
                Decl::Function(f) if f.name.name == name => info.func_of_decl(f),
                _ => None,
            })
            .unwrap()
    }

    /// The bindings of the `i`th axiom's type variables, with `universe`.
    fn axiom_bindings(inst: &Instances, info: &TcInfo<'_>, q: &QuantExpr, universe: &[Ty]) -> Vec<Vec<Ty>> {
        inst.bindings(&binder_tvars(info, q), &occurrences(info, &q.body), universe, 400)
    }

    const SETS: &str = "
        type Set T = [T]bool;
        type ref;
        function Card<T>(Set T): int;
        function Union<U>(Set U, Set U): Set U;
        axiom (forall<T> s: Set T :: Card(s) >= 0);
        axiom (forall<T> a, b: Set T :: Card(Union(a, b)) <= Card(a) + Card(b));
        axiom (forall<T> x, y: T :: x == y || x != y);
        var r: Set ref;
        var b: [bool]bool;
        procedure P() { assert Card(r) >= 0; }
    ";

    #[test]
    fn an_axiom_is_instantiated_at_the_types_its_functions_are_used_at() {
        with_program(SETS, |program, info, q| {
            let inst = Instances::collect(program, info);
            let universe = [Ty::Int, Ty::Bool];
            // `Card` is used at `ref` only (the type of `r`), not at `int` or `bool`.
            let b = axiom_bindings(&inst, info, q[0], &universe);
            assert_eq!(b.len(), 1, "{b:?}");
            assert!(matches!(&b[0][0], Ty::Ctor { name, .. } if name.as_str() == "ref"), "{b:?}");
            // `Union` is used at no type; `Card` at `ref` binds the variable anyway.
            assert_eq!(axiom_bindings(&inst, info, q[1], &universe), b);
        });
    }

    #[test]
    fn a_variable_no_function_mentions_ranges_over_the_universe() {
        with_program(SETS, |program, info, q| {
            let inst = Instances::collect(program, info);
            let universe = [Ty::Int, Ty::Bool];
            assert_eq!(axiom_bindings(&inst, info, q[2], &universe), vec![vec![Ty::Int], vec![Ty::Bool]]);
        });
    }

    #[test]
    fn functions_used_at_no_type_give_no_instance() {
        let src = "
            function F<T>(T): int;
            axiom (forall<T> x: T :: F(x) > 0);
            procedure P() { assert true; }
        ";
        with_program(src, |program, info, q| {
            let inst = Instances::collect(program, info);
            assert!(inst.is_empty());
            assert!(axiom_bindings(&inst, info, q[0], &[Ty::Int, Ty::Bool]).is_empty());
        });
    }

    #[test]
    fn instances_close_over_axioms_and_function_bodies() {
        // `Outer` at `bool` needs `Inner` at `bool` (the axiom), which needs `Leaf` at
        // `bool` (Inner's body); `Leaf` at `int` is needed by nothing.
        let src = "
            function Leaf<T>(T): int;
            function Inner<T>(x: T): int { Leaf(x) + 1 }
            function Outer<T>(T): int;
            axiom (forall<T> x: T :: Outer(x) == Inner(x));
            procedure P(b: bool) { assert Outer(b) == Outer(b); }
        ";
        with_program(src, |program, info, _| {
            let inst = Instances::collect(program, info);
            for name in ["Outer", "Inner", "Leaf"] {
                assert_eq!(inst.used.get(&func(program, info, name)), Some(&vec![vec![Ty::Bool]]), "{name}");
            }
            assert_eq!(inst.len(), 3);
        });
    }

    #[test]
    fn the_closure_stops_on_ever_growing_types() {
        // Every instance of `Grow` at `T` needs one at `[int]T`: no fixpoint.
        let src = "
            function Grow<T>(T): int;
            function Mk<T>(T): [int]T;
            axiom (forall<T> x: T :: Grow(x) == Grow(Mk(x)));
            procedure P() { assert Grow(0) == Grow(0); }
        ";
        with_program(src, |program, info, _| {
            let inst = Instances::collect(program, info);
            let grow = inst.used.get(&func(program, info, "Grow")).unwrap();
            assert!(grow.len() > 1 && grow.len() <= MAX_ROUNDS + 1, "{}", grow.len());
        });
    }

    #[test]
    fn bindings_are_capped() {
        let src = "
            function F<A, B>(A, B): int;
            axiom (forall<A, B> x: A, y: B :: F(x, y) == F(x, y));
            procedure P() { assert F(0, true) == F(true, 0); }
        ";
        with_program(src, |program, info, q| {
            let inst = Instances::collect(program, info);
            let all = inst.bindings(&binder_tvars(info, q[0]), &occurrences(info, &q[0].body), &[], 400);
            assert_eq!(all, vec![vec![Ty::Int, Ty::Bool], vec![Ty::Bool, Ty::Int]]);
            let one = inst.bindings(&binder_tvars(info, q[0]), &occurrences(info, &q[0].body), &[], 1);
            assert_eq!(one.len(), 1);
        });
    }
}
