//! From passive Boogie to verification conditions, and verification with an SMT solver.
//!
//! - [`translate`]: Boogie types and expressions to SMT sorts and terms, and the program's
//!   global declarations (sorts, datatypes, functions, axioms, `unique` constants).
//! - [`eval`]: ground applications of defined functions evaluated to literals.
//! - [`blocks`]: the block view of a passive implementation with Boogie's trace rules.
//! - [`vc`]: weakest-precondition (block equations) and strongest-postcondition VCs, both
//!   linear in the size of the implementation, with self-describing check names.
//! - [`verify`]: the solver loop, counterexamples read back from the model, Boogie's
//!   messages, traces, ordering and summary line.
//!
//! **Architecture Invariant:** a verdict "verified" is only given on an `unsat` answer to a
//! query in which every check of the implementation is present; every other answer (sat,
//! unknown, time-out, solver failure, untranslatable input) is an error or a non-verified
//! outcome.

pub mod blocks;
pub mod eval;
pub mod ext;
pub mod labels;
pub mod prove;
pub mod prune;
pub mod translate;
pub mod vc;
pub mod verify;

use boogie_ast::pass::PassCx;
use boogie_ast::Program;

pub use vc::VcKind;
pub use ext::ArrayExt;
pub use verify::{
    impl_lines, start_solver_early, summary_line, verify_program, verify_program_with, EarlySolver, ErrorReport, ImplResult,
    Options, Outcome,
};

/// Runs the whole lowering pipeline (unstructure → … → passify) in process
/// (`passive::lower`: the passes after `unstructure` one implementation at a time).
pub fn lower(program: Program) -> Result<Program, String> {
    let mut cx = PassCx::new();
    let files = program.files.clone();
    let p = passive::lower(program, passive::PipelineOptions::default(), None, &mut cx).map_err(|err| {
        err.errors
            .iter()
            .map(|e| format!("{}({},{}): error: {}: {}", files.name(e.span.file()), e.span.line(), e.span.col(), err.pass, e.message))
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    Ok(hoist_uses(p))
}

/// Moves the axioms of `uses { ... }` clauses of functions and constants to top-level
/// axioms right after their declaration (their meaning is the same).
pub fn hoist_uses(mut program: Program) -> Program {
    let decls = std::mem::take(&mut program.decls);
    for mut d in decls {
        let uses = match &mut d {
            boogie_ast::Decl::Function(f) => f.uses.take(),
            boogie_ast::Decl::Const(c) => c.uses.take(),
            _ => None,
        };
        program.decls.push(d);
        for a in uses.into_iter().flatten() {
            program.decls.push(boogie_ast::Decl::Axiom(a));
        }
    }
    program
}
