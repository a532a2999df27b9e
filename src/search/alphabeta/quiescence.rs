//! The quiescence search: at the search's leaves, only captures (every move when in check) are
//! played until the position is quiet, so that no leaf is scored in the middle of an exchange.
//! The side to move may stand pat on its static evaluation; captures that lose material by
//! exchange, or that cannot reach alpha even winning the piece, are skipped; results are
//! remembered in the transposition table at depth 0.

use super::{Searcher, INFINITY};
use crate::rules::Position;
use crate::search::eval::PIECE_VALUES;
use crate::search::limits::MAX_PLY;
use crate::search::movepick::MovePicker;
use crate::search::params;
use crate::search::see::see_ge;
use crate::search::tt::{Bound, MATE};

impl Searcher<'_> {
    /// The quiescence search of `pos` at `ply` in the window (`alpha`, `beta`).
    pub(super) fn qsearch(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        self.pv_len[ply] = 0;
        self.seldepth = self.seldepth.max(ply);
        if self.should_stop() {
            return 0;
        }
        if pos.is_insufficient_material() {
            return 0;
        }
        let in_check = pos.is_check();
        if ply >= MAX_PLY {
            return if in_check { 0 } else { self.evaluate(pos, ply) };
        }
        let hit = self.tt.probe(pos.key(), ply);
        if let Some(h) = hit {
            if match h.bound {
                Bound::Exact => true,
                Bound::Lower => h.score >= beta,
                Bound::Upper => h.score <= alpha,
            } {
                return h.score;
            }
        }
        let mut best = -INFINITY;
        let stand_pat = if in_check {
            -INFINITY
        } else {
            hit.map_or_else(|| self.evaluate(pos, ply), |h| h.eval)
        };
        if !in_check {
            if stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best = stand_pat;
        }
        let mut picker = MovePicker::captures(pos, hit.and_then(|h| h.mv));
        let mut any = false;
        let original_alpha = alpha;
        let mut best_move = None;
        while let Some(mv) = picker.next(pos, self.history) {
            any = true;
            if !in_check {
                if !see_ge(pos, mv, 0) {
                    continue;
                }
                // Delta pruning: even winning the piece cannot reach alpha.
                let gain = pos
                    .piece_at(mv.to())
                    .map_or(100, |p| PIECE_VALUES[p.role.index()]);
                if !mv.is_promotion() && stand_pat + gain + params::qs_delta() <= alpha {
                    continue;
                }
            }
            let mut child = pos.clone();
            child.play_unchecked(mv);
            self.tt.prefetch(child.key());
            self.push_accumulator(pos, &child, ply);
            let score = -self.qsearch(&child, -beta, -alpha, ply + 1);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(mv);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        if in_check && !any {
            return -MATE + ply as i32;
        }
        // Remembered at depth 0 (never over a deeper search's entry): the main search never
        // takes its score for a cut, but a quiescence search meeting the position again does,
        // and the capture that won leads.
        let bound = Bound::of(best, original_alpha, beta);
        if hit.is_none_or(|h| h.depth == 0) {
            self.tt.store(
                pos.key(),
                ply,
                best_move,
                best,
                stand_pat,
                0,
                bound,
                hit.is_some_and(|h| h.pv),
            );
        }
        best
    }

    /// The quiescence search's score of `pos` (captures, and every move when in check), for
    /// the side to move. The data tools keep a position for tuning only when this equals the
    /// static evaluation, i.e. when no capture changes what the position is worth.
    pub fn quiescence(&mut self, pos: &Position) -> i32 {
        self.root_accumulator(pos);
        self.qsearch(pos, -INFINITY, INFINITY, 0)
    }
}
