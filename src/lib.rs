//! Rookery: a chess app in Rust that runs in the browser.
//!
//! - [`rules`]: the pure rules engine (positions, legal moves, FEN, perft). No I/O, no web types.
//! - `ui` (feature `csr` or `ssr`): the Yew components that draw the board.

#![forbid(unsafe_code)]

pub mod rules;

#[cfg(any(feature = "csr", feature = "ssr"))]
pub mod ui;
