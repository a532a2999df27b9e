//! UCI move notation (`e2e4`, `e7e8q`, castling as `e1g1`): writing and parsing.
//!
//! Parsing is checked against the position: the result is always a legal move.

use super::moves::Move;
use super::position::Position;
use super::types::{Role, Square};
use std::fmt;

/// Why a UCI move string was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UciMoveError {
    /// Not of the form `e2e4` / `e7e8q`.
    Syntax(String),
    /// Well-formed, but not a legal move in the position.
    Illegal(String),
}

impl fmt::Display for UciMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciMoveError::Syntax(s) => write!(
                f,
                "'{s}' is not a move in coordinate notation (like e2e4 or e7e8q)"
            ),
            UciMoveError::Illegal(s) => write!(f, "{s} is not a legal move in this position"),
        }
    }
}

impl std::error::Error for UciMoveError {}

impl Move {
    /// UCI notation. Castling is written as the king's two-square step (`e1g1`), or as
    /// king-takes-rook (`e1h1`) when `chess960` is set.
    pub fn to_uci(self, chess960: bool) -> String {
        let to = if chess960 {
            self.to()
        } else {
            self.king_destination()
        };
        let mut s = format!("{}{}", self.from(), to);
        if let Some(role) = self.promotion_role() {
            s.push(role.char());
        }
        s
    }
}

impl fmt::Display for Move {
    /// Standard UCI notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_uci(false))
    }
}

impl Position {
    /// Finds the legal move written in UCI notation. Castling is accepted both as the king's
    /// step (`e1g1`) and as king-takes-rook (`e1h1`).
    ///
    /// # Errors
    /// [`UciMoveError::Syntax`] for text that is not a coordinate move,
    /// [`UciMoveError::Illegal`] for a move that is not legal here.
    pub fn parse_uci_move(&self, text: &str) -> Result<Move, UciMoveError> {
        let syntax = || UciMoveError::Syntax(text.to_string());
        if !text.is_ascii() || !(4..=5).contains(&text.len()) {
            return Err(syntax());
        }
        let from = Square::parse(&text[0..2]).ok_or_else(syntax)?;
        let to = Square::parse(&text[2..4]).ok_or_else(syntax)?;
        let promotion = match text.get(4..5) {
            None => None,
            Some(c) => match Role::from_char(c.chars().next().ok_or_else(syntax)?) {
                Some(r @ (Role::Knight | Role::Bishop | Role::Rook | Role::Queen)) => Some(r),
                _ => return Err(syntax()),
            },
        };
        let moves = self.moves_from(from);
        // An exact target first (so a Chess960 king step is not read as castling), then
        // castling written as the king's step (`e1g1`).
        let exact = moves
            .iter()
            .find(|mv| mv.promotion_role() == promotion && mv.to() == to);
        let castle = || {
            moves
                .iter()
                .find(|mv| mv.is_castle() && promotion.is_none() && mv.king_destination() == to)
        };
        exact
            .or_else(castle)
            .copied()
            .ok_or_else(|| UciMoveError::Illegal(text.to_string()))
    }
}
