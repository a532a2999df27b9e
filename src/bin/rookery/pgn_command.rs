//! `rookery pgn [--fen] FILE`: reads a PGN file (`-` for standard input) and prints each game
//! re-exported, or with `--fen` the FEN of the final position of each game's main line. Bad
//! games are reported on standard error (game, line, column) and make the exit status 1.

use rookery::rules::pgn::{self, PgnReader};
use std::io::{BufWriter, Read, Write};
use std::process::ExitCode;

const HELP: &str = "usage: rookery pgn [--fen] FILE
  Reads the games of a PGN file (- for standard input) and prints each one in export format,
  or with --fen the FEN of the position at the end of each game's main line, one per line.
  Games that cannot be read are reported on standard error with their game number, line and
  column; the others are still printed. Exit status: 0 all games read, 1 some game failed,
  2 bad arguments or unreadable file.";

pub fn run(args: &[String]) -> ExitCode {
    let mut fen = false;
    let mut file: Option<&str> = None;
    for arg in args {
        match arg.as_str() {
            "--fen" => fen = true,
            "-h" | "--help" => {
                println!("{HELP}");
                return ExitCode::SUCCESS;
            }
            option if option.starts_with("--") => {
                eprintln!("rookery pgn: unknown option '{option}'\n{HELP}");
                return ExitCode::from(2);
            }
            path if file.is_none() => file = Some(path),
            extra => {
                eprintln!("rookery pgn: unexpected argument '{extra}' (one FILE only)\n{HELP}");
                return ExitCode::from(2);
            }
        }
    }
    let Some(path) = file else {
        eprintln!("rookery pgn: missing FILE\n{HELP}");
        return ExitCode::from(2);
    };
    let bytes = if path == "-" {
        let mut buf = Vec::new();
        std::io::stdin().read_to_end(&mut buf).map(|_| buf)
    } else {
        std::fs::read(path)
    };
    let bytes = match bytes {
        Ok(bytes) => bytes,
        Err(e) => {
            eprintln!("rookery pgn: cannot read {path}: {e}");
            return ExitCode::from(2);
        }
    };
    let text = pgn::decode(&bytes);

    let mut out = BufWriter::new(std::io::stdout().lock());
    let (mut good, mut bad) = (0usize, 0usize);
    for game in PgnReader::new(&text) {
        match game {
            Ok(game) => {
                let written = if fen {
                    writeln!(out, "{}", game.mainline_final_position().to_fen())
                } else if good > 0 {
                    write!(out, "\n{game}")
                } else {
                    write!(out, "{game}")
                };
                if written.is_err() {
                    // Standard output is gone (e.g. a closed pipe): nothing more to do.
                    return ExitCode::from(1);
                }
                good += 1;
            }
            Err(e) => {
                bad += 1;
                eprintln!("rookery pgn: {path}: {e}");
            }
        }
    }
    if out.flush().is_err() {
        return ExitCode::from(1);
    }
    if bad > 0 {
        eprintln!(
            "rookery pgn: {path}: {bad} of {} games could not be read",
            good + bad
        );
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
