//! A memo of the pawn structure's score: the same pawns come back again and again in a search
//! (most moves are not pawn moves), so their part of the evaluation is worked out once and
//! looked up after. The answer depends only on the pawns, so the memo never changes what the
//! evaluation says — only how fast it says it.

use super::Score;
use crate::rules::Bitboard;
use std::cell::RefCell;

/// Entries in the memo (a power of two): 4096 × 32 bytes = 128 KiB per thread.
const SIZE: usize = 4096;

#[derive(Clone, Copy)]
struct Entry {
    white: u64,
    black: u64,
    score: Score,
    passed: u64,
}

thread_local! {
    static CACHE: RefCell<Vec<Entry>> = const { RefCell::new(Vec::new()) };
}

/// The structure's score and passed pawns for these pawns, from the memo or from `compute`.
pub fn lookup(
    white: Bitboard,
    black: Bitboard,
    compute: impl FnOnce() -> (Score, Bitboard),
) -> (Score, Bitboard) {
    let mixed = (white.0 ^ black.0.rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let slot = (mixed >> (64 - SIZE.trailing_zeros())) as usize;
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.is_empty() {
            // Pawns on every square never occur, so an entry not yet filled never answers.
            cache.resize(
                SIZE,
                Entry {
                    white: u64::MAX,
                    black: u64::MAX,
                    score: Score::default(),
                    passed: 0,
                },
            );
        }
        let e = &mut cache[slot];
        if e.white == white.0 && e.black == black.0 {
            return (e.score, Bitboard(e.passed));
        }
        let (score, passed) = compute();
        *e = Entry {
            white: white.0,
            black: black.0,
            score,
            passed: passed.0,
        };
        (score, passed)
    })
}
