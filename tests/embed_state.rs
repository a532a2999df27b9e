//! The embed's state (issue 11), natively (feature `ssr`): each mode set up from the address,
//! puzzles (right, wrong, hints, promotion, any mate), view mode with a PGN's notes, the host
//! page's commands and the events they cause, and a reload's saved state.
#![cfg(feature = "ssr")]

use rookery::rules::{Color, Square};
use rookery::ui::annotated::{self, MarkColor};
use rookery::ui::embed_messages::{Command, Event};
use rookery::ui::embed_params::{parse, EmbedMode};
use rookery::ui::embed_state::{
    storage_key, EmbedAction, EmbedProblem, EmbedState, Feedback, KEPT_EVENTS,
};
use rookery::ui::state::Action;

fn embed(query: &str) -> EmbedState {
    EmbedState::new(parse(query), 0.0)
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn try_move(s: &mut EmbedState, from: &str, to: &str) {
    s.apply(EmbedAction::App(Action::TryMove {
        from: sq(from),
        to: sq(to),
        now: 0.0,
    }));
}

fn command(s: &mut EmbedState, command: Command) {
    s.apply(EmbedAction::Command { command, now: 0.0 });
}

fn events(s: &EmbedState) -> Vec<Event> {
    s.events.iter().map(|(_, e)| e.clone()).collect()
}

const BACK_RANK: &str = "fen=6k1%2F5ppp%2F8%2F8%2F8%2F8%2F5PPP%2F3R2K1+w+-+-+0+1";

#[test]
fn a_puzzle_refuses_wrong_moves_counts_them_and_plays_the_reply() {
    // Two moves of the student's with a reply between (1. Rb7 Kf8 2. Rb8+).
    let mut s = embed("embed=1&mode=puzzle&fen=4k3%2F8%2F4K3%2F8%2F8%2F8%2F8%2F1R6+w+-+-+0+1&solution=b1b7,e8f8,b7b8");
    assert_eq!(s.mode, EmbedMode::Puzzle);
    assert!(s.problems.is_empty(), "{:?}", s.problems);
    assert!(s.can_move());
    try_move(&mut s, "b1", "b2");
    let p = s.puzzle.as_ref().unwrap();
    assert_eq!((p.tries, p.feedback), (1, Feedback::Wrong));
    assert!(s.app.game.moves().is_empty(), "the wrong move went back");
    assert_eq!(events(&s), [Event::Failed { uci: "b1b2".into() }]);
    try_move(&mut s, "b1", "b7");
    assert_eq!(
        s.app.game.uci_moves(),
        ["b1b7", "e8f8"],
        "the reply followed"
    );
    assert_eq!(s.puzzle.as_ref().unwrap().feedback, Feedback::Right);
    try_move(&mut s, "b7", "b8");
    assert_eq!(s.solved(), Some(1));
    assert!(!s.can_move());
    let kinds: Vec<String> = events(&s)
        .iter()
        .map(|e| {
            format!("{e:?}")
                .split([' ', '{'])
                .next()
                .unwrap()
                .to_string()
        })
        .collect();
    assert_eq!(kinds, ["Failed", "Move", "Move", "Move", "Solved"]);
    assert!(events(&s).contains(&Event::Solved { tries: 1 }));
}

#[test]
fn any_mate_is_right_where_the_solution_mates() {
    // Rd8# is the solution; Re1-e8 does not exist here, but with two rooks either mates.
    let mut s =
        embed("mode=puzzle&fen=6k1%2F5ppp%2F8%2F8%2F8%2F8%2F5PPP%2F3RR1K1+w+-+-+0+1&solution=d1d8");
    try_move(&mut s, "e1", "e8");
    assert_eq!(s.solved(), Some(0));
    assert_eq!(
        events(&s)[1..],
        [
            Event::GameOver {
                result: "1-0".into(),
                reason: "checkmate".into()
            },
            Event::Solved { tries: 0 }
        ]
    );
}

#[test]
fn hints_show_the_piece_then_the_move_and_can_be_switched_off() {
    let mut s = embed(&format!("mode=puzzle&{BACK_RANK}&solution=d1d8"));
    assert_eq!(s.shapes(), (vec![], vec![]));
    s.apply(EmbedAction::Hint);
    assert_eq!(s.shapes().1, [(sq("d1"), MarkColor::Green)]);
    assert!(s.shapes().0.is_empty());
    s.apply(EmbedAction::Hint);
    let arrows = s.shapes().0;
    assert_eq!((arrows[0].from, arrows[0].to), (sq("d1"), sq("d8")));
    let mut off = embed(&format!("mode=puzzle&{BACK_RANK}&solution=d1d8&hints=0"));
    off.apply(EmbedAction::Hint);
    assert_eq!(off.shapes(), (vec![], vec![]));
}

#[test]
fn a_puzzle_promotion_is_checked_with_its_piece() {
    // b8=N is wrong here, b8=Q is right.
    let mut s =
        embed("mode=puzzle&fen=8%2F1P6%2F8%2F8%2F8%2F8%2F6k1%2FK7+w+-+-+0+1&solution=b7b8q");
    try_move(&mut s, "b7", "b8");
    assert!(s.app.promotion.is_some(), "the chooser opens");
    s.apply(EmbedAction::App(Action::Promote {
        role: rookery::rules::Role::Knight,
        now: 0.0,
    }));
    assert_eq!(s.puzzle.as_ref().unwrap().tries, 1);
    try_move(&mut s, "b7", "b8");
    s.apply(EmbedAction::App(Action::Promote {
        role: rookery::rules::Role::Queen,
        now: 0.0,
    }));
    assert_eq!(s.solved(), Some(1));
}

#[test]
fn a_bad_solution_shows_the_position_and_says_which_move() {
    let s = embed(&format!("mode=puzzle&{BACK_RANK}&solution=d1d7,g8h8"));
    assert_eq!(
        s.mode,
        EmbedMode::Puzzle,
        "the first move is fine; a later one is not"
    );
    let s = embed(&format!("mode=puzzle&{BACK_RANK}&solution=d1d7,a1a2"));
    assert_eq!(s.mode, EmbedMode::View);
    assert_eq!(
        s.problems,
        [EmbedProblem::BadSolution {
            index: 2,
            uci: "a1a2".into()
        }]
    );
    assert!(!s.can_move());
}

const GAME: &str = "[Event \"Lesson\"]\n1. e4 e5 {The centre [%cal Gg1f3,Rd8h4] [%csl Ye5]} 2. Nf3! (2. Bc4 Nf6) 2... Nc6 $6 3. Bb5 *";

fn query_pgn(extra: &str) -> String {
    let mut q = String::from("embed=1&mode=view&pgn=");
    for b in GAME.bytes() {
        q.push_str(&format!("%{b:02X}"));
    }
    q + extra
}

#[test]
fn view_mode_steps_through_a_game_with_its_notes() {
    let mut s = embed(&query_pgn("&ply=2"));
    assert_eq!(s.mode, EmbedMode::View);
    assert_eq!(s.app.game.moves().len(), 5);
    assert_eq!(s.app.view, Some(2));
    assert_eq!(
        s.app.orientation,
        Color::White,
        "a game is seen from White's side"
    );
    assert!(!s.can_move());
    let notes = s.shown_notes().unwrap();
    assert_eq!(notes.text, ["The centre"]);
    assert_eq!(notes.marks, [(sq("e5"), MarkColor::Yellow)]);
    let (arrows, _) = s.shapes();
    assert_eq!(arrows.len(), 2);
    assert_eq!(
        (arrows[1].from, arrows[1].color),
        (sq("d8"), MarkColor::Red)
    );
    s.apply(EmbedAction::App(Action::Step(1)));
    let notes = s.shown_notes().unwrap();
    assert_eq!(notes.glyphs, "!");
    assert_eq!(notes.variations, ["2. Bc4 Nf6"]);
    try_move(&mut s, "d7", "d5");
    assert_eq!(s.app.game.moves().len(), 5, "no moves in view mode");
    assert_eq!(embed(&query_pgn("&ply=last")).app.view, None);
    assert_eq!(embed(&query_pgn("")).app.view, Some(0), "from the start");
    let past = embed(&query_pgn("&ply=9"));
    assert_eq!(past.app.view, None);
    assert_eq!(
        past.problems,
        [EmbedProblem::PlyPastEnd { ply: 9, plies: 5 }]
    );
}

#[test]
fn a_bad_pgn_or_fen_is_named_and_a_board_is_still_shown() {
    let s = embed("mode=view&pgn=1.+e4+e5+2.+Ke3");
    assert!(matches!(s.problems[..], [EmbedProblem::BadPgn(_)]));
    assert!(s.app.game.moves().is_empty());
    let s = embed("fen=not+a+fen");
    assert!(matches!(s.problems[..], [EmbedProblem::BadFen(_)]));
    assert_eq!(s.app.game.start().to_fen(), rookery::rules::START_FEN);
    assert!(matches!(
        annotated::read("  "),
        Err(annotated::ReadError::Empty)
    ));
}

#[test]
fn play_mode_sets_the_side_level_and_orientation() {
    let s = embed("mode=play&side=black&level=5");
    assert_eq!(s.student(), Some(Color::Black));
    assert_eq!(s.app.settings.level, 5);
    assert_eq!(s.app.orientation, Color::Black);
    assert!(
        s.app.search.is_some(),
        "the engine, White, is asked to move"
    );
    let s = embed("fen=8%2F8%2F8%2F4k3%2F8%2F8%2F4P3%2F4K3+b+-+-+0+1&orientation=white");
    assert_eq!(
        s.student(),
        Some(Color::Black),
        "the side to move by default"
    );
    assert_eq!(s.app.orientation, Color::White);
    // Play mode goes on from the end of a given game.
    let s = embed(&query_pgn("").replace("mode=view", "mode=play"));
    assert_eq!(s.app.game.moves().len(), 5);
    assert_eq!(s.student(), Some(Color::Black));
}

#[test]
fn every_move_is_told_the_engines_too() {
    let mut s = embed("mode=play");
    try_move(&mut s, "e2", "e4");
    let id = s.app.search.expect("the engine is asked");
    s.apply(EmbedAction::App(Action::EngineMove {
        id,
        uci: Some("e7e5".into()),
        score: rookery::search::Score::Cp(0),
        now: 0.0,
    }));
    assert_eq!(
        events(&s),
        [
            Event::Move {
                uci: "e2e4".into(),
                san: "e4".into(),
                fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".into(),
                ply: 1
            },
            Event::Move {
                uci: "e7e5".into(),
                san: "e5".into(),
                fen: "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2".into(),
                ply: 2
            }
        ]
    );
}

#[test]
fn commands_change_the_embed_or_are_refused_with_an_error() {
    let mut s = embed("mode=play");
    command(&mut s, Command::Move { uci: "e2e5".into() });
    command(
        &mut s,
        Command::SetPosition {
            fen: "8/8/8".into(),
        },
    );
    command(&mut s, Command::GoTo { ply: 3 });
    let errors: Vec<String> = events(&s)
        .into_iter()
        .map(|e| match e {
            Event::Error { command, .. } => command,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(errors, ["move", "setPosition", "goTo"]);
    assert!(s.app.game.moves().is_empty(), "no change");

    command(&mut s, Command::Move { uci: "e2e4".into() });
    assert_eq!(s.app.game.uci_moves(), ["e2e4"]);
    command(&mut s, Command::Move { uci: "e7e5".into() });
    assert_eq!(
        s.app.game.uci_moves(),
        ["e2e4", "e7e5"],
        "for the side to move"
    );
    command(&mut s, Command::GoTo { ply: 1 });
    assert_eq!(s.app.view, Some(1));
    command(&mut s, Command::Flip);
    assert_eq!(s.app.orientation, Color::Black);
    command(&mut s, Command::SetLevel { level: 7 });
    assert_eq!(s.app.settings.level, 7);
    command(
        &mut s,
        Command::SetPosition {
            fen: "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1".into(),
        },
    );
    assert_eq!(
        s.app.game.start().to_fen(),
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"
    );
    assert_eq!(s.app.settings.level, 7, "the level stays");
    command(&mut s, Command::Move { uci: "e2e4".into() });
    command(&mut s, Command::Reset);
    assert!(s.app.game.moves().is_empty());
    assert_eq!(
        s.app.game.start().to_fen(),
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"
    );

    command(&mut s, Command::LoadPgn { pgn: GAME.into() });
    assert_eq!(s.app.game.moves().len(), 5);
    command(
        &mut s,
        Command::LoadPgn {
            pgn: "1. e4 e4".into(),
        },
    );
    assert_eq!(s.app.game.moves().len(), 5, "a bad PGN changes nothing");
    assert!(
        matches!(events(&s).last(), Some(Event::Error { command, .. }) if command == "loadPgn")
    );

    let mut view = embed(&query_pgn(""));
    command(&mut view, Command::GoTo { ply: 5 });
    assert_eq!(view.app.view, None, "the last ply is the live position");
    command(&mut view, Command::Move { uci: "a7a6".into() });
    assert!(matches!(events(&view).last(), Some(Event::Error { .. })));
    let mut puzzle = embed(&format!("mode=puzzle&{BACK_RANK}&solution=d1d8"));
    command(
        &mut puzzle,
        Command::SetPosition {
            fen: rookery::rules::START_FEN.into(),
        },
    );
    assert!(matches!(events(&puzzle).last(), Some(Event::Error { .. })));
    command(&mut puzzle, Command::Move { uci: "d1d2".into() });
    assert_eq!(
        puzzle.puzzle.as_ref().unwrap().tries,
        1,
        "a command's move is an attempt"
    );
    command(&mut puzzle, Command::Move { uci: "d1d8".into() });
    assert_eq!(puzzle.solved(), Some(1));
    command(&mut puzzle, Command::Reset);
    assert_eq!(puzzle.puzzle.as_ref().unwrap().tries, 0);
    assert!(puzzle.can_move());
}

#[test]
fn only_the_newest_events_are_kept() {
    let mut s = embed("mode=play");
    for _ in 0..KEPT_EVENTS + 10 {
        command(&mut s, Command::GoTo { ply: 99 });
    }
    assert_eq!(s.events.len(), KEPT_EVENTS);
    assert_eq!(s.events.last().unwrap().0, KEPT_EVENTS as u64 + 10);
}

#[test]
fn a_reload_comes_back_to_the_same_place() {
    let q = "mode=puzzle&fen=4k3%2F8%2F4K3%2F8%2F8%2F8%2F8%2F1R6+w+-+-+0+1&solution=b1b7,e8f8,b7b8";
    let mut s = embed(q);
    try_move(&mut s, "b1", "b2");
    try_move(&mut s, "b1", "b7");
    let saved = s.to_saved();
    let mut again = embed(q);
    again.restore(&saved, 0.0);
    assert_eq!(again.app.game.uci_moves(), ["b1b7", "e8f8"]);
    assert_eq!(again.puzzle.as_ref().unwrap().tries, 1);
    assert!(again.can_move());
    // A saved state that does not fit this exercise is ignored.
    let mut other = embed(&format!("mode=puzzle&{BACK_RANK}&solution=d1d8"));
    other.restore(&saved, 0.0);
    assert!(other.app.game.moves().is_empty());
    for junk in [
        "",
        "{",
        "[]",
        "{\"v\":2}",
        "{\"v\":1,\"start\":\"x\"}",
        "{\"v\":1,\"moves\":[1,2]}",
    ] {
        let mut fresh = embed(q);
        fresh.restore(junk, 0.0);
        assert!(fresh.app.game.moves().is_empty(), "{junk}");
    }

    let mut play = embed("mode=play&level=3");
    try_move(&mut play, "e2", "e4");
    command(&mut play, Command::Move { uci: "c7c5".into() });
    command(&mut play, Command::Flip);
    let mut again = embed("mode=play&level=3");
    again.restore(&play.to_saved(), 0.0);
    assert_eq!(again.app.game.uci_moves(), ["e2e4", "c7c5"]);
    assert_eq!(again.app.orientation, Color::Black);

    let mut view = embed(&query_pgn(""));
    command(&mut view, Command::GoTo { ply: 3 });
    let mut again = embed(&query_pgn(""));
    again.restore(&view.to_saved(), 0.0);
    assert_eq!(again.app.view, Some(3));
}

#[test]
fn storage_keys_follow_the_exercise_not_its_looks() {
    let a = storage_key(&parse("mode=puzzle&fen=x&solution=e2e4"));
    assert_eq!(
        a,
        storage_key(&parse(
            "mode=puzzle&fen=x&solution=e2e4&theme=dark&coords=0"
        ))
    );
    assert_ne!(a, storage_key(&parse("mode=puzzle&fen=x&solution=d2d4")));
    assert_ne!(a, storage_key(&parse("mode=view&fen=x")));
    // Two frames of one game opened at different plies are two embeds.
    assert_ne!(
        storage_key(&parse("mode=view&pgn=1.e4&ply=1")),
        storage_key(&parse("mode=view&pgn=1.e4&ply=last"))
    );
    assert!(a.starts_with("rookery.embed."));
    assert_ne!(a, rookery::ui::storage::KEY);
}

/// The keys never change from one version to the next (a student's saved exercise must be found
/// again after an update): these are the keys the first embed wrote.
#[test]
fn storage_keys_are_the_same_as_the_first_version_wrote() {
    for (query, key) in [
        (
            "mode=puzzle&fen=x&solution=e2e4&side=black&level=3",
            "3413ca230a073e43",
        ),
        ("mode=view&pgn=1.e4&ply=1", "19c959e02856fa40"),
        ("mode=view&pgn=1.e4&ply=last", "729adc2a1a50e7c3"),
        ("mode=play&side=white", "128dcb600a77e817"),
    ] {
        assert_eq!(
            storage_key(&parse(query)),
            format!("rookery.embed.{key}"),
            "{query}"
        );
    }
}
