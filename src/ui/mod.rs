//! The browser UI: Yew components and the plain-Rust state and geometry they use.
//!
//! Compiled with feature `csr` (rendering in the browser, see `src/bin/app.rs`) or `ssr`
//! (rendering to HTML natively, which is how `tests/ui_ssr.rs` tests the components). The
//! chess comes from `rules` (and from `search` through the engine worker); the components
//! hold no chess logic of their own.
//!
//! - [`state`]: the game-flow reducer; [`clock`], [`storage`], [`url_params`], [`drag`],
//!   [`geometry`], [`engine_supervisor`]: pure helpers, tested natively; [`text`]: every
//!   sentence shown.
//! - `hooks/`: the browser-only effects (engine worker, autosave, clock tick, keyboard,
//!   service worker), one hook a file.
//! - Components: [`App`], [`Board`], promotion chooser, player strips, move list,
//!   controls, new-game dialog.

pub mod annotated;
mod app;
mod board;
pub mod clock;
mod controls;
pub mod drag;
mod editor_app;
pub mod editor_state;
mod embed_app;
pub mod embed_messages;
pub mod embed_params;
pub mod embed_state;
#[cfg(all(feature = "csr", target_arch = "wasm32"))]
mod engine_client;
pub mod engine_supervisor;
mod focus_trap;
pub mod geometry;
#[cfg(all(feature = "csr", target_arch = "wasm32"))]
mod hooks;
pub mod i18n;
pub mod json;
mod ladder_panel;
pub mod learn;
mod learn_app;
mod move_box;
mod move_list;
mod new_game;
pub mod notation;
pub mod overlays;
#[cfg(all(feature = "csr", target_arch = "wasm32"))]
pub mod page;
mod pgn_dialogs;
mod player_bar;
pub mod profiles;
mod promotion;
pub mod share_dialog;
mod shared;
pub mod state;
pub mod storage;
pub mod study;
pub mod study_app;
pub mod text;
pub mod time;
mod trainer_view;
pub mod url_params;

pub use app::{initial_state, App, AppProps};
pub use board::{Board, BoardProps};
pub use editor_app::{EditorApp, EditorAppProps};
pub use embed_app::{initial_embed, EmbedApp, EmbedAppProps};
pub use learn_app::{LearnApp, LearnAppProps};
pub use study_app::{StudyApp, StudyAppProps};
