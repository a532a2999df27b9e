//! Arbitrary bytes read as a PGN file. Nothing may panic; every error has a location; every
//! game that is read must write back in export format (movetext lines at most 80 characters)
//! and read again to the same game tree, and writing that again must give the same text.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rookery::rules::pgn;

/// Longer inputs are cut: they only slow the fuzzer down.
const MAX_INPUT: usize = 1 << 16;

fuzz_target!(|data: &[u8]| {
    let text = pgn::decode(&data[..data.len().min(MAX_INPUT)]);
    for (i, game) in pgn::parse_pgn(&text).into_iter().enumerate() {
        match game {
            Ok(game) => round_trip(&game),
            Err(e) => {
                assert_eq!(e.game, i + 1, "{e}");
                assert!(e.line >= 1 && e.column >= 1, "{e}");
                assert!(!e.to_string().is_empty());
            }
        }
    }
});

fn round_trip(game: &pgn::Game) {
    let written = game.to_pgn();
    let movetext = written
        .split_once("\n\n")
        .map_or(written.as_str(), |(_, m)| m);
    for line in movetext.lines() {
        // Only a single word, or a `;` comment (a comment holding a `}`), can be longer.
        assert!(
            line.chars().count() <= pgn::MAX_LINE_LENGTH
                || !line.contains(' ')
                || line.contains("; "),
            "long line {line:?}"
        );
    }
    let mut again = pgn::parse_pgn(&written);
    assert_eq!(again.len(), 1, "{written}");
    let again = again
        .remove(0)
        .unwrap_or_else(|e| panic!("written game does not read back: {e}\n{written}"));
    let mut expected = game.clone();
    expected.tags = game.export_tags();
    assert_eq!(again, expected, "round trip changed the game:\n{written}");
    assert_eq!(again.to_pgn(), written, "writing is not a fixed point");
    let _ = game.mainline_final_position().to_fen();
}
