//! The reports of `rboogie reach`: text in Boogie's warning style, JSON, and SARIF 2.1.0.
//!
//! Text and SARIF give one entry per maximal region: a run of consecutive source commands
//! (in source order) with the same finding, at its first command. JSON lists every command.

use serde_json::{json, Value};

use crate::{ImplReport, Status};
use boogie_ast::origin::Pos;

/// What a region of commands is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    Unreachable,
    Doomed(Option<Pos>),
    Unknown,
}

/// A maximal run of consecutive commands with the same finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    pub at: Pos,
    pub finding: Finding,
    pub commands: usize,
}

fn finding(s: &Status) -> Option<Finding> {
    match s {
        Status::Reachable => None,
        Status::Unreachable => Some(Finding::Unreachable),
        Status::Doomed(p) => Some(Finding::Doomed(p.clone())),
        Status::Unknown => Some(Finding::Unknown),
    }
}

/// The maximal regions of one implementation.
pub fn regions(r: &ImplReport) -> Vec<Region> {
    let mut out: Vec<Region> = Vec::new();
    let mut open = false;
    for c in &r.cmds {
        match finding(&c.status) {
            Some(f) => match out.last_mut() {
                Some(last) if open && last.finding == f => last.commands += 1,
                _ => {
                    out.push(Region { at: c.cmd.pos.clone(), finding: f, commands: 1 });
                    open = true;
                }
            },
            None => open = false,
        }
    }
    out
}

fn loc(p: &Pos) -> String {
    format!("{}({},{})", p.file, p.line, p.col)
}

/// The text of one finding.
fn message(f: &Finding) -> String {
    match f {
        Finding::Unreachable => "unreachable code".to_string(),
        Finding::Doomed(Some(p)) => format!("doomed: every execution that reaches this fails at {}", loc(p)),
        Finding::Doomed(None) => "doomed: every execution that reaches this fails".to_string(),
        Finding::Unknown => "reachability unknown: the solver gave no answer".to_string(),
    }
}

/// Counts over all implementations: commands unreachable, doomed, unknown; regions; queries.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    pub implementations: usize,
    pub unreachable: usize,
    pub doomed: usize,
    pub unknown: usize,
    pub regions: usize,
    pub queries: usize,
}

pub fn totals(reports: &[ImplReport]) -> Totals {
    let mut t = Totals { implementations: reports.len(), ..Totals::default() };
    for r in reports {
        t.queries += r.queries;
        t.regions += regions(r).len();
        for c in &r.cmds {
            match c.status {
                Status::Unreachable => t.unreachable += 1,
                Status::Doomed(_) => t.doomed += 1,
                Status::Unknown => t.unknown += 1,
                Status::Reachable => {}
            }
        }
    }
    t
}

/// The text report: one warning line per region, then the summary line.
pub fn text(reports: &[ImplReport]) -> String {
    let mut out = String::new();
    for r in reports {
        for g in regions(r) {
            out.push_str(&format!("{}: warning: {}\n", loc(&g.at), message(&g.finding)));
        }
    }
    let t = totals(reports);
    out.push_str(&format!(
        "\nreach finished with {} implementation{}: {} unreachable, {} doomed, {} unknown command{}; {} solver quer{}\n",
        t.implementations,
        if t.implementations == 1 { "" } else { "s" },
        t.unreachable,
        t.doomed,
        t.unknown,
        if t.unknown == 1 { "" } else { "s" },
        t.queries,
        if t.queries == 1 { "y" } else { "ies" },
    ));
    out
}

fn line_col(p: &Pos) -> Value {
    json!({ "line": p.line, "col": p.col })
}

/// The JSON report: `{"implementations": [{"file", "name", "unreachable", "doomed",
/// "unknown", "queries", "blocks"}]}`, every command listed in source order; a doomed
/// command also has `fails_at`, the failing assertion, when known.
pub fn json(reports: &[ImplReport]) -> String {
    let impls: Vec<Value> = reports
        .iter()
        .map(|r| {
            let pick = |want: fn(&Status) -> bool| -> Vec<Value> {
                r.cmds.iter().filter(|c| want(&c.status)).map(|c| line_col(&c.cmd.pos)).collect()
            };
            let doomed: Vec<Value> = r
                .cmds
                .iter()
                .filter_map(|c| match &c.status {
                    Status::Doomed(by) => {
                        let mut v = line_col(&c.cmd.pos);
                        if let Some(b) = by {
                            v["fails_at"] = line_col(b);
                        }
                        Some(v)
                    }
                    _ => None,
                })
                .collect();
            json!({
                "file": r.pos.as_ref().map(|p| p.file.to_string()).unwrap_or_default(),
                "name": r.name,
                "unreachable": pick(|s| *s == Status::Unreachable),
                "doomed": doomed,
                "unknown": pick(|s| *s == Status::Unknown),
                "queries": r.queries,
                "blocks": r.blocks,
            })
        })
        .collect();
    let mut s = json!({ "implementations": impls }).to_string();
    s.push('\n');
    s
}

/// A file name as a relative or absolute URI reference (RFC 3986: unreserved characters
/// and `/` kept, everything else percent-encoded).
fn uri(file: &str) -> String {
    let mut out = String::new();
    for b in file.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn location(p: &Pos) -> Value {
    json!({
        "physicalLocation": {
            "artifactLocation": { "uri": uri(&p.file) },
            "region": { "startLine": p.line, "startColumn": p.col }
        }
    })
}

/// The SARIF 2.1.0 rules of the report: `unreachable`, `doomed`, `unknown` (the cli
/// writes the log around them and [`sarif_results`]).
pub fn sarif_rules() -> Value {
    json!([
        { "id": "unreachable", "shortDescription": { "text": "No execution reaches this code" } },
        { "id": "doomed", "shortDescription": { "text": "Every execution that reaches this point fails an assertion" } },
        { "id": "unknown", "shortDescription": { "text": "The solver could not decide reachability" } }
    ])
}

/// The SARIF 2.1.0 results: one per region.
pub fn sarif_results(reports: &[ImplReport]) -> Vec<Value> {
    let mut results = Vec::new();
    for r in reports {
        for g in regions(r) {
            let (id, index) = match g.finding {
                Finding::Unreachable => ("unreachable", 0),
                Finding::Doomed(_) => ("doomed", 1),
                Finding::Unknown => ("unknown", 2),
            };
            let mut res = json!({
                "ruleId": id,
                "ruleIndex": index,
                "level": if index == 2 { "note" } else { "warning" },
                "message": { "text": message(&g.finding) },
                "locations": [location(&g.at)],
            });
            if let Finding::Doomed(Some(p)) = &g.finding {
                let mut rel = location(p);
                rel["id"] = json!(0);
                rel["message"] = json!({ "text": "the assertion that fails" });
                res["relatedLocations"] = json!([rel]);
            }
            results.push(res);
        }
    }
    results
}
