//! A misbehaving SMT-LIB solver for the fault-injection tests (not for users).
//!
//! Usage: `fake-solver [--fault=FAULT] [other flags, ignored]` (the drivers
//! pass their own solver flags too).
//! It answers `success` to every command once print-success is on, and
//! `check-sat` with `unsat` if an `(assert false)` is in scope, else `sat`;
//! `(get-option :print-success)` (the drivers' check marker) with `true` or `false`.
//! Faults, applied from the first `check-sat` on unless said otherwise:
//! - `none`: behave;
//! - `hang-check`: never answer `check-sat` (and stop reading);
//! - `hang-command`: never answer the first `assert`;
//! - `crash-mid-answer`: print `(mod` and exit 3 on `check-sat`;
//! - `garbage`: answer `check-sat` with `#$%&garbage`;
//! - `garbage-open`: answer `check-sat` with `blah ( ((` (an unclosed list after the word);
//! - `unknown-at-limit`: answer `check-sat` with `unknown` after 1.05 s (a solver's own
//!   time-out at a limit of 1 s), and `:reason-unknown` with `timeout`;
//! - `unknown-fast`: answer `check-sat` with `unknown` at once (incompleteness);
//! - `error-check`: answer `check-sat` with `(error "boom (unbalanced")`;
//! - `error-check-exit`: answer `check-sat` with an error and exit 1 (cvc5 1.0.3 on a
//!   theory it rejects at check time);
//! - `error-assert`: answer each `assert` mentioning `bad` with an error;
//! - `error-assert-paren`: the same with `(error "unexpected ( in bad")` (unbalanced in the string);
//! - `error-assert-exit`: answer the first `assert` mentioning `bad` with an error and exit 0
//!   without reading on (what yices-smt2 does at its first error);
//! - `exit-early`: exit 0 at the first `assert`;
//! - `stale-line`: answer the first `assert` with `success` and an extra `unsat`;
//! - `stale-check`: answer `check-sat` with `unsat` then the real answer;
//! - `stderr-flood`: write 4 MiB to stderr before answering `check-sat`;
//! - `slow-check`: sleep 300 ms before answering `check-sat`;
//! - `slow-start`: sleep 1.5 s before reading anything (a solver slow to start, as on a
//!   loaded machine).

use std::io::{BufRead, Write};

fn main() {
    let fault = std::env::args()
        .find_map(|a| a.strip_prefix("--fault=").map(str::to_string))
        .unwrap_or_else(|| "none".into());
    if fault == "slow-start" {
        std::thread::sleep(std::time::Duration::from_millis(1500));
    }
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    let mut success = false;
    let mut scopes: Vec<bool> = vec![false];
    let mut asserts = 0usize;
    let mut text = String::new();
    let mut depth = 0i32;
    for line in stdin.lock().lines() {
        let Ok(line) = line else { return };
        // Collect one balanced command (commands may span lines; strings are not special here).
        for c in line.chars() {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
        }
        text.push_str(&line);
        text.push('\n');
        if depth > 0 {
            continue;
        }
        depth = 0;
        let cmd = std::mem::take(&mut text);
        let cmd = cmd.trim();
        if cmd.is_empty() {
            continue;
        }
        let head = cmd.trim_start_matches('(').split(|c: char| c.is_whitespace() || c == ')').next().unwrap_or("");
        let reply: String = match head {
            "set-option" if cmd.contains(":print-success") => {
                success = true;
                "success".into()
            }
            "set-logic" if fault == "error-logic" => "(error \"unsupported logic\")".into(),
            "push" => {
                let last = scopes.last().copied().unwrap_or(false);
                scopes.push(last);
                "success".into()
            }
            "pop" => {
                if fault == "error-pop" {
                    "(error \"pop refused\")".into()
                } else if scopes.len() > 1 {
                    scopes.pop();
                    "success".into()
                } else {
                    "(error \"pop below level 0\")".into()
                }
            }
            "assert" => {
                asserts += 1;
                if fault == "hang-command" && asserts == 1 {
                    std::thread::sleep(std::time::Duration::from_secs(3600));
                }
                if fault == "exit-early" {
                    std::process::exit(0);
                }
                if fault == "error-assert-exit" && cmd.contains("bad") {
                    let _ = writeln!(out, "(error \"quantifiers are not allowed in bad\")");
                    let _ = out.flush();
                    std::process::exit(0);
                }
                if fault == "error-assert" && cmd.contains("bad") {
                    "(error \"line 1: unknown constant bad (expected ')' here\")".into()
                } else if fault == "error-assert-paren" && cmd.contains("bad") {
                    "(error \"unexpected ( in bad\")".into()
                } else {
                    if cmd.replace(' ', "") == "(assertfalse)" {
                        if let Some(top) = scopes.last_mut() {
                            *top = true;
                        }
                    }
                    if fault == "stale-line" && asserts == 1 {
                        "success\nunsat".into()
                    } else {
                        "success".into()
                    }
                }
            }
            "check-sat" | "check-sat-assuming" => {
                let answer = if scopes.last().copied().unwrap_or(false) { "unsat" } else { "sat" };
                match fault.as_str() {
                    "hang-check" => {
                        std::thread::sleep(std::time::Duration::from_secs(3600));
                        return;
                    }
                    "crash-mid-answer" => {
                        let _ = write!(out, "(mod");
                        let _ = out.flush();
                        std::process::exit(3);
                    }
                    "garbage" => "#$%&garbage".into(),
                    "garbage-open" => "blah ( ((".into(),
                    "unknown-at-limit" => {
                        std::thread::sleep(std::time::Duration::from_millis(1050));
                        "unknown".into()
                    }
                    "unknown-fast" => "unknown".into(),
                    "error-check" => "(error \"boom (unbalanced\")".into(),
                    "error-check-exit" => {
                        let _ = writeln!(out, "(error \"Arrays cannot be indexed by array types\")");
                        let _ = out.flush();
                        std::process::exit(1);
                    }
                    "stale-check" => format!("unsat\n{answer}"),
                    "stderr-flood" => {
                        let chunk = "warning: pattern does not contain all quantified variables\n".repeat(64);
                        let mut err = std::io::stderr().lock();
                        let mut written = 0;
                        while written < 4 << 20 {
                            if err.write_all(chunk.as_bytes()).is_err() {
                                break;
                            }
                            written += chunk.len();
                        }
                        answer.into()
                    }
                    "slow-check" => {
                        std::thread::sleep(std::time::Duration::from_millis(300));
                        answer.into()
                    }
                    _ => answer.into(),
                }
            }
            "get-info" if cmd.contains(":version") => "(:version \"0.0-fake\")".into(),
            "get-option" if cmd.contains(":print-success") => success.to_string(),
            "get-info" if cmd.contains(":reason-unknown") && fault == "unknown-at-limit" => "(:reason-unknown timeout)".into(),
            "get-info" if cmd.contains(":reason-unknown") => "(:reason-unknown \"fake\")".into(),
            "get-value" => "((x 1))".into(),
            "get-model" => "(\n  (define-fun x () Int 1)\n)".into(),
            "exit" => return,
            _ => "success".into(),
        };
        let silent = reply == "success" && !success;
        if !silent {
            let _ = writeln!(out, "{reply}");
            let _ = out.flush();
        }
    }
}
