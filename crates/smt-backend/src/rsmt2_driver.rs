//! The `rsmt2`-based driver, with the mitigations its defaults lack built around it.
//!
//! `rsmt2` 0.16.2 spawns and owns the process and parses `success`,
//! `sat`/`unsat`/`unknown`; this driver adds, around its API:
//! - print-success (`SmtConf::check_success`): every command's `success` is
//!   read before the next one, so errors are not read at a later `check-sat`;
//! - stderr: `rsmt2` pipes the solver's stderr and never reads it (z3 blocks
//!   once the pipe is full). The solver is started through
//!   `/bin/sh -c 'echo $$ >PIDFILE; exec SOLVER ARGS 2>>PIDFILE.stderr'`, so
//!   stderr goes to a file that is copied into the log after every call;
//! - killing: `rsmt2` cannot interrupt a solver blocked in `check-sat`. The
//!   shell writes the solver's pid (kept by `exec`) to a file; a watchdog
//!   thread kills that pid with `SIGKILL` when a call outlives the hard limit
//!   (1.1 times the time limit), which makes the blocked read fail;
//! - `rsmt2`'s reader counts parentheses inside strings and `|quoted
//!   symbols|` and then waits for more input: such a hang is cut by the same
//!   watchdog and reported as a protocol error, not a time-out;
//! - `get-value`, `get-model`, `get-info` replies are read with this crate's
//!   [`SexpReader`] through `rsmt2`'s raw `Read` access (its `get_model`
//!   fails on uninterpreted sorts and misaligns later replies);
//! - each `check-sat` is followed by `(get-info :version)`, read the same
//!   way, so a stale extra answer is caught;
//! - there is no cvc5 preset: all solvers use `rsmt2`'s `yices_2` style
//!   (which adds no flags of its own) with this crate's per-solver flags;
//! - any error poisons the process: it is killed and the next call respawns
//!   it and replays the commands that succeeded.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use crate::process::{parse_reason, parse_values, ScopedLog};
use crate::sexp::{self, Next, SexpReader};
use crate::solver::{SatResult, SmtSolver, SolverConfig, SolverError};

/// The `rsmt2`-based driver (see the module docs).
pub struct Rsmt2Solver {
    config: SolverConfig,
    live: Option<Live>,
    log: ScopedLog,
    watchdog: Watchdog,
    checks_in_proc: u32,
    last_unknown: bool,
    tmp_dir: PathBuf,
    spawns: u32,
}

struct Live {
    solver: rsmt2::Solver<()>,
    stderr_path: PathBuf,
    stderr_seen: u64,
}

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
            last_unknown: false,
            tmp_dir,
            spawns: 0,
        }
    }

    /// How many processes have been started so far (respawns included).
    pub fn spawn_count(&self) -> u32 {
        self.spawns
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
        conf.option(self.config.path.display().to_string());
        for arg in self.config.args() {
            conf.option(arg);
        }
        conf.check_success();
        self.spawns += 1;
        self.checks_in_proc = 0;
        // Arm before rsmt2 starts talking: `Solver::new` already waits for `success`.
        let deadline = Instant::now() + self.config.hard_limit().max(Duration::from_secs(10));
        self.watchdog.arm(deadline);
        let started = rsmt2::Solver::new(conf, ());
        let pid = read_pid(&pid_path, deadline);
        self.watchdog.with(|s| s.pid = pid);
        let solver = match started {
            Ok(s) => s,
            Err(e) => {
                self.watchdog.disarm();
                self.watchdog.with(|s| s.pid = None);
                let msg = format!("{}: {}", self.config.path.display(), one_line(&e));
                return Err(SolverError::Spawn(msg));
            }
        };
        self.live = Some(Live { solver, stderr_path, stderr_seen: 0 });
        self.watchdog.disarm();
        if pid.is_none() {
            self.discard();
            return Err(SolverError::Spawn("cannot learn the solver's pid".into()));
        }
        let mut setup = self.config.init_commands();
        // rsmt2 already sent print-success.
        setup.retain(|c| !c.contains(":print-success"));
        setup.extend(self.log.entries.iter().cloned());
        for cmd in setup {
            if let Err(e) = self.raw_success(&cmd, deadline) {
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

    fn discard(&mut self) {
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
        tracing::debug!(solver = %self.config.kind, error = %e, "discarding rsmt2 solver");
        self.discard();
        Err(e)
    }

    /// Copies new stderr output into the log.
    fn drain_stderr(&mut self) {
        let Some(live) = self.live.as_mut() else { return };
        let Ok(mut file) = std::fs::File::open(&live.stderr_path) else {
            return;
        };
        use std::io::Seek;
        if file.seek(std::io::SeekFrom::Start(live.stderr_seen)).is_err() {
            return;
        }
        let mut text = String::new();
        if let Ok(n) = file.read_to_string(&mut text) {
            live.stderr_seen += n as u64;
            if !text.trim().is_empty() {
                tracing::debug!(target: "smt_backend::stderr", solver = %self.config.kind, "{}", text.trim_end());
            }
        }
    }

    /// Runs `f` on the live solver under the watchdog; maps a kill to `on_kill`.
    fn guarded<T>(
        &mut self,
        deadline: Instant,
        on_kill: SolverError,
        f: impl FnOnce(&mut rsmt2::Solver<()>) -> Result<T, SolverError>,
    ) -> Result<T, SolverError> {
        let Some(live) = self.live.as_mut() else {
            return Err(SolverError::Crashed("solver process is gone".into()));
        };
        self.watchdog.arm(deadline);
        let result = f(&mut live.solver);
        let fired = self.watchdog.disarm();
        self.drain_stderr();
        match result {
            Ok(v) if !fired => Ok(v),
            Ok(_) => self.fail(on_kill),
            Err(_) if fired => self.fail(on_kill),
            Err(e) => self.fail(e),
        }
    }

    /// Sends raw commands and reads one `success` per command with rsmt2's parser.
    fn raw_success(&mut self, text: &str, deadline: Instant) -> Result<(), SolverError> {
        let n = sexp::count_commands(text).map_err(SolverError::BadCommand)?;
        let on_kill = SolverError::Protocol("no readable reply before the hard limit (rsmt2 reader)".into());
        self.guarded(deadline, on_kill, |s| {
            s.write_all(text.as_bytes()).and_then(|()| s.write_all(b"\n")).and_then(|()| s.flush()).map_err(io_err)?;
            for _ in 0..n {
                s.check_success().map_err(rsmt2_err)?;
            }
            Ok(())
        })
    }

    /// Sends one raw command and reads one s-expression reply with this crate's reader.
    fn raw_query(&mut self, command: &str) -> Result<String, SolverError> {
        self.ensure()?;
        let deadline = self.deadline();
        let on_kill = SolverError::Protocol("no readable reply before the hard limit".into());
        let reply = self.guarded(deadline, on_kill, |s| {
            s.write_all(command.as_bytes()).and_then(|()| s.write_all(b"\n")).and_then(|()| s.flush()).map_err(io_err)?;
            read_sexp(s)
        })?;
        match sexp::error_message(&reply) {
            Some(msg) => self.fail(SolverError::Solver(msg)),
            None => Ok(reply),
        }
    }

    fn deadline(&self) -> Instant {
        Instant::now() + self.config.hard_limit()
    }
}

impl Drop for Rsmt2Solver {
    fn drop(&mut self) {
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

/// Reads one s-expression through rsmt2's raw `Read` access; fails if more output follows at once.
fn read_sexp(s: &mut rsmt2::Solver<()>) -> Result<String, SolverError> {
    let mut reader = SexpReader::new();
    let mut buf = [0u8; 65536];
    let mut eof = false;
    loop {
        match reader.next_sexp(eof).map_err(SolverError::Protocol)? {
            Next::Sexp(text) => {
                if reader.has_pending() {
                    return Err(SolverError::Protocol(format!(
                        "unrequested output: {}",
                        sexp::shorten(&reader.pending_text())
                    )));
                }
                return Ok(text);
            }
            Next::End => return Err(SolverError::Crashed("solver closed its output".into())),
            Next::NeedMore => {}
        }
        match s.read(&mut buf) {
            Ok(0) => eof = true,
            Ok(n) => reader.feed(&buf[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(io_err(e)),
        }
    }
}

fn one_line(e: &rsmt2::errors::Error) -> String {
    let mut parts = Vec::new();
    for cause in e.iter() {
        parts.push(cause.to_string().replace('\n', " "));
    }
    parts.join(": ")
}

fn rsmt2_err(e: rsmt2::errors::Error) -> SolverError {
    let text = one_line(&e);
    match e.kind() {
        rsmt2::errors::ErrorKind::SolverError(msg) => SolverError::Solver(msg.clone()),
        rsmt2::errors::ErrorKind::Io(_) => SolverError::Crashed(text),
        _ if text.contains("eoi") => SolverError::Crashed(text),
        _ => SolverError::Protocol(text),
    }
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
        sexp::count_commands(commands).map_err(SolverError::BadCommand)?;
        self.ensure()?;
        let deadline = self.deadline();
        self.raw_success(commands, deadline)?;
        self.log.entries.push(commands.to_string());
        Ok(())
    }

    fn push(&mut self) -> Result<(), SolverError> {
        self.ensure()?;
        let deadline = self.deadline();
        let on_kill = SolverError::Protocol("no readable reply before the hard limit (rsmt2 reader)".into());
        self.guarded(deadline, on_kill, |s| s.push(1).map_err(rsmt2_err))?;
        self.log.push();
        Ok(())
    }

    fn pop(&mut self) -> Result<(), SolverError> {
        if self.log.marks.is_empty() {
            return Err(SolverError::BadCommand("pop without a matching push".into()));
        }
        if self.live.is_none() {
            self.log.pop();
            return Ok(());
        }
        let deadline = self.deadline();
        let on_kill = SolverError::Protocol("no readable reply before the hard limit (rsmt2 reader)".into());
        let result = self.guarded(deadline, on_kill, |s| s.pop(1).map_err(rsmt2_err));
        self.log.pop();
        result
    }

    fn check(&mut self, assumptions: &[&str]) -> Result<SatResult, SolverError> {
        if let Some(limit) = self.config.kind.profile().recycle_after {
            if self.checks_in_proc >= limit {
                self.discard();
            }
        }
        self.ensure()?;
        let limit = self.config.hard_limit();
        let deadline = Instant::now() + limit;
        self.checks_in_proc += 1;
        self.last_unknown = false;
        let assumptions: Vec<String> = assumptions.iter().map(|a| a.to_string()).collect();
        let (answer, marker) = self.guarded(deadline, SolverError::Timeout(limit), |s| {
            let future = if assumptions.is_empty() {
                s.print_check_sat().map_err(rsmt2_err)?
            } else {
                s.print_check_sat_assuming(assumptions.iter().map(String::as_str)).map_err(rsmt2_err)?
            };
            let answer = s.parse_check_sat_or_unk(future).map_err(rsmt2_err)?;
            s.write_all(b"(get-info :version)\n").and_then(|()| s.flush()).map_err(io_err)?;
            let marker = read_sexp(s)?;
            Ok((answer, marker))
        })?;
        if !marker.starts_with("(:version") {
            let e = match sexp::error_message(&marker) {
                Some(msg) => SolverError::Solver(msg),
                None => SolverError::Protocol(format!("stale or extra answer '{}' after check-sat", sexp::shorten(&marker))),
            };
            return self.fail(e);
        }
        self.last_unknown = answer.is_none();
        Ok(match answer {
            Some(true) => SatResult::Sat,
            Some(false) => SatResult::Unsat,
            None => SatResult::Unknown,
        })
    }

    fn get_values(&mut self, terms: &[&str]) -> Result<Vec<String>, SolverError> {
        if terms.is_empty() {
            return Ok(Vec::new());
        }
        let reply = self.raw_query(&format!("(get-value ({}))", terms.join(" ")))?;
        match parse_values(&reply, terms.len()) {
            Ok(v) => Ok(v),
            Err(e) => self.fail(e),
        }
    }

    fn model(&mut self) -> Result<String, SolverError> {
        self.raw_query("(get-model)")
    }

    fn reason_unknown(&mut self) -> Result<Option<String>, SolverError> {
        // Solvers refuse the question after sat or unsat (cvc5 with an error).
        if !self.config.kind.profile().reason_unknown || !self.last_unknown {
            return Ok(None);
        }
        let reply = self.raw_query("(get-info :reason-unknown)")?;
        match parse_reason(&reply) {
            Some(r) => Ok(Some(r)),
            None => self.fail(SolverError::Protocol(format!("bad :reason-unknown reply '{}'", sexp::shorten(&reply)))),
        }
    }

    fn set_time_limit(&mut self, limit: Option<Duration>) -> Result<(), SolverError> {
        if self.config.time_limit != limit {
            self.config.time_limit = limit;
            // Restart with the new limit (option or flag) at the next command.
            self.discard();
        }
        Ok(())
    }

    fn query(&mut self, command: &str) -> Result<String, SolverError> {
        match sexp::count_commands(command) {
            Ok(1) => self.raw_query(command),
            Ok(n) => Err(SolverError::BadCommand(format!("expected one command, got {n}"))),
            Err(e) => Err(SolverError::BadCommand(e)),
        }
    }
}
