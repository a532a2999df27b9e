//! Arbitrary bytes read as lines of UCI input: fed to a `rookery::uci::Session`, parsed as
//! moves in several positions, and parsed as FEN. Nothing may panic.

#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../src/checks.rs"]
mod checks;

fuzz_target!(|data: &[u8]| {
    checks::uci_input(data);
});
