//! Boogie's block names and tokens: every entry `FILE(L,C): LABEL` of an execution trace in
//! the conformance corpus's `.expect` files must name a block of our unstructured program
//! whose `{:block_at}` is (L,C). Entries Boogie creates by inlining (`$` in the label) or
//! loop unrolling (`#`) are not ours to match.

use std::collections::HashMap;

use boogie_ast::pass::Pass;
use boogie_ast::{Decl, Stmt};
use boogie_ast::origin::{find_pos, BLOCK_AT};

#[test]
fn trace_labels_match_our_block_names_and_tokens() {
    // Deeply nested corpus programs recurse deeply, as in the cli (one big-stack thread).
    let worker = std::thread::Builder::new().stack_size(1 << 30).spawn(body);
    match worker.map(|h| h.join()) {
        Ok(Ok(())) => {}
        Ok(Err(e)) => std::panic::resume_unwind(e),
        Err(e) => panic!("cannot start the test thread: {e}"),
    }
}

fn body() {
    let mut checked = 0;
    let mut mismatches = Vec::new();
    for path in test_support::bpl_files(&test_support::corpus_dir()) {
        let Ok(expect) = std::fs::read_to_string(path.with_extension("bpl.expect")) else { continue };
        if !expect.contains("Execution trace:") {
            continue;
        }
        let base = path.file_name().map(|f| f.to_string_lossy().to_string()).unwrap_or_default();
        let Ok(src) = std::fs::read(&path) else { continue };
        let src = String::from_utf8_lossy(&src).to_string();
        let (program, diags) = boogie_parse::parse_program(&src, &base);
        if diags.iter().any(|d| d.phase == boogie_ast::Phase::Parse) {
            continue;
        }
        if boogie_tc::check(&program, &base).is_err() {
            continue;
        }
        let Ok(p) = passive::Unstructure.run(program, &mut boogie_ast::pass::PassCx::new()) else {
            mismatches.push(format!("{base}: unstructure failed"));
            continue;
        };
        // label -> block_at positions (over all implementations).
        let mut blocks: HashMap<String, Vec<(u32, u32)>> = HashMap::new();
        for d in &p.decls {
            let Decl::Implementation(imp) = d else { continue };
            let mut label = String::new();
            for s in &imp.body.stmts {
                match s {
                    Stmt::Label(l) => label = l.name.name.to_string(),
                    Stmt::Goto(g) => {
                        if let Some(pos) = find_pos(&g.attrs, BLOCK_AT) {
                            blocks.entry(label.clone()).or_default().push((pos.line, pos.col));
                        }
                    }
                    Stmt::Return(r) => {
                        if let Some(pos) = find_pos(&r.attrs, BLOCK_AT) {
                            blocks.entry(label.clone()).or_default().push((pos.line, pos.col));
                        }
                    }
                    _ => {}
                }
            }
        }
        let mut in_trace = false;
        for line in expect.lines() {
            if line.starts_with("Execution trace:") {
                in_trace = true;
                continue;
            }
            if !line.starts_with("    ") {
                in_trace = false;
                continue;
            }
            if !in_trace {
                continue;
            }
            let entry = line.trim();
            let Some((pos, label)) = entry.rsplit_once("): ") else { continue };
            if label.contains('$') || label.contains('#') || !pos.starts_with(&base) {
                continue;
            }
            let Some((l, c)) = pos[base.len()..].trim_start_matches('(').split_once(',') else { continue };
            let (Ok(l), Ok(c)) = (l.parse::<u32>(), c.parse::<u32>()) else { continue };
            checked += 1;
            match blocks.get(label) {
                Some(ps) if ps.contains(&(l, c)) => {}
                Some(ps) => mismatches.push(format!("{base}: {label} at ({l},{c}), ours at {ps:?}")),
                None => mismatches.push(format!("{base}: no block {label} (trace entry at ({l},{c}))")),
            }
        }
    }
    eprintln!("checked {checked} trace entries");
    for m in &mismatches {
        eprintln!("  {m}");
    }
    assert!(checked > 200, "too few trace entries checked: {checked}");
    assert_eq!(mismatches, Vec::<String>::new(), "trace entries that differ from Boogie's block names/tokens");
}
