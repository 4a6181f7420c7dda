//! Verification results as SARIF 2.1.0 (`verify --format sarif`), for code-scanning tools
//! and editors: one result per error, its primary location the failing command (Boogie's
//! error line), the related location (the failed precondition or postcondition) as a
//! related location, and the execution trace as a code flow; implementations that ended
//! without a verdict (time-out, out of memory or resource, solver failure) as notes.
//!
//! Rendered from the same [`vcgen::ImplResult`]s as Boogie's text and the JSON
//! ([`crate::report`]); checked against the SARIF 2.1.0 schema in the tests.

use serde_json::{json, Value};
use vcgen::{ErrorReport, ImplResult, Outcome};

use boogie_ast::origin::Pos;

use crate::report::{message, related_message};

/// The SARIF log of `results` (one run), as pretty-printed JSON with a final newline.
pub fn sarif(results: &[ImplResult]) -> String {
    let mut out = Vec::new();
    for r in results {
        for e in &r.errors {
            out.push(error_result(r, e));
        }
        if let Some(note) = unfinished(r) {
            out.push(note);
        }
    }
    log(rules(), out)
}

/// A SARIF 2.1.0 log of one run of rboogie with `rules` and `results` (used by `verify`
/// and `reach`), pretty-printed with a final newline.
pub fn log(rules: Value, results: Vec<Value>) -> String {
    let log = json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": { "driver": {
                "name": "rboogie",
                "version": env!("CARGO_PKG_VERSION"),
                "informationUri": "https://github.com/boogie-org/boogie",
                "rules": rules,
            }},
            "results": results,
        }],
    });
    let mut text = serde_json::to_string_pretty(&log).unwrap_or_default();
    text.push('\n');
    text
}

/// The rules: one per kind of failed check, and one for an implementation without verdict.
fn rules() -> Value {
    use boogie_ast::origin::OriginKind::*;
    let kinds = [Assertion, InvariantEntry, InvariantMaintained, Precondition, Postcondition, Unpack, Measure, MeasureBound];
    let mut rules: Vec<Value> = kinds
        .iter()
        .map(|k| json!({ "id": k.name(), "shortDescription": { "text": message(*k) } }))
        .collect();
    rules.push(json!({ "id": "no-verdict", "shortDescription": { "text": "verification ended without a verdict" } }));
    Value::Array(rules)
}

fn location(p: &Pos, text: Option<&str>) -> Value {
    let mut loc = json!({
        "physicalLocation": {
            "artifactLocation": { "uri": p.file.as_str() },
            "region": { "startLine": p.line.max(1), "startColumn": p.col.max(1) },
        }
    });
    if let Some(t) = text.filter(|t| !t.is_empty()) {
        loc["message"] = json!({ "text": t });
    }
    loc
}

fn error_result(r: &ImplResult, e: &ErrorReport) -> Value {
    let text = e.custom.clone().unwrap_or_else(|| message(e.kind).to_string());
    let mut res = json!({
        "ruleId": e.kind.name(),
        "level": "error",
        "message": { "text": format!("{text} (implementation {})", r.name) },
    });
    if let Some(p) = &e.pos {
        res["locations"] = json!([location(p, None)]);
    }
    if let Some(p) = &e.related {
        res["relatedLocations"] = json!([{ "id": 0, "physicalLocation": location(p, None)["physicalLocation"].clone(), "message": { "text": related_message(e.kind) } }]);
    }
    let steps: Vec<Value> = e
        .trace
        .iter()
        .enumerate()
        .filter_map(|(i, (label, p))| {
            let mut step = json!({ "location": location(p.as_ref()?, Some(label)) });
            // `--model-view`: the variables' values there, as the step's state.
            if let Some(state) = e.model.get(i).filter(|s| !s.is_empty()) {
                let state: serde_json::Map<String, Value> = state.iter().map(|(n, v)| (n.clone(), json!({ "text": v }))).collect();
                step["state"] = Value::Object(state);
            }
            Some(step)
        })
        .collect();
    if !steps.is_empty() {
        res["codeFlows"] = json!([{ "threadFlows": [{ "locations": steps }] }]);
    }
    res
}

/// A note for an implementation that ended without a verdict.
fn unfinished(r: &ImplResult) -> Option<Value> {
    let what = match r.outcome {
        Outcome::Verified | Outcome::Errors => return None,
        Outcome::TimedOut => format!("verification of {} timed out after {} seconds", r.name, r.time_limit),
        Outcome::OutOfMemory => format!("verification of {} ran out of memory", r.name),
        Outcome::OutOfResource => format!("verification of {} ran out of resources", r.name),
        Outcome::Inconclusive => format!("verification of {} was inconclusive", r.name),
        Outcome::SolverException => format!("verification of {} encountered a solver exception", r.name),
    };
    let mut res = json!({ "ruleId": "no-verdict", "level": "warning", "message": { "text": what } });
    if let Some(p) = &r.pos {
        res["locations"] = json!([location(p, None)]);
    }
    Some(res)
}
