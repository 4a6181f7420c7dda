//! Verification results as text: Boogie's console output (one place, here) and the JSON of
//! `--format json`, both rendered from the same data ([`vcgen::ImplResult`]).
//!
//! Boogie's output (boogie-output.md §2, §5, §8): per implementation, its outcome line (none
//! for verified or failed implementations) and its errors sorted by position, each with its
//! related location and execution trace; then an empty line and the summary line.

use boogie_ast::origin::{OriginKind, Pos};
use vcgen::{ErrorReport, ImplResult, Outcome};

use crate::output::Out;

/// Boogie's main message for a failed check of kind `kind`.
pub fn message(kind: OriginKind) -> &'static str {
    match kind {
        OriginKind::Assertion | OriginKind::Invariant => "this assertion could not be proved",
        OriginKind::InvariantEntry => "this loop invariant could not be proved on entry",
        OriginKind::InvariantMaintained => "this invariant could not be proved to be maintained by the loop",
        OriginKind::Precondition | OriginKind::MeasureBound => "a precondition for this call could not be proved",
        OriginKind::Postcondition => "a postcondition could not be proved on this return path",
        OriginKind::Unpack => "the precondition for unpack could not be proved",
        OriginKind::Measure => "measure could not be proved to decrease",
    }
}

/// Boogie's message at the related location of a failed check of kind `kind`.
pub fn related_message(kind: OriginKind) -> &'static str {
    match kind {
        OriginKind::Precondition => "this is the precondition that could not be proved",
        OriginKind::Postcondition => "this is the postcondition that could not be proved",
        OriginKind::MeasureBound => "this measure could not be proved to be non-negative",
        OriginKind::Assertion
        | OriginKind::Invariant
        | OriginKind::InvariantEntry
        | OriginKind::InvariantMaintained
        | OriginKind::Unpack
        | OriginKind::Measure => "",
    }
}

/// Prints Boogie's output for `results` (what `verify` and `prove` print on stdout).
pub fn print_text(out: &mut Out, results: &[ImplResult], error_trace: u8) {
    print_text_from(out, results, 0, error_trace);
}

/// [`print_text`] without the lines of the first `printed` results (printed already as they
/// came, `crate::stream`); the summary counts them all.
pub fn print_text_from(out: &mut Out, results: &[ImplResult], printed: usize, error_trace: u8) {
    for r in results.iter().skip(printed) {
        for line in impl_lines(r, error_trace) {
            out.line(&line);
        }
    }
    out.line("");
    out.line(&summary_line(results));
}

/// A position as Boogie prints it: the file name as given on the command line (or by a
/// `#line` pragma), as the execution trace prints it too.
fn at(p: &Pos) -> String {
    format!("{}({},{})", p.file, p.line, p.col)
}

/// Sort key of a position (line, column; none first).
fn pos_key(p: Option<&Pos>) -> u64 {
    p.map(|p| u64::from(p.line) * 1000 + u64::from(p.col)).unwrap_or(0)
}

/// The lines Boogie prints for one implementation: its outcome line, then its errors sorted
/// by position (then trace, message and related location).
pub fn impl_lines(r: &ImplResult, error_trace: u8) -> Vec<String> {
    let mut out = Vec::new();
    let at_impl = r.pos.as_ref().map(|p| format!("{}: ", at(p))).unwrap_or_default();
    match r.outcome {
        Outcome::TimedOut => out.push(format!("{at_impl}Verification of '{}' timed out after {} seconds", r.name, r.time_limit)),
        Outcome::OutOfMemory => out.push(format!("{at_impl}Verification out of memory ({})", r.name)),
        Outcome::OutOfResource => out.push(format!("{at_impl}Verification out of resource ({})", r.name)),
        Outcome::Inconclusive => out.push(format!("{at_impl}Verification inconclusive ({})", r.name)),
        Outcome::SolverException => out.push(format!("{at_impl}Verification encountered solver exception ({})", r.name)),
        Outcome::Verified => out.extend(r.msg_if_verifies.iter().cloned()),
        Outcome::Errors => {}
    }
    let mut errors: Vec<&ErrorReport> = r.errors.iter().collect();
    errors.sort_by(|a, b| {
        let trace_keys = |e: &ErrorReport| e.trace.iter().map(|(_, p)| pos_key(p.as_ref())).collect::<Vec<u64>>();
        (pos_key(a.pos.as_ref()), a.trace.len())
            .cmp(&(pos_key(b.pos.as_ref()), b.trace.len()))
            .then_with(|| trace_keys(a).cmp(&trace_keys(b)))
            .then_with(|| message(a.kind).cmp(message(b.kind)))
            .then_with(|| pos_key(a.related.as_ref()).cmp(&pos_key(b.related.as_ref())))
    });
    for e in errors {
        error_lines(e, error_trace, &mut out);
    }
    out
}

/// The lines of one error: its message (or its `{:msg}` text), related location and trace.
fn error_lines(e: &ErrorReport, error_trace: u8, out: &mut Vec<String>) {
    match &e.custom {
        Some(m) => out.push(strip_error_prefix(m).to_string()),
        None => {
            let loc = e.pos.as_ref().map(|p| format!("{}: ", at(p))).unwrap_or_default();
            out.push(format!("{loc}Error: {}", message(e.kind)));
            if let Some(p) = &e.related {
                out.push(format!("{}: Related location: {}", at(p), related_message(e.kind)));
            }
        }
    }
    // Boogie prints the header even when no block of the path has a source token.
    if error_trace > 0 {
        out.push("Execution trace:".to_string());
        for (i, (label, p)) in e.trace.iter().enumerate() {
            match p {
                Some(p) => out.push(format!("    {}({},{}): {label}", p.file, p.line, p.col)),
                None => out.push(format!("    (0,0): {label}")),
            }
            // `--model-view`: the variables' values at the end of this step.
            if let Some(state) = e.model.get(i).filter(|s| !s.is_empty()) {
                let values: Vec<String> = state.iter().map(|(n, v)| format!("{n} = {v}")).collect();
                out.push(format!("        {}", values.join(", ")));
            }
        }
    }
}

fn strip_error_prefix(m: &str) -> &str {
    match m.get(..7) {
        Some(head) if head.eq_ignore_ascii_case("error: ") => &m[7..],
        _ => m,
    }
}

/// Boogie's summary line for these results.
pub fn summary_line(results: &[ImplResult]) -> String {
    let (mut verified, mut errors) = (0, 0);
    let (mut inconclusive, mut timeouts, mut memory, mut resource, mut exceptions) = (0, 0, 0, 0, 0);
    for r in results {
        match r.outcome {
            Outcome::Verified => verified += 1,
            Outcome::Errors => errors += r.errors.len(),
            Outcome::TimedOut => timeouts += 1,
            Outcome::OutOfMemory => memory += 1,
            Outcome::OutOfResource => resource += 1,
            Outcome::Inconclusive => inconclusive += 1,
            Outcome::SolverException => exceptions += 1,
        }
    }
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    let mut line = format!("Boogie program verifier finished with {verified} verified, {errors} error{}", plural(errors));
    if inconclusive > 0 {
        line.push_str(&format!(", {inconclusive} inconclusive{}", plural(inconclusive)));
    }
    if timeouts > 0 {
        line.push_str(&format!(", {timeouts} time out{}", plural(timeouts)));
    }
    if memory > 0 {
        line.push_str(&format!(", {memory} out of memory"));
    }
    if resource > 0 {
        line.push_str(&format!(", {resource} out of resource"));
    }
    if exceptions > 0 {
        line.push_str(&format!(", {exceptions} solver exceptions"));
    }
    line
}

/// On stderr (stdout stays Boogie's): every note with `RBOOGIE_NOTES` set, else why each
/// solver exception happened (Boogie's line names no reason; a solver that does not start,
/// for instance, would otherwise go unexplained).
pub fn print_notes(results: &[ImplResult]) {
    let all = std::env::var_os("RBOOGIE_NOTES").is_some();
    let mut err = Out::stderr();
    for r in results {
        if all || r.outcome == Outcome::SolverException {
            for n in &r.notes {
                err.line(&format!("note: {}: {n}", r.name));
            }
        }
    }
    err.flush();
}

/// `--format json`: one object with the implementations (name, position, outcome, errors
/// with kind, location, message, related location and trace) and the summary line, on one
/// line followed by a newline.
pub fn json(results: &[ImplResult]) -> String {
    let impls: Vec<String> = results
        .iter()
        .map(|r| {
            let errors: Vec<String> = r.errors.iter().map(json_error).collect();
            format!(
                "{{\"name\":{},\"pos\":{},\"outcome\":{},\"errors\":[{}]}}",
                esc(&r.name),
                json_pos(r.pos.as_ref()),
                esc(outcome_name(r.outcome)),
                errors.join(",")
            )
        })
        .collect();
    format!("{{\"implementations\":[{}],\"summary\":{}}}\n", impls.join(","), esc(&summary_line(results)))
}

fn json_error(e: &ErrorReport) -> String {
    let trace: Vec<String> = e
        .trace
        .iter()
        .enumerate()
        .map(|(i, (l, p))| match e.model.get(i) {
            // `--model-view`: the values at this step, by name.
            Some(state) => {
                let values: Vec<String> = state.iter().map(|(n, v)| format!("{}:{}", esc(n), esc(v))).collect();
                format!("{{\"label\":{},\"pos\":{},\"values\":{{{}}}}}", esc(l), json_pos(p.as_ref()), values.join(","))
            }
            None => format!("{{\"label\":{},\"pos\":{}}}", esc(l), json_pos(p.as_ref())),
        })
        .collect();
    let related = match &e.related {
        Some(p) => format!("{{\"pos\":{},\"message\":{}}}", json_pos(Some(p)), esc(related_message(e.kind))),
        None => "null".into(),
    };
    format!(
        "{{\"kind\":{},\"pos\":{},\"message\":{},\"custom\":{},\"related\":{},\"trace\":[{}]}}",
        esc(e.kind.name()),
        json_pos(e.pos.as_ref()),
        esc(message(e.kind)),
        e.custom.as_deref().map(esc).unwrap_or_else(|| "null".into()),
        related,
        trace.join(",")
    )
}

fn outcome_name(o: Outcome) -> &'static str {
    match o {
        Outcome::Verified => "verified",
        Outcome::Errors => "errors",
        Outcome::TimedOut => "timed out",
        Outcome::OutOfMemory => "out of memory",
        Outcome::OutOfResource => "out of resource",
        Outcome::Inconclusive => "inconclusive",
        Outcome::SolverException => "solver exception",
    }
}

fn json_pos(p: Option<&Pos>) -> String {
    match p {
        Some(p) => format!("{{\"file\":{},\"line\":{},\"col\":{}}}", esc(&p.file), p.line, p.col),
        None => "null".to_string(),
    }
}

fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
