//! The declarations of the type-term encoding: the program's own, erased, then what the
//! encoding uses (sorts, `$type`, type constructors, casts, map classes) with their axioms.

use boogie_ast::{
    AxiomDecl, BinaryOp, Body, ConstDecl, Contract, Decl, Expr, FunctionDecl, FunctionParam, GlobalVarDecl, Ident,
    ImplementationDecl, Name, ProcedureDecl, Program, Span, Spec, Stmt, Type, TypeDecl, TypeDef,
};
use boogie_tc::{MapTy, TvId, Ty};

use super::terms::{app, bin, head_value, named_type, native_type, rep_of, var, Rep, TyEnv, R};
use super::{quantified, Erase};
use crate::types::norm;
use crate::MonoError;

impl Erase<'_, '_> {
    /// The whole program (module doc of `erase`).
    pub(crate) fn program(&mut self, program: &Program) -> R<Program> {
        let mut decls = Vec::with_capacity(program.decls.len());
        let mut global_types = Vec::new();
        for d in &program.decls {
            match d {
                Decl::Type(t) => {
                    if t.attrs.iter().any(|a| a.key == "builtin") {
                        return Err(MonoError::Unhandled("a {:builtin} type in the type-term encoding".into()));
                    }
                }
                Decl::Datatype(_) => return Err(MonoError::Unhandled("datatypes in the type-term encoding".into())),
                Decl::Const(c) => self.const_decl(c, &mut decls)?,
                Decl::Function(f) => self.function_decl(f, &mut decls)?,
                Decl::Axiom(a) => {
                    let expr = self.formula(&a.expr, &Vec::new())?;
                    let attrs = self.attrs(&a.attrs, &Vec::new())?;
                    decls.push(Decl::Axiom(AxiomDecl { hideable: a.hideable, attrs, expr, span: a.span }));
                }
                Decl::Var(g) => {
                    let (var, typing) = self.typed_var(&g.var, &Vec::new())?;
                    global_types.extend(typing);
                    decls.push(Decl::Var(GlobalVarDecl { var }));
                }
                Decl::Procedure(p) => decls.push(Decl::Procedure(self.procedure(p)?)),
                Decl::Implementation(i) => decls.push(Decl::Implementation(self.implementation(i, &global_types)?)),
            }
        }
        let mut out = self.prelude()?;
        out.append(&mut std::mem::take(&mut self.extra));
        out.extend(self.made.values().map(|n| const_of(n.clone(), named_type(&self.terms.t_sort))));
        out.extend(decls);
        Ok(Program { files: program.files.clone(), decls: out })
    }

    pub(crate) fn axiom(&mut self, expr: Expr) {
        let span = expr.span;
        self.extra.push(Decl::Axiom(AxiomDecl { hideable: false, attrs: Default::default(), expr, span }));
    }

    pub(crate) fn declare_function(&mut self, name: &Name, params: Vec<Type>, result: Rep) {
        let result = self.terms.rep_type(&result);
        self.extra.push(Decl::Function(function(name.clone(), params, result)));
    }

    fn const_decl(&mut self, c: &ConstDecl, out: &mut Vec<Decl>) -> R<()> {
        let Some(id) = c.names.first().and_then(|n| self.info.var_of_const(n)) else {
            out.push(Decl::Const(c.clone()));
            return Ok(());
        };
        let t = self.info.var(id).ty.clone();
        let rep = rep_of(&norm(&t, &[]));
        let uses = self.uses(&c.uses)?;
        let attrs = self.attrs(&c.attrs, &Vec::new())?;
        out.push(Decl::Const(ConstDecl { ty: self.terms.rep_type(&rep), uses, attrs, ..c.clone() }));
        if rep == Rep::U {
            for n in &c.names {
                let term = self.tterm(&t, &Vec::new(), c.span)?;
                let expr = self.terms.has_type(var(&n.name, n.span), term, n.span);
                out.push(Decl::Axiom(AxiomDecl { hideable: false, attrs: Default::default(), expr, span: c.span }));
            }
        }
        Ok(())
    }

    fn function_decl(&mut self, f: &FunctionDecl, out: &mut Vec<Decl>) -> R<()> {
        let Some(fid) = self.info.func_of_decl(f) else {
            out.push(Decl::Function(f.clone()));
            return Ok(());
        };
        let fi = self.info.func(fid).clone();
        let mut env: TyEnv = Vec::new();
        let mut params = Vec::new();
        let mut qvars = Vec::new();
        for (tv, n) in &fi.tparams {
            let name: Name = format!("{n}#type").into();
            env.push((*tv, var(&name, f.span)));
            params.push(FunctionParam { attrs: Default::default(), name: Some(Ident { name: name.clone(), span: f.span }), ty: named_type(&self.terms.t_sort), span: f.span });
            qvars.push(self.plain_var(name, Rep::U, true));
        }
        let mut guards = Vec::new();
        for (i, (p, t)) in f.params.iter().zip(&fi.params).enumerate() {
            let rep = rep_of(&norm(t, &[]));
            let name: Name = p.name.as_ref().map(|n| n.name.clone()).unwrap_or_else(|| format!("x#{i}").into());
            if rep == Rep::U {
                let term = self.tterm(t, &env, p.span)?;
                guards.push(self.terms.has_type(var(&name, p.span), term, p.span));
            }
            // With type parameters made value parameters (named), an unnamed parameter is
            // named too: Boogie reads a list of named and unnamed parameters Go-style
            // (`f(a: T, U)` is an error), so the program could not be printed and read back.
            let pname = match &p.name {
                None if !fi.tparams.is_empty() => Some(Ident { name: name.clone(), span: p.span }),
                n => n.clone(),
            };
            params.push(FunctionParam { attrs: self.attrs(&p.attrs, &env)?, name: pname, ty: self.terms.rep_type(&rep), span: p.span });
            qvars.push(self.plain_var(name, rep, false));
        }
        let result_rep = rep_of(&norm(&fi.result, &[]));
        let result = FunctionParam { ty: self.terms.rep_type(&result_rep), attrs: Default::default(), ..f.result.clone() };
        let call = app(&f.name.name, qvars.iter().map(|v| var(&v.name.name, f.span)).collect(), f.span);
        let inline = f.attrs.iter().any(|a| a.key == "inline" || a.key == "define");
        let body = match (&f.body, inline) {
            (Some(b), true) => Some(self.to(b, &env, &result_rep)?),
            _ => None,
        };
        let uses = self.uses(&f.uses)?;
        out.push(Decl::Function(FunctionDecl {
            revealed: f.revealed,
            attrs: self.attrs(&f.attrs, &env)?,
            name: f.name.clone(),
            type_params: Vec::new(),
            params,
            result,
            body,
            uses,
            span: f.span,
        }));
        if result_rep == Rep::U && !f.attrs.iter().any(|a| a.key == "builtin" || a.key == "bvbuiltin") {
            let term = self.tterm(&fi.result, &env, f.span)?;
            let ax = self.terms.has_type(call.clone(), term, f.span);
            out.push(axiom_decl(quantified(qvars.clone(), vec![call.clone()], ax), f.span));
        }
        if let (Some(b), false) = (&f.body, inline) {
            // The definition, for arguments of the parameters' types.
            let def = bin(BinaryOp::Eq, call.clone(), self.to(b, &env, &result_rep)?, f.span);
            let def = match guards.into_iter().reduce(super::terms::and) {
                Some(g) => bin(BinaryOp::Implies, g, def, f.span),
                None => def,
            };
            out.push(axiom_decl(quantified(qvars, vec![call], def), f.span));
        }
        Ok(())
    }

    /// A variable at its representation, and (for `$U`) the fact of its type.
    /// The axioms of a `uses` clause with their types erased.
    fn uses(&mut self, uses: &Option<Vec<AxiomDecl>>) -> R<Option<Vec<AxiomDecl>>> {
        let Some(list) = uses else { return Ok(None) };
        let mut v = Vec::with_capacity(list.len());
        for a in list {
            v.push(AxiomDecl { expr: self.formula(&a.expr, &Vec::new())?, ..a.clone() });
        }
        Ok(Some(v))
    }

    fn typed_var(&mut self, v: &boogie_ast::Variable, env: &TyEnv) -> R<(boogie_ast::Variable, Option<Expr>)> {
        let id = self.info.var_of_decl(v).ok_or_else(|| MonoError::Unhandled("internal: variable".into()))?;
        let t = self.info.var(id).ty.clone();
        let rep = rep_of(&norm(&t, &[]));
        let typing = if rep == Rep::U {
            let term = self.tterm(&t, env, v.span)?;
            Some(self.terms.has_type(var(&v.name.name, v.span), term, v.span))
        } else {
            None
        };
        let where_clause = match &v.where_clause {
            Some(w) => Some(self.formula(w, env)?),
            None => None,
        };
        let attrs = self.attrs(&v.attrs, env)?;
        Ok((boogie_ast::Variable { ty: self.terms.rep_type(&rep), where_clause, attrs, ..v.clone() }, typing))
    }

    /// The constants standing for the type parameters of procedure `p`.
    fn proc_env(&mut self, p: &ProcedureDecl, tvs: &[TvId]) -> TyEnv {
        let key = p as *const ProcedureDecl as usize;
        tvs.iter()
            .enumerate()
            .map(|(i, tv)| {
                let name = match self.made.get(&(key, i)) {
                    Some(n) => n.clone(),
                    None => {
                        let tp = p.type_params.get(i).map(|t| t.name.to_string()).unwrap_or_else(|| "T".into());
                        let n = self.names.exact_or_fresh(&format!("$Type.{}.{tp}", p.name.name));
                        self.made.insert((key, i), n.clone());
                        n
                    }
                };
                (*tv, var(&name, p.span))
            })
            .collect()
    }

    fn procedure(&mut self, p: &ProcedureDecl) -> R<ProcedureDecl> {
        let pid = self.info.proc_of_decl(p).ok_or_else(|| MonoError::Unhandled("internal: procedure".into()))?;
        let tvs: Vec<TvId> = self.info.proc(pid).tparams.iter().map(|(v, _)| *v).collect();
        let env = self.proc_env(p, &tvs);
        let mut ins = Vec::with_capacity(p.ins.len());
        for v in &p.ins {
            ins.push(self.typed_var(v, &env)?.0);
        }
        let mut outs = Vec::with_capacity(p.outs.len());
        for v in &p.outs {
            outs.push(self.typed_var(v, &env)?.0);
        }
        let mut specs = Vec::with_capacity(p.specs.len());
        for s in &p.specs {
            specs.push(match s {
                Spec::Requires(c) => Spec::Requires(self.contract(c, &env)?),
                Spec::Ensures(c) => Spec::Ensures(self.contract(c, &env)?),
                Spec::Modifies(m) => Spec::Modifies(m.clone()),
                Spec::Measure(_) => return Err(MonoError::Unhandled("a measure in a passive program".into())),
            });
        }
        let attrs = self.attrs(&p.attrs, &env)?;
        Ok(ProcedureDecl { attrs, type_params: Vec::new(), ins, outs, specs, body: None, ..p.clone() })
    }

    fn contract(&mut self, c: &Contract, env: &TyEnv) -> R<Contract> {
        Ok(Contract { free: c.free, attrs: self.attrs(&c.attrs, env)?, expr: self.formula(&c.expr, env)?, span: c.span })
    }

    fn implementation(&mut self, i: &ImplementationDecl, global_types: &[Expr]) -> R<ImplementationDecl> {
        let ii = self.info.impl_of(i).ok_or_else(|| MonoError::Unhandled("internal: implementation".into()))?;
        let tvs: Vec<TvId> = ii.tparams.iter().map(|(v, _)| *v).collect();
        let proc_decl = self.info.proc(ii.proc).decl;
        let env = self.proc_env(proc_decl, &tvs);
        let mut typing: Vec<Expr> = global_types.to_vec();
        let mut ins = Vec::with_capacity(i.ins.len());
        for v in &i.ins {
            let (out, t) = self.typed_var(v, &env)?;
            ins.push(out);
            typing.extend(t);
        }
        let mut outs = Vec::with_capacity(i.outs.len());
        for v in &i.outs {
            let (out, t) = self.typed_var(v, &env)?;
            outs.push(out);
            typing.extend(t);
        }
        let mut locals = Vec::with_capacity(i.body.locals.len());
        for v in &i.body.locals {
            let (out, t) = self.typed_var(v, &env)?;
            locals.push(out);
            typing.extend(t);
        }
        let mut stmts = Vec::with_capacity(i.body.stmts.len() + typing.len());
        for (k, s) in i.body.stmts.iter().enumerate() {
            stmts.push(self.stmt(s, &env)?);
            if k == 0 && matches!(s, Stmt::Label(_)) {
                // The types of the implementation's variables hold from its entry on.
                for t in typing.drain(..) {
                    stmts.push(Stmt::Assume(boogie_ast::AssumeCmd { attrs: Default::default(), span: t.span, expr: t }));
                }
            }
        }
        let attrs = self.attrs(&i.attrs, &env)?;
        Ok(ImplementationDecl {
            attrs,
            name: i.name.clone(),
            type_params: Vec::new(),
            ins,
            outs,
            body: Body { locals, stmts, span: i.body.span, end: i.body.end },
            span: i.span,
        })
    }

    /// The declarations and axioms of what the encoding used.
    fn prelude(&mut self) -> R<Vec<Decl>> {
        let t = self.terms.t_sort.clone();
        let u = self.terms.u_sort.clone();
        let ty_t = named_type(&t);
        let ty_u = named_type(&u);
        let type_fn = self.terms.type_fn.clone();
        let head = self.terms.head_fn.clone();
        let mut out = vec![type_decl(t.clone()), type_decl(u.clone())];
        out.push(Decl::Function(function(type_fn.clone(), vec![ty_u.clone()], ty_t.clone())));
        out.push(Decl::Function(function(head.clone(), vec![ty_t.clone()], Type { kind: boogie_ast::TypeKind::Int, span: Span::NONE })));
        let mut k = 0;
        let mut head_is = |term: Expr, out: &mut Vec<Decl>, vars: Vec<boogie_ast::Variable>| {
            let ax = bin(BinaryOp::Eq, app(&head, vec![term.clone()], Span::NONE), head_value(k), Span::NONE);
            k += 1;
            let trig = if vars.is_empty() { Vec::new() } else { vec![term] };
            out.push(axiom_decl(quantified(vars, trig, ax), Span::NONE));
        };
        let natives: Vec<(Ty, super::terms::Native)> = self.terms.natives.drain(..).collect();
        for (nt, n) in &natives {
            out.push(const_of(n.term.clone(), ty_t.clone()));
            head_is(var(&n.term, Span::NONE), &mut out, Vec::new());
            if n.boxed {
                let nty = native_type(nt);
                out.push(Decl::Function(function(n.boxf.clone(), vec![nty.clone()], ty_u.clone())));
                out.push(Decl::Function(function(n.unbox.clone(), vec![ty_u.clone()], nty.clone())));
                let x = self.plain_var("x".into(), Rep::Native(nt.clone()), false);
                let bx = app(&n.boxf, vec![var(&"x".into(), Span::NONE)], Span::NONE);
                let ub = bin(BinaryOp::Eq, app(&n.unbox, vec![bx.clone()], Span::NONE), var(&"x".into(), Span::NONE), Span::NONE);
                out.push(axiom_decl(quantified(vec![x.clone()], vec![bx.clone()], ub), Span::NONE));
                let tb = bin(BinaryOp::Eq, app(&type_fn, vec![bx.clone()], Span::NONE), var(&n.term, Span::NONE), Span::NONE);
                out.push(axiom_decl(quantified(vec![x], vec![bx], tb), Span::NONE));
                let uv = self.plain_var("u".into(), Rep::U, false);
                let uu = var(&"u".into(), Span::NONE);
                let unb = app(&n.unbox, vec![uu.clone()], Span::NONE);
                let back = bin(
                    BinaryOp::Implies,
                    bin(BinaryOp::Eq, app(&type_fn, vec![uu.clone()], Span::NONE), var(&n.term, Span::NONE), Span::NONE),
                    bin(BinaryOp::Eq, app(&n.boxf, vec![unb.clone()], Span::NONE), uu, Span::NONE),
                    Span::NONE,
                );
                out.push(axiom_decl(quantified(vec![uv], vec![unb], back), Span::NONE));
            }
        }
        let ctors: Vec<(u32, super::terms::Ctor)> = self.terms.ctors.drain(..).collect();
        for (_, c) in &ctors {
            let tvars: Vec<boogie_ast::Variable> = (0..c.arity).map(|i| self.plain_var(format!("t{i}").into(), Rep::U, true)).collect();
            self.type_function(&c.term, &c.invs, &tvars, &mut out, &mut head_is);
        }
        let classes: Vec<(MapTy, super::terms::Class)> = self.terms.classes.drain(..).collect();
        for (shape, c) in &classes {
            let tvars: Vec<boogie_ast::Variable> = (0..c.params.len()).map(|i| self.plain_var(format!("t{i}").into(), Rep::U, true)).collect();
            self.type_function(&c.term, &c.invs, &tvars, &mut out, &mut head_is);
            self.map_axioms(shape, c, &mut out)?;
        }
        Ok(out)
    }

    /// A type constructor's function (a constant without arguments), its head and inverses.
    fn type_function(
        &mut self,
        term: &Name,
        invs: &[Name],
        tvars: &[boogie_ast::Variable],
        out: &mut Vec<Decl>,
        head_is: &mut dyn FnMut(Expr, &mut Vec<Decl>, Vec<boogie_ast::Variable>),
    ) {
        let ty_t = named_type(&self.terms.t_sort);
        if tvars.is_empty() {
            out.push(const_of(term.clone(), ty_t));
            head_is(var(term, Span::NONE), out, Vec::new());
            return;
        }
        out.push(Decl::Function(function(term.clone(), vec![ty_t.clone(); tvars.len()], ty_t.clone())));
        let applied = app(term, tvars.iter().map(|v| var(&v.name.name, Span::NONE)).collect(), Span::NONE);
        head_is(applied.clone(), out, tvars.to_vec());
        for (i, inv) in invs.iter().enumerate() {
            out.push(Decl::Function(function(inv.clone(), vec![ty_t.clone()], ty_t.clone())));
            let ax = bin(BinaryOp::Eq, app(inv, vec![applied.clone()], Span::NONE), var(&tvars[i].name.name, Span::NONE), Span::NONE);
            out.push(axiom_decl(quantified(tvars.to_vec(), vec![applied.clone()], ax), Span::NONE));
        }
    }

    /// A map class's select and store and the read-over-write axioms.
    fn map_axioms(&mut self, shape: &MapTy, c: &super::terms::Class, out: &mut Vec<Decl>) -> R<()> {
        let s = Span::NONE;
        let ty_t = named_type(&self.terms.t_sort);
        let ty_u = named_type(&self.terms.u_sort);
        let np = c.params.len();
        let nb = shape.tparams.len();
        let idx_reps: Vec<Rep> = shape.args.iter().map(rep_of).collect();
        let res_rep = rep_of(&shape.result);
        let mut sel_params = vec![ty_t.clone(); np + nb];
        sel_params.push(ty_u.clone());
        sel_params.extend(idx_reps.iter().map(|r| self.terms.rep_type(r)));
        let mut sto_params = sel_params.clone();
        sto_params.push(self.terms.rep_type(&res_rep));
        out.push(Decl::Function(function(c.select.clone(), sel_params, self.terms.rep_type(&res_rep))));
        out.push(Decl::Function(function(c.store.clone(), sto_params, ty_u)));
        let tv = |this: &Self, n: String| this.plain_var(n.into(), Rep::U, true);
        let vv = |this: &Self, n: String, r: &Rep| this.plain_var(n.into(), r.clone(), false);
        let ex = |n: &str| var(&n.into(), s);
        let ps: Vec<String> = (0..np).map(|i| format!("p{i}")).collect();
        let bs: Vec<String> = (0..nb).map(|i| format!("b{i}")).collect();
        let cs: Vec<String> = (0..nb).map(|i| format!("c{i}")).collect();
        let is: Vec<String> = (0..idx_reps.len()).map(|i| format!("i{i}")).collect();
        let js: Vec<String> = (0..idx_reps.len()).map(|i| format!("j{i}")).collect();
        let args = |tys: &[String], m: Expr, idx: &[String]| -> Vec<Expr> {
            let mut a: Vec<Expr> = ps.iter().chain(tys).map(|n| ex(n)).collect();
            a.push(m);
            a.extend(idx.iter().map(|n| ex(n)));
            a
        };
        let mut sto_args = args(&bs, ex("m"), &is);
        sto_args.push(ex("v"));
        let stored = app(&c.store, sto_args, s);
        let mut base_vars: Vec<boogie_ast::Variable> = ps.iter().chain(&bs).map(|n| tv(self, n.clone())).collect();
        base_vars.push(vv(self, "m".into(), &Rep::U));
        base_vars.extend(is.iter().zip(&idx_reps).map(|(n, r)| vv(self, n.clone(), r)));
        base_vars.push(vv(self, "v".into(), &res_rep));
        // The type term of the result at parameters p and type arguments b.
        let mut env: TyEnv = c.params.iter().zip(&ps).map(|(v, n)| (*v, ex(n))).collect();
        env.extend(shape.tparams.iter().zip(&bs).map(|((v, _), n)| (*v, ex(n))));
        let res_term = if res_rep == Rep::U { Some(self.tterm(&shape.result, &env, s)?) } else { None };
        // 1. Read what was written.
        let read_back = app(&c.select, args(&bs, stored.clone(), &is), s);
        let mut ax = bin(BinaryOp::Eq, read_back, ex("v"), s);
        if let Some(rt) = &res_term {
            ax = bin(BinaryOp::Implies, self.terms.has_type(ex("v"), rt.clone(), s), ax, s);
        }
        out.push(axiom_decl(quantified(base_vars.clone(), vec![stored.clone()], ax), s));
        // 2. Elsewhere (other indices or other type arguments), the old value.
        let differ: Vec<Expr> = bs
            .iter()
            .zip(&cs)
            .chain(is.iter().zip(&js))
            .map(|(a, b)| bin(BinaryOp::Neq, ex(a), ex(b), s))
            .collect();
        if let Some(d) = differ.into_iter().reduce(|a, b| bin(BinaryOp::Or, a, b, s)) {
            let mut vars = base_vars.clone();
            vars.extend(cs.iter().map(|n| tv(self, n.clone())));
            vars.extend(js.iter().zip(&idx_reps).map(|(n, r)| vv(self, n.clone(), r)));
            let read_new = app(&c.select, args(&cs, stored.clone(), &js), s);
            let read_old = app(&c.select, args(&cs, ex("m"), &js), s);
            let ax = bin(BinaryOp::Implies, d, bin(BinaryOp::Eq, read_new.clone(), read_old, s), s);
            out.push(axiom_decl(quantified(vars, vec![read_new], ax), s));
        }
        // 3. A store keeps the map's type.
        let keeps = bin(BinaryOp::Eq, app(&self.terms.type_fn, vec![stored.clone()], s), app(&self.terms.type_fn, vec![ex("m")], s), s);
        out.push(axiom_decl(quantified(base_vars.clone(), vec![stored], keeps), s));
        // 4. What a select gives has the map's result type.
        if let Some(rt) = res_term {
            let mut vars: Vec<boogie_ast::Variable> = ps.iter().chain(&bs).map(|n| tv(self, n.clone())).collect();
            vars.push(vv(self, "m".into(), &Rep::U));
            vars.extend(is.iter().zip(&idx_reps).map(|(n, r)| vv(self, n.clone(), r)));
            let sel = app(&c.select, args(&bs, ex("m"), &is), s);
            let ax = self.terms.has_type(sel.clone(), rt, s);
            out.push(axiom_decl(quantified(vars, vec![sel], ax), s));
        }
        Ok(())
    }
}

fn function(name: Name, params: Vec<Type>, result: Type) -> FunctionDecl {
    FunctionDecl {
        revealed: false,
        attrs: Default::default(),
        name: Ident { name, span: Span::NONE },
        type_params: Vec::new(),
        params: params.into_iter().map(|ty| FunctionParam { attrs: Default::default(), name: None, ty, span: Span::NONE }).collect(),
        result: FunctionParam { attrs: Default::default(), name: None, ty: result, span: Span::NONE },
        body: None,
        uses: None,
        span: Span::NONE,
    }
}

fn axiom_decl(expr: Expr, span: Span) -> Decl {
    Decl::Axiom(AxiomDecl { hideable: false, attrs: Default::default(), expr, span })
}

fn type_decl(name: Name) -> Decl {
    Decl::Type(TypeDecl {
        attrs: Default::default(),
        defs: vec![TypeDef { name: Ident { name, span: Span::NONE }, params: Vec::new(), synonym: None, span: Span::NONE }],
        span: Span::NONE,
    })
}

fn const_of(name: Name, ty: Type) -> Decl {
    Decl::Const(ConstDecl { attrs: Default::default(), unique: false, names: vec![Ident { name, span: Span::NONE }], ty, uses: None, span: Span::NONE })
}
