//! The node types of the Boogie 2 abstract syntax tree (boogie-language.md §2).
//!
//! Plain enums and structs: one struct per node kind, wrapped by a category enum.
//! Every node has a [`Span`], the position of the token Boogie reports for that node
//! (documented per node: for a binary expression it is the operator, for a map select
//! the `[`, for a command its keyword). Spans never take part in equality, so
//! `a == b` means "the same program up to positions".
//!
//! **Architecture Invariant:** this module knows nothing of parsing, type checking or
//! SMT; every construct of the surface language has a node here, so that every
//! program can be printed back as Boogie (see `print.rs`).

use serde::{Deserialize, Serialize};
pub use smallvec::{smallvec, SmallVec};
pub use thin_vec::{thin_vec, ThinVec};

pub use crate::attr_args::AttrArgs;
pub use crate::span::{FileId, Files, Span};

/// The attributes of a node: a [`ThinVec`], one word in the node (most nodes have none,
/// and an empty list allocates nothing).
pub type Attrs = ThinVec<Attribute>;

/// An identifier's text. Cheap to clone; short names are stored inline.
pub type Name = smol_str::SmolStr;

/// A name at a use or declaration site: `x`, `$Heap`, `\old` (the `\` is not part of the name).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ident {
    pub name: Name,
    pub span: Span,
}

// ---------------------------------------------------------------------------
// Program and declarations
// ---------------------------------------------------------------------------

/// A whole program: the declarations of one or more files, in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Program {
    /// The file names that spans point into (not compared by `==`).
    pub files: Files,
    pub decls: Vec<Decl>,
}

/// A top-level declaration.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum Decl {
    Type(TypeDecl),
    Datatype(DatatypeDecl),
    Const(ConstDecl),
    Function(FunctionDecl),
    Axiom(AxiomDecl),
    Var(GlobalVarDecl),
    Procedure(ProcedureDecl),
    Implementation(ImplementationDecl),
}

/// `type {:attr} C _ _, S a = [a]bool;`: one `type` keyword, several definitions.
/// Span: the `type` keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TypeDecl {
    pub attrs: Attrs,
    pub defs: Vec<TypeDef>,
    pub span: Span,
}

/// One type constructor `C a b` (arity = number of parameters) or synonym `S a = T`.
/// Span: the name.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TypeDef {
    pub name: Ident,
    pub params: Vec<Ident>,
    pub synonym: Option<Type>,
    pub span: Span,
}

/// `datatype {:attr} List<T> { Nil(), Cons(head: T, tail: List T) }`. Span: the name.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DatatypeDecl {
    pub attrs: Attrs,
    pub name: Ident,
    pub type_params: Vec<Ident>,
    pub ctors: Vec<DatatypeCtor>,
    pub span: Span,
}

/// A datatype constructor `Cons(head: T, tail: List T)`. Span: the name.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DatatypeCtor {
    pub name: Ident,
    pub fields: Vec<Variable>,
    pub span: Span,
}

/// `const {:attr} unique a, b: T;` or `const c: T uses { axiom ...; }`. Span: the `const` keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ConstDecl {
    pub attrs: Attrs,
    pub unique: bool,
    pub names: Vec<Ident>,
    pub ty: Type,
    /// `uses { ... }`: `None` when absent, `Some(vec![])` for `uses { }`.
    pub uses: Option<Vec<AxiomDecl>>,
    pub span: Span,
}

/// `function {:attr} f<a>(x: int, a): bool { body }`. Span: the name.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FunctionDecl {
    /// `revealed function ...` (axiom pruning only).
    pub revealed: bool,
    pub attrs: Attrs,
    pub name: Ident,
    pub type_params: Vec<Ident>,
    pub params: Vec<FunctionParam>,
    /// `returns (r: T)` when named, else `: T`.
    pub result: FunctionParam,
    pub body: Option<Expr>,
    pub uses: Option<Vec<AxiomDecl>>,
    pub span: Span,
}

/// A function parameter or result: `{:attr} x: T` or an anonymous `T`. Span: the name, else the type.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FunctionParam {
    pub attrs: Attrs,
    pub name: Option<Ident>,
    pub ty: Type,
    pub span: Span,
}

/// `axiom {:attr} e;` (optionally `hideable`). Span: the `axiom` keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AxiomDecl {
    pub hideable: bool,
    pub attrs: Attrs,
    pub expr: Expr,
    pub span: Span,
}

/// A global `var {:attr} x: T where e;` (one variable; `var a, b: T;` yields two).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GlobalVarDecl {
    pub var: Variable,
}

/// A typed variable with optional attributes and where clause: globals, locals, formals,
/// bound variables and datatype fields. Span: the name.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Variable {
    pub attrs: Attrs,
    pub name: Ident,
    pub ty: Type,
    pub where_clause: Option<Expr>,
    pub span: Span,
}

/// `procedure {:attr} P<a>(ins) returns (outs) specs;` or, with a body, a procedure and its
/// implementation at once. Span: the name.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProcedureDecl {
    /// `pure procedure`.
    pub pure_: bool,
    pub attrs: Attrs,
    pub name: Ident,
    pub type_params: Vec<Ident>,
    pub ins: Vec<Variable>,
    pub outs: Vec<Variable>,
    pub specs: Vec<Spec>,
    pub body: Option<Body>,
    pub span: Span,
}

/// A procedure specification clause.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum Spec {
    Requires(Contract),
    Ensures(Contract),
    Modifies(ModifiesSpec),
    Measure(MeasureSpec),
}

/// `[free] requires {:attr} e;` / `[free] ensures {:attr} e;`. Span: the `requires`/`ensures` keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Contract {
    pub free: bool,
    pub attrs: Attrs,
    pub expr: Expr,
    pub span: Span,
}

/// `modifies x, y;` (possibly empty). Span: the `modifies` keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ModifiesSpec {
    pub vars: Vec<Ident>,
    pub span: Span,
}

/// `[free] measure {:attr} e1, e2;` (termination; kept, not verified). Span: the keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MeasureSpec {
    pub free: bool,
    pub attrs: Attrs,
    pub exprs: Vec<Expr>,
    pub span: Span,
}

/// `implementation {:attr} P<a>(ins) returns (outs) { body }`. Span: the name.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ImplementationDecl {
    pub attrs: Attrs,
    pub name: Ident,
    pub type_params: Vec<Ident>,
    pub ins: Vec<Variable>,
    pub outs: Vec<Variable>,
    pub body: Body,
    pub span: Span,
}

/// `{ var x: int; stmts }`. Span: the `{`; `end` is the closing `}` (the position Boogie
/// gives the implicit `return` at the end of a body).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Body {
    pub locals: Vec<Variable>,
    pub stmts: Vec<Stmt>,
    pub span: Span,
    pub end: Span,
}

// ---------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------

/// A statement of a body. A body is a flat list in which labels, `goto` and `return` may
/// appear anywhere; the unstructured form is the same list with no `if`/`while`/`break`.
/// The variants larger than an assignment are boxed, attribute lists are thin (`Attrs`)
/// and a position is 8 bytes ([`Span`]), which keeps `Stmt` at 64 bytes (statement lists
/// dominate the memory of large straight-line programs).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum Stmt {
    Label(LabelStmt),
    Assert(AssertCmd),
    Assume(AssumeCmd),
    Havoc(HavocCmd),
    Assign(AssignCmd),
    Call(Box<CallCmd>),
    ParCall(ParCallCmd),
    Unpack(Box<UnpackCmd>),
    HideReveal(HideRevealCmd),
    ChangeScope(ChangeScopeCmd),
    Measure(MeasureCmd),
    If(Box<IfStmt>),
    While(Box<WhileStmt>),
    Break(BreakStmt),
    Goto(GotoCmd),
    Return(ReturnCmd),
}

/// `L:`. Span: the label.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LabelStmt {
    pub name: Ident,
    pub span: Span,
}

/// `assert {:attr} e;`. Span: the `assert` keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AssertCmd {
    pub attrs: Attrs,
    pub expr: Expr,
    pub span: Span,
}

/// `assume {:attr} e;`. Span: the `assume` keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AssumeCmd {
    pub attrs: Attrs,
    pub expr: Expr,
    pub span: Span,
}

/// `havoc x, y;`. Span: the `havoc` keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HavocCmd {
    pub vars: Vec<Ident>,
    pub span: Span,
}

/// `x, m[i][j], d->f := {:attr} e1, e2, e3;` (parallel assignment). Span: the `:=`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AssignCmd {
    pub lhs: Vec<Lhs>,
    pub attrs: Attrs,
    pub rhs: Vec<Expr>,
    pub span: Span,
}

/// An assignment target: a variable followed by map indexes and field accesses.
/// Span: the variable.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Lhs {
    pub name: Ident,
    pub selectors: Vec<LhsSelector>,
    pub span: Span,
}

/// One step of an assignment target.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum LhsSelector {
    /// `[i, j]`; span: the `[`.
    Index { indices: Vec<Expr>, span: Span },
    /// `->f`; span: the `->`.
    Field { field: Ident, span: Span },
}

/// `[free] call {:attr} r1, r2 := P(a, b);` Span: the `call` keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CallCmd {
    pub is_async: bool,
    pub free: bool,
    pub attrs: Attrs,
    pub outs: Vec<Ident>,
    pub callee: Ident,
    pub args: Vec<Expr>,
    pub span: Span,
}

/// `call A() | B();` (a CIVL parallel call; rejected by type checking in plain Boogie).
/// Span: the `call` keyword; each arm's span is its callee.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ParCallCmd {
    pub calls: Vec<CallCmd>,
    pub span: Span,
}

/// `C(x, y) := {:attr} e;` (datatype unpack). Span: the `:=`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UnpackCmd {
    pub ctor: Ident,
    pub vars: Vec<Ident>,
    pub attrs: Attrs,
    pub rhs: Expr,
    pub span: Span,
}

/// `hide f;`, `reveal *;` (axiom pruning). `name` is `None` for `*`. Span: the keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HideRevealCmd {
    pub hide: bool,
    pub name: Option<Ident>,
    pub span: Span,
}

/// `push;` / `pop;` (axiom pruning scopes). Span: the keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChangeScopeCmd {
    pub push: bool,
    pub span: Span,
}

/// `measure {:attr} e1, e2;` as a statement. Span: the keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MeasureCmd {
    pub attrs: Attrs,
    pub exprs: Vec<Expr>,
    pub span: Span,
}

/// `if {:attr} (g) { ... } else ...`; `guard` is `None` for `*`. Span: the `if` keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IfStmt {
    pub attrs: Attrs,
    pub guard: Option<Expr>,
    pub then_branch: Vec<Stmt>,
    pub else_branch: Option<ElseBranch>,
    pub span: Span,
    /// The `}` closing the then-branch (where control falls off its end).
    #[serde(default)]
    pub then_end: Span,
}

/// What follows `else`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum ElseBranch {
    /// `else if ...`
    If(Box<IfStmt>),
    /// `else { ... }`; `span` is the `else` keyword, `end` the closing `}`.
    Block {
        stmts: Vec<Stmt>,
        span: Span,
        #[serde(default)]
        end: Span,
    },
}

impl IfStmt {
    /// The statement lists of every branch of the `if`/`else if`/`else` chain, in order
    /// (for walks that do not care about the guards).
    pub fn branches(&self) -> Vec<&[Stmt]> {
        let mut out = vec![self.then_branch.as_slice()];
        let mut next = self.else_branch.as_ref();
        while let Some(e) = next {
            match e {
                ElseBranch::If(i) => {
                    out.push(i.then_branch.as_slice());
                    next = i.else_branch.as_ref();
                }
                ElseBranch::Block { stmts, .. } => {
                    out.push(stmts.as_slice());
                    next = None;
                }
            }
        }
        out
    }
}

/// `while (g) invariant e; { ... }`; `guard` is `None` for `*`. Span: the `while` keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WhileStmt {
    pub guard: Option<Expr>,
    pub specs: Vec<LoopSpec>,
    pub body: Vec<Stmt>,
    pub span: Span,
    /// The `}` closing the body (the token of an empty body's block).
    #[serde(default)]
    pub body_end: Span,
}

/// A loop specification.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum LoopSpec {
    /// `[free] invariant {:attr} e;`; span: the `invariant` keyword.
    Invariant(Contract),
    /// `measure {:attr} e1, e2;`
    Measure(MeasureSpec),
}

/// `break;` or `break L;`. Span: the `break` keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BreakStmt {
    pub label: Option<Ident>,
    pub span: Span,
}

/// `goto {:attr} L1, L2;`. Span: the `goto` keyword. The targets are a [`SmallVec`]: most
/// gotos of an unstructured body have one, which then needs no allocation of its own.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GotoCmd {
    pub attrs: Attrs,
    pub labels: SmallVec<[Ident; 1]>,
    pub span: Span,
}

/// `return {:attr};`. Span: the `return` keyword.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReturnCmd {
    pub attrs: Attrs,
    pub span: Span,
}

// ---------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------

/// A type as written. Span: its first token.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Type {
    pub kind: TypeKind,
    pub span: Span,
}

/// The forms of type (boogie-language.md §2.4, §3.4.1).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum TypeKind {
    /// `bool`
    Bool,
    /// `int`
    Int,
    /// `real`
    Real,
    /// `bv32` (an identifier `bvN` with no arguments in a type position).
    Bv { width: u32 },
    /// `float24e8`: significand bits (hidden bit included) and exponent bits.
    Float { sig: u32, exp: u32 },
    /// `rmode`
    RMode,
    /// `string`
    String,
    /// `regex`
    Regex,
    /// `C T1 T2`: a type constructor, synonym or type variable, resolved by `boogie-tc`.
    Named { name: Name, args: Vec<Type> },
    /// `<a>[T1, T2]R`
    Map(Box<MapType>),
}

/// A map type `<a, b>[T1, T2]R`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MapType {
    pub type_params: Vec<Ident>,
    pub args: Vec<Type>,
    pub result: Type,
}

// ---------------------------------------------------------------------------
// Attributes and triggers
// ---------------------------------------------------------------------------

/// `{:key arg, "string"}`. Span: the `{`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Attribute {
    pub key: Name,
    /// A list of [`AttrArg`]s; a position (`"FILE", LINE, COL`) is stored compactly.
    pub args: AttrArgs,
    pub span: Span,
}

/// An attribute argument: a raw string literal (not an expression) or an expression.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "value")]
pub enum AttrArg {
    /// The text between the quotes. A [`Name`], so that the file name of the position
    /// attributes written on every block is shared, not copied.
    String(Name),
    Expr(Expr),
}

/// A quantifier trigger `{ f(x), g(y) }`, or a negative one `{:nopats e}`. Span: the `{`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Trigger {
    pub positive: bool,
    pub exprs: Vec<Expr>,
    pub span: Span,
}

// ---------------------------------------------------------------------------
// Expressions
// ---------------------------------------------------------------------------

/// An expression. Span: the token Boogie reports for it (see each [`ExprKind`] variant).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

/// The forms of expression (boogie-language.md §2.13).
///
/// JSON: adjacently tagged, `{"kind": "Binary", "value": {...}}`. An internal tag would
/// collide with the `kind` key of the payload of `Old`/`ToInt`/`ToReal` (an [`Expr`]),
/// `Lit` (a [`Literal`]) and `Quant` (a [`QuantExpr`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "value")]
pub enum ExprKind {
    /// A literal; span: the literal.
    Lit(Literal),
    /// A variable or constant `x`; span: the name.
    Var { name: Name },
    /// `f(e1, e2)`; span: the function name.
    FunCall(Box<FunCall>),
    /// `old(e)`; span: `old`.
    Old(Box<Expr>),
    /// `-e`, `!e`; span: the operator.
    Unary { op: UnaryOp, arg: Box<Expr> },
    /// `a op b`; span: the operator. `a <== b` is parsed as `b ==> a`.
    Binary(Box<BinaryExpr>),
    /// `m[i, j]` (also `m[]`); span: the `[`.
    Select(Box<SelectExpr>),
    /// `m[i, j := v]`; span: the `[`.
    Store(Box<StoreExpr>),
    /// `e[hi:lo]`; span: the `[`.
    Extract(Box<ExtractExpr>),
    /// `e : T`; span: the `:`.
    Coerce(Box<CoerceExpr>),
    /// `int(e)`; span: `int`.
    ToInt(Box<Expr>),
    /// `real(e)`; span: `real`.
    ToReal(Box<Expr>),
    /// `if c then a else b`; span: `if`.
    IfThenElse(Box<IfThenElse>),
    /// `(forall ...)`, `(exists ...)`, `(lambda ...)`; span: the binder keyword.
    Quant(Box<QuantExpr>),
    /// `(var x := e; b)`; span: `var`.
    Let(Box<LetExpr>),
    /// `e is C`; span: `is`.
    Is(Box<IsExpr>),
    /// `e->f`; span: the `->`.
    Field(Box<FieldExpr>),
    /// `e->(f := v)`; span: the `->`.
    FieldUpdate(Box<FieldUpdateExpr>),
    /// `|{ var x: int; L: ... return e; }|`; span: the `|{`.
    Code(Box<CodeExpr>),
}

/// A literal value. Numbers are kept as their source digits (arbitrary precision).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "value")]
pub enum Literal {
    /// `true` / `false`
    Bool(bool),
    /// `42` (decimal digits, no sign)
    Int(Name),
    /// `1.5`, `1e10`, `0.25e-2`: the token text
    Real(Name),
    /// `5bv32`
    Bv(Box<BvLit>),
    /// `0x1.8e0f24e8`, `0NaN24e8`, `-0x1.0e0f24e8`: the token text
    Float(Name),
    /// `"text"`: the text between the quotes, verbatim (no escape decoding)
    String(Name),
    /// `RNE`, `roundNearestTiesToEven`, ...: the keyword as written
    RMode(Name),
}

/// A bit-vector literal `valuebvwidth`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BvLit {
    pub value: Name,
    pub width: u32,
}

/// `f(args)`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FunCall {
    pub name: Ident,
    pub args: Vec<Expr>,
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum UnaryOp {
    /// `-`
    Neg,
    /// `!`
    Not,
}

/// Binary operators, by precedence level (boogie-language.md §2.14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BinaryOp {
    /// `<==>`
    Iff,
    /// `==>`
    Implies,
    /// `&&`
    And,
    /// `||`
    Or,
    /// `==`
    Eq,
    /// `!=`
    Neq,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `<:` (legacy partial order; not produced by the parser)
    Subtype,
    /// `++`
    Concat,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `div`
    Div,
    /// `mod`
    Mod,
    /// `/`
    RealDiv,
    /// `**`
    Pow,
}

/// `lhs op rhs`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BinaryExpr {
    pub op: BinaryOp,
    pub lhs: Expr,
    pub rhs: Expr,
}

/// `map[indices]`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SelectExpr {
    pub map: Expr,
    pub indices: Vec<Expr>,
}

/// `map[indices := value]`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoreExpr {
    pub map: Expr,
    pub indices: Vec<Expr>,
    pub value: Expr,
}

/// `bv[hi:lo]`: bits lo .. hi-1. The bounds are literal digits.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExtractExpr {
    pub expr: Expr,
    pub hi: Name,
    pub lo: Name,
}

/// `expr : ty`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CoerceExpr {
    pub expr: Expr,
    pub ty: Type,
}

/// `if cond then then_ else else_`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IfThenElse {
    pub cond: Expr,
    pub then_: Expr,
    pub else_: Expr,
}

/// The binder of a quantifier expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum QuantKind {
    Forall,
    Exists,
    Lambda,
}

/// `(forall<a> x: T, y: U :: {:attr} {trigger} body)`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QuantExpr {
    pub kind: QuantKind,
    pub type_params: Vec<Ident>,
    pub vars: Vec<Variable>,
    pub attrs: Attrs,
    pub triggers: Vec<Trigger>,
    pub body: Expr,
}

/// `(var x, y := e1, e2; {:attr} body)`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LetExpr {
    pub vars: Vec<LetVar>,
    pub rhs: Vec<Expr>,
    pub attrs: Attrs,
    pub body: Expr,
}

/// A let-bound variable `{:attr} x` (its type is inferred). Span: the name.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LetVar {
    pub attrs: Attrs,
    pub name: Ident,
}

/// `expr is Ctor`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IsExpr {
    pub expr: Expr,
    pub ctor: Ident,
}

/// `expr->field`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FieldExpr {
    pub expr: Expr,
    pub field: Ident,
}

/// `expr->(field := value)`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FieldUpdateExpr {
    pub expr: Expr,
    pub field: Ident,
    pub value: Expr,
}

/// A code expression `|{ var x: T; L: cmds goto M; M: return e; }|`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CodeExpr {
    pub locals: Vec<Variable>,
    pub blocks: Vec<SpecBlock>,
}

/// A labelled block of a code expression: `L: cmds goto M, N;` or `L: cmds return e;`.
/// `cmds` holds only simple commands. Span: the label.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SpecBlock {
    pub label: Ident,
    pub cmds: Vec<Stmt>,
    pub transfer: SpecTransfer,
    pub span: Span,
}

/// How a code-expression block ends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum SpecTransfer {
    /// `goto {:attr} L1, L2;`
    Goto(GotoCmd),
    /// `return {:attr} e;`; span: `return`.
    Return { attrs: Attrs, expr: Expr, span: Span },
}
