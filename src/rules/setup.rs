//! `Setup`: an unchecked description of a position (as read from FEN), and the checks that
//! turn it into a valid [`Position`].
//!
//! Two levels of checking: [`Validation::Strict`] accepts only positions that could arise in a
//! standard game; [`Validation::Relaxed`] also accepts Chess960 castling rights and checks no
//! game could produce (for perft suites), but still refuses anything the move generator could
//! not handle (missing kings, pawns on the last rank, the side not to move in check, more
//! material than a game can have).

use super::attacks;
use super::bitboard::Bitboard;
use super::castling::CastleSide;
use super::position::Position;
use super::types::{Color, File, Piece, Rank, Role, Square};
use std::fmt;

/// How a castling right was written in FEN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastleToken {
    /// `K` / `k`: the outermost rook towards h.
    KingSide,
    /// `Q` / `q`: the outermost rook towards a.
    QueenSide,
    /// A file letter (Shredder-FEN / X-FEN): the rook on that file.
    File(File),
}

/// A position as written, before any check that it makes sense.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub board: [Option<Piece>; 64],
    pub turn: Color,
    pub castling: Vec<(Color, CastleToken)>,
    pub ep_square: Option<Square>,
    pub halfmoves: u32,
    pub fullmoves: u32,
}

/// How strictly to check a setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Validation {
    /// Only positions that could arise in a standard game of chess.
    Strict,
    /// Also Chess960 castling and impossible checks; still safe for the move generator.
    Relaxed,
}

/// Why a setup is not a valid position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    MissingKing(Color),
    TooManyKings(Color),
    PawnOnBackRank(Square),
    TooManyPawns(Color),
    TooManyPieces(Color),
    /// More promoted pieces than missing pawns could have become.
    ImpossibleMaterial(Color),
    /// The side that just moved is in check: its last move would have been illegal.
    OppositeCheck,
    /// A check no legal move could have given (e.g. three checkers, or two on one line).
    ImpossibleCheck,
    /// The king is not where castling needs it.
    CastlingKingNotHome(Color),
    /// There is no rook for this castling right.
    CastlingWithoutRook(Color, CastleSide),
    /// The same castling right is given twice, or more than two for one side.
    DuplicateCastling(Color),
    /// The en passant square does not fit a pawn's double step just made.
    BadEnPassant(Square),
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn side_name(s: CastleSide) -> &'static str {
    match s {
        CastleSide::King => "king side (O-O)",
        CastleSide::Queen => "queen side (O-O-O)",
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionError::*;
        match *self {
            MissingKing(c) => write!(f, "{} has no king", color_name(c)),
            TooManyKings(c) => write!(f, "{} has more than one king", color_name(c)),
            PawnOnBackRank(sq) => write!(
                f,
                "a pawn stands on {sq}, but pawns can never be on the first or last rank"
            ),
            TooManyPawns(c) => write!(f, "{} has more than 8 pawns", color_name(c)),
            TooManyPieces(c) => write!(f, "{} has more than 16 pieces", color_name(c)),
            ImpossibleMaterial(c) => write!(
                f,
                "{} has more promoted pieces than missing pawns",
                color_name(c)
            ),
            OppositeCheck => write!(f, "the side that is not to move is in check"),
            ImpossibleCheck => write!(
                f,
                "the king is in a check that no legal move could have given"
            ),
            CastlingKingNotHome(c) => write!(
                f,
                "{} has a castling right, but its king is not on its starting square",
                color_name(c)
            ),
            CastlingWithoutRook(c, s) => write!(
                f,
                "{} may castle {}, but there is no rook for it",
                color_name(c),
                side_name(s)
            ),
            DuplicateCastling(c) => {
                write!(f, "{}'s castling rights are given twice", color_name(c))
            }
            BadEnPassant(sq) => write!(
                f,
                "en passant on {sq} is impossible: no pawn has just made a double step past it"
            ),
        }
    }
}

impl std::error::Error for PositionError {}

impl Setup {
    /// The setup of an existing position (castling written with standard letters).
    pub fn from_position(pos: &Position) -> Setup {
        let mut castling = Vec::new();
        for color in Color::ALL {
            for side in CastleSide::ALL {
                if let Some(rook) = pos.castling_rook(color, side) {
                    castling.push((color, CastleToken::File(rook.file())));
                }
            }
        }
        Setup {
            board: std::array::from_fn(|i| pos.piece_at(Square::new(i as u32))),
            turn: pos.turn(),
            castling,
            ep_square: pos.ep_square(),
            halfmoves: pos.halfmove_clock(),
            fullmoves: pos.fullmove_number(),
        }
    }
}

impl Position {
    /// Checks a setup and builds the position.
    ///
    /// # Errors
    /// The first problem found, as a [`PositionError`].
    pub fn from_setup(setup: &Setup, validation: Validation) -> Result<Position, PositionError> {
        let strict = validation == Validation::Strict;
        let mut pos = Position::empty();
        for sq in Square::all() {
            if let Some(piece) = setup.board[sq.index()] {
                if piece.role == Role::Pawn && Bitboard::BACKRANKS.contains(sq) {
                    return Err(PositionError::PawnOnBackRank(sq));
                }
                pos.put(sq, piece);
            }
        }
        for color in Color::ALL {
            match pos.pieces(color, Role::King).count() {
                0 => return Err(PositionError::MissingKing(color)),
                1 => {}
                _ => return Err(PositionError::TooManyKings(color)),
            }
            // Both levels: with more material than a game can have, a position could have
            // more legal moves than a move list holds.
            check_material(&pos, color)?;
        }
        pos.turn = setup.turn;
        pos.halfmoves = setup.halfmoves;
        pos.fullmoves = setup.fullmoves.max(1);

        let them = setup.turn.other();
        if pos.is_attacked(pos.king_of(them), setup.turn, pos.occupied()) {
            return Err(PositionError::OppositeCheck);
        }

        set_castling(&mut pos, &setup.castling, strict)?;

        if let Some(ep) = setup.ep_square {
            check_en_passant(&pos, ep)?;
            let us = setup.turn;
            pos.ep_square = Some(ep);
            let capturers = attacks::pawn_attacks(them, ep) & pos.pieces(us, Role::Pawn);
            if !capturers.into_iter().any(|p| pos.en_passant_is_safe(p, ep)) {
                pos.ep_square = None;
            }
        }

        pos.finish();
        if strict {
            check_checkers(&pos, setup.ep_square)?;
        }
        Ok(pos)
    }
}

fn check_material(pos: &Position, color: Color) -> Result<(), PositionError> {
    let count = |role| pos.pieces(color, role).count();
    if count(Role::Pawn) > 8 {
        return Err(PositionError::TooManyPawns(color));
    }
    if pos.by_color(color).count() > 16 {
        return Err(PositionError::TooManyPieces(color));
    }
    let promoted = count(Role::Queen).saturating_sub(1)
        + count(Role::Rook).saturating_sub(2)
        + count(Role::Bishop).saturating_sub(2)
        + count(Role::Knight).saturating_sub(2);
    if promoted + count(Role::Pawn) > 8 {
        return Err(PositionError::ImpossibleMaterial(color));
    }
    Ok(())
}

fn set_castling(
    pos: &mut Position,
    tokens: &[(Color, CastleToken)],
    strict: bool,
) -> Result<(), PositionError> {
    for &(color, token) in tokens {
        let back = color.back_rank();
        let king = pos.king_of(color);
        let home = Square::from_coords(File::E, back);
        if king.rank() != back || (strict && king != home) {
            return Err(PositionError::CastlingKingNotHome(color));
        }
        let rooks = pos.pieces(color, Role::Rook) & Bitboard::rank(back);
        let (side, rook) = match token {
            CastleToken::KingSide => {
                let rook = rooks.into_iter().rfind(|r| r.file() > king.file());
                (CastleSide::King, rook)
            }
            CastleToken::QueenSide => {
                let mut candidates = rooks.into_iter().filter(|r| r.file() < king.file());
                (CastleSide::Queen, candidates.next())
            }
            CastleToken::File(file) => {
                let sq = Square::from_coords(file, back);
                let side = if file > king.file() {
                    CastleSide::King
                } else {
                    CastleSide::Queen
                };
                (side, Some(sq).filter(|&s| rooks.contains(s)))
            }
        };
        let standard = match side {
            CastleSide::King => File::H,
            CastleSide::Queen => File::A,
        };
        let rook = match rook {
            Some(r) if !strict || r.file() == standard => r,
            _ => return Err(PositionError::CastlingWithoutRook(color, side)),
        };
        if pos.castling.has(color, side) {
            return Err(PositionError::DuplicateCastling(color));
        }
        pos.castling.add(color, side);
        pos.castle_rooks[color.index()][side.index()] = rook;
    }
    Ok(())
}

/// The en passant square must be just behind a pawn of the side that moved, with the square
/// it came from empty.
fn check_en_passant(pos: &Position, ep: Square) -> Result<(), PositionError> {
    let mover = pos.turn.other();
    let bad = Err(PositionError::BadEnPassant(ep));
    if ep.rank() != Rank::Third.relative(mover) {
        return bad;
    }
    let forward = if mover == Color::White { 1 } else { -1 };
    let (Some(pawn), Some(origin)) = (ep.offset(0, forward), ep.offset(0, -forward)) else {
        return bad;
    };
    if pos.piece_at(pawn) != Some(Piece::new(mover, Role::Pawn))
        || pos.piece_at(ep).is_some()
        || pos.piece_at(origin).is_some()
    {
        return bad;
    }
    Ok(())
}

/// Checks that no legal move could give: more than two checkers, two on one line, or, right
/// after a double step, a check that step could not have given.
fn check_checkers(pos: &Position, ep: Option<Square>) -> Result<(), PositionError> {
    let checkers = pos.checkers();
    let king = pos.king_of(pos.turn());
    let impossible = Err(PositionError::ImpossibleCheck);
    if checkers.count() > 2 {
        return impossible;
    }
    if let (Some(a), Some(b)) = (checkers.first(), checkers.last()) {
        if a != b && attacks::aligned(a, b, king) {
            return impossible;
        }
    }
    if let Some(ep) = ep {
        // The double step is the last move: every checker is the pawn that moved, or a
        // slider whose line to the king ran through the pawn's square of origin.
        let mover = pos.turn().other();
        let forward = if mover == Color::White { 1 } else { -1 };
        let pawn = ep.offset(0, forward);
        let origin = ep.offset(0, -forward);
        for c in checkers {
            let through_origin = origin.is_some_and(|o| attacks::between(king, c).contains(o));
            if Some(c) != pawn && !through_origin {
                return impossible;
            }
        }
    }
    Ok(())
}
