//! Counterexample values (`rboogie verify --model-view`): for each step of an error's
//! execution trace, the values the solver's model gives the program's variables at the end
//! of that step's block, named as in the source.
//!
//! The passive program names version k of variable `x` `x#k` (version 0 is `x` itself,
//! `passive::passify`), and versions only grow along a path (each edge's copy takes the
//! version its target reads, which is the largest of its predecessors'). So at the end of
//! block b of the failing path, the current version of `x` is the largest one mentioned by
//! the blocks of the path up to b (in the failing block, up to the failing check). A
//! variable is shown from the first step where one of its versions is mentioned, or from
//! the first step when version 0 (its initial value) is mentioned anywhere on the path.
//! Maps show the entries the path reads from their current version (`m[3] = 7`); values
//! of other types are printed in Boogie's syntax (`-5`, `15bv8`, `1.5`, `Cons(1, Nil())`).
//!
//! The values are read with `get-value` on the terms of the query (the variables' versions
//! and the map reads as translated), so nothing new is declared after `check-sat`.
//! Variables introduced by the lowering (names with `$` or `@`) are left out.

use std::collections::BTreeMap;

use boogie_ast::{Expr, ExprKind};
use boogie_tc::VarKind;
use smt_backend::{sexp, Session, SolverError, TermId};

use crate::blocks::Graph;
use crate::translate::Translator;

/// The values at one trace step: `(name, value)`, names sorted (`m[3]` after `m`).
pub type State = Vec<(String, String)>;

/// One mention of a variable's version, or of a read from a map's version.
enum Mention<'p> {
    /// `term`: `None` for a map (its entries read are shown, not the whole map).
    Var { name: String, version: u32, term: Option<TermId> },
    Read { map: String, version: u32, indices: Vec<&'p Expr>, read: &'p Expr },
}

/// The source name and version of a passive variable name (`x#2` → `x`, 2).
fn source_name(name: &str) -> (&str, u32) {
    if let Some((base, k)) = name.rsplit_once('#') {
        if let Ok(k) = k.parse() {
            return (base, k);
        }
    }
    (name, 0)
}

/// Collects the mentions of one command's expression.
struct Collect<'t, 'a, 'p, 'e> {
    tr: &'t mut Translator<'a, 'p>,
    out: Vec<Mention<'e>>,
}

impl<'e> Collect<'_, '_, '_, 'e> {
    /// The source name and version of a variable expression of a shown kind.
    fn var(&self, e: &Expr) -> Option<(String, u32, boogie_tc::VarId)> {
        let v = self.tr.info.resolve_var(e)?;
        let vi = self.tr.info.var(v);
        if matches!(vi.kind, VarKind::Bound | VarKind::Let | VarKind::FunParam | VarKind::Field) {
            return None;
        }
        let (base, version) = source_name(&vi.name);
        if base.contains('$') || base.contains('@') || base.is_empty() {
            return None;
        }
        Some((base.to_string(), version, v))
    }

    /// The mentions in `root`, in reading order (an explicit stack: expressions can be deep).
    fn visit(&mut self, root: &'e Expr) {
        let mut stack = vec![root];
        while let Some(e) = stack.pop() {
            match &e.kind {
                ExprKind::Var { .. } => {
                    if let Some((name, version, v)) = self.var(e) {
                        if let Some(term) = self.tr.var_term(v) {
                            let term = self.tr.info.var(v).ty.expand().as_map().is_none().then_some(term);
                            self.out.push(Mention::Var { name, version, term });
                        }
                    }
                }
                ExprKind::Select(s) => {
                    if let Some((map, version, _)) = self.var(&s.map) {
                        self.out.push(Mention::Read { map, version, indices: s.indices.iter().collect(), read: e });
                    }
                }
                _ => {}
            }
            let at = stack.len();
            crate::translate::push_children(e, &mut stack);
            stack[at..].reverse();
        }
    }
}

/// What is shown of one variable: its versions' terms, and its map reads by version.
#[derive(Default)]
struct Var {
    /// Term of each version mentioned (`None`: a map).
    versions: BTreeMap<u32, Option<TermId>>,
    /// Version current at the end of each step's block (`None`: not yet shown).
    reads: Vec<(u32, Vec<TermId>, TermId)>,
}

/// The states at the trace steps `steps` (block indexes of `path`, in order) of the error
/// whose failing check is command `fail_cmd` of the path's last block.
pub(crate) fn states<'g>(
    tr: &mut Translator<'_, '_>,
    session: &mut Session,
    g: &Graph<'g>,
    path: &[usize],
    fail_cmd: usize,
    steps: &[usize],
) -> Result<Vec<State>, SolverError> {
    // Mentions per position on the path.
    let mut per_block: Vec<Vec<Mention<'g>>> = Vec::with_capacity(path.len());
    for (i, &b) in path.iter().enumerate() {
        let cmds = &g.blocks[b].cmds;
        let upto = if i + 1 == path.len() { (fail_cmd + 1).min(cmds.len()) } else { cmds.len() };
        let mut c = Collect { tr: &mut *tr, out: Vec::new() };
        for cmd in &cmds[..upto] {
            c.visit(cmd.expr);
        }
        per_block.push(c.out);
    }
    let mut vars: BTreeMap<String, Var> = BTreeMap::new();
    for m in per_block.iter().flatten() {
        match m {
            Mention::Var { name, version, term } => {
                vars.entry(name.clone()).or_default().versions.insert(*version, *term);
            }
            Mention::Read { map, version, indices, read } => {
                let idx: Option<Vec<TermId>> = indices.iter().map(|e| tr.expr(e).ok()).collect();
                if let (Some(idx), Ok(val)) = (idx, tr.expr(read)) {
                    let v = vars.entry(map.clone()).or_default();
                    if !v.reads.iter().any(|r| r.0 == *version && r.1 == idx) {
                        v.reads.push((*version, idx, val));
                    }
                }
            }
        }
    }
    // All the values at once.
    let mut terms: Vec<TermId> = Vec::new();
    for v in vars.values() {
        terms.extend(v.versions.values().copied().flatten());
        for (_, idx, val) in &v.reads {
            terms.extend(idx.iter().copied());
            terms.push(*val);
        }
    }
    terms.sort_unstable();
    terms.dedup();
    let texts = if terms.is_empty() { Vec::new() } else { session.get_values(&tr.store, &terms)? };
    // Constructors without fields, printed `Nil()` as in Boogie.
    let nullary: Vec<String> = tr
        .info
        .funcs
        .iter()
        .filter(|f| matches!(f.decl, boogie_tc::FuncDecl::Ctor(..)) && f.params.is_empty())
        .map(|f| f.name.to_string())
        .collect();
    let value = |t: TermId| terms.binary_search(&t).ok().and_then(|i| texts.get(i)).map(|s| boogie_value_with(s, &nullary));
    // Current version of each variable at the end of each path position.
    let mut current: BTreeMap<&str, u32> = BTreeMap::new();
    let mut at_step: Vec<State> = Vec::new();
    let mut next_step = steps.iter().peekable();
    for (i, &b) in path.iter().enumerate() {
        for m in &per_block[i] {
            let (name, version) = match m {
                Mention::Var { name, version, .. } => (name.as_str(), *version),
                Mention::Read { map, version, .. } => (map.as_str(), *version),
            };
            let c = current.entry(name).or_insert(version);
            *c = (*c).max(version);
        }
        while next_step.peek() == Some(&&b) {
            next_step.next();
            let mut state = State::new();
            for (name, v) in &vars {
                let version = match current.get(name.as_str()) {
                    Some(k) => *k,
                    None if v.versions.contains_key(&0) || v.reads.iter().any(|r| r.0 == 0) => 0,
                    None => continue,
                };
                if let Some(text) = v.versions.get(&version).copied().flatten().and_then(value) {
                    state.push((name.clone(), text));
                }
                for (_, idx, val) in v.reads.iter().filter(|r| r.0 == version) {
                    let idx: Option<Vec<String>> = idx.iter().map(|t| value(*t)).collect();
                    if let (Some(idx), Some(val)) = (idx, value(*val)) {
                        state.push((format!("{name}[{}]", idx.join(", ")), val));
                    }
                }
            }
            at_step.push(state);
        }
    }
    Ok(at_step)
}

/// A value of the solver's model in Boogie's syntax: integers (`(- 5)` → `-5`), reals
/// (`(/ 1.0 2.0)` → `1.0/2.0`), bit-vectors (`#x0f`, `#b1111`, `(_ bv15 8)` → `15bv8`),
/// datatype values (`(Cons 1 Nil)` → `Cons(1, Nil())`); anything else as the solver wrote it.
pub fn boogie_value(text: &str) -> String {
    boogie_value_with(text, &[])
}

/// [`boogie_value`], the names in `nullary` (constructors without fields) written `Nil()`.
pub fn boogie_value_with(text: &str, nullary: &[String]) -> String {
    let t = text.trim();
    if nullary.iter().any(|n| n == t.trim_matches('|')) {
        return format!("{}()", t.trim_matches('|'));
    }
    if let Some(hex) = t.strip_prefix("#x") {
        if let Some(n) = big_from_digits(hex, 16) {
            return format!("{n}bv{}", hex.len() * 4);
        }
    }
    if let Some(bin) = t.strip_prefix("#b") {
        if let Some(n) = big_from_digits(bin, 2) {
            return format!("{n}bv{}", bin.len());
        }
    }
    let Some(items) = sexp::list_items(t) else { return t.to_string() };
    match items.as_slice() {
        [minus, x] if minus == "-" => format!("-{}", boogie_value_with(x, nullary)),
        [slash, a, b] if slash == "/" => decimal(a, b).unwrap_or_else(|| format!("{}/{}", boogie_value(a), boogie_value(b))),
        [us, bv, width] if us == "_" && bv.starts_with("bv") => format!("{}bv{width}", &bv[2..]),
        [head, args @ ..] if !head.starts_with('(') && head.chars().next().is_some_and(|c| c.is_alphabetic() || c == '|') => {
            let args: Vec<String> = args.iter().map(|a| boogie_value_with(a, nullary)).collect();
            format!("{}({})", head.trim_matches('|'), args.join(", "))
        }
        _ => t.to_string(),
    }
}

/// `a/b` (the solver's `N.0` numerals) as a decimal when it is one (`5.0/2.0` → `2.5`).
fn decimal(a: &str, b: &str) -> Option<String> {
    let a: i128 = a.strip_suffix(".0")?.parse().ok()?;
    let b: i128 = b.strip_suffix(".0")?.parse().ok()?;
    if b <= 0 {
        return None;
    }
    // b = 2^i 5^j: a/b = a * 10^k / 10^k with k = max(i, j).
    let (mut rest, mut k) = (b, 0u32);
    let (mut twos, mut fives) = (0u32, 0u32);
    while rest % 2 == 0 {
        rest /= 2;
        twos += 1;
    }
    while rest % 5 == 0 {
        rest /= 5;
        fives += 1;
    }
    if rest != 1 {
        return None;
    }
    k = k.max(twos).max(fives);
    let scaled = a.checked_mul(10i128.checked_pow(k)?)? / b;
    let digits = scaled.unsigned_abs().to_string();
    let sign = if scaled < 0 { "-" } else { "" };
    let k = k as usize;
    let (int, frac) = if digits.len() > k { digits.split_at(digits.len() - k) } else { ("0", digits.as_str()) };
    let frac = format!("{frac:0>k$}");
    let frac = frac.trim_end_matches('0');
    Some(format!("{sign}{int}.{}", if frac.is_empty() { "0" } else { frac }))
}

/// The decimal text of digits in `radix` (any length: bit-vectors can be wide).
fn big_from_digits(digits: &str, radix: u32) -> Option<String> {
    if digits.is_empty() {
        return None;
    }
    // Little-endian base-10^9 limbs.
    let mut limbs: Vec<u64> = vec![0];
    for c in digits.chars() {
        let d = u64::from(c.to_digit(radix)?);
        let mut carry = d;
        for l in limbs.iter_mut() {
            let x = *l * u64::from(radix) + carry;
            *l = x % 1_000_000_000;
            carry = x / 1_000_000_000;
        }
        if carry > 0 {
            limbs.push(carry);
        }
    }
    let mut out = limbs.last().map(|l| l.to_string()).unwrap_or_default();
    for l in limbs.iter().rev().skip(1) {
        out.push_str(&format!("{l:09}"));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solver_values_in_boogie_syntax() {
        assert_eq!(boogie_value("5"), "5");
        assert_eq!(boogie_value("(- 5)"), "-5");
        assert_eq!(boogie_value("#x0f"), "15bv8");
        assert_eq!(boogie_value("#b101"), "5bv3");
        assert_eq!(boogie_value("(_ bv15 8)"), "15bv8");
        assert_eq!(boogie_value("(/ 1.0 3.0)"), "1.0/3.0");
        assert_eq!(boogie_value("(/ 5.0 2.0)"), "2.5");
        assert_eq!(boogie_value("(/ 1.0 40.0)"), "0.025");
        assert_eq!(boogie_value("(- (/ 1.0 2.0))"), "-0.5");
        assert_eq!(boogie_value("(/ 6.0 3.0)"), "6.0/3.0");
        assert_eq!(boogie_value("3.0"), "3.0");
        assert_eq!(boogie_value("(Cons 2 Nil)"), "Cons(2, Nil)");
        assert_eq!(boogie_value("(Cons 2 (Cons (- 1) Nil))"), "Cons(2, Cons(-1, Nil))");
        let nil = ["Nil".to_string()];
        assert_eq!(boogie_value_with("(Cons 2 (Cons (- 1) Nil))", &nil), "Cons(2, Cons(-1, Nil()))");
        assert_eq!(boogie_value_with("Nil", &nil), "Nil()");
        assert_eq!(boogie_value("#xffffffffffffffffffff"), "1208925819614629174706175bv80");
        assert_eq!(source_name("x#12"), ("x", 12));
        assert_eq!(source_name("x"), ("x", 0));
    }
}
