//! Program forms below `Typed`: the block view of a flat body and one checker per form.
//!
//! [`blocks`] converts between the flat statement list of an unstructured body and a list of
//! labelled blocks; [`check`] enforces what each form promises (see its module doc).

pub mod blocks;
pub mod check;
pub mod fxhash;

pub use blocks::{join_blocks, split_blocks, Block, Transfer};
pub use check::{check_form, classify};
