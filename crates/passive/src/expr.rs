//! Expression helpers: capture-avoiding renaming of free variables, `old` removal, and the
//! free variables of an expression. Hand-written walkers, exhaustive over every node.

use std::collections::HashSet;

use boogie_ast::{
    AttrArg, Attribute, Attrs, BinaryExpr, CodeExpr, CoerceExpr, Expr, ExprKind, ExtractExpr, FieldExpr,
    FieldUpdateExpr, FunCall, IfThenElse, IsExpr, LetExpr, LetVar, Lhs, LhsSelector, Name, QuantExpr, SelectExpr,
    SpecBlock, SpecTransfer, Stmt, StoreExpr, Trigger, Variable,
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
    let mut bound: Vec<Name> = Vec::new();
    go(e, s, &mut bound, false)
}

fn go(e: &Expr, s: &mut Subst<'_>, bound: &mut Vec<Name>, in_old: bool) -> Expr {
    let Expr { kind, span } = e;
    let span = *span;
    let kind = match kind {
        ExprKind::Lit(l) => ExprKind::Lit(l.clone()),
        ExprKind::Var { name } => {
            if !bound.contains(name) {
                if let Some(r) = (s.var)(name, in_old) {
                    return r;
                }
            }
            ExprKind::Var { name: name.clone() }
        }
        ExprKind::FunCall(f) => {
            let FunCall { name, args } = &**f;
            ExprKind::FunCall(Box::new(FunCall { name: name.clone(), args: go_all(args, s, bound, in_old) }))
        }
        ExprKind::Old(inner) => {
            let r = go(inner, s, bound, true);
            if s.drop_old {
                return r;
            }
            ExprKind::Old(Box::new(r))
        }
        ExprKind::Unary { op, arg } => ExprKind::Unary { op: *op, arg: Box::new(go(arg, s, bound, in_old)) },
        ExprKind::Binary(b) => {
            let BinaryExpr { op, lhs, rhs } = &**b;
            ExprKind::Binary(Box::new(BinaryExpr {
                op: *op,
                lhs: go(lhs, s, bound, in_old),
                rhs: go(rhs, s, bound, in_old),
            }))
        }
        ExprKind::Select(x) => {
            let SelectExpr { map, indices } = &**x;
            ExprKind::Select(Box::new(SelectExpr {
                map: go(map, s, bound, in_old),
                indices: go_all(indices, s, bound, in_old),
            }))
        }
        ExprKind::Store(x) => {
            let StoreExpr { map, indices, value } = &**x;
            ExprKind::Store(Box::new(StoreExpr {
                map: go(map, s, bound, in_old),
                indices: go_all(indices, s, bound, in_old),
                value: go(value, s, bound, in_old),
            }))
        }
        ExprKind::Extract(x) => {
            let ExtractExpr { expr, hi, lo } = &**x;
            ExprKind::Extract(Box::new(ExtractExpr { expr: go(expr, s, bound, in_old), hi: hi.clone(), lo: lo.clone() }))
        }
        ExprKind::Coerce(x) => {
            let CoerceExpr { expr, ty } = &**x;
            ExprKind::Coerce(Box::new(CoerceExpr { expr: go(expr, s, bound, in_old), ty: ty.clone() }))
        }
        ExprKind::ToInt(x) => ExprKind::ToInt(Box::new(go(x, s, bound, in_old))),
        ExprKind::ToReal(x) => ExprKind::ToReal(Box::new(go(x, s, bound, in_old))),
        ExprKind::IfThenElse(x) => {
            let IfThenElse { cond, then_, else_ } = &**x;
            ExprKind::IfThenElse(Box::new(IfThenElse {
                cond: go(cond, s, bound, in_old),
                then_: go(then_, s, bound, in_old),
                else_: go(else_, s, bound, in_old),
            }))
        }
        ExprKind::Quant(q) => {
            let QuantExpr { kind, type_params, vars, attrs, triggers, body } = &**q;
            let mark = bound.len();
            bound.extend(vars.iter().map(|v| v.name.name.clone()));
            note_binders(s, &bound[mark..]);
            let vars = vars.iter().map(|v| go_var(v, s, bound, in_old)).collect();
            let attrs = go_attrs(attrs, s, bound, in_old);
            let triggers = triggers
                .iter()
                .map(|t| {
                    let Trigger { positive, exprs, span } = t;
                    Trigger { positive: *positive, exprs: go_all(exprs, s, bound, in_old), span: *span }
                })
                .collect();
            let body = go(body, s, bound, in_old);
            bound.truncate(mark);
            ExprKind::Quant(Box::new(QuantExpr {
                kind: *kind,
                type_params: type_params.clone(),
                vars,
                attrs,
                triggers,
                body,
            }))
        }
        ExprKind::Let(l) => {
            let LetExpr { vars, rhs, attrs, body } = &**l;
            let rhs = go_all(rhs, s, bound, in_old);
            let mark = bound.len();
            bound.extend(vars.iter().map(|v| v.name.name.clone()));
            note_binders(s, &bound[mark..]);
            let vars = vars
                .iter()
                .map(|v| {
                    let LetVar { attrs, name } = v;
                    LetVar { attrs: go_attrs(attrs, s, bound, in_old), name: name.clone() }
                })
                .collect();
            let attrs = go_attrs(attrs, s, bound, in_old);
            let body = go(body, s, bound, in_old);
            bound.truncate(mark);
            ExprKind::Let(Box::new(LetExpr { vars, rhs, attrs, body }))
        }
        ExprKind::Is(x) => {
            let IsExpr { expr, ctor } = &**x;
            ExprKind::Is(Box::new(IsExpr { expr: go(expr, s, bound, in_old), ctor: ctor.clone() }))
        }
        ExprKind::Field(x) => {
            let FieldExpr { expr, field } = &**x;
            ExprKind::Field(Box::new(FieldExpr { expr: go(expr, s, bound, in_old), field: field.clone() }))
        }
        ExprKind::FieldUpdate(x) => {
            let FieldUpdateExpr { expr, field, value } = &**x;
            ExprKind::FieldUpdate(Box::new(FieldUpdateExpr {
                expr: go(expr, s, bound, in_old),
                field: field.clone(),
                value: go(value, s, bound, in_old),
            }))
        }
        ExprKind::Code(c) => {
            let CodeExpr { locals, blocks } = &**c;
            let mark = bound.len();
            bound.extend(locals.iter().map(|v| v.name.name.clone()));
            note_binders(s, &bound[mark..]);
            let locals = locals.iter().map(|v| go_var(v, s, bound, in_old)).collect();
            let blocks = blocks
                .iter()
                .map(|b| {
                    let SpecBlock { label, cmds, transfer, span } = b;
                    let cmds = cmds.iter().map(|c| go_stmt(c, s, bound, in_old)).collect();
                    let transfer = match transfer {
                        SpecTransfer::Goto(g) => SpecTransfer::Goto(g.clone()),
                        SpecTransfer::Return { attrs, expr, span } => SpecTransfer::Return {
                            attrs: go_attrs(attrs, s, bound, in_old),
                            expr: go(expr, s, bound, in_old),
                            span: *span,
                        },
                    };
                    SpecBlock { label: label.clone(), cmds, transfer, span: *span }
                })
                .collect();
            bound.truncate(mark);
            ExprKind::Code(Box::new(CodeExpr { locals, blocks }))
        }
    };
    Expr { kind, span }
}

fn go_all(es: &[Expr], s: &mut Subst<'_>, bound: &mut Vec<Name>, in_old: bool) -> Vec<Expr> {
    es.iter().map(|e| go(e, s, bound, in_old)).collect()
}

fn go_var(v: &Variable, s: &mut Subst<'_>, bound: &mut Vec<Name>, in_old: bool) -> Variable {
    let Variable { attrs, name, ty, where_clause, span } = v;
    Variable {
        attrs: go_attrs(attrs, s, bound, in_old),
        name: name.clone(),
        ty: ty.clone(),
        where_clause: where_clause.as_ref().map(|w| go(w, s, bound, in_old)),
        span: *span,
    }
}

fn go_attrs(attrs: &[Attribute], s: &mut Subst<'_>, bound: &mut Vec<Name>, in_old: bool) -> Attrs {
    attrs
        .iter()
        .map(|a| {
            let Attribute { key, args, span } = a;
            let args = args
                .iter()
                .map(|arg| match &*arg {
                    AttrArg::String(t) => AttrArg::String(t.clone()),
                    AttrArg::Expr(e) => AttrArg::Expr(go(e, s, bound, in_old)),
                })
                .collect();
            Attribute { key: key.clone(), args, span: *span }
        })
        .collect()
}

/// Rewrites the expressions of a simple command inside a code expression (variables the
/// command writes are not renamed: code-expression locals are bound).
fn go_stmt(stmt: &Stmt, s: &mut Subst<'_>, bound: &mut Vec<Name>, in_old: bool) -> Stmt {
    match stmt {
        Stmt::Assert(a) => {
            let mut a = a.clone();
            a.expr = go(&a.expr, s, bound, in_old);
            Stmt::Assert(a)
        }
        Stmt::Assume(a) => {
            let mut a = a.clone();
            a.expr = go(&a.expr, s, bound, in_old);
            Stmt::Assume(a)
        }
        Stmt::Assign(a) => {
            let mut a = a.clone();
            a.rhs = go_all(&a.rhs, s, bound, in_old);
            Stmt::Assign(a)
        }
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
        | Stmt::Return(_) => stmt.clone(),
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

fn note_binders(s: &mut Subst<'_>, names: &[Name]) {
    if let Some(b) = s.binders.as_deref_mut() {
        b.extend(names.iter().cloned());
    }
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
            boogie_ast::origin::pool_terms_mut(&mut a.attrs, &mut |e| rename_in_place(e, f));
        }
        Stmt::Assume(a) => {
            rename_in_place(&mut a.expr, f);
            boogie_ast::origin::pool_terms_mut(&mut a.attrs, &mut |e| rename_in_place(e, f));
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
