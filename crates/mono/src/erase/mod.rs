//! Types as terms (Leino and Rümmer, "A Polymorphic Intermediate Verification Language:
//! Design and Logical Encoding", TACAS 2010; the *type premisses* encoding, Boogie's
//! `-typeEncoding:p`): a passive program with polymorphism to a monomorphic one whose
//! values of non-native types live in one sort `$U`, with `$type(x)` their type, a term of
//! sort `$T` (see [`terms`]). Sound and complete for every use of polymorphism; the
//! fallback where monomorphization cannot decide (module doc of the crate).
//!
//! What each construct becomes:
//! - a quantifier `(forall x: τ :: P)` with `τ` not native: `(forall x: $U :: $type(x) ==
//!   [τ] ==> P)` (`&&` for `exists`); a type parameter `<α>`: a variable `α: $T`;
//! - a function `f<α>(x: τ): σ`: `f(α: $T, x: R(τ)): R(σ)` (explicit type arguments), with
//!   `$type(f(α, x)) == [σ]` when `σ` is not native; a definition becomes an axiom guarded
//!   by the types of the parameters (`{:inline}` bodies stay bodies);
//! - a constant or variable of a non-native type: its type as an axiom or, for the
//!   variables of an implementation, as assumptions at its entry;
//! - a map select or store: the select or store function of the map's class; a lambda: a
//!   function of its free variables, defined through the select of its class;
//! - a value used at another representation: a cast (`$Box.int`, `$Unbox.int`).
//!
//! Not handled (reported as [`MonoError::Unhandled`]): datatypes, code expressions,
//! `{:builtin}` types and polymorphic `{:builtin}` functions.

mod decls;
mod terms;

use boogie_ast::pass::NameGen;
use boogie_ast::{
    AttrArg, AttrArgs, Attribute, Attrs, BinaryOp, Expr, ExprKind, Literal, Name, Program, QuantExpr, QuantKind, Span,
    Stmt, Trigger, Variable,
};
use boogie_tc::{FuncDecl, TcInfo, Ty};

use crate::types::norm;
use crate::MonoError;
use terms::{and, app, bin, rep_of, var, Names, Rep, Terms, TyEnv, R};

impl Names for NameGen {
    fn fresh(&mut self, base: &str) -> Name {
        self.exact_or_fresh(base)
    }
}

/// The program with types as terms (module doc).
pub fn erase_types(program: &Program, info: &TcInfo<'_>) -> Result<Program, MonoError> {
    let mut names = crate::walk::global_names(info);
    let terms = Terms::new(&mut names);
    let mut e = Erase { info, names, terms, extra: Vec::new(), made: indexmap::IndexMap::new(), lambdas: 0, lambda_names: Default::default() };
    e.program(program)
}

pub(crate) struct Erase<'i, 'p> {
    pub info: &'i TcInfo<'p>,
    pub names: NameGen,
    pub terms: Terms,
    /// Declarations made on the way (lifted lambdas).
    pub extra: Vec<boogie_ast::Decl>,
    /// Constants of sort `$T` for the type parameters of procedures: (procedure, index).
    pub made: indexmap::IndexMap<(usize, usize), Name>,
    lambdas: usize,
    /// Lifted lambdas by their text and scope.
    lambda_names: std::collections::HashMap<String, Name>,
}

fn lit_bool(b: bool, span: Span) -> Expr {
    Expr { kind: ExprKind::Lit(Literal::Bool(b)), span }
}

impl Erase<'_, '_> {
    /// The type term of `t` (checker form) in `env`.
    pub(crate) fn tterm(&mut self, t: &Ty, env: &TyEnv, span: Span) -> R<Expr> {
        let info = self.info;
        let arity = |id: u32| {
            let c = &info.type_ctors[id as usize];
            (c.name.clone(), c.arity)
        };
        self.terms.term(&norm(t, &[]), env, &arity, &mut self.names, span)
    }

    pub(crate) fn convert(&mut self, e: Expr, from: &Rep, to: &Rep) -> R<Expr> {
        self.terms.convert(e, from, to, &mut self.names)
    }

    /// The representation of the values of `e`'s type.
    fn natural(&self, e: &Expr) -> R<Rep> {
        let t = self.info.type_of(e).ok_or_else(|| MonoError::Unhandled("internal: an expression without a type".into()))?;
        Ok(rep_of(&norm(t, &[])))
    }

    /// `e` at representation `want`.
    pub(crate) fn to(&mut self, e: &Expr, env: &TyEnv, want: &Rep) -> R<Expr> {
        let (x, r) = self.expr(e, env)?;
        self.convert(x, &r, want)
    }

    pub(crate) fn formula(&mut self, e: &Expr, env: &TyEnv) -> R<Expr> {
        self.to(e, env, &Rep::Native(Ty::Bool))
    }

    /// `e` and its representation.
    pub(crate) fn expr(&mut self, e: &Expr, env: &TyEnv) -> R<(Expr, Rep)> {
        let span = e.span;
        let mk = |kind| Expr { kind, span };
        Ok(match &e.kind {
            ExprKind::Lit(_) | ExprKind::Var { .. } => (e.clone(), self.natural(e)?),
            ExprKind::FunCall(_) => return self.call(e, env),
            ExprKind::Old(a) => {
                let (x, r) = self.expr(a, env)?;
                (mk(ExprKind::Old(Box::new(x))), r)
            }
            ExprKind::Unary { op, arg } => {
                let (x, r) = self.expr(arg, env)?;
                (mk(ExprKind::Unary { op: *op, arg: Box::new(x) }), r)
            }
            ExprKind::Binary(b) => return self.binary(e, b.op, &b.lhs, &b.rhs, env),
            ExprKind::Select(s) => return self.select(e, &s.map, &s.indices, None, env),
            ExprKind::Store(s) => return self.select(e, &s.map, &s.indices, Some(&s.value), env),
            ExprKind::Extract(x) => {
                let (inner, _) = self.expr(&x.expr, env)?;
                let mut x2 = (**x).clone();
                x2.expr = inner;
                (mk(ExprKind::Extract(Box::new(x2))), self.natural(e)?)
            }
            ExprKind::Coerce(c) => {
                let want = self.natural(e)?;
                (self.to(&c.expr, env, &want)?, want)
            }
            ExprKind::ToInt(a) => (mk(ExprKind::ToInt(Box::new(self.expr(a, env)?.0))), self.natural(e)?),
            ExprKind::ToReal(a) => (mk(ExprKind::ToReal(Box::new(self.expr(a, env)?.0))), self.natural(e)?),
            ExprKind::IfThenElse(i) => {
                let want = self.natural(e)?;
                let cond = self.formula(&i.cond, env)?;
                let then_ = self.to(&i.then_, env, &want)?;
                let else_ = self.to(&i.else_, env, &want)?;
                (mk(ExprKind::IfThenElse(Box::new(boogie_ast::IfThenElse { cond, then_, else_ }))), want)
            }
            ExprKind::Quant(q) if q.kind == QuantKind::Lambda => (self.lambda(e, q, env)?, Rep::U),
            ExprKind::Quant(q) => (self.quant(e, q, env)?, Rep::Native(Ty::Bool)),
            ExprKind::Let(l) => {
                let mut rhs = Vec::with_capacity(l.rhs.len());
                for r in &l.rhs {
                    rhs.push(self.expr(r, env)?.0);
                }
                let (body, r) = self.expr(&l.body, env)?;
                let attrs = self.attrs(&l.attrs, env)?;
                (mk(ExprKind::Let(Box::new(boogie_ast::LetExpr { vars: l.vars.clone(), rhs, attrs, body }))), r)
            }
            ExprKind::Is(_) | ExprKind::Field(_) | ExprKind::FieldUpdate(_) => {
                return Err(MonoError::Unhandled("datatypes in the type-term encoding".into()))
            }
            ExprKind::Code(_) => return Err(MonoError::Unhandled("a code expression in the type-term encoding".into())),
        })
    }

    fn call(&mut self, e: &Expr, env: &TyEnv) -> R<(Expr, Rep)> {
        let ExprKind::FunCall(c) = &e.kind else { unreachable!("a function call") };
        let Some(fid) = self.info.resolve_func(e) else { return Ok((e.clone(), self.natural(e)?)) };
        let fi = self.info.func(fid);
        let FuncDecl::Function(decl) = fi.decl else {
            return Err(MonoError::Unhandled("datatypes in the type-term encoding".into()));
        };
        let builtin = decl.attrs.iter().any(|a| a.key == "builtin" || a.key == "bvbuiltin");
        let (params, result) = (fi.params.clone(), fi.result.clone());
        if builtin && (!fi.tparams.is_empty() || params.iter().chain(std::iter::once(&result)).any(|t| rep_of(&norm(t, &[])) == Rep::U)) {
            return Err(MonoError::Unhandled(format!("the builtin function {} over non-native types", fi.name)));
        }
        let mut args = Vec::with_capacity(fi.tparams.len() + c.args.len());
        if !fi.tparams.is_empty() {
            let targs = self.info.type_args(e).map(<[Ty]>::to_vec).unwrap_or_default();
            for t in &targs {
                args.push(self.tterm(t, env, e.span)?);
            }
        }
        for (a, p) in c.args.iter().zip(&params) {
            args.push(self.to(a, env, &rep_of(&norm(p, &[])))?);
        }
        let out = Expr { kind: ExprKind::FunCall(Box::new(boogie_ast::FunCall { name: c.name.clone(), args })), span: e.span };
        let natural = self.natural(e)?;
        Ok((self.convert(out, &rep_of(&norm(&result, &[])), &natural)?, natural))
    }

    fn binary(&mut self, e: &Expr, op: BinaryOp, lhs: &Expr, rhs: &Expr, env: &TyEnv) -> R<(Expr, Rep)> {
        if op == BinaryOp::Subtype {
            return Err(MonoError::Unhandled("<: in the type-term encoding".into()));
        }
        let (mut l, lr) = self.expr(lhs, env)?;
        let (mut r, rr) = self.expr(rhs, env)?;
        if matches!(op, BinaryOp::Eq | BinaryOp::Neq) && lr != rr {
            match (&lr, &rr) {
                // Values of two different native types are never equal.
                (Rep::Native(_), Rep::Native(_)) => return Ok((lit_bool(op == BinaryOp::Neq, e.span), Rep::Native(Ty::Bool))),
                (Rep::Native(_), Rep::U) => l = self.convert(l, &lr, &Rep::U)?,
                _ => r = self.convert(r, &rr, &Rep::U)?,
            }
        }
        Ok((bin(op, l, r, e.span), self.natural(e)?))
    }

    /// A select (`value` None) or store on `map`.
    fn select(&mut self, e: &Expr, map: &Expr, indices: &[Expr], value: Option<&Expr>, env: &TyEnv) -> R<(Expr, Rep)> {
        let mt = norm(self.info.type_of(map).ok_or_else(|| MonoError::Unhandled("internal: map type".into()))?, &[]);
        let Ty::Map(m) = &mt else { return Err(MonoError::Unhandled("internal: not a map".into())) };
        let (k, params) = self.terms.class(m, &mut self.names);
        let mut args = Vec::new();
        for p in &params {
            args.push(self.tterm(p, env, e.span)?);
        }
        for t in self.info.type_args(e).map(<[Ty]>::to_vec).unwrap_or_default() {
            args.push(self.tterm(&t, env, e.span)?);
        }
        args.push(self.to(map, env, &Rep::U)?);
        let shape = self.terms.classes[k].shape.clone();
        for (i, idx) in indices.iter().zip(&shape.args) {
            args.push(self.to(i, env, &rep_of(idx))?);
        }
        let result = rep_of(&shape.result);
        match value {
            None => {
                let out = app(&self.terms.classes[k].select.clone(), args, e.span);
                let natural = self.natural(e)?;
                Ok((self.convert(out, &result, &natural)?, natural))
            }
            Some(v) => {
                args.push(self.to(v, env, &result)?);
                Ok((app(&self.terms.classes[k].store.clone(), args, e.span), Rep::U))
            }
        }
    }

    fn quant(&mut self, e: &Expr, q: &QuantExpr, env: &TyEnv) -> R<Expr> {
        let tparams = if self.info.is_merged_quant(e) {
            Vec::new()
        } else {
            self.info.quant_info(e).map(|qi| qi.tparams.clone()).unwrap_or_default()
        };
        let mut env2 = env.clone();
        let mut vars = Vec::with_capacity(tparams.len() + q.vars.len());
        for (tv, name) in &tparams {
            let n: Name = format!("{name}#type").into();
            env2.push((*tv, var(&n, e.span)));
            vars.push(self.plain_var(n, Rep::U, true));
        }
        let mut guards = Vec::new();
        for v in &q.vars {
            let (out, guard) = self.bound_var(v, &env2)?;
            vars.push(out);
            guards.extend(guard);
        }
        let mut triggers = Vec::with_capacity(q.triggers.len());
        for t in &q.triggers {
            let mut exprs = Vec::with_capacity(t.exprs.len());
            for x in &t.exprs {
                exprs.push(self.expr(x, &env2)?.0);
            }
            triggers.push(Trigger { positive: t.positive, exprs, span: t.span });
        }
        let body = self.formula(&q.body, &env2)?;
        let body = match guards.into_iter().reduce(and) {
            None => body,
            Some(g) if q.kind == QuantKind::Forall => bin(BinaryOp::Implies, g, body, e.span),
            Some(g) => and(g, body),
        };
        let attrs = self.attrs(&q.attrs, &env2)?;
        let out = QuantExpr { kind: q.kind, type_params: Vec::new(), vars, attrs, triggers, body };
        Ok(Expr { kind: ExprKind::Quant(Box::new(out)), span: e.span })
    }

    /// A bound variable at its representation, and its type guard when that is `$U`.
    fn bound_var(&mut self, v: &Variable, env: &TyEnv) -> R<(Variable, Option<Expr>)> {
        let id = self.info.var_of_decl(v).ok_or_else(|| MonoError::Unhandled("internal: bound variable".into()))?;
        let t = self.info.var(id).ty.clone();
        let rep = rep_of(&norm(&t, &[]));
        let guard = if rep == Rep::U {
            let term = self.tterm(&t, env, v.span)?;
            Some(self.terms.has_type(var(&v.name.name, v.span), term, v.span))
        } else {
            None
        };
        let mut out = self.plain_var(v.name.name.clone(), rep, false);
        out.attrs = self.attrs(&v.attrs, env)?;
        out.span = v.span;
        out.name.span = v.name.span;
        Ok((out, guard))
    }

    /// A variable declaration `name: R` (or `name: $T` with `is_type`).
    pub(crate) fn plain_var(&self, name: Name, rep: Rep, is_type: bool) -> Variable {
        let ty = if is_type { terms::named_type(&self.terms.t_sort) } else { self.terms.rep_type(&rep) };
        Variable { attrs: Attrs::new(), name: boogie_ast::Ident { name, span: Span::NONE }, ty, where_clause: None, span: Span::NONE }
    }

    /// A lambda: a function of its free variables (and of the type variables in scope),
    /// defined by what its class's select gives at every index.
    fn lambda(&mut self, e: &Expr, q: &QuantExpr, env: &TyEnv) -> R<Expr> {
        let raw = self.info.type_of(e).and_then(Ty::as_map).cloned().ok_or_else(|| MonoError::Unhandled("internal: lambda type".into()))?;
        let mt = norm(&Ty::Map(Box::new(raw.clone())), &[]);
        let Ty::Map(m) = &mt else { unreachable!("a map type") };
        let (k, params) = self.terms.class(m, &mut self.names);
        // Lambdas written alike in the same scope are one function (as in Boogie), so that
        // two of them are equal values.
        let free = crate::hints::free_vars(self.info, q);
        let key = format!(
            "{}|{:?}|{:?}",
            boogie_ast::print::print_expr(e),
            env.iter().map(|(tv, _)| *tv).collect::<Vec<_>>(),
            free.iter().map(|id| (self.info.var(*id).name.clone(), norm(&self.info.var(*id).ty, &[]))).collect::<Vec<_>>()
        );
        if let Some(name) = self.lambda_names.get(&key) {
            let mut args: Vec<Expr> = env.iter().map(|(_, x)| x.clone()).collect();
            args.extend(free.iter().map(|id| var(&self.info.var(*id).name, e.span)));
            return Ok(app(&name.clone(), args, e.span));
        }
        self.lambdas += 1;
        let name = self.names.fresh(&format!("$Lambda#{}", self.lambdas));
        self.lambda_names.insert(key, name.clone());
        // The function's parameters: the type variables in scope, then the free variables.
        let mut env2: TyEnv = Vec::with_capacity(env.len());
        let mut fparams = Vec::new();
        let mut qvars = Vec::new();
        let mut use_args = Vec::new();
        for (i, (tv, x)) in env.iter().enumerate() {
            let n: Name = format!("$t{i}").into();
            env2.push((*tv, var(&n, e.span)));
            qvars.push(self.plain_var(n, Rep::U, true));
            fparams.push(terms::named_type(&self.terms.t_sort));
            use_args.push(x.clone());
        }
        let mut guards = Vec::new();
        for &id in &free {
            let v = self.info.var(id);
            let (vname, vty) = (v.name.clone(), v.ty.clone());
            let rep = rep_of(&norm(&vty, &[]));
            if rep == Rep::U {
                let term = self.tterm(&vty, &env2, e.span)?;
                guards.push(self.terms.has_type(var(&vname, e.span), term, e.span));
            }
            fparams.push(self.terms.rep_type(&rep));
            qvars.push(self.plain_var(vname.clone(), rep, false));
            use_args.push(var(&vname, e.span));
        }
        let lam_app = app(&name, qvars.iter().map(|v| var(&v.name.name, e.span)).collect(), e.span);
        self.declare_function(&name, fparams, Rep::U);
        // The type of the function's values.
        let ty_term = self.tterm(&Ty::Map(Box::new(raw.clone())), &env2, e.span)?;
        let ty_ax = terms::bin(BinaryOp::Eq, app(&self.terms.type_fn.clone(), vec![lam_app.clone()], e.span), ty_term, e.span);
        self.axiom(quantified(qvars.clone(), vec![lam_app.clone()], ty_ax));
        // Its definition: the select at every type argument and index.
        let mut def_vars = qvars;
        let mut sel_args = Vec::new();
        for p in &params {
            sel_args.push(self.tterm(p, &env2, e.span)?);
        }
        for (tv, tname) in &raw.tparams {
            let n: Name = format!("{tname}#type").into();
            env2.push((*tv, var(&n, e.span)));
            def_vars.push(self.plain_var(n.clone(), Rep::U, true));
            sel_args.push(var(&n, e.span));
        }
        sel_args.push(lam_app);
        let shape = self.terms.classes[k].shape.clone();
        for (v, idx) in q.vars.iter().zip(&shape.args) {
            let (out, guard) = self.bound_var(v, &env2)?;
            // A native index is boxed where the class abstracts its type (`[int]int` is
            // the class `[$p0]$p1`, read at `$U` indices).
            let id = self.info.var_of_decl(v).ok_or_else(|| MonoError::Unhandled("internal: bound variable".into()))?;
            let have = rep_of(&norm(&self.info.var(id).ty, &[]));
            sel_args.push(self.convert(var(&out.name.name, e.span), &have, &rep_of(idx))?);
            def_vars.push(out);
            guards.extend(guard);
        }
        let sel = app(&self.terms.classes[k].select.clone(), sel_args, e.span);
        let body = self.to(&q.body, &env2, &rep_of(&shape.result))?;
        let eq = bin(BinaryOp::Eq, sel.clone(), body, e.span);
        let def = match guards.into_iter().reduce(and) {
            Some(g) => bin(BinaryOp::Implies, g, eq, e.span),
            None => eq,
        };
        self.axiom(quantified(def_vars, vec![sel], def));
        Ok(app(&name, use_args, e.span))
    }

    /// Attributes with their typed expressions erased.
    pub(crate) fn attrs(&mut self, attrs: &Attrs, env: &TyEnv) -> R<Attrs> {
        let mut out = Attrs::with_capacity(attrs.len());
        for a in attrs {
            let args = match a.args.as_list() {
                None => a.args.clone(),
                Some(list) => {
                    let mut v = Vec::with_capacity(list.len());
                    for arg in list {
                        v.push(match arg {
                            AttrArg::Expr(x) if self.info.type_of(x).is_some() => AttrArg::Expr(self.expr(x, env)?.0),
                            other => other.clone(),
                        });
                    }
                    AttrArgs::new(v)
                }
            };
            out.push(Attribute { key: a.key.clone(), args, span: a.span });
        }
        Ok(out)
    }

    /// A command of a passive body.
    pub(crate) fn stmt(&mut self, s: &Stmt, env: &TyEnv) -> R<Stmt> {
        Ok(match s {
            Stmt::Label(_) | Stmt::Goto(_) | Stmt::Return(_) => s.clone(),
            Stmt::Assert(a) => Stmt::Assert(boogie_ast::AssertCmd {
                attrs: self.attrs(&a.attrs, env)?,
                expr: self.formula(&a.expr, env)?,
                span: a.span,
            }),
            Stmt::Assume(a) => Stmt::Assume(boogie_ast::AssumeCmd {
                attrs: self.attrs(&a.attrs, env)?,
                expr: self.formula(&a.expr, env)?,
                span: a.span,
            }),
            _ => return Err(MonoError::Unhandled("a command of a program not in passive form".into())),
        })
    }
}

/// `(forall vars :: {trigger} body)` (just `body` without variables).
pub(crate) fn quantified(vars: Vec<Variable>, trigger: Vec<Expr>, body: Expr) -> Expr {
    if vars.is_empty() {
        return body;
    }
    let span = body.span;
    let triggers = if trigger.is_empty() { Vec::new() } else { vec![Trigger { positive: true, exprs: trigger, span }] };
    Expr {
        kind: ExprKind::Quant(Box::new(QuantExpr { kind: QuantKind::Forall, type_params: Vec::new(), vars, attrs: Attrs::new(), triggers, body })),
        span,
    }
}

