//! The token table of one file: the kind of every token (the parser's input, one byte per
//! token) and its byte range, and the resolution of a token index to the position Boogie
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

/// The lexed file.
pub struct Toks<'a> {
    pre: &'a Pre<'a>,
    /// The kind of every token.
    pub kinds: Vec<Tok>,
    /// The byte range (start, end) of every token.
    ranges: Vec<(u32, u32)>,
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

impl<'a> Toks<'a> {
    /// Lexes the preprocessed text. A character that starts no token becomes a
    /// [`Tok::Error`] token. Each pragma error of the preprocessor (on physical line `p`)
    /// is released with the first token on a later line.
    pub fn lex(pre: &'a Pre<'a>) -> Toks<'a> {
        let est = pre.text.len() / 3 + 16;
        let (mut kinds, mut ranges) = (Vec::with_capacity(est), Vec::with_capacity(est));
        let mut pragma_at = Vec::with_capacity(pre.pragma_errors.len());
        let mut line = 0usize;
        let mut lex = Tok::lexer(&pre.text);
        while let Some(res) = lex.next() {
            let span = lex.span();
            let (start, end) = (span.start as u32, span.end as u32);
            if !pre.pragma_errors.is_empty() {
                while pre.line_starts.get(line + 1).is_some_and(|&s| s <= start) {
                    line += 1;
                }
                while pre.pragma_errors.get(pragma_at.len()).is_some_and(|(p, _)| (*p as usize) < line) {
                    pragma_at.push(kinds.len() as u32);
                }
            }
            kinds.push(res.unwrap_or(Tok::Error));
            ranges.push((start, end));
        }
        pragma_at.resize(pre.pragma_errors.len(), kinds.len() as u32);
        kinds.shrink_to_fit();
        ranges.shrink_to_fit();
        Toks { pre, kinds, ranges, pragma_at, line_cache: Cell::new(LineCache::NONE) }
    }

    /// The preprocessed file.
    pub(crate) fn pre(&self) -> &'a Pre<'a> {
        self.pre
    }

    /// For each pragma error of the preprocessor, the index of the token that releases it.
    pub(crate) fn pragma_at(&self) -> &[u32] {
        &self.pragma_at
    }

    /// The byte range of token `i` (`i >= len`: the empty range at the end of the text).
    pub fn range(&self, i: usize) -> (u32, u32) {
        let end = self.pre.text.len() as u32;
        self.ranges.get(i).copied().unwrap_or((end, end))
    }

    /// The reported position of token `i` (`i == len` is the end of file).
    pub fn span(&self, i: usize) -> Span {
        let start = self.range(i).0;
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

    /// The name an identifier token denotes (a leading backslash is dropped). A short
    /// name is stored inline, as `Name::new` stores a short string that is not blank
    /// (which an identifier never is), without `Name::new`'s check for blank strings.
    pub fn name(&self, i: usize) -> Name {
        let s = self.text(i);
        let s = s.strip_prefix('\\').unwrap_or(s);
        if s.len() <= Name::INLINE_CAP {
            Name::new_inline(s)
        } else {
            Name::new(s)
        }
    }

    /// The text between the quotes of a string token.
    pub fn string_body(&self, i: usize) -> &'a str {
        let s = self.text(i);
        s.get(1..s.len().saturating_sub(1)).unwrap_or("")
    }
}
