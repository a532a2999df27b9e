//! The analysis board's plain-Rust parts (issue 13): the game tree and the place shown
//! ([`tree`]), reading big PGN files a few games at a time ([`import`]), what the page opens
//! with and how it is kept ([`start`]), and the whole-game review's marks ([`review`]). The
//! components that draw them are `study_app.rs` and `pgn_dialogs.rs`.

pub mod import;
pub mod review;
pub mod start;
pub mod tree;
