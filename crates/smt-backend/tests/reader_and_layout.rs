//! Tests of the s-expression reader (strings, quoted symbols, chunking), the scripted and recording drivers,
//! and the crate layout rules (every `.rs` file starts with a `//!` line).

use smt_backend::fake::ScriptedAnswer;
use smt_backend::sexp::{error_message, list_items, split_all, Next, SexpReader};
use smt_backend::{
    DriverKind, PrintOptions, Printer, RecordingSolver, SatResult, ScriptedSolver, Session, SmtSolver, Sort,
    SolverError, SolverKind, TermStore,
};

#[test]
fn reader_understands_strings_quoted_symbols_and_comments() {
    let text = "success\n(error \"unbalanced ( in \"\"string\"\"\")\n|a (b| ; comment )\n((x \"(\") (|)| 2))\nsat";
    assert_eq!(
        split_all(text).unwrap(),
        vec![
            "success",
            "(error \"unbalanced ( in \"\"string\"\"\")",
            "|a (b|",
            "((x \"(\") (|)| 2))",
            "sat",
        ]
    );
    assert_eq!(
        error_message("(error \"unbalanced ( in \"\"string\"\"\")").as_deref(),
        Some("unbalanced ( in \"string\"")
    );
    assert_eq!(list_items("((x 1) ((+ x 1) 2))").unwrap(), vec!["(x 1)", "((+ x 1) 2)"]);
}

#[test]
fn reader_is_incremental_and_waits_for_complete_atoms() {
    let mut r = SexpReader::new();
    r.feed(b"(a \"(\" ");
    assert_eq!(r.next_sexp(false), Ok(Next::NeedMore));
    r.feed(b"b) sa");
    assert_eq!(r.next_sexp(false), Ok(Next::Sexp("(a \"(\" b)".into())));
    assert_eq!(r.next_sexp(false), Ok(Next::NeedMore), "`sa` may continue");
    r.feed(b"t\n");
    assert_eq!(r.next_sexp(false), Ok(Next::Sexp("sat".into())));
    assert!(!r.has_pending());
    r.feed(b"(unfinished");
    assert!(r.next_sexp(true).is_err());
    let mut r = SexpReader::new();
    r.feed(b") garbage");
    assert!(r.next_sexp(false).is_err());
}

#[test]
fn kinds_parse_from_the_command_line() {
    assert_eq!("z3".parse::<SolverKind>(), Ok(SolverKind::Z3));
    assert_eq!("yices".parse::<SolverKind>(), Ok(SolverKind::Yices));
    assert!("boolector".parse::<SolverKind>().is_err());
    assert_eq!("rsmt2".parse::<DriverKind>(), Ok(DriverKind::Rsmt2));
    assert_eq!(DriverKind::default(), DriverKind::Own);
}

#[test]
fn scripted_solver_and_session() {
    let mut terms = TermStore::new();
    let x = terms.declare_const("x", Sort::Int).unwrap();
    let zero = terms.int(0);
    let gt = terms.app_op(smt_backend::Op::Gt, &[x, zero]).unwrap();
    let fake = ScriptedSolver::new([
        ScriptedAnswer::Check(SatResult::Sat),
        ScriptedAnswer::Values(vec!["1".into()]),
        ScriptedAnswer::Fail(SolverError::Solver("boom".into())),
    ]);
    let mut session = Session::new(Printer::new(PrintOptions::default()), Box::new(fake));
    session.push().unwrap();
    session.assert(&terms, gt).unwrap();
    assert_eq!(session.check(&terms, &[]), Ok(SatResult::Sat));
    assert_eq!(session.get_values(&terms, &[x]), Ok(vec!["1".into()]));
    // A failed send rolls the printer back: the declaration is sent again next time.
    let y = terms.declare_const("y", Sort::Int).unwrap();
    let gy = terms.app_op(smt_backend::Op::Gt, &[y, zero]).unwrap();
    assert_eq!(session.assert(&terms, gy), Err(SolverError::Solver("boom".into())));
    assert_eq!(session.assert(&terms, gy), Ok(()));
    session.pop().unwrap();
    assert!(session.pop().is_err());
}

#[test]
fn recording_solver_writes_the_conversation() {
    #[derive(Clone, Default)]
    struct Shared(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);
    impl std::io::Write for Shared {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().map_err(|_| std::io::Error::other("poisoned"))?.extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let sink = Shared::default();
    let mut rec = RecordingSolver::new(Box::new(sink.clone()));
    rec.send("(declare-fun p () Bool)").unwrap();
    rec.push().unwrap();
    rec.send("(assert p)").unwrap();
    assert_eq!(rec.check(&[]), Ok(SatResult::Unknown));
    assert!(rec.get_values(&["p"]).is_err());
    rec.pop().unwrap();
    drop(rec);
    let text = String::from_utf8(sink.0.lock().unwrap().clone()).unwrap();
    assert_eq!(
        text,
        "(declare-fun p () Bool)\n(push 1)\n(assert p)\n(check-sat)\n(get-value (p))\n(pop 1)\n"
    );
}

#[test]
fn every_source_file_starts_with_a_module_doc_line() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut stack = vec![root.join("src"), root.join("tests"), root.join("examples")];
    let mut checked = 0;
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                assert!(text.starts_with("//! "), "{} does not start with a //! line", path.display());
                checked += 1;
            }
        }
    }
    assert!(checked >= 10);
}
