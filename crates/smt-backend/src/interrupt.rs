//! Stopping every solver process at once, for an interrupted run (Ctrl-C in `rboogie
//! verify`): [`interrupt`] marks the process as interrupted and kills (`SIGKILL`) every
//! solver started by [`crate::ProcessSolver`] that is still running; from then on no
//! solver starts ([`interrupted`] tells the callers to stop asking).
//!
//! Each solver's pid is registered while the child has not been reaped (so the pid cannot
//! belong to another process when it is killed). The `rsmt2` driver's processes are not
//! registered: they stop when their pipes close at exit.

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

static INTERRUPTED: AtomicBool = AtomicBool::new(false);
static LIVE: Mutex<Option<HashSet<u32>>> = Mutex::new(None);

/// Whether [`interrupt`] was called.
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::Acquire)
}

/// Marks the run as interrupted and kills every registered solver process.
pub fn interrupt() {
    INTERRUPTED.store(true, Ordering::Release);
    let live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
    for &pid in live.iter().flatten() {
        if let Ok(pid) = i32::try_from(pid) {
            // SAFETY: `pid` is a child of ours that has not been reaped (it is unregistered
            // before `wait`), so it names that child; `kill` has no memory effects.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
            }
        }
    }
}

/// Registers a started solver; `false` (the caller kills it) when the run is interrupted.
pub(crate) fn register(pid: u32) -> bool {
    let mut live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
    if interrupted() {
        return false;
    }
    live.get_or_insert_with(HashSet::new).insert(pid);
    true
}

/// Unregisters a solver about to be reaped.
pub(crate) fn unregister(pid: u32) {
    let mut live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(set) = live.as_mut() {
        set.remove(&pid);
    }
}
