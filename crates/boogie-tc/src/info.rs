//! What the checker knows about each variable, function, procedure and type constructor
//! of a program (its entries in [`crate::TcInfo`], by id), the resolved view of a
//! quantifier, and why checking stopped ([`TcFailure`]).

use boogie_ast::{ConstDecl, DatatypeDecl, Diagnostic, Expr, FunctionDecl, LetVar, Name, Phase, ProcedureDecl, Program, Span, Variable};

use crate::ty::{TvId, Ty};

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
