//! Boogie types and expressions to SMT sorts and terms, and the program-wide declarations
//! (the *prelude*): uninterpreted sorts, datatypes, functions with their definition axioms,
//! axioms, and the `distinct` facts of `unique` constants.
//!
//! The program is monomorphic (the `mono` crate removes polymorphism before): every Boogie
//! type is a sort. What cannot be translated (floats, strings, some code expressions, and
//! polymorphism if it is left) is reported as [`Unsupported`]; callers replace a command
//! whose expression is unsupported by a fresh boolean (sound: an assert may then fail, an
//! assume can only be weaker), and drop an axiom or definition they cannot translate
//! (sound: fewer assumptions), with a note.

use std::collections::HashMap;

use boogie_ast::{
    Attribute, BinaryExpr, BinaryOp, Decl, Expr, ExprKind, FieldExpr, FieldUpdateExpr, FunctionDecl, LetExpr, Literal, Program, QuantKind, UnaryOp,
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
    /// Bound variables made for code expressions so far (for fresh names).
    code_vars: u32,
    fresh: u64,
    /// Functions with `{:never_pattern}`: never part of an inferred trigger.
    never_pattern: std::collections::HashSet<FunId>,
    /// Lambda-lifted functions' definition axioms, to be asserted with the prelude.
    pub pending_axioms: Vec<TermId>,
    /// Axioms made after the prelude (definitions of lambdas lifted while translating an
    /// implementation): every implementation asserts all of them in its scope.
    pub instance_axioms: Vec<TermId>,
    /// Lifted lambdas by [`TermStore::alpha_key`] of their definition: alpha-equivalent
    /// lambdas share one function, as in Boogie.
    lambdas: HashMap<String, FunId>,
    /// The instantiation pools of the implementation being translated: the terms of its
    /// commands' `{:add_to_pool "name", t}` attributes, by pool name (see `pool_instances`).
    pub pools: HashMap<String, Vec<TermId>>,
    /// Type constructors declared `{:builtin "S"}`, by name: the solver's sort `S`.
    builtin_types: HashMap<String, String>,
    /// Ground applications of defined functions, evaluated ([`crate::eval`]).
    eval: crate::eval::Evaluator<'a, 'p>,
    in_prelude: bool,
    /// `unique` constants of one type beyond this many are kept apart by an injective tag
    /// (`(= (tag c_i) i)`, n axioms) instead of one `(distinct c_1 .. c_n)` (n(n-1)/2
    /// disequalities for solvers that expand it); `None`: always `distinct`.
    pub distinct_limit: Option<usize>,
    /// Boogie's `{:builtin "MapConst"}`, `"MapAdd"`, ... as z3's array extensions (`(as const
    /// S)`, `(_ map f)`); when false (solvers without them), as uninterpreted functions with a
    /// pointwise definition axiom, in standard SMT-LIB.
    pub z3_map_builtins: bool,
    /// With `z3_map_builtins` false: whether `MapConst` is still `(as const S)` (cvc5 has
    /// constant arrays, and an axiom does not fire on a map never read, e.g. in
    /// `MapConst(false) != MapConst(true)`).
    pub const_arrays: bool,
    /// Those functions made so far, by operation and sorts.
    map_op_funs: HashMap<String, FunId>,
}

/// The global part of the SMT problem.
pub struct Prelude {
    /// Axioms, function definitions and `distinct` facts, in program order.
    pub axioms: Vec<TermId>,
    /// Per entry of `axioms`: its number among the program's axioms as
    /// [`crate::prune::axioms`] lists them (top-level axioms and `uses` clauses), or `None`
    /// for a function definition, a `distinct` fact or an instance axiom (never pruned).
    pub axiom_index: Vec<Option<usize>>,
    /// What was left out, for `--dump-dir` and debugging.
    pub dropped: Vec<String>,
}

/// Axiom `a` translated (`t`), kept as the `k`-th of the program's axioms (the pruner's
/// numbering), or noted as left out.
fn numbered(
    t: Result<TermId, Unsupported>,
    a: &boogie_ast::AxiomDecl,
    k: usize,
    axioms: &mut Vec<TermId>,
    axiom_index: &mut Vec<Option<usize>>,
    dropped: &mut Vec<String>,
) {
    match t {
        Ok(t) => {
            axioms.push(t);
            axiom_index.push(Some(k));
        }
        Err(e) => dropped.push(format!("axiom at line {}: {}", a.span.line(), e.0)),
    }
}

/// The first attribute `{:key ...}` of `attrs`.
pub(crate) fn attr<'x>(attrs: &'x [Attribute], key: &str) -> Option<&'x Attribute> {
    attrs.iter().find(|a| a.key == key)
}

/// The string argument of `{:key "..."}`, if the first argument is a string.
pub(crate) fn attr_string(attrs: &[Attribute], key: &str) -> Option<String> {
    attr(attrs, key).and_then(|a| a.args.first_string()).map(|s| s.to_string())
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
            code_vars: 0,
            fresh: 0,
            never_pattern: Default::default(),
            instance_axioms: Vec::new(),
            lambdas: HashMap::new(),
            eval: crate::eval::Evaluator::new(info),
            pools: HashMap::new(),
            builtin_types: info
                .program
                .decls
                .iter()
                .filter_map(|d| match d {
                    Decl::Type(t) => attr_string(&t.attrs, "builtin").map(|b| (t, b)),
                    _ => None,
                })
                .flat_map(|(t, b)| {
                    t.defs.iter().filter(|def| def.synonym.is_none()).map(move |def| (def.name.name.to_string(), b.clone()))
                })
                .collect(),
            in_prelude: true,
            pending_axioms: Vec::new(),
            distinct_limit: None,
            z3_map_builtins: true,
            const_arrays: true,
            map_op_funs: HashMap::new(),
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

    /// The sort of a (monomorphic) type.
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
                        return unsup(format!("datatype {name} with type arguments (monomorphize first)"));
                    }
                    if self.datatypes.contains_key(name.as_str()) {
                        return Ok(Sort::Datatype(format!("T@{name}")));
                    }
                    return unsup(format!("datatype {name} not declared"));
                }
                let sname = match self.builtin_type(name) {
                    // `type {:builtin "Seq"} Seq _;`: the solver's own sort.
                    Some(b) => {
                        if self.store.sort_arity(&b).is_none() {
                            self.store.declare_builtin_sort(&b, args.len())?;
                        }
                        b
                    }
                    // A type constructor applied to arguments is a sort of its own
                    // (`T@Field A B`, as Boogie's monomorphic encoding declares it): a
                    // datatype may then have a field of such a type that mentions the
                    // datatype itself, which solvers reject for a parameterized sort.
                    None if !args.is_empty() => {
                        let sname = format!("T@{}", canonical_type_text(ty));
                        if self.store.sort_arity(&sname).is_none() {
                            self.store.declare_sort(&sname, 0)?;
                        }
                        for a in args {
                            self.sort(a)?;
                        }
                        return Ok(Sort::uninterpreted(&sname));
                    }
                    None => {
                        let sname = format!("T@{name}");
                        if self.store.sort_arity(&sname).is_none() {
                            self.store.declare_sort(&sname, args.len())?;
                        }
                        sname
                    }
                };
                let mut sargs = Vec::new();
                for a in args {
                    sargs.push(self.sort(a)?);
                }
                Ok(Sort::Uninterpreted(sname, sargs))
            }
            Ty::Map(m) => {
                if !m.tparams.is_empty() {
                    return unsup("polymorphic map type (monomorphize first)");
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
            Ty::Var { name, .. } => unsup(format!("type variable {name} (monomorphize first)")),
            other => unsup(format!("type {other:?}")),
        }
    }

    fn ty_of(&self, e: &Expr) -> R<Ty> {
        match self.info.type_of(e) {
            Some(t) => Ok(t.clone()),
            None => unsup("expression without a type"),
        }
    }

    /// The solver sort named by `{:builtin "S"}` on the declaration of type `name`.
    fn builtin_type(&self, name: &str) -> Option<String> {
        self.builtin_types.get(name).cloned()
    }

    /// The SMT constructor of the `idx`th constructor of the datatype of `ty`.
    fn ctor_of(&mut self, ty: &Ty, idx: usize) -> R<FunId> {
        let Ty::Ctor { name, .. } = ty.expand().clone() else { return unsup("not a datatype") };
        self.sort(ty)?;
        match self.datatypes.get(name.as_str()).and_then(|l| l.get(idx)) {
            Some((f, _)) => Ok(*f),
            None => unsup("datatype without translation"),
        }
    }

    /// Marks the end of the prelude: later instance axioms go to `instance_axioms`.
    pub fn end_prelude(&mut self) {
        self.in_prelude = false;
    }

    /// An axiom or assumption.
    pub fn assumption(&mut self, e: &Expr) -> R<TermId> {
        self.formula(e)
    }

    /// A condition to prove (an assert).
    pub fn goal(&mut self, e: &Expr) -> R<TermId> {
        self.formula(e)
    }

    /// A lambda applied where it stands, `(lambda x: T, y: U :: body)[i, j]`, is its body
    /// with `x`, `y` bound to the indices (beta reduction, exact). `None` (translate as
    /// usual) if `q` is not such a lambda.
    fn beta(&mut self, q: &boogie_ast::QuantExpr, indices: &[Expr]) -> R<Option<TermId>> {
        if q.kind != QuantKind::Lambda || q.vars.len() != indices.len() || !q.type_params.is_empty() {
            return Ok(None);
        }
        let mut vars = Vec::with_capacity(q.vars.len());
        for v in &q.vars {
            let Some(id) = self.info.var_of_decl(v) else { return Ok(None) };
            vars.push(id);
        }
        let mut args = Vec::with_capacity(indices.len());
        for i in indices {
            args.push(self.expr(i)?);
        }
        let mark = self.env.len();
        self.env.extend(vars.into_iter().zip(args));
        let r = self.expr(&q.body);
        self.env.truncate(mark);
        r.map(Some)
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
        let mut axiom_index: Vec<Option<usize>> = Vec::new();
        for (sort, ts) in uniques {
            if ts.len() < 2 {
                continue;
            }
            if self.distinct_limit.is_some_and(|limit| ts.len() > limit) {
                // Equisatisfiable: distinct tags force distinct constants, and a model of
                // `distinct` gives the tag its values.
                let name = self.fresh_name("unique-tag");
                match self.store.declare_fun(&name, &[sort], Sort::Int) {
                    Ok(tag) => {
                        for (i, &t) in ts.iter().enumerate() {
                            let n = self.store.int(i as i128);
                            if let Ok(ax) = self.store.app(tag, &[t]).and_then(|lhs| self.store.eq(lhs, n)) {
                                axioms.push(ax);
                            }
                        }
                    }
                    Err(e) => dropped.push(format!("unique constants: {e}")),
                }
            } else if let Ok(t) = self.store.app_op(Op::Distinct, &ts) {
                axioms.push(t);
            }
        }
        axiom_index.resize(axioms.len(), None);
        // Definition axioms of functions with bodies, then axioms, in program order; `k`
        // numbers the axioms as `prune::axioms` does.
        let mut k = 0usize;
        for d in &program.decls {
            match d {
                Decl::Function(f) => {
                    let first = k;
                    k += f.uses.iter().flatten().count();
                    let Some(id) = self.info.func_of_decl(f) else { continue };
                    if let (Some(FunKind::Uninterp(fid)), Some(body)) = (self.funcs.get(&id).cloned(), &f.body) {
                        match self.definition_axiom(f, fid, body) {
                            Ok(t) => {
                                axioms.push(t);
                                axiom_index.push(None);
                            }
                            Err(e) => dropped.push(format!("definition of {}: {}", f.name.name, e.0)),
                        }
                    }
                    for (i, a) in f.uses.iter().flatten().enumerate() {
                        let t = self.formula(&a.expr);
                        numbered(t, a, first + i, &mut axioms, &mut axiom_index, &mut dropped);
                    }
                }
                Decl::Axiom(a) => {
                    let t = self.assumption(&a.expr);
                    numbered(t, a, k, &mut axioms, &mut axiom_index, &mut dropped);
                    k += 1;
                }
                Decl::Const(c) => {
                    for a in c.uses.iter().flatten() {
                        let t = self.formula(&a.expr);
                        numbered(t, a, k, &mut axioms, &mut axiom_index, &mut dropped);
                        k += 1;
                    }
                }
                _ => {}
            }
        }
        axioms.append(&mut self.pending_axioms);
        axiom_index.resize(axioms.len(), None);
        Prelude { axioms, axiom_index, dropped }
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
        // One declaration per group of mutually recursive datatypes, each after the groups
        // it uses: a solver accepts a datatype in the index sort of an array field only when
        // the two are not declared together.
        for group in datatype_groups(&decls) {
            let group_decls: Vec<smt_backend::DatatypeDecl> = group.iter().map(|&i| decls[i].clone()).collect();
            let group_fields: Vec<(&boogie_ast::DatatypeDecl, Vec<Vec<String>>)> =
                group.iter().map(|&i| (*fields_of[i].0, fields_of[i].1.clone())).collect();
            self.declare_datatype_group(&group_decls, &group_fields, dropped);
        }
    }

    fn declare_datatype_group(
        &mut self,
        decls: &[smt_backend::DatatypeDecl],
        fields_of: &[(&boogie_ast::DatatypeDecl, Vec<Vec<String>>)],
        dropped: &mut Vec<String>,
    ) {
        match self.store.declare_datatypes(decls) {
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
                for (dt, _) in fields_of {
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
            return FunKind::Unsupported("polymorphic function (monomorphize first)".into());
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
            Ok(id) => {
                if attr(&f.attrs, "never_pattern").is_some_and(|a| {
                    !matches!(a.args.first_expr(), Some(Expr { kind: ExprKind::Lit(Literal::Bool(false)), .. }))
                }) {
                    self.never_pattern.insert(id);
                }
                FunKind::Uninterp(id)
            }
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

    /// The term of a variable already translated (`None`: not in any query so far).
    pub fn var_term(&self, v: VarId) -> Option<TermId> {
        self.vars.get(&v).copied()
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
                if self.eval.is_candidate(e) {
                    match self.eval.value(e) {
                        Some(crate::eval::Val::Int(i)) => return Ok(self.store.int(i)),
                        Some(crate::eval::Val::Bool(b)) => return Ok(if b { self.store.tt() } else { self.store.ff() }),
                        None => {}
                    }
                }
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
            ExprKind::Binary(b) => self.binary(b),
            ExprKind::Select(sel) => {
                if let ExprKind::Quant(q) = &sel.map.kind {
                    if let Some(t) = self.beta(q, &sel.indices)? {
                        return Ok(t);
                    }
                }
                let mut m = self.expr(&sel.map)?;
                for i in &sel.indices {
                    let it = self.expr(i)?;
                    m = self.store.app_op(Op::Select, &[m, it])?;
                }
                Ok(m)
            }
            ExprKind::Store(st) => {
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
                if *self.store.sort(a) == Sort::Int {
                    return Ok(a);
                }
                Ok(self.store.app_op(Op::ToInt, &[a])?)
            }
            ExprKind::ToReal(a) => {
                let a = self.expr(a)?;
                if *self.store.sort(a) == Sort::Real {
                    return Ok(a);
                }
                Ok(self.store.app_op(Op::ToReal, &[a])?)
            }
            ExprKind::IfThenElse(i) => {
                let c = self.expr(&i.cond)?;
                let a = self.expr(&i.then_)?;
                let b = self.expr(&i.else_)?;
                Ok(self.store.ite(c, a, b)?)
            }
            ExprKind::Quant(q) => self.quant(e, q),
            ExprKind::Let(l) => self.let_expr(l),
            ExprKind::Is(is) => {
                let a = self.expr(&is.expr)?;
                let Some(fid) = self.find_ctor_func(&is.ctor.name) else { return unsup("unknown constructor") };
                let FuncDecl::Ctor(_, idx) = self.info.func(fid).decl else { return unsup("not a constructor") };
                let ty = self.ty_of(&is.expr)?;
                let c = self.ctor_of(&ty, idx)?;
                Ok(self.store.app_op(Op::Is(c), &[a])?)
            }
            ExprKind::Field(f) => self.field(f),
            ExprKind::FieldUpdate(u) => self.field_update(u),
            ExprKind::Code(c) => self.code_expr(c),
        }
    }

    /// A binary operation on the terms of its operands.
    fn binary(&mut self, b: &BinaryExpr) -> R<TermId> {
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
                let l = if st == Sort::Int { s.app_op(Op::ToReal, &[l])? } else { l };
                let r = if *s.sort(r) == Sort::Int { s.app_op(Op::ToReal, &[r])? } else { r };
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

    /// A `let`: the body with the bound variables standing for their values' terms.
    fn let_expr(&mut self, l: &LetExpr) -> R<TermId> {
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

    /// A field read: the selector of each constructor that has the field, chosen by tests.
    fn field(&mut self, f: &FieldExpr) -> R<TermId> {
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

    /// A field update: each constructor with the field rebuilt with the new value, chosen by
    /// tests; of a datatype with one constructor, that constructor rebuilt (no test).
    fn field_update(&mut self, u: &FieldUpdateExpr) -> R<TermId> {
        let a = self.expr(&u.expr)?;
        let v = self.expr(&u.value)?;
        let ctors = self.ctors_with_field(&u.expr, &u.field.name)?;
        let dt = self.datatype_of(&u.expr)?;
        let only = dt.len() == 1;
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
            if only {
                return Ok(built);
            }
            let test = self.store.app_op(Op::Is(c), &[a])?;
            result = self.store.ite(test, built, result)?;
        }
        Ok(result)
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
        if let FuncDecl::Ctor(_, idx) = self.info.func(fid).decl {
            let ty = self.ty_of(e)?;
            let c = self.ctor_of(&ty, idx)?;
            return Ok(self.store.app(c, &args)?);
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
                let as_function = if op == "MapConst" { !self.const_arrays } else { map_element_op(&op).is_some() };
                if !self.z3_map_builtins && as_function {
                    if let Some(t) = self.map_op_function(&op, &args, &sort)? {
                        return Ok(t);
                    }
                }
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

    /// A code expression `|{ var x; L: cmds; goto ..; M: return e; }|`: true iff on every
    /// path through its (acyclic) blocks, the assumptions made so far imply each `assert`
    /// and the returned expression. Its locals, and each `havoc`, are universally
    /// quantified; an assignment binds the variable to its value for the rest of the path.
    /// Paths are enumerated (at most [`CODE_EXPR_PATHS`]).
    fn code_expr(&mut self, c: &boogie_ast::CodeExpr) -> R<TermId> {
        if c.blocks.is_empty() {
            return unsup("empty code expression");
        }
        let labels: HashMap<&str, usize> = c.blocks.iter().enumerate().map(|(i, b)| (b.label.name.as_str(), i)).collect();
        let mark = self.env.len();
        let mut bound = Vec::new();
        for v in &c.locals {
            let Some(id) = self.info.var_of_decl(v) else { return unsup("unresolved code-expression local") };
            let t = self.code_var(id, &v.name.name)?;
            bound.push(t);
        }
        let mut cx = CodePaths { labels, out: Vec::new(), budget: CODE_EXPR_PATHS, on_path: vec![false; c.blocks.len()] };
        let r = self.code_paths(c, 0, Vec::new(), &mut cx, &mut bound);
        self.env.truncate(mark);
        r?;
        let body = self.store.and(&cx.out)?;
        if bound.is_empty() {
            Ok(body)
        } else {
            Ok(self.store.quant(Quantifier::Forall, &bound, body, &[], None, None)?)
        }
    }

    /// A fresh bound variable standing for `id` (pushed on the environment).
    fn code_var(&mut self, id: VarId, name: &str) -> R<TermId> {
        let ty = self.info.var(id).ty.clone();
        let sort = self.sort(&ty)?;
        self.code_vars += 1;
        let t = self.store.var(&format!("{}@code{}", smt_symbol(name), self.code_vars), sort)?;
        self.env.push((id, t));
        Ok(t)
    }

    fn code_paths(
        &mut self,
        c: &boogie_ast::CodeExpr,
        b: usize,
        mut assumed: Vec<TermId>,
        cx: &mut CodePaths<'_>,
        bound: &mut Vec<TermId>,
    ) -> R<()> {
        if cx.on_path[b] {
            return unsup("loop in a code expression");
        }
        if cx.budget == 0 {
            return unsup("too many paths in a code expression");
        }
        cx.budget -= 1;
        cx.on_path[b] = true;
        let mark = self.env.len();
        let block = &c.blocks[b];
        for cmd in &block.cmds {
            match cmd {
                boogie_ast::Stmt::Assume(a) => {
                    let t = self.formula(&a.expr)?;
                    assumed.push(t);
                }
                boogie_ast::Stmt::Assert(a) => {
                    let t = self.formula(&a.expr)?;
                    let pre = self.store.and(&assumed)?;
                    cx.out.push(self.store.implies(pre, t)?);
                    assumed.push(t);
                }
                boogie_ast::Stmt::Assign(a) => {
                    let mut vals = Vec::with_capacity(a.rhs.len());
                    for (l, r) in a.lhs.iter().zip(&a.rhs) {
                        if !l.selectors.is_empty() {
                            return unsup("map assignment in a code expression");
                        }
                        let Some(id) = self.info.resolve_lhs(l) else { return unsup("unresolved assignment target") };
                        vals.push((id, self.expr(r)?));
                    }
                    self.env.extend(vals);
                }
                boogie_ast::Stmt::Havoc(h) => {
                    for v in &h.vars {
                        let Some(id) = self.info.resolve_ident(v) else { return unsup("unresolved havoc target") };
                        let t = self.code_var(id, &v.name)?;
                        bound.push(t);
                    }
                }
                _ => return unsup("command in a code expression"),
            }
        }
        match &block.transfer {
            boogie_ast::SpecTransfer::Return { expr, .. } => {
                let t = self.formula(expr)?;
                let pre = self.store.and(&assumed)?;
                cx.out.push(self.store.implies(pre, t)?);
            }
            boogie_ast::SpecTransfer::Goto(g) => {
                for l in &g.labels {
                    let Some(&next) = cx.labels.get(l.name.as_str()) else { return unsup("unknown label in a code expression") };
                    self.code_paths(c, next, assumed.clone(), cx, bound)?;
                }
            }
        }
        self.env.truncate(mark);
        cx.on_path[b] = false;
        Ok(())
    }

    fn quant(&mut self, e: &Expr, q: &boogie_ast::QuantExpr) -> R<TermId> {
        if !q.type_params.is_empty() {
            // A universal quantifier over a tautology needs no encoding of its types
            // (Dafny's empty frames: `(forall<a> o: ref, f: Field a :: false ==> F[o, f])`).
            if q.kind == boogie_ast::QuantKind::Forall && trivially_true(&q.body) {
                return Ok(self.store.tt());
            }
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
        let mut nopats = Vec::new();
        for trig in &q.triggers {
            if !trig.positive {
                for te in &trig.exprs {
                    if let Ok(t) = self.expr(te) {
                        nopats.push(t);
                    }
                }
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
        if patterns.is_empty() && (!nopats.is_empty() || self.mentions_never_pattern(body)) {
            patterns = self.infer_patterns(body, &bound, &nopats);
        }
        let kind = if q.kind == QuantKind::Forall { Quantifier::Forall } else { Quantifier::Exists };
        let weight = attr(&q.attrs, "weight").and_then(|a| match a.args.first_expr() {
            Some(Expr { kind: ExprKind::Lit(Literal::Int(d)), .. }) => d.parse().ok(),
            _ => None,
        });
        // `{:qid "name"}` names the quantifier in the solver's statistics (`smt.qi.profile`).
        // Unnamed quantifiers get no `:qid`: a name changes z3's instantiation order, and
        // naming every quantifier by its position (as Boogie does) made z3 4.8.12 half again
        // slower on textbook/Bubble.bpl (631 579 instead of 435 995 instantiations).
        let qid = attr(&q.attrs, "qid").and_then(|a| a.args.first_string()).map(|s| s.as_str());
        let t = match self.store.quant(kind, &bound, body, &patterns, qid, weight) {
            Ok(t) => t,
            // A trigger the solver library rejects: keep the quantifier without triggers.
            Err(_) => self.store.quant(kind, &bound, body, &[], qid, weight)?,
        };
        let insts = self.pool_instances(q, &bound, body)?;
        if insts.is_empty() {
            return Ok(t);
        }
        let mut parts = vec![t];
        parts.extend(insts);
        Ok(match kind {
            Quantifier::Forall => self.store.and(&parts)?,
            Quantifier::Exists => self.store.or(&parts)?,
        })
    }

    /// Instances of `body` (over the bound variables `bound` of `q`) at the terms of the
    /// pools its variables name (`forall {:pool "A"} x: T :: ...`, or `{:pool}` on the
    /// quantifier for all its variables), as Boogie's pool-based instantiation makes them.
    /// A `forall` is its conjunction with them and an `exists` its disjunction: the same
    /// formula, with instances the solver need not find. None when a variable names no
    /// pool or its pool has no term of its sort.
    fn pool_instances(&mut self, q: &boogie_ast::QuantExpr, bound: &[TermId], body: TermId) -> R<Vec<TermId>> {
        if self.pools.is_empty() || bound.len() != q.vars.len() {
            return Ok(Vec::new());
        }
        let mut choices: Vec<Vec<TermId>> = Vec::with_capacity(bound.len());
        for (v, b) in q.vars.iter().zip(bound) {
            let Some(pool) = attr_string(&v.attrs, "pool").or_else(|| attr_string(&q.attrs, "pool")) else {
                return Ok(Vec::new());
            };
            let sort = self.store.sort(*b).clone();
            let terms: Vec<TermId> =
                self.pools.get(&pool).into_iter().flatten().copied().filter(|t| *self.store.sort(*t) == sort).collect();
            if terms.is_empty() {
                return Ok(Vec::new());
            }
            choices.push(terms);
        }
        let mut combos: Vec<Vec<TermId>> = vec![Vec::new()];
        for c in &choices {
            combos = combos
                .iter()
                .flat_map(|p| c.iter().map(move |t| p.iter().copied().chain(std::iter::once(*t)).collect::<Vec<_>>()))
                .take(POOL_INSTANCES)
                .collect();
        }
        let mut out = Vec::with_capacity(combos.len());
        for combo in combos {
            let map: HashMap<TermId, TermId> = bound.iter().copied().zip(combo).collect();
            out.push(self.store.substitute(body, &map)?);
        }
        Ok(out)
    }

    fn subterms(&self, t: TermId) -> Vec<TermId> {
        let mut seen = std::collections::HashSet::new();
        let mut out = Vec::new();
        let mut stack = vec![t];
        while let Some(t) = stack.pop() {
            if !seen.insert(t) {
                continue;
            }
            out.push(t);
            if matches!(self.store.node(t), smt_backend::Node::Quant { .. }) {
                continue;
            }
            stack.extend(self.store.children(t));
        }
        out
    }

    fn mentions_never_pattern(&self, body: TermId) -> bool {
        !self.never_pattern.is_empty()
            && self.subterms(body).iter().any(
                |t| matches!(self.store.node(*t), smt_backend::Node::App(f, _) if self.never_pattern.contains(f)),
            )
    }

    /// Triggers as z3 would infer them, minus `{:nopats}` terms and `{:never_pattern}`
    /// functions: the minimal function applications (and selects) mentioning every bound variable.
    fn infer_patterns(&self, body: TermId, bound: &[TermId], nopats: &[TermId]) -> Vec<Vec<TermId>> {
        let subs = self.subterms(body);
        let covers = |t: TermId| bound.iter().all(|v| self.store.free_vars(t).contains(v));
        let candidate = |t: TermId| -> bool {
            let ok_head = match self.store.node(t) {
                smt_backend::Node::App(f, args) => !args.is_empty() && !self.never_pattern.contains(f),
                smt_backend::Node::Op(Op::Select, _) => true,
                _ => false,
            };
            ok_head && !nopats.contains(&t) && covers(t)
        };
        let cands: Vec<TermId> = subs.iter().copied().filter(|t| candidate(*t)).collect();
        let mut out: Vec<Vec<TermId>> = Vec::new();
        for &c in &cands {
            let inner = self.subterms(c);
            if cands.iter().any(|d| *d != c && inner.contains(d)) {
                continue;
            }
            out.push(vec![c]);
        }
        out.sort();
        out
    }

    /// Lambda lifting (boogie-language.md §4.1): `(lambda x :: e)` with free variables
    /// `v1..vn` becomes `L(v1..vn)` for a fresh function `L` with the axiom
    /// `forall v1..vn, x :: select(L(v1..vn), x) == e`. As in Boogie, a lambda
    /// alpha-equivalent to one lifted before (same sorts, same body up to the names of bound
    /// variables, triggers included) reuses its function, so that the two are equal without
    /// extensionality (Boogie's test2/LambdaExt). A lambda with attributes, on itself or on
    /// a quantifier inside it, is never shared (Boogie tells such lambdas apart even when
    /// the attributes differ only in bound names).
    fn lambda(&mut self, e: &Expr, q: &boogie_ast::QuantExpr, bound: &[TermId]) -> R<TermId> {
        let ty = self.ty_of(e)?;
        let sort = self.sort(&ty)?;
        let body = self.expr(&q.body)?;
        // Free variables of the body other than the lambda's own: bound variables of
        // enclosing quantifiers become parameters of the lifted function.
        let free: Vec<TermId> = self.store.free_vars(body).iter().copied().filter(|v| !bound.contains(v)).collect();
        let free_sorts: Vec<Sort> = free.iter().map(|v| self.store.sort(*v).clone()).collect();
        let key = if q.attrs.is_empty() && !has_quantifier_attributes(&q.body) {
            let params: Vec<TermId> = free.iter().chain(bound).copied().collect();
            let bound_sorts: Vec<&Sort> = bound.iter().map(|v| self.store.sort(*v)).collect();
            self.store
                .alpha_key(body, &params, LAMBDA_KEY_LIMIT)
                .map(|k| format!("{sort:?} {free_sorts:?} {bound_sorts:?} {k}"))
        } else {
            None
        };
        if let Some(f) = key.as_ref().and_then(|k| self.lambdas.get(k)) {
            return Ok(self.store.app(*f, &free)?);
        }
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
        let mut ax = self.store.quant(Quantifier::Forall, &all, eq, &[vec![sel]], None, None)?;
        // `lambda {:pool "A"} x: T :: ...`: the definition at the pool's terms too.
        let insts = if free.is_empty() { self.pool_instances(q, bound, eq)? } else { Vec::new() };
        if !insts.is_empty() {
            let mut parts = vec![ax];
            parts.extend(insts);
            ax = self.store.and(&parts)?;
        }
        if self.in_prelude {
            self.pending_axioms.push(ax);
        } else {
            self.instance_axioms.push(ax);
        }
        if let Some(k) = key {
            self.lambdas.insert(k, f);
        }
        Ok(app)
    }
}

/// Whether a quantifier inside `e` has attributes (`{:attrib ...}`; triggers are not attributes).
fn has_quantifier_attributes(e: &Expr) -> bool {
    let mut stack = vec![e];
    while let Some(x) = stack.pop() {
        if let ExprKind::Quant(q) = &x.kind {
            if !q.attrs.is_empty() {
                return true;
            }
        }
        push_children(x, &mut stack);
    }
    false
}

/// The largest lambda body (in nodes, unfolded as a tree) compared for sharing.
const LAMBDA_KEY_LIMIT: usize = 4096;

/// The most instances of one quantifier made from instantiation pools.
const POOL_INSTANCES: usize = 64;

/// The most paths of one code expression that are enumerated.
const CODE_EXPR_PATHS: usize = 4096;

/// The walk of a code expression's paths.
struct CodePaths<'c> {
    labels: HashMap<&'c str, usize>,
    /// One implication per `assert` and `return` on each path.
    out: Vec<TermId>,
    budget: usize,
    on_path: Vec<bool>,
}

/// Whether `e` is true by boolean simplification alone: `true`, `false ==> e`,
/// `e ==> true`, `e || true`, `true || e`, `e && f` with both trivially true.
fn trivially_true(e: &Expr) -> bool {
    use boogie_ast::{BinaryOp, Literal};
    let lit = |e: &Expr, v: bool| matches!(&e.kind, ExprKind::Lit(Literal::Bool(b)) if *b == v);
    match &e.kind {
        ExprKind::Lit(Literal::Bool(true)) => true,
        ExprKind::Binary(b) => match b.op {
            BinaryOp::Implies => lit(&b.lhs, false) || trivially_true(&b.rhs),
            BinaryOp::Or => trivially_true(&b.lhs) || trivially_true(&b.rhs),
            BinaryOp::And => trivially_true(&b.lhs) && trivially_true(&b.rhs),
            _ => false,
        },
        _ => false,
    }
}

/// Pushes the direct sub-expressions of `e` (not quantifier triggers or attributes).
pub(crate) fn push_children<'e>(e: &'e Expr, stack: &mut Vec<&'e Expr>) {
    match &e.kind {
        ExprKind::Var { .. } | ExprKind::Lit(_) | ExprKind::Code(_) => {}
        ExprKind::FunCall(c) => stack.extend(c.args.iter()),
        ExprKind::Old(a) | ExprKind::ToInt(a) | ExprKind::ToReal(a) => stack.push(a),
        ExprKind::Unary { arg, .. } => stack.push(arg),
        ExprKind::Binary(b) => {
            stack.push(&b.lhs);
            stack.push(&b.rhs);
        }
        ExprKind::Select(x) => {
            stack.push(&x.map);
            stack.extend(x.indices.iter());
        }
        ExprKind::Store(x) => {
            stack.push(&x.map);
            stack.extend(x.indices.iter());
            stack.push(&x.value);
        }
        ExprKind::Extract(x) => stack.push(&x.expr),
        ExprKind::Coerce(c) => stack.push(&c.expr),
        ExprKind::IfThenElse(i) => {
            stack.push(&i.cond);
            stack.push(&i.then_);
            stack.push(&i.else_);
        }
        ExprKind::Quant(q) => stack.push(&q.body),
        ExprKind::Let(l) => {
            stack.extend(l.rhs.iter());
            stack.push(&l.body);
        }
        ExprKind::Is(i) => stack.push(&i.expr),
        ExprKind::Field(f) => stack.push(&f.expr),
        ExprKind::FieldUpdate(f) => {
            stack.push(&f.expr);
            stack.push(&f.value);
        }
    }
}

/// The datatypes `decls` split into groups of mutually recursive ones, each group after the
/// groups its fields use (indexes into `decls`).
fn datatype_groups(decls: &[smt_backend::DatatypeDecl]) -> Vec<Vec<usize>> {
    fn uses(s: &Sort, names: &[&str], out: &mut Vec<usize>) {
        match s {
            Sort::Datatype(n) => out.extend(names.iter().position(|m| m == n)),
            Sort::Array(i, e) => {
                uses(i, names, out);
                uses(e, names, out);
            }
            Sort::Uninterpreted(_, args) => args.iter().for_each(|a| uses(a, names, out)),
            _ => {}
        }
    }
    let names: Vec<&str> = decls.iter().map(|d| d.name.as_str()).collect();
    let deps: Vec<Vec<usize>> = decls
        .iter()
        .map(|d| {
            let mut out = Vec::new();
            for (_, fields) in &d.constructors {
                for (_, s) in fields {
                    uses(s, &names, &mut out);
                }
            }
            out
        })
        .collect();
    let reach = |from: usize| {
        let mut seen = vec![false; decls.len()];
        let mut stack = vec![from];
        while let Some(v) = stack.pop() {
            if !std::mem::replace(&mut seen[v], true) {
                stack.extend(deps[v].iter().copied());
            }
        }
        seen
    };
    let reaches: Vec<Vec<bool>> = (0..decls.len()).map(reach).collect();
    let mut done = vec![false; decls.len()];
    let mut groups = Vec::new();
    while done.iter().any(|d| !d) {
        let before = groups.len();
        for i in 0..decls.len() {
            if done[i] {
                continue;
            }
            let group: Vec<usize> = (0..decls.len()).filter(|&j| !done[j] && reaches[i][j] && reaches[j][i]).collect();
            let ready = group.iter().all(|&g| deps[g].iter().all(|&d| done[d] || group.contains(&d)));
            if ready {
                for &g in &group {
                    done[g] = true;
                }
                groups.push(group);
            }
        }
        if groups.len() == before {
            // Unreachable (every datatype reaches itself); declare the rest together.
            groups.push((0..decls.len()).filter(|&j| !done[j]).collect());
            break;
        }
    }
    groups
}

/// A type's text with synonyms expanded and the parameters of map types named by binder
/// depth and position, so that equal types have one text (`Field <$0_0>[$0_0]bool`).
fn canonical_type_text(t: &Ty) -> String {
    fn go(t: &Ty, bound: &mut Vec<Vec<boogie_tc::TvId>>, out: &mut String) {
        match t.expand() {
            Ty::Ctor { name, args, .. } => {
                out.push_str(name.trim_start_matches('\\'));
                for a in args {
                    out.push_str(" (");
                    go(a, bound, out);
                    out.push(')');
                }
            }
            Ty::Map(m) => {
                bound.push(m.tparams.iter().map(|(v, _)| *v).collect());
                out.push_str(&format!("<{}>[", m.tparams.len()));
                for (i, a) in m.args.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    go(a, bound, out);
                }
                out.push(']');
                go(&m.result, bound, out);
                bound.pop();
            }
            Ty::Var { id, name } => {
                let found = bound.iter().enumerate().rev().find_map(|(d, vs)| vs.iter().position(|v| v == id).map(|i| (d, i)));
                match found {
                    Some((d, i)) => out.push_str(&format!("${d}_{i}")),
                    None => out.push_str(name),
                }
            }
            other => out.push_str(&other.to_string()),
        }
    }
    let mut out = String::new();
    go(t, &mut Vec::new(), &mut out);
    out.replace('|', "_")
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
        // A built-in constant, qualified by its sort: `(as seq.empty (Seq Int))`.
        return Ok(store.app_op(Op::Builtin(format!("(as {op} {sort})").into(), sort), &[])?);
    }
    let arg_sorts: Vec<Sort> = args.iter().map(|a| store.sort(*a).clone()).collect();
    let name = map_builtin(op, &arg_sorts, &sort).unwrap_or_else(|| op.to_string());
    Ok(store.app_op(Op::Builtin(name.into(), sort), args)?)
}

impl Translator<'_, '_> {
    /// `{:builtin "MapConst"}` / `"MapAdd"`, ... applied to `args`, as an uninterpreted
    /// function `F` with the axiom `(forall ((m1 ..) .. (i I)) (! (= (select (F m1 ..) i)
    /// (f (select m1 i) ..)) :pattern ((select (F m1 ..) i))))` (for MapConst: `(select (F e)
    /// i)` is `e`). `None` when the sorts are not one-index arrays (left to [`builtin`]).
    fn map_op_function(&mut self, op: &str, args: &[TermId], result: &Sort) -> R<Option<TermId>> {
        let Sort::Array(index, elem) = result else { return Ok(None) };
        let arg_sorts: Vec<Sort> = args.iter().map(|a| self.store.sort(*a).clone()).collect();
        if op != "MapConst" && !arg_sorts.iter().all(|s| matches!(s, Sort::Array(i, _) if i == index)) {
            return Ok(None);
        }
        let key = format!("{op} {} {result}", arg_sorts.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(" "));
        let f = match self.map_op_funs.get(&key) {
            Some(f) => *f,
            None => {
                let name = self.fresh_name(op);
                let f = self.store.declare_fun(&name, &arg_sorts, result.clone())?;
                let vars: Vec<TermId> = arg_sorts
                    .iter()
                    .enumerate()
                    .map(|(k, s)| self.store.var(&format!("m@{k}"), s.clone()))
                    .collect::<Result<_, _>>()?;
                let i = self.store.var("i@", (**index).clone())?;
                let applied = self.store.app(f, &vars)?;
                let lhs = self.store.app_op(Op::Select, &[applied, i])?;
                let rhs = if op == "MapConst" {
                    vars[0]
                } else {
                    let sel: Vec<TermId> =
                        vars.iter().map(|m| self.store.app_op(Op::Select, &[*m, i])).collect::<Result<_, _>>()?;
                    let symbol = map_element_op(op).unwrap_or_default();
                    builtin(&mut self.store, symbol, &sel, (**elem).clone())?
                };
                let body = self.store.eq(lhs, rhs)?;
                let mut all = vars.clone();
                all.push(i);
                let ax = self.store.quant(Quantifier::Forall, &all, body, &[vec![lhs]], None, None)?;
                if self.in_prelude {
                    self.pending_axioms.push(ax);
                } else {
                    self.instance_axioms.push(ax);
                }
                self.map_op_funs.insert(key, f);
                f
            }
        };
        Ok(Some(self.store.app(f, args)?))
    }
}

/// The element operation of Boogie's pointwise map builtins (`MapAdd` is `+`, ...).
fn map_element_op(op: &str) -> Option<&'static str> {
    Some(match op {
        "MapAdd" => "+",
        "MapSub" => "-",
        "MapMul" => "*",
        "MapDiv" => "div",
        "MapMod" => "mod",
        "MapAnd" => "and",
        "MapOr" => "or",
        "MapNot" => "not",
        "MapImp" => "=>",
        "MapIff" | "MapEq" => "=",
        "MapLe" => "<=",
        "MapLt" => "<",
        "MapGe" => ">=",
        "MapGt" => ">",
        "MapIte" => "ite",
        _ => return None,
    })
}

/// z3's array extensions behind Boogie's `{:builtin "MapConst"}`, `"MapAdd"`, ...:
/// `(as const (Array I E))` and `(_ map (f (E1 .. En) E))` over the maps' element sorts.
fn map_builtin(op: &str, args: &[Sort], result: &Sort) -> Option<String> {
    if op == "MapConst" {
        return matches!(result, Sort::Array(..)).then(|| format!("(as const {result})"));
    }
    let f = map_element_op(op)?;
    let element = |s: &Sort| match s {
        Sort::Array(_, e) => Some(e.to_string()),
        _ => None,
    };
    let ins: Vec<String> = args.iter().map(element).collect::<Option<_>>()?;
    Some(format!("(_ map ({f} ({}) {}))", ins.join(" "), element(result)?))
}

