//! Boogie's soundness smoke test (`-smoke`, `verify --smoke`): after an implementation
//! verifies, look for code no execution reaches, which a contradictory assumption,
//! precondition or axiom makes "verified" vacuously.
//!
//! As Boogie does it: a depth-first walk over the implementation's blocks once loops are
//! cut (`cut-loops`) picks the *check points*: the end of a block that returns, the end of
//! a block whose successors all have other predecessors too, and the point just before an
//! `assume false` or a call whose procedure ensures `false`. The walk stops at an
//! `assert false` (the user expects the code to be unreachable there) and at the point
//! before an `assume false`. For each check point, the blocks that can reach it are kept,
//! the point's block is cut there and ends in `assert false; return;`, and that program
//! goes through the rest of the lowering and the solver: if it verifies, the point is
//! unreachable, and the kept blocks are printed after "found unreachable code:" (the
//! entry block as Boogie's `0:`, without the assumptions it starts with).
//!
//! This is the naive strategy, one solver query per check point; `rboogie reach` finds all
//! unreachable commands with fewer queries (crates/reach).

use std::collections::{HashMap, HashSet};

use boogie_ast::forms::blocks::{join_blocks, split_blocks, Block, Transfer};
use boogie_ast::pass::schedule::{self, Unobserved};
use boogie_ast::pass::PassCx;
use boogie_ast::print::print_program;
use boogie_ast::origin::GENERATED_KEYS;
use boogie_ast::{AssertCmd, Attrs, Decl, Expr, ExprKind, ImplementationDecl, Literal, Program, ReturnCmd, Span, Spec, Stmt};

use boogie_ast::gen::visit::{self, Visitor};
use boogie_ast::{Ident, Name};

use crate::pipeline::{self, StageArgs};

/// The names of identifiers and variables a statement mentions.
#[derive(Default)]
struct Mentioned(HashSet<Name>);

impl Visitor for Mentioned {
    fn visit_ident(&mut self, i: &Ident) {
        self.0.insert(i.name.clone());
    }

    fn visit_expr(&mut self, e: &Expr) {
        if let ExprKind::Var { name } = &e.kind {
            self.0.insert(name.clone());
        }
        visit::walk_expr(self, e);
    }
}

/// The text of "found unreachable code:" reports of the implementations named in
/// `verified` (the names the results carry), by implementation name, in program order.
pub fn smoke(program: &Program, args: &StageArgs, opts: &vcgen::Options, vc: vcgen::VcOptions, verified: &HashSet<String>) -> Result<Vec<(String, String)>, String> {
    let stages = pipeline::registry(args);
    let passes = pipeline::passes(&stages);
    let cut = passes.iter().position(|p| p.name() == "cut-loops").ok_or("no cut-loops pass")?;
    let (front, back) = passes.split_at(cut + 1);
    let lowered = schedule::run(program.clone(), front, &mut Unobserved, &mut PassCx::new()).map_err(|e| format!("smoke test: {e:?}"))?;
    let mut out = Vec::new();
    for (k, d) in lowered.decls.iter().enumerate() {
        let Decl::Implementation(imp) = d else { continue };
        if !verified.contains(imp.name.name.as_str()) {
            continue;
        }
        let blocks = fold_empty_exit(split_blocks(imp.body.stmts.clone())?);
        for point in check_points(&blocks, &lowered) {
            let kept = cut_at(&blocks, point);
            let mut query = lowered.clone();
            query.decls.retain(|d| !matches!(d, Decl::Implementation(_)));
            let mut one = imp.clone();
            one.body.stmts = join_blocks(kept.clone());
            query.decls.insert(k.min(query.decls.len()), Decl::Implementation(one.clone()));
            if unreachable(query, back, args, opts, vc)? {
                out.push((imp.name.name.to_string(), report(&one, kept)));
            }
        }
    }
    Ok(out)
}

/// The blocks with an empty unified exit block that has one predecessor folded into it
/// (its goto becomes a return): Boogie adds that block only where returns are to be
/// joined, and the smoke test prints the blocks as Boogie has them.
fn fold_empty_exit(mut blocks: Vec<Block>) -> Vec<Block> {
    let exit = passive::desugar_specs::EXIT;
    let Some(e) = blocks.iter().position(|b| b.label.name.as_str() == exit && b.cmds.is_empty() && matches!(b.transfer, Transfer::Return(_))) else {
        return blocks;
    };
    let preds: Vec<usize> = (0..blocks.len()).filter(|&i| blocks[i].targets().iter().any(|l| l.name.as_str() == exit)).collect();
    if let [p] = preds[..] {
        if blocks[p].targets().len() == 1 {
            let ret = blocks[e].transfer.clone();
            blocks[p].transfer = ret;
            blocks.remove(e);
        }
    }
    blocks
}

/// A check point: block `block`, before its command `cmd` (the block's length: its end).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Point {
    block: usize,
    cmd: usize,
}

/// Boogie's walk (see the module documentation).
fn check_points(blocks: &[Block], program: &Program) -> Vec<Point> {
    let index: HashMap<&str, usize> = blocks.iter().enumerate().map(|(i, b)| (b.label.name.as_str(), i)).collect();
    let succs: Vec<Vec<usize>> = blocks.iter().map(|b| b.targets().iter().filter_map(|l| index.get(l.name.as_str()).copied()).collect()).collect();
    let mut preds = vec![0usize; blocks.len()];
    for s in succs.iter().flatten() {
        preds[*s] += 1;
    }
    let ensures_false: HashSet<&str> = program
        .decls
        .iter()
        .filter_map(|d| match d {
            Decl::Procedure(p) if p.specs.iter().any(|s| matches!(s, Spec::Ensures(c) if is_false(&c.expr))) => {
                Some(p.name.name.as_str())
            }
            _ => None,
        })
        .collect();
    let mut points = Vec::new();
    let mut visited = vec![false; blocks.len()];
    let mut stack = vec![0usize];
    // Depth first, children in goto order (a stack of the reversed successors).
    while let Some(b) = stack.pop() {
        if blocks.is_empty() || std::mem::replace(&mut visited[b], true) {
            continue;
        }
        let mut stop = false;
        for (c, cmd) in blocks[b].cmds.iter().enumerate() {
            match cmd {
                Stmt::Assert(a) if is_false(&a.expr) => {
                    stop = true;
                    break;
                }
                Stmt::Assume(a) if is_false(&a.expr) => {
                    points.push(Point { block: b, cmd: c });
                    stop = true;
                    break;
                }
                Stmt::Call(call) if ensures_false.contains(call.callee.name.as_str()) => {
                    points.push(Point { block: b, cmd: c });
                    stop = true;
                    break;
                }
                _ => {}
            }
        }
        if stop {
            continue;
        }
        let end = Point { block: b, cmd: blocks[b].cmds.len() };
        if succs[b].is_empty() || succs[b].iter().all(|&s| preds[s] > 1) {
            points.push(end);
        }
        stack.extend(succs[b].iter().rev().copied());
    }
    points
}

/// `true`, `false`, `!e` of those, and `l != l` for a literal `l` (Boogie's test).
fn is_false(e: &Expr) -> bool {
    bool_value(e) == Some(false)
}

fn bool_value(e: &Expr) -> Option<bool> {
    match &e.kind {
        ExprKind::Lit(Literal::Bool(b)) => Some(*b),
        ExprKind::Unary { op: boogie_ast::UnaryOp::Not, arg } => bool_value(arg).map(|b| !b),
        ExprKind::Binary(b) if b.op == boogie_ast::BinaryOp::Neq && matches!(b.lhs.kind, ExprKind::Lit(_)) && b.lhs.kind == b.rhs.kind => {
            Some(false)
        }
        _ => None,
    }
}

/// The blocks that reach `point` (in their order), the point's block cut there and ending in
/// `assert false; return;`, gotos to dropped blocks removed.
fn cut_at(blocks: &[Block], point: Point) -> Vec<Block> {
    let index: HashMap<&str, usize> = blocks.iter().enumerate().map(|(i, b)| (b.label.name.as_str(), i)).collect();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); blocks.len()];
    for (i, b) in blocks.iter().enumerate() {
        for l in b.targets() {
            if let Some(&t) = index.get(l.name.as_str()) {
                preds[t].push(i);
            }
        }
    }
    let mut keep = vec![false; blocks.len()];
    let mut work = vec![point.block];
    while let Some(b) = work.pop() {
        if !std::mem::replace(&mut keep[b], true) {
            work.extend(preds[b].iter().copied());
        }
    }
    let kept_labels: HashSet<&str> = blocks.iter().enumerate().filter(|(i, _)| keep[*i]).map(|(_, b)| b.label.name.as_str()).collect();
    let mut out = Vec::new();
    for (i, b) in blocks.iter().enumerate() {
        if !keep[i] {
            continue;
        }
        let mut b = b.clone();
        if i == point.block {
            b.cmds.truncate(point.cmd);
            b.cmds.push(Stmt::Assert(AssertCmd { attrs: Attrs::new(), expr: Expr { kind: ExprKind::Lit(Literal::Bool(false)), span: Span::NONE }, span: Span::NONE }));
            b.transfer = Transfer::Return(ReturnCmd { attrs: Attrs::new(), span: Span::NONE });
        } else if let Transfer::Goto(g) = &mut b.transfer {
            g.labels.retain(|l| kept_labels.contains(l.name.as_str()));
        }
        out.push(b);
    }
    out
}

/// Whether `query` (one implementation, its check point asserting `false`) verifies.
fn unreachable(query: Program, back: &[&dyn boogie_ast::pass::Pass], args: &StageArgs, opts: &vcgen::Options, vc: vcgen::VcOptions) -> Result<bool, String> {
    let passive = schedule::run(query, back, &mut Unobserved, &mut PassCx::new()).map_err(|e| format!("smoke test: {e:?}"))?;
    let mono = pipeline::monomorphic(passive, args)?;
    let info = boogie_tc::check(&mono, "").map_err(|f| f.lines(&mono).join("\n"))?;
    let results = vcgen::verify_program(&mono, &info, &vcgen::Options { jobs: 1, ..opts.clone() }, vc);
    Ok(results.iter().all(|r| r.outcome == vcgen::Outcome::Verified) && !results.is_empty())
}

/// Boogie's report: the kept blocks of the implementation, printed without rboogie's
/// position attributes, the entry block as `0:` without its assumptions.
fn report(imp: &ImplementationDecl, mut kept: Vec<Block>) -> String {
    if let Some(entry) = kept.first_mut() {
        entry.label.name = "0".into();
        entry.cmds.retain(|c| !matches!(c, Stmt::Assume(_)));
    }
    let generated = |a: &mut Attrs| a.retain(|x| !GENERATED_KEYS.contains(&x.key.as_str()));
    for b in &mut kept {
        for c in &mut b.cmds {
            match c {
                Stmt::Assert(a) => generated(&mut a.attrs),
                Stmt::Assume(a) => generated(&mut a.attrs),
                Stmt::Call(a) => generated(&mut a.attrs),
                _ => {}
            }
        }
        match &mut b.transfer {
            Transfer::Goto(g) => generated(&mut g.attrs),
            Transfer::Return(r) => generated(&mut r.attrs),
        }
    }
    let mut imp = imp.clone();
    generated(&mut imp.attrs);
    imp.body.stmts = join_blocks(kept);
    // As Boogie, the locals the printed blocks do not mention are left out.
    let mut names = Mentioned::default();
    for st in &imp.body.stmts {
        names.visit_stmt(st);
    }
    imp.body.locals.retain(|v| names.0.contains(&v.name.name));
    let program = Program { files: Default::default(), decls: vec![Decl::Implementation(imp)] };
    let text = print_program(&program);
    format!("found unreachable code:\n{}\n\n", text.trim_end())
}
