//! Zobrist keys: a 64-bit hash of a position, updated incrementally as moves are made.
//!
//! The keys come from a fixed pseudo-random sequence evaluated at compile time, so a position
//! hashes the same natively and in wasm, in every build.

use super::types::{Color, Piece, Square};

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

const PIECE_KEYS_LEN: usize = 12 * 64;
const KEYS_LEN: usize = PIECE_KEYS_LEN + 1 + 16 + 8;

const fn make_keys() -> [u64; KEYS_LEN] {
    let mut keys = [0u64; KEYS_LEN];
    let mut state = 0x05ee_d0f0_b00c_u64;
    let mut i = 0;
    while i < KEYS_LEN {
        let (s, k) = splitmix(state);
        state = s;
        keys[i] = k;
        i += 1;
    }
    // No castling rights and no en passant hash to nothing, so the start position's key is
    // just its pieces and side.
    keys[PIECE_KEYS_LEN + 1] = 0;
    keys
}

static KEYS: [u64; KEYS_LEN] = make_keys();

/// The key of `piece` standing on `sq`.
#[inline]
pub fn piece(piece: Piece, sq: Square) -> u64 {
    KEYS[(piece.color as usize * 6 + piece.role as usize) * 64 + sq.index()]
}

/// Toggled when Black is to move.
#[inline]
pub fn black_to_move() -> u64 {
    KEYS[PIECE_KEYS_LEN]
}

/// The key of a castling-rights set (four bits).
#[inline]
pub fn castling(bits: u8) -> u64 {
    KEYS[PIECE_KEYS_LEN + 1 + (bits & 15) as usize]
}

/// The key of an en passant file (only when an en passant capture is really possible).
#[inline]
pub fn en_passant(sq: Square) -> u64 {
    KEYS[PIECE_KEYS_LEN + 1 + 16 + sq.file().index()]
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
        let mut all: Vec<u64> = KEYS.to_vec();
        all.retain(|&k| k != 0);
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
        assert_eq!(n, KEYS_LEN - 1);
    }
}
