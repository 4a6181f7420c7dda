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
/// Eight bytes, since every expression and command holds one: the line whole, and the file
/// (11 bits) and column (20 bits) packed into one word. A position whose file or column
/// does not fit (more than 2 047 files, a column past 1 048 575) keeps them in a table of
/// the process instead ([`Span::new`]), so no position is ever lost; the table only grows.
/// Serialized as `{"file", "line", "col"}`.
#[derive(Clone, Copy, Default, Eq, Serialize, Deserialize)]
#[serde(from = "SpanFields", into = "SpanFields")]
pub struct Span {
    /// 1-based line, after `#line` pragmas.
    line: u32,
    /// `file << COL_BITS | col` (col: 1-based column in bytes, a tab counting as one), or
    /// `WIDE | k` for the `k`-th entry of `WIDE_SPANS`.
    packed: u32,
}

/// Bits of the column in `Span::packed`.
const COL_BITS: u32 = 20;
/// Bits of the file in `Span::packed` (below the flag `WIDE`).
const FILE_BITS: u32 = 11;
const WIDE: u32 = 1 << 31;

/// The files and columns of the positions that do not fit in a span (see [`Span`]).
static WIDE_SPANS: std::sync::Mutex<Vec<(FileId, u32)>> = std::sync::Mutex::new(Vec::new());

/// The fields of a [`Span`], as it is serialized.
#[derive(Serialize, Deserialize)]
struct SpanFields {
    file: FileId,
    line: u32,
    col: u32,
}

impl From<SpanFields> for Span {
    fn from(f: SpanFields) -> Span {
        Span::new(f.file, f.line, f.col)
    }
}

impl From<Span> for SpanFields {
    fn from(s: Span) -> SpanFields {
        SpanFields { file: s.file(), line: s.line(), col: s.col() }
    }
}

impl Span {
    /// The position of generated code that has no source token.
    pub const NONE: Span = Span { line: 0, packed: 0 };

    #[inline]
    pub fn new(file: FileId, line: u32, col: u32) -> Span {
        if file.0 < 1 << FILE_BITS && col < 1 << COL_BITS {
            Span { line, packed: file.0 << COL_BITS | col }
        } else {
            Span::new_wide(file, line, col)
        }
    }

    /// [`Span::new`] of a position that does not fit: its file and column go to the table.
    #[cold]
    #[inline(never)]
    fn new_wide(file: FileId, line: u32, col: u32) -> Span {
        let mut wide = WIDE_SPANS.lock().unwrap_or_else(|e| e.into_inner());
        wide.push((file, col));
        let k = wide.len() - 1;
        // Past 2^31 wide positions (more than the memory holds), the last entry is shared.
        Span { line, packed: WIDE | (k as u32).min(WIDE - 1) }
    }

    /// The file and column of a position that does not fit (`packed` has `WIDE`).
    #[cold]
    #[inline(never)]
    fn wide(&self) -> (FileId, u32) {
        let wide = WIDE_SPANS.lock().unwrap_or_else(|e| e.into_inner());
        wide.get((self.packed & !WIDE) as usize).copied().unwrap_or_default()
    }

    /// The file.
    #[inline]
    pub fn file(&self) -> FileId {
        if self.packed & WIDE == 0 {
            FileId(self.packed >> COL_BITS)
        } else {
            self.wide().0
        }
    }

    /// The 1-based line, after `#line` pragmas.
    #[inline]
    pub fn line(&self) -> u32 {
        self.line
    }

    /// The 1-based column in bytes (a tab counts as one column).
    #[inline]
    pub fn col(&self) -> u32 {
        if self.packed & WIDE == 0 {
            self.packed & ((1 << COL_BITS) - 1)
        } else {
            self.wide().1
        }
    }

    /// Whether this span has a real source position.
    pub fn is_none(&self) -> bool {
        self.line == 0
    }

    /// Exact comparison of positions (`==` on spans is always true).
    pub fn same_position(&self, other: &Span) -> bool {
        self.line == other.line && (self.packed == other.packed || (self.file() == other.file() && self.col() == other.col()))
    }
}

impl std::fmt::Debug for Span {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Span").field("file", &self.file()).field("line", &self.line()).field("col", &self.col()).finish()
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

    /// Every position comes back as given, packed or kept wide, and serializes as its three
    /// fields.
    #[test]
    fn positions_are_kept_whole() {
        let cases = [
            (0, 0, 0),
            (0, 1, 1),
            (3, 17, 42),
            ((1 << FILE_BITS) - 1, u32::MAX, (1 << COL_BITS) - 1),
            (1 << FILE_BITS, 5, 6),
            (7, 8, 1 << COL_BITS),
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
        assert_eq!(std::mem::size_of::<Span>(), 8);
    }
}
