//! The fast pass in two halves on two threads (`parser::parse_fast_halves`, used by
//! `parser::parse` on big files, each half lexed and parsed on its own) gives exactly what
//! the fast pass gives on the whole file:
//! the same declarations with the same positions (compared through their `Debug` text,
//! since `==` ignores positions).
//!
//! Inputs: the corpus files the fast pass accepts (without preprocessor lines), joined in
//! several rotations into files big enough to be cut, and a generated file of procedures.

use boogie_ast::Files;
use boogie_parse::parser::{self, Toks};
use boogie_parse::pre;
use test_support::{bpl_files, corpus_dir};

/// `Some(halves == whole)` when `src` is big enough to be cut and both halves parse,
/// else `None`.
fn halves_agree(src: &str) -> Option<bool> {
    let mut files = Files::default();
    let file = files.intern("big.bpl");
    let pre = pre::preprocess(src.as_bytes(), file, 0, &mut files);
    let b = parser::split_point(&pre)?;
    let halves = parser::parse_fast_halves(&pre, b)?;
    let whole = parser::parse_fast(&Toks::new(&pre));
    assert!(whole.is_some(), "the fast pass accepts the joined file");
    Some(format!("{whole:?}") == format!("{:?}", Some(halves)))
}

fn generated() -> String {
    let mut s = String::from("var g: int;\ntype T;\nfunction f(x: int): int;\naxiom (forall x: int :: {f(x)} f(x) >= 0);\n");
    for i in 0..1500 {
        s.push_str(&format!(
            "procedure {{:attr {i}}} p{i}(a: int) returns (r: int)\n  requires a >= 0;\n  modifies g;\n  ensures r >= a;\n{{\n  var k: int;\n  k := 0; r := a;\n  while (k < a) invariant 0 <= k; {{ if (*) {{ r := r + f(k); }} else {{ g := g + k; }} k := k + 1; }}\n  call r := q(r);\n}}\nprocedure q(x: int) returns (y: int);\nimplementation q(x: int) returns (y: int) {{ y := x; }}\nconst c{i}: int;\n"
        ));
    }
    s
}

#[test]
fn halves_parse_as_the_whole() {
    let handle = std::thread::Builder::new().stack_size(1 << 30).spawn(run).unwrap();
    handle.join().unwrap();
}

fn run() {
    assert_eq!(halves_agree(&generated()), Some(true), "the generated file");
    // The middle inside a block comment that runs to the end of the file: the second
    // half, declarations as text, must not be parsed as code.
    let src = generated();
    let cut = src.len() / 3;
    let cut = cut + src[cut..].find("\nprocedure").unwrap_or(0) + 1;
    let commented = format!("{}/* the rest is a comment\n{}", &src[..cut], &src[cut..]);
    let mut files = Files::default();
    let file = files.intern("big.bpl");
    let pre = pre::preprocess(commented.as_bytes(), file, 0, &mut files);
    let b = parser::split_point(&pre).expect("a line starting with `procedure` after the middle");
    assert_eq!(parser::parse_fast_halves(&pre, b), None, "no cut inside a comment");
    let (decls, diags) = parser::parse(&pre);
    assert!(diags.is_empty());
    assert_eq!(format!("{decls:?}"), format!("{:?}", parser::parse_fast(&Toks::new(&pre))));
    // Corpus files the fast pass accepts on their own.
    let mut pieces = Vec::new();
    for p in bpl_files(&corpus_dir()) {
        let Ok(src) = std::fs::read_to_string(&p) else { continue };
        if src.contains('#') {
            continue;
        }
        let mut files = Files::default();
        let file = files.intern("piece.bpl");
        let pre = pre::preprocess(src.as_bytes(), file, 0, &mut files);
        if parser::parse_fast(&Toks::new(&pre)).is_some() {
            pieces.push(src);
        }
    }
    let mut checked = 0;
    for rotation in [0usize, 7, 31, 63] {
        if pieces.is_empty() {
            break;
        }
        let joined: String = (0..pieces.len()).map(|i| pieces[(i + rotation) % pieces.len()].as_str()).collect::<Vec<_>>().join("\n");
        if let Some(ok) = halves_agree(&joined) {
            assert!(ok, "rotation {rotation} of the corpus");
            checked += 1;
        }
    }
    eprintln!("split: the generated file and {checked} joined corpus files ({} pieces) parse alike in halves", pieces.len());
}
