//! What the language server computes from a document's text in process: parse and type
//! diagnostics, the name under the cursor (hover, definition) and the document's symbols.
//! Each request parses and checks the text again: documents are small next to what the
//! checker does per second, and the type facts ([`boogie_tc::TcInfo`]) borrow the program.

use boogie_ast::gen::visit::{walk_call_cmd, walk_expr, walk_ident, walk_variable, Visitor};
use boogie_ast::{CallCmd, Decl, Expr, ExprKind, Ident, Phase, Program, Span, Variable};
use boogie_tc::{FuncDecl, FuncId, ProcId, TcInfo, VarId, VarKind};
use lsp_types::{
    Diagnostic, DiagnosticSeverity, DocumentSymbol, DocumentSymbolResponse, Hover, HoverContents, Location, MarkupContent, MarkupKind, Position, Range,
    SymbolKind, Uri,
};

/// A range starting at `span` (1-based) over the word there in `text` (at least one column).
pub fn range_at(text: &str, line: u32, col: u32) -> Range {
    let l = line.saturating_sub(1);
    let c = col.saturating_sub(1);
    let width = text
        .lines()
        .nth(l as usize)
        .and_then(|s| s.get(c as usize..))
        .map(|rest| rest.chars().take_while(|ch| ch.is_alphanumeric() || "_.$#'`~^\\?".contains(*ch)).count() as u32)
        .unwrap_or(0)
        .max(1);
    Range::new(Position::new(l, c), Position::new(l, c + width))
}

/// A range from a 1-based position to the end of its line's text (a failing command).
pub fn line_range_at(text: &str, line: u32, col: u32) -> Range {
    let word = range_at(text, line, col);
    let end = text.lines().nth(line.saturating_sub(1) as usize).map(|s| s.trim_end().chars().count() as u32).unwrap_or(0);
    Range::new(word.start, Position::new(word.start.line, end.max(word.end.character)))
}

fn span_range(text: &str, span: Span) -> Range {
    range_at(text, span.line(), span.col())
}

/// The parse errors of `text`, or else its resolution and type errors and warnings.
pub fn diagnostics(text: &str, path: &str) -> Vec<Diagnostic> {
    let (program, diags) = boogie_parse::parse_program(text, path);
    let parse: Vec<Diagnostic> = diags.iter().filter(|d| d.phase == Phase::Parse).map(|d| diagnostic(text, d, DiagnosticSeverity::ERROR)).collect();
    if !parse.is_empty() {
        return parse;
    }
    match boogie_tc::check(&program, path) {
        Ok(info) => info.warnings.iter().map(|d| diagnostic(text, d, DiagnosticSeverity::WARNING)).collect(),
        Err(failure) => failure.diagnostics.iter().map(|d| diagnostic(text, d, DiagnosticSeverity::ERROR)).collect(),
    }
}

fn diagnostic(text: &str, d: &boogie_ast::Diagnostic, severity: DiagnosticSeverity) -> Diagnostic {
    let mut out = Diagnostic::new_simple(span_range(text, d.span), d.message.clone());
    out.severity = Some(severity);
    out.source = Some("rboogie".into());
    out
}

/// What a position names.
#[derive(Clone, Copy)]
enum Named {
    Var(VarId),
    Func(FuncId),
    Proc(ProcId),
}

/// Finds the resolved name at a 1-based line and column.
struct Find<'i, 'p> {
    info: &'i TcInfo<'p>,
    line: u32,
    col: u32,
    found: Option<Named>,
}

impl Find<'_, '_> {
    fn hits(&self, span: Span, name: &str) -> bool {
        span.line() == self.line && span.col() <= self.col && self.col < span.col() + name.len().max(1) as u32
    }
}

impl Visitor for Find<'_, '_> {
    fn visit_expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Var { name } if self.hits(e.span, name) => {
                if let Some(v) = self.info.resolve_var(e) {
                    self.found = Some(Named::Var(v));
                }
            }
            ExprKind::FunCall(c) if self.hits(c.name.span, &c.name.name) => {
                if let Some(f) = self.info.resolve_func(e) {
                    self.found = Some(Named::Func(f));
                }
            }
            _ => {}
        }
        walk_expr(self, e);
    }

    fn visit_ident(&mut self, id: &Ident) {
        if self.hits(id.span, &id.name) {
            if let Some(v) = self.info.resolve_ident(id) {
                self.found = Some(Named::Var(v));
            }
        }
        walk_ident(self, id);
    }

    fn visit_variable(&mut self, v: &Variable) {
        if self.hits(v.name.span, &v.name.name) {
            if let Some(id) = self.info.var_of_decl(v) {
                self.found = Some(Named::Var(id));
            }
        }
        walk_variable(self, v);
    }

    fn visit_call_cmd(&mut self, c: &CallCmd) {
        if self.hits(c.callee.span, &c.callee.name) {
            if let Some(p) = self.info.resolve_call(c) {
                self.found = Some(Named::Proc(p));
            }
        }
        walk_call_cmd(self, c);
    }
}

/// Parses and checks `text`, then runs `f` on the program and its type facts (`None` when
/// the text has errors).
fn with_info<T>(text: &str, path: &str, f: impl FnOnce(&Program, &TcInfo<'_>) -> Option<T>) -> Option<T> {
    let (program, diags) = boogie_parse::parse_program(text, path);
    if diags.iter().any(|d| d.phase == Phase::Parse) {
        return None;
    }
    let info = boogie_tc::check(&program, path).ok()?;
    f(&program, &info)
}

fn find(program: &Program, info: &TcInfo<'_>, pos: Position) -> Option<Named> {
    let mut v = Find { info, line: pos.line + 1, col: pos.character + 1, found: None };
    v.visit_program(program);
    v.found
}

fn kind_word(k: VarKind) -> &'static str {
    match k {
        VarKind::Const { .. } => "const",
        VarKind::Global => "var",
        VarKind::In => "in-parameter",
        VarKind::Out => "out-parameter",
        VarKind::Local => "var (local)",
        VarKind::FunParam => "function parameter",
        VarKind::Bound => "bound variable",
        _ => "variable",
    }
}

/// The type of the name at `pos`, as Boogie writes it.
pub fn hover(text: &str, path: &str, pos: Position) -> Option<Hover> {
    with_info(text, path, |program, info| {
        let shown = match find(program, info, pos)? {
            Named::Var(v) => {
                let vi = info.var(v);
                format!("{} {}: {}", kind_word(vi.kind), vi.name, vi.ty)
            }
            Named::Func(f) => {
                let fi = info.func(f);
                let params: Vec<String> = fi.params.iter().map(|t| t.to_string()).collect();
                let word = if matches!(fi.decl, FuncDecl::Ctor(..)) { "constructor" } else { "function" };
                format!("{word} {}({}): {}", fi.name, params.join(", "), fi.result)
            }
            Named::Proc(p) => {
                let pi = info.proc(p);
                let sig = |ids: &[VarId]| ids.iter().map(|v| format!("{}: {}", info.var(*v).name, info.var(*v).ty)).collect::<Vec<_>>().join(", ");
                let outs = if pi.outs.is_empty() { String::new() } else { format!(" returns ({})", sig(&pi.outs)) };
                format!("procedure {}({}){outs}", pi.name, sig(&pi.ins))
            }
        };
        Some(Hover {
            contents: HoverContents::Markup(MarkupContent { kind: MarkupKind::Markdown, value: format!("```boogie\n{shown}\n```") }),
            range: None,
        })
    })
}

/// Where the name at `pos` is declared.
pub fn definition(text: &str, uri: &Uri, pos: Position) -> Option<Location> {
    with_info(text, &super::path_of(uri), |program, info| {
        let span = match find(program, info, pos)? {
            Named::Var(v) => info.var(v).span,
            Named::Func(f) => match info.func(f).decl {
                FuncDecl::Function(d) => d.name.span,
                FuncDecl::Ctor(d, i) => d.ctors.get(i).map(|c| c.name.span).unwrap_or(d.name.span),
            },
            Named::Proc(p) => info.proc(p).decl.name.span,
        };
        (!span.is_none()).then(|| Location::new(uri.clone(), span_range(text, span)))
    })
}

/// The document's declarations: procedures, implementations, functions, axioms, constants,
/// global variables, types and datatypes (a parse that fails gives what was read).
pub fn symbols(text: &str, path: &str) -> DocumentSymbolResponse {
    let (program, _) = boogie_parse::parse_program(text, path);
    let mut out = Vec::new();
    let mut add = |name: String, kind: SymbolKind, span: Span, detail: Option<String>| {
        let range = span_range(text, span);
        #[allow(deprecated)]
        out.push(DocumentSymbol { name, detail, kind, tags: None, deprecated: None, range, selection_range: range, children: None });
    };
    for d in &program.decls {
        match d {
            Decl::Procedure(p) => add(p.name.name.to_string(), SymbolKind::METHOD, p.name.span, Some("procedure".into())),
            Decl::Implementation(i) => add(i.name.name.to_string(), SymbolKind::METHOD, i.name.span, Some("implementation".into())),
            Decl::Function(f) => add(f.name.name.to_string(), SymbolKind::FUNCTION, f.name.span, Some("function".into())),
            Decl::Axiom(a) => add(format!("axiom (line {})", a.span.line()), SymbolKind::PROPERTY, a.span, Some("axiom".into())),
            Decl::Const(c) => {
                for n in &c.names {
                    add(n.name.to_string(), SymbolKind::CONSTANT, n.span, Some("const".into()));
                }
            }
            Decl::Var(v) => add(v.var.name.name.to_string(), SymbolKind::VARIABLE, v.var.name.span, Some("var".into())),
            Decl::Type(t) => {
                for def in &t.defs {
                    add(def.name.name.to_string(), SymbolKind::CLASS, def.name.span, Some("type".into()));
                }
            }
            Decl::Datatype(dt) => add(dt.name.name.to_string(), SymbolKind::ENUM, dt.name.span, Some("datatype".into())),
        }
    }
    DocumentSymbolResponse::Nested(out)
}
