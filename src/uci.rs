//! The UCI text protocol (what chess GUIs speak to engines): reads commands line by line and
//! answers on the output. Searches run on a background thread so `stop` and `isready` are
//! answered while the engine thinks.
//!
//! Unknown or malformed lines never stop the engine: they are ignored or answered with
//! `info string …`.

use crate::rules::{divide, Move, Position};
use crate::search::bench;
use crate::search::eval::Evaluation;
use crate::search::{native_clock, Engine, Info, Level, Limits, Score};
use std::fmt::Write as _;
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

const DEFAULT_HASH_MB: usize = 16;
const MAX_HASH_MB: usize = 4096;
const MAX_MULTIPV: u64 = 16;

/// Runs the UCI loop until `quit` or the end of input.
pub fn run(input: impl BufRead, output: impl Write + Send + 'static) {
    let mut session = Session::new(output);
    for line in input.lines() {
        let Ok(line) = line else { break };
        if session.handle(&line) {
            return;
        }
    }
    session.finish();
}

/// The engine's state between commands.
pub struct Session<W: Write + Send + 'static> {
    out: Arc<Mutex<W>>,
    /// The engine, when no search is running (the search thread owns it meanwhile).
    engine: Option<Engine>,
    search: Option<JoinHandle<Engine>>,
    stop: Arc<AtomicBool>,
    /// Set while an infinite (or ponder) search must not answer before `stop`.
    hold: Arc<AtomicBool>,
    position: Position,
    limit_strength: bool,
    elo: u32,
    skill: Option<u32>,
    /// How many best lines `go` reports (MultiPV).
    multipv: u32,
}

impl<W: Write + Send + 'static> Session<W> {
    pub fn new(output: W) -> Session<W> {
        let engine = Engine::new(DEFAULT_HASH_MB);
        Session {
            out: Arc::new(Mutex::new(output)),
            stop: engine.stop_handle(),
            engine: Some(engine),
            search: None,
            hold: Arc::new(AtomicBool::new(false)),
            position: Position::startpos(),
            limit_strength: false,
            elo: 2600,
            skill: None,
            multipv: 1,
        }
    }

    fn say(&self, text: &str) {
        if let Ok(mut out) = self.out.lock() {
            let _ = out.write_all(text.as_bytes());
            let _ = out.flush();
        }
    }

    /// Waits for a running search to end (stopping it first if `stop`).
    fn join(&mut self, stop: bool) {
        if let Some(handle) = self.search.take() {
            if stop {
                self.hold.store(false, Ordering::Relaxed);
                self.stop.store(true, Ordering::Relaxed);
            }
            // A search thread never panics on its own; if it did, start afresh.
            self.engine = Some(
                handle
                    .join()
                    .unwrap_or_else(|_| Engine::new(DEFAULT_HASH_MB)),
            );
        }
    }

    /// The end of input: let a bounded search finish, stop an infinite one.
    pub fn finish(&mut self) {
        let infinite = self.hold.load(Ordering::Relaxed);
        self.join(infinite);
    }

    fn engine(&mut self) -> &mut Engine {
        self.join(false);
        self.engine
            .get_or_insert_with(|| Engine::new(DEFAULT_HASH_MB))
    }

    /// Handles one line of input. Returns true on `quit`.
    pub fn handle(&mut self, line: &str) -> bool {
        let mut words = line.split_whitespace();
        match words.next() {
            Some("uci") => self.say(&format!(
                "id name Rookery {}\nid author The Rookery developers\n\
                 option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}\n\
                 option name Threads type spin default 1 min 1 max 1\n\
                 option name Move Overhead type spin default 10 min 0 max 5000\n\
                 option name UCI_LimitStrength type check default false\n\
                 option name UCI_Elo type spin default 2600 min 800 max 2600\n\
                 option name Skill Level type spin default 20 min 0 max 20\n\
                 option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}\n\
                 option name Evaluation type combo default hand var hand var network var both\n\
                 {}uciok\n",
                env!("CARGO_PKG_VERSION"),
                tune_options(),
            )),
            Some("isready") => self.say("readyok\n"),
            Some("ucinewgame") => {
                self.engine().new_game();
                let _ = self.engine().set_position(None, &[]);
                self.position = Position::startpos();
            }
            Some("position") => {
                if let Err(e) = self.set_position(words) {
                    self.say(&format!("info string {e}\n"));
                }
            }
            Some("setoption") => {
                if let Err(e) = self.set_option(line) {
                    self.say(&format!("info string {e}\n"));
                }
            }
            Some("go") => self.go(words),
            Some("stop") => self.join(true),
            Some("ponderhit") => {
                // Pondering is not offered; treat a stray ponderhit like stop.
                if self.hold.load(Ordering::Relaxed) {
                    self.join(true);
                }
            }
            Some("bench") => {
                let depth = words
                    .next()
                    .and_then(|d| d.parse().ok())
                    .unwrap_or(bench::DEPTH);
                self.join(false);
                let text = bench_report(depth.clamp(1, 30));
                self.say(&text);
            }
            Some("d") => self.say(&self.position.pretty()),
            Some("quit") => {
                self.join(true);
                return true;
            }
            Some("debug" | "register") | None => {}
            Some(other) => self.say(&format!("info string unknown command '{other}'\n")),
        }
        false
    }

    /// `position startpos|fen <FEN> [moves m1 m2 …]`. On any error the position is unchanged.
    fn set_position<'a>(&mut self, mut words: impl Iterator<Item = &'a str>) -> Result<(), String> {
        let mut fen_words = Vec::new();
        let fen = match words.next() {
            Some("startpos") => None,
            Some("fen") => {
                for w in words.by_ref() {
                    if w == "moves" {
                        break;
                    }
                    fen_words.push(w);
                }
                Some(fen_words.join(" "))
            }
            Some(w) => return Err(format!("expected 'startpos' or 'fen', got '{w}'")),
            None => return Err("expected 'startpos' or 'fen'".to_string()),
        };
        let mut moves: Vec<&str> = words.collect();
        if fen.is_none() {
            match moves.first() {
                Some(&"moves") => {
                    moves.remove(0);
                }
                Some(w) => return Err(format!("expected 'moves' after startpos, got '{w}'")),
                None => {}
            }
        }
        let engine = self.engine();
        engine
            .set_position(fen.as_deref(), &moves)
            .map_err(|e| format!("position not changed: {e}"))?;
        self.position = engine.position().clone();
        Ok(())
    }

    fn set_option(&mut self, line: &str) -> Result<(), String> {
        // setoption name <id with spaces> [value <x>]
        let rest = line
            .trim_start()
            .strip_prefix("setoption")
            .unwrap_or("")
            .trim();
        let rest = rest
            .strip_prefix("name")
            .ok_or("expected 'setoption name …'")?
            .trim();
        let (name, value) = match rest.find(" value") {
            Some(i) => (rest[..i].trim(), rest[i + 6..].trim()),
            None => (rest, ""),
        };
        let number = || -> Result<u64, String> {
            value
                .parse::<u64>()
                .map_err(|_| format!("option '{name}' needs a whole number, not '{value}'"))
        };
        match name.to_ascii_lowercase().as_str() {
            "hash" => {
                let mb = number()?.clamp(1, MAX_HASH_MB as u64) as usize;
                self.engine().set_hash(mb);
            }
            "threads" => {}
            "move overhead" => {
                let ms = number()?.min(5000);
                self.engine().move_overhead_ms = ms;
            }
            "uci_limitstrength" => {
                self.limit_strength = match value.to_ascii_lowercase().as_str() {
                    "true" => true,
                    "false" => false,
                    _ => return Err(format!("UCI_LimitStrength is true or false, not '{value}'")),
                };
            }
            "evaluation" => {
                self.engine().evaluation = match value.to_ascii_lowercase().as_str() {
                    "hand" => Evaluation::Hand,
                    "network" => Evaluation::Network,
                    "both" => Evaluation::HandAndNetwork,
                    _ => {
                        return Err(format!(
                            "Evaluation is hand, network or both, not '{value}'"
                        ))
                    }
                };
                // The table's stored evaluations came from the other one.
                self.engine().new_game();
            }
            "uci_elo" => self.elo = number()?.clamp(800, 2600) as u32,
            "skill level" | "level" => self.skill = Some(number()?.min(20) as u32),
            "multipv" => self.multipv = number()?.clamp(1, MAX_MULTIPV) as u32,
            "ponder" | "uci_chess960" | "uci_showwdl" | "clear hash" => {
                if name.eq_ignore_ascii_case("clear hash") {
                    self.engine().new_game();
                }
            }
            _ => set_tuned(name, value)?,
        }
        let level = if self.limit_strength {
            Level::from_elo(self.elo)
        } else {
            self.skill.map_or(Level::FULL, Level::from_skill)
        };
        self.engine().level = level;
        Ok(())
    }

    fn go<'a>(&mut self, mut words: impl Iterator<Item = &'a str>) {
        let mut limits = Limits {
            multipv: self.multipv,
            ..Limits::default()
        };
        let mut ponder = false;
        while let Some(w) = words.next() {
            let mut num = || words.next().and_then(|v| v.parse::<i64>().ok());
            match w {
                "perft" => {
                    let depth = num().unwrap_or(-1);
                    if depth < 0 {
                        self.say("info string usage: go perft DEPTH\n");
                    } else {
                        self.join(false);
                        let depth = depth.min(20) as u32;
                        let mut out = String::new();
                        write_divide(&mut out, &divide(&self.position, depth.max(1)), depth);
                        self.say(&out);
                    }
                    return;
                }
                "depth" => limits.depth = num().map(|v| v.clamp(1, 100) as u32),
                "nodes" => limits.nodes = num().map(|v| v.max(1) as u64),
                "movetime" => limits.movetime = num().map(|v| v.max(0) as u64),
                "wtime" => limits.wtime = num().map(|v| v.max(0) as u64),
                "btime" => limits.btime = num().map(|v| v.max(0) as u64),
                "winc" => limits.winc = num().map(|v| v.max(0) as u64),
                "binc" => limits.binc = num().map(|v| v.max(0) as u64),
                "movestogo" => limits.movestogo = num().map(|v| v.clamp(1, 1000) as u32),
                "infinite" => limits.infinite = true,
                "ponder" => ponder = true,
                _ => {}
            }
        }
        if ponder {
            limits.infinite = true;
        }
        self.join(false);
        let mut engine = self
            .engine
            .take()
            .unwrap_or_else(|| Engine::new(DEFAULT_HASH_MB));
        let out = Arc::clone(&self.out);
        let hold = Arc::clone(&self.hold);
        let stop = engine.stop_handle();
        hold.store(limits.infinite, Ordering::Relaxed);
        self.search = Some(std::thread::spawn(move || {
            let clock = native_clock();
            let say = |text: &str| {
                if let Ok(mut o) = out.lock() {
                    let _ = o.write_all(text.as_bytes());
                    let _ = o.flush();
                }
            };
            let result = engine.go(&limits, &clock, &mut |info| say(&info_line(info)));
            // UCI: after `go infinite`, answer only once told to stop.
            while hold.load(Ordering::Relaxed) && !stop.load(Ordering::Relaxed) {
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
            let mut line = match result.best_move {
                Some(m) => format!("bestmove {m}"),
                None => "bestmove 0000".to_string(),
            };
            if let Some(p) = result.ponder {
                line.push_str(&format!(" ponder {p}"));
            }
            line.push('\n');
            say(&line);
            engine
        }));
    }
}

/// One `info` line.
pub fn info_line(info: &Info) -> String {
    let score = match info.score {
        Score::Cp(cp) => format!("cp {cp}"),
        Score::Mate(m) => format!("mate {m}"),
    };
    let pv: Vec<String> = info.pv.iter().map(Move::to_string).collect();
    format!(
        "info depth {} seldepth {} multipv {} score {} nodes {} nps {} hashfull {} time {} pv {}\n",
        info.depth,
        info.seldepth,
        info.multipv,
        score,
        info.nodes,
        info.nps,
        info.hashfull,
        info.time_ms,
        pv.join(" ")
    )
}

/// Runs the bench and formats the Stockfish-style summary.
pub fn bench_report(depth: u32) -> String {
    let clock = native_clock();
    let start = clock();
    let result = bench::run(depth, &clock);
    let ms = (clock() - start).max(1.0);
    format!(
        "\n===========================\nPositions       : {}\nDepth           : {}\nTotal time (ms) : {:.0}\nNodes searched  : {}\nNodes/second    : {:.0}\n",
        result.positions,
        depth,
        ms,
        result.nodes,
        result.nodes as f64 * 1000.0 / ms
    )
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

/// The search parameters' options (`tune` builds only).
fn tune_options() -> String {
    #[cfg(feature = "tune")]
    return crate::search::params::uci_options();
    #[cfg(not(feature = "tune"))]
    String::new()
}

/// Sets a search parameter (`tune` builds); any other build knows no more options.
fn set_tuned(name: &str, value: &str) -> Result<(), String> {
    #[cfg(feature = "tune")]
    return crate::search::params::set(name, value);
    #[cfg(not(feature = "tune"))]
    {
        let _ = value;
        Err(format!("unknown option '{name}'"))
    }
}
