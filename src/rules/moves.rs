//! `Move` (16 bits, so `Option<Move>` is 16 bits too) and `MoveList`, a fixed-capacity list.
//!
//! A move stores its origin, its target and its kind. Castling is stored as "king takes own
//! rook" (e1h1), which works for standard chess and Chess960 alike; notation modules turn it
//! into `e1g1` / `O-O` for people.

use super::types::{Role, Square};
use std::fmt;
use std::num::NonZeroU16;

/// What kind of move it is, beyond origin and target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// Any move or capture that is not one of the others (including pawn double steps).
    Normal,
    /// A pawn capturing en passant; the target is the empty square behind the captured pawn.
    EnPassant,
    /// Castling; the target is the castling rook's square.
    Castle,
    /// A pawn reaching the last rank and becoming this role.
    Promotion(Role),
}

const KIND_NORMAL: u16 = 0;
const KIND_EN_PASSANT: u16 = 1;
const KIND_CASTLE: u16 = 2;
/// Promotions use kinds 4 + (role - Knight): 4 = N, 5 = B, 6 = R, 7 = Q.
const KIND_PROMOTION: u16 = 4;

/// A move in a position: 6 bits origin, 6 bits target, 4 bits kind. Never zero, since a move
/// never goes from a square to itself.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move(NonZeroU16);

impl Move {
    #[inline]
    const fn pack(from: Square, to: Square, kind: u16) -> Move {
        let bits = from.index() as u16 | (to.index() as u16) << 6 | kind << 12;
        match NonZeroU16::new(bits) {
            Some(nz) => Move(nz),
            // Only a1-a1 normal is zero; fall back to a harmless non-zero pattern.
            None => Move(NonZeroU16::MIN),
        }
    }

    /// A plain move or capture (also a pawn double step).
    #[inline]
    pub const fn normal(from: Square, to: Square) -> Move {
        Move::pack(from, to, KIND_NORMAL)
    }

    #[inline]
    pub const fn en_passant(from: Square, to: Square) -> Move {
        Move::pack(from, to, KIND_EN_PASSANT)
    }

    /// Castling, given the king's square and the castling rook's square.
    #[inline]
    pub const fn castle(king: Square, rook: Square) -> Move {
        Move::pack(king, rook, KIND_CASTLE)
    }

    /// A promotion to `role` (Knight, Bishop, Rook or Queen; anything else becomes a queen).
    #[inline]
    pub const fn promotion(from: Square, to: Square, role: Role) -> Move {
        let k = match role {
            Role::Knight => 0,
            Role::Bishop => 1,
            Role::Rook => 2,
            _ => 3,
        };
        Move::pack(from, to, KIND_PROMOTION + k)
    }

    #[inline]
    pub const fn from(self) -> Square {
        Square::new(self.0.get() as u32 & 63)
    }

    /// The target square (for castling: the rook's square).
    #[inline]
    pub const fn to(self) -> Square {
        Square::new((self.0.get() >> 6) as u32 & 63)
    }

    #[inline]
    pub const fn kind(self) -> MoveKind {
        match self.0.get() >> 12 {
            KIND_EN_PASSANT => MoveKind::EnPassant,
            KIND_CASTLE => MoveKind::Castle,
            k if k >= KIND_PROMOTION => MoveKind::Promotion(match k - KIND_PROMOTION {
                0 => Role::Knight,
                1 => Role::Bishop,
                2 => Role::Rook,
                _ => Role::Queen,
            }),
            _ => MoveKind::Normal,
        }
    }

    #[inline]
    pub const fn promotion_role(self) -> Option<Role> {
        match (self.0.get() >> 12).checked_sub(KIND_PROMOTION) {
            None => None,
            Some(0) => Some(Role::Knight),
            Some(1) => Some(Role::Bishop),
            Some(2) => Some(Role::Rook),
            Some(_) => Some(Role::Queen),
        }
    }

    #[inline]
    pub const fn is_castle(self) -> bool {
        self.0.get() >> 12 == KIND_CASTLE
    }

    #[inline]
    pub const fn is_en_passant(self) -> bool {
        self.0.get() >> 12 == KIND_EN_PASSANT
    }

    #[inline]
    pub const fn is_promotion(self) -> bool {
        self.0.get() >> 12 >= KIND_PROMOTION
    }

    /// Where the king ends up if this is castling (g- or c-file), else the target.
    #[inline]
    pub const fn king_destination(self) -> Square {
        if self.is_castle() {
            castle_king_target(self.from(), self.to())
        } else {
            self.to()
        }
    }

    /// The raw 16 bits (for hashing tables; `from_bits` reverses it).
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0.get()
    }

    /// A move from raw bits, if they are not zero. The move may well be illegal anywhere:
    /// check it with `Position::is_legal` before playing it.
    #[inline]
    pub const fn from_bits(bits: u16) -> Option<Move> {
        match NonZeroU16::new(bits) {
            Some(nz) => Some(Move(nz)),
            None => None,
        }
    }
}

/// The king's target when castling with the rook on `rook`: g-file towards h, c-file towards a.
#[inline]
pub const fn castle_king_target(king: Square, rook: Square) -> Square {
    let file = if rook.index() > king.index() { 6 } else { 2 };
    Square::new((king.index() as u32 & !7) | file)
}

/// The rook's target when castling with the rook on `rook`: f-file towards h, d-file towards a.
#[inline]
pub const fn castle_rook_target(king: Square, rook: Square) -> Square {
    let file = if rook.index() > king.index() { 5 } else { 3 };
    Square::new((king.index() as u32 & !7) | file)
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())?;
        match self.kind() {
            MoveKind::Normal => Ok(()),
            MoveKind::EnPassant => write!(f, "(ep)"),
            MoveKind::Castle => write!(f, "(castle)"),
            MoveKind::Promotion(r) => write!(f, "{}", r.char()),
        }
    }
}

/// More than the most moves any chess position has (218).
pub const MAX_MOVES: usize = 256;

/// A list of up to [`MAX_MOVES`] moves that lives on the stack.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::normal(Square::A1, Square::B1); MAX_MOVES],
            len: 0,
        }
    }

    /// Adds a move; moves beyond the capacity are dropped (no position has that many).
    #[inline]
    pub fn push(&mut self, mv: Move) {
        if self.len < MAX_MOVES {
            self.moves[self.len] = mv;
            self.len += 1;
        }
    }

    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps the first `len` moves (all of them if there are fewer).
    #[inline]
    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }

    #[inline]
    pub fn swap_remove(&mut self, i: usize) -> Move {
        let mv = self.moves[i];
        self.len -= 1;
        self.moves[i] = self.moves[self.len];
        mv
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl std::ops::DerefMut for MoveList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_and_option_move_are_two_bytes() {
        assert_eq!(std::mem::size_of::<Move>(), 2);
        assert_eq!(std::mem::size_of::<Option<Move>>(), 2);
    }

    #[test]
    fn packing_round_trips() {
        for from in Square::all() {
            for to in Square::all().filter(|&t| t != from) {
                let m = Move::normal(from, to);
                assert_eq!((m.from(), m.to(), m.kind()), (from, to, MoveKind::Normal));
                for role in Role::PROMOTIONS {
                    let p = Move::promotion(from, to, role);
                    assert_eq!(p.promotion_role(), Some(role));
                    assert_eq!((p.from(), p.to()), (from, to));
                }
                assert!(Move::en_passant(from, to).is_en_passant());
                assert!(Move::castle(from, to).is_castle());
                assert_eq!(Move::from_bits(m.bits()), Some(m));
            }
        }
    }

    #[test]
    fn castling_targets() {
        assert_eq!(castle_king_target(Square::E1, Square::H1), Square::G1);
        assert_eq!(castle_king_target(Square::E1, Square::A1), Square::C1);
        assert_eq!(castle_rook_target(Square::E8, Square::A8), Square::D8);
        assert_eq!(
            Move::castle(Square::E8, Square::H8).king_destination(),
            Square::G8
        );
    }
}
