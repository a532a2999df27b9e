//! The chess engine: evaluation, move ordering, transposition table, iterative-deepening
//! alpha-beta search, playing levels and the engine API the front ends use.
//!
//! Depends only on [`crate::rules`]; compiles natively and to wasm32.

pub mod alphabeta;
pub mod bench;
pub mod engine;
pub mod eval;
pub mod history;
pub mod levels;
pub mod limits;
pub mod movepick;
pub mod params;
pub mod see;
pub mod tt;

pub use alphabeta::{Info, Score, SearchResult};
#[cfg(not(target_arch = "wasm32"))]
pub use engine::native_clock;
pub use engine::Engine;
pub use levels::Level;
pub use limits::Limits;
