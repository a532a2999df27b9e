//! Perft speed: Rookery against cozy-chess 0.3.4, in one binary built for the host and for
//! wasm32-wasip1 (run under node's `node:wasi`, see scripts/bench/run_wasi.mjs).
//!
//! For each position and mode (bulk: the last ply is counted without making the moves; full:
//! every leaf move is made), both engines run `--reps` times, interleaved and alternating which
//! one goes first, so that a noisy machine hurts both alike. Node counts must agree with each
//! other and with the published values, or the program fails.
//!
//! ```text
//! perft_vs_cozy [--reps N] [--quick] [--platform LABEL]
//! perft_vs_cozy --one rookery|cozy bulk|full startpos|kiwipete|position3 DEPTH
//! ```
//!
//! `--one` runs a single perft and prints its node count and time (for profilers).
//!
//! Progress goes to stderr; one tab-separated line per measurement goes to stdout:
//! platform, position, mode, depth, nodes, rookery median s, cozy median s, rookery nodes/s,
//! cozy nodes/s (both from the medians), rookery/cozy speed ratio of the medians, the same
//! ratio from each engine's fastest run, then every rookery and cozy sample (s, comma-separated).

use std::hint::black_box;
use std::process::ExitCode;
use std::time::Instant;

struct Case {
    name: &'static str,
    fen: &'static str,
    /// (depth, expected nodes) with bulk counting, then without.
    bulk: (u32, u64),
    full: (u32, u64),
    /// Smaller depths for `--quick` (a smoke test of the harness).
    quick_bulk: (u32, u64),
    quick_full: (u32, u64),
}

const CASES: &[Case] = &[
    Case {
        name: "startpos",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        bulk: (6, 119_060_324),
        full: (5, 4_865_609),
        quick_bulk: (4, 197_281),
        quick_full: (3, 8_902),
    },
    Case {
        name: "kiwipete",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        bulk: (5, 193_690_690),
        full: (4, 4_085_603),
        quick_bulk: (3, 97_862),
        quick_full: (2, 2_039),
    },
    Case {
        name: "position3",
        fen: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        bulk: (7, 178_633_661),
        full: (6, 11_030_083),
        quick_bulk: (5, 674_624),
        quick_full: (4, 43_238),
    },
];

// ----- cozy-chess, written as its README / examples/perft.rs show -----

/// Bulk counting: at depth 1, add up the sizes of the piece-moves sets.
fn cozy_perft_bulk(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => nodes += 1,
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut board = board.clone();
                    board.play_unchecked(mv);
                    nodes += cozy_perft_bulk(&board, depth - 1);
                }
                false
            });
        }
    }
    nodes
}

/// No bulk counting: every leaf move is made.
fn cozy_perft_full(board: &cozy_chess::Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    board.generate_moves(|moves| {
        for mv in moves {
            let mut board = board.clone();
            board.play_unchecked(mv);
            nodes += cozy_perft_full(&board, depth - 1);
        }
        false
    });
    nodes
}

// ----- harness -----

#[derive(Clone, Copy, PartialEq)]
enum Engine {
    Rookery,
    Cozy,
}

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Bulk,
    Full,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::Bulk => "bulk",
            Mode::Full => "full",
        }
    }
}

/// One timed perft: (nodes, seconds).
fn run(
    engine: Engine,
    mode: Mode,
    rookery: &rookery::rules::Position,
    cozy: &cozy_chess::Board,
    depth: u32,
) -> (u64, f64) {
    let start = Instant::now();
    let nodes = match (engine, mode) {
        (Engine::Rookery, Mode::Bulk) => {
            rookery::rules::perft(black_box(rookery), black_box(depth))
        }
        (Engine::Rookery, Mode::Full) => {
            rookery::rules::perft_full(black_box(rookery), black_box(depth))
        }
        (Engine::Cozy, Mode::Bulk) => cozy_perft_bulk(black_box(cozy), black_box(depth)),
        (Engine::Cozy, Mode::Full) => cozy_perft_full(black_box(cozy), black_box(depth)),
    };
    let secs = start.elapsed().as_secs_f64();
    (black_box(nodes), secs)
}

fn median(samples: &[f64]) -> f64 {
    let mut s = samples.to_vec();
    s.sort_by(f64::total_cmp);
    let n = s.len();
    if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    }
}

fn join(samples: &[f64]) -> String {
    samples
        .iter()
        .map(|s| format!("{s:.4}"))
        .collect::<Vec<_>>()
        .join(",")
}

const USAGE: &str = "usage: perft_vs_cozy [--reps N] [--quick] [--platform LABEL]
       perft_vs_cozy --one rookery|cozy bulk|full startpos|kiwipete|position3 DEPTH";

/// `--one ENGINE MODE POSITION DEPTH`: a single perft, for profiling.
fn one(args: &[String]) -> ExitCode {
    let engine = match args.first().map(String::as_str) {
        Some("rookery") => Engine::Rookery,
        Some("cozy") => Engine::Cozy,
        _ => return usage(),
    };
    let mode = match args.get(1).map(String::as_str) {
        Some("bulk") => Mode::Bulk,
        Some("full") => Mode::Full,
        _ => return usage(),
    };
    let Some(case) = args.get(2).and_then(|n| CASES.iter().find(|c| c.name == n)) else {
        return usage();
    };
    let Some(depth) = args.get(3).and_then(|d| d.parse().ok()) else {
        return usage();
    };
    let rookery =
        rookery::rules::Position::from_fen_relaxed(case.fen).expect("rookery parses the FEN");
    let cozy = cozy_chess::Board::from_fen(case.fen, false).expect("cozy-chess parses the FEN");
    let (nodes, secs) = run(engine, mode, &rookery, &cozy, depth);
    println!(
        "{nodes} nodes in {secs:.3} s ({:.1} Mnps)",
        nodes as f64 / secs / 1e6
    );
    ExitCode::SUCCESS
}

fn usage() -> ExitCode {
    eprintln!("{USAGE}");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let mut reps = 5usize;
    let mut quick = false;
    let mut platform = if cfg!(target_arch = "wasm32") {
        "wasm32-wasip1".to_string()
    } else {
        "native".to_string()
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--reps" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) if n > 0 => reps = n,
                _ => {
                    eprintln!("perft_vs_cozy: --reps needs a positive number");
                    return ExitCode::from(2);
                }
            },
            "--quick" => quick = true,
            "--one" => {
                let rest: Vec<String> = args.by_ref().take(4).collect();
                return one(&rest);
            }
            "--platform" => match args.next() {
                Some(p) => platform = p,
                None => {
                    eprintln!("perft_vs_cozy: --platform needs a label");
                    return ExitCode::from(2);
                }
            },
            _ => {
                eprintln!("{USAGE}");
                return ExitCode::from(2);
            }
        }
    }

    // Warm-up (not timed): fault in the attack tables and, under wasm, let the engine's JIT
    // tier the hot functions up before the first measurement.
    for case in CASES {
        let rookery =
            rookery::rules::Position::from_fen_relaxed(case.fen).expect("rookery parses the FEN");
        let cozy = cozy_chess::Board::from_fen(case.fen, false).expect("cozy-chess parses the FEN");
        for mode in [Mode::Bulk, Mode::Full] {
            let depth = match mode {
                Mode::Bulk => case.quick_bulk.0,
                Mode::Full => case.quick_full.0,
            };
            for engine in [Engine::Rookery, Engine::Cozy] {
                run(engine, mode, &rookery, &cozy, depth);
            }
        }
    }

    let mut ok = true;
    for case in CASES {
        let rookery =
            rookery::rules::Position::from_fen_relaxed(case.fen).expect("rookery parses the FEN");
        let cozy = cozy_chess::Board::from_fen(case.fen, false).expect("cozy-chess parses the FEN");
        for mode in [Mode::Bulk, Mode::Full] {
            let (depth, expected) = match (mode, quick) {
                (Mode::Bulk, false) => case.bulk,
                (Mode::Full, false) => case.full,
                (Mode::Bulk, true) => case.quick_bulk,
                (Mode::Full, true) => case.quick_full,
            };
            let mut times = [Vec::new(), Vec::new()];
            for rep in 0..reps {
                // Alternate which engine goes first.
                let order = if rep % 2 == 0 {
                    [Engine::Rookery, Engine::Cozy]
                } else {
                    [Engine::Cozy, Engine::Rookery]
                };
                for engine in order {
                    let (nodes, secs) = run(engine, mode, &rookery, &cozy, depth);
                    let label = match engine {
                        Engine::Rookery => "rookery",
                        Engine::Cozy => "cozy",
                    };
                    eprintln!(
                        "{platform} {} {} d{depth} {label:7} rep {}: {nodes} nodes in {secs:.3} s ({:.1} Mnps)",
                        case.name,
                        mode.name(),
                        rep + 1,
                        nodes as f64 / secs / 1e6
                    );
                    if nodes != expected {
                        eprintln!(
                            "perft_vs_cozy: {label} counted {nodes} nodes for {} {} depth {depth}, expected {expected}",
                            case.name,
                            mode.name()
                        );
                        ok = false;
                    }
                    times[(engine == Engine::Cozy) as usize].push(secs);
                }
            }
            let (r, c) = (median(&times[0]), median(&times[1]));
            let (r_nps, c_nps) = (expected as f64 / r, expected as f64 / c);
            let best = |t: &[f64]| t.iter().copied().fold(f64::INFINITY, f64::min);
            println!(
                "{platform}\t{}\t{}\t{depth}\t{expected}\t{r:.4}\t{c:.4}\t{r_nps:.0}\t{c_nps:.0}\t{:.3}\t{:.3}\t{}\t{}",
                case.name,
                mode.name(),
                r_nps / c_nps,
                best(&times[1]) / best(&times[0]),
                join(&times[0]),
                join(&times[1])
            );
        }
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
