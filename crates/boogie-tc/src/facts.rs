//! The facts type checking establishes about a program ([`TcInfo`]): the variables,
//! functions, procedures and type constructors by id, and, keyed by the address of the
//! node they describe, the resolution of every name, the type of every expression
//! (interned) and the instantiation of every polymorphic use. [`TcInfo`]'s accessors are
//! the only readers outside the checker.

use boogie_ast::{Body, CallCmd, Diagnostic, Expr, FunctionDecl, Ident, ImplementationDecl, LetVar, Lhs, ProcedureDecl, Program, Variable};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::info::{FuncId, FuncInfo, ImplInfo, ProcId, ProcInfo, QuantInfo, TypeCtorInfo, VarId, VarInfo};
use crate::ty::Ty;

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
    pub(crate) merged_quants: FxHashSet<usize>,
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

/// The address of a declaration (typed, so that a `&&Decl` cannot give the address of the
/// reference instead).
pub(crate) fn decl_addr(d: &boogie_ast::Decl) -> usize {
    addr(d)
}
