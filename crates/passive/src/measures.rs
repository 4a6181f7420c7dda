//! Desugars termination measures into checks: loops and recursive calls must decrease
//! their measure in a well-founded order.
//!
//! Requires: `Unstructured`. Produces: `Unstructured`.
//!
//! A measure is a tuple `e1, ..., en` of `int` and `bool` expressions, ordered
//! lexicographically; each component is well-founded: an `int` decreases when it gets
//! smaller from a non-negative value (`0 <= old && new < old`), a `bool` when it goes from
//! `true` to `false`. `new ≺ old` is the disjunction over `i` of "components before `i`
//! equal and component `i` decreases". A component of another type never decreases, and
//! tuples of different lengths are compared on their common prefix.
//!
//! - **Loop measures** (`measure` commands at a loop head; `unstructure` puts a structured
//!   loop's non-free `measure` clauses there, after its invariants): the command becomes a
//!   snapshot `m#1, .. := e1, ..` and every back edge into the head first checks
//!   `(e1, ..) ≺ (m#1, ..)` (origin `measure`, at the token of the back edge's source
//!   block; a back edge from a block with several successors gets a block of its own).
//!   `cut-loops` later havocs the snapshots with the other loop targets.
//! - **Procedure measures** (a non-free `measure` specification of P): P gets one
//!   `requires {:measure_bound} e >= 0` per `int` component (checked at every call, origin
//!   `measure-bound`, related location: the measure); every implementation of P snapshots
//!   the measure at entry, and before each call to a procedure Q with a measure in the same
//!   strongly connected component of the call graph checks Q's measure, with Q's formals
//!   replaced by the arguments, `≺` the snapshot (origin `measure`, at the `call`).
//!
//! Before:
//! ```boogie
//! procedure P(n: int) measure n; { if (n > 0) { call P(n - 1); } }
//! ```
//! After (unstructured, shortened):
//! ```boogie
//! procedure P(n: int); requires {:measure_bound} {:pos ..} n >= 0; measure n;
//! implementation P(n: int) { var m#1: int;
//!   anon0: m#1 := n; goto anon3_Then, anon3_Else;
//!   anon3_Then: assume n > 0;
//!     assert {:origin "measure", ..} 0 <= m#1 && n - 1 < m#1; call P(n - 1); return;
//!   anon3_Else: assume !(n > 0); return; }
//! ```

use std::collections::HashMap;

use boogie_ast::forms::blocks::{label_index, successors};
use boogie_ast::forms::{join_blocks, split_blocks, Block, Transfer};
use boogie_ast::pass::{Globals, Pass, PassCx, PassError, PassErrors};
use boogie_ast::{
    AssertCmd, AssignCmd, Attrs, BinaryOp, CallCmd, Contract, Decl, Expr, ExprKind, Form, GotoCmd, Ident,
    ImplementationDecl, Lhs, Literal, Name, Program, Span, Spec, Stmt, Type, TypeKind, Variable, thin_vec,
};
use boogie_tc::Ty;
use petgraph::graph::{DiGraph, NodeIndex};

use crate::expr::{bin, not, subst, var, Subst};
use boogie_ast::origin::{self, Origin, OriginKind, Pos};
use crate::scope::names_for;

/// The attribute that marks the precondition generated from a procedure's measure.
pub const MEASURE_BOUND: &str = "measure_bound";

/// The `desugar-measures` pass.
pub struct DesugarMeasures;

impl Pass for DesugarMeasures {
    fn name(&self) -> &'static str {
        "desugar-measures"
    }
    fn description(&self) -> &'static str {
        "termination measures: snapshots, decrease checks at back edges and recursive calls, non-negative preconditions"
    }
    fn requires(&self) -> Form {
        Form::Unstructured
    }
    fn produces(&self) -> Form {
        Form::Unstructured
    }
    fn run(&self, program: Program, _cx: &mut PassCx) -> Result<Program, PassErrors> {
        desugar_measures(program)
    }
    /// No measure anywhere (see [`has_measures`]).
    fn leaves_unchanged(&self, program: &Program) -> bool {
        !has_measures(program)
    }
}

/// The type class of a measure component.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Int,
    Bool,
    Other,
}

fn kind_of(t: Option<&Ty>) -> Kind {
    match t {
        Some(Ty::Int) => Kind::Int,
        Some(Ty::Bool) => Kind::Bool,
        Some(Ty::Syn { body, .. }) => kind_of(Some(body)),
        _ => Kind::Other,
    }
}

/// A procedure's (non-free) measure.
struct ProcMeasure {
    exprs: Vec<Expr>,
    kinds: Vec<Kind>,
    formals: Vec<Name>,
}

/// Whether the pass changes `program`: a procedure has a (non-free) measure, or a body a
/// `measure` command or a loop with a measure that is not free (which `unstructure` turns
/// into a `measure` command). Read alike before and after `unstructure`.
pub fn has_measures(program: &Program) -> bool {
    program.decls.iter().any(|d| match d {
        Decl::Procedure(p) => {
            p.specs.iter().any(|s| matches!(s, Spec::Measure(m) if !m.free)) || p.body.as_ref().is_some_and(|b| checks_measure(&b.stmts))
        }
        Decl::Implementation(i) => checks_measure(&i.body.stmts),
        Decl::Type(_) | Decl::Datatype(_) | Decl::Const(_) | Decl::Function(_) | Decl::Axiom(_) | Decl::Var(_) => false,
    })
}

/// Whether `stmts` (nested statements included) check a termination measure.
fn checks_measure(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match s {
        Stmt::Measure(_) => true,
        Stmt::While(w) => w.specs.iter().any(|s| matches!(s, boogie_ast::LoopSpec::Measure(m) if !m.free)) || checks_measure(&w.body),
        Stmt::If(i) => {
            let mut link = Some(&**i);
            let mut found = false;
            while let Some(l) = link.take() {
                found |= checks_measure(&l.then_branch);
                match &l.else_branch {
                    Some(boogie_ast::ElseBranch::If(next)) => link = Some(&**next),
                    Some(boogie_ast::ElseBranch::Block { stmts, .. }) => found |= checks_measure(stmts),
                    None => {}
                }
            }
            found
        }
        _ => false,
    })
}

/// Library entry point of the pass.
pub fn desugar_measures(mut program: Program) -> Result<Program, PassErrors> {
    if !has_measures(&program) {
        return Ok(program);
    }
    // Component types, read while the program is borrowed by the type checker.
    let (procs, mut loop_kinds) = {
        let info = boogie_tc::check(&program, "").map_err(|f| {
            let first = f.diagnostics.first().map(|d| d.message.clone()).unwrap_or_default();
            vec![PassError::new(Span::NONE, format!("desugar-measures: the input does not type check: {first}"))]
        })?;
        let mut procs: HashMap<Name, ProcMeasure> = HashMap::new();
        let mut loop_kinds: HashMap<usize, Vec<Vec<Kind>>> = HashMap::new();
        for (di, d) in program.decls.iter().enumerate() {
            match d {
                Decl::Procedure(p) => {
                    if let Some(m) = p.specs.iter().find_map(|s| match s {
                        Spec::Measure(m) if !m.free => Some(m),
                        _ => None,
                    }) {
                        procs.insert(
                            p.name.name.clone(),
                            ProcMeasure {
                                exprs: m.exprs.clone(),
                                kinds: m.exprs.iter().map(|e| kind_of(info.type_of(e))).collect(),
                                formals: p.ins.iter().map(|v| v.name.name.clone()).collect(),
                            },
                        );
                    }
                }
                Decl::Implementation(imp) => {
                    let ks: Vec<Vec<Kind>> = imp
                        .body
                        .stmts
                        .iter()
                        .filter_map(|s| match s {
                            Stmt::Measure(m) => Some(m.exprs.iter().map(|e| kind_of(info.type_of(e))).collect()),
                            _ => None,
                        })
                        .collect();
                    if !ks.is_empty() {
                        loop_kinds.insert(di, ks);
                    }
                }
                _ => {}
            }
        }
        (procs, loop_kinds)
    };
    let scc = recursive_components(&program);
    // The generated preconditions.
    for d in &mut program.decls {
        if let Decl::Procedure(p) = d {
            let Some(pm) = procs.get(&p.name.name) else { continue };
            let m = p.specs.iter().find_map(|s| match s {
                Spec::Measure(m) if !m.free => Some(m),
                _ => None,
            });
            let Some(m) = m else { continue };
            let pos_attr: Attrs = m.attrs.iter().filter(|a| a.key == origin::POS).cloned().collect();
            let span = m.span;
            let mut reqs = Vec::new();
            for (e, k) in pm.exprs.iter().zip(&pm.kinds) {
                if *k == Kind::Int {
                    let mut attrs = thin_vec![origin::flag_attr(MEASURE_BOUND)];
                    attrs.extend(pos_attr.iter().cloned());
                    reqs.push(Spec::Requires(Contract { free: false, attrs, expr: bin(BinaryOp::Ge, e.clone(), int(0)), span }));
                }
            }
            // After the user's requires: the order of the precondition checks at a call.
            let at = p.specs.iter().rposition(|s| matches!(s, Spec::Requires(_))).map(|i| i + 1).unwrap_or(0);
            p.specs.splice(at..at, reqs);
        }
    }
    // Bodies.
    let mut errors = Vec::new();
    let impls = boogie_ast::pass::schedule::take_impls(&mut program);
    let mut out = Vec::with_capacity(impls.len());
    {
        let globals = Globals::new(&program);
        for (di, imp) in impls {
            let kinds = loop_kinds.remove(&di).unwrap_or_default();
            match desugar_impl(imp, &globals, &program, &procs, &scc, kinds) {
                Ok(imp) => out.push((di, imp)),
                Err(mut e) => errors.append(&mut e),
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    boogie_ast::pass::schedule::put_impls(&mut program, out);
    Ok(program)
}

/// Procedure name → index of its strongly connected component in the call graph, for the
/// procedures that are on a cycle (self-calls included).
fn recursive_components(program: &Program) -> HashMap<Name, usize> {
    let mut g: DiGraph<Name, ()> = DiGraph::new();
    let mut node: HashMap<Name, NodeIndex> = HashMap::new();
    let mut id = |g: &mut DiGraph<Name, ()>, n: &Name| *node.entry(n.clone()).or_insert_with(|| g.add_node(n.clone()));
    let mut self_loops = std::collections::HashSet::new();
    for d in &program.decls {
        let (caller, stmts) = match d {
            Decl::Implementation(i) => (&i.name.name, &i.body.stmts),
            Decl::Procedure(p) => match &p.body {
                Some(b) => (&p.name.name, &b.stmts),
                None => continue,
            },
            _ => continue,
        };
        let a = id(&mut g, caller);
        for s in stmts {
            if let Stmt::Call(c) = s {
                let b = id(&mut g, &c.callee.name);
                g.update_edge(a, b, ());
                if a == b {
                    self_loops.insert(a);
                }
            }
        }
    }
    let mut out = HashMap::new();
    for (k, comp) in petgraph::algo::tarjan_scc(&g).into_iter().enumerate() {
        if comp.len() > 1 || self_loops.contains(&comp[0]) {
            for n in comp {
                out.insert(g[n].clone(), k);
            }
        }
    }
    out
}

fn desugar_impl(
    mut imp: ImplementationDecl,
    globals: &Globals<'_>,
    program: &Program,
    procs: &HashMap<Name, ProcMeasure>,
    scc: &HashMap<Name, usize>,
    loop_kinds: Vec<Vec<Kind>>,
) -> Result<ImplementationDecl, PassErrors> {
    let name = imp.name.name.clone();
    let own = procs.get(&name).filter(|_| scc.contains_key(&name));
    let recursive_calls = own.is_some()
        && imp.body.stmts.iter().any(|s| matches!(s, Stmt::Call(c) if procs.contains_key(&c.callee.name) && scc.get(&c.callee.name) == scc.get(&name)));
    if !recursive_calls && loop_kinds.is_empty() {
        return Ok(imp);
    }
    let (span, files) = (imp.span, &program.files);
    let err = |m: String| vec![PassError::new(span, format!("implementation {name}: {m}"))];
    let mut names = names_for(globals, &imp);
    let mut new_locals: Vec<Variable> = Vec::new();
    let mut snapshot = |base: &str, kind: Kind, names: &mut boogie_ast::pass::NameGen| -> Name {
        let n = names.fresh_from(base);
        let ty = match kind {
            Kind::Bool => TypeKind::Bool,
            _ => TypeKind::Int,
        };
        new_locals.push(Variable {
            attrs: Attrs::new(),
            name: Ident { name: n.clone(), span: Span::NONE },
            ty: Type { kind: ty, span: Span::NONE },
            where_clause: None,
            span: Span::NONE,
        });
        n
    };
    let mut blocks = split_blocks(std::mem::take(&mut imp.body.stmts)).map_err(err)?;
    // Procedure measure: snapshot at entry, checks before recursive calls.
    if let (true, Some(pm)) = (recursive_calls, own) {
        // The procedure's formals as the implementation names them.
        let renames: HashMap<Name, Expr> =
            pm.formals.iter().zip(&imp.ins).map(|(f, v)| (f.clone(), var(&v.name.name))).collect();
        let entry_vals: Vec<Expr> = pm.exprs.iter().map(|e| rename(e, &renames)).collect();
        let snaps: Vec<Name> = pm.kinds.iter().map(|k| snapshot("measure", *k, &mut names)).collect();
        let old: Vec<Expr> = snaps.iter().map(var).collect();
        if let Some(b) = blocks.first_mut() {
            if !snaps.is_empty() {
                b.cmds.insert(0, assign(&snaps, entry_vals));
            }
        }
        for b in &mut blocks {
            let mut cmds = Vec::with_capacity(b.cmds.len() + 1);
            for s in std::mem::take(&mut b.cmds) {
                if let Stmt::Call(c) = &s {
                    if let (Some(q), true) = (procs.get(&c.callee.name), scc.get(&c.callee.name) == scc.get(&name)) {
                        cmds.push(call_check(c, q, &pm.kinds, &old, files));
                    }
                }
                cmds.push(s);
            }
            b.cmds = cmds;
        }
    }
    // Loop measures.
    if !loop_kinds.is_empty() {
        let succs = successors(&blocks).map_err(err)?;
        let n = blocks.len();
        let mut g: DiGraph<(), ()> = DiGraph::with_capacity(n, n);
        let nodes: Vec<NodeIndex> = (0..n).map(|_| g.add_node(())).collect();
        for (u, ss) in succs.iter().enumerate() {
            for &v in ss {
                g.add_edge(nodes[u], nodes[v], ());
            }
        }
        let dom = boogie_tc::Dominance::new(&g, nodes[0]);
        let dominates = |h: usize, u: usize| dom.dominates(nodes[h], nodes[u]);
        let mut kinds = loop_kinds.into_iter();
        let mut edge_blocks: Vec<Block> = Vec::new();
        for h in 0..n {
            let Some(mi) = blocks[h].cmds.iter().position(|s| matches!(s, Stmt::Measure(_))) else { continue };
            let Stmt::Measure(m) = blocks[h].cmds.remove(mi) else { continue };
            let ks = kinds.next().unwrap_or_default();
            if !dom.reachable(nodes[h]) {
                // Unreachable head: the measure is dropped with the block by cut-loops.
                continue;
            }
            let snaps: Vec<Name> = ks.iter().map(|k| snapshot("measure", *k, &mut names)).collect();
            let old: Vec<Expr> = snaps.iter().map(var).collect();
            blocks[h].cmds.insert(mi, assign(&snaps, m.exprs.clone()));
            let head_label = blocks[h].label.name.clone();
            let head_pos = block_pos(&blocks[h]);
            for u in 0..n {
                if !succs[u].contains(&h) || !dominates(h, u) {
                    continue;
                }
                let pos = block_pos(&blocks[u]).or_else(|| head_pos.clone());
                let check = measure_assert(lex_less(&m.exprs, &old, &ks), pos, m.span);
                let targets = blocks[u].targets().len();
                if targets == 1 {
                    blocks[u].cmds.push(check);
                } else {
                    // The check belongs to the back edge only: a block of its own.
                    let label = names.fresh_from(&format!("{}_measure", blocks[u].label.name));
                    if let Transfer::Goto(gc) = &mut blocks[u].transfer {
                        for t in gc.labels.iter_mut() {
                            if t.name == head_label {
                                t.name = label.clone();
                            }
                        }
                    }
                    edge_blocks.push(Block {
                        label: Ident { name: label, span: Span::NONE },
                        cmds: vec![check],
                        transfer: Transfer::Goto(GotoCmd {
                            attrs: Attrs::new(),
                            labels: boogie_ast::smallvec![Ident { name: head_label.clone(), span: Span::NONE }],
                            span: Span::NONE,
                        }),
                    });
                }
            }
        }
        blocks.extend(edge_blocks);
        let _ = label_index(&blocks).map_err(err)?;
    }
    imp.body.stmts = join_blocks(blocks);
    imp.body.locals.extend(new_locals);
    Ok(imp)
}

/// The token of a block (`{:block_at}` on its transfer), if it has one.
fn block_pos(b: &Block) -> Option<Pos> {
    origin::find_pos(origin::transfer_attrs(&b.transfer), origin::BLOCK_AT)
}

fn measure_assert(expr: Expr, pos: Option<Pos>, span: Span) -> Stmt {
    let o = Origin { kind: OriginKind::Measure, pos, related: None };
    Stmt::Assert(AssertCmd { attrs: origin::origin_attrs(&o), expr, span })
}

/// The check before a recursive call: the callee's measure at the call `≺` the snapshot.
fn call_check(c: &CallCmd, q: &ProcMeasure, own_kinds: &[Kind], old: &[Expr], files: &boogie_ast::Files) -> Stmt {
    let args: HashMap<Name, Expr> = q.formals.iter().cloned().zip(c.args.iter().cloned()).collect();
    let new: Vec<Expr> = q.exprs.iter().map(|e| rename(e, &args)).collect();
    // Components compare only where both sides have the same type class.
    let kinds: Vec<Kind> =
        q.kinds.iter().zip(own_kinds).map(|(a, b)| if a == b { *a } else { Kind::Other }).collect();
    let pos = origin::pos_or_span(&c.attrs, origin::POS, c.span, files);
    measure_assert(lex_less(&new, old, &kinds), pos, c.span)
}

fn rename(e: &Expr, map: &HashMap<Name, Expr>) -> Expr {
    subst(e, &mut Subst { var: &mut |n: &Name, _| map.get(n).cloned(), drop_old: false, binders: None })
}

/// `new ≺ old`, lexicographic on the common prefix (see the module doc).
fn lex_less(new: &[Expr], old: &[Expr], kinds: &[Kind]) -> Expr {
    let mut disjuncts = Vec::new();
    let n = new.len().min(old.len()).min(kinds.len());
    for i in 0..n {
        let less = match kinds[i] {
            Kind::Int => and(bin(BinaryOp::Le, int(0), old[i].clone()), bin(BinaryOp::Lt, new[i].clone(), old[i].clone())),
            Kind::Bool => and(not(new[i].clone()), old[i].clone()),
            Kind::Other => boolean(false),
        };
        let mut conj = less;
        for j in (0..i).rev() {
            conj = and(bin(BinaryOp::Eq, new[j].clone(), old[j].clone()), conj);
        }
        disjuncts.push(conj);
    }
    let mut it = disjuncts.into_iter().rev();
    let Some(mut e) = it.next() else { return boolean(false) };
    for d in it {
        e = bin(BinaryOp::Or, d, e);
    }
    e
}

fn assign(lhs: &[Name], rhs: Vec<Expr>) -> Stmt {
    Stmt::Assign(AssignCmd {
        lhs: lhs.iter().map(|n| Lhs { name: Ident { name: n.clone(), span: Span::NONE }, selectors: Vec::new(), span: Span::NONE }).collect(),
        attrs: Attrs::new(),
        rhs,
        span: Span::NONE,
    })
}

fn and(a: Expr, b: Expr) -> Expr {
    bin(BinaryOp::And, a, b)
}


fn int(n: u32) -> Expr {
    Expr { kind: ExprKind::Lit(Literal::Int(Name::from(n.to_string().as_str()))), span: Span::NONE }
}

fn boolean(b: bool) -> Expr {
    Expr { kind: ExprKind::Lit(Literal::Bool(b)), span: Span::NONE }
}
