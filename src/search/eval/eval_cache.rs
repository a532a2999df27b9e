//! A memo of whole evaluations by position key: a search meets the same position again by
//! other move orders, and the hash table does not always still hold its evaluation. The
//! evaluation depends only on the position, so the memo never changes what it says — only
//! how fast it says it.

use super::memo::Memo;
use std::cell::RefCell;

/// 16,384 entries (2^14) × 16 bytes = 256 KiB per thread.
const BITS: u32 = 14;

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    /// The evaluation for White; `None` in an entry not yet filled.
    white: Option<i32>,
}

thread_local! {
    static CACHE: RefCell<Memo<Entry, BITS>> =
        const { RefCell::new(Memo::new(Entry { key: 0, white: None })) };
}

/// White's evaluation of the position with this key, from the memo or from `compute`.
pub fn lookup(key: u64, compute: impl FnOnce() -> i32) -> i32 {
    CACHE.with_borrow_mut(|memo| {
        memo.get_or_fill(
            key,
            |e| e.key == key && e.white.is_some(),
            || Entry {
                key,
                white: Some(compute()),
            },
        )
        .white
        .unwrap_or_default()
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
        // The same entry (same top bits), another position.
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
