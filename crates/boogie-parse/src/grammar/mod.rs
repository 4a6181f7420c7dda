//! The Boogie grammar in `chumsky` 0.12 combinators, following BoogiePL.atg production by
//! production, so that syntax errors come out as Boogie's Coco/R-generated parser prints
//! them ([`crate::errors`]).
//!
//! By concern:
//! - [`decls`]: the program and its declarations (the entry point, [`program`]);
//! - [`stmts`]: statement lists, `if`, `while`, bodies;
//! - [`cmds`]: simple commands (`LabelOrCmd`) and code expressions;
//! - [`exprs`]: expressions from `IsConstructor` down to atoms, and [`binary`] for the
//!   binary operator levels;
//! - [`types`], [`attrs`] (attributes and triggers), [`vars`] (typed variable lists);
//! - [`base`]: the parser types and Coco/R's primitives (`Expect`, lookahead tests).
//!
//! The grammar is LL(1), as Coco/R's: every alternative is chosen by its first token
//! (`when(pred)` is a lookahead test that consumes nothing) and nothing after a committed
//! first token can fail, so chumsky never backtracks over consumed tokens and its
//! "furthest error" is always at the lookahead, where Coco/R reports. `expect(tok)` reports
//! `"tok" expected` and goes on without consuming, like Coco/R's `Expect`; a choice point
//! reports `invalid X` and yields a placeholder. Parse-time semantic errors are emitted
//! where Boogie calls `SemErr` (`map_with`/`foldl_with`, `e.emit`), so they come out in
//! Boogie's order. (chumsky runs the ignored side of `ignore_then`/`then_ignore` in check
//! mode, where `map_with` closures do not run: no emitting parser is on that side.)
//!
//! The grammar is generic over the error type (see [`crate::errors::PE`]). With
//! `E::FAST` the statement and operand parsers first try the direct
//! readers of [`crate::fast`]; that is the only difference between the two instances.
//!
//! Recursion: the recursive productions (types, expressions, statement lists, `if`) are
//! chumsky `Recursive` parsers, which grow the stack on the heap with `stacker`, built with
//! `recursive(|weak_self| ..)`, never `Recursive::declare` + `define` (whose strong
//! self-references form `Rc` cycles that leak the parser graph on every parse). A
//! recursive group that other parts use is built twice: once inside `recursive`, once
//! outside with the finished parser. The grammar is built per file (its closures borrow
//! the file's token table).

pub(crate) mod attrs;
pub(crate) mod base;
pub(crate) mod binary;
pub(crate) mod cmds;
pub(crate) mod decls;
pub(crate) mod exprs;
pub(crate) mod stmts;
pub(crate) mod types;
pub(crate) mod vars;

pub(crate) use decls::program;
