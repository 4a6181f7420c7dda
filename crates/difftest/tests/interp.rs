//! The interpreter on hand-written programs with known answers: failing checks are found,
//! pruned executions are not counted, contracts, `where` clauses and `old` follow Boogie.

use difftest::interp::{decide, Budget, Verdict};
use difftest::ir::*;
use difftest::print;

fn var(name: &str, ty: Ty) -> VarDecl {
    VarDecl { name: name.into(), ty, where_: None }
}

fn proc(name: &str, ins: Vec<VarDecl>, outs: Vec<VarDecl>, body: Option<Vec<Stmt>>) -> Proc {
    Proc {
        name: name.into(),
        ins,
        outs,
        requires: vec![],
        ensures: vec![],
        modifies: vec![],
        body: body.map(|s| Body { locals: vec![], code: Code::Structured(s) }),
    }
}

fn v(i: usize) -> Expr {
    Expr::Var(i)
}

fn assign(i: usize, e: Expr) -> Stmt {
    Stmt::Assign(vec![(Lhs { var: i, index: None }, e)])
}

/// The verdict on the last procedure of `p` (printed first, so a failing test shows it).
fn verdict(p: &Program) -> Verdict {
    println!("{}", print::program(p));
    let v = decide(p, p.procs.len() - 1, Budget::default(), 7);
    println!("{v:?}");
    v
}

fn fails_with(p: &Program, what: &str) {
    match verdict(p) {
        Verdict::Fails { check, trace } => {
            assert!(check.contains(what), "expected a failing {what}, got {check} ({trace:?})")
        }
        other => panic!("expected a failing {what}, got {other:?}"),
    }
}

fn no_failure(p: &Program) {
    let v = verdict(p);
    assert!(matches!(v, Verdict::NoFailureFound { .. }), "expected no failure, got {v:?}");
}

fn one_proc(ins: Vec<VarDecl>, body: Vec<Stmt>) -> Program {
    Program { procs: vec![proc("P", ins, vec![], Some(body))], ..Program::default() }
}

#[test]
fn a_failing_assert_is_found_with_its_state() {
    // procedure P(x: int) { assert x > 1; }   fails for x in -2..1
    let p = one_proc(vec![var("x", Ty::Int)], vec![Stmt::Assert(Expr::bin(Op::Gt, v(0), Expr::int(1)))]);
    fails_with(&p, "assert");
    let Verdict::Fails { trace, .. } = verdict(&p) else { unreachable!() };
    assert!(trace.iter().any(|t| t.starts_with("initial x = ")), "{trace:?}");
    // assert x > -4 holds on every int of the domain (-3..3): no failure, whole tree seen.
    let p = one_proc(vec![var("x", Ty::Int)], vec![Stmt::Assert(Expr::bin(Op::Gt, v(0), Expr::int(-4)))]);
    assert!(matches!(verdict(&p), Verdict::NoFailureFound { exhaustive: true, .. }));
}

#[test]
fn an_assume_that_blocks_everything_gives_no_failure() {
    let p = one_proc(vec![var("x", Ty::Int)], vec![Stmt::Assume(Expr::bool(false)), Stmt::Assert(Expr::bool(false))]);
    no_failure(&p);
    // A partial assume prunes only some states: x == 2 passes `assert x > 1`.
    let p = one_proc(
        vec![var("x", Ty::Int)],
        vec![Stmt::Assume(Expr::bin(Op::Eq, v(0), Expr::int(2))), Stmt::Assert(Expr::bin(Op::Gt, v(0), Expr::int(1)))],
    );
    no_failure(&p);
}

#[test]
fn a_loop_invariant_not_maintained_is_found() {
    // l := 0; while (l < 3) invariant l <= 1; { l := l + 1; }
    let inv = |n| (false, Expr::bin(Op::Le, v(0), Expr::int(n)));
    let body = |n| {
        vec![
            assign(0, Expr::int(0)),
            Stmt::While(
                Some(Expr::bin(Op::Lt, v(0), Expr::int(3))),
                vec![inv(n)],
                vec![assign(0, Expr::bin(Op::Add, v(0), Expr::int(1)))],
            ),
        ]
    };
    let mk = |n| Program {
        procs: vec![Proc { body: Some(Body { locals: vec![var("l", Ty::Int)], code: Code::Structured(body(n)) }), ..proc("P", vec![], vec![], None) }],
        ..Program::default()
    };
    fails_with(&mk(1), "after an iteration");
    no_failure(&mk(3));
    fails_with(&mk(-1), "on entry");
}

#[test]
fn a_loop_cut_by_the_bound_is_dropped() {
    // while (true) {} assert false;  never reaches the assert.
    let p = one_proc(vec![], vec![Stmt::While(Some(Expr::bool(true)), vec![], vec![]), Stmt::Assert(Expr::bool(false))]);
    no_failure(&p);
}

#[test]
fn a_callee_precondition_violated_at_a_call_is_found() {
    // procedure Q(a: int); requires a > 0;    procedure P(x: int) { call Q(x); }
    let mut q = proc("Q", vec![var("a", Ty::Int)], vec![], None);
    q.requires.push((false, Expr::bin(Op::Gt, v(0), Expr::int(0))));
    let p = Program { procs: vec![q.clone(), proc("P", vec![var("x", Ty::Int)], vec![], Some(vec![Stmt::Call(0, vec![v(0)], vec![])]))], ..Program::default() };
    fails_with(&p, "requires #0 of Q");
    // A free requires is not checked at the call.
    q.requires[0].0 = true;
    let p = Program { procs: vec![q, p.procs[1].clone()], ..Program::default() };
    no_failure(&p);
}

#[test]
fn a_call_runs_by_the_contract() {
    // var g: int;  procedure Q() returns (r: int); modifies g; ensures r > 1 && g == old(g) + 1;
    let g = var("g", Ty::Int);
    let mut q = proc("Q", vec![], vec![var("r", Ty::Int)], None);
    q.modifies = vec![0];
    q.ensures.push((false, Expr::bin(Op::Gt, v(1), Expr::int(1))));
    q.ensures.push((false, Expr::bin(Op::Eq, v(0), Expr::bin(Op::Add, Expr::old(v(0)), Expr::int(1)))));
    // procedure P() returns (y: int) modifies g; { call y := Q(); assert CHECK; }
    let caller = |check: Expr| {
        let mut p = proc("P", vec![], vec![var("y", Ty::Int)], Some(vec![Stmt::Call(0, vec![], vec![1]), Stmt::Assert(check)]));
        p.modifies = vec![0];
        p
    };
    let mk = |check| Program { globals: vec![g.clone()], procs: vec![q.clone(), caller(check)], ..Program::default() };
    no_failure(&mk(Expr::bin(Op::Gt, v(1), Expr::int(1))));
    no_failure(&mk(Expr::bin(Op::Eq, v(0), Expr::bin(Op::Add, Expr::old(v(0)), Expr::int(1)))));
    fails_with(&mk(Expr::bin(Op::Gt, v(1), Expr::int(2))), "assert");
    fails_with(&mk(Expr::bin(Op::Eq, v(0), Expr::old(v(0)))), "assert");
}

#[test]
fn where_clauses_hold_after_havoc_and_at_entry() {
    // var g: int where g >= 1;  procedure P() modifies g; { havoc g; assert g >= N; }
    let mk = |n| {
        let mut g = var("g", Ty::Int);
        g.where_ = Some(Expr::bin(Op::Ge, v(0), Expr::int(1)));
        let mut p = proc("P", vec![], vec![], Some(vec![Stmt::Havoc(vec![0]), Stmt::Assert(Expr::bin(Op::Ge, v(0), Expr::int(n)))]));
        p.modifies = vec![0];
        Program { globals: vec![g], procs: vec![p], ..Program::default() }
    };
    no_failure(&mk(1));
    fails_with(&mk(2), "assert");
    // An assignment may break a where clause: g := 0; assert g >= 1 fails.
    let mut p = mk(1);
    p.procs[0].body = Some(Body { locals: vec![], code: Code::Structured(vec![assign(0, Expr::int(0)), Stmt::Assert(Expr::bin(Op::Ge, v(0), Expr::int(1)))]) });
    fails_with(&p, "assert");
}

#[test]
fn old_is_the_value_at_entry() {
    // var g: int; procedure P() modifies g; ensures g == old(g) + K; { g := g + 1; }
    let mk = |k| {
        let mut p = proc("P", vec![], vec![], Some(vec![assign(0, Expr::bin(Op::Add, v(0), Expr::int(1)))]));
        p.modifies = vec![0];
        p.ensures.push((false, Expr::bin(Op::Eq, v(0), Expr::bin(Op::Add, Expr::old(v(0)), Expr::int(k)))));
        Program { globals: vec![var("g", Ty::Int)], procs: vec![p], ..Program::default() }
    };
    no_failure(&mk(1));
    fails_with(&mk(0), "ensures #0 of P");
}

#[test]
fn uninterpreted_functions_are_functions_and_respect_axioms() {
    // function u(int): int;  axiom u(0) == 1;
    let u = Func { name: "u".into(), generic: false, params: vec![Ty::Int], res: Ty::Int, body: None, builtin: None, attrs: "" };
    let app = |e| Expr::App(0, None, vec![e]);
    let mk = |check: Expr| Program {
        funcs: vec![u.clone()],
        axioms: vec![Expr::bin(Op::Eq, app(Expr::int(0)), Expr::int(1))],
        procs: vec![proc("P", vec![var("x", Ty::Int)], vec![], Some(vec![Stmt::Assert(check)]))],
        ..Program::default()
    };
    no_failure(&mk(Expr::bin(Op::Eq, app(v(0)), app(v(0)))));
    no_failure(&mk(Expr::bin(Op::Eq, app(Expr::int(0)), Expr::int(1))));
    fails_with(&mk(Expr::bin(Op::Eq, app(Expr::int(1)), app(Expr::int(2)))), "assert");
}

#[test]
fn bit_vectors_wrap_and_extract_and_concat_match_boogie() {
    let f = |name: &str, b: &'static str, res: Ty| Func { name: name.into(), generic: false, params: vec![Ty::Bv(8), Ty::Bv(8)], res, body: None, builtin: Some(b), attrs: "" };
    let bv = |x| Expr::Lit(Value::Bv(8, x));
    let mk = |check: Expr| Program {
        funcs: vec![f("bvadd8", "bvadd", Ty::Bv(8)), f("bvslt8", "bvslt", Ty::Bool)],
        procs: vec![proc("P", vec![var("x", Ty::Bv(8)), var("y", Ty::Bv(8))], vec![], Some(vec![Stmt::Assert(check)]))],
        ..Program::default()
    };
    no_failure(&mk(Expr::bin(Op::Eq, Expr::App(0, None, vec![bv(255), bv(1)]), bv(0))));
    no_failure(&mk(Expr::App(1, None, vec![bv(128), bv(0)])));
    // (x ++ y)[8:0] == y and (x ++ y)[16:8] == x
    let cat = Expr::Concat(Box::new(v(0)), Box::new(v(1)));
    no_failure(&mk(Expr::bin(Op::Eq, Expr::Extract(Box::new(cat.clone()), 8, 0), v(1))));
    no_failure(&mk(Expr::bin(Op::Eq, Expr::Extract(Box::new(cat.clone()), 16, 8), v(0))));
    fails_with(&mk(Expr::bin(Op::Eq, Expr::Extract(Box::new(cat), 8, 0), v(0))), "assert");
}

#[test]
fn heap_updates_respect_unique_fields() {
    // type ref; type Field _; const r: ref; const unique fa, fb: Field int; var H: <a>[ref, Field a]a;
    let reft = Ty::Ctor("ref", vec![]);
    let fint = Ty::Ctor("Field", vec![Ty::Int]);
    let heap = Ty::Poly(vec![reft.clone(), Ty::Ctor("Field", vec![Ty::Var(0)])], Box::new(Ty::Var(0)));
    let mk = |unique: bool| {
        let consts = vec![
            ConstDecl { name: "r".into(), ty: reft.clone(), unique: false },
            ConstDecl { name: "fa".into(), ty: fint.clone(), unique },
            ConstDecl { name: "fb".into(), ty: fint.clone(), unique },
        ];
        let at = |f| vec![Expr::Const(0), Expr::Const(f)];
        let body = vec![
            Stmt::Assign(vec![(Lhs { var: 0, index: Some((at(1), Some(Ty::Int))) }, Expr::int(7))]),
            Stmt::Assert(Expr::bin(Op::Eq, Expr::Select(Box::new(v(0)), at(2), Some(Ty::Int)), Expr::Select(Box::new(Expr::old(v(0))), at(2), Some(Ty::Int)))),
        ];
        let mut p = proc("P", vec![], vec![], Some(body));
        p.modifies = vec![0];
        Program { type_decls: vec!["ref", "Field _"], consts, globals: vec![var("H", heap.clone())], procs: vec![p], ..Program::default() }
    };
    no_failure(&mk(true));
    fails_with(&mk(false), "assert");
}

#[test]
fn gotos_explore_every_target() {
    // L0: goto L1, L2;  L1: x := 1; return;  L2: x := 2; assert x == 1; return;
    let blocks = vec![
        Block { stmts: vec![], next: vec![1, 2] },
        Block { stmts: vec![assign(0, Expr::int(1))], next: vec![] },
        Block { stmts: vec![assign(0, Expr::int(2)), Stmt::Assert(Expr::bin(Op::Eq, v(0), Expr::int(1)))], next: vec![] },
    ];
    let p = Program {
        procs: vec![Proc { body: Some(Body { locals: vec![var("x", Ty::Int)], code: Code::Blocks(blocks) }), ..proc("P", vec![], vec![], None) }],
        ..Program::default()
    };
    fails_with(&p, "assert");
    let Verdict::Fails { trace, .. } = verdict(&p) else { unreachable!() };
    assert!(trace.contains(&"goto L2".to_string()), "{trace:?}");
}
