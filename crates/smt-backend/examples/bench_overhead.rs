//! Benchmarks: printing time and size of a shared chain, and per-query overhead of each driver against a raw pipe.
//!
//! Run: `cargo run --release -p smt-backend --example bench_overhead [-- QUERIES] [OPTIONS]`
//! (default 1000 queries). Prints markdown tables; solvers are found like the
//! tests do (Debian z3 at /usr/bin/z3, the venv's z3, cvc5 and yices-smt2).
//!
//! Options, for profiling one conversation (e.g. under `strace -f -c` or `perf`):
//! `--overhead-only` skips the printing table; `--solver LABEL` keeps the
//! solvers whose label contains LABEL (`debian`, `wheel`, `cvc5`, `yices`);
//! `--mode raw|raw-marker|own|rsmt2` runs only that conversation, once, and prints its time
//! (`raw-marker`: the raw pipe plus the drivers' marker after each `check-sat`, see `CHECK_MARKER`).

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use smt_backend::{
    locate_solver, make_solver, print_assert, DriverKind, Op, PrintOptions, SatResult, Sort, SolverConfig,
    SolverKind, TermStore, CHECK_MARKER,
};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let queries: usize = args.iter().find_map(|a| a.parse().ok()).unwrap_or(1000);
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).cloned();
    let solver_filter = value("--solver");
    if let Some(mode) = value("--mode") {
        for (label, kind, path) in solvers(solver_filter.as_deref()) {
            let elapsed = match mode.as_str() {
                "raw" => raw_pipe(kind, &path, queries, false),
                "raw-marker" => raw_pipe(kind, &path, queries, true),
                "own" => driver(kind, &path, DriverKind::Own, queries),
                "rsmt2" => driver(kind, &path, DriverKind::Rsmt2, queries),
                other => panic!("unknown mode '{other}' (raw, raw-marker, own, rsmt2)"),
            };
            println!("{label} {mode}: {:.3} ms/query", elapsed.as_secs_f64() * 1e3 / queries as f64);
        }
        return;
    }
    if !args.iter().any(|a| a == "--overhead-only") {
        print_linearity();
    }
    overhead(queries, solver_filter.as_deref());
}

fn print_linearity() {
    println!("## Printing a shared chain (each node uses the previous one twice), K = 30\n");
    println!("| nodes | printed bytes | bytes/node | build ms | print ms | ns/node |");
    println!("|---:|---:|---:|---:|---:|---:|");
    for n in [10_000usize, 100_000, 1_000_000] {
        let start = Instant::now();
        let mut terms = TermStore::new();
        let x = terms.declare_const("x", Sort::Int).expect("declare");
        let f = terms.declare_fun("f", &[Sort::Int, Sort::Int], Sort::Int).expect("declare");
        let mut t = x;
        for _ in 0..n {
            t = terms.app(f, &[t, t]).expect("app");
        }
        let zero = terms.int(0);
        let root = terms.app_op(Op::Gt, &[t, zero]).expect("gt");
        let built = start.elapsed();
        let start = Instant::now();
        let text = print_assert(&terms, root, PrintOptions::default()).expect("print");
        let printed = start.elapsed();
        println!(
            "| {n} | {} | {:.1} | {:.0} | {:.0} | {:.0} |",
            text.len(),
            text.len() as f64 / n as f64,
            built.as_secs_f64() * 1e3,
            printed.as_secs_f64() * 1e3,
            printed.as_secs_f64() * 1e9 / n as f64
        );
    }
    println!();
}

fn solvers(filter: Option<&str>) -> Vec<(&'static str, SolverKind, PathBuf)> {
    let mut out = Vec::new();
    if Path::new("/usr/bin/z3").exists() {
        out.push(("z3 4.8 (debian)", SolverKind::Z3, PathBuf::from("/usr/bin/z3")));
    }
    let wheel = smt_backend::venv_dir().join("bin").join("z3");
    if wheel.exists() {
        out.push(("z3 (wheel)", SolverKind::Z3, wheel));
    }
    for kind in [SolverKind::Cvc5, SolverKind::Yices] {
        match locate_solver(kind, None) {
            Ok(p) => out.push((kind.binary(), kind, p)),
            Err(e) => eprintln!("skipping {kind}: {e}"),
        }
    }
    out.retain(|(label, _, _)| filter.is_none_or(|f| label.contains(f)));
    out
}

fn overhead(queries: usize, filter: Option<&str>) {
    println!("## {queries} push/assert/check-sat/pop queries on one process (median of {REPEAT})\n");
    println!(
        "| solver | raw pipe ms/query | raw + marker / raw | own driver ms/query | own / raw | rsmt2 driver ms/query | rsmt2 / raw |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for (label, kind, path) in solvers(filter) {
        // Interleaved repetitions, median of each: the machine is shared and noisy.
        let (mut raws, mut markers, mut owns, mut rsmt2s) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for _ in 0..REPEAT {
            raws.push(raw_pipe(kind, &path, queries, false));
            markers.push(raw_pipe(kind, &path, queries, true));
            owns.push(driver(kind, &path, DriverKind::Own, queries));
            rsmt2s.push(driver(kind, &path, DriverKind::Rsmt2, queries));
        }
        let (raw, marker, own, rsmt2) = (median(raws), median(markers), median(owns), median(rsmt2s));
        let per = |d: Duration| d.as_secs_f64() * 1e3 / queries as f64;
        println!(
            "| {label} | {:.3} | {:.2} | {:.3} | {:.2} | {:.3} | {:.2} |",
            per(raw),
            marker.as_secs_f64() / raw.as_secs_f64(),
            per(own),
            own.as_secs_f64() / raw.as_secs_f64(),
            per(rsmt2),
            rsmt2.as_secs_f64() / raw.as_secs_f64()
        );
    }
}

/// Repetitions per measurement.
const REPEAT: usize = 5;

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// The same time limit for every conversation (the solver's soft limit changes its cost per check).
const LIMIT: Duration = Duration::from_secs(10);

/// The minimal conversation: the same start-up commands (print-success, models, logic, time limit),
/// the same queries, one blocking read per reply, no checks at all. With `marker`, each
/// `check-sat` is followed by the drivers' marker (`CHECK_MARKER`) in the same write, and both
/// lines are read: the cost of the marker alone, without the drivers' code.
fn raw_pipe(kind: SolverKind, path: &Path, queries: usize, marker: bool) -> Duration {
    let mut config = SolverConfig::new(kind, path);
    config.time_limit = Some(LIMIT);
    let mut child = Command::new(path)
        .args(config.args())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    let mut line = String::new();
    // Writes `cmd` and reads one line per reply, keeping the first.
    let mut exchange = |stdin: &mut std::process::ChildStdin, cmd: &str, replies: usize, line: &mut String| {
        stdin.write_all(cmd.as_bytes()).expect("write");
        stdin.flush().expect("flush");
        line.clear();
        stdout.read_line(line).expect("read");
        let mut extra = String::new();
        for _ in 1..replies {
            stdout.read_line(&mut extra).expect("read");
        }
    };
    for cmd in config.init_commands() {
        exchange(&mut stdin, &format!("{cmd}\n"), 1, &mut line);
    }
    exchange(&mut stdin, "(declare-fun x () Int)\n", 1, &mut line);
    let check = if marker { format!("(check-sat)\n{CHECK_MARKER}\n") } else { "(check-sat)\n".to_string() };
    let start = Instant::now();
    for i in 0..queries {
        exchange(&mut stdin, "(push 1)\n", 1, &mut line);
        exchange(&mut stdin, &format!("(assert (= x {i}))\n"), 1, &mut line);
        exchange(&mut stdin, &check, 1 + marker as usize, &mut line);
        assert_eq!(line.trim(), "sat");
        exchange(&mut stdin, "(pop 1)\n", 1, &mut line);
    }
    let elapsed = start.elapsed();
    let _ = child.kill();
    let _ = child.wait();
    elapsed
}

fn driver(kind: SolverKind, path: &Path, driver: DriverKind, queries: usize) -> Duration {
    let mut config = SolverConfig::new(kind, path);
    config.time_limit = Some(LIMIT);
    let mut s = make_solver(config, driver);
    s.send("(declare-fun x () Int)").expect("declare");
    let start = Instant::now();
    for i in 0..queries {
        s.push().expect("push");
        s.send(&format!("(assert (= x {i}))")).expect("assert");
        assert_eq!(s.check(&[]), Ok(SatResult::Sat));
        s.pop().expect("pop");
    }
    start.elapsed()
}
