//! cargo-fuzz target: arbitrary bytes to `parse_file` must never panic or hang.
//! Run with `cargo +nightly fuzz run parse_file` (needs `cargo install cargo-fuzz`);
//! without cargo-fuzz use `crates/boogie-parse/examples/fuzz_mutate.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut files = boogie_ast::Files::default();
    let _ = boogie_parse::parse_file(data, "fuzz.bpl", 0, &mut files);
});
