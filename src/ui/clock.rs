//! Chess clocks with increment. Time comes in as milliseconds from any fixed origin, so the
//! clocks are pure and tested natively; the app feeds them `performance.now()`.

use crate::rules::Color;

/// A time control: base time and increment per move, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    pub base_ms: u64,
    pub increment_ms: u64,
}

impl TimeControl {
    pub const fn minutes(base: u64, increment_s: u64) -> TimeControl {
        TimeControl {
            base_ms: base * 60_000,
            increment_ms: increment_s * 1000,
        }
    }

    /// "5+0", "10+5" (minutes + seconds), or "0.5+2" for 30 s.
    pub fn label(self) -> String {
        let minutes = self.base_ms as f64 / 60_000.0;
        format!(
            "{}+{}",
            trim(minutes),
            trim(self.increment_ms as f64 / 1000.0)
        )
    }
}

/// A number with at most two decimals and no trailing zeros (`1.5`, `2`).
pub fn trim(v: f64) -> String {
    let s = super::text::fixed(v, 2);
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// Both players' clocks. The side to move's clock runs from `started`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Clocks {
    pub control: TimeControl,
    /// Milliseconds left, White then Black, as of the last switch.
    pub remaining: [f64; 2],
    /// Whose clock runs and since when; `None` before the first move and after the game.
    pub running: Option<(Color, f64)>,
}

impl Clocks {
    pub fn new(control: TimeControl) -> Clocks {
        Clocks {
            control,
            remaining: [control.base_ms as f64; 2],
            running: None,
        }
    }

    /// Milliseconds `color` has left at time `now` (never below zero).
    pub fn left(&self, color: Color, now: f64) -> f64 {
        let mut left = self.remaining[color.index()];
        if let Some((running, since)) = self.running {
            if running == color {
                left -= (now - since).max(0.0);
            }
        }
        left.max(0.0)
    }

    /// The side whose time is up at `now`, if any.
    pub fn flagged(&self, now: f64) -> Option<Color> {
        let (color, _) = self.running?;
        (self.left(color, now) <= 0.0).then_some(color)
    }

    /// `mover` has just moved at `now`: charge the time, add the increment and start the
    /// opponent's clock. Returns `false` (and changes nothing) if `mover` had already run out.
    pub fn moved(&mut self, mover: Color, now: f64) -> bool {
        if let Some((running, since)) = self.running {
            if running == mover {
                let left = self.remaining[mover.index()] - (now - since).max(0.0);
                if left <= 0.0 {
                    return false;
                }
                self.remaining[mover.index()] = left + self.control.increment_ms as f64;
            }
        }
        self.running = Some((!mover, now));
        true
    }

    /// Stops both clocks at `now` (the game ended or the page is being saved).
    pub fn stop(&mut self, now: f64) {
        if let Some((color, _)) = self.running {
            self.remaining[color.index()] = self.left(color, now);
        }
        self.running = None;
    }

    /// Restarts the clock of the side to move at `now` after [`Clocks::stop`] (on reload).
    pub fn resume(&mut self, turn: Color, now: f64) {
        self.running = Some((turn, now));
    }
}

/// "4:59", "0:09.4" under ten seconds (tenths shown when time is short).
pub fn format_ms(ms: f64) -> String {
    let ms = ms.max(0.0);
    if ms < 10_000.0 {
        let tenths = (ms / 100.0).floor() as u64;
        format!("0:{:02}.{}", tenths / 10, tenths % 10)
    } else {
        let secs = (ms / 1000.0).floor() as u64;
        if secs >= 3600 {
            format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
        } else {
            format!("{}:{:02}", secs / 60, secs % 60)
        }
    }
}
