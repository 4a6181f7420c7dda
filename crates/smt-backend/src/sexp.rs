//! An incremental reader that splits solver output into balanced top-level s-expressions.
//!
//! It understands string literals (`"..."`, with SMT-LIB 2.6 `""` escapes and
//! the legacy `\"`), quoted symbols (`|...|`) and `;` comments, so parentheses
//! inside them are not counted. Scanning is incremental: each byte is looked
//! at once however the input is chunked, so reading a large model is linear.

/// Splits a byte stream into top-level s-expressions.
#[derive(Default)]
pub struct SexpReader {
    buf: Vec<u8>,
    /// Start of the current (incomplete) expression.
    start: usize,
    /// Everything before `scan` has been classified.
    scan: usize,
    depth: u32,
    mode: Mode,
    /// A top-level token has started at `start`.
    started: bool,
}

#[derive(Default, Clone, Copy, PartialEq, Eq)]
enum Mode {
    #[default]
    Normal,
    String,
    /// Just saw `"` inside a string: `""` continues it, anything else ends it.
    StringQuote,
    /// Just saw `\` inside a string.
    StringEscape,
    Quoted,
    Comment,
    /// Inside a top-level atom.
    Atom,
}

/// What [`SexpReader::next_sexp`] found.
#[derive(Debug, PartialEq, Eq)]
pub enum Next {
    /// A complete s-expression (trimmed text).
    Sexp(String),
    /// More input is needed.
    NeedMore,
    /// End of input with nothing pending.
    End,
}

impl SexpReader {
    /// An empty reader.
    pub fn new() -> SexpReader {
        SexpReader::default()
    }

    /// Appends input.
    pub fn feed(&mut self, bytes: &[u8]) {
        // Drop consumed bytes now and then so the buffer does not grow forever.
        if self.start > 0 && self.start * 2 > self.buf.len() {
            self.buf.drain(..self.start);
            self.scan -= self.start;
            self.start = 0;
        }
        self.buf.extend_from_slice(bytes);
    }

    /// True if unconsumed non-whitespace input is buffered.
    pub fn has_pending(&self) -> bool {
        self.started || self.buf[self.start..].iter().any(|b| !b.is_ascii_whitespace())
    }

    /// The unconsumed input, for error messages.
    pub fn pending_text(&self) -> String {
        String::from_utf8_lossy(&self.buf[self.start..]).trim().to_string()
    }

    /// Drops all buffered input.
    pub fn clear(&mut self) {
        *self = SexpReader::default();
    }

    /// Returns the next complete s-expression. With `eof`, no more input will come:
    /// a pending atom is complete, and an unbalanced expression is an error.
    pub fn next_sexp(&mut self, eof: bool) -> Result<Next, String> {
        Ok(match self.step(eof)? {
            Step::Expr(start, end) => Next::Sexp(String::from_utf8_lossy(&self.buf[start..end]).trim().to_string()),
            Step::NeedMore => Next::NeedMore,
            Step::End => Next::End,
        })
    }

    /// Like [`SexpReader::next_sexp`], but only says whether an expression was complete (no copy).
    fn skip_sexp(&mut self, eof: bool) -> Result<bool, String> {
        Ok(matches!(self.step(eof)?, Step::Expr(..)))
    }

    /// Scans to the end of the next expression and returns its byte range in `buf`
    /// (valid until the next `feed`).
    fn step(&mut self, eof: bool) -> Result<Step, String> {
        while self.scan < self.buf.len() {
            let b = self.buf[self.scan];
            match self.mode {
                Mode::Comment => {
                    if b == b'\n' {
                        self.mode = Mode::Normal;
                    }
                    self.scan += 1;
                    if !self.started {
                        self.start = self.scan;
                    }
                }
                Mode::String => {
                    match b {
                        b'"' => self.mode = Mode::StringQuote,
                        b'\\' => self.mode = Mode::StringEscape,
                        _ => {}
                    }
                    self.scan += 1;
                }
                Mode::StringEscape => {
                    self.mode = Mode::String;
                    self.scan += 1;
                }
                Mode::StringQuote => {
                    if b == b'"' {
                        self.mode = Mode::String;
                        self.scan += 1;
                    } else {
                        self.mode = Mode::Normal;
                        if self.depth == 0 {
                            return Ok(self.take());
                        }
                    }
                }
                Mode::Quoted => {
                    self.scan += 1;
                    if b == b'|' {
                        self.mode = Mode::Normal;
                        if self.depth == 0 {
                            return Ok(self.take());
                        }
                    }
                }
                Mode::Atom => {
                    if b.is_ascii_whitespace() || matches!(b, b'(' | b')' | b';' | b'"' | b'|') {
                        self.mode = Mode::Normal;
                        return Ok(self.take());
                    }
                    self.scan += 1;
                }
                Mode::Normal => {
                    if !self.started {
                        if b.is_ascii_whitespace() {
                            self.scan += 1;
                            self.start = self.scan;
                            continue;
                        }
                        if b == b';' {
                            self.mode = Mode::Comment;
                            self.scan += 1;
                            continue;
                        }
                        if b == b')' {
                            let text = self.pending_text();
                            return Err(format!("unbalanced ')' in solver output: {}", shorten(&text)));
                        }
                        self.started = true;
                        self.start = self.scan;
                    }
                    self.scan += 1;
                    match b {
                        b'(' => self.depth += 1,
                        b')' => {
                            self.depth = self.depth.saturating_sub(1);
                            if self.depth == 0 {
                                return Ok(self.take());
                            }
                        }
                        b'"' => self.mode = Mode::String,
                        b'|' => self.mode = Mode::Quoted,
                        b';' => self.mode = Mode::Comment,
                        _ if self.depth == 0 => self.mode = Mode::Atom,
                        _ => {}
                    }
                }
            }
        }
        if !eof {
            return Ok(Step::NeedMore);
        }
        match self.mode {
            Mode::Atom => {
                self.mode = Mode::Normal;
                Ok(self.take())
            }
            Mode::StringQuote if self.depth == 0 => {
                self.mode = Mode::Normal;
                Ok(self.take())
            }
            _ if self.started => Err(format!(
                "solver output ended inside an s-expression: {}",
                shorten(&self.pending_text())
            )),
            _ => Ok(Step::End),
        }
    }

    fn take(&mut self) -> Step {
        let span = Step::Expr(self.start, self.scan);
        self.start = self.scan;
        self.started = false;
        self.depth = 0;
        span
    }
}

/// What [`SexpReader::step`] found.
enum Step {
    /// A complete expression: its byte range (untrimmed) in the buffer.
    Expr(usize, usize),
    NeedMore,
    End,
}

/// Splits a whole text (e.g. an SMT-LIB script) into its top-level s-expressions.
pub fn split_all(text: &str) -> Result<Vec<String>, String> {
    let mut reader = SexpReader::new();
    reader.feed(text.as_bytes());
    let mut out = Vec::new();
    loop {
        match reader.next_sexp(true)? {
            Next::Sexp(s) => out.push(s),
            Next::End | Next::NeedMore => return Ok(out),
        }
    }
}

/// Counts the top-level s-expressions of a text, or fails if it is not balanced.
pub fn count_commands(text: &str) -> Result<usize, String> {
    let mut reader = SexpReader::new();
    reader.feed(text.as_bytes());
    let mut n = 0;
    while reader.skip_sexp(true)? {
        n += 1;
    }
    Ok(n)
}

/// The first `n` characters of a text, for messages.
pub fn shorten(text: &str) -> String {
    const MAX: usize = 200;
    if text.chars().count() <= MAX {
        text.to_string()
    } else {
        let head: String = text.chars().take(MAX).collect();
        format!("{head}...")
    }
}

/// Splits the inside of a list s-expression `(a b (c d))` into its elements `a`, `b`, `(c d)`.
pub fn list_items(text: &str) -> Option<Vec<String>> {
    let inner = text.trim().strip_prefix('(')?.strip_suffix(')')?;
    split_all(inner).ok()
}

/// If `text` is `(error "msg")`, returns `msg`.
pub fn error_message(text: &str) -> Option<String> {
    let items = list_items(text)?;
    if items.first().map(String::as_str) != Some("error") {
        return None;
    }
    let msg = items.get(1).cloned().unwrap_or_default();
    Some(unquote(&msg).trim().to_string())
}

/// The contents of a string literal `"..."` (with `""` unescaped), or the text itself if it is not one.
pub fn unquote(text: &str) -> String {
    match text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
        Some(inner) => inner.replace("\"\"", "\""),
        None => text.to_string(),
    }
}
