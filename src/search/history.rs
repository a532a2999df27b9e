//! What the search learns about quiet moves as it goes — butterfly history (kept apart by
//! whether the opponent attacks the move's from and to squares), continuation history (how
//! good a move was right after a given move, and two plies after), killers and counter-moves
//! — kept across iterations and aged between searches. The move picker reads it; the search
//! updates it.

use super::limits::MAX_PLY;
use crate::rules::{Bitboard, Move, Position};

/// Butterfly history, killers and counter-moves, shared across the search.
pub struct History {
    /// [colour][threat][from][to]: how often a quiet move caused a cutoff, weighted by depth;
    /// `threat` says whether the opponent attacked the from and the to square (see
    /// [`threat_index`]), so a move that saves a piece and one that merely shuffles it learn
    /// apart.
    pub butterfly: Box<[[[[i32; 64]; 64]; 4]; 2]>,
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
            butterfly: Box::new([[[[0; 64]; 64]; 4]; 2]),
            killers: vec![[None; 2]; MAX_PLY + 2],
            counter: Box::new([[None; 64]; 12]),
            continuation: zeroed_continuation(),
        }
    }

    pub fn clear(&mut self) {
        *self.butterfly = [[[[0; 64]; 64]; 4]; 2];
        self.killers.fill([None; 2]);
        *self.counter = [[None; 64]; 12];
        for row in self.continuation.iter_mut().flatten().flatten() {
            row.fill(0);
        }
    }

    /// Ages the history between searches so old statistics fade.
    pub fn age(&mut self) {
        for side in self.butterfly.iter_mut() {
            for row in side.iter_mut().flatten() {
                for v in row.iter_mut() {
                    *v /= 2;
                }
            }
        }
        self.killers.fill([None; 2]);
    }

    #[inline]
    pub fn quiet_score(&self, pos: &Position, mv: Move, threats: Bitboard) -> i32 {
        self.butterfly[pos.turn().index()][threat_index(threats, mv)][mv.from().index()]
            [mv.to().index()]
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
        threats: Bitboard,
    ) -> i32 {
        let mut score = self.quiet_score(pos, mv, threats);
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
        earlier: &[Earlier; 2],
        threats: Bitboard,
    ) {
        let bonus = (depth * depth).min(400) * 8;
        let side = pos.turn().index();
        let mut apply = |m: Move, b: i32| {
            let v = &mut self.butterfly[side][threat_index(threats, m)][m.from().index()]
                [m.to().index()];
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
    }

    /// Makes `mv` the first killer at `ply` (the old first becomes the second).
    pub fn add_killer(&mut self, mv: Move, ply: usize) {
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

/// Which of the four butterfly tables a move uses: whether the opponent (`threats`: every
/// square it attacks) attacks the square the move leaves (2) and the one it goes to (1).
#[inline]
pub fn threat_index(threats: Bitboard, mv: Move) -> usize {
    usize::from(threats.contains(mv.from())) * 2 + usize::from(threats.contains(mv.to()))
}

/// An all-zero continuation table, built on the heap (it is over a megabyte).
fn zeroed_continuation() -> Box<[[[[i16; 64]; 12]; 64]; 12]> {
    let flat = vec![[[[0i16; 64]; 12]; 64]; 12].into_boxed_slice();
    flat.try_into().expect("twelve rows")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Square;

    /// A move learns apart by threat: a cutoff by Nc3-e4 while the knight stood attacked says
    /// nothing about the same move when nothing attacks it, nor when e4 is attacked.
    #[test]
    fn the_same_move_learns_apart_under_threat() {
        let pos = Position::from_fen("4k3/8/8/8/8/2N5/8/4K3 w - - 0 1").unwrap();
        let square = |name| Square::parse(name).unwrap();
        let mv = *pos
            .legal_moves()
            .iter()
            .find(|m| m.to() == square("e4"))
            .unwrap();
        let from_attacked = Bitboard::from(square("c3"));
        let to_attacked = Bitboard::from(square("e4"));
        let mut history = History::new();
        history.update_quiet(&pos, mv, &[], 6, &[None; 2], from_attacked);
        assert!(history.quiet_score(&pos, mv, from_attacked) > 0);
        assert_eq!(history.quiet_score(&pos, mv, Bitboard(0)), 0);
        assert_eq!(history.quiet_score(&pos, mv, to_attacked), 0);
        assert_eq!(threat_index(from_attacked | to_attacked, mv), 3);
    }
}
