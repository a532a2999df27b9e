//! What bounds a search: depth, nodes, time (fixed or from the clocks), or nothing; and how
//! much of the clock to spend on one move.

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
        let moves = f64::from(limits.movestogo.unwrap_or(25).clamp(1, 50));
        let soft = (left / moves + inc * 0.75).min(left * 0.5);
        let hard = (soft * 4.0).min(left * 0.8).max(soft);
        TimeBudget {
            soft_ms: soft.max(1.0),
            hard_ms: hard.max(1.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let tiny = TimeBudget::new(&Limits::movetime(1), true, 50);
        assert_eq!(tiny.hard_ms, 1.0);
    }
}
