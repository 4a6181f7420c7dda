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

use boogie_ast::forms::flat::{FlatBlocks, Known};
use boogie_ast::origin;
use boogie_ast::pass::schedule::run_per_implementation;
use boogie_ast::pass::{Globals, ImplCx, ImplPass, Pass, PassCx, PassError, PassErrors};
use boogie_ast::{Attrs, Form, ImplementationDecl, Program, Stmt};

use crate::desugar_specs::is_desugared;

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
    fn run(&self, program: Program, cx: &mut PassCx) -> Result<Program, PassErrors> {
        run_per_implementation(self, program, cx)
    }
    fn per_implementation(&self) -> Option<&dyn ImplPass> {
        Some(self)
    }
}

impl ImplPass for Coalesce {
    /// One implementation; the blocks of its body taken from and handed on in `cx` (see
    /// [`Known`]). A body `desugar-specs` made (a later pass) stays as it is: it has been
    /// through this pass, and its entry and exit blocks must stay apart.
    fn run_impl(&self, mut imp: ImplementationDecl, globals: &Globals<'_>, cx: &mut ImplCx<'_>) -> Result<ImplementationDecl, PassErrors> {
        if globals.procs.get(&imp.name.name).is_some_and(|p| is_desugared(&imp.body.stmts, p)) {
            return Ok(imp);
        }
        let stmts = std::mem::take(&mut imp.body.stmts);
        imp.body.stmts = coalesce_stmts(stmts, &mut cx.blocks)
            .map_err(|m| vec![PassError::new(imp.span, format!("implementation {}: {m}", imp.name.name))])?;
        Ok(imp)
    }
}

/// The attributes of a goto or return statement.
fn transfer_attrs_mut(stmt: &mut Stmt) -> &mut Attrs {
    match stmt {
        Stmt::Goto(g) => &mut g.attrs,
        Stmt::Return(r) => &mut r.attrs,
        _ => unreachable!("a block ends in goto or return"),
    }
}

/// Coalesces the blocks of the flat body `stmts` (see the module documentation). The body
/// is read in place ([`FlatBlocks`]) and every kept statement is moved, not cloned, into
/// the output: a kept block's label and commands, the commands of the blocks it absorbs,
/// and the transfer of the last of them, which takes the kept block's `{:block_at}`.
fn coalesce_stmts(stmts: Vec<Stmt>, known: &mut Known) -> Result<Vec<Stmt>, String> {
    let fb = FlatBlocks::given_or(known.take(), &stmts, "coalesce", || {
        FlatBlocks::with_undefined(&stmts, |t, _| format!("goto label '{}' is undefined", t.name))
    })?;
    let n = fb.len();
    if n <= 1 {
        *known = Some(fb);
        return Ok(stmts);
    }
    // Reachable blocks in depth-first order from the entry, and predecessor counts.
    let mut order = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack = vec![0u32];
    while let Some(b) = stack.pop() {
        let b = b as usize;
        if seen[b] {
            continue;
        }
        seen[b] = true;
        order.push(b);
        for &s in fb.succs(b).iter().rev() {
            if !seen[s as usize] {
                stack.push(s);
            }
        }
    }
    let mut preds = vec![0u32; n];
    preds[0] = 1;
    for &b in &order {
        for &s in fb.succs(b) {
            preds[s as usize] += 1;
        }
    }
    // `next[b]`: the block appended after `b`'s commands (a kept block `x` absorbs the
    // chain `next[x]`, `next[next[x]]`, ...; the last one's transfer ends `x`).
    const NONE: u32 = u32::MAX;
    let mut next = vec![NONE; n];
    let mut removed = vec![false; n];
    for &x in &order {
        if removed[x] {
            continue;
        }
        let mut tail = x;
        loop {
            let y = match *fb.succs(tail) {
                [y] if y as usize != x && preds[y as usize] == 1 && !removed[y as usize] => y as usize,
                _ => break,
            };
            removed[y] = true;
            next[tail] = y as u32;
            tail = y;
        }
    }
    if order.len() == n && !removed.contains(&true) {
        // Nothing to merge or drop: the body stays as it is, and so do its blocks.
        *known = Some(fb);
        return Ok(stmts);
    }
    let kept_len: usize = (0..n)
        .filter(|&b| seen[b] && !removed[b])
        .map(|b| {
            let mut len = 0;
            let mut c = b;
            loop {
                len += (fb.end_at[c] - fb.label_at[c] - 1) as usize;
                if next[c] == NONE {
                    break;
                }
                c = next[c] as usize;
            }
            len + 2
        })
        .sum();
    let mut slots: Vec<Option<Stmt>> = stmts.into_iter().map(Some).collect();
    let mut take = |i: u32| slots[i as usize].take().expect("each statement is moved once");
    let mut out = Vec::with_capacity(kept_len);
    for x in 0..n {
        if !seen[x] || removed[x] {
            continue;
        }
        out.push(take(fb.label_at[x]));
        let mut c = x;
        loop {
            for i in fb.label_at[c] + 1..fb.end_at[c] {
                out.push(take(i));
            }
            if next[c] == NONE {
                break;
            }
            c = next[c] as usize;
        }
        let mut transfer = take(fb.end_at[c]);
        if c != x {
            // The chain's transfer keeps its other attributes but takes `x`'s token, first,
            // as `unstructure` writes it.
            let mut attrs = std::mem::take(transfer_attrs_mut(&mut take(fb.end_at[x])));
            attrs.retain(|a| a.key == origin::BLOCK_AT);
            let rest = transfer_attrs_mut(&mut transfer);
            attrs.extend(std::mem::take(rest).into_iter().filter(|a| a.key != origin::BLOCK_AT));
            *rest = attrs;
        }
        out.push(transfer);
    }
    Ok(out)
}
