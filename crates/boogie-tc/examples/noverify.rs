//! A stand-in for `rboogie verify --no-verify FILES...` until the cli lands: parses the
//! files, checks the program and prints Boogie's `-noVerify` output.
//!
//! Accepts and ignores `--no-verify`, `--time-limit N`, `--jobs N` and the like.

use boogie_ast::{Files, Program};

fn main() {
    let mut files_in = Vec::new();
    let mut args = std::env::args().skip(1).peekable();
    while let Some(a) = args.next() {
        match a.as_str() {
            "verify" | "--no-verify" => {}
            "--time-limit" | "--jobs" | "--error-limit" | "--error-trace" => {
                args.next();
            }
            _ if a.starts_with("--") => {}
            _ => files_in.push(a),
        }
    }
    let mut files = Files::default();
    let mut decls = Vec::new();
    let mut parse = Vec::new();
    for (i, f) in files_in.iter().enumerate() {
        let base = f.rsplit('/').next().unwrap_or(f).to_string();
        let src = match std::fs::read(f) {
            Ok(s) => s,
            Err(e) => {
                println!("Error opening file \"{f}\": {e}");
                return;
            }
        };
        let (d, diags) = boogie_parse::parse_file(&src, &base, i, &mut files);
        decls.extend(d.unwrap_or_default());
        parse.push((base, diags));
    }
    let program = Program { files, decls };
    for line in boogie_tc::no_verify_lines(&program, &parse) {
        println!("{line}");
    }
}
