//! Zobrist keys: a 64-bit hash of a position, updated incrementally as moves are made.
//!
//! The keys come from a fixed pseudo-random sequence (SplitMix64), so a position hashes the
//! same natively and in wasm, in every build. Each key is worked out when it is needed — the
//! sequence's n-th number needs no table — because a table of 793 random numbers is 6 KiB that
//! no compression can shrink, in every wasm the browser downloads.

use super::types::{Color, Piece, Square};

const SEED: u64 = 0x05ee_d0f0_b00c;
const GOLDEN: u64 = 0x9e37_79b9_7f4a_7c15;

/// The `i`-th number of the SplitMix64 sequence started at [`SEED`].
#[inline]
const fn key(i: usize) -> u64 {
    let mut z = SEED.wrapping_add((i as u64 + 1).wrapping_mul(GOLDEN));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

const PIECE_KEYS_LEN: usize = 12 * 64;
#[cfg(test)]
const KEYS_LEN: usize = PIECE_KEYS_LEN + 1 + 16 + 8;

/// The key of `piece` standing on `sq`.
#[inline]
pub fn piece(piece: Piece, sq: Square) -> u64 {
    key((piece.color as usize * 6 + piece.role as usize) * 64 + sq.index())
}

/// Toggled when Black is to move.
#[inline]
pub fn black_to_move() -> u64 {
    key(PIECE_KEYS_LEN)
}

/// The key of a castling-rights set (four bits). No rights hash to nothing, so the start
/// position's key is just its pieces and side.
#[inline]
pub fn castling(bits: u8) -> u64 {
    match bits & 15 {
        0 => 0,
        b => key(PIECE_KEYS_LEN + 1 + b as usize),
    }
}

/// The key of an en passant file (only when an en passant capture is really possible).
#[inline]
pub fn en_passant(sq: Square) -> u64 {
    key(PIECE_KEYS_LEN + 1 + 16 + sq.file().index())
}

/// Side-to-move part of a key.
#[inline]
pub fn turn(color: Color) -> u64 {
    match color {
        Color::White => 0,
        Color::Black => black_to_move(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct() {
        let mut all: Vec<u64> = (0..KEYS_LEN).map(key).collect();
        all[PIECE_KEYS_LEN + 1] = castling(0);
        all.retain(|&k| k != 0);
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
        assert_eq!(n, KEYS_LEN - 1);
    }

    #[test]
    fn keys_are_the_sequence_they_always_were() {
        // The first numbers of SplitMix64 from the seed, step by step, as the keys were made
        // when they were a table: stored keys (and the bench signature) stay valid.
        let mut state = SEED;
        for i in 0..KEYS_LEN {
            state = state.wrapping_add(GOLDEN);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            assert_eq!(key(i), z ^ (z >> 31), "key {i}");
        }
        assert_eq!(castling(0), 0);
        assert_eq!(black_to_move(), key(PIECE_KEYS_LEN));
    }
}
