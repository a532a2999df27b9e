//! The analysis board's plain-Rust parts (issue 13): the game tree and the place shown
//! ([`tree`]), reading big PGN files a few games at a time ([`import`]), what the page opens
//! with and how it is kept ([`start`]), the whole-game review's marks ([`review`]) and the
//! engine's best lines as the page keeps them ([`lines`]). The
//! components that draw them are `study_app.rs` and `pgn_dialogs.rs`.

pub mod import;
pub mod lines;
pub mod review;
pub mod start;
pub mod tree;
