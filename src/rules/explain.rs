//! Why a move is not allowed, and what kind of check the king is in — as data the UI
//! translates into words for learners.

use super::attacks;
use super::bitboard::Bitboard;
use super::castling::CastleSide;
use super::moves::Move;
use super::position::Position;
use super::types::{Color, File, Piece, Rank, Role, Square};

/// The reason a move from one square to another is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// There is no piece on the starting square.
    EmptySquare,
    /// The piece belongs to the side not to move.
    NotYourPiece,
    /// The piece cannot move that way at all (its pattern of movement).
    NotHowItMoves(Role),
    /// A pawn moves diagonally only to capture.
    PawnCapturesOnlyDiagonally,
    /// A pawn cannot capture straight ahead: the square in front is occupied.
    PawnBlocked(Square),
    /// The way is blocked by the piece on this square.
    PathBlocked(Square),
    /// One's own piece stands on the target square.
    OwnPieceOnTarget,
    /// The move would leave (or keep) the own king in check from these pieces.
    KingLeftInCheck(Bitboard),
    /// The piece is pinned to its king by the piece on this square.
    Pinned { pinner: Square },
    /// Kings may never stand next to each other.
    KingNextToKing,
    /// The king would step onto a square attacked by these pieces.
    KingIntoCheck(Bitboard),
    /// Castling: the king has already moved.
    CastlingKingMoved,
    /// Castling: that rook has already moved (or was captured).
    CastlingRookMoved(CastleSide),
    /// Castling: these squares between king and rook are occupied.
    CastlingPiecesBetween(Bitboard),
    /// Castling: the king is in check.
    CastlingInCheck,
    /// Castling: the king would pass through this attacked square.
    CastlingThroughAttack(Square),
    /// Castling: the king would land on this attacked square.
    CastlingIntoCheck(Square),
    /// En passant is allowed only on the move right after the double step.
    EnPassantExpired,
    /// A pawn reaching the last rank must promote: choose a piece.
    MustPromote,
    /// Only a pawn reaching the last rank may promote.
    CannotPromote,
}

/// What kind of check the side to move is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckKind {
    /// One piece checks, the one that just moved (or the last move is unknown).
    Direct,
    /// One piece checks, uncovered by another piece's move.
    Discovered,
    /// Two pieces check at once: only a king move helps.
    Double,
}

/// The check the side to move is in, with the checking pieces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckInfo {
    pub kind: CheckKind,
    pub checkers: Vec<(Square, Piece)>,
}

/// Describes the check in `pos`, if any. `last_move` (the move that led to `pos`) tells a
/// discovered check from a direct one.
pub fn describe_check(pos: &Position, last_move: Option<Move>) -> Option<CheckInfo> {
    let checkers: Vec<(Square, Piece)> = pos
        .checkers()
        .into_iter()
        .filter_map(|sq| pos.piece_at(sq).map(|p| (sq, p)))
        .collect();
    let kind = match checkers.len() {
        0 => return None,
        1 => {
            let arrived = last_move.map(|m| {
                if m.is_castle() {
                    super::moves::castle_rook_target(m.from(), m.to())
                } else {
                    m.to()
                }
            });
            match arrived {
                Some(sq) if sq != checkers[0].0 => CheckKind::Discovered,
                _ => CheckKind::Direct,
            }
        }
        _ => CheckKind::Double,
    };
    Some(CheckInfo { kind, checkers })
}

/// Why moving the piece on `from` to `to` (promoting to `promotion`, if given) is not
/// allowed; `None` if it is legal. Castling may be given as the king's two-square step or
/// as the king moving onto its own rook.
pub fn explain_illegal(
    pos: &Position,
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Option<Illegal> {
    let Some(piece) = pos.piece_at(from) else {
        return Some(Illegal::EmptySquare);
    };
    if piece.color != pos.turn() {
        return Some(Illegal::NotYourPiece);
    }
    let candidates: Vec<Move> = pos
        .moves_from(from)
        .iter()
        .copied()
        .filter(|m| m.to() == to || m.king_destination() == to)
        .collect();
    if !candidates.is_empty() {
        let promotes = candidates.iter().any(|m| m.is_promotion());
        return match (promotes, promotion) {
            (true, None) => Some(Illegal::MustPromote),
            (false, Some(_)) => Some(Illegal::CannotPromote),
            _ => None,
        };
    }
    if let Some(side) = castling_attempt(pos, piece, from, to) {
        return Some(explain_castling(pos, piece.color, side));
    }
    let occupied = pos.occupied();
    let target = pos.piece_at(to);
    if piece.role == Role::Pawn {
        if let Some(reason) = explain_pawn(pos, piece.color, from, to) {
            return Some(reason);
        }
    } else {
        let pattern = attacks::attacks(piece, from, Bitboard::EMPTY);
        if !pattern.contains(to) {
            return Some(Illegal::NotHowItMoves(piece.role));
        }
        if let Some(blocker) = (attacks::between(from, to) & occupied).first() {
            return Some(Illegal::PathBlocked(blocker));
        }
    }
    if target.is_some_and(|t| t.color == piece.color) {
        return Some(Illegal::OwnPieceOnTarget);
    }
    let them = piece.color.other();
    if piece.role == Role::King {
        if attacks::king_attacks(to).contains(pos.king_of(them)) {
            return Some(Illegal::KingNextToKing);
        }
        let attackers = pos.attackers_to(to, occupied - from) & pos.by_color(them);
        return Some(Illegal::KingIntoCheck(attackers));
    }
    let king = pos.king_of(piece.color);
    if pos.pinned().contains(from) && !attacks::aligned(king, from, to) {
        let (snipers, _) = pos.pins_on(piece.color);
        let pinner = snipers
            .into_iter()
            .find(|&s| attacks::between(king, s).contains(from));
        if let Some(pinner) = pinner {
            return Some(Illegal::Pinned { pinner });
        }
    }
    // Pseudo-legal but the king stays or ends up attacked (check not answered, or en passant
    // uncovering a line).
    let mut after_occupied = (occupied - from) | to;
    let mut captured = Bitboard::from_square(to);
    if piece.role == Role::Pawn && target.is_none() && from.file() != to.file() {
        let victim = Square::from_coords(to.file(), from.rank());
        after_occupied = after_occupied - victim;
        captured |= victim;
    }
    let attackers = pos.attackers_to(king, after_occupied) & (pos.by_color(them) - captured);
    Some(Illegal::KingLeftInCheck(attackers))
}

/// If moving the king from `from` to `to` looks like castling, towards which side.
fn castling_attempt(pos: &Position, piece: Piece, from: Square, to: Square) -> Option<CastleSide> {
    if piece.role != Role::King
        || from.rank() != to.rank()
        || from.rank() != piece.color.back_rank()
    {
        return None;
    }
    let own_rook = pos.piece_at(to) == Some(Piece::new(piece.color, Role::Rook));
    let two_steps = from.file() == File::E && matches!(to.file(), File::G | File::C);
    if !(own_rook || two_steps) {
        return None;
    }
    Some(if to.file() > from.file() {
        CastleSide::King
    } else {
        CastleSide::Queen
    })
}

fn explain_castling(pos: &Position, color: Color, side: CastleSide) -> Illegal {
    let rights = pos.castling_rights();
    let king = pos.king_of(color);
    let Some(rook) = pos.castling_rook(color, side) else {
        let home = Square::from_coords(File::E, color.back_rank());
        return if king != home || !rights.has_any(color) {
            Illegal::CastlingKingMoved
        } else {
            Illegal::CastlingRookMoved(side)
        };
    };
    if pos.is_check() {
        return Illegal::CastlingInCheck;
    }
    let king_to = super::moves::castle_king_target(king, rook);
    let rook_to = super::moves::castle_rook_target(king, rook);
    let path =
        attacks::between(king, king_to) | king_to | attacks::between(rook, rook_to) | rook_to;
    let blockers = pos.occupied() & ((path | attacks::between(king, rook)) - king - rook);
    if blockers.any() {
        return Illegal::CastlingPiecesBetween(blockers);
    }
    let without = pos.occupied() - king - rook;
    let them = color.other();
    for sq in attacks::between(king, king_to) {
        if pos.is_attacked(sq, them, without) {
            return Illegal::CastlingThroughAttack(sq);
        }
    }
    Illegal::CastlingIntoCheck(king_to)
}

fn explain_pawn(pos: &Position, color: Color, from: Square, to: Square) -> Option<Illegal> {
    let forward: i32 = if color == Color::White { 1 } else { -1 };
    let df = to.file() as i32 - from.file() as i32;
    let dr = to.rank() as i32 - from.rank() as i32;
    let start = Rank::Second.relative(color);
    let target = pos.piece_at(to);
    match (df.abs(), dr * forward) {
        (0, 1) => target.map(|_| Illegal::PawnBlocked(to)),
        (0, 2) if from.rank() == start => {
            let middle = from.offset(0, forward)?;
            if pos.piece_at(middle).is_some() {
                Some(Illegal::PathBlocked(middle))
            } else {
                target.map(|_| Illegal::PawnBlocked(to))
            }
        }
        (1, 1) => match target {
            Some(_) => None,
            None => {
                // An enemy pawn beside us that could have double-stepped: en passant expired.
                let beside = Square::from_coords(to.file(), from.rank());
                let fifth = Rank::Fifth.relative(color);
                if from.rank() == fifth
                    && pos.piece_at(beside) == Some(Piece::new(color.other(), Role::Pawn))
                {
                    Some(Illegal::EnPassantExpired)
                } else {
                    Some(Illegal::PawnCapturesOnlyDiagonally)
                }
            }
        },
        _ => Some(Illegal::NotHowItMoves(Role::Pawn)),
    }
}
