//! The deterministic Boogie printer: every AST node back to re-parseable Boogie text.
//!
//! Entry points: [`print_program`], [`print_decl`], [`print_stmt`], [`print_expr`],
//! [`print_type`] and [`print_attribute`], plus `Display` impls on [`Program`], [`Decl`],
//! [`Stmt`], [`Expr`], [`Type`] and [`Attribute`] that print the same text.
//!
//! **Architecture Invariant:** for every program `p` the parser accepts,
//! `parse(print(p)) == p` (equality ignores spans) and `print(parse(print(p)))` is
//! byte-identical to `print(p)`. The output depends only on the tree, never on spans,
//! file names or hash order.
//!
//! Rules that make that hold (boogie-language.md §1.4–§2.14):
//! - Parentheses are minimal for the precedence table of §2.14: `&&` and `||` are never
//!   mixed without parentheses, relational operators never chain, `==>` and `**` group to
//!   the right, the other binary operators to the left. `<==` never appears: the parser
//!   reads `a <== b` as `b ==> a`.
//! - `if c then a else b` extends as far right as it can, so it is parenthesised when
//!   anything (an operator, `:`, `is`, `[`, `->`) follows it. Quantifiers, lambdas and
//!   let-expressions always carry their own parentheses.
//! - A coercion `e : T` directly followed by `<` is parenthesised (after a type, `<` would
//!   start a map type).
//! - Unary minus never merges with a following `-` (`- -1`, `- -0x1.0e0f24e8`) or float
//!   literal (`- 0x1.0e0f24e8`: `-0x1.0e0f24e8` is one negative float token).
//! - Names that are keywords (soft keywords included) print with a leading `\`; in type
//!   positions so do `bvN`, `floatSeE`, `rmode`, `string` and `regex` when they are
//!   [`TypeKind::Named`] (a built-in type prints without `\`).
//! - Type-constructor arguments follow §3.4.4: a non-last argument is parenthesised if it
//!   is an application with arguments or a map type, the last one only if it is an
//!   application with arguments.
//! - Literals (numbers, strings, floats, rounding modes) print verbatim.
//!
//! Layout follows Boogie's `/print`: one declaration per paragraph separated by a blank
//! line, specs and locals indented by 2, statements by 4, labels outdented by 2 with a
//! blank line before them, nested blocks indented by 2 more.

use std::fmt;

use crate::ast::*;
use smol_str::ToSmolStr;

/// Prints a whole program: declarations separated by blank lines, ending in a newline.
pub fn print_program(program: &Program) -> String {
    let mut p = Printer::with_capacity(program.decls.len() * 64);
    p.program(program);
    p.finish()
}

/// Prints one top-level declaration (ending in a newline).
pub fn print_decl(decl: &Decl) -> String {
    let mut p = Printer::new();
    p.decl(decl);
    p.finish()
}

/// Prints one statement as it would appear at the top level of a body (4 spaces of
/// indentation, labels at 2), ending in a newline.
pub fn print_stmt(stmt: &Stmt) -> String {
    let mut p = Printer::new();
    p.stmt_list(std::slice::from_ref(stmt), BODY_INDENT, false);
    p.finish()
}

/// Prints an expression on one line, without surrounding parentheses.
pub fn print_expr(expr: &Expr) -> String {
    let mut p = Printer::new();
    p.expr(expr);
    p.finish()
}

/// Prints a type, e.g. `<a>[ref, Field a]a` or `C (D int) [int]bool`.
pub fn print_type(ty: &Type) -> String {
    let mut p = Printer::new();
    p.ty(ty);
    p.finish()
}

/// Prints an attribute, e.g. `{:inline}` or `{:msg "text", x + 1}`.
pub fn print_attribute(attr: &Attribute) -> String {
    let mut p = Printer::new();
    p.attribute(attr);
    p.finish()
}

/// Whether `name` must be written `\name` to be read as an identifier anywhere
/// (hard, soft and rounding-mode keywords; boogie-language.md §1.5).
pub fn is_keyword(name: &str) -> bool {
    matches!(
        name,
        "action"
            | "asserts"
            | "assert"
            | "assume"
            | "async"
            | "axiom"
            | "bool"
            | "break"
            | "call"
            | "const"
            | "datatype"
            | "div"
            | "else"
            | "ensures"
            | "exists"
            | "false"
            | "forall"
            | "free"
            | "function"
            | "goto"
            | "havoc"
            | "hideable"
            | "if"
            | "implementation"
            | "int"
            | "invariant"
            | "is"
            | "lambda"
            | "measure"
            | "mod"
            | "modifies"
            | "old"
            | "preserves"
            | "procedure"
            | "pure"
            | "real"
            | "refines"
            | "requires"
            | "return"
            | "returns"
            | "revealed"
            | "then"
            | "true"
            | "type"
            | "unique"
            | "uses"
            | "var"
            | "where"
            | "while"
            | "yield"
            | "atomic"
            | "both"
            | "left"
            | "right"
            | "reveal"
            | "hide"
            | "push"
            | "pop"
            | "RNE"
            | "RNA"
            | "RTP"
            | "RTN"
            | "RTZ"
            | "roundNearestTiesToEven"
            | "roundNearestTiesToAway"
            | "roundTowardPositive"
            | "roundTowardNegative"
            | "roundTowardZero"
    )
}

/// Whether `name`, used as a type name, would be read as a built-in type
/// (`bvN`, `floatSeE`, `rmode`, `string`, `regex`; boogie-language.md §3.4.1).
pub fn is_builtin_type_name(name: &str) -> bool {
    fn digits(s: &str) -> bool {
        !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
    }
    if matches!(name, "rmode" | "string" | "regex") {
        return true;
    }
    if let Some(rest) = name.strip_prefix("bv") {
        return digits(rest);
    }
    if let Some(rest) = name.strip_prefix("float") {
        if let Some((sig, exp)) = rest.split_once('e') {
            return digits(sig) && digits(exp);
        }
    }
    false
}

impl fmt::Display for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_program(self))
    }
}

impl fmt::Display for Decl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_decl(self))
    }
}

impl fmt::Display for Stmt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_stmt(self))
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_expr(self))
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_type(self))
    }
}

impl fmt::Display for Attribute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_attribute(self))
    }
}

// ---------------------------------------------------------------------------
// The printer
// ---------------------------------------------------------------------------

/// Indentation (in spaces) of the statements at the top level of a body.
const BODY_INDENT: usize = 4;

/// Precedence levels of §2.14, lowest first; an operand printed where a level `min` is
/// required gets parentheses when its own level is lower.
mod prec {
    pub const TOP: u8 = 0;
    pub const IFF: u8 = 1;
    pub const IMPLIES: u8 = 2;
    pub const LOGIC: u8 = 3;
    pub const REL: u8 = 4;
    pub const CONCAT: u8 = 5;
    pub const ADD: u8 = 6;
    pub const MUL: u8 = 7;
    pub const POW: u8 = 8;
    pub const IS: u8 = 9;
    pub const UNARY: u8 = 10;
    pub const COERCE: u8 = 11;
    pub const POSTFIX: u8 = 12;
    pub const ATOM: u8 = 13;
}

/// What the printed expression is followed by, for the constructs that extend to the right.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Follow {
    /// A closing token (`)`, `,`, `;`, `then`, ...): nothing can be absorbed.
    End,
    /// An operator or postfix (`+`, `:`, `is`, `[`, `->`): an `if-then-else` would absorb it.
    Op,
    /// The operator `<`: an `if-then-else` or a coercion's type would absorb it.
    Lt,
}

/// Writes Boogie text into one growing `String`.
struct Printer {
    out: String,
}

const SPACES: &str = "                                                                ";

impl Printer {
    fn new() -> Printer {
        Printer { out: String::new() }
    }

    fn with_capacity(cap: usize) -> Printer {
        Printer { out: String::with_capacity(cap) }
    }

    fn finish(self) -> String {
        self.out
    }

    fn s(&mut self, text: &str) {
        self.out.push_str(text);
    }

    fn indent(&mut self, n: usize) {
        let mut n = n;
        while n > SPACES.len() {
            self.out.push_str(SPACES);
            n -= SPACES.len();
        }
        self.out.push_str(&SPACES[..n]);
    }

    fn nl(&mut self) {
        self.out.push('\n');
    }

    fn u32(&mut self, value: u32) {
        let mut buf = [0u8; 10];
        let mut i = buf.len();
        let mut v = value;
        loop {
            i -= 1;
            buf[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        for &b in &buf[i..] {
            self.out.push(b as char);
        }
    }

    /// An identifier, escaped with `\` when it is a keyword.
    fn name(&mut self, name: &str) {
        if is_keyword(name) {
            self.out.push('\\');
        }
        self.out.push_str(name);
    }

    fn ident(&mut self, id: &Ident) {
        self.name(&id.name);
    }

    /// A name in a type position (type declarations, type parameters, named types).
    fn type_name(&mut self, name: &str) {
        if is_keyword(name) || is_builtin_type_name(name) {
            self.out.push('\\');
        }
        self.out.push_str(name);
    }

    fn idents(&mut self, ids: &[Ident]) {
        for (i, id) in ids.iter().enumerate() {
            if i > 0 {
                self.s(", ");
            }
            self.ident(id);
        }
    }

    /// `<a, b>` (nothing when empty).
    fn type_params(&mut self, params: &[Ident]) {
        if params.is_empty() {
            return;
        }
        self.s("<");
        for (i, id) in params.iter().enumerate() {
            if i > 0 {
                self.s(", ");
            }
            self.type_name(&id.name);
        }
        self.s(">");
    }

    /// Each attribute followed by a space.
    fn attrs(&mut self, attrs: &[Attribute]) {
        for a in attrs {
            self.attribute(a);
            self.s(" ");
        }
    }

    /// Each attribute preceded by a space.
    fn attrs_after(&mut self, attrs: &[Attribute]) {
        for a in attrs {
            self.s(" ");
            self.attribute(a);
        }
    }

    fn attribute(&mut self, attr: &Attribute) {
        let Attribute { key, args, span: _ } = attr;
        self.s("{:");
        self.name(key);
        if let Some((file, line, col)) = args.as_pos() {
            self.s(" \"");
            self.s(file);
            self.s("\", ");
            self.s(&line.to_smolstr());
            self.s(", ");
            self.s(&col.to_smolstr());
            self.s("}");
            return;
        }
        for (i, arg) in args.iter().enumerate() {
            self.s(if i == 0 { " " } else { ", " });
            match &*arg {
                AttrArg::String(text) => {
                    self.s("\"");
                    self.s(text);
                    self.s("\"");
                }
                AttrArg::Expr(e) => {
                    // A bare string literal here would read back as a raw string argument.
                    if matches!(e.kind, ExprKind::Lit(Literal::String(_))) {
                        self.s("(");
                        self.expr(e);
                        self.s(")");
                    } else {
                        self.expr(e);
                    }
                }
            }
        }
        self.s("}");
    }

    fn trigger(&mut self, trigger: &Trigger) {
        let Trigger { positive, exprs, span: _ } = trigger;
        if *positive {
            self.s("{ ");
            self.exprs(exprs);
            self.s(" }");
        } else {
            self.s("{:nopats ");
            self.exprs(exprs);
            self.s("}");
        }
    }

    // -----------------------------------------------------------------------
    // Declarations
    // -----------------------------------------------------------------------

    fn program(&mut self, program: &Program) {
        let Program { files: _, decls } = program;
        for (i, d) in decls.iter().enumerate() {
            if i > 0 {
                self.nl();
            }
            self.decl(d);
        }
    }

    fn decl(&mut self, decl: &Decl) {
        match decl {
            Decl::Type(d) => self.type_decl(d),
            Decl::Datatype(d) => self.datatype_decl(d),
            Decl::Const(d) => self.const_decl(d),
            Decl::Function(d) => self.function_decl(d),
            Decl::Axiom(d) => {
                self.axiom_decl(d);
                self.nl();
            }
            Decl::Var(d) => {
                let GlobalVarDecl { var } = d;
                self.s("var ");
                self.variable(var);
                self.s(";\n");
            }
            Decl::Procedure(d) => self.procedure_decl(d),
            Decl::Implementation(d) => self.implementation_decl(d),
        }
    }

    fn type_decl(&mut self, d: &TypeDecl) {
        let TypeDecl { attrs, defs, span: _ } = d;
        self.s("type ");
        self.attrs(attrs);
        for (i, def) in defs.iter().enumerate() {
            if i > 0 {
                self.s(", ");
            }
            let TypeDef { name, params, synonym, span: _ } = def;
            self.type_name(&name.name);
            for p in params {
                self.s(" ");
                self.type_name(&p.name);
            }
            if let Some(ty) = synonym {
                self.s(" = ");
                self.ty(ty);
            }
        }
        self.s(";\n");
    }

    fn datatype_decl(&mut self, d: &DatatypeDecl) {
        let DatatypeDecl { attrs, name, type_params, ctors, span: _ } = d;
        self.s("datatype ");
        self.attrs(attrs);
        self.type_name(&name.name);
        self.type_params(type_params);
        self.s(" {\n");
        for (i, c) in ctors.iter().enumerate() {
            let DatatypeCtor { name, fields, span: _ } = c;
            self.indent(2);
            self.ident(name);
            self.s("(");
            self.variables(fields);
            self.s(")");
            if i + 1 < ctors.len() {
                self.s(",");
            }
            self.nl();
        }
        self.s("}\n");
    }

    fn const_decl(&mut self, d: &ConstDecl) {
        let ConstDecl { attrs, unique, names, ty, uses, span: _ } = d;
        self.s("const ");
        self.attrs(attrs);
        if *unique {
            self.s("unique ");
        }
        self.idents(names);
        self.s(": ");
        self.ty(ty);
        match uses {
            Some(axioms) => {
                self.s(" ");
                self.uses(axioms);
            }
            None => self.s(";\n"),
        }
    }

    /// `uses {` axioms `}` and a newline.
    fn uses(&mut self, axioms: &[AxiomDecl]) {
        self.s("uses {\n");
        for a in axioms {
            self.indent(2);
            self.axiom_decl(a);
            self.nl();
        }
        self.s("}\n");
    }

    fn function_decl(&mut self, d: &FunctionDecl) {
        let FunctionDecl { revealed, attrs, name, type_params, params, result, body, uses, span: _ } = d;
        if *revealed {
            self.s("revealed ");
        }
        self.s("function ");
        self.attrs(attrs);
        self.ident(name);
        self.type_params(type_params);
        self.s("(");
        for (i, p) in params.iter().enumerate() {
            if i > 0 {
                self.s(", ");
            }
            self.function_param(p);
        }
        self.s(")");
        let FunctionParam { attrs: r_attrs, name: r_name, ty: r_ty, span: _ } = result;
        if r_name.is_none() && r_attrs.is_empty() {
            self.s(" : ");
            self.ty(r_ty);
        } else {
            self.s(" returns (");
            self.function_param(result);
            self.s(")");
        }
        if let Some(e) = body {
            self.s("\n{\n");
            self.indent(2);
            self.expr(e);
            self.s("\n}");
            if uses.is_none() {
                self.nl();
            }
        }
        match uses {
            Some(axioms) => {
                self.s(if body.is_some() { "\n" } else { " " });
                self.uses(axioms);
            }
            None if body.is_none() => self.s(";\n"),
            None => {}
        }
    }

    fn function_param(&mut self, p: &FunctionParam) {
        let FunctionParam { attrs, name, ty, span: _ } = p;
        self.attrs(attrs);
        if let Some(n) = name {
            self.ident(n);
            self.s(": ");
        }
        self.ty(ty);
    }

    /// `[hideable] axiom {:attr} e;` without a newline.
    fn axiom_decl(&mut self, d: &AxiomDecl) {
        let AxiomDecl { hideable, attrs, expr, span: _ } = d;
        if *hideable {
            self.s("hideable ");
        }
        self.s("axiom ");
        self.attrs(attrs);
        self.expr(expr);
        self.s(";");
    }

    /// `{:attr} x: T where e`.
    fn variable(&mut self, v: &Variable) {
        let Variable { attrs, name, ty, where_clause, span: _ } = v;
        self.attrs(attrs);
        self.ident(name);
        self.s(": ");
        self.ty(ty);
        if let Some(w) = where_clause {
            self.s(" where ");
            self.expr(w);
        }
    }

    fn variables(&mut self, vars: &[Variable]) {
        for (i, v) in vars.iter().enumerate() {
            if i > 0 {
                self.s(", ");
            }
            self.variable(v);
        }
    }

    /// `name<a>(ins) returns (outs)`.
    fn signature(&mut self, name: &Ident, type_params: &[Ident], ins: &[Variable], outs: &[Variable]) {
        self.ident(name);
        self.type_params(type_params);
        self.s("(");
        self.variables(ins);
        self.s(")");
        if !outs.is_empty() {
            self.s(" returns (");
            self.variables(outs);
            self.s(")");
        }
    }

    fn procedure_decl(&mut self, d: &ProcedureDecl) {
        let ProcedureDecl { pure_, attrs, name, type_params, ins, outs, specs, body, span: _ } = d;
        if *pure_ {
            self.s("pure ");
        }
        self.s("procedure ");
        self.attrs(attrs);
        self.signature(name, type_params, ins, outs);
        if body.is_none() {
            self.s(";");
        }
        self.nl();
        for spec in specs {
            self.indent(2);
            self.spec(spec);
            self.nl();
        }
        if let Some(b) = body {
            self.body(b);
        }
    }

    fn spec(&mut self, spec: &Spec) {
        match spec {
            Spec::Requires(c) => self.contract("requires ", c),
            Spec::Ensures(c) => self.contract("ensures ", c),
            Spec::Modifies(m) => {
                let ModifiesSpec { vars, span: _ } = m;
                self.s("modifies");
                if !vars.is_empty() {
                    self.s(" ");
                    self.idents(vars);
                }
                self.s(";");
            }
            Spec::Measure(m) => self.measure_spec(m),
        }
    }

    /// `[free] keyword {:attr} e;`.
    fn contract(&mut self, keyword: &str, c: &Contract) {
        let Contract { free, attrs, expr, span: _ } = c;
        if *free {
            self.s("free ");
        }
        self.s(keyword);
        self.attrs(attrs);
        self.expr(expr);
        self.s(";");
    }

    fn measure_spec(&mut self, m: &MeasureSpec) {
        let MeasureSpec { free, attrs, exprs, span: _ } = m;
        if *free {
            self.s("free ");
        }
        self.s("measure ");
        self.attrs(attrs);
        self.exprs(exprs);
        self.s(";");
    }

    fn implementation_decl(&mut self, d: &ImplementationDecl) {
        let ImplementationDecl { attrs, name, type_params, ins, outs, body, span: _ } = d;
        self.s("implementation ");
        self.attrs(attrs);
        self.signature(name, type_params, ins, outs);
        self.nl();
        self.body(body);
    }

    fn body(&mut self, b: &Body) {
        let Body { locals, stmts, span: _, end: _ } = b;
        self.s("{\n");
        for v in locals {
            self.indent(2);
            self.s("var ");
            self.variable(v);
            self.s(";\n");
        }
        if !locals.is_empty() && !stmts.is_empty() {
            self.nl();
        }
        self.stmt_list(stmts, BODY_INDENT, false);
        self.s("}\n");
    }

    // -----------------------------------------------------------------------
    // Statements
    // -----------------------------------------------------------------------

    /// Statements one per line at `indent`, labels at `indent - 2` with a blank line
    /// before each label that does not start the list. `nested` lists (inside `if` and
    /// `while`) get no blank lines.
    fn stmt_list(&mut self, stmts: &[Stmt], indent: usize, nested: bool) {
        for (i, s) in stmts.iter().enumerate() {
            if let Stmt::Label(l) = s {
                let LabelStmt { name, span: _ } = l;
                if i > 0 && !nested {
                    self.nl();
                }
                self.indent(indent.saturating_sub(2));
                self.ident(name);
                self.s(":\n");
            } else {
                self.indent(indent);
                self.stmt(s, indent);
                self.nl();
            }
        }
    }

    /// One statement without leading indentation or trailing newline; nested blocks are
    /// laid out relative to `indent`.
    fn stmt(&mut self, s: &Stmt, indent: usize) {
        match s {
            Stmt::Label(l) => {
                let LabelStmt { name, span: _ } = l;
                self.ident(name);
                self.s(":");
            }
            Stmt::Assert(c) => {
                let AssertCmd { attrs, expr, span: _ } = c;
                self.s("assert ");
                self.attrs(attrs);
                self.expr(expr);
                self.s(";");
            }
            Stmt::Assume(c) => {
                let AssumeCmd { attrs, expr, span: _ } = c;
                self.s("assume ");
                self.attrs(attrs);
                self.expr(expr);
                self.s(";");
            }
            Stmt::Havoc(c) => {
                let HavocCmd { vars, span: _ } = c;
                self.s("havoc ");
                self.idents(vars);
                self.s(";");
            }
            Stmt::Assign(c) => {
                let AssignCmd { lhs, attrs, rhs, span: _ } = c;
                for (i, l) in lhs.iter().enumerate() {
                    if i > 0 {
                        self.s(", ");
                    }
                    self.lhs(l);
                }
                self.s(" := ");
                self.attrs(attrs);
                self.exprs(rhs);
                self.s(";");
            }
            Stmt::Call(c) => {
                self.call_prefix(c);
                self.call_arm(c);
                self.s(";");
            }
            Stmt::ParCall(c) => {
                let ParCallCmd { calls, span: _ } = c;
                if let Some(first) = calls.first() {
                    self.call_prefix(first);
                } else {
                    self.s("call ");
                }
                for (i, arm) in calls.iter().enumerate() {
                    if i > 0 {
                        self.s(" | ");
                    }
                    self.call_arm(arm);
                }
                self.s(";");
            }
            Stmt::Unpack(c) => self.unpack(c),
            Stmt::HideReveal(c) => {
                let HideRevealCmd { hide, name, span: _ } = c;
                self.s(if *hide { "hide " } else { "reveal " });
                match name {
                    Some(n) => self.ident(n),
                    None => self.s("*"),
                }
                self.s(";");
            }
            Stmt::ChangeScope(c) => {
                let ChangeScopeCmd { push, span: _ } = c;
                self.s(if *push { "push;" } else { "pop;" });
            }
            Stmt::Measure(c) => {
                let MeasureCmd { attrs, exprs, span: _ } = c;
                self.s("measure ");
                self.attrs(attrs);
                self.exprs(exprs);
                self.s(";");
            }
            Stmt::If(c) => self.if_stmt(c, indent),
            Stmt::While(c) => self.while_stmt(c, indent),
            Stmt::Break(c) => {
                let BreakStmt { label, span: _ } = c;
                self.s("break");
                if let Some(l) = label {
                    self.s(" ");
                    self.ident(l);
                }
                self.s(";");
            }
            Stmt::Goto(c) => self.goto(c),
            Stmt::Return(c) => {
                let ReturnCmd { attrs, span: _ } = c;
                self.s("return");
                self.attrs_after(attrs);
                self.s(";");
            }
        }
    }

    fn unpack(&mut self, c: &UnpackCmd) {
        let UnpackCmd { ctor, vars, attrs, rhs, span: _ } = c;
        self.ident(ctor);
        self.s("(");
        self.idents(vars);
        self.s(") := ");
        self.attrs(attrs);
        self.expr(rhs);
        self.s(";");
    }

    fn while_stmt(&mut self, c: &WhileStmt, indent: usize) {
        let WhileStmt { guard, specs, body, .. } = c;
        self.s("while ");
        self.guard(guard.as_ref());
        self.nl();
        for spec in specs {
            self.indent(indent + 2);
            match spec {
                LoopSpec::Invariant(inv) => self.contract("invariant ", inv),
                LoopSpec::Measure(m) => self.measure_spec(m),
            }
            self.nl();
        }
        self.block(body, indent);
    }

    fn goto(&mut self, c: &GotoCmd) {
        let GotoCmd { attrs, labels, span: _ } = c;
        self.s("goto ");
        self.attrs(attrs);
        self.idents(labels);
        self.s(";");
    }

    /// `if {:attr} (g)` and its branches; `else if` chains stay on one line each.
    fn if_stmt(&mut self, c: &IfStmt, indent: usize) {
        let IfStmt { attrs, guard, then_branch, else_branch, .. } = c;
        self.s("if ");
        self.attrs(attrs);
        self.guard(guard.as_ref());
        self.nl();
        self.block(then_branch, indent);
        match else_branch {
            None => {}
            Some(ElseBranch::If(inner)) => {
                self.nl();
                self.indent(indent);
                self.s("else ");
                self.if_stmt(inner, indent);
            }
            Some(ElseBranch::Block { stmts, .. }) => {
                self.nl();
                self.indent(indent);
                self.s("else\n");
                self.block(stmts, indent);
            }
        }
    }

    /// `{`, the statements indented by 2 more, `}` (no trailing newline); the braces at
    /// `indent`, the cursor at the start of a line.
    fn block(&mut self, stmts: &[Stmt], indent: usize) {
        self.indent(indent);
        self.s("{\n");
        self.stmt_list(stmts, indent + 2, true);
        self.indent(indent);
        self.s("}");
    }

    fn guard(&mut self, guard: Option<&Expr>) {
        match guard {
            Some(e) => {
                self.s("(");
                self.expr(e);
                self.s(")");
            }
            None => self.s("(*)"),
        }
    }

    /// `[async] [free] call ` of a call's first arm.
    fn call_prefix(&mut self, c: &CallCmd) {
        if c.is_async {
            self.s("async ");
        }
        if c.free {
            self.s("free ");
        }
        self.s("call ");
    }

    /// `{:attr} r1, r2 := P(a, b)`.
    fn call_arm(&mut self, c: &CallCmd) {
        let CallCmd { is_async: _, free: _, attrs, outs, callee, args, span: _ } = c;
        self.attrs(attrs);
        if !outs.is_empty() {
            self.idents(outs);
            self.s(" := ");
        }
        self.ident(callee);
        self.s("(");
        self.exprs(args);
        self.s(")");
    }

    fn lhs(&mut self, l: &Lhs) {
        let Lhs { name, selectors, span: _ } = l;
        self.ident(name);
        for sel in selectors {
            match sel {
                LhsSelector::Index { indices, span: _ } => {
                    self.s("[");
                    self.exprs(indices);
                    self.s("]");
                }
                LhsSelector::Field { field, span: _ } => {
                    self.s("->");
                    self.ident(field);
                }
            }
        }
    }

    // -----------------------------------------------------------------------
    // Types
    // -----------------------------------------------------------------------

    fn ty(&mut self, ty: &Type) {
        let Type { kind, span: _ } = ty;
        match kind {
            TypeKind::Bool => self.s("bool"),
            TypeKind::Int => self.s("int"),
            TypeKind::Real => self.s("real"),
            TypeKind::Bv { width } => {
                self.s("bv");
                self.u32(*width);
            }
            TypeKind::Float { sig, exp } => {
                self.s("float");
                self.u32(*sig);
                self.s("e");
                self.u32(*exp);
            }
            TypeKind::RMode => self.s("rmode"),
            TypeKind::String => self.s("string"),
            TypeKind::Regex => self.s("regex"),
            TypeKind::Named { name, args } => {
                self.type_name(name);
                let n = args.len();
                for (i, arg) in args.iter().enumerate() {
                    self.s(" ");
                    let parens = match &arg.kind {
                        TypeKind::Named { args: inner, .. } => !inner.is_empty(),
                        TypeKind::Map(_) => i + 1 < n,
                        _ => false,
                    };
                    if parens {
                        self.s("(");
                        self.ty(arg);
                        self.s(")");
                    } else {
                        self.ty(arg);
                    }
                }
            }
            TypeKind::Map(m) => {
                let MapType { type_params, args, result } = &**m;
                self.type_params(type_params);
                self.s("[");
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        self.s(", ");
                    }
                    self.ty(a);
                }
                self.s("]");
                self.ty(result);
            }
        }
    }

    // -----------------------------------------------------------------------
    // Expressions
    // -----------------------------------------------------------------------

    /// An expression in a position that accepts any expression (followed by a closing token).
    fn expr(&mut self, e: &Expr) {
        self.operand(e, prec::TOP, Follow::End);
    }

    fn exprs(&mut self, es: &[Expr]) {
        for (i, e) in es.iter().enumerate() {
            if i > 0 {
                self.s(", ");
            }
            self.expr(e);
        }
    }

    /// `e` where the grammar requires level `min`, followed by `follow`; parenthesised if needed.
    fn operand(&mut self, e: &Expr, min: u8, follow: Follow) {
        let parens = level(e) < min
            || match &e.kind {
                ExprKind::IfThenElse(_) => follow != Follow::End,
                ExprKind::Coerce(_) => follow == Follow::Lt,
                _ => false,
            };
        if parens {
            self.s("(");
            self.bare(e, Follow::End);
            self.s(")");
        } else {
            self.bare(e, follow);
        }
    }

    /// `e` without parentheses of its own.
    fn bare(&mut self, e: &Expr, follow: Follow) {
        let Expr { kind, span: _ } = e;
        match kind {
            ExprKind::Lit(lit) => self.literal(lit),
            ExprKind::Var { name } => self.name(name),
            ExprKind::FunCall(c) => {
                let FunCall { name, args } = &**c;
                self.ident(name);
                self.s("(");
                self.exprs(args);
                self.s(")");
            }
            ExprKind::Old(inner) => {
                self.s("old(");
                self.expr(inner);
                self.s(")");
            }
            ExprKind::Unary { op, arg } => {
                self.s(match op {
                    UnaryOp::Neg => "-",
                    UnaryOp::Not => "!",
                });
                let at = self.out.len();
                self.operand(arg, prec::UNARY, follow);
                // `- -x` must not become `--x`, and `- 0x1.0e0f24e8` must not become the
                // one (negative) float token `-0x1.0e0f24e8`.
                if *op == UnaryOp::Neg && merges_with_minus(&self.out.as_bytes()[at..]) {
                    self.out.insert(at, ' ');
                }
            }
            ExprKind::Binary(b) => self.binary(b, follow),
            ExprKind::Select(s) => {
                let SelectExpr { map, indices } = &**s;
                self.operand(map, prec::POSTFIX, Follow::Op);
                self.s("[");
                self.exprs(indices);
                self.s("]");
            }
            ExprKind::Store(s) => {
                let StoreExpr { map, indices, value } = &**s;
                self.operand(map, prec::POSTFIX, Follow::Op);
                self.s("[");
                self.exprs(indices);
                self.s(if indices.is_empty() { ":= " } else { " := " });
                self.expr(value);
                self.s("]");
            }
            ExprKind::Extract(x) => {
                let ExtractExpr { expr, hi, lo } = &**x;
                self.operand(expr, prec::POSTFIX, Follow::Op);
                self.s("[");
                self.s(hi);
                self.s(":");
                self.s(lo);
                self.s("]");
            }
            ExprKind::Coerce(c) => {
                let CoerceExpr { expr, ty } = &**c;
                self.operand(expr, prec::COERCE, Follow::Op);
                self.s(" : ");
                self.ty(ty);
            }
            ExprKind::ToInt(inner) => {
                self.s("int(");
                self.expr(inner);
                self.s(")");
            }
            ExprKind::ToReal(inner) => {
                self.s("real(");
                self.expr(inner);
                self.s(")");
            }
            ExprKind::IfThenElse(ite) => {
                let IfThenElse { cond, then_, else_ } = &**ite;
                self.s("if ");
                self.expr(cond);
                self.s(" then ");
                self.expr(then_);
                self.s(" else ");
                self.operand(else_, prec::TOP, follow);
            }
            ExprKind::Quant(q) => self.quant(q),
            ExprKind::Let(l) => {
                let LetExpr { vars, rhs, attrs, body } = &**l;
                self.s("(var ");
                for (i, v) in vars.iter().enumerate() {
                    if i > 0 {
                        self.s(", ");
                    }
                    let LetVar { attrs, name } = v;
                    self.attrs(attrs);
                    self.ident(name);
                }
                self.s(" := ");
                self.exprs(rhs);
                self.s("; ");
                self.attrs(attrs);
                self.expr(body);
                self.s(")");
            }
            ExprKind::Is(x) => {
                let IsExpr { expr, ctor } = &**x;
                self.operand(expr, prec::UNARY, Follow::Op);
                self.s(" is ");
                self.ident(ctor);
            }
            ExprKind::Field(x) => {
                let FieldExpr { expr, field } = &**x;
                self.operand(expr, prec::POSTFIX, Follow::Op);
                self.s("->");
                self.ident(field);
            }
            ExprKind::FieldUpdate(x) => {
                let FieldUpdateExpr { expr, field, value } = &**x;
                self.operand(expr, prec::POSTFIX, Follow::Op);
                self.s("->(");
                self.ident(field);
                self.s(" := ");
                self.expr(value);
                self.s(")");
            }
            ExprKind::Code(c) => self.code_expr(c),
        }
    }

    fn binary(&mut self, b: &BinaryExpr, follow: Follow) {
        let BinaryExpr { op, lhs, rhs } = b;
        let (lhs_min, rhs_min) = match op {
            BinaryOp::Iff => (prec::IFF, prec::IMPLIES),
            BinaryOp::Implies => (prec::LOGIC, prec::IMPLIES),
            BinaryOp::And | BinaryOp::Or => (prec::LOGIC, prec::REL),
            BinaryOp::Eq
            | BinaryOp::Neq
            | BinaryOp::Lt
            | BinaryOp::Le
            | BinaryOp::Gt
            | BinaryOp::Ge
            | BinaryOp::Subtype => (prec::CONCAT, prec::CONCAT),
            BinaryOp::Concat => (prec::CONCAT, prec::ADD),
            BinaryOp::Add | BinaryOp::Sub => (prec::ADD, prec::MUL),
            BinaryOp::Mul | BinaryOp::Div | BinaryOp::Mod | BinaryOp::RealDiv => (prec::MUL, prec::POW),
            BinaryOp::Pow => (prec::IS, prec::POW),
        };
        // `&&` and `||` do not mix: `(a || b) && c`.
        let lhs_min = match (&lhs.kind, op) {
            (ExprKind::Binary(inner), BinaryOp::And | BinaryOp::Or) if is_logic(inner.op) && inner.op != *op => {
                prec::REL
            }
            _ => lhs_min,
        };
        let lhs_follow = match op {
            BinaryOp::Lt | BinaryOp::Subtype => Follow::Lt,
            _ => Follow::Op,
        };
        self.operand(lhs, lhs_min, lhs_follow);
        self.s(binary_op_text(*op));
        self.operand(rhs, rhs_min, follow);
    }

    fn quant(&mut self, q: &QuantExpr) {
        let QuantExpr { kind, type_params, vars, attrs, triggers, body } = q;
        self.s(match kind {
            QuantKind::Forall => "(forall",
            QuantKind::Exists => "(exists",
            QuantKind::Lambda => "(lambda",
        });
        self.type_params(type_params);
        if !vars.is_empty() {
            self.s(" ");
            self.variables(vars);
        }
        self.s(" :: ");
        self.attrs(attrs);
        for t in triggers {
            self.trigger(t);
            self.s(" ");
        }
        self.expr(body);
        self.s(")");
    }

    /// `|{ var x: T; L: cmds goto M; M: return e; }|` on one line.
    fn code_expr(&mut self, c: &CodeExpr) {
        let CodeExpr { locals, blocks } = c;
        self.s("|{ ");
        for v in locals {
            self.s("var ");
            self.variable(v);
            self.s("; ");
        }
        for b in blocks {
            let SpecBlock { label, cmds, transfer, span: _ } = b;
            self.ident(label);
            self.s(": ");
            for cmd in cmds {
                self.stmt(cmd, BODY_INDENT);
                self.s(" ");
            }
            match transfer {
                SpecTransfer::Goto(g) => self.goto(g),
                SpecTransfer::Return { attrs, expr, span: _ } => {
                    self.s("return ");
                    self.attrs(attrs);
                    self.expr(expr);
                    self.s(";");
                }
            }
            self.s(" ");
        }
        self.s("}|");
    }

    fn literal(&mut self, lit: &Literal) {
        match lit {
            Literal::Bool(true) => self.s("true"),
            Literal::Bool(false) => self.s("false"),
            Literal::Int(digits) => self.s(digits),
            Literal::Real(text) => self.s(text),
            Literal::Bv(bv) => {
                let BvLit { value, width } = &**bv;
                self.s(value);
                self.s("bv");
                self.u32(*width);
            }
            Literal::Float(text) => self.s(text),
            Literal::String(text) => {
                self.s("\"");
                self.s(text);
                self.s("\"");
            }
            Literal::RMode(text) => self.s(text),
        }
    }
}

/// Whether text starting with `rest` would lex differently right after a `-`: another
/// `-`, or a float literal (`0x..`, `0NaN..`, `0nan..`, `0+oo..`, `0-oo..`), which the
/// lexer reads together with a leading `-` as one token.
fn merges_with_minus(rest: &[u8]) -> bool {
    match rest {
        [b'-', ..] => true,
        [b'0', next, ..] => matches!(next, b'x' | b'N' | b'n' | b'+' | b'-'),
        _ => false,
    }
}

fn is_logic(op: BinaryOp) -> bool {
    matches!(op, BinaryOp::And | BinaryOp::Or)
}

/// The operator with its surrounding spaces.
fn binary_op_text(op: BinaryOp) -> &'static str {
    match op {
        BinaryOp::Iff => " <==> ",
        BinaryOp::Implies => " ==> ",
        BinaryOp::And => " && ",
        BinaryOp::Or => " || ",
        BinaryOp::Eq => " == ",
        BinaryOp::Neq => " != ",
        BinaryOp::Lt => " < ",
        BinaryOp::Le => " <= ",
        BinaryOp::Gt => " > ",
        BinaryOp::Ge => " >= ",
        BinaryOp::Subtype => " <: ",
        BinaryOp::Concat => " ++ ",
        BinaryOp::Add => " + ",
        BinaryOp::Sub => " - ",
        BinaryOp::Mul => " * ",
        BinaryOp::Div => " div ",
        BinaryOp::Mod => " mod ",
        BinaryOp::RealDiv => " / ",
        BinaryOp::Pow => " ** ",
    }
}

/// The precedence level of an expression as printed without parentheses.
fn level(e: &Expr) -> u8 {
    match &e.kind {
        ExprKind::Binary(b) => match b.op {
            BinaryOp::Iff => prec::IFF,
            BinaryOp::Implies => prec::IMPLIES,
            BinaryOp::And | BinaryOp::Or => prec::LOGIC,
            BinaryOp::Eq
            | BinaryOp::Neq
            | BinaryOp::Lt
            | BinaryOp::Le
            | BinaryOp::Gt
            | BinaryOp::Ge
            | BinaryOp::Subtype => prec::REL,
            BinaryOp::Concat => prec::CONCAT,
            BinaryOp::Add | BinaryOp::Sub => prec::ADD,
            BinaryOp::Mul | BinaryOp::Div | BinaryOp::Mod | BinaryOp::RealDiv => prec::MUL,
            BinaryOp::Pow => prec::POW,
        },
        ExprKind::Is(_) => prec::IS,
        ExprKind::Unary { .. } => prec::UNARY,
        ExprKind::Coerce(_) => prec::COERCE,
        ExprKind::Select(_)
        | ExprKind::Store(_)
        | ExprKind::Extract(_)
        | ExprKind::Field(_)
        | ExprKind::FieldUpdate(_) => prec::POSTFIX,
        ExprKind::Lit(_)
        | ExprKind::Var { .. }
        | ExprKind::FunCall(_)
        | ExprKind::Old(_)
        | ExprKind::ToInt(_)
        | ExprKind::ToReal(_)
        | ExprKind::IfThenElse(_)
        | ExprKind::Quant(_)
        | ExprKind::Let(_)
        | ExprKind::Code(_) => prec::ATOM,
    }
}

#[cfg(test)]
mod tests;
