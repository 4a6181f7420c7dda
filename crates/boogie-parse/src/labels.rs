//! The label checks Boogie does while turning a parsed body into blocks
//! (boogie-language.md §3.11): every `goto` target exists somewhere in the body, a bare
//! `break` is inside a `while`, and `break L` names an enclosing `if`/`while` whose label
//! comes directly before it. Messages start with `Error: ` and are parse errors at the
//! `goto`/`break` keyword.

use std::collections::HashSet;

use boogie_ast::{Diagnostic, ElseBranch, Name, Phase, Stmt};

/// Checks the statements of one body, appending errors in source order.
pub fn check(stmts: &[Stmt], diags: &mut Vec<Diagnostic>) {
    let mut labels = HashSet::new();
    collect(stmts, &mut labels);
    let mut cx = Cx { labels, enclosing: Vec::new(), diags };
    cx.walk(stmts);
}

fn collect<'a>(stmts: &'a [Stmt], out: &mut HashSet<&'a Name>) {
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        for s in stmts {
            match s {
                Stmt::Label(l) => {
                    out.insert(&l.name.name);
                }
                Stmt::If(i) => {
                    let mut cur = i;
                    loop {
                        collect(&cur.then_branch, out);
                        match &cur.else_branch {
                            Some(ElseBranch::If(next)) => cur = next,
                            Some(ElseBranch::Block { stmts, .. }) => {
                                collect(stmts, out);
                                break;
                            }
                            None => break,
                        }
                    }
                }
                Stmt::While(w) => collect(&w.body, out),
                _ => {}
            }
        }
    })
}

struct Cx<'a, 'd> {
    labels: HashSet<&'a Name>,
    /// Enclosing structured statements: (is a loop, the label right before it).
    enclosing: Vec<(bool, Option<&'a Name>)>,
    diags: &'d mut Vec<Diagnostic>,
}

impl<'a> Cx<'a, '_> {
    fn walk(&mut self, stmts: &'a [Stmt]) {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            let mut prev_label: Option<&'a Name> = None;
            for s in stmts {
                let label = prev_label.take();
                match s {
                    Stmt::Label(l) => prev_label = Some(&l.name.name),
                    Stmt::Goto(g) => {
                        for l in &g.labels {
                            if !self.labels.contains(&l.name) {
                                self.err(g.span, format!("Error: goto label '{}' is undefined", l.name));
                            }
                        }
                    }
                    Stmt::Break(b) => match &b.label {
                        None => {
                            if !self.enclosing.iter().any(|e| e.0) {
                                self.err(b.span, "Error: break statement is not inside a loop".to_string());
                            }
                        }
                        Some(l) => {
                            if !self.enclosing.iter().any(|e| e.1 == Some(&l.name)) {
                                self.err(b.span, format!("Error: break label '{}' must designate an enclosing statement", l.name));
                            }
                        }
                    },
                    Stmt::If(i) => {
                        self.enclosing.push((false, label));
                        let mut cur = i;
                        loop {
                            self.walk(&cur.then_branch);
                            match &cur.else_branch {
                                Some(ElseBranch::If(next)) => cur = next,
                                Some(ElseBranch::Block { stmts, .. }) => {
                                    self.walk(stmts);
                                    break;
                                }
                                None => break,
                            }
                        }
                        self.enclosing.pop();
                    }
                    Stmt::While(w) => {
                        self.enclosing.push((true, label));
                        self.walk(&w.body);
                        self.enclosing.pop();
                    }
                    _ => {}
                }
            }
        })
    }

    fn err(&mut self, span: boogie_ast::Span, msg: String) {
        self.diags.push(Diagnostic::new(Phase::Parse, span, msg));
    }
}
