//! Expressions and attributes: variables and functions by name, `old` only in two-state
//! contexts, what triggers may contain, quantifiers (merged as Boogie merges them, with
//! their `{:never_pattern}` negative triggers), let binders and code expressions.

use boogie_ast::{Attribute, BinaryExpr, BinaryOp, CodeExpr, Expr, ExprKind, LetExpr, Name, QuantExpr, QuantKind, SpecTransfer, Trigger, UnaryOp};
use rustc_hash::FxHashSet;

use crate::cx::{Cx, Mode, STACK_RED_ZONE, STACK_SEGMENT};
use crate::facts::addr;
use crate::info::{FuncDecl, QuantInfo, VarDecl, VarId, VarKind};
use crate::ty::{canonical_order, Ty};
use crate::walk::{for_each_child, is_bool_attr};

impl<'p> Cx<'p> {
    pub(crate) fn resolve_attrs(&mut self, attrs: &'p [Attribute]) {
        let saved = self.mode;
        for a in attrs {
            if a.key == "verified_under" && a.args.len() != 1 {
                self.err(a.span, "attribute :verified_under accepts only one argument");
            }
            if (a.key == "minimize" || a.key == "maximize") && a.args.len() != 1 {
                self.err(a.span, "attributes :minimize and :maximize accept only one argument");
            }
            for e in a.args.stored_exprs() {
                self.mode = if saved == Mode::Single { Mode::Two } else { saved };
                self.resolve_expr(e);
            }
        }
        self.mode = saved;
    }

    pub(crate) fn resolve_expr(&mut self, e: &'p Expr) {
        self.depth += 1;
        if self.depth & 15 == 0 {
            stacker::maybe_grow(STACK_RED_ZONE, STACK_SEGMENT, || self.resolve_expr_inner(e))
        } else {
            self.resolve_expr_inner(e)
        }
        self.depth -= 1;
    }

    pub(crate) fn resolve_expr_inner(&mut self, e: &'p Expr) {
        self.n_exprs += 1;
        match &e.kind {
            ExprKind::Lit(_) => {}
            ExprKind::Var { name } => match self.scopes.lookup(name) {
                Some(v) => {
                    self.maps.expr_var.insert(addr(e), v);
                    if self.mode == Mode::StateLess && self.vars[v.0 as usize].kind == VarKind::Global {
                        self.err(e.span, format!("cannot refer to a global variable in this context: {name}"));
                    }
                }
                None => self.err(e.span, format!("undeclared identifier: {name}")),
            },
            ExprKind::FunCall(fc) => {
                match self.func_names.get(&fc.name.name) {
                    Some(&f) => {
                        self.maps.expr_func.insert(addr(e), f);
                    }
                    None => self.err(fc.name.span, format!("use of undeclared function: {}", fc.name.name)),
                }
                for a in &fc.args {
                    self.resolve_expr(a);
                }
            }
            ExprKind::Old(inner) => {
                if self.mode != Mode::Two {
                    self.err(e.span, "old expressions allowed only in two-state contexts");
                }
                self.resolve_expr(inner);
            }
            ExprKind::Unary { op, arg } => {
                if self.trigger_mode && *op == UnaryOp::Not {
                    self.err(e.span, "boolean operators are not allowed in triggers");
                }
                self.resolve_expr(arg);
            }
            ExprKind::Binary(b) => self.resolve_binary(e, b),
            ExprKind::Select(s) => {
                self.resolve_expr(&s.map);
                for i in &s.indices {
                    self.resolve_expr(i);
                }
            }
            ExprKind::Store(s) => {
                self.resolve_expr(&s.map);
                for i in &s.indices {
                    self.resolve_expr(i);
                }
                self.resolve_expr(&s.value);
            }
            ExprKind::Extract(x) => self.resolve_expr(&x.expr),
            ExprKind::Coerce(c) => {
                let t = self.resolve_type(&c.ty);
                self.coerce_ty.insert(addr(e), t);
                self.resolve_expr(&c.expr);
            }
            ExprKind::ToInt(a) | ExprKind::ToReal(a) => self.resolve_expr(a),
            ExprKind::IfThenElse(i) => {
                self.resolve_expr(&i.cond);
                self.resolve_expr(&i.then_);
                self.resolve_expr(&i.else_);
            }
            ExprKind::Quant(q) => self.resolve_quant(e, q),
            ExprKind::Let(l) => self.resolve_let(e, l),
            ExprKind::Is(i) => {
                self.resolve_expr(&i.expr);
            }
            ExprKind::Field(f) => self.resolve_expr(&f.expr),
            ExprKind::FieldUpdate(f) => {
                self.resolve_expr(&f.expr);
                self.resolve_expr(&f.value);
            }
            ExprKind::Code(c) => self.resolve_code(e, c),
        }
    }

    /// A binary expression; in a trigger, boolean operators, `==` and comparisons are errors.
    pub(crate) fn resolve_binary(&mut self, e: &'p Expr, b: &'p BinaryExpr) {
        if self.trigger_mode {
            use BinaryOp::*;
            match b.op {
                And | Or | Implies | Iff => self.err(e.span, "boolean operators are not allowed in triggers"),
                Eq => self.err(e.span, "equality is not allowed in triggers"),
                Lt | Le | Gt | Ge => self.err(e.span, "arithmetic comparisons are not allowed in triggers"),
                _ => {}
            }
        }
        self.resolve_expr(&b.lhs);
        self.resolve_expr(&b.rhs);
    }

    /// A quantifier or lambda.
    pub(crate) fn resolve_quant(&mut self, e: &'p Expr, q: &'p QuantExpr) {
        let before_quant = self.diags.len();
        if self.trigger_mode {
            self.err(e.span, "quantifiers are not allowed in triggers");
        }
        let chain = merge_chain(e, q);
        let body: &'p Expr = &chain[chain.len() - 1].1.body;
        let mark = self.tvs.len();
        let mut tps = Vec::new();
        for (_, c) in &chain {
            for p in &c.type_params {
                tps.push((self.add_type_binder(p), p.name.clone()));
            }
        }
        self.scopes.push();
        let mut vs = Vec::new();
        let mut var_names: Vec<&'p Name> = Vec::new();
        for (_, c) in &chain {
            for v in &c.vars {
                let id = self.new_var(v.name.name.clone(), VarKind::Bound, Ty::Bool, v.name.span, VarDecl::Variable(v));
                if !self.scopes.declare(&v.name.name, id) {
                    self.err(v.name.span, format!("more than one declaration of variable name: {}", v.name.name));
                }
                self.maps.decl_var.insert(addr(v), id);
                let t = self.resolve_type(&v.ty);
                self.vars[id.0 as usize].ty = t;
                vs.push(id);
                var_names.push(&v.name.name);
            }
        }
        for (_, c) in &chain {
            self.resolve_attrs(&c.attrs);
        }
        for (_, c) in &chain {
            for tr in &c.triggers {
                self.resolve_trigger(tr, &var_names, &vs);
            }
        }
        self.resolve_expr(body);
        self.scopes.pop();
        self.tvs.truncate(mark);
        let types: Vec<Ty> = vs.iter().map(|v| self.vars[v.0 as usize].ty.clone()).collect();
        let tparams = canonical_order(&tps, types.iter());
        // After a clean resolution of the quantifier, applications of
        // `{:never_pattern}` functions in its body become negative triggers,
        // unless it has a positive trigger.
        let mut never_triggers = Vec::new();
        if q.kind != QuantKind::Lambda
            && before_quant == self.diags.len()
            && !chain.iter().any(|(_, c)| c.triggers.iter().any(|t| t.positive))
        {
            self.collect_never_triggers(body, &mut never_triggers);
        }
        for (inner, _) in &chain[1..] {
            self.merged_quants.insert(addr(*inner));
        }
        if q.kind != QuantKind::Lambda {
            self.quants.insert(
                addr(e),
                QuantInfo {
                    vars: vs.clone(),
                    tparams: tparams.clone(),
                    body,
                    attrs: chain.iter().flat_map(|(_, c)| c.attrs.iter()).collect(),
                    merged: chain[1..].iter().map(|(x, _)| *x).collect(),
                    never_triggers,
                },
            );
        }
        self.binder_info.insert(addr(e), (tparams, vs));
    }

    /// A trigger of a quantifier with the bound variables `vars` (named `names`): what a
    /// trigger may contain, and that a positive one mentions every bound variable.
    fn resolve_trigger(&mut self, tr: &'p Trigger, names: &[&'p Name], vars: &[VarId]) {
        let before = self.diags.len();
        let saved_trigger = self.trigger_mode;
        self.trigger_mode = true;
        for te in &tr.exprs {
            self.resolve_expr(te);
            if let ExprKind::Var { name } = &te.kind {
                self.err(te.span, format!("a matching pattern must be more than just a variable by itself: {name}"));
            }
        }
        self.trigger_mode = saved_trigger;
        if before == self.diags.len() && tr.positive {
            let mut used = FxHashSet::default();
            for te in &tr.exprs {
                self.collect_var_uses(te, &mut used);
            }
            for (name, id) in names.iter().zip(vars) {
                if !used.contains(id) {
                    self.err(tr.span, format!("trigger must mention all quantified variables, but does not mention: {name}"));
                }
            }
        }
    }

    /// A let expression: the right-hand sides outside the binders' scope.
    pub(crate) fn resolve_let(&mut self, e: &'p Expr, l: &'p LetExpr) {
        for r in &l.rhs {
            self.resolve_expr(r);
        }
        self.scopes.push();
        let mut vs = Vec::new();
        for v in &l.vars {
            let id = self.new_var(v.name.name.clone(), VarKind::Let, Ty::Bool, v.name.span, VarDecl::Let(v));
            if !self.scopes.declare(&v.name.name, id) {
                self.err(v.name.span, format!("more than one declaration of variable name: {}", v.name.name));
            }
            self.maps.decl_var.insert(addr(v), id);
            vs.push(id);
        }
        self.resolve_attrs(&l.attrs);
        self.resolve_expr(&l.body);
        self.scopes.pop();
        if l.vars.len() != l.rhs.len() {
            self.err(e.span, "number of left-hand sides does not match number of right-hand sides");
        }
        self.let_vars.insert(addr(e), vs);
    }

    /// A code expression: its locals, block labels and blocks.
    pub(crate) fn resolve_code(&mut self, e: &'p Expr, c: &'p CodeExpr) {
        let saved_labels = std::mem::take(&mut self.labels);
        self.scopes.push();
        let mut ls = Vec::new();
        for v in &c.locals {
            let id = self.resolve_formal(v, VarKind::Local);
            self.maps.decl_var.insert(addr(v), id);
            let t = self.resolve_type(&v.ty);
            self.vars[id.0 as usize].ty = t;
            ls.push(id);
        }
        let mut labels = FxHashSet::default();
        for b in &c.blocks {
            if !labels.insert(b.label.name.clone()) {
                self.err(b.label.span, format!("more than one declaration of block name: {}", b.label.name));
            }
        }
        let mode = self.mode;
        for b in &c.blocks {
            self.resolve_stmts(&b.cmds, mode);
            self.mode = mode;
            match &b.transfer {
                SpecTransfer::Goto(g) => {
                    for l in &g.labels {
                        if !labels.contains(&l.name) {
                            self.err(g.span, format!("goto to unknown block: {}", l.name));
                        }
                    }
                }
                SpecTransfer::Return { expr, .. } => self.resolve_expr(expr),
            }
        }
        self.mode = mode;
        self.scopes.pop();
        self.labels = saved_labels;
        self.code_locals.insert(addr(e), ls);
    }

    /// The applications of `{:never_pattern}` functions in a quantifier body, not looking
    /// into nested binders (pre-order, like Boogie's collector).
    pub(crate) fn collect_never_triggers(&self, e: &'p Expr, out: &mut Vec<&'p Expr>) {
        match &e.kind {
            ExprKind::Quant(_) => return,
            ExprKind::FunCall(_) => {
                if let Some(f) = self.maps.expr_func.get(&addr(e)) {
                    if let FuncDecl::Function(fd) = self.funcs[f.0 as usize].decl {
                        if is_bool_attr(&fd.attrs, "never_pattern") {
                            out.push(e);
                        }
                    }
                }
            }
            _ => {}
        }
        stacker::maybe_grow(64 * 1024, 2 * 1024 * 1024, || {
            for_each_child(e, &mut |c| self.collect_never_triggers(c, out))
        });
    }

    /// The variables an expression mentions (by resolution).
    pub(crate) fn collect_var_uses(&self, e: &Expr, out: &mut FxHashSet<VarId>) {
        if let Some(v) = self.maps.expr_var.get(&addr(e)) {
            out.insert(*v);
        }
        stacker::maybe_grow(64 * 1024, 2 * 1024 * 1024, || for_each_child(e, &mut |c| self.collect_var_uses(c, out)));
    }
}

/// The quantifier `e` (`q`) and the quantifiers merged into it: directly nested
/// quantifiers of the same kind without triggers are merged before resolution (§3.5), so
/// `(forall x :: (forall y :: P))` is resolved as `(forall x, y :: P)` with the attribute
/// lists concatenated. Lambdas are never merged.
fn merge_chain<'p>(e: &'p Expr, q: &'p QuantExpr) -> Vec<(&'p Expr, &'p QuantExpr)> {
    let mut chain = vec![(e, q)];
    if q.kind != QuantKind::Lambda {
        let mut cur = q;
        while cur.triggers.is_empty() {
            match &cur.body.kind {
                ExprKind::Quant(inner) if inner.kind == q.kind && inner.triggers.is_empty() => {
                    chain.push((&cur.body, &**inner));
                    cur = inner;
                }
                _ => break,
            }
        }
    }
    chain
}
