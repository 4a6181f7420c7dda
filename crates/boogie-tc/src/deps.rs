//! The checks between resolution and type checking (boogie-language.md §3.10): the
//! `{:inline}` and `{:define}` attributes of functions, and call cycles among such
//! functions.

use boogie_ast::{AttrArg, Decl, Diagnostic, Expr, ExprKind, FunctionDecl, Phase};
use rustc_hash::FxHashMap;

use crate::cx::Cx;
use crate::facts::{addr, decl_addr};
use crate::info::{FuncDecl, FuncId};
use crate::walk::{for_each_child, has_attr};

impl<'p> Cx<'p> {
    pub(crate) fn function_deps(&mut self) {
        let program = self.program;
        let mut funcs: Vec<&FunctionDecl> = Vec::new();
        for d in &program.decls {
            if let Decl::Function(f) = d {
                if self.ignored.contains(&decl_addr(d)) {
                    continue;
                }
                funcs.push(f);
                let inline = f.attrs.iter().find(|a| a.key == "inline");
                let define = has_attr(&f.attrs, "define");
                if let Some(a) = inline {
                    let ok = matches!(
                        a.args.as_list(),
                        Some([] | [AttrArg::Expr(Expr { kind: ExprKind::Lit(boogie_ast::Literal::Bool(_)), .. })])
                    );
                    if !ok {
                        self.diags.push(Diagnostic::new(Phase::FunctionDeps, f.name.span, "Parameter to :inline attribute on a function must be Boolean"));
                    }
                }
                if inline.is_some() && define {
                    self.diags.push(Diagnostic::new(Phase::FunctionDeps, f.name.span, "A function may not have both :inline and :define attributes"));
                }
                if inline.is_some() && f.body.is_none() {
                    self.diags.push(Diagnostic::new(Phase::FunctionDeps, f.name.span, "Function with :inline attribute must have a body"));
                }
                if define && f.body.is_none() {
                    self.diags.push(Diagnostic::new(Phase::FunctionDeps, f.name.span, "Function with :define attribute must have a body"));
                }
            }
        }
        if !self.diags.is_empty() {
            return;
        }
        // Call cycles among {:inline}/{:define} functions.
        let special: Vec<&FunctionDecl> =
            funcs.iter().copied().filter(|f| has_attr(&f.attrs, "inline") || has_attr(&f.attrs, "define")).collect();
        let idx: FxHashMap<usize, usize> = special.iter().enumerate().map(|(i, f)| (addr(*f), i)).collect();
        let mut g = petgraph::graphmap::DiGraphMap::<usize, ()>::new();
        for i in 0..special.len() {
            g.add_node(i);
        }
        for (i, f) in special.iter().enumerate() {
            if let Some(b) = &f.body {
                let mut callees = Vec::new();
                self.collect_calls(b, &mut callees);
                for fid in callees {
                    if let FuncDecl::Function(fd) = self.funcs[fid.0 as usize].decl {
                        if let Some(&j) = idx.get(&addr(fd)) {
                            g.add_edge(i, j, ());
                        }
                    }
                }
            }
        }
        let mut sccs = petgraph::algo::tarjan_scc(&g);
        sccs.iter_mut().for_each(|c| c.sort_unstable());
        sccs.sort_by_key(|c| c.first().copied().unwrap_or(0));
        for c in sccs {
            let cyclic = c.len() > 1 || c.first().is_some_and(|&n| g.contains_edge(n, n));
            if cyclic {
                let names: Vec<&str> = c.iter().map(|&i| special[i].name.name.as_str()).collect();
                let span = special[c[0]].name.span;
                self.diags.push(Diagnostic::new(Phase::FunctionDeps, span, format!("Call cycle detected among functions: {}", names.join(", "))));
            }
        }
    }

    pub(crate) fn collect_calls(&self, e: &Expr, out: &mut Vec<FuncId>) {
        if let Some(f) = self.maps.expr_func.get(&addr(e)) {
            out.push(*f);
        }
        stacker::maybe_grow(64 * 1024, 2 * 1024 * 1024, || for_each_child(e, &mut |c| self.collect_calls(c, out)));
    }
}
