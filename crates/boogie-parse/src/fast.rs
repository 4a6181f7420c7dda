//! Hand-written readers for the most common input, in front of the grammar: the only
//! speed code of the parser, kept apart from it.
//!
//! **The grammar is the reference.** Every reader here builds exactly what the grammar
//! would build from the same tokens, or declines (consuming nothing), and the grammar
//! then reads the input as usual. They apply only where that is certain:
//! - [`lex`]: identifiers, keywords, digit runs and the fixed-spelling operators are
//!   scanned directly; everything else (comments, strings, other number forms, `/`, `-0`)
//!   goes to the `logos` lexer from that position. Same tokens as [`Toks::lex`] (checked by
//!   the unit test `fast_lexer_agrees` on the corpus and on generated strings).
//! - The grammar's first run (`E::FAST`, chumsky's `EmptyErr`, see
//!   [`crate::parser::parse`]) tries these readers first; the second run, which alone
//!   produces error messages, never uses them. So they only need to be right on input
//!   without errors, and any error they meet just sends the file to the second run.
//!   - [`operand`]: an identifier or a number or boolean literal that no `(`, `[`, `->`,
//!     `:` or `is` follows, built without the seven levels of the operand grammar;
//!   - [`statement`]: `x := e, ..;` (target an `Ident` token), `assert e;` and
//!     `assume e;` without attributes, and `if (G) { .. } [else ..]` without attributes
//!     whose branches are read the same way, without the statement choice;
//!   - [`proc_spec`] and [`loop_spec`]: `[free] requires|ensures|invariant e;` without
//!     attributes.
//!
//! `tests/differential.rs` checks the two-run parser (with these readers) against the
//! second run alone on the corpus and on mutations of it, AST positions included.

use boogie_ast::*;
use chumsky::prelude::*;
use logos::Logos;

use crate::errors::PE;
use crate::grammar::base::{is_ident, lookahead, starts_expr, Inp, B};
use crate::grammar::exprs::Exprs;
use crate::lexer::Tok;
use crate::pre::Pre;
use crate::tokens::{is_ident_char, TokSink, Toks};

// ---------------------------------------------------------------------------------------
// Lexing
// ---------------------------------------------------------------------------------------

/// Lexes the preprocessed text: the common tokens directly, everything else through
/// `logos` from that position (logos keeps no state between tokens).
pub(crate) fn lex<'a>(pre: &'a Pre<'a>) -> Toks<'a> {
    let mut sink = TokSink::new(pre);
    let text = pre.text.as_bytes();
    let mut pos = 0;
    while pos < text.len() {
        if matches!(text[pos], b' ' | b'\t' | b'\r' | b'\n') {
            pos += 1;
            continue;
        }
        if let Some((kind, len)) = scan(text, pos) {
            sink.push(kind, pos);
            pos += len;
            continue;
        }
        let mut lex = Tok::lexer(pre.text.get(pos..).unwrap_or(""));
        let Some(res) = lex.next() else { break };
        let span = lex.span();
        sink.push(res.unwrap_or(Tok::Error), pos + span.start);
        pos += span.end;
    }
    sink.finish()
}

/// The token at `pos` (not whitespace) and its length, when it is an identifier, keyword,
/// a digit run that no other number token or identifier character continues, or an
/// operator other than `/` (comments) whose characters cannot start a float (`-0`);
/// `None` for everything else. Operators are fixed spellings, so logos's longest match is
/// the longest spelling that matches here.
fn scan(text: &[u8], pos: usize) -> Option<(Tok, usize)> {
    let b = *text.get(pos)?;
    let at = |k: usize| text.get(pos + k).copied().unwrap_or(0);
    // Identifier characters other than digits start an identifier or keyword.
    if is_ident_char(b) && !b.is_ascii_digit() {
        let len = 1 + text.get(pos + 1..).unwrap_or(&[]).iter().position(|&c| !is_ident_char(c)).unwrap_or(text.len() - pos - 1);
        return Some((keyword(text.get(pos..pos + len).unwrap_or(&[])).unwrap_or(Tok::Ident), len));
    }
    Some(match b {
        b'0'..=b'9' => {
            let len = 1 + text.get(pos + 1..).unwrap_or(&[]).iter().position(|c| !c.is_ascii_digit()).unwrap_or(text.len() - pos - 1);
            let next = at(len);
            if is_ident_char(next) || matches!(next, b'.' | b'+' | b'-') {
                return None;
            }
            (Tok::Nat, len)
        }
        b';' => (Tok::Semi, 1),
        b',' => (Tok::Comma, 1),
        b'(' => (Tok::LParen, 1),
        b')' => (Tok::RParen, 1),
        b'[' => (Tok::LBracket, 1),
        b']' => (Tok::RBracket, 1),
        b'{' => (Tok::LBrace, 1),
        b'}' if at(1) == b'|' => (Tok::RBraceBar, 2),
        b'}' => (Tok::RBrace, 1),
        b':' => match at(1) {
            b'=' => (Tok::Assign, 2),
            b':' => (Tok::ColonColon, 2),
            _ => (Tok::Colon, 1),
        },
        b'=' => match (at(1), at(2)) {
            (b'=', b'>') => (Tok::Implies, 3),
            (b'=', _) => (Tok::EqEq, 2),
            _ => (Tok::Eq, 1),
        },
        b'<' => match (at(1), at(2), at(3)) {
            (b'=', b'=', b'>') => (Tok::Equiv, 4),
            (b'=', b'=', _) => (Tok::Explies, 3),
            (b'=', _, _) => (Tok::Le, 2),
            _ => (Tok::Lt, 1),
        },
        b'>' if at(1) == b'=' => (Tok::Ge, 2),
        b'>' => (Tok::Gt, 1),
        b'+' if at(1) == b'+' => (Tok::Concat, 2),
        b'+' => (Tok::Plus, 1),
        b'-' => match at(1) {
            b'>' => (Tok::Arrow, 2),
            b'0' => return None,
            _ => (Tok::Minus, 1),
        },
        b'*' if at(1) == b'*' => (Tok::StarStar, 2),
        b'*' => (Tok::Star, 1),
        b'!' if at(1) == b'=' => (Tok::Neq, 2),
        b'!' => (Tok::Not, 1),
        b'&' if at(1) == b'&' => (Tok::And, 2),
        b'|' => match at(1) {
            b'|' => (Tok::Or, 2),
            b'{' => (Tok::LBraceBar, 2),
            _ => (Tok::Bar, 1),
        },
        _ => return None,
    })
}

/// The keyword (or soft keyword, or rounding-mode literal) token spelled exactly `s`, if
/// any: what the lexer makes of a maximal run of identifier characters (keywords win over
/// the identifier rule at equal length). Lists exactly the alphabetic `#[token]`s of
/// [`Tok`] (checked by `fast_lexer_agrees`).
fn keyword(s: &[u8]) -> Option<Tok> {
    Some(match s {
        b"action" => Tok::Action,
        b"asserts" => Tok::Asserts,
        b"assert" => Tok::Assert,
        b"assume" => Tok::Assume,
        b"async" => Tok::Async,
        b"axiom" => Tok::Axiom,
        b"bool" => Tok::Bool,
        b"break" => Tok::Break,
        b"call" => Tok::Call,
        b"const" => Tok::Const,
        b"datatype" => Tok::Datatype,
        b"div" => Tok::Div,
        b"else" => Tok::Else,
        b"ensures" => Tok::Ensures,
        b"exists" => Tok::Exists,
        b"false" => Tok::False,
        b"forall" => Tok::Forall,
        b"free" => Tok::Free,
        b"function" => Tok::Function,
        b"goto" => Tok::Goto,
        b"havoc" => Tok::Havoc,
        b"hideable" => Tok::Hideable,
        b"if" => Tok::If,
        b"implementation" => Tok::Implementation,
        b"int" => Tok::Int,
        b"invariant" => Tok::Invariant,
        b"is" => Tok::Is,
        b"lambda" => Tok::Lambda,
        b"measure" => Tok::Measure,
        b"mod" => Tok::Mod,
        b"modifies" => Tok::Modifies,
        b"old" => Tok::Old,
        b"preserves" => Tok::Preserves,
        b"procedure" => Tok::Procedure,
        b"pure" => Tok::Pure,
        b"real" => Tok::Real,
        b"refines" => Tok::Refines,
        b"requires" => Tok::Requires,
        b"return" => Tok::Return,
        b"returns" => Tok::Returns,
        b"revealed" => Tok::Revealed,
        b"then" => Tok::Then,
        b"true" => Tok::True,
        b"type" => Tok::Type,
        b"unique" => Tok::Unique,
        b"uses" => Tok::Uses,
        b"var" => Tok::Var,
        b"where" => Tok::Where,
        b"while" => Tok::While,
        b"yield" => Tok::Yield,
        b"atomic" => Tok::Atomic,
        b"both" => Tok::Both,
        b"left" => Tok::Left,
        b"right" => Tok::Right,
        b"reveal" => Tok::Reveal,
        b"hide" => Tok::Hide,
        b"push" => Tok::Push,
        b"pop" => Tok::Pop,
        b"RNE" | b"RNA" | b"RTP" | b"RTN" | b"RTZ" | b"roundNearestTiesToEven" | b"roundNearestTiesToAway" | b"roundTowardPositive" | b"roundTowardNegative" | b"roundTowardZero" => Tok::RMode,
        _ => return None,
    })
}

// ---------------------------------------------------------------------------------------
// Operands
// ---------------------------------------------------------------------------------------

/// An operand of the binary operators that is a single token: an identifier, or a number
/// or boolean literal, that no `(`, `[`, `->`, `:` or `is` follows (so the levels between
/// `IsConstructor` and `AtomExpression` read nothing more and emit nothing). Consumes it.
pub(crate) fn operand<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>, cx: &'a Toks<'a>) -> Option<Expr> {
    let g = lookahead(inp);
    let t = *cx.kinds.get(g)?;
    let next = cx.kinds.get(g + 1).copied();
    if matches!(next, Some(Tok::LBracket | Tok::Arrow | Tok::Colon | Tok::Is)) {
        return None;
    }
    let kind = match t {
        Tok::Nat => ExprKind::Lit(Literal::Int(Name::new(cx.text(g)))),
        Tok::True => ExprKind::Lit(Literal::Bool(true)),
        Tok::False => ExprKind::Lit(Literal::Bool(false)),
        t if is_ident(t) && next != Some(Tok::LParen) => ExprKind::Var { name: cx.name(g) },
        _ => return None,
    };
    inp.skip();
    Some(Expr { kind, span: cx.span(g) })
}

// ---------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------

/// The grammar's statement parser `stmt` with the direct readers in front. A `}` ends the
/// list at once, instead of after every alternative has failed on it.
pub(crate) fn statement<'a, E: PE<'a>>(
    cx: &'a Toks<'a>,
    ex: &Exprs<'a, E>,
    list_end: &B<'a, (Vec<Stmt>, Span), E>,
    if_cmd: &B<'a, IfStmt, E>,
    stmt: B<'a, Option<Stmt>, E>,
) -> B<'a, Option<Stmt>, E> {
    let simple = {
        let expr = ex.expr.clone();
        custom(move |inp: &mut Inp<'a, '_, E>| simple_stmt(inp, &expr, cx))
    };
    let if_stmt = {
        let (expr, list_end, if_cmd) = (ex.expr.clone(), list_end.clone(), if_cmd.clone());
        custom(move |inp: &mut Inp<'a, '_, E>| if_stmt(inp, &expr, &list_end, &if_cmd, cx))
    };
    crate::grammar::base::when(|t| t != Tok::RBrace).ignore_then(choice((simple, if_stmt, stmt))).boxed()
}

/// `x := e, ..;`, `assert e;`, `assume e;` as `LabelOrCmd` reads them (attributes,
/// selectors and further targets empty). Any other statement, and one that does not end
/// with `;` after its expressions (or whose expression fails), is declined after rewinding.
fn simple_stmt<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>, expr: &B<'a, Expr, E>, cx: &'a Toks<'a>) -> Result<Option<Stmt>, E> {
    let g = lookahead(inp);
    let k = |i: usize| cx.kinds.get(i).copied();
    let before = inp.save();
    match k(g) {
        Some(Tok::Ident) if k(g + 1) == Some(Tok::Assign) && k(g + 2) != Some(Tok::LBrace) => {
            inp.skip();
            inp.skip();
            if let Some(rhs) = exprs_then_semi(inp, expr) {
                let name = Ident { name: cx.name(g), span: cx.span(g) };
                let lhs = vec![Lhs { span: name.span, name, selectors: Vec::new() }];
                return Ok(Some(Stmt::Assign(AssignCmd { lhs, attrs: Attrs::new(), rhs, span: cx.span(g + 1) })));
            }
        }
        Some(a @ (Tok::Assert | Tok::Assume)) if k(g + 1) != Some(Tok::LBrace) => {
            inp.skip();
            if let Ok(e) = inp.parse(expr) {
                if inp.peek() == Some(Tok::Semi) {
                    inp.skip();
                    let (attrs, span) = (Attrs::new(), cx.span(g));
                    return Ok(Some(if a == Tok::Assert { Stmt::Assert(AssertCmd { attrs, expr: e, span }) } else { Stmt::Assume(AssumeCmd { attrs, expr: e, span }) }));
                }
            }
        }
        _ => {}
    }
    inp.rewind(before);
    Err(E::reset(g))
}

/// `e, ..` followed by `;` (consumed); `None` if an expression failed or no `;` follows.
fn exprs_then_semi<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>, expr: &B<'a, Expr, E>) -> Option<Vec<Expr>> {
    let mut v = vec![inp.parse(expr).ok()?];
    while inp.peek() == Some(Tok::Comma) {
        inp.skip();
        v.push(inp.parse(expr).ok()?);
    }
    if inp.peek() != Some(Tok::Semi) {
        return None;
    }
    inp.skip();
    Some(v)
}

/// `if (G) { S } [else ..]` as `IfCmd` reads it, with no attributes and `G` either `*` or
/// an expression; the branches by [`branch`], an `else if` by the grammar's `if_cmd`. Any
/// other `if` is declined, after rewinding, before its branches are read.
fn if_stmt<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>, expr: &B<'a, Expr, E>, list_end: &B<'a, (Vec<Stmt>, Span), E>, if_cmd: &B<'a, IfStmt, E>, cx: &'a Toks<'a>) -> Result<Option<Stmt>, E> {
    let g = lookahead(inp);
    let k = |i: usize| cx.kinds.get(i).copied();
    if k(g) != Some(Tok::If) || k(g + 1) != Some(Tok::LParen) {
        return Err(E::reset(g));
    }
    let before = inp.save();
    inp.skip();
    inp.skip();
    let guard = if k(g + 2) == Some(Tok::Star) && k(g + 3) == Some(Tok::RParen) {
        inp.skip();
        Some(None)
    } else if k(g + 2).is_some_and(starts_expr) {
        inp.parse(expr).ok().map(Some)
    } else {
        None
    };
    let Some(guard) = guard.filter(|_| k(lookahead(inp)) == Some(Tok::RParen) && k(lookahead(inp) + 1) == Some(Tok::LBrace)) else {
        inp.rewind(before);
        return Err(E::reset(g));
    };
    inp.skip();
    inp.skip();
    let (then_branch, then_end) = branch(inp, expr, list_end, cx)?;
    let else_branch = if inp.peek() == Some(Tok::Else) {
        let e = lookahead(inp);
        inp.skip();
        match inp.peek() {
            Some(Tok::LBrace) => {
                inp.skip();
                let (stmts, end) = branch(inp, expr, list_end, cx)?;
                Some(ElseBranch::Block { stmts, span: cx.span(e), end })
            }
            Some(Tok::If) => Some(ElseBranch::If(Box::new(inp.parse(if_cmd)?))),
            _ => return Err(E::reset(e + 1)),
        }
    } else {
        None
    };
    Ok(Some(Stmt::If(Box::new(IfStmt { attrs: Attrs::new(), guard, then_branch, else_branch, span: cx.span(g), then_end }))))
}

/// The rest of a branch after its `{`: its statements and the closing `}`'s position, as
/// the grammar's `list_end` gives them. Read directly while every statement is one
/// [`simple_stmt`] reads; at the first other one, from the `{` again by `list_end`.
fn branch<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>, expr: &B<'a, Expr, E>, list_end: &B<'a, (Vec<Stmt>, Span), E>, cx: &'a Toks<'a>) -> Result<(Vec<Stmt>, Span), E> {
    let before = inp.save();
    let mut stmts = Vec::with_capacity(1);
    loop {
        let at = lookahead(inp);
        if cx.kinds.get(at).copied() == Some(Tok::RBrace) {
            inp.skip();
            stmts.shrink_to_fit();
            return Ok((stmts, cx.span(at)));
        }
        match simple_stmt(inp, expr, cx) {
            Ok(Some(s)) => stmts.push(s),
            Ok(None) | Err(_) => {
                inp.rewind(before);
                return inp.parse(list_end);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Contract clauses
// ---------------------------------------------------------------------------------------

/// The grammar's procedure specification parser with [`clause`] in front for
/// `[free] requires|ensures e;`.
pub(crate) fn proc_spec<'a, E: PE<'a>>(cx: &'a Toks<'a>, ex: &Exprs<'a, E>, spec: B<'a, Option<Spec>, E>) -> B<'a, Option<Spec>, E> {
    let expr = ex.expr.clone();
    let fast = custom(move |inp: &mut Inp<'a, '_, E>| {
        let (free, i, kw, expr) = clause(inp, &expr, cx, &[Tok::Requires, Tok::Ensures])?;
        let c = Contract { free, attrs: Attrs::new(), expr, span: cx.span(i) };
        Ok(Some(if kw == Tok::Requires { Spec::Requires(c) } else { Spec::Ensures(c) }))
    });
    choice((fast, spec)).boxed()
}

/// The grammar's loop specification parser with [`clause`] in front for `[free] invariant e;`.
pub(crate) fn loop_spec<'a, E: PE<'a>>(cx: &'a Toks<'a>, ex: &Exprs<'a, E>, spec: B<'a, Option<LoopSpec>, E>) -> B<'a, Option<LoopSpec>, E> {
    let expr = ex.expr.clone();
    let fast = custom(move |inp: &mut Inp<'a, '_, E>| {
        let (free, i, _, expr) = clause(inp, &expr, cx, &[Tok::Invariant])?;
        Ok(Some(LoopSpec::Invariant(Contract { free, attrs: Attrs::new(), expr, span: cx.span(i) })))
    });
    choice((fast, spec)).boxed()
}

/// `KW e;` or `free KW e;` with one of the keywords `kws`, without attributes:
/// `(free, the keyword's token, the keyword, e)`. Any other clause, and one that does not
/// end with `;` after its expression (or whose expression fails), is declined after
/// rewinding.
fn clause<'a, E: PE<'a>>(inp: &mut Inp<'a, '_, E>, expr: &B<'a, Expr, E>, cx: &'a Toks<'a>, kws: &[Tok]) -> Result<(bool, usize, Tok, Expr), E> {
    let g = lookahead(inp);
    let k = |i: usize| cx.kinds.get(i).copied();
    let free = k(g) == Some(Tok::Free);
    let at = g + usize::from(free);
    match (k(at), k(at + 1)) {
        (Some(kw), Some(next)) if kws.contains(&kw) && next != Tok::LBrace && next != Tok::Call => {
            let before = inp.save();
            if free {
                inp.skip();
            }
            inp.skip();
            if let Ok(e) = inp.parse(expr) {
                if inp.peek() == Some(Tok::Semi) {
                    inp.skip();
                    return Ok((free, at, kw, e));
                }
            }
            inp.rewind(before);
        }
        _ => {}
    }
    Err(E::reset(g))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`lex`] gives exactly the tokens of [`Toks::lex`] (logos alone): kinds, starts and
    /// where pragma errors are released.
    fn check(src: &[u8]) {
        let mut files = Files::default();
        let file = files.intern("t.bpl");
        let pre = crate::pre::preprocess(src, file, 0, &mut files);
        let (fast, reference) = (lex(&pre), Toks::lex(&pre));
        let starts = |t: &Toks| (0..t.kinds.len()).map(|i| t.start(i)).collect::<Vec<_>>();
        assert_eq!(
            (&fast.kinds, starts(&fast), fast.pragma_at()),
            (&reference.kinds, starts(&reference), reference.pragma_at()),
            "input: {:?}",
            String::from_utf8_lossy(src)
        );
    }

    /// Every alphabetic `#[token("..")]` of the lexer is a keyword here, and scans as the
    /// same token as logos makes of it.
    #[test]
    fn keywords_agree() {
        let src = include_str!("lexer.rs");
        let mut n = 0;
        for piece in src.split("#[token(\"").skip(1) {
            let spelling = piece.split('"').next().unwrap_or("");
            if spelling.bytes().all(|b| b.is_ascii_alphabetic()) {
                let logos = Tok::lexer(spelling).next().and_then(Result::ok);
                assert_eq!(keyword(spelling.as_bytes()), logos, "{spelling}");
                assert!(logos.is_some());
                n += 1;
            }
        }
        assert!(n > 60, "found {n} keywords");
    }

    /// On every corpus and test file, on all short strings over the characters that
    /// matter, and on random strings.
    #[test]
    fn fast_lexer_agrees() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut paths = test_support::bpl_files(&test_support::corpus_dir());
        paths.extend(test_support::bpl_files(&root.join("..")));
        for p in &paths {
            check(&std::fs::read(p).unwrap_or_default());
        }
        check(b"roundNearestTiesToEven roundTowardZero RTZ RNA assertx xassert assert1 Assert 0x1.8e1f24e8 -0x1.8e1f24e8 0NaN24e8 -0+oo24e8 0-oo1e1 1e5 1e-5 5bv8 5bv 1.5 1.x 1.5e-3 \\x \\assert 12 00 007");
        check(b"#line 3 a.bpl\nx\n#bad\ny z\n\n#line\n");
        let alphabet: &[u8] = b" \t\n\r/*0123456789abeflxvNn.+-<=>:;|{}()[]&!\"\\_#?'~$^`,\xc3\xa9\xff\x00";
        let a = alphabet.len();
        // All strings of length <= 3 over the alphabet.
        for n in 0..=3u32 {
            for mut k in 0..a.pow(n) {
                let mut s = Vec::new();
                for _ in 0..n {
                    s.push(alphabet[k % a]);
                    k /= a;
                }
                check(&s);
            }
        }
        // Random longer strings.
        let mut rng = test_support::XorShift64Star(0x2545_f491_4f6c_dd1d);
        for _ in 0..20000 {
            let len = rng.below(40);
            let s: Vec<u8> = (0..len).map(|_| alphabet[rng.below(a)]).collect();
            check(&s);
        }
    }
}
