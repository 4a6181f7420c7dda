//! A generator-driven fuzz harness (for machines without `cargo fuzz`): mutates corpus
//! files (byte flips, token splices, truncations, random nesting, invalid UTF-8) and runs
//! `parse_file` on each mutant under `catch_unwind`, for a given number of seconds.
//!
//! Usage: `cargo run --release -p boogie-parse --example fuzz_mutate -- DIR SECONDS [SEED]`.
//! Prints the number of executions; a panicking or slow (> 5 s) input is written to
//! `/tmp/boogie-parse-fuzz-*.bpl` and reported, and the exit status is 1.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 { 0 } else { (self.next() % n as u64) as usize }
    }
}

const SNIPPETS: &[&str] = &[
    "(", ")", "{", "}", "[", "]", "|{", "}|", "/*", "*/", "//", "\"", "#line 3 x.bpl\n", "\n#if FILE_0\n", "\n#else\n",
    "\n#endif\n", "\n#foo\n", ":", "::", ":=", ";", ",", "<", ">", "<==", "==>", "<==>", "&&", "||", "forall x: int ::",
    "lambda", "(var x := 1; x)", "if", "then", "else", "while (*)", "call", "goto L;", "L:", "break;", "return;", "{:a}",
    "{:nopats 1}", "-0x1.0e0f24e8", "99999999999999999999bv99999999999", "1e", "0bv", "\\", "\u{fffd}", "\u{3bb}",
    "procedure P()", "function f(x, y: int): int;", "type T _ = [T]int;", "datatype D { C(x: int) }", "x[8:0]", "x->f",
    "e is C", "old(", "int(", "yield", "async call", "var", "const", "axiom", "implementation",
];

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|e| e == "bpl") {
            out.push(p);
        }
    }
}

fn mutate(rng: &mut Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    let mut data = seeds.get(rng.below(seeds.len())).cloned().unwrap_or_default();
    let rounds = 1 + rng.below(8);
    for _ in 0..rounds {
        let len = data.len();
        match rng.below(9) {
            0 if len > 0 => {
                let i = rng.below(len);
                data[i] ^= 1 << rng.below(8);
            }
            1 => {
                let i = rng.below(len + 1);
                data.insert(i, rng.next() as u8);
            }
            2 if len > 0 => {
                let i = rng.below(len);
                let n = rng.below((len - i).min(64) + 1);
                data.drain(i..i + n);
            }
            3 => {
                let s = SNIPPETS[rng.below(SNIPPETS.len())].as_bytes();
                let i = rng.below(len + 1);
                data.splice(i..i, s.iter().copied());
            }
            4 if len > 0 => data.truncate(rng.below(len)),
            5 => {
                // Splice a range of another seed.
                if let Some(other) = seeds.get(rng.below(seeds.len())) {
                    if !other.is_empty() {
                        let a = rng.below(other.len());
                        let b = (a + rng.below(200)).min(other.len());
                        let i = rng.below(len + 1);
                        data.splice(i..i, other[a..b].iter().copied());
                    }
                }
            }
            6 => {
                // Random deep nesting.
                let depth = 1 + rng.below(20_000);
                let (open, close): (&[u8], &[u8]) = match rng.below(4) {
                    0 => (b"(", b")"),
                    1 => (b"if (x) {", b"}"),
                    2 => (b"[", b"]"),
                    _ => (b"-!", b""),
                };
                let i = rng.below(len + 1);
                let mut ins = open.repeat(depth);
                ins.extend_from_slice(b"x");
                ins.extend(close.repeat(rng.below(depth + 1)));
                data.splice(i..i, ins);
            }
            7 if len > 0 => {
                let i = rng.below(len);
                data[i] = [0xff, 0xc3, 0x80, 0x0c, 0x00, b'#', b'\r'][rng.below(7)];
            }
            _ => {
                // Duplicate a range of the input itself.
                if len > 0 {
                    let a = rng.below(len);
                    let b = (a + rng.below(100)).min(len);
                    let piece = data[a..b].to_vec();
                    let i = rng.below(len + 1);
                    data.splice(i..i, piece);
                }
            }
        }
    }
    data
}

fn run() -> i32 {
    let args: Vec<String> = std::env::args().collect();
    let dir = args.get(1).cloned().unwrap_or_else(|| "/work/shared/conformance/corpus".into());
    let secs: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(60);
    let seed: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(0x9e37_79b9_7f4a_7c15);
    let mut paths = Vec::new();
    walk(Path::new(&dir), &mut paths);
    let mut seeds: Vec<Vec<u8>> = paths.iter().filter_map(|p| std::fs::read(p).ok()).collect();
    seeds.push(Vec::new());
    std::panic::set_hook(Box::new(|_| {}));
    let mut rng = Rng(seed | 1);
    let start = Instant::now();
    let (mut execs, mut bad) = (0u64, 0u32);
    while start.elapsed() < Duration::from_secs(secs) {
        let input = mutate(&mut rng, &seeds);
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
