//! `rboogie lsp` end to end: a small JSON-RPC client over the server's stdin and stdout
//! (LSP's `Content-Length` framing) opens, edits, saves, hovers and jumps to definitions,
//! and checks the published diagnostics. Verification on save uses real z3.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A client connected to a running `rboogie lsp`.
struct Client {
    child: Child,
    stdin: ChildStdin,
    incoming: Receiver<Value>,
    next_id: i64,
}

impl Client {
    fn start(dir: &Path) -> Client {
        let mut child = Command::new(env!("CARGO_BIN_EXE_rboogie"))
            .current_dir(dir)
            .args(["lsp"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let (tx, incoming) = channel();
        std::thread::spawn(move || loop {
            let mut len = 0usize;
            loop {
                let mut line = String::new();
                if stdout.read_line(&mut line).unwrap_or(0) == 0 {
                    return;
                }
                let line = line.trim_end();
                if line.is_empty() {
                    break;
                }
                if let Some(n) = line.strip_prefix("Content-Length: ") {
                    len = n.parse().unwrap();
                }
            }
            let mut body = vec![0u8; len];
            if stdout.read_exact(&mut body).is_err() {
                return;
            }
            if tx.send(serde_json::from_slice(&body).unwrap()).is_err() {
                return;
            }
        });
        Client { child, stdin, incoming, next_id: 1 }
    }

    fn send(&mut self, msg: Value) {
        let body = msg.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        self.stdin.flush().unwrap();
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({ "jsonrpc": "2.0", "method": method, "params": params }));
    }

    /// Sends a request and waits for its response (notifications meanwhile are kept).
    fn request(&mut self, method: &str, params: Value, kept: &mut Vec<Value>) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        self.send(json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }));
        loop {
            let msg = self.incoming.recv_timeout(Duration::from_secs(60)).expect("no response");
            if msg["id"] == json!(id) {
                assert!(msg.get("error").is_none(), "{msg}");
                return msg["result"].clone();
            }
            kept.push(msg);
        }
    }

    /// The next `publishDiagnostics` for `uri` whose diagnostics satisfy `want`, within `secs`.
    fn diagnostics_until(&mut self, uri: &str, secs: u64, want: impl Fn(&[Value]) -> bool) -> Vec<Value> {
        let end = Instant::now() + Duration::from_secs(secs);
        loop {
            let left = end.saturating_duration_since(Instant::now());
            match self.incoming.recv_timeout(left) {
                Ok(msg) if msg["method"] == "textDocument/publishDiagnostics" && msg["params"]["uri"] == uri => {
                    let diags = msg["params"]["diagnostics"].as_array().cloned().unwrap_or_default();
                    if want(&diags) {
                        return diags;
                    }
                }
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) | Err(RecvTimeoutError::Disconnected) => panic!("no such diagnostics for {uri} within {secs} s"),
            }
        }
    }

    fn stop(mut self) {
        let mut kept = Vec::new();
        self.request("shutdown", Value::Null, &mut kept);
        self.notify("exit", Value::Null);
        let status = self.child.wait().unwrap();
        assert_eq!(status.code(), Some(0));
    }
}

fn uri(path: &Path) -> String {
    format!("file://{}", path.display())
}

const TYPE_ERROR: &str = "procedure Inc(x: int) returns (y: int)\n  requires x >= 0;\n  ensures y > x;\n{\n  y := x + true;\n}\n";

const FAILING: &str = "var counter: int;\n\nprocedure Inc(x: int) returns (y: int)\n  requires x >= 0;\n  ensures y > x;\n{\n  y := x + 1;\n}\n\nprocedure Main()\n  modifies counter;\n{\n  var r: int;\n  call r := Inc(-1);\n  counter := r;\n  assume counter > 5;\n}\n\nprocedure Check()\n{\n  assert counter > 5;\n}\n";

#[test]
fn open_edit_save_hover_definition_and_symbols() {
    let dir = scratch("lsp-session");
    let file = dir.join("a.bpl");
    std::fs::write(&file, TYPE_ERROR).unwrap();
    let u = uri(&file);
    let mut c = Client::start(&dir);
    let mut kept = Vec::new();
    let init = c.request("initialize", json!({ "processId": null, "rootUri": null, "capabilities": {} }), &mut kept);
    assert_eq!(init["capabilities"]["hoverProvider"], json!(true), "{init}");
    c.notify("initialized", json!({}));

    // Open: the type error, under `x + true` on line 5 (0-based 4).
    c.notify("textDocument/didOpen", json!({ "textDocument": { "uri": u, "languageId": "boogie", "version": 1, "text": TYPE_ERROR } }));
    let diags = c.diagnostics_until(&u, 30, |d| !d.is_empty());
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(diags[0]["range"]["start"]["line"], 4, "{diags:?}");
    assert!(diags[0]["message"].as_str().unwrap().contains("invalid argument types"), "{diags:?}");

    // Edit: type-correct, so no diagnostics (verification waits for a save).
    c.notify("textDocument/didChange", json!({ "textDocument": { "uri": u, "version": 2 }, "contentChanges": [{ "text": FAILING }] }));
    c.diagnostics_until(&u, 30, |d| d.is_empty());

    // Save: the failing precondition of the call (line 14) with the clause as related
    // location (line 4), and the failing assertion (line 21).
    std::fs::write(&file, FAILING).unwrap();
    c.notify("textDocument/didSave", json!({ "textDocument": { "uri": u } }));
    let diags = c.diagnostics_until(&u, 120, |d| !d.is_empty());
    let lines: Vec<u64> = diags.iter().map(|d| d["range"]["start"]["line"].as_u64().unwrap()).collect();
    assert_eq!(lines, [13, 20], "{diags:?}");
    assert_eq!(diags[0]["message"], "a precondition for this call could not be proved");
    let related = diags[0]["relatedInformation"].as_array().unwrap();
    assert_eq!(related[0]["message"], "this is the precondition that could not be proved");
    assert_eq!(related[0]["location"]["range"]["start"]["line"], 3);
    assert_eq!(related[0]["location"]["uri"], u);
    assert!(related.iter().any(|r| r["message"].as_str().unwrap().starts_with("execution trace:")), "{related:?}");
    assert_eq!(diags[1]["message"], "this assertion could not be proved");

    // Hover: `counter` on line 16 (0-based 15) is a global int; `r` a local; `Inc` the procedure.
    let h = c.request("textDocument/hover", json!({ "textDocument": { "uri": u }, "position": { "line": 15, "character": 10 } }), &mut kept);
    assert_eq!(h["contents"]["value"], "```boogie\nvar counter: int\n```", "{h}");
    let h = c.request("textDocument/hover", json!({ "textDocument": { "uri": u }, "position": { "line": 14, "character": 13 } }), &mut kept);
    assert_eq!(h["contents"]["value"], "```boogie\nvar (local) r: int\n```", "{h}");
    let h = c.request("textDocument/hover", json!({ "textDocument": { "uri": u }, "position": { "line": 13, "character": 12 } }), &mut kept);
    assert_eq!(h["contents"]["value"], "```boogie\nprocedure Inc(x: int) returns (y: int)\n```", "{h}");

    // Definition: `Inc` in the call → its declaration on line 3 (0-based 2); `counter` → line 1.
    let d = c.request("textDocument/definition", json!({ "textDocument": { "uri": u }, "position": { "line": 13, "character": 12 } }), &mut kept);
    assert_eq!(d["uri"], u, "{d}");
    assert_eq!(d["range"]["start"], json!({ "line": 2, "character": 10 }), "{d}");
    let d = c.request("textDocument/definition", json!({ "textDocument": { "uri": u }, "position": { "line": 14, "character": 3 } }), &mut kept);
    assert_eq!(d["range"]["start"], json!({ "line": 0, "character": 4 }), "{d}");

    // Symbols: the global and the procedures.
    let s = c.request("textDocument/documentSymbol", json!({ "textDocument": { "uri": u } }), &mut kept);
    let names: Vec<&str> = s.as_array().unwrap().iter().map(|x| x["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["counter", "Inc", "Main", "Check"], "{s}");
    c.stop();
}

#[test]
fn a_new_save_cancels_the_running_verification() {
    let dir = scratch("lsp-cancel");
    let file = dir.join("s.bpl");
    let slow = "procedure {:timeLimit 60} Slow(x: int, y: int, z: int)\n  requires x > 0 && y > 0 && z > 0;\n{ assert x*x*x + y*y*y != z*z*z; }\n";
    let fast = "procedure Fast(x: int) { assert x > 0; }\n";
    std::fs::write(&file, slow).unwrap();
    let u = uri(&file);
    let mut c = Client::start(&dir);
    let mut kept = Vec::new();
    c.request("initialize", json!({ "processId": null, "rootUri": null, "capabilities": {} }), &mut kept);
    c.notify("initialized", json!({}));
    c.notify("textDocument/didOpen", json!({ "textDocument": { "uri": u, "languageId": "boogie", "version": 1, "text": slow } }));
    c.diagnostics_until(&u, 30, |d| d.is_empty());
    let start = Instant::now();
    c.notify("textDocument/didSave", json!({ "textDocument": { "uri": u } }));
    std::thread::sleep(Duration::from_millis(1500));
    std::fs::write(&file, fast).unwrap();
    c.notify("textDocument/didChange", json!({ "textDocument": { "uri": u, "version": 2 }, "contentChanges": [{ "text": fast }] }));
    c.notify("textDocument/didSave", json!({ "textDocument": { "uri": u } }));
    // The fast file's error comes long before the slow query's 60 s, and nothing of the
    // slow run (a time-out warning) is ever published.
    let diags = c.diagnostics_until(&u, 40, |d| !d.is_empty());
    assert!(start.elapsed() < Duration::from_secs(40), "{:?}", start.elapsed());
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(diags[0]["message"], "this assertion could not be proved");
    assert_eq!(diags[0]["range"]["start"]["line"], 0);
    // The slow run was stopped: the server has no child process left (within 5 s).
    // (Children found through /proc/*/stat: the parent pid is the 4th field.)
    let children = |pid: u32| -> String {
        let mut all = Vec::new();
        for entry in std::fs::read_dir("/proc").unwrap().flatten() {
            let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else { continue };
            let Some((_, rest)) = stat.rsplit_once(')') else { continue };
            if rest.split_whitespace().nth(1) == Some(pid.to_string().as_str()) {
                all.push(entry.file_name().to_string_lossy().into_owned());
            }
        }
        all.join(" ")
    };
    assert!(std::fs::read_to_string("/proc/self/stat").is_ok());
    let end = Instant::now() + Duration::from_secs(5);
    while !children(c.child.id()).is_empty() && Instant::now() < end {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(children(c.child.id()), "", "the slow verification still runs");
    c.stop();
}

/// The next `window/logMessage` text, within `secs`.
fn next_log(c: &mut Client, secs: u64) -> String {
    let end = Instant::now() + Duration::from_secs(secs);
    loop {
        let left = end.saturating_duration_since(Instant::now());
        let msg = c.incoming.recv_timeout(left).expect("no log message");
        if msg["method"] == "window/logMessage" {
            return msg["params"]["message"].as_str().unwrap().to_string();
        }
    }
}

#[test]
fn a_save_verifies_only_the_bodies_that_changed() {
    let dir = scratch("lsp-incremental");
    let file = dir.join("i.bpl");
    let first = "var g: int;\n\nprocedure P(x: int)\n  requires x > 0;\n{\n  assert x > 1;\n}\n\nprocedure Q();\n\nimplementation Q()\n{\n  assert g > 0;\n}\n";
    std::fs::write(&file, first).unwrap();
    let u = uri(&file);
    let path = file.display().to_string();
    let mut c = Client::start(&dir);
    let mut kept = Vec::new();
    c.request("initialize", json!({ "processId": null, "rootUri": null, "capabilities": {} }), &mut kept);
    c.notify("initialized", json!({}));
    c.notify("textDocument/didOpen", json!({ "textDocument": { "uri": u, "languageId": "boogie", "version": 1, "text": first } }));
    c.diagnostics_until(&u, 30, |d| d.is_empty());
    c.notify("textDocument/didSave", json!({ "textDocument": { "uri": u } }));
    assert_eq!(next_log(&mut c, 30), format!("rboogie: verifying {path}"));
    let lines = |d: &[Value]| d.iter().map(|x| x["range"]["start"]["line"].as_u64().unwrap()).collect::<Vec<_>>();
    let diags = c.diagnostics_until(&u, 120, |d| d.len() == 2);
    assert_eq!(lines(&diags), [5, 12]);

    // P's body changes and grows a line: only P is verified; Q's error moves down a line.
    let second = first.replace("  assert x > 1;\n", "  assert x > 0;\n  assert x > 2;\n");
    std::fs::write(&file, &second).unwrap();
    c.notify("textDocument/didChange", json!({ "textDocument": { "uri": u, "version": 2 }, "contentChanges": [{ "text": second }] }));
    c.notify("textDocument/didSave", json!({ "textDocument": { "uri": u } }));
    assert_eq!(next_log(&mut c, 30), format!("rboogie: verifying P in {path} (the rest is unchanged)"));
    let diags = c.diagnostics_until(&u, 120, |d| d.len() == 2 && d.iter().any(|x| x["range"]["start"]["line"] == 6));
    let mut got = lines(&diags);
    got.sort();
    assert_eq!(got, [6, 13], "{diags:?}");

    // Nothing changed: nothing is verified, the diagnostics stay.
    c.notify("textDocument/didSave", json!({ "textDocument": { "uri": u } }));
    assert_eq!(next_log(&mut c, 30), format!("rboogie: {path}: no implementation changed"));

    // A global change (P's precondition): everything again.
    let third = second.replace("requires x > 0", "requires x > 5");
    std::fs::write(&file, &third).unwrap();
    c.notify("textDocument/didChange", json!({ "textDocument": { "uri": u, "version": 3 }, "contentChanges": [{ "text": third }] }));
    c.notify("textDocument/didSave", json!({ "textDocument": { "uri": u } }));
    assert_eq!(next_log(&mut c, 30), format!("rboogie: verifying {path}"));
    let diags = c.diagnostics_until(&u, 120, |d| d.len() == 1);
    assert_eq!(lines(&diags), [13], "{diags:?}");
    c.stop();
}
