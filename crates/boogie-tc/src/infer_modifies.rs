//! Boogie's `-inferModifies`: every procedure's `modifies` clause gets the global variables
//! its implementations assign, havoc or receive as call results, and those its callees
//! modify, to a fixpoint over the call graph. Runs on the parsed program, before
//! resolution (names are matched as Boogie resolves them: a local or formal of the same
//! name hides a global), so that the checker then accepts the assignments.
//!
//! Before: `var g: int; procedure P() { g := 1; }`
//! After:  `var g: int; procedure P() modifies g; { g := 1; }`

use std::collections::{HashMap, HashSet};

use boogie_ast::{Body, Decl, Ident, ModifiesSpec, Name, Program, Spec, Stmt};

/// Adds the inferred globals to each procedure's `modifies` (module doc).
pub fn infer_modifies(program: &mut Program) {
    let globals: HashMap<Name, boogie_ast::Span> = program
        .decls
        .iter()
        .filter_map(|d| match d {
            Decl::Var(v) => Some((v.var.name.name.clone(), v.var.name.span)),
            _ => None,
        })
        .collect();
    let mut mods: HashMap<Name, Vec<Name>> = HashMap::new();
    for d in &program.decls {
        if let Decl::Procedure(p) = d {
            let declared = p.specs.iter().filter_map(|s| match s {
                Spec::Modifies(m) => Some(m.vars.iter().map(|v| v.name.clone())),
                _ => None,
            });
            mods.insert(p.name.name.clone(), declared.flatten().collect());
        }
    }
    // What each body writes directly, and whom it calls.
    let mut bodies: Vec<(Name, Vec<Name>, Vec<Name>)> = Vec::new();
    for d in &program.decls {
        let (name, ins, outs, body) = match d {
            Decl::Procedure(p) => match &p.body {
                Some(b) => (&p.name.name, &p.ins, &p.outs, b),
                None => continue,
            },
            Decl::Implementation(i) => (&i.name.name, &i.ins, &i.outs, &i.body),
            _ => continue,
        };
        let local: HashSet<Name> =
            ins.iter().chain(outs).chain(&body.locals).map(|v| v.name.name.clone()).collect();
        let mut w = Writes { written: Vec::new(), callees: Vec::new() };
        w.body(body);
        let written = w.written.into_iter().filter(|n| !local.contains(n) && globals.contains_key(n)).collect();
        bodies.push((name.clone(), written, w.callees));
    }
    let mut changed = true;
    while changed {
        changed = false;
        for (proc, written, callees) in &bodies {
            let mut add: Vec<Name> = written.clone();
            for c in callees {
                add.extend(mods.get(c).into_iter().flatten().cloned());
            }
            let Some(set) = mods.get_mut(proc) else { continue };
            for n in add {
                if !set.contains(&n) {
                    set.push(n);
                    changed = true;
                }
            }
        }
    }
    for d in &mut program.decls {
        let Decl::Procedure(p) = d else { continue };
        let declared: HashSet<Name> = p
            .specs
            .iter()
            .filter_map(|s| match s {
                Spec::Modifies(m) => Some(m.vars.iter().map(|v| v.name.clone())),
                _ => None,
            })
            .flatten()
            .collect();
        let missing: Vec<Ident> = mods
            .get(&p.name.name)
            .into_iter()
            .flatten()
            .filter(|n| !declared.contains(*n))
            .map(|n| Ident { name: n.clone(), span: globals.get(n).copied().unwrap_or(p.span) })
            .collect();
        if !missing.is_empty() {
            p.specs.push(Spec::Modifies(ModifiesSpec { vars: missing, span: p.span }));
        }
    }
}

/// The variables a body assigns, havocs or receives from calls, and the procedures it calls
/// (code expressions excluded: they can assign only their own locals).
struct Writes {
    written: Vec<Name>,
    callees: Vec<Name>,
}

impl Writes {
    fn body(&mut self, b: &Body) {
        self.stmts(&b.stmts);
    }

    fn stmts(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Assign(a) => self.written.extend(a.lhs.iter().map(|l| l.name.name.clone())),
            Stmt::Havoc(h) => self.written.extend(h.vars.iter().map(|v| v.name.clone())),
            Stmt::Call(c) => self.call(c),
            Stmt::ParCall(p) => p.calls.iter().for_each(|c| self.call(c)),
            Stmt::Unpack(u) => self.written.extend(u.vars.iter().map(|v| v.name.clone())),
            Stmt::If(i) => i.branches().into_iter().for_each(|b| self.stmts(b)),
            Stmt::While(w) => self.stmts(&w.body),
            Stmt::Label(_)
            | Stmt::Assert(_)
            | Stmt::Assume(_)
            | Stmt::HideReveal(_)
            | Stmt::ChangeScope(_)
            | Stmt::Measure(_)
            | Stmt::Break(_)
            | Stmt::Goto(_)
            | Stmt::Return(_) => {}
        }
    }

    fn call(&mut self, c: &boogie_ast::CallCmd) {
        self.written.extend(c.outs.iter().map(|v| v.name.clone()));
        self.callees.push(c.callee.name.clone());
    }

}

#[cfg(test)]
mod tests {
    use super::*;

    fn modifies_of(src: &str, proc: &str) -> Vec<String> {
        let (mut p, diags) = boogie_parse::parse_program(src, "t.bpl");
        assert!(diags.is_empty(), "{diags:?}");
        infer_modifies(&mut p);
        let text = boogie_ast::print::print_program(&p);
        assert!(crate::check(&p, "t.bpl").is_ok(), "checks after inference:\n{text}");
        p.decls
            .iter()
            .filter_map(|d| match d {
                Decl::Procedure(q) if q.name.name == proc => Some(q),
                _ => None,
            })
            .flat_map(|q| q.specs.iter())
            .filter_map(|s| match s {
                Spec::Modifies(m) => Some(m.vars.iter().map(|v| v.name.to_string())),
                _ => None,
            })
            .flatten()
            .collect()
    }

    #[test]
    fn assignments_havocs_and_call_results_are_modifications() {
        let src = "var a: int; var b: int; var c: int; var d: [int]int;\n\
                   procedure Q() returns (r: int);\n\
                   procedure P() { a := 1; havoc b; call c := Q(); d[1] := 2; }";
        assert_eq!(modifies_of(src, "P"), vec!["a", "b", "c", "d"]);
    }

    #[test]
    fn callees_modifications_flow_to_callers_through_recursion() {
        let src = "var g: int; var h: int;\n\
                   procedure A() { call B(); }\n\
                   procedure B() { if (*) { call A(); } else { g := 1; } }\n\
                   procedure C() modifies h; { h := 0; }\n\
                   procedure D() { while (*) { call C(); } }";
        assert_eq!(modifies_of(src, "A"), vec!["g"]);
        assert_eq!(modifies_of(src, "B"), vec!["g"]);
        assert_eq!(modifies_of(src, "D"), vec!["h"]);
    }

    #[test]
    fn locals_and_formals_hide_globals() {
        let src = "var g: int;\nprocedure P(g: int) returns (r: int) { var x: int; x := g; r := x; }\n\
                   procedure Q() { var g: int; g := 3; }";
        assert!(modifies_of(src, "P").is_empty());
        assert!(modifies_of(src, "Q").is_empty());
    }
}
