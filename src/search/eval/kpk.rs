//! King and pawn against king, solved: for every placement of the two kings and the pawn and
//! either side to move, whether the pawn's side wins. The table is worked out the first time
//! such an ending is met (about 20 ms natively, in the engine's thread) and kept as one
//! bit a position, 24 KiB.
//!
//! The pawn's side is taken to be White and the pawn to stand on files a to d (the board is
//! mirrored to get there). Positions start as unknown; a pass over all of them decides those
//! whose moves are decided — White to move wins if some move wins, Black to move holds if some
//! move holds — and passes repeat until nothing changes. What is still unknown then is a draw:
//! White never gets further (the pawn's ranks are settled one at a time, the seventh first,
//! as a pawn only moves up). A pawn on the seventh rank that can queen safely counts as won,
//! as does a pawn that is lost or a stalemate as drawn, from the start.

use std::sync::OnceLock;

use crate::rules::attacks::{king_attacks, pawn_attacks};
use crate::rules::{Bitboard, Color, Square};

/// Pawn squares (files a–d, ranks 2–7) × White's king × Black's king × side to move.
const SIZE: usize = 24 * 64 * 64 * 2;

/// Whether the side with the pawn wins: `strong` owns the king on `strong_king` and the pawn,
/// `weak` the lone king; `strong_to_move` says who moves.
pub fn wins(
    strong: Color,
    strong_king: Square,
    weak_king: Square,
    pawn: Square,
    strong_to_move: bool,
) -> bool {
    // Seen from White's side, with the pawn on the queen's half of the board.
    let flip = |sq: Square| {
        let sq = sq.relative(strong).index() as u32;
        Square::new(if pawn.file().index() >= 4 { sq ^ 7 } else { sq })
    };
    let index = index(
        flip(strong_king),
        flip(weak_king),
        flip(pawn),
        strong_to_move,
    );
    let table = TABLE.get_or_init(solve);
    table[index / 64] >> (index % 64) & 1 == 1
}

static TABLE: OnceLock<Vec<u64>> = OnceLock::new();

fn index(white_king: Square, black_king: Square, pawn: Square, white_to_move: bool) -> usize {
    let pawn = pawn.file().index() + 4 * (pawn.rank().index() - 1);
    ((pawn * 64 + white_king.index()) * 64 + black_king.index()) * 2 + usize::from(white_to_move)
}

/// The position of a table index: White's king, Black's king, the pawn, White to move.
fn position(index: usize) -> (Square, Square, Square, bool) {
    let white_to_move = index % 2 == 1;
    let black_king = Square::new((index / 2 % 64) as u32);
    let white_king = Square::new((index / 128 % 64) as u32);
    let pawn = index / (128 * 64);
    let pawn = Square::new((pawn % 4 + 8 * (pawn / 4 + 1)) as u32);
    (white_king, black_king, pawn, white_to_move)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Result {
    Invalid,
    Unknown,
    Draw,
    Win,
}

fn solve() -> Vec<u64> {
    let mut results: Vec<Result> = (0..SIZE).map(|i| first_look(position(i))).collect();
    // A pawn only moves up: the positions with it on one rank depend on those with it on the
    // same rank or further, so the ranks are settled one at a time from the seventh down.
    const RANK: usize = SIZE / 6;
    for rank in (0..6).rev() {
        loop {
            let mut changed = false;
            for i in rank * RANK..(rank + 1) * RANK {
                if results[i] == Result::Unknown {
                    let r = look_ahead(&results, position(i));
                    if r != Result::Unknown {
                        results[i] = r;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
    }
    let mut bits = vec![0u64; SIZE / 64];
    for (i, r) in results.iter().enumerate() {
        if *r == Result::Win {
            bits[i / 64] |= 1 << (i % 64);
        }
    }
    bits
}

/// Illegal placements, and what is decided without looking at the moves.
fn first_look((wk, bk, pawn, white_to_move): (Square, Square, Square, bool)) -> Result {
    let pawn_hits = pawn_attacks(Color::White, pawn);
    if wk == bk
        || wk == pawn
        || bk == pawn
        || king_attacks(wk).contains(bk)
        || (white_to_move && pawn_hits.contains(bk))
    {
        return Result::Invalid;
    }
    if white_to_move && pawn.rank().index() == 6 {
        let queen = Square::new(pawn.index() as u32 + 8);
        if wk != queen
            && bk != queen
            && (!king_attacks(bk).contains(queen) || king_attacks(wk).contains(queen))
        {
            return Result::Win;
        }
    }
    if !white_to_move && king_attacks(bk).contains(pawn) && !king_attacks(wk).contains(pawn) {
        // Black takes the pawn.
        return Result::Draw;
    }
    Result::Unknown
}

/// The result from the moves' results, or still unknown.
fn look_ahead(
    results: &[Result],
    (wk, bk, pawn, white_to_move): (Square, Square, Square, bool),
) -> Result {
    let (mut any_win, mut any_draw, mut any_unknown, mut moves) = (false, false, false, 0);
    let mut see = |r: Result| {
        moves += 1;
        match r {
            Result::Win => any_win = true,
            Result::Draw => any_draw = true,
            Result::Unknown => any_unknown = true,
            Result::Invalid => moves -= 1,
        }
    };
    if white_to_move {
        let to = king_attacks(wk) & !king_attacks(bk) & !Bitboard::from_square(pawn);
        for sq in to {
            see(results[index(sq, bk, pawn, false)]);
        }
        if pawn.rank().index() < 6 {
            let one = Square::new(pawn.index() as u32 + 8);
            if one != wk && one != bk {
                see(results[index(wk, bk, one, false)]);
                let two = Square::new(pawn.index() as u32 + 16);
                if pawn.rank().index() == 1 && two != wk && two != bk {
                    see(results[index(wk, bk, two, false)]);
                }
            }
        }
        if any_win {
            Result::Win
        } else if any_unknown {
            Result::Unknown
        } else {
            // Every move draws (White always has a move: the king has room).
            Result::Draw
        }
    } else {
        let to = king_attacks(bk)
            & !king_attacks(wk)
            & !pawn_attacks(Color::White, pawn)
            & !Bitboard::from_square(pawn);
        for sq in to {
            see(results[index(wk, sq, pawn, true)]);
        }
        if moves == 0 {
            // No move: mated if the pawn gives check, else stalemate.
            return if pawn_attacks(Color::White, pawn).contains(bk) {
                Result::Win
            } else {
                Result::Draw
            };
        }
        if any_draw {
            Result::Draw
        } else if any_unknown {
            Result::Unknown
        } else {
            Result::Win
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn every_index_is_its_own_position() {
        for i in (0..SIZE).step_by(7) {
            let (wk, bk, pawn, w) = position(i);
            assert_eq!(index(wk, bk, pawn, w), i);
        }
    }

    #[test]
    fn known_endings() {
        let w = Color::White;
        // The king in front of its pawn, with the opposition: won whoever moves.
        assert!(wins(w, sq("e6"), sq("e8"), sq("e5"), false));
        assert!(wins(w, sq("e6"), sq("e8"), sq("e5"), true));
        // The defending king in front with the opposition: drawn.
        assert!(!wins(w, sq("e4"), sq("e6"), sq("e3"), true));
        // A rook pawn with the defending king in the corner: drawn.
        assert!(!wins(w, sq("b5"), sq("a8"), sq("a5"), true));
        // The square of the pawn: Black's king cannot catch it.
        assert!(wins(w, sq("a1"), sq("h6"), sq("b5"), false));
        assert!(!wins(w, sq("a1"), sq("f6"), sq("b5"), false));
        // The pawn is taken.
        assert!(!wins(w, sq("a1"), sq("d5"), sq("d4"), false));
        // Key squares: the king two ranks in front of its pawn wins with either side to move.
        assert!(wins(w, sq("d6"), sq("a8"), sq("d4"), false));
        // Seen from Black, mirrored: the same verdicts.
        let b = Color::Black;
        assert!(wins(b, sq("e3"), sq("e1"), sq("e4"), false));
        assert!(!wins(b, sq("e5"), sq("e3"), sq("e6"), true));
        assert!(!wins(b, sq("g4"), sq("h1"), sq("h4"), true));
        assert!(wins(b, sq("g4"), sq("c1"), sq("h4"), false));
    }
}
