//! Arbitrary bytes as the app's outside inputs: a players file, a saved game, a worker message,
//! ladder points (`src/ui_checks.rs`). Nothing may panic; what is accepted must round-trip.

#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../src/ui_checks.rs"]
mod ui_checks;

fuzz_target!(|data: &[u8]| {
    ui_checks::app_input(data);
});
