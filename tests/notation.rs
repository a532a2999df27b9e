//! Move notation: SAN writing with exact disambiguation, strict and lenient parsing, long
//! algebraic notation, localised piece names, and a write→parse round trip over the suite.

use rookery::rules::{PieceNames, Position, SanError};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn san_of(p: &Position, uci: &str) -> String {
    p.san(p.parse_uci_move(uci).unwrap())
}

#[test]
fn disambiguation_by_file_rank_or_both() {
    let knights = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    assert_eq!(san_of(&knights, "b1d2"), "Nbd2");
    assert_eq!(san_of(&knights, "f1d2"), "Nfd2");
    assert_eq!(san_of(&knights, "b1c3"), "Nc3");
    let rooks = pos("k7/8/8/8/8/4R3/8/4R1K1 w - - 0 1");
    assert_eq!(san_of(&rooks, "e1e2"), "R1e2");
    assert_eq!(san_of(&rooks, "e3e2"), "R3e2");
    let queens = pos("8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1");
    assert_eq!(san_of(&queens, "h4e1"), "Qh4e1");
    assert_eq!(san_of(&queens, "e4e1"), "Qee1");
    assert_eq!(san_of(&queens, "h1e1"), "Q1e1");
}

#[test]
fn pinned_piece_needs_no_disambiguation() {
    // The knight on c3 is pinned, so only the e2 knight can go to d4... and Nd4 is enough.
    let p = pos("4k3/8/8/b7/8/2N5/4N3/4K3 w - - 0 1");
    assert_eq!(san_of(&p, "e2d4"), "Nd4");
}

#[test]
fn captures_promotions_en_passant_and_castling() {
    let ruy = pos("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4");
    assert_eq!(san_of(&ruy, "b5c6"), "Bxc6");
    assert_eq!(san_of(&ruy, "e1g1"), "O-O");
    let ep = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    assert_eq!(san_of(&ep, "e5d6"), "exd6");
    let promo = pos("3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(san_of(&promo, "e7d8n"), "exd8=N");
    assert_eq!(san_of(&promo, "e7e8q"), "e8=Q+");
    assert_eq!(san_of(&promo, "e7d8q"), "exd8=Q+");
    let mate = pos("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(san_of(&mate, "e1c1"), "O-O-O");
    let rook_check = pos("8/8/8/8/8/8/7R/4K1k1 w - - 0 1");
    assert_eq!(san_of(&rook_check, "h2h1"), "Rh1+");
    let castle_check = pos("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(san_of(&castle_check, "e1g1"), "O-O+");
    let fools = pos("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    assert_eq!(san_of(&fools, "d8h4"), "Qh4#");
}

#[test]
fn castling_can_give_mate() {
    // O-O-O puts the rook on d1; the king on d8 is hemmed in by its own rooks and pawns.
    let p = pos("2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1");
    assert_eq!(san_of(&p, "e1c1"), "O-O-O#");
}

#[test]
fn strict_parsing_accepts_exactly_standard_san() {
    let p = Position::startpos();
    assert_eq!(p.parse_san("Nf3").unwrap().to_string(), "g1f3");
    assert_eq!(p.parse_san("e4").unwrap().to_string(), "e2e4");
    assert_eq!(p.parse_san("e4!?").unwrap().to_string(), "e2e4");
    assert!(matches!(
        p.parse_san("Ng1f3"),
        Err(SanError::NotStandard { .. })
    ));
    assert!(matches!(
        p.parse_san("nf3"),
        Err(SanError::NotStandard { .. })
    ));
    assert!(matches!(p.parse_san("e5"), Err(SanError::Illegal(_))));
    assert!(matches!(p.parse_san("hello"), Err(SanError::Syntax(_))));
    assert!(matches!(p.parse_san(""), Err(SanError::Syntax(_))));
}

#[test]
fn lenient_parsing_accepts_what_people_type() {
    let ruy = pos("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4");
    for (text, uci) in [
        ("O-O", "e1g1"),
        ("0-0", "e1g1"),
        ("o-o", "e1g1"),
        ("O-O+", "e1g1"),
        ("Ke1g1", "e1g1"),
        ("Bxc6", "b5c6"),
        ("Bc6", "b5c6"),
        ("Bb5xc6", "b5c6"),
        ("bb5xc6", "b5c6"),
        ("Bb5-c6", "b5c6"),
        ("B5c6", "b5c6"),
        ("Nxe5", "f3e5"),
        ("ng1-f3", "f3g1"),
        ("d4", "d2d4"),
        ("d2-d4", "d2d4"),
        ("d2d4", "d2d4"),
        ("Pd4", "d2d4"),
        ("b3", "b2b3"),
        ("Bf1", "b5f1"),
    ] {
        if text == "ng1-f3" {
            // The knight is on f3, not g1: this one must fail.
            assert!(ruy.parse_san_lenient(text).is_err());
            continue;
        }
        let mv = ruy
            .parse_san_lenient(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(mv.to_string(), uci, "{text}");
    }
    let start = Position::startpos();
    assert_eq!(
        start.parse_san_lenient("ng1-f3").unwrap().to_string(),
        "g1f3"
    );
    assert_eq!(
        start.parse_san_lenient("Ng1f3").unwrap().to_string(),
        "g1f3"
    );
    assert_eq!(start.parse_san_lenient("e4+").unwrap().to_string(), "e2e4");
    // `b` is a pawn file first: b4 is the pawn, and `bb3`... the b-pawn too.
    assert_eq!(start.parse_san_lenient("b4").unwrap().to_string(), "b2b4");
    let promo = pos("3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1");
    for (text, uci) in [
        ("e8=Q", "e7e8q"),
        ("e8Q", "e7e8q"),
        ("e8=q", "e7e8q"),
        ("e8q", "e7e8q"),
        ("e7e8q", "e7e8q"),
        ("exd8=N", "e7d8n"),
        ("exd8N", "e7d8n"),
        ("ed8=R+", "e7d8r"),
        ("e7xd8=B", "e7d8b"),
    ] {
        let mv = promo
            .parse_san_lenient(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(mv.to_string(), uci, "{text}");
    }
}

#[test]
fn lowercase_b_is_a_pawn_first_then_a_bishop() {
    // Both the b-pawn (b2xc3) and the bishop on d2 (Bxc3) can capture on c3.
    let p = pos("4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1");
    assert_eq!(p.parse_san_lenient("bxc3").unwrap().to_string(), "b2c3");
    assert_eq!(p.parse_san_lenient("Bxc3").unwrap().to_string(), "d2c3");
    // Only the bishop can reach e3: lowercase `be3` means the bishop.
    assert_eq!(p.parse_san_lenient("be3").unwrap().to_string(), "d2e3");
}

#[test]
fn errors_tell_junk_from_illegal_from_ambiguous() {
    let knights = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    match knights.parse_san_lenient("Nd2") {
        Err(SanError::Ambiguous { candidates, .. }) => {
            assert_eq!(candidates, ["Nbd2", "Nfd2"]);
        }
        other => panic!("{other:?}"),
    }
    let err = knights.parse_san_lenient("Nd2").unwrap_err().to_string();
    assert_eq!(err, "Nd2 is ambiguous: Nbd2 or Nfd2?");
    assert!(matches!(
        knights.parse_san_lenient("Nd4"),
        Err(SanError::Illegal(_))
    ));
    for junk in [
        "", "x", "Zf3", "N", "e9", "i4", "Nf3f3f3", "O-O-O-O", "==Q", "8=Q", "\u{4e2d}",
    ] {
        assert!(
            matches!(knights.parse_san_lenient(junk), Err(SanError::Syntax(_))),
            "{junk}"
        );
    }
    let promo = pos("3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        promo.parse_san_lenient("e8").unwrap_err().to_string(),
        "e8 is ambiguous: e8=Q+ or e8=R+ or e8=B or e8=N?"
    );
}

#[test]
fn long_algebraic_as_the_seeds_write_it() {
    let start = Position::startpos();
    let la = |p: &Position, uci: &str| p.long_algebraic(p.parse_uci_move(uci).unwrap());
    assert_eq!(la(&start, "g1f3"), "Ng1-f3");
    assert_eq!(la(&start, "e2e4"), "e2-e4");
    let ruy = pos("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4");
    assert_eq!(la(&ruy, "b5c6"), "Bb5xc6");
    assert_eq!(la(&ruy, "e1g1"), "O-O");
    let promo = pos("3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(la(&promo, "e7d8q"), "e7xd8=Q+");
}

#[test]
fn localised_piece_names() {
    let start = Position::startpos();
    let mv = start.parse_uci_move("g1f3").unwrap();
    assert_eq!(start.san_with(mv, &PieceNames::CHINESE), "马f3");
    assert_eq!(start.san_with(mv, &PieceNames::FIGURINE), "♘f3");
    assert_eq!(
        start.long_algebraic_with(mv, &PieceNames::CHINESE),
        "马g1-f3"
    );
}

#[test]
fn san_round_trips_for_every_move_of_the_perft_suite() {
    let mut checked = 0;
    for line in include_str!("data/perft.epd").lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let fen = line.split(';').next().unwrap().trim();
        let p = Position::from_fen_relaxed(fen).unwrap();
        for &mv in p.legal_moves().iter() {
            let san = p.san(mv);
            assert_eq!(p.parse_san(&san), Ok(mv), "{fen} {san}");
            assert_eq!(p.parse_san_lenient(&san), Ok(mv), "{fen} {san}");
            let la = p.long_algebraic(mv);
            assert_eq!(p.parse_san_lenient(&la), Ok(mv), "{fen} {la}");
            assert_eq!(p.parse_san_lenient(&mv.to_uci(false)), Ok(mv), "{fen} {mv}");
            checked += 1;
        }
    }
    assert!(checked > 1500, "{checked}");
}
