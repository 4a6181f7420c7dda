//! Name resolution and type checking of Boogie programs, with Boogie's exact messages
//! (boogie-language.md §3), and the flowgraph of unstructured bodies.
//!
//! [`check`] runs the phases in Boogie's order: resolution (all errors, then the count
//! line), the function-dependency checks, type checking (all errors, then the count
//! line) and the ambiguity warnings. On success it returns a [`TcInfo`]: the facts later
//! stages require (the type of every expression, the declaration every name resolves
//! to, the instantiated type arguments of polymorphic uses).
//!
//! **Architecture Invariant:** the checker never mutates or copies the program; every
//! fact is keyed by the address of the node it describes, so a `TcInfo<'p>` is only
//! valid while the program it borrows is unchanged. Recompute it after a pass.

#![deny(clippy::unwrap_used, clippy::expect_used)]

mod cfg;
mod check;
mod infer_modifies;
mod measures;
mod ty;
mod typeck;

use boogie_ast::{
    Body, CallCmd, ConstDecl, DatatypeDecl, Diagnostic, Expr, FunctionDecl, Ident, ImplementationDecl,
    LetVar, Lhs, Name, Phase, ProcedureDecl, Program, Span, Variable,
};
use rustc_hash::FxHashMap;

pub use cfg::{cfg_dot, flowgraph, CfgError, Dominance, FlowGraph};
pub use infer_modifies::infer_modifies;
pub use ty::{MapTy, TvId, Ty};

/// Index of a variable (constant, global, formal, local, bound or let variable) in [`TcInfo::vars`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(pub u32);

/// Index of a function (or datatype constructor) in [`TcInfo::funcs`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u32);

/// Index of a procedure in [`TcInfo::procs`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ProcId(pub u32);

/// What kind of variable a name denotes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VarKind {
    /// `const` (immutable, global).
    Const { unique: bool },
    /// A global `var`.
    Global,
    /// An in-parameter of a procedure or implementation (immutable).
    In,
    /// An out-parameter of a procedure or implementation.
    Out,
    /// A local variable of a body or code expression.
    Local,
    /// A parameter (or named result) of a function (immutable).
    FunParam,
    /// A variable bound by a quantifier or lambda (immutable).
    Bound,
    /// A variable bound by a let expression (immutable).
    Let,
    /// A field of a datatype constructor.
    Field,
}

impl VarKind {
    /// Whether commands may assign the variable.
    pub fn is_mutable(self) -> bool {
        matches!(self, VarKind::Global | VarKind::Out | VarKind::Local)
    }

    /// Whether the variable lives in the global scope (constant or global variable).
    pub fn is_global(self) -> bool {
        matches!(self, VarKind::Const { .. } | VarKind::Global)
    }
}

/// Where a variable was declared.
#[derive(Clone, Copy, Debug)]
pub enum VarDecl<'p> {
    /// A global, formal, local, bound variable or datatype field.
    Variable(&'p Variable),
    /// The `index`th name of a `const` declaration.
    Const(&'p ConstDecl, usize),
    /// A let-bound variable.
    Let(&'p LetVar),
    /// A named function parameter or result (`index` = parameter index, `None` for the
    /// result), or the `_i` name of an unnamed parameter of a function with a definition axiom.
    FunParam(&'p FunctionDecl, Option<usize>),
}

/// A variable: name, kind, declared type and declaration.
#[derive(Clone, Debug)]
pub struct VarInfo<'p> {
    pub name: Name,
    pub kind: VarKind,
    pub ty: Ty,
    pub span: Span,
    pub decl: VarDecl<'p>,
}

/// Where a function comes from.
#[derive(Clone, Copy, Debug)]
pub enum FuncDecl<'p> {
    Function(&'p FunctionDecl),
    /// The `index`th constructor of a datatype.
    Ctor(&'p DatatypeDecl, usize),
}

/// A function's signature (type parameters in canonical order) and declaration.
#[derive(Clone, Debug)]
pub struct FuncInfo<'p> {
    pub name: Name,
    pub tparams: Vec<(TvId, Name)>,
    pub params: Vec<Ty>,
    pub result: Ty,
    pub decl: FuncDecl<'p>,
}

/// A procedure's signature, formals and modifies clause.
#[derive(Clone, Debug)]
pub struct ProcInfo<'p> {
    pub name: Name,
    pub tparams: Vec<(TvId, Name)>,
    pub ins: Vec<VarId>,
    pub outs: Vec<VarId>,
    pub modifies: Vec<VarId>,
    pub decl: &'p ProcedureDecl,
}

/// The variables of one implementation body (an `implementation` or the body of a
/// procedure declared with one): its own formals, positionally matched to the
/// procedure's, and its locals.
#[derive(Clone, Debug)]
pub struct ImplInfo {
    pub proc: ProcId,
    pub tparams: Vec<(TvId, Name)>,
    pub ins: Vec<VarId>,
    pub outs: Vec<VarId>,
    pub locals: Vec<VarId>,
}

/// A type constructor (uninterpreted or datatype).
#[derive(Clone, Debug)]
pub struct TypeCtorInfo {
    pub name: Name,
    pub arity: usize,
    pub span: Span,
    /// The constructors, for a datatype.
    pub datatype_ctors: Option<Vec<FuncId>>,
}

/// The facts type checking established about a program (style.md §7).
#[derive(Debug)]
pub struct TcInfo<'p> {
    pub program: &'p Program,
    pub vars: Vec<VarInfo<'p>>,
    pub funcs: Vec<FuncInfo<'p>>,
    pub procs: Vec<ProcInfo<'p>>,
    pub type_ctors: Vec<TypeCtorInfo>,
    /// Warnings of the ambiguity pass (phase [`Phase::Warning`]), in Boogie's order.
    pub warnings: Vec<Diagnostic>,
    pub(crate) maps: Maps,
    pub(crate) quants: FxHashMap<usize, QuantInfo<'p>>,
    pub(crate) merged_quants: rustc_hash::FxHashSet<usize>,
}

/// A `forall`/`exists` as Boogie resolves it (boogie-language.md §3.5): directly nested
/// quantifiers of the same kind without triggers are merged into the outermost one, and
/// after a clean resolution the applications of `{:never_pattern}` functions in the body
/// become negative triggers (unless there is a positive trigger). The AST is unchanged;
/// later stages build the quantifier from these facts.
#[derive(Clone, Debug)]
pub struct QuantInfo<'p> {
    /// Bound variables, this quantifier's then those of the merged ones, in order.
    pub vars: Vec<VarId>,
    /// Type parameters of the merged quantifier (canonical order).
    pub tparams: Vec<(TvId, Name)>,
    /// The body after merging (the body of the innermost merged quantifier).
    pub body: &'p Expr,
    /// The attributes, this quantifier's followed by those of the merged ones.
    pub attrs: Vec<&'p boogie_ast::Attribute>,
    /// The nested quantifier expressions merged into this one (outermost first).
    pub merged: Vec<&'p Expr>,
    /// The synthesized negative triggers (one application each), in the order the
    /// applications occur in the body. Boogie puts them before the written triggers,
    /// last found first.
    pub never_triggers: Vec<&'p Expr>,
}

/// Facts keyed by node address.
#[derive(Debug, Default)]
pub(crate) struct Maps {
    /// Expression address → interned type ([`TyTable`]).
    pub expr_ty: AddrMap< u32>,
    pub tys: TyTable,
    pub expr_var: AddrMap< VarId>,
    pub expr_func: AddrMap< FuncId>,
    pub ident_var: AddrMap< VarId>,
    pub decl_var: AddrMap< VarId>,
    pub call_proc: FxHashMap<usize, ProcId>,
    pub impl_info: FxHashMap<usize, ImplInfo>,
    pub type_args: FxHashMap<usize, Vec<Ty>>,
    pub lhs_type_args: FxHashMap<(usize, usize), Vec<Ty>>,
    pub func_by_decl: FxHashMap<usize, FuncId>,
    pub proc_by_decl: FxHashMap<usize, ProcId>,
}

/// Interned types: every recorded expression type is stored once and referred to by a
/// `u32` (the builtin types have fixed ids and are never hashed).
#[derive(Debug)]
pub(crate) struct TyTable {
    tys: Vec<Ty>,
    map: FxHashMap<Ty, u32>,
}

impl Default for TyTable {
    fn default() -> Self {
        TyTable { tys: vec![Ty::Bool, Ty::Int, Ty::Real, Ty::RMode, Ty::String, Ty::Regex], map: FxHashMap::default() }
    }
}

impl TyTable {
    #[inline(always)]
    pub fn intern(&mut self, t: &Ty) -> u32 {
        match t {
            Ty::Bool => 0,
            Ty::Int => 1,
            Ty::Real => 2,
            Ty::RMode => 3,
            Ty::String => 4,
            Ty::Regex => 5,
            _ => self.intern_slow(t),
        }
    }

    #[inline(never)]
    fn intern_slow(&mut self, t: &Ty) -> u32 {
        if let Some(&i) = self.map.get(t) {
            return i;
        }
        let i = self.tys.len() as u32;
        self.tys.push(t.clone());
        self.map.insert(t.clone(), i);
        i
    }

    #[inline]
    pub fn get(&self, i: u32) -> &Ty {
        &self.tys[i as usize]
    }

    /// Rewrites every interned type in place (ids stay valid); interning stops.
    pub fn rewrite(&mut self, mut f: impl FnMut(&Ty) -> Option<Ty>) {
        self.map = FxHashMap::default();
        for t in &mut self.tys {
            if let Some(n) = f(t) {
                *t = n;
            }
        }
    }
}

/// A hash map keyed by node address whose bucket order follows the address order: the
/// checker visits nodes roughly in allocation order, so inserts and lookups walk the
/// table almost sequentially instead of missing the cache on every expression. The top
/// seven bits (hashbrown's tag) are mixed so that probing still tells keys apart.
pub(crate) type AddrMap<V> = std::collections::HashMap<usize, V, std::hash::BuildHasherDefault<AddrHasher>>;

#[derive(Default)]
pub(crate) struct AddrHasher(u64);

impl std::hash::Hasher for AddrHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.0 = n as u64;
    }

    #[inline]
    fn finish(&self) -> u64 {
        let a = self.0 >> 3;
        let mix = a.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (a & !(0x7F << 57)) | (mix & (0x7F << 57))
    }
}

pub(crate) fn addr<T>(r: &T) -> usize {
    r as *const T as usize
}

impl<'p> TcInfo<'p> {
    /// The type of an expression of the program (synonyms kept; use [`Ty::expand`]).
    pub fn type_of(&self, e: &Expr) -> Option<&Ty> {
        self.maps.expr_ty.get(&addr(e)).map(|&i| self.maps.tys.get(i))
    }

    /// The variable an `ExprKind::Var` expression denotes.
    pub fn resolve_var(&self, e: &Expr) -> Option<VarId> {
        self.maps.expr_var.get(&addr(e)).copied()
    }

    /// The variable a name in `havoc`, `modifies`, a call's results or an assignment
    /// target (`Lhs::name`) denotes.
    pub fn resolve_ident(&self, id: &Ident) -> Option<VarId> {
        self.maps.ident_var.get(&addr(id)).copied()
    }

    /// The variable of the root of an assignment target.
    pub fn resolve_lhs(&self, lhs: &Lhs) -> Option<VarId> {
        self.resolve_ident(&lhs.name)
    }

    /// The variable declared by a `Variable` node (global, formal, local, bound, field).
    /// For a procedure declared with a body, the formals resolve to the procedure's
    /// formals; the body's own copies are in [`TcInfo::impl_info`].
    pub fn var_of_decl(&self, v: &Variable) -> Option<VarId> {
        self.maps.decl_var.get(&addr(v)).copied()
    }

    /// The variable a let binder declares.
    pub fn var_of_let(&self, v: &LetVar) -> Option<VarId> {
        self.maps.decl_var.get(&addr(v)).copied()
    }

    /// The variable declared by the name of a `const` declaration.
    pub fn var_of_const(&self, name: &Ident) -> Option<VarId> {
        self.maps.decl_var.get(&addr(name)).copied()
    }

    /// The function a `FunCall` expression applies.
    pub fn resolve_func(&self, e: &Expr) -> Option<FuncId> {
        self.maps.expr_func.get(&addr(e)).copied()
    }

    /// The procedure a call calls.
    pub fn resolve_call(&self, c: &CallCmd) -> Option<ProcId> {
        self.maps.call_proc.get(&addr(c)).copied()
    }

    /// The function of a declaration.
    pub fn func_of_decl(&self, f: &FunctionDecl) -> Option<FuncId> {
        self.maps.func_by_decl.get(&addr(f)).copied()
    }

    /// The procedure of a declaration.
    pub fn proc_of_decl(&self, p: &ProcedureDecl) -> Option<ProcId> {
        self.maps.proc_by_decl.get(&addr(p)).copied()
    }

    /// The procedure an implementation implements, with its own formals and locals.
    pub fn impl_of(&self, i: &ImplementationDecl) -> Option<&ImplInfo> {
        self.maps.impl_info.get(&addr(&i.body))
    }

    /// The formals and locals of a body (of an implementation or a procedure with body).
    pub fn impl_info(&self, body: &Body) -> Option<&ImplInfo> {
        self.maps.impl_info.get(&addr(body))
    }

    /// The instantiated type arguments (canonical order) of a function application, a map
    /// select or a map store.
    pub fn type_args(&self, e: &Expr) -> Option<&[Ty]> {
        self.maps.type_args.get(&addr(e)).map(Vec::as_slice)
    }

    /// The instantiated type arguments of a call (the callee's type parameters).
    pub fn call_type_args(&self, c: &CallCmd) -> Option<&[Ty]> {
        self.maps.type_args.get(&addr(c)).map(Vec::as_slice)
    }

    /// The instantiated type arguments of the map of the `index`th selector of an
    /// assignment target.
    pub fn lhs_type_args(&self, lhs: &Lhs, index: usize) -> Option<&[Ty]> {
        self.maps.lhs_type_args.get(&(addr(lhs), index)).map(Vec::as_slice)
    }

    /// The resolved view of a `forall`/`exists` (merging, never triggers); `None` for
    /// lambdas, for quantifiers merged into an enclosing one and for other expressions.
    pub fn quant_info(&self, e: &Expr) -> Option<&QuantInfo<'p>> {
        self.quants.get(&addr(e))
    }

    /// Whether this quantifier was merged into the quantifier directly around it.
    pub fn is_merged_quant(&self, e: &Expr) -> bool {
        self.merged_quants.contains(&addr(e))
    }

    /// A variable by id.
    pub fn var(&self, id: VarId) -> &VarInfo<'p> {
        &self.vars[id.0 as usize]
    }

    /// A function by id.
    pub fn func(&self, id: FuncId) -> &FuncInfo<'p> {
        &self.funcs[id.0 as usize]
    }

    /// A procedure by id.
    pub fn proc(&self, id: ProcId) -> &ProcInfo<'p> {
        &self.procs[id.0 as usize]
    }
}

/// Why checking stopped: the phase that reported errors, its diagnostics in Boogie's
/// order, and the count line Boogie prints after them (none for [`Phase::FunctionDeps`]).
#[derive(Clone, Debug)]
pub struct TcFailure {
    pub phase: Phase,
    pub diagnostics: Vec<Diagnostic>,
    pub count_line: Option<String>,
}

impl TcFailure {
    /// The lines Boogie prints for this failure.
    pub fn lines(&self, program: &Program) -> Vec<String> {
        let mut out: Vec<String> = self.diagnostics.iter().map(|d| d.boogie_line(&program.files)).collect();
        out.extend(self.count_line.clone());
        out
    }
}

/// Resolves and type-checks `program`. `last_file` is the name the count lines mention
/// (the last file on the command line).
pub fn check<'p>(program: &'p Program, last_file: &str) -> Result<TcInfo<'p>, TcFailure> {
    let mut cx = check::Cx::new(program);
    cx.resolve_program();
    if !cx.diags.is_empty() {
        let n = cx.diags.len();
        return Err(TcFailure {
            phase: Phase::Resolve,
            diagnostics: std::mem::take(&mut cx.diags),
            count_line: boogie_ast::diag::count_line(Phase::Resolve, n, last_file),
        });
    }
    cx.function_deps();
    if !cx.diags.is_empty() {
        return Err(TcFailure { phase: Phase::FunctionDeps, diagnostics: std::mem::take(&mut cx.diags), count_line: None });
    }
    cx.typecheck_program();
    if !cx.diags.is_empty() {
        let n = cx.diags.len();
        return Err(TcFailure {
            phase: Phase::TypeCheck,
            diagnostics: std::mem::take(&mut cx.diags),
            count_line: boogie_ast::diag::count_line(Phase::TypeCheck, n, last_file),
        });
    }
    cx.ambiguity_warnings();
    let errors = measures::check(program);
    if !errors.is_empty() {
        // The warnings of type checking were printed before the measure checker ran.
        let n = errors.len();
        let mut diagnostics = std::mem::take(&mut cx.warnings);
        diagnostics.extend(errors);
        return Err(TcFailure {
            phase: Phase::TypeCheck,
            diagnostics,
            count_line: boogie_ast::diag::count_line(Phase::TypeCheck, n, last_file),
        });
    }
    Ok(cx.finish())
}
