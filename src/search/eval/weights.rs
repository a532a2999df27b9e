//! The evaluation's weights, a middlegame and an endgame value each, in the order of
//! [`super::terms`]. Written by `rookery tune` (see BENCHMARKS.md for how they were fitted);
//! change them by hand only to try an idea, and prove it by self-play.

use super::terms::COUNT;
use super::Score;

#[rustfmt::skip]
pub const WEIGHTS: [Score; COUNT] = [
    // MATERIAL
    Score(90, 115), Score(330, 300), Score(345, 320), Score(470, 530), Score(980, 980), Score(0, 0),
    // PST
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    Score(-6, 8), Score(-2, 6), Score(-4, 6), Score(-12, 4), Score(-12, 4), Score(6, 6), Score(10, 6), Score(-6, 8),
    Score(-6, 6), Score(-4, 4), Score(2, 2), Score(2, 0), Score(2, 0), Score(2, 2), Score(6, 4), Score(-4, 6),
    Score(-6, 12), Score(-2, 10), Score(6, 6), Score(16, 4), Score(16, 4), Score(4, 6), Score(0, 10), Score(-8, 12),
    Score(-2, 24), Score(4, 22), Score(8, 18), Score(20, 14), Score(20, 14), Score(8, 18), Score(4, 22), Score(-4, 24),
    Score(6, 48), Score(12, 46), Score(20, 42), Score(28, 38), Score(28, 38), Score(20, 42), Score(12, 46), Score(6, 48),
    Score(40, 90), Score(40, 88), Score(40, 84), Score(40, 80), Score(40, 80), Score(40, 84), Score(40, 88), Score(40, 90),
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    Score(-50, -40), Score(-24, -30), Score(-20, -20), Score(-16, -16), Score(-16, -16), Score(-20, -20), Score(-24, -30), Score(-50, -40),
    Score(-30, -26), Score(-16, -12), Score(0, -4), Score(4, 0), Score(4, 0), Score(0, -4), Score(-16, -12), Score(-30, -26),
    Score(-20, -18), Score(2, -2), Score(10, 6), Score(14, 12), Score(14, 12), Score(10, 6), Score(2, -2), Score(-20, -18),
    Score(-16, -14), Score(4, 2), Score(16, 14), Score(20, 20), Score(20, 20), Score(16, 14), Score(4, 2), Score(-16, -14),
    Score(-14, -14), Score(8, 2), Score(18, 14), Score(26, 20), Score(26, 20), Score(18, 14), Score(8, 2), Score(-14, -14),
    Score(-18, -18), Score(10, -2), Score(22, 6), Score(28, 12), Score(28, 12), Score(22, 6), Score(10, -2), Score(-18, -18),
    Score(-26, -26), Score(-10, -12), Score(8, -4), Score(12, 0), Score(12, 0), Score(8, -4), Score(-10, -12), Score(-26, -26),
    Score(-60, -40), Score(-30, -30), Score(-20, -20), Score(-16, -16), Score(-16, -16), Score(-20, -20), Score(-30, -30), Score(-60, -40),
    Score(-16, -14), Score(-6, -8), Score(-10, -6), Score(-8, -4), Score(-8, -4), Score(-10, -6), Score(-6, -8), Score(-16, -14),
    Score(-4, -8), Score(10, -2), Score(6, 0), Score(4, 2), Score(4, 2), Score(6, 0), Score(10, -2), Score(-4, -8),
    Score(-4, -6), Score(8, 0), Score(8, 4), Score(8, 6), Score(8, 6), Score(8, 4), Score(8, 0), Score(-4, -6),
    Score(-4, -4), Score(4, 2), Score(10, 6), Score(12, 10), Score(12, 10), Score(10, 6), Score(4, 2), Score(-4, -4),
    Score(-4, -4), Score(6, 2), Score(10, 6), Score(14, 10), Score(14, 10), Score(10, 6), Score(6, 2), Score(-4, -4),
    Score(-4, -6), Score(10, 0), Score(12, 4), Score(12, 6), Score(12, 6), Score(12, 4), Score(10, 0), Score(-4, -6),
    Score(-8, -8), Score(0, -2), Score(2, 0), Score(2, 2), Score(2, 2), Score(2, 0), Score(0, -2), Score(-8, -8),
    Score(-16, -14), Score(-10, -8), Score(-10, -6), Score(-10, -4), Score(-10, -4), Score(-10, -6), Score(-10, -8), Score(-16, -14),
    Score(-4, -6), Score(-2, -4), Score(2, -2), Score(6, 0), Score(6, 0), Score(4, -2), Score(-2, -4), Score(-4, -6),
    Score(-12, -6), Score(-6, -4), Score(-4, -2), Score(0, 0), Score(0, 0), Score(-4, -2), Score(-6, -4), Score(-12, -6),
    Score(-10, -4), Score(-4, -2), Score(-2, 0), Score(0, 2), Score(0, 2), Score(-2, 0), Score(-4, -2), Score(-10, -4),
    Score(-8, -2), Score(-4, 0), Score(-2, 2), Score(0, 4), Score(0, 4), Score(-2, 2), Score(-4, 0), Score(-8, -2),
    Score(-6, 0), Score(-2, 2), Score(0, 4), Score(2, 4), Score(2, 4), Score(0, 4), Score(-2, 2), Score(-6, 0),
    Score(-2, 2), Score(4, 4), Score(6, 4), Score(8, 6), Score(8, 6), Score(6, 4), Score(4, 4), Score(-2, 2),
    Score(12, 8), Score(16, 10), Score(18, 12), Score(20, 12), Score(20, 12), Score(18, 12), Score(16, 10), Score(12, 8),
    Score(6, 4), Score(6, 6), Score(8, 6), Score(10, 6), Score(10, 6), Score(8, 6), Score(6, 6), Score(6, 4),
    Score(-8, -24), Score(-10, -18), Score(-6, -14), Score(2, -10), Score(-2, -10), Score(-10, -14), Score(-12, -18), Score(-14, -24),
    Score(-8, -16), Score(-2, -8), Score(4, -2), Score(4, 0), Score(4, 0), Score(2, -2), Score(-2, -8), Score(-8, -16),
    Score(-6, -12), Score(0, -2), Score(2, 6), Score(2, 10), Score(2, 10), Score(2, 6), Score(0, -2), Score(-6, -12),
    Score(-4, -8), Score(0, 2), Score(2, 10), Score(4, 16), Score(4, 16), Score(2, 10), Score(0, 2), Score(-4, -8),
    Score(-4, -6), Score(0, 4), Score(4, 12), Score(6, 18), Score(6, 18), Score(4, 12), Score(0, 4), Score(-4, -6),
    Score(-4, -8), Score(2, 2), Score(6, 10), Score(8, 16), Score(8, 16), Score(6, 10), Score(2, 2), Score(-4, -8),
    Score(-8, -14), Score(-6, -6), Score(2, 0), Score(4, 4), Score(4, 4), Score(2, 0), Score(-6, -6), Score(-8, -14),
    Score(-12, -22), Score(-8, -16), Score(-4, -12), Score(-2, -8), Score(-2, -8), Score(-4, -12), Score(-8, -16), Score(-12, -22),
    Score(14, -50), Score(30, -34), Score(8, -24), Score(-16, -18), Score(-4, -18), Score(-14, -24), Score(32, -34), Score(18, -50),
    Score(6, -30), Score(10, -14), Score(-8, -4), Score(-26, 2), Score(-26, 2), Score(-12, -4), Score(12, -14), Score(8, -30),
    Score(-20, -22), Score(-24, -2), Score(-30, 12), Score(-40, 18), Score(-40, 18), Score(-30, 12), Score(-24, -2), Score(-20, -22),
    Score(-30, -18), Score(-36, 4), Score(-44, 20), Score(-52, 28), Score(-52, 28), Score(-44, 20), Score(-36, 4), Score(-30, -18),
    Score(-40, -16), Score(-46, 8), Score(-54, 24), Score(-60, 32), Score(-60, 32), Score(-54, 24), Score(-46, 8), Score(-40, -16),
    Score(-46, -16), Score(-52, 8), Score(-58, 22), Score(-64, 28), Score(-64, 28), Score(-58, 22), Score(-52, 8), Score(-46, -16),
    Score(-50, -24), Score(-56, -6), Score(-62, 6), Score(-68, 12), Score(-68, 12), Score(-62, 6), Score(-56, -6), Score(-50, -24),
    Score(-54, -46), Score(-60, -30), Score(-66, -20), Score(-72, -14), Score(-72, -14), Score(-66, -20), Score(-60, -30), Score(-54, -46),
    // MOBILITY_KNIGHT
    Score(-16, -16), Score(-12, -12), Score(-8, -8), Score(-4, -4), Score(0, 0), Score(4, 4), Score(8, 8), Score(12, 12),
    Score(16, 16),
    // MOBILITY_BISHOP
    Score(-30, -30), Score(-25, -25), Score(-20, -20), Score(-15, -15), Score(-10, -10), Score(-5, -5), Score(0, 0), Score(5, 5),
    Score(10, 10), Score(15, 15), Score(20, 20), Score(25, 25), Score(30, 30), Score(35, 35),
    // MOBILITY_ROOK
    Score(-12, -24), Score(-10, -20), Score(-8, -16), Score(-6, -12), Score(-4, -8), Score(-2, -4), Score(0, 0), Score(2, 4),
    Score(4, 8), Score(6, 12), Score(8, 16), Score(10, 20), Score(12, 24), Score(14, 28), Score(16, 32),
    // MOBILITY_QUEEN
    Score(-12, -24), Score(-11, -22), Score(-10, -20), Score(-9, -18), Score(-8, -16), Score(-7, -14), Score(-6, -12), Score(-5, -10),
    Score(-4, -8), Score(-3, -6), Score(-2, -4), Score(-1, -2), Score(0, 0), Score(1, 2), Score(2, 4), Score(3, 6),
    Score(4, 8), Score(5, 10), Score(6, 12), Score(7, 14), Score(8, 16), Score(9, 18), Score(10, 20), Score(11, 22),
    Score(12, 24), Score(13, 26), Score(14, 28), Score(15, 30),
    // PASSED
    Score(0, 0), Score(2, 8), Score(4, 12), Score(8, 22), Score(20, 40), Score(40, 75), Score(70, 120), Score(0, 0),
    // PASSED_FREE
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    // PASSED_SAFE
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    // PASSED_OWN_KING
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    // PASSED_ENEMY_KING
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    // PASSED_UNSTOPPABLE
    Score(0, 0),
    // SUPPORTED
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    // PHALANX
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    // ISOLATED
    Score(-10, -12),
    // DOUBLED
    Score(-8, -20),
    // BACKWARD
    Score(0, 0),
    // KING_PAWN_DISTANCE
    Score(0, 0),
    // BISHOP_PAIR
    Score(28, 50),
    // BISHOP_PAWNS
    Score(0, 0),
    // KNIGHT_OUTPOST
    Score(0, 0),
    // BISHOP_OUTPOST
    Score(0, 0),
    // ROOK_OPEN_FILE
    Score(24, 10),
    // ROOK_SEMI_OPEN_FILE
    Score(10, 6),
    // ROOK_SEVENTH
    Score(0, 0),
    // THREAT_BY_PAWN
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    // THREAT_BY_MINOR
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    // THREAT_BY_ROOK
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    // HANGING
    Score(0, 0),
    // KING_ZONE_ATTACKS
    Score(0, 0), Score(4, 0), Score(4, 0), Score(6, 0), Score(10, 0), Score(0, 0),
    // KING_ATTACKERS
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    // SAFE_CHECKS
    Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0), Score(0, 0),
    // KING_SHIELD
    Score(12, 0), Score(6, 0), Score(0, 0),
    // KING_OPEN_FILE
    Score(0, 0),
    // TEMPO
    Score(12, 12),
];
