//! The Boogie parser in `chumsky` 0.12 over the `logos` token slice, built so that syntax
//! errors come out exactly as Boogie's Coco/R-generated parser prints them.
//!
//! Input: the file is lexed up front into a `&[Tok]` slice (one byte per token; chumsky's
//! spans are token-index ranges). Positions and token texts are resolved by [`Toks`] only
//! where the AST needs them (a one-byte offset per token from a 16-token block start).
//!
//! Two passes: the grammar is generic over the error type ([`PE`]); [`parse`] runs it
//! first with chumsky's zero-sized `EmptyErr` and, only if that run made any error, again
//! with [`PErr`], which alone then decides the AST and the diagnostics.
//!
//! Coco/R emulation:
//! - The grammar is LL(1): every alternative is chosen by its first token and nothing after
//!   a committed first token can fail, so chumsky never backtracks over consumed tokens and
//!   the "furthest error" is always at the lookahead, where Coco/R reports.
//! - `expect(tok)` = `just(tok).recover_with(via_parser(empty()))`: on a mismatch the
//!   alt error (`"tok" expected`, via [`LabelError`] on `DefaultExpected::Token`) is emitted
//!   and parsing continues without consuming, like Coco/R's `Expect`.
//! - Choice points are `choice(..).labelled(Lbl::Invalid("X"))` with an `empty()` recovery
//!   that yields a placeholder: `invalid X` at the lookahead. `Error::merge` keeps the
//!   newest error at a position, which is the failing decision (earlier alts at the same
//!   token come from optional continuations that Coco/R does not report).
//! - Parse-time semantic errors are emitted from `map_with`/`foldl_with` (`e.emit`) right
//!   where Boogie's `SemErr` is called, so emission order equals Boogie's order.
//! - Every error carries the token index of the lookahead at the time it was made; after
//!   parsing, `finish` applies Coco/R's rule that errors closer than two tokens to the
//!   previous one are dropped (suppressed errors also reset the distance) and interleaves
//!   the pragma errors of the preprocessor in scanning order.
//!
//! Deep nesting: the recursive productions are chumsky `Recursive` parsers, which grow the
//! stack on the heap with `stacker`. They are built with `recursive(|weak_self| ..)`, never
//! `Recursive::declare` + `define` (whose strong self-references form `Rc` cycles that
//! leak the parser graph on every parse): mutually recursive parts (types, expressions,
//! statement lists) are built by a closure that is called once inside `recursive` and once
//! outside with the finished parser.

use std::cell::Cell;

use boogie_ast::*;
use chumsky::error::{EmptyErr, LabelError};
use chumsky::input::InputRef;
use chumsky::prelude::*;
use chumsky::util::MaybeRef;
use chumsky::DefaultExpected;
use logos::Logos;

use crate::labels;
use crate::lexer::Tok;
use crate::pre::{Pre, Segment};

/// Coco/R's minimum number of tokens between two reported syntax errors.
const MIN_ERR_DIST: u32 = 2;

/// The marker name of a bit-vector bounds pair `hi:lo` while it travels from the
/// coercion rule to the `[...]` that turns it into an extract.
const BOUNDS: &str = "#bvbounds";

// ---------------------------------------------------------------------------
// Tokens
// ---------------------------------------------------------------------------

/// Tokens per block of token start offsets (one absolute offset per block).
const CHECKPOINT: usize = 16;
/// The `offsets` entry of a token that starts 255 or more bytes after its block.
const FAR: u8 = u8::MAX;

/// The characters of the lexer's identifier rule after the first one:
/// `[A-Za-z0-9'~#$^_.?\`]`.
const IDENT_CHAR: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = c.is_ascii_alphanumeric() || matches!(c, b'\'' | b'~' | b'#' | b'$' | b'^' | b'_' | b'.' | b'?' | b'`');
        b += 1;
    }
    t
};

/// The token at `pos` (not whitespace) and its length, when it is an identifier, keyword,
/// a digit run that no other number token or identifier character continues, or an
/// operator other than `/` (comments) whose characters cannot start a float (`-0`);
/// `None` for everything else, which the caller lexes with logos. Operators are fixed
/// spellings, so logos's longest match is the longest spelling that matches here.
fn scan(text: &[u8], pos: usize) -> Option<(Tok, usize)> {
    let b = *text.get(pos)?;
    let at = |k: usize| text.get(pos + k).copied().unwrap_or(0);
    let is_ident_char = |c: u8| IDENT_CHAR[usize::from(c)];
    // Identifier characters other than digits start an identifier or keyword.
    if is_ident_char(b) && !b.is_ascii_digit() {
        let mut e = pos + 1;
        while e < text.len() && is_ident_char(text[e]) {
            e += 1;
        }
        return Some((crate::lexer::keyword(text.get(pos..e).unwrap_or(&[])).unwrap_or(Tok::Ident), e - pos));
    }
    Some(match b {
        b'0'..=b'9' => {
            let mut e = pos + 1;
            while e < text.len() && text[e].is_ascii_digit() {
                e += 1;
            }
            let next = text.get(e).copied().unwrap_or(0);
            if is_ident_char(next) || matches!(next, b'.' | b'+' | b'-') {
                return None;
            }
            (Tok::Nat, e - pos)
        }
        b';' => (Tok::Semi, 1),
        b',' => (Tok::Comma, 1),
        b'(' => (Tok::LParen, 1),
        b')' => (Tok::RParen, 1),
        b'[' => (Tok::LBracket, 1),
        b']' => (Tok::RBracket, 1),
        b'{' => (Tok::LBrace, 1),
        b'}' => if at(1) == b'|' { (Tok::RBraceBar, 2) } else { (Tok::RBrace, 1) },
        b':' => match at(1) {
            b'=' => (Tok::Assign, 2),
            b':' => (Tok::ColonColon, 2),
            _ => (Tok::Colon, 1),
        },
        b'=' => match (at(1), at(2)) {
            (b'=', b'>') => (Tok::Implies, 3),
            (b'=', _) => (Tok::EqEq, 2),
            _ => (Tok::Eq, 1),
        },
        b'<' => match (at(1), at(2), at(3)) {
            (b'=', b'=', b'>') => (Tok::Equiv, 4),
            (b'=', b'=', _) => (Tok::Explies, 3),
            (b'=', _, _) => (Tok::Le, 2),
            _ => (Tok::Lt, 1),
        },
        b'>' => if at(1) == b'=' { (Tok::Ge, 2) } else { (Tok::Gt, 1) },
        b'+' => if at(1) == b'+' { (Tok::Concat, 2) } else { (Tok::Plus, 1) },
        b'-' => match at(1) {
            b'>' => (Tok::Arrow, 2),
            b'0' => return None,
            _ => (Tok::Minus, 1),
        },
        b'*' => if at(1) == b'*' { (Tok::StarStar, 2) } else { (Tok::Star, 1) },
        b'!' => if at(1) == b'=' { (Tok::Neq, 2) } else { (Tok::Not, 1) },
        b'&' if at(1) == b'&' => (Tok::And, 2),
        b'|' => match at(1) {
            b'|' => (Tok::Or, 2),
            b'{' => (Tok::LBraceBar, 2),
            _ => (Tok::Bar, 1),
        },
        _ => return None,
    })
}

/// The lexed file: token kinds (the parser input, one byte per token) and position
/// resolution. Absolute token offsets are not stored per token (4 bytes per token, about
/// 1.3x the source size); instead the tokens are grouped in blocks of 16 with one absolute
/// start offset per block, and each token has a one-byte offset from its block's start
/// (`FAR` if it is 255 or more, then looked up in `far`). A token's end is found from its
/// kind (spelling, identifier or digit run) or by lexing that one token again.
pub struct Toks<'a> {
    pre: &'a Pre<'a>,
    pub kinds: Vec<Tok>,
    /// `start(i) - blocks[i / 16]`, or `FAR`.
    offsets: Vec<u8>,
    /// `(i, start(i))` for the tokens whose offset is `FAR`, by increasing `i`.
    far: Vec<(u32, u32)>,
    /// Start offset of tokens 0, 16, 32, ...
    blocks: Vec<u32>,
    /// For each pragma error of `pre`, the index of the token whose scanning releases it.
    pragma_at: Vec<u32>,
    line_cache: Cell<LineCache>,
}

/// The physical line of the last `Toks::span`: its bytes are `lo..hi` (`hi` is the next
/// line's start, `u32::MAX` after the last line start) and it is reported as `file`, `line`.
#[derive(Clone, Copy)]
struct LineCache {
    lo: u32,
    hi: u32,
    phys: u32,
    file: FileId,
    line: u32,
}

impl LineCache {
    /// No line yet (`lo > hi`: every offset misses).
    const NONE: LineCache = LineCache { lo: 1, hi: 0, phys: 0, file: FileId(0), line: 0 };
}

/// The position tables of a [`Toks`] (`offsets`, `far`, `blocks`), filled token after token.
struct PosTables {
    offsets: Vec<u8>,
    far: Vec<(u32, u32)>,
    blocks: Vec<u32>,
    /// The start offset of the current block.
    block: u32,
}

impl PosTables {
    fn with_capacity(tokens: usize) -> PosTables {
        PosTables { offsets: Vec::with_capacity(tokens), far: Vec::new(), blocks: Vec::with_capacity(tokens / CHECKPOINT + 1), block: 0 }
    }

    /// Records that token `i`, the next one, starts at byte `start`.
    #[inline(always)]
    fn push(&mut self, i: usize, start: u32) {
        if i % CHECKPOINT == 0 {
            self.blocks.push(start);
            self.block = start;
        }
        let d = start - self.block;
        if d < u32::from(FAR) {
            self.offsets.push(d as u8);
        } else {
            self.offsets.push(FAR);
            self.far.push((i as u32, start));
        }
    }
}

impl<'a> Toks<'a> {
    pub fn new(pre: &'a Pre<'a>) -> Toks<'a> {
        Toks::lex(pre, 0, pre.text.len())
    }

    /// The tokens of the bytes `from..to` of the file (`from` and `to` on character
    /// boundaries, between tokens), with their positions in the file.
    fn lex(pre: &'a Pre<'a>, from: usize, to: usize) -> Toks<'a> {
        let est = (to - from) / 3 + 16;
        let mut kinds = Vec::with_capacity(est);
        let mut tables = PosTables::with_capacity(est);
        let mut pragma_at = Vec::with_capacity(pre.pragma_errors.len());
        let ls = &pre.line_starts;
        let mut line = 0usize;
        let text = pre.text.as_bytes().get(..to).unwrap_or(&[]);
        let mut pos = from;
        while pos < text.len() {
            if matches!(text[pos], b' ' | b'\t' | b'\r' | b'\n') {
                pos += 1;
                continue;
            }
            // The common tokens directly; everything else (and comments) through logos from
            // here (logos keeps no state between tokens; `pos` is on a character boundary).
            let (start, kind) = match scan(text, pos) {
                Some((kind, len)) => {
                    let start = pos;
                    pos += len;
                    (start, kind)
                }
                None => {
                    let mut lex = Tok::lexer(pre.text.get(pos..to).unwrap_or(""));
                    let Some(res) = lex.next() else { break };
                    let span = lex.span();
                    let start = pos + span.start;
                    pos += span.end;
                    (start, res.unwrap_or(Tok::Error))
                }
            };
            let start = start as u32;
            let i = kinds.len();
            tables.push(i, start);
            if !pre.pragma_errors.is_empty() {
                // A pragma error on physical line p is released with the first token on a later line.
                while ls.get(line + 1).is_some_and(|&s| s <= start) {
                    line += 1;
                }
                while pre.pragma_errors.get(pragma_at.len()).is_some_and(|(p, _)| (*p as usize) < line) {
                    pragma_at.push(i as u32);
                }
            }
            kinds.push(kind);
        }
        while pragma_at.len() < pre.pragma_errors.len() {
            pragma_at.push(kinds.len() as u32);
        }
        kinds.shrink_to_fit();
        tables.offsets.shrink_to_fit();
        let PosTables { offsets, far, blocks, .. } = tables;
        Toks { pre, kinds, offsets, far, blocks, pragma_at, line_cache: Cell::new(LineCache::NONE) }
    }

    /// The start offset of token `i` (`i >= len`: the end of the text).
    fn start(&self, i: usize) -> u32 {
        match self.offsets.get(i) {
            None => self.pre.text.len() as u32,
            Some(&FAR) => self.far.binary_search_by_key(&(i as u32), |&(j, _)| j).ok().and_then(|j| self.far.get(j)).map_or(0, |&(_, o)| o),
            Some(&d) => self.blocks.get(i / CHECKPOINT).copied().unwrap_or(0) + u32::from(d),
        }
    }

    /// The byte range of token `i` (`i == len` is the empty range at the end). The length
    /// of identifiers and numbers is their run of identifier characters or digits (the
    /// longest match that made them that token), of keywords and operators their
    /// spelling; other tokens are lexed again.
    fn range(&self, i: usize) -> (u32, u32) {
        let s = self.start(i);
        let Some(&kind) = self.kinds.get(i) else { return (s, s) };
        let rest = self.pre.text.as_bytes().get(s as usize..).unwrap_or(&[]);
        let run = |bytes: &[u8], f: fn(u8) -> bool| bytes.iter().position(|&b| !f(b)).unwrap_or(bytes.len());
        let len = match kind {
            Tok::Ident => {
                let bs = usize::from(rest.first() == Some(&b'\\'));
                bs + run(rest.get(bs..).unwrap_or(&[]), |b| IDENT_CHAR.get(usize::from(b)).copied().unwrap_or(false))
            }
            Tok::Nat => run(rest, |b| b.is_ascii_digit()),
            Tok::BvLit | Tok::Decimal | Tok::DecFloat | Tok::Float | Tok::String | Tok::RMode | Tok::Comment | Tok::Error | Tok::Eof => {
                let mut lex = Tok::lexer(self.pre.text.get(s as usize..).unwrap_or(""));
                if lex.next().is_some() {
                    lex.span().end
                } else {
                    0
                }
            }
            k => k.text().len(),
        };
        (s, s + len as u32)
    }

    /// The physical line (0-based index into `line_starts`) of a byte offset, starting
    /// the search at the line `l` of the previous lookup (usually `start` is on it or on the next).
    fn phys(&self, start: u32, l: usize) -> usize {
        let ls = &self.pre.line_starts;
        let ok = |l: usize| ls.get(l).is_some_and(|&s| s <= start) && ls.get(l + 1).is_none_or(|&s| s > start);
        if ok(l) {
            l
        } else if ok(l + 1) {
            l + 1
        } else {
            ls.partition_point(|&s| s <= start).saturating_sub(1)
        }
    }

    /// The reported position of token `i` (`i == len` is the end of file). The line of the
    /// previous call is cached (tokens are mostly resolved in order).
    pub fn span(&self, i: usize) -> Span {
        self.span_at(self.start(i))
    }

    /// The reported position of the byte offset `start`.
    fn span_at(&self, start: u32) -> Span {
        let mut c = self.line_cache.get();
        if !(c.lo <= start && start < c.hi) {
            let phys = self.phys(start, c.phys as usize);
            let ls = &self.pre.line_starts;
            let segs = &self.pre.segments;
            let si = segs.partition_point(|s| s.phys as usize <= phys).saturating_sub(1);
            let seg = segs.get(si).copied().unwrap_or(Segment { phys: 0, file: FileId(0), line: 1 });
            let (file, line) = Pre::logical(&seg, phys as u32);
            let lo = ls.get(phys).copied().unwrap_or(0);
            let hi = ls.get(phys + 1).copied().unwrap_or(u32::MAX);
            c = LineCache { lo, hi, phys: phys as u32, file, line };
            self.line_cache.set(c);
        }
        Span::new(c.file, c.line, start.saturating_sub(c.lo) + 1)
    }

    /// The source text of token `i`.
    pub fn text(&self, i: usize) -> &'a str {
        let (s, e) = self.range(i);
        self.pre.text.get(s as usize..e as usize).unwrap_or("")
    }

    /// `Name` and `Span` of token `i` if it is an `Ident` without a leading backslash or a
    /// `Nat`: its text is the run of identifier characters or digits at its start (as in `range`).
    fn word(&self, i: usize) -> Option<(Name, Span)> {
        let kind = *self.kinds.get(i)?;
        let start = self.start(i);
        let text = self.pre.text.as_bytes();
        let s = start as usize;
        let mut e = s + 1;
        match kind {
            Tok::Ident if text.get(s).is_some_and(|&b| b != b'\\') => {
                while e < text.len() && IDENT_CHAR[usize::from(text[e])] {
                    e += 1;
                }
            }
            Tok::Nat => {
                while e < text.len() && text[e].is_ascii_digit() {
                    e += 1;
                }
            }
            _ => return None,
        }
        let word = self.pre.text.get(s..e)?;
        // The same inline representation that `Name::new` makes of a short non-blank string.
        let name = if word.len() <= Name::INLINE_CAP { Name::new_inline(word) } else { Name::new(word) };
        Some((name, self.span_at(start)))
    }

    fn name(&self, i: usize) -> Name {
        let s = self.text(i);
        Name::new(s.strip_prefix('\\').unwrap_or(s))
    }

    fn string_body(&self, i: usize) -> &'a str {
        let s = self.text(i);
        s.get(1..s.len().saturating_sub(1)).unwrap_or("")
    }
}

// ---------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------

/// A parse error as chumsky carries it: the token index of the lookahead when it was made
/// (`g`, Coco/R's count of consumed tokens) and what it says.
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

type In<'a> = &'a [Tok];

/// The error types the grammar is built for: [`PErr`] (the full Coco/R emulation) and
/// chumsky's zero-sized [`EmptyErr`] (the fast path: it only tells that some error was
/// made, so that `parse` falls back to the full parser).
pub trait PE<'a>: chumsky::error::Error<'a, In<'a>> + LabelError<'a, In<'a>, DefaultExpected<'a, Tok>> + LabelError<'a, In<'a>, Lbl> + Clone + 'a {
    /// The fast pass (errors carry nothing; any error means "parse again with `PErr`").
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

/// Per-parse state: a stack of "the first index of this `[...]` was a bounds pair" flags
/// and whether the type before a `:` in a function parameter was a bare identifier.
#[derive(Default)]
pub struct St {
    extract: Vec<bool>,
    bare: bool,
    /// Operand and operator stacks of `climb` (shared by nested expressions, each above
    /// the depth at which it started), so that binary expressions allocate no stacks.
    opnds: Vec<Expr>,
    ops: Vec<(u8, BinaryOp, u32)>,
}

impl<'a> chumsky::inspector::Inspector<'a, In<'a>> for St {
    type Checkpoint = ();
    fn on_token(&mut self, _: &Tok) {}
    fn on_save<'parse>(&self, _: &chumsky::input::Cursor<'a, 'parse, In<'a>>) {}
    fn on_rewind<'parse>(&mut self, _: &chumsky::input::Checkpoint<'a, 'parse, In<'a>, ()>) {}
}

type Ex<'a, E> = extra::Full<E, St, ()>;
type MX<'a, 'b, E> = chumsky::input::MapExtra<'a, 'b, In<'a>, Ex<'a, E>>;
type B<'a, O, E> = Boxed<'a, 'a, In<'a>, O, Ex<'a, E>>;

/// Applies Coco/R's error suppression and interleaves the pragma errors.
fn finish(toks: &Toks, errs: Vec<PErr>) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut pragma = toks.pre.pragma_errors.iter().zip(toks.pragma_at.iter()).peekable();
    let mut last: i64 = -i64::from(MIN_ERR_DIST);
    for e in errs {
        let g = e.g as usize;
        while let Some(((_, d), _)) = pragma.next_if(|(_, &at)| at as usize <= g) {
            out.push(d.clone());
        }
        let gi = g as i64;
        let report = gi - last >= i64::from(MIN_ERR_DIST);
        match e.kind {
            EK::Expected(t) => {
                if report {
                    out.push(Diagnostic::new(Phase::Parse, toks.span(g), t.expected()));
                }
                last = gi;
            }
            EK::Invalid(p) => {
                if report {
                    out.push(Diagnostic::new(Phase::Parse, toks.span(g), format!("invalid {p}")));
                }
                last = gi;
            }
            EK::Other => {
                if report {
                    out.push(Diagnostic::new(Phase::Parse, toks.span(g), "syntax error"));
                }
                last = gi;
            }
            EK::Sem(m) => {
                if report {
                    out.push(Diagnostic::new(Phase::Parse, toks.span(g.saturating_sub(1)), String::from(m)));
                }
                last = gi;
            }
            EK::Always(d) => out.push(*d),
            EK::Reset => last = gi,
        }
    }
    for ((_, d), _) in pragma {
        out.push(d.clone());
    }
    out
}

/// Parses a preprocessed file.
///
/// Two passes at most: the grammar is first run with chumsky's zero-sized [`EmptyErr`]
/// (no error values are built or merged); if that run made no error of any kind (syntax,
/// semantic, label check), its output is the result. Otherwise the input is parsed again
/// with the full Coco/R-emulating [`PErr`] machinery, which alone decides the output and
/// the diagnostics. Both runs use the same grammar, so a clean fast run gives exactly the
/// AST the full run would.
///
/// A big file's fast pass may run in two halves on two threads ([`parse_fast_halves`]).
pub fn parse(pre: &Pre) -> (Option<Vec<Decl>>, Vec<Diagnostic>) {
    if boogie_ast::par::two_threads() {
        // A clean fast run has no diagnostics (and a file with pragma errors is never cut).
        if let Some(decls) = split_point(pre).and_then(|b| parse_fast_halves(pre, b)) {
            return (Some(decls), Vec::new());
        }
    }
    let toks = Toks::new(pre);
    if let Some(decls) = parse_fast(&toks) {
        return (Some(decls), finish(&toks, Vec::new()));
    }
    parse_full(&toks)
}

/// Smaller files are parsed in one piece.
const SPLIT_MIN_BYTES: usize = 1 << 17;

/// Where a big file may be cut in two for [`parse_fast_halves`]: the start of the first
/// line after its middle that begins with the keyword `procedure` or `implementation`.
/// None for a small file, a file with preprocessor errors, or one without such a line.
pub fn split_point(pre: &Pre) -> Option<usize> {
    let text = pre.text.as_bytes();
    if text.len() < SPLIT_MIN_BYTES || !pre.pragma_errors.is_empty() {
        return None;
    }
    let mut at = text.len() / 2;
    loop {
        let line = at + text.get(at..)?.iter().position(|&c| c == b'\n')? + 1;
        let rest = text.get(line..)?;
        let keyword = |kw: &[u8]| rest.starts_with(kw) && rest.get(kw.len()).is_some_and(|&c| !IDENT_CHAR.get(usize::from(c)).copied().unwrap_or(false));
        if keyword(b"procedure") || keyword(b"implementation") {
            return Some(line);
        }
        at = line;
    }
}

/// The fast pass in two halves of the file, the bytes `..b` here and `b..` on a helper
/// thread, each lexed and parsed on its own: `Some` iff both ran without any error and the
/// cut lies between two top-level declarations, with the declarations of both in order.
///
/// The cut is between declarations when the first half ends with a `;` or `}` followed by
/// nothing but white space and line comments (in particular no block comment that would
/// run across the cut), and the second half starts with the keyword the cut was made at.
/// A declaration parses the same wherever it stands (its positions are those of the
/// file), so the result is what [`parse_fast`] gives on the whole file.
pub fn parse_fast_halves(pre: &Pre, b: usize) -> Option<Vec<Decl>> {
    let head = || {
        let toks = Toks::lex(pre, 0, b);
        let last = toks.kinds.len().checked_sub(1)?;
        let (_, end) = toks.range(last);
        let gap = pre.text.as_bytes().get(end as usize..b)?;
        let clean = matches!(toks.kinds[last], Tok::Semi | Tok::RBrace) && !gap.windows(2).any(|w| w == b"/*");
        if clean {
            parse_fast(&toks)
        } else {
            None
        }
    };
    let tail = || {
        let toks = Toks::lex(pre, b, pre.text.len());
        if matches!(toks.kinds.first(), Some(Tok::Procedure | Tok::Implementation)) {
            parse_fast(&toks)
        } else {
            None
        }
    };
    let (head, tail) = boogie_ast::par::join(head, tail);
    let mut decls = head?;
    decls.extend(tail?);
    Some(decls)
}

/// The fast pass: `Some` iff the grammar ran without any error.
pub fn parse_fast<'a>(toks: &'a Toks<'a>) -> Option<Vec<Decl>> {
    let parser = program::<EmptyErr>(toks);
    let mut st = St::default();
    let (out, errs) = parser.parse_with_state(&toks.kinds[..], &mut st).into_output_errors();
    if errs.is_empty() {
        out
    } else {
        None
    }
}

/// The full pass with Coco/R's error messages.
pub fn parse_full<'a>(toks: &'a Toks<'a>) -> (Option<Vec<Decl>>, Vec<Diagnostic>) {
    let parser = program::<PErr>(toks);
    let mut st = St::default();
    let (out, errs) = parser.parse_with_state(&toks.kinds[..], &mut st).into_output_errors();
    let diags = finish(toks, errs);
    (Some(out.unwrap_or_default()), diags)
}

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

fn is_ident(t: Tok) -> bool {
    t == Tok::Ident || t.is_soft_keyword()
}

fn starts_expr(t: Tok) -> bool {
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

fn starts_type(t: Tok) -> bool {
    matches!(t, Tok::Int | Tok::Real | Tok::Bool | Tok::LParen | Tok::Lt | Tok::LBracket) || is_ident(t)
}

fn starts_spec(t: Tok) -> bool {
    matches!(t, Tok::Modifies | Tok::Free | Tok::Requires | Tok::Ensures | Tok::Measure | Tok::Preserves | Tok::Refines | Tok::Asserts)
}

fn is_decl_start(t: Tok) -> bool {
    matches!(
        t,
        Tok::Const | Tok::Function | Tok::Axiom | Tok::Type | Tok::Var | Tok::Procedure | Tok::Implementation | Tok::Datatype | Tok::Yield | Tok::Pure | Tok::Revealed | Tok::Hideable
    )
}

/// Consumes `k`; outputs its token index.
fn tok<'a, E: PE<'a>>(k: Tok) -> impl Parser<'a, In<'a>, usize, Ex<'a, E>> + Clone {
    just(k).map_with(|_, e: &mut chumsky::input::MapExtra<'a, '_, In<'a>, Ex<'a, E>>| e.span().start)
}

/// Coco/R's `Expect(k)`: consumes `k` or reports `"k" expected` and consumes nothing.
/// Outputs the index of the last consumed token (Coco/R's `t`).
fn expect<'a, E: PE<'a>>(k: Tok) -> impl Parser<'a, In<'a>, usize, Ex<'a, E>> + Clone {
    just(k).map_with(|_, e: &mut chumsky::input::MapExtra<'a, '_, In<'a>, Ex<'a, E>>| e.span().start).recover_with(via_parser(empty().map_with(|_, e: &mut chumsky::input::MapExtra<'a, '_, In<'a>, Ex<'a, E>>| e.span().start.saturating_sub(1))))
}

/// Succeeds without consuming if the lookahead satisfies `f`.
fn when<'a, E: PE<'a>>(f: fn(Tok) -> bool) -> impl Parser<'a, In<'a>, (), Ex<'a, E>> + Clone {
    any().filter(move |t: &Tok| f(*t)).rewind().ignored()
}

/// The current token index (consumes nothing).
fn here<'a, E: PE<'a>>() -> impl Parser<'a, In<'a>, usize, Ex<'a, E>> + Clone {
    empty().map_with(|_, e: &mut chumsky::input::MapExtra<'a, '_, In<'a>, Ex<'a, E>>| e.span().start)
}

/// `item { "," item }` into an exactly-sized vector when there is one item.
fn list1<'a, E: PE<'a>, O: 'a>(item: impl Parser<'a, In<'a>, O, Ex<'a, E>> + Clone + 'a) -> impl Parser<'a, In<'a>, Vec<O>, Ex<'a, E>> + Clone + 'a {
    item.clone().map(|x| vec![x]).foldl(just(Tok::Comma).ignore_then(item).repeated(), |mut v, x| {
        v.push(x);
        v
    })
}

/// Reports a CIVL construct at the lookahead (always, and resets the error distance).
fn civl_at<'a, E: PE<'a>>(inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>, toks: &Toks<'a>, what: &str) {
    let g = inp.span_since(&inp.cursor()).start;
    inp.emit(E::always(g, toks.span(g), format!("CIVL construct '{what}' is not supported")));
    inp.emit(E::reset(g));
}

/// Resets the error distance at the lookahead.
fn reset_here<'a, E: PE<'a>>(inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>) {
    let g = inp.span_since(&inp.cursor()).start;
    inp.emit(E::reset(g));
}

/// `civl(what)` then skip to and over the next `;` (Boogie-incompatible CIVL clauses).
fn civl_skip_semi<'a, E: PE<'a>>(toks: &'a Toks<'a>, what: &'static str) -> impl Parser<'a, In<'a>, (), Ex<'a, E>> + Clone {
    custom(move |inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>| {
        civl_at(inp, toks, what);
        skip_to_semi(inp);
        Ok(())
    })
}

fn skip_to_semi<'a, E: PE<'a>>(inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>) {
    while let Some(t) = inp.peek() {
        if t == Tok::Semi {
            break;
        }
        inp.skip();
    }
    inp.skip();
    reset_here(inp);
}

/// The binary operator levels of BoogiePL.atg, loosest first: 1 `<==>`, 2 `==>`,
/// 3 `<==`, 4 `&&` `||`, 5 relations, 6 `++`, 7 `+` `-`, 8 `*` `/` `div` `mod`, 9 `**`.
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

/// Pops the top operator and its two operands and pushes the node (`<==` swaps them:
/// `a <== b` is `b ==> a`).
fn reduce(st: &mut St, base: usize, cx: &Toks) {
    if st.opnds.len() < base + 2 {
        return;
    }
    let (Some((lvl, op, i)), Some(rhs), Some(lhs)) = (st.ops.pop(), st.opnds.pop(), st.opnds.pop()) else { return };
    let span = cx.span(i as usize);
    st.opnds.push(if lvl == 3 { binary(op, rhs, lhs, span) } else { binary(op, lhs, rhs, span) });
}

/// An operand of `climb`. In the fast pass, the most common operands — an identifier or a
/// number or boolean literal that no `(`, `[`, `->`, `:` or `is` follows — are built
/// directly, exactly as the operand parser would build them (`var_or_call` / `lit`
/// through empty unary, selector, coercion and `is` levels, none of which emits anything
/// for them); everything else, and everything in the full pass, goes through `operand`.
fn parse_operand<'a, E: PE<'a>>(inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>, operand: &B<'a, Expr, E>, cx: &'a Toks<'a>) -> Result<Expr, E> {
    if E::FAST {
        let g = inp.span_since(&inp.cursor()).start;
        if let Some(&t) = cx.kinds.get(g) {
            let next = cx.kinds.get(g + 1).copied();
            if !matches!(next, Some(Tok::LBracket | Tok::Arrow | Tok::Colon | Tok::Is)) {
                if matches!(t, Tok::Nat | Tok::Ident) && (t == Tok::Nat || next != Some(Tok::LParen)) {
                    if let Some((name, span)) = cx.word(g) {
                        inp.skip();
                        let kind = if t == Tok::Nat { ExprKind::Lit(Literal::Int(name)) } else { ExprKind::Var { name } };
                        return Ok(Expr { kind, span });
                    }
                }
                let kind = match t {
                    Tok::Nat => Some(ExprKind::Lit(Literal::Int(Name::new(cx.text(g))))),
                    Tok::True => Some(ExprKind::Lit(Literal::Bool(true))),
                    Tok::False => Some(ExprKind::Lit(Literal::Bool(false))),
                    t if is_ident(t) && next != Some(Tok::LParen) => Some(ExprKind::Var { name: cx.name(g) }),
                    _ => None,
                };
                if let Some(kind) = kind {
                    inp.skip();
                    return Ok(Expr { kind, span: cx.span(g) });
                }
            }
        }
    }
    inp.parse(operand)
}

/// `Expression` from `EquivExpression` down to `PowerExpression` as one precedence-climbing
/// loop over `operand` (`IsConstructor` expressions), accepting exactly the operator
/// sequences of the LL(1) level chain of BoogiePL.atg:
/// - a relation cannot follow a relation of the same relational expression (non-associative);
/// - an `&&` chain and an `||` chain cannot continue each other;
/// - `==>` is right-associative; `<==` chains are left-associative with swapped operands
///   (`a <== b <== c` is `c ==> (b ==> a)`), bind tighter than `==>`, and no `==>` follows
///   them; the first `<==` of a chain on the right of `==>` is Boogie's SemErr
///   "illegal mixture", reported when the `<==` is consumed (as the level chain did);
/// - `**` is right-associative, the other levels left-associative.
///
/// An operator that is not accepted is left unconsumed (the level chain's optional
/// continuations failed there too; their alt errors are always superseded by the newer
/// failure of whatever follows the expression at the same token).
fn climb<'a, E: PE<'a>>(inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>, operand: &B<'a, Expr, E>, cx: &'a Toks<'a>) -> Result<Expr, E> {
    let first = parse_operand(inp, operand, cx)?;
    let Some((lvl1, op1)) = inp.peek().and_then(bin_level) else { return Ok(first) };
    // The first operator is always accepted and emits nothing (no flag below is set yet).
    let g1 = inp.span_since(&inp.cursor()).start;
    inp.skip();
    let second = parse_operand(inp, operand, cx)?;
    if inp.peek().and_then(bin_level).is_none() {
        // `a op b`: the node that the stacks below would build, without them.
        let span = cx.span(g1);
        return Ok(if lvl1 == 3 { binary(op1, second, first, span) } else { binary(op1, first, second, span) });
    }
    let (ebase, obase) = {
        let st = inp.state();
        st.opnds.push(first);
        let bases = (st.opnds.len() - 1, st.ops.len());
        st.ops.push((lvl1, op1, g1 as u32));
        st.opnds.push(second);
        bases
    };
    // Since the last `<==>`: a `==>` was taken, a `<==` chain was entered; since the last
    // implication-level operator: the `&&`/`||` chain; since the last logical-level
    // operator: a relation.
    let (mut seen_implies, mut in_explies, mut logic, mut rel) = (lvl1 == 2, lvl1 == 3, None, lvl1 == 5);
    if lvl1 == 4 {
        logic = Some(op1);
    }
    let mut res = Ok(());
    while let Some((lvl, op)) = inp.peek().and_then(bin_level) {
        let ok = match lvl {
            2 => !in_explies,
            4 => logic.is_none_or(|l| l == op),
            5 => !rel,
            _ => true,
        };
        if !ok {
            break;
        }
        let g = inp.span_since(&inp.cursor()).start;
        inp.skip();
        match lvl {
            1 => (seen_implies, in_explies, logic, rel) = (false, false, None, false),
            2 => (seen_implies, logic, rel) = (true, None, false),
            3 => {
                if seen_implies && !in_explies {
                    inp.emit(E::sem(g + 1, "illegal mixture of ==> and <==, use parentheses to disambiguate"));
                }
                (in_explies, logic, rel) = (true, None, false);
            }
            4 => (logic, rel) = (Some(op), false),
            5 => rel = true,
            _ => {}
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
        match parse_operand(inp, operand, cx) {
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

/// A statement in the fast pass. `x := e, ...;` (an `Ident` token, not a soft keyword) and
/// `assert e;` / `assume e;`, all without attributes, are built directly, exactly as
/// `label_or_cmd` would build them (the alternatives before them in `stmt` and
/// `label_or_cmd` fail on their first token; attributes, selectors and further targets
/// parse as empty vectors, the lists are `list1`'s). The expressions go through
/// `fast_expr`. Every other statement, and one that does not end with `;` after its
/// expressions (or whose expression fails), fails here after rewinding to the statement
/// start, and the other alternatives of `stmt` parse it.
fn fast_stmt<'a, E: PE<'a>>(inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>, operand: &B<'a, Expr, E>, cx: &'a Toks<'a>) -> Result<Option<Stmt>, E> {
    let g = inp.span_since(&inp.cursor()).start;
    let k = &cx.kinds;
    let (t0, t1) = (k.get(g).copied(), k.get(g + 1).copied());
    let t2 = k.get(g + 2).copied();
    match t0 {
        Some(Tok::Ident) if t1 == Some(Tok::Assign) && t2 != Some(Tok::LBrace) => {
            let before = inp.save();
            inp.skip();
            inp.skip();
            if let Some(rhs) = fast_exprs(inp, operand, cx) {
                if inp.peek() == Some(Tok::Semi) {
                    inp.skip();
                    let name = match cx.word(g) {
                        Some((name, span)) => Ident { name, span },
                        None => Ident { name: cx.name(g), span: cx.span(g) },
                    };
                    let lhs = vec![Lhs { span: name.span, name, selectors: Vec::new() }];
                    return Ok(Some(Stmt::Assign(AssignCmd { lhs, attrs: Attrs::new(), rhs, span: cx.span(g + 1) })));
                }
            }
            inp.rewind(before);
        }
        Some(a @ (Tok::Assert | Tok::Assume)) if t1 != Some(Tok::LBrace) => {
            let before = inp.save();
            inp.skip();
            if let Ok(e) = fast_expr(inp, operand, cx) {
                if inp.peek() == Some(Tok::Semi) {
                    inp.skip();
                    let span = cx.span(g);
                    let attrs = Attrs::new();
                    return Ok(Some(if a == Tok::Assert { Stmt::Assert(AssertCmd { attrs, expr: e, span }) } else { Stmt::Assume(AssumeCmd { attrs, expr: e, span }) }));
                }
            }
            inp.rewind(before);
        }
        _ => {}
    }
    Err(E::reset(g))
}

/// An `if` statement in the fast pass, as `if_cmd` reads it: `if (G) { S } [else ...]` with
/// no attributes after `if` and `G` either `*` or an expression `fast_expr` reads; a branch
/// is read by `fast_branch` (directly when `fast_stmt` reads all of it, else by the
/// grammar's `list_end`), an `else if` by the grammar's `if_cmd`. Any other `if` fails here
/// before its branches are read, after rewinding to its start, and `if_cmd` reads it. A
/// head is never read twice, and a branch at most twice (once up to a statement
/// `fast_stmt` does not read); on a syntax error in a branch the fast pass fails as it
/// would in `if_cmd`.
fn fast_if<'a, E: PE<'a>, L, I>(
    inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>,
    operand: &B<'a, Expr, E>,
    list_end: &L,
    if_cmd: &I,
    cx: &'a Toks<'a>,
) -> Result<Option<Stmt>, E>
where
    L: Parser<'a, In<'a>, (Vec<Stmt>, Span), Ex<'a, E>>,
    I: Parser<'a, In<'a>, IfStmt, Ex<'a, E>>,
{
    let g = inp.span_since(&inp.cursor()).start;
    let k = &cx.kinds;
    if k.get(g).copied() != Some(Tok::If) || k.get(g + 1).copied() != Some(Tok::LParen) {
        return Err(E::reset(g));
    }
    let before = inp.save();
    inp.skip();
    inp.skip();
    let guard = if k.get(g + 2).copied() == Some(Tok::Star) && k.get(g + 3).copied() == Some(Tok::RParen) {
        inp.skip();
        None
    } else if k.get(g + 2).copied().is_some_and(starts_expr) {
        match fast_expr(inp, operand, cx) {
            Ok(e) => Some(e),
            Err(_) => {
                inp.rewind(before);
                return Err(E::reset(g));
            }
        }
    } else {
        inp.rewind(before);
        return Err(E::reset(g));
    };
    if inp.peek() != Some(Tok::RParen) {
        inp.rewind(before);
        return Err(E::reset(g));
    }
    inp.skip();
    if inp.peek() != Some(Tok::LBrace) {
        inp.rewind(before);
        return Err(E::reset(g));
    }
    inp.skip();
    let (then_branch, then_end) = fast_branch(inp, operand, list_end, cx)?;
    let else_branch = if inp.peek() == Some(Tok::Else) {
        let e = inp.span_since(&inp.cursor()).start;
        inp.skip();
        match inp.peek() {
            Some(Tok::LBrace) => {
                inp.skip();
                let (stmts, end) = fast_branch(inp, operand, list_end, cx)?;
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

/// The rest of a branch after its `{` in the fast pass: its statements and the closing
/// `}`'s position, as the grammar's list (`list_end`) gives them. Read directly while every
/// statement is one `fast_stmt` reads; at the first other one, from the `{` again by
/// `list_end`.
fn fast_branch<'a, E: PE<'a>, L>(
    inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>,
    operand: &B<'a, Expr, E>,
    list_end: &L,
    cx: &'a Toks<'a>,
) -> Result<(Vec<Stmt>, Span), E>
where
    L: Parser<'a, In<'a>, (Vec<Stmt>, Span), Ex<'a, E>>,
{
    let before = inp.save();
    let mut stmts = Vec::with_capacity(1);
    loop {
        let at = inp.span_since(&inp.cursor()).start;
        if cx.kinds.get(at).copied() == Some(Tok::RBrace) {
            inp.skip();
            stmts.shrink_to_fit();
            return Ok((stmts, cx.span(at)));
        }
        match fast_stmt(inp, operand, cx) {
            Ok(Some(s)) => stmts.push(s),
            Ok(None) | Err(_) => {
                inp.rewind(before);
                return inp.parse(list_end);
            }
        }
    }
}

/// A contract clause in the fast pass: `KW e;` or `free KW e;` with one of the keywords
/// `kws` (`requires`/`ensures` in a procedure's specifications, `invariant` in a loop's),
/// without attributes: `(free, the keyword's token, the keyword, e)`, exactly as `contract`
/// and `invariant` would read it. Any other clause, and one that does not end with `;`
/// after its expression (or whose expression fails), fails here after rewinding to its
/// start, and the grammar's parsers read it.
fn fast_clause<'a, E: PE<'a>>(
    inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>,
    operand: &B<'a, Expr, E>,
    cx: &'a Toks<'a>,
    kws: &[Tok],
) -> Result<(bool, usize, Tok, Expr), E> {
    let g = inp.span_since(&inp.cursor()).start;
    let k = &cx.kinds;
    let free = k.get(g).copied() == Some(Tok::Free);
    let at = g + usize::from(free);
    match (k.get(at).copied(), k.get(at + 1).copied()) {
        (Some(kw), Some(next)) if kws.contains(&kw) && next != Tok::LBrace && next != Tok::Call => {
            let before = inp.save();
            if free {
                inp.skip();
            }
            inp.skip();
            if let Ok(e) = fast_expr(inp, operand, cx) {
                if inp.peek() == Some(Tok::Semi) {
                    inp.skip();
                    return Ok((free, at, kw, e));
                }
            }
            inp.rewind(before);
        }
        _ => {}
    }
    Err(E::reset(g))
}

/// `list1(expr)` for `fast_stmt`; `None` if an expression failed (the input is then to be rewound).
fn fast_exprs<'a, E: PE<'a>>(inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>, operand: &B<'a, Expr, E>, cx: &'a Toks<'a>) -> Option<Vec<Expr>> {
    let mut v = vec![fast_expr(inp, operand, cx).ok()?];
    while inp.peek() == Some(Tok::Comma) {
        inp.skip();
        v.push(fast_expr(inp, operand, cx).ok()?);
    }
    Some(v)
}

/// The grammar's `expr` (the precedence-climbing `def` behind the `Recursive`, then the
/// bounds check) for `fast_stmt`, calling `climb` directly.
fn fast_expr<'a, E: PE<'a>>(inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>, operand: &B<'a, Expr, E>, cx: &'a Toks<'a>) -> Result<Expr, E> {
    let e = climb(inp, operand, cx)?;
    if is_bounds(&e) {
        let g = inp.span_since(&inp.cursor()).start;
        inp.emit(E::always(g, e.span, "bitvector bounds in illegal position"));
    }
    Ok(e)
}

fn binary(op: BinaryOp, lhs: Expr, rhs: Expr, span: Span) -> Expr {
    Expr { kind: ExprKind::Binary(Box::new(BinaryExpr { op, lhs, rhs })), span }
}

fn dummy_expr(span: Span) -> Expr {
    Expr { kind: ExprKind::Lit(Literal::Bool(true)), span }
}

fn bounds(hi: Name, lo: Name, span: Span) -> Expr {
    let marker = Expr { kind: ExprKind::Var { name: Name::new_inline(BOUNDS) }, span };
    Expr { kind: ExprKind::Extract(Box::new(ExtractExpr { expr: marker, hi, lo })), span }
}

fn is_bounds(e: &Expr) -> bool {
    take_bounds(e).is_some()
}

fn take_bounds(e: &Expr) -> Option<(Name, Name)> {
    match &e.kind {
        ExprKind::Extract(x) => match &x.expr.kind {
            ExprKind::Var { name } if name == BOUNDS => Some((x.hi.clone(), x.lo.clone())),
            _ => None,
        },
        _ => None,
    }
}

/// A named type, or the built-in type an argument-free `bvN`, `floatSeE`, `rmode`,
/// `string` or `regex` denotes.
fn named_type(id: Ident, args: Vec<Type>) -> Type {
    let span = id.span;
    if args.is_empty() {
        if let Some(kind) = builtin_type(&id.name) {
            return Type { kind, span };
        }
    }
    Type { kind: TypeKind::Named { name: id.name, args }, span }
}

fn builtin_type(name: &str) -> Option<TypeKind> {
    match name {
        "rmode" => return Some(TypeKind::RMode),
        "string" => return Some(TypeKind::String),
        "regex" => return Some(TypeKind::Regex),
        _ => {}
    }
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if let Some(w) = name.strip_prefix("bv") {
        if all_digits(w) {
            return w.parse::<u32>().ok().map(|width| TypeKind::Bv { width });
        }
    }
    if let Some(rest) = name.strip_prefix("float") {
        if let Some((s, e)) = rest.split_once('e') {
            if all_digits(s) && all_digits(e) {
                if let (Ok(sig), Ok(exp)) = (s.parse::<u32>(), e.parse::<u32>()) {
                    return Some(TypeKind::Float { sig, exp });
                }
            }
        }
    }
    None
}

/// What `Type` produced, plus the identifier if it was a bare identifier (no arguments).
#[derive(Clone)]
struct ParsedType {
    ty: Type,
    bare: Option<Ident>,
}

/// The Go-style fix-up of function parameters (boogie-language.md §2.7); reports through `emit`.
fn fix_up_params<'a, E: PE<'a>>(params: &mut [(FunctionParam, Option<Ident>)], g: usize, emit: &mut dyn FnMut(E)) {
    if !params.iter().any(|(p, _)| p.name.is_some()) {
        return;
    }
    let mut next_ty: Option<Type> = None;
    for (p, bare) in params.iter_mut().rev() {
        if p.name.is_some() {
            next_ty = Some(p.ty.clone());
            continue;
        }
        match bare.take() {
            Some(id) => match &next_ty {
                Some(ty) => {
                    p.span = id.span;
                    p.name = Some(id);
                    p.ty = ty.clone();
                }
                None => emit(E::always(g, p.span, "the type of the last parameter is unspecified")),
            },
            None => emit(E::always(g, p.span, "expecting an identifier as parameter name")),
        }
    }
}

// ---------------------------------------------------------------------------
// The grammar
// ---------------------------------------------------------------------------

/// The parts of the expression grammar that the rest of the grammar uses (built twice:
/// inside `recursive` with the weak self-reference, and outside with the strong one, so
/// that no `Rc` cycle leaks the parser graph).
struct EP<'a, E: PE<'a>> {
    expr: B<'a, Expr, E>,
    exprs: B<'a, Vec<Expr>, E>,
    attributes: B<'a, Attrs, E>,
    itw_true: B<'a, Vec<Variable>, E>,
    opt_itw_true: B<'a, Vec<Variable>, E>,
    opt_itw_impl: B<'a, Vec<Variable>, E>,
    opt_itw_dt: B<'a, Vec<Variable>, E>,
    label_or_cmd: B<'a, Option<Stmt>, E>,
    locals: B<'a, Vec<Variable>, E>,
    def: B<'a, Expr, E>,
    /// The operands of `def` (`IsConstructor` expressions).
    operand: B<'a, Expr, E>,
}

/// Outputs of top-level declarations (some declare several names).
#[derive(Clone)]
#[allow(clippy::large_enum_variant)] // transient, one per declaration
enum DeclOut {
    One(Decl),
    Many(Vec<Decl>),
    None,
}

/// An attribute-or-trigger as parsed.
#[derive(Clone)]
enum AttrOrTrig {
    Attr(Attribute),
    Trig(Trigger),
    Nothing,
}

#[derive(Clone)]
enum Suffix {
    Index { span: Span, indices: Vec<Expr>, extract: Option<(Name, Name)>, store: Option<Expr> },
    Field { span: Span, field: Ident },
    Update { span: Span, field: Ident, value: Expr },
}

#[derive(Clone)]
enum LoaTail {
    Label,
    Unpack { vars: Vec<Ident>, span: Span, attrs: Attrs, rhs: Expr },
    Assign { sels: Vec<LhsSelector>, more: Vec<Lhs>, span: Span, attrs: Attrs, rhs: Vec<Expr> },
}

#[allow(clippy::too_many_lines)]
fn program<'a, E: PE<'a>>(cx: &'a Toks<'a>) -> B<'a, Vec<Decl>, E> {
    let sp = move |i: usize| cx.span(i);

    // Identifiers.
    let ident_nr = any().filter(|t: &Tok| is_ident(*t)).map_with(move |_, e: &mut MX<'a, '_, E>| {
        let i = e.span().start;
        Ident { name: cx.name(i), span: cx.span(i) }
    });
    let dummy_ident = move |i: usize| Ident { name: Name::new_inline("_"), span: cx.span(i) };
    let ident = ident_nr.labelled(Lbl::Invalid("Ident")).recover_with(via_parser(here().map(dummy_ident))).boxed();
    let idents = list1(ident.clone()).boxed();

    let types = |ty_nr: Recursive<chumsky::recursive::Direct<'a, 'a, In<'a>, ParsedType, Ex<'a, E>>>| {
        // Types.
        let ty = ty_nr
            .clone()
            .labelled(Lbl::Invalid("Type"))
            .recover_with(via_parser(here().map(move |i| ParsedType { ty: Type { kind: TypeKind::Bool, span: sp(i) }, bare: None })))
            .boxed();
        let type_ = ty.clone().map(|p: ParsedType| p.ty).boxed();
        let type_params = just(Tok::Lt).ignore_then(idents.clone()).then_ignore(expect(Tok::Gt)).boxed();
        let type_atom = choice((
            tok(Tok::Int).map(move |i| Type { kind: TypeKind::Int, span: sp(i) }),
            tok(Tok::Real).map(move |i| Type { kind: TypeKind::Real, span: sp(i) }),
            tok(Tok::Bool).map(move |i| Type { kind: TypeKind::Bool, span: sp(i) }),
            tok(Tok::LParen).then(type_.clone()).then_ignore(expect(Tok::RParen)).map(move |(i, t)| Type { kind: t.kind, span: sp(i) }),
        ))
        .boxed();
        let map_type = when(|t| matches!(t, Tok::Lt | Tok::LBracket))
            .ignore_then(here())
            .then(type_params.clone().or_not())
            .then_ignore(expect(Tok::LBracket))
            .then(when(starts_type).ignore_then(list1(type_.clone())).or_not())
            .then_ignore(expect(Tok::RBracket))
            .then(type_.clone())
            .map(move |(((i, tps), args), result)| Type {
                kind: TypeKind::Map(Box::new(MapType { type_params: tps.unwrap_or_default(), args: args.unwrap_or_default(), result })),
                span: sp(i),
            })
            .boxed();
        let type_args = empty()
            .map(|_| Vec::new())
            .foldl(choice((type_atom.clone(), ident_nr.map(|id| named_type(id, Vec::new())))).repeated(), |mut v, t| {
                v.push(t);
                v
            })
            .then(map_type.clone().or_not())
            .map(|(mut v, m)| {
                if let Some(m) = m {
                    v.push(m);
                }
                v
            });
        let def = choice((
            type_atom.clone().map(|ty| ParsedType { ty, bare: None }),
            map_type.clone().map(|ty| ParsedType { ty, bare: None }),
            ident_nr.then(type_args).map(|(id, args)| {
                let bare = if args.is_empty() { Some(id.clone()) } else { None };
                ParsedType { ty: named_type(id, args), bare }
            }),
        ))
        .boxed();
        (ty, type_, type_params, def)
    };
    let ty_nr = recursive(|h| types(h).3);
    let (ty, type_, type_params, _) = types(ty_nr.clone());

    let epart = |expr_b: Recursive<chumsky::recursive::Direct<'a, 'a, In<'a>, Expr, Ex<'a, E>>>| {
        // Expression: reports bounds in an illegal position.
        let expr = expr_b
            .clone()
            .map_with(|e: Expr, x: &mut MX<'a, '_, E>| {
                if is_bounds(&e) {
                    let g = x.span().end;
                    x.emit(E::always(g, e.span, "bitvector bounds in illegal position"));
                }
                e
            })
            .boxed();
        let exprs = list1(expr.clone()).boxed();

        // Attributes and triggers.
        let attr_param = choice((just(Tok::String).map_with(move |_, e: &mut MX<'a, '_, E>| AttrArg::String(boogie_ast::Name::new(cx.string_body(e.span().start)))), expr.clone().map(AttrArg::Expr)));
        let attr_key = any()
            .filter(|t: &Tok| is_ident(*t))
            .map_with(move |_, e: &mut MX<'a, '_, E>| cx.name(e.span().start))
            .labelled(Lbl::Expect(Tok::Ident))
            .recover_with(via_parser(empty().map(|_| Name::default())));
        let attr_or_trig = tok(Tok::LBrace)
            .then(
                choice((
                    just(Tok::Colon)
                        .ignore_then(attr_key)
                        .then(when(|t| t == Tok::String || starts_expr(t)).ignore_then(list1(attr_param)).or_not())
                        .map_with(|(key, args), e: &mut MX<'a, '_, E>| (key, args.unwrap_or_default(), e.span().end)),
                    when(starts_expr).ignore_then(exprs.clone()).map(|es| (Name::new_inline("\u{0}trigger"), es.into_iter().map(AttrArg::Expr).collect(), 0)),
                ))
                .map(Some)
                .labelled(Lbl::Invalid("AttributeOrTrigger"))
                .recover_with(via_parser(empty().to(None))),
            )
            .map_with(move |(open, body), e: &mut MX<'a, '_, E>| {
                let span = cx.span(open);
                match body {
                    None => AttrOrTrig::Nothing,
                    Some((key, args, 0)) if key == "\u{0}trigger" => {
                        let exprs = args.into_iter().filter_map(|a| if let AttrArg::Expr(x) = a { Some(x) } else { None }).collect();
                        AttrOrTrig::Trig(Trigger { positive: true, exprs, span })
                    }
                    Some((key, mut args, g)) => {
                        if key == "nopats" {
                            match (args.len(), args.pop()) {
                                (1, Some(AttrArg::Expr(x))) => AttrOrTrig::Trig(Trigger { positive: false, exprs: vec![x], span }),
                                _ => {
                                    e.emit(E::sem(g, "the 'nopats' quantifier attribute expects a string-literal parameter"));
                                    AttrOrTrig::Nothing
                                }
                            }
                        } else {
                            AttrOrTrig::Attr(Attribute { key, args: args.into(), span })
                        }
                    }
                }
            })
            .then_ignore(expect(Tok::RBrace))
            .boxed();
        // `{ Attribute }` where only attributes are allowed.
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
        // `{ AttributeOrTrigger }` of quantifiers.
        let attrs_triggers = empty()
            .map(|_| (Attrs::new(), Vec::new()))
            .foldl(attr_or_trig.clone().repeated(), |(mut a, mut t): (Attrs, Vec<Trigger>), x| {
                match x {
                    AttrOrTrig::Attr(x) => a.push(x),
                    AttrOrTrig::Trig(x) => t.push(x),
                    AttrOrTrig::Nothing => {}
                }
                (a, t)
            });

        // `AttrsIdsTypeWheres`.
        let ids_type_wheres = {
            let attributes = attributes.clone();
            let idents = idents.clone();
            let type_ = type_.clone();
            let expr = expr.clone();
            move |allow_where: bool, ctx: &'static str| {
                let group = attributes
                    .clone()
                    .then(idents.clone())
                    .then_ignore(expect(Tok::Colon))
                    .then(type_.clone())
                    .then(
                        just(Tok::Where)
                            .ignore_then(expr.clone())
                            .map_with(move |w, e: &mut MX<'a, '_, E>| {
                                if allow_where {
                                    Some(w)
                                } else {
                                    let g = e.span().end;
                                    e.emit(E::sem(g, format!("where clause not allowed on {ctx}")));
                                    None
                                }
                            })
                            .or_not(),
                    )
                    .map(|(((attrs, names), ty), w)| (attrs, names, ty, w.flatten()));
                group
                    .clone()
                    .map(|g| vec![g])
                    .foldl(just(Tok::Comma).ignore_then(group).repeated(), |mut v, g| {
                        v.push(g);
                        v
                    })
                    .map(|groups| {
                        let mut vars = Vec::new();
                        for (attrs, names, ty, where_clause) in groups {
                            for name in names {
                                let span = name.span;
                                vars.push(Variable { attrs: attrs.clone(), name, ty: ty.clone(), where_clause: where_clause.clone(), span });
                            }
                        }
                        vars
                    })
                    .boxed()
            }
        };
        let opt_itw = {
            let itw = ids_type_wheres.clone();
            move |allow: bool, ctx: &'static str| when(|t| t == Tok::LBrace || is_ident(t)).ignore_then(itw(allow, ctx)).or_not().map(Option::unwrap_or_default)
        };

        // ---------------------------------------------------------------- expressions
        let quantifier = choice((tok(Tok::Forall).map(|i| (QuantKind::Forall, i)), tok(Tok::Exists).map(|i| (QuantKind::Exists, i)), tok(Tok::Lambda).map(|i| (QuantKind::Lambda, i))))
            .then(
                choice((
                    type_params.clone().then(opt_itw(false, "bound variables")),
                    when(|t| t == Tok::LBrace || is_ident(t)).ignore_then(ids_type_wheres(false, "bound variables")).map(|v| (Vec::new(), v)),
                ))
                .labelled(Lbl::Invalid("QuantifierBody"))
                .recover_with(via_parser(empty().map(|_| (Vec::new(), Vec::new())))),
            )
            .then_ignore(just(Tok::ColonColon).ignored().labelled(Lbl::Invalid("QSep")).recover_with(via_parser(empty())))
            .then(attrs_triggers)
            .then(expr.clone())
            .map_with(move |((((kind, i), (type_params, vars)), (attrs, triggers)), body), e: &mut MX<'a, '_, E>| {
                if kind == QuantKind::Lambda && !triggers.is_empty() {
                    let g = e.span().end;
                    e.emit(E::sem(g, "triggers not allowed in lambda expressions"));
                }
                Expr { kind: ExprKind::Quant(Box::new(QuantExpr { kind, type_params, vars, attrs, triggers, body })), span: sp(i) }
            });
        let let_var = attributes.clone().then(ident.clone()).map(|(attrs, name)| LetVar { attrs, name });
        let let_expr = tok(Tok::Var)
            .then(list1(let_var))
            .then_ignore(expect(Tok::Assign))
            .then(exprs.clone())
            .then_ignore(expect(Tok::Semi))
            .then(attributes.clone())
            .then(expr.clone())
            .map(move |((((i, vars), rhs), attrs), body)| Expr { kind: ExprKind::Let(Box::new(LetExpr { vars, rhs, attrs, body })), span: sp(i) });

        // Commands shared by statements and code expressions (`LabelOrCmd`).
        let label_or_cmd = {
            let attributes = attributes.clone();
            let ident = ident.clone();
            let idents = idents.clone();
            let expr = expr.clone();
            let exprs = exprs.clone();
            let assert_ = choice((tok(Tok::Assert).map(|i| (true, i)), tok(Tok::Assume).map(|i| (false, i))))
                .then(attributes.clone())
                .then(expr.clone())
                .then_ignore(expect(Tok::Semi))
                .map(move |(((a, i), attrs), expr)| {
                    let span = sp(i);
                    Some(if a { Stmt::Assert(AssertCmd { attrs, expr, span }) } else { Stmt::Assume(AssumeCmd { attrs, expr, span }) })
                });
            let havoc = tok(Tok::Havoc).then(idents.clone()).then_ignore(expect(Tok::Semi)).map(move |(i, vars)| Some(Stmt::Havoc(HavocCmd { vars, span: sp(i) })));
            let call_arm = attributes
                .clone()
                .then(ident.clone())
                .then(
                    choice((
                        when(|t| t == Tok::LParen).map(|_| None),
                        when(|t| matches!(t, Tok::Comma | Tok::Assign))
                            .ignore_then(just(Tok::Comma).ignore_then(ident.clone()).repeated().collect::<Vec<_>>())
                            .then_ignore(expect(Tok::Assign))
                            .then(ident.clone())
                            .map(Some),
                    ))
                    .labelled(Lbl::Invalid("CallParams"))
                    .recover_with(via_parser(empty().to(None))),
                )
                .then_ignore(expect(Tok::LParen))
                .then(when(starts_expr).ignore_then(exprs.clone()).or_not())
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
                .boxed();
            let call = choice((tok(Tok::Free).map(|_| true).then(expect(Tok::Call)), tok(Tok::Call).map(|i| (false, i))))
                .then(call_arm.clone())
                .then(just(Tok::Bar).ignore_then(call_arm).repeated().collect::<Vec<_>>())
                .map_with(move |(((free, ci), first), rest), e: &mut MX<'a, '_, E>| {
                    let span = sp(ci);
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
            let async_ = just(Tok::Async).rewind().ignore_then(custom(move |inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>| {
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
            let call_cmd = choice((async_, call)).then_ignore(expect(Tok::Semi));
            let measure = tok(Tok::Measure)
                .then(attributes.clone())
                .then(exprs.clone())
                .then_ignore(expect(Tok::Semi))
                .map(move |((i, attrs), exprs)| Some(Stmt::Measure(MeasureCmd { attrs, exprs, span: sp(i) })));
            let yield_ = just(Tok::Yield).rewind().ignore_then(civl_skip_semi(cx, "yield")).map(|_| None);
            let push_pop = choice((tok(Tok::Push).map(|i| (true, i)), tok(Tok::Pop).map(|i| (false, i))))
                .then_ignore(just(Tok::Semi).rewind())
                .then_ignore(expect(Tok::Semi))
                .map(move |(push, i)| Some(Stmt::ChangeScope(ChangeScopeCmd { push, span: sp(i) })));
            let hide_reveal = choice((tok(Tok::Hide).map(|i| (true, i)), tok(Tok::Reveal).map(|i| (false, i))))
                .then_ignore(when(|t| t == Tok::Star || is_ident(t)))
                .then(choice((just(Tok::Star).to(None), ident.clone().map(Some))))
                .then_ignore(expect(Tok::Semi))
                .map(move |((hide, i), name)| Some(Stmt::HideReveal(HideRevealCmd { hide, name, span: sp(i) })));
            let lhs_sels = empty()
                .map(|_| Vec::new())
                .foldl(
                    choice((
                        tok(Tok::LBracket)
                            .then(when(starts_expr).ignore_then(exprs.clone()).or_not())
                            .then_ignore(expect(Tok::RBracket))
                            .map(move |(i, ix)| LhsSelector::Index { indices: ix.unwrap_or_default(), span: sp(i) }),
                        tok(Tok::Arrow).then(ident.clone()).map(move |(i, field)| LhsSelector::Field { field, span: sp(i) }),
                    ))
                    .repeated(),
                    |mut v, s| {
                        v.push(s);
                        v
                    },
                )
                .boxed();
            let loa_tail = choice((
                just(Tok::Colon).map(|_| LoaTail::Label),
                just(Tok::LParen)
                    .ignore_then(when(is_ident).ignore_then(idents.clone()).or_not())
                    .then_ignore(expect(Tok::RParen))
                    .then(expect(Tok::Assign))
                    .then(attributes.clone())
                    .then(expr.clone())
                    .then_ignore(expect(Tok::Semi))
                    .map(move |(((vars, ai), attrs), rhs)| LoaTail::Unpack { vars: vars.unwrap_or_default(), span: sp(ai), attrs, rhs }),
                when(|t| matches!(t, Tok::LBracket | Tok::Arrow | Tok::Comma | Tok::Assign))
                    .ignore_then(lhs_sels.clone())
                    .then(just(Tok::Comma).ignore_then(ident.clone().then(lhs_sels)).repeated().collect::<Vec<_>>())
                    .then(expect(Tok::Assign))
                    .then(attributes.clone())
                    .then(exprs.clone())
                    .then_ignore(expect(Tok::Semi))
                    .map(move |((((sels, more), ai), attrs), rhs)| {
                        let more = more.into_iter().map(|(name, selectors)| Lhs { span: name.span, name, selectors }).collect();
                        LoaTail::Assign { sels, more, span: sp(ai), attrs, rhs }
                    }),
            ))
            .map(Some)
            .labelled(Lbl::Invalid("LabelOrAssign"))
            .recover_with(via_parser(empty().to(None)));
            let label_or_assign = ident_nr.then(loa_tail).map(|(id, tail)| match tail {
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
            });
            choice((push_pop, hide_reveal, label_or_assign, assert_, havoc, call_cmd, measure, yield_)).boxed()
        };

        // Code expressions.
        let spec_block = ident
            .clone()
            .then_ignore(expect(Tok::Colon))
            .then(
                empty()
                    .map(|_| Vec::new())
                    .foldl_with(
                        when(|t| matches!(t, Tok::Assert | Tok::Assume | Tok::Havoc | Tok::Call | Tok::Free | Tok::Measure) || is_ident(t)).ignore_then(label_or_cmd.clone()).repeated(),
                        |mut v, s, e| {
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
                    ),
            )
            .then(
                choice((
                    tok(Tok::Goto).then(attributes.clone()).then(idents.clone()).map(move |((i, attrs), labels)| SpecTransfer::Goto(GotoCmd { attrs, labels: labels.into_iter().collect(), span: sp(i) })),
                    tok(Tok::Return).then(attributes.clone()).then(expr.clone()).map(move |((i, attrs), expr)| SpecTransfer::Return { attrs, expr, span: sp(i) }),
                ))
                .labelled(Lbl::Invalid("SpecBlock"))
                .recover_with(via_parser(here().map(move |i| SpecTransfer::Goto(GotoCmd { attrs: Attrs::new(), labels: boogie_ast::SmallVec::new(), span: sp(i) })))),
            )
            .then_ignore(expect(Tok::Semi))
            .map(|((label, cmds), transfer)| SpecBlock { span: label.span, label, cmds, transfer });
        let local_vars = tok(Tok::Var)
            .ignore_then(attributes.clone())
            .then(ids_type_wheres(true, ""))
            .then_ignore(expect(Tok::Semi))
            .map(|(attrs, vars)| {
                vars.into_iter()
                    .map(|mut v| {
                        if !attrs.is_empty() {
                            let mut a = attrs.clone();
                            a.append(&mut v.attrs);
                            v.attrs = a;
                        }
                        v
                    })
                    .collect::<Vec<_>>()
            })
            .boxed();
        let locals = empty().map(|_| Vec::new()).foldl(local_vars.clone().repeated(), |mut v: Vec<Variable>, mut l| {
            v.append(&mut l);
            v
        });
        let code_expr = tok(Tok::LBraceBar)
            .then(locals.clone())
            .then(spec_block.clone().map(|b| vec![b]).foldl(when(is_ident).ignore_then(spec_block).repeated(), |mut v, b| {
                v.push(b);
                v
            }))
            .then_ignore(expect(Tok::RBraceBar))
            .map(move |((i, locals), blocks)| Expr { kind: ExprKind::Code(Box::new(CodeExpr { locals, blocks })), span: sp(i) });

        // Atoms.
        let lit = any()
            .filter(|t: &Tok| matches!(t, Tok::False | Tok::True | Tok::RMode | Tok::Nat | Tok::Decimal | Tok::DecFloat | Tok::Float | Tok::String | Tok::BvLit))
            .map_with(move |t, e: &mut MX<'a, '_, E>| {
                let i = e.span().start;
                let l = match t {
                    Tok::False => Literal::Bool(false),
                    Tok::True => Literal::Bool(true),
                    Tok::RMode => Literal::RMode(Name::new(cx.text(i))),
                    Tok::Nat => Literal::Int(Name::new(cx.text(i))),
                    Tok::Decimal | Tok::DecFloat => Literal::Real(Name::new(cx.text(i))),
                    Tok::Float => Literal::Float(Name::new(cx.text(i))),
                    Tok::String => Literal::String(Name::new(cx.string_body(i))),
                    _ => {
                        let text = cx.text(i);
                        let (value, width) = text.split_once("bv").unwrap_or((text, "0"));
                        let width = match width.parse::<u32>() {
                            Ok(w) => w,
                            Err(_) => {
                                e.emit(E::sem(i + 1, "incorrectly formatted bitvector"));
                                0
                            }
                        };
                        Literal::Bv(Box::new(BvLit { value: Name::new(value), width }))
                    }
                };
                Expr { kind: ExprKind::Lit(l), span: cx.span(i) }
            });
        let conv = choice((tok(Tok::Old).map(|i| (0u8, i)), tok(Tok::Int).map(|i| (1, i)), tok(Tok::Real).map(|i| (2, i))))
            .then_ignore(expect(Tok::LParen))
            .then(expr.clone())
            .then_ignore(expect(Tok::RParen))
            .map(move |((k, i), e)| {
                let e = Box::new(e);
                let kind = match k {
                    0 => ExprKind::Old(e),
                    1 => ExprKind::ToInt(e),
                    _ => ExprKind::ToReal(e),
                };
                Expr { kind, span: sp(i) }
            });
        let paren = just(Tok::LParen)
            .ignore_then(choice((
                when(|t| matches!(t, Tok::Forall | Tok::Exists | Tok::Lambda)).ignore_then(quantifier),
                when(|t| t == Tok::Var).ignore_then(let_expr),
                expr_b.clone().map_with(|e: Expr, x: &mut MX<'a, '_, E>| {
                    if is_bounds(&e) {
                        let g = x.span().end;
                        x.emit(E::sem(g, "parentheses around bitvector bounds are not allowed"));
                    }
                    e
                }),
            )))
            .then_ignore(expect(Tok::RParen));
        let ite = tok(Tok::If)
            .then(expr.clone())
            .then_ignore(expect(Tok::Then))
            .then(expr.clone())
            .then_ignore(expect(Tok::Else))
            .then(expr.clone())
            .map(move |(((i, cond), then_), else_)| Expr { kind: ExprKind::IfThenElse(Box::new(IfThenElse { cond, then_, else_ })), span: sp(i) });
        let var_or_call = ident_nr
            .then(just(Tok::LParen).ignore_then(when(starts_expr).ignore_then(exprs.clone()).or_not()).then_ignore(expect(Tok::RParen)).or_not())
            .map(|(id, args)| match args {
                Some(args) => {
                    let span = id.span;
                    Expr { kind: ExprKind::FunCall(Box::new(FunCall { name: id, args: args.unwrap_or_default() })), span }
                }
                None => Expr { kind: ExprKind::Var { name: id.name }, span: id.span },
            });
        let atom = choice((var_or_call, lit, paren, conv, ite, code_expr));

        // `[ ... ]` contents (ExpressionBounds items, bounds only as a single index).
        let eb_more = expr_b.clone().map_with(|i: Expr, e: &mut MX<'a, '_, E>| {
            let extract = e.state().extract.last().copied().unwrap_or(false);
            if extract || is_bounds(&i) {
                let g = e.span().end;
                e.emit(E::sem(g, "bitvectors only have one dimension"));
            }
            i
        });
        let eb_store = expr_b.clone().map_with(|v: Expr, e: &mut MX<'a, '_, E>| {
            let extract = e.state().extract.last().copied().unwrap_or(false);
            if extract || is_bounds(&v) {
                let g = e.span().end;
                e.emit(E::sem(g, "assignment to bitvectors is not possible"));
            }
            v
        });
        let bracket_body = choice((
            when(starts_expr)
                .ignore_then(expr_b.clone().map_with(|i0: Expr, e: &mut MX<'a, '_, E>| {
                    let b = take_bounds(&i0);
                    e.state().extract.push(b.is_some());
                    (i0, b)
                }))
                .then(just(Tok::Comma).ignore_then(eb_more).repeated().collect::<Vec<_>>())
                .then(just(Tok::Assign).ignore_then(eb_store.clone()).or_not())
                .map_with(|(((i0, b), more), store), e: &mut MX<'a, '_, E>| {
                    e.state().extract.pop();
                    let mut indices = Vec::with_capacity(usize::from(b.is_none()) + more.len());
                    if b.is_none() {
                        indices.push(i0);
                    }
                    indices.extend(more);
                    (indices, b, store)
                }),
            just(Tok::Assign).ignore_then(expr_b.clone().map_with(|v: Expr, e: &mut MX<'a, '_, E>| {
                if is_bounds(&v) {
                    let g = e.span().end;
                    e.emit(E::sem(g, "assignment to bitvectors is not possible"));
                }
                (Vec::new(), None, Some(v))
            })),
        ))
        .or_not()
        .map(|o| o.unwrap_or((Vec::new(), None, None)));
        let suffix = choice((
            tok(Tok::LBracket).then(bracket_body).then_ignore(expect(Tok::RBracket)).map(move |(i, (indices, extract, store))| Suffix::Index { span: sp(i), indices, extract, store }),
            tok(Tok::Arrow).then(choice((
                just(Tok::LParen).ignore_then(ident.clone()).then_ignore(expect(Tok::Assign)).then(expr.clone()).then_ignore(expect(Tok::RParen)).map(|(f, v)| (f, Some(v))),
                ident.clone().map(|f| (f, None)),
            ))).map(move |(i, (field, value))| match value {
                Some(value) => Suffix::Update { span: sp(i), field, value },
                None => Suffix::Field { span: sp(i), field },
            }),
        ));
        let array = atom.foldl(when(|t| matches!(t, Tok::LBracket | Tok::Arrow)).ignore_then(suffix).repeated(), |e, s| match s {
            Suffix::Index { span, indices, extract, store } => match (extract, store) {
                (Some((hi, lo)), None) if indices.is_empty() => Expr { kind: ExprKind::Extract(Box::new(ExtractExpr { expr: e, hi, lo })), span },
                (_, Some(value)) => Expr { kind: ExprKind::Store(Box::new(StoreExpr { map: e, indices, value })), span },
                (_, None) => Expr { kind: ExprKind::Select(Box::new(SelectExpr { map: e, indices })), span },
            },
            Suffix::Field { span, field } => Expr { kind: ExprKind::Field(Box::new(FieldExpr { expr: e, field })), span },
            Suffix::Update { span, field, value } => Expr { kind: ExprKind::FieldUpdate(Box::new(FieldUpdateExpr { expr: e, field, value })), span },
        });
        // `CoercionExpression = ArrayExpression { ":" ( Nat | Type ) }`.
        let coercion = array
            .foldl_with(
                tok(Tok::Colon)
                    .then(
                        choice((tok(Tok::Nat).map(Ok), ty_nr.clone().map(|p: ParsedType| Err(p.ty))))
                            .map(Some)
                            .labelled(Lbl::Invalid("CoercionExpression"))
                            .recover_with(via_parser(empty().to(None))),
                    )
                    .repeated(),
                move |e, (ci, what), x| {
                    let span = sp(ci);
                    match what {
                        Some(Ok(ni)) => {
                            let lo = Name::new(cx.text(ni));
                            let hi = match &e.kind {
                                ExprKind::Lit(Literal::Int(n)) => n.clone(),
                                _ => {
                                    x.emit(E::sem(ni + 1, "arguments of extract need to be integer literals"));
                                    Name::new_inline("0")
                                }
                            };
                            bounds(hi, lo, span)
                        }
                        Some(Err(ty)) => Expr { kind: ExprKind::Coerce(Box::new(CoerceExpr { expr: e, ty })), span },
                        None => e,
                    }
                },
            );
        let unary = any()
            .filter(|t: &Tok| matches!(t, Tok::Minus | Tok::Not))
            .map_with(|t, e: &mut MX<'a, '_, E>| (if t == Tok::Minus { UnaryOp::Neg } else { UnaryOp::Not }, e.span().start))
            .repeated()
            .collect::<Vec<_>>()
            .then(coercion.labelled(Lbl::Invalid("UnaryExpression")).recover_with(via_parser(here().map(move |i| dummy_expr(sp(i))))))
            .map(move |(mut ops, mut e)| {
                while let Some((op, i)) = ops.pop() {
                    e = Expr { kind: ExprKind::Unary { op, arg: Box::new(e) }, span: sp(i) };
                }
                e
            });
        let is_ctor = unary
            .then(tok(Tok::Is).then(ident.clone()).or_not())
            .map(move |(e, is)| match is {
                Some((i, ctor)) => Expr { kind: ExprKind::Is(Box::new(IsExpr { expr: e, ctor })), span: sp(i) },
                None => e,
            })
            .boxed();
        // The binary levels from `<==>` down to `**`: one precedence-climbing loop (see `climb`).
        let operand = is_ctor.clone();
        let def = custom(move |inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>| climb(inp, &is_ctor, cx)).boxed();
        EP {
            expr,
            exprs,
            attributes,
            itw_true: ids_type_wheres(true, ""),
            opt_itw_true: opt_itw(true, "").boxed(),
            opt_itw_impl: opt_itw(false, "the 'implementation' copies of formals").boxed(),
            opt_itw_dt: opt_itw(false, "datatype constructor").boxed(),
            label_or_cmd,
            locals: locals.boxed(),
            def,
            operand,
        }
    };
    let expr_b = recursive(|h| epart(h).def);
    let EP { expr, exprs, attributes, itw_true, opt_itw_true, opt_itw_impl, opt_itw_dt, label_or_cmd, locals, def: _, operand } = epart(expr_b.clone());

    let spart = |stmt_list: Recursive<chumsky::recursive::Direct<'a, 'a, In<'a>, Vec<Stmt>, Ex<'a, E>>>| {
        // ---------------------------------------------------------------- statements
        let guard = expect(Tok::LParen)
            .ignore_then(
                choice((just(Tok::Star).to(None), when(starts_expr).ignore_then(expr.clone()).map(Some)))
                    .labelled(Lbl::Invalid("Guard"))
                    .recover_with(via_parser(empty().to(None))),
            )
            .then_ignore(expect(Tok::RParen))
            .boxed();
        // A statement list and the position of its closing `}` (the last token it consumed).
        let list_end = stmt_list.clone().map_with(move |stmts, e: &mut MX<'a, '_, E>| (stmts, sp(e.span().end.saturating_sub(1))));
        let if_cmd = recursive(|if_cmd| {
            tok(Tok::If)
                .then(attributes.clone())
                .then(guard.clone())
                .then_ignore(expect(Tok::LBrace))
                .then(list_end.clone())
                .then(
                    tok(Tok::Else)
                        .then(
                            choice((
                                if_cmd.clone().map(|s| Some(ElseBranch::If(Box::new(s)))),
                                just(Tok::LBrace)
                                    .ignore_then(list_end.clone())
                                    .map(|(stmts, end)| Some(ElseBranch::Block { stmts, span: Span::NONE, end })),
                            ))
                            .labelled(Lbl::Invalid("IfCmd"))
                            .recover_with(via_parser(empty().to(None))),
                        )
                        .or_not(),
                )
                .map(move |((((i, attrs), guard), (then_branch, then_end)), els)| {
                    let else_branch = match els {
                        Some((ei, Some(ElseBranch::Block { stmts, end, .. }))) => Some(ElseBranch::Block { stmts, span: sp(ei), end }),
                        Some((_, b)) => b,
                        None => None,
                    };
                    IfStmt { attrs, guard, then_branch, else_branch, span: sp(i), then_end }
                })
        });
        let invariant = choice((tok(Tok::Free).map(|_| true).then(expect(Tok::Invariant)), tok(Tok::Invariant).map(|i| (false, i))))
            .then(attributes.clone())
            .then(choice((
                just(Tok::Call).rewind().ignore_then(civl_skip_semi(cx, "call")).map(|_| None),
                expr.clone().then_ignore(expect(Tok::Semi)).map(Some),
            )))
            .map(move |(((free, i), attrs), e)| e.map(|expr| LoopSpec::Invariant(Contract { free, attrs, expr, span: sp(i) })));
        let loop_measure = tok(Tok::Measure)
            .then(attributes.clone())
            .then(exprs.clone())
            .then_ignore(expect(Tok::Semi))
            .map(move |((i, attrs), exprs)| Some(LoopSpec::Measure(MeasureSpec { free: false, attrs, exprs, span: sp(i) })));
        // The fast pass reads plain invariants directly (`fast_clause`).
        let loop_spec = if E::FAST {
            let operand = operand.clone();
            let fast = custom(move |inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>| {
                let (free, i, _, expr) = fast_clause(inp, &operand, cx, &[Tok::Invariant])?;
                Ok(Some(LoopSpec::Invariant(Contract { free, attrs: Attrs::new(), expr, span: sp(i) })))
            });
            choice((fast, invariant, loop_measure)).boxed()
        } else {
            choice((invariant, loop_measure)).boxed()
        };
        let while_cmd = tok(Tok::While)
            .then(guard)
            .then(empty().map(|_| Vec::new()).foldl(loop_spec.repeated(), |mut v, s| {
                if let Some(s) = s {
                    v.push(s);
                }
                v
            }))
            .then_ignore(expect(Tok::LBrace))
            .then(list_end.clone())
            .map(move |(((i, guard), specs), (body, body_end))| {
                Some(Stmt::While(Box::new(WhileStmt { guard, specs, body, span: sp(i), body_end })))
            });
        let brk = tok(Tok::Break)
            .then(ident_nr.or_not())
            .then_ignore(expect(Tok::Semi))
            .map(move |(i, label)| Some(Stmt::Break(BreakStmt { label, span: sp(i) })));
        let goto = tok(Tok::Goto)
            .then(attributes.clone())
            .then(idents.clone())
            .then_ignore(expect(Tok::Semi))
            .map(move |((i, attrs), labels)| Some(Stmt::Goto(GotoCmd { attrs, labels: labels.into_iter().collect(), span: sp(i) })));
        let ret = tok(Tok::Return).then(attributes.clone()).then_ignore(expect(Tok::Semi)).map(move |(i, attrs)| Some(Stmt::Return(ReturnCmd { attrs, span: sp(i) })));
        let if_stmt = if_cmd.clone().map(|s| Some(Stmt::If(Box::new(s))));
        // The fast pass first tries the most common statements directly (`fast_stmt`, which
        // fails without consuming anything on other statements). An alternative of the same
        // choice rather than a wrapper, so that nested statement lists need no more stack.
        // `if` and `while` come before `label_or_cmd` there, whose many alternatives would
        // all fail on their first token first (the alternatives start with distinct tokens,
        // so the order changes only which error the full pass would report, and the fast
        // pass reports none).
        let stmt = if E::FAST {
            let fast = {
                let operand = operand.clone();
                custom(move |inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>| fast_stmt(inp, &operand, cx))
            };
            // An `if` without attributes, its guard `*` or a plain expression, read directly,
            // its branches directly too when they allow it (`fast_if`, `fast_branch`).
            let fast_if = {
                let operand = operand.clone();
                let (list_end, if_cmd) = (list_end.clone(), if_cmd.clone());
                custom(move |inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>| fast_if(inp, &operand, &list_end, &if_cmd, cx))
            };
            // A `}` ends the list at once, instead of after every alternative has failed on it.
            when(|t| t != Tok::RBrace).ignore_then(choice((fast, fast_if, if_stmt, while_cmd, label_or_cmd.clone(), brk, goto, ret))).boxed()
        } else {
            choice((label_or_cmd.clone(), if_stmt, while_cmd, brk, goto, ret)).boxed()
        };
        // Room for one statement from the start: most nested lists (branches) hold one, and
        // a vector grown from empty takes room for four, then is shrunk (a copy).
        empty()
                .map(|_| Vec::with_capacity(1))
                .foldl(stmt.repeated(), |mut v, s| {
                    if let Some(s) = s {
                        v.push(s);
                    }
                    v
                })
                .map(|mut v: Vec<Stmt>| {
                    v.shrink_to_fit();
                    v
                })
                .then_ignore(expect(Tok::RBrace))
                .boxed()
    };
    let stmt_list = recursive(spart);
    let impl_body = expect(Tok::LBrace)
        .then(locals)
        .then(stmt_list.clone())
        .map_with(move |((i, locals), stmts), e: &mut MX<'a, '_, E>| {
            let end = sp(e.span().end.saturating_sub(1));
            let body = Body { locals, stmts, span: sp(i), end };
            let mut diags = Vec::new();
            labels::check(&body.stmts, &mut diags);
            let g = e.span().end;
            for d in diags {
                e.emit(E::diag(g, d));
            }
            body
        })
        .boxed();

    // ---------------------------------------------------------------- declarations
    let uses_clause = just(Tok::Uses).ignore_then(expect(Tok::LBrace)).ignore_then({
        let axiom = just(Tok::Hideable)
            .or_not()
            .map(|h| h.is_some())
            .then(expect(Tok::Axiom))
            .then(attributes.clone())
            .then(expr.clone())
            .then_ignore(expect(Tok::Semi))
            .map(move |(((hideable, i), attrs), expr)| AxiomDecl { hideable, attrs, expr, span: sp(i) });
        when(|t| matches!(t, Tok::Axiom | Tok::Hideable)).ignore_then(axiom).repeated().collect::<Vec<_>>().then_ignore(expect(Tok::RBrace))
    });
    let uses_clause = uses_clause.boxed();
    let axiom = just(Tok::Hideable)
        .or_not()
        .map(|h| h.is_some())
        .then(expect(Tok::Axiom))
        .then(attributes.clone())
        .then(expr.clone())
        .then_ignore(expect(Tok::Semi))
        .map(move |(((hideable, i), attrs), expr)| AxiomDecl { hideable, attrs, expr, span: sp(i) });
    let axiom_decl = when(|t| matches!(t, Tok::Axiom | Tok::Hideable)).ignore_then(axiom).map(|a| DeclOut::One(Decl::Axiom(a)));
    let consts = tok(Tok::Const)
        .then(attributes.clone())
        .then(just(Tok::Unique).or_not().map(|u| u.is_some()))
        .then(idents.clone())
        .then_ignore(expect(Tok::Colon))
        .then(type_.clone())
        .then(
            choice((just(Tok::Semi).to(None), uses_clause.clone().map(Some)))
                .labelled(Lbl::Invalid("Consts"))
                .recover_with(via_parser(empty().to(None))),
        )
        .map(move |(((((i, attrs), unique), names), ty), uses)| DeclOut::One(Decl::Const(ConstDecl { attrs, unique, names, ty, uses, span: sp(i) })));
    let user_type = ident
        .clone()
        .then(ident_nr.repeated().collect::<Vec<_>>())
        .then(just(Tok::Eq).ignore_then(type_.clone()).or_not())
        .map(|((name, params), synonym)| TypeDef { span: name.span, name, params, synonym });
    let type_decl = tok(Tok::Type)
        .then(attributes.clone())
        .then(list1(user_type))
        .then_ignore(expect(Tok::Semi))
        .map(move |((i, attrs), defs)| DeclOut::One(Decl::Type(TypeDecl { attrs, defs, span: sp(i) })));
    let var_decl = just(Tok::Var)
        .ignore_then(attributes.clone())
        .then(itw_true.clone())
        .then_ignore(expect(Tok::Semi))
        .map(|(attrs, vars)| {
            DeclOut::Many(
                vars.into_iter()
                    .map(|mut v| {
                        v.attrs = attrs.clone();
                        Decl::Var(GlobalVarDecl { var: v })
                    })
                    .collect(),
            )
        });
    let ctor = ident
        .clone()
        .then_ignore(expect(Tok::LParen))
        .then(opt_itw_dt)
        .then_ignore(expect(Tok::RParen))
        .map(|(name, fields)| DatatypeCtor { span: name.span, name, fields });
    let datatype = just(Tok::Datatype)
        .ignore_then(attributes.clone())
        .then(ident.clone())
        .then(type_params.clone().or_not())
        .then_ignore(expect(Tok::LBrace))
        .then(ctor.clone().map(|c| vec![c]).foldl_with(just(Tok::Comma).ignore_then(ctor).repeated(), |mut v: Vec<DatatypeCtor>, c, e: &mut MX<'a, '_, E>| {
            if v.iter().any(|d| d.name.name == c.name.name) {
                let g = e.span().end;
                e.emit(E::sem(g, format!("constructor name {} used more than once in datatype", c.name.name)));
            }
            v.push(c);
            v
        }))
        .then_ignore(expect(Tok::RBrace))
        .map(|(((attrs, name), tps), ctors)| DeclOut::One(Decl::Datatype(DatatypeDecl { span: name.span, attrs, name, type_params: tps.unwrap_or_default(), ctors })));

    // Functions.
    let var_or_type = attributes
        .clone()
        .then(here())
        .then(ty.clone().map_with(|p: ParsedType, e: &mut MX<'a, '_, E>| {
            e.state().bare = p.bare.is_some();
            p
        }))
        .then(
            just(Tok::Colon)
                .map_with(|_, e: &mut MX<'a, '_, E>| {
                    if !e.state().bare {
                        let g = e.span().end;
                        e.emit(E::sem(g, "expected identifier before ':'"));
                    }
                })
                .then(type_.clone())
                .map(|(_, t)| t)
                .or_not(),
        )
        .map(move |(((attrs, start), first), second)| match second {
            Some(ty) => {
                let name = first.bare;
                let span = name.as_ref().map(|n| n.span).unwrap_or(sp(start));
                (FunctionParam { attrs, name, ty, span }, None)
            }
            None => (FunctionParam { attrs, name: None, span: first.ty.span, ty: first.ty }, first.bare),
        })
        .boxed();
    let function = just(Tok::Revealed)
        .or_not()
        .map(|r| r.is_some())
        .then_ignore(expect(Tok::Function))
        .then(attributes.clone())
        .then(ident.clone())
        .then(type_params.clone().or_not())
        .then_ignore(expect(Tok::LParen))
        .then(
            when(|t| t == Tok::LBrace || starts_type(t))
                .ignore_then(list1(var_or_type.clone()))
                .or_not()
                .then_ignore(expect(Tok::RParen))
                .map_with(|ps, e: &mut MX<'a, '_, E>| {
                    let mut ps = ps.unwrap_or_default();
                    let g = e.span().end;
                    fix_up_params(&mut ps, g, &mut |err| e.emit(err));
                    ps
                }),
        )
        .then(
            choice((
                just(Tok::Returns).ignore_then(expect(Tok::LParen)).ignore_then(var_or_type).then_ignore(expect(Tok::RParen)).map(|(r, _)| r),
                just(Tok::Colon).ignore_then(type_.clone()).map(|ty| FunctionParam { attrs: Attrs::new(), name: None, span: ty.span, ty }),
            ))
            .labelled(Lbl::Invalid("Function"))
            .recover_with(via_parser(here().map(move |i| {
                let ty = Type { kind: TypeKind::Bool, span: sp(i) };
                FunctionParam { attrs: Attrs::new(), name: None, span: ty.span, ty }
            }))),
        )
        .then(
            choice((
                uses_clause.clone().map(|u| (None, Some(u))),
                just(Tok::LBrace).ignore_then(expr.clone()).then_ignore(expect(Tok::RBrace)).then(uses_clause.clone().or_not()).map(|(b, u)| (Some(b), u)),
                just(Tok::Semi).to((None, None)),
            ))
            .labelled(Lbl::Invalid("Function"))
            .recover_with(via_parser(empty().to((None, None)))),
        )
        .map_with(move |((((((revealed, attrs), name), tps), params), result), (body, uses)), e: &mut MX<'a, '_, E>| {
            let params: Vec<FunctionParam> = params.into_iter().map(|(p, _)| p).collect();
            let type_params = tps.unwrap_or_default();
            let has = |k: &str| attrs.iter().any(|a| a.key == k);
            let g = e.span().end;
            let t = sp(g.saturating_sub(1));
            if has("inline") && has("define") {
                e.emit(E::always(g, t, "function cannot have both :inline and :define attributes"));
            } else if has("define") && !type_params.is_empty() {
                e.emit(E::always(g, t, "function with :define attribute has to be monomorphic"));
            }
            DeclOut::One(Decl::Function(FunctionDecl { revealed, attrs, span: name.span, name, type_params, params, result, body, uses }))
        });

    // Procedures and implementations.
    let proc_formals = move |allow: bool, _ctx: &'static str| {
        let itw = if allow { opt_itw_true.clone() } else { opt_itw_impl.clone() };
        expect(Tok::LParen).ignore_then(itw).then_ignore(expect(Tok::RParen)).boxed()
    };
    let proc_signature = {
        let attributes = attributes.clone();
        let ident = ident.clone();
        let type_params = type_params.clone();
        move |allow: bool| {
            let ctx = if allow { "" } else { "the 'implementation' copies of formals" };
            attributes
                .clone()
                .then(ident.clone())
                .then(type_params.clone().or_not().map(Option::unwrap_or_default))
                .then(proc_formals(allow, ctx))
                .then(just(Tok::Returns).ignore_then(proc_formals(allow, ctx)).or_not().map(Option::unwrap_or_default))
                .boxed()
        }
    };
    let contract = choice((tok(Tok::Requires).map(|i| (true, i)), tok(Tok::Ensures).map(|i| (false, i))))
        .then(attributes.clone())
        .then(choice((
            just(Tok::Call).rewind().ignore_then(civl_skip_semi(cx, "call")).map(|_| None),
            expr.clone().then_ignore(expect(Tok::Semi)).map(Some),
        )));
    let spec = choice((
        tok(Tok::Modifies)
            .then(when(is_ident).ignore_then(idents.clone()).or_not())
            .then_ignore(expect(Tok::Semi))
            .map(move |(i, vars)| Some(Spec::Modifies(ModifiesSpec { vars: vars.unwrap_or_default(), span: sp(i) }))),
        any()
            .filter(|t: &Tok| matches!(t, Tok::Preserves | Tok::Refines | Tok::Asserts))
            .rewind()
            .then(custom(move |inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>| {
                let what = inp.peek().map(Tok::text).unwrap_or("");
                civl_at(inp, cx, what);
                inp.skip();
                skip_to_semi(inp);
                Ok(None)
            }))
            .map(|(_, s)| s),
        just(Tok::Free)
            .or_not()
            .map(|f| f.is_some())
            .then(
                choice((
                    contract.map(Ok),
                    tok(Tok::Measure).then(attributes.clone()).then(exprs.clone()).then_ignore(expect(Tok::Semi)).map(Err),
                ))
                .map(Some)
                .labelled(Lbl::Invalid("SpecPrePost"))
                .recover_with(via_parser(empty().to(None))),
            )
            .map(move |(free, s)| match s {
                None => None,
                Some(Ok((((requires, i), attrs), e))) => e.map(|expr| {
                    let c = Contract { free, attrs, expr, span: sp(i) };
                    if requires {
                        Spec::Requires(c)
                    } else {
                        Spec::Ensures(c)
                    }
                }),
                Some(Err(((i, attrs), exprs))) => Some(Spec::Measure(MeasureSpec { free, attrs, exprs, span: sp(i) })),
            }),
    ));
    // The fast pass reads plain `requires` and `ensures` clauses directly (`fast_clause`).
    let spec = if E::FAST {
        let operand = operand.clone();
        let fast = custom(move |inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>| {
            let (free, i, kw, expr) = fast_clause(inp, &operand, cx, &[Tok::Requires, Tok::Ensures])?;
            let c = Contract { free, attrs: Attrs::new(), expr, span: sp(i) };
            Ok(Some(if kw == Tok::Requires { Spec::Requires(c) } else { Spec::Ensures(c) }))
        });
        choice((fast, spec)).boxed()
    } else {
        spec.boxed()
    };
    let specs = empty().map(|_| Vec::new()).foldl(when(starts_spec).ignore_then(spec).repeated(), |mut v, s| {
        if let Some(s) = s {
            v.push(s);
        }
        v
    });
    let implementation = just(Tok::Implementation).ignore_then(proc_signature(false)).then(impl_body.clone()).map(|(((((attrs, name), type_params), ins), outs), body)| {
        DeclOut::One(Decl::Implementation(ImplementationDecl { attrs, span: name.span, name, type_params, ins, outs, body }))
    });
    let procedure = move |pure_: bool| {
        expect(Tok::Procedure)
            .ignore_then(proc_signature(true))
            .then(
                choice((
                    just(Tok::Semi).ignore_then(specs.clone()).map(|s| Some((s, None))),
                    when(|t| starts_spec(t) || t == Tok::LBrace).ignore_then(specs.clone()).then(impl_body.clone()).map(|(s, b)| Some((s, Some(b)))),
                ))
                .labelled(Lbl::Invalid("Procedure"))
                .recover_with(via_parser(empty().to(None))),
            )
            .map(move |(((((attrs, name), type_params), ins), outs), sb)| {
                let (specs, body) = sb.unwrap_or_default();
                DeclOut::One(Decl::Procedure(ProcedureDecl { pure_, attrs, span: name.span, name, type_params, ins, outs, specs, body }))
            })
            .boxed()
    };
    // CIVL declarations: report at the lookahead and skip to the next declaration.
    let civl_decl = custom(move |inp: &mut InputRef<'a, '_, In<'a>, Ex<'a, E>>| {
        let g = inp.span_since(&inp.cursor()).start;
        let what = cx.text(g);
        civl_at(inp, cx, what);
        inp.skip();
        while inp.peek().is_some_and(|t| matches!(t, Tok::Yield | Tok::Action | Tok::Atomic | Tok::Left | Tok::Right | Tok::Both | Tok::Invariant | Tok::Procedure | Tok::Pure)) {
            inp.skip();
        }
        let mut depth = 0usize;
        while let Some(t) = inp.peek() {
            if depth == 0 && is_decl_start(t) {
                break;
            }
            match t {
                Tok::LBrace | Tok::LBraceBar => depth += 1,
                Tok::RBrace | Tok::RBraceBar => depth = depth.saturating_sub(1),
                _ => {}
            }
            inp.skip();
        }
        reset_here(inp);
        Ok(DeclOut::None)
    });
    let pure_decl = just(Tok::Pure).ignore_then(choice((just(Tok::Procedure).rewind().ignore_then(procedure(true)), civl_decl)));
    let decl = choice((
        consts,
        when(|t| matches!(t, Tok::Function | Tok::Revealed)).ignore_then(function),
        axiom_decl,
        type_decl,
        var_decl,
        just(Tok::Procedure).rewind().ignore_then(procedure(false)),
        pure_decl,
        implementation,
        datatype,
        when(|t| matches!(t, Tok::Yield | Tok::Action | Tok::Atomic | Tok::Left | Tok::Right | Tok::Both | Tok::Invariant)).ignore_then(civl_decl),
    ));
    empty()
        .map(|_| Vec::new())
        .foldl(decl.repeated(), |mut v, d| {
            match d {
                DeclOut::One(d) => v.push(d),
                DeclOut::Many(mut ds) => v.append(&mut ds),
                DeclOut::None => {}
            }
            v
        })
        .then_ignore(end().labelled(Lbl::Expect(Tok::Eof)).recover_with(via_parser(any().repeated())))
        .boxed()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Token kinds and starts as the logos lexer alone makes them.
    fn reference(text: &str) -> (Vec<Tok>, Vec<u32>) {
        let (mut kinds, mut starts) = (Vec::new(), Vec::new());
        let mut lex = Tok::lexer(text);
        while let Some(res) = lex.next() {
            kinds.push(res.unwrap_or(Tok::Error));
            starts.push(lex.span().start as u32);
        }
        (kinds, starts)
    }

    fn check(src: &[u8]) {
        let mut files = Files::default();
        let file = files.intern("t.bpl");
        let pre = crate::pre::preprocess(src, file, 0, &mut files);
        let toks = Toks::new(&pre);
        let starts: Vec<u32> = (0..toks.kinds.len()).map(|i| toks.start(i)).collect();
        let (kinds, ref_starts) = reference(&pre.text);
        assert_eq!((&toks.kinds, &starts), (&kinds, &ref_starts), "input: {:?}", String::from_utf8_lossy(src));
    }

    fn bpl_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else { return };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                bpl_files(&p, out);
            } else if p.extension().is_some_and(|x| x == "bpl") {
                out.push(p);
            }
        }
    }

    /// `Toks::new` (the direct scan of common tokens, logos for the rest) gives exactly the
    /// tokens and starts of the logos lexer alone: on every corpus and test file, on all
    /// short strings over the characters that matter, and on random strings.
    #[test]
    fn fast_lexer_agrees() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut paths = Vec::new();
        bpl_files(&root.join("../../../shared/conformance/corpus"), &mut paths);
        bpl_files(&root.join(".."), &mut paths);
        for p in &paths {
            check(&std::fs::read(p).unwrap_or_default());
        }
        let mut kw = String::new();
        for t in [Tok::Assert, Tok::Asserts, Tok::Implementation, Tok::RMode, Tok::Pop, Tok::Push, Tok::Then] {
            kw.push_str(t.text());
            kw.push(' ');
        }
        kw.push_str("roundNearestTiesToEven roundTowardZero RTZ RNA assertx xassert assert1 Assert 0x1.8e1f24e8 -0x1.8e1f24e8 0NaN24e8 -0+oo24e8 0-oo1e1 1e5 1e-5 5bv8 5bv 1.5 1.x 1.5e-3 \\x \\assert 12 00 007");
        check(kw.as_bytes());
        let alphabet: &[u8] = b" \t\n\r/*0123456789abeflxvNn.+-<=>:;|{}()[]&!\"\\_#?'~$^`,\xc3\xa9\xff\x00";
        // All strings of length <= 3 over the alphabet.
        let a = alphabet.len();
        for n in 0..=3u32 {
            for mut k in 0..a.pow(n) {
                let mut s = Vec::new();
                for _ in 0..n {
                    s.push(alphabet[k % a]);
                    k /= a;
                }
                check(&s);
            }
        }
        // Random longer strings.
        let mut x: u64 = 0x2545_f491_4f6c_dd1d;
        for _ in 0..20000 {
            let mut s = Vec::new();
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            for _ in 0..(x % 40) {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                s.push(alphabet[(x % a as u64) as usize]);
            }
            check(&s);
        }
    }
}
