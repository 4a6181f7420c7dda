//! The exact output of Boogie's `-noVerify` mode for a parsed program (boogie-output.md §6.6).

use boogie_ast::{diag::count_line, Diagnostic, Phase, Program};

/// The lines Boogie prints for `-noVerify`.
///
/// `parse` holds, per input file in command-line order, the name Boogie uses for it in
/// count lines (the base name under `-useBaseNameForFileName`) and its parse
/// diagnostics. Every file with parse errors prints its errors and its own count line,
/// and nothing else follows. Otherwise the program is checked: resolution or type errors
/// print with their count line naming the last file; function-dependency errors print
/// without one; on success the warnings, an empty line and
/// `Boogie program verifier finished with 0 verified, 0 errors` are printed.
pub fn no_verify_lines(program: &Program, parse: &[(String, Vec<Diagnostic>)]) -> Vec<String> {
    let mut out = Vec::new();
    let mut parse_failed = false;
    for (file, diags) in parse {
        if diags.iter().any(|d| d.phase == Phase::Parse) {
            parse_failed = true;
            let n = diags.iter().filter(|d| d.phase == Phase::Parse).count();
            out.extend(diags.iter().map(|d| d.boogie_line(&program.files)));
            out.extend(count_line(Phase::Parse, n, file));
        }
    }
    if parse_failed {
        return out;
    }
    let last = parse.last().map(|(f, _)| f.as_str()).unwrap_or("");
    match crate::check(program, last) {
        Err(f) => out.extend(f.lines(program)),
        Ok(info) => {
            out.extend(info.warnings.iter().map(|d| d.boogie_line(&program.files)));
            out.push(String::new());
            out.push("Boogie program verifier finished with 0 verified, 0 errors".to_string());
        }
    }
    out
}
