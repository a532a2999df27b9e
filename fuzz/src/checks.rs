//! The checks the fuzz targets run on each input. The same file is included (with `#[path]`)
//! by the fuzz targets and by `tests/fuzz_corpus.rs`, which replays the committed corpora in
//! plain `cargo test`.
//!
//! Every check panics on failure (that is how libFuzzer and the test harness notice).

#![allow(dead_code)]

use rookery::rules::{Move, Position, Setup, START_FEN};
use rookery::uci::Session;
use std::cell::RefCell;
use std::collections::BTreeSet;
use std::io::Sink;

#[path = "../../tests/support/cozy.rs"]
mod cozy;
use cozy::cozy_moves;

/// Capacity of `MoveList`. Relaxed reading accepts positions with more legal moves than that
/// (e.g. `QQQQQQBk/Q5RB/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQB w - - 0 1`, 271 moves): a known bug,
/// reported; the list checks are skipped for such positions so fuzzing can go on.
const MOVE_LIST_CAPACITY: u64 = 256;

/// Input longer than this is cut: FEN and UCI lines are short, and long inputs only slow the
/// fuzzer down.
const MAX_INPUT: usize = 4096;

fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(&data[..data.len().min(MAX_INPUT)]).into_owned()
}

/// `fen` target: the bytes as one FEN.
pub fn fen_input(data: &[u8]) {
    let text = text(data);
    fen_text(&text);
    // Also each line alone, so a corpus file can hold several FENs.
    if text.contains('\n') {
        for line in text.lines().take(16) {
            fen_text(line);
        }
    }
}

fn fen_text(text: &str) {
    let setup = Setup::from_fen(text);
    let strict = Position::from_fen(text);
    let relaxed = Position::from_fen_relaxed(text);
    for err in [strict.as_ref().err(), relaxed.as_ref().err()]
        .into_iter()
        .flatten()
    {
        assert!(!err.to_string().is_empty());
    }
    match &setup {
        // A syntax error is the same error whatever the validation.
        Err(e) => {
            assert_eq!(strict.as_ref().err(), Some(e), "{text:?}");
            assert_eq!(relaxed.as_ref().err(), Some(e), "{text:?}");
        }
        Ok(setup) => {
            assert_eq!(
                Position::from_setup(setup, rookery::rules::Validation::Strict).ok(),
                strict.as_ref().ok().cloned()
            );
        }
    }
    if let Ok(pos) = &strict {
        // Strict accepts only what relaxed accepts, and reads it the same way.
        let relaxed = relaxed
            .as_ref()
            .unwrap_or_else(|e| panic!("{text:?}: strict yes, relaxed no: {e}"));
        assert_eq!(relaxed.to_fen(), pos.to_fen(), "{text:?}");
        assert_eq!(relaxed.key(), pos.key(), "{text:?}");
        position(pos, true, 2);
    } else if let Ok(pos) = &relaxed {
        position(pos, false, 2);
    }
}

/// Checks a position; then each child, down to `depth` plies (one line of play below the
/// first ply, to keep inputs fast).
pub fn position(pos: &Position, strict: bool, depth: u32) {
    let fen = pos.to_fen();
    let reread = if strict {
        Position::from_fen(&fen)
    } else {
        Position::from_fen_relaxed(&fen)
    }
    .unwrap_or_else(|e| panic!("own FEN {fen} refused: {e}"));
    assert_eq!(reread.to_fen(), fen, "FEN round trip");
    assert_eq!(reread.key(), pos.key(), "{fen}: key after round trip");
    assert_eq!(pos.key(), pos.compute_key(), "{fen}: incremental key");
    let _ = pos.pretty();

    // The side that just moved is not in check.
    let us = pos.turn();
    let them = us.other();
    assert!(
        !pos.is_attacked(pos.king_of(them), us, pos.occupied()),
        "{fen}: side not to move in check"
    );
    assert_eq!(
        pos.checkers(),
        pos.attackers_to(pos.king_of(us), pos.occupied()) & pos.by_color(them),
        "{fen}: checkers"
    );

    let count = pos.count_legal();
    let moves = pos.legal_moves();
    assert_eq!(pos.has_legal_moves(), count > 0, "{fen}: has_legal_moves");
    if count > MOVE_LIST_CAPACITY {
        // Known bug (see MOVE_LIST_CAPACITY): the list is cut; nothing more to compare.
        assert_eq!(moves.len() as u64, MOVE_LIST_CAPACITY);
        return;
    }
    assert_eq!(count, moves.len() as u64, "{fen}: count_legal");
    let all: BTreeSet<u16> = moves.iter().map(|m| m.bits()).collect();
    assert_eq!(all.len(), moves.len(), "{fen}: duplicate moves");
    let captures: BTreeSet<u16> = pos.captures().iter().map(|m| m.bits()).collect();
    let quiets: BTreeSet<u16> = pos.quiets().iter().map(|m| m.bits()).collect();
    assert!(captures.is_disjoint(&quiets), "{fen}: captures ∩ quiets");
    assert_eq!(
        captures.union(&quiets).copied().collect::<BTreeSet<_>>(),
        all,
        "{fen}: captures ∪ quiets"
    );
    let evasions: BTreeSet<u16> = pos.evasions().iter().map(|m| m.bits()).collect();
    if pos.is_check() {
        assert_eq!(evasions, all, "{fen}: evasions");
    } else {
        assert!(evasions.is_empty(), "{fen}: evasions out of check");
    }
    assert_eq!(
        pos.ep_square().is_some(),
        moves.iter().any(|m| m.is_en_passant()),
        "{fen}: en passant square iff an en passant capture"
    );

    if let Some(cozy) = cozy_moves(pos) {
        let ours: BTreeSet<String> = moves.iter().map(|m| m.to_uci(true)).collect();
        assert_eq!(ours, cozy, "{fen}: legal moves vs cozy-chess");
    }

    for (i, &mv) in moves.iter().enumerate() {
        assert!(pos.is_legal(mv), "{fen}: is_legal({mv:?})");
        let text = mv.to_uci(true);
        let parsed = pos
            .parse_uci_move(&text)
            .unwrap_or_else(|e| panic!("{fen}: {text}: {e}"));
        // Known bug (reported): in Chess960 positions where a normal king move lands on the
        // castling king's square (king b1, rook a1: b1c1), the text of the king move parses as
        // the castling. Tolerated here so fuzzing goes on.
        let known_bug =
            parsed.is_castle() && !mv.is_castle() && parsed.king_destination() == mv.to();
        if !known_bug {
            assert_eq!(parsed.to_uci(true), text, "{fen}: parse {text}");
        }
        let mut child = pos.clone();
        child.play_unchecked(mv);
        assert_eq!(
            pos.gives_check(mv),
            child.is_check(),
            "{fen}: gives_check({mv:?})"
        );
        assert_eq!(child.key(), child.compute_key(), "{fen} {mv:?}: key");
        assert!(
            !child.is_attacked(child.king_of(us), them, child.occupied()),
            "{fen} {mv:?}: own king left attacked"
        );
        let child_fen = child.to_fen();
        let reread = Position::from_fen_relaxed(&child_fen)
            .unwrap_or_else(|e| panic!("{fen} {mv:?}: child FEN {child_fen} refused: {e}"));
        assert_eq!(reread.to_fen(), child_fen);
        if strict {
            // Strict positions stay strict... as long as they could arise in a game. A strict
            // position need not be reachable, so a refusal here is not necessarily a bug; only
            // a different reading is.
            if let Ok(s) = Position::from_fen(&child_fen) {
                assert_eq!(s.to_fen(), child_fen);
            }
        }
        // One line of play further down: the move picked by the position's key.
        if depth > 1 && i as u64 == pos.key() % count {
            position(&child, false, depth - 1);
        }
    }

    // Near misses of legal moves are illegal unless they are in the list (the non-canonical
    // promotion kinds 8..15 are a known bug, reported; they are left out here).
    for &mv in moves.iter() {
        for kind in 0..8u16 {
            let bits = (mv.bits() & 0x0fff) | (kind << 12);
            if let Some(variant) = Move::from_bits(bits) {
                assert_eq!(
                    pos.is_legal(variant),
                    all.contains(&bits),
                    "{fen}: is_legal({variant:?}) bits {bits:#06x}"
                );
            }
        }
    }
}

/// Positions in which UCI move text is tried.
const MOVE_POSITIONS: [&str; 6] = [
    START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "rk5r/8/8/8/8/8/8/RK5R w AHah - 0 1",
    "5rk1/8/8/8/8/8/8/5RK1 w Ff - 0 1",
];

thread_local! {
    /// One UCI session per thread, reused across inputs: a new session allocates a hash
    /// table, which would make the target 20 times slower. Each input starts by resetting it.
    static SESSION: RefCell<Option<Session<Sink>>> = const { RefCell::new(None) };
}

/// Commands that put a reused session back in its initial state.
const RESET: [&str; 4] = [
    "position startpos",
    "setoption name UCI_LimitStrength value false",
    "setoption name Skill Level value 20",
    "setoption name Move Overhead value 10",
];

/// `uci_line` target: the bytes as lines of UCI input.
pub fn uci_input(data: &[u8]) {
    let text = text(data);
    let positions: Vec<Position> = MOVE_POSITIONS
        .iter()
        .map(|f| Position::from_fen_relaxed(f).expect("move position"))
        .collect();
    SESSION.with(|cell| {
        let mut cell = cell.borrow_mut();
        let session = cell.get_or_insert_with(|| Session::new(std::io::sink()));
        for line in RESET {
            session.handle(line);
        }
        for line in text.lines().take(64) {
            if !affordable(line) {
                continue;
            }
            if session.handle(line) {
                // `quit` ends a real session; go on with a fresh one for the rest of the input.
                *session = Session::new(std::io::sink());
            }
            // The line, and each word of it, as a move in each position.
            for word in std::iter::once(line.trim()).chain(line.split_whitespace().take(32)) {
                for pos in &positions {
                    uci_move(pos, word);
                }
            }
            // The line as a FEN, and what follows `position fen`.
            let _ = Setup::from_fen(line);
            if let Ok(pos) = Position::from_fen_relaxed(line) {
                let _ = pos.to_fen();
                let _ = pos.legal_moves();
            }
            if let Some(rest) = line.trim_start().strip_prefix("position fen ") {
                let fen = rest.split(" moves").next().unwrap_or("");
                let _ = Position::from_fen_relaxed(fen);
            }
        }
        session.finish();
    });
}

/// Lines whose cost is not a bug but would stall the fuzzer: searches and perft beyond a tiny
/// depth (`go …`, `bench`), and hash tables of gigabytes (`setoption name Hash …`).
fn affordable(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    let small = |w: Option<&&str>, max: i64| {
        w.and_then(|d| d.parse::<i64>().ok())
            .is_some_and(|d| d <= max)
    };
    match words.first().copied() {
        Some("go") => match words.get(1).copied() {
            Some("perft") => words.len() == 2 || small(words.get(2), 2),
            Some("depth") => words.len() == 3 && small(words.get(2), 2),
            Some("nodes") => words.len() == 3 && small(words.get(2), 2000),
            _ => false,
        },
        Some("bench") => false,
        Some("setoption") => !line.to_ascii_lowercase().contains("hash"),
        _ => true,
    }
}

/// Parses `word` as a move in `pos`: an accepted move must be legal, and must print back as
/// the text given (castling may be given either way).
fn uci_move(pos: &Position, word: &str) {
    if let Ok(mv) = pos.parse_uci_move(word) {
        assert!(pos.is_legal(mv), "{pos:?}: {word} parsed to illegal {mv:?}");
        assert!(
            pos.legal_moves().contains(&mv),
            "{pos:?}: {word} parsed to {mv:?}, not in the list"
        );
        // The promotion letter may come in either case.
        assert!(
            mv.to_uci(false).eq_ignore_ascii_case(word)
                || mv.to_uci(true).eq_ignore_ascii_case(word),
            "{pos:?}: {word} parsed to {mv:?}"
        );
    }
}

/// Positions the SAN target reads moves in: start, castling both ways, promotions with
/// capture and check, en passant, and many queens (every kind of disambiguation).
const SAN_POSITIONS: [&str; 5] = [
    START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
    "8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1",
];

/// Arbitrary text read as a move in algebraic notation, strictly and leniently. A move that
/// is accepted must be legal and write back to SAN that reads as the same move.
pub fn san_input(data: &[u8]) {
    let text = text(data);
    for fen in SAN_POSITIONS {
        let pos = Position::from_fen(fen).expect("valid seed position");
        for word in std::iter::once(text.as_str()).chain(text.split_whitespace().take(8)) {
            let lenient = pos.parse_san_lenient(word);
            if let Ok(mv) = lenient {
                assert!(pos.is_legal(mv), "{fen}: {word:?} gave illegal {mv:?}");
                assert_eq!(pos.parse_san(&pos.san(mv)), Ok(mv), "{fen}: {word:?}");
                assert_eq!(pos.parse_san_lenient(&pos.long_algebraic(mv)), Ok(mv));
            }
            if let Ok(mv) = pos.parse_san(word) {
                assert_eq!(
                    lenient,
                    Ok(mv),
                    "{fen}: strict and lenient disagree on {word:?}"
                );
            }
            let _ = lenient.map_err(|e| e.to_string());
        }
    }
}
