//! Boogie 2 text to AST: preprocessing, a `logos` lexer and a `chumsky` parser whose
//! error behaviour mirrors Boogie's Coco/R-generated parser.
//!
//! Pipeline inside this crate: [`pre`] (lossy UTF-8 decoding, line normalisation,
//! `#if`/`#else`/`#endif`, `#line` pragmas) → [`lexer`] (logos tokens with resolved
//! positions) → [`parser`] (chumsky combinators over the token slice: declarations, statements, expressions, parse-time checks)
//! → [`labels`] (the goto/break checks of boogie-language.md §3.11).
//!
//! **Architecture Invariant:** parsing never panics and never loops on any input; every
//! problem becomes a [`Diagnostic`] with `phase: Phase::Parse`.

#![deny(clippy::unwrap_used, clippy::expect_used)]

use boogie_ast::{Decl, Diagnostic, Files, Program};

pub mod labels;
pub mod lexer;
pub mod parser;
pub mod pre;

/// Parses one file. `file` is the FileId under which `name` is registered in `files`
/// (the parser may add more names to `files` for `#line N name` pragmas).
/// `file_index` is the 0-based index of the file on the command line (defines `FILE_<i>` for `#if`).
pub fn parse_file(
    src: &[u8],
    name: &str,
    file_index: usize,
    files: &mut Files,
) -> (Option<Vec<Decl>>, Vec<Diagnostic>) {
    let file = files.intern(name);
    let pre = pre::preprocess(src, file, file_index, files);
    parser::parse(&pre)
}

/// Convenience: parse one source string as a whole program (file name `name`, index 0).
pub fn parse_program(src: &str, name: &str) -> (Program, Vec<Diagnostic>) {
    let mut files = Files::default();
    let (decls, diags) = parse_file(src.as_bytes(), name, 0, &mut files);
    (Program { files, decls: decls.unwrap_or_default() }, diags)
}

#[cfg(test)]
mod tests;
