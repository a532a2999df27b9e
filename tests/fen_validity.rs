//! FEN validity: the shared verdict table, one test per error variant (with its message), and
//! "bad input never panics" for truncated and mutated FENs.

use rookery::rules::{CastleSide, Color, FenError, Position, PositionError, Rank, Square};
use std::panic::{catch_unwind, AssertUnwindSafe};

struct Case {
    line: usize,
    valid: bool,
    fen: String,
    comment: String,
}

/// `tests/data/fen_validity.tsv`: `expected_valid<TAB>fen<TAB>comment`, `#` lines are comments.
/// The FEN field is taken exactly as written (some cases hinge on trailing spaces).
fn cases() -> Vec<Case> {
    include_str!("data/fen_validity.tsv")
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            let mut cols = l.split('\t');
            let valid = match cols.next().unwrap() {
                "true" => true,
                "false" => false,
                other => panic!("line {}: bad verdict {other:?}", i + 1),
            };
            let fen = cols
                .next()
                .unwrap_or_else(|| panic!("line {}: no FEN", i + 1));
            Case {
                line: i + 1,
                valid,
                fen: fen.to_string(),
                comment: cols.next().unwrap_or("").to_string(),
            }
        })
        .collect()
}

#[test]
fn every_case_of_the_shared_table_gets_the_expected_verdict() {
    let cases = cases();
    assert!(cases.len() >= 100, "only {} cases", cases.len());
    let mut wrong = Vec::new();
    for case in &cases {
        let result = Position::from_fen(&case.fen);
        if result.is_ok() != case.valid {
            wrong.push(format!(
                "line {}: {:?} ({}) expected {}, got {:?}",
                case.line,
                case.fen,
                case.comment,
                if case.valid { "valid" } else { "invalid" },
                result.map(|p| p.to_fen())
            ));
        }
        // What strict accepts, relaxed accepts identically; the FEN round-trips.
        if let Ok(pos) = Position::from_fen(&case.fen) {
            let relaxed = Position::from_fen_relaxed(&case.fen).unwrap();
            assert_eq!(relaxed.to_fen(), pos.to_fen());
            let again = Position::from_fen(&pos.to_fen()).unwrap();
            assert_eq!(again.to_fen(), pos.to_fen());
            assert_eq!(again.key(), pos.key());
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong verdicts:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

// ----- One test per error variant -----

/// Parses `fen` strictly, expects exactly `expected`, and checks the message reads as a
/// sentence that mentions each of `mentions`.
fn expect_error(fen: &str, expected: FenError, mentions: &[&str]) {
    let err = Position::from_fen(fen).expect_err(fen);
    assert_eq!(err, expected, "{fen}");
    let message = err.to_string();
    assert!(
        message.starts_with("invalid FEN: "),
        "{fen}: message {message:?}"
    );
    let body = &message["invalid FEN: ".len()..];
    assert!(
        body.split_whitespace().count() >= 3,
        "{fen}: message too short: {message:?}"
    );
    assert!(
        body.starts_with(|c: char| c.is_alphabetic() || c == '\''),
        "{fen}: message {message:?}"
    );
    // No Debug output leaking into the text meant for people.
    for debug in [
        "Square(",
        "Some(",
        "None",
        "Rank",
        "File(",
        "CastleSide",
        "{",
        "}",
    ] {
        assert!(
            !message.contains(debug),
            "{fen}: message shows {debug}: {message:?}"
        );
    }
    for m in mentions {
        assert!(
            message.contains(m),
            "{fen}: message {message:?} should mention {m:?}"
        );
    }
    // Relaxed reading fails the same way for syntax errors.
    if !matches!(err, FenError::Position(_)) {
        assert_eq!(Position::from_fen_relaxed(fen).unwrap_err(), err);
    }
}

fn position_error(fen: &str, expected: PositionError, mentions: &[&str]) {
    expect_error(fen, FenError::Position(expected.clone()), mentions);
    // PositionError on its own (as `Position::from_setup` returns it) reads well too.
    let text = expected.to_string();
    assert!(text.split_whitespace().count() >= 3, "{text:?}");
    assert!(!text.contains("Square(") && !text.contains("Some("));
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

#[test]
fn fen_error_empty() {
    expect_error("", FenError::Empty, &["empty"]);
    expect_error("   ", FenError::Empty, &["empty"]);
}

#[test]
fn fen_error_rank_count() {
    expect_error(
        "8/8/8/8/8/8/8 w - - 0 1",
        FenError::RankCount(7),
        &["8 ranks", "7"],
    );
    expect_error(
        "8/8/8/8/8/8/8/8/8 w - - 0 1",
        FenError::RankCount(9),
        &["9"],
    );
}

#[test]
fn fen_error_rank_length() {
    expect_error(
        "rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        FenError::RankLength {
            rank: Rank::Sixth,
            squares: 7,
        },
        &["rank 6", "7 squares"],
    );
    expect_error(
        "rnbqkbnr/p1p1p1p1p/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        FenError::RankLength {
            rank: Rank::Seventh,
            squares: 9,
        },
        &["rank 7"],
    );
}

#[test]
fn fen_error_board_char() {
    expect_error(
        "rnbqk?nr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        FenError::BoardChar('?'),
        &["'?'", "piece letter"],
    );
    expect_error(
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        FenError::BoardChar('9'),
        &["'9'"],
    );
}

#[test]
fn fen_error_adjacent_digits() {
    expect_error(
        "rnbqkbnr/pppppppp/17/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        FenError::AdjacentDigits { rank: Rank::Sixth },
        &["rank 6", "two digits"],
    );
}

#[test]
fn fen_error_missing_field() {
    expect_error(
        START,
        FenError::MissingField("side to move"),
        &["side to move", "missing"],
    );
    expect_error(
        &format!("{START} w"),
        FenError::MissingField("castling field"),
        &["castling"],
    );
    expect_error(
        &format!("{START} w KQkq"),
        FenError::MissingField("en passant field"),
        &["en passant"],
    );
    expect_error(
        &format!("{START} w KQkq - 0"),
        FenError::MissingField("fullmove number"),
        &["fullmove"],
    );
}

#[test]
fn fen_error_extra_field() {
    expect_error(
        &format!("{START} w KQkq - 0 1 extra"),
        FenError::ExtraField("extra".to_string()),
        &["'extra'"],
    );
}

#[test]
fn fen_error_turn() {
    expect_error(
        &format!("{START} ? KQkq - 0 1"),
        FenError::Turn("?".to_string()),
        &["'w' or 'b'", "'?'"],
    );
    expect_error(
        &format!("{START} W KQkq - 0 1"),
        FenError::Turn("W".to_string()),
        &["'W'"],
    );
}

#[test]
fn fen_error_castling() {
    expect_error(
        &format!("{START} w KQxkq - 0 1"),
        FenError::Castling("KQxkq".to_string()),
        &["castling", "'KQxkq'"],
    );
    expect_error(
        &format!("{START} w KK - 0 1"),
        FenError::Castling("KK".to_string()),
        &["'KK'"],
    );
}

#[test]
fn fen_error_en_passant() {
    expect_error(
        &format!("{START} w KQkq e2 0 1"),
        FenError::EnPassant("e2".to_string()),
        &["en passant", "'e2'"],
    );
    expect_error(
        &format!("{START} w KQkq x 0 1"),
        FenError::EnPassant("x".to_string()),
        &["'x'"],
    );
}

#[test]
fn fen_error_halfmove_clock() {
    expect_error(
        &format!("{START} w KQkq - x 1"),
        FenError::HalfmoveClock("x".to_string()),
        &["halfmove", "'x'"],
    );
    expect_error(
        &format!("{START} w KQkq - -1 1"),
        FenError::HalfmoveClock("-1".to_string()),
        &["'-1'"],
    );
}

#[test]
fn fen_error_fullmove_number() {
    expect_error(
        &format!("{START} w KQkq - 0 0"),
        FenError::FullmoveNumber("0".to_string()),
        &["fullmove", "'0'"],
    );
    expect_error(
        &format!("{START} w KQkq - 0 -1"),
        FenError::FullmoveNumber("-1".to_string()),
        &["'-1'"],
    );
}

#[test]
fn position_error_missing_king() {
    position_error(
        "k7/8/8/8/8/8/8/8 w - - 0 1",
        PositionError::MissingKing(Color::White),
        &["White", "no king"],
    );
    position_error(
        "8/8/8/8/8/8/8/7K w - - 0 1",
        PositionError::MissingKing(Color::Black),
        &["Black"],
    );
}

#[test]
fn position_error_too_many_kings() {
    position_error(
        "k7/8/8/8/8/8/8/6KK w - - 0 1",
        PositionError::TooManyKings(Color::White),
        &["White", "more than one king"],
    );
}

#[test]
fn position_error_pawn_on_back_rank() {
    position_error(
        "3P4/1k2K3/8/8/8/8/8/8 w - - 0 1",
        PositionError::PawnOnBackRank(sq("d8")),
        &["d8", "pawn"],
    );
    position_error(
        "8/8/8/8/8/8/1k3K2/3p4 w - - 0 1",
        PositionError::PawnOnBackRank(sq("d1")),
        &["d1"],
    );
}

#[test]
fn position_error_too_many_pawns() {
    position_error(
        "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1",
        PositionError::TooManyPawns(Color::White),
        &["White", "8 pawns"],
    );
}

#[test]
fn position_error_too_many_pieces() {
    position_error(
        "4k3/8/8/8/8/N7/PPPPPPPP/RNBQKBNR w - - 0 1",
        PositionError::TooManyPieces(Color::White),
        &["White", "16 pieces"],
    );
}

#[test]
fn position_error_impossible_material() {
    // Three queens (two promoted) and seven pawns: nine pawns' worth.
    position_error(
        "4k3/8/8/8/8/8/PPPPPPP1/QQQ1K3 w - - 0 1",
        PositionError::ImpossibleMaterial(Color::White),
        &["White", "promoted"],
    );
}

#[test]
fn position_error_opposite_check() {
    position_error(
        "4k3/8/8/8/8/8/8/4RK2 w - - 0 1",
        PositionError::OppositeCheck,
        &["not to move", "check"],
    );
}

#[test]
fn position_error_impossible_check() {
    // Knight, bishop and rook all give check: no single move does that.
    position_error(
        "4k3/8/3N4/1B6/8/8/8/4R1K1 b - - 0 1",
        PositionError::ImpossibleCheck,
        &["check"],
    );
    // Right after the double step d2-d4, a check along b5-f1, a line d2 is not on.
    position_error(
        "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1",
        PositionError::ImpossibleCheck,
        &["check"],
    );
}

#[test]
fn position_error_castling_king_not_home() {
    position_error(
        "r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1",
        PositionError::CastlingKingNotHome(Color::White),
        &["White", "castling", "king"],
    );
}

#[test]
fn position_error_castling_without_rook() {
    position_error(
        "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
        PositionError::CastlingWithoutRook(Color::White, CastleSide::King),
        &["White", "king side", "no rook"],
    );
    position_error(
        "4k2r/8/8/8/8/8/8/4K3 w q - 0 1",
        PositionError::CastlingWithoutRook(Color::Black, CastleSide::Queen),
        &["Black", "queen side"],
    );
}

#[test]
fn position_error_duplicate_castling() {
    // `K` and `H` both name the h1 rook.
    position_error(
        "r3k2r/8/8/8/8/8/8/R3K2R w KHkq - 0 1",
        PositionError::DuplicateCastling(Color::White),
        &["White", "twice"],
    );
}

#[test]
fn position_error_bad_en_passant() {
    position_error(
        "4k3/8/8/8/8/8/8/4K3 b - e3 0 1",
        PositionError::BadEnPassant(sq("e3")),
        &["e3", "en passant"],
    );
    // White to move, so the square must be on rank 6.
    position_error(
        "rnbqkbnr/1p1ppppp/B1p5/8/6P1/4P3/PPPP1P1P/RNBQK1NR w KQkq g3 0 3",
        PositionError::BadEnPassant(sq("g3")),
        &["g3"],
    );
}

#[test]
fn relaxed_reading_accepts_what_strict_refuses_only_where_documented() {
    // Chess960 castling and impossible checks: relaxed yes, strict no.
    for fen in [
        "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1",
        "4k3/8/3N4/1B6/8/8/8/4R1K1 b - - 0 1",
        "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1",
    ] {
        assert!(Position::from_fen(fen).is_err(), "{fen}");
        let pos = Position::from_fen_relaxed(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let again = Position::from_fen_relaxed(&pos.to_fen()).unwrap();
        assert_eq!(again.to_fen(), pos.to_fen());
    }
    // What the move generator cannot handle stays refused, and so does more material than a
    // game can have (it could hold more legal moves than a move list).
    for fen in [
        "4k3/8/8/8/8/8/PPPPPPP1/QQQ1K3 w - - 0 1",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "3P4/1k2K3/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/4RK2 w - - 0 1",
    ] {
        assert!(Position::from_fen_relaxed(fen).is_err(), "{fen}");
    }
}

// ----- Bad input never panics -----

/// Parses `text` both ways. Must return, never panic; a position it returns must be usable.
fn must_not_panic(text: &str) -> Result<(), String> {
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        let _ = rookery::rules::Setup::from_fen(text);
        for pos in [Position::from_fen(text), Position::from_fen_relaxed(text)]
            .into_iter()
            .flatten()
        {
            let fen = pos.to_fen();
            let again = Position::from_fen_relaxed(&fen).expect("own FEN readable");
            assert_eq!(again.to_fen(), fen);
            assert_eq!(pos.key(), pos.compute_key());
            let moves = pos.legal_moves();
            assert_eq!(pos.count_legal(), moves.len() as u64);
            for &mv in moves.iter() {
                let mut next = pos.clone();
                next.play_unchecked(mv);
                assert_eq!(next.key(), next.compute_key());
            }
        }
    }));
    outcome.map_err(|e| {
        let msg = e
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        format!("{text:?}: {msg}")
    })
}

#[test]
fn truncations_and_single_character_mutations_never_panic() {
    let seeds = [
        rookery::rules::START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/pppp1ppp/8/4p3/2P5/8/PP1PPPPP/RNBQKBNR w KQkq e6 0 2",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rk5r/8/8/8/8/8/8/RK5R w AHah - 0 1",
    ];
    let alphabet: Vec<char> = " /-0123456789pnbrqkPNBRQKwWabcdefghxABCDEFGH\t\u{e9}\u{1F600}\u{0}"
        .chars()
        .collect();
    let mut failures = Vec::new();
    let mut tried = 0usize;
    let mut check = |text: &str| {
        tried += 1;
        if let Err(e) = must_not_panic(text) {
            failures.push(e);
        }
    };
    for seed in seeds {
        let chars: Vec<char> = seed.chars().collect();
        for n in 0..=chars.len() {
            check(&chars[..n].iter().collect::<String>());
            check(&chars[n..].iter().collect::<String>());
        }
        for i in 0..chars.len() {
            // Delete, replace, insert.
            let mut deleted = chars.clone();
            deleted.remove(i);
            check(&deleted.iter().collect::<String>());
            for &c in &alphabet {
                let mut replaced = chars.clone();
                replaced[i] = c;
                check(&replaced.iter().collect::<String>());
                let mut inserted = chars.clone();
                inserted.insert(i, c);
                check(&inserted.iter().collect::<String>());
            }
        }
        // Swaps of neighbours.
        for i in 0..chars.len().saturating_sub(1) {
            let mut swapped = chars.clone();
            swapped.swap(i, i + 1);
            check(&swapped.iter().collect::<String>());
        }
    }
    assert!(tried > 10_000, "tried only {tried}");
    assert!(
        failures.is_empty(),
        "{} of {tried} inputs panicked:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// BUG in src/rules (reported, not fixed here): relaxed validation promises to refuse "anything
/// the move generator could not handle", but accepts positions with more legal moves than a
/// `MoveList` holds (256). Here White has 271: `count_legal()` (and so `perft(1)`) says 271
/// while `legal_moves()` silently stops at 256, so `perft(2)` and anything iterating the list
/// miss moves. Either relaxed reading should refuse such material (e.g. keep the 16-piece
/// limit) or the list should hold every move. Remove the `ignore` once fixed.
#[test]
fn bug_relaxed_fen_accepts_more_legal_moves_than_a_move_list_holds() {
    let fen = "QQQQQQBk/Q5RB/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQB w - - 0 1";
    match Position::from_fen_relaxed(fen) {
        Err(_) => {} // refusing it is one fix
        Ok(pos) => assert_eq!(
            pos.legal_moves().len() as u64,
            pos.count_legal(),
            "legal_moves() is cut short"
        ),
    }
}
