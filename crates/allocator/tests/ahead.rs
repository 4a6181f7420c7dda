//! The helper faults in, ahead of the program, the memory the allocator hands out, and
//! changes none of it. One test (the helper and its requests are shared by the process),
//! with the allocator of `rboogie` as the global allocator.

use std::time::{Duration, Instant};

use allocator::ahead;

#[global_allocator]
static GLOBAL: allocator::Allocator = allocator::Allocator;

const PAGE: usize = 4096;

/// How many of the pages of `[from, to)` are in memory.
fn resident_pages(from: usize, to: usize) -> usize {
    let from = from & !(PAGE - 1);
    let n = (to - from).div_ceil(PAGE);
    let mut v = vec![0u8; n];
    // SAFETY: `mincore` writes one byte per page of the range into `v`, which has them.
    let rc = unsafe { libc::mincore(from as *mut libc::c_void, n * PAGE, v.as_mut_ptr()) };
    assert_eq!(rc, 0, "mincore failed");
    v.iter().filter(|&&b| b & 1 == 1).count()
}

/// Waits up to 5 s for `cond`.
fn eventually(what: &str, cond: impl Fn() -> bool) {
    let start = Instant::now();
    while !cond() {
        assert!(start.elapsed() < Duration::from_secs(5), "not within 5 s: {what}");
        std::thread::sleep(Duration::from_millis(2));
    }
}

#[test]
fn memory_is_faulted_in_ahead_and_left_as_it_is() {
    // Started here whatever the input size and RBOOGIE_PREFAULT say (`prefault_for`).
    allocator::init();
    ahead::start();
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    if cpus < 2 || !ahead::can_populate() {
        // The documented fallback: no helper (nothing to test beyond that).
        assert!(!ahead::running(), "the helper must not run with {cpus} CPU(s) or without MADV_POPULATE_WRITE");
        eprintln!("prefault helper off here ({cpus} CPUs, MADV_POPULATE_WRITE: {})", ahead::can_populate());
        return;
    }
    assert!(ahead::running());

    // A large block, never written by the test: faulted in whole by the helper.
    let big: Vec<u8> = Vec::with_capacity(64 << 20);
    let (from, to) = (big.as_ptr() as usize, big.as_ptr() as usize + big.capacity());
    let pages = (to - from) / PAGE;
    eventually("a 64 MiB block faulted in", || resident_pages(from, to) >= pages * 95 / 100);

    // Small blocks, in a window of their segment: the pages after them, which nothing has
    // written, are faulted in too (up to the end of the window, 4 MiB-aligned in the segment).
    let boxes: Vec<Box<[u64; 8]>> = (0..20_000).map(|i| Box::new([i; 8])).collect();
    let last = &*boxes[boxes.len() - 1] as *const [u64; 8] as usize;
    let window_end = (last | ((4 << 20) - 1)) + 1;
    let ahead_from = ((last + 64) + PAGE - 1) & !(PAGE - 1);
    if window_end - ahead_from >= 64 * PAGE {
        let ahead_pages = (window_end - ahead_from) / PAGE;
        eventually("the window after small blocks faulted in", || resident_pages(ahead_from, window_end) >= ahead_pages * 3 / 4);
    }

    // Contents are never changed: a block written while the helper faults it in keeps
    // what was written.
    let mut written: Vec<u64> = Vec::with_capacity(32 << 17);
    written.extend((0..(32u64 << 17)).map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15)));
    std::thread::sleep(Duration::from_millis(50));
    assert!(written.iter().enumerate().all(|(i, &x)| x == (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)));
    assert!(boxes.iter().enumerate().all(|(i, b)| b.iter().all(|&x| x == i as u64)));

    // With nothing to do, the helper parks; a new large block wakes it.
    eventually("the helper parked", ahead::parked);
    let again: Vec<u8> = Vec::with_capacity(16 << 20);
    let (from, to) = (again.as_ptr() as usize, again.as_ptr() as usize + again.capacity());
    eventually("a block allocated while parked faulted in", || resident_pages(from, to) >= (to - from) / PAGE * 95 / 100);

    // While the program says its threads keep the CPUs busy, requests are left alone.
    ahead::others_busy(true);
    let aside: Vec<u8> = Vec::with_capacity(16 << 20);
    let (from, to) = (aside.as_ptr() as usize, aside.as_ptr() as usize + aside.capacity());
    std::thread::sleep(Duration::from_millis(200));
    assert!(resident_pages(from, to) < (to - from) / PAGE / 10, "a block allocated while others are busy was faulted in");
    ahead::others_busy(false);
    let after: Vec<u8> = Vec::with_capacity(16 << 20);
    let (from, to) = (after.as_ptr() as usize, after.as_ptr() as usize + after.capacity());
    eventually("a block allocated after the busy section faulted in", || resident_pages(from, to) >= (to - from) / PAGE * 95 / 100);
    drop((big, boxes, written, again, aside, after));
}
