//! The programs the generator builds and the interpreter runs: a small typed form of the
//! Boogie subset the generator covers, printed to Boogie text by [`crate::print`].
//!
//! Variables are numbered: in a procedure's environment the globals come first
//! (`0..globals.len()`), then the in-parameters, the out-parameters and the locals of its
//! implementation. A function body sees its parameters as `Var(0..n)`.

use std::collections::BTreeMap;
use std::rc::Rc;

/// A Boogie type. `Var(0)` is the type parameter of a polymorphic function or map.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Ty {
    Int,
    Bool,
    Bv(u32),
    /// `[args]res`
    Map(Vec<Ty>, Box<Ty>),
    /// An uninterpreted type: `ref`, `Field T`, `Box T`.
    Ctor(&'static str, Vec<Ty>),
    /// A polymorphic map `<a>[args]res` (one type parameter, `Var(0)`).
    Poly(Vec<Ty>, Box<Ty>),
    Var(u8),
}

impl Ty {
    pub fn map(args: Vec<Ty>, res: Ty) -> Ty {
        Ty::Map(args, Box::new(res))
    }

    /// `self` with `Var(0)` replaced by `t`.
    pub fn subst(&self, t: &Ty) -> Ty {
        match self {
            Ty::Var(_) => t.clone(),
            Ty::Map(a, r) => Ty::Map(a.iter().map(|x| x.subst(t)).collect(), Box::new(r.subst(t))),
            Ty::Ctor(n, a) => Ty::Ctor(n, a.iter().map(|x| x.subst(t)).collect()),
            other => other.clone(),
        }
    }

    /// Whether `==` on this type is decided exactly by comparing the interpreter's values
    /// (maps with int keys are kept normalized; maps over finite key types are not).
    pub fn eq_exact(&self) -> bool {
        match self {
            Ty::Int | Ty::Bool | Ty::Bv(_) | Ty::Ctor(..) => true,
            Ty::Map(a, r) => a.iter().all(|t| *t == Ty::Int) && r.eq_exact(),
            Ty::Poly(..) | Ty::Var(_) => false,
        }
    }
}

/// A value. Maps are kept normalized (no entry equal to the default), so that two int-keyed
/// maps are equal as functions exactly when they are equal as values.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Value {
    Int(i128),
    Bool(bool),
    /// width, bits
    Bv(u32, u64),
    /// An element of an uninterpreted type.
    Elem(u32),
    Map(Rc<MapVal>),
    /// A polymorphic map: one monomorphic map per instance of its type parameter.
    Poly(Rc<BTreeMap<Ty, MapVal>>),
}

impl Value {
    pub fn as_bool(&self) -> bool {
        matches!(self, Value::Bool(true))
    }
}

/// A finite function with a default: `entries` where given, `default` elsewhere.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct MapVal {
    pub default: Value,
    pub entries: BTreeMap<Vec<Value>, Value>,
}

impl MapVal {
    pub fn constant(default: Value) -> MapVal {
        MapVal { default, entries: BTreeMap::new() }
    }

    pub fn get(&self, key: &[Value]) -> Value {
        self.entries.get(key).unwrap_or(&self.default).clone()
    }

    pub fn set(&mut self, key: Vec<Value>, v: Value) {
        if v == self.default {
            self.entries.remove(&key);
        } else {
            self.entries.insert(key, v);
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Neq,
    And,
    Or,
    Imp,
    Iff,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Lit(Value),
    Var(usize),
    Const(usize),
    Old(Box<Expr>),
    Not(Box<Expr>),
    Neg(Box<Expr>),
    Bin(Op, Box<Expr>, Box<Expr>),
    Ite(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `m[args]`; the instance of the type parameter when `m` is a polymorphic map.
    Select(Box<Expr>, Vec<Expr>, Option<Ty>),
    /// `m[args := v]`
    Store(Box<Expr>, Vec<Expr>, Box<Expr>, Option<Ty>),
    /// A function application with the instance of its type parameter, if any.
    App(usize, Option<Ty>, Vec<Expr>),
    /// `e[hi:lo]`
    Extract(Box<Expr>, u32, u32),
    /// `a ++ b`
    Concat(Box<Expr>, Box<Expr>),
    /// A condition the generator fills in after sampling executions (never printed).
    Hole(usize),
}

impl Expr {
    pub fn int(n: i128) -> Expr {
        Expr::Lit(Value::Int(n))
    }
    pub fn bool(b: bool) -> Expr {
        Expr::Lit(Value::Bool(b))
    }
    pub fn bin(op: Op, a: Expr, b: Expr) -> Expr {
        Expr::Bin(op, Box::new(a), Box::new(b))
    }
    pub fn negate(a: Expr) -> Expr {
        Expr::Not(Box::new(a))
    }
    pub fn old(a: Expr) -> Expr {
        Expr::Old(Box::new(a))
    }
    pub fn select(m: Expr, args: Vec<Expr>) -> Expr {
        Expr::Select(Box::new(m), args, None)
    }
    pub fn store(m: Expr, args: Vec<Expr>, v: Expr) -> Expr {
        Expr::Store(Box::new(m), args, Box::new(v), None)
    }
    pub fn ite(c: Expr, a: Expr, b: Expr) -> Expr {
        Expr::Ite(Box::new(c), Box::new(a), Box::new(b))
    }
}

/// A function: defined (`body`), uninterpreted, or a `{:bvbuiltin}`.
#[derive(Clone, Debug)]
pub struct Func {
    pub name: String,
    /// Whether it has one type parameter `T` (`Ty::Var(0)` in `params` and `res`).
    pub generic: bool,
    pub params: Vec<Ty>,
    pub res: Ty,
    pub body: Option<Expr>,
    pub builtin: Option<&'static str>,
    /// Attributes printed before the name, e.g. `{:identity} `.
    pub attrs: &'static str,
}

#[derive(Clone, Debug)]
pub struct ConstDecl {
    pub name: String,
    pub ty: Ty,
    pub unique: bool,
}

#[derive(Clone, Debug)]
pub struct VarDecl {
    pub name: String,
    pub ty: Ty,
    /// The `where` clause, over this variable (and constants) only.
    pub where_: Option<Expr>,
}

/// `free` flag and condition of a `requires`, `ensures` or `invariant`.
pub type Spec = (bool, Expr);

/// The target of an assignment: a variable, or one element of a map variable.
#[derive(Clone, Debug, PartialEq)]
pub struct Lhs {
    pub var: usize,
    pub index: Option<(Vec<Expr>, Option<Ty>)>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// A simultaneous assignment.
    Assign(Vec<(Lhs, Expr)>),
    Havoc(Vec<usize>),
    Assume(Expr),
    Assert(Expr),
    /// `if (c)`, or `if (*)` when the condition is `None`.
    If(Option<Expr>, Vec<Stmt>, Vec<Stmt>),
    /// `while (c)` / `while (*)` with invariants.
    While(Option<Expr>, Vec<Spec>, Vec<Stmt>),
    /// `call outs := proc(args)`
    Call(usize, Vec<Expr>, Vec<usize>),
    Return,
}

/// A block of an unstructured body: its statements, then `goto` its successors, or
/// `return` when it has none.
#[derive(Clone, Debug)]
pub struct Block {
    pub stmts: Vec<Stmt>,
    pub next: Vec<usize>,
}

#[derive(Clone, Debug)]
pub enum Code {
    Structured(Vec<Stmt>),
    /// Blocks `L0`, `L1`, ...; execution starts at `L0`.
    Blocks(Vec<Block>),
}

#[derive(Clone, Debug)]
pub struct Body {
    pub locals: Vec<VarDecl>,
    pub code: Code,
}

#[derive(Clone, Debug)]
pub struct Proc {
    pub name: String,
    pub ins: Vec<VarDecl>,
    pub outs: Vec<VarDecl>,
    pub requires: Vec<Spec>,
    pub ensures: Vec<Spec>,
    pub modifies: Vec<usize>,
    pub body: Option<Body>,
}

impl Proc {
    /// The declaration of environment slot `v` (global or local).
    pub fn var<'a>(&'a self, p: &'a Program, v: usize) -> &'a VarDecl {
        let g = p.globals.len();
        if v < g {
            return &p.globals[v];
        }
        let mut i = v - g;
        for list in [&self.ins, &self.outs] {
            if i < list.len() {
                return &list[i];
            }
            i -= list.len();
        }
        &self.body.as_ref().expect("a local needs a body").locals[i]
    }

    /// Number of environment slots (globals, parameters, locals).
    pub fn env_len(&self, p: &Program) -> usize {
        p.globals.len() + self.ins.len() + self.outs.len() + self.body.as_ref().map_or(0, |b| b.locals.len())
    }
}

/// A whole program. `type_decls` lists the uninterpreted type declarations printed first.
#[derive(Clone, Debug, Default)]
pub struct Program {
    pub type_decls: Vec<&'static str>,
    pub consts: Vec<ConstDecl>,
    pub funcs: Vec<Func>,
    pub axioms: Vec<Expr>,
    pub globals: Vec<VarDecl>,
    pub procs: Vec<Proc>,
}
