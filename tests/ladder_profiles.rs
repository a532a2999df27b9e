//! Players on the ladder, natively (feature `ssr`): rated games against the engine change the
//! points exactly as `rules::ladder` says, a takeback, a custom position or a game ended before
//! each side moved is not rated, the players' file survives a round trip, and bad, foreign or
//! damaged files are errors that change nothing (never a panic).
#![cfg(feature = "ssr")]

use rookery::rules::ladder::{GameResult, Points};
use rookery::rules::{Color, Position, Square};
use rookery::search::Score;
use rookery::ui::json;
use rookery::ui::profiles::{level_points, Opponent, ProfileError, Profiles};
use rookery::ui::state::{Action, AppState, Mode, Notice, Rated, Settings};
use rookery::ui::storage;

fn mv(s: &mut AppState, from: &str, to: &str) {
    s.apply(Action::TryMove {
        from: Square::parse(from).unwrap(),
        to: Square::parse(to).unwrap(),
        now: 0.0,
    });
}

fn engine_plays(s: &mut AppState, uci: &str) {
    let id = s.search.expect("the engine is asked");
    s.apply(Action::EngineMove {
        id,
        uci: Some(uci.into()),
        score: Score::Cp(0),
        now: 0.0,
    });
}

fn against(level: u8, human: Color) -> Action {
    Action::NewGame {
        settings: Settings {
            mode: Mode::Engine { human },
            level,
            time: None,
            players: None,
        },
        start: None,
        now: 0.0,
    }
}

/// A state with one player, "Ann", playing White against `level`.
fn ann_against(level: u8) -> AppState {
    let mut s = AppState::default();
    s.apply(Action::AddProfile("  Ann  ".into()));
    s.apply(against(level, Color::White));
    s
}

#[test]
fn a_won_game_against_the_engine_gains_what_the_table_says() {
    // Fool's mate the other way round: the engine (Black) is mated.
    let mut s = ann_against(1);
    let ann = s.profiles.active.unwrap();
    assert_eq!(s.profiles.get(ann).unwrap().name, "Ann");
    assert!(matches!(
        s.rated,
        Some(Rated::VsEngine {
            color: Color::White,
            ..
        })
    ));
    mv(&mut s, "e2", "e4");
    engine_plays(&mut s, "f7f6");
    mv(&mut s, "d2", "d4");
    engine_plays(&mut s, "g7g5");
    mv(&mut s, "d1", "h5");
    assert_eq!(s.outcome().unwrap().winner, Some(Color::White));
    // 0 against level 1's 250: the lower side wins, d = 250 ≥ 100 → d/2 = 125.
    let ann_now = s.profiles.get(ann).unwrap();
    assert_eq!(ann_now.points, Points::whole(125));
    assert_eq!(ann_now.points.grade(), Some(30));
    assert_eq!(s.ladder_change, [("Ann".to_string(), Points::whole(125))]);
    assert_eq!(ann_now.history.len(), 1);
    assert_eq!(ann_now.history[0].opponent, Opponent::Engine(1));
    assert_eq!(ann_now.history[0].result, GameResult::Win);
    assert!(ann_now.provisional());
    assert_eq!(s.rated, None, "settled once");
}

#[test]
fn a_lost_game_costs_what_the_table_says() {
    let mut s = AppState::default();
    s.apply(Action::AddProfile("Bo".into()));
    let bo = s.profiles.active.unwrap();
    // Give Bo 1000 points through the file format, then lose to level 4 (1250).
    let mut file = s.profiles.clone();
    file.list[0].points = Points::whole(1000);
    s.profiles = Profiles::from_json(&file.to_json()).unwrap();
    s.apply(against(4, Color::White));
    mv(&mut s, "e2", "e4");
    engine_plays(&mut s, "e7e5");
    s.apply(Action::Resign { now: 0.0 });
    // The higher side (1250) wins with d = 250 ≥ 200: no change.
    assert_eq!(s.profiles.get(bo).unwrap().points, Points::whole(1000));
    assert_eq!(s.ladder_change, [("Bo".to_string(), Points::ZERO)]);
    // A draw at d = 250 (recorded directly): the lower side gains d/4 = 62.50.
    let change = s
        .profiles
        .record_engine_game(bo, 4, GameResult::Draw)
        .unwrap();
    assert_eq!(change, Points(6250));
}

#[test]
fn takebacks_custom_positions_and_unplayed_games_are_not_rated() {
    let mut s = ann_against(2);
    let ann = s.profiles.active.unwrap();
    mv(&mut s, "e2", "e4");
    engine_plays(&mut s, "e7e5");
    assert!(s.rated.is_some());
    s.apply(Action::Takeback { now: 0.0 });
    assert_eq!(s.rated, None, "a takeback makes the game unrated");
    s.apply(Action::Resign { now: 0.0 });
    assert!(s.profiles.get(ann).unwrap().history.is_empty());

    // Resigning before each side has moved.
    s.apply(against(2, Color::White));
    mv(&mut s, "e2", "e4");
    s.apply(Action::Resign { now: 0.0 });
    assert!(s.profiles.get(ann).unwrap().history.is_empty());
    assert!(s.ladder_change.is_empty());

    // A custom start position.
    s.apply(Action::NewGame {
        settings: s.settings,
        start: Some(Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap()),
        now: 0.0,
    });
    assert_eq!(s.rated, None);
    // Two players on one device with no profiles chosen for them.
    s.apply(Action::NewGame {
        settings: Settings {
            mode: Mode::TwoPlayers { auto_flip: false },
            ..s.settings
        },
        start: None,
        now: 0.0,
    });
    assert_eq!(s.rated, None);
    // No player chosen.
    s.apply(Action::SelectProfile(None));
    s.apply(against(2, Color::White));
    assert_eq!(s.rated, None);
    s.apply(Action::SelectProfile(Some(ann)));
    assert!(
        s.rated.is_some(),
        "choosing a player before the first move rates the game"
    );
}

#[test]
fn a_rated_game_stays_rated_across_a_reload() {
    let mut s = ann_against(3);
    mv(&mut s, "e2", "e4");
    engine_plays(&mut s, "e7e5");
    let text = storage::encode(&s, 0.0, 0.0);
    assert!(text.contains("\nrated "), "{text}");
    let back = storage::decode(&text, 0.0, 0.0).unwrap();
    assert_eq!(back.rated, s.rated);
    for bad in ["rated x white", "rated 1 purple", "rated"] {
        let broken = text.replace(text.lines().find(|l| l.starts_with("rated")).unwrap(), bad);
        assert!(storage::decode(&broken, 0.0, 0.0).is_err(), "{bad}");
    }
}

#[test]
fn the_players_file_round_trips() {
    let mut p = Profiles::default();
    p.add("Ann \"the bold\" \\ 王").unwrap();
    let bo = p.add("Bo").unwrap();
    p.record_engine_game(bo, 5, GameResult::Win).unwrap();
    p.record_pair(1, bo, GameResult::Draw).unwrap();
    let text = p.to_json();
    assert_eq!(Profiles::from_json(&text).unwrap(), p);
    assert_eq!(p.get(bo).unwrap().history.len(), 2);
    assert!(matches!(p.get(1).unwrap().history[0].opponent, Opponent::Player(ref n) if n == "Bo"));
    // Names are trimmed and cut; empty names are refused.
    assert_eq!(p.add("   "), None);
    let long = p.add(&"x".repeat(100)).unwrap();
    assert_eq!(p.get(long).unwrap().name.chars().count(), 40);
}

#[test]
fn bad_foreign_and_damaged_files_change_nothing() {
    let mut p = Profiles::default();
    p.add("Ann").unwrap();
    let good = p.to_json();
    let before = p.clone();
    let cases = [
        ("", "json"),
        ("not json", "json"),
        ("{\"a\": [1, 2", "json"),
        ("[1, 2, 3]", "foreign"),
        ("{\"format\": \"other-app\"}", "foreign"),
        (&good.replace("\"version\":1", "\"version\":9") as &str, "damaged"),
        (&good.replace("\"hundredths\":0", "\"hundredths\":-5"), "damaged"),
        // Rookery writes whole numbers only; a fraction is refused as not its JSON.
        (&good.replace("\"hundredths\":0", "\"hundredths\":0.5"), "json"),
        (&good.replace("\"name\":\"Ann\"", "\"name\":\"\""), "damaged"),
        (&good.replace("\"games\":[]", "\"games\":[{\"opponent\":\"engine\",\"who\":9,\"result\":\"win\",\"before\":0,\"after\":0}]"), "damaged"),
        (&good.replace("\"games\":[]", "\"games\":[{\"opponent\":\"engine\",\"who\":3,\"result\":\"won\",\"before\":0,\"after\":0}]"), "damaged"),
    ];
    for (text, kind) in cases {
        let got = Profiles::from_json(text);
        let ok = matches!(
            (&got, kind),
            (Err(ProfileError::NotJson(_)), "json")
                | (Err(ProfileError::Foreign), "foreign")
                | (Err(ProfileError::Damaged(_)), "damaged")
        );
        assert!(ok, "{text:?}: {got:?}");
        // Through the reducer: a notice, and the players stay as they were.
        let mut s = AppState::default();
        s.profiles = before.clone();
        s.apply(Action::ImportProfiles(text.to_string()));
        assert_eq!(s.profiles, before);
        assert!(matches!(s.notice, Some(Notice::ImportFailed(_))));
    }
    // A good file adds its players.
    let mut s = AppState::default();
    s.profiles = before.clone();
    s.apply(Action::ImportProfiles(good.clone()));
    assert_eq!(s.notice, Some(Notice::Imported(1)));
    assert_eq!(s.profiles.list.len(), 2);
    assert_ne!(s.profiles.list[0].id, s.profiles.list[1].id);
}

#[test]
fn any_edit_of_a_players_file_is_read_without_a_panic() {
    let mut p = Profiles::default();
    let id = p.add("Ann").unwrap();
    p.record_engine_game(id, 2, GameResult::Win).unwrap();
    let good = p.to_json();
    for i in 0..good.len() {
        let mut bytes = good.clone().into_bytes();
        bytes[i] = bytes[i].wrapping_add(1 + (i % 5) as u8);
        let _ = Profiles::from_json(&String::from_utf8_lossy(&bytes));
        let _ = Profiles::from_json(&good[..i]);
    }
    // Deep nesting and huge input are refused, not a stack overflow.
    assert!(json::parse(&"[".repeat(100_000)).is_err());
    assert!(json::parse(&" ".repeat(json::MAX_LEN + 1)).is_err());
    assert_eq!(
        json::parse("\"\\u4e2d\\n\"").unwrap().as_str(),
        Some("中\n")
    );
}

#[test]
fn each_level_has_fixed_points_from_the_bottom_of_the_ladder_to_the_top() {
    let points: Vec<Points> = (1..=8).map(level_points).collect();
    assert!(points.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(points[0].grade(), Some(29));
    assert_eq!(points[7].grade(), Some(1));
}

#[test]
fn saved_players_that_cannot_be_read_are_discarded_with_a_notice() {
    let s = rookery::ui::initial_state("", None, Some("{{{ garbage"), 0.0, 0.0);
    assert_eq!(s.notice, Some(Notice::ProfilesDiscarded));
    assert!(s.profiles.list.is_empty());
    let mut p = Profiles::default();
    p.add("Ann").unwrap();
    let s = rookery::ui::initial_state("", None, Some(&p.to_json()), 0.0, 0.0);
    assert_eq!(s.profiles, p);
    assert!(
        s.rated.is_some(),
        "a fresh game with a chosen player is rated"
    );
}

#[test]
fn two_players_of_this_device_rate_each_other() {
    let mut s = AppState::default();
    let ann = {
        s.apply(Action::AddProfile("Ann".into()));
        s.profiles.active.unwrap()
    };
    s.apply(Action::AddProfile("Bo".into()));
    let bo = s.profiles.active.unwrap();
    let mut file = s.profiles.clone();
    file.list[0].points = Points::whole(150);
    s.profiles = Profiles::from_json(&file.to_json()).unwrap();
    let pair = |players| Action::NewGame {
        settings: Settings {
            mode: Mode::TwoPlayers { auto_flip: false },
            level: 2,
            time: None,
            players,
        },
        start: None,
        now: 0.0,
    };
    s.apply(pair(Some((ann, ann))));
    assert_eq!(s.rated, None, "a player cannot play herself");
    s.apply(pair(Some((ann, bo))));
    assert_eq!(
        s.rated,
        Some(Rated::Pair {
            white: ann,
            black: bo
        })
    );
    // Survives a reload.
    let back = storage::decode(&storage::encode(&s, 0.0, 0.0), 0.0, 0.0).unwrap();
    assert_eq!(back.rated, s.rated);
    assert_eq!(back.settings.players, Some((ann, bo)));
    // Fool's mate: Bo (Black, 0) mates Ann (White, 150). d = 150: the lower side wins d/2 = 75.
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        mv(&mut s, from, to);
    }
    assert_eq!(s.outcome().unwrap().winner, Some(Color::Black));
    assert_eq!(s.profiles.get(ann).unwrap().points, Points::whole(75));
    assert_eq!(s.profiles.get(bo).unwrap().points, Points::whole(75));
    assert_eq!(
        s.ladder_change,
        [
            ("Ann".to_string(), Points::whole(-75)),
            ("Bo".to_string(), Points::whole(75))
        ]
    );
    assert_eq!(
        s.profiles.get(bo).unwrap().history[0].opponent,
        Opponent::Player("Ann".into())
    );
}

#[path = "../fuzz/src/ui_checks.rs"]
mod ui_checks;

#[test]
fn the_app_inputs_fuzz_corpus_replays_cleanly() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus/app_inputs");
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let data = std::fs::read(&path).unwrap();
        let outcome = std::panic::catch_unwind(|| ui_checks::app_input(&data));
        assert!(outcome.is_ok(), "{} fails", path.display());
        n += 1;
    }
    assert!(n >= 5, "seeds in {}", dir.display());
}

#[test]
fn a_rated_game_lost_on_time_while_the_page_was_closed_is_recorded() {
    let mut s = ann_against(1);
    s.apply(Action::NewGame {
        settings: Settings {
            time: Some(rookery::ui::clock::TimeControl::minutes(1, 0)),
            ..s.settings
        },
        start: None,
        now: 0.0,
    });
    mv(&mut s, "e2", "e4");
    engine_plays(&mut s, "e7e5");
    let saved = storage::encode(&s, 0.0, 1e12);
    let players = s.profiles.to_json();
    // Reopened ten minutes later: White's minute ran out meanwhile.
    let back = rookery::ui::initial_state("", Some(&saved), Some(&players), 0.0, 1e12 + 600_000.0);
    assert_eq!(back.outcome().unwrap().winner, Some(Color::Black));
    let ann = back.profiles.active().unwrap();
    assert_eq!(ann.history.len(), 1, "the loss is on the ladder");
    assert_eq!(ann.history[0].result, GameResult::Loss);
}

#[test]
fn playing_both_sides_or_a_new_player_mid_game_change_the_rating_rightly() {
    let mut s = ann_against(2);
    mv(&mut s, "e2", "e4");
    engine_plays(&mut s, "e7e5");
    // Adding (and so choosing) another player does not touch the game under way.
    s.apply(Action::AddProfile("Bo".into()));
    assert!(matches!(s.rated, Some(Rated::VsEngine { .. })));
    // Going on without the engine ends the rating: one person moves both sides.
    mv(&mut s, "g1", "f3");
    s.apply(Action::EngineFailed {
        id: s.search.unwrap(),
    });
    s.apply(Action::PlayBothSides { now: 0.0 });
    assert_eq!(s.rated, None);
}

#[test]
fn a_takeback_after_a_rated_end_clears_the_change_shown() {
    let mut s = ann_against(1);
    mv(&mut s, "e2", "e4");
    engine_plays(&mut s, "f7f6");
    mv(&mut s, "d2", "d4");
    engine_plays(&mut s, "g7g5");
    mv(&mut s, "d1", "h5");
    assert_eq!(s.ladder_change.len(), 1);
    s.apply(Action::Takeback { now: 0.0 });
    assert!(s.ladder_change.is_empty());
}
