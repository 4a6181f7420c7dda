//! cargo-fuzz target over the whole pipeline up to SMT-LIB text, without a solver:
//! parse → resolve and type-check → the lowering passes of the pipeline (`cli::pipeline`)
//! → monomorphize → type-check the passive program → WP and SP scripts
//! (`vcgen::prove::script`, what `rboogie vcgen` prints).
//! Any panic is a crash; an input rejected with a diagnostic at any stage is fine.
//! Run with `cargo +nightly fuzz run pipeline` (see docs/DIFFTEST.md for the seed corpus).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut files = boogie_ast::Files::default();
    let (parsed, diags) = boogie_parse::parse_file(data, "fuzz.bpl", 0, &mut files);
    if diags.iter().any(|d| d.phase == boogie_ast::Phase::Parse) {
        return;
    }
    let program = boogie_ast::Program { files, decls: parsed.unwrap_or_default() };
    if boogie_tc::check(&program, "fuzz.bpl").is_err() {
        return;
    }
    let args = cli::pipeline::StageArgs::default();
    let Ok(passive) = cli::pipeline::lower_to_passive(program, &args) else { return };
    let Ok(passive) = cli::pipeline::monomorphic(passive, &args) else { return };
    // The passive program must type check: a failure here is an internal error of the
    // lowering passes (the CLI reports it as one), so the target treats it as a crash.
    let info = match boogie_tc::check(&passive, "fuzz.bpl") {
        Ok(info) => info,
        Err(f) => panic!("the passive program does not type check: {}", f.lines(&passive).join(" | ")),
    };
    let wp = vcgen::prove::script(&passive, &info, vcgen::VcOptions { kind: vcgen::VcKind::Wp, ..Default::default() });
    let sp = vcgen::prove::script(&passive, &info, vcgen::VcOptions { kind: vcgen::VcKind::Sp, ..Default::default() });
    assert!(!wp.is_empty() && !sp.is_empty());
});
