//! The `rboogie` command line: the pipeline ([`pipeline`]: every stage, registered once;
//! [`runner`]: running a stretch of it, watched by [`observe`]), the commands (`cmd_*`), and
//! what they print ([`report`], [`output`]). `main.rs` parses the arguments and calls [`run`].
//!
//! Exit codes ([`EXIT_CODES`], printed by `--help`): 0 success, 1 errors in the input
//! (parse, resolution, type errors, failed verification: an error, a time-out or an
//! inconclusive answer), 2 usage errors (from clap, unknown option values and unsupported
//! Boogie options included, an input file that cannot be read or is not `.bpl`), 3 a
//! failure of the tool or the solver (a missing solver, solver exceptions with no error
//! found, an unsupported feature, an internal error), 130 interrupted by Ctrl-C (what was
//! finished is printed).

#![deny(clippy::unwrap_used, clippy::expect_used)]

pub mod boogie_args;
pub mod cache_args;
pub mod cmd_cfg;
pub mod cmd_infer;
pub mod cmd_pass;
pub mod cmd_passes;
pub mod cmd_print;
pub mod cmd_prove;
pub mod cmd_reach;
pub mod cmd_run;
pub mod cmd_smt;
pub mod cmd_vcgen;
pub mod cmd_verify;
pub mod frontend;
pub mod lsp;
pub mod observe;
pub mod output;
pub mod pipeline;
pub mod portfolio_args;
pub mod report;
pub mod runner;
pub mod sarif;
pub mod smoke;
pub mod stream;

use clap::{Parser, Subcommand};

/// rboogie: a verifier for the Boogie intermediate verification language.
#[derive(Parser, Debug)]
#[command(name = "rboogie", version, about, long_about = None, after_help = EXIT_CODES)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The exit codes, as `--help` prints them (README.md has the same list).
pub const EXIT_CODES: &str = "\
Exit codes:
  0    success: every implementation verified (or the command did what was asked)
  1    errors in the program: parse, resolution or type errors, or verification failed
       (an error, a time-out, an inconclusive answer)
  2    usage error: unknown option or value, unsupported Boogie option, an input file
       that cannot be read or is not .bpl
  3    tool or solver failure: solver missing or failing (solver exceptions and no
       error), an unsupported feature, an internal error
  130  interrupted (Ctrl-C): the solvers are stopped, what was finished is printed";

#[derive(Subcommand, Debug)]
enum Command {
    /// Verify Boogie programs; output as Boogie prints it.
    Verify(cmd_verify::VerifyArgs),
    /// Print the SMT-LIB queries of a program (self-describing; see `prove`).
    Vcgen(cmd_vcgen::VcgenArgs),
    /// Run a script written by `vcgen` and report the errors `verify` would report.
    Prove(cmd_prove::ProveArgs),
    /// Parse a program (`.bpl`, or the `.json` form) and print it back normalized.
    Print(cmd_print::PrintArgs),
    /// Run an SMT-LIB script through a solver and print its answers.
    Smt(cmd_smt::SmtArgs),
    /// Print the flowgraph of each implementation as GraphViz `.dot`.
    Cfg(cmd_cfg::CfgArgs),
    /// List the pipeline's stages in order: name, input, output, description (`--dot`: draw it).
    Passes(cmd_passes::PassesArgs),
    /// Run the pipeline (or a stretch of it) in process and print what it ends with.
    Run(cmd_run::RunArgs),
    /// Run one stage on a program already in its input form and print the result.
    Pass(cmd_pass::PassArgs),
    /// Report unreachable code (and with --doomed, doomed points) of Boogie programs.
    Reach(cmd_reach::ReachArgs),
    /// Infer loop invariants and contracts; print the program with them marked `{:inferred}`.
    Infer(cmd_infer::InferArgs),
    /// A language server over stdio: diagnostics as you type, verification on save, hover,
    /// go to definition, document symbols.
    Lsp(lsp::LspArgs),
}

/// What a command reports back to `main`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Everything went well.
    Success,
    /// The input has errors (reported on stdout/stderr).
    InputErrors,
    /// The command line is wrong: an input file that cannot be read or is not `.bpl`
    /// (clap's and Boogie-option errors exit 2 before a command runs).
    Usage,
    /// The tool could not do what was asked (reported on stderr).
    ToolFailure,
    /// Ctrl-C stopped the run (what was finished was printed).
    Interrupted,
}

/// Runs the command of `cli`.
pub fn run(cli: Cli) -> Outcome {
    match cli.command {
        Command::Verify(args) => cmd_verify::run(&args),
        Command::Vcgen(args) => cmd_vcgen::run(&args),
        Command::Prove(args) => cmd_prove::run(&args),
        Command::Print(args) => cmd_print::run(&args),
        Command::Smt(args) => cmd_smt::run(&args),
        Command::Cfg(args) => cmd_cfg::run(&args),
        Command::Passes(args) => cmd_passes::run(&args),
        Command::Run(args) => cmd_run::run(&args),
        Command::Pass(args) => cmd_pass::run(&args),
        Command::Reach(args) => cmd_reach::run(&args),
        Command::Infer(args) => cmd_infer::run(&args),
        Command::Lsp(args) => lsp::run(&args),
    }
}
