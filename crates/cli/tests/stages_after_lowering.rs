//! The stages between the last lowering pass and the solver (`select`, `monomorphize`,
//! `smt-lib`), each run alone with `rboogie pass NAME` on the saved output of the stage
//! before it, read back from JSON and from Boogie text, give what `rboogie run --until NAME`
//! gives in process, on every corpus file Boogie accepts (the polymorphic ones are those
//! where `monomorphize` changes the program). The lowering passes are covered the same way
//! by `tests/pipeline.rs`. The monomorphic program read back from text is the one made in
//! process because `monomorphize` writes nothing Boogie's grammar lacks: a quantifier left
//! with no variables is its body, and types as terms name every parameter of a function
//! they give a type parameter (crates/mono's tests).
//!
//! `PIPELINE_ONLY=SUBSTRING` restricts the test to matching files.

mod common;

use std::path::Path;
use std::process::Command;

/// `rboogie ARGS` in `dir`: stdout, or the exit status and stderr.
fn rboogie(dir: &Path, args: &[&str]) -> Result<String, String> {
    let o = Command::new(env!("CARGO_BIN_EXE_rboogie")).current_dir(dir).args(args).output().map_err(|e| e.to_string())?;
    if o.status.success() {
        Ok(String::from_utf8_lossy(&o.stdout).into_owned())
    } else {
        Err(format!("{:?}: {}", o.status.code(), String::from_utf8_lossy(&o.stderr).lines().take(3).collect::<Vec<_>>().join(" | ")))
    }
}

#[test]
fn each_stage_after_lowering_alone_on_the_saved_output_of_the_one_before_gives_the_in_process_result() {
    let tmp = std::env::temp_dir().join(format!("rboogie-stages-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("a temporary directory");
    let only = std::env::var("PIPELINE_ONLY").ok();
    let mut failures = Vec::new();
    let (mut checked, mut changed_by_mono) = (0, 0);
    for (name, _, _) in common::accepted_corpus() {
        if only.as_deref().is_some_and(|o| !name.contains(o)) {
            continue;
        }
        let path = Path::new(&name);
        let (dir, file) = (path.parent().unwrap_or(Path::new(".")), path.file_name().and_then(|f| f.to_str()).unwrap_or(""));
        for json in [true, false] {
            let ext = if json { "json" } else { "bpl" };
            let flag: &[&str] = if json { &["--json"] } else { &[] };
            let run = |until: &str| rboogie(dir, &[&["run", "--until", until, file], flag].concat());
            // The saved output of the last lowering pass, then each stage on the one before.
            let Ok(mut saved) = run("hoist-uses") else { continue };
            let first = saved.clone();
            for stage in ["select", "monomorphize", "smt-lib"] {
                let at = tmp.join(format!("before-{stage}.{ext}"));
                if let Err(e) = std::fs::write(&at, &saved) {
                    failures.push(format!("{name}: cannot write {}: {e}", at.display()));
                    break;
                }
                let at = at.to_string_lossy().to_string();
                // A script made from a program read back from text notes the lines of the
                // file read where it leaves an axiom out.
                let notes = |r: Result<String, String>| r.map(|s| s.lines().filter(|l| !l.starts_with("; left out: axiom at line")).collect::<Vec<_>>().join("\n"));
                let alone = notes(rboogie(dir, &[&["pass", stage, &at], flag].concat()));
                let in_process = notes(run(stage));
                if alone != in_process {
                    failures.push(format!("{name} ({ext}): {stage} alone on the saved program differs from run --until {stage}"));
                    break;
                }
                if stage == "monomorphize" && alone.as_ref().is_ok_and(|m| m.trim_end() != first.trim_end()) {
                    changed_by_mono += 1;
                }
                match alone {
                    Ok(next) => saved = next + "\n",
                    Err(_) => break,
                }
            }
        }
        checked += 1;
    }
    let _ = std::fs::remove_dir_all(&tmp);
    eprintln!("{checked} files, {changed_by_mono} changed by monomorphize");
    if only.is_none() {
        assert!(checked >= 100, "only {checked} corpus files (corpus at {})", common::corpus_dir().display());
        assert!(changed_by_mono >= 10, "monomorphize changed only {changed_by_mono} programs: the polymorphic corpus files are not reached");
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}
