//! Source positions: the token position Boogie reports (file, 1-based line, 1-based column).
//!
//! A [`Span`] is the position of one token, resolved at parse time (so `#line` pragmas
//! are already applied), because every message Boogie prints names exactly one token:
//! the operator of a binary expression, the `[` of a map select, the keyword of a
//! command. Storing the resolved position lets every later stage, and a program read
//! back from JSON, render positions without the source text.
//!
//! Spans never take part in equality or hashing: two trees that differ only in positions
//! are equal. Compare positions explicitly with [`Span::same_position`].

use serde::{Deserialize, Serialize};

/// Index of a file name in [`Files`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct FileId(pub u32);

/// A token position. `line == 0` means "no source position" (generated code); Boogie
/// prints such positions as `(0,-1)`.
#[derive(Clone, Copy, Debug, Default, Eq, Serialize, Deserialize)]
pub struct Span {
    pub file: FileId,
    /// 1-based line, after `#line` pragmas.
    pub line: u32,
    /// 1-based column in bytes (a tab counts as one column).
    pub col: u32,
}

impl Span {
    /// The position of generated code that has no source token.
    pub const NONE: Span = Span { file: FileId(0), line: 0, col: 0 };

    pub fn new(file: FileId, line: u32, col: u32) -> Span {
        Span { file, line, col }
    }

    /// Whether this span has a real source position.
    pub fn is_none(&self) -> bool {
        self.line == 0
    }

    /// Exact comparison of positions (`==` on spans is always true).
    pub fn same_position(&self, other: &Span) -> bool {
        self.file == other.file && self.line == other.line && self.col == other.col
    }
}

impl PartialEq for Span {
    /// Always true: positions are not part of a tree's meaning.
    fn eq(&self, _other: &Span) -> bool {
        true
    }
}

impl std::hash::Hash for Span {
    fn hash<H: std::hash::Hasher>(&self, _state: &mut H) {}
}

/// The file names spans point into, indexed by [`FileId`]. Names are stored as given on
/// the command line or by a `#line N name` pragma. Not compared by `==`.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Files(pub Vec<smol_str::SmolStr>);

impl Files {
    /// The id of `name`, adding it if it is new.
    pub fn intern(&mut self, name: &str) -> FileId {
        if let Some(idx) = self.0.iter().position(|n| n == name) {
            return FileId(idx as u32);
        }
        self.0.push(smol_str::SmolStr::new(name));
        FileId((self.0.len() - 1) as u32)
    }

    /// The name of `id`, or `""` for an unknown id.
    pub fn name(&self, id: FileId) -> &str {
        self.0.get(id.0 as usize).map(smol_str::SmolStr::as_str).unwrap_or("")
    }

    /// The name of `id` as a shared string (a long name is reference-counted, not copied).
    pub fn shared_name(&self, id: FileId) -> smol_str::SmolStr {
        self.0.get(id.0 as usize).cloned().unwrap_or_default()
    }
}

impl PartialEq for Files {
    fn eq(&self, _other: &Files) -> bool {
        true
    }
}
