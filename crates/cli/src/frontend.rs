//! The front end shared by the commands: read the input files, parse them in command-line
//! order and report parse errors exactly as Boogie does (boogie-output.md §1, §6.1).

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
        // A large program gets fresh pages faulted in ahead (see the `allocator` crate).
        allocator::prefault_for(bytes.len());
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

/// Resolves and type-checks the program, printing errors (with Boogie's count line naming
/// the last file on the command line) or, on success, the ambiguity warnings.
pub fn typecheck<'p>(program: &'p Program, paths: &[String], out: &mut Out) -> Result<boogie_tc::TcInfo<'p>, Stop> {
    let last = paths.last().map(String::as_str).unwrap_or("");
    let _span = tracing::info_span!("typecheck").entered();
    match boogie_tc::check(program, last) {
        Ok(info) => {
            for warning in &info.warnings {
                out.line(&warning.boogie_line(&program.files));
            }
            Ok(info)
        }
        Err(failure) => {
            for line in failure.lines(program) {
                out.line(&line);
            }
            Err(Stop::InputErrors)
        }
    }
}

/// How polymorphism is encoded (`--type-encoding`, Boogie's `-typeEncoding`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeEncoding {
    /// Monomorphize; where that cannot be done soundly, types as terms (the default).
    Auto,
    /// Monomorphize, or stop with Boogie's message (`m`).
    Monomorphic,
    /// Types as terms (`p`, `a`: both give the type-premisses encoding).
    Terms,
}

impl TypeEncoding {
    /// The choice named on the command line.
    pub fn from_name(s: &str) -> Option<TypeEncoding> {
        match s {
            "auto" => Some(TypeEncoding::Auto),
            "m" | "monomorphic" => Some(TypeEncoding::Monomorphic),
            "p" | "predicates" | "a" | "arguments" => Some(TypeEncoding::Terms),
            _ => None,
        }
    }
}

/// What [`monomorphize`] made of a passive program.
pub enum Mono {
    /// No polymorphism: the program as it is.
    Same,
    /// The monomorphic program.
    New(Program),
}

/// The passive program without polymorphism (the `mono` crate): monomorphized, or where
/// monomorphization cannot express a use of polymorphism soundly, with types encoded as
/// terms (a note says why). Where monomorphization would not terminate, or neither encoding
/// applies, Boogie's line is printed and the run stops (as Boogie's).
pub fn monomorphize(passive: &Program, info: &boogie_tc::TcInfo<'_>, encoding: TypeEncoding, out: &mut Out) -> Result<Mono, Stop> {
    if !mono::is_polymorphic(passive, info) {
        return Ok(Mono::Same);
    }
    let _span = tracing::info_span!("monomorphize").entered();
    let result = match encoding {
        TypeEncoding::Terms => Err(mono::MonoError::Unhandled("types as terms asked for".into())),
        TypeEncoding::Auto | TypeEncoding::Monomorphic => mono::monomorphize(passive, info),
    };
    if let (TypeEncoding::Monomorphic, Err(e)) = (encoding, &result) {
        out.line(e.boogie_line());
        return Err(Stop::InputErrors);
    }
    match result {
        Ok(m) => {
            notes(&m.notes);
            Ok(Mono::New(m.program))
        }
        Err(mono::MonoError::Unhandled(why)) => match mono::erase_types(passive, info) {
            Ok(p) => {
                notes(&[format!("monomorphization: {why}; types encoded as terms instead")]);
                Ok(Mono::New(p))
            }
            Err(e) => {
                notes(&[format!("monomorphization: {why}; types as terms: {e:?}")]);
                out.line(mono::MonoError::Unhandled(why).boogie_line());
                Err(Stop::InputErrors)
            }
        },
        Err(e @ mono::MonoError::ExpandingTypeCycle) => {
            out.line(e.boogie_line());
            Err(Stop::InputErrors)
        }
    }
}

/// Notes on stderr when `RBOOGIE_NOTES` is set.
fn notes(lines: &[String]) {
    if std::env::var_os("RBOOGIE_NOTES").is_some() {
        let mut err = Out::stderr();
        for n in lines {
            err.line(&format!("note: {n}"));
        }
        err.flush();
    }
}

/// `program` with only the implementations of the procedures `patterns` name (all of them
/// when there is no pattern); `*` in a pattern matches any text (Boogie's `-proc`).
pub fn keep_procs(mut program: Program, patterns: &[String]) -> Program {
    if patterns.is_empty() {
        return program;
    }
    program.decls.retain(|d| match d {
        Decl::Implementation(i) => patterns.iter().any(|p| glob(p, &i.name.name)),
        _ => true,
    });
    program
}

/// Whether `text` matches `pattern`, where `*` stands for any text.
fn glob(pattern: &str, text: &str) -> bool {
    match pattern.split_once('*') {
        None => pattern == text,
        Some((head, rest)) => {
            let Some(tail) = text.strip_prefix(head) else { return false };
            (0..=tail.len()).filter(|&i| tail.is_char_boundary(i)).any(|i| glob(rest, &tail[i..]))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::glob;

    #[test]
    fn patterns_match_as_boogie_proc_does() {
        assert!(glob("P", "P"));
        assert!(!glob("P", "PQ"));
        assert!(glob("P*", "PQ"));
        assert!(glob("*Q", "PQ"));
        assert!(glob("a*c*e", "abcde"));
        assert!(!glob("a*c*e", "abde"));
    }
}
