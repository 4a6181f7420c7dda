//! Boogie types and expressions to SMT sorts and terms, and the program-wide declarations
//! (the *prelude*): uninterpreted sorts, datatypes, functions with their definition axioms,
//! axioms, and the `distinct` facts of `unique` constants.
//!
//! What cannot be translated (polymorphic maps and functions, floats, strings, code
//! expressions, ...) is reported as [`Unsupported`]; callers replace a command whose
//! expression is unsupported by a fresh boolean (sound: an assert may then fail, an assume
//! can only be weaker), and drop an axiom or definition they cannot translate (sound:
//! fewer assumptions).

use std::collections::HashMap;

use boogie_ast::{
    AttrArg, Attribute, BinaryOp, Decl, Expr, ExprKind, FunctionDecl, Literal, Program, QuantKind, UnaryOp,
};
use boogie_tc::{FuncDecl, FuncId, TcInfo, Ty, VarDecl, VarId, VarKind};
use smt_backend::{FunId, Op, Quantifier, Sort, TermError, TermId, TermStore};

/// Why an expression or declaration has no translation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported(pub String);

impl From<TermError> for Unsupported {
    fn from(e: TermError) -> Unsupported {
        Unsupported(format!("{e:?}"))
    }
}

type R<T> = Result<T, Unsupported>;

fn unsup<T>(what: impl Into<String>) -> R<T> {
    Err(Unsupported(what.into()))
}

/// How a Boogie function is translated.
#[derive(Clone, Debug)]
enum FunKind<'p> {
    /// An uninterpreted SMT function (possibly with a definition axiom).
    Uninterp(FunId),
    /// `{:bvbuiltin "op"}` / `{:builtin "op"}`.
    Builtin(String),
    /// `{:inline}` / `{:define}`: the body is expanded at every use.
    Inline(&'p FunctionDecl),
    /// A datatype constructor.
    Ctor(FunId),
    /// No translation.
    Unsupported(String),
}

/// Names the SMT-LIB logics or z3 use as built-in function symbols; user symbols with these
/// names get a suffix.
const RESERVED: &[&str] = &[
    "true", "false", "not", "and", "or", "xor", "=>", "=", "distinct", "ite", "select", "store", "div", "mod", "abs",
    "to_real", "to_int", "is_int", "concat", "extract", "let", "forall", "exists", "par", "as", "_", "!", "Int",
    "Real", "Bool", "Array", "min", "max", "const", "map", "default", "as-array", "bv2int", "int2bv", "bvadd",
    "bvsub", "bvmul", "bvnot", "bvneg", "bvand", "bvor", "bvxor", "bvshl", "bvlshr", "bvashr", "bvult", "bvule",
    "bvugt", "bvuge", "bvslt", "bvsle", "bvsgt", "bvsge", "bvudiv", "bvurem", "bvsdiv", "bvsrem", "bvsmod",
    "repeat", "rotate_left", "rotate_right", "zero_extend", "sign_extend", "root-obj", "pi", "e", "exp", "sin",
    "cos", "tan", "subset", "union", "intersection", "difference", "complement", "array-ext", "ext_rotate_left",
    "ext_rotate_right", "bit2bool", "mkbv", "rem", "power", "emptyset", "insert", "seq", "str", "re", "char",
    "to_fp", "fp", "RNE", "RNA", "RTP", "RTN", "RTZ", "is", "match", "assert", "declare-fun", "define-fun",
];

/// An SMT symbol for a user name.
pub fn smt_symbol(name: &str) -> String {
    let clean: String = name.chars().map(|c| if c == '|' || c == '\\' || c == '%' { '_' } else { c }).collect();
    if RESERVED.contains(&clean.as_str()) || clean.starts_with('@') || clean.starts_with('.') || clean.is_empty() {
        format!("{clean}@@")
    } else {
        clean
    }
}

/// The translation context: the term store and what Boogie names map to.
pub struct Translator<'a, 'p> {
    pub store: TermStore,
    pub info: &'a TcInfo<'p>,
    /// Constants and variables (global, and those of the current implementation).
    vars: HashMap<VarId, TermId>,
    funcs: HashMap<FuncId, FunKind<'p>>,
    /// Bound, let and function-parameter substitutions, innermost last.
    env: Vec<(VarId, TermId)>,
    /// Function parameters: (function declaration address, index) -> variable.
    fun_params: HashMap<(usize, usize), VarId>,
    /// Selectors by (constructor function, field name).
    selectors: HashMap<(FunId, String), FunId>,
    /// Datatype name -> constructors with their field names.
    datatypes: HashMap<String, Vec<(FunId, Vec<String>)>>,
    inline_depth: u32,
    fresh: u64,
    /// Lambda-lifted functions' definition axioms, to be asserted with the prelude.
    pub pending_axioms: Vec<TermId>,
}

/// The global part of the SMT problem.
pub struct Prelude {
    /// Axioms, function definitions and `distinct` facts, in program order.
    pub axioms: Vec<TermId>,
    /// What was left out, for `--dump-dir` and debugging.
    pub dropped: Vec<String>,
}

fn attr<'x>(attrs: &'x [Attribute], key: &str) -> Option<&'x Attribute> {
    attrs.iter().find(|a| a.key == key)
}

fn attr_string(attrs: &[Attribute], key: &str) -> Option<String> {
    attr(attrs, key).and_then(|a| match a.args.first() {
        Some(AttrArg::String(s)) => Some(s.clone()),
        _ => None,
    })
}

impl<'a, 'p> Translator<'a, 'p> {
    pub fn new(info: &'a TcInfo<'p>) -> Translator<'a, 'p> {
        let mut fun_params = HashMap::new();
        for (i, v) in info.vars.iter().enumerate() {
            if let (VarKind::FunParam, VarDecl::FunParam(f, Some(k))) = (v.kind, v.decl) {
                fun_params.insert((f as *const FunctionDecl as usize, k), VarId(i as u32));
            }
        }
        Translator {
            store: TermStore::new(),
            info,
            vars: HashMap::new(),
            funcs: HashMap::new(),
            env: Vec::new(),
            fun_params,
            selectors: HashMap::new(),
            datatypes: HashMap::new(),
            inline_depth: 0,
            fresh: 0,
            pending_axioms: Vec::new(),
        }
    }

    /// A fresh name with `base` as prefix, not yet declared.
    pub fn fresh_name(&mut self, base: &str) -> String {
        loop {
            self.fresh += 1;
            let name = format!("{base}@{}", self.fresh);
            if self.store.fun_by_name(&name).is_none() {
                return name;
            }
        }
    }

    /// A fresh boolean constant (the stand-in for an expression without translation).
    pub fn fresh_bool(&mut self, base: &str) -> TermId {
        let name = self.fresh_name(base);
        match self.store.declare_const(&name, Sort::Bool) {
            Ok(t) => t,
            Err(_) => self.store.ff(),
        }
    }

    /// Declares (or reuses) a constant named after `name` with `sort`.
    fn const_named(&mut self, name: &str, sort: Sort) -> R<TermId> {
        let base = smt_symbol(name);
        if let Some(f) = self.store.fun_by_name(&base) {
            let d = self.store.fun(f);
            if d.args.is_empty() && d.result == sort {
                return Ok(self.store.app(f, &[])?);
            }
            let fresh = self.fresh_name(&base);
            return Ok(self.store.declare_const(&fresh, sort)?);
        }
        Ok(self.store.declare_const(&base, sort)?)
    }

    // ---------------------------------------------------------------- types

    pub fn sort(&mut self, ty: &Ty) -> R<Sort> {
        match ty.expand() {
            Ty::Bool => Ok(Sort::Bool),
            Ty::Int => Ok(Sort::Int),
            Ty::Real => Ok(Sort::Real),
            Ty::Bv(w) => Ok(Sort::BitVec(*w)),
            Ty::Ctor { id, name, args } => {
                let info = &self.info.type_ctors[*id as usize];
                if info.datatype_ctors.is_some() {
                    if !args.is_empty() {
                        return unsup("polymorphic datatype");
                    }
                    if self.datatypes.contains_key(name.as_str()) {
                        return Ok(Sort::Datatype(format!("T@{name}")));
                    }
                    return unsup(format!("datatype {name} not declared"));
                }
                let sname = format!("T@{name}");
                if self.store.sort_arity(&sname).is_none() {
                    self.store.declare_sort(&sname, args.len())?;
                }
                let mut sargs = Vec::new();
                for a in args {
                    sargs.push(self.sort(a)?);
                }
                Ok(Sort::Uninterpreted(sname, sargs))
            }
            Ty::Map(m) => {
                if !m.tparams.is_empty() {
                    return unsup("polymorphic map type");
                }
                if m.args.is_empty() {
                    return unsup("map type without arguments");
                }
                let mut sort = self.sort(&m.result)?;
                for a in m.args.iter().rev() {
                    let idx = self.sort(a)?;
                    sort = Sort::array(idx, sort);
                }
                Ok(sort)
            }
            Ty::Var { name, .. } => unsup(format!("type variable {name}")),
            other => unsup(format!("type {other:?}")),
        }
    }

    fn ty_of(&self, e: &Expr) -> R<Ty> {
        match self.info.type_of(e) {
            Some(t) => Ok(t.clone()),
            None => unsup("expression without a type"),
        }
    }

    // ---------------------------------------------------------------- prelude

    /// Declares datatypes and functions and translates axioms.
    pub fn prelude(&mut self, program: &'p Program) -> Prelude {
        let mut dropped = Vec::new();
        self.declare_datatypes(program, &mut dropped);
        // Functions.
        for d in &program.decls {
            if let Decl::Function(f) = d {
                let Some(id) = self.info.func_of_decl(f) else { continue };
                let kind = self.function_kind(f);
                if let FunKind::Unsupported(why) = &kind {
                    dropped.push(format!("function {}: {why}", f.name.name));
                }
                self.funcs.insert(id, kind);
            }
        }
        // Global constants and variables, declared in program order.
        let mut uniques: Vec<(Sort, Vec<TermId>)> = Vec::new();
        for d in &program.decls {
            match d {
                Decl::Const(c) => {
                    for n in &c.names {
                        let Some(v) = self.info.var_of_const(n) else { continue };
                        match self.declare_var(v) {
                            Ok(t) => {
                                if c.unique {
                                    let s = self.store.sort(t).clone();
                                    match uniques.iter_mut().find(|(s2, _)| *s2 == s) {
                                        Some((_, ts)) => ts.push(t),
                                        None => uniques.push((s, vec![t])),
                                    }
                                }
                            }
                            Err(e) => dropped.push(format!("constant {}: {}", n.name, e.0)),
                        }
                    }
                }
                Decl::Var(g) => {
                    if let Some(v) = self.info.var_of_decl(&g.var) {
                        if let Err(e) = self.declare_var(v) {
                            dropped.push(format!("variable {}: {}", g.var.name.name, e.0));
                        }
                    }
                }
                _ => {}
            }
        }
        let mut axioms = Vec::new();
        for (_, ts) in uniques {
            if ts.len() >= 2 {
                if let Ok(t) = self.store.app_op(Op::Distinct, &ts) {
                    axioms.push(t);
                }
            }
        }
        // Definition axioms of functions with bodies, then axioms, in program order.
        for d in &program.decls {
            match d {
                Decl::Function(f) => {
                    let Some(id) = self.info.func_of_decl(f) else { continue };
                    if let (Some(FunKind::Uninterp(fid)), Some(body)) = (self.funcs.get(&id).cloned(), &f.body) {
                        match self.definition_axiom(f, fid, body) {
                            Ok(t) => axioms.push(t),
                            Err(e) => dropped.push(format!("definition of {}: {}", f.name.name, e.0)),
                        }
                    }
                }
                Decl::Axiom(a) => match self.formula(&a.expr) {
                    Ok(t) => axioms.push(t),
                    Err(e) => dropped.push(format!("axiom at line {}: {}", a.span.line, e.0)),
                },
                Decl::Const(c) => {
                    for a in c.uses.iter().flatten() {
                        match self.formula(&a.expr) {
                            Ok(t) => axioms.push(t),
                            Err(e) => dropped.push(format!("axiom at line {}: {}", a.span.line, e.0)),
                        }
                    }
                }
                _ => {}
            }
        }
        axioms.append(&mut self.pending_axioms);
        Prelude { axioms, dropped }
    }

    fn declare_datatypes(&mut self, program: &'p Program, dropped: &mut Vec<String>) {
        let mut decls = Vec::new();
        let mut fields_of = Vec::new();
        let dts: Vec<_> = program
            .decls
            .iter()
            .filter_map(|d| match d {
                Decl::Datatype(dt) => Some(dt),
                _ => None,
            })
            .collect();
        // Register names first so that field sorts can mention any datatype of the group.
        for dt in &dts {
            if dt.type_params.is_empty() {
                self.datatypes.insert(dt.name.name.to_string(), Vec::new());
            } else {
                dropped.push(format!("datatype {}: type parameters", dt.name.name));
            }
        }
        for dt in &dts {
            if !dt.type_params.is_empty() {
                continue;
            }
            let mut ctors = Vec::new();
            let mut names = Vec::new();
            let mut ok = true;
            for c in &dt.ctors {
                let mut fields = Vec::new();
                let mut fnames = Vec::new();
                for f in &c.fields {
                    let sort = self.info.var_of_decl(f).map(|v| self.info.var(v).ty.clone());
                    match sort.map(|t| self.sort(&t)) {
                        Some(Ok(s)) => fields.push((format!("{}#{}", smt_symbol(&c.name.name), f.name.name), s)),
                        _ => ok = false,
                    }
                    fnames.push(f.name.name.to_string());
                }
                ctors.push((smt_symbol(&c.name.name), fields));
                names.push(fnames);
            }
            if !ok {
                dropped.push(format!("datatype {}: field types", dt.name.name));
                self.datatypes.remove(dt.name.name.as_str());
                continue;
            }
            decls.push(smt_backend::DatatypeDecl { name: format!("T@{}", dt.name.name), constructors: ctors });
            fields_of.push((dt, names));
        }
        if decls.is_empty() {
            return;
        }
        match self.store.declare_datatypes(&decls) {
            Ok((_, ids)) => {
                for ((dt, names), ctor_ids) in fields_of.iter().zip(ids) {
                    let mut list = Vec::new();
                    for (((cid, sels), fnames), ctor) in ctor_ids.iter().zip(names).zip(&dt.ctors) {
                        for (s, fname) in sels.iter().zip(fnames) {
                            self.selectors.insert((*cid, fname.clone()), *s);
                        }
                        list.push((*cid, fnames.clone()));
                        // Map the constructor's FuncId.
                        if let Some(fid) = self.find_ctor_func(&ctor.name.name) {
                            self.funcs.insert(fid, FunKind::Ctor(*cid));
                        }
                    }
                    self.datatypes.insert(dt.name.name.to_string(), list);
                }
            }
            Err(e) => {
                dropped.push(format!("datatypes: {e:?}"));
                for (dt, _) in &fields_of {
                    self.datatypes.remove(dt.name.name.as_str());
                }
            }
        }
    }

    fn find_ctor_func(&self, name: &str) -> Option<FuncId> {
        self.info
            .funcs
            .iter()
            .position(|f| matches!(f.decl, FuncDecl::Ctor(..)) && f.name == name)
            .map(|i| FuncId(i as u32))
    }

    fn function_kind(&mut self, f: &'p FunctionDecl) -> FunKind<'p> {
        if let Some(op) = attr_string(&f.attrs, "bvbuiltin").or_else(|| attr_string(&f.attrs, "builtin")) {
            return FunKind::Builtin(op);
        }
        if !f.type_params.is_empty() {
            return FunKind::Unsupported("polymorphic function".into());
        }
        if f.body.is_some() && (attr(&f.attrs, "inline").is_some() || attr(&f.attrs, "define").is_some()) {
            return FunKind::Inline(f);
        }
        let mut args = Vec::new();
        for p in &f.params {
            match self.ty_of_param(f, p) {
                Ok(s) => args.push(s),
                Err(e) => return FunKind::Unsupported(e.0),
            }
        }
        let result = match self.ty_of_param(f, &f.result) {
            Ok(s) => s,
            Err(e) => return FunKind::Unsupported(e.0),
        };
        let mut name = smt_symbol(&f.name.name);
        if self.store.fun_by_name(&name).is_some() {
            name = self.fresh_name(&name);
        }
        match self.store.declare_fun(&name, &args, result) {
            Ok(id) => FunKind::Uninterp(id),
            Err(e) => FunKind::Unsupported(format!("{e:?}")),
        }
    }

    fn ty_of_param(&mut self, f: &'p FunctionDecl, p: &boogie_ast::FunctionParam) -> R<Sort> {
        let Some(id) = self.info.func_of_decl(f) else { return unsup("unresolved function") };
        let fi = self.info.func(id);
        let idx = f.params.iter().position(|q| std::ptr::eq(q, p));
        let ty = match idx {
            Some(i) => fi.params.get(i).cloned(),
            None => Some(fi.result.clone()),
        };
        match ty {
            Some(t) => self.sort(&t),
            None => unsup("parameter type"),
        }
    }

    fn definition_axiom(&mut self, f: &'p FunctionDecl, fid: FunId, body: &'p Expr) -> R<TermId> {
        let mut bound = Vec::new();
        let mark = self.env.len();
        let sorts = self.store.fun(fid).args.clone();
        for (i, (p, s)) in f.params.iter().zip(sorts).enumerate() {
            let name = p.name.as_ref().map(|n| n.name.to_string()).unwrap_or_else(|| format!("arg{i}"));
            let v = self.store.var(&smt_symbol(&name), s)?;
            bound.push(v);
            if let Some(vid) = self.fun_params.get(&(f as *const FunctionDecl as usize, i)) {
                self.env.push((*vid, v));
            }
        }
        let result = self.expr(body);
        self.env.truncate(mark);
        let body_t = result?;
        let app = self.store.app(fid, &bound)?;
        let eq = self.store.eq(app, body_t)?;
        if bound.is_empty() {
            return Ok(eq);
        }
        Ok(self.store.quant(Quantifier::Forall, &bound, eq, &[vec![app]], None, None)?)
    }

    // ---------------------------------------------------------------- variables

    /// Declares a global or implementation variable (idempotent).
    pub fn declare_var(&mut self, v: VarId) -> R<TermId> {
        if let Some(t) = self.vars.get(&v) {
            return Ok(*t);
        }
        let vi = self.info.var(v);
        let (name, ty) = (vi.name.clone(), vi.ty.clone());
        let sort = self.sort(&ty)?;
        let t = self.const_named(&name, sort)?;
        self.vars.insert(v, t);
        Ok(t)
    }

    /// Forgets the variables of an implementation (globals stay).
    pub fn forget_locals(&mut self) {
        let info = self.info;
        self.vars.retain(|v, _| info.var(*v).kind.is_global());
    }

    // ---------------------------------------------------------------- expressions

    /// A boolean expression.
    pub fn formula(&mut self, e: &Expr) -> R<TermId> {
        let t = self.expr(e)?;
        if *self.store.sort(t) != Sort::Bool {
            return unsup("not a formula");
        }
        Ok(t)
    }

    fn lookup(&mut self, v: VarId) -> R<TermId> {
        if let Some((_, t)) = self.env.iter().rev().find(|(id, _)| *id == v) {
            return Ok(*t);
        }
        let kind = self.info.var(v).kind;
        match kind {
            VarKind::Bound | VarKind::Let | VarKind::FunParam | VarKind::Field => {
                unsup(format!("unbound variable {}", self.info.var(v).name))
            }
            _ => self.declare_var(v),
        }
    }

    pub fn expr(&mut self, e: &Expr) -> R<TermId> {
        match &e.kind {
            ExprKind::Lit(l) => self.literal(l),
            ExprKind::Var { name } => match self.info.resolve_var(e) {
                Some(v) => self.lookup(v),
                None => unsup(format!("unresolved variable {name}")),
            },
            ExprKind::FunCall(call) => {
                let Some(fid) = self.info.resolve_func(e) else { return unsup("unresolved function") };
                let mut args = Vec::with_capacity(call.args.len());
                for a in &call.args {
                    args.push(self.expr(a)?);
                }
                self.apply(fid, e, args)
            }
            ExprKind::Old(_) => unsup("old expression in passive code"),
            ExprKind::Unary { op, arg } => {
                let a = self.expr(arg)?;
                match op {
                    UnaryOp::Not => Ok(self.store.not(a)?),
                    UnaryOp::Neg => Ok(self.store.app_op(Op::Neg, &[a])?),
                }
            }
            ExprKind::Binary(b) => {
                let l = self.expr(&b.lhs)?;
                let r = self.expr(&b.rhs)?;
                let st = self.store.sort(l).clone();
                let s = &mut self.store;
                Ok(match b.op {
                    BinaryOp::Iff | BinaryOp::Eq => s.eq(l, r)?,
                    BinaryOp::Neq => {
                        let q = s.eq(l, r)?;
                        s.not(q)?
                    }
                    BinaryOp::Implies => s.implies(l, r)?,
                    BinaryOp::And => s.and(&[l, r])?,
                    BinaryOp::Or => s.or(&[l, r])?,
                    BinaryOp::Lt => s.app_op(Op::Lt, &[l, r])?,
                    BinaryOp::Le => s.app_op(Op::Le, &[l, r])?,
                    BinaryOp::Gt => s.app_op(Op::Gt, &[l, r])?,
                    BinaryOp::Ge => s.app_op(Op::Ge, &[l, r])?,
                    BinaryOp::Add => s.app_op(Op::Add, &[l, r])?,
                    BinaryOp::Sub => s.app_op(Op::Sub, &[l, r])?,
                    BinaryOp::Mul => s.app_op(Op::Mul, &[l, r])?,
                    BinaryOp::Div => s.app_op(Op::IntDiv, &[l, r])?,
                    BinaryOp::Mod => s.app_op(Op::Mod, &[l, r])?,
                    BinaryOp::RealDiv => {
                        let (l, r) = if st == Sort::Int {
                            (s.app_op(Op::ToReal, &[l])?, s.app_op(Op::ToReal, &[r])?)
                        } else {
                            (l, r)
                        };
                        s.app_op(Op::RealDiv, &[l, r])?
                    }
                    BinaryOp::Concat => s.app_op(Op::Concat, &[l, r])?,
                    BinaryOp::Pow => {
                        let rs = s.sort(l).clone();
                        s.app_op(Op::Builtin("^".into(), rs), &[l, r])?
                    }
                    BinaryOp::Subtype => return unsup("<:"),
                })
            }
            ExprKind::Select(sel) => {
                let mty = self.ty_of(&sel.map)?;
                if mty.as_map().is_none_or(|m| !m.tparams.is_empty()) {
                    return unsup("select on a polymorphic map");
                }
                let mut m = self.expr(&sel.map)?;
                for i in &sel.indices {
                    let it = self.expr(i)?;
                    m = self.store.app_op(Op::Select, &[m, it])?;
                }
                Ok(m)
            }
            ExprKind::Store(st) => {
                let mty = self.ty_of(&st.map)?;
                if mty.as_map().is_none_or(|m| !m.tparams.is_empty()) {
                    return unsup("store on a polymorphic map");
                }
                let m = self.expr(&st.map)?;
                let mut idx = Vec::new();
                for i in &st.indices {
                    idx.push(self.expr(i)?);
                }
                let v = self.expr(&st.value)?;
                self.store_nested(m, &idx, v)
            }
            ExprKind::Extract(x) => {
                let a = self.expr(&x.expr)?;
                let (Ok(hi), Ok(lo)) = (x.hi.parse::<u32>(), x.lo.parse::<u32>()) else {
                    return unsup("extract bounds");
                };
                if hi <= lo {
                    return unsup("empty extract");
                }
                Ok(self.store.app_op(Op::Extract(hi - 1, lo), &[a])?)
            }
            ExprKind::Coerce(c) => self.expr(&c.expr),
            ExprKind::ToInt(a) => {
                let a = self.expr(a)?;
                Ok(self.store.app_op(Op::ToInt, &[a])?)
            }
            ExprKind::ToReal(a) => {
                let a = self.expr(a)?;
                Ok(self.store.app_op(Op::ToReal, &[a])?)
            }
            ExprKind::IfThenElse(i) => {
                let c = self.expr(&i.cond)?;
                let a = self.expr(&i.then_)?;
                let b = self.expr(&i.else_)?;
                Ok(self.store.ite(c, a, b)?)
            }
            ExprKind::Quant(q) => self.quant(e, q),
            ExprKind::Let(l) => {
                let mut vals = Vec::new();
                for r in &l.rhs {
                    vals.push(self.expr(r)?);
                }
                let mark = self.env.len();
                for (v, t) in l.vars.iter().zip(vals) {
                    match self.info.var_of_let(v) {
                        Some(id) => self.env.push((id, t)),
                        None => {
                            self.env.truncate(mark);
                            return unsup("unresolved let variable");
                        }
                    }
                }
                let r = self.expr(&l.body);
                self.env.truncate(mark);
                r
            }
            ExprKind::Is(is) => {
                let a = self.expr(&is.expr)?;
                let Some(fid) = self.find_ctor_func(&is.ctor.name) else { return unsup("unknown constructor") };
                match self.funcs.get(&fid) {
                    Some(FunKind::Ctor(c)) => Ok(self.store.app_op(Op::Is(*c), &[a])?),
                    _ => unsup("constructor without translation"),
                }
            }
            ExprKind::Field(f) => {
                let a = self.expr(&f.expr)?;
                let ctors = self.ctors_with_field(&f.expr, &f.field.name)?;
                let mut result: Option<TermId> = None;
                for (c, sel) in ctors.into_iter().rev() {
                    let v = self.store.app(sel, &[a])?;
                    result = Some(match result {
                        None => v,
                        Some(rest) => {
                            let test = self.store.app_op(Op::Is(c), &[a])?;
                            self.store.ite(test, v, rest)?
                        }
                    });
                }
                match result {
                    Some(t) => Ok(t),
                    None => unsup("no constructor has this field"),
                }
            }
            ExprKind::FieldUpdate(u) => {
                let a = self.expr(&u.expr)?;
                let v = self.expr(&u.value)?;
                let ctors = self.ctors_with_field(&u.expr, &u.field.name)?;
                let dt = self.datatype_of(&u.expr)?;
                let mut result = a;
                for (c, _) in ctors.into_iter().rev() {
                    let fields = dt.iter().find(|(id, _)| *id == c).map(|(_, f)| f.clone()).unwrap_or_default();
                    let mut args = Vec::new();
                    for fname in &fields {
                        if fname == u.field.name.as_str() {
                            args.push(v);
                        } else {
                            let Some(sel) = self.selectors.get(&(c, fname.clone())).copied() else {
                                return unsup("selector");
                            };
                            args.push(self.store.app(sel, &[a])?);
                        }
                    }
                    let built = self.store.app(c, &args)?;
                    let test = self.store.app_op(Op::Is(c), &[a])?;
                    result = self.store.ite(test, built, result)?;
                }
                Ok(result)
            }
            ExprKind::Code(_) => unsup("code expression"),
        }
    }

    fn datatype_of(&self, e: &Expr) -> R<Vec<(FunId, Vec<String>)>> {
        let ty = self.ty_of(e)?;
        match ty.expand() {
            Ty::Ctor { name, .. } => match self.datatypes.get(name.as_str()) {
                Some(d) => Ok(d.clone()),
                None => unsup("datatype without translation"),
            },
            _ => unsup("field access on a non-datatype"),
        }
    }

    fn ctors_with_field(&self, e: &Expr, field: &str) -> R<Vec<(FunId, FunId)>> {
        let dt = self.datatype_of(e)?;
        let mut out = Vec::new();
        for (c, _) in dt {
            if let Some(s) = self.selectors.get(&(c, field.to_string())) {
                out.push((c, *s));
            }
        }
        Ok(out)
    }

    fn store_nested(&mut self, m: TermId, idx: &[TermId], v: TermId) -> R<TermId> {
        match idx {
            [] => Ok(v),
            [i] => Ok(self.store.app_op(Op::Store, &[m, *i, v])?),
            [i, rest @ ..] => {
                let inner = self.store.app_op(Op::Select, &[m, *i])?;
                let inner2 = self.store_nested(inner, rest, v)?;
                Ok(self.store.app_op(Op::Store, &[m, *i, inner2])?)
            }
        }
    }

    fn literal(&mut self, l: &Literal) -> R<TermId> {
        match l {
            Literal::Bool(b) => Ok(self.store.bool(*b)),
            Literal::Int(d) => Ok(self.store.int_from_str(d)?),
            Literal::Real(d) => {
                if d.contains(['e', 'E']) {
                    return real_with_exponent(&mut self.store, d);
                }
                Ok(self.store.real_from_str(d)?)
            }
            Literal::Bv(b) => Ok(self.store.bv_from_str(&b.value, b.width)?),
            other => unsup(format!("literal {other:?}")),
        }
    }

    fn apply(&mut self, fid: FuncId, e: &Expr, args: Vec<TermId>) -> R<TermId> {
        if self.info.type_args(e).is_some_and(|t| !t.is_empty()) {
            return unsup("application of a polymorphic function");
        }
        let kind = match self.funcs.get(&fid) {
            Some(k) => k.clone(),
            None => return unsup(format!("function {} without translation", self.info.func(fid).name)),
        };
        match kind {
            FunKind::Uninterp(f) | FunKind::Ctor(f) => Ok(self.store.app(f, &args)?),
            FunKind::Builtin(op) => {
                let ty = self.ty_of(e)?;
                let sort = self.sort(&ty)?;
                builtin(&mut self.store, &op, &args, sort)
            }
            FunKind::Inline(f) => {
                let Some(body) = &f.body else { return unsup("inline function without body") };
                if self.inline_depth > 64 {
                    return unsup("inlining too deep");
                }
                let mark = self.env.len();
                let key = f as *const FunctionDecl as usize;
                for (i, a) in args.iter().enumerate() {
                    if let Some(v) = self.fun_params.get(&(key, i)) {
                        self.env.push((*v, *a));
                    }
                }
                self.inline_depth += 1;
                let r = self.expr(body);
                self.inline_depth -= 1;
                self.env.truncate(mark);
                r
            }
            FunKind::Unsupported(why) => unsup(why),
        }
    }

    fn quant(&mut self, e: &Expr, q: &boogie_ast::QuantExpr) -> R<TermId> {
        if !q.type_params.is_empty() {
            return unsup("quantifier with type parameters");
        }
        let mark = self.env.len();
        let r = self.quant_inner(e, q);
        self.env.truncate(mark);
        r
    }

    fn quant_inner(&mut self, e: &Expr, q: &boogie_ast::QuantExpr) -> R<TermId> {
        let mut bound = Vec::new();
        for v in &q.vars {
            let Some(id) = self.info.var_of_decl(v) else { return unsup("unresolved bound variable") };
            let ty = self.info.var(id).ty.clone();
            let sort = self.sort(&ty)?;
            let mut name = smt_symbol(&v.name.name);
            if self.store.fun_by_name(&name).is_some() {
                name = format!("{name}@b");
            }
            let t = self.store.var(&name, sort)?;
            bound.push(t);
            self.env.push((id, t));
        }
        if q.kind == QuantKind::Lambda {
            return self.lambda(e, q, &bound);
        }
        let body = self.formula(&q.body)?;
        let mut patterns = Vec::new();
        for trig in &q.triggers {
            if !trig.positive {
                continue;
            }
            let mut p = Vec::new();
            let mut ok = true;
            for te in &trig.exprs {
                match self.expr(te) {
                    Ok(t) if !self.store.is_closed(t) => p.push(t),
                    _ => ok = false,
                }
            }
            if ok && !p.is_empty() {
                patterns.push(p);
            }
        }
        let kind = if q.kind == QuantKind::Forall { Quantifier::Forall } else { Quantifier::Exists };
        let weight = attr(&q.attrs, "weight").and_then(|a| match a.args.first() {
            Some(AttrArg::Expr(Expr { kind: ExprKind::Lit(Literal::Int(d)), .. })) => d.parse().ok(),
            _ => None,
        });
        match self.store.quant(kind, &bound, body, &patterns, None, weight) {
            Ok(t) => Ok(t),
            // A trigger the solver library rejects: keep the quantifier without triggers.
            Err(_) => Ok(self.store.quant(kind, &bound, body, &[], None, weight)?),
        }
    }

    /// Lambda lifting (boogie-language.md §4.1): `(lambda x :: e)` with free variables
    /// `v1..vn` becomes `L(v1..vn)` for a fresh function `L` with the axiom
    /// `forall v1..vn, x :: select(L(v1..vn), x) == e`.
    fn lambda(&mut self, e: &Expr, q: &boogie_ast::QuantExpr, bound: &[TermId]) -> R<TermId> {
        let ty = self.ty_of(e)?;
        let sort = self.sort(&ty)?;
        let body = self.expr(&q.body)?;
        // Free variables of the body other than the lambda's own: bound variables of
        // enclosing quantifiers become parameters of the lifted function.
        let free: Vec<TermId> = self.store.free_vars(body).iter().copied().filter(|v| !bound.contains(v)).collect();
        let free_sorts: Vec<Sort> = free.iter().map(|v| self.store.sort(*v).clone()).collect();
        let name = self.fresh_name("lambda");
        let f = self.store.declare_fun(&name, &free_sorts, sort)?;
        let app = self.store.app(f, &free)?;
        let mut sel = app;
        for b in bound {
            sel = self.store.app_op(Op::Select, &[sel, *b])?;
        }
        let eq = self.store.eq(sel, body)?;
        let mut all: Vec<TermId> = free.clone();
        all.extend_from_slice(bound);
        let ax = self.store.quant(Quantifier::Forall, &all, eq, &[vec![sel]], None, None)?;
        self.pending_axioms.push(ax);
        Ok(app)
    }
}

fn real_with_exponent(store: &mut TermStore, text: &str) -> R<TermId> {
    let (mant, exp) = match text.split_once(['e', 'E']) {
        Some(p) => p,
        None => return unsup("real literal"),
    };
    let exp: i64 = match exp.parse() {
        Ok(x) => x,
        Err(_) => return unsup("real exponent"),
    };
    let (ip, fp) = mant.split_once('.').unwrap_or((mant, ""));
    let mut digits = format!("{ip}{fp}");
    let mut point = ip.len() as i64 + exp;
    if point < 0 {
        digits = "0".repeat((-point) as usize) + &digits;
        point = 0;
    }
    while (digits.len() as i64) < point {
        digits.push('0');
    }
    let (a, b) = digits.split_at(point as usize);
    let a = if a.is_empty() { "0" } else { a };
    Ok(store.real_from_str(&format!("{a}.{b}"))?)
}

fn builtin(store: &mut TermStore, op: &str, args: &[TermId], sort: Sort) -> R<TermId> {
    use smt_backend::{BvCmp, BvOp};
    let bv = |o: BvOp| Op::BvArith(o);
    let known = match op {
        "bvadd" => Some(bv(BvOp::Add)),
        "bvsub" => Some(bv(BvOp::Sub)),
        "bvmul" => Some(bv(BvOp::Mul)),
        "bvudiv" => Some(bv(BvOp::Udiv)),
        "bvurem" => Some(bv(BvOp::Urem)),
        "bvsdiv" => Some(bv(BvOp::Sdiv)),
        "bvsrem" => Some(bv(BvOp::Srem)),
        "bvsmod" => Some(bv(BvOp::Smod)),
        "bvand" => Some(bv(BvOp::And)),
        "bvor" => Some(bv(BvOp::Or)),
        "bvxor" => Some(bv(BvOp::Xor)),
        "bvnot" => Some(bv(BvOp::Not)),
        "bvneg" => Some(bv(BvOp::Neg)),
        "bvshl" => Some(bv(BvOp::Shl)),
        "bvlshr" => Some(bv(BvOp::Lshr)),
        "bvashr" => Some(bv(BvOp::Ashr)),
        "bvult" => Some(Op::BvCmp(BvCmp::Ult)),
        "bvule" => Some(Op::BvCmp(BvCmp::Ule)),
        "bvugt" => Some(Op::BvCmp(BvCmp::Ugt)),
        "bvuge" => Some(Op::BvCmp(BvCmp::Uge)),
        "bvslt" => Some(Op::BvCmp(BvCmp::Slt)),
        "bvsle" => Some(Op::BvCmp(BvCmp::Sle)),
        "bvsgt" => Some(Op::BvCmp(BvCmp::Sgt)),
        "bvsge" => Some(Op::BvCmp(BvCmp::Sge)),
        "+" => Some(Op::Add),
        "-" => Some(if args.len() == 1 { Op::Neg } else { Op::Sub }),
        "*" => Some(Op::Mul),
        "div" => Some(Op::IntDiv),
        "mod" => Some(Op::Mod),
        "/" => Some(Op::RealDiv),
        "<" => Some(Op::Lt),
        "<=" => Some(Op::Le),
        ">" => Some(Op::Gt),
        ">=" => Some(Op::Ge),
        "not" => Some(Op::Not),
        "and" => Some(Op::And),
        "or" => Some(Op::Or),
        "=>" => Some(Op::Implies),
        "=" => Some(Op::Eq),
        "ite" => Some(Op::Ite),
        "to_real" => Some(Op::ToReal),
        "to_int" => Some(Op::ToInt),
        _ => None,
    };
    let mut known = known;
    for (prefix, zero) in [("(_ zero_extend ", true), ("(_ sign_extend ", false)] {
        if let Some(k) = op.strip_prefix(prefix).and_then(|r| r.strip_suffix(')')).and_then(|k| k.trim().parse().ok()) {
            known = Some(if zero { Op::ZeroExtend(k) } else { Op::SignExtend(k) });
        }
    }
    if let Some(o) = known {
        if let Ok(t) = store.app_op(o, args) {
            return Ok(t);
        }
    }
    let ok = !op.is_empty() && op.bytes().all(|b| b.is_ascii_graphic() || b == b' ');
    if !ok {
        return unsup(format!("builtin {op}"));
    }
    if args.is_empty() {
        return unsup(format!("builtin constant {op}"));
    }
    Ok(store.app_op(Op::Builtin(op.into(), sort), args)?)
}
