//! A direct-mapped memo: a fixed number of entries, the top bits of a hash choosing one, and
//! a newcomer replacing whatever was there. The evaluation keeps two, one per thread (pawn
//! structures in [`super::pawn_cache`], whole evaluations in [`super::eval_cache`]); what they
//! hold depends only on the position, so they change how fast the evaluation answers, never
//! what it says.

/// `1 << BITS` entries of type `E`, allocated on first use (a thread that never evaluates
/// pays nothing) and filled with `empty`, an entry that must never answer a lookup.
pub struct Memo<E, const BITS: u32> {
    entries: Vec<E>,
    empty: E,
}

impl<E: Copy, const BITS: u32> Memo<E, BITS> {
    pub const fn new(empty: E) -> Self {
        Memo {
            entries: Vec::new(),
            empty,
        }
    }

    /// The entry for `hash` when `holds` says it is the one wanted; otherwise `compute`'s,
    /// which takes its place.
    #[inline]
    pub fn get_or_fill(
        &mut self,
        hash: u64,
        holds: impl FnOnce(&E) -> bool,
        compute: impl FnOnce() -> E,
    ) -> E {
        if self.entries.is_empty() {
            self.entries.resize(1 << BITS, self.empty);
        }
        let entry = &mut self.entries[(hash >> (64 - BITS)) as usize];
        if !holds(entry) {
            *entry = compute();
        }
        *entry
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Entries are (key, value); key 0 marks an empty one.
    fn lookup(memo: &mut Memo<(u64, i32), 4>, key: u64, value: i32, calls: &mut u32) -> i32 {
        memo.get_or_fill(
            key,
            |e| e.0 == key,
            || {
                *calls += 1;
                (key, value)
            },
        )
        .1
    }

    /// A hash it holds is answered without computing; another hash on the same entry (same
    /// top bits) is computed afresh and replaces it; one on another entry leaves it alone.
    #[test]
    fn answers_what_it_holds_and_replaces_on_a_clash() {
        let mut memo = Memo::<(u64, i32), 4>::new((0, 0));
        let mut calls = 0;
        let key = 0x3000_0000_0000_0001;
        assert_eq!(lookup(&mut memo, key, 7, &mut calls), 7);
        assert_eq!(lookup(&mut memo, key, 99, &mut calls), 7);
        assert_eq!(calls, 1);
        let elsewhere = 0x5000_0000_0000_0001;
        assert_eq!(lookup(&mut memo, elsewhere, 8, &mut calls), 8);
        assert_eq!(lookup(&mut memo, key, 99, &mut calls), 7, "another entry");
        let clash = key ^ 1;
        assert_eq!(lookup(&mut memo, clash, 9, &mut calls), 9);
        assert_eq!(lookup(&mut memo, key, 10, &mut calls), 10, "replaced");
        assert_eq!(calls, 4);
    }

    /// Every entry starts as the empty one, and the memo allocates only when first asked.
    #[test]
    fn starts_empty_and_allocates_on_first_use() {
        let mut memo = Memo::<(u64, i32), 4>::new((0, -1));
        assert!(memo.entries.is_empty());
        let mut seen = None;
        memo.get_or_fill(
            u64::MAX,
            |e| {
                seen = Some(*e);
                false
            },
            || (1, 1),
        );
        assert_eq!(seen, Some((0, -1)));
        assert_eq!(memo.entries.len(), 16);
    }
}
