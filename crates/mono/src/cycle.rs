//! Boogie's check for expanding type cycles: whether instantiating the program's
//! polymorphic functions could create ever larger types.
//!
//! Every application `f<A1, .., An>` of a polymorphic function (or datatype constructor)
//! with formal type parameters `t1 .. tn` gives an edge `v → ti` for each type variable
//! `v` in `Ai`; the edge is *strong* when `v` occurs inside a constructed type in `Ai`
//! (`f<List v>`). Instantiation may not terminate exactly when a strong edge lies on a
//! cycle: `function B<T>(i: T): bool { B(Some(i)) }` has the strong edge `T → T`.

use rustc_hash::{FxHashMap, FxHashSet};

use boogie_ast::gen::visit::{walk_expr, Visitor};
use boogie_ast::{Expr, ExprKind, Program};
use boogie_tc::{TcInfo, TvId, Ty};

/// Whether the program has an expanding type cycle (module doc).
pub fn expanding(program: &Program, info: &TcInfo<'_>) -> bool {
    let mut g = Graph { info, edges: FxHashMap::default(), strong: FxHashSet::default() };
    g.visit_program(program);
    g.strong.iter().any(|&(from, to)| reaches(&g.edges, to, from))
}

struct Graph<'i, 'p> {
    info: &'i TcInfo<'p>,
    edges: FxHashMap<TvId, FxHashSet<TvId>>,
    strong: FxHashSet<(TvId, TvId)>,
}

impl Graph<'_, '_> {
    fn add(&mut self, actual: &Ty, formal: TvId, inside: bool) {
        match actual {
            Ty::Var { id, .. } => {
                self.edges.entry(*id).or_default().insert(formal);
                if inside {
                    self.strong.insert((*id, formal));
                }
            }
            Ty::Ctor { args, .. } => args.iter().for_each(|a| self.add(a, formal, true)),
            Ty::Syn { body, .. } => self.add(body, formal, inside),
            Ty::Map(m) => m.args.iter().chain(std::iter::once(&m.result)).for_each(|a| self.add(a, formal, true)),
            _ => {}
        }
    }
}

impl Visitor for Graph<'_, '_> {
    fn visit_expr(&mut self, e: &Expr) {
        if let ExprKind::FunCall(_) = &e.kind {
            if let (Some(f), Some(targs)) = (self.info.resolve_func(e), self.info.type_args(e)) {
                let formals: Vec<TvId> = self.info.func(f).tparams.iter().map(|(v, _)| *v).collect();
                for (formal, actual) in formals.into_iter().zip(targs.to_vec()) {
                    self.add(&actual, formal, false);
                }
            }
        }
        walk_expr(self, e);
    }
}

fn reaches(edges: &FxHashMap<TvId, FxHashSet<TvId>>, from: TvId, to: TvId) -> bool {
    let mut seen = FxHashSet::default();
    let mut stack = vec![from];
    while let Some(v) = stack.pop() {
        if v == to {
            return true;
        }
        if seen.insert(v) {
            if let Some(next) = edges.get(&v) {
                stack.extend(next.iter().copied());
            }
        }
    }
    false
}
