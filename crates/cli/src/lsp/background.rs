//! Verification on save, in the background: a child `rboogie verify --format json FILE`
//! per saved document, its errors turned into diagnostics (the failing command, the related
//! location and the trace steps as related information) and published with the document's
//! parse and type diagnostics. A newer save, a close or the server's exit cancels the
//! running child with SIGINT (it kills its solvers and exits, `crate::stream`).

use std::collections::HashMap;
use std::io::Read;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};

use crossbeam_channel::Sender;
use lsp_server::Message;
use lsp_types::{Diagnostic, DiagnosticRelatedInformation, DiagnosticSeverity, Location, Uri};
use serde_json::Value;

use super::incremental::{Plan, Segments};
use super::{lock, path_of, publish, uri_of, Shared};

/// A running verification: its child (taken when it is reaped).
struct Job {
    child: Arc<Mutex<Option<Child>>>,
}

/// The running verifications, by document.
pub struct Verifier {
    args: Vec<String>,
    jobs: HashMap<String, Job>,
}

impl Verifier {
    pub fn new(args: Vec<String>) -> Verifier {
        Verifier { args, jobs: HashMap::new() }
    }

    /// Cancels the verification of `uri`, if one runs.
    pub fn cancel(&mut self, uri: &str) {
        if let Some(job) = self.jobs.remove(uri) {
            interrupt(&job.child);
        }
    }

    pub fn cancel_all(&mut self) {
        for (_, job) in self.jobs.drain() {
            interrupt(&job.child);
        }
    }

    /// Verifies the saved file of `uri` in the background (cancelling the previous run):
    /// the procedures whose bodies changed, or everything ([`super::incremental`]).
    pub fn start(&mut self, sender: Sender<Message>, shared: Shared, uri: Uri) {
        self.cancel(uri.as_str());
        let path = path_of(&uri);
        let saved = std::fs::read_to_string(&path).unwrap_or_default();
        let Some(segments) = Segments::of(&saved, &path) else {
            // Parse errors: published from the text already; nothing to verify.
            return;
        };
        // The plan, and the diagnostics kept from the last verification.
        let (plan, kept, generation) = {
            let docs = lock(&shared);
            let Some(doc) = docs.docs.get(uri.as_str()) else { return };
            let plan = segments.plan(doc.verified.as_ref());
            let kept = match (&plan, &doc.verified) {
                (Plan::Procs(procs), Some(before)) => segments.keep(before, &doc.verify, procs, &uri),
                _ => None,
            };
            match kept {
                Some(kept) => (plan, kept, doc.verified_gen),
                None => (Plan::All, Vec::new(), doc.verified_gen),
            }
        };
        let procs = match &plan {
            Plan::All => Vec::new(),
            Plan::Procs(p) => p.clone(),
        };
        log(&sender, &match &plan {
            Plan::All => format!("rboogie: verifying {path}"),
            Plan::Procs(p) if p.is_empty() => format!("rboogie: {path}: no implementation changed"),
            Plan::Procs(p) => format!("rboogie: verifying {} in {path} (the rest is unchanged)", p.join(", ")),
        });
        if plan == Plan::Procs(Vec::new()) {
            let mut docs = lock(&shared);
            if let Some(doc) = docs.docs.get_mut(uri.as_str()) {
                finish(doc, segments, kept);
                publish(&sender, &uri, doc);
            }
            return;
        }
        let Ok(exe) = std::env::current_exe() else { return };
        let mut cmd = Command::new(exe);
        cmd.arg("verify").args(["--format", "json"]).args(&self.args);
        for p in &procs {
            cmd.args(["--proc", p]);
        }
        let spawned = cmd.arg(&path).stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::null()).spawn();
        let Ok(mut child) = spawned else { return };
        let Some(mut stdout) = child.stdout.take() else { return };
        let slot = Arc::new(Mutex::new(Some(child)));
        self.jobs.insert(uri.as_str().to_string(), Job { child: Arc::clone(&slot) });
        let _ = std::thread::Builder::new().name("lsp-verify".into()).spawn(move || {
            let mut out = String::new();
            let _ = stdout.read_to_string(&mut out);
            let status = slot.lock().unwrap_or_else(|e| e.into_inner()).take().and_then(|mut c| c.wait().ok());
            // Interrupted (a newer save): nothing to publish.
            if status.and_then(|s| s.code()) == Some(130) || status.is_some_and(|s| s.code().is_none()) {
                return;
            }
            let mut docs = lock(&shared);
            let Some(doc) = docs.docs.get_mut(uri.as_str()) else { return };
            // Another verification finished meanwhile: what was kept may be stale.
            if doc.verified_gen != generation {
                return;
            }
            let Ok(report) = serde_json::from_str::<Value>(&out) else {
                // Errors in the saved text: those of the text are published already.
                return;
            };
            let mut all = kept;
            all.extend(diagnostics(&report, &path, &saved));
            finish(doc, segments, all);
            publish(&sender, &uri, doc);
        });
    }
}

/// Records a finished verification of the text cut into `segments`.
fn finish(doc: &mut super::Doc, segments: Segments, diagnostics: Vec<Diagnostic>) {
    doc.verify = diagnostics;
    doc.verified = Some(segments);
    doc.verified_gen += 1;
}

/// A `window/logMessage` to the client.
fn log(sender: &Sender<Message>, text: &str) {
    let params = lsp_types::LogMessageParams { typ: lsp_types::MessageType::INFO, message: text.to_string() };
    if let Ok(params) = serde_json::to_value(params) {
        use lsp_types::notification::Notification as _;
        let method = lsp_types::notification::LogMessage::METHOD.to_string();
        let _ = sender.send(Message::Notification(lsp_server::Notification::new(method, params)));
    }
}

fn interrupt(child: &Arc<Mutex<Option<Child>>>) {
    if let Some(c) = child.lock().unwrap_or_else(|e| e.into_inner()).as_mut() {
        if let Ok(pid) = i32::try_from(c.id()) {
            // SAFETY: the child is not reaped while it is in the slot, so `pid` is it.
            unsafe {
                libc::kill(pid, libc::SIGINT);
            }
        }
    }
}

/// The diagnostics of a `--format json` report for the file `path` (text `text`).
fn diagnostics(report: &Value, path: &str, text: &str) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let here = |p: &Value| p["file"].as_str().is_some_and(|f| f == path);
    let range = |p: &Value| super::analysis::line_range_at(text, p["line"].as_u64().unwrap_or(1) as u32, p["col"].as_u64().unwrap_or(1) as u32);
    let location = |p: &Value| -> Option<Location> {
        let uri = uri_of(p["file"].as_str()?)?;
        let file_text = if here(p) { text.to_string() } else { std::fs::read_to_string(p["file"].as_str()?).unwrap_or_default() };
        Some(Location::new(uri, super::analysis::range_at(&file_text, p["line"].as_u64()? as u32, p["col"].as_u64()? as u32)))
    };
    for imp in report["implementations"].as_array().into_iter().flatten() {
        let name = imp["name"].as_str().unwrap_or("?");
        let outcome = imp["outcome"].as_str().unwrap_or("");
        if outcome != "verified" && outcome != "errors" && here(&imp["pos"]) {
            let mut d = Diagnostic::new_simple(range(&imp["pos"]), format!("verification of '{name}': {outcome}"));
            d.severity = Some(DiagnosticSeverity::WARNING);
            d.source = Some("rboogie".into());
            out.push(d);
        }
        for e in imp["errors"].as_array().into_iter().flatten() {
            if !here(&e["pos"]) {
                continue;
            }
            let message = e["custom"].as_str().or(e["message"].as_str()).unwrap_or("error").to_string();
            let mut d = Diagnostic::new_simple(range(&e["pos"]), message);
            d.severity = Some(DiagnosticSeverity::ERROR);
            d.source = Some("rboogie".into());
            let mut related = Vec::new();
            if let Some(loc) = location(&e["related"]["pos"]) {
                related.push(DiagnosticRelatedInformation { location: loc, message: e["related"]["message"].as_str().unwrap_or("related location").to_string() });
            }
            for step in e["trace"].as_array().into_iter().flatten() {
                if let Some(loc) = location(&step["pos"]) {
                    let label = step["label"].as_str().unwrap_or("");
                    related.push(DiagnosticRelatedInformation { location: loc, message: format!("execution trace: {label}") });
                }
            }
            if !related.is_empty() {
                d.related_information = Some(related);
            }
            out.push(d);
        }
    }
    out
}
