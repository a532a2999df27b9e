//! The evaluation's weights, a middlegame and an endgame value each, in the order of
//! [`super::terms`]. Written by `rookery tune` (see BENCHMARKS.md for how they were fitted);
//! change them by hand only to try an idea, and prove it by self-play.

use super::terms::COUNT;
use super::Score;

#[rustfmt::skip]
pub const WEIGHTS: [Score; COUNT] = [
    // MATERIAL
    Score(82, 107), Score(307, 331), Score(318, 355), Score(418, 574), Score(1006, 994), Score(0, 0),
    // PST
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    Score(-10, 13), Score(-3, 10), Score(-7, 10), Score(-9, 13), Score(-13, 10), Score(12, 15), Score(12, 9), Score(-3, 6),
    Score(-8, 11), Score(-7, 8), Score(-1, 6), Score(-4, 15), Score(-2, 11), Score(0, 11), Score(5, 9), Score(-6, 10),
    Score(-11, 16), Score(-10, 14), Score(4, 6), Score(12, 4), Score(7, 11), Score(5, 9), Score(-7, 14), Score(-12, 15),
    Score(1, 19), Score(1, 22), Score(7, 14), Score(20, 14), Score(17, 23), Score(9, 13), Score(4, 20), Score(-2, 21),
    Score(-1, 36), Score(-1, 38), Score(21, 27), Score(38, 25), Score(44, 38), Score(42, 26), Score(4, 43), Score(17, 33),
    Score(78, 21), Score(50, 71), Score(97, 52), Score(136, 44), Score(-4, 100), Score(41, 64), Score(65, 45), Score(-9, 61),
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    Score(-4, -100), Score(-12, -17), Score(-27, 4), Score(-22, 4), Score(-1, -3), Score(-2, -14), Score(-11, -4), Score(-37, -51),
    Score(-21, -29), Score(-34, 4), Score(-6, -16), Score(3, -5), Score(6, -3), Score(0, -8), Score(-24, 20), Score(-15, -3),
    Score(-17, -19), Score(6, -11), Score(2, -4), Score(11, 6), Score(13, 3), Score(4, -1), Score(2, -11), Score(-14, -6),
    Score(-9, 9), Score(3, 2), Score(8, 6), Score(14, 15), Score(12, 19), Score(14, 8), Score(-2, 12), Score(-9, 4),
    Score(2, -20), Score(-1, 4), Score(4, 10), Score(17, 13), Score(14, 25), Score(10, 14), Score(0, 13), Score(7, 8),
    Score(-53, 3), Score(-8, -6), Score(-10, 18), Score(8, 23), Score(34, 8), Score(14, 17), Score(-12, 8), Score(-13, 17),
    Score(-27, -21), Score(-48, 11), Score(-6, 14), Score(11, 16), Score(16, 18), Score(-1, 23), Score(-21, -23), Score(-50, 18),
    Score(-73, -34), Score(-104, 5), Score(-21, 14), Score(14, -4), Score(15, 23), Score(3, 19), Score(-98, 47), Score(-67, -36),
    Score(2, -20), Score(8, -12), Score(-7, 3), Score(-11, 3), Score(-3, 4), Score(-12, 3), Score(0, -3), Score(-30, 23),
    Score(12, -22), Score(6, -3), Score(7, -9), Score(0, 3), Score(5, 3), Score(-2, 4), Score(14, -1), Score(19, -19),
    Score(-3, -3), Score(8, 7), Score(3, 13), Score(6, 9), Score(3, 16), Score(8, 6), Score(9, 3), Score(0, 4),
    Score(-1, 1), Score(5, 10), Score(9, 22), Score(12, 15), Score(11, 15), Score(6, 8), Score(10, 3), Score(-8, 7),
    Score(-18, 10), Score(-2, 4), Score(1, 13), Score(22, 14), Score(2, 17), Score(10, 3), Score(-4, 13), Score(-4, -15),
    Score(2, -10), Score(-4, 11), Score(-12, 11), Score(14, 1), Score(22, 15), Score(18, 16), Score(7, 21), Score(10, -5),
    Score(-41, 15), Score(-14, 7), Score(-15, 20), Score(6, 19), Score(-4, 14), Score(-5, 12), Score(-15, 12), Score(-32, -21),
    Score(-5, -13), Score(19, -11), Score(-57, 1), Score(-67, 11), Score(-99, 28), Score(-25, 5), Score(-137, 28), Score(33, -13),
    Score(-5, -1), Score(-3, -3), Score(0, -3), Score(0, 4), Score(4, -7), Score(2, -4), Score(-23, 10), Score(-8, -18),
    Score(-16, 0), Score(-18, 0), Score(-8, -2), Score(-8, 2), Score(2, -7), Score(-11, 0), Score(-16, -12), Score(-28, -10),
    Score(-15, 10), Score(-17, 7), Score(-5, 5), Score(-14, 7), Score(-14, 10), Score(-14, 7), Score(-7, 13), Score(-36, 3),
    Score(-11, 16), Score(-18, 16), Score(-1, 9), Score(-8, 11), Score(-22, 15), Score(-21, 13), Score(-17, 19), Score(-18, 9),
    Score(-5, 16), Score(3, 12), Score(2, 10), Score(20, 4), Score(9, 8), Score(-3, 16), Score(-3, 17), Score(-17, 11),
    Score(-21, 31), Score(23, 11), Score(22, 15), Score(36, 4), Score(38, 9), Score(24, 8), Score(26, 10), Score(-16, 26),
    Score(12, 17), Score(5, 17), Score(19, 12), Score(35, 3), Score(16, 14), Score(25, 13), Score(5, 19), Score(12, 20),
    Score(9, 24), Score(9, 19), Score(-6, 28), Score(-26, 35), Score(16, 23), Score(-10, 32), Score(5, 26), Score(-11, 27),
    Score(3, -74), Score(-2, -43), Score(1, -50), Score(1, -35), Score(9, -66), Score(-16, -23), Score(-22, -61), Score(10, -51),
    Score(-1, -82), Score(4, -58), Score(5, -27), Score(8, -27), Score(5, -24), Score(7, -38), Score(2, -62), Score(-8, -42),
    Score(-11, 4), Score(4, -27), Score(0, -10), Score(-1, 6), Score(-4, 4), Score(0, 1), Score(-1, 5), Score(-18, -4),
    Score(-2, -12), Score(-5, 11), Score(-1, 17), Score(-4, 25), Score(-11, 26), Score(-9, 29), Score(1, 6), Score(1, -5),
    Score(4, -17), Score(-13, 10), Score(-12, 40), Score(-6, 58), Score(-11, 33), Score(-12, 41), Score(0, 25), Score(-5, 42),
    Score(6, -37), Score(2, -4), Score(-3, 39), Score(21, 6), Score(7, 31), Score(18, 38), Score(-1, 38), Score(-18, 40),
    Score(-23, 22), Score(-20, 28), Score(26, 0), Score(61, -29), Score(-13, 71), Score(17, 25), Score(4, 4), Score(26, -7),
    Score(-23, 14), Score(-15, 25), Score(7, -4), Score(-11, 35), Score(-10, 40), Score(-40, 95), Score(2, 31), Score(31, -14),
    Score(-31, -14), Score(30, -32), Score(15, -20), Score(-22, -19), Score(3, -25), Score(-15, -16), Score(25, -31), Score(20, -54),
    Score(33, -52), Score(18, -20), Score(4, -13), Score(-15, -9), Score(-21, -2), Score(-3, -9), Score(13, -19), Score(1, -30),
    Score(7, -42), Score(23, -31), Score(-11, -11), Score(-24, -11), Score(-15, -10), Score(2, -15), Score(12, -28), Score(7, -41),
    Score(-47, -15), Score(8, -17), Score(-36, 3), Score(-24, 7), Score(-35, 7), Score(-20, 0), Score(2, -14), Score(-33, -22),
    Score(20, -12), Score(-34, 13), Score(-69, 26), Score(-100, 34), Score(-55, 31), Score(-73, 40), Score(-10, 9), Score(-36, -5),
    Score(21, -21), Score(-65, 28), Score(-46, 33), Score(-113, 41), Score(-154, 82), Score(-99, 58), Score(-102, 65), Score(-42, 10),
    Score(-171, 2), Score(-59, 46), Score(-85, 36), Score(-62, 40), Score(-165, 79), Score(-66, 49), Score(-50, 4), Score(-56, -8),
    Score(-218, 8), Score(-77, 25), Score(4, 29), Score(-9, 7), Score(-48, 23), Score(-20, 13), Score(-99, 28), Score(-63, -85),
    // MOBILITY_KNIGHT
    Score(-26, -38), Score(-17, -17), Score(-12, 2), Score(-8, 10), Score(-4, 18), Score(-1, 25), Score(3, 29), Score(5, 28),
    Score(6, 25),
    // MOBILITY_BISHOP
    Score(-26, -25), Score(-19, -11), Score(-14, -6), Score(-12, 3), Score(-8, 8), Score(-6, 15), Score(-4, 15), Score(-3, 21),
    Score(-3, 22), Score(-5, 28), Score(-3, 28), Score(0, 28), Score(-20, 31), Score(-41, 45),
    // MOBILITY_ROOK
    Score(-26, -38), Score(-17, -18), Score(-14, -4), Score(-11, -1), Score(-11, 6), Score(-8, 11), Score(-9, 18), Score(-7, 21),
    Score(-5, 26), Score(-5, 30), Score(-2, 30), Score(-8, 38), Score(-1, 39), Score(2, 38), Score(-5, 39),
    // MOBILITY_QUEEN
    Score(-11, -7), Score(-10, -12), Score(-10, -9), Score(-11, -2), Score(-13, 7), Score(-12, 4), Score(-11, 7), Score(-10, 14),
    Score(-10, 21), Score(-9, 29), Score(-6, 27), Score(-7, 32), Score(-8, 37), Score(-3, 34), Score(-10, 54), Score(-12, 53),
    Score(-7, 46), Score(-12, 46), Score(-19, 49), Score(12, 39), Score(19, 18), Score(41, -18), Score(19, 5), Score(74, -55),
    Score(51, -50), Score(107, -163), Score(-1, 13), Score(19, -129),
    // PASSED
    Score(0, 0), Score(-25, 25), Score(0, 6), Score(-19, 16), Score(-20, 21), Score(112, -2), Score(118, 27), Score(0, 0),
    // PASSED_FREE
    Score(0, 0), Score(5, -2), Score(-5, 12), Score(-6, 22), Score(4, 27), Score(11, 37), Score(55, 77), Score(0, 0),
    // PASSED_SAFE
    Score(0, 0), Score(13, -14), Score(2, 1), Score(-4, 14), Score(-1, 19), Score(-6, 42), Score(27, 42), Score(0, 0),
    // PASSED_OWN_KING
    Score(0, 0), Score(-1, 1), Score(8, -6), Score(11, -8), Score(8, -8), Score(-10, -7), Score(-3, -15), Score(0, 0),
    // PASSED_ENEMY_KING
    Score(0, 0), Score(3, -2), Score(-6, 2), Score(-4, 6), Score(-5, 13), Score(-7, 25), Score(-12, 29), Score(0, 0),
    // PASSED_UNSTOPPABLE
    Score(-36, 144),
    // SUPPORTED
    Score(0, 0), Score(0, 0), Score(4, 4), Score(4, 4), Score(8, 7), Score(21, 13), Score(207, -2), Score(0, 0),
    // PHALANX
    Score(0, 0), Score(1, 1), Score(2, 1), Score(5, 5), Score(6, 21), Score(112, 39), Score(109, 265), Score(0, 0),
    // ISOLATED
    Score(-11, -10),
    // DOUBLED
    Score(-9, -19),
    // BACKWARD
    Score(0, 0),
    // KING_PAWN_DISTANCE
    Score(3, -16),
    // BISHOP_PAIR
    Score(25, 40),
    // BISHOP_PAWNS
    Score(-1, -4),
    // KNIGHT_OUTPOST
    Score(14, 6),
    // BISHOP_OUTPOST
    Score(17, 6),
    // ROOK_OPEN_FILE
    Score(30, -5),
    // ROOK_SEMI_OPEN_FILE
    Score(16, 2),
    // ROOK_SEVENTH
    Score(-4, 10),
    // THREAT_BY_PAWN
    Score(0, 0), Score(40, 12), Score(32, 22), Score(50, 1), Score(31, -20), Score(0, 0),
    // THREAT_BY_MINOR
    Score(-2, 5), Score(11, 16), Score(23, 11), Score(45, -2), Score(30, 10), Score(0, 0),
    // THREAT_BY_ROOK
    Score(-4, 10), Score(4, 13), Score(7, 10), Score(-18, -17), Score(50, -34), Score(0, 0),
    // HANGING
    Score(9, 24),
    // KING_ZONE_ATTACKS
    Score(0, 0), Score(7, -5), Score(7, -2), Score(5, 0), Score(9, 1), Score(0, 0),
    // KING_ATTACKERS
    Score(2, 1), Score(-7, 0), Score(-2, 3), Score(25, 0), Score(50, -33), Score(51, 12), Score(0, 0), Score(0, 0),
    // SAFE_CHECKS
    Score(0, 0), Score(21, 1), Score(4, 14), Score(26, 3), Score(13, 14), Score(0, 0),
    // KING_SHIELD
    Score(11, -11), Score(6, -3), Score(2, -4),
    // KING_OPEN_FILE
    Score(-7, 1),
    // TEMPO
    Score(12, 6),
];
