//! The abstract domain of predicate abstraction: truth tables over small predicate sets.

use infer::domain::{BoolFn, Lit};

fn lit(index: usize, positive: bool) -> Lit {
    Lit { index, positive }
}

#[test]
fn constants_and_rows() {
    let t = BoolFn::constant(3, true);
    assert_eq!(t.rows().count(), 8);
    assert!(BoolFn::constant(3, false).is_false());
    assert!(BoolFn::constant(0, true).get(0));
    // 7 predicates: 128 rows over two words.
    let big = BoolFn::constant(7, true);
    assert_eq!(big.rows().count(), 128);
}

#[test]
fn join_is_union_and_implication_is_inclusion() {
    // p0 and p1 over 2 predicates.
    let p0 = BoolFn::of_clause(2, &[lit(0, true)]);
    let p1 = BoolFn::of_clause(2, &[lit(1, true)]);
    let join = p0.or(&p1);
    assert_eq!(join, BoolFn::of_clause(2, &[lit(0, true), lit(1, true)]));
    assert!(p0.implies(&join) && p1.implies(&join));
    assert!(!join.implies(&p0));
    assert!(p0.and(&p1).implies(&p0));
    assert!(BoolFn::constant(2, false).implies(&p0));
    // join is the least upper bound: anything above both is above the join.
    let top = BoolFn::constant(2, true);
    assert!(join.implies(&top));
}

#[test]
fn maximal_clause_excludes_exactly_one_row() {
    for row in 0..8 {
        let f = BoolFn::of_clause(3, &BoolFn::excluding(3, row));
        for r in 0..8 {
            assert_eq!(f.get(r), r != row, "row {row}, r {r}");
        }
    }
}

#[test]
fn gamma_of_alpha_gives_the_function_back_as_small_clauses() {
    // f = (p0 ==> p1) && (p2 || !p1): clauses {!p0, p1} and {p2, !p1}.
    let c1 = BoolFn::of_clause(3, &[lit(0, false), lit(1, true)]);
    let c2 = BoolFn::of_clause(3, &[lit(2, true), lit(1, false)]);
    let f = c1.and(&c2);
    let clauses = f.clauses();
    let mut back = BoolFn::constant(3, true);
    for c in &clauses {
        assert!(c.len() <= 2, "{clauses:?}");
        back = back.and(&BoolFn::of_clause(3, c));
    }
    assert_eq!(back, f);
    // A single predicate: alpha of "p1 holds" is the clause {p1}.
    let only = BoolFn::of_clause(3, &[lit(1, true)]);
    assert_eq!(only.clauses(), vec![vec![lit(1, true)]]);
    // true has no clause; false is the empty clause.
    assert!(BoolFn::constant(3, true).clauses().is_empty());
    assert_eq!(BoolFn::constant(3, false).clauses(), vec![Vec::<Lit>::new()]);
}
