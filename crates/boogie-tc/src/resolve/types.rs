//! Types: type synonyms (resolved in dependency order; a cycle is reported and the body
//! replaced by `bool`), datatype signatures and their well-foundedness, and the
//! resolution of written types to [`Ty`].

use boogie_ast::{Ident, Name, Span, Type, TypeKind};

use crate::cx::{Cx, TypeName};
use crate::facts::addr;
use crate::info::{VarDecl, VarKind};
use crate::ty::{canonical_order, MapTy, TvId, Ty};
use crate::walk::{float_name, is_bv_name};

impl<'p> Cx<'p> {
    pub(crate) fn resolve_synonyms(&mut self) {
        let n = self.synonyms.len();
        let mut done = vec![false; n];
        loop {
            let mut progress = false;
            for i in 0..n {
                if done[i] {
                    continue;
                }
                let deps_ok = {
                    let s = &self.synonyms[i];
                    let mut deps = Vec::new();
                    self.synonym_deps(s.body_ast, &s.params, &mut deps);
                    deps.iter().all(|&d| done[d])
                };
                if deps_ok {
                    self.resolve_synonym_body(i);
                    done[i] = true;
                    progress = true;
                }
            }
            if !progress {
                break;
            }
        }
        for (i, d) in done.iter().enumerate() {
            if !d {
                let s = &self.synonyms[i];
                let msg = format!(
                    "type synonym could not be resolved because of cycles: {} (replacing body with \"bool\" to continue resolving)",
                    s.name
                );
                let span = s.span;
                self.err(span, msg);
                let ids: Vec<TvId> = (0..self.synonyms[i].params.len()).map(|_| 0).collect();
                self.synonyms[i].param_ids = ids;
                self.synonyms[i].body = Some(Ty::Bool);
            }
        }
    }

    pub(crate) fn synonym_deps(&self, t: &Type, bound: &[Ident], out: &mut Vec<usize>) {
        match &t.kind {
            TypeKind::Named { name, args } => {
                if !bound.iter().any(|b| &b.name == name) {
                    if let Some(TypeName::Syn(i)) = self.type_names.get(name) {
                        out.push(*i);
                    }
                }
                for a in args {
                    self.synonym_deps(a, bound, out);
                }
            }
            TypeKind::Map(m) => {
                for a in &m.args {
                    self.synonym_deps(a, bound, out);
                }
                self.synonym_deps(&m.result, bound, out);
            }
            _ => {}
        }
    }

    pub(crate) fn resolve_synonym_body(&mut self, i: usize) {
        let params = self.synonyms[i].params.clone();
        let body_ast = self.synonyms[i].body_ast;
        let mark = self.tvs.len();
        let mut ids = Vec::new();
        for p in &params {
            ids.push(self.add_type_binder(p));
        }
        let body = self.resolve_type(body_ast);
        self.tvs.truncate(mark);
        self.synonyms[i].param_ids = ids;
        self.synonyms[i].body = Some(body);
    }

    pub(crate) fn resolve_datatype_sig(&mut self, i: usize) {
        let dt = self.datatypes[i].decl;
        let mark = self.tvs.len();
        let mut tparams = Vec::new();
        for p in &dt.type_params {
            tparams.push((self.add_type_binder(p), p.name.clone()));
        }
        let result = Ty::Ctor {
            id: self.datatypes[i].ctor_id,
            name: dt.name.name.clone(),
            args: tparams.iter().map(|(id, n)| Ty::Var { id: *id, name: n.clone() }).collect(),
        };
        let mut all_fields = Vec::new();
        for (ci, c) in dt.ctors.iter().enumerate() {
            let mut params = Vec::new();
            let mut fields = Vec::new();
            for f in &c.fields {
                let t = self.resolve_type(&f.ty);
                let vid = self.new_var(f.name.name.clone(), VarKind::Field, t.clone(), f.name.span, VarDecl::Variable(f));
                self.maps.decl_var.insert(addr(f), vid);
                params.push(t.clone());
                fields.push((f.name.name.clone(), t));
            }
            let fid = self.datatypes[i].ctors[ci];
            let fi = &mut self.funcs[fid.0 as usize];
            fi.tparams = tparams.clone();
            fi.params = params;
            fi.result = result.clone();
            all_fields.push(fields);
        }
        self.tvs.truncate(mark);
        self.datatypes[i].tparams = tparams;
        self.datatypes[i].fields = all_fields;
    }

    /// Reports the datatypes that have no finite values (a least fixpoint over constructors).
    pub(crate) fn check_datatypes_well_founded(&mut self) {
        let n = self.datatypes.len();
        let mut ok = vec![false; n];
        loop {
            let mut changed = false;
            for i in 0..n {
                if ok[i] {
                    continue;
                }
                let good = self.datatypes[i]
                    .fields
                    .iter()
                    .any(|fs| fs.iter().all(|(_, t)| self.constructible(t, &ok)));
                if good {
                    ok[i] = true;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        let bad: Vec<String> = (0..n).filter(|&i| !ok[i]).map(|i| self.datatypes[i].decl.name.name.to_string()).collect();
        if !bad.is_empty() {
            self.err(Span::NONE, format!("Datatype declarations are not well-founded: {}", bad.join(", ")));
        }
    }

    pub(crate) fn constructible(&self, t: &Ty, ok: &[bool]) -> bool {
        match t {
            // As Boogie: a type constructor's arguments do not matter (an uninterpreted type
            // has values whatever its arguments; a datatype instance is constructible when its
            // declaration is).
            Ty::Ctor { id, .. } => match self.datatypes.iter().position(|d| d.ctor_id == *id) {
                Some(i) => ok[i],
                None => true,
            },
            Ty::Syn { body, .. } => self.constructible(body, ok),
            Ty::Map(m) => m.args.iter().all(|a| self.constructible(a, ok)) && self.constructible(&m.result, ok),
            _ => true,
        }
    }

    /// Binds a type variable (checks re-binding and clashes with type names).
    pub(crate) fn add_type_binder(&mut self, id: &Ident) -> TvId {
        if self.tvs.iter().any(|(n, _)| n == &id.name) {
            self.err(id.span, format!("more than one declaration of type variable: {}", id.name));
        } else if self.type_names.contains_key(&id.name) {
            self.err(id.span, format!("name is already reserved for type constructor: {}", id.name));
        }
        let tv = self.u.fresh_tv();
        self.tvs.push((id.name.clone(), tv));
        tv
    }

    pub(crate) fn resolve_type(&mut self, t: &Type) -> Ty {
        match &t.kind {
            TypeKind::Bool => Ty::Bool,
            TypeKind::Int => Ty::Int,
            TypeKind::Real => Ty::Real,
            TypeKind::Bv { width } => Ty::Bv(*width),
            TypeKind::Float { sig, exp } => Ty::Float { sig: *sig, exp: *exp },
            TypeKind::RMode => Ty::RMode,
            TypeKind::String => Ty::String,
            TypeKind::Regex => Ty::Regex,
            TypeKind::Named { name, args } => self.resolve_named_type(t.span, name, args),
            TypeKind::Map(m) => {
                let mark = self.tvs.len();
                let mut tps = Vec::new();
                for p in &m.type_params {
                    tps.push((self.add_type_binder(p), p.name.clone()));
                }
                let args: Vec<Ty> = m.args.iter().map(|a| self.resolve_type(a)).collect();
                let result = self.resolve_type(&m.result);
                self.tvs.truncate(mark);
                for (id, n) in &tps {
                    if !args.iter().any(|a| a.mentions_var(*id)) && !result.mentions_var(*id) {
                        self.err(t.span, format!("type variable must occur in map arguments: {n}"));
                    }
                }
                let tparams = canonical_order(&tps, args.iter().chain(std::iter::once(&result)));
                Ty::Map(Box::new(MapTy { tparams, args, result }))
            }
        }
    }

    pub(crate) fn resolve_named_type(&mut self, span: Span, name: &Name, args: &[Type]) -> Ty {
        if is_bv_name(name) {
            if !args.is_empty() {
                self.err(span, format!("bitvector types must not be applied to arguments: {name}"));
            }
            return Ty::Bv(name[2..].parse().unwrap_or(0));
        }
        if let Some((s, e)) = float_name(name) {
            if !args.is_empty() {
                self.err(span, format!("float types must not be applied to arguments: {name}"));
            }
            return Ty::Float { sig: s, exp: e };
        }
        match name.as_str() {
            "rmode" | "string" | "regex" => {
                let what = match name.as_str() {
                    "rmode" => "rounding mode",
                    "string" => "string",
                    _ => "regex",
                };
                if !args.is_empty() {
                    self.err(span, format!("{what} type must not be applied to arguments: {name}"));
                }
                return match name.as_str() {
                    "rmode" => Ty::RMode,
                    "string" => Ty::String,
                    _ => Ty::Regex,
                };
            }
            _ => {}
        }
        if let Some(&(_, id)) = self.tvs.iter().rev().find(|(n, _)| n == name) {
            if !args.is_empty() {
                self.err(span, format!("type variables must not be applied to arguments: {name}"));
            }
            return Ty::Var { id, name: name.clone() };
        }
        match self.type_names.get(name).copied() {
            Some(TypeName::Ctor(id)) => {
                let arity = self.type_ctors[id as usize].arity;
                if arity != args.len() {
                    self.err(span, format!("type constructor received wrong number of arguments: {name}"));
                    return Ty::Ctor { id, name: name.clone(), args: vec![Ty::Bool; arity] };
                }
                let args = args.iter().map(|a| self.resolve_type(a)).collect();
                Ty::Ctor { id, name: name.clone(), args }
            }
            Some(TypeName::Syn(i)) => {
                let arity = self.synonyms[i].params.len();
                if arity != args.len() {
                    self.err(span, format!("type synonym received wrong number of arguments: {name}"));
                    return Ty::Bool;
                }
                let args: Vec<Ty> = args.iter().map(|a| self.resolve_type(a)).collect();
                let body = self.synonyms[i].body.clone().unwrap_or(Ty::Bool);
                let s: Vec<(TvId, Ty)> =
                    self.synonyms[i].param_ids.iter().copied().zip(args.iter().cloned()).collect();
                Ty::Syn { name: name.clone(), args, body: Box::new(body.subst(&s)) }
            }
            None => {
                self.err(span, format!("undeclared type: {name} (replacing with \"bool\" to continue resolving)"));
                Ty::Bool
            }
        }
    }
}
