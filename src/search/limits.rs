//! What bounds a search: depth, nodes, time (fixed or from the clocks), or nothing; how much
//! of the clock to spend on one move, and how that grows or shrinks with how settled the
//! search's best move is.

/// The deepest the search ever goes from the root, in plies (array sizes depend on it).
pub const MAX_PLY: usize = 120;

/// Search limits, as UCI's `go` gives them. Times are in milliseconds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<u64>,
    pub wtime: Option<u64>,
    pub btime: Option<u64>,
    pub winc: Option<u64>,
    pub binc: Option<u64>,
    pub movestogo: Option<u32>,
    /// Search until told to stop.
    pub infinite: bool,
    /// How many best lines to find (UCI's MultiPV); 0 and 1 both mean one.
    pub multipv: u32,
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    pub fn movetime(ms: u64) -> Limits {
        Limits {
            movetime: Some(ms),
            ..Limits::default()
        }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }
}

/// How many moves a clock without `movestogo` is shared out over: each move's soft target is
/// this share of what is left (plus most of the increment). 15 rather than 25 spends more in
/// the middlegame, where games are decided, and leaves less unused at the end: self-play at
/// 5+0.05, 400 games, +22.6 Elo [−1.3, +46.7] (BENCHMARKS.md, fourteenth round).
const MOVES_TO_GO: u32 = 15;

/// How long to think: a soft target (no new iteration after it) and a hard limit (abort).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TimeBudget {
    pub soft_ms: f64,
    pub hard_ms: f64,
}

impl TimeBudget {
    pub const UNLIMITED: TimeBudget = TimeBudget {
        soft_ms: f64::INFINITY,
        hard_ms: f64::INFINITY,
    };

    /// The budget for the side to move (`white` = White to move); `overhead_ms` is kept back
    /// for communication delays.
    pub fn new(limits: &Limits, white: bool, overhead_ms: u64) -> TimeBudget {
        if limits.infinite {
            return TimeBudget::UNLIMITED;
        }
        if let Some(mt) = limits.movetime {
            // A fixed time per move: use all of it.
            let t = mt.saturating_sub(overhead_ms).max(1) as f64;
            return TimeBudget {
                soft_ms: f64::INFINITY,
                hard_ms: t,
            };
        }
        let (time, inc) = if white {
            (limits.wtime, limits.winc)
        } else {
            (limits.btime, limits.binc)
        };
        let Some(time) = time else {
            return TimeBudget::UNLIMITED;
        };
        let inc = inc.unwrap_or(0) as f64;
        let left = time.saturating_sub(overhead_ms).max(1) as f64;
        let moves = f64::from(limits.movestogo.unwrap_or(MOVES_TO_GO).clamp(1, 50));
        let soft = (left / moves + inc * 0.75).min(left * 0.5);
        let hard = (soft * 4.0).min(left * 0.8).max(soft);
        TimeBudget {
            soft_ms: soft.max(1.0),
            hard_ms: hard.max(1.0),
        }
    }
}

/// How much of its soft target a clocked search should use, given how settled the root is
/// after an iteration: `stable` iterations in a row have kept the same best move, the best
/// move took `best_share` (0–1) of that iteration's nodes, and the score fell `drop`
/// centipawns since the iteration before (negative: it rose). A settled root stops early;
/// a new best move, a contested root or a falling score think longer.
pub fn time_scale(stable: u32, best_share: f64, drop: i32) -> f64 {
    const STABILITY: [f64; 5] = [1.6, 1.25, 1.0, 0.9, 0.8];
    let stability = STABILITY[(stable as usize).min(STABILITY.len() - 1)];
    let effort = (1.5 - best_share.clamp(0.0, 1.0)) * 1.3;
    let falling = 1.0 + f64::from(drop.clamp(0, 100)) / 200.0;
    stability * effort * falling
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_settled_root_uses_less_time_than_a_contested_one() {
        let settled = time_scale(6, 0.95, -10);
        let changed = time_scale(0, 0.95, 0);
        let contested = time_scale(6, 0.3, 0);
        let falling = time_scale(6, 0.95, 60);
        assert!(settled < 0.8, "{settled}");
        for other in [changed, contested, falling] {
            assert!(other > settled * 1.25, "{other} vs {settled}");
        }
        assert!(time_scale(0, 0.0, 1000) <= 1.6 * 1.95 * 1.5 + 1e-9);
    }

    #[test]
    fn budgets() {
        let fixed = TimeBudget::new(&Limits::movetime(1000), true, 10);
        assert_eq!(fixed.hard_ms, 990.0);
        let clock = Limits {
            wtime: Some(60_000),
            btime: Some(1_000),
            winc: Some(1000),
            ..Limits::default()
        };
        let w = TimeBudget::new(&clock, true, 0);
        assert!(w.soft_ms > 2000.0 && w.soft_ms < 5000.0, "{w:?}");
        assert!(w.hard_ms <= 48_000.0);
        let b = TimeBudget::new(&clock, false, 0);
        assert!(b.hard_ms <= 800.0, "{b:?}");
        assert_eq!(
            TimeBudget::new(&Limits::depth(5), true, 0),
            TimeBudget::UNLIMITED
        );
        // Sudden death with a small increment (10 s + 0.1 s): a fifteenth of the clock.
        let blitz = Limits {
            wtime: Some(10_000),
            btime: Some(10_000),
            winc: Some(100),
            binc: Some(100),
            ..Limits::default()
        };
        let first = TimeBudget::new(&blitz, true, 0);
        assert!(
            (first.soft_ms - (10_000.0 / 15.0 + 75.0)).abs() < 1e-6,
            "{first:?}"
        );
        let tiny = TimeBudget::new(&Limits::movetime(1), true, 50);
        assert_eq!(tiny.hard_ms, 1.0);
    }
}
