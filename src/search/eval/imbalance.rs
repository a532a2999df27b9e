//! Material imbalance: what a piece is worth depends on what else is on the board — a knight
//! gains with many pawns, a second rook or knight adds less than the first, a queen fares
//! differently against two rooks than against rook and minor. Counted as products of piece
//! counts (the bishop pair as a piece of its own), so the weights stay linear and the tuner
//! fits them like any other.

use super::terms::{IMBALANCE_OURS, IMBALANCE_THEIRS};
use super::Features;
use crate::rules::{Color, Position, Role};

/// The kinds counted: the bishop pair, then pawn, knight, bishop, rook, queen.
const KINDS: usize = 6;

/// The pairs of different kinds: the products below the diagonal.
const PAIRS: usize = KINDS * (KINDS - 1) / 2;

/// Each side's counts of the [`KINDS`].
fn counts(pos: &Position, color: Color) -> [i32; KINDS] {
    let n = |r: Role| pos.pieces(color, r).count() as i32;
    let bishops = n(Role::Bishop);
    [
        i32::from(bishops >= 2),
        n(Role::Pawn),
        n(Role::Knight),
        bishops,
        n(Role::Rook),
        n(Role::Queen),
    ]
}

/// Where the product of our kinds `i` and `j` (`j < i`, or `j == i` for a knight, bishop,
/// rook or queen) goes in the [`IMBALANCE_OURS`] block.
pub const fn ours_slot(i: usize, j: usize) -> usize {
    // Below the diagonal first, then the four squares.
    if j < i {
        i * (i - 1) / 2 + j
    } else {
        PAIRS + i - 2
    }
}

/// Where our kind `i` times their kind `j` (`j < i`) goes in the [`IMBALANCE_THEIRS`] block.
pub const fn theirs_slot(i: usize, j: usize) -> usize {
    i * (i - 1) / 2 + j
}

/// Adds both sides' imbalance features, White's minus Black's.
pub fn imbalance<F: Features>(pos: &Position, out: &mut F) {
    let w = counts(pos, Color::White);
    let b = counts(pos, Color::Black);
    for i in 1..KINDS {
        for j in 0..i {
            out.add(IMBALANCE_OURS + ours_slot(i, j), w[i] * w[j] - b[i] * b[j]);
            out.add(
                IMBALANCE_THEIRS + theirs_slot(i, j),
                w[i] * b[j] - b[i] * w[j],
            );
        }
        if i >= 2 {
            out.add(IMBALANCE_OURS + ours_slot(i, i), w[i] * w[i] - b[i] * b[i]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::eval::count;
    use crate::search::eval::terms::BLOCKS;

    #[test]
    fn slots_fill_each_block_once() {
        // Sized as the weights' layout has the blocks, so a slot past a block's end fails.
        let len = |name| BLOCKS.iter().find(|b| b.0 == name).unwrap().2;
        let mut ours = vec![0; len("IMBALANCE_OURS")];
        let mut theirs = vec![0; len("IMBALANCE_THEIRS")];
        for i in 1..KINDS {
            for j in 0..i {
                ours[ours_slot(i, j)] += 1;
                theirs[theirs_slot(i, j)] += 1;
            }
            if i >= 2 {
                ours[ours_slot(i, i)] += 1;
            }
        }
        assert!(ours.iter().chain(&theirs).all(|&n| n == 1));
    }

    #[test]
    fn products_of_the_counts_white_minus_black() {
        // White: knight and eight pawns; Black: two bishops (the pair) and six pawns.
        let fen = "2b1kb2/pppppp2/8/8/8/8/PPPPPPPP/4KN2 w - - 0 1";
        let (pair, pawn, knight, bishop) = (0, 1, 2, 3);
        assert_eq!(count(fen, IMBALANCE_OURS + ours_slot(knight, pawn)), 8);
        assert_eq!(count(fen, IMBALANCE_OURS + ours_slot(bishop, pawn)), -12);
        assert_eq!(count(fen, IMBALANCE_OURS + ours_slot(bishop, pair)), -2);
        assert_eq!(count(fen, IMBALANCE_OURS + ours_slot(bishop, bishop)), -4);
        assert_eq!(count(fen, IMBALANCE_OURS + ours_slot(knight, knight)), 1);
        // Our knights against their pawns: 1 × 6 for White, 0 × 8 for Black.
        assert_eq!(count(fen, IMBALANCE_THEIRS + theirs_slot(knight, pawn)), 6);
        // Our bishops against their knights: 0 × 1 for White, 2 × 1 for Black.
        assert_eq!(
            count(fen, IMBALANCE_THEIRS + theirs_slot(bishop, knight)),
            -2
        );
        // The same material on both sides: nothing.
        let even = "4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1";
        assert_eq!(count(even, IMBALANCE_OURS + ours_slot(pawn, pair)), 0);
    }
}
