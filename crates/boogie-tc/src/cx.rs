//! The checker's state ([`Cx`]): what resolution registers and records, what type
//! checking adds, and the diagnostics of the running phase. Resolution ([`crate::resolve`])
//! and type checking ([`crate::typeck`]) are `impl Cx` blocks in their own modules; this
//! module holds the state only.

use boogie_ast::{DatatypeDecl, Decl, Diagnostic, Ident, Name, Phase, Program, Span, Type};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::facts::{decl_addr, Maps, TcInfo};
use crate::info::{FuncId, FuncInfo, ProcId, ProcInfo, QuantInfo, TypeCtorInfo, VarDecl, VarId, VarInfo, VarKind};
use crate::ty::{TvId, Ty};
use crate::unify::Unifier;
use crate::walk::{decl_attrs, is_bool_attr};

/// Which state an expression may observe (§3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    StateLess,
    Single,
    Two,
}

/// A variable scope stack with O(1) lookup.
#[derive(Default)]
pub(crate) struct Scopes {
    map: FxHashMap<Name, Vec<(VarId, u32)>>,
    log: Vec<Name>,
    marks: Vec<usize>,
}

impl Scopes {
    pub fn push(&mut self) {
        self.marks.push(self.log.len());
    }

    pub fn pop(&mut self) {
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
    pub fn declare(&mut self, name: &Name, id: VarId) -> bool {
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

    pub fn lookup(&self, name: &str) -> Option<VarId> {
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

/// What a type name denotes: a type constructor or a synonym (by index).
#[derive(Clone, Copy)]
pub(crate) enum TypeName {
    Ctor(u32),
    Syn(usize),
}

/// Where an instantiation was recorded, for the ambiguity pass and [`TcInfo`].
#[derive(Clone, Debug)]
pub(crate) enum InstKey {
    Node(usize),
    /// The map of the `i`th selector of an assignment target.
    Lhs(usize, usize),
}

/// The instantiation of a polymorphic use: the type arguments (unknowns while checking)
/// for the type parameters `names`.
#[derive(Clone, Debug)]
pub(crate) struct Inst {
    pub key: InstKey,
    pub span: Span,
    pub names: Vec<Name>,
    pub tys: Vec<Ty>,
    /// Whether an unresolved argument gets an ambiguity warning.
    pub warn: bool,
    /// When the node was entered: ambiguity warnings come in pre-order (an application
    /// before the applications in its arguments), as Boogie's ambiguity pass visits them.
    pub order: u64,
}

/// Type-checking state besides the unknowns.
#[derive(Default)]
pub(crate) struct TcState {
    pub insts: Vec<Inst>,
    /// The modifies clause of the procedure whose body is being checked.
    pub frame: Option<FxHashSet<VarId>>,
    /// Nodes with an instantiation entered so far (see `Inst::order`).
    pub entered: u64,
}

impl TcState {
    /// The next entry number (see `Inst::order`).
    pub fn enter(&mut self) -> u64 {
        self.entered += 1;
        self.entered
    }
}

/// Stack left when a new segment is allocated; 16 levels of `resolve_expr`/`tc_expr`
/// frames must fit in it.
pub(crate) const STACK_RED_ZONE: usize = 256 * 1024;
pub(crate) const STACK_SEGMENT: usize = 4 * 1024 * 1024;

/// Everything the checker knows; resolution fills it, type checking reads it.
pub(crate) struct Cx<'p> {
    pub program: &'p Program,
    /// The diagnostics of the running phase.
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
    pub type_names: FxHashMap<Name, TypeName>,
    pub func_names: FxHashMap<Name, FuncId>,
    pub proc_names: FxHashMap<Name, ProcId>,
    pub axiom_names: FxHashSet<Name>,
    pub stmt_ids: FxHashSet<String>,
    /// Declarations dropped because of `{:extern}` duplicates.
    pub ignored: FxHashSet<usize>,
    pub scopes: Scopes,
    /// Type variables in scope, innermost last.
    pub tvs: Vec<(Name, TvId)>,
    /// Type variables and unknowns.
    pub u: Unifier,
    pub mode: Mode,
    pub trigger_mode: bool,
    pub pure_proc: bool,
    /// Labels of the body being resolved.
    pub labels: FxHashSet<Name>,
    /// Coercion target types, by expression address.
    pub coerce_ty: FxHashMap<usize, Ty>,
    /// Bound variables of a quantifier/lambda, and their type parameters, by expression address.
    pub binder_info: FxHashMap<usize, (Vec<(TvId, Name)>, Vec<VarId>)>,
    /// Forall/exists quantifiers as resolved (merged, never triggers), by expression address.
    pub quants: FxHashMap<usize, QuantInfo<'p>>,
    /// Quantifiers merged into the quantifier around them.
    pub merged_quants: FxHashSet<usize>,
    /// Let variables by expression address.
    pub let_vars: FxHashMap<usize, Vec<VarId>>,
    /// Code-expression locals by expression address.
    pub code_locals: FxHashMap<usize, Vec<VarId>>,
    pub assumption_assigned: FxHashSet<VarId>,
    /// Expressions visited by resolution (sizes the type table).
    pub n_exprs: usize,
    /// Type-checking state (instantiations, the frame).
    pub tc: TcState,
    /// Expression nesting depth (the stack is only checked every 16 levels).
    pub depth: u32,
    /// Reused buffers (no allocation per assignment).
    pub scratch_roots: Vec<Option<VarId>>,
    pub scratch_tys: Vec<Vec<Ty>>,
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
            u: Unifier::default(),
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
            tc: TcState::default(),
            depth: 0,
            scratch_roots: Vec::new(),
            scratch_tys: Vec::new(),
        }
    }

    /// A resolution error.
    pub fn err(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::new(Phase::Resolve, span, msg));
    }

    /// A type-checking error.
    pub fn tc_err(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::new(Phase::TypeCheck, span, msg));
    }

    /// The facts, once checking succeeded.
    pub fn finish(self) -> TcInfo<'p> {
        TcInfo {
            program: self.program,
            vars: self.vars,
            funcs: self.funcs,
            procs: self.procs,
            type_ctors: self.type_ctors,
            warnings: self.warnings,
            maps: self.maps,
            quants: self.quants,
            merged_quants: self.merged_quants,
        }
    }

    /// Declarations neither resolved nor type-checked: dropped `{:extern}` duplicates and
    /// those marked `{:ignore}` (which are still registered, §3.1).
    pub(crate) fn skipped(&self, decl: &Decl) -> bool {
        self.ignored.contains(&decl_addr(decl)) || is_bool_attr(decl_attrs(decl), "ignore")
    }

    /// A new variable.
    pub fn new_var(&mut self, name: Name, kind: VarKind, ty: Ty, span: Span, decl: VarDecl<'p>) -> VarId {
        let id = VarId(self.vars.len() as u32);
        self.vars.push(VarInfo { name, kind, ty, span, decl });
        id
    }

    /// Records an instantiation (entered now unless `order` says when).
    pub fn record_inst(&mut self, key: InstKey, span: Span, names: Vec<Name>, tys: Vec<Ty>, warn: bool, order: Option<u64>) {
        let order = order.unwrap_or_else(|| self.tc.enter());
        self.tc.insts.push(Inst { key, span, names, tys, warn, order });
    }
}
