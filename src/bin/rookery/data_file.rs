//! The positions `rookery datagen` writes — `FEN | White's search score | White's result`, a
//! line each — as the fitting tools (`tune`, `train-net`) read them back: only the quiet ones,
//! where the quiescence search leaves the static evaluation as it is (no capture changes what
//! the position is worth), the side to move is not in check and no bare king is left.

use std::io::{BufRead, BufReader};

use rookery::rules::Position;
use rookery::search::eval::{bare_king, evaluate};
use rookery::search::Engine;

/// A quiet position with its search score and the game's result (both for White), and the
/// hand-set evaluation (for the side to move).
pub struct Sample {
    pub pos: Position,
    pub score: f32,
    pub result: f32,
    pub eval: i32,
}

/// One line: the position, its score for White and White's result (1, 0.5 or 0).
pub fn read_line(line: &str) -> Option<(Position, f32, f32)> {
    let mut parts = line.split(" | ");
    let pos = Position::from_fen(parts.next()?.trim()).ok()?;
    let score = parts.next()?.trim().parse().ok()?;
    let result: f32 = parts.next()?.trim().parse().ok()?;
    [0.0, 0.5, 1.0]
        .contains(&result)
        .then_some((pos, score, result))
}

/// The line's position if it reads and is quiet (`quiet` runs the quiescence search).
pub fn quiet_sample(line: &str, quiet: &mut Engine) -> Option<Sample> {
    let (pos, score, result) = read_line(line)?;
    let eval = evaluate(&pos);
    // A bare king is scored by rules, not by the weights being fitted.
    if pos.is_check() || bare_king::win(&pos).is_some() || quiet.quiescence(&pos) != eval {
        return None;
    }
    Some(Sample {
        pos,
        score,
        result,
        eval,
    })
}

/// Hands the quiet positions of the files, in order, to `take` (at most `limit`); returns how
/// many lines were left out.
pub fn read_quiet(
    paths: &[String],
    limit: usize,
    mut take: impl FnMut(Sample),
) -> Result<usize, String> {
    let mut quiet = Engine::new(1);
    let (mut taken, mut skipped) = (0, 0);
    for path in paths {
        let file = std::fs::File::open(path).map_err(|e| format!("cannot read {path}: {e}"))?;
        for line in BufReader::new(file).lines() {
            if taken >= limit {
                return Ok(skipped);
            }
            let line = line.map_err(|e| format!("{path}: {e}"))?;
            match quiet_sample(&line, &mut quiet) {
                Some(sample) => {
                    take(sample);
                    taken += 1;
                }
                None => skipped += 1,
            }
        }
    }
    Ok(skipped)
}
