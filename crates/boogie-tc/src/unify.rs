//! Type unknowns and unification (boogie-language.md §3.6).
//!
//! A [`Unifier`] hands out the program's type variables (rigid, [`Ty::Var`]) and the type
//! checker's unknowns ([`Ty::Proxy`]) and binds unknowns by unification. An unknown is
//! free, a bit-vector of at least some width (the operand of `++` or of an extract), a map
//! of some arity whose accesses are checked once its type is known, or bound. Unification
//! has no rollback on failure (like Boogie's), except in [`Unifier::unify_eq`].
//! Unresolved unknowns get a default at the end: `int`, the smallest bit-vector, a map of
//! fresh type variables ([`Unifier::default_of`]).

use boogie_ast::Name;

use crate::ty::{print_ty, MapTy, ProxyNames, TvId, Ty};

/// The state of a type unknown.
#[derive(Clone, Debug)]
enum PState {
    /// Unconstrained; prints as the name of the type parameter it stands for.
    Free(Name),
    /// A bit-vector of at least `min` bits.
    Bv(Name, u32),
    /// A map of this arity; each access adds a constraint (index types, result unknown)
    /// that is checked once the map's type is known.
    Map(usize, Vec<(Vec<Ty>, Ty)>),
    /// Resolved.
    Bound(Ty),
}

/// The type variables and unknowns of one program.
pub(crate) struct Unifier {
    proxies: Vec<PState>,
    /// Bound variables of map types being unified: unknowns must not capture them.
    forbidden: Vec<TvId>,
    /// The next type variable id (0 is never used).
    next_tv: TvId,
}

impl Default for Unifier {
    fn default() -> Self {
        Unifier { proxies: Vec::new(), forbidden: Vec::new(), next_tv: 1 }
    }
}

/// How unknowns print in messages: the name of the type parameter they stand for.
struct Px<'a>(&'a [PState]);

impl ProxyNames for Px<'_> {
    fn proxy_text(&self, p: u32, out: &mut String) {
        match self.0.get(p as usize) {
            Some(PState::Bound(t)) => print_ty(t, self, out),
            Some(PState::Free(n)) | Some(PState::Bv(n, _)) => out.push_str(n),
            Some(PState::Map(n, _)) => {
                out.push('[');
                out.push_str(&vec!["?"; *n].join(", "));
                out.push_str("]?");
            }
            None => out.push('?'),
        }
    }
}

impl Unifier {
    /// A fresh type variable id.
    pub fn fresh_tv(&mut self) -> TvId {
        let t = self.next_tv;
        self.next_tv += 1;
        t
    }

    /// A fresh rigid type variable named `name`.
    pub fn fresh_rigid(&mut self, name: &Name) -> Ty {
        Ty::Var { id: self.fresh_tv(), name: name.clone() }
    }

    /// A fresh unknown standing for the type parameter `name`.
    pub fn fresh_proxy(&mut self, name: Name) -> Ty {
        self.push(PState::Free(name))
    }

    /// The type of an expression that failed to check (an unknown that unifies with anything).
    pub fn error_ty(&mut self) -> Ty {
        self.fresh_proxy("type_checking_error".into())
    }

    /// A fresh unknown that is a bit-vector of at least `min` bits.
    pub fn fresh_bv(&mut self, name: Name, min: u32) -> Ty {
        self.push(PState::Bv(name, min))
    }

    fn push(&mut self, s: PState) -> Ty {
        let id = self.proxies.len() as u32;
        self.proxies.push(s);
        Ty::Proxy(id)
    }

    /// Whether any unknown was made.
    pub fn has_unknowns(&self) -> bool {
        !self.proxies.is_empty()
    }

    /// Follows bound unknowns and expands synonyms at the top.
    pub fn norm(&self, t: &Ty) -> Ty {
        let mut t = t.expand().clone();
        loop {
            match &t {
                Ty::Proxy(p) => match self.proxies.get(*p as usize) {
                    Some(PState::Bound(b)) => t = b.expand().clone(),
                    _ => return t,
                },
                _ => return t,
            }
        }
    }

    /// `t` as Boogie prints it in messages.
    pub fn show(&self, t: &Ty) -> String {
        let mut s = String::new();
        print_ty(t, &Px(&self.proxies), &mut s);
        s
    }

    fn occurs(&self, p: u32, t: &Ty) -> bool {
        match t {
            Ty::Proxy(q) => {
                if *q == p {
                    return true;
                }
                match self.proxies.get(*q as usize) {
                    Some(PState::Bound(b)) => self.occurs(p, b),
                    Some(PState::Map(_, cs)) => cs.iter().any(|(a, r)| a.iter().any(|x| self.occurs(p, x)) || self.occurs(p, r)),
                    _ => false,
                }
            }
            Ty::Ctor { args, .. } => args.iter().any(|a| self.occurs(p, a)),
            Ty::Syn { body, .. } => self.occurs(p, body),
            Ty::Map(m) => m.args.iter().any(|a| self.occurs(p, a)) || self.occurs(p, &m.result),
            _ => false,
        }
    }

    /// Binds unknown `p` to `t`.
    pub fn bind(&mut self, p: u32, t: Ty) {
        if let Some(s) = self.proxies.get_mut(p as usize) {
            *s = PState::Bound(t);
        }
    }

    /// The argument and result types of a map type with fresh unknowns for its type
    /// parameters, and those unknowns.
    pub fn instantiate_map(&mut self, m: &MapTy) -> (Vec<Ty>, Ty, Vec<Ty>) {
        let inst: Vec<Ty> = m.tparams.iter().map(|(_, n)| self.fresh_proxy(n.clone())).collect();
        let s: Vec<(TvId, Ty)> = m.tparams.iter().map(|(i, _)| *i).zip(inst.iter().cloned()).collect();
        (m.args.iter().map(|a| a.subst(&s)).collect(), m.result.subst(&s), inst)
    }

    fn bind_proxy(&mut self, p: u32, t: &Ty) -> bool {
        let state = match self.proxies.get(p as usize) {
            Some(s) => s.clone(),
            None => return false,
        };
        match state {
            PState::Bound(b) => self.unify(&b, t),
            PState::Free(_) => {
                if self.occurs(p, t) || self.captures(t) {
                    return false;
                }
                self.bind(p, t.clone());
                true
            }
            PState::Bv(n, min) => self.bind_bv(p, n, min, t),
            PState::Map(n, cons) => self.bind_map(p, n, cons, t),
        }
    }

    /// Binds the bit-vector unknown `p` (at least `min` bits) to `t`.
    fn bind_bv(&mut self, p: u32, n: Name, min: u32, t: &Ty) -> bool {
        match t {
            Ty::Bv(w) if *w >= min => {
                self.bind(p, t.clone());
                true
            }
            Ty::Proxy(q) => match self.proxies.get(*q as usize).cloned() {
                Some(PState::Free(_)) => {
                    self.bind(*q, Ty::Proxy(p));
                    true
                }
                Some(PState::Bv(_, m2)) => {
                    if let Some(s) = self.proxies.get_mut(p as usize) {
                        *s = PState::Bv(n, min.max(m2));
                    }
                    self.bind(*q, Ty::Proxy(p));
                    true
                }
                _ => false,
            },
            _ => false,
        }
    }

    /// Binds the map unknown `p` (arity `n`, access constraints `cons`) to `t`.
    fn bind_map(&mut self, p: u32, n: usize, cons: Vec<(Vec<Ty>, Ty)>, t: &Ty) -> bool {
        match t {
            Ty::Map(m) => {
                if m.args.len() != n || self.captures(t) {
                    return false;
                }
                let mut ok = true;
                for (args, res) in &cons {
                    let (margs, mres, _) = self.instantiate_map(m);
                    for (a, b) in args.iter().zip(&margs) {
                        ok &= self.unify(a, b);
                    }
                    ok &= self.unify(res, &mres);
                }
                if ok {
                    self.bind(p, t.clone());
                }
                ok
            }
            Ty::Proxy(q) => match self.proxies.get(*q as usize).cloned() {
                Some(PState::Free(_)) => {
                    self.bind(*q, Ty::Proxy(p));
                    true
                }
                Some(PState::Map(n2, cons2)) => {
                    if n2 != n {
                        return false;
                    }
                    if let Some(PState::Map(_, c)) = self.proxies.get_mut(p as usize) {
                        c.extend(cons2);
                    }
                    self.bind(*q, Ty::Proxy(p));
                    true
                }
                _ => false,
            },
            _ => false,
        }
    }

    /// Unifies two types, binding unknowns (no rollback on failure, like Boogie).
    pub fn unify(&mut self, a: &Ty, b: &Ty) -> bool {
        if a.is_leaf() && b.is_leaf() {
            return a.leaf_eq(b);
        }
        let a = self.norm(a);
        let b = self.norm(b);
        match (&a, &b) {
            (Ty::Proxy(p), Ty::Proxy(q)) if p == q => true,
            (Ty::Proxy(p), _) => self.bind_proxy(*p, &b),
            (_, Ty::Proxy(q)) => self.bind_proxy(*q, &a),
            (Ty::Bool, Ty::Bool)
            | (Ty::Int, Ty::Int)
            | (Ty::Real, Ty::Real)
            | (Ty::RMode, Ty::RMode)
            | (Ty::String, Ty::String)
            | (Ty::Regex, Ty::Regex) => true,
            (Ty::Bv(x), Ty::Bv(y)) => x == y,
            (Ty::Float { sig: s1, exp: e1 }, Ty::Float { sig: s2, exp: e2 }) => s1 == s2 && e1 == e2,
            (Ty::Ctor { id: i, args: xa, .. }, Ty::Ctor { id: j, args: ya, .. }) => {
                if i != j || xa.len() != ya.len() {
                    return false;
                }
                let mut ok = true;
                for (x, y) in xa.iter().zip(ya) {
                    ok &= self.unify(x, y);
                }
                ok
            }
            (Ty::Var { id: i, .. }, Ty::Var { id: j, .. }) => i == j,
            (Ty::Map(_), Ty::Map(_)) => self.unify_maps(&a, &b),
            _ => false,
        }
    }

    /// Unifies two map types: their binders are renamed to common fresh rigid variables,
    /// which no unknown may capture meanwhile.
    fn unify_maps(&mut self, a: &Ty, b: &Ty) -> bool {
        let (Ty::Map(m1), Ty::Map(m2)) = (a, b) else { return false };
        if m1.tparams.len() != m2.tparams.len() || m1.args.len() != m2.args.len() {
            return false;
        }
        // Bound unknowns must be resolved before renaming the binders.
        let (z1, z2) = (self.zonk_keep(a), self.zonk_keep(b));
        let (Ty::Map(m1), Ty::Map(m2)) = (&z1, &z2) else { return false };
        let fresh: Vec<Ty> = m1.tparams.iter().map(|(_, n)| self.fresh_rigid(n)).collect();
        let s1: Vec<(TvId, Ty)> = m1.tparams.iter().map(|(i, _)| *i).zip(fresh.iter().cloned()).collect();
        let s2: Vec<(TvId, Ty)> = m2.tparams.iter().map(|(i, _)| *i).zip(fresh.iter().cloned()).collect();
        let mark = self.forbidden.len();
        for f in &fresh {
            if let Ty::Var { id, .. } = f {
                self.forbidden.push(*id);
            }
        }
        let mut ok = true;
        for (x, y) in m1.args.iter().zip(&m2.args) {
            ok &= self.unify(&x.subst(&s1), &y.subst(&s2));
        }
        ok &= self.unify(&m1.result.subst(&s1), &m2.result.subst(&s2));
        self.forbidden.truncate(mark);
        ok
    }

    /// `==`: the operands must unify when their free type variables are unknowns.
    pub fn unify_eq(&mut self, a: &Ty, b: &Ty) -> bool {
        if a.is_leaf() && b.is_leaf() {
            return a.leaf_eq(b);
        }
        let mut fv = Vec::new();
        self.free_vars(a, &mut fv);
        self.free_vars(b, &mut fv);
        if fv.is_empty() {
            return self.unify(a, b);
        }
        // Boogie first unifies as usual (binding unknowns to the type variables, e.g.
        // `$Unbox(b) == x` with `x: T` fixes $Unbox's type argument to T); only if that
        // fails are the type variables themselves treated as unifiable.
        let saved = self.proxies.clone();
        let mark = self.forbidden.len();
        if self.unify(a, b) {
            return true;
        }
        self.proxies = saved;
        self.forbidden.truncate(mark);
        let s: Vec<(TvId, Ty)> = fv.iter().map(|(i, n)| (*i, self.fresh_proxy(n.clone()))).collect();
        let a2 = self.zonk_keep(a).subst(&s);
        let b2 = self.zonk_keep(b).subst(&s);
        self.unify(&a2, &b2)
    }

    /// Whether binding an unknown to `t` would capture a bound variable of a map type
    /// being unified.
    fn captures(&self, t: &Ty) -> bool {
        if self.forbidden.is_empty() {
            return false;
        }
        let z = self.zonk_keep(t);
        self.forbidden.iter().any(|v| z.mentions_var(*v))
    }

    /// Resolves bound unknowns everywhere; unresolved ones get their default.
    pub fn zonk(&self, t: &Ty) -> Ty {
        match t {
            Ty::Proxy(p) => match self.proxies.get(*p as usize) {
                Some(PState::Bound(b)) => self.zonk(b),
                Some(PState::Free(_)) | None => Ty::Int,
                Some(PState::Bv(_, min)) => Ty::Bv(*min),
                Some(PState::Map(n, _)) => Ty::Map(Box::new(MapTy { tparams: vec![], args: vec![Ty::Int; *n], result: Ty::Int })),
            },
            Ty::Ctor { id, name, args } => Ty::Ctor { id: *id, name: name.clone(), args: args.iter().map(|a| self.zonk(a)).collect() },
            Ty::Syn { name, args, body } => Ty::Syn { name: name.clone(), args: args.iter().map(|a| self.zonk(a)).collect(), body: Box::new(self.zonk(body)) },
            Ty::Map(m) => Ty::Map(Box::new(MapTy { tparams: m.tparams.clone(), args: m.args.iter().map(|a| self.zonk(a)).collect(), result: self.zonk(&m.result) })),
            _ => t.clone(),
        }
    }

    /// The free rigid type variables of `t` (bound unknowns followed).
    pub fn free_vars(&self, t: &Ty, out: &mut Vec<(TvId, Name)>) {
        let z = self.zonk_keep(t);
        z.collect_vars(out);
    }

    /// Like `zonk` but leaves unresolved unknowns in place.
    fn zonk_keep(&self, t: &Ty) -> Ty {
        match t {
            Ty::Proxy(p) => match self.proxies.get(*p as usize) {
                Some(PState::Bound(b)) => self.zonk_keep(b),
                _ => t.clone(),
            },
            Ty::Ctor { id, name, args } => Ty::Ctor { id: *id, name: name.clone(), args: args.iter().map(|a| self.zonk_keep(a)).collect() },
            Ty::Syn { body, .. } => self.zonk_keep(body),
            Ty::Map(m) => Ty::Map(Box::new(MapTy { tparams: m.tparams.clone(), args: m.args.iter().map(|a| self.zonk_keep(a)).collect(), result: self.zonk_keep(&m.result) })),
            _ => t.clone(),
        }
    }

    /// Whether `t` is a floating-point type.
    pub fn is_float(&self, t: &Ty) -> bool {
        matches!(self.norm(t), Ty::Float { .. })
    }

    /// The least width of a bit-vector type or bit-vector unknown (0 for anything else).
    pub fn bv_min(&self, t: &Ty) -> u32 {
        match t {
            Ty::Bv(n) => *n,
            Ty::Proxy(p) => match self.proxies.get(*p as usize) {
                Some(PState::Bv(_, m)) => *m,
                _ => 0,
            },
            _ => 0,
        }
    }

    /// Whether `t` (normalized) is or can become a bit-vector; a free unknown becomes a
    /// bit-vector unknown.
    pub fn bv_unknown_ok(&mut self, t: &Ty) -> bool {
        match t {
            Ty::Bv(_) => true,
            Ty::Proxy(p) => match self.proxies.get(*p as usize).cloned() {
                Some(PState::Free(n)) => {
                    if let Some(s) = self.proxies.get_mut(*p as usize) {
                        *s = PState::Bv(n, 0);
                    }
                    true
                }
                Some(PState::Bv(..)) => true,
                _ => false,
            },
            _ => false,
        }
    }

    /// Requires the unknown `p` to be a bit-vector of at least `min` bits; false if it
    /// cannot be one.
    pub fn require_bv(&mut self, p: u32, min: u32) -> bool {
        match self.proxies.get(p as usize).cloned() {
            Some(PState::Free(n)) => {
                if let Some(s) = self.proxies.get_mut(p as usize) {
                    *s = PState::Bv(n, min);
                }
                true
            }
            Some(PState::Bv(n, m)) => {
                if let Some(s) = self.proxies.get_mut(p as usize) {
                    *s = PState::Bv(n, m.max(min));
                }
                true
            }
            _ => false,
        }
    }

    /// A free unknown `p` becomes a map unknown of arity `n` (its accesses are checked once
    /// its type is known).
    pub fn assume_map(&mut self, p: u32, n: usize) {
        if let Some(s @ PState::Free(_)) = self.proxies.get_mut(p as usize) {
            *s = PState::Map(n, Vec::new());
        }
    }

    /// The arity of a map unknown.
    pub fn map_arity(&self, p: u32) -> Option<usize> {
        match self.proxies.get(p as usize) {
            Some(PState::Map(n, _)) => Some(*n),
            _ => None,
        }
    }

    /// Records an access of the map unknown `p` with these index types; its result type is
    /// a fresh unknown.
    pub fn access_map(&mut self, p: u32, args: &[Ty]) -> Ty {
        let res = self.fresh_proxy("res".into());
        if let Some(PState::Map(_, c)) = self.proxies.get_mut(p as usize) {
            c.push((args.to_vec(), res.clone()));
        }
        res
    }

    /// The type an unresolved unknown defaults to for the ambiguity warning (a map unknown
    /// becomes a map of fresh type variables `arg0, .., res`); `None` for others.
    pub fn default_of(&mut self, p: u32) -> Option<Ty> {
        match self.proxies.get(p as usize).cloned()? {
            PState::Free(_) => Some(Ty::Int),
            PState::Bv(_, m) => Some(Ty::Bv(m)),
            PState::Map(n, _) => {
                let mut names: Vec<String> = (0..n).map(|i| format!("arg{i}")).collect();
                names.push("res".to_string());
                let vars: Vec<(TvId, Name)> = names.iter().map(|s| (self.fresh_tv(), Name::from(s.as_str()))).collect();
                let tv = |k: usize| Ty::Var { id: vars[k].0, name: vars[k].1.clone() };
                let args: Vec<Ty> = (0..n).map(tv).collect();
                Some(Ty::Map(Box::new(MapTy { tparams: vars.clone(), args, result: tv(n) })))
            }
            PState::Bound(_) => None,
        }
    }
}
