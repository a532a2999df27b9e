//! The rules engine compiled to wasm32, run in headless Chromium by wasm-bindgen-test-runner
//! (`cargo test --target wasm32-unknown-unknown --test wasm`; the runner is set in
//! `.cargo/config.toml` and finds `chromedriver` on PATH).
#![cfg(target_arch = "wasm32")]

use rookery::rules::{perft, Position, START_FEN};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn perft_3_from_the_start_position() {
    assert_eq!(perft(&Position::startpos(), 3), 8902);
}

#[wasm_bindgen_test]
fn start_fen_round_trips() {
    let position = Position::from_fen(START_FEN).expect("the start FEN parses");
    assert_eq!(position.to_fen(), START_FEN);
    assert_eq!(Position::startpos().to_fen(), START_FEN);
}

/// The bench signature: the same node count as natively (tests/search.rs, BENCH_5_NODES), so
/// the search behaves identically in the browser.
#[wasm_bindgen_test]
fn bench_node_count_matches_native() {
    let clock = || 0.0;
    let result = rookery::search::bench::run(5, &clock);
    assert_eq!(result.nodes, 18957);
}

#[wasm_bindgen_test]
fn engine_finds_mate_in_wasm() {
    let mut engine = rookery::search::Engine::new(4);
    engine
        .set_position(Some("6k1/5ppp/8/8/8/8/8/R6K w - - 0 1"), &[])
        .unwrap();
    let clock = || 0.0;
    let result = engine.go(&rookery::search::Limits::depth(4), &clock, &mut |_| {});
    assert_eq!(result.best_move.unwrap().to_string(), "a1a8");
}

/// The engine worker's message handling, as the Web Worker runs it: a level-2 search request
/// is answered with info lines and a legal best move last.
#[wasm_bindgen_test]
fn worker_protocol_answers_in_wasm() {
    use rookery::worker_protocol::{answer, Reply, SearchRequest};
    let mut engine = rookery::search::Engine::new(4);
    let request = SearchRequest {
        id: 3,
        fen: START_FEN.to_string(),
        moves: vec!["e2e4".to_string()],
        level: 2,
        ..SearchRequest::default()
    };
    let clock = || 0.0;
    let mut replies = Vec::new();
    answer(&mut engine, &request.encode(), &clock, &mut |r| {
        replies.push(r)
    });
    let Some(Reply::BestMove {
        id: 3,
        mv: Some(mv),
        ..
    }) = replies.last()
    else {
        panic!("{replies:?}");
    };
    let pos = Position::startpos();
    let pos = pos.play(pos.parse_uci_move("e2e4").unwrap()).unwrap();
    assert!(pos.parse_uci_move(mv).is_ok(), "{mv}");
}
