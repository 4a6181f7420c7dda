//! Differential test of the two-pass parser: `parser::parse` (the fast `EmptyErr` pass,
//! falling back to the full pass when the fast pass made any error) against
//! `parser::parse_full` alone (the full Coco/R-emulating error machinery), on every corpus
//! file and on deterministic mutations of them (the mutation kinds of
//! `examples/fuzz_mutate.rs`). The ASTs and the diagnostics must be identical, compared
//! through their `Debug` text so that positions (which `==` ignores) count as well.
//!
//! The corpus lives in `/work/shared/conformance/corpus` (override with `BOOGIE_CORPUS`);
//! when it is absent only a few built-in inputs are checked.

use std::path::{Path, PathBuf};

use boogie_ast::Files;
use boogie_parse::parser::{self, Toks};
use boogie_parse::pre;

/// Mutations per corpus file.
const MUTATIONS: usize = 16;

fn corpus_dir() -> PathBuf {
    std::env::var_os("BOOGIE_CORPUS").map(PathBuf::from).unwrap_or_else(|| PathBuf::from("/work/shared/conformance/corpus"))
}

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
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

const SNIPPETS: &[&str] = &[
    "(", ")", "{", "}", "[", "]", "|{", "}|", "/*", "*/", "//", "\"", "#line 3 x.bpl\n", "\n#if FILE_0\n", "\n#else\n",
    "\n#endif\n", "\n#foo\n", ":", "::", ":=", ";", ",", "<", ">", "<==", "==>", "<==>", "&&", "||", "forall x: int ::",
    "lambda", "(var x := 1; x)", "if", "then", "else", "while (*)", "call", "goto L;", "L:", "break;", "return;", "{:a}",
    "{:nopats 1}", "-0x1.0e0f24e8", "99999999999999999999bv99999999999", "1e", "0bv", "\\", "\u{fffd}", "\u{3bb}",
    "procedure P()", "function f(x, y: int): int;", "type T _ = [T]int;", "datatype D { C(x: int) }", "x[8:0]", "x->f",
    "e is C", "old(", "int(", "yield", "async call", "var", "const", "axiom", "implementation", "x[1:0 := 2]", "a <== b",
    "a ==> b <== c", "a && b || c", "a < b < c", "2 ** 3 ** 4", "x : bv8", "1:0", "{:define}", "{x}", "push;", "pop;",
    "hide *;", "reveal f;", "x := y", ";;", "unique", "where x > 0", "returns (r: int)", "{ }", "a, b := 1, 2;",
];

fn mutate(rng: &mut Rng, seed: &[u8], seeds: &[Vec<u8>]) -> Vec<u8> {
    let mut data = seed.to_vec();
    let rounds = 1 + rng.below(4);
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
                let depth = 1 + rng.below(300);
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

/// `(fast pass succeeded, equal)`, with the two renderings when they differ.
fn compare(src: &[u8]) -> (bool, Option<(String, String)>) {
    let mut files = Files::default();
    let file = files.intern("diff.bpl");
    let pre = pre::preprocess(src, file, 0, &mut files);
    let toks = Toks::new(&pre);
    let fast_ok = parser::parse_fast(&toks).is_some();
    let two_pass = parser::parse(&pre);
    let full = parser::parse_full(&Toks::new(&pre));
    let a = format!("{two_pass:?}");
    let b = format!("{full:?}");
    (fast_ok, if a == b { None } else { Some((a, b)) })
}

#[test]
fn fast_and_full_agree() {
    let handle = std::thread::Builder::new().stack_size(1 << 30).spawn(run).unwrap();
    handle.join().unwrap();
}

fn run() {
    let mut paths = Vec::new();
    walk(&corpus_dir(), &mut paths);
    let mut seeds: Vec<Vec<u8>> = paths.iter().filter_map(|p| std::fs::read(p).ok()).collect();
    seeds.push(b"procedure P() { var x: int; x := 1 + 2 * 3; assert x == 7; }".to_vec());
    seeds.push(b"function f(x: int): int { x } axiom (forall y: int :: f(y) == y);".to_vec());
    seeds.push(Vec::new());
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    let (mut n, mut n_fast, mut bad) = (0usize, 0usize, Vec::new());
    for (k, seed) in seeds.iter().enumerate() {
        let mut inputs = vec![seed.clone()];
        for _ in 0..MUTATIONS {
            inputs.push(mutate(&mut rng, seed, &seeds));
        }
        for (m, input) in inputs.iter().enumerate() {
            let (fast, diff) = compare(input);
            n += 1;
            n_fast += usize::from(fast);
            if let Some((a, b)) = diff {
                let path = format!("/tmp/boogie-parse-diff-{k}-{m}.bpl");
                let _ = std::fs::write(&path, input);
                bad.push(format!("{path}:\n  two-pass: {}\n  full:     {}", &a[..a.len().min(600)], &b[..b.len().min(600)]));
            }
        }
    }
    eprintln!("differential: {n} inputs ({} seeds, {MUTATIONS} mutations each), {n_fast} took the fast path, {} differ", seeds.len(), bad.len());
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
