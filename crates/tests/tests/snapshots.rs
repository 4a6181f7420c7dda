//! Printer snapshots: `print(parse(f))` for every file of the own corpus
//! (`crates/tests/corpus/*.bpl`). Review changes with `cargo insta review`.

use tests::{parse, with_big_stack};

#[test]
fn printed_corpus() {
    insta::glob!("../corpus", "*.bpl", |path| {
        let src = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let printed = with_big_stack(move || match parse(&src, &name) {
            Ok(program) => boogie_ast::print::print_program(&program),
            Err(diags) => format!("parse errors:\n{diags}\n"),
        });
        insta::assert_snapshot!(printed);
    });
}
