//! The PGN round-trip property, shared by `tests/pgn.rs` and the `pgn` fuzz target via
//! `#[path]`: a game written in export format keeps its lines within 80 characters and reads
//! back to the same game tree, and writing that again gives the same text.

use rookery::rules::pgn::{self, Game};

/// Panics with the written text if the round trip changes anything.
pub fn assert_round_trip(game: &Game) {
    let written = game.to_pgn();
    let movetext = written
        .split_once("\n\n")
        .map_or(written.as_str(), |(_, m)| m);
    // Only a single word, or a `;` comment (a comment holding a `}`), can be longer.
    for line in movetext.lines() {
        assert!(
            line.chars().count() <= pgn::MAX_LINE_LENGTH
                || !line.contains(' ')
                || line.contains("; "),
            "line longer than 80 characters: {line:?}"
        );
    }
    let mut all = pgn::parse_pgn(&written);
    assert_eq!(all.len(), 1, "expected one game in:\n{written}");
    let again = all
        .remove(0)
        .unwrap_or_else(|e| panic!("written game does not read back: {e}\n{written}"));
    let mut expected = game.clone();
    expected.tags = game.export_tags();
    assert_eq!(again, expected, "round trip changed the game:\n{written}");
    assert_eq!(again.to_pgn(), written, "writing is not a fixed point");
}
