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
///
/// Deep trees are fine: serialization runs on a stack segment of [`JSON_STACK`] bytes.
pub fn to_json(program: &Program, form: Form) -> String {
    let doc = JsonProgramRef { format_version: FORMAT_VERSION, form, program };
    stacker::grow(JSON_STACK, || {
        let mut out = Vec::with_capacity(program.decls.len() * 256);
        // Serializing plain data to memory cannot fail, and serde_json writes only UTF-8.
        if serde_json::to_writer_pretty(&mut out, &doc).is_err() {
            return String::new();
        }
        String::from_utf8(out).unwrap_or_default()
    })
}

/// The stack (virtual memory, touched only as deep as the tree goes) on which JSON is
/// written and read: serde recurses once per nesting level (about 8 KiB per level in a
/// debug build), so 1 GiB covers expressions nested over 100 000 deep.
pub const JSON_STACK: usize = 1 << 30;

#[derive(Serialize)]
struct JsonProgramRef<'a> {
    format_version: u32,
    form: Form,
    program: &'a Program,
}

/// Reads a JSON document written by [`to_json`]. The error is a readable message.
///
/// Deep trees are fine: serde_json's recursion limit (128) is lifted and reading runs on
/// a stack segment of [`JSON_STACK`] bytes.
pub fn from_json(text: &str) -> Result<JsonProgram, String> {
    let doc = stacker::grow(JSON_STACK, || {
        let mut de = serde_json::Deserializer::from_str(text);
        de.disable_recursion_limit();
        JsonProgram::deserialize(&mut de).and_then(|doc| de.end().map(|()| doc))
    })
    .map_err(|e| format!("invalid JSON program: {e}"))?;
    if doc.format_version != FORMAT_VERSION {
        return Err(format!(
            "unsupported JSON format_version {} (this rboogie reads version {})",
            doc.format_version, FORMAT_VERSION
        ));
    }
    Ok(doc)
}
