//! Commands: predicates are `bool`, assignments and calls respect mutability and the
//! modifies clause (the frame), a call's arguments and results match the callee's
//! signature, an unpack `C(x, ..) := e` matches the constructor, and the negated guards
//! Boogie synthesizes for `if` and `while` are checked too.

use boogie_ast::{BinaryOp, ElseBranch, ExprKind, LhsSelector, LoopSpec, Span, Stmt, UnaryOp, Expr};

use crate::cx::{Cx, InstKey};
use crate::facts::addr;
use crate::info::{FuncDecl, VarId, VarKind};
use crate::ty::{TvId, Ty};
use crate::walk::lhs_span;

impl<'p> Cx<'p> {
    pub(crate) fn tc_stmts(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.tc_stmt(s);
        }
    }

    pub(crate) fn check_frame(&mut self, v: VarId, span: Span) {
        let info = &self.vars[v.0 as usize];
        if !info.kind.is_mutable() {
            let msg = format!("command assigns to an immutable variable: {}", info.name);
            self.tc_err(span, msg);
        } else if info.kind == VarKind::Global {
            let in_frame = self.tc.frame.as_ref().is_none_or(|f| f.contains(&v));
            if !in_frame {
                let msg = format!(
                    "command assigns to a global variable that is not in the enclosing procedure's modifies clause: {}",
                    info.name
                );
                self.tc_err(span, msg);
            }
        }
    }

    pub(crate) fn tc_predicate(&mut self, e: &Expr, span: Span, assert: bool) {
        let t = self.tc_expr(e);
        if !self.u.unify(&t, &Ty::Bool) {
            let what = if assert { "asserted" } else { "assumed" };
            let msg = format!("an {what} expression must be of type bool (got: {})", self.u.show(&t));
            self.tc_err(span, msg);
        }
    }

    /// Checks the negated guard `!g` Boogie synthesizes (no source position, simplified).
    pub(crate) fn tc_negated_guard(&mut self, g: &Expr) {
        let t = match &g.kind {
            ExprKind::Unary { op: UnaryOp::Not, arg } => self.tc_expr(arg),
            ExprKind::Binary(b) if matches!(b.op, BinaryOp::Eq | BinaryOp::Neq | BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge) => {
                let before = self.diags.len();
                let l = self.tc_expr(&b.lhs);
                let r = self.tc_expr(&b.rhs);
                if before != self.diags.len() {
                    self.u.error_ty()
                } else {
                    let (op, x, y) = match b.op {
                        BinaryOp::Eq => (BinaryOp::Neq, l, r),
                        BinaryOp::Neq => (BinaryOp::Eq, l, r),
                        BinaryOp::Lt => (BinaryOp::Le, r, l),
                        BinaryOp::Le => (BinaryOp::Lt, r, l),
                        BinaryOp::Gt => (BinaryOp::Le, l, r),
                        _ => (BinaryOp::Lt, l, r),
                    };
                    self.tc_binop(op, Span::NONE, x, y)
                }
            }
            _ => {
                let before = self.diags.len();
                let t = self.tc_expr(g);
                if before != self.diags.len() {
                    self.u.error_ty()
                } else {
                    self.tc_unop(UnaryOp::Not, Span::NONE, t)
                }
            }
        };
        let _ = self.u.unify(&t, &Ty::Bool);
    }

    pub(crate) fn tc_stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Label(_) | Stmt::Break(_) | Stmt::ChangeScope(_) | Stmt::HideReveal(_) => {}
            Stmt::Goto(g) => self.tc_attrs(&g.attrs),
            Stmt::Return(r) => self.tc_attrs(&r.attrs),
            Stmt::Assert(a) => {
                self.tc_attrs(&a.attrs);
                self.tc_predicate(&a.expr, a.span, true);
            }
            Stmt::Assume(a) => {
                self.tc_attrs(&a.attrs);
                self.tc_predicate(&a.expr, a.span, false);
            }
            Stmt::Havoc(h) => {
                for v in &h.vars {
                    if let Some(&id) = self.maps.ident_var.get(&addr(v)) {
                        self.check_frame(id, h.span);
                    }
                }
            }
            Stmt::Assign(a) => {
                self.tc_attrs(&a.attrs);
                let before = self.diags.len();
                let mut lts = self.scratch_tys.pop().unwrap_or_default();
                let mut rts = self.scratch_tys.pop().unwrap_or_default();
                for l in &a.lhs {
                    let t = self.tc_lhs(l);
                    lts.push(t);
                }
                for e in &a.rhs {
                    let t = self.tc_expr(e);
                    rts.push(t);
                }
                self.tc_assign(a, before, &lts, &rts);
                lts.clear();
                rts.clear();
                self.scratch_tys.push(lts);
                self.scratch_tys.push(rts);
            }
            Stmt::Call(c) => self.tc_call(c),
            Stmt::ParCall(pc) => {
                self.tc_err(pc.span, "calling procedure of a parallel call must yield");
                for c in &pc.calls {
                    self.tc_err(c.callee.span, "target procedure of a parallel call must yield");
                }
            }
            Stmt::Unpack(u) => self.tc_unpack(u),
            Stmt::Measure(m) => {
                self.tc_attrs(&m.attrs);
                for e in &m.exprs {
                    let _ = self.tc_expr(e);
                }
            }
            Stmt::If(i) => self.tc_if(i),
            Stmt::While(w) => {
                for sp in &w.specs {
                    match sp {
                        LoopSpec::Invariant(c) => {
                            self.tc_attrs(&c.attrs);
                            self.tc_predicate(&c.expr, c.span, !c.free);
                        }
                        LoopSpec::Measure(m) => {
                            for e in &m.exprs {
                                let _ = self.tc_expr(e);
                            }
                        }
                    }
                }
                if let Some(g) = &w.guard {
                    self.tc_predicate(g, w.span, false);
                }
                self.tc_stmts(&w.body);
                if let Some(g) = &w.guard {
                    self.tc_negated_guard(g);
                }
            }
        }
    }

    /// `C(x, ..) := e` in Boogie's order: the left side as an application of `C`, the
    /// right side, the assigned variables' mutability, the types, that `C` is a
    /// constructor, the variables' distinctness.
    pub(crate) fn tc_unpack(&mut self, u: &boogie_ast::UnpackCmd) {
        self.tc_attrs(&u.attrs);
        let before = self.diags.len();
        let vars: Vec<Option<VarId>> = u.vars.iter().map(|v| self.maps.ident_var.get(&addr(v)).copied()).collect();
        let fid = self.func_names.get(&u.ctor.name).copied();
        let mut lt = None;
        if let Some(fid) = fid {
            let f = self.funcs[fid.0 as usize].clone();
            if f.params.len() != u.vars.len() {
                self.tc_err(
                    u.ctor.span,
                    format!("wrong number of arguments to function: {} ({} instead of {})", u.ctor.name, u.vars.len(), f.params.len()),
                );
            } else {
                let inst: Vec<Ty> = f.tparams.iter().map(|(_, n)| self.u.fresh_proxy(n.clone())).collect();
                let s: Vec<(TvId, Ty)> = f.tparams.iter().map(|(i, _)| *i).zip(inst.iter().cloned()).collect();
                for (i, ((v, id), pt)) in u.vars.iter().zip(&vars).zip(&f.params).enumerate() {
                    let Some(id) = id else { continue };
                    let vt = self.vars[id.0 as usize].ty.clone();
                    if !self.u.unify(&vt, &pt.subst(&s)) {
                        let msg = format!(
                            "invalid type for argument {i} in application of {}: {} (expected: {})",
                            u.ctor.name,
                            self.u.show(&vt),
                            self.u.show(pt)
                        );
                        self.tc_err(v.span, msg);
                    }
                }
                if before == self.diags.len() {
                    lt = Some(f.result.subst(&s));
                }
            }
        }
        let before_rhs = self.diags.len();
        let rt = self.tc_expr(&u.rhs);
        let rhs_ok = before_rhs == self.diags.len();
        for id in vars.iter().flatten() {
            self.check_frame(*id, u.span);
        }
        if let (Some(lt), true) = (&lt, rhs_ok) {
            if !self.u.unify(lt, &rt) {
                let msg = format!("mismatched types in assignment command (cannot assign {} to {})", self.u.show(&rt), self.u.show(lt));
                self.tc_err(u.span, msg);
                return;
            }
        }
        if let Some(fid) = fid {
            if !matches!(self.funcs[fid.0 as usize].decl, FuncDecl::Ctor(..)) {
                self.tc_err(u.span, "left side of unpack command must be a constructor application");
            }
        }
        let mut seen: Vec<VarId> = Vec::new();
        for (v, id) in u.vars.iter().zip(&vars) {
            let Some(id) = *id else { continue };
            if seen.contains(&id) {
                self.tc_err(u.span, format!("variable {} is assigned more than once in unpack command", v.name));
            } else {
                seen.push(id);
            }
        }
    }

    pub(crate) fn tc_assign(&mut self, a: &boogie_ast::AssignCmd, before: usize, lts: &[Ty], rts: &[Ty]) {
        if before != self.diags.len() {
            return;
        }
        for l in &a.lhs {
            if let Some(&id) = self.maps.ident_var.get(&addr(&l.name)) {
                self.check_frame(id, a.span);
            }
        }
        for ((l, lt), rt) in a.lhs.iter().zip(lts).zip(rts) {
            if !self.u.unify(lt, rt) {
                // Boogie prints a map-typed synonym on the left expanded.
                let lt_shown = match lt {
                    Ty::Syn { body, .. } if matches!(body.expand(), Ty::Map(_)) => self.u.show(body.expand()),
                    _ => self.u.show(lt),
                };
                let msg = format!(
                    "mismatched types in assignment command (cannot assign {} to {})",
                    self.u.show(rt),
                    lt_shown
                );
                self.tc_err(lhs_span(l), msg);
            }
        }
    }

    pub(crate) fn tc_if(&mut self, i: &boogie_ast::IfStmt) {
        self.tc_attrs(&i.attrs);
        if let Some(g) = &i.guard {
            self.tc_predicate(g, i.span, false);
        }
        self.tc_stmts(&i.then_branch);
        if let Some(g) = &i.guard {
            self.tc_negated_guard(g);
        }
        match &i.else_branch {
            None => {}
            Some(ElseBranch::Block { stmts, .. }) => self.tc_stmts(stmts),
            Some(ElseBranch::If(e)) => self.tc_if(e),
        }
    }

    pub(crate) fn tc_call(&mut self, c: &boogie_ast::CallCmd) {
        self.tc_attrs(&c.attrs);
        let before = self.diags.len();
        let ats: Vec<Ty> = c.args.iter().map(|e| self.tc_expr(e)).collect();
        let ots: Vec<Option<(VarId, Ty)>> = c
            .outs
            .iter()
            .map(|o| self.maps.ident_var.get(&addr(o)).map(|&v| (v, self.vars[v.0 as usize].ty.clone())))
            .collect();
        let Some(&pid) = self.maps.call_proc.get(&addr(c)) else { return };
        for (v, _) in ots.iter().flatten() {
            self.check_frame(*v, c.span);
        }
        for m in self.procs[pid.0 as usize].modifies.clone() {
            self.check_frame(m, c.span);
        }
        if before != self.diags.len() {
            return;
        }
        let proc = self.procs[pid.0 as usize].clone();
        let inst: Vec<Ty> = proc.tparams.iter().map(|(_, n)| self.u.fresh_proxy(n.clone())).collect();
        let s: Vec<(TvId, Ty)> = proc.tparams.iter().map(|(i, _)| *i).zip(inst.iter().cloned()).collect();
        for (i, (arg, at)) in c.args.iter().zip(&ats).enumerate() {
            let Some(f) = proc.ins.get(i) else { break };
            let ft = self.vars[f.0 as usize].ty.clone();
            if !self.u.unify(at, &ft.subst(&s)) {
                let msg = format!(
                    "invalid type for argument {i} in call to {}: {} (expected: {})",
                    c.callee.name,
                    self.u.show(at),
                    self.u.show(&ft)
                );
                self.tc_err(arg.span, msg);
            }
        }
        for (i, (o, ot)) in c.outs.iter().zip(&ots).enumerate() {
            let (Some(f), Some((_, ot))) = (proc.outs.get(i), ot) else { continue };
            let ft = self.vars[f.0 as usize].ty.subst(&s);
            if !self.u.unify(&ft, ot) {
                let msg = format!(
                    "invalid type for out-parameter {i} in call to {}: {} (expected: {})",
                    c.callee.name,
                    self.u.show(ot),
                    self.u.show(&ft)
                );
                self.tc_err(o.span, msg);
            }
        }
        let names = proc.tparams.iter().map(|(_, n)| n.clone()).collect();
        self.record_inst(InstKey::Node(addr(c)), c.span, names, inst, false, None);
    }

    pub(crate) fn tc_lhs(&mut self, l: &boogie_ast::Lhs) -> Ty {
        let Some(&v) = self.maps.ident_var.get(&addr(&l.name)) else { return self.u.error_ty() };
        let mut t = self.vars[v.0 as usize].ty.clone();
        for (k, sel) in l.selectors.iter().enumerate() {
            match sel {
                LhsSelector::Index { indices, span } => {
                    let before = self.diags.len();
                    let its: Vec<Ty> = indices.iter().map(|e| self.tc_expr(e)).collect();
                    if before != self.diags.len() {
                        return self.u.error_ty();
                    }
                    match self.tc_select(*span, &t, indices, &its, "map assignment", None) {
                        Some((r, inst, names)) => {
                            self.record_inst(InstKey::Lhs(addr(l), k), *span, names, inst, true, None);
                            t = r;
                        }
                        None => return self.u.error_ty(),
                    }
                }
                LhsSelector::Field { field, span } => match self.tc_field(*span, &t, field) {
                    Some(r) => t = r,
                    None => return self.u.error_ty(),
                },
            }
        }
        t
    }
}
