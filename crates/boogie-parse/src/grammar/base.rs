//! The vocabulary the grammar is written in: the parser types, the per-parse state, and
//! the small combinators that mirror Coco/R's primitives (`Expect`, lookahead tests,
//! `SemErr` at the lookahead, the skips of unsupported CIVL constructs).

use boogie_ast::{Expr, Ident, Name};
use chumsky::input::InputRef;
use chumsky::prelude::*;

use crate::errors::{In, PE};
use crate::lexer::Tok;
use crate::tokens::Toks;

/// Per-parse state: context flags that Coco/R keeps in locals, and the operand and
/// operator stacks of the binary-operator loop.
#[derive(Default)]
pub struct St {
    /// One flag per open `[...]`: its first index was a bit-vector bounds pair.
    pub(crate) extract: Vec<bool>,
    /// The type before a `:` in a function parameter was a bare identifier.
    pub(crate) bare: bool,
    /// Operand and operator stacks of [`super::binary::climb`] (shared by nested
    /// expressions, each above the depth at which it started).
    pub(crate) opnds: Vec<Expr>,
    pub(crate) ops: Vec<(u8, boogie_ast::BinaryOp, u32)>,
}

impl<'a> chumsky::inspector::Inspector<'a, In<'a>> for St {
    type Checkpoint = ();
    fn on_token(&mut self, _: &Tok) {}
    fn on_save<'parse>(&self, _: &chumsky::input::Cursor<'a, 'parse, In<'a>>) {}
    fn on_rewind<'parse>(&mut self, _: &chumsky::input::Checkpoint<'a, 'parse, In<'a>, ()>) {}
}

/// The parser extras: error type `E`, state [`St`].
pub(crate) type Ex<'a, E> = extra::Full<E, St, ()>;
/// What `map_with` closures see.
pub(crate) type MX<'a, 'b, E> = chumsky::input::MapExtra<'a, 'b, In<'a>, Ex<'a, E>>;
/// A boxed parser producing `O`.
pub(crate) type B<'a, O, E> = Boxed<'a, 'a, In<'a>, O, Ex<'a, E>>;
/// The input as a hand-written reader sees it.
pub(crate) type Inp<'a, 'b, E> = InputRef<'a, 'b, In<'a>, Ex<'a, E>>;

/// The token index of the lookahead.
pub(crate) fn lookahead<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>) -> usize {
    inp.span_since(&inp.cursor()).start
}

pub(crate) fn is_ident(t: Tok) -> bool {
    t == Tok::Ident || t.is_soft_keyword()
}

/// The first tokens of `Expression`.
pub(crate) fn starts_expr(t: Tok) -> bool {
    matches!(
        t,
        Tok::Minus
            | Tok::Not
            | Tok::False
            | Tok::True
            | Tok::RMode
            | Tok::Nat
            | Tok::Decimal
            | Tok::DecFloat
            | Tok::Float
            | Tok::BvLit
            | Tok::String
            | Tok::Old
            | Tok::Int
            | Tok::Real
            | Tok::LParen
            | Tok::If
            | Tok::LBraceBar
    ) || is_ident(t)
}

/// The first tokens of `Type`.
pub(crate) fn starts_type(t: Tok) -> bool {
    matches!(t, Tok::Int | Tok::Real | Tok::Bool | Tok::LParen | Tok::Lt | Tok::LBracket) || is_ident(t)
}

/// The first tokens of a procedure specification clause.
pub(crate) fn starts_spec(t: Tok) -> bool {
    matches!(t, Tok::Modifies | Tok::Free | Tok::Requires | Tok::Ensures | Tok::Measure | Tok::Preserves | Tok::Refines | Tok::Asserts)
}

/// The first tokens of a top-level declaration.
pub(crate) fn is_decl_start(t: Tok) -> bool {
    matches!(
        t,
        Tok::Const | Tok::Function | Tok::Axiom | Tok::Type | Tok::Var | Tok::Procedure | Tok::Implementation | Tok::Datatype | Tok::Yield | Tok::Pure | Tok::Revealed | Tok::Hideable
    )
}

/// Consumes `k`; outputs its token index.
pub(crate) fn tok<'a, E: PE<'a>>(k: Tok) -> impl Parser<'a, In<'a>, usize, Ex<'a, E>> + Clone {
    just(k).map_with(|_, e: &mut MX<'a, '_, E>| e.span().start)
}

/// Coco/R's `Expect(k)`: consumes `k` or reports `"k" expected` and consumes nothing.
/// Outputs the index of the last consumed token (Coco/R's `t`).
pub(crate) fn expect<'a, E: PE<'a>>(k: Tok) -> impl Parser<'a, In<'a>, usize, Ex<'a, E>> + Clone {
    tok(k).recover_with(via_parser(empty().map_with(|_, e: &mut MX<'a, '_, E>| e.span().start.saturating_sub(1))))
}

/// Succeeds without consuming if the lookahead satisfies `f`.
pub(crate) fn when<'a, E: PE<'a>>(f: fn(Tok) -> bool) -> impl Parser<'a, In<'a>, (), Ex<'a, E>> + Clone {
    any().filter(move |t: &Tok| f(*t)).rewind().ignored()
}

/// The current token index (consumes nothing).
pub(crate) fn here<'a, E: PE<'a>>() -> impl Parser<'a, In<'a>, usize, Ex<'a, E>> + Clone {
    empty().map_with(|_, e: &mut MX<'a, '_, E>| e.span().start)
}

/// `item { "," item }` (a one-item list is allocated at its exact size).
pub(crate) fn list1<'a, E: PE<'a>, O: 'a>(item: impl Parser<'a, In<'a>, O, Ex<'a, E>> + Clone + 'a) -> impl Parser<'a, In<'a>, Vec<O>, Ex<'a, E>> + Clone + 'a {
    item.clone().map(|x| vec![x]).foldl(just(Tok::Comma).ignore_then(item).repeated(), |mut v, x| {
        v.push(x);
        v
    })
}

/// An identifier (soft keywords included), without recovery.
pub(crate) fn ident_nr<'a, E: PE<'a>>(cx: &'a Toks<'a>) -> impl Parser<'a, In<'a>, Ident, Ex<'a, E>> + Clone {
    any().filter(|t: &Tok| is_ident(*t)).map_with(move |_, e: &mut MX<'a, '_, E>| {
        let i = e.span().start;
        Ident { name: cx.name(i), span: cx.span(i) }
    })
}

/// `Ident`: an identifier, or `invalid Ident` and the placeholder `_`.
pub(crate) fn ident<'a, E: PE<'a>>(cx: &'a Toks<'a>) -> B<'a, Ident, E> {
    let dummy = move |i: usize| Ident { name: Name::new_inline("_"), span: cx.span(i) };
    ident_nr(cx).labelled(crate::errors::Lbl::Invalid("Ident")).recover_with(via_parser(here().map(dummy))).boxed()
}

/// Reports a CIVL construct at the lookahead (always, and resets the error distance).
pub(crate) fn civl_at<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>, toks: &Toks<'a>, what: &str) {
    let g = lookahead(inp);
    inp.emit(E::always(g, toks.span(g), format!("CIVL construct '{what}' is not supported")));
    inp.emit(E::reset(g));
}

/// Resets the error distance at the lookahead.
pub(crate) fn reset_here<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>) {
    let g = lookahead(inp);
    inp.emit(E::reset(g));
}

/// `civl(what)` then skip to and over the next `;` (Boogie-incompatible CIVL clauses).
pub(crate) fn civl_skip_semi<'a, E: PE<'a>>(toks: &'a Toks<'a>, what: &'static str) -> impl Parser<'a, In<'a>, (), Ex<'a, E>> + Clone {
    custom(move |inp: &mut Inp<'a, '_, E>| {
        civl_at(inp, toks, what);
        skip_to_semi(inp);
        Ok(())
    })
}

/// Skips to and over the next `;`, then resets the error distance.
pub(crate) fn skip_to_semi<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>) {
    while let Some(t) = inp.peek() {
        if t == Tok::Semi {
            break;
        }
        inp.skip();
    }
    inp.skip();
    reset_here(inp);
}
