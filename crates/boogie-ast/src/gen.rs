//! Traversals generated from `ast.rs` by `tests/astgen.rs` (style.md §4): [`visit`]
//! (read-only [`Visitor`](visit::Visitor) with `walk_<node>` functions) and [`fold`]
//! (rebuilding [`Folder`](fold::Folder) with `fold_<node>` functions).
//!
//! Do not edit the files under `gen/`; change `ast.rs` and run
//! `UPDATE_GENERATED=1 cargo test -p boogie-ast --test astgen` (if the crate does not
//! compile any more, add `RUSTFLAGS="--cfg astgen_bootstrap"`, see `tests/astgen.rs`).

pub mod fold;
pub mod visit;
