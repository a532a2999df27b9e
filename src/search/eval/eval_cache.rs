//! A memo of whole evaluations by position key: a search meets the same position again by
//! other move orders, and the hash table does not always still hold its evaluation. The
//! evaluation depends only on the position, so the memo never changes what it says — only
//! how fast it says it.

use std::cell::RefCell;

/// Entries in the memo (a power of two): 16,384 × 16 bytes = 256 KiB per thread.
const SIZE: usize = 16_384;

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    /// The evaluation for White; `None` in an entry not yet filled.
    white: Option<i32>,
}

thread_local! {
    static CACHE: RefCell<Vec<Entry>> = const { RefCell::new(Vec::new()) };
}

/// White's evaluation of the position with this key, from the memo or from `compute`.
pub fn lookup(key: u64, compute: impl FnOnce() -> i32) -> i32 {
    let slot = (key as usize) & (SIZE - 1);
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.is_empty() {
            cache.resize(
                SIZE,
                Entry {
                    key: 0,
                    white: None,
                },
            );
        }
        let e = &mut cache[slot];
        if e.key == key {
            if let Some(white) = e.white {
                return white;
            }
        }
        let white = compute();
        *e = Entry {
            key,
            white: Some(white),
        };
        white
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The memo answers a key it holds without computing again, and a different key that
    /// falls on the same entry is computed afresh (and then replaces it).
    #[test]
    fn remembers_by_the_whole_key() {
        let mut calls = 0;
        let mut eval = |key: u64, value: i32| {
            lookup(key, || {
                calls += 1;
                value
            })
        };
        let key = 0x1234_5678_9abc_def0;
        assert_eq!(eval(key, -37), -37);
        assert_eq!(eval(key, 999), -37, "answered from the memo");
        // The same slot (same low bits), another position.
        let other = key ^ (1 << 40);
        assert_eq!(eval(other, 12), 12);
        assert_eq!(eval(key, 5), 5, "the first entry was replaced");
        assert_eq!(calls, 3);
    }

    /// A position whose key is zero is not mistaken for an empty entry's.
    #[test]
    fn an_empty_entry_never_answers() {
        assert_eq!(lookup(0, || 41), 41);
        assert_eq!(lookup(0, || 0), 41);
    }
}
