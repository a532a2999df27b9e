//! The browser UI: Yew components, one per file.
//!
//! Compiled with feature `csr` (rendering in the browser, see `src/bin/app.rs`) or `ssr`
//! (rendering to HTML natively, which is how `tests/ui_ssr.rs` tests the components). The
//! components only read `rules` types; they hold no chess logic of their own.

mod app;
mod board;

pub use app::App;
pub use board::{Board, BoardProps};
