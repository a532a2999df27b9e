//! Every sentence the app shows, in one place: the explanations, results and statuses the
//! rules give as data, put into words for learners. (English for now; the translations will
//! replace these functions' bodies, not their callers.)

use crate::rules::{
    Bitboard, CastleSide, CheckInfo, CheckKind, Color, Illegal, Outcome, Reason, Role, Square,
};

pub fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

pub fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

fn squares(bb: Bitboard) -> String {
    let names: Vec<String> = bb.into_iter().map(|s: Square| s.to_string()).collect();
    names.join(", ")
}

/// Why a move is refused, in words.
pub fn illegal(reason: Illegal) -> String {
    match reason {
        Illegal::EmptySquare => "There is no piece there to move.".into(),
        Illegal::NotYourPiece => "That is your opponent's piece.".into(),
        Illegal::NotHowItMoves(role) => {
            format!("A {} does not move like that.", role_name(role))
        }
        Illegal::PawnCapturesOnlyDiagonally => {
            "A pawn moves diagonally only when it captures.".into()
        }
        Illegal::PawnBlocked(sq) => format!("The pawn is blocked by the piece on {sq}."),
        Illegal::PathBlocked(sq) => format!("The way is blocked by the piece on {sq}."),
        Illegal::OwnPieceOnTarget => "You cannot capture your own piece.".into(),
        Illegal::KingLeftInCheck(by) => {
            format!("Your king would be in check (from {}).", squares(by))
        }
        Illegal::Pinned { pinner } => format!(
            "That piece is pinned: moving it would expose your king to the piece on {pinner}."
        ),
        Illegal::KingNextToKing => "Kings may never stand next to each other.".into(),
        Illegal::KingIntoCheck(by) => format!(
            "Your king would be in check there (attacked from {}).",
            squares(by)
        ),
        Illegal::CastlingKingMoved => "Castling is not allowed: your king has moved.".into(),
        Illegal::CastlingRookMoved(side) => format!(
            "Castling is not allowed: the {} rook has moved.",
            match side {
                CastleSide::King => "kingside",
                CastleSide::Queen => "queenside",
            }
        ),
        Illegal::CastlingPiecesBetween(bb) => format!(
            "Castling is not allowed: there are pieces in between ({}).",
            squares(bb)
        ),
        Illegal::CastlingInCheck => "Castling is not allowed while your king is in check.".into(),
        Illegal::CastlingThroughAttack(sq) => {
            format!("Castling is not allowed: {sq} is attacked.")
        }
        Illegal::CastlingIntoCheck(sq) => {
            format!("Castling is not allowed: the king would be in check on {sq}.")
        }
        Illegal::EnPassantExpired => {
            "En passant is only allowed on the move right after the double step.".into()
        }
        Illegal::MustPromote => "A pawn reaching the last rank must promote.".into(),
        Illegal::CannotPromote => "Only a pawn reaching the last rank can promote.".into(),
    }
}

/// The result in words, e.g. "Checkmate. White wins."
pub fn outcome(outcome: Outcome) -> String {
    let why = match outcome.reason {
        Reason::Checkmate => "Checkmate",
        Reason::Stalemate => "Stalemate",
        Reason::InsufficientMaterial => "Insufficient material",
        Reason::CannotForceMate => "Insufficient material (two knights cannot force mate)",
        Reason::ThreefoldRepetition => "Threefold repetition",
        Reason::FivefoldRepetition => "Fivefold repetition",
        Reason::FiftyMoveRule => "Fifty-move rule",
        Reason::SeventyFiveMoveRule => "Seventy-five-move rule",
        Reason::Resignation => match outcome.winner {
            Some(w) => return format!("{} resigned. {} wins.", color_name(!w), color_name(w)),
            None => "Resignation",
        },
        Reason::Agreement => "Draw by agreement",
        Reason::Timeout => match outcome.winner {
            Some(w) => {
                return format!(
                    "{} ran out of time. {} wins.",
                    color_name(!w),
                    color_name(w)
                )
            }
            None => "Time",
        },
        Reason::TimeoutVsInsufficientMaterial => "Time ran out, but the opponent cannot mate",
    };
    match outcome.winner {
        Some(w) => format!("{why}. {} wins.", color_name(w)),
        None if outcome.reason == Reason::Agreement => format!("{why}."),
        None => format!("{why}. Draw."),
    }
}

/// "Check!", "Discovered check!", "Double check!" with the checking pieces.
pub fn check(info: &CheckInfo) -> String {
    let kind = match info.kind {
        CheckKind::Direct => "Check",
        CheckKind::Discovered => "Discovered check",
        CheckKind::Double => "Double check: only a king move helps",
    };
    let by: Vec<String> = info
        .checkers
        .iter()
        .map(|(sq, piece)| format!("{} on {sq}", role_name(piece.role)))
        .collect();
    format!("{kind} ({}).", by.join(" and "))
}

pub fn to_move(color: Color) -> String {
    format!("{} to move", color_name(color))
}

pub const YOUR_MOVE: &str = "Your move";
pub const THINKING: &str = "Rookery is thinking…";
pub const DRAW_DECLINED: &str = "Rookery declines the draw offer.";
pub const NO_DRAW_TO_CLAIM: &str = "There is no draw to claim yet.";
pub const STORAGE_DISCARDED: &str =
    "The saved game could not be read and was discarded. A new game has started.";
pub const VIEWING: &str = "Viewing an earlier position";
pub const ENGINE_FAILED: &str =
    "Rookery's engine did not answer. Try again, or go on playing both sides yourself.";
/// The status line while the engine, to move, has failed.
pub const ENGINE_STOPPED: &str = "Waiting for the engine";
pub const RETRY: &str = "Try again";
pub const PLAY_BOTH_SIDES: &str = "Play both sides";
pub const UPDATE_AVAILABLE: &str = "A new version of Rookery is available.";
pub const UPDATE_RELOAD: &str = "Reload";

pub fn bad_fen(error: &str) -> String {
    format!("The position in the link is not valid ({error}); starting from the usual position.")
}

/// The level's name in the new-game dialog.
pub fn level_name(level: u8) -> String {
    let name = match level {
        1 => "Beginner",
        2 => "Novice",
        3 => "Casual",
        4 => "Club",
        5 => "Strong club",
        6 => "Expert",
        7 => "Master",
        _ => "Full strength",
    };
    format!("Level {level} · {name}")
}
