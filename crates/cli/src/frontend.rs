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

/// rboogie's libraries (`--lib NAME`, Boogie's `-lib:NAME`): the declarations Boogie's
/// standard libraries provide, written for rboogie (`crates/cli/lib/`).
pub const LIBRARIES: &[(&str, &str)] = &[("base", include_str!("../lib/base.bpl")), ("set_size", include_str!("../lib/set_size.bpl"))];

/// The inputs to read for the libraries `names`, in order: a library that builds on `base`
/// (`set_size`) brings `base` with it; each library once.
pub fn library_inputs(names: &[String]) -> Vec<String> {
    let mut want: Vec<&str> = Vec::new();
    for n in names {
        if n != "base" && !want.contains(&"base") {
            want.push("base");
        }
        if !want.contains(&n.as_str()) {
            want.push(n);
        }
    }
    want.into_iter()
        .filter(|n| LIBRARIES.iter().any(|(l, _)| l == n))
        .map(|n| format!("{LIBRARY_PREFIX}{n}.bpl"))
        .collect()
}

const LIBRARY_PREFIX: &str = "rboogie-library:";

/// The text of a library input named by [`library_input`].
fn library(path: &str) -> Option<&'static str> {
    let name = path.strip_prefix(LIBRARY_PREFIX)?.strip_suffix(".bpl")?;
    LIBRARIES.iter().find(|(n, _)| *n == name).map(|(_, text)| *text)
}

/// Reads and parses every file (all of them, even after a failing one), printing each
/// failing file's errors and count line. Returns the combined program when no file had
/// a parse error.
pub fn parse_files(paths: &[String], out: &mut Out) -> Result<Program, Stop> {
    let mut files = Files::default();
    let mut decls: Vec<Decl> = Vec::new();
    let mut failed = false;
    for (index, path) in paths.iter().enumerate() {
        let read = match library(path) {
            Some(text) => Ok(text.as_bytes().to_vec()),
            None => std::fs::read(path),
        };
        let bytes = match read {
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
    /// The program with its types encoded as terms (asked for, or where monomorphization
    /// cannot express a use of polymorphism soundly).
    Terms(Program),
}

/// The passive program without polymorphism (the `mono` crate): monomorphized, or where
/// monomorphization cannot express a use of polymorphism soundly, with types encoded as
/// terms (a note says why). Where monomorphization would not terminate, or neither encoding
/// applies, the error is Boogie's line (the run stops, as Boogie's).
pub fn monomorphize(passive: &Program, info: &boogie_tc::TcInfo<'_>, encoding: TypeEncoding) -> Result<Mono, &'static str> {
    if !mono::is_polymorphic(passive, info) {
        return Ok(Mono::Same);
    }
    let _span = tracing::info_span!("monomorphize").entered();
    let result = match encoding {
        TypeEncoding::Terms => Err(mono::MonoError::Unhandled("types as terms asked for".into())),
        TypeEncoding::Auto | TypeEncoding::Monomorphic => mono::monomorphize(passive, info),
    };
    if let (TypeEncoding::Monomorphic, Err(e)) = (encoding, &result) {
        return Err(e.boogie_line());
    }
    match result {
        Ok(m) => {
            notes(&m.notes);
            Ok(Mono::New(m.program))
        }
        Err(mono::MonoError::Unhandled(why)) => match mono::erase_types(passive, info) {
            Ok(p) => {
                notes(&[format!("monomorphization: {why}; types encoded as terms instead")]);
                Ok(Mono::Terms(p))
            }
            Err(e) => {
                notes(&[format!("monomorphization: {why}; types as terms: {e:?}")]);
                Err(mono::MonoError::Unhandled(why).boogie_line())
            }
        },
        Err(e @ mono::MonoError::ExpandingTypeCycle) => Err(e.boogie_line()),
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
