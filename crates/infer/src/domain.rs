//! The abstract domain of predicate abstraction: boolean functions over predicates
//! `p0 .. p(n-1)`, as truth tables (bit `a` is the value of the function on the
//! assignment `a`, whose bit `i` is the value of `pi`); n up to [`MAX_PREDICATES`].
//! Clauses (disjunctions of literals) are what the abstraction function produces and what
//! invariants are printed as.

/// Most predicates per loop (a table of 2^n bits).
pub const MAX_PREDICATES: usize = 16;

/// A boolean function over `n` predicates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoolFn {
    n: usize,
    bits: Vec<u64>,
}

/// A literal: predicate `index`, negated or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Lit {
    pub index: usize,
    pub positive: bool,
}

/// A disjunction of literals (empty: false).
pub type Clause = Vec<Lit>;

impl BoolFn {
    fn words(n: usize) -> usize {
        ((1usize << n) + 63) / 64
    }

    /// The constant function `value` over `n` predicates.
    pub fn constant(n: usize, value: bool) -> BoolFn {
        assert!(n <= MAX_PREDICATES, "at most {MAX_PREDICATES} predicates");
        let mut f = BoolFn { n, bits: vec![if value { u64::MAX } else { 0 }; Self::words(n)] };
        f.trim();
        f
    }

    fn trim(&mut self) {
        let rows = 1usize << self.n;
        if rows < 64 {
            self.bits[0] &= (1u64 << rows) - 1;
        }
    }

    pub fn predicates(&self) -> usize {
        self.n
    }

    pub fn get(&self, row: usize) -> bool {
        self.bits[row / 64] >> (row % 64) & 1 == 1
    }

    pub fn set(&mut self, row: usize, value: bool) {
        if value {
            self.bits[row / 64] |= 1 << (row % 64);
        } else {
            self.bits[row / 64] &= !(1 << (row % 64));
        }
    }

    /// The assignments where the function is true.
    pub fn rows(&self) -> impl Iterator<Item = usize> + '_ {
        (0..1usize << self.n).filter(|r| self.get(*r))
    }

    pub fn or(&self, other: &BoolFn) -> BoolFn {
        BoolFn { n: self.n, bits: self.bits.iter().zip(&other.bits).map(|(a, b)| a | b).collect() }
    }

    pub fn and(&self, other: &BoolFn) -> BoolFn {
        BoolFn { n: self.n, bits: self.bits.iter().zip(&other.bits).map(|(a, b)| a & b).collect() }
    }

    /// `self ==> other` for every assignment.
    pub fn implies(&self, other: &BoolFn) -> bool {
        self.bits.iter().zip(&other.bits).all(|(a, b)| a & !b == 0)
    }

    pub fn is_false(&self) -> bool {
        self.bits.iter().all(|w| *w == 0)
    }

    /// The function of one clause.
    pub fn of_clause(n: usize, clause: &[Lit]) -> BoolFn {
        let mut f = BoolFn::constant(n, false);
        for row in 0..1usize << n {
            if clause.iter().any(|l| lit_holds(*l, row)) {
                f.set(row, true);
            }
        }
        f
    }

    /// The maximal clause that is false exactly on assignment `row`.
    pub fn excluding(n: usize, row: usize) -> Clause {
        (0..n).map(|i| Lit { index: i, positive: row >> i & 1 == 0 }).collect()
    }

    /// The function as a conjunction of small clauses: its prime implicates that are
    /// needed, found greedily (each clause is shrunk while it still holds; the clauses
    /// together give the function back exactly).
    pub fn clauses(&self) -> Vec<Clause> {
        let mut out: Vec<Clause> = Vec::new();
        let mut acc = BoolFn::constant(self.n, true);
        for row in 0..1usize << self.n {
            if self.get(row) || !acc.get(row) {
                continue;
            }
            let mut c = BoolFn::excluding(self.n, row);
            let mut i = 0;
            while i < c.len() {
                let mut smaller = c.clone();
                smaller.remove(i);
                if self.implies(&BoolFn::of_clause(self.n, &smaller)) {
                    c = smaller;
                } else {
                    i += 1;
                }
            }
            acc = acc.and(&BoolFn::of_clause(self.n, &c));
            out.push(c);
        }
        out
    }
}

/// Whether literal `l` holds on assignment `row`.
pub fn lit_holds(l: Lit, row: usize) -> bool {
    (row >> l.index & 1 == 1) == l.positive
}
