//! `rboogie pass NAME FILE`: run one stage of the pipeline on a program already in its input
//! form (Boogie text, or a JSON program written by `print --json`; type-checked first) and
//! print the result as `run` does. A program in a lower form is rejected with a message
//! naming its form.

use clap::Args;

use crate::cmd_run::OutArgs;
use crate::cmd_verify::print_stats;
use crate::observe::Watch;
use crate::output::Out;
use crate::pipeline::{self, Stage};
use crate::runner::{self, Context, Value};
use crate::{report, Outcome};

#[derive(Args, Debug)]
pub struct PassArgs {
    /// The stage to run (see `rboogie passes`).
    pub name: String,
    /// A file in the stage's input form (e.g. the output of the stage before it).
    pub file: String,
    #[command(flatten)]
    pub out: OutArgs,
}

pub fn run(args: &PassArgs) -> Outcome {
    let marks = args.out.stages.reach_marks || args.name == "reach-marks";
    let peel = args.name == "peel-loops";
    let stages = pipeline::registry(&pipeline::StageArgs { reach_marks: marks, peel_loops: peel, ..args.out.stages.clone() });
    let stage = match pipeline::position(&stages, &args.name) {
        Ok(i) => &stages[i],
        Err(m) => {
            Out::stderr().line(&format!("rboogie: error: {m}"));
            return Outcome::InputErrors;
        }
    };
    run_stretch(&[stage], &args.file, &args.out)
}

/// Runs `stretch` on `file` and prints what it ends with (the body of `run` and `pass`).
pub fn run_stretch(stretch: &[&Stage], file: &str, args: &OutArgs) -> Outcome {
    let solves = stretch.iter().any(|s| matches!(s, Stage::Solve | Stage::Prove));
    let mut cx = Context {
        diag: Out::stderr(),
        warnings_to: None,
        warnings: Vec::new(),
        last_file: file.to_string(),
        watch: Watch::new(args.watch.validate_on(cfg!(debug_assertions)), args.watch.dump_dir.clone(), args.watch.timings, file),
        figures: Default::default(),
        vc: args.stages.vc_options(),
        solver: if solves { args.check.options(1, None) } else { Err("no solver".into()) },
        early: None,
        units: false,
        terms_fallback: None,
        progress: None,
    };
    let value = runner::execute(stretch, Value::Files(vec![file.to_string()]), &mut cx);
    if args.watch.stats {
        print_stats(&cx.figures);
    }
    let value = match value {
        Ok(value) => value,
        Err(f) => return f.report(false),
    };
    let mut out = Out::stdout();
    match value {
        Value::Program(program, form) if args.json => out.line(&boogie_ast::json::to_json(&program, form)),
        Value::Program(program, _) => out.text(&boogie_ast::print::print_program(&program)),
        Value::Vc(program) => match runner::vc_text(&program, &mut cx) {
            Ok(text) => out.text(&text),
            Err(f) => return f.report(false),
        },
        Value::SmtLib(text) | Value::Report(text) => out.text(&text),
        Value::Results(results) => {
            report::print_notes(&results);
            for w in &cx.warnings {
                out.line(w);
            }
            report::print_text(&mut out, &results, args.check.error_trace);
            return crate::cmd_verify::exit_outcome(&results);
        }
        Value::Files(_) => return Outcome::ToolFailure,
    }
    Outcome::Success
}
