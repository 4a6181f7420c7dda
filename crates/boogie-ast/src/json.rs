//! The JSON form of a program: `{ "format_version": 1, "form": "Parsed", "program": {...} }`.
//!
//! Spans are kept (they are original source positions). Checker and term-store internals
//! are never serialized.

use serde::{Deserialize, Serialize};

use crate::{Form, Program};

/// The current JSON format version. Bump it on any incompatible change of the AST types.
pub const FORMAT_VERSION: u32 = 1;

/// The top-level JSON document.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JsonProgram {
    pub format_version: u32,
    pub form: Form,
    pub program: Program,
}

/// Serializes `program` (in form `form`) as pretty-printed JSON.
pub fn to_json(program: &Program, form: Form) -> String {
    let doc = JsonProgramRef { format_version: FORMAT_VERSION, form, program };
    // Serializing plain data to a String cannot fail.
    serde_json::to_string_pretty(&doc).unwrap_or_default()
}

#[derive(Serialize)]
struct JsonProgramRef<'a> {
    format_version: u32,
    form: Form,
    program: &'a Program,
}

/// Reads a JSON document written by [`to_json`]. The error is a readable message.
pub fn from_json(text: &str) -> Result<JsonProgram, String> {
    let doc: JsonProgram = serde_json::from_str(text).map_err(|e| format!("invalid JSON program: {e}"))?;
    if doc.format_version != FORMAT_VERSION {
        return Err(format!(
            "unsupported JSON format_version {} (this rboogie reads version {})",
            doc.format_version, FORMAT_VERSION
        ));
    }
    Ok(doc)
}
