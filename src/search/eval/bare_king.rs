//! Mating a bare king. When one side has nothing but its king and the other has the pieces to
//! mate it — a queen, a rook, a bishop and a knight, or bishops on both colours — the fitted
//! weights say little about how to win: what matters is driving the lone king to the edge (to
//! a corner the bishop covers, when a bishop and a knight mate) and bringing the other king up
//! to help. [`win`] scores exactly that, on top of a sure win, so that the search finds its
//! way to mate well inside the fifty-move rule and prefers the trades that leave a bare king.
//! A king and a single pawn against the bare king is won or drawn as the solved table says
//! ([`kpk`]).

use super::{distance, kpk, pieces_value, PIECE_VALUES};
use crate::rules::{Bitboard, Color, Position, Role, Square};

/// Above any ordinary evaluation, far below the mate scores.
pub const SURE_WIN: i32 = 2000;

/// White's score when one side has a bare king and the other can mate it; `None` otherwise
/// (the ordinary evaluation applies).
pub fn win(pos: &Position) -> Option<i32> {
    let weak = Color::ALL
        .into_iter()
        .find(|&c| pos.by_color(c).count() == 1)?;
    let strong = weak.other();
    let pawns = pos.pieces(strong, Role::Pawn);
    if pos.by_color(strong).count() == 2 && pawns.count() == 1 {
        return Some(pawn_alone(pos, strong, pawns));
    }
    let knights = pos.pieces(strong, Role::Knight).count();
    let bishops = pos.pieces(strong, Role::Bishop);
    let light_bishops = (bishops & Bitboard::LIGHT_SQUARES).count();
    let bishop_and_knight = knights > 0 && bishops.any();
    let both_colours = light_bishops > 0 && light_bishops < bishops.count();
    let heavy = (pos.pieces(strong, Role::Queen) | pos.pieces(strong, Role::Rook)).any();
    if !(heavy || bishop_and_knight || both_colours) {
        return None;
    }
    let lone = pos.king_of(weak);
    let ours = pos.king_of(strong);
    // Only a bishop and knight (no heavier piece, no second bishop): mate is forced only in a
    // corner of the bishop's colour.
    let cornered = if !heavy && !both_colours && pos.by_color(strong).count() == 3 {
        20 * (7 - to_corner(lone, light_bishops > 0))
    } else {
        20 * from_centre(lone)
    };
    let material = pieces_value(pos, strong)
        + PIECE_VALUES[Role::Pawn.index()] * pos.pieces(strong, Role::Pawn).count() as i32;
    let score = SURE_WIN + material + cornered + 10 * (7 - distance(lone, ours));
    Some(if strong == Color::White {
        score
    } else {
        -score
    })
}

/// King and pawn against king: a sure win, the more the further the pawn has gone, or a draw
/// ([`kpk`]).
fn pawn_alone(pos: &Position, strong: Color, pawns: Bitboard) -> i32 {
    let pawn = Square::new(pawns.0.trailing_zeros());
    let (ours, lone) = (pos.king_of(strong), pos.king_of(strong.other()));
    if !kpk::wins(strong, ours, lone, pawn, pos.turn() == strong) {
        return 0;
    }
    let rank = pawn.rank().relative(strong).index() as i32;
    let score = SURE_WIN + PIECE_VALUES[Role::Pawn.index()] + 20 * rank;
    if strong == Color::White {
        score
    } else {
        -score
    }
}

/// How far `sq` is from the four centre squares, counting files and ranks: 0 to 6.
fn from_centre(sq: Square) -> i32 {
    let off = |i: usize| (2 * i as i32 - 7).abs() / 2;
    off(sq.file().index()) + off(sq.rank().index())
}

/// Files plus ranks from `sq` to the nearer corner of the given colour (a8 and h1 are light,
/// a1 and h8 dark): 0 in the corner, at most 7.
fn to_corner(sq: Square, light: bool) -> i32 {
    let (f, r) = (sq.file().index() as i32, sq.rank().index() as i32);
    if light {
        (f + 7 - r).min(7 - f + r)
    } else {
        (f + r).min(14 - f - r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn win_of(fen: &str) -> Option<i32> {
        win(&Position::from_fen(fen).unwrap())
    }

    #[test]
    fn only_mating_material_against_a_bare_king() {
        for fen in [
            "8/8/3k4/8/8/8/4Q3/K7 w - - 0 1",
            "8/8/3k4/8/8/8/8/K2R4 b - - 0 1",
            "8/8/3k4/8/8/8/8/KBN5 w - - 0 1",
            "8/8/3k4/8/8/8/8/KBB5 w - - 0 1",
            "8/8/3k4/8/8/8/P7/K2R4 b - - 0 1",
        ] {
            assert!(win_of(fen).unwrap() > SURE_WIN, "{fen}");
        }
        assert!(win_of("8/8/3K4/8/8/8/8/k2q4 w - - 0 1").unwrap() < -SURE_WIN);
        for fen in [
            // Not enough to force mate, or pawns that the ordinary evaluation handles.
            "8/8/3k4/8/8/8/8/KNN5 w - - 0 1",
            "8/8/3k4/8/8/8/8/KB1B4 w - - 0 1",
            "8/8/3k4/8/8/8/P7/KB6 w - - 0 1",
            // No bare king.
            "8/8/3k4/8/7p/8/4Q3/K7 w - - 0 1",
            "8/8/3k4/8/8/8/8/K7 w - - 0 1",
        ] {
            assert_eq!(win_of(fen), None, "{fen}");
        }
    }

    #[test]
    fn king_and_pawn_as_the_table_says() {
        // Won: the king in front of its pawn on the sixth rank; as Black, the same mirrored.
        assert!(win_of("4k3/8/4K3/4P3/8/8/8/8 b - - 0 1").unwrap() > SURE_WIN);
        assert!(win_of("8/8/8/8/4p3/4k3/8/4K3 w - - 0 1").unwrap() < -SURE_WIN);
        // Drawn: the defender in front with the opposition, or in the rook pawn's corner.
        assert_eq!(win_of("8/8/4k3/8/4K3/4P3/8/8 w - - 0 1"), Some(0));
        assert_eq!(win_of("k7/8/8/PK6/8/8/8/8 w - - 0 1"), Some(0));
        // The further the pawn, the more it is worth.
        let e5 = win_of("8/k7/8/4P3/3K4/8/8/8 w - - 0 1").unwrap();
        let e6 = win_of("8/k7/4P3/8/3K4/8/8/8 w - - 0 1").unwrap();
        assert!(SURE_WIN < e5 && e5 < e6, "{e5} {e6}");
    }

    #[test]
    fn the_lone_king_belongs_on_the_edge_and_ours_beside_it() {
        let centre = win_of("8/8/8/3k4/8/8/4Q3/K7 w - - 0 1").unwrap();
        let edge = win_of("3k4/8/8/8/8/8/4Q3/K7 w - - 0 1").unwrap();
        let corner = win_of("k7/8/8/8/8/8/4Q3/K7 w - - 0 1").unwrap();
        assert!(centre < edge && edge < corner, "{centre} {edge} {corner}");
        let near = win_of("3k4/8/3K4/8/8/8/4Q3/8 w - - 0 1").unwrap();
        assert!(near > edge, "{near} {edge}");
    }

    #[test]
    fn bishop_and_knight_drive_to_the_bishops_corner() {
        // A dark-squared bishop (c1): a1 and h8 are the mating corners, not a8 or h1.
        let right = win_of("7k/8/8/8/8/8/8/K1BN4 w - - 0 1").unwrap();
        let wrong = win_of("k7/8/8/8/8/8/8/K1BN4 w - - 0 1").unwrap();
        let centre = win_of("8/8/8/4k3/8/8/8/K1BN4 w - - 0 1").unwrap();
        assert!(right > centre && right > wrong, "{right} {centre} {wrong}");
        // Along the edge, each step towards the right corner is better.
        let g8 = win_of("6k1/8/8/8/8/8/8/K1BN4 w - - 0 1").unwrap();
        let d8 = win_of("3k4/8/8/8/8/8/8/K1BN4 w - - 0 1").unwrap();
        assert!(right > g8 && g8 > d8 && d8 > wrong, "{g8} {d8}");
        assert_eq!(to_corner(Square::A1, false), 0);
        assert_eq!(to_corner(Square::H1, true), 0);
        assert_eq!(to_corner(Square::H1, false), 7);
    }
}
