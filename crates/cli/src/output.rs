//! Buffered standard output (or error) that tolerates a closed pipe (`rboogie ... | head`).

use std::io::{self, Write};

/// Collects a command's stdout and writes it in large chunks; write errors (such as a
/// reader that went away) are remembered and stop further output instead of panicking.
pub struct Out {
    inner: io::BufWriter<Box<dyn Write + Send>>,
    failed: bool,
}

impl Out {
    /// Standard output.
    pub fn stdout() -> Out {
        Out { inner: io::BufWriter::with_capacity(1 << 16, Box::new(io::stdout())), failed: false }
    }

    /// Standard error (for commands whose stdout is a program).
    pub fn stderr() -> Out {
        Out { inner: io::BufWriter::with_capacity(1 << 12, Box::new(io::stderr())), failed: false }
    }

    /// Writes `line` and a newline.
    pub fn line(&mut self, line: &str) {
        self.text(line);
        self.text("\n");
    }

    /// Writes `text` as is.
    pub fn text(&mut self, text: &str) {
        if !self.failed && self.inner.write_all(text.as_bytes()).is_err() {
            self.failed = true;
        }
    }

    pub fn flush(&mut self) {
        if !self.failed && self.inner.flush().is_err() {
            self.failed = true;
        }
    }
}

impl Drop for Out {
    fn drop(&mut self) {
        self.flush();
    }
}
