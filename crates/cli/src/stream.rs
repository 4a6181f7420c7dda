//! Results as they come (`rboogie verify`): each implementation's lines are printed as soon
//! as it and every implementation before it (in Boogie's order) are done, and a progress bar
//! on stderr counts the finished implementations when stderr is a terminal and there are
//! several. Ctrl-C ([`install_interrupt`]) kills the solvers; `verify` then prints what was
//! finished, the summary, and exits 130.
//!
//! The solver workers tell the [`Stream`] of each result ([`vcgen::Progress`]), from their
//! threads and in any order; it keeps the lines of results that are ahead of the next one
//! to print. A program verified in units ([`crate::runner`]) announces each unit
//! ([`vcgen::Progress::planned`]), whose indexes start again at 0.

use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::sync::Mutex;

use indicatif::{ProgressBar, ProgressStyle};
use vcgen::ImplResult;

use crate::report;

/// The streaming printer and progress bar of one `verify` run.
pub struct Stream {
    state: Mutex<State>,
    /// Print Boogie's text per implementation as results come (`--format text`).
    text: bool,
    error_trace: u8,
    /// Whether a bar may be shown (stderr is a terminal).
    bar_allowed: bool,
}

#[derive(Default)]
struct State {
    /// Output index of the current unit's first implementation.
    base: usize,
    /// Implementations of the current unit.
    unit_len: usize,
    /// Implementations announced so far.
    total: usize,
    /// Output index of the next implementation to print (all before it are printed).
    next: usize,
    /// Lines of finished implementations after `next`.
    pending: BTreeMap<usize, Vec<String>>,
    /// No more printing (the results are printed at the end, in another order).
    held: bool,
    finished: usize,
    bar: Option<ProgressBar>,
}

impl State {
    /// Takes the lines of output index `at`; returns the lines that can be printed now
    /// (those of `next` and the finished ones right after it), in order.
    fn ready(&mut self, at: usize, lines: Vec<String>) -> Vec<String> {
        self.pending.insert(at, lines);
        let mut ready = Vec::new();
        loop {
            let next = self.next;
            let Some(lines) = self.pending.remove(&next) else { break };
            ready.extend(lines);
            self.next += 1;
        }
        ready
    }
}

impl Stream {
    /// A stream printing Boogie's text (`text`) with traces at level `error_trace`, or only
    /// counting (JSON, SARIF).
    pub fn new(text: bool, error_trace: u8) -> Stream {
        Stream { state: Mutex::new(State::default()), text, error_trace, bar_allowed: std::io::stderr().is_terminal() }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Stops printing before anything was printed (the final order is not known yet:
    /// results reordered by `{:priority}` across units). `false` if something was printed.
    pub fn hold(&self) -> bool {
        let mut st = self.lock();
        st.held = true;
        st.next == 0
    }

    /// How many implementations' lines were printed (the first ones of the results).
    pub fn printed(&self) -> usize {
        let st = self.lock();
        if st.held {
            0
        } else {
            st.next
        }
    }

    /// Finished and announced implementations.
    pub fn counts(&self) -> (usize, usize) {
        let st = self.lock();
        (st.finished, st.total)
    }

    /// Removes the progress bar (before the summary).
    pub fn finish(&self) {
        if let Some(bar) = self.lock().bar.take() {
            bar.finish_and_clear();
        }
    }
}

impl vcgen::Progress for Stream {
    fn planned(&self, n: usize) {
        let mut st = self.lock();
        st.base += st.unit_len;
        st.unit_len = n;
        st.total += n;
        if st.bar.is_none() && self.bar_allowed && st.total >= 2 {
            let bar = ProgressBar::new(st.total as u64);
            if let Ok(style) = ProgressStyle::with_template("{bar:30} {pos}/{len} implementations, {elapsed} {wide_msg}") {
                bar.set_style(style);
            }
            bar.set_position(st.finished as u64);
            st.bar = Some(bar);
        } else if let Some(bar) = &st.bar {
            bar.set_length(st.total as u64);
        }
    }

    fn done(&self, index: usize, result: &ImplResult) {
        let mut st = self.lock();
        st.finished += 1;
        if let Some(bar) = &st.bar {
            bar.inc(1);
            bar.set_message(result.name.clone());
        }
        if !self.text || st.held {
            return;
        }
        let at = st.base + index;
        let ready = st.ready(at, report::impl_lines(result, self.error_trace));
        if ready.is_empty() {
            return;
        }
        let write = || {
            let mut out = std::io::stdout().lock();
            for line in &ready {
                let _ = writeln!(out, "{line}");
            }
            let _ = out.flush();
        };
        match &st.bar {
            Some(bar) => bar.suspend(write),
            None => write(),
        }
    }
}

/// Ctrl-C during `verify`: the first one kills the solvers ([`smt_backend::interrupt`]) so
/// that the run ends with what was finished; a second one exits at once (code 130).
pub fn install_interrupt() {
    let _ = ctrlc::set_handler(|| {
        if smt_backend::interrupt::interrupted() {
            std::process::exit(130);
        }
        smt_backend::interrupt::interrupt();
    });
}

#[cfg(test)]
mod tests {
    use super::State;

    fn lines(s: &str) -> Vec<String> {
        vec![s.to_string()]
    }

    #[test]
    fn results_are_released_in_output_order() {
        let mut st = State::default();
        // Workers finish 2, then 0, then 1 (and a result with no lines, 3).
        assert!(st.ready(2, lines("c")).is_empty());
        assert_eq!(st.ready(0, lines("a")), ["a"]);
        assert_eq!(st.ready(1, lines("b")), ["b", "c"]);
        assert!(st.ready(3, Vec::new()).is_empty());
        assert_eq!(st.next, 4);
        assert_eq!(st.ready(4, lines("e")), ["e"]);
    }
}
