//! Block coalescing (Boogie's `/coalesceBlocks`, on by default): chains of a block with a
//! single successor that has a single predecessor become one block.
//!
//! Requires: `Unstructured`. Produces: `Unstructured`.
//!
//! Boogie does this on the whole program before inlining and verification
//! (boogie-output.md §4.4, item 1), so it shapes the labels that error traces print.
//! From the entry, in depth-first order: while a block X ends in `goto Y` (exactly one
//! target), `Y != X`, and Y has exactly one predecessor among the reachable blocks (the
//! entry counts one more, for the start edge), Y's commands are appended to X and X takes
//! Y's transfer, keeping **its own** token (`{:block_at}`); Y's label disappears, a user
//! label included. Unreachable blocks are dropped.
//!
//! Before:
//! ```boogie
//! anon0: x := 5; goto anon3_LoopHead;
//! anon3_LoopHead: goto anon3_LoopDone, anon3_LoopBody;
//! anon3_LoopBody: x := x + 1; goto anon3_LoopHead;
//! anon3_LoopDone: goto anon2;
//! anon2: assert x > 0; return;
//! ```
//! After: `anon3_LoopDone: assert x > 0; return;` with `anon3_LoopDone`'s token, and
//! `anon2` is gone.

use boogie_ast::forms::blocks::label_index;
use boogie_ast::forms::{join_blocks, split_blocks, Block, Transfer};
use boogie_ast::pass::{Pass, PassCx, PassError, PassErrors};
use boogie_ast::{Attribute, Form, Program};

use crate::origin;
use crate::scope::map_impls;

/// The `coalesce` pass.
pub struct Coalesce;

impl Pass for Coalesce {
    fn name(&self) -> &'static str {
        "coalesce"
    }
    fn description(&self) -> &'static str {
        "merges single-successor/single-predecessor block chains (the first block keeps label and token)"
    }
    fn requires(&self) -> Form {
        Form::Unstructured
    }
    fn produces(&self) -> Form {
        Form::Unstructured
    }
    fn run(&self, program: Program, _cx: &mut PassCx) -> Result<Program, PassErrors> {
        coalesce(program)
    }
}

/// Library entry point of the pass.
pub fn coalesce(program: Program) -> Result<Program, PassErrors> {
    map_impls(program, &mut |mut imp, _globals, _files| {
        let err = |m: String| vec![PassError::new(imp.span, format!("implementation {}: {m}", imp.name.name))];
        let blocks = split_blocks(std::mem::take(&mut imp.body.stmts)).map_err(err)?;
        let blocks = coalesce_blocks(blocks).map_err(err)?;
        imp.body.stmts = join_blocks(blocks);
        Ok(imp)
    })
}

/// `t` with its `{:block_at}` replaced by `token`.
fn with_token(mut t: Transfer, token: Vec<Attribute>) -> Transfer {
    let attrs = match &mut t {
        Transfer::Goto(g) => &mut g.attrs,
        Transfer::Return(r) => &mut r.attrs,
    };
    attrs.retain(|a| a.key != origin::BLOCK_AT);
    // The token comes first, as `unstructure` writes it.
    let rest = std::mem::take(attrs);
    attrs.extend(token);
    attrs.extend(rest);
    t
}

fn coalesce_blocks(blocks: Vec<Block>) -> Result<Vec<Block>, String> {
    let n = blocks.len();
    if n <= 1 {
        return Ok(blocks);
    }
    let index = label_index(&blocks)?;
    let succ = |b: &Block| -> Result<Vec<usize>, String> {
        b.targets().iter().map(|t| index.get(&t.name).copied().ok_or_else(|| format!("goto label '{}' is undefined", t.name))).collect()
    };
    // Reachable blocks in depth-first order from the entry, and predecessor counts.
    let mut order = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack = vec![0usize];
    let mut succs: Vec<Vec<usize>> = Vec::with_capacity(n);
    for b in &blocks {
        succs.push(succ(b)?);
    }
    while let Some(b) = stack.pop() {
        if seen[b] {
            continue;
        }
        seen[b] = true;
        order.push(b);
        for &s in succs[b].iter().rev() {
            if !seen[s] {
                stack.push(s);
            }
        }
    }
    let mut preds = vec![0usize; n];
    preds[0] = 1;
    for &b in &order {
        for &s in &succs[b] {
            preds[s] += 1;
        }
    }
    let mut slots: Vec<Option<Block>> = blocks.into_iter().map(Some).collect();
    let mut removed = vec![false; n];
    for &x in &order {
        if removed[x] {
            continue;
        }
        loop {
            let y = match succs[x][..] {
                [y] if y != x && preds[y] == 1 && !removed[y] => y,
                _ => break,
            };
            let Some(yb) = slots[y].take() else { break };
            removed[y] = true;
            let Some(xb) = slots[x].as_mut() else { break };
            let tok = origin::block_token(&xb.transfer);
            xb.cmds.extend(yb.cmds);
            xb.transfer = with_token(yb.transfer, tok);
            succs[x] = std::mem::take(&mut succs[y]);
        }
    }
    let mut out = Vec::with_capacity(order.len());
    for (i, b) in slots.into_iter().enumerate() {
        if let (Some(b), true, false) = (b, seen[i], removed[i]) {
            out.push(b);
        }
    }
    Ok(out)
}
