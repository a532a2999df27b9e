//! Arbitrary bytes read as FEN, strictly and relaxed. Whatever is accepted must write back the
//! same FEN, generate moves that agree with cozy-chess, and play every legal move soundly.

#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../src/checks.rs"]
mod checks;

fuzz_target!(|data: &[u8]| {
    checks::fen_input(data);
});
