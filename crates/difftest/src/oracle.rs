//! The oracle: generate a program, run the `rboogie` binary on it as users do
//! (`rboogie verify --format json --vc wp|sp`), decide every implementation with the
//! interpreter, and compare.
//!
//! Per implementation and VC kind: **unsound** when rboogie says `verified` and the
//! interpreter found a failing execution (must never happen); **incomplete** when rboogie
//! reports anything but `verified` and the interpreter found no failure (allowed:
//! information only).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::gen::{self, GenConfig};
use crate::interp::{self, Budget, Verdict};
use crate::ir::Program;
use crate::print;

/// How to run rboogie.
#[derive(Clone, Debug)]
pub struct Rboogie {
    pub bin: PathBuf,
    pub time_limit: u32,
}

/// rboogie's outcome per implementation name (`verified`, `errors`, `timed out`, ...).
pub type Outcomes = BTreeMap<String, String>;

impl Rboogie {
    /// `rboogie verify --format json --vc VC FILE`: the outcome of each implementation, or
    /// rboogie's output when it gave no JSON (e.g. a type error: a generator bug).
    pub fn verify(&self, file: &Path, vc: &str) -> Result<Outcomes, String> {
        let out = Command::new(&self.bin)
            .args(["verify", "--format", "json", "--vc", vc, "--time-limit", &self.time_limit.to_string()])
            .arg(file)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", self.bin.display()))?;
        let stdout = String::from_utf8_lossy(&out.stdout);
        let fail = || format!("exit {:?}\nstdout: {stdout}\nstderr: {}", out.status.code(), String::from_utf8_lossy(&out.stderr));
        let json: serde_json::Value = serde_json::from_str(stdout.trim()).map_err(|_| fail())?;
        let impls = json.get("implementations").and_then(|v| v.as_array()).ok_or_else(fail)?;
        let mut res = Outcomes::new();
        for i in impls {
            let name = i.get("name").and_then(|v| v.as_str()).ok_or_else(fail)?;
            let outcome = i.get("outcome").and_then(|v| v.as_str()).ok_or_else(fail)?;
            res.insert(name.to_string(), outcome.to_string());
        }
        Ok(res)
    }

    /// `rboogie verify --no-verify FILE` succeeds (parse, resolution and type checking).
    pub fn type_checks(&self, file: &Path) -> Result<(), String> {
        let out = Command::new(&self.bin).args(["verify", "--no-verify"]).arg(file).output().map_err(|e| e.to_string())?;
        if out.status.success() {
            Ok(())
        } else {
            Err(String::from_utf8_lossy(&out.stdout).into_owned())
        }
    }
}

/// One implementation's verdicts.
#[derive(Clone, Debug)]
pub struct ImplReport {
    pub name: String,
    pub interp: Verdict,
    pub wp: String,
    pub sp: String,
}

impl ImplReport {
    pub fn unsound(&self, outcome: &str) -> bool {
        self.interp.fails() && outcome == "verified"
    }
    pub fn incomplete(&self, outcome: &str) -> bool {
        matches!(self.interp, Verdict::NoFailureFound { .. }) && outcome != "verified"
    }
}

/// The result on one generated program.
#[derive(Clone, Debug)]
pub struct ProgramReport {
    pub seed: u64,
    pub text: String,
    pub impls: Vec<ImplReport>,
    /// rboogie gave no verdicts (its output), e.g. the program did not type check.
    pub tool_error: Option<String>,
}

impl ProgramReport {
    pub fn unsound(&self) -> bool {
        self.impls.iter().any(|i| i.unsound(&i.wp) || i.unsound(&i.sp))
    }
}

/// Generates program `seed`, runs rboogie (WP and SP) and the interpreter on it. The
/// program is written to `dir/SEED.bpl` (removed afterwards unless it is unsound or
/// rboogie failed on it).
pub fn check_seed(seed: u64, cfg: GenConfig, budget: Budget, rb: &Rboogie, dir: &Path) -> ProgramReport {
    let p = gen::generate(seed, cfg);
    let text = print::program(&p);
    let file = dir.join(format!("{seed}.bpl"));
    let mut report = ProgramReport { seed, text: text.clone(), impls: vec![], tool_error: None };
    if let Err(e) = std::fs::write(&file, &text) {
        report.tool_error = Some(format!("cannot write {}: {e}", file.display()));
        return report;
    }
    let (wp, sp) = match (rb.verify(&file, "wp"), rb.verify(&file, "sp")) {
        (Ok(wp), Ok(sp)) => (wp, sp),
        (Err(e), _) | (_, Err(e)) => {
            report.tool_error = Some(e);
            return report;
        }
    };
    report.impls = decide_all(&p, budget, seed, &wp, &sp);
    if !report.unsound() {
        let _ = std::fs::remove_file(&file);
    }
    report
}

/// Interpreter verdicts for every implementation of `p`, beside rboogie's outcomes.
pub fn decide_all(p: &Program, budget: Budget, seed: u64, wp: &Outcomes, sp: &Outcomes) -> Vec<ImplReport> {
    let missing = || "missing".to_string();
    (0..p.procs.len())
        .filter(|pi| p.procs[*pi].body.is_some())
        .map(|pi| {
            let name = p.procs[pi].name.clone();
            ImplReport {
                interp: interp::decide(p, pi, budget, seed.wrapping_mul(31).wrapping_add(pi as u64)),
                wp: wp.get(&name).cloned().unwrap_or_else(missing),
                sp: sp.get(&name).cloned().unwrap_or_else(missing),
                name,
            }
        })
        .collect()
}

/// The interpreter's verdict in one word: `fails`, `no-failure` (`exhaustive` when the
/// whole choice tree was run) or `unknown`.
pub fn verdict_word(v: &Verdict) -> &'static str {
    match v {
        Verdict::Fails { .. } => "fails",
        Verdict::NoFailureFound { exhaustive: true, .. } => "no-failure-exhaustive",
        Verdict::NoFailureFound { .. } => "no-failure",
        Verdict::Unknown(_) => "unknown",
    }
}

/// Figures over a run.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub programs: usize,
    pub impls: usize,
    pub tool_errors: usize,
    pub wp_verified: usize,
    pub wp_errors: usize,
    pub wp_other: usize,
    pub sp_verified: usize,
    pub sp_errors: usize,
    pub sp_other: usize,
    pub interp_fails: usize,
    pub interp_no_failure: usize,
    pub interp_exhaustive: usize,
    pub interp_unknown: usize,
    pub unsound: usize,
    pub incomplete_wp: usize,
    pub incomplete_sp: usize,
    pub wp_sp_disagree: usize,
}

impl Tally {
    pub fn add(&mut self, r: &ProgramReport) {
        self.programs += 1;
        if r.tool_error.is_some() {
            self.tool_errors += 1;
        }
        for i in &r.impls {
            self.impls += 1;
            let count = |o: &str, v: &mut usize, e: &mut usize, x: &mut usize| match o {
                "verified" => *v += 1,
                "errors" => *e += 1,
                _ => *x += 1,
            };
            count(&i.wp, &mut self.wp_verified, &mut self.wp_errors, &mut self.wp_other);
            count(&i.sp, &mut self.sp_verified, &mut self.sp_errors, &mut self.sp_other);
            match &i.interp {
                Verdict::Fails { .. } => self.interp_fails += 1,
                Verdict::NoFailureFound { exhaustive, .. } => {
                    self.interp_no_failure += 1;
                    self.interp_exhaustive += usize::from(*exhaustive);
                }
                Verdict::Unknown(_) => self.interp_unknown += 1,
            }
            if i.unsound(&i.wp) || i.unsound(&i.sp) {
                self.unsound += 1;
            }
            self.incomplete_wp += usize::from(i.incomplete(&i.wp));
            self.incomplete_sp += usize::from(i.incomplete(&i.sp));
            self.wp_sp_disagree += usize::from((i.wp == "verified") != (i.sp == "verified"));
        }
    }

    /// The figures as text, one per line.
    pub fn lines(&self) -> String {
        format!(
            "programs {}\nimplementations {}\nrboogie gave no verdicts (tool errors) {}\n\
             wp: verified {}, errors {}, other {}\nsp: verified {}, errors {}, other {}\n\
             interpreter: failing execution found {}, no failure found {} (whole choice tree {}), unknown {}\n\
             unsound (verified by wp or sp, failing execution found) {}\n\
             incomplete (error reported, no failure found): wp {}, sp {}\nwp and sp disagree {}",
            self.programs,
            self.impls,
            self.tool_errors,
            self.wp_verified,
            self.wp_errors,
            self.wp_other,
            self.sp_verified,
            self.sp_errors,
            self.sp_other,
            self.interp_fails,
            self.interp_no_failure,
            self.interp_exhaustive,
            self.interp_unknown,
            self.unsound,
            self.incomplete_wp,
            self.incomplete_sp,
            self.wp_sp_disagree
        )
    }
}

/// A report of an unsound implementation: the program, rboogie's outcomes and the
/// failing execution.
pub fn describe_unsound(r: &ProgramReport) -> String {
    let mut s = format!("// difftest seed {}\n", r.seed);
    for i in &r.impls {
        if i.unsound(&i.wp) || i.unsound(&i.sp) {
            s.push_str(&format!("// {}: rboogie wp {}, sp {}; interpreter: ", i.name, i.wp, i.sp));
            if let Verdict::Fails { check, trace } = &i.interp {
                s.push_str(&format!("{check} fails after: {}\n", trace.join("; ")));
            }
        }
    }
    s.push_str(&r.text);
    s
}
