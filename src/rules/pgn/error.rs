//! Errors of PGN reading: where (game number, line, column, all 1-based) and what went wrong,
//! said in terms of what was expected.

use crate::rules::fen::FenError;
use crate::rules::san::SanError;
use std::fmt;

/// A game that could not be read, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// The game's number in the file, from 1 (failed games count too).
    pub game: usize,
    /// Line of the problem, from 1.
    pub line: usize,
    /// Column of the problem in characters, from 1.
    pub column: usize,
    /// What is wrong.
    pub kind: PgnErrorKind,
}

/// What is wrong in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// A character that starts no PGN token.
    UnexpectedChar(char),
    /// A `{` comment without its `}`.
    UnterminatedComment,
    /// A malformed tag pair; says what was expected.
    BadTag(String),
    /// A tag value whose closing `"` is missing on its line.
    UnterminatedTagValue { name: String },
    /// `$` without a number, or an unknown annotation glyph like `!!!`.
    BadNag(String),
    /// A NAG above `$255` (the digits as written).
    NagOutOfRange(String),
    /// The `FEN` tag does not hold a valid position.
    BadFen { fen: String, error: FenError },
    /// A move that is not a move, illegal, or ambiguous here. `number` is `12.` or `12...`;
    /// `fen` is the position it was tried in.
    Move {
        number: String,
        text: String,
        fen: String,
        error: SanError,
    },
    /// A null move (`--`, `Z0`), which a game record cannot hold.
    NullMove(String),
    /// A NAG before any move of its line.
    NagWithoutMove,
    /// A `(` before any move of its line: there is no move for it to replace.
    VariationWithoutMove,
    /// A `)` with no variation open.
    UnexpectedCloseParen,
    /// A `(` never closed before the result, the next game or the end of the file.
    UnclosedVariation,
    /// Variations nested deeper than [`super::MAX_VARIATION_DEPTH`].
    TooDeep,
}

impl fmt::Display for PgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PgnErrorKind::*;
        match self {
            UnexpectedChar(c) => write!(
                f,
                "unexpected character '{}': expected a move, a comment, a variation, a NAG or a result",
                c.escape_debug()
            ),
            UnterminatedComment => write!(f, "comment '{{' is never closed: expected '}}'"),
            BadTag(expected) => write!(f, "bad tag pair: {expected}"),
            UnterminatedTagValue { name } => write!(
                f,
                "the value of tag {name} is never closed: expected '\"' before the end of the line"
            ),
            BadNag(what) => write!(f, "{what}"),
            NagOutOfRange(digits) => {
                write!(f, "NAG ${digits} is out of range: expected $0 to $255")
            }
            BadFen { fen, error } => write!(f, "bad FEN tag \"{fen}\": {error}"),
            Move {
                number,
                text,
                fen,
                error,
            } => match error {
                SanError::Syntax(_) => write!(f, "expected a move at {number}, found '{text}'"),
                SanError::Illegal(_) => {
                    write!(f, "illegal move {number} {text} in position {fen}")
                }
                SanError::Ambiguous { candidates, .. } => write!(
                    f,
                    "ambiguous move {number} {text}: {}?",
                    candidates.join(" or ")
                ),
                other => write!(f, "move {number} {text}: {other}"),
            },
            NullMove(text) => write!(f, "null move '{text}' is not supported: expected a move"),
            NagWithoutMove => write!(f, "NAG before any move: expected a move first"),
            VariationWithoutMove => write!(
                f,
                "variation '(' before any move: expected the move it is an alternative to"
            ),
            UnexpectedCloseParen => write!(f, "unexpected ')': no variation is open"),
            UnclosedVariation => write!(f, "variation '(' is never closed: expected ')'"),
            TooDeep => write!(
                f,
                "variations nested more than {} deep",
                super::MAX_VARIATION_DEPTH
            ),
        }
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {}, line {}, column {}: {}",
            self.game, self.line, self.column, self.kind
        )
    }
}

impl std::error::Error for PgnError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            PgnErrorKind::BadFen { error, .. } => Some(error),
            PgnErrorKind::Move { error, .. } => Some(error),
            _ => None,
        }
    }
}
