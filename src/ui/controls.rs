//! The game buttons: new game, flip, takeback, resign, offer and claim a draw, and the
//! animation switch. Each has a `data-testid` of its name.

use yew::prelude::*;

use super::i18n::{msg, Lang};

#[derive(Properties, Clone, PartialEq)]
pub struct ControlsProps {
    pub can_takeback: bool,
    pub in_progress: bool,
    pub can_claim: bool,
    pub animate: bool,
    pub on_new_game: Callback<()>,
    pub on_flip: Callback<()>,
    pub on_takeback: Callback<()>,
    pub on_resign: Callback<()>,
    pub on_offer_draw: Callback<()>,
    pub on_claim_draw: Callback<()>,
    pub on_animate: Callback<bool>,
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
    let on_animate = props.on_animate.clone();
    let animate_now = props.animate;
    html! {
        <div class="controls">
            { button("new-game", msg::new_game(lang), &props.on_new_game, true) }
            { button("flip", msg::flip_board(lang), &props.on_flip, true) }
            { button("takeback", msg::takeback(lang), &props.on_takeback, props.can_takeback) }
            { button("offer-draw", msg::offer_draw(lang), &props.on_offer_draw, props.in_progress) }
            { button("claim-draw", msg::claim_draw(lang), &props.on_claim_draw, props.can_claim) }
            { button("resign", msg::resign(lang), &props.on_resign, props.in_progress) }
            <label class="switch">
                <input
                    type="checkbox"
                    data-testid="animate"
                    checked={props.animate}
                    onchange={move |_| on_animate.emit(!animate_now)}
                />
                { msg::animate_moves(lang) }
            </label>
        </div>
    }
}
