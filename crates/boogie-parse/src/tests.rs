//! Unit tests of the parser: each renders the parse result (a compact, fully
//! parenthesised form of the AST, or the error lines) and compares it with the expected text.

use boogie_ast::*;

/// Parses `src` as `t.bpl` on a thread with a large stack and renders the result.
fn render(src: &str) -> String {
    let src = src.to_string();
    let h = std::thread::Builder::new().stack_size(1 << 30).spawn(move || {
        let (prog, diags) = crate::parse_program(&src, "t.bpl");
        if !diags.is_empty() {
            return diags.iter().map(|d| d.boogie_line(&prog.files)).collect::<Vec<_>>().join("\n");
        }
        prog.decls.iter().map(decl).collect::<Vec<_>>().join("\n")
    });
    match h.map(|h| h.join()) {
        Ok(Ok(s)) => s,
        _ => "<thread failed>".into(),
    }
}

#[track_caller]
fn check(src: &str, expected: &str) {
    assert_eq!(render(src), expected.trim(), "input: {src}");
}

fn pos(s: &Span) -> String {
    format!("@{}:{}", s.line(), s.col())
}

fn ty(t: &Type) -> String {
    match &t.kind {
        TypeKind::Bool => "bool".into(),
        TypeKind::Int => "int".into(),
        TypeKind::Real => "real".into(),
        TypeKind::Bv { width } => format!("bv{width}!"),
        TypeKind::Float { sig, exp } => format!("float{sig}e{exp}!"),
        TypeKind::RMode => "rmode!".into(),
        TypeKind::String => "string!".into(),
        TypeKind::Regex => "regex!".into(),
        TypeKind::Named { name, args } if args.is_empty() => name.to_string(),
        TypeKind::Named { name, args } => format!("({} {})", name, args.iter().map(ty).collect::<Vec<_>>().join(" ")),
        TypeKind::Map(m) => format!(
            "{}[{}]{}",
            if m.type_params.is_empty() { String::new() } else { format!("<{}>", m.type_params.iter().map(|i| i.name.as_str()).collect::<Vec<_>>().join(",")) },
            m.args.iter().map(ty).collect::<Vec<_>>().join(","),
            ty(&m.result)
        ),
        #[cfg(any())]
        TypeKind::Map(m) => format!(
            "<{}>[{}]{}",
            m.type_params.iter().map(|i| i.name.as_str()).collect::<Vec<_>>().join(","),
            m.args.iter().map(ty).collect::<Vec<_>>().join(","),
            ty(&m.result)
        ),
    }
}

fn exprs(es: &[Expr]) -> String {
    es.iter().map(expr).collect::<Vec<_>>().join(", ")
}

fn expr(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Lit(l) => match l {
            Literal::Bool(b) => b.to_string(),
            Literal::Int(n) | Literal::Real(n) | Literal::Float(n) | Literal::RMode(n) => n.to_string(),
            Literal::Bv(b) => format!("{}bv{}", b.value, b.width),
            Literal::String(s) => format!("{s:?}"),
        },
        ExprKind::Var { name } => name.to_string(),
        ExprKind::FunCall(f) => format!("{}({})", f.name.name, exprs(&f.args)),
        ExprKind::Old(x) => format!("old({})", expr(x)),
        ExprKind::Unary { op, arg } => format!("({}{})", if *op == UnaryOp::Neg { "-" } else { "!" }, expr(arg)),
        ExprKind::Binary(b) => format!("({} {:?}{} {})", expr(&b.lhs), b.op, pos(&e.span), expr(&b.rhs)),
        ExprKind::Select(s) => format!("{}[{}]", expr(&s.map), exprs(&s.indices)),
        ExprKind::Store(s) => format!("{}[{} := {}]", expr(&s.map), exprs(&s.indices), expr(&s.value)),
        ExprKind::Extract(x) => format!("{}[{}:{}]", expr(&x.expr), x.hi, x.lo),
        ExprKind::Coerce(c) => format!("({} : {})", expr(&c.expr), ty(&c.ty)),
        ExprKind::ToInt(x) => format!("int({})", expr(x)),
        ExprKind::ToReal(x) => format!("real({})", expr(x)),
        ExprKind::IfThenElse(i) => format!("(if {} then {} else {})", expr(&i.cond), expr(&i.then_), expr(&i.else_)),
        ExprKind::Quant(q) => format!(
            "({:?} {} :: {}{}{})",
            q.kind,
            q.vars.iter().map(|v| format!("{}: {}", v.name.name, ty(&v.ty))).collect::<Vec<_>>().join(", "),
            q.attrs.iter().map(|a| format!("{{:{}}} ", a.key)).collect::<String>(),
            q.triggers.iter().map(|t| format!("{{{}{}}} ", if t.positive { "" } else { "-" }, exprs(&t.exprs))).collect::<String>(),
            expr(&q.body)
        ),
        ExprKind::Let(l) => format!(
            "(var {} := {}; {})",
            l.vars.iter().map(|v| v.name.name.as_str()).collect::<Vec<_>>().join(","),
            exprs(&l.rhs),
            expr(&l.body)
        ),
        ExprKind::Is(i) => format!("({} is {})", expr(&i.expr), i.ctor.name),
        ExprKind::Field(f) => format!("{}->{}", expr(&f.expr), f.field.name),
        ExprKind::FieldUpdate(f) => format!("{}->({} := {})", expr(&f.expr), f.field.name, expr(&f.value)),
        ExprKind::Code(c) => format!("|{{ {} blocks }}|", c.blocks.len()),
    }
}

fn stmts(ss: &[Stmt]) -> String {
    ss.iter().map(stmt).collect::<Vec<_>>().join(" ")
}

fn stmt(s: &Stmt) -> String {
    match s {
        Stmt::Label(l) => format!("{}:", l.name.name),
        Stmt::Assert(a) => format!("assert{} {};", pos(&a.span), expr(&a.expr)),
        Stmt::Assume(a) => format!("assume {};", expr(&a.expr)),
        Stmt::Havoc(h) => format!("havoc {};", h.vars.iter().map(|v| v.name.as_str()).collect::<Vec<_>>().join(",")),
        Stmt::Assign(a) => format!(
            "{} :={}{} {};",
            a.lhs
                .iter()
                .map(|l| {
                    let mut s = l.name.name.to_string();
                    for sel in &l.selectors {
                        match sel {
                            LhsSelector::Index { indices, .. } => s += &format!("[{}]", exprs(indices)),
                            LhsSelector::Field { field, .. } => s += &format!("->{}", field.name),
                        }
                    }
                    s
                })
                .collect::<Vec<_>>()
                .join(", "),
            pos(&a.span),
            a.attrs.iter().map(|a| format!(" {{:{}}}", a.key)).collect::<String>(),
            exprs(&a.rhs)
        ),
        Stmt::Call(c) => call(c),
        Stmt::ParCall(p) => format!("par {}", p.calls.iter().map(call).collect::<Vec<_>>().join(" | ")),
        Stmt::Unpack(u) => format!("unpack {}({}) := {};", u.ctor.name, u.vars.len(), expr(&u.rhs)),
        Stmt::HideReveal(h) => format!("{} {:?};", if h.hide { "hide" } else { "reveal" }, h.name.as_ref().map(|n| n.name.to_string())),
        Stmt::ChangeScope(c) => (if c.push { "push;" } else { "pop;" }).into(),
        Stmt::Measure(m) => format!("measure {};", exprs(&m.exprs)),
        Stmt::If(i) => if_(i),
        Stmt::While(w) => format!(
            "while ({}) {}{{ {} }}",
            w.guard.as_ref().map(expr).unwrap_or("*".into()),
            w.specs
                .iter()
                .map(|s| match s {
                    LoopSpec::Invariant(c) => format!("{}invariant {}; ", if c.free { "free " } else { "" }, expr(&c.expr)),
                    LoopSpec::Measure(m) => format!("measure {}; ", exprs(&m.exprs)),
                })
                .collect::<String>(),
            stmts(&w.body)
        ),
        Stmt::Break(b) => format!("break {};", b.label.as_ref().map(|l| l.name.as_str()).unwrap_or("")),
        Stmt::Goto(g) => format!("goto {};", g.labels.iter().map(|l| l.name.as_str()).collect::<Vec<_>>().join(",")),
        Stmt::Return(_) => "return;".into(),
    }
}

fn call(c: &CallCmd) -> String {
    format!(
        "{}call {}{}({});",
        if c.free { "free " } else { "" },
        c.outs.iter().map(|o| format!("{} := ", o.name)).collect::<String>(),
        c.callee.name,
        exprs(&c.args)
    )
}

fn if_(i: &IfStmt) -> String {
    let mut s = format!("if ({}) {{ {} }}", i.guard.as_ref().map(expr).unwrap_or("*".into()), stmts(&i.then_branch));
    match &i.else_branch {
        Some(ElseBranch::If(n)) => s += &format!(" else {}", if_(n)),
        Some(ElseBranch::Block { stmts: b, .. }) => s += &format!(" else {{ {} }}", stmts(b)),
        None => {}
    }
    s
}

fn vars(vs: &[Variable]) -> String {
    vs.iter()
        .map(|v| format!("{}: {}{}", v.name.name, ty(&v.ty), v.where_clause.as_ref().map(|w| format!(" where {}", expr(w))).unwrap_or_default()))
        .collect::<Vec<_>>()
        .join(", ")
}

fn decl(d: &Decl) -> String {
    match d {
        Decl::Type(t) => format!(
            "type {};",
            t.defs
                .iter()
                .map(|d| format!(
                    "{}{}{}",
                    d.name.name,
                    d.params.iter().map(|p| format!(" {}", p.name)).collect::<String>(),
                    d.synonym.as_ref().map(|s| format!(" = {}", ty(s))).unwrap_or_default()
                ))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Decl::Datatype(dt) => format!("datatype {} {};", dt.name.name, dt.ctors.iter().map(|c| format!("{}({})", c.name.name, vars(&c.fields))).collect::<Vec<_>>().join(" ")),
        Decl::Const(c) => format!(
            "const {}{}: {};",
            if c.unique { "unique " } else { "" },
            c.names.iter().map(|n| n.name.as_str()).collect::<Vec<_>>().join(","),
            ty(&c.ty)
        ),
        Decl::Function(f) => format!(
            "function {}({}): {}{};",
            f.name.name,
            f.params
                .iter()
                .map(|p| format!("{}{}", p.name.as_ref().map(|n| format!("{}: ", n.name)).unwrap_or_default(), ty(&p.ty)))
                .collect::<Vec<_>>()
                .join(", "),
            ty(&f.result.ty),
            f.body.as_ref().map(|b| format!(" {{ {} }}", expr(b))).unwrap_or_default()
        ),
        Decl::Axiom(a) => format!("axiom {};", expr(&a.expr)),
        Decl::Var(v) => format!("var {};", vars(std::slice::from_ref(&v.var))),
        Decl::Procedure(p) => format!(
            "procedure {}({}) returns ({}){}{}",
            p.name.name,
            vars(&p.ins),
            vars(&p.outs),
            p.specs
                .iter()
                .map(|s| match s {
                    Spec::Requires(c) => format!(" {}requires {};", if c.free { "free " } else { "" }, expr(&c.expr)),
                    Spec::Ensures(c) => format!(" {}ensures {};", if c.free { "free " } else { "" }, expr(&c.expr)),
                    Spec::Modifies(m) => format!(" modifies {};", m.vars.iter().map(|v| v.name.as_str()).collect::<Vec<_>>().join(",")),
                    Spec::Measure(m) => format!(" measure {};", exprs(&m.exprs)),
                })
                .collect::<String>(),
            p.body.as_ref().map(|b| format!(" {{ {}{} }}", vars(&b.locals), stmts(&b.stmts))).unwrap_or(";".into())
        ),
        Decl::Implementation(i) => format!("implementation {}({}) {{ {} }}", i.name.name, vars(&i.ins), stmts(&i.body.stmts)),
    }
}

#[test]
fn precedence() {
    check("axiom a <==> b ==> c ==> d;", "axiom (a Iff@1:9 (b Implies@1:16 (c Implies@1:22 d)));");
    check("axiom a <== b <== c;", "axiom (c Implies@1:15 (b Implies@1:9 a));");
    check("axiom a && b && c;", "axiom ((a And@1:9 b) And@1:14 c);");
    check("axiom -x ** 2 ** 3 == !a;", "axiom (((-x) Pow@1:10 (2 Pow@1:15 3)) Eq@1:20 (!a));");
    check("axiom x ++ y + z * w div 2 mod 3 / 4 > 0;", "axiom ((x Concat@1:9 (y Add@1:14 ((((z Mul@1:18 w) Div@1:22 2) Mod@1:28 3) RealDiv@1:34 4))) Gt@1:38 0);");
    check("axiom 1 + if c then 2 else 3 + 4 == 8;", "axiom (1 Add@1:9 (if c then 2 else ((3 Add@1:30 4) Eq@1:34 8)));");
    check("axiom -x : int is C;", "axiom ((-(x : int)) is C);");
    check("axiom (x : <a>[a]int) == m;", "axiom ((x : <a>[a]int) Eq@1:23 m);");
}

#[test]
fn mixing_errors() {
    check("axiom a && b || c;", r#"t.bpl(1,14): error: ";" expected"#);
    check("axiom a < b < c;", r#"t.bpl(1,13): error: ";" expected"#);
    check("axiom a ==> b <== c;", "t.bpl(1,15): error: illegal mixture of ==> and <==, use parentheses to disambiguate");
    check("axiom ;", "t.bpl(1,7): error: invalid UnaryExpression");
    check("axiom (forall int x :: true);", "t.bpl(1,15): error: invalid QuantifierBody");
}

#[test]
fn postfix_forms() {
    check(
        "axiom m[i][j := v][] == x[8:0] && d->f->(g := 1) == m[:= 2] && f() == old(int(real(1.5e3)));",
        "axiom (((m[i][j := v][] Eq@1:22 x[8:0]) And@1:32 (d->f->(g := 1) Eq@1:50 [] := 2)) And@1:61 (f() Eq@1:68 old(int(real(1.5e3)))));"
            .replace("[] := 2", "m[ := 2]")
            .as_str(),
    );
    check("axiom x[y:0];", "t.bpl(1,11): error: arguments of extract need to be integer literals");
    check("axiom x[(8:0)];", "t.bpl(1,12): error: parentheses around bitvector bounds are not allowed");
    check("axiom x[8:0, 1];", "t.bpl(1,14): error: bitvectors only have one dimension");
    check("axiom x[8:0 := 1];", "t.bpl(1,16): error: assignment to bitvectors is not possible");
}

#[test]
fn literals() {
    check(
        "axiom 12345678901234567890 + 1e5 + 1.5e-3 + 5bv32 + 0x1.8e0f24e8 + RNE + \"a\\\"b\";",
        r#"axiom ((((((12345678901234567890 Add@1:28 1e5) Add@1:34 1.5e-3) Add@1:43 5bv32) Add@1:51 0x1.8e0f24e8) Add@1:66 RNE) Add@1:72 "a\\\"b");"#,
    );
    check("axiom 1bv99999999999;", "t.bpl(1,7): error: incorrectly formatted bitvector");
    check("axiom x-0x1.0e0f24e8;", r#"t.bpl(1,8): error: ";" expected"#);
    check("axiom 5bv;", r#"t.bpl(1,8): error: ";" expected"#);
    check("axiom a.b == \\old;", "axiom (a.b Eq@1:11 old);");
}

#[test]
fn quantifiers_and_triggers() {
    check(
        "axiom (forall x: int, y: bool :: {:weight 2} {f(x), g(y)} {:nopats h(x)} f(x));",
        "axiom (Forall x: int, y: bool :: {:weight} {f(x), g(y)} {-h(x)} f(x));",
    );
    check("axiom (lambda x: int :: {f(x)} x);", "t.bpl(1,32): error: triggers not allowed in lambda expressions");
    check("axiom (var x, y := 1, 2; x + y) == 3;", "axiom ((var x,y := 1, 2; (x Add@1:28 y)) Eq@1:33 3);");
    check("axiom {:nopats 1, 2} true;", "t.bpl(1,19): error: the 'nopats' quantifier attribute expects a string-literal parameter");
    check("type {:a} {1} T;", "t.bpl(1,13): error: only attributes, not triggers, allowed here");
}

#[test]
fn types() {
    check(
        "type T _ _, S a = [a]bool; var m: <a>[ref, Field a]a; var c: C (D int) [int]bool; var b: bv32; var f: float24e8; var r: rmode; var s: string; var q: bv8 int;",
        "type T _ _, S a = [a]bool;\nvar m: <a>[ref,(Field a)]a;\nvar c: (C (D int) [int]bool);\nvar b: bv32!;\nvar f: float24e8!;\nvar r: rmode!;\nvar s: string!;\nvar q: (bv8 int);",
    );
    check("var x: C < 0;", r#"t.bpl(1,12): error: invalid Ident"#);
}

#[test]
fn functions() {
    check("function f(int, [int]bool): int;", "function f(int, [int]bool): int;");
    check("function f(x, y: int) returns (r: bool) { x < y }", "function f(x: int, y: int): bool { (x Lt@1:45 y) };");
    check("function f(x: int, y): int;", "t.bpl(1,20): error: the type of the last parameter is unspecified");
    check("function h([U,V]T: int, y: int) returns (z: U);", "t.bpl(1,18): error: expected identifier before ':'\nt.bpl(1,12): error: expecting an identifier as parameter name");
    check("function {:inline} {:define} f(x: int): int { x }", "t.bpl(1,49): error: function cannot have both :inline and :define attributes");
    check("function f(a: int where a > 0): int;", r#"t.bpl(1,19): error: ")" expected"#);
}

#[test]
fn declarations() {
    check("const unique a, b: int;", "const unique a,b: int;");
    check("const x: int where x < 0;", "t.bpl(1,14): error: invalid Consts");
    check("var {:a} x, y: int where x > 0;", "var x: int where (x Gt@1:28 0);\nvar y: int where (x Gt@1:28 0);");
    check("datatype L<T> { Nil(), Cons(h: T, t: L T) }", "datatype L Nil() Cons(h: T, t: (L T));");
    check("datatype D { A(), A() }", "t.bpl(1,21): error: constructor name A used more than once in datatype");
    check(
        "procedure P(x: int where x > 0) returns (r: int); free requires x > 0; modifies g; ensures r == x;",
        "procedure P(x: int where (x Gt@1:28 0)) returns (r: int) free requires (x Gt@1:67 0); modifies g; ensures (r Eq@1:94 x);;",
    );
    check("implementation P(x: int where x > 0) { }", "t.bpl(1,35): error: where clause not allowed on the 'implementation' copies of formals");
    check("axiom (forall x: int where x > 0 :: true);", "t.bpl(1,32): error: where clause not allowed on bound variables");
    check("pure procedure P();", "procedure P() returns ();");
}

#[test]
fn statements() {
    check(
        "procedure P() { var x: int; L: x := {:a} 1; m[i][j], d->f := 1, 2; call x := Q(1); free call Q(); call A() | B(); havoc x, y; goto L; return; }",
        "procedure P() returns () { x: intL: x :=@1:34 {:a} 1; m[i][j], d->f :=@1:59 1, 2; call x := Q(1); free call Q(); par call A(); | call B(); havoc x,y; goto L; return; }",
    );
    check(
        "procedure P() { if (x) { } else if (*) { assert true; } else { break; } while (*) free invariant x; invariant y; { break; } }",
        "t.bpl(1,64): error: Error: break statement is not inside a loop",
    );
    check(
        "procedure P() { A: while (*) { B: if (*) { break A; break B; } } }",
        "procedure P() returns () { A: while (*) { B: if (*) { break A; break B; } } }",
    );
    check("procedure P() { goto X; }", "t.bpl(1,17): error: Error: goto label 'X' is undefined");
    check("procedure P() { B: x := 1; if (*) { break B; } }", "t.bpl(1,37): error: Error: break label 'B' must designate an enclosing statement");
    check("procedure P() { x := 1 }", r#"t.bpl(1,24): error: ";" expected"#);
    check("procedure P() { x y; }", "t.bpl(1,19): error: invalid LabelOrAssign");
    check("procedure P() { var x: int; x := 1; var y: int; }", "t.bpl(1,37): error: \"}\" expected\nt.bpl(1,49): error: EOF expected");
    check("procedure P() { push; pop; hide f; reveal *; C(x) := e; }", "procedure P() returns () { push; pop; hide Some(\"f\"); reveal None; unpack C(1) := e; }");
}

#[test]
fn civl_and_legacy() {
    check("yield procedure P(); var x: int;", "t.bpl(1,1): error: CIVL construct 'yield' is not supported");
    check("procedure P() { async call A(); }", "t.bpl(1,17): error: CIVL construct 'async' is not supported");
    check("procedure P() { free call A() | B(); }", "t.bpl(1,22): error: parallel call not allowed");
}

#[test]
fn lexical() {
    check("/* a /* b */ c */ axiom true; // x\n", "axiom true;");
    check("axiom\ttrue\u{0c};", r#"t.bpl(1,11): error: ";" expected"#);
    check("axiom x\u{e9};", r#"t.bpl(1,8): error: ";" expected"#);
    check("", "");
    check("procedure", "t.bpl(2,1): error: invalid Ident");
    check("#line 10 other.bpl\naxiom ;", "other.bpl(10,7): error: invalid UnaryExpression");
    check("#if FILE_0\naxiom true;\n#else\naxiom ;\n#endif\n", "axiom true;");
    check("#if !FILE_0\naxiom ;\n#endif\naxiom x;", "axiom x;");
    check("#line\n#foo  \naxiom true;", "t.bpl(1,0): error: Malformed (#line num [filename]) pragma: #line\nt.bpl(2,0): error: Unrecognized pragma: #foo");
    check(" #line 3\n", "t.bpl(1,2): error: EOF expected");
}

#[test]
fn invalid_utf8_and_garbage() {
    let (_, diags) = crate::parse_program(&String::from_utf8_lossy(b"axiom \xff\xfe;"), "t.bpl");
    assert_eq!(diags.len(), 1);
    let mut files = Files::default();
    let (_, diags) = crate::parse_file(b"axiom x\xc3;", "t.bpl", 0, &mut files);
    assert_eq!(diags.iter().map(|d| d.boogie_line(&files)).collect::<Vec<_>>(), vec![r#"t.bpl(1,8): error: ";" expected"#]);
}

#[test]
fn deep_nesting() {
    let n = 100_000;
    let src = format!("axiom {}x{};", "(".repeat(n), ")".repeat(n));
    assert_eq!(render(&src), "axiom x;");
    let src = format!("procedure P() {{ {} }}", "if (*) {".repeat(n) + &"}".repeat(n));
    assert!(render(&src).starts_with("procedure P()"));
    let src = format!("axiom {}x;", "-!".repeat(n));
    assert!(render(&src).starts_with("axiom (-(!"));
    let src = format!("axiom {}", "(".repeat(n));
    assert_eq!(render(&src), "t.bpl(2,1): error: invalid UnaryExpression");
}

/// The line starts of the unchanged-source path (`memchr`'s `\n` search) equal a
/// byte-by-byte computation, for line ends at every offset of short inputs.
#[test]
fn unchanged_line_starts() {
    let mut inputs: Vec<String> = vec![String::new(), "\n".into(), "\n\n".into(), "a\n".into(), "\u{b}\n\u{b}\n".into()];
    for len in 0..40 {
        let s: String = (0..len).map(|i| if (i * 7 + len) % 5 == 0 { '\n' } else if i % 3 == 0 { '\u{b}' } else { 'x' }).collect();
        inputs.push(s + "\n");
    }
    for s in inputs {
        let mut files = Files::default();
        let file = files.intern("t.bpl");
        let pre = crate::pre::preprocess(s.as_bytes(), file, 0, &mut files);
        assert!(matches!(pre.text, std::borrow::Cow::Borrowed(_)), "{s:?}");
        let mut want = Vec::new();
        if !s.is_empty() {
            want.push(0u32);
        }
        for (i, b) in s.bytes().enumerate() {
            if b == b'\n' && i + 1 < s.len() {
                want.push(i as u32 + 1);
            }
        }
        want.push(s.len() as u32);
        assert_eq!(pre.line_starts, want, "{s:?}");
    }
}
