//! The allocator of the `rboogie` process (and of the `lower` benchmark): mimalloc 2.x,
//! built without transparent huge pages, with freed memory kept.
//!
//! - **mimalloc** instead of the system allocator: the passes build and drop many small
//!   AST nodes, and glibc's malloc and free took about a quarter of their instructions
//!   (docs/BENCHMARKS.md).
//! - **No transparent huge pages** (the `no_thp` feature): their synchronous compaction
//!   stalled large runs by up to 2× at random.
//! - **Freed memory is kept** (`mi_option_purge_delay = -1`, set by [`init`]) instead of
//!   going back to the system 10 ms after it is freed: a pass frees what the previous one
//!   built and allocates as much again, and each page handed back would be faulted in anew.
//!   Not when the user sets `MIMALLOC_PURGE_DELAY`.
//!
//! Install it with `#[global_allocator] static GLOBAL: allocator::Allocator =
//! allocator::Allocator;` and call [`init`] first thing in `main`.

/// The process allocator: mimalloc.
pub use mimalloc::MiMalloc as Allocator;

/// mimalloc's `mi_option_purge_delay` (the 16th entry of `mi_option_e` in the vendored
/// mimalloc 2.x `mimalloc.h`; libmimalloc-sys names only some options).
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Freed memory kept (unless `MIMALLOC_PURGE_DELAY` is set). Call it first thing in
/// `main`, before any other thread exists.
pub fn init() {
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
        // SAFETY: the option is a plain integer, set before other threads allocate.
        unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, -1) };
    }
}
