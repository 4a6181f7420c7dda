//! Deterministic mutations of Boogie sources, shared by the differential test
//! (`tests/differential.rs`) and the fuzz harness (`examples/fuzz_mutate.rs`, which
//! includes this file by path).

#![allow(dead_code)]

#[allow(unused_imports)]
pub use test_support::{bpl_files, corpus_dir, XorShift64Star as Rng};

pub const SNIPPETS: &[&str] = &[
    "(", ")", "{", "}", "[", "]", "|{", "}|", "/*", "*/", "//", "\"", "#line 3 x.bpl\n", "\n#if FILE_0\n", "\n#else\n",
    "\n#endif\n", "\n#foo\n", ":", "::", ":=", ";", ",", "<", ">", "<==", "==>", "<==>", "&&", "||", "forall x: int ::",
    "lambda", "(var x := 1; x)", "if", "then", "else", "while (*)", "call", "goto L;", "L:", "break;", "return;", "{:a}",
    "{:nopats 1}", "-0x1.0e0f24e8", "99999999999999999999bv99999999999", "1e", "0bv", "\\", "\u{fffd}", "\u{3bb}",
    "procedure P()", "function f(x, y: int): int;", "type T _ = [T]int;", "datatype D { C(x: int) }", "x[8:0]", "x->f",
    "e is C", "old(", "int(", "yield", "async call", "var", "const", "axiom", "implementation", "x[1:0 := 2]", "a <== b",
    "a ==> b <== c", "a && b || c", "a < b < c", "2 ** 3 ** 4", "x : bv8", "1:0", "{:define}", "{x}", "push;", "pop;",
    "hide *;", "reveal f;", "x := y", ";;", "unique", "where x > 0", "returns (r: int)", "{ }", "a, b := 1, 2;",
];

/// `data` changed 1 to `max_rounds` times: bit flips, byte insertions and deletions,
/// snippet splices, truncation, splices from another seed, random nesting up to
/// `max_depth` deep, control and invalid UTF-8 bytes, duplicated ranges.
pub fn mutate(rng: &mut Rng, mut data: Vec<u8>, seeds: &[Vec<u8>], max_rounds: usize, max_depth: usize) -> Vec<u8> {
    let rounds = 1 + rng.below(max_rounds);
    for _ in 0..rounds {
        let len = data.len();
        match rng.below(9) {
            0 if len > 0 => {
                let i = rng.below(len);
                data[i] ^= 1 << rng.below(8);
            }
            1 => {
                let i = rng.below(len + 1);
                data.insert(i, rng.next_u64() as u8);
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
                let depth = 1 + rng.below(max_depth);
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
