//! Boogie's axiom pruning (`/prune`, `--prune`): for each implementation, only the axioms
//! that can help prove it are sent to the solver.
//!
//! The dependency graph has the program's functions and constants (its *symbols*) and its
//! axioms as nodes:
//! - a symbol leads to its *definition axioms*, the axioms of its `uses { ... }` clause (after
//!   `hoist-uses`, the top-level axioms marked `{:uses_of "name"}`), and a defined function
//!   to the symbols of its body;
//! - an axiom leads to every symbol it mentions (what it says about them must be usable);
//! - an axiom is led to by each trigger of its quantifiers, as a whole: the axiom
//!   `forall x :: {P(x), Q(x)} {R(x)} ...` is reached from `R`, and from `P` and `Q` once
//!   both are reached. With `{:include_dep}`, every symbol it mentions leads to it too.
//!
//! The roots are the symbols the implementation's body mentions and the declarations
//! marked `{:keep}`. An axiom that no root reaches is pruned; in particular an axiom
//! outside any `uses` clause, without triggers and without `{:include_dep}` is never sent,
//! which is Boogie's rule ("only use this if your program contains uses clauses where
//! required").
//!
//! After monomorphization, `f#int` is an instance of `f`: a `{:uses_of "f"}` axiom belongs
//! to the instances of `f` it mentions.
//!
//! Pruning only ever leaves out axioms, so a verdict "verified" under pruning holds without
//! it; an error under pruning may come from a missing axiom (as in Boogie).

use std::collections::{HashMap, HashSet};

use boogie_ast::gen::visit::{self, Visitor};
use boogie_ast::{AttrArg, AxiomDecl, Decl, Expr, ExprKind, ImplementationDecl, Name, Program, QuantExpr};

/// The attribute `hoist-uses` puts on an axiom taken out of the `uses` clause of a symbol.
pub const USES_OF: &str = "uses_of";

/// The dependency graph of a program (see the module documentation).
pub struct Pruner {
    /// Symbol names to node ids, and back.
    symbols: HashMap<Name, usize>,
    names: Vec<Name>,
    /// Per node (symbols first, then axioms in program order): the nodes it leads to.
    edges: Vec<Vec<usize>>,
    /// Merge nodes: the symbols that must all be reached, and the axiom they lead to.
    merges: Vec<(Vec<usize>, usize)>,
    /// Per symbol: the merge nodes it takes part in.
    in_merges: Vec<Vec<usize>>,
    /// The node id of the first axiom; axiom `k` (program order) is node `first_axiom + k`.
    first_axiom: usize,
    /// Nodes that are always roots (`{:keep}`).
    keep: Vec<usize>,
}

/// The axioms of `program` in the order [`Pruner`] numbers them: top-level axioms and
/// axioms of `uses` clauses, as they appear.
pub fn axioms(program: &Program) -> Vec<&AxiomDecl> {
    let mut out = Vec::new();
    for d in &program.decls {
        match d {
            Decl::Axiom(a) => out.push(a),
            Decl::Function(f) => out.extend(f.uses.iter().flatten()),
            Decl::Const(c) => out.extend(c.uses.iter().flatten()),
            _ => {}
        }
    }
    out
}

impl Pruner {
    /// The graph of `program`.
    pub fn new(program: &Program) -> Pruner {
        let mut symbols = HashMap::new();
        for d in &program.decls {
            match d {
                Decl::Function(f) => {
                    let n = symbols.len();
                    symbols.entry(f.name.name.clone()).or_insert(n);
                }
                Decl::Const(c) => {
                    for name in &c.names {
                        let n = symbols.len();
                        symbols.entry(name.name.clone()).or_insert(n);
                    }
                }
                Decl::Datatype(dt) => {
                    for ctor in &dt.ctors {
                        let n = symbols.len();
                        symbols.entry(ctor.name.name.clone()).or_insert(n);
                    }
                }
                _ => {}
            }
        }
        let first_axiom = symbols.len();
        let mut names = vec![Name::from(""); first_axiom];
        for (n, &id) in &symbols {
            names[id] = n.clone();
        }
        let all_axioms = axioms(program);
        let mut g = Pruner {
            names,
            edges: vec![Vec::new(); first_axiom + all_axioms.len()],
            in_merges: vec![Vec::new(); first_axiom],
            symbols,
            merges: Vec::new(),
            first_axiom,
            keep: Vec::new(),
        };
        let mut k = 0;
        for d in &program.decls {
            match d {
                Decl::Axiom(a) => {
                    g.axiom(a, first_axiom + k, None);
                    k += 1;
                }
                Decl::Function(f) => {
                    let me = g.symbols[&f.name.name];
                    if let Some(body) = &f.body {
                        let used = g.mentioned(body);
                        g.edges[me].extend(used);
                    }
                    for a in f.uses.iter().flatten() {
                        g.axiom(a, first_axiom + k, Some(me));
                        k += 1;
                    }
                    if has(&f.attrs, "keep") {
                        g.keep.push(me);
                    }
                }
                Decl::Const(c) => {
                    let ids: Vec<usize> = c.names.iter().map(|n| g.symbols[&n.name]).collect();
                    for a in c.uses.iter().flatten() {
                        for &me in &ids {
                            g.edges[me].push(first_axiom + k);
                        }
                        g.axiom(a, first_axiom + k, None);
                        k += 1;
                    }
                    if has(&c.attrs, "keep") {
                        g.keep.extend(ids);
                    }
                }
                _ => {}
            }
        }
        g
    }

    /// Adds axiom `a` as node `node`; `owner`: the symbol whose `uses` clause holds it.
    fn axiom(&mut self, a: &AxiomDecl, node: usize, owner: Option<usize>) {
        let mut sy = Symbols { known: &self.symbols, found: Vec::new(), triggers: Vec::new() };
        sy.visit_expr(&a.expr);
        let Symbols { found, triggers, .. } = sy;
        // The axiom leads to what it mentions.
        self.edges[node].extend(found.iter().copied());
        if let Some(o) = owner {
            self.edges[o].push(node);
        }
        // `{:uses_of "f"}`: the definition of `f` (and of its instances `f#...`).
        for owner in uses_of(a) {
            let prefix = format!("{owner}#");
            let mut any = false;
            for &s in &found {
                let n = &self.names[s];
                if n.as_str() == owner.as_str() || n.starts_with(&prefix) {
                    self.edges[s].push(node);
                    any = true;
                }
            }
            if !any {
                if let Some(&s) = self.symbols.get(&owner) {
                    self.edges[s].push(node);
                }
            }
        }
        for t in triggers {
            match t.len() {
                0 => {}
                1 => self.edges[t[0]].push(node),
                _ => {
                    let m = self.merges.len();
                    for &s in &t {
                        self.in_merges[s].push(m);
                    }
                    self.merges.push((t, node));
                }
            }
        }
        if has(&a.attrs, "include_dep") {
            for &s in &found {
                self.edges[s].push(node);
            }
        }
        if has(&a.attrs, "keep") {
            self.keep.push(node);
        }
    }

    /// The symbols `e` mentions.
    fn mentioned(&self, e: &Expr) -> Vec<usize> {
        let mut sy = Symbols { known: &self.symbols, found: Vec::new(), triggers: Vec::new() };
        sy.visit_expr(e);
        sy.found
    }

    /// Which axioms (numbered as [`axioms`] lists them) to keep for `imp`.
    pub fn live_axioms(&self, imp: &ImplementationDecl) -> Vec<bool> {
        let mut sy = Symbols { known: &self.symbols, found: Vec::new(), triggers: Vec::new() };
        sy.visit_implementation_decl(imp);
        let mut reached = vec![false; self.edges.len()];
        let mut merge_left: Vec<usize> = self.merges.iter().map(|(m, _)| dedup_len(m)).collect();
        let mut work: Vec<usize> = sy.found.into_iter().chain(self.keep.iter().copied()).collect();
        while let Some(n) = work.pop() {
            if std::mem::replace(&mut reached[n], true) {
                continue;
            }
            work.extend(self.edges[n].iter().copied().filter(|&m| !reached[m]));
            if n < self.first_axiom {
                for &m in &self.in_merges[n] {
                    merge_left[m] -= 1;
                    if merge_left[m] == 0 {
                        work.push(self.merges[m].1);
                    }
                }
            }
        }
        reached[self.first_axiom..].to_vec()
    }
}

/// The number of distinct entries of `v`.
fn dedup_len(v: &[usize]) -> usize {
    v.iter().collect::<HashSet<_>>().len()
}

fn has(attrs: &boogie_ast::Attrs, key: &str) -> bool {
    attrs.iter().any(|a| a.key == key)
}

/// The owners named by `{:uses_of "name"}` attributes of `a`.
fn uses_of(a: &AxiomDecl) -> Vec<Name> {
    let mut out = Vec::new();
    for attr in a.attrs.iter().filter(|x| x.key == USES_OF) {
        for arg in attr.args.as_list().into_iter().flatten() {
            if let AttrArg::String(s) = arg {
                out.push(Name::from(s.as_str()));
            }
        }
    }
    out
}

/// Collects the symbols an expression mentions and the symbol sets of its triggers.
struct Symbols<'k> {
    known: &'k HashMap<Name, usize>,
    found: Vec<usize>,
    triggers: Vec<Vec<usize>>,
}

impl Symbols<'_> {
    fn note(&mut self, name: &Name) {
        if let Some(&s) = self.known.get(name) {
            self.found.push(s);
        }
    }

    fn quant(&mut self, q: &QuantExpr) {
        for t in &q.triggers {
            if !t.positive {
                continue;
            }
            let mut inner = Symbols { known: self.known, found: Vec::new(), triggers: Vec::new() };
            for e in &t.exprs {
                inner.visit_expr(e);
            }
            let mut set = inner.found;
            set.sort_unstable();
            set.dedup();
            self.triggers.push(set);
        }
    }
}

impl Visitor for Symbols<'_> {
    fn visit_expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Var { name } => self.note(name),
            ExprKind::FunCall(c) => self.note(&c.name.name),
            ExprKind::Quant(q) => self.quant(q),
            _ => {}
        }
        visit::walk_expr(self, e);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The axioms kept for implementation `P` of `src`, by their `{:id "..."}`.
    fn kept(src: &str) -> Vec<String> {
        let (program, diags) = boogie_parse::parse_program(src, "t.bpl");
        assert!(diags.is_empty(), "{diags:?}");
        let imp = program
            .decls
            .iter()
            .find_map(|d| match d {
                Decl::Implementation(i) => Some(i),
                _ => None,
            })
            .expect("an implementation");
        let live = Pruner::new(&program).live_axioms(imp);
        let all = axioms(&program);
        assert_eq!(live.len(), all.len());
        all.iter()
            .zip(live)
            .filter(|(_, l)| *l)
            .map(|(a, _)| {
                let id = a.attrs.iter().find(|x| x.key == "id").expect("every test axiom has an id");
                match id.args.as_list().and_then(|l| l.first()) {
                    Some(AttrArg::String(s)) => s.to_string(),
                    other => panic!("{other:?}"),
                }
            })
            .collect()
    }

    #[test]
    fn uses_clauses_follow_their_symbol_and_what_their_axioms_mention() {
        let src = "function f(int): int uses { axiom {:id \"f\"} (forall x: int :: f(x) > g(x)); }\n\
                   function g(int): int uses { axiom {:id \"g\"} (forall x: int :: g(x) > 0); }\n\
                   function h(int): int uses { axiom {:id \"h\"} (forall x: int :: h(x) > 0); }\n\
                   const c: int uses { axiom {:id \"c\"} c == 3; }\n\
                   procedure P(); implementation P() { assert f(1) > 0; }";
        assert_eq!(kept(src), ["f", "g"]);
    }

    #[test]
    fn triggers_lead_to_their_axiom_as_a_whole() {
        let src = "function p(int): bool; function q(int): bool; function r(int): bool;\n\
                   axiom {:id \"pq\"} (forall x: int :: {p(x), q(x)} p(x) ==> q(x));\n\
                   axiom {:id \"r\"} (forall x: int :: {r(x)} r(x));\n\
                   axiom {:id \"plain\"} (forall x: int :: p(x) || r(x));\n\
                   axiom {:id \"dep\"} {:include_dep} (forall x: int :: p(x) || !p(x));\n\
                   procedure P(); implementation P() { assert p(1); }";
        // `pq` needs q too; `plain` has no trigger and is in no uses clause.
        assert_eq!(kept(src), ["dep"]);
        let both = src.replace("assert p(1);", "assert p(1) && q(2) && r(3);");
        assert_eq!(kept(&both), ["pq", "r", "dep"]);
    }

    #[test]
    fn hoisted_definitions_belong_to_their_owner_and_its_instances() {
        let src = "function f#int(int): int; function f#bool(bool): int; function k(): int;\n\
                   axiom {:id \"fi\"} {:uses_of \"f\"} (forall x: int :: f#int(x) > k());\n\
                   axiom {:id \"fb\"} {:uses_of \"f\"} (forall x: bool :: f#bool(x) > 0);\n\
                   axiom {:id \"k\"} {:uses_of \"k\"} k() == 0;\n\
                   axiom {:id \"kept\"} {:keep} true;\n\
                   procedure P(); implementation P() { assert f#int(1) > 0; }";
        assert_eq!(kept(src), ["fi", "k", "kept"]);
    }

    #[test]
    fn defined_functions_lead_to_what_their_bodies_mention() {
        let src = "function g(int): int uses { axiom {:id \"g\"} (forall x: int :: g(x) > 0); }\n\
                   function f(x: int): int { g(x) + 1 }\n\
                   procedure P(); implementation P() { assert f(1) > 0; }";
        assert_eq!(kept(src), ["g"]);
    }
}
