//! Static evaluation: how good a position looks without searching, in centipawns from the
//! side to move's point of view.
//!
//! Material and piece-square tables are tapered between middlegame and endgame by the
//! remaining material; on top come mobility, pawn structure (passed, isolated, doubled),
//! king safety, the bishop pair and rooks on open files.

use crate::rules::attacks;
use crate::rules::{Bitboard, Color, File, Piece, Position, Rank, Role, Square};

/// A middlegame and an endgame value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score(pub i32, pub i32);

impl std::ops::Add for Score {
    type Output = Score;
    #[inline]
    fn add(self, o: Score) -> Score {
        Score(self.0 + o.0, self.1 + o.1)
    }
}

impl std::ops::AddAssign for Score {
    #[inline]
    fn add_assign(&mut self, o: Score) {
        self.0 += o.0;
        self.1 += o.1;
    }
}

impl std::ops::Sub for Score {
    type Output = Score;
    #[inline]
    fn sub(self, o: Score) -> Score {
        Score(self.0 - o.0, self.1 - o.1)
    }
}

impl std::ops::SubAssign for Score {
    #[inline]
    fn sub_assign(&mut self, o: Score) {
        self.0 -= o.0;
        self.1 -= o.1;
    }
}

impl std::ops::Mul<i32> for Score {
    type Output = Score;
    #[inline]
    fn mul(self, k: i32) -> Score {
        Score(self.0 * k, self.1 * k)
    }
}

/// Piece values, middlegame and endgame. The seeds' intuition (Q ≈ 9, R ≈ 5, B ≈ N ≈ 3)
/// with the usual refinements: the bishop slightly above the knight, rooks gaining in the
/// endgame.
pub const MATERIAL: [Score; 6] = [
    Score(90, 115),
    Score(330, 300),
    Score(345, 320),
    Score(470, 530),
    Score(980, 980),
    Score(0, 0),
];

/// Simple material values in centipawns (for move ordering, SEE and the UI's balance).
pub const PIECE_VALUES: [i32; 6] = [100, 320, 330, 500, 950, 0];

/// Phase weights: 24 = all pieces on the board (middlegame), 0 = pawns and kings only.
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];

/// Piece-square tables from White's point of view, a1 = index 0 (rank 1 first).
#[rustfmt::skip]
const PST_MG: [[i8; 64]; 6] = [
    // Pawn
    [  0,  0,  0,  0,  0,  0,  0,  0,
      -6, -2, -4,-12,-12,  6, 10, -6,
      -6, -4,  2,  2,  2,  2,  6, -4,
      -6, -2,  6, 16, 16,  4,  0, -8,
      -2,  4,  8, 20, 20,  8,  4, -4,
       6, 12, 20, 28, 28, 20, 12,  6,
      40, 40, 40, 40, 40, 40, 40, 40,
       0,  0,  0,  0,  0,  0,  0,  0],
    // Knight
    [-50,-24,-20,-16,-16,-20,-24,-50,
     -30,-16,  0,  4,  4,  0,-16,-30,
     -20,  2, 10, 14, 14, 10,  2,-20,
     -16,  4, 16, 20, 20, 16,  4,-16,
     -14,  8, 18, 26, 26, 18,  8,-14,
     -18, 10, 22, 28, 28, 22, 10,-18,
     -26,-10,  8, 12, 12,  8,-10,-26,
     -60,-30,-20,-16,-16,-20,-30,-60],
    // Bishop
    [-16, -6,-10, -8, -8,-10, -6,-16,
      -4, 10,  6,  4,  4,  6, 10, -4,
      -4,  8,  8,  8,  8,  8,  8, -4,
      -4,  4, 10, 12, 12, 10,  4, -4,
      -4,  6, 10, 14, 14, 10,  6, -4,
      -4, 10, 12, 12, 12, 12, 10, -4,
      -8,  0,  2,  2,  2,  2,  0, -8,
     -16,-10,-10,-10,-10,-10,-10,-16],
    // Rook
    [ -4, -2,  2,  6,  6,  4, -2, -4,
     -12, -6, -4,  0,  0, -4, -6,-12,
     -10, -4, -2,  0,  0, -2, -4,-10,
      -8, -4, -2,  0,  0, -2, -4, -8,
      -6, -2,  0,  2,  2,  0, -2, -6,
      -2,  4,  6,  8,  8,  6,  4, -2,
      12, 16, 18, 20, 20, 18, 16, 12,
       6,  6,  8, 10, 10,  8,  6,  6],
    // Queen
    [ -8,-10, -6,  2, -2,-10,-12,-14,
      -8, -2,  4,  4,  4,  2, -2, -8,
      -6,  0,  2,  2,  2,  2,  0, -6,
      -4,  0,  2,  4,  4,  2,  0, -4,
      -4,  0,  4,  6,  6,  4,  0, -4,
      -4,  2,  6,  8,  8,  6,  2, -4,
      -8, -6,  2,  4,  4,  2, -6, -8,
     -12, -8, -4, -2, -2, -4, -8,-12],
    // King
    [ 14, 30,  8,-16, -4,-14, 32, 18,
       6, 10, -8,-26,-26,-12, 12,  8,
     -20,-24,-30,-40,-40,-30,-24,-20,
     -30,-36,-44,-52,-52,-44,-36,-30,
     -40,-46,-54,-60,-60,-54,-46,-40,
     -46,-52,-58,-64,-64,-58,-52,-46,
     -50,-56,-62,-68,-68,-62,-56,-50,
     -54,-60,-66,-72,-72,-66,-60,-54],
];

#[rustfmt::skip]
const PST_EG: [[i8; 64]; 6] = [
    // Pawn: advancing matters more in the endgame.
    [  0,  0,  0,  0,  0,  0,  0,  0,
       8,  6,  6,  4,  4,  6,  6,  8,
       6,  4,  2,  0,  0,  2,  4,  6,
      12, 10,  6,  4,  4,  6, 10, 12,
      24, 22, 18, 14, 14, 18, 22, 24,
      48, 46, 42, 38, 38, 42, 46, 48,
      90, 88, 84, 80, 80, 84, 88, 90,
       0,  0,  0,  0,  0,  0,  0,  0],
    // Knight
    [-40,-30,-20,-16,-16,-20,-30,-40,
     -26,-12, -4,  0,  0, -4,-12,-26,
     -18, -2,  6, 12, 12,  6, -2,-18,
     -14,  2, 14, 20, 20, 14,  2,-14,
     -14,  2, 14, 20, 20, 14,  2,-14,
     -18, -2,  6, 12, 12,  6, -2,-18,
     -26,-12, -4,  0,  0, -4,-12,-26,
     -40,-30,-20,-16,-16,-20,-30,-40],
    // Bishop
    [-14, -8, -6, -4, -4, -6, -8,-14,
      -8, -2,  0,  2,  2,  0, -2, -8,
      -6,  0,  4,  6,  6,  4,  0, -6,
      -4,  2,  6, 10, 10,  6,  2, -4,
      -4,  2,  6, 10, 10,  6,  2, -4,
      -6,  0,  4,  6,  6,  4,  0, -6,
      -8, -2,  0,  2,  2,  0, -2, -8,
     -14, -8, -6, -4, -4, -6, -8,-14],
    // Rook
    [ -6, -4, -2,  0,  0, -2, -4, -6,
      -6, -4, -2,  0,  0, -2, -4, -6,
      -4, -2,  0,  2,  2,  0, -2, -4,
      -2,  0,  2,  4,  4,  2,  0, -2,
       0,  2,  4,  4,  4,  4,  2,  0,
       2,  4,  4,  6,  6,  4,  4,  2,
       8, 10, 12, 12, 12, 12, 10,  8,
       4,  6,  6,  6,  6,  6,  6,  4],
    // Queen
    [-24,-18,-14,-10,-10,-14,-18,-24,
     -16, -8, -2,  0,  0, -2, -8,-16,
     -12, -2,  6, 10, 10,  6, -2,-12,
      -8,  2, 10, 16, 16, 10,  2, -8,
      -6,  4, 12, 18, 18, 12,  4, -6,
      -8,  2, 10, 16, 16, 10,  2, -8,
     -14, -6,  0,  4,  4,  0, -6,-14,
     -22,-16,-12, -8, -8,-12,-16,-22],
    // King: to the centre in the endgame.
    [-50,-34,-24,-18,-18,-24,-34,-50,
     -30,-14, -4,  2,  2, -4,-14,-30,
     -22, -2, 12, 18, 18, 12, -2,-22,
     -18,  4, 20, 28, 28, 20,  4,-18,
     -16,  8, 24, 32, 32, 24,  8,-16,
     -16,  8, 22, 28, 28, 22,  8,-16,
     -24, -6,  6, 12, 12,  6, -6,-24,
     -46,-30,-20,-14,-14,-20,-30,-46],
];

/// Mobility per reachable square, by role (knight, bishop, rook, queen).
const MOBILITY: [Score; 6] = [
    Score(0, 0),
    Score(4, 4),
    Score(5, 5),
    Score(2, 4),
    Score(1, 2),
    Score(0, 0),
];
/// Mobility counted relative to a typical number of squares, so the sum stays small.
const MOBILITY_BASE: [i32; 6] = [0, 4, 6, 6, 12, 0];

/// Passed pawn bonus by rank from the owner's side (rank 2..7).
const PASSED: [Score; 8] = [
    Score(0, 0),
    Score(2, 8),
    Score(4, 12),
    Score(8, 22),
    Score(20, 40),
    Score(40, 75),
    Score(70, 120),
    Score(0, 0),
];
const ISOLATED: Score = Score(-10, -12);
const DOUBLED: Score = Score(-8, -20);
const BISHOP_PAIR: Score = Score(28, 50);
const ROOK_OPEN_FILE: Score = Score(24, 10);
const ROOK_SEMI_OPEN_FILE: Score = Score(10, 6);
/// Each own pawn directly in front of the castled king (middlegame).
const PAWN_SHIELD: i32 = 12;
/// Pressure on the king zone, by attacking role.
const KING_ATTACK_WEIGHT: [i32; 6] = [0, 8, 8, 12, 20, 0];
const TEMPO: i32 = 12;

#[inline]
fn pst(role: Role, color: Color, sq: Square) -> Score {
    let i = sq.relative(color).index();
    Score(
        i32::from(PST_MG[role.index()][i]),
        i32::from(PST_EG[role.index()][i]),
    )
}

/// The material and piece-square part of the score for one piece (White's view: positive
/// for White's pieces).
#[inline]
pub fn piece_score(piece: Piece, sq: Square) -> Score {
    let s = MATERIAL[piece.role.index()] + pst(piece.role, piece.color, sq);
    match piece.color {
        Color::White => s,
        Color::Black => Score(-s.0, -s.1),
    }
}

/// 0 (bare kings and pawns) to 24 (all pieces).
pub fn phase(pos: &Position) -> i32 {
    Role::ALL
        .iter()
        .map(|&r| PHASE[r.index()] * pos.by_role(r).count() as i32)
        .sum::<i32>()
        .min(24)
}

fn file_fill(b: Bitboard) -> Bitboard {
    let mut files = Bitboard::EMPTY;
    for f in File::ALL {
        if (b & Bitboard::file(f)).any() {
            files |= Bitboard::file(f);
        }
    }
    files
}

/// Squares in front of a pawn of `color` on `sq`, on its file and the two next to it.
fn passed_mask(color: Color, sq: Square) -> Bitboard {
    let mut files = Bitboard::file(sq.file());
    if let Some(f) = sq.file().offset(-1) {
        files |= Bitboard::file(f);
    }
    if let Some(f) = sq.file().offset(1) {
        files |= Bitboard::file(f);
    }
    let mut ahead = Bitboard::EMPTY;
    for r in Rank::ALL {
        let in_front = match color {
            Color::White => r > sq.rank(),
            Color::Black => r < sq.rank(),
        };
        if in_front {
            ahead |= Bitboard::rank(r);
        }
    }
    files & ahead
}

fn pawn_attacks_of(color: Color, pawns: Bitboard) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for sq in pawns {
        out |= attacks::pawn_attacks(color, sq);
    }
    out
}

/// Everything but material and tables, for one side (positive = good for `color`).
fn side_terms(pos: &Position, color: Color) -> Score {
    let us = pos.by_color(color);
    let them = color.other();
    let occupied = pos.occupied();
    let our_pawns = pos.pieces(color, Role::Pawn);
    let their_pawns = pos.pieces(them, Role::Pawn);
    let enemy_pawn_attacks = pawn_attacks_of(them, their_pawns);
    let their_king = pos.king_of(them);
    let king_zone = attacks::king_attacks(their_king) | their_king;
    let mut s = Score::default();
    let mut attack_units = 0;
    let mut attackers = 0;

    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        for sq in pos.pieces(color, role) {
            let reach = attacks::attacks(Piece::new(color, role), sq, occupied);
            let mobility = (reach - us - enemy_pawn_attacks).count() as i32;
            s += MOBILITY[role.index()] * (mobility - MOBILITY_BASE[role.index()]);
            let near_king = (reach & king_zone).count() as i32;
            if near_king > 0 {
                attackers += 1;
                attack_units += near_king * KING_ATTACK_WEIGHT[role.index()];
            }
            if role == Role::Rook {
                let file = Bitboard::file(sq.file());
                if (file & our_pawns).is_empty() {
                    s += if (file & their_pawns).is_empty() {
                        ROOK_OPEN_FILE
                    } else {
                        ROOK_SEMI_OPEN_FILE
                    };
                }
            }
        }
    }
    if attackers >= 2 {
        s += Score(attack_units * attackers / 2, 0);
    }

    if pos.pieces(color, Role::Bishop).count() >= 2 {
        s += BISHOP_PAIR;
    }

    let our_files = file_fill(our_pawns);
    for sq in our_pawns {
        if (passed_mask(color, sq) & their_pawns).is_empty() {
            s += PASSED[sq.rank().relative(color).index()];
        }
        let file = sq.file();
        let neighbours = [file.offset(-1), file.offset(1)]
            .into_iter()
            .flatten()
            .map(Bitboard::file)
            .fold(Bitboard::EMPTY, |a, b| a | b);
        if (neighbours & our_files).is_empty() {
            s += ISOLATED;
        }
    }
    for f in File::ALL {
        let n = (our_pawns & Bitboard::file(f)).count() as i32;
        if n > 1 {
            s += DOUBLED * (n - 1);
        }
    }

    // Pawn shield for a king on its first two ranks, away from the centre.
    let king = pos.king_of(color);
    if king.rank().relative(color) <= Rank::Second && !matches!(king.file(), File::D | File::E) {
        let forward = match color {
            Color::White => 1,
            Color::Black => -1,
        };
        let mut shield = 0;
        for df in -1..=1 {
            for dr in [forward, 2 * forward] {
                if let Some(q) = king.offset(df, dr) {
                    if our_pawns.contains(q) {
                        shield += if dr == forward { 2 } else { 1 };
                    }
                }
            }
        }
        s += Score(shield * PAWN_SHIELD / 2, 0);
    }
    s
}

/// The evaluation in centipawns from the side to move's point of view.
pub fn evaluate(pos: &Position) -> i32 {
    let mut s = Score::default();
    for sq in pos.occupied() {
        if let Some(piece) = pos.piece_at(sq) {
            s += piece_score(piece, sq);
        }
    }
    s += side_terms(pos, Color::White);
    s -= side_terms(pos, Color::Black);
    let phase = phase(pos);
    let mut white = (s.0 * phase + s.1 * (24 - phase)) / 24;
    // Drawish material: scale down when the stronger side has no pawns and little extra.
    white = scale_drawish(pos, white);
    let v = match pos.turn() {
        Color::White => white,
        Color::Black => -white,
    };
    v + TEMPO
}

/// Pulls scores towards zero where extra material rarely wins (no pawns, minor piece up).
fn scale_drawish(pos: &Position, white: i32) -> i32 {
    let strong = if white >= 0 {
        Color::White
    } else {
        Color::Black
    };
    if pos.pieces(strong, Role::Pawn).any() {
        return white;
    }
    let value = |c: Color| -> i32 {
        [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .iter()
            .map(|&r| PIECE_VALUES[r.index()] * pos.pieces(c, r).count() as i32)
            .sum()
    };
    let diff = value(strong) - value(strong.other());
    if diff < 400 {
        white / 8
    } else {
        white
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(fen: &str) -> i32 {
        evaluate(&Position::from_fen(fen).unwrap())
    }

    #[test]
    fn start_position_is_balanced_and_symmetric() {
        let start = eval(crate::rules::START_FEN);
        assert!((0..=40).contains(&start), "{start}");
        let black = eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
        assert_eq!(start, black);
    }

    #[test]
    fn mirrored_positions_evaluate_the_same() {
        let a = eval("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        let b = eval("rnbqk2r/pppp1ppp/5n2/2b1p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 4 4");
        assert_eq!(a, b);
    }

    #[test]
    fn material_counts() {
        assert!(eval("4k3/8/8/8/8/8/8/3QK3 w - - 0 1") > 800);
        assert!(eval("4k3/8/8/8/8/8/8/3QK3 b - - 0 1") < -800);
        assert!(eval("4k3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1") > 700);
    }

    #[test]
    fn passed_pawns_are_worth_more_when_advanced() {
        let far = eval("4k3/8/8/8/8/8/P7/4K3 w - - 0 1");
        let near = eval("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assert!(near > far + 50, "{near} vs {far}");
    }

    #[test]
    fn lone_minor_piece_is_drawish() {
        assert!(eval("4k3/8/8/8/8/8/8/3NK3 w - - 0 1").abs() < 80);
    }
}
