//! Expression helpers: capture-avoiding renaming of free variables and `old` removal
//! ([`subst`], on the generated [`Folder`]), and the free and bound variables of an
//! expression (a read-only walker, exhaustive over every node, that reports binders as it
//! meets them).

use std::collections::HashSet;

use boogie_ast::{
    fold_expr, fold_quant_expr, Attribute, BinaryExpr, CodeExpr, CoerceExpr, Expr, ExprKind, ExtractExpr, FieldExpr,
    FieldUpdateExpr, FunCall, IfThenElse, IsExpr, LetExpr, LetVar, Lhs, LhsSelector, Name, QuantExpr, SelectExpr,
    SpecBlock, SpecTransfer, Stmt, StoreExpr, Trigger, Variable, Folder,
};

/// How [`subst`] rewrites: `var(name, in_old)` gives the replacement of a free variable
/// (`None` keeps it); `drop_old` removes `old(..)` wrappers (after `var` has been told).
pub struct Subst<'a> {
    pub var: &'a mut dyn FnMut(&Name, bool) -> Option<Expr>,
    pub drop_old: bool,
    /// When set, every bound name met is recorded here.
    pub binders: Option<&'a mut HashSet<Name>>,
}

/// `e` with free variables replaced as `s` says.
pub fn subst(e: &Expr, s: &mut Subst<'_>) -> Expr {
    Substitution { s, bound: Vec::new(), in_old: false }.fold_expr(e.clone())
}

/// The rewrite of [`subst`] on the generated [`Folder`]: a variable is free unless a
/// quantifier, let or code expression around it binds it, and is under `old` inside one.
struct Substitution<'s, 'a> {
    s: &'s mut Subst<'a>,
    /// The names bound around the expression being folded, innermost last.
    bound: Vec<Name>,
    in_old: bool,
}

impl Substitution<'_, '_> {
    /// Binds `names` (recording them with [`Subst::binders`]); the mark to unbind them at.
    fn bind<'n>(&mut self, names: impl Iterator<Item = &'n Name>) -> usize {
        let mark = self.bound.len();
        self.bound.extend(names.cloned());
        if let Some(b) = self.s.binders.as_deref_mut() {
            b.extend(self.bound[mark..].iter().cloned());
        }
        mark
    }

    /// A command of a code expression: the expression of an `assert` or `assume` and the
    /// right-hand sides of an assignment are rewritten (the variables it writes are the
    /// code expression's, bound); other commands stay as they are.
    fn command(&mut self, c: Stmt) -> Stmt {
        match c {
            Stmt::Assert(mut a) => {
                a.expr = self.fold_expr(a.expr);
                Stmt::Assert(a)
            }
            Stmt::Assume(mut a) => {
                a.expr = self.fold_expr(a.expr);
                Stmt::Assume(a)
            }
            Stmt::Assign(mut a) => {
                a.rhs = std::mem::take(&mut a.rhs).into_iter().map(|e| self.fold_expr(e)).collect();
                Stmt::Assign(a)
            }
            other => other,
        }
    }
}

impl Folder for Substitution<'_, '_> {
    fn fold_expr(&mut self, e: Expr) -> Expr {
        let Expr { kind, span } = e;
        match kind {
            ExprKind::Var { name } if !self.bound.contains(&name) => {
                (self.s.var)(&name, self.in_old).unwrap_or(Expr { kind: ExprKind::Var { name }, span })
            }
            ExprKind::Old(inner) => {
                let outer = std::mem::replace(&mut self.in_old, true);
                let r = self.fold_expr(*inner);
                self.in_old = outer;
                if self.s.drop_old {
                    r
                } else {
                    Expr { kind: ExprKind::Old(Box::new(r)), span }
                }
            }
            kind => fold_expr(self, Expr { kind, span }),
        }
    }

    fn fold_quant_expr(&mut self, q: QuantExpr) -> QuantExpr {
        let mark = self.bind(q.vars.iter().map(|v| &v.name.name));
        let q = fold_quant_expr(self, q);
        self.bound.truncate(mark);
        q
    }

    /// The right-hand sides are outside the let's scope.
    fn fold_let_expr(&mut self, l: LetExpr) -> LetExpr {
        let LetExpr { vars, rhs, attrs, body } = l;
        let rhs = rhs.into_iter().map(|e| self.fold_expr(e)).collect();
        let mark = self.bind(vars.iter().map(|v| &v.name.name));
        let vars = vars.into_iter().map(|v| self.fold_let_var(v)).collect();
        let attrs = attrs.into_iter().map(|a| self.fold_attribute(a)).collect();
        let body = self.fold_expr(body);
        self.bound.truncate(mark);
        LetExpr { vars, rhs, attrs, body }
    }

    fn fold_code_expr(&mut self, c: CodeExpr) -> CodeExpr {
        let CodeExpr { locals, blocks } = c;
        let mark = self.bind(locals.iter().map(|v| &v.name.name));
        let locals = locals.into_iter().map(|v| self.fold_variable(v)).collect();
        let blocks = blocks
            .into_iter()
            .map(|b| {
                let SpecBlock { label, cmds, transfer, span } = b;
                let cmds = cmds.into_iter().map(|c| self.command(c)).collect();
                let transfer = match transfer {
                    SpecTransfer::Goto(g) => SpecTransfer::Goto(g),
                    SpecTransfer::Return { attrs, expr, span } => SpecTransfer::Return {
                        attrs: attrs.into_iter().map(|a| self.fold_attribute(a)).collect(),
                        expr: self.fold_expr(expr),
                        span,
                    },
                };
                SpecBlock { label, cmds, transfer, span }
            })
            .collect();
        self.bound.truncate(mark);
        CodeExpr { locals, blocks }
    }
}

/// What [`walk`] reports.
enum Event<'e> {
    /// A free occurrence of a variable, and whether it is under `old`.
    Free(&'e Name, bool),
    /// A name bound by a quantifier, let or code expression.
    Binder(&'e Name),
}

/// Read-only traversal (no allocation besides the bound-name stack).
fn walk<'e>(e: &'e Expr, bound: &mut Vec<&'e Name>, in_old: bool, f: &mut dyn FnMut(Event<'e>)) {
    let Expr { kind, span: _ } = e;
    match kind {
        ExprKind::Lit(_) => {}
        ExprKind::Var { name } => {
            if !bound.contains(&name) {
                f(Event::Free(name, in_old));
            }
        }
        ExprKind::FunCall(x) => {
            let FunCall { name: _, args } = &**x;
            walk_all(args, bound, in_old, f);
        }
        ExprKind::Old(x) => walk(x, bound, true, f),
        ExprKind::Unary { op: _, arg } => walk(arg, bound, in_old, f),
        ExprKind::Binary(x) => {
            let BinaryExpr { op: _, lhs, rhs } = &**x;
            walk(lhs, bound, in_old, f);
            walk(rhs, bound, in_old, f);
        }
        ExprKind::Select(x) => {
            let SelectExpr { map, indices } = &**x;
            walk(map, bound, in_old, f);
            walk_all(indices, bound, in_old, f);
        }
        ExprKind::Store(x) => {
            let StoreExpr { map, indices, value } = &**x;
            walk(map, bound, in_old, f);
            walk_all(indices, bound, in_old, f);
            walk(value, bound, in_old, f);
        }
        ExprKind::Extract(x) => {
            let ExtractExpr { expr, hi: _, lo: _ } = &**x;
            walk(expr, bound, in_old, f);
        }
        ExprKind::Coerce(x) => {
            let CoerceExpr { expr, ty: _ } = &**x;
            walk(expr, bound, in_old, f);
        }
        ExprKind::ToInt(x) | ExprKind::ToReal(x) => walk(x, bound, in_old, f),
        ExprKind::IfThenElse(x) => {
            let IfThenElse { cond, then_, else_ } = &**x;
            walk(cond, bound, in_old, f);
            walk(then_, bound, in_old, f);
            walk(else_, bound, in_old, f);
        }
        ExprKind::Quant(q) => {
            let QuantExpr { kind: _, type_params: _, vars, attrs, triggers, body } = &**q;
            let mark = bound.len();
            for v in vars {
                f(Event::Binder(&v.name.name));
                bound.push(&v.name.name);
            }
            for v in vars {
                walk_var(v, bound, in_old, f);
            }
            walk_attrs(attrs, bound, in_old, f);
            for t in triggers {
                let Trigger { positive: _, exprs, span: _ } = t;
                walk_all(exprs, bound, in_old, f);
            }
            walk(body, bound, in_old, f);
            bound.truncate(mark);
        }
        ExprKind::Let(l) => {
            let LetExpr { vars, rhs, attrs, body } = &**l;
            walk_all(rhs, bound, in_old, f);
            let mark = bound.len();
            for v in vars {
                let LetVar { attrs, name } = v;
                f(Event::Binder(&name.name));
                bound.push(&name.name);
                walk_attrs(attrs, bound, in_old, f);
            }
            walk_attrs(attrs, bound, in_old, f);
            walk(body, bound, in_old, f);
            bound.truncate(mark);
        }
        ExprKind::Is(x) => {
            let IsExpr { expr, ctor: _ } = &**x;
            walk(expr, bound, in_old, f);
        }
        ExprKind::Field(x) => {
            let FieldExpr { expr, field: _ } = &**x;
            walk(expr, bound, in_old, f);
        }
        ExprKind::FieldUpdate(x) => {
            let FieldUpdateExpr { expr, field: _, value } = &**x;
            walk(expr, bound, in_old, f);
            walk(value, bound, in_old, f);
        }
        ExprKind::Code(c) => {
            let CodeExpr { locals, blocks } = &**c;
            let mark = bound.len();
            for v in locals {
                f(Event::Binder(&v.name.name));
                bound.push(&v.name.name);
            }
            for v in locals {
                walk_var(v, bound, in_old, f);
            }
            for b in blocks {
                let SpecBlock { label: _, cmds, transfer, span: _ } = b;
                for c in cmds {
                    match c {
                        Stmt::Assert(a) => walk(&a.expr, bound, in_old, f),
                        Stmt::Assume(a) => walk(&a.expr, bound, in_old, f),
                        Stmt::Assign(a) => walk_all(&a.rhs, bound, in_old, f),
                        Stmt::Label(_)
                        | Stmt::Havoc(_)
                        | Stmt::Call(_)
                        | Stmt::ParCall(_)
                        | Stmt::Unpack(_)
                        | Stmt::HideReveal(_)
                        | Stmt::ChangeScope(_)
                        | Stmt::Measure(_)
                        | Stmt::If(_)
                        | Stmt::While(_)
                        | Stmt::Break(_)
                        | Stmt::Goto(_)
                        | Stmt::Return(_) => {}
                    }
                }
                match transfer {
                    SpecTransfer::Goto(_) => {}
                    SpecTransfer::Return { attrs, expr, span: _ } => {
                        walk_attrs(attrs, bound, in_old, f);
                        walk(expr, bound, in_old, f);
                    }
                }
            }
            bound.truncate(mark);
        }
    }
}

fn walk_all<'e>(es: &'e [Expr], bound: &mut Vec<&'e Name>, in_old: bool, f: &mut dyn FnMut(Event<'e>)) {
    for e in es {
        walk(e, bound, in_old, f);
    }
}

fn walk_var<'e>(v: &'e Variable, bound: &mut Vec<&'e Name>, in_old: bool, f: &mut dyn FnMut(Event<'e>)) {
    let Variable { attrs, name: _, ty: _, where_clause, span: _ } = v;
    walk_attrs(attrs, bound, in_old, f);
    if let Some(w) = where_clause {
        walk(w, bound, in_old, f);
    }
}

fn walk_attrs<'e>(attrs: &'e [Attribute], bound: &mut Vec<&'e Name>, in_old: bool, f: &mut dyn FnMut(Event<'e>)) {
    for a in attrs {
        for e in a.args.stored_exprs() {
            walk(e, bound, in_old, f);
        }
    }
}

/// Calls `f(name, in_old)` for every free variable occurrence of `e`.
pub fn for_each_free_var(e: &Expr, f: &mut dyn FnMut(&Name, bool)) {
    let mut bound = Vec::new();
    walk(e, &mut bound, false, &mut |ev| match ev {
        Event::Free(n, in_old) => f(n, in_old),
        Event::Binder(_) => {}
    });
}

/// The free variables of `e`.
pub fn free_vars(e: &Expr) -> HashSet<Name> {
    let mut out = HashSet::new();
    for_each_free_var(e, &mut |n, _| {
        out.insert(n.clone());
    });
    out
}

/// Every name bound anywhere inside `e` and every free variable (quantifier, let and
/// code-expression variables); fresh names must avoid them so substitution cannot capture.
pub fn all_names<S: std::hash::BuildHasher>(e: &Expr, out: &mut HashSet<Name, S>) {
    all_names_where(e, out, |_| true)
}

/// [`all_names`], recording only the names that satisfy `keep`.
pub fn all_names_where<S: std::hash::BuildHasher>(e: &Expr, out: &mut HashSet<Name, S>, keep: impl Fn(&str) -> bool) {
    let mut bound = Vec::new();
    walk(e, &mut bound, false, &mut |ev| match ev {
        Event::Free(n, _) | Event::Binder(n) => {
            if keep(n) && !out.contains(n) {
                out.insert(n.clone());
            }
        }
    });
}

/// `lhs op rhs`, without a source position.
pub fn bin(op: boogie_ast::BinaryOp, lhs: Expr, rhs: Expr) -> Expr {
    Expr { kind: ExprKind::Binary(Box::new(BinaryExpr { op, lhs, rhs })), span: boogie_ast::Span::NONE }
}

/// `false`, without a source position.
pub fn lit_false() -> Expr {
    Expr { kind: ExprKind::Lit(boogie_ast::Literal::Bool(false)), span: boogie_ast::Span::NONE }
}

/// `!e`, without a source position.
pub fn not(e: Expr) -> Expr {
    Expr { kind: ExprKind::Unary { op: boogie_ast::UnaryOp::Not, arg: Box::new(e) }, span: boogie_ast::Span::NONE }
}

/// A variable reference expression.
pub fn var(name: &Name) -> Expr {
    Expr { kind: ExprKind::Var { name: name.clone() }, span: boogie_ast::Span::NONE }
}

/// The expression an assignment target denotes after the update: `m[i][j] := v` gives
/// `m[i := m[i][j := v]]` (as the new value of `m`).
pub fn lhs_update(lhs: &Lhs, rhs: Expr) -> Expr {
    let Lhs { name, selectors, span: _ } = lhs;
    build_update(&var(&name.name), selectors, rhs)
}

fn build_update(base: &Expr, selectors: &[LhsSelector], rhs: Expr) -> Expr {
    match selectors.split_first() {
        None => rhs,
        Some((first, rest)) => match first {
            LhsSelector::Index { indices, span } => {
                let inner_base =
                    Expr { kind: ExprKind::Select(Box::new(SelectExpr { map: base.clone(), indices: indices.clone() })), span: *span };
                let value = build_update(&inner_base, rest, rhs);
                Expr {
                    kind: ExprKind::Store(Box::new(StoreExpr { map: base.clone(), indices: indices.clone(), value })),
                    span: *span,
                }
            }
            LhsSelector::Field { field, span } => {
                let inner_base =
                    Expr { kind: ExprKind::Field(Box::new(FieldExpr { expr: base.clone(), field: field.clone() })), span: *span };
                let value = build_update(&inner_base, rest, rhs);
                Expr {
                    kind: ExprKind::FieldUpdate(Box::new(FieldUpdateExpr { expr: base.clone(), field: field.clone(), value })),
                    span: *span,
                }
            }
        },
    }
}

/// Renames free variables of an owned expression in place of a copy: `f(name)` gives the
/// replacement (`None` keeps the variable). Bound names shadow. Used on hot paths
/// (passification renames every read), where [`subst`]'s copy would double the work.
pub fn rename_owned(e: Expr, f: &mut dyn FnMut(&Name) -> Option<Expr>) -> Expr {
    let mut r = Renamer { bound: Vec::new(), f };
    boogie_ast::Folder::fold_expr(&mut r, e)
}

struct Renamer<'a> {
    bound: Vec<Name>,
    f: &'a mut dyn FnMut(&Name) -> Option<Expr>,
}

impl boogie_ast::Folder for Renamer<'_> {
    fn fold_expr(&mut self, node: Expr) -> Expr {
        if let ExprKind::Var { name } = &node.kind {
            if !self.bound.contains(name) {
                if let Some(r) = (self.f)(name) {
                    return r;
                }
            }
            return node;
        }
        boogie_ast::fold_expr(self, node)
    }

    fn fold_quant_expr(&mut self, node: QuantExpr) -> QuantExpr {
        let mark = self.bound.len();
        self.bound.extend(node.vars.iter().map(|v| v.name.name.clone()));
        let out = boogie_ast::fold_quant_expr(self, node);
        self.bound.truncate(mark);
        out
    }

    fn fold_let_expr(&mut self, node: LetExpr) -> LetExpr {
        let LetExpr { vars, rhs, attrs, body } = node;
        let rhs = rhs.into_iter().map(|e| self.fold_expr(e)).collect();
        let mark = self.bound.len();
        self.bound.extend(vars.iter().map(|v| v.name.name.clone()));
        let attrs = attrs.into_iter().map(|a| self.fold_attribute(a)).collect();
        let body = self.fold_expr(body);
        self.bound.truncate(mark);
        LetExpr { vars, rhs, attrs, body }
    }

    fn fold_code_expr(&mut self, node: CodeExpr) -> CodeExpr {
        let mark = self.bound.len();
        self.bound.extend(node.locals.iter().map(|v| v.name.name.clone()));
        let out = boogie_ast::fold_code_expr(self, node);
        self.bound.truncate(mark);
        out
    }
}

/// [`rename_owned`] in place: the same renaming, but nodes without binders are rewritten
/// where they are instead of being rebuilt (no box is freed and allocated again).
/// Quantifiers, `let` and code expressions go through [`rename_owned`]'s folder, with the
/// names bound around them.
pub fn rename_in_place(e: &mut Expr, f: &mut dyn FnMut(&Name) -> Option<Expr>) {
    let mut bound: Vec<Name> = Vec::new();
    rename_mut(e, &mut bound, f);
}

fn rename_mut(e: &mut Expr, bound: &mut Vec<Name>, f: &mut dyn FnMut(&Name) -> Option<Expr>) {
    match &mut e.kind {
        ExprKind::Lit(_) => {}
        ExprKind::Var { name } => {
            if !bound.contains(name) {
                if let Some(r) = f(name) {
                    *e = r;
                }
            }
        }
        ExprKind::FunCall(x) => {
            for a in &mut x.args {
                rename_mut(a, bound, f);
            }
        }
        ExprKind::Old(x) | ExprKind::ToInt(x) | ExprKind::ToReal(x) => rename_mut(x, bound, f),
        ExprKind::Unary { op: _, arg } => rename_mut(arg, bound, f),
        ExprKind::Binary(x) => {
            rename_mut(&mut x.lhs, bound, f);
            rename_mut(&mut x.rhs, bound, f);
        }
        ExprKind::Select(x) => {
            rename_mut(&mut x.map, bound, f);
            for i in &mut x.indices {
                rename_mut(i, bound, f);
            }
        }
        ExprKind::Store(x) => {
            rename_mut(&mut x.map, bound, f);
            for i in &mut x.indices {
                rename_mut(i, bound, f);
            }
            rename_mut(&mut x.value, bound, f);
        }
        ExprKind::Extract(x) => rename_mut(&mut x.expr, bound, f),
        ExprKind::Coerce(x) => rename_mut(&mut x.expr, bound, f),
        ExprKind::IfThenElse(x) => {
            rename_mut(&mut x.cond, bound, f);
            rename_mut(&mut x.then_, bound, f);
            rename_mut(&mut x.else_, bound, f);
        }
        ExprKind::Is(x) => rename_mut(&mut x.expr, bound, f),
        ExprKind::Field(x) => rename_mut(&mut x.expr, bound, f),
        ExprKind::FieldUpdate(x) => {
            rename_mut(&mut x.expr, bound, f);
            rename_mut(&mut x.value, bound, f);
        }
        ExprKind::Quant(_) | ExprKind::Let(_) | ExprKind::Code(_) => {
            let taken = std::mem::replace(e, Expr { kind: ExprKind::Lit(boogie_ast::Literal::Bool(true)), span: e.span });
            let mut r = Renamer { bound: std::mem::take(bound), f };
            *e = boogie_ast::Folder::fold_expr(&mut r, taken);
            *bound = r.bound;
        }
    }
}

/// The expressions of a simple command renamed in place by [`rename_in_place`] (the same
/// expressions [`crate::cmds::map_exprs_owned`] rewrites, in the same order).
pub fn rename_stmt_in_place(stmt: &mut Stmt, f: &mut dyn FnMut(&Name) -> Option<Expr>) {
    match stmt {
        Stmt::Assert(a) => {
            rename_in_place(&mut a.expr, f);
            boogie_ast::origin::attr_terms_mut(&mut a.attrs, &mut |e| rename_in_place(e, f));
        }
        Stmt::Assume(a) => {
            rename_in_place(&mut a.expr, f);
            boogie_ast::origin::attr_terms_mut(&mut a.attrs, &mut |e| rename_in_place(e, f));
        }
        Stmt::Assign(a) => {
            for e in &mut a.rhs {
                rename_in_place(e, f);
            }
            for l in &mut a.lhs {
                for s in &mut l.selectors {
                    match s {
                        LhsSelector::Index { indices, span: _ } => indices.iter_mut().for_each(|e| rename_in_place(e, f)),
                        LhsSelector::Field { field: _, span: _ } => {}
                    }
                }
            }
        }
        Stmt::Call(c) => c.args.iter_mut().for_each(|e| rename_in_place(e, f)),
        Stmt::ParCall(p) => {
            for c in &mut p.calls {
                c.args.iter_mut().for_each(|e| rename_in_place(e, f));
            }
        }
        Stmt::Unpack(u) => rename_in_place(&mut u.rhs, f),
        Stmt::Measure(m) => m.exprs.iter_mut().for_each(|e| rename_in_place(e, f)),
        Stmt::Label(_)
        | Stmt::Havoc(_)
        | Stmt::HideReveal(_)
        | Stmt::ChangeScope(_)
        | Stmt::If(_)
        | Stmt::While(_)
        | Stmt::Break(_)
        | Stmt::Goto(_)
        | Stmt::Return(_) => {}
    }
}
