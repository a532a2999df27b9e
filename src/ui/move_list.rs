//! The moves in SAN with move numbers. Each move is a button with `data-ply="N"` (the ply it
//! completes, from 1); clicking one shows the position after it, and the arrows step through
//! the game and back to the live position.

use std::rc::Rc;

use yew::prelude::*;

use super::i18n::{msg, Lang};

#[derive(Properties, Clone, PartialEq)]
pub struct MoveListProps {
    /// The moves in SAN, one per ply.
    pub sans: Rc<Vec<String>>,
    /// Whether the first move is Black's (a game set up with Black to move).
    pub black_first: bool,
    /// Move number of the first move.
    pub first_number: u32,
    /// The ply shown (`None`: the live position).
    pub view: Option<usize>,
    /// Show the position after this many plies (`None`: live).
    pub on_view: Callback<Option<usize>>,
    /// Step back (-1) or forward (+1).
    pub on_step: Callback<i32>,
    /// Show the moves (`false`: only the step buttons, for an embed without its move list).
    #[prop_or(true)]
    pub list: bool,
}

#[component]
pub fn MoveList(props: &MoveListProps) -> Html {
    let live = props.sans.len();
    let current = props.view.unwrap_or(live);
    let offset = usize::from(props.black_first);
    let rows = (live + offset).div_ceil(2);
    let cell = |ply: usize| -> Html {
        // `ply` counts from 1; the position after it is index `ply`.
        match ply.checked_sub(1).and_then(|i| props.sans.get(i)) {
            Some(san) => {
                let on_view = props.on_view.clone();
                let target = (ply < live).then_some(ply);
                html! {
                    <button
                        class={classes!("move", (ply == current).then_some("current"))}
                        data-ply={ply.to_string()}
                        onclick={move |_| on_view.emit(target)}
                    >{ san }</button>
                }
            }
            None => html! { <span class="move empty">{ "…" }</span> },
        }
    };
    let step = |delta: i32| {
        let on_step = props.on_step.clone();
        Callback::from(move |_: MouseEvent| on_step.emit(delta))
    };
    let lang = use_context::<Lang>().unwrap_or_default();
    html! {
        <div class="move-list-box">
            if props.list {
            <ol class="move-list" aria-label={msg::moves_label(lang)}>
                { for (0..rows).map(|row| {
                    let white_ply = 2 * row + 1;
                    let (first, second) = if props.black_first {
                        (white_ply.wrapping_sub(1), white_ply)
                    } else {
                        (white_ply, white_ply + 1)
                    };
                    html! {
                        <li>
                            <span class="number">{ format!("{}.", props.first_number as usize + row) }</span>
                            { if first == 0 { html! { <span class="move empty">{ "…" }</span> } } else { cell(first) } }
                            { if second <= live { cell(second) } else { html! {} } }
                        </li>
                    }
                }) }
            </ol>
            }
            <div class="move-nav">
                <button data-testid="first" aria-label={msg::first_position(lang)} onclick={{
                    let on_view = props.on_view.clone();
                    move |_| on_view.emit(Some(0))
                }} disabled={current == 0}>{ "«" }</button>
                <button data-testid="back" aria-label={msg::previous_move(lang)} onclick={step(-1)} disabled={current == 0}>{ "‹" }</button>
                <button data-testid="forward" aria-label={msg::next_move(lang)} onclick={step(1)} disabled={current >= live}>{ "›" }</button>
                <button data-testid="live" aria-label={msg::live_position(lang)} onclick={{
                    let on_view = props.on_view.clone();
                    move |_| on_view.emit(None)
                }} disabled={current >= live}>{ "»" }</button>
            </div>
        </div>
    }
}
