//! `rboogie vcgen FILE...`: print the SMT-LIB queries `verify` would send: the stretch
//! `parse` → `check` → every lowering pass → `vcgen` → `smt-lib` of the pipeline, as one
//! script (prelude, then one `push`/`pop` section per implementation), with
//! self-describing names so that `rboogie prove` can report errors from the script alone.
//! The type checker's warnings go to stderr and into the script, where `prove` finds them.

use clap::Args;

use crate::observe::{Watch, WatchArgs};
use crate::output::Out;
use crate::pipeline::{self, Stage, StageArgs};
use crate::runner::{self, Context, Value};
use crate::{frontend, Outcome};

#[derive(Args, Debug)]
pub struct VcgenArgs {
    /// Boogie files, taken together as one program.
    #[arg(required = true)]
    pub files: Vec<String>,
    #[command(flatten)]
    pub stages: StageArgs,
    #[command(flatten)]
    pub watch: WatchArgs,
}

pub fn run(args: &VcgenArgs) -> Outcome {
    let mut err = Out::stderr();
    if frontend::check_extensions(&args.files, &mut err).is_err() {
        return Outcome::Usage;
    }
    err.flush();
    let last = args.files.last().cloned().unwrap_or_default();
    let stages = pipeline::registry(&args.stages);
    let stretch: Vec<&Stage> = stages.iter().filter(|s| !s.is_branch() || matches!(s, Stage::SmtLib)).collect();
    let mut cx = Context {
        diag: Out::stderr(),
        warnings_to: Some(Out::stderr()),
        warnings: Vec::new(),
        last_file: last.clone(),
        watch: Watch::new(args.watch.validate_on(false), args.watch.dump_dir.clone(), args.watch.timings, &last),
        figures: Default::default(),
        vc: args.stages.vc_options(),
        solver: Err("vcgen runs no solver".into()),
        early: None,
        units: false,
        terms_fallback: None,
        progress: None,
    };
    let done = runner::execute(&stretch, Value::Files(args.files.clone()), &mut cx);
    // The warnings on stderr go out before the script.
    cx.warnings_to.take();
    let script = match done {
        Ok(Value::SmtLib(script)) => script,
        Ok(_) => return Outcome::ToolFailure,
        Err(f) => return f.report(true),
    };
    let mut out = Out::stdout();
    for w in &cx.warnings {
        out.line(&format!("{}{w}", vcgen::prove::WARNING_PREFIX));
    }
    out.text(&script);
    Outcome::Success
}
