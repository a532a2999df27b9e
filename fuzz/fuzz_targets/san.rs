//! Arbitrary bytes read as a move in algebraic notation (SAN, long algebraic, lenient forms)
//! in a few positions. Nothing may panic; what is accepted must be legal and round-trip.

#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../src/checks.rs"]
mod checks;

fuzz_target!(|data: &[u8]| {
    checks::san_input(data);
});
