//! The move box: a move typed on the keyboard (SAN, UCI, long algebraic or the seeds'
//! lowercase style) instead of dragged, read by `rules::move_text`; a text that is no move
//! gets its reason in a notice. Hooks: `data-testid="move-input"`, `move-submit`.

use yew::prelude::*;

use super::i18n::{msg, Lang};

#[derive(Properties, Clone, PartialEq)]
pub struct MoveBoxProps {
    /// Whether the player may move now.
    pub enabled: bool,
    pub on_move: Callback<String>,
}

#[component]
pub fn MoveBox(props: &MoveBoxProps) -> Html {
    let lang = use_context::<Lang>().unwrap_or_default();
    let input = use_node_ref();
    let onsubmit = {
        let input = input.clone();
        let on_move = props.on_move.clone();
        let enabled = props.enabled;
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            // While the engine thinks the text waits in the box (and the box keeps the focus).
            if !enabled {
                return;
            }
            if let Some(field) = input.cast::<web_sys::HtmlInputElement>() {
                on_move.emit(field.value());
                field.set_value("");
            }
        })
    };
    html! {
        <form class="move-box" {onsubmit}>
            <label>
                <span class="label">{ msg::move_box(lang) }</span>
                <input ref={input} type="text" data-testid="move-input" autocomplete="off"
                    autocapitalize="off" spellcheck="false" enterkeyhint="go"
                    placeholder="Nf3 · g1f3 · ng1-f3" />
            </label>
            <button type="submit" data-testid="move-submit" disabled={!props.enabled}>{ msg::move_box_play(lang) }</button>
        </form>
    }
}
