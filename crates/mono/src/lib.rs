//! Monomorphization: a passive Boogie program with polymorphism to one without.
//!
//! Requires: `Passive` (type checked). Produces: `Passive`, with no type parameter left on
//! any function, procedure, implementation, quantifier, lambda or map type, and no
//! datatype with type parameters. SMT-LIB has no type quantifiers; after this pass every
//! Boogie type is an SMT sort and `vcgen` translates what it is given.
//!
//! What each polymorphic construct becomes (before → after):
//! - a polymorphic function, one function per ground instance the program uses:
//!   `function f<T>(x: T): int;` used as `f(1)` and `f(true)` → `function f#int(x: int): int;`
//!   and `function f#bool(x: bool): int;`, applications renamed;
//! - a datatype with parameters, one datatype per instance: `List int` → `List#int`, its
//!   constructors `Nil#int`, `Cons#int` (field names kept);
//! - a polymorphic map type `<a>[Field a]a`: a datatype `PolyMap#1` with one monomorphic map
//!   per instance of `a` the program selects or stores at, plus a field of an uninterpreted
//!   type for the values at every other instance (so that equality of two maps is not
//!   decided by the instances the program happens to mention): `m[f]` with `f: Field int`
//!   → `m->PolyMap#1#int[f]`, `m[f := v]` → `PolyMap#1#int#update(m, f, v)`, a function
//!   an axiom defines as `m->(PolyMap#1#int := m->PolyMap#1#int[f := v])` (a function, so
//!   that a trigger on a store matches stores only);
//! - a type quantifier, by polarity (as Leino and Rümmer's encoding would decide it, without
//!   types as terms): one that is assumed (`forall<T>` in an `assume` or an axiom,
//!   `exists<T>` in an `assert`) becomes the conjunction (disjunction) of its instances at
//!   the types its *instantiation hints* give; one that must be proved (`forall<T>` in an
//!   `assert`) is proved for a fresh uninterpreted type, and an assumed `exists<T>` is
//!   assumed for one (its witness type). Hints ([`hints`]): the instances of the
//!   polymorphic functions, maps and type constructors the quantifier mentions at `T`,
//!   found by matching; a variable that nothing matches ranges over every ground type of
//!   the program. The instance sets are closed by iteration ([`walk::Mono::run`]);
//! - a polymorphic implementation: verified once, for fresh uninterpreted types.
//!
//! Equality between values of two ground types that are surely different is `false`.
//!
//! Where this encoding would be unsound or cannot decide (a type quantifier in a position
//! of both polarities, one to skolemize under a term binder, equality between a type
//! made here and another type), [`monomorphize`] reports [`MonoError::Unhandled`] and the
//! caller chooses another encoding. Where instantiation would not terminate (an expanding
//! type cycle, Boogie's check in [`cycle`], or instance sets that keep growing),
//! [`MonoError::ExpandingTypeCycle`], which Boogie reports as
//! `Unable to monomorphize input program: expanding type cycle detected`.
//!
//! **Architecture Invariant:** the output is a weakening of the input only where Boogie's
//! semantics quantifies over types the program never mentions (instances are assumptions;
//! goals are proved for arbitrary types), so "verified" for the output implies "verified"
//! for the input.

mod cycle;
mod decls;
mod erase;
mod hints;
pub mod types;
mod walk;

use boogie_ast::gen::visit::{walk_expr, Visitor};
use boogie_ast::{Expr, ExprKind, Program};
use boogie_tc::{TcInfo, Ty};

/// Why a program was not monomorphized.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MonoError {
    /// Instantiation would not terminate (Boogie: `expanding type cycle detected`).
    ExpandingTypeCycle,
    /// A use of polymorphism this encoding cannot translate soundly (the reason).
    Unhandled(String),
}

impl MonoError {
    /// The line Boogie prints for this failure.
    pub fn boogie_line(&self) -> &'static str {
        match self {
            MonoError::ExpandingTypeCycle => "Unable to monomorphize input program: expanding type cycle detected",
            MonoError::Unhandled(_) => "Unable to monomorphize input program: unhandled polymorphic features detected",
        }
    }
}

/// The result of a successful run: the program, and what the caller may want to report
/// (instances left out because of the caps, which makes assumptions weaker, never goals).
#[derive(Debug)]
pub struct Monomorphized {
    pub program: Program,
    pub notes: Vec<String>,
}

/// Whether `program` uses polymorphism anywhere (type parameters of functions, procedures,
/// datatypes, quantifiers, lambdas or map types).
pub fn is_polymorphic(program: &Program, info: &TcInfo<'_>) -> bool {
    if info.funcs.iter().any(|f| !f.tparams.is_empty())
        || info.procs.iter().any(|p| !p.tparams.is_empty())
        || info.type_ctors.iter().any(|c| c.datatype_ctors.is_some() && c.arity > 0)
        || info.vars.iter().any(|v| mentions_poly_map(&v.ty))
        || info.funcs.iter().any(|f| f.params.iter().chain(std::iter::once(&f.result)).any(mentions_poly_map))
    {
        return true;
    }
    struct Finder<'i, 'p> {
        info: &'i TcInfo<'p>,
        found: bool,
    }
    impl Visitor for Finder<'_, '_> {
        fn visit_expr(&mut self, e: &Expr) {
            if self.found {
                return;
            }
            if let ExprKind::Quant(q) = &e.kind {
                if !q.type_params.is_empty() {
                    self.found = true;
                    return;
                }
            }
            if let Some(t) = self.info.type_of(e) {
                if mentions_poly_map(t) {
                    self.found = true;
                    return;
                }
            }
            walk_expr(self, e);
        }
    }
    let mut f = Finder { info, found: false };
    f.visit_program(program);
    f.found
}

fn mentions_poly_map(t: &Ty) -> bool {
    match t.expand() {
        Ty::Map(m) => !m.tparams.is_empty() || m.args.iter().any(mentions_poly_map) || mentions_poly_map(&m.result),
        Ty::Ctor { args, .. } => args.iter().any(mentions_poly_map),
        _ => false,
    }
}

/// Monomorphizes a passive program (module doc). A program without polymorphism is
/// returned as it is.
pub fn monomorphize(program: &Program, info: &TcInfo<'_>) -> Result<Monomorphized, MonoError> {
    if !is_polymorphic(program, info) {
        return Ok(Monomorphized { program: program.clone(), notes: Vec::new() });
    }
    if cycle::expanding(program, info) {
        return Err(MonoError::ExpandingTypeCycle);
    }
    walk::Mono::new(program, info).run()
}

pub use erase::erase_types;

#[cfg(test)]
mod tests;
