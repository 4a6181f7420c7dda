//! The token table of one file: the kind of every token (the parser's input, one byte per
//! token) and its start offset, and the resolution of a token index to the position Boogie
//! reports ([`Span`]: file and line after `#line` pragmas, 1-based byte column) and to its
//! text.
//!
//! The grammar works on token indices only (chumsky's spans are index ranges); positions
//! and texts are resolved where the AST needs them.

use std::cell::Cell;

use boogie_ast::{FileId, Name, Span};
use logos::Logos;

use crate::lexer::Tok;
use crate::pre::{Pre, Segment};

/// The characters of the lexer's identifier rule after the first one:
/// `[A-Za-z0-9'~#$^_.?\`]`.
pub(crate) fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'\'' | b'~' | b'#' | b'$' | b'^' | b'_' | b'.' | b'?' | b'`')
}

/// The lexed file.
pub struct Toks<'a> {
    pre: &'a Pre<'a>,
    /// The kind of every token.
    pub kinds: Vec<Tok>,
    /// The byte offset of every token's start.
    starts: Vec<u32>,
    /// For each pragma error of `pre`, the index of the token whose scanning releases it.
    pragma_at: Vec<u32>,
    /// The line of the last resolved position (tokens are mostly resolved in order).
    line_cache: Cell<LineCache>,
}

/// A physical line: its bytes are `lo..hi` (`hi` is the next line's start, `u32::MAX`
/// after the last line start) and its positions are reported in `file`, `line`.
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

/// Collects the tokens of a file as a lexer finds them, with the bookkeeping of the
/// preprocessor's pragma errors (an error on physical line `p` is released with the first
/// token on a later line).
pub(crate) struct TokSink<'a> {
    pre: &'a Pre<'a>,
    kinds: Vec<Tok>,
    starts: Vec<u32>,
    pragma_at: Vec<u32>,
    /// The physical line of the last token (only tracked when there are pragma errors).
    line: usize,
}

impl<'a> TokSink<'a> {
    pub(crate) fn new(pre: &'a Pre<'a>) -> TokSink<'a> {
        let est = pre.text.len() / 3 + 16;
        TokSink { pre, kinds: Vec::with_capacity(est), starts: Vec::with_capacity(est), pragma_at: Vec::new(), line: 0 }
    }

    /// Records the next token: its kind and start offset.
    #[inline]
    pub(crate) fn push(&mut self, kind: Tok, start: usize) {
        let start = u32::try_from(start).unwrap_or(u32::MAX);
        if !self.pre.pragma_errors.is_empty() {
            let ls = &self.pre.line_starts;
            while ls.get(self.line + 1).is_some_and(|&s| s <= start) {
                self.line += 1;
            }
            let i = self.kinds.len() as u32;
            while self.pre.pragma_errors.get(self.pragma_at.len()).is_some_and(|(p, _)| (*p as usize) < self.line) {
                self.pragma_at.push(i);
            }
        }
        self.kinds.push(kind);
        self.starts.push(start);
    }

    pub(crate) fn finish(mut self) -> Toks<'a> {
        while self.pragma_at.len() < self.pre.pragma_errors.len() {
            self.pragma_at.push(self.kinds.len() as u32);
        }
        self.kinds.shrink_to_fit();
        self.starts.shrink_to_fit();
        Toks { pre: self.pre, kinds: self.kinds, starts: self.starts, pragma_at: self.pragma_at, line_cache: Cell::new(LineCache::NONE) }
    }
}

impl<'a> Toks<'a> {
    /// Lexes the preprocessed text with the `logos` lexer alone. An unlexable character
    /// becomes a [`Tok::Error`] token.
    pub fn lex(pre: &'a Pre<'a>) -> Toks<'a> {
        let mut sink = TokSink::new(pre);
        let mut lex = Tok::lexer(&pre.text);
        while let Some(res) = lex.next() {
            sink.push(res.unwrap_or(Tok::Error), lex.span().start);
        }
        sink.finish()
    }

    /// The preprocessed file.
    pub(crate) fn pre(&self) -> &'a Pre<'a> {
        self.pre
    }

    /// For each pragma error of the preprocessor, the index of the token that releases it.
    pub(crate) fn pragma_at(&self) -> &[u32] {
        &self.pragma_at
    }

    /// The start offset of token `i` (`i >= len`: the end of the text).
    pub fn start(&self, i: usize) -> u32 {
        self.starts.get(i).copied().unwrap_or(self.pre.text.len() as u32)
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
                bs + run(rest.get(bs..).unwrap_or(&[]), is_ident_char)
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

    /// The reported position of token `i` (`i == len` is the end of file).
    pub fn span(&self, i: usize) -> Span {
        let start = self.start(i);
        let mut c = self.line_cache.get();
        if !(c.lo <= start && start < c.hi) {
            c = self.line_of(start, c.phys as usize);
            self.line_cache.set(c);
        }
        Span::new(c.file, c.line, start.saturating_sub(c.lo) + 1)
    }

    /// The line that holds the byte offset `start`, searched from the physical line `l` of
    /// the previous lookup (usually `start` is on it or on the next).
    fn line_of(&self, start: u32, l: usize) -> LineCache {
        let ls = &self.pre.line_starts;
        let holds = |l: usize| ls.get(l).is_some_and(|&s| s <= start) && ls.get(l + 1).is_none_or(|&s| s > start);
        let phys = if holds(l) {
            l
        } else if holds(l + 1) {
            l + 1
        } else {
            ls.partition_point(|&s| s <= start).saturating_sub(1)
        };
        let segs = &self.pre.segments;
        let si = segs.partition_point(|s| s.phys as usize <= phys).saturating_sub(1);
        let seg = segs.get(si).copied().unwrap_or(Segment { phys: 0, file: FileId(0), line: 1 });
        let (file, line) = Pre::logical(&seg, phys as u32);
        let lo = ls.get(phys).copied().unwrap_or(0);
        let hi = ls.get(phys + 1).copied().unwrap_or(u32::MAX);
        LineCache { lo, hi, phys: phys as u32, file, line }
    }

    /// The source text of token `i`.
    pub fn text(&self, i: usize) -> &'a str {
        let (s, e) = self.range(i);
        self.pre.text.get(s as usize..e as usize).unwrap_or("")
    }

    /// The name an identifier token denotes (a leading backslash is dropped).
    pub fn name(&self, i: usize) -> Name {
        let s = self.text(i);
        Name::new(s.strip_prefix('\\').unwrap_or(s))
    }

    /// The text between the quotes of a string token.
    pub fn string_body(&self, i: usize) -> &'a str {
        let s = self.text(i);
        s.get(1..s.len().saturating_sub(1)).unwrap_or("")
    }
}
