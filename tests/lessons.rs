//! Every lesson of Learn (issue 12), natively (feature `ssr`): `lessons/index.txt` lists every
//! lesson the issue asks for and each has its file; each file reads (every text in the three
//! languages, every position through the strict FEN parser); every step's intended solution,
//! played through the rules engine, reaches its goal. And the reader's errors on bad files.
#![cfg(feature = "ssr")]

use std::path::Path;

use rookery::ui::learn::lesson::{self, Goal};
use rookery::ui::learn::step_state::{stars, StepState};

const REQUIRED: [&str; 19] = [
    "board",
    "regions",
    "rook",
    "bishop",
    "queen",
    "king",
    "knight",
    "pawn",
    "capture",
    "promotion",
    "en-passant",
    "castling",
    "check",
    "checkmate",
    "stalemate",
    "draws",
    "notation",
    "values",
    "ladder",
];

fn dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons")
}

fn read(name: &str) -> String {
    std::fs::read_to_string(dir().join(name)).unwrap_or_else(|e| panic!("lessons/{name}: {e}"))
}

#[test]
fn the_index_lists_every_lesson_and_every_file() {
    let index = lesson::parse_index(&read("index.txt"));
    assert_eq!(index, REQUIRED, "index.txt: the issue's lessons, in order");
    let mut files: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".txt") && n != "index.txt")
        .map(|n| n.trim_end_matches(".txt").to_string())
        .collect();
    files.sort();
    let mut listed = index.clone();
    listed.sort();
    assert_eq!(
        files, listed,
        "a file for each lesson, no file left out of the index"
    );
}

#[test]
fn every_lesson_reads_and_every_step_is_solved_by_its_solution() {
    let mut steps = 0;
    for id in lesson::parse_index(&read("index.txt")) {
        let lesson = lesson::parse(&read(&format!("{id}.txt")))
            .unwrap_or_else(|e| panic!("lessons/{id}.txt: {e}"));
        assert_eq!(lesson.id, id);
        for (n, step) in lesson.steps.iter().enumerate() {
            let mut state = StepState::new(step);
            assert!(!state.done, "{id} step {}: done before it starts", n + 1);
            for word in &step.solution {
                state
                    .apply_solution_word(word)
                    .unwrap_or_else(|e| panic!("{id} step {}: {e}", n + 1));
            }
            assert!(
                state.done,
                "{id} step {}: the solution does not reach the goal",
                n + 1
            );
            assert_eq!(
                stars(state.tries, step.par),
                3,
                "{id} step {}: the solution is within par",
                n + 1
            );
            steps += 1;
        }
    }
    assert!(steps >= 19 * 3, "at least three steps a lesson ({steps})");
}

#[test]
fn wrong_tries_are_refused_with_a_reason() {
    let text = "lesson: t\ntitle.en: T\ntitle.zh-Hans: T\ntitle.zh-Hant: T\nabout.en: A\nabout.zh-Hans: A\nabout.zh-Hant: A\n\
        step:\nfen: 7k/8/8/8/8/8/8/R5K1 w - - 0 1\ngoal: reach a7\nsolution: a1a7\nsay.en: s\nsay.zh-Hans: s\nsay.zh-Hant: s\n\
        step:\nfen: 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngoal: mate\nsolution: a1a8\nsay.en: s\nsay.zh-Hans: s\nsay.zh-Hant: s\n";
    let lesson = lesson::parse(text).unwrap();
    use rookery::rules::Square;
    let sq = |s: &str| Square::parse(s).unwrap();
    let mut reach = StepState::new(&lesson.steps[0]);
    reach.try_move(sq("a1"), sq("b2"));
    assert!(matches!(
        reach.miss,
        Some(rookery::ui::learn::step_state::Miss::Illegal(_))
    ));
    reach.try_move(sq("a1"), sq("a8"));
    assert_eq!(
        reach.miss,
        Some(rookery::ui::learn::step_state::Miss::GivesCheck)
    );
    reach.try_move(sq("a1"), sq("a3"));
    assert!(reach.miss.is_none() && !reach.done);
    assert_eq!(
        reach.game.position().turn(),
        rookery::rules::Color::White,
        "the opponent passes"
    );
    reach.try_move(sq("a3"), sq("a7"));
    assert!(reach.done);
    assert_eq!(stars(reach.tries, 1), 2);
    let mut mate = StepState::new(&lesson.steps[1]);
    mate.try_move(sq("a1"), sq("a7"));
    assert_eq!(mate.miss, Some(rookery::ui::learn::step_state::Miss::NotIt));
    assert_eq!(mate.game.moves().len(), 0, "taken back");
    mate.try_move(sq("a1"), sq("a8"));
    assert!(mate.done);
    assert!(matches!(lesson.steps[1].goal, Goal::Mate));
}

#[test]
fn bad_lesson_files_are_refused_with_their_line() {
    let header = "lesson: t\ntitle.en: T\ntitle.zh-Hans: T\ntitle.zh-Hant: T\nabout.en: A\nabout.zh-Hans: A\nabout.zh-Hant: A\n";
    let step = |body: &str| format!("{header}step:\n{body}");
    let cases = [
        (String::from("lesson: t\n"), "no title.en"),
        (header.to_string(), "no steps"),
        (step("fen: 8/8/8 w - - 0 1\ngoal: mate\nsolution: a1a2\nsay.en: s\nsay.zh-Hans: s\nsay.zh-Hant: s\n"), "bad fen"),
        (step("fen: 7k/8/8/8/8/8/8/R5K1 w - - 0 1\ngoal: fly\nsolution: a1a2\nsay.en: s\nsay.zh-Hans: s\nsay.zh-Hant: s\n"), "unknown goal"),
        (step("fen: 7k/8/8/8/8/8/8/R5K1 w - - 0 1\ngoal: mate\nsolution: a1a2\nsay.en: s\nsay.zh-Hans: s\n"), "no say.zh-Hant"),
        (step("fen: 7k/8/8/8/8/8/8/R5K1 w - - 0 1\ngoal: one-of a1b2\nsolution: a1a2\nsay.en: s\nsay.zh-Hans: s\nsay.zh-Hant: s\n"), "not a legal move"),
        (step("fen: 7k/8/8/8/8/8/8/R5K1 w - - 0 1\ngoal: mate\nsay.fr: s\n"), "language must be"),
        (format!("{header}nonsense\n"), "expected 'key: value'"),
        (step("fen: 7k/8/8/8/8/8/8/R5K1 w - - 0 1\nmoves: a1a9\ngoal: mate\nsolution: a1a2\nsay.en: s\nsay.zh-Hans: s\nsay.zh-Hant: s\n"), "history move"),
    ];
    for (text, expected) in cases {
        let error = lesson::parse(&text).expect_err(expected);
        assert!(
            error.to_string().contains(expected),
            "{expected}: got {error}"
        );
        assert!(error.line >= 1);
    }
    // No input makes the reader panic.
    let good = read("rook.txt");
    for cut in (0..good.len()).step_by(7) {
        if good.is_char_boundary(cut) {
            let _ = lesson::parse(&good[..cut]);
        }
    }
}
