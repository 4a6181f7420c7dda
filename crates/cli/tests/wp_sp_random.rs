//! Property test: on random programs (a generator of our own: integer variables,
//! assignments, havocs, nested `if`s, loops with invariants, assumes and asserts), the WP
//! and SP VCs give the same outcome and the same set of failing checks for every
//! implementation, with z3 and an unlimited error limit. Fails (never skips) without z3.
//! 40 programs by default; `RBOOGIE_WPSP_PROGRAMS=N` runs N.

use std::collections::BTreeSet;

use test_support::XorShift64;
use vcgen::{Options, Outcome, VcKind};


const VARS: [&str; 3] = ["x", "y", "z"];

fn atom(r: &mut XorShift64) -> String {
    let v = VARS[r.below(3) as usize];
    let w = VARS[r.below(3) as usize];
    let c = r.below(7) as i64 - 3;
    match r.below(4) {
        0 => format!("{v} > {c}"),
        1 => format!("{v} <= {w} + {c}"),
        2 => format!("{v} == {c}"),
        _ => format!("{v} != {w}"),
    }
}

fn stmts(r: &mut XorShift64, depth: u32, out: &mut String, indent: usize) {
    let n = 1 + r.below(4);
    let pad = " ".repeat(indent);
    for _ in 0..n {
        match r.below(if depth == 0 { 5 } else { 7 }) {
            0 | 1 => {
                let v = VARS[r.below(3) as usize];
                let w = VARS[r.below(3) as usize];
                let c = r.below(5) as i64 - 2;
                out.push_str(&format!("{pad}{v} := {w} + {c};\n"));
            }
            2 => out.push_str(&format!("{pad}assert {};\n", atom(r))),
            3 => out.push_str(&format!("{pad}assume {};\n", atom(r))),
            4 => out.push_str(&format!("{pad}havoc {};\n", VARS[r.below(3) as usize])),
            5 => {
                out.push_str(&format!("{pad}if ({}) {{\n", if r.below(3) == 0 { "*".to_string() } else { atom(r) }));
                stmts(r, depth - 1, out, indent + 2);
                out.push_str(&format!("{pad}}} else {{\n"));
                stmts(r, depth - 1, out, indent + 2);
                out.push_str(&format!("{pad}}}\n"));
            }
            _ => {
                out.push_str(&format!("{pad}while ({})\n{pad}  invariant {};\n{pad}{{\n", atom(r), atom(r)));
                stmts(r, depth - 1, out, indent + 2);
                out.push_str(&format!("{pad}}}\n"));
            }
        }
    }
}

fn program(seed: u64) -> String {
    let mut r = XorShift64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut out = String::new();
    for p in 0..3 {
        out.push_str(&format!("procedure P{p}(x0: int) returns (x: int)\n  requires x0 > {};\n  ensures x > {};\n{{\n  var y, z: int;\n  x := x0;\n", r.below(3), r.below(5) as i64 - 2));
        stmts(&mut r, 2, &mut out, 2);
        out.push_str("}\n");
    }
    out
}

fn verdicts(src: &str, kind: VcKind, path: &std::path::Path) -> Vec<(Outcome, BTreeSet<(u32, u32)>)> {
    let (program, diags) = boogie_parse::parse_program(src, "rand.bpl");
    assert!(diags.iter().all(|d| d.phase != boogie_ast::Phase::Parse), "generated program does not parse:\n{src}");
    boogie_tc::check(&program, "rand.bpl").unwrap_or_else(|_| panic!("generated program does not type check:\n{src}"));
    let passive = cli::pipeline::lower_to_passive(program, &cli::pipeline::StageArgs::default())
        .unwrap_or_else(|e| panic!("lowering failed: {e}\n{src}"));
    let info = boogie_tc::check(&passive, "rand.bpl").unwrap_or_else(|_| panic!("passive program does not type check"));
    let opts = Options { error_limit: 0, time_limit: 20, ..Options::new(smt_backend::SolverKind::Z3, path.to_path_buf()) };
    vcgen::verify_program(&passive, &info, &opts, vcgen::VcOptions { kind, ..Default::default() })
        .into_iter()
        .map(|r| {
            // A check is identified by its own position; a postcondition by its `ensures`
            // (its main position is the return of whichever failing path the model shows,
            // and WP and SP may show different ones).
            let errs = r
                .errors
                .iter()
                .map(|e| {
                    let at = match e.kind {
                        boogie_ast::origin::OriginKind::Postcondition => e.related.as_ref(),
                        _ => e.pos.as_ref(),
                    };
                    at.map(|p| (p.line, p.col)).unwrap_or((0, 0))
                })
                .collect();
            (r.outcome, errs)
        })
        .collect()
}

#[test]
fn wp_and_sp_agree_on_random_programs() {
    let z3 = smt_backend::locate_solver(smt_backend::SolverKind::Z3, None)
        .unwrap_or_else(|e| panic!("z3 is not installed ({e}): run scripts/install-solvers.sh"));
    let worker = std::thread::Builder::new().stack_size(64 << 20).spawn(move || {
        let mut errors_seen = 0;
        // Longer runs for docs/CONFORMANCE.md: RBOOGIE_WPSP_PROGRAMS=10000.
        let programs: u64 = std::env::var("RBOOGIE_WPSP_PROGRAMS").ok().and_then(|v| v.parse().ok()).unwrap_or(40);
        for seed in 1..=programs {
            let src = program(seed);
            let wp = verdicts(&src, VcKind::Wp, &z3);
            let sp = verdicts(&src, VcKind::Sp, &z3);
            assert_eq!(wp, sp, "WP and SP disagree on seed {seed}:\n{src}");
            errors_seen += wp.iter().filter(|(o, _)| *o == Outcome::Errors).count();
        }
        // The generator must produce both outcomes for the test to mean anything.
        assert!(errors_seen > 10, "too few failing implementations: {errors_seen}");
    });
    match worker.map(|h| h.join()) {
        Ok(Ok(())) => {}
        Ok(Err(e)) => std::panic::resume_unwind(e),
        Err(e) => panic!("cannot start the test thread: {e}"),
    }
}
