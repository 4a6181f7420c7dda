//! Reach marks: which source command a point of the passive program stands for.
//!
//! Before lowering, [`insert`] puts `assume {:reach "KIND", "FILE", LINE, COL} true;`
//! right before every source command (assert, assume, assignment, call, havoc) of every
//! body. A mark is an ordinary assumption of `true`: every lowering pass keeps it where it
//! is (passification copies assumptions unchanged), so in the passive program the state
//! before a mark is the state in which its command starts, and the mark carries the
//! command's position in the printed program (passive.md's rule: a pass reads only what is
//! printed). Marks that a pass drops went with code that no execution reaches (blocks after
//! `assume false`, blocks without a path from the entry), and are reported unreachable.
//!
//! The same commands are listed per implementation ([`SourceCmds`]), keyed by the position
//! of the implementation's name (the `{:pos}` the passive implementation carries), and in
//! the printed program as the attribute `{:reach_cmds ...}` ([`CMDS`]) of each
//! implementation (or procedure with a body): the registry's `reach` analysis, which sees
//! only the passive program, reads it to report the commands whose marks went with dead
//! code (statements after `return`, `break` or `goto`; blocks reached only past an
//! `assume false`).

use std::collections::BTreeMap;

use boogie_ast::pass::{Pass, PassCx, PassErrors};
use boogie_ast::{
    AssumeCmd, AttrArg, AttrArgs, Attribute, Decl, ElseBranch, Expr, ExprKind, Files, Form, Literal, Name, Program,
    Span, Stmt,
};
use boogie_ast::origin::{pos_of_span, Pos};

/// The attribute key of a mark.
pub const MARK: &str = "reach";

/// The attribute key of the list of a body's commands, on its implementation (or
/// procedure): `{:reach_cmds "KIND", "FILE", LINE, COL, ...}`, four arguments a command, in
/// source order. It names the commands whose marks the lowering drops with dead code, for
/// the registry's `reach` analysis, which sees only the passive program.
pub const CMDS: &str = "reach_cmds";

/// What a source command is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CmdKind {
    Assert,
    Assume,
    Assign,
    Call,
    Havoc,
}

impl CmdKind {
    pub fn name(self) -> &'static str {
        match self {
            CmdKind::Assert => "assert",
            CmdKind::Assume => "assume",
            CmdKind::Assign => "assign",
            CmdKind::Call => "call",
            CmdKind::Havoc => "havoc",
        }
    }

    pub fn from_name(s: &str) -> Option<CmdKind> {
        Some(match s {
            "assert" => CmdKind::Assert,
            "assume" => CmdKind::Assume,
            "assign" => CmdKind::Assign,
            "call" => CmdKind::Call,
            "havoc" => CmdKind::Havoc,
            _ => return None,
        })
    }
}

/// One source command: its kind and the position of its first token.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SourceCmd {
    pub pos: Pos,
    pub kind: CmdKind,
}

/// The source commands of each body, in source order, keyed by the position of the
/// implementation's (or procedure's) name.
pub type SourceCmds = BTreeMap<Pos, Vec<SourceCmd>>;

/// The `reach-marks` pass: [`insert`] as a pass of the pass manager (typed → typed).
pub struct Marks;

impl Pass for Marks {
    fn name(&self) -> &'static str {
        "reach-marks"
    }

    fn description(&self) -> &'static str {
        "assume {:reach KIND, FILE, LINE, COL} true before every source command, so that reach can name the points of the passive program"
    }

    fn requires(&self) -> Form {
        Form::Typed
    }

    fn produces(&self) -> Form {
        Form::Typed
    }

    fn run(&self, mut program: Program, _cx: &mut PassCx) -> Result<Program, PassErrors> {
        insert(&mut program);
        Ok(program)
    }
}

/// Inserts a mark before every source command of every body; returns the commands.
pub fn insert(program: &mut Program) -> SourceCmds {
    let mut out = SourceCmds::new();
    let files = program.files.clone();
    for d in &mut program.decls {
        let (name_span, body, attrs) = match d {
            Decl::Implementation(i) => (i.name.span, Some(&mut i.body), &mut i.attrs),
            Decl::Procedure(p) => (p.name.span, p.body.as_mut(), &mut p.attrs),
            _ => continue,
        };
        let (Some(body), Some(key)) = (body, pos_of_span(&files, name_span)) else { continue };
        let mut cmds = Vec::new();
        let stmts = std::mem::take(&mut body.stmts);
        body.stmts = mark_list(stmts, &files, &mut cmds);
        attrs.retain(|a| a.key != CMDS);
        attrs.push(cmds_attr(&cmds));
        out.entry(key).or_default().extend(cmds);
    }
    out
}

fn mark_list(stmts: Vec<Stmt>, files: &Files, cmds: &mut Vec<SourceCmd>) -> Vec<Stmt> {
    let mut out = Vec::with_capacity(stmts.len() * 2);
    for s in stmts {
        match s {
            Stmt::If(mut i) => {
                mark_if(&mut i, files, cmds);
                out.push(Stmt::If(i));
            }
            Stmt::While(mut w) => {
                w.body = mark_list(std::mem::take(&mut w.body), files, cmds);
                out.push(Stmt::While(w));
            }
            s => {
                if let Some(c) = source_cmd(&s, files) {
                    out.push(mark_stmt(&c));
                    cmds.push(c);
                }
                out.push(s);
            }
        }
    }
    out
}

fn mark_if(i: &mut boogie_ast::IfStmt, files: &Files, cmds: &mut Vec<SourceCmd>) {
    i.then_branch = mark_list(std::mem::take(&mut i.then_branch), files, cmds);
    match &mut i.else_branch {
        Some(ElseBranch::If(e)) => mark_if(e, files, cmds),
        Some(ElseBranch::Block { stmts, .. }) => *stmts = mark_list(std::mem::take(stmts), files, cmds),
        None => {}
    }
}

/// The source command `s` is, with its position (`None`: not a source command, or no position).
fn source_cmd(s: &Stmt, files: &Files) -> Option<SourceCmd> {
    let (kind, span) = match s {
        Stmt::Assert(a) => (CmdKind::Assert, a.span),
        Stmt::Assume(a) => (CmdKind::Assume, a.span),
        Stmt::Havoc(h) => (CmdKind::Havoc, h.span),
        // An assignment's span is its `:=`; the command starts at its first target.
        Stmt::Assign(a) => (CmdKind::Assign, a.lhs.first().map(|l| l.span).unwrap_or(a.span)),
        Stmt::Unpack(u) => (CmdKind::Assign, u.span),
        Stmt::Call(c) => (CmdKind::Call, c.span),
        Stmt::ParCall(c) => (CmdKind::Call, c.span),
        _ => return None,
    };
    Some(SourceCmd { pos: pos_of_span(files, span)?, kind })
}

/// The four attribute arguments naming `c`: `"KIND", "FILE", LINE, COL`.
fn cmd_args(c: &SourceCmd) -> [AttrArg; 4] {
    [AttrArg::String(Name::new_static(c.kind.name())), AttrArg::String(c.pos.file.clone()), AttrArg::int(c.pos.line), AttrArg::int(c.pos.col)]
}

/// `{:reach_cmds ...}` listing `cmds`.
fn cmds_attr(cmds: &[SourceCmd]) -> Attribute {
    let args: Vec<AttrArg> = cmds.iter().flat_map(cmd_args).collect();
    Attribute { key: Name::new_static(CMDS), args: AttrArgs::new(args), span: Span::NONE }
}

/// The commands an implementation's `{:reach_cmds}` lists (`None`: no such attribute, or
/// a malformed one).
pub fn read_cmds(attrs: &[Attribute]) -> Option<Vec<SourceCmd>> {
    let a = attrs.iter().find(|a| a.key == CMDS)?;
    let args = a.args.to_list();
    if args.len() % 4 != 0 {
        return None;
    }
    args.chunks(4).map(read_cmd).collect()
}

/// `assume {:reach "KIND", "FILE", LINE, COL} true;`
pub fn mark_stmt(c: &SourceCmd) -> Stmt {
    let args = cmd_args(c).to_vec();
    let attr = Attribute { key: Name::new_static(MARK), args: AttrArgs::new(args), span: Span::NONE };
    let mut attrs = boogie_ast::Attrs::new();
    attrs.push(attr);
    Stmt::Assume(AssumeCmd { attrs, expr: Expr { kind: ExprKind::Lit(Literal::Bool(true)), span: Span::NONE }, span: Span::NONE })
}

/// The source command a mark stands for (`None`: `attrs` has no well-formed mark).
pub fn read_mark(attrs: &[Attribute]) -> Option<SourceCmd> {
    let a = attrs.iter().find(|a| a.key == MARK)?;
    read_cmd(&a.args.to_list())
}

/// The command four attribute arguments `"KIND", "FILE", LINE, COL` name.
fn read_cmd(args: &[AttrArg]) -> Option<SourceCmd> {
    let [AttrArg::String(kind), AttrArg::String(file), line, col] = args else { return None };
    let int = |x: &AttrArg| match x {
        AttrArg::Expr(Expr { kind: ExprKind::Lit(Literal::Int(d)), .. }) => d.parse::<u32>().ok(),
        _ => None,
    };
    Some(SourceCmd {
        kind: CmdKind::from_name(kind)?,
        pos: Pos { file: file.clone(), line: int(line)?, col: int(col)? },
    })
}
