//! Alpha-normalisation of SMT-LIB text for cache keys.
//!
//! Every symbol the text itself introduces (declared or defined functions, constants and
//! sorts, datatype names, constructors and selectors, variables bound by `forall`,
//! `exists`, `let` and `define-fun` parameters) is renamed `%N`, N counted in order of
//! first introduction; every other token (theory symbols such as `and`, `select`, `bvadd`,
//! numerals, keywords, strings, and attribute values such as `:qid` names) stays as it is.
//! Two texts normalise to the same token stream only when one is the other under a
//! one-to-one renaming of the symbols they introduce, which does not change what a solver
//! can prove. The names rboogie gives incarnations, fresh constants (`@N`), check and block
//! constants (which carry source positions) and `let` bindings are all introduced symbols,
//! so renaming a local, moving lines or verifying in another order gives the same stream.
//!
//! The stream (parentheses, and tokens with their kind and length, so that it has one
//! reading) is fed to a hasher as it is read; a [`Normalizer`] is cloned after the
//! prelude so that each implementation continues from the prelude's state.

use std::collections::HashMap;

use sha2::{Digest, Sha256};

/// What a parenthesised list is, for deciding which of its symbols are introduced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// A top-level command.
    Command,
    /// The list of `(name sort)` or `(name term)` of a binder.
    Binders,
    /// One `(name ...)` of a binder list.
    Binder,
    /// `((T 0) ...)` of `declare-datatypes`.
    DtSorts,
    /// `(T 0)`.
    DtSort,
    /// The constructor lists of `declare-datatypes`.
    DtBodies,
    /// The constructors of one datatype.
    DtCtors,
    /// `(C (sel S) ...)`.
    Ctor,
    /// `(sel S)`.
    Selector,
    Other,
}

/// The heads of lists that introduce symbols (all others are [`Head::Other`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Head {
    None,
    /// `declare-fun`, `declare-const`, `declare-sort`, `define-sort`: the next symbol.
    Declare,
    /// `define-fun`, `define-fun-rec`: the next symbol, then a parameter list.
    Define,
    DeclareDatatypes,
    /// `forall`, `exists`, `let`, `lambda`: a binder list next.
    Binder,
    Other,
}

fn head_of(sym: &str) -> Head {
    match sym {
        "declare-fun" | "declare-const" | "declare-sort" | "define-sort" => Head::Declare,
        "define-fun" | "define-fun-rec" => Head::Define,
        "declare-datatypes" => Head::DeclareDatatypes,
        "forall" | "exists" | "let" | "lambda" => Head::Binder,
        _ => Head::Other,
    }
}

#[derive(Clone, Debug)]
struct Frame {
    role: Role,
    head: Head,
    /// Elements seen so far.
    index: usize,
}

/// The normalising reader (see the module documentation).
#[derive(Clone)]
pub struct Normalizer {
    hasher: Sha256,
    renamed: HashMap<String, u32>,
    stack: Vec<Frame>,
    /// Tokens fed (for tests and figures).
    pub tokens: u64,
}

impl Default for Normalizer {
    fn default() -> Self {
        Normalizer::new()
    }
}

impl Normalizer {
    pub fn new() -> Normalizer {
        Normalizer { hasher: Sha256::new(), renamed: HashMap::new(), stack: Vec::new(), tokens: 0 }
    }

    /// Feeds SMT-LIB text (whole commands).
    pub fn feed(&mut self, text: &str) {
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let c = bytes[i];
            if c.is_ascii_whitespace() {
                i += 1;
            } else if c == b';' {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            } else if c == b'(' {
                self.open();
                i += 1;
            } else if c == b')' {
                self.close();
                i += 1;
            } else if c == b'|' {
                let end = text[i + 1..].find('|').map(|e| i + 1 + e).unwrap_or(bytes.len());
                let sym = &text[i + 1..end.min(bytes.len())];
                self.symbol(sym);
                i = end + 1;
            } else if c == b'"' {
                let mut j = i + 1;
                while j < bytes.len() {
                    if bytes[j] == b'"' {
                        if j + 1 < bytes.len() && bytes[j + 1] == b'"' {
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    j += 1;
                }
                let end = (j + 1).min(bytes.len());
                self.literal(&text[i..end]);
                i = end;
            } else {
                let mut j = i;
                while j < bytes.len() && !bytes[j].is_ascii_whitespace() && !matches!(bytes[j], b'(' | b')' | b'|' | b'"' | b';') {
                    j += 1;
                }
                let atom = &text[i..j];
                if c == b':' || c.is_ascii_digit() || c == b'#' || c == b'-' && atom.len() > 1 && atom.as_bytes()[1].is_ascii_digit() {
                    self.literal(atom);
                } else {
                    self.symbol(atom);
                }
                i = j;
            }
        }
    }

    /// The digest of everything fed so far, and more (`extra`, already a digest or text).
    pub fn finish(&self, extra: &[u8]) -> [u8; 32] {
        let mut h = self.hasher.clone();
        h.update(b"\x00end\x00");
        h.update(extra);
        h.finalize().into()
    }

    /// A parenthesis.
    fn mark(&mut self, c: u8) {
        self.tokens += 1;
        self.hasher.update([c]);
    }

    /// A token of kind `kind` (`l` literal, `s` symbol, `r` renamed symbol), its length
    /// first, so that the stream has one reading.
    fn emit(&mut self, kind: u8, token: &[u8]) {
        self.tokens += 1;
        self.hasher.update([kind]);
        self.hasher.update((token.len() as u32).to_le_bytes());
        self.hasher.update(token);
    }

    fn open(&mut self) {
        let role = match self.stack.last() {
            None => Role::Command,
            Some(parent) => {
                match (parent.role, parent.head, parent.index) {
                    (Role::Command, Head::DeclareDatatypes, 1) => Role::DtSorts,
                    (Role::Command, Head::DeclareDatatypes, 2) => Role::DtBodies,
                    (Role::Command, Head::Define, 2) => Role::Binders,
                    (_, Head::Binder, 1) => Role::Binders,
                    (Role::Binders, _, _) => Role::Binder,
                    (Role::DtSorts, _, _) => Role::DtSort,
                    (Role::DtBodies, _, _) => Role::DtCtors,
                    (Role::DtCtors, _, _) => Role::Ctor,
                    (Role::Ctor, _, i) if i >= 1 => Role::Selector,
                    _ => Role::Other,
                }
            }
        };
        if let Some(parent) = self.stack.last_mut() {
            parent.index += 1;
        }
        self.stack.push(Frame { role, head: Head::None, index: 0 });
        self.mark(b'(');
    }

    fn close(&mut self) {
        self.stack.pop();
        self.mark(b')');
    }

    fn literal(&mut self, text: &str) {
        if let Some(f) = self.stack.last_mut() {
            f.index += 1;
        }
        self.emit(b'l', text.as_bytes());
    }

    fn symbol(&mut self, sym: &str) {
        let introduces = match self.stack.last() {
            Some(f) => match (f.role, f.head, f.index) {
                (Role::Command, Head::Declare | Head::Define, 1) => true,
                (Role::Binder | Role::DtSort | Role::Ctor | Role::Selector, _, 0) => true,
                _ => false,
            },
            None => false,
        };
        if let Some(f) = self.stack.last_mut() {
            if f.index == 0 {
                f.head = head_of(sym);
            }
            f.index += 1;
        }
        if introduces && !self.renamed.contains_key(sym) {
            let n = self.renamed.len() as u32;
            self.renamed.insert(sym.to_string(), n);
        }
        match self.renamed.get(sym) {
            Some(n) => {
                let n = *n;
                self.emit(b'r', &n.to_le_bytes());
            }
            // Quoted or not, the same symbol.
            None => self.emit(b's', sym.as_bytes()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(text: &str) -> [u8; 32] {
        let mut n = Normalizer::new();
        n.feed(text);
        n.finish(b"")
    }

    #[test]
    fn renaming_introduced_symbols_keeps_the_key() {
        let a = "(declare-fun |x#1| () Int)(declare-fun f (Int) Int)(assert (forall ((y Int)) (> (f y) |x#1|)))";
        let b = "(declare-fun x@7 () Int)(declare-fun g (Int) Int)(assert (forall ((z Int)) (> (g z) x@7)))";
        assert_eq!(key(a), key(b));
    }

    #[test]
    fn theory_symbols_are_not_renamed() {
        let a = "(declare-fun a () Bool)(declare-fun b () Bool)(assert (and a b))";
        let b = "(declare-fun a () Bool)(declare-fun b () Bool)(assert (or a b))";
        assert_ne!(key(a), key(b));
        // A renaming that is not one-to-one is a different query.
        let c = "(declare-fun a () Bool)(declare-fun b () Bool)(assert (and a a))";
        assert_ne!(key(a), key(c));
    }

    #[test]
    fn quoting_does_not_matter_but_literals_do() {
        assert_eq!(key("(declare-fun |a| () Int)(assert (> a 1))"), key("(declare-fun a () Int)(assert (> |a| 1))"));
        assert_ne!(key("(declare-fun a () Int)(assert (> a 1))"), key("(declare-fun a () Int)(assert (> a 2))"));
    }

    #[test]
    fn datatypes_and_lets() {
        let a = "(declare-datatypes ((T 0)) (((C (s Int)) (D))))(declare-fun v () T)(assert (let ((q (s v))) (> q 0)))";
        let b = "(declare-datatypes ((U 0)) (((E (t Int)) (F))))(declare-fun w () U)(assert (let ((r (t w))) (> r 0)))";
        assert_eq!(key(a), key(b));
        // A selector of another sort is another query.
        let c = "(declare-datatypes ((U 0)) (((E (t Bool)) (F))))(declare-fun w () U)(assert (let ((r (t w))) (> r 0)))";
        assert_ne!(key(a), key(c));
        // Builtin sorts in selector position stay themselves.
        let d = "(declare-datatypes ((T 0)) (((C (s (Array Int Int))))))";
        let e = "(declare-datatypes ((T 0)) (((C (s (Seq Int Int))))))";
        assert_ne!(key(d), key(e));
    }

    #[test]
    fn attribute_values_stay() {
        let a = "(declare-fun f (Int) Int)(assert (forall ((x Int)) (! (> (f x) 0) :qid one)))";
        let b = "(declare-fun f (Int) Int)(assert (forall ((x Int)) (! (> (f x) 0) :qid two)))";
        assert_ne!(key(a), key(b));
    }
}
