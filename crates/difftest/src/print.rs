//! Boogie text of a [`Program`]: every compound expression parenthesized, one procedure
//! with its implementation inline per [`Proc`] that has a body.

use std::fmt::Write;

use crate::ir::*;

/// The type `t`, with `Var(0)` written `tv`.
pub fn ty(t: &Ty, tv: &str) -> String {
    match t {
        Ty::Int => "int".into(),
        Ty::Bool => "bool".into(),
        Ty::Bv(w) => format!("bv{w}"),
        Ty::Map(a, r) => format!("[{}]{}", tys(a, tv), ty(r, tv)),
        Ty::Ctor(n, a) if a.is_empty() => n.to_string(),
        Ty::Ctor(n, a) => {
            let args: Vec<String> = a
                .iter()
                .map(|x| match x {
                    Ty::Ctor(_, inner) if !inner.is_empty() => format!("({})", ty(x, tv)),
                    Ty::Map(..) | Ty::Poly(..) => format!("({})", ty(x, tv)),
                    _ => ty(x, tv),
                })
                .collect();
            format!("{n} {}", args.join(" "))
        }
        Ty::Poly(a, r) => format!("<a>[{}]{}", tys(a, "a"), ty(r, "a")),
        Ty::Var(_) => tv.into(),
    }
}

fn tys(ts: &[Ty], tv: &str) -> String {
    ts.iter().map(|t| ty(t, tv)).collect::<Vec<_>>().join(", ")
}

fn op(o: Op) -> &'static str {
    match o {
        Op::Add => "+",
        Op::Sub => "-",
        Op::Mul => "*",
        Op::Div => "div",
        Op::Mod => "mod",
        Op::Lt => "<",
        Op::Le => "<=",
        Op::Gt => ">",
        Op::Ge => ">=",
        Op::Eq => "==",
        Op::Neq => "!=",
        Op::And => "&&",
        Op::Or => "||",
        Op::Imp => "==>",
        Op::Iff => "<==>",
    }
}

/// Prints expressions, naming variables by `names` (environment slots).
pub struct ExprPrinter<'a> {
    pub program: &'a Program,
    pub names: Vec<String>,
}

impl ExprPrinter<'_> {
    pub fn lit(v: &Value) -> String {
        match v {
            Value::Int(n) if *n < 0 => format!("(-{})", -n),
            Value::Int(n) => n.to_string(),
            Value::Bool(b) => b.to_string(),
            Value::Bv(w, x) => format!("{x}bv{w}"),
            other => format!("<{other:?}>"),
        }
    }

    pub fn expr(&self, e: &Expr) -> String {
        match e {
            Expr::Lit(v) => Self::lit(v),
            Expr::Var(i) => self.names[*i].clone(),
            Expr::Const(i) => self.program.consts[*i].name.clone(),
            Expr::Old(a) => format!("old({})", self.expr(a)),
            Expr::Not(a) => format!("(!{})", self.expr(a)),
            Expr::Neg(a) => format!("(-{})", self.expr(a)),
            Expr::Bin(o, a, b) => format!("({} {} {})", self.expr(a), op(*o), self.expr(b)),
            Expr::Ite(c, a, b) => format!("(if {} then {} else {})", self.expr(c), self.expr(a), self.expr(b)),
            Expr::Select(m, args, _) => format!("{}[{}]", self.atom(m), self.list(args)),
            Expr::Store(m, args, v, _) => format!("{}[{} := {}]", self.atom(m), self.list(args), self.expr(v)),
            Expr::App(f, _, args) => format!("{}({})", self.program.funcs[*f].name, self.list(args)),
            Expr::Extract(a, hi, lo) => format!("{}[{hi}:{lo}]", self.atom(a)),
            Expr::Concat(a, b) => format!("({} ++ {})", self.expr(a), self.expr(b)),
            Expr::Hole(k) => format!("<hole {k}>"),
        }
    }

    fn atom(&self, e: &Expr) -> String {
        match e {
            Expr::Var(_) | Expr::Const(_) | Expr::Old(_) | Expr::App(..) | Expr::Select(..) | Expr::Store(..) => self.expr(e),
            _ => format!("({})", self.expr(e)),
        }
    }

    fn list(&self, es: &[Expr]) -> String {
        es.iter().map(|e| self.expr(e)).collect::<Vec<_>>().join(", ")
    }
}

/// The names of the environment slots of `proc` (globals, parameters, locals).
pub fn env_names(p: &Program, proc: &Proc) -> Vec<String> {
    let mut names: Vec<String> = p.globals.iter().map(|g| g.name.clone()).collect();
    names.extend(proc.ins.iter().chain(&proc.outs).map(|v| v.name.clone()));
    if let Some(b) = &proc.body {
        names.extend(b.locals.iter().map(|v| v.name.clone()));
    }
    names
}

fn var_decl(pr: &ExprPrinter, v: &VarDecl) -> String {
    match &v.where_ {
        Some(w) => format!("{}: {} where {}", v.name, ty(&v.ty, "a"), pr.expr(w)),
        None => format!("{}: {}", v.name, ty(&v.ty, "a")),
    }
}

/// The Boogie text of `p`.
pub fn program(p: &Program) -> String {
    let mut out = String::new();
    for t in &p.type_decls {
        let _ = writeln!(out, "type {t};");
    }
    for c in &p.consts {
        let _ = writeln!(out, "const {}{}: {};", if c.unique { "unique " } else { "" }, c.name, ty(&c.ty, "a"));
    }
    for f in &p.funcs {
        function(&mut out, p, f);
    }
    let gp = ExprPrinter { program: p, names: p.globals.iter().map(|g| g.name.clone()).collect() };
    for a in &p.axioms {
        let _ = writeln!(out, "axiom {};", gp.expr(a));
    }
    for g in &p.globals {
        let _ = writeln!(out, "var {};", var_decl(&gp, g));
    }
    for proc in &p.procs {
        out.push('\n');
        procedure(&mut out, p, proc);
    }
    out
}

fn function(out: &mut String, p: &Program, f: &Func) {
    let tv = if f.generic { "<T>" } else { "" };
    let params: Vec<String> = f.params.iter().enumerate().map(|(i, t)| format!("x{i}: {}", ty(t, "T"))).collect();
    let attrs = match f.builtin {
        Some(b) => format!("{{:bvbuiltin \"{b}\"}} "),
        None => f.attrs.to_string(),
    };
    let head = format!("function {attrs}{}{tv}({}): {}", f.name, params.join(", "), ty(&f.res, "T"));
    match &f.body {
        Some(b) => {
            let pr = ExprPrinter { program: p, names: (0..f.params.len()).map(|i| format!("x{i}")).collect() };
            let _ = writeln!(out, "{head} {{ {} }}", pr.expr(b));
        }
        None => {
            let _ = writeln!(out, "{head};");
        }
    }
}

fn procedure(out: &mut String, p: &Program, proc: &Proc) {
    let pr = ExprPrinter { program: p, names: env_names(p, proc) };
    let ins: Vec<String> = proc.ins.iter().map(|v| var_decl(&pr, v)).collect();
    let outs: Vec<String> = proc.outs.iter().map(|v| var_decl(&pr, v)).collect();
    let _ = write!(out, "procedure {}({})", proc.name, ins.join(", "));
    if !outs.is_empty() {
        let _ = write!(out, " returns ({})", outs.join(", "));
    }
    if proc.body.is_none() {
        out.push(';');
    }
    out.push('\n');
    for (free, e) in &proc.requires {
        let _ = writeln!(out, "  {}requires {};", if *free { "free " } else { "" }, pr.expr(e));
    }
    if !proc.modifies.is_empty() {
        let m: Vec<&str> = proc.modifies.iter().map(|g| p.globals[*g].name.as_str()).collect();
        let _ = writeln!(out, "  modifies {};", m.join(", "));
    }
    for (free, e) in &proc.ensures {
        let _ = writeln!(out, "  {}ensures {};", if *free { "free " } else { "" }, pr.expr(e));
    }
    let Some(body) = &proc.body else { return };
    out.push_str("{\n");
    for l in &body.locals {
        let _ = writeln!(out, "  var {};", var_decl(&pr, l));
    }
    match &body.code {
        Code::Structured(stmts) => stmts_text(out, p, &pr, stmts, 1),
        Code::Blocks(blocks) => {
            for (i, b) in blocks.iter().enumerate() {
                let _ = writeln!(out, "L{i}:");
                stmts_text(out, p, &pr, &b.stmts, 1);
                if b.next.is_empty() {
                    out.push_str("  return;\n");
                } else {
                    let t: Vec<String> = b.next.iter().map(|n| format!("L{n}")).collect();
                    let _ = writeln!(out, "  goto {};", t.join(", "));
                }
            }
        }
    }
    out.push_str("}\n");
}

fn lhs(pr: &ExprPrinter, l: &Lhs) -> String {
    match &l.index {
        None => pr.names[l.var].clone(),
        Some((args, _)) => format!("{}[{}]", pr.names[l.var], pr.list(args)),
    }
}

fn stmts_text(out: &mut String, p: &Program, pr: &ExprPrinter, stmts: &[Stmt], depth: usize) {
    let ind = "  ".repeat(depth);
    for s in stmts {
        match s {
            Stmt::Assign(pairs) => {
                let l: Vec<String> = pairs.iter().map(|(l, _)| lhs(pr, l)).collect();
                let r: Vec<String> = pairs.iter().map(|(_, e)| pr.expr(e)).collect();
                let _ = writeln!(out, "{ind}{} := {};", l.join(", "), r.join(", "));
            }
            Stmt::Havoc(vs) => {
                let n: Vec<&str> = vs.iter().map(|v| pr.names[*v].as_str()).collect();
                let _ = writeln!(out, "{ind}havoc {};", n.join(", "));
            }
            Stmt::Assume(e) => {
                let _ = writeln!(out, "{ind}assume {};", pr.expr(e));
            }
            Stmt::Assert(e) => {
                let _ = writeln!(out, "{ind}assert {};", pr.expr(e));
            }
            Stmt::If(c, a, b) => {
                let c = c.as_ref().map_or("*".to_string(), |c| pr.expr(c));
                let _ = writeln!(out, "{ind}if ({c}) {{");
                stmts_text(out, p, pr, a, depth + 1);
                if b.is_empty() {
                    let _ = writeln!(out, "{ind}}}");
                } else {
                    let _ = writeln!(out, "{ind}}} else {{");
                    stmts_text(out, p, pr, b, depth + 1);
                    let _ = writeln!(out, "{ind}}}");
                }
            }
            Stmt::While(c, invs, body) => {
                let c = c.as_ref().map_or("*".to_string(), |c| pr.expr(c));
                let _ = writeln!(out, "{ind}while ({c})");
                for (free, e) in invs {
                    let _ = writeln!(out, "{ind}  {}invariant {};", if *free { "free " } else { "" }, pr.expr(e));
                }
                let _ = writeln!(out, "{ind}{{");
                stmts_text(out, p, pr, body, depth + 1);
                let _ = writeln!(out, "{ind}}}");
            }
            Stmt::Call(callee, args, outs) => {
                let o: Vec<&str> = outs.iter().map(|v| pr.names[*v].as_str()).collect();
                let asg = if o.is_empty() { String::new() } else { format!("{} := ", o.join(", ")) };
                let _ = writeln!(out, "{ind}call {asg}{}({});", p.procs[*callee].name, pr.list(args));
            }
            Stmt::Return => {
                let _ = writeln!(out, "{ind}return;");
            }
        }
    }
}
