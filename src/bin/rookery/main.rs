//! The native `rookery` program: a UCI engine by default, plus command-line tools.
//!
//! ```text
//! rookery                     UCI engine on standard input/output
//! rookery perft DEPTH [FEN]   count legal move sequences, split by first move
//! rookery pgn [--fen] FILE    re-export the games of a PGN file, or their final FENs
//! rookery bench [DEPTH]       search the bench positions; print nodes and nodes/second
//! rookery ladder A B RESULT   both totals and grades after a game under the articles' ladder
//! rookery datagen --out FILE  self-play positions for tuning the evaluation
//! rookery tune --data FILE    fit the evaluation's weights to them
//! rookery train-net --data F  fit the small network's weights to them
//! ```

// The program is native only; a wasm build of the package (for the browser tests) gets an
// empty stand-in.
#![cfg_attr(target_arch = "wasm32", allow(dead_code, unused_imports))]

#[cfg(not(target_arch = "wasm32"))]
mod cli;
#[cfg(not(target_arch = "wasm32"))]
mod data_file;
#[cfg(not(target_arch = "wasm32"))]
mod datagen_command;
#[cfg(not(target_arch = "wasm32"))]
mod ladder_command;
#[cfg(not(target_arch = "wasm32"))]
mod pgn_command;
#[cfg(not(target_arch = "wasm32"))]
mod train_net_command;
#[cfg(not(target_arch = "wasm32"))]
mod tune_command;

#[cfg(not(target_arch = "wasm32"))]
use rookery::rules::{divide, Position};
#[cfg(not(target_arch = "wasm32"))]
use rookery::uci;
use std::process::ExitCode;
#[cfg(not(target_arch = "wasm32"))]
use std::time::Instant;

const USAGE: &str = "usage:
  rookery                     run as a UCI engine (standard input/output)
  rookery perft DEPTH [FEN]   count legal move sequences from a position (default: start)
  rookery pgn [--fen] FILE    re-export each game of a PGN file (--fen: each final FEN)
  rookery bench [DEPTH]       search a fixed set of positions; print nodes and speed
  rookery ladder A B RESULT   points and grades after a game (RESULT: win|draw|loss, for A)
  rookery datagen --out FILE  self-play positions for tuning (rookery datagen --help)
  rookery tune --data FILE    fit the evaluation's weights to them (rookery tune --help)
  rookery train-net --data F  fit the network's weights to them (rookery train-net --help)";

#[cfg(target_arch = "wasm32")]
fn main() -> ExitCode {
    ExitCode::SUCCESS
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        None => {
            uci::run(std::io::stdin().lock(), std::io::stdout());
            ExitCode::SUCCESS
        }
        Some("perft") => perft_command(&args[1..]),
        Some("pgn") => pgn_command::run(&args[1..]),
        Some("ladder") => ladder_command::run(&args[1..]),
        Some("datagen") => datagen_command::run(&args[1..]),
        Some("tune") => tune_command::run(&args[1..]),
        Some("train-net") => train_net_command::run(&args[1..]),
        Some("bench") => {
            let depth = match args.get(1).map(|d| d.parse::<u32>()) {
                None => rookery::search::bench::DEPTH,
                Some(Ok(d)) if (1..=30).contains(&d) => d,
                Some(_) => {
                    eprintln!("rookery bench: DEPTH must be a whole number from 1 to 30\n{USAGE}");
                    return ExitCode::from(2);
                }
            };
            print!("{}", uci::bench_report(depth));
            ExitCode::SUCCESS
        }
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Some(other) => {
            eprintln!("rookery: unknown command '{other}'\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn perft_command(args: &[String]) -> ExitCode {
    let Some(depth) = args.first().and_then(|d| d.parse::<u32>().ok()) else {
        eprintln!("rookery perft: DEPTH must be a whole number\n{USAGE}");
        return ExitCode::from(2);
    };
    let pos = if args.len() > 1 {
        match Position::from_fen_relaxed(&args[1..].join(" ")) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("rookery perft: {e}");
                return ExitCode::from(2);
            }
        }
    } else {
        Position::startpos()
    };
    let start = Instant::now();
    let mut out = String::new();
    let nodes = uci::write_divide(&mut out, &divide(&pos, depth.max(1)), depth);
    let secs = start.elapsed().as_secs_f64();
    print!("{out}");
    println!("Time: {:.3} s", secs);
    println!("Nodes/second: {:.0}", nodes as f64 / secs.max(1e-9));
    ExitCode::SUCCESS
}
