//! Types as terms: the sorts `$T` (types) and `$U` (values of every type that is not
//! native), the type term of every Boogie type, the casts between native values and `$U`,
//! and the abstraction of map types into classes with select and store functions.
//!
//! A value's *representation* ([`Rep`]) is its native sort for `bool`, `int`, `real`,
//! `bvN`, floats, `rmode`, `string` and `regex`, and `$U` for every other type (type
//! constructors, maps, type variables). The type term of `C T1 .. Tn` is `$Type.C(t1, ..,
//! tn)`; `$Head` numbers the type constructors (so distinct constructors give distinct
//! types) and inverse functions make each injective.
//!
//! Maps: the *class* of a map type replaces every maximal part that does not mention the
//! map's own type parameters by a parameter (`[ref]bool`, `[int]bool` and `[T]bool` are all
//! `[$0]$1`, so that a map built where `T` is a type variable is read alike where `T` is
//! `int`); values of a class are `$U`, read by `$Select#k(params, type arguments, m,
//! indices)` and written by `$Store#k(...)`, with the read-over-write axioms (as Boogie's
//! type encoding: no extensionality).

use indexmap::IndexMap;

use boogie_ast::{BinaryExpr, BinaryOp, Expr, ExprKind, FunCall, Ident, Literal, Name, Span, Type, TypeKind};
use boogie_tc::{MapTy, TvId, Ty};

use crate::MonoError;

/// How a value is represented.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Rep {
    /// As a value of `$U`.
    U,
    /// As itself (a native leaf type).
    Native(Ty),
}

/// Whether `t` (normal form) is represented natively.
pub(crate) fn is_native(t: &Ty) -> bool {
    matches!(t, Ty::Bool | Ty::Int | Ty::Real | Ty::Bv(_) | Ty::Float { .. } | Ty::RMode | Ty::String | Ty::Regex)
}

pub(crate) fn rep_of(t: &Ty) -> Rep {
    if is_native(t) {
        Rep::Native(t.clone())
    } else {
        Rep::U
    }
}

/// The names of a native type's type term and casts.
pub(crate) struct Native {
    pub term: Name,
    pub boxf: Name,
    pub unbox: Name,
    pub boxed: bool,
}

/// A type constructor's type term function and its inverses.
pub(crate) struct Ctor {
    pub term: Name,
    pub arity: usize,
    pub invs: Vec<Name>,
}

/// A map class (module doc).
pub(crate) struct Class {
    /// The abstracted map type: parameters are the type variables `params`.
    pub shape: MapTy,
    pub params: Vec<TvId>,
    pub term: Name,
    pub invs: Vec<Name>,
    pub select: Name,
    pub store: Name,
}

pub(crate) fn var(name: &Name, span: Span) -> Expr {
    Expr { kind: ExprKind::Var { name: name.clone() }, span }
}

pub(crate) fn app(name: &Name, args: Vec<Expr>, span: Span) -> Expr {
    Expr { kind: ExprKind::FunCall(Box::new(FunCall { name: Ident { name: name.clone(), span }, args })), span }
}

pub(crate) fn bin(op: BinaryOp, lhs: Expr, rhs: Expr, span: Span) -> Expr {
    Expr { kind: ExprKind::Binary(Box::new(BinaryExpr { op, lhs, rhs })), span }
}

pub(crate) fn int_lit(n: usize, span: Span) -> Expr {
    Expr { kind: ExprKind::Lit(Literal::Int(n.to_string().into())), span }
}

pub(crate) fn named_type(name: &Name) -> Type {
    Type { kind: TypeKind::Named { name: name.clone(), args: Vec::new() }, span: Span::NONE }
}

/// The Boogie type of a native leaf.
pub(crate) fn native_type(t: &Ty) -> Type {
    let kind = match t {
        Ty::Bool => TypeKind::Bool,
        Ty::Int => TypeKind::Int,
        Ty::Real => TypeKind::Real,
        Ty::Bv(w) => TypeKind::Bv { width: *w },
        Ty::Float { sig, exp } => TypeKind::Float { sig: *sig, exp: *exp },
        Ty::RMode => TypeKind::RMode,
        Ty::String => TypeKind::String,
        _ => TypeKind::Regex,
    };
    Type { kind, span: Span::NONE }
}

/// The type-term side of the erasure: what has been used, by name.
pub(crate) struct Terms {
    pub t_sort: Name,
    pub u_sort: Name,
    pub type_fn: Name,
    pub head_fn: Name,
    pub natives: IndexMap<Ty, Native>,
    pub ctors: IndexMap<u32, Ctor>,
    pub classes: IndexMap<MapTy, Class>,
}

/// Where to find the type term of each type variable in scope.
pub(crate) type TyEnv = Vec<(TvId, Expr)>;

impl Terms {
    /// The representation's Boogie type.
    pub fn rep_type(&self, r: &Rep) -> Type {
        match r {
            Rep::U => named_type(&self.u_sort),
            Rep::Native(t) => native_type(t),
        }
    }

    /// `$type(x) == t`.
    pub fn has_type(&self, x: Expr, t: Expr, span: Span) -> Expr {
        bin(BinaryOp::Eq, app(&self.type_fn, vec![x], span), t, span)
    }
}

/// Makes names for what the erasure declares (avoiding the program's names).
pub(crate) trait Names {
    fn fresh(&mut self, base: &str) -> Name;
}

impl Terms {
    pub fn new(names: &mut dyn Names) -> Terms {
        Terms {
            t_sort: names.fresh("$T"),
            u_sort: names.fresh("$U"),
            type_fn: names.fresh("$type"),
            head_fn: names.fresh("$Head"),
            natives: IndexMap::new(),
            ctors: IndexMap::new(),
            classes: IndexMap::new(),
        }
    }

    fn native(&mut self, t: &Ty, names: &mut dyn Names) -> &mut Native {
        if !self.natives.contains_key(t) {
            let tag = t.to_string();
            let n = Native {
                term: names.fresh(&format!("$Type.{tag}")),
                boxf: names.fresh(&format!("$Box.{tag}")),
                unbox: names.fresh(&format!("$Unbox.{tag}")),
                boxed: false,
            };
            self.natives.insert(t.clone(), n);
        }
        self.natives.get_mut(t).unwrap_or_else(|| unreachable!("inserted above"))
    }

    /// `e` converted from representation `from` to `to`.
    pub fn convert(&mut self, e: Expr, from: &Rep, to: &Rep, names: &mut dyn Names) -> R<Expr> {
        let span = e.span;
        Ok(match (from, to) {
            (a, b) if a == b => e,
            (Rep::Native(t), Rep::U) => {
                let n = self.native(t, names);
                n.boxed = true;
                app(&n.boxf.clone(), vec![e], span)
            }
            (Rep::U, Rep::Native(t)) => {
                let n = self.native(t, names);
                n.boxed = true;
                app(&n.unbox.clone(), vec![e], span)
            }
            _ => return Err(MonoError::Unhandled("a conversion between two native types".into())),
        })
    }

    /// The type term of `t` (normal form; its free variables in `env`).
    pub fn term(&mut self, t: &Ty, env: &TyEnv, ctor_arity: &dyn Fn(u32) -> (Name, usize), names: &mut dyn Names, span: Span) -> R<Expr> {
        match t {
            Ty::Var { id, name } => match env.iter().rev().find(|(v, _)| v == id) {
                Some((_, x)) => Ok(x.clone()),
                None => Err(MonoError::Unhandled(format!("internal: type variable {name} not in scope"))),
            },
            Ty::Syn { body, .. } => self.term(body, env, ctor_arity, names, span),
            Ty::Ctor { id, args, .. } => {
                let (cname, arity) = ctor_arity(*id);
                if !self.ctors.contains_key(id) {
                    let term = names.fresh(&format!("$Type.{cname}"));
                    let invs = (0..arity).map(|i| names.fresh(&format!("$Type.{cname}.{i}"))).collect();
                    self.ctors.insert(*id, Ctor { term, arity, invs });
                }
                let mut ts = Vec::with_capacity(args.len());
                for a in args {
                    ts.push(self.term(a, env, ctor_arity, names, span)?);
                }
                let c = &self.ctors[id];
                Ok(if ts.is_empty() { var(&c.term, span) } else { app(&c.term, ts, span) })
            }
            Ty::Map(m) => {
                let (k, params) = self.class(m, names);
                let mut ts = Vec::with_capacity(params.len());
                for p in &params {
                    ts.push(self.term(p, env, ctor_arity, names, span)?);
                }
                let c = &self.classes[k];
                Ok(if ts.is_empty() { var(&c.term, span) } else { app(&c.term, ts, span) })
            }
            Ty::Proxy(_) => Err(MonoError::Unhandled("internal: a type proxy".into())),
            native => {
                let n = self.native(native, names);
                Ok(var(&n.term.clone(), span))
            }
        }
    }

    /// The class of map type `m` (normal form) and the types its parameters stand for.
    pub fn class(&mut self, m: &MapTy, names: &mut dyn Names) -> (usize, Vec<Ty>) {
        let bound: Vec<TvId> = m.tparams.iter().map(|(v, _)| *v).collect();
        let mut params = Vec::new();
        let args: Vec<Ty> = m.args.iter().map(|a| abstract_part(a, &bound, &mut params)).collect();
        let result = abstract_part(&m.result, &bound, &mut params);
        let shape = MapTy { tparams: m.tparams.clone(), args, result };
        if let Some(k) = self.classes.get_index_of(&shape) {
            return (k, params);
        }
        let k = self.classes.len();
        let term = names.fresh(&format!("$Type.Map#{k}"));
        let invs = (0..params.len()).map(|i| names.fresh(&format!("$Type.Map#{k}.{i}"))).collect();
        let select = names.fresh(&format!("$Select#{k}"));
        let store = names.fresh(&format!("$Store#{k}"));
        let param_vars = (0..params.len()).map(|i| PARAM_BASE + i as TvId).collect();
        self.classes.insert(shape.clone(), Class { shape, params: param_vars, term, invs, select, store });
        (k, params)
    }
}

/// Type variable ids of class parameters.
pub(crate) const PARAM_BASE: TvId = 0xD000_0000;

/// `t` with every maximal part that is not native and does not mention `bound` replaced by
/// a class parameter (pushed to `params`).
fn abstract_part(t: &Ty, bound: &[TvId], params: &mut Vec<Ty>) -> Ty {
    // Native parts too: `[int]bool` and `[T]bool` at `T := int` must be one class.
    if !bound.iter().any(|v| t.mentions_var(*v)) {
        let id = PARAM_BASE + params.len() as TvId;
        params.push(t.clone());
        return Ty::Var { id, name: format!("$p{}", params.len() - 1).into() };
    }
    match t {
        Ty::Ctor { id, name, args } => {
            Ty::Ctor { id: *id, name: name.clone(), args: args.iter().map(|a| abstract_part(a, bound, params)).collect() }
        }
        Ty::Map(m) => Ty::Map(Box::new(MapTy {
            tparams: m.tparams.clone(),
            args: m.args.iter().map(|a| abstract_part(a, bound, params)).collect(),
            result: abstract_part(&m.result, bound, params),
        })),
        other => other.clone(),
    }
}

pub(crate) type R<T> = Result<T, MonoError>;

/// `a && b`.
pub(crate) fn and(a: Expr, b: Expr) -> Expr {
    let span = a.span;
    bin(BinaryOp::And, a, b, span)
}

/// `int_lit` as an expression of the head numbering.
pub(crate) fn head_value(k: usize) -> Expr {
    int_lit(k, Span::NONE)
}
