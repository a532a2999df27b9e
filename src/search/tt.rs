//! The transposition table: a fixed-size hash table of searched positions (best move, score,
//! depth, bound, and whether the position was ever on a principal variation), in buckets of
//! five entries — one cache line each — with depth-and-age replacement.

use crate::rules::Move;

/// What kind of bound a stored score is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score is at most this (no move reached alpha).
    Upper = 1,
    /// The true score is at least this (a move reached beta).
    Lower = 2,
    /// The exact score.
    Exact = 3,
}

impl Bound {
    /// What a search's best score says, given the window (`alpha`, `beta`) it searched in.
    pub fn of(best: i32, alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// One stored position.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    /// The upper 32 bits of the Zobrist key (the lower bits chose the bucket).
    key: u32,
    mv: u16,
    score: i16,
    eval: i16,
    /// Depth (7 bits) and whether the position was ever in a principal variation (top bit).
    depth_pv: u8,
    /// Generation (6 bits) and bound (2 bits).
    gen_bound: u8,
}

/// What a probe found.
#[derive(Clone, Copy, Debug)]
pub struct Hit {
    pub mv: Option<Move>,
    pub score: i32,
    pub eval: i32,
    pub depth: i32,
    pub bound: Bound,
    /// The position has been in a principal variation (its own search or an earlier one).
    pub pv: bool,
}

const BUCKET: usize = 5;

/// The bit of `depth_pv` that marks a principal-variation position (depths stay below 128).
const PV_BIT: u8 = 0x80;

impl Entry {
    /// The searched depth, without the principal-variation mark.
    fn depth(&self) -> i32 {
        i32::from(self.depth_pv & !PV_BIT)
    }
}

/// Five 12-byte entries in one 64-byte cache line: a probe touches one line, never two.
#[derive(Clone, Copy, Default)]
#[repr(C, align(64))]
struct Bucket([Entry; BUCKET]);

pub struct TranspositionTable {
    entries: Vec<Bucket>,
    generation: u8,
}

/// Scores within this distance of mate are mate scores.
pub const MATE: i32 = 32_000;
pub const MATE_BOUND: i32 = MATE - 1000;

/// Mate scores are stored relative to the node, not the root.
#[inline]
fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

#[inline]
fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

impl TranspositionTable {
    /// A table of about `mb` megabytes (at least one bucket).
    pub fn new(mb: usize) -> TranspositionTable {
        let buckets = (mb.max(1) * 1024 * 1024 / std::mem::size_of::<Bucket>()).max(1);
        TranspositionTable {
            entries: vec![Bucket::default(); buckets],
            generation: 0,
        }
    }

    pub fn clear(&mut self) {
        self.entries.fill(Bucket::default());
        self.generation = 0;
    }

    /// Starts a new search: older entries become easier to replace.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        ((u128::from(key as u32) * self.entries.len() as u128) >> 32) as usize
    }

    /// Asks the processor to start loading the bucket of `key`, so that the probe a moment
    /// later finds it in the cache (the search calls it as soon as a move is made). Only a
    /// hint: it changes no result, and does nothing where the target has no such instruction.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let bucket: *const Bucket = &self.entries[self.index(key)];
            // SAFETY: SSE is part of every x86_64 processor, and a prefetch only hints: it
            // reads nothing the program sees and cannot fault, whatever the address.
            #[allow(unsafe_code)]
            unsafe {
                _mm_prefetch::<_MM_HINT_T0>(bucket.cast());
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    pub fn probe(&self, key: u64, ply: usize) -> Option<Hit> {
        let tag = (key >> 32) as u32;
        let bucket = &self.entries[self.index(key)].0;
        bucket
            .iter()
            .find(|e| e.key == tag && e.gen_bound & 3 != 0)
            .map(|e| Hit {
                mv: Move::from_bits(e.mv),
                score: from_tt(i32::from(e.score), ply),
                eval: i32::from(e.eval),
                depth: e.depth(),
                pv: e.depth_pv & PV_BIT != 0,
                bound: match e.gen_bound & 3 {
                    1 => Bound::Upper,
                    2 => Bound::Lower,
                    _ => Bound::Exact,
                },
            })
    }

    #[allow(clippy::too_many_arguments)]
    pub fn store(
        &mut self,
        key: u64,
        ply: usize,
        mv: Option<Move>,
        score: i32,
        eval: i32,
        depth: i32,
        bound: Bound,
        pv: bool,
    ) {
        let tag = (key >> 32) as u32;
        let generation = self.generation;
        let index = self.index(key);
        let bucket = &mut self.entries[index].0;
        // Same position: reuse its slot. Otherwise replace the shallowest, oldest entry.
        let slot = match bucket.iter().position(|e| e.key == tag) {
            Some(i) => i,
            None => {
                let worth = |e: &Entry| {
                    let age = (generation.wrapping_sub(e.gen_bound >> 2)) & 63;
                    e.depth() - 8 * i32::from(age)
                };
                (0..BUCKET).min_by_key(|&i| worth(&bucket[i])).unwrap_or(0)
            }
        };
        let e = &mut bucket[slot];
        if e.key == tag && bound != Bound::Exact && depth + 2 < e.depth() {
            return;
        }
        let old_move = if e.key == tag { e.mv } else { 0 };
        *e = Entry {
            key: tag,
            mv: mv.map_or(old_move, |m| m.bits()),
            score: to_tt(score, ply).clamp(-MATE, MATE) as i16,
            eval: eval.clamp(-MATE, MATE) as i16,
            depth_pv: depth.clamp(0, 127) as u8 | if pv { PV_BIT } else { 0 },
            gen_bound: generation << 2 | bound as u8,
        };
    }

    /// Permille of the entries in the first 250 buckets used in this search (UCI `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let n = self.entries.len().min(250);
        let used: usize = self.entries[..n]
            .iter()
            .flat_map(|b| b.0.iter())
            .filter(|e| e.gen_bound & 3 != 0 && e.gen_bound >> 2 == self.generation)
            .count();
        (used * 1000 / (n * BUCKET).max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Square;

    #[test]
    fn stores_and_finds_and_adjusts_mate_scores() {
        let mut tt = TranspositionTable::new(1);
        let mv = Move::normal(Square::E1, Square::E8);
        tt.store(
            0xdead_beef_1234_5678,
            3,
            Some(mv),
            MATE - 10,
            5,
            7,
            Bound::Exact,
            true,
        );
        let hit = tt.probe(0xdead_beef_1234_5678, 3).unwrap();
        assert_eq!(hit.mv, Some(mv));
        assert_eq!(hit.score, MATE - 10);
        assert_eq!(hit.depth, 7);
        assert_eq!(hit.bound, Bound::Exact);
        assert!(hit.pv);
        // Seen from two plies further from the root, the mate is two plies further away.
        assert_eq!(tt.probe(0xdead_beef_1234_5678, 5).unwrap().score, MATE - 12);
        assert!(tt.probe(0x1111_2222_3333_4444, 0).is_none());
        tt.clear();
        assert!(tt.probe(0xdead_beef_1234_5678, 3).is_none());
    }

    #[test]
    fn the_pv_mark_and_the_depth_share_a_byte_without_mixing() {
        let mut tt = TranspositionTable::new(1);
        tt.store(42 << 32, 0, None, 0, 0, 127, Bound::Lower, false);
        let hit = tt.probe(42 << 32, 0).unwrap();
        assert_eq!((hit.depth, hit.pv), (127, false));
        // Deeper than the byte holds: clamped, and the mark stays its own bit.
        tt.store(43 << 32, 0, None, 0, 0, 200, Bound::Upper, true);
        let hit = tt.probe(43 << 32, 0).unwrap();
        assert_eq!((hit.depth, hit.pv, hit.bound), (127, true, Bound::Upper));
        tt.store(44 << 32, 0, None, 0, 0, 0, Bound::Exact, true);
        let hit = tt.probe(44 << 32, 0).unwrap();
        assert_eq!((hit.depth, hit.pv), (0, true));
    }

    #[test]
    fn buckets_keep_the_deeper_entries() {
        let mut tt = TranspositionTable::new(1);
        let n = tt.entries.len() as u64;
        // Keys that land in the same bucket: equal low 32 bits scaled, different tags.
        let keys: Vec<u64> = (1..=6u64).map(|t| t << 32 | 7).collect();
        for (i, &k) in keys.iter().enumerate() {
            tt.store(k, 0, None, i as i32, 0, 10 + i as i32, Bound::Lower, false);
        }
        let found = keys.iter().filter(|&&k| tt.probe(k, 0).is_some()).count();
        assert_eq!(found, BUCKET);
        assert_eq!(
            std::mem::size_of::<Bucket>(),
            64,
            "a bucket is one cache line"
        );
        assert!(tt.probe(keys[5], 0).is_some(), "the deepest entry stays");
        assert!(n > 1000);
    }
}
