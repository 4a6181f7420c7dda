//! GraphViz drawing of an implementation's block graph (for `--dump-dir`).

use boogie_ast::forms::{split_blocks, Block};
use boogie_ast::print::print_stmt;
use boogie_ast::{ImplementationDecl, Stmt};

/// The flowgraph of `imp` as a `digraph`: one box per block with its commands, one edge per
/// `goto` target. A body that is not in block form is drawn as a single box.
pub fn to_dot(imp: &ImplementationDecl) -> String {
    let mut out = String::new();
    out.push_str(&format!("digraph \"{}\" {{\n  node [shape=box, fontname=\"monospace\"];\n", escape(&imp.name.name)));
    match split_blocks(imp.body.stmts.clone()) {
        Ok(blocks) => {
            for b in &blocks {
                out.push_str(&format!("  \"{}\" [label=\"{}\\l\"];\n", escape(&b.label.name), body_text(b)));
            }
            for b in &blocks {
                for t in b.targets() {
                    out.push_str(&format!("  \"{}\" -> \"{}\";\n", escape(&b.label.name), escape(&t.name)));
                }
            }
        }
        Err(_) => {
            let text: Vec<String> = imp.body.stmts.iter().map(|s| escape(print_stmt(s).trim())).collect();
            out.push_str(&format!("  body [label=\"{}\\l\"];\n", text.join("\\l")));
        }
    }
    out.push_str("}\n");
    out
}

fn body_text(b: &Block) -> String {
    let mut lines = vec![format!("{}:", escape(&b.label.name))];
    for c in &b.cmds {
        let text = match c {
            Stmt::Label(_) => continue,
            other => print_stmt(other),
        };
        lines.push(format!("  {}", escape(text.trim())));
    }
    lines.join("\\l")
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\l")
}
