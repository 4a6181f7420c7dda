//! Unit tests of the term store (hash-consing, sort checks, simplification) and the SMT-LIB printer.

use smt_backend::{
    print_assert, DatatypeDecl, Op, PrintOptions, Printer, Quantifier, Sort, TermError, TermStore,
};

#[track_caller]
fn check_print(store: &TermStore, t: smt_backend::TermId, opts: PrintOptions, expected: &str) {
    let got = match print_assert(store, t, opts) {
        Ok(s) => s,
        Err(e) => format!("error: {e}"),
    };
    assert_eq!(got.trim(), expected.trim(), "\n--- got ---\n{got}");
}

#[test]
fn hash_consing_gives_equal_ids() {
    let mut terms = TermStore::new();
    let x = terms.declare_const("x", Sort::Int).unwrap();
    let zero = terms.int(0);
    let ge = terms.app_op(Op::Ge, &[x, zero]).unwrap();
    assert_eq!(ge, terms.app_op(Op::Ge, &[x, zero]).unwrap());
    assert_eq!(zero, terms.int_from_str("-0").unwrap());
    assert_eq!(terms.int(7), terms.int_from_str("007").unwrap());
    let n = terms.len();
    let _ = terms.app_op(Op::Ge, &[x, zero]).unwrap();
    assert_eq!(n, terms.len());
}

#[test]
fn stores_are_independent() {
    let mut a = TermStore::new();
    let mut b = TermStore::new();
    let xa = a.declare_const("x", Sort::Int).unwrap();
    let yb = b.declare_const("y", Sort::Bool).unwrap();
    assert_eq!(xa.index(), yb.index());
    assert_eq!(*a.sort(xa), Sort::Int);
    assert_eq!(*b.sort(yb), Sort::Bool);
}

#[test]
fn sort_errors() {
    let mut terms = TermStore::new();
    let x = terms.declare_const("x", Sort::Int).unwrap();
    let p = terms.declare_const("p", Sort::Bool).unwrap();
    let e = terms.app_op(Op::Ge, &[x, p]).unwrap_err();
    assert_eq!(e.to_string(), "sort mismatch in 'ge': expected Int, found Bool");
    assert!(matches!(terms.and(&[p, x]), Err(TermError::SortMismatch { .. })));
    assert!(matches!(terms.app_op(Op::Not, &[p, p]), Err(TermError::Arity { .. })));
    assert!(matches!(terms.declare_const("x", Sort::Int), Err(TermError::BadName(_))));
    assert!(matches!(terms.declare_const("%t1", Sort::Int), Err(TermError::BadName(_))));
    assert!(matches!(terms.declare_const("u", Sort::uninterpreted("U")), Err(TermError::UnknownSort(_))));
    let f = terms.declare_fun("f", &[Sort::Int], Sort::Int).unwrap();
    assert!(matches!(terms.app(f, &[p]), Err(TermError::SortMismatch { .. })));
    assert!(matches!(terms.bv(256, 8), Err(TermError::BadLiteral(_))));
    let b = terms.bv(255, 8).unwrap();
    assert!(matches!(terms.app_op(Op::Extract(8, 0), &[b]), Err(TermError::Malformed(_))));
    let low = terms.app_op(Op::Extract(3, 0), &[b]).unwrap();
    assert_eq!(*terms.sort(low), Sort::BitVec(4));
}

#[test]
fn simplification() {
    let mut terms = TermStore::new();
    let p = terms.declare_const("p", Sort::Bool).unwrap();
    let q = terms.declare_const("q", Sort::Bool).unwrap();
    let tt = terms.tt();
    let ff = terms.ff();
    assert_eq!(terms.and(&[tt, p]).unwrap(), p);
    assert_eq!(terms.and(&[p, ff, q]).unwrap(), ff);
    assert_eq!(terms.or(&[ff, p]).unwrap(), p);
    assert_eq!(terms.or(&[p, tt]).unwrap(), tt);
    assert_eq!(terms.and(&[]).unwrap(), tt);
    let pq = terms.and(&[p, q]).unwrap();
    let flat = terms.and(&[pq, p, tt]).unwrap();
    assert_eq!(flat, pq, "flattening and deduplication");
    let np = terms.not(p).unwrap();
    assert_eq!(terms.not(np).unwrap(), p);
    assert_eq!(terms.implies(tt, q).unwrap(), q);
    assert_eq!(terms.implies(p, ff).unwrap(), np);
    assert_eq!(terms.ite(tt, p, q).unwrap(), p);
    assert_eq!(terms.ite(q, p, p).unwrap(), p);
    let x = terms.declare_const("x", Sort::Int).unwrap();
    assert_eq!(terms.eq(x, x).unwrap(), tt);
    let (two, three) = (terms.int(2), terms.int(3));
    let five = terms.int(5);
    assert_eq!(terms.add(two, three).unwrap(), five);
    assert_eq!(terms.eq(two, three).unwrap(), ff);
    assert_eq!(terms.app_op(Op::Lt, &[two, three]).unwrap(), tt);
    let zero = terms.int(0);
    assert_eq!(terms.app_op(Op::Mul, &[x, zero]).unwrap(), zero);
    assert_eq!(terms.add(x, zero).unwrap(), x);
    // Overflow is not folded.
    let big = terms.int(i128::MAX);
    let sum = terms.add(big, big).unwrap();
    assert!(matches!(terms.node(sum), smt_backend::Node::Op(Op::Add, _)));
}

#[test]
fn prints_declarations_and_literals() {
    let mut terms = TermStore::new();
    terms.declare_sort("U", 0).unwrap();
    let u = terms.declare_const("u", Sort::uninterpreted("U")).unwrap();
    let f = terms.declare_fun("f", &[Sort::uninterpreted("U")], Sort::Int).unwrap();
    let fu = terms.app(f, &[u]).unwrap();
    let m = terms.int(-3);
    let le = terms.app_op(Op::Le, &[m, fu]).unwrap();
    let weird = terms.declare_const("a b", Sort::Bool).unwrap();
    let bv = terms.bv(5, 8).unwrap();
    let a = terms.declare_const("arr", Sort::array(Sort::Int, Sort::BitVec(8))).unwrap();
    let sel = terms.app_op(Op::Select, &[a, fu]).unwrap();
    let eqbv = terms.eq(sel, bv).unwrap();
    let half = terms.real_from_str("-0.50").unwrap();
    let r = terms.declare_const("r", Sort::Real).unwrap();
    let rle = terms.app_op(Op::Le, &[half, r]).unwrap();
    let all = terms.and(&[le, weird, eqbv, rle]).unwrap();
    check_print(
        &terms,
        all,
        PrintOptions::default(),
        "(declare-sort U 0)
(declare-fun u () U)
(declare-fun f (U) Int)
(declare-fun |a b| () Bool)
(declare-fun arr () (Array Int (_ BitVec 8)))
(declare-fun r () Real)
(assert (and (<= (- 3) (f u)) |a b| (= (select arr (f u)) (_ bv5 8)) (<= (- 0.5) r)))",
    );
}

#[test]
fn prints_quantifiers_with_patterns_and_labels() {
    let mut terms = TermStore::new();
    let f = terms.declare_fun("f", &[Sort::Int], Sort::Int).unwrap();
    let x = terms.var("x", Sort::Int).unwrap();
    let fx = terms.app(f, &[x]).unwrap();
    let zero = terms.int(0);
    let body = terms.app_op(Op::Gt, &[fx, zero]).unwrap();
    assert!(!terms.is_closed(body));
    let q = terms.quant(Quantifier::Forall, &[x], body, &[vec![fx]], Some("pos"), Some(2)).unwrap();
    assert!(terms.is_closed(q));
    let named = terms.named(q, "L1").unwrap();
    let one = terms.int(1);
    let f1 = terms.app(f, &[one]).unwrap();
    let g = terms.app_op(Op::Gt, &[f1, zero]).unwrap();
    let imp = terms.implies(named, g).unwrap();
    let both = terms.and(&[named, imp]).unwrap();
    check_print(
        &terms,
        both,
        PrintOptions::default(),
        "(declare-fun f (Int) Int)
(assert (and (! (forall ((x Int)) (! (> (f x) 0) :pattern ((f x)) :qid pos :weight 2)) :named L1) (=> L1 (> (f 1) 0))))",
    );
    assert!(terms.named(body, "open").is_err());
}

#[test]
fn prints_datatypes() {
    let mut terms = TermStore::new();
    let list = DatatypeDecl {
        name: "List".into(),
        constructors: vec![
            ("nil".into(), vec![]),
            ("cons".into(), vec![("head".into(), Sort::Int), ("tail".into(), Sort::Datatype("List".into()))]),
        ],
    };
    let (_, ids) = terms.declare_datatypes(&[list]).unwrap();
    let (nil, _) = ids[0][0].clone();
    let (cons, sels) = ids[0][1].clone();
    let l = terms.declare_const("l", Sort::Datatype("List".into())).unwrap();
    let nil_t = terms.app(nil, &[]).unwrap();
    let one = terms.int(1);
    let c = terms.app(cons, &[one, nil_t]).unwrap();
    let eq = terms.eq(l, c).unwrap();
    let is_cons = terms.app_op(Op::Is(cons), &[l]).unwrap();
    let head = terms.app(sels[0], &[l]).unwrap();
    let h1 = terms.eq(head, one).unwrap();
    let all = terms.and(&[eq, is_cons, h1]).unwrap();
    check_print(
        &terms,
        all,
        PrintOptions::default(),
        "(declare-datatypes ((List 0)) (((nil) (cons (head Int) (tail List)))))
(declare-fun l () List)
(assert (and (= l (cons 1 nil)) ((_ is cons) l) (= (head l) 1)))",
    );
}

/// `(or (> s x) (< s 0))` with `s` a sub-term big enough to be shared, used twice; and
/// its first disjunct.
fn shared_subterm_fixture() -> (TermStore, smt_backend::TermId, smt_backend::TermId) {
    let mut terms = TermStore::new();
    let x = terms.declare_const("x", Sort::Int).unwrap();
    let mut s = x;
    for i in 1..=4 {
        let c = terms.int(i);
        let prod = terms.app_op(Op::Mul, &[s, c]).unwrap();
        s = terms.app_op(Op::Add, &[prod, x]).unwrap();
    }
    let a = terms.app_op(Op::Gt, &[s, x]).unwrap();
    let zero = terms.int(0);
    let b = terms.app_op(Op::Lt, &[s, zero]).unwrap();
    let both = terms.or(&[a, b]).unwrap();
    (terms, a, both)
}

#[test]
fn shared_subterms_above_cutoff_are_named_once() {
    let (terms, _, both) = shared_subterm_fixture();
    check_print(
        &terms,
        both,
        PrintOptions { share_cutoff: 5, max_depth: 64, let_sharing: false },
        "(declare-fun x () Int)
(define-fun %t1 () Int (+ (* (+ (* (+ (* (+ x x) 2) x) 3) x) 4) x))
(assert (or (> %t1 x) (< %t1 0)))",
    );
    // Below the cutoff it is printed twice.
    let out = print_assert(&terms, both, PrintOptions { share_cutoff: 1000, max_depth: 64, let_sharing: false }).unwrap();
    assert!(!out.contains("define-fun"));
    assert_eq!(out.matches("(+ (* (+ (* (+ (* (+ x x) 2) x) 3) x) 4) x)").count(), 2);
}

/// A chain where each node uses the previous one twice: exponential as a tree, linear as printed.
fn shared_chain(terms: &mut TermStore, n: usize) -> smt_backend::TermId {
    let x = terms.declare_const("x", Sort::Int).unwrap();
    let f = terms.declare_fun("f", &[Sort::Int, Sort::Int], Sort::Int).unwrap();
    let mut t = x;
    for _ in 0..n {
        t = terms.app(f, &[t, t]).unwrap();
    }
    let zero = terms.int(0);
    terms.app_op(Op::Gt, &[t, zero]).unwrap()
}

#[test]
fn printing_a_100k_shared_chain_is_linear_in_size() {
    let mut terms = TermStore::new();
    let n = 100_000;
    let root = shared_chain(&mut terms, n);
    let out = print_assert(&terms, root, PrintOptions::default()).unwrap();
    // Every node of the chain is printed at most a bounded number of times: the
    // bound below is (K + 1) * 2 edges * (longest name) per node, far below the
    // 2^100000 of the tree.
    let per_node = out.len() / n;
    assert!(per_node < 200, "printed {} bytes for {n} nodes ({per_node} per node)", out.len());
    assert!(out.len() > n, "the chain must be printed");
    // Deterministic.
    assert_eq!(out, print_assert(&terms, root, PrintOptions::default()).unwrap());
    // No printed line nests deeper than the depth bound.
    let max_nesting = out
        .lines()
        .map(|l| {
            let mut d = 0i32;
            let mut m = 0i32;
            for c in l.chars() {
                match c {
                    '(' => {
                        d += 1;
                        m = m.max(d)
                    }
                    ')' => d -= 1,
                    _ => {}
                }
            }
            m
        })
        .max()
        .unwrap_or(0);
    assert!(max_nesting <= 64 + 2, "nesting {max_nesting}");
}

#[test]
fn deep_unshared_terms_are_cut_by_the_depth_bound_without_stack_overflow() {
    let mut terms = TermStore::new();
    let x = terms.declare_const("x", Sort::Int).unwrap();
    let mut t = x;
    for i in 0..100_000 {
        let c = terms.int(i % 7 + 1);
        t = terms.app_op(Op::Add, &[t, c]).unwrap();
        // Keep it unfoldable: alternate with a multiplication by x.
        t = terms.app_op(Op::Mul, &[t, x]).unwrap();
    }
    let zero = terms.int(0);
    let root = terms.app_op(Op::Gt, &[t, zero]).unwrap();
    let out = print_assert(&terms, root, PrintOptions { share_cutoff: 30, max_depth: 50, let_sharing: false }).unwrap();
    let defs = out.matches("(define-fun").count();
    assert!(defs >= 200_000 / 50 - 1, "{defs} definitions");
    assert!(out.lines().all(|l| l.matches('(').count() <= 60 * 2));
}

#[test]
fn printer_scopes_forget_declarations_on_pop() {
    let mut terms = TermStore::new();
    let p = terms.declare_const("p", Sort::Bool).unwrap();
    let mut printer = Printer::new(PrintOptions::default());
    let mut out = String::new();
    printer.push(&mut out);
    printer.assert(&terms, p, &mut out).unwrap();
    printer.pop(&mut out).unwrap();
    printer.assert(&terms, p, &mut out).unwrap();
    assert_eq!(out, "(push 1)\n(declare-fun p () Bool)\n(assert p)\n(pop 1)\n(declare-fun p () Bool)\n(assert p)\n");
    assert!(printer.pop(&mut out).is_err());
    // Asserting a non-Bool is a print error, not a panic.
    let x = terms.declare_const("x", Sort::Int).unwrap();
    assert!(printer.assert(&terms, x, &mut out).is_err());
}

#[test]
fn labels_print_in_full_once_then_by_name() {
    let mut terms = TermStore::new();
    let x = terms.declare_const("x", Sort::Int).unwrap();
    let zero = terms.int(0);
    let gt = terms.app_op(Op::Gt, &[x, zero]).unwrap();
    let l = terms.named(gt, "lbl").unwrap();
    let mut printer = Printer::default();
    let mut out = String::new();
    printer.assert(&terms, l, &mut out).unwrap();
    let nl = terms.not(l).unwrap();
    let tt = terms.or(&[nl, l]).unwrap();
    printer.assert(&terms, tt, &mut out).unwrap();
    assert_eq!(out, "(declare-fun x () Int)\n(assert (! (> x 0) :named lbl))\n(assert (or (not lbl) lbl))\n");
}

#[test]
fn substitution_replaces_free_variables_only() {
    let mut terms = TermStore::new();
    let x = terms.var("x", Sort::Int).unwrap();
    let y = terms.var("y", Sort::Int).unwrap();
    let c = terms.declare_const("c", Sort::Int).unwrap();
    let zero = terms.int(0);
    let body = terms.app_op(Op::Ge, &[x, y]).unwrap();
    // forall y. x >= y, with x free: x is replaced under the quantifier, y is not.
    let inner = terms.forall(&[y], body).unwrap();
    let map: std::collections::HashMap<_, _> = [(x, c)].into_iter().collect();
    let got = terms.substitute(inner, &map).unwrap();
    let expected_body = terms.app_op(Op::Ge, &[c, y]).unwrap();
    assert_eq!(got, terms.forall(&[y], expected_body).unwrap());
    // Rebuilt through the builders, so simplification applies again: 0 >= 0 is true.
    let le = terms.app_op(Op::Ge, &[x, zero]).unwrap();
    let z: std::collections::HashMap<_, _> = [(x, zero)].into_iter().collect();
    assert_eq!(terms.substitute(le, &z).unwrap(), terms.tt());
    // A quantifier that binds a replaced variable itself is refused, not captured.
    let both: std::collections::HashMap<_, _> = [(x, c), (y, c)].into_iter().collect();
    let outer_body = terms.app_op(Op::And, &[body, inner]).unwrap();
    assert!(matches!(terms.substitute(outer_body, &both), Err(TermError::Malformed(_))));
    // A sort change is refused.
    let b = terms.declare_const("b", Sort::Bool).unwrap();
    let bad: std::collections::HashMap<_, _> = [(x, b)].into_iter().collect();
    assert!(terms.substitute(body, &bad).is_err());
}

/// The fixture of the named-term tests: in a pushed scope, `x >= 0` named by `names[0]`
/// (and every further name of `names`), `p` named `c2`, `false` named `c3`, then
/// `(or (>= x 0) p)` and `(=> (>= x 0) p)` asserted. Returns the store, the printer, its
/// output so far, `x >= 0` and the second assertion.
fn named_terms_fixture(opts: PrintOptions, names: &[&str]) -> (TermStore, Printer, String, smt_backend::TermId, smt_backend::TermId) {
    let mut terms = TermStore::new();
    let x = terms.declare_const("x", Sort::Int).unwrap();
    let p = terms.declare_const("p", Sort::Bool).unwrap();
    let zero = terms.int(0);
    let ge = terms.app_op(Op::Ge, &[x, zero]).unwrap();
    let f = terms.ff();
    let mut printer = Printer::new(opts);
    let mut out = String::new();
    printer.push(&mut out);
    for n in names {
        printer.name_term(ge, n);
    }
    printer.name_term(p, "c2");
    printer.name_term(f, "c3");
    let a = terms.app_op(Op::Or, &[ge, p]).unwrap();
    let b = terms.app_op(Op::Implies, &[ge, p]).unwrap();
    printer.assert(&terms, a, &mut out).unwrap();
    printer.assert(&terms, b, &mut out).unwrap();
    (terms, printer, out, ge, b)
}

#[test]
fn named_terms_are_defined_once_where_first_needed() {
    let (terms, mut printer, mut out, _, b) = named_terms_fixture(PrintOptions::default(), &["c0", "c1"]);
    printer.define_pending(&terms, &mut out);
    assert_eq!(
        out,
        "(push 1)\n(declare-fun x () Int)\n(define-fun c0 () Bool (>= x 0))\n(define-fun c1 () Bool c0)\n\
         (declare-fun p () Bool)\n(define-fun c2 () Bool p)\n(assert (or c0 p))\n(assert (=> c0 p))\n\
         (define-fun c3 () Bool false)\n"
    );
    // Forgotten at the pop: the next scope prints the term itself again.
    printer.pop(&mut out).unwrap();
    let mut again = String::new();
    printer.assert(&terms, b, &mut again).unwrap();
    assert_eq!(again, "(declare-fun x () Int)\n(declare-fun p () Bool)\n(assert (=> (>= x 0) p))\n");
}

/// A built-in sort (`Seq`) is used like a declared one but never declared in the script,
/// and a built-in constant with no arguments prints bare, qualified by its sort.
#[test]
fn builtin_sorts_are_not_declared_and_builtin_constants_print_bare() {
    let mut terms = TermStore::new();
    terms.declare_builtin_sort("Seq", 1).unwrap();
    assert!(terms.is_builtin_sort("Seq"));
    let seq = Sort::Uninterpreted("Seq".into(), vec![Sort::Int]);
    let s = terms.declare_const("s", seq.clone()).unwrap();
    let empty = terms.app_op(Op::Builtin("(as seq.empty (Seq Int))".into(), seq), &[]).unwrap();
    let eq = terms.eq(s, empty).unwrap();
    let text = print_assert(&terms, eq, PrintOptions::default()).unwrap();
    assert!(!text.contains("declare-sort"), "{text}");
    assert!(text.contains("(declare-fun s () (Seq Int))"), "{text}");
    assert!(text.contains("(assert (= s (as seq.empty (Seq Int))))"), "{text}");
}

#[test]
fn let_sharing_binds_shared_terms_inside_the_command() {
    let (terms, a, both) = shared_subterm_fixture();
    let opts = PrintOptions { share_cutoff: 5, ..PrintOptions::with_lets() };
    check_print(
        &terms,
        both,
        opts,
        "(declare-fun x () Int)
(assert (let ((%t1 (+ (* (+ (* (+ (* (+ x x) 2) x) 3) x) 4) x))) (or (> %t1 x) (< %t1 0))))",
    );
    // A second command binds the term again: nothing outlives the command.
    let mut printer = Printer::new(opts);
    let mut out = String::new();
    printer.assert(&terms, both, &mut out).unwrap();
    printer.assert(&terms, a, &mut out).unwrap();
    assert!(!out.contains("define-fun"));
    assert_eq!(out.lines().last().unwrap(), "(assert (> (+ (* (+ (* (+ (* (+ x x) 2) x) 3) x) 4) x) x))");
}

#[test]
fn let_sharing_nests_by_level_and_falls_back_to_definitions_when_too_deep() {
    // A short chain: one `let` per level, each referring only to lower ones.
    let mut terms = TermStore::new();
    let root = shared_chain(&mut terms, 12);
    let opts = PrintOptions { share_cutoff: 3, ..PrintOptions::with_lets() };
    let out = print_assert(&terms, root, opts).unwrap();
    assert!(!out.contains("define-fun"), "{out}");
    let lets = out.matches("(let (").count();
    assert!(lets >= 2 && lets <= 12, "{lets} lets: {out}");
    // A long one would nest as deep as it is long: defined before the command instead,
    // still linear and shallow.
    let mut terms = TermStore::new();
    let n = 100_000;
    let root = shared_chain(&mut terms, n);
    let out = print_assert(&terms, root, PrintOptions::with_lets()).unwrap();
    assert!(out.contains("define-fun") && !out.contains("(let ("));
    let per_node = out.len() / n;
    assert!(per_node < 200, "printed {} bytes for {n} nodes ({per_node} per node)", out.len());
    assert!(out.lines().all(|l| l.matches('(').count() <= 66 * 2));
    // Deterministic.
    assert_eq!(out, print_assert(&terms, root, PrintOptions::with_lets()).unwrap());
}

#[test]
fn let_sharing_binds_named_terms_and_prints_them_in_full_afterwards() {
    let (terms, mut printer, mut out, ge, _) = named_terms_fixture(PrintOptions::with_lets(), &["c0"]);
    // get-value and check-sat-assuming texts stand alone.
    let text = printer.term(&terms, ge, &mut out).unwrap();
    assert_eq!(text, "(>= x 0)");
    printer.define_pending(&terms, &mut out);
    assert_eq!(
        out,
        "(push 1)\n(declare-fun x () Int)\n(declare-fun p () Bool)\n(assert (let ((c0 (>= x 0))) (or c0 p)))\n\
         (assert (=> (>= x 0) p))\n(define-fun c3 () Bool false)\n"
    );
    printer.pop(&mut out).unwrap();
}

#[test]
fn alpha_keys_ignore_bound_names_but_not_structure() {
    let mut terms = TermStore::new();
    let f = terms.declare_fun("f", &[Sort::Int], Sort::Int).unwrap();
    let c = terms.declare_const("c", Sort::Int).unwrap();
    let [x, y, u, v] = ["x", "y", "u", "v"].map(|n| terms.var(n, Sort::Int).unwrap());
    // `exists u :: x > f(u)` with parameter x, against the same with other names.
    let body = |terms: &mut TermStore, p: smt_backend::TermId, b: smt_backend::TermId, pattern: bool| {
        let fb = terms.app(f, &[b]).unwrap();
        let gt = terms.app_op(Op::Gt, &[p, fb]).unwrap();
        let pats = if pattern { vec![vec![fb]] } else { vec![] };
        terms.quant(Quantifier::Exists, &[b], gt, &pats, None, None).unwrap()
    };
    let a = body(&mut terms, x, u, true);
    let b = body(&mut terms, y, v, true);
    assert_ne!(a, b);
    let key = |terms: &TermStore, t, p| terms.alpha_key(t, &[p], 100).unwrap();
    assert_eq!(key(&terms, a, x), key(&terms, b, y));
    // A trigger counts.
    let no_pattern = body(&mut terms, y, v, false);
    assert_ne!(key(&terms, a, x), key(&terms, no_pattern, y));
    // A parameter is not the constant c, nor the bound variable in its place.
    let with_c = body(&mut terms, c, v, true);
    assert_ne!(key(&terms, a, x), key(&terms, with_c, y));
    let captured = body(&mut terms, v, v, true);
    assert_ne!(key(&terms, a, x), key(&terms, captured, v));
    // Over the limit: no key.
    assert_eq!(terms.alpha_key(a, &[x], 3), None);
}
