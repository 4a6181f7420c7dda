//! The binary operators: BoogiePL.atg's levels from `EquivExpression` down to
//! `PowerExpression` as one precedence-climbing loop over `IsConstructor` operands.
//!
//! The levels, loosest first: 1 `<==>`, 2 `==>`, 3 `<==`, 4 `&&` `||`, 5 relations,
//! 6 `++`, 7 `+` `-`, 8 `*` `/` `div` `mod`, 9 `**`. The loop accepts exactly the operator
//! sequences of the LL(1) level chain:
//! - a relation cannot follow a relation of the same relational expression (non-associative);
//! - an `&&` chain and an `||` chain cannot continue each other;
//! - `==>` is right-associative; `<==` chains are left-associative with swapped operands
//!   (`a <== b <== c` is `c ==> (b ==> a)`), bind tighter than `==>`, and no `==>` follows
//!   them; the first `<==` of a chain on the right of `==>` is Boogie's SemErr
//!   "illegal mixture", reported when the `<==` is consumed (as the level chain did);
//! - `**` is right-associative, the other levels left-associative.
//!
//! An operator that is not accepted is left unconsumed (the level chain's optional
//! continuations failed there too; their alternative errors are always superseded by the
//! newer failure of whatever follows the expression at the same token).

use boogie_ast::{BinaryExpr, BinaryOp, Expr, ExprKind, Span};
use chumsky::prelude::*;

use super::base::{lookahead, Inp, St, B};
use super::exprs::dummy_expr;
use crate::errors::PE;
use crate::lexer::Tok;
use crate::tokens::Toks;

/// `Expression` (without the check for bounds pairs), over `operand`.
pub(crate) fn expression<'a, E: PE<'a>>(cx: &'a Toks<'a>, operand: B<'a, Expr, E>) -> B<'a, Expr, E> {
    custom(move |inp: &mut Inp<'a, '_, E>| climb(inp, &operand, cx)).boxed()
}

/// The level and operator of a binary operator token.
fn bin_level(t: Tok) -> Option<(u8, BinaryOp)> {
    Some(match t {
        Tok::Equiv => (1, BinaryOp::Iff),
        Tok::Implies => (2, BinaryOp::Implies),
        Tok::Explies => (3, BinaryOp::Implies),
        Tok::And => (4, BinaryOp::And),
        Tok::Or => (4, BinaryOp::Or),
        Tok::EqEq => (5, BinaryOp::Eq),
        Tok::Neq => (5, BinaryOp::Neq),
        Tok::Lt => (5, BinaryOp::Lt),
        Tok::Gt => (5, BinaryOp::Gt),
        Tok::Le => (5, BinaryOp::Le),
        Tok::Ge => (5, BinaryOp::Ge),
        Tok::Concat => (6, BinaryOp::Concat),
        Tok::Plus => (7, BinaryOp::Add),
        Tok::Minus => (7, BinaryOp::Sub),
        Tok::Star => (8, BinaryOp::Mul),
        Tok::Div => (8, BinaryOp::Div),
        Tok::Mod => (8, BinaryOp::Mod),
        Tok::Slash => (8, BinaryOp::RealDiv),
        Tok::StarStar => (9, BinaryOp::Pow),
        _ => return None,
    })
}

fn binary(op: BinaryOp, lhs: Expr, rhs: Expr, span: Span) -> Expr {
    Expr { kind: ExprKind::Binary(Box::new(BinaryExpr { op, lhs, rhs })), span }
}

/// The node of `lhs op rhs` at level `lvl` (`<==` swaps its operands: `a <== b` is `b ==> a`).
fn node(lvl: u8, op: BinaryOp, lhs: Expr, rhs: Expr, span: Span) -> Expr {
    if lvl == 3 {
        binary(op, rhs, lhs, span)
    } else {
        binary(op, lhs, rhs, span)
    }
}

/// One operand (the first run tries the direct reader of `fast.rs` first).
fn operand<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>, operand: &B<'a, Expr, E>, cx: &'a Toks<'a>) -> Result<Expr, E> {
    if E::FAST {
        if let Some(e) = crate::fast::operand(inp, cx) {
            return Ok(e);
        }
    }
    inp.parse(operand)
}

/// Which operators may follow: the state of the level chain since the last `<==>`.
#[derive(Clone, Copy, Default)]
struct Chain {
    /// A `==>` was taken.
    seen_implies: bool,
    /// A `<==` chain was entered.
    in_explies: bool,
    /// The `&&`/`||` chain since the last implication-level operator.
    logic: Option<BinaryOp>,
    /// A relation since the last logical-level operator.
    rel: bool,
}

impl Chain {
    /// Whether the level chain accepts this operator next.
    fn accepts(&self, lvl: u8, op: BinaryOp) -> bool {
        match lvl {
            2 => !self.in_explies,
            4 => self.logic.is_none_or(|l| l == op),
            5 => !self.rel,
            _ => true,
        }
    }

    /// Takes the operator; true if it is the illegal mixture of `==>` and `<==`.
    fn take(&mut self, lvl: u8, op: BinaryOp) -> bool {
        let mut mixture = false;
        match lvl {
            1 => *self = Chain::default(),
            2 => (self.seen_implies, self.logic, self.rel) = (true, None, false),
            3 => {
                mixture = self.seen_implies && !self.in_explies;
                (self.in_explies, self.logic, self.rel) = (true, None, false);
            }
            4 => (self.logic, self.rel) = (Some(op), false),
            5 => self.rel = true,
            _ => {}
        }
        mixture
    }
}

/// Pops the top operator and its two operands and pushes the node.
fn reduce(st: &mut St, base: usize, cx: &Toks) {
    if st.opnds.len() < base + 2 {
        return;
    }
    let (Some((lvl, op, i)), Some(rhs), Some(lhs)) = (st.ops.pop(), st.opnds.pop(), st.opnds.pop()) else { return };
    st.opnds.push(node(lvl, op, lhs, rhs, cx.span(i as usize)));
}

/// The precedence-climbing loop. Its operand and operator stacks live in the parser
/// state, shared by nested expressions (each above the depth at which it started), so
/// that binary expressions allocate no stacks.
fn climb<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>, opnd: &B<'a, Expr, E>, cx: &'a Toks<'a>) -> Result<Expr, E> {
    let first = operand(inp, opnd, cx)?;
    let Some((lvl1, op1)) = inp.peek().and_then(bin_level) else { return Ok(first) };
    // The first operator is always accepted and emits nothing.
    let g1 = lookahead(inp);
    inp.skip();
    let second = operand(inp, opnd, cx)?;
    if inp.peek().and_then(bin_level).is_none() {
        // `a op b`: the node that the stacks below would build, without them.
        return Ok(node(lvl1, op1, first, second, cx.span(g1)));
    }
    let (ebase, obase) = {
        let st = inp.state();
        st.opnds.push(first);
        let bases = (st.opnds.len() - 1, st.ops.len());
        st.ops.push((lvl1, op1, g1 as u32));
        st.opnds.push(second);
        bases
    };
    let mut chain = Chain::default();
    chain.take(lvl1, op1);
    let mut res = Ok(());
    while let Some((lvl, op)) = inp.peek().and_then(bin_level) {
        if !chain.accepts(lvl, op) {
            break;
        }
        let g = lookahead(inp);
        inp.skip();
        if chain.take(lvl, op) {
            inp.emit(E::sem(g + 1, "illegal mixture of ==> and <==, use parentheses to disambiguate"));
        }
        {
            let st = inp.state();
            while let Some(&(top, _, _)) = st.ops.get(st.ops.len().wrapping_sub(1)).filter(|_| st.ops.len() > obase) {
                if top > lvl || (top == lvl && lvl != 2 && lvl != 9) {
                    reduce(st, ebase, cx);
                } else {
                    break;
                }
            }
            st.ops.push((lvl, op, g as u32));
        }
        match operand(inp, opnd, cx) {
            Ok(rhs) => inp.state().opnds.push(rhs),
            Err(e) => {
                res = Err(e);
                break;
            }
        }
    }
    let st = inp.state();
    if let Err(e) = res {
        st.opnds.truncate(ebase);
        st.ops.truncate(obase);
        return Err(e);
    }
    while st.ops.len() > obase {
        reduce(st, ebase, cx);
    }
    let out = st.opnds.pop();
    st.opnds.truncate(ebase);
    Ok(out.unwrap_or_else(|| dummy_expr(Span::NONE)))
}
