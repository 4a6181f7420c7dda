//! Round trips over every corpus file: Boogie text (`parse(print(p)) == p`, stable
//! printing) and JSON (`from_json(to_json(p)) == p`).
//!
//! The own corpus must parse without diagnostics. Of the conformance corpus (absent in
//! some checkouts: then only the own corpus is checked), files that Boogie rejects with a
//! parse error are skipped, and files our parser rejects are listed but not counted as
//! printer failures (they are parser bugs, tested in `boogie-parse`).

use std::path::Path;

use tests::{bpl_files, check_round_trip, conformance_corpus_dir, expects_parse_error, own_corpus_dir, parse, with_big_stack};

fn round_trip_file(path: &Path) -> Result<(), String> {
    let name = path.display().to_string();
    let src = std::fs::read_to_string(path).map_err(|e| format!("{name}: cannot read: {e}"))?;
    let program = parse(&src, &name).map_err(|d| format!("{name}: does not parse:\n{d}"))?;
    check_round_trip(&program, &name).map(|_| ()).map_err(|e| format!("{name}: {e}"))
}

#[test]
fn own_corpus_round_trips() {
    let files = bpl_files(&own_corpus_dir());
    assert!(files.len() >= 20, "the own corpus has only {} files", files.len());
    let failures = with_big_stack(move || files.iter().filter_map(|f| round_trip_file(f).err()).collect::<Vec<_>>());
    assert!(failures.is_empty(), "{} own-corpus files fail:\n{}", failures.len(), failures.join("\n\n"));
}

#[test]
fn conformance_corpus_round_trips() {
    let Some(dir) = conformance_corpus_dir() else {
        eprintln!("no shared/conformance/corpus beside the repository: nothing to check");
        return;
    };
    let files: Vec<_> = bpl_files(&dir).into_iter().filter(|f| !expects_parse_error(f)).collect();
    let (not_parsed, failures) = with_big_stack(move || {
        let mut not_parsed = Vec::new();
        let mut failures = Vec::new();
        for path in &files {
            let name = path.display().to_string();
            let Ok(src) = std::fs::read(path) else { continue };
            let src = String::from_utf8_lossy(&src);
            match parse(&src, &name) {
                Err(_) => not_parsed.push(name),
                Ok(program) => {
                    if let Err(e) = check_round_trip(&program, &name) {
                        failures.push(format!("{name}: {e}"));
                    }
                }
            }
        }
        (not_parsed, failures)
    });
    if !not_parsed.is_empty() {
        eprintln!("{} conformance files our parser rejects (not checked here):", not_parsed.len());
        for name in &not_parsed {
            eprintln!("  {name}");
        }
    }
    assert!(failures.is_empty(), "{} conformance files fail:\n{}", failures.len(), failures.join("\n\n"));
}
