//! The unary and binary operators: which operand types each accepts and its result type
//! (arithmetic on `int`, `real` and floats, `**` on reals, comparisons, `==` through
//! [`crate::unify::Unifier::unify_eq`], `++` on bit-vectors of known or unknown width).

use boogie_ast::{BinaryOp, Span, UnaryOp};

use crate::cx::Cx;
use crate::messages::binop_text;
use crate::ty::Ty;

impl<'p> Cx<'p> {
    pub(crate) fn tc_unop(&mut self, op: UnaryOp, span: Span, t: Ty) -> Ty {
        match op {
            UnaryOp::Neg => {
                if self.u.unify(&t, &Ty::Int) {
                    return Ty::Int;
                }
                if self.u.unify(&t, &Ty::Real) {
                    return Ty::Real;
                }
                let msg = format!("invalid argument type ({}) to unary operator -", self.u.show(&t));
                self.tc_err(span, msg);
                self.u.error_ty()
            }
            UnaryOp::Not => {
                if self.u.unify(&t, &Ty::Bool) {
                    return Ty::Bool;
                }
                let msg = format!("invalid argument type ({}) to unary operator !", self.u.show(&t));
                self.tc_err(span, msg);
                self.u.error_ty()
            }
        }
    }

    pub(crate) fn tc_binop(&mut self, op: BinaryOp, span: Span, a: Ty, b: Ty) -> Ty {
        use BinaryOp::*;
        let res = match op {
            Add | Sub | Mul => {
                if self.u.unify(&a, &Ty::Int) && self.u.unify(&b, &Ty::Int) {
                    Some(Ty::Int)
                } else if self.u.unify(&a, &Ty::Real) && self.u.unify(&b, &Ty::Real) {
                    Some(Ty::Real)
                } else if self.u.is_float(&a) && self.u.unify(&a, &b) {
                    Some(self.u.norm(&a))
                } else {
                    None
                }
            }
            Div | Mod => (self.u.unify(&a, &Ty::Int) && self.u.unify(&b, &Ty::Int)).then_some(Ty::Int),
            RealDiv => {
                let ia = self.u.unify(&a, &Ty::Int) || self.u.unify(&a, &Ty::Real);
                let ib = ia && (self.u.unify(&b, &Ty::Int) || self.u.unify(&b, &Ty::Real));
                if ia && ib {
                    Some(Ty::Real)
                } else if self.u.is_float(&a) && self.u.unify(&a, &b) {
                    Some(self.u.norm(&a))
                } else {
                    None
                }
            }
            Pow => (self.u.unify(&a, &Ty::Real) && self.u.unify(&b, &Ty::Real)).then_some(Ty::Real),
            Lt | Le | Gt | Ge => {
                if (self.u.unify(&a, &Ty::Int) && self.u.unify(&b, &Ty::Int))
                    || (self.u.unify(&a, &Ty::Real) && self.u.unify(&b, &Ty::Real))
                    || (self.u.is_float(&a) && self.u.unify(&a, &b))
                {
                    Some(Ty::Bool)
                } else {
                    None
                }
            }
            Eq | Neq | Subtype => {
                if self.u.unify_eq(&a, &b) {
                    Some(Ty::Bool)
                } else {
                    None
                }
            }
            And | Or | Implies | Iff => (self.u.unify(&a, &Ty::Bool) && self.u.unify(&b, &Ty::Bool)).then_some(Ty::Bool),
            Concat => {
                let (na, nb) = (self.u.norm(&a), self.u.norm(&b));
                match (&na, &nb) {
                    (Ty::Bv(x), Ty::Bv(y)) => Some(Ty::Bv(x.saturating_add(*y))),
                    _ => {
                        let pa = self.u.bv_unknown_ok(&na);
                        let pb = self.u.bv_unknown_ok(&nb);
                        if pa && pb {
                            let min = self.u.bv_min(&na).saturating_add(self.u.bv_min(&nb));
                            Some(self.u.fresh_bv("concat".into(), min))
                        } else {
                            let msg = format!("++ operands need to be bitvectors (got {}, {})", self.u.show(&a), self.u.show(&b));
                            self.tc_err(span, msg);
                            return self.u.error_ty();
                        }
                    }
                }
            }
        };
        match res {
            Some(t) => t,
            None => {
                let msg = format!(
                    "invalid argument types ({} and {}) to binary operator {}",
                    self.u.show(&a),
                    self.u.show(&b),
                    binop_text(op)
                );
                self.tc_err(span, msg);
                self.u.error_ty()
            }
        }
    }
}
