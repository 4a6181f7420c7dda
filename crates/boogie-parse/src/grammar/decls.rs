//! Declarations and the program (BoogiePL.atg `BoogiePL`, `Consts`, `Function`, `Axiom`,
//! `UserDefinedTypes`, `GlobalVars`, `Procedure`, `Implementation`, `Datatype`).
//!
//! `Program = { Decl } EOF`. A declaration starts with its keyword: `const`, `function`
//! (after an optional `revealed`), `axiom` (after an optional `hideable`), `type`, `var`,
//! `procedure` (after an optional `pure`), `implementation`, `datatype`. CIVL
//! declarations (`yield`, `action`, movers, `invariant`, `pure action`...) are reported and
//! skipped up to the next declaration keyword outside braces.

use boogie_ast::*;
use chumsky::prelude::*;

use super::base::{civl_at, civl_skip_semi, expect, here, ident, ident_nr, is_decl_start, is_ident, list1, reset_here, skip_to_semi, starts_spec, starts_type, tok, when, Ex, Inp, B, MX};
use super::exprs::{expressions, Exprs};
use super::types::{types, ParsedType, Types};
use crate::errors::{In, Lbl, PE};
use crate::lexer::Tok;
use crate::tokens::Toks;

/// Outputs of top-level declarations (some declare several names).
#[derive(Clone)]
#[allow(clippy::large_enum_variant)] // transient, one per declaration
enum DeclOut {
    One(Decl),
    Many(Vec<Decl>),
    None,
}

/// The parsers declarations are made of.
struct Parts<'a, E: PE<'a>> {
    cx: &'a Toks<'a>,
    ident: B<'a, Ident, E>,
    idents: B<'a, Vec<Ident>, E>,
    types: Types<'a, E>,
    ex: Exprs<'a, E>,
    /// An implementation body.
    body: B<'a, Body, E>,
}

/// A parser of one declaration.
trait DeclParser<'a, E: PE<'a>>: Parser<'a, In<'a>, DeclOut, Ex<'a, E>> + Clone + 'a {}
impl<'a, E: PE<'a>, P: Parser<'a, In<'a>, DeclOut, Ex<'a, E>> + Clone + 'a> DeclParser<'a, E> for P {}

/// The grammar of a whole file: `{ Decl } EOF`.
pub(crate) fn program<'a, E: PE<'a>>(cx: &'a Toks<'a>) -> B<'a, Vec<Decl>, E> {
    let ident = ident(cx);
    let idents = list1(ident.clone()).boxed();
    let types = types(cx, &idents);
    let ex = expressions(cx, &ident, &idents, &types);
    let body = super::stmts::body(cx, &idents, &ex);
    let p = Parts { cx, ident, idents, types, ex, body };
    let decl = choice((
        consts(&p),
        when(|t| matches!(t, Tok::Function | Tok::Revealed)).ignore_then(function(&p)),
        when(|t| matches!(t, Tok::Axiom | Tok::Hideable)).ignore_then(axiom(&p)).map(|a| DeclOut::One(Decl::Axiom(a))),
        type_decl(&p),
        var_decl(&p),
        just(Tok::Procedure).rewind().ignore_then(procedure(&p, false)),
        just(Tok::Pure).ignore_then(choice((just(Tok::Procedure).rewind().ignore_then(procedure(&p, true)), civl_decl(cx)))),
        implementation(&p),
        datatype(&p),
        when(|t| matches!(t, Tok::Yield | Tok::Action | Tok::Atomic | Tok::Left | Tok::Right | Tok::Both | Tok::Invariant)).ignore_then(civl_decl(cx)),
    ));
    empty()
        .map(|_| Vec::new())
        .foldl(decl.repeated(), |mut v, d| {
            match d {
                DeclOut::One(d) => v.push(d),
                DeclOut::Many(mut ds) => v.append(&mut ds),
                DeclOut::None => {}
            }
            v
        })
        .then_ignore(end().labelled(Lbl::Expect(Tok::Eof)).recover_with(via_parser(any().repeated())))
        .boxed()
}

/// `[ "hideable" ] "axiom" { Attribute } Expression ";"`.
fn axiom<'a, E: PE<'a>>(p: &Parts<'a, E>) -> impl Parser<'a, In<'a>, AxiomDecl, Ex<'a, E>> + Clone + 'a {
    let cx = p.cx;
    just(Tok::Hideable)
        .or_not()
        .map(|h| h.is_some())
        .then(expect(Tok::Axiom))
        .then(p.ex.attributes.clone())
        .then(p.ex.expr.clone())
        .then_ignore(expect(Tok::Semi))
        .map(move |(((hideable, i), attrs), expr)| AxiomDecl { hideable, attrs, expr, span: cx.span(i) })
}

/// `"uses" "{" { Axiom } "}"`.
fn uses_clause<'a, E: PE<'a>>(p: &Parts<'a, E>) -> B<'a, Vec<AxiomDecl>, E> {
    just(Tok::Uses)
        .ignore_then(expect(Tok::LBrace))
        .ignore_then(when(|t| matches!(t, Tok::Axiom | Tok::Hideable)).ignore_then(axiom(p)).repeated().collect::<Vec<_>>().then_ignore(expect(Tok::RBrace)))
        .boxed()
}

/// `"const" { Attribute } [ "unique" ] Idents ":" Type ( ";" | UsesClause )`.
fn consts<'a, E: PE<'a>>(p: &Parts<'a, E>) -> impl DeclParser<'a, E> {
    let cx = p.cx;
    tok(Tok::Const)
        .then(p.ex.attributes.clone())
        .then(just(Tok::Unique).or_not().map(|u| u.is_some()))
        .then(p.idents.clone())
        .then_ignore(expect(Tok::Colon))
        .then(p.types.type_.clone())
        .then(choice((just(Tok::Semi).to(None), uses_clause(p).map(Some))).labelled(Lbl::Invalid("Consts")).recover_with(via_parser(empty().to(None))))
        .map(move |(((((i, attrs), unique), names), ty), uses)| DeclOut::One(Decl::Const(ConstDecl { attrs, unique, names, ty, uses, span: cx.span(i) })))
}

/// `"type" { Attribute } UserDefinedType { "," UserDefinedType } ";"` with
/// `UserDefinedType = Ident { ident } [ "=" Type ]`.
fn type_decl<'a, E: PE<'a>>(p: &Parts<'a, E>) -> impl DeclParser<'a, E> {
    let cx = p.cx;
    let user_type = p
        .ident
        .clone()
        .then(ident_nr(cx).repeated().collect::<Vec<_>>())
        .then(just(Tok::Eq).ignore_then(p.types.type_.clone()).or_not())
        .map(|((name, params), synonym)| TypeDef { span: name.span, name, params, synonym });
    tok(Tok::Type)
        .then(p.ex.attributes.clone())
        .then(list1(user_type))
        .then_ignore(expect(Tok::Semi))
        .map(move |((i, attrs), defs)| DeclOut::One(Decl::Type(TypeDecl { attrs, defs, span: cx.span(i) })))
}

/// `"var" { Attribute } AttrsIdsTypeWheres ";"`: one declaration per variable, each with
/// the attributes after `var` (its own are dropped, as Boogie does).
fn var_decl<'a, E: PE<'a>>(p: &Parts<'a, E>) -> impl DeclParser<'a, E> {
    just(Tok::Var).ignore_then(p.ex.attributes.clone()).then(p.ex.vars.typed(true, "")).then_ignore(expect(Tok::Semi)).map(|(attrs, vars)| {
        DeclOut::Many(
            vars.into_iter()
                .map(|mut v| {
                    v.attrs = attrs.clone();
                    Decl::Var(GlobalVarDecl { var: v })
                })
                .collect(),
        )
    })
}

/// `"datatype" { Attribute } Ident [ TypeParams ] "{" Ctor { "," Ctor } "}"` with
/// `Ctor = Ident "(" [ AttrsIdsTypeWheres ] ")"`; a constructor name used twice is a SemErr.
fn datatype<'a, E: PE<'a>>(p: &Parts<'a, E>) -> impl DeclParser<'a, E> {
    let ctor = p
        .ident
        .clone()
        .then_ignore(expect(Tok::LParen))
        .then(p.ex.vars.opt_typed(false, "datatype constructor"))
        .then_ignore(expect(Tok::RParen))
        .map(|(name, fields)| DatatypeCtor { span: name.span, name, fields });
    let ctors = ctor.clone().map(|c| vec![c]).foldl_with(just(Tok::Comma).ignore_then(ctor).repeated(), |mut v: Vec<DatatypeCtor>, c, e: &mut MX<'a, '_, E>| {
        if v.iter().any(|d| d.name.name == c.name.name) {
            let g = e.span().end;
            e.emit(E::sem(g, format!("constructor name {} used more than once in datatype", c.name.name)));
        }
        v.push(c);
        v
    });
    just(Tok::Datatype)
        .ignore_then(p.ex.attributes.clone())
        .then(p.ident.clone())
        .then(p.types.type_params.clone().or_not())
        .then_ignore(expect(Tok::LBrace))
        .then(ctors)
        .then_ignore(expect(Tok::RBrace))
        .map(|(((attrs, name), tps), ctors)| DeclOut::One(Decl::Datatype(DatatypeDecl { span: name.span, attrs, name, type_params: tps.unwrap_or_default(), ctors })))
}

/// A function parameter or result, `{ Attribute } ( Type | Ident ":" Type )`, read as a
/// type first: `x: T` is a bare identifier type `x` before a `:` (anything else before a
/// `:` is the SemErr "expected identifier before ':'"). A parameter without `:` keeps its
/// bare identifier for the fix-up of Go-style lists (see [`fix_up_params`]).
fn fun_param<'a, E: PE<'a>>(p: &Parts<'a, E>) -> B<'a, (FunctionParam, Option<Ident>), E> {
    let cx = p.cx;
    let name_type = just(Tok::Colon)
        .map_with(|_, e: &mut MX<'a, '_, E>| {
            if !e.state().bare {
                let g = e.span().end;
                e.emit(E::sem(g, "expected identifier before ':'"));
            }
        })
        .then(p.types.type_.clone())
        .map(|(_, t)| t);
    p.ex.attributes
        .clone()
        .then(here())
        .then(p.types.ty.clone().map_with(|t: ParsedType, e: &mut MX<'a, '_, E>| {
            e.state().bare = t.bare.is_some();
            t
        }))
        .then(name_type.or_not())
        .map(move |(((attrs, start), first), second)| match second {
            Some(ty) => {
                let name = first.bare;
                let span = name.as_ref().map(|n| n.span).unwrap_or(cx.span(start));
                (FunctionParam { attrs, name, ty, span }, None)
            }
            None => (FunctionParam { attrs, name: None, span: first.ty.span, ty: first.ty }, first.bare),
        })
        .boxed()
}

/// The Go-style fix-up of function parameters (boogie-language.md §2.7): in a list with
/// some named parameters, a bare type `x` names a parameter of the type of the next named
/// one. Reports through `emit`.
fn fix_up_params<'a, E: PE<'a>>(params: &mut [(FunctionParam, Option<Ident>)], g: usize, emit: &mut dyn FnMut(E)) {
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
                None => emit(E::always(g, p.span, "the type of the last parameter is unspecified")),
            },
            None => emit(E::always(g, p.span, "expecting an identifier as parameter name")),
        }
    }
}

/// `[ "revealed" ] "function" { Attribute } Ident [ TypeParams ] "(" [ FunParams ] ")"
/// ( "returns" "(" FunParam ")" | ":" Type ) ( UsesClause | "{" Expression "}" [ UsesClause ] | ";" )`.
fn function<'a, E: PE<'a>>(p: &Parts<'a, E>) -> impl DeclParser<'a, E> {
    let cx = p.cx;
    let param = fun_param(p);
    let params = when(|t| t == Tok::LBrace || starts_type(t)).ignore_then(list1(param.clone())).or_not().then_ignore(expect(Tok::RParen)).map_with(|ps, e: &mut MX<'a, '_, E>| {
        let mut ps = ps.unwrap_or_default();
        let g = e.span().end;
        fix_up_params(&mut ps, g, &mut |err| e.emit(err));
        ps
    });
    let result = choice((
        just(Tok::Returns).ignore_then(expect(Tok::LParen)).ignore_then(param).then_ignore(expect(Tok::RParen)).map(|(r, _)| r),
        just(Tok::Colon).ignore_then(p.types.type_.clone()).map(|ty| FunctionParam { attrs: Attrs::new(), name: None, span: ty.span, ty }),
    ))
    .labelled(Lbl::Invalid("Function"))
    .recover_with(via_parser(here().map(move |i| {
        let ty = Type { kind: TypeKind::Bool, span: cx.span(i) };
        FunctionParam { attrs: Attrs::new(), name: None, span: ty.span, ty }
    })));
    let uses = uses_clause(p);
    let body = choice((
        uses.clone().map(|u| (None, Some(u))),
        just(Tok::LBrace).ignore_then(p.ex.expr.clone()).then_ignore(expect(Tok::RBrace)).then(uses.or_not()).map(|(b, u)| (Some(b), u)),
        just(Tok::Semi).to((None, None)),
    ))
    .labelled(Lbl::Invalid("Function"))
    .recover_with(via_parser(empty().to((None, None))));
    just(Tok::Revealed)
        .or_not()
        .map(|r| r.is_some())
        .then_ignore(expect(Tok::Function))
        .then(p.ex.attributes.clone())
        .then(p.ident.clone())
        .then(p.types.type_params.clone().or_not())
        .then_ignore(expect(Tok::LParen))
        .then(params)
        .then(result)
        .then(body)
        .map_with(move |((((((revealed, attrs), name), tps), params), result), (body, uses)), e: &mut MX<'a, '_, E>| {
            let params: Vec<FunctionParam> = params.into_iter().map(|(p, _)| p).collect();
            let type_params = tps.unwrap_or_default();
            let has = |k: &str| attrs.iter().any(|a| a.key == k);
            let g = e.span().end;
            let t = cx.span(g.saturating_sub(1));
            if has("inline") && has("define") {
                e.emit(E::always(g, t, "function cannot have both :inline and :define attributes"));
            } else if has("define") && !type_params.is_empty() {
                e.emit(E::always(g, t, "function with :define attribute has to be monomorphic"));
            }
            DeclOut::One(Decl::Function(FunctionDecl { revealed, attrs, span: name.span, name, type_params, params, result, body, uses }))
        })
}

/// `{ Attribute } Ident [ TypeParams ] "(" [ AttrsIdsTypeWheres ] ")" [ "returns" "(" .. ")" ]`:
/// the signature of a procedure (`proc`, where clauses allowed) or an implementation.
type Signature = ((((Attrs, Ident), Vec<Ident>), Vec<Variable>), Vec<Variable>);

fn signature<'a, E: PE<'a>>(p: &Parts<'a, E>, proc: bool) -> B<'a, Signature, E> {
    let formals = if proc { p.ex.vars.opt_typed(true, "") } else { p.ex.vars.opt_typed(false, "the 'implementation' copies of formals") };
    let formals = expect(Tok::LParen).ignore_then(formals).then_ignore(expect(Tok::RParen)).boxed();
    p.ex.attributes
        .clone()
        .then(p.ident.clone())
        .then(p.types.type_params.clone().or_not().map(Option::unwrap_or_default))
        .then(formals.clone())
        .then(just(Tok::Returns).ignore_then(formals).or_not().map(Option::unwrap_or_default))
        .boxed()
}

/// `Spec = "modifies" [ Idents ] ";" | [ "free" ] ( "requires" | "ensures" ) { Attribute }
/// Expression ";" | [ "free" ] "measure" ..`, `None` after an error or for a skipped CIVL
/// clause (`preserves`, `refines`, `asserts`, `requires call`, `ensures call`).
fn spec<'a, E: PE<'a>>(p: &Parts<'a, E>) -> B<'a, Option<Spec>, E> {
    let cx = p.cx;
    let contract = choice((tok(Tok::Requires).map(|i| (true, i)), tok(Tok::Ensures).map(|i| (false, i))))
        .then(p.ex.attributes.clone())
        .then(choice((just(Tok::Call).rewind().ignore_then(civl_skip_semi(cx, "call")).map(|_| None), p.ex.expr.clone().then_ignore(expect(Tok::Semi)).map(Some))));
    let modifies = tok(Tok::Modifies)
        .then(when(is_ident).ignore_then(p.idents.clone()).or_not())
        .then_ignore(expect(Tok::Semi))
        .map(move |(i, vars)| Some(Spec::Modifies(ModifiesSpec { vars: vars.unwrap_or_default(), span: cx.span(i) })));
    let civl = any().filter(|t: &Tok| matches!(t, Tok::Preserves | Tok::Refines | Tok::Asserts)).rewind().ignore_then(custom(move |inp: &mut Inp<'a, '_, E>| {
        let what = inp.peek().map(Tok::text).unwrap_or("");
        civl_at(inp, cx, what);
        inp.skip();
        skip_to_semi(inp);
        Ok(None)
    }));
    let pre_post = just(Tok::Free)
        .or_not()
        .map(|f| f.is_some())
        .then(
            choice((contract.map(Ok), tok(Tok::Measure).then(p.ex.attributes.clone()).then(p.ex.exprs.clone()).then_ignore(expect(Tok::Semi)).map(Err)))
                .map(Some)
                .labelled(Lbl::Invalid("SpecPrePost"))
                .recover_with(via_parser(empty().to(None))),
        )
        .map(move |(free, s)| match s {
            None => None,
            Some(Ok((((requires, i), attrs), e))) => e.map(|expr| {
                let c = Contract { free, attrs, expr, span: cx.span(i) };
                if requires {
                    Spec::Requires(c)
                } else {
                    Spec::Ensures(c)
                }
            }),
            Some(Err(((i, attrs), exprs))) => Some(Spec::Measure(MeasureSpec { free, attrs, exprs, span: cx.span(i) })),
        });
    choice((modifies, civl, pre_post)).boxed()
}

/// `"procedure" Signature ( ";" { Spec } | { Spec } Body )` (after `pure`, a pure procedure).
fn procedure<'a, E: PE<'a>>(p: &Parts<'a, E>, pure_: bool) -> B<'a, DeclOut, E> {
    let specs = empty().map(|_| Vec::new()).foldl(when(starts_spec).ignore_then(spec(p)).repeated(), |mut v, s| {
        v.extend(s);
        v
    });
    expect(Tok::Procedure)
        .ignore_then(signature(p, true))
        .then(
            choice((
                just(Tok::Semi).ignore_then(specs.clone()).map(|s| Some((s, None))),
                when(|t| starts_spec(t) || t == Tok::LBrace).ignore_then(specs).then(p.body.clone()).map(|(s, b)| Some((s, Some(b)))),
            ))
            .labelled(Lbl::Invalid("Procedure"))
            .recover_with(via_parser(empty().to(None))),
        )
        .map(move |(((((attrs, name), type_params), ins), outs), sb)| {
            let (specs, body) = sb.unwrap_or_default();
            DeclOut::One(Decl::Procedure(ProcedureDecl { pure_, attrs, span: name.span, name, type_params, ins, outs, specs, body }))
        })
        .boxed()
}

/// `"implementation" Signature Body`.
fn implementation<'a, E: PE<'a>>(p: &Parts<'a, E>) -> impl DeclParser<'a, E> {
    just(Tok::Implementation).ignore_then(signature(p, false)).then(p.body.clone()).map(|(((((attrs, name), type_params), ins), outs), body)| {
        DeclOut::One(Decl::Implementation(ImplementationDecl { attrs, span: name.span, name, type_params, ins, outs, body }))
    })
}

/// A CIVL declaration: reported at the lookahead and skipped to the next declaration
/// keyword outside braces.
fn civl_decl<'a, E: PE<'a>>(cx: &'a Toks<'a>) -> impl DeclParser<'a, E> {
    custom(move |inp: &mut Inp<'a, '_, E>| {
        let g = super::base::lookahead(inp);
        let what = cx.text(g);
        civl_at(inp, cx, what);
        inp.skip();
        while inp.peek().is_some_and(|t| matches!(t, Tok::Yield | Tok::Action | Tok::Atomic | Tok::Left | Tok::Right | Tok::Both | Tok::Invariant | Tok::Procedure | Tok::Pure)) {
            inp.skip();
        }
        let mut depth = 0usize;
        while let Some(t) = inp.peek() {
            if depth == 0 && is_decl_start(t) {
                break;
            }
            match t {
                Tok::LBrace | Tok::LBraceBar => depth += 1,
                Tok::RBrace | Tok::RBraceBar => depth = depth.saturating_sub(1),
                _ => {}
            }
            inp.skip();
        }
        reset_here(inp);
        Ok(DeclOut::None)
    })
}
