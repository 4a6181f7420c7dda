//! Over the conformance corpus: every file Boogie accepts lowers to passive form with
//! validation after every pass, and chaining the passes through printed files gives
//! byte-identical output to the in-process pipeline.

mod common;

use passive::{pipeline, PipelineOptions};

#[test]
fn corpus_lowers_to_passive_and_chains_identically() {
    common::on_big_stack(corpus_body);
}

fn corpus_body() {
    let files = common::bpl_files(&common::corpus_dir());
    assert!(!files.is_empty(), "conformance corpus not found at {}", common::corpus_dir().display());
    let only = std::env::var("PASSIVE_ONLY").ok();
    let mut failures = Vec::new();
    let mut checked = 0;
    let mut skipped_frontend = Vec::new();
    for path in files {
        if !common::boogie_accepts(&path) {
            continue;
        }
        let name = path.to_string_lossy().to_string();
        if let Some(o) = &only {
            if !name.contains(o.as_str()) {
                continue;
            }
        }
        let Ok(bytes) = std::fs::read(&path) else { continue };
        let src = String::from_utf8_lossy(&bytes).to_string();
        let program = match common::parse(&src, &name) {
            Ok(p) => p,
            Err(e) => {
                skipped_frontend.push(format!("{name}: parse: {e}"));
                continue;
            }
        };
        if boogie_tc::check(&program, &name).is_err() {
            skipped_frontend.push(format!("{name}: type check"));
            continue;
        }
        checked += 1;
        let passes = pipeline(PipelineOptions::default());
        let in_process = match common::run_in_process(program, &passes, &name, true) {
            Ok(x) => x,
            Err(e) => {
                failures.push(format!("{name}: {}", e.lines().take(if only.is_some() { 400 } else { 3 }).collect::<Vec<_>>().join("\n")));
                continue;
            }
        };
        match common::run_chained(&src, &passes, &name) {
            Ok(chained) => {
                for (i, (a, b)) in in_process.iter().zip(chained.iter()).enumerate() {
                    if a != b {
                        failures.push(format!("{name}: chained output differs after pass {}", passes[i].name()));
                        break;
                    }
                }
            }
            Err(e) => failures.push(format!("{name}: chained: {e}")),
        }
    }
    eprintln!("checked {checked} files; skipped (our front end rejects): {}", skipped_frontend.len());
    for s in &skipped_frontend {
        eprintln!("  skipped {s}");
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}
