//! A short random differential run (crate `difftest`): generated programs, the `rboogie`
//! binary with a real solver (`verify --format json`, WP and SP) against the small-domain
//! interpreter. Fails on any unsound verdict ("verified" where the interpreter found a
//! failing execution), on any program rboogie gives no verdicts for (e.g. a type error:
//! the generator must produce well-typed programs), and when no solver is found.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use difftest::gen::GenConfig;
use difftest::interp::Budget;
use difftest::oracle::{self, Rboogie, Tally};

const SEEDS: std::ops::Range<u64> = 1_000_000..1_000_150;

fn rboogie() -> Rboogie {
    Rboogie { bin: PathBuf::from(env!("CARGO_BIN_EXE_rboogie")), time_limit: 2 }
}

fn scratch() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("difftest-short-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A solver must be there: a program with a failing assertion must get "errors" (no
/// solver gives a solver exception instead).
fn require_solver(rb: &Rboogie, dir: &std::path::Path) {
    let f = dir.join("solver-check.bpl");
    std::fs::write(&f, "procedure P(x: int) { assert x > 0; }\nprocedure Q(x: int) requires x > 0; { assert x > 0; }\n").unwrap();
    let got = rb.verify(&f, "wp").expect("rboogie runs");
    assert_eq!(
        got.get("P").map(String::as_str),
        Some("errors"),
        "no solver answered (set RBOOGIE_VENV or RBOOGIE_Z3, see scripts/install-solvers.sh): {got:?}"
    );
    assert_eq!(got.get("Q").map(String::as_str), Some("verified"), "{got:?}");
}

#[test]
fn random_programs_never_verified_where_an_execution_fails() {
    let rb = rboogie();
    let dir = scratch();
    require_solver(&rb, &dir);
    let next = AtomicU64::new(SEEDS.start);
    let tally = Mutex::new(Tally::default());
    let bad = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let seed = next.fetch_add(1, Ordering::SeqCst);
                if seed >= SEEDS.end {
                    break;
                }
                let r = oracle::check_seed(seed, GenConfig::default(), Budget::default(), &rb, &dir);
                if r.unsound() {
                    bad.lock().unwrap().push(oracle::describe_unsound(&r));
                }
                if let Some(e) = &r.tool_error {
                    bad.lock().unwrap().push(format!("seed {seed}: rboogie gave no verdicts: {e}\n{}", r.text));
                }
                tally.lock().unwrap().add(&r);
            });
        }
    });
    let t = tally.into_inner().unwrap();
    println!("{}", t.lines());
    let bad = bad.into_inner().unwrap();
    assert!(bad.is_empty(), "{}", bad.join("\n\n"));
    // The run must exercise both directions, or it proves nothing.
    assert_eq!(t.programs, (SEEDS.end - SEEDS.start) as usize);
    assert!(t.wp_verified > 20 && t.sp_verified > 20, "too few verified implementations:\n{}", t.lines());
    assert!(t.interp_fails > 20, "too few failing executions found:\n{}", t.lines());
    let _ = std::fs::remove_dir_all(&dir);
}
