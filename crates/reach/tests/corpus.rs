//! Over the conformance corpus: every command the thesis strategy reports unreachable is
//! reported unreachable by a second, independent run of the naive strategy (one query per
//! node, no propagation), and every command the naive strategy reports unreachable is
//! unreachable or unknown for the thesis strategy. Files that do not parse or type check
//! (negative tests) are counted, not analysed; files above `MAX_BYTES` are left out (the
//! huge driver files of `havoc0` take minutes in a debug build) and counted. Fails (never
//! skips) without z3 or without the corpus.

mod common;

use std::collections::BTreeMap;

use common::{options, Opt};
use reach::{Status, Strategy};

const MAX_BYTES: u64 = 150_000;

type Statuses = BTreeMap<(String, u32, u32), Status>;

/// Per `(implementation, line, col)`, the status of each command (`None`: not analysed).
fn statuses(src: &str, file: &str, strategy: Strategy) -> Option<Statuses> {
    let (program, diags) = boogie_parse::parse_program(src, file);
    if diags.iter().any(|d| d.phase == boogie_ast::Phase::Parse) || boogie_tc::check(&program, file).is_err() {
        return None;
    }
    let (passive, cmds) = common::lower(program).ok()?;
    let info = boogie_tc::check(&passive, file).ok()?;
    let mono;
    let (passive, info) = if mono::is_polymorphic(&passive, &info) {
        mono = mono::monomorphize(&passive, &info).ok()?.program;
        let i = boogie_tc::check(&mono, file).ok()?;
        (&mono, i)
    } else {
        (&passive, info)
    };
    // A short limit per query: an answer that needs more is "unknown", which the check allows.
    let opts = options(&Opt { strategy, time_limit: 3, ..Opt::default() });
    let mut out = Statuses::new();
    for (k, r) in reach::analyze(passive, &info, Some(&cmds), &opts).into_iter().enumerate() {
        for c in r.cmds {
            out.insert((format!("{k}:{}", r.name), c.cmd.pos.line, c.cmd.pos.col), c.status);
        }
    }
    Some(out)
}

#[test]
fn naive_confirms_every_unreachable_command_of_the_thesis_strategy() {
    let dir = test_support::corpus_dir();
    let files = test_support::bpl_files(&dir);
    assert!(files.len() > 100, "corpus not found at {} (set BOOGIE_CORPUS)", dir.display());
    let worker = std::thread::Builder::new().stack_size(512 << 20).spawn(move || {
        let (mut analysed, mut rejected, mut large, mut unreachable) = (0, 0, 0, 0);
        for f in &files {
            if std::fs::metadata(f).map(|m| m.len()).unwrap_or(0) > MAX_BYTES {
                large += 1;
                continue;
            }
            let src = std::fs::read_to_string(f).unwrap_or_default();
            let name = f.display().to_string();
            let Some(thesis) = statuses(&src, &name, Strategy::Thesis) else {
                rejected += 1;
                continue;
            };
            let naive = statuses(&src, &name, Strategy::Naive).unwrap_or_else(|| panic!("{name}: second run failed"));
            analysed += 1;
            for (at, s) in &thesis {
                let n = naive.get(at).unwrap_or_else(|| panic!("{name}: {at:?} missing from the naive run"));
                if *s == Status::Unreachable {
                    unreachable += 1;
                    assert_eq!(*n, Status::Unreachable, "{name}: {at:?} unreachable for thesis only");
                }
                if *n == Status::Unreachable {
                    assert!(matches!(s, Status::Unreachable | Status::Unknown), "{name}: {at:?} unreachable for naive only");
                }
            }
        }
        eprintln!("{analysed} files analysed, {rejected} rejected by the front end, {large} too large; {unreachable} unreachable commands confirmed");
        assert!(analysed > 120, "only {analysed} files analysed");
        assert!(unreachable > 40, "only {unreachable} unreachable commands: the check means little");
    });
    match worker.map(|h| h.join()) {
        Ok(Ok(())) => {}
        Ok(Err(e)) => std::panic::resume_unwind(e),
        Err(e) => panic!("cannot start the test thread: {e}"),
    }
}
