//! Moves the axioms of `uses { ... }` clauses of functions and constants to top-level axioms
//! right after their declaration (their meaning is the same).
//!
//! Requires: `Passive`. Produces: `Passive`.
//!
//! VC generation then finds every axiom at the top level. The pass reads and changes global
//! declarations only (no implementation), so the pass manager may run it on the global
//! declarations while the implementations are lowered one at a time.
//!
//! Before:
//! ```boogie
//! function f(x: int): int uses { axiom (forall x: int :: f(x) > x); }
//! ```
//! After:
//! ```boogie
//! function f(x: int): int;
//! axiom (forall x: int :: f(x) > x);
//! ```

use boogie_ast::pass::schedule::run_per_implementation;
use boogie_ast::pass::{Globals, ImplCx, ImplPass, Pass, PassCx, PassErrors};
use boogie_ast::{Decl, Form, ImplementationDecl, Program};

/// The `hoist-uses` pass.
pub struct HoistUses;

impl Pass for HoistUses {
    fn name(&self) -> &'static str {
        "hoist-uses"
    }
    fn description(&self) -> &'static str {
        "axioms of `uses { ... }` clauses of functions and constants to top-level axioms after their declaration"
    }
    fn requires(&self) -> Form {
        Form::Passive
    }
    fn produces(&self) -> Form {
        Form::Passive
    }
    fn run(&self, program: Program, cx: &mut PassCx) -> Result<Program, PassErrors> {
        run_per_implementation(self, program, cx)
    }
    fn per_implementation(&self) -> Option<&dyn ImplPass> {
        Some(self)
    }
}

/// All of the pass is its declarations step; implementations stay as they are.
impl ImplPass for HoistUses {
    fn declarations(&self, program: &mut Program) -> Result<(), PassErrors> {
        hoist(program);
        Ok(())
    }
    fn run_impl(&self, imp: ImplementationDecl, _globals: &Globals<'_>, _cx: &mut ImplCx<'_>) -> Result<ImplementationDecl, PassErrors> {
        Ok(imp)
    }
}

/// Library entry point of the pass.
pub fn hoist_uses(mut program: Program) -> Program {
    hoist(&mut program);
    program
}

fn hoist(program: &mut Program) {
    let decls = std::mem::take(&mut program.decls);
    program.decls.reserve(decls.len());
    for mut d in decls {
        let uses = match &mut d {
            Decl::Function(f) => f.uses.take(),
            Decl::Const(c) => c.uses.take(),
            Decl::Type(_) | Decl::Datatype(_) | Decl::Axiom(_) | Decl::Var(_) | Decl::Procedure(_) | Decl::Implementation(_) => None,
        };
        program.decls.push(d);
        program.decls.extend(uses.into_iter().flatten().map(Decl::Axiom));
    }
}
