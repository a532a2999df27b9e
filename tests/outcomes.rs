//! Every way a game ends: a test per rule, including the corner cases of repetition and the
//! move-count rules.

use rookery::rules::{Color, Game, GameError, Outcome, Position, Reason};

fn game(fen: &str) -> Game {
    Game::from_position(Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}")))
}

fn play(g: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        g.play_san(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

#[test]
fn fools_mate_is_checkmate() {
    let mut g = Game::new();
    play(&mut g, "f3 e5 g4 Qh4#");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::Black, Reason::Checkmate))
    );
    assert_eq!(g.outcome().unwrap().result(), "0-1");
    assert!(matches!(g.play_san("a3"), Err(GameError::GameOver(_))));
}

#[test]
fn stalemate_is_a_draw() {
    let mut g = game("7k/8/6Q1/8/8/8/8/K7 w - - 0 1");
    assert_eq!(g.outcome(), None);
    play(&mut g, "Qf7");
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::Stalemate)));
}

#[test]
fn insufficient_material_dead_positions() {
    for fen in [
        "8/8/4k3/8/8/3K4/8/8 w - - 0 1",
        "8/8/4k3/8/8/3K4/3B4/8 w - - 0 1",
        "8/8/4k3/8/8/3K4/3N4/8 b - - 0 1",
        "8/8/4k3/8/5b2/3K4/3B4/8 w - - 0 1",
        "8/8/4k3/2b5/5b2/3K4/3B4/4B3 w - - 0 1",
    ] {
        assert_eq!(
            game(fen).outcome(),
            Some(Outcome::draw(Reason::InsufficientMaterial)),
            "{fen}"
        );
    }
    // Not dead: opposite-coloured bishops, bishop v knight, a pawn, a rook.
    for fen in [
        "8/8/4k3/8/4b3/3K4/3B4/8 w - - 0 1",
        "8/8/4k3/8/4n3/3K4/3B4/8 w - - 0 1",
        "8/8/4k3/8/8/3K4/3P4/8 w - - 0 1",
        "8/8/4k3/8/8/3K4/3R4/8 w - - 0 1",
    ] {
        assert_eq!(game(fen).outcome(), None, "{fen}");
    }
}

#[test]
fn capture_into_insufficient_material_ends_the_game() {
    let mut g = game("8/8/4k3/4r3/8/3K4/3B4/8 b - - 0 1");
    play(&mut g, "Rd5+ Kc4 Rxd2");
    assert_eq!(g.outcome(), None, "K+R v K still goes on");
    let mut h = game("8/8/4k3/8/3r4/3K4/3B4/8 w - - 0 1");
    play(&mut h, "Kxd4");
    assert_eq!(
        h.outcome(),
        Some(Outcome::draw(Reason::InsufficientMaterial))
    );
}

#[test]
fn two_knights_cannot_force_mate_switchable() {
    let fen = "8/8/4k3/8/8/3K4/3NN3/8 w - - 0 1";
    assert_eq!(
        game(fen).outcome(),
        Some(Outcome::draw(Reason::CannotForceMate))
    );
    let mut fide = game(fen);
    fide.rules.two_knights_draw = false;
    assert_eq!(fide.outcome(), None);
}

#[test]
fn threefold_repetition_is_claimable_fivefold_automatic() {
    let mut g = Game::new();
    let shuffle = "Nf3 Nf6 Ng1 Ng8";
    play(&mut g, shuffle);
    assert_eq!(g.repetitions(), 2);
    assert_eq!(g.claimable_draw(), None);
    assert_eq!(g.claim_draw(), Err(GameError::NoDrawToClaim));
    play(&mut g, shuffle);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.claimable_draw(), Some(Reason::ThreefoldRepetition));
    assert_eq!(g.outcome(), None, "threefold must be claimed");
    play(&mut g, shuffle);
    play(&mut g, shuffle);
    assert_eq!(g.repetitions(), 5);
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::FivefoldRepetition)));
}

#[test]
fn claiming_threefold_ends_the_game() {
    let mut g = Game::new();
    play(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    assert_eq!(
        g.claim_draw(),
        Ok(Outcome::draw(Reason::ThreefoldRepetition))
    );
    assert_eq!(g.outcome().unwrap().result(), "1/2-1/2");
}

#[test]
fn repetition_differs_by_castling_rights() {
    // The rook goes out and back: the placement repeats but White has lost O-O.
    let mut g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play(&mut g, "Rh2 Rh7 Rh1 Rh8");
    assert_eq!(g.repetitions(), 1, "castling rights differ from the start");
    play(&mut g, "Rh2 Rh7 Rh1 Rh8");
    assert_eq!(g.repetitions(), 2);
    play(&mut g, "Rh2 Rh7 Rh1 Rh8");
    assert_eq!(g.repetitions(), 3);
}

#[test]
fn repetition_ignores_an_en_passant_right_that_is_not_really_there() {
    // After 1.e4 no black pawn can capture en passant: the position equals one without it.
    let mut g = Game::new();
    play(&mut g, "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8 Ng1");
    // After 1.e4 (ply 1) and after ply 5 and 9: the same position, Black to move.
    assert_eq!(g.repetitions(), 3);
}

#[test]
fn repetition_counts_a_real_en_passant_right() {
    // Black's d-pawn double-steps next to the white e5 pawn: en passant is possible once, so
    // the position right after d5 differs from the same placement later.
    let mut g = game("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(&mut g, "d5 Kf1 Kf8 Ke1 Ke8");
    assert_eq!(g.repetitions(), 1);
    play(&mut g, "Kf1 Kf8 Ke1 Ke8");
    assert_eq!(g.repetitions(), 2);
}

#[test]
fn fifty_move_rule_claimable_seventy_five_automatic() {
    let mut g = game("8/8/4k3/8/8/3K4/3R4/8 w - - 99 80");
    assert_eq!(g.claimable_draw(), None);
    play(&mut g, "Rd1");
    assert_eq!(g.position().halfmove_clock(), 100);
    assert_eq!(g.claimable_draw(), Some(Reason::FiftyMoveRule));
    assert_eq!(g.outcome(), None);
    let mut h = game("8/8/4k3/8/8/3K4/3R4/8 w - - 149 80");
    play(&mut h, "Rd1");
    assert_eq!(
        h.outcome(),
        Some(Outcome::draw(Reason::SeventyFiveMoveRule))
    );
}

#[test]
fn fifty_move_count_resets_on_capture_and_pawn_move() {
    let mut g = game("8/8/4k3/8/3p4/3K4/3R4/8 w - - 98 80");
    play(&mut g, "Kxd4");
    assert_eq!(g.position().halfmove_clock(), 0);
    let mut h = game("8/8/4k3/8/8/4K3/3P4/8 w - - 98 80");
    play(&mut h, "d4");
    assert_eq!(h.position().halfmove_clock(), 0);
}

#[test]
fn mate_on_the_hundredth_half_move_takes_precedence() {
    let mut g = game("7k/8/6K1/8/8/8/8/R7 w - - 99 80");
    play(&mut g, "Ra8#");
    assert_eq!(g.position().halfmove_clock(), 100);
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, Reason::Checkmate))
    );
    assert_eq!(g.claimable_draw(), None);
    let mut h = game("7k/8/6K1/8/8/8/8/R7 w - - 149 80");
    play(&mut h, "Ra8#");
    assert_eq!(
        h.outcome(),
        Some(Outcome::win(Color::White, Reason::Checkmate))
    );
}

#[test]
fn resignation_agreement_and_time() {
    let mut g = Game::new();
    assert_eq!(
        g.resign(Color::White),
        Ok(Outcome::win(Color::Black, Reason::Resignation))
    );
    assert!(matches!(g.agree_draw(), Err(GameError::GameOver(_))));
    let mut d = Game::new();
    assert_eq!(d.agree_draw(), Ok(Outcome::draw(Reason::Agreement)));
    let mut t = Game::new();
    assert_eq!(
        t.flag(Color::Black),
        Ok(Outcome::win(Color::White, Reason::Timeout))
    );
}

#[test]
fn time_forfeit_is_a_draw_when_the_opponent_cannot_mate() {
    for fen in [
        "8/8/4k3/8/8/3K4/3Q4/8 w - - 0 1",
        "8/8/4k3/4b3/8/3K4/3Q4/8 w - - 0 1",
        "8/8/4k3/4n3/8/3K4/3Q4/8 w - - 0 1",
    ] {
        let mut g = game(fen);
        assert_eq!(
            g.flag(Color::White),
            Ok(Outcome::draw(Reason::TimeoutVsInsufficientMaterial)),
            "{fen}"
        );
    }
    let mut g = game("8/8/4k3/4p3/8/3K4/3Q4/8 w - - 0 1");
    assert_eq!(
        g.flag(Color::White),
        Ok(Outcome::win(Color::Black, Reason::Timeout))
    );
}

#[test]
fn takeback_restores_everything() {
    let mut g = Game::new();
    play(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    assert_eq!(g.claimable_draw(), Some(Reason::ThreefoldRepetition));
    assert_eq!(g.undo().map(|m| m.to_string()), Some("f6g8".to_string()));
    assert_eq!(g.claimable_draw(), None);
    assert_eq!(
        g.repetitions(),
        2,
        "the knight on f6 position occurred twice"
    );
    let mut m = Game::new();
    play(&mut m, "f3 e5 g4 Qh4#");
    m.undo();
    assert_eq!(m.outcome(), None);
    m.resign(Color::White).unwrap();
    m.undo();
    assert_eq!(
        m.outcome(),
        None,
        "a takeback also takes back the resignation"
    );
    assert_eq!(m.moves().len(), 2);
    assert_eq!(
        m.position().to_fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2"
    );
    let mut empty = Game::new();
    assert_eq!(empty.undo(), None);
}
