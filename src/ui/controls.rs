//! The game buttons: new game, flip, takeback, hint, resign, offer and claim a draw, and the
//! animation and hint switches. Each has a `data-testid` of its name.

use yew::prelude::*;

use super::i18n::{msg, Lang};

#[derive(Properties, Clone, PartialEq)]
pub struct ControlsProps {
    pub can_takeback: bool,
    pub in_progress: bool,
    pub can_claim: bool,
    pub animate: bool,
    /// Hints are offered (the switch).
    pub hints: bool,
    /// A hint may be asked for now.
    pub can_hint: bool,
    /// The hint shows the piece: the next press shows the move.
    pub hint_shown: bool,
    pub on_new_game: Callback<()>,
    pub on_flip: Callback<()>,
    pub on_takeback: Callback<()>,
    pub on_resign: Callback<()>,
    pub on_offer_draw: Callback<()>,
    pub on_claim_draw: Callback<()>,
    pub on_animate: Callback<bool>,
    pub on_hint: Callback<()>,
    pub on_hints: Callback<bool>,
}

#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let lang = use_context::<Lang>().unwrap_or_default();
    let button = |id: &'static str, label: &'static str, cb: &Callback<()>, enabled: bool| {
        let cb = cb.clone();
        html! {
            <button data-testid={id} onclick={move |_| cb.emit(())} disabled={!enabled}>{ label }</button>
        }
    };
    let switch = |id: &'static str, label: &'static str, on: bool, cb: &Callback<bool>| {
        let cb = cb.clone();
        html! {
            <label class="switch">
                <input type="checkbox" data-testid={id} checked={on} onchange={move |_| cb.emit(!on)} />
                { label }
            </label>
        }
    };
    let hint_label = if props.hint_shown {
        msg::hint_show_move(lang)
    } else {
        msg::hint(lang)
    };
    html! {
        <div class="controls">
            { button("new-game", msg::new_game(lang), &props.on_new_game, true) }
            { button("flip", msg::flip_board(lang), &props.on_flip, true) }
            { button("takeback", msg::takeback(lang), &props.on_takeback, props.can_takeback) }
            if props.hints {
                { button("hint", hint_label, &props.on_hint, props.can_hint) }
            }
            { button("offer-draw", msg::offer_draw(lang), &props.on_offer_draw, props.in_progress) }
            { button("claim-draw", msg::claim_draw(lang), &props.on_claim_draw, props.can_claim) }
            { button("resign", msg::resign(lang), &props.on_resign, props.in_progress) }
            { switch("animate", msg::animate_moves(lang), props.animate, &props.on_animate) }
            { switch("hints", msg::hints_allowed(lang), props.hints, &props.on_hints) }
        </div>
    }
}
