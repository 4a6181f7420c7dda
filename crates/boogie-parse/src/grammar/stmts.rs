//! Statements (BoogiePL.atg `StmtList`, `IfCmd`, `WhileCmd`) and implementation bodies.
//!
//! `StmtList = { LabelOrCmd | IfCmd | WhileCmd | BreakCmd | "goto" .. | "return" .. } "}"`
//! (the `{` is read by the caller), `IfCmd = "if" { Attribute } Guard "{" StmtList
//! [ "else" ( IfCmd | "{" StmtList ) ]`, `WhileCmd = "while" Guard { LoopSpec } "{"
//! StmtList` with `Guard = "(" ( "*" | Expression ) ")"`. A body is
//! `"{" { LocalVars } StmtList`, after which the label checks of [`crate::labels`] run.

use boogie_ast::*;
use chumsky::prelude::*;

use super::base::{civl_skip_semi, expect, ident_nr, starts_expr, tok, when, Ex, B, MX};
use super::exprs::Exprs;
use crate::errors::{In, Lbl, PE};
use crate::lexer::Tok;
use crate::tokens::Toks;

/// `Body = "{" { LocalVars } StmtList`, with the label checks.
pub(crate) fn body<'a, E: PE<'a>>(cx: &'a Toks<'a>, idents: &B<'a, Vec<Ident>, E>, ex: &Exprs<'a, E>) -> B<'a, Body, E> {
    let stmt_list = recursive(|stmt_list| statements(cx, idents, ex, stmt_list.boxed()));
    expect(Tok::LBrace)
        .then(ex.locals.clone())
        .then(stmt_list)
        .map_with(move |((i, locals), stmts), e: &mut MX<'a, '_, E>| {
            let end = cx.span(e.span().end.saturating_sub(1));
            let body = Body { locals, stmts, span: cx.span(i), end };
            let mut diags = Vec::new();
            crate::labels::check(&body.stmts, &mut diags);
            let g = e.span().end;
            for d in diags {
                e.emit(E::diag(g, d));
            }
            body
        })
        .boxed()
}

/// `StmtList`, given itself (for nested lists).
fn statements<'a, E: PE<'a>>(cx: &'a Toks<'a>, idents: &B<'a, Vec<Ident>, E>, ex: &Exprs<'a, E>, stmt_list: B<'a, Vec<Stmt>, E>) -> B<'a, Vec<Stmt>, E> {
    // A statement list and the position of its closing `}` (the last token it consumed).
    let list_end = stmt_list.map_with(move |stmts, e: &mut MX<'a, '_, E>| (stmts, cx.span(e.span().end.saturating_sub(1)))).boxed();
    let if_cmd = if_cmd(cx, ex, &list_end);
    let stmt = choice((
        ex.label_or_cmd.clone(),
        if_cmd.clone().map(|s| Some(Stmt::If(Box::new(s)))),
        while_cmd(cx, ex, &list_end),
        break_cmd(cx),
        goto_cmd(cx, ex, idents),
        return_cmd(cx, ex),
    ))
    .boxed();
    // The first run tries the direct readers of `fast.rs` first.
    let stmt = if E::FAST { crate::fast::statement(cx, ex, &list_end, &if_cmd, stmt) } else { stmt };
    // Room for one statement from the start: most nested lists (branches) hold one, and
    // a vector grown from empty takes room for four, then is shrunk (a copy).
    empty()
        .map(|_| Vec::with_capacity(1))
        .foldl(stmt.repeated(), |mut v, s| {
            v.extend(s);
            v
        })
        .map(|mut v: Vec<Stmt>| {
            v.shrink_to_fit();
            v
        })
        .then_ignore(expect(Tok::RBrace))
        .boxed()
}

/// `Guard = "(" ( "*" | Expression ) ")"` (`None` for `*`).
fn guard<'a, E: PE<'a>>(ex: &Exprs<'a, E>) -> B<'a, Option<Expr>, E> {
    expect(Tok::LParen)
        .ignore_then(
            choice((just(Tok::Star).to(None), when(starts_expr).ignore_then(ex.expr.clone()).map(Some)))
                .labelled(Lbl::Invalid("Guard"))
                .recover_with(via_parser(empty().to(None))),
        )
        .then_ignore(expect(Tok::RParen))
        .boxed()
}

/// `IfCmd`.
fn if_cmd<'a, E: PE<'a>>(cx: &'a Toks<'a>, ex: &Exprs<'a, E>, list_end: &B<'a, (Vec<Stmt>, Span), E>) -> B<'a, IfStmt, E> {
    let guard = guard(ex);
    recursive(|if_cmd| {
        let else_branch = tok(Tok::Else).then(
            choice((
                if_cmd.clone().map(|s| Some(ElseBranch::If(Box::new(s)))),
                just(Tok::LBrace).ignore_then(list_end.clone()).map(|(stmts, end)| Some(ElseBranch::Block { stmts, span: Span::NONE, end })),
            ))
            .labelled(Lbl::Invalid("IfCmd"))
            .recover_with(via_parser(empty().to(None))),
        );
        tok(Tok::If)
            .then(ex.attributes.clone())
            .then(guard)
            .then_ignore(expect(Tok::LBrace))
            .then(list_end.clone())
            .then(else_branch.or_not())
            .map(move |((((i, attrs), guard), (then_branch, then_end)), els)| {
                let else_branch = match els {
                    Some((ei, Some(ElseBranch::Block { stmts, end, .. }))) => Some(ElseBranch::Block { stmts, span: cx.span(ei), end }),
                    Some((_, b)) => b,
                    None => None,
                };
                IfStmt { attrs, guard, then_branch, else_branch, span: cx.span(i), then_end }
            })
    })
    .boxed()
}

/// `LoopSpec = [ "free" ] "invariant" { Attribute } Expression ";" | "measure" ..`.
/// The CIVL `invariant call` is reported and skipped.
fn loop_spec<'a, E: PE<'a>>(cx: &'a Toks<'a>, ex: &Exprs<'a, E>) -> B<'a, Option<LoopSpec>, E> {
    let invariant = choice((tok(Tok::Free).map(|_| true).then(expect(Tok::Invariant)), tok(Tok::Invariant).map(|i| (false, i))))
        .then(ex.attributes.clone())
        .then(choice((just(Tok::Call).rewind().ignore_then(civl_skip_semi(cx, "call")).map(|_| None), ex.expr.clone().then_ignore(expect(Tok::Semi)).map(Some))))
        .map(move |(((free, i), attrs), e)| e.map(|expr| LoopSpec::Invariant(Contract { free, attrs, expr, span: cx.span(i) })));
    let measure = tok(Tok::Measure)
        .then(ex.attributes.clone())
        .then(ex.exprs.clone())
        .then_ignore(expect(Tok::Semi))
        .map(move |((i, attrs), exprs)| Some(LoopSpec::Measure(MeasureSpec { free: false, attrs, exprs, span: cx.span(i) })));
    choice((invariant, measure)).boxed()
}

/// `WhileCmd`.
fn while_cmd<'a, E: PE<'a>>(cx: &'a Toks<'a>, ex: &Exprs<'a, E>, list_end: &B<'a, (Vec<Stmt>, Span), E>) -> impl Parser<'a, In<'a>, Option<Stmt>, Ex<'a, E>> + Clone + 'a {
    tok(Tok::While)
        .then(guard(ex))
        .then(empty().map(|_| Vec::new()).foldl(loop_spec(cx, ex).repeated(), |mut v, s| {
            v.extend(s);
            v
        }))
        .then_ignore(expect(Tok::LBrace))
        .then(list_end.clone())
        .map(move |(((i, guard), specs), (body, body_end))| Some(Stmt::While(Box::new(WhileStmt { guard, specs, body, span: cx.span(i), body_end }))))
}

/// `"break" [ ident ] ";"`.
fn break_cmd<'a, E: PE<'a>>(cx: &'a Toks<'a>) -> impl Parser<'a, In<'a>, Option<Stmt>, Ex<'a, E>> + Clone + 'a {
    tok(Tok::Break).then(ident_nr(cx).or_not()).then_ignore(expect(Tok::Semi)).map(move |(i, label)| Some(Stmt::Break(BreakStmt { label, span: cx.span(i) })))
}

/// `"goto" { Attribute } Idents ";"`.
fn goto_cmd<'a, E: PE<'a>>(cx: &'a Toks<'a>, ex: &Exprs<'a, E>, idents: &B<'a, Vec<Ident>, E>) -> impl Parser<'a, In<'a>, Option<Stmt>, Ex<'a, E>> + Clone + 'a {
    tok(Tok::Goto)
        .then(ex.attributes.clone())
        .then(idents.clone())
        .then_ignore(expect(Tok::Semi))
        .map(move |((i, attrs), labels)| Some(Stmt::Goto(GotoCmd { attrs, labels: labels.into_iter().collect(), span: cx.span(i) })))
}

/// `"return" { Attribute } ";"`.
fn return_cmd<'a, E: PE<'a>>(cx: &'a Toks<'a>, ex: &Exprs<'a, E>) -> impl Parser<'a, In<'a>, Option<Stmt>, Ex<'a, E>> + Clone + 'a {
    tok(Tok::Return).then(ex.attributes.clone()).then_ignore(expect(Tok::Semi)).map(move |(i, attrs)| Some(Stmt::Return(ReturnCmd { attrs, span: cx.span(i) })))
}
