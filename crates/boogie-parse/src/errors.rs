//! Syntax errors as Boogie's Coco/R-generated parser reports them.
//!
//! The grammar is generic over its error type ([`PE`]): [`PErr`] carries what Coco/R would
//! say and where; chumsky's zero-sized [`EmptyErr`] only tells that some error was made
//! (the first of the two runs, see [`crate::parser::parse`]).
//!
//! How the grammar produces Coco/R's messages:
//! - `expect(tok)` fails with chumsky's `DefaultExpected::Token(tok)`, which becomes
//!   `"tok" expected` here ([`LabelError`] for `DefaultExpected`); `end()` becomes
//!   `EOF expected`.
//! - Choice points carry a [`Lbl::Invalid`] label: `invalid X`.
//! - [`chumsky::error::Error::merge`] keeps the newest error at a position: the decision
//!   that failed last, which is where Coco/R reports (older alternatives at the same token
//!   come from optional continuations that Coco/R does not report).
//! - Semantic errors are emitted by the grammar where Boogie calls `SemErr` ([`PE::sem`],
//!   [`PE::always`]).
//!
//! Every error carries the token index of the lookahead when it was made (`g`, Coco/R's
//! count of consumed tokens); [`finish`] then applies Coco/R's rule that an error closer
//! than two tokens to the previous one is dropped, and interleaves the preprocessor's
//! pragma errors in scanning order.

use boogie_ast::{Diagnostic, Phase, Span};
use chumsky::error::{EmptyErr, LabelError};
use chumsky::util::MaybeRef;
use chumsky::DefaultExpected;
use chumsky::span::SimpleSpan;

use crate::lexer::Tok;
use crate::tokens::Toks;

/// Coco/R's minimum number of tokens between two reported syntax errors.
const MIN_ERR_DIST: i64 = 2;

/// The parser's input: the token kinds of the file.
pub(crate) type In<'a> = &'a [Tok];

/// A parse error: the token index of the lookahead when it was made and what it says.
#[derive(Clone, Debug)]
pub struct PErr {
    g: u32,
    kind: EK,
}

#[derive(Clone, Debug)]
enum EK {
    /// `"tok" expected` at token `g`.
    Expected(Tok),
    /// `invalid X` at token `g`.
    Invalid(&'static str),
    /// A failure no production reports (never emitted by this grammar).
    Other,
    /// Coco/R's `SemErr(msg)`: at the last consumed token, suppressible.
    Sem(Box<str>),
    /// Boogie's `SemErr(tok, msg)`: always reported, does not reset the error distance.
    Always(Box<Diagnostic>),
    /// Resets the error distance (after CIVL skips).
    Reset,
}

/// Labels of choice points: `invalid X`, or a token name (`ident expected`).
#[derive(Clone, Copy, Debug)]
pub enum Lbl {
    Invalid(&'static str),
    Expect(Tok),
}

/// The error types the grammar is built for: [`PErr`] and chumsky's [`EmptyErr`].
pub trait PE<'a>: chumsky::error::Error<'a, In<'a>> + LabelError<'a, In<'a>, DefaultExpected<'a, Tok>> + LabelError<'a, In<'a>, Lbl> + Clone + 'a {
    /// Errors carry nothing: any error means "parse again with [`PErr`]". The grammar
    /// then also takes the direct readers of [`crate::fast`].
    const FAST: bool;
    /// Coco/R's `SemErr(msg)` after token `g - 1`.
    fn sem(g: usize, msg: impl Into<String>) -> Self;
    /// Boogie's `SemErr(tok, msg)` (always reported).
    fn always(g: usize, span: Span, msg: impl Into<String>) -> Self;
    /// An always reported diagnostic made elsewhere (label checks).
    fn diag(g: usize, d: Diagnostic) -> Self;
    /// Resets the error distance at token `g`.
    fn reset(g: usize) -> Self;
}

impl<'a> PE<'a> for PErr {
    const FAST: bool = false;
    fn sem(g: usize, msg: impl Into<String>) -> PErr {
        PErr { g: g as u32, kind: EK::Sem(msg.into().into_boxed_str()) }
    }
    fn always(g: usize, span: Span, msg: impl Into<String>) -> PErr {
        PErr { g: g as u32, kind: EK::Always(Box::new(Diagnostic::new(Phase::Parse, span, msg))) }
    }
    fn diag(g: usize, d: Diagnostic) -> PErr {
        PErr { g: g as u32, kind: EK::Always(Box::new(d)) }
    }
    fn reset(g: usize) -> PErr {
        PErr { g: g as u32, kind: EK::Reset }
    }
}

impl<'a> PE<'a> for EmptyErr {
    const FAST: bool = true;
    fn sem(_: usize, _: impl Into<String>) -> EmptyErr {
        EmptyErr::default()
    }
    fn always(_: usize, _: Span, _: impl Into<String>) -> EmptyErr {
        EmptyErr::default()
    }
    fn diag(_: usize, _: Diagnostic) -> EmptyErr {
        EmptyErr::default()
    }
    fn reset(_: usize) -> EmptyErr {
        EmptyErr::default()
    }
}

impl<'a> LabelError<'a, In<'a>, DefaultExpected<'a, Tok>> for PErr {
    fn expected_found<E: IntoIterator<Item = DefaultExpected<'a, Tok>>>(expected: E, _found: Option<MaybeRef<'a, Tok>>, span: SimpleSpan) -> Self {
        let kind = match expected.into_iter().last() {
            Some(DefaultExpected::Token(t)) => EK::Expected(*t),
            Some(DefaultExpected::EndOfInput) => EK::Expected(Tok::Eof),
            _ => EK::Other,
        };
        PErr { g: span.start as u32, kind }
    }
    fn merge_expected_found<E: IntoIterator<Item = DefaultExpected<'a, Tok>>>(self, expected: E, found: Option<MaybeRef<'a, Tok>>, span: SimpleSpan) -> Self {
        Self::expected_found(expected, found, span)
    }
    fn replace_expected_found<E: IntoIterator<Item = DefaultExpected<'a, Tok>>>(self, expected: E, found: Option<MaybeRef<'a, Tok>>, span: SimpleSpan) -> Self {
        Self::expected_found(expected, found, span)
    }
}

impl<'a> LabelError<'a, In<'a>, Lbl> for PErr {
    fn expected_found<E: IntoIterator<Item = Lbl>>(expected: E, _found: Option<MaybeRef<'a, Tok>>, span: SimpleSpan) -> Self {
        let mut e = PErr { g: span.start as u32, kind: EK::Other };
        if let Some(l) = expected.into_iter().last() {
            e.label_with(l);
        }
        e
    }
    fn label_with(&mut self, label: Lbl) {
        self.kind = match label {
            Lbl::Invalid(p) => EK::Invalid(p),
            Lbl::Expect(t) => EK::Expected(t),
        };
    }
}

impl<'a> chumsky::error::Error<'a, In<'a>> for PErr {
    /// Coco/R reports the decision that failed last: the newest error at a position wins.
    fn merge(self, other: Self) -> Self {
        other
    }
}

/// The diagnostics of a parse: Coco/R's error suppression applied to the errors in the
/// order they were made, with the pragma errors interleaved.
pub(crate) fn finish(toks: &Toks, errs: Vec<PErr>) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut pragma = toks.pre().pragma_errors.iter().zip(toks.pragma_at().iter()).peekable();
    let mut last: i64 = -MIN_ERR_DIST;
    for e in errs {
        let g = e.g as usize;
        while let Some(((_, d), _)) = pragma.next_if(|(_, &at)| at as usize <= g) {
            out.push(d.clone());
        }
        let gi = g as i64;
        let (at, msg) = match e.kind {
            EK::Always(d) => {
                out.push(*d);
                continue;
            }
            EK::Reset => {
                last = gi;
                continue;
            }
            EK::Expected(t) => (g, t.expected()),
            EK::Invalid(p) => (g, format!("invalid {p}")),
            EK::Other => (g, "syntax error".to_string()),
            EK::Sem(m) => (g.saturating_sub(1), String::from(m)),
        };
        if gi - last >= MIN_ERR_DIST {
            out.push(Diagnostic::new(Phase::Parse, toks.span(at), msg));
        }
        last = gi;
    }
    out.extend(pragma.map(|((_, d), _)| d.clone()));
    out
}
