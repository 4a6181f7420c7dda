//! The checker's state and name resolution (boogie-language.md §3.1–§3.5), in Boogie's
//! traversal order so that diagnostics come out in the reference order.

use boogie_ast::{
    AttrArg, Attribute, Body, DatatypeDecl, Decl, Diagnostic, ElseBranch, Expr, ExprKind, FunctionDecl,
    Ident, ImplementationDecl, LoopSpec, Name, Phase, ProcedureDecl, Program, Span, Spec, SpecTransfer,
    Stmt, Type, TypeKind, UnaryOp, BinaryOp, Variable, CallCmd, QuantKind,
};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::ty::{MapTy, TvId, Ty};
use crate::{
    addr, FuncDecl, FuncId, FuncInfo, ImplInfo, Maps, ProcId, ProcInfo, TcInfo, TypeCtorInfo, VarDecl, VarId,
    VarInfo, VarKind,
};

/// Which state an expression may observe (§3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    StateLess,
    Single,
    Two,
}

/// A variable scope stack with O(1) lookup.
#[derive(Default)]
struct Scopes {
    map: FxHashMap<Name, Vec<(VarId, u32)>>,
    log: Vec<Name>,
    marks: Vec<usize>,
}

impl Scopes {
    fn push(&mut self) {
        self.marks.push(self.log.len());
    }
    fn pop(&mut self) {
        let m = self.marks.pop().unwrap_or(0);
        while self.log.len() > m {
            if let Some(n) = self.log.pop() {
                if let Some(v) = self.map.get_mut(&n) {
                    v.pop();
                }
            }
        }
    }
    /// Declares `name` in the innermost scope; false if it is already declared there.
    fn declare(&mut self, name: &Name, id: VarId) -> bool {
        let level = self.marks.len() as u32;
        let e = self.map.entry(name.clone()).or_default();
        if let Some(&(_, l)) = e.last() {
            if l == level {
                return false;
            }
        }
        e.push((id, level));
        self.log.push(name.clone());
        true
    }
    fn lookup(&self, name: &str) -> Option<VarId> {
        self.map.get(name).and_then(|v| v.last()).map(|&(id, _)| id)
    }
}

/// A type synonym being resolved.
pub(crate) struct Synonym<'p> {
    pub name: Name,
    pub params: Vec<Ident>,
    pub param_ids: Vec<TvId>,
    pub body_ast: &'p Type,
    pub body: Option<Ty>,
    pub span: Span,
}

/// A datatype and its constructors.
pub(crate) struct Datatype<'p> {
    pub decl: &'p DatatypeDecl,
    pub ctor_id: u32,
    pub tparams: Vec<(TvId, Name)>,
    pub ctors: Vec<FuncId>,
    /// Field names and types per constructor.
    pub fields: Vec<Vec<(Name, Ty)>>,
}

/// Everything the checker knows; resolution fills it, type checking reads it.
pub(crate) struct Cx<'p> {
    pub program: &'p Program,
    pub diags: Vec<Diagnostic>,
    pub vars: Vec<VarInfo<'p>>,
    pub funcs: Vec<FuncInfo<'p>>,
    pub procs: Vec<ProcInfo<'p>>,
    pub type_ctors: Vec<TypeCtorInfo>,
    pub maps: Maps,
    pub warnings: Vec<Diagnostic>,
    pub synonyms: Vec<Synonym<'p>>,
    pub datatypes: Vec<Datatype<'p>>,
    /// Type namespace: name → constructor id or synonym index.
    type_names: FxHashMap<Name, TypeName>,
    pub func_names: FxHashMap<Name, FuncId>,
    proc_names: FxHashMap<Name, ProcId>,
    axiom_names: FxHashSet<Name>,
    stmt_ids: FxHashSet<String>,
    /// Declarations dropped because of `{:extern}` duplicates.
    ignored: FxHashSet<usize>,
    scopes: Scopes,
    tvs: Vec<(Name, TvId)>,
    pub next_tv: TvId,
    mode: Mode,
    trigger_mode: bool,
    pure_proc: bool,
    /// Labels of the body being resolved.
    labels: FxHashSet<Name>,
    /// Coercion target types, by expression address.
    pub coerce_ty: FxHashMap<usize, Ty>,
    /// Bound variables of a quantifier/lambda, and their type parameters, by expression address.
    pub binder_info: FxHashMap<usize, (Vec<(TvId, Name)>, Vec<VarId>)>,
    /// Forall/exists quantifiers as resolved (merged, never triggers), by expression address.
    pub quants: FxHashMap<usize, crate::QuantInfo<'p>>,
    /// Quantifiers merged into the quantifier around them.
    pub merged_quants: FxHashSet<usize>,
    /// Let variables by expression address.
    pub let_vars: FxHashMap<usize, Vec<VarId>>,
    /// Code-expression locals by expression address.
    pub code_locals: FxHashMap<usize, Vec<VarId>>,
    assumption_assigned: FxHashSet<VarId>,
    /// Expressions visited by resolution (sizes the type table).
    pub n_exprs: usize,
    /// Type-checking state (unknowns, instantiations).
    pub tc: crate::typeck::TcState,
    /// Expression nesting depth (the stack is only checked every 16 levels).
    pub depth: u32,
    /// Reused buffers (no allocation per assignment).
    scratch_roots: Vec<Option<VarId>>,
    pub scratch_tys: Vec<Vec<Ty>>,
}

/// Stack left when a new segment is allocated; 16 levels of `resolve_expr`/`tc_expr`
/// frames must fit in it.
pub(crate) const STACK_RED_ZONE: usize = 256 * 1024;
pub(crate) const STACK_SEGMENT: usize = 4 * 1024 * 1024;

#[derive(Clone, Copy)]
enum TypeName {
    Ctor(u32),
    Syn(usize),
}

fn has_attr(attrs: &[Attribute], key: &str) -> bool {
    attrs.iter().any(|a| a.key == key)
}

/// How a function body is used (decided by the parser in Boogie, §2.7).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum BodyKind {
    /// `{:inline}`: a macro.
    Inline,
    /// `{:define}`: `f(ps): R == body` checked in the function's scope.
    Define,
    /// Otherwise: a definition axiom after the function.
    Axiom,
}

pub(crate) fn body_kind(f: &FunctionDecl) -> BodyKind {
    if is_bool_attr(&f.attrs, "inline") {
        BodyKind::Inline
    } else if is_bool_attr(&f.attrs, "define") {
        BodyKind::Define
    } else {
        BodyKind::Axiom
    }
}

/// Boogie's `FindBoolAttribute`: the first attribute with this key has no argument or
/// the argument `true`.
pub(crate) fn is_bool_attr(attrs: &[Attribute], key: &str) -> bool {
    attrs.iter().find(|a| a.key == key).is_some_and(|a| {
        matches!(a.args.as_list(), Some([] | [AttrArg::Expr(Expr { kind: ExprKind::Lit(boogie_ast::Literal::Bool(true)), .. })]))
    })
}

fn attr_string<'a>(attrs: &'a [Attribute], key: &str) -> Option<&'a str> {
    attrs.iter().find(|a| a.key == key).and_then(|a| a.args.first_string()).map(|s| s.as_str())
}

impl<'p> Cx<'p> {
    pub fn new(program: &'p Program) -> Cx<'p> {
        Cx {
            program,
            diags: Vec::new(),
            vars: Vec::new(),
            funcs: Vec::new(),
            procs: Vec::new(),
            type_ctors: Vec::new(),
            maps: Maps::default(),
            warnings: Vec::new(),
            synonyms: Vec::new(),
            datatypes: Vec::new(),
            type_names: FxHashMap::default(),
            func_names: FxHashMap::default(),
            proc_names: FxHashMap::default(),
            axiom_names: FxHashSet::default(),
            stmt_ids: FxHashSet::default(),
            ignored: FxHashSet::default(),
            scopes: Scopes::default(),
            tvs: Vec::new(),
            next_tv: 1,
            mode: Mode::Single,
            trigger_mode: false,
            pure_proc: false,
            labels: FxHashSet::default(),
            coerce_ty: FxHashMap::default(),
            binder_info: FxHashMap::default(),
            quants: FxHashMap::default(),
            merged_quants: FxHashSet::default(),
            let_vars: FxHashMap::default(),
            code_locals: FxHashMap::default(),
            assumption_assigned: FxHashSet::default(),
            n_exprs: 0,
            tc: Default::default(),
            depth: 0,
            scratch_roots: Vec::new(),
            scratch_tys: Vec::new(),
        }
    }

    pub fn err(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::new(Phase::Resolve, span, msg));
    }

    pub fn finish(self) -> TcInfo<'p> {
        let maps = self.maps;
        TcInfo {
            program: self.program,
            vars: self.vars,
            funcs: self.funcs,
            procs: self.procs,
            type_ctors: self.type_ctors,
            warnings: self.warnings,
            maps,
            quants: self.quants,
            merged_quants: self.merged_quants,
        }
    }

    fn new_var(&mut self, name: Name, kind: VarKind, ty: Ty, span: Span, decl: VarDecl<'p>) -> VarId {
        let id = VarId(self.vars.len() as u32);
        self.vars.push(VarInfo { name, kind, ty, span, decl });
        id
    }

    fn fresh_tv(&mut self) -> TvId {
        let t = self.next_tv;
        self.next_tv += 1;
        t
    }

    // -----------------------------------------------------------------------
    // The program
    // -----------------------------------------------------------------------

    pub fn resolve_program(&mut self) {
        let program = self.program;
        // Size the variable-use tables from the number of commands (about two uses each)
        // instead of growing them through a dozen rehashes.
        let mut n_stmts = 0;
        for decl in &program.decls {
            match decl {
                Decl::Implementation(i) => n_stmts += count_stmts(&i.body.stmts),
                Decl::Procedure(p) => n_stmts += p.body.as_ref().map_or(0, |b| count_stmts(&b.stmts)),
                _ => {}
            }
        }
        self.maps.expr_var.reserve(2 * n_stmts);
        self.maps.ident_var.reserve(n_stmts);
        self.mark_extern_duplicates();
        // 1. Register all top-level declarations.
        for decl in &program.decls {
            if self.ignored.contains(&decl_addr(decl)) {
                continue;
            }
            self.register_decl(decl);
        }
        // 2. Resolve types: synonyms in dependency order, then datatype signatures.
        for decl in &program.decls {
            if let Decl::Type(td) = decl {
                self.mode = Mode::Single;
                self.resolve_attrs(&td.attrs);
            }
        }
        self.resolve_synonyms();
        for i in 0..self.datatypes.len() {
            self.resolve_datatype_sig(i);
        }
        self.check_datatypes_well_founded();
        // 3. Every other declaration in program order, skipping `{:ignore}`.
        for decl in &program.decls {
            if self.skipped(decl) {
                continue;
            }
            self.resolve_decl(decl);
        }
        // 4. Where clauses of global variables.
        for decl in &program.decls {
            if let Decl::Var(g) = decl {
                if self.skipped(decl) {
                    continue;
                }
                if let Some(w) = &g.var.where_clause {
                    self.mode = Mode::Single;
                    self.resolve_expr(w);
                }
            }
        }
    }

    /// Declarations neither resolved nor type-checked: dropped `{:extern}` duplicates and
    /// those marked `{:ignore}` (which are still registered, §3.1).
    pub(crate) fn skipped(&self, decl: &Decl) -> bool {
        self.ignored.contains(&decl_addr(decl)) || is_bool_attr(decl_attrs(decl), "ignore")
    }

    fn mark_extern_duplicates(&mut self) {
        // Two same-named top-level declarations of one namespace where one is `{:extern}`:
        // the extern one is dropped (boogie-language.md §3.2).
        let mut seen: FxHashMap<(u8, Name), usize> = FxHashMap::default();
        for decl in &self.program.decls {
            let (ns, name, attrs): (u8, &Name, &[Attribute]) = match decl {
                Decl::Function(f) => (0, &f.name.name, &f.attrs),
                Decl::Procedure(p) => (1, &p.name.name, &p.attrs),
                Decl::Var(g) => (2, &g.var.name.name, &g.var.attrs),
                Decl::Const(c) if c.names.len() == 1 => (2, &c.names[0].name, &c.attrs),
                Decl::Type(t) if t.defs.len() == 1 => (3, &t.defs[0].name.name, &t.attrs),
                _ => continue,
            };
            let a = decl_addr(decl);
            if let Some(&prev) = seen.get(&(ns, name.clone())) {
                let prev_extern = self.program.decls.iter().find(|d| decl_addr(d) == prev).map(|d| has_attr(decl_attrs(d), "extern")).unwrap_or(false);
                if has_attr(attrs, "extern") {
                    self.ignored.insert(a);
                } else if prev_extern {
                    self.ignored.insert(prev);
                    seen.insert((ns, name.clone()), a);
                }
            } else {
                seen.insert((ns, name.clone()), a);
            }
        }
    }

    fn register_type_name(&mut self, id: &Ident, tn: TypeName) {
        if self.type_names.contains_key(&id.name) {
            self.err(id.span, format!("more than one declaration of type name: {}", id.name));
        } else {
            self.type_names.insert(id.name.clone(), tn);
        }
    }

    fn register_func(&mut self, id: &Ident, f: FuncId) {
        if self.func_names.contains_key(&id.name) {
            self.err(id.span, format!("more than one declaration of function name: {}", id.name));
        } else {
            self.func_names.insert(id.name.clone(), f);
        }
    }

    fn add_global(&mut self, name: &Ident, kind: VarKind, decl: VarDecl<'p>) -> VarId {
        let id = self.new_var(name.name.clone(), kind, Ty::Bool, name.span, decl);
        if !self.scopes.declare(&name.name, id) {
            self.err(name.span, format!("more than one declaration of variable name: {}", name.name));
        }
        id
    }

    fn register_decl(&mut self, decl: &'p Decl) {
        match decl {
            Decl::Type(td) => {
                for def in &td.defs {
                    if is_bv_name(&def.name.name) {
                        self.err(def.name.span, format!("type name: {} is registered for bitvectors", def.name.name));
                        continue;
                    }
                    match &def.synonym {
                        None => {
                            let id = self.type_ctors.len() as u32;
                            self.type_ctors.push(TypeCtorInfo {
                                name: def.name.name.clone(),
                                arity: def.params.len(),
                                span: def.name.span,
                                datatype_ctors: None,
                            });
                            self.register_type_name(&def.name, TypeName::Ctor(id));
                        }
                        Some(body) => {
                            let idx = self.synonyms.len();
                            self.synonyms.push(Synonym {
                                name: def.name.name.clone(),
                                params: def.params.clone(),
                                param_ids: Vec::new(),
                                body_ast: body,
                                body: None,
                                span: def.name.span,
                            });
                            self.register_type_name(&def.name, TypeName::Syn(idx));
                        }
                    }
                }
            }
            Decl::Datatype(dt) => {
                let ctor_id = self.type_ctors.len() as u32;
                let mut ctors = Vec::new();
                for (i, c) in dt.ctors.iter().enumerate() {
                    let f = FuncId(self.funcs.len() as u32);
                    self.funcs.push(FuncInfo {
                        name: c.name.name.clone(),
                        tparams: Vec::new(),
                        params: Vec::new(),
                        result: Ty::Bool,
                        decl: FuncDecl::Ctor(dt, i),
                    });
                    self.register_func(&c.name, f);
                    ctors.push(f);
                }
                self.type_ctors.push(TypeCtorInfo {
                    name: dt.name.name.clone(),
                    arity: dt.type_params.len(),
                    span: dt.name.span,
                    datatype_ctors: Some(ctors.clone()),
                });
                self.register_type_name(&dt.name, TypeName::Ctor(ctor_id));
                self.datatypes.push(Datatype { decl: dt, ctor_id, tparams: Vec::new(), ctors, fields: Vec::new() });
            }
            Decl::Const(c) => {
                for (i, n) in c.names.iter().enumerate() {
                    let id = self.add_global(n, VarKind::Const { unique: c.unique }, VarDecl::Const(c, i));
                    self.maps.decl_var.insert(addr(n), id);
                }
            }
            Decl::Var(g) => {
                let id = self.add_global(&g.var.name, VarKind::Global, VarDecl::Variable(&g.var));
                self.maps.decl_var.insert(addr(&g.var), id);
            }
            Decl::Function(f) => {
                let id = FuncId(self.funcs.len() as u32);
                self.funcs.push(FuncInfo {
                    name: f.name.name.clone(),
                    tparams: Vec::new(),
                    params: Vec::new(),
                    result: Ty::Bool,
                    decl: FuncDecl::Function(f),
                });
                self.maps.func_by_decl.insert(addr(f), id);
                self.register_func(&f.name, id);
            }
            Decl::Procedure(p) => {
                let id = ProcId(self.procs.len() as u32);
                self.procs.push(ProcInfo {
                    name: p.name.name.clone(),
                    tparams: Vec::new(),
                    ins: Vec::new(),
                    outs: Vec::new(),
                    modifies: Vec::new(),
                    decl: p,
                });
                self.maps.proc_by_decl.insert(addr(p), id);
                if self.proc_names.contains_key(&p.name.name) {
                    self.err(p.name.span, format!("more than one declaration of procedure name: {}", p.name.name));
                } else {
                    self.proc_names.insert(p.name.name.clone(), id);
                }
            }
            Decl::Axiom(a) => {
                if let Some(n) = attr_string(&a.attrs, "name") {
                    if !self.axiom_names.insert(n.into()) {
                        self.err(a.span, format!("more than one declaration of axiom name: {n}"));
                    }
                }
            }
            Decl::Implementation(_) => {}
        }
    }

    // -----------------------------------------------------------------------
    // Types
    // -----------------------------------------------------------------------

    fn resolve_synonyms(&mut self) {
        let n = self.synonyms.len();
        let mut done = vec![false; n];
        loop {
            let mut progress = false;
            for i in 0..n {
                if done[i] {
                    continue;
                }
                let deps_ok = {
                    let s = &self.synonyms[i];
                    let mut deps = Vec::new();
                    self.synonym_deps(s.body_ast, &s.params, &mut deps);
                    deps.iter().all(|&d| done[d])
                };
                if deps_ok {
                    self.resolve_synonym_body(i);
                    done[i] = true;
                    progress = true;
                }
            }
            if !progress {
                break;
            }
        }
        for (i, d) in done.iter().enumerate() {
            if !d {
                let s = &self.synonyms[i];
                let msg = format!(
                    "type synonym could not be resolved because of cycles: {} (replacing body with \"bool\" to continue resolving)",
                    s.name
                );
                let span = s.span;
                self.err(span, msg);
                let ids: Vec<TvId> = (0..self.synonyms[i].params.len()).map(|_| 0).collect();
                self.synonyms[i].param_ids = ids;
                self.synonyms[i].body = Some(Ty::Bool);
            }
        }
    }

    fn synonym_deps(&self, t: &Type, bound: &[Ident], out: &mut Vec<usize>) {
        match &t.kind {
            TypeKind::Named { name, args } => {
                if !bound.iter().any(|b| &b.name == name) {
                    if let Some(TypeName::Syn(i)) = self.type_names.get(name) {
                        out.push(*i);
                    }
                }
                for a in args {
                    self.synonym_deps(a, bound, out);
                }
            }
            TypeKind::Map(m) => {
                for a in &m.args {
                    self.synonym_deps(a, bound, out);
                }
                self.synonym_deps(&m.result, bound, out);
            }
            _ => {}
        }
    }

    fn resolve_synonym_body(&mut self, i: usize) {
        let params = self.synonyms[i].params.clone();
        let body_ast = self.synonyms[i].body_ast;
        let mark = self.tvs.len();
        let mut ids = Vec::new();
        for p in &params {
            ids.push(self.add_type_binder(p));
        }
        let body = self.resolve_type(body_ast);
        self.tvs.truncate(mark);
        self.synonyms[i].param_ids = ids;
        self.synonyms[i].body = Some(body);
    }

    fn resolve_datatype_sig(&mut self, i: usize) {
        let dt = self.datatypes[i].decl;
        let mark = self.tvs.len();
        let mut tparams = Vec::new();
        for p in &dt.type_params {
            tparams.push((self.add_type_binder(p), p.name.clone()));
        }
        let result = Ty::Ctor {
            id: self.datatypes[i].ctor_id,
            name: dt.name.name.clone(),
            args: tparams.iter().map(|(id, n)| Ty::Var { id: *id, name: n.clone() }).collect(),
        };
        let mut all_fields = Vec::new();
        for (ci, c) in dt.ctors.iter().enumerate() {
            let mut params = Vec::new();
            let mut fields = Vec::new();
            for f in &c.fields {
                let t = self.resolve_type(&f.ty);
                let vid = self.new_var(f.name.name.clone(), VarKind::Field, t.clone(), f.name.span, VarDecl::Variable(f));
                self.maps.decl_var.insert(addr(f), vid);
                params.push(t.clone());
                fields.push((f.name.name.clone(), t));
            }
            let fid = self.datatypes[i].ctors[ci];
            let fi = &mut self.funcs[fid.0 as usize];
            fi.tparams = tparams.clone();
            fi.params = params;
            fi.result = result.clone();
            all_fields.push(fields);
        }
        self.tvs.truncate(mark);
        self.datatypes[i].tparams = tparams;
        self.datatypes[i].fields = all_fields;
    }

    /// Reports the datatypes that have no finite values (a least fixpoint over constructors).
    fn check_datatypes_well_founded(&mut self) {
        let n = self.datatypes.len();
        let mut ok = vec![false; n];
        loop {
            let mut changed = false;
            for i in 0..n {
                if ok[i] {
                    continue;
                }
                let good = self.datatypes[i]
                    .fields
                    .iter()
                    .any(|fs| fs.iter().all(|(_, t)| self.constructible(t, &ok)));
                if good {
                    ok[i] = true;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        let bad: Vec<String> = (0..n).filter(|&i| !ok[i]).map(|i| self.datatypes[i].decl.name.name.to_string()).collect();
        if !bad.is_empty() {
            self.err(Span::NONE, format!("Datatype declarations are not well-founded: {}", bad.join(", ")));
        }
    }

    fn constructible(&self, t: &Ty, ok: &[bool]) -> bool {
        match t {
            // As Boogie: a type constructor's arguments do not matter (an uninterpreted type
            // has values whatever its arguments; a datatype instance is constructible when its
            // declaration is).
            Ty::Ctor { id, .. } => match self.datatypes.iter().position(|d| d.ctor_id == *id) {
                Some(i) => ok[i],
                None => true,
            },
            Ty::Syn { body, .. } => self.constructible(body, ok),
            Ty::Map(m) => m.args.iter().all(|a| self.constructible(a, ok)) && self.constructible(&m.result, ok),
            _ => true,
        }
    }

    /// Binds a type variable (checks re-binding and clashes with type names).
    fn add_type_binder(&mut self, id: &Ident) -> TvId {
        if self.tvs.iter().any(|(n, _)| n == &id.name) {
            self.err(id.span, format!("more than one declaration of type variable: {}", id.name));
        } else if self.type_names.contains_key(&id.name) {
            self.err(id.span, format!("name is already reserved for type constructor: {}", id.name));
        }
        let tv = self.fresh_tv();
        self.tvs.push((id.name.clone(), tv));
        tv
    }

    pub fn resolve_type(&mut self, t: &Type) -> Ty {
        match &t.kind {
            TypeKind::Bool => Ty::Bool,
            TypeKind::Int => Ty::Int,
            TypeKind::Real => Ty::Real,
            TypeKind::Bv { width } => Ty::Bv(*width),
            TypeKind::Float { sig, exp } => Ty::Float { sig: *sig, exp: *exp },
            TypeKind::RMode => Ty::RMode,
            TypeKind::String => Ty::String,
            TypeKind::Regex => Ty::Regex,
            TypeKind::Named { name, args } => self.resolve_named_type(t.span, name, args),
            TypeKind::Map(m) => {
                let mark = self.tvs.len();
                let mut tps = Vec::new();
                for p in &m.type_params {
                    tps.push((self.add_type_binder(p), p.name.clone()));
                }
                let args: Vec<Ty> = m.args.iter().map(|a| self.resolve_type(a)).collect();
                let result = self.resolve_type(&m.result);
                self.tvs.truncate(mark);
                for (id, n) in &tps {
                    if !args.iter().any(|a| a.mentions_var(*id)) && !result.mentions_var(*id) {
                        self.err(t.span, format!("type variable must occur in map arguments: {n}"));
                    }
                }
                let tparams = canonical_order(&tps, args.iter().chain(std::iter::once(&result)));
                Ty::Map(Box::new(MapTy { tparams, args, result }))
            }
        }
    }

    fn resolve_named_type(&mut self, span: Span, name: &Name, args: &[Type]) -> Ty {
        if is_bv_name(name) {
            if !args.is_empty() {
                self.err(span, format!("bitvector types must not be applied to arguments: {name}"));
            }
            return Ty::Bv(name[2..].parse().unwrap_or(0));
        }
        if let Some((s, e)) = float_name(name) {
            if !args.is_empty() {
                self.err(span, format!("float types must not be applied to arguments: {name}"));
            }
            return Ty::Float { sig: s, exp: e };
        }
        match name.as_str() {
            "rmode" | "string" | "regex" => {
                let what = match name.as_str() {
                    "rmode" => "rounding mode",
                    "string" => "string",
                    _ => "regex",
                };
                if !args.is_empty() {
                    self.err(span, format!("{what} type must not be applied to arguments: {name}"));
                }
                return match name.as_str() {
                    "rmode" => Ty::RMode,
                    "string" => Ty::String,
                    _ => Ty::Regex,
                };
            }
            _ => {}
        }
        if let Some(&(_, id)) = self.tvs.iter().rev().find(|(n, _)| n == name) {
            if !args.is_empty() {
                self.err(span, format!("type variables must not be applied to arguments: {name}"));
            }
            return Ty::Var { id, name: name.clone() };
        }
        match self.type_names.get(name).copied() {
            Some(TypeName::Ctor(id)) => {
                let arity = self.type_ctors[id as usize].arity;
                if arity != args.len() {
                    self.err(span, format!("type constructor received wrong number of arguments: {name}"));
                    return Ty::Ctor { id, name: name.clone(), args: vec![Ty::Bool; arity] };
                }
                let args = args.iter().map(|a| self.resolve_type(a)).collect();
                Ty::Ctor { id, name: name.clone(), args }
            }
            Some(TypeName::Syn(i)) => {
                let arity = self.synonyms[i].params.len();
                if arity != args.len() {
                    self.err(span, format!("type synonym received wrong number of arguments: {name}"));
                    return Ty::Bool;
                }
                let args: Vec<Ty> = args.iter().map(|a| self.resolve_type(a)).collect();
                let body = self.synonyms[i].body.clone().unwrap_or(Ty::Bool);
                let s: Vec<(TvId, Ty)> =
                    self.synonyms[i].param_ids.iter().copied().zip(args.iter().cloned()).collect();
                Ty::Syn { name: name.clone(), args, body: Box::new(body.subst(&s)) }
            }
            None => {
                self.err(span, format!("undeclared type: {name} (replacing with \"bool\" to continue resolving)"));
                Ty::Bool
            }
        }
    }

    // -----------------------------------------------------------------------
    // Declarations
    // -----------------------------------------------------------------------

    fn resolve_decl(&mut self, decl: &'p Decl) {
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

    fn resolve_axiom(&mut self, a: &'p boogie_ast::AxiomDecl) {
        self.mode = Mode::Single;
        self.resolve_attrs(&a.attrs);
        self.mode = Mode::StateLess;
        self.resolve_expr(&a.expr);
    }

    fn resolve_function(&mut self, f: &'p FunctionDecl) {
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
    fn resolve_definition_axiom(&mut self, f: &'p FunctionDecl, fid: FuncId, tps: &[(TvId, Name)], body: &'p Expr) {
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

    fn resolve_formal(&mut self, v: &'p Variable, kind: VarKind) -> VarId {
        let id = self.new_var(v.name.name.clone(), kind, Ty::Bool, v.name.span, VarDecl::Variable(v));
        if !self.scopes.declare(&v.name.name, id) {
            self.err(v.name.span, format!("more than one declaration of variable name: {}", v.name.name));
        }
        id
    }

    fn resolve_var_type_where(&mut self, v: &'p Variable, id: VarId, mode: Mode) {
        let t = self.resolve_type(&v.ty);
        self.vars[id.0 as usize].ty = t;
        if let Some(w) = &v.where_clause {
            self.mode = mode;
            self.resolve_expr(w);
        }
    }

    fn resolve_procedure(&mut self, p: &'p ProcedureDecl) {
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

    fn resolve_implementation(&mut self, i: &'p ImplementationDecl) {
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
    fn resolve_impl_body(
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

    // -----------------------------------------------------------------------
    // Statements
    // -----------------------------------------------------------------------

    fn check_stmt_id(&mut self, attrs: &[Attribute], span: Span) {
        if let Some(id) = attr_string(attrs, "id") {
            if !self.stmt_ids.insert(id.to_string()) {
                self.err(span, format!("more than one statement with same id: {id}"));
            }
        }
    }

    fn resolve_stmts(&mut self, stmts: &'p [Stmt], mode: Mode) {
        for s in stmts {
            self.resolve_stmt(s, mode);
        }
    }

    fn lookup_ident(&mut self, id: &Ident) -> Option<VarId> {
        match self.scopes.lookup(&id.name) {
            Some(v) => {
                self.maps.ident_var.insert(addr(id), v);
                if self.mode == Mode::StateLess && self.vars[v.0 as usize].kind == VarKind::Global {
                    self.err(id.span, format!("cannot refer to a global variable in this context: {}", id.name));
                }
                Some(v)
            }
            None => {
                self.err(id.span, format!("undeclared identifier: {}", id.name));
                None
            }
        }
    }

    fn resolve_stmt(&mut self, s: &'p Stmt, mode: Mode) {
        self.mode = mode;
        match s {
            Stmt::Label(_) | Stmt::Break(_) | Stmt::Return(_) | Stmt::ChangeScope(_) => {}
            Stmt::Goto(g) => {
                self.resolve_attrs(&g.attrs);
            }
            Stmt::Assert(a) => {
                self.check_stmt_id(&a.attrs, a.span);
                self.resolve_attrs(&a.attrs);
                self.mode = mode;
                self.resolve_expr(&a.expr);
            }
            Stmt::Assume(a) => {
                self.check_stmt_id(&a.attrs, a.span);
                self.resolve_attrs(&a.attrs);
                self.mode = mode;
                self.resolve_expr(&a.expr);
            }
            Stmt::Havoc(h) => {
                for v in &h.vars {
                    self.lookup_ident(v);
                }
            }
            Stmt::Assign(a) => {
                if a.lhs.len() != a.rhs.len() {
                    self.err(a.span, "number of left-hand sides does not match number of right-hand sides");
                }
                self.resolve_attrs(&a.attrs);
                self.mode = mode;
                let mut roots = std::mem::take(&mut self.scratch_roots);
                roots.clear();
                for l in &a.lhs {
                    let v = self.lookup_ident(&l.name);
                    for sel in &l.selectors {
                        if let boogie_ast::LhsSelector::Index { indices, .. } = sel {
                            for e in indices {
                                self.resolve_expr(e);
                            }
                        }
                    }
                    roots.push(v);
                }
                for e in &a.rhs {
                    self.resolve_expr(e);
                }
                for j in 0..a.lhs.len() {
                    if let Some(vj) = roots[j] {
                        if roots[..j].contains(&Some(vj)) {
                            let l = &a.lhs[j];
                            let span = lhs_span(l);
                            self.err(span, format!("variable {} is assigned more than once in parallel assignment", l.name.name));
                        }
                    }
                }
                self.check_assumption_assign(a, &roots);
                self.scratch_roots = roots;
            }
            Stmt::Call(c) => self.resolve_call(c, mode),
            Stmt::ParCall(pc) => {
                for c in &pc.calls {
                    self.resolve_call(c, mode);
                }
            }
            Stmt::Unpack(u) => {
                self.resolve_attrs(&u.attrs);
                self.mode = mode;
                if !self.func_names.contains_key(&u.ctor.name) {
                    self.err(u.ctor.span, format!("use of undeclared function: {}", u.ctor.name));
                }
                // The left side `C(x, ..)` is resolved first, then the right side.
                for v in &u.vars {
                    self.lookup_ident(v);
                }
                self.resolve_expr(&u.rhs);
            }
            Stmt::HideReveal(h) => {
                if let Some(n) = &h.name {
                    if !self.func_names.contains_key(&n.name) {
                        self.err(n.span, format!("use of undeclared function: {}", n.name));
                    }
                }
            }
            Stmt::Measure(m) => {
                self.resolve_attrs(&m.attrs);
                for e in &m.exprs {
                    self.mode = mode;
                    self.resolve_expr(e);
                }
            }
            Stmt::If(i) => self.resolve_if(i, mode),
            Stmt::While(w) => {
                for sp in &w.specs {
                    match sp {
                        LoopSpec::Invariant(c) => {
                            self.mode = mode;
                            self.check_stmt_id(&c.attrs, c.span);
                            self.resolve_attrs(&c.attrs);
                            self.mode = mode;
                            self.resolve_expr(&c.expr);
                        }
                        LoopSpec::Measure(m) => {
                            for e in &m.exprs {
                                self.mode = mode;
                                self.resolve_expr(e);
                            }
                        }
                    }
                }
                if let Some(g) = &w.guard {
                    self.mode = mode;
                    self.resolve_expr(g);
                }
                self.resolve_stmts(&w.body, mode);
                if let Some(g) = &w.guard {
                    self.mode = mode;
                    self.resolve_expr(g);
                }
            }
        }
    }

    fn resolve_if(&mut self, i: &'p boogie_ast::IfStmt, mode: Mode) {
        self.resolve_attrs(&i.attrs);
        if let Some(g) = &i.guard {
            self.mode = mode;
            self.resolve_expr(g);
        }
        self.resolve_stmts(&i.then_branch, mode);
        if let Some(g) = &i.guard {
            self.mode = mode;
            self.resolve_expr(g);
        }
        match &i.else_branch {
            None => {}
            Some(ElseBranch::Block { stmts, .. }) => self.resolve_stmts(stmts, mode),
            Some(ElseBranch::If(ei)) => self.resolve_if(ei, mode),
        }
    }

    fn resolve_call(&mut self, c: &'p CallCmd, mode: Mode) {
        self.check_stmt_id(&c.attrs, c.span);
        self.resolve_attrs(&c.attrs);
        self.mode = mode;
        let proc = self.proc_names.get(&c.callee.name).copied();
        if proc.is_none() {
            self.err(c.span, format!("call to undeclared procedure: {}", c.callee.name));
        }
        for e in &c.args {
            self.resolve_expr(e);
        }
        let mut seen = Vec::new();
        for o in &c.outs {
            if let Some(v) = self.lookup_ident(o) {
                if seen.contains(&v) {
                    self.err(c.span, format!("left-hand side of call command contains variable twice: {}", o.name));
                } else {
                    seen.push(v);
                }
            }
        }
        if let Some(pid) = proc {
            self.maps.call_proc.insert(addr(c), pid);
            let pd = self.procs[pid.0 as usize].decl;
            if c.args.len() != pd.ins.len() {
                self.err(c.span, format!("wrong number of arguments in call to {}: {}", c.callee.name, c.args.len()));
            }
            if c.outs.len() != pd.outs.len() {
                self.err(c.span, format!("wrong number of result variables in call to {}: {}", c.callee.name, c.outs.len()));
            }
            if self.pure_proc && !pd.pure_ {
                self.err(c.span, "pure procedure may only call a pure procedure");
            }
        }
    }

    fn check_assumption_assign(&mut self, a: &'p boogie_ast::AssignCmd, roots: &[Option<VarId>]) {
        for (j, r) in roots.iter().enumerate() {
            let Some(v) = *r else { continue };
            let info = &self.vars[v.0 as usize];
            if !matches!(info.kind, VarKind::Local | VarKind::Global) {
                continue;
            }
            let is_assumption = match info.decl {
                VarDecl::Variable(var) => has_attr(&var.attrs, "assumption"),
                _ => false,
            };
            if !is_assumption {
                continue;
            }
            let name = info.name.clone();
            if !self.assumption_assigned.insert(v) {
                self.err(a.span, "assumption variable may not be assigned to more than once");
                continue;
            }
            let ok = match a.rhs.get(j).map(|e| &e.kind) {
                Some(ExprKind::Binary(b)) if b.op == BinaryOp::And => {
                    matches!(&b.lhs.kind, ExprKind::Var { name: n } if *n == name)
                }
                _ => false,
            };
            if !ok {
                self.err(
                    a.span,
                    format!("RHS of assignment to assumption variable {name} must match expression \"{name} && <boolean expression>\""),
                );
            }
        }
    }

    // -----------------------------------------------------------------------
    // Attributes and expressions
    // -----------------------------------------------------------------------

    pub fn resolve_attrs(&mut self, attrs: &'p [Attribute]) {
        let saved = self.mode;
        for a in attrs {
            if a.key == "verified_under" && a.args.len() != 1 {
                self.err(a.span, "attribute :verified_under accepts only one argument");
            }
            if (a.key == "minimize" || a.key == "maximize") && a.args.len() != 1 {
                self.err(a.span, "attributes :minimize and :maximize accept only one argument");
            }
            for e in a.args.stored_exprs() {
                self.mode = if saved == Mode::Single { Mode::Two } else { saved };
                self.resolve_expr(e);
            }
        }
        self.mode = saved;
    }

    pub fn resolve_expr(&mut self, e: &'p Expr) {
        self.depth += 1;
        if self.depth & 15 == 0 {
            stacker::maybe_grow(STACK_RED_ZONE, STACK_SEGMENT, || self.resolve_expr_inner(e))
        } else {
            self.resolve_expr_inner(e)
        }
        self.depth -= 1;
    }

    fn resolve_expr_inner(&mut self, e: &'p Expr) {
        self.n_exprs += 1;
        match &e.kind {
            ExprKind::Lit(_) => {}
            ExprKind::Var { name } => match self.scopes.lookup(name) {
                Some(v) => {
                    self.maps.expr_var.insert(addr(e), v);
                    if self.mode == Mode::StateLess && self.vars[v.0 as usize].kind == VarKind::Global {
                        self.err(e.span, format!("cannot refer to a global variable in this context: {name}"));
                    }
                }
                None => self.err(e.span, format!("undeclared identifier: {name}")),
            },
            ExprKind::FunCall(fc) => {
                match self.func_names.get(&fc.name.name) {
                    Some(&f) => {
                        self.maps.expr_func.insert(addr(e), f);
                    }
                    None => self.err(fc.name.span, format!("use of undeclared function: {}", fc.name.name)),
                }
                for a in &fc.args {
                    self.resolve_expr(a);
                }
            }
            ExprKind::Old(inner) => {
                if self.mode != Mode::Two {
                    self.err(e.span, "old expressions allowed only in two-state contexts");
                }
                self.resolve_expr(inner);
            }
            ExprKind::Unary { op, arg } => {
                if self.trigger_mode && *op == UnaryOp::Not {
                    self.err(e.span, "boolean operators are not allowed in triggers");
                }
                self.resolve_expr(arg);
            }
            ExprKind::Binary(b) => {
                if self.trigger_mode {
                    use BinaryOp::*;
                    match b.op {
                        And | Or | Implies | Iff => self.err(e.span, "boolean operators are not allowed in triggers"),
                        Eq => self.err(e.span, "equality is not allowed in triggers"),
                        Lt | Le | Gt | Ge => self.err(e.span, "arithmetic comparisons are not allowed in triggers"),
                        _ => {}
                    }
                }
                self.resolve_expr(&b.lhs);
                self.resolve_expr(&b.rhs);
            }
            ExprKind::Select(s) => {
                self.resolve_expr(&s.map);
                for i in &s.indices {
                    self.resolve_expr(i);
                }
            }
            ExprKind::Store(s) => {
                self.resolve_expr(&s.map);
                for i in &s.indices {
                    self.resolve_expr(i);
                }
                self.resolve_expr(&s.value);
            }
            ExprKind::Extract(x) => self.resolve_expr(&x.expr),
            ExprKind::Coerce(c) => {
                let t = self.resolve_type(&c.ty);
                self.coerce_ty.insert(addr(e), t);
                self.resolve_expr(&c.expr);
            }
            ExprKind::ToInt(a) | ExprKind::ToReal(a) => self.resolve_expr(a),
            ExprKind::IfThenElse(i) => {
                self.resolve_expr(&i.cond);
                self.resolve_expr(&i.then_);
                self.resolve_expr(&i.else_);
            }
            ExprKind::Quant(q) => {
                let before_quant = self.diags.len();
                if self.trigger_mode {
                    self.err(e.span, "quantifiers are not allowed in triggers");
                }
                // Directly nested quantifiers of the same kind without triggers are merged
                // before resolution (§3.5): `(forall x :: (forall y :: P))` is resolved as
                // `(forall x, y :: P)` with the attribute lists concatenated.
                let mut chain: Vec<(&'p Expr, &'p boogie_ast::QuantExpr)> = vec![(e, &**q)];
                if q.kind != QuantKind::Lambda {
                    let mut cur: &'p boogie_ast::QuantExpr = q;
                    while cur.triggers.is_empty() {
                        match &cur.body.kind {
                            ExprKind::Quant(inner) if inner.kind == q.kind && inner.triggers.is_empty() => {
                                chain.push((&cur.body, &**inner));
                                cur = inner;
                            }
                            _ => break,
                        }
                    }
                }
                let body: &'p Expr = &chain[chain.len() - 1].1.body;
                let mark = self.tvs.len();
                let mut tps = Vec::new();
                for (_, c) in &chain {
                    for p in &c.type_params {
                        tps.push((self.add_type_binder(p), p.name.clone()));
                    }
                }
                self.scopes.push();
                let mut vs = Vec::new();
                let mut var_names: Vec<&'p Name> = Vec::new();
                for (_, c) in &chain {
                    for v in &c.vars {
                        let id = self.new_var(v.name.name.clone(), VarKind::Bound, Ty::Bool, v.name.span, VarDecl::Variable(v));
                        if !self.scopes.declare(&v.name.name, id) {
                            self.err(v.name.span, format!("more than one declaration of variable name: {}", v.name.name));
                        }
                        self.maps.decl_var.insert(addr(v), id);
                        let t = self.resolve_type(&v.ty);
                        self.vars[id.0 as usize].ty = t;
                        vs.push(id);
                        var_names.push(&v.name.name);
                    }
                }
                for (_, c) in &chain {
                    self.resolve_attrs(&c.attrs);
                }
                let saved_trigger = self.trigger_mode;
                for (_, c) in &chain {
                    for tr in &c.triggers {
                        let before = self.diags.len();
                        self.trigger_mode = true;
                        for te in &tr.exprs {
                            self.resolve_expr(te);
                            if let ExprKind::Var { name } = &te.kind {
                                self.err(te.span, format!("a matching pattern must be more than just a variable by itself: {name}"));
                            }
                        }
                        self.trigger_mode = saved_trigger;
                        if before == self.diags.len() && tr.positive {
                            let mut used = FxHashSet::default();
                            for te in &tr.exprs {
                                self.collect_var_uses(te, &mut used);
                            }
                            for (name, id) in var_names.iter().zip(&vs) {
                                if !used.contains(id) {
                                    self.err(tr.span, format!("trigger must mention all quantified variables, but does not mention: {name}"));
                                }
                            }
                        }
                    }
                }
                self.resolve_expr(body);
                self.scopes.pop();
                self.tvs.truncate(mark);
                let types: Vec<Ty> = vs.iter().map(|v| self.vars[v.0 as usize].ty.clone()).collect();
                let tparams = canonical_order(&tps, types.iter());
                // After a clean resolution of the quantifier, applications of
                // `{:never_pattern}` functions in its body become negative triggers,
                // unless it has a positive trigger.
                let mut never_triggers = Vec::new();
                if q.kind != QuantKind::Lambda
                    && before_quant == self.diags.len()
                    && !chain.iter().any(|(_, c)| c.triggers.iter().any(|t| t.positive))
                {
                    self.collect_never_triggers(body, &mut never_triggers);
                }
                for (inner, _) in &chain[1..] {
                    self.merged_quants.insert(addr(*inner));
                }
                if q.kind != QuantKind::Lambda {
                    self.quants.insert(
                        addr(e),
                        crate::QuantInfo {
                            vars: vs.clone(),
                            tparams: tparams.clone(),
                            body,
                            attrs: chain.iter().flat_map(|(_, c)| c.attrs.iter()).collect(),
                            merged: chain[1..].iter().map(|(x, _)| *x).collect(),
                            never_triggers,
                        },
                    );
                }
                self.binder_info.insert(addr(e), (tparams, vs));
            }
            ExprKind::Let(l) => {
                for r in &l.rhs {
                    self.resolve_expr(r);
                }
                self.scopes.push();
                let mut vs = Vec::new();
                for v in &l.vars {
                    let id = self.new_var(v.name.name.clone(), VarKind::Let, Ty::Bool, v.name.span, VarDecl::Let(v));
                    if !self.scopes.declare(&v.name.name, id) {
                        self.err(v.name.span, format!("more than one declaration of variable name: {}", v.name.name));
                    }
                    self.maps.decl_var.insert(addr(v), id);
                    vs.push(id);
                }
                self.resolve_attrs(&l.attrs);
                self.resolve_expr(&l.body);
                self.scopes.pop();
                if l.vars.len() != l.rhs.len() {
                    self.err(e.span, "number of left-hand sides does not match number of right-hand sides");
                }
                self.let_vars.insert(addr(e), vs);
            }
            ExprKind::Is(i) => {
                self.resolve_expr(&i.expr);
            }
            ExprKind::Field(f) => self.resolve_expr(&f.expr),
            ExprKind::FieldUpdate(f) => {
                self.resolve_expr(&f.expr);
                self.resolve_expr(&f.value);
            }
            ExprKind::Code(c) => {
                let saved_labels = std::mem::take(&mut self.labels);
                self.scopes.push();
                let mut ls = Vec::new();
                for v in &c.locals {
                    let id = self.resolve_formal(v, VarKind::Local);
                    self.maps.decl_var.insert(addr(v), id);
                    let t = self.resolve_type(&v.ty);
                    self.vars[id.0 as usize].ty = t;
                    ls.push(id);
                }
                let mut labels = FxHashSet::default();
                for b in &c.blocks {
                    if !labels.insert(b.label.name.clone()) {
                        self.err(b.label.span, format!("more than one declaration of block name: {}", b.label.name));
                    }
                }
                let mode = self.mode;
                for b in &c.blocks {
                    self.resolve_stmts(&b.cmds, mode);
                    self.mode = mode;
                    match &b.transfer {
                        SpecTransfer::Goto(g) => {
                            for l in &g.labels {
                                if !labels.contains(&l.name) {
                                    self.err(g.span, format!("goto to unknown block: {}", l.name));
                                }
                            }
                        }
                        SpecTransfer::Return { expr, .. } => self.resolve_expr(expr),
                    }
                }
                self.mode = mode;
                self.scopes.pop();
                self.labels = saved_labels;
                self.code_locals.insert(addr(e), ls);
            }
        }
    }

    /// The applications of `{:never_pattern}` functions in a quantifier body, not looking
    /// into nested binders (pre-order, like Boogie's collector).
    fn collect_never_triggers(&self, e: &'p Expr, out: &mut Vec<&'p Expr>) {
        match &e.kind {
            ExprKind::Quant(_) => return,
            ExprKind::FunCall(_) => {
                if let Some(f) = self.maps.expr_func.get(&addr(e)) {
                    if let FuncDecl::Function(fd) = self.funcs[f.0 as usize].decl {
                        if is_bool_attr(&fd.attrs, "never_pattern") {
                            out.push(e);
                        }
                    }
                }
            }
            _ => {}
        }
        stacker::maybe_grow(64 * 1024, 2 * 1024 * 1024, || {
            for_each_child(e, &mut |c| self.collect_never_triggers(c, out))
        });
    }

    /// The variables an expression mentions (by resolution).
    pub fn collect_var_uses(&self, e: &Expr, out: &mut FxHashSet<VarId>) {
        if let Some(v) = self.maps.expr_var.get(&addr(e)) {
            out.insert(*v);
        }
        stacker::maybe_grow(64 * 1024, 2 * 1024 * 1024, || for_each_child(e, &mut |c| self.collect_var_uses(c, out)));
    }

    // -----------------------------------------------------------------------
    // Function dependencies (§3.10)
    // -----------------------------------------------------------------------

    pub fn function_deps(&mut self) {
        let program = self.program;
        let mut funcs: Vec<&FunctionDecl> = Vec::new();
        for d in &program.decls {
            if let Decl::Function(f) = d {
                if self.ignored.contains(&decl_addr(d)) {
                    continue;
                }
                funcs.push(f);
                let inline = f.attrs.iter().find(|a| a.key == "inline");
                let define = has_attr(&f.attrs, "define");
                if let Some(a) = inline {
                    let ok = matches!(
                        a.args.as_list(),
                        Some([] | [AttrArg::Expr(Expr { kind: ExprKind::Lit(boogie_ast::Literal::Bool(_)), .. })])
                    );
                    if !ok {
                        self.diags.push(Diagnostic::new(Phase::FunctionDeps, f.name.span, "Parameter to :inline attribute on a function must be Boolean"));
                    }
                }
                if inline.is_some() && define {
                    self.diags.push(Diagnostic::new(Phase::FunctionDeps, f.name.span, "A function may not have both :inline and :define attributes"));
                }
                if inline.is_some() && f.body.is_none() {
                    self.diags.push(Diagnostic::new(Phase::FunctionDeps, f.name.span, "Function with :inline attribute must have a body"));
                }
                if define && f.body.is_none() {
                    self.diags.push(Diagnostic::new(Phase::FunctionDeps, f.name.span, "Function with :define attribute must have a body"));
                }
            }
        }
        if !self.diags.is_empty() {
            return;
        }
        // Call cycles among {:inline}/{:define} functions.
        let special: Vec<&FunctionDecl> =
            funcs.iter().copied().filter(|f| has_attr(&f.attrs, "inline") || has_attr(&f.attrs, "define")).collect();
        let idx: FxHashMap<usize, usize> = special.iter().enumerate().map(|(i, f)| (addr(*f), i)).collect();
        let mut g = petgraph::graphmap::DiGraphMap::<usize, ()>::new();
        for i in 0..special.len() {
            g.add_node(i);
        }
        for (i, f) in special.iter().enumerate() {
            if let Some(b) = &f.body {
                let mut callees = Vec::new();
                self.collect_calls(b, &mut callees);
                for fid in callees {
                    if let FuncDecl::Function(fd) = self.funcs[fid.0 as usize].decl {
                        if let Some(&j) = idx.get(&addr(fd)) {
                            g.add_edge(i, j, ());
                        }
                    }
                }
            }
        }
        let mut sccs = petgraph::algo::tarjan_scc(&g);
        sccs.iter_mut().for_each(|c| c.sort_unstable());
        sccs.sort_by_key(|c| c.first().copied().unwrap_or(0));
        for c in sccs {
            let cyclic = c.len() > 1 || c.first().is_some_and(|&n| g.contains_edge(n, n));
            if cyclic {
                let names: Vec<&str> = c.iter().map(|&i| special[i].name.name.as_str()).collect();
                let span = special[c[0]].name.span;
                self.diags.push(Diagnostic::new(Phase::FunctionDeps, span, format!("Call cycle detected among functions: {}", names.join(", "))));
            }
        }
    }

    fn collect_calls(&self, e: &Expr, out: &mut Vec<FuncId>) {
        if let Some(f) = self.maps.expr_func.get(&addr(e)) {
            out.push(*f);
        }
        stacker::maybe_grow(64 * 1024, 2 * 1024 * 1024, || for_each_child(e, &mut |c| self.collect_calls(c, out)));
    }
}

/// Calls `f` on every direct subexpression of `e` (triggers and attributes excluded).
pub(crate) fn for_each_child<'e>(e: &'e Expr, f: &mut dyn FnMut(&'e Expr)) {
    match &e.kind {
        ExprKind::Lit(_) | ExprKind::Var { .. } | ExprKind::Code(_) => {}
        ExprKind::FunCall(fc) => fc.args.iter().for_each(f),
        ExprKind::Old(a) | ExprKind::ToInt(a) | ExprKind::ToReal(a) => f(a),
        ExprKind::Unary { arg, .. } => f(arg),
        ExprKind::Binary(b) => {
            f(&b.lhs);
            f(&b.rhs);
        }
        ExprKind::Select(s) => {
            f(&s.map);
            s.indices.iter().for_each(&mut *f);
        }
        ExprKind::Store(s) => {
            f(&s.map);
            s.indices.iter().for_each(&mut *f);
            f(&s.value);
        }
        ExprKind::Extract(x) => f(&x.expr),
        ExprKind::Coerce(c) => f(&c.expr),
        ExprKind::IfThenElse(i) => {
            f(&i.cond);
            f(&i.then_);
            f(&i.else_);
        }
        ExprKind::Quant(q) => {
            for t in &q.triggers {
                t.exprs.iter().for_each(&mut *f);
            }
            f(&q.body)
        }
        ExprKind::Let(l) => {
            l.rhs.iter().for_each(&mut *f);
            f(&l.body)
        }
        ExprKind::Is(i) => f(&i.expr),
        ExprKind::Field(x) => f(&x.expr),
        ExprKind::FieldUpdate(x) => {
            f(&x.expr);
            f(&x.value)
        }
    }
}

/// The span Boogie reports for an assignment target: the identifier, or the `[` of its last index.
pub(crate) fn lhs_span(l: &boogie_ast::Lhs) -> Span {
    match l.selectors.last() {
        Some(boogie_ast::LhsSelector::Index { span, .. }) | Some(boogie_ast::LhsSelector::Field { span, .. }) => *span,
        None => l.name.span,
    }
}

fn count_stmts(stmts: &[Stmt]) -> usize {
    let mut n = stmts.len();
    for s in stmts {
        match s {
            Stmt::If(i) => n += count_stmts_if(i),
            Stmt::While(w) => n += count_stmts(&w.body),
            _ => {}
        }
    }
    n
}

fn count_stmts_if(i: &boogie_ast::IfStmt) -> usize {
    count_stmts(&i.then_branch)
        + match &i.else_branch {
            Some(ElseBranch::Block { stmts, .. }) => count_stmts(stmts),
            Some(ElseBranch::If(e)) => count_stmts_if(e),
            None => 0,
        }
}

fn collect_labels(stmts: &[Stmt], f: &mut dyn FnMut(&Ident)) {
    for s in stmts {
        match s {
            Stmt::Label(l) => f(&l.name),
            Stmt::If(i) => collect_labels_if(i, f),
            Stmt::While(w) => collect_labels(&w.body, f),
            _ => {}
        }
    }
}

fn collect_labels_if(i: &boogie_ast::IfStmt, f: &mut dyn FnMut(&Ident)) {
    collect_labels(&i.then_branch, f);
    match &i.else_branch {
        Some(ElseBranch::Block { stmts, .. }) => collect_labels(stmts, f),
        Some(ElseBranch::If(e)) => collect_labels_if(e, f),
        None => {}
    }
}

fn decl_addr(d: &Decl) -> usize {
    addr(d)
}

fn decl_attrs(d: &Decl) -> &[Attribute] {
    match d {
        Decl::Type(t) => &t.attrs,
        Decl::Datatype(t) => &t.attrs,
        Decl::Const(c) => &c.attrs,
        Decl::Function(f) => &f.attrs,
        Decl::Axiom(a) => &a.attrs,
        Decl::Var(g) => &g.var.attrs,
        Decl::Procedure(p) => &p.attrs,
        Decl::Implementation(i) => &i.attrs,
    }
}

pub(crate) fn is_bv_name(n: &str) -> bool {
    n.len() > 2 && n.starts_with("bv") && n[2..].bytes().all(|b| b.is_ascii_digit())
}

fn float_name(n: &str) -> Option<(u32, u32)> {
    let rest = n.strip_prefix("float")?;
    let (a, b) = rest.split_once('e')?;
    if a.is_empty() || b.is_empty() || !a.bytes().all(|c| c.is_ascii_digit()) || !b.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    Some((a.parse().ok()?, b.parse().ok()?))
}

/// Orders type parameters by first occurrence in `types`; unused ones keep their place at the end.
pub(crate) fn canonical_order<'t>(tps: &[(TvId, Name)], types: impl Iterator<Item = &'t Ty>) -> Vec<(TvId, Name)> {
    if tps.len() <= 1 {
        return tps.to_vec();
    }
    let mut occ = Vec::new();
    for t in types {
        t.collect_vars(&mut occ);
    }
    let mut out: Vec<(TvId, Name)> = occ.into_iter().filter(|(id, _)| tps.iter().any(|(t, _)| t == id)).collect();
    for tp in tps {
        if !out.iter().any(|(i, _)| *i == tp.0) {
            out.push(tp.clone());
        }
    }
    out
}
