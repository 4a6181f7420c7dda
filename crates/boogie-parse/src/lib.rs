//! Boogie 2 text to AST, with Boogie's syntax errors (boogie-language.md §1–§2, §3.11).
//!
//! The stages of one file, each a module:
//! 1. [`pre`]: lossy UTF-8 decoding, line ends, the `#if`/`#else`/`#endif` preprocessor and
//!    `#line` pragmas;
//! 2. [`lexer`] and [`tokens`]: the `logos` token kinds and the token table (positions
//!    resolved on demand);
//! 3. [`parser`]: the grammar ([`grammar`], in `chumsky` combinators, one module per
//!    concern) run at most twice, the first time with the direct readers of [`fast`];
//!    [`errors`] turns the grammar's failures into Coco/R's messages;
//! 4. [`labels`]: the goto/break checks of §3.11, run on every body.
//!
//! **Architecture Invariant:** parsing never panics and never loops on any input; every
//! problem becomes a [`Diagnostic`] with `phase: Phase::Parse`.

#![deny(clippy::unwrap_used, clippy::expect_used)]

use boogie_ast::{Decl, Diagnostic, Files, Program};

mod errors;
mod fast;
mod grammar;
pub mod labels;
pub mod lexer;
pub mod parser;
pub mod pre;
pub mod tokens;

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
