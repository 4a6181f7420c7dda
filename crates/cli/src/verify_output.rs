//! `rboogie verify --format json`: one object with the implementations (name, position,
//! outcome, errors with location, message, related location and trace) and the summary.

use passive::origin::Pos;
use vcgen::{ImplResult, Outcome};

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

fn pos(p: &Option<Pos>) -> String {
    match p {
        Some(p) => format!("{{\"file\":{},\"line\":{},\"col\":{}}}", esc(&p.file), p.line, p.col),
        None => "null".to_string(),
    }
}

fn outcome(o: Outcome) -> &'static str {
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

/// The JSON text (one line plus a newline).
pub fn json(results: &[ImplResult]) -> String {
    let mut impls = Vec::new();
    for r in results {
        let mut errs = Vec::new();
        for e in &r.errors {
            let trace: Vec<String> = e
                .trace
                .iter()
                .map(|(l, p)| format!("{{\"label\":{},\"pos\":{}}}", esc(l), pos(p)))
                .collect();
            let related = match &e.related {
                Some((p, m)) => format!("{{\"pos\":{},\"message\":{}}}", pos(&Some(p.clone())), esc(m)),
                None => "null".into(),
            };
            errs.push(format!(
                "{{\"kind\":{},\"pos\":{},\"message\":{},\"custom\":{},\"related\":{},\"trace\":[{}]}}",
                esc(e.kind.name()),
                pos(&e.pos),
                esc(&e.message),
                e.custom.as_deref().map(esc).unwrap_or_else(|| "null".into()),
                related,
                trace.join(",")
            ));
        }
        impls.push(format!(
            "{{\"name\":{},\"pos\":{},\"outcome\":{},\"errors\":[{}]}}",
            esc(&r.name),
            pos(&r.pos),
            esc(outcome(r.outcome)),
            errs.join(",")
        ));
    }
    format!(
        "{{\"implementations\":[{}],\"summary\":{}}}\n",
        impls.join(","),
        esc(&vcgen::summary_line(results))
    )
}
