//! Type checking (boogie-language.md §3.6–§3.9), after a clean resolution, declaration
//! after declaration in program order: attributes, axioms and where clauses must be
//! `bool`, a function body has the result type, contracts are `bool`, an
//! implementation matches its procedure's signature, and bodies are checked command by
//! command ([`stmts`]) and expression by expression ([`exprs`], operators in [`ops`]).
//! Unknowns and unification are [`crate::unify`]'s; the ambiguity warnings and the final
//! types are [`crate::ambiguity`]'s.

mod exprs;
mod ops;
mod stmts;

use boogie_ast::{Attribute, Body, Decl, FunctionDecl, Ident, Name, ProcedureDecl, Span, Spec, Variable};
use rustc_hash::FxHashSet;

use crate::cx::Cx;
use crate::facts::addr;
use crate::info::{ProcId, VarId, VarKind};
use crate::ty::{TvId, Ty};
use crate::walk::{body_kind, BodyKind};

impl<'p> Cx<'p> {
    pub(crate) fn typecheck_program(&mut self) {
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
                Decl::Function(f) => self.tc_function(f),
                Decl::Axiom(a) => self.tc_axiom(a),
                Decl::Procedure(p) => self.tc_procedure(p),
                Decl::Implementation(i) => {
                    self.tc_impl(i.name.span, &i.name.name, &i.attrs, &i.type_params, &i.body);
                }
            }
        }
    }

    /// A function: attributes, the body against the result type (as the definition axiom or `{:define}` equation, or as an `{:inline}` macro), the `uses` axioms.
    pub(crate) fn tc_function(&mut self, f: &FunctionDecl) {
        let Some(&fid) = self.maps.func_by_decl.get(&addr(f)) else { return };
        self.tc_attrs(&f.attrs);
        if let Some(b) = &f.body {
            let kind = body_kind(f);
            if kind == BodyKind::Axiom && (!f.type_params.is_empty() || !f.params.is_empty()) {
                // The definition axiom's quantifier carries the attributes again.
                self.tc_attrs(&f.attrs);
            }
            let before = self.diags.len();
            let bt = self.tc_expr(b);
            let body_ok = before == self.diags.len();
            let rt = self.funcs[fid.0 as usize].result.clone();
            if kind != BodyKind::Inline && body_ok && !self.u.unify_eq(&rt, &bt) {
                // `f(ps): R == body`, at the function name.
                let msg = format!(
                    "invalid argument types ({} and {}) to binary operator ==",
                    self.u.show(&rt),
                    self.u.show(&bt)
                );
                self.tc_err(f.name.span, msg);
            }
            if kind != BodyKind::Axiom && body_ok && !self.u.unify(&bt, &rt) {
                let msg = format!("function body with invalid type: {} (expected: {})", self.u.show(&bt), self.u.show(&rt));
                self.tc_err(b.span, msg);
            }
        }
        if let Some(us) = &f.uses {
            for a in us {
                self.tc_axiom(a);
            }
        }
    }

    /// A procedure: attributes, formals' where clauses, the modifies clause, contracts in Boogie's order (requires, measures, ensures), its body.
    pub(crate) fn tc_procedure(&mut self, p: &ProcedureDecl) {
        let Some(&pid) = self.maps.proc_by_decl.get(&addr(p)) else { return };
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
                if !self.u.unify(&t, &Ty::Bool) {
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
                if !self.u.unify(&t, &Ty::Bool) {
                    self.tc_err(c.span, "postconditions must be of type bool");
                }
            }
        }
        if let Some(body) = &p.body {
            self.tc_impl(p.name.span, &p.name.name, &[], &p.type_params, body);
        }
    }

    /// Fields of the same name in different constructors must have the same type
    /// (compared with the first constructor that has the field).
    pub(crate) fn tc_datatype(&mut self, dt: &boogie_ast::DatatypeDecl) {
        let Some(di) = self.datatypes.iter().position(|d| std::ptr::eq(d.decl, dt)) else { return };
        let mut first: Vec<(Name, usize, Ty)> = Vec::new();
        let fields = self.datatypes[di].fields.clone();
        for (ci, fs) in fields.iter().enumerate() {
            for (fi, (n, t)) in fs.iter().enumerate() {
                match first.iter().find(|(m, _, _)| m == n).cloned() {
                    None => first.push((n.clone(), ci, t.clone())),
                    Some((_, c0, t0)) => {
                        if !self.u.unify(t, &t0) {
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

    pub(crate) fn tc_axiom(&mut self, a: &boogie_ast::AxiomDecl) {
        self.tc_attrs(&a.attrs);
        let t = self.tc_expr(&a.expr);
        if !self.u.unify(&t, &Ty::Bool) {
            self.tc_err(a.span, "axioms must be of type bool");
        }
    }

    pub(crate) fn tc_where(&mut self, v: &Variable) {
        if let Some(w) = &v.where_clause {
            let t = self.tc_expr(w);
            if !self.u.unify(&t, &Ty::Bool) {
                self.tc_err(v.name.span, "where clauses must be of type bool");
            }
        }
    }

    pub(crate) fn tc_attrs(&mut self, attrs: &[Attribute]) {
        for a in attrs {
            let mut tys = Vec::new();
            for e in a.args.stored_exprs() {
                tys.push(self.tc_expr(e));
            }
            if a.key == "verified_under" {
                let ok = a.args.len() == 1 && tys.len() == 1 && self.u.unify(&tys[0], &Ty::Bool);
                if !ok {
                    self.tc_err(a.span, "attribute :verified_under accepts only one argument of type bool");
                }
            }
            if a.key == "minimize" || a.key == "maximize" {
                let ok = a.args.len() == 1
                    && tys.len() == 1
                    && matches!(self.u.norm(&tys[0]), Ty::Int | Ty::Real | Ty::Bv(_));
                if !ok {
                    self.tc_err(a.span, "attributes :minimize and :maximize accept only one argument of type int, real or bv");
                }
            }
        }
    }

    pub(crate) fn tc_impl(&mut self, name_span: Span, name: &Name, attrs: &[Attribute], type_params: &[Ident], body: &Body) {
        let Some(info) = self.maps.impl_info.get(&addr(body)).cloned() else { return };
        let pid: ProcId = info.proc;
        self.tc_attrs(attrs);
        let proc = self.procs[pid.0 as usize].clone();
        if type_params.len() != proc.tparams.len() {
            self.tc_err(name_span, format!("mismatched number of type parameters in procedure implementation: {name}"));
        } else {
            let fresh: Vec<Ty> = proc.tparams.iter().map(|(_, n)| self.u.fresh_rigid(n)).collect();
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
                    if !self.u.unify(&ti, &tp) {
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
}
