//! `rookery datagen`: self-play games that make the data the evaluation is tuned on (issue 14).
//!
//! Each game starts from the usual position or a line of an EPD file, then a few random moves
//! (so that no two games are alike), and is played by the engine against itself at a small fixed
//! number of nodes a move, on every core. Each quiet position of a game (not in check, the move
//! chosen is no capture or promotion, no mate in sight) is written as one line,
//!
//! ```text
//! <FEN> | <score for White, centipawns> | <White's result: 1.0, 0.5 or 0.0>
//! ```
//!
//! once the game is over. Games end by the rules, or are adjudicated: won when both sides agree
//! that one side is far ahead, drawn when the score stays near zero late in the game. The
//! command is resumable: it appends to its file and stops when the file holds the number of
//! positions asked for, so a run that was stopped simply goes on.

use std::fs::OpenOptions;
use std::io::{BufRead, BufReader, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use rookery::rules::{Color, Game, Move, Position};
use rookery::search::movepick::is_capture;
use rookery::search::{native_clock, Engine, Limits};

const USAGE: &str = "usage: rookery datagen --out FILE [--positions N] [--nodes N] [--threads N]
                       [--openings EPD] [--random-plies N] [--seed N]
  Plays the engine against itself and appends quiet positions with their search score and the
  game's result to FILE, until FILE holds N positions (default 1000000). Stop it at any time
  and run it again to go on. --nodes: nodes a move (default 6000); --threads: games at once
  (default: every core); --openings: start from random lines of an EPD file; --random-plies:
  random moves after that (default 8).";

/// A score this big (for the side to move, from both sides in turn) ends the game as a win.
const WIN_SCORE: i32 = 1500;
/// Plies in a row it must hold.
const WIN_PLIES: u32 = 4;
/// From this ply on, a score this close to zero for this many plies in a row is a draw.
const DRAW_FROM_PLY: usize = 80;
const DRAW_SCORE: i32 = 8;
const DRAW_PLIES: u32 = 12;
/// A game this long is a draw.
const MAX_PLIES: usize = 400;
/// Openings more unbalanced than this (after the random moves) are not played.
const MAX_OPENING_SCORE: i32 = 200;

#[derive(Debug)]
struct Options {
    out: String,
    positions: u64,
    nodes: u64,
    threads: usize,
    openings: Vec<String>,
    random_plies: u32,
    seed: u64,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        out: String::new(),
        positions: 1_000_000,
        nodes: 6000,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        openings: Vec::new(),
        random_plies: 8,
        seed: 1,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{flag} needs a value"))
        };
        let number = |v: String| {
            v.parse::<u64>()
                .map_err(|_| format!("{flag} needs a whole number, not '{v}'"))
        };
        match flag.as_str() {
            "--out" => o.out = value()?,
            "--positions" => o.positions = number(value()?)?,
            "--nodes" => o.nodes = number(value()?)?.max(1),
            "--threads" => o.threads = number(value()?)?.clamp(1, 256) as usize,
            "--random-plies" => o.random_plies = number(value()?)?.min(40) as u32,
            "--seed" => o.seed = number(value()?)?,
            "--openings" => {
                let path = value()?;
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| format!("cannot read {path}: {e}"))?;
                o.openings = text
                    .lines()
                    .map(str::trim)
                    .filter(|l| !l.is_empty() && !l.starts_with('#'))
                    .map(epd_fen)
                    .filter(|fen| Position::from_fen(fen).is_ok())
                    .collect();
                if o.openings.is_empty() {
                    return Err(format!("{path} holds no position"));
                }
            }
            other => return Err(format!("unknown option '{other}'")),
        }
    }
    if o.out.is_empty() {
        return Err("--out FILE is needed".into());
    }
    Ok(o)
}

/// The FEN of an EPD line (its four fields, with the move counters added).
fn epd_fen(line: &str) -> String {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let counters = fields.len() >= 6
        && fields[4].bytes().all(|b| b.is_ascii_digit())
        && fields[5].bytes().all(|b| b.is_ascii_digit());
    if counters {
        fields[..6].join(" ")
    } else {
        format!("{} 0 1", fields[..fields.len().min(4)].join(" "))
    }
}

/// A small random number generator (splitmix64): the same seed, the same games.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

pub fn run(args: &[String]) -> ExitCode {
    let options = match crate::cli::options("datagen", USAGE, args, parse) {
        Ok(o) => o,
        Err(status) => return status,
    };
    let already = match std::fs::File::open(&options.out) {
        Ok(f) => BufReader::new(f).lines().count() as u64,
        Err(_) => 0,
    };
    if already >= options.positions {
        println!(
            "{} already holds {already} positions: nothing to do",
            options.out
        );
        return ExitCode::SUCCESS;
    }
    let file = match OpenOptions::new()
        .create(true)
        .append(true)
        .open(&options.out)
    {
        Ok(f) => f,
        Err(e) => {
            eprintln!("rookery datagen: cannot write {}: {e}", options.out);
            return ExitCode::from(1);
        }
    };
    println!(
        "rookery datagen: {} positions wanted, {already} there; {} nodes a move, {} threads",
        options.positions, options.nodes, options.threads
    );
    let out = Mutex::new(std::io::BufWriter::new(file));
    let positions = AtomicU64::new(already);
    let games = AtomicU64::new(0);
    let done = AtomicBool::new(false);
    let start = Instant::now();
    std::thread::scope(|scope| {
        for thread in 0..options.threads {
            let (options, out, positions, games, done) =
                (&options, &out, &positions, &games, &done);
            scope.spawn(move || {
                // Resumed runs get other seeds, so they do not play the same games again.
                let mut rng =
                    Rng(options.seed ^ already.wrapping_mul(0x2545_f491) ^ (thread as u64) << 48);
                let mut engine = Engine::new(8);
                while positions.load(Ordering::Relaxed) < options.positions {
                    let lines = play_game(&mut engine, &mut rng, options);
                    if lines.is_empty() {
                        continue;
                    }
                    let mut w = out.lock().expect("the writer is never poisoned");
                    for line in &lines {
                        let _ = writeln!(w, "{line}");
                    }
                    let _ = w.flush();
                    positions.fetch_add(lines.len() as u64, Ordering::Relaxed);
                    games.fetch_add(1, Ordering::Relaxed);
                }
                done.store(true, Ordering::Relaxed);
            });
        }
        let mut last = Instant::now();
        while !done.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(200));
            if last.elapsed() >= Duration::from_secs(10) {
                last = Instant::now();
                report(&positions, &games, already, start);
            }
        }
    });
    report(&positions, &games, already, start);
    ExitCode::SUCCESS
}

fn report(positions: &AtomicU64, games: &AtomicU64, already: u64, start: Instant) {
    let n = positions.load(Ordering::Relaxed);
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    let made = n - already;
    println!(
        "{n} positions ({made} new in {} games), {:.0} positions/s, {:.0} an hour",
        games.load(Ordering::Relaxed),
        made as f64 / secs,
        made as f64 / secs * 3600.0
    );
}

/// A random legal move, or `None` when there is none.
fn random_move(pos: &Position, rng: &mut Rng) -> Option<Move> {
    let moves = pos.legal_moves();
    (!moves.is_empty()).then(|| moves[rng.below(moves.len())])
}

/// One game; its quiet positions as output lines (none if the opening was no good).
fn play_game(engine: &mut Engine, rng: &mut Rng, o: &Options) -> Vec<String> {
    let clock = native_clock();
    let mut start = if o.openings.is_empty() {
        Position::startpos()
    } else {
        Position::from_fen(&o.openings[rng.below(o.openings.len())])
            .unwrap_or_else(|_| Position::startpos())
    };
    for _ in 0..o.random_plies {
        match random_move(&start, rng) {
            Some(mv) => start.play_unchecked(mv),
            None => return Vec::new(),
        }
    }
    engine.new_game();
    if engine.set_game(&start, &[]).is_err() {
        return Vec::new();
    }
    let check = engine.go(&Limits::nodes(o.nodes), &clock, &mut |_| {});
    if check.best_move.is_none() || check.score.abs() > MAX_OPENING_SCORE {
        return Vec::new();
    }
    let mut game = Game::from_position(start.clone());
    let mut kept: Vec<(String, i32)> = Vec::new();
    let (mut winning, mut drawn) = (0u32, 0u32);
    let mut last_sign = 0;
    let result: f32 = loop {
        if let Some(outcome) = game.outcome() {
            break match outcome.winner {
                Some(Color::White) => 1.0,
                Some(Color::Black) => 0.0,
                None => 0.5,
            };
        }
        if game.claimable_draw().is_some() || game.moves().len() >= MAX_PLIES {
            break 0.5;
        }
        if engine.set_game(game.start(), game.moves()).is_err() {
            return Vec::new();
        }
        let found = engine.go(&Limits::nodes(o.nodes), &clock, &mut |_| {});
        let Some(mv) = found.best_move else {
            return Vec::new();
        };
        let pos = game.position();
        let white = if pos.turn() == Color::White { 1 } else { -1 };
        let score = found.score * white;
        let mate_in_sight = found.score.abs() >= rookery::search::tt::MATE_BOUND;
        if !pos.is_check() && !is_capture(pos, mv) && !mv.is_promotion() && !mate_in_sight {
            kept.push((pos.to_fen(), score));
        }
        // Adjudication: both sides agree that one side wins, or nothing happens late on.
        let sign = score.signum();
        if score.abs() >= WIN_SCORE && (sign == last_sign || winning == 0) {
            winning += 1;
        } else {
            winning = 0;
        }
        last_sign = sign;
        if winning >= WIN_PLIES {
            break if sign > 0 { 1.0 } else { 0.0 };
        }
        if game.moves().len() >= DRAW_FROM_PLY && score.abs() <= DRAW_SCORE {
            drawn += 1;
        } else {
            drawn = 0;
        }
        if drawn >= DRAW_PLIES {
            break 0.5;
        }
        if game.play(mv).is_err() {
            return Vec::new();
        }
    };
    kept.into_iter()
        .map(|(fen, score)| format!("{fen} | {score} | {result:.1}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_read_and_bad_ones_named() {
        let args = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
        let o = parse(&args(
            "--out x.txt --positions 50 --nodes 300 --threads 1 --seed 7",
        ))
        .unwrap();
        assert_eq!((o.positions, o.nodes, o.threads, o.seed), (50, 300, 1, 7));
        assert!(parse(&args("--positions 5")).unwrap_err().contains("--out"));
        assert!(parse(&args("--out x --nodes many"))
            .unwrap_err()
            .contains("whole number"));
        assert!(parse(&args("--out x --colour red"))
            .unwrap_err()
            .contains("unknown option"));
        assert!(parse(&args("--out x --seed"))
            .unwrap_err()
            .contains("needs a value"));
        assert_eq!(
            epd_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id \"x\";"),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        );
    }

    #[test]
    fn a_game_gives_quiet_positions_with_its_result() {
        let o = parse(&[
            "--out".into(),
            "unused".into(),
            "--nodes".into(),
            "200".into(),
        ])
        .unwrap();
        let mut engine = Engine::new(1);
        let mut rng = Rng(3);
        let lines = (0..5)
            .map(|_| play_game(&mut engine, &mut rng, &o))
            .find(|l| !l.is_empty())
            .expect("a game in five tries");
        let result = lines[0].rsplit(" | ").next().unwrap().to_string();
        assert!(["1.0", "0.5", "0.0"].contains(&result.as_str()), "{result}");
        for line in &lines {
            let parts: Vec<&str> = line.split(" | ").collect();
            assert_eq!(parts.len(), 3, "{line}");
            let pos = Position::from_fen(parts[0]).expect("a legal position");
            assert!(!pos.is_check(), "{line}");
            parts[1].parse::<i32>().expect("a score");
            assert_eq!(parts[2], result, "one result for the whole game");
        }
    }
}
