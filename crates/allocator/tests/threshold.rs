//! The helper starts for large inputs only (`prefault_for`), and `RBOOGIE_PREFAULT=0`
//! keeps it off. A test binary of its own: the helper, once started, runs for the process.

use allocator::{ahead, prefault_for, PREFAULT_MIN_SOURCE_BYTES};

#[global_allocator]
static GLOBAL: allocator::Allocator = allocator::Allocator;

#[test]
fn the_helper_starts_at_the_threshold_unless_turned_off() {
    allocator::init();
    prefault_for(PREFAULT_MIN_SOURCE_BYTES - 1);
    assert!(!ahead::running(), "started for a small input");
    let off = std::env::var_os("RBOOGIE_PREFAULT").is_some_and(|v| v == "0");
    prefault_for(PREFAULT_MIN_SOURCE_BYTES);
    if off {
        assert!(!ahead::running(), "started although RBOOGIE_PREFAULT=0");
    } else {
        // Started, unless the machine cannot (one CPU, or a kernel without
        // MADV_POPULATE_WRITE): then `start` fails too. (Read before `start` is called
        // here: had `prefault_for` not started it, `start` would now, and disagree.)
        let running = ahead::running();
        assert_eq!(running, ahead::start(), "prefault_for did not start the helper");
    }
}
