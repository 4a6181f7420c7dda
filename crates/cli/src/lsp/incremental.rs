//! Verifying on save only what changed: the saved text is cut into segments at its
//! declarations' first lines; an implementation's body (an `implementation`, or the body
//! of a procedure declared with one) is a segment of its own, everything else (types,
//! constants, functions, axioms, globals, procedure signatures and specifications, the
//! text before the first declaration) is global. When the global segments are the same
//! text as at the last finished verification, only the procedures whose bodies changed
//! are verified (`--proc NAME`), and the diagnostics of the others are kept, moved by as
//! many lines as their segment moved. Any change to a global segment verifies everything.

use boogie_ast::{Decl, Phase};
use lsp_types::{Diagnostic, Range};

/// One segment: lines `start..end` (0-based, end exclusive) of the text.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Seg {
    /// `None`: global; else the procedure whose body this is, with an ordinal among that
    /// procedure's bodies.
    body: Option<(String, usize)>,
    start: u32,
    end: u32,
    text: String,
}

/// A text cut into segments.
#[derive(Clone, Debug, Default)]
pub struct Segments {
    segs: Vec<Seg>,
}

/// What a save must verify.
#[derive(Debug, PartialEq, Eq)]
pub enum Plan {
    /// Everything (no earlier result, or a global change).
    All,
    /// Only the implementations of these procedures; the rest keeps its diagnostics.
    Procs(Vec<String>),
}

impl Segments {
    /// The segments of `text` (`None` when it does not parse).
    pub fn of(text: &str, path: &str) -> Option<Segments> {
        let (program, diags) = boogie_parse::parse_program(text, path);
        if diags.iter().any(|d| d.phase == Phase::Parse) {
            return None;
        }
        // Cut points: (first line, 0-based; the body's procedure if a body starts there).
        let mut cuts: Vec<(u32, Option<String>)> = vec![(0, None)];
        for d in &program.decls {
            let (line, body) = match d {
                Decl::Implementation(i) => (i.name.span.line(), Some(i.name.name.to_string())),
                Decl::Procedure(p) => {
                    if let Some(b) = &p.body {
                        cuts.push((p.name.span.line().saturating_sub(1), None));
                        (b.span.line(), Some(p.name.name.to_string()))
                    } else {
                        (p.name.span.line(), None)
                    }
                }
                Decl::Type(t) => (t.span.line(), None),
                Decl::Datatype(t) => (t.name.span.line(), None),
                Decl::Const(c) => (c.span.line(), None),
                Decl::Function(f) => (f.name.span.line(), None),
                Decl::Axiom(a) => (a.span.line(), None),
                Decl::Var(v) => (v.var.name.span.line(), None),
            };
            cuts.push((line.saturating_sub(1), body));
        }
        // Cuts on one line make one segment, global if any of them is (a procedure
        // written on one line, its specification and body together, is global).
        let mut merged: Vec<(u32, Option<String>)> = Vec::new();
        for (line, body) in cuts {
            match merged.last_mut() {
                Some(last) if last.0 >= line => last.1 = None,
                _ => merged.push((line, body)),
            }
        }
        let lines: Vec<&str> = text.split('\n').collect();
        let total = lines.len() as u32;
        let mut ordinals: std::collections::HashMap<String, usize> = Default::default();
        let mut segs = Vec::new();
        for (k, (start, body)) in merged.iter().enumerate() {
            let end = merged.get(k + 1).map(|c| c.0).unwrap_or(total).min(total);
            let start = (*start).min(end);
            let body = body.as_ref().map(|p| {
                let n = ordinals.entry(p.clone()).or_insert(0);
                *n += 1;
                (p.clone(), *n)
            });
            segs.push(Seg { body, start, end, text: lines[start as usize..end as usize].join("\n") });
        }
        Some(Segments { segs })
    }

    fn globals(&self) -> Vec<&str> {
        self.segs.iter().filter(|s| s.body.is_none()).map(|s| s.text.as_str()).collect()
    }

    /// What to verify of `self` after `before` was verified.
    pub fn plan(&self, before: Option<&Segments>) -> Plan {
        let Some(before) = before else { return Plan::All };
        if self.globals() != before.globals() {
            return Plan::All;
        }
        let mut procs: Vec<String> = Vec::new();
        for s in &self.segs {
            let Some((proc_name, _)) = &s.body else { continue };
            let same = before.segs.iter().any(|b| b.body == s.body && b.text == s.text);
            if !same && !procs.contains(proc_name) {
                procs.push(proc_name.clone());
            }
        }
        Plan::Procs(procs)
    }

    /// The segment of 0-based `line`.
    fn at(&self, line: u32) -> Option<&Seg> {
        self.segs.iter().find(|s| s.start <= line && line < s.end.max(s.start + 1))
    }

    /// Where 0-based `line` of `before` is in `self` (same segment, moved), `None` when its
    /// segment is not in `self` unchanged.
    fn moved(&self, before: &Segments, line: u32) -> Option<u32> {
        let old = before.at(line)?;
        let new = match &old.body {
            Some(_) => self.segs.iter().find(|s| s.body == old.body && s.text == old.text)?,
            None => {
                // The k-th global segment (the global texts are the same in order).
                let k = before.segs.iter().filter(|s| s.body.is_none()).position(|s| std::ptr::eq(s, old))?;
                self.segs.iter().filter(|s| s.body.is_none()).nth(k)?
            }
        };
        Some(line - old.start + new.start)
    }

    /// The procedure whose body holds 0-based `line` (`None`: a global line).
    pub fn proc_at(&self, line: u32) -> Option<&str> {
        self.at(line)?.body.as_ref().map(|(p, _)| p.as_str())
    }

    /// The diagnostics `old` (of `before`, for file `uri`) that belong to procedures not in
    /// `redone`, moved to where their lines are in `self`; `None` when one cannot be moved.
    pub fn keep(&self, before: &Segments, old: &[Diagnostic], redone: &[String], uri: &lsp_types::Uri) -> Option<Vec<Diagnostic>> {
        let mut out = Vec::new();
        for d in old {
            if before.proc_at(d.range.start.line).is_some_and(|p| redone.iter().any(|r| r == p)) {
                continue;
            }
            let mut d = d.clone();
            d.range = self.move_range(before, d.range)?;
            for r in d.related_information.iter_mut().flatten() {
                if &r.location.uri == uri {
                    r.location.range = self.move_range(before, r.location.range)?;
                }
            }
            out.push(d);
        }
        Some(out)
    }

    fn move_range(&self, before: &Segments, r: Range) -> Option<Range> {
        let start = self.moved(before, r.start.line)?;
        let mut out = r;
        out.start.line = start;
        out.end.line = start + (r.end.line - r.start.line);
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: &str = "var g: int;\n\nprocedure P(x: int)\n  requires x > 0;\n{\n  assert x > 1;\n}\n\nprocedure Q() { assert g > 0; }\n";

    #[test]
    fn a_changed_body_is_all_that_is_verified() {
        let before = Segments::of(A, "a.bpl").unwrap();
        assert_eq!(before.plan(None), Plan::All);
        assert_eq!(Segments::of(A, "a.bpl").unwrap().plan(Some(&before)), Plan::Procs(vec![]));
        // P's body gets a line: only P; Q moved one line down.
        let b = A.replace("  assert x > 1;\n", "  assert x > 1;\n  assert x > 2;\n");
        let after = Segments::of(&b, "a.bpl").unwrap();
        assert_eq!(after.plan(Some(&before)), Plan::Procs(vec!["P".into()]));
        assert_eq!(after.moved(&before, 8), Some(9));
        assert_eq!(before.proc_at(5), Some("P"));
        assert_eq!(before.proc_at(3), None);
        // P's precondition is global: everything.
        let c = A.replace("x > 0", "x > 5");
        assert_eq!(Segments::of(&c, "a.bpl").unwrap().plan(Some(&before)), Plan::All);
        // Q is written on one line (its specification with its body): global.
        let e = A.replace("assert g > 0", "assert g > 1");
        assert_eq!(Segments::of(&e, "a.bpl").unwrap().plan(Some(&before)), Plan::All);
        // A new global: everything.
        let d = format!("const k: int;\n{A}");
        assert_eq!(Segments::of(&d, "a.bpl").unwrap().plan(Some(&before)), Plan::All);
    }
}
