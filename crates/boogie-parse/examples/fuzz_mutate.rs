//! A generator-driven fuzz harness (for machines without `cargo fuzz`): mutates corpus
//! files (byte flips, token splices, truncations, random nesting, invalid UTF-8) and runs
//! `parse_file` on each mutant under `catch_unwind`, for a given number of seconds.
//!
//! Usage: `cargo run --release -p boogie-parse --example fuzz_mutate -- DIR SECONDS [SEED]`.
//! Prints the number of executions; a panicking or slow (> 5 s) input is written to
//! `/tmp/boogie-parse-fuzz-*.bpl` and reported, and the exit status is 1.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

#[path = "../tests/mutate/mod.rs"]
mod mutate;
use mutate::{bpl_files, mutate, Rng};
use std::time::{Duration, Instant};

fn run() -> i32 {
    let args: Vec<String> = std::env::args().collect();
    let dir = args.get(1).cloned().unwrap_or_else(|| "/work/shared/conformance/corpus".into());
    let secs: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(60);
    let seed: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(0x9e37_79b9_7f4a_7c15);
    let paths = bpl_files(Path::new(&dir));
    let mut seeds: Vec<Vec<u8>> = paths.iter().filter_map(|p| std::fs::read(p).ok()).collect();
    seeds.push(Vec::new());
    std::panic::set_hook(Box::new(|_| {}));
    let mut rng = Rng(seed | 1);
    let start = Instant::now();
    let (mut execs, mut bad) = (0u64, 0u32);
    while start.elapsed() < Duration::from_secs(secs) {
        let first = seeds.get(rng.below(seeds.len())).cloned().unwrap_or_default();
        let input = mutate(&mut rng, first, &seeds, 8, 20_000);
        let t0 = Instant::now();
        let res = catch_unwind(AssertUnwindSafe(|| {
            let mut files = boogie_ast::Files::default();
            let out = boogie_parse::parse_file(&input, "fuzz.bpl", 0, &mut files);
            out.1.len()
        }));
        let slow = t0.elapsed() > Duration::from_secs(5);
        execs += 1;
        if res.is_err() || slow {
            let path = format!("/tmp/boogie-parse-fuzz-{bad}.bpl");
            let _ = std::fs::write(&path, &input);
            println!("{} input after {execs} execs written to {path}", if slow { "SLOW" } else { "PANIC" });
            bad += 1;
        }
    }
    println!("fuzz_mutate: {execs} execs in {secs} s from {} seeds, {bad} failing inputs", seeds.len());
    i32::from(bad > 0)
}

fn main() {
    let code = std::thread::Builder::new().stack_size(1 << 30).spawn(run).map(|h| h.join().unwrap_or(2)).unwrap_or(2);
    std::process::exit(code);
}
