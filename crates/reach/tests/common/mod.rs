//! Shared helpers of the end-to-end tests: parse, type-check, mark, lower and analyse a
//! program with z3 (a missing z3 fails the test).

#![allow(dead_code)]

use std::path::PathBuf;

use reach::{ImplReport, Status, Strategy};

/// The options a test varies.
pub struct Opt {
    pub strategy: Strategy,
    pub doomed: bool,
    pub solver_path: Option<PathBuf>,
    pub time_limit: u64,
    /// `reach --unroll`: loops peeled before they are cut.
    pub unroll: bool,
}

impl Default for Opt {
    fn default() -> Opt {
        Opt { strategy: Strategy::Thesis, doomed: false, solver_path: None, time_limit: 20, unroll: false }
    }
}

pub fn z3() -> PathBuf {
    smt_backend::locate_solver(smt_backend::SolverKind::Z3, None)
        .unwrap_or_else(|e| panic!("z3 is not installed ({e}): run scripts/install-solvers.sh"))
}

pub fn options(o: &Opt) -> reach::Options {
    let solver = vcgen::Options {
        error_limit: 0,
        error_trace: 0,
        time_limit: o.time_limit,
        array_ext: vcgen::ArrayExt::Always,
        ..vcgen::Options::new(smt_backend::SolverKind::Z3, o.solver_path.clone().unwrap_or_else(z3))
    };
    reach::Options { strategy: o.strategy, doomed: o.doomed, time_limit: o.time_limit, jobs: 1, solver }
}

/// The reports of every implementation of `src` (file name `t.bpl`).
pub fn analyze(src: &str, o: Opt) -> Vec<ImplReport> {
    analyze_named(src, "t.bpl", &o)
}

pub fn analyze_named(src: &str, file: &str, o: &Opt) -> Vec<ImplReport> {
    let (program, diags) = boogie_parse::parse_program(src, file);
    assert!(diags.iter().all(|d| d.phase != boogie_ast::Phase::Parse), "does not parse:\n{src}");
    boogie_tc::check(&program, file).unwrap_or_else(|f| panic!("does not type check: {:?}\n{src}", f.lines(&program)));
    let (passive, cmds) = lower_with(program, o.unroll).unwrap_or_else(|e| panic!("lowering: {e}"));
    let info = boogie_tc::check(&passive, file).unwrap_or_else(|_| panic!("passive program does not type check"));
    reach::analyze(&passive, &info, Some(&cmds), &options(&o))
}

/// Per implementation, the lines of the commands whose status passes `want`.
pub fn lines(reports: &[ImplReport], want: impl Fn(&Status) -> bool) -> Vec<(String, Vec<u32>)> {
    reports
        .iter()
        .map(|r| (r.name.clone(), r.cmds.iter().filter(|c| want(&c.status)).map(|c| c.cmd.pos.line).collect()))
        .collect()
}

/// The source commands of `program` marked, and the program lowered as `verify` lowers it
/// (the cli's registry of passes).
pub fn lower(program: boogie_ast::Program) -> Result<(boogie_ast::Program, reach::SourceCmds), String> {
    lower_with(program, false)
}

/// [`lower`], with loops peeled first when `unroll` (`reach --unroll`).
pub fn lower_with(mut program: boogie_ast::Program, unroll: bool) -> Result<(boogie_ast::Program, reach::SourceCmds), String> {
    let cmds = reach::mark(&mut program);
    let args = cli::pipeline::StageArgs { peel_loops: unroll, ..cli::pipeline::StageArgs::default() };
    let passive = cli::pipeline::lower_to_passive(program, &args)?;
    Ok((passive, cmds))
}
