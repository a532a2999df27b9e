//! What only happens in a browser (feature `csr` on wasm32), one focused hook each, used by
//! [`super::App`]: the engine worker ([`use_engine`]), saving the game ([`use_autosave`]),
//! ticking the clocks ([`use_clock_tick`]), the keyboard ([`use_keyboard`]), the offline
//! service worker with its update notice ([`use_service_worker`]), the page's language
//! ([`use_language`]) and settings remembered on the device ([`use_remembered`]); for the
//! embed, its own saved state ([`use_embed_save`]), the host page's message API
//! ([`use_embed_api`]) and move sounds ([`use_move_sound`]); for Learn, loading the lessons
//! ([`use_lessons`]); for the analysis board, the engine's lines ([`use_analysis`]), the
//! whole-game review ([`use_review`]) and PGN
//! files read without freezing the page ([`read_file`], [`run_import`]).

mod analysis;
mod autosave;
mod clock_tick;
mod embed_api;
mod embed_save;
mod engine;
mod keyboard;
mod language;
mod lessons_fetch;
mod move_sound;
mod pgn_file;
mod remembered;
mod review;
mod service_worker;

pub use analysis::use_analysis;
pub use autosave::use_autosave;
pub use clock_tick::use_clock_tick;
pub use embed_api::use_embed_api;
pub use embed_save::use_embed_save;
pub use engine::use_engine;
pub use keyboard::{keys_taken, use_keyboard, use_keydown};
pub use language::use_language;
pub use lessons_fetch::use_lessons;
pub use move_sound::use_move_sound;
pub use pgn_file::{read_file, run_import};
pub use remembered::use_remembered;
pub use review::use_review;
pub use service_worker::{use_service_worker, Update};
