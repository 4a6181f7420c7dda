//! Unit tests of the printer on hand-built trees (no parser needed).

use super::*;

// ---------------------------------------------------------------------------
// Tree builders
// ---------------------------------------------------------------------------

fn e(kind: ExprKind) -> Expr {
    Expr { kind, span: Span::NONE }
}

fn id(name: &str) -> Ident {
    Ident { name: name.into(), span: Span::NONE }
}

fn var(name: &str) -> Expr {
    e(ExprKind::Var { name: name.into() })
}

fn int(digits: &str) -> Expr {
    e(ExprKind::Lit(Literal::Int(digits.into())))
}

fn float(text: &str) -> Expr {
    e(ExprKind::Lit(Literal::Float(text.into())))
}

fn bin(op: BinaryOp, lhs: Expr, rhs: Expr) -> Expr {
    e(ExprKind::Binary(Box::new(BinaryExpr { op, lhs, rhs })))
}

fn neg(arg: Expr) -> Expr {
    e(ExprKind::Unary { op: UnaryOp::Neg, arg: Box::new(arg) })
}

fn not(arg: Expr) -> Expr {
    e(ExprKind::Unary { op: UnaryOp::Not, arg: Box::new(arg) })
}

fn ite(cond: Expr, then_: Expr, else_: Expr) -> Expr {
    e(ExprKind::IfThenElse(Box::new(IfThenElse { cond, then_, else_ })))
}

fn coerce(expr: Expr, ty: Type) -> Expr {
    e(ExprKind::Coerce(Box::new(CoerceExpr { expr, ty })))
}

fn select(map: Expr, indices: Vec<Expr>) -> Expr {
    e(ExprKind::Select(Box::new(SelectExpr { map, indices })))
}

fn is(expr: Expr, ctor: &str) -> Expr {
    e(ExprKind::Is(Box::new(IsExpr { expr, ctor: id(ctor) })))
}

fn call(name: &str, args: Vec<Expr>) -> Expr {
    e(ExprKind::FunCall(Box::new(FunCall { name: id(name), args })))
}

fn t(kind: TypeKind) -> Type {
    Type { kind, span: Span::NONE }
}

fn named(name: &str, args: Vec<Type>) -> Type {
    t(TypeKind::Named { name: name.into(), args })
}

fn map(type_params: &[&str], args: Vec<Type>, result: Type) -> Type {
    t(TypeKind::Map(Box::new(MapType { type_params: type_params.iter().map(|n| id(n)).collect(), args, result })))
}


fn variable(name: &str, ty: Type) -> Variable {
    Variable { attrs: Attrs::new(), name: id(name), ty, where_clause: None, span: Span::NONE }
}

fn attr(key: &str, args: Vec<AttrArg>) -> Attribute {
    Attribute { key: key.into(), args: args.into(), span: Span::NONE }
}

#[track_caller]
fn check_expr(expr: Expr, expected: &str) {
    assert_eq!(print_expr(&expr), expected);
}

#[track_caller]
fn check_type(ty: Type, expected: &str) {
    assert_eq!(print_type(&ty), expected);
}

use BinaryOp::*;

// ---------------------------------------------------------------------------
// Expressions: precedence and associativity
// ---------------------------------------------------------------------------

#[test]
fn logic_operators_do_not_mix() {
    check_expr(bin(And, bin(Or, var("a"), var("b")), var("c")), "(a || b) && c");
    check_expr(bin(Or, var("a"), bin(And, var("b"), var("c"))), "a || (b && c)");
    check_expr(bin(And, bin(And, var("a"), var("b")), var("c")), "a && b && c");
    check_expr(bin(And, var("a"), bin(And, var("b"), var("c"))), "a && (b && c)");
    check_expr(bin(Or, bin(Or, var("a"), var("b")), var("c")), "a || b || c");
}

#[test]
fn implication_groups_right() {
    check_expr(bin(Implies, var("a"), bin(Implies, var("b"), var("c"))), "a ==> b ==> c");
    check_expr(bin(Implies, bin(Implies, var("a"), var("b")), var("c")), "(a ==> b) ==> c");
    check_expr(bin(Iff, bin(Iff, var("a"), var("b")), var("c")), "a <==> b <==> c");
    check_expr(bin(Iff, var("a"), bin(Iff, var("b"), var("c"))), "a <==> (b <==> c)");
    check_expr(bin(Implies, bin(And, var("a"), var("b")), var("c")), "a && b ==> c");
    check_expr(bin(And, bin(Implies, var("a"), var("b")), var("c")), "(a ==> b) && c");
}

#[test]
fn relations_do_not_chain() {
    check_expr(bin(Eq, bin(Eq, var("a"), var("b")), var("c")), "(a == b) == c");
    check_expr(bin(Lt, var("a"), bin(Lt, var("b"), var("c"))), "a < (b < c)");
    check_expr(bin(Eq, not(var("a")), var("b")), "!a == b");
    check_expr(bin(Concat, var("x"), bin(Add, var("y"), var("z"))), "x ++ y + z");
    check_expr(bin(Add, bin(Concat, var("x"), var("y")), var("z")), "(x ++ y) + z");
}

#[test]
fn arithmetic_is_left_associative() {
    check_expr(bin(Sub, bin(Sub, var("a"), var("b")), var("c")), "a - b - c");
    check_expr(bin(Sub, var("a"), bin(Sub, var("b"), var("c"))), "a - (b - c)");
    check_expr(bin(Mul, var("a"), bin(Add, var("b"), var("c"))), "a * (b + c)");
    check_expr(bin(Add, var("a"), bin(Mul, var("b"), var("c"))), "a + b * c");
    check_expr(bin(Div, bin(Mod, var("a"), var("b")), var("c")), "a mod b div c");
    check_expr(bin(RealDiv, var("a"), bin(RealDiv, var("b"), var("c"))), "a / (b / c)");
}

#[test]
fn power_is_right_associative() {
    check_expr(bin(Pow, int("2"), bin(Pow, int("3"), int("4"))), "2 ** 3 ** 4");
    check_expr(bin(Pow, bin(Pow, int("2"), int("3")), int("4")), "(2 ** 3) ** 4");
    check_expr(bin(Pow, neg(var("x")), int("2")), "-x ** 2");
    check_expr(neg(bin(Pow, var("x"), int("2"))), "-(x ** 2)");
    check_expr(bin(Pow, is(var("x"), "C"), int("2")), "x is C ** 2");
}

#[test]
fn unary_minus_never_merges() {
    check_expr(neg(int("1")), "-1");
    check_expr(neg(neg(int("1"))), "- -1");
    check_expr(neg(neg(neg(var("x")))), "- - -x");
    check_expr(bin(Sub, var("x"), neg(int("1"))), "x - -1");
    check_expr(neg(float("-0x1.0e0f24e8")), "- -0x1.0e0f24e8");
    check_expr(bin(Sub, var("x"), float("-0x1.0e0f24e8")), "x - -0x1.0e0f24e8");
    check_expr(neg(float("0x1.0e0f24e8")), "- 0x1.0e0f24e8");
    check_expr(neg(float("0NaN24e8")), "- 0NaN24e8");
    check_expr(neg(neg(float("0+oo24e8"))), "- - 0+oo24e8");
    check_expr(neg(int("0")), "-0");
    check_expr(not(not(var("b"))), "!!b");
    check_expr(neg(not(var("b"))), "-!b");
    check_expr(select(neg(int("1")), vec![int("0")]), "(-1)[0]");
}

#[test]
fn if_then_else_extends_right() {
    let c = || ite(var("c"), int("2"), int("3"));
    check_expr(bin(Add, int("1"), c()), "1 + if c then 2 else 3");
    check_expr(bin(Add, c(), int("1")), "(if c then 2 else 3) + 1");
    check_expr(bin(Add, bin(Add, int("1"), c()), int("4")), "1 + (if c then 2 else 3) + 4");
    check_expr(bin(Mul, bin(Add, int("1"), c()), int("4")), "(1 + if c then 2 else 3) * 4");
    check_expr(neg(c()), "-if c then 2 else 3");
    check_expr(bin(Add, neg(c()), int("1")), "-(if c then 2 else 3) + 1");
    check_expr(select(c(), vec![int("0")]), "(if c then 2 else 3)[0]");
    check_expr(coerce(c(), t(TypeKind::Int)), "(if c then 2 else 3) : int");
    check_expr(is(c(), "C"), "(if c then 2 else 3) is C");
    check_expr(ite(c(), c(), c()), "if if c then 2 else 3 then if c then 2 else 3 else if c then 2 else 3");
    check_expr(call("f", vec![c(), c()]), "f(if c then 2 else 3, if c then 2 else 3)");
    check_expr(ite(var("c"), int("1"), bin(Add, int("2"), int("3"))), "if c then 1 else 2 + 3");
}

#[test]
fn coercions() {
    let c = || coerce(var("x"), named("C", vec![]));
    check_expr(bin(Lt, c(), int("0")), "(x : C) < 0");
    check_expr(bin(Gt, c(), int("0")), "x : C > 0");
    check_expr(bin(Lt, bin(Add, var("a"), c()), int("0")), "a + (x : C) < 0");
    check_expr(bin(Lt, neg(c()), int("0")), "-(x : C) < 0");
    check_expr(bin(Lt, int("0"), c()), "0 < x : C");
    check_expr(coerce(neg(var("x")), t(TypeKind::Int)), "(-x) : int");
    check_expr(neg(coerce(var("x"), t(TypeKind::Int))), "-x : int");
    check_expr(coerce(coerce(var("x"), t(TypeKind::Int)), t(TypeKind::Int)), "x : int : int");
    check_expr(select(c(), vec![]), "(x : C)[]");
}

#[test]
fn postfix_and_atoms() {
    let m = || var("m");
    check_expr(select(select(m(), vec![var("i"), var("j")]), vec![var("k")]), "m[i, j][k]");
    check_expr(
        e(ExprKind::Store(Box::new(StoreExpr { map: m(), indices: vec![var("i")], value: int("1") }))),
        "m[i := 1]",
    );
    check_expr(e(ExprKind::Store(Box::new(StoreExpr { map: m(), indices: vec![], value: int("1") }))), "m[:= 1]");
    check_expr(
        e(ExprKind::Extract(Box::new(ExtractExpr { expr: var("b"), hi: "8".into(), lo: "0".into() }))),
        "b[8:0]",
    );
    check_expr(e(ExprKind::Field(Box::new(FieldExpr { expr: var("d"), field: id("head") }))), "d->head");
    check_expr(
        e(ExprKind::FieldUpdate(Box::new(FieldUpdateExpr { expr: var("d"), field: id("head"), value: int("1") }))),
        "d->(head := 1)",
    );
    check_expr(e(ExprKind::Old(Box::new(var("g")))), "old(g)");
    check_expr(e(ExprKind::ToInt(Box::new(var("r")))), "int(r)");
    check_expr(e(ExprKind::ToReal(Box::new(var("i")))), "real(i)");
    check_expr(is(is(var("x"), "A"), "B"), "(x is A) is B");
    check_expr(is(neg(var("x")), "A"), "-x is A");
    check_expr(neg(is(var("x"), "A")), "-(x is A)");
    check_expr(e(ExprKind::Lit(Literal::Bv(Box::new(BvLit { value: "5".into(), width: 32 })))), "5bv32");
    check_expr(e(ExprKind::Lit(Literal::String("a\\\"b".into()))), "\"a\\\"b\"");
    check_expr(e(ExprKind::Lit(Literal::RMode("RNE".into()))), "RNE");
    check_expr(e(ExprKind::Lit(Literal::Real("1.5e-3".into()))), "1.5e-3");
}

#[test]
fn keywords_are_escaped() {
    check_expr(var("old"), "\\old");
    check_expr(call("true", vec![]), "\\true()");
    check_expr(var("push"), "\\push");
    check_expr(var("bv32"), "bv32");
    check_expr(var("x'"), "x'");
    check_type(named("bv32", vec![]), "\\bv32");
    check_type(named("float24e8", vec![]), "\\float24e8");
    check_type(named("string", vec![t(TypeKind::Int)]), "\\string int");
    check_type(named("procedure", vec![]), "\\procedure");
    check_type(named("floaty", vec![]), "floaty");
    check_type(named("bv", vec![]), "bv");
}

#[test]
fn quantifiers_lambdas_lets() {
    let q = QuantExpr {
        kind: QuantKind::Forall,
        type_params: vec![id("a")],
        vars: vec![variable("x", named("a", vec![])), variable("y", t(TypeKind::Int))],
        attrs: thin_vec![attr("weight", vec![AttrArg::Expr(int("2"))])],
        triggers: vec![
            Trigger { positive: true, exprs: vec![call("f", vec![var("x")]), var("y")], span: Span::NONE },
            Trigger { positive: false, exprs: vec![call("g", vec![var("y")])], span: Span::NONE },
        ],
        body: bin(Eq, call("f", vec![var("x")]), var("y")),
    };
    let q = e(ExprKind::Quant(Box::new(q)));
    check_expr(q.clone(), "(forall<a> x: a, y: int :: {:weight 2} { f(x), y } {:nopats g(y)} f(x) == y)");
    check_expr(bin(And, q.clone(), var("b")), "(forall<a> x: a, y: int :: {:weight 2} { f(x), y } {:nopats g(y)} f(x) == y) && b");
    let lam = QuantExpr {
        kind: QuantKind::Lambda,
        type_params: vec![],
        vars: vec![variable("i", t(TypeKind::Int))],
        attrs: Attrs::new(),
        triggers: vec![],
        body: int("0"),
    };
    check_expr(select(e(ExprKind::Quant(Box::new(lam))), vec![int("3")]), "(lambda i: int :: 0)[3]");
    let l = LetExpr {
        vars: vec![LetVar { attrs: Attrs::new(), name: id("x") }, LetVar { attrs: thin_vec![attr("a", vec![])], name: id("y") }],
        rhs: vec![int("1"), int("2")],
        attrs: thin_vec![attr("b", vec![AttrArg::String("s".into())])],
        body: bin(Add, var("x"), var("y")),
    };
    check_expr(e(ExprKind::Let(Box::new(l))), "(var x, {:a} y := 1, 2; {:b \"s\"} x + y)");
}

#[test]
fn attribute_arguments() {
    let a = attr(
        "msg",
        vec![
            AttrArg::String("text".into()),
            AttrArg::Expr(bin(Add, var("x"), int("1"))),
            AttrArg::Expr(e(ExprKind::Lit(Literal::String("s".into())))),
        ],
    );
    assert_eq!(print_attribute(&a), "{:msg \"text\", x + 1, (\"s\")}");
    assert_eq!(print_attribute(&attr("inline", vec![])), "{:inline}");
}

#[test]
fn types() {
    let int = || t(TypeKind::Int);
    let d = || named("D", vec![]);
    check_type(named("C", vec![named("D", vec![int()]), map(&[], vec![int()], t(TypeKind::Bool))]), "C (D int) [int]bool");
    check_type(named("C", vec![map(&[], vec![int()], t(TypeKind::Bool)), int()]), "C ([int]bool) int");
    check_type(named("E", vec![named("E", vec![d()])]), "E (E D)");
    check_type(named("C", vec![d(), d(), d()]), "C D D D");
    check_type(
        map(&["a"], vec![named("ref", vec![]), named("Field", vec![named("a", vec![])])], named("a", vec![])),
        "<a>[ref, Field a]a",
    );
    check_type(map(&["a", "b"], vec![], int()), "<a, b>[]int");
    check_type(map(&[], vec![int()], map(&[], vec![int()], t(TypeKind::Bool))), "[int][int]bool");
    check_type(map(&[], vec![int()], named("C", vec![int()])), "[int]C int");
    check_type(t(TypeKind::Bv { width: 32 }), "bv32");
    check_type(t(TypeKind::Float { sig: 24, exp: 8 }), "float24e8");
    check_type(named("E", vec![map(&["a"], vec![named("a", vec![])], int())]), "E <a>[a]int");
    check_type(t(TypeKind::RMode), "rmode");
}

#[test]
fn deep_left_chain_of_disjunctions() {
    let mut x = var("x0");
    for i in 1..300 {
        x = bin(Or, x, var(&format!("x{i}")));
    }
    let text = print_expr(&x);
    assert!(text.starts_with("x0 || x1 || x2"));
    assert!(!text.contains('('));
    assert_eq!(text.matches("||").count(), 299);
}

// ---------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------

fn stmt_assign(name: &str, value: Expr) -> Stmt {
    Stmt::Assign(AssignCmd {
        lhs: vec![Lhs { name: id(name), selectors: vec![], span: Span::NONE }],
        attrs: Attrs::new(),
        rhs: vec![value],
        span: Span::NONE,
    })
}

fn label(name: &str) -> Stmt {
    Stmt::Label(LabelStmt { name: id(name), span: Span::NONE })
}

#[test]
fn implementation_layout() {
    let body = Body {
        locals: vec![variable("x", t(TypeKind::Int))],
        stmts: vec![
            stmt_assign("x", int("0")),
            label("L"),
            Stmt::While(WhileStmt {
                guard: Some(bin(Lt, var("x"), int("10"))),
                specs: vec![LoopSpec::Invariant(Contract {
                    free: true,
                    attrs: Attrs::new(),
                    expr: bin(Le, var("x"), int("10")),
                    span: Span::NONE,
                })],
                body: vec![
                    Stmt::If(IfStmt {
                        attrs: Attrs::new(),
                        guard: None,
                        then_branch: vec![Stmt::Break(BreakStmt { label: None, span: Span::NONE })],
                        else_branch: Some(ElseBranch::If(Box::new(IfStmt {
                            attrs: Attrs::new(),
                            guard: Some(var("b")),
                            then_branch: vec![],
                            else_branch: Some(ElseBranch::Block {
                                stmts: vec![label("M"), stmt_assign("x", int("1"))],
                                span: Span::NONE,
                                end: Span::NONE,
                            }),
                            span: Span::NONE,
                            then_end: Span::NONE,
                        }))),
                        span: Span::NONE,
                        then_end: Span::NONE,
                    }
                    .into()),
                    stmt_assign("x", bin(Add, var("x"), int("1"))),
                ],
                span: Span::NONE,
                body_end: Span::NONE,
            }
            .into()),
            Stmt::Return(ReturnCmd { attrs: Attrs::new(), span: Span::NONE }),
        ],
        span: Span::NONE,
        end: Span::NONE,
    };
    let decl = Decl::Implementation(ImplementationDecl {
        attrs: thin_vec![attr("id", vec![AttrArg::Expr(int("1"))])],
        name: id("P"),
        type_params: vec![],
        ins: vec![variable("a", t(TypeKind::Int))],
        outs: vec![variable("r", t(TypeKind::Bool))],
        body,
        span: Span::NONE,
    });
    let expected = "\
implementation {:id 1} P(a: int) returns (r: bool)
{
  var x: int;

    x := 0;

  L:
    while (x < 10)
      free invariant x <= 10;
    {
      if (*)
      {
        break;
      }
      else if (b)
      {
      }
      else
      {
      M:
        x := 1;
      }
      x := x + 1;
    }
    return;
}
";
    assert_eq!(print_decl(&decl), expected);
}

#[test]
fn function_and_const_layout() {
    let f = Decl::Function(FunctionDecl {
        revealed: false,
        attrs: thin_vec![attr("inline", vec![])],
        name: id("f"),
        type_params: vec![],
        params: vec![
            FunctionParam { attrs: Attrs::new(), name: Some(id("x")), ty: t(TypeKind::Int), span: Span::NONE },
        ],
        result: FunctionParam { attrs: Attrs::new(), name: None, ty: t(TypeKind::Int), span: Span::NONE },
        body: Some(bin(Add, var("x"), int("1"))),
        uses: None,
        span: Span::NONE,
    });
    assert_eq!(print_decl(&f), "function {:inline} f(x: int) : int\n{\n  x + 1\n}\n");
    let c = Decl::Const(ConstDecl {
        attrs: Attrs::new(),
        unique: true,
        names: vec![id("a"), id("b")],
        ty: named("T", vec![]),
        uses: Some(vec![AxiomDecl { hideable: true, attrs: Attrs::new(), expr: bin(Neq, var("a"), var("b")), span: Span::NONE }]),
        span: Span::NONE,
    });
    assert_eq!(print_decl(&c), "const unique a, b: T uses {\n  hideable axiom a != b;\n}\n");
}
