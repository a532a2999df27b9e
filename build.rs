//! Build script: finds magic multipliers for rook and bishop attacks and writes them into
//! `OUT_DIR` as `magics.rs` (per-square mask, magic, shift and offset as Rust constants, and
//! the table length). The attack table itself is filled in at run time from these
//! (`src/rules/attacks.rs`), which keeps it out of the binaries. The search for magics is
//! deterministic (fixed seed), so every build produces the same constants.
//!
//! It also turns the translation tables (`src/ui/i18n/*.txt`) into `messages.rs`, a function
//! per message (`build/messages.rs`), refusing a table with a missing language or mismatched
//! placeholders.

#[path = "build/messages.rs"]
mod messages;

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn on_board(f: i32, r: i32) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

/// Attacks from `sq` along `dirs`, stopping at (and including) the first occupied square.
fn ray_attacks(sq: usize, occupied: u64, dirs: &[(i32, i32)]) -> u64 {
    let mut attacks = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((sq % 8) as i32 + df, (sq / 8) as i32 + dr);
        while on_board(f, r) {
            let bit = 1u64 << (r * 8 + f);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    attacks
}

/// The squares whose occupancy matters for a slider on `sq`: the rays without their last square.
fn relevant_mask(sq: usize, dirs: &[(i32, i32)]) -> u64 {
    let mut mask = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((sq % 8) as i32 + df, (sq / 8) as i32 + dr);
        while on_board(f + df, r + dr) {
            mask |= 1u64 << (r * 8 + f);
            f += df;
            r += dr;
        }
    }
    mask
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

struct Entry {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

/// Finds a magic for every square and appends each square's attack table to `table`.
fn build(dirs: &[(i32, i32)], rng: &mut Rng, table: &mut Vec<u64>) -> Vec<Entry> {
    let mut entries = Vec::with_capacity(64);
    for sq in 0..64 {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        let shift = 64 - bits;
        let mut occupancies = Vec::with_capacity(1 << bits);
        let mut subset = 0u64;
        loop {
            occupancies.push((subset, ray_attacks(sq, subset, dirs)));
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        let mut slots = vec![0u64; 1 << bits];
        let mut used = vec![0u32; 1 << bits];
        let mut attempt = 0u32;
        let magic = loop {
            let magic = rng.sparse();
            if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                continue;
            }
            attempt += 1;
            let ok = occupancies.iter().all(|&(occ, att)| {
                let i = (occ.wrapping_mul(magic) >> shift) as usize;
                if used[i] != attempt {
                    used[i] = attempt;
                    slots[i] = att;
                    true
                } else {
                    slots[i] == att
                }
            });
            if ok {
                break magic;
            }
        };
        let offset = table.len();
        table.extend_from_slice(&slots);
        entries.push(Entry {
            mask,
            magic,
            shift,
            offset,
        });
    }
    entries
}

fn write_entries(out: &mut String, name: &str, entries: &[Entry]) {
    writeln!(out, "const {name}: [Magic; 64] = [").unwrap();
    for e in entries {
        writeln!(
            out,
            "    Magic {{ mask: {:#018x}, magic: {:#018x}, shift: {}, offset: {} }},",
            e.mask, e.magic, e.shift, e.offset
        )
        .unwrap();
    }
    writeln!(out, "];").unwrap();
}

/// The translation tables of `src/ui/i18n/` as `OUT_DIR/messages.rs`; a bad table stops the
/// build with its file and line.
fn write_messages(out_dir: &str) {
    let dir = Path::new("src/ui/i18n");
    println!("cargo:rerun-if-changed=build/messages.rs");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = fs::read_dir(dir)
        .expect("src/ui/i18n")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    let mut all: Vec<messages::Message> = Vec::new();
    for file in &files {
        println!("cargo:rerun-if-changed={}", file.display());
        let source = fs::read_to_string(file).expect("a readable table");
        let name = file.display().to_string();
        match messages::parse(&name, &source) {
            Ok(found) => {
                for m in found {
                    if all.iter().any(|a| a.id == m.id) {
                        panic!(
                            "{name}: message '{}' is also defined in another table",
                            m.id
                        );
                    }
                    all.push(m);
                }
            }
            Err(e) => panic!("translation table error: {e}"),
        }
    }
    fs::write(
        Path::new(out_dir).join("messages.rs"),
        messages::generate(&all),
    )
    .expect("write messages.rs");
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut table = Vec::new();
    let rooks = build(&ROOK_DIRS, &mut rng, &mut table);
    let bishops = build(&BISHOP_DIRS, &mut rng, &mut table);

    let mut src = String::from("// Generated by build.rs: magic bitboard parameters.\n");
    writeln!(src, "const SLIDER_TABLE_LEN: usize = {};", table.len()).unwrap();
    write_entries(&mut src, "ROOK_MAGICS", &rooks);
    write_entries(&mut src, "BISHOP_MAGICS", &bishops);
    fs::write(Path::new(&out_dir).join("magics.rs"), src).expect("write magics.rs");
    write_messages(&out_dir);
}
