//! Type checking (boogie-language.md §3.6–§3.9): unification with type unknowns, the
//! cascade rule, commands, modifies checks, implementation/procedure matching and the
//! ambiguity warnings.

use boogie_ast::{
    Attribute, BinaryOp, Body, Decl, Diagnostic, ElseBranch, Expr, ExprKind, Ident, LhsSelector,
    Literal, LoopSpec, Name, Phase, Span, Spec, SpecTransfer, Stmt, UnaryOp, Variable,
};
use rustc_hash::FxHashSet;

use crate::check::{for_each_child, lhs_span, Cx, STACK_RED_ZONE, STACK_SEGMENT};
use crate::ty::{print_ty, MapTy, ProxyNames, TvId, Ty};
use crate::{addr, FuncDecl, ProcId, VarId, VarKind};

/// The state of a type unknown.
#[derive(Clone, Debug)]
pub(crate) enum PState {
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

/// Where an instantiation was recorded, for the ambiguity pass and [`crate::TcInfo`].
#[derive(Clone, Debug)]
enum InstKey {
    Node(usize),
    Lhs(usize, usize),
}

#[derive(Clone, Debug)]
struct Inst {
    key: InstKey,
    span: Span,
    names: Vec<Name>,
    tys: Vec<Ty>,
    warn: bool,
    /// When the node was entered: ambiguity warnings come in pre-order (an application
    /// before the applications in its arguments), as Boogie's ambiguity pass visits them.
    order: u64,
}

/// Unknowns and recorded instantiations.
#[derive(Default)]
pub(crate) struct TcState {
    proxies: Vec<PState>,
    insts: Vec<Inst>,
    /// The modifies clause of the procedure whose body is being checked.
    frame: Option<FxHashSet<VarId>>,
    /// Bound variables of map types being unified: unknowns must not capture them.
    forbidden: Vec<TvId>,
    /// Nodes with an instantiation entered so far (see `Inst::order`).
    entered: u64,
}

impl TcState {
    /// The next entry number (see `Inst::order`).
    fn enter(&mut self) -> u64 {
        self.entered += 1;
        self.entered
    }
}

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

fn binop_text(op: BinaryOp) -> &'static str {
    use BinaryOp::*;
    match op {
        Iff => "<==>",
        Implies => "==>",
        And => "&&",
        Or => "||",
        Eq => "==",
        Neq => "!=",
        Lt => "<",
        Le => "<=",
        Gt => ">",
        Ge => ">=",
        Subtype => "<:",
        Concat => "++",
        Add => "+",
        Sub => "-",
        Mul => "*",
        Div => "div",
        Mod => "mod",
        RealDiv => "/",
        Pow => "**",
    }
}

/// A minimal expression printer for messages (variables, applications, selects).
pub(crate) fn expr_text(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Var { name } => {
            let mut s = String::new();
            crate::ty::push_name(name, &mut s);
            s
        }
        ExprKind::FunCall(fc) => {
            format!("{}({})", fc.name.name, fc.args.iter().map(expr_text).collect::<Vec<_>>().join(", "))
        }
        ExprKind::Select(s) => {
            format!("{}[{}]", expr_text(&s.map), s.indices.iter().map(expr_text).collect::<Vec<_>>().join(", "))
        }
        ExprKind::Lit(Literal::Int(n)) | ExprKind::Lit(Literal::Real(n)) => n.to_string(),
        ExprKind::Lit(Literal::Bool(b)) => b.to_string(),
        ExprKind::Lit(Literal::Bv(b)) => format!("{}bv{}", b.value, b.width),
        ExprKind::Old(a) => format!("old({})", expr_text(a)),
        ExprKind::Binary(b) => format!("{} {} {}", expr_text(&b.lhs), binop_text(b.op), expr_text(&b.rhs)),
        _ => "<expr>".to_string(),
    }
}

fn float_lit_type(tok: &str) -> Ty {
    // The literal ends in `<sig>e<exp>`.
    let bytes = tok.as_bytes();
    let mut i = bytes.len();
    while i > 0 && bytes[i - 1].is_ascii_digit() {
        i -= 1;
    }
    let exp = tok[i..].parse().unwrap_or(8);
    if i > 0 && bytes[i - 1] == b'e' {
        let j_end = i - 1;
        let mut j = j_end;
        while j > 0 && bytes[j - 1].is_ascii_digit() {
            j -= 1;
        }
        let sig = tok[j..j_end].parse().unwrap_or(24);
        return Ty::Float { sig, exp };
    }
    Ty::Float { sig: 24, exp: 8 }
}

impl<'p> Cx<'p> {
    fn tc_err(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::new(Phase::TypeCheck, span, msg));
    }

    fn fresh_proxy(&mut self, name: Name) -> Ty {
        let id = self.tc.proxies.len() as u32;
        self.tc.proxies.push(PState::Free(name));
        Ty::Proxy(id)
    }

    fn error_ty(&mut self) -> Ty {
        self.fresh_proxy("type_checking_error".into())
    }

    fn fresh_rigid(&mut self, name: &Name) -> Ty {
        let id = self.next_tv;
        self.next_tv += 1;
        Ty::Var { id, name: name.clone() }
    }

    /// Follows bound unknowns and expands synonyms at the top.
    fn norm(&self, t: &Ty) -> Ty {
        let mut t = t.expand().clone();
        loop {
            match &t {
                Ty::Proxy(p) => match self.tc.proxies.get(*p as usize) {
                    Some(PState::Bound(b)) => t = b.expand().clone(),
                    _ => return t,
                },
                _ => return t,
            }
        }
    }

    pub(crate) fn show(&self, t: &Ty) -> String {
        let mut s = String::new();
        print_ty(t, &Px(&self.tc.proxies), &mut s);
        s
    }

    fn occurs(&self, p: u32, t: &Ty) -> bool {
        match t {
            Ty::Proxy(q) => {
                if *q == p {
                    return true;
                }
                match self.tc.proxies.get(*q as usize) {
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

    fn bind(&mut self, p: u32, t: Ty) {
        if let Some(s) = self.tc.proxies.get_mut(p as usize) {
            *s = PState::Bound(t);
        }
    }

    fn instantiate_map(&mut self, m: &MapTy) -> (Vec<Ty>, Ty, Vec<Ty>) {
        let inst: Vec<Ty> = m.tparams.iter().map(|(_, n)| self.fresh_proxy(n.clone())).collect();
        let s: Vec<(TvId, Ty)> = m.tparams.iter().map(|(i, _)| *i).zip(inst.iter().cloned()).collect();
        (m.args.iter().map(|a| a.subst(&s)).collect(), m.result.subst(&s), inst)
    }

    fn bind_proxy(&mut self, p: u32, t: &Ty) -> bool {
        let state = match self.tc.proxies.get(p as usize) {
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
            PState::Bv(n, min) => match t {
                Ty::Bv(w) => {
                    let _ = &n;
                    if *w >= min {
                        self.bind(p, t.clone());
                        true
                    } else {
                        false
                    }
                }
                Ty::Proxy(q) => match self.tc.proxies.get(*q as usize).cloned() {
                    Some(PState::Free(_)) => {
                        self.bind(*q, Ty::Proxy(p));
                        true
                    }
                    Some(PState::Bv(_, m2)) => {
                        if let Some(s) = self.tc.proxies.get_mut(p as usize) {
                            *s = PState::Bv(n, min.max(m2));
                        }
                        self.bind(*q, Ty::Proxy(p));
                        true
                    }
                    _ => false,
                },
                _ => false,
            },
            PState::Map(n, cons) => match t {
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
                Ty::Proxy(q) => match self.tc.proxies.get(*q as usize).cloned() {
                    Some(PState::Free(_)) => {
                        self.bind(*q, Ty::Proxy(p));
                        true
                    }
                    Some(PState::Map(n2, cons2)) => {
                        if n2 != n {
                            return false;
                        }
                        if let Some(PState::Map(_, c)) = self.tc.proxies.get_mut(p as usize) {
                            c.extend(cons2);
                        }
                        self.bind(*q, Ty::Proxy(p));
                        true
                    }
                    _ => false,
                },
                _ => false,
            },
        }
    }

    /// Unifies two types, binding unknowns (no rollback on failure, like Boogie).
    pub(crate) fn unify(&mut self, a: &Ty, b: &Ty) -> bool {
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
            (Ty::Map(m1), Ty::Map(m2)) => {
                if m1.tparams.len() != m2.tparams.len() || m1.args.len() != m2.args.len() {
                    return false;
                }
                // Bound unknowns must be resolved before renaming the binders.
                let (z1, z2) = (self.zonk_keep(&a), self.zonk_keep(&b));
                let (Ty::Map(m1), Ty::Map(m2)) = (&z1, &z2) else { return false };
                let fresh: Vec<Ty> = m1.tparams.iter().map(|(_, n)| self.fresh_rigid(n)).collect();
                let s1: Vec<(TvId, Ty)> = m1.tparams.iter().map(|(i, _)| *i).zip(fresh.iter().cloned()).collect();
                let s2: Vec<(TvId, Ty)> = m2.tparams.iter().map(|(i, _)| *i).zip(fresh.iter().cloned()).collect();
                let mark = self.tc.forbidden.len();
                for f in &fresh {
                    if let Ty::Var { id, .. } = f {
                        self.tc.forbidden.push(*id);
                    }
                }
                let mut ok = true;
                for (x, y) in m1.args.iter().zip(&m2.args) {
                    ok &= self.unify(&x.subst(&s1), &y.subst(&s2));
                }
                ok &= self.unify(&m1.result.subst(&s1), &m2.result.subst(&s2));
                self.tc.forbidden.truncate(mark);
                ok
            }
            _ => false,
        }
    }

    /// Whether binding an unknown to `t` would capture a bound variable of a map type
    /// being unified.
    fn captures(&self, t: &Ty) -> bool {
        if self.tc.forbidden.is_empty() {
            return false;
        }
        let z = self.zonk_keep(t);
        self.tc.forbidden.iter().any(|v| z.mentions_var(*v))
    }

    /// Resolves bound unknowns everywhere; unresolved ones get their default.
    pub(crate) fn zonk(&self, t: &Ty) -> Ty {
        match t {
            Ty::Proxy(p) => match self.tc.proxies.get(*p as usize) {
                Some(PState::Bound(b)) => self.zonk(b),
                Some(PState::Free(_)) | None => Ty::Int,
                Some(PState::Bv(_, min)) => Ty::Bv(*min),
                Some(PState::Map(n, _)) => Ty::Map(Box::new(MapTy { tparams: vec![], args: vec![Ty::Int; *n], result: Ty::Int })),
            },
            Ty::Ctor { id, name, args } => {
                Ty::Ctor { id: *id, name: name.clone(), args: args.iter().map(|a| self.zonk(a)).collect() }
            }
            Ty::Syn { name, args, body } => Ty::Syn {
                name: name.clone(),
                args: args.iter().map(|a| self.zonk(a)).collect(),
                body: Box::new(self.zonk(body)),
            },
            Ty::Map(m) => Ty::Map(Box::new(MapTy {
                tparams: m.tparams.clone(),
                args: m.args.iter().map(|a| self.zonk(a)).collect(),
                result: self.zonk(&m.result),
            })),
            _ => t.clone(),
        }
    }

    /// Replaces the free rigid type variables of `t` listed in `s`.
    fn free_vars(&self, t: &Ty, out: &mut Vec<(TvId, Name)>) {
        let z = self.zonk_keep(t);
        z.collect_vars(out);
    }

    /// Like `zonk` but leaves unresolved unknowns in place.
    fn zonk_keep(&self, t: &Ty) -> Ty {
        match t {
            Ty::Proxy(p) => match self.tc.proxies.get(*p as usize) {
                Some(PState::Bound(b)) => self.zonk_keep(b),
                _ => t.clone(),
            },
            Ty::Ctor { id, name, args } => {
                Ty::Ctor { id: *id, name: name.clone(), args: args.iter().map(|a| self.zonk_keep(a)).collect() }
            }
            Ty::Syn { body, .. } => self.zonk_keep(body),
            Ty::Map(m) => Ty::Map(Box::new(MapTy {
                tparams: m.tparams.clone(),
                args: m.args.iter().map(|a| self.zonk_keep(a)).collect(),
                result: self.zonk_keep(&m.result),
            })),
            _ => t.clone(),
        }
    }

    fn record_inst(&mut self, key: InstKey, span: Span, names: Vec<Name>, tys: Vec<Ty>, warn: bool, order: Option<u64>) {
        let order = order.unwrap_or_else(|| self.tc.enter());
        self.tc.insts.push(Inst { key, span, names, tys, warn, order });
    }

    // -----------------------------------------------------------------------
    // Declarations
    // -----------------------------------------------------------------------

    pub fn typecheck_program(&mut self) {
        let program = self.program;
        self.maps.expr_ty.reserve(self.n_exprs + self.n_exprs / 8);
        for decl in &program.decls {
            if self.skipped(decl) {
                continue;
            }
            match decl {
                Decl::Type(_) => {}
                Decl::Datatype(dt) => self.tc_datatype(dt),
                Decl::Const(c) => {
                    self.tc_attrs(&c.attrs);
                    if let Some(us) = &c.uses {
                        for a in us {
                            self.tc_axiom(a);
                        }
                    }
                }
                Decl::Var(g) => {
                    self.tc_attrs(&g.var.attrs);
                    self.tc_where(&g.var);
                }
                Decl::Function(f) => {
                    let Some(&fid) = self.maps.func_by_decl.get(&addr(f)) else { continue };
                    self.tc_attrs(&f.attrs);
                    if let Some(b) = &f.body {
                        let kind = crate::check::body_kind(f);
                        if kind == crate::check::BodyKind::Axiom && (!f.type_params.is_empty() || !f.params.is_empty()) {
                            // The definition axiom's quantifier carries the attributes again.
                            self.tc_attrs(&f.attrs);
                        }
                        let before = self.diags.len();
                        let bt = self.tc_expr(b);
                        let body_ok = before == self.diags.len();
                        let rt = self.funcs[fid.0 as usize].result.clone();
                        if kind != crate::check::BodyKind::Inline && body_ok && !self.unify_eq(&rt, &bt) {
                            // `f(ps): R == body`, at the function name.
                            let msg = format!(
                                "invalid argument types ({} and {}) to binary operator ==",
                                self.show(&rt),
                                self.show(&bt)
                            );
                            self.tc_err(f.name.span, msg);
                        }
                        if kind != crate::check::BodyKind::Axiom && body_ok && !self.unify(&bt, &rt) {
                            let msg = format!("function body with invalid type: {} (expected: {})", self.show(&bt), self.show(&rt));
                            self.tc_err(b.span, msg);
                        }
                    }
                    if let Some(us) = &f.uses {
                        for a in us {
                            self.tc_axiom(a);
                        }
                    }
                }
                Decl::Axiom(a) => self.tc_axiom(a),
                Decl::Procedure(p) => {
                    let Some(&pid) = self.maps.proc_by_decl.get(&addr(p)) else { continue };
                    self.tc_attrs(&p.attrs);
                    for v in p.ins.iter().chain(&p.outs) {
                        self.tc_attrs(&v.attrs);
                        self.tc_where(v);
                    }
                    for m in self.procs[pid.0 as usize].modifies.clone() {
                        if matches!(self.vars[m.0 as usize].kind, VarKind::Const { .. }) {
                            let msg = format!("modifies list contains constant: {}", self.vars[m.0 as usize].name);
                            self.tc_err(p.name.span, msg);
                        }
                    }
                    for s in &p.specs {
                        if let Spec::Requires(c) = s {
                            self.tc_attrs(&c.attrs);
                            let t = self.tc_expr(&c.expr);
                            if !self.unify(&t, &Ty::Bool) {
                                self.tc_err(c.span, "preconditions must be of type bool");
                            }
                        }
                    }
                    for s in &p.specs {
                        if let Spec::Measure(m) = s {
                            self.tc_attrs(&m.attrs);
                            for e in &m.exprs {
                                let _ = self.tc_expr(e);
                            }
                        }
                    }
                    for s in &p.specs {
                        if let Spec::Ensures(c) = s {
                            self.tc_attrs(&c.attrs);
                            let t = self.tc_expr(&c.expr);
                            if !self.unify(&t, &Ty::Bool) {
                                self.tc_err(c.span, "postconditions must be of type bool");
                            }
                        }
                    }
                    if let Some(body) = &p.body {
                        self.tc_impl(p.name.span, &p.name.name, &[], &p.type_params, body);
                    }
                }
                Decl::Implementation(i) => {
                    self.tc_impl(i.name.span, &i.name.name, &i.attrs, &i.type_params, &i.body);
                }
            }
        }
    }

    /// Fields of the same name in different constructors must have the same type
    /// (compared with the first constructor that has the field).
    fn tc_datatype(&mut self, dt: &boogie_ast::DatatypeDecl) {
        let Some(di) = self.datatypes.iter().position(|d| std::ptr::eq(d.decl, dt)) else { return };
        let mut first: Vec<(Name, usize, Ty)> = Vec::new();
        let fields = self.datatypes[di].fields.clone();
        for (ci, fs) in fields.iter().enumerate() {
            for (fi, (n, t)) in fs.iter().enumerate() {
                match first.iter().find(|(m, _, _)| m == n).cloned() {
                    None => first.push((n.clone(), ci, t.clone())),
                    Some((_, c0, t0)) => {
                        if !self.unify(t, &t0) {
                            let span = dt.ctors[ci].fields.get(fi).map_or(dt.ctors[ci].name.span, |f| f.name.span);
                            let msg = format!(
                                "type mismatch between field {n} and identically-named field in constructor {}",
                                dt.ctors[c0].name.name
                            );
                            self.tc_err(span, msg);
                        }
                    }
                }
            }
        }
    }

    fn tc_axiom(&mut self, a: &boogie_ast::AxiomDecl) {
        self.tc_attrs(&a.attrs);
        let t = self.tc_expr(&a.expr);
        if !self.unify(&t, &Ty::Bool) {
            self.tc_err(a.span, "axioms must be of type bool");
        }
    }

    fn tc_where(&mut self, v: &Variable) {
        if let Some(w) = &v.where_clause {
            let t = self.tc_expr(w);
            if !self.unify(&t, &Ty::Bool) {
                self.tc_err(v.name.span, "where clauses must be of type bool");
            }
        }
    }

    fn tc_attrs(&mut self, attrs: &[Attribute]) {
        for a in attrs {
            let mut tys = Vec::new();
            for e in a.args.stored_exprs() {
                tys.push(self.tc_expr(e));
            }
            if a.key == "verified_under" {
                let ok = a.args.len() == 1 && tys.len() == 1 && self.unify(&tys[0], &Ty::Bool);
                if !ok {
                    self.tc_err(a.span, "attribute :verified_under accepts only one argument of type bool");
                }
            }
            if a.key == "minimize" || a.key == "maximize" {
                let ok = a.args.len() == 1
                    && tys.len() == 1
                    && matches!(self.norm(&tys[0]), Ty::Int | Ty::Real | Ty::Bv(_));
                if !ok {
                    self.tc_err(a.span, "attributes :minimize and :maximize accept only one argument of type int, real or bv");
                }
            }
        }
    }

    fn tc_impl(&mut self, name_span: Span, name: &Name, attrs: &[Attribute], type_params: &[Ident], body: &Body) {
        let Some(info) = self.maps.impl_info.get(&addr(body)).cloned() else { return };
        let pid: ProcId = info.proc;
        self.tc_attrs(attrs);
        let proc = self.procs[pid.0 as usize].clone();
        if type_params.len() != proc.tparams.len() {
            self.tc_err(name_span, format!("mismatched number of type parameters in procedure implementation: {name}"));
        } else {
            let fresh: Vec<Ty> = proc.tparams.iter().map(|(_, n)| self.fresh_rigid(n)).collect();
            let s1: Vec<(TvId, Ty)> = proc.tparams.iter().map(|(i, _)| *i).zip(fresh.iter().cloned()).collect();
            let s2: Vec<(TvId, Ty)> = info.tparams.iter().map(|(i, _)| *i).zip(fresh.iter().cloned()).collect();
            for (which, pf, imf) in [("in", &proc.ins, &info.ins), ("out", &proc.outs, &info.outs)] {
                if pf.len() != imf.len() {
                    self.tc_err(name_span, format!("mismatched number of {which}-parameters in procedure implementation: {name}"));
                    continue;
                }
                for (p, i) in pf.iter().zip(imf.iter()) {
                    let tp = self.vars[p.0 as usize].ty.subst(&s1);
                    let ti = self.vars[i.0 as usize].ty.subst(&s2);
                    if !self.unify(&ti, &tp) {
                        let a = self.vars[i.0 as usize].name.clone();
                        let b = self.vars[p.0 as usize].name.clone();
                        let c = if a == b { a.to_string() } else { format!("{b} (named {a} in implementation)") };
                        self.tc_err(name_span, format!("mismatched type of {which}-parameter in implementation {name}: {c}"));
                    }
                }
            }
        }
        for v in &body.locals {
            self.tc_attrs(&v.attrs);
            if let Some(&id) = self.maps.decl_var.get(&addr(v)) {
                let is_assumption = v.attrs.iter().any(|a| a.key == "assumption");
                if is_assumption && !self.vars[id.0 as usize].ty.is_bool() {
                    self.tc_err(v.name.span, "assumption variable must be of type 'bool'");
                }
            }
            self.tc_where(v);
        }
        let frame: FxHashSet<VarId> = proc.modifies.iter().copied().collect();
        self.tc.frame = Some(frame);
        self.tc_stmts(&body.stmts);
        self.tc.frame = None;
    }

    // -----------------------------------------------------------------------
    // Commands
    // -----------------------------------------------------------------------

    fn tc_stmts(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.tc_stmt(s);
        }
    }

    fn check_frame(&mut self, v: VarId, span: Span) {
        let info = &self.vars[v.0 as usize];
        if !info.kind.is_mutable() {
            let msg = format!("command assigns to an immutable variable: {}", info.name);
            self.tc_err(span, msg);
        } else if info.kind == VarKind::Global {
            let in_frame = self.tc.frame.as_ref().is_none_or(|f| f.contains(&v));
            if !in_frame {
                let msg = format!(
                    "command assigns to a global variable that is not in the enclosing procedure's modifies clause: {}",
                    info.name
                );
                self.tc_err(span, msg);
            }
        }
    }

    fn tc_predicate(&mut self, e: &Expr, span: Span, assert: bool) {
        let t = self.tc_expr(e);
        if !self.unify(&t, &Ty::Bool) {
            let what = if assert { "asserted" } else { "assumed" };
            let msg = format!("an {what} expression must be of type bool (got: {})", self.show(&t));
            self.tc_err(span, msg);
        }
    }

    /// Checks the negated guard `!g` Boogie synthesizes (no source position, simplified).
    fn tc_negated_guard(&mut self, g: &Expr) {
        let t = match &g.kind {
            ExprKind::Unary { op: UnaryOp::Not, arg } => self.tc_expr(arg),
            ExprKind::Binary(b) if matches!(b.op, BinaryOp::Eq | BinaryOp::Neq | BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge) => {
                let before = self.diags.len();
                let l = self.tc_expr(&b.lhs);
                let r = self.tc_expr(&b.rhs);
                if before != self.diags.len() {
                    self.error_ty()
                } else {
                    let (op, x, y) = match b.op {
                        BinaryOp::Eq => (BinaryOp::Neq, l, r),
                        BinaryOp::Neq => (BinaryOp::Eq, l, r),
                        BinaryOp::Lt => (BinaryOp::Le, r, l),
                        BinaryOp::Le => (BinaryOp::Lt, r, l),
                        BinaryOp::Gt => (BinaryOp::Le, l, r),
                        _ => (BinaryOp::Lt, l, r),
                    };
                    self.tc_binop(op, Span::NONE, x, y)
                }
            }
            _ => {
                let before = self.diags.len();
                let t = self.tc_expr(g);
                if before != self.diags.len() {
                    self.error_ty()
                } else {
                    self.tc_unop(UnaryOp::Not, Span::NONE, t)
                }
            }
        };
        let _ = self.unify(&t, &Ty::Bool);
    }

    fn tc_stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Label(_) | Stmt::Break(_) | Stmt::ChangeScope(_) | Stmt::HideReveal(_) => {}
            Stmt::Goto(g) => self.tc_attrs(&g.attrs),
            Stmt::Return(r) => self.tc_attrs(&r.attrs),
            Stmt::Assert(a) => {
                self.tc_attrs(&a.attrs);
                self.tc_predicate(&a.expr, a.span, true);
            }
            Stmt::Assume(a) => {
                self.tc_attrs(&a.attrs);
                self.tc_predicate(&a.expr, a.span, false);
            }
            Stmt::Havoc(h) => {
                for v in &h.vars {
                    if let Some(&id) = self.maps.ident_var.get(&addr(v)) {
                        self.check_frame(id, h.span);
                    }
                }
            }
            Stmt::Assign(a) => {
                self.tc_attrs(&a.attrs);
                let before = self.diags.len();
                let mut lts = self.scratch_tys.pop().unwrap_or_default();
                let mut rts = self.scratch_tys.pop().unwrap_or_default();
                for l in &a.lhs {
                    let t = self.tc_lhs(l);
                    lts.push(t);
                }
                for e in &a.rhs {
                    let t = self.tc_expr(e);
                    rts.push(t);
                }
                self.tc_assign(a, before, &lts, &rts);
                lts.clear();
                rts.clear();
                self.scratch_tys.push(lts);
                self.scratch_tys.push(rts);
            }
            Stmt::Call(c) => self.tc_call(c),
            Stmt::ParCall(pc) => {
                self.tc_err(pc.span, "calling procedure of a parallel call must yield");
                for c in &pc.calls {
                    self.tc_err(c.callee.span, "target procedure of a parallel call must yield");
                }
            }
            Stmt::Unpack(u) => self.tc_unpack(u),
            Stmt::Measure(m) => {
                self.tc_attrs(&m.attrs);
                for e in &m.exprs {
                    let _ = self.tc_expr(e);
                }
            }
            Stmt::If(i) => self.tc_if(i),
            Stmt::While(w) => {
                for sp in &w.specs {
                    match sp {
                        LoopSpec::Invariant(c) => {
                            self.tc_attrs(&c.attrs);
                            self.tc_predicate(&c.expr, c.span, !c.free);
                        }
                        LoopSpec::Measure(m) => {
                            for e in &m.exprs {
                                let _ = self.tc_expr(e);
                            }
                        }
                    }
                }
                if let Some(g) = &w.guard {
                    self.tc_predicate(g, w.span, false);
                }
                self.tc_stmts(&w.body);
                if let Some(g) = &w.guard {
                    self.tc_negated_guard(g);
                }
            }
        }
    }

    /// `C(x, ..) := e` in Boogie's order: the left side as an application of `C`, the
    /// right side, the assigned variables' mutability, the types, that `C` is a
    /// constructor, the variables' distinctness.
    fn tc_unpack(&mut self, u: &boogie_ast::UnpackCmd) {
        self.tc_attrs(&u.attrs);
        let before = self.diags.len();
        let vars: Vec<Option<VarId>> = u.vars.iter().map(|v| self.maps.ident_var.get(&addr(v)).copied()).collect();
        let fid = self.func_names.get(&u.ctor.name).copied();
        let mut lt = None;
        if let Some(fid) = fid {
            let f = self.funcs[fid.0 as usize].clone();
            if f.params.len() != u.vars.len() {
                self.tc_err(
                    u.ctor.span,
                    format!("wrong number of arguments to function: {} ({} instead of {})", u.ctor.name, u.vars.len(), f.params.len()),
                );
            } else {
                let inst: Vec<Ty> = f.tparams.iter().map(|(_, n)| self.fresh_proxy(n.clone())).collect();
                let s: Vec<(TvId, Ty)> = f.tparams.iter().map(|(i, _)| *i).zip(inst.iter().cloned()).collect();
                for (i, ((v, id), pt)) in u.vars.iter().zip(&vars).zip(&f.params).enumerate() {
                    let Some(id) = id else { continue };
                    let vt = self.vars[id.0 as usize].ty.clone();
                    if !self.unify(&vt, &pt.subst(&s)) {
                        let msg = format!(
                            "invalid type for argument {i} in application of {}: {} (expected: {})",
                            u.ctor.name,
                            self.show(&vt),
                            self.show(pt)
                        );
                        self.tc_err(v.span, msg);
                    }
                }
                if before == self.diags.len() {
                    lt = Some(f.result.subst(&s));
                }
            }
        }
        let before_rhs = self.diags.len();
        let rt = self.tc_expr(&u.rhs);
        let rhs_ok = before_rhs == self.diags.len();
        for id in vars.iter().flatten() {
            self.check_frame(*id, u.span);
        }
        if let (Some(lt), true) = (&lt, rhs_ok) {
            if !self.unify(lt, &rt) {
                let msg = format!("mismatched types in assignment command (cannot assign {} to {})", self.show(&rt), self.show(lt));
                self.tc_err(u.span, msg);
                return;
            }
        }
        if let Some(fid) = fid {
            if !matches!(self.funcs[fid.0 as usize].decl, FuncDecl::Ctor(..)) {
                self.tc_err(u.span, "left side of unpack command must be a constructor application");
            }
        }
        let mut seen: Vec<VarId> = Vec::new();
        for (v, id) in u.vars.iter().zip(&vars) {
            let Some(id) = *id else { continue };
            if seen.contains(&id) {
                self.tc_err(u.span, format!("variable {} is assigned more than once in unpack command", v.name));
            } else {
                seen.push(id);
            }
        }
    }

    fn tc_assign(&mut self, a: &boogie_ast::AssignCmd, before: usize, lts: &[Ty], rts: &[Ty]) {
        if before != self.diags.len() {
            return;
        }
        for l in &a.lhs {
            if let Some(&id) = self.maps.ident_var.get(&addr(&l.name)) {
                self.check_frame(id, a.span);
            }
        }
        for ((l, lt), rt) in a.lhs.iter().zip(lts).zip(rts) {
            if !self.unify(lt, rt) {
                // Boogie prints a map-typed synonym on the left expanded.
                let lt_shown = match lt {
                    Ty::Syn { body, .. } if matches!(body.expand(), Ty::Map(_)) => self.show(body.expand()),
                    _ => self.show(lt),
                };
                let msg = format!(
                    "mismatched types in assignment command (cannot assign {} to {})",
                    self.show(rt),
                    lt_shown
                );
                self.tc_err(lhs_span(l), msg);
            }
        }
    }

    fn tc_if(&mut self, i: &boogie_ast::IfStmt) {
        self.tc_attrs(&i.attrs);
        if let Some(g) = &i.guard {
            self.tc_predicate(g, i.span, false);
        }
        self.tc_stmts(&i.then_branch);
        if let Some(g) = &i.guard {
            self.tc_negated_guard(g);
        }
        match &i.else_branch {
            None => {}
            Some(ElseBranch::Block { stmts, .. }) => self.tc_stmts(stmts),
            Some(ElseBranch::If(e)) => self.tc_if(e),
        }
    }

    fn tc_call(&mut self, c: &boogie_ast::CallCmd) {
        self.tc_attrs(&c.attrs);
        let before = self.diags.len();
        let ats: Vec<Ty> = c.args.iter().map(|e| self.tc_expr(e)).collect();
        let ots: Vec<Option<(VarId, Ty)>> = c
            .outs
            .iter()
            .map(|o| self.maps.ident_var.get(&addr(o)).map(|&v| (v, self.vars[v.0 as usize].ty.clone())))
            .collect();
        let Some(&pid) = self.maps.call_proc.get(&addr(c)) else { return };
        for (v, _) in ots.iter().flatten() {
            self.check_frame(*v, c.span);
        }
        for m in self.procs[pid.0 as usize].modifies.clone() {
            self.check_frame(m, c.span);
        }
        if before != self.diags.len() {
            return;
        }
        let proc = self.procs[pid.0 as usize].clone();
        let inst: Vec<Ty> = proc.tparams.iter().map(|(_, n)| self.fresh_proxy(n.clone())).collect();
        let s: Vec<(TvId, Ty)> = proc.tparams.iter().map(|(i, _)| *i).zip(inst.iter().cloned()).collect();
        for (i, (arg, at)) in c.args.iter().zip(&ats).enumerate() {
            let Some(f) = proc.ins.get(i) else { break };
            let ft = self.vars[f.0 as usize].ty.clone();
            if !self.unify(at, &ft.subst(&s)) {
                let msg = format!(
                    "invalid type for argument {i} in call to {}: {} (expected: {})",
                    c.callee.name,
                    self.show(at),
                    self.show(&ft)
                );
                self.tc_err(arg.span, msg);
            }
        }
        for (i, (o, ot)) in c.outs.iter().zip(&ots).enumerate() {
            let (Some(f), Some((_, ot))) = (proc.outs.get(i), ot) else { continue };
            let ft = self.vars[f.0 as usize].ty.subst(&s);
            if !self.unify(&ft, ot) {
                let msg = format!(
                    "invalid type for out-parameter {i} in call to {}: {} (expected: {})",
                    c.callee.name,
                    self.show(ot),
                    self.show(&ft)
                );
                self.tc_err(o.span, msg);
            }
        }
        let names = proc.tparams.iter().map(|(_, n)| n.clone()).collect();
        self.record_inst(InstKey::Node(addr(c)), c.span, names, inst, false, None);
    }

    fn tc_lhs(&mut self, l: &boogie_ast::Lhs) -> Ty {
        let Some(&v) = self.maps.ident_var.get(&addr(&l.name)) else { return self.error_ty() };
        let mut t = self.vars[v.0 as usize].ty.clone();
        for (k, sel) in l.selectors.iter().enumerate() {
            match sel {
                LhsSelector::Index { indices, span } => {
                    let before = self.diags.len();
                    let its: Vec<Ty> = indices.iter().map(|e| self.tc_expr(e)).collect();
                    if before != self.diags.len() {
                        return self.error_ty();
                    }
                    match self.tc_select(*span, &t, indices, &its, "map assignment", None) {
                        Some((r, inst, names)) => {
                            self.record_inst(InstKey::Lhs(addr(l), k), *span, names, inst, true, None);
                            t = r;
                        }
                        None => return self.error_ty(),
                    }
                }
                LhsSelector::Field { field, span } => match self.tc_field(*span, &t, field) {
                    Some(r) => t = r,
                    None => return self.error_ty(),
                },
            }
        }
        t
    }

    // -----------------------------------------------------------------------
    // Expressions
    // -----------------------------------------------------------------------

    fn tc_unop(&mut self, op: UnaryOp, span: Span, t: Ty) -> Ty {
        match op {
            UnaryOp::Neg => {
                if self.unify(&t, &Ty::Int) {
                    return Ty::Int;
                }
                if self.unify(&t, &Ty::Real) {
                    return Ty::Real;
                }
                let msg = format!("invalid argument type ({}) to unary operator -", self.show(&t));
                self.tc_err(span, msg);
                self.error_ty()
            }
            UnaryOp::Not => {
                if self.unify(&t, &Ty::Bool) {
                    return Ty::Bool;
                }
                let msg = format!("invalid argument type ({}) to unary operator !", self.show(&t));
                self.tc_err(span, msg);
                self.error_ty()
            }
        }
    }

    fn is_float(&self, t: &Ty) -> bool {
        matches!(self.norm(t), Ty::Float { .. })
    }

    fn tc_binop(&mut self, op: BinaryOp, span: Span, a: Ty, b: Ty) -> Ty {
        use BinaryOp::*;
        let res = match op {
            Add | Sub | Mul => {
                if self.unify(&a, &Ty::Int) && self.unify(&b, &Ty::Int) {
                    Some(Ty::Int)
                } else if self.unify(&a, &Ty::Real) && self.unify(&b, &Ty::Real) {
                    Some(Ty::Real)
                } else if self.is_float(&a) && self.unify(&a, &b) {
                    Some(self.norm(&a))
                } else {
                    None
                }
            }
            Div | Mod => (self.unify(&a, &Ty::Int) && self.unify(&b, &Ty::Int)).then_some(Ty::Int),
            RealDiv => {
                let ia = self.unify(&a, &Ty::Int) || self.unify(&a, &Ty::Real);
                let ib = ia && (self.unify(&b, &Ty::Int) || self.unify(&b, &Ty::Real));
                if ia && ib {
                    Some(Ty::Real)
                } else if self.is_float(&a) && self.unify(&a, &b) {
                    Some(self.norm(&a))
                } else {
                    None
                }
            }
            Pow => (self.unify(&a, &Ty::Real) && self.unify(&b, &Ty::Real)).then_some(Ty::Real),
            Lt | Le | Gt | Ge => {
                if (self.unify(&a, &Ty::Int) && self.unify(&b, &Ty::Int))
                    || (self.unify(&a, &Ty::Real) && self.unify(&b, &Ty::Real))
                    || (self.is_float(&a) && self.unify(&a, &b))
                {
                    Some(Ty::Bool)
                } else {
                    None
                }
            }
            Eq | Neq | Subtype => {
                if self.unify_eq(&a, &b) {
                    Some(Ty::Bool)
                } else {
                    None
                }
            }
            And | Or | Implies | Iff => (self.unify(&a, &Ty::Bool) && self.unify(&b, &Ty::Bool)).then_some(Ty::Bool),
            Concat => {
                let (na, nb) = (self.norm(&a), self.norm(&b));
                match (&na, &nb) {
                    (Ty::Bv(x), Ty::Bv(y)) => Some(Ty::Bv(x.saturating_add(*y))),
                    _ => {
                        let pa = self.bv_unknown_ok(&na);
                        let pb = self.bv_unknown_ok(&nb);
                        if pa && pb {
                            let min = self.bv_min(&na).saturating_add(self.bv_min(&nb));
                            let id = self.tc.proxies.len() as u32;
                            self.tc.proxies.push(PState::Bv("concat".into(), min));
                            Some(Ty::Proxy(id))
                        } else {
                            let msg = format!("++ operands need to be bitvectors (got {}, {})", self.show(&a), self.show(&b));
                            self.tc_err(span, msg);
                            return self.error_ty();
                        }
                    }
                }
            }
        };
        match res {
            Some(t) => t,
            None => {
                let msg = format!(
                    "invalid argument types ({} and {}) to binary operator {}",
                    self.show(&a),
                    self.show(&b),
                    binop_text(op)
                );
                self.tc_err(span, msg);
                self.error_ty()
            }
        }
    }

    fn bv_min(&self, t: &Ty) -> u32 {
        match t {
            Ty::Bv(n) => *n,
            Ty::Proxy(p) => match self.tc.proxies.get(*p as usize) {
                Some(PState::Bv(_, m)) => *m,
                _ => 0,
            },
            _ => 0,
        }
    }

    fn bv_unknown_ok(&mut self, t: &Ty) -> bool {
        match t {
            Ty::Bv(_) => true,
            Ty::Proxy(p) => match self.tc.proxies.get(*p as usize).cloned() {
                Some(PState::Free(n)) => {
                    if let Some(s) = self.tc.proxies.get_mut(*p as usize) {
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

    /// `==`: the operands must unify when their free type variables are unknowns.
    fn unify_eq(&mut self, a: &Ty, b: &Ty) -> bool {
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
        let saved = self.tc.proxies.clone();
        let mark = self.tc.forbidden.len();
        if self.unify(a, b) {
            return true;
        }
        self.tc.proxies = saved;
        self.tc.forbidden.truncate(mark);
        let s: Vec<(TvId, Ty)> = fv.iter().map(|(i, n)| (*i, self.fresh_proxy(n.clone()))).collect();
        let a2 = self.zonk_keep(a).subst(&s);
        let b2 = self.zonk_keep(b).subst(&s);
        self.unify(&a2, &b2)
    }

    /// Checks a select (or store or map assignment) of a map of type `mt` with the given
    /// index types; returns the instantiated result type, the instantiation and its names.
    fn tc_select(
        &mut self,
        span: Span,
        mt: &Ty,
        indices: &[Expr],
        its: &[Ty],
        what: &str,
        map_expr: Option<&Expr>,
    ) -> Option<(Ty, Vec<Ty>, Vec<Name>)> {
        let m = self.norm(mt);
        if let Ty::Proxy(p) = m {
            if let Some(PState::Free(_)) = self.tc.proxies.get(p as usize) {
                if let Some(s) = self.tc.proxies.get_mut(p as usize) {
                    *s = PState::Map(indices.len(), Vec::new());
                }
            }
        }
        let (args, res, inst, names, formal_args) = match &m {
            Ty::Map(mm) => {
                if mm.args.len() != indices.len() {
                    self.tc_err(span, format!("wrong number of arguments in {what}: {} instead of {}", indices.len(), mm.args.len()));
                    return None;
                }
                let (a, r, inst) = self.instantiate_map(mm);
                let names = mm.tparams.iter().map(|(_, n)| n.clone()).collect();
                (a, r, inst, names, mm.args.clone())
            }
            Ty::Proxy(p) => match self.tc.proxies.get(*p as usize).cloned() {
                Some(PState::Map(n, _)) => {
                    if n != indices.len() {
                        self.tc_err(span, format!("wrong number of arguments in {what}: {} instead of {}", indices.len(), n));
                        return None;
                    }
                    let res = self.fresh_proxy("res".into());
                    if let Some(PState::Map(_, c)) = self.tc.proxies.get_mut(*p as usize) {
                        c.push((its.to_vec(), res.clone()));
                    }
                    return Some((res, vec![], vec![]));
                }
                _ => {
                    self.non_map(span, mt, what, map_expr);
                    return None;
                }
            },
            _ => {
                self.non_map(span, mt, what, map_expr);
                return None;
            }
        };
        let mut ok = true;
        for (k, ((ix, it), (fa, formal))) in indices.iter().zip(its).zip(args.iter().zip(&formal_args)).enumerate() {
            if !self.unify(it, fa) {
                let msg = format!(
                    "invalid type for argument {k} in {what}: {} (expected: {})",
                    self.show(it),
                    self.show(formal)
                );
                self.tc_err(ix.span, msg);
                ok = false;
            }
        }
        let _ = ok;
        Some((res, inst, names))
    }

    fn non_map(&mut self, span: Span, mt: &Ty, what: &str, map_expr: Option<&Expr>) {
        let _ = mt;
        let (sp, text) = match map_expr {
            Some(e) => (e.span, expr_text(e)),
            None => (span, String::new()),
        };
        self.tc_err(sp, format!("{what} applied to a non-map: {text}"));
    }

    fn datatype_of(&self, t: &Ty) -> Option<(usize, Vec<Ty>)> {
        if let Ty::Ctor { id, args, .. } = self.norm(t) {
            let di = self.datatypes.iter().position(|d| d.ctor_id == id)?;
            return Some((di, args));
        }
        None
    }

    fn tc_field(&mut self, span: Span, t: &Ty, field: &Ident) -> Option<Ty> {
        let Some((di, args)) = self.datatype_of(t) else {
            let msg = format!("field-access must be applied to a datatype, {} is not a datatype", self.show(t));
            self.tc_err(span, msg);
            return None;
        };
        let dt = &self.datatypes[di];
        let s: Vec<(TvId, Ty)> = dt.tparams.iter().map(|(i, _)| *i).zip(args).collect();
        for fields in &dt.fields {
            for (n, ft) in fields {
                if *n == field.name {
                    return Some(ft.subst(&s));
                }
            }
        }
        let msg = format!("datatype {} does not have a field with name {}", dt.decl.name.name, field.name);
        self.tc_err(field.span, msg);
        None
    }

    /// Type-checks an expression (recording its type) and returns its type.
    pub(crate) fn tc_expr(&mut self, e: &Expr) -> Ty {
        self.depth += 1;
        let t = if self.depth & 15 == 0 {
            stacker::maybe_grow(STACK_RED_ZONE, STACK_SEGMENT, || self.tc_expr_inner(e))
        } else {
            self.tc_expr_inner(e)
        };
        self.depth -= 1;
        let id = self.maps.tys.intern(&t);
        self.maps.expr_ty.insert(addr(e), id);
        t
    }

    fn tc_expr_inner(&mut self, e: &Expr) -> Ty {
        match &e.kind {
            ExprKind::Lit(l) => match l {
                Literal::Bool(_) => Ty::Bool,
                Literal::Int(_) => Ty::Int,
                Literal::Real(_) => Ty::Real,
                Literal::Bv(b) => Ty::Bv(b.width),
                Literal::Float(f) => float_lit_type(f),
                Literal::String(_) => Ty::String,
                Literal::RMode(_) => Ty::RMode,
            },
            ExprKind::Var { .. } => match self.maps.expr_var.get(&addr(e)) {
                Some(v) => self.vars[v.0 as usize].ty.clone(),
                None => self.error_ty(),
            },
            ExprKind::FunCall(fc) => {
                let order = self.tc.enter();
                let before = self.diags.len();
                let ats: Vec<Ty> = fc.args.iter().map(|a| self.tc_expr(a)).collect();
                if before != self.diags.len() {
                    return self.error_ty();
                }
                let Some(&fid) = self.maps.expr_func.get(&addr(e)) else { return self.error_ty() };
                let f = self.funcs[fid.0 as usize].clone();
                if f.params.len() != ats.len() {
                    self.tc_err(
                        fc.name.span,
                        format!("wrong number of arguments to function: {} ({} instead of {})", fc.name.name, ats.len(), f.params.len()),
                    );
                    return self.error_ty();
                }
                let inst: Vec<Ty> = f.tparams.iter().map(|(_, n)| self.fresh_proxy(n.clone())).collect();
                let s: Vec<(TvId, Ty)> = f.tparams.iter().map(|(i, _)| *i).zip(inst.iter().cloned()).collect();
                let mut ok = true;
                for (i, ((arg, at), pt)) in fc.args.iter().zip(&ats).zip(&f.params).enumerate() {
                    if !self.unify(at, &pt.subst(&s)) {
                        let msg = format!(
                            "invalid type for argument {i} in application of {}: {} (expected: {})",
                            fc.name.name,
                            self.show(at),
                            self.show(pt)
                        );
                        self.tc_err(arg.span, msg);
                        ok = false;
                    }
                }
                let _ = ok;
                let names = f.tparams.iter().map(|(_, n)| n.clone()).collect();
                self.record_inst(InstKey::Node(addr(e)), fc.name.span, names, inst, true, Some(order));
                f.result.subst(&s)
            }
            ExprKind::Old(a) => self.tc_expr(a),
            ExprKind::Unary { op, arg } => {
                let before = self.diags.len();
                let t = self.tc_expr(arg);
                if before != self.diags.len() {
                    return self.error_ty();
                }
                self.tc_unop(*op, e.span, t)
            }
            ExprKind::Binary(b) => {
                let before = self.diags.len();
                let l = self.tc_expr(&b.lhs);
                let r = self.tc_expr(&b.rhs);
                if before != self.diags.len() {
                    return self.error_ty();
                }
                self.tc_binop(b.op, e.span, l, r)
            }
            ExprKind::Select(s) => {
                let order = self.tc.enter();
                let before = self.diags.len();
                let mt = self.tc_expr(&s.map);
                let its: Vec<Ty> = s.indices.iter().map(|i| self.tc_expr(i)).collect();
                if before != self.diags.len() {
                    return self.error_ty();
                }
                match self.tc_select(e.span, &mt, &s.indices, &its, "map select", Some(&s.map)) {
                    Some((r, inst, names)) => {
                        self.record_inst(InstKey::Node(addr(e)), e.span, names, inst, true, Some(order));
                        r
                    }
                    None => self.error_ty(),
                }
            }
            ExprKind::Store(s) => {
                let order = self.tc.enter();
                let before = self.diags.len();
                let mt = self.tc_expr(&s.map);
                let its: Vec<Ty> = s.indices.iter().map(|i| self.tc_expr(i)).collect();
                let vt = self.tc_expr(&s.value);
                if before != self.diags.len() {
                    return self.error_ty();
                }
                match self.tc_select(e.span, &mt, &s.indices, &its, "map store", Some(&s.map)) {
                    Some((r, inst, names)) => {
                        if !self.unify(&vt, &r) {
                            let msg = format!(
                                "right-hand side in map store with wrong type: {} (expected: {})",
                                self.show(&vt),
                                self.show(&r)
                            );
                            self.tc_err(s.value.span, msg);
                            return self.error_ty();
                        }
                        self.record_inst(InstKey::Node(addr(e)), e.span, names, inst, true, Some(order));
                        mt
                    }
                    None => self.error_ty(),
                }
            }
            ExprKind::Extract(x) => {
                let before = self.diags.len();
                let t = self.tc_expr(&x.expr);
                if before != self.diags.len() {
                    return self.error_ty();
                }
                let hi: i64 = x.hi.parse().unwrap_or(-1);
                let lo: i64 = x.lo.parse().unwrap_or(-1);
                if lo < 0 {
                    self.tc_err(e.span, "start index in extract must not be negative");
                    return self.error_ty();
                }
                if hi < 0 {
                    self.tc_err(e.span, "end index in extract must not be negative");
                    return self.error_ty();
                }
                if lo > hi {
                    self.tc_err(e.span, "start index in extract must be no bigger than the end index");
                    return self.error_ty();
                }
                let need = (hi - lo) as u32;
                let ok = match self.norm(&t) {
                    Ty::Bv(w) => w >= need,
                    Ty::Proxy(p) => match self.tc.proxies.get(p as usize).cloned() {
                        Some(PState::Free(n)) => {
                            if let Some(s) = self.tc.proxies.get_mut(p as usize) {
                                *s = PState::Bv(n, hi as u32);
                            }
                            true
                        }
                        Some(PState::Bv(n, m)) => {
                            if let Some(s) = self.tc.proxies.get_mut(p as usize) {
                                *s = PState::Bv(n, m.max(hi as u32));
                            }
                            true
                        }
                        _ => false,
                    },
                    _ => false,
                };
                if !ok {
                    let msg = format!("extract operand must be a bitvector of at least {need} bits (got {})", self.show(&t));
                    self.tc_err(e.span, msg);
                    return self.error_ty();
                }
                Ty::Bv(need)
            }
            ExprKind::Coerce(c) => {
                let before = self.diags.len();
                let et = self.tc_expr(&c.expr);
                if before != self.diags.len() {
                    return self.error_ty();
                }
                let t = self.coerce_ty.get(&addr(e)).cloned().unwrap_or(Ty::Bool);
                if !self.unify(&et, &t) {
                    let msg = format!("{} cannot be coerced to {}", self.show(&et), self.show(&t));
                    self.tc_err(e.span, msg);
                    return self.error_ty();
                }
                t
            }
            ExprKind::ToInt(a) | ExprKind::ToReal(a) => {
                let to_int = matches!(e.kind, ExprKind::ToInt(_));
                let before = self.diags.len();
                let t = self.tc_expr(a);
                if before != self.diags.len() {
                    return self.error_ty();
                }
                let (want, res, wname) = if to_int { (Ty::Real, Ty::Int, "real") } else { (Ty::Int, Ty::Real, "int") };
                if !self.unify(&t, &want) {
                    let msg = format!("argument type {} does not match expected type {wname}", self.show(&t));
                    self.tc_err(e.span, msg);
                    return self.error_ty();
                }
                res
            }
            ExprKind::IfThenElse(i) => {
                let before = self.diags.len();
                let ct = self.tc_expr(&i.cond);
                let at = self.tc_expr(&i.then_);
                let bt = self.tc_expr(&i.else_);
                if before != self.diags.len() {
                    return self.error_ty();
                }
                if !self.unify(&ct, &Ty::Bool) {
                    let msg = format!("the first argument to if-then-else should be bool, not {}", self.show(&ct));
                    self.tc_err(e.span, msg);
                    return self.error_ty();
                }
                if !self.unify(&at, &bt) {
                    let msg = format!("branches of if-then-else have incompatible types {} and {}", self.show(&at), self.show(&bt));
                    self.tc_err(e.span, msg);
                    return self.error_ty();
                }
                at
            }
            ExprKind::Quant(q) => {
                let (tparams, vs) = self.binder_info.get(&addr(e)).cloned().unwrap_or_default();
                let merged = self.quants.get(&addr(e)).map(|qi| (qi.body, qi.attrs.clone(), qi.never_triggers.clone(), qi.merged.clone()));
                let body: &Expr = match &merged {
                    Some((body, attrs, never, _)) => {
                        for a in attrs {
                            self.tc_attrs(std::slice::from_ref(*a));
                        }
                        // The synthesized negative triggers come first (last found first) and
                        // are checked as nodes of their own: the body checks them again, and
                        // only that second instantiation counts for the warnings.
                        let first_inst = self.tc.insts.len();
                        for te in never.iter().rev() {
                            let _ = self.tc_expr(te);
                        }
                        for inst in &mut self.tc.insts[first_inst..] {
                            inst.warn = false;
                        }
                        body
                    }
                    None => {
                        self.tc_attrs(&q.attrs);
                        &q.body
                    }
                };
                for tr in &q.triggers {
                    for te in &tr.exprs {
                        let _ = self.tc_expr(te);
                    }
                }
                let before = self.diags.len();
                let bt = self.tc_expr(body);
                if let Some((_, _, _, inner)) = &merged {
                    for x in inner {
                        let id = self.maps.tys.intern(&Ty::Bool);
                        self.maps.expr_ty.insert(addr(*x), id);
                    }
                }
                let vtys: Vec<Ty> = vs.iter().map(|v| self.vars[v.0 as usize].ty.clone()).collect();
                match q.kind {
                    boogie_ast::QuantKind::Lambda => {
                        for (id, n) in &tparams {
                            if !vtys.iter().any(|t| t.mentions_var(*id)) {
                                self.tc_err(e.span, format!("the type variable {n} does not occur in types of the lambda parameters"));
                                return self.error_ty();
                            }
                        }
                        if before != self.diags.len() {
                            return self.error_ty();
                        }
                        Ty::Map(Box::new(MapTy { tparams, args: vtys, result: bt }))
                    }
                    _ => {
                        if before == self.diags.len() && !self.unify(&bt, &Ty::Bool) {
                            self.tc_err(e.span, "quantifier body must be of type bool");
                        }
                        let unmentioned: Vec<(TvId, Name)> =
                            tparams.iter().filter(|(id, _)| !vtys.iter().any(|t| t.mentions_var(*id))).cloned().collect();
                        if !unmentioned.is_empty() {
                            for tr in q.triggers.iter().filter(|t| t.positive) {
                                let mut fv = Vec::new();
                                for te in &tr.exprs {
                                    self.trigger_type_vars(te, &mut fv);
                                }
                                for (id, n) in &unmentioned {
                                    if !fv.iter().any(|(i, _)| i == id) {
                                        self.tc_err(tr.span, format!("trigger does not mention {n}, which does not occur in variables types either"));
                                    }
                                }
                            }
                        }
                        Ty::Bool
                    }
                }
            }
            ExprKind::Let(l) => {
                let vs = self.let_vars.get(&addr(e)).cloned().unwrap_or_default();
                for (r, v) in l.rhs.iter().zip(&vs) {
                    let t = self.tc_expr(r);
                    self.vars[v.0 as usize].ty = t;
                }
                self.tc_attrs(&l.attrs);
                self.tc_expr(&l.body)
            }
            ExprKind::Is(i) => {
                let before = self.diags.len();
                let t = self.tc_expr(&i.expr);
                if before != self.diags.len() {
                    return self.error_ty();
                }
                match self.datatype_of(&t) {
                    None => {
                        let msg = format!("is-constructor must be applied to a datatype, {} is not a datatype", self.show(&t));
                        self.tc_err(i.ctor.span, msg);
                    }
                    Some((di, _)) => {
                        let dt = &self.datatypes[di];
                        if !dt.decl.ctors.iter().any(|c| c.name.name == i.ctor.name) {
                            let msg = format!("datatype {} does not have a constructor with name {}", dt.decl.name.name, i.ctor.name);
                            self.tc_err(i.ctor.span, msg);
                        }
                    }
                }
                Ty::Bool
            }
            ExprKind::Field(f) => {
                let before = self.diags.len();
                let t = self.tc_expr(&f.expr);
                if before != self.diags.len() {
                    return self.error_ty();
                }
                match self.tc_field(f.field.span, &t, &f.field) {
                    Some(r) => r,
                    None => self.error_ty(),
                }
            }
            ExprKind::FieldUpdate(f) => {
                let before = self.diags.len();
                let t = self.tc_expr(&f.expr);
                let vt = self.tc_expr(&f.value);
                if before != self.diags.len() {
                    return self.error_ty();
                }
                match self.tc_field(f.field.span, &t, &f.field) {
                    Some(ft) => {
                        if !self.unify(&vt, &ft) {
                            let msg = format!("right-hand side in field update with wrong type: {} (expected: {})", self.show(&vt), self.show(&ft));
                            self.tc_err(f.field.span, msg);
                        }
                        t
                    }
                    None => self.error_ty(),
                }
            }
            ExprKind::Code(c) => {
                for v in &c.locals {
                    self.tc_where(v);
                }
                let saved = self.tc.frame.take();
                for b in &c.blocks {
                    self.tc_stmts(&b.cmds);
                    match &b.transfer {
                        SpecTransfer::Goto(_) => {}
                        SpecTransfer::Return { expr, span, .. } => {
                            let t = self.tc_expr(expr);
                            if !self.unify(&t, &Ty::Bool) {
                                let msg = format!("an asserted expression must be of type bool (got: {})", self.show(&t));
                                self.tc_err(*span, msg);
                            }
                        }
                    }
                }
                self.tc.frame = saved;
                Ty::Bool
            }
        }
    }

    fn trigger_type_vars(&self, e: &Expr, out: &mut Vec<(TvId, Name)>) {
        if let Some(&t) = self.maps.expr_ty.get(&addr(e)) {
            self.free_vars(self.maps.tys.get(t), out);
        }
        if let ExprKind::Var { .. } = e.kind {
            if let Some(v) = self.maps.expr_var.get(&addr(e)) {
                self.free_vars(&self.vars[v.0 as usize].ty, out);
            }
        }
        for inst in self.tc.insts.iter().rev().take(64) {
            if let InstKey::Node(k) = inst.key {
                if k == addr(e) {
                    for t in &inst.tys {
                        self.free_vars(t, out);
                    }
                }
            }
        }
        stacker::maybe_grow(64 * 1024, 2 * 1024 * 1024, || for_each_child(e, &mut |c| self.trigger_type_vars(c, out)));
    }

    // -----------------------------------------------------------------------
    // Ambiguity warnings and the final facts
    // -----------------------------------------------------------------------

    pub fn ambiguity_warnings(&mut self) {
        let insts = std::mem::take(&mut self.tc.insts);
        let mut preorder: Vec<&Inst> = insts.iter().collect();
        preorder.sort_by_key(|i| i.order);
        for inst in preorder {
            if !inst.warn {
                continue;
            }
            for (n, t) in inst.names.iter().zip(&inst.tys) {
                let nt = self.norm(t);
                let Ty::Proxy(p) = nt else { continue };
                let default = match self.tc.proxies.get(p as usize).cloned() {
                    Some(PState::Free(_)) => Ty::Int,
                    Some(PState::Bv(_, m)) => Ty::Bv(m),
                    Some(PState::Map(n, _)) => {
                        let mut tps = Vec::new();
                        for i in 0..n {
                            tps.push(format!("arg{i}"));
                        }
                        tps.push("res".to_string());
                        let vars: Vec<(TvId, Name)> = tps
                            .iter()
                            .map(|s| {
                                let id = self.next_tv;
                                self.next_tv += 1;
                                (id, Name::from(s.as_str()))
                            })
                            .collect();
                        let tv = |k: usize| Ty::Var { id: vars[k].0, name: vars[k].1.clone() };
                        let argt: Vec<Ty> = (0..n).map(tv).collect();
                        Ty::Map(Box::new(MapTy { tparams: vars.clone(), args: argt, result: tv(n) }))
                    }
                    _ => continue,
                };
                let msg = format!("type parameter {n} is ambiguous, instantiating to {default}");
                self.warnings.push(Diagnostic::new(Phase::Warning, inst.span, msg));
                self.bind(p, default);
            }
        }
        // Zonk every recorded type (nothing to do when no unknown was ever created).
        if !self.tc.proxies.is_empty() {
            let mut tys = std::mem::take(&mut self.maps.tys);
            tys.rewrite(|t| needs_zonk(t).then(|| self.zonk(t)));
            self.maps.tys = tys;
        }
        for i in 0..if self.tc.proxies.is_empty() { 0 } else { self.vars.len() } {
            if needs_zonk(&self.vars[i].ty) {
                self.vars[i].ty = self.zonk(&self.vars[i].ty);
            }
        }
        for inst in insts {
            let tys: Vec<Ty> = inst.tys.iter().map(|t| self.zonk(t)).collect();
            match inst.key {
                InstKey::Node(k) => {
                    self.maps.type_args.insert(k, tys);
                }
                InstKey::Lhs(l, i) => {
                    self.maps.lhs_type_args.insert((l, i), tys);
                }
            }
        }
        let _ = FuncDecl::Ctor;
    }
}

fn needs_zonk(t: &Ty) -> bool {
    match t {
        Ty::Proxy(_) => true,
        Ty::Ctor { args, .. } => args.iter().any(needs_zonk),
        Ty::Syn { body, args, .. } => needs_zonk(body) || args.iter().any(needs_zonk),
        Ty::Map(m) => m.args.iter().any(needs_zonk) || needs_zonk(&m.result),
        _ => false,
    }
}
