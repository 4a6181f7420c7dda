//! For the unit tests of body rewrites: a body written as Boogie text, and a body printed
//! on one line.

use boogie_ast::Stmt;

/// The statements of `body`, parsed as the body of `implementation P()`.
pub(crate) fn parse(body: &str) -> Vec<Stmt> {
    let src = format!("procedure P();\nimplementation P() {{\n{body}\n}}");
    let (program, diags) = boogie_parse::parse_program(&src, "t.bpl");
    assert!(diags.is_empty(), "{diags:?}");
    program
        .decls
        .into_iter()
        .find_map(|d| match d {
            boogie_ast::Decl::Implementation(i) => Some(i.body.stmts),
            _ => None,
        })
        .expect("an implementation")
}

/// `stmts` printed, one statement after the other on one line.
pub(crate) fn print(stmts: &[Stmt]) -> String {
    stmts.iter().map(|s| boogie_ast::print::print_stmt(s).trim().to_string()).collect::<Vec<_>>().join(" ")
}
