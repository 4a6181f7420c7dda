//! The end of type checking: an instantiation argument that stayed unknown gets its
//! default and, where Boogie warns, the warning "type parameter X is ambiguous,
//! instantiating to T" (in the pre-order of the nodes); then every recorded type and
//! instantiation is resolved ("zonked") into the facts.

use boogie_ast::{Diagnostic, Phase};

use crate::cx::{Cx, Inst, InstKey};
use crate::ty::Ty;

impl<'p> Cx<'p> {
    pub(crate) fn ambiguity_warnings(&mut self) {
        let insts = std::mem::take(&mut self.tc.insts);
        let mut preorder: Vec<&Inst> = insts.iter().collect();
        preorder.sort_by_key(|i| i.order);
        for inst in preorder {
            if !inst.warn {
                continue;
            }
            for (n, t) in inst.names.iter().zip(&inst.tys) {
                let nt = self.u.norm(t);
                let Ty::Proxy(p) = nt else { continue };
                let Some(default) = self.u.default_of(p) else { continue };
                let msg = format!("type parameter {n} is ambiguous, instantiating to {default}");
                self.warnings.push(Diagnostic::new(Phase::Warning, inst.span, msg));
                self.u.bind(p, default);
            }
        }
        // Zonk every recorded type (nothing to do when no unknown was ever created).
        if self.u.has_unknowns() {
            let mut tys = std::mem::take(&mut self.maps.tys);
            tys.rewrite(|t| needs_zonk(t).then(|| self.u.zonk(t)));
            self.maps.tys = tys;
        }
        for i in 0..if self.u.has_unknowns() { self.vars.len() } else { 0 } {
            if needs_zonk(&self.vars[i].ty) {
                self.vars[i].ty = self.u.zonk(&self.vars[i].ty);
            }
        }
        for inst in insts {
            let tys: Vec<Ty> = inst.tys.iter().map(|t| self.u.zonk(t)).collect();
            match inst.key {
                InstKey::Node(k) => {
                    self.maps.type_args.insert(k, tys);
                }
                InstKey::Lhs(l, i) => {
                    self.maps.lhs_type_args.insert((l, i), tys);
                }
            }
        }
    }
}

fn needs_zonk(t: &Ty) -> bool {
    match t {
        Ty::Proxy(_) => true,
        Ty::Ctor { args, .. } => args.iter().any(needs_zonk),
        Ty::Syn { body, args, .. } => needs_zonk(body) || args.iter().any(needs_zonk),
        Ty::Map(m) => m.args.iter().any(needs_zonk) || needs_zonk(&m.result),
        _ => false,
    }
}
