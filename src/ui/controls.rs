//! The game buttons: new game, flip, takeback, resign, offer and claim a draw, and the
//! animation switch. Each has a `data-testid` of its name.

use yew::prelude::*;

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
            { button("new-game", "New game", &props.on_new_game, true) }
            { button("flip", "Flip board", &props.on_flip, true) }
            { button("takeback", "Takeback", &props.on_takeback, props.can_takeback) }
            { button("offer-draw", "Offer draw", &props.on_offer_draw, props.in_progress) }
            { button("claim-draw", "Claim draw", &props.on_claim_draw, props.can_claim) }
            { button("resign", "Resign", &props.on_resign, props.in_progress) }
            <label class="switch">
                <input
                    type="checkbox"
                    data-testid="animate"
                    checked={props.animate}
                    onchange={move |_| on_animate.emit(!animate_now)}
                />
                { "Animate moves" }
            </label>
        </div>
    }
}
