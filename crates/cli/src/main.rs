//! The `rboogie` binary: parses the command line and runs the command (`cli::run`); exit
//! codes as the `cli` library documents them.
//!
//! Everything runs on one worker thread with a very large stack, so deeply nested
//! programs (recursive descent, recursive printing and dropping of deep trees) do not
//! overflow; the stack is reserved virtually and only touched pages cost memory.

#![deny(clippy::unwrap_used, clippy::expect_used)]

use std::process::ExitCode;

use clap::Parser;
use cli::{Cli, Outcome};

/// Stack reserved for the worker thread (virtual memory; pages are committed on use).
const WORKER_STACK_BYTES: usize = 2 << 30;

/// mimalloc, freed memory kept (the `allocator` crate says why; docs/BENCHMARKS.md measures it).
#[cfg(not(feature = "system-alloc"))]
#[global_allocator]
static GLOBAL: allocator::Allocator = allocator::Allocator;

/// The command line, in rboogie's syntax or in Boogie's (`rboogie [verify] -timeLimit:5
/// f.bpl`, see [`cli::boogie_args`]); a Boogie option rboogie does not implement exits 2.
fn parse_args() -> Result<Cli, ExitCode> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if !cli::boogie_args::is_boogie_style(&args) {
        return Ok(Cli::parse());
    }
    match cli::boogie_args::translate(&args) {
        Ok(own) => Ok(Cli::parse_from(std::iter::once("rboogie".to_string()).chain(own))),
        Err(e) => {
            eprintln!("rboogie: {e}");
            Err(ExitCode::from(2))
        }
    }
}

fn main() -> ExitCode {
    allocator::init();
    let cli = match parse_args() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    init_logging();
    let worker = std::thread::Builder::new()
        .name("rboogie".into())
        .stack_size(WORKER_STACK_BYTES)
        .spawn(move || cli::run(cli));
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
        Outcome::Usage => ExitCode::from(2),
        Outcome::ToolFailure => ExitCode::from(3),
        Outcome::Interrupted => ExitCode::from(130),
    }
}

/// Logs go to stderr, filtered by `RBOOGIE_LOG` (e.g. `RBOOGIE_LOG=debug`); off by default.
fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_env("RBOOGIE_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("off"));
    let _ = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).try_init();
}
