//! Arbitrary bytes read as a PGN file. Nothing may panic; every error has a location; every
//! game that is read must write back in export format (movetext lines at most 80 characters)
//! and read again to the same game tree, and writing that again must give the same text.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rookery::rules::pgn;

#[path = "../../tests/support/pgn_round_trip.rs"]
mod round_trip;

/// Longer inputs are cut: they only slow the fuzzer down.
const MAX_INPUT: usize = 1 << 16;

fuzz_target!(|data: &[u8]| {
    let text = pgn::decode(&data[..data.len().min(MAX_INPUT)]);
    for (i, game) in pgn::parse_pgn(&text).into_iter().enumerate() {
        match game {
            Ok(game) => {
                round_trip::assert_round_trip(&game);
                let _ = game.mainline_final_position().to_fen();
            }
            Err(e) => {
                assert_eq!(e.game, i + 1, "{e}");
                assert!(e.line >= 1 && e.column >= 1, "{e}");
                assert!(!e.to_string().is_empty());
            }
        }
    }
});
