//! `rboogie pass NAME FILE`: run one pass on a program already in its input form and
//! print the result. A program in a lower form is rejected with a message naming its form.

use boogie_ast::pass::PassCx;
use boogie_ast::print::print_program;
use clap::Args;

use crate::frontend::{self, Stop};
use crate::output::Out;
use crate::pipeline::{self, Config, PipelineArgs};
use crate::Outcome;

#[derive(Args, Debug)]
pub struct PassArgs {
    /// The pass to run (see `rboogie passes`).
    pub name: String,
    /// A Boogie file in the pass's input form (e.g. the output of the previous pass).
    pub file: String,
    #[command(flatten)]
    pub pipeline: PipelineArgs,
}

pub fn run(args: &PassArgs) -> Outcome {
    let mut err = Out::stderr();
    let options = match args.pipeline.options() {
        Ok(o) => o,
        Err(m) => {
            err.line(&format!("rboogie: error: {m}"));
            return Outcome::InputErrors;
        }
    };
    let passes = match pipeline::select(std::slice::from_ref(&args.name), options) {
        Ok(p) => p,
        Err(m) => {
            err.line(&format!("rboogie: error: {m}"));
            return Outcome::InputErrors;
        }
    };
    let program = match frontend::parse_files(std::slice::from_ref(&args.file), &mut err) {
        Ok(p) => p,
        Err(Stop::InputErrors) | Err(Stop::Fatal) => return Outcome::InputErrors,
    };
    if let Some(first) = passes.first() {
        if let Err(f) = pipeline::check_input(&program, first.as_ref(), &args.file) {
            err.line(&f.message(&program.files));
            return Outcome::InputErrors;
        }
    }
    let cfg = Config {
        validate: args.pipeline.validate_on(),
        dump_dir: args.pipeline.dump_dir.clone(),
        timings: args.pipeline.timings,
        file_name: args.file.clone(),
    };
    let files = program.files.clone();
    let mut cx = PassCx::new();
    match pipeline::run(program, &passes, &cfg, &mut cx) {
        Ok(p) => {
            if args.pipeline.stats {
                pipeline::print_stats(&cx);
            }
            Out::stdout().text(&print_program(&p));
            Outcome::Success
        }
        Err(f) => {
            err.line(&f.message(&files));
            match f {
                pipeline::Failure::Pass(..) | pipeline::Failure::WrongForm(_) => Outcome::InputErrors,
                pipeline::Failure::Validation(..) | pipeline::Failure::Io(_) => Outcome::ToolFailure,
            }
        }
    }
}
