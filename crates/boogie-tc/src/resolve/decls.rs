//! Declarations: constants, globals, functions (with the definition axiom of a body),
//! axioms, procedures (formals, specifications in Boogie's order) and implementation
//! bodies (formals, locals, labels, statements).

use boogie_ast::{Attribute, Body, Decl, Diagnostic, Expr, FunctionDecl, Ident, ImplementationDecl, Name, Phase, ProcedureDecl, Span, Spec, Variable};

use crate::cx::{Cx, Mode};
use crate::facts::addr;
use crate::info::{FuncId, ImplInfo, VarDecl, VarId, VarKind};
use crate::ty::{canonical_order, TvId, Ty};
use crate::walk::{body_kind, collect_labels, has_attr, BodyKind};

impl<'p> Cx<'p> {
    pub(crate) fn resolve_decl(&mut self, decl: &'p Decl) {
        match decl {
            Decl::Type(_) | Decl::Datatype(_) => {}
            Decl::Const(c) => {
                let t = self.resolve_type(&c.ty);
                for n in &c.names {
                    if let Some(&id) = self.maps.decl_var.get(&addr(n)) {
                        self.vars[id.0 as usize].ty = t.clone();
                    }
                }
                self.mode = Mode::Single;
                self.resolve_attrs(&c.attrs);
                if let Some(us) = &c.uses {
                    for a in us {
                        self.resolve_axiom(a);
                    }
                }
            }
            Decl::Var(g) => {
                let t = self.resolve_type(&g.var.ty);
                if let Some(&id) = self.maps.decl_var.get(&addr(&g.var)) {
                    self.vars[id.0 as usize].ty = t;
                }
                self.mode = Mode::Single;
                self.resolve_attrs(&g.var.attrs);
            }
            Decl::Function(f) => self.resolve_function(f),
            Decl::Axiom(a) => self.resolve_axiom(a),
            Decl::Procedure(p) => {
                self.resolve_procedure(p);
                if let Some(body) = &p.body {
                    self.resolve_impl_body(p.name.span, &p.name.name, &p.type_params, &p.ins, &p.outs, &[], body, p.pure_);
                }
            }
            Decl::Implementation(i) => self.resolve_implementation(i),
        }
    }

    pub(crate) fn resolve_axiom(&mut self, a: &'p boogie_ast::AxiomDecl) {
        self.mode = Mode::Single;
        self.resolve_attrs(&a.attrs);
        self.mode = Mode::StateLess;
        self.resolve_expr(&a.expr);
    }

    pub(crate) fn resolve_function(&mut self, f: &'p FunctionDecl) {
        let Some(&fid) = self.maps.func_by_decl.get(&addr(f)) else { return };
        let mark = self.tvs.len();
        let mut tps = Vec::new();
        for p in &f.type_params {
            tps.push((self.add_type_binder(p), p.name.clone()));
        }
        self.scopes.push();
        let mut params = Vec::new();
        for (i, p) in f.params.iter().enumerate() {
            let t = self.resolve_type(&p.ty);
            if let Some(n) = &p.name {
                let id = self.new_var(n.name.clone(), VarKind::FunParam, t.clone(), n.span, VarDecl::FunParam(f, Some(i)));
                self.maps.decl_var.insert(addr(p), id);
                if !self.scopes.declare(&n.name, id) {
                    self.err(n.span, format!("more than one declaration of variable name: {}", n.name));
                }
            }
            params.push(t);
        }
        let result = self.resolve_type(&f.result.ty);
        if let Some(n) = &f.result.name {
            let id = self.new_var(n.name.clone(), VarKind::FunParam, result.clone(), n.span, VarDecl::FunParam(f, None));
            self.maps.decl_var.insert(addr(&f.result), id);
            if !self.scopes.declare(&n.name, id) {
                self.err(n.span, format!("more than one declaration of variable name: {}", n.name));
            }
        }
        self.mode = Mode::Single;
        self.resolve_attrs(&f.attrs);
        let kind = body_kind(f);
        if kind != BodyKind::Axiom {
            if let Some(b) = &f.body {
                self.mode = Mode::StateLess;
                self.resolve_expr(b);
            }
        }
        for (id, n) in &tps {
            if !params.iter().any(|a| a.mentions_var(*id)) && !result.mentions_var(*id) {
                self.err(f.name.span, format!("type variable must occur in function arguments: {n}"));
            }
        }
        self.scopes.pop();
        self.tvs.truncate(mark);
        let tparams = canonical_order(&tps, params.iter().chain(std::iter::once(&result)));
        let fi = &mut self.funcs[fid.0 as usize];
        fi.tparams = tparams;
        fi.params = params;
        fi.result = result;
        if kind == BodyKind::Axiom {
            if let Some(b) = &f.body {
                self.resolve_definition_axiom(f, fid, &tps, b);
            }
        }
        if let Some(us) = &f.uses {
            for a in us {
                self.resolve_axiom(a);
            }
        }
    }

    /// A body without `{:inline}`/`{:define}` is the definition axiom Boogie generates
    /// right after the function (§2.7): `axiom (forall <tps> p1: T1, .. :: {:attrs}
    /// {f(p1, ..): R} f(p1, ..): R == body);` (no quantifier without parameters). Its
    /// binders, parameter types, attributes and result type are resolved once more (their
    /// errors are reported again), the named result is not in scope and unnamed parameters
    /// are called `_0`, `_1`, ... The body's variables resolve to the function's parameters.
    pub(crate) fn resolve_definition_axiom(&mut self, f: &'p FunctionDecl, fid: FuncId, tps: &[(TvId, Name)], body: &'p Expr) {
        self.mode = Mode::StateLess;
        let quant = !f.type_params.is_empty() || !f.params.is_empty();
        let mark = self.tvs.len();
        if quant {
            for (p, (tv, _)) in f.type_params.iter().zip(tps) {
                if self.tvs.iter().any(|(n, _)| n == &p.name) {
                    self.err(p.span, format!("more than one declaration of type variable: {}", p.name));
                } else if self.type_names.contains_key(&p.name) {
                    self.err(p.span, format!("name is already reserved for type constructor: {}", p.name));
                }
                self.tvs.push((p.name.clone(), *tv));
            }
            self.scopes.push();
            for (i, p) in f.params.iter().enumerate() {
                let (name, span, id) = match (&p.name, self.maps.decl_var.get(&addr(p)).copied()) {
                    (Some(n), Some(id)) => (n.name.clone(), n.span, id),
                    _ => {
                        let name: Name = format!("_{i}").into();
                        let t = self.funcs[fid.0 as usize].params.get(i).cloned().unwrap_or(Ty::Bool);
                        let id = self.new_var(name.clone(), VarKind::FunParam, t, p.span, VarDecl::FunParam(f, Some(i)));
                        self.maps.decl_var.insert(addr(p), id);
                        (name, p.span, id)
                    }
                };
                if !self.scopes.declare(&name, id) {
                    self.err(span, format!("more than one declaration of variable name: {name}"));
                }
                let _ = self.resolve_type(&p.ty);
            }
            self.resolve_attrs(&f.attrs);
            self.mode = Mode::StateLess;
        }
        // The coercion `f(..): R` of the trigger and the left-hand side.
        let _ = self.resolve_type(&f.result.ty);
        self.resolve_expr(body);
        if quant {
            self.scopes.pop();
        }
        self.tvs.truncate(mark);
    }

    pub(crate) fn resolve_formal(&mut self, v: &'p Variable, kind: VarKind) -> VarId {
        let id = self.new_var(v.name.name.clone(), kind, Ty::Bool, v.name.span, VarDecl::Variable(v));
        if !self.scopes.declare(&v.name.name, id) {
            self.err(v.name.span, format!("more than one declaration of variable name: {}", v.name.name));
        }
        id
    }

    pub(crate) fn resolve_var_type_where(&mut self, v: &'p Variable, id: VarId, mode: Mode) {
        let t = self.resolve_type(&v.ty);
        self.vars[id.0 as usize].ty = t;
        if let Some(w) = &v.where_clause {
            self.mode = mode;
            self.resolve_expr(w);
        }
    }

    pub(crate) fn resolve_procedure(&mut self, p: &'p ProcedureDecl) {
        let Some(&pid) = self.maps.proc_by_decl.get(&addr(p)) else { return };
        let single = if p.pure_ { Mode::StateLess } else { Mode::Single };
        let two = if p.pure_ { Mode::StateLess } else { Mode::Two };
        self.pure_proc = p.pure_;
        let mut modifies = Vec::new();
        let mut has_modifies = false;
        for s in &p.specs {
            if let Spec::Modifies(m) = s {
                has_modifies = true;
                for v in &m.vars {
                    match self.scopes.lookup(&v.name) {
                        Some(id) => {
                            self.maps.ident_var.insert(addr(v), id);
                            modifies.push(id);
                        }
                        None => self.err(v.span, format!("undeclared identifier: {}", v.name)),
                    }
                }
            }
        }
        if p.pure_ && has_modifies {
            self.err(p.name.span, "unnecessary modifies clause for pure procedure");
        }
        let mark = self.tvs.len();
        let mut tps = Vec::new();
        for t in &p.type_params {
            tps.push((self.add_type_binder(t), t.name.clone()));
        }
        self.scopes.push();
        let mut ins = Vec::new();
        for v in &p.ins {
            let id = self.resolve_formal(v, VarKind::In);
            self.maps.decl_var.insert(addr(v), id);
            ins.push(id);
        }
        for (v, &id) in p.ins.iter().zip(&ins) {
            self.resolve_var_type_where(v, id, single);
        }
        for s in &p.specs {
            match s {
                Spec::Requires(c) => {
                    self.mode = single;
                    self.resolve_attrs(&c.attrs);
                    self.mode = single;
                    self.resolve_expr(&c.expr);
                }
                Spec::Measure(m) => {
                    for e in &m.exprs {
                        self.mode = single;
                        self.resolve_expr(e);
                    }
                }
                _ => {}
            }
        }
        let mut outs = Vec::new();
        for v in &p.outs {
            let id = self.resolve_formal(v, VarKind::Out);
            self.maps.decl_var.insert(addr(v), id);
            outs.push(id);
        }
        for (v, &id) in p.outs.iter().zip(&outs) {
            self.resolve_var_type_where(v, id, single);
        }
        for s in &p.specs {
            if let Spec::Ensures(c) = s {
                self.mode = two;
                self.resolve_attrs(&c.attrs);
                self.mode = two;
                self.resolve_expr(&c.expr);
            }
        }
        self.mode = single;
        self.resolve_attrs(&p.attrs);
        let types: Vec<Ty> = ins.iter().chain(&outs).map(|v| self.vars[v.0 as usize].ty.clone()).collect();
        for (id, n) in &tps {
            if !types.iter().any(|t| t.mentions_var(*id)) {
                self.err(p.name.span, format!("type variable must occur in procedure arguments: {n}"));
            }
        }
        self.scopes.pop();
        self.tvs.truncate(mark);
        self.pure_proc = false;
        let tparams = canonical_order(&tps, types.iter());
        let pi = &mut self.procs[pid.0 as usize];
        pi.tparams = tparams;
        pi.ins = ins;
        pi.outs = outs;
        pi.modifies = modifies;
    }

    pub(crate) fn resolve_implementation(&mut self, i: &'p ImplementationDecl) {
        let pure_ = match self.proc_names.get(&i.name.name) {
            Some(&pid) => self.procs[pid.0 as usize].decl.pure_,
            None => {
                self.err(i.name.span, format!("implementation given for undeclared procedure: {}", i.name.name));
                false
            }
        };
        self.resolve_impl_body(i.name.span, &i.name.name, &i.type_params, &i.ins, &i.outs, &i.attrs, &i.body, pure_);
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn resolve_impl_body(
        &mut self,
        name_span: Span,
        name: &Name,
        type_params: &'p [Ident],
        ins_ast: &'p [Variable],
        outs_ast: &'p [Variable],
        attrs: &'p [Attribute],
        body: &'p Body,
        pure_: bool,
    ) {
        let proc = self.proc_names.get(name).copied();
        let two = if pure_ { Mode::StateLess } else { Mode::Two };
        let single = if pure_ { Mode::StateLess } else { Mode::Single };
        self.pure_proc = pure_;
        let mark = self.tvs.len();
        let mut tps = Vec::new();
        for t in type_params {
            tps.push((self.add_type_binder(t), t.name.clone()));
        }
        self.scopes.push();
        let mut ins = Vec::new();
        let mut outs = Vec::new();
        for v in ins_ast {
            let id = self.resolve_formal(v, VarKind::In);
            self.maps.decl_var.entry(addr(v)).or_insert(id);
            ins.push(id);
        }
        for v in outs_ast {
            let id = self.resolve_formal(v, VarKind::Out);
            self.maps.decl_var.entry(addr(v)).or_insert(id);
            outs.push(id);
        }
        for (v, &id) in ins_ast.iter().zip(&ins).chain(outs_ast.iter().zip(&outs)) {
            let t = self.resolve_type(&v.ty);
            self.vars[id.0 as usize].ty = t;
        }
        let mut locals = Vec::new();
        for v in &body.locals {
            let id = self.resolve_formal(v, VarKind::Local);
            self.maps.decl_var.insert(addr(v), id);
            let t = self.resolve_type(&v.ty);
            self.vars[id.0 as usize].ty = t;
            self.mode = single;
            self.resolve_attrs(&v.attrs);
            locals.push(id);
        }
        for (v, id) in body.locals.iter().zip(&locals) {
            if let Some(w) = &v.where_clause {
                if has_attr(&v.attrs, "assumption") {
                    self.err(v.name.span, "assumption variable may not be declared with a where clause");
                }
                let _ = id;
                self.mode = single;
                self.resolve_expr(w);
            }
        }
        // Labels (nesting ignored).
        self.labels.clear();
        let mut labels = std::mem::take(&mut self.labels);
        collect_labels(&body.stmts, &mut |l: &Ident| {
            if !labels.insert(l.name.clone()) {
                self.diags.push(Diagnostic::new(
                    Phase::Resolve,
                    l.span,
                    format!("more than one declaration of block name: {}", l.name),
                ));
            }
        });
        self.labels = labels;
        self.mode = single;
        self.resolve_attrs(attrs);
        self.mode = two;
        self.resolve_stmts(&body.stmts, two);
        let types: Vec<Ty> = ins.iter().chain(&outs).map(|v| self.vars[v.0 as usize].ty.clone()).collect();
        for (id, n) in &tps {
            if !types.iter().any(|t| t.mentions_var(*id)) {
                self.err(name_span, format!("type variable must occur in implementation arguments: {n}"));
            }
        }
        self.scopes.pop();
        self.tvs.truncate(mark);
        self.pure_proc = false;
        if let Some(pid) = proc {
            let tparams = canonical_order(&tps, types.iter());
            self.maps.impl_info.insert(addr(body), ImplInfo { proc: pid, tparams, ins, outs, locals });
        }
    }
}
