//! Attack tables: which squares each piece attacks from each square.
//!
//! Knight, king and pawn tables are built by `const fn` at compile time. Rook and bishop
//! attacks use magic bitboards: `build.rs` finds the magic numbers (a few hundred bytes of
//! constants), and the attack table they index (about 860 KB) is filled in at first use, with
//! the `between`/`line` tables (64 KB), in a few milliseconds — shipping them in every wasm
//! file would cost the web app about 45 KiB gzipped each.

use super::bitboard::Bitboard;
use super::types::{Color, Piece, Role, Square};

struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

include!(concat!(env!("OUT_DIR"), "/magics.rs"));

const fn step_table(steps: &[(i32, i32)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < steps.len() {
            if let Some(to) = Square::new(sq).offset(steps[i].0, steps[i].1) {
                table[sq as usize] |= 1 << to.index();
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const KNIGHT_ATTACKS: [u64; 64] = step_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
const KING_ATTACKS: [u64; 64] = step_table(&[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);
const PAWN_ATTACKS: [[u64; 64]; 2] = [
    step_table(&[(-1, 1), (1, 1)]),
    step_table(&[(-1, -1), (1, -1)]),
];

const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// The tables made at first use.
struct Tables {
    /// Every magic's attack sets, at the magic's offset (a fixed length, so that indexing
    /// checks against a constant).
    slider: Box<[u64; SLIDER_TABLE_LEN]>,
    /// [a][b]: the squares strictly between a and b on a common line.
    between: Box<[[u64; 64]; 64]>,
    /// [a][b]: the whole line through a and b.
    line: Box<[[u64; 64]; 64]>,
}

static TABLES: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();

#[inline(always)]
fn tables() -> &'static Tables {
    TABLES.get_or_init(Tables::build)
}

impl Tables {
    fn build() -> Tables {
        let mut slider: Box<[u64; SLIDER_TABLE_LEN]> = vec![0u64; SLIDER_TABLE_LEN]
            .into_boxed_slice()
            .try_into()
            .expect("the length is SLIDER_TABLE_LEN");
        for (magics, dirs) in [
            (&ROOK_MAGICS, &DIRECTIONS[..4]),
            (&BISHOP_MAGICS, &DIRECTIONS[4..]),
        ] {
            for (sq, m) in magics.iter().enumerate() {
                // Every subset of the relevant squares (carry-rippler).
                let mut subset = 0u64;
                loop {
                    let index = (subset.wrapping_mul(m.magic) >> m.shift) as usize;
                    slider[m.offset + index] = ray_walk(sq as u32, subset, dirs);
                    subset = subset.wrapping_sub(m.mask) & m.mask;
                    if subset == 0 {
                        break;
                    }
                }
            }
        }
        let mut between = Box::new([[0u64; 64]; 64]);
        let mut line = Box::new([[0u64; 64]; 64]);
        ray_tables(&mut between, &mut line);
        Tables {
            slider,
            between,
            line,
        }
    }
}

/// Slider attacks from `sq` along `dirs`, stopping at (and including) the first occupied
/// square.
fn ray_walk(sq: u32, occupied: u64, dirs: &[(i32, i32)]) -> u64 {
    let mut attacks = 0;
    for &(df, dr) in dirs {
        let mut s = Square::new(sq).offset(df, dr);
        while let Some(t) = s {
            attacks |= 1 << t.index();
            if occupied & (1 << t.index()) != 0 {
                break;
            }
            s = t.offset(df, dr);
        }
    }
    attacks
}

/// Fills `between` and `line` for every pair of squares on a common rank, file or diagonal.
fn ray_tables(between: &mut [[u64; 64]; 64], line: &mut [[u64; 64]; 64]) {
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = DIRECTIONS[d];
            // The full line through `a` in this direction, both ways.
            let mut full = 1u64 << a;
            let mut s = Square::new(a).offset(df, dr);
            while let Some(sq) = s {
                full |= 1 << sq.index();
                s = sq.offset(df, dr);
            }
            s = Square::new(a).offset(-df, -dr);
            while let Some(sq) = s {
                full |= 1 << sq.index();
                s = sq.offset(-df, -dr);
            }
            // Walk away from `a`, recording the squares passed so far.
            let mut passed = 0u64;
            s = Square::new(a).offset(df, dr);
            while let Some(b) = s {
                between[a as usize][b.index()] = passed;
                line[a as usize][b.index()] = full;
                passed |= 1 << b.index();
                s = b.offset(df, dr);
            }
            d += 1;
        }
        a += 1;
    }
}

const fn slide_table(first: usize) -> [u64; 64] {
    let mut t = [0u64; 64];
    let mut a = 0;
    while a < 64 {
        let mut d = first;
        while d < first + 4 {
            let (df, dr) = DIRECTIONS[d];
            let mut s = Square::new(a).offset(df, dr);
            while let Some(sq) = s {
                t[a as usize] |= 1 << sq.index();
                s = sq.offset(df, dr);
            }
            d += 1;
        }
        a += 1;
    }
    t
}
static ROOK_RAYS: [u64; 64] = slide_table(0);
static BISHOP_RAYS: [u64; 64] = slide_table(4);

/// Rook attacks on an empty board.
#[inline]
pub fn rook_rays(sq: Square) -> Bitboard {
    Bitboard(ROOK_RAYS[sq.index()])
}

/// Bishop attacks on an empty board.
#[inline]
pub fn bishop_rays(sq: Square) -> Bitboard {
    Bitboard(BISHOP_RAYS[sq.index()])
}

#[inline]
fn magic_lookup(m: &Magic, occupied: Bitboard) -> Bitboard {
    let index = ((occupied.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
    Bitboard(tables().slider[m.offset + index])
}

#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    magic_lookup(&ROOK_MAGICS[sq.index()], occupied)
}

#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    magic_lookup(&BISHOP_MAGICS[sq.index()], occupied)
}

#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT_ATTACKS[sq.index()])
}

#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING_ATTACKS[sq.index()])
}

/// The squares a pawn of `color` on `sq` attacks (diagonally forward).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN_ATTACKS[color.index()][sq.index()])
}

/// The squares strictly between `a` and `b` if they share a line, else empty.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(tables().between[a.index()][b.index()])
}

/// The whole rank, file or diagonal through `a` and `b` (edge to edge), else empty.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(tables().line[a.index()][b.index()])
}

/// Whether `a`, `b` and `c` lie on one line.
#[inline]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

/// The squares `piece` on `sq` attacks, given the occupied squares.
#[inline]
pub fn attacks(piece: Piece, sq: Square, occupied: Bitboard) -> Bitboard {
    match piece.role {
        Role::Pawn => pawn_attacks(piece.color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Queen => queen_attacks(sq, occupied),
        Role::King => king_attacks(sq),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Slow reference: walk each ray square by square.
    fn walk(sq: Square, occupied: Bitboard, dirs: &[(i32, i32)]) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for &(df, dr) in dirs {
            let mut s = sq.offset(df, dr);
            while let Some(t) = s {
                out = out.with(t);
                if occupied.contains(t) {
                    break;
                }
                s = t.offset(df, dr);
            }
        }
        out
    }

    /// Every subset of every square's relevant mask, plus random full-board occupancies.
    #[test]
    fn slider_tables_match_ray_walking_exhaustively() {
        for sq in Square::all() {
            for (m, dirs, f) in [
                (
                    &ROOK_MAGICS[sq.index()],
                    &DIRECTIONS[..4],
                    rook_attacks as fn(Square, Bitboard) -> Bitboard,
                ),
                (&BISHOP_MAGICS[sq.index()], &DIRECTIONS[4..], bishop_attacks),
            ] {
                let mut subset = 0u64;
                loop {
                    assert_eq!(f(sq, Bitboard(subset)), walk(sq, Bitboard(subset), dirs));
                    subset = subset.wrapping_sub(m.mask) & m.mask;
                    if subset == 0 {
                        break;
                    }
                }
            }
        }
        let mut x = 0x1234_5678_9abc_def1u64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let occ = Bitboard(x & x.rotate_left(23));
            let sq = Square::new((x >> 58) as u32);
            assert_eq!(rook_attacks(sq, occ), walk(sq, occ, &DIRECTIONS[..4]));
            assert_eq!(bishop_attacks(sq, occ), walk(sq, occ, &DIRECTIONS[4..]));
        }
    }

    #[test]
    fn leaper_tables() {
        assert_eq!(knight_attacks(Square::A1).count(), 2);
        assert_eq!(knight_attacks(Square::new(27)).count(), 8);
        assert_eq!(king_attacks(Square::A1).count(), 3);
        assert_eq!(king_attacks(Square::E1).count(), 5);
        let e4 = Square::parse("e4").unwrap();
        let w: Vec<String> = pawn_attacks(Color::White, e4)
            .into_iter()
            .map(|s| s.to_string())
            .collect();
        let b: Vec<String> = pawn_attacks(Color::Black, e4)
            .into_iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(w, ["d5", "f5"]);
        assert_eq!(b, ["d3", "f3"]);
        assert!(pawn_attacks(Color::White, Square::H8).is_empty());
    }

    #[test]
    fn between_and_line() {
        let sq = |s| Square::parse(s).unwrap();
        let names = |b: Bitboard| b.into_iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(names(between(sq("a1"), sq("d4"))), ["b2", "c3"]);
        assert_eq!(names(between(sq("d4"), sq("a1"))), ["b2", "c3"]);
        assert!(between(sq("a1"), sq("b3")).is_empty());
        assert!(between(sq("a1"), sq("a2")).is_empty());
        assert_eq!(line(sq("a1"), sq("c3")).count(), 8);
        assert!(line(sq("a1"), sq("b3")).is_empty());
        assert!(aligned(sq("e1"), sq("e4"), sq("e8")));
        assert!(!aligned(sq("e1"), sq("e4"), sq("d8")));
    }
}
