//! The analysis board's engine lines as the page keeps them: the best lines of the position
//! shown, gathered from the worker's progress reports (one report per line and depth, the best
//! line first). Plain Rust, so the bookkeeping is tested natively.

use crate::search::Score;

/// One of the engine's best lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// How deep it was searched.
    pub depth: u32,
    /// For the side to move.
    pub score: Score,
    /// The moves, in UCI notation.
    pub pv: Vec<String>,
}

/// The engine's latest word on the position shown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Analysis {
    /// The best lines, best first.
    pub lines: Vec<Line>,
}

/// How many lines the analysis board asks for.
pub const LINES: u8 = 3;

impl Analysis {
    /// Takes one report: line `line` (1 = the best) searched to `depth`. A new depth's best
    /// line replaces the old best at once; the other lines follow it one by one (until they do,
    /// the last depth's stay shown). A report shallower than the line shown (a longer search of
    /// the same position starts again from depth 1) or for a line further down than the next
    /// is ignored.
    pub fn update(&mut self, line: u32, depth: u32, score: Score, pv: Vec<String>) {
        let index = line.max(1) as usize - 1;
        let line = Line { depth, score, pv };
        let len = self.lines.len();
        match self.lines.get_mut(index) {
            Some(old) if old.depth <= depth => *old = line,
            Some(_) => {}
            None if index == len => self.lines.push(line),
            None => {}
        }
    }

    /// How deep the best line was searched.
    pub fn depth(&self) -> u32 {
        self.lines.first().map_or(0, |l| l.depth)
    }

    /// The best line's score, for the side to move.
    pub fn score(&self) -> Option<Score> {
        self.lines.first().map(|l| l.score)
    }

    /// The best line's first move, in UCI notation.
    pub fn best_move(&self) -> Option<&str> {
        self.lines.first()?.pv.first().map(String::as_str)
    }
}
