//! The evaluation's weights, a middlegame and an endgame value each, in the order of
//! [`super::terms`]. Written by `rookery tune` (see BENCHMARKS.md for how they were fitted);
//! change them by hand only to try an idea, and prove it by self-play.

use super::terms::COUNT;
use super::Score;

#[rustfmt::skip]
pub const WEIGHTS: [Score; COUNT] = [
    // MATERIAL
    Score(83, 98), Score(320, 345), Score(341, 363), Score(440, 595), Score(1110, 958), Score(0, 0),
    // PST
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    Score(-12, 17), Score(-7, 15), Score(-5, 13), Score(-4, 11), Score(-9, 16), Score(21, 15), Score(20, 6), Score(0, 7),
    Score(-10, 13), Score(-14, 12), Score(-3, 11), Score(-6, 16), Score(-1, 15), Score(3, 12), Score(10, 4), Score(-6, 6),
    Score(-12, 19), Score(-17, 22), Score(1, 4), Score(7, 4), Score(6, 11), Score(8, 7), Score(-4, 10), Score(-11, 10),
    Score(-7, 25), Score(-5, 22), Score(-1, 8), Score(7, 2), Score(6, 12), Score(9, 6), Score(1, 13), Score(-3, 14),
    Score(-3, 26), Score(-16, 37), Score(11, 26), Score(19, 15), Score(40, 20), Score(31, 20), Score(2, 26), Score(19, 15),
    Score(125, -3), Score(118, 20), Score(87, 51), Score(141, 37), Score(123, 40), Score(49, 57), Score(-34, 78), Score(27, 14),
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    Score(-28, -28), Score(-14, -21), Score(-19, -18), Score(-12, -5), Score(-10, -4), Score(-14, -10), Score(-16, -18), Score(-3, -3),
    Score(-17, -29), Score(-21, 0), Score(-9, -11), Score(0, -1), Score(0, -3), Score(0, -15), Score(-21, 13), Score(-18, -4),
    Score(-13, -17), Score(3, -6), Score(1, -1), Score(8, 12), Score(7, 10), Score(3, -2), Score(1, -11), Score(-13, -4),
    Score(3, 7), Score(9, 9), Score(20, 12), Score(13, 17), Score(19, 23), Score(27, 12), Score(19, 7), Score(3, 2),
    Score(13, 4), Score(12, 9), Score(17, 17), Score(23, 24), Score(20, 30), Score(22, 16), Score(10, 18), Score(14, 7),
    Score(-46, 14), Score(-3, 11), Score(33, 17), Score(28, 22), Score(43, 20), Score(34, 18), Score(2, 13), Score(-9, 0),
    Score(-15, 0), Score(3, 14), Score(25, 9), Score(39, 13), Score(30, 18), Score(41, 6), Score(-45, 35), Score(-22, 9),
    Score(-142, 23), Score(-42, 0), Score(-22, 15), Score(-10, 10), Score(-11, 31), Score(-14, 10), Score(-68, 10), Score(-78, 7),
    Score(1, -12), Score(8, -4), Score(-5, -2), Score(1, 3), Score(2, -2), Score(-15, 4), Score(-15, -1), Score(-22, 0),
    Score(16, 6), Score(9, -6), Score(6, 3), Score(1, 5), Score(3, 5), Score(10, -3), Score(10, -19), Score(20, -31),
    Score(5, 4), Score(9, 9), Score(5, 6), Score(4, 18), Score(3, 22), Score(2, 6), Score(12, 10), Score(4, -1),
    Score(-6, 4), Score(11, 19), Score(11, 19), Score(16, 24), Score(20, 19), Score(12, 13), Score(5, 7), Score(13, -9),
    Score(9, 0), Score(7, 17), Score(25, 11), Score(28, 17), Score(17, 19), Score(21, 16), Score(13, 12), Score(6, 4),
    Score(-1, 8), Score(26, 14), Score(0, 14), Score(31, 7), Score(33, 10), Score(20, 13), Score(18, 18), Score(7, 8),
    Score(-7, 13), Score(-7, 5), Score(-4, 22), Score(-4, 21), Score(6, 17), Score(9, 10), Score(-16, 13), Score(-40, 13),
    Score(-18, 16), Score(-27, 17), Score(-59, 26), Score(-53, 36), Score(-35, 32), Score(-34, 23), Score(7, 12), Score(15, -8),
    Score(-6, -4), Score(-3, -2), Score(-1, 1), Score(-1, 2), Score(1, -4), Score(-3, 2), Score(-32, 15), Score(-12, -22),
    Score(-20, -7), Score(-22, 6), Score(-2, -1), Score(-7, -1), Score(-8, -4), Score(-2, -16), Score(-17, -1), Score(-42, 0),
    Score(-18, 11), Score(-21, 10), Score(-14, 13), Score(-21, 9), Score(-16, 9), Score(-19, 6), Score(-3, 4), Score(-29, 5),
    Score(-16, 26), Score(-7, 21), Score(-10, 22), Score(-7, 17), Score(-3, 11), Score(-18, 22), Score(-9, 18), Score(-16, 7),
    Score(1, 27), Score(6, 20), Score(14, 18), Score(5, 19), Score(21, 12), Score(5, 13), Score(16, 15), Score(5, 14),
    Score(0, 36), Score(17, 25), Score(17, 23), Score(28, 16), Score(56, 4), Score(53, 11), Score(37, 20), Score(10, 23),
    Score(4, 23), Score(3, 21), Score(35, 7), Score(25, 13), Score(32, 10), Score(27, 15), Score(0, 24), Score(21, 8),
    Score(26, 31), Score(22, 31), Score(24, 26), Score(40, 21), Score(32, 23), Score(23, 31), Score(18, 37), Score(9, 29),
    Score(4, -67), Score(-9, -49), Score(1, -49), Score(-1, -37), Score(1, -50), Score(-17, -66), Score(1, -108), Score(7, -87),
    Score(-7, -22), Score(-2, -37), Score(3, -36), Score(3, -29), Score(5, -33), Score(14, -65), Score(-1, -55), Score(5, -46),
    Score(-5, -24), Score(-1, -16), Score(-7, 5), Score(-5, 2), Score(-7, 7), Score(-3, 9), Score(1, -4), Score(-8, 14),
    Score(-1, -15), Score(-8, 20), Score(-5, 30), Score(-8, 51), Score(-3, 47), Score(-2, 31), Score(-2, 25), Score(-10, 20),
    Score(-3, -10), Score(1, 20), Score(-3, 37), Score(-10, 77), Score(-2, 70), Score(1, 45), Score(1, 30), Score(1, 24),
    Score(1, -6), Score(5, -17), Score(4, 30), Score(23, 37), Score(31, 39), Score(42, 16), Score(14, 35), Score(3, 6),
    Score(-33, 29), Score(-27, 44), Score(-15, 50), Score(9, 45), Score(18, 29), Score(3, 55), Score(7, -18), Score(29, -11),
    Score(7, -5), Score(6, 17), Score(29, 12), Score(14, 12), Score(63, -9), Score(29, 8), Score(39, -15), Score(59, -29),
    Score(-55, -11), Score(23, -33), Score(7, -22), Score(-31, -13), Score(-3, -28), Score(-18, -17), Score(30, -30), Score(29, -50),
    Score(29, -32), Score(14, -14), Score(-4, -10), Score(-22, -4), Score(-26, -3), Score(0, -8), Score(23, -20), Score(13, -27),
    Score(3, -30), Score(11, -17), Score(11, -10), Score(-9, -5), Score(-4, -1), Score(8, -10), Score(13, -18), Score(-7, -21),
    Score(-14, -10), Score(-13, 2), Score(-1, 7), Score(-14, 16), Score(-27, 17), Score(-1, 10), Score(-7, 2), Score(-60, -4),
    Score(-53, 16), Score(-33, 19), Score(-30, 31), Score(-76, 47), Score(-78, 46), Score(-29, 35), Score(-23, 33), Score(-51, 17),
    Score(-62, 24), Score(-56, 41), Score(-101, 61), Score(-122, 67), Score(-166, 89), Score(-131, 102), Score(-69, 56), Score(-91, 40),
    Score(-102, 21), Score(-55, 57), Score(-54, 61), Score(-62, 53), Score(-118, 93), Score(85, -56), Score(-44, 70), Score(-239, 26),
    Score(-262, -9), Score(-46, 23), Score(-48, 32), Score(-5, 22), Score(-50, 32), Score(-28, 45), Score(-28, 5), Score(-197, -160),
    // MOBILITY_KNIGHT
    Score(-19, -48), Score(-10, -16), Score(-6, 5), Score(-4, 21), Score(-1, 29), Score(1, 38), Score(3, 42), Score(7, 40),
    Score(-1, 40),
    // MOBILITY_BISHOP
    Score(-20, -37), Score(-15, -16), Score(-9, 1), Score(-6, 9), Score(-3, 19), Score(-1, 23), Score(0, 26), Score(1, 27),
    Score(0, 33), Score(0, 31), Score(4, 28), Score(1, 27), Score(29, 19), Score(-11, 35),
    // MOBILITY_ROOK
    Score(-24, -39), Score(-17, -12), Score(-14, -7), Score(-12, 5), Score(-10, 14), Score(-9, 20), Score(-7, 25), Score(-5, 28),
    Score(-5, 32), Score(-3, 35), Score(-1, 37), Score(-1, 42), Score(5, 42), Score(-3, 43), Score(17, 30),
    // MOBILITY_QUEEN
    Score(-14, -79), Score(-13, -73), Score(-14, -42), Score(-14, -20), Score(-14, 7), Score(-13, 10), Score(-13, 33), Score(-12, 38),
    Score(-10, 47), Score(-10, 56), Score(-8, 60), Score(-10, 71), Score(-10, 74), Score(-9, 78), Score(-9, 83), Score(-9, 86),
    Score(-8, 78), Score(0, 65), Score(-3, 67), Score(24, 41), Score(31, 28), Score(108, -71), Score(57, -13), Score(152, -140),
    Score(93, -66), Score(142, -198), Score(19, -69), Score(71, -230),
    // PASSED
    Score(0, 0), Score(12, 9), Score(-13, 12), Score(-39, 31), Score(-13, 27), Score(84, 6), Score(228, -35), Score(0, 0),
    // PASSED_FREE
    Score(0, 0), Score(-2, 4), Score(2, 5), Score(-4, 16), Score(7, 27), Score(14, 47), Score(73, 96), Score(0, 0),
    // PASSED_SAFE
    Score(0, 0), Score(1, 7), Score(-3, 9), Score(-3, 12), Score(1, 21), Score(1, 48), Score(0, 70), Score(0, 0),
    // PASSED_OWN_KING
    Score(0, 0), Score(0, 2), Score(9, -7), Score(13, -11), Score(7, -14), Score(-7, -16), Score(-23, -20), Score(0, 0),
    // PASSED_ENEMY_KING
    Score(0, 0), Score(-2, -3), Score(-6, 3), Score(-2, 9), Score(-3, 22), Score(-4, 37), Score(-18, 55), Score(0, 0),
    // PASSED_UNSTOPPABLE
    Score(-94, 146),
    // SUPPORTED
    Score(0, 0), Score(0, 0), Score(8, 11), Score(10, 8), Score(15, 16), Score(33, 43), Score(101, 56), Score(0, 0),
    // PHALANX
    Score(0, 0), Score(1, 1), Score(3, 3), Score(6, 12), Score(17, 30), Score(85, 73), Score(62, 200), Score(0, 0),
    // ISOLATED
    Score(-11, -11),
    // DOUBLED
    Score(-12, -16),
    // BACKWARD
    Score(-3, -13),
    // KING_PAWN_DISTANCE
    Score(4, -22),
    // BISHOP_PAIR
    Score(23, 50),
    // BISHOP_PAWNS
    Score(-2, -4),
    // KNIGHT_OUTPOST
    Score(17, 3),
    // BISHOP_OUTPOST
    Score(17, 7),
    // ROOK_OPEN_FILE
    Score(33, -5),
    // ROOK_SEMI_OPEN_FILE
    Score(18, 4),
    // ROOK_SEVENTH
    Score(1, 13),
    // THREAT_BY_PAWN
    Score(0, 0), Score(41, 27), Score(36, 42), Score(47, 7), Score(28, 9), Score(0, 0),
    // THREAT_BY_MINOR
    Score(-1, 9), Score(14, 25), Score(26, 13), Score(38, 2), Score(27, 13), Score(0, 0),
    // THREAT_BY_ROOK
    Score(-6, 15), Score(4, 21), Score(8, 16), Score(-7, 5), Score(37, -6), Score(0, 0),
    // HANGING
    Score(10, 19),
    // KING_ZONE_ATTACKS
    Score(0, 0), Score(-2, -5), Score(-3, 2), Score(-4, 2), Score(-7, 1), Score(0, 0),
    // KING_ATTACKERS
    Score(-10, 2), Score(-3, -2), Score(13, -3), Score(43, 14), Score(107, 6), Score(103, 34), Score(4, 0), Score(0, 0),
    // SAFE_CHECKS
    Score(0, 0), Score(25, 3), Score(2, 16), Score(32, -2), Score(8, 9), Score(0, 0),
    // KING_SHIELD
    Score(12, -10), Score(4, -2), Score(0, 0),
    // KING_OPEN_FILE
    Score(-10, 0),
    // TEMPO
    Score(11, 8),
    // KING_DANGER
    Score(8, 0), Score(-2, 2),
    // PAWN_STORM
    Score(1, 11), Score(-23, 8), Score(-5, 6), Score(-2, 4),
    // PAWN_STORM_BLOCKED
    Score(0, 0), Score(5, -17), Score(4, -6), Score(6, -8),
    // THREAT_PAWN_PUSH
    Score(12, 9),
    // SPACE
    Score(1, -1),
    // MINOR_BEHIND_PAWN
    Score(2, 4),
    // KING_PROTECTOR
    Score(-1, -2), Score(-2, -1),
    // THREAT_BY_KING
    Score(12, 5),
    // RESTRICTED
    Score(3, 1),
    // ROOK_ON_QUEEN_FILE
    Score(4, 8),
    // BISHOP_LONG_DIAGONAL
    Score(5, 9),
    // TRAPPED_ROOK
    Score(3, 0), Score(-8, -5),
    // ROOK_ON_KING_RING
    Score(2, -6),
    // BISHOP_ON_KING_RING
    Score(4, 6),
    // FLANK_ATTACKS
    Score(0, 0),
    // KNIGHT_ON_QUEEN
    Score(3, 3),
    // SLIDER_ON_QUEEN
    Score(4, 9),
    // REACHABLE_OUTPOST
    Score(9, 5),
    // QUEEN_INFILTRATION
    Score(-1, 6),
    // KING_BLOCKERS
    Score(8, 5), Score(2, -1),
];
