//! `verify --solver z3,cvc5[,yices] --vc wp,sp`: a portfolio (vcgen's `portfolio` module)
//! of every solver with every VC form; the first definitive answer per implementation
//! wins. Soundness alarms (two definitive answers that disagree) are printed on stderr.

use vcgen::portfolio::Racer;
use vcgen::{ImplResult, VcKind};

/// Checks a `--solver` value: one solver name or a comma-separated list (a portfolio).
pub fn parse_solvers(s: &str) -> Result<String, String> {
    for name in s.split(',') {
        if !["z3", "cvc5", "yices", "yices-smt2"].contains(&name) {
            return Err(format!("unknown solver '{name}' (valid: z3, cvc5, yices, yices-smt2, or a comma-separated list)"));
        }
    }
    Ok(s.to_string())
}

/// Checks a `--vc` value: `wp`, `sp`, or a comma-separated list (a portfolio).
pub fn parse_vcs(s: &str) -> Result<String, String> {
    for name in s.split(',') {
        if VcKind::from_name(name).is_none() {
            return Err(format!("unknown VC '{name}' (valid: wp, sp, or a comma-separated list)"));
        }
    }
    Ok(s.to_string())
}

/// The first of a comma-separated list.
pub fn first(list: &str) -> &str {
    list.split(',').next().unwrap_or(list)
}

/// The racers of `solvers` × `vcs` (solvers outer), or nothing when both name one.
pub fn racers(solvers: &str, vcs: &str, solver_path: Option<&std::path::Path>) -> Result<Vec<Racer>, String> {
    let (ss, vs): (Vec<&str>, Vec<&str>) = (solvers.split(',').collect(), vcs.split(',').collect());
    if ss.len() == 1 && vs.len() == 1 {
        return Ok(Vec::new());
    }
    if solver_path.is_some() && ss.len() > 1 {
        return Err("--solver-path names one binary; a portfolio of solvers finds each as usual".into());
    }
    let mut out = Vec::new();
    for s in &ss {
        let solver: smt_backend::SolverKind = s.parse()?;
        let path = smt_backend::locate_solver(solver, solver_path)?;
        for v in &vs {
            let vc = VcKind::from_name(v).ok_or_else(|| format!("unknown VC '{v}'"))?;
            let r = Racer { solver, solver_path: path.clone(), vc };
            if !out.contains(&r) {
                out.push(r);
            }
        }
    }
    Ok(out)
}

/// Prints every soundness alarm on stderr.
pub fn print_alarms(results: &[ImplResult]) {
    for r in results {
        for a in &r.alarms {
            eprintln!("rboogie: {a}");
        }
    }
}
