//! Attributes and triggers (BoogiePL.atg `Attribute`, `AttributeOrTrigger`).
//!
//! `AttributeOrTrigger = "{" ( ":" ident [ AttributeParameter { "," AttributeParameter } ]
//! | Expressions ) "}"`, where a parameter is a string or an expression. `{:nopats e}` is a
//! negative trigger. Where only attributes are allowed, a trigger is the SemErr
//! "only attributes, not triggers, allowed here".

use boogie_ast::{AttrArg, Attribute, Attrs, Expr, Name, Trigger};
use chumsky::prelude::*;

use super::base::{expect, is_ident, list1, starts_expr, tok, when, B, MX};
use crate::errors::{Lbl, PE};
use crate::lexer::Tok;
use crate::tokens::Toks;

/// An attribute-or-trigger as parsed.
#[derive(Clone)]
enum AttrOrTrig {
    Attr(Attribute),
    Trig(Trigger),
    /// After an error.
    Nothing,
}

/// What stands between the braces.
#[derive(Clone)]
enum Body {
    /// `:key args`, and the token index after it.
    Attr { key: Name, args: Vec<AttrArg>, end: usize },
    Trigger(Vec<Expr>),
}

/// The attribute parsers.
pub(crate) struct AttrParsers<'a, E: PE<'a>> {
    /// `{ Attribute }`.
    pub attributes: B<'a, boogie_ast::Attrs, E>,
    /// `{ AttributeOrTrigger }` (of quantifiers).
    pub attrs_triggers: B<'a, (Attrs, Vec<Trigger>), E>,
}

pub(crate) fn attributes<'a, E: PE<'a>>(cx: &'a Toks<'a>, expr: &B<'a, Expr, E>, exprs: &B<'a, Vec<Expr>, E>) -> AttrParsers<'a, E> {
    let attr_or_trig = attr_or_trigger(cx, expr, exprs);
    let attributes = empty()
        .map(|_| Attrs::new())
        .foldl_with(attr_or_trig.clone().repeated(), |mut v: Attrs, a, e: &mut MX<'a, '_, E>| {
            match a {
                AttrOrTrig::Attr(a) => v.push(a),
                AttrOrTrig::Trig(_) => {
                    let g = e.span().end;
                    e.emit(E::sem(g, "only attributes, not triggers, allowed here"));
                }
                AttrOrTrig::Nothing => {}
            }
            v
        })
        .boxed();
    let attrs_triggers = empty()
        .map(|_| (Attrs::new(), Vec::new()))
        .foldl(attr_or_trig.repeated(), |(mut a, mut t): (Attrs, Vec<Trigger>), x| {
            match x {
                AttrOrTrig::Attr(x) => a.push(x),
                AttrOrTrig::Trig(x) => t.push(x),
                AttrOrTrig::Nothing => {}
            }
            (a, t)
        })
        .boxed();
    AttrParsers { attributes, attrs_triggers }
}

/// `AttributeOrTrigger`.
fn attr_or_trigger<'a, E: PE<'a>>(cx: &'a Toks<'a>, expr: &B<'a, Expr, E>, exprs: &B<'a, Vec<Expr>, E>) -> B<'a, AttrOrTrig, E> {
    let param = choice((
        just(Tok::String).map_with(move |_, e: &mut MX<'a, '_, E>| AttrArg::String(Name::new(cx.string_body(e.span().start)))),
        expr.clone().map(AttrArg::Expr),
    ));
    let key = any()
        .filter(|t: &Tok| is_ident(*t))
        .map_with(move |_, e: &mut MX<'a, '_, E>| cx.name(e.span().start))
        .labelled(Lbl::Expect(Tok::Ident))
        .recover_with(via_parser(empty().map(|_| Name::default())));
    let body = choice((
        just(Tok::Colon)
            .ignore_then(key)
            .then(when(|t| t == Tok::String || starts_expr(t)).ignore_then(list1(param)).or_not())
            .map_with(|(key, args), e: &mut MX<'a, '_, E>| Body::Attr { key, args: args.unwrap_or_default(), end: e.span().end }),
        when(starts_expr).ignore_then(exprs.clone()).map(Body::Trigger),
    ))
    .map(Some)
    .labelled(Lbl::Invalid("AttributeOrTrigger"))
    .recover_with(via_parser(empty().to(None)));
    tok(Tok::LBrace)
        .then(body)
        .map_with(move |(open, body), e: &mut MX<'a, '_, E>| {
            let span = cx.span(open);
            match body {
                None => AttrOrTrig::Nothing,
                Some(Body::Trigger(exprs)) => AttrOrTrig::Trig(Trigger { positive: true, exprs, span }),
                Some(Body::Attr { key, mut args, end }) if key == "nopats" => match (args.len(), args.pop()) {
                    (1, Some(AttrArg::Expr(x))) => AttrOrTrig::Trig(Trigger { positive: false, exprs: vec![x], span }),
                    _ => {
                        e.emit(E::sem(end, "the 'nopats' quantifier attribute expects a string-literal parameter"));
                        AttrOrTrig::Nothing
                    }
                },
                Some(Body::Attr { key, args, .. }) => AttrOrTrig::Attr(Attribute { key, args: args.into(), span }),
            }
        })
        .then_ignore(expect(Tok::RBrace))
        .boxed()
}
