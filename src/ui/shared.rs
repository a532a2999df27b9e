//! The Yew reducers the components and hooks share: [`Shared`] wraps the app's plain-Rust
//! [`AppState`], [`EmbedShared`] the embed's [`EmbedState`]. [`GameHost`] is what the game
//! hooks (engine, keyboard) need of either: the game's state, and a way to send it an action.

use std::rc::Rc;

use yew::Reducible;

use super::embed_state::{EmbedAction, EmbedState};
use super::state::{Action, AppState};

/// Makes [`AppState`] a Yew reducer.
#[derive(Clone, PartialEq)]
pub struct Shared(pub AppState);

impl Reducible for Shared {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = self.0.clone();
        next.apply(action);
        Rc::new(Shared(next))
    }
}

/// Makes [`EmbedState`] a Yew reducer.
#[derive(Clone, PartialEq)]
pub struct EmbedShared(pub EmbedState);

impl Reducible for EmbedShared {
    type Action = EmbedAction;
    fn reduce(self: Rc<Self>, action: EmbedAction) -> Rc<Self> {
        let mut next = self.0.clone();
        next.apply(action);
        Rc::new(EmbedShared(next))
    }
}

/// A reducer holding a game the engine and the keyboard act on.
#[cfg_attr(not(all(feature = "csr", target_arch = "wasm32")), allow(dead_code))]
pub trait GameHost: Reducible + PartialEq + 'static {
    fn game(&self) -> &AppState;
    /// The reducer's action for a game action.
    fn action(action: Action) -> Self::Action;
}

impl GameHost for Shared {
    fn game(&self) -> &AppState {
        &self.0
    }
    fn action(action: Action) -> Action {
        action
    }
}

impl GameHost for EmbedShared {
    fn game(&self) -> &AppState {
        &self.0.app
    }
    fn action(action: Action) -> EmbedAction {
        EmbedAction::App(action)
    }
}
