//! The text-based `SmtSolver` trait, outcomes and errors, solver kinds and per-solver tables, and solver lookup.

use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::{Duration, Instant};

/// The answer to `check-sat`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SatResult {
    /// `sat`.
    Sat,
    /// `unsat`.
    Unsat,
    /// `unknown` (ask [`SmtSolver::reason_unknown`] why; a soft time-out is one reason).
    Unknown,
}

impl fmt::Display for SatResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SatResult::Sat => "sat",
            SatResult::Unsat => "unsat",
            SatResult::Unknown => "unknown",
        })
    }
}

/// Everything that can go wrong in a conversation with a solver.
///
/// After any error the driver discards the solver process; the next call
/// starts a fresh one and replays the commands that had succeeded (see
/// [`SmtSolver`]), so a failed command has no effect on later ones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolverError {
    /// The solver could not be started.
    Spawn(String),
    /// The hard time limit passed and the solver was killed.
    Timeout(Duration),
    /// The solver answered `(error "...")`.
    Solver(String),
    /// The solver exited or closed its output (crash, early exit).
    Crashed(String),
    /// The solver printed something that is not a valid answer to the command.
    Protocol(String),
    /// Reading from or writing to the solver failed.
    Io(String),
    /// The driver does not support this request.
    Unsupported(String),
    /// The command text given to the driver is malformed.
    BadCommand(String),
}

impl fmt::Display for SolverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolverError::Spawn(m) => write!(f, "cannot start solver: {m}"),
            SolverError::Timeout(d) => write!(f, "solver timed out after {:.1} s and was killed", d.as_secs_f64()),
            SolverError::Solver(m) => write!(f, "solver error: {m}"),
            SolverError::Crashed(m) => write!(f, "solver crashed: {m}"),
            SolverError::Protocol(m) => write!(f, "unexpected solver output: {m}"),
            SolverError::Io(m) => write!(f, "solver i/o error: {m}"),
            SolverError::Unsupported(m) => write!(f, "unsupported: {m}"),
            SolverError::BadCommand(m) => write!(f, "bad command: {m}"),
        }
    }
}

impl std::error::Error for SolverError {}

/// A conversation with an SMT solver, in SMT-LIB text.
///
/// Commands are plain SMT-LIB text (as produced by [`crate::Printer`]).
/// Drivers keep the text of every command that succeeded, scoped by
/// `push`/`pop`; when a command fails (solver error, garbage, crash, time-out)
/// the process is discarded, and the next call respawns it and replays the
/// recorded commands, so the state is as if the failed command had never been
/// sent. Answers are matched to commands by position only.
pub trait SmtSolver {
    /// A short description (`z3 (own driver)`, `fake`, ...).
    fn name(&self) -> String;

    /// Sends one or more commands that answer `success` (declarations,
    /// definitions, assertions, options). Either all succeed, or the solver
    /// state is as before the call.
    fn send(&mut self, commands: &str) -> Result<(), SolverError>;

    /// `(push 1)`.
    fn push(&mut self) -> Result<(), SolverError>;

    /// `(pop 1)`.
    fn pop(&mut self) -> Result<(), SolverError>;

    /// `(check-sat)`, or `(check-sat-assuming (a...))` when `assumptions` is not empty.
    fn check(&mut self, assumptions: &[&str]) -> Result<SatResult, SolverError>;

    /// `(get-value (t...))`: the value texts, by position (solvers may re-print the terms).
    fn get_values(&mut self, terms: &[&str]) -> Result<Vec<String>, SolverError>;

    /// `(get-model)`: the model text as the solver printed it.
    fn model(&mut self) -> Result<String, SolverError>;

    /// `(get-info :reason-unknown)`, or `None` where the solver does not support it.
    fn reason_unknown(&mut self) -> Result<Option<String>, SolverError>;

    /// Sets the time limit of each later `check` (and the reply limit of every command); `None` for no limit.
    fn set_time_limit(&mut self, limit: Option<Duration>) -> Result<(), SolverError>;

    /// Sends a command that answers with one s-expression (e.g. `(get-info :version)`) and returns it.
    fn query(&mut self, command: &str) -> Result<String, SolverError>;

    /// Starts the solver now, without waiting for it to be ready, so that it sets itself up
    /// while the caller does other work. Best effort: a driver that cannot, or a start that
    /// fails, leaves the start (and its error) to the first command. Default: nothing.
    fn start_early(&mut self) {}
}

/// The command both drivers send after every `check-sat` (in the same write) to detect a stale
/// or extra answer: its reply must come right after the check's answer and be
/// [`CHECK_MARKER_REPLY`], so one line too many or too few anywhere before it shifts the stream
/// and is caught. It also confirms that print-success is still on.
///
/// `(get-info :version)` served the same purpose but costs cvc5 1.0.3 about 30 µs per check
/// (4 µs for this option); z3 and yices answer both in about the same time.
pub const CHECK_MARKER: &str = "(get-option :print-success)";

/// The reply expected to [`CHECK_MARKER`].
pub const CHECK_MARKER_REPLY: &str = "true";

/// The solvers rboogie knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SolverKind {
    /// Z3 (`z3 -in -smt2`).
    Z3,
    /// cvc5.
    Cvc5,
    /// Yices 2 through `yices-smt2`.
    Yices,
}

impl SolverKind {
    /// All kinds, in a stable order.
    pub const ALL: [SolverKind; 3] = [SolverKind::Z3, SolverKind::Cvc5, SolverKind::Yices];

    /// The command-line name (`z3`, `cvc5`, `yices`).
    pub fn as_str(self) -> &'static str {
        match self {
            SolverKind::Z3 => "z3",
            SolverKind::Cvc5 => "cvc5",
            SolverKind::Yices => "yices",
        }
    }

    /// The executable looked for on `PATH` and in the venv.
    pub fn binary(self) -> &'static str {
        match self {
            SolverKind::Z3 => "z3",
            SolverKind::Cvc5 => "cvc5",
            SolverKind::Yices => "yices-smt2",
        }
    }

    /// The environment variable naming the solver binary.
    pub fn env_var(self) -> &'static str {
        match self {
            SolverKind::Z3 => "RBOOGIE_Z3",
            SolverKind::Cvc5 => "RBOOGIE_CVC5",
            SolverKind::Yices => "RBOOGIE_YICES",
        }
    }

    /// The per-solver table.
    pub fn profile(self) -> &'static SolverProfile {
        match self {
            SolverKind::Z3 => &Z3_PROFILE,
            SolverKind::Cvc5 => &CVC5_PROFILE,
            SolverKind::Yices => &YICES_PROFILE,
        }
    }
}

impl fmt::Display for SolverKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for SolverKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "z3" => Ok(SolverKind::Z3),
            "cvc5" => Ok(SolverKind::Cvc5),
            "yices" | "yices-smt2" => Ok(SolverKind::Yices),
            _ => Err(format!("unknown solver '{s}' (expected z3, cvc5 or yices)")),
        }
    }
}

/// Which driver talks to the solver process.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum DriverKind {
    /// The in-house process driver ([`crate::ProcessSolver`]), the default.
    #[default]
    Own,
    /// The `rsmt2`-based driver ([`crate::Rsmt2Solver`]).
    Rsmt2,
}

impl DriverKind {
    /// The command-line name (`own`, `rsmt2`).
    pub fn as_str(self) -> &'static str {
        match self {
            DriverKind::Own => "own",
            DriverKind::Rsmt2 => "rsmt2",
        }
    }
}

impl fmt::Display for DriverKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for DriverKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "own" => Ok(DriverKind::Own),
            "rsmt2" => Ok(DriverKind::Rsmt2),
            _ => Err(format!("unknown solver driver '{s}' (expected own or rsmt2)")),
        }
    }
}

/// How a solver takes its soft time limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeLimitStyle {
    /// `(set-option <name> <milliseconds>)`; the second field is the value that removes
    /// the limit again (so changing a limit never restarts the process).
    OptionMillis(&'static str, &'static str),
    /// A command-line flag `<prefix><seconds, rounded up>`; changing it restarts the process.
    FlagSeconds(&'static str),
}

/// What rboogie knows about one solver: flags, logic, time limits, quirks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolverProfile {
    /// Which solver.
    pub kind: SolverKind,
    /// Command-line flags for an interactive SMT-LIB 2 session on stdin.
    pub args: &'static [&'static str],
    /// `(set-logic ...)` sent at start when the caller gives none (`None`: send nothing).
    pub default_logic: Option<&'static str>,
    /// How the soft time limit is given.
    pub time_limit: TimeLimitStyle,
    /// Whether `(get-info :reason-unknown)` is supported.
    pub reason_unknown: bool,
    /// Send `(push 1)` right after start: z3 4.8.12 ignores `:timeout` on a
    /// first non-incremental (nonlinear) query otherwise.
    pub initial_push: bool,
    /// Restart the process after this many checks (cvc5 slows down over thousands of queries).
    pub recycle_after: Option<u32>,
    /// Give the queries after a check that took at least this long a new process (the
    /// default of [`SolverConfig::fresh_after`]). A solver keeps state of its searches past
    /// their `pop` (z3's case-split and instantiation heuristics), and the next query is
    /// then a different problem from the same query in a new process, even after a short
    /// search; Boogie 2.4.1 `(reset)`s z3 before every implementation. z3's threshold is
    /// 20 ms: checks that quick (small files, many trivial implementations) keep the process
    /// and save its start-up (docs/BENCHMARKS.md, "A new solver process after a long check").
    pub fresh_after: Option<Duration>,
    /// The largest `distinct` worth sending: a solver that expands `(distinct t1 .. tn)` into
    /// its n(n-1)/2 disequalities (cvc5 1.0.3 spends 19 s at the first `push` after one
    /// `distinct` of 1,183 constants) gets larger ones in another form (`None`: no limit).
    pub distinct_limit: Option<usize>,
    /// Environment variables set for the solver process unless rboogie's own environment
    /// already sets them.
    pub env: &'static [(&'static str, &'static str)],
}

/// z3: `-in -smt2`, `:timeout` in ms, initial `(push 1)`.
pub const Z3_PROFILE: SolverProfile = SolverProfile {
    kind: SolverKind::Z3,
    args: &["-in", "-smt2"],
    default_logic: None,
    time_limit: TimeLimitStyle::OptionMillis(":timeout", "4294967295"),
    reason_unknown: true,
    initial_push: true,
    recycle_after: None,
    fresh_after: Some(Duration::from_millis(20)),
    distinct_limit: None,
    // glibc's malloc on transparent huge pages: z3 touches about 24 MB while it sets itself
    // up, and with 2 MB pages that costs fewer page faults (measured: 4-5 ms less per process,
    // 14.4 -> 10.8 ms for a one-declaration script, z3 4.8.12). It does not help cvc5 or yices.
    env: &[("GLIBC_TUNABLES", "glibc.malloc.hugetlb=1")],
};

/// cvc5: `--lang=smt2 --incremental`, `:tlimit-per` in ms, logic `ALL`, recycled every 1000 checks.
pub const CVC5_PROFILE: SolverProfile = SolverProfile {
    kind: SolverKind::Cvc5,
    args: &["--lang=smt2", "--incremental"],
    default_logic: Some("ALL"),
    time_limit: TimeLimitStyle::OptionMillis(":tlimit-per", "0"),
    reason_unknown: true,
    initial_push: false,
    recycle_after: Some(1000),
    fresh_after: None,
    distinct_limit: Some(64),
    env: &[],
};

/// yices-smt2: `--incremental --smt2-model-format`, `--timeout=<s>` on the command line, logic `ALL`,
/// no quantifiers, no `:reason-unknown`.
pub const YICES_PROFILE: SolverProfile = SolverProfile {
    kind: SolverKind::Yices,
    args: &["--incremental", "--smt2-model-format"],
    default_logic: Some("ALL"),
    time_limit: TimeLimitStyle::FlagSeconds("--timeout="),
    reason_unknown: false,
    initial_push: false,
    recycle_after: None,
    fresh_after: None,
    distinct_limit: None,
    env: &[],
};

/// How to start and drive one solver.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolverConfig {
    /// Which solver's table to use.
    pub kind: SolverKind,
    /// The executable.
    pub path: PathBuf,
    /// Extra command-line arguments, after the profile's.
    pub extra_args: Vec<String>,
    /// The logic to set at start; `None` uses the profile's default.
    pub logic: Option<String>,
    /// Soft time limit per check; the process is killed at [`SolverConfig::hard_limit`].
    pub time_limit: Option<Duration>,
    /// Reply limit for commands when no time limit is set (a solver silent that long is killed).
    pub reply_limit: Duration,
    /// A check that took at least this long leaves its process stale: at the next `pop` the
    /// process is discarded, and the next command starts a new one that replays the commands
    /// still in scope (see [`SolverProfile::fresh_after`]). `None`: processes are reused.
    pub fresh_after: Option<Duration>,
    /// Processes started for this configuration register here, so that another thread can
    /// kill them (a portfolio's losing racers; see [`crate::cancel`]).
    pub kill_switch: Option<crate::cancel::KillSwitch>,
}

impl SolverConfig {
    /// A configuration with the profile's defaults and no time limit.
    pub fn new(kind: SolverKind, path: impl Into<PathBuf>) -> SolverConfig {
        SolverConfig {
            kind,
            path: path.into(),
            extra_args: Vec::new(),
            logic: None,
            time_limit: None,
            reply_limit: Duration::from_secs(60),
            fresh_after: kind.profile().fresh_after,
            kill_switch: None,
        }
    }

    /// The hard limit after which a silent solver is killed: 1.1 times the time limit
    /// (or the reply limit when there is no time limit).
    pub fn hard_limit(&self) -> Duration {
        match self.time_limit {
            Some(limit) => limit + limit / 10,
            None => self.reply_limit,
        }
    }

    /// When a command sent now must have been answered: the hard limit from now.
    pub(crate) fn deadline(&self) -> Instant {
        Instant::now() + self.hard_limit()
    }

    /// The full argument list: profile flags, the time-limit flag where the solver takes it there, extras.
    pub fn args(&self) -> Vec<String> {
        let profile = self.kind.profile();
        let mut args: Vec<String> = profile.args.iter().map(|s| s.to_string()).collect();
        if let (TimeLimitStyle::FlagSeconds(prefix), Some(limit)) = (profile.time_limit, self.time_limit) {
            let secs = limit.as_millis().div_ceil(1000).max(1);
            args.push(format!("{prefix}{secs}"));
        }
        args.extend(self.extra_args.iter().cloned());
        args
    }

    /// The profile's environment variables that rboogie's own environment does not set.
    pub fn env(&self) -> Vec<(&'static str, &'static str)> {
        self.kind.profile().env.iter().copied().filter(|(k, _)| std::env::var_os(k).is_none()).collect()
    }

    /// The commands sent right after start (print-success first, then models, logic, time limit, push).
    pub fn init_commands(&self) -> Vec<String> {
        let profile = self.kind.profile();
        let mut cmds = vec![
            "(set-option :print-success true)".to_string(),
            "(set-option :produce-models true)".to_string(),
        ];
        if let Some(logic) = self.logic.as_deref().or(profile.default_logic) {
            cmds.push(format!("(set-logic {logic})"));
        }
        if let (TimeLimitStyle::OptionMillis(option, none), Some(_)) = (profile.time_limit, self.time_limit) {
            cmds.push(time_limit_command(option, none, self.time_limit));
        }
        if profile.initial_push {
            cmds.push("(push 1)".to_string());
        }
        cmds
    }
}

/// The `(set-option ...)` command that sets a soft time limit of the option style (`none`
/// is the option's value for "no limit").
pub(crate) fn time_limit_command(option: &str, none: &str, limit: Option<Duration>) -> String {
    match limit {
        Some(limit) => format!("(set-option {option} {})", limit.as_millis().max(1)),
        None => format!("(set-option {option} {none})"),
    }
}

/// Finds a solver binary, at run time, in this order:
///
/// 1. `explicit_path` (the `--solver-path` flag);
/// 2. the environment variable of the solver (`RBOOGIE_Z3`, `RBOOGIE_CVC5`, `RBOOGIE_YICES`);
/// 3. a venv as `scripts/install-solvers.sh` fills it: `$RBOOGIE_VENV/bin` if that variable is
///    set, else `.venv/bin` in the current directory or its nearest ancestor that has one, then
///    the same walking up from the executable's directory (so `target/release/rboogie` finds
///    its checkout's `.venv` from anywhere);
/// 4. `PATH`, then `/usr/bin`.
///
/// The choice is logged with `tracing` at info level (`RBOOGIE_LOG=info rboogie ...`).
/// Nothing is fixed at build time: a binary built in one checkout and run in another uses the
/// venv it finds at run time.
pub fn locate_solver(kind: SolverKind, explicit_path: Option<&Path>) -> Result<PathBuf, String> {
    let found = locate_with(kind, explicit_path, &LookupEnv::from_process(kind));
    if let Ok((path, how)) = &found {
        tracing::info!(solver = %kind, found_by = %how, "using solver {}", path.display());
    }
    found.map(|(path, _)| path)
}

/// What [`locate_solver`] looks at, gathered from the process so the order can be tested.
#[derive(Clone, Debug, Default)]
pub(crate) struct LookupEnv {
    /// The value of the solver's variable (`RBOOGIE_Z3`, ...).
    pub(crate) solver_var: Option<std::ffi::OsString>,
    /// The value of `RBOOGIE_VENV`.
    pub(crate) venv_var: Option<std::ffi::OsString>,
    /// The current directory.
    pub(crate) cwd: Option<PathBuf>,
    /// The running executable.
    pub(crate) exe: Option<PathBuf>,
    /// The value of `PATH`.
    pub(crate) path_var: Option<std::ffi::OsString>,
    /// Directories tried last (`/usr/bin`).
    pub(crate) system_dirs: Vec<PathBuf>,
}

impl LookupEnv {
    fn from_process(kind: SolverKind) -> LookupEnv {
        let non_empty = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
        LookupEnv {
            solver_var: non_empty(kind.env_var()),
            venv_var: non_empty("RBOOGIE_VENV"),
            cwd: std::env::current_dir().ok(),
            exe: std::env::current_exe().ok(),
            path_var: std::env::var_os("PATH"),
            system_dirs: vec![PathBuf::from("/usr/bin")],
        }
    }

    /// The venvs to look in, in order: `$RBOOGIE_VENV` alone if set, else every `.venv`
    /// directory found walking up from the current directory, then from the executable's.
    fn venvs(&self) -> Vec<PathBuf> {
        if let Some(dir) = &self.venv_var {
            return vec![PathBuf::from(dir)];
        }
        let mut out: Vec<PathBuf> = Vec::new();
        let exe_dir = self.exe.as_ref().and_then(|e| e.parent().map(Path::to_path_buf));
        for start in [self.cwd.clone(), exe_dir].into_iter().flatten() {
            for dir in start.ancestors() {
                let venv = dir.join(".venv");
                if venv.is_dir() && !out.contains(&venv) {
                    out.push(venv);
                }
            }
        }
        out
    }
}

/// `path` as the file it names: a bare name (`z3`) is the file in the current directory
/// (`./z3`), where [`is_executable`] found it; spawned as `z3`, it would be looked up in
/// `PATH` instead.
fn file_path(path: &Path) -> PathBuf {
    match path.parent() {
        Some(dir) if dir.as_os_str().is_empty() => Path::new(".").join(path),
        _ => path.to_path_buf(),
    }
}

/// [`locate_solver`] over explicit facts; returns the path and how it was found.
pub(crate) fn locate_with(
    kind: SolverKind,
    explicit_path: Option<&Path>,
    env: &LookupEnv,
) -> Result<(PathBuf, String), String> {
    let how = "run scripts/install-solvers.sh (installs z3, cvc5 and yices-smt2), or pass --solver-path";
    if let Some(path) = explicit_path {
        return if is_executable(path) {
            Ok((file_path(path), "--solver-path".into()))
        } else {
            Err(format!("solver '{}' is not an executable file", path.display()))
        };
    }
    if let Some(value) = &env.solver_var {
        let path = PathBuf::from(value);
        return if is_executable(&path) {
            Ok((file_path(&path), kind.env_var().into()))
        } else {
            Err(format!("{}='{}' is not an executable file; {how}", kind.env_var(), path.display()))
        };
    }
    for venv in env.venvs() {
        let candidate = venv.join("bin").join(kind.binary());
        if is_executable(&candidate) {
            return Ok((candidate, format!("venv {}", venv.display())));
        }
    }
    if let Some(paths) = &env.path_var {
        for dir in std::env::split_paths(paths) {
            let candidate = dir.join(kind.binary());
            if is_executable(&candidate) {
                return Ok((candidate, "PATH".into()));
            }
        }
    }
    for dir in &env.system_dirs {
        let candidate = dir.join(kind.binary());
        if is_executable(&candidate) {
            return Ok((candidate, dir.display().to_string()));
        }
    }
    let venv_note = if env.venv_var.is_some() {
        "$RBOOGIE_VENV/bin".to_string()
    } else {
        let mut places: Vec<String> = Vec::new();
        if let Some(cwd) = &env.cwd {
            places.push(cwd.display().to_string());
        }
        if let Some(exe_dir) = env.exe.as_ref().and_then(|e| e.parent()) {
            places.push(exe_dir.display().to_string());
        }
        format!(".venv/bin above {}", if places.is_empty() { "nothing".into() } else { places.join(" and ") })
    };
    let system: Vec<String> = env.system_dirs.iter().map(|d| d.display().to_string()).collect();
    Err(format!(
        "no {} solver found (looked at {}, {venv_note}, PATH, {}); {how}",
        kind.binary(),
        kind.env_var(),
        system.join(", ")
    ))
}

/// The venv the install script fills, found at run time: `$RBOOGIE_VENV` if set, else the
/// nearest `.venv` directory walking up from the current directory, then from the executable's
/// directory (see [`locate_solver`]); `None` if there is none.
pub fn find_venv() -> Option<PathBuf> {
    LookupEnv::from_process(SolverKind::Z3).venvs().into_iter().next()
}

/// [`find_venv`], or `.venv` in the current directory (which then does not exist) if none is found.
pub fn venv_dir() -> PathBuf {
    find_venv().unwrap_or_else(|| PathBuf::from(".venv"))
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0).unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    /// A fresh temporary directory, removed on drop.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new(name: &str) -> TempDir {
            let nanos =
                std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
            let dir = std::env::temp_dir().join(format!("smt-backend-{name}-{}-{nanos}", std::process::id()));
            std::fs::create_dir_all(&dir).unwrap();
            TempDir(dir)
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    fn executable(path: &Path) -> PathBuf {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, "#!/bin/sh\n").unwrap();
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path.to_path_buf()
    }

    #[test]
    fn lookup_order_is_flag_variable_venv_from_cwd_then_exe_then_path_then_system() {
        let tmp = TempDir::new("lookup");
        let root = &tmp.0;
        // A checkout with a venv, the current directory deep inside it.
        let cwd_venv_z3 = executable(&root.join("checkout/.venv/bin/z3"));
        let cwd = root.join("checkout/crates/cli");
        std::fs::create_dir_all(&cwd).unwrap();
        // Another checkout whose target directory holds the running binary.
        let exe_venv_z3 = executable(&root.join("other/.venv/bin/z3"));
        let exe = root.join("other/target/release/rboogie");
        let explicit = executable(&root.join("flag/z3"));
        let from_var = executable(&root.join("var/z3"));
        let named_venv_z3 = executable(&root.join("named-venv/bin/z3"));
        let on_path = executable(&root.join("path-dir/z3"));
        let system = executable(&root.join("system/z3"));
        let elsewhere = root.join("elsewhere");
        std::fs::create_dir_all(&elsewhere).unwrap();

        let mut env = LookupEnv {
            solver_var: Some(from_var.clone().into()),
            venv_var: Some(root.join("named-venv").into()),
            cwd: Some(cwd),
            exe: Some(exe),
            path_var: Some(root.join("path-dir").into()),
            system_dirs: vec![root.join("system")],
        };
        let found = |env: &LookupEnv, flag: Option<&Path>| locate_with(SolverKind::Z3, flag, env).map(|(p, _)| p);

        assert_eq!(found(&env, Some(&explicit)), Ok(explicit.clone()), "the flag comes first");
        assert_eq!(file_path(Path::new("z3")), PathBuf::from("./z3"), "a bare name is a file here, not a PATH lookup");
        assert_eq!(file_path(Path::new("bin/z3")), PathBuf::from("bin/z3"));
        assert_eq!(file_path(Path::new("/usr/bin/z3")), PathBuf::from("/usr/bin/z3"));
        assert!(found(&env, Some(&root.join("flag/missing"))).is_err(), "a bad flag is an error, not skipped");
        assert_eq!(found(&env, None), Ok(from_var), "then RBOOGIE_Z3");
        env.solver_var = Some(root.join("var/missing").into());
        assert!(found(&env, None).unwrap_err().contains("RBOOGIE_Z3"), "a bad variable is an error");
        env.solver_var = None;
        assert_eq!(found(&env, None), Ok(named_venv_z3), "then $RBOOGIE_VENV/bin");
        env.venv_var = Some(root.join("named-venv-without-z3").into());
        assert_eq!(found(&env, None), Ok(on_path.clone()), "$RBOOGIE_VENV replaces the search for .venv");
        env.venv_var = None;
        assert_eq!(found(&env, None), Ok(cwd_venv_z3), "then .venv walking up from the current directory");
        env.cwd = Some(elsewhere.clone());
        assert_eq!(found(&env, None), Ok(exe_venv_z3), "then .venv walking up from the executable");
        env.exe = Some(root.join("no-venv/rboogie"));
        assert_eq!(found(&env, None), Ok(on_path), "then PATH");
        env.path_var = Some(elsewhere.clone().into());
        assert_eq!(found(&env, None), Ok(system), "then /usr/bin");
        env.system_dirs = vec![elsewhere];
        let err = found(&env, None).unwrap_err();
        assert!(err.contains("install-solvers.sh"), "{err}");
    }
}
