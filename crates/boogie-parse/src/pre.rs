//! Preprocessing before lexing: lossy UTF-8 decoding, line-end normalisation, the
//! `#if`/`#elsif`/`#else`/`#endif` conditional preprocessor and `#line` pragmas.
//!
//! Boogie reads a file line by line (dropping a byte-order mark, normalising line ends),
//! runs a line-based conditional preprocessor whose directive lines and excluded lines
//! become empty lines, and its scanner treats a `#` in column 1 as a pragma line
//! (boogie-language.md §1.3). All of this is line-based, so it is done here in one pass:
//! the result is a text in which every such line is empty, plus a table that maps
//! physical lines to the (file, line) pairs that `#line` pragmas establish, plus the
//! pragma errors (reported at column 0) with the physical line where the scanner meets them.

use std::borrow::Cow;

use boogie_ast::{Diagnostic, FileId, Files, Phase, Span};

/// The preprocessed text of one file.
pub struct Pre<'s> {
    /// The text: every line ends with `\n`; directive, excluded and pragma lines are empty.
    /// Borrowed from the source when preprocessing changes nothing (see `preprocess`).
    pub text: Cow<'s, str>,
    /// Byte offset of the start of every physical line (0-based line index).
    pub line_starts: Vec<u32>,
    /// From physical line `phys` on (0-based), positions are in `file` and the logical
    /// line of `phys` is `line`; sorted by `phys`, first entry at 0.
    pub segments: Vec<Segment>,
    /// Pragma errors with the 0-based physical line of the pragma, in order.
    pub pragma_errors: Vec<(u32, Diagnostic)>,
}

/// A run of lines that share one `#line` mapping.
#[derive(Clone, Copy, Debug)]
pub struct Segment {
    pub phys: u32,
    pub file: FileId,
    pub line: i64,
}

impl Pre<'_> {
    /// The (file, logical line) of a 0-based physical line, given the segment in effect.
    pub fn logical(seg: &Segment, phys: u32) -> (FileId, u32) {
        let line = seg.line + i64::from(phys) - i64::from(seg.phys);
        (seg.file, u32::try_from(line.max(0)).unwrap_or(u32::MAX))
    }
}

/// Runs the preprocessor. `file` is the id of the file's own name.
pub fn preprocess<'s>(src: &'s [u8], file: FileId, file_index: usize, files: &mut Files) -> Pre<'s> {
    if let Some(pre) = unchanged(src, file) {
        return pre;
    }
    let decoded = String::from_utf8_lossy(src);
    let body = decoded.strip_prefix('\u{feff}').unwrap_or(&decoded);
    let define = format!("FILE_{file_index}");
    let mut text = String::with_capacity(body.len() + 2);
    let mut line_starts: Vec<u32> = Vec::with_capacity(body.len() / 24 + 2);
    let mut segments = vec![Segment { phys: 0, file, line: 1 }];
    let mut pragma_errors = Vec::new();
    // The conditional stack: (this branch is active, some branch was taken, seen #else).
    let mut stack: Vec<(bool, bool, bool)> = Vec::new();
    let mut malformed: Option<&'static str> = None;
    let mut phys: u32 = 0;
    for line in (Lines { rest: body }) {
        line_starts.push(u32::try_from(text.len()).unwrap_or(u32::MAX));
        let active = stack.iter().all(|s| s.0);
        let trimmed = line.trim_matches(|c: char| c == ' ' || c == '\t');
        if trimmed.starts_with("#if") || trimmed.starts_with("#elsif") || trimmed.starts_with("#else") || trimmed.starts_with("#endif") {
            if let Some(cond) = trimmed.strip_prefix("#if") {
                let taken = eval_cond(cond, &define);
                stack.push((taken, taken, false));
            } else if let Some(cond) = trimmed.strip_prefix("#elsif") {
                match stack.last_mut() {
                    Some(top) if !top.2 => {
                        let taken = !top.1 && eval_cond(cond, &define);
                        top.0 = taken;
                        top.1 |= taken;
                    }
                    _ => malformed = malformed.or(Some("#elsif without #if")),
                }
            } else if trimmed.starts_with("#else") {
                match stack.last_mut() {
                    Some(top) if !top.2 => {
                        top.0 = !top.1;
                        top.1 = true;
                        top.2 = true;
                    }
                    _ => malformed = malformed.or(Some("#else without #if")),
                }
            } else if stack.pop().is_none() {
                malformed = malformed.or(Some("#endif without #if"));
            }
            text.push('\n');
        } else if !active {
            text.push('\n');
        } else if let Some(rest) = line.strip_prefix('#') {
            pragma(rest, phys, &mut segments, &mut pragma_errors, files);
            text.push('\n');
        } else {
            text.push_str(line);
            text.push('\n');
        }
        phys = phys.saturating_add(1);
    }
    if !stack.is_empty() {
        malformed = malformed.or(Some("missing #endif"));
    }
    if let Some(what) = malformed {
        // Boogie's preprocessor emits a `#MalformedInput` line that its scanner reports.
        line_starts.push(u32::try_from(text.len()).unwrap_or(u32::MAX));
        pragma(&format!("MalformedInput: {what}"), phys, &mut segments, &mut pragma_errors, files);
        text.push('\n');
    }
    line_starts.push(u32::try_from(text.len()).unwrap_or(u32::MAX));
    Pre { text: Cow::Owned(text), line_starts, segments, pragma_errors }
}

/// The common case without a copy: if `src` is valid UTF-8 without a byte-order mark,
/// without `\r` and `#` (so no line-end normalisation, directive or pragma can apply) and
/// is empty or ends with `\n`, the preprocessed text is `src` itself; only the line
/// starts are computed (exactly as the general path would).
fn unchanged(src: &[u8], file: FileId) -> Option<Pre<'_>> {
    if memchr::memchr2(b'\r', b'#', src).is_some() {
        return None;
    }
    if src.last().is_some_and(|&b| b != b'\n') || src.starts_with("\u{feff}".as_bytes()) {
        return None;
    }
    let text = std::str::from_utf8(src).ok()?;
    let n = u32::try_from(src.len()).ok()?;
    let mut line_starts: Vec<u32> = Vec::with_capacity(src.len() / 24 + 2);
    line_starts.push(0);
    // Every `\n` starts a line after it (the last `\n` gives `n`).
    line_starts.extend(memchr::memchr_iter(b'\n', src).map(|i| i as u32 + 1));
    if line_starts.last() != Some(&n) {
        line_starts.push(n);
    }
    line_starts.shrink_to_fit();
    Some(Pre { text: Cow::Borrowed(text), line_starts, segments: vec![Segment { phys: 0, file, line: 1 }], pragma_errors: Vec::new() })
}

/// Iterates over lines split at `\n`, `\r\n` or a lone `\r`, without the line end.
struct Lines<'a> {
    rest: &'a str,
}

impl<'a> Iterator for Lines<'a> {
    type Item = &'a str;
    fn next(&mut self) -> Option<&'a str> {
        if self.rest.is_empty() {
            return None;
        }
        let bytes = self.rest.as_bytes();
        let end = bytes.iter().position(|&b| b == b'\n' || b == b'\r').unwrap_or(bytes.len());
        let line = self.rest.get(..end).unwrap_or("");
        let mut next = end;
        if bytes.get(end) == Some(&b'\r') && bytes.get(end + 1) == Some(&b'\n') {
            next += 2;
        } else if end < bytes.len() {
            next += 1;
        }
        self.rest = self.rest.get(next..).unwrap_or("");
        Some(line)
    }
}

/// `COND ::= { '!' } ident`: true if the identifier is defined (only `FILE_<i>` is).
fn eval_cond(cond: &str, define: &str) -> bool {
    let mut arg = cond.trim();
    let mut sense = true;
    while let Some(rest) = arg.strip_prefix('!') {
        sense = !sense;
        arg = rest.trim_start();
    }
    (arg == define) == sense
}

/// Handles one pragma line (`rest` is the text after the `#` in column 1).
fn pragma(rest: &str, phys: u32, segments: &mut Vec<Segment>, errors: &mut Vec<(u32, Diagnostic)>, files: &mut Files) {
    let seg = segments.last().copied().unwrap_or(Segment { phys: 0, file: FileId(0), line: 1 });
    let (file, line) = Pre::logical(&seg, phys);
    let span = Span::new(file, line, 0);
    let shown = rest.trim_end();
    if let Some(args) = rest.strip_prefix("line") {
        if args.is_empty() || args.starts_with([' ', '\t']) {
            let args = args.trim();
            let digits_end = args.find(|c: char| !c.is_ascii_digit()).unwrap_or(args.len());
            let (num, name) = args.split_at(digits_end);
            if let (Ok(n), true) = (num.parse::<i64>(), name.is_empty() || name.starts_with([' ', '\t'])) {
                let name = name.trim();
                let new_file = if name.is_empty() { seg.file } else { files.intern(name) };
                segments.push(Segment { phys: phys.saturating_add(1), file: new_file, line: n });
            } else {
                errors.push((phys, Diagnostic::new(Phase::Parse, span, format!("Malformed (#line num [filename]) pragma: #{shown}"))));
            }
            return;
        }
    }
    errors.push((phys, Diagnostic::new(Phase::Parse, span, format!("Unrecognized pragma: #{shown}"))));
}
