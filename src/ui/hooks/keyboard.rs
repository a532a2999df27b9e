//! The keyboard: ← → step through the moves (outside form fields), Escape cancels a promotion
//! or closes the dialog.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::shared::GameHost;
use crate::ui::state::Action;

#[hook]
pub fn use_keyboard<R: GameHost>(state: UseReducerHandle<R>) {
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|w| {
            EventListener::new(&w, "keydown", move |event| {
                let Some(e) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                    return;
                };
                // Not while typing, nor on a square the keyboard is on (its arrows move over the board).
                let in_form = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_some_and(|el| {
                        matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                    })
                    || crate::ui::board::keyboard_on_board(e);
                match e.key().as_str() {
                    "ArrowLeft" if !in_form => state.dispatch(R::action(Action::Step(-1))),
                    "ArrowRight" if !in_form => state.dispatch(R::action(Action::Step(1))),
                    "Escape" => {
                        state.dispatch(R::action(Action::CancelPromotion));
                        state.dispatch(R::action(Action::OpenNewGame(false)));
                    }
                    _ => {}
                }
            })
        });
        move || drop(listener)
    });
}
