//! Learn's state natively (feature `ssr`): progress per player (best stars kept, a lesson reset
//! on its own, the file read back, damaged files an empty start), the coordinates trainer
//! (right and wrong answers, the 30 seconds, the naming choices), and the game handed to the
//! Share page in its address.
#![cfg(feature = "ssr")]

use rookery::rules::{Color, Position, Square};
use rookery::ui::learn::progress::{player_key, Progress};
use rookery::ui::learn::trainer::{parse_best, Drill, Round, ROUND_MS};
use rookery::ui::share_dialog::SharedGame;

#[test]
fn progress_keeps_the_best_stars_per_player_and_resets_a_lesson() {
    let mut p = Progress::default();
    let me = player_key(Some(3));
    assert_eq!(me, "3");
    assert_eq!(player_key(None), "guest");
    p.record(&me, "rook", 0, 2);
    p.record(&me, "rook", 0, 1);
    p.record(&me, "rook", 2, 3);
    assert_eq!(p.stars(&me, "rook", 3), [2, 0, 3]);
    assert!(!p.done(&me, "rook", 3));
    p.record(&me, "rook", 1, 3);
    assert!(p.done(&me, "rook", 3));
    assert!(
        !p.done("guest", "rook", 3),
        "another player's progress is their own"
    );
    p.record(&me, "king", 0, 9);
    assert_eq!(p.stars(&me, "king", 1), [3], "at most three stars");
    let again = Progress::from_json(&p.to_json());
    assert_eq!(again, p);
    p.reset(&me, "rook");
    assert_eq!(p.stars(&me, "rook", 3), [0, 0, 0]);
    assert_eq!(p.stars(&me, "king", 1), [3], "only that lesson");
    for junk in [
        "",
        "[]",
        "{\"3\":5}",
        "{\"3\":{\"rook\":[\"x\",-4,7]}}",
        "{",
    ] {
        let read = Progress::from_json(junk);
        assert!(read.stars("3", "rook", 3).iter().all(|s| *s <= 3), "{junk}");
    }
}

#[test]
fn a_trainer_round_counts_right_answers_for_thirty_seconds() {
    let mut round = Round::new(Drill::Find, Color::Black, 1000.0, 42);
    let first = round.target;
    assert!(round.answer(first, 2000.0));
    assert_ne!(round.target, first, "a new square each time");
    let wrong = Square::all().find(|s| *s != round.target).unwrap();
    assert!(!round.answer(wrong, 3000.0));
    assert_eq!((round.score, round.misses), (1, 1));
    let target = round.target;
    assert!(!round.answer(target, 1000.0 + ROUND_MS + 1.0), "too late");
    assert!(round.over(1000.0 + ROUND_MS));
    assert_eq!(round.score, 1);
    let name = Round::new(Drill::Name, Color::White, 0.0, 7);
    assert_eq!(name.choices.len(), 4);
    assert!(name.choices.contains(&name.target));
    let mut unique = name.choices.clone();
    unique.dedup();
    assert_eq!(unique.len(), 4);
    assert_eq!(parse_best("12 7"), (12, 7));
    assert_eq!(parse_best("junk"), (0, 0));
}

#[test]
fn the_share_page_reads_the_game_the_app_hands_it() {
    let start = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for uci in ["e2e4", "e8d7", "e4e5"] {
        let mv = pos.parse_uci_move(uci).unwrap();
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    let game = SharedGame {
        start,
        moves,
        shown: 2,
        orientation: Color::Black,
        level: 5,
        clocks: Vec::new(),
        time_control: None,
        result: None,
    };
    let read = SharedGame::parse(&game.to_query());
    assert_eq!(read, game);
    let timed = SharedGame {
        clocks: vec![299, 295, 3601],
        time_control: Some((300, 5)),
        result: Some("1/2-1/2"),
        ..game.clone()
    };
    assert_eq!(SharedGame::parse(&timed.to_query()), timed);
    // Clock times that do not fit the moves are dropped, not misplaced.
    let short = format!("{}&clk=1+2", game.to_query());
    assert!(SharedGame::parse(&short).clocks.is_empty());
    assert_eq!(read.position().to_fen(), "8/3k4/8/8/4P3/8/8/4K3 w - - 1 2");
    let bad = SharedGame::parse("share&start=nonsense&moves=e2e4+e2e4&level=99&shown=9");
    assert_eq!(bad.start, Position::startpos());
    assert_eq!(bad.moves.len(), 1, "moves stop at the first illegal one");
    assert_eq!((bad.level, bad.shown), (2, 1));
}
