//! The analysis board's plain-Rust parts (issue 13): the game tree and the place shown
//! ([`tree`]), and reading big PGN files a few games at a time ([`import`]). The components
//! that draw them are `study_app.rs`, `pgn_import.rs` and `pgn_export.rs`.

pub mod import;
pub mod start;
pub mod tree;
