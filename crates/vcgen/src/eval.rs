//! Evaluation of ground applications of defined functions at VC-generation time.
//!
//! A function with a body is, for the solver, an axiom `forall x :: f(x) == body(x)`. An
//! application to literal arguments, `f(13, 5)`, has one value that the solver can only
//! reach by instantiating that axiom again and again: for a doubly recursive definition,
//! 2^13 instances and seconds of work (corpus test2/git-issue-366). We compute the value
//! here instead, by evaluating the body, and the translator writes the literal in place
//! of the application. The definition axiom is still asserted.
//!
//! Soundness: if the evaluation of `f(args)` ends with value `v`, every step was one
//! instance of a definition axiom or one law of integer or Boolean arithmetic, so every
//! model of the axioms has `f(args) = v`; replacing the application by `v` changes no
//! verdict. Evaluation gives up (and the application is left to the solver) on anything
//! else: a non-literal argument, a function without body or with type parameters, `div`
//! or `mod` by zero, an `int` value beyond `i128`, real numbers, bit-vectors, maps,
//! quantifiers, `let`, more than [`STEP_BUDGET`] steps or [`MAX_DEPTH`] nested applications
//! (a definition that does not terminate, or too large a computation).
//!
//! Before → after, in the VC of `assert f(13, 5) == 0;` with
//! `function f(i: int, j: int): int { if i == 0 then 0 else f(i-1, i*j+1) + f(i-1, 2*i*j) }`:
//! `(= (f 13 5) 0)` → `(= 0 0)`.

use std::collections::HashMap;

use boogie_ast::{BinaryOp, Expr, ExprKind, Literal, UnaryOp};
use boogie_tc::{FuncDecl, FuncId, TcInfo, VarDecl, VarKind};

/// Steps (expression nodes evaluated) at most per top-level application.
pub const STEP_BUDGET: u64 = 1_000_000;
/// Nested applications at most (the evaluation recurses on the Rust stack).
pub const MAX_DEPTH: u32 = 400;

/// A value of a ground evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Val {
    Int(i128),
    Bool(bool),
}

/// An evaluator of applications of defined functions; results are memoized across calls.
pub struct Evaluator<'i, 'p> {
    info: &'i TcInfo<'p>,
    memo: HashMap<(FuncId, Vec<Val>), Option<Val>>,
    steps: u64,
    depth: u32,
}

impl<'i, 'p> Evaluator<'i, 'p> {
    pub fn new(info: &'i TcInfo<'p>) -> Self {
        Evaluator { info, memo: HashMap::new(), steps: 0, depth: 0 }
    }

    /// The value of the closed expression `e` (no variables), if it can be computed.
    pub fn value(&mut self, e: &Expr) -> Option<Val> {
        self.steps = 0;
        self.depth = 0;
        self.eval(e, &[])
    }

    /// Whether `e` is an application worth evaluating: a call of a monomorphic function
    /// with a body (and no `{:builtin}`) whose arguments are all literals (possibly negated).
    pub fn is_candidate(&self, e: &Expr) -> bool {
        let ExprKind::FunCall(c) = &e.kind else { return false };
        let Some(fid) = self.info.resolve_func(e) else { return false };
        let f = self.info.func(fid);
        matches!(f.decl, FuncDecl::Function(d) if d.body.is_some()
            && !d.attrs.iter().any(|a| a.key == "builtin" || a.key == "bvbuiltin"))
            && f.tparams.is_empty()
            && c.args.iter().all(is_literal)
    }

    fn eval(&mut self, e: &Expr, env: &[Val]) -> Option<Val> {
        self.steps += 1;
        if self.steps > STEP_BUDGET {
            return None;
        }
        match &e.kind {
            ExprKind::Lit(Literal::Bool(b)) => Some(Val::Bool(*b)),
            ExprKind::Lit(Literal::Int(n)) => n.parse::<i128>().ok().map(Val::Int),
            ExprKind::Var { .. } => {
                let v = self.info.var(self.info.resolve_var(e)?);
                match (v.kind, v.decl) {
                    (VarKind::FunParam, VarDecl::FunParam(_, Some(k))) => env.get(k).copied(),
                    _ => None,
                }
            }
            ExprKind::FunCall(c) => {
                let fid = self.info.resolve_func(e)?;
                let f = self.info.func(fid);
                let FuncDecl::Function(d) = f.decl else { return None };
                let body = d.body.as_ref()?;
                if !f.tparams.is_empty() || c.args.len() != d.params.len() {
                    return None;
                }
                let mut args = Vec::with_capacity(c.args.len());
                for a in &c.args {
                    args.push(self.eval(a, env)?);
                }
                let key = (fid, args);
                if let Some(v) = self.memo.get(&key) {
                    return *v;
                }
                if self.depth >= MAX_DEPTH {
                    return None;
                }
                self.depth += 1;
                let v = self.eval(body, &key.1);
                self.depth -= 1;
                // A failure from the budget is not a property of the application.
                if v.is_some() {
                    self.memo.insert(key, v);
                }
                v
            }
            ExprKind::Unary { op, arg } => match (op, self.eval(arg, env)?) {
                (UnaryOp::Not, Val::Bool(b)) => Some(Val::Bool(!b)),
                (UnaryOp::Neg, Val::Int(i)) => i.checked_neg().map(Val::Int),
                _ => None,
            },
            ExprKind::Binary(b) => {
                // The connectives evaluate their right side only when it decides.
                let l = self.eval(&b.lhs, env)?;
                match (b.op, l) {
                    (BinaryOp::And, Val::Bool(false)) => return Some(Val::Bool(false)),
                    (BinaryOp::Or, Val::Bool(true)) => return Some(Val::Bool(true)),
                    (BinaryOp::Implies, Val::Bool(false)) => return Some(Val::Bool(true)),
                    _ => {}
                }
                let r = self.eval(&b.rhs, env)?;
                binary(b.op, l, r)
            }
            ExprKind::IfThenElse(i) => match self.eval(&i.cond, env)? {
                Val::Bool(true) => self.eval(&i.then_, env),
                Val::Bool(false) => self.eval(&i.else_, env),
                Val::Int(_) => None,
            },
            _ => None,
        }
    }
}

fn is_literal(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Lit(Literal::Int(_) | Literal::Bool(_)) => true,
        ExprKind::Unary { op: UnaryOp::Neg, arg } => is_literal(arg),
        _ => false,
    }
}

fn binary(op: BinaryOp, l: Val, r: Val) -> Option<Val> {
    use Val::{Bool, Int};
    Some(match (op, l, r) {
        (BinaryOp::And, Bool(a), Bool(b)) => Bool(a && b),
        (BinaryOp::Or, Bool(a), Bool(b)) => Bool(a || b),
        (BinaryOp::Implies, Bool(a), Bool(b)) => Bool(!a || b),
        (BinaryOp::Iff, Bool(a), Bool(b)) => Bool(a == b),
        (BinaryOp::Eq, a, b) if same_kind(a, b) => Bool(a == b),
        (BinaryOp::Neq, a, b) if same_kind(a, b) => Bool(a != b),
        (BinaryOp::Lt, Int(a), Int(b)) => Bool(a < b),
        (BinaryOp::Le, Int(a), Int(b)) => Bool(a <= b),
        (BinaryOp::Gt, Int(a), Int(b)) => Bool(a > b),
        (BinaryOp::Ge, Int(a), Int(b)) => Bool(a >= b),
        (BinaryOp::Add, Int(a), Int(b)) => Int(a.checked_add(b)?),
        (BinaryOp::Sub, Int(a), Int(b)) => Int(a.checked_sub(b)?),
        (BinaryOp::Mul, Int(a), Int(b)) => Int(a.checked_mul(b)?),
        // SMT-LIB's (Euclidean) `div` and `mod`, which Boogie's translate to; by zero the
        // solver leaves them unspecified.
        (BinaryOp::Div, Int(a), Int(b)) if b != 0 => Int(a.checked_div_euclid(b)?),
        (BinaryOp::Mod, Int(a), Int(b)) if b != 0 => Int(a.checked_rem_euclid(b)?),
        _ => return None,
    })
}

fn same_kind(a: Val, b: Val) -> bool {
    matches!((a, b), (Val::Int(_), Val::Int(_)) | (Val::Bool(_), Val::Bool(_)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use boogie_ast::Decl;

    /// The values of the axioms' right-hand sides `f(...)` in `axiom f(...) == ...;`.
    fn values(src: &str) -> Vec<Option<Val>> {
        let (program, diags) = boogie_parse::parse_program(src, "e.bpl");
        assert!(diags.is_empty(), "{diags:?}");
        let info = boogie_tc::check(&program, "e.bpl").unwrap_or_else(|e| panic!("{:?}", e.diagnostics));
        let mut ev = Evaluator::new(&info);
        program
            .decls
            .iter()
            .filter_map(|d| match d {
                Decl::Axiom(a) => match &a.expr.kind {
                    ExprKind::Binary(b) => {
                        assert!(ev.is_candidate(&b.lhs));
                        Some(ev.value(&b.lhs))
                    }
                    _ => None,
                },
                _ => None,
            })
            .collect()
    }

    #[test]
    fn recursive_definitions_are_evaluated() {
        let src = "
            function f(i: int, j: int): int { if i == 0 then 0 else f(i - 1, i * j + 1) + f(i - 1, 2 * i * j) }
            function fib(n: int): int { if n < 2 then n else fib(n - 1) + fib(n - 2) }
            function even(n: int): bool { n == 0 || (n > 0 && !even(n - 1)) }
            axiom f(13, 5) == 0;
            axiom fib(90) == 2880067194370816120;
            axiom even(7) == false;
        ";
        assert_eq!(values(src), vec![Some(Val::Int(0)), Some(Val::Int(2880067194370816120)), Some(Val::Bool(false))]);
    }

    #[test]
    fn euclidean_division_and_its_gaps() {
        let src = "
            function d(a: int, b: int): int { a div b }
            function m(a: int, b: int): int { a mod b }
            axiom d(-7, 2) == 0;
            axiom m(-7, 2) == 0;
            axiom m(7, -2) == 0;
            axiom d(1, 0) == 0;
            axiom m(1, 0) == 0;
        ";
        assert_eq!(values(src), vec![Some(Val::Int(-4)), Some(Val::Int(1)), Some(Val::Int(1)), None, None]);
    }

    #[test]
    fn evaluation_gives_up_where_it_must() {
        let src = "
            function loop(n: int): int { loop(n) + 1 }
            function big(n: int): int { if n == 0 then 1 else 1000000 * big(n - 1) }
            function opaque(n: int): int;
            function usesOpaque(n: int): int { opaque(n) + 1 }
            axiom loop(0) == 0;
            axiom big(10) == 0;
            axiom usesOpaque(1) == 0;
        ";
        // Non-termination hits the budget; 10^60 overflows i128; `opaque` has no body.
        assert_eq!(values(src), vec![None, None, None]);
    }
}
