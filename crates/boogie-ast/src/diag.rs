//! Diagnostics as data: phase, message, primary span, related spans.
//!
//! Every stage reports problems with user input as [`Diagnostic`] values; only the `cli`
//! prints them. [`Diagnostic::boogie_line`] formats one the way Boogie does
//! (boogie-output.md §0.1, §6): parse errors with lower-case `error:` and 1-based
//! columns, resolution and type-checking errors with `Error:` and 0-based columns.

use serde::{Deserialize, Serialize};

use crate::{Files, Span};

/// The phase that reported a diagnostic; it fixes the line format and the count line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Lexing, parsing and parse-time checks: `F(L,C): error: MSG`, 1-based column.
    Parse,
    /// Name resolution: `F(L,C): Error: MSG`, 0-based column.
    Resolve,
    /// `{:inline}`/`{:define}` function checks: like `Resolve`, no count line.
    FunctionDeps,
    /// Type checking: `F(L,C): Error: MSG`, 0-based column.
    TypeCheck,
    /// Type-checking warnings: `F(L,C): Warning: MSG`, 0-based column.
    Warning,
}

/// A problem with the input program.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Diagnostic {
    pub phase: Phase,
    /// Boogie's text, exactly (lower-case start, no trailing dot).
    pub message: String,
    pub span: Span,
    /// Further positions with a label each (e.g. the declaration a duplicate clashes with).
    pub related: Vec<(Span, String)>,
}

impl Diagnostic {
    pub fn new(phase: Phase, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { phase, message: message.into(), span, related: Vec::new() }
    }

    /// The line Boogie prints for this diagnostic, e.g. `a.bpl(3,5): error: ";" expected`.
    /// A span without position prints as `(0,-1)` in every phase but parsing.
    pub fn boogie_line(&self, files: &Files) -> String {
        let (word, zero_based) = match self.phase {
            Phase::Parse => ("error", false),
            Phase::Resolve | Phase::FunctionDeps | Phase::TypeCheck => ("Error", true),
            Phase::Warning => ("Warning", true),
        };
        let file = if self.span.is_none() { "" } else { files.name(self.span.file()) };
        let col = if zero_based { i64::from(self.span.col()) - 1 } else { i64::from(self.span.col()) };
        format!("{}({},{}): {}: {}", file, self.span.line(), col, word, self.message)
    }
}

/// The count line Boogie prints after the errors of a phase, if it prints one:
/// `N parse errors detected in F` (always "errors").
pub fn count_line(phase: Phase, count: usize, file: &str) -> Option<String> {
    let what = match phase {
        Phase::Parse => "parse",
        Phase::Resolve => "name resolution",
        Phase::TypeCheck => "type checking",
        Phase::FunctionDeps | Phase::Warning => return None,
    };
    Some(format!("{count} {what} errors detected in {file}"))
}
