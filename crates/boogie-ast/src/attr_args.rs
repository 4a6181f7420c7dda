//! The arguments of an attribute, with a compact form for source positions.
//!
//! The lowering passes write a position attribute, `{:block_at "FILE", LINE, COL}`, on
//! the transfer of nearly every block they make. As a list of [`AttrArg`]s such an
//! attribute costs an allocation of 144 bytes (three arguments of 48) on top of the
//! attribute's own, and two decimal names. So [`AttrArgs`] stores a list of exactly that
//! shape — a raw string followed by two integer literals written in canonical decimal
//! (no sign, no leading zero) that fit in a `u32` — as the three values themselves, in
//! the attribute, with no allocation of its own.
//!
//! The compact form is an implementation detail: every constructor chooses it for every
//! list of that shape and only for those, so `==` compares argument lists as lists, and
//! the printed text, the JSON form and what reads back from either are the same in both
//! forms. What the compact form leaves out are the spans of the two numbers, which no
//! check can ever report on (a string and two integer literals are well formed in every
//! attribute).
//!
//! ```
//! use boogie_ast::{AttrArg, AttrArgs, Expr, ExprKind, Literal, Name, Span};
//! let int = |d: &str| AttrArg::Expr(Expr { kind: ExprKind::Lit(Literal::Int(d.into())), span: Span::NONE });
//! let list = AttrArgs::new(vec![AttrArg::String("f.bpl".into()), int("3"), int("14")]);
//! assert_eq!(list.as_pos(), Some((&Name::from("f.bpl"), 3, 14)));
//! assert_eq!(list, AttrArgs::pos("f.bpl".into(), 3, 14));
//! assert_eq!(list.len(), 3);
//! assert_eq!(list.to_vec()[2], int("14"));
//! // Not canonical decimal: stays a list, and prints as written.
//! assert_eq!(AttrArgs::new(vec![AttrArg::String("f.bpl".into()), int("03"), int("14")]).as_pos(), None);
//! ```

use std::borrow::Cow;
use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use smol_str::ToSmolStr;

use crate::ast::{AttrArg, Expr, ExprKind, Literal, Name};
use crate::span::Span;

/// The arguments of an [`Attribute`](crate::Attribute) (see the [module](self) doc).
#[derive(Clone, Default, PartialEq)]
pub struct AttrArgs(Repr);

#[derive(Clone, PartialEq)]
enum Repr {
    List(Vec<AttrArg>),
    /// `"file", line, col`.
    Pos { file: Name, line: u32, col: u32 },
}

impl Default for Repr {
    fn default() -> Repr {
        Repr::List(Vec::new())
    }
}

/// The value of an integer literal written in canonical decimal that fits in a `u32`.
fn canonical_u32(arg: &AttrArg) -> Option<u32> {
    let AttrArg::Expr(Expr { kind: ExprKind::Lit(Literal::Int(digits)), span: _ }) = arg else { return None };
    let b = digits.as_bytes();
    if b.is_empty() || b.len() > 10 || (b[0] == b'0' && b.len() > 1) || !b.iter().all(u8::is_ascii_digit) {
        return None;
    }
    digits.parse().ok()
}

impl AttrArg {
    /// The integer literal `n` (in decimal), as a position's line and column are written.
    pub fn int(n: u32) -> AttrArg {
        AttrArg::Expr(Expr { kind: ExprKind::Lit(Literal::Int(n.to_smolstr())), span: Span::NONE })
    }
}

impl AttrArgs {
    /// No arguments.
    pub const fn none() -> AttrArgs {
        AttrArgs(Repr::List(Vec::new()))
    }

    /// The arguments `args`, stored compactly when they are a position.
    pub fn new(args: Vec<AttrArg>) -> AttrArgs {
        if let [AttrArg::String(file), line, col] = args.as_slice() {
            if let (Some(line), Some(col)) = (canonical_u32(line), canonical_u32(col)) {
                return AttrArgs(Repr::Pos { file: file.clone(), line, col });
            }
        }
        AttrArgs(Repr::List(args))
    }

    /// The arguments `"file", line, col`.
    pub fn pos(file: Name, line: u32, col: u32) -> AttrArgs {
        AttrArgs(Repr::Pos { file, line, col })
    }

    /// `Some((file, line, col))` if the arguments are a string and two integer literals in
    /// canonical decimal that fit in a `u32`.
    pub fn as_pos(&self) -> Option<(&Name, u32, u32)> {
        match &self.0 {
            Repr::Pos { file, line, col } => Some((file, *line, *col)),
            Repr::List(_) => None,
        }
    }

    pub fn len(&self) -> usize {
        match &self.0 {
            Repr::List(args) => args.len(),
            Repr::Pos { .. } => 3,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `i`-th argument (0-based).
    pub fn get(&self, i: usize) -> Option<Cow<'_, AttrArg>> {
        match &self.0 {
            Repr::List(args) => args.get(i).map(Cow::Borrowed),
            Repr::Pos { file, line, col } => match i {
                0 => Some(Cow::Owned(AttrArg::String(file.clone()))),
                1 => Some(Cow::Owned(AttrArg::int(*line))),
                2 => Some(Cow::Owned(AttrArg::int(*col))),
                _ => None,
            },
        }
    }

    /// The first argument.
    pub fn first(&self) -> Option<Cow<'_, AttrArg>> {
        self.get(0)
    }

    /// The first argument if it is a raw string.
    pub fn first_string(&self) -> Option<&Name> {
        match &self.0 {
            Repr::List(args) => match args.first() {
                Some(AttrArg::String(s)) => Some(s),
                _ => None,
            },
            Repr::Pos { file, .. } => Some(file),
        }
    }

    /// The first argument if it is an expression (a position's first argument is a string).
    pub fn first_expr(&self) -> Option<&Expr> {
        match &self.0 {
            Repr::List(args) => match args.first() {
                Some(AttrArg::Expr(e)) => Some(e),
                _ => None,
            },
            Repr::Pos { .. } => None,
        }
    }

    /// The arguments as a list, if they are not a position (whose numbers are not stored
    /// as expressions): for matching on short shapes such as `[]` or `[e]`.
    pub fn as_list(&self) -> Option<&[AttrArg]> {
        match &self.0 {
            Repr::List(args) => Some(args),
            Repr::Pos { .. } => None,
        }
    }

    /// The arguments as a slice, borrowed from a list, made for a position.
    pub fn to_list(&self) -> Cow<'_, [AttrArg]> {
        match &self.0 {
            Repr::List(args) => Cow::Borrowed(args),
            Repr::Pos { .. } => Cow::Owned(self.to_vec()),
        }
    }

    /// The arguments in order.
    pub fn iter(&self) -> impl Iterator<Item = Cow<'_, AttrArg>> + '_ {
        (0..self.len()).filter_map(move |i| self.get(i))
    }

    /// The expression arguments, in order.
    pub fn exprs(&self) -> impl Iterator<Item = Cow<'_, Expr>> + '_ {
        self.iter().filter_map(|a| match a {
            Cow::Borrowed(AttrArg::Expr(e)) => Some(Cow::Borrowed(e)),
            Cow::Owned(AttrArg::Expr(e)) => Some(Cow::Owned(e)),
            Cow::Borrowed(AttrArg::String(_)) | Cow::Owned(AttrArg::String(_)) => None,
        })
    }

    /// The expression arguments stored as expressions: all of them but a position's two
    /// numbers, which are integer literals (they mention no name, have type `int`, and no
    /// check can fail on them). For the walks that resolve, type-check or collect names.
    pub fn stored_exprs(&self) -> impl Iterator<Item = &Expr> + '_ {
        self.as_list().unwrap_or(&[]).iter().filter_map(|a| match a {
            AttrArg::Expr(e) => Some(e),
            AttrArg::String(_) => None,
        })
    }

    /// Applies `f` to every expression argument, in order, and stores the result compactly
    /// if it is a position.
    pub fn for_each_expr_mut(&mut self, mut f: impl FnMut(&mut Expr)) {
        let mut args = std::mem::take(self).into_vec();
        for a in args.iter_mut() {
            if let AttrArg::Expr(e) = a {
                f(e);
            }
        }
        *self = AttrArgs::new(args);
    }

    /// The arguments as a list.
    pub fn into_vec(self) -> Vec<AttrArg> {
        match self.0 {
            Repr::List(args) => args,
            Repr::Pos { file, line, col } => vec![AttrArg::String(file), AttrArg::int(line), AttrArg::int(col)],
        }
    }

    /// The arguments as a list (a copy).
    pub fn to_vec(&self) -> Vec<AttrArg> {
        self.clone().into_vec()
    }
}

impl From<Vec<AttrArg>> for AttrArgs {
    fn from(args: Vec<AttrArg>) -> AttrArgs {
        AttrArgs::new(args)
    }
}

impl IntoIterator for AttrArgs {
    type Item = AttrArg;
    type IntoIter = std::vec::IntoIter<AttrArg>;
    fn into_iter(self) -> Self::IntoIter {
        self.into_vec().into_iter()
    }
}

impl FromIterator<AttrArg> for AttrArgs {
    fn from_iter<I: IntoIterator<Item = AttrArg>>(iter: I) -> AttrArgs {
        AttrArgs::new(iter.into_iter().collect())
    }
}

impl fmt::Debug for AttrArgs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// Serialized as the list of arguments, in both forms.
impl Serialize for AttrArgs {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for AttrArgs {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<AttrArgs, D::Error> {
        Vec::<AttrArg>::deserialize(d).map(AttrArgs::new)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(d: &str) -> AttrArg {
        AttrArg::Expr(Expr { kind: ExprKind::Lit(Literal::Int(d.into())), span: Span::NONE })
    }

    fn s(text: &str) -> AttrArg {
        AttrArg::String(text.into())
    }

    #[test]
    fn only_canonical_positions_are_compact() {
        assert!(AttrArgs::new(vec![s("f"), int("0"), int("4294967295")]).as_pos().is_some());
        for args in [
            vec![s("f"), int("00"), int("1")],
            vec![s("f"), int("1"), int("4294967296")],
            vec![s("f"), int("1")],
            vec![s("f"), int("1"), int("2"), int("3")],
            vec![int("1"), int("1"), int("2")],
            vec![s("f"), s("1"), int("2")],
        ] {
            let a = AttrArgs::new(args.clone());
            assert_eq!(a.as_pos(), None, "{args:?}");
            assert_eq!(a.into_vec(), args);
        }
    }

    #[test]
    fn both_forms_read_alike() {
        let list = vec![s("f.bpl"), int("12"), int("7")];
        let a = AttrArgs::new(list.clone());
        assert_eq!(a.len(), 3);
        assert_eq!(a.iter().map(Cow::into_owned).collect::<Vec<_>>(), list);
        assert_eq!(a.first().map(Cow::into_owned), Some(s("f.bpl")));
        assert_eq!(a.first_string().map(|n| n.as_str()), Some("f.bpl"));
        assert_eq!(a.get(3), None);
        assert_eq!(a.exprs().map(Cow::into_owned).collect::<Vec<_>>(), [int("12"), int("7")].map(|a| match a {
            AttrArg::Expr(e) => e,
            AttrArg::String(_) => unreachable!(),
        }));
        assert_eq!(a.stored_exprs().count(), 0);
        assert_eq!(format!("{a:?}"), format!("{list:?}"));
        let json = serde_json::to_string(&a).unwrap();
        assert_eq!(json, serde_json::to_string(&list).unwrap());
        assert_eq!(serde_json::from_str::<AttrArgs>(&json).unwrap(), a);
    }

    #[test]
    fn a_list_rewritten_into_a_position_becomes_compact() {
        let var = AttrArg::Expr(Expr { kind: ExprKind::Var { name: "n".into() }, span: Span::NONE });
        let mut a = AttrArgs::new(vec![s("f"), var, int("2")]);
        assert_eq!(a.exprs().count(), 2);
        assert_eq!(a.stored_exprs().count(), 2);
        a.for_each_expr_mut(|e| {
            if matches!(e.kind, ExprKind::Var { .. }) {
                e.kind = ExprKind::Lit(Literal::Int("5".into()));
            }
        });
        assert_eq!(a, AttrArgs::pos("f".into(), 5, 2));
        // And back: a position rewritten into something else is a list again.
        a.for_each_expr_mut(|e| e.kind = ExprKind::Var { name: "m".into() });
        assert_eq!(a.as_pos(), None);
        assert_eq!(a.stored_exprs().count(), 2);
    }
}
