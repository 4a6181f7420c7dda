//! Shared helpers of the workspace-level tests: where the corpora are, and the
//! print / parse / JSON round-trip check every corpus file must pass.
//!
//! The project's own corpus is `crates/tests/corpus/*.bpl` (one feature per file). The
//! conformance corpus (Boogie's own tests) lives in `shared/conformance/corpus` beside
//! the repository and may be absent; tests that use it then check only the own corpus.

use std::path::{Path, PathBuf};

use boogie_ast::json::{from_json, to_json};
use boogie_ast::print::print_program;
use boogie_ast::{Form, Program};

/// The repository root (two levels above this crate).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("..")
}

/// `crates/tests/corpus`.
pub fn own_corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

/// `shared/conformance/corpus` beside the repository (or `$BOOGIE_CORPUS`), if it exists.
pub fn conformance_corpus_dir() -> Option<PathBuf> {
    let dir = test_support::corpus_dir();
    dir.is_dir().then_some(dir)
}

/// The `.bpl` files under `dir` (recursively), sorted by path.
pub use test_support::bpl_files;

/// The files with extension `ext` under `dir` (recursively), skipping `target*` and
/// hidden directories, in no particular order.
pub fn collect(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if path.is_dir() {
            if !name.starts_with('.') && !name.starts_with("target") {
                collect(&path, ext, out);
            }
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

/// Whether one of the `.expect` files of a conformance test (`F.bpl.expect`,
/// `F.bpl.1.expect`, ...) shows that Boogie rejects `bpl` with a parse error.
pub fn expects_parse_error(bpl: &Path) -> bool {
    let (Some(dir), Some(name)) = (bpl.parent(), bpl.file_name()) else { return false };
    let name = name.to_string_lossy().into_owned();
    let Ok(entries) = std::fs::read_dir(dir) else { return false };
    entries.flatten().any(|entry| {
        let file = entry.file_name().to_string_lossy().into_owned();
        file.starts_with(&name)
            && file.ends_with(".expect")
            && std::fs::read_to_string(entry.path())
                .is_ok_and(|text| text.contains("parse errors detected") || text.contains(": error: "))
    })
}

/// Parses `src`; `Err` with the rendered diagnostics if there are any.
pub fn parse(src: &str, name: &str) -> Result<Program, String> {
    let (program, diags) = boogie_parse::parse_program(src, name);
    if diags.is_empty() {
        Ok(program)
    } else {
        Err(diags.iter().map(|d| d.boogie_line(&program.files)).collect::<Vec<_>>().join("\n"))
    }
}

/// The round-trip checks of a parsed program: `parse(print(p)) == p`,
/// `print(parse(print(p))) == print(p)` byte for byte, `from_json(to_json(p)) == p` and
/// `to_json(from_json(to_json(p))) == to_json(p)` (spans included). Returns the printed
/// text, or a description of the first failure.
pub fn check_round_trip(program: &Program, name: &str) -> Result<String, String> {
    let printed = print_program(program);
    let reparsed = match parse(&printed, name) {
        Ok(p) => p,
        Err(diags) => return Err(format!("printed program does not parse:\n{diags}\n--- printed:\n{printed}")),
    };
    if &reparsed != program {
        return Err(format!(
            "parse(print(p)) != p: {}\n--- printed:\n{printed}",
            first_difference(program, &reparsed)
        ));
    }
    let printed_again = print_program(&reparsed);
    if printed_again != printed {
        return Err(format!("print is not stable:\n--- first:\n{printed}\n--- second:\n{printed_again}"));
    }
    let json = to_json(program, Form::Parsed);
    let doc = from_json(&json).map_err(|e| format!("from_json(to_json(p)) failed: {e}"))?;
    if &doc.program != program {
        return Err(format!("from_json(to_json(p)) != p: {}", first_difference(program, &doc.program)));
    }
    if to_json(&doc.program, doc.form) != json {
        return Err("to_json(from_json(to_json(p))) differs from to_json(p) (spans?)".to_string());
    }
    Ok(printed)
}

/// The first top-level declaration on which two programs differ, printed, for messages.
pub fn first_difference(a: &Program, b: &Program) -> String {
    if a.decls.len() != b.decls.len() {
        return format!("{} declarations against {}", a.decls.len(), b.decls.len());
    }
    for (x, y) in a.decls.iter().zip(&b.decls) {
        if x != y {
            return format!("declaration differs:\n{x:#?}\n--- against ---\n{y:#?}");
        }
    }
    "no declaration differs".to_string()
}

/// Runs `f` on a thread with a large stack (the cli does the same), so that deep
/// expressions are limited by the algorithms and not by the test harness's 2 MiB.
pub fn with_big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    let handle = std::thread::Builder::new().stack_size(256 << 20).spawn(f);
    match handle.map(|h| h.join()) {
        Ok(Ok(value)) => value,
        Ok(Err(panic)) => std::panic::resume_unwind(panic),
        Err(e) => panic!("cannot spawn a test thread: {e}"),
    }
}
