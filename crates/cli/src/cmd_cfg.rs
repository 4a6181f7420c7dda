//! `rboogie cfg FILE [--proc NAME]`: the flowgraph of each implementation as GraphViz
//! `.dot` text (one `digraph` per implementation, in declaration order).
//!
//! A structured program is first lowered with the `unstructure` pass, so the blocks drawn
//! are the ones Boogie's execution traces name; a program that is already unstructured (a
//! saved intermediate) is drawn as it is.

use boogie_ast::pass::PassCx;
use boogie_ast::{Body, Decl, Form};
use clap::Args;

use crate::frontend::{self, Stop};
use crate::output::Out;
use crate::pipeline::{self, Config};
use crate::Outcome;

#[derive(Args, Debug)]
pub struct CfgArgs {
    /// A Boogie file.
    pub file: String,
    /// Only the implementations of this procedure.
    #[arg(long, value_name = "NAME")]
    pub proc: Option<String>,
}

pub fn run(args: &CfgArgs) -> Outcome {
    let mut err = Out::stderr();
    let program = match frontend::parse_files(std::slice::from_ref(&args.file), &mut err) {
        Ok(p) => p,
        Err(Stop::InputErrors) | Err(Stop::Fatal) => return Outcome::InputErrors,
    };
    if frontend::typecheck(&program, std::slice::from_ref(&args.file), &mut err).is_err() {
        return Outcome::InputErrors;
    }
    let program = if pipeline::form_of(&program, &args.file) < Form::Unstructured {
        let passes = match pipeline::until("unstructure", Default::default()) {
            Ok(p) => p,
            Err(m) => {
                err.line(&format!("rboogie: internal error: {m}"));
                return Outcome::ToolFailure;
            }
        };
        let cfg = Config { validate: false, dump_dir: None, timings: false, file_name: args.file.clone() };
        let files = program.files.clone();
        match pipeline::run(program, &passes, &cfg, &mut PassCx::new()) {
            Ok(p) => p,
            Err(f) => {
                err.line(&f.message(&files));
                return Outcome::InputErrors;
            }
        }
    } else {
        program
    };
    let bodies: Vec<(&str, &Body)> = program
        .decls
        .iter()
        .filter_map(|d| match d {
            Decl::Implementation(i) => Some((i.name.name.as_str(), &i.body)),
            Decl::Procedure(p) => p.body.as_ref().map(|b| (p.name.name.as_str(), b)),
            _ => None,
        })
        .filter(|(name, _)| args.proc.as_deref().is_none_or(|p| p == *name))
        .collect();
    if let (Some(name), true) = (&args.proc, bodies.is_empty()) {
        err.line(&format!("{}: error: no implementation of procedure '{name}'", args.file));
        return Outcome::InputErrors;
    }
    let mut out = Out::stdout();
    for (name, body) in bodies {
        match boogie_tc::flowgraph(body) {
            Ok(graph) => out.text(&boogie_tc::cfg_dot(&graph, name)),
            Err(e) => {
                out.flush();
                err.line(&format!("{}: error: implementation {name}: {e}", args.file));
                return Outcome::InputErrors;
            }
        }
    }
    Outcome::Success
}
