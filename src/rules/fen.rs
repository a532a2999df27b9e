//! FEN: reading a position from Forsyth–Edwards Notation and writing it back.
//!
//! Reading has two steps: the text becomes a [`Setup`] (syntax errors), then the setup becomes
//! a [`Position`] (errors of meaning, see `setup.rs`). Every malformed field gets its own error.

use super::castling::CastleSide;
use super::position::Position;
use super::setup::{CastleToken, PositionError, Setup, Validation};
use super::types::{Color, File, Piece, Rank, Square};
use std::fmt;

/// Why a FEN string could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Nothing but spaces.
    Empty,
    /// The board must have 8 ranks separated by `/`.
    RankCount(usize),
    /// A rank (1–8) does not describe exactly 8 squares.
    RankLength { rank: Rank, squares: usize },
    /// A character that is neither a piece letter nor a digit 1–8.
    BoardChar(char),
    /// Two digits in a row (`17`), which FEN never writes.
    AdjacentDigits { rank: Rank },
    /// The field with this name is missing.
    MissingField(&'static str),
    /// More than six fields.
    ExtraField(String),
    /// The side to move is not `w` or `b`.
    Turn(String),
    /// The castling field is not `-` or letters from `KQkq` (or files).
    Castling(String),
    /// The en passant field is not `-` or a square on the third or sixth rank.
    EnPassant(String),
    /// The halfmove clock is not a whole number ≥ 0.
    HalfmoveClock(String),
    /// The fullmove number is not a whole number ≥ 1.
    FullmoveNumber(String),
    /// The text is well-formed but the position is not valid.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use FenError::*;
        write!(f, "invalid FEN: ")?;
        match self {
            Empty => write!(f, "it is empty"),
            RankCount(n) => write!(f, "the board must have 8 ranks separated by '/', found {n}"),
            RankLength { rank, squares } => {
                write!(f, "rank {rank} describes {squares} squares instead of 8")
            }
            BoardChar(c) => write!(
                f,
                "'{c}' on the board is neither a piece letter (KQRBNP, kqrbnp) nor a digit 1-8"
            ),
            AdjacentDigits { rank } => write!(f, "rank {rank} has two digits in a row"),
            MissingField(name) => write!(f, "the {name} is missing"),
            ExtraField(s) => write!(f, "unexpected text after the fullmove number: '{s}'"),
            Turn(s) => write!(f, "the side to move must be 'w' or 'b', not '{s}'"),
            Castling(s) => write!(
                f,
                "the castling field must be '-' or letters from 'KQkq', not '{s}'"
            ),
            EnPassant(s) => write!(
                f,
                "the en passant field must be '-' or a square on rank 3 or 6, not '{s}'"
            ),
            HalfmoveClock(s) => write!(f, "the halfmove clock must be a whole number, not '{s}'"),
            FullmoveNumber(s) => write!(
                f,
                "the fullmove number must be a whole number from 1, not '{s}'"
            ),
            Position(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for FenError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            FenError::Position(e) => Some(e),
            _ => None,
        }
    }
}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

fn parse_board(text: &str) -> Result<[Option<Piece>; 64], FenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    let mut board = [None; 64];
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = Rank::new(7 - i as u32);
        let mut file = 0usize;
        let mut last_digit = false;
        for c in rank_text.chars() {
            if let Some(d) = c.to_digit(10) {
                if !(1..=8).contains(&d) {
                    return Err(FenError::BoardChar(c));
                }
                if last_digit {
                    return Err(FenError::AdjacentDigits { rank });
                }
                last_digit = true;
                file += d as usize;
            } else {
                last_digit = false;
                let piece = Piece::from_char(c).ok_or(FenError::BoardChar(c))?;
                if file < 8 {
                    board[Square::from_coords(File::new(file as u32), rank).index()] = Some(piece);
                }
                file += 1;
            }
            if file > 8 {
                break;
            }
        }
        if file != 8 {
            return Err(FenError::RankLength {
                rank,
                squares: file,
            });
        }
    }
    Ok(board)
}

fn parse_castling(text: &str) -> Result<Vec<(Color, CastleToken)>, FenError> {
    let bad = || FenError::Castling(text.to_string());
    if text == "-" {
        return Ok(Vec::new());
    }
    let mut tokens = Vec::new();
    for c in text.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let token = match c.to_ascii_lowercase() {
            'k' => CastleToken::KingSide,
            'q' => CastleToken::QueenSide,
            l @ 'a'..='h' => CastleToken::File(File::from_char(l).ok_or_else(bad)?),
            _ => return Err(bad()),
        };
        if tokens.contains(&(color, token)) || tokens.len() >= 4 {
            return Err(bad());
        }
        tokens.push((color, token));
    }
    Ok(tokens)
}

fn parse_number(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

impl Setup {
    /// Reads the text of a FEN. The clocks may be left out (they default to `0 1`).
    ///
    /// # Errors
    /// A [`FenError`] naming the first malformed field.
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        let mut fields = fen.split_whitespace();
        let board = parse_board(fields.next().ok_or(FenError::Empty)?)?;
        let turn = match fields.next() {
            Some("w") => Color::White,
            Some("b") => Color::Black,
            Some(s) => return Err(FenError::Turn(s.to_string())),
            None => return Err(FenError::MissingField("side to move")),
        };
        let castling_text = fields
            .next()
            .ok_or(FenError::MissingField("castling field"))?;
        let castling = parse_castling(castling_text)?;
        let ep_text = fields
            .next()
            .ok_or(FenError::MissingField("en passant field"))?;
        let ep_square = match ep_text {
            "-" => None,
            s => match Square::parse(s) {
                Some(sq) if sq.rank() == Rank::Third || sq.rank() == Rank::Sixth => Some(sq),
                _ => return Err(FenError::EnPassant(s.to_string())),
            },
        };
        let (halfmoves, fullmoves) = match fields.next() {
            None => (0, 1),
            Some(h) => {
                let halfmoves =
                    parse_number(h).ok_or_else(|| FenError::HalfmoveClock(h.to_string()))?;
                let f = fields
                    .next()
                    .ok_or(FenError::MissingField("fullmove number"))?;
                match parse_number(f) {
                    Some(n) if n >= 1 => (halfmoves, n),
                    _ => return Err(FenError::FullmoveNumber(f.to_string())),
                }
            }
        };
        if let Some(extra) = fields.next() {
            return Err(FenError::ExtraField(extra.to_string()));
        }
        Ok(Setup {
            board,
            turn,
            castling,
            ep_square,
            halfmoves,
            fullmoves,
        })
    }
}

impl Position {
    /// Reads a FEN and checks that the position could arise in a standard game.
    ///
    /// # Errors
    /// A [`FenError`] saying what is wrong.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(
            &Setup::from_fen(fen)?,
            Validation::Strict,
        )?)
    }

    /// Reads a FEN accepting also Chess960 castling rights and impossible checks (perft
    /// suites use both); still refuses what the move generator cannot handle.
    ///
    /// # Errors
    /// A [`FenError`] saying what is wrong.
    pub fn from_fen_relaxed(fen: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(
            &Setup::from_fen(fen)?,
            Validation::Relaxed,
        )?)
    }

    /// The board part of the FEN.
    pub fn board_fen(&self) -> String {
        let mut out = String::with_capacity(72);
        for rank in Rank::ALL.iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                match self.piece_at(Square::from_coords(file, *rank)) {
                    Some(p) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(p.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if *rank != Rank::First {
                out.push('/');
            }
        }
        out
    }

    /// The castling field: `KQkq` letters for the outermost rooks, file letters otherwise.
    fn castling_fen(&self) -> String {
        let mut out = String::new();
        for color in Color::ALL {
            for side in CastleSide::ALL {
                let Some(rook) = self.castling_rook(color, side) else {
                    continue;
                };
                let king = self.king_of(color);
                let rooks = self.pieces(color, super::types::Role::Rook)
                    & super::bitboard::Bitboard::rank(color.back_rank());
                let outermost = match side {
                    CastleSide::King => rooks.into_iter().rfind(|r| r.file() > king.file()),
                    CastleSide::Queen => rooks.into_iter().find(|r| r.file() < king.file()),
                };
                let c = if outermost == Some(rook) {
                    match side {
                        CastleSide::King => 'k',
                        CastleSide::Queen => 'q',
                    }
                } else {
                    rook.file().char()
                };
                out.push(match color {
                    Color::White => c.to_ascii_uppercase(),
                    Color::Black => c,
                });
            }
        }
        if out.is_empty() {
            out.push('-');
        }
        out
    }

    /// The position as FEN. The en passant square is written only when a capture is legal.
    pub fn to_fen(&self) -> String {
        let ep = self
            .ep_square()
            .map_or_else(|| "-".to_string(), |sq| sq.to_string());
        format!(
            "{} {} {} {} {} {}",
            self.board_fen(),
            self.turn().char(),
            self.castling_fen(),
            ep,
            self.halfmove_clock(),
            self.fullmove_number()
        )
    }

    /// The board drawn in text, rank 8 at the top, with the FEN and key below.
    pub fn pretty(&self) -> String {
        let mut out = String::new();
        out.push_str(" +---+---+---+---+---+---+---+---+\n");
        for rank in Rank::ALL.iter().rev() {
            for file in File::ALL {
                let c = self
                    .piece_at(Square::from_coords(file, *rank))
                    .map_or(' ', |p| p.char());
                out.push_str(&format!(" | {c}"));
            }
            out.push_str(&format!(" | {rank}\n +---+---+---+---+---+---+---+---+\n"));
        }
        out.push_str("   a   b   c   d   e   f   g   h\n\n");
        out.push_str(&format!(
            "Fen: {}\nKey: {:016X}\n",
            self.to_fen(),
            self.key()
        ));
        let checkers: Vec<String> = self.checkers().into_iter().map(|s| s.to_string()).collect();
        out.push_str(&format!("Checkers: {}\n", checkers.join(" ")));
        out
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.to_fen())
    }
}

impl std::str::FromStr for Position {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}
