//! The explanations API: a test for each reason a move can be refused, and for each kind of
//! check.

use rookery::rules::{
    describe_check, explain_illegal, Bitboard, CastleSide, CheckKind, Game, Illegal, Position,
    Role, Square,
};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn why(p: &Position, from: &str, to: &str) -> Option<Illegal> {
    explain_illegal(p, sq(from), sq(to), None)
}

fn squares(b: Bitboard) -> Vec<String> {
    b.into_iter().map(|s| s.to_string()).collect()
}

#[test]
fn legal_moves_have_no_explanation() {
    let p = Position::startpos();
    assert_eq!(why(&p, "e2", "e4"), None);
    assert_eq!(why(&p, "g1", "f3"), None);
}

#[test]
fn empty_square_and_not_your_piece() {
    let p = Position::startpos();
    assert_eq!(why(&p, "e4", "e5"), Some(Illegal::EmptySquare));
    assert_eq!(why(&p, "e7", "e5"), Some(Illegal::NotYourPiece));
}

#[test]
fn piece_does_not_move_like_that() {
    let p = Position::startpos();
    assert_eq!(
        why(&p, "g1", "g3"),
        Some(Illegal::NotHowItMoves(Role::Knight))
    );
    assert_eq!(
        why(&p, "e2", "e5"),
        Some(Illegal::NotHowItMoves(Role::Pawn))
    );
    let open = pos("4k3/8/8/8/3B4/8/8/4K3 w - - 0 1");
    assert_eq!(
        why(&open, "d4", "d6"),
        Some(Illegal::NotHowItMoves(Role::Bishop))
    );
}

#[test]
fn path_blocked_names_the_blocker() {
    let p = Position::startpos();
    assert_eq!(why(&p, "f1", "c4"), Some(Illegal::PathBlocked(sq("e2"))));
    assert_eq!(why(&p, "a1", "a5"), Some(Illegal::PathBlocked(sq("a2"))));
    let pawn = pos("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1");
    assert_eq!(why(&pawn, "e2", "e4"), Some(Illegal::PathBlocked(sq("e3"))));
    assert_eq!(why(&pawn, "e2", "e3"), Some(Illegal::PawnBlocked(sq("e3"))));
}

#[test]
fn own_piece_on_target() {
    let p = Position::startpos();
    assert_eq!(why(&p, "g1", "e2"), Some(Illegal::OwnPieceOnTarget));
}

#[test]
fn pawn_captures_only_diagonally() {
    let p = Position::startpos();
    assert_eq!(
        why(&p, "e2", "d3"),
        Some(Illegal::PawnCapturesOnlyDiagonally)
    );
}

#[test]
fn would_leave_the_king_in_check() {
    let p = pos("4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1");
    assert_eq!(
        why(&p, "a1", "a5"),
        Some(Illegal::KingLeftInCheck(Bitboard::from_square(sq("e2"))))
    );
}

#[test]
fn pinned_piece_names_the_pinner() {
    let p = pos("4k3/4r3/8/8/8/4N3/8/4K3 w - - 0 1");
    assert_eq!(
        why(&p, "e3", "c4"),
        Some(Illegal::Pinned { pinner: sq("e7") })
    );
}

#[test]
fn king_may_not_approach_the_other_king_or_step_into_check() {
    let p = pos("8/8/8/3k4/8/3K4/8/8 w - - 0 1");
    assert_eq!(why(&p, "d3", "d4"), Some(Illegal::KingNextToKing));
    let q = pos("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    let attacked = why(&q, "e1", "d1");
    assert_eq!(
        attacked,
        Some(Illegal::KingIntoCheck(Bitboard::from_square(sq("a1"))))
    );
}

#[test]
fn castling_reasons() {
    // Pieces in between.
    let p = Position::startpos();
    match why(&p, "e1", "g1") {
        Some(Illegal::CastlingPiecesBetween(b)) => assert_eq!(squares(b), ["f1", "g1"]),
        other => panic!("{other:?}"),
    }
    // In check.
    let check = pos("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1");
    assert_eq!(why(&check, "e1", "g1"), Some(Illegal::CastlingInCheck));
    // Passing through an attacked square, naming it.
    let through = pos("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1");
    assert_eq!(
        why(&through, "e1", "g1"),
        Some(Illegal::CastlingThroughAttack(sq("f1")))
    );
    // Landing on an attacked square.
    let onto = pos("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1");
    assert_eq!(
        why(&onto, "e1", "g1"),
        Some(Illegal::CastlingIntoCheck(sq("g1")))
    );
    // Dropping the king on its rook is the same request.
    assert_eq!(
        why(&onto, "e1", "h1"),
        Some(Illegal::CastlingIntoCheck(sq("g1")))
    );
}

#[test]
fn castling_after_king_or_rook_moved_uses_the_game_history() {
    let mut g = Game::from_position(pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    for m in ["Ke2", "Ke7", "Ke1", "Ke8"] {
        g.play_san(m).unwrap();
    }
    assert_eq!(
        g.explain_illegal(sq("e1"), sq("g1"), None),
        Some(Illegal::CastlingKingMoved)
    );
    let mut r = Game::from_position(pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    for m in ["Rh2", "Rh7", "Rh1", "Rh8", "Ra2", "Ra7", "Ra1", "Ra8"] {
        r.play_san(m).unwrap();
    }
    assert_eq!(
        r.explain_illegal(sq("e1"), sq("g1"), None),
        Some(Illegal::CastlingRookMoved(CastleSide::King))
    );
    assert_eq!(
        r.explain_illegal(sq("e1"), sq("c1"), None),
        Some(Illegal::CastlingRookMoved(CastleSide::Queen))
    );
    // From the position alone: the king is not home, so it has moved.
    let away = pos("r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1");
    assert_eq!(why(&away, "f1", "h1"), Some(Illegal::CastlingKingMoved));
    let home = pos("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
    assert_eq!(
        why(&home, "e1", "g1"),
        Some(Illegal::CastlingRookMoved(CastleSide::King))
    );
}

#[test]
fn en_passant_only_on_the_next_move() {
    let mut g = Game::from_position(pos("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"));
    g.play_san("d5").unwrap();
    assert_eq!(g.explain_illegal(sq("e5"), sq("d6"), None), None);
    g.play_san("Kf1").unwrap();
    g.play_san("Kf8").unwrap();
    assert_eq!(
        g.explain_illegal(sq("e5"), sq("d6"), None),
        Some(Illegal::EnPassantExpired)
    );
}

#[test]
fn pawn_must_promote_and_only_pawns_promote() {
    let p = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(why(&p, "a7", "a8"), Some(Illegal::MustPromote));
    assert_eq!(
        explain_illegal(&p, sq("a7"), sq("a8"), Some(Role::Knight)),
        None
    );
    assert_eq!(
        explain_illegal(&p, sq("e1"), sq("e2"), Some(Role::Queen)),
        Some(Illegal::CannotPromote)
    );
}

#[test]
fn single_discovered_and_double_checks() {
    let mut g = Game::from_position(pos("4k3/8/8/8/4N3/8/8/4RK2 w - - 0 1"));
    assert_eq!(g.describe_check(), None);
    g.play_san("Nc5").unwrap();
    let info = g.describe_check().unwrap();
    assert_eq!(info.kind, CheckKind::Discovered);
    assert_eq!(info.checkers[0].0, sq("e1"));
    g.undo();
    g.play_san("Nf6").unwrap();
    let double = g.describe_check().unwrap();
    assert_eq!(double.kind, CheckKind::Double);
    assert_eq!(double.checkers.len(), 2);
    let mut direct = Game::new();
    for m in ["e4", "f5", "Qh5"] {
        direct.play_san(m).unwrap();
    }
    assert_eq!(direct.describe_check().unwrap().kind, CheckKind::Direct);
    let p = direct.position();
    assert_eq!(describe_check(p, None).unwrap().kind, CheckKind::Direct);
}
