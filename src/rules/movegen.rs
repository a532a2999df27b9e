//! Legal move generation: all moves, captures only, quiet moves only, or check evasions; plus
//! `is_legal`, `gives_check` and fast counting for perft.
//!
//! Every generator produces only legal moves. The core hands out one piece's destinations as
//! a bitboard; callers expand them into moves (promotions ×4, en passant, castling) or just
//! count them.

use super::attacks;
use super::bitboard::Bitboard;
use super::castling::CastleSide;
use super::moves::{castle_king_target, castle_rook_target, Move, MoveKind, MoveList};
use super::position::Position;
use super::types::{Color, Piece, Role, Square};

/// Which legal moves to generate. `Captures` and `Quiets` split `All` into two disjoint parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenType {
    /// Every legal move.
    All,
    /// Moves that capture something (en passant and capturing promotions included).
    Captures,
    /// Moves that capture nothing (quiet promotions and castling included).
    Quiets,
    /// Every legal move when in check; nothing otherwise.
    Evasions,
}

impl Position {
    /// The core generator: calls `visit(role, from, targets)` for each piece (among `from_mask`)
    /// with at least one legal target in `target`. Pawn targets on the last rank stand for four
    /// promotions; a pawn target on the en passant square is an en passant capture; a king
    /// target on its own rook is castling.
    #[inline]
    fn for_each_piece_moves(
        &self,
        gen: GenType,
        from_mask: Bitboard,
        mut visit: impl FnMut(Role, Square, Bitboard),
    ) {
        let us = self.turn;
        let them = us.other();
        let ours = self.by_color(us);
        let theirs = self.by_color(them);
        let occupied = self.occupied();
        let target = match gen {
            GenType::All => !ours,
            GenType::Captures => theirs,
            GenType::Quiets => !occupied,
            GenType::Evasions if self.is_check() => !ours,
            GenType::Evasions => return,
        };
        let quiets = gen != GenType::Captures;
        let captures = gen != GenType::Quiets;
        let king = self.king_of(us);

        if from_mask.contains(king) {
            let without_king = occupied - king;
            let mut to = Bitboard::EMPTY;
            for sq in attacks::king_attacks(king) & target {
                if !self.is_attacked(sq, them, without_king) {
                    to |= sq;
                }
            }
            if quiets && self.checkers.is_empty() {
                for side in CastleSide::ALL {
                    if let Some(rook) = self.castling_rook(us, side) {
                        if self.can_castle(king, rook) {
                            to |= rook;
                        }
                    }
                }
            }
            if to.any() {
                visit(Role::King, king, to);
            }
        }

        if self.checkers.more_than_one() {
            return;
        }
        let target = match self.checkers.first() {
            Some(checker) => target & (attacks::between(king, checker) | checker),
            None => target,
        };
        let pinned = self.pinned();

        for from in self.pieces(us, Role::Knight) & (from_mask - pinned) {
            let to = attacks::knight_attacks(from) & target;
            if to.any() {
                visit(Role::Knight, from, to);
            }
        }
        for from in self.pieces(us, Role::Bishop) & from_mask {
            let mut to = attacks::bishop_attacks(from, occupied) & target;
            if pinned.contains(from) {
                to &= attacks::line(king, from);
            }
            if to.any() {
                visit(Role::Bishop, from, to);
            }
        }
        for from in self.pieces(us, Role::Rook) & from_mask {
            let mut to = attacks::rook_attacks(from, occupied) & target;
            if pinned.contains(from) {
                to &= attacks::line(king, from);
            }
            if to.any() {
                visit(Role::Rook, from, to);
            }
        }
        for from in self.pieces(us, Role::Queen) & from_mask {
            let mut to = attacks::queen_attacks(from, occupied) & target;
            if pinned.contains(from) {
                to &= attacks::line(king, from);
            }
            if to.any() {
                visit(Role::Queen, from, to);
            }
        }

        let start_rank = Bitboard::rank(super::types::Rank::Second.relative(us));
        let ep = if captures { self.ep_square } else { None };
        for from in self.pieces(us, Role::Pawn) & from_mask {
            let mut to = attacks::pawn_attacks(us, from) & theirs & target;
            if quiets {
                let one = Bitboard::from_square(from);
                let one = match us {
                    Color::White => one.shift_up(),
                    Color::Black => one.shift_down(),
                } - occupied;
                to |= one & target;
                if one.any() && start_rank.contains(from) {
                    let two = match us {
                        Color::White => one.shift_up(),
                        Color::Black => one.shift_down(),
                    } - occupied;
                    to |= two & target;
                }
            }
            if pinned.contains(from) {
                to &= attacks::line(king, from);
            }
            if let Some(ep) = ep {
                if attacks::pawn_attacks(us, from).contains(ep) && self.en_passant_is_safe(from, ep)
                {
                    to |= ep;
                }
            }
            if to.any() {
                visit(Role::Pawn, from, to);
            }
        }
    }

    /// Whether the side to move, not in check, may castle now with the rook on `rook`.
    fn can_castle(&self, king: Square, rook: Square) -> bool {
        let them = self.turn.other();
        let king_to = castle_king_target(king, rook);
        let rook_to = castle_rook_target(king, rook);
        let occupied = self.occupied();
        let must_be_empty =
            (attacks::between(king, king_to) | king_to | attacks::between(rook, rook_to) | rook_to)
                - king
                - rook;
        if (occupied & must_be_empty).any() {
            return false;
        }
        let without = occupied - king - rook;
        (attacks::between(king, king_to) | king_to)
            .into_iter()
            .all(|sq| !self.is_attacked(sq, them, without))
    }

    /// Turns one piece's target squares into moves.
    #[inline]
    fn expand(&self, role: Role, from: Square, to: Bitboard, list: &mut MoveList) {
        match role {
            Role::Pawn => {
                for t in to {
                    if Bitboard::BACKRANKS.contains(t) {
                        for promo in Role::PROMOTIONS {
                            list.push(Move::promotion(from, t, promo));
                        }
                    } else if Some(t) == self.ep_square {
                        list.push(Move::en_passant(from, t));
                    } else {
                        list.push(Move::normal(from, t));
                    }
                }
            }
            Role::King => {
                let ours = self.by_color(self.turn);
                for t in to {
                    if ours.contains(t) {
                        list.push(Move::castle(from, t));
                    } else {
                        list.push(Move::normal(from, t));
                    }
                }
            }
            _ => {
                for t in to {
                    list.push(Move::normal(from, t));
                }
            }
        }
    }

    /// Appends the legal moves of kind `gen` to `list`.
    pub fn generate(&self, gen: GenType, list: &mut MoveList) {
        self.for_each_piece_moves(gen, Bitboard::FULL, |role, from, to| {
            self.expand(role, from, to, list)
        });
    }

    /// All legal moves.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(GenType::All, &mut list);
        list
    }

    /// Legal captures (including en passant and capturing promotions).
    pub fn captures(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(GenType::Captures, &mut list);
        list
    }

    /// Legal non-captures (including quiet promotions and castling).
    pub fn quiets(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(GenType::Quiets, &mut list);
        list
    }

    /// The legal moves out of check; empty when not in check.
    pub fn evasions(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(GenType::Evasions, &mut list);
        list
    }

    /// The legal moves of the piece on `from` (none if it is not the side to move's).
    pub fn moves_from(&self, from: Square) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_piece_moves(GenType::All, Bitboard::from_square(from), |role, f, to| {
            self.expand(role, f, to, &mut list)
        });
        list
    }

    /// How many legal moves there are, without building them.
    pub fn count_legal(&self) -> u64 {
        let mut n = 0u64;
        self.for_each_piece_moves(GenType::All, Bitboard::FULL, |role, _, to| {
            n += u64::from(to.count());
            if role == Role::Pawn {
                let promos = to & Bitboard::BACKRANKS;
                if promos.any() {
                    n += 3 * u64::from(promos.count());
                }
            }
        });
        n
    }

    /// Whether the side to move has any legal move (false: checkmate or stalemate).
    pub fn has_legal_moves(&self) -> bool {
        let mut any = false;
        self.for_each_piece_moves(GenType::All, Bitboard::FULL, |_, _, _| any = true);
        any
    }

    /// Whether `mv` is a legal move here. Safe for any bits at all (e.g. from a hash table).
    pub fn is_legal(&self, mv: Move) -> bool {
        let from = mv.from();
        match self.piece_at(from) {
            Some(p) if p.color == self.turn => {}
            _ => return false,
        }
        let mut legal = false;
        self.for_each_piece_moves(GenType::All, Bitboard::from_square(from), |role, f, to| {
            if !to.contains(mv.to()) {
                return;
            }
            let ours = self.by_color(self.turn);
            let expected = match role {
                Role::Pawn if Bitboard::BACKRANKS.contains(mv.to()) => {
                    // Only the canonical encoding of each promotion is a legal move.
                    legal = mv
                        .promotion_role()
                        .is_some_and(|r| Move::promotion(f, mv.to(), r) == mv);
                    return;
                }
                Role::Pawn if Some(mv.to()) == self.ep_square => Move::en_passant(f, mv.to()),
                Role::King if ours.contains(mv.to()) => Move::castle(f, mv.to()),
                _ => Move::normal(f, mv.to()),
            };
            legal = expected == mv;
        });
        legal
    }

    /// Whether the legal move `mv` gives check.
    pub fn gives_check(&self, mv: Move) -> bool {
        let us = self.turn;
        let their_king = self.king_of(us.other());
        let (from, to) = (mv.from(), mv.to());
        let role = match (mv.kind(), self.piece_at(from)) {
            (MoveKind::Normal, Some(p)) => p.role,
            (MoveKind::Promotion(r), Some(_)) => r,
            (MoveKind::EnPassant | MoveKind::Castle, Some(_)) => {
                let mut next = self.clone();
                next.play_unchecked(mv);
                return next.is_check();
            }
            (_, None) => return false,
        };
        let occupied = (self.occupied() - from) | to;
        if attacks::attacks(Piece::new(us, role), to, occupied).contains(their_king) {
            return true;
        }
        let ours = self.by_color(us) - from;
        let rooks = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        let bishops = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        ((attacks::rook_attacks(their_king, occupied) & rooks)
            | (attacks::bishop_attacks(their_king, occupied) & bishops))
            .intersects(ours)
    }
}
