//! Static evaluation: how good a position looks without searching, in centipawns from the
//! side to move's point of view.
//!
//! The evaluation is linear in its weights: each feature of the position (a piece on a square,
//! a passed pawn on the sixth rank, a knight that can reach five squares, …) is counted for
//! White minus Black, and each count multiplies a middlegame and an endgame weight
//! ([`weights::WEIGHTS`], laid out by [`terms`]); products of the piece counts
//! (`imbalance.rs`) are counted the same way. The two sums are blended by the material left
//! (the phase) and the endgame part is scaled down where extra material rarely wins (opposite
//! bishops, no pawns to promote). Against a bare king the weights give way to the rules of
//! [`bare_king`]. Because the features are counted by one function,
//! [`features`], for both the engine ([`evaluate`]) and the tuner ([`trace`]), the weights can
//! be fitted to game results (`rookery tune`) and written back into `weights.rs`.

pub mod bare_king;
mod eval_cache;
mod imbalance;
mod kpk;
mod memo;
pub mod network;
mod pawn_cache;
pub mod terms;
pub mod weights;

use crate::rules::attacks;
use crate::rules::{Bitboard, Color, Piece, Position, Rank, Role, Square};
use terms::*;
use weights::WEIGHTS;

/// Which static evaluation the search uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Evaluation {
    /// The hand-set, tuned evaluation ([`evaluate`]).
    #[default]
    Hand,
    /// The network alone ([`network`]).
    Network,
    /// The hand-set evaluation plus the network's correction.
    HandAndNetwork,
}

/// A middlegame and an endgame value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score(pub i32, pub i32);

impl std::ops::Add for Score {
    type Output = Score;
    #[inline]
    fn add(self, o: Score) -> Score {
        Score(self.0 + o.0, self.1 + o.1)
    }
}

impl std::ops::AddAssign for Score {
    #[inline]
    fn add_assign(&mut self, o: Score) {
        self.0 += o.0;
        self.1 += o.1;
    }
}

impl std::ops::Mul<i32> for Score {
    type Output = Score;
    #[inline]
    fn mul(self, k: i32) -> Score {
        Score(self.0 * k, self.1 * k)
    }
}

/// Simple material values in centipawns (for move ordering, SEE and the UI's balance).
pub const PIECE_VALUES: [i32; 6] = [100, 320, 330, 500, 950, 0];

/// Phase weights: 24 = all pieces on the board (middlegame), 0 = pawns and kings only.
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];

/// Full strength of the endgame part; [`endgame_scale`] gives less where the extra material
/// rarely wins.
pub const SCALE_FULL: i32 = 64;

/// Where the features of a position go: the engine sums their weights, the tuner records them.
pub trait Features {
    /// Feature `index` occurs `count` times for White (a negative count: for Black).
    fn add(&mut self, index: usize, count: i32);

    /// Adds the pawn structure's features of these pawns and returns the passed pawns (the
    /// engine's sum remembers them: the pawns change far less often than the pieces).
    fn pawn_structures(&mut self, white: Bitboard, black: Bitboard) -> Bitboard {
        both_structures(white, black, self)
    }
}

/// The engine's: the weighted sum, both halves in one 64-bit number (the middlegame part in
/// the low 32 bits, the endgame part above), so adding a feature is one multiply and one add.
/// Nothing is rounded or lost: the sums stay far inside 32 bits, and [`Sum::score`] takes the
/// two parts apart again exactly.
struct Sum(i64);

impl Sum {
    /// Packs a middlegame and an endgame value.
    const fn pack(s: Score) -> i64 {
        s.0 as i64 + ((s.1 as i64) << 32)
    }

    /// The middlegame and endgame sums.
    fn score(&self) -> Score {
        let mg = self.0 as i32;
        let eg = ((self.0 - i64::from(mg)) >> 32) as i32;
        Score(mg, eg)
    }
}

/// [`WEIGHTS`] as 16-bit pairs, the form the program carries: a quarter of the packed 64-bit
/// numbers' size in the browser's download, and every weight fits (checked when this
/// compiles).
static PACKED: [[i16; 2]; COUNT] = pack(WEIGHTS);

const fn pack(weights: [Score; COUNT]) -> [[i16; 2]; COUNT] {
    let mut out = [[0i16; 2]; COUNT];
    let mut i = 0;
    while i < COUNT {
        let Score(mg, eg) = weights[i];
        assert!(
            mg == mg as i16 as i32 && eg == eg as i16 as i32,
            "a weight beyond 16 bits"
        );
        out[i] = [mg as i16, eg as i16];
        i += 1;
    }
    out
}

impl Features for Sum {
    #[inline(always)]
    fn add(&mut self, index: usize, count: i32) {
        let [mg, eg] = PACKED[index];
        self.0 += Sum::pack(Score(i32::from(mg), i32::from(eg))) * i64::from(count);
    }

    fn pawn_structures(&mut self, white: Bitboard, black: Bitboard) -> Bitboard {
        let (score, passed) = pawn_cache::lookup(white, black, || {
            let mut sum = Sum(0);
            let passed = both_structures(white, black, &mut sum);
            (sum.score(), passed)
        });
        self.0 += Sum::pack(score);
        passed
    }
}

/// The features of one position as the tuner sees them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trace {
    /// Every feature that occurs and its count for White minus Black (no zero counts).
    pub features: Vec<(u16, i16)>,
    /// 0 (pawns and kings) to 24 (all pieces).
    pub phase: i32,
    /// The endgame part's scale, out of [`SCALE_FULL`].
    pub scale: i32,
}

impl Features for Trace {
    fn add(&mut self, index: usize, count: i32) {
        if count == 0 {
            return;
        }
        match self.features.iter_mut().find(|(i, _)| *i as usize == index) {
            Some((_, c)) => *c += count as i16,
            None => self.features.push((index as u16, count as i16)),
        }
    }
}

/// 0 (bare kings and pawns) to 24 (all pieces).
pub fn phase(pos: &Position) -> i32 {
    Role::ALL
        .iter()
        .map(|&r| PHASE[r.index()] * pos.by_role(r).count() as i32)
        .sum::<i32>()
        .min(24)
}

/// The evaluation in centipawns from the side to move's point of view.
pub fn evaluate(pos: &Position) -> i32 {
    let white = eval_cache::lookup(pos.key(), || {
        bare_king::win(pos).unwrap_or_else(|| {
            let mut sum = Sum(0);
            features(pos, &mut sum);
            blend(pos, sum.score())
        })
    });
    match pos.turn() {
        Color::White => white,
        Color::Black => -white,
    }
}

/// The features of a position for the tuner, with its phase and endgame scale.
pub fn trace(pos: &Position) -> Trace {
    let mut sum = Sum(0);
    features(pos, &mut sum);
    let mut trace = Trace {
        phase: phase(pos),
        scale: endgame_scale(pos, sum.score().1),
        ..Trace::default()
    };
    features(pos, &mut trace);
    // White's and Black's counts of a feature may cancel out.
    trace.features.retain(|&(_, c)| c != 0);
    trace
}

/// White's score from the middlegame and endgame sums.
fn blend(pos: &Position, s: Score) -> i32 {
    let phase = phase(pos);
    let scale = endgame_scale(pos, s.1);
    (s.0 * phase + s.1 * scale / SCALE_FULL * (24 - phase)) / 24
}

/// The non-pawn material of one side, in [`PIECE_VALUES`].
fn pieces_value(pos: &Position, color: Color) -> i32 {
    [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
        .iter()
        .map(|&r| PIECE_VALUES[r.index()] * pos.pieces(color, r).count() as i32)
        .sum()
}

/// How much of the endgame score counts, out of [`SCALE_FULL`]: less where the side ahead
/// (`eg`'s sign) rarely wins — no pawns and at most a minor piece more, one pawn against a
/// piece that can give itself for it, bishops on opposite colours, a rook ending on one wing
/// with the defending king by its pawns, one queen against pieces — and, short of a bare king,
/// the fewer pawns the side ahead has left, and with all pawns on one wing.
pub fn endgame_scale(pos: &Position, eg: i32) -> i32 {
    let strong = if eg >= 0 { Color::White } else { Color::Black };
    let weak = strong.other();
    let (ours, theirs) = (pieces_value(pos, strong), pieces_value(pos, weak));
    let strong_pawns = pos.pieces(strong, Role::Pawn).count();
    if strong_pawns == 0 && ours - theirs <= PIECE_VALUES[Role::Bishop.index()] {
        // K+minor v K, K+R v K+minor, K+N+N v K and the like: hardly ever won.
        return if ours < PIECE_VALUES[Role::Rook.index()] {
            0
        } else {
            8
        };
    }
    if strong_pawns == 1 && theirs > 0 && ours - theirs <= PIECE_VALUES[Role::Bishop.index()] {
        // The weak side can give a piece for the last pawn.
        return 32;
    }
    let bishops = pos.by_role(Role::Bishop);
    let only_bishops = (pos.by_role(Role::Knight) | pos.by_role(Role::Queen)).is_empty();
    if pos.pieces(Color::White, Role::Bishop).count() == 1
        && pos.pieces(Color::Black, Role::Bishop).count() == 1
        && (bishops & Bitboard::LIGHT_SQUARES).count() == 1
        && only_bishops
    {
        return if pos.by_role(Role::Rook).is_empty() {
            28
        } else {
            48
        };
    }
    if cannot_queen_in_the_corner(pos, strong) {
        return 0;
    }
    if pos.by_color(weak).count() == 1 {
        // A bare king: the extra material wins however few pawns are left.
        return SCALE_FULL;
    }
    let rook = PIECE_VALUES[Role::Rook.index()];
    if ours == rook
        && theirs == rook
        && strong_pawns <= pos.pieces(weak, Role::Pawn).count() + 1
        && !on_both_wings(pos.pieces(strong, Role::Pawn))
        && attacks::king_attacks(pos.king_of(weak)).intersects(pos.pieces(weak, Role::Pawn))
    {
        // A rook ending with the pawns on one wing and the defending king among its pawns.
        return 36;
    }
    if pos.by_role(Role::Queen).count() == 1 {
        // A queen against pieces: each minor piece of the side without it makes it harder.
        let queenless = if pos.pieces(Color::White, Role::Queen).any() {
            Color::Black
        } else {
            Color::White
        };
        let minors = pos.pieces(queenless, Role::Knight).count()
            + pos.pieces(queenless, Role::Bishop).count();
        return (37 + 3 * minors as i32).min(SCALE_FULL);
    }
    // Few pawns left to win with, or all pawns on one wing: more drawn.
    let one_wing = !on_both_wings(pos.by_role(Role::Pawn));
    (36 + 7 * strong_pawns as i32).min(SCALE_FULL) - 4 * i32::from(one_wing)
}

/// The rook-pawn fortress: `strong`'s pawns all on the a-file or all on the h-file, nothing
/// else but bishops that cannot cover the queening corner, and the other king on that corner
/// or next to it, with no piece to lose. The pawns never queen: a draw however many there are.
fn cannot_queen_in_the_corner(pos: &Position, strong: Color) -> bool {
    let weak = strong.other();
    let pawns = pos.pieces(strong, Role::Pawn);
    let Some(first) = pawns.into_iter().next() else {
        return false;
    };
    let file = Bitboard::file(first.file());
    let rook_file = matches!(first.file().index(), 0 | 7);
    let corner = Square::from_coords(first.file(), strong.other().back_rank());
    let bishops = pos.pieces(strong, Role::Bishop);
    let wrong_bishops = if corner.is_light() {
        !bishops.intersects(Bitboard::LIGHT_SQUARES)
    } else {
        (bishops & Bitboard::LIGHT_SQUARES) == bishops
    };
    rook_file
        && (pawns & !file).is_empty()
        && pos.by_color(strong) == pawns | bishops | pos.pieces(strong, Role::King)
        && wrong_bishops
        && pieces_value(pos, weak) == 0
        && distance(pos.king_of(weak), corner) <= 1
}

/// Whether `pawns` stand on both the queen's wing (files a to d) and the king's (e to h).
fn on_both_wings(pawns: Bitboard) -> bool {
    const QUEEN_SIDE: Bitboard = Bitboard(0x0f0f_0f0f_0f0f_0f0f);
    pawns.intersects(QUEEN_SIDE) && pawns.intersects(!QUEEN_SIDE)
}

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// The squares the pawns of `color` attack.
fn pawn_attacks(color: Color, pawns: Bitboard) -> Bitboard {
    let b = pawns.0;
    Bitboard(match color {
        Color::White => ((b << 7) & !FILE_H) | ((b << 9) & !FILE_A),
        Color::Black => ((b >> 9) & !FILE_H) | ((b >> 7) & !FILE_A),
    })
}

/// Every square in front of the squares of `b`, as `color` moves.
fn front_span(color: Color, b: Bitboard) -> Bitboard {
    let mut b = b.0;
    let mut out = 0;
    for _ in 0..7 {
        b = match color {
            Color::White => b << 8,
            Color::Black => b >> 8,
        };
        out |= b;
    }
    Bitboard(out)
}

/// The squares in front of `sq` on its own file, as `color` moves: [`front_span`] of one
/// square, without the loop.
fn front_of(color: Color, sq: Square) -> Bitboard {
    let i = sq.index() as u32;
    let file = FILE_A << (i % 8);
    Bitboard(match color {
        Color::White => file & u64::MAX.checked_shl(i + 8).unwrap_or(0),
        Color::Black => file & ((1u64 << i) - 1),
    })
}

/// Every square on the ranks in front of `sq`'s rank, as `color` moves.
fn in_front_rows(color: Color, sq: Square) -> Bitboard {
    let rank = sq.index() as u32 / 8;
    Bitboard(match color {
        Color::White => u64::MAX.checked_shl((rank + 1) * 8).unwrap_or(0),
        Color::Black => (1u64 << (rank * 8)) - 1,
    })
}

/// Every square of the files next to `sq`'s file (not its own).
fn files_beside(sq: Square) -> Bitboard {
    let file = FILE_A << (sq.index() % 8);
    Bitboard(((file << 1) & !FILE_A) | ((file >> 1) & !FILE_H))
}

/// The files next to `b`'s squares (not their own).
fn beside(b: Bitboard) -> Bitboard {
    Bitboard(((b.0 << 1) & !FILE_A) | ((b.0 >> 1) & !FILE_H))
}

fn distance(a: Square, b: Square) -> i32 {
    let df = (a.file().index() as i32 - b.file().index() as i32).abs();
    let dr = (a.rank().index() as i32 - b.rank().index() as i32).abs();
    df.max(dr)
}

/// The most pieces other than pawns and the king one side can have (two knights, bishops and
/// rooks, a queen, and eight promoted pawns).
const MAX_PIECES: usize = 15;

/// What each side attacks, by role and in all, and where each of its pieces (other than pawns
/// and the king) can go: computed once, for both sides' terms.
struct Attacks {
    by_role: [[Bitboard; 6]; 2],
    all: [Bitboard; 2],
    /// Squares attacked at least twice (pawns counted once).
    twice: [Bitboard; 2],
    pieces: [[(Square, Role, Bitboard); MAX_PIECES]; 2],
    count: [usize; 2],
}

impl Attacks {
    fn new(pos: &Position) -> Attacks {
        let occupied = pos.occupied();
        let mut a = Attacks {
            by_role: [[Bitboard::EMPTY; 6]; 2],
            all: [Bitboard::EMPTY; 2],
            twice: [Bitboard::EMPTY; 2],
            pieces: [[(Square::new(0), Role::Pawn, Bitboard::EMPTY); MAX_PIECES]; 2],
            count: [0; 2],
        };
        for color in Color::ALL {
            let c = color.index();
            let pawns = pawn_attacks(color, pos.pieces(color, Role::Pawn));
            a.by_role[c][Role::Pawn.index()] = pawns;
            a.all[c] = pawns;
            for role in [
                Role::Knight,
                Role::Bishop,
                Role::Rook,
                Role::Queen,
                Role::King,
            ] {
                for sq in pos.pieces(color, role) {
                    let reach = attacks::attacks(Piece::new(color, role), sq, occupied);
                    a.twice[c] |= a.all[c] & reach;
                    a.all[c] |= reach;
                    a.by_role[c][role.index()] |= reach;
                    if role != Role::King && a.count[c] < MAX_PIECES {
                        a.pieces[c][a.count[c]] = (sq, role, reach);
                        a.count[c] += 1;
                    }
                }
            }
        }
        a
    }
}

/// Counts every feature of the position into `out`, White's positive and Black's negative.
pub fn features<F: Features>(pos: &Position, out: &mut F) {
    let attacks = Attacks::new(pos);
    // Both sides' pawn structure, through `out`'s memo if it keeps one.
    let passed = out.pawn_structures(
        pos.pieces(Color::White, Role::Pawn),
        pos.pieces(Color::Black, Role::Pawn),
    );
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        pieces(pos, color, sign, &attacks, out);
        passed_pawns(pos, color, sign, passed, &attacks, out);
        king(pos, color, sign, out);
    }
    imbalance::imbalance(pos, out);
    out.add(TEMPO, if pos.turn() == Color::White { 1 } else { -1 });
}

/// Material, squares, mobility, the pieces' own terms, threats and attacks on the enemy king.
/// (Always inlined into [`features`]: the search spent about 4 % less time with it so.)
#[inline(always)]
fn pieces<F: Features>(pos: &Position, color: Color, sign: i32, a: &Attacks, out: &mut F) {
    let us = pos.by_color(color);
    let them = color.other();
    let (c, t) = (color.index(), them.index());
    let occupied = pos.occupied();
    let our_pawns = pos.pieces(color, Role::Pawn);
    let their_pawns = pos.pieces(them, Role::Pawn);
    let their_pawn_attacks = a.by_role[t][Role::Pawn.index()];
    let their_king = pos.king_of(them);
    let zone = attacks::king_attacks(their_king) | their_king;
    // Squares the enemy pawns can never attack: in front of no enemy pawn on the files beside.
    let chaseable = beside(front_span(them, their_pawns));
    let our_pawn_attacks = a.by_role[c][Role::Pawn.index()];
    // Squares where a knight or bishop of ours would stand on an outpost.
    let outposts = OUTPOST_RANKS[c] & our_pawn_attacks & !chaseable;
    for role in Role::ALL {
        let mut count = 0;
        for sq in pos.pieces(color, role) {
            count += 1;
            out.add(PST + role.index() * 64 + sq.relative(color).index(), sign);
        }
        out.add(MATERIAL + role.index(), sign * count);
    }
    let mut attackers = 0usize;
    // The attack's strength on the enemy king (see KING_DANGER).
    let mut danger = 0;
    // One rank towards the enemy, and back.
    let forward = |b: Bitboard| match color {
        Color::White => b.shift_up(),
        Color::Black => b.shift_down(),
    };
    let backward = |b: Bitboard| match color {
        Color::White => b.shift_down(),
        Color::Black => b.shift_up(),
    };
    let our_king = pos.king_of(color);
    let all_pawns = pos.by_role(Role::Pawn);
    let their_queens = pos.pieces(them, Role::Queen);
    for &(sq, role, reach) in &a.pieces[c][..a.count[c]] {
        let mobility = (reach - us - their_pawn_attacks).count() as usize;
        let table = match role {
            Role::Knight => MOBILITY_KNIGHT,
            Role::Bishop => MOBILITY_BISHOP,
            Role::Rook => MOBILITY_ROOK,
            _ => MOBILITY_QUEEN,
        };
        out.add(table + mobility, sign);
        let near_king = (reach & zone).count() as i32;
        if near_king > 0 {
            attackers += 1;
            out.add(KING_ZONE_ATTACKS + role.index(), sign * near_king);
            danger += near_king * DANGER_ZONE[role.index()];
        }
        let rank = sq.rank().relative(color);
        match role {
            Role::Knight | Role::Bishop => {
                if forward(Bitboard::from_square(sq)).intersects(all_pawns) {
                    out.add(MINOR_BEHIND_PAWN, sign);
                }
                let slot = usize::from(role == Role::Bishop);
                out.add(KING_PROTECTOR + slot, sign * distance(sq, our_king));
                let outpost = outposts.contains(sq);
                if !outpost && role == Role::Knight && (reach & outposts).intersects(!us) {
                    out.add(REACHABLE_OUTPOST, sign);
                }
                if outpost {
                    out.add(
                        if role == Role::Knight {
                            KNIGHT_OUTPOST
                        } else {
                            BISHOP_OUTPOST
                        },
                        sign,
                    );
                }
                if role == Role::Bishop {
                    let colour = if sq.is_light() {
                        Bitboard::LIGHT_SQUARES
                    } else {
                        Bitboard::DARK_SQUARES
                    };
                    out.add(BISHOP_PAWNS, sign * (our_pawns & colour).count() as i32);
                    let through = attacks::bishop_attacks(sq, all_pawns);
                    if (through & CENTRE).count() > 1 {
                        out.add(BISHOP_LONG_DIAGONAL, sign);
                    }
                    if near_king == 0 && through.intersects(zone) {
                        out.add(BISHOP_ON_KING_RING, sign);
                    }
                }
            }
            Role::Rook => {
                let file = Bitboard::file(sq.file());
                if (file & our_pawns).is_empty() {
                    out.add(
                        if (file & their_pawns).is_empty() {
                            ROOK_OPEN_FILE
                        } else {
                            ROOK_SEMI_OPEN_FILE
                        },
                        sign,
                    );
                }
                if rank == Rank::Seventh {
                    out.add(ROOK_SEVENTH, sign);
                }
                if file.intersects(their_queens) {
                    out.add(ROOK_ON_QUEEN_FILE, sign);
                }
                if near_king == 0 && file.intersects(zone) {
                    out.add(ROOK_ON_KING_RING, sign);
                }
                // Shut in beside its own king, on the corner's side.
                let king_file = our_king.file() as usize;
                if mobility <= 3 && (king_file < 4) == ((sq.file() as usize) < king_file) {
                    let slot = usize::from(!pos.castling_rights().has_any(color));
                    out.add(TRAPPED_ROOK + slot, sign);
                }
            }
            Role::Queen if rank >= Rank::Fifth && !chaseable.contains(sq) => {
                out.add(QUEEN_INFILTRATION, sign);
            }
            _ => {}
        }
    }
    if pos.pieces(color, Role::Bishop).count() >= 2 {
        out.add(BISHOP_PAIR, sign);
    }
    out.add(KING_ATTACKERS + attackers.min(7), sign);

    // Safe checks: squares a piece could check from that the enemy does not attack and no
    // piece of our own stands on.
    let safe = !(a.all[t] | us);
    let checks = [
        (Role::Knight, attacks::knight_attacks(their_king)),
        (Role::Bishop, attacks::bishop_attacks(their_king, occupied)),
        (Role::Rook, attacks::rook_attacks(their_king, occupied)),
        (Role::Queen, attacks::queen_attacks(their_king, occupied)),
    ];
    for (role, from) in checks {
        let n = (a.by_role[c][role.index()] & from & safe).count() as i32;
        out.add(SAFE_CHECKS + role.index(), sign * n);
        danger += n.min(2) * DANGER_CHECK[role.index()];
    }
    // Squares next to the enemy king we attack that nothing but their king defends.
    let guarded = a.by_role[t][..Role::King.index()]
        .iter()
        .fold(Bitboard::EMPTY, |b, &r| b | r);
    let weak = (zone & a.all[c] & !guarded).without(their_king);
    danger += 2 * weak.count() as i32;
    let has_queen = pos.pieces(color, Role::Queen).any();
    if attackers >= 2 || has_queen {
        let danger = danger.min(DANGER_MAX);
        let slot = usize::from(!has_queen);
        out.add(KING_DANGER + slot, sign * (danger * danger / 64));
    }

    // Pawn pushes: a pawn of ours that can step forward to a square the enemy pawns do not
    // attack (and that is not attacked or is defended) and would then attack an enemy piece.
    let empty = !occupied;
    let third = Bitboard::rank(color.fold(Rank::Third, Rank::Sixth));
    let once = forward(our_pawns) & empty;
    let twice = forward(once & third) & empty;
    let pushes = (once | twice) & !their_pawn_attacks & (a.all[c] | !a.all[t]);
    let targets = pos.by_color(them) - pos.pieces(them, Role::Pawn) - pos.pieces(them, Role::King);
    out.add(
        THREAT_PAWN_PUSH,
        sign * (pawn_attacks(color, pushes) & targets).count() as i32,
    );

    // Threats against the enemy's pieces.
    let minors = a.by_role[c][Role::Knight.index()] | a.by_role[c][Role::Bishop.index()];
    let rooks = a.by_role[c][Role::Rook.index()];
    for role in [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ] {
        let theirs = pos.pieces(them, role);
        if role != Role::Pawn {
            out.add(
                THREAT_BY_PAWN + role.index(),
                sign * (theirs & our_pawn_attacks).count() as i32,
            );
        }
        out.add(
            THREAT_BY_MINOR + role.index(),
            sign * (theirs & minors).count() as i32,
        );
        out.add(
            THREAT_BY_ROOK + role.index(),
            sign * (theirs & rooks).count() as i32,
        );
    }
    let their_pieces = pos.by_color(them) - pos.pieces(them, Role::King);
    let hanging = their_pieces & a.all[c] & !a.all[t];
    out.add(HANGING, sign * hanging.count() as i32);
    let by_king = their_pieces & a.by_role[c][Role::King.index()] & !a.all[t];
    out.add(THREAT_BY_KING, sign * by_king.count() as i32);
    let strongly_held = their_pawn_attacks | (a.twice[t] & !a.twice[c]);
    let restricted = a.all[t] & a.all[c] & !strongly_held;
    out.add(RESTRICTED, sign * restricted.count() as i32);

    // Squares from which a piece of ours could attack the enemy's only queen next move.
    if let (1, Some(queen)) = (their_queens.count(), their_queens.first()) {
        let safe = !us & !strongly_held;
        let knights = a.by_role[c][Role::Knight.index()] & attacks::knight_attacks(queen);
        out.add(KNIGHT_ON_QUEEN, sign * (knights & safe).count() as i32);
        let sliders = (a.by_role[c][Role::Bishop.index()]
            & attacks::bishop_attacks(queen, occupied))
            | (a.by_role[c][Role::Rook.index()] & attacks::rook_attacks(queen, occupied));
        out.add(
            SLIDER_ON_QUEEN,
            sign * (sliders & safe & a.twice[c]).count() as i32,
        );
    }

    // Pieces alone between the enemy king and our sliders.
    let (_, blockers) = pos.pins_on(them);
    out.add(KING_BLOCKERS, sign * (blockers - us).count() as i32);
    out.add(KING_BLOCKERS + 1, sign * (blockers & us).count() as i32);

    // Attacks on the enemy king's flank, in its camp.
    let flank = KING_FLANK[their_king.file() as usize] & CAMP[t];
    let on_flank = a.all[c] & flank;
    out.add(
        FLANK_ATTACKS,
        sign * (on_flank.count() + (on_flank & a.twice[c]).count()) as i32,
    );

    // Space: safe squares in the centre files on our side, behind our pawns counting twice.
    let area = SPACE_AREA[c] & !their_pawn_attacks & !our_pawns;
    let one = backward(our_pawns);
    let behind = one | backward(one) | backward(backward(one));
    let room = area.count() as i32 + (area & behind).count() as i32;
    out.add(SPACE, sign * room * a.count[c] as i32 / 4);
}

/// Where each side's outposts may be: its fourth to sixth ranks.
const OUTPOST_RANKS: [Bitboard; 2] = [
    Bitboard(0x0000_ffff_ff00_0000),
    Bitboard(0x0000_00ff_ffff_0000),
];

/// Each side's camp: its five nearest ranks.
const CAMP: [Bitboard; 2] = [
    Bitboard(0x0000_00ff_ffff_ffff),
    Bitboard(0xffff_ffff_ff00_0000),
];

/// A king's flank by its file: files a–d for a king on a–c, c–f for one on d or e, e–h
/// for one on f–h.
const KING_FLANK: [Bitboard; 8] = {
    const FILE_A: u64 = 0x0101_0101_0101_0101;
    const QUEEN_SIDE: Bitboard = Bitboard(FILE_A * 0x0f);
    const CENTRE_FILES: Bitboard = Bitboard(FILE_A * 0x3c);
    const KING_SIDE: Bitboard = Bitboard(FILE_A * 0xf0);
    [
        QUEEN_SIDE,
        QUEEN_SIDE,
        QUEEN_SIDE,
        CENTRE_FILES,
        CENTRE_FILES,
        KING_SIDE,
        KING_SIDE,
        KING_SIDE,
    ]
};

/// The four centre squares.
const CENTRE: Bitboard = Bitboard(0x0000_0018_1800_0000);

/// Where each side's space is counted: files c to f, that side's second to fourth ranks.
const SPACE_AREA: [Bitboard; 2] = [
    Bitboard(0x0000_0000_3c3c_3c00),
    Bitboard(0x003c_3c3c_0000_0000),
];

/// The terms of one side's pawns that depend on nothing but where the pawns stand (isolated,
/// doubled, supported, side by side, backward, passed by rank); returns its passed pawns.
fn pawn_structure<F: Features + ?Sized>(
    color: Color,
    our_pawns: Bitboard,
    their_pawns: Bitboard,
    out: &mut F,
) -> Bitboard {
    let sign = if color == Color::White { 1 } else { -1 };
    let our_attacks = pawn_attacks(color, our_pawns);
    let their_pawn_attacks = pawn_attacks(color.other(), their_pawns);
    let forward: i32 = if color == Color::White { 1 } else { -1 };
    let mut passed_pawns = Bitboard::EMPTY;
    for sq in our_pawns {
        let here = Bitboard::from_square(sq);
        let rank = sq.rank().relative(color).index();
        let files_beside = files_beside(sq);
        let in_front = front_of(color, sq);
        if (files_beside & our_pawns).is_empty() {
            out.add(ISOLATED, sign);
        }
        if (in_front & our_pawns).any() {
            out.add(DOUBLED, sign);
        }
        if our_attacks.contains(sq) {
            out.add(SUPPORTED + rank, sign);
        }
        if (beside(here) & our_pawns).any() {
            out.add(PHALANX + rank, sign);
        }
        let Some(stop) = sq.offset(0, forward) else {
            continue;
        };
        // Backward: its advance is covered by an enemy pawn, and no pawn of its own stands
        // beside or behind it on the next files to come and defend it.
        let ahead = in_front_rows(color, sq);
        if their_pawn_attacks.contains(stop)
            && (files_beside & !ahead & our_pawns).is_empty()
            && (files_beside & our_pawns).any()
        {
            out.add(BACKWARD, sign);
        }
        if ((in_front | (files_beside & ahead)) & their_pawns).is_empty() {
            out.add(PASSED + rank, sign);
            passed_pawns |= here;
        }
    }
    passed_pawns
}

/// What depends on the pawns of both sides alone: their structure's features (into `out`) and
/// the passed pawns (returned).
fn both_structures<F: Features + ?Sized>(
    white: Bitboard,
    black: Bitboard,
    out: &mut F,
) -> Bitboard {
    pawn_structure(Color::White, white, black, out)
        | pawn_structure(Color::Black, black, white, out)
}

/// Passed pawns with the pieces around them, and the king's way to the pawns.
fn passed_pawns<F: Features>(
    pos: &Position,
    color: Color,
    sign: i32,
    passed: Bitboard,
    a: &Attacks,
    out: &mut F,
) {
    let them = color.other();
    let our_pawns = pos.pieces(color, Role::Pawn);
    let their_pawns = pos.pieces(them, Role::Pawn);
    let our_king = pos.king_of(color);
    let their_king = pos.king_of(them);
    let occupied = pos.occupied();
    let forward: i32 = if color == Color::White { 1 } else { -1 };
    let ours = passed & our_pawns;
    let enemy_has_pieces = ours.any() && pieces_value(pos, them) > 0;
    for sq in ours {
        let rank = sq.rank().relative(color).index();
        let Some(stop) = sq.offset(0, forward) else {
            continue;
        };
        if !occupied.contains(stop) {
            out.add(PASSED_FREE + rank, sign);
        }
        if !a.all[them.index()].contains(stop) {
            out.add(PASSED_SAFE + rank, sign);
        }
        out.add(PASSED_OWN_KING + rank, sign * distance(our_king, stop));
        out.add(PASSED_ENEMY_KING + rank, sign * distance(their_king, stop));
        if !enemy_has_pieces && (front_of(color, sq) & occupied).is_empty() {
            // The rule of the square: the king cannot reach the promotion square in time.
            let promotion = Square::from_coords(sq.file(), color.fold(Rank::Eighth, Rank::First));
            let mut moves = 7 - rank as i32;
            if rank == 1 {
                moves -= 1; // the double step
            }
            let tempo = i32::from(pos.turn() == them);
            if distance(their_king, promotion) - tempo > moves {
                out.add(PASSED_UNSTOPPABLE, sign);
            }
        }
    }
    let all_pawns = (our_pawns | their_pawns).0;
    if all_pawns != 0 {
        // The king's distance to the nearest pawn: how many king steps the squares it can
        // reach must spread before they meet one.
        let mut reach = Bitboard::from_square(our_king).0;
        let mut nearest = 0;
        while reach & all_pawns == 0 {
            let row = reach | ((reach << 1) & !FILE_A) | ((reach >> 1) & !FILE_H);
            reach = row | (row << 8) | (row >> 8);
            nearest += 1;
        }
        out.add(KING_PAWN_DISTANCE, sign * nearest);
    }
}

/// How much each square of the enemy king's zone a piece attacks adds to the attack's
/// strength, by role (pawn, knight, bishop, rook, queen, king).
const DANGER_ZONE: [i32; 6] = [0, 2, 2, 3, 5, 0];
/// ... and each square it could give a safe check from (at most two a role count).
const DANGER_CHECK: [i32; 6] = [0, 5, 4, 5, 4, 0];
/// The strength counted at most.
const DANGER_MAX: i32 = 64;

/// The king's shelter, and the enemy pawns storming it ([`pawn_storm`]).
fn king<F: Features>(pos: &Position, color: Color, sign: i32, out: &mut F) {
    let king = pos.king_of(color);
    let our_pawns = pos.pieces(color, Role::Pawn);
    pawn_storm(pos, color, sign, out);
    if (Bitboard::file(king.file()) & our_pawns).is_empty() {
        out.add(KING_OPEN_FILE, sign);
    }
    if king.rank().relative(color) > Rank::Second {
        return;
    }
    let forward: i32 = if color == Color::White { 1 } else { -1 };
    for df in -1..=1 {
        let near = king.offset(df, forward);
        let far = king.offset(df, 2 * forward);
        if near.is_none() {
            continue;
        }
        let slot = if near.is_some_and(|q| our_pawns.contains(q)) {
            0
        } else if far.is_some_and(|q| our_pawns.contains(q)) {
            1
        } else {
            2
        };
        out.add(KING_SHIELD + slot, sign);
    }
}

/// The enemy pawns storming the king: on each of its file and the files next to it, the
/// nearest enemy pawn 1 to 4 ranks in front of it, by that distance, free or stuck against one
/// of the king's own pawns.
fn pawn_storm<F: Features>(pos: &Position, color: Color, sign: i32, out: &mut F) {
    let king = pos.king_of(color);
    let rank = king.rank().index() as u32;
    let band = match color {
        Color::White => 0xFFFF_FFFFu64.checked_shl(8 * (rank + 1)).unwrap_or(0),
        Color::Black => (0xFFFF_FFFFu64 << 32)
            .checked_shr(8 * (8 - rank))
            .unwrap_or(0),
    };
    let file = Bitboard(FILE_A << king.file().index());
    let stormers = (file | beside(file)) & Bitboard(band) & pos.pieces(color.other(), Role::Pawn);
    // Most often no enemy pawn is near.
    if stormers.is_empty() {
        return;
    }
    let our_pawns = pos.pieces(color, Role::Pawn);
    let king_rank = king.rank().relative(color).index() as i32;
    for df in -1..=1 {
        let Some(file) = king.offset(df, 0) else {
            continue;
        };
        let on_file = front_of(color, file) & stormers;
        let nearest = match color {
            Color::White => on_file.first(),
            Color::Black => on_file.last(),
        };
        let Some(pawn) = nearest else {
            continue;
        };
        let d = pawn.rank().relative(color).index() as i32 - king_rank;
        let blocked = pawn
            .offset(0, if color == Color::White { -1 } else { 1 })
            .is_some_and(|q| our_pawns.contains(q));
        let block = if blocked {
            PAWN_STORM_BLOCKED
        } else {
            PAWN_STORM
        };
        out.add(block + (d - 1) as usize, sign);
    }
}

/// The count of feature `index` in the position's trace (White's minus Black's), for tests.
#[cfg(test)]
fn count(fen: &str, index: usize) -> i16 {
    let t = trace(&Position::from_fen(fen).unwrap());
    t.features
        .iter()
        .find(|f| f.0 as usize == index)
        .map_or(0, |f| f.1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(fen: &str) -> i32 {
        evaluate(&Position::from_fen(fen).unwrap())
    }

    #[test]
    fn start_position_is_balanced_and_symmetric() {
        let start = eval(crate::rules::START_FEN);
        assert!((0..=40).contains(&start), "{start}");
        let black = eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
        assert_eq!(start, black);
    }

    #[test]
    fn mirrored_positions_evaluate_the_same() {
        for (a, b) in [
            (
                "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
                "rnbqk2r/pppp1ppp/5n2/2b1p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 4 4",
            ),
            (
                "8/5k2/8/2P5/8/8/5K2/8 w - - 0 1",
                "8/5k2/8/8/2p5/8/5K2/8 b - - 0 1",
            ),
            (
                "2r3k1/1p3ppp/p1n1b3/8/3P4/2N1B3/PP3PPP/2R3K1 w - - 0 1",
                "2r3k1/pp3ppp/2n1b3/3p4/8/P1N1B3/1P3PPP/2R3K1 b - - 0 1",
            ),
        ] {
            assert_eq!(eval(a), eval(b), "{a} / {b}");
        }
    }

    /// The same position with the colours swapped and the board turned over.
    fn mirror(fen: &str) -> String {
        let f: Vec<&str> = fen.split(' ').collect();
        let swap = |t: &str| {
            t.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect::<String>()
        };
        let board = swap(&f[0].split('/').rev().collect::<Vec<_>>().join("/"));
        let turn = if f[1] == "w" { "b" } else { "w" };
        let castling = if f[2] == "-" { "-".into() } else { swap(f[2]) };
        let ep = match f[3].as_bytes() {
            [file, b'3'] => format!("{}6", *file as char),
            [file, b'6'] => format!("{}3", *file as char),
            _ => "-".into(),
        };
        format!("{board} {turn} {castling} {ep} {} {}", f[4], f[5])
    }

    /// Every feature counts the same for Black in the mirrored position as for White here.
    #[test]
    fn every_feature_counts_the_same_for_the_other_colour() {
        let sorted = |t: Trace, sign: i16| {
            let mut f: Vec<(u16, i16)> = t
                .features
                .into_iter()
                .filter(|f| f.1 != 0)
                .map(|(i, c)| (i, sign * c))
                .collect();
            f.sort_unstable();
            f
        };
        for fen in [
            crate::rules::START_FEN,
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "r2q1rk1/pp2bppp/2n1pn2/3p4/2PP1B2/2N1PN2/PP3PPP/R2QKB1R w KQ - 1 9",
            "2kr3r/ppq2p2/2n1b1p1/4p2p/4P3/1NP1BQ1P/PP3PP1/R4RK1 b - - 3 17",
            "4rrk1/1b3ppp/p2q4/1p1pN3/3Pn3/P1PB4/2Q2PPP/R4RK1 w - - 0 19",
            "3q4/k7/8/3Q4/8/8/5PPP/6K1 w - - 0 1",
            "rnbqkbnr/ppp2ppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        ] {
            let other = mirror(fen);
            let a = sorted(trace(&Position::from_fen(fen).unwrap()), 1);
            let b = sorted(trace(&Position::from_fen(&other).unwrap()), -1);
            assert_eq!(a, b, "{fen} / {other}");
        }
    }

    #[test]
    fn material_counts() {
        assert!(eval("4k3/8/8/8/8/8/8/3QK3 w - - 0 1") > 800);
        assert!(eval("4k3/8/8/8/8/8/8/3QK3 b - - 0 1") < -800);
        // (The endgame part of the score is scaled when one queen is left on the board.)
        assert!(eval("4k3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1") > 500);
    }

    #[test]
    fn passed_pawns_are_worth_more_when_advanced() {
        let far = eval("4k3/8/8/8/8/8/P7/4K3 w - - 0 1");
        let near = eval("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assert!(near > far + 50, "{near} vs {far}");
    }

    #[test]
    fn lone_minor_piece_is_drawish() {
        assert!(eval("4k3/8/8/8/8/8/8/3NK3 w - - 0 1").abs() < 80);
    }

    /// The engine's packed sum takes its two halves apart exactly, whatever their signs.
    #[test]
    fn the_packed_sum_keeps_both_halves() {
        for (mg, eg) in [
            (0, 0),
            (5, -3),
            (-5, 3),
            (-1, -1),
            (30_000, -30_000),
            (-123_456, 654_321),
        ] {
            let mut sum = Sum(0);
            sum.0 += Sum::pack(Score(mg, eg)) * 3;
            sum.0 -= Sum::pack(Score(1, -2));
            assert_eq!(sum.score(), Score(3 * mg - 1, 3 * eg + 2), "{mg} {eg}");
        }
    }

    #[test]
    fn the_trace_adds_up_to_the_evaluation() {
        for fen in [
            crate::rules::START_FEN,
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            // (A bare king against mating material or a lone pawn is [`bare_king`]'s.)
            "8/5k2/8/2P5/8/6P1/5K2/8 b - - 0 1",
            "4k3/8/8/8/8/8/8/3NK3 w - - 0 1",
            "2b3k1/5ppp/8/8/8/8/5PPP/2B3K1 w - - 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let t = trace(&pos);
            let mut s = Score::default();
            for &(i, c) in &t.features {
                assert_ne!(c, 0);
                s += WEIGHTS[i as usize] * i32::from(c);
            }
            let white = (s.0 * t.phase + s.1 * t.scale / SCALE_FULL * (24 - t.phase)) / 24;
            let stm = if pos.turn() == Color::White {
                white
            } else {
                -white
            };
            assert_eq!(stm, evaluate(&pos), "{fen}");
        }
    }

    #[test]
    fn the_layout_has_no_gaps() {
        let mut next = 0;
        for &(name, start, len) in BLOCKS {
            assert_eq!(start, next, "{name}");
            next += len;
        }
        assert_eq!(next, COUNT);
        assert_eq!(WEIGHTS.len(), COUNT);
    }

    #[test]
    fn backward_pawns() {
        // d3 cannot advance past c5's guard, and c4 and e4 have gone ahead of it.
        let t = trace(&Position::from_fen("4k3/8/8/2p5/2P1P3/3P4/8/4K3 w - - 0 1").unwrap());
        assert!(t.features.contains(&(BACKWARD as u16, 1)), "{t:?}");
        // With e3 beside it, d3 is not backward.
        let t = trace(&Position::from_fen("4k3/8/8/2p5/2P5/3PP3/8/4K3 w - - 0 1").unwrap());
        assert!(!t.features.iter().any(|f| f.0 == BACKWARD as u16), "{t:?}");
    }

    #[test]
    fn endgame_knowledge() {
        // Bishops of opposite colours with a pawn more: scaled towards a draw.
        let ocb = Position::from_fen("2b3k1/5ppp/8/8/8/8/4PPPP/2B3K1 w - - 0 1").unwrap();
        assert!(endgame_scale(&ocb, 100) < SCALE_FULL);
        // A rook against a bishop with no pawns: hardly ever won.
        let rb = Position::from_fen("8/8/4k3/8/3b4/8/2R5/4K3 w - - 0 1").unwrap();
        assert!(endgame_scale(&rb, 100) <= 8);
        let scale = |fen: &str| endgame_scale(&Position::from_fen(fen).unwrap(), 100);
        // A rook ending, a pawn more on one wing, the defender's king by its pawns.
        assert_eq!(scale("r5k1/5pp1/8/8/8/8/5PPP/R5K1 w - - 0 1"), 36);
        // ... with the extra pawn on the other wing, as any three pawns: 36 + 3 × 7.
        assert_eq!(scale("r5k1/5pp1/8/8/8/8/P4PP1/R5K1 w - - 0 1"), 57);
        // One queen on the board: against a knight and a bishop, 37 + 2 × 3.
        assert_eq!(scale("4k3/pp6/8/3nb3/8/8/PPP5/3QK3 w - - 0 1"), 43);
        // Two pawns to win with, all pawns on one wing: 36 + 2 × 7 − 4.
        assert_eq!(scale("4k3/p7/8/8/8/8/PP6/R3K3 w - - 0 1"), 46);
        // Rook pawns with a bishop that cannot cover the corner the defending king holds:
        // drawn, however many; with the right bishop, or the king cut off, not.
        for fen in [
            "k7/8/8/P7/P7/8/8/2B1K3 w - - 0 1",
            "8/k7/P7/8/8/8/8/4K3 w - - 0 1",
        ] {
            assert_eq!(
                endgame_scale(&Position::from_fen(fen).unwrap(), 100),
                0,
                "{fen}"
            );
        }
        assert_eq!(
            endgame_scale(
                &Position::from_fen("k7/8/8/8/7p/7p/3b4/6K1 w - - 0 1").unwrap(),
                -100
            ),
            0
        );
        for fen in [
            "k7/8/8/P7/P7/8/8/3BK3 w - - 0 1",
            "8/8/2k5/P7/P7/8/8/2B1K3 w - - 0 1",
            "k7/8/8/P7/1P6/8/8/2B1K3 w - - 0 1",
            "k7/8/8/P7/8/8/8/2N1K3 w - - 0 1",
        ] {
            assert!(
                endgame_scale(&Position::from_fen(fen).unwrap(), 100) > 0,
                "{fen}"
            );
        }
        // A rook against a bare king: the full score, no pawns needed.
        assert_eq!(scale("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), SCALE_FULL);
        // Eight pawns on both wings: the full score.
        assert_eq!(
            scale("r3k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3 w - - 0 1"),
            SCALE_FULL
        );
        // A king and pawn the enemy king cannot catch.
        let mut t = trace(&Position::from_fen("8/8/8/1P6/8/8/6k1/K7 w - - 0 1").unwrap());
        assert!(
            t.features.contains(&(PASSED_UNSTOPPABLE as u16, 1)),
            "{t:?}"
        );
        t = trace(&Position::from_fen("8/3k4/8/1P6/8/8/8/K7 w - - 0 1").unwrap());
        assert!(!t.features.iter().any(|f| f.0 == PASSED_UNSTOPPABLE as u16));
    }

    #[test]
    fn king_danger_grows_faster_than_the_attack() {
        // White's queen, rook and knight bear on the black king; Black attacks nothing.
        let three = "6k1/5ppp/8/6N1/8/8/5PPP/3QR1K1 w - - 0 1";
        let one = "6k1/5ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1";
        let (big, small) = (count(three, KING_DANGER), count(one, KING_DANGER));
        assert!(big > 0 && big > 2 * small, "{big} vs {small}");
        // Without a queen the second weight counts it.
        assert!(count("6k1/4Rppp/8/6N1/8/8/5PPP/6K1 b - - 0 1", KING_DANGER + 1) > 0);
        // Mirrored, it counts for Black.
        let mirrored = "3qr1k1/5ppp/8/8/6n1/8/5PPP/6K1 b - - 0 1";
        assert_eq!(count(mirrored, KING_DANGER), -big);
    }

    #[test]
    fn pawn_storms_by_distance() {
        // A black pawn on g4, three ranks in front of the white king on g1.
        assert_eq!(
            count("6k1/8/8/8/6p1/8/5PPP/6K1 w - - 0 1", PAWN_STORM + 2),
            1
        );
        // On g3, stuck in front of g2: a blocked storm two ranks away.
        let stuck = "6k1/8/8/8/8/6p1/5PPP/6K1 w - - 0 1";
        assert_eq!(count(stuck, PAWN_STORM_BLOCKED + 1), 1);
        assert_eq!(count(stuck, PAWN_STORM + 1), 0);
        // Right in front of the king it is one rank away; five ranks away is no storm.
        assert_eq!(count("6k1/8/8/8/8/8/6Pp/7K w - - 0 1", PAWN_STORM), 1);
        for d in 0..4 {
            assert_eq!(count("6k1/8/7p/8/8/8/8/7K w - - 0 1", PAWN_STORM + d), 0);
        }
        // The same for Black's king.
        assert_eq!(
            count("6k1/5ppp/8/6P1/8/8/8/6K1 w - - 0 1", PAWN_STORM + 2),
            -1
        );
    }

    #[test]
    fn space_behind_the_pawns() {
        // White's d4 and e4: ten free squares of c2–f4, four of them behind the pawns (d2,
        // d3, e2, e3) counting twice, × one rook / 4 = 3; Black has no piece to use its room.
        assert_eq!(count("4k3/8/8/8/3PP3/8/8/R3K3 w - - 0 1", SPACE), 3);
        // At the start both sides have the same room.
        assert_eq!(count(crate::rules::START_FEN, SPACE), 0);
    }

    #[test]
    fn minor_pieces_near_pawns_and_their_king() {
        // A knight behind a pawn (either side's); Black's knight on d6 behind d5.
        assert_eq!(
            count("4k3/8/8/8/4p3/4N3/8/4K3 w - - 0 1", MINOR_BEHIND_PAWN),
            1
        );
        assert_eq!(
            count("4k3/8/3n4/3P4/8/8/8/4K3 w - - 0 1", MINOR_BEHIND_PAWN),
            -1
        );
        assert_eq!(
            count("4k3/8/8/8/8/4N3/4p3/4K3 w - - 0 1", MINOR_BEHIND_PAWN),
            0
        );
        // The knight on a1 is four squares from its king, the bishop on h1 three.
        assert_eq!(count("4k3/8/8/8/8/8/8/N3K2B w - - 0 1", KING_PROTECTOR), 4);
        assert_eq!(
            count("4k3/8/8/8/8/8/8/N3K2B w - - 0 1", KING_PROTECTOR + 1),
            3
        );
    }

    #[test]
    fn the_king_threatens_what_nothing_defends() {
        assert_eq!(count("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1", THREAT_BY_KING), 1);
        // The pawn on e3 defends the knight.
        assert_eq!(
            count("4k3/8/8/8/8/4p3/3n4/4K3 w - - 0 1", THREAT_BY_KING),
            0
        );
    }

    #[test]
    fn restricted_squares() {
        // With no pawns and nothing attacked twice, every square both sides reach restricts
        // both: equal.
        assert_eq!(count("7k/8/8/8/8/8/8/6RK w - - 0 1", RESTRICTED), 0);
        // White's rook reaches g7 (Black's pawn), which Black's rook and king both hold:
        // held twice, it restricts nothing of Black's, while Black's hold on it restricts
        // White's rook.
        assert_eq!(count("6rk/6p1/8/8/8/8/8/6RK w - - 0 1", RESTRICTED), -1);
    }

    #[test]
    fn rooks_and_bishops_on_good_lines() {
        assert_eq!(
            count("3qk3/8/8/8/8/8/8/3RK3 w - - 0 1", ROOK_ON_QUEEN_FILE),
            1
        );
        assert_eq!(
            count("3qk3/8/8/8/8/8/8/2R1K3 w - - 0 1", ROOK_ON_QUEEN_FILE),
            0
        );
        // The bishop on b2 sees d4 and e5; a pawn on c3 blocks it, a knight does not.
        assert_eq!(
            count("4k3/8/8/8/8/8/1B6/4K3 w - - 0 1", BISHOP_LONG_DIAGONAL),
            1
        );
        assert_eq!(
            count("4k3/8/8/8/8/2P5/1B6/4K3 w - - 0 1", BISHOP_LONG_DIAGONAL),
            0
        );
        assert_eq!(
            count("4k3/8/8/8/8/2N5/1B6/4K3 w - - 0 1", BISHOP_LONG_DIAGONAL),
            1
        );
    }

    #[test]
    fn rooks_shut_in_by_their_own_king() {
        // The rook on h1 beside the king on f1 has one square: trapped, with no castling.
        assert_eq!(
            count("4k3/8/8/8/8/8/6PP/5K1R w - - 0 1", TRAPPED_ROOK + 1),
            1
        );
        // While the king may castle it counts in the first slot.
        let castling = "4k3/8/8/8/8/8/5PPP/4K2R w K - 0 1";
        assert_eq!(count(castling, TRAPPED_ROOK), 1);
        assert_eq!(count(castling, TRAPPED_ROOK + 1), 0);
        // Free to move, or on the king's other side, it is not trapped.
        assert_eq!(count("4k3/8/8/8/8/8/8/5K1R w - - 0 1", TRAPPED_ROOK + 1), 0);
        assert_eq!(
            count("4k3/8/8/8/8/8/PP6/R5K1 w - - 0 1", TRAPPED_ROOK + 1),
            0
        );
        // Mirrored, it counts for Black.
        assert_eq!(
            count("5k1r/6pp/8/8/8/8/8/4K3 w - - 0 1", TRAPPED_ROOK + 1),
            -1
        );
    }

    #[test]
    fn pieces_aimed_at_the_king_zone() {
        // The rook on f2 is on a file through g8's zone, but f6 stops it short of the zone.
        assert_eq!(
            count("6k1/8/5p2/8/8/8/5R2/6K1 w - - 0 1", ROOK_ON_KING_RING),
            1
        );
        // Attacking the zone already, it counts as an attack, not here.
        assert_eq!(
            count("6k1/8/8/8/8/8/5R2/6K1 w - - 0 1", ROOK_ON_KING_RING),
            0
        );
        // The bishop on b2 looks through the knight on e5 to g7; a pawn there blocks it.
        assert_eq!(
            count("6k1/8/8/4n3/8/8/1B6/6K1 w - - 0 1", BISHOP_ON_KING_RING),
            1
        );
        assert_eq!(
            count("6k1/8/8/4p3/8/8/1B6/6K1 w - - 0 1", BISHOP_ON_KING_RING),
            0
        );
        // The rook on h3 attacks h4 to h8: five squares of g8's flank in Black's camp.
        assert_eq!(count("6k1/8/8/8/8/7R/8/6K1 w - - 0 1", FLANK_ATTACKS), 5);
        assert_eq!(count(crate::rules::START_FEN, FLANK_ATTACKS), 0);
    }

    #[test]
    fn pieces_between_a_king_and_a_slider() {
        // Black's knight on e5 stands alone between its king on e8 and White's rook on e1:
        // pinned. A white knight there waits to give a discovered check.
        assert_eq!(count("4k3/8/8/4n3/8/8/8/4R1K1 w - - 0 1", KING_BLOCKERS), 1);
        assert_eq!(
            count("4k3/8/8/4N3/8/8/8/4R1K1 w - - 0 1", KING_BLOCKERS + 1),
            1
        );
        // Two pieces between: neither counts.
        assert_eq!(
            count("4k3/4p3/8/4n3/8/8/8/4R1K1 w - - 0 1", KING_BLOCKERS),
            0
        );
    }

    #[test]
    fn threats_to_come() {
        // The knight on c2 can go to b4 or d4, each attacking the queen on c6 in safety.
        assert_eq!(
            count("4k3/8/2q5/8/8/8/2N5/4K3 w - - 0 1", KNIGHT_ON_QUEEN),
            2
        );
        // a6 is reached by the rook and the knight: a rook there attacks the queen. c1 is
        // reached by the rook alone and does not count.
        assert_eq!(
            count("4k3/8/2q5/8/1N6/8/8/R3K3 w - - 0 1", SLIDER_ON_QUEEN),
            1
        );
        // The knight on c3 can go to d5, which e4 holds and no black pawn can chase; with a
        // pawn on c6 it could be chased.
        assert_eq!(
            count("4k3/8/8/8/4P3/2N5/8/4K3 w - - 0 1", REACHABLE_OUTPOST),
            1
        );
        assert_eq!(
            count("4k3/8/2p5/8/4P3/2N5/8/4K3 w - - 0 1", REACHABLE_OUTPOST),
            0
        );
        // A queen on d6 no black pawn can reach; the pawn on e7 can.
        assert_eq!(
            count("4k3/8/3Q4/8/8/8/8/4K3 w - - 0 1", QUEEN_INFILTRATION),
            1
        );
        assert_eq!(
            count("4k3/4p3/3Q4/8/8/8/8/4K3 w - - 0 1", QUEEN_INFILTRATION),
            0
        );
    }

    #[test]
    fn a_pawn_push_that_would_attack_a_piece() {
        // e4-e5 would attack the knight on d6; with a black pawn on f6 guarding e5 it would not.
        assert_eq!(
            count("4k3/8/3n4/8/4P3/8/8/4K3 w - - 0 1", THREAT_PAWN_PUSH),
            1
        );
        assert_eq!(
            count("4k3/8/3n1p2/8/4P3/8/8/4K3 w - - 0 1", THREAT_PAWN_PUSH),
            0
        );
        // The double step counts too (e2-e4 attacks d5), but not onto a square the piece
        // itself attacks.
        assert_eq!(
            count("4k3/8/8/3n4/8/8/4P3/4K3 w - - 0 1", THREAT_PAWN_PUSH),
            1
        );
        assert_eq!(
            count("4k3/8/8/3b4/8/8/4P3/4K3 w - - 0 1", THREAT_PAWN_PUSH),
            0
        );
        // Black's pushes count against White.
        assert_eq!(
            count("4k3/4p3/8/8/3N4/8/8/4K3 b - - 0 1", THREAT_PAWN_PUSH),
            -1
        );
    }
}
