//! The app's plain-Rust parts, natively (feature `ssr`): the game-flow reducer, the pointer
//! state machine and pixel geometry, the clocks, the saved-game format and the address
//! parameters. Run with `cargo test --features ssr --test ui_state`.
#![cfg(feature = "ssr")]

use rookery::rules::{Color, Illegal, Position, Reason, Role, Square};
use rookery::search::Score;
use rookery::ui::clock::{format_ms, Clocks, TimeControl};
use rookery::ui::drag::{Drag, Gesture};
use rookery::ui::engine_supervisor::{self, Command, Supervisor};
use rookery::ui::geometry::{cell_of, square_at, BoardRect, Point};
use rookery::ui::i18n::{msg, Lang};
use rookery::ui::state::{Action, AppState, Mode, Notice, Settings};
use rookery::ui::{storage, text, url_params};
use rookery::worker_protocol::{Reply, SearchRequest};

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn two_players() -> Settings {
    Settings {
        mode: Mode::TwoPlayers { auto_flip: false },
        level: 2,
        time: None,
        players: None,
    }
}

fn from_fen(fen: &str, settings: Settings) -> AppState {
    AppState::new(settings, Some(Position::from_fen(fen).unwrap()), 0.0)
}

fn try_move(state: &mut AppState, from: &str, to: &str) {
    state.apply(Action::TryMove {
        from: sq(from),
        to: sq(to),
        now: 0.0,
    });
}

/// The engine answers search `id` with `uci`, scoring it `cp` for itself.
fn engine_replies(state: &mut AppState, id: u32, uci: &str, cp: i32) {
    state.apply(Action::EngineMove {
        id,
        uci: Some(uci.into()),
        score: Score::Cp(cp),
        now: 0.0,
    });
}

/// The engine answers search `id` with `uci` at time `now`.
fn engine_replies_at(state: &mut AppState, id: u32, uci: &str, now: f64) {
    state.apply(Action::EngineMove {
        id,
        uci: Some(uci.into()),
        score: Score::Cp(0),
        now,
    });
}

fn sans(state: &AppState) -> Vec<String> {
    state.game.san_moves()
}

// ---- geometry and pointer ----

/// A click (press and release without travelling) on `square`.
fn click(d: &mut Drag, square: &str, movable: bool, is_dest: bool) -> Gesture {
    let at = Point { x: 5.0, y: 5.0 };
    match d.down(Some(sq(square)), at, movable, is_dest) {
        Gesture::None => d.up(Some(sq(square))),
        gesture => gesture,
    }
}

#[test]
fn pixels_map_to_squares_in_both_orientations() {
    let rect = BoardRect {
        left: 100.0,
        top: 50.0,
        width: 400.0,
        height: 400.0,
    };
    let at = |x, y, o| square_at(Point { x, y }, rect, o);
    assert_eq!(at(101.0, 51.0, Color::White), Some(sq("a8")));
    assert_eq!(at(499.0, 449.0, Color::White), Some(sq("h1")));
    assert_eq!(at(101.0, 51.0, Color::Black), Some(sq("h1")));
    assert_eq!(at(499.0, 449.0, Color::Black), Some(sq("a8")));
    assert_eq!(
        at(125.0 + 50.0 * 4.0, 425.0 - 50.0 * 3.0, Color::White),
        Some(sq("e4"))
    );
    assert_eq!(at(99.0, 200.0, Color::White), None);
    assert_eq!(
        at(300.0, 450.0, Color::White),
        None,
        "the bottom edge is outside"
    );
    // Every square's centre maps back to it.
    for i in 0..64 {
        let s = Square::new(i);
        for o in [Color::White, Color::Black] {
            let (col, row) = cell_of(s, o);
            let centre = Point {
                x: 100.0 + 50.0 * col as f64 + 25.0,
                y: 50.0 + 50.0 * row as f64 + 25.0,
            };
            assert_eq!(square_at(centre, rect, o), Some(s));
        }
    }
    // The bottom-right square is light from both sides.
    assert_eq!(cell_of(sq("h1"), Color::White), (7, 7));
    assert_eq!(cell_of(sq("a8"), Color::Black), (7, 7));
    assert!(sq("h1").is_light() && sq("a8").is_light());
}

#[test]
fn drag_and_drop_and_click_click() {
    let p = |x| Point { x, y: 0.0 };
    // Drag: press, travel, release elsewhere.
    let mut d = Drag::default();
    assert_eq!(d.down(Some(sq("e2")), p(0.0), true, false), Gesture::None);
    assert!(!d.moved(p(2.0)), "under the threshold it is still a click");
    assert!(d.moved(p(30.0)));
    assert_eq!(d.dragged(), Some((sq("e2"), 30.0, 0.0)));
    assert_eq!(
        d.up(Some(sq("e4"))),
        Gesture::Move {
            from: sq("e2"),
            to: sq("e4")
        }
    );
    assert_eq!(d, Drag::default());

    // Dropped back on its square or off the board: nothing happens, still selected.
    let mut d = Drag::default();
    d.down(Some(sq("g1")), p(0.0), true, false);
    d.moved(p(40.0));
    assert_eq!(d.up(None), Gesture::None);
    assert_eq!(d.selected, Some(sq("g1")));

    // Click-click: select, then click a destination (or any square that is not one's own
    // piece: an attempt the game refuses with a reason).
    for (target, is_dest) in [("f3", true), ("g4", false)] {
        let mut d = Drag::default();
        assert_eq!(click(&mut d, "g1", true, false), Gesture::None);
        assert_eq!(d.selected, Some(sq("g1")));
        assert_eq!(
            d.down(Some(sq(target)), p(0.0), false, is_dest),
            Gesture::Move {
                from: sq("g1"),
                to: sq(target)
            }
        );
    }
    // Clicking another own piece switches the selection; clicking the same one drops it.
    let mut d = Drag::default();
    click(&mut d, "g1", true, false);
    assert_eq!(click(&mut d, "b1", true, false), Gesture::None);
    assert_eq!(d.selected, Some(sq("b1")));
    click(&mut d, "b1", true, false);
    assert_eq!(d.selected, None);
    // A cancelled pointer snaps back.
    let mut d = Drag::default();
    d.down(Some(sq("e2")), p(0.0), true, false);
    d.moved(p(50.0));
    d.cancel();
    assert_eq!(d.dragged(), None);
    assert_eq!(d.up(Some(sq("e4"))), Gesture::None);
}

// ---- the reducer ----

#[test]
fn first_visit_is_white_against_level_2_and_the_engine_is_asked_after_a_move() {
    let mut s = AppState::default();
    assert_eq!(
        s.settings.mode,
        Mode::Engine {
            human: Color::White
        }
    );
    assert_eq!(s.settings.level, 2);
    assert!(s.human_can_move());
    assert_eq!(s.search, None);
    assert_eq!(s.destinations().len(), 10, "8 pawns and 2 knights can move");
    try_move(&mut s, "e2", "e4");
    assert_eq!(sans(&s), ["e4"]);
    let id = s.search.expect("the engine is asked to move");
    assert!(!s.human_can_move());
    assert!(s.destinations().is_empty());
    // A stale answer is ignored; the right one is played.
    engine_replies(&mut s, id + 7, "e7e5", 0);
    assert_eq!(sans(&s), ["e4"]);
    engine_replies(&mut s, id, "c7c5", 10);
    assert_eq!(sans(&s), ["e4", "c5"]);
    assert_eq!(s.search, None);
    assert!(s.human_can_move());
}

#[test]
fn playing_black_the_engine_moves_first() {
    let settings = Settings {
        mode: Mode::Engine {
            human: Color::Black,
        },
        ..Settings::default()
    };
    let s = AppState::new(settings, None, 0.0);
    assert!(s.search.is_some());
    assert_eq!(s.orientation, Color::Black);
    assert!(!s.can_takeback(), "nothing of the player's to take back");
}

#[test]
fn refused_moves_say_why() {
    let mut s = AppState::default();
    try_move(&mut s, "e1", "e3");
    assert_eq!(
        s.notice,
        Some(Notice::Refused(Illegal::NotHowItMoves(Role::King)))
    );
    let words = |s: &AppState, lang| text::notice(lang, s.notice.as_ref().unwrap());
    assert_eq!(words(&s, Lang::En), "A king does not move like that.");
    assert_eq!(
        words(&s, Lang::ZhHans),
        msg::illegal_not_how_it_moves(Lang::ZhHans, "王")
    );
    assert_ne!(words(&s, Lang::ZhHans), words(&s, Lang::En));
    assert!(s.game.moves().is_empty());
    let mut s = from_fen("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", two_players());
    try_move(&mut s, "e1", "g1");
    assert!(
        matches!(&s.notice, Some(Notice::Refused(Illegal::CastlingThroughAttack(sq))) if sq.to_string() == "f1"),
        "{:?}",
        s.notice
    );
    let mut s = from_fen("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", two_players());
    try_move(&mut s, "e1", "c1");
    assert_eq!(s.notice, Some(Notice::Refused(Illegal::CastlingInCheck)));
    assert_eq!(
        words(&s, Lang::En),
        "Castling is not allowed while your king is in check."
    );
}

#[test]
fn castling_by_two_squares_or_onto_the_rook() {
    let fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    for target in ["g1", "h1"] {
        let mut s = from_fen(fen, two_players());
        try_move(&mut s, "e1", target);
        assert_eq!(sans(&s), ["O-O"], "{target}");
        assert_eq!(
            s.game.position().piece_at(sq("g1")).map(|p| p.role),
            Some(Role::King)
        );
    }
    let mut s = from_fen(fen, two_players());
    let e1 = s.destinations().into_iter().find(|(f, _)| *f == sq("e1"));
    let (_, dests) = e1.unwrap();
    for d in ["c1", "a1", "g1", "h1", "d1", "f1"] {
        assert!(dests.contains(sq(d)), "{d}");
    }
    try_move(&mut s, "e1", "a1");
    assert_eq!(sans(&s), ["O-O-O"]);
}

#[test]
fn en_passant_by_the_pawn() {
    let mut s = from_fen(
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        two_players(),
    );
    try_move(&mut s, "e5", "f6");
    assert_eq!(sans(&s), ["exf6"]);
    assert_eq!(s.game.position().piece_at(sq("f5")), None);
}

#[test]
fn promotion_waits_for_the_choice_and_can_be_cancelled() {
    let mut s = from_fen("8/6P1/8/8/8/k7/8/K7 w - - 0 1", two_players());
    try_move(&mut s, "g7", "g8");
    assert_eq!(s.promotion, Some((sq("g7"), sq("g8"))));
    assert!(s.game.moves().is_empty(), "nothing moves before the choice");
    assert!(!s.human_can_move());
    s.apply(Action::CancelPromotion);
    assert_eq!(s.promotion, None);
    assert!(s.game.moves().is_empty());
    try_move(&mut s, "g7", "g8");
    s.apply(Action::Promote {
        role: Role::Knight,
        now: 0.0,
    });
    assert_eq!(sans(&s), ["g8=N"]);
    // A late second choice changes nothing.
    s.apply(Action::Promote {
        role: Role::Queen,
        now: 0.0,
    });
    assert_eq!(sans(&s), ["g8=N"]);
}

#[test]
fn fools_mate_ends_the_game() {
    let mut s = AppState::new(two_players(), None, 0.0);
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        try_move(&mut s, from, to);
    }
    let outcome = s.outcome().unwrap();
    assert_eq!(outcome.reason, Reason::Checkmate);
    assert_eq!(outcome.winner, Some(Color::Black));
    assert!(!s.human_can_move());
    assert_eq!(text::outcome(Lang::En, outcome), "Checkmate. Black wins.");
    assert_eq!(
        text::outcome(Lang::ZhHans, outcome),
        msg::outcome_wins(Lang::ZhHans, msg::reason_checkmate(Lang::ZhHans), "黑方")
    );
}

#[test]
fn takeback_returns_to_the_players_turn() {
    let mut s = AppState::default();
    try_move(&mut s, "e2", "e4");
    let id = s.search.unwrap();
    engine_replies(&mut s, id, "e7e5", 0);
    s.apply(Action::Takeback { now: 0.0 });
    assert!(s.game.moves().is_empty());
    assert_eq!(s.search, None);
    // Taking back while the engine thinks cancels its search.
    try_move(&mut s, "d2", "d4");
    let id = s.search.unwrap();
    s.apply(Action::Takeback { now: 0.0 });
    assert!(s.game.moves().is_empty());
    engine_replies(&mut s, id, "d7d5", 0);
    assert!(
        s.game.moves().is_empty(),
        "the cancelled search's answer is ignored"
    );
}

#[test]
fn resign_draw_offers_and_claims() {
    let mut s = AppState::default();
    try_move(&mut s, "e2", "e4");
    s.apply(Action::Resign { now: 0.0 });
    let o = s.outcome().unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (Some(Color::Black), Reason::Resignation)
    );
    assert!(!s.can_takeback());
    assert_eq!(s.search, None);

    // The engine declines when it is not worse, accepts when it is or the position is dead.
    let mut s = AppState::default();
    try_move(&mut s, "e2", "e4");
    let id = s.search.unwrap();
    engine_replies(&mut s, id, "e7e5", 20);
    s.apply(Action::OfferDraw { now: 0.0 });
    assert!(s.outcome().is_none());
    assert_eq!(s.notice, Some(Notice::DrawDeclined));
    try_move(&mut s, "g1", "f3");
    let id = s.search.unwrap();
    engine_replies(&mut s, id, "b8c6", -120);
    s.apply(Action::OfferDraw { now: 0.0 });
    assert_eq!(s.outcome().unwrap().reason, Reason::Agreement);

    // Claims: refused with a notice until threefold repetition.
    let mut s = AppState::new(two_players(), None, 0.0);
    s.apply(Action::ClaimDraw { now: 0.0 });
    assert!(s.outcome().is_none());
    assert!(s.notice.is_some());
    for _ in 0..2 {
        for (from, to) in [("g1", "f3"), ("g8", "f6"), ("f3", "g1"), ("f6", "g8")] {
            try_move(&mut s, from, to);
        }
    }
    s.apply(Action::ClaimDraw { now: 0.0 });
    assert_eq!(s.outcome().unwrap().reason, Reason::ThreefoldRepetition);
}

#[test]
fn viewing_earlier_positions() {
    let mut s = AppState::new(two_players(), None, 0.0);
    for (from, to) in [("e2", "e4"), ("e7", "e5"), ("g1", "f3")] {
        try_move(&mut s, from, to);
    }
    s.apply(Action::View(Some(1)));
    assert_eq!(s.shown_position().piece_at(sq("e5")), None);
    assert!(s.shown_position().piece_at(sq("e4")).is_some());
    assert!(!s.human_can_move(), "no moves while looking back");
    s.apply(Action::Step(1));
    assert_eq!(s.view, Some(2));
    s.apply(Action::Step(1));
    assert_eq!(
        s.view, None,
        "stepping past the end returns to the live position"
    );
    s.apply(Action::Step(-5));
    assert_eq!(s.view, Some(0));
    s.apply(Action::View(None));
    assert!(s.human_can_move());
}

#[test]
fn auto_flip_turns_the_board_to_the_side_to_move() {
    let settings = Settings {
        mode: Mode::TwoPlayers { auto_flip: true },
        ..two_players()
    };
    let mut s = AppState::new(settings, None, 0.0);
    try_move(&mut s, "e2", "e4");
    assert_eq!(s.orientation, Color::Black);
    try_move(&mut s, "e7", "e5");
    assert_eq!(s.orientation, Color::White);
}

#[test]
fn material_balance_uses_the_seeds_values() {
    let s = from_fen(
        "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RN1QKBNR w KQkq - 0 1",
        two_players(),
    );
    let (surplus, balance) = s.material();
    assert_eq!(
        balance,
        9 - 3,
        "White has the queen (9), Black the extra bishop (3)"
    );
    assert_eq!(surplus[0], [Role::Queen].to_vec());
    assert_eq!(surplus[1], [Role::Bishop].to_vec());
}

// ---- clocks ----

#[test]
fn clocks_run_add_increments_and_flag() {
    let tc = TimeControl::minutes(1, 2);
    let mut c = Clocks::new(tc);
    assert_eq!(
        c.left(Color::White, 5_000.0),
        60_000.0,
        "not running before a move"
    );
    assert!(c.moved(Color::White, 1_000.0));
    assert_eq!(c.left(Color::Black, 11_000.0), 50_000.0);
    assert!(c.moved(Color::Black, 11_000.0));
    assert_eq!(c.left(Color::Black, 11_000.0), 52_000.0, "increment added");
    assert_eq!(c.flagged(70_000.0), None);
    assert_eq!(c.flagged(71_000.0), Some(Color::White));
    assert!(!c.moved(Color::White, 72_000.0), "too late");
    assert_eq!(format_ms(60_000.0), "1:00");
    assert_eq!(format_ms(9_450.0), "0:09.4");
    assert_eq!(format_ms(-5.0), "0:00.0");
    assert_eq!(format_ms(3_723_000.0), "1:02:03");
    assert_eq!(TimeControl::minutes(10, 5).label(), "10+5");
}

#[test]
fn time_forfeit_in_the_reducer_and_a_draw_when_the_opponent_cannot_mate() {
    let settings = Settings {
        time: Some(TimeControl::minutes(1, 0)),
        ..two_players()
    };
    let mut s = AppState::new(settings, None, 0.0);
    try_move(&mut s, "e2", "e4");
    s.apply(Action::Tick { now: 30_000.0 });
    assert!(s.outcome().is_none());
    s.apply(Action::Tick { now: 60_001.0 });
    let o = s.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Color::White), Reason::Timeout));

    let mut s = AppState::new(
        settings,
        Some(Position::from_fen("8/8/8/8/8/2k5/8/K6Q b - - 0 1").unwrap()),
        0.0,
    );
    try_move(&mut s, "c3", "b3");
    s.apply(Action::Tick { now: 61_000.0 });
    // White ran out, but Black has a bare king.
    assert_eq!(
        s.outcome().unwrap().reason,
        Reason::TimeoutVsInsufficientMaterial
    );
}

// ---- saving and the address ----

#[test]
fn saved_games_round_trip() {
    let settings = Settings {
        mode: Mode::Engine {
            human: Color::Black,
        },
        level: 5,
        time: Some(TimeControl::minutes(5, 3)),
        players: None,
    };
    let mut s = AppState::new(settings, None, 0.0);
    let id = s.search.unwrap();
    s.apply(Action::EngineMove {
        id,
        uci: Some("d2d4".into()),
        score: Score::Cp(0),
        now: 1_000.0,
    });
    try_move(&mut s, "g8", "f6");
    s.apply(Action::Flip);
    let text = storage::encode(&s, 4_000.0, WALL);
    let back = storage::decode(&text, 100.0, WALL).unwrap();
    assert_eq!(back.settings, settings);
    assert_eq!(back.game.moves(), s.game.moves());
    assert_eq!(back.orientation, Color::White);
    assert!(
        back.search.is_some(),
        "the engine is asked again after a reload"
    );
    let clocks = back.clocks.unwrap();
    assert_eq!(clocks.running.map(|(c, _)| c), Some(Color::White));

    // Declared results survive too.
    let mut s = AppState::default();
    try_move(&mut s, "e2", "e4");
    s.apply(Action::Resign { now: 0.0 });
    let back = storage::decode(&storage::encode(&s, 0.0, WALL), 0.0, WALL).unwrap();
    assert_eq!(back.outcome(), s.outcome());
}

/// A wall-clock time (ms since 1970) for the saving tests.
const WALL: f64 = 1_764_600_000_000.0;

#[test]
fn a_reload_never_gives_clock_time_back() {
    let settings = Settings {
        time: Some(TimeControl::minutes(5, 0)),
        ..Settings::default()
    };
    let mut s = AppState::new(settings, None, 0.0);
    try_move(&mut s, "e2", "e4");
    let id = s.search.unwrap();
    engine_replies_at(&mut s, id, "e7e5", 1_000.0);
    // White's clock runs from 1 s; White thinks 4 s, then the page is saved and reloaded.
    let saved = storage::encode(&s, 5_000.0, WALL + 5_000.0);
    // The new page's own clock starts again near 0; a second passes while it loads.
    let back = storage::decode(&saved, 200.0, WALL + 6_000.0).unwrap();
    let clocks = back.clocks.unwrap();
    assert_eq!(clocks.left(Color::White, 200.0), 300_000.0 - 5_000.0);
    assert_eq!(
        clocks.left(Color::Black, 200.0),
        299_000.0,
        "the engine thought for a second"
    );
    assert_eq!(clocks.running.map(|(c, _)| c), Some(Color::White));

    // Saving at any moment gives the same answer: the start time is what is kept.
    let early = storage::encode(&s, 1_500.0, WALL + 1_500.0);
    let back = storage::decode(&early, 0.0, WALL + 6_000.0).unwrap();
    assert_eq!(back.clocks.unwrap().left(Color::White, 0.0), 295_000.0);

    // The clock ran on while the page was closed: 5 minutes later White has lost on time.
    let back = storage::decode(&saved, 0.0, WALL + 400_000.0).unwrap();
    assert_eq!(back.outcome().unwrap().reason, Reason::Timeout);
    assert_eq!(back.outcome().unwrap().winner, Some(Color::Black));

    // A wall clock set back never adds time.
    let back = storage::decode(&saved, 0.0, WALL - 60_000.0).unwrap();
    assert_eq!(back.clocks.unwrap().left(Color::White, 0.0), 300_000.0);

    // Saves from before clocks kept their start time still load (resuming at load).
    let old = saved.replace(&format!("running white {}", WALL + 1_000.0), "running");
    assert_ne!(old, saved);
    let back = storage::decode(&old, 0.0, WALL + 400_000.0).unwrap();
    assert_eq!(back.clocks.unwrap().left(Color::White, 0.0), 300_000.0);
}

#[test]
fn unreadable_saved_games_are_errors() {
    let good = storage::encode(&AppState::default(), 0.0, WALL);
    assert!(storage::decode(&good, 0.0, WALL).is_ok());
    let mut running = AppState::new(
        Settings {
            time: Some(TimeControl::minutes(3, 2)),
            ..Settings::default()
        },
        None,
        0.0,
    );
    try_move(&mut running, "e2", "e4");
    let clocked = storage::encode(&running, 10.0, WALL);
    assert!(storage::decode(&clocked, 0.0, WALL).is_ok());
    let clock_line = clocked.lines().find(|l| l.starts_with("clocks ")).unwrap();
    let with_clocks = |line: &str| clocked.replace(clock_line, line);
    let cases = [
        String::new(),
        "hello".to_string(),
        good.replace("level 2", "level 99"),
        good.replace("moves ", "moves e2e5"),
        good.replace("fen rnbqkbnr", "fen xnbqkbnr"),
        good.replace("mode engine white", "mode engine purple"),
        good.clone() + "\nend resign white\nend resign black",
        "rookery-game 1\nclocks NaN 5 running\nfen 8/8/8/8/8/8/8/8 w - - 0 1".to_string(),
        with_clocks("clocks 5 5 running black -3"),
        with_clocks("clocks 5 5 running purple 3"),
        with_clocks("clocks 5 5 running black"),
        with_clocks("clocks 5 5 paused"),
        with_clocks("clocks 5 -5 stopped"),
    ];
    for text in cases {
        assert!(storage::decode(&text, 0.0, WALL).is_err(), "{text:?}");
    }
    // Arbitrary edits never panic (with running clocks too).
    for base in [good.clone(), clocked.clone()] {
        for i in 0..base.len() {
            let mut bytes = base.clone().into_bytes();
            bytes[i] = bytes[i].wrapping_add(1 + (i % 7) as u8);
            let _ = storage::decode(&String::from_utf8_lossy(&bytes), 0.0, WALL);
            let _ = storage::decode(&base[..i], 0.0, WALL);
        }
    }
}

#[test]
fn address_parameters() {
    let p =
        url_params::parse("?fen=8%2F6P1%2F8%2F8%2F8%2Fk7%2F8%2FK7+w+-+-+0+1&orientation=Black&x=1");
    assert_eq!(p.fen.as_deref(), Some("8/6P1/8/8/8/k7/8/K7 w - - 0 1"));
    assert_eq!(p.orientation, Some(Color::Black));
    assert_eq!(url_params::parse("").fen, None);
    assert_eq!(url_params::parse("?orientation=sideways").orientation, None);
    assert_eq!(url_params::decode("%zz%4"), "%zz%4", "bad escapes are kept");
    assert_eq!(url_params::decode("%E4%B8%AD"), "中");
    assert_eq!(url_params::decode("%+1"), "% 1");
}

// ---- the engine worker's supervisor and engine failures ----

fn request(id: u32) -> SearchRequest {
    SearchRequest {
        id,
        fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".into(),
        level: 2,
        movetime: Some(3000),
        ..SearchRequest::default()
    }
}

fn posted(commands: &[Command]) -> Vec<u32> {
    commands
        .iter()
        .filter_map(|c| match c {
            Command::Post(line) => Some(SearchRequest::decode(line).unwrap().id),
            _ => None,
        })
        .collect()
}

const READY: &str = "ready";

fn best_move(id: u32) -> String {
    Reply::BestMove {
        id,
        mv: Some("e7e5".into()),
        score: Score::Cp(10),
    }
    .encode()
}

#[test]
fn a_request_waits_until_the_worker_is_ready() {
    let mut sv = Supervisor::new();
    // Sent while the worker still loads (as right after a reload): held, not lost.
    let out = sv.search(request(1), 3000.0, 0.0);
    assert!(out.is_empty(), "{out:?}");
    let (reply, out) = sv.received(READY);
    assert_eq!(reply, None);
    assert_eq!(posted(&out), [1]);
    // A second "ready" does not post it twice.
    assert!(sv.received(READY).1.is_empty());
    let (reply, out) = sv.received(&best_move(1));
    assert!(matches!(reply, Some(Reply::BestMove { id: 1, .. })));
    assert!(out.is_empty());
    assert_eq!(sv.next_deadline(), None);
    // Ready and idle now: the next request goes at once.
    assert_eq!(posted(&sv.search(request(2), 3000.0, 10.0)), [2]);
}

#[test]
fn a_stalled_worker_is_restarted_then_given_up_on() {
    let mut sv = Supervisor::new();
    sv.search(request(7), 3000.0, 0.0);
    let deadline = 3000.0 + engine_supervisor::MARGIN_MS;
    assert_eq!(sv.next_deadline(), Some(deadline));
    assert!(
        sv.tick(deadline - 1.0).is_empty(),
        "not before its deadline"
    );
    // First miss (the worker never said it was ready): a fresh worker, asked again.
    assert_eq!(sv.tick(deadline), [Command::Restart]);
    assert_eq!(posted(&sv.received(READY).1), [7]);
    // Second miss: the worker took the request but never answered.
    let second = sv.next_deadline().unwrap();
    assert_eq!(second, deadline + 3000.0 + engine_supervisor::MARGIN_MS);
    assert_eq!(
        sv.tick(second),
        [Command::Restart, Command::GiveUp { id: 7 }]
    );
    assert_eq!(sv.next_deadline(), None, "nothing is asked again by itself");
    assert!(sv.tick(second + 1e9).is_empty());
    // The player retries: a new request on the fresh worker works.
    assert!(sv.search(request(8), 3000.0, second).is_empty());
    assert_eq!(posted(&sv.received(READY).1), [8]);
}

#[test]
fn a_late_answer_after_a_restart_still_counts_once() {
    let mut sv = Supervisor::new();
    sv.received(READY);
    sv.search(request(3), 1000.0, 0.0);
    assert_eq!(sv.tick(20_000.0), [Command::Restart]);
    sv.received(READY);
    let (reply, _) = sv.received(&best_move(3));
    assert!(reply.is_some());
    // Its duplicate (from nowhere) is ignored.
    assert_eq!(sv.received(&best_move(3)).0, None);
}

#[test]
fn a_busy_worker_is_replaced_for_a_new_request_or_a_cancel() {
    let mut sv = Supervisor::new();
    sv.received(READY);
    assert_eq!(posted(&sv.search(request(1), 3000.0, 0.0)), [1]);
    // A takeback while it thinks: it cannot hear us, so it is restarted.
    let out = sv.search(request(2), 3000.0, 5.0);
    assert_eq!(out, [Command::Restart]);
    assert_eq!(posted(&sv.received(READY).1), [2]);
    // The old search's answer is not for anyone.
    assert_eq!(sv.received(&best_move(1)).0, None);
    assert_eq!(sv.cancel(), [Command::Restart]);
    assert_eq!(sv.received(&best_move(2)).0, None);
    assert_eq!(sv.next_deadline(), None);
    // Cancelling an idle worker costs nothing.
    sv.received(READY);
    assert!(sv.cancel().is_empty());
}

#[test]
fn unreadable_replies_cause_no_new_requests() {
    let mut sv = Supervisor::new();
    sv.received(READY);
    sv.search(request(4), 3000.0, 0.0);
    for line in [
        "",
        "bestmove",
        "bestmove;id=x",
        "garbage;;;",
        "info;id=4",
        "\u{0}",
    ] {
        let (reply, out) = sv.received(line);
        assert_eq!(reply, None, "{line:?}");
        assert!(out.is_empty(), "{line:?}: {out:?}");
    }
    // Still waiting for the real answer, with the deadline as the only way out.
    assert_eq!(sv.waiting_for(), Some(4));
    // Progress lines of the search waited for are handed on, others are not.
    let info = |id| Reply::Info {
        id,
        line: 1,
        depth: 3,
        score: Score::Cp(5),
        nodes: 100,
        pv: vec!["e7e5".into()],
    };
    assert!(sv.received(&info(4).encode()).0.is_some());
    assert!(sv.received(&info(5).encode()).0.is_none());
}

#[test]
fn a_broken_worker_counts_as_a_miss() {
    let mut sv = Supervisor::new();
    sv.search(request(9), 3000.0, 0.0);
    assert_eq!(sv.worker_broke(100.0), [Command::Restart]);
    assert_eq!(
        sv.worker_broke(200.0),
        [Command::Restart, Command::GiveUp { id: 9 }]
    );
    assert!(Supervisor::new().worker_broke(0.0).is_empty());
}

#[test]
fn think_time_comes_from_the_request() {
    assert_eq!(Supervisor::think_ms(&request(1), false), 3000.0);
    let clocked = SearchRequest {
        movetime: None,
        wtime: Some(60_000),
        btime: Some(2_000),
        winc: Some(0),
        binc: Some(0),
        ..request(1)
    };
    let white = Supervisor::think_ms(&clocked, true);
    let black = Supervisor::think_ms(&clocked, false);
    assert!(white > black && white <= 48_000.0, "{white} {black}");
    assert!(black <= 1_600.0, "{black}");
    let unlimited = SearchRequest {
        movetime: None,
        ..request(1)
    };
    assert!(Supervisor::think_ms(&unlimited, true).is_finite());
}

#[test]
fn an_engine_failure_never_locks_the_board() {
    let mut s = AppState::default();
    try_move(&mut s, "e2", "e4");
    let id = s.search.unwrap();
    s.apply(Action::EngineFailed { id: id + 1 });
    assert!(
        !s.engine_failed,
        "a failure of another search changes nothing"
    );
    s.apply(Action::EngineFailed { id });
    assert!(s.engine_failed);
    assert_eq!(s.search, None, "nothing is asked again by itself");
    // Retry asks again.
    s.apply(Action::RetryEngine { now: 0.0 });
    assert!(!s.engine_failed);
    let again = s.search.unwrap();
    assert!(again > id);
    // Or go on with both sides.
    s.apply(Action::EngineFailed { id: again });
    s.apply(Action::PlayBothSides { now: 0.0 });
    assert_eq!(s.search, None);
    assert!(s.human_can_move());
    try_move(&mut s, "e7", "e5");
    assert_eq!(sans(&s), ["e4", "e5"]);
    assert_eq!(s.search, None, "no engine in a two-player game");
}

#[test]
fn an_unusable_engine_move_is_not_asked_for_again_and_again() {
    for answer in [None, Some(""), Some("e2e4"), Some("zz99"), Some("e7e5q")] {
        let mut s = AppState::default();
        try_move(&mut s, "e2", "e4");
        let id = s.search.unwrap();
        s.apply(Action::EngineMove {
            id,
            uci: answer.map(str::to_string),
            score: Score::Cp(0),
            now: 0.0,
        });
        assert_eq!(s.search, None, "{answer:?}: no new request");
        assert!(s.engine_failed, "{answer:?}: the player is told");
        assert_eq!(sans(&s), ["e4"]);
        // A takeback clears it.
        s.apply(Action::Takeback { now: 0.0 });
        assert!(!s.engine_failed);
    }
}

#[test]
fn a_worker_that_broke_while_idle_is_replaced_at_the_next_request() {
    let mut sv = Supervisor::new();
    sv.received(READY);
    assert!(sv.worker_broke(0.0).is_empty(), "no restart loop");
    assert_eq!(sv.search(request(5), 3000.0, 1.0), [Command::Restart]);
    assert_eq!(posted(&sv.received(READY).1), [5]);
}

// ---- hints and the clock log (issue 13) ----

#[test]
fn a_hint_shows_the_piece_then_the_move_and_ends_with_the_next_move() {
    let mut s = AppState::default();
    assert!(s.can_hint(), "White to move against the engine");
    s.apply(Action::Hint);
    let id = s.hint_search().expect("the engine is asked");
    assert_eq!(s.search, None, "not a move for the engine to play");
    s.apply(Action::Hint);
    assert_eq!(s.hint_search(), Some(id), "one search at a time");
    engine_replies(&mut s, id, "g1f3", 30);
    let hint = s.hint.unwrap();
    assert_eq!(hint.mv.map(|m| m.to_string()), Some("g1f3".into()));
    assert!(!hint.show_move, "the piece first");
    assert!(s.game.moves().is_empty(), "a hint is not played");
    s.apply(Action::Hint);
    assert!(s.hint.unwrap().show_move, "then the move");
    // The player moves: the hint is gone and the engine is asked for its move as usual.
    try_move(&mut s, "e2", "e4");
    assert_eq!(s.hint, None);
    assert!(s.search.is_some());
    assert!(!s.can_hint(), "not during the engine's turn");
    s.apply(Action::Hint);
    assert_eq!(s.hint, None);
}

#[test]
fn hints_can_be_turned_off_and_a_late_or_useless_answer_is_ignored() {
    let mut s = AppState::default();
    s.apply(Action::Hint);
    let id = s.hint_search().unwrap();
    s.apply(Action::SetHints(false));
    assert_eq!((s.hint, s.can_hint()), (None, false));
    s.apply(Action::Hint);
    assert_eq!(s.hint, None, "no hint while they are off");
    engine_replies(&mut s, id, "g1f3", 0);
    assert_eq!(s.hint, None);
    assert!(
        s.game.moves().is_empty(),
        "the old answer is not played either"
    );
    s.apply(Action::SetHints(true));
    s.apply(Action::Hint);
    let id = s.hint_search().unwrap();
    engine_replies(&mut s, id, "a1a8", 0);
    assert_eq!(s.hint, None, "an illegal answer gives no hint");
    s.apply(Action::Hint);
    let id = s.hint_search().unwrap();
    s.apply(Action::EngineFailed { id });
    assert_eq!(s.hint, None);
    // The switch outlives the game (the page also keeps it on the device).
    s.apply(Action::SetHints(false));
    s.apply(Action::NewGame {
        settings: Settings::default(),
        start: None,
        now: 0.0,
    });
    assert!(!s.hints, "and across new games");
}

#[test]
fn a_hint_makes_a_rated_game_unrated() {
    let mut s = AppState::default();
    s.apply(Action::AddProfile("Mei".into()));
    assert!(s.rated.is_some());
    s.apply(Action::Hint);
    assert_eq!(s.rated, None);
    assert_eq!(s.notice, Some(Notice::HintUnrated));
    assert!(text::notice(Lang::ZhHans, &Notice::HintUnrated).contains("提示"));
}

#[test]
fn each_move_logs_the_movers_clock_for_the_pgn() {
    let settings = Settings {
        time: Some(TimeControl::minutes(5, 3)),
        ..two_players()
    };
    let mut s = AppState::new(settings, None, 0.0);
    s.apply(Action::TryMove {
        from: sq("e2"),
        to: sq("e4"),
        now: 1_000.0,
    });
    s.apply(Action::TryMove {
        from: sq("e7"),
        to: sq("e5"),
        now: 11_000.0,
    });
    s.apply(Action::TryMove {
        from: sq("g1"),
        to: sq("f3"),
        now: 31_000.0,
    });
    // White's first move starts the clocks (no time used, no increment); then each move adds 3 s.
    assert_eq!(s.clock_log, [300_000, 293_000, 283_000]);
    let back = storage::decode(&storage::encode(&s, 31_000.0, WALL), 0.0, WALL).unwrap();
    assert_eq!(back.clock_log, s.clock_log);
    s.apply(Action::Takeback { now: 32_000.0 });
    assert_eq!(s.clock_log, [300_000, 293_000]);
    // A log that does not fit the moves is dropped rather than misplaced.
    let text = storage::encode(&s, 0.0, WALL).replace("clk 300000 293000", "clk 1");
    let back = storage::decode(&text, 0.0, WALL).unwrap();
    assert!(back.clock_log.is_empty());
    assert!(storage::decode(&text.replace("clk 1", "clk x"), 0.0, WALL).is_err());
    // No clocks, no log.
    let mut s = AppState::new(two_players(), None, 0.0);
    try_move(&mut s, "e2", "e4");
    assert!(s.clock_log.is_empty());
}

#[test]
fn the_entry_points_tell_pages_by_their_parameter() {
    use url_params::has_param;
    assert!(has_param("?analysis", "analysis"));
    assert!(has_param("?lang=en&pgn=1.%20e4", "pgn"));
    assert!(has_param("editor&fen=x", "editor"));
    assert!(!has_param("?analysisx", "analysis"));
    assert!(!has_param("?fen=analysis", "analysis"));
    assert!(!has_param("", "learn"));
}
