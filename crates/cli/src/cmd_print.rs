//! `rboogie print FILE [--json]`: parse a program (or read its JSON form) and print it back.
//!
//! The output is the normalized program as Boogie text (re-parseable: parsing it gives the
//! same tree), or with `--json` the versioned JSON form. Input errors go to stderr.

use boogie_ast::{json, print, Form};
use clap::Args;

use crate::frontend::{self, Stop};
use crate::output::Out;
use crate::Outcome;

#[derive(Args, Debug)]
pub struct PrintArgs {
    /// A Boogie file (`.bpl`) or a JSON program written by `rboogie print --json`.
    pub file: String,
    /// Print the JSON form instead of Boogie text.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: &PrintArgs) -> Outcome {
    let mut err = Out::stderr();
    let (program, form) = if args.file.ends_with(".json") {
        let text = match std::fs::read_to_string(&args.file) {
            Ok(text) => text,
            Err(e) => {
                err.line(&format!("rboogie: error: cannot read {}: {e}", args.file));
                return Outcome::InputErrors;
            }
        };
        match json::from_json(&text) {
            Ok(doc) => (doc.program, doc.form),
            Err(msg) => {
                err.line(&format!("{}: error: {msg}", args.file));
                return Outcome::InputErrors;
            }
        }
    } else {
        match frontend::parse_files(std::slice::from_ref(&args.file), &mut err) {
            Ok(program) => (program, Form::Parsed),
            Err(Stop::InputErrors) => return Outcome::InputErrors,
            Err(Stop::Fatal) => return Outcome::Usage,
        }
    };
    let mut out = Out::stdout();
    if args.json {
        out.line(&json::to_json(&program, form));
    } else {
        out.text(&print::print_program(&program));
    }
    Outcome::Success
}
