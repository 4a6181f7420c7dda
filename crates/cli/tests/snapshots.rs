//! `insta` snapshots of the program after every lowering pass of the pipeline, for every
//! file of the project's own corpus (`crates/tests/corpus`, including `passes/`).
//! Validation runs after every pass.
//! Review changes with `cargo insta review`.

mod common;

use boogie_ast::pass::PassCx;
use boogie_ast::print::print_program;
use cli::pipeline;

fn lower_all_stages(src: &str, name: &str) -> String {
    let program = match common::parse(src, name) {
        Ok(p) => p,
        Err(e) => return format!("// front end rejects the file: {e}\n"),
    };
    if let Err(f) = boogie_tc::check(&program, name) {
        return format!("// front end rejects the file:\n// {}\n", f.lines(&program).join("\n// "));
    }
    let mut out = String::new();
    let mut p = program;
    let mut cx = PassCx::new();
    let stages = common::stages("optimal");
    for pass in pipeline::passes(&stages) {
        p = match pass.run(p, &mut cx) {
            Ok(p) => p,
            Err(e) => {
                out.push_str(&format!("// ==== {} fails: {}\n", pass.name(), e[0].message));
                return out;
            }
        };
        if let Err(e) = cli::observe::validate(&p, pass, name) {
            out.push_str(&format!("// ==== validation after {} fails: {e}\n", pass.name()));
            return out;
        }
        out.push_str(&format!("// ==== after {} ====\n{}\n", pass.name(), print_program(&p)));
    }
    let mut fs = PassCx::new();
    let mut q = common::parse(src, name).expect("parsed above");
    let fs_stages = common::stages("flanagan-saxe");
    for pass in pipeline::passes(&fs_stages) {
        q = match pass.run(q, &mut fs) {
            Ok(q) => q,
            Err(_) => return out,
        };
    }
    out.push_str("// ==== passify figures (optimal | flanagan-saxe) ====\n");
    let fs_stats = fs.stats();
    for ((imp, key), v) in &cx.stats() {
        if key == "versions" || key == "copies" {
            let f = fs_stats.get(&(imp.clone(), key.clone())).copied().unwrap_or(0);
            out.push_str(&format!("// {imp} {key}: {v} | {f}\n"));
        }
    }
    out
}

#[test]
fn every_pass_on_the_project_corpus() {
    let worker = std::thread::Builder::new().stack_size(1 << 30).spawn(|| {
        insta::glob!("../../tests/corpus", "**/*.bpl", |path| {
            let src = String::from_utf8_lossy(&std::fs::read(path).expect("corpus file")).to_string();
            let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
            let corpus = corpus.canonicalize().unwrap_or(corpus);
            let full = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
            let rel = full.strip_prefix(&corpus).unwrap_or(&full).to_string_lossy().replace('\\', "/");
            insta::assert_snapshot!(lower_all_stages(&src, &rel));
        });
    });
    match worker.map(|h| h.join()) {
        Ok(Ok(())) => {}
        Ok(Err(e)) => std::panic::resume_unwind(e),
        Err(e) => panic!("cannot start the test thread: {e}"),
    }
}
