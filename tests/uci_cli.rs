//! The native `rookery` binary: UCI mode on standard input, and the `perft` subcommand.

use std::io::Write;
use std::process::{Command, Stdio};

fn rookery(args: &[&str], input: &str) -> (String, String, bool) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rookery"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start rookery");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.success(),
    )
}

/// Sends `input` (which ends in a `go`), waits for the `bestmove` line and only then sends
/// `quit`, so the search is never cut short; returns everything printed.
fn search_to_the_end(input: &str) -> String {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_rookery"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start rookery");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    stdin.flush().unwrap();
    let mut out = String::new();
    for line in BufReader::new(child.stdout.take().unwrap()).lines() {
        let line = line.unwrap();
        out.push_str(&line);
        out.push('\n');
        if line.starts_with("bestmove ") {
            stdin.write_all(b"quit\n").unwrap();
            break;
        }
    }
    drop(stdin);
    assert!(child.wait().unwrap().success());
    out
}

#[test]
fn uci_handshake() {
    let (out, _, ok) = rookery(&[], "uci\nisready\nucinewgame\nquit\n");
    assert!(ok);
    assert!(out.contains("id name Rookery"));
    assert!(out.contains("uciok\n"));
    assert!(out.contains("readyok\n"));
}

#[test]
fn go_perft_prints_stockfish_style_divide() {
    let (out, _, _) = rookery(&[], "position startpos moves e2e4\ngo perft 2\nquit\n");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 20 + 3, "{out}");
    assert!(
        lines.contains(&"d7d5: 31") && lines.contains(&"e7e5: 29"),
        "{out}"
    );
    assert!(out.ends_with("\nNodes searched: 600\n\n"), "{out}");
}

#[test]
fn go_perft_from_fen_matches_the_suite() {
    // Position 3 of the perft suite, depth 4 = 43238.
    let (out, _, _) = rookery(
        &[],
        "position fen 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1\ngo perft 4\nquit\n",
    );
    assert!(out.contains("Nodes searched: 43238\n"), "{out}");
    // Castling in Stockfish style: e1g1.
    let (kiwi, _, _) = rookery(
        &[],
        "position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\ngo perft 1\n",
    );
    assert!(
        kiwi.contains("e1g1: 1\n") && kiwi.contains("e1c1: 1\n"),
        "{kiwi}"
    );
    assert!(kiwi.contains("Nodes searched: 48\n"));
}

#[test]
fn d_prints_board_and_fen() {
    let (out, _, _) = rookery(&[], "position startpos moves e2e4 c7c5\nd\nquit\n");
    assert!(out.contains("Fen: rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
    assert!(out.contains("| r | n | b | q | k | b | n | r | 8"), "{out}");
}

#[test]
fn malformed_lines_never_crash_the_engine() {
    let junk = "\n   \nfoo bar\nposition\nposition fen\nposition fen 8/8/8 w\nposition startpos moves e2e5\n\
                position startpos junk\nposition fen 8/8/8/8/8/8/8/8 w - - 0 1\ngo perft\ngo perft x\n\
                go perft -1\nsetoption name Hash value abc\n\u{00e9}\u{4e2d}\nposition startpos moves e2e4 e7e5 zzzz\nd\nisready\n";
    let (out, _, ok) = rookery(&[], junk);
    assert!(ok);
    assert!(out.contains("info string unknown command 'foo'"));
    assert!(out.contains("info string") && out.contains("not a legal move"));
    assert!(out.contains("no king"), "{out}");
    // After the bad lines, the position is still the last good one: the start position.
    assert!(out.contains("Fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    assert!(out.ends_with("readyok\n"));
}

#[test]
fn go_answers_with_a_legal_move() {
    let (out, _, _) = rookery(
        &[],
        "position fen 7k/8/8/8/8/8/8/K6R b - - 0 1\ngo depth 1\nquit\n",
    );
    assert!(
        out.contains("bestmove h8g7") || out.contains("bestmove h8g8"),
        "{out}"
    );
}

#[test]
fn perft_subcommand() {
    let (out, _, ok) = rookery(&["perft", "3"], "");
    assert!(ok);
    assert!(out.contains("Nodes searched: 8902\n"));
    assert!(out.contains("Nodes/second:"));
    let (out, _, ok) = rookery(
        &[
            "perft",
            "2",
            "r3k2r/8/8/8/8/8/8/R3K2R",
            "w",
            "KQkq",
            "-",
            "0",
            "1",
        ],
        "",
    );
    assert!(ok);
    assert!(out.contains("Nodes searched: 568\n"), "{out}");
    let (_, err, ok) = rookery(&["perft", "x"], "");
    assert!(!ok && err.contains("DEPTH"));
    let (_, err, ok) = rookery(&["perft", "2", "not a fen"], "");
    assert!(!ok && err.contains("invalid FEN"), "{err}");
}

#[test]
fn multipv_reports_each_line_numbered() {
    let out =
        search_to_the_end("uci\nsetoption name MultiPV value 3\nposition startpos\ngo depth 4\n");
    assert!(out.contains("option name MultiPV type spin default 1 min 1 max 16"));
    for n in 1..=3 {
        assert!(
            out.lines()
                .any(|l| l.starts_with("info depth 4 ") && l.contains(&format!(" multipv {n} "))),
            "line {n} missing: {out}"
        );
    }
    assert!(!out.contains(" multipv 4 "), "{out}");
    assert!(out.contains("bestmove "), "{out}");
    let (out, _, _) = rookery(&[], "setoption name MultiPV value many\nquit\n");
    assert!(
        out.contains("info string option 'MultiPV' needs a whole number"),
        "{out}"
    );
}

#[test]
fn the_evaluation_option_switches_the_static_evaluation() {
    // The network (native builds only, not the default) and the hand-set evaluation plus the
    // network each search; a bad value is named.
    let (out, _, ok) = rookery(
        &[],
        "uci\nsetoption name Evaluation value network\nposition startpos\ngo depth 5\n\
         isready\nsetoption name Evaluation value both\ngo depth 5\nisready\n\
         setoption name Evaluation value good\nquit\n",
    );
    assert!(ok);
    assert!(out
        .contains("option name Evaluation type combo default hand var hand var network var both"));
    assert_eq!(out.matches("bestmove ").count(), 2, "{out}");
    assert!(
        out.contains("info string Evaluation is hand, network or both, not 'good'"),
        "{out}"
    );
    // The default is the hand-set evaluation: the bench signature does not move.
    let hand = search_to_the_end("position startpos\ngo depth 7\n");
    let again =
        search_to_the_end("setoption name Evaluation value hand\nposition startpos\ngo depth 7\n");
    let nodes = |out: &str| {
        out.lines()
            .rfind(|l| l.starts_with("info depth 7 "))
            .and_then(|l| l.split(" nodes ").nth(1))
            .and_then(|r| r.split(' ').next())
            .map(String::from)
    };
    assert!(nodes(&hand).is_some(), "{hand}");
    assert_eq!(nodes(&hand), nodes(&again));
}

/// The search's margins are UCI options only in a `tune` build: there `uci` lists them and
/// `setoption` takes a value in range (and says why it refuses one out of range); a normal
/// build lists none and calls them unknown.
#[test]
fn search_parameters_are_options_only_when_tuning() {
    let input = "uci\nsetoption name rfp_margin value 70\n\
                 setoption name rfp_margin value 7000\nisready\nquit\n";
    let (out, _, ok) = rookery(&[], input);
    assert!(ok);
    let listed = out.contains("option name rfp_margin type spin default 80 min 30 max 160");
    if cfg!(feature = "tune") {
        assert!(listed, "{out}");
        assert!(!out.contains("not 70\n"), "{out}");
        assert!(
            out.contains("'rfp_margin' takes 30 to 160, not 7000"),
            "{out}"
        );
    } else {
        assert!(!listed, "{out}");
        assert!(out.contains("unknown option 'rfp_margin'"), "{out}");
    }
    assert!(out.contains("readyok"), "{out}");
}
