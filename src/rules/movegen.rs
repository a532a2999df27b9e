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
        let Some(target) = self.gen_target(gen) else {
            return;
        };
        let king = self.king_of(self.turn);
        if from_mask.contains(king) {
            let to = self.king_targets(king, target, gen != GenType::Captures);
            if to.any() {
                visit(Role::King, king, to);
            }
        }
        if self.checkers.more_than_one() {
            return;
        }
        let target = self.check_mask(king, target);
        let pinned = self.pinned();
        self.piece_moves(from_mask, target, pinned, &mut visit);
        self.pawn_moves(gen, from_mask, target, pinned, &mut visit);
    }

    /// The squares moves of kind `gen` may go to (before pins and checks), or `None` if that
    /// kind has no moves at all here.
    #[inline(always)]
    fn gen_target(&self, gen: GenType) -> Option<Bitboard> {
        match gen {
            GenType::All => Some(!self.by_color(self.turn)),
            GenType::Captures => Some(self.by_color(self.turn.other())),
            GenType::Quiets => Some(!self.occupied()),
            GenType::Evasions if self.is_check() => Some(!self.by_color(self.turn)),
            GenType::Evasions => None,
        }
    }

    /// `target` narrowed, when in single check, to capturing the checker or blocking it.
    #[inline(always)]
    fn check_mask(&self, king: Square, target: Bitboard) -> Bitboard {
        match self.checkers.first() {
            Some(checker) => target & (attacks::between(king, checker) | checker),
            None => target,
        }
    }

    /// The king's legal targets among `target`, plus its castling rooks if `castles`.
    #[inline]
    fn king_targets(&self, king: Square, target: Bitboard, castles: bool) -> Bitboard {
        let them = self.turn.other();
        let without_king = self.occupied() - king;
        let mut to = Bitboard::EMPTY;
        for sq in attacks::king_attacks(king) & target {
            if !self.is_attacked(sq, them, without_king) {
                to |= sq;
            }
        }
        if castles && self.checkers.is_empty() {
            for side in CastleSide::ALL {
                if let Some(rook) = self.castling_rook(self.turn, side) {
                    if self.can_castle(king, rook) {
                        to |= rook;
                    }
                }
            }
        }
        to
    }

    /// Knight, bishop, rook and queen moves (among `from_mask`) into `target`.
    #[inline]
    fn piece_moves(
        &self,
        from_mask: Bitboard,
        target: Bitboard,
        pinned: Bitboard,
        visit: &mut impl FnMut(Role, Square, Bitboard),
    ) {
        let us = self.turn;
        let king = self.king_of(us);
        let occupied = self.occupied();
        for from in self.pieces(us, Role::Knight) & (from_mask - pinned) {
            let to = attacks::knight_attacks(from) & target;
            if to.any() {
                visit(Role::Knight, from, to);
            }
        }
        let mut slider = |role: Role, from: Square, attacks: Bitboard| {
            let mut to = attacks & target;
            if pinned.contains(from) {
                to &= attacks::line(king, from);
            }
            if to.any() {
                visit(role, from, to);
            }
        };
        for from in self.pieces(us, Role::Bishop) & from_mask {
            slider(Role::Bishop, from, attacks::bishop_attacks(from, occupied));
        }
        for from in self.pieces(us, Role::Rook) & from_mask {
            slider(Role::Rook, from, attacks::rook_attacks(from, occupied));
        }
        for from in self.pieces(us, Role::Queen) & from_mask {
            slider(Role::Queen, from, attacks::queen_attacks(from, occupied));
        }
    }

    /// Pawn moves (among `from_mask`) into `target`, one pawn at a time; en passant is
    /// added whenever it is safe, whatever `target` says.
    #[inline]
    fn pawn_moves(
        &self,
        gen: GenType,
        from_mask: Bitboard,
        target: Bitboard,
        pinned: Bitboard,
        visit: &mut impl FnMut(Role, Square, Bitboard),
    ) {
        let us = self.turn;
        let king = self.king_of(us);
        let occupied = self.occupied();
        let theirs = self.by_color(us.other());
        let quiets = gen != GenType::Captures;
        let start_rank = Bitboard::rank(super::types::Rank::Second.relative(us));
        let ep = if gen != GenType::Quiets {
            self.ep_square
        } else {
            None
        };
        for from in self.pieces(us, Role::Pawn) & from_mask {
            let mut to = attacks::pawn_attacks(us, from) & theirs & target;
            if quiets {
                let one = push(Bitboard::from_square(from), us) - occupied;
                to |= one & target;
                if one.any() && start_rank.contains(from) {
                    to |= (push(one, us) - occupied) & target;
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

    /// The targets of the unpinned pawns, as sets within `target`: single pushes, double
    /// pushes, captures towards the a-file and towards the h-file. Each set comes with how
    /// far its moves go (`to - from`, in square indices). En passant is not included.
    #[inline(always)]
    fn free_pawn_targets(&self, target: Bitboard, pinned: Bitboard) -> [(Bitboard, i32); 4] {
        let us = self.turn;
        let free = self.pieces(us, Role::Pawn) - pinned;
        let empty = !self.occupied();
        let theirs = self.by_color(us.other());
        let third_rank = Bitboard::rank(super::types::Rank::Third.relative(us));
        let one = push(free, us) & empty;
        let two = push(one & third_rank, us) & empty;
        let (west, east) = pawn_captures(free, us);
        let up = match us {
            Color::White => 8,
            Color::Black => -8,
        };
        [
            (one & target, up),
            (two & target, 2 * up),
            (west & theirs & target, up - 1),
            (east & theirs & target, up + 1),
        ]
    }

    /// The number of legal pawn moves (promotions count four), pawns taken as sets: unpinned
    /// pawns by shifting, pinned ones and en passant one at a time.
    #[inline(always)]
    fn count_pawn_moves(&self, target: Bitboard, pinned: Bitboard) -> u64 {
        let us = self.turn;
        let pawns = self.pieces(us, Role::Pawn);
        let theirs = self.by_color(us.other());
        let third_rank = Bitboard::rank(super::types::Rank::Third.relative(us));
        let sets = self.free_pawn_targets(target, pinned);
        let mut n = 0;
        let mut promos = Bitboard::EMPTY;
        for (set, _) in sets {
            n += u64::from(set.count());
            promos |= set & Bitboard::BACKRANKS;
        }
        if promos.any() {
            for (set, _) in sets {
                n += 3 * u64::from((set & Bitboard::BACKRANKS).count());
            }
        }
        let king = self.king_of(us);
        let occupied = self.occupied();
        for from in pawns & pinned {
            let line = attacks::line(king, from);
            let mut to = attacks::pawn_attacks(us, from) & theirs;
            let one = push(Bitboard::from_square(from), us) - occupied;
            to |= one;
            if third_rank.intersects(one) {
                to |= push(one, us) - occupied;
            }
            let to = to & target & line;
            n += u64::from(to.count()) + 3 * u64::from((to & Bitboard::BACKRANKS).count());
        }
        if let Some(ep) = self.ep_square {
            for from in attacks::pawn_attacks(us.other(), ep) & pawns {
                if self.en_passant_is_safe(from, ep) {
                    n += 1;
                }
            }
        }
        n
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

    /// Turns one piece's target squares into moves, handing each to `emit`.
    #[inline]
    fn expand(&self, role: Role, from: Square, to: Bitboard, mut emit: impl FnMut(Move)) {
        match role {
            Role::Pawn => {
                for t in to {
                    if Bitboard::BACKRANKS.contains(t) {
                        for promo in Role::PROMOTIONS {
                            emit(Move::promotion(from, t, promo));
                        }
                    } else if Some(t) == self.ep_square {
                        emit(Move::en_passant(from, t));
                    } else {
                        emit(Move::normal(from, t));
                    }
                }
            }
            Role::King => {
                let ours = self.by_color(self.turn);
                for t in to {
                    if ours.contains(t) {
                        emit(Move::castle(from, t));
                    } else {
                        emit(Move::normal(from, t));
                    }
                }
            }
            _ => {
                for t in to {
                    emit(Move::normal(from, t));
                }
            }
        }
    }

    /// Calls `f` for every legal move, without building a list (perft uses it). The moves
    /// are those of [`Position::legal_moves`], though pawn moves come in another order.
    #[inline]
    pub fn for_each_legal_move(&self, mut f: impl FnMut(Move)) {
        let us = self.turn;
        let target = !self.by_color(us);
        let king = self.king_of(us);
        let to = self.king_targets(king, target, true);
        self.expand(Role::King, king, to, &mut f);
        if self.checkers.more_than_one() {
            return;
        }
        let target = self.check_mask(king, target);
        let pinned = self.pinned();
        let mut visit = |role, from, to| self.expand(role, from, to, &mut f);
        self.piece_moves(Bitboard::FULL, target, pinned, &mut visit);
        let pawns = self.pieces(us, Role::Pawn);
        // Pinned pawns (with their en passant) one at a time, the others as sets.
        self.pawn_moves(GenType::All, pawns & pinned, target, pinned, &mut visit);
        for (set, delta) in self.free_pawn_targets(target, pinned) {
            for to in set - Bitboard::BACKRANKS {
                f(Move::normal(
                    Square::new((to.index() as i32 - delta) as u32),
                    to,
                ));
            }
            for to in set & Bitboard::BACKRANKS {
                let from = Square::new((to.index() as i32 - delta) as u32);
                for promo in Role::PROMOTIONS {
                    f(Move::promotion(from, to, promo));
                }
            }
        }
        if let Some(ep) = self.ep_square {
            for from in attacks::pawn_attacks(us.other(), ep) & (pawns - pinned) {
                if self.en_passant_is_safe(from, ep) {
                    f(Move::en_passant(from, ep));
                }
            }
        }
    }

    /// Appends the legal moves of kind `gen` to `list`.
    pub fn generate(&self, gen: GenType, list: &mut MoveList) {
        self.for_each_piece_moves(gen, Bitboard::FULL, |role, from, to| {
            self.expand(role, from, to, |mv| list.push(mv))
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
            self.expand(role, f, to, |mv| list.push(mv))
        });
        list
    }

    /// How many legal moves there are, without building them.
    pub fn count_legal(&self) -> u64 {
        let target = !self.by_color(self.turn);
        let king = self.king_of(self.turn);
        let mut n = u64::from(self.king_targets(king, target, true).count());
        if self.checkers.more_than_one() {
            return n;
        }
        let target = self.check_mask(king, target);
        let pinned = self.pinned();
        self.piece_moves(Bitboard::FULL, target, pinned, &mut |_, _, to| {
            n += u64::from(to.count());
        });
        n + self.count_pawn_moves(target, pinned)
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

    /// What [`Position::gives_check_fast`] needs, worked out once for this position: where
    /// each kind of piece of the side to move would attack the enemy king, and which of its
    /// pieces stand alone between one of its sliders and that king.
    pub fn check_squares(&self) -> CheckSquares {
        let them = self.turn.other();
        let king = self.king_of(them);
        let occupied = self.occupied();
        let rook = attacks::rook_attacks(king, occupied);
        let bishop = attacks::bishop_attacks(king, occupied);
        CheckSquares {
            king,
            by_role: [
                attacks::pawn_attacks(them, king),
                attacks::knight_attacks(king),
                bishop,
                rook,
                rook | bishop,
                Bitboard::EMPTY,
            ],
            discoverers: self.pins_on(them).1 & self.by_color(self.turn),
        }
    }

    /// The same answer as [`Position::gives_check`], faster when many moves of one position
    /// are asked about: plain moves are looked up in `squares` (from
    /// [`Position::check_squares`] of this position); promotions, en passant and castling,
    /// which move or remove a second piece, are worked out in full.
    #[inline]
    pub fn gives_check_fast(&self, mv: Move, squares: &CheckSquares) -> bool {
        let (from, to) = (mv.from(), mv.to());
        match (mv.kind(), self.piece_at(from)) {
            (MoveKind::Normal, Some(piece)) => {
                squares.by_role[piece.role.index()].contains(to)
                    || (squares.discoverers.contains(from)
                        && !attacks::aligned(squares.king, from, to))
            }
            _ => self.gives_check(mv),
        }
    }
}

/// Where a move must land, or what it must uncover, to give check: see
/// [`Position::check_squares`].
#[derive(Clone, Copy, Debug)]
pub struct CheckSquares {
    king: Square,
    by_role: [Bitboard; 6],
    discoverers: Bitboard,
}

/// `pawns` moved one rank forward for `color`.
#[inline(always)]
fn push(pawns: Bitboard, color: Color) -> Bitboard {
    match color {
        Color::White => pawns.shift_up(),
        Color::Black => pawns.shift_down(),
    }
}

/// The squares `pawns` of `color` attack towards the a-file and towards the h-file.
#[inline(always)]
fn pawn_captures(pawns: Bitboard, color: Color) -> (Bitboard, Bitboard) {
    let not_a = pawns.0 & !0x0101_0101_0101_0101;
    let not_h = pawns.0 & !0x8080_8080_8080_8080;
    match color {
        Color::White => (Bitboard(not_a << 7), Bitboard(not_h << 9)),
        Color::Black => (Bitboard(not_a >> 9), Bitboard(not_h >> 7)),
    }
}
