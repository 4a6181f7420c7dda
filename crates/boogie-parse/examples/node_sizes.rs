//! Prints the in-memory sizes of the main AST node types (for the memory figures in docs/PARSER.md).

use boogie_ast::*;
use std::mem::size_of;

fn main() {
    println!(
        "Stmt {} | Expr {} | ExprKind {} | Literal {} | BinaryExpr {} | AssignCmd {} | AssertCmd {} | IfStmt {} | Lhs {} | Ident {} | Name {} | Type {} | Span {}",
        size_of::<Stmt>(),
        size_of::<Expr>(),
        size_of::<ExprKind>(),
        size_of::<Literal>(),
        size_of::<BinaryExpr>(),
        size_of::<AssignCmd>(),
        size_of::<AssertCmd>(),
        size_of::<IfStmt>(),
        size_of::<Lhs>(),
        size_of::<Ident>(),
        size_of::<Name>(),
        size_of::<Type>(),
        size_of::<Span>()
    );
}
