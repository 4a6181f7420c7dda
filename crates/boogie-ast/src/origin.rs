//! Origins and original positions, encoded as ordinary Boogie attributes: the vocabulary
//! the lowering passes (crate `passive`) write and VC generation (crate `vcgen`) reads.
//!
//! A pass must not depend on anything that is not in the printed program, and spans of a
//! program read from an intermediate file point into that file. So the first lowering pass
//! (`unstructure`) records every position a later stage needs as an attribute, and later
//! stages read positions only from attributes ([`pos_or_span`] falls back to the span for
//! hand-written input that has no attribute yet). The attributes:
//!
//! | attribute | on | meaning |
//! |---|---|---|
//! | `{:origin "KIND", "FILE", LINE, COL}` | `assert` | what the check is and its error position (no position for postconditions: that is the return on the failing path) |
//! | `{:related "FILE", LINE, COL}` | `assert` | the `requires`/`ensures` keyword of the violated clause |
//! | `{:block_at "FILE", LINE, COL}` | `goto`/`return` ending a block | the block's token (absent: synthetic block, not printed in traces) |
//! | `{:return_at "FILE", LINE, COL}` | `goto`/`return` | this block ended in a return of the original program, at that token |
//! | `{:pos "FILE", LINE, COL}` | `call`, `requires`, `ensures`, implementation | the node's original token |
//! | `{:end_at "FILE", LINE, COL}` | implementation | the closing `}` of the original body |
//! | `{:copy}` | `assume` | a join copy inserted by passification |
//! | `{:add_to_pool "NAME", E, ...}` | `assert`, `assume` | terms for instantiation pool NAME (Boogie's; rewritten with the command's expression) |
//!
//! KIND is one of `assertion`, `invariant` (before loop cutting), `invariant-entry`,
//! `invariant-maintained`, `precondition`, `postcondition`, `unpack` (the `e is C` check of `C(x, y) := e`),
//! `measure` (a termination measure must decrease), `measure-bound` (a procedure's measure
//! must be non-negative at a call: the precondition `desugar-measures` generates, marked
//! `{:measure_bound}`).

use std::borrow::Cow;

use crate::forms::Transfer;
use crate::{AttrArg, AttrArgs, Attribute, Attrs, Expr, ExprKind, Files, Literal, Name, Span};

pub const ORIGIN: &str = "origin";
pub const RELATED: &str = "related";
pub const BLOCK_AT: &str = "block_at";
pub const RETURN_AT: &str = "return_at";
pub const POS: &str = "pos";
pub const END_AT: &str = "end_at";
pub const COPY: &str = "copy";

/// Every attribute key this crate generates.
pub const GENERATED_KEYS: [&str; 7] = [ORIGIN, RELATED, BLOCK_AT, RETURN_AT, POS, END_AT, COPY];

/// An original source position: file name, 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pos {
    pub file: Name,
    pub line: u32,
    pub col: u32,
}

/// What a generated or user check is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum OriginKind {
    Assertion,
    Invariant,
    InvariantEntry,
    InvariantMaintained,
    Precondition,
    Postcondition,
    Unpack,
    /// A termination measure that must decrease (at a loop's back edge or a recursive call).
    Measure,
    /// The precondition `e >= 0` generated from a procedure's measure, checked at a call.
    MeasureBound,
}

impl OriginKind {
    pub fn name(self) -> &'static str {
        match self {
            OriginKind::Assertion => "assertion",
            OriginKind::Invariant => "invariant",
            OriginKind::InvariantEntry => "invariant-entry",
            OriginKind::InvariantMaintained => "invariant-maintained",
            OriginKind::Precondition => "precondition",
            OriginKind::Postcondition => "postcondition",
            OriginKind::Unpack => "unpack",
            OriginKind::Measure => "measure",
            OriginKind::MeasureBound => "measure-bound",
        }
    }

    pub fn from_name(name: &str) -> Option<OriginKind> {
        Some(match name {
            "assertion" => OriginKind::Assertion,
            "invariant" => OriginKind::Invariant,
            "invariant-entry" => OriginKind::InvariantEntry,
            "invariant-maintained" => OriginKind::InvariantMaintained,
            "precondition" => OriginKind::Precondition,
            "postcondition" => OriginKind::Postcondition,
            "unpack" => OriginKind::Unpack,
            "measure" => OriginKind::Measure,
            "measure-bound" => OriginKind::MeasureBound,
            _ => return None,
        })
    }
}

/// The origin of a check: its kind, error position, related position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    pub kind: OriginKind,
    pub pos: Option<Pos>,
    pub related: Option<Pos>,
}

/// The position of `span`, or `None` for generated code.
pub fn pos_of_span(files: &Files, span: Span) -> Option<Pos> {
    if span.is_none() {
        None
    } else {
        Some(Pos { file: files.shared_name(span.file()), line: span.line(), col: span.col() })
    }
}

fn pos_args(pos: &Pos) -> [AttrArg; 3] {
    [AttrArg::String(pos.file.clone()), AttrArg::int(pos.line), AttrArg::int(pos.col)]
}

/// `{:KEY "FILE", LINE, COL}`.
pub fn pos_attr(key: &'static str, pos: &Pos) -> Attribute {
    Attribute { key: Name::new_static(key), args: AttrArgs::pos(pos.file.clone(), pos.line, pos.col), span: Span::NONE }
}

/// The `{:KEY "FILE", LINE, COL}` attribute of `span`, none for a span without position:
/// the same as `pos_attr(key, &pos_of_span(files, span)?)`, with the file name shared. Its
/// arguments are stored compactly ([`AttrArgs::pos`]): no allocation but the attribute list's.
pub fn span_attr(files: &Files, key: &'static str, span: Span) -> Option<Attribute> {
    if span.is_none() {
        return None;
    }
    Some(Attribute { key: Name::new_static(key), args: AttrArgs::pos(files.shared_name(span.file()), span.line(), span.col()), span: Span::NONE })
}

fn cached_int_arg(n: u32, ints: &mut IntNames) -> AttrArg {
    AttrArg::Expr(Expr { kind: ExprKind::Lit(Literal::Int(ints.get(n))), span: Span::NONE })
}

/// `set_origin(&attrs, &Origin { kind, pos: pos_of_span(files, span), related: None })`, with
/// the file name shared, the decimal names of line and column taken from `ints`, and each
/// list allocated once at its final size.
pub fn set_span_origin(attrs: Attrs, kind: OriginKind, files: &Files, span: Span, ints: &mut IntNames) -> Attrs {
    let mut args = Vec::with_capacity(if span.is_none() { 1 } else { 4 });
    args.push(AttrArg::String(Name::new_static(kind.name())));
    if !span.is_none() {
        args.push(AttrArg::String(files.shared_name(span.file())));
        args.push(cached_int_arg(span.line(), ints));
        args.push(cached_int_arg(span.col(), ints));
    }
    let kept = |a: &Attribute| a.key != ORIGIN && a.key != RELATED;
    let mut out = Attrs::with_capacity(1 + attrs.iter().filter(|a| kept(a)).count());
    out.push(Attribute { key: Name::new_static(ORIGIN), args: AttrArgs::new(args), span: Span::NONE });
    out.extend(attrs.into_iter().filter(kept));
    out
}

/// Decimal names of recently used numbers (a small direct-mapped cache: the checks of one
/// line share its number, and columns repeat), for the positions in `{:origin}` attributes,
/// which are lists (the attributes of a position alone are stored compactly, without names).
pub struct IntNames {
    slots: Vec<(u32, Name)>,
}

impl Default for IntNames {
    fn default() -> IntNames {
        IntNames::new()
    }
}

impl IntNames {
    const SLOTS: usize = 256;

    pub fn new() -> IntNames {
        IntNames { slots: Vec::new() }
    }

    /// `n` in decimal.
    pub fn get(&mut self, n: u32) -> Name {
        if self.slots.is_empty() {
            self.slots = vec![(u32::MAX, Name::default()); Self::SLOTS];
        }
        let slot = &mut self.slots[n as usize % Self::SLOTS];
        if slot.0 != n || n == u32::MAX {
            *slot = (n, crate::text::with_decimal(&[], u64::from(n)));
        }
        slot.1.clone()
    }
}

/// A flag attribute `{:KEY}`.
pub fn flag_attr(key: &'static str) -> Attribute {
    Attribute { key: Name::new_static(key), args: AttrArgs::none(), span: Span::NONE }
}

fn parse_pos(args: &AttrArgs) -> Option<Pos> {
    if let Some((file, line, col)) = args.as_pos() {
        return Some(Pos { file: file.clone(), line, col });
    }
    parse_pos_list(&args.to_list())
}

fn parse_pos_list(args: &[AttrArg]) -> Option<Pos> {
    let file = match args.first()? {
        AttrArg::String(s) => s.clone(),
        AttrArg::Expr(_) => return None,
    };
    let num = |a: Option<&AttrArg>| -> Option<u32> {
        match a? {
            AttrArg::Expr(Expr { kind: ExprKind::Lit(Literal::Int(digits)), span: _ }) => digits.parse().ok(),
            AttrArg::Expr(_) | AttrArg::String(_) => None,
        }
    };
    Some(Pos { file, line: num(args.get(1))?, col: num(args.get(2))? })
}

/// The position recorded in attribute `key`, if any.
pub fn find_pos(attrs: &[Attribute], key: &str) -> Option<Pos> {
    attrs.iter().find(|a| a.key == key).and_then(|a| parse_pos(&a.args))
}

/// Whether an assert is assumed after it is checked (`{:subsumption 0}` turns that off).
pub fn subsumes(attrs: &[Attribute]) -> bool {
    !attrs.iter().any(|a| {
        a.key == "subsumption"
            && matches!(a.args.first_expr(), Some(Expr {
                kind: ExprKind::Lit(Literal::Int(d)), ..
            }) if d.as_str() == "0")
    })
}

/// Whether the attribute `key` is present.
pub fn has_attr(attrs: &[Attribute], key: &str) -> bool {
    attrs.iter().any(|a| a.key == key)
}

/// The position in attribute `key`, else the span's (for input no pass has annotated yet).
pub fn pos_or_span(attrs: &[Attribute], key: &str, span: Span, files: &Files) -> Option<Pos> {
    if has_attr(attrs, key) {
        find_pos(attrs, key)
    } else {
        pos_of_span(files, span)
    }
}

/// `attrs` with every attribute named `key` removed.
pub fn without(attrs: &[Attribute], key: &str) -> Attrs {
    attrs.iter().filter(|a| a.key != key).cloned().collect()
}

/// `attrs` with the attribute `key` set to `pos` (replacing any old one; nothing for `None`).
pub fn with_pos(attrs: &[Attribute], key: &'static str, pos: Option<&Pos>) -> Attrs {
    let mut out = Attrs::with_capacity(attrs.len() + 1);
    out.extend(attrs.iter().filter(|a| a.key != key).cloned());
    if let Some(p) = pos {
        out.push(pos_attr(key, p));
    }
    out
}

/// The attributes encoding `origin` (`origin`, and `related` if present).
pub fn origin_attrs(origin: &Origin) -> Attrs {
    // Exact sizes: growing vectors would reallocate.
    let mut args = Vec::with_capacity(if origin.pos.is_some() { 4 } else { 1 });
    args.push(AttrArg::String(Name::new_static(origin.kind.name())));
    if let Some(p) = &origin.pos {
        args.extend(pos_args(p));
    }
    let mut out = Attrs::with_capacity(if origin.related.is_some() { 2 } else { 1 });
    out.push(Attribute { key: Name::new_static(ORIGIN), args: AttrArgs::new(args), span: Span::NONE });
    if let Some(r) = &origin.related {
        out.push(pos_attr(RELATED, r));
    }
    out
}

/// The origin recorded on an assert, if any.
pub fn find_origin(attrs: &[Attribute]) -> Option<Origin> {
    let attr = attrs.iter().find(|a| a.key == ORIGIN)?;
    let kind = OriginKind::from_name(attr.args.first_string()?)?;
    let pos = parse_pos_list(attr.args.to_list().get(1..).unwrap_or(&[]));
    Some(Origin { kind, pos, related: find_pos(attrs, RELATED) })
}

/// `attrs` with the origin attributes replaced by those of `origin`, placed first.
pub fn set_origin(attrs: &[Attribute], origin: &Origin) -> Attrs {
    let mut out = origin_attrs(origin);
    out.extend(attrs.iter().filter(|a| a.key != ORIGIN && a.key != RELATED).cloned());
    out
}

/// `set_origin(attrs, &o)` for the origin `o` found in `attrs` (`find_origin`) with its kind
/// replaced by `kind(found kind)` (and neither position nor related position when no
/// origin is found). The positions are copied, not parsed and printed again: a line or
/// column already in decimal without leading zeros is shared as it is.
pub fn reorigin(attrs: &[Attribute], kind: impl FnOnce(Option<OriginKind>) -> OriginKind) -> Attrs {
    let attr = attrs.iter().find(|a| a.key == ORIGIN);
    let found = attr.and_then(|a| OriginKind::from_name(a.args.first_string()?));
    let mut args = Vec::with_capacity(4);
    args.push(AttrArg::String(Name::new_static(kind(found).name())));
    let mut related = None;
    if let (Some(a), Some(_)) = (attr, found) {
        if let Some(p) = copy_pos_args(a.args.to_list().get(1..).unwrap_or(&[])) {
            args.extend(p);
        }
        related = find_pos(attrs, RELATED);
    }
    let mut out = Attrs::with_capacity(attrs.len() + 1);
    out.push(Attribute { key: Name::new_static(ORIGIN), args: AttrArgs::new(args), span: Span::NONE });
    if let Some(p) = related {
        out.push(pos_attr(RELATED, &p));
    }
    out.extend(attrs.iter().filter(|a| a.key != ORIGIN && a.key != RELATED).cloned());
    out
}

/// `pos_args(&parse_pos_list(args)?)`, sharing the file name's copy and the numbers' names.
fn copy_pos_args(args: &[AttrArg]) -> Option<[AttrArg; 3]> {
    let file = match args.first()? {
        AttrArg::String(s) => s.clone(),
        AttrArg::Expr(_) => return None,
    };
    let num = |a: Option<&AttrArg>| -> Option<AttrArg> {
        let AttrArg::Expr(Expr { kind: ExprKind::Lit(Literal::Int(digits)), span: _ }) = a? else { return None };
        let n: u32 = digits.parse().ok()?;
        let canonical = digits.bytes().all(|c| c.is_ascii_digit()) && (digits.len() == 1 || !digits.starts_with('0'));
        let name = if canonical { digits.clone() } else { crate::text::with_decimal(&[], u64::from(n)) };
        Some(AttrArg::Expr(Expr { kind: ExprKind::Lit(Literal::Int(name)), span: Span::NONE }))
    };
    Some([AttrArg::String(file), num(args.get(1))?, num(args.get(2))?])
}

/// The attributes of a block's transfer (where `{:block_at}` and `{:return_at}` live).
pub fn transfer_attrs(t: &Transfer) -> &[Attribute] {
    match t {
        Transfer::Goto(g) => &g.attrs,
        Transfer::Return(r) => &r.attrs,
    }
}

/// A block's token as an attribute list: its `{:block_at}` (empty for a synthetic block).
pub fn block_token(t: &Transfer) -> Attrs {
    transfer_attrs(t).iter().filter(|a| a.key == BLOCK_AT).cloned().collect()
}

/// The attribute holding terms for instantiation pools: `{:add_to_pool "name", e1, e2}`
/// on an `assert` or `assume`. Its terms are expressions of the command's state, so every
/// pass that rewrites the command's expression rewrites them too.
pub const ADD_TO_POOL: &str = "add_to_pool";

/// The terms of the `{:add_to_pool}` attributes of a command, each with its pool's name
/// (`None` when the first argument is not a string).
pub fn pool_entries(attrs: &[Attribute]) -> impl Iterator<Item = (Option<&str>, Cow<'_, Expr>)> {
    attrs.iter().filter(|a| a.key == ADD_TO_POOL).flat_map(|a| {
        let pool = a.args.first_string().map(|s| s.as_str());
        // The first argument is the pool's name, even when it is not a string.
        let skip = usize::from(a.args.first_expr().is_some());
        a.args.exprs().skip(skip).map(move |e| (pool, e))
    })
}

/// The terms of the `{:add_to_pool}` attributes of a command.
pub fn pool_terms(attrs: &[Attribute]) -> impl Iterator<Item = Cow<'_, Expr>> {
    pool_entries(attrs).map(|(_, e)| e)
}

/// Applies `f` to every expression argument of a command's attributes (`{:branchcond x}`,
/// the terms of `{:add_to_pool}`, ...), so that renaming and substitution reach them as they
/// reach the command's own expression. The first argument of `{:add_to_pool}` is the pool's
/// name, not a term, and is left alone.
pub fn attr_terms_mut(attrs: &mut [Attribute], f: &mut dyn FnMut(&mut Expr)) {
    for a in attrs.iter_mut() {
        let mut skip = a.key == ADD_TO_POOL && a.args.first_expr().is_some();
        a.args.for_each_expr_mut(|e| {
            if !std::mem::take(&mut skip) {
                f(e);
            }
        });
    }
}
