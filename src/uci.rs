//! The UCI text protocol (what chess GUIs speak to engines): reads commands line by line and
//! answers on the output.
//!
//! Unknown or malformed lines never stop the engine: they are ignored or answered with
//! `info string …`. The search itself comes in a later step; for now the engine sets up
//! positions, counts perft and prints the board.

use crate::rules::{divide, Move, Position};
use std::fmt::Write as _;
use std::io::{BufRead, Write};

/// Runs the UCI loop until `quit` or the end of input.
pub fn run(input: impl BufRead, mut output: impl Write) {
    let mut session = Session::new();
    for line in input.lines() {
        let Ok(line) = line else { break };
        let reply = session.handle(&line);
        if output.write_all(reply.text.as_bytes()).is_err() || output.flush().is_err() {
            break;
        }
        if reply.quit {
            break;
        }
    }
}

/// What one input line produced.
pub struct Reply {
    pub text: String,
    pub quit: bool,
}

/// The engine's state between commands.
#[derive(Default)]
pub struct Session {
    position: Position,
}

impl Session {
    pub fn new() -> Session {
        Session::default()
    }
}

impl Session {
    /// Handles one line of input and returns what to print.
    pub fn handle(&mut self, line: &str) -> Reply {
        let mut out = String::new();
        let mut words = line.split_whitespace();
        let mut quit = false;
        match words.next() {
            Some("uci") => {
                out.push_str("id name Rookery ");
                out.push_str(env!("CARGO_PKG_VERSION"));
                out.push_str("\nid author The Rookery developers\nuciok\n");
            }
            Some("isready") => out.push_str("readyok\n"),
            Some("ucinewgame") => self.position = Position::startpos(),
            Some("position") => {
                if let Err(e) = self.set_position(words) {
                    let _ = writeln!(out, "info string {e}");
                }
            }
            Some("go") => self.go(words, &mut out),
            Some("d") => out.push_str(&self.position.pretty()),
            Some("quit") => quit = true,
            Some("stop" | "ponderhit" | "setoption" | "debug" | "register") | None => {}
            Some(other) => {
                let _ = writeln!(out, "info string unknown command '{other}'");
            }
        }
        Reply { text: out, quit }
    }

    /// `position startpos|fen <FEN> [moves m1 m2 …]`. On any error the position is unchanged.
    fn set_position<'a>(&mut self, mut words: impl Iterator<Item = &'a str>) -> Result<(), String> {
        let mut pos = match words.next() {
            Some("startpos") => {
                match words.next() {
                    None => return self.accept(Position::startpos()),
                    Some("moves") => {}
                    Some(w) => return Err(format!("expected 'moves' after startpos, got '{w}'")),
                }
                Position::startpos()
            }
            Some("fen") => {
                let mut fen = Vec::new();
                for w in words.by_ref() {
                    if w == "moves" {
                        break;
                    }
                    fen.push(w);
                }
                Position::from_fen_relaxed(&fen.join(" ")).map_err(|e| e.to_string())?
            }
            Some(w) => return Err(format!("expected 'startpos' or 'fen', got '{w}'")),
            None => return Err("expected 'startpos' or 'fen'".to_string()),
        };
        for text in words {
            let mv = pos
                .parse_uci_move(text)
                .map_err(|e| format!("position not changed: {e}"))?;
            pos.play_unchecked(mv);
        }
        self.accept(pos)
    }

    fn accept(&mut self, pos: Position) -> Result<(), String> {
        self.position = pos;
        Ok(())
    }

    fn go<'a>(&mut self, mut words: impl Iterator<Item = &'a str>, out: &mut String) {
        match words.next() {
            Some("perft") => match words.next().and_then(|d| d.parse::<u32>().ok()) {
                Some(depth) => {
                    let divided = divide(&self.position, depth.max(1));
                    write_divide(out, &divided, depth);
                }
                None => out.push_str("info string usage: go perft DEPTH\n"),
            },
            _ => {
                // The search arrives in a later step; until then answer with a legal move.
                match self.position.legal_moves().first() {
                    Some(mv) => {
                        let _ = writeln!(out, "bestmove {mv}");
                    }
                    None => out.push_str("bestmove 0000\n"),
                }
            }
        }
    }
}

/// Stockfish-style perft output: `move: count` lines, a blank line, `Nodes searched: N`.
/// Depth 0 counts the position itself. Returns the total.
pub fn write_divide(out: &mut String, divided: &[(Move, u64)], depth: u32) -> u64 {
    if depth == 0 {
        out.push_str("\nNodes searched: 1\n\n");
        return 1;
    }
    let mut total = 0;
    for (mv, n) in divided {
        let _ = writeln!(out, "{mv}: {n}");
        total += n;
    }
    let _ = write!(out, "\nNodes searched: {total}\n\n");
    total
}
