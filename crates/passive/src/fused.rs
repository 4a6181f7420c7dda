//! The lowering pipeline (or a prefix of it) with the passes after `unstructure` run one
//! implementation at a time: [`lower`].
//!
//! Every pass after `unstructure` maps each implementation on its own, with the global
//! declarations at hand ([`map_impls_with`](crate::scope::map_impls_with)), and none of them
//! changes a global declaration. So instead of taking every implementation through one pass
//! before the next pass starts (pass by pass, as `Pass::run` does), `lower` takes one
//! implementation through all of them ([`Stage`]s) before the next implementation: the
//! implementation stays in the processor's caches from one pass to the next, and what one
//! pass frees the next reuses at once, where pass by pass each pass allocated a whole
//! program's worth of fresh memory (every fresh page costs a fault). The global
//! declarations are read once ([`Globals`](crate::scope::Globals)), and two threads share
//! the implementations out once ([`par_map`](boogie_ast::par::par_map)), not once per pass.
//! Both ways run on [`run_stages`](crate::scope::run_stages): pass by pass with one stage.
//!
//! **Architecture Invariant:** `lower` gives what the passes give run one after the other
//! with `Pass::run`: the same program, byte for byte, the same figures in the same order,
//! and on failure the same pass's errors (a test compares both on the whole corpus). It
//! follows from three facts:
//! - an implementation's result in a pass depends only on the implementation and on the
//!   global declarations (what `par_map` already relies on), and the passes after
//!   `unstructure` change no global declaration, so every pass sees the globals as
//!   `unstructure` left them;
//! - `inline` and `desugar-measures` leave a program unchanged when it has no `{:inline}`
//!   implementation ([`inline::inlines_nothing`](crate::inline::inlines_nothing)) and no
//!   measure ([`measures::has_measures`](crate::measures::has_measures): `unstructure` says
//!   whether a body has one, the procedures are read here); `coalesce` creates neither, so
//!   what the program is after `unstructure` decides it. Otherwise (they need the whole
//!   program) the remaining passes run pass by pass;
//! - pass by pass, the first pass that fails on some implementation reports the errors of
//!   every implementation it fails on, and no later pass runs. Here each implementation
//!   stops at its first failing pass; the errors reported are those of the earliest such
//!   pass, of every implementation that failed there, in program order.
//!
//! One thing is handed from stage to stage besides the implementation: the blocks of its
//! body ([`Known`](crate::flat::Known)), when a stage found them and the body kept them or
//! the stage knows how it changed them, so that the next stage need not find them again
//! (on a body of 300 000 blocks, finding them took about a third of `coalesce`, `cut-loops`
//! and `passify` each). `unstructure` starts it off with the blocks it emitted
//! ([`unstructure_with_blocks`](crate::unstructure::unstructure_with_blocks)): it knows
//! where each begins and ends and that their labels are distinct, which spares the table of
//! labels that finding them builds (26 of `coalesce`'s 29 ms on that body). A stage handed blocks checks in debug builds that they are the
//! body's, so the tests above also check every hand-over.

use boogie_ast::pass::{Pass, PassCx, PassErrors};
use boogie_ast::Program;

use crate::scope::{run_stages, Stage};
use crate::{coalesce, cut_loops, desugar_calls, desugar_specs, inline, measures, passify, unstructure};
use crate::{pipeline, PipelineOptions};

/// A failed [`lower`]: the pass that failed and its errors.
#[derive(Debug)]
pub struct LowerError {
    pub pass: &'static str,
    pub errors: PassErrors,
}

/// The passes of [`pipeline`] on `program`, in order, up to and including the pass named
/// `until` (all of them with `None`; a name that is not a pass runs them all), with the
/// figures reported to `cx`: the same result as running them one after the other (see the
/// module documentation).
pub fn lower(program: Program, options: PipelineOptions, until: Option<&str>, cx: &mut PassCx) -> Result<Program, LowerError> {
    let passes = pipeline(options);
    let last = until.and_then(|u| passes.iter().position(|p| p.name() == u)).unwrap_or(passes.len() - 1);
    let passes = &passes[..=last];
    let Some((first, rest)) = passes.split_first() else { return Ok(program) };
    debug_assert_eq!(first.name(), unstructure::Unstructure.name());
    // `unstructure` (no figures) knows the blocks it emits.
    let (program, known, body_measures) = unstructure::unstructure_with_blocks(program).map_err(|errors| LowerError { pass: first.name(), errors })?;
    if rest.is_empty() {
        return Ok(program);
    }
    if !inline::inlines_nothing(&program) || body_measures || measures::has_measure_specs(&program) {
        return pass_by_pass(program, rest, cx);
    }
    // The passes after `unstructure`, as stages; `inline` and `desugar-measures` change
    // nothing here. A pass without a stage (none today) runs them all pass by pass.
    let mut stages: Vec<Stage<'static>> = Vec::with_capacity(rest.len());
    for p in rest {
        match p.name() {
            "coalesce" => stages.push(coalesce::stage()),
            "desugar-specs" => stages.push(desugar_specs::stage()),
            "cut-loops" => stages.push(cut_loops::stage()),
            "desugar-calls" => stages.push(desugar_calls::stage()),
            "passify" => stages.push(passify::stage(options.passify)),
            "inline" | "desugar-measures" => {}
            _ => return pass_by_pass(program, rest, cx),
        }
    }
    run_stages(program, known, &stages, cx).map_err(|(k, errors)| LowerError { pass: stages[k].name, errors })
}

/// `passes` run one after the other.
fn pass_by_pass(mut program: Program, passes: &[Box<dyn Pass>], cx: &mut PassCx) -> Result<Program, LowerError> {
    for p in passes {
        program = p.run(program, cx).map_err(|errors| LowerError { pass: p.name(), errors })?;
    }
    Ok(program)
}

