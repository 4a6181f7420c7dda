//! Property test without a framework: pseudo-random expressions and types (fixed seeds,
//! so failures reproduce) must survive `parse(print(e)) == e`. This reaches operator and
//! postfix combinations that no corpus file has.

use boogie_ast::print::{print_expr, print_type};
use boogie_ast::*;
use test_support::XorShift64;


fn id(name: &str) -> Ident {
    Ident { name: name.into(), span: Span::NONE }
}

fn e(kind: ExprKind) -> Expr {
    Expr { kind, span: Span::NONE }
}

const NAMES: &[&str] = &["x", "y", "m", "old", "push", "bv8", "a'", "$h", "if", "RNE", "left"];

fn gen_type(r: &mut XorShift64, depth: u32) -> Type {
    let kind = match if depth == 0 { r.below(6) } else { r.below(10) } {
        0 => TypeKind::Int,
        1 => TypeKind::Bool,
        2 => TypeKind::Bv { width: r.below(65) as u32 },
        3 => TypeKind::Float { sig: 24, exp: 8 },
        // A nullary `bv32`, `string`, ... is the built-in type: the parser never makes a
        // `Named` of it, so neither does this generator (with arguments it does).
        4 => TypeKind::Named { name: (*r.pick(&["T", "procedure", "a", "floaty"])).into(), args: vec![] },
        5 => TypeKind::Real,
        6 | 7 => {
            let n = r.below(3) + 1;
            TypeKind::Named { name: (*r.pick(&["C", "Field", "int", "bv32", "string", "float24e8"])).into(), args: (0..n).map(|_| gen_type(r, depth - 1)).collect() }
        }
        _ => {
            let n = r.below(3);
            let type_params = if r.below(3) == 0 { vec![id("a")] } else { vec![] };
            TypeKind::Map(Box::new(MapType {
                type_params,
                args: (0..n).map(|_| gen_type(r, depth - 1)).collect(),
                result: gen_type(r, depth - 1),
            }))
        }
    };
    Type { kind, span: Span::NONE }
}

fn gen_expr(r: &mut XorShift64, depth: u32) -> Expr {
    if depth == 0 {
        return match r.below(6) {
            0 => e(ExprKind::Lit(Literal::Int(r.below(1000).to_string().into()))),
            1 => e(ExprKind::Lit(Literal::Bool(r.below(2) == 0))),
            2 => e(ExprKind::Lit(Literal::Float((*r.pick(&["-0x1.0e0f24e8", "0x1.8e0f24e8", "0NaN24e8"])).into()))),
            3 => e(ExprKind::Lit(Literal::Bv(Box::new(BvLit { value: "5".into(), width: 8 })))),
            4 => e(ExprKind::Lit(Literal::Real("1.5e-3".into()))),
            _ => e(ExprKind::Var { name: (*r.pick(NAMES)).into() }),
        };
    }
    let d = depth - 1;
    use BinaryOp::*;
    let ops = [Iff, Implies, And, Or, Eq, Neq, Lt, Le, Gt, Ge, Concat, Add, Sub, Mul, Div, Mod, RealDiv, Pow];
    match r.below(22) {
        0..=6 => {
            let op = *r.pick(&ops);
            e(ExprKind::Binary(Box::new(BinaryExpr { op, lhs: gen_expr(r, d), rhs: gen_expr(r, d) })))
        }
        7 => e(ExprKind::Unary { op: UnaryOp::Neg, arg: Box::new(gen_expr(r, d)) }),
        8 => e(ExprKind::Unary { op: UnaryOp::Not, arg: Box::new(gen_expr(r, d)) }),
        9 => e(ExprKind::IfThenElse(Box::new(IfThenElse { cond: gen_expr(r, d), then_: gen_expr(r, d), else_: gen_expr(r, d) }))),
        10 => e(ExprKind::Coerce(Box::new(CoerceExpr { expr: gen_expr(r, d), ty: gen_type(r, 2) }))),
        11 => e(ExprKind::Is(Box::new(IsExpr { expr: gen_expr(r, d), ctor: id(*r.pick(NAMES)) }))),
        12 => {
            let n = r.below(3);
            e(ExprKind::Select(Box::new(SelectExpr { map: gen_expr(r, d), indices: (0..n).map(|_| gen_expr(r, d)).collect() })))
        }
        13 => {
            let n = r.below(3);
            e(ExprKind::Store(Box::new(StoreExpr {
                map: gen_expr(r, d),
                indices: (0..n).map(|_| gen_expr(r, d)).collect(),
                value: gen_expr(r, d),
            })))
        }
        14 => e(ExprKind::Extract(Box::new(ExtractExpr { expr: gen_expr(r, d), hi: "8".into(), lo: "0".into() }))),
        15 => e(ExprKind::Field(Box::new(FieldExpr { expr: gen_expr(r, d), field: id(*r.pick(NAMES)) }))),
        16 => e(ExprKind::FieldUpdate(Box::new(FieldUpdateExpr { expr: gen_expr(r, d), field: id("f"), value: gen_expr(r, d) }))),
        17 => e(ExprKind::Old(Box::new(gen_expr(r, d)))),
        18 => {
            let n = r.below(3);
            e(ExprKind::FunCall(Box::new(FunCall { name: id(*r.pick(NAMES)), args: (0..n).map(|_| gen_expr(r, d)).collect() })))
        }
        19 => {
            let kind = *r.pick(&[QuantKind::Forall, QuantKind::Exists, QuantKind::Lambda]);
            let triggers = if kind == QuantKind::Lambda || r.below(2) == 0 {
                vec![]
            } else {
                vec![Trigger { positive: r.below(2) == 0, exprs: vec![gen_expr(r, d)], span: Span::NONE }]
            };
            e(ExprKind::Quant(Box::new(QuantExpr {
                kind,
                type_params: vec![],
                vars: vec![Variable { attrs: Attrs::new(), name: id("q"), ty: gen_type(r, 1), where_clause: None, span: Span::NONE }],
                attrs: if r.below(2) == 0 { Attrs::new() } else { thin_vec![Attribute { key: "w".into(), args: vec![AttrArg::Expr(gen_expr(r, d))].into(), span: Span::NONE }] },
                triggers,
                body: gen_expr(r, d),
            })))
        }
        20 => e(ExprKind::Let(Box::new(LetExpr {
            vars: vec![LetVar { attrs: Attrs::new(), name: id("v") }],
            rhs: vec![gen_expr(r, d)],
            attrs: Attrs::new(),
            body: gen_expr(r, d),
        }))),
        _ => e(ExprKind::ToReal(Box::new(gen_expr(r, d)))),
    }
}

/// Parses `axiom <text>;` and returns the axiom's expression.
fn parse_axiom(text: &str) -> Result<Expr, String> {
    let src = format!("axiom {text};\n");
    let (mut program, diags) = boogie_parse::parse_program(&src, "random.bpl");
    if !diags.is_empty() {
        return Err(diags.iter().map(|d| d.boogie_line(&program.files)).collect::<Vec<_>>().join("\n"));
    }
    match program.decls.pop() {
        Some(Decl::Axiom(a)) if program.decls.is_empty() => Ok(a.expr),
        other => Err(format!("not one axiom: {other:?}")),
    }
}

#[test]
fn random_expressions_round_trip() {
    let failures = tests::with_big_stack(|| {
        let mut failures = Vec::new();
        for seed in 1..=20000u64 {
            let mut r = XorShift64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
            let expr = gen_expr(&mut r, 1 + (seed % 5) as u32);
            let text = print_expr(&expr);
            match parse_axiom(&text) {
                Ok(back) if back == expr => {}
                Ok(back) => failures.push(format!("seed {seed}: `{text}` reads back as `{}`", print_expr(&back))),
                Err(diags) => failures.push(format!("seed {seed}: `{text}` does not parse:\n{diags}")),
            }
            if failures.len() >= 10 {
                break;
            }
        }
        failures
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn random_types_round_trip() {
    for seed in 1..=2000u64 {
        let mut r = XorShift64(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1);
        let ty = gen_type(&mut r, 3);
        let text = print_type(&ty);
        let src = format!("var v: {text};\n");
        let (program, diags) = boogie_parse::parse_program(&src, "random.bpl");
        assert!(diags.is_empty(), "seed {seed}: `{text}` does not parse: {diags:?}");
        let Some(Decl::Var(GlobalVarDecl { var })) = program.decls.first() else { panic!("seed {seed}: no var") };
        assert_eq!(var.ty, ty, "seed {seed}: `{text}` reads back as `{}`", print_type(&var.ty));
    }
}
