//! The block view of a passive implementation, borrowed from the program (the type
//! checker's facts are keyed by node address, so nothing is cloned), with the origin
//! attributes decoded and Boogie's trace rules (boogie-output.md §4.4) applied.

use std::collections::HashMap;

use boogie_ast::{Attribute, Expr, ExprKind, ImplementationDecl, Stmt};
use boogie_ast::origin::{self, find_origin, find_pos, has_attr, Origin, Pos, BLOCK_AT, COPY, RETURN_AT};

/// One command of a passive block.
#[derive(Debug)]
pub struct Cmd<'p> {
    pub assert: bool,
    pub expr: &'p Expr,
    pub attrs: &'p [Attribute],
    /// For asserts: what the check is (a plain assertion at the command when absent).
    pub origin: Option<Origin>,
}

/// A block: label, commands, successors (indexes), positions from the attributes.
#[derive(Debug)]
pub struct Block<'p> {
    pub label: String,
    pub cmds: Vec<Cmd<'p>>,
    pub succs: Vec<usize>,
    pub block_at: Option<Pos>,
    pub return_at: Option<Pos>,
}

/// A passive implementation as blocks, in a topological order (entry first).
#[derive(Debug)]
pub struct Graph<'p> {
    pub blocks: Vec<Block<'p>>,
    pub preds: Vec<Vec<usize>>,
    /// Whether a block would be deleted by Boogie's empty-block removal.
    pub empty: Vec<bool>,
    /// Label and token a synthetic block takes over from a deleted block (§4.4).
    pub renamed: HashMap<usize, (String, Pos)>,
}

/// A block as read: label, commands, target labels, `block_at`, `return_at`.
type RawBlock<'p> = (String, Vec<Cmd<'p>>, Vec<String>, Option<Pos>, Option<Pos>);

/// Why an implementation is not in passive form.
#[derive(Debug)]
pub struct NotPassive(pub String);

/// Splits the body into blocks and orders them topologically.
pub fn graph<'p>(imp: &'p ImplementationDecl, files: &boogie_ast::Files) -> Result<Graph<'p>, NotPassive> {
    let mut raw: Vec<RawBlock<'p>> = Vec::new();
    let mut current: Option<(String, Vec<Cmd<'p>>)> = None;
    for s in &imp.body.stmts {
        match s {
            Stmt::Label(l) => {
                if current.is_some() {
                    return Err(NotPassive(format!("block before {} has no transfer", l.name.name)));
                }
                current = Some((l.name.name.to_string(), Vec::new()));
            }
            Stmt::Assert(a) => {
                let Some((_, cmds)) = current.as_mut() else { return Err(NotPassive("command outside a block".into())) };
                let origin = find_origin(&a.attrs).or_else(|| {
                    origin::pos_of_span(files, a.span).map(|p| Origin {
                        kind: origin::OriginKind::Assertion,
                        pos: Some(p),
                        related: None,
                    })
                });
                cmds.push(Cmd { assert: true, expr: &a.expr, attrs: &a.attrs, origin });
            }
            Stmt::Assume(a) => {
                let Some((_, cmds)) = current.as_mut() else { return Err(NotPassive("command outside a block".into())) };
                cmds.push(Cmd { assert: false, expr: &a.expr, attrs: &a.attrs, origin: None });
            }
            Stmt::Goto(g) => {
                let Some((label, cmds)) = current.take() else { return Err(NotPassive("goto outside a block".into())) };
                let targets = g.labels.iter().map(|l| l.name.to_string()).collect();
                raw.push((label, cmds, targets, find_pos(&g.attrs, BLOCK_AT), find_pos(&g.attrs, RETURN_AT)));
            }
            Stmt::Return(r) => {
                let Some((label, cmds)) = current.take() else { return Err(NotPassive("return outside a block".into())) };
                raw.push((label, cmds, Vec::new(), find_pos(&r.attrs, BLOCK_AT), find_pos(&r.attrs, RETURN_AT)));
            }
            other => return Err(NotPassive(format!("not a passive command: {other:?}").chars().take(80).collect())),
        }
    }
    if current.is_some() {
        return Err(NotPassive("last block has no transfer".into()));
    }
    if raw.is_empty() {
        return Err(NotPassive("empty body".into()));
    }
    let index: HashMap<&str, usize> = raw.iter().enumerate().map(|(i, b)| (b.0.as_str(), i)).collect();
    let mut succ_idx: Vec<Vec<usize>> = Vec::with_capacity(raw.len());
    for b in &raw {
        let mut v = Vec::new();
        for t in &b.2 {
            match index.get(t.as_str()) {
                Some(i) => v.push(*i),
                None => return Err(NotPassive(format!("unknown label {t}"))),
            }
        }
        succ_idx.push(v);
    }
    // Topological order of the blocks reachable from the entry (reverse DFS post-order).
    let n = raw.len();
    let mut state = vec![0u8; n];
    let mut post = Vec::with_capacity(n);
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    state[0] = 1;
    while let Some((b, i)) = stack.pop() {
        if i < succ_idx[b].len() {
            stack.push((b, i + 1));
            let s = succ_idx[b][i];
            match state[s] {
                0 => {
                    state[s] = 1;
                    stack.push((s, 0));
                }
                1 => return Err(NotPassive("the flowgraph has a cycle".into())),
                _ => {}
            }
        } else {
            state[b] = 2;
            post.push(b);
        }
    }
    post.reverse();
    let mut new_index = vec![usize::MAX; n];
    for (k, b) in post.iter().enumerate() {
        new_index[*b] = k;
    }
    let mut slots: Vec<Option<RawBlock<'p>>> =
        raw.into_iter().map(Some).collect();
    let mut blocks = Vec::with_capacity(post.len());
    for &old in &post {
        let Some((label, cmds, _, block_at, return_at)) = slots[old].take() else { continue };
        let succs = succ_idx[old].iter().map(|s| new_index[*s]).collect();
        blocks.push(Block { label, cmds, succs, block_at, return_at });
    }
    let mut preds = vec![Vec::new(); blocks.len()];
    for (i, b) in blocks.iter().enumerate() {
        for s in &b.succs {
            preds[*s].push(i);
        }
    }
    let mut empty = emptiness(&blocks);
    // With a single return point Boogie has no unified exit: the postconditions are checked
    // in the returning block itself, which is therefore not empty.
    for b in 0..blocks.len() {
        if let [s] = blocks[b].succs[..] {
            if blocks[b].return_at.is_some()
                && preds[s].len() == 1
                && blocks[s].block_at.is_none()
                && !blocks[s].cmds.is_empty()
            {
                empty[b] = false;
            }
        }
    }
    let renamed = renamings(&blocks, &empty);
    Ok(Graph { blocks, preds, empty, renamed })
}

/// Boogie deletes blocks left without commands after passification. Our passive form keeps
/// assumptions Boogie does not have: `x#k == literal` / `x#k == y` for trivial assignments
/// (Boogie substitutes the value), and join copies of variables nobody reads.
fn emptiness(blocks: &[Block]) -> Vec<bool> {
    // Count the uses of every variable name outside of the defining side of copies/trivial
    // assignments, and how many commands define each version.
    let mut uses: HashMap<String, usize> = HashMap::new();
    let mut defs: HashMap<String, usize> = HashMap::new();
    for b in blocks {
        for c in &b.cmds {
            match defined_var(c) {
                Some((lhs, rhs)) => {
                    *defs.entry(lhs).or_insert(0) += 1;
                    if let Some(r) = rhs {
                        *uses.entry(r).or_insert(0) += 1;
                    }
                }
                None => count_vars(c.expr, &mut uses),
            }
        }
    }
    blocks
        .iter()
        .enumerate()
        .map(|(i, b)| {
            i != 0
                && b.cmds.iter().all(|c| match defined_var(c) {
                    Some((lhs, _)) => {
                        // A version defined on several incoming paths (or by a copy) is a
                        // join: Boogie keeps a copy there when the version is read.
                        let read = uses.get(&lhs).copied().unwrap_or(0) > 0;
                        let join = has_attr(c.attrs, COPY) || defs.get(&lhs).copied().unwrap_or(0) > 1;
                        !(join && read)
                    }
                    None => false,
                })
        })
        .collect()
}

/// For `assume x#k == e` with e a literal or a variable (a copy or a trivial assignment):
/// the defined version and the variable read, if any.
fn defined_var(c: &Cmd) -> Option<(String, Option<String>)> {
    if c.assert {
        return None;
    }
    let ExprKind::Binary(b) = &c.expr.kind else { return None };
    if b.op != boogie_ast::BinaryOp::Eq {
        return None;
    }
    let ExprKind::Var { name } = &b.lhs.kind else { return None };
    if !name.contains('#') {
        return None;
    }
    match &b.rhs.kind {
        ExprKind::Lit(_) => Some((name.to_string(), None)),
        ExprKind::Var { name: r } => Some((name.to_string(), Some(r.to_string()))),
        _ => None,
    }
}

fn count_vars(e: &Expr, out: &mut HashMap<String, usize>) {
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        match &e.kind {
            ExprKind::Var { name } => *out.entry(name.to_string()).or_insert(0) += 1,
            // Triggers mention variables too; the shared walker does not enter them.
            ExprKind::Quant(q) => {
                for t in &q.triggers {
                    stack.extend(t.exprs.iter());
                }
            }
            _ => {}
        }
        crate::translate::push_children(e, &mut stack);
    }
}

/// §4.4: a deleted block with a token and exactly one successor that is synthetic passes
/// its label and token to that successor; the first in DFS post-order (last target first) wins.
fn renamings(blocks: &[Block], empty: &[bool]) -> HashMap<usize, (String, Pos)> {
    let mut out = HashMap::new();
    let n = blocks.len();
    if n == 0 {
        return out;
    }
    let first_real = blocks[0].succs.first().copied();
    let mut seen = vec![false; n];
    let mut stack: Vec<(usize, bool)> = vec![(0, false)];
    while let Some((b, done)) = stack.pop() {
        if done {
            let blk = &blocks[b];
            if empty[b] && Some(b) != first_real && blk.succs.len() == 1 {
                if let Some(pos) = &blk.block_at {
                    let s = blk.succs[0];
                    if blocks[s].block_at.is_none() && !out.contains_key(&s) {
                        out.insert(s, (blk.label.clone(), pos.clone()));
                    }
                }
            }
            continue;
        }
        if seen[b] {
            continue;
        }
        seen[b] = true;
        stack.push((b, true));
        for s in &blocks[b].succs {
            if !seen[*s] {
                stack.push((*s, false));
            }
        }
    }
    out
}

/// What traces and return positions need of a graph (also rebuilt from SMT labels by `prove`).
#[derive(Clone, Debug, Default)]
pub struct Shape {
    pub labels: Vec<String>,
    pub succs: Vec<Vec<usize>>,
    pub block_at: Vec<Option<Pos>>,
    pub return_at: Vec<Option<Pos>>,
    pub empty: Vec<bool>,
    pub renamed: HashMap<usize, (String, Pos)>,
}

impl Graph<'_> {
    /// The block structure without the commands.
    pub fn shape(&self) -> Shape {
        Shape {
            labels: self.blocks.iter().map(|b| b.label.clone()).collect(),
            succs: self.blocks.iter().map(|b| b.succs.clone()).collect(),
            block_at: self.blocks.iter().map(|b| b.block_at.clone()).collect(),
            return_at: self.blocks.iter().map(|b| b.return_at.clone()).collect(),
            empty: self.empty.clone(),
            renamed: self.renamed.clone(),
        }
    }
}

impl Shape {
    /// The execution-trace entries of a path (block indexes from the entry): `(label, pos)`,
    /// and for `--error-trace 2` the synthetic blocks as `(label, None)`.
    pub fn trace(&self, path: &[usize], level: u8) -> Vec<(String, Option<Pos>)> {
        self.trace_steps(path, level).into_iter().map(|(_, label, pos)| (label, pos)).collect()
    }

    /// The block of each entry of [`Shape::trace`].
    pub fn trace_blocks(&self, path: &[usize], level: u8) -> Vec<usize> {
        self.trace_steps(path, level).into_iter().map(|(b, _, _)| b).collect()
    }

    /// [`Shape::trace`] with each entry's block.
    fn trace_steps(&self, path: &[usize], level: u8) -> Vec<(usize, String, Option<Pos>)> {
        let mut out = Vec::new();
        let first_real = self.succs.first().and_then(|s| s.first().copied());
        for (k, &b) in path.iter().enumerate() {
            let (label, block_at) = (&self.labels[b], &self.block_at[b]);
            if k == 0 && b == 0 && block_at.is_none() {
                if level >= 2 {
                    out.push((b, label.clone(), None));
                }
                continue;
            }
            if Some(b) == first_real && block_at.is_some() {
                out.push((b, label.clone(), block_at.clone()));
                continue;
            }
            if let Some((l, pos)) = self.renamed.get(&b) {
                out.push((b, l.clone(), Some(pos.clone())));
                continue;
            }
            if self.empty[b] {
                continue;
            }
            match block_at {
                Some(pos) => out.push((b, label.clone(), Some(pos.clone()))),
                None => {
                    if level >= 2 {
                        out.push((b, label.clone(), None));
                    }
                }
            }
        }
        out
    }

    /// The return position of a path for postcondition errors: the last non-deleted block
    /// that remembers an original return.
    pub fn return_pos(&self, path: &[usize]) -> Option<Pos> {
        path.iter().rev().find_map(|&b| if self.empty[b] { None } else { self.return_at[b].clone() })
    }
}
