//! Inlines calls to procedures marked `{:inline N}` (Boogie's default inlining mode,
//! boogie-language.md §4.5, boogie-output.md §4.6).
//!
//! Requires: `Unstructured`. Produces: `Unstructured`.
//!
//! A procedure (or its implementation) with `{:inline N}`, `N` a positive integer, is
//! inlined at every call up to `N` levels of nesting of itself; a call below that depth
//! becomes `assume false`. Such implementations are not verified on their own (vcgen).
//! For the n-th inlining of P while processing one implementation (n from 0), with
//! prefix `inline$P$n$`:
//! - the block holding the call is split: the part before the call keeps its label and
//!   jumps to `inline$P$n$Entry`; the rest is `LABEL$k` (the k-th split of that block),
//!   with the original block's transfer and token;
//! - `inline$P$n$Entry` (token: the callee implementation's name) assigns the arguments
//!   to copies of the formals, snapshots the globals read under `old` in the callee,
//!   havocs the copies of the outputs and locals (assuming their where clauses), then
//!   asserts the non-free `requires` (origin `precondition` at the call; assumed for
//!   free ones or a `free call`);
//! - the callee's blocks follow as `inline$P$n$LABEL`, variables renamed, `old(e)` reading
//!   the snapshots, each `return` jumping to `inline$P$n$Return`;
//! - `inline$P$n$Return` (same token) asserts the non-free `ensures` (origin
//!   `postcondition` at the call), assigns the output copies to the call's targets and
//!   jumps to the continuation.
//!
//! Calls inside inlined code are inlined in turn. Calls in the blocks of a code expression
//! (`|{ var l: bool; A: call l := P(); return l; }|`) are inlined the same way inside the
//! expression: its block list grows, the copies of the callee's variables become locals
//! of the code expression, and each `return e` stays at the end of its block's last
//! piece.
//!
//! A polymorphic procedure is inlined at the instantiation of the call: its type
//! parameters are matched against the declared types of the variables the call passes
//! and receives (and of literal arguments), and the copies of its variables, its body and
//! its specification get those types. A call whose instantiation is not determined so (an
//! argument such as `Empty()` whose type only its context gives, or types written through
//! a synonym on one side only), procedures without an implementation and `{:inline}`
//! without a positive integer are called as usual.

use std::collections::{BTreeSet, HashMap};

use boogie_ast::forms::{join_blocks, split_blocks, Block, Transfer};
use boogie_ast::pass::schedule::run_per_implementation;
use boogie_ast::pass::{Globals, ImplCx, ImplPass, NameGen, Pass, PassCx, PassError, PassErrors};
use boogie_ast::{
    AssertCmd, AssignCmd, AssumeCmd, Attribute, Attrs, CallCmd, CodeExpr, Decl, Expr, ExprKind, Files, Folder, Form,
    GotoCmd, HavocCmd, Ident, ImplementationDecl, Lhs, Literal, Name, ProcedureDecl, Program, ReturnCmd, Span, Spec,
    SpecBlock, SpecTransfer, Stmt, Type, TypeKind, Variable, Visitor, thin_vec,
};

use crate::cmds::map_exprs_owned;
use crate::expr::{for_each_free_var, lit_false, subst, var, Subst};
use boogie_ast::origin::{self, Origin, OriginKind, Pos};
use crate::scope::names_for;

/// The `inline` pass.
pub struct Inline;

impl Pass for Inline {
    fn name(&self) -> &'static str {
        "inline"
    }
    fn description(&self) -> &'static str {
        "calls to {:inline N} procedures replaced by their implementation, N levels deep, then assume false"
    }
    fn requires(&self) -> Form {
        Form::Unstructured
    }
    fn produces(&self) -> Form {
        Form::Unstructured
    }
    fn run(&self, program: Program, _cx: &mut PassCx) -> Result<Program, PassErrors> {
        inline_calls(program)
    }
    /// Nothing to inline: no procedure or implementation is marked `{:inline}` (the passes
    /// before this one change no such attribute; a procedure declared with a body becomes an
    /// implementation only in `unstructure`).
    fn leaves_unchanged(&self, program: &Program) -> bool {
        !program.decls.iter().any(|d| match d {
            Decl::Procedure(p) => inline_depth(&p.attrs).is_some(),
            Decl::Implementation(i) => inline_depth(&i.attrs).is_some(),
            _ => false,
        })
    }
}

/// Houdini's inlining (Boogie's `-inlineDepth:N` with `-contractInfer`, after [`Inline`]
/// has inlined the `{:inline N}` procedures): every call to a
/// procedure that has an implementation is inlined, whatever its attributes, while fewer
/// than `depth` inlined calls enclose it; a deeper call stays a call (its specification).
/// The inlined callee's non-free `ensures` are assumed at its return, not checked (Boogie
/// marks them `{:InlineAssume}`): each implementation is still verified on its own, which
/// checks them.
pub struct InlineToDepth {
    pub depth: usize,
}

impl Pass for InlineToDepth {
    fn name(&self) -> &'static str {
        "inline-to-depth"
    }
    fn description(&self) -> &'static str {
        "calls to every implemented procedure inlined while fewer than N inlined calls enclose them (Houdini's -inlineDepth)"
    }
    fn requires(&self) -> Form {
        Form::Unstructured
    }
    fn produces(&self) -> Form {
        Form::Unstructured
    }
    fn run(&self, program: Program, _cx: &mut PassCx) -> Result<Program, PassErrors> {
        let callees = all_callees(&program);
        if callees.is_empty() || self.depth == 0 {
            return Ok(program);
        }
        run_per_implementation(&InlineInto { callees: &callees, global: Some(self.depth) }, program, &mut PassCx::new())
    }
}

/// Every implementation (the first of each procedure), for [`InlineToDepth`].
fn all_callees(program: &Program) -> HashMap<Name, Callee> {
    let procs: HashMap<&str, &ProcedureDecl> =
        program.decls.iter().filter_map(|d| if let Decl::Procedure(p) = d { Some((p.name.name.as_str(), p)) } else { None }).collect();
    let mut out = HashMap::new();
    for d in &program.decls {
        let Decl::Implementation(imp) = d else { continue };
        let Some(p) = procs.get(imp.name.name.as_str()) else { continue };
        if !out.contains_key(&imp.name.name) && !shadows_type_params(p, imp) {
            out.insert(imp.name.name.clone(), Callee { proc: (*p).clone(), imp: imp.clone(), depth: usize::MAX });
        }
    }
    out
}

/// An inlinable procedure: its declaration, its (first) implementation and its depth.
struct Callee {
    proc: ProcedureDecl,
    imp: ImplementationDecl,
    depth: usize,
}

/// The callee's variables copied into the caller for one inlined call (see `copy_vars`).
struct CalleeVars {
    /// The implementation's formals and locals → their copies.
    rename: HashMap<Name, Expr>,
    /// The procedure's formals → the copies of the implementation's.
    proc_rename: HashMap<Name, Expr>,
    ins: Vec<Name>,
    outs: Vec<Name>,
    /// The copies of the out-parameters and locals, havocked at entry, with their where clauses.
    havocked: Vec<(Name, Option<Expr>)>,
}

/// The depth `N` of `{:inline N}` in `attrs`.
fn inline_depth(attrs: &[Attribute]) -> Option<Option<usize>> {
    let a = attrs.iter().find(|a| a.key == "inline")?;
    Some(match a.args.first_expr() {
        Some(Expr { kind: ExprKind::Lit(Literal::Int(d)), .. }) => d.parse().ok(),
        _ => None,
    })
}

/// Library entry point of the pass.
pub fn inline_calls(program: Program) -> Result<Program, PassErrors> {
    let callees = callees(&program);
    if callees.is_empty() {
        return Ok(program);
    }
    run_per_implementation(&InlineInto { callees: &callees, global: None }, program, &mut PassCx::new())
}

/// The calls of every implementation to the procedures of `callees` inlined (the pass, once
/// the whole program has given the callees).
struct InlineInto<'c> {
    callees: &'c HashMap<Name, Callee>,
    /// [`InlineToDepth`]'s depth (`None`: the `{:inline N}` depths).
    global: Option<usize>,
}

impl ImplPass for InlineInto<'_> {
    fn run_impl(&self, imp: ImplementationDecl, globals: &Globals<'_>, cx: &mut ImplCx<'_>) -> Result<ImplementationDecl, PassErrors> {
        inline_impl(imp, self.callees, self.global, globals, cx.files)
    }
}

/// The implementations to inline, by name.
fn callees(program: &Program) -> HashMap<Name, Callee> {
    let mut procs: HashMap<&str, &ProcedureDecl> = HashMap::new();
    for d in &program.decls {
        if let Decl::Procedure(p) = d {
            procs.insert(p.name.name.as_str(), p);
        }
    }
    let mut callees: HashMap<Name, Callee> = HashMap::new();
    for d in &program.decls {
        let Decl::Implementation(imp) = d else { continue };
        let Some(p) = procs.get(imp.name.name.as_str()) else { continue };
        let depth = match (inline_depth(&imp.attrs), inline_depth(&p.attrs)) {
            (Some(d), _) | (None, Some(d)) => d,
            (None, None) => continue,
        };
        if callees.contains_key(&imp.name.name) || shadows_type_params(p, imp) {
            continue;
        }
        if let Some(depth) = depth {
            callees.insert(imp.name.name.clone(), Callee { proc: (*p).clone(), imp: imp.clone(), depth });
        }
    }
    callees
}

fn calls_callee(stmts: &[Stmt], callees: &HashMap<Name, Callee>) -> bool {
    stmts.iter().any(|s| matches!(s, Stmt::Call(c) if callees.contains_key(&c.callee.name)))
}

/// Whether a code expression somewhere in `stmts` calls one of `callees`.
fn code_calls_callee(stmts: &[Stmt], callees: &HashMap<Name, Callee>) -> bool {
    struct Find<'a> {
        callees: &'a HashMap<Name, Callee>,
        found: bool,
    }
    impl Visitor for Find<'_> {
        fn visit_code_expr(&mut self, node: &CodeExpr) {
            self.found |= node.blocks.iter().any(|b| calls_callee(&b.cmds, self.callees));
            boogie_ast::walk_code_expr(self, node);
        }
    }
    let mut find = Find { callees, found: false };
    for s in stmts {
        find.visit_stmt(s);
    }
    find.found
}

/// Inlines the calls of every code expression it folds (innermost first).
struct CodeInliner<'c, 'a> {
    cx: &'c mut Cx<'a>,
}

impl Folder for CodeInliner<'_, '_> {
    fn fold_code_expr(&mut self, node: CodeExpr) -> CodeExpr {
        let node = boogie_ast::fold_code_expr(self, node);
        self.cx.code_expr(node)
    }
}

struct Cx<'a> {
    callees: &'a HashMap<Name, Callee>,
    globals: &'a Globals<'a>,
    files: &'a Files,
    names: NameGen,
    new_locals: Vec<Variable>,
    /// Inlinings of each procedure so far in this implementation.
    count: HashMap<Name, usize>,
    /// The procedures being inlined, innermost last.
    stack: Vec<Name>,
    /// [`InlineToDepth`]'s depth.
    global: Option<usize>,
    /// The labels and variables of the implementation before inlining that start with
    /// `inline$`.
    existing: Vec<Name>,
    /// Declared types of the implementation's formals and locals (the copies made by
    /// inlining are added as they are made): the type arguments of a call to a
    /// polymorphic procedure are read off them.
    types: HashMap<Name, Type>,
}

fn inline_impl(
    mut imp: ImplementationDecl,
    callees: &HashMap<Name, Callee>,
    global: Option<usize>,
    globals: &Globals<'_>,
    files: &Files,
) -> Result<ImplementationDecl, PassErrors> {
    let in_code = code_calls_callee(&imp.body.stmts, callees);
    if !in_code && !calls_callee(&imp.body.stmts, callees) {
        return Ok(imp);
    }
    let blocks = split_blocks(std::mem::take(&mut imp.body.stmts))
        .map_err(|m| vec![PassError::new(imp.span, format!("implementation {}: {m}", imp.name.name))])?;
    let mut cx = Cx {
        callees,
        globals,
        files,
        names: names_for(globals, &imp),
        new_locals: Vec::new(),
        count: HashMap::new(),
        stack: Vec::new(),
        global,
        existing: blocks
            .iter()
            .map(|b| &b.label.name)
            .chain(imp.body.locals.iter().map(|v| &v.name.name))
            .filter(|n| n.starts_with("inline$"))
            .cloned()
            .collect(),
        types: imp.ins.iter().chain(&imp.outs).chain(&imp.body.locals).map(|v| (v.name.name.clone(), v.ty.clone())).collect(),
    };
    let blocks = cx.blocks(blocks);
    imp.body.locals.append(&mut cx.new_locals);
    let mut stmts = join_blocks(blocks);
    if in_code {
        let mut inliner = CodeInliner { cx: &mut cx };
        stmts = stmts.into_iter().map(|s| map_exprs_owned(s, &mut |e| inliner.fold_expr(e))).collect();
    }
    imp.body.stmts = stmts;
    Ok(imp)
}

fn goto(label: Name, attrs: Attrs) -> Transfer {
    Transfer::Goto(GotoCmd { attrs, labels: boogie_ast::smallvec![Ident { name: label, span: Span::NONE }], span: Span::NONE })
}


fn assume(expr: Expr) -> Stmt {
    Stmt::Assume(AssumeCmd { attrs: Attrs::new(), expr, span: Span::NONE })
}

impl Cx<'_> {
    /// Inlines the calls of a code expression's blocks; the copies of variables become its
    /// locals. Blocks keep their order, so the k-th `return` of the result is the k-th of
    /// the input.
    fn code_expr(&mut self, c: CodeExpr) -> CodeExpr {
        if !c.blocks.iter().any(|b| calls_callee(&b.cmds, self.callees)) {
            return c;
        }
        let CodeExpr { mut locals, blocks } = c;
        let mut returns = std::collections::VecDeque::new();
        let blocks: Vec<Block> = blocks
            .into_iter()
            .map(|b| {
                let transfer = match b.transfer {
                    SpecTransfer::Goto(g) => Transfer::Goto(g),
                    SpecTransfer::Return { attrs, expr, span } => {
                        returns.push_back(expr);
                        Transfer::Return(ReturnCmd { attrs, span })
                    }
                };
                Block { label: b.label, cmds: b.cmds, transfer }
            })
            .collect();
        let outer = std::mem::take(&mut self.new_locals);
        let blocks = self.blocks(blocks);
        locals.append(&mut self.new_locals);
        self.new_locals = outer;
        let blocks = blocks
            .into_iter()
            .map(|b| {
                let transfer = match b.transfer {
                    Transfer::Goto(g) => SpecTransfer::Goto(g),
                    Transfer::Return(r) => SpecTransfer::Return {
                        attrs: r.attrs,
                        // Inlined callee code ends in gotos, so every return here is one of
                        // the input's, in order; were one missing, `false` keeps it sound.
                        expr: returns.pop_front().unwrap_or_else(lit_false),
                        span: r.span,
                    },
                };
                SpecBlock { span: b.label.span, label: b.label, cmds: b.cmds, transfer }
            })
            .collect();
        CodeExpr { locals, blocks }
    }

    /// Inlines the calls of `blocks` (recursively), returning the new block list.
    fn blocks(&mut self, blocks: Vec<Block>) -> Vec<Block> {
        let mut out = Vec::with_capacity(blocks.len());
        for b in blocks {
            let Block { label, cmds, transfer } = b;
            let token = origin::block_token(&transfer);
            let base = label.name.clone();
            let mut cur_label = label;
            let mut cur_cmds = Vec::new();
            let mut splits = 0;
            for s in cmds {
                let Stmt::Call(c) = &s else {
                    cur_cmds.push(s);
                    continue;
                };
                let Some(callee) = self.callees.get(&c.callee.name) else {
                    cur_cmds.push(s);
                    continue;
                };
                // A polymorphic callee whose type arguments are not all found is called
                // as usual.
                let Some(targs) = self.type_args(c, callee) else {
                    cur_cmds.push(s);
                    continue;
                };
                let name = c.callee.name.clone();
                if self.global.is_some_and(|d| self.stack.len() >= d) {
                    cur_cmds.push(s);
                    continue;
                }
                if self.global.is_none() && self.stack.iter().filter(|n| **n == name).count() >= callee.depth {
                    cur_cmds.push(assume(lit_false()));
                    continue;
                }
                let prefix = self.fresh_prefix(&name);
                splits += 1;
                let cont = self.names.exact_or_fresh(&format!("{base}${splits}"));
                let Stmt::Call(c) = s else { continue };
                let inlined = self.inlined(&c, callee, &targs, &prefix, cont.clone());
                self.stack.push(name);
                let inlined = self.blocks(inlined);
                self.stack.pop();
                let entry = inlined[0].label.name.clone();
                out.push(Block { label: cur_label, cmds: std::mem::take(&mut cur_cmds), transfer: goto(entry, token.clone()) });
                out.extend(inlined);
                cur_label = Ident { name: cont, span: Span::NONE };
            }
            out.push(Block { label: cur_label, cmds: cur_cmds, transfer });
        }
        out
    }

    /// `inline$P$n$` for the next inlining of `P` in this implementation: `n` counts them
    /// from 0, skipping any `n` whose prefix starts a label or variable the implementation
    /// had already (a program that was inlined before, by Boogie or rboogie).
    fn fresh_prefix(&mut self, name: &Name) -> String {
        loop {
            let e = self.count.entry(name.clone()).or_insert(0);
            *e += 1;
            let prefix = format!("inline${name}${}$", *e - 1);
            if !self.existing.iter().any(|x| x.starts_with(&prefix)) {
                return prefix;
            }
        }
    }

    /// A fresh local for the inlined copy of `v` (named `PREFIX` + its name), its type
    /// instantiated by `targs`.
    fn copy_var(&mut self, prefix: &str, v: &Variable, targs: &TypeArgs) -> Name {
        let n = self.names.exact_or_fresh(&format!("{prefix}{}", v.name.name));
        let ty = subst_type(v.ty.clone(), targs);
        self.types.insert(n.clone(), ty.clone());
        self.new_locals.push(Variable {
            attrs: Attrs::new(),
            name: Ident { name: n.clone(), span: Span::NONE },
            ty,
            where_clause: None,
            span: Span::NONE,
        });
        n
    }

    /// The declared type of a variable in scope at a call.
    fn type_of_var(&self, n: &Name) -> Option<Type> {
        self.types.get(n).cloned().or_else(|| self.globals.var(n).map(|v| v.ty.clone()))
    }

    /// The instantiation of the callee implementation's type parameters at `call` (empty
    /// for a monomorphic callee), matched from the declared types of the variables the
    /// call passes and receives and the types of literal arguments; `None` if some type
    /// parameter is not determined so, or two matches disagree.
    fn type_args(&self, call: &CallCmd, callee: &Callee) -> Option<TypeArgs> {
        let imp = &callee.imp;
        if imp.type_params.is_empty() {
            return Some(TypeArgs::new());
        }
        let params: Vec<Name> = imp.type_params.iter().map(|t| t.name.clone()).collect();
        let mut b = TypeArgs::new();
        for (formal, actual) in imp.ins.iter().zip(&call.args) {
            let ty = match &actual.kind {
                ExprKind::Var { name } => self.type_of_var(name),
                ExprKind::Lit(l) => literal_type(l),
                _ => None,
            };
            if let Some(ty) = ty {
                if !match_type(&formal.ty, &ty, &params, &mut b) {
                    return None;
                }
            }
        }
        for (formal, target) in imp.outs.iter().zip(&call.outs) {
            let ty = self.type_of_var(&target.name)?;
            if !match_type(&formal.ty, &ty, &params, &mut b) {
                return None;
            }
        }
        (b.len() == params.len()).then_some(b)
    }

    /// The blocks of one inlined call: Entry, the callee's blocks, Return.
    fn inlined(&mut self, call: &CallCmd, callee: &Callee, targs: &TypeArgs, prefix: &str, cont: Name) -> Vec<Block> {
        let (p, imp) = (&callee.proc, &callee.imp);
        // The same instantiation under the procedure's names for its type parameters.
        let proc_targs: TypeArgs = p
            .type_params
            .iter()
            .zip(&imp.type_params)
            .filter_map(|(pt, it)| targs.get(&it.name).map(|t| (pt.name.clone(), t.clone())))
            .collect();
        let call_pos: Option<Pos> = origin::pos_or_span(&call.attrs, origin::POS, call.span, self.files);
        let imp_token: Attrs = origin::find_pos(&imp.attrs, origin::POS)
            .map(|pos| thin_vec![origin::pos_attr(origin::BLOCK_AT, &pos)])
            .unwrap_or_default();
        let CalleeVars { rename, proc_rename, ins, outs, havocked } = self.copy_vars(p, imp, prefix, targs);
        let olds = self.old_globals(p, imp);
        let mut snapshots: HashMap<Name, Expr> = HashMap::new();
        let mut entry_cmds = Vec::new();
        if !ins.is_empty() {
            entry_cmds.push(Stmt::Assign(AssignCmd {
                lhs: ins.iter().map(|n| Lhs { name: Ident { name: n.clone(), span: Span::NONE }, selectors: Vec::new(), span: Span::NONE }).collect(),
                attrs: Attrs::new(),
                rhs: call.args.clone(),
                span: Span::NONE,
            }));
        }
        for g in &olds {
            let Some(gv) = self.globals.var(g) else { continue };
            let n = self.copy_var(&format!("{prefix}old$"), gv, &TypeArgs::new());
            entry_cmds.push(Stmt::Assign(AssignCmd {
                lhs: vec![Lhs { name: Ident { name: n.clone(), span: Span::NONE }, selectors: Vec::new(), span: Span::NONE }],
                attrs: Attrs::new(),
                rhs: vec![var(g)],
                span: Span::NONE,
            }));
            snapshots.insert(g.clone(), var(&n));
        }
        let rewrite = |e: &Expr, map: &HashMap<Name, Expr>, ta: &TypeArgs| subst_types_expr(callee_expr(e, map, &snapshots), ta);
        if !havocked.is_empty() {
            entry_cmds.push(Stmt::Havoc(HavocCmd {
                vars: havocked.iter().map(|(n, _)| Ident { name: n.clone(), span: Span::NONE }).collect(),
                span: Span::NONE,
            }));
            for (_, w) in &havocked {
                if let Some(w) = w {
                    entry_cmds.push(assume(rewrite(w, &rename, targs)));
                }
            }
        }
        let user_attrs: Attrs =
            call.attrs.iter().filter(|a| !origin::GENERATED_KEYS.contains(&a.key.as_str())).cloned().collect();
        let check = |kind: OriginKind, attrs: &[Attribute], span: Span, files: &Files, expr: Expr| {
            let related = origin::pos_or_span(attrs, origin::POS, span, files);
            let o = Origin { kind, pos: call_pos.clone(), related };
            let mut a = origin::origin_attrs(&o);
            a.extend(user_attrs.iter().cloned());
            a.extend(attrs.iter().filter(|x| x.key == "msg").cloned());
            Stmt::Assert(AssertCmd { attrs: a, expr, span: Span::NONE })
        };
        for s in &p.specs {
            if let Spec::Requires(r) = s {
                let e = rewrite(&r.expr, &proc_rename, &proc_targs);
                if r.free || call.free {
                    entry_cmds.push(assume(e));
                } else {
                    let kind = if origin::has_attr(&r.attrs, crate::measures::MEASURE_BOUND) {
                        OriginKind::MeasureBound
                    } else {
                        OriginKind::Precondition
                    };
                    entry_cmds.push(check(kind, &r.attrs, r.span, self.files, e));
                }
            }
        }
        let body = split_blocks(imp.body.stmts.clone()).unwrap_or_default();
        let label = |l: &Name| -> Name { Name::from(format!("{prefix}{l}").as_str()) };
        for b in &body {
            self.names.reserve(&label(&b.label.name));
        }
        let entry_label = self.names.exact_or_fresh(&format!("{prefix}Entry"));
        let return_label = self.names.exact_or_fresh(&format!("{prefix}Return"));
        let first = body.first().map(|b| label(&b.label.name)).unwrap_or_else(|| return_label.clone());
        let mut out = vec![Block {
            label: Ident { name: entry_label, span: Span::NONE },
            cmds: entry_cmds,
            transfer: goto(first, imp_token.clone()),
        }];
        for b in body {
            let Block { label: l, cmds, transfer } = b;
            let cmds = cmds.into_iter().map(|s| subst_types_stmt(self.rename_stmt(s, &rename, &snapshots), targs)).collect();
            let transfer = match transfer {
                Transfer::Goto(mut g) => {
                    for t in &mut g.labels {
                        t.name = label(&t.name);
                    }
                    g.attrs.retain(|a| a.key == origin::BLOCK_AT);
                    Transfer::Goto(g)
                }
                Transfer::Return(r) => goto(return_label.clone(), origin::block_token(&Transfer::Return(r))),
            };
            out.push(Block { label: Ident { name: label(&l.name), span: Span::NONE }, cmds, transfer });
        }
        let mut return_cmds = Vec::new();
        for s in &p.specs {
            if let Spec::Ensures(c) = s {
                let e = rewrite(&c.expr, &proc_rename, &proc_targs);
                if c.free || self.global.is_some() {
                    return_cmds.push(assume(e));
                } else {
                    return_cmds.push(check(OriginKind::Postcondition, &c.attrs, c.span, self.files, e));
                }
            }
        }
        if !call.outs.is_empty() {
            return_cmds.push(Stmt::Assign(AssignCmd {
                lhs: call.outs.iter().map(|o| Lhs { name: o.clone(), selectors: Vec::new(), span: Span::NONE }).collect(),
                attrs: Attrs::new(),
                rhs: outs.iter().map(var).collect(),
                span: Span::NONE,
            }));
        }
        out.push(Block { label: Ident { name: return_label, span: Span::NONE }, cmds: return_cmds, transfer: goto(cont, imp_token) });
        out
    }

    /// The callee's formals and locals copied into the caller, fresh, with the renaming of
    /// the implementation's variables and of the procedure's formals to the copies.
    fn copy_vars(&mut self, p: &ProcedureDecl, imp: &ImplementationDecl, prefix: &str, targs: &TypeArgs) -> CalleeVars {
        let mut v = CalleeVars { rename: HashMap::new(), proc_rename: HashMap::new(), ins: Vec::new(), outs: Vec::new(), havocked: Vec::new() };
        for (i, x) in imp.ins.iter().enumerate() {
            let n = self.copy_var(prefix, x, targs);
            v.rename.insert(x.name.name.clone(), var(&n));
            if let Some(px) = p.ins.get(i) {
                v.proc_rename.insert(px.name.name.clone(), var(&n));
            }
            v.ins.push(n);
        }
        for (i, x) in imp.outs.iter().enumerate() {
            let n = self.copy_var(prefix, x, targs);
            v.rename.insert(x.name.name.clone(), var(&n));
            if let Some(px) = p.outs.get(i) {
                v.proc_rename.insert(px.name.name.clone(), var(&n));
            }
            v.havocked.push((n.clone(), x.where_clause.clone()));
            v.outs.push(n);
        }
        for x in &imp.body.locals {
            let n = self.copy_var(prefix, x, targs);
            v.rename.insert(x.name.name.clone(), var(&n));
            v.havocked.push((n, x.where_clause.clone()));
        }
        v
    }

    /// The globals the callee reads under `old`, in its body or its postconditions.
    fn old_globals(&self, p: &ProcedureDecl, imp: &ImplementationDecl) -> BTreeSet<Name> {
        let mut olds: BTreeSet<Name> = BTreeSet::new();
        let mut note_old = |e: &Expr| {
            for_each_free_var(e, &mut |n, in_old| {
                if in_old && self.globals.var(n).is_some() {
                    olds.insert(n.clone());
                }
            })
        };
        for s in &imp.body.stmts {
            crate::cmds::for_each_expr(s, &mut note_old);
        }
        for s in &p.specs {
            if let Spec::Ensures(c) = s {
                note_old(&c.expr);
            }
        }
        olds
    }

    /// A callee command with its variables renamed and `old` resolved.
    fn rename_stmt(&self, s: Stmt, rename: &HashMap<Name, Expr>, snapshots: &HashMap<Name, Expr>) -> Stmt {
        let new_name = |n: &Name| -> Name {
            match rename.get(n) {
                Some(Expr { kind: ExprKind::Var { name }, .. }) => name.clone(),
                _ => n.clone(),
            }
        };
        let s = match s {
            Stmt::Assign(mut a) => {
                for l in &mut a.lhs {
                    l.name.name = new_name(&l.name.name);
                }
                Stmt::Assign(a)
            }
            Stmt::Havoc(mut h) => {
                for v in &mut h.vars {
                    v.name = new_name(&v.name);
                }
                Stmt::Havoc(h)
            }
            Stmt::Call(mut c) => {
                for o in &mut c.outs {
                    o.name = new_name(&o.name);
                }
                Stmt::Call(c)
            }
            Stmt::Unpack(mut u) => {
                for v in &mut u.vars {
                    v.name = new_name(&v.name);
                }
                Stmt::Unpack(u)
            }
            other => other,
        };
        map_exprs_owned(s, &mut |e| callee_expr(&e, rename, snapshots))
    }
}

/// A callee expression in the caller: variables renamed by `rename`, `old(g)` reading the
/// snapshot of `g` taken at the inlined call.
fn callee_expr(e: &Expr, rename: &HashMap<Name, Expr>, snapshots: &HashMap<Name, Expr>) -> Expr {
    subst(e, &mut Subst {
        var: &mut |n: &Name, in_old| match rename.get(n) {
            Some(r) => Some(r.clone()),
            None if in_old => snapshots.get(n).cloned(),
            None => None,
        },
        drop_old: true,
        binders: None,
    })
}

// ---------------------------------------------------------------- polymorphic callees

/// An instantiation of type parameters, by name.
type TypeArgs = HashMap<Name, Type>;

/// Whether a type binder inside the callee (a quantifier's or map type's type parameters)
/// reuses the name of one of its type parameters: substituting by name would then be
/// wrong inside it, so such a callee is not inlined.
fn shadows_type_params(p: &ProcedureDecl, imp: &ImplementationDecl) -> bool {
    if p.type_params.is_empty() {
        return false;
    }
    struct Find<'a> {
        names: Vec<&'a Name>,
        found: bool,
    }
    impl Visitor for Find<'_> {
        fn visit_quant_expr(&mut self, q: &boogie_ast::QuantExpr) {
            self.found |= q.type_params.iter().any(|t| self.names.contains(&&t.name));
            boogie_ast::walk_quant_expr(self, q);
        }
        fn visit_map_type(&mut self, m: &boogie_ast::MapType) {
            self.found |= m.type_params.iter().any(|t| self.names.contains(&&t.name));
            boogie_ast::walk_map_type(self, m);
        }
    }
    let names = p.type_params.iter().chain(&imp.type_params).map(|t| &t.name).collect();
    let mut f = Find { names, found: false };
    f.visit_procedure_decl(p);
    f.visit_implementation_decl(imp);
    f.found
}

/// The type of a literal argument, where it has one without context.
fn literal_type(l: &Literal) -> Option<Type> {
    let kind = match l {
        Literal::Bool(_) => TypeKind::Bool,
        Literal::Int(_) => TypeKind::Int,
        Literal::Real(_) => TypeKind::Real,
        Literal::Bv(b) => TypeKind::Bv { width: b.width },
        _ => return None,
    };
    Some(Type { kind, span: Span::NONE })
}

/// Matches a formal's declared type against an actual type, binding the type parameters
/// `params` in `b`; false on a mismatch or a parameter bound to two different types.
/// Synonyms are not expanded: a mismatch only means the call is not inlined.
fn match_type(formal: &Type, actual: &Type, params: &[Name], b: &mut TypeArgs) -> bool {
    match (&formal.kind, &actual.kind) {
        (TypeKind::Named { name, args }, _) if args.is_empty() && params.contains(name) => match b.get(name) {
            Some(t) => t == actual,
            None => {
                b.insert(name.clone(), actual.clone());
                true
            }
        },
        (TypeKind::Named { name, args }, TypeKind::Named { name: an, args: aa }) => {
            name == an && args.len() == aa.len() && args.iter().zip(aa).all(|(f, a)| match_type(f, a, params, b))
        }
        (TypeKind::Map(fm), TypeKind::Map(am)) => {
            fm.type_params.is_empty()
                && am.type_params.is_empty()
                && fm.args.len() == am.args.len()
                && fm.args.iter().zip(&am.args).all(|(f, a)| match_type(f, a, params, b))
                && match_type(&fm.result, &am.result, params, b)
        }
        _ => formal == actual,
    }
}

/// Replaces the type parameters named in `targs` (all at once) in every type of a node.
struct SubstTypes<'a>(&'a TypeArgs);

impl Folder for SubstTypes<'_> {
    fn fold_type(&mut self, t: Type) -> Type {
        if let TypeKind::Named { name, args } = &t.kind {
            if args.is_empty() {
                if let Some(r) = self.0.get(name) {
                    return r.clone();
                }
            }
        }
        boogie_ast::fold_type(self, t)
    }
}

fn subst_type(t: Type, targs: &TypeArgs) -> Type {
    if targs.is_empty() {
        return t;
    }
    SubstTypes(targs).fold_type(t)
}

fn subst_types_expr(e: Expr, targs: &TypeArgs) -> Expr {
    if targs.is_empty() {
        return e;
    }
    SubstTypes(targs).fold_expr(e)
}

fn subst_types_stmt(s: Stmt, targs: &TypeArgs) -> Stmt {
    if targs.is_empty() {
        return s;
    }
    SubstTypes(targs).fold_stmt(s)
}
