//! The verification cache end to end (`verify --cache`), with a real solver: a warm run
//! prints what a run without the cache prints, byte for byte; each kind of edit sends the
//! solver exactly the implementations it affects; several processes sharing one cache
//! directory and killed at random moments leave no incomplete entry and change no output.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

fn rboogie() -> Command {
    Command::new(env!("CARGO_BIN_EXE_rboogie"))
}

/// `verify` of `file` with `args`: stdout, and stderr.
fn verify(file: &Path, args: &[&str]) -> (String, String) {
    let out = rboogie().arg("verify").args(args).arg(file).output().expect("run rboogie");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(!stderr.contains("rboogie: error"), "{}: {stderr}", file.display());
    (stdout, stderr)
}

/// `(found, solved)` from the `--cache-stats` line.
fn stats(stderr: &str) -> (u64, u64) {
    let line = stderr.lines().find(|l| l.starts_with("cache: ")).unwrap_or_else(|| panic!("no cache line in {stderr}"));
    let nums: Vec<u64> = line.split(|c: char| !c.is_ascii_digit()).filter_map(|w| w.parse().ok()).collect();
    (nums[0], nums[1])
}

fn cached(file: &Path, dir: &Path) -> (String, (u64, u64)) {
    let d = dir.to_string_lossy().to_string();
    let (out, err) = verify(file, &["--cache", &d, "--cache-stats"]);
    (out, stats(&err))
}

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
}

/// Whether every implementation of a run has a definitive outcome (the cache keeps only those).
fn definitive(summary_output: &str) -> bool {
    let last = summary_output.lines().last().unwrap_or("");
    last.starts_with("Boogie program verifier finished") && !last.contains("time out") && !last.contains("inconclusive") && !last.contains("exception")
}

#[test]
fn warm_runs_print_what_uncached_runs_print() {
    let files = test_support::bpl_files(&corpus());
    assert!(files.len() >= 20, "the project corpus is missing");
    let dir = tempfile::tempdir().unwrap();
    let mut warm_found = 0;
    for file in &files {
        let (plain, _) = verify(file, &[]);
        let (cold, (_, _)) = cached(file, dir.path());
        let (warm, (found, solved)) = cached(file, dir.path());
        assert_eq!(plain, cold, "{}: the cold run differs", file.display());
        assert_eq!(plain, warm, "{}: the warm run differs", file.display());
        if definitive(&plain) {
            assert_eq!(solved, 0, "{}: a warm run solved again", file.display());
        }
        warm_found += found;
    }
    assert!(warm_found >= 20, "only {warm_found} implementations found");
}

/// The edit scripts: the program of `data/cache/edits.bpl` verified into a fresh cache,
/// then the edited program: how many implementations the solver is sent, and the output
/// is the output without the cache.
fn after_edit(edit: impl Fn(&str) -> String) -> (u64, u64) {
    let base = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/cache/edits.bpl")).unwrap();
    let edited = edit(&base);
    assert_ne!(base, edited, "the edit changed nothing");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("edits.bpl");
    let cache = dir.path().join("cache");
    std::fs::write(&file, &base).unwrap();
    let (_, (found, solved)) = cached(&file, &cache);
    assert_eq!((found, solved), (0, 5));
    std::fs::write(&file, &edited).unwrap();
    let (out, counts) = cached(&file, &cache);
    let (plain, _) = verify(&file, &[]);
    assert_eq!(out, plain, "the edited program's output differs with the cache");
    counts
}

#[test]
fn edit_nothing_but_lines() {
    // Lines moved: every result found, errors printed at their new lines.
    assert_eq!(after_edit(|s| format!("// a comment\n\n{}", s.replace("  g := x;", "\n  g := x;"))), (5, 0));
}

#[test]
fn edit_rename_a_local() {
    assert_eq!(after_edit(|s| s.replace("var t: int;", "var tmp: int;").replace("t := f(a);", "tmp := f(a);").replace("r := t;", "r := tmp;")), (5, 0));
}

#[test]
fn edit_move_a_procedure() {
    let moved = |s: &str| {
        let start = s.find("procedure Loop").unwrap();
        let end = s.find("procedure Bad").unwrap();
        let lp = &s[start..end];
        let rest = format!("{}{}", &s[..start], &s[end..]);
        let at = rest.find("procedure Inc").unwrap();
        format!("{}{lp}{}", &rest[..at], &rest[at..])
    };
    assert_eq!(after_edit(moved), (5, 0));
}

#[test]
fn edit_one_body() {
    assert_eq!(after_edit(|s| s.replace("i := i + 1;", "i := i + 2;")), (4, 1));
}

#[test]
fn edit_one_contract() {
    // Inc's postcondition: Inc and its caller UseInc.
    assert_eq!(after_edit(|s| s.replace("ensures r > a;", "ensures r >= a + 1;")), (3, 2));
}

#[test]
fn edit_one_axiom() {
    // Every implementation's query holds the whole prelude (verify sends every axiom to the
    // solver), so an axiom's change re-verifies all five; docs/CACHE.md.
    assert_eq!(after_edit(|s| s.replace("h(x) ==> x > 0", "h(x) ==> x >= 1")), (0, 5));
}

#[test]
fn concurrent_processes_killed_at_random_leave_a_sound_cache() {
    let files: Vec<PathBuf> = test_support::bpl_files(&corpus()).into_iter().step_by(3).take(8).collect();
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().to_string_lossy().to_string();
    let mut rng = test_support::XorShift64(23);
    for round in 0..4 {
        // Four processes on overlapping windows of the files; some killed after a random delay.
        let mut children = Vec::new();
        for p in 0..4usize {
            for file in files.iter().cycle().skip(p * 2 + round).take(3) {
                let child = rboogie()
                    .args(["verify", "--cache", &cache])
                    .arg(file)
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .spawn()
                    .expect("spawn rboogie");
                children.push((child, rng.below(3) == 0, rng.below(400)));
            }
        }
        for (mut child, kill, after) in children {
            if kill {
                std::thread::sleep(Duration::from_millis(after));
                let _ = child.kill();
            }
            let _ = child.wait();
        }
        let (good, bad) = cache::store::check_dir(dir.path());
        assert_eq!(bad, 0, "round {round}: {bad} incomplete entries ({good} complete)");
    }
    for file in &files {
        let (plain, _) = verify(file, &[]);
        let (out, _) = verify(file, &["--cache", &cache]);
        assert_eq!(out, plain, "{}", file.display());
    }
    assert!(cache::store::check_dir(dir.path()).0 > 0, "nothing was stored");
}
