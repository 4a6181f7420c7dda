//! Form checkers (style.md §3): what a program in each form promises.
//!
//! Enforced, per form (each form includes the ones above it):
//! - `Parsed`: nothing.
//! - `Typed`: nothing structural; resolution and type checking are `boogie-tc`'s job
//!   (the pass manager runs it when validating).
//! - `Unstructured`:
//!   - no procedure declaration has a body (bodies live in implementations);
//!   - every implementation body is a non-empty list of blocks `L: simple commands;
//!     goto/return`, with no `if`/`while`/`break`;
//!   - labels are unique within a body and every `goto` target exists.
//! - `Acyclic`: the block graph of every body has no cycle.
//! - `Passive`: blocks hold only `assume` and `assert` commands.
//!
//! Not checked yet: that every variable is assigned at most once per path (passive
//! programs have no assignments at all, so this holds trivially).

use crate::forms::blocks::{split_blocks, successors, Block};
use crate::pass::PassError;
use crate::{Decl, Form, Program, Stmt};

/// Checks that `program` is in form `form`; the errors say why not.
pub fn check_form(program: &Program, form: Form) -> Result<(), Vec<PassError>> {
    let mut errors = Vec::new();
    if form >= Form::Unstructured {
        for decl in &program.decls {
            match decl {
                Decl::Procedure(p) => {
                    if p.body.is_some() {
                        errors.push(PassError::new(
                            p.span,
                            format!("procedure {} has a body (not {form} form: bodies belong to implementations)", p.name.name),
                        ));
                    }
                }
                Decl::Implementation(imp) => {
                    if let Err(msg) = check_body(&imp.body.stmts, form) {
                        errors.push(PassError::new(
                            imp.span,
                            format!("implementation {} is not in {form} form: {msg}", imp.name.name),
                        ));
                    }
                }
                Decl::Type(_)
                | Decl::Datatype(_)
                | Decl::Const(_)
                | Decl::Function(_)
                | Decl::Axiom(_)
                | Decl::Var(_) => {}
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The highest form below `Typed` that `program` is structurally in, or `Typed` when it is
/// not unstructured (whether it type checks is for the caller to decide).
pub fn classify(program: &Program) -> Form {
    for form in [Form::Passive, Form::Acyclic, Form::Unstructured] {
        if check_form(program, form).is_ok() {
            return form;
        }
    }
    Form::Typed
}

fn check_body(stmts: &[Stmt], form: Form) -> Result<(), String> {
    let blocks = split_blocks(stmts.to_vec())?;
    let succs = successors(&blocks)?;
    if form >= Form::Acyclic {
        if let Some(label) = find_cycle(&blocks, &succs) {
            return Err(format!("the block graph has a cycle through {label}"));
        }
    }
    if form >= Form::Passive {
        for b in &blocks {
            for c in &b.cmds {
                if !matches!(c, Stmt::Assert(_) | Stmt::Assume(_)) {
                    return Err(format!("block {} has a command other than assume/assert", b.label.name));
                }
            }
        }
    }
    Ok(())
}

/// A label on a cycle, if the graph has one (iterative depth-first search).
pub fn find_cycle(blocks: &[Block], succs: &[Vec<usize>]) -> Option<String> {
    // 0 = unvisited, 1 = on the stack, 2 = done.
    let mut state = vec![0u8; blocks.len()];
    for root in 0..blocks.len() {
        if state[root] != 0 {
            continue;
        }
        let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
        state[root] = 1;
        while let Some(&mut (node, ref mut next)) = stack.last_mut() {
            if let Some(&s) = succs[node].get(*next) {
                *next += 1;
                match state[s] {
                    0 => {
                        state[s] = 1;
                        stack.push((s, 0));
                    }
                    1 => return Some(blocks[s].label.name.to_string()),
                    _ => {}
                }
            } else {
                state[node] = 2;
                stack.pop();
            }
        }
    }
    None
}
