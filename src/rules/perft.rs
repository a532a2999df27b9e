//! Perft: counting the leaf nodes of the legal move tree, the standard check of a move
//! generator. The last ply is counted in bulk, without making the moves.

use super::moves::Move;
use super::position::Position;

/// The number of legal move sequences of length `depth` from `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal(),
        _ => {
            let mut nodes = 0;
            pos.for_each_legal_move(|mv| {
                let mut next = pos.clone();
                next.play_unchecked(mv);
                nodes += perft(&next, depth - 1);
            });
            nodes
        }
    }
}

/// Like [`perft`] but makes every move down to the leaves (what a search pays).
pub fn perft_full(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    pos.for_each_legal_move(|mv| {
        let mut next = pos.clone();
        next.play_unchecked(mv);
        nodes += if depth == 1 {
            // A leaf: the move is made (and the position kept, not optimised away), but
            // there is nothing more to generate.
            std::hint::black_box(&next);
            1
        } else {
            perft_full(&next, depth - 1)
        };
    });
    nodes
}

/// Perft split by root move: each legal move with its count, in generation order.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    pos.legal_moves()
        .iter()
        .map(|&mv| {
            let mut next = pos.clone();
            next.play_unchecked(mv);
            (mv, perft(&next, depth.saturating_sub(1)))
        })
        .collect()
}
