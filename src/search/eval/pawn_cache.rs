//! A memo of the pawn structure's score: the same pawns come back again and again in a search
//! (most moves are not pawn moves), so their part of the evaluation is worked out once and
//! looked up after. The answer depends only on the pawns, so the memo never changes what the
//! evaluation says — only how fast it says it.

use super::memo::Memo;
use super::Score;
use crate::rules::Bitboard;
use std::cell::RefCell;

/// 4096 entries (2^12) × 32 bytes = 128 KiB per thread.
const BITS: u32 = 12;

#[derive(Clone, Copy)]
struct Entry {
    white: u64,
    black: u64,
    score: Score,
    passed: u64,
}

thread_local! {
    // Pawns on every square never occur, so an entry not yet filled never answers.
    static CACHE: RefCell<Memo<Entry, BITS>> = const {
        RefCell::new(Memo::new(Entry {
            white: u64::MAX,
            black: u64::MAX,
            score: Score(0, 0),
            passed: 0,
        }))
    };
}

/// The structure's score and passed pawns for these pawns, from the memo or from `compute`.
pub fn lookup(
    white: Bitboard,
    black: Bitboard,
    compute: impl FnOnce() -> (Score, Bitboard),
) -> (Score, Bitboard) {
    let hash = (white.0 ^ black.0.rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let e = CACHE.with_borrow_mut(|memo| {
        memo.get_or_fill(
            hash,
            |e| e.white == white.0 && e.black == black.0,
            || {
                let (score, passed) = compute();
                Entry {
                    white: white.0,
                    black: black.0,
                    score,
                    passed: passed.0,
                }
            },
        )
    });
    (e.score, Bitboard(e.passed))
}
