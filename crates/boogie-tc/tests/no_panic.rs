//! `check` must never panic on a parsed program: token-level mutants of the corpus files
//! (and of the crate's own test inputs) that still parse without errors are resolved and
//! type-checked under `catch_unwind`, and the failure lines are printed. Deterministic
//! (fixed seed); `BOOGIE_TC_FUZZ_N` sets the number of mutants (default 4000) and
//! `BOOGIE_TC_FUZZ_SEED` the seed.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

use test_support::{bpl_files, corpus_dir, XorShift64Star};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Word,
    Space,
    Punct,
}

/// Splits source text into words (identifiers, keywords, numbers), whitespace/comments
/// and punctuation (multi-character operators kept together).
fn tokens(src: &str) -> Vec<(Kind, String)> {
    const OPS: &[&str] = &[
        "<==>", "==>", "<==", "::", ":=", "==", "!=", "<=", ">=", "&&", "||", "++", "**", "<:", "|{", "}|", "->",
    ];
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let word = |c: u8| c.is_ascii_alphanumeric() || b"_.$#'`~^\\?@".contains(&c) || c >= 0x80;
    while i < b.len() {
        let start = i;
        let kind = if b[i].is_ascii_whitespace() {
            while i < b.len() && b[i].is_ascii_whitespace() {
                i += 1;
            }
            Kind::Space
        } else if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            Kind::Space
        } else if word(b[i]) {
            while i < b.len() && word(b[i]) {
                i += 1;
            }
            Kind::Word
        } else if b[i] == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                i += 1;
            }
            i = (i + 1).min(b.len());
            Kind::Word
        } else {
            i += OPS.iter().find(|op| b[i..].starts_with(op.as_bytes())).map_or(1, |op| op.len());
            Kind::Punct
        };
        while !src.is_char_boundary(i) {
            i += 1;
        }
        out.push((kind, src[start..i].to_string()));
    }
    out
}

const EXTRA: &[&str] = &[
    "int", "bool", "real", "bv8", "bv32", "float24e8", "rmode", "string", "regex", "old", "forall", "exists",
    "lambda", "true", "false", "0", "1", "3bv8", "1.5", "x", "y", "T", "a", "f", "if", "then", "else", "var",
    "inline", "define", "never_pattern", "extern", "ignore", "{:inline}", "{:never_pattern}", "assumption", "id", "name", "verified_under", "minimize", "is",
    "int", "real", "div", "mod", "+", "-", "*", "/", "==", "!=", "<", "<=", "&&", "||", "==>", "<==>", "++", "!",
    ":", "::", "[", "]", "(", ")", ",", "{", "}", "<", ">",
];

fn mutate(rng: &mut XorShift64Star, toks: &[(Kind, String)], pool: &[String]) -> String {
    let mut t: Vec<(Kind, String)> = toks.to_vec();
    let words: Vec<usize> = (0..t.len()).filter(|&i| t[i].0 == Kind::Word).collect();
    let puncts: Vec<usize> = (0..t.len()).filter(|&i| t[i].0 == Kind::Punct).collect();
    let rounds = 1 + rng.below(3);
    for _ in 0..rounds {
        let n = t.len();
        if n == 0 {
            break;
        }
        match rng.below(8) {
            // Replace a word by another word of the same file (most mutants still parse).
            0..=2 if !words.is_empty() => {
                let i = words[rng.below(words.len())];
                let j = words[rng.below(words.len())];
                t[i].1 = toks[j].1.clone();
            }
            // Replace a word by a word of another file or a keyword/type name.
            3 if !words.is_empty() => {
                let i = words[rng.below(words.len())];
                t[i].1 = if rng.below(2) == 0 {
                    pool[rng.below(pool.len())].clone()
                } else {
                    EXTRA[rng.below(EXTRA.len())].to_string()
                };
            }
            // Replace a punctuation token by another one of the file.
            4 if !puncts.is_empty() => {
                let i = puncts[rng.below(puncts.len())];
                let j = puncts[rng.below(puncts.len())];
                t[i].1 = toks[j].1.clone();
            }
            // Delete a token.
            5 => {
                let i = rng.below(n);
                t[i].1.clear();
            }
            // Duplicate a range of tokens.
            6 => {
                let i = rng.below(n);
                let k = (i + 1 + rng.below(12)).min(n);
                let dup: String = t[i..k].iter().map(|x| x.1.as_str()).collect();
                t[i].1.insert_str(0, &dup);
            }
            // Insert a keyword, type name or operator.
            _ => {
                let i = rng.below(n);
                let s = EXTRA[rng.below(EXTRA.len())];
                t[i].1.insert_str(0, &format!("{s} "));
            }
        }
    }
    t.into_iter().map(|x| x.1).collect()
}

/// Runs `check` (and the printing of its outcome); `Err` with the panic message.
fn run_check(src: &str, name: &str) -> Result<bool, String> {
    let (program, diags) = boogie_parse::parse_program(src, name);
    if !diags.is_empty() {
        return Ok(false);
    }
    catch_unwind(AssertUnwindSafe(|| {
        match boogie_tc::check(&program, name) {
            Ok(info) => {
                for w in &info.warnings {
                    let _ = w.boogie_line(&program.files);
                }
            }
            Err(f) => {
                let _ = f.lines(&program);
            }
        }
        true
    }))
    .map_err(|e| {
        e.downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default()
    })
}

#[test]
fn check_never_panics_on_mutated_corpus_programs() {
    let mut files = bpl_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data"));
    files.extend(bpl_files(&corpus_dir()));
    let seeds: Vec<Vec<(Kind, String)>> = files
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .filter(|s| s.len() < 40_000)
        .map(|s| tokens(&s))
        .collect();
    assert!(!seeds.is_empty());
    let pool: Vec<String> =
        seeds.iter().flat_map(|t| t.iter().filter(|x| x.0 == Kind::Word).map(|x| x.1.clone())).take(20_000).collect();
    let n: usize = std::env::var("BOOGIE_TC_FUZZ_N").ok().and_then(|s| s.parse().ok()).unwrap_or(4000);
    let seed: u64 = std::env::var("BOOGIE_TC_FUZZ_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x5eed_b00f);
    let mut rng = XorShift64Star(seed | 1);
    let prev_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut checked = 0;
    let mut failures: Vec<String> = Vec::new();
    for k in 0..n {
        let toks = &seeds[rng.below(seeds.len())];
        let src = mutate(&mut rng, toks, &pool);
        match run_check(&src, "fuzz.bpl") {
            Ok(true) => checked += 1,
            Ok(false) => {}
            Err(msg) => {
                let path = std::env::temp_dir().join(format!("boogie-tc-fuzz-{k}.bpl"));
                let _ = std::fs::write(&path, &src);
                failures.push(format!("{}: {msg}", path.display()));
            }
        }
    }
    std::panic::set_hook(prev_hook);
    eprintln!("{checked} of {n} mutants parsed and were checked");
    assert!(failures.is_empty(), "check panicked on {} mutants:\n{}", failures.len(), failures.join("\n"));
    assert!(checked > n / 20, "only {checked} of {n} mutants parsed");
}

#[test]
fn edge_programs_do_not_panic() {
    let cases = [
        "axiom (4294967295bv4294967295 ++ 1bv4294967295) == 0bv0;",
        "function f(x: bv4294967295): bv4294967295; axiom (forall x: bv4294967295 :: (x ++ x) == x);",
        "axiom (forall x: bv8 :: x[4294967296:0] == x);",
        "axiom (forall x: bv8 :: x[99999999999999999999:0] == x);",
        "axiom (forall x: bv8 :: x[9223372036854775807:0] == x[3:0]);",
        "var m: [int]int; procedure P() modifies m; { m[1][2] := 3; }",
        "type T; function f<a>(): a; axiom f() == f();",
        "datatype D { C(x: D) } procedure P(d: D) returns (e: D) { C(e) := d; }",
        "procedure P(); implementation P<a>() {}",
        "function f(int, int): int { _0 + _1 + _2 }",
        "axiom (forall<a> x: int :: (forall<a> y: int :: true));",
        "axiom (lambda<a> x: int :: 0)[1] == 0;",
        "type S a = S a; var x: S int;",
        "type {:extern} T; type {:extern} T; const {:extern} c: int; const {:extern} c: int;",
    ];
    for src in cases {
        if let Err(msg) = run_check(src, "edge.bpl") {
            panic!("{src}: {msg}");
        }
    }
}

#[test]
fn deep_expressions_do_not_overflow_the_stack() {
    for depth in [1_000, 20_000] {
        let sum = format!("axiom (forall x: int :: {}x == x);", "x + ".repeat(depth));
        let nots = format!("axiom {}true;", "!".repeat(depth));
        let parens = format!("function f(x: int): int;\naxiom {}0{} == 0;", "f(".repeat(depth), ")".repeat(depth));
        let bad = format!("axiom {}true == 1;", "-".repeat(depth));
        for src in [sum, nots, parens, bad] {
            // The parser may refuse very deep input; it must not crash the checker when it does not.
            let res = std::thread::Builder::new()
                .stack_size(8 << 20)
                .spawn(move || run_check(&src, "deep.bpl"))
                .map(|h| h.join());
            match res {
                Ok(Ok(Ok(_))) => {}
                other => panic!("depth {depth}: {:?}", other.map(|r| r.map(|x| x.err()))),
            }
        }
    }
}
