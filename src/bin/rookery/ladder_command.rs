//! `rookery ladder POINTS_A POINTS_B win|draw|loss`: both totals after a game under the
//! articles' ladder (the result is A's), then both grades. Bad input: a message on stderr and
//! exit status 2.

use rookery::rules::ladder::{settle, GameResult, Points};
use std::process::ExitCode;

const USAGE: &str = "usage: rookery ladder POINTS_A POINTS_B win|draw|loss   (the result is A's)";

pub fn run(args: &[String]) -> ExitCode {
    match parse(args) {
        Ok((a, b, result)) => {
            let (a, b) = settle(a, b, result);
            let grade = |p: Points| p.grade().map_or("unrated".to_string(), |g| g.to_string());
            println!("{a} {b}");
            println!("{} {}", grade(a), grade(b));
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("rookery ladder: {message}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn parse(args: &[String]) -> Result<(Points, Points, GameResult), String> {
    let [a, b, result] = args else {
        return Err(format!("expected 3 arguments, got {}", args.len()));
    };
    let result = match result.as_str() {
        "win" => GameResult::Win,
        "draw" => GameResult::Draw,
        "loss" => GameResult::Loss,
        other => {
            return Err(format!(
                "the result must be win, draw or loss, not '{}'",
                other.chars().take(20).collect::<String>()
            ))
        }
    };
    Ok((Points::parse(a)?, Points::parse(b)?, result))
}
