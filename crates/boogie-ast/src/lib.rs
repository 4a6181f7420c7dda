//! The Boogie 2 abstract syntax tree: node types, the deterministic Boogie printer, the
//! versioned JSON form, the program forms of the lowering pipeline, the vocabulary of
//! attributes the pipeline writes into programs ([`origin`]), and the pass traits with the
//! scheduler that runs them ([`pass`]).
//!
//! **Architecture Invariant:** `boogie-ast` depends on no other crate of the workspace
//! and knows nothing of SMT. It is an API boundary: the JSON form (`format_version`)
//! and the printed Boogie text are the stable interchange formats between stages.

pub mod ast;
pub mod attr_args;
pub mod diag;
pub mod form;
#[cfg(not(astgen_bootstrap))]
pub mod gen;
pub mod forms;
pub mod json;
pub mod origin;
pub mod par;
pub mod pass;
pub mod print;
pub mod span;
pub mod text;

pub use ast::*;
pub use diag::{Diagnostic, Phase};
pub use form::Form;
/// The generated traversals: [`Visitor`] with `walk_<node>`, [`Folder`] with `fold_<node>`.
#[cfg(not(astgen_bootstrap))]
pub use gen::fold::*;
#[cfg(not(astgen_bootstrap))]
pub use gen::visit::*;
pub use span::{FileId, Files, Span};
