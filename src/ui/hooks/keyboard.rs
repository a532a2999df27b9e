//! The keyboard: [`use_keydown`] hears every key pressed on the page (the game and the analysis
//! board both step through moves with ← → outside form fields); [`use_keyboard`] is the game's
//! use of it — ← → step, Escape cancels a promotion or closes the dialog.

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::shared::GameHost;
use crate::ui::state::Action;

/// Whether a key press is someone typing in a form field, or moving over the board's squares
/// (the board's own arrows): then the arrows do not step through the moves.
pub fn keys_taken(e: &KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
        || crate::ui::board::keyboard_on_board(e)
}

/// Calls the latest `on_key` for every key pressed on the page, which it may
/// `prevent_default`. One listener for the component's life.
#[hook]
pub fn use_keydown(on_key: Callback<KeyboardEvent>) {
    let latest = use_mut_ref(|| on_key.clone());
    *latest.borrow_mut() = on_key;
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|w| {
            let options = EventListenerOptions::enable_prevent_default();
            EventListener::new_with_options(&w, "keydown", options, move |event| {
                if let Some(e) = event.dyn_ref::<KeyboardEvent>() {
                    let on_key = latest.borrow().clone();
                    on_key.emit(e.clone());
                }
            })
        });
        move || drop(listener)
    });
}

#[hook]
pub fn use_keyboard<R: GameHost>(state: UseReducerHandle<R>) {
    use_keydown(Callback::from(move |e: KeyboardEvent| {
        let taken = keys_taken(&e);
        match e.key().as_str() {
            "ArrowLeft" if !taken => state.dispatch(R::action(Action::Step(-1))),
            "ArrowRight" if !taken => state.dispatch(R::action(Action::Step(1))),
            "Escape" => {
                state.dispatch(R::action(Action::CancelPromotion));
                state.dispatch(R::action(Action::OpenNewGame(false)));
            }
            _ => {}
        }
    }));
}
