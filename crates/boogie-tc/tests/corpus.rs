//! No false errors: every conformance-corpus file whose expected output shows no parse,
//! resolution or type-checking error must check cleanly. Also runs on the crate's own
//! clean inputs, so the test means something when the corpus is absent.

use std::path::{Path, PathBuf};

use test_support::{bpl_files, corpus_dir};

/// Checks one file; returns the error lines (empty when clean or when it does not parse).
fn check_errors(path: &Path) -> Option<Vec<String>> {
    let src = std::fs::read(path).ok()?;
    let name = path.file_name()?.to_str()?.to_string();
    let mut files = boogie_ast::Files::default();
    let (decls, diags) = boogie_parse::parse_file(&src, &name, 0, &mut files);
    if !diags.is_empty() {
        return None; // the parser's business
    }
    let program = boogie_ast::Program { files, decls: decls.unwrap_or_default() };
    match boogie_tc::check(&program, &name) {
        Ok(_) => Some(Vec::new()),
        Err(f) => Some(f.lines(&program)),
    }
}

#[test]
fn corpus_files_without_front_end_errors_check_cleanly() {
    let files = bpl_files(&corpus_dir());
    let mut failures = Vec::new();
    let mut checked = 0;
    for f in &files {
        let expect = PathBuf::from(format!("{}.expect", f.display()));
        let Ok(exp) = std::fs::read_to_string(&expect) else { continue };
        if exp.contains("errors detected in") || !exp.contains("Boogie program verifier finished") {
            continue;
        }
        let src = std::fs::read_to_string(f).unwrap_or_default();
        let runs: Vec<&str> = src.lines().filter(|l| l.starts_with("// RUN:")).collect();
        // Tests that need a library prelude or several input files are checked by the
        // conformance harness, not here.
        let multi = runs.iter().any(|l| {
            l.contains("lib:") || l.split_whitespace().any(|w| w.ends_with(".bpl") && !w.contains("%s"))
        });
        if multi {
            continue;
        }
        if let Some(errs) = check_errors(f) {
            checked += 1;
            if !errs.is_empty() {
                failures.push(format!("{}:\n  {}", f.display(), errs.join("\n  ")));
            }
        }
    }
    // The crate's own clean inputs.
    let own = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/clean.bpl");
    match check_errors(&own) {
        Some(errs) => assert!(errs.is_empty(), "clean.bpl: {errs:?}"),
        None => panic!("clean.bpl does not parse"),
    }
    assert!(failures.is_empty(), "{} of {checked} clean corpus files report errors:\n{}", failures.len(), failures.join("\n"));
}
