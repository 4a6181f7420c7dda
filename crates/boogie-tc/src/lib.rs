//! Name resolution and type checking of Boogie programs, with Boogie's exact messages
//! (boogie-language.md §3), and the flowgraph of unstructured bodies.
//!
//! [`check`] runs the phases in Boogie's order: resolution ([`resolve`]: all errors, then
//! the count line), the function-dependency checks ([`deps`]), type checking ([`typeck`]:
//! all errors, then the count line), the ambiguity warnings ([`ambiguity`]) and the
//! termination measures ([`measures`]). On success it returns a [`TcInfo`] ([`info`]):
//! the facts later stages require (the type of every expression, the declaration every
//! name resolves to, the instantiated type arguments of polymorphic uses).
//!
//! The modules, bottom up: [`ty`] (resolved types), [`unify`] (unknowns and
//! unification), [`info`] and [`facts`] (the public facts and their address-keyed
//! tables), [`walk`] and [`messages`] (AST helpers, message texts), [`cx`] (the checker's
//! state); then the phases, each an `impl Cx` block that imports the state and the
//! modules below it, never another phase. [`cfg`] (flowgraphs, dominators) stands apart.
//!
//! **Architecture Invariant:** the checker never mutates or copies the program; every
//! fact is keyed by the address of the node it describes, so a `TcInfo<'p>` is only
//! valid while the program it borrows is unchanged. Recompute it after a pass.

#![deny(clippy::unwrap_used, clippy::expect_used)]

mod ambiguity;
mod cfg;
mod cx;
mod deps;
mod facts;
mod info;
mod infer_modifies;
mod measures;
mod messages;
mod resolve;
mod ty;
mod typeck;
mod unify;
mod walk;

use boogie_ast::{Phase, Program};

pub use cfg::{cfg_dot, flowgraph, CfgError, Dominance, FlowGraph};
pub use facts::TcInfo;
pub use info::{FuncDecl, FuncId, FuncInfo, ImplInfo, ProcId, ProcInfo, QuantInfo, TcFailure, TypeCtorInfo, VarDecl, VarId, VarInfo, VarKind};
pub use infer_modifies::infer_modifies;
pub use ty::{MapTy, TvId, Ty};

/// Resolves and type-checks `program`. `last_file` is the name the count lines mention
/// (the last file on the command line).
pub fn check<'p>(program: &'p Program, last_file: &str) -> Result<TcInfo<'p>, TcFailure> {
    let mut cx = cx::Cx::new(program);
    cx.resolve_program();
    if !cx.diags.is_empty() {
        let n = cx.diags.len();
        return Err(TcFailure {
            phase: Phase::Resolve,
            diagnostics: std::mem::take(&mut cx.diags),
            count_line: boogie_ast::diag::count_line(Phase::Resolve, n, last_file),
        });
    }
    cx.function_deps();
    if !cx.diags.is_empty() {
        return Err(TcFailure { phase: Phase::FunctionDeps, diagnostics: std::mem::take(&mut cx.diags), count_line: None });
    }
    cx.typecheck_program();
    if !cx.diags.is_empty() {
        let n = cx.diags.len();
        return Err(TcFailure {
            phase: Phase::TypeCheck,
            diagnostics: std::mem::take(&mut cx.diags),
            count_line: boogie_ast::diag::count_line(Phase::TypeCheck, n, last_file),
        });
    }
    cx.ambiguity_warnings();
    let errors = measures::check(program);
    if !errors.is_empty() {
        // The warnings of type checking were printed before the measure checker ran.
        let n = errors.len();
        let mut diagnostics = std::mem::take(&mut cx.warnings);
        diagnostics.extend(errors);
        return Err(TcFailure {
            phase: Phase::TypeCheck,
            diagnostics,
            count_line: boogie_ast::diag::count_line(Phase::TypeCheck, n, last_file),
        });
    }
    Ok(cx.finish())
}
