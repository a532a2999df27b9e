//! The evaluation's weights, a middlegame and an endgame value each, in the order of
//! [`super::terms`]. Written by `rookery tune` (see BENCHMARKS.md for how they were fitted);
//! change them by hand only to try an idea, and prove it by self-play.

use super::terms::COUNT;
use super::Score;

#[rustfmt::skip]
pub const WEIGHTS: [Score; COUNT] = [
    // MATERIAL
    Score(71, 99), Score(309, 347), Score(331, 366), Score(403, 606), Score(1087, 857), Score(0, 0),
    // PST
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    Score(-13, 18), Score(-8, 16), Score(-7, 14), Score(-7, 15), Score(-11, 22), Score(19, 16), Score(20, 6), Score(-1, 8),
    Score(-11, 15), Score(-17, 14), Score(-7, 11), Score(-10, 17), Score(-6, 19), Score(-1, 15), Score(9, 3), Score(-7, 7),
    Score(-12, 20), Score(-16, 21), Score(-2, 6), Score(3, 7), Score(0, 14), Score(6, 7), Score(-6, 9), Score(-13, 12),
    Score(-7, 27), Score(-5, 22), Score(-6, 12), Score(3, 4), Score(0, 15), Score(9, 9), Score(-2, 12), Score(-7, 20),
    Score(2, 23), Score(-18, 35), Score(3, 22), Score(16, 15), Score(23, 17), Score(33, 19), Score(-1, 22), Score(6, 14),
    Score(124, -10), Score(92, 20), Score(110, 37), Score(163, 13), Score(105, 53), Score(39, 40), Score(11, 54), Score(59, 2),
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    Score(-22, -31), Score(-18, -20), Score(-26, -6), Score(-14, 1), Score(-19, -4), Score(-19, -16), Score(-24, -17), Score(-18, -11),
    Score(-20, -13), Score(-24, 9), Score(-15, -9), Score(-7, -2), Score(-10, -4), Score(-9, -18), Score(-25, 6), Score(-21, -10),
    Score(-17, -12), Score(-4, -6), Score(-6, -1), Score(-2, 12), Score(0, 9), Score(-5, -4), Score(-6, -11), Score(-20, -9),
    Score(1, 6), Score(-3, 12), Score(12, 16), Score(2, 21), Score(10, 22), Score(14, 15), Score(11, 11), Score(-2, 3),
    Score(5, 12), Score(6, 15), Score(12, 20), Score(19, 25), Score(9, 36), Score(17, 18), Score(2, 19), Score(11, 11),
    Score(-39, 13), Score(8, 8), Score(18, 19), Score(23, 24), Score(40, 17), Score(50, 12), Score(2, 12), Score(-10, 7),
    Score(-14, 8), Score(-29, 26), Score(15, 10), Score(34, 22), Score(29, 25), Score(34, 14), Score(-25, 19), Score(-27, 10),
    Score(-143, 19), Score(-12, 4), Score(-16, 16), Score(16, 23), Score(-10, 35), Score(10, 23), Score(-60, 31), Score(-113, 15),
    Score(-9, -9), Score(-5, -1), Score(-11, -2), Score(-10, 6), Score(-5, 3), Score(-21, 8), Score(-27, 0), Score(-28, -6),
    Score(10, 2), Score(3, -14), Score(0, 4), Score(-7, 7), Score(-4, 8), Score(3, 0), Score(3, -21), Score(5, -35),
    Score(4, 4), Score(5, 12), Score(-1, 3), Score(-3, 21), Score(-5, 25), Score(-4, -3), Score(2, 10), Score(-2, 4),
    Score(-4, 6), Score(3, 20), Score(4, 24), Score(7, 25), Score(16, 17), Score(6, 17), Score(0, 17), Score(4, -2),
    Score(1, 8), Score(-2, 22), Score(9, 17), Score(20, 20), Score(9, 24), Score(16, 18), Score(3, 14), Score(-7, 10),
    Score(-1, 9), Score(13, 20), Score(1, 8), Score(20, 14), Score(26, 17), Score(15, 10), Score(9, 20), Score(6, 11),
    Score(-9, 19), Score(-22, 8), Score(1, 27), Score(-2, 24), Score(-2, 25), Score(7, 18), Score(-16, 10), Score(-33, 19),
    Score(-27, 14), Score(-59, 34), Score(-19, 21), Score(-46, 36), Score(-20, 31), Score(-34, 26), Score(-11, 23), Score(-2, -12),
    Score(-10, -3), Score(-8, 0), Score(-6, 2), Score(-7, 3), Score(-6, -2), Score(-10, 4), Score(-29, 11), Score(-10, -26),
    Score(-24, 2), Score(-22, 3), Score(-11, 5), Score(-13, 4), Score(-13, 0), Score(-10, -9), Score(-17, -7), Score(-42, 5),
    Score(-27, 18), Score(-26, 16), Score(-21, 15), Score(-27, 13), Score(-25, 11), Score(-26, 14), Score(-11, 8), Score(-25, -3),
    Score(-21, 25), Score(-17, 29), Score(-15, 31), Score(-18, 26), Score(-19, 23), Score(-19, 24), Score(-18, 27), Score(-20, 13),
    Score(-12, 35), Score(-5, 33), Score(2, 25), Score(-4, 29), Score(1, 24), Score(-11, 29), Score(6, 24), Score(3, 14),
    Score(1, 40), Score(12, 29), Score(10, 29), Score(22, 21), Score(39, 11), Score(31, 19), Score(35, 17), Score(3, 20),
    Score(7, 22), Score(5, 20), Score(27, 14), Score(26, 15), Score(25, 12), Score(26, 11), Score(8, 17), Score(17, 6),
    Score(18, 34), Score(9, 32), Score(20, 30), Score(13, 31), Score(21, 30), Score(16, 33), Score(13, 38), Score(24, 26),
    Score(4, -67), Score(-5, -53), Score(2, -62), Score(-1, -51), Score(0, -61), Score(-21, -65), Score(3, -84), Score(7, -68),
    Score(-6, -35), Score(0, -40), Score(5, -46), Score(5, -40), Score(4, -38), Score(11, -61), Score(3, -76), Score(-2, -53),
    Score(-2, -32), Score(1, -29), Score(-5, -4), Score(-3, -7), Score(-6, -3), Score(0, -4), Score(0, -24), Score(-7, -13),
    Score(2, -25), Score(-1, 5), Score(-3, 15), Score(-2, 37), Score(-2, 37), Score(0, 20), Score(-6, 23), Score(-4, 17),
    Score(-7, -1), Score(-1, 12), Score(5, 18), Score(-5, 53), Score(7, 38), Score(1, 34), Score(-4, 27), Score(-1, 18),
    Score(-9, -3), Score(-4, 3), Score(4, 18), Score(16, 36), Score(21, 34), Score(18, 27), Score(6, 30), Score(-1, 6),
    Score(-27, 15), Score(-21, 22), Score(1, 22), Score(4, 34), Score(1, 37), Score(6, 22), Score(-1, 27), Score(3, 20),
    Score(-21, 23), Score(-23, 35), Score(3, 18), Score(7, 10), Score(17, 8), Score(52, -11), Score(30, 2), Score(15, 8),
    Score(-34, -30), Score(21, -29), Score(4, -22), Score(-31, -12), Score(-11, -28), Score(-10, -19), Score(33, -35), Score(34, -64),
    Score(30, -36), Score(20, -20), Score(-6, -7), Score(-21, -2), Score(-23, -1), Score(2, -7), Score(24, -19), Score(21, -35),
    Score(5, -38), Score(17, -23), Score(1, -15), Score(-10, -9), Score(-12, -5), Score(-8, -13), Score(14, -25), Score(-13, -29),
    Score(-18, -14), Score(-17, 1), Score(-25, 10), Score(-32, 15), Score(-34, 13), Score(-12, 8), Score(-19, 0), Score(-45, -17),
    Score(-37, -5), Score(-24, 14), Score(-53, 38), Score(-84, 41), Score(-69, 40), Score(-57, 39), Score(-37, 32), Score(-51, 10),
    Score(-26, 4), Score(-34, 35), Score(-70, 52), Score(-109, 61), Score(-125, 65), Score(-94, 68), Score(-60, 53), Score(-65, 30),
    Score(-72, 7), Score(-44, 56), Score(-40, 60), Score(-74, 54), Score(-61, 59), Score(-27, 45), Score(-50, 59), Score(-239, 34),
    Score(-274, -15), Score(-42, 37), Score(-16, 41), Score(-12, 39), Score(-10, 36), Score(-31, 43), Score(16, 27), Score(-229, -83),
    // MOBILITY_KNIGHT
    Score(-25, -47), Score(-18, -18), Score(-15, 7), Score(-13, 23), Score(-10, 31), Score(-9, 39), Score(-8, 43), Score(-6, 44),
    Score(-10, 44),
    // MOBILITY_BISHOP
    Score(-26, -40), Score(-21, -13), Score(-16, 1), Score(-13, 11), Score(-11, 19), Score(-10, 25), Score(-8, 29), Score(-8, 30),
    Score(-9, 33), Score(-8, 33), Score(-4, 28), Score(-10, 32), Score(-2, 31), Score(-36, 45),
    // MOBILITY_ROOK
    Score(-26, -36), Score(-21, -6), Score(-18, 1), Score(-16, 11), Score(-16, 16), Score(-15, 24), Score(-13, 27), Score(-12, 31),
    Score(-12, 37), Score(-10, 39), Score(-10, 42), Score(-11, 47), Score(-11, 49), Score(-11, 47), Score(-12, 46),
    // MOBILITY_QUEEN
    Score(-14, -35), Score(-13, -63), Score(-14, -57), Score(-14, -46), Score(-14, -18), Score(-13, -3), Score(-13, 6), Score(-12, 17),
    Score(-10, 22), Score(-10, 31), Score(-9, 37), Score(-9, 45), Score(-9, 51), Score(-7, 49), Score(-7, 55), Score(-6, 58),
    Score(-9, 60), Score(-8, 58), Score(0, 51), Score(5, 43), Score(1, 39), Score(52, -19), Score(46, -8), Score(113, -105),
    Score(82, -81), Score(155, -175), Score(32, -75), Score(118, -193),
    // PASSED
    Score(0, 0), Score(16, 13), Score(-12, 10), Score(-40, 27), Score(-3, 28), Score(79, 1), Score(246, -57), Score(0, 0),
    // PASSED_FREE
    Score(0, 0), Score(-3, 7), Score(1, 5), Score(-3, 17), Score(7, 23), Score(10, 51), Score(32, 111), Score(0, 0),
    // PASSED_SAFE
    Score(0, 0), Score(7, 1), Score(1, 6), Score(-6, 13), Score(-3, 22), Score(1, 48), Score(-32, 91), Score(0, 0),
    // PASSED_OWN_KING
    Score(0, 0), Score(1, 1), Score(5, -5), Score(12, -11), Score(6, -15), Score(-7, -16), Score(-26, -16), Score(0, 0),
    // PASSED_ENEMY_KING
    Score(0, 0), Score(-4, -3), Score(-4, 3), Score(-1, 10), Score(-4, 24), Score(-4, 40), Score(-16, 56), Score(0, 0),
    // PASSED_UNSTOPPABLE
    Score(-105, 178),
    // SUPPORTED
    Score(0, 0), Score(0, 0), Score(9, 12), Score(10, 11), Score(16, 17), Score(40, 44), Score(131, 48), Score(0, 0),
    // PHALANX
    Score(0, 0), Score(1, 0), Score(4, 3), Score(5, 13), Score(16, 30), Score(62, 83), Score(73, 261), Score(0, 0),
    // ISOLATED
    Score(-10, -13),
    // DOUBLED
    Score(-10, -13),
    // BACKWARD
    Score(-3, -15),
    // KING_PAWN_DISTANCE
    Score(2, -20),
    // BISHOP_PAIR
    Score(23, 47),
    // BISHOP_PAWNS
    Score(-2, -6),
    // KNIGHT_OUTPOST
    Score(20, 4),
    // BISHOP_OUTPOST
    Score(16, 7),
    // ROOK_OPEN_FILE
    Score(32, -4),
    // ROOK_SEMI_OPEN_FILE
    Score(18, 3),
    // ROOK_SEVENTH
    Score(-2, 14),
    // THREAT_BY_PAWN
    Score(0, 0), Score(38, 26), Score(32, 45), Score(38, 17), Score(31, 7), Score(0, 0),
    // THREAT_BY_MINOR
    Score(0, 9), Score(11, 24), Score(25, 13), Score(35, 4), Score(24, 27), Score(0, 0),
    // THREAT_BY_ROOK
    Score(-5, 14), Score(5, 17), Score(10, 13), Score(-28, 1), Score(23, 5), Score(0, 0),
    // HANGING
    Score(9, 21),
    // KING_ZONE_ATTACKS
    Score(0, 0), Score(-2, -1), Score(-1, 6), Score(-3, 4), Score(-8, 8), Score(0, 0),
    // KING_ATTACKERS
    Score(-8, 6), Score(-3, -2), Score(11, -8), Score(40, -2), Score(66, -3), Score(109, 34), Score(12, 1), Score(0, 0),
    // SAFE_CHECKS
    Score(0, 0), Score(22, 3), Score(2, 19), Score(24, 5), Score(7, 16), Score(0, 0),
    // KING_SHIELD
    Score(12, -14), Score(5, -5), Score(1, -5),
    // KING_OPEN_FILE
    Score(-10, -1),
    // TEMPO
    Score(11, 8),
    // KING_DANGER
    Score(8, -1), Score(-3, 2),
    // PAWN_STORM
    Score(16, 4), Score(-23, 6), Score(-5, 4), Score(-2, 3),
    // PAWN_STORM_BLOCKED
    Score(0, 0), Score(2, -18), Score(5, -7), Score(6, -7),
    // THREAT_PAWN_PUSH
    Score(10, 11),
    // SPACE
    Score(1, -1),
    // MINOR_BEHIND_PAWN
    Score(2, 6),
    // KING_PROTECTOR
    Score(-2, -3), Score(-3, -1),
    // THREAT_BY_KING
    Score(13, 5),
    // RESTRICTED
    Score(3, 2),
    // ROOK_ON_QUEEN_FILE
    Score(6, 4),
    // BISHOP_LONG_DIAGONAL
    Score(6, 17),
    // TRAPPED_ROOK
    Score(4, -6), Score(-19, -7),
    // ROOK_ON_KING_RING
    Score(4, -9),
    // BISHOP_ON_KING_RING
    Score(7, 11),
    // FLANK_ATTACKS
    Score(1, -1),
    // KNIGHT_ON_QUEEN
    Score(4, 1),
    // SLIDER_ON_QUEEN
    Score(7, 8),
    // REACHABLE_OUTPOST
    Score(11, 6),
    // QUEEN_INFILTRATION
    Score(5, 0),
    // KING_BLOCKERS
    Score(11, 9), Score(7, 5),
    // IMBALANCE_OURS
    Score(-1, 8), Score(-2, -1), Score(3, 5), Score(0, -3), Score(3, 2), Score(0, -6), Score(3, -2), Score(5, 8),
    Score(-4, -2), Score(-4, -1), Score(2, 3), Score(-10, 45), Score(-7, -16), Score(-3, -3), Score(-9, -20), Score(-2, -4),
    Score(-4, 0), Score(-6, -5), Score(-33, -106),
    // IMBALANCE_THEIRS
    Score(-1, 5), Score(3, -3), Score(3, 5), Score(0, 4), Score(1, 7), Score(0, -2), Score(-4, -3), Score(3, 6),
    Score(0, 1), Score(1, -2), Score(-2, 1), Score(-14, 56), Score(6, 16), Score(6, 29), Score(-13, 50),
];
