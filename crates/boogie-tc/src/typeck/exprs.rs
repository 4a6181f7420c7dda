//! Expressions: the type of every expression (recorded in the facts), with Boogie's
//! cascade rule (an expression whose operands had errors reports nothing more and gets the
//! error type), the instantiations of function applications and map accesses, and the
//! checks of quantifiers, lets, fields, extracts, coercions and code expressions.

use boogie_ast::{CodeExpr, CoerceExpr, Expr, ExprKind, ExtractExpr, FieldExpr, FieldUpdateExpr, FunCall, Ident, IfThenElse, IsExpr, LetExpr, Literal, Name, QuantExpr, SelectExpr, Span, SpecTransfer, StoreExpr};

use crate::cx::{Cx, InstKey, STACK_RED_ZONE, STACK_SEGMENT};
use crate::facts::addr;
use crate::messages::expr_text;
use crate::ty::{MapTy, TvId, Ty};
use crate::walk::for_each_child;

fn float_lit_type(tok: &str) -> Ty {
    // The literal ends in `<sig>e<exp>`.
    let bytes = tok.as_bytes();
    let mut i = bytes.len();
    while i > 0 && bytes[i - 1].is_ascii_digit() {
        i -= 1;
    }
    let exp = tok[i..].parse().unwrap_or(8);
    if i > 0 && bytes[i - 1] == b'e' {
        let j_end = i - 1;
        let mut j = j_end;
        while j > 0 && bytes[j - 1].is_ascii_digit() {
            j -= 1;
        }
        let sig = tok[j..j_end].parse().unwrap_or(24);
        return Ty::Float { sig, exp };
    }
    Ty::Float { sig: 24, exp: 8 }
}

impl<'p> Cx<'p> {
    /// Type-checks an expression (recording its type) and returns its type.
    pub(crate) fn tc_expr(&mut self, e: &Expr) -> Ty {
        self.depth += 1;
        let t = if self.depth & 15 == 0 {
            stacker::maybe_grow(STACK_RED_ZONE, STACK_SEGMENT, || self.tc_expr_inner(e))
        } else {
            self.tc_expr_inner(e)
        };
        self.depth -= 1;
        let id = self.maps.tys.intern(&t);
        self.maps.expr_ty.insert(addr(e), id);
        t
    }

    pub(crate) fn tc_expr_inner(&mut self, e: &Expr) -> Ty {
        match &e.kind {
            ExprKind::Lit(l) => match l {
                Literal::Bool(_) => Ty::Bool,
                Literal::Int(_) => Ty::Int,
                Literal::Real(_) => Ty::Real,
                Literal::Bv(b) => Ty::Bv(b.width),
                Literal::Float(f) => float_lit_type(f),
                Literal::String(_) => Ty::String,
                Literal::RMode(_) => Ty::RMode,
            },
            ExprKind::Var { .. } => match self.maps.expr_var.get(&addr(e)) {
                Some(v) => self.vars[v.0 as usize].ty.clone(),
                None => self.u.error_ty(),
            },
            ExprKind::FunCall(fc) => self.tc_funcall(e, fc),
            ExprKind::Old(a) => self.tc_expr(a),
            ExprKind::Unary { op, arg } => {
                let before = self.diags.len();
                let t = self.tc_expr(arg);
                if before != self.diags.len() {
                    return self.u.error_ty();
                }
                self.tc_unop(*op, e.span, t)
            }
            ExprKind::Binary(b) => {
                let before = self.diags.len();
                let l = self.tc_expr(&b.lhs);
                let r = self.tc_expr(&b.rhs);
                if before != self.diags.len() {
                    return self.u.error_ty();
                }
                self.tc_binop(b.op, e.span, l, r)
            }
            ExprKind::Select(s) => self.tc_select_expr(e, s),
            ExprKind::Store(s) => self.tc_store(e, s),
            ExprKind::Extract(x) => self.tc_extract(e, x),
            ExprKind::Coerce(c) => self.tc_coerce(e, c),
            ExprKind::ToInt(a) | ExprKind::ToReal(a) => self.tc_to_int_real(e, a),
            ExprKind::IfThenElse(i) => self.tc_ite(e, i),
            ExprKind::Quant(q) => self.tc_quant(e, q),
            ExprKind::Let(l) => self.tc_let(e, l),
            ExprKind::Is(i) => self.tc_is(i),
            ExprKind::Field(f) => self.tc_field_expr(f),
            ExprKind::FieldUpdate(f) => self.tc_field_update(f),
            ExprKind::Code(c) => self.tc_code(c),
        }
    }

    /// A function application: arity, argument types, the instantiation of the type parameters.
    pub(crate) fn tc_funcall(&mut self, e: &Expr, fc: &FunCall) -> Ty {
        let order = self.tc.enter();
        let before = self.diags.len();
        let ats: Vec<Ty> = fc.args.iter().map(|a| self.tc_expr(a)).collect();
        if before != self.diags.len() {
            return self.u.error_ty();
        }
        let Some(&fid) = self.maps.expr_func.get(&addr(e)) else { return self.u.error_ty() };
        let f = self.funcs[fid.0 as usize].clone();
        if f.params.len() != ats.len() {
            self.tc_err(
                fc.name.span,
                format!("wrong number of arguments to function: {} ({} instead of {})", fc.name.name, ats.len(), f.params.len()),
            );
            return self.u.error_ty();
        }
        let inst: Vec<Ty> = f.tparams.iter().map(|(_, n)| self.u.fresh_proxy(n.clone())).collect();
        let s: Vec<(TvId, Ty)> = f.tparams.iter().map(|(i, _)| *i).zip(inst.iter().cloned()).collect();
        let mut ok = true;
        for (i, ((arg, at), pt)) in fc.args.iter().zip(&ats).zip(&f.params).enumerate() {
            if !self.u.unify(at, &pt.subst(&s)) {
                let msg = format!(
                    "invalid type for argument {i} in application of {}: {} (expected: {})",
                    fc.name.name,
                    self.u.show(at),
                    self.u.show(pt)
                );
                self.tc_err(arg.span, msg);
                ok = false;
            }
        }
        let _ = ok;
        let names = f.tparams.iter().map(|(_, n)| n.clone()).collect();
        self.record_inst(InstKey::Node(addr(e)), fc.name.span, names, inst, true, Some(order));
        f.result.subst(&s)
    }

    /// A map select `m[i, ..]`.
    pub(crate) fn tc_select_expr(&mut self, e: &Expr, s: &SelectExpr) -> Ty {
        let order = self.tc.enter();
        let before = self.diags.len();
        let mt = self.tc_expr(&s.map);
        let its: Vec<Ty> = s.indices.iter().map(|i| self.tc_expr(i)).collect();
        if before != self.diags.len() {
            return self.u.error_ty();
        }
        match self.tc_select(e.span, &mt, &s.indices, &its, "map select", Some(&s.map)) {
            Some((r, inst, names)) => {
                self.record_inst(InstKey::Node(addr(e)), e.span, names, inst, true, Some(order));
                r
            }
            None => self.u.error_ty(),
        }
    }

    /// A map store `m[i, .. := v]`: the map's type.
    pub(crate) fn tc_store(&mut self, e: &Expr, s: &StoreExpr) -> Ty {
        let order = self.tc.enter();
        let before = self.diags.len();
        let mt = self.tc_expr(&s.map);
        let its: Vec<Ty> = s.indices.iter().map(|i| self.tc_expr(i)).collect();
        let vt = self.tc_expr(&s.value);
        if before != self.diags.len() {
            return self.u.error_ty();
        }
        match self.tc_select(e.span, &mt, &s.indices, &its, "map store", Some(&s.map)) {
            Some((r, inst, names)) => {
                if !self.u.unify(&vt, &r) {
                    let msg = format!(
                        "right-hand side in map store with wrong type: {} (expected: {})",
                        self.u.show(&vt),
                        self.u.show(&r)
                    );
                    self.tc_err(s.value.span, msg);
                    return self.u.error_ty();
                }
                self.record_inst(InstKey::Node(addr(e)), e.span, names, inst, true, Some(order));
                mt
            }
            None => self.u.error_ty(),
        }
    }

    /// A bit-vector extract `b[hi:lo]`.
    pub(crate) fn tc_extract(&mut self, e: &Expr, x: &ExtractExpr) -> Ty {
        let before = self.diags.len();
        let t = self.tc_expr(&x.expr);
        if before != self.diags.len() {
            return self.u.error_ty();
        }
        let hi: i64 = x.hi.parse().unwrap_or(-1);
        let lo: i64 = x.lo.parse().unwrap_or(-1);
        if lo < 0 {
            self.tc_err(e.span, "start index in extract must not be negative");
            return self.u.error_ty();
        }
        if hi < 0 {
            self.tc_err(e.span, "end index in extract must not be negative");
            return self.u.error_ty();
        }
        if lo > hi {
            self.tc_err(e.span, "start index in extract must be no bigger than the end index");
            return self.u.error_ty();
        }
        let need = (hi - lo) as u32;
        let ok = match self.u.norm(&t) {
            Ty::Bv(w) => w >= need,
            Ty::Proxy(p) => self.u.require_bv(p, hi as u32),
            _ => false,
        };
        if !ok {
            let msg = format!("extract operand must be a bitvector of at least {need} bits (got {})", self.u.show(&t));
            self.tc_err(e.span, msg);
            return self.u.error_ty();
        }
        Ty::Bv(need)
    }

    /// A coercion `e: T`.
    pub(crate) fn tc_coerce(&mut self, e: &Expr, c: &CoerceExpr) -> Ty {
        let before = self.diags.len();
        let et = self.tc_expr(&c.expr);
        if before != self.diags.len() {
            return self.u.error_ty();
        }
        let t = self.coerce_ty.get(&addr(e)).cloned().unwrap_or(Ty::Bool);
        if !self.u.unify(&et, &t) {
            let msg = format!("{} cannot be coerced to {}", self.u.show(&et), self.u.show(&t));
            self.tc_err(e.span, msg);
            return self.u.error_ty();
        }
        t
    }

    /// `int(e)` and `real(e)`.
    pub(crate) fn tc_to_int_real(&mut self, e: &Expr, a: &Expr) -> Ty {
        let to_int = matches!(e.kind, ExprKind::ToInt(_));
        let before = self.diags.len();
        let t = self.tc_expr(a);
        if before != self.diags.len() {
            return self.u.error_ty();
        }
        let (want, res, wname) = if to_int { (Ty::Real, Ty::Int, "real") } else { (Ty::Int, Ty::Real, "int") };
        if !self.u.unify(&t, &want) {
            let msg = format!("argument type {} does not match expected type {wname}", self.u.show(&t));
            self.tc_err(e.span, msg);
            return self.u.error_ty();
        }
        res
    }

    /// `if c then a else b`.
    pub(crate) fn tc_ite(&mut self, e: &Expr, i: &IfThenElse) -> Ty {
        let before = self.diags.len();
        let ct = self.tc_expr(&i.cond);
        let at = self.tc_expr(&i.then_);
        let bt = self.tc_expr(&i.else_);
        if before != self.diags.len() {
            return self.u.error_ty();
        }
        if !self.u.unify(&ct, &Ty::Bool) {
            let msg = format!("the first argument to if-then-else should be bool, not {}", self.u.show(&ct));
            self.tc_err(e.span, msg);
            return self.u.error_ty();
        }
        if !self.u.unify(&at, &bt) {
            let msg = format!("branches of if-then-else have incompatible types {} and {}", self.u.show(&at), self.u.show(&bt));
            self.tc_err(e.span, msg);
            return self.u.error_ty();
        }
        at
    }

    /// A quantifier or lambda (with the merged quantifiers and never-triggers of resolution).
    pub(crate) fn tc_quant(&mut self, e: &Expr, q: &QuantExpr) -> Ty {
        let (tparams, vs) = self.binder_info.get(&addr(e)).cloned().unwrap_or_default();
        let merged = self.quants.get(&addr(e)).map(|qi| (qi.body, qi.attrs.clone(), qi.never_triggers.clone(), qi.merged.clone()));
        let body: &Expr = match &merged {
            Some((body, attrs, never, _)) => {
                for a in attrs {
                    self.tc_attrs(std::slice::from_ref(*a));
                }
                // The synthesized negative triggers come first (last found first) and
                // are checked as nodes of their own: the body checks them again, and
                // only that second instantiation counts for the warnings.
                let first_inst = self.tc.insts.len();
                for te in never.iter().rev() {
                    let _ = self.tc_expr(te);
                }
                for inst in &mut self.tc.insts[first_inst..] {
                    inst.warn = false;
                }
                body
            }
            None => {
                self.tc_attrs(&q.attrs);
                &q.body
            }
        };
        for tr in &q.triggers {
            for te in &tr.exprs {
                let _ = self.tc_expr(te);
            }
        }
        let before = self.diags.len();
        let bt = self.tc_expr(body);
        if let Some((_, _, _, inner)) = &merged {
            for x in inner {
                let id = self.maps.tys.intern(&Ty::Bool);
                self.maps.expr_ty.insert(addr(*x), id);
            }
        }
        let vtys: Vec<Ty> = vs.iter().map(|v| self.vars[v.0 as usize].ty.clone()).collect();
        match q.kind {
            boogie_ast::QuantKind::Lambda => {
                for (id, n) in &tparams {
                    if !vtys.iter().any(|t| t.mentions_var(*id)) {
                        self.tc_err(e.span, format!("the type variable {n} does not occur in types of the lambda parameters"));
                        return self.u.error_ty();
                    }
                }
                if before != self.diags.len() {
                    return self.u.error_ty();
                }
                Ty::Map(Box::new(MapTy { tparams, args: vtys, result: bt }))
            }
            _ => {
                if before == self.diags.len() && !self.u.unify(&bt, &Ty::Bool) {
                    self.tc_err(e.span, "quantifier body must be of type bool");
                }
                let unmentioned: Vec<(TvId, Name)> =
                    tparams.iter().filter(|(id, _)| !vtys.iter().any(|t| t.mentions_var(*id))).cloned().collect();
                if !unmentioned.is_empty() {
                    for tr in q.triggers.iter().filter(|t| t.positive) {
                        let mut fv = Vec::new();
                        for te in &tr.exprs {
                            self.trigger_type_vars(te, &mut fv);
                        }
                        for (id, n) in &unmentioned {
                            if !fv.iter().any(|(i, _)| i == id) {
                                self.tc_err(tr.span, format!("trigger does not mention {n}, which does not occur in variables types either"));
                            }
                        }
                    }
                }
                Ty::Bool
            }
        }
    }

    /// A let expression: the variables get the types of their right-hand sides.
    pub(crate) fn tc_let(&mut self, e: &Expr, l: &LetExpr) -> Ty {
        let vs = self.let_vars.get(&addr(e)).cloned().unwrap_or_default();
        for (r, v) in l.rhs.iter().zip(&vs) {
            let t = self.tc_expr(r);
            self.vars[v.0 as usize].ty = t;
        }
        self.tc_attrs(&l.attrs);
        self.tc_expr(&l.body)
    }

    /// `e is C`.
    pub(crate) fn tc_is(&mut self, i: &IsExpr) -> Ty {
        let before = self.diags.len();
        let t = self.tc_expr(&i.expr);
        if before != self.diags.len() {
            return self.u.error_ty();
        }
        match self.datatype_of(&t) {
            None => {
                let msg = format!("is-constructor must be applied to a datatype, {} is not a datatype", self.u.show(&t));
                self.tc_err(i.ctor.span, msg);
            }
            Some((di, _)) => {
                let dt = &self.datatypes[di];
                if !dt.decl.ctors.iter().any(|c| c.name.name == i.ctor.name) {
                    let msg = format!("datatype {} does not have a constructor with name {}", dt.decl.name.name, i.ctor.name);
                    self.tc_err(i.ctor.span, msg);
                }
            }
        }
        Ty::Bool
    }

    /// A field access `e->f`.
    pub(crate) fn tc_field_expr(&mut self, f: &FieldExpr) -> Ty {
        let before = self.diags.len();
        let t = self.tc_expr(&f.expr);
        if before != self.diags.len() {
            return self.u.error_ty();
        }
        match self.tc_field(f.field.span, &t, &f.field) {
            Some(r) => r,
            None => self.u.error_ty(),
        }
    }

    /// A field update `e->(f := v)`: the datatype's type.
    pub(crate) fn tc_field_update(&mut self, f: &FieldUpdateExpr) -> Ty {
        let before = self.diags.len();
        let t = self.tc_expr(&f.expr);
        let vt = self.tc_expr(&f.value);
        if before != self.diags.len() {
            return self.u.error_ty();
        }
        match self.tc_field(f.field.span, &t, &f.field) {
            Some(ft) => {
                if !self.u.unify(&vt, &ft) {
                    let msg = format!("right-hand side in field update with wrong type: {} (expected: {})", self.u.show(&vt), self.u.show(&ft));
                    self.tc_err(f.field.span, msg);
                }
                t
            }
            None => self.u.error_ty(),
        }
    }

    /// A code expression: its blocks as commands, outside any frame.
    pub(crate) fn tc_code(&mut self, c: &CodeExpr) -> Ty {
        for v in &c.locals {
            self.tc_where(v);
        }
        let saved = self.tc.frame.take();
        for b in &c.blocks {
            self.tc_stmts(&b.cmds);
            match &b.transfer {
                SpecTransfer::Goto(_) => {}
                SpecTransfer::Return { expr, span, .. } => {
                    let t = self.tc_expr(expr);
                    if !self.u.unify(&t, &Ty::Bool) {
                        let msg = format!("an asserted expression must be of type bool (got: {})", self.u.show(&t));
                        self.tc_err(*span, msg);
                    }
                }
            }
        }
        self.tc.frame = saved;
        Ty::Bool
    }

    /// Checks a select (or store or map assignment) of a map of type `mt` with the given
    /// index types; returns the instantiated result type, the instantiation and its names.
    pub(crate) fn tc_select(
        &mut self,
        span: Span,
        mt: &Ty,
        indices: &[Expr],
        its: &[Ty],
        what: &str,
        map_expr: Option<&Expr>,
    ) -> Option<(Ty, Vec<Ty>, Vec<Name>)> {
        let m = self.u.norm(mt);
        if let Ty::Proxy(p) = m {
            self.u.assume_map(p, indices.len());
        }
        let (args, res, inst, names, formal_args) = match &m {
            Ty::Map(mm) => {
                if mm.args.len() != indices.len() {
                    self.tc_err(span, format!("wrong number of arguments in {what}: {} instead of {}", indices.len(), mm.args.len()));
                    return None;
                }
                let (a, r, inst) = self.u.instantiate_map(mm);
                let names = mm.tparams.iter().map(|(_, n)| n.clone()).collect();
                (a, r, inst, names, mm.args.clone())
            }
            Ty::Proxy(p) => match self.u.map_arity(*p) {
                Some(n) => {
                    if n != indices.len() {
                        self.tc_err(span, format!("wrong number of arguments in {what}: {} instead of {}", indices.len(), n));
                        return None;
                    }
                    return Some((self.u.access_map(*p, its), vec![], vec![]));
                }
                _ => {
                    self.non_map(span, mt, what, map_expr);
                    return None;
                }
            },
            _ => {
                self.non_map(span, mt, what, map_expr);
                return None;
            }
        };
        let mut ok = true;
        for (k, ((ix, it), (fa, formal))) in indices.iter().zip(its).zip(args.iter().zip(&formal_args)).enumerate() {
            if !self.u.unify(it, fa) {
                let msg = format!(
                    "invalid type for argument {k} in {what}: {} (expected: {})",
                    self.u.show(it),
                    self.u.show(formal)
                );
                self.tc_err(ix.span, msg);
                ok = false;
            }
        }
        let _ = ok;
        Some((res, inst, names))
    }

    pub(crate) fn non_map(&mut self, span: Span, mt: &Ty, what: &str, map_expr: Option<&Expr>) {
        let _ = mt;
        let (sp, text) = match map_expr {
            Some(e) => (e.span, expr_text(e)),
            None => (span, String::new()),
        };
        self.tc_err(sp, format!("{what} applied to a non-map: {text}"));
    }

    pub(crate) fn datatype_of(&self, t: &Ty) -> Option<(usize, Vec<Ty>)> {
        if let Ty::Ctor { id, args, .. } = self.u.norm(t) {
            let di = self.datatypes.iter().position(|d| d.ctor_id == id)?;
            return Some((di, args));
        }
        None
    }

    pub(crate) fn tc_field(&mut self, span: Span, t: &Ty, field: &Ident) -> Option<Ty> {
        let Some((di, args)) = self.datatype_of(t) else {
            let msg = format!("field-access must be applied to a datatype, {} is not a datatype", self.u.show(t));
            self.tc_err(span, msg);
            return None;
        };
        let dt = &self.datatypes[di];
        let s: Vec<(TvId, Ty)> = dt.tparams.iter().map(|(i, _)| *i).zip(args).collect();
        for fields in &dt.fields {
            for (n, ft) in fields {
                if *n == field.name {
                    return Some(ft.subst(&s));
                }
            }
        }
        let msg = format!("datatype {} does not have a field with name {}", dt.decl.name.name, field.name);
        self.tc_err(field.span, msg);
        None
    }

    pub(crate) fn trigger_type_vars(&self, e: &Expr, out: &mut Vec<(TvId, Name)>) {
        if let Some(&t) = self.maps.expr_ty.get(&addr(e)) {
            self.u.free_vars(self.maps.tys.get(t), out);
        }
        if let ExprKind::Var { .. } = e.kind {
            if let Some(v) = self.maps.expr_var.get(&addr(e)) {
                self.u.free_vars(&self.vars[v.0 as usize].ty, out);
            }
        }
        for inst in self.tc.insts.iter().rev().take(64) {
            if let InstKey::Node(k) = inst.key {
                if k == addr(e) {
                    for t in &inst.tys {
                        self.u.free_vars(t, out);
                    }
                }
            }
        }
        stacker::maybe_grow(64 * 1024, 2 * 1024 * 1024, || for_each_child(e, &mut |c| self.trigger_type_vars(c, out)));
    }
}
