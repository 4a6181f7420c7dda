//! The parse of one preprocessed file: lexing, then the grammar run at most twice.
//!
//! The grammar ([`crate::grammar`]) is generic over its error type. [`parse`] runs it
//! first with chumsky's zero-sized `EmptyErr` ([`parse_fast`]): no error values are built
//! or merged, and the direct readers of [`crate::fast`] are tried first. If that run made
//! no error of any kind (syntax, semantic, label check), its output is the result.
//! Otherwise the file is parsed again with the Coco/R-emulating [`PErr`]
//! ([`parse_full`]), which alone decides the AST and the diagnostics, so a file with
//! errors costs about two parses. Both runs use the same grammar, and the readers build
//! what the grammar builds, so a clean first run gives exactly the AST of the second.

use boogie_ast::{Decl, Diagnostic};
use chumsky::error::EmptyErr;
use chumsky::Parser;

use crate::errors::{finish, PErr};
use crate::grammar::base::St;
use crate::grammar::program;
use crate::pre::Pre;
use crate::tokens::Toks;

/// Parses a preprocessed file.
pub fn parse(pre: &Pre) -> (Option<Vec<Decl>>, Vec<Diagnostic>) {
    let toks = Toks::lex(pre);
    if let Some(decls) = parse_fast(&toks) {
        // Only the preprocessor's pragma errors.
        return (Some(decls), finish(&toks, Vec::new()));
    }
    parse_full(&toks)
}

/// The first run: `Some` iff the grammar ran without any error.
pub fn parse_fast<'a>(toks: &'a Toks<'a>) -> Option<Vec<Decl>> {
    let parser = program::<EmptyErr>(toks);
    let mut st = St::default();
    let (out, errs) = parser.parse_with_state(&toks.kinds[..], &mut st).into_output_errors();
    if errs.is_empty() {
        out
    } else {
        None
    }
}

/// The run with Coco/R's error messages.
pub fn parse_full<'a>(toks: &'a Toks<'a>) -> (Option<Vec<Decl>>, Vec<Diagnostic>) {
    let parser = program::<PErr>(toks);
    let mut st = St::default();
    let (out, errs) = parser.parse_with_state(&toks.kinds[..], &mut st).into_output_errors();
    let diags = finish(toks, errs);
    (Some(out.unwrap_or_default()), diags)
}
