//! Self-describing SMT names: every block, check and implementation constant of a VC names
//! what `rboogie prove` needs to report errors from the SMT-LIB text alone.
//!
//! | constant | name |
//! |---|---|
//! | block (WP `ok`, SP `pre`) | `ok!INDEX!LABEL!POS!r=RETURN!s=SUCC,SUCC!e=EMPTY!n=LABEL@POS` |
//! | check condition | `check!K!KIND!POS!rel=POS!b=BLOCK!s=SUBSUMES!msg=TEXT` |
//! | reported flag | `reported!K` |
//! | implementation | `impl!NAME!POS!end=POS!tl=SECONDS` |
//!
//! POS is `FILE(LINE,COL)` or `-`. Names are made unique with a `@N` suffix.

use boogie_ast::origin::{OriginKind, Pos};

/// What a check is, as reported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckInfo {
    pub kind: OriginKind,
    pub pos: Option<Pos>,
    pub related: Option<Pos>,
    pub msg: Option<String>,
    pub subsumes: bool,
    pub block: usize,
}

pub fn pos_text(p: &Option<Pos>) -> String {
    match p {
        Some(p) => format!("{}({},{})", clean(&p.file), p.line, p.col),
        None => "-".to_string(),
    }
}

pub fn parse_pos(t: &str) -> Option<Pos> {
    if t == "-" {
        return None;
    }
    let open = t.rfind('(')?;
    let inner = t[open + 1..].strip_suffix(')')?;
    let (l, c) = inner.split_once(',')?;
    Some(Pos { file: t[..open].into(), line: l.parse().ok()?, col: c.parse().ok()? })
}

/// Removes characters an SMT name cannot hold, and the field separator.
pub fn clean(s: &str) -> String {
    s.chars().map(|c| if c == '|' || c == '\\' || c == '!' || c == '%' { '_' } else { c }).collect()
}

pub fn check_name(k: usize, info: &CheckInfo) -> String {
    format!(
        "check!{k}!{}!{}!rel={}!b={}!s={}!msg={}",
        info.kind.name(),
        pos_text(&info.pos),
        pos_text(&info.related),
        info.block,
        u8::from(info.subsumes),
        info.msg.as_deref().map(clean).unwrap_or_else(|| "-".into())
    )
}

/// Strips the `@N` uniqueness suffix.
fn base(name: &str) -> &str {
    match name.rfind('@') {
        Some(i) if name[i + 1..].bytes().all(|b| b.is_ascii_digit()) && i + 1 < name.len() => &name[..i],
        _ => name,
    }
}

fn field<'a>(parts: &[&'a str], key: &str) -> Option<&'a str> {
    parts.iter().find_map(|p| p.strip_prefix(key))
}

pub fn parse_check(name: &str) -> Option<(usize, CheckInfo)> {
    let name = base(name);
    let rest = name.strip_prefix("check!")?;
    // msg may contain anything but `!`: it is the last field.
    let (head, msg) = rest.split_once("!msg=")?;
    let parts: Vec<&str> = head.split('!').collect();
    let k = parts.first()?.parse().ok()?;
    let kind = OriginKind::from_name(parts.get(1)?)?;
    let pos = parse_pos(parts.get(2)?);
    let related = parse_pos(field(&parts, "rel=")?);
    let block = field(&parts, "b=")?.parse().ok()?;
    let subsumes = field(&parts, "s=")? == "1";
    let msg = if msg == "-" { None } else { Some(msg.to_string()) };
    Some((k, CheckInfo { kind, pos, related, msg, subsumes, block }))
}

/// A block constant's fields: index, label, token, return token, successors, empty, renamed.
#[derive(Clone, Debug, Default)]
pub struct BlockInfo {
    pub index: usize,
    pub label: String,
    pub block_at: Option<Pos>,
    pub return_at: Option<Pos>,
    pub succs: Vec<usize>,
    pub empty: bool,
    pub renamed: Option<(String, Pos)>,
}

pub fn block_name(prefix: &str, b: &BlockInfo) -> String {
    let succs: Vec<String> = b.succs.iter().map(|s| s.to_string()).collect();
    let renamed = match &b.renamed {
        Some((l, p)) => format!("{}@{}", clean(l), pos_text(&Some(p.clone()))),
        None => "-".into(),
    };
    format!(
        "{prefix}!{}!{}!{}!r={}!s={}!e={}!n={renamed}",
        b.index,
        clean(&b.label),
        pos_text(&b.block_at),
        pos_text(&b.return_at),
        succs.join(","),
        u8::from(b.empty)
    )
}

pub fn parse_block(name: &str) -> Option<BlockInfo> {
    let name = base(name);
    let rest = name.strip_prefix("ok!")?;
    let parts: Vec<&str> = rest.split('!').collect();
    let index = parts.first()?.parse().ok()?;
    let label = parts.get(1)?.to_string();
    let block_at = parse_pos(parts.get(2)?);
    let return_at = parse_pos(field(&parts, "r=")?);
    let s = field(&parts, "s=")?;
    let succs = if s.is_empty() { Vec::new() } else { s.split(',').filter_map(|x| x.parse().ok()).collect() };
    let empty = field(&parts, "e=")? == "1";
    let n = field(&parts, "n=")?;
    let renamed = if n == "-" {
        None
    } else {
        let (l, p) = n.split_once('@')?;
        Some((l.to_string(), parse_pos(p)?))
    };
    Some(BlockInfo { index, label, block_at, return_at, succs, empty, renamed })
}

pub fn impl_name(name: &str, pos: &Option<Pos>, end: &Option<Pos>, time_limit: u64) -> String {
    format!("impl!{}!{}!end={}!tl={time_limit}", clean(name), pos_text(pos), pos_text(end))
}

pub fn parse_impl(name: &str) -> Option<(String, Option<Pos>, Option<Pos>, u64)> {
    let name = base(name);
    let rest = name.strip_prefix("impl!")?;
    let parts: Vec<&str> = rest.split('!').collect();
    Some((
        parts.first()?.to_string(),
        parse_pos(parts.get(1)?),
        parse_pos(field(&parts, "end=")?),
        field(&parts, "tl=")?.parse().ok()?,
    ))
}
