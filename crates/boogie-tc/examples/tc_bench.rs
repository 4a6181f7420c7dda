//! Benchmark: resolution + type checking throughput (MB/s) on a large file.
//!
//! `cargo run --release -p boogie-tc --example tc_bench -- FILE [ROUNDS]`. Parsing is
//! timed separately and not included in the figure.

use std::time::Instant;

/// User + system CPU time of this thread in seconds (Linux `/proc/thread-self/stat`,
/// 10 ms ticks), less disturbed than the wall clock on a shared machine; `None` elsewhere.
fn cpu_s() -> Option<f64> {
    let s = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let rest = &s[s.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: tc_bench FILE [ROUNDS]");
        std::process::exit(2);
    };
    let rounds: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(3);
    let src = match std::fs::read_to_string(&path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            std::process::exit(1);
        }
    };
    let mb = src.len() as f64 / 1e6;
    let t0 = Instant::now();
    let (program, diags) = boogie_parse::parse_program(&src, "bench.bpl");
    let parse_s = t0.elapsed().as_secs_f64();
    if !diags.is_empty() {
        eprintln!("parse errors: {}", diags.len());
    }
    let mut best = f64::MAX;
    let mut best_cpu = f64::MAX;
    for _ in 0..rounds {
        let t = Instant::now();
        let c0 = cpu_s();
        let res = boogie_tc::check(&program, "bench.bpl");
        let s = t.elapsed().as_secs_f64();
        if let (Some(a), Some(b)) = (c0, cpu_s()) {
            best_cpu = best_cpu.min(b - a);
        }
        if let Err(f) = &res {
            eprintln!("check failed: {} diagnostics", f.diagnostics.len());
        }
        drop(res);
        best = best.min(s);
    }
    println!("file: {path} ({mb:.1} MB)");
    println!("parse: {parse_s:.3} s ({:.1} MB/s)", mb / parse_s);
    println!("resolve+typecheck (best of {rounds}): {best:.3} s ({:.1} MB/s)", mb / best);
    if best_cpu < f64::MAX {
        println!("resolve+typecheck on-CPU time (best of {rounds}): {best_cpu:.3} s ({:.1} MB/s)", mb / best_cpu);
    }
}
