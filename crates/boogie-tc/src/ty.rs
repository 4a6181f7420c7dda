//! Resolved types: synonyms kept for printing but expanded for comparison, type
//! variables identified by their binder, and Boogie's way of printing types (§3.4.4).

use std::fmt;

use boogie_ast::Name;

/// Identity of a type variable binder occurrence (unique per program check).
pub type TvId = u32;

/// A resolved type.
///
/// `Proxy` and `Error` only occur while checking; every type stored in
/// [`crate::TcInfo`] is free of them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    Bool,
    Int,
    Real,
    RMode,
    String,
    Regex,
    /// `bvN`
    Bv(u32),
    /// `floatSeE`
    Float { sig: u32, exp: u32 },
    /// An uninterpreted type constructor or datatype `C T1 .. Tn`; `id` indexes the
    /// constructor table of [`crate::TcInfo`].
    Ctor { id: u32, name: Name, args: Vec<Ty> },
    /// A synonym application `S T1 .. Tn` with its expansion (printing keeps `S`).
    Syn { name: Name, args: Vec<Ty>, body: Box<Ty> },
    /// A type variable, identified by its binder.
    Var { id: TvId, name: Name },
    /// `<a>[T1, T2]R`
    Map(Box<MapTy>),
    /// A type unknown of the checker (internal).
    Proxy(u32),
}

/// A map type `<tparams>[args]result`; the type parameters are in canonical order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MapTy {
    pub tparams: Vec<(TvId, Name)>,
    pub args: Vec<Ty>,
    pub result: Ty,
}

impl Ty {
    /// The type with top-level synonyms expanded.
    pub fn expand(&self) -> &Ty {
        let mut t = self;
        while let Ty::Syn { body, .. } = t {
            t = body;
        }
        t
    }

    /// Whether this is a builtin type without parts (`bool`, `int`, `bvN`, ...).
    #[inline]
    pub fn is_leaf(&self) -> bool {
        matches!(
            self,
            Ty::Bool | Ty::Int | Ty::Real | Ty::RMode | Ty::String | Ty::Regex | Ty::Bv(_) | Ty::Float { .. }
        )
    }

    /// Equality of two leaf types (see [`Ty::is_leaf`]); false for anything else.
    #[inline]
    pub(crate) fn leaf_eq(&self, other: &Ty) -> bool {
        match (self, other) {
            (Ty::Bool, Ty::Bool)
            | (Ty::Int, Ty::Int)
            | (Ty::Real, Ty::Real)
            | (Ty::RMode, Ty::RMode)
            | (Ty::String, Ty::String)
            | (Ty::Regex, Ty::Regex) => true,
            (Ty::Bv(x), Ty::Bv(y)) => x == y,
            (Ty::Float { sig: s1, exp: e1 }, Ty::Float { sig: s2, exp: e2 }) => s1 == s2 && e1 == e2,
            _ => false,
        }
    }

    /// Whether this is `bool` (after synonym expansion).
    pub fn is_bool(&self) -> bool {
        matches!(self.expand(), Ty::Bool)
    }

    /// Whether this is a map type (after synonym expansion).
    pub fn as_map(&self) -> Option<&MapTy> {
        match self.expand() {
            Ty::Map(m) => Some(m),
            _ => None,
        }
    }

    /// Substitutes type variables by id.
    pub fn subst(&self, s: &[(TvId, Ty)]) -> Ty {
        if s.is_empty() {
            return self.clone();
        }
        match self {
            Ty::Var { id, .. } => {
                for (v, t) in s {
                    if v == id {
                        return t.clone();
                    }
                }
                self.clone()
            }
            Ty::Ctor { id, name, args } => {
                Ty::Ctor { id: *id, name: name.clone(), args: args.iter().map(|a| a.subst(s)).collect() }
            }
            Ty::Syn { name, args, body } => Ty::Syn {
                name: name.clone(),
                args: args.iter().map(|a| a.subst(s)).collect(),
                body: Box::new(body.subst(s)),
            },
            Ty::Map(m) => {
                if m.tparams.iter().any(|(b, _)| s.iter().any(|(v, _)| v == b)) {
                    let inner: Vec<(TvId, Ty)> =
                        s.iter().filter(|(v, _)| !m.tparams.iter().any(|(b, _)| b == v)).cloned().collect();
                    return self.subst(&inner);
                }
                Ty::Map(Box::new(MapTy {
                    tparams: m.tparams.clone(),
                    args: m.args.iter().map(|a| a.subst(s)).collect(),
                    result: m.result.subst(s),
                }))
            }
            _ => self.clone(),
        }
    }

    /// Whether type variable `v` occurs (free or not) in the type.
    pub fn mentions_var(&self, v: TvId) -> bool {
        match self {
            Ty::Var { id, .. } => *id == v,
            Ty::Ctor { args, .. } => args.iter().any(|a| a.mentions_var(v)),
            Ty::Syn { body, .. } => body.mentions_var(v),
            Ty::Map(m) => m.args.iter().any(|a| a.mentions_var(v)) || m.result.mentions_var(v),
            _ => false,
        }
    }

    /// Collects the type variables occurring in the type, in order of first occurrence.
    pub fn collect_vars(&self, out: &mut Vec<(TvId, Name)>) {
        match self {
            Ty::Var { id, name } => {
                if !out.iter().any(|(i, _)| i == id) {
                    out.push((*id, name.clone()));
                }
            }
            Ty::Ctor { args, .. } => args.iter().for_each(|a| a.collect_vars(out)),
            Ty::Syn { body, .. } => body.collect_vars(out),
            Ty::Map(m) => {
                m.args.iter().for_each(|a| a.collect_vars(out));
                m.result.collect_vars(out);
            }
            _ => {}
        }
    }
}

/// How a proxy prints: by the name of the type parameter it was created for, or
/// `[?, ?]?` for a map unknown.
pub(crate) trait ProxyNames {
    fn proxy_text(&self, p: u32, out: &mut String);
}

struct NoProxies;

impl ProxyNames for NoProxies {
    fn proxy_text(&self, _p: u32, out: &mut String) {
        out.push('?');
    }
}

/// Whether an identifier needs a `\` when printed (keywords and `bvN`).
fn needs_escape(name: &str) -> bool {
    const KW: &[&str] = &[
        "assert", "assume", "axiom", "bool", "break", "call", "complete", "const", "else", "ensures",
        "exists", "false", "finite", "forall", "free", "function", "goto", "havoc", "if", "implementation",
        "int", "invariant", "lambda", "modifies", "old", "procedure", "real", "requires", "return",
        "returns", "then", "true", "type", "unique", "var", "where", "while", "div", "mod", "datatype",
    ];
    if KW.contains(&name) {
        return true;
    }
    name.len() > 2 && name.starts_with("bv") && name[2..].bytes().all(|b| b.is_ascii_digit())
}

pub(crate) fn push_name(name: &str, out: &mut String) {
    if needs_escape(name) {
        out.push('\\');
    }
    out.push_str(&name.replace('@', "#AT#"));
}

fn is_app_with_args(t: &Ty) -> bool {
    matches!(t, Ty::Ctor { args, .. } | Ty::Syn { args, .. } if !args.is_empty())
}

pub(crate) fn print_ty(t: &Ty, px: &dyn ProxyNames, out: &mut String) {
    match t {
        Ty::Bool => out.push_str("bool"),
        Ty::Int => out.push_str("int"),
        Ty::Real => out.push_str("real"),
        Ty::RMode => out.push_str("rmode"),
        Ty::String => out.push_str("string"),
        Ty::Regex => out.push_str("regex"),
        Ty::Bv(n) => {
            out.push_str("bv");
            out.push_str(&n.to_string());
        }
        Ty::Float { sig, exp } => {
            out.push_str(&format!("float{sig}e{exp}"));
        }
        Ty::Ctor { name, args, .. } | Ty::Syn { name, args, .. } => {
            push_name(name, out);
            let n = args.len();
            for (i, a) in args.iter().enumerate() {
                out.push(' ');
                let paren = if i + 1 < n { is_app_with_args(a) || matches!(a, Ty::Map(_)) } else { is_app_with_args(a) };
                if paren {
                    out.push('(');
                }
                print_ty(a, px, out);
                if paren {
                    out.push(')');
                }
            }
        }
        Ty::Var { name, .. } => push_name(name, out),
        Ty::Map(m) => {
            if !m.tparams.is_empty() {
                out.push('<');
                for (i, (_, n)) in m.tparams.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    push_name(n, out);
                }
                out.push('>');
            }
            out.push('[');
            for (i, a) in m.args.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                print_ty(a, px, out);
            }
            out.push(']');
            print_ty(&m.result, px, out);
        }
        Ty::Proxy(p) => px.proxy_text(*p, out),
    }
}

impl fmt::Display for Ty {
    /// Prints the type the way Boogie prints types in messages (§3.4.4).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        print_ty(self, &NoProxies, &mut s);
        f.write_str(&s)
    }
}

/// Orders type parameters by first occurrence in `types`; unused ones keep their place at the end.
pub(crate) fn canonical_order<'t>(tps: &[(TvId, Name)], types: impl Iterator<Item = &'t Ty>) -> Vec<(TvId, Name)> {
    if tps.len() <= 1 {
        return tps.to_vec();
    }
    let mut occ = Vec::new();
    for t in types {
        t.collect_vars(&mut occ);
    }
    let mut out: Vec<(TvId, Name)> = occ.into_iter().filter(|(id, _)| tps.iter().any(|(t, _)| t == id)).collect();
    for tp in tps {
        if !out.iter().any(|(i, _)| *i == tp.0) {
            out.push(tp.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(name: &str, args: Vec<Ty>) -> Ty {
        Ty::Ctor { id: 0, name: name.into(), args }
    }

    #[test]
    fn prints_like_boogie() {
        let m = Ty::Map(Box::new(MapTy { tparams: vec![], args: vec![Ty::Int], result: Ty::Bool }));
        assert_eq!(c("Field", vec![Ty::Int]).to_string(), "Field int");
        assert_eq!(c("C", vec![c("D", vec![Ty::Int]), m.clone()]).to_string(), "C (D int) [int]bool");
        assert_eq!(c("C", vec![m.clone(), Ty::Int]).to_string(), "C ([int]bool) int");
        assert_eq!(c("E", vec![c("E", vec![c("D", vec![])])]).to_string(), "E (E D)");
        let a = Ty::Var { id: 1, name: "a".into() };
        let pm = Ty::Map(Box::new(MapTy {
            tparams: vec![(1, "a".into())],
            args: vec![c("ref", vec![]), c("Field", vec![a.clone()])],
            result: a,
        }));
        assert_eq!(pm.to_string(), "<a>[ref,Field a]a");
        assert_eq!(Ty::Bv(32).to_string(), "bv32");
        assert_eq!(Ty::Float { sig: 24, exp: 8 }.to_string(), "float24e8");
    }
}
