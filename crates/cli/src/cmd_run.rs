//! `rboogie run [--until NAME | --passes a,b,c] FILE`: run lowering passes in process and
//! print the resulting program (the whole pipeline up to `passify` by default).

use boogie_ast::pass::PassCx;
use boogie_ast::print::print_program;
use clap::Args;

use crate::frontend::{self, Stop};
use crate::output::Out;
use crate::pipeline::{self, Config, PipelineArgs};
use crate::Outcome;

#[derive(Args, Debug)]
pub struct RunArgs {
    /// A Boogie file.
    pub file: String,
    /// Run the pipeline up to and including this pass.
    #[arg(long, value_name = "NAME", conflicts_with = "passes")]
    pub until: Option<String>,
    /// Run exactly these passes, in this order.
    #[arg(long, value_name = "A,B,C", value_delimiter = ',')]
    pub passes: Option<Vec<String>>,
    #[command(flatten)]
    pub pipeline: PipelineArgs,
}

pub fn run(args: &RunArgs) -> Outcome {
    let mut err = Out::stderr();
    let options = match args.pipeline.options() {
        Ok(o) => o,
        Err(m) => {
            err.line(&format!("rboogie: error: {m}"));
            return Outcome::InputErrors;
        }
    };
    let passes = match (&args.until, &args.passes) {
        (Some(name), _) => pipeline::until(name, options),
        (None, Some(names)) => pipeline::select(names, options),
        (None, None) => Ok(pipeline::registry(options)),
    };
    let passes = match passes {
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
            let mut out = Out::stdout();
            out.text(&print_program(&p));
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
