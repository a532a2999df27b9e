//! One test per rule the seeds teach: piece moves, kings, pins, castling, en passant,
//! promotion, check and its answers.

use rookery::rules::{Color, GenType, Move, MoveKind, MoveList, Position, Role, Square};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn uci(list: &MoveList) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn moves_from(p: &Position, from: &str) -> Vec<String> {
    uci(&p.moves_from(sq(from)))
}

/// Plays moves given in UCI notation.
fn play(p: &Position, moves: &str) -> Position {
    let mut p = p.clone();
    for m in moves.split_whitespace() {
        let mv = p
            .parse_uci_move(m)
            .unwrap_or_else(|e| panic!("{m} in {}: {e}", p.to_fen()));
        p.play_unchecked(mv);
    }
    p
}

fn has(p: &Position, m: &str) -> bool {
    p.parse_uci_move(m).is_ok()
}

#[test]
fn start_position_has_twenty_moves() {
    assert_eq!(Position::startpos().legal_moves().len(), 20);
}

#[test]
fn knight_jumps_over_pieces() {
    let p = Position::startpos();
    assert_eq!(moves_from(&p, "g1"), ["g1f3", "g1h3"]);
}

#[test]
fn bishop_rook_queen_slide_until_blocked() {
    let p = pos("4k3/8/8/8/3Q4/8/3P4/4K3 w - - 0 1");
    let q = moves_from(&p, "d4");
    assert!(q.contains(&"d4d8".to_string()) && q.contains(&"d4a7".to_string()));
    assert!(!q.contains(&"d4d2".to_string()) && !q.contains(&"d4d1".to_string()));
    assert_eq!(q.len(), 25);
    let r = pos("4k3/8/8/8/3R4/8/8/4K3 w - - 0 1");
    assert_eq!(moves_from(&r, "d4").len(), 14);
    let b = pos("4k3/8/8/8/3B4/8/8/4K3 w - - 0 1");
    assert_eq!(moves_from(&b, "d4").len(), 13);
}

#[test]
fn pawns_push_one_or_two_and_capture_diagonally() {
    let p = pos("4k3/8/8/8/8/2p5/1P6/4K3 w - - 0 1");
    assert_eq!(moves_from(&p, "b2"), ["b2b3", "b2b4", "b2c3"]);
    let blocked = pos("4k3/8/8/8/1p6/8/1P6/4K3 w - - 0 1");
    assert_eq!(moves_from(&blocked, "b2"), ["b2b3"]);
    let black = pos("4k3/3p4/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(moves_from(&black, "d7"), ["d7d5", "d7d6"]);
}

#[test]
fn kings_never_stand_next_to_each_other() {
    let p = pos("8/8/8/3k4/8/3K4/8/8 w - - 0 1");
    let m = moves_from(&p, "d3");
    assert_eq!(m, ["d3c2", "d3c3", "d3d2", "d3e2", "d3e3"]);
}

#[test]
fn no_move_may_leave_the_own_king_attacked() {
    // The king may not step onto a square the bishop sees, even behind itself.
    let p = pos("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    assert_eq!(moves_from(&p, "e1"), ["e1d1", "e1e2", "e1f1"]);
    let q = pos("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    assert_eq!(moves_from(&q, "e1"), ["e1d2", "e1e2", "e1f2"]);
}

#[test]
fn pinned_piece_moves_only_along_the_pin() {
    let p = pos("4k3/4r3/8/8/8/4R3/8/4K3 w - - 0 1");
    assert_eq!(
        moves_from(&p, "e3"),
        ["e3e2", "e3e4", "e3e5", "e3e6", "e3e7"]
    );
    let knight = pos("4k3/4r3/8/8/8/4N3/8/4K3 w - - 0 1");
    assert!(moves_from(&knight, "e3").is_empty());
    assert_eq!(knight.pinned().into_iter().collect::<Vec<_>>(), [sq("e3")]);
}

#[test]
fn castling_both_ways() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(has(&p, "e1g1") && has(&p, "e1c1"));
    let after = play(&p, "e1g1");
    assert_eq!(after.piece_at(sq("g1")).unwrap().role, Role::King);
    assert_eq!(after.piece_at(sq("f1")).unwrap().role, Role::Rook);
    assert!(after.piece_at(sq("h1")).is_none());
    let long = play(&p, "e1c1");
    assert_eq!(long.piece_at(sq("c1")).unwrap().role, Role::King);
    assert_eq!(long.piece_at(sq("d1")).unwrap().role, Role::Rook);
    assert_eq!(long.to_fen(), "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1");
    let black = play(&p, "a1b1 e8c8");
    assert_eq!(black.to_fen(), "2kr3r/8/8/8/8/8/8/1R2K2R w K - 2 2");
}

#[test]
fn castling_refused_after_king_moved_even_if_it_came_back() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let back = play(&p, "e1e2 e8e7 e2e1 e7e8");
    assert!(!has(&back, "e1g1") && !has(&back, "e1c1"));
    assert!(!has(&play(&back, "a1a2"), "e8g8"));
    assert_eq!(back.to_fen(), "r3k2r/8/8/8/8/8/8/R3K2R w - - 4 3");
}

#[test]
fn castling_refused_after_that_rook_moved_even_if_it_came_back() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let back = play(&p, "h1h2 a8a7 h2h1 a7a8");
    assert!(!has(&back, "e1g1"));
    assert!(has(&back, "e1c1"));
    let black = play(&back, "a1b1");
    assert!(has(&black, "e8g8") && !has(&black, "e8c8"));
}

#[test]
fn castling_right_lost_when_the_rook_is_captured() {
    let p = pos("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1");
    let after = play(&p, "g2h1");
    assert!(!after
        .castling_rights()
        .has(Color::White, rookery::rules::CastleSide::King));
    assert!(!has(&after, "e1g1"));
}

#[test]
fn castling_refused_with_a_piece_between() {
    let p = pos("r3k2r/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1");
    assert!(!has(&p, "e1g1") && !has(&p, "e1c1"));
    // On the queen side b1 must be empty too, though the king never crosses it.
    let b1 = pos("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1");
    assert!(!has(&b1, "e1c1") && has(&b1, "e1g1"));
}

#[test]
fn castling_refused_while_in_check() {
    let p = pos("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1");
    assert!(p.is_check());
    assert!(!has(&p, "e1g1") && !has(&p, "e1c1"));
}

#[test]
fn castling_refused_through_or_onto_an_attacked_square() {
    // f1 attacked: no O-O; d1 is free so O-O-O is fine.
    let through = pos("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1");
    assert!(!has(&through, "e1g1") && has(&through, "e1c1"));
    // g1 attacked: no O-O.
    let onto = pos("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1");
    assert!(!has(&onto, "e1g1"));
    // Only b1 attacked: O-O-O is still allowed (the king never crosses b1).
    let b1 = pos("4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1");
    assert!(has(&b1, "e1c1"));
}

#[test]
fn en_passant_only_right_after_the_double_step() {
    let p = pos("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    let now = play(&p, "d7d5");
    assert_eq!(now.ep_square(), Some(sq("d6")));
    let ep = now.parse_uci_move("e5d6").unwrap();
    assert_eq!(ep.kind(), MoveKind::EnPassant);
    let taken = play(&now, "e5d6");
    assert!(taken.piece_at(sq("d5")).is_none());
    assert_eq!(taken.halfmove_clock(), 0);
    let later = play(&now, "e1e2 e8e7");
    assert!(!has(&later, "e5d6"));
}

#[test]
fn en_passant_refused_when_it_exposes_the_king_along_the_rank() {
    let p = pos("8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1");
    assert!(!has(&p, "e4d3"));
    assert_eq!(
        p.ep_square(),
        None,
        "no legal capture: no en passant square"
    );
    assert_eq!(p.to_fen(), "8/8/8/8/k2Pp2Q/8/8/4K3 b - - 0 1");
}

#[test]
fn en_passant_captures_a_checking_pawn() {
    let p = pos("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
    assert!(p.is_check());
    assert!(has(&p, "e4d3"));
}

#[test]
fn promotion_offers_four_pieces_and_is_compulsory() {
    let p = pos("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    let m = moves_from(&p, "a7");
    assert_eq!(
        m,
        ["a7a8b", "a7a8n", "a7a8q", "a7a8r", "a7b8b", "a7b8n", "a7b8q", "a7b8r"]
    );
    assert!(p.parse_uci_move("a7a8").is_err());
    let knight = play(&p, "a7b8n");
    assert_eq!(knight.piece_at(sq("b8")).unwrap().role, Role::Knight);
}

#[test]
fn check_is_answered_by_capture_king_move_or_interposition() {
    let p = pos("4k3/8/8/8/8/8/8/r3K2R w K - 0 1");
    assert!(p.is_check());
    let ev = uci(&p.evasions());
    assert_eq!(ev, uci(&p.legal_moves()));
    assert!(ev.contains(&"e1e2".to_string()));
    assert!(!ev.contains(&"e1g1".to_string()));
    let interpose = pos("4k3/8/8/8/8/8/3R4/r3K3 w - - 0 1");
    assert!(has(&interpose, "d2d1"));
    assert!(!has(&interpose, "d2d3"));
    let capture = pos("4k3/8/8/8/8/8/R7/r3K3 w - - 0 1");
    assert!(has(&capture, "a2a1"));
}

#[test]
fn double_check_allows_only_king_moves() {
    // Rook on e8 and bishop on b4 both check the king on e1.
    // The queen could capture the bishop or block the rook, but neither answers both checks.
    let p = pos("4r1k1/8/8/8/1b6/8/8/2Q1K3 w - - 0 1");
    assert_eq!(p.checkers().count(), 2);
    assert!(!p.legal_moves().is_empty());
    assert!(p.legal_moves().iter().all(|m| m.from() == sq("e1")));
    assert!(!has(&p, "c1b2") && !has(&p, "c1e3"));
}

#[test]
fn no_interposing_against_knight_or_pawn_checks() {
    let knight = pos("4k3/8/8/8/8/3n4/8/R3K3 w - - 0 1");
    assert!(knight.is_check());
    assert!(knight
        .legal_moves()
        .iter()
        .all(|m| m.from() == sq("e1") || m.to() == sq("d3")));
    let pawn = pos("4k3/8/8/8/8/8/3p4/4K2R w - - 0 1");
    assert!(pawn.is_check());
    assert!(pawn.legal_moves().iter().all(|m| m.from() == sq("e1")));
}

#[test]
fn discovered_and_double_checks_are_recognised() {
    // Moving the knight off the e-file uncovers the rook: a discovered check.
    let p = pos("4k3/8/8/8/4N3/8/8/4RK2 w - - 0 1");
    let disc = p.parse_uci_move("e4c5").unwrap();
    assert!(p.gives_check(disc));
    let after = play(&p, "e4c5");
    assert_eq!(after.checkers().into_iter().collect::<Vec<_>>(), [sq("e1")]);
    // Nf6+ uncovers the rook and checks with the knight as well: double check.
    let double = play(&p, "e4f6");
    assert_eq!(double.checkers().count(), 2);
    let quiet = p.parse_uci_move("f1g1").unwrap();
    assert!(!p.gives_check(quiet));
}

#[test]
fn captures_and_quiets_split_all_moves() {
    let p = pos("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    let mut caps = MoveList::new();
    p.generate(GenType::Captures, &mut caps);
    let mut quiet = MoveList::new();
    p.generate(GenType::Quiets, &mut quiet);
    assert_eq!(caps.len(), 8);
    assert_eq!(caps.len() + quiet.len(), 48);
    assert!(caps.iter().all(|m| p.piece_at(m.to()).is_some()));
    assert!(p.evasions().is_empty());
}

#[test]
fn is_legal_rejects_moves_from_elsewhere() {
    let p = Position::startpos();
    let e4 = Move::normal(sq("e2"), sq("e4"));
    assert!(p.is_legal(e4));
    assert!(!p.is_legal(Move::normal(sq("e2"), sq("e5"))));
    assert!(!p.is_legal(Move::normal(sq("e7"), sq("e5"))));
    assert!(!p.is_legal(Move::en_passant(sq("e2"), sq("e3"))));
    assert!(!p.is_legal(Move::castle(sq("e1"), sq("h1"))));
    for bits in 0..=u16::MAX {
        if let Some(m) = Move::from_bits(bits) {
            assert_eq!(p.is_legal(m), p.legal_moves().contains(&m), "{m:?}");
        }
    }
}

#[test]
fn halfmove_clock_and_move_number() {
    let p = play(&Position::startpos(), "g1f3 g8f6 f3g1");
    assert_eq!(p.halfmove_clock(), 3);
    assert_eq!(p.fullmove_number(), 2);
    assert_eq!(play(&p, "e7e5").halfmove_clock(), 0);
}

#[test]
fn chess960_castling_in_relaxed_positions() {
    // King on c1 with rooks on a1 and e1: O-O moves the king to g1, O-O-O leaves it on c1.
    let p = Position::from_fen_relaxed("r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1")
        .unwrap();
    let castles: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.is_castle())
        .map(|m| m.to_uci(true))
        .collect();
    assert_eq!(castles, ["c1a1", "c1e1"]);
    assert!(Position::from_fen("r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1").is_err());
}

#[test]
fn zobrist_key_tracks_position_not_history() {
    let a = play(&Position::startpos(), "g1f3 g8f6 f3g1 f6g8");
    assert_eq!(a.key(), Position::startpos().key());
    let b = play(&Position::startpos(), "e2e4");
    let c = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(b.key(), c.key());
    assert_eq!(b.ep_square(), None, "no black pawn can capture on e3");
}
