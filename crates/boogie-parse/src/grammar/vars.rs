//! Variable declarations: typed identifier lists (BoogiePL.atg `AttrsIdsTypeWheres`) and
//! the `var` declarations of bodies and code expressions (`LocalVars`).
//!
//! `AttrsIdsTypeWheres = AttrsIdsTypeWhere { "," AttrsIdsTypeWhere }` with
//! `AttrsIdsTypeWhere = { Attribute } Idents ":" Type [ "where" Expression ]`. Where a
//! `where` clause is not allowed (bound variables, implementation formals, datatype
//! fields) it is the SemErr "where clause not allowed on ...".

use boogie_ast::{Attrs, Expr, Ident, Type, Variable};
use chumsky::prelude::*;

use super::base::{expect, is_ident, tok, when, B, MX};
use crate::errors::PE;
use crate::lexer::Tok;

/// The parsers variable lists are made of.
pub(crate) struct VarLists<'a, E: PE<'a>> {
    pub attributes: B<'a, Attrs, E>,
    pub idents: B<'a, Vec<Ident>, E>,
    pub type_: B<'a, Type, E>,
    pub expr: B<'a, Expr, E>,
}

impl<'a, E: PE<'a>> VarLists<'a, E> {
    /// `AttrsIdsTypeWheres`; `ctx` names what a forbidden `where` clause is on.
    pub fn typed(&self, allow_where: bool, ctx: &'static str) -> B<'a, Vec<Variable>, E> {
        let where_clause = just(Tok::Where)
            .ignore_then(self.expr.clone())
            .map_with(move |w, e: &mut MX<'a, '_, E>| {
                if allow_where {
                    Some(w)
                } else {
                    let g = e.span().end;
                    e.emit(E::sem(g, format!("where clause not allowed on {ctx}")));
                    None
                }
            })
            .or_not()
            .map(Option::flatten);
        let group = self.attributes.clone().then(self.idents.clone()).then_ignore(expect(Tok::Colon)).then(self.type_.clone()).then(where_clause);
        group
            .clone()
            .map(|g| vec![g])
            .foldl(just(Tok::Comma).ignore_then(group).repeated(), |mut v, g| {
                v.push(g);
                v
            })
            .map(|groups| {
                let mut vars = Vec::new();
                for (((attrs, names), ty), where_clause) in groups {
                    for name in names {
                        let span = name.span;
                        vars.push(Variable { attrs: attrs.clone(), name, ty: ty.clone(), where_clause: where_clause.clone(), span });
                    }
                }
                vars
            })
            .boxed()
    }

    /// `[ AttrsIdsTypeWheres ]`.
    pub fn opt_typed(&self, allow_where: bool, ctx: &'static str) -> B<'a, Vec<Variable>, E> {
        when(|t| t == Tok::LBrace || is_ident(t)).ignore_then(self.typed(allow_where, ctx)).or_not().map(Option::unwrap_or_default).boxed()
    }

    /// `{ LocalVars }` with `LocalVars = "var" { Attribute } AttrsIdsTypeWheres ";"`: the
    /// attributes after `var` come before each variable's own.
    pub fn locals(&self) -> B<'a, Vec<Variable>, E> {
        let local_vars = tok(Tok::Var).ignore_then(self.attributes.clone()).then(self.typed(true, "")).then_ignore(expect(Tok::Semi)).map(|(attrs, vars)| {
            vars.into_iter()
                .map(|mut v| {
                    if !attrs.is_empty() {
                        let mut a = attrs.clone();
                        a.append(&mut v.attrs);
                        v.attrs = a;
                    }
                    v
                })
                .collect::<Vec<_>>()
        });
        empty()
            .map(|_| Vec::new())
            .foldl(local_vars.repeated(), |mut v: Vec<Variable>, mut l| {
                v.append(&mut l);
                v
            })
            .boxed()
    }
}
