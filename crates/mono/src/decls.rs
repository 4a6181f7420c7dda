//! One round of the rewrite over the whole program ([`Mono::emit_program`]): every
//! declaration at the instances known so far, then the declarations this pass makes (the
//! types made for implementations and skolemized quantifiers, the datatypes of polymorphic
//! maps, the rest functions of polymorphic lambdas).

use std::rc::Rc;

use boogie_ast::{
    AxiomDecl, BinaryExpr, BinaryOp, Body, Expr, ExprKind, FieldExpr, FieldUpdateExpr, FunCall, QuantExpr, QuantKind,
    StoreExpr, Trigger, ConstDecl, Contract, DatatypeCtor, DatatypeDecl, Decl, FunctionDecl, FunctionParam,
    GlobalVarDecl, Ident, ImplementationDecl, MeasureSpec, Name, ProcedureDecl, Program, Span, Spec, TypeDecl, TypeDef,
    Variable,
};
use boogie_tc::{MapTy, TvId, Ty};

use crate::types::{match_ty, norm};
use crate::walk::{Cx, Mono, Pol, TypeQuant, R};
use crate::MonoError;

impl Mono<'_, '_> {
    /// The whole program at the instances known so far (module doc).
    pub(crate) fn emit_program(&mut self) -> R<Program> {
        let program = self.program;
        let mut decls = Vec::with_capacity(program.decls.len());
        for d in &program.decls {
            match d {
                Decl::Type(t) => {
                    let defs: Vec<TypeDef> = t.defs.iter().filter(|d| d.synonym.is_none()).cloned().collect();
                    if !defs.is_empty() {
                        decls.push(Decl::Type(TypeDecl { attrs: t.attrs.clone(), defs, span: t.span }));
                    }
                }
                Decl::Datatype(dt) => self.datatype_decls(dt, &mut decls)?,
                Decl::Const(c) => decls.push(Decl::Const(self.const_decl(c)?)),
                Decl::Function(f) => self.function_decls(f, &mut decls)?,
                Decl::Axiom(a) => self.axiom_decls(a, &mut decls)?,
                Decl::Var(g) => {
                    let var = self.variable(&g.var, &Cx::top(Pol::Pos), Pol::Pos)?;
                    decls.push(Decl::Var(GlobalVarDecl { var }));
                }
                Decl::Procedure(p) => self.procedure_decl(p, &mut decls)?,
                Decl::Implementation(i) => decls.push(Decl::Implementation(self.implementation(i)?)),
            }
        }
        self.made_decls(&mut decls)?;
        Ok(Program { files: program.files.clone(), decls })
    }

    fn datatype_decls(&mut self, dt: &DatatypeDecl, out: &mut Vec<Decl>) -> R<()> {
        let Some(id) = self.info.type_ctors.iter().position(|c| c.name == dt.name.name && c.datatype_ctors.is_some()) else {
            return Err(MonoError::Unhandled(format!("internal: datatype {} unknown", dt.name.name)));
        };
        let ctor_ids = self.info.type_ctors[id].datatype_ctors.clone().unwrap_or_default();
        if dt.type_params.is_empty() {
            let mut ctors = Vec::with_capacity(dt.ctors.len());
            for c in &dt.ctors {
                let mut fields = Vec::with_capacity(c.fields.len());
                for f in &c.fields {
                    fields.push(self.variable(f, &Cx::top(Pol::Both), Pol::Both)?);
                }
                ctors.push(DatatypeCtor { name: c.name.clone(), fields, span: c.span });
            }
            out.push(Decl::Datatype(DatatypeDecl { ctors, ..dt.clone() }));
            return Ok(());
        }
        let instances: Vec<Vec<Ty>> =
            self.datatypes.keys().filter(|(i, _)| *i as usize == id).map(|(_, args)| args.clone()).collect();
        for args in instances {
            let ground = Ty::Ctor { id: id as u32, name: dt.name.name.clone(), args: args.clone() };
            let mut ctors = Vec::with_capacity(dt.ctors.len());
            for (k, (c, cid)) in dt.ctors.iter().zip(&ctor_ids).enumerate() {
                let fi = self.info.func(*cid);
                let vars: Vec<TvId> = fi.tparams.iter().map(|(v, _)| *v).collect();
                let mut b = vec![None; vars.len()];
                if !match_ty(&norm(&fi.result, &[]), &ground, &vars, &mut b) {
                    return Err(MonoError::Unhandled("internal: constructor instance".into()));
                }
                // A parameter no match binds cannot occur in a field of a well-typed datatype.
                let sub: Vec<(TvId, Ty)> = vars.iter().copied().zip(b.into_iter().map(|t| t.unwrap_or(Ty::Bool))).collect();
                let params = fi.params.clone();
                let mut fields = Vec::with_capacity(c.fields.len());
                for (f, pty) in c.fields.iter().zip(&params) {
                    let ty = self.out_type(&norm(pty, &sub), f.ty.span)?;
                    fields.push(Variable { attrs: f.attrs.clone(), name: f.name.clone(), ty, where_clause: None, span: f.span });
                }
                let name = self.datatypes[&(id as u32, args.clone())].ctors[k].clone();
                ctors.push(DatatypeCtor { name: Ident { name, span: c.name.span }, fields, span: c.span });
            }
            let name = self.datatypes[&(id as u32, args.clone())].name.clone();
            out.push(Decl::Datatype(DatatypeDecl {
                attrs: dt.attrs.clone(),
                name: Ident { name, span: dt.name.span },
                type_params: Vec::new(),
                ctors,
                span: dt.span,
            }));
        }
        Ok(())
    }

    fn const_decl(&mut self, c: &ConstDecl) -> R<ConstDecl> {
        let Some(id) = c.names.first().and_then(|n| self.info.var_of_const(n)) else {
            return Ok(c.clone());
        };
        let t = norm(&self.info.var(id).ty, &[]);
        let ty = self.out_type(&t, c.ty.span)?;
        let uses = self.uses(&c.uses)?;
        Ok(ConstDecl { attrs: self.attrs(&c.attrs, &Cx::top(Pol::Both))?, ty, uses, ..c.clone() })
    }

    fn uses(&mut self, uses: &Option<Vec<AxiomDecl>>) -> R<Option<Vec<AxiomDecl>>> {
        let Some(list) = uses else { return Ok(None) };
        let mut out = Vec::with_capacity(list.len());
        for a in list {
            let mut parts = Vec::new();
            self.axiom_parts(a, &mut parts)?;
            out.extend(parts);
        }
        Ok(Some(out))
    }

    fn function_decls(&mut self, f: &FunctionDecl, out: &mut Vec<Decl>) -> R<()> {
        let Some(fid) = self.info.func_of_decl(f) else {
            out.push(Decl::Function(f.clone()));
            return Ok(());
        };
        let tparams: Vec<TvId> = self.info.func(fid).tparams.iter().map(|(v, _)| *v).collect();
        if tparams.is_empty() {
            out.push(Decl::Function(self.function_at(f, fid, &Cx::top(Pol::Both), f.name.name.clone())?));
            return Ok(());
        }
        let instances: Vec<(Vec<Ty>, Name)> =
            self.funcs.get(&fid).map(|m| m.iter().map(|(k, v)| (k.clone(), v.clone())).collect()).unwrap_or_default();
        for (targs, name) in instances {
            let cx = Cx::top(Pol::Both).extend(&tparams, &targs);
            out.push(Decl::Function(self.function_at(f, fid, &cx, name)?));
        }
        Ok(())
    }

    fn function_at(&mut self, f: &FunctionDecl, fid: boogie_tc::FuncId, cx: &Cx, name: Name) -> R<FunctionDecl> {
        let fi = self.info.func(fid);
        let (ptys, rty) = (fi.params.clone(), fi.result.clone());
        let mut params = Vec::with_capacity(f.params.len());
        for (p, t) in f.params.iter().zip(&ptys) {
            params.push(self.param(p, t, cx)?);
        }
        let result = self.param(&f.result, &rty, cx)?;
        let def = Cx { subst: cx.subst.clone(), pol: Pol::Both, bound: true };
        let body = match &f.body {
            Some(b) => Some(self.expr(b, &def)?),
            None => None,
        };
        Ok(FunctionDecl {
            revealed: f.revealed,
            attrs: self.attrs(&f.attrs, &def)?,
            name: Ident { name, span: f.name.span },
            type_params: Vec::new(),
            params,
            result,
            body,
            uses: self.uses(&f.uses)?,
            span: f.span,
        })
    }

    fn param(&mut self, p: &FunctionParam, t: &Ty, cx: &Cx) -> R<FunctionParam> {
        let ty = self.out_type(&self.norm(t, cx), p.ty.span)?;
        Ok(FunctionParam { attrs: self.attrs(&p.attrs, cx)?, name: p.name.clone(), ty, span: p.span })
    }

    /// An axiom; a top-level type quantifier gives one axiom per instance.
    fn axiom_decls(&mut self, a: &AxiomDecl, out: &mut Vec<Decl>) -> R<()> {
        let mut parts = Vec::new();
        self.axiom_parts(a, &mut parts)?;
        out.extend(parts.into_iter().map(Decl::Axiom));
        Ok(())
    }

    fn axiom_parts(&mut self, a: &AxiomDecl, out: &mut Vec<AxiomDecl>) -> R<()> {
        let cx = Cx::top(Pol::Pos);
        let attrs = self.attrs(&a.attrs, &cx)?;
        if let boogie_ast::ExprKind::Quant(q) = &a.expr.kind {
            let tvars = self.quant_tvars(&a.expr);
            if q.kind == boogie_ast::QuantKind::Forall && !tvars.is_empty() {
                if let TypeQuant::Instances(parts) = self.type_quant(&a.expr, q, &tvars, &cx)? {
                    for expr in parts {
                        out.push(AxiomDecl { hideable: a.hideable, attrs: attrs.clone(), expr, span: a.span });
                    }
                    return Ok(());
                }
            }
        }
        let expr = self.expr(&a.expr, &cx)?;
        out.push(AxiomDecl { hideable: a.hideable, attrs, expr, span: a.span });
        Ok(())
    }

    /// The types made for the type parameters of procedure `p` (shared by its
    /// implementations).
    fn proc_types(&mut self, p: &ProcedureDecl) -> Vec<Ty> {
        let key = p as *const ProcedureDecl as usize;
        let cx = Cx::top(Pol::Pos);
        p.type_params
            .iter()
            .enumerate()
            .map(|(i, tp)| self.made_type(key, i, &cx, &format!("{}.{}", p.name.name, tp.name)))
            .collect()
    }

    fn procedure_decl(&mut self, p: &ProcedureDecl, out: &mut Vec<Decl>) -> R<()> {
        let Some(pid) = self.info.proc_of_decl(p) else {
            out.push(Decl::Procedure(p.clone()));
            return Ok(());
        };
        let tparams: Vec<TvId> = self.info.proc(pid).tparams.iter().map(|(v, _)| *v).collect();
        if p.body.is_some() {
            return Err(MonoError::Unhandled("a procedure with a body (the program is not in passive form)".into()));
        }
        let cx = if tparams.is_empty() {
            Cx::top(Pol::Pos)
        } else {
            let has_impl = self.program.decls.iter().any(|d| matches!(d, Decl::Implementation(i) if i.name.name == p.name.name));
            if !has_impl {
                return Ok(());
            }
            let made = self.proc_types(p);
            Cx::top(Pol::Pos).extend(&tparams, &made)
        };
        let mut ins = Vec::with_capacity(p.ins.len());
        for v in &p.ins {
            ins.push(self.variable(v, &cx, Pol::Pos)?);
        }
        let mut outs = Vec::with_capacity(p.outs.len());
        for v in &p.outs {
            outs.push(self.variable(v, &cx, Pol::Pos)?);
        }
        let mut specs = Vec::with_capacity(p.specs.len());
        for s in &p.specs {
            specs.push(match s {
                Spec::Requires(c) => Spec::Requires(self.contract(c, &cx.with_pol(Pol::Pos))?),
                Spec::Ensures(c) => {
                    let pol = if c.free { Pol::Pos } else { Pol::Neg };
                    Spec::Ensures(self.contract(c, &cx.with_pol(pol))?)
                }
                Spec::Modifies(m) => Spec::Modifies(m.clone()),
                Spec::Measure(m) => Spec::Measure(MeasureSpec {
                    free: m.free,
                    attrs: self.attrs(&m.attrs, &cx)?,
                    exprs: self.exprs(&m.exprs, &cx.with_pol(Pol::Both))?,
                    span: m.span,
                }),
            });
        }
        out.push(Decl::Procedure(ProcedureDecl {
            pure_: p.pure_,
            attrs: self.attrs(&p.attrs, &cx)?,
            name: p.name.clone(),
            type_params: Vec::new(),
            ins,
            outs,
            specs,
            body: None,
            span: p.span,
        }));
        Ok(())
    }

    fn contract(&mut self, c: &Contract, cx: &Cx) -> R<Contract> {
        Ok(Contract { free: c.free, attrs: self.attrs(&c.attrs, cx)?, expr: self.expr(&c.expr, cx)?, span: c.span })
    }

    fn implementation(&mut self, i: &ImplementationDecl) -> R<ImplementationDecl> {
        let ii = self.info.impl_of(i).ok_or_else(|| MonoError::Unhandled("internal: implementation unknown".into()))?;
        let tparams: Vec<TvId> = ii.tparams.iter().map(|(v, _)| *v).collect();
        let cx = if tparams.is_empty() {
            Cx::top(Pol::Pos)
        } else {
            let proc_decl = self.info.proc(ii.proc).decl;
            let made = self.proc_types(proc_decl);
            Cx::top(Pol::Pos).extend(&tparams, &made)
        };
        let mut ins = Vec::with_capacity(i.ins.len());
        for v in &i.ins {
            ins.push(self.variable(v, &cx, Pol::Pos)?);
        }
        let mut outs = Vec::with_capacity(i.outs.len());
        for v in &i.outs {
            outs.push(self.variable(v, &cx, Pol::Pos)?);
        }
        let mut locals = Vec::with_capacity(i.body.locals.len());
        for v in &i.body.locals {
            locals.push(self.variable(v, &cx, Pol::Pos)?);
        }
        let mut stmts = Vec::with_capacity(i.body.stmts.len());
        for s in &i.body.stmts {
            stmts.push(self.stmt(s, &cx)?);
        }
        Ok(ImplementationDecl {
            attrs: self.attrs(&i.attrs, &cx)?,
            name: i.name.clone(),
            type_params: Vec::new(),
            ins,
            outs,
            body: Body { locals, stmts, span: i.body.span, end: i.body.end },
            span: i.span,
        })
    }

    /// The update function of one instance of a polymorphic map (the datatype `map`, the
    /// instance's field `field` of monomorphic type `ft`) and its defining axiom:
    /// `function U(m: map, i1: T1, .., v: V): map;` and
    /// `axiom (forall m: map, i1: T1, .., v: V :: {U(m, i1, .., v)} U(m, i1, .., v) == m->(field := m->field[i1, .. := v]));`
    /// (for a map without arguments, `m->(field := v)`).
    fn update_decls(&mut self, map: &Name, field: &Name, update: Name, ft: &Ty, out: &mut Vec<Decl>) -> R<()> {
        let (args, result) = match ft {
            Ty::Map(mt) => (mt.args.clone(), mt.result.clone()),
            other => (Vec::new(), other.clone()),
        };
        let sp = Span::NONE;
        let var = |n: &Name| Expr { kind: ExprKind::Var { name: n.clone() }, span: sp };
        let m_name = Name::from("m#");
        let v_name = Name::from("v#");
        let i_names: Vec<Name> = (0..args.len()).map(|k| Name::from(format!("i#{k}").as_str())).collect();
        let mut bound = vec![plain_var(m_name.clone(), named(map.clone()))];
        for (n, a) in i_names.iter().zip(&args) {
            bound.push(plain_var(n.clone(), self.out_type(a, sp)?));
        }
        bound.push(plain_var(v_name.clone(), self.out_type(&result, sp)?));
        let params = bound
            .iter()
            .map(|b| FunctionParam { attrs: Default::default(), name: None, ty: b.ty.clone(), span: sp })
            .collect();
        out.push(Decl::Function(FunctionDecl {
            revealed: false,
            attrs: Default::default(),
            name: Ident { name: update.clone(), span: sp },
            type_params: Vec::new(),
            params,
            result: FunctionParam { attrs: Default::default(), name: None, ty: named(map.clone()), span: sp },
            body: None,
            uses: None,
            span: sp,
        }));
        let call = Expr {
            kind: ExprKind::FunCall(Box::new(FunCall {
                name: Ident { name: update, span: sp },
                args: bound.iter().map(|b| var(&b.name.name)).collect(),
            })),
            span: sp,
        };
        let field_expr = Expr {
            kind: ExprKind::Field(Box::new(FieldExpr { expr: var(&m_name), field: Ident { name: field.clone(), span: sp } })),
            span: sp,
        };
        let new_value = if args.is_empty() {
            var(&v_name)
        } else {
            let indices = i_names.iter().map(var).collect();
            Expr { kind: ExprKind::Store(Box::new(StoreExpr { map: field_expr, indices, value: var(&v_name) })), span: sp }
        };
        let updated = Expr {
            kind: ExprKind::FieldUpdate(Box::new(FieldUpdateExpr {
                expr: var(&m_name),
                field: Ident { name: field.clone(), span: sp },
                value: new_value,
            })),
            span: sp,
        };
        let body = Expr { kind: ExprKind::Binary(Box::new(BinaryExpr { op: BinaryOp::Eq, lhs: call.clone(), rhs: updated })), span: sp };
        let q = QuantExpr {
            kind: QuantKind::Forall,
            type_params: Vec::new(),
            vars: bound,
            attrs: Default::default(),
            triggers: vec![Trigger { positive: true, exprs: vec![call], span: sp }],
            body,
        };
        let expr = Expr { kind: ExprKind::Quant(Box::new(q)), span: sp };
        out.push(Decl::Axiom(AxiomDecl { hideable: false, attrs: Default::default(), expr, span: sp }));
        Ok(())
    }

    /// The declarations this pass makes.
    fn made_decls(&mut self, out: &mut Vec<Decl>) -> R<()> {
        let made: Vec<Name> = self
            .made
            .values()
            .filter_map(|t| match t {
                Ty::Ctor { name, .. } => Some(name.clone()),
                _ => None,
            })
            .collect();
        for name in made {
            out.push(type_decl(name));
        }
        self.check_covariant()?;
        let maps: Vec<(Ty, Name, Name, Name)> =
            self.poly_maps.iter().map(|(t, p)| (t.clone(), p.name.clone(), p.rest.clone(), p.others.clone())).collect();
        for (t, name, rest, others) in maps {
            let fields: Vec<(Vec<Ty>, Name)> =
                self.poly_maps[&t].fields.iter().map(|(a, n)| (a.clone(), n.clone())).collect();
            let Ty::Map(m) = &t else { return Err(MonoError::Unhandled("internal: polymorphic map".into())) };
            let mut vars = Vec::with_capacity(fields.len() + 1);
            for (targs, field) in fields {
                let ft = field_type(m, &targs);

                let ty = self.out_type(&ft, Span::NONE)?;
                vars.push(plain_var(field, ty));
            }
            out.push(type_decl(rest.clone()));
            vars.push(plain_var(others, named(rest)));
            out.push(Decl::Datatype(DatatypeDecl {
                attrs: Default::default(),
                name: Ident { name: name.clone(), span: Span::NONE },
                type_params: Vec::new(),
                ctors: vec![DatatypeCtor { name: Ident { name: name.clone(), span: Span::NONE }, fields: vars, span: Span::NONE }],
                span: Span::NONE,
            }));
            let updates: Vec<(Vec<Ty>, Name)> =
                self.poly_maps[&t].updates.iter().map(|(a, n)| (a.clone(), n.clone())).collect();
            for (targs, update) in updates {
                let field = self.poly_maps[&t].fields[&targs].clone();
                self.update_decls(&name, &field, update, &field_type(m, &targs), out)?;
            }
        }
        let rests: Vec<(Name, Vec<Ty>, Name)> =
            self.rests.values().map(|r| (r.name.clone(), r.params.iter().map(|(_, t)| t.clone()).collect(), r.result.clone())).collect();
        for (name, params, result) in rests {
            let mut ps = Vec::with_capacity(params.len());
            for t in &params {
                let ty = self.out_type(t, Span::NONE)?;
                ps.push(FunctionParam { attrs: Default::default(), name: None, ty, span: Span::NONE });
            }
            out.push(Decl::Function(FunctionDecl {
                revealed: false,
                attrs: Default::default(),
                name: Ident { name, span: Span::NONE },
                type_params: Vec::new(),
                params: ps,
                result: FunctionParam { attrs: Default::default(), name: None, ty: named(result), span: Span::NONE },
                body: None,
                uses: None,
                span: Span::NONE,
            }));
        }
        Ok(())
    }
}

impl Mono<'_, '_> {
    /// Solvers accept a datatype inside the index type of a map only when that map is not
    /// part of the datatype itself: no polymorphic map may reach itself through the index of
    /// one of its fields (`Unhandled` otherwise).
    fn check_covariant(&self) -> R<()> {
        let n = self.poly_maps.len();
        let mut any: Vec<Vec<usize>> = vec![Vec::new(); n];
        let mut index: Vec<(usize, usize)> = Vec::new();
        for (k, (t, pm)) in self.poly_maps.iter().enumerate() {
            let Ty::Map(m) = t else { continue };
            for targs in pm.fields.keys() {
                let ft = field_type(m, targs);
                let mut found = Vec::new();
                poly_maps_in(&ft, &mut found);
                any[k].extend(found.iter().filter_map(|x| self.poly_maps.get_index_of(*x)));
                if let Ty::Map(fm) = &ft {
                    let mut idx = Vec::new();
                    for a in &fm.args {
                        poly_maps_in(a, &mut idx);
                    }
                    index.extend(idx.iter().filter_map(|x| self.poly_maps.get_index_of(*x)).map(|e| (k, e)));
                }
            }
        }
        for (from, to) in index {
            let mut seen = vec![false; n];
            let mut stack = vec![to];
            while let Some(v) = stack.pop() {
                if v == from {
                    let t = self.poly_maps.get_index(from).map(|(t, _)| t.to_string()).unwrap_or_default();
                    return Err(MonoError::Unhandled(format!("the polymorphic map type {t} reaches itself through a map index")));
                }
                if !std::mem::replace(&mut seen[v], true) {
                    stack.extend(any[v].iter().copied());
                }
            }
        }
        Ok(())
    }
}

/// The polymorphic map types in `t` (outermost first).
fn poly_maps_in<'t>(t: &'t Ty, out: &mut Vec<&'t Ty>) {
    match t {
        Ty::Map(m) => {
            if !m.tparams.is_empty() {
                out.push(t);
                return;
            }
            for a in m.args.iter().chain(std::iter::once(&m.result)) {
                poly_maps_in(a, out);
            }
        }
        // A type constructor applied to arguments is an opaque sort for the solver.
        _ => {}
    }
}

/// The monomorphic map type of the instance `targs` of polymorphic map type `m` (normal
/// form): `[args]result`, or `result` for a map without arguments.
fn field_type(m: &MapTy, targs: &[Ty]) -> Ty {
    let sub: Rc<Vec<(TvId, Ty)>> = Rc::new(m.tparams.iter().map(|(v, _)| *v).zip(targs.iter().cloned()).collect());
    let args: Vec<Ty> = m.args.iter().map(|a| norm(a, &sub)).collect();
    let result = norm(&m.result, &sub);
    if args.is_empty() {
        result
    } else {
        Ty::Map(Box::new(MapTy { tparams: Vec::new(), args, result }))
    }
}

fn type_decl(name: Name) -> Decl {
    Decl::Type(TypeDecl {
        attrs: Default::default(),
        defs: vec![TypeDef { name: Ident { name, span: Span::NONE }, params: Vec::new(), synonym: None, span: Span::NONE }],
        span: Span::NONE,
    })
}

fn named(name: Name) -> boogie_ast::Type {
    boogie_ast::Type { kind: boogie_ast::TypeKind::Named { name, args: Vec::new() }, span: Span::NONE }
}

fn plain_var(name: Name, ty: boogie_ast::Type) -> Variable {
    Variable { attrs: Default::default(), name: Ident { name, span: Span::NONE }, ty, where_clause: None, span: Span::NONE }
}

