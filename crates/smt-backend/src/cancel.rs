//! [`KillSwitch`]: stops the solver processes of one configuration from another thread
//! (a portfolio kills the racers that lost). Processes register when they start and leave
//! the switch before they are reaped, so a registered process id is always that of a live
//! (or not yet reaped) child of ours and is never reused by another process while listed.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// A shared switch; clones act on the same processes.
#[derive(Clone, Default)]
pub struct KillSwitch(Arc<Inner>);

#[derive(Default)]
struct Inner {
    killed: AtomicBool,
    pids: Mutex<Vec<u32>>,
}

impl KillSwitch {
    pub fn new() -> KillSwitch {
        KillSwitch::default()
    }

    /// A process started: kept for [`KillSwitch::kill_all`], or killed at once when the
    /// switch was thrown already.
    pub fn register(&self, pid: u32) {
        let Ok(mut pids) = self.0.pids.lock() else { return };
        if self.0.killed.load(Ordering::Acquire) {
            kill(pid);
        } else {
            pids.push(pid);
        }
    }

    /// A process is about to be reaped: it leaves the switch.
    pub fn deregister(&self, pid: u32) {
        if let Ok(mut pids) = self.0.pids.lock() {
            pids.retain(|p| *p != pid);
        }
    }

    /// Kills every registered process and every process registered from now on.
    pub fn kill_all(&self) {
        let Ok(mut pids) = self.0.pids.lock() else { return };
        self.0.killed.store(true, Ordering::Release);
        for pid in pids.drain(..) {
            kill(pid);
        }
    }

    /// Processes started from now on are kept again (after a [`KillSwitch::kill_all`]).
    pub fn reset(&self) {
        if let Ok(_pids) = self.0.pids.lock() {
            self.0.killed.store(false, Ordering::Release);
        }
    }

    /// Whether [`KillSwitch::kill_all`] was called.
    pub fn thrown(&self) -> bool {
        self.0.killed.load(Ordering::Acquire)
    }
}

fn kill(pid: u32) {
    // SAFETY: `kill(2)` on the id of a child that has not been reaped (see the module doc).
    unsafe {
        libc::kill(pid as libc::pid_t, libc::SIGKILL);
    }
}

impl PartialEq for KillSwitch {
    fn eq(&self, other: &KillSwitch) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for KillSwitch {}

impl std::fmt::Debug for KillSwitch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "KillSwitch(thrown: {})", self.thrown())
    }
}
