//! Types (BoogiePL.atg `Type`, `TypeArgs`, `MapType`, `TypeParams`).
//!
//! `Type = TypeAtom | MapType | Ident [ TypeArgs ]` with `TypeAtom = "int" | "real" |
//! "bool" | "(" Type ")"` and `MapType = [ TypeParams ] "[" [ Types ] "]" Type`. An
//! argument-free `bvN`, `floatSeE`, `rmode`, `string` or `regex` is the built-in type.

use boogie_ast::{Ident, MapType, Type, TypeKind};
use chumsky::prelude::*;
use chumsky::recursive::Direct;

use super::base::{expect, here, ident_nr, list1, starts_type, tok, when, Ex, B};
use crate::errors::{In, Lbl, PE};
use crate::lexer::Tok;
use crate::tokens::Toks;

/// What `Type` produced, plus the identifier if it was a bare identifier (no arguments):
/// a function parameter `x: T` is first read as a type `x` (see `decls::function`).
#[derive(Clone)]
pub(crate) struct ParsedType {
    pub ty: Type,
    pub bare: Option<Ident>,
}

/// The recursive type parser without recovery.
pub(crate) type TypeRec<'a, E> = Recursive<Direct<'a, 'a, In<'a>, ParsedType, Ex<'a, E>>>;

/// The type parsers the rest of the grammar uses.
pub(crate) struct Types<'a, E: PE<'a>> {
    /// `Type` without recovery (a coercion `e: T` tries it).
    pub ty_nr: TypeRec<'a, E>,
    /// `Type`, or `invalid Type` and the placeholder `bool`.
    pub ty: B<'a, ParsedType, E>,
    /// `Type` as a [`Type`].
    pub type_: B<'a, Type, E>,
    /// `TypeParams = "<" Idents ">"`.
    pub type_params: B<'a, Vec<Ident>, E>,
}

/// Builds the type grammar. The recursive part is built twice, inside `recursive` with
/// its weak self-reference and outside with the finished parser, so that no `Rc` cycle
/// leaks the parser graph.
pub(crate) fn types<'a, E: PE<'a>>(cx: &'a Toks<'a>, idents: &B<'a, Vec<Ident>, E>) -> Types<'a, E> {
    let ty_nr = recursive(|h| parts(cx, idents, h).1);
    let (types, _) = parts(cx, idents, ty_nr.clone());
    Types { ty_nr, ..types }
}

/// The type parsers over `ty_nr` (the recursive `Type`), and the definition of `Type`.
fn parts<'a, E: PE<'a>>(cx: &'a Toks<'a>, idents: &B<'a, Vec<Ident>, E>, ty_nr: TypeRec<'a, E>) -> (Types<'a, E>, B<'a, ParsedType, E>) {
    let sp = move |i: usize| cx.span(i);
    let ty = ty_nr
        .clone()
        .labelled(Lbl::Invalid("Type"))
        .recover_with(via_parser(here().map(move |i| ParsedType { ty: Type { kind: TypeKind::Bool, span: sp(i) }, bare: None })))
        .boxed();
    let type_ = ty.clone().map(|p: ParsedType| p.ty).boxed();
    let type_params = just(Tok::Lt).ignore_then(idents.clone()).then_ignore(expect(Tok::Gt)).boxed();
    let type_atom = choice((
        tok(Tok::Int).map(move |i| Type { kind: TypeKind::Int, span: sp(i) }),
        tok(Tok::Real).map(move |i| Type { kind: TypeKind::Real, span: sp(i) }),
        tok(Tok::Bool).map(move |i| Type { kind: TypeKind::Bool, span: sp(i) }),
        tok(Tok::LParen).then(type_.clone()).then_ignore(expect(Tok::RParen)).map(move |(i, t)| Type { kind: t.kind, span: sp(i) }),
    ))
    .boxed();
    let map_type = when(|t| matches!(t, Tok::Lt | Tok::LBracket))
        .ignore_then(here())
        .then(type_params.clone().or_not())
        .then_ignore(expect(Tok::LBracket))
        .then(when(starts_type).ignore_then(list1(type_.clone())).or_not())
        .then_ignore(expect(Tok::RBracket))
        .then(type_.clone())
        .map(move |(((i, tps), args), result)| Type {
            kind: TypeKind::Map(Box::new(MapType { type_params: tps.unwrap_or_default(), args: args.unwrap_or_default(), result })),
            span: sp(i),
        })
        .boxed();
    // `TypeArgs`: atoms and argument-free names, then at most one map type.
    let type_args = empty()
        .map(|_| Vec::new())
        .foldl(choice((type_atom.clone(), ident_nr(cx).map(|id| named_type(id, Vec::new())))).repeated(), |mut v, t| {
            v.push(t);
            v
        })
        .then(map_type.clone().or_not())
        .map(|(mut v, m)| {
            v.extend(m);
            v
        });
    let def = choice((
        type_atom.map(|ty| ParsedType { ty, bare: None }),
        map_type.map(|ty| ParsedType { ty, bare: None }),
        ident_nr(cx).then(type_args).map(|(id, args)| {
            let bare = if args.is_empty() { Some(id.clone()) } else { None };
            ParsedType { ty: named_type(id, args), bare }
        }),
    ))
    .boxed();
    (Types { ty_nr, ty, type_, type_params }, def)
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
