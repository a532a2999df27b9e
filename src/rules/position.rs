//! `Position`: where the pieces stand, whose move it is, castling rights, the en passant
//! square, the clocks and the Zobrist key — and how a move changes all of that.
//!
//! A `Position` is always valid (see `setup.rs` for how one is checked at the border). Moves
//! are made by copy-make: clone the position and call [`Position::play_unchecked`].

use super::attacks;
use super::bitboard::Bitboard;
use super::castling::{CastleSide, CastlingRights};
use super::moves::{castle_king_target, castle_rook_target, Move};
use super::types::{Color, File, Piece, Rank, Role, Square};
use super::zobrist;

/// The standard starting position in FEN.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    pub(super) by_role: [Bitboard; 6],
    pub(super) by_color: [Bitboard; 2],
    pub(super) turn: Color,
    pub(super) castling: CastlingRights,
    /// The rook each castling uses, by colour and side (meaningful while the right exists).
    pub(super) castle_rooks: [[Square; 2]; 2],
    /// Set only when an en passant capture is really legal.
    pub(super) ep_square: Option<Square>,
    pub(super) halfmoves: u32,
    pub(super) fullmoves: u32,
    pub(super) key: u64,
    pub(super) checkers: Bitboard,
}

impl Position {
    /// The standard starting position.
    pub fn startpos() -> Position {
        let mut pos = Position::empty();
        let back = [
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::Queen,
            Role::King,
            Role::Bishop,
            Role::Knight,
            Role::Rook,
        ];
        for (file, role) in File::ALL.into_iter().zip(back) {
            for color in Color::ALL {
                let back_rank = color.back_rank();
                let pawn_rank = Rank::Second.relative(color);
                pos.put(
                    Square::from_coords(file, back_rank),
                    Piece::new(color, role),
                );
                pos.put(
                    Square::from_coords(file, pawn_rank),
                    Piece::new(color, Role::Pawn),
                );
            }
        }
        pos.castling = CastlingRights::ALL;
        pos.finish();
        pos
    }

    /// A board with no pieces, White to move. Not a valid position: only a builder's start.
    pub(super) fn empty() -> Position {
        Position {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
            turn: Color::White,
            castling: CastlingRights::NONE,
            castle_rooks: [[Square::H1, Square::A1], [Square::H8, Square::A8]],
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
            key: 0,
            checkers: Bitboard::EMPTY,
        }
    }

    /// Recomputes the derived fields (key, checkers) after the builder placed everything.
    pub(super) fn finish(&mut self) {
        self.checkers = self.attackers_to(self.king_of(self.turn), self.occupied())
            & self.by_color[self.turn.other().index()];
        self.key = self.compute_key();
    }

    #[inline]
    pub(super) fn put(&mut self, sq: Square, piece: Piece) {
        self.by_role[piece.role.index()] ^= sq;
        self.by_color[piece.color.index()] ^= sq;
        self.key ^= zobrist::piece(piece, sq);
    }

    /// Moves `piece` from `from` to the empty square `to`.
    #[inline(always)]
    fn shift(&mut self, from: Square, to: Square, piece: Piece) {
        let both = Bitboard::from_square(from) | to;
        self.by_role[piece.role.index()] ^= both;
        self.by_color[piece.color.index()] ^= both;
        self.key ^= zobrist::piece(piece, from) ^ zobrist::piece(piece, to);
    }

    #[inline]
    pub(super) fn remove(&mut self, sq: Square, piece: Piece) {
        self.by_role[piece.role.index()] ^= sq;
        self.by_color[piece.color.index()] ^= sq;
        self.key ^= zobrist::piece(piece, sq);
    }

    // ----- Queries -----

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Some(Piece::new(self.color_at(sq)?, self.role_at(sq)))
    }

    /// The colour of the piece on `sq`, if any.
    #[inline(always)]
    fn color_at(&self, sq: Square) -> Option<Color> {
        let us = self.turn;
        if self.by_color[us.index()].contains(sq) {
            Some(us)
        } else if self.by_color[us.other().index()].contains(sq) {
            Some(us.other())
        } else {
            None
        }
    }

    /// The role of the piece on the occupied square `sq` (a pawn if the square is empty),
    /// found without branches as the three bits of its index: Knight, Rook and King set
    /// bit 0, Bishop and Rook bit 1, Queen and King bit 2.
    #[inline(always)]
    fn role_at(&self, sq: Square) -> Role {
        let [_, n, b, r, q, k] = self.by_role;
        let bit = |bb: Bitboard| (bb.0 >> sq.index()) as usize & 1;
        match bit(n | r | k) | bit(b | r) << 1 | bit(q | k) << 2 {
            0 => Role::Pawn,
            1 => Role::Knight,
            2 => Role::Bishop,
            3 => Role::Rook,
            4 => Role::Queen,
            _ => Role::King,
        }
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    #[inline]
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// The rook used by `color`'s castling towards `side`, if that right remains.
    #[inline]
    pub fn castling_rook(&self, color: Color, side: CastleSide) -> Option<Square> {
        if self.castling.has(color, side) {
            Some(self.castle_rooks[color.index()][side.index()])
        } else {
            None
        }
    }

    /// The square a pawn could capture en passant on, only if such a capture is legal now.
    #[inline]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Half-moves since the last capture or pawn move (for the fifty-move rule).
    #[inline]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmoves
    }

    /// The move number, starting at 1 and counting up after each Black move.
    #[inline]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmoves
    }

    /// The Zobrist hash of placement, side to move, castling rights and en passant file.
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    #[inline]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.by_color[color.index()] & self.by_role[role.index()]
    }

    /// The square of `color`'s king.
    #[inline]
    pub fn king_of(&self, color: Color) -> Square {
        // A valid position always has exactly one king per side.
        self.pieces(color, Role::King).first().unwrap_or(Square::A1)
    }

    /// The enemy pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers.any()
    }

    /// Rooks and queens / bishops and queens.
    #[inline]
    fn rook_sliders(&self) -> Bitboard {
        self.by_role[Role::Rook.index()] | self.by_role[Role::Queen.index()]
    }

    #[inline]
    fn bishop_sliders(&self) -> Bitboard {
        self.by_role[Role::Bishop.index()] | self.by_role[Role::Queen.index()]
    }

    /// All pieces of either colour attacking `sq`, given the occupied squares.
    #[inline]
    pub fn attackers_to(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        let pawns = self.by_role[Role::Pawn.index()];
        (attacks::pawn_attacks(Color::White, sq) & pawns & self.by_color[1])
            | (attacks::pawn_attacks(Color::Black, sq) & pawns & self.by_color[0])
            | (attacks::knight_attacks(sq) & self.by_role[Role::Knight.index()])
            | (attacks::king_attacks(sq) & self.by_role[Role::King.index()])
            | (attacks::rook_attacks(sq, occupied) & self.rook_sliders())
            | (attacks::bishop_attacks(sq, occupied) & self.bishop_sliders())
    }

    /// Whether any piece of `by` attacks `sq`, given the occupied squares.
    #[inline]
    pub fn is_attacked(&self, sq: Square, by: Color, occupied: Bitboard) -> bool {
        let them = self.by_color[by.index()];
        (attacks::knight_attacks(sq) & self.by_role[Role::Knight.index()] & them).any()
            || (attacks::pawn_attacks(by.other(), sq) & self.by_role[Role::Pawn.index()] & them)
                .any()
            || (attacks::king_attacks(sq) & self.by_role[Role::King.index()] & them).any()
            || (attacks::rook_attacks(sq, occupied) & self.rook_sliders() & them).any()
            || (attacks::bishop_attacks(sq, occupied) & self.bishop_sliders() & them).any()
    }

    /// Enemy sliders that would attack `color`'s king if the one piece between were gone,
    /// and the pieces (of either colour) standing alone between them: `(snipers, blockers)`.
    pub fn pins_on(&self, color: Color) -> (Bitboard, Bitboard) {
        let king = self.king_of(color);
        let them = self.by_color[color.other().index()];
        let snipers = ((attacks::rook_rays(king) & self.rook_sliders())
            | (attacks::bishop_rays(king) & self.bishop_sliders()))
            & them;
        let occupied = self.occupied();
        let mut blockers = Bitboard::EMPTY;
        for sniper in snipers {
            let between = attacks::between(king, sniper) & occupied;
            if between.any() && !between.more_than_one() {
                blockers |= between;
            }
        }
        (snipers, blockers)
    }

    /// The side to move's pieces that are pinned to its king.
    #[inline]
    pub fn pinned(&self) -> Bitboard {
        self.pins_on(self.turn).1 & self.by_color[self.turn.index()]
    }

    /// The key computed from nothing (tests compare it with the incremental key).
    pub fn compute_key(&self) -> u64 {
        let mut key = 0;
        for sq in self.occupied() {
            if let Some(p) = self.piece_at(sq) {
                key ^= zobrist::piece(p, sq);
            }
        }
        key ^= zobrist::turn(self.turn);
        key ^= zobrist::castling(self.castling.bits());
        if let Some(ep) = self.ep_square {
            key ^= zobrist::en_passant(ep);
        }
        key
    }

    /// Whether the side to move may legally capture en passant from `from` onto `ep`
    /// (the king must not be attacked once both pawns have left their squares).
    pub(super) fn en_passant_is_safe(&self, from: Square, ep: Square) -> bool {
        let us = self.turn;
        let captured = Square::from_coords(ep.file(), from.rank());
        let occupied = (self.occupied() - from - captured) | ep;
        let king = self.king_of(us);
        let attackers =
            self.attackers_to(king, occupied) & (self.by_color[us.other().index()] - captured);
        attackers.is_empty()
    }

    // ----- Making moves -----

    /// Plays `mv`, which must be legal in this position (from the move generator or checked
    /// with [`Position::is_legal`]). An illegal move leaves the position unspecified, but
    /// never panics.
    pub fn play_unchecked(&mut self, mv: Move) {
        let us = self.turn;
        let them = us.other();
        let from = mv.from();
        let to = mv.to();
        let Some(color) = self.color_at(from) else {
            return;
        };
        let role = self.role_at(from);
        let piece = Piece::new(color, role);
        let castling = self.castling;

        if let Some(ep) = self.ep_square.take() {
            self.key ^= zobrist::en_passant(ep);
        }
        self.halfmoves = self.halfmoves.saturating_add(1);
        let mut double_step = None;
        // The role that lands on `to` (for castling: the rook lands next to the king).
        let landed;

        if mv.is_castle() {
            let rook = Piece::new(us, Role::Rook);
            self.remove(from, piece);
            self.remove(to, rook);
            self.put(castle_king_target(from, to), piece);
            self.put(castle_rook_target(from, to), rook);
            self.castling.remove_color(us);
            landed = Role::Rook;
        } else if mv.is_en_passant() {
            let captured = Square::from_coords(to.file(), from.rank());
            self.remove(captured, Piece::new(them, Role::Pawn));
            self.shift(from, to, piece);
            self.halfmoves = 0;
            landed = role;
        } else {
            if let Some(captured) = self.color_at(to) {
                let captured = Piece::new(captured, self.role_at(to));
                self.remove(to, captured);
                self.halfmoves = 0;
                if captured.role == Role::Rook {
                    self.lose_rook_right(them, to);
                }
            }
            landed = match mv.promotion_role() {
                Some(promoted) => {
                    self.remove(from, piece);
                    self.put(to, Piece::new(us, promoted));
                    promoted
                }
                None => {
                    self.shift(from, to, piece);
                    role
                }
            };
            match role {
                Role::Pawn => {
                    self.halfmoves = 0;
                    if from.index().abs_diff(to.index()) == 16 {
                        double_step = Some(Square::new((from.index() + to.index()) as u32 / 2));
                    }
                }
                Role::King => self.castling.remove_color(us),
                Role::Rook => self.lose_rook_right(us, from),
                _ => {}
            }
        }

        if us == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = them;
        self.key ^= zobrist::black_to_move();
        if self.castling != castling {
            self.key ^=
                zobrist::castling(castling.bits()) ^ zobrist::castling(self.castling.bits());
        }
        self.checkers = self.checkers_after(landed, to);

        if let Some(ep) = double_step {
            let capturers = attacks::pawn_attacks(us, ep) & self.pieces(them, Role::Pawn);
            if capturers
                .into_iter()
                .any(|p| self.en_passant_is_safe(p, ep))
            {
                self.ep_square = Some(ep);
                self.key ^= zobrist::en_passant(ep);
            }
        }
    }

    /// The checkers of the side now to move, just after the other side's move put a
    /// `landed` on `to`. Knight and pawn checks can only come from the piece that just
    /// landed; slider checks (direct or discovered) from the mover's sliders on the king's
    /// empty-board rays with nothing between.
    #[inline(always)]
    fn checkers_after(&self, landed: Role, to: Square) -> Bitboard {
        let king = self.king_of(self.turn);
        let movers = self.by_color[self.turn.other().index()];
        let occupied = self.occupied();
        let mut checkers = match landed {
            Role::Knight => attacks::knight_attacks(king) & to,
            Role::Pawn => attacks::pawn_attacks(self.turn, king) & to,
            _ => Bitboard::EMPTY,
        };
        let snipers = ((attacks::rook_rays(king) & self.rook_sliders())
            | (attacks::bishop_rays(king) & self.bishop_sliders()))
            & movers;
        for s in snipers {
            if (attacks::between(king, s) & occupied).is_empty() {
                checkers |= s;
            }
        }
        checkers
    }

    /// `color` loses the castling right that uses the rook on `sq`, if any.
    #[inline]
    fn lose_rook_right(&mut self, color: Color, sq: Square) {
        if !self.castling.has_any(color) {
            return;
        }
        for side in CastleSide::ALL {
            if self.castle_rooks[color.index()][side.index()] == sq {
                self.castling.remove(color, side);
            }
        }
    }

    /// The position after `mv`, or `None` if `mv` is not legal here.
    pub fn play(&self, mv: Move) -> Option<Position> {
        if !self.is_legal(mv) {
            return None;
        }
        let mut next = self.clone();
        next.play_unchecked(mv);
        Some(next)
    }

    /// Passes the move to the other side (for null-move search). Not legal in check.
    pub fn play_null(&mut self) {
        if let Some(ep) = self.ep_square.take() {
            self.key ^= zobrist::en_passant(ep);
        }
        self.halfmoves = self.halfmoves.saturating_add(1);
        if self.turn == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = self.turn.other();
        self.key ^= zobrist::black_to_move();
        self.checkers = self.attackers_to(self.king_of(self.turn), self.occupied())
            & self.by_color[self.turn.other().index()];
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::startpos()
    }
}

impl std::hash::Hash for Position {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.key.hash(state);
    }
}
