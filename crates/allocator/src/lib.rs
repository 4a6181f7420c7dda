//! The allocator of the `rboogie` process (and of `passive`'s `lower` benchmark).
//!
//! [`Allocator`] is mimalloc 2.x, built without transparent huge pages, with two settings:
//!
//! - **Freed memory is kept** (`mi_option_purge_delay = -1`, set by [`init`]) instead of
//!   going back to the system 10 ms after it is freed: a pass frees what the previous one
//!   built and allocates as much again, and each page handed back would be faulted in anew.
//!   Not when the user sets `MIMALLOC_PURGE_DELAY`.
//! - **Fresh pages are faulted in ahead, on another core** (module [`ahead`], started by
//!   [`prefault_for`] for large inputs). Lowering a large implementation is one thread's
//!   work, and about a third of it was the kernel faulting in the fresh pages that thread
//!   writes (about 2 µs a page on the development machine). The allocator notes where it
//!   hands out memory; a helper thread asks the kernel (`madvise(MADV_POPULATE_WRITE)`) to
//!   fault in the pages just after, so that the working thread finds them there. Off with
//!   `RBOOGIE_PREFAULT=0`, for inputs under [`PREFAULT_MIN_SOURCE_BYTES`], on a single CPU,
//!   and where the kernel lacks `MADV_POPULATE_WRITE` (Linux before 5.14, other systems).
//!
//! Why mimalloc, why without huge pages, and what each setting gains: docs/BENCHMARKS.md
//! (sessions 9, 10 and 11).

use std::alloc::{GlobalAlloc, Layout};

pub mod ahead;

/// mimalloc, with every block it hands out noted for [`ahead`]. Install it with
/// `#[global_allocator] static GLOBAL: allocator::Allocator = allocator::Allocator;` and
/// call [`init`] first thing in `main`.
pub struct Allocator;

static INNER: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Whether mimalloc's plain `mi_malloc` of `size` bytes is aligned to `align`: blocks of at
/// least 16 bytes are aligned to 16, smaller ones to their size (mimalloc 2.x,
/// `alloc-aligned.c`, `mi_malloc_is_naturally_aligned`, whose first two cases these are).
/// The `mimalloc` crate always calls `mi_malloc_aligned`, which checks the same and then
/// allocates as `mi_malloc` does, on a longer path; almost every Rust allocation is such.
#[inline]
fn naturally_aligned(size: usize, align: usize) -> bool {
    align <= 16 && align <= size
}

// SAFETY: every call is passed on to mimalloc (as the `mimalloc` crate passes it, or to
// the plain `mi_malloc`/`mi_realloc` where those are aligned as asked, see
// `naturally_aligned`), whose results are returned as they are; `ahead::note` only reads
// the address and size (and never allocates).
unsafe impl GlobalAlloc for Allocator {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = if naturally_aligned(layout.size(), layout.align()) {
            libmimalloc_sys::mi_malloc(layout.size()) as *mut u8
        } else {
            INNER.alloc(layout)
        };
        ahead::note(p, layout.size());
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = if naturally_aligned(layout.size(), layout.align()) {
            libmimalloc_sys::mi_zalloc(layout.size()) as *mut u8
        } else {
            INNER.alloc_zeroed(layout)
        };
        ahead::note(p, layout.size());
        p
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        INNER.dealloc(ptr, layout)
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = if naturally_aligned(new_size, layout.align()) {
            libmimalloc_sys::mi_realloc(ptr as *mut core::ffi::c_void, new_size) as *mut u8
        } else {
            INNER.realloc(ptr, layout, new_size)
        };
        ahead::note(p, new_size);
        p
    }
}

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

/// Below this much Boogie source the helper is not started: lowering such a program takes
/// a few milliseconds, and the windows the helper faults in (megabytes) would cost more
/// than they save. Measured on the conformance corpus, whose files are all smaller: with
/// the helper, `verify` took 9 ms more per file (docs/BENCHMARKS.md, session 11).
pub const PREFAULT_MIN_SOURCE_BYTES: usize = 128 << 10;

/// Starts the prefaulting helper ([`ahead`]) for a program read from `source_bytes` bytes
/// of source, if that is [`PREFAULT_MIN_SOURCE_BYTES`] or more and `RBOOGIE_PREFAULT` is
/// not `0`. Called as each input file is read; the helper starts once.
pub fn prefault_for(source_bytes: usize) {
    if source_bytes >= PREFAULT_MIN_SOURCE_BYTES && std::env::var_os("RBOOGIE_PREFAULT").is_none_or(|v| v != "0") {
        ahead::start();
    }
}
