//! The `rsmt2`-based driver, with the mitigations its defaults lack built around it.
//!
//! `rsmt2` 0.16.2 spawns and owns the process, and its parser
//! ([`rsmt2::parse::SmtParser`]) reads `success` and the `sat`/`unsat`/`unknown`
//! answers; this driver adds, around its API:
//! - framing: `rsmt2`'s stream parser counts parentheses inside strings and
//!   `|quoted symbols|` and then waits for more input (an `(error "... ( ...")`
//!   reply hung it until the watchdog fired). So `rsmt2` never reads the
//!   solver's stdout itself: this crate's [`SexpReader`] splits it into
//!   replies (through `rsmt2`'s raw `Read` access), each reply is checked for
//!   `(error ...)`, and `success` and check answers are then parsed by `rsmt2`
//!   from the reply's text alone (and must be the whole reply: `rsmt2` accepts
//!   any text that starts with `sat`);
//! - print-success: the first command, sent by this driver; every command's
//!   `success` is read before the call returns, so errors are not read at a
//!   later `check-sat` (`push`/`pop` travel in the next command's write, and
//!   their `success` is read first, as in the own driver: `rsmt2`'s `push`
//!   flushes a write of its own per scope change, so this driver writes them);
//! - stderr: `rsmt2` pipes the solver's stderr and never reads it (z3 blocks
//!   once the pipe is full). The solver is started through
//!   `/bin/sh -c 'echo $$ >PIDFILE; exec SOLVER ARGS 2>>PIDFILE.stderr'`, so
//!   stderr goes to a file that is copied into the log after every check and
//!   before the process is discarded;
//! - killing: `rsmt2` cannot interrupt a solver blocked in `check-sat`. The
//!   shell writes the solver's pid (kept by `exec`) to a file; a watchdog
//!   thread kills that pid with `SIGKILL` when a call outlives the hard limit
//!   (1.1 times the time limit), which makes the blocked read fail;
//! - `get-value`, `get-model`, `get-info` replies are taken as framed
//!   (`rsmt2`'s `get_model` fails on uninterpreted sorts);
//! - each `check-sat` is followed by [`CHECK_MARKER`] in the same write, and
//!   its reply must follow the answer, so a stale extra answer is caught;
//!   output already read past the expected replies is an error too;
//! - there is no cvc5 preset: all solvers use `rsmt2`'s `yices_2` style
//!   (which adds no flags of its own) with this crate's per-solver flags;
//! - any error poisons the process: it is killed and the next call respawns
//!   it and replays the commands that succeeded.

use std::fs::File;
use std::io::{Read, Write};
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use crate::driver_common::{self, Driver, DriverState};
use crate::process::{Deferred, ScopedLog};
use crate::sexp::{self, Next, SexpReader};
use crate::solver::{SatResult, SmtSolver, SolverConfig, SolverError};

/// The `rsmt2`-based driver (see the module docs).
pub struct Rsmt2Solver {
    config: SolverConfig,
    live: Option<Live>,
    log: ScopedLog,
    watchdog: Watchdog,
    checks_in_proc: u32,
    last_unknown: Option<Duration>,
    /// A check took [`SolverConfig::fresh_after`] or longer: discard the process at the next `pop`.
    stale: bool,
    tmp_dir: PathBuf,
    spawns: u32,
    /// `push`/`pop` written with the next command, as in the own driver.
    deferred: Deferred,
}

struct Live {
    solver: rsmt2::Solver<()>,
    /// Splits the solver's stdout into replies; `rsmt2`'s own parser never reads the stream.
    reader: SexpReader,
    read_buf: Box<[u8]>,
    eof: bool,
    stderr_path: PathBuf,
    /// Opened once the shell has created the file.
    stderr_file: Option<File>,
    /// The last bytes of stderr, for crash messages.
    stderr_tail: String,
}

/// Keep this much of the solver's stderr for error messages.
const STDERR_TAIL: usize = 2048;

#[derive(Default)]
struct WatchState {
    deadline: Option<Instant>,
    pid: Option<i32>,
    /// When the watchdog thread will look next.
    sleeping_until: Option<Instant>,
    fired: bool,
    shutdown: bool,
}

/// Kills the solver's pid when an armed deadline passes.
struct Watchdog {
    state: Arc<(Mutex<WatchState>, Condvar)>,
}


/// The most commands written before their replies are read (512 `success` replies are 4 KiB,
/// far below a pipe's buffer).
const CHUNK: usize = 512;

impl Watchdog {
    fn new() -> Watchdog {
        let state: Arc<(Mutex<WatchState>, Condvar)> = Arc::default();
        let shared = Arc::clone(&state);
        let _ = std::thread::Builder::new().name("rsmt2-watchdog".into()).spawn(move || watch(&shared));
        Watchdog { state }
    }

    fn with<T>(&self, f: impl FnOnce(&mut WatchState) -> T) -> Option<T> {
        let (lock, _) = &*self.state;
        lock.lock().ok().map(|mut s| f(&mut s))
    }

    fn arm(&self, deadline: Instant) {
        let wake = self.with(|s| {
            s.deadline = Some(deadline);
            s.fired = false;
            s.sleeping_until.is_none_or(|until| deadline < until)
        });
        // Wake the watchdog only if it would otherwise look too late.
        if wake == Some(true) {
            self.state.1.notify_all();
        }
    }

    /// Disarms; returns whether the watchdog killed the solver.
    fn disarm(&self) -> bool {
        self.with(|s| {
            s.deadline = None;
            s.fired
        })
        .unwrap_or(false)
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        self.with(|s| {
            s.shutdown = true;
            s.deadline = None;
            s.pid = None;
        });
        self.state.1.notify_all();
    }
}

fn watch(state: &(Mutex<WatchState>, Condvar)) {
    let (lock, cvar) = state;
    let Ok(mut s) = lock.lock() else { return };
    loop {
        if s.shutdown {
            return;
        }
        let now = Instant::now();
        let wait = match s.deadline {
            Some(deadline) if now >= deadline => {
                if let Some(pid) = s.pid {
                    // SAFETY: `pid` is our child; it is not reaped while a deadline is armed.
                    unsafe {
                        libc::kill(pid, libc::SIGKILL);
                    }
                }
                s.fired = true;
                s.deadline = None;
                Duration::from_millis(50)
            }
            Some(deadline) => deadline - now,
            // Idle: look again soon (arming never notifies, to keep calls cheap).
            None => Duration::from_millis(50),
        };
        s.sleeping_until = Some(now + wait);
        s = match cvar.wait_timeout(s, wait) {
            Ok((guard, _)) => guard,
            Err(_) => return,
        };
    }
}

impl Rsmt2Solver {
    /// A driver for `config`; the process starts at the first command.
    pub fn new(config: SolverConfig) -> Rsmt2Solver {
        let tmp_dir = std::env::temp_dir().join(format!(
            "rboogie-rsmt2-{}-{}",
            std::process::id(),
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0)
        ));
        Rsmt2Solver {
            config,
            live: None,
            log: ScopedLog::default(),
            watchdog: Watchdog::new(),
            checks_in_proc: 0,
            last_unknown: None,
            stale: false,
            tmp_dir,
            spawns: 0,
            deferred: Deferred::default(),
        }
    }

    /// How many processes have been started so far (respawns included).
    pub fn spawn_count(&self) -> u32 {
        self.spawns
    }

    /// The operating-system id of the current solver process, if one is running.
    pub fn pid(&self) -> Option<u32> {
        self.live.as_ref()?;
        self.watchdog.with(|s| s.pid).flatten().and_then(|pid| u32::try_from(pid).ok())
    }

    fn spawn(&mut self) -> Result<(), SolverError> {
        std::fs::create_dir_all(&self.tmp_dir).map_err(|e| SolverError::Spawn(format!("temp dir: {e}")))?;
        let pid_path = self.tmp_dir.join(format!("solver-{}.pid", self.spawns));
        let stderr_path = PathBuf::from(format!("{}.stderr", pid_path.display()));
        let _ = std::fs::remove_file(&pid_path);
        let mut conf = rsmt2::SmtConf::yices_2("/bin/sh");
        conf.option("-c");
        conf.option("echo $$ > \"$0\"; exec \"$@\" 2>>\"$0.stderr\"");
        conf.option(pid_path.display().to_string());
        let env = self.config.env();
        if !env.is_empty() {
            // `env` execs the solver in turn, so the pid written above stays the solver's.
            conf.option("env");
            for (k, v) in env {
                conf.option(format!("{k}={v}"));
            }
        }
        conf.option(self.config.path.display().to_string());
        for arg in self.config.args() {
            conf.option(arg);
        }
        // No `conf.check_success()`: rsmt2 would then read `success` with its own stream parser.
        // Print-success is the first of the init commands below instead.
        self.spawns += 1;
        self.checks_in_proc = 0;
        let deadline = Instant::now() + self.config.hard_limit().max(Duration::from_secs(10));
        let started = rsmt2::Solver::new(conf, ());
        let solver = match started {
            Ok(s) => s,
            Err(e) => {
                let msg = format!("{}: {}", self.config.path.display(), one_line(&e));
                return Err(SolverError::Spawn(msg));
            }
        };
        let pid = read_pid(&pid_path, deadline);
        self.watchdog.with(|s| s.pid = pid);
        self.live = Some(Live {
            solver,
            reader: SexpReader::new(),
            read_buf: vec![0u8; 64 * 1024].into_boxed_slice(),
            eof: false,
            stderr_path,
            stderr_file: None,
            stderr_tail: String::new(),
        });
        if pid.is_none() {
            self.discard();
            return Err(SolverError::Spawn("cannot learn the solver's pid".into()));
        }
        let mut setup = self.config.init_commands();
        setup.extend(self.log.entries.iter().cloned());
        for cmd in setup {
            let result = match sexp::count_commands(&cmd) {
                Ok(n) => self.raw_success(&cmd, n, deadline),
                Err(e) => Err(SolverError::BadCommand(e)),
            };
            if let Err(e) = result {
                self.discard();
                return Err(e);
            }
        }
        Ok(())
    }

    fn ensure(&mut self) -> Result<(), SolverError> {
        if self.live.is_none() {
            self.spawn()?;
        }
        Ok(())
    }

    /// Copies new stderr output into the log.
    fn drain_stderr(&mut self) {
        let Some(live) = self.live.as_mut() else { return };
        if live.stderr_file.is_none() {
            live.stderr_file = File::open(&live.stderr_path).ok();
        }
        let Some(file) = live.stderr_file.as_mut() else { return };
        // Plain reads: `read_to_end` asks for the file's size and position first (two more
        // system calls per check, when the file is almost always unchanged).
        let mut bytes = Vec::new();
        let mut chunk = [0u8; 4096];
        while let Ok(n @ 1..) = file.read(&mut chunk) {
            bytes.extend_from_slice(&chunk[..n]);
        }
        if !bytes.is_empty() {
            let text = String::from_utf8_lossy(&bytes);
            if !text.trim().is_empty() {
                tracing::debug!(target: "smt_backend::stderr", solver = %self.config.kind, "{}", text.trim_end());
            }
            live.stderr_tail.push_str(&text);
            if live.stderr_tail.len() > STDERR_TAIL {
                let mut cut = live.stderr_tail.len() - STDERR_TAIL;
                while !live.stderr_tail.is_char_boundary(cut) {
                    cut += 1;
                }
                live.stderr_tail.drain(..cut);
            }
        }
    }

    fn stderr_note(&self) -> String {
        match self.live.as_ref().map(|l| l.stderr_tail.trim()) {
            Some(tail) if !tail.is_empty() => format!("; stderr: {}", sexp::shorten(tail)),
            _ => String::new(),
        }
    }

    /// Runs `f` on the live solver under the watchdog; a kill by the watchdog is a time-out.
    fn guarded<T>(
        &mut self,
        deadline: Instant,
        f: impl FnOnce(&mut Live) -> Result<T, SolverError>,
    ) -> Result<T, SolverError> {
        let Some(live) = self.live.as_mut() else {
            return Err(SolverError::Crashed("solver process is gone".into()));
        };
        self.watchdog.arm(deadline);
        let result = f(live);
        let fired = self.watchdog.disarm();
        if fired {
            // Killed at the hard limit: the solver was silent (or sent an unfinished reply) that
            // long. The process is gone even if the reply made it just in time.
            return self.fail(SolverError::Timeout(self.config.hard_limit()));
        }
        match result {
            Ok(v) => Ok(v),
            Err(e) => self.fail(e),
        }
    }

    /// Sends raw commands and reads one `success` per command.
    /// Long texts go in chunks of [`CHUNK`] commands, each chunk's replies read before the
    /// next is written: the writes block, and the solver's `success` replies to a long text
    /// would otherwise fill its output pipe while we still write to its input.
    fn raw_success(&mut self, text: &str, n: usize, deadline: Instant) -> Result<(), SolverError> {
        let (text, extra) = self.deferred.take_before(text);
        let n = n + extra;
        let chunks: Vec<(String, usize)> = if n <= CHUNK {
            vec![(text, n)]
        } else {
            let commands = sexp::split_all(&text).map_err(SolverError::BadCommand)?;
            commands.chunks(CHUNK).map(|c| (c.join("\n"), c.len())).collect()
        };
        self.guarded(deadline, |live| {
            live.expect_nothing_pending()?;
            for (chunk, k) in &chunks {
                live.write_line(chunk)?;
                for _ in 0..*k {
                    let reply = live.read_reply()?;
                    parse_success(&reply)?;
                }
            }
            live.expect_nothing_pending()
        })
    }

    /// Sends one raw command and reads one s-expression reply.
    fn raw_query(&mut self, command: &str) -> Result<String, SolverError> {
        self.ensure()?;
        let deadline = self.config.deadline();
        let (text, n) = self.deferred.take_before(command);
        let reply = self.guarded(deadline, |live| {
            live.expect_nothing_pending()?;
            live.write_line(&text)?;
            live.read_successes(n)?;
            let reply = live.read_reply()?;
            live.expect_nothing_pending()?;
            Ok(reply)
        })?;
        match sexp::error_message(&reply) {
            Some(msg) => self.fail(SolverError::Solver(msg)),
            None => Ok(reply),
        }
    }
}

impl Driver for Rsmt2Solver {
    fn state(&mut self) -> DriverState<'_> {
        let running = self.live.is_some();
        let Rsmt2Solver { config, log, deferred, last_unknown, stale, .. } = self;
        DriverState { config, log, deferred, last_unknown, stale, running }
    }

    fn exchange_one(&mut self, command: &str) -> Result<String, SolverError> {
        self.raw_query(command)
    }

    fn exchange_success(&mut self, text: &str, n: usize, deadline: Instant) -> Result<(), SolverError> {
        self.raw_success(text, n, deadline)
    }

    fn discard(&mut self) {
        self.deferred.clear();
        self.watchdog.with(|s| {
            s.pid = None;
            s.deadline = None;
        });
        if let Some(mut live) = self.live.take() {
            let _ = live.solver.kill();
            drop(live);
        }
    }

    fn fail<T>(&mut self, e: SolverError) -> Result<T, SolverError> {
        self.drain_stderr();
        let e = match e {
            SolverError::Crashed(msg) => SolverError::Crashed(format!("{msg}{}", self.stderr_note())),
            other => other,
        };
        tracing::debug!(solver = %self.config.kind, error = %e, "discarding rsmt2 solver");
        self.discard();
        Err(e)
    }
}

impl Live {
    /// Reads `n` replies that must each be `success`.
    fn read_successes(&mut self, n: usize) -> Result<(), SolverError> {
        for _ in 0..n {
            parse_success(&self.read_reply()?)?;
        }
        Ok(())
    }

    fn write_line(&mut self, text: &str) -> Result<(), SolverError> {
        let s = &mut self.solver;
        let newline: &[u8] = if text.ends_with('\n') { b"" } else { b"\n" };
        s.write_all(text.as_bytes()).and_then(|()| s.write_all(newline)).and_then(|()| s.flush()).map_err(io_err)
    }

    /// Output read before a command is sent, or past the expected replies, is an error.
    ///
    /// Only what was already read is seen: `rsmt2` owns the pipe, so there is no non-blocking
    /// look at it. Output arriving later is caught by the next expected reply or the check marker.
    fn expect_nothing_pending(&self) -> Result<(), SolverError> {
        if self.reader.has_pending() {
            let text = self.reader.pending_text();
            return Err(SolverError::Protocol(format!("unrequested output: {}", sexp::shorten(&text))));
        }
        Ok(())
    }

    /// Reads one reply s-expression through `rsmt2`'s raw `Read` access (a blocking read; the
    /// watchdog ends it at the hard limit).
    fn read_reply(&mut self) -> Result<String, SolverError> {
        loop {
            match self.reader.next_sexp(self.eof).map_err(SolverError::Protocol)? {
                Next::Sexp(text) => return Ok(text),
                Next::End => return Err(SolverError::Crashed("solver closed its output".into())),
                Next::NeedMore => {}
            }
            match self.solver.read(&mut self.read_buf) {
                Ok(0) => self.eof = true,
                Ok(n) => self.reader.feed(&self.read_buf[..n]),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(io_err(e)),
            }
        }
    }
}

impl Drop for Rsmt2Solver {
    fn drop(&mut self) {
        self.drain_stderr();
        self.discard();
        let _ = std::fs::remove_dir_all(&self.tmp_dir);
    }
}

fn read_pid(path: &PathBuf, deadline: Instant) -> Option<i32> {
    loop {
        if let Ok(text) = std::fs::read_to_string(path) {
            if let Ok(pid) = text.trim().parse::<i32>() {
                return Some(pid);
            }
        }
        if Instant::now() >= deadline {
            return None;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// `(error "msg")` as a solver error, else `None`.
fn solver_error(reply: &str) -> Option<SolverError> {
    sexp::error_message(reply).map(SolverError::Solver)
}

/// Parses a framed reply with `rsmt2`'s `success` parser; the whole reply must be consumed.
fn parse_success(reply: &str) -> Result<(), SolverError> {
    if let Some(e) = solver_error(reply) {
        return Err(e);
    }
    let mut parser = rsmt2::parse::SmtParser::of_str(reply);
    match parser.success() {
        Ok(()) if parser.buff_rest().trim().is_empty() => Ok(()),
        _ => Err(SolverError::Protocol(format!("expected 'success', got '{}'", sexp::shorten(reply)))),
    }
}

/// Parses a framed check answer with `rsmt2`'s `check_sat` parser; the whole reply must be consumed.
fn parse_check(reply: &str) -> Result<SatResult, SolverError> {
    if let Some(e) = solver_error(reply) {
        return Err(e);
    }
    let mut parser = rsmt2::parse::SmtParser::of_str(reply);
    let bad = || SolverError::Protocol(format!("expected sat, unsat or unknown, got '{}'", sexp::shorten(reply)));
    match parser.check_sat() {
        Ok(answer) if parser.buff_rest().trim().is_empty() => Ok(match answer {
            Some(true) => SatResult::Sat,
            Some(false) => SatResult::Unsat,
            None => SatResult::Unknown,
        }),
        _ => Err(bad()),
    }
}

fn one_line(e: &rsmt2::errors::Error) -> String {
    let mut parts = Vec::new();
    for cause in e.iter() {
        parts.push(cause.to_string().replace('\n', " "));
    }
    parts.join(": ")
}

fn io_err(e: std::io::Error) -> SolverError {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        SolverError::Crashed("solver exited (broken pipe)".into())
    } else {
        SolverError::Io(e.to_string())
    }
}

impl SmtSolver for Rsmt2Solver {
    fn name(&self) -> String {
        format!("{} (rsmt2 driver)", self.config.kind)
    }

    fn send(&mut self, commands: &str) -> Result<(), SolverError> {
        let n = sexp::count_commands(commands).map_err(SolverError::BadCommand)?;
        self.ensure()?;
        let deadline = self.config.deadline();
        self.raw_success(commands, n, deadline)?;
        self.log.entries.push(commands.to_string());
        Ok(())
    }

    fn check(&mut self, assumptions: &[&str]) -> Result<SatResult, SolverError> {
        if let Some(limit) = self.config.kind.profile().recycle_after {
            if self.checks_in_proc >= limit {
                self.discard();
            }
        }
        self.ensure()?;
        let deadline = self.config.deadline();
        self.checks_in_proc += 1;
        self.last_unknown = None;
        let started = Instant::now();
        // The check and the marker in one write: rsmt2's `print_check_sat` flushes on its own,
        // which would cost a second write and wake-up per check.
        let command = driver_common::check_command(assumptions);
        let (text, n) = self.deferred.take_before(&command);
        let (answer, marker) = self.guarded(deadline, |live| {
            live.expect_nothing_pending()?;
            live.write_line(&text)?;
            live.read_successes(n)?;
            let answer = live.read_reply()?;
            // An error answer is reported as such, without waiting for the marker; so is
            // garbage (`blah ( ((`), whose marker could only time out.
            if let Some(e) = solver_error(&answer) {
                return Err(e);
            }
            if !matches!(answer.as_str(), "sat" | "unsat" | "unknown") {
                return Ok((answer, String::new()));
            }
            let marker = live.read_reply()?;
            live.expect_nothing_pending()?;
            Ok((answer, marker))
        })?;
        self.drain_stderr();
        let sat = match parse_check(&answer) {
            Ok(sat) => sat,
            Err(e) => return self.fail(e),
        };
        driver_common::finish_check(self, sat, &marker, started.elapsed())
    }

    driver_common::shared_solver_methods!();
}
