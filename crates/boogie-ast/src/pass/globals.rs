//! The global declarations of a program by name: what a pass run on one implementation
//! ([`super::ImplPass`]) may look up besides the implementation itself.

use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::text::has_hash;
use crate::{Decl, Name, ProcedureDecl, Program, Variable};

/// Global declarations by name. Implementations are not read (the scheduler builds it from
/// a program whose implementations it has taken out).
pub struct Globals<'p> {
    /// Global variables in declaration order.
    pub vars: Vec<&'p Variable>,
    pub var_index: FxHashMap<Name, usize>,
    /// Procedures by name (the first declaration of a name).
    pub procs: FxHashMap<Name, &'p ProcedureDecl>,
    /// Datatype constructors and their field names.
    pub ctors: FxHashMap<Name, Vec<Name>>,
    /// Every top-level name (variables, constants, functions, procedures, types, datatypes
    /// and their constructors), shared with every [`super::NameGen`].
    pub names: Arc<FxHashSet<Name>>,
    /// Whether no top-level name contains `#` (then no name `fresh_from` builds is global).
    pub names_hash_free: bool,
}

impl<'p> Globals<'p> {
    pub fn new(program: &'p Program) -> Globals<'p> {
        let n = program.decls.len();
        let mut g = Globals {
            vars: Vec::new(),
            var_index: FxHashMap::default(),
            procs: FxHashMap::with_capacity_and_hasher(n, Default::default()),
            ctors: FxHashMap::default(),
            names: Arc::default(),
            names_hash_free: true,
        };
        let mut names: FxHashSet<Name> = FxHashSet::with_capacity_and_hasher(n, Default::default());
        for decl in &program.decls {
            match decl {
                Decl::Type(t) => names.extend(t.defs.iter().map(|d| d.name.name.clone())),
                Decl::Datatype(d) => {
                    names.insert(d.name.name.clone());
                    for c in &d.ctors {
                        names.insert(c.name.name.clone());
                        g.ctors.insert(c.name.name.clone(), c.fields.iter().map(|f| f.name.name.clone()).collect());
                    }
                }
                Decl::Const(c) => names.extend(c.names.iter().map(|n| n.name.clone())),
                Decl::Function(f) => {
                    names.insert(f.name.name.clone());
                }
                Decl::Var(v) => {
                    names.insert(v.var.name.name.clone());
                    g.var_index.insert(v.var.name.name.clone(), g.vars.len());
                    g.vars.push(&v.var);
                }
                Decl::Procedure(p) => {
                    names.insert(p.name.name.clone());
                    g.procs.entry(p.name.name.clone()).or_insert(p);
                }
                Decl::Axiom(_) | Decl::Implementation(_) => {}
            }
        }
        g.names_hash_free = !names.iter().any(|n| has_hash(n));
        g.names = Arc::new(names);
        g
    }

    /// The global variable `name`.
    pub fn var(&self, name: &str) -> Option<&'p Variable> {
        self.var_index.get(name).map(|&i| self.vars[i])
    }
}
