//! Simple commands (BoogiePL.atg `LabelOrCmd`) and the code expressions built from them.
//!
//! `LabelOrCmd` is shared by statement lists and the blocks of code expressions:
//! `assert`/`assume`, `havoc`, `call` (with parallel arms `call A() | B()`), `measure`,
//! `push;`/`pop;`, `hide`/`reveal`, and, starting with an identifier, a label `L:`, an
//! assignment `x[i], y := e, f;` or an unpack `C(x, y) := e;`. The CIVL commands
//! `async call` and `yield;` are reported and skipped.
//!
//! A code expression is `"|{" { LocalVars } SpecBlock { SpecBlock } "}|"` with
//! `SpecBlock = Ident ":" { LabelOrCmd } ( "goto" Idents | "return" Expression ) ";"`.

use boogie_ast::*;
use chumsky::prelude::*;

use super::base::{civl_at, civl_skip_semi, expect, ident_nr, is_ident, reset_here, starts_expr, tok, when, Inp, B, MX};
use crate::errors::{In, Lbl, PE};
use crate::lexer::Tok;
use crate::tokens::Toks;

/// The parsers commands are made of.
#[derive(Clone)]
pub(crate) struct CmdParts<'a, E: PE<'a>> {
    pub cx: &'a Toks<'a>,
    pub ident: B<'a, Ident, E>,
    pub idents: B<'a, Vec<Ident>, E>,
    pub expr: B<'a, Expr, E>,
    pub exprs: B<'a, Vec<Expr>, E>,
    pub attributes: B<'a, Attrs, E>,
}

/// A parser of one command (`None` after an error or for a skipped CIVL command).
trait CmdParser<'a, E: PE<'a>>: Parser<'a, In<'a>, Option<Stmt>, super::base::Ex<'a, E>> + Clone + 'a {}
impl<'a, E: PE<'a>, P: Parser<'a, In<'a>, Option<Stmt>, super::base::Ex<'a, E>> + Clone + 'a> CmdParser<'a, E> for P {}

/// `LabelOrCmd`.
pub(crate) fn label_or_cmd<'a, E: PE<'a>>(c: &CmdParts<'a, E>) -> B<'a, Option<Stmt>, E> {
    choice((push_pop(c), hide_reveal(c), label_or_assign(c), assert_assume(c), havoc(c), call_cmd(c), measure(c), yield_(c))).boxed()
}

/// `("assert" | "assume") { Attribute } Expression ";"`.
fn assert_assume<'a, E: PE<'a>>(c: &CmdParts<'a, E>) -> impl CmdParser<'a, E> {
    let cx = c.cx;
    choice((tok(Tok::Assert).map(|i| (true, i)), tok(Tok::Assume).map(|i| (false, i))))
        .then(c.attributes.clone())
        .then(c.expr.clone())
        .then_ignore(expect(Tok::Semi))
        .map(move |(((a, i), attrs), expr)| {
            let span = cx.span(i);
            Some(if a { Stmt::Assert(AssertCmd { attrs, expr, span }) } else { Stmt::Assume(AssumeCmd { attrs, expr, span }) })
        })
}

/// `"havoc" Idents ";"`.
fn havoc<'a, E: PE<'a>>(c: &CmdParts<'a, E>) -> impl CmdParser<'a, E> {
    let cx = c.cx;
    tok(Tok::Havoc).then(c.idents.clone()).then_ignore(expect(Tok::Semi)).map(move |(i, vars)| Some(Stmt::Havoc(HavocCmd { vars, span: cx.span(i) })))
}

/// One arm of a call: `{ Attribute } [ Idents ":=" ] Ident "(" [ Expressions ] ")"`.
type CallArm = (Attrs, Vec<Ident>, Ident, Vec<Expr>);

fn call_arm<'a, E: PE<'a>>(c: &CmdParts<'a, E>) -> B<'a, CallArm, E> {
    let ident = c.ident.clone();
    c.attributes
        .clone()
        .then(ident.clone())
        .then(
            choice((
                when(|t| t == Tok::LParen).map(|_| None),
                when(|t| matches!(t, Tok::Comma | Tok::Assign))
                    .ignore_then(just(Tok::Comma).ignore_then(ident.clone()).repeated().collect::<Vec<_>>())
                    .then_ignore(expect(Tok::Assign))
                    .then(ident)
                    .map(Some),
            ))
            .labelled(Lbl::Invalid("CallParams"))
            .recover_with(via_parser(empty().to(None))),
        )
        .then_ignore(expect(Tok::LParen))
        .then(when(starts_expr).ignore_then(c.exprs.clone()).or_not())
        .then_ignore(expect(Tok::RParen))
        .map(|(((attrs, first), tail), args)| {
            let (outs, callee) = match tail {
                None => (Vec::new(), first),
                Some((more, callee)) => {
                    let mut outs = Vec::with_capacity(1 + more.len());
                    outs.push(first);
                    outs.extend(more);
                    (outs, callee)
                }
            };
            (attrs, outs, callee, args.unwrap_or_default())
        })
        .boxed()
}

/// `( "free" "call" | "call" ) CallArm { "|" CallArm } ";"`, or the CIVL `async` command.
fn call_cmd<'a, E: PE<'a>>(c: &CmdParts<'a, E>) -> impl CmdParser<'a, E> {
    let cx = c.cx;
    let arm = call_arm(c);
    let call = choice((tok(Tok::Free).map(|_| true).then(expect(Tok::Call)), tok(Tok::Call).map(|i| (false, i))))
        .then(arm.clone())
        .then(just(Tok::Bar).ignore_then(arm).repeated().collect::<Vec<_>>())
        .map_with(move |(((free, ci), first), rest), e: &mut MX<'a, '_, E>| {
            let span = cx.span(ci);
            let mk = |(attrs, outs, callee, args)| CallCmd { is_async: false, free, attrs, outs, callee, args, span };
            if rest.is_empty() {
                return Some(Stmt::Call(Box::new(mk(first))));
            }
            let mut calls = Vec::with_capacity(1 + rest.len());
            calls.push(mk(first));
            calls.extend(rest.into_iter().map(mk));
            if free {
                let g = e.span().end;
                e.emit(E::always(g, span, "parallel call not allowed"));
            }
            Some(Stmt::ParCall(ParCallCmd { calls, span }))
        });
    let async_ = just(Tok::Async).rewind().ignore_then(custom(move |inp: &mut Inp<'a, '_, E>| {
        civl_at(inp, cx, "async");
        while let Some(t) = inp.peek() {
            if matches!(t, Tok::Semi | Tok::RBrace) {
                break;
            }
            inp.skip();
        }
        reset_here(inp);
        Ok(None)
    }));
    choice((async_, call)).then_ignore(expect(Tok::Semi))
}

/// `"measure" { Attribute } Expressions ";"`.
fn measure<'a, E: PE<'a>>(c: &CmdParts<'a, E>) -> impl CmdParser<'a, E> {
    let cx = c.cx;
    tok(Tok::Measure)
        .then(c.attributes.clone())
        .then(c.exprs.clone())
        .then_ignore(expect(Tok::Semi))
        .map(move |((i, attrs), exprs)| Some(Stmt::Measure(MeasureCmd { attrs, exprs, span: cx.span(i) })))
}

/// The CIVL `yield;`, reported and skipped.
fn yield_<'a, E: PE<'a>>(c: &CmdParts<'a, E>) -> impl CmdParser<'a, E> {
    just(Tok::Yield).rewind().ignore_then(civl_skip_semi(c.cx, "yield")).map(|_| None)
}

/// `"push" ";"` and `"pop" ";"` (soft keywords: an identifier `push` not followed by `;`
/// starts an assignment or label).
fn push_pop<'a, E: PE<'a>>(c: &CmdParts<'a, E>) -> impl CmdParser<'a, E> {
    let cx = c.cx;
    choice((tok(Tok::Push).map(|i| (true, i)), tok(Tok::Pop).map(|i| (false, i))))
        .then_ignore(just(Tok::Semi).rewind())
        .then_ignore(expect(Tok::Semi))
        .map(move |(push, i)| Some(Stmt::ChangeScope(ChangeScopeCmd { push, span: cx.span(i) })))
}

/// `("hide" | "reveal") ( "*" | Ident ) ";"` (soft keywords, as `push_pop`).
fn hide_reveal<'a, E: PE<'a>>(c: &CmdParts<'a, E>) -> impl CmdParser<'a, E> {
    let cx = c.cx;
    choice((tok(Tok::Hide).map(|i| (true, i)), tok(Tok::Reveal).map(|i| (false, i))))
        .then_ignore(when(|t| t == Tok::Star || is_ident(t)))
        .then(choice((just(Tok::Star).to(None), c.ident.clone().map(Some))))
        .then_ignore(expect(Tok::Semi))
        .map(move |((hide, i), name)| Some(Stmt::HideReveal(HideRevealCmd { hide, name, span: cx.span(i) })))
}

/// What follows the identifier that starts a label, assignment or unpack.
#[derive(Clone)]
enum LoaTail {
    Label,
    Unpack { vars: Vec<Ident>, span: Span, attrs: Attrs, rhs: Expr },
    Assign { sels: Vec<LhsSelector>, more: Vec<Lhs>, span: Span, attrs: Attrs, rhs: Vec<Expr> },
}

/// The selectors of an assignment target: `{ "[" [ Expressions ] "]" | "->" Ident }`.
fn lhs_selectors<'a, E: PE<'a>>(c: &CmdParts<'a, E>) -> B<'a, Vec<LhsSelector>, E> {
    let cx = c.cx;
    empty()
        .map(|_| Vec::new())
        .foldl(
            choice((
                tok(Tok::LBracket)
                    .then(when(starts_expr).ignore_then(c.exprs.clone()).or_not())
                    .then_ignore(expect(Tok::RBracket))
                    .map(move |(i, ix)| LhsSelector::Index { indices: ix.unwrap_or_default(), span: cx.span(i) }),
                tok(Tok::Arrow).then(c.ident.clone()).map(move |(i, field)| LhsSelector::Field { field, span: cx.span(i) }),
            ))
            .repeated(),
            |mut v, s| {
                v.push(s);
                v
            },
        )
        .boxed()
}

/// `Ident ( ":" | "(" [ Idents ] ")" ":=" { Attribute } Expression ";" | Selectors
/// { "," Ident Selectors } ":=" { Attribute } Expressions ";" )`.
fn label_or_assign<'a, E: PE<'a>>(c: &CmdParts<'a, E>) -> impl CmdParser<'a, E> {
    let cx = c.cx;
    let sels = lhs_selectors(c);
    let tail = choice((
        just(Tok::Colon).map(|_| LoaTail::Label),
        just(Tok::LParen)
            .ignore_then(when(is_ident).ignore_then(c.idents.clone()).or_not())
            .then_ignore(expect(Tok::RParen))
            .then(expect(Tok::Assign))
            .then(c.attributes.clone())
            .then(c.expr.clone())
            .then_ignore(expect(Tok::Semi))
            .map(move |(((vars, ai), attrs), rhs)| LoaTail::Unpack { vars: vars.unwrap_or_default(), span: cx.span(ai), attrs, rhs }),
        when(|t| matches!(t, Tok::LBracket | Tok::Arrow | Tok::Comma | Tok::Assign))
            .ignore_then(sels.clone())
            .then(just(Tok::Comma).ignore_then(c.ident.clone().then(sels)).repeated().collect::<Vec<_>>())
            .then(expect(Tok::Assign))
            .then(c.attributes.clone())
            .then(c.exprs.clone())
            .then_ignore(expect(Tok::Semi))
            .map(move |((((sels, more), ai), attrs), rhs)| {
                let more = more.into_iter().map(|(name, selectors)| Lhs { span: name.span, name, selectors }).collect();
                LoaTail::Assign { sels, more, span: cx.span(ai), attrs, rhs }
            }),
    ))
    .map(Some)
    .labelled(Lbl::Invalid("LabelOrAssign"))
    .recover_with(via_parser(empty().to(None)));
    ident_nr(cx).then(tail).map(|(id, tail)| match tail {
        None => None,
        Some(LoaTail::Label) => Some(Stmt::Label(LabelStmt { span: id.span, name: id })),
        Some(LoaTail::Unpack { vars, span, attrs, rhs }) => Some(Stmt::Unpack(Box::new(UnpackCmd { ctor: id, vars, attrs, rhs, span }))),
        Some(LoaTail::Assign { sels, more, span, attrs, rhs }) => {
            let first = Lhs { span: id.span, name: id, selectors: sels };
            let lhs = if more.is_empty() {
                vec![first]
            } else {
                let mut v = Vec::with_capacity(1 + more.len());
                v.push(first);
                v.extend(more);
                v
            };
            Some(Stmt::Assign(AssignCmd { lhs, attrs, rhs, span }))
        }
    })
}

/// A code expression `|{ ... }|`, given `{ LocalVars }` and `LabelOrCmd`.
pub(crate) fn code_expr<'a, E: PE<'a>>(c: &CmdParts<'a, E>, locals: B<'a, Vec<Variable>, E>, label_or_cmd: B<'a, Option<Stmt>, E>) -> impl Parser<'a, In<'a>, Expr, super::base::Ex<'a, E>> + Clone + 'a {
    let cx = c.cx;
    let cmds = empty().map(|_| Vec::new()).foldl_with(
        when(|t| matches!(t, Tok::Assert | Tok::Assume | Tok::Havoc | Tok::Call | Tok::Free | Tok::Measure) || is_ident(t)).ignore_then(label_or_cmd).repeated(),
        |mut v, s, e: &mut MX<'a, '_, E>| {
            match s {
                Some(Stmt::Label(_)) => {
                    let g = e.span().end;
                    e.emit(E::sem(g, "SpecBlock's can only have one label"));
                }
                Some(s) => v.push(s),
                None => {}
            }
            v
        },
    );
    let transfer = choice((
        tok(Tok::Goto)
            .then(c.attributes.clone())
            .then(c.idents.clone())
            .map(move |((i, attrs), labels)| SpecTransfer::Goto(GotoCmd { attrs, labels: labels.into_iter().collect(), span: cx.span(i) })),
        tok(Tok::Return).then(c.attributes.clone()).then(c.expr.clone()).map(move |((i, attrs), expr)| SpecTransfer::Return { attrs, expr, span: cx.span(i) }),
    ))
    .labelled(Lbl::Invalid("SpecBlock"))
    .recover_with(via_parser(super::base::here().map(move |i| SpecTransfer::Goto(GotoCmd { attrs: Attrs::new(), labels: boogie_ast::SmallVec::new(), span: cx.span(i) }))));
    let spec_block = c
        .ident
        .clone()
        .then_ignore(expect(Tok::Colon))
        .then(cmds)
        .then(transfer)
        .then_ignore(expect(Tok::Semi))
        .map(|((label, cmds), transfer)| SpecBlock { span: label.span, label, cmds, transfer });
    tok(Tok::LBraceBar)
        .then(locals)
        .then(spec_block.clone().map(|b| vec![b]).foldl(when(is_ident).ignore_then(spec_block).repeated(), |mut v, b| {
            v.push(b);
            v
        }))
        .then_ignore(expect(Tok::RBraceBar))
        .map(move |((i, locals), blocks)| Expr { kind: ExprKind::Code(Box::new(CodeExpr { locals, blocks })), span: cx.span(i) })
}
