//! Direct readers for the most common statements and operands, in front of the grammar:
//! the only speed code of the parser, kept apart from it.
//!
//! **The grammar is the reference.** Every reader builds exactly what the grammar would
//! build from the same tokens, or declines (consuming nothing), and the grammar then reads
//! the input as usual. The readers run only in the grammar's first run (`E::FAST`,
//! chumsky's `EmptyErr`, see [`crate::parser`]); the second run, which alone produces
//! error messages, never uses them. So a reader only needs to be right on input without
//! errors: any error it meets sends the file to the second run.
//!
//! - [`operand`]: an operand of the binary operators that is a single token (an
//!   identifier, or a number or boolean literal, that no `(`, `[`, `->`, `:` or `is`
//!   follows), built without the seven levels of the operand grammar;
//! - [`statement`]: `x := e, ..;` (target an `Ident` token), `assert e;` and `assume e;`
//!   without attributes, and `if (G) { .. } [else ..]` without attributes whose branches
//!   are read the same way, without the statement choice and `LabelOrCmd`'s alternatives.
//!
//! What they save (instructions of the whole parse → passive lowering, n = 10^4 of the
//! bench families; docs/PARSER.md has the figures and the commands): about a sixth on
//! `diamonds`, a quarter on `straight`, a tenth on `procs`.
//!
//! `tests/differential.rs` checks the two-run parser (with these readers) against the
//! second run alone on the corpus and on mutations of it, AST positions included.

use boogie_ast::*;
use chumsky::prelude::*;

use crate::errors::PE;
use crate::grammar::base::{is_ident, lookahead, starts_expr, Inp, B};
use crate::grammar::exprs::Exprs;
use crate::lexer::Tok;
use crate::tokens::Toks;

// ---------------------------------------------------------------------------------------
// Operands
// ---------------------------------------------------------------------------------------

/// An operand of the binary operators that is a single token: an identifier, or a number
/// or boolean literal, that no `(`, `[`, `->`, `:` or `is` follows (so the levels between
/// `IsConstructor` and `AtomExpression` read nothing more and emit nothing). Consumes it.
pub(crate) fn operand<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>, cx: &'a Toks<'a>) -> Option<Expr> {
    let g = lookahead(inp);
    let t = *cx.kinds.get(g)?;
    let next = cx.kinds.get(g + 1).copied();
    if matches!(next, Some(Tok::LBracket | Tok::Arrow | Tok::Colon | Tok::Is)) {
        return None;
    }
    let kind = match t {
        Tok::Nat => ExprKind::Lit(Literal::Int(Name::new(cx.text(g)))),
        Tok::True => ExprKind::Lit(Literal::Bool(true)),
        Tok::False => ExprKind::Lit(Literal::Bool(false)),
        t if is_ident(t) && next != Some(Tok::LParen) => ExprKind::Var { name: cx.name(g) },
        _ => return None,
    };
    inp.skip();
    Some(Expr { kind, span: cx.span(g) })
}

// ---------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------

/// The grammar's statement parser `stmt` with the direct readers in front. A `}` ends the
/// list at once, instead of after every alternative has failed on it.
pub(crate) fn statement<'a, E: PE<'a>>(
    cx: &'a Toks<'a>,
    ex: &Exprs<'a, E>,
    list_end: &B<'a, (Vec<Stmt>, Span), E>,
    if_cmd: &B<'a, IfStmt, E>,
    stmt: B<'a, Option<Stmt>, E>,
) -> B<'a, Option<Stmt>, E> {
    let simple = {
        let expr = ex.expr.clone();
        custom(move |inp: &mut Inp<'a, '_, E>| simple_stmt(inp, &expr, cx))
    };
    let if_stmt = {
        let (expr, list_end, if_cmd) = (ex.expr.clone(), list_end.clone(), if_cmd.clone());
        custom(move |inp: &mut Inp<'a, '_, E>| if_stmt(inp, &expr, &list_end, &if_cmd, cx))
    };
    crate::grammar::base::when(|t| t != Tok::RBrace).ignore_then(choice((simple, if_stmt, stmt))).boxed()
}

/// `x := e, ..;`, `assert e;`, `assume e;` as `LabelOrCmd` reads them (attributes,
/// selectors and further targets empty). Any other statement, and one that does not end
/// with `;` after its expressions (or whose expression fails), is declined after rewinding.
fn simple_stmt<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>, expr: &B<'a, Expr, E>, cx: &'a Toks<'a>) -> Result<Option<Stmt>, E> {
    let g = lookahead(inp);
    let k = |i: usize| cx.kinds.get(i).copied();
    let before = inp.save();
    match k(g) {
        Some(Tok::Ident) if k(g + 1) == Some(Tok::Assign) && k(g + 2) != Some(Tok::LBrace) => {
            inp.skip();
            inp.skip();
            if let Some(rhs) = exprs_then_semi(inp, expr) {
                let name = Ident { name: cx.name(g), span: cx.span(g) };
                let lhs = vec![Lhs { span: name.span, name, selectors: Vec::new() }];
                return Ok(Some(Stmt::Assign(AssignCmd { lhs, attrs: Attrs::new(), rhs, span: cx.span(g + 1) })));
            }
        }
        Some(a @ (Tok::Assert | Tok::Assume)) if k(g + 1) != Some(Tok::LBrace) => {
            inp.skip();
            if let Ok(e) = inp.parse(expr) {
                if inp.peek() == Some(Tok::Semi) {
                    inp.skip();
                    let (attrs, span) = (Attrs::new(), cx.span(g));
                    return Ok(Some(if a == Tok::Assert { Stmt::Assert(AssertCmd { attrs, expr: e, span }) } else { Stmt::Assume(AssumeCmd { attrs, expr: e, span }) }));
                }
            }
        }
        _ => {}
    }
    inp.rewind(before);
    Err(E::reset(g))
}

/// `e, ..` followed by `;` (consumed); `None` if an expression failed or no `;` follows.
fn exprs_then_semi<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>, expr: &B<'a, Expr, E>) -> Option<Vec<Expr>> {
    let mut v = vec![inp.parse(expr).ok()?];
    while inp.peek() == Some(Tok::Comma) {
        inp.skip();
        v.push(inp.parse(expr).ok()?);
    }
    if inp.peek() != Some(Tok::Semi) {
        return None;
    }
    inp.skip();
    Some(v)
}

/// `if (G) { S } [else ..]` as `IfCmd` reads it, with no attributes and `G` either `*` or
/// an expression; the branches by [`branch`], an `else if` by the grammar's `if_cmd`. Any
/// other `if` is declined, after rewinding, before its branches are read.
fn if_stmt<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>, expr: &B<'a, Expr, E>, list_end: &B<'a, (Vec<Stmt>, Span), E>, if_cmd: &B<'a, IfStmt, E>, cx: &'a Toks<'a>) -> Result<Option<Stmt>, E> {
    let g = lookahead(inp);
    let k = |i: usize| cx.kinds.get(i).copied();
    if k(g) != Some(Tok::If) || k(g + 1) != Some(Tok::LParen) {
        return Err(E::reset(g));
    }
    let before = inp.save();
    inp.skip();
    inp.skip();
    let guard = if k(g + 2) == Some(Tok::Star) && k(g + 3) == Some(Tok::RParen) {
        inp.skip();
        Some(None)
    } else if k(g + 2).is_some_and(starts_expr) {
        inp.parse(expr).ok().map(Some)
    } else {
        None
    };
    let Some(guard) = guard.filter(|_| k(lookahead(inp)) == Some(Tok::RParen) && k(lookahead(inp) + 1) == Some(Tok::LBrace)) else {
        inp.rewind(before);
        return Err(E::reset(g));
    };
    inp.skip();
    inp.skip();
    let (then_branch, then_end) = branch(inp, expr, list_end, cx)?;
    let else_branch = if inp.peek() == Some(Tok::Else) {
        let e = lookahead(inp);
        inp.skip();
        match inp.peek() {
            Some(Tok::LBrace) => {
                inp.skip();
                let (stmts, end) = branch(inp, expr, list_end, cx)?;
                Some(ElseBranch::Block { stmts, span: cx.span(e), end })
            }
            Some(Tok::If) => Some(ElseBranch::If(Box::new(inp.parse(if_cmd)?))),
            _ => return Err(E::reset(e + 1)),
        }
    } else {
        None
    };
    Ok(Some(Stmt::If(Box::new(IfStmt { attrs: Attrs::new(), guard, then_branch, else_branch, span: cx.span(g), then_end }))))
}

/// The rest of a branch after its `{`: its statements and the closing `}`'s position, as
/// the grammar's `list_end` gives them. Read directly while every statement is one
/// [`simple_stmt`] reads; at the first other one, from the `{` again by `list_end`.
fn branch<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>, expr: &B<'a, Expr, E>, list_end: &B<'a, (Vec<Stmt>, Span), E>, cx: &'a Toks<'a>) -> Result<(Vec<Stmt>, Span), E> {
    let before = inp.save();
    let mut stmts = Vec::with_capacity(1);
    loop {
        let at = lookahead(inp);
        if cx.kinds.get(at).copied() == Some(Tok::RBrace) {
            inp.skip();
            stmts.shrink_to_fit();
            return Ok((stmts, cx.span(at)));
        }
        match simple_stmt(inp, expr, cx) {
            Ok(Some(s)) => stmts.push(s),
            Ok(None) | Err(_) => {
                inp.rewind(before);
                return inp.parse(list_end);
            }
        }
    }
}
