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
///
/// Three plain words: every position is kept exactly as given. Serialized as
/// `{"file", "line", "col"}`.
#[derive(Clone, Copy, Default, Eq, Serialize, Deserialize)]
pub struct Span {
    file: FileId,
    /// 1-based line, after `#line` pragmas.
    line: u32,
    /// 1-based column in bytes (a tab counts as one column).
    col: u32,
}

impl Span {
    /// The position of generated code that has no source token.
    pub const NONE: Span = Span { file: FileId(0), line: 0, col: 0 };

    #[inline]
    pub fn new(file: FileId, line: u32, col: u32) -> Span {
        Span { file, line, col }
    }

    /// The file.
    #[inline]
    pub fn file(&self) -> FileId {
        self.file
    }

    /// The 1-based line, after `#line` pragmas.
    #[inline]
    pub fn line(&self) -> u32 {
        self.line
    }

    /// The 1-based column in bytes (a tab counts as one column).
    #[inline]
    pub fn col(&self) -> u32 {
        self.col
    }

    /// Whether this span has a real source position.
    pub fn is_none(&self) -> bool {
        self.line == 0
    }

    /// Exact comparison of positions (`==` on spans is always true).
    pub fn same_position(&self, other: &Span) -> bool {
        (self.file, self.line, self.col) == (other.file, other.line, other.col)
    }
}

impl std::fmt::Debug for Span {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Span").field("file", &self.file).field("line", &self.line).field("col", &self.col).finish()
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Every position comes back as given and serializes as its three fields.
    #[test]
    fn positions_are_kept_whole() {
        let cases = [
            (0, 0, 0),
            (0, 1, 1),
            (3, 17, 42),
            (2047, u32::MAX, (1 << 20) - 1),
            (1 << 11, 5, 6),
            (7, 8, 1 << 20),
            (u32::MAX, u32::MAX, u32::MAX),
        ];
        for (file, line, col) in cases {
            let s = Span::new(FileId(file), line, col);
            assert_eq!((s.file(), s.line(), s.col()), (FileId(file), line, col));
            assert!(s.same_position(&Span::new(FileId(file), line, col)));
            assert!(!s.same_position(&Span::new(FileId(file), line, col ^ 1)));
            assert!(!s.same_position(&Span::new(FileId(file ^ 1), line, col)));
            let json = serde_json::to_string(&s).expect("serializes");
            assert_eq!(json, format!("{{\"file\":{file},\"line\":{line},\"col\":{col}}}"));
            let back: Span = serde_json::from_str(&json).expect("deserializes");
            assert!(back.same_position(&s));
            assert_eq!(format!("{s:?}"), format!("Span {{ file: FileId({file}), line: {line}, col: {col} }}"));
        }
        assert!(Span::NONE.is_none() && Span::default().same_position(&Span::NONE));
        assert_eq!(std::mem::size_of::<Span>(), 12);
    }
}
