//! Every block the allocator hands out is aligned as its layout asks, whether it takes
//! mimalloc's plain path (`mi_malloc`, `mi_zalloc`, `mi_realloc`: alignment up to 16 and
//! not above the size) or the aligned one, and `realloc` keeps the contents.

use std::alloc::{GlobalAlloc, Layout};

use allocator::Allocator;

#[test]
fn blocks_are_aligned_as_asked_and_realloc_keeps_the_contents() {
    let a = Allocator;
    for align in [1usize, 2, 4, 8, 16, 32, 64, 4096] {
        for size in [1usize, 3, 7, 8, 15, 16, 24, 40, 48, 80, 88, 100, 1000, 5000, 70_000] {
            let Ok(layout) = Layout::from_size_align(size, align) else { continue };
            // SAFETY: `layout` has a non-zero size; each block is freed once, with its layout.
            unsafe {
                let p = a.alloc(layout);
                assert!(!p.is_null());
                assert_eq!(p as usize % align, 0, "alloc {size} bytes aligned {align}");
                for i in 0..size {
                    *p.add(i) = i as u8;
                }
                // Grown, then shrunk below the first size.
                let mut q = p;
                let mut old = layout;
                for new in [size * 3 + 5, size / 2 + 1] {
                    q = a.realloc(q, old, new);
                    assert!(!q.is_null());
                    assert_eq!(q as usize % align, 0, "realloc to {new} bytes aligned {align}");
                    for i in 0..size.min(new) {
                        assert_eq!(*q.add(i), i as u8, "realloc {size} to {new} lost byte {i}");
                    }
                    old = Layout::from_size_align(new, align).unwrap();
                }
                a.dealloc(q, old);
                let z = a.alloc_zeroed(layout);
                assert_eq!(z as usize % align, 0, "alloc_zeroed {size} bytes aligned {align}");
                assert!((0..size).all(|i| *z.add(i) == 0), "alloc_zeroed {size} not zero");
                a.dealloc(z, layout);
            }
        }
    }
}
