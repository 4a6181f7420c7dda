//! The SMT-LIB 2.6 printer: deterministic, linear in the DAG size, with shared and deep sub-terms named once.
//!
//! A [`Printer`] is the printing side of one solver conversation. It knows
//! which sorts, functions and named sub-terms the solver has already seen
//! (scoped by `push`/`pop`), emits the missing declarations before a command
//! that needs them, and removes sharing (thesis section 5.4, algorithms.md §2):
//! a closed sub-term with more than one parent whose print size exceeds the
//! cutoff `K` ([`PrintOptions::share_cutoff`]) is printed once as
//! `(define-fun %tN () S ...)` and referred to by `%tN` afterwards. A closed
//! sub-term whose printed nesting depth would exceed
//! [`PrintOptions::max_depth`] is named the same way, so solvers never see
//! very deep terms. Every traversal uses an explicit stack: a 10^5-deep term
//! does not overflow the Rust stack.
//!
//! Sub-terms with free bound variables (inside quantifier bodies) are never
//! named; they are printed inline.
//!
//! Output depends only on the store contents and the sequence of calls, never
//! on hash-map iteration order.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

use crate::sort::Sort;
use crate::term::{DatatypeGroupId, FunId, FunRole, Node, Quantifier, TermId, TermStore};

/// Printer settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrintOptions {
    /// `K`: a shared closed sub-term whose print size (in nodes, counting named
    /// children as 1) exceeds this is named. `0` names every shared non-leaf.
    pub share_cutoff: u64,
    /// A closed sub-term whose printed depth would exceed this is named.
    pub max_depth: u32,
    /// Name shared and deep sub-terms (and the terms of [`Printer::name_term`]) by `let`
    /// inside the command that needs them instead of by `define-fun`, so that no command
    /// defines a function. z3 4.8.12 searches differently as soon as any `define-fun` is
    /// in scope at `check-sat`: on the havoc0 drivers, 1.3–2.2 times the work of the same
    /// formula without one (docs/BENCHMARKS.md, History, 7f62ce9). A term shared by two commands
    /// is printed in each. A command whose bindings would nest deeper than `max_depth`
    /// `let`s (a chain of shared terms, each using the previous one) gets `define-fun`s
    /// as without this option.
    pub let_sharing: bool,
}

impl Default for PrintOptions {
    /// `K = 30` (Flanagan and Saxe's best value), depth bound 64.
    fn default() -> Self {
        PrintOptions { share_cutoff: 30, max_depth: 64, let_sharing: false }
    }
}

impl PrintOptions {
    /// The default settings with `let` sharing ([`PrintOptions::let_sharing`]).
    pub fn with_lets() -> Self {
        PrintOptions { let_sharing: true, ..PrintOptions::default() }
    }
}

/// Why a term could not be printed as requested.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrintError {
    /// `assert` or `check-sat-assuming` on a term that is not of sort `Bool`.
    NotBool(Sort),
    /// A command-level term with free bound variables.
    Open(TermId),
    /// `pop` without a matching `push`.
    PopWithoutPush,
}

impl std::fmt::Display for PrintError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PrintError::NotBool(sort) => write!(f, "expected a term of sort Bool, found {sort}"),
            PrintError::Open(t) => write!(f, "term {t} has free bound variables"),
            PrintError::PopWithoutPush => f.write_str("pop without a matching push"),
        }
    }
}

impl std::error::Error for PrintError {}

/// The printing state of one solver conversation (see the module docs).
pub struct Printer {
    opts: PrintOptions,
    /// Named sub-terms and printed labels, with the symbol that stands for them.
    defined: HashMap<TermId, Box<str>>,
    /// Names asked for with [`Printer::name_term`] and not yet emitted.
    wanted: HashMap<TermId, Vec<Box<str>>>,
    declared_funs: HashSet<FunId>,
    declared_sorts: HashSet<String>,
    declared_groups: HashSet<DatatypeGroupId>,
    undo: Vec<Undo>,
    marks: Vec<usize>,
    next_fresh: u64,
    /// `let` mode: the bindings of the command being printed, `(level, name, body)`, in
    /// emission order (a body refers only to bindings of lower levels), and their terms
    /// (removed from `defined` when the command is done).
    lets: Vec<(u32, TermId, Box<str>, String)>,
    let_terms: Vec<TermId>,
}

enum Undo {
    Defined(TermId),
    /// A name asked for (the last one of the term's list).
    Wanted(TermId),
    /// Asked-for names that were emitted (given back to `wanted` on rollback).
    Emitted(TermId, Vec<Box<str>>),
    Fun(FunId),
    Sort(String),
    Group(DatatypeGroupId),
}

/// Per-root traversal facts.
struct Info {
    parents: u32,
    size: u64,
    depth: u32,
    named: bool,
    /// `let` mode: the highest level of a binding this node's text refers to (0: none);
    /// for a bound node, its own level.
    level: u32,
}

/// A unit of printing work on the explicit stack.
enum Work {
    Term(TermId),
    Text(String),
    Static(&'static str),
}

impl Default for Printer {
    fn default() -> Self {
        Printer::new(PrintOptions::default())
    }
}

impl Printer {
    /// A printer for a fresh conversation (nothing declared yet).
    pub fn new(opts: PrintOptions) -> Printer {
        Printer {
            opts,
            defined: HashMap::new(),
            wanted: HashMap::new(),
            declared_funs: HashSet::new(),
            declared_sorts: HashSet::new(),
            declared_groups: HashSet::new(),
            undo: Vec::new(),
            marks: Vec::new(),
            next_fresh: 0,
            lets: Vec::new(),
            let_terms: Vec::new(),
        }
    }

    /// The settings.
    pub fn options(&self) -> PrintOptions {
        self.opts
    }

    /// Forgets everything declared: use after the solver was reset or replaced.
    pub fn reset(&mut self) {
        *self = Printer { next_fresh: self.next_fresh, ..Printer::new(self.opts) };
    }

    /// Writes `(push 1)` and opens a declaration scope.
    pub fn push(&mut self, out: &mut String) {
        self.marks.push(self.undo.len());
        out.push_str("(push 1)\n");
    }

    /// Writes `(pop 1)` and forgets what was declared since the matching `push`.
    pub fn pop(&mut self, out: &mut String) -> Result<(), PrintError> {
        let mark = self.marks.pop().ok_or(PrintError::PopWithoutPush)?;
        self.rollback(mark);
        out.push_str("(pop 1)\n");
        Ok(())
    }

    /// A checkpoint of what has been declared, for [`Printer::rollback`].
    pub fn mark(&self) -> usize {
        self.undo.len()
    }

    /// Forgets what was declared since `mark` (e.g. when the command carrying it failed).
    pub fn rollback(&mut self, mark: usize) {
        while self.undo.len() > mark {
            self.undo_one();
        }
    }

    fn undo_one(&mut self) {
        match self.undo.pop() {
            Some(Undo::Defined(t)) => {
                self.defined.remove(&t);
            }
            Some(Undo::Wanted(t)) => {
                if let Some(names) = self.wanted.get_mut(&t) {
                    names.pop();
                    if names.is_empty() {
                        self.wanted.remove(&t);
                    }
                }
            }
            Some(Undo::Emitted(t, names)) => {
                self.wanted.insert(t, names);
            }
            Some(Undo::Fun(f)) => {
                self.declared_funs.remove(&f);
            }
            Some(Undo::Sort(s)) => {
                self.declared_sorts.remove(&s);
            }
            Some(Undo::Group(g)) => {
                self.declared_groups.remove(&g);
            }
            None => {}
        }
    }

    /// Asks for `t` (closed) to be printed under `name`: the first time a command needs `t`,
    /// `(define-fun name () S t)` is emitted before it and `t` is printed as `name` from
    /// then on, so the solver sees the same formula and a reader of the script (or
    /// `get-value`) can refer to it by name. A second name for the same term becomes an alias
    /// of the first; a literal or constant is defined under the name but keeps being printed
    /// as itself. Forgotten at the `pop` of the current scope.
    pub fn name_term(&mut self, t: TermId, name: &str) {
        self.wanted.entry(t).or_default().push(name.into());
        self.undo.push(Undo::Wanted(t));
    }

    /// Emits the definitions of every asked-for name not emitted yet (terms no command has
    /// needed, e.g. a condition the builders simplified away), in term order.
    pub fn define_pending(&mut self, store: &TermStore, out: &mut String) {
        let mut pending: Vec<TermId> = self.wanted.keys().copied().collect();
        pending.sort_unstable();
        for t in pending {
            if !store.is_closed(t) || !self.wanted.contains_key(&t) {
                continue;
            }
            if self.opts.let_sharing {
                // Each name defined by its own text (with its own `let`s).
                let Some(names) = self.wanted.remove(&t) else { continue };
                self.undo.push(Undo::Emitted(t, names.clone()));
                let Ok(text) = self.term(store, t, out) else { continue };
                let sort = store.sort(t);
                for name in &names {
                    let _ = writeln!(out, "(define-fun {} () {sort} {text})", quote_symbol(name));
                }
                continue;
            }
            // The prelude of `t` defines every wanted term it meets, `t` itself included.
            self.prelude(store, t, out);
        }
    }

    /// Number of open `push` scopes.
    pub fn depth(&self) -> usize {
        self.marks.len()
    }

    /// Writes the declarations and definitions `t` needs, then `(assert t)`.
    pub fn assert(&mut self, store: &TermStore, t: TermId, out: &mut String) -> Result<(), PrintError> {
        check_bool_closed(store, t)?;
        let text = self.term(store, t, out)?;
        out.push_str("(assert ");
        out.push_str(&text);
        out.push_str(")\n");
        Ok(())
    }

    /// Writes the declarations and definitions a closed term needs to `out` and returns its text.
    ///
    /// Use it for `get-value` and `check-sat-assuming` arguments.
    pub fn term(&mut self, store: &TermStore, t: TermId, out: &mut String) -> Result<String, PrintError> {
        if !store.is_closed(t) {
            return Err(PrintError::Open(t));
        }
        self.prelude(store, t, out);
        let mut text = String::new();
        self.print_expr(store, t, &mut text);
        if self.opts.let_sharing {
            text = self.wrap_lets(store, text, out);
        }
        Ok(text)
    }

    /// `let` mode: `text` inside the bindings collected for it, grouped by level (one `let`
    /// per level, so the nesting stays as shallow as the sharing); the bound terms are
    /// forgotten.
    fn wrap_lets(&mut self, store: &TermStore, text: String, defs: &mut String) -> String {
        let terms = std::mem::take(&mut self.let_terms);
        if self.lets.is_empty() {
            return text;
        }
        let mut lets = std::mem::take(&mut self.lets);
        // Stable: within a level, emission order.
        lets.sort_by_key(|(level, _, _, _)| *level);
        if lets.last().map(|l| l.0).unwrap_or(0) > self.opts.max_depth {
            // Too deep to nest: defined before the command instead, and kept.
            for (_, t, name, body) in &lets {
                let _ = writeln!(defs, "(define-fun {name} () {} {body})", store.sort(*t));
                self.undo.push(Undo::Defined(*t));
            }
            return text;
        }
        for t in terms {
            self.defined.remove(&t);
        }
        let mut out = String::with_capacity(text.len() + lets.iter().map(|(_, _, n, b)| n.len() + b.len() + 4).sum::<usize>());
        let mut levels = 0;
        let mut current = None;
        for (level, _, name, body) in &lets {
            if current != Some(*level) {
                if current.is_some() {
                    out.push_str(") ");
                }
                out.push_str("(let (");
                levels += 1;
                current = Some(*level);
            } else {
                out.push(' ');
            }
            let _ = write!(out, "({name} {body})");
        }
        out.push_str(") ");
        out.push_str(&text);
        for _ in 0..levels {
            out.push(')');
        }
        out
    }

    /// Writes `(declare-fun ...)` for `f` (and the sorts it needs) unless already declared.
    pub fn declare_fun(&mut self, store: &TermStore, f: FunId, out: &mut String) {
        let decl = store.fun(f);
        for sort in decl.args.iter().chain(std::iter::once(&decl.result)) {
            self.ensure_sort(store, sort, out);
        }
        if decl.role != FunRole::Uninterpreted || self.declared_funs.contains(&f) {
            return;
        }
        self.declared_funs.insert(f);
        self.undo.push(Undo::Fun(f));
        let _ = write!(out, "(declare-fun {} (", quote_symbol(&decl.name));
        for (i, sort) in decl.args.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            let _ = write!(out, "{sort}");
        }
        let _ = writeln!(out, ") {})", decl.result);
    }

    /// Writes the declarations a sort needs (`declare-sort`, `declare-datatypes`) unless already declared.
    pub fn ensure_sort(&mut self, store: &TermStore, sort: &Sort, out: &mut String) {
        let mut stack = vec![sort.clone()];
        while let Some(sort) = stack.pop() {
            match sort {
                Sort::Bool | Sort::Int | Sort::Real | Sort::BitVec(_) => {}
                Sort::Array(i, e) => {
                    stack.push(*e);
                    stack.push(*i);
                }
                Sort::Uninterpreted(name, args) => {
                    stack.extend(args.into_iter().rev());
                    if !self.declared_sorts.contains(&name) && !store.is_builtin_sort(&name) {
                        let arity = store.sort_arity(&name).unwrap_or(0);
                        let _ = writeln!(out, "(declare-sort {} {arity})", quote_symbol(&name));
                        self.undo.push(Undo::Sort(name.clone()));
                        self.declared_sorts.insert(name);
                    }
                }
                Sort::Datatype(name) => {
                    if let Some(g) = store.datatype_group_of(&name) {
                        self.ensure_group(store, g, out);
                    }
                }
            }
        }
    }

    fn ensure_group(&mut self, store: &TermStore, g: DatatypeGroupId, out: &mut String) {
        if self.declared_groups.contains(&g) {
            return;
        }
        self.declared_groups.insert(g);
        self.undo.push(Undo::Group(g));
        let decls = store.datatype_group(g);
        // Field sorts from outside the group first.
        for decl in decls {
            for (_, fields) in &decl.constructors {
                for (_, sort) in fields {
                    self.ensure_sort(store, sort, out);
                }
            }
        }
        out.push_str("(declare-datatypes (");
        for (i, decl) in decls.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            let _ = write!(out, "({} 0)", quote_symbol(&decl.name));
        }
        out.push_str(") (");
        for (i, decl) in decls.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            out.push('(');
            for (j, (ctor, fields)) in decl.constructors.iter().enumerate() {
                if j > 0 {
                    out.push(' ');
                }
                let _ = write!(out, "({}", quote_symbol(ctor));
                for (sel, sort) in fields {
                    let _ = write!(out, " ({} {sort})", quote_symbol(sel));
                }
                out.push(')');
            }
            out.push(')');
        }
        out.push_str("))\n");
    }

    /// Emits declarations and `define-fun`s for the sub-terms of `root` (`root` itself only
    /// when a name was asked for it, [`Printer::name_term`]).
    fn prelude(&mut self, store: &TermStore, root: TermId, out: &mut String) {
        // Phase 1: post-order of the not-yet-defined part of the DAG, with parent counts.
        let mut index: HashMap<TermId, usize> = HashMap::new();
        let mut infos: Vec<Info> = Vec::new();
        let mut order: Vec<TermId> = Vec::new();
        let mut stack: Vec<(TermId, bool)> = vec![(root, false)];
        let mut children: Vec<TermId> = Vec::new();
        while let Some((n, finished)) = stack.pop() {
            if finished {
                order.push(n);
                continue;
            }
            if index.contains_key(&n) {
                continue;
            }
            index.insert(n, infos.len());
            infos.push(Info { parents: 0, size: 1, depth: 1, named: false, level: 0 });
            stack.push((n, true));
            children.clear();
            store.for_each_child(n, |c| children.push(c));
            for c in children.iter().rev() {
                if !self.defined.contains_key(c) && !index.contains_key(c) {
                    stack.push((*c, false));
                }
            }
        }
        // Parent counts (edge multiplicity), over the visited part.
        for n in &order {
            store.for_each_child(*n, |c| {
                if let Some(i) = index.get(&c) {
                    infos[*i].parents = infos[*i].parents.saturating_add(1);
                }
            });
        }
        // Phase 2 and 3: sizes, depths and naming decisions in post-order; emit as we go.
        for n in order {
            let mut size: u64 = 1;
            let mut depth: u32 = 1;
            let mut leaf = true;
            let mut level: u32 = 0;
            store.for_each_child(n, |c| {
                leaf = false;
                let (child_size, child_depth) = match index.get(&c) {
                    Some(i) if !infos[*i].named => (infos[*i].size, infos[*i].depth),
                    _ => (1, 1),
                };
                if let Some(i) = index.get(&c) {
                    level = level.max(infos[*i].level);
                }
                size = size.saturating_add(child_size);
                depth = depth.max(child_depth.saturating_add(1));
            });
            self.declare_node(store, n, out);
            let Some(i) = index.get(&n).copied() else { continue };
            infos[i].size = size;
            infos[i].depth = depth;
            infos[i].level = level;
            let shared = infos[i].parents > 1 && size > self.opts.share_cutoff;
            let deep = depth > self.opts.max_depth;
            if let Some(names) = self.wanted.remove(&n) {
                infos[i].named = !leaf;
                if self.opts.let_sharing {
                    if !leaf {
                        infos[i].level = level + 1;
                        self.bind(store, n, quote_symbol(&names[0]).into(), level + 1);
                    }
                } else {
                    self.define_as(store, n, &names, leaf, out);
                }
                self.undo.push(Undo::Emitted(n, names));
            } else if n != root && !leaf && store.is_closed(n) && (shared || deep) {
                infos[i].named = true;
                if self.opts.let_sharing {
                    infos[i].level = level + 1;
                    self.next_fresh += 1;
                    let name = format!("{}t{}", crate::term::RESERVED_PREFIX, self.next_fresh);
                    self.bind(store, n, name.into(), level + 1);
                } else {
                    self.define(store, n, out);
                }
            }
        }
    }

    /// Emits the declarations one node needs.
    fn declare_node(&mut self, store: &TermStore, n: TermId, out: &mut String) {
        match store.node(n) {
            Node::App(f, _) => self.declare_fun(store, *f, out),
            Node::Var(_, sort) => self.ensure_sort(store, sort, out),
            Node::Op(crate::term::Op::Is(ctor), _) => self.declare_fun(store, *ctor, out),
            Node::Op(crate::term::Op::Builtin(_, sort), _) => self.ensure_sort(store, sort, out),
            _ => {}
        }
        let sort = store.sort(n);
        if !matches!(sort, Sort::Bool | Sort::Int | Sort::Real | Sort::BitVec(_)) {
            let sort = sort.clone();
            self.ensure_sort(store, &sort, out);
        }
    }

    /// Emits `(define-fun NAME () S body)` for every asked-for name of `n` (closed): the
    /// first one with `n`'s text, recorded as `n`'s name unless `n` is a leaf, the others as
    /// aliases of it.
    fn define_as(&mut self, store: &TermStore, n: TermId, names: &[Box<str>], leaf: bool, out: &mut String) {
        let Some((first, rest)) = names.split_first() else { return };
        let first = quote_symbol(first);
        let mut body = String::new();
        self.print_expr(store, n, &mut body);
        let sort = store.sort(n);
        let _ = writeln!(out, "(define-fun {first} () {sort} {body})");
        for alias in rest {
            let _ = writeln!(out, "(define-fun {} () {sort} {first})", quote_symbol(alias));
        }
        if !leaf {
            self.defined.insert(n, first.into());
            self.undo.push(Undo::Defined(n));
        }
    }

    /// `let` mode: records the binding of `n` to `name` for the command being printed.
    fn bind(&mut self, store: &TermStore, n: TermId, name: Box<str>, level: u32) {
        let mut body = String::new();
        self.print_expr(store, n, &mut body);
        self.defined.insert(n, name.clone());
        self.let_terms.push(n);
        self.lets.push((level, n, name, body));
    }

    /// Emits `(define-fun %tN () S body)` for `n` and records the name.
    fn define(&mut self, store: &TermStore, n: TermId, out: &mut String) {
        self.next_fresh += 1;
        let name = format!("{}t{}", crate::term::RESERVED_PREFIX, self.next_fresh);
        let mut body = String::new();
        self.print_expr(store, n, &mut body);
        let _ = writeln!(out, "(define-fun {name} () {} {body})", store.sort(n));
        self.defined.insert(n, name.into());
        self.undo.push(Undo::Defined(n));
    }

    /// Prints `t`, referring to defined sub-terms by name; labels are printed in full once.
    fn print_expr(&mut self, store: &TermStore, t: TermId, out: &mut String) {
        let mut work = vec![Work::Term(t)];
        while let Some(item) = work.pop() {
            let n = match item {
                Work::Text(s) => {
                    out.push_str(&s);
                    continue;
                }
                Work::Static(s) => {
                    out.push_str(s);
                    continue;
                }
                Work::Term(n) => n,
            };
            if let Some(name) = self.defined.get(&n) {
                out.push_str(name);
                continue;
            }
            match store.node(n) {
                Node::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
                Node::Int(text) => match text.strip_prefix('-') {
                    Some(abs) => {
                        let _ = write!(out, "(- {abs})");
                    }
                    None => out.push_str(text),
                },
                Node::Real(text) => out.push_str(text),
                Node::BitVec(value, width) => {
                    let _ = write!(out, "(_ bv{value} {width})");
                }
                Node::Var(name, _) => out.push_str(&quote_symbol(name)),
                Node::App(f, args) => {
                    let name = quote_symbol(&store.fun(*f).name);
                    if args.is_empty() {
                        out.push_str(&name);
                    } else {
                        out.push('(');
                        out.push_str(&name);
                        push_args(&mut work, args);
                    }
                }
                Node::Op(op @ crate::term::Op::Builtin(..), args) if args.is_empty() => {
                    // A built-in constant, e.g. `(as seq.empty (Seq Int))`.
                    out.push_str(&op.smt_name(store));
                }
                Node::Op(op, args) => {
                    out.push('(');
                    out.push_str(&op.smt_name(store));
                    push_args(&mut work, args);
                }
                Node::Quant { kind, vars, body, patterns, qid, weight } => {
                    out.push_str(match kind {
                        Quantifier::Forall => "(forall (",
                        Quantifier::Exists => "(exists (",
                    });
                    for (i, v) in vars.iter().enumerate() {
                        if i > 0 {
                            out.push(' ');
                        }
                        if let Node::Var(name, sort) = store.node(*v) {
                            let _ = write!(out, "({} {sort})", quote_symbol(name));
                        }
                    }
                    out.push_str(") ");
                    let annotated = !patterns.is_empty() || qid.is_some() || weight.is_some();
                    work.push(Work::Static(")"));
                    if annotated {
                        let mut tail = String::new();
                        if let Some(q) = qid {
                            let _ = write!(tail, " :qid {}", quote_symbol(q));
                        }
                        if let Some(w) = weight {
                            let _ = write!(tail, " :weight {w}");
                        }
                        tail.push(')');
                        work.push(Work::Text(tail));
                        for pattern in patterns.iter().rev() {
                            work.push(Work::Static(")"));
                            for (i, p) in pattern.iter().enumerate().rev() {
                                work.push(Work::Term(*p));
                                if i > 0 {
                                    work.push(Work::Static(" "));
                                }
                            }
                            work.push(Work::Static(" :pattern ("));
                        }
                        work.push(Work::Term(*body));
                        work.push(Work::Static("(! "));
                    } else {
                        work.push(Work::Term(*body));
                    }
                }
                Node::Named(inner, label) => {
                    let label = quote_symbol(label);
                    work.push(Work::Text(format!(" :named {label})")));
                    work.push(Work::Term(*inner));
                    out.push_str("(! ");
                    // Later occurrences print the label itself.
                    self.defined.insert(n, label.into());
                    self.undo.push(Undo::Defined(n));
                }
            }
        }
    }
}

fn push_args(work: &mut Vec<Work>, args: &[TermId]) {
    work.push(Work::Static(")"));
    for a in args.iter().rev() {
        work.push(Work::Term(*a));
        work.push(Work::Static(" "));
    }
}

fn check_bool_closed(store: &TermStore, t: TermId) -> Result<(), PrintError> {
    if *store.sort(t) != Sort::Bool {
        return Err(PrintError::NotBool(store.sort(t).clone()));
    }
    if !store.is_closed(t) {
        return Err(PrintError::Open(t));
    }
    Ok(())
}

/// Prints one self-contained script fragment: the declarations and definitions `t` needs, then `(assert t)`.
pub fn print_assert(store: &TermStore, t: TermId, opts: PrintOptions) -> Result<String, PrintError> {
    let mut out = String::new();
    Printer::new(opts).assert(store, t, &mut out)?;
    Ok(out)
}

/// SMT-LIB words that must be quoted when used as symbols.
const RESERVED_WORDS: &[&str] = &[
    "_", "!", "as", "let", "exists", "forall", "match", "par", "BINARY", "DECIMAL", "HEXADECIMAL",
    "NUMERAL", "STRING", "assert", "check-sat", "check-sat-assuming", "declare-const",
    "declare-datatype", "declare-datatypes", "declare-fun", "declare-sort", "define-fun",
    "define-fun-rec", "define-funs-rec", "define-sort", "echo", "exit", "get-assertions",
    "get-assignment", "get-info", "get-model", "get-option", "get-proof", "get-unsat-assumptions",
    "get-unsat-core", "get-value", "pop", "push", "reset", "reset-assertions", "set-info",
    "set-logic", "set-option",
];

/// Prints `name` as an SMT-LIB symbol: as is when it is a simple symbol, else as `|name|`.
pub fn quote_symbol(name: &str) -> String {
    let simple = !name.is_empty()
        && !name.as_bytes()[0].is_ascii_digit()
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b"~!@$%^&*_-+=<>.?/".contains(&b))
        && !RESERVED_WORDS.contains(&name);
    if simple {
        name.to_string()
    } else {
        format!("|{name}|")
    }
}
