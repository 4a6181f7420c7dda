//! Expressions (BoogiePL.atg `Expression` down to `AtomExpression`).
//!
//! The levels from the loosest:
//! - `Expression` .. `PowerExpression`: the binary operators, one precedence-climbing
//!   loop ([`super::binary`]) over
//! - `IsConstructor = UnaryExpression [ "is" Ident ]`,
//! - `UnaryExpression = { "-" | "!" } CoercionExpression`,
//! - `CoercionExpression = ArrayExpression { ":" ( Nat | Type ) }` (`e: T` coerces, `hi:lo`
//!   is a bit-vector bounds pair, legal only as the single index of `[...]`),
//! - `ArrayExpression = AtomExpression { "[" ... "]" | "->" Ident | "->" "(" Ident ":=" Expression ")" }`:
//!   selects, stores `m[i := v]`, extracts `b[hi:lo]`, fields and field updates,
//! - `AtomExpression`: literals, variables and function applications, `old(..)`,
//!   `int(..)`, `real(..)`, parentheses around an expression, quantifier, lambda or let,
//!   `if .. then .. else ..` and code expressions `|{ .. }|`.
//!
//! Commands, attributes and variable lists are built here too, inside the recursion,
//! because expressions contain them (code expressions, quantifier attributes and
//! bound variables).

use boogie_ast::*;
use chumsky::prelude::*;
use chumsky::recursive::Direct;

use super::attrs::{attributes, AttrParsers};
use super::base::{expect, here, ident_nr, list1, starts_expr, tok, when, Ex, B, MX};
use super::cmds::{code_expr, label_or_cmd, CmdParts};
use super::types::{ParsedType, TypeRec, Types};
use super::vars::VarLists;
use crate::errors::{In, Lbl, PE};
use crate::lexer::Tok;
use crate::tokens::Toks;

/// The recursive expression parser (its output unchecked for bounds pairs).
pub(crate) type ExprRec<'a, E> = Recursive<Direct<'a, 'a, In<'a>, Expr, Ex<'a, E>>>;

/// The name of the marker of a bit-vector bounds pair `hi:lo` while it travels from the
/// coercion level to the `[...]` that turns it into an extract.
const BOUNDS: &str = "#bvbounds";

/// The expression-level parsers the rest of the grammar uses.
pub(crate) struct Exprs<'a, E: PE<'a>> {
    /// `Expression` (a bounds pair is reported).
    pub expr: B<'a, Expr, E>,
    /// `Expressions = Expression { "," Expression }`.
    pub exprs: B<'a, Vec<Expr>, E>,
    pub attributes: B<'a, Attrs, E>,
    pub vars: VarLists<'a, E>,
    /// `LabelOrCmd`.
    pub label_or_cmd: B<'a, Option<Stmt>, E>,
    /// `{ LocalVars }`.
    pub locals: B<'a, Vec<Variable>, E>,
}

/// Builds the expression grammar. The recursive part is built twice, inside `recursive`
/// with its weak self-reference and outside with the finished parser, so that no `Rc`
/// cycle leaks the parser graph.
pub(crate) fn expressions<'a, E: PE<'a>>(cx: &'a Toks<'a>, ident: &B<'a, Ident, E>, idents: &B<'a, Vec<Ident>, E>, types: &Types<'a, E>) -> Exprs<'a, E> {
    let expr_b = recursive(|h| parts(cx, ident, idents, types, h).1);
    parts(cx, ident, idents, types, expr_b).0
}

/// The expression parsers over `expr_b`, and the definition of `expr_b`.
fn parts<'a, E: PE<'a>>(cx: &'a Toks<'a>, ident: &B<'a, Ident, E>, idents: &B<'a, Vec<Ident>, E>, types: &Types<'a, E>, expr_b: ExprRec<'a, E>) -> (Exprs<'a, E>, B<'a, Expr, E>) {
    let expr = checked(expr_b.clone(), "bitvector bounds in illegal position", true);
    let exprs = list1(expr.clone()).boxed();
    let AttrParsers { attributes, attrs_triggers } = attributes(cx, &expr, &exprs);
    let vars = VarLists { attributes: attributes.clone(), idents: idents.clone(), type_: types.type_.clone(), expr: expr.clone() };
    let cmd = CmdParts { cx, ident: ident.clone(), idents: idents.clone(), expr: expr.clone(), exprs: exprs.clone(), attributes: attributes.clone() };
    let label_or_cmd = label_or_cmd(&cmd);
    let locals = vars.locals();
    let quantifier = quantifier(cx, &vars, &types.type_params, attrs_triggers, &expr);
    let let_expr = let_expr(cx, ident, &attributes, &exprs, &expr);
    let paren = just(Tok::LParen)
        .ignore_then(choice((
            when(|t| matches!(t, Tok::Forall | Tok::Exists | Tok::Lambda)).ignore_then(quantifier),
            when(|t| t == Tok::Var).ignore_then(let_expr),
            checked(expr_b.clone(), "parentheses around bitvector bounds are not allowed", false),
        )))
        .then_ignore(expect(Tok::RParen));
    let atom = choice((var_or_call(cx, &exprs), literal(cx), paren, conversion(cx, &expr), if_then_else(cx, &expr), code_expr(&cmd, locals.clone(), label_or_cmd.clone())));
    let array = atom.foldl(when(|t| matches!(t, Tok::LBracket | Tok::Arrow)).ignore_then(selector(cx, &expr_b, &expr, ident)).repeated(), apply_selector);
    let operand = is_ctor(cx, unary(cx, coercion(cx, array, &types.ty_nr)), ident);
    let def = super::binary::expression(cx, operand);
    (Exprs { expr, exprs, attributes, vars, label_or_cmd, locals }, def)
}

/// `expr_b`, reporting a bounds pair as `msg` (always, or as a suppressible SemErr).
fn checked<'a, E: PE<'a>>(expr_b: ExprRec<'a, E>, msg: &'static str, always: bool) -> B<'a, Expr, E> {
    expr_b
        .map_with(move |e: Expr, x: &mut MX<'a, '_, E>| {
            if is_bounds(&e) {
                let g = x.span().end;
                x.emit(if always { E::always(g, e.span, msg) } else { E::sem(g, msg) });
            }
            e
        })
        .boxed()
}

/// `( "forall" | "exists" | "lambda" ) QuantifierBody`, after the `(`:
/// `( TypeParams [ BoundVars ] | BoundVars ) "::" { AttributeOrTrigger } Expression`.
fn quantifier<'a, E: PE<'a>>(cx: &'a Toks<'a>, vars: &VarLists<'a, E>, type_params: &B<'a, Vec<Ident>, E>, attrs_triggers: B<'a, (Attrs, Vec<Trigger>), E>, expr: &B<'a, Expr, E>) -> impl Parser<'a, In<'a>, Expr, Ex<'a, E>> + Clone + 'a {
    choice((tok(Tok::Forall).map(|i| (QuantKind::Forall, i)), tok(Tok::Exists).map(|i| (QuantKind::Exists, i)), tok(Tok::Lambda).map(|i| (QuantKind::Lambda, i))))
        .then(
            choice((
                type_params.clone().then(vars.opt_typed(false, "bound variables")),
                when(|t| t == Tok::LBrace || super::base::is_ident(t)).ignore_then(vars.typed(false, "bound variables")).map(|v| (Vec::new(), v)),
            ))
            .labelled(Lbl::Invalid("QuantifierBody"))
            .recover_with(via_parser(empty().map(|_| (Vec::new(), Vec::new())))),
        )
        .then_ignore(just(Tok::ColonColon).ignored().labelled(Lbl::Invalid("QSep")).recover_with(via_parser(empty())))
        .then(attrs_triggers)
        .then(expr.clone())
        .map_with(move |((((kind, i), (type_params, vars)), (attrs, triggers)), body), e: &mut MX<'a, '_, E>| {
            if kind == QuantKind::Lambda && !triggers.is_empty() {
                let g = e.span().end;
                e.emit(E::sem(g, "triggers not allowed in lambda expressions"));
            }
            Expr { kind: ExprKind::Quant(Box::new(QuantExpr { kind, type_params, vars, attrs, triggers, body })), span: cx.span(i) }
        })
}

/// `"var" LetVar { "," LetVar } ":=" Expressions ";" { Attribute } Expression`, after the `(`.
fn let_expr<'a, E: PE<'a>>(cx: &'a Toks<'a>, ident: &B<'a, Ident, E>, attributes: &B<'a, Attrs, E>, exprs: &B<'a, Vec<Expr>, E>, expr: &B<'a, Expr, E>) -> impl Parser<'a, In<'a>, Expr, Ex<'a, E>> + Clone + 'a {
    let let_var = attributes.clone().then(ident.clone()).map(|(attrs, name)| LetVar { attrs, name });
    tok(Tok::Var)
        .then(list1(let_var))
        .then_ignore(expect(Tok::Assign))
        .then(exprs.clone())
        .then_ignore(expect(Tok::Semi))
        .then(attributes.clone())
        .then(expr.clone())
        .map(move |((((i, vars), rhs), attrs), body)| Expr { kind: ExprKind::Let(Box::new(LetExpr { vars, rhs, attrs, body })), span: cx.span(i) })
}

/// Literals: `false`, `true`, rounding modes, numbers, bit-vectors, floats, strings.
fn literal<'a, E: PE<'a>>(cx: &'a Toks<'a>) -> impl Parser<'a, In<'a>, Expr, Ex<'a, E>> + Clone + 'a {
    any()
        .filter(|t: &Tok| matches!(t, Tok::False | Tok::True | Tok::RMode | Tok::Nat | Tok::Decimal | Tok::DecFloat | Tok::Float | Tok::String | Tok::BvLit))
        .map_with(move |t, e: &mut MX<'a, '_, E>| {
            let i = e.span().start;
            let l = match t {
                Tok::False => Literal::Bool(false),
                Tok::True => Literal::Bool(true),
                Tok::RMode => Literal::RMode(Name::new(cx.text(i))),
                Tok::Nat => Literal::Int(Name::new(cx.text(i))),
                Tok::Decimal | Tok::DecFloat => Literal::Real(Name::new(cx.text(i))),
                Tok::Float => Literal::Float(Name::new(cx.text(i))),
                Tok::String => Literal::String(Name::new(cx.string_body(i))),
                _ => {
                    let text = cx.text(i);
                    let (value, width) = text.split_once("bv").unwrap_or((text, "0"));
                    let width = match width.parse::<u32>() {
                        Ok(w) => w,
                        Err(_) => {
                            e.emit(E::sem(i + 1, "incorrectly formatted bitvector"));
                            0
                        }
                    };
                    Literal::Bv(Box::new(BvLit { value: Name::new(value), width }))
                }
            };
            Expr { kind: ExprKind::Lit(l), span: cx.span(i) }
        })
}

/// `( "old" | "int" | "real" ) "(" Expression ")"`.
fn conversion<'a, E: PE<'a>>(cx: &'a Toks<'a>, expr: &B<'a, Expr, E>) -> impl Parser<'a, In<'a>, Expr, Ex<'a, E>> + Clone + 'a {
    choice((tok(Tok::Old).map(|i| (0u8, i)), tok(Tok::Int).map(|i| (1, i)), tok(Tok::Real).map(|i| (2, i))))
        .then_ignore(expect(Tok::LParen))
        .then(expr.clone())
        .then_ignore(expect(Tok::RParen))
        .map(move |((k, i), e)| {
            let e = Box::new(e);
            let kind = match k {
                0 => ExprKind::Old(e),
                1 => ExprKind::ToInt(e),
                _ => ExprKind::ToReal(e),
            };
            Expr { kind, span: cx.span(i) }
        })
}

/// `"if" Expression "then" Expression "else" Expression`.
fn if_then_else<'a, E: PE<'a>>(cx: &'a Toks<'a>, expr: &B<'a, Expr, E>) -> impl Parser<'a, In<'a>, Expr, Ex<'a, E>> + Clone + 'a {
    tok(Tok::If)
        .then(expr.clone())
        .then_ignore(expect(Tok::Then))
        .then(expr.clone())
        .then_ignore(expect(Tok::Else))
        .then(expr.clone())
        .map(move |(((i, cond), then_), else_)| Expr { kind: ExprKind::IfThenElse(Box::new(IfThenElse { cond, then_, else_ })), span: cx.span(i) })
}

/// `Ident [ "(" [ Expressions ] ")" ]`: a variable or a function application.
fn var_or_call<'a, E: PE<'a>>(cx: &'a Toks<'a>, exprs: &B<'a, Vec<Expr>, E>) -> impl Parser<'a, In<'a>, Expr, Ex<'a, E>> + Clone + 'a {
    ident_nr(cx).then(just(Tok::LParen).ignore_then(when(starts_expr).ignore_then(exprs.clone()).or_not()).then_ignore(expect(Tok::RParen)).or_not()).map(|(id, args)| match args {
        Some(args) => {
            let span = id.span;
            Expr { kind: ExprKind::FunCall(Box::new(FunCall { name: id, args: args.unwrap_or_default() })), span }
        }
        None => Expr { kind: ExprKind::Var { name: id.name }, span: id.span },
    })
}

/// A selector of `ArrayExpression`, as parsed.
#[derive(Clone)]
enum Suffix {
    Index { span: Span, indices: Vec<Expr>, extract: Option<(Name, Name)>, store: Option<Expr> },
    Field { span: Span, field: Ident },
    Update { span: Span, field: Ident, value: Expr },
}

/// `"[" [ Expression [ ":" ... ] { "," Expression } ] [ ":=" Expression ] "]"` (a bounds
/// pair only as the single index), `"->" Ident` or `"->" "(" Ident ":=" Expression ")"`.
fn selector<'a, E: PE<'a>>(cx: &'a Toks<'a>, expr_b: &ExprRec<'a, E>, expr: &B<'a, Expr, E>, ident: &B<'a, Ident, E>) -> impl Parser<'a, In<'a>, Suffix, Ex<'a, E>> + Clone + 'a {
    let index = tok(Tok::LBracket).then(bracket_body(expr_b)).then_ignore(expect(Tok::RBracket)).map(move |(i, (indices, extract, store))| Suffix::Index { span: cx.span(i), indices, extract, store });
    let field = tok(Tok::Arrow)
        .then(choice((
            just(Tok::LParen).ignore_then(ident.clone()).then_ignore(expect(Tok::Assign)).then(expr.clone()).then_ignore(expect(Tok::RParen)).map(|(f, v)| (f, Some(v))),
            ident.clone().map(|f| (f, None)),
        )))
        .map(move |(i, (field, value))| match value {
            Some(value) => Suffix::Update { span: cx.span(i), field, value },
            None => Suffix::Field { span: cx.span(i), field },
        });
    choice((index, field))
}

/// The contents of `[...]`: the indices, a bounds pair, the stored value. The per-parse
/// flag stack `St::extract` tells the nested checks whether the first index was a pair.
fn bracket_body<'a, E: PE<'a>>(expr_b: &ExprRec<'a, E>) -> impl Parser<'a, In<'a>, (Vec<Expr>, Option<(Name, Name)>, Option<Expr>), Ex<'a, E>> + Clone + 'a {
    let more = expr_b.clone().map_with(|i: Expr, e: &mut MX<'a, '_, E>| {
        let extract = e.state().extract.last().copied().unwrap_or(false);
        if extract || is_bounds(&i) {
            let g = e.span().end;
            e.emit(E::sem(g, "bitvectors only have one dimension"));
        }
        i
    });
    let store = expr_b.clone().map_with(|v: Expr, e: &mut MX<'a, '_, E>| {
        let extract = e.state().extract.last().copied().unwrap_or(false);
        if extract || is_bounds(&v) {
            let g = e.span().end;
            e.emit(E::sem(g, "assignment to bitvectors is not possible"));
        }
        v
    });
    let first = expr_b.clone().map_with(|i0: Expr, e: &mut MX<'a, '_, E>| {
        let b = take_bounds(&i0);
        e.state().extract.push(b.is_some());
        (i0, b)
    });
    choice((
        when(starts_expr)
            .ignore_then(first)
            .then(just(Tok::Comma).ignore_then(more).repeated().collect::<Vec<_>>())
            .then(just(Tok::Assign).ignore_then(store).or_not())
            .map_with(|(((i0, b), more), store), e: &mut MX<'a, '_, E>| {
                e.state().extract.pop();
                let mut indices = Vec::with_capacity(usize::from(b.is_none()) + more.len());
                if b.is_none() {
                    indices.push(i0);
                }
                indices.extend(more);
                (indices, b, store)
            }),
        just(Tok::Assign).ignore_then(expr_b.clone().map_with(|v: Expr, e: &mut MX<'a, '_, E>| {
            if is_bounds(&v) {
                let g = e.span().end;
                e.emit(E::sem(g, "assignment to bitvectors is not possible"));
            }
            (Vec::new(), None, Some(v))
        })),
    ))
    .or_not()
    .map(|o| o.unwrap_or((Vec::new(), None, None)))
}

/// The node a selector makes of the expression before it.
fn apply_selector(e: Expr, s: Suffix) -> Expr {
    match s {
        Suffix::Index { span, indices, extract, store } => match (extract, store) {
            (Some((hi, lo)), None) if indices.is_empty() => Expr { kind: ExprKind::Extract(Box::new(ExtractExpr { expr: e, hi, lo })), span },
            (_, Some(value)) => Expr { kind: ExprKind::Store(Box::new(StoreExpr { map: e, indices, value })), span },
            (_, None) => Expr { kind: ExprKind::Select(Box::new(SelectExpr { map: e, indices })), span },
        },
        Suffix::Field { span, field } => Expr { kind: ExprKind::Field(Box::new(FieldExpr { expr: e, field })), span },
        Suffix::Update { span, field, value } => Expr { kind: ExprKind::FieldUpdate(Box::new(FieldUpdateExpr { expr: e, field, value })), span },
    }
}

/// `CoercionExpression = ArrayExpression { ":" ( Nat | Type ) }`.
fn coercion<'a, E: PE<'a>>(cx: &'a Toks<'a>, array: impl Parser<'a, In<'a>, Expr, Ex<'a, E>> + Clone + 'a, ty_nr: &TypeRec<'a, E>) -> impl Parser<'a, In<'a>, Expr, Ex<'a, E>> + Clone + 'a {
    let target = choice((tok(Tok::Nat).map(Ok), ty_nr.clone().map(|p: ParsedType| Err(p.ty))))
        .map(Some)
        .labelled(Lbl::Invalid("CoercionExpression"))
        .recover_with(via_parser(empty().to(None)));
    array.foldl_with(tok(Tok::Colon).then(target).repeated(), move |e, (ci, what), x: &mut MX<'a, '_, E>| {
        let span = cx.span(ci);
        match what {
            Some(Ok(ni)) => {
                let lo = Name::new(cx.text(ni));
                let hi = match &e.kind {
                    ExprKind::Lit(Literal::Int(n)) => n.clone(),
                    _ => {
                        x.emit(E::sem(ni + 1, "arguments of extract need to be integer literals"));
                        Name::new_inline("0")
                    }
                };
                bounds(hi, lo, span)
            }
            Some(Err(ty)) => Expr { kind: ExprKind::Coerce(Box::new(CoerceExpr { expr: e, ty })), span },
            None => e,
        }
    })
}

/// `UnaryExpression = { "-" | "!" } CoercionExpression`.
fn unary<'a, E: PE<'a>>(cx: &'a Toks<'a>, coercion: impl Parser<'a, In<'a>, Expr, Ex<'a, E>> + Clone + 'a) -> impl Parser<'a, In<'a>, Expr, Ex<'a, E>> + Clone + 'a {
    any()
        .filter(|t: &Tok| matches!(t, Tok::Minus | Tok::Not))
        .map_with(|t, e: &mut MX<'a, '_, E>| (if t == Tok::Minus { UnaryOp::Neg } else { UnaryOp::Not }, e.span().start))
        .repeated()
        .collect::<Vec<_>>()
        .then(coercion.labelled(Lbl::Invalid("UnaryExpression")).recover_with(via_parser(here().map(move |i| dummy_expr(cx.span(i))))))
        .map(move |(mut ops, mut e)| {
            while let Some((op, i)) = ops.pop() {
                e = Expr { kind: ExprKind::Unary { op, arg: Box::new(e) }, span: cx.span(i) };
            }
            e
        })
}

/// `IsConstructor = UnaryExpression [ "is" Ident ]`.
fn is_ctor<'a, E: PE<'a>>(cx: &'a Toks<'a>, unary: impl Parser<'a, In<'a>, Expr, Ex<'a, E>> + Clone + 'a, ident: &B<'a, Ident, E>) -> B<'a, Expr, E> {
    unary
        .then(tok(Tok::Is).then(ident.clone()).or_not())
        .map(move |(e, is)| match is {
            Some((i, ctor)) => Expr { kind: ExprKind::Is(Box::new(IsExpr { expr: e, ctor })), span: cx.span(i) },
            None => e,
        })
        .boxed()
}

/// The placeholder expression after an error.
pub(crate) fn dummy_expr(span: Span) -> Expr {
    Expr { kind: ExprKind::Lit(Literal::Bool(true)), span }
}

/// The marker of a bounds pair `hi:lo`.
fn bounds(hi: Name, lo: Name, span: Span) -> Expr {
    let marker = Expr { kind: ExprKind::Var { name: Name::new_inline(BOUNDS) }, span };
    Expr { kind: ExprKind::Extract(Box::new(ExtractExpr { expr: marker, hi, lo })), span }
}

pub(crate) fn is_bounds(e: &Expr) -> bool {
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
