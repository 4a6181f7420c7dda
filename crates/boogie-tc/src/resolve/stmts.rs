//! Statements: names in commands, the modes of their expressions, calls, statement ids,
//! parallel assignments and assumption variables.

use boogie_ast::{AssignCmd, Attribute, BinaryOp, CallCmd, ElseBranch, ExprKind, Ident, LoopSpec, Span, Stmt, WhileStmt};

use crate::cx::{Cx, Mode};
use crate::facts::addr;
use crate::info::{VarDecl, VarId, VarKind};
use crate::walk::{attr_string, has_attr, lhs_span};

impl<'p> Cx<'p> {
    pub(crate) fn check_stmt_id(&mut self, attrs: &[Attribute], span: Span) {
        if let Some(id) = attr_string(attrs, "id") {
            if !self.stmt_ids.insert(id.to_string()) {
                self.err(span, format!("more than one statement with same id: {id}"));
            }
        }
    }

    pub(crate) fn resolve_stmts(&mut self, stmts: &'p [Stmt], mode: Mode) {
        for s in stmts {
            self.resolve_stmt(s, mode);
        }
    }

    /// An assignment: targets, indices, right-hand sides, no variable assigned twice, assumption variables.
    pub(crate) fn resolve_assign(&mut self, a: &'p AssignCmd, mode: Mode) {
        if a.lhs.len() != a.rhs.len() {
            self.err(a.span, "number of left-hand sides does not match number of right-hand sides");
        }
        self.resolve_attrs(&a.attrs);
        self.mode = mode;
        let mut roots = std::mem::take(&mut self.scratch_roots);
        roots.clear();
        for l in &a.lhs {
            let v = self.lookup_ident(&l.name);
            for sel in &l.selectors {
                if let boogie_ast::LhsSelector::Index { indices, .. } = sel {
                    for e in indices {
                        self.resolve_expr(e);
                    }
                }
            }
            roots.push(v);
        }
        for e in &a.rhs {
            self.resolve_expr(e);
        }
        for j in 0..a.lhs.len() {
            if let Some(vj) = roots[j] {
                if roots[..j].contains(&Some(vj)) {
                    let l = &a.lhs[j];
                    let span = lhs_span(l);
                    self.err(span, format!("variable {} is assigned more than once in parallel assignment", l.name.name));
                }
            }
        }
        self.check_assumption_assign(a, &roots);
        self.scratch_roots = roots;
    }

    /// A loop: its specifications, its guard, its body, then the guard again (the negated exit guard Boogie synthesizes).
    pub(crate) fn resolve_while(&mut self, w: &'p WhileStmt, mode: Mode) {
        for sp in &w.specs {
            match sp {
                LoopSpec::Invariant(c) => {
                    self.mode = mode;
                    self.check_stmt_id(&c.attrs, c.span);
                    self.resolve_attrs(&c.attrs);
                    self.mode = mode;
                    self.resolve_expr(&c.expr);
                }
                LoopSpec::Measure(m) => {
                    for e in &m.exprs {
                        self.mode = mode;
                        self.resolve_expr(e);
                    }
                }
            }
        }
        if let Some(g) = &w.guard {
            self.mode = mode;
            self.resolve_expr(g);
        }
        self.resolve_stmts(&w.body, mode);
        if let Some(g) = &w.guard {
            self.mode = mode;
            self.resolve_expr(g);
        }
    }

    pub(crate) fn lookup_ident(&mut self, id: &Ident) -> Option<VarId> {
        match self.scopes.lookup(&id.name) {
            Some(v) => {
                self.maps.ident_var.insert(addr(id), v);
                if self.mode == Mode::StateLess && self.vars[v.0 as usize].kind == VarKind::Global {
                    self.err(id.span, format!("cannot refer to a global variable in this context: {}", id.name));
                }
                Some(v)
            }
            None => {
                self.err(id.span, format!("undeclared identifier: {}", id.name));
                None
            }
        }
    }

    pub(crate) fn resolve_stmt(&mut self, s: &'p Stmt, mode: Mode) {
        self.mode = mode;
        match s {
            Stmt::Label(_) | Stmt::Break(_) | Stmt::Return(_) | Stmt::ChangeScope(_) => {}
            Stmt::Goto(g) => {
                self.resolve_attrs(&g.attrs);
            }
            Stmt::Assert(a) => {
                self.check_stmt_id(&a.attrs, a.span);
                self.resolve_attrs(&a.attrs);
                self.mode = mode;
                self.resolve_expr(&a.expr);
            }
            Stmt::Assume(a) => {
                self.check_stmt_id(&a.attrs, a.span);
                self.resolve_attrs(&a.attrs);
                self.mode = mode;
                self.resolve_expr(&a.expr);
            }
            Stmt::Havoc(h) => {
                for v in &h.vars {
                    self.lookup_ident(v);
                }
            }
            Stmt::Assign(a) => self.resolve_assign(a, mode),
            Stmt::Call(c) => self.resolve_call(c, mode),
            Stmt::ParCall(pc) => {
                for c in &pc.calls {
                    self.resolve_call(c, mode);
                }
            }
            Stmt::Unpack(u) => {
                self.resolve_attrs(&u.attrs);
                self.mode = mode;
                if !self.func_names.contains_key(&u.ctor.name) {
                    self.err(u.ctor.span, format!("use of undeclared function: {}", u.ctor.name));
                }
                // The left side `C(x, ..)` is resolved first, then the right side.
                for v in &u.vars {
                    self.lookup_ident(v);
                }
                self.resolve_expr(&u.rhs);
            }
            Stmt::HideReveal(h) => {
                if let Some(n) = &h.name {
                    if !self.func_names.contains_key(&n.name) {
                        self.err(n.span, format!("use of undeclared function: {}", n.name));
                    }
                }
            }
            Stmt::Measure(m) => {
                self.resolve_attrs(&m.attrs);
                for e in &m.exprs {
                    self.mode = mode;
                    self.resolve_expr(e);
                }
            }
            Stmt::If(i) => self.resolve_if(i, mode),
            Stmt::While(w) => self.resolve_while(w, mode),
        }
    }

    pub(crate) fn resolve_if(&mut self, i: &'p boogie_ast::IfStmt, mode: Mode) {
        self.resolve_attrs(&i.attrs);
        if let Some(g) = &i.guard {
            self.mode = mode;
            self.resolve_expr(g);
        }
        self.resolve_stmts(&i.then_branch, mode);
        if let Some(g) = &i.guard {
            self.mode = mode;
            self.resolve_expr(g);
        }
        match &i.else_branch {
            None => {}
            Some(ElseBranch::Block { stmts, .. }) => self.resolve_stmts(stmts, mode),
            Some(ElseBranch::If(ei)) => self.resolve_if(ei, mode),
        }
    }

    pub(crate) fn resolve_call(&mut self, c: &'p CallCmd, mode: Mode) {
        self.check_stmt_id(&c.attrs, c.span);
        self.resolve_attrs(&c.attrs);
        self.mode = mode;
        let proc = self.proc_names.get(&c.callee.name).copied();
        if proc.is_none() {
            self.err(c.span, format!("call to undeclared procedure: {}", c.callee.name));
        }
        for e in &c.args {
            self.resolve_expr(e);
        }
        let mut seen = Vec::new();
        for o in &c.outs {
            if let Some(v) = self.lookup_ident(o) {
                if seen.contains(&v) {
                    self.err(c.span, format!("left-hand side of call command contains variable twice: {}", o.name));
                } else {
                    seen.push(v);
                }
            }
        }
        if let Some(pid) = proc {
            self.maps.call_proc.insert(addr(c), pid);
            let pd = self.procs[pid.0 as usize].decl;
            if c.args.len() != pd.ins.len() {
                self.err(c.span, format!("wrong number of arguments in call to {}: {}", c.callee.name, c.args.len()));
            }
            if c.outs.len() != pd.outs.len() {
                self.err(c.span, format!("wrong number of result variables in call to {}: {}", c.callee.name, c.outs.len()));
            }
            if self.pure_proc && !pd.pure_ {
                self.err(c.span, "pure procedure may only call a pure procedure");
            }
        }
    }

    pub(crate) fn check_assumption_assign(&mut self, a: &'p boogie_ast::AssignCmd, roots: &[Option<VarId>]) {
        for (j, r) in roots.iter().enumerate() {
            let Some(v) = *r else { continue };
            let info = &self.vars[v.0 as usize];
            if !matches!(info.kind, VarKind::Local | VarKind::Global) {
                continue;
            }
            let is_assumption = match info.decl {
                VarDecl::Variable(var) => has_attr(&var.attrs, "assumption"),
                _ => false,
            };
            if !is_assumption {
                continue;
            }
            let name = info.name.clone();
            if !self.assumption_assigned.insert(v) {
                self.err(a.span, "assumption variable may not be assigned to more than once");
                continue;
            }
            let ok = match a.rhs.get(j).map(|e| &e.kind) {
                Some(ExprKind::Binary(b)) if b.op == BinaryOp::And => {
                    matches!(&b.lhs.kind, ExprKind::Var { name: n } if *n == name)
                }
                _ => false,
            };
            if !ok {
                self.err(
                    a.span,
                    format!("RHS of assignment to assumption variable {name} must match expression \"{name} && <boolean expression>\""),
                );
            }
        }
    }
}
