//! Fresh pages faulted in ahead of the allocating thread, by a helper thread.
//!
//! The first write to a fresh page of memory traps into the kernel, which finds a page,
//! clears it and maps it: about 2 µs on the development machine, a third of the time of
//! lowering a large implementation (docs/BENCHMARKS.md, session 11). `MADV_POPULATE_WRITE`
//! does the same for a whole range at once without touching its contents, so it can be
//! asked for memory that is already in use. Here a helper thread asks it for the memory the
//! allocator is about to hand out, while the working threads go on.
//!
//! Where that memory is, the allocator says as it goes ([`note`], called on every block
//! handed out):
//!
//! - a **small block**: mimalloc carves small blocks out of 64 KiB pages, which it takes
//!   from 32 MiB segments. A segment is seen as eight 4 MiB windows; the first block handed
//!   out in a window asks the helper to fault in the window from the block on, and the
//!   first past its middle asks for the next window too. Which windows have been asked for
//!   is kept per segment in a table of atomics (read, rarely written: a load and a compare
//!   per block), so each window is asked for once in the process's life, and memory freed
//!   and handed out again asks for nothing. At most a window or two per segment is faulted
//!   in that is not used (yet).
//! - a **large block** (1 MiB or more: the statement vectors of large bodies): the whole
//!   block, since a large vector is allocated to be filled (the passes reserve what they
//!   fill), in 2 MiB steps from its start, where the thread writes first.
//!
//! The helper parks when it has nothing to do, and a note that asks for something unparks
//! it; it leaves the requests alone while the program says its own threads keep the CPUs
//! busy ([`others_busy`]). Before faulting in a window it asks the kernel (`mincore`)
//! whether the window's last page is there already. Faulting in ahead never changes what
//! memory holds, so a wrong guess costs at most memory that was not needed, a request lost
//! (more than 32 waiting, or two threads asking at once) only the faults it would have
//! saved, and a range that is not mapped (any more) makes the call fail, nothing else.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
use std::sync::OnceLock;
use std::thread::Thread;

/// Blocks of this size or more are faulted in whole.
const LARGE: usize = 1 << 20;
/// The size of a mimalloc 2.x segment, and its alignment (segments are found by masking
/// addresses, so they are aligned to their size).
const SEGMENT: usize = 32 << 20;
/// How much is faulted in ahead of a thread's small blocks.
const WINDOW: usize = 4 << 20;
/// Large blocks are faulted in this much at a time, small blocks' windows served in between.
const STEP: usize = 2 << 20;
/// Requests not yet served (older ones are skipped).
const RING: usize = 32;

static RUNNING: AtomicBool = AtomicBool::new(false);
/// Requests, `(address, size)` (size 0: the window of a small block at that address), in
/// slot `k % RING` for the `k`-th; `REQUESTS` is how many were made in all.
static REQUEST_AT: [AtomicUsize; RING] = [const { AtomicUsize::new(0) }; RING];
static REQUEST_LEN: [AtomicUsize; RING] = [const { AtomicUsize::new(0) }; RING];
static REQUESTS: AtomicUsize = AtomicUsize::new(0);
/// How many parallel sections of the program are running (see [`others_busy`]).
static OTHERS_BUSY: AtomicUsize = AtomicUsize::new(0);
/// The helper is parked (or about to park): the next request unparks it.
static PARKED: AtomicBool = AtomicBool::new(false);
static HELPER: OnceLock<Thread> = OnceLock::new();

/// Windows in a segment.
const CHUNKS: usize = SEGMENT / WINDOW;
/// Segments whose windows asked for are remembered, by address (direct-mapped: the
/// allocator's segments are consecutive in its arenas, so this covers 128 GiB of them
/// before two share a slot).
const SEGMENTS: usize = 4096;

/// Per segment (slot `(address / SEGMENT) % SEGMENTS`): the segment's address, and in its
/// low bits (free: segments are aligned) which of its windows have been asked for. A
/// window is asked for once in the process's life: memory freed and handed out again is
/// there already.
static ASKED: [AtomicUsize; SEGMENTS] = [const { AtomicUsize::new(0) }; SEGMENTS];

/// Notes a block of `size` bytes at `p` just handed out (see the module documentation).
/// Cheap: a load from `ASKED` and a comparison for most small blocks.
#[inline]
pub fn note(p: *mut u8, size: usize) {
    if !RUNNING.load(Relaxed) || p.is_null() {
        return;
    }
    let at = p as usize;
    if size >= LARGE {
        request(at, size);
        return;
    }
    let (segment, chunk, next) = windows(at);
    let wanted = (1usize << chunk) | usize::from(next) << (chunk + 1);
    let slot = &ASKED[(segment / SEGMENT) % SEGMENTS];
    let entry = slot.load(Relaxed);
    let asked_for = if entry & !(SEGMENT - 1) == segment { entry & (SEGMENT - 1) } else { 0 };
    if asked_for & wanted == wanted {
        return;
    }
    // Two threads in one segment at once may both ask (a window faulted in twice: no harm).
    slot.store(segment | asked_for | wanted, Relaxed);
    request(at, 0);
}

/// The segment of a small block at `at`, its window in the segment, and whether the next
/// window is wanted too (the block is past the middle of its own, which is not the last).
#[inline]
fn windows(at: usize) -> (usize, usize, bool) {
    let segment = at & !(SEGMENT - 1);
    let offset = at - segment;
    let chunk = offset / WINDOW;
    (segment, chunk, offset % WINDOW >= WINDOW / 2 && chunk + 1 < CHUNKS)
}

/// Puts a request in the ring and wakes the helper.
#[inline]
fn request(at: usize, len: usize) {
    let k = REQUESTS.load(Relaxed);
    REQUEST_AT[k % RING].store(at, Relaxed);
    REQUEST_LEN[k % RING].store(len, Relaxed);
    // Published after the slot. Two threads that request at once may write the same slot:
    // one request is then served twice and the other not at all (a few faults not saved).
    REQUESTS.fetch_add(1, Relaxed);
    wake();
}

#[inline]
fn wake() {
    if PARKED.load(Relaxed) && PARKED.swap(false, Relaxed) {
        if let Some(t) = HELPER.get() {
            t.unpark();
        }
    }
}

/// The program says that a section of it starts (`true`) or ends (`false`) in which its own
/// threads keep the CPUs busy (rboogie: `boogie_ast::par::join`). Meanwhile the helper
/// leaves the requests alone: populating a page costs most of what the fault it saves
/// costs, and taken from threads that have work, that CPU time made `procs` (two threads
/// lowering implementations side by side) 10 % slower.
pub fn others_busy(busy: bool) {
    if busy {
        OTHERS_BUSY.fetch_add(1, Relaxed);
    } else {
        OTHERS_BUSY.fetch_sub(1, Relaxed);
    }
}

/// Whether the kernel can fault in ahead (`MADV_POPULATE_WRITE`, Linux 5.14 and later):
/// without it, [`start`] starts nothing.
pub fn can_populate() -> bool {
    os::can_populate()
}

/// Whether the helper runs (started, and the kernel can fault in ahead).
pub fn running() -> bool {
    RUNNING.load(Relaxed)
}

/// Whether the helper is parked, waiting for a request.
pub fn parked() -> bool {
    PARKED.load(Relaxed)
}

/// Starts the helper, once; nothing on a single CPU or where the kernel cannot fault in
/// ahead. Returns [`running`].
pub fn start() -> bool {
    static STARTED: OnceLock<bool> = OnceLock::new();
    *STARTED.get_or_init(|| {
        if std::thread::available_parallelism().map_or(true, |n| n.get() < 2) || !os::can_populate() {
            return false;
        }
        let spawned = std::thread::Builder::new().name("prefault".into()).stack_size(64 << 10).spawn(helper);
        match spawned {
            Ok(h) => {
                let _ = HELPER.set(h.thread().clone());
                RUNNING.store(true, Relaxed);
                true
            }
            Err(_) => false,
        }
    })
}

/// Faults in what a thread asked for with a small block at `at` (see [`note`]): from its
/// page to the end of its window, or of the next window when `at` is in the second half of
/// its own. Memory freed and handed out again is there already (the allocator keeps it):
/// a range whose last page is there is taken as there whole.
fn serve(at: usize) {
    let (segment, chunk, next) = windows(at);
    let end = segment + (chunk + 1 + usize::from(next)) * WINDOW;
    if !os::resident(end - os::PAGE) {
        os::populate(at & !(os::PAGE - 1), end);
    }
}

/// The helper: the requests in order (a large block in steps), parked when there are none.
fn helper() {
    let mut done = 0usize;
    loop {
        let count = REQUESTS.load(Relaxed);
        if count - done > RING {
            done = count - RING;
        }
        if done < count {
            let (at, len) = (REQUEST_AT[done % RING].load(Relaxed), REQUEST_LEN[done % RING].load(Relaxed));
            done += 1;
            if OTHERS_BUSY.load(Relaxed) > 0 {
                continue;
            }
            if len == 0 {
                serve(at);
                continue;
            }
            // From the start on, where the thread that asked writes first: the helper faults
            // in several times faster than a pass fills, so it keeps ahead of the writer.
            // (From the end back, the writer faulted in itself everything it wrote before
            // the two met: on `diamonds` n=10^5, about 10 MB of `unstructure`'s 70 MB output
            // vector.)
            let (mut from, to) = ((at + os::PAGE - 1) & !(os::PAGE - 1), (at + len) & !(os::PAGE - 1));
            while from < to && OTHERS_BUSY.load(Relaxed) == 0 {
                let step = (from + STEP).min(to);
                os::populate(from, step);
                from = step;
                // Small blocks' windows are wanted sooner: served between the steps.
                while REQUESTS.load(Relaxed) > done && REQUEST_LEN[done % RING].load(Relaxed) == 0 {
                    let at = REQUEST_AT[done % RING].load(Relaxed);
                    done += 1;
                    serve(at);
                }
            }
            continue;
        }
        PARKED.store(true, Relaxed);
        // A request between the last look and the store above found `PARKED` false and did
        // not unpark: look once more before parking.
        if REQUESTS.load(Relaxed) == done {
            std::thread::park();
        }
        PARKED.store(false, Relaxed);
    }
}

#[cfg(target_os = "linux")]
mod os {
    /// The page size of x86-64 and of most aarch64 Linux systems; on a system with larger
    /// pages the ranges are still correct, only rounded to smaller units.
    pub const PAGE: usize = 4096;

    /// Faults in `[from, to)` for writing, contents unchanged (errors ignored: a range the
    /// allocator has given back is simply not faulted in).
    pub fn populate(from: usize, to: usize) {
        if from < to {
            // SAFETY: MADV_POPULATE_WRITE changes no memory contents and no mapping; an
            // unmapped or inaccessible range makes the call fail, nothing else.
            unsafe { libc::madvise(from as *mut libc::c_void, to - from, libc::MADV_POPULATE_WRITE) };
        }
    }

    /// Whether the page at `at` is in memory (false if unmapped).
    pub fn resident(at: usize) -> bool {
        let mut v = 0u8;
        // SAFETY: `mincore` writes one byte per page of the range, here one page into `v`.
        unsafe { libc::mincore((at & !(PAGE - 1)) as *mut libc::c_void, PAGE, &mut v) == 0 && v & 1 == 1 }
    }

    /// Whether the kernel knows `MADV_POPULATE_WRITE` (Linux 5.14 and later).
    pub fn can_populate() -> bool {
        // SAFETY: a private anonymous page mapped, faulted in and unmapped again; nothing else
        // refers to it.
        unsafe {
            let p = libc::mmap(std::ptr::null_mut(), PAGE, libc::PROT_READ | libc::PROT_WRITE, libc::MAP_PRIVATE | libc::MAP_ANONYMOUS, -1, 0);
            if p == libc::MAP_FAILED {
                return false;
            }
            let ok = libc::madvise(p, PAGE, libc::MADV_POPULATE_WRITE) == 0;
            libc::munmap(p, PAGE);
            ok
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod os {
    pub const PAGE: usize = 4096;

    pub fn populate(_from: usize, _to: usize) {}

    pub fn can_populate() -> bool {
        false
    }

    pub fn resident(_at: usize) -> bool {
        true
    }
}
