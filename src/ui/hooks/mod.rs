//! What only happens in a browser (feature `csr` on wasm32), one focused hook each, used by
//! [`super::App`]: the engine worker ([`use_engine`]), saving the game ([`use_autosave`]),
//! ticking the clocks ([`use_clock_tick`]), the keyboard ([`use_keyboard`]), the offline
//! service worker with its update notice ([`use_service_worker`]), the page's language
//! ([`use_language`]) and settings remembered on the device ([`use_remembered`]).

mod autosave;
mod clock_tick;
mod engine;
mod keyboard;
mod language;
mod remembered;
mod service_worker;

pub use autosave::use_autosave;
pub use clock_tick::use_clock_tick;
pub use engine::use_engine;
pub use keyboard::use_keyboard;
pub use language::use_language;
pub use remembered::use_remembered;
pub use service_worker::{use_service_worker, Update};
