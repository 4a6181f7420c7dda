//! Program forms below `Typed`: the block view of a flat body and one checker per form.
//!
//! [`blocks`] converts between the flat statement list of an unstructured body and a list of
//! labelled blocks and [`flat`] reads the same blocks in place; [`check`] enforces what each form promises (see its module doc).

pub mod blocks;
pub mod check;
pub mod flat;

pub use blocks::{join_blocks, split_blocks, Block, Transfer};
pub use check::{check_form, classify};
