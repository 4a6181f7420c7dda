//! Name resolution (boogie-language.md §3.1–§3.5), in Boogie's traversal order so that
//! diagnostics come out in the reference order:
//! 1. every top-level declaration is registered in its namespace ([`Cx::register_decl`]);
//!    of two same-named declarations where one is `{:extern}`, that one is dropped;
//! 2. types: synonyms in dependency order, datatype signatures, well-foundedness
//!    ([`types`]);
//! 3. every other declaration in program order, skipping `{:ignore}` ones ([`decls`],
//!    with [`stmts`] and [`exprs`] for bodies);
//! 4. the where clauses of global variables.

mod decls;
mod exprs;
mod stmts;
mod types;

use boogie_ast::{Attribute, DatatypeDecl, Decl, FunctionDecl, Ident, Name, ProcedureDecl, TypeDecl};
use rustc_hash::FxHashMap;

use crate::cx::{Cx, Datatype, Mode, Synonym, TypeName};
use crate::facts::{addr, decl_addr};
use crate::info::{FuncDecl, FuncId, FuncInfo, ProcId, ProcInfo, TypeCtorInfo, VarDecl, VarId, VarKind};
use crate::ty::Ty;
use crate::walk::{attr_string, count_stmts, decl_attrs, has_attr, is_bv_name};

impl<'p> Cx<'p> {
    pub(crate) fn resolve_program(&mut self) {
        let program = self.program;
        // Size the variable-use tables from the number of commands (about two uses each)
        // instead of growing them through a dozen rehashes.
        let mut n_stmts = 0;
        for decl in &program.decls {
            match decl {
                Decl::Implementation(i) => n_stmts += count_stmts(&i.body.stmts),
                Decl::Procedure(p) => n_stmts += p.body.as_ref().map_or(0, |b| count_stmts(&b.stmts)),
                _ => {}
            }
        }
        self.maps.expr_var.reserve(2 * n_stmts);
        self.maps.ident_var.reserve(n_stmts);
        self.mark_extern_duplicates();
        // 1. Register all top-level declarations.
        for decl in &program.decls {
            if self.ignored.contains(&decl_addr(decl)) {
                continue;
            }
            self.register_decl(decl);
        }
        // 2. Resolve types: synonyms in dependency order, then datatype signatures.
        for decl in &program.decls {
            if let Decl::Type(td) = decl {
                self.mode = Mode::Single;
                self.resolve_attrs(&td.attrs);
            }
        }
        self.resolve_synonyms();
        for i in 0..self.datatypes.len() {
            self.resolve_datatype_sig(i);
        }
        self.check_datatypes_well_founded();
        // 3. Every other declaration in program order, skipping `{:ignore}`.
        for decl in &program.decls {
            if self.skipped(decl) {
                continue;
            }
            self.resolve_decl(decl);
        }
        // 4. Where clauses of global variables.
        for decl in &program.decls {
            if let Decl::Var(g) = decl {
                if self.skipped(decl) {
                    continue;
                }
                if let Some(w) = &g.var.where_clause {
                    self.mode = Mode::Single;
                    self.resolve_expr(w);
                }
            }
        }
    }

    pub(crate) fn mark_extern_duplicates(&mut self) {
        // Two same-named top-level declarations of one namespace where one is `{:extern}`:
        // the extern one is dropped (boogie-language.md §3.2).
        let mut seen: FxHashMap<(u8, Name), usize> = FxHashMap::default();
        for decl in &self.program.decls {
            let (ns, name, attrs): (u8, &Name, &[Attribute]) = match decl {
                Decl::Function(f) => (0, &f.name.name, &f.attrs),
                Decl::Procedure(p) => (1, &p.name.name, &p.attrs),
                Decl::Var(g) => (2, &g.var.name.name, &g.var.attrs),
                Decl::Const(c) if c.names.len() == 1 => (2, &c.names[0].name, &c.attrs),
                Decl::Type(t) if t.defs.len() == 1 => (3, &t.defs[0].name.name, &t.attrs),
                _ => continue,
            };
            let a = decl_addr(decl);
            if let Some(&prev) = seen.get(&(ns, name.clone())) {
                let prev_extern = self.program.decls.iter().find(|d| decl_addr(d) == prev).map(|d| has_attr(decl_attrs(d), "extern")).unwrap_or(false);
                if has_attr(attrs, "extern") {
                    self.ignored.insert(a);
                } else if prev_extern {
                    self.ignored.insert(prev);
                    seen.insert((ns, name.clone()), a);
                }
            } else {
                seen.insert((ns, name.clone()), a);
            }
        }
    }

    pub(crate) fn register_type_name(&mut self, id: &Ident, tn: TypeName) {
        if self.type_names.contains_key(&id.name) {
            self.err(id.span, format!("more than one declaration of type name: {}", id.name));
        } else {
            self.type_names.insert(id.name.clone(), tn);
        }
    }

    pub(crate) fn register_func(&mut self, id: &Ident, f: FuncId) {
        if self.func_names.contains_key(&id.name) {
            self.err(id.span, format!("more than one declaration of function name: {}", id.name));
        } else {
            self.func_names.insert(id.name.clone(), f);
        }
    }

    pub(crate) fn add_global(&mut self, name: &Ident, kind: VarKind, decl: VarDecl<'p>) -> VarId {
        let id = self.new_var(name.name.clone(), kind, Ty::Bool, name.span, decl);
        if !self.scopes.declare(&name.name, id) {
            self.err(name.span, format!("more than one declaration of variable name: {}", name.name));
        }
        id
    }

    pub(crate) fn register_decl(&mut self, decl: &'p Decl) {
        match decl {
            Decl::Type(td) => self.register_types(td),
            Decl::Datatype(dt) => self.register_datatype(dt),
            Decl::Const(c) => {
                for (i, n) in c.names.iter().enumerate() {
                    let id = self.add_global(n, VarKind::Const { unique: c.unique }, VarDecl::Const(c, i));
                    self.maps.decl_var.insert(addr(n), id);
                }
            }
            Decl::Var(g) => {
                let id = self.add_global(&g.var.name, VarKind::Global, VarDecl::Variable(&g.var));
                self.maps.decl_var.insert(addr(&g.var), id);
            }
            Decl::Function(f) => self.register_function(f),
            Decl::Procedure(p) => self.register_procedure(p),
            Decl::Axiom(a) => {
                if let Some(n) = attr_string(&a.attrs, "name") {
                    if !self.axiom_names.insert(n.into()) {
                        self.err(a.span, format!("more than one declaration of axiom name: {n}"));
                    }
                }
            }
            Decl::Implementation(_) => {}
        }
    }

    /// The type constructors and synonyms of a `type` declaration (a name `bvN` is reserved).
    pub(crate) fn register_types(&mut self, td: &'p TypeDecl) {
        for def in &td.defs {
            if is_bv_name(&def.name.name) {
                self.err(def.name.span, format!("type name: {} is registered for bitvectors", def.name.name));
                continue;
            }
            match &def.synonym {
                None => {
                    let id = self.type_ctors.len() as u32;
                    self.type_ctors.push(TypeCtorInfo {
                        name: def.name.name.clone(),
                        arity: def.params.len(),
                        span: def.name.span,
                        datatype_ctors: None,
                    });
                    self.register_type_name(&def.name, TypeName::Ctor(id));
                }
                Some(body) => {
                    let idx = self.synonyms.len();
                    self.synonyms.push(Synonym {
                        name: def.name.name.clone(),
                        params: def.params.clone(),
                        param_ids: Vec::new(),
                        body_ast: body,
                        body: None,
                        span: def.name.span,
                    });
                    self.register_type_name(&def.name, TypeName::Syn(idx));
                }
            }
        }
    }

    /// A datatype: its type constructor and its constructors (functions).
    pub(crate) fn register_datatype(&mut self, dt: &'p DatatypeDecl) {
        let ctor_id = self.type_ctors.len() as u32;
        let mut ctors = Vec::new();
        for (i, c) in dt.ctors.iter().enumerate() {
            let f = FuncId(self.funcs.len() as u32);
            self.funcs.push(FuncInfo {
                name: c.name.name.clone(),
                tparams: Vec::new(),
                params: Vec::new(),
                result: Ty::Bool,
                decl: FuncDecl::Ctor(dt, i),
            });
            self.register_func(&c.name, f);
            ctors.push(f);
        }
        self.type_ctors.push(TypeCtorInfo {
            name: dt.name.name.clone(),
            arity: dt.type_params.len(),
            span: dt.name.span,
            datatype_ctors: Some(ctors.clone()),
        });
        self.register_type_name(&dt.name, TypeName::Ctor(ctor_id));
        self.datatypes.push(Datatype { decl: dt, ctor_id, tparams: Vec::new(), ctors, fields: Vec::new() });
    }

    /// A function.
    pub(crate) fn register_function(&mut self, f: &'p FunctionDecl) {
        let id = FuncId(self.funcs.len() as u32);
        self.funcs.push(FuncInfo {
            name: f.name.name.clone(),
            tparams: Vec::new(),
            params: Vec::new(),
            result: Ty::Bool,
            decl: FuncDecl::Function(f),
        });
        self.maps.func_by_decl.insert(addr(f), id);
        self.register_func(&f.name, id);
    }

    /// A procedure.
    pub(crate) fn register_procedure(&mut self, p: &'p ProcedureDecl) {
        let id = ProcId(self.procs.len() as u32);
        self.procs.push(ProcInfo {
            name: p.name.name.clone(),
            tparams: Vec::new(),
            ins: Vec::new(),
            outs: Vec::new(),
            modifies: Vec::new(),
            decl: p,
        });
        self.maps.proc_by_decl.insert(addr(p), id);
        if self.proc_names.contains_key(&p.name.name) {
            self.err(p.name.span, format!("more than one declaration of procedure name: {}", p.name.name));
        } else {
            self.proc_names.insert(p.name.name.clone(), id);
        }
    }
}
