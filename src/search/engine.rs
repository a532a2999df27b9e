//! The engine as a front end sees it, whatever the front end (UCI text natively, messages in
//! a browser Web Worker): set a position, search within limits with progress reports, stop.
//!
//! The search runs on the caller's thread. Stopping is a flag checked every 1024 nodes, and
//! time comes from a clock function the caller passes (`Instant` natively,
//! `performance.now()` in the browser), so the same code runs in wasm without threads.

use super::alphabeta::{Info, SearchResult, Searcher};
use super::eval::Evaluation;
use super::history::History;
use super::levels::{choose, Level, Rng};
use super::limits::{Limits, TimeBudget};
use super::tt::TranspositionTable;
use crate::rules::{Move, Position};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

pub struct Engine {
    tt: TranspositionTable,
    history: History,
    position: Position,
    /// Keys of every position of the game so far, the current one last.
    game_keys: Vec<u64>,
    stop: Arc<AtomicBool>,
    /// Milliseconds kept back from each move's time for communication delays.
    pub move_overhead_ms: u64,
    /// The playing level (8 = full strength).
    pub level: Level,
    /// Seed for the weaker levels' choices (the position key is mixed in).
    pub seed: u64,
    /// Which static evaluation the search uses.
    pub evaluation: Evaluation,
}

/// A native clock in milliseconds (not available in wasm32-unknown-unknown, where the
/// browser's `performance.now()` takes its place).
#[cfg(not(target_arch = "wasm32"))]
pub fn native_clock() -> impl Fn() -> f64 {
    let start = std::time::Instant::now();
    move || start.elapsed().as_secs_f64() * 1000.0
}

impl Engine {
    /// An engine with a transposition table of about `hash_mb` megabytes.
    pub fn new(hash_mb: usize) -> Engine {
        let position = Position::startpos();
        Engine {
            tt: TranspositionTable::new(hash_mb),
            history: History::new(),
            game_keys: vec![position.key()],
            position,
            stop: Arc::new(AtomicBool::new(false)),
            move_overhead_ms: 10,
            level: Level::FULL,
            seed: 0,
            evaluation: Evaluation::default(),
        }
    }

    /// Replaces the transposition table with one of `hash_mb` megabytes.
    pub fn set_hash(&mut self, hash_mb: usize) {
        self.tt = TranspositionTable::new(hash_mb);
    }

    /// Forgets everything learnt in earlier searches.
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.history.clear();
    }

    /// Sets the position from a FEN (`None` = start position) and moves in UCI notation.
    ///
    /// # Errors
    /// A message naming the bad FEN or move; the engine's position is then unchanged.
    pub fn set_position(&mut self, fen: Option<&str>, moves: &[&str]) -> Result<(), String> {
        let mut pos = match fen {
            Some(f) => Position::from_fen_relaxed(f).map_err(|e| e.to_string())?,
            None => Position::startpos(),
        };
        let mut keys = vec![pos.key()];
        for text in moves {
            let mv = pos.parse_uci_move(text).map_err(|e| e.to_string())?;
            pos.play_unchecked(mv);
            keys.push(pos.key());
        }
        self.position = pos;
        self.game_keys = keys;
        Ok(())
    }

    /// Sets the position from a start position and legal moves.
    ///
    /// # Errors
    /// A message naming the first illegal move; the engine's position is then unchanged.
    pub fn set_game(&mut self, start: &Position, moves: &[Move]) -> Result<(), String> {
        let mut pos = start.clone();
        let mut keys = vec![pos.key()];
        for &mv in moves {
            pos = pos
                .play(mv)
                .ok_or_else(|| format!("{mv} is not a legal move"))?;
            keys.push(pos.key());
        }
        self.position = pos;
        self.game_keys = keys;
        Ok(())
    }

    /// The quiescence search's score of `pos` for the side to move (see
    /// [`Searcher::quiescence`]); the engine's own position is left alone.
    pub fn quiescence(&mut self, pos: &Position) -> i32 {
        let never = || 0.0;
        let keys = [pos.key()];
        let mut searcher =
            Searcher::new(&mut self.tt, &mut self.history, &self.stop, &never, &keys);
        searcher.evaluation = self.evaluation;
        searcher.quiescence(pos)
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    /// A handle that stops the search when set (from another thread, or from `on_info`).
    pub fn stop_handle(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Searches the current position. `now` returns milliseconds from any fixed origin;
    /// `on_info` hears about each completed iteration. Always returns a legal move when
    /// there is one, however short the time.
    pub fn go(
        &mut self,
        limits: &Limits,
        now: &dyn Fn() -> f64,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.stop.store(false, Ordering::Relaxed);
        let overhead = self.move_overhead_ms;
        let level = self.level;
        let mut searcher = Searcher::new(
            &mut self.tt,
            &mut self.history,
            &self.stop,
            now,
            &self.game_keys,
        );
        searcher.evaluation = self.evaluation;
        let result = if level.is_full_strength() {
            searcher.run(&self.position, limits, overhead, on_info)
        } else if level.params().search {
            let mut capped = limits.clone();
            let p = level.params();
            capped.nodes = Some(limits.nodes.map_or(p.nodes, |n| n.min(p.nodes)));
            capped.depth = Some(limits.depth.map_or(p.depth, |d| d.min(p.depth)));
            searcher.run(&self.position, &capped, overhead, on_info)
        } else {
            let p = level.params();
            let mut capped = limits.clone();
            capped.depth = Some(limits.depth.map_or(p.depth, |d| d.min(p.depth)));
            capped.nodes = Some(limits.nodes.map_or(p.nodes, |n| n.min(p.nodes)));
            let budget = TimeBudget::new(
                limits,
                self.position.turn() == crate::rules::Color::White,
                overhead,
            );
            let scored = searcher.score_root_moves(
                &self.position,
                capped.depth.unwrap_or(1),
                capped.nodes.unwrap_or(u64::MAX),
                budget,
            );
            let mut rng = Rng::new(self.seed ^ self.position.key());
            let best_move = choose(level, &scored, &mut rng)
                .or_else(|| self.position.legal_moves().first().copied());
            let score = scored
                .iter()
                .find(|(m, _)| Some(*m) == best_move)
                .map_or(0, |&(_, s)| s);
            on_info(&Info {
                multipv: 1,
                depth: capped.depth.unwrap_or(1),
                seldepth: capped.depth.unwrap_or(1),
                score: super::alphabeta::Score::from_internal(score),
                nodes: searcher.nodes,
                time_ms: 0,
                nps: 0,
                hashfull: 0,
                pv: best_move.into_iter().collect(),
            });
            SearchResult {
                best_move,
                ponder: None,
                score,
                depth: capped.depth.unwrap_or(1),
                nodes: searcher.nodes,
                root_scores: scored,
            }
        };
        self.history.age();
        result
    }
}
