//! `rboogie lsp`: a language server over stdio (JSON-RPC with `lsp-server`, the protocol's
//! types from `lsp-types`).
//!
//! - On every open and change, the document is parsed and type-checked in process
//!   ([`analysis`]) and its parse, resolution and type errors (and warnings) are published.
//! - On save, the saved file is verified in the background ([`background`]): a child
//!   `rboogie verify --format json FILE` (the same binary), whose errors are published with
//!   their related locations and execution traces (as related information). Only the
//!   procedures whose bodies changed since the last finished verification are verified
//!   when nothing else changed ([`incremental`]; a `window/logMessage` says which). A newer
//!   save of the same document cancels the running verification (SIGINT: the child kills
//!   its solvers, `crate::stream`).
//! - Hover shows the type of a name (variable, constant, function, procedure), go-to-
//!   definition jumps to the declaration of a resolved name, and document symbols list the
//!   procedures, implementations, functions, axioms, constants, globals, types and
//!   datatypes.
//!
//! Positions: LSP counts lines and UTF-16 units from 0, Boogie lines and bytes from 1; the
//! two agree on ASCII text, which is what Boogie programs are in practice.

mod analysis;
mod background;
mod incremental;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use clap::Args;
use lsp_server::{Connection, Message, Notification, Request, RequestId, Response};
use lsp_types::notification::{DidChangeTextDocument, DidCloseTextDocument, DidOpenTextDocument, DidSaveTextDocument, Notification as _, PublishDiagnostics};
use lsp_types::request::{DocumentSymbolRequest, GotoDefinition, HoverRequest, Request as _};
use lsp_types::{
    Diagnostic, DocumentSymbolParams, GotoDefinitionParams, HoverParams, HoverProviderCapability, OneOf, PublishDiagnosticsParams, ServerCapabilities,
    TextDocumentSyncCapability, TextDocumentSyncKind, TextDocumentSyncOptions, TextDocumentSyncSaveOptions, Uri,
};

use crate::Outcome;

#[derive(Args, Debug, Clone)]
pub struct LspArgs {
    /// Options given to `rboogie verify` for the verification on save (after `--`), e.g.
    /// `-- --time-limit 10`.
    #[arg(last = true)]
    pub verify_args: Vec<String>,
}

/// One open document.
#[derive(Default)]
struct Doc {
    text: String,
    version: i32,
    /// Parse and type diagnostics of the current text.
    check: Vec<Diagnostic>,
    /// Verification diagnostics of the last finished verification of the saved file.
    verify: Vec<Diagnostic>,
    /// The segments of the text the diagnostics in `verify` are of
    /// ([`incremental`]), and a number that changes with each finished verification.
    verified: Option<incremental::Segments>,
    verified_gen: u64,
}

/// The documents, shared with the background verifications.
#[derive(Default)]
struct Docs {
    docs: HashMap<String, Doc>,
}

type Shared = Arc<Mutex<Docs>>;

fn lock(shared: &Shared) -> std::sync::MutexGuard<'_, Docs> {
    shared.lock().unwrap_or_else(|e| e.into_inner())
}

/// Runs the server on stdin/stdout until the client says `exit`.
pub fn run(args: &LspArgs) -> Outcome {
    let (connection, io_threads) = Connection::stdio();
    let caps = ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Options(TextDocumentSyncOptions {
            open_close: Some(true),
            change: Some(TextDocumentSyncKind::FULL),
            save: Some(TextDocumentSyncSaveOptions::Supported(true)),
            ..Default::default()
        })),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        definition_provider: Some(OneOf::Left(true)),
        document_symbol_provider: Some(OneOf::Left(true)),
        ..Default::default()
    };
    let caps = match serde_json::to_value(caps) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("rboogie lsp: {e}");
            return Outcome::ToolFailure;
        }
    };
    if let Err(e) = connection.initialize(caps) {
        eprintln!("rboogie lsp: initialize: {e}");
        return Outcome::ToolFailure;
    }
    let shared: Shared = Arc::default();
    let mut verifier = background::Verifier::new(args.verify_args.clone());
    let outcome = serve(&connection, &shared, &mut verifier);
    verifier.cancel_all();
    drop(connection);
    let _ = io_threads.join();
    outcome
}

fn serve(connection: &Connection, shared: &Shared, verifier: &mut background::Verifier) -> Outcome {
    for msg in &connection.receiver {
        match msg {
            Message::Request(req) => {
                match connection.handle_shutdown(&req) {
                    Ok(true) => return Outcome::Success,
                    Ok(false) => {}
                    Err(_) => return Outcome::ToolFailure,
                }
                let resp = request(shared, req);
                if connection.sender.send(Message::Response(resp)).is_err() {
                    return Outcome::ToolFailure;
                }
            }
            Message::Notification(n) => notification(connection, shared, verifier, n),
            Message::Response(_) => {}
        }
    }
    Outcome::Success
}

/// The answer to a request.
fn request(shared: &Shared, req: Request) -> Response {
    let id: RequestId = req.id.clone();
    let docs = lock(shared);
    let result = match req.method.as_str() {
        HoverRequest::METHOD => serde_json::from_value::<HoverParams>(req.params).ok().and_then(|p| {
            let pos = p.text_document_position_params;
            let doc = docs.docs.get(pos.text_document.uri.as_str())?;
            analysis::hover(&doc.text, &path_of(&pos.text_document.uri), pos.position).and_then(|h| serde_json::to_value(h).ok())
        }),
        GotoDefinition::METHOD => serde_json::from_value::<GotoDefinitionParams>(req.params).ok().and_then(|p| {
            let pos = p.text_document_position_params;
            let doc = docs.docs.get(pos.text_document.uri.as_str())?;
            analysis::definition(&doc.text, &pos.text_document.uri, pos.position).and_then(|l| serde_json::to_value(l).ok())
        }),
        DocumentSymbolRequest::METHOD => serde_json::from_value::<DocumentSymbolParams>(req.params).ok().and_then(|p| {
            let doc = docs.docs.get(p.text_document.uri.as_str())?;
            serde_json::to_value(analysis::symbols(&doc.text, &path_of(&p.text_document.uri))).ok()
        }),
        _ => {
            return Response::new_err(id, lsp_server::ErrorCode::MethodNotFound as i32, format!("unsupported request {}", req.method));
        }
    };
    Response::new_ok(id, result.unwrap_or(serde_json::Value::Null))
}

fn notification(connection: &Connection, shared: &Shared, verifier: &mut background::Verifier, n: Notification) {
    match n.method.as_str() {
        DidOpenTextDocument::METHOD => {
            if let Ok(p) = serde_json::from_value::<lsp_types::DidOpenTextDocumentParams>(n.params) {
                let d = p.text_document;
                changed(connection, shared, &d.uri, d.text, d.version);
            }
        }
        DidChangeTextDocument::METHOD => {
            if let Ok(p) = serde_json::from_value::<lsp_types::DidChangeTextDocumentParams>(n.params) {
                // Full synchronization: the last change is the whole text.
                if let Some(c) = p.content_changes.into_iter().last() {
                    changed(connection, shared, &p.text_document.uri, c.text, p.text_document.version);
                }
            }
        }
        DidSaveTextDocument::METHOD => {
            if let Ok(p) = serde_json::from_value::<lsp_types::DidSaveTextDocumentParams>(n.params) {
                verifier.start(connection.sender.clone(), Arc::clone(shared), p.text_document.uri);
            }
        }
        DidCloseTextDocument::METHOD => {
            if let Ok(p) = serde_json::from_value::<lsp_types::DidCloseTextDocumentParams>(n.params) {
                verifier.cancel(p.text_document.uri.as_str());
                lock(shared).docs.remove(p.text_document.uri.as_str());
            }
        }
        _ => {}
    }
}

/// A new text of `uri`: checked, and its diagnostics published.
fn changed(connection: &Connection, shared: &Shared, uri: &Uri, text: String, version: i32) {
    let check = analysis::diagnostics(&text, &path_of(uri));
    let mut docs = lock(shared);
    let doc = docs.docs.entry(uri.as_str().to_string()).or_default();
    doc.text = text;
    doc.version = version;
    doc.check = check;
    publish(&connection.sender, uri, doc);
}

/// Publishes a document's diagnostics: those of its text and of its last verification.
fn publish(sender: &crossbeam_channel::Sender<Message>, uri: &Uri, doc: &Doc) {
    let mut all = doc.check.clone();
    all.extend(doc.verify.iter().cloned());
    let params = PublishDiagnosticsParams::new(uri.clone(), all, Some(doc.version));
    if let Ok(params) = serde_json::to_value(params) {
        let _ = sender.send(Message::Notification(Notification::new(PublishDiagnostics::METHOD.to_string(), params)));
    }
}

/// The file path of a `file:` URI (percent-decoded).
pub fn path_of(uri: &Uri) -> String {
    let raw = uri.path().as_str();
    let bytes = raw.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let Ok(b) = u8::from_str_radix(&raw[i + 1..i + 3], 16) {
                out.push(b);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The `file:` URI of a path.
pub fn uri_of(path: &str) -> Option<Uri> {
    let abs = std::path::Path::new(path);
    let abs = if abs.is_absolute() { abs.to_path_buf() } else { std::env::current_dir().ok()?.join(abs) };
    let mut text = String::from("file://");
    for b in abs.to_string_lossy().bytes() {
        if b.is_ascii_alphanumeric() || b"/-_.~".contains(&b) {
            text.push(b as char);
        } else {
            text.push_str(&format!("%{b:02X}"));
        }
    }
    text.parse().ok()
}
