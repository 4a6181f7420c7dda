//! Reading Boogie files for the `parse` stage (and `rboogie print`): check the extensions,
//! parse the files in command-line order and report parse errors exactly as Boogie does
//! (boogie-output.md §1, §6.1). Type checking is the `check` stage ([`crate::runner`]).

use std::path::Path;

use boogie_ast::{diag, Decl, Diagnostic, Files, Phase, Program};

use crate::output::Out;

/// Why the front end stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// Errors in the input were printed.
    InputErrors,
    /// A file could not be read, or has an unsupported extension (printed).
    Fatal,
}

/// Checks that every input is a `.bpl` file, as Boogie does before reading anything.
/// Prints Boogie's message for the first offending file.
pub fn check_extensions(paths: &[String], out: &mut Out) -> Result<(), Stop> {
    for path in paths {
        let ext = Path::new(path).extension().and_then(|e| e.to_str()).unwrap_or("");
        if ext != "bpl" {
            out.line(&format!(
                "*** Error: '{path}': Filename extension '.{ext}' is not supported. Input files must be BoogiePL programs (.bpl)."
            ));
            return Err(Stop::Fatal);
        }
    }
    Ok(())
}

/// Reads and parses every file (all of them, even after a failing one), printing each
/// failing file's errors and count line. Returns the combined program when no file had
/// a parse error.
pub fn parse_files(paths: &[String], out: &mut Out) -> Result<Program, Stop> {
    let mut files = Files::default();
    let mut decls: Vec<Decl> = Vec::new();
    let mut failed = false;
    for (index, path) in paths.iter().enumerate() {
        let bytes = match std::fs::read(path) {
            Ok(bytes) => bytes,
            Err(err) => {
                out.line(&format!("Error opening file \"{path}\": {err}"));
                return Err(Stop::Fatal);
            }
        };
        let _span = tracing::info_span!("parse", file = %path).entered();
        let (parsed, diags) = boogie_parse::parse_file(&bytes, path, index, &mut files);
        let errors: Vec<&Diagnostic> = diags.iter().filter(|d| d.phase == Phase::Parse).collect();
        if errors.is_empty() {
            decls.extend(parsed.unwrap_or_default());
        } else {
            failed = true;
            for d in &errors {
                out.line(&d.boogie_line(&files));
            }
            if let Some(line) = diag::count_line(Phase::Parse, errors.len(), path) {
                out.line(&line);
            }
        }
    }
    if failed {
        return Err(Stop::InputErrors);
    }
    Ok(Program { files, decls })
}
