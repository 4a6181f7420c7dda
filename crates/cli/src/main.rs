//! The `rboogie` binary: parses the command line and dispatches to one command module.
//!
//! Exit codes: 0 success, 1 errors in the input (parse, resolution, type errors, failed
//! verification), 2 usage errors (from clap), 3 a failure of the tool itself (an
//! unsupported feature, a missing solver, an internal error).
//!
//! Everything runs on one worker thread with a very large stack, so deeply nested
//! programs (recursive descent, recursive printing and dropping of deep trees) do not
//! overflow; the stack is reserved virtually and only touched pages cost memory.

#![deny(clippy::unwrap_used, clippy::expect_used)]

mod cmd_cfg;
mod cmd_pass;
mod cmd_passes;
mod cmd_print;
mod cmd_prove;
mod cmd_reach;
mod cmd_smt;
mod cmd_run;
mod cmd_vcgen;
mod cmd_verify;
mod frontend;
mod output;
mod pipeline;
mod verify_output;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Stack reserved for the worker thread (virtual memory; pages are committed on use).
const WORKER_STACK_BYTES: usize = 2 << 30;

/// rboogie: a verifier for the Boogie intermediate verification language.
#[derive(Parser, Debug)]
#[command(name = "rboogie", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

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
    /// List the lowering passes in pipeline order: name, input form, output form, description.
    Passes,
    /// Run lowering passes in process and print the resulting program.
    Run(cmd_run::RunArgs),
    /// Run one pass on a program already in its input form and print the result.
    Pass(cmd_pass::PassArgs),
    /// Report unreachable code (and with --doomed, doomed points) of Boogie programs.
    Reach(cmd_reach::ReachArgs),
}

/// What a command reports back to `main`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Everything went well.
    Success,
    /// The input has errors (reported on stdout/stderr).
    InputErrors,
    /// The tool could not do what was asked (reported on stderr).
    ToolFailure,
}

/// mimalloc 2.x instead of the system allocator: the passes build and drop many small AST
/// nodes, and glibc's malloc and free took about a quarter of their instructions. Built
/// with `no_thp`: mimalloc then does not ask for transparent huge pages, whose synchronous
/// compaction stalled large runs by up to 2× at random on the development machine. The
/// `allocator` crate says what else it does (freed memory kept, fresh pages faulted in
/// ahead on an idle core). Measured in docs/BENCHMARKS.md (sessions 9, 10 and 11).
#[global_allocator]
static GLOBAL: allocator::Allocator = allocator::Allocator;

fn main() -> ExitCode {
    allocator::init();
    // While the lowering passes keep both CPUs busy, the allocator's helper stands aside.
    boogie_ast::par::on_join(allocator::ahead::others_busy);
    let cli = Cli::parse();
    init_logging();
    let worker = std::thread::Builder::new()
        .name("rboogie".into())
        .stack_size(WORKER_STACK_BYTES)
        .spawn(move || run(cli));
    let outcome = match worker {
        Ok(handle) => match handle.join() {
            Ok(outcome) => outcome,
            Err(_) => {
                eprintln!("rboogie: internal error: the worker thread panicked (please report this input)");
                Outcome::ToolFailure
            }
        },
        Err(err) => {
            eprintln!("rboogie: error: cannot start the worker thread: {err}");
            Outcome::ToolFailure
        }
    };
    match outcome {
        Outcome::Success => ExitCode::SUCCESS,
        Outcome::InputErrors => ExitCode::from(1),
        Outcome::ToolFailure => ExitCode::from(3),
    }
}

fn run(cli: Cli) -> Outcome {
    match cli.command {
        Command::Verify(args) => cmd_verify::run(&args),
        Command::Vcgen(args) => cmd_vcgen::run(&args),
        Command::Prove(args) => cmd_prove::run(&args),
        Command::Print(args) => cmd_print::run(&args),
        Command::Smt(args) => cmd_smt::run(&args),
        Command::Cfg(args) => cmd_cfg::run(&args),
        Command::Passes => cmd_passes::run(),
        Command::Run(args) => cmd_run::run(&args),
        Command::Pass(args) => cmd_pass::run(&args),
        Command::Reach(args) => cmd_reach::run(&args),
    }
}

/// Logs go to stderr, filtered by `RBOOGIE_LOG` (e.g. `RBOOGIE_LOG=debug`); off by default.
fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_env("RBOOGIE_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("off"));
    let _ = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).try_init();
}
