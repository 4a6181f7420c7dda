//! Building short names without the formatting machinery: the pieces are copied into the
//! name's inline buffer (up to 23 bytes), so most names cost no allocation.

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
}
