//! Ground types: normal form, matching against patterns, and names for instances.
//!
//! Types are `boogie_tc::Ty` values in a normal form ([`norm`]): synonyms expanded
//! everywhere, and the type parameters of every map type renamed canonically by binder
//! depth and position ([`canon_var`]), so that two alpha-equivalent types are equal values
//! and can key a table. A type is *ground* when no type variable occurs free in it (the
//! canonical parameters of a map type are bound, not free).

use boogie_tc::{MapTy, TvId, Ty};

/// Type variable ids at or above this value are canonical map-type parameters.
const CANON_BASE: TvId = 0xF000_0000;

/// Type constructor ids at or above this value are types made by monomorphization (the
/// arbitrary types of a polymorphic implementation's parameters and of skolemized type
/// quantifiers); they are not in the checker's table.
pub const FRESH_BASE: u32 = 0xE000_0000;

/// The canonical `index`th type parameter of a map type nested `depth` map binders deep.
fn canon_var(depth: u32, index: usize) -> Ty {
    Ty::Var { id: CANON_BASE + depth * 256 + index as u32, name: format!("${depth}_{index}").into() }
}

/// `t` under substitution `s`, in normal form.
pub fn norm(t: &Ty, s: &[(TvId, Ty)]) -> Ty {
    norm_at(t, s, 0)
}

fn norm_at(t: &Ty, s: &[(TvId, Ty)], depth: u32) -> Ty {
    match t {
        Ty::Var { id, .. } => match s.iter().rev().find(|(v, _)| v == id) {
            Some((_, g)) => g.clone(),
            None => t.clone(),
        },
        Ty::Syn { body, .. } => norm_at(body, s, depth),
        Ty::Ctor { id, name, args } => {
            Ty::Ctor { id: *id, name: name.clone(), args: args.iter().map(|a| norm_at(a, s, depth)).collect() }
        }
        Ty::Map(m) => {
            if m.tparams.is_empty() {
                return Ty::Map(Box::new(MapTy {
                    tparams: Vec::new(),
                    args: m.args.iter().map(|a| norm_at(a, s, depth)).collect(),
                    result: norm_at(&m.result, s, depth),
                }));
            }
            // Rename the binder's parameters canonically (they shadow `s`).
            let mut inner: Vec<(TvId, Ty)> = s.to_vec();
            let mut tparams = Vec::with_capacity(m.tparams.len());
            for (i, (v, _)) in m.tparams.iter().enumerate() {
                let c = canon_var(depth, i);
                if let Ty::Var { id, name } = &c {
                    tparams.push((*id, name.clone()));
                }
                inner.push((*v, c));
            }
            Ty::Map(Box::new(MapTy {
                tparams,
                args: m.args.iter().map(|a| norm_at(a, &inner, depth + 1)).collect(),
                result: norm_at(&m.result, &inner, depth + 1),
            }))
        }
        _ => t.clone(),
    }
}

/// Whether no type variable occurs free in `t` (normal form).
pub fn is_ground(t: &Ty) -> bool {
    match t {
        Ty::Var { id, .. } => *id >= CANON_BASE,
        Ty::Ctor { args, .. } => args.iter().all(is_ground),
        Ty::Syn { body, .. } => is_ground(body),
        Ty::Map(m) => m.args.iter().all(is_ground) && is_ground(&m.result),
        Ty::Proxy(_) => false,
        _ => true,
    }
}

/// Whether `t` is a polymorphic map type (normal form).
pub fn is_poly_map(t: &Ty) -> bool {
    matches!(t, Ty::Map(m) if !m.tparams.is_empty())
}

/// Whether any of `vars` occurs in `t`.
pub fn mentions(t: &Ty, vars: &[TvId]) -> bool {
    vars.iter().any(|v| t.mentions_var(*v))
}

/// Matches pattern `p` (normal form; `vars` free) against ground `g` (normal form),
/// extending `binding` (indexed like `vars`). Canonical map parameters match only
/// themselves, so binders match up to renaming.
pub fn match_ty(p: &Ty, g: &Ty, vars: &[TvId], binding: &mut [Option<Ty>]) -> bool {
    match p {
        Ty::Var { id, .. } => match vars.iter().position(|v| v == id) {
            Some(i) => match &binding[i] {
                Some(t) => t == g,
                None => {
                    binding[i] = Some(g.clone());
                    true
                }
            },
            None => p == g,
        },
        Ty::Ctor { id, args, .. } => match g {
            Ty::Ctor { id: gid, args: gargs, .. } => {
                id == gid && args.len() == gargs.len() && args.iter().zip(gargs).all(|(a, b)| match_ty(a, b, vars, binding))
            }
            _ => false,
        },
        Ty::Map(m) => match g {
            Ty::Map(gm) => {
                m.tparams.len() == gm.tparams.len()
                    && m.args.len() == gm.args.len()
                    && m.args.iter().zip(&gm.args).all(|(a, b)| match_ty(a, b, vars, binding))
                    && match_ty(&m.result, &gm.result, vars, binding)
            }
            _ => false,
        },
        _ => p == g,
    }
}

/// Whether values of the ground types `a` and `b` can never be equal: the types differ
/// and neither mentions a type made by monomorphization (which may be any type).
pub fn surely_apart(a: &Ty, b: &Ty) -> Option<bool> {
    if a == b {
        return Some(false);
    }
    match (a, b) {
        (Ty::Ctor { id, .. }, _) | (_, Ty::Ctor { id, .. }) if *id >= FRESH_BASE => None,
        (Ty::Ctor { id: x, args: xs, .. }, Ty::Ctor { id: y, args: ys, .. }) if x == y => {
            any_apart(xs.iter().zip(ys))
        }
        (Ty::Map(m), Ty::Map(n)) if m.tparams.len() == n.tparams.len() && m.args.len() == n.args.len() => {
            any_apart(m.args.iter().zip(&n.args).chain(std::iter::once((&m.result, &n.result))))
        }
        _ => {
            if mentions_fresh(a) || mentions_fresh(b) {
                None
            } else {
                Some(true)
            }
        }
    }
}

/// Whether a type made by monomorphization occurs in `t`.
fn mentions_fresh(t: &Ty) -> bool {
    match t {
        Ty::Ctor { id, args, .. } => *id >= FRESH_BASE || args.iter().any(mentions_fresh),
        Ty::Map(m) => m.args.iter().any(mentions_fresh) || mentions_fresh(&m.result),
        _ => false,
    }
}

/// A readable name part for a ground type (Boogie identifier characters only): `int`,
/// `Field.ref.int`, `map.int.bool`. Not injective: instance names are made unique by the
/// name generator, and instances are keyed by type, not by name.
pub fn mangle(t: &Ty, poly_map_name: &dyn Fn(&Ty) -> Option<String>) -> String {
    let mut out = String::new();
    mangle_into(t, poly_map_name, &mut out);
    out
}

fn mangle_into(t: &Ty, pm: &dyn Fn(&Ty) -> Option<String>, out: &mut String) {
    match t {
        Ty::Bool => out.push_str("bool"),
        Ty::Int => out.push_str("int"),
        Ty::Real => out.push_str("real"),
        Ty::RMode => out.push_str("rmode"),
        Ty::String => out.push_str("string"),
        Ty::Regex => out.push_str("regex"),
        Ty::Bv(n) => out.push_str(&format!("bv{n}")),
        Ty::Float { sig, exp } => out.push_str(&format!("float{sig}e{exp}")),
        Ty::Ctor { name, args, .. } => {
            out.push_str(name.trim_start_matches('\\'));
            for a in args {
                out.push('.');
                mangle_into(a, pm, out);
            }
        }
        Ty::Syn { body, .. } => mangle_into(body, pm, out),
        Ty::Map(m) => match pm(t) {
            Some(n) => out.push_str(&n),
            None => {
                out.push_str("map");
                for a in &m.args {
                    out.push('.');
                    mangle_into(a, pm, out);
                }
                out.push('.');
                mangle_into(&m.result, pm, out);
            }
        },
        Ty::Var { name, .. } => out.push_str(name),
        Ty::Proxy(_) => out.push('?'),
    }
}

/// Depth of type constructor nesting (a guard against types that grow without end).
pub fn depth(t: &Ty) -> usize {
    match t {
        Ty::Ctor { args, .. } => 1 + args.iter().map(depth).max().unwrap_or(0),
        Ty::Syn { body, .. } => depth(body),
        Ty::Map(m) => 1 + m.args.iter().chain(std::iter::once(&m.result)).map(depth).max().unwrap_or(0),
        _ => 1,
    }
}

/// Every ground constructor type `C T1 .. Tn` (n ≥ 1) in `t`, `t` included, innermost first.
pub fn ctor_subterms<'t>(t: &'t Ty, out: &mut Vec<&'t Ty>) {
    match t {
        Ty::Ctor { args, .. } => {
            for a in args {
                ctor_subterms(a, out);
            }
            if !args.is_empty() {
                out.push(t);
            }
        }
        Ty::Map(m) => {
            for a in m.args.iter().chain(std::iter::once(&m.result)) {
                ctor_subterms(a, out);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(name: &str, id: u32, args: Vec<Ty>) -> Ty {
        Ty::Ctor { id, name: name.into(), args }
    }

    fn v(id: TvId, name: &str) -> Ty {
        Ty::Var { id, name: name.into() }
    }

    fn pmap(tp: (TvId, &str), args: Vec<Ty>, result: Ty) -> Ty {
        Ty::Map(Box::new(MapTy { tparams: vec![(tp.0, tp.1.into())], args, result }))
    }

    #[test]
    fn alpha_equivalent_map_types_have_one_normal_form() {
        let a = pmap((1, "a"), vec![c("Field", 0, vec![v(1, "a")])], v(1, "a"));
        let b = pmap((7, "b"), vec![c("Field", 0, vec![v(7, "b")])], v(7, "b"));
        assert_eq!(norm(&a, &[]), norm(&b, &[]));
        assert!(is_ground(&norm(&a, &[])));
        assert!(!is_ground(&v(3, "t")));
    }

    #[test]
    fn substitution_stops_at_a_binder_of_the_same_variable() {
        // <a>[Field a]t with t := int, and an outer a := bool that the binder shadows.
        let m = pmap((1, "a"), vec![c("Field", 0, vec![v(1, "a")])], v(2, "t"));
        let n = norm(&m, &[(1, Ty::Bool), (2, Ty::Int)]);
        let expected = norm(&pmap((9, "x"), vec![c("Field", 0, vec![v(9, "x")])], Ty::Int), &[]);
        assert_eq!(n, expected);
    }

    #[test]
    fn patterns_bind_their_variables_consistently() {
        let pat = c("Pair", 0, vec![v(1, "a"), v(1, "a")]);
        let mut b = vec![None];
        assert!(match_ty(&pat, &c("Pair", 0, vec![Ty::Int, Ty::Int]), &[1], &mut b));
        assert_eq!(b[0], Some(Ty::Int));
        let mut b = vec![None];
        assert!(!match_ty(&pat, &c("Pair", 0, vec![Ty::Int, Ty::Bool]), &[1], &mut b));
    }

    #[test]
    fn types_apart_unless_a_made_type_is_involved() {
        assert_eq!(surely_apart(&Ty::Int, &Ty::Bool), Some(true));
        assert_eq!(surely_apart(&Ty::Int, &Ty::Int), Some(false));
        let fresh = c("T#1", FRESH_BASE, vec![]);
        assert_eq!(surely_apart(&Ty::Int, &fresh), None);
        assert_eq!(surely_apart(&c("F", 0, vec![Ty::Int]), &c("F", 0, vec![Ty::Bool])), Some(true));
        assert_eq!(surely_apart(&c("F", 0, vec![fresh.clone()]), &c("F", 0, vec![Ty::Bool])), None);
    }

    #[test]
    fn mangled_names_read_like_the_type() {
        let none = |_: &Ty| None;
        assert_eq!(mangle(&c("Field", 0, vec![c("ref", 1, vec![]), Ty::Int]), &none), "Field.ref.int");
        let m = Ty::Map(Box::new(MapTy { tparams: vec![], args: vec![Ty::Int], result: Ty::Bool }));
        assert_eq!(mangle(&m, &none), "map.int.bool");
    }
}

/// Whether some pair of `parts` is surely apart (`Some(true)`), all surely not
/// (`Some(false)`), or unknown.
fn any_apart<'t>(parts: impl Iterator<Item = (&'t Ty, &'t Ty)>) -> Option<bool> {
    let mut unknown = false;
    for (p, q) in parts {
        match surely_apart(p, q) {
            Some(true) => return Some(true),
            None => unknown = true,
            Some(false) => {}
        }
    }
    if unknown {
        None
    } else {
        Some(false)
    }
}
