//! The ladder of grades and points (级别积分制) exactly as the source articles give it.
//!
//! Points are kept as whole hundredths ([`Points`]), so every total is exact. A player below
//! 100 points is unrated (无级别); from 100 points each hundred is a grade, from grade 30
//! (100–199.99) up to grade 1 (3000 and more). After a game the loser loses exactly what the
//! winner gains (a draw moves points from the higher total to the lower one), with `d` the
//! absolute difference of the two totals before the game:
//!
//! | result | `d < 10` | `10 ≤ d < 100` | `100 ≤ d < 200` | `d ≥ 200` |
//! |---|---|---|---|---|
//! | draw (lower gains) | 0 | `(10 + d/10) / 2` | `d/4` | `d/4` |
//! | lower side wins | 10 | `10 + d/10` | `d/2` | `d/2` |
//! | higher side wins | 10 | `10 − d/12.5` | 2 | 0 |
//!
//! A gain is computed exactly and rounded half away from zero to a hundredth (`d = 10.10`,
//! draw: 5.505 → 5.51). No total goes below 0; the winner still gains the full amount, so
//! players who all start at 0 can climb. Results settle after [`SETTLED_AFTER`] games.

use std::fmt;

/// A points total or change, in hundredths of a point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(pub i64);

/// Games after which the articles say a player's points settle (shown as provisional before).
pub const SETTLED_AFTER: u32 = 50;
/// The highest total the ladder reads or writes (a sanity bound for input, 1,000,000 points).
pub const MAX_POINTS: Points = Points(100_000_000);

/// A game's result for the first player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    Win,
    Draw,
    Loss,
}

impl Points {
    pub const ZERO: Points = Points(0);

    /// Whole points.
    pub const fn whole(points: i64) -> Points {
        Points(points * 100)
    }

    /// Reads `1015`, `1015.5` or `1015.00` (no sign, at most two decimals, at most
    /// [`MAX_POINTS`]).
    pub fn parse(text: &str) -> Result<Points, String> {
        let bad = || format!("'{}' is not a number of points like 1015.50", short(text));
        let (int, frac) = text.split_once('.').unwrap_or((text, ""));
        let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if int.is_empty() || int.len() > 9 || !digits(int) || !digits(frac) || frac.len() > 2 {
            return Err(bad());
        }
        if text.contains('.') && frac.is_empty() {
            return Err(bad());
        }
        let whole: i64 = int.parse().map_err(|_| bad())?;
        let hundredths: i64 = match frac.len() {
            0 => 0,
            1 => frac.parse::<i64>().map_err(|_| bad())? * 10,
            _ => frac.parse().map_err(|_| bad())?,
        };
        let points = Points(whole * 100 + hundredths);
        if points > MAX_POINTS {
            return Err(format!(
                "{} points is more than the ladder counts",
                short(text)
            ));
        }
        Ok(points)
    }

    /// The grade: `None` below 100 points (unrated), else 30 (100–199.99) … 1 (3000 and more).
    pub fn grade(self) -> Option<u8> {
        let hundreds = self.0.div_euclid(10_000);
        match hundreds {
            ..=0 => None,
            1..=29 => Some((31 - hundreds) as u8),
            _ => Some(1),
        }
    }

    /// Progress inside the current grade: points above the grade's floor, and the grade's size
    /// (`None` at grade 1, which has no ceiling). Unrated players count towards 100.
    pub fn progress(self) -> (Points, Option<Points>) {
        match self.grade() {
            None => (self, Some(Points::whole(100))),
            Some(1) => (Points(self.0 - 300_000), None),
            Some(_) => (Points(self.0.rem_euclid(10_000)), Some(Points::whole(100))),
        }
    }
}

impl fmt::Display for Points {
    /// Two decimals: `1015.00`, `-11.23`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let v = self.0.unsigned_abs();
        write!(f, "{sign}{}.{:02}", v / 100, v % 100)
    }
}

/// `numerator / denominator` (both positive) in hundredths, rounded half away from zero.
fn round_div(numerator: i64, denominator: i64) -> i64 {
    (2 * numerator + denominator) / (2 * denominator)
}

/// What the winner gains (or, in a draw, what the lower side gains), before the floor at 0.
fn gain(outcome: GameResult, a: Points, b: Points) -> Points {
    let d = (a.0 - b.0).abs();
    let a_lower = a < b;
    let hundredths = match outcome {
        GameResult::Draw => match d {
            ..1_000 => 0,
            // (10 + d/10) / 2 = (1000 + D/10) / 2 hundredths = (10000 + D) / 20
            1_000..10_000 => round_div(10_000 + d, 20),
            _ => round_div(d, 4),
        },
        _ => {
            let lower_wins = (outcome == GameResult::Win) == a_lower;
            match (lower_wins, d) {
                (_, ..1_000) => 1_000,
                // 10 + d/10 = (10000 + D) / 10 hundredths
                (true, 1_000..10_000) => round_div(10_000 + d, 10),
                (true, _) => round_div(d, 2),
                // 10 − d/12.5 = (25000 − 2D) / 25 hundredths
                (false, 1_000..10_000) => round_div(25_000 - 2 * d, 25),
                (false, 10_000..20_000) => 200,
                (false, _) => 0,
            }
        }
    };
    Points(hundredths)
}

/// The change to the first player's total for `outcome` (positive: a gain), before the floor.
pub fn change(a: Points, b: Points, outcome: GameResult) -> Points {
    let g = gain(outcome, a, b);
    match outcome {
        GameResult::Win => g,
        GameResult::Loss => Points(-g.0),
        GameResult::Draw if a < b => g,
        GameResult::Draw => Points(-g.0),
    }
}

/// Both new totals after a game whose result for `a` is `outcome`. The loser loses what the
/// winner gains, but never goes below 0.
pub fn settle(a: Points, b: Points, outcome: GameResult) -> (Points, Points) {
    let delta = change(a, b, outcome).0;
    let floor = |p: i64| Points(p.max(0));
    (floor(a.0 + delta), floor(b.0 - delta))
}

fn short(text: &str) -> String {
    text.chars().take(20).collect()
}
