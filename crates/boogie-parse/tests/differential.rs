//! Differential test of the two-pass parser: `parser::parse` (the fast `EmptyErr` pass,
//! falling back to the full pass when the fast pass made any error) against
//! `parser::parse_full` alone (the full Coco/R-emulating error machinery), on every corpus
//! file and on deterministic mutations of them (the mutation kinds of
//! `examples/fuzz_mutate.rs`). The ASTs and the diagnostics must be identical, compared
//! through their `Debug` text so that positions (which `==` ignores) count as well.
//!
//! The corpus is `../shared/conformance/corpus` beside the checkout (override with `BOOGIE_CORPUS`);
//! when it is absent only a few built-in inputs are checked.

mod mutate;
use mutate::{bpl_files, corpus_dir, mutate, Rng};

use boogie_ast::Files;
use boogie_parse::parser;
use boogie_parse::tokens::Toks;
use boogie_parse::pre;

/// Mutations per corpus file.
const MUTATIONS: usize = 16;

/// `(fast pass succeeded, equal)`, with the two renderings when they differ.
fn compare(src: &[u8]) -> (bool, Option<(String, String)>) {
    let mut files = Files::default();
    let file = files.intern("diff.bpl");
    let pre = pre::preprocess(src, file, 0, &mut files);
    let toks = Toks::lex(&pre);
    let fast_ok = parser::parse_fast(&toks).is_some();
    let two_pass = parser::parse(&pre);
    let full = parser::parse_full(&Toks::lex(&pre));
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
    let paths = bpl_files(&corpus_dir());
    let mut seeds: Vec<Vec<u8>> = paths.iter().filter_map(|p| std::fs::read(p).ok()).collect();
    seeds.push(b"procedure P() { var x: int; x := 1 + 2 * 3; assert x == 7; }".to_vec());
    seeds.push(b"function f(x: int): int { x } axiom (forall y: int :: f(y) == y);".to_vec());
    seeds.push(Vec::new());
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    let (mut n, mut n_fast, mut bad) = (0usize, 0usize, Vec::new());
    for (k, seed) in seeds.iter().enumerate() {
        let mut inputs = vec![seed.clone()];
        for _ in 0..MUTATIONS {
            inputs.push(mutate(&mut rng, seed.to_vec(), &seeds, 4, 300));
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
