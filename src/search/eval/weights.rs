//! The evaluation's weights, a middlegame and an endgame value each, in the order of
//! [`super::terms`]. Written by `rookery tune` (see BENCHMARKS.md for how they were fitted);
//! change them by hand only to try an idea, and prove it by self-play.

use super::terms::COUNT;
use super::Score;

#[rustfmt::skip]
pub const WEIGHTS: [Score; COUNT] = [
    // MATERIAL
    Score(84, 100), Score(313, 339), Score(331, 362), Score(431, 588), Score(1025, 999), Score(0, 0),
    // PST
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    Score(-11, 16), Score(-3, 10), Score(-11, 14), Score(-7, 11), Score(-12, 20), Score(16, 15), Score(15, 8), Score(-4, 7),
    Score(-9, 15), Score(-9, 10), Score(-3, 9), Score(-6, 16), Score(-2, 14), Score(-1, 13), Score(7, 7), Score(-9, 9),
    Score(-11, 18), Score(-13, 17), Score(4, 4), Score(11, 4), Score(8, 8), Score(7, 6), Score(-6, 12), Score(-13, 13),
    Score(-3, 20), Score(-1, 18), Score(6, 7), Score(15, 6), Score(13, 14), Score(9, 7), Score(1, 14), Score(-6, 18),
    Score(3, 23), Score(-1, 36), Score(18, 24), Score(25, 18), Score(29, 30), Score(45, 21), Score(13, 25), Score(15, 22),
    Score(109, -6), Score(88, 48), Score(98, 44), Score(111, 46), Score(100, 55), Score(62, 51), Score(-18, 69), Score(42, 11),
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    Score(-25, -55), Score(-12, -22), Score(-28, -6), Score(-16, 6), Score(-2, -1), Score(-4, -7), Score(-12, -8), Score(-26, -44),
    Score(-20, -34), Score(-13, -10), Score(-7, -12), Score(2, -4), Score(3, -4), Score(3, -16), Score(-17, 12), Score(-14, -5),
    Score(-14, -15), Score(1, -14), Score(1, -5), Score(11, 9), Score(14, 7), Score(5, -3), Score(3, -11), Score(-13, 3),
    Score(1, -4), Score(8, 0), Score(14, 10), Score(13, 16), Score(13, 23), Score(21, 8), Score(11, 14), Score(-4, 6),
    Score(2, -4), Score(5, 7), Score(11, 14), Score(20, 21), Score(16, 27), Score(19, 17), Score(8, 17), Score(12, 13),
    Score(-25, 3), Score(-6, 5), Score(4, 18), Score(18, 21), Score(42, 12), Score(46, 14), Score(2, 13), Score(-10, 9),
    Score(-28, -5), Score(-22, 17), Score(12, 3), Score(28, 10), Score(11, 21), Score(20, 5), Score(4, -5), Score(-41, 9),
    Score(-107, 4), Score(-106, 28), Score(-74, 16), Score(-25, 7), Score(-4, 21), Score(12, -8), Score(-68, 25), Score(-85, -17),
    Score(4, -15), Score(10, -15), Score(-6, -1), Score(-1, 0), Score(-2, 0), Score(-11, 1), Score(-9, 2), Score(-21, 18),
    Score(14, -18), Score(9, -6), Score(8, -5), Score(1, 2), Score(6, 4), Score(11, -2), Score(16, -7), Score(20, -29),
    Score(-1, 2), Score(9, 4), Score(5, 11), Score(5, 9), Score(2, 18), Score(9, 9), Score(11, 3), Score(1, 2),
    Score(-11, 3), Score(7, 16), Score(7, 20), Score(13, 21), Score(17, 15), Score(8, 11), Score(4, 9), Score(-2, -7),
    Score(0, -2), Score(-1, 11), Score(5, 16), Score(24, 16), Score(8, 23), Score(12, 11), Score(3, 13), Score(-3, -3),
    Score(-1, 4), Score(-2, 17), Score(-2, 16), Score(12, 13), Score(11, 11), Score(16, 19), Score(12, 14), Score(4, -4),
    Score(-22, 11), Score(-13, 10), Score(-7, 18), Score(-28, 21), Score(-20, 20), Score(-1, 8), Score(-18, 18), Score(-39, 2),
    Score(-24, 17), Score(-23, 11), Score(-3, -2), Score(-37, 21), Score(-48, 26), Score(-2, 6), Score(-61, 25), Score(6, -8),
    Score(-5, -2), Score(-1, -3), Score(1, -2), Score(0, 2), Score(4, -9), Score(0, -2), Score(-27, 11), Score(-11, -19),
    Score(-18, -5), Score(-19, 0), Score(-7, 0), Score(-4, -3), Score(-6, -7), Score(-8, -3), Score(-13, -9), Score(-38, -2),
    Score(-18, 6), Score(-15, 9), Score(-14, 12), Score(-13, 7), Score(-18, 9), Score(-18, 9), Score(-5, 11), Score(-29, 4),
    Score(-14, 22), Score(-7, 16), Score(-5, 16), Score(-9, 14), Score(-17, 17), Score(-18, 17), Score(-8, 17), Score(-23, 16),
    Score(-3, 25), Score(4, 20), Score(13, 17), Score(12, 14), Score(8, 10), Score(6, 17), Score(5, 21), Score(-11, 16),
    Score(-13, 36), Score(19, 20), Score(18, 19), Score(27, 13), Score(30, 12), Score(19, 21), Score(20, 17), Score(-7, 28),
    Score(6, 22), Score(3, 20), Score(32, 8), Score(18, 13), Score(31, 8), Score(39, 11), Score(10, 18), Score(28, 8),
    Score(13, 32), Score(19, 25), Score(15, 27), Score(30, 19), Score(24, 22), Score(15, 26), Score(8, 31), Score(11, 23),
    Score(3, -62), Score(-3, -56), Score(2, -54), Score(2, -44), Score(7, -62), Score(-5, -68), Score(14, -101), Score(13, -65),
    Score(-6, -47), Score(0, -38), Score(5, -41), Score(7, -33), Score(8, -40), Score(15, -61), Score(5, -63), Score(-15, -43),
    Score(-10, -8), Score(-1, -21), Score(-5, 2), Score(-2, -6), Score(-6, 7), Score(-2, 0), Score(5, -12), Score(-7, -13),
    Score(-2, -12), Score(-10, 13), Score(-8, 29), Score(-9, 46), Score(-5, 41), Score(-1, 25), Score(-2, 12), Score(-3, -1),
    Score(1, -10), Score(-7, 6), Score(-10, 41), Score(-7, 64), Score(-7, 66), Score(-11, 51), Score(-4, 39), Score(0, 11),
    Score(-8, -5), Score(-7, 13), Score(-3, 34), Score(5, 37), Score(7, 48), Score(6, 47), Score(7, 18), Score(-14, 23),
    Score(-24, 23), Score(-35, 49), Score(-8, 45), Score(8, 26), Score(5, 45), Score(5, 51), Score(-9, 18), Score(6, 17),
    Score(-27, 33), Score(-10, 22), Score(35, 6), Score(28, 10), Score(27, 8), Score(12, 24), Score(41, 0), Score(-9, 44),
    Score(-28, -18), Score(21, -30), Score(14, -25), Score(-31, -13), Score(2, -33), Score(-15, -21), Score(26, -30), Score(21, -52),
    Score(18, -33), Score(18, -21), Score(1, -13), Score(-16, -9), Score(-18, -5), Score(1, -10), Score(17, -21), Score(10, -32),
    Score(26, -45), Score(32, -36), Score(5, -21), Score(-13, -13), Score(-10, -10), Score(-5, -17), Score(24, -32), Score(-1, -38),
    Score(-29, -17), Score(32, -19), Score(-11, -3), Score(-18, 4), Score(-39, 10), Score(-11, 1), Score(0, -11), Score(-53, -18),
    Score(-14, -10), Score(-26, 17), Score(-47, 25), Score(-80, 30), Score(-60, 36), Score(-63, 34), Score(-44, 23), Score(-47, 4),
    Score(-42, 14), Score(-72, 36), Score(-72, 42), Score(-123, 57), Score(-117, 62), Score(-66, 57), Score(-65, 50), Score(-97, 27),
    Score(-114, 7), Score(-63, 53), Score(-84, 52), Score(-51, 41), Score(-20, 17), Score(-76, 71), Score(-24, 51), Score(-194, 23),
    Score(-293, -48), Score(-22, 0), Score(-36, 17), Score(-39, 11), Score(-49, 53), Score(2, 34), Score(-92, 47), Score(-155, -118),
    // MOBILITY_KNIGHT
    Score(-19, -57), Score(-13, -17), Score(-9, 2), Score(-6, 15), Score(-2, 25), Score(1, 32), Score(4, 36), Score(8, 36),
    Score(4, 32),
    // MOBILITY_BISHOP
    Score(-22, -36), Score(-16, -15), Score(-11, -3), Score(-8, 6), Score(-5, 14), Score(-3, 21), Score(-2, 23), Score(-2, 27),
    Score(1, 29), Score(0, 30), Score(3, 27), Score(-3, 31), Score(-13, 32), Score(-14, 39),
    // MOBILITY_ROOK
    Score(-24, -46), Score(-17, -19), Score(-14, -9), Score(-11, 2), Score(-11, 10), Score(-9, 16), Score(-7, 21), Score(-6, 25),
    Score(-5, 30), Score(-3, 34), Score(-3, 36), Score(-5, 42), Score(-1, 43), Score(-1, 43), Score(6, 35),
    // MOBILITY_QUEEN
    Score(-14, -16), Score(-16, -80), Score(-16, -36), Score(-18, -5), Score(-17, 8), Score(-16, 16), Score(-16, 27), Score(-15, 34),
    Score(-14, 43), Score(-13, 50), Score(-12, 57), Score(-12, 61), Score(-12, 67), Score(-10, 71), Score(-11, 74), Score(-10, 71),
    Score(-10, 72), Score(-3, 63), Score(-2, 59), Score(9, 46), Score(29, 28), Score(91, -52), Score(60, -10), Score(147, -119),
    Score(86, -56), Score(152, -179), Score(19, -32), Score(93, -198),
    // PASSED
    Score(0, 0), Score(2, 9), Score(-6, 10), Score(-36, 23), Score(-21, 24), Score(100, -5), Score(194, -15), Score(0, 0),
    // PASSED_FREE
    Score(0, 0), Score(0, 7), Score(0, 9), Score(1, 17), Score(7, 30), Score(4, 49), Score(66, 91), Score(0, 0),
    // PASSED_SAFE
    Score(0, 0), Score(5, -1), Score(0, 4), Score(-1, 13), Score(-2, 22), Score(-9, 50), Score(12, 61), Score(0, 0),
    // PASSED_OWN_KING
    Score(0, 0), Score(-1, 0), Score(7, -6), Score(14, -11), Score(10, -13), Score(-7, -13), Score(-16, -19), Score(0, 0),
    // PASSED_ENEMY_KING
    Score(0, 0), Score(0, -1), Score(-6, 3), Score(-5, 10), Score(-5, 19), Score(-6, 34), Score(-18, 49), Score(0, 0),
    // PASSED_UNSTOPPABLE
    Score(-89, 169),
    // SUPPORTED
    Score(0, 0), Score(0, 0), Score(6, 8), Score(7, 6), Score(12, 13), Score(29, 30), Score(79, 57), Score(0, 0),
    // PHALANX
    Score(0, 0), Score(1, 2), Score(3, 1), Score(6, 9), Score(12, 29), Score(73, 67), Score(38, 147), Score(0, 0),
    // ISOLATED
    Score(-10, -11),
    // DOUBLED
    Score(-13, -16),
    // BACKWARD
    Score(-3, -11),
    // KING_PAWN_DISTANCE
    Score(3, -22),
    // BISHOP_PAIR
    Score(23, 44),
    // BISHOP_PAWNS
    Score(-2, -5),
    // KNIGHT_OUTPOST
    Score(14, 5),
    // BISHOP_OUTPOST
    Score(16, 6),
    // ROOK_OPEN_FILE
    Score(32, -7),
    // ROOK_SEMI_OPEN_FILE
    Score(17, 3),
    // ROOK_SEVENTH
    Score(4, 11),
    // THREAT_BY_PAWN
    Score(0, 0), Score(40, 17), Score(30, 35), Score(40, 10), Score(26, 4), Score(0, 0),
    // THREAT_BY_MINOR
    Score(-2, 8), Score(12, 23), Score(26, 11), Score(39, 1), Score(27, 11), Score(0, 0),
    // THREAT_BY_ROOK
    Score(-5, 13), Score(5, 17), Score(7, 13), Score(-3, -9), Score(38, 1), Score(0, 0),
    // HANGING
    Score(11, 22),
    // KING_ZONE_ATTACKS
    Score(0, 0), Score(-1, -5), Score(2, 0), Score(-2, 1), Score(-3, 0), Score(0, 0),
    // KING_ATTACKERS
    Score(-6, 1), Score(-5, -2), Score(7, 0), Score(39, 4), Score(93, -2), Score(89, 24), Score(0, 0), Score(0, 0),
    // SAFE_CHECKS
    Score(0, 0), Score(21, 2), Score(1, 18), Score(31, 1), Score(8, 12), Score(0, 0),
    // KING_SHIELD
    Score(11, -14), Score(6, -5), Score(1, -4),
    // KING_OPEN_FILE
    Score(-9, 0),
    // TEMPO
    Score(11, 7),
    // KING_DANGER
    Score(7, 0), Score(-3, 2),
    // PAWN_STORM
    Score(-6, 5), Score(-20, 5), Score(-4, 3), Score(-3, 2),
    // PAWN_STORM_BLOCKED
    Score(0, 0), Score(3, -12), Score(1, -2), Score(4, -3),
    // THREAT_PAWN_PUSH
    Score(9, 8),
];
