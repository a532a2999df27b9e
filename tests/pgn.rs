//! PGN: reading every syntax feature, writing export format, parse→write→parse identity over a
//! corpus of annotated games, errors with game/line/column for malformed input (never a panic),
//! recovery after a bad game, the `rookery pgn` command, and an independent cross-check of
//! `rookery pgn --fen` against cozy-chess on random games full of promoted queens.

use rookery::rules::pgn::{
    self, Command, Comment, Game, GameResult, PgnError, PgnErrorKind, MAX_VARIATION_DEPTH,
};
use rookery::rules::{Position, SanError};
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Output};
use std::time::{Duration, Instant};

#[path = "support/pgn_round_trip.rs"]
mod round_trip;
use round_trip::assert_round_trip;

const CORPUS: [&str; 4] = ["classics.pgn", "online.pgn", "setup.pgn", "features.pgn"];

fn data_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/pgn")
        .join(name)
}

fn data(name: &str) -> String {
    std::fs::read_to_string(data_path(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// All games, which must all be good.
fn games(text: &str) -> Vec<Game> {
    pgn::parse_pgn(text)
        .into_iter()
        .map(|g| g.unwrap_or_else(|e| panic!("{e}\n--- in ---\n{text}")))
        .collect()
}

fn one(text: &str) -> Game {
    let mut all = games(text);
    assert_eq!(all.len(), 1, "expected one game in {text:?}");
    all.remove(0)
}

/// The error of the only game in `text`.
fn error(text: &str) -> PgnError {
    let mut all = pgn::parse_pgn(text);
    assert_eq!(all.len(), 1, "expected one game in {text:?}: {all:?}");
    match all.remove(0) {
        Ok(game) => panic!("expected an error for {text:?}, got {game:?}"),
        Err(e) => e,
    }
}

fn sans(start: &Position, moves: impl Iterator<Item = rookery::rules::Move>) -> Vec<String> {
    let mut pos = start.clone();
    moves
        .map(|mv| {
            let san = pos.san(mv);
            pos.play_unchecked(mv);
            san
        })
        .collect()
}

fn mainline_sans(game: &Game) -> Vec<String> {
    sans(&game.start_position(), game.mainline_moves())
}

/// The written game with line breaks made spaces, to look for text regardless of wrapping.
fn flat(game: &Game) -> String {
    game.to_pgn().replace('\n', " ")
}

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

// ---------------------------------------------------------------------------------------------
// The corpus.

#[test]
fn corpus_parses_completely() {
    let counts: Vec<usize> = CORPUS.iter().map(|f| games(&data(f)).len()).collect();
    assert_eq!(counts, [5, 2, 4, 4]);
}

#[test]
fn corpus_round_trips() {
    for file in CORPUS {
        for game in games(&data(file)) {
            assert_round_trip(&game);
        }
    }
}

#[test]
fn corpus_round_trips_as_a_whole_file() {
    for file in CORPUS {
        let parsed = games(&data(file));
        let written = pgn::write_pgn(&parsed);
        let again = games(&written);
        assert_eq!(again.len(), parsed.len());
        assert_eq!(pgn::write_pgn(&again), written);
        // Games are separated by exactly one blank line.
        assert!(!written.contains("\n\n\n"));
    }
}

#[test]
fn famous_games_end_where_history_says() {
    let classics = games(&data("classics.pgn"));
    // Opera game, Immortal, Evergreen and Byrne–Fischer end in mate; Kasparov–Topalov not.
    for game in &classics[..4] {
        let end = game.mainline_final_position();
        assert!(
            end.is_check() && !end.has_legal_moves(),
            "{:?}",
            game.tag("White")
        );
    }
    assert_eq!(
        classics[0].mainline_final_position().to_fen(),
        "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"
    );
    assert_eq!(classics[4].mainline.nodes.len(), 87);
    assert_eq!(classics[3].result, GameResult::BlackWins);
    assert_eq!(mainline_sans(&classics[0]).last().unwrap(), "Rd8#");
}

#[test]
fn corpus_survives_bom_and_crlf() {
    for file in CORPUS {
        let text = data(file);
        let windows = format!("\u{feff}{}", text.replace('\n', "\r\n"));
        let a = games(&text);
        let b = games(&windows);
        assert_eq!(a, b, "{file}");
    }
}

// ---------------------------------------------------------------------------------------------
// Tags.

#[test]
fn tags_keep_order_escapes_and_any_name() {
    let g = one(
        "[Event \"Club \\\"Rapid\\\" Cup\"]\n[Site \"C:\\\\games\"]\n[my_Tag9 \"x\"]\n\
         [Empty \"\"]\n\n1. e4 *",
    );
    assert_eq!(
        g.tags,
        [
            ("Event".to_string(), "Club \"Rapid\" Cup".to_string()),
            ("Site".to_string(), "C:\\games".to_string()),
            ("my_Tag9".to_string(), "x".to_string()),
            ("Empty".to_string(), String::new()),
        ]
    );
    assert_eq!(g.tag("Site"), Some("C:\\games"));
    let written = g.to_pgn();
    assert!(written.contains("[Event \"Club \\\"Rapid\\\" Cup\"]\n"));
    assert!(written.contains("[Site \"C:\\\\games\"]\n"));
    assert_round_trip(&g);
}

#[test]
fn unescaped_quotes_inside_a_tag_value_are_kept() {
    let g = one("[Event \"The \"Big\" One\"]\n[Site \"x\" ]\n\n*");
    assert_eq!(g.tag("Event"), Some("The \"Big\" One"));
    assert_eq!(g.tag("Site"), Some("x"));
    assert_round_trip(&g);
}

#[test]
fn export_puts_the_seven_tag_roster_first_and_fills_it() {
    let g = one("[ECO \"C20\"]\n[White \"Ann\"]\n[Event \"Open\"]\n\n1. e4 e5 1/2-1/2");
    let written = g.to_pgn();
    let tags: Vec<&str> = written.lines().take_while(|l| !l.is_empty()).collect();
    assert_eq!(
        tags,
        [
            "[Event \"Open\"]",
            "[Site \"?\"]",
            "[Date \"????.??.??\"]",
            "[Round \"?\"]",
            "[White \"Ann\"]",
            "[Black \"?\"]",
            "[Result \"1/2-1/2\"]",
            "[ECO \"C20\"]",
        ]
    );
    assert!(written.ends_with("\n\n1. e4 e5 1/2-1/2\n"));
}

#[test]
fn several_tags_on_one_line_and_spaces_inside_brackets() {
    let g = one("[White \"A\"][Black \"B\"]  [ Result \"0-1\" ]\n1. f3 e5 2. g4 Qh4#");
    assert_eq!(g.tag("Black"), Some("B"));
    assert_eq!(g.tag("Result"), Some("0-1"));
    // No result token: the Result tag gives it.
    assert_eq!(g.result, GameResult::BlackWins);
}

// ---------------------------------------------------------------------------------------------
// Movetext.

#[test]
fn move_numbers_in_any_common_form() {
    let expected = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"];
    for text in [
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *",
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 *",
        "1.e4 1...e5 2.Nf3 2...Nc6 3.Bb5 3...a6 *",
        "1. e4 1... e5 2. Nf3 2... Nc6 3. Bb5 3... a6 *",
        "1 e4 e5 2 Nf3 Nc6 3 Bb5 a6 *",
        "1. e4 1. ... e5 2. Nf3 2 ... Nc6 3. Bb5 3.. a6 *",
        "e4 e5 Nf3 Nc6 Bb5 a6 *",
        // Wrong numbers are not checked: the moves decide.
        "1. e4 e5 2.Nf3 Nc6 3.Bb5 12... a6 *",
    ] {
        assert_eq!(mainline_sans(&one(text)), expected, "{text}");
    }
}

#[test]
fn lenient_moves_are_stored_as_moves_and_written_as_standard_san() {
    let g = one("1. e2-e4 e7e5 2. Ng1f3 nb8-c6 3. Bf1-c4 Ng8-f6 4. 0-0 Bc5 5. d3 o-o *");
    assert_eq!(
        mainline_sans(&g),
        ["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O", "Bc5", "d3", "O-O"]
    );
    assert!(g
        .to_pgn()
        .contains("1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O Bc5 5. d3 O-O *"));
    let promo = one("[SetUp \"1\"]\n[FEN \"8/4P1k1/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. e8Q *");
    assert_eq!(mainline_sans(&promo), ["e8=Q"]);
}

#[test]
fn comments_in_braces_and_to_end_of_line() {
    let g = one(
        "{Before the first move.} 1. e4 {After e4.} {A second one.} e5 ; rest of line { not a brace\n\
         2. Nf3 {Multi\n   line\tcomment.} *",
    );
    let line = &g.mainline;
    assert_eq!(line.comments, [Comment::new("Before the first move.")]);
    assert_eq!(
        line.nodes[0].comments,
        [Comment::new("After e4."), Comment::new("A second one.")]
    );
    assert_eq!(
        line.nodes[1].comments,
        [Comment::new("rest of line { not a brace")]
    );
    assert_eq!(line.nodes[2].comments[0].text, "Multi line comment.");
    assert_eq!(mainline_sans(&g), ["e4", "e5", "Nf3"]);
    assert_round_trip(&g);
}

#[test]
fn comment_commands_are_kept_as_data() {
    let g = one(
        "1. e4 { [%clk 0:01:02] [%eval 0.25] } e5 {[%cal Ge2e4,Rd7d5] Centre! [%csl Ge4]} \
         2. Nf3 {[%clk   1:00:00.5 ]} {[% not a command] [%broken} *",
    );
    let nodes = &g.mainline.nodes;
    assert_eq!(
        nodes[0].comments[0].commands,
        [
            Command {
                name: "clk".into(),
                args: "0:01:02".into()
            },
            Command {
                name: "eval".into(),
                args: "0.25".into()
            },
        ]
    );
    assert_eq!(nodes[0].comments[0].text, "");
    assert_eq!(nodes[0].comments[0].command("clk"), Some("0:01:02"));
    let c = &nodes[1].comments[0];
    assert_eq!(c.text, "Centre!");
    assert_eq!(c.command("cal"), Some("Ge2e4,Rd7d5"));
    assert_eq!(c.command("csl"), Some("Ge4"));
    assert_eq!(nodes[2].comments[0].command("clk"), Some("1:00:00.5"));
    // Not well-formed commands stay text.
    assert_eq!(nodes[2].comments[1].commands, []);
    assert_eq!(nodes[2].comments[1].text, "[% not a command] [%broken");
    let written = flat(&g);
    assert!(written.contains("1. e4 {[%clk 0:01:02] [%eval 0.25]} 1... e5"));
    assert!(written.contains("{[%cal Ge2e4,Rd7d5] [%csl Ge4] Centre!}"));
    assert_round_trip(&g);
}

#[test]
fn comments_that_contain_a_closing_brace_round_trip_as_line_comments() {
    let g = one("1. e4 ; a } inside\ne5 *");
    assert_eq!(g.mainline.nodes[0].comments[0].text, "a } inside");
    let written = g.to_pgn();
    assert!(
        written.contains("1. e4 ; a } inside\n1... e5 *"),
        "{written}"
    );
    assert_round_trip(&g);
}

#[test]
fn nags_and_glyphs() {
    let g = one("1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $0 $255 $14 Nf6 !? 5. O-O += *");
    let nags: Vec<Vec<u8>> = g.mainline.nodes.iter().map(|n| n.nags.clone()).collect();
    assert_eq!(
        nags,
        [
            vec![1],
            vec![2],
            vec![3],
            vec![4],
            vec![5],
            vec![6],
            vec![0, 255, 14],
            vec![5],
            vec![14]
        ]
    );
    let written = flat(&g);
    assert!(written.contains("1. e4 $1 e5 $2 2. Nf3 $3 Nc6 $4 3. Bb5 $5 a6 $6 4. Ba4 $0 $255 $14"));
    assert_round_trip(&g);
    let symbols = one("1. e4 = e5 =+ 2. Nf3 +/- Nc6 -/+ 3. Bc4 +- Bc5 -+ *");
    let nags: Vec<u8> = symbols.mainline.nodes.iter().map(|n| n.nags[0]).collect();
    assert_eq!(nags, [10, 15, 16, 17, 18, 19]);
}

#[test]
fn nested_variations_start_from_the_position_before_their_move() {
    let g = one(
        "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 (2... Nf6 3. e5) 3. exd5) 2... d6) (1... e6) \
         2. Nf3 *",
    );
    let e5 = &g.mainline.nodes[1];
    assert_eq!(e5.variations.len(), 2);
    let sicilian = &e5.variations[0];
    let after_e4 = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(sans(&after_e4, sicilian.moves()), ["c5", "Nf3", "d6"]);
    let alapin = &sicilian.nodes[1].variations[0];
    let after_c5 = pos("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    assert_eq!(sans(&after_c5, alapin.moves()), ["c3", "d5", "exd5"]);
    let after_c3 = pos("rnbqkbnr/pp1ppppp/8/2p5/4P3/2P5/PP1P1PPP/RNBQKBNR b KQkq - 0 2");
    assert_eq!(
        sans(&after_c3, alapin.nodes[1].variations[0].moves()),
        ["Nf6", "e5"]
    );
    assert_eq!(sans(&after_e4, e5.variations[1].moves()), ["e6"]);
    let written = flat(&g);
    assert!(
        written.contains(
            "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 (2... Nf6 3. e5) 3. exd5) 2... d6) (1... e6) \
             2. Nf3 *"
        ),
        "{written}"
    );
    assert_round_trip(&g);
}

#[test]
fn comments_before_the_first_move_of_a_variation() {
    let g = one("1. e4 ({Or} {the queen's pawn:} 1. d4 {solid}) 1... e5 *");
    let v = &g.mainline.nodes[0].variations[0];
    assert_eq!(
        v.comments,
        [Comment::new("Or"), Comment::new("the queen's pawn:")]
    );
    assert_eq!(v.nodes[0].comments, [Comment::new("solid")]);
    assert!(g
        .to_pgn()
        .contains("1. e4 ({Or} {the queen's pawn:} 1. d4 {solid}) 1... e5 *"));
    assert_round_trip(&g);
}

#[test]
fn variations_nest_to_the_limit_and_no_further() {
    let nested = |depth: usize| {
        format!(
            "1. e4 e5 {}{} *",
            "(1... c5 ".repeat(depth),
            ")".repeat(depth)
        )
    };
    let g = one(&nested(MAX_VARIATION_DEPTH));
    let mut depth = 0;
    let mut line = &g.mainline;
    while let Some(v) = line.nodes.last().and_then(|n| n.variations.first()) {
        depth += 1;
        line = v;
    }
    assert_eq!(depth, MAX_VARIATION_DEPTH);
    assert_round_trip(&g);
    let e = error(&nested(MAX_VARIATION_DEPTH + 1));
    assert_eq!(e.kind, PgnErrorKind::TooDeep);
    assert_eq!((e.game, e.line), (1, 1));
    assert_eq!(e.column, 10 + 9 * MAX_VARIATION_DEPTH);
}

#[test]
fn escape_lines_results_and_several_games() {
    let text = "% escape line\n[Event \"A\"]\n\n1. e4 1-0\n% another\n[Event \"B\"]\n\n\
                1. d4 0-1\n\n1. c4 1/2-1/2 1. Nf3 * 1. g3\n";
    let all = games(text);
    let results: Vec<GameResult> = all.iter().map(|g| g.result).collect();
    assert_eq!(
        results,
        [
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
            GameResult::Unknown,
            GameResult::Unknown,
        ]
    );
    assert_eq!(all[1].tag("Event"), Some("B"));
    assert!(all[2].tags.is_empty());
    assert_eq!(mainline_sans(&all[4]), ["g3"]);
    // The game without a result token is written with `*`.
    assert!(all[4].to_pgn().ends_with("1. g3 *\n"));
}

#[test]
fn empty_input_and_lone_comments_give_no_games() {
    assert!(pgn::parse_pgn("").is_empty());
    assert!(pgn::parse_pgn(" \n\r\n\u{feff}").is_empty());
    assert!(pgn::parse_pgn("% only an escape line\n").is_empty());
    assert!(pgn::parse_pgn("{just a comment}").is_empty());
    let g = one("[Event \"No moves\"]\n\n*");
    assert!(g.mainline.nodes.is_empty());
    assert_round_trip(&g);
}

#[test]
fn setup_and_fen_give_the_starting_position() {
    let text = "[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/4P3/4K3 b - - 0 40\"]\n\n\
                40... Ke4 41. Kf2 (41. Kd2 Kd4) Kf4 *";
    let g = one(text);
    let start = pos("8/8/8/4k3/8/8/4P3/4K3 b - - 0 40");
    assert_eq!(g.start.as_ref(), Some(&start));
    assert_eq!(mainline_sans(&g), ["Ke4", "Kf2", "Kf4"]);
    assert_eq!(
        g.mainline_final_position().to_fen(),
        "8/8/8/8/5k2/8/4PK2/8 w - - 3 42"
    );
    assert!(g
        .to_pgn()
        .contains("\n40... Ke4 41. Kf2 (41. Kd2 Kd4) 41... Kf4 *"));
    assert_round_trip(&g);
    // A FEN tag without SetUp is honoured too; SetUp "0" turns it off.
    let no_setup = one("[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *");
    assert_eq!(mainline_sans(&no_setup), ["O-O"]);
    let off = one("[SetUp \"0\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. e4 *");
    assert_eq!(off.start, None);
}

#[test]
fn chess960_fen_is_accepted_with_its_variant_tag() {
    let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    let text = format!("[Variant \"Chess960\"]\n[FEN \"{fen}\"]\n\n9. g3 *");
    let g = one(&text);
    assert_eq!(g.start_position().to_fen(), pos_relaxed(fen).to_fen());
    assert_round_trip(&g);
    let plain = error(&format!("[FEN \"{fen}\"]\n\n9. g3 *"));
    assert!(matches!(plain.kind, PgnErrorKind::BadFen { .. }), "{plain}");
}

fn pos_relaxed(fen: &str) -> Position {
    Position::from_fen_relaxed(fen).unwrap()
}

// ---------------------------------------------------------------------------------------------
// Writing.

#[test]
fn black_move_numbers_after_comments_and_variations_only() {
    let g = one("1. e4 e5 $1 2. Nf3 {x} Nc6 3. Bb5 (3. Bc4 Bc5) a6 4. Ba4 *");
    assert!(g
        .to_pgn()
        .contains("1. e4 e5 $1 2. Nf3 {x} 2... Nc6 3. Bb5 (3. Bc4 Bc5) 3... a6 4. Ba4 *"));
}

#[test]
fn long_movetext_and_comments_wrap_at_80() {
    let mut g = games(&data("classics.pgn")).remove(4);
    g.mainline.nodes[10]
        .comments
        .push(Comment::new(&"word ".repeat(60)));
    g.mainline.nodes[11].comments.push(Comment {
        text: "x".repeat(100),
        commands: vec![],
    });
    let written = g.to_pgn();
    let movetext = written.split_once("\n\n").unwrap().1;
    assert!(movetext.lines().count() > 10);
    for line in movetext.lines() {
        let n = line.chars().count();
        assert!(n <= 80 || !line.contains(' '), "{n}: {line}");
    }
    // Numbers stay with their move.
    assert!(movetext.lines().all(|l| !l.ends_with('.')));
    assert_round_trip(&g);
}

#[test]
fn to_pgn_and_movetext_for_a_list_of_moves() {
    let start = Position::startpos();
    let mut p = start.clone();
    let mut moves = Vec::new();
    for san in ["e4", "e5", "Nf3", "Nc6"] {
        let mv = p.parse_san(san).unwrap();
        p.play_unchecked(mv);
        moves.push(mv);
    }
    assert_eq!(pgn::movetext(&start, &moves), "1. e4 e5 2. Nf3 Nc6");
    let text = pgn::to_pgn(&start, &moves);
    assert!(text.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"));
    assert!(text.ends_with("[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n"));
    let g = one(&text);
    assert_eq!(g.mainline_moves().collect::<Vec<_>>(), moves);
    // From another position: SetUp and FEN are written, numbers follow the FEN.
    let endgame = pos("8/8/8/4k3/8/8/4P3/4K3 b - - 0 40");
    let ke4 = endgame.parse_san("Ke4").unwrap();
    assert_eq!(pgn::movetext(&endgame, &[ke4]), "40... Ke4");
    let text = pgn::to_pgn(&endgame, &[ke4]);
    assert!(text.contains("[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/4P3/4K3 b - - 0 40\"]\n"));
    assert_eq!(one(&text).start, Some(endgame));
}

#[test]
fn game_values_can_be_built_and_edited() {
    let mut g = Game::new();
    g.set_tag("White", "Ann");
    g.set_tag("White", "Bea");
    g.set_tag("Annotator", "me");
    assert_eq!(g.tags.len(), 2);
    assert_eq!(g.tag("White"), Some("Bea"));
    let p = Position::startpos();
    g.mainline
        .nodes
        .push(pgn::Node::new(p.parse_san("d4").unwrap()));
    g.result = GameResult::Draw;
    assert_eq!(GameResult::parse(" 1/2-1/2 "), Some(GameResult::Draw));
    assert_eq!(GameResult::Draw.to_string(), "1/2-1/2");
    assert!(g.to_string().ends_with("\n\n1. d4 1/2-1/2\n"));
    assert_round_trip(&g);
}

// ---------------------------------------------------------------------------------------------
// Errors: the right game, line and column, never a panic.

/// (input, line, column, start of the message after the location)
const MALFORMED: &[(&str, usize, usize, &str)] = &[
    ("1. e4 {oops\n e5 *", 1, 7, "comment '{' is never closed: expected '}'"),
    ("1. e4 e5) *", 1, 9, "unexpected ')': no variation is open"),
    ("1. e4 (1. d4 d5 *", 1, 7, "variation '(' is never closed: expected ')'"),
    ("1. e4 (1. d4 (1. c4) d5", 1, 7, "variation '(' is never closed"),
    ("1. e4 (1. d4 1-0", 1, 7, "variation '(' is never closed"),
    ("[Event \"x\"]\n\n1. e4 e5 2. Ke3 *", 3, 13, "illegal move 2. Ke3 in position rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"),
    ("[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nd2 *", 3, 4, "ambiguous move 1. Nd2: Nbd2 or Nfd2?"),
    ("1. e4 xyz *", 1, 7, "expected a move at 1..., found 'xyz'"),
    ("1. e4 -- 2. d4 *", 1, 7, "null move '--' is not supported"),
    ("[Event \"x\"\n\n*", 1, 10, "bad tag pair: expected ']' after the value of tag Event"),
    ("[Event x]\n\n*", 1, 8, "bad tag pair: expected the value of tag Event in double quotes"),
    ("[ \"x\"]\n\n*", 1, 3, "bad tag pair: expected a tag name after '['"),
    ("[Event \"x\n\n*", 1, 10, "the value of tag Event is never closed"),
    ("[Site \"?\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*", 2, 1, "bad FEN tag \"8/8/8/8/8/8/8/8 w - - 0 1\": invalid FEN"),
    ("[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0\"]\n*", 1, 1, "bad FEN tag"),
    ("\u{0}\u{1}garbage", 1, 1, "unexpected character '\\0'"),
    ("1. e4 \u{7f} *", 1, 7, "unexpected character '\\u{7f}'"),
    ("1. e4 é *", 1, 7, "unexpected character 'é'"),
    ("1. e4 $999 *", 1, 7, "NAG $999 is out of range: expected $0 to $255"),
    ("1. e4 $256 *", 1, 7, "NAG $256 is out of range"),
    ("1. e4 $00000000000000000000000001 *", 1, 7, "NAG $00000000000000000000000001 is out of range"),
    ("1. e4 $ *", 1, 7, "expected a number after '$'"),
    ("1. e4!!! *", 1, 4, "unknown annotation '!!!'"),
    ("$1 1. e4 *", 1, 1, "NAG before any move"),
    ("(1. d4) 1. e4 *", 1, 1, "variation '(' before any move"),
    ("1. e4 e5 % not at column 1\n*", 1, 10, "unexpected character '%'"),
    ("1. e4 <reserved> *", 1, 7, "unexpected character '<'"),
];

#[test]
fn malformed_inputs_give_located_errors() {
    for &(text, line, column, message) in MALFORMED {
        let e = error(text);
        let shown = e.to_string();
        let expected_start = format!("game 1, line {line}, column {column}: {message}");
        assert!(
            shown.starts_with(&expected_start),
            "{text:?}\n  got:      {shown}\n  expected: {expected_start}..."
        );
        assert_eq!((e.game, e.line, e.column), (1, line, column), "{text:?}");
    }
}

#[test]
fn error_kinds_carry_the_details() {
    let e = error("[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nd2 *");
    match e.kind {
        PgnErrorKind::Move {
            number,
            text,
            error: SanError::Ambiguous { candidates, .. },
            ..
        } => {
            assert_eq!((number.as_str(), text.as_str()), ("1.", "Nd2"));
            assert_eq!(candidates, ["Nbd2", "Nfd2"]);
        }
        other => panic!("{other:?}"),
    }
    let e = error("1. e4 e5 2. Ke3 *");
    assert!(matches!(
        e.kind,
        PgnErrorKind::Move {
            error: SanError::Illegal(_),
            ..
        }
    ));
    // PgnError is a std error with the SAN or FEN error as its source.
    let boxed: Box<dyn std::error::Error> = Box::new(e);
    assert!(boxed.source().is_some());
}

#[test]
fn columns_count_characters_and_lines_count_crlf() {
    let e = error("{é ü 日本} 1. e4 Ke7 *");
    assert_eq!((e.line, e.column), (1, 16));
    let e = error("\u{feff}[Event \"x\"]\r\n\r\n1. e4\r\n  e5 2. Ke3 *\r\n");
    assert_eq!((e.line, e.column), (4, 9));
}

#[test]
fn a_bad_game_does_not_stop_the_others() {
    let all = pgn::parse_pgn(&data("malformed.pgn"));
    let summary: Vec<String> = all
        .iter()
        .map(|g| match g {
            Ok(g) => format!("ok {}", g.tag("Event").unwrap_or("-")),
            Err(e) => format!("game {}, line {}, column {}", e.game, e.line, e.column),
        })
        .collect();
    assert_eq!(
        summary,
        [
            "ok Good 1",
            "game 2, line 9, column 13",
            "ok Good 2",
            "game 4, line 16, column 16",
            "ok Good 3",
            "game 6, line 30, column 16",
            "ok -",
            "game 8, line 37, column 7",
            "game 9, line 42, column 7",
            "game 10, line 46, column 1",
            "ok Good 5",
            "game 12, line 63, column 4",
            "game 13, line 68, column 7",
            "ok Good 6",
            "game 15, line 77, column 7",
        ]
    );
}

#[test]
fn recovery_finds_the_next_game_in_common_layouts() {
    let events = |text: &str| -> Vec<String> {
        pgn::parse_pgn(text)
            .iter()
            .map(|g| match g {
                Ok(g) => g
                    .tag("Event")
                    .map_or_else(|| mainline_sans(g).join(" "), str::to_string),
                Err(e) => format!("error in game {}", e.game),
            })
            .collect()
    };
    // The next tag section right after the bad movetext, without a blank line.
    assert_eq!(
        events("[Event \"A\"]\n1. e4 Ke7\n[Event \"B\"]\n1. d4 *"),
        ["error in game 1", "B"]
    );
    // Games without tags, one per line.
    assert_eq!(
        events("1. e4 e5 2. Ke3 1-0\n1. d4 d5 *\n1. c4 ) *\n1. Nf3 *"),
        ["error in game 1", "d4 d5", "error in game 3", "Nf3"]
    );
    // A bad tag in the middle of a tag section does not start a game at the next tag.
    assert_eq!(
        events("[Event \"A\"]\n[Site x]\n[Date \"?\"]\n\n1. e4 *\n\n[Event \"B\"]\n\n1. d4 *"),
        ["error in game 1", "B"]
    );
    // An error on the result line itself.
    assert_eq!(
        events("[Event \"A\"]\n\n1. e4 (1. d4 1-0\n[Event \"B\"]\n\n*"),
        ["error in game 1", "B"]
    );
    // The unclosed variation runs into the next game's tags.
    assert_eq!(
        events("[Event \"A\"]\n\n1. e4 (1. d4\n\n[Event \"B\"]\n\n*\n"),
        ["error in game 1", "B"]
    );
    // A bad first token of the file.
    assert_eq!(events("@\n[Event \"B\"]\n\n*\n"), ["error in game 1", "B"]);
}

#[test]
fn binary_garbage_never_panics() {
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    for _ in 0..300 {
        let bytes: Vec<u8> = (0..200)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                (seed >> 24) as u8
            })
            .collect();
        let text = pgn::decode(&bytes);
        for game in pgn::parse_pgn(&text).into_iter().flatten() {
            assert_round_trip(&game);
        }
    }
    // Invalid UTF-8 is read as Latin-1.
    assert_eq!(pgn::decode(b"caf\xe9"), "café");
}

/// Mutates the corpus at random (deterministically): every outcome is an error or a game that
/// round-trips; nothing panics.
#[test]
fn mutated_corpus_never_panics_and_round_trips() {
    let texts: Vec<String> = CORPUS
        .iter()
        .chain(["malformed.pgn"].iter())
        .map(|f| data(f))
        .collect();
    let alphabet: Vec<char> = "{}()[]\"\\;%$!?.*-+=/#0123456789 \n\rabcdefghKQRBNOx\u{0}é"
        .chars()
        .collect();
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move |n: usize| -> usize {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n.max(1) as u64) as usize
    };
    let (mut ok, mut bad) = (0, 0);
    for _ in 0..1500 {
        let mut chars: Vec<char> = texts[next(texts.len())].chars().collect();
        for _ in 0..1 + next(4) {
            let at = next(chars.len());
            match next(4) {
                0 => {
                    let end = (at + 1 + next(20)).min(chars.len());
                    chars.drain(at..end);
                }
                1 => chars.insert(at, alphabet[next(alphabet.len())]),
                2 => {
                    let end = (at + 1 + next(40)).min(chars.len());
                    let copy: Vec<char> = chars[at..end].to_vec();
                    let to = next(chars.len());
                    chars.splice(to..to, copy);
                }
                _ => chars.truncate(at),
            }
        }
        let text: String = chars.into_iter().collect();
        for game in pgn::parse_pgn(&text) {
            match game {
                Ok(game) => {
                    ok += 1;
                    assert_round_trip(&game);
                }
                Err(e) => {
                    bad += 1;
                    assert!(e.game >= 1 && e.line >= 1 && e.column >= 1);
                }
            }
        }
    }
    assert!(ok > 1000 && bad > 300, "ok {ok}, bad {bad}");
}

#[test]
fn pathological_inputs_stay_fast() {
    let started = Instant::now();
    let cases = [
        "(".repeat(200_000),
        format!("1. e4 {}", "(1. d4 ".repeat(100_000)),
        format!("1. e4 {{{}}} *", "x ".repeat(500_000)),
        format!("1. e4 {}*", "$1 ".repeat(200_000)),
        "1. ".repeat(300_000),
        format!("1. e4 {}", "{".repeat(300_000)),
        "[Event \"".repeat(100_000),
        "*\n".repeat(100_000),
        format!("[Event \"{}\"]\n*", "\\\"".repeat(300_000)),
        "1. e4 e5 2. Ke3\n".repeat(50_000),
        ")\n".repeat(100_000),
        format!("1. e4 {{{}}} *", "[%a ".repeat(200_000)),
        format!("1. e4 {{{}]}} *", "[%".repeat(200_000)),
        "[Event \"A\"]\n\n1. e4 {\n\n".repeat(50_000),
    ];
    for text in &cases {
        let start = Instant::now();
        let _ = pgn::parse_pgn(text);
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "{:?}... took {:?}",
            &text[..20],
            start.elapsed()
        );
    }
    // A big file of real games.
    let big = data("classics.pgn").repeat(200);
    let all = games(&big);
    assert_eq!(all.len(), 1000);
    assert!(started.elapsed() < Duration::from_secs(60));
}

// ---------------------------------------------------------------------------------------------
// The fuzz target's corpus, replayed with the fuzz target's check.

#[test]
fn fuzz_corpus_replays() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus/pgn");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    for entry in entries.flatten() {
        let bytes = std::fs::read(entry.path()).unwrap();
        let text = pgn::decode(&bytes);
        for game in pgn::parse_pgn(&text).into_iter().flatten() {
            assert_round_trip(&game);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The command line.

fn rookery(args: &[&str], stdin: Option<&str>) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Process::new(env!("CARGO_BIN_EXE_rookery"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start rookery");
    let input = child.stdin.take().unwrap();
    if let Some(text) = stdin {
        let mut input = input;
        input.write_all(text.as_bytes()).unwrap();
    } else {
        drop(input);
    }
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn cli_reexports_every_game() {
    let path = data_path("classics.pgn");
    let out = rookery(&["pgn", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let expected = pgn::write_pgn(&games(&data("classics.pgn")));
    assert_eq!(text(&out.stdout), expected);
    assert!(out.stderr.is_empty());
}

#[test]
fn cli_prints_final_fens() {
    let path = data_path("classics.pgn");
    let out = rookery(&["pgn", "--fen", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0));
    let lines: Vec<String> = text(&out.stdout).lines().map(str::to_string).collect();
    let expected: Vec<String> = games(&data("classics.pgn"))
        .iter()
        .map(|g| g.mainline_final_position().to_fen())
        .collect();
    assert_eq!(lines, expected);
    assert_eq!(
        lines[0],
        "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"
    );
    // Standard input, and --fen after the file name.
    let out = rookery(&["pgn", "-", "--fen"], Some("1. e4 e5 *\n\n1. d4 *"));
    assert_eq!(
        text(&out.stdout),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\n\
         rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1\n"
    );
}

#[test]
fn cli_reports_bad_games_and_still_prints_the_good_ones() {
    let path = data_path("malformed.pgn");
    let out = rookery(&["pgn", "--fen", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout).lines().count(), 6);
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("malformed.pgn: game 2, line 9, column 13: illegal move 2. Ke3"),
        "{stderr}"
    );
    assert!(stderr.contains("game 15, line 77, column 7: comment '{' is never closed"));
    assert!(stderr.contains("9 of 15 games could not be read"));
    let out = rookery(&["pgn", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout).matches("[Event \"Good").count(), 5);
}

#[test]
fn cli_usage_errors() {
    let out = rookery(&["pgn", "/no/such/file.pgn"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("cannot read /no/such/file.pgn"));
    assert!(out.stdout.is_empty());
    let out = rookery(&["pgn"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("missing FILE"));
    let out = rookery(&["pgn", "--bogus", "x.pgn"], None);
    assert_eq!(out.status.code(), Some(2));
    let out = rookery(&["pgn", "--help"], None);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).contains("--fen"));
}

// ---------------------------------------------------------------------------------------------
// An independent check: random games with many promotions, written in SAN by a small writer
// built on cozy-chess, read by `rookery pgn --fen`; every final position must match cozy-chess.

mod independent {
    use cozy_chess::{Board, Color, Move, Piece, Square};

    pub struct Rng(pub u64);

    impl Rng {
        pub fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        pub fn below(&mut self, n: u64) -> u64 {
            self.next() % n.max(1)
        }
    }

    pub fn legal(board: &Board) -> Vec<Move> {
        let mut out = Vec::new();
        board.generate_moves(|moves| {
            out.extend(moves);
            false
        });
        out
    }

    fn letter(piece: Piece) -> &'static str {
        match piece {
            Piece::Pawn => "",
            Piece::Knight => "N",
            Piece::Bishop => "B",
            Piece::Rook => "R",
            Piece::Queen => "Q",
            Piece::King => "K",
        }
    }

    fn is_castle(board: &Board, mv: Move) -> bool {
        board.piece_on(mv.from) == Some(Piece::King)
            && board.color_on(mv.to) == Some(board.side_to_move())
    }

    /// SAN written from the rules of the PGN standard, with cozy-chess's move generator.
    pub fn san(board: &Board, mv: Move) -> String {
        let mut out = String::new();
        let from = mv.from.to_string();
        let to = mv.to.to_string();
        if is_castle(board, mv) {
            out.push_str(if mv.to.file() > mv.from.file() {
                "O-O"
            } else {
                "O-O-O"
            });
        } else {
            let piece = board.piece_on(mv.from).unwrap();
            let capture = board.color_on(mv.to).is_some()
                || (piece == Piece::Pawn && mv.from.file() != mv.to.file());
            if piece == Piece::Pawn {
                if capture {
                    out.push_str(&from[..1]);
                }
            } else {
                out.push_str(letter(piece));
                let rivals: Vec<Square> = legal(board)
                    .into_iter()
                    .filter(|m| {
                        m.to == mv.to
                            && m.from != mv.from
                            && board.piece_on(m.from) == Some(piece)
                            && !is_castle(board, *m)
                    })
                    .map(|m| m.from)
                    .collect();
                if !rivals.is_empty() {
                    if rivals.iter().all(|s| s.file() != mv.from.file()) {
                        out.push_str(&from[..1]);
                    } else if rivals.iter().all(|s| s.rank() != mv.from.rank()) {
                        out.push_str(&from[1..]);
                    } else {
                        out.push_str(&from);
                    }
                }
            }
            if capture {
                out.push('x');
            }
            out.push_str(&to);
            if let Some(p) = mv.promotion {
                out.push('=');
                out.push_str(letter(p));
            }
        }
        let mut after = board.clone();
        after.play_unchecked(mv);
        if !after.checkers().is_empty() {
            out.push(if legal(&after).is_empty() { '#' } else { '+' });
        }
        out
    }

    /// Picks a move, strongly preferring promotions and pawn moves, so that games fill up with
    /// queens (and some knights, rooks and bishops), and then moves that need their square of
    /// origin, rank or file written.
    pub fn pick(board: &Board, moves: &[Move], rng: &mut Rng) -> Move {
        let weight = |mv: &Move| -> u64 {
            let piece = board.piece_on(mv.from);
            let victim = board.piece_on(mv.to);
            let rivals: Vec<&Move> = moves
                .iter()
                .filter(|m| {
                    m.to == mv.to
                        && m.from != mv.from
                        && piece != Some(Piece::Pawn)
                        && board.piece_on(m.from) == piece
                })
                .collect();
            if !rivals.is_empty() {
                let file = rivals.iter().any(|m| m.from.file() == mv.from.file());
                let rank = rivals.iter().any(|m| m.from.rank() == mv.from.rank());
                return match (file, rank) {
                    (true, true) => 2000,
                    (true, false) => 60,
                    _ => 10,
                };
            }
            match (piece, mv.promotion, victim) {
                (_, Some(Piece::Queen), _) => 400,
                (_, Some(_), _) => 120,
                (Some(Piece::Pawn), None, _) => 30,
                // Rarely take a queen, so they pile up.
                (_, None, Some(Piece::Queen)) => 1,
                (Some(Piece::King), _, _) => 2,
                _ => 6,
            }
        };
        let total: u64 = moves.iter().map(weight).sum();
        let mut r = rng.below(total);
        for mv in moves {
            let w = weight(mv);
            if r < w {
                return *mv;
            }
            r -= w;
        }
        moves[0]
    }

    /// The FEN with the en passant square only if a capture there is legal, and the halfmove
    /// clock capped at 100 (cozy-chess caps it).
    pub fn fen(board: &Board) -> String {
        let fen = board.to_string();
        let mut fields: Vec<String> = fen.split(' ').map(str::to_string).collect();
        if fields[3] != "-" {
            let ep_possible = legal(board).iter().any(|m| {
                board.piece_on(m.from) == Some(Piece::Pawn)
                    && m.from.file() != m.to.file()
                    && board.piece_on(m.to).is_none()
            });
            if !ep_possible {
                fields[3] = "-".to_string();
            }
        }
        fields.join(" ")
    }

    pub fn cap_clock(fen: &str) -> String {
        let mut fields: Vec<String> = fen.split(' ').map(str::to_string).collect();
        let clock: u32 = fields[4].parse().unwrap();
        fields[4] = clock.min(100).to_string();
        fields.join(" ")
    }

    pub fn white_to_move(board: &Board) -> bool {
        board.side_to_move() == Color::White
    }
}

#[test]
fn cli_fen_agrees_with_cozy_chess_on_random_games_full_of_queens() {
    use independent::*;
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let mut pgn_text = String::new();
    let mut expected = Vec::new();
    let mut all_sans: Vec<Vec<String>> = Vec::new();
    let (mut promotions, mut file_only, mut rank_only, mut square) = (0, 0, 0, 0);
    for game_number in 0..300 {
        let mut board = cozy_chess::Board::default();
        pgn_text.push_str(&format!(
            "[Event \"Random {game_number}\"]\n[Result \"*\"]\n\n"
        ));
        let mut sans = Vec::new();
        let plies = 100 + rng.below(300);
        for ply in 0..plies {
            let moves = legal(&board);
            if moves.is_empty() {
                break;
            }
            let mv = pick(&board, &moves, &mut rng);
            let san = san(&board, mv);
            if mv.promotion.is_some() {
                promotions += 1;
            }
            let body = san.trim_end_matches(['+', '#']).replace('x', "");
            if body.starts_with(['N', 'B', 'R', 'Q']) {
                match body.len() {
                    4 if body.as_bytes()[1].is_ascii_lowercase() => file_only += 1,
                    4 => rank_only += 1,
                    5 => square += 1,
                    _ => {}
                }
            }
            // Numbers in assorted styles, with the odd comment, NAG and variation.
            let white = white_to_move(&board);
            let number = ply / 2 + 1;
            match (white, rng.below(4)) {
                (true, 0) => pgn_text.push_str(&format!("{number}.{san} ")),
                (true, _) => pgn_text.push_str(&format!("{number}. {san} ")),
                (false, 0) => pgn_text.push_str(&format!("{number}...{san} ")),
                (false, _) => pgn_text.push_str(&format!("{san} ")),
            }
            match rng.below(30) {
                0 => pgn_text.push_str("{[%clk 0:00:42] a comment} "),
                1 => pgn_text.push_str("$1 "),
                2 => pgn_text.push_str("!? "),
                3 if moves.len() > 1 => {
                    let other = moves.iter().find(|&&m| m != mv).unwrap();
                    let dots = if white { "." } else { "..." };
                    pgn_text.push_str(&format!(
                        "({number}{dots} {}) ",
                        independent::san(&board, *other)
                    ));
                }
                _ => {}
            }
            if rng.below(12) == 0 {
                pgn_text.push('\n');
            }
            board.play_unchecked(mv);
            sans.push(san);
        }
        pgn_text.push_str("*\n\n");
        expected.push(fen(&board));
        all_sans.push(sans);
    }
    // The games exercise what they are meant to.
    eprintln!(
        "{promotions} promotions; disambiguation by file {file_only}, by rank {rank_only}, \
         by square {square}"
    );
    assert!(promotions > 1000, "{promotions} promotions");
    assert!(
        file_only > 100 && rank_only > 100 && square > 10,
        "{file_only} {rank_only} {square}"
    );

    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join(format!("random-queens-{}.pgn", std::process::id()));
    std::fs::write(&path, &pgn_text).unwrap();
    let out = rookery(&["pgn", "--fen", path.to_str().unwrap()], None);
    let _ = std::fs::remove_file(&path);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let got: Vec<String> = text(&out.stdout).lines().map(cap_clock).collect();
    assert_eq!(got.len(), expected.len());
    for (i, (got, want)) in got.iter().zip(&expected).enumerate() {
        assert_eq!(got, want, "game {}", i + 1);
    }
    // And rookery writes exactly the SAN the independent writer wrote.
    for (game, want) in games(&pgn_text).iter().zip(&all_sans) {
        assert_eq!(&mainline_sans(game), want);
        assert_round_trip(game);
    }
}

/// Read a game at a time, each time with a new reader resumed where the last one stopped:
/// the same games and the same errors (game numbers, lines, columns) as one reader gives.
/// This is how the import reads a big file without freezing the page.
#[test]
fn a_reader_resumed_game_by_game_reads_what_one_reader_reads() {
    let mut text = String::new();
    for name in [
        "classics.pgn",
        "malformed.pgn",
        "online.pgn",
        "features.pgn",
    ] {
        text.push_str(&data(name));
        text.push_str("\n\n");
    }
    let whole: Vec<_> = pgn::PgnReader::new(&text).collect();
    assert!(whole.iter().any(Result::is_err) && whole.iter().any(Result::is_ok));
    let mut pieces = Vec::new();
    let mut reader = pgn::PgnReader::new(&text);
    while let Some(next) = reader.next() {
        pieces.push(next);
        let (at, games) = (reader.position(), reader.games());
        reader = pgn::PgnReader::resume(&text, at, games);
    }
    assert_eq!(pieces.len(), whole.len());
    for (a, b) in pieces.iter().zip(&whole) {
        match (a, b) {
            (Ok(a), Ok(b)) => assert_eq!(a, b),
            (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
            _ => panic!("{a:?} against {b:?}"),
        }
    }
    // Resuming past the end, or inside a character, reads nothing and does not panic.
    let end = pgn::Span {
        offset: text.len() + 5,
        line: 1,
        column: 1,
    };
    assert!(pgn::PgnReader::resume(&text, end, 0).next().is_none());
    let accents = "{é} 1. e4 *";
    let inside = pgn::Span {
        offset: 2,
        line: 1,
        column: 3,
    };
    let _ = pgn::PgnReader::resume(accents, inside, 0).count();
}
