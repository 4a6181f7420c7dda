//! Prints the JSON form of a parsed Boogie file (a debugging aid for the JSON round trip).

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: dump_json FILE.bpl");
        std::process::exit(2);
    };
    let src = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(1);
    });
    let (program, diags) = boogie_parse::parse_program(&src, &path);
    for d in &diags {
        eprintln!("{}", d.boogie_line(&program.files));
    }
    println!("{}", boogie_ast::json::to_json(&program, boogie_ast::Form::Parsed));
}
