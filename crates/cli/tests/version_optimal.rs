//! Version-optimality (thesis Theorem 1): after `passify --passify optimal`, the number
//! of versions of every variable equals the largest number of writes to it on any path of
//! the acyclic input. Checked on random acyclic programs and on the bench families.

mod common;

use std::collections::HashMap;

use boogie_ast::forms::blocks::successors;
use boogie_ast::forms::{check_form, split_blocks};
use boogie_ast::pass::{Pass, PassCx};
use boogie_ast::{Decl, Form, Program};
use cli::pipeline;
use passive::{Passify, Strategy};

/// Largest number of writes per variable on any path, per implementation.
fn max_writes(program: &Program) -> HashMap<(String, String), u64> {
    let mut out = HashMap::new();
    for d in &program.decls {
        let Decl::Implementation(imp) = d else { continue };
        let blocks = split_blocks(imp.body.stmts.clone()).expect("acyclic input is in block form");
        let succs = successors(&blocks).expect("targets exist");
        let n = blocks.len();
        let mut preds = vec![Vec::new(); n];
        let mut indeg = vec![0usize; n];
        for (i, s) in succs.iter().enumerate() {
            for &j in s {
                preds[j].push(i);
                indeg[j] += 1;
            }
        }
        let mut order = Vec::new();
        let mut ready: Vec<usize> = (0..n).filter(|&i| indeg[i] == 0).collect();
        while let Some(x) = ready.pop() {
            order.push(x);
            for &s in &succs[x] {
                indeg[s] -= 1;
                if indeg[s] == 0 {
                    ready.push(s);
                }
            }
        }
        let mut vars: Vec<String> = Vec::new();
        let mut writes: Vec<HashMap<String, u64>> = vec![HashMap::new(); n];
        for (i, b) in blocks.iter().enumerate() {
            for c in &b.cmds {
                let mut w = Vec::new();
                passive::cmds::written(c, &mut w);
                for v in w {
                    let v = v.to_string();
                    if !vars.contains(&v) {
                        vars.push(v.clone());
                    }
                    *writes[i].entry(v).or_insert(0) += 1;
                }
            }
        }
        for v in &vars {
            let mut best = vec![0u64; n];
            let mut max = 0;
            for &b in &order {
                let from = preds[b].iter().map(|&p| best[p]).max().unwrap_or(0);
                best[b] = from + writes[b].get(v).copied().unwrap_or(0);
                max = max.max(best[b]);
            }
            out.insert((imp.name.name.to_string(), v.clone()), max);
        }
    }
    out
}

fn check_optimal(acyclic: Program, what: &str) {
    let expected = max_writes(&acyclic);
    let mut cx = PassCx::new();
    let passive = Passify { strategy: Strategy::Optimal }.run(acyclic.clone(), &mut cx).expect("passify succeeds");
    check_form(&passive, Form::Passive).expect("passive form");
    let stats = cx.stats();
    for ((imp, var), max) in &expected {
        let got = stats.get(&(imp.clone(), format!("versions:{var}"))).copied().unwrap_or(0);
        assert_eq!(got, *max, "{what}: implementation {imp}, variable {var}: {got} versions, {max} writes on the longest path");
    }
    // Flanagan-Saxe never uses fewer versions.
    let mut fs = PassCx::new();
    Passify { strategy: Strategy::FlanaganSaxe }.run(acyclic, &mut fs).expect("fs passify succeeds");
    let fs_stats = fs.stats();
    for (key, v) in &stats {
        if key.1.starts_with("versions:") {
            assert!(fs_stats.get(key).copied().unwrap_or(0) >= *v, "{what}: {key:?}: FS uses fewer versions");
        }
    }
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn random_program(rng: &mut Rng) -> String {
    let n_blocks = 1 + rng.below(12) as usize;
    let vars = ["x", "y", "z"];
    let mut s = String::from("procedure P(a: int) returns (x: int);\nimplementation P(a: int) returns (x: int)\n{\n  var y: int;\n  var z: int where z >= 0;\n");
    for b in 0..n_blocks {
        s.push_str(&format!("  B{b}:\n"));
        for _ in 0..rng.below(4) {
            let v = vars[rng.below(3) as usize];
            match rng.below(4) {
                0 => s.push_str(&format!("    havoc {v};\n")),
                1 => s.push_str(&format!("    assert {v} >= a;\n")),
                2 => s.push_str("    x, y := y, x;\n"),
                _ => s.push_str(&format!("    {v} := {} + 1;\n", vars[rng.below(3) as usize])),
            }
        }
        let later: Vec<usize> = (b + 1..n_blocks).collect();
        if later.is_empty() || rng.below(6) == 0 {
            s.push_str("    return;\n");
        } else {
            let k = 1 + rng.below(3.min(later.len() as u64)) as usize;
            let mut targets = Vec::new();
            for _ in 0..k {
                let t = later[rng.below(later.len() as u64) as usize];
                if !targets.contains(&t) {
                    targets.push(t);
                }
            }
            let t: Vec<String> = targets.iter().map(|t| format!("B{t}")).collect();
            s.push_str(&format!("    goto {};\n", t.join(", ")));
        }
    }
    s.push_str("}\n");
    s
}

#[test]
fn random_acyclic_programs_are_version_optimal() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for i in 0..400 {
        let src = random_program(&mut rng);
        let program = common::parse(&src, "random.bpl").unwrap_or_else(|e| panic!("{e}\n{src}"));
        check_optimal(program, &format!("random program {i}:\n{src}"));
    }
}

#[test]
fn bench_families_are_version_optimal() {
    let dir = std::env::temp_dir().join(format!("passive-bench-{}", std::process::id()));
    let gen = test_support::shared_dir().join("bench/gen.py");
    let status = std::process::Command::new("python3")
        .arg(&gen)
        .args(["all", "--variant", "all", "-n", "1", "2", "3", "5", "8", "-o"])
        .arg(&dir)
        .stdout(std::process::Stdio::null())
        .status()
        .expect("python3 is needed to run ../shared/bench/gen.py");
    assert!(status.success(), "gen.py failed");
    let files = common::bpl_files(&dir);
    assert!(!files.is_empty());
    for path in &files {
        let src = std::fs::read_to_string(path).expect("generated file");
        let name = path.to_string_lossy().to_string();
        let program = common::parse(&src, &name).unwrap_or_else(|e| panic!("{e}"));
        // Lower to the acyclic, call-free input of passify.
        let mut cx = PassCx::new();
        let mut p = program;
        let stages = common::stages("optimal");
        for pass in pipeline::passes(&stages).into_iter().take_while(|p| p.name() != "passify") {
            p = pass.run(p, &mut cx).unwrap_or_else(|e| panic!("{name}: {}: {}", pass.name(), e[0].message));
        }
        check_optimal(p, &name);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
