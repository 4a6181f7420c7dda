//! Printer throughput: parses Boogie files, then times `print_program` and reports MB/s.
//!
//! `cargo run --release -p tests --example print_bench [FILE.bpl ...]`
//!
//! With files, their declarations are concatenated; without, every file of the own corpus
//! and of the conformance corpus that parses is used. The declarations are repeated until
//! the printed program is at least 10 MB. Also reports `to_json` for comparison.

use std::time::Instant;

use boogie_ast::json::to_json;
use boogie_ast::print::print_program;
use boogie_ast::{Form, Program};

const TARGET_BYTES: usize = 10 * 1000 * 1000;
const RUNS: usize = 5;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let paths = if args.is_empty() {
        let mut paths = tests::bpl_files(&tests::own_corpus_dir());
        if let Some(dir) = tests::conformance_corpus_dir() {
            paths.extend(tests::bpl_files(&dir));
        }
        paths
    } else {
        args.iter().map(Into::into).collect()
    };
    let mut base = Program { files: Default::default(), decls: Vec::new() };
    let mut used = 0;
    for path in &paths {
        let Ok(bytes) = std::fs::read(path) else { continue };
        let src = String::from_utf8_lossy(&bytes);
        let (program, diags) = boogie_parse::parse_program(&src, &path.display().to_string());
        if diags.is_empty() {
            base.decls.extend(program.decls);
            used += 1;
        }
    }
    if base.decls.is_empty() {
        eprintln!("print_bench: no input parsed");
        std::process::exit(1);
    }
    let one = print_program(&base).len();
    let copies = TARGET_BYTES.div_ceil(one.max(1));
    let mut program = Program { files: Default::default(), decls: Vec::with_capacity(base.decls.len() * copies) };
    for _ in 0..copies {
        program.decls.extend(base.decls.iter().cloned());
    }
    println!("input: {used} files, {} declarations x {copies} = {}", base.decls.len(), program.decls.len());

    let mut best = f64::MAX;
    let mut size = 0;
    for _ in 0..RUNS {
        let start = Instant::now();
        let text = print_program(&program);
        best = best.min(start.elapsed().as_secs_f64());
        size = text.len();
    }
    println!(
        "print_program: {:.1} MB in {:.1} ms (best of {RUNS}): {:.0} MB/s",
        size as f64 / 1e6,
        best * 1e3,
        size as f64 / 1e6 / best
    );

    let start = Instant::now();
    let json = to_json(&program, Form::Parsed);
    let secs = start.elapsed().as_secs_f64();
    println!("to_json: {:.1} MB in {:.1} ms: {:.0} MB/s", json.len() as f64 / 1e6, secs * 1e3, json.len() as f64 / 1e6 / secs);
}
