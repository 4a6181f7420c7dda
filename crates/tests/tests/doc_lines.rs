//! Checks style.md §13: every `.rs` file of the workspace starts with a `//!` line.

use tests::{collect, workspace_root};

#[test]
fn every_rust_file_starts_with_a_module_doc_line() {
    let mut files = Vec::new();
    collect(&workspace_root().join("crates"), "rs", &mut files);
    collect(&workspace_root().join("xtask"), "rs", &mut files);
    files.sort();
    assert!(!files.is_empty());
    let offenders: Vec<String> = files
        .iter()
        .filter(|path| {
            let text = std::fs::read_to_string(path).unwrap_or_default();
            !text.starts_with("//!")
        })
        .map(|path| path.display().to_string())
        .collect();
    assert!(offenders.is_empty(), "files that do not start with a `//!` line:\n{}", offenders.join("\n"));
}
