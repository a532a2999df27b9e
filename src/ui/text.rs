//! Every sentence the app shows, put together from the translation tables ([`msg`], see
//! `i18n/`) in the player's language: the explanations, results and statuses the rules give
//! as data become words for learners here, and nowhere else.

use super::annotated::ReadError;
use super::embed_state::EmbedProblem;
use super::i18n::{msg, Lang};
use super::profiles::{Opponent, ProfileError};
use super::state::Notice;
use crate::rules::ladder::{GameResult, Points};
use crate::rules::{
    Bitboard, CastleSide, CheckInfo, CheckKind, Color, FenError, Illegal, Outcome, PositionError,
    Reason, Role, Square,
};

/// "White" / "白方": a side, as a noun.
pub fn color_name(lang: Lang, color: Color) -> &'static str {
    match color {
        Color::White => msg::white(lang),
        Color::Black => msg::black(lang),
    }
}

fn color_adjective(lang: Lang, color: Color) -> &'static str {
    match color {
        Color::White => msg::white_adj(lang),
        Color::Black => msg::black_adj(lang),
    }
}

/// "pawn" / "兵".
pub fn role_name(lang: Lang, role: Role) -> &'static str {
    match role {
        Role::Pawn => msg::pawn(lang),
        Role::Knight => msg::knight(lang),
        Role::Bishop => msg::bishop(lang),
        Role::Rook => msg::rook(lang),
        Role::Queen => msg::queen(lang),
        Role::King => msg::king(lang),
    }
}

/// "white knight" / "白马", for screen readers.
pub fn piece_label(lang: Lang, color: Color, role: Role) -> String {
    msg::piece_label(lang, color_adjective(lang, color), role_name(lang, role))
}

fn side_name(lang: Lang, side: CastleSide) -> &'static str {
    match side {
        CastleSide::King => msg::kingside(lang),
        CastleSide::Queen => msg::queenside(lang),
    }
}

fn squares(bb: Bitboard) -> String {
    let names: Vec<String> = bb.into_iter().map(|s: Square| s.to_string()).collect();
    names.join(", ")
}

/// Why a move is refused, in words.
pub fn illegal(lang: Lang, reason: Illegal) -> String {
    let sq = |s: Square| s.to_string();
    match reason {
        Illegal::EmptySquare => msg::illegal_empty_square(lang).into(),
        Illegal::NotYourPiece => msg::illegal_not_your_piece(lang).into(),
        Illegal::NotHowItMoves(role) => msg::illegal_not_how_it_moves(lang, role_name(lang, role)),
        Illegal::PawnCapturesOnlyDiagonally => msg::illegal_pawn_captures_diagonally(lang).into(),
        Illegal::PawnBlocked(s) => msg::illegal_pawn_blocked(lang, &sq(s)),
        Illegal::PathBlocked(s) => msg::illegal_path_blocked(lang, &sq(s)),
        Illegal::OwnPieceOnTarget => msg::illegal_own_piece(lang).into(),
        Illegal::KingLeftInCheck(by) => msg::illegal_king_left_in_check(lang, &squares(by)),
        Illegal::Pinned { pinner } => msg::illegal_pinned(lang, &sq(pinner)),
        Illegal::KingNextToKing => msg::illegal_king_next_to_king(lang).into(),
        Illegal::KingIntoCheck(by) => msg::illegal_king_into_check(lang, &squares(by)),
        Illegal::CastlingKingMoved => msg::illegal_castling_king_moved(lang).into(),
        Illegal::CastlingRookMoved(side) => {
            msg::illegal_castling_rook_moved(lang, side_name(lang, side))
        }
        Illegal::CastlingPiecesBetween(bb) => {
            msg::illegal_castling_pieces_between(lang, &squares(bb))
        }
        Illegal::CastlingInCheck => msg::illegal_castling_in_check(lang).into(),
        Illegal::CastlingThroughAttack(s) => msg::illegal_castling_through_attack(lang, &sq(s)),
        Illegal::CastlingIntoCheck(s) => msg::illegal_castling_into_check(lang, &sq(s)),
        Illegal::EnPassantExpired => msg::illegal_en_passant_expired(lang).into(),
        Illegal::MustPromote => msg::illegal_must_promote(lang).into(),
        Illegal::CannotPromote => msg::illegal_cannot_promote(lang).into(),
    }
}

/// The result in words, e.g. "Checkmate. White wins."
pub fn outcome(lang: Lang, outcome: Outcome) -> String {
    let why = match outcome.reason {
        Reason::Checkmate => msg::reason_checkmate(lang),
        Reason::Stalemate => msg::reason_stalemate(lang),
        Reason::InsufficientMaterial => msg::reason_insufficient_material(lang),
        Reason::CannotForceMate => msg::reason_cannot_force_mate(lang),
        Reason::ThreefoldRepetition => msg::reason_threefold(lang),
        Reason::FivefoldRepetition => msg::reason_fivefold(lang),
        Reason::FiftyMoveRule => msg::reason_fifty_moves(lang),
        Reason::SeventyFiveMoveRule => msg::reason_seventy_five_moves(lang),
        Reason::Resignation => match outcome.winner {
            Some(w) => {
                return msg::outcome_resigned(lang, color_name(lang, !w), color_name(lang, w))
            }
            None => msg::reason_resignation(lang),
        },
        Reason::Agreement => msg::reason_agreement(lang),
        Reason::Timeout => match outcome.winner {
            Some(w) => {
                return msg::outcome_out_of_time(lang, color_name(lang, !w), color_name(lang, w))
            }
            None => msg::reason_time(lang),
        },
        Reason::TimeoutVsInsufficientMaterial => msg::reason_time_vs_insufficient(lang),
    };
    match outcome.winner {
        Some(w) => msg::outcome_wins(lang, why, color_name(lang, w)),
        None if outcome.reason == Reason::Agreement => msg::outcome_agreed(lang, why),
        None => msg::outcome_draw(lang, why),
    }
}

/// "Check (knight on f6).", "Double check: only a king move helps (…)."
pub fn check(lang: Lang, info: &CheckInfo) -> String {
    let kind = match info.kind {
        CheckKind::Direct => msg::check_direct(lang),
        CheckKind::Discovered => msg::check_discovered(lang),
        CheckKind::Double => msg::check_double(lang),
    };
    let mut by: Option<String> = None;
    for (sq, piece) in &info.checkers {
        let one = msg::checker(lang, role_name(lang, piece.role), &sq.to_string());
        by = Some(match by {
            None => one,
            Some(first) => msg::checkers_and(lang, &first, &one),
        });
    }
    msg::check_by(lang, kind, &by.unwrap_or_default())
}

pub fn to_move(lang: Lang, color: Color) -> String {
    msg::to_move(lang, color_name(lang, color))
}

/// The notice in words.
pub fn notice(lang: Lang, notice: &Notice) -> String {
    match notice {
        Notice::Refused(reason) => illegal(lang, *reason),
        Notice::DrawDeclined => msg::draw_declined(lang).into(),
        Notice::NoDrawToClaim => msg::no_draw_to_claim(lang).into(),
        Notice::StorageDiscarded => msg::storage_discarded(lang).into(),
        Notice::BadFen(e) => msg::bad_fen(lang, &fen_error(lang, e)),
        Notice::ProfilesDiscarded => msg::profiles_discarded(lang).into(),
        Notice::Imported(n) => msg::imported(lang, &n.to_string()),
        Notice::BadMoveText(e) => move_text_error(lang, e),
        Notice::HintUnrated => msg::hint_unrated(lang).into(),
        Notice::ImportFailed(ProfileError::Damaged(_)) => msg::import_damaged(lang).into(),
        Notice::ImportFailed(_) => msg::import_not_players(lang).into(),
    }
}

/// "Grade 21 · 5.50/100", "Unrated · 42.00/100", "Grade 1 · 3050.00 points".
pub fn standing(lang: Lang, points: Points) -> String {
    let (inside, _) = points.progress();
    match points.grade() {
        None => msg::unrated_progress(lang, &inside.to_string()),
        Some(1) => msg::top_grade(lang, &points.to_string()),
        Some(g) => msg::grade_progress(lang, &g.to_string(), &inside.to_string()),
    }
}

/// A change of points with its sign: "+11.23", "−11.23", "±0.00".
pub fn signed(change: Points) -> String {
    match change.0 {
        0 => "±0.00".to_string(),
        c if c > 0 => format!("+{change}"),
        _ => format!("−{}", Points(-change.0)),
    }
}

pub fn game_result(lang: Lang, result: GameResult) -> &'static str {
    match result {
        GameResult::Win => msg::result_win(lang),
        GameResult::Draw => msg::result_draw(lang),
        GameResult::Loss => msg::result_loss(lang),
    }
}

pub fn opponent(lang: Lang, opponent: &Opponent) -> String {
    match opponent {
        Opponent::Engine(level) => msg::engine_opponent(lang, &level.to_string()),
        Opponent::Player(name) => name.clone(),
    }
}

/// What is wrong with a FEN, in words.
pub fn fen_error(lang: Lang, error: &FenError) -> String {
    use FenError::*;
    let n = |v: usize| v.to_string();
    match error {
        Empty => msg::fen_empty(lang).into(),
        RankCount(count) => msg::fen_rank_count(lang, &n(*count)),
        RankLength { rank, squares } => msg::fen_rank_length(lang, &rank.to_string(), &n(*squares)),
        BoardChar(c) => msg::fen_board_char(lang, &c.to_string()),
        AdjacentDigits { rank } => msg::fen_adjacent_digits(lang, &rank.to_string()),
        MissingField(name) => {
            let field = match *name {
                "side to move" => msg::fen_field_turn(lang),
                "castling field" => msg::fen_field_castling(lang),
                "en passant field" => msg::fen_field_en_passant(lang),
                "halfmove clock" => msg::fen_field_halfmove(lang),
                "fullmove number" => msg::fen_field_fullmove(lang),
                _ => msg::fen_field_board(lang),
            };
            msg::fen_missing_field(lang, field)
        }
        ExtraField(s) => msg::fen_extra_field(lang, &short(s)),
        Turn(s) => msg::fen_turn(lang, &short(s)),
        Castling(s) => msg::fen_castling(lang, &short(s)),
        EnPassant(s) => msg::fen_en_passant(lang, &short(s)),
        HalfmoveClock(s) => msg::fen_halfmove(lang, &short(s)),
        FullmoveNumber(s) => msg::fen_fullmove(lang, &short(s)),
        Position(e) => position_error(lang, e.clone()),
    }
}

fn position_error(lang: Lang, error: PositionError) -> String {
    use PositionError::*;
    let c = |color| color_name(lang, color);
    match error {
        MissingKing(color) => msg::pos_missing_king(lang, c(color)),
        TooManyKings(color) => msg::pos_too_many_kings(lang, c(color)),
        PawnOnBackRank(sq) => msg::pos_pawn_on_back_rank(lang, &sq.to_string()),
        TooManyPawns(color) => msg::pos_too_many_pawns(lang, c(color)),
        TooManyPieces(color) => msg::pos_too_many_pieces(lang, c(color)),
        ImpossibleMaterial(color) => msg::pos_impossible_material(lang, c(color)),
        OppositeCheck => msg::pos_opposite_check(lang).into(),
        ImpossibleCheck => msg::pos_impossible_check(lang).into(),
        CastlingKingNotHome(color) => msg::pos_castling_king_not_home(lang, c(color)),
        CastlingWithoutRook(color, side) => {
            msg::pos_castling_without_rook(lang, c(color), side_name(lang, side))
        }
        DuplicateCastling(color) => msg::pos_duplicate_castling(lang, c(color)),
        BadEnPassant(sq) => msg::pos_bad_en_passant(lang, &sq.to_string()),
    }
}

/// At most 20 characters of the user's text.
fn short(text: &str) -> String {
    text.chars().take(20).collect()
}

/// The level's name in the new-game dialog: "Level 3 · Casual".
pub fn level_name(lang: Lang, level: u8) -> String {
    let name = match level {
        1 => msg::level_1(lang),
        2 => msg::level_2(lang),
        3 => msg::level_3(lang),
        4 => msg::level_4(lang),
        5 => msg::level_5(lang),
        6 => msg::level_6(lang),
        7 => msg::level_7(lang),
        _ => msg::level_8(lang),
    };
    msg::level_name(lang, &level.to_string(), name)
}

/// A problem with an embed's settings, in words (the default used is said too).
pub fn embed_problem(lang: Lang, problem: &EmbedProblem) -> String {
    use crate::rules::pgn::PgnErrorKind;
    let n = |v: usize| v.to_string();
    match problem {
        EmbedProblem::Param(p) if p.param == "solution" && p.value.is_empty() => {
            msg::embed_no_solution(lang).into()
        }
        // The value is already cut to 40 characters.
        EmbedProblem::Param(p) => msg::embed_bad_param(lang, p.param, &p.value),
        EmbedProblem::BadFen(e) => msg::embed_bad_fen(lang, &fen_error(lang, e)),
        EmbedProblem::BadPgn(ReadError::Empty) => msg::embed_pgn_empty(lang).into(),
        EmbedProblem::BadPgn(ReadError::Pgn(e)) => match &e.kind {
            PgnErrorKind::Move { text, .. } => msg::embed_pgn_move(lang, &short(text), &n(e.line)),
            PgnErrorKind::BadFen { error, .. } => msg::embed_bad_fen(lang, &fen_error(lang, error)),
            _ => msg::embed_pgn_at(lang, &n(e.line), &n(e.column)),
        },
        EmbedProblem::BadSolution { index, uci } => {
            msg::embed_bad_solution(lang, &n(*index), &short(uci))
        }
        EmbedProblem::PlyPastEnd { ply, plies } => {
            msg::embed_ply_past_end(lang, &n(*plies), &n(*ply))
        }
    }
}

/// What is wrong in a PGN game, in words (the place is said by the caller).
pub fn pgn_error(lang: Lang, kind: &crate::rules::pgn::PgnErrorKind) -> String {
    use crate::rules::pgn::PgnErrorKind;
    match kind {
        PgnErrorKind::Move { number, text, .. } => msg::pgn_error_move(lang, &short(text), number),
        PgnErrorKind::BadFen { error, .. } => msg::pgn_error_fen(lang, &fen_error(lang, error)),
        PgnErrorKind::UnterminatedComment => msg::pgn_error_comment(lang).into(),
        _ => msg::pgn_error_other(lang).into(),
    }
}

/// Why a typed move is not a move here, in words.
pub fn move_text_error(lang: Lang, error: &crate::rules::move_text::MoveTextError) -> String {
    use crate::rules::move_text::MoveTextError::*;
    match error {
        Empty => msg::move_text_empty(lang).into(),
        Unreadable(text) => msg::move_text_unreadable(lang, &short(text)),
        Ambiguous { text, candidates } => {
            msg::move_text_ambiguous(lang, &short(text), &candidates.join(" / "))
        }
        Illegal {
            text,
            reason: Some(reason),
        } => msg::move_text_illegal_because(lang, &short(text), &illegal(lang, *reason)),
        Illegal { text, reason: None } => msg::move_text_illegal(lang, &short(text)),
    }
}

/// `value` with `decimals` digits after the point (`fixed(-1.256, 2)` is `-1.26`), written with
/// integers: the web app then carries none of the standard library's float formatting.
pub fn fixed(value: f64, decimals: u32) -> String {
    let scale = 10i64.pow(decimals);
    let scaled = (value * scale as f64).round() as i64;
    let sign = if scaled < 0 { "-" } else { "" };
    let (whole, part) = (
        scaled.unsigned_abs() / scale as u64,
        scaled.unsigned_abs() % scale as u64,
    );
    if decimals == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{part:0width$}", width = decimals as usize)
    }
}
