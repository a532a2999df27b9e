//! The evaluation's weights, a middlegame and an endgame value each, in the order of
//! [`super::terms`]. Written by `rookery tune` (see BENCHMARKS.md for how they were fitted);
//! change them by hand only to try an idea, and prove it by self-play.

use super::terms::COUNT;
use super::Score;

#[rustfmt::skip]
pub const WEIGHTS: [Score; COUNT] = [
    // MATERIAL
    Score(82, 109), Score(310, 332), Score(321, 354), Score(418, 577), Score(976, 1022), Score(0, 0),
    // PST
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    Score(-8, 12), Score(-4, 13), Score(-6, 11), Score(-10, 14), Score(-13, 13), Score(10, 17), Score(10, 10), Score(-6, 10),
    Score(-6, 10), Score(-5, 9), Score(-2, 5), Score(-4, 14), Score(1, 8), Score(2, 11), Score(6, 9), Score(-9, 12),
    Score(-6, 16), Score(-8, 13), Score(4, 8), Score(13, 2), Score(10, 4), Score(6, 11), Score(-5, 12), Score(-14, 15),
    Score(5, 19), Score(6, 22), Score(14, 13), Score(23, 14), Score(19, 24), Score(6, 16), Score(4, 19), Score(-8, 22),
    Score(1, 35), Score(14, 26), Score(26, 31), Score(37, 33), Score(50, 34), Score(44, 23), Score(29, 34), Score(13, 38),
    Score(51, 30), Score(44, 71), Score(94, 48), Score(127, 58), Score(10, 82), Score(46, 57), Score(88, 55), Score(-61, 86),
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    Score(-3, -105), Score(-13, -10), Score(-17, -2), Score(-24, 9), Score(0, 0), Score(-1, -33), Score(-12, -7), Score(-46, -63),
    Score(-22, -26), Score(-40, 16), Score(-5, -18), Score(3, -6), Score(5, -2), Score(-3, -2), Score(-26, 15), Score(-20, 1),
    Score(-18, -33), Score(7, -13), Score(1, -4), Score(10, 6), Score(13, 3), Score(3, 0), Score(1, -13), Score(-15, -10),
    Score(-10, 2), Score(2, 0), Score(6, 5), Score(12, 17), Score(12, 19), Score(12, 6), Score(8, 15), Score(-13, 13),
    Score(-2, -23), Score(2, -1), Score(1, 9), Score(14, 16), Score(15, 28), Score(2, 16), Score(2, 7), Score(12, 7),
    Score(-92, 30), Score(-5, 1), Score(-12, 17), Score(21, 14), Score(45, 10), Score(11, 10), Score(-14, 0), Score(-16, 19),
    Score(-24, -26), Score(-9, -14), Score(-18, 17), Score(-3, 37), Score(14, 5), Score(-25, 36), Score(-6, -39), Score(-13, -9),
    Score(-81, 23), Score(-50, -19), Score(-62, 19), Score(-4, -12), Score(71, 4), Score(8, 17), Score(-70, 39), Score(-71, -43),
    Score(8, -22), Score(17, -27), Score(-8, 8), Score(-5, 2), Score(-7, 5), Score(-13, 4), Score(-3, 0), Score(-28, 25),
    Score(20, -22), Score(4, -3), Score(8, -17), Score(-2, 4), Score(3, 2), Score(-3, 7), Score(11, -3), Score(18, -20),
    Score(-4, -1), Score(8, 7), Score(1, 19), Score(5, 11), Score(3, 19), Score(5, 9), Score(12, 5), Score(-4, 8),
    Score(4, -3), Score(8, 4), Score(4, 24), Score(12, 16), Score(15, 13), Score(8, 6), Score(2, 7), Score(-6, 15),
    Score(-16, 8), Score(-2, 2), Score(2, 9), Score(21, 13), Score(1, 19), Score(8, 9), Score(-3, 9), Score(-2, -23),
    Score(1, -10), Score(-5, 3), Score(-18, 9), Score(1, 5), Score(22, 14), Score(3, 26), Score(-5, 36), Score(11, -14),
    Score(-53, 10), Score(-25, 14), Score(-37, 35), Score(24, 17), Score(-18, 17), Score(-17, 16), Score(-9, 6), Score(-15, -35),
    Score(-18, -7), Score(10, -20), Score(-40, 2), Score(-69, 9), Score(-6, 4), Score(-27, 3), Score(-46, 7), Score(3, -9),
    Score(-7, -1), Score(-5, 0), Score(-2, -3), Score(-2, 7), Score(3, -6), Score(-1, 2), Score(-17, 9), Score(-6, -14),
    Score(-21, 3), Score(-6, -4), Score(-5, -6), Score(-3, -6), Score(0, -3), Score(-14, 7), Score(-23, -6), Score(-27, -4),
    Score(-13, 13), Score(-25, 17), Score(0, 6), Score(-15, 10), Score(-13, 8), Score(-13, 10), Score(12, 9), Score(-38, 6),
    Score(-12, 10), Score(-24, 16), Score(-1, 8), Score(-5, 6), Score(-21, 19), Score(-16, 10), Score(-36, 30), Score(-15, 13),
    Score(-10, 17), Score(12, 9), Score(-1, 10), Score(9, 13), Score(0, 10), Score(4, 9), Score(3, 12), Score(-12, 11),
    Score(-21, 29), Score(19, 11), Score(18, 17), Score(38, 0), Score(33, 14), Score(8, 13), Score(35, 1), Score(-9, 25),
    Score(3, 22), Score(13, 12), Score(16, 13), Score(25, 9), Score(18, 13), Score(31, 8), Score(-6, 16), Score(16, 17),
    Score(0, 23), Score(-14, 29), Score(3, 18), Score(-30, 32), Score(7, 17), Score(-27, 30), Score(-11, 25), Score(-20, 25),
    Score(13, -87), Score(-6, -32), Score(3, -46), Score(1, -26), Score(16, -80), Score(-15, -10), Score(-25, -16), Score(7, -34),
    Score(13, -116), Score(7, -71), Score(8, -31), Score(7, -15), Score(6, -24), Score(6, -33), Score(-5, -35), Score(-29, 4),
    Score(-11, -13), Score(6, -34), Score(5, -26), Score(-2, 4), Score(1, -6), Score(-1, 0), Score(0, 14), Score(-19, 10),
    Score(0, -28), Score(0, 2), Score(0, 7), Score(-2, 23), Score(-3, 12), Score(-7, 24), Score(-4, 17), Score(3, -5),
    Score(-6, 0), Score(-15, 10), Score(-7, 25), Score(-3, 59), Score(-6, 20), Score(-14, 51), Score(-1, 37), Score(-11, 50),
    Score(3, -24), Score(-7, 5), Score(2, 38), Score(23, 0), Score(11, 17), Score(-2, 48), Score(-2, 41), Score(-21, 54),
    Score(-15, -9), Score(-13, 19), Score(24, -8), Score(54, -45), Score(-22, 65), Score(11, 28), Score(-14, -28), Score(24, 29),
    Score(-34, 31), Score(-42, 56), Score(5, -30), Score(-7, 32), Score(-6, 38), Score(-32, 101), Score(-7, 61), Score(19, -11),
    Score(-22, -32), Score(29, -35), Score(13, -21), Score(-25, -19), Score(1, -24), Score(-14, -16), Score(29, -32), Score(21, -62),
    Score(23, -50), Score(17, -19), Score(-6, -12), Score(-17, -10), Score(-25, 0), Score(-5, -5), Score(12, -21), Score(6, -36),
    Score(-29, -31), Score(-4, -27), Score(-9, -15), Score(-37, -9), Score(-13, -14), Score(3, -15), Score(16, -31), Score(7, -38),
    Score(-58, -10), Score(-1, -22), Score(-64, 3), Score(-6, 0), Score(-21, -1), Score(-36, 1), Score(17, -22), Score(-11, -29),
    Score(-17, -9), Score(-32, 1), Score(-67, 22), Score(-119, 31), Score(-59, 27), Score(-110, 41), Score(-31, 11), Score(0, -26),
    Score(13, -22), Score(-60, 17), Score(-47, 23), Score(-135, 35), Score(-137, 66), Score(-92, 43), Score(-94, 67), Score(-31, 9),
    Score(-136, -18), Score(-63, 29), Score(-37, 13), Score(-35, 40), Score(-143, 43), Score(-26, 12), Score(-119, 92), Score(-56, -14),
    Score(-142, -26), Score(-98, -18), Score(-17, 1), Score(-15, -21), Score(-34, 29), Score(0, -7), Score(-78, 51), Score(-100, -103),
    // MOBILITY_KNIGHT
    Score(-28, -26), Score(-15, -20), Score(-12, -1), Score(-7, 10), Score(-3, 18), Score(0, 25), Score(3, 30), Score(7, 28),
    Score(9, 26),
    // MOBILITY_BISHOP
    Score(-26, -25), Score(-18, -14), Score(-14, -9), Score(-12, 2), Score(-7, 8), Score(-5, 12), Score(-4, 16), Score(-2, 21),
    Score(-1, 22), Score(-5, 31), Score(-1, 30), Score(4, 29), Score(-36, 44), Score(-49, 50),
    // MOBILITY_ROOK
    Score(-26, -41), Score(-17, -19), Score(-14, -6), Score(-11, -2), Score(-10, 5), Score(-8, 12), Score(-8, 19), Score(-6, 24),
    Score(-5, 27), Score(-5, 30), Score(-3, 30), Score(-9, 38), Score(0, 40), Score(2, 40), Score(-10, 43),
    // MOBILITY_QUEEN
    Score(-10, 22), Score(-7, -6), Score(-7, -9), Score(-8, -4), Score(-10, 2), Score(-8, -12), Score(-8, -2), Score(-6, 5),
    Score(-7, 10), Score(-6, 15), Score(-5, 19), Score(-3, 18), Score(-5, 20), Score(-1, 22), Score(-8, 49), Score(-9, 44),
    Score(-6, 40), Score(-13, 43), Score(-17, 50), Score(26, 30), Score(11, 15), Score(16, 9), Score(-7, 19), Score(38, -19),
    Score(25, -35), Score(28, -108), Score(2, 38), Score(-10, -68),
    // PASSED
    Score(0, 0), Score(-21, 21), Score(8, 13), Score(-8, 20), Score(-49, 40), Score(111, 15), Score(87, 38), Score(0, 0),
    // PASSED_FREE
    Score(0, 0), Score(1, 8), Score(-9, 9), Score(-2, 21), Score(12, 22), Score(12, 34), Score(83, 65), Score(0, 0),
    // PASSED_SAFE
    Score(0, 0), Score(20, -19), Score(3, -7), Score(-5, 12), Score(2, 15), Score(-7, 38), Score(31, 36), Score(0, 0),
    // PASSED_OWN_KING
    Score(0, 0), Score(1, -1), Score(7, -6), Score(9, -7), Score(13, -10), Score(-9, -8), Score(0, -13), Score(0, 0),
    // PASSED_ENEMY_KING
    Score(0, 0), Score(1, -1), Score(-6, 3), Score(-4, 4), Score(-6, 11), Score(-9, 22), Score(-8, 24), Score(0, 0),
    // PASSED_UNSTOPPABLE
    Score(19, 149),
    // SUPPORTED
    Score(0, 0), Score(0, 0), Score(4, 3), Score(3, 4), Score(5, 7), Score(4, 10), Score(170, -26), Score(0, 0),
    // PHALANX
    Score(0, 0), Score(2, 0), Score(2, 1), Score(4, 5), Score(1, 17), Score(103, 32), Score(70, 142), Score(0, 0),
    // ISOLATED
    Score(-10, -10),
    // DOUBLED
    Score(-9, -20),
    // BACKWARD
    Score(0, 0),
    // KING_PAWN_DISTANCE
    Score(2, -14),
    // BISHOP_PAIR
    Score(25, 43),
    // BISHOP_PAWNS
    Score(0, -4),
    // KNIGHT_OUTPOST
    Score(11, 7),
    // BISHOP_OUTPOST
    Score(11, 8),
    // ROOK_OPEN_FILE
    Score(30, -4),
    // ROOK_SEMI_OPEN_FILE
    Score(16, 2),
    // ROOK_SEVENTH
    Score(-7, 10),
    // THREAT_BY_PAWN
    Score(0, 0), Score(40, 13), Score(31, 15), Score(44, 9), Score(30, -14), Score(0, 0),
    // THREAT_BY_MINOR
    Score(-2, 4), Score(9, 16), Score(21, 9), Score(40, 4), Score(34, 5), Score(0, 0),
    // THREAT_BY_ROOK
    Score(-2, 8), Score(2, 13), Score(6, 7), Score(-32, -28), Score(55, -58), Score(0, 0),
    // HANGING
    Score(9, 23),
    // KING_ZONE_ATTACKS
    Score(0, 0), Score(6, -7), Score(7, -3), Score(5, -1), Score(10, -2), Score(0, 0),
    // KING_ATTACKERS
    Score(3, -1), Score(-7, 0), Score(-4, 4), Score(22, 7), Score(38, -3), Score(49, 15), Score(0, 0), Score(0, 0),
    // SAFE_CHECKS
    Score(0, 0), Score(20, 1), Score(5, 13), Score(25, 4), Score(12, 12), Score(0, 0),
    // KING_SHIELD
    Score(12, -11), Score(5, -3), Score(2, -6),
    // KING_OPEN_FILE
    Score(-5, 0),
    // TEMPO
    Score(12, 6),
];
