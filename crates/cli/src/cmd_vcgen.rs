//! `rboogie vcgen FILE...`: print the SMT-LIB queries `verify` would send (one script:
//! prelude, then one `push`/`pop` section per implementation), with self-describing names
//! so that `rboogie prove` can report errors from the script alone.

use clap::Args;
use vcgen::VcKind;

use crate::frontend::{self, Stop};
use crate::output::Out;
use crate::Outcome;

#[derive(Args, Debug)]
pub struct VcgenArgs {
    /// Boogie files, taken together as one program.
    #[arg(required = true)]
    pub files: Vec<String>,
    /// The verification condition (`prove` reads `wp` scripts).
    #[arg(long, value_name = "wp|sp", default_value = "wp")]
    pub vc: String,
}

pub fn run(args: &VcgenArgs) -> Outcome {
    let mut out = Out::stdout();
    let mut err = Out::stderr();
    let Some(kind) = VcKind::from_name(&args.vc) else {
        err.line(&format!("rboogie: error: unknown VC '{}' (valid: wp, sp)", args.vc));
        return Outcome::InputErrors;
    };
    if frontend::check_extensions(&args.files, &mut err).is_err() {
        return Outcome::InputErrors;
    }
    let program = match frontend::parse_files(&args.files, &mut err) {
        Ok(p) => p,
        Err(Stop::InputErrors) | Err(Stop::Fatal) => return Outcome::InputErrors,
    };
    // The type checker's warnings go to stderr and into the script, where `prove` finds
    // them and prints them as `verify` would.
    let warnings: Vec<String> = match frontend::typecheck(&program, &args.files, &mut err) {
        Ok(info) => info.warnings.iter().map(|w| w.boogie_line(&program.files)).collect(),
        Err(_) => return Outcome::InputErrors,
    };
    let last = args.files.last().cloned().unwrap_or_default();
    let passive = match crate::pipeline::lower_to_passive(program) {
        Ok(p) => p,
        Err(m) => {
            err.line(&format!("rboogie: error: {m}"));
            return Outcome::ToolFailure;
        }
    };
    let info = match boogie_tc::check(&passive, &last) {
        Ok(i) => i,
        Err(f) => {
            err.line(&format!("rboogie: internal error: the passive program does not type check: {}", f.lines(&passive).join(" | ")));
            return Outcome::ToolFailure;
        }
    };
    for w in &warnings {
        out.line(&format!("{}{w}", vcgen::prove::WARNING_PREFIX));
    }
    out.text(&vcgen::prove::script(&passive, &info, kind));
    Outcome::Success
}
