//! Rookery: a chess app in Rust that runs in the browser.
//!
//! - [`rules`]: the pure rules engine (positions, legal moves, FEN, perft). No I/O, no web types.
//! - [`search`]: the engine: evaluation, search, levels (depends on `rules` only).
//! - `uci`: the UCI text protocol, used by the native `rookery` engine binary.
//! - [`worker_protocol`]: the messages between the page and the engine's Web Worker.
//! - `ui` (feature `csr` or `ssr`): the Yew components that draw the board.

// No unsafe code, except one audited line that cannot be written safely: the transposition
// table's prefetch hint (`search::tt`), allowed there alone.
#![deny(unsafe_code)]

pub mod rules;
pub mod search;
#[cfg(not(target_arch = "wasm32"))]
pub mod uci;
pub mod worker_protocol;

#[cfg(any(feature = "csr", feature = "ssr"))]
pub mod ui;
