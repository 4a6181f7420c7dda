//! The block view of an unstructured body: `L: cmds; goto M, N;` blocks in source order.
//!
//! In the unstructured, acyclic and passive forms a body is the flat list
//! `L1: c; c; goto ..; L2: c; return; ...`. [`split_blocks`] reads it as blocks and
//! [`join_blocks`] writes blocks back; `join_blocks(split_blocks(s)?) == s`.

use rustc_hash::FxHashMap;
use crate::{GotoCmd, Ident, Name, ReturnCmd, Stmt};

/// A labelled block: a label, simple commands, and a transfer.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub label: Ident,
    pub cmds: Vec<Stmt>,
    pub transfer: Transfer,
}

/// How a block ends.
#[derive(Clone, Debug, PartialEq)]
pub enum Transfer {
    Goto(GotoCmd),
    Return(ReturnCmd),
}

impl Block {
    /// The goto targets (none for `return`).
    pub fn targets(&self) -> &[Ident] {
        match &self.transfer {
            Transfer::Goto(g) => &g.labels,
            Transfer::Return(_) => &[],
        }
    }
}

/// Whether `stmt` is a simple command (allowed inside a block).
pub fn is_simple(stmt: &Stmt) -> bool {
    match stmt {
        Stmt::Assert(_)
        | Stmt::Assume(_)
        | Stmt::Havoc(_)
        | Stmt::Assign(_)
        | Stmt::Call(_)
        | Stmt::ParCall(_)
        | Stmt::Unpack(_)
        | Stmt::HideReveal(_)
        | Stmt::ChangeScope(_)
        | Stmt::Measure(_) => true,
        Stmt::Label(_) | Stmt::If(_) | Stmt::While(_) | Stmt::Break(_) | Stmt::Goto(_) | Stmt::Return(_) => false,
    }
}

/// Reads a flat unstructured body as blocks. The error names the first statement that
/// breaks the shape `label, simple commands, goto/return`.
pub fn split_blocks(stmts: Vec<Stmt>) -> Result<Vec<Block>, String> {
    let mut blocks: Vec<Block> = Vec::new();
    let mut current: Option<(Ident, Vec<Stmt>)> = None;
    for stmt in stmts {
        match stmt {
            Stmt::Label(l) => {
                if let Some((label, _)) = &current {
                    return Err(format!("block {} does not end in goto or return", label.name));
                }
                current = Some((l.name, Vec::new()));
            }
            Stmt::Goto(g) => match current.take() {
                Some((label, cmds)) => blocks.push(Block { label, cmds, transfer: Transfer::Goto(g) }),
                None => return Err("goto outside a labelled block".to_string()),
            },
            Stmt::Return(r) => match current.take() {
                Some((label, cmds)) => blocks.push(Block { label, cmds, transfer: Transfer::Return(r) }),
                None => return Err("return outside a labelled block".to_string()),
            },
            Stmt::If(_) => return Err("structured if statement".to_string()),
            Stmt::While(_) => return Err("structured while statement".to_string()),
            Stmt::Break(_) => return Err("break statement".to_string()),
            other => match &mut current {
                Some((_, cmds)) => cmds.push(other),
                None => return Err("command outside a labelled block".to_string()),
            },
        }
    }
    if let Some((label, _)) = current {
        return Err(format!("block {} does not end in goto or return", label.name));
    }
    if blocks.is_empty() {
        return Err("empty body (no blocks)".to_string());
    }
    Ok(blocks)
}

/// Writes blocks back as a flat statement list.
pub fn join_blocks(blocks: Vec<Block>) -> Vec<Stmt> {
    let mut out = Vec::with_capacity(blocks.iter().map(|b| b.cmds.len() + 2).sum());
    for Block { label, cmds, transfer } in blocks {
        let span = label.span;
        out.push(Stmt::Label(crate::LabelStmt { name: label, span }));
        out.extend(cmds);
        out.push(match transfer {
            Transfer::Goto(g) => Stmt::Goto(g),
            Transfer::Return(r) => Stmt::Return(r),
        });
    }
    out
}

/// Successor indices of every block. The error names an unknown target or a duplicate label.
pub fn successors(blocks: &[Block]) -> Result<Vec<Vec<usize>>, String> {
    let index = label_index(blocks)?;
    let mut succs = Vec::with_capacity(blocks.len());
    for b in blocks {
        let mut s = Vec::with_capacity(b.targets().len());
        for t in b.targets() {
            match index.get(&t.name) {
                Some(&i) => s.push(i),
                None => return Err(format!("goto target {} of block {} does not exist", t.name, b.label.name)),
            }
        }
        succs.push(s);
    }
    Ok(succs)
}

/// Label name to block index. Error on a duplicate label.
pub fn label_index(blocks: &[Block]) -> Result<FxHashMap<Name, usize>, String> {
    let mut index = FxHashMap::with_capacity_and_hasher(blocks.len(), Default::default());
    for (i, b) in blocks.iter().enumerate() {
        if index.insert(b.label.name.clone(), i).is_some() {
            return Err(format!("duplicate label {}", b.label.name));
        }
    }
    Ok(index)
}
