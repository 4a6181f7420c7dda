//! The Boogie parser: recursive descent that follows the productions of Boogie's Coco/R
//! grammar (BoogiePL.atg), so that syntax errors come out exactly as Boogie prints them.
//!
//! Error model (Coco/R's): `expect(tok)` reports `"tok" expected` at the lookahead token
//! without consuming anything; a choice point with no matching alternative reports
//! `invalid Production`; both are suppressed when fewer than two tokens were consumed since
//! the previous error (and they reset that distance). Semantic checks done while parsing
//! (`where clause not allowed on ...`, `only attributes, not triggers, allowed here`, ...)
//! are reported at the last consumed token, with the same suppression, or at a given
//! token without suppression, as in Boogie. After an error the parser simply continues;
//! at top level an unexpected token ends parsing with `EOF expected`.
//!
//! Deep nesting: the recursive entry points (expressions, statement lists) grow the stack
//! on the heap with `stacker`, so 10^5 nested parentheses or `if`s parse.

use boogie_ast::*;

use crate::labels;
use crate::lexer::{Tok, Token, TokenStream};
use crate::pre::Pre;

/// Parses a preprocessed file.
pub fn parse(pre: &Pre) -> (Option<Vec<Decl>>, Vec<Diagnostic>) {
    let mut p = Parser::new(pre);
    let decls = p.program();
    (Some(decls), p.diags)
}

/// Coco/R's minimum number of tokens between two reported syntax errors.
const MIN_ERR_DIST: u32 = 2;

/// The marker name of a bit-vector bounds pair `hi:lo` while it travels from the
/// coercion rule to the `[...]` that turns it into an extract.
const BOUNDS: &str = "#bvbounds";

struct Parser<'a> {
    ts: TokenStream<'a>,
    /// The last consumed token.
    t: Token,
    /// The lookahead token.
    la: Token,
    err_dist: u32,
    diags: Vec<Diagnostic>,
}

/// What `Type` produced, plus the identifier if it was a bare identifier (no arguments).
struct ParsedType {
    ty: Type,
    bare: Option<Ident>,
}

impl<'a> Parser<'a> {
    fn new(pre: &'a Pre) -> Parser<'a> {
        let mut ts = TokenStream::new(pre);
        let mut diags = Vec::new();
        let la = ts.next(&mut diags);
        Parser { ts, t: la, la, err_dist: MIN_ERR_DIST, diags }
    }

    // -----------------------------------------------------------------------
    // Token handling and errors
    // -----------------------------------------------------------------------

    fn get(&mut self) {
        self.t = self.la;
        if self.la.kind != Tok::Eof {
            self.la = self.ts.next(&mut self.diags);
        }
        self.err_dist = self.err_dist.saturating_add(1);
    }

    fn is(&self, k: Tok) -> bool {
        self.la.kind == k
    }

    fn expect(&mut self, k: Tok) {
        if self.la.kind == k {
            self.get();
        } else {
            self.syn_err(k.expected());
        }
    }

    fn syn_err(&mut self, msg: impl Into<String>) {
        if self.err_dist >= MIN_ERR_DIST {
            self.diags.push(Diagnostic::new(Phase::Parse, self.la.span, msg));
        }
        self.err_dist = 0;
    }

    /// Coco/R's `SemErr(msg)`: at the last consumed token, suppressed like syntax errors.
    fn sem_err(&mut self, msg: impl Into<String>) {
        if self.err_dist >= MIN_ERR_DIST {
            self.diags.push(Diagnostic::new(Phase::Parse, self.t.span, msg));
        }
        self.err_dist = 0;
    }

    /// Boogie's `SemErr(tok, msg)`: always reported.
    fn sem_err_at(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::new(Phase::Parse, span, msg));
    }

    fn text(&self, tok: &Token) -> &'a str {
        self.ts.text(tok)
    }

    fn name_of(&self, tok: &Token) -> Name {
        let s = self.text(tok);
        Name::new(s.strip_prefix('\\').unwrap_or(s))
    }

    fn civl(&mut self, what: &str) {
        let span = self.la.span;
        self.sem_err_at(span, format!("CIVL construct '{what}' is not supported"));
        self.err_dist = 0;
    }

    fn dummy_ident(&self) -> Ident {
        Ident { name: Name::new_inline("_"), span: self.la.span }
    }

    // -----------------------------------------------------------------------
    // Identifiers, attributes
    // -----------------------------------------------------------------------

    fn is_ident(&self) -> bool {
        self.la.kind == Tok::Ident || self.la.kind.is_soft_keyword()
    }

    /// `Ident = ident | soft keyword` (a choice point: `invalid Ident`).
    fn ident(&mut self) -> Ident {
        if self.is_ident() {
            self.get();
            Ident { name: self.name_of(&self.t), span: self.t.span }
        } else {
            self.syn_err("invalid Ident");
            self.dummy_ident()
        }
    }

    /// `Idents = Ident { "," Ident }`.
    fn idents(&mut self) -> Vec<Ident> {
        let mut v = vec![self.ident()];
        while self.is(Tok::Comma) {
            self.get();
            v.push(self.ident());
        }
        v
    }

    /// `{ Attribute }` in a position where only attributes are allowed.
    fn attributes(&mut self) -> Vec<Attribute> {
        let mut attrs = Vec::new();
        while self.is(Tok::LBrace) {
            self.attribute(&mut attrs);
        }
        attrs
    }

    fn attribute(&mut self, attrs: &mut Vec<Attribute>) {
        let mut triggers = Vec::new();
        self.attribute_or_trigger(attrs, &mut triggers);
        if !triggers.is_empty() {
            self.sem_err("only attributes, not triggers, allowed here");
        }
    }

    /// `AttributeOrTrigger = "{" ( ":" ident [ AttributeParameter,+ ] | Expression,+ ) "}"`.
    fn attribute_or_trigger(&mut self, attrs: &mut Vec<Attribute>, triggers: &mut Vec<Trigger>) {
        self.expect(Tok::LBrace);
        let span = self.t.span;
        if self.is(Tok::Colon) {
            self.get();
            let key = if self.is_ident() {
                self.get();
                self.name_of(&self.t)
            } else {
                self.syn_err(Tok::Ident.expected());
                Name::default()
            };
            let mut args = Vec::new();
            if self.is(Tok::String) || self.starts_expr() {
                args.push(self.attribute_parameter());
                while self.is(Tok::Comma) {
                    self.get();
                    args.push(self.attribute_parameter());
                }
            }
            if key == "nopats" {
                match (args.len(), args.pop()) {
                    (1, Some(AttrArg::Expr(e))) => triggers.push(Trigger { positive: false, exprs: vec![e], span }),
                    _ => self.sem_err("the 'nopats' quantifier attribute expects a string-literal parameter"),
                }
            } else {
                attrs.push(Attribute { key, args, span });
            }
        } else if self.starts_expr() {
            let exprs = self.expressions();
            triggers.push(Trigger { positive: true, exprs, span });
        } else {
            self.syn_err("invalid AttributeOrTrigger");
        }
        self.expect(Tok::RBrace);
    }

    /// `AttributeParameter = string | Expression`.
    fn attribute_parameter(&mut self) -> AttrArg {
        if self.is(Tok::String) {
            self.get();
            AttrArg::String(self.string_body(&self.t).to_string())
        } else {
            AttrArg::Expr(self.expression())
        }
    }

    fn string_body(&self, tok: &Token) -> &'a str {
        let s = self.text(tok);
        s.get(1..s.len().saturating_sub(1)).unwrap_or("")
    }

    // -----------------------------------------------------------------------
    // Declarations
    // -----------------------------------------------------------------------

    fn program(&mut self) -> Vec<Decl> {
        let mut decls = Vec::new();
        loop {
            let before = self.la.start;
            match self.la.kind {
                Tok::Const => self.consts(&mut decls),
                Tok::Function | Tok::Revealed => self.function(&mut decls),
                Tok::Axiom | Tok::Hideable => {
                    let ax = self.axiom();
                    decls.push(Decl::Axiom(ax));
                }
                Tok::Type => self.user_defined_types(&mut decls),
                Tok::Var => {
                    self.get();
                    let attrs = self.attributes();
                    let vars = self.ids_type_wheres(true, "");
                    self.expect(Tok::Semi);
                    for mut v in vars {
                        v.attrs = attrs.clone();
                        decls.push(Decl::Var(GlobalVarDecl { var: v }));
                    }
                }
                Tok::Procedure => self.procedure(false, &mut decls),
                Tok::Pure => {
                    if self.ts.peek(0).kind == Tok::Procedure {
                        self.get();
                        self.procedure(true, &mut decls);
                    } else {
                        self.get();
                        self.civl_decl();
                    }
                }
                Tok::Implementation => self.implementation(&mut decls),
                Tok::Datatype => self.datatype(&mut decls),
                Tok::Yield | Tok::Action | Tok::Atomic | Tok::Left | Tok::Right | Tok::Both | Tok::Invariant => {
                    self.civl_decl();
                }
                _ => break,
            }
            if self.la.start == before && self.la.kind != Tok::Eof {
                break;
            }
        }
        self.expect(Tok::Eof);
        decls
    }

    /// Reports a CIVL declaration and skips to the next declaration keyword.
    fn civl_decl(&mut self) {
        let what = self.text(&self.la).to_string();
        self.civl(&what);
        self.get();
        while matches!(
            self.la.kind,
            Tok::Yield | Tok::Action | Tok::Atomic | Tok::Left | Tok::Right | Tok::Both | Tok::Invariant | Tok::Procedure | Tok::Pure
        ) {
            self.get();
        }
        let mut depth = 0usize;
        while depth > 0 || !matches!(
            self.la.kind,
            Tok::Eof | Tok::Const | Tok::Function | Tok::Axiom | Tok::Type | Tok::Var | Tok::Procedure | Tok::Implementation | Tok::Datatype
                | Tok::Yield | Tok::Pure | Tok::Revealed | Tok::Hideable
        ) {
            match self.la.kind {
                Tok::LBrace | Tok::LBraceBar => depth += 1,
                Tok::RBrace | Tok::RBraceBar => depth = depth.saturating_sub(1),
                Tok::Eof => break,
                _ => {}
            }
            self.get();
        }
        self.err_dist = 0;
    }

    /// `Consts = "const" { Attribute } [ "unique" ] IdsType ( ";" | "uses" "{" { Axiom } "}" )`.
    fn consts(&mut self, decls: &mut Vec<Decl>) {
        self.get();
        let span = self.t.span;
        let attrs = self.attributes();
        let unique = if self.is(Tok::Unique) {
            self.get();
            true
        } else {
            false
        };
        let names = self.idents();
        self.expect(Tok::Colon);
        let ty = self.type_();
        let mut uses = None;
        if self.is(Tok::Semi) {
            self.get();
        } else if self.is(Tok::Uses) {
            uses = Some(self.uses_clause());
        } else {
            self.syn_err("invalid Consts");
        }
        decls.push(Decl::Const(ConstDecl { attrs, unique, names, ty, uses, span }));
    }

    fn uses_clause(&mut self) -> Vec<AxiomDecl> {
        self.expect(Tok::Uses);
        self.expect(Tok::LBrace);
        let mut axioms = Vec::new();
        while self.is(Tok::Axiom) || self.is(Tok::Hideable) {
            axioms.push(self.axiom());
        }
        self.expect(Tok::RBrace);
        axioms
    }

    /// `Axiom = [ "hideable" ] "axiom" { Attribute } Proposition ";"`.
    fn axiom(&mut self) -> AxiomDecl {
        let hideable = if self.is(Tok::Hideable) {
            self.get();
            true
        } else {
            false
        };
        self.expect(Tok::Axiom);
        let span = self.t.span;
        let attrs = self.attributes();
        let expr = self.expression();
        self.expect(Tok::Semi);
        AxiomDecl { hideable, attrs, expr, span }
    }

    /// `UserDefinedTypes = "type" { Attribute } UserDefinedType { "," UserDefinedType } ";"`.
    fn user_defined_types(&mut self, decls: &mut Vec<Decl>) {
        self.get();
        let span = self.t.span;
        let attrs = self.attributes();
        let mut defs = vec![self.user_defined_type()];
        while self.is(Tok::Comma) {
            self.get();
            defs.push(self.user_defined_type());
        }
        self.expect(Tok::Semi);
        decls.push(Decl::Type(TypeDecl { attrs, defs, span }));
    }

    fn user_defined_type(&mut self) -> TypeDef {
        let name = self.ident();
        let mut params = Vec::new();
        while self.is_ident() {
            params.push(self.ident());
        }
        let mut synonym = None;
        if self.is(Tok::Eq) {
            self.get();
            synonym = Some(self.type_());
        }
        let span = name.span;
        TypeDef { name, params, synonym, span }
    }

    /// `Datatype = "datatype" { Attribute } Ident [ TypeParams ] "{" Ctor { "," Ctor } "}"`.
    fn datatype(&mut self, decls: &mut Vec<Decl>) {
        self.get();
        let attrs = self.attributes();
        let name = self.ident();
        let type_params = if self.is(Tok::Lt) { self.type_params() } else { Vec::new() };
        self.expect(Tok::LBrace);
        let mut ctors: Vec<DatatypeCtor> = Vec::new();
        loop {
            let cname = self.ident();
            self.expect(Tok::LParen);
            let mut fields = Vec::new();
            if self.is(Tok::LBrace) || self.is_ident() {
                fields = self.ids_type_wheres(false, "datatype constructor");
            }
            self.expect(Tok::RParen);
            if ctors.iter().any(|c| c.name.name == cname.name) {
                self.sem_err(format!("constructor name {} used more than once in datatype", cname.name));
            }
            let span = cname.span;
            ctors.push(DatatypeCtor { name: cname, fields, span });
            if self.is(Tok::Comma) {
                self.get();
            } else {
                break;
            }
        }
        self.expect(Tok::RBrace);
        let span = name.span;
        decls.push(Decl::Datatype(DatatypeDecl { attrs, name, type_params, ctors, span }));
    }

    /// `Function = [ "revealed" ] "function" { Attribute } Ident [ TypeParams ] "(" [ VarOrType,+ ] ")"
    ///   ( "returns" "(" VarOrType ")" | ":" Type ) ( "uses" ... | "{" Expression "}" [ "uses" ... ] | ";" )`.
    fn function(&mut self, decls: &mut Vec<Decl>) {
        let revealed = if self.is(Tok::Revealed) {
            self.get();
            true
        } else {
            false
        };
        self.expect(Tok::Function);
        let attrs = self.attributes();
        let name = self.ident();
        let type_params = if self.is(Tok::Lt) { self.type_params() } else { Vec::new() };
        self.expect(Tok::LParen);
        let mut params = Vec::new();
        if self.is(Tok::LBrace) || self.starts_type() {
            params.push(self.var_or_type());
            while self.is(Tok::Comma) {
                self.get();
                params.push(self.var_or_type());
            }
        }
        self.expect(Tok::RParen);
        self.fix_up_params(&mut params);
        let result = if self.is(Tok::Returns) {
            self.get();
            self.expect(Tok::LParen);
            let (r, _) = self.var_or_type();
            self.expect(Tok::RParen);
            r
        } else if self.is(Tok::Colon) {
            self.get();
            let ty = self.type_();
            FunctionParam { attrs: Vec::new(), name: None, span: ty.span, ty }
        } else {
            self.syn_err("invalid Function");
            let ty = Type { kind: TypeKind::Bool, span: self.la.span };
            FunctionParam { attrs: Vec::new(), name: None, span: ty.span, ty }
        };
        let mut body = None;
        let mut uses = None;
        if self.is(Tok::Uses) {
            uses = Some(self.uses_clause());
        } else if self.is(Tok::LBrace) {
            self.get();
            body = Some(self.expression());
            self.expect(Tok::RBrace);
            if self.is(Tok::Uses) {
                uses = Some(self.uses_clause());
            }
        } else if self.is(Tok::Semi) {
            self.get();
        } else {
            self.syn_err("invalid Function");
        }
        let params: Vec<FunctionParam> = params.into_iter().map(|(p, _)| p).collect();
        let has = |k: &str| attrs.iter().any(|a| a.key == k);
        if has("inline") && has("define") {
            let span = self.t.span;
            self.sem_err_at(span, "function cannot have both :inline and :define attributes");
        } else if has("define") && !type_params.is_empty() {
            let span = self.t.span;
            self.sem_err_at(span, "function with :define attribute has to be monomorphic");
        }
        let span = name.span;
        decls.push(Decl::Function(FunctionDecl { revealed, attrs, name, type_params, params, result, body, uses, span }));
    }

    /// `VarOrType = { Attribute } Type [ ":" Type ]`; the flag says whether it was named,
    /// the second element is the bare identifier the first type was, if it was one.
    fn var_or_type(&mut self) -> (FunctionParam, Option<Ident>) {
        let attrs = self.attributes();
        let start = self.la.span;
        let first = self.type_ex();
        if self.is(Tok::Colon) {
            self.get();
            let name = match first.bare {
                Some(id) => Some(id),
                None => {
                    self.sem_err("expected identifier before ':'");
                    None
                }
            };
            let ty = self.type_();
            let span = name.as_ref().map(|n| n.span).unwrap_or(start);
            (FunctionParam { attrs, name, ty, span }, None)
        } else {
            (FunctionParam { attrs, name: None, span: first.ty.span, ty: first.ty }, first.bare)
        }
    }

    /// The Go-style fix-up of function parameters (boogie-language.md §2.7).
    fn fix_up_params(&mut self, params: &mut [(FunctionParam, Option<Ident>)]) {
        if !params.iter().any(|(p, _)| p.name.is_some()) {
            return;
        }
        let mut next_ty: Option<Type> = None;
        for (p, bare) in params.iter_mut().rev() {
            if p.name.is_some() {
                next_ty = Some(p.ty.clone());
                continue;
            }
            match bare.take() {
                Some(id) => match &next_ty {
                    Some(ty) => {
                        p.span = id.span;
                        p.name = Some(id);
                        p.ty = ty.clone();
                    }
                    None => {
                        let span = p.span;
                        self.sem_err_at(span, "the type of the last parameter is unspecified");
                    }
                },
                None => {
                    let span = p.span;
                    self.sem_err_at(span, "expecting an identifier as parameter name");
                }
            }
        }
    }

    /// `Procedure = [ "pure" ] "procedure" ProcSignature ( ";" { Spec } | { Spec } ImplBody )`.
    fn procedure(&mut self, pure_: bool, decls: &mut Vec<Decl>) {
        self.expect(Tok::Procedure);
        let (attrs, name, type_params, ins, outs) = self.proc_signature(true);
        let mut specs = Vec::new();
        let mut body = None;
        if self.is(Tok::Semi) {
            self.get();
            while self.starts_spec() {
                self.spec(&mut specs);
            }
        } else if self.starts_spec() || self.is(Tok::LBrace) {
            while self.starts_spec() {
                self.spec(&mut specs);
            }
            body = Some(self.impl_body());
        } else {
            self.syn_err("invalid Procedure");
        }
        let span = name.span;
        decls.push(Decl::Procedure(ProcedureDecl { pure_, attrs, name, type_params, ins, outs, specs, body, span }));
    }

    fn starts_spec(&self) -> bool {
        matches!(
            self.la.kind,
            Tok::Modifies | Tok::Free | Tok::Requires | Tok::Ensures | Tok::Measure | Tok::Preserves | Tok::Refines | Tok::Asserts
        )
    }

    /// `Spec = "modifies" [ Idents ] ";" | [ "free" ] SpecPrePost`.
    fn spec(&mut self, specs: &mut Vec<Spec>) {
        match self.la.kind {
            Tok::Modifies => {
                self.get();
                let span = self.t.span;
                let vars = if self.is_ident() { self.idents() } else { Vec::new() };
                self.expect(Tok::Semi);
                specs.push(Spec::Modifies(ModifiesSpec { vars, span }));
            }
            Tok::Preserves | Tok::Refines | Tok::Asserts => {
                let what = self.la.kind.text();
                self.civl(what);
                self.get();
                self.skip_to_semi();
            }
            _ => {
                let free = if self.is(Tok::Free) {
                    self.get();
                    true
                } else {
                    false
                };
                match self.la.kind {
                    Tok::Requires | Tok::Ensures => {
                        let requires = self.is(Tok::Requires);
                        self.get();
                        let span = self.t.span;
                        let attrs = self.attributes();
                        if self.is(Tok::Call) {
                            self.civl("call");
                            self.skip_to_semi();
                            return;
                        }
                        let expr = self.expression();
                        self.expect(Tok::Semi);
                        let c = Contract { free, attrs, expr, span };
                        specs.push(if requires { Spec::Requires(c) } else { Spec::Ensures(c) });
                    }
                    Tok::Measure => {
                        self.get();
                        let span = self.t.span;
                        let attrs = self.attributes();
                        let exprs = self.expressions();
                        self.expect(Tok::Semi);
                        specs.push(Spec::Measure(MeasureSpec { free, attrs, exprs, span }));
                    }
                    _ => self.syn_err("invalid SpecPrePost"),
                }
            }
        }
    }

    fn skip_to_semi(&mut self) {
        while !matches!(self.la.kind, Tok::Semi | Tok::Eof) {
            self.get();
        }
        self.get();
        self.err_dist = 0;
    }

    /// `ProcSignature = { Attribute } Ident [ TypeParams ] ProcFormals [ "returns" ProcFormals ]`.
    #[allow(clippy::type_complexity)]
    fn proc_signature(&mut self, allow_where: bool) -> (Vec<Attribute>, Ident, Vec<Ident>, Vec<Variable>, Vec<Variable>) {
        let attrs = self.attributes();
        let name = self.ident();
        let type_params = if self.is(Tok::Lt) { self.type_params() } else { Vec::new() };
        let ctx = if allow_where { "" } else { "the 'implementation' copies of formals" };
        let ins = self.proc_formals(allow_where, ctx);
        let outs = if self.is(Tok::Returns) {
            self.get();
            self.proc_formals(allow_where, ctx)
        } else {
            Vec::new()
        };
        (attrs, name, type_params, ins, outs)
    }

    fn proc_formals(&mut self, allow_where: bool, ctx: &str) -> Vec<Variable> {
        self.expect(Tok::LParen);
        let mut vars = Vec::new();
        if self.is(Tok::LBrace) || self.is_ident() {
            vars = self.ids_type_wheres(allow_where, ctx);
        }
        self.expect(Tok::RParen);
        vars
    }

    /// `AttrsIdsTypeWheres = { Attribute } Idents ":" Type [ "where" Expression ] { "," ... }`.
    /// `ctx` names the context for `where clause not allowed on ...` when `allow_where` is false.
    fn ids_type_wheres(&mut self, allow_where: bool, ctx: &str) -> Vec<Variable> {
        let mut vars = Vec::new();
        loop {
            let attrs = self.attributes();
            let names = self.idents();
            self.expect(Tok::Colon);
            let ty = self.type_();
            let mut where_clause = None;
            if self.is(Tok::Where) {
                self.get();
                let e = self.expression();
                if allow_where {
                    where_clause = Some(e);
                } else {
                    self.sem_err(format!("where clause not allowed on {ctx}"));
                }
            }
            for name in names {
                let span = name.span;
                vars.push(Variable { attrs: attrs.clone(), name, ty: ty.clone(), where_clause: where_clause.clone(), span });
            }
            if self.is(Tok::Comma) {
                self.get();
            } else {
                break;
            }
        }
        vars
    }

    /// `Implementation = "implementation" ProcSignature ImplBody`.
    fn implementation(&mut self, decls: &mut Vec<Decl>) {
        self.get();
        let (attrs, name, type_params, ins, outs) = self.proc_signature(false);
        let body = self.impl_body();
        let span = name.span;
        decls.push(Decl::Implementation(ImplementationDecl { attrs, name, type_params, ins, outs, body, span }));
    }

    /// `ImplBody = "{" { LocalVars } StmtList` (StmtList consumes the `}`).
    fn impl_body(&mut self) -> Body {
        self.expect(Tok::LBrace);
        let span = self.t.span;
        let mut locals = Vec::new();
        while self.is(Tok::Var) {
            self.local_vars(&mut locals);
        }
        let stmts = self.stmt_list();
        let end = self.t.span;
        let body = Body { locals, stmts, span, end };
        labels::check(&body.stmts, &mut self.diags);
        body
    }

    fn local_vars(&mut self, locals: &mut Vec<Variable>) {
        self.get();
        let attrs = self.attributes();
        let vars = self.ids_type_wheres(true, "");
        self.expect(Tok::Semi);
        for mut v in vars {
            if !attrs.is_empty() {
                let mut a = attrs.clone();
                a.append(&mut v.attrs);
                v.attrs = a;
            }
            locals.push(v);
        }
    }

    // -----------------------------------------------------------------------
    // Types
    // -----------------------------------------------------------------------

    fn starts_type(&self) -> bool {
        matches!(self.la.kind, Tok::Int | Tok::Real | Tok::Bool | Tok::LParen | Tok::Lt | Tok::LBracket) || self.is_ident()
    }

    fn type_(&mut self) -> Type {
        self.type_ex().ty
    }

    /// `Type = TypeAtom | Ident [ TypeArgs ] | MapType`.
    fn type_ex(&mut self) -> ParsedType {
        match self.la.kind {
            Tok::Int | Tok::Real | Tok::Bool | Tok::LParen => ParsedType { ty: self.type_atom(), bare: None },
            Tok::Lt | Tok::LBracket => ParsedType { ty: self.map_type(), bare: None },
            _ if self.is_ident() => {
                let id = self.ident();
                let mut args = Vec::new();
                if self.starts_type() {
                    self.type_args(&mut args);
                }
                let bare = if args.is_empty() { Some(id.clone()) } else { None };
                ParsedType { ty: named_type(id, args), bare }
            }
            _ => {
                self.syn_err("invalid Type");
                ParsedType { ty: Type { kind: TypeKind::Bool, span: self.la.span }, bare: None }
            }
        }
    }

    /// `TypeAtom = "int" | "real" | "bool" | "(" Type ")"`.
    fn type_atom(&mut self) -> Type {
        let span = self.la.span;
        let kind = match self.la.kind {
            Tok::Int => TypeKind::Int,
            Tok::Real => TypeKind::Real,
            Tok::Bool => TypeKind::Bool,
            Tok::LParen => {
                self.get();
                let ty = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.type_());
                self.expect(Tok::RParen);
                return Type { kind: ty.kind, span };
            }
            _ => {
                self.syn_err("invalid TypeAtom");
                return Type { kind: TypeKind::Bool, span };
            }
        };
        self.get();
        Type { kind, span }
    }

    /// `TypeArgs = TypeAtom [ TypeArgs ] | Ident [ TypeArgs ] | MapType`.
    fn type_args(&mut self, args: &mut Vec<Type>) {
        loop {
            match self.la.kind {
                Tok::Int | Tok::Real | Tok::Bool | Tok::LParen => args.push(self.type_atom()),
                Tok::Lt | Tok::LBracket => {
                    args.push(self.map_type());
                    return;
                }
                _ if self.is_ident() => {
                    let id = self.ident();
                    args.push(named_type(id, Vec::new()));
                }
                _ => {
                    self.syn_err("invalid TypeArgs");
                    return;
                }
            }
            if !self.starts_type() {
                return;
            }
        }
    }

    /// `MapType = [ TypeParams ] "[" [ Type,+ ] "]" Type`.
    fn map_type(&mut self) -> Type {
        let span = self.la.span;
        let type_params = if self.is(Tok::Lt) { self.type_params() } else { Vec::new() };
        self.expect(Tok::LBracket);
        let mut args = Vec::new();
        if self.starts_type() {
            args.push(self.type_());
            while self.is(Tok::Comma) {
                self.get();
                args.push(self.type_());
            }
        }
        self.expect(Tok::RBracket);
        let result = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.type_());
        Type { kind: TypeKind::Map(Box::new(MapType { type_params, args, result })), span }
    }

    /// `TypeParams = "<" Idents ">"`.
    fn type_params(&mut self) -> Vec<Ident> {
        self.expect(Tok::Lt);
        let ids = self.idents();
        self.expect(Tok::Gt);
        ids
    }

    // -----------------------------------------------------------------------
    // Statements
    // -----------------------------------------------------------------------

    fn starts_stmt(&self) -> bool {
        matches!(
            self.la.kind,
            Tok::Assert
                | Tok::Assume
                | Tok::Havoc
                | Tok::Call
                | Tok::Async
                | Tok::Free
                | Tok::If
                | Tok::While
                | Tok::Break
                | Tok::Goto
                | Tok::Return
                | Tok::Measure
                | Tok::Yield
        ) || self.is_ident()
    }

    /// `StmtList = { LabelOrCmd | StructuredCmd | TransferCmd } "}"`.
    fn stmt_list(&mut self) -> Vec<Stmt> {
        stacker::maybe_grow(128 * 1024, 2 * 1024 * 1024, || {
            let mut stmts = Vec::new();
            while self.starts_stmt() {
                let before = self.la.start;
                self.stmt(&mut stmts);
                if self.la.start == before {
                    break;
                }
            }
            self.expect(Tok::RBrace);
            stmts
        })
    }

    fn stmt(&mut self, stmts: &mut Vec<Stmt>) {
        match self.la.kind {
            Tok::If => {
                let s = self.if_cmd();
                stmts.push(Stmt::If(Box::new(s)));
            }
            Tok::While => self.while_cmd(stmts),
            Tok::Break => {
                self.get();
                let span = self.t.span;
                let label = if self.is_ident() { Some(self.ident()) } else { None };
                self.expect(Tok::Semi);
                stmts.push(Stmt::Break(BreakStmt { label, span }));
            }
            Tok::Goto => {
                self.get();
                let span = self.t.span;
                let attrs = self.attributes();
                let labels = self.idents();
                self.expect(Tok::Semi);
                stmts.push(Stmt::Goto(GotoCmd { attrs, labels, span }));
            }
            Tok::Return => {
                self.get();
                let span = self.t.span;
                let attrs = self.attributes();
                self.expect(Tok::Semi);
                stmts.push(Stmt::Return(ReturnCmd { attrs, span }));
            }
            _ => self.label_or_cmd(stmts, false),
        }
    }

    /// `LabelOrCmd`: simple commands and labels. In a code expression (`spec`), calls and
    /// structured commands are not reachable from here.
    fn label_or_cmd(&mut self, stmts: &mut Vec<Stmt>, _spec: bool) {
        match self.la.kind {
            Tok::Assert | Tok::Assume => {
                let assert = self.is(Tok::Assert);
                self.get();
                let span = self.t.span;
                let attrs = self.attributes();
                let expr = self.expression();
                self.expect(Tok::Semi);
                stmts.push(if assert { Stmt::Assert(AssertCmd { attrs, expr, span }) } else { Stmt::Assume(AssumeCmd { attrs, expr, span }) });
            }
            Tok::Havoc => {
                self.get();
                let span = self.t.span;
                let vars = self.idents();
                self.expect(Tok::Semi);
                stmts.push(Stmt::Havoc(HavocCmd { vars, span }));
            }
            Tok::Call | Tok::Free | Tok::Async => {
                if let Some(s) = self.call_cmd() {
                    stmts.push(s);
                }
                self.expect(Tok::Semi);
            }
            Tok::Measure => {
                self.get();
                let span = self.t.span;
                let attrs = self.attributes();
                let exprs = self.expressions();
                self.expect(Tok::Semi);
                stmts.push(Stmt::Measure(MeasureCmd { attrs, exprs, span }));
            }
            Tok::Yield => {
                self.civl("yield");
                self.skip_to_semi();
            }
            Tok::Push | Tok::Pop if self.ts.peek(0).kind == Tok::Semi => {
                let push = self.is(Tok::Push);
                self.get();
                let span = self.t.span;
                self.expect(Tok::Semi);
                stmts.push(Stmt::ChangeScope(ChangeScopeCmd { push, span }));
            }
            Tok::Hide | Tok::Reveal if matches!(self.ts.peek(0).kind, Tok::Star | Tok::Ident) || self.ts.peek(0).kind.is_soft_keyword() => {
                let hide = self.is(Tok::Hide);
                self.get();
                let span = self.t.span;
                let name = if self.is(Tok::Star) {
                    self.get();
                    None
                } else {
                    Some(self.ident())
                };
                self.expect(Tok::Semi);
                stmts.push(Stmt::HideReveal(HideRevealCmd { hide, name, span }));
            }
            _ => self.label_or_assign(stmts),
        }
    }

    /// `LabelOrAssign = Ident ( ":" | Lhs tail { "," Lhs } ":=" { Attribute } Expressions ";" | unpack )`.
    fn label_or_assign(&mut self, stmts: &mut Vec<Stmt>) {
        let id = self.ident();
        match self.la.kind {
            Tok::Colon => {
                self.get();
                let span = id.span;
                stmts.push(Stmt::Label(LabelStmt { name: id, span }));
            }
            Tok::LParen => {
                // Datatype unpack `C(x, y) := e;`.
                self.get();
                let vars = if self.is_ident() { self.idents() } else { Vec::new() };
                self.expect(Tok::RParen);
                self.expect(Tok::Assign);
                let span = self.t.span;
                let attrs = self.attributes();
                let rhs = self.expression();
                self.expect(Tok::Semi);
                stmts.push(Stmt::Unpack(Box::new(UnpackCmd { ctor: id, vars, attrs, rhs, span })));
            }
            Tok::LBracket | Tok::Arrow | Tok::Comma | Tok::Assign => {
                let mut lhs = vec![self.lhs_tail(id)];
                while self.is(Tok::Comma) {
                    self.get();
                    let id = self.ident();
                    lhs.push(self.lhs_tail(id));
                }
                self.expect(Tok::Assign);
                let span = self.t.span;
                let attrs = self.attributes();
                let rhs = self.expressions();
                self.expect(Tok::Semi);
                stmts.push(Stmt::Assign(AssignCmd { lhs, attrs, rhs, span }));
            }
            _ => self.syn_err("invalid LabelOrAssign"),
        }
    }

    fn lhs_tail(&mut self, name: Ident) -> Lhs {
        let mut selectors = Vec::new();
        loop {
            if self.is(Tok::LBracket) {
                self.get();
                let span = self.t.span;
                let indices = if self.starts_expr() { self.expressions() } else { Vec::new() };
                self.expect(Tok::RBracket);
                selectors.push(LhsSelector::Index { indices, span });
            } else if self.is(Tok::Arrow) {
                self.get();
                let span = self.t.span;
                let field = self.ident();
                selectors.push(LhsSelector::Field { field, span });
            } else {
                break;
            }
        }
        let span = name.span;
        Lhs { name, selectors, span }
    }

    /// `CallCmd = [ "async" ] [ "free" ] "call" CallArm { "|" CallArm }`.
    fn call_cmd(&mut self) -> Option<Stmt> {
        if self.is(Tok::Async) {
            self.civl("async");
            self.skip_to_before_semi();
            return None;
        }
        let free = if self.is(Tok::Free) {
            self.get();
            true
        } else {
            false
        };
        self.expect(Tok::Call);
        let span = self.t.span;
        let first = self.call_arm(free, span);
        if !self.is(Tok::Bar) {
            return Some(Stmt::Call(Box::new(first)));
        }
        let mut calls = vec![first];
        while self.is(Tok::Bar) {
            self.get();
            calls.push(self.call_arm(free, span));
        }
        if free {
            self.sem_err_at(span, "parallel call not allowed");
        }
        Some(Stmt::ParCall(ParCallCmd { calls, span }))
    }

    fn skip_to_before_semi(&mut self) {
        while !matches!(self.la.kind, Tok::Semi | Tok::Eof | Tok::RBrace) {
            self.get();
        }
        self.err_dist = 0;
    }

    /// `CallArm = { Attribute } ( Ident "(" [ Expressions ] ")" | Idents ":=" Ident "(" [ Expressions ] ")" )`.
    fn call_arm(&mut self, free: bool, span: Span) -> CallCmd {
        let attrs = self.attributes();
        let first = self.ident();
        let mut outs = Vec::new();
        let callee = match self.la.kind {
            Tok::LParen => first,
            Tok::Comma | Tok::Assign => {
                outs.push(first);
                while self.is(Tok::Comma) {
                    self.get();
                    outs.push(self.ident());
                }
                self.expect(Tok::Assign);
                self.ident()
            }
            _ => {
                self.syn_err("invalid CallParams");
                first
            }
        };
        self.expect(Tok::LParen);
        let args = if self.starts_expr() { self.expressions() } else { Vec::new() };
        self.expect(Tok::RParen);
        CallCmd { is_async: false, free, attrs, outs, callee, args, span }
    }

    /// `IfCmd = "if" { Attribute } Guard "{" StmtList [ "else" ( IfCmd | "{" StmtList ) ]`.
    fn if_cmd(&mut self) -> IfStmt {
        self.expect(Tok::If);
        let span = self.t.span;
        let attrs = self.attributes();
        let guard = self.guard();
        self.expect(Tok::LBrace);
        let then_branch = self.stmt_list();
        let mut else_branch = None;
        if self.is(Tok::Else) {
            self.get();
            let else_span = self.t.span;
            if self.is(Tok::If) {
                let nested = stacker::maybe_grow(128 * 1024, 2 * 1024 * 1024, || self.if_cmd());
                else_branch = Some(ElseBranch::If(Box::new(nested)));
            } else if self.is(Tok::LBrace) {
                self.get();
                let stmts = self.stmt_list();
                else_branch = Some(ElseBranch::Block { stmts, span: else_span });
            } else {
                self.syn_err("invalid IfCmd");
            }
        }
        IfStmt { attrs, guard, then_branch, else_branch, span }
    }

    /// `Guard = "(" ( "*" | Expression ) ")"`.
    fn guard(&mut self) -> Option<Expr> {
        self.expect(Tok::LParen);
        let g = if self.is(Tok::Star) {
            self.get();
            None
        } else if self.starts_expr() {
            Some(self.expression())
        } else {
            self.syn_err("invalid Guard");
            None
        };
        self.expect(Tok::RParen);
        g
    }

    /// `WhileCmd = "while" Guard { LoopSpec } "{" StmtList`.
    fn while_cmd(&mut self, stmts: &mut Vec<Stmt>) {
        self.get();
        let span = self.t.span;
        let guard = self.guard();
        let mut specs = Vec::new();
        loop {
            match self.la.kind {
                Tok::Free | Tok::Invariant => {
                    let free = if self.is(Tok::Free) {
                        self.get();
                        true
                    } else {
                        false
                    };
                    self.expect(Tok::Invariant);
                    let ispan = self.t.span;
                    let attrs = self.attributes();
                    if self.is(Tok::Call) {
                        self.civl("call");
                        self.skip_to_semi();
                        continue;
                    }
                    let expr = self.expression();
                    self.expect(Tok::Semi);
                    specs.push(LoopSpec::Invariant(Contract { free, attrs, expr, span: ispan }));
                }
                Tok::Measure => {
                    self.get();
                    let mspan = self.t.span;
                    let attrs = self.attributes();
                    let exprs = self.expressions();
                    self.expect(Tok::Semi);
                    specs.push(LoopSpec::Measure(MeasureSpec { free: false, attrs, exprs, span: mspan }));
                }
                _ => break,
            }
        }
        self.expect(Tok::LBrace);
        let body = self.stmt_list();
        stmts.push(Stmt::While(Box::new(WhileStmt { guard, specs, body, span })));
    }

    // -----------------------------------------------------------------------
    // Expressions
    // -----------------------------------------------------------------------

    fn starts_expr(&self) -> bool {
        matches!(
            self.la.kind,
            Tok::Minus
                | Tok::Not
                | Tok::False
                | Tok::True
                | Tok::RMode
                | Tok::Nat
                | Tok::Decimal
                | Tok::DecFloat
                | Tok::Float
                | Tok::BvLit
                | Tok::String
                | Tok::Old
                | Tok::Int
                | Tok::Real
                | Tok::LParen
                | Tok::If
                | Tok::LBraceBar
        ) || self.is_ident()
    }

    /// `Expressions = Expression { "," Expression }`.
    fn expressions(&mut self) -> Vec<Expr> {
        let mut v = vec![self.expression()];
        while self.is(Tok::Comma) {
            self.get();
            v.push(self.expression());
        }
        v
    }

    /// `Expression = ImpliesExpression { EquivOp ImpliesExpression }`.
    fn expression(&mut self) -> Expr {
        let e = self.expression_bounds();
        if is_bounds(&e) {
            let span = e.span;
            self.sem_err_at(span, "bitvector bounds in illegal position");
        }
        e
    }

    /// An expression that may be a bounds pair `hi:lo` (only inside `[...]`).
    fn expression_bounds(&mut self) -> Expr {
        stacker::maybe_grow(128 * 1024, 2 * 1024 * 1024, || {
            let mut e = self.implies_expression(false);
            while self.is(Tok::Equiv) {
                self.get();
                let span = self.t.span;
                let rhs = self.implies_expression(false);
                e = binary(BinaryOp::Iff, e, rhs, span);
            }
            e
        })
    }

    /// `ImpliesExpression = LogicalExpression [ "==>" ImpliesExpression<noExplies> | "<==" LogicalExpression { "<==" LogicalExpression } ]`.
    fn implies_expression(&mut self, no_explies: bool) -> Expr {
        let e = self.logical_expression();
        if self.is(Tok::Implies) {
            self.get();
            let span = self.t.span;
            let rhs = stacker::maybe_grow(128 * 1024, 2 * 1024 * 1024, || self.implies_expression(true));
            binary(BinaryOp::Implies, e, rhs, span)
        } else if self.is(Tok::Explies) {
            self.get();
            if no_explies {
                self.sem_err("illegal mixture of ==> and <==, use parentheses to disambiguate");
            }
            let mut span = self.t.span;
            let rhs = self.logical_expression();
            let mut e = binary(BinaryOp::Implies, rhs, e, span);
            while self.is(Tok::Explies) {
                self.get();
                span = self.t.span;
                let rhs = self.logical_expression();
                e = binary(BinaryOp::Implies, rhs, e, span);
            }
            e
        } else {
            e
        }
    }

    /// `LogicalExpression = RelationalExpression [ AndOp ... { AndOp ... } | OrOp ... { OrOp ... } ]`.
    fn logical_expression(&mut self) -> Expr {
        let mut e = self.relational_expression();
        let op = match self.la.kind {
            Tok::And => BinaryOp::And,
            Tok::Or => BinaryOp::Or,
            _ => return e,
        };
        let k = self.la.kind;
        while self.is(k) {
            self.get();
            let span = self.t.span;
            let rhs = self.relational_expression();
            e = binary(op, e, rhs, span);
        }
        e
    }

    /// `RelationalExpression = BvTerm [ RelOp BvTerm ]`.
    fn relational_expression(&mut self) -> Expr {
        let e = self.bv_term();
        let op = match self.la.kind {
            Tok::EqEq => BinaryOp::Eq,
            Tok::Neq => BinaryOp::Neq,
            Tok::Lt => BinaryOp::Lt,
            Tok::Gt => BinaryOp::Gt,
            Tok::Le => BinaryOp::Le,
            Tok::Ge => BinaryOp::Ge,
            _ => return e,
        };
        self.get();
        let span = self.t.span;
        let rhs = self.bv_term();
        binary(op, e, rhs, span)
    }

    /// `BvTerm = Term { "++" Term }`.
    fn bv_term(&mut self) -> Expr {
        let mut e = self.term();
        while self.is(Tok::Concat) {
            self.get();
            let span = self.t.span;
            let rhs = self.term();
            e = binary(BinaryOp::Concat, e, rhs, span);
        }
        e
    }

    /// `Term = Factor { AddOp Factor }`.
    fn term(&mut self) -> Expr {
        let mut e = self.factor();
        loop {
            let op = match self.la.kind {
                Tok::Plus => BinaryOp::Add,
                Tok::Minus => BinaryOp::Sub,
                _ => return e,
            };
            self.get();
            let span = self.t.span;
            let rhs = self.factor();
            e = binary(op, e, rhs, span);
        }
    }

    /// `Factor = Power { MulOp Power }`.
    fn factor(&mut self) -> Expr {
        let mut e = self.power();
        loop {
            let op = match self.la.kind {
                Tok::Star => BinaryOp::Mul,
                Tok::Div => BinaryOp::Div,
                Tok::Mod => BinaryOp::Mod,
                Tok::Slash => BinaryOp::RealDiv,
                _ => return e,
            };
            self.get();
            let span = self.t.span;
            let rhs = self.power();
            e = binary(op, e, rhs, span);
        }
    }

    /// `Power = IsConstructor [ "**" Power ]` (right-associative).
    fn power(&mut self) -> Expr {
        let e = self.is_constructor();
        if self.is(Tok::StarStar) {
            self.get();
            let span = self.t.span;
            let rhs = stacker::maybe_grow(128 * 1024, 2 * 1024 * 1024, || self.power());
            binary(BinaryOp::Pow, e, rhs, span)
        } else {
            e
        }
    }

    /// `IsConstructor = UnaryExpression [ "is" Ident ]`.
    fn is_constructor(&mut self) -> Expr {
        let e = self.unary_expression();
        if self.is(Tok::Is) {
            self.get();
            let span = self.t.span;
            let ctor = self.ident();
            Expr { kind: ExprKind::Is(Box::new(IsExpr { expr: e, ctor })), span }
        } else {
            e
        }
    }

    /// `UnaryExpression = "-" UnaryExpression | "!" UnaryExpression | CoercionExpression`.
    fn unary_expression(&mut self) -> Expr {
        let op = match self.la.kind {
            Tok::Minus => UnaryOp::Neg,
            Tok::Not => UnaryOp::Not,
            _ => {
                if self.starts_expr() {
                    return self.coercion_expression();
                }
                self.syn_err("invalid UnaryExpression");
                return dummy_expr(self.la.span);
            }
        };
        // Iterate over a run of prefix operators to keep the stack flat.
        let mut ops = Vec::new();
        while let Some(op) = match self.la.kind {
            Tok::Minus => Some(UnaryOp::Neg),
            Tok::Not => Some(UnaryOp::Not),
            _ => None,
        } {
            self.get();
            ops.push((op, self.t.span));
        }
        let _ = op;
        let mut e = if self.starts_expr() {
            self.coercion_expression()
        } else {
            self.syn_err("invalid UnaryExpression");
            dummy_expr(self.la.span)
        };
        while let Some((op, span)) = ops.pop() {
            e = Expr { kind: ExprKind::Unary { op, arg: Box::new(e) }, span };
        }
        e
    }

    /// `CoercionExpression = ArrayExpression { ":" ( Type | Nat ) }`.
    fn coercion_expression(&mut self) -> Expr {
        let mut e = self.array_expression();
        while self.is(Tok::Colon) {
            self.get();
            let span = self.t.span;
            if self.is(Tok::Nat) {
                self.get();
                let lo = Name::new(self.text(&self.t));
                let hi = match &e.kind {
                    ExprKind::Lit(Literal::Int(n)) => n.clone(),
                    _ => {
                        self.sem_err("arguments of extract need to be integer literals");
                        Name::new_inline("0")
                    }
                };
                e = bounds(hi, lo, span);
            } else if self.starts_type() {
                let ty = self.type_();
                e = Expr { kind: ExprKind::Coerce(Box::new(CoerceExpr { expr: e, ty })), span };
            } else {
                self.syn_err("invalid CoercionExpression");
            }
        }
        e
    }

    /// `ArrayExpression = AtomExpression { "[" index "]" | "->" Ident | "->" "(" Ident ":=" Expression ")" }`.
    fn array_expression(&mut self) -> Expr {
        let mut e = self.atom_expression();
        loop {
            if self.is(Tok::LBracket) {
                self.get();
                let span = self.t.span;
                let mut indices = Vec::new();
                let mut extract: Option<(Name, Name)> = None;
                let mut store = None;
                if self.starts_expr() {
                    let i0 = self.expression_bounds();
                    if let Some(b) = take_bounds(&i0) {
                        extract = Some(b);
                    } else {
                        indices.push(i0);
                    }
                    while self.is(Tok::Comma) {
                        self.get();
                        let i = self.expression_bounds();
                        if extract.is_some() || is_bounds(&i) {
                            self.sem_err("bitvectors only have one dimension");
                        }
                        indices.push(i);
                    }
                    if self.is(Tok::Assign) {
                        self.get();
                        let v = self.expression_bounds();
                        if extract.is_some() || is_bounds(&v) {
                            self.sem_err("assignment to bitvectors is not possible");
                        }
                        store = Some(v);
                    }
                } else if self.is(Tok::Assign) {
                    self.get();
                    let v = self.expression_bounds();
                    if is_bounds(&v) {
                        self.sem_err("assignment to bitvectors is not possible");
                    }
                    store = Some(v);
                }
                self.expect(Tok::RBracket);
                e = match (extract, store) {
                    (Some((hi, lo)), None) if indices.is_empty() => Expr { kind: ExprKind::Extract(Box::new(ExtractExpr { expr: e, hi, lo })), span },
                    (_, Some(value)) => Expr { kind: ExprKind::Store(Box::new(StoreExpr { map: e, indices, value })), span },
                    (_, None) => Expr { kind: ExprKind::Select(Box::new(SelectExpr { map: e, indices })), span },
                };
            } else if self.is(Tok::Arrow) {
                self.get();
                let span = self.t.span;
                if self.is(Tok::LParen) {
                    self.get();
                    let field = self.ident();
                    self.expect(Tok::Assign);
                    let value = self.expression();
                    self.expect(Tok::RParen);
                    e = Expr { kind: ExprKind::FieldUpdate(Box::new(FieldUpdateExpr { expr: e, field, value })), span };
                } else {
                    let field = self.ident();
                    e = Expr { kind: ExprKind::Field(Box::new(FieldExpr { expr: e, field })), span };
                }
            } else {
                return e;
            }
        }
    }

    /// `AtomExpression`: literals, variables, calls, `old`, `int`, `real`, parentheses,
    /// binders, let, if-then-else, code expressions.
    fn atom_expression(&mut self) -> Expr {
        let span = self.la.span;
        let lit = |l: Literal| Expr { kind: ExprKind::Lit(l), span };
        match self.la.kind {
            Tok::False | Tok::True => {
                let b = self.is(Tok::True);
                self.get();
                lit(Literal::Bool(b))
            }
            Tok::RMode => {
                self.get();
                lit(Literal::RMode(Name::new(self.text(&self.t))))
            }
            Tok::Nat => {
                self.get();
                lit(Literal::Int(Name::new(self.text(&self.t))))
            }
            Tok::Decimal | Tok::DecFloat => {
                self.get();
                lit(Literal::Real(Name::new(self.text(&self.t))))
            }
            Tok::Float => {
                self.get();
                lit(Literal::Float(Name::new(self.text(&self.t))))
            }
            Tok::String => {
                self.get();
                lit(Literal::String(Name::new(self.string_body(&self.t))))
            }
            Tok::BvLit => {
                self.get();
                let text = self.text(&self.t);
                let (value, width) = text.split_once("bv").unwrap_or((text, "0"));
                let width = match width.parse::<u32>() {
                    Ok(w) => w,
                    Err(_) => {
                        self.sem_err("incorrectly formatted bitvector");
                        0
                    }
                };
                lit(Literal::Bv(Box::new(BvLit { value: Name::new(value), width })))
            }
            Tok::Old | Tok::Int | Tok::Real => {
                let k = self.la.kind;
                self.get();
                self.expect(Tok::LParen);
                let e = Box::new(self.expression());
                self.expect(Tok::RParen);
                let kind = match k {
                    Tok::Old => ExprKind::Old(e),
                    Tok::Int => ExprKind::ToInt(e),
                    _ => ExprKind::ToReal(e),
                };
                Expr { kind, span }
            }
            Tok::LParen => {
                self.get();
                let e = match self.la.kind {
                    Tok::Forall | Tok::Exists | Tok::Lambda => self.quantifier(),
                    Tok::Var => self.let_expr(),
                    _ => {
                        let e = self.expression_bounds();
                        if is_bounds(&e) {
                            self.sem_err("parentheses around bitvector bounds are not allowed");
                        }
                        e
                    }
                };
                self.expect(Tok::RParen);
                e
            }
            Tok::If => {
                self.get();
                let cond = self.expression();
                self.expect(Tok::Then);
                let then_ = self.expression();
                self.expect(Tok::Else);
                let else_ = self.expression();
                Expr { kind: ExprKind::IfThenElse(Box::new(IfThenElse { cond, then_, else_ })), span }
            }
            Tok::LBraceBar => self.code_expression(),
            _ if self.is_ident() => {
                let id = self.ident();
                if self.is(Tok::LParen) {
                    self.get();
                    let args = if self.starts_expr() { self.expressions() } else { Vec::new() };
                    self.expect(Tok::RParen);
                    Expr { kind: ExprKind::FunCall(Box::new(FunCall { name: id, args })), span }
                } else {
                    Expr { kind: ExprKind::Var { name: id.name }, span }
                }
            }
            _ => {
                self.syn_err("invalid AtomExpression");
                dummy_expr(span)
            }
        }
    }

    /// `( Forall | Exists | Lambda ) QuantifierBody`.
    fn quantifier(&mut self) -> Expr {
        let kind = match self.la.kind {
            Tok::Forall => QuantKind::Forall,
            Tok::Exists => QuantKind::Exists,
            _ => QuantKind::Lambda,
        };
        self.get();
        let span = self.t.span;
        // QuantifierBody = ( TypeParams [ BoundVars ] | BoundVars ) QSep { AttributeOrTrigger } Expression.
        let mut type_params = Vec::new();
        let mut vars = Vec::new();
        if self.is(Tok::Lt) {
            type_params = self.type_params();
            if self.is(Tok::LBrace) || self.is_ident() {
                vars = self.ids_type_wheres(false, "bound variables");
            }
        } else if self.is(Tok::LBrace) || self.is_ident() {
            vars = self.ids_type_wheres(false, "bound variables");
        } else {
            self.syn_err("invalid QuantifierBody");
        }
        if self.is(Tok::ColonColon) {
            self.get();
        } else {
            self.syn_err("invalid QSep");
        }
        let mut attrs = Vec::new();
        let mut triggers = Vec::new();
        while self.is(Tok::LBrace) {
            self.attribute_or_trigger(&mut attrs, &mut triggers);
        }
        let body = self.expression();
        if kind == QuantKind::Lambda && !triggers.is_empty() {
            self.sem_err("triggers not allowed in lambda expressions");
        }
        Expr { kind: ExprKind::Quant(Box::new(QuantExpr { kind, type_params, vars, attrs, triggers, body })), span }
    }

    /// `LetExpr = "var" LetVar { "," LetVar } ":=" Expressions ";" { Attribute } Expression`.
    fn let_expr(&mut self) -> Expr {
        self.get();
        let span = self.t.span;
        let mut vars = Vec::new();
        loop {
            let attrs = self.attributes();
            let name = self.ident();
            vars.push(LetVar { attrs, name });
            if self.is(Tok::Comma) {
                self.get();
            } else {
                break;
            }
        }
        self.expect(Tok::Assign);
        let rhs = self.expressions();
        self.expect(Tok::Semi);
        let attrs = self.attributes();
        let body = self.expression();
        Expr { kind: ExprKind::Let(Box::new(LetExpr { vars, rhs, attrs, body })), span }
    }

    /// `CodeExpression = "|{" { LocalVars } SpecBlock { SpecBlock } "}|"`.
    fn code_expression(&mut self) -> Expr {
        self.get();
        let span = self.t.span;
        let mut locals = Vec::new();
        while self.is(Tok::Var) {
            self.local_vars(&mut locals);
        }
        let mut blocks = vec![self.spec_block()];
        while self.is_ident() {
            blocks.push(self.spec_block());
        }
        self.expect(Tok::RBraceBar);
        Expr { kind: ExprKind::Code(Box::new(CodeExpr { locals, blocks })), span }
    }

    /// `SpecBlock = Ident ":" { LabelOrCmd } ( "goto" { Attribute } Idents | "return" { Attribute } Expression ) ";"`.
    fn spec_block(&mut self) -> SpecBlock {
        let label = self.ident();
        self.expect(Tok::Colon);
        let mut cmds = Vec::new();
        while matches!(self.la.kind, Tok::Assert | Tok::Assume | Tok::Havoc | Tok::Call | Tok::Free | Tok::Measure) || self.is_ident() {
            let before = self.la.start;
            let n = cmds.len();
            self.label_or_cmd(&mut cmds, true);
            if let Some(Stmt::Label(_)) = cmds.get(n) {
                cmds.truncate(n);
                self.sem_err("SpecBlock's can only have one label");
            }
            if self.la.start == before {
                break;
            }
        }
        let transfer = if self.is(Tok::Goto) {
            self.get();
            let span = self.t.span;
            let attrs = self.attributes();
            let labels = self.idents();
            SpecTransfer::Goto(GotoCmd { attrs, labels, span })
        } else if self.is(Tok::Return) {
            self.get();
            let span = self.t.span;
            let attrs = self.attributes();
            let expr = self.expression();
            SpecTransfer::Return { attrs, expr, span }
        } else {
            self.syn_err("invalid SpecBlock");
            SpecTransfer::Goto(GotoCmd { attrs: Vec::new(), labels: Vec::new(), span: self.la.span })
        };
        self.expect(Tok::Semi);
        let span = label.span;
        SpecBlock { label, cmds, transfer, span }
    }
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

fn binary(op: BinaryOp, lhs: Expr, rhs: Expr, span: Span) -> Expr {
    Expr { kind: ExprKind::Binary(Box::new(BinaryExpr { op, lhs, rhs })), span }
}

fn dummy_expr(span: Span) -> Expr {
    Expr { kind: ExprKind::Lit(Literal::Bool(true)), span }
}

fn bounds(hi: Name, lo: Name, span: Span) -> Expr {
    let marker = Expr { kind: ExprKind::Var { name: Name::new_inline(BOUNDS) }, span };
    Expr { kind: ExprKind::Extract(Box::new(ExtractExpr { expr: marker, hi, lo })), span }
}

fn is_bounds(e: &Expr) -> bool {
    take_bounds(e).is_some()
}

fn take_bounds(e: &Expr) -> Option<(Name, Name)> {
    match &e.kind {
        ExprKind::Extract(x) => match &x.expr.kind {
            ExprKind::Var { name } if name == BOUNDS => Some((x.hi.clone(), x.lo.clone())),
            _ => None,
        },
        _ => None,
    }
}

/// A named type, or the built-in type an argument-free `bvN`, `floatSeE`, `rmode`,
/// `string` or `regex` denotes.
fn named_type(id: Ident, args: Vec<Type>) -> Type {
    let span = id.span;
    if args.is_empty() {
        if let Some(kind) = builtin_type(&id.name) {
            return Type { kind, span };
        }
    }
    Type { kind: TypeKind::Named { name: id.name, args }, span }
}

fn builtin_type(name: &str) -> Option<TypeKind> {
    match name {
        "rmode" => return Some(TypeKind::RMode),
        "string" => return Some(TypeKind::String),
        "regex" => return Some(TypeKind::Regex),
        _ => {}
    }
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if let Some(w) = name.strip_prefix("bv") {
        if all_digits(w) {
            return w.parse::<u32>().ok().map(|width| TypeKind::Bv { width });
        }
    }
    if let Some(rest) = name.strip_prefix("float") {
        if let Some((s, e)) = rest.split_once('e') {
            if all_digits(s) && all_digits(e) {
                if let (Ok(sig), Ok(exp)) = (s.parse::<u32>(), e.parse::<u32>()) {
                    return Some(TypeKind::Float { sig, exp });
                }
            }
        }
    }
    None
}
