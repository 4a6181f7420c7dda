//! Replaces every `call` by the checks and assumptions of the callee's contract.
//!
//! Requires: `Unstructured` (normally run on `Acyclic` programs, after loop cutting, so
//! that loop targets include the callees' `modifies`). Produces: the input's form.
//!
//! `call r := P(a);` with `P(x) returns (y)`, `requires R`, `modifies g`, `ensures E`
//! becomes (boogie-language.md §4.5):
//! - `assume v#pre == v;` for every variable `v` the call modifies (a global of `g` or an
//!   output `r`) that the arguments or the callee's `old(..)` read (pre-call values);
//! - `assert {:origin "precondition", CALL} {:related REQUIRES} R[x := a];` for every
//!   non-free `requires` (not for `free call`), with the call's own attributes; `assume`
//!   for free ones marked `{:always_assume}`; a call marked `{:verified_under A}` checks
//!   `!A ==> R[x := a]` instead (several such attributes: their conjunction);
//! - `havoc g, r;` (an output whose variable has a where clause is havocked through a
//!   temporary `r#out` and assigned after, so only the callee's where clause is assumed);
//! - `assume W_y[x := a, y := r];` for the where clauses of the callee's outputs, and
//!   `assume E[x := a, y := r, old(g) := g#pre];` for every `ensures`, free or not.
//!
//! Before: `call r := Inc(r);` with `procedure Inc(n: int) returns (m: int); requires n >= 0; ensures m == n + 1;`
//! After:
//! ```boogie
//! assume r#pre == r;
//! assert {:origin "precondition", "f.bpl", 9, 3} {:related "f.bpl", 2, 3} r >= 0;
//! havoc r;
//! assume r == r#pre + 1;
//! ```

use std::collections::BTreeSet;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use boogie_ast::pass::schedule::run_per_implementation;
use boogie_ast::pass::{Globals, ImplCx, ImplPass, NameGen, Pass, PassCx, PassError, PassErrors};
use boogie_ast::{
    AssertCmd, AssignCmd, AssumeCmd, Attrs, BinaryOp, CallCmd, Expr, Files, Form, HavocCmd, Ident,
    ImplementationDecl, Lhs, Name, ProcedureDecl, Program, Span, Spec, Stmt, Variable,
};

use crate::expr::{bin, for_each_free_var, free_vars, not, subst, var, Subst};
use crate::measures::MEASURE_BOUND;
use boogie_ast::origin::{self, Origin, OriginKind};
use crate::scope::{lookup, names_for, Locals};

/// The `desugar-calls` pass.
pub struct DesugarCalls;

impl Pass for DesugarCalls {
    fn name(&self) -> &'static str {
        "desugar-calls"
    }
    fn description(&self) -> &'static str {
        "call ~> assert non-free requires; havoc outputs and modifies; assume where clauses and ensures"
    }
    fn requires(&self) -> Form {
        Form::Acyclic
    }
    fn produces(&self) -> Form {
        Form::Acyclic
    }
    fn run(&self, program: Program, cx: &mut PassCx) -> Result<Program, PassErrors> {
        run_per_implementation(self, program, cx)
    }
    fn per_implementation(&self) -> Option<&dyn ImplPass> {
        Some(self)
    }
}

impl ImplPass for DesugarCalls {
    /// One implementation; a body without calls stays as it is, and so do its blocks (see
    /// [`boogie_ast::forms::flat::Known`]).
    fn run_impl(&self, imp: ImplementationDecl, globals: &Globals<'_>, cx: &mut ImplCx<'_>) -> Result<ImplementationDecl, PassErrors> {
        if !has_calls(&imp) {
            return Ok(imp);
        }
        cx.blocks = None;
        desugar(imp, globals, cx.files)
    }
}

fn has_calls(imp: &ImplementationDecl) -> bool {
    imp.body.stmts.iter().any(|s| matches!(s, Stmt::Call(_) | Stmt::ParCall(_)))
}

/// An implementation with calls.
fn desugar(mut imp: ImplementationDecl, globals: &Globals<'_>, files: &Files) -> Result<ImplementationDecl, PassErrors> {
    tracing::debug!(implementation = %imp.name.name, "desugaring calls");
    let (locals, stmts) = desugar_impl(&mut imp, globals, files)?;
    imp.body.locals = locals;
    imp.body.stmts = stmts;
    Ok(imp)
}

fn ident(name: Name) -> Ident {
    Ident { name, span: Span::NONE }
}

fn assume(expr: Expr) -> Stmt {
    Stmt::Assume(AssumeCmd { attrs: Attrs::new(), expr, span: Span::NONE })
}

fn eq(a: Expr, b: Expr) -> Expr {
    bin(BinaryOp::Eq, a, b)
}

fn desugar_impl(
    imp: &mut ImplementationDecl,
    globals: &Globals<'_>,
    files: &Files,
) -> Result<(Vec<Variable>, Vec<Stmt>), PassErrors> {
    let mut names = names_for(globals, imp);
    let stmts = std::mem::take(&mut imp.body.stmts);
    let locals = Locals::new(imp);
    let mut new_locals = imp.body.locals.clone();
    let mut out = Vec::with_capacity(stmts.len());
    let mut errors = Vec::new();
    for stmt in stmts {
        match stmt {
            Stmt::Call(c) => match globals.procs.get(&c.callee.name) {
                Some(p) => {
                    let mut cx = CallCx { globals, locals: &locals, names: &mut names, new_locals: &mut new_locals, files };
                    match cx.desugar(&c, p) {
                        Ok(cmds) => out.extend(cmds),
                        Err(e) => errors.push(e),
                    }
                }
                None => errors.push(PassError::new(c.span, format!("call to undeclared procedure {}", c.callee.name))),
            },
            Stmt::ParCall(pc) => errors.push(PassError::new(pc.span, "parallel calls (CIVL) are not supported")),
            other => out.push(other),
        }
    }
    if errors.is_empty() {
        Ok((new_locals, out))
    } else {
        Err(errors)
    }
}

struct CallCx<'a, 'g> {
    globals: &'a Globals<'g>,
    locals: &'a Locals<'g>,
    names: &'a mut NameGen,
    new_locals: &'a mut Vec<Variable>,
    files: &'a Files,
}

impl<'a, 'g> CallCx<'a, 'g> {
    fn declare(&mut self, base: &str, caller_var: &Name, span: Span) -> Result<Name, PassError> {
        let Some(v) = lookup(caller_var, self.locals, self.globals) else {
            return Err(PassError::new(span, format!("undeclared variable {caller_var}")));
        };
        let n = self.names.exact_or_fresh(base);
        self.new_locals.push(Variable {
            attrs: Attrs::new(),
            name: ident(n.clone()),
            ty: v.ty.clone(),
            where_clause: None,
            span: Span::NONE,
        });
        Ok(n)
    }

    fn desugar(&mut self, c: &CallCmd, p: &ProcedureDecl) -> Result<Vec<Stmt>, PassError> {
        let CallCmd { is_async: _, free, attrs, outs, callee: _, args, span } = c;
        let call_pos = origin::pos_or_span(attrs, origin::POS, *span, self.files);
        let user_attrs: Vec<_> = attrs.iter().filter(|a| !origin::GENERATED_KEYS.contains(&a.key.as_str())).cloned().collect();
        let modifies: Vec<Name> = p
            .specs
            .iter()
            .flat_map(|s| match s {
                Spec::Modifies(m) => m.vars.iter().map(|v| v.name.clone()).collect::<Vec<_>>(),
                Spec::Requires(_) | Spec::Ensures(_) | Spec::Measure(_) => Vec::new(),
            })
            .collect();
        let formal_names: HashSet<Name> = p.ins.iter().chain(p.outs.iter()).map(|v| v.name.name.clone()).collect();
        // Caller-scope names the call modifies.
        let mut modified: HashSet<Name> = outs.iter().map(|o| o.name.clone()).collect();
        for g in &modifies {
            if !self.locals.vars.contains_key(g) {
                modified.insert(g.clone());
            }
        }
        // Pre-call snapshots: modified variables read by the arguments or under old() in ensures.
        let mut need: BTreeSet<Name> = BTreeSet::new();
        for a in args {
            need.extend(free_vars(a).into_iter().filter(|v| modified.contains(v)));
        }
        for s in &p.specs {
            if let Spec::Ensures(e) = s {
                for_each_free_var(&e.expr, &mut |n, in_old| {
                    if in_old && !formal_names.contains(n) && modified.contains(n) {
                        need.insert(n.clone());
                    }
                });
            }
        }
        let mut cmds = Vec::new();
        let mut pre: HashMap<Name, Expr> = HashMap::default();
        for v in &need {
            let s = self.declare(&format!("{v}#pre"), v, *span)?;
            cmds.push(assume(eq(var(&s), var(v))));
            pre.insert(v.clone(), var(&s));
        }
        let args_pre: Vec<Expr> = args
            .iter()
            .map(|a| subst(a, &mut Subst { var: &mut |n: &Name, _| pre.get(n).cloned(), drop_old: false, binders: None }))
            .collect();
        // Preconditions, in the current (pre-call) state.
        let in_map: HashMap<Name, Expr> =
            p.ins.iter().zip(args.iter()).map(|(x, a)| (x.name.name.clone(), a.clone())).collect();
        // `{:verified_under A}` (possibly several, conjoined): the preconditions are only
        // checked where A does not hold.
        let under: Vec<Expr> = attrs
            .iter()
            .filter(|a| a.key == "verified_under")
            .filter_map(|a| a.args.first_expr().cloned())
            .collect();
        let under = under.into_iter().reduce(|a, b| bin(BinaryOp::And, a, b));
        for s in &p.specs {
            if let Spec::Requires(r) = s {
                let e = subst(&r.expr, &mut Subst { var: &mut |n: &Name, _| in_map.get(n).cloned(), drop_old: true, binders: None });
                let e = match (&under, r.free) {
                    (Some(u), false) => bin(BinaryOp::Implies, not(u.clone()), e),
                    _ => e,
                };
                if !r.free {
                    if !*free {
                        let related = origin::pos_or_span(&r.attrs, origin::POS, r.span, self.files);
                        let kind = if origin::has_attr(&r.attrs, MEASURE_BOUND) {
                            OriginKind::MeasureBound
                        } else {
                            OriginKind::Precondition
                        };
                        let o = Origin { kind, pos: call_pos.clone(), related };
                        let mut a = origin::origin_attrs(&o);
                        a.extend(user_attrs.iter().cloned());
                        a.extend(r.attrs.iter().filter(|x| x.key == "msg").cloned());
                        cmds.push(Stmt::Assert(AssertCmd { attrs: a, expr: e, span: *span }));
                    }
                } else if origin::has_attr(&r.attrs, "always_assume") {
                    cmds.push(assume(e));
                }
            }
        }
        // Havoc modified globals and outputs.
        let mut havoc: Vec<Ident> = Vec::new();
        for g in &modifies {
            havoc.push(ident(g.clone()));
        }
        let mut out_exprs: Vec<Expr> = Vec::new();
        let mut assigns: Vec<(Name, Name)> = Vec::new();
        for o in outs {
            let has_where = lookup(&o.name, self.locals, self.globals).is_some_and(|v| v.where_clause.is_some());
            if has_where {
                let t = self.declare(&format!("{}#out", o.name), &o.name, *span)?;
                havoc.push(ident(t.clone()));
                out_exprs.push(var(&t));
                assigns.push((o.name.clone(), t));
            } else {
                havoc.push(ident(o.name.clone()));
                out_exprs.push(var(&o.name));
            }
        }
        if !havoc.is_empty() {
            cmds.push(Stmt::Havoc(HavocCmd { vars: havoc, span: *span }));
        }
        let mut post_map: HashMap<Name, Expr> =
            p.ins.iter().zip(args_pre.iter()).map(|(x, a)| (x.name.name.clone(), a.clone())).collect();
        for (y, e) in p.outs.iter().zip(out_exprs.iter()) {
            post_map.insert(y.name.name.clone(), e.clone());
        }
        let post = |e: &Expr| -> Expr {
            subst(
                e,
                &mut Subst {
                    var: &mut |n: &Name, in_old: bool| {
                        if let Some(r) = post_map.get(n) {
                            Some(r.clone())
                        } else if in_old {
                            pre.get(n).cloned()
                        } else {
                            None
                        }
                    },
                    drop_old: true,
                    binders: None,
                },
            )
        };
        for y in &p.outs {
            if let Some(w) = &y.where_clause {
                cmds.push(assume(post(w)));
            }
        }
        for s in &p.specs {
            if let Spec::Ensures(e) = s {
                cmds.push(assume(post(&e.expr)));
            }
        }
        if !assigns.is_empty() {
            cmds.push(Stmt::Assign(AssignCmd {
                lhs: assigns.iter().map(|(r, _)| Lhs { name: ident(r.clone()), selectors: Vec::new(), span: Span::NONE }).collect(),
                attrs: Attrs::new(),
                rhs: assigns.iter().map(|(_, t)| var(t)).collect(),
                span: *span,
            }));
        }
        Ok(cmds)
    }
}
