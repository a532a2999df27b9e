//! What the search learns about quiet moves as it goes — butterfly history, continuation
//! history (how good a move was right after a given move, and two plies after), killers and
//! counter-moves — kept across iterations and aged between searches. The move picker reads
//! it; the search updates it.

use super::limits::MAX_PLY;
use crate::rules::{Move, Position};

/// Butterfly history, killers and counter-moves, shared across the search.
pub struct History {
    /// [colour][from][to]: how often a quiet move caused a cutoff, weighted by depth.
    pub butterfly: Box<[[[i32; 64]; 64]; 2]>,
    /// [ply]: two quiet moves that caused a cutoff at this ply.
    pub killers: Vec<[Option<Move>; 2]>,
    /// [piece index][to]: the quiet reply that refuted the previous move.
    pub counter: Box<[[Option<Move>; 64]; 12]>,
    /// [earlier move's piece index][its to][piece index][to]: how a quiet move did one ply
    /// (and, the same table, two plies) after another. One table is enough: the move one ply
    /// back is always the opponent's and the move two plies back our own, so the two never
    /// share an entry (two tables searched node for node the same).
    pub continuation: Box<[[[[i16; 64]; 12]; 64]; 12]>,
}

/// An earlier move as continuation history sees it: the moving piece's index and its target.
pub type Earlier = Option<(usize, usize)>;

pub const MAX_HISTORY: i32 = 16_384;

impl History {
    pub fn new() -> History {
        History {
            butterfly: Box::new([[[0; 64]; 64]; 2]),
            killers: vec![[None; 2]; MAX_PLY + 2],
            counter: Box::new([[None; 64]; 12]),
            continuation: zeroed_continuation(),
        }
    }

    pub fn clear(&mut self) {
        *self.butterfly = [[[0; 64]; 64]; 2];
        self.killers.fill([None; 2]);
        *self.counter = [[None; 64]; 12];
        for row in self.continuation.iter_mut().flatten().flatten() {
            row.fill(0);
        }
    }

    /// Ages the history between searches so old statistics fade.
    pub fn age(&mut self) {
        for side in self.butterfly.iter_mut() {
            for row in side.iter_mut() {
                for v in row.iter_mut() {
                    *v /= 2;
                }
            }
        }
        self.killers.fill([None; 2]);
    }

    #[inline]
    pub fn quiet_score(&self, pos: &Position, mv: Move) -> i32 {
        self.butterfly[pos.turn().index()][mv.from().index()][mv.to().index()]
    }

    /// The butterfly score plus both continuation scores of a quiet move (`piece`: the moving
    /// piece's index) after the moves one and two plies before.
    #[inline]
    pub fn quiet_score_after(
        &self,
        pos: &Position,
        mv: Move,
        piece: usize,
        earlier: &[Earlier; 2],
    ) -> i32 {
        let mut score = self.quiet_score(pos, mv);
        for &(p, to) in earlier.iter().flatten() {
            score += i32::from(self.continuation[p][to][piece][mv.to().index()]);
        }
        score
    }

    /// Rewards `mv` and punishes the quiet moves tried before it (gravity update), in the
    /// butterfly table and after each of the `earlier` moves.
    pub fn update_quiet(
        &mut self,
        pos: &Position,
        mv: Move,
        tried: &[Move],
        depth: i32,
        ply: usize,
        earlier: &[Earlier; 2],
    ) {
        let bonus = (depth * depth).min(400) * 8;
        let side = pos.turn().index();
        let mut apply = |m: Move, b: i32| {
            let v = &mut self.butterfly[side][m.from().index()][m.to().index()];
            *v += b - *v * b.abs() / MAX_HISTORY;
            let Some(piece) = super::movepick::piece_index(pos, m.from()) else {
                return;
            };
            for &(p, to) in earlier.iter().flatten() {
                let c = &mut self.continuation[p][to][piece][m.to().index()];
                let v = i32::from(*c);
                *c = (v + b - v * b.abs() / MAX_HISTORY) as i16;
            }
        };
        apply(mv, bonus);
        for &m in tried {
            if m != mv {
                apply(m, -bonus);
            }
        }
        if let Some(k) = self.killers.get_mut(ply) {
            if k[0] != Some(mv) {
                k[1] = k[0];
                k[0] = Some(mv);
            }
        }
    }
}

impl Default for History {
    fn default() -> History {
        History::new()
    }
}

/// An all-zero continuation table, built on the heap (it is over a megabyte).
fn zeroed_continuation() -> Box<[[[[i16; 64]; 12]; 64]; 12]> {
    let flat = vec![[[[0i16; 64]; 12]; 64]; 12].into_boxed_slice();
    flat.try_into().expect("twelve rows")
}
