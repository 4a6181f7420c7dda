//! Differential test: the chumsky parser (`cparser`) against the hand-written reference
//! (`parser`) on every corpus file and on deterministic mutations of each: equal ASTs
//! (`==` ignores spans; declaration spans compared with `same_position`) and an equal first
//! diagnostic (message and position). Reports the number of files with equal full
//! diagnostic lists too.

use std::path::{Path, PathBuf};

use boogie_ast::{Decl, Diagnostic, Files};

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    let mut es: Vec<_> = rd.flatten().map(|e| e.path()).collect();
    es.sort();
    for p in es {
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|e| e == "bpl") {
            out.push(p);
        }
    }
}

type Res = (Option<Vec<Decl>>, Vec<Diagnostic>);

fn both(src: &[u8]) -> (Res, Res, Files) {
    let mut files = Files::default();
    let f = files.intern("t.bpl");
    let pre = boogie_parse::pre::preprocess(src, f, 0, &mut files);
    (boogie_parse::parser::parse(&pre), boogie_parse::cparser::parse(&pre), files)
}

fn line(d: &Diagnostic) -> String {
    format!("{}:{}:{} {}", d.span.file.0, d.span.line, d.span.col, d.message)
}

/// Returns a description of the first difference, if any.
fn compare(src: &[u8]) -> (Option<String>, bool) {
    let ((d1, e1), (d2, e2), _) = both(src);
    if e1.first().map(line) != e2.first().map(line) {
        return (Some(format!("first diagnostic: hand {:?} vs chumsky {:?}", e1.first().map(line), e2.first().map(line))), false);
    }
    if e1.is_empty() {
        if d1 != d2 {
            return (Some("AST differs".into()), false);
        }
        if let (Some(a), Some(b)) = (&d1, &d2) {
            for (x, y) in a.iter().zip(b) {
                if !dspan(x).same_position(&dspan(y)) {
                    return (Some(format!("decl span {:?} vs {:?}", dspan(x), dspan(y))), false);
                }
            }
        }
    }
    let all = e1.iter().map(line).collect::<Vec<_>>() == e2.iter().map(line).collect::<Vec<_>>();
    (None, all)
}

fn dspan(d: &Decl) -> boogie_ast::Span {
    match d {
        Decl::Const(x) => x.span,
        Decl::Function(x) => x.span,
        Decl::Axiom(x) => x.span,
        Decl::Type(x) => x.span,
        Decl::Var(x) => x.var.span,
        Decl::Procedure(x) => x.span,
        Decl::Implementation(x) => x.span,
        Decl::Datatype(x) => x.span,
    }
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn mutate(src: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut v = src.to_vec();
    let n = v.len().max(1);
    const SNIPS: &[&[u8]] = &[b";", b"}", b"{", b"(", b")", b"[", b"]", b":", b"::", b":=", b"==>", b"<==", b",", b"x", b"1", b"if", b"else", b"var", b"{:", b"1:0", b"|{", b"}|", b"forall", b"call", b"<", b">", b"where", b"#line 3", b"\n"];
    for _ in 0..1 + rng.below(3) {
        match rng.below(4) {
            0 => {
                let i = rng.below(n).min(v.len());
                v.truncate(i);
            }
            1 => {
                let i = rng.below(v.len() + 1);
                let s = SNIPS[rng.below(SNIPS.len())];
                v.splice(i..i, s.iter().copied());
            }
            2 if !v.is_empty() => {
                let i = rng.below(v.len());
                let j = (i + 1 + rng.below(8)).min(v.len());
                v.drain(i..j);
            }
            _ if !v.is_empty() => {
                let i = rng.below(v.len());
                v[i] = b" ;:{}()[]<>=!-+*,x1"[rng.below(19)];
            }
            _ => {}
        }
    }
    v
}

#[test]
fn differential() {
    std::thread::Builder::new().stack_size(1 << 28).spawn(run).unwrap().join().unwrap();
}

fn run() {
    let dir = PathBuf::from(std::env::var("BOOGIE_CORPUS").unwrap_or_else(|_| "/work/shared/conformance/corpus".into()));
    let mut paths = Vec::new();
    walk(&dir, &mut paths);
    let muts: usize = std::env::var("DIFF_MUTATIONS").ok().and_then(|s| s.parse().ok()).unwrap_or(20);
    let (mut n, mut all_eq, mut fails) = (0usize, 0usize, Vec::new());
    let mut rng = Rng(0x9E3779B97F4A7C15);
    for p in &paths {
        let src = std::fs::read(p).unwrap_or_default();
        let mut inputs = vec![(p.display().to_string(), src.clone())];
        for k in 0..muts {
            inputs.push((format!("{} mutation {k}", p.display()), mutate(&src, &mut rng)));
        }
        for (name, input) in inputs {
            n += 1;
            match compare(&input) {
                (Some(msg), _) => {
                    if fails.len() < 30 {
                        let path = format!("/tmp/diff_fail_{}.bpl", fails.len());
                        let _ = std::fs::write(&path, &input);
                        fails.push(format!("{name} ({path}): {msg}"));
                    } else {
                        fails.push(String::new());
                    }
                }
                (None, all) => all_eq += usize::from(all),
            }
        }
    }
    eprintln!("differential: {n} inputs ({} corpus files, {muts} mutations each), {} differ, {all_eq} with all diagnostics equal", paths.len(), fails.len());
    for f in fails.iter().filter(|f| !f.is_empty()) {
        eprintln!("  {f}");
    }
    assert!(fails.is_empty(), "{} inputs differ", fails.len());
}
