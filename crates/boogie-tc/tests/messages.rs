//! Data-driven tests: every `tests/data/*.bpl` carries its expected diagnostics as
//! comments on the offending line (`// error: MSG`, `// warning: MSG`, or
//! `// error(0): MSG` for a diagnostic without position), and checking must report
//! exactly those, in line order per file (style.md §12).

use std::path::Path;

use boogie_ast::Phase;

fn expected(src: &str) -> Vec<(u32, String)> {
    let mut out = Vec::new();
    for (i, line) in src.lines().enumerate() {
        let mut rest = line;
        while let Some(pos) = rest.find("// ") {
            let after = &rest[pos + 3..];
            let (tag_line, msg_start) = if let Some(m) = after.strip_prefix("error(0): ") {
                (Some(0), m)
            } else if let Some(m) = after.strip_prefix("error: ") {
                (Some(i as u32 + 1), m)
            } else if let Some(m) = after.strip_prefix("warning: ") {
                (Some(i as u32 + 1), m)
            } else {
                (None, after)
            };
            let end = msg_start.find(" // ").unwrap_or(msg_start.len());
            if let Some(l) = tag_line {
                out.push((l, msg_start[..end].to_string()));
            }
            rest = &msg_start[end..];
        }
    }
    out
}

fn check_file(path: &Path) -> Result<(), String> {
    let src = std::fs::read_to_string(path).unwrap_or_default();
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("x.bpl");
    let (program, parse_diags) = boogie_parse::parse_program(&src, name);
    if !parse_diags.is_empty() {
        return Err(format!("{name}: parse errors: {parse_diags:?}"));
    }
    let got: Vec<(u32, String)> = match boogie_tc::check(&program, name) {
        Ok(info) => info.warnings.iter().map(|d| (d.span.line(), d.message.clone())).collect(),
        Err(f) => {
            if f.phase == Phase::FunctionDeps {
                assert!(f.count_line.is_none());
            }
            f.diagnostics.iter().map(|d| (d.span.line(), d.message.clone())).collect()
        }
    };
    let mut got_sorted = got.clone();
    got_sorted.sort_by_key(|(l, _)| *l);
    let mut want = expected(&src);
    want.sort_by_key(|(l, _)| *l);
    let fmt = |v: &[(u32, String)]| v.iter().map(|(l, m)| format!("{l}: {m}")).collect::<Vec<_>>().join("\n");
    if fmt(&got_sorted) != fmt(&want) {
        return Err(format!("{name}: diagnostics differ\n--- got:\n{}\n--- expected:\n{}", fmt(&got_sorted), fmt(&want)));
    }
    Ok(())
}

#[test]
fn data_files_report_the_annotated_diagnostics() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut n = 0;
    let mut errs = Vec::new();
    let mut entries: Vec<_> = std::fs::read_dir(&dir).into_iter().flatten().flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.extension().is_some_and(|e| e == "bpl") {
            if let Err(e) = check_file(&p) {
                errs.push(e);
            }
            n += 1;
        }
    }
    assert!(errs.is_empty(), "{}", errs.join("\n\n"));
    assert!(n >= 10, "expected the data files in {}", dir.display());
}

#[test]
fn clean_program_yields_typed_facts() {
    let src = "type Field a;\nfunction E<a>(): [a]bool;\nvar g: int;\nprocedure P(x: int) returns (y: bool) modifies g; { y := E()[x]; g := x; }\n";
    let (program, diags) = boogie_parse::parse_program(src, "t.bpl");
    assert!(diags.is_empty());
    let info = match boogie_tc::check(&program, "t.bpl") {
        Ok(i) => i,
        Err(f) => panic!("unexpected errors: {:?}", f.diagnostics),
    };
    assert!(info.warnings.is_empty());
    // Find the assignment `y := E()[x]` and look at its right-hand side.
    let proc_ = program.decls.iter().find_map(|d| match d {
        boogie_ast::Decl::Procedure(p) => Some(p),
        _ => None,
    });
    let Some(p) = proc_ else { panic!("no procedure") };
    let Some(body) = &p.body else { panic!("no body") };
    let boogie_ast::Stmt::Assign(a) = &body.stmts[0] else { panic!("not an assignment") };
    let rhs = &a.rhs[0];
    assert_eq!(info.type_of(rhs).map(|t| t.to_string()).as_deref(), Some("bool"));
    assert_eq!(info.type_args(rhs).map(|t| t.iter().map(|t| t.to_string()).collect::<Vec<_>>()), Some(vec![]));
    let boogie_ast::ExprKind::Select(sel) = &rhs.kind else { panic!("not a select") };
    let call = &sel.map;
    let f = info.resolve_func(call).map(|f| info.func(f).name.to_string());
    assert_eq!(f.as_deref(), Some("E"));
    assert_eq!(info.type_args(call).map(|t| t.iter().map(|t| t.to_string()).collect::<Vec<_>>()), Some(vec!["int".to_string()]));
    let x = info.resolve_var(&sel.indices[0]).map(|v| info.var(v).kind);
    assert_eq!(x, Some(boogie_tc::VarKind::In));
    let lhs = info.resolve_lhs(&a.lhs[0]).map(|v| info.var(v).kind);
    assert_eq!(lhs, Some(boogie_tc::VarKind::Out));
    let boogie_ast::Stmt::Assign(a2) = &body.stmts[1] else { panic!("not an assignment") };
    assert_eq!(info.resolve_lhs(&a2.lhs[0]).map(|v| info.var(v).kind), Some(boogie_tc::VarKind::Global));
    let im = info.impl_info(body).map(|i| info.proc(i.proc).name.to_string());
    assert_eq!(im.as_deref(), Some("P"));
}

#[test]
fn quantifiers_are_merged_and_get_never_triggers() {
    let src = "function {:never_pattern} np(x: int): int;\naxiom (forall x: int :: {:a} (forall y: int :: {:b} np(x) == y && np(y) == x));\n";
    let (program, diags) = boogie_parse::parse_program(src, "t.bpl");
    assert!(diags.is_empty());
    let info = match boogie_tc::check(&program, "t.bpl") {
        Ok(i) => i,
        Err(f) => panic!("unexpected errors: {:?}", f.diagnostics),
    };
    let Some(boogie_ast::Decl::Axiom(ax)) = program.decls.get(1) else { panic!("no axiom") };
    let q = info.quant_info(&ax.expr).expect("quantifier facts");
    let names: Vec<String> = q.vars.iter().map(|v| info.var(*v).name.to_string()).collect();
    assert_eq!(names, vec!["x", "y"]);
    assert_eq!(q.merged.len(), 1);
    assert!(info.is_merged_quant(q.merged[0]));
    assert!(info.quant_info(q.merged[0]).is_none());
    assert_eq!(q.attrs.iter().map(|a| a.key.to_string()).collect::<Vec<_>>(), vec!["a", "b"]);
    assert!(matches!(q.body.kind, boogie_ast::ExprKind::Binary(_)));
    assert_eq!(q.never_triggers.len(), 2);
    for t in &q.never_triggers {
        assert_eq!(info.resolve_func(t).map(|f| info.func(f).name.to_string()).as_deref(), Some("np"));
        assert_eq!(info.type_of(t).map(|t| t.to_string()).as_deref(), Some("int"));
    }
    assert_eq!(info.type_of(q.merged[0]).map(|t| t.to_string()).as_deref(), Some("bool"));
}

/// An unknown shared by nested applications is reported once, at the outermost one:
/// Boogie's ambiguity pass visits an application before its arguments.
#[test]
fn ambiguity_is_reported_at_the_outermost_application() {
    let src = "type Box;\nfunction box<a>(a): Box;\nfunction unbox<a>(Box): a;\naxiom (forall x: Box :: box(unbox(x)) == x);\n";
    let (program, diags) = boogie_parse::parse_program(src, "t.bpl");
    assert!(diags.is_empty());
    let info = boogie_tc::check(&program, "t.bpl").unwrap_or_else(|f| panic!("unexpected errors: {:?}", f.diagnostics));
    let w: Vec<(u32, u32, &str)> = info.warnings.iter().map(|d| (d.span.line(), d.span.col(), d.message.as_str())).collect();
    assert_eq!(w, vec![(4, 25, "type parameter a is ambiguous, instantiating to int")]);
}
