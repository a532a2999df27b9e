//! How a game ends: the result, the reason, and the material tests behind the draws.

use super::bitboard::Bitboard;
use super::position::Position;
use super::types::{Color, Role};
use std::fmt;

/// Why a game ended. Machine-readable; the UI translates it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    Checkmate,
    Stalemate,
    /// Neither side can ever mate (K v K, K+B v K, K+N v K, bishops all on one colour).
    InsufficientMaterial,
    /// K+N+N v K: mate exists but cannot be forced (the seeds' rule; switchable).
    CannotForceMate,
    /// The same position for the third time, claimed by a player.
    ThreefoldRepetition,
    /// The same position for the fifth time: automatic.
    FivefoldRepetition,
    /// Fifty moves each without a capture or pawn move, claimed by a player.
    FiftyMoveRule,
    /// Seventy-five moves each without a capture or pawn move: automatic.
    SeventyFiveMoveRule,
    Resignation,
    Agreement,
    /// A player ran out of time.
    Timeout,
    /// A player ran out of time, but the opponent could never mate: a draw.
    TimeoutVsInsufficientMaterial,
}

/// The end of a game: who won (`None` for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: Reason,
}

impl Outcome {
    pub const fn win(winner: Color, reason: Reason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    pub const fn draw(reason: Reason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// `1-0`, `0-1` or `1/2-1/2`, as in PGN.
    pub const fn result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::InsufficientMaterial => "insufficient material: neither side can mate",
            Reason::CannotForceMate => "two knights cannot force mate against a lone king",
            Reason::ThreefoldRepetition => "threefold repetition",
            Reason::FivefoldRepetition => "fivefold repetition",
            Reason::FiftyMoveRule => "fifty-move rule",
            Reason::SeventyFiveMoveRule => "seventy-five-move rule",
            Reason::Resignation => "resignation",
            Reason::Agreement => "draw by agreement",
            Reason::Timeout => "time forfeit",
            Reason::TimeoutVsInsufficientMaterial => {
                "time forfeit, but the opponent cannot mate: a draw"
            }
        })
    }
}

impl Position {
    /// A dead position by material: K v K, K+B v K, K+N v K, or only bishops, all on squares
    /// of one colour.
    pub fn is_insufficient_material(&self) -> bool {
        let heavy = self.by_role(Role::Pawn) | self.by_role(Role::Rook) | self.by_role(Role::Queen);
        if heavy.any() {
            return false;
        }
        let knights = self.by_role(Role::Knight);
        let bishops = self.by_role(Role::Bishop);
        if (knights | bishops).count() <= 1 {
            return true;
        }
        knights.is_empty()
            && ((bishops & Bitboard::LIGHT_SQUARES).is_empty()
                || (bishops & Bitboard::DARK_SQUARES).is_empty())
    }

    /// K+N+N against a lone king (either way round).
    pub fn is_two_knights_vs_king(&self) -> bool {
        Color::ALL.into_iter().any(|c| {
            let ours = self.by_color(c);
            let theirs = self.by_color(c.other());
            theirs.count() == 1
                && ours.count() == 3
                && (ours & self.by_role(Role::Knight)).count() == 2
        })
    }

    /// Whether `color` has the material to mate at all: more than a lone king or a king with
    /// a single bishop or knight. (Used when the opponent runs out of time.)
    pub fn has_mating_material(&self, color: Color) -> bool {
        let ours = self.by_color(color);
        match ours.count() {
            1 => false,
            2 => (ours & (self.by_role(Role::Bishop) | self.by_role(Role::Knight))).is_empty(),
            _ => true,
        }
    }
}
