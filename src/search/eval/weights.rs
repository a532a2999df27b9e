//! The evaluation's weights, a middlegame and an endgame value each, in the order of
//! [`super::terms`]. Written by `rookery tune` (see BENCHMARKS.md for how they were fitted);
//! change them by hand only to try an idea, and prove it by self-play.

use super::terms::COUNT;
use super::Score;

#[rustfmt::skip]
pub const WEIGHTS: [Score; COUNT] = [
    // MATERIAL
    Score(0, 70), Score(193, 220), Score(216, 245), Score(266, 420), Score(733, 606), Score(0, 0),
    // PST
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    Score(-22, 21), Score(-24, 15), Score(3, 6), Score(-5, 13), Score(4, 22), Score(30, 4), Score(16, 5), Score(-11, -3),
    Score(-27, 18), Score(-28, 18), Score(-4, 11), Score(-5, 13), Score(4, 3), Score(10, 1), Score(4, 4), Score(-8, -1),
    Score(-14, 18), Score(-19, 25), Score(-6, 13), Score(5, 11), Score(3, 16), Score(10, 7), Score(2, 10), Score(-2, -3),
    Score(-7, 21), Score(-17, 16), Score(-17, 21), Score(-20, 16), Score(3, 8), Score(16, 3), Score(-9, 13), Score(10, -3),
    Score(6, -2), Score(-3, 33), Score(34, -3), Score(39, 15), Score(28, 23), Score(34, 9), Score(-28, 4), Score(15, -21),
    Score(81, 19), Score(121, -1), Score(-28, 55), Score(155, -32), Score(110, 12), Score(-16, 31), Score(5, 26), Score(48, -40),
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    Score(-34, -40), Score(-41, -10), Score(-77, -3), Score(-41, 20), Score(-30, -28), Score(-47, -12), Score(-43, -28), Score(-46, -55),
    Score(-3, -66), Score(-44, 2), Score(-22, -35), Score(-18, -4), Score(-28, -3), Score(-43, -20), Score(-47, -31), Score(-45, 36),
    Score(-22, -48), Score(-10, 1), Score(-16, -5), Score(-9, 5), Score(-3, -5), Score(-12, -16), Score(-14, -13), Score(-33, -12),
    Score(-14, 4), Score(0, -17), Score(16, -1), Score(1, 23), Score(17, 2), Score(10, -6), Score(30, -10), Score(-7, -4),
    Score(0, 8), Score(5, 3), Score(23, 11), Score(37, 12), Score(24, 17), Score(34, 2), Score(11, 7), Score(12, 4),
    Score(-70, 32), Score(9, -23), Score(33, 4), Score(41, 17), Score(80, -10), Score(37, 5), Score(22, -5), Score(10, -4),
    Score(-11, 9), Score(-23, 43), Score(51, -15), Score(96, -14), Score(9, 7), Score(-11, 25), Score(-83, 28), Score(-63, 55),
    Score(-119, -15), Score(-25, 5), Score(34, -5), Score(42, 17), Score(63, 37), Score(46, -7), Score(52, -20), Score(-184, -8),
    Score(-7, 34), Score(5, -19), Score(-16, 8), Score(-16, 16), Score(-11, -14), Score(-30, -9), Score(-16, -50), Score(-11, -38),
    Score(3, -18), Score(-14, -1), Score(11, -9), Score(-16, 19), Score(-5, 3), Score(13, -23), Score(-3, -30), Score(-8, -32),
    Score(5, -5), Score(23, 0), Score(-13, 14), Score(-3, 8), Score(1, 16), Score(-13, 4), Score(-4, 9), Score(7, -11),
    Score(1, 9), Score(1, 14), Score(4, 12), Score(13, 21), Score(18, 13), Score(9, 11), Score(-1, 16), Score(3, 0),
    Score(-13, 30), Score(9, 22), Score(31, -5), Score(21, 20), Score(9, 1), Score(40, 13), Score(0, 18), Score(-12, 22),
    Score(19, 4), Score(31, 2), Score(0, 19), Score(21, 5), Score(36, -5), Score(-10, 21), Score(30, 37), Score(-8, 29),
    Score(-27, 4), Score(-24, 10), Score(-42, 51), Score(7, 22), Score(-4, 1), Score(-29, 16), Score(-38, 40), Score(-46, 31),
    Score(62, -17), Score(-18, 19), Score(-32, 25), Score(-12, 29), Score(-52, 50), Score(13, 31), Score(-47, 26), Score(104, -35),
    Score(-13, -1), Score(-14, -3), Score(-3, -4), Score(-3, -5), Score(-3, -5), Score(-6, 2), Score(-2, 0), Score(-9, -18),
    Score(-19, -6), Score(-29, 5), Score(-26, 7), Score(-8, -5), Score(-13, -6), Score(-3, 0), Score(22, -15), Score(-48, 25),
    Score(-38, 22), Score(-24, 19), Score(-15, 2), Score(-21, 17), Score(-23, 18), Score(-32, 25), Score(-1, -10), Score(5, -19),
    Score(-45, 35), Score(-22, 27), Score(-29, 34), Score(-14, 21), Score(-54, 35), Score(-17, 31), Score(5, 27), Score(-18, 8),
    Score(6, 27), Score(-13, 30), Score(20, 18), Score(25, 15), Score(0, 42), Score(5, 42), Score(28, 14), Score(17, 6),
    Score(34, 24), Score(-4, 30), Score(21, 11), Score(12, 22), Score(48, 21), Score(56, 8), Score(33, 21), Score(54, 12),
    Score(-30, 31), Score(-27, 24), Score(-6, 20), Score(6, 11), Score(-14, 27), Score(68, 3), Score(76, -3), Score(-15, 9),
    Score(7, 33), Score(-2, 38), Score(74, 15), Score(-41, 51), Score(-19, 53), Score(27, 39), Score(-16, 55), Score(-47, 53),
    Score(4, -37), Score(-16, -16), Score(3, -52), Score(1, -5), Score(12, -46), Score(-21, -56), Score(-66, -125), Score(-17, 43),
    Score(-16, -12), Score(-11, 0), Score(7, -47), Score(11, -27), Score(3, -9), Score(28, -78), Score(26, -152), Score(-30, 31),
    Score(-14, -34), Score(-11, 38), Score(-10, 21), Score(0, -9), Score(5, -2), Score(21, -36), Score(11, -66), Score(18, -59),
    Score(-9, 3), Score(4, 31), Score(5, 4), Score(1, 40), Score(-12, 64), Score(18, 16), Score(21, -12), Score(-11, 71),
    Score(-34, 68), Score(-3, 50), Score(-13, 33), Score(-23, 73), Score(6, 59), Score(7, 63), Score(-15, 50), Score(0, -16),
    Score(-43, 30), Score(-20, 38), Score(5, 9), Score(13, 31), Score(34, 44), Score(30, -5), Score(-16, 5), Score(-13, -57),
    Score(-33, -17), Score(-14, -20), Score(36, -32), Score(52, -23), Score(-22, 4), Score(-17, 55), Score(70, -103), Score(-9, 31),
    Score(-13, -15), Score(-18, 12), Score(0, 2), Score(-20, -7), Score(44, -23), Score(-47, 36), Score(4, 23), Score(-38, -17),
    Score(-71, -5), Score(55, -48), Score(11, -3), Score(-43, -12), Score(-28, -29), Score(-25, -15), Score(36, -32), Score(45, -56),
    Score(74, -40), Score(20, -32), Score(-7, -1), Score(-54, 17), Score(-39, 7), Score(-8, 4), Score(33, -16), Score(32, -25),
    Score(37, -30), Score(45, -11), Score(17, 3), Score(-47, 15), Score(-33, 11), Score(-9, 7), Score(21, -16), Score(-12, -20),
    Score(-121, 9), Score(-2, 3), Score(11, 24), Score(-84, 30), Score(-25, 21), Score(1, 18), Score(-29, 14), Score(-95, -1),
    Score(81, -34), Score(70, 10), Score(-11, 24), Score(-77, 38), Score(-123, 64), Score(-99, 54), Score(-87, 34), Score(-77, 13),
    Score(-85, 38), Score(-37, 77), Score(-106, 55), Score(-62, 34), Score(-173, 52), Score(-25, 54), Score(-49, 74), Score(-9, 12),
    Score(-99, -1), Score(-5, -15), Score(-75, 35), Score(-152, 17), Score(15, -18), Score(5, 30), Score(-112, 84), Score(-259, -39),
    Score(-208, -75), Score(-129, 52), Score(-53, 8), Score(18, -38), Score(70, -47), Score(-4, -7), Score(-124, 55), Score(-240, -151),
    // MOBILITY_KNIGHT
    Score(-43, -37), Score(-30, -40), Score(-22, -21), Score(-15, -1), Score(-9, 5), Score(-11, 22), Score(-14, 25), Score(-14, 30),
    Score(-48, 37),
    // MOBILITY_BISHOP
    Score(-39, -37), Score(-25, -13), Score(-17, -13), Score(-11, 1), Score(-8, 10), Score(-5, 19), Score(-4, 20), Score(2, 19),
    Score(-1, 35), Score(3, 25), Score(-16, 35), Score(-31, 48), Score(-33, 42), Score(-62, 45),
    // MOBILITY_ROOK
    Score(-29, -45), Score(-20, 8), Score(-18, 7), Score(-11, 6), Score(-13, 10), Score(-7, 16), Score(-5, 19), Score(-2, 22),
    Score(-3, 33), Score(0, 33), Score(-3, 43), Score(-3, 45), Score(10, 42), Score(0, 41), Score(-3, 42),
    // MOBILITY_QUEEN
    Score(-2, -4), Score(-3, -33), Score(-21, -4), Score(-15, -24), Score(-13, 12), Score(-7, -16), Score(-7, 28), Score(-3, 23),
    Score(-1, 15), Score(2, 25), Score(2, 39), Score(-4, 53), Score(-2, 54), Score(9, 46), Score(13, 32), Score(15, 37),
    Score(-2, 54), Score(30, 23), Score(2, 42), Score(31, 8), Score(62, -15), Score(-58, 61), Score(10, -17), Score(12, -21),
    Score(0, -6), Score(19, -86), Score(-36, -77), Score(23, -87),
    // PASSED
    Score(0, 0), Score(0, 63), Score(-49, 11), Score(-88, 29), Score(11, 26), Score(39, -45), Score(131, -59), Score(0, 0),
    // PASSED_FREE
    Score(0, 0), Score(-11, 2), Score(22, 0), Score(22, 9), Score(-10, 33), Score(-17, 73), Score(29, 106), Score(0, 0),
    // PASSED_SAFE
    Score(0, 0), Score(15, -13), Score(-2, 4), Score(9, 21), Score(0, 31), Score(-17, 83), Score(3, 88), Score(0, 0),
    // PASSED_OWN_KING
    Score(0, 0), Score(1, -2), Score(-1, -5), Score(14, -11), Score(6, -16), Score(-3, -9), Score(-13, -13), Score(0, 0),
    // PASSED_ENEMY_KING
    Score(0, 0), Score(-2, -9), Score(3, 6), Score(2, 6), Score(-1, 18), Score(12, 27), Score(8, 42), Score(0, 0),
    // PASSED_UNSTOPPABLE
    Score(-44, 187),
    // SUPPORTED
    Score(0, 0), Score(0, 0), Score(17, 4), Score(12, 5), Score(24, 13), Score(68, 55), Score(212, -19), Score(0, 0),
    // PHALANX
    Score(0, 0), Score(5, 0), Score(7, 3), Score(10, 8), Score(32, 41), Score(68, 57), Score(50, 178), Score(0, 0),
    // ISOLATED
    Score(-9, -8),
    // DOUBLED
    Score(-2, -23),
    // BACKWARD
    Score(-7, -14),
    // KING_PAWN_DISTANCE
    Score(7, -15),
    // BISHOP_PAIR
    Score(18, 34),
    // BISHOP_PAWNS
    Score(-3, -7),
    // KNIGHT_OUTPOST
    Score(34, -2),
    // BISHOP_OUTPOST
    Score(24, 4),
    // ROOK_OPEN_FILE
    Score(43, -12),
    // ROOK_SEMI_OPEN_FILE
    Score(31, -8),
    // ROOK_SEVENTH
    Score(2, 17),
    // THREAT_BY_PAWN
    Score(0, 0), Score(68, -3), Score(62, 25), Score(52, 35), Score(64, -17), Score(0, 0),
    // THREAT_BY_MINOR
    Score(-2, 11), Score(19, 26), Score(38, 5), Score(48, -12), Score(45, -13), Score(0, 0),
    // THREAT_BY_ROOK
    Score(-12, 14), Score(2, 21), Score(15, 15), Score(-23, 72), Score(10, 38), Score(0, 0),
    // HANGING
    Score(12, 16),
    // KING_ZONE_ATTACKS
    Score(0, 0), Score(2, -3), Score(9, 4), Score(4, 0), Score(-7, 14), Score(0, 0),
    // KING_ATTACKERS
    Score(-6, 2), Score(-5, 0), Score(10, -16), Score(28, 30), Score(124, 35), Score(60, 14), Score(8, 1), Score(0, 0),
    // SAFE_CHECKS
    Score(0, 0), Score(25, -1), Score(7, 15), Score(13, 5), Score(8, 25), Score(0, 0),
    // KING_SHIELD
    Score(26, -18), Score(13, -9), Score(5, -4),
    // KING_OPEN_FILE
    Score(-9, 3),
    // TEMPO
    Score(30, 7),
    // KING_DANGER
    Score(12, -6), Score(-18, 11),
    // PAWN_STORM
    Score(34, 12), Score(-23, -1), Score(-12, 2), Score(2, -4),
    // PAWN_STORM_BLOCKED
    Score(0, 0), Score(0, -25), Score(10, -7), Score(13, -16),
    // THREAT_PAWN_PUSH
    Score(21, 8),
    // SPACE
    Score(5, -6),
    // MINOR_BEHIND_PAWN
    Score(8, 8),
    // KING_PROTECTOR
    Score(-6, -3), Score(-5, 0),
    // THREAT_BY_KING
    Score(24, -3),
    // RESTRICTED
    Score(4, 1),
    // ROOK_ON_QUEEN_FILE
    Score(9, -1),
    // BISHOP_LONG_DIAGONAL
    Score(25, -5),
    // TRAPPED_ROOK
    Score(18, -14), Score(-43, 5),
    // ROOK_ON_KING_RING
    Score(11, -18),
    // BISHOP_ON_KING_RING
    Score(16, 15),
    // FLANK_ATTACKS
    Score(4, -3),
    // KNIGHT_ON_QUEEN
    Score(12, -12),
    // SLIDER_ON_QUEEN
    Score(12, 11),
    // REACHABLE_OUTPOST
    Score(22, -4),
    // QUEEN_INFILTRATION
    Score(7, 14),
    // KING_BLOCKERS
    Score(20, 9), Score(2, 4),
    // IMBALANCE_OURS
    Score(1, 19), Score(1, 7), Score(21, 35), Score(2, 0), Score(18, 20), Score(17, -8), Score(8, 21), Score(18, 37),
    Score(4, 31), Score(7, 23), Score(3, 6), Score(29, 84), Score(5, 14), Score(8, 2), Score(48, 12), Score(-3, -5),
    Score(-3, 1), Score(10, 12), Score(-21, -39),
    // IMBALANCE_THEIRS
    Score(-1, 12), Score(3, 8), Score(10, 9), Score(6, 9), Score(7, 18), Score(-2, -10), Score(-2, -7), Score(-2, 14),
    Score(-1, 8), Score(4, -2), Score(-3, -9), Score(15, 59), Score(3, 15), Score(-5, 22), Score(-40, 66),
];
