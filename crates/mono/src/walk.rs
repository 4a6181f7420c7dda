//! The rewrite of expressions and commands at a type substitution, recording the instances
//! it meets, and the loop that repeats it until the instance sets are closed.
//!
//! One *round* ([`Mono::emit_program`], in `decls.rs`) rewrites the whole program with the
//! instances known when each declaration is reached, and records every instance the rewrite
//! needs. Instance sets only grow; a round that records nothing new wrote a program in
//! which every instance it mentions is declared, and that program is the result.

use std::rc::Rc;

use indexmap::{IndexMap, IndexSet};

use boogie_ast::pass::NameGen;
use boogie_ast::{
    AttrArg, AttrArgs, Attribute, Attrs, BinaryExpr, BinaryOp, CodeExpr, Expr, ExprKind, FieldExpr, FieldUpdateExpr,
    FunCall, Ident, Literal, MapType, Name, Program, QuantExpr, QuantKind, SelectExpr, SpecBlock, SpecTransfer, Stmt,
    StoreExpr, Trigger, Type, TypeKind, UnaryOp, Variable,
};
use boogie_tc::{FuncDecl, FuncId, TcInfo, TvId, Ty};

use crate::types::{self, is_ground, is_poly_map, norm, FRESH_BASE};
use crate::{MonoError, Monomorphized};

pub(crate) type R<T> = Result<T, MonoError>;

/// Rounds at most before the instance sets are taken to grow without end.
const MAX_ROUNDS: usize = 64;
/// Instances of functions, datatypes and map fields at most.
const MAX_INSTANCES: usize = 100_000;
/// Instances of one type quantifier at most (more are left out, with a note).
pub(crate) const MAX_COMBOS: usize = 2_000;
/// How much deeper than the program's own types an instance's type may be.
const EXTRA_DEPTH: usize = 12;

/// The polarity of a position: where a formula is assumed, proved, or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pol {
    /// Assumed (an axiom, an `assume`, the left of `==>` in a goal ...).
    Pos,
    /// Proved (an `assert`).
    Neg,
    /// Both (`<==>`, arguments of functions, conditions of `if-then-else`).
    Both,
}

impl Pol {
    fn flip(self) -> Pol {
        match self {
            Pol::Pos => Pol::Neg,
            Pol::Neg => Pol::Pos,
            Pol::Both => Pol::Both,
        }
    }
}

/// Where the rewrite is: the type substitution, the polarity, and whether a term binder
/// (quantifier, lambda, function definition) is around.
#[derive(Clone)]
pub(crate) struct Cx {
    pub subst: Rc<Vec<(TvId, Ty)>>,
    pub pol: Pol,
    pub bound: bool,
}

impl Cx {
    pub fn top(pol: Pol) -> Cx {
        Cx { subst: Rc::new(Vec::new()), pol, bound: false }
    }

    pub fn with_pol(&self, pol: Pol) -> Cx {
        Cx { subst: self.subst.clone(), pol, bound: self.bound }
    }

    fn both(&self) -> Cx {
        self.with_pol(Pol::Both)
    }

    fn flipped(&self) -> Cx {
        self.with_pol(self.pol.flip())
    }

    fn under_binder(&self) -> Cx {
        Cx { subst: self.subst.clone(), pol: self.pol, bound: true }
    }

    pub fn extend(&self, vars: &[TvId], tys: &[Ty]) -> Cx {
        let mut s = (*self.subst).clone();
        s.extend(vars.iter().copied().zip(tys.iter().cloned()));
        Cx { subst: Rc::new(s), pol: self.pol, bound: self.bound }
    }
}

/// An instance of a datatype with type parameters.
pub(crate) struct DtInst {
    pub name: Name,
    pub ctors: Vec<Name>,
}

/// A polymorphic map type, represented as a datatype of its monomorphic instances.
pub(crate) struct PolyMap {
    /// The datatype and its constructor.
    pub name: Name,
    /// The uninterpreted type of the values at every other instance, and its field.
    pub rest: Name,
    pub others: Name,
    /// Its field of every instance (type arguments in the map's parameter order).
    pub fields: IndexMap<Vec<Ty>, Name>,
    /// The update function of every instance the program stores at (see [`Mono::store`]).
    pub updates: IndexMap<Vec<Ty>, Name>,
}

/// The "other instances" part of a polymorphic lambda: an uninterpreted function of the
/// lambda's free variables.
pub(crate) struct Rest {
    pub name: Name,
    pub params: Vec<(Name, Ty)>,
    pub result: Name,
}

/// The state of one monomorphization.
pub struct Mono<'i, 'p> {
    pub(crate) program: &'p Program,
    pub(crate) info: &'i TcInfo<'p>,
    pub(crate) names: NameGen,
    /// Instances of polymorphic functions and their names.
    pub(crate) funcs: IndexMap<FuncId, IndexMap<Vec<Ty>, Name>>,
    /// Instances of datatypes with parameters: (constructor id, arguments).
    pub(crate) datatypes: IndexMap<(u32, Vec<Ty>), DtInst>,
    /// Polymorphic map types (normal form) met.
    pub(crate) poly_maps: IndexMap<Ty, PolyMap>,
    /// Ground constructor types with arguments, by constructor id (instantiation hints).
    pub(crate) ctor_types: IndexMap<u32, IndexSet<Vec<Ty>>>,
    /// Every ground type of a declaration (for type variables no hint binds).
    pub(crate) universe: IndexSet<Ty>,
    /// Types made here: (binder address, index, outer substitution) → the type.
    pub(crate) made: IndexMap<(usize, usize, Vec<(TvId, Ty)>), Ty>,
    /// The rest functions of polymorphic lambdas: (lambda address, substitution).
    pub(crate) rests: IndexMap<(usize, Vec<(TvId, Ty)>), Rest>,
    pub(crate) grew: bool,
    pub(crate) notes: IndexSet<String>,
    /// The deepest type the input program writes (guards against endless growth).
    base_depth: usize,
}

fn internal(what: &str) -> MonoError {
    MonoError::Unhandled(format!("internal: {what}"))
}

fn lit_bool(b: bool, span: boogie_ast::Span) -> Expr {
    Expr { kind: ExprKind::Lit(Literal::Bool(b)), span }
}

/// `parts` joined by `op` (`&&` or `||`); the unit of `op` when empty.
pub(crate) fn join(parts: Vec<Expr>, op: BinaryOp, span: boogie_ast::Span) -> Expr {
    let mut it = parts.into_iter();
    let Some(first) = it.next() else { return lit_bool(op == BinaryOp::And, span) };
    it.fold(first, |acc, e| Expr { kind: ExprKind::Binary(Box::new(BinaryExpr { op, lhs: acc, rhs: e })), span })
}

/// A name generator that avoids the program's global variables, functions and procedures.
pub(crate) fn global_names(info: &TcInfo<'_>) -> NameGen {
    let mut names = NameGen::new();
    for v in &info.vars {
        if v.kind.is_global() {
            names.reserve(&v.name);
        }
    }
    for f in &info.funcs {
        names.reserve(&f.name);
    }
    for p in &info.procs {
        names.reserve(&p.name);
    }
    names
}

impl<'i, 'p> Mono<'i, 'p> {
    pub fn new(program: &'p Program, info: &'i TcInfo<'p>) -> Mono<'i, 'p> {
        let mut names = global_names(info);
        for c in &info.type_ctors {
            names.reserve(&c.name);
        }
        let base_depth = info.vars.iter().map(|v| types::depth(&v.ty)).max().unwrap_or(1);
        Mono {
            program,
            info,
            names,
            funcs: IndexMap::new(),
            datatypes: IndexMap::new(),
            poly_maps: IndexMap::new(),
            ctor_types: IndexMap::new(),
            universe: IndexSet::new(),
            made: IndexMap::new(),
            rests: IndexMap::new(),
            grew: false,
            notes: IndexSet::new(),
            base_depth,
        }
    }

    /// Rounds until the instance sets are closed (module doc).
    pub fn run(mut self) -> R<Monomorphized> {
        for _ in 0..MAX_ROUNDS {
            self.grew = false;
            let program = self.emit_program()?;
            if !self.grew {
                return Ok(Monomorphized { program, notes: self.notes.into_iter().collect() });
            }
            let count = self.funcs.values().map(IndexMap::len).sum::<usize>()
                + self.datatypes.len()
                + self.poly_maps.values().map(|p| p.fields.len()).sum::<usize>();
            let deepest = self.universe.iter().map(types::depth).max().unwrap_or(1);
            if count > MAX_INSTANCES || deepest > self.base_depth + EXTRA_DEPTH {
                return Err(MonoError::ExpandingTypeCycle);
            }
        }
        Err(MonoError::ExpandingTypeCycle)
    }

    // ------------------------------------------------------------------ types

    /// `t` under the substitution of `cx`, in normal form.
    pub(crate) fn norm(&self, t: &Ty, cx: &Cx) -> Ty {
        norm(t, &cx.subst)
    }

    /// The ground type of `e` at `cx`.
    pub(crate) fn ty_of(&self, e: &Expr, cx: &Cx) -> R<Ty> {
        let t = self.info.type_of(e).ok_or_else(|| internal("an expression without a type"))?;
        let g = norm(t, &cx.subst);
        if !is_ground(&g) {
            return Err(MonoError::Unhandled(format!("a type not determined by the program: {g}")));
        }
        Ok(g)
    }

    /// The Boogie type for ground `t`, recording the instances it needs.
    pub(crate) fn out_type(&mut self, t: &Ty, span: boogie_ast::Span) -> R<Type> {
        if !is_ground(t) {
            return Err(MonoError::Unhandled(format!("a type not determined by the program: {t}")));
        }
        if self.universe.insert(t.clone()) {
            self.grew = true;
        }
        let kind = match t {
            Ty::Bool => TypeKind::Bool,
            Ty::Int => TypeKind::Int,
            Ty::Real => TypeKind::Real,
            Ty::RMode => TypeKind::RMode,
            Ty::String => TypeKind::String,
            Ty::Regex => TypeKind::Regex,
            Ty::Bv(w) => TypeKind::Bv { width: *w },
            Ty::Float { sig, exp } => TypeKind::Float { sig: *sig, exp: *exp },
            Ty::Ctor { id, name, args } => {
                if !args.is_empty() && self.ctor_types.entry(*id).or_default().insert(args.clone()) {
                    self.grew = true;
                }
                if *id >= FRESH_BASE {
                    TypeKind::Named { name: name.clone(), args: Vec::new() }
                } else if !args.is_empty() && self.is_datatype(*id) {
                    let inst = self.datatype(t)?;
                    TypeKind::Named { name: inst, args: Vec::new() }
                } else {
                    let mut out = Vec::with_capacity(args.len());
                    for a in args {
                        out.push(self.out_type(a, span)?);
                    }
                    TypeKind::Named { name: name.clone(), args: out }
                }
            }
            Ty::Syn { body, .. } => return self.out_type(body, span),
            Ty::Map(m) if m.tparams.is_empty() => {
                let mut args = Vec::with_capacity(m.args.len());
                for a in &m.args {
                    args.push(self.out_type(a, span)?);
                }
                let result = self.out_type(&m.result, span)?;
                TypeKind::Map(Box::new(MapType { type_params: Vec::new(), args, result }))
            }
            Ty::Map(_) => {
                let name = self.poly_map(t).name.clone();
                TypeKind::Named { name, args: Vec::new() }
            }
            Ty::Var { .. } | Ty::Proxy(_) => return Err(internal("a type variable in a ground type")),
        };
        Ok(Type { kind, span })
    }

    pub(crate) fn is_datatype(&self, id: u32) -> bool {
        self.info.type_ctors.get(id as usize).is_some_and(|c| c.datatype_ctors.is_some())
    }

    /// The name of a mangled type list, for instance names.
    fn mangle_all(&self, tys: &[Ty]) -> String {
        let pm = |t: &Ty| self.poly_maps.get(t).map(|p| p.name.to_string());
        tys.iter().map(|t| types::mangle(t, &pm)).collect::<Vec<_>>().join("#")
    }

    /// The instance of a datatype with parameters at ground `t` (recorded), its name.
    pub(crate) fn datatype(&mut self, t: &Ty) -> R<Name> {
        let Ty::Ctor { id, name, args } = t else { return Err(internal("not a datatype")) };
        if let Some(d) = self.datatypes.get(&(*id, args.clone())) {
            return Ok(d.name.clone());
        }
        let ctors = self.info.type_ctors[*id as usize].datatype_ctors.clone().unwrap_or_default();
        let tag = self.mangle_all(args);
        let inst = self.names.exact_or_fresh(&format!("{name}#{tag}"));
        let ctor_names = ctors
            .iter()
            .map(|c| {
                let base = format!("{}#{tag}", self.info.func(*c).name);
                self.names.exact_or_fresh(&base)
            })
            .collect();
        self.datatypes.insert((*id, args.clone()), DtInst { name: inst.clone(), ctors: ctor_names });
        self.grew = true;
        Ok(inst)
    }

    /// The entry of a polymorphic map type (normal form), made on first use.
    pub(crate) fn poly_map(&mut self, t: &Ty) -> &PolyMap {
        if !self.poly_maps.contains_key(t) {
            let k = self.poly_maps.len() + 1;
            let name = self.names.exact_or_fresh(&format!("PolyMap#{k}"));
            let rest = self.names.exact_or_fresh(&format!("{name}#rest"));
            let others = self.names.exact_or_fresh(&format!("{name}#others"));
            self.poly_maps.insert(t.clone(), PolyMap { name, rest, others, fields: IndexMap::new(), updates: IndexMap::new() });
            self.grew = true;
        }
        &self.poly_maps[t]
    }

    /// The field of polymorphic map type `t` at the instance `targs` (recorded).
    fn poly_map_field(&mut self, t: &Ty, targs: Vec<Ty>) -> Name {
        let tag = self.mangle_all(&targs);
        let pm_name = self.poly_map(t).name.clone();
        if let Some(f) = self.poly_maps[t].fields.get(&targs) {
            return f.clone();
        }
        let field = self.names.exact_or_fresh(&format!("{pm_name}#{tag}"));
        self.poly_maps[t].fields.insert(targs, field.clone());
        self.grew = true;
        field
    }

    /// The update function of polymorphic map type `t` at the instance `targs` (recorded,
    /// with its field).
    fn poly_map_update(&mut self, t: &Ty, targs: Vec<Ty>) -> Name {
        let field = self.poly_map_field(t, targs.clone());
        if let Some(u) = self.poly_maps[t].updates.get(&targs) {
            return u.clone();
        }
        let update = self.names.exact_or_fresh(&format!("{field}#update"));
        self.poly_maps[t].updates.insert(targs, update.clone());
        self.grew = true;
        update
    }

    /// The instance of polymorphic function `f` at `targs` (recorded), its name.
    fn func_instance(&mut self, f: FuncId, targs: Vec<Ty>) -> Name {
        if let Some(n) = self.funcs.get(&f).and_then(|m| m.get(&targs)) {
            return n.clone();
        }
        let tag = self.mangle_all(&targs);
        let name = self.names.exact_or_fresh(&format!("{}#{tag}", self.info.func(f).name));
        self.funcs.entry(f).or_default().insert(targs, name.clone());
        self.grew = true;
        name
    }

    /// The type made for the `index`th type parameter of a binder at `cx` (an
    /// implementation's parameter, or a skolemized type quantifier).
    pub(crate) fn made_type(&mut self, binder: usize, index: usize, cx: &Cx, hint: &str) -> Ty {
        let key = (binder, index, (*cx.subst).clone());
        if let Some(t) = self.made.get(&key) {
            return t.clone();
        }
        let name = self.names.fresh_from(hint);
        let t = Ty::Ctor { id: FRESH_BASE + self.made.len() as u32, name, args: Vec::new() };
        self.made.insert(key, t.clone());
        self.grew = true;
        t
    }

    // ------------------------------------------------------------ expressions

    pub(crate) fn exprs(&mut self, es: &[Expr], cx: &Cx) -> R<Vec<Expr>> {
        es.iter().map(|e| self.expr(e, cx)).collect()
    }

    /// `e` at `cx`.
    pub(crate) fn expr(&mut self, e: &Expr, cx: &Cx) -> R<Expr> {
        let span = e.span;
        let kind = match &e.kind {
            ExprKind::Lit(_) | ExprKind::Var { .. } => return Ok(e.clone()),
            ExprKind::FunCall(c) => return self.fun_call(e, c, cx),
            ExprKind::Old(a) => ExprKind::Old(Box::new(self.expr(a, cx)?)),
            ExprKind::Unary { op, arg } => {
                let inner = if *op == UnaryOp::Not { cx.flipped() } else { cx.both() };
                ExprKind::Unary { op: *op, arg: Box::new(self.expr(arg, &inner)?) }
            }
            ExprKind::Binary(b) => return self.binary(e, b, cx),
            ExprKind::Select(s) => return self.select(e, s, cx),
            ExprKind::Store(s) => return self.store(e, s, cx),
            ExprKind::Extract(x) => {
                // The inner expression is walked where it stands: the checker's facts are
                // keyed by its address, which a clone does not keep.
                let inner = self.expr(&x.expr, &cx.both())?;
                let mut x = (**x).clone();
                x.expr = inner;
                ExprKind::Extract(Box::new(x))
            }
            ExprKind::Coerce(c) => {
                let t = self.ty_of(e, cx)?;
                let ty = self.out_type(&t, c.ty.span)?;
                let expr = self.expr(&c.expr, cx)?;
                ExprKind::Coerce(Box::new(boogie_ast::CoerceExpr { expr, ty }))
            }
            ExprKind::ToInt(a) => ExprKind::ToInt(Box::new(self.expr(a, &cx.both())?)),
            ExprKind::ToReal(a) => ExprKind::ToReal(Box::new(self.expr(a, &cx.both())?)),
            ExprKind::IfThenElse(i) => ExprKind::IfThenElse(Box::new(boogie_ast::IfThenElse {
                cond: self.expr(&i.cond, &cx.both())?,
                then_: self.expr(&i.then_, cx)?,
                else_: self.expr(&i.else_, cx)?,
            })),
            ExprKind::Quant(q) => return self.quant(e, q, cx),
            ExprKind::Let(l) => ExprKind::Let(Box::new(boogie_ast::LetExpr {
                vars: l.vars.clone(),
                rhs: self.exprs(&l.rhs, &cx.both())?,
                attrs: self.attrs(&l.attrs, cx)?,
                body: self.expr(&l.body, cx)?,
            })),
            ExprKind::Is(i) => {
                let ctor = self.ctor_name(&i.expr, &i.ctor, cx)?;
                ExprKind::Is(Box::new(boogie_ast::IsExpr { expr: self.expr(&i.expr, &cx.both())?, ctor }))
            }
            ExprKind::Field(f) => {
                ExprKind::Field(Box::new(FieldExpr { expr: self.expr(&f.expr, &cx.both())?, field: f.field.clone() }))
            }
            ExprKind::FieldUpdate(f) => ExprKind::FieldUpdate(Box::new(FieldUpdateExpr {
                expr: self.expr(&f.expr, &cx.both())?,
                field: f.field.clone(),
                value: self.expr(&f.value, &cx.both())?,
            })),
            ExprKind::Code(c) => ExprKind::Code(Box::new(self.code(c, &cx.both())?)),
        };
        Ok(Expr { kind, span })
    }

    /// The constructor `ctor` of the datatype of `subject`, renamed if that datatype is an
    /// instance.
    fn ctor_name(&mut self, subject: &Expr, ctor: &Ident, cx: &Cx) -> R<Ident> {
        let t = self.ty_of(subject, cx)?;
        let Ty::Ctor { id, args, .. } = &t else { return Ok(ctor.clone()) };
        if args.is_empty() || !self.is_datatype(*id) {
            return Ok(ctor.clone());
        }
        let ctors = self.info.type_ctors[*id as usize].datatype_ctors.clone().unwrap_or_default();
        let Some(idx) = ctors.iter().position(|c| self.info.func(*c).name == ctor.name) else { return Ok(ctor.clone()) };
        self.datatype(&t)?;
        let name = self.datatypes[&(*id, args.clone())].ctors[idx].clone();
        Ok(Ident { name, span: ctor.span })
    }

    fn fun_call(&mut self, e: &Expr, c: &FunCall, cx: &Cx) -> R<Expr> {
        let args = self.exprs(&c.args, &cx.both())?;
        let mut name = c.name.clone();
        if let Some(fid) = self.info.resolve_func(e) {
            let fi = self.info.func(fid);
            if !fi.tparams.is_empty() {
                let raw = self.info.type_args(e).ok_or_else(|| internal("an application without type arguments"))?;
                let targs: Vec<Ty> = raw.iter().map(|t| norm(t, &cx.subst)).collect();
                if !targs.iter().all(is_ground) {
                    return Err(MonoError::Unhandled(format!("type arguments of {} not determined", fi.name)));
                }
                name.name = match fi.decl {
                    FuncDecl::Ctor(..) => {
                        let t = self.ty_of(e, cx)?;
                        let idx = match fi.decl {
                            FuncDecl::Ctor(_, idx) => idx,
                            FuncDecl::Function(_) => 0,
                        };
                        let Ty::Ctor { id, args: dargs, .. } = &t else { return Err(internal("constructor type")) };
                        self.datatype(&t)?;
                        self.datatypes[&(*id, dargs.clone())].ctors[idx].clone()
                    }
                    FuncDecl::Function(_) => self.func_instance(fid, targs),
                };
            }
        }
        Ok(Expr { kind: ExprKind::FunCall(Box::new(FunCall { name, args })), span: e.span })
    }

    fn binary(&mut self, e: &Expr, b: &BinaryExpr, cx: &Cx) -> R<Expr> {
        let (lcx, rcx) = match b.op {
            BinaryOp::And | BinaryOp::Or => (cx.clone(), cx.clone()),
            BinaryOp::Implies => (cx.flipped(), cx.clone()),
            BinaryOp::Eq | BinaryOp::Neq if !cx.subst.is_empty() => {
                let (l, r) = (self.ty_of(&b.lhs, cx)?, self.ty_of(&b.rhs, cx)?);
                if l != r {
                    match types::surely_apart(&l, &r) {
                        Some(true) => return Ok(lit_bool(b.op == BinaryOp::Neq, e.span)),
                        Some(false) => {}
                        None => return Err(MonoError::Unhandled(format!("equality between values of types {l} and {r}"))),
                    }
                }
                (cx.both(), cx.both())
            }
            _ => (cx.both(), cx.both()),
        };
        let lhs = self.expr(&b.lhs, &lcx)?;
        let rhs = self.expr(&b.rhs, &rcx)?;
        Ok(Expr { kind: ExprKind::Binary(Box::new(BinaryExpr { op: b.op, lhs, rhs })), span: e.span })
    }

    /// For a select or store `e` of a polymorphic map `map` at `cx`: the map type and the
    /// instance (type arguments) it accesses.
    fn map_access(&mut self, e: &Expr, map: &Expr, cx: &Cx) -> R<Option<(Ty, Vec<Ty>)>> {
        let mt = self.ty_of(map, cx)?;
        if !is_poly_map(&mt) {
            return Ok(None);
        }
        let raw = self.info.type_args(e).ok_or_else(|| internal("a map access without type arguments"))?;
        let targs: Vec<Ty> = raw.iter().map(|t| norm(t, &cx.subst)).collect();
        if !targs.iter().all(is_ground) {
            return Err(MonoError::Unhandled("type arguments of a map access not determined".into()));
        }
        Ok(Some((mt, targs)))
    }

    fn select(&mut self, e: &Expr, s: &SelectExpr, cx: &Cx) -> R<Expr> {
        let field = match self.map_access(e, &s.map, cx)? {
            Some((t, targs)) => Some(self.poly_map_field(&t, targs)),
            None => None,
        };
        let map = self.expr(&s.map, &cx.both())?;
        let indices = self.exprs(&s.indices, &cx.both())?;
        let map = match field {
            None => map,
            Some(f) => {
                let fe = field_of(map, f, e.span);
                if indices.is_empty() {
                    return Ok(fe);
                }
                fe
            }
        };
        Ok(Expr { kind: ExprKind::Select(Box::new(SelectExpr { map, indices })), span: e.span })
    }

    /// A store. Into a polymorphic map, an application of the instance's update function
    /// (`m[o, f := v]` → `PolyMap#1#int#update(m, o, f, v)`), which an axiom defines as the
    /// datatype with that field updated (`decls.rs`). A function rather than the update
    /// itself because a trigger on the store (Viper's `{ Heap[o, f := v] }`) must match
    /// only stores: written as the datatype's constructor over all fields, it matched
    /// every heap whose fields agree (measured: 19x more instantiations on Viper's
    /// `list_insert_noseq`, docs/BENCHMARKS.md).
    fn store(&mut self, e: &Expr, s: &StoreExpr, cx: &Cx) -> R<Expr> {
        let access = self.map_access(e, &s.map, cx)?;
        let map = self.expr(&s.map, &cx.both())?;
        let mut indices = self.exprs(&s.indices, &cx.both())?;
        let value = self.expr(&s.value, &cx.both())?;
        let Some((t, targs)) = access else {
            return Ok(Expr { kind: ExprKind::Store(Box::new(StoreExpr { map, indices, value })), span: e.span });
        };
        let update = self.poly_map_update(&t, targs);
        let mut args = Vec::with_capacity(indices.len() + 2);
        args.push(map);
        args.append(&mut indices);
        args.push(value);
        let name = Ident { name: update, span: e.span };
        Ok(Expr { kind: ExprKind::FunCall(Box::new(FunCall { name, args })), span: e.span })
    }

    // ------------------------------------------------------------ binders

    fn quant(&mut self, e: &Expr, q: &QuantExpr, cx: &Cx) -> R<Expr> {
        if q.kind == QuantKind::Lambda {
            let lt = self.ty_of(e, cx)?;
            if is_poly_map(&lt) {
                return self.poly_lambda(e, q, &lt, cx);
            }
            return self.plain_quant(e, q, &cx.both());
        }
        let tvars = self.quant_tvars(e);
        if tvars.is_empty() {
            return self.plain_quant(e, q, cx);
        }
        let op = if q.kind == QuantKind::Forall { BinaryOp::And } else { BinaryOp::Or };
        match self.type_quant(e, q, &tvars, cx)? {
            TypeQuant::Instances(parts) => Ok(join(parts, op, e.span)),
            TypeQuant::One(x) => Ok(x),
        }
    }

    /// The type variables a `forall`/`exists` binds (those of the quantifiers merged into
    /// it included); none for a quantifier merged into the one around it.
    pub(crate) fn quant_tvars(&self, e: &Expr) -> Vec<TvId> {
        if self.info.is_merged_quant(e) {
            return Vec::new();
        }
        self.info.quant_info(e).map(|qi| qi.tparams.iter().map(|(v, _)| *v).collect()).unwrap_or_default()
    }

    /// A type quantifier at `cx`: its instances (assumed `forall`, proved `exists`) or its
    /// body for fresh types (proved `forall`, assumed `exists`).
    pub(crate) fn type_quant(&mut self, e: &Expr, q: &QuantExpr, tvars: &[TvId], cx: &Cx) -> R<TypeQuant> {
        if cx.pol == Pol::Both {
            return Err(MonoError::Unhandled(format!(
                "a type quantifier at line {} that is both assumed and proved",
                e.span.line()
            )));
        }
        let instantiate = (q.kind == QuantKind::Forall) == (cx.pol == Pol::Pos);
        if instantiate {
            let combos = crate::hints::combos(self, e, q, tvars, cx)?;
            let mut parts = Vec::with_capacity(combos.len());
            for c in combos {
                parts.push(self.plain_quant(e, q, &cx.extend(tvars, &c))?);
            }
            return Ok(TypeQuant::Instances(parts));
        }
        if cx.bound {
            return Err(MonoError::Unhandled(format!(
                "a type quantifier at line {} to prove for all types under a binder",
                e.span.line()
            )));
        }
        let names: Vec<Name> = self
            .info
            .quant_info(e)
            .map(|qi| qi.tparams.iter().map(|(_, n)| n.clone()).collect())
            .unwrap_or_default();
        let made: Vec<Ty> = (0..tvars.len())
            .map(|i| {
                let hint = names.get(i).map(|n| n.to_string()).unwrap_or_else(|| "T".into());
                self.made_type(e as *const Expr as usize, i, cx, &hint)
            })
            .collect();
        Ok(TypeQuant::One(self.plain_quant(e, q, &cx.extend(tvars, &made))?))
    }

    /// A quantifier or lambda without type parameters (they are bound in `cx`).
    pub(crate) fn plain_quant(&mut self, e: &Expr, q: &QuantExpr, cx: &Cx) -> R<Expr> {
        // A type quantifier inside may still be skolemized across a `forall` that is proved
        // or an `exists` that is assumed (quantifiers of one kind commute), not across any
        // other binder.
        let skolem_like = match (q.kind, cx.pol) {
            (QuantKind::Forall, Pol::Neg) | (QuantKind::Exists, Pol::Pos) => true,
            _ => false,
        };
        let inner = if skolem_like { cx.clone() } else { cx.under_binder() };
        let mut vars = Vec::with_capacity(q.vars.len());
        for v in &q.vars {
            vars.push(self.variable(v, &inner, Pol::Both)?);
        }
        let mut triggers = Vec::with_capacity(q.triggers.len());
        for t in &q.triggers {
            triggers.push(Trigger { positive: t.positive, exprs: self.exprs(&t.exprs, &inner.both())?, span: t.span });
        }
        let attrs = self.attrs(&q.attrs, &inner)?;
        let body = self.expr(&q.body, &inner)?;
        if vars.is_empty() && q.kind != QuantKind::Lambda {
            // `forall<T> :: e` without value variables: once `T` is fixed, the quantifier
            // binds nothing and means `e` (Boogie's grammar has no `forall :: e`, so the
            // program must not keep one to be printed and read back).
            return Ok(body);
        }
        let out = QuantExpr { kind: q.kind, type_params: Vec::new(), vars, attrs, triggers, body };
        Ok(Expr { kind: ExprKind::Quant(Box::new(out)), span: e.span })
    }

    /// A lambda of polymorphic map type: the datatype value of its instances and the rest.
    fn poly_lambda(&mut self, e: &Expr, q: &QuantExpr, lt: &Ty, cx: &Cx) -> R<Expr> {
        let raw = self.info.type_of(e).and_then(|t| t.as_map()).ok_or_else(|| internal("lambda type"))?;
        let tvars: Vec<TvId> = raw.tparams.iter().map(|(v, _)| *v).collect();
        self.poly_map(lt);
        let instances: Vec<Vec<Ty>> = self.poly_maps[lt].fields.keys().cloned().collect();
        let mut args = Vec::with_capacity(instances.len() + 1);
        for targs in &instances {
            args.push(self.plain_quant(e, q, &cx.extend(&tvars, targs).both())?);
        }
        args.push(self.lambda_rest(e, q, lt, cx)?);
        let name = Ident { name: self.poly_maps[lt].name.clone(), span: e.span };
        Ok(Expr { kind: ExprKind::FunCall(Box::new(FunCall { name, args })), span: e.span })
    }

    /// The rest of a polymorphic lambda: its function applied to the free variables.
    fn lambda_rest(&mut self, e: &Expr, q: &QuantExpr, lt: &Ty, cx: &Cx) -> R<Expr> {
        let key = (e as *const Expr as usize, (*cx.subst).clone());
        if !self.rests.contains_key(&key) {
            let mut params = Vec::new();
            for id in crate::hints::free_vars(self.info, q) {
                let v = self.info.var(id);
                params.push((v.name.clone(), self.norm(&v.ty, cx)));
            }
            let result = self.poly_maps[lt].rest.clone();
            let name = self.names.fresh_from(&format!("{}#of", self.poly_maps[lt].name));
            self.rests.insert(key.clone(), Rest { name, params, result });
            self.grew = true;
        }
        let rest = &self.rests[&key];
        let args = rest.params.iter().map(|(n, _)| Expr { kind: ExprKind::Var { name: n.clone() }, span: e.span }).collect();
        let name = Ident { name: rest.name.clone(), span: e.span };
        Ok(Expr { kind: ExprKind::FunCall(Box::new(FunCall { name, args })), span: e.span })
    }

    /// A variable declaration at `cx` (its type from the checker); `where_pol` is the
    /// polarity of its where clause.
    pub(crate) fn variable(&mut self, v: &Variable, cx: &Cx, where_pol: Pol) -> R<Variable> {
        let t = match self.info.var_of_decl(v) {
            Some(id) => self.norm(&self.info.var(id).ty, cx),
            None => return Err(internal("a variable without a declaration")),
        };
        let ty = self.out_type(&t, v.ty.span)?;
        let where_clause = match &v.where_clause {
            Some(w) => Some(self.expr(w, &cx.with_pol(where_pol))?),
            None => None,
        };
        Ok(Variable { attrs: self.attrs(&v.attrs, cx)?, name: v.name.clone(), ty, where_clause, span: v.span })
    }

    /// Attributes with their expressions rewritten.
    pub(crate) fn attrs(&mut self, attrs: &Attrs, cx: &Cx) -> R<Attrs> {
        let mut out = Attrs::with_capacity(attrs.len());
        for a in attrs {
            let args = match a.args.as_list() {
                None => a.args.clone(),
                Some(list) => {
                    let mut v = Vec::with_capacity(list.len());
                    for arg in list {
                        v.push(match arg {
                            AttrArg::String(s) => AttrArg::String(s.clone()),
                            AttrArg::Expr(x) => AttrArg::Expr(self.attr_expr(x, cx)?),
                        });
                    }
                    AttrArgs::new(v)
                }
            };
            out.push(Attribute { key: a.key.clone(), args, span: a.span });
        }
        Ok(out)
    }

    /// An attribute's expression: rewritten where the checker typed it, else kept.
    fn attr_expr(&mut self, x: &Expr, cx: &Cx) -> R<Expr> {
        if self.info.type_of(x).is_none() {
            return Ok(x.clone());
        }
        self.expr(x, &cx.both())
    }

    // ------------------------------------------------------------ commands

    /// A command of a passive body (or of a code expression).
    pub(crate) fn stmt(&mut self, s: &Stmt, cx: &Cx) -> R<Stmt> {
        Ok(match s {
            Stmt::Label(_) | Stmt::Goto(_) | Stmt::Return(_) | Stmt::Havoc(_) => s.clone(),
            Stmt::Assert(a) => Stmt::Assert(boogie_ast::AssertCmd {
                attrs: self.attrs(&a.attrs, cx)?,
                expr: self.expr(&a.expr, &cx.with_pol(Pol::Neg))?,
                span: a.span,
            }),
            Stmt::Assume(a) => Stmt::Assume(boogie_ast::AssumeCmd {
                attrs: self.attrs(&a.attrs, cx)?,
                expr: self.expr(&a.expr, &cx.with_pol(Pol::Pos))?,
                span: a.span,
            }),
            Stmt::Assign(a) => {
                let mut lhs = Vec::with_capacity(a.lhs.len());
                for l in &a.lhs {
                    let mut l2 = l.clone();
                    // The indices are walked in `l`, not in the clone: the checker's facts
                    // are keyed by expression addresses.
                    for (k, (sel, orig)) in l2.selectors.iter_mut().zip(&l.selectors).enumerate() {
                        if let (boogie_ast::LhsSelector::Index { indices, .. }, boogie_ast::LhsSelector::Index { indices: orig, .. }) = (sel, orig) {
                            if self.info.lhs_type_args(l, k).is_some_and(|t| !t.is_empty()) {
                                return Err(MonoError::Unhandled("an assignment to a polymorphic map entry".into()));
                            }
                            *indices = self.exprs(orig, &cx.both())?;
                        }
                    }
                    lhs.push(l2);
                }
                Stmt::Assign(boogie_ast::AssignCmd {
                    lhs,
                    attrs: self.attrs(&a.attrs, cx)?,
                    rhs: self.exprs(&a.rhs, &cx.both())?,
                    span: a.span,
                })
            }
            other => return Err(MonoError::Unhandled(format!("a command of a program not in passive form: {}", stmt_kind(other)))),
        })
    }

    fn code(&mut self, c: &CodeExpr, cx: &Cx) -> R<CodeExpr> {
        let mut locals = Vec::with_capacity(c.locals.len());
        for v in &c.locals {
            locals.push(self.variable(v, cx, Pol::Pos)?);
        }
        let mut blocks = Vec::with_capacity(c.blocks.len());
        for b in &c.blocks {
            let mut cmds = Vec::with_capacity(b.cmds.len());
            for s in &b.cmds {
                cmds.push(self.stmt(s, cx)?);
            }
            let transfer = match &b.transfer {
                SpecTransfer::Goto(g) => SpecTransfer::Goto(g.clone()),
                SpecTransfer::Return { attrs, expr, span } => {
                    SpecTransfer::Return { attrs: attrs.clone(), expr: self.expr(expr, cx)?, span: *span }
                }
            };
            blocks.push(SpecBlock { label: b.label.clone(), cmds, transfer, span: b.span });
        }
        Ok(CodeExpr { locals, blocks })
    }
}

/// What a type quantifier becomes.
pub(crate) enum TypeQuant {
    /// Its instances (to be joined by `&&` for `forall`, `||` for `exists`).
    Instances(Vec<Expr>),
    /// Its body for fresh types.
    One(Expr),
}

fn field_of(map: Expr, field: Name, span: boogie_ast::Span) -> Expr {
    Expr { kind: ExprKind::Field(Box::new(FieldExpr { expr: map, field: Ident { name: field, span } })), span }
}

fn stmt_kind(s: &Stmt) -> &'static str {
    match s {
        Stmt::Call(_) => "call",
        Stmt::ParCall(_) => "parallel call",
        Stmt::Unpack(_) => "unpack",
        Stmt::HideReveal(_) => "hide/reveal",
        Stmt::ChangeScope(_) => "push/pop",
        Stmt::Measure(_) => "measure",
        Stmt::If(_) => "if",
        Stmt::While(_) => "while",
        Stmt::Break(_) => "break",
        _ => "command",
    }
}
