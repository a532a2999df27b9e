//! Property tests over random playouts.
//!
//! Random games (a small deterministic xorshift generator, so every run sees the same
//! positions) from the start position and from every position of `tests/data/perft.epd`.
//! Every position met is checked against:
//!
//! - a naive reference written here, independent of the engine: its own board array, its own
//!   ray-walking attack detection, its own pseudo-legal move generation (every piece move, pawn
//!   pushes, double steps, captures, en passant, promotions, castling by the rules) filtered by
//!   "own king not attacked after the move" on its own board update, and its own bookkeeping of
//!   castling rights, the en passant square and the clocks;
//! - `cozy-chess`, an independent move generator (legal move sets compared as UCI strings);
//! - the engine's own invariants: FEN write→parse→write, incremental key = key from scratch,
//!   equal positions have equal keys, captures/quiets/evasions split the legal moves,
//!   `gives_check` (and its fast form), `is_legal` on legal moves and on random bit patterns,
//!   `count_legal`, `moves_from`, `parse_uci_move`, the en passant square set only when a
//!   capture is legal.
//!
//! Release builds cover well over 100 000 positions; debug builds a smaller sample.

use rookery::rules::{
    CastleSide, Color, File, GenType, Move, MoveKind, Piece, Position, Rank, Role, Setup, Square,
};
use std::collections::{BTreeSet, HashMap};

#[path = "support/cozy.rs"]
mod cozy;
use cozy::cozy_moves;

// ----- Deterministic random numbers -----

/// xorshift64: small, fast and the same on every machine.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

// ----- The naive reference -----

const KNIGHT_STEPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn bit(sq: Square) -> u64 {
    1u64 << sq.index()
}

fn forward(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// A position as the naive reference sees it: a plain board and the bookkeeping it does itself.
#[derive(Clone, Debug)]
struct Naive {
    board: [Option<Piece>; 64],
    turn: Color,
    /// The rook square of each castling right still held, `[color][side]`.
    castling: [[Option<Square>; 2]; 2],
    /// The square a pawn skipped with a double step on the last move, whether or not any
    /// en passant capture is legal.
    ep: Option<Square>,
    halfmoves: u32,
    fullmoves: u32,
}

impl Naive {
    /// The reference's starting state: the board, turn and castling rooks read off the engine's
    /// position (FEN reading is tested separately); the en passant square and the clocks as the
    /// FEN text gave them.
    fn new(pos: &Position, setup: &Setup) -> Naive {
        let mut board = [None; 64];
        for sq in Square::all() {
            board[sq.index()] = pos.piece_at(sq);
        }
        let mut castling = [[None; 2]; 2];
        for color in Color::ALL {
            for side in CastleSide::ALL {
                castling[color.index()][side.index()] = pos.castling_rook(color, side);
            }
        }
        Naive {
            board,
            turn: pos.turn(),
            castling,
            ep: setup.ep_square,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.max(1),
        }
    }

    fn at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    fn king(&self, color: Color) -> Square {
        Square::all()
            .find(|&sq| self.at(sq) == Some(Piece::new(color, Role::King)))
            .expect("a king on the board")
    }

    /// The squares the piece on `from` attacks, walking rays square by square.
    fn attacks_from(&self, from: Square) -> u64 {
        let Some(piece) = self.at(from) else {
            return 0;
        };
        let mut out = 0;
        let mut step = |steps: &[(i32, i32)]| {
            for &(df, dr) in steps {
                if let Some(to) = from.offset(df, dr) {
                    out |= bit(to);
                }
            }
        };
        match piece.role {
            Role::Pawn => step(&[(-1, forward(piece.color)), (1, forward(piece.color))]),
            Role::Knight => step(&KNIGHT_STEPS),
            Role::King => step(&KING_STEPS),
            Role::Bishop | Role::Rook | Role::Queen => {
                let mut dirs = Vec::new();
                if piece.role != Role::Bishop {
                    dirs.extend_from_slice(&ROOK_DIRS);
                }
                if piece.role != Role::Rook {
                    dirs.extend_from_slice(&BISHOP_DIRS);
                }
                for (df, dr) in dirs {
                    let mut s = from.offset(df, dr);
                    while let Some(to) = s {
                        out |= bit(to);
                        if self.at(to).is_some() {
                            break;
                        }
                        s = to.offset(df, dr);
                    }
                }
            }
        }
        out
    }

    /// Every square some piece of `color` attacks.
    fn attack_map(&self, color: Color) -> u64 {
        Square::all()
            .filter(|&sq| self.at(sq).is_some_and(|p| p.color == color))
            .fold(0, |acc, sq| acc | self.attacks_from(sq))
    }

    /// The pieces of `by` that attack `sq`.
    fn attackers(&self, sq: Square, by: Color) -> u64 {
        Square::all()
            .filter(|&from| self.at(from).is_some_and(|p| p.color == by))
            .filter(|&from| self.attacks_from(from) & bit(sq) != 0)
            .fold(0, |acc, from| acc | bit(from))
    }

    /// Whether `sq` is attacked by `by`, looking outwards from `sq` (a second, separate way).
    fn attacked(&self, sq: Square, by: Color) -> bool {
        let is = |s: Option<Square>, roles: &[Role]| {
            s.and_then(|s| self.at(s))
                .is_some_and(|p| p.color == by && roles.contains(&p.role))
        };
        let back = -forward(by);
        if is(sq.offset(-1, back), &[Role::Pawn]) || is(sq.offset(1, back), &[Role::Pawn]) {
            return true;
        }
        if KNIGHT_STEPS
            .iter()
            .any(|&(df, dr)| is(sq.offset(df, dr), &[Role::Knight]))
            || KING_STEPS
                .iter()
                .any(|&(df, dr)| is(sq.offset(df, dr), &[Role::King]))
        {
            return true;
        }
        for (dirs, role) in [(ROOK_DIRS, Role::Rook), (BISHOP_DIRS, Role::Bishop)] {
            for (df, dr) in dirs {
                let mut s = sq.offset(df, dr);
                while let Some(t) = s {
                    if let Some(p) = self.at(t) {
                        if p.color == by && (p.role == role || p.role == Role::Queen) {
                            return true;
                        }
                        break;
                    }
                    s = t.offset(df, dr);
                }
            }
        }
        false
    }

    /// Pseudo-legal moves: everything the pieces can do, ignoring whether the king is left in
    /// check (castling, whose conditions include checks, is generated complete).
    fn pseudo_legal_moves(&self) -> Vec<Move> {
        let us = self.turn;
        let them = us.other();
        let mut out = Vec::new();
        let last_rank = Rank::Eighth.relative(us);
        for from in Square::all() {
            let Some(piece) = self.at(from) else { continue };
            if piece.color != us {
                continue;
            }
            let free_or_enemy = |to: Square| self.at(to).is_none_or(|p| p.color == them);
            match piece.role {
                Role::Pawn => {
                    let push = |to: Square, out: &mut Vec<Move>| {
                        if to.rank() == last_rank {
                            for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                                out.push(Move::promotion(from, to, role));
                            }
                        } else {
                            out.push(Move::normal(from, to));
                        }
                    };
                    let dr = forward(us);
                    if let Some(one) = from.offset(0, dr).filter(|&s| self.at(s).is_none()) {
                        push(one, &mut out);
                        if from.rank() == Rank::Second.relative(us) {
                            if let Some(two) = one.offset(0, dr).filter(|&s| self.at(s).is_none()) {
                                out.push(Move::normal(from, two));
                            }
                        }
                    }
                    for df in [-1, 1] {
                        let Some(to) = from.offset(df, dr) else {
                            continue;
                        };
                        match self.at(to) {
                            Some(p) if p.color == them => push(to, &mut out),
                            Some(_) => {}
                            None if Some(to) == self.ep => {
                                let victim = Square::from_coords(to.file(), from.rank());
                                if self.at(victim) == Some(Piece::new(them, Role::Pawn)) {
                                    out.push(Move::en_passant(from, to));
                                }
                            }
                            None => {}
                        }
                    }
                }
                Role::Knight | Role::King => {
                    let steps = if piece.role == Role::Knight {
                        KNIGHT_STEPS
                    } else {
                        KING_STEPS
                    };
                    for (df, dr) in steps {
                        if let Some(to) = from.offset(df, dr).filter(|&t| free_or_enemy(t)) {
                            out.push(Move::normal(from, to));
                        }
                    }
                }
                Role::Bishop | Role::Rook | Role::Queen => {
                    let mut dirs = Vec::new();
                    if piece.role != Role::Bishop {
                        dirs.extend_from_slice(&ROOK_DIRS);
                    }
                    if piece.role != Role::Rook {
                        dirs.extend_from_slice(&BISHOP_DIRS);
                    }
                    for (df, dr) in dirs {
                        let mut s = from.offset(df, dr);
                        while let Some(to) = s {
                            match self.at(to) {
                                None => out.push(Move::normal(from, to)),
                                Some(p) => {
                                    if p.color == them {
                                        out.push(Move::normal(from, to));
                                    }
                                    break;
                                }
                            }
                            s = to.offset(df, dr);
                        }
                    }
                }
            }
        }
        out.extend(self.castlings());
        out
    }

    /// Castling by the rules (standard and Chess960 alike): the right is held; every square
    /// the king and the rook cross or land on is empty but for the two of them; the king is
    /// not in check and crosses or lands on no attacked square.
    fn castlings(&self) -> Vec<Move> {
        let us = self.turn;
        let them = us.other();
        let mut out = Vec::new();
        let king = self.king(us);
        for side in CastleSide::ALL {
            let Some(rook) = self.castling[us.index()][side.index()] else {
                continue;
            };
            assert_eq!(
                self.at(rook),
                Some(Piece::new(us, Role::Rook)),
                "reference lost track of a castling rook"
            );
            let back = king.rank();
            let (king_file, rook_file) = match side {
                CastleSide::King => (File::G, File::F),
                CastleSide::Queen => (File::C, File::D),
            };
            let span = |a: File, b: File| {
                let (lo, hi) = (a.index().min(b.index()), a.index().max(b.index()));
                (lo..=hi).map(move |f| Square::from_coords(File::new(f as u32), back))
            };
            let empty = span(king.file(), king_file)
                .chain(span(rook.file(), rook_file))
                .all(|sq| sq == king || sq == rook || self.at(sq).is_none());
            let safe = span(king.file(), king_file).all(|sq| !self.attacked(sq, them));
            if empty && safe {
                out.push(Move::castle(king, rook));
            }
        }
        out
    }

    /// The reference's own board update.
    fn play(&self, mv: Move) -> Naive {
        let mut n = self.clone();
        let us = self.turn;
        let them = us.other();
        let (from, to) = (mv.from(), mv.to());
        let piece = self.at(from).expect("a piece to move");
        n.ep = None;
        n.halfmoves += 1;
        match mv.kind() {
            MoveKind::Castle => {
                let back = from.rank();
                let (king_file, rook_file) = if to.file() > from.file() {
                    (File::G, File::F)
                } else {
                    (File::C, File::D)
                };
                n.board[from.index()] = None;
                n.board[to.index()] = None;
                n.board[Square::from_coords(king_file, back).index()] = Some(piece);
                n.board[Square::from_coords(rook_file, back).index()] =
                    Some(Piece::new(us, Role::Rook));
                n.castling[us.index()] = [None, None];
            }
            MoveKind::EnPassant => {
                n.board[Square::from_coords(to.file(), from.rank()).index()] = None;
                n.board[from.index()] = None;
                n.board[to.index()] = Some(piece);
                n.halfmoves = 0;
            }
            MoveKind::Normal | MoveKind::Promotion(_) => {
                if self.at(to).is_some() {
                    n.halfmoves = 0;
                }
                for side in CastleSide::ALL {
                    if n.castling[them.index()][side.index()] == Some(to) {
                        n.castling[them.index()][side.index()] = None;
                    }
                    if n.castling[us.index()][side.index()] == Some(from) {
                        n.castling[us.index()][side.index()] = None;
                    }
                }
                n.board[from.index()] = None;
                n.board[to.index()] = Some(match mv.promotion_role() {
                    Some(role) => Piece::new(us, role),
                    None => piece,
                });
                match piece.role {
                    Role::Pawn => {
                        n.halfmoves = 0;
                        if from.rank().index().abs_diff(to.rank().index()) == 2 {
                            n.ep = from.offset(0, forward(us));
                        }
                    }
                    Role::King => n.castling[us.index()] = [None, None],
                    _ => {}
                }
            }
        }
        if us == Color::Black {
            n.fullmoves += 1;
        }
        n.turn = them;
        n
    }

    /// Pseudo-legal moves that do not leave the mover's own king attacked.
    fn legal_moves(&self) -> Vec<Move> {
        let us = self.turn;
        self.pseudo_legal_moves()
            .into_iter()
            .filter(|&mv| {
                let after = self.play(mv);
                !after.attacked(after.king(us), us.other())
            })
            .collect()
    }

    /// Whether `mv` (one of the reference's moves) captures something.
    fn is_capture(&self, mv: Move) -> bool {
        mv.is_en_passant() || (!mv.is_castle() && self.at(mv.to()).is_some())
    }
}

// ----- Helpers -----

/// `is_legal` accepts the bit patterns with kinds 8..15 (which decode as queen promotions but
/// are not the generator's encoding): tolerated in the playouts so they test everything else;
/// `bug_is_legal_accepts_non_canonical_promotion_bits` shows it. Set to `false` once fixed.
const TOLERATE_BUG_NONCANONICAL_PROMOTION: bool = false;

/// `parse_uci_move` reads a Chess960 king step onto the castling king's square as the
/// castling: tolerated in the playouts; `bug_uci_king_step_parses_as_chess960_castling` shows
/// it. Set to `false` once fixed.
const TOLERATE_BUG_UCI_960_KING_STEP: bool = false;

fn uci_set(moves: &[Move]) -> BTreeSet<String> {
    moves.iter().map(|m| format!("{m:?}")).collect()
}

fn bits_set(moves: &[Move]) -> BTreeSet<u16> {
    moves.iter().map(|m| m.bits()).collect()
}

/// FEN without the clocks: what repetition compares.
fn fen4(fen: &str) -> String {
    fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
}

#[derive(Default, Debug)]
struct Stats {
    positions: u64,
    moves: u64,
    cozy_compared: u64,
    cozy_refused: u64,
    /// The first few positions cozy-chess refused, for the report.
    cozy_refused_fens: Vec<String>,
    in_check: u64,
    double_check: u64,
    no_moves: u64,
    ep_legal: u64,
    ep_square_unusable: u64,
    castlings: u64,
    promotions: u64,
    /// Repetition bookkeeping: every FEN-without-clocks met, with its key, and back.
    keys: HashMap<String, u64>,
    fens: HashMap<u64, String>,
}

/// Checks one position from every angle. `naive` is the reference's view of the same position.
fn check_position(
    pos: &Position,
    naive: &Naive,
    strict: bool,
    require_cozy: bool,
    rng: &mut Rng,
    stats: &mut Stats,
) {
    let fen = pos.to_fen();
    let ctx = || format!("position {fen}");
    stats.positions += 1;

    // The engine and the reference agree on where everything is.
    for sq in Square::all() {
        assert_eq!(pos.piece_at(sq), naive.at(sq), "{}: square {sq}", ctx());
    }
    assert_eq!(pos.turn(), naive.turn, "{}: turn", ctx());
    for color in Color::ALL {
        for side in CastleSide::ALL {
            assert_eq!(
                pos.castling_rook(color, side),
                naive.castling[color.index()][side.index()],
                "{}: castling {color:?} {side:?}",
                ctx()
            );
        }
        assert_eq!(
            pos.king_of(color),
            naive.king(color),
            "{}: king of {color:?}",
            ctx()
        );
    }
    assert_eq!(
        pos.halfmove_clock(),
        naive.halfmoves,
        "{}: halfmoves",
        ctx()
    );
    assert_eq!(
        pos.fullmove_number(),
        naive.fullmoves,
        "{}: fullmoves",
        ctx()
    );

    // (a) FEN write → parse → write.
    let parsed = if strict {
        Position::from_fen(&fen)
    } else {
        Position::from_fen_relaxed(&fen)
    }
    .unwrap_or_else(|e| panic!("{}: own FEN refused: {e}", ctx()));
    assert_eq!(parsed.to_fen(), fen, "FEN round trip");
    assert_eq!(
        parsed.key(),
        pos.key(),
        "{}: key after FEN round trip",
        ctx()
    );
    assert_eq!(
        parsed.checkers(),
        pos.checkers(),
        "{}: checkers after FEN round trip",
        ctx()
    );
    if strict {
        // Anything strict accepts, relaxed accepts the same way.
        let relaxed = Position::from_fen_relaxed(&fen).expect("relaxed accepts what strict does");
        assert_eq!(relaxed.to_fen(), fen);
    }

    // (b) Incremental key = key from scratch; repetition-relevant state ↔ key.
    assert_eq!(pos.key(), pos.compute_key(), "{}: incremental key", ctx());
    let f4 = fen4(&fen);
    let key = *stats.keys.entry(f4.clone()).or_insert(pos.key());
    assert_eq!(key, pos.key(), "{}: same placement, different key", ctx());
    let other = stats.fens.entry(pos.key()).or_insert(f4.clone());
    assert_eq!(*other, f4, "key collision between two different positions");

    // Attacks and checkers against the reference.
    let occupied = pos.occupied();
    for color in Color::ALL {
        let map = naive.attack_map(color);
        for sq in Square::all() {
            assert_eq!(
                pos.is_attacked(sq, color, occupied),
                map & bit(sq) != 0,
                "{}: is {sq} attacked by {color:?}",
                ctx()
            );
        }
    }
    let us = pos.turn();
    let them = us.other();
    let king = pos.king_of(us);
    let naive_checkers = naive.attackers(king, them);
    assert_eq!(pos.checkers().0, naive_checkers, "{}: checkers", ctx());
    assert_eq!(
        (pos.attackers_to(king, occupied) & pos.by_color(them)).0,
        naive_checkers,
        "{}: attackers_to",
        ctx()
    );
    assert_eq!(pos.is_check(), naive_checkers != 0);
    // (i) The side that just moved is never in check; kings never touch.
    assert!(
        !naive.attacked(pos.king_of(them), us),
        "{}: side not to move in check",
        ctx()
    );
    assert!(
        pos.king_of(us)
            .rank()
            .index()
            .abs_diff(pos.king_of(them).rank().index())
            > 1
            || pos
                .king_of(us)
                .file()
                .index()
                .abs_diff(pos.king_of(them).file().index())
                > 1,
        "{}: kings adjacent",
        ctx()
    );

    // (c) Legal moves = the naive reference's.
    let legal = pos.legal_moves();
    let reference = naive.legal_moves();
    assert_eq!(
        uci_set(&legal),
        uci_set(&reference),
        "{}: legal moves vs naive reference",
        ctx()
    );
    assert_eq!(
        legal.len(),
        bits_set(&legal).len(),
        "{}: duplicate moves",
        ctx()
    );
    let legal_bits = bits_set(&legal);
    assert_eq!(legal_bits, bits_set(&reference));

    // (d) Legal moves = cozy-chess's.
    match cozy_moves(pos) {
        Some(cozy) => {
            let ours: BTreeSet<String> = legal.iter().map(|m| m.to_uci(true)).collect();
            assert_eq!(ours, cozy, "{}: legal moves vs cozy-chess", ctx());
            stats.cozy_compared += 1;
        }
        None => {
            assert!(!require_cozy, "{}: cozy-chess refused the position", ctx());
            stats.cozy_refused += 1;
            if stats.cozy_refused_fens.len() < 5 && !stats.cozy_refused_fens.contains(&fen) {
                stats.cozy_refused_fens.push(fen.clone());
            }
        }
    }

    // (e) Captures ∪ quiets = all, disjoint; evasions = all in check, else nothing.
    let captures = bits_set(&pos.captures());
    let quiets = bits_set(&pos.quiets());
    assert!(
        captures.is_disjoint(&quiets),
        "{}: captures ∩ quiets",
        ctx()
    );
    assert_eq!(
        captures.union(&quiets).copied().collect::<BTreeSet<_>>(),
        legal_bits,
        "{}: captures ∪ quiets",
        ctx()
    );
    for &mv in &reference {
        assert_eq!(
            captures.contains(&mv.bits()),
            naive.is_capture(mv),
            "{}: {mv:?} capture or quiet",
            ctx()
        );
    }
    let evasions = bits_set(&pos.evasions());
    if pos.is_check() {
        assert_eq!(evasions, legal_bits, "{}: evasions", ctx());
    } else {
        assert!(evasions.is_empty(), "{}: evasions out of check", ctx());
    }
    let mut list = rookery::rules::MoveList::new();
    pos.generate(GenType::All, &mut list);
    assert_eq!(bits_set(&list), legal_bits);

    // (h) Counting without building.
    assert_eq!(
        pos.count_legal(),
        legal.len() as u64,
        "{}: count_legal",
        ctx()
    );
    assert_eq!(pos.has_legal_moves(), !legal.is_empty());

    // moves_from splits the list by origin.
    let origins: BTreeSet<Square> = legal.iter().map(|m| m.from()).collect();
    for &from in &origins {
        let from_list = bits_set(&pos.moves_from(from));
        let expected: BTreeSet<u16> = legal
            .iter()
            .filter(|m| m.from() == from)
            .map(|m| m.bits())
            .collect();
        assert_eq!(from_list, expected, "{}: moves_from {from}", ctx());
    }

    // En passant: the square is kept exactly when a capture is legal.
    let ep_moves: Vec<&Move> = legal.iter().filter(|m| m.is_en_passant()).collect();
    match pos.ep_square() {
        Some(ep) => {
            assert!(!ep_moves.is_empty(), "{}: ep square without capture", ctx());
            assert_eq!(naive.ep, Some(ep));
            stats.ep_legal += 1;
        }
        None => {
            assert!(ep_moves.is_empty(), "{}: capture without ep square", ctx());
            if naive.ep.is_some() {
                stats.ep_square_unusable += 1;
            }
        }
    }

    // (g) is_legal: true for every legal move, false for everything else tried.
    let expect_legal = |bits: u16| {
        legal_bits.contains(&bits)
            || (TOLERATE_BUG_NONCANONICAL_PROMOTION && {
                // Known bug (see `bug_is_legal_accepts_non_canonical_promotion_bits`): kinds 8..15
                // decode as a queen promotion and `is_legal` accepts them.
                bits >> 12 >= 8 && legal_bits.contains(&((bits & 0x0fff) | (7 << 12)))
            })
    };
    for &mv in legal.iter() {
        assert!(pos.is_legal(mv), "{}: is_legal({mv:?})", ctx());
        // The same squares with every other kind.
        for kind in 0..16u16 {
            let variant = Move::from_bits((mv.bits() & 0x0fff) | (kind << 12)).unwrap();
            assert_eq!(
                pos.is_legal(variant),
                expect_legal(variant.bits()),
                "{}: is_legal({variant:?}) for bits {:#06x}",
                ctx(),
                variant.bits()
            );
        }
    }
    for _ in 0..16 {
        let bits = rng.next() as u16;
        // Half the time keep a real origin of ours, to get past the first test in is_legal.
        let bits = if rng.next() & 1 == 0 && !origins.is_empty() {
            let from = *origins.iter().nth(rng.below(origins.len())).unwrap();
            (bits & !63) | from.index() as u16
        } else {
            bits
        };
        if let Some(mv) = Move::from_bits(bits) {
            assert_eq!(
                pos.is_legal(mv),
                expect_legal(bits),
                "{}: is_legal on bits {bits:#06x} ({mv:?})",
                ctx()
            );
            assert_eq!(pos.play(mv).is_some(), expect_legal(bits));
        }
    }

    // UCI text names every legal move, in both castling styles.
    let texts: Vec<String> = legal.iter().map(|m| m.to_uci(false)).collect();
    for (&mv, text) in legal.iter().zip(&texts) {
        let ambiguous = texts.iter().filter(|t| *t == text).count() > 1;
        if !ambiguous {
            assert_eq!(pos.parse_uci_move(text), Ok(mv), "{}: parse {text}", ctx());
        }
        let parsed = pos.parse_uci_move(&mv.to_uci(true));
        // Known bug (see `bug_uci_king_step_parses_as_chess960_castling`): a Chess960 king
        // step onto the castling king's square parses as the castling.
        let known_bug = TOLERATE_BUG_UCI_960_KING_STEP
            && parsed
                .as_ref()
                .is_ok_and(|p| p.is_castle() && !mv.is_castle() && p.king_destination() == mv.to());
        if !known_bug {
            assert_eq!(
                parsed.map(|m| m.to_uci(true)),
                Ok(mv.to_uci(true)),
                "{}: parse {}",
                ctx(),
                mv.to_uci(true)
            );
        }
    }

    // Every move: (f) gives_check, (i) the mover's king safe, and the update agrees with the
    // reference's own board update.
    if pos.is_check() {
        stats.in_check += 1;
    }
    if pos.checkers().more_than_one() {
        stats.double_check += 1;
    }
    if legal.is_empty() {
        stats.no_moves += 1;
    }
    let check_squares = pos.check_squares();
    for &mv in legal.iter() {
        stats.moves += 1;
        if mv.is_castle() {
            stats.castlings += 1;
        }
        if mv.is_promotion() {
            stats.promotions += 1;
        }
        let mut child = pos.clone();
        child.play_unchecked(mv);
        let naive_child = naive.play(mv);
        let ctx = || format!("{} after {mv:?}", ctx());
        for sq in Square::all() {
            assert_eq!(child.piece_at(sq), naive_child.at(sq), "{}: {sq}", ctx());
        }
        assert_eq!(
            child.key(),
            child.compute_key(),
            "{}: incremental key",
            ctx()
        );
        assert_eq!(
            pos.gives_check(mv),
            child.is_check(),
            "{}: gives_check",
            ctx()
        );
        assert_eq!(
            pos.gives_check_fast(mv, &check_squares),
            child.is_check(),
            "{}: gives_check_fast",
            ctx()
        );
        assert_eq!(
            child.is_check(),
            naive_child.attacked(naive_child.king(them), us),
            "{}: is_check",
            ctx()
        );
        assert!(
            !naive_child.attacked(naive_child.king(us), them),
            "{}: mover's king attacked",
            ctx()
        );
        let child_ep_capture = child.legal_moves().iter().any(|m| m.is_en_passant());
        assert_eq!(
            child.ep_square(),
            naive_child.ep.filter(|_| child_ep_capture),
            "{}: en passant square",
            ctx()
        );
    }
}

/// Plays `games` random games of at most `max_plies` from `root_fen`, checking every position
/// met (`strict`: read FENs with strict validation; `require_cozy`: cozy-chess must accept
/// every position).
fn playouts(
    root_fen: &str,
    strict: bool,
    require_cozy: bool,
    games: usize,
    max_plies: usize,
    rng: &mut Rng,
    stats: &mut Stats,
) {
    let root = if strict {
        Position::from_fen(root_fen)
    } else {
        Position::from_fen_relaxed(root_fen)
    }
    .unwrap_or_else(|e| panic!("{root_fen}: {e}"));
    let setup = Setup::from_fen(root_fen).unwrap();
    let naive_root = Naive::new(&root, &setup);
    for _ in 0..games {
        let mut pos = root.clone();
        let mut naive = naive_root.clone();
        for _ in 0..=max_plies {
            check_position(&pos, &naive, strict, require_cozy, rng, stats);
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            // Now and then prefer a pawn double step or an en passant capture, so that
            // en passant situations come up more often than in uniformly random games.
            let special: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| {
                    m.is_en_passant()
                        || (pos.piece_at(m.from()).is_some_and(|p| p.role == Role::Pawn)
                            && m.from().rank().index().abs_diff(m.to().rank().index()) == 2)
                })
                .collect();
            let mv = if !special.is_empty() && rng.below(4) == 0 {
                special[rng.below(special.len())]
            } else {
                moves[rng.below(moves.len())]
            };
            pos.play_unchecked(mv);
            naive = naive.play(mv);
        }
    }
}

fn suite_fens() -> Vec<&'static str> {
    include_str!("data/perft.epd")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split(';').next().unwrap().trim())
        .collect()
}

fn report(name: &str, stats: &Stats) {
    println!(
        "{name}: {} positions, {} moves made, cozy compared {} (refused {}), in check {}, \
         double check {}, no legal move {}, legal ep {}, double steps with no legal ep capture {}, castlings {}, \
         promotions {}",
        stats.positions,
        stats.moves,
        stats.cozy_compared,
        stats.cozy_refused,
        stats.in_check,
        stats.double_check,
        stats.no_moves,
        stats.ep_legal,
        stats.ep_square_unusable,
        stats.castlings,
        stats.promotions
    );
    for fen in &stats.cozy_refused_fens {
        println!("  cozy-chess refused {fen}");
    }
}

/// Debug builds run a sample; release builds the full count.
fn scale(release: usize, debug: usize) -> usize {
    if cfg!(debug_assertions) {
        debug
    } else {
        release
    }
}

#[test]
fn random_playouts_from_the_start_position() {
    let mut rng = Rng::new(1);
    let mut stats = Stats::default();
    playouts(
        rookery::rules::START_FEN,
        true,
        true,
        scale(300, 12),
        300,
        &mut rng,
        &mut stats,
    );
    report("start position playouts", &stats);
    assert!(stats.positions >= scale(50_000, 1_500) as u64);
    assert!(stats.castlings > 0 && stats.promotions > 0 && stats.ep_legal > 0);
}

#[test]
fn random_playouts_from_every_perft_suite_position() {
    let fens = suite_fens();
    assert!(fens.len() >= 140);
    let mut rng = Rng::new(2);
    let mut stats = Stats::default();
    for fen in &fens {
        // Suite positions are read with relaxed validation (some have checks no game could
        // produce), and so are their descendants. Those that strict validation accepts keep
        // being accepted by it all game long.
        let strict = Position::from_fen(fen).is_ok();
        playouts(
            fen,
            strict,
            strict,
            scale(8, 1),
            scale(60, 12),
            &mut rng,
            &mut stats,
        );
    }
    report("perft suite playouts", &stats);
    assert!(stats.positions >= scale(50_000, 1_500) as u64);
}

#[test]
fn random_playouts_from_chess960_start_positions() {
    // Start positions generated by cozy-chess (Scharnagl numbering), written as Shredder-FEN and
    // read with relaxed validation: castling with the king and rooks anywhere on the back rank.
    let mut rng = Rng::new(3);
    let mut stats = Stats::default();
    let step = scale(7, 97);
    for n in (0..960).step_by(step) {
        let fen = format!("{:#}", cozy_chess::Board::chess960_startpos(n as u32));
        playouts(
            &fen,
            false,
            true,
            scale(3, 1),
            scale(80, 30),
            &mut rng,
            &mut stats,
        );
    }
    report("Chess960 playouts", &stats);
    assert!(stats.positions >= scale(20_000, 200) as u64);
    assert!(stats.castlings > 0);
}

/// Plays UCI moves from a FEN.
fn after(fen: &str, moves: &[&str]) -> Position {
    let mut pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    for m in moves {
        let mv = pos
            .parse_uci_move(m)
            .unwrap_or_else(|e| panic!("{fen} {m}: {e}"));
        pos.play_unchecked(mv);
    }
    pos
}

fn has_ep_capture(pos: &Position) -> bool {
    pos.legal_moves().iter().any(|m| m.is_en_passant())
}

#[test]
fn en_passant_square_only_when_a_capture_is_legal() {
    // (start FEN, double step, expected en passant square)
    let cases: &[(&str, &str, Option<&str>)] = &[
        // Nobody beside the pawn.
        ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e4", None),
        // A pawn beside it: capture legal.
        ("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", "e2e4", Some("e3")),
        ("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", "d7d5", Some("d6")),
        // A pawn beside it, but the capture would expose its king along the rank.
        ("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1", "e2e4", None),
        ("8/8/8/8/k2p3R/8/2P5/4K3 w - - 0 1", "c2c4", None),
        // Pinned on a diagonal: the capture stays on it (legal) or leaves it (illegal).
        ("8/8/8/2k5/3p4/8/4P3/K5B1 w - - 0 1", "e2e4", Some("e3")),
        ("7B/8/8/8/3p4/2k5/4P3/K7 w - - 0 1", "e2e4", None),
        // The capturer is pinned on its file.
        ("3k4/8/8/8/3p4/8/4P3/3RK3 w - - 0 1", "e2e4", None),
        // Black in check from the double-stepped pawn: capturing it is the way out.
        ("8/8/8/3k4/5p2/8/4P3/4K3 w - - 0 1", "e2e4", Some("e3")),
        // Two capturers, one of them pinned: still legal.
        ("8/8/8/8/3p1p2/8/4P3/3RK2k w - - 0 1", "e2e4", Some("e3")),
        // A single step leaves no square.
        ("4k3/8/8/8/8/3p4/4P3/4K3 w - - 0 1", "e2e3", None),
    ];
    for &(fen, mv, expected) in cases {
        let pos = after(fen, &[mv]);
        let expected = expected.map(|s| Square::parse(s).unwrap());
        assert_eq!(pos.ep_square(), expected, "{fen} {mv}: {pos:?}");
        assert_eq!(has_ep_capture(&pos), expected.is_some(), "{fen} {mv}");
        assert_eq!(pos.key(), pos.compute_key(), "{fen} {mv}");
        // The FEN carries the square exactly when the capture is legal.
        let ep_field = pos.to_fen().split(' ').nth(3).unwrap().to_string();
        assert_eq!(
            ep_field,
            expected.map_or("-".to_string(), |s| s.to_string()),
            "{fen} {mv}"
        );
    }
}

#[test]
fn an_en_passant_square_no_capture_can_use_does_not_change_the_key() {
    // Same placement reached with and without a useless double step: one position for
    // repetition, so one key and one FEN.
    let pairs: &[(&str, &str)] = &[
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        ),
        (
            "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1",
            "8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1",
        ),
    ];
    for &(with, without) in pairs {
        let a = Position::from_fen(with).unwrap();
        let b = Position::from_fen(without).unwrap();
        assert_eq!(a.ep_square(), None, "{with}");
        assert_eq!(a.key(), b.key(), "{with}");
        assert_eq!(a.to_fen(), b.to_fen());
        assert_eq!(a.key(), a.compute_key());
    }
    // Where the capture is legal, the square counts.
    let a = Position::from_fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").unwrap();
    let b = Position::from_fen("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1").unwrap();
    assert_eq!(a.ep_square(), Square::parse("e3"));
    assert_ne!(a.key(), b.key());

    // Repetition through moves: knights out and back give the start key again; the same
    // placement after 1. e4 (square e3, no capture possible) and after 1. e3 … e4 (no square)
    // has the same key.
    let start = Position::startpos();
    let back = after(rookery::rules::START_FEN, &["g1f3", "g8f6", "f3g1", "f6g8"]);
    assert_eq!(back.key(), start.key());
    assert_eq!(fen4(&back.to_fen()), fen4(&start.to_fen()));
    // 1. e4 leaves no capturable square: the same key as the placement without one.
    let e4 = after(rookery::rules::START_FEN, &["e2e4"]);
    assert_eq!(e4.ep_square(), None);
    assert_eq!(
        e4.key(),
        Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
            .unwrap()
            .key()
    );
    // ...and e4 then knights out and back is the same position again.
    let again = after(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        &["g8f6", "g1f3", "f6g8", "f3g1"],
    );
    assert_eq!(again.key(), e4.key());
}

/// BUG in src/rules (reported, not fixed here): `Position::is_legal` says yes to a 16-bit
/// pattern that is not any legal move's encoding. Kinds 8..15 decode as a queen promotion, and
/// `is_legal` checks only `mv.is_promotion()` for a pawn reaching the last rank, so
/// `Move::from_bits(0x8000 | from | to << 6)` is "legal" while `legal_moves()` does not contain
/// it (a move read from a hash table would then differ from every generated move).
/// Remove the `ignore` (and set `TOLERATE_BUG_NONCANONICAL_PROMOTION` to false) once fixed.
#[test]
fn bug_is_legal_accepts_non_canonical_promotion_bits() {
    let pos = Position::from_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    let a7 = Square::parse("a7").unwrap();
    let a8 = Square::parse("a8").unwrap();
    let queen = Move::promotion(a7, a8, Role::Queen);
    assert!(pos.legal_moves().contains(&queen));
    for kind in 8..16u16 {
        let bits = a7.index() as u16 | (a8.index() as u16) << 6 | kind << 12;
        let mv = Move::from_bits(bits).unwrap();
        assert!(!pos.legal_moves().contains(&mv));
        assert!(
            !pos.is_legal(mv),
            "is_legal accepts bits {bits:#06x} ({mv:?})"
        );
    }
}

/// BUG in src/rules (reported, not fixed here): in a Chess960 position (read with relaxed
/// validation) where the king can step onto the square castling would take it to, the UCI text
/// of that step parses as the castling. King b1, rooks a1 and h1: `b1c1` is a legal king move,
/// but `parse_uci_move("b1c1")` returns the castling b1a1 (king to c1, rook to d1), so the king
/// step cannot be entered at all and a GUI sending it gets castling played instead. The plain
/// move should win: castling has its own king-takes-rook spelling.
/// Remove the `ignore` once fixed.
#[test]
fn bug_uci_king_step_parses_as_chess960_castling() {
    let pos = Position::from_fen_relaxed("rk5r/8/8/8/8/8/8/RK5R w AHah - 0 1").unwrap();
    let b1 = Square::parse("b1").unwrap();
    let c1 = Square::parse("c1").unwrap();
    let step = Move::normal(b1, c1);
    assert!(pos.legal_moves().contains(&step));
    assert!(pos
        .legal_moves()
        .iter()
        .any(|m| m.is_castle() && m.king_destination() == c1));
    assert_eq!(pos.parse_uci_move("b1c1"), Ok(step));
    assert!(pos.parse_uci_move("b1a1").unwrap().is_castle());
}
