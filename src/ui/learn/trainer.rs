//! The coordinates trainer: **find** the square whose name is shown (click it), or **name** the
//! square that lights up (pick its name), as many as possible in 30 seconds, from White's or
//! Black's side. Pure: time enters as `now` (ms) and squares come from a seeded generator.

use crate::rules::{Color, Square};

/// A round's length.
pub const ROUND_MS: f64 = 30_000.0;
pub const STORAGE_KEY: &str = "rookery.trainer";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drill {
    /// A name is shown: click its square.
    Find,
    /// A square lights: choose its name.
    Name,
}

/// A round in progress (or just over).
#[derive(Clone, Debug, PartialEq)]
pub struct Round {
    pub drill: Drill,
    pub orientation: Color,
    pub started: f64,
    pub target: Square,
    pub score: u32,
    pub misses: u32,
    /// For naming: the names to choose from (the target's among them).
    pub choices: Vec<Square>,
    seed: u64,
}

fn next(seed: &mut u64) -> u64 {
    // xorshift64*: plenty for picking squares.
    *seed ^= *seed >> 12;
    *seed ^= *seed << 25;
    *seed ^= *seed >> 27;
    seed.wrapping_mul(0x2545_f491_4f6c_dd1d)
}

fn square_from(n: u64) -> Square {
    Square::all()
        .nth((n % 64) as usize)
        .unwrap_or(Square::all().next().unwrap())
}

impl Round {
    pub fn new(drill: Drill, orientation: Color, now: f64, seed: u64) -> Round {
        let mut round = Round {
            drill,
            orientation,
            started: now,
            target: square_from(0),
            score: 0,
            misses: 0,
            choices: Vec::new(),
            seed: seed | 1,
        };
        round.pick();
        round
    }

    /// A new target (never the same twice running) and, for naming, four choices.
    fn pick(&mut self) {
        let old = self.target;
        loop {
            self.target = square_from(next(&mut self.seed));
            if self.target != old {
                break;
            }
        }
        self.choices = vec![self.target];
        while self.choices.len() < 4 {
            let s = square_from(next(&mut self.seed));
            if !self.choices.contains(&s) {
                self.choices.push(s);
            }
        }
        let k = (next(&mut self.seed) % 4) as usize;
        self.choices.swap(0, k);
    }

    pub fn left_ms(&self, now: f64) -> f64 {
        (ROUND_MS - (now - self.started)).max(0.0)
    }

    pub fn over(&self, now: f64) -> bool {
        self.left_ms(now) <= 0.0
    }

    /// The learner's answer (the square clicked, or the name chosen); true when right.
    pub fn answer(&mut self, square: Square, now: f64) -> bool {
        if self.over(now) {
            return false;
        }
        if square == self.target {
            self.score += 1;
            self.pick();
            true
        } else {
            self.misses += 1;
            false
        }
    }
}

/// The best scores (find, name), saved as `find name`.
pub fn parse_best(text: &str) -> (u32, u32) {
    let mut parts = text.split_whitespace().map(|p| p.parse().unwrap_or(0));
    (parts.next().unwrap_or(0), parts.next().unwrap_or(0))
}
