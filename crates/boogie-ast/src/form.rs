//! Program forms: the ladder of dialects a program moves down as passes lower it.

use serde::{Deserialize, Serialize};

/// Which constructs a program may contain (architecture.md, style.md §3). Forms only move
/// forward; a pass given a program below its input form reports an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Form {
    /// As written: anything the grammar accepts.
    Parsed,
    /// Resolved and type-checked.
    Typed,
    /// No `if`/`while`/`break`: labelled blocks ending in `goto`/`return`.
    Unstructured,
    /// Unstructured, and the block graph has no cycles.
    Acyclic,
    /// Acyclic, and only `assume`/`assert` commands remain.
    Passive,
}

impl Form {
    /// The lower-case name used on the command line and in messages.
    pub fn name(self) -> &'static str {
        match self {
            Form::Parsed => "parsed",
            Form::Typed => "typed",
            Form::Unstructured => "unstructured",
            Form::Acyclic => "acyclic",
            Form::Passive => "passive",
        }
    }
}

impl std::fmt::Display for Form {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
