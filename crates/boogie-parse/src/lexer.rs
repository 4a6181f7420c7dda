//! The Boogie lexer: a `logos` token enum over the preprocessed text. The whole file is
//! lexed up front into a token table ([`crate::tokens::Toks`]), which resolves positions
//! (1-based line after `#line` pragmas, 1-based byte column) on demand.
//!
//! Lexical rules: boogie-language.md §1. Keywords are exact tokens that win over the
//! identifier rule at equal length; longest match with backtracking gives the pitfalls of
//! §1.8 (`1e5` is a real, `5bv` is `5` then `bv`, `1.x` is `1` then `.x`, a float token may
//! start with `-`). Any character outside tokens, comments and whitespace (form feed,
//! non-ASCII) becomes a [`Tok::Error`] token, which no grammar rule accepts.

use logos::Logos;

/// A token kind.
#[derive(Logos, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[logos(skip r"[ \t\r\n]+")]
pub enum Tok {
    #[regex(r"//[^\n]*", logos::skip, allow_greedy = true)]
    #[token("/*", block_comment)]
    Comment,

    #[regex(r"\\?[A-Za-z'~#$^_.?`][A-Za-z0-9'~#$^_.?`]*")]
    Ident,
    #[regex(r"[0-9]+")]
    Nat,
    #[regex(r"[0-9]+bv[0-9]+")]
    BvLit,
    #[regex(r"[0-9]+e-?[0-9]+")]
    Decimal,
    #[regex(r"[0-9]+\.[0-9]+(e-?[0-9]+)?")]
    DecFloat,
    #[regex(r"-?0x[0-9a-fA-F]+\.[0-9a-fA-F]+e-?[0-9]+f[0-9]+e[0-9]+")]
    #[regex(r"-?0(NaN|nan|\+oo|-oo)[0-9]+e[0-9]+")]
    Float,
    #[regex(r#""([^"\r\n]|\\")*""#)]
    String,

    // Keywords.
    #[token("action")] Action,
    #[token("asserts")] Asserts,
    #[token("assert")] Assert,
    #[token("assume")] Assume,
    #[token("async")] Async,
    #[token("axiom")] Axiom,
    #[token("bool")] Bool,
    #[token("break")] Break,
    #[token("call")] Call,
    #[token("const")] Const,
    #[token("datatype")] Datatype,
    #[token("div")] Div,
    #[token("else")] Else,
    #[token("ensures")] Ensures,
    #[token("exists")] Exists,
    #[token("false")] False,
    #[token("forall")] Forall,
    #[token("free")] Free,
    #[token("function")] Function,
    #[token("goto")] Goto,
    #[token("havoc")] Havoc,
    #[token("hideable")] Hideable,
    #[token("if")] If,
    #[token("implementation")] Implementation,
    #[token("int")] Int,
    #[token("invariant")] Invariant,
    #[token("is")] Is,
    #[token("lambda")] Lambda,
    #[token("measure")] Measure,
    #[token("mod")] Mod,
    #[token("modifies")] Modifies,
    #[token("old")] Old,
    #[token("preserves")] Preserves,
    #[token("procedure")] Procedure,
    #[token("pure")] Pure,
    #[token("real")] Real,
    #[token("refines")] Refines,
    #[token("requires")] Requires,
    #[token("return")] Return,
    #[token("returns")] Returns,
    #[token("revealed")] Revealed,
    #[token("then")] Then,
    #[token("true")] True,
    #[token("type")] Type,
    #[token("unique")] Unique,
    #[token("uses")] Uses,
    #[token("var")] Var,
    #[token("where")] Where,
    #[token("while")] While,
    #[token("yield")] Yield,
    // Soft keywords (accepted as identifiers by the `Ident` production).
    #[token("atomic")] Atomic,
    #[token("both")] Both,
    #[token("left")] Left,
    #[token("right")] Right,
    #[token("reveal")] Reveal,
    #[token("hide")] Hide,
    #[token("push")] Push,
    #[token("pop")] Pop,
    // Rounding-mode literals.
    #[token("RNE")]
    #[token("RNA")]
    #[token("RTP")]
    #[token("RTN")]
    #[token("RTZ")]
    #[token("roundNearestTiesToEven")]
    #[token("roundNearestTiesToAway")]
    #[token("roundTowardPositive")]
    #[token("roundTowardNegative")]
    #[token("roundTowardZero")]
    RMode,

    // Operators and punctuation.
    #[token("<==>")] Equiv,
    #[token("==>")] Implies,
    #[token("<==")] Explies,
    #[token("&&")] And,
    #[token("||")] Or,
    #[token("!")] Not,
    #[token("==")] EqEq,
    #[token("!=")] Neq,
    #[token("<")] Lt,
    #[token(">")] Gt,
    #[token("<=")] Le,
    #[token(">=")] Ge,
    #[token("++")] Concat,
    #[token("+")] Plus,
    #[token("-")] Minus,
    #[token("*")] Star,
    #[token("/")] Slash,
    #[token("**")] StarStar,
    #[token(":=")] Assign,
    #[token(":")] Colon,
    #[token("::")] ColonColon,
    #[token(";")] Semi,
    #[token(",")] Comma,
    #[token("=")] Eq,
    #[token("|")] Bar,
    #[token("->")] Arrow,
    #[token("(")] LParen,
    #[token(")")] RParen,
    #[token("[")] LBracket,
    #[token("]")] RBracket,
    #[token("{")] LBrace,
    #[token("}")] RBrace,
    #[token("|{")] LBraceBar,
    #[token("}|")] RBraceBar,

    /// A character that starts no token.
    Error,
    /// End of input.
    Eof,
}

/// Skips a nested block comment whose `/*` has just been read. An unterminated comment
/// runs to the end of the input.
fn block_comment(lex: &mut logos::Lexer<Tok>) -> logos::Skip {
    let bytes = lex.remainder().as_bytes();
    let mut depth = 1usize;
    let mut i = 0usize;
    while i < bytes.len() {
        match (bytes.get(i), bytes.get(i + 1)) {
            (Some(b'/'), Some(b'*')) => {
                depth += 1;
                i += 2;
            }
            (Some(b'*'), Some(b'/')) => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    break;
                }
            }
            _ => i += 1,
        }
    }
    // Never split a UTF-8 character: comments end on ASCII or at the end.
    let mut n = i.min(bytes.len());
    while n < bytes.len() && !lex.remainder().is_char_boundary(n) {
        n += 1;
    }
    lex.bump(n);
    logos::Skip
}

impl Tok {
    /// How Coco/R names this token in `"X" expected` messages (`ident expected` etc.).
    pub fn expected(self) -> String {
        let s = match self {
            Tok::Ident => return "ident expected".into(),
            Tok::Nat => return "digits expected".into(),
            Tok::BvLit => return "bvlit expected".into(),
            Tok::Decimal => return "decimal expected".into(),
            Tok::DecFloat => return "dec_float expected".into(),
            Tok::Float => return "float expected".into(),
            Tok::String => return "string expected".into(),
            Tok::Eof => return "EOF expected".into(),
            Tok::Comment | Tok::Error => "???",
            Tok::RMode => "RNE",
            other => other.text(),
        };
        format!("\"{s}\" expected")
    }

    /// The spelling of a keyword or operator token.
    pub fn text(self) -> &'static str {
        use Tok::*;
        match self {
            Action => "action", Asserts => "asserts", Assert => "assert", Assume => "assume",
            Async => "async", Axiom => "axiom", Bool => "bool", Break => "break", Call => "call",
            Const => "const", Datatype => "datatype", Div => "div", Else => "else",
            Ensures => "ensures", Exists => "exists", False => "false", Forall => "forall",
            Free => "free", Function => "function", Goto => "goto", Havoc => "havoc",
            Hideable => "hideable", If => "if", Implementation => "implementation", Int => "int",
            Invariant => "invariant", Is => "is", Lambda => "lambda", Measure => "measure",
            Mod => "mod", Modifies => "modifies", Old => "old", Preserves => "preserves",
            Procedure => "procedure", Pure => "pure", Real => "real", Refines => "refines",
            Requires => "requires", Return => "return", Returns => "returns",
            Revealed => "revealed", Then => "then", True => "true", Type => "type",
            Unique => "unique", Uses => "uses", Var => "var", Where => "where", While => "while",
            Yield => "yield", Atomic => "atomic", Both => "both", Left => "left", Right => "right",
            Reveal => "reveal", Hide => "hide", Push => "push", Pop => "pop",
            Equiv => "<==>", Implies => "==>", Explies => "<==", And => "&&", Or => "||",
            Not => "!", EqEq => "==", Neq => "!=", Lt => "<", Gt => ">", Le => "<=", Ge => ">=",
            Concat => "++", Plus => "+", Minus => "-", Star => "*", Slash => "/",
            StarStar => "**", Assign => ":=", Colon => ":", ColonColon => "::", Semi => ";",
            Comma => ",", Eq => "=", Bar => "|", Arrow => "->", LParen => "(", RParen => ")",
            LBracket => "[", RBracket => "]", LBrace => "{", RBrace => "}", LBraceBar => "|{",
            RBraceBar => "}|",
            Ident => "ident", Nat => "digits", BvLit => "bvlit", Decimal => "decimal",
            DecFloat => "dec_float", Float => "float", String => "string", RMode => "RNE",
            Comment | Error => "???", Eof => "EOF",
        }
    }

    /// Soft keywords: lexer keywords that the `Ident` production accepts.
    pub fn is_soft_keyword(self) -> bool {
        matches!(self, Tok::Atomic | Tok::Both | Tok::Left | Tok::Right | Tok::Reveal | Tok::Hide | Tok::Push | Tok::Pop)
    }
}
