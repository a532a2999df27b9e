//! The checks of the fuzz targets for what the app reads from outside (feature `ssr` of the
//! rookery crate): the players file, the saved game, the worker's messages, the ladder's
//! points, and the embed's address, messages, PGN and saved state. Included by the `app_inputs` target and by `tests/ladder_profiles.rs`, which replays
//! `fuzz/corpus/app_inputs/` in plain `cargo test`. Every check panics on failure.

#![allow(dead_code)]

use rookery::rules::ladder::{settle, GameResult, Points};
use rookery::ui::profiles::Profiles;
use rookery::ui::storage;
use rookery::worker_protocol::{Reply, SearchRequest};

const MAX_INPUT: usize = 1 << 16;

/// Arbitrary bytes as each of the app's outside inputs: nothing may panic, and what is
/// accepted must read back the same after writing it out.
pub fn app_input(data: &[u8]) {
    let text = String::from_utf8_lossy(&data[..data.len().min(MAX_INPUT)]);
    if let Ok(players) = Profiles::from_json(&text) {
        let again = Profiles::from_json(&players.to_json()).expect("a written players file reads");
        assert_eq!(again, players, "players file round trip");
    }
    if let Ok(state) = storage::decode(&text, 0.0, 1e12) {
        let again = storage::decode(&storage::encode(&state, 0.0, 1e12), 0.0, 1e12)
            .expect("a written saved game reads");
        assert_eq!(
            again.game.moves(),
            state.game.moves(),
            "saved game round trip"
        );
    }
    embed_input(&text);
    lesson_input(&text);
    if let Ok(request) = SearchRequest::decode(&text) {
        assert_eq!(SearchRequest::decode(&request.encode()), Ok(request));
    }
    if let Ok(reply) = Reply::decode(&text) {
        assert_eq!(Reply::decode(&reply.encode()), Ok(reply));
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    if let [a, b, ..] = words.as_slice() {
        if let (Ok(a), Ok(b)) = (Points::parse(a), Points::parse(b)) {
            assert_eq!(Points::parse(&a.to_string()), Ok(a));
            for result in [GameResult::Win, GameResult::Draw, GameResult::Loss] {
                let (x, y) = settle(a, b, result);
                assert!(x >= Points::ZERO && y >= Points::ZERO);
            }
        }
    }
}

/// The embed's inputs: the text as an address (set up, then written and read back), as a
/// host page's message (carried out on each mode), as a PGN and as a reload's saved state.
pub fn embed_input(text: &str) {
    use rookery::ui::embed_messages::Command;
    use rookery::ui::embed_params::parse;
    use rookery::ui::embed_state::{EmbedAction, EmbedState};
    let params = parse(text);
    if params.problems.is_empty() {
        assert_eq!(
            parse(&params.to_query()),
            params,
            "embed address round trip"
        );
    }
    let _ = rookery::ui::annotated::read(text);
    let mut embed = EmbedState::new(params, 0.0);
    embed.restore(text, 0.0);
    let _ = embed.to_saved();
    let command = Command::decode(text);
    for query in [
        "mode=play",
        "mode=view&pgn=1.e4+e5",
        "mode=puzzle&solution=e2e4,e7e5",
    ] {
        let mut embed = EmbedState::new(parse(query), 0.0);
        match &command {
            Ok(Some(command)) => embed.apply(EmbedAction::Command {
                command: command.clone(),
                now: 0.0,
            }),
            Ok(None) => {}
            Err(refused) => embed.apply(EmbedAction::Refused(refused.clone())),
        }
        embed.restore(text, 0.0);
        let _ = embed.shapes();
    }
}

/// The text as a lesson file: read, and every step it holds played with its own solution
/// (refusals are fine, panics are not); and as an overlay list, a progress file and a share
/// address.
pub fn lesson_input(text: &str) {
    use rookery::ui::learn::{lesson, progress::Progress, step_state::StepState};
    if let Ok(lesson) = lesson::parse(text) {
        for step in &lesson.steps {
            let mut state = StepState::new(step);
            for word in &step.solution {
                let _ = state.apply_solution_word(word);
            }
        }
    }
    let _ = lesson::parse_index(text);
    let (overlays, _) = rookery::ui::overlays::Overlays::parse(text);
    assert_eq!(
        rookery::ui::overlays::Overlays::parse(&overlays.to_list()).0,
        overlays
    );
    let progress = Progress::from_json(text);
    assert_eq!(
        Progress::from_json(&progress.to_json()),
        progress,
        "progress round trip"
    );
    let shared = rookery::ui::share_dialog::SharedGame::parse(text);
    let _ = shared.position();
    assert!(
        shared.clocks.is_empty() || shared.clocks.len() == shared.moves.len(),
        "one clock time per move, or none"
    );
    assert_eq!(
        rookery::ui::share_dialog::SharedGame::parse(&shared.to_query()),
        shared,
        "handed-over game round trip"
    );
    // The analysis board's address and its `%eval` reader.
    let opening = rookery::ui::study::start::open(text, Some(text));
    let _ = opening.study.to_pgn();
    if let Some(score) = rookery::ui::study::review::parse_eval(text) {
        let written = rookery::ui::study::review::eval_command(score);
        assert_eq!(
            rookery::ui::study::review::parse_eval(&written),
            Some(score),
            "%eval round trip"
        );
    }
}
