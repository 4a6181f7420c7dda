//! Termination measures are not checked yet: find the implementations that have them, so
//! `verify` reports them as errors instead of verifying them with the measures dropped.
//!
//! Boogie checks `measure` clauses (procedure specifications, loop specifications and
//! measure commands) for termination; rboogie's lowering does not translate them. Saying
//! "verified" for such an implementation would hide a failing termination check (the
//! conformance corpus has one: `measure/loopseq1.bpl`), so each one is reported as one
//! error at its first measure, and is never counted as verified.

use std::collections::BTreeMap;

use boogie_ast::{
    walk_body, Body, Decl, Files, ImplementationDecl, MeasureCmd, MeasureSpec, Program, Spec, Span, Visitor,
};

/// The message printed for an implementation whose measures are not checked.
pub const MESSAGE: &str = "termination measures are not checked by rboogie yet, so this implementation is not verified";

/// Implementation name → (file, line, column) of the first measure that concerns it.
pub fn unchecked(program: &Program) -> BTreeMap<String, (String, u32, u32)> {
    let mut proc_measure: BTreeMap<&str, Span> = BTreeMap::new();
    for decl in &program.decls {
        if let Decl::Procedure(p) = decl {
            if let Some(span) = p.specs.iter().find_map(|s| match s {
                Spec::Measure(m) => Some(m.span),
                Spec::Requires(_) | Spec::Ensures(_) | Spec::Modifies(_) => None,
            }) {
                proc_measure.insert(p.name.name.as_str(), span);
            }
        }
    }
    let mut out = BTreeMap::new();
    let mut note = |name: &str, span: Span, files: &Files| {
        out.entry(name.to_string()).or_insert_with(|| (files.name(span.file).to_string(), span.line, span.col));
    };
    for decl in &program.decls {
        let (name, body): (&str, Option<&Body>) = match decl {
            Decl::Procedure(p) => (p.name.name.as_str(), p.body.as_ref()),
            Decl::Implementation(ImplementationDecl { name, body, .. }) => (name.name.as_str(), Some(body)),
            _ => continue,
        };
        let Some(body) = body else { continue };
        if let Some(span) = proc_measure.get(name) {
            note(name, *span, &program.files);
        }
        let mut finder = FirstMeasure(None);
        finder.visit_body(body);
        if let Some(span) = finder.0 {
            note(name, span, &program.files);
        }
    }
    out
}

/// Finds the first loop measure or measure command of a body.
struct FirstMeasure(Option<Span>);

impl Visitor for FirstMeasure {
    fn visit_body(&mut self, node: &Body) {
        walk_body(self, node);
    }
    fn visit_measure_spec(&mut self, node: &MeasureSpec) {
        self.0.get_or_insert(node.span);
    }
    fn visit_measure_cmd(&mut self, node: &MeasureCmd) {
        self.0.get_or_insert(node.span);
    }
}
