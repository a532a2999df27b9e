//! `Game`: a game record — the start position, the moves, every position reached (for
//! repetitions and takebacks), PGN-style tags — and the answer to "is it over, and why?".

use super::castling::CastleSide;
use super::explain::{describe_check, explain_illegal, CheckInfo, Illegal};
use super::moves::Move;
use super::outcome::{Outcome, Reason};
use super::position::Position;
use super::san::SanError;
use super::types::{Color, Role, Square};
use std::fmt;

/// Rule switches where the seeds and FIDE differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameRules {
    /// K+N+N v K is a draw (the seeds' rule, default) or play goes on (FIDE).
    pub two_knights_draw: bool,
}

impl Default for GameRules {
    fn default() -> GameRules {
        GameRules {
            two_knights_draw: true,
        }
    }
}

/// Why a game action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game is already over.
    GameOver(Outcome),
    /// The move is not legal in the current position.
    IllegalMove(String),
    /// The move text could not be read.
    Notation(SanError),
    /// A draw was claimed, but neither threefold repetition nor the fifty-move rule applies.
    NoDrawToClaim,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::GameOver(o) => write!(f, "the game is over ({})", o.reason),
            GameError::IllegalMove(m) => write!(f, "{m} is not a legal move here"),
            GameError::Notation(e) => write!(f, "{e}"),
            GameError::NoDrawToClaim => write!(
                f,
                "no draw can be claimed: the position has not occurred three times and the fifty-move rule does not apply"
            ),
        }
    }
}

impl std::error::Error for GameError {}

/// A game in progress or finished.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    moves: Vec<Move>,
    /// `positions[0]` is the start; `positions[i]` the position after `i` moves.
    positions: Vec<Position>,
    /// An ending no position shows: resignation, agreement, a claim, time.
    declared: Option<Outcome>,
    pub tags: Vec<(String, String)>,
    pub rules: GameRules,
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// A game from the standard starting position.
    pub fn new() -> Game {
        Game::from_position(Position::startpos())
    }

    /// A game from any valid position.
    pub fn from_position(start: Position) -> Game {
        Game {
            moves: Vec::new(),
            positions: vec![start],
            declared: None,
            tags: Vec::new(),
            rules: GameRules::default(),
        }
    }

    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The position after `ply` moves (0 = start), if the game is that long.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn last_move(&self) -> Option<Move> {
        self.moves.last().copied()
    }

    /// Plays a legal move.
    ///
    /// # Errors
    /// [`GameError::GameOver`] once the game has ended, [`GameError::IllegalMove`] otherwise.
    pub fn play(&mut self, mv: Move) -> Result<(), GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let next = self
            .position()
            .play(mv)
            .ok_or_else(|| GameError::IllegalMove(mv.to_string()))?;
        self.moves.push(mv);
        self.positions.push(next);
        Ok(())
    }

    /// Plays a move written in algebraic notation (leniently read).
    ///
    /// # Errors
    /// As [`Game::play`], or [`GameError::Notation`] when the text names no single legal move.
    pub fn play_san(&mut self, text: &str) -> Result<Move, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let mv = self
            .position()
            .parse_san_lenient(text)
            .map_err(GameError::Notation)?;
        self.play(mv)?;
        Ok(mv)
    }

    /// Takes back the last move, restoring everything (including repetition history and a
    /// declared result such as a resignation). Returns the move, if there was one.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.declared = None;
        Some(mv)
    }

    /// How many times the current position has occurred (same placement, side to move,
    /// castling rights, and en passant right — the latter only when a capture is legal).
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        // Only positions since the last capture or pawn move can repeat the current one.
        let window = (now.halfmove_clock() as usize).min(self.positions.len() - 1);
        self.positions[self.positions.len() - 1 - window..]
            .iter()
            .rev()
            .step_by(2)
            .filter(|p| p.same_position(now))
            .count()
    }

    /// The end the position itself shows, whatever anyone says: checkmate, stalemate, dead
    /// material, fivefold repetition, the seventy-five-move rule.
    fn automatic_outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if !pos.has_legal_moves() {
            return Some(if pos.is_check() {
                Outcome::win(pos.turn().other(), Reason::Checkmate)
            } else {
                Outcome::draw(Reason::Stalemate)
            });
        }
        if pos.is_insufficient_material() {
            return Some(Outcome::draw(Reason::InsufficientMaterial));
        }
        if self.rules.two_knights_draw && pos.is_two_knights_vs_king() {
            return Some(Outcome::draw(Reason::CannotForceMate));
        }
        if self.repetitions() >= 5 {
            return Some(Outcome::draw(Reason::FivefoldRepetition));
        }
        if pos.halfmove_clock() >= 150 {
            return Some(Outcome::draw(Reason::SeventyFiveMoveRule));
        }
        None
    }

    /// The result, if the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.declared.or_else(|| self.automatic_outcome())
    }

    /// A draw the side to move may claim now: threefold repetition or the fifty-move rule.
    pub fn claimable_draw(&self) -> Option<Reason> {
        if self.outcome().is_some() {
            return None;
        }
        if self.repetitions() >= 3 {
            Some(Reason::ThreefoldRepetition)
        } else if self.position().halfmove_clock() >= 100 {
            Some(Reason::FiftyMoveRule)
        } else {
            None
        }
    }

    /// Claims a draw by threefold repetition or the fifty-move rule.
    ///
    /// # Errors
    /// [`GameError::NoDrawToClaim`] if neither applies, [`GameError::GameOver`] if it ended.
    pub fn claim_draw(&mut self) -> Result<Outcome, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let reason = self.claimable_draw().ok_or(GameError::NoDrawToClaim)?;
        let outcome = Outcome::draw(reason);
        self.declared = Some(outcome);
        Ok(outcome)
    }

    fn declare(&mut self, outcome: Outcome) -> Result<Outcome, GameError> {
        if let Some(done) = self.outcome() {
            return Err(GameError::GameOver(done));
        }
        self.declared = Some(outcome);
        Ok(outcome)
    }

    /// `color` resigns.
    ///
    /// # Errors
    /// [`GameError::GameOver`] if the game has already ended.
    pub fn resign(&mut self, color: Color) -> Result<Outcome, GameError> {
        self.declare(Outcome::win(color.other(), Reason::Resignation))
    }

    /// Both players agree to a draw.
    ///
    /// # Errors
    /// [`GameError::GameOver`] if the game has already ended.
    pub fn agree_draw(&mut self) -> Result<Outcome, GameError> {
        self.declare(Outcome::draw(Reason::Agreement))
    }

    /// `color` ran out of time: a loss, or a draw when the opponent could never mate.
    ///
    /// # Errors
    /// [`GameError::GameOver`] if the game has already ended.
    pub fn flag(&mut self, color: Color) -> Result<Outcome, GameError> {
        let outcome = if self.position().has_mating_material(color.other()) {
            Outcome::win(color.other(), Reason::Timeout)
        } else {
            Outcome::draw(Reason::TimeoutVsInsufficientMaterial)
        };
        self.declare(outcome)
    }

    /// The value of a tag, if set.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag, replacing an earlier value.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(k, _)| k == name) {
            Some(entry) => entry.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// Why moving from `from` to `to` is not allowed now (`None` if it is), using the game's
    /// history to say exactly whether the king or the rook moved before a refused castling.
    pub fn explain_illegal(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Option<Illegal> {
        let reason = explain_illegal(self.position(), from, to, promotion)?;
        if !matches!(
            reason,
            Illegal::CastlingKingMoved | Illegal::CastlingRookMoved(_)
        ) {
            return Some(reason);
        }
        let color = self.position().turn();
        let side = if to.file() > from.file() {
            CastleSide::King
        } else {
            CastleSide::Queen
        };
        if !self.start().castling_rights().has(color, side) {
            // Lost before this game's record began: the position's best guess stands.
            return Some(reason);
        }
        let king_moved = self
            .moves
            .iter()
            .zip(&self.positions)
            .any(|(mv, pos)| pos.turn() == color && pos.king_of(color) == mv.from());
        Some(if king_moved {
            Illegal::CastlingKingMoved
        } else {
            Illegal::CastlingRookMoved(side)
        })
    }

    /// The check the side to move is in, if any (direct, discovered or double).
    pub fn describe_check(&self) -> Option<CheckInfo> {
        describe_check(self.position(), self.last_move())
    }

    /// The moves in UCI notation (`e2e4`, `e7e8q`), one string per ply.
    pub fn uci_moves(&self) -> Vec<String> {
        self.moves.iter().map(|m| m.to_uci(false)).collect()
    }

    /// The moves in SAN, one string per ply.
    pub fn san_moves(&self) -> Vec<String> {
        self.moves_written(Position::san)
    }

    /// The moves, one string per ply, each written by `write` from the position it was played in.
    pub fn moves_written(&self, write: impl Fn(&Position, Move) -> String) -> Vec<String> {
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(&mv, pos)| write(pos, mv))
            .collect()
    }
}

impl Position {
    /// The same position for the repetition rules: placement, side to move, castling rights
    /// and en passant right (kept only when a capture is legal).
    pub fn same_position(&self, other: &Position) -> bool {
        self.key == other.key
            && self.by_role == other.by_role
            && self.by_color == other.by_color
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep_square == other.ep_square
    }
}
