//! The evaluation's weights, a middlegame and an endgame value each, in the order of
//! [`super::terms`]. Written by `rookery tune` (see BENCHMARKS.md for how they were fitted);
//! change them by hand only to try an idea, and prove it by self-play.

use super::terms::COUNT;
use super::Score;

#[rustfmt::skip]
pub const WEIGHTS: [Score; COUNT] = [
    // MATERIAL
    Score(84, 105), Score(309, 332), Score(323, 355), Score(420, 577), Score(1005, 982), Score(0, 0),
    // PST
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    Score(-9, 14), Score(-3, 8), Score(-10, 11), Score(-9, 14), Score(-14, 16), Score(13, 15), Score(13, 8), Score(-1, 8),
    Score(-7, 12), Score(-7, 8), Score(-2, 8), Score(-4, 14), Score(-3, 13), Score(1, 11), Score(5, 8), Score(-5, 10),
    Score(-9, 17), Score(-12, 14), Score(2, 7), Score(12, 3), Score(6, 11), Score(5, 9), Score(-8, 14), Score(-12, 15),
    Score(0, 20), Score(1, 20), Score(4, 14), Score(17, 12), Score(15, 21), Score(8, 12), Score(4, 18), Score(-5, 21),
    Score(1, 35), Score(-1, 38), Score(17, 33), Score(29, 26), Score(30, 39), Score(44, 30), Score(5, 44), Score(21, 29),
    Score(98, 4), Score(49, 68), Score(107, 50), Score(134, 43), Score(22, 80), Score(65, 63), Score(74, 33), Score(0, 46),
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    Score(-8, -97), Score(-11, -17), Score(-23, -3), Score(-15, 6), Score(-3, 0), Score(-5, -9), Score(-10, -10), Score(-42, -48),
    Score(-18, -34), Score(-29, 2), Score(-3, -15), Score(4, -4), Score(6, -1), Score(2, -15), Score(-17, 23), Score(-12, -9),
    Score(-16, -15), Score(5, -10), Score(3, -4), Score(15, 7), Score(13, 7), Score(5, -6), Score(2, -8), Score(-13, -8),
    Score(-6, 3), Score(7, 4), Score(9, 6), Score(15, 14), Score(13, 21), Score(14, 6), Score(0, 13), Score(-8, 7),
    Score(2, -17), Score(1, 8), Score(6, 11), Score(20, 17), Score(17, 23), Score(14, 14), Score(5, 17), Score(10, 11),
    Score(-48, 0), Score(-1, -7), Score(-3, 15), Score(18, 21), Score(46, 7), Score(30, 13), Score(-8, 10), Score(-13, 5),
    Score(-28, -12), Score(-38, 20), Score(-5, 8), Score(14, 16), Score(16, 13), Score(0, 21), Score(-22, -20), Score(-52, 19),
    Score(-73, -34), Score(-133, 12), Score(-63, 16), Score(3, 8), Score(-23, 26), Score(-24, 7), Score(-112, 30), Score(-107, -14),
    Score(8, -21), Score(6, -14), Score(-7, -1), Score(-9, 3), Score(-3, 3), Score(-12, 1), Score(-4, -1), Score(-33, 28),
    Score(11, -24), Score(8, -5), Score(7, -8), Score(0, 3), Score(5, 4), Score(0, 1), Score(15, -1), Score(23, -27),
    Score(-2, -7), Score(7, 8), Score(5, 9), Score(5, 9), Score(2, 15), Score(8, 8), Score(5, 4), Score(0, 2),
    Score(-5, -2), Score(4, 14), Score(6, 22), Score(11, 15), Score(14, 15), Score(5, 8), Score(5, 5), Score(-7, 0),
    Score(-12, 5), Score(-3, 5), Score(3, 11), Score(20, 15), Score(1, 16), Score(3, 10), Score(-5, 14), Score(-2, -8),
    Score(1, -4), Score(1, 12), Score(-5, 9), Score(14, 3), Score(20, 12), Score(20, 16), Score(10, 22), Score(9, -7),
    Score(-31, 14), Score(-23, 13), Score(-9, 17), Score(2, 16), Score(3, 12), Score(1, 8), Score(-15, 12), Score(-33, -21),
    Score(-17, 13), Score(18, -10), Score(-26, -3), Score(-45, 14), Score(-81, 28), Score(-2, 2), Score(-136, 25), Score(42, -21),
    Score(-5, -3), Score(-1, -4), Score(0, -1), Score(-1, 3), Score(3, -6), Score(1, -3), Score(-24, 11), Score(-8, -18),
    Score(-18, -2), Score(-17, -3), Score(-6, -2), Score(-5, 1), Score(0, -5), Score(-9, 0), Score(-10, -16), Score(-30, -8),
    Score(-16, 10), Score(-17, 12), Score(-13, 10), Score(-12, 6), Score(-13, 8), Score(-16, 8), Score(-6, 14), Score(-34, 3),
    Score(-13, 16), Score(-12, 14), Score(-6, 12), Score(-6, 10), Score(-23, 18), Score(-22, 14), Score(-22, 23), Score(-19, 9),
    Score(-2, 17), Score(10, 14), Score(0, 13), Score(12, 9), Score(7, 10), Score(-3, 17), Score(-1, 17), Score(-14, 12),
    Score(-22, 35), Score(23, 12), Score(13, 18), Score(36, 4), Score(40, 7), Score(34, 7), Score(15, 12), Score(-5, 22),
    Score(12, 17), Score(4, 19), Score(15, 15), Score(34, 6), Score(26, 10), Score(31, 9), Score(2, 19), Score(27, 12),
    Score(5, 27), Score(20, 18), Score(-1, 27), Score(-5, 31), Score(8, 25), Score(-3, 33), Score(-12, 35), Score(9, 23),
    Score(3, -69), Score(-1, -49), Score(4, -59), Score(1, -39), Score(8, -66), Score(-10, -48), Score(-21, -60), Score(14, -61),
    Score(0, -70), Score(-1, -38), Score(5, -28), Score(7, -27), Score(7, -32), Score(8, -40), Score(7, -61), Score(-9, -34),
    Score(-14, -2), Score(3, -26), Score(-2, -5), Score(-2, 6), Score(-4, 2), Score(0, -1), Score(1, 2), Score(-13, 4),
    Score(-3, -14), Score(-10, 13), Score(-5, 27), Score(-5, 31), Score(-12, 37), Score(-9, 24), Score(0, 4), Score(-1, 1),
    Score(1, -14), Score(-12, 10), Score(-11, 34), Score(-8, 58), Score(-10, 44), Score(-12, 44), Score(-2, 28), Score(-4, 21),
    Score(2, -28), Score(1, -2), Score(1, 32), Score(16, 16), Score(2, 45), Score(19, 32), Score(-2, 26), Score(-15, 10),
    Score(-26, 25), Score(-31, 45), Score(13, 20), Score(27, 6), Score(-4, 48), Score(9, 31), Score(-6, 26), Score(20, -2),
    Score(-32, 25), Score(-34, 34), Score(24, -9), Score(-15, 44), Score(3, 31), Score(11, 34), Score(15, 21), Score(14, -8),
    Score(-37, 1), Score(27, -30), Score(16, -22), Score(-23, -18), Score(4, -28), Score(-15, -19), Score(28, -32), Score(24, -53),
    Score(24, -42), Score(20, -19), Score(3, -13), Score(-16, -10), Score(-19, -5), Score(-2, -11), Score(15, -22), Score(8, -32),
    Score(-13, -34), Score(21, -32), Score(2, -16), Score(-11, -14), Score(-7, -14), Score(3, -18), Score(25, -32), Score(14, -43),
    Score(-63, -17), Score(-10, -15), Score(-26, 0), Score(-20, 4), Score(-36, 9), Score(-19, -1), Score(-1, -13), Score(-33, -21),
    Score(-21, -9), Score(-37, 12), Score(-51, 22), Score(-98, 36), Score(-60, 34), Score(-66, 40), Score(-35, 16), Score(-36, -4),
    Score(-2, -4), Score(-59, 35), Score(-60, 37), Score(-124, 49), Score(-130, 68), Score(-107, 66), Score(-113, 63), Score(-63, 17),
    Score(-145, 14), Score(-66, 38), Score(-89, 50), Score(-52, 46), Score(-123, 73), Score(-69, 56), Score(-18, 7), Score(-90, 0),
    Score(-256, -3), Score(-48, 15), Score(2, 8), Score(0, -16), Score(-59, 37), Score(-70, 50), Score(-119, 46), Score(-95, -105),
    // MOBILITY_KNIGHT
    Score(-23, -49), Score(-15, -20), Score(-12, 0), Score(-7, 10), Score(-4, 20), Score(-1, 26), Score(3, 30), Score(6, 30),
    Score(1, 29),
    // MOBILITY_BISHOP
    Score(-25, -32), Score(-18, -14), Score(-13, -6), Score(-11, 4), Score(-7, 9), Score(-5, 15), Score(-4, 17), Score(-3, 22),
    Score(-1, 23), Score(-3, 28), Score(1, 28), Score(-2, 30), Score(-3, 27), Score(-32, 43),
    // MOBILITY_ROOK
    Score(-25, -41), Score(-17, -16), Score(-14, -6), Score(-11, 0), Score(-11, 6), Score(-9, 12), Score(-9, 18), Score(-8, 23),
    Score(-5, 26), Score(-6, 30), Score(-4, 33), Score(-7, 38), Score(-2, 41), Score(1, 40), Score(-2, 37),
    // MOBILITY_QUEEN
    Score(-13, -1), Score(-12, -32), Score(-13, -18), Score(-15, -1), Score(-15, 12), Score(-15, 17), Score(-14, 19), Score(-14, 27),
    Score(-12, 34), Score(-12, 43), Score(-10, 41), Score(-10, 46), Score(-11, 49), Score(-8, 50), Score(-9, 59), Score(-14, 62),
    Score(-7, 60), Score(-12, 57), Score(-9, 50), Score(14, 39), Score(22, 25), Score(64, -34), Score(43, -10), Score(114, -98),
    Score(66, -68), Score(135, -193), Score(10, -17), Score(48, -198),
    // PASSED
    Score(0, 0), Score(-14, 14), Score(-6, 6), Score(-16, 16), Score(-19, 23), Score(114, -9), Score(165, 6), Score(0, 0),
    // PASSED_FREE
    Score(0, 0), Score(8, 1), Score(-1, 13), Score(-6, 20), Score(4, 27), Score(10, 40), Score(44, 89), Score(0, 0),
    // PASSED_SAFE
    Score(0, 0), Score(11, -7), Score(6, 1), Score(-7, 14), Score(-3, 21), Score(-12, 46), Score(16, 49), Score(0, 0),
    // PASSED_OWN_KING
    Score(0, 0), Score(-1, 1), Score(8, -6), Score(11, -8), Score(10, -10), Score(-9, -8), Score(-10, -15), Score(0, 0),
    // PASSED_ENEMY_KING
    Score(0, 0), Score(0, -1), Score(-7, 3), Score(-5, 7), Score(-6, 15), Score(-8, 28), Score(-12, 35), Score(0, 0),
    // PASSED_UNSTOPPABLE
    Score(-60, 140),
    // SUPPORTED
    Score(0, 0), Score(0, 0), Score(4, 5), Score(5, 4), Score(9, 9), Score(19, 18), Score(117, 24), Score(0, 0),
    // PHALANX
    Score(0, 0), Score(1, 2), Score(2, 1), Score(6, 6), Score(10, 22), Score(75, 45), Score(102, 243), Score(0, 0),
    // ISOLATED
    Score(-11, -11),
    // DOUBLED
    Score(-11, -17),
    // BACKWARD
    Score(-3, -6),
    // KING_PAWN_DISTANCE
    Score(2, -18),
    // BISHOP_PAIR
    Score(25, 40),
    // BISHOP_PAWNS
    Score(-1, -4),
    // KNIGHT_OUTPOST
    Score(16, 5),
    // BISHOP_OUTPOST
    Score(18, 7),
    // ROOK_OPEN_FILE
    Score(32, -6),
    // ROOK_SEMI_OPEN_FILE
    Score(17, 2),
    // ROOK_SEVENTH
    Score(0, 10),
    // THREAT_BY_PAWN
    Score(0, 0), Score(39, 14), Score(32, 29), Score(44, 3), Score(31, -15), Score(0, 0),
    // THREAT_BY_MINOR
    Score(-2, 6), Score(11, 20), Score(23, 12), Score(43, 0), Score(30, 11), Score(0, 0),
    // THREAT_BY_ROOK
    Score(-4, 11), Score(4, 14), Score(8, 11), Score(-7, -22), Score(47, -11), Score(0, 0),
    // HANGING
    Score(9, 23),
    // KING_ZONE_ATTACKS
    Score(0, 0), Score(6, -5), Score(10, -2), Score(6, -1), Score(11, 4), Score(0, 0),
    // KING_ATTACKERS
    Score(3, 0), Score(-8, 0), Score(-3, 3), Score(27, -1), Score(53, -17), Score(49, 10), Score(0, 0), Score(0, 0),
    // SAFE_CHECKS
    Score(0, 0), Score(22, 2), Score(4, 15), Score(31, 1), Score(14, 13), Score(0, 0),
    // KING_SHIELD
    Score(13, -13), Score(8, -4), Score(4, -4),
    // KING_OPEN_FILE
    Score(-8, 1),
    // TEMPO
    Score(12, 7),
];
