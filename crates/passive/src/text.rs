//! Building short names without the formatting machinery: the pieces are copied into a
//! buffer on the stack and the name is stored inline (up to 23 bytes), so most names cost
//! no allocation.

use boogie_ast::Name;

/// The pieces, one after the other.
pub fn concat(parts: &[&str]) -> Name {
    with_digits(parts, &[])
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
    with_digits(head, &digits[i..])
}

/// The pieces of `head`, then the ASCII bytes `tail`.
fn with_digits(head: &[&str], tail: &[u8]) -> Name {
    let n = head.iter().map(|p| p.len()).sum::<usize>() + tail.len();
    let mut buf = [0u8; 23];
    if n <= buf.len() {
        let mut at = 0;
        for p in head {
            buf[at..at + p.len()].copy_from_slice(p.as_bytes());
            at += p.len();
        }
        buf[at..n].copy_from_slice(tail);
        if let Ok(s) = std::str::from_utf8(&buf[..n]) {
            return Name::new_inline(s);
        }
    }
    let mut s = String::with_capacity(n);
    for p in head {
        s.push_str(p);
    }
    s.extend(tail.iter().map(|&b| char::from(b)));
    Name::from(s)
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
