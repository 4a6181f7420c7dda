//! Turns `if`/`while`/`break` into labelled blocks named exactly as Boogie names them.
//!
//! Requires: `Typed`. Produces: `Unstructured`.
//!
//! The algorithm is boogie-output.md §4.2–4.3: the body is cut into big blocks, anonymous
//! ones are numbered `anon0, anon1, ...` in pre-order, then every `while` and every link
//! of an `if` chain takes the next number (`anon3_Then`, `anon3_Else`, `anon2_LoopHead`,
//! `anon2_LoopBody`, `anon2_LoopDone`). Execution traces print these names.
//! Loop invariants become the leading `assert`s (free ones `assume`s) of `P_LoopHead`.
//!
//! Because this is the first pass, it also records every original position later passes
//! need as attributes (see `origin`): the token of every block (`{:block_at}` on its
//! `goto`/`return`), the token of every return (`{:return_at}`), the origin of every
//! `assert` and invariant, the position of every `call`, `requires` and `ensures`, and
//! the implementation's name token and closing brace. A procedure declared with a body
//! becomes a procedure declaration plus an implementation.
//!
//! Before:
//! ```boogie
//! procedure P(x: int) returns (y: int) {
//!   y := 0;
//!   if (x > 0) { y := 1; }
//!   assert y >= 0;
//! }
//! ```
//! After (attributes abbreviated):
//! ```boogie
//! procedure P(x: int) returns (y: int);
//! implementation {:pos ..} {:end_at ..} P(x: int) returns (y: int) {
//!   anon0: y := 0; goto {:block_at ..} anon3_Then, anon3_Else;
//!   anon3_Then: assume {:partition} x > 0; y := 1; goto {:block_at ..} anon2;
//!   anon3_Else: assume {:partition} !(x > 0); goto {:block_at ..} anon2;
//!   anon2: assert {:origin "assertion", "f.bpl", 4, 3} y >= 0; return {:block_at ..} {:return_at ..};
//! }
//! ```

use boogie_ast::pass::schedule::run_per_implementation;
use boogie_ast::pass::{Globals, ImplCx, ImplPass, Pass, PassCx, PassError, PassErrors};
use boogie_ast::{
    AssertCmd, AssumeCmd, Attrs, Body, BreakStmt, Contract, Decl, ElseBranch, Expr, ExprKind, Files, Form,
    GotoCmd, Ident, IfStmt, ImplementationDecl, LabelStmt, LoopSpec, MeasureCmd, Name, ProcedureDecl, Program,
    ReturnCmd, SmallVec, Span, Spec, Stmt, UnaryOp, WhileStmt, thin_vec,
};

use rustc_hash::FxHashSet;

use boogie_ast::forms::flat::{FlatBlocks, Known};
use boogie_ast::origin::{self, flag_attr, IntNames, OriginKind};
use crate::desugar_specs::{ENTRY, EXIT};
use boogie_ast::text::has_hash;

/// The `unstructure` pass.
pub struct Unstructure;

impl Pass for Unstructure {
    fn name(&self) -> &'static str {
        "unstructure"
    }
    fn description(&self) -> &'static str {
        "if/while/break to labelled blocks with Boogie's block names; positions recorded as attributes"
    }
    fn requires(&self) -> Form {
        Form::Typed
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

impl ImplPass for Unstructure {
    /// Procedures: the positions of their specifications recorded; one declared with a body
    /// becomes a procedure declaration and, right after it, an implementation with that body.
    fn declarations(&self, program: &mut Program) -> Result<(), PassErrors> {
        let decls = std::mem::take(&mut program.decls);
        program.decls.reserve(decls.len());
        for decl in decls {
            let Decl::Procedure(mut p) = decl else {
                program.decls.push(decl);
                continue;
            };
            annotate_specs(&mut p, &program.files);
            let body = p.body.take();
            let imp = body.map(|body| ImplementationDecl {
                attrs: p.attrs.clone(),
                name: p.name.clone(),
                type_params: p.type_params.clone(),
                ins: p.ins.iter().map(|v| strip_where(v.clone())).collect(),
                outs: p.outs.iter().map(|v| strip_where(v.clone())).collect(),
                body,
                span: p.span,
            });
            program.decls.push(Decl::Procedure(p));
            program.decls.extend(imp.map(Decl::Implementation));
        }
        Ok(())
    }

    fn adds_implementations(&self) -> bool {
        true
    }

    /// An implementation unstructured, and the blocks of its new body handed on. One this
    /// pass made already (unstructured, with its closing position recorded) stays as it is.
    fn run_impl(&self, imp: ImplementationDecl, _globals: &Globals<'_>, cx: &mut ImplCx<'_>) -> Result<ImplementationDecl, PassErrors> {
        cx.blocks = None;
        if is_unstructured(&imp) {
            return Ok(imp);
        }
        SCRATCH.with(|scratch| {
            let (ints, bufs) = &mut *scratch.borrow_mut();
            let (imp, known) = unstructure_impl(imp, cx.files, ints, bufs)?;
            cx.blocks = known;
            Ok(imp)
        })
    }
}

thread_local! {
    /// Position names and working arrays, kept from one implementation to the next on each
    /// thread (cleared, not freed): a program of many small implementations allocates them once.
    static SCRATCH: std::cell::RefCell<(IntNames, Bufs)> = std::cell::RefCell::new((IntNames::new(), Bufs::default()));
}

/// Whether `imp` is an implementation this pass made: its body has no structured statement
/// and its closing `}` is recorded (`{:end_at}`). Run again, the pass would only give the
/// blocks it did not name a token (generated ones) the positions of the file read back.
fn is_unstructured(imp: &ImplementationDecl) -> bool {
    origin::has_attr(&imp.attrs, origin::END_AT) && !imp.body.stmts.iter().any(|s| matches!(s, Stmt::If(_) | Stmt::While(_) | Stmt::Break(_)))
}

/// What a body holds, nested lists included: the sizes `unstructure` reserves its arrays at.
#[derive(Default)]
struct Counts {
    /// Statements of the body and of every list nested in it (`if` branches, loop bodies).
    stmts: usize,
    /// Statement lists: the body and every nested list.
    lists: usize,
    /// Links of `if` chains (one per `if` and `else if`).
    links: usize,
    /// Simple commands (the statements that are neither labels nor `if`, `while`, `break`,
    /// `goto`, `return`).
    simple: usize,
    /// Labels and `while` loops (without either, `compute_prefix` and `inject_loop_exits`
    /// have nothing to do and are not run).
    labels: usize,
    whiles: usize,
}

fn count(stmts: &[Stmt], c: &mut Counts) {
    c.stmts += stmts.len();
    c.lists += 1;
    for s in stmts {
        match s {
            Stmt::Label(_) => c.labels += 1,
            Stmt::Break(_) | Stmt::Goto(_) | Stmt::Return(_) => {}
            Stmt::While(w) => {
                c.whiles += 1;
                count(&w.body, c)
            }
            Stmt::If(i) => {
                let mut cur = Some(&**i);
                while let Some(i) = cur.take() {
                    c.links += 1;
                    count(&i.then_branch, c);
                    match &i.else_branch {
                        None => {}
                        Some(ElseBranch::If(next)) => cur = Some(&**next),
                        Some(ElseBranch::Block { stmts, .. }) => count(stmts, c),
                    }
                }
            }
            _ => c.simple += 1,
        }
    }
}

fn strip_where(mut v: boogie_ast::Variable) -> boogie_ast::Variable {
    v.where_clause = None;
    v
}

fn annotate_specs(p: &mut ProcedureDecl, files: &Files) {
    for s in &mut p.specs {
        match s {
            Spec::Requires(c) | Spec::Ensures(c) => annotate_contract(c, files),
            Spec::Measure(m) => {
                if !origin::has_attr(&m.attrs, origin::POS) {
                    m.attrs.extend(origin::span_attr(files, origin::POS, m.span));
                }
            }
            Spec::Modifies(_) => {}
        }
    }
}

fn annotate_contract(c: &mut Contract, files: &Files) {
    if !origin::has_attr(&c.attrs, origin::POS) {
        c.attrs.extend(origin::span_attr(files, origin::POS, c.span));
    }
}

// ---------------------------------------------------------------------------
// Big blocks
// ---------------------------------------------------------------------------

type BlockId = usize;
type ListId = usize;

enum Ending {
    None,
    // The rare or large endings are boxed: a big block is copied whenever `Bufs::blocks`
    // grows, and its size is the largest variant's.
    Goto(Box<GotoCmd>),
    Return(ReturnCmd),
    Break(Box<BreakStmt>),
    While(Box<WhileEnd>),
    If(IfEnd),
}

struct WhileEnd {
    guard: Option<Expr>,
    specs: Vec<LoopSpec>,
    body: ListId,
    span: Span,
}

struct Link {
    attrs: Attrs,
    guard: Option<Expr>,
    then: ListId,
    span: Span,
}

/// The links of an `if` chain are `Builder::links[links.0..links.1]`; its `else` branch,
/// if any, is list `else_ - 1` (0: none). Indexes are `u32` here and in [`BigBlock`]: a big
/// block is read on every phase, and at 72 bytes instead of 128 the big blocks of a large
/// body take half the memory.
struct IfEnd {
    links: (u32, u32),
    else_: u32,
}

impl IfEnd {
    fn new(links: (usize, usize), else_: Option<ListId>) -> IfEnd {
        IfEnd { links: (links.0 as u32, links.1 as u32), else_: else_.map_or(0, |e| e as u32 + 1) }
    }

    /// The chain's links in `Builder::links`.
    fn links(&self) -> std::ops::Range<usize> {
        self.links.0 as usize..self.links.1 as usize
    }

    /// The list of the `else` branch.
    fn else_(&self) -> Option<ListId> {
        (self.else_ > 0).then(|| self.else_ as usize - 1)
    }
}

struct BigBlock {
    /// Boxed: few big blocks have one.
    label: Option<Box<Ident>>,
    /// A statement the block starts with (the `assume` of a branch or loop guard).
    pre: Option<Box<Stmt>>,
    /// Its commands are `Builder::cmds[cmds.0..cmds.1]`.
    cmds: (u32, u32),
    ending: Ending,
    tok: Option<Span>,
    /// Its list, and its place in it.
    list: u32,
    index: u32,
}

// The size the layout above is for (on 64-bit targets).
#[cfg(target_pointer_width = "64")]
const _: () = assert!(std::mem::size_of::<BigBlock>() == 80);

impl BigBlock {
    fn new(label: Option<Ident>, cmds: (usize, usize), ending: Ending, tok: Option<Span>, list: ListId, index: usize) -> BigBlock {
        BigBlock { label: label.map(Box::new), pre: None, cmds: (cmds.0 as u32, cmds.1 as u32), ending, tok, list: list as u32, index: index as u32 }
    }

    fn list(&self) -> ListId {
        self.list as usize
    }

    fn index(&self) -> usize {
        self.index as usize
    }
}

/// The big blocks of a list are `Builder::list_blocks[start..start + len]` (while the list
/// is being built, `start` is where its blocks begin on `Builder::block_stack`).
struct List {
    start: usize,
    len: usize,
    /// The token a fall-through `return` at the end of this list gets (the closing `}`;
    /// for nested lists the AST has no closing brace, see `list_end`).
    end: Span,
    succ_after: Option<Name>,
    run_off: Option<Name>,
}

struct Builder<'f> {
    files: &'f Files,
    /// The working arrays (see `Bufs`).
    bufs: Bufs,
    prefix: Name,
    counter: usize,
    out: Vec<Stmt>,
    /// Per emitted block: the positions of its label and transfer in `out`, and its label.
    label_at: Vec<u32>,
    end_at: Vec<u32>,
    labels: Vec<Name>,
    /// The successors of the emitted blocks, as [`FlatBlocks`] holds them (recorded as the
    /// transfers are written, see `Builder::resolve`): `u32::MAX` where not known yet.
    succ_off: Vec<u32>,
    succ: Vec<u32>,
    ints: IntNames,
}

/// The builder's arrays, kept from one implementation to the next (emptied by each).
#[derive(Default)]
struct Bufs {
    blocks: Vec<BigBlock>,
    lists: Vec<List>,
    /// The blocks of every list, list after list (see `List`).
    list_blocks: Vec<BlockId>,
    /// The blocks of the lists being built, innermost list last.
    block_stack: Vec<BlockId>,
    /// The links of every `if` chain, chain after chain (see `IfEnd`).
    links: Vec<Link>,
    /// The links of the `if` chains being built, innermost chain last.
    link_stack: Vec<Link>,
    /// The simple commands of every big block, in body order (taken when emitted).
    cmds: Vec<Option<Stmt>>,
    names: Vec<Name>,
    /// Enclosing `while`/`if` big blocks (innermost last) and whether each is a loop.
    enclosing: Vec<(BlockId, bool)>,
    /// Targets of the last two emitted blocks not found yet: (slot in `succ`, block, label).
    waiting: Vec<(u32, u32, Name)>,
    /// Targets not among the two blocks after theirs: (slot in `succ`, label).
    far: Vec<(u32, Name)>,
}

/// One implementation, and the blocks of its new body (see [`Builder::emitted_blocks`]).
fn unstructure_impl(mut imp: ImplementationDecl, files: &Files, ints: &mut IntNames, bufs: &mut Bufs) -> Result<(ImplementationDecl, Known), PassErrors> {
    if !origin::has_attr(&imp.attrs, origin::POS) {
        imp.attrs.extend(origin::span_attr(files, origin::POS, imp.name.span));
    }
    if !origin::has_attr(&imp.attrs, origin::END_AT) {
        imp.attrs.extend(origin::span_attr(files, origin::END_AT, imp.body.end));
    }
    let Body { locals, stmts, span, end } = imp.body;
    let mut b = Builder {
        files,
        bufs: std::mem::take(bufs),
        prefix: Name::new_static("anon"),
        counter: 0,
        out: Vec::new(),
        label_at: Vec::new(),
        end_at: Vec::new(),
        labels: Vec::new(),
        succ_off: Vec::new(),
        succ: Vec::new(),
        ints: std::mem::take(ints),
    };
    b.bufs.blocks.clear();
    b.bufs.lists.clear();
    b.bufs.list_blocks.clear();
    b.bufs.block_stack.clear();
    b.bufs.links.clear();
    b.bufs.link_stack.clear();
    b.bufs.enclosing.clear();
    b.bufs.cmds.clear();
    b.bufs.waiting.clear();
    b.bufs.far.clear();
    // Room for every big block and command at once: grown by doubling, the arrays of a
    // large body were copied (and their fresh pages faulted in) about twice over. A big
    // block is closed by a statement or by the end of a list, so the statements bound the
    // big blocks; the simple commands are counted.
    let mut counts = Counts::default();
    count(&stmts, &mut counts);
    let n = counts.stmts;
    b.bufs.blocks.reserve(n + 1);
    b.bufs.list_blocks.reserve(n + 1);
    b.bufs.cmds.reserve(counts.simple);
    b.bufs.lists.reserve(counts.lists);
    b.bufs.links.reserve(counts.links);
    let top = b.build_list(stmts, end);
    if counts.whiles > 0 {
        b.inject_loop_exits(top);
    }
    // Only labelled big blocks can lengthen the prefix.
    if counts.labels > 0 {
        b.compute_prefix();
    }
    b.bufs.names.clear();
    b.bufs.names.resize(b.bufs.blocks.len(), Name::default());
    b.name_list(top);
    b.bufs.lists[top].succ_after = None;
    b.bufs.lists[top].run_off = None;
    // Room for what is emitted, at once (see `emitted_bound`), and for what later passes
    // add (entry and exit blocks, loop cuts, and `passify`'s copies, which it writes into
    // this vector), which would otherwise make the vector grow (a copy of the whole): a
    // quarter more (the `diamonds` family's copies make a seventh).
    let (bound, blocks) = b.emitted_bound();
    b.out.reserve_exact(bound + bound / 4 + 64);
    b.label_at.reserve_exact(blocks);
    b.end_at.reserve_exact(blocks);
    b.labels.reserve_exact(blocks);
    b.succ_off.reserve_exact(blocks + 1);
    b.succ_off.push(0);
    b.succ.reserve(2 * blocks);
    let emitted = b.emit_list(top);
    debug_assert!(emitted.is_err() || b.out.len() <= bound, "unstructure emitted {} statements, bound {bound}", b.out.len());
    debug_assert!(emitted.is_err() || b.labels.len() <= blocks, "unstructure emitted {} blocks, bound {blocks}", b.labels.len());
    let known = if emitted.is_ok() { b.emitted_blocks(counts.labels > 0) } else { None };
    let Builder { bufs: mut kept, ints: i, out, .. } = b;
    *ints = i;
    let big_blocks = kept.blocks.len();
    kept.names.clear();
    kept.cmds.clear();
    *bufs = kept;
    emitted?;
    tracing::debug!(implementation = %imp.name.name, big_blocks, "unstructured");
    imp.body = Body { locals, stmts: out, span, end };
    Ok((imp, known))
}

impl<'f> Builder<'f> {
    fn new_list(&mut self, end: Span) -> ListId {
        self.bufs.lists.push(List { start: self.bufs.block_stack.len(), len: 0, end, succ_after: None, run_off: None });
        self.bufs.lists.len() - 1
    }

    /// A new big block at the end of `list`, which is being built (innermost on the stack).
    fn push_block(&mut self, list: ListId, label: Option<Ident>, cmds: (usize, usize), ending: Ending, tok: Option<Span>) -> BlockId {
        let index = self.bufs.lists[list].len;
        self.bufs.blocks.push(BigBlock::new(label, cmds, ending, tok, list, index));
        let id = self.bufs.blocks.len() - 1;
        self.bufs.block_stack.push(id);
        self.bufs.lists[list].len += 1;
        id
    }

    /// The list being built is complete: its blocks move from the stack to `list_blocks`.
    fn finish_list(&mut self, list: ListId) {
        let from = self.bufs.lists[list].start;
        self.bufs.lists[list].start = self.bufs.list_blocks.len();
        self.bufs.list_blocks.extend(self.bufs.block_stack.drain(from..));
    }

    /// A new big block at the end of `list`, which is complete (its blocks are copied to
    /// the end of `list_blocks`, then the new one follows).
    fn append_block(&mut self, list: ListId, label: Option<Ident>, cmds: (usize, usize), ending: Ending, tok: Option<Span>) {
        let (start, len) = (self.bufs.lists[list].start, self.bufs.lists[list].len);
        self.bufs.blocks.push(BigBlock::new(label, cmds, ending, tok, list, len));
        let id = self.bufs.blocks.len() - 1;
        let new_start = self.bufs.list_blocks.len();
        self.bufs.list_blocks.extend_from_within(start..start + len);
        self.bufs.list_blocks.push(id);
        self.bufs.lists[list].start = new_start;
        self.bufs.lists[list].len = len + 1;
    }

    /// The `i`-th big block of `list`.
    fn block_of(&self, list: ListId, i: usize) -> BlockId {
        self.bufs.list_blocks[self.bufs.lists[list].start + i]
    }

    /// boogie-output.md §4.2: a statement list to big blocks.
    fn build_list(&mut self, stmts: Vec<Stmt>, end: Span) -> ListId {
        let list = self.new_list(end);
        // The open big block: its label and where its commands start in `self.bufs.cmds`.
        let mut open: Option<(Option<Ident>, usize)> = None;
        for stmt in stmts {
            match stmt {
                Stmt::Label(l) => {
                    if let Some((label, from)) = open.take() {
                        self.close(list, label, from, Ending::None);
                    }
                    open = Some((Some(l.name), self.bufs.cmds.len()));
                }
                Stmt::If(i) => {
                    let (label, from) = open.take().unwrap_or((None, self.bufs.cmds.len()));
                    let cmds = (from, self.bufs.cmds.len());
                    let ending = self.build_if(*i);
                    self.close_with(list, label, cmds, ending);
                }
                Stmt::While(w) => {
                    let (label, from) = open.take().unwrap_or((None, self.bufs.cmds.len()));
                    let cmds = (from, self.bufs.cmds.len());
                    let WhileStmt { guard, specs, body, span, body_end } = *w;
                    let body = self.build_list(body, if body_end.is_none() { span } else { body_end });
                    self.close_with(list, label, cmds, Ending::While(Box::new(WhileEnd { guard, specs, body, span })));
                }
                Stmt::Break(br) => {
                    let (label, from) = open.take().unwrap_or((None, self.bufs.cmds.len()));
                    self.close(list, label, from, Ending::Break(Box::new(br)));
                }
                Stmt::Goto(g) => {
                    let (label, from) = open.take().unwrap_or((None, self.bufs.cmds.len()));
                    self.close(list, label, from, Ending::Goto(Box::new(g)));
                }
                Stmt::Return(r) => {
                    let (label, from) = open.take().unwrap_or((None, self.bufs.cmds.len()));
                    self.close(list, label, from, Ending::Return(r));
                }
                // The simple commands (`forms::blocks::is_simple`, which lists them exhaustively).
                simple => {
                    let simple = self.annotate_cmd(simple);
                    if open.is_none() {
                        open = Some((None, self.bufs.cmds.len()));
                    }
                    self.bufs.cmds.push(Some(simple));
                }
            }
        }
        if let Some((label, from)) = open.take() {
            self.close(list, label, from, Ending::None);
        }
        if self.bufs.lists[list].len == 0 {
            let none = (self.bufs.cmds.len(), self.bufs.cmds.len());
            self.push_block(list, None, none, Ending::None, Some(end));
        }
        self.finish_list(list);
        list
    }

    /// Closes the open big block, whose commands are `self.bufs.cmds[from..]`.
    fn close(&mut self, list: ListId, label: Option<Ident>, from: usize, ending: Ending) {
        let cmds = (from, self.bufs.cmds.len());
        self.close_with(list, label, cmds, ending);
    }

    /// Closes the open big block, whose commands are `self.bufs.cmds[cmds.0..cmds.1]`.
    fn close_with(&mut self, list: ListId, label: Option<Ident>, cmds: (usize, usize), ending: Ending) {
        let first = if cmds.0 < cmds.1 { self.bufs.cmds[cmds.0].as_ref() } else { None };
        let tok = if let Some(l) = &label {
            l.span
        } else if let Some(c) = first {
            stmt_span(c)
        } else {
            match &ending {
                Ending::None => self.bufs.lists[list].end,
                Ending::Goto(g) => g.span,
                Ending::Return(r) => r.span,
                Ending::Break(b) => b.span,
                Ending::While(w) => w.span,
                Ending::If(i) => self.bufs.links[i.links()].first().map(|l| l.span).unwrap_or(Span::NONE),
            }
        };
        self.push_block(list, label, cmds, ending, Some(tok));
    }

    fn build_if(&mut self, first: IfStmt) -> Ending {
        let base = self.bufs.link_stack.len();
        let mut else_ = None;
        let mut cur = Some(first);
        // A list ends at its closing `}` (the keyword for input without that position).
        let or = |end: Span, keyword: Span| if end.is_none() { keyword } else { end };
        while let Some(IfStmt { attrs, guard, then_branch, else_branch, span, then_end }) = cur.take() {
            let then = self.build_list(then_branch, or(then_end, span));
            self.bufs.link_stack.push(Link { attrs, guard, then, span });
            match else_branch {
                None => {}
                Some(ElseBranch::If(next)) => cur = Some(*next),
                Some(ElseBranch::Block { stmts, span, end }) => else_ = Some(self.build_list(stmts, or(end, span))),
            }
        }
        let from = self.bufs.links.len();
        self.bufs.links.extend(self.bufs.link_stack.drain(base..));
        Ending::If(IfEnd::new((from, self.bufs.links.len()), else_))
    }

    fn annotate_cmd(&mut self, stmt: Stmt) -> Stmt {
        match stmt {
            Stmt::Assert(mut a) => {
                if origin::find_origin(&a.attrs).is_none() {
                    let attrs = std::mem::take(&mut a.attrs);
                    a.attrs = origin::set_span_origin(attrs, OriginKind::Assertion, self.files, a.span, &mut self.ints);
                }
                Stmt::Assert(a)
            }
            Stmt::Call(mut c) => {
                if !origin::has_attr(&c.attrs, origin::POS) {
                    c.attrs.extend(origin::span_attr(self.files, origin::POS, c.span));
                }
                Stmt::Call(c)
            }
            Stmt::Unpack(mut u) => {
                if !origin::has_attr(&u.attrs, origin::POS) {
                    u.attrs.extend(origin::span_attr(self.files, origin::POS, u.span));
                }
                Stmt::Unpack(u)
            }
            other => other,
        }
    }

    /// §4.2 pre-pass: a loop body whose last big block ends in a `while` gets an extra empty,
    /// token-less big block (so a `break` of the inner loop has a target).
    fn inject_loop_exits(&mut self, list: ListId) {
        for i in 0..self.bufs.lists[list].len {
            let id = self.block_of(list, i);
            let is_while = matches!(self.bufs.blocks[id].ending, Ending::While(_));
            let mut j = 0;
            while let Some(n) = self.nested(id, j) {
                j += 1;
                self.inject_loop_exits(n);
                if is_while {
                    let len = self.bufs.lists[n].len;
                    if len > 0 && matches!(self.bufs.blocks[self.block_of(n, len - 1)].ending, Ending::While(_)) {
                        let none = (self.bufs.cmds.len(), self.bufs.cmds.len());
                        self.append_block(n, None, none, Ending::None, None);
                    }
                }
            }
        }
    }

    /// The `j`-th statement list nested in big block `id` (a loop body; the branches of an
    /// `if` chain, then its `else`), none past the last.
    fn nested(&self, id: BlockId, j: usize) -> Option<ListId> {
        match &self.bufs.blocks[id].ending {
            Ending::While(w) => (j == 0).then_some(w.body),
            Ending::If(i) => match self.bufs.links[i.links()].get(j) {
                Some(l) => Some(l.then),
                None => i.else_().filter(|_| j == i.links().len()),
            },
            Ending::None | Ending::Goto(_) | Ending::Return(_) | Ending::Break(_) => None,
        }
    }

    /// §4.3 step 1.
    fn compute_prefix(&mut self) {
        for b in &self.bufs.blocks {
            if let Some(l) = &b.label {
                if l.name.starts_with(self.prefix.as_str()) {
                    let next = l.name.as_bytes().get(self.prefix.len()).copied();
                    let digit = if next == Some(b'0') { "1" } else { "0" };
                    self.prefix = concat_name(&self.prefix, digit);
                }
            }
        }
    }

    /// §4.3 step 2: anonymous big blocks numbered in pre-order.
    fn name_list(&mut self, list: ListId) {
        for i in 0..self.bufs.lists[list].len {
            let id = self.block_of(list, i);
            self.bufs.names[id] = match &self.bufs.blocks[id].label {
                Some(l) => l.name.clone(),
                None => {
                    let n = numbered(&self.prefix, self.counter);
                    self.counter += 1;
                    n
                }
            };
            let mut j = 0;
            while let Some(n) = self.nested(id, j) {
                j += 1;
                self.name_list(n);
            }
        }
    }

    /// Upper bounds of the statements and of the blocks `emit_list` writes, close to their
    /// numbers (the output vector is reserved at this size: the allocator faults in such
    /// vectors whole, see the `allocator` crate, so room never used would cost memory). Each
    /// big block gives a block: a label, its commands and a transfer; what `emit_if` and
    /// `emit_while` add besides is counted as they add it. Too small a bound only makes
    /// the vectors grow.
    fn emitted_bound(&self) -> (usize, usize) {
        let labelled = |list: ListId| self.bufs.blocks[self.block_of(list, 0)].label.is_some();
        let mut n = self.bufs.cmds.len() + 2 * self.bufs.blocks.len();
        // The blocks emitted: one per big block, and one for each block of its own below.
        let mut blocks = self.bufs.blocks.len();
        for block in &self.bufs.blocks {
            match &block.ending {
                Ending::If(i) => {
                    let links = &self.bufs.links[i.links()];
                    for (k, link) in links.iter().enumerate() {
                        let g = usize::from(link.guard.is_some());
                        // The guard's `assume`: in the first then-block, or in a block of its own.
                        let own = |list| usize::from(labelled(list)) * g;
                        n += g + 2 * own(link.then);
                        blocks += own(link.then);
                        match i.else_() {
                            // The else branch's first block, or a block of its own before it.
                            Some(e) if k + 1 == links.len() => {
                                n += g + 2 * own(e);
                                blocks += own(e);
                            }
                            // An `_Else` block: label, the negated guard, a jump.
                            _ => {
                                n += 2 + g;
                                blocks += 1;
                            }
                        }
                    }
                }
                Ending::While(w) => {
                    let g = usize::from(w.guard.is_some());
                    let own = usize::from(labelled(w.body)) * g;
                    // `_LoopHead` (label, specifications, jump), the body's guard, `_LoopDone`.
                    n += 2 + w.specs.len() + g + 2 * own + 2 + g;
                    blocks += 2 + own;
                }
                Ending::None | Ending::Goto(_) | Ending::Return(_) | Ending::Break(_) => {}
            }
        }
        (n, blocks)
    }

    /// The blocks of the emitted body, when its labels are distinct, as they are when the
    /// labels the user wrote are (the generated ones are numbered apart from those, §4.3):
    /// `None` if two user labels are equal (a later pass then finds the blocks itself, and
    /// reports the duplicate).
    fn emitted_blocks(&mut self, labelled: bool) -> Known {
        // The user's labels (the names this pass makes contain no `#` and start with the
        // prefix, which is no name `desugar-specs` takes): distinct? plain (`FlatBlocks::labels_plain`)?
        // Without labels in the body (`labelled`), the big blocks are not searched for them.
        let plain = |n: &str| !has_hash(n) && n != ENTRY && n != EXIT;
        let searched: &[BigBlock] = if labelled { &self.bufs.blocks } else { &[] };
        let mut user = searched.iter().filter_map(|b| b.label.as_ref().map(|l| l.name.as_str()));
        let (distinct, labels_plain) = match (user.next(), user.next()) {
            (Some(_), Some(_)) => {
                let mut seen = FxHashSet::default();
                let user = searched.iter().filter_map(|b| b.label.as_ref().map(|l| l.name.as_str()));
                (user.clone().all(|l| seen.insert(l)), user.into_iter().all(plain))
            }
            (Some(l), None) => (true, plain(l)),
            (None, _) => (true, true),
        };
        let label_at = std::mem::take(&mut self.label_at);
        let end_at = std::mem::take(&mut self.end_at);
        let labels = std::mem::take(&mut self.labels);
        let (succ_off, succ) = (std::mem::take(&mut self.succ_off), std::mem::take(&mut self.succ));
        if !distinct {
            return None;
        }
        // The targets of the last blocks never found among the next two.
        self.bufs.far.extend(self.bufs.waiting.drain(..).map(|(slot, _, name)| (slot, name)));
        let fb = FlatBlocks::of_recorded(label_at, end_at, succ_off, succ, &labels, &self.bufs.far).map(|mut fb| {
            fb.labels_plain = labels_plain;
            fb
        });
        debug_assert!(fb.as_ref().is_none_or(|fb| fb.describes(&self.out)), "unstructure recorded blocks that are not its output's");
        fb
    }

    /// Block `k`, labelled `name`, is being emitted: the targets of the two blocks before it
    /// that name it take it (the labels are distinct when the blocks are handed on); those
    /// of the block two before that do not are looked up by name at the end (`far`). As
    /// [`FlatBlocks::new`] finds them, without reading the body again.
    fn resolve(&mut self, k: u32, name: &Name) {
        let Bufs { waiting, far, .. } = &mut self.bufs;
        let mut i = 0;
        while i < waiting.len() {
            let (slot, b, target) = &waiting[i];
            if target == name {
                self.succ[*slot as usize] = k;
                waiting.swap_remove(i);
            } else if k >= b + 2 {
                let (slot, _, target) = waiting.swap_remove(i);
                far.push((slot, target));
            } else {
                i += 1;
            }
        }
    }

    fn take_number(&mut self) -> Name {
        let p = numbered(&self.prefix, self.counter);
        self.counter += 1;
        p
    }

    /// succ(B): the next big block of its list, else the list's `succ_after`.
    fn succ(&self, id: BlockId) -> Option<Name> {
        let b = &self.bufs.blocks[id];
        let list = &self.bufs.lists[b.list()];
        if b.index() + 1 < list.len {
            Some(self.bufs.names[self.bufs.list_blocks[list.start + b.index() + 1]].clone())
        } else {
            list.succ_after.clone()
        }
    }

    /// Where control goes after B falls through: run-off of its list when B is last, else succ(B).
    fn continue_after(&self, id: BlockId) -> Option<Name> {
        let b = &self.bufs.blocks[id];
        let list = &self.bufs.lists[b.list()];
        if b.index() + 1 == list.len {
            if let Some(r) = &list.run_off {
                return Some(r.clone());
            }
        }
        self.succ(id)
    }

    /// Emits one block `name: cmds; goto targets` or `...; return`.
    fn emit(&mut self, name: Name, tok: Option<Span>, cmds: Cmds, transfer: Transfer) {
        let label_span = tok.unwrap_or(Span::NONE);
        let k = self.labels.len() as u32;
        if !self.bufs.waiting.is_empty() {
            self.resolve(k, &name);
        }
        self.label_at.push(self.out.len() as u32);
        self.labels.push(name.clone());
        self.out.push(Stmt::Label(LabelStmt { name: Ident { name, span: label_span }, span: label_span }));
        let Cmds { pre, range: (from, to), list } = cmds;
        self.out.extend(pre);
        for c in &mut self.bufs.cmds[from..to] {
            if let Some(c) = c.take() {
                self.out.push(c);
            }
        }
        self.out.extend(list);
        let files = self.files;
        let stmt = match transfer {
            Transfer::Goto { attrs, labels, span } => {
                for t in &labels {
                    self.bufs.waiting.push((self.succ.len() as u32, k, t.name.clone()));
                    self.succ.push(u32::MAX);
                }
                let attrs = keep_or_set(attrs, origin::BLOCK_AT, files, tok);
                Stmt::Goto(GotoCmd { attrs, labels, span })
            }
            Transfer::Return { mut attrs, tok: ret } => {
                // Room for both position attributes at once (a push would reallocate).
                if attrs.is_empty() {
                    attrs.reserve_exact(2);
                }
                let attrs = keep_or_set(attrs, origin::BLOCK_AT, files, tok);
                let attrs = keep_or_set(attrs, origin::RETURN_AT, files, Some(ret));
                Stmt::Return(ReturnCmd { attrs, span: ret })
            }
        };
        self.succ_off.push(self.succ.len() as u32);
        self.end_at.push(self.out.len() as u32);
        self.out.push(stmt);
    }

    /// A jump to `target`, or a return at `ret_tok` when there is none.
    fn jump(target: Option<Name>, ret_tok: Span, span: Span) -> Transfer {
        match target {
            Some(t) => Transfer::Goto { attrs: Attrs::new(), labels: idents([t], span), span },
            None => Transfer::Return { attrs: Attrs::new(), tok: ret_tok },
        }
    }

    fn emit_list(&mut self, list: ListId) -> Result<(), PassErrors> {
        for i in 0..self.bufs.lists[list].len {
            let id = self.block_of(list, i);
            self.emit_block(id)?;
        }
        Ok(())
    }

    fn emit_block(&mut self, id: BlockId) -> Result<(), PassErrors> {
        let name = self.bufs.names[id].clone();
        let tok = self.bufs.blocks[id].tok;
        let cmds = Cmds { pre: self.bufs.blocks[id].pre.take().map(|p| *p), range: { let (a, z) = self.bufs.blocks[id].cmds; (a as usize, z as usize) }, list: Vec::new() };
        let ending = std::mem::replace(&mut self.bufs.blocks[id].ending, Ending::None);
        match ending {
            Ending::Goto(g) => {
                let GotoCmd { attrs, labels, span } = *g;
                let mut labels = labels;
                for l in &mut labels {
                    l.span = span;
                }
                self.emit(name, tok, cmds, Transfer::Goto { attrs, labels, span });
            }
            Ending::Return(r) => {
                let ReturnCmd { attrs, span } = r;
                self.emit(name, tok, cmds, Transfer::Return { attrs, tok: span });
            }
            Ending::None => {
                let list_end = self.bufs.lists[self.bufs.blocks[id].list()].end;
                let target = self.continue_after(id);
                self.emit(name, tok, cmds, Self::jump(target, list_end, list_end));
            }
            Ending::Break(br) => {
                let BreakStmt { label, span } = *br;
                let target_block = match &label {
                    None => self.bufs.enclosing.iter().rev().find(|(_, is_loop)| *is_loop).map(|(b, _)| *b),
                    Some(l) => self
                        .bufs
                        .enclosing
                        .iter()
                        .rev()
                        .find(|(b, _)| self.bufs.blocks[*b].label.as_ref().is_some_and(|bl| bl.name == l.name))
                        .map(|(b, _)| *b),
                };
                let Some(target_block) = target_block else {
                    return Err(vec![PassError::new(span, "break statement is not inside a loop or labelled statement")]);
                };
                let target = self.succ(target_block);
                self.emit(name, tok, cmds, Self::jump(target, span, span));
            }
            Ending::While(w) => self.emit_while(id, name, tok, cmds, *w)?,
            Ending::If(i) => self.emit_if(id, name, tok, cmds, i)?,
        }
        Ok(())
    }

    fn emit_while(&mut self, id: BlockId, name: Name, tok: Option<Span>, cmds: Cmds, w: WhileEnd) -> Result<(), PassErrors> {
        let WhileEnd { guard, specs, body, span } = w;
        let p = self.take_number();
        let head = concat_name(&p, "_LoopHead");
        let body_name = concat_name(&p, "_LoopBody");
        let done = concat_name(&p, "_LoopDone");
        let first = self.block_of(body, 0);
        let mut separate_body = false;
        let body_entry = if self.bufs.blocks[first].label.is_none() {
            self.bufs.names[first] = body_name.clone();
            if let Some(g) = &guard {
                self.bufs.blocks[first].pre = Some(Box::new(partition_assume(g.clone(), span)));
            }
            body_name.clone()
        } else if guard.is_some() {
            separate_body = true;
            body_name.clone()
        } else {
            self.bufs.names[first].clone()
        };
        self.emit(name, tok, cmds, Transfer::Goto { attrs: Attrs::new(), labels: idents([head.clone()], span), span });
        let mut head_cmds = Vec::new();
        let mut measures = Vec::new();
        for s in specs {
            match s {
                LoopSpec::Invariant(Contract { free, attrs, expr, span: inv_span }) => {
                    if free {
                        head_cmds.push(Stmt::Assume(AssumeCmd { attrs, expr, span: inv_span }));
                    } else {
                        let attrs = if origin::find_origin(&attrs).is_some() {
                            attrs
                        } else {
                            origin::set_span_origin(attrs, OriginKind::Invariant, self.files, inv_span, &mut self.ints)
                        };
                        head_cmds.push(Stmt::Assert(AssertCmd { attrs, expr, span: inv_span }));
                    }
                }
                // After the invariants (as Boogie orders them); checked by
                // `desugar-measures`. A free measure is never checked.
                LoopSpec::Measure(m) => {
                    if !m.free {
                        measures.push(Stmt::Measure(MeasureCmd { attrs: m.attrs, exprs: m.exprs, span: m.span }));
                    }
                }
            }
        }
        head_cmds.append(&mut measures);
        self.emit(
            head,
            Some(span),
            Cmds::list(head_cmds),
            Transfer::Goto { attrs: Attrs::new(), labels: idents([done.clone(), body_entry], span), span },
        );
        if separate_body {
            let g = Cmds::pre(guard.clone().map(|g| partition_assume(g, span)));
            let target = self.bufs.names[first].clone();
            self.emit(body_name, Some(span), g, Transfer::Goto { attrs: Attrs::new(), labels: idents([target], span), span });
        }
        self.bufs.lists[body].succ_after = Some(self.bufs.names[id].clone());
        self.bufs.lists[body].run_off = Some(concat_name(&p, "_LoopHead"));
        self.bufs.enclosing.push((id, true));
        self.emit_list(body)?;
        self.bufs.enclosing.pop();
        let done_cmds = Cmds::pre(guard.map(|g| partition_assume(negate(g), span)));
        let target = self.continue_after(id);
        self.emit(done, Some(span), done_cmds, Self::jump(target, span, span));
        Ok(())
    }

    fn emit_if(&mut self, id: BlockId, name: Name, tok: Option<Span>, cmds: Cmds, i: IfEnd) -> Result<(), PassErrors> {
        let (links, else_) = (i.links(), i.else_());
        let n_links = links.len();
        let list = self.bufs.blocks[id].list();
        let is_last = self.bufs.blocks[id].index() + 1 == self.bufs.lists[list].len;
        let branch_succ = self.succ(id);
        let branch_run_off = if is_last { self.bufs.lists[list].run_off.clone() } else { None };
        let mut jump_block: (Name, Option<Span>, Cmds) = (name, tok, cmds);
        let mut prev_guard: Option<Option<Expr>> = None;
        for k in 0..n_links {
            let link = &mut self.bufs.links[links.start + k];
            let (attrs, guard, then, span) = (std::mem::take(&mut link.attrs), link.guard.take(), link.then, link.span);
            let p = self.take_number();
            let then_name = concat_name(&p, "_Then");
            let else_name = concat_name(&p, "_Else");
            if let Some(pg) = prev_guard.take() {
                // The jump block of link k > 0 is the previous link's `_Else`.
                let cmds = Cmds::pre(pg.map(|g| partition_assume(negate(g), span)));
                jump_block.1 = Some(span);
                jump_block.2 = cmds;
            }
            // Then target.
            let first_then = self.block_of(then, 0);
            let mut separate_then = false;
            let then_target = if self.bufs.blocks[first_then].label.is_none() {
                self.bufs.names[first_then] = then_name.clone();
                if let Some(g) = &guard {
                    self.bufs.blocks[first_then].pre = Some(Box::new(partition_assume(g.clone(), span)));
                }
                then_name.clone()
            } else if guard.is_some() {
                separate_then = true;
                then_name.clone()
            } else {
                self.bufs.names[first_then].clone()
            };
            // Else target.
            let last = k + 1 == n_links;
            let mut separate_else = false;
            let else_target = match (last, else_) {
                (true, Some(e)) => {
                    let first_else = self.block_of(e, 0);
                    if self.bufs.blocks[first_else].label.is_none() {
                        self.bufs.names[first_else] = else_name.clone();
                        if let Some(g) = &guard {
                            self.bufs.blocks[first_else].pre = Some(Box::new(partition_assume(negate(g.clone()), span)));
                        }
                        else_name.clone()
                    } else if guard.is_some() {
                        separate_else = true;
                        else_name.clone()
                    } else {
                        self.bufs.names[first_else].clone()
                    }
                }
                (true, None) | (false, _) => else_name.clone(),
            };
            let (jname, jtok, jcmds) = std::mem::replace(&mut jump_block, (else_name.clone(), None, Cmds::pre(None)));
            self.emit(jname, jtok, jcmds, Transfer::Goto { attrs, labels: idents([then_target, else_target], span), span });
            if separate_then {
                let g = Cmds::pre(guard.clone().map(|g| partition_assume(g, span)));
                let target = self.bufs.names[first_then].clone();
                self.emit(then_name, Some(span), g, Transfer::Goto { attrs: Attrs::new(), labels: idents([target], span), span });
            }
            self.bufs.lists[then].succ_after = branch_succ.clone();
            self.bufs.lists[then].run_off = branch_run_off.clone();
            self.bufs.enclosing.push((id, false));
            self.emit_list(then)?;
            self.bufs.enclosing.pop();
            if last {
                match else_ {
                    Some(e) => {
                        if separate_else {
                            let g = Cmds::pre(guard.clone().map(|g| partition_assume(negate(g), span)));
                            let first_else = self.block_of(e, 0);
                            let target = self.bufs.names[first_else].clone();
                            self.emit(else_name, Some(span), g, Transfer::Goto { attrs: Attrs::new(), labels: idents([target], span), span });
                        }
                        self.bufs.lists[e].succ_after = branch_succ.clone();
                        self.bufs.lists[e].run_off = branch_run_off.clone();
                        self.bufs.enclosing.push((id, false));
                        self.emit_list(e)?;
                        self.bufs.enclosing.pop();
                    }
                    None => {
                        let g = Cmds::pre(guard.clone().map(|g| partition_assume(negate(g), span)));
                        let target = self.continue_after(id);
                        self.emit(else_name, Some(span), g, Self::jump(target, span, span));
                    }
                }
            }
            prev_guard = Some(guard);
        }
        Ok(())
    }
}

/// The statements of an emitted block: `pre`, then the commands `Builder::cmds[range.0..range.1]`,
/// then `list`.
struct Cmds {
    pre: Option<Stmt>,
    range: (usize, usize),
    list: Vec<Stmt>,
}

impl Cmds {
    /// At most one statement.
    fn pre(pre: Option<Stmt>) -> Cmds {
        Cmds { pre, range: (0, 0), list: Vec::new() }
    }

    fn list(list: Vec<Stmt>) -> Cmds {
        Cmds { pre: None, range: (0, 0), list }
    }
}

enum Transfer {
    /// The targets carry the transfer's span.
    Goto { attrs: Attrs, labels: SmallVec<[Ident; 1]>, span: Span },
    Return { attrs: Attrs, tok: Span },
}

/// Goto targets, all with the transfer's span.
fn idents<const N: usize>(names: [Name; N], span: Span) -> SmallVec<[Ident; 1]> {
    names.into_iter().map(|name| Ident { name, span }).collect()
}

/// `a` followed by `b`.
fn concat_name(a: &str, b: &str) -> Name {
    boogie_ast::text::concat(&[a, b])
}

/// `prefix` followed by `k` in decimal (`anon12`).
fn numbered(prefix: &str, k: usize) -> Name {
    boogie_ast::text::with_decimal(&[prefix], k as u64)
}

/// `attrs` unchanged if it has `key`, else with `key` set to the position of `tok` (in place:
/// the same as `with_pos`, since there is nothing to remove).
fn keep_or_set(mut attrs: Attrs, key: &'static str, files: &Files, tok: Option<Span>) -> Attrs {
    if !origin::has_attr(&attrs, key) {
        if let Some(a) = tok.and_then(|s| origin::span_attr(files, key, s)) {
            if attrs.capacity() == 0 {
                // Exactly one attribute (a growing vector would allocate room for four).
                return thin_vec![a];
            }
            attrs.push(a);
        }
    }
    attrs
}

fn partition_assume(e: Expr, span: Span) -> Stmt {
    Stmt::Assume(AssumeCmd { attrs: thin_vec![flag_attr("partition")], expr: e, span })
}

/// `!e`.
pub fn negate(e: Expr) -> Expr {
    let span = e.span;
    Expr { kind: ExprKind::Unary { op: UnaryOp::Not, arg: Box::new(e) }, span }
}

/// The token of a simple command (boogie-output.md §3.3).
pub fn stmt_span(s: &Stmt) -> Span {
    match s {
        Stmt::Label(x) => x.span,
        Stmt::Assert(x) => x.span,
        Stmt::Assume(x) => x.span,
        Stmt::Havoc(x) => x.span,
        Stmt::Assign(x) => x.span,
        Stmt::Call(x) => x.span,
        Stmt::ParCall(x) => x.span,
        Stmt::Unpack(x) => x.span,
        Stmt::HideReveal(x) => x.span,
        Stmt::ChangeScope(x) => x.span,
        Stmt::Measure(x) => x.span,
        Stmt::If(x) => x.span,
        Stmt::While(x) => x.span,
        Stmt::Break(x) => x.span,
        Stmt::Goto(x) => x.span,
        Stmt::Return(x) => x.span,
    }
}
