//! The hash-consed SMT term DAG: `TermStore`, term ids, operators and the simplifying builders.
//!
//! Every term lives in one [`TermStore`] (a `Vec` of nodes plus a memo map)
//! and is addressed by a [`TermId`]; building a term that already exists
//! returns the existing id, so structural equality is id equality and sharing
//! is free (thesis sections 3.6 and 5.4). There is no global state: two stores
//! are independent.
//!
//! Builders check sorts and simplify where it is trivial:
//! `and(true, x) = x`, nested `and`/`or` are flattened, `not(not x) = x`,
//! `ite(true, a, b) = a`, `(= a a) = true`, and integer arithmetic and
//! comparisons on literals are folded when the result fits in `i128`.

use std::collections::HashMap;
use std::fmt;

use crate::sort::Sort;

/// The id of a term in a [`TermStore`]; `Display` prints `t<n>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TermId(u32);

/// The id of a declared function (or constant) in a [`TermStore`]; `Display` prints `f<n>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FunId(u32);

/// The id of a group of (possibly mutually recursive) datatypes; `Display` prints `d<n>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DatatypeGroupId(u32);

/// Built-in SMT-LIB operators with sort checking.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// `not`.
    Not,
    /// `and` (n-ary).
    And,
    /// `or` (n-ary).
    Or,
    /// `xor` (binary).
    Xor,
    /// `=>` (binary).
    Implies,
    /// `=` (n-ary, same sort).
    Eq,
    /// `distinct` (n-ary, same sort).
    Distinct,
    /// `ite`.
    Ite,
    /// `+` on `Int` or `Real`.
    Add,
    /// `-` with two or more arguments.
    Sub,
    /// unary `-`.
    Neg,
    /// `*` on `Int` or `Real`.
    Mul,
    /// `div` on `Int`.
    IntDiv,
    /// `mod` on `Int`.
    Mod,
    /// `/` on `Real`.
    RealDiv,
    /// `<=`.
    Le,
    /// `<`.
    Lt,
    /// `>=`.
    Ge,
    /// `>`.
    Gt,
    /// `to_real`.
    ToReal,
    /// `to_int`.
    ToInt,
    /// `select`.
    Select,
    /// `store`.
    Store,
    /// A bit-vector operation whose arguments all have the same width and whose result has that width
    /// (`bvadd`, `bvand`, `bvnot`, ...), by its SMT-LIB name.
    BvArith(BvOp),
    /// A bit-vector comparison (`bvult`, `bvsle`, ...), by its SMT-LIB name.
    BvCmp(BvCmp),
    /// `concat`.
    Concat,
    /// `(_ extract hi lo)`.
    Extract(u32, u32),
    /// `(_ zero_extend k)`.
    ZeroExtend(u32),
    /// `(_ sign_extend k)`.
    SignExtend(u32),
    /// `(_ is C)`: the tester of datatype constructor `C`.
    Is(FunId),
    /// An unchecked built-in: `(name args...)` with a caller-given result sort,
    /// for solver built-ins this crate does not model (e.g. Boogie's `{:bvbuiltin "..."}`).
    Builtin(Box<str>, Sort),
}

/// Bit-vector operations with arguments and result of one width.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BvOp {
    /// `bvnot` (unary).
    Not,
    /// `bvneg` (unary).
    Neg,
    /// `bvadd`.
    Add,
    /// `bvsub`.
    Sub,
    /// `bvmul`.
    Mul,
    /// `bvudiv`.
    Udiv,
    /// `bvurem`.
    Urem,
    /// `bvsdiv`.
    Sdiv,
    /// `bvsrem`.
    Srem,
    /// `bvsmod`.
    Smod,
    /// `bvand`.
    And,
    /// `bvor`.
    Or,
    /// `bvxor`.
    Xor,
    /// `bvshl`.
    Shl,
    /// `bvlshr`.
    Lshr,
    /// `bvashr`.
    Ashr,
}

/// Bit-vector comparisons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BvCmp {
    /// `bvult`.
    Ult,
    /// `bvule`.
    Ule,
    /// `bvugt`.
    Ugt,
    /// `bvuge`.
    Uge,
    /// `bvslt`.
    Slt,
    /// `bvsle`.
    Sle,
    /// `bvsgt`.
    Sgt,
    /// `bvsge`.
    Sge,
}

/// `forall` or `exists`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Quantifier {
    /// `forall`.
    Forall,
    /// `exists`.
    Exists,
}

/// One node of the DAG; children are ids of other nodes of the same store.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Node {
    /// `true` / `false`.
    Bool(bool),
    /// An integer literal, canonical decimal (`0`, `42`, `-7`); printed as `(- 7)` when negative.
    Int(Box<str>),
    /// A non-negative decimal real literal in canonical form (`1.5`, `2.0`).
    Real(Box<str>),
    /// A bit-vector literal: decimal value and width, printed `(_ bvV W)`.
    BitVec(Box<str>, u32),
    /// An application of a declared function; a constant when `args` is empty.
    App(FunId, Box<[TermId]>),
    /// A bound variable (of a quantifier), identified by name and sort.
    Var(Box<str>, Sort),
    /// A built-in operator application.
    Op(Op, Box<[TermId]>),
    /// A quantifier: bound variables (`Var` nodes), body, trigger patterns (each a
    /// multi-pattern), optional `:qid` and `:weight`.
    Quant {
        /// `forall` or `exists`.
        kind: Quantifier,
        /// The bound variables, all `Node::Var`.
        vars: Box<[TermId]>,
        /// The body, of sort `Bool`.
        body: TermId,
        /// Trigger patterns; each inner list is one `:pattern`.
        patterns: Box<[Box<[TermId]>]>,
        /// `:qid` attribute.
        qid: Option<Box<str>>,
        /// `:weight` attribute.
        weight: Option<u32>,
    },
    /// `(! t :named n)`: a label; the name becomes a solver symbol standing for `t`.
    Named(TermId, Box<str>),
}

/// A declared function: name, argument sorts, result sort, and its role.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunDecl {
    /// The SMT-LIB symbol.
    pub name: String,
    /// Argument sorts (empty for a constant).
    pub args: Vec<Sort>,
    /// Result sort.
    pub result: Sort,
    /// Uninterpreted, or a datatype constructor/selector (declared with its datatype).
    pub role: FunRole,
}

/// What a declared function is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FunRole {
    /// An uninterpreted function or constant, printed with `declare-fun`.
    Uninterpreted,
    /// A datatype constructor (declared by its datatype group).
    Constructor(DatatypeGroupId),
    /// A datatype selector (declared by its datatype group).
    Selector(DatatypeGroupId),
}

/// One datatype of a group: its name and constructors `(name, [(selector, sort)])`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DatatypeDecl {
    /// The datatype's sort name.
    pub name: String,
    /// Constructors with their selector fields.
    pub constructors: Vec<(String, Vec<(String, Sort)>)>,
}

/// A sort error or an ill-formed request to the builders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TermError {
    /// An argument has the wrong sort.
    SortMismatch {
        /// The operator or function.
        op: String,
        /// What was expected, in words.
        expected: String,
        /// The sort found.
        found: Sort,
    },
    /// Wrong number of arguments.
    Arity {
        /// The operator or function.
        op: String,
        /// What was expected, in words.
        expected: String,
        /// How many were given.
        found: usize,
    },
    /// A name that is already declared, reserved, or cannot be printed.
    BadName(String),
    /// A sort that was not declared.
    UnknownSort(String),
    /// A malformed literal.
    BadLiteral(String),
    /// A quantifier variable that is not a `Var` node, or other misuse.
    Malformed(String),
}

/// The term store: hash-consed nodes, their sorts, declared functions, sorts and datatypes.
#[derive(Default)]
pub struct TermStore {
    nodes: Vec<Entry>,
    memo: HashMap<Node, TermId>,
    sorts: Vec<Sort>,
    sort_ids: HashMap<Sort, u32>,
    funs: Vec<FunDecl>,
    fun_names: HashMap<String, FunId>,
    sort_arities: Vec<(String, usize)>,
    sort_names: HashMap<String, usize>,
    /// Sorts the solver knows by name (`Seq`): declared here, never printed.
    builtin_sorts: std::collections::HashSet<String>,
    datatype_groups: Vec<Vec<DatatypeDecl>>,
    datatype_of: HashMap<String, DatatypeGroupId>,
}

struct Entry {
    node: Node,
    sort: u32,
    /// Free bound variables, sorted by id; empty for closed terms.
    free_vars: Box<[TermId]>,
}

/// Names starting with this character are reserved for the printer's fresh names.
pub const RESERVED_PREFIX: char = '%';

impl TermId {
    /// The index of the node in its store.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for TermId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "t{}", self.0)
    }
}

impl fmt::Display for FunId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "f{}", self.0)
    }
}

impl fmt::Display for DatatypeGroupId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "d{}", self.0)
    }
}

impl fmt::Display for TermError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TermError::SortMismatch { op, expected, found } => {
                write!(f, "sort mismatch in '{op}': expected {expected}, found {found}")
            }
            TermError::Arity { op, expected, found } => {
                write!(f, "wrong number of arguments to '{op}': expected {expected}, found {found}")
            }
            TermError::BadName(msg) => write!(f, "bad name: {msg}"),
            TermError::UnknownSort(name) => write!(f, "undeclared sort '{name}'"),
            TermError::BadLiteral(msg) => write!(f, "bad literal: {msg}"),
            TermError::Malformed(msg) => write!(f, "malformed term: {msg}"),
        }
    }
}

impl std::error::Error for TermError {}

impl Op {
    /// The SMT-LIB spelling of the operator head (indexed operators include their indices).
    pub fn smt_name(&self, store: &TermStore) -> String {
        match self {
            Op::Not => "not".into(),
            Op::And => "and".into(),
            Op::Or => "or".into(),
            Op::Xor => "xor".into(),
            Op::Implies => "=>".into(),
            Op::Eq => "=".into(),
            Op::Distinct => "distinct".into(),
            Op::Ite => "ite".into(),
            Op::Add => "+".into(),
            Op::Sub | Op::Neg => "-".into(),
            Op::Mul => "*".into(),
            Op::IntDiv => "div".into(),
            Op::Mod => "mod".into(),
            Op::RealDiv => "/".into(),
            Op::Le => "<=".into(),
            Op::Lt => "<".into(),
            Op::Ge => ">=".into(),
            Op::Gt => ">".into(),
            Op::ToReal => "to_real".into(),
            Op::ToInt => "to_int".into(),
            Op::Select => "select".into(),
            Op::Store => "store".into(),
            Op::BvArith(op) => op.smt_name().into(),
            Op::BvCmp(op) => op.smt_name().into(),
            Op::Concat => "concat".into(),
            Op::Extract(hi, lo) => format!("(_ extract {hi} {lo})"),
            Op::ZeroExtend(k) => format!("(_ zero_extend {k})"),
            Op::SignExtend(k) => format!("(_ sign_extend {k})"),
            Op::Is(ctor) => format!("(_ is {})", crate::print::quote_symbol(&store.fun(*ctor).name)),
            Op::Builtin(name, _) => name.to_string(),
        }
    }
}

impl BvOp {
    /// The SMT-LIB name.
    pub fn smt_name(self) -> &'static str {
        match self {
            BvOp::Not => "bvnot",
            BvOp::Neg => "bvneg",
            BvOp::Add => "bvadd",
            BvOp::Sub => "bvsub",
            BvOp::Mul => "bvmul",
            BvOp::Udiv => "bvudiv",
            BvOp::Urem => "bvurem",
            BvOp::Sdiv => "bvsdiv",
            BvOp::Srem => "bvsrem",
            BvOp::Smod => "bvsmod",
            BvOp::And => "bvand",
            BvOp::Or => "bvor",
            BvOp::Xor => "bvxor",
            BvOp::Shl => "bvshl",
            BvOp::Lshr => "bvlshr",
            BvOp::Ashr => "bvashr",
        }
    }

    fn is_unary(self) -> bool {
        matches!(self, BvOp::Not | BvOp::Neg)
    }
}

impl BvCmp {
    /// The SMT-LIB name.
    pub fn smt_name(self) -> &'static str {
        match self {
            BvCmp::Ult => "bvult",
            BvCmp::Ule => "bvule",
            BvCmp::Ugt => "bvugt",
            BvCmp::Uge => "bvuge",
            BvCmp::Slt => "bvslt",
            BvCmp::Sle => "bvsle",
            BvCmp::Sgt => "bvsgt",
            BvCmp::Sge => "bvsge",
        }
    }
}

impl TermStore {
    /// An empty store.
    pub fn new() -> TermStore {
        TermStore::default()
    }

    /// Number of nodes in the store.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// True when the store has no nodes.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The node of a term.
    pub fn node(&self, t: TermId) -> &Node {
        &self.nodes[t.index()].node
    }

    /// The sort of a term.
    pub fn sort(&self, t: TermId) -> &Sort {
        &self.sorts[self.nodes[t.index()].sort as usize]
    }

    /// Whether some term of the store has a sort that is or contains an array sort (the
    /// sorts are interned, so this looks at each distinct sort once).
    pub fn has_array_terms(&self) -> bool {
        fn has(s: &Sort) -> bool {
            match s {
                Sort::Array(..) => true,
                Sort::Uninterpreted(_, args) => args.iter().any(has),
                _ => false,
            }
        }
        self.sorts.iter().any(has)
    }

    /// The free bound variables of a term, sorted by id (empty for closed terms).
    pub fn free_vars(&self, t: TermId) -> &[TermId] {
        &self.nodes[t.index()].free_vars
    }

    /// True if the term has no free bound variables.
    pub fn is_closed(&self, t: TermId) -> bool {
        self.nodes[t.index()].free_vars.is_empty()
    }

    /// A key that two terms share exactly when they are equal up to the names of bound
    /// variables (alpha-equivalence): the variables of `params` stand for their positions,
    /// and those bound by quantifiers inside `t` for their binding depth and position.
    /// Patterns, `:qid` and `:weight` count. `None` when `t`, unfolded as a tree, has more
    /// than `limit` nodes (the key would be too large to be worth it).
    pub fn alpha_key(&self, t: TermId, params: &[TermId], limit: usize) -> Option<String> {
        use std::fmt::Write as _;
        enum Step {
            Term(TermId),
            Text(&'static str),
            /// Leaves a quantifier's scope: drops its variables.
            Unbind(usize),
        }
        let mut out = String::new();
        // Bound variables in scope, innermost last: (variable, canonical name).
        let mut scope: Vec<(TermId, String)> =
            params.iter().enumerate().map(|(i, v)| (*v, format!("p{i}"))).collect();
        let mut depth = 0usize;
        let mut stack = vec![Step::Term(t)];
        let mut budget = limit;
        while let Some(step) = stack.pop() {
            let t = match step {
                Step::Term(t) => t,
                Step::Text(s) => {
                    out.push_str(s);
                    continue;
                }
                Step::Unbind(n) => {
                    scope.truncate(scope.len() - n);
                    depth -= 1;
                    continue;
                }
            };
            budget = budget.checked_sub(1)?;
            match self.node(t) {
                Node::Var(..) => match scope.iter().rev().find(|(v, _)| *v == t) {
                    Some((_, name)) => out.push_str(name),
                    None => {
                        let _ = write!(out, "{t}");
                    }
                },
                Node::Bool(_) | Node::Int(_) | Node::Real(_) | Node::BitVec(..) => {
                    let _ = write!(out, "{:?}", self.node(t));
                }
                Node::App(f, args) => {
                    let _ = write!(out, "({f}");
                    stack.push(Step::Text(")"));
                    stack.extend(args.iter().rev().flat_map(|a| [Step::Term(*a), Step::Text(" ")]));
                }
                Node::Op(op, args) => {
                    let _ = write!(out, "({op:?}");
                    stack.push(Step::Text(")"));
                    stack.extend(args.iter().rev().flat_map(|a| [Step::Term(*a), Step::Text(" ")]));
                }
                Node::Named(inner, name) => {
                    let _ = write!(out, "(! {name} ");
                    stack.push(Step::Text(")"));
                    stack.push(Step::Term(*inner));
                }
                Node::Quant { kind, vars, body, patterns, qid, weight } => {
                    depth += 1;
                    let _ = write!(out, "({kind:?} {qid:?} {weight:?} (");
                    for (i, v) in vars.iter().enumerate() {
                        let name = format!("b{depth}.{i}");
                        let _ = write!(out, "{name}:{:?} ", self.sort(*v));
                        scope.push((*v, name));
                    }
                    out.push(')');
                    stack.push(Step::Unbind(vars.len()));
                    stack.push(Step::Text(")"));
                    for p in patterns.iter().rev() {
                        stack.push(Step::Text(")"));
                        stack.extend(p.iter().rev().flat_map(|a| [Step::Term(*a), Step::Text(" ")]));
                        stack.push(Step::Text(" (:pattern"));
                    }
                    stack.push(Step::Term(*body));
                    stack.push(Step::Text(" "));
                }
            }
        }
        Some(out)
    }

    /// The children of a term, in print order (quantifier: variables, body, pattern terms).
    pub fn children(&self, t: TermId) -> Vec<TermId> {
        let mut out = Vec::new();
        self.for_each_child(t, |c| out.push(c));
        out
    }

    /// Calls `f` on each child of `t`, in print order.
    pub fn for_each_child(&self, t: TermId, mut f: impl FnMut(TermId)) {
        match self.node(t) {
            Node::Bool(_) | Node::Int(_) | Node::Real(_) | Node::BitVec(..) | Node::Var(..) => {}
            Node::App(_, args) | Node::Op(_, args) => args.iter().copied().for_each(f),
            Node::Quant { vars, body, patterns, .. } => {
                vars.iter().copied().for_each(&mut f);
                f(*body);
                for pattern in patterns.iter() {
                    pattern.iter().copied().for_each(&mut f);
                }
            }
            Node::Named(inner, _) => f(*inner),
        }
    }

    /// A declared function.
    pub fn fun(&self, f: FunId) -> &FunDecl {
        &self.funs[f.0 as usize]
    }

    /// The function declared under `name`, if any.
    pub fn fun_by_name(&self, name: &str) -> Option<FunId> {
        self.fun_names.get(name).copied()
    }

    /// The datatype group that declares datatype `name`.
    pub fn datatype_group_of(&self, name: &str) -> Option<DatatypeGroupId> {
        self.datatype_of.get(name).copied()
    }

    /// The datatypes of a group, in declaration order.
    pub fn datatype_group(&self, g: DatatypeGroupId) -> &[DatatypeDecl] {
        &self.datatype_groups[g.0 as usize]
    }

    /// The arity of a declared uninterpreted sort.
    pub fn sort_arity(&self, name: &str) -> Option<usize> {
        self.sort_names.get(name).map(|i| self.sort_arities[*i].1)
    }

    // ---- declarations ----

    /// Declares an uninterpreted sort (constructor) with `arity` parameters: `(declare-sort name arity)`.
    pub fn declare_sort(&mut self, name: &str, arity: usize) -> Result<(), TermError> {
        check_name(name)?;
        if self.sort_names.contains_key(name) || self.datatype_of.contains_key(name) {
            return Err(TermError::BadName(format!("sort '{name}' is already declared")));
        }
        self.sort_names.insert(name.to_string(), self.sort_arities.len());
        self.sort_arities.push((name.to_string(), arity));
        Ok(())
    }

    /// Declares a sort constructor the solver has built in (z3's and cvc5's `Seq`): used
    /// like a declared sort, but no `declare-sort` is printed for it.
    pub fn declare_builtin_sort(&mut self, name: &str, arity: usize) -> Result<(), TermError> {
        self.declare_sort(name, arity)?;
        self.builtin_sorts.insert(name.to_string());
        Ok(())
    }

    /// Whether `name` was declared by [`TermStore::declare_builtin_sort`].
    pub fn is_builtin_sort(&self, name: &str) -> bool {
        self.builtin_sorts.contains(name)
    }

    /// Declares an uninterpreted function `(declare-fun name (args) result)`.
    pub fn declare_fun(&mut self, name: &str, args: &[Sort], result: Sort) -> Result<FunId, TermError> {
        check_name(name)?;
        for sort in args.iter().chain(std::iter::once(&result)) {
            self.check_sort(sort)?;
        }
        self.add_fun(FunDecl { name: name.to_string(), args: args.to_vec(), result, role: FunRole::Uninterpreted })
    }

    /// Declares a constant and returns the term for it.
    pub fn declare_const(&mut self, name: &str, sort: Sort) -> Result<TermId, TermError> {
        let f = self.declare_fun(name, &[], sort)?;
        self.app(f, &[])
    }

    /// Declares a group of mutually recursive datatypes; returns the group id and,
    /// for each datatype in order, its constructors' ids and their selectors' ids.
    #[allow(clippy::type_complexity)]
    pub fn declare_datatypes(
        &mut self,
        decls: &[DatatypeDecl],
    ) -> Result<(DatatypeGroupId, Vec<Vec<(FunId, Vec<FunId>)>>), TermError> {
        let group = DatatypeGroupId(self.datatype_groups.len() as u32);
        for decl in decls {
            check_name(&decl.name)?;
            if self.sort_names.contains_key(&decl.name) || self.datatype_of.contains_key(&decl.name) {
                return Err(TermError::BadName(format!("sort '{}' is already declared", decl.name)));
            }
            if decl.constructors.is_empty() {
                return Err(TermError::Malformed(format!("datatype '{}' has no constructors", decl.name)));
            }
        }
        for decl in decls {
            self.datatype_of.insert(decl.name.clone(), group);
        }
        let mut out = Vec::new();
        let mut result = Ok(());
        'decls: for decl in decls {
            let dt_sort = Sort::Datatype(decl.name.clone());
            let mut ctors = Vec::new();
            for (ctor, fields) in &decl.constructors {
                for (_, sort) in fields {
                    if let Err(e) = self.check_sort(sort) {
                        result = Err(e);
                        break 'decls;
                    }
                }
                let field_sorts: Vec<Sort> = fields.iter().map(|(_, s)| s.clone()).collect();
                let c = match check_name(ctor).and_then(|()| {
                    self.add_fun(FunDecl {
                        name: ctor.clone(),
                        args: field_sorts,
                        result: dt_sort.clone(),
                        role: FunRole::Constructor(group),
                    })
                }) {
                    Ok(c) => c,
                    Err(e) => {
                        result = Err(e);
                        break 'decls;
                    }
                };
                let mut sels = Vec::new();
                for (sel, sort) in fields {
                    match check_name(sel).and_then(|()| {
                        self.add_fun(FunDecl {
                            name: sel.clone(),
                            args: vec![dt_sort.clone()],
                            result: sort.clone(),
                            role: FunRole::Selector(group),
                        })
                    }) {
                        Ok(s) => sels.push(s),
                        Err(e) => {
                            result = Err(e);
                            break 'decls;
                        }
                    }
                }
                ctors.push((c, sels));
            }
            out.push(ctors);
        }
        if let Err(e) = result {
            for decl in decls {
                self.datatype_of.remove(&decl.name);
            }
            return Err(e);
        }
        self.datatype_groups.push(decls.to_vec());
        Ok((group, out))
    }

    fn add_fun(&mut self, decl: FunDecl) -> Result<FunId, TermError> {
        if self.fun_names.contains_key(&decl.name) {
            return Err(TermError::BadName(format!("function '{}' is already declared", decl.name)));
        }
        let id = FunId(self.funs.len() as u32);
        self.fun_names.insert(decl.name.clone(), id);
        self.funs.push(decl);
        Ok(id)
    }

    /// Checks that every uninterpreted sort and datatype in `sort` is declared (with the right arity).
    pub fn check_sort(&self, sort: &Sort) -> Result<(), TermError> {
        match sort {
            Sort::Bool | Sort::Int | Sort::Real => Ok(()),
            Sort::BitVec(0) => Err(TermError::Malformed("bit-vector width 0".into())),
            Sort::BitVec(_) => Ok(()),
            Sort::Array(i, e) => {
                self.check_sort(i)?;
                self.check_sort(e)
            }
            Sort::Uninterpreted(name, args) => match self.sort_arity(name) {
                None => Err(TermError::UnknownSort(name.clone())),
                Some(arity) if arity != args.len() => Err(TermError::Arity {
                    op: name.clone(),
                    expected: arity.to_string(),
                    found: args.len(),
                }),
                Some(_) => args.iter().try_for_each(|a| self.check_sort(a)),
            },
            Sort::Datatype(name) => {
                if self.datatype_of.contains_key(name) {
                    Ok(())
                } else {
                    Err(TermError::UnknownSort(name.clone()))
                }
            }
        }
    }

    // ---- leaves ----

    /// `true` or `false`.
    pub fn bool(&mut self, b: bool) -> TermId {
        self.intern(Node::Bool(b), Sort::Bool, Box::new([]))
    }

    /// `true`.
    pub fn tt(&mut self) -> TermId {
        self.bool(true)
    }

    /// `false`.
    pub fn ff(&mut self) -> TermId {
        self.bool(false)
    }

    /// An integer literal.
    pub fn int(&mut self, value: i128) -> TermId {
        self.intern(Node::Int(value.to_string().into()), Sort::Int, Box::new([]))
    }

    /// An integer literal of any size, from decimal text (`-12`, `340282366920938463463374607431768211456`).
    pub fn int_from_str(&mut self, text: &str) -> Result<TermId, TermError> {
        let (neg, digits) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(TermError::BadLiteral(format!("'{text}' is not an integer")));
        }
        let digits = digits.trim_start_matches('0');
        let canonical = match (digits.is_empty(), neg) {
            (true, _) => "0".to_string(),
            (false, true) => format!("-{digits}"),
            (false, false) => digits.to_string(),
        };
        Ok(self.intern(Node::Int(canonical.into()), Sort::Int, Box::new([])))
    }

    /// A real literal from decimal text (`1.5`, `-0.25`, `3`).
    pub fn real_from_str(&mut self, text: &str) -> Result<TermId, TermError> {
        let (neg, body) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let (int_part, frac_part) = match body.split_once('.') {
            Some((i, f)) => (i, f),
            None => (body, ""),
        };
        let ok = !int_part.is_empty()
            && int_part.bytes().all(|b| b.is_ascii_digit())
            && frac_part.bytes().all(|b| b.is_ascii_digit());
        if !ok {
            return Err(TermError::BadLiteral(format!("'{text}' is not a decimal")));
        }
        let int_part = match int_part.trim_start_matches('0') {
            "" => "0",
            s => s,
        };
        let frac_part = match frac_part.trim_end_matches('0') {
            "" => "0",
            s => s,
        };
        let lit = self.intern(Node::Real(format!("{int_part}.{frac_part}").into()), Sort::Real, Box::new([]));
        if neg && !(int_part == "0" && frac_part == "0") {
            self.app_op(Op::Neg, &[lit])
        } else {
            Ok(lit)
        }
    }

    /// A bit-vector literal of `width` bits from a non-negative decimal value.
    pub fn bv_from_str(&mut self, value: &str, width: u32) -> Result<TermId, TermError> {
        if width == 0 {
            return Err(TermError::BadLiteral("bit-vector width 0".into()));
        }
        if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
            return Err(TermError::BadLiteral(format!("'{value}' is not a non-negative integer")));
        }
        let value = match value.trim_start_matches('0') {
            "" => "0",
            s => s,
        };
        if width < 128 {
            let fits = value.parse::<u128>().map(|v| v >> width == 0).unwrap_or(false);
            if !fits {
                return Err(TermError::BadLiteral(format!("{value} does not fit in {width} bits")));
            }
        }
        Ok(self.intern(Node::BitVec(value.into(), width), Sort::BitVec(width), Box::new([])))
    }

    /// A bit-vector literal from a `u128`.
    pub fn bv(&mut self, value: u128, width: u32) -> Result<TermId, TermError> {
        self.bv_from_str(&value.to_string(), width)
    }

    /// A bound variable for use in a quantifier.
    pub fn var(&mut self, name: &str, sort: Sort) -> Result<TermId, TermError> {
        check_name(name)?;
        self.check_sort(&sort)?;
        let node = Node::Var(name.into(), sort.clone());
        if let Some(id) = self.memo.get(&node) {
            return Ok(*id);
        }
        let id = TermId(self.nodes.len() as u32);
        self.intern_with_free(node, sort, Some(id));
        Ok(id)
    }

    // ---- applications ----

    /// An application of a declared function (constructors and selectors included).
    pub fn app(&mut self, f: FunId, args: &[TermId]) -> Result<TermId, TermError> {
        let decl = self.fun(f);
        if decl.args.len() != args.len() {
            return Err(TermError::Arity {
                op: decl.name.clone(),
                expected: decl.args.len().to_string(),
                found: args.len(),
            });
        }
        for (expected, arg) in decl.args.iter().zip(args) {
            if self.sort(*arg) != expected {
                return Err(TermError::SortMismatch {
                    op: decl.name.clone(),
                    expected: expected.to_string(),
                    found: self.sort(*arg).clone(),
                });
            }
        }
        let result = decl.result.clone();
        Ok(self.intern_app(Node::App(f, args.into()), result))
    }

    /// `(! t :named name)`: labels a closed term; the name becomes a solver symbol.
    pub fn named(&mut self, t: TermId, name: &str) -> Result<TermId, TermError> {
        check_name(name)?;
        if !self.is_closed(t) {
            return Err(TermError::Malformed(format!("named term '{name}' has free variables")));
        }
        let sort = self.sort(t).clone();
        Ok(self.intern_app(Node::Named(t, name.into()), sort))
    }

    /// A quantifier over `vars` (`Var` nodes) with trigger patterns (each a multi-pattern).
    pub fn quant(
        &mut self,
        kind: Quantifier,
        vars: &[TermId],
        body: TermId,
        patterns: &[Vec<TermId>],
        qid: Option<&str>,
        weight: Option<u32>,
    ) -> Result<TermId, TermError> {
        for v in vars {
            if !matches!(self.node(*v), Node::Var(..)) {
                return Err(TermError::Malformed(format!("quantified {v} is not a bound variable")));
            }
        }
        self.expect_sort("quantifier", body, &Sort::Bool)?;
        if vars.is_empty() {
            return Ok(body);
        }
        if let Some(q) = qid {
            check_name(q)?;
        }
        // A quantifier whose body is a literal is that literal.
        if let Node::Bool(_) = self.node(body) {
            return Ok(body);
        }
        let mut children: Vec<TermId> = vars.to_vec();
        children.push(body);
        for p in patterns {
            if p.is_empty() {
                return Err(TermError::Malformed("empty pattern".into()));
            }
            children.extend(p.iter().copied());
        }
        let mut free = self.union_free(&children);
        free.retain(|v| !vars.contains(v));
        let node = Node::Quant {
            kind,
            vars: vars.into(),
            body,
            patterns: patterns.iter().map(|p| p.clone().into_boxed_slice()).collect(),
            qid: qid.map(Into::into),
            weight,
        };
        Ok(self.intern(node, Sort::Bool, free.into_boxed_slice()))
    }

    /// `t` with the bound variables that are keys of `map` replaced by their values (of
    /// the same sort). Only sub-terms in which such a variable is free are rebuilt, through
    /// the usual builders (so they are checked and simplified again). A quantifier that
    /// binds one of the variables itself, or a label over a replaced sub-term, is refused
    /// (`Malformed`): the caller keeps the term as it is.
    pub fn substitute(&mut self, t: TermId, map: &HashMap<TermId, TermId>) -> Result<TermId, TermError> {
        for (v, r) in map {
            if !matches!(self.node(*v), Node::Var(..)) || self.sort(*v) != self.sort(*r) {
                return Err(TermError::Malformed(format!("substitution of {v} by {r}")));
            }
        }
        let mut done: HashMap<TermId, TermId> = HashMap::new();
        let mut stack = vec![(t, false)];
        while let Some((n, expanded)) = stack.pop() {
            if done.contains_key(&n) {
                continue;
            }
            if let Some(r) = map.get(&n) {
                done.insert(n, *r);
                continue;
            }
            if !self.free_vars(n).iter().any(|v| map.contains_key(v)) {
                done.insert(n, n);
                continue;
            }
            if !expanded {
                stack.push((n, true));
                self.for_each_child(n, |c| stack.push((c, false)));
                continue;
            }
            let new = match self.node(n).clone() {
                Node::App(f, args) => {
                    let args: Vec<TermId> = args.iter().map(|a| done[a]).collect();
                    self.app(f, &args)?
                }
                Node::Op(op, args) => {
                    let args: Vec<TermId> = args.iter().map(|a| done[a]).collect();
                    self.app_op(op, &args)?
                }
                Node::Quant { kind, vars, body, patterns, qid, weight } => {
                    if vars.iter().any(|v| map.contains_key(v)) {
                        return Err(TermError::Malformed("substitution of a variable a quantifier binds".into()));
                    }
                    let patterns: Vec<Vec<TermId>> =
                        patterns.iter().map(|p| p.iter().map(|x| done[x]).collect()).collect();
                    self.quant(kind, &vars, done[&body], &patterns, qid.as_deref(), weight)?
                }
                _ => return Err(TermError::Malformed("substitution under a label".into())),
            };
            done.insert(n, new);
        }
        Ok(done[&t])
    }

    /// `forall` without patterns or attributes.
    pub fn forall(&mut self, vars: &[TermId], body: TermId) -> Result<TermId, TermError> {
        self.quant(Quantifier::Forall, vars, body, &[], None, None)
    }

    /// `exists` without patterns or attributes.
    pub fn exists(&mut self, vars: &[TermId], body: TermId) -> Result<TermId, TermError> {
        self.quant(Quantifier::Exists, vars, body, &[], None, None)
    }

    // ---- convenience builders ----

    /// `(not a)`.
    pub fn not(&mut self, a: TermId) -> Result<TermId, TermError> {
        self.app_op(Op::Not, &[a])
    }
    /// `(and args...)`.
    pub fn and(&mut self, args: &[TermId]) -> Result<TermId, TermError> {
        self.app_op(Op::And, args)
    }
    /// `(or args...)`.
    pub fn or(&mut self, args: &[TermId]) -> Result<TermId, TermError> {
        self.app_op(Op::Or, args)
    }
    /// `(=> a b)`.
    pub fn implies(&mut self, a: TermId, b: TermId) -> Result<TermId, TermError> {
        self.app_op(Op::Implies, &[a, b])
    }
    /// `(= a b)`.
    pub fn eq(&mut self, a: TermId, b: TermId) -> Result<TermId, TermError> {
        self.app_op(Op::Eq, &[a, b])
    }
    /// `(ite c a b)`.
    pub fn ite(&mut self, c: TermId, a: TermId, b: TermId) -> Result<TermId, TermError> {
        self.app_op(Op::Ite, &[c, a, b])
    }
    /// `(+ a b)`.
    pub fn add(&mut self, a: TermId, b: TermId) -> Result<TermId, TermError> {
        self.app_op(Op::Add, &[a, b])
    }

    /// A built-in operator application: checks sorts, then simplifies.
    pub fn app_op(&mut self, op: Op, args: &[TermId]) -> Result<TermId, TermError> {
        let sort = self.check_op(&op, args)?;
        if let Some(t) = self.simplify(&op, args)? {
            return Ok(t);
        }
        Ok(self.intern_app(Node::Op(op, args.into()), sort))
    }

    // ---- internals ----

    fn expect_sort(&self, op: &str, t: TermId, sort: &Sort) -> Result<(), TermError> {
        if self.sort(t) == sort {
            Ok(())
        } else {
            Err(TermError::SortMismatch { op: op.into(), expected: sort.to_string(), found: self.sort(t).clone() })
        }
    }

    fn arity(op: &Op, args: &[TermId], min: usize, max: Option<usize>) -> Result<(), TermError> {
        let ok = args.len() >= min && max.is_none_or(|m| args.len() <= m);
        if ok {
            return Ok(());
        }
        let expected = match max {
            Some(m) if m == min => min.to_string(),
            Some(m) => format!("{min} to {m}"),
            None => format!("at least {min}"),
        };
        Err(TermError::Arity { op: format!("{op:?}").to_lowercase(), expected, found: args.len() })
    }

    /// Checks arity and sorts; returns the result sort.
    /// Checks `select`/`store` on an array; returns the result sort.
    fn check_array_op(&self, op: &Op, args: &[TermId]) -> Result<Sort, TermError> {
        let name = |op: &Op| format!("{op:?}").to_lowercase();
        let n = if *op == Op::Select { 2 } else { 3 };
        Self::arity(op, args, n, Some(n))?;
        let (index, element) = match self.sort(args[0]) {
            Sort::Array(i, e) => ((**i).clone(), (**e).clone()),
            other => {
                return Err(TermError::SortMismatch {
                    op: name(op),
                    expected: "an array".into(),
                    found: other.clone(),
                })
            }
        };
        self.expect_sort(&name(op), args[1], &index)?;
        if *op == Op::Select {
            Ok(element)
        } else {
            self.expect_sort(&name(op), args[2], &element)?;
            Ok(self.sort(args[0]).clone())
        }
    }

    /// Checks a bit-vector operation; returns the result sort.
    fn check_bv_op(&self, op: &Op, args: &[TermId]) -> Result<Sort, TermError> {
        let name = |op: &Op| format!("{op:?}").to_lowercase();
        let same = || -> Result<Sort, TermError> {
            let first = self.sort(args[0]).clone();
            args.iter().try_for_each(|a| self.expect_sort(&name(op), *a, &first))?;
            Ok(first)
        };
        let bv = |t: TermId| -> Result<u32, TermError> {
            self.sort(t).bv_width().ok_or_else(|| TermError::SortMismatch {
                op: name(op),
                expected: "a bit-vector".into(),
                found: self.sort(t).clone(),
            })
        };
        match op {
            Op::BvArith(b) => {
                let n = if b.is_unary() { 1 } else { 2 };
                Self::arity(op, args, n, Some(n))?;
                bv(args[0])?;
                same()
            }
            Op::BvCmp(_) => {
                Self::arity(op, args, 2, Some(2))?;
                bv(args[0])?;
                same()?;
                Ok(Sort::Bool)
            }
            Op::Concat => {
                Self::arity(op, args, 2, None)?;
                let mut width: u64 = 0;
                for a in args {
                    width += u64::from(bv(*a)?);
                }
                let width = u32::try_from(width)
                    .map_err(|_| TermError::Malformed("concat result is too wide".into()))?;
                Ok(Sort::BitVec(width))
            }
            Op::Extract(hi, lo) => {
                Self::arity(op, args, 1, Some(1))?;
                let w = bv(args[0])?;
                if lo > hi || *hi >= w {
                    return Err(TermError::Malformed(format!("extract {hi} {lo} from {w} bits")));
                }
                Ok(Sort::BitVec(hi - lo + 1))
            }
            Op::ZeroExtend(k) | Op::SignExtend(k) => {
                Self::arity(op, args, 1, Some(1))?;
                let w = bv(args[0])?;
                let width = w
                    .checked_add(*k)
                    .ok_or_else(|| TermError::Malformed("extension result is too wide".into()))?;
                Ok(Sort::BitVec(width))
            }
            _ => unreachable!("check_op sends only bit-vector operations here"),
        }
    }

    fn check_op(&self, op: &Op, args: &[TermId]) -> Result<Sort, TermError> {
        let name = |op: &Op| format!("{op:?}").to_lowercase();
        let all = |sort: &Sort| -> Result<(), TermError> {
            args.iter().try_for_each(|a| self.expect_sort(&name(op), *a, sort))
        };
        let same = || -> Result<Sort, TermError> {
            let first = self.sort(args[0]).clone();
            all(&first)?;
            Ok(first)
        };
        let numeric = |sort: &Sort| -> Result<(), TermError> {
            if sort.is_numeric() {
                Ok(())
            } else {
                Err(TermError::SortMismatch { op: name(op), expected: "Int or Real".into(), found: sort.clone() })
            }
        };
        match op {
            Op::Not => {
                Self::arity(op, args, 1, Some(1))?;
                all(&Sort::Bool)?;
                Ok(Sort::Bool)
            }
            Op::And | Op::Or => {
                all(&Sort::Bool)?;
                Ok(Sort::Bool)
            }
            Op::Xor | Op::Implies => {
                Self::arity(op, args, 2, Some(2))?;
                all(&Sort::Bool)?;
                Ok(Sort::Bool)
            }
            Op::Eq | Op::Distinct => {
                Self::arity(op, args, 2, None)?;
                same()?;
                Ok(Sort::Bool)
            }
            Op::Ite => {
                Self::arity(op, args, 3, Some(3))?;
                self.expect_sort("ite", args[0], &Sort::Bool)?;
                let sort = self.sort(args[1]).clone();
                self.expect_sort("ite", args[2], &sort)?;
                Ok(sort)
            }
            Op::Add | Op::Mul => {
                Self::arity(op, args, 1, None)?;
                let sort = same()?;
                numeric(&sort)?;
                Ok(sort)
            }
            Op::Sub => {
                Self::arity(op, args, 2, None)?;
                let sort = same()?;
                numeric(&sort)?;
                Ok(sort)
            }
            Op::Neg => {
                Self::arity(op, args, 1, Some(1))?;
                let sort = same()?;
                numeric(&sort)?;
                Ok(sort)
            }
            Op::IntDiv | Op::Mod => {
                Self::arity(op, args, 2, Some(2))?;
                all(&Sort::Int)?;
                Ok(Sort::Int)
            }
            Op::RealDiv => {
                Self::arity(op, args, 2, Some(2))?;
                all(&Sort::Real)?;
                Ok(Sort::Real)
            }
            Op::Le | Op::Lt | Op::Ge | Op::Gt => {
                Self::arity(op, args, 2, None)?;
                let sort = same()?;
                numeric(&sort)?;
                Ok(Sort::Bool)
            }
            Op::ToReal => {
                Self::arity(op, args, 1, Some(1))?;
                all(&Sort::Int)?;
                Ok(Sort::Real)
            }
            Op::ToInt => {
                Self::arity(op, args, 1, Some(1))?;
                all(&Sort::Real)?;
                Ok(Sort::Int)
            }
            Op::Select | Op::Store => self.check_array_op(op, args),
            Op::BvArith(_) | Op::BvCmp(_) | Op::Concat | Op::Extract(..) | Op::ZeroExtend(_) | Op::SignExtend(_) => self.check_bv_op(op, args),
            Op::Is(ctor) => {
                Self::arity(op, args, 1, Some(1))?;
                let decl = self.fun(*ctor);
                if !matches!(decl.role, FunRole::Constructor(_)) {
                    return Err(TermError::Malformed(format!("'{}' is not a constructor", decl.name)));
                }
                self.expect_sort(&decl.name, args[0], &decl.result.clone())?;
                Ok(Sort::Bool)
            }
            Op::Builtin(name, sort) => {
                check_builtin_name(name)?;
                self.check_sort(sort)?;
                Ok(sort.clone())
            }
        }
    }

    fn bool_value(&self, t: TermId) -> Option<bool> {
        match self.node(t) {
            Node::Bool(b) => Some(*b),
            _ => None,
        }
    }

    fn int_value(&self, t: TermId) -> Option<i128> {
        match self.node(t) {
            Node::Int(text) => text.parse().ok(),
            _ => None,
        }
    }

    fn is_literal(&self, t: TermId) -> bool {
        matches!(self.node(t), Node::Bool(_) | Node::Int(_) | Node::Real(_) | Node::BitVec(..))
    }

    /// Trivial simplifications; `None` means "build the node as is".
    /// `and`/`or` flattened, units and duplicates dropped, an absorbing literal answered.
    fn simplify_and_or(&mut self, op: &Op, args: &[TermId]) -> Result<Option<TermId>, TermError> {
        let is_and = *op == Op::And;
        let unit = is_and; // `true` for and, `false` for or
        let mut flat: Vec<TermId> = Vec::with_capacity(args.len());
        let mut seen = std::collections::HashSet::new();
        let mut stack: Vec<TermId> = args.iter().rev().copied().collect();
        while let Some(a) = stack.pop() {
            match self.node(a) {
                Node::Bool(b) if *b == unit => continue,
                Node::Bool(_) => return Ok(Some(self.bool(!unit))),
                Node::Op(inner_op, inner) if inner_op == op => {
                    stack.extend(inner.iter().rev().copied());
                }
                _ => {
                    if seen.insert(a) {
                        flat.push(a);
                    }
                }
            }
        }
        match flat.len() {
            0 => Ok(Some(self.bool(unit))),
            1 => Ok(Some(flat[0])),
            _ if flat.as_slice() == args => Ok(None),
            _ => Ok(Some(self.intern_app(Node::Op(op.clone(), flat.into()), Sort::Bool))),
        }
    }

    /// Integer `+`/`*` with the literal operands folded into one.
    fn simplify_sum_product(&mut self, op: &Op, args: &[TermId]) -> Result<Option<TermId>, TermError> {
        if *self.sort(args[0]) != Sort::Int {
            return Ok(None);
        }
        let is_add = *op == Op::Add;
        let unit: i128 = if is_add { 0 } else { 1 };
        let mut acc: Option<i128> = Some(unit);
        let mut rest = Vec::new();
        for a in args {
            match self.int_value(*a) {
                Some(v) => {
                    acc = acc.and_then(|x| if is_add { x.checked_add(v) } else { x.checked_mul(v) });
                    if !is_add && v == 0 {
                        return Ok(Some(self.int(0)));
                    }
                }
                None => rest.push(*a),
            }
        }
        let Some(acc) = acc else { return Ok(None) };
        if rest.is_empty() {
            return Ok(Some(self.int(acc)));
        }
        if acc != unit {
            let lit = self.int(acc);
            rest.push(lit);
        }
        if rest.len() == 1 {
            return Ok(Some(rest[0]));
        }
        if rest.as_slice() == args {
            return Ok(None);
        }
        Ok(Some(self.intern_app(Node::Op(op.clone(), rest.into()), Sort::Int)))
    }

    fn simplify(&mut self, op: &Op, args: &[TermId]) -> Result<Option<TermId>, TermError> {
        match op {
            Op::Not => {
                let a = args[0];
                if let Some(b) = self.bool_value(a) {
                    return Ok(Some(self.bool(!b)));
                }
                if let Node::Op(Op::Not, inner) = self.node(a) {
                    return Ok(Some(inner[0]));
                }
                Ok(None)
            }
            Op::And | Op::Or => self.simplify_and_or(op, args),
            Op::Implies => {
                let (a, b) = (args[0], args[1]);
                match (self.bool_value(a), self.bool_value(b)) {
                    (Some(true), _) => Ok(Some(b)),
                    (Some(false), _) | (_, Some(true)) => Ok(Some(self.tt())),
                    (_, Some(false)) => Ok(Some(self.not(a)?)),
                    _ if a == b => Ok(Some(self.tt())),
                    _ => Ok(None),
                }
            }
            Op::Xor => {
                let (a, b) = (args[0], args[1]);
                match (self.bool_value(a), self.bool_value(b)) {
                    (Some(x), Some(y)) => Ok(Some(self.bool(x != y))),
                    (Some(false), _) => Ok(Some(b)),
                    (_, Some(false)) => Ok(Some(a)),
                    _ if a == b => Ok(Some(self.ff())),
                    _ => Ok(None),
                }
            }
            Op::Eq => {
                if args.iter().all(|a| *a == args[0]) {
                    return Ok(Some(self.tt()));
                }
                if args.len() == 2 {
                    let (a, b) = (args[0], args[1]);
                    if self.is_literal(a) && self.is_literal(b) {
                        // Literals are canonical: different ids are different values.
                        return Ok(Some(self.ff()));
                    }
                    match (self.bool_value(a), self.bool_value(b)) {
                        (Some(true), _) => return Ok(Some(b)),
                        (_, Some(true)) => return Ok(Some(a)),
                        (Some(false), _) => return Ok(Some(self.not(b)?)),
                        (_, Some(false)) => return Ok(Some(self.not(a)?)),
                        _ => {}
                    }
                }
                Ok(None)
            }
            Op::Distinct => {
                let mut seen = std::collections::HashSet::new();
                if !args.iter().all(|a| seen.insert(*a)) {
                    return Ok(Some(self.ff()));
                }
                if args.iter().all(|a| self.is_literal(*a)) {
                    return Ok(Some(self.tt()));
                }
                Ok(None)
            }
            Op::Ite => {
                let (c, a, b) = (args[0], args[1], args[2]);
                match self.bool_value(c) {
                    Some(true) => return Ok(Some(a)),
                    Some(false) => return Ok(Some(b)),
                    None => {}
                }
                if a == b {
                    return Ok(Some(a));
                }
                match (self.bool_value(a), self.bool_value(b)) {
                    (Some(true), Some(false)) => Ok(Some(c)),
                    (Some(false), Some(true)) => Ok(Some(self.not(c)?)),
                    _ => Ok(None),
                }
            }
            Op::Add | Op::Mul => self.simplify_sum_product(op, args),
            Op::Sub => {
                if args.len() == 2 {
                    if let (Some(x), Some(y)) = (self.int_value(args[0]), self.int_value(args[1])) {
                        if let Some(v) = x.checked_sub(y) {
                            return Ok(Some(self.int(v)));
                        }
                    }
                    if self.int_value(args[1]) == Some(0) {
                        return Ok(Some(args[0]));
                    }
                }
                Ok(None)
            }
            Op::Neg => {
                if let Some(x) = self.int_value(args[0]) {
                    if let Some(v) = x.checked_neg() {
                        return Ok(Some(self.int(v)));
                    }
                }
                if let Node::Op(Op::Neg, inner) = self.node(args[0]) {
                    return Ok(Some(inner[0]));
                }
                Ok(None)
            }
            Op::Le | Op::Lt | Op::Ge | Op::Gt if args.len() == 2 => {
                if let (Some(x), Some(y)) = (self.int_value(args[0]), self.int_value(args[1])) {
                    let v = match op {
                        Op::Le => x <= y,
                        Op::Lt => x < y,
                        Op::Ge => x >= y,
                        _ => x > y,
                    };
                    return Ok(Some(self.bool(v)));
                }
                if args[0] == args[1] {
                    return Ok(Some(self.bool(matches!(op, Op::Le | Op::Ge))));
                }
                Ok(None)
            }
            _ => Ok(None),
        }
    }

    fn union_free(&self, children: &[TermId]) -> Vec<TermId> {
        let mut free: Vec<TermId> = Vec::new();
        for c in children {
            let fv = self.free_vars(*c);
            if !fv.is_empty() {
                free.extend_from_slice(fv);
            }
        }
        if free.len() > 1 {
            free.sort_unstable();
            free.dedup();
        }
        free
    }

    fn intern_app(&mut self, node: Node, sort: Sort) -> TermId {
        if let Some(id) = self.memo.get(&node) {
            return *id;
        }
        let mut children = Vec::new();
        match &node {
            Node::App(_, args) | Node::Op(_, args) => children.extend_from_slice(args),
            Node::Named(inner, _) => children.push(*inner),
            _ => {}
        }
        let free = self.union_free(&children);
        self.intern(node, sort, free.into_boxed_slice())
    }

    fn intern(&mut self, node: Node, sort: Sort, free_vars: Box<[TermId]>) -> TermId {
        if let Some(id) = self.memo.get(&node) {
            return *id;
        }
        let sort = self.sort_id(sort);
        let id = TermId(self.nodes.len() as u32);
        self.memo.insert(node.clone(), id);
        self.nodes.push(Entry { node, sort, free_vars });
        id
    }

    fn intern_with_free(&mut self, node: Node, sort: Sort, self_var: Option<TermId>) -> TermId {
        let free: Box<[TermId]> = self_var.into_iter().collect();
        self.intern(node, sort, free)
    }

    fn sort_id(&mut self, sort: Sort) -> u32 {
        if let Some(id) = self.sort_ids.get(&sort) {
            return *id;
        }
        let id = self.sorts.len() as u32;
        self.sort_ids.insert(sort.clone(), id);
        self.sorts.push(sort);
        id
    }
}

/// Checks that a user-given name can be printed as an SMT-LIB symbol and is not reserved.
fn check_name(name: &str) -> Result<(), TermError> {
    if name.is_empty() {
        return Err(TermError::BadName("empty name".into()));
    }
    if name.starts_with(RESERVED_PREFIX) {
        return Err(TermError::BadName(format!("'{name}' starts with the reserved '{RESERVED_PREFIX}'")));
    }
    if name.contains('|') || name.contains('\\') {
        return Err(TermError::BadName(format!("'{name}' contains '|' or '\\'")));
    }
    Ok(())
}

fn check_builtin_name(name: &str) -> Result<(), TermError> {
    let ok = !name.is_empty()
        && name.bytes().all(|b| (b.is_ascii_graphic() || b == b' ') && b != b'|' && b != b'"' && b != b';')
        && !name.starts_with(' ')
        && !name.ends_with(' ')
        && name.bytes().filter(|b| *b == b'(').count() == name.bytes().filter(|b| *b == b')').count();
    if ok {
        Ok(())
    } else {
        Err(TermError::BadName(format!("'{name}' is not a printable built-in")))
    }
}
