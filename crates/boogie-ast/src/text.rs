//! Building short names without the formatting machinery (the pieces are copied into the
//! name's inline buffer, up to 23 bytes, so most names cost no allocation), and whether a
//! name contains `#` ([`has_hash`]: every fresh name does).

use crate::Name;

/// The pieces, one after the other.
pub fn concat(parts: &[&str]) -> Name {
    with_tail(parts, "")
}

/// The pieces of `head`, then `k` in decimal (`anon12`, `x#3`, `42`).
pub fn with_decimal(head: &[&str], k: u64) -> Name {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    let mut v = k;
    loop {
        i -= 1;
        digits[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    let digits = &digits[i..];
    // Short enough to be stored inline (the usual case): written into the name's buffer at once.
    let len = head.iter().map(|p| p.len()).sum::<usize>() + digits.len();
    if len <= Name::INLINE_CAP {
        let mut buf = [0u8; Name::INLINE_CAP];
        let mut at = 0;
        for p in head {
            buf[at..at + p.len()].copy_from_slice(p.as_bytes());
            at += p.len();
        }
        buf[at..len].copy_from_slice(digits);
        // SAFETY: `buf[..len]` is the `str`s of `head` one after the other, then ASCII digits:
        // UTF-8.
        return Name::new_inline(unsafe { std::str::from_utf8_unchecked(&buf[..len]) });
    }
    // ASCII digits: the check cannot fail (and costs little on at most 20 bytes).
    with_tail(head, std::str::from_utf8(digits).unwrap_or_default())
}

/// The pieces of `head`, then `tail`: `SmolStr`'s collection of string pieces copies them
/// into its inline buffer (no allocation up to 23 bytes, no UTF-8 check of the whole).
fn with_tail(head: &[&str], tail: &str) -> Name {
    head.iter().copied().chain(std::iter::once(tail)).collect()
}

/// Whether `name` contains `#` (every name `fresh_from` hands out does).
pub fn has_hash(name: &str) -> bool {
    // Eight bytes at a time (names are short, and `memchr`'s set-up costs more than it
    // saves on them): a byte of `w ^ ####...` is zero where `w` has a `#`.
    const HASHES: u64 = u64::from_ne_bytes([b'#'; 8]);
    const LOW: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);
    let mut chunks = name.as_bytes().chunks_exact(8);
    for chunk in &mut chunks {
        let w = u64::from_ne_bytes(<[u8; 8]>::try_from(chunk).unwrap_or([0; 8])) ^ HASHES;
        if w.wrapping_sub(LOW) & !w & HIGH != 0 {
            return true;
        }
    }
    chunks.remainder().contains(&b'#')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn as_format_would() {
        for k in [0u64, 1, 9, 10, 99, 100, 12345, u64::MAX] {
            assert_eq!(with_decimal(&["anon"], k).as_str(), format!("anon{k}"));
            assert_eq!(with_decimal(&["x", "#"], k).as_str(), format!("x#{k}"));
            assert_eq!(with_decimal(&[], k).as_str(), format!("{k}"));
            let long = "a_rather_long_variable_name";
            assert_eq!(with_decimal(&[long, "#"], k).as_str(), format!("{long}#{k}"));
        }
        assert_eq!(concat(&["anon3", "_LoopHead"]).as_str(), "anon3_LoopHead");
        assert_eq!(concat(&["a_rather_long_block_name", "_LoopHead"]).as_str(), "a_rather_long_block_name_LoopHead");
    }

    #[test]
    fn has_hash_finds_a_hash_anywhere() {
        let plain = |s: &str| s.bytes().any(|b| b == b'#');
        let mut names = vec![String::new(), "#".into(), "x".into(), "anon12_Then".into(), "é#ü".into(), "ab\u{23}".into()];
        // A `#` at every place of names up to 25 bytes long, and none.
        for len in 0..=25 {
            names.push("a".repeat(len));
            for at in 0..len {
                let mut s = "b".repeat(len).into_bytes();
                s[at] = b'#';
                names.push(String::from_utf8(s).unwrap_or_default());
            }
        }
        // Bytes next to `#` (0x22, 0x24) and with the high bit set are no `#`.
        names.push("\"$\"$\"$\"$\"$".into());
        names.push("ÿÿÿÿÿÿÿÿ".into());
        for n in &names {
            assert_eq!(has_hash(n), plain(n), "{n:?}");
        }
    }
}
