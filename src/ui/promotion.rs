//! The promotion chooser: queen, rook, bishop and knight stacked over the promotion square,
//! running from the last rank towards the middle of the board. Choosing one makes the move;
//! a click anywhere else (or Escape, handled by the app) cancels it and the pawn stays.
//! Buttons carry `data-promotion="q|r|b|n"`.

use yew::prelude::*;

use super::board::piece_code;
use super::geometry::cell_of;
use super::i18n::{msg, Lang};
use crate::rules::{Color, Piece, Role, Square};

#[derive(Properties, Clone, PartialEq)]
pub struct PromotionProps {
    /// The square the pawn promotes on.
    pub square: Square,
    /// The promoting side.
    pub color: Color,
    /// The board's orientation.
    pub orientation: Color,
    pub on_choose: Callback<Role>,
    pub on_cancel: Callback<()>,
}

#[component]
pub fn Promotion(props: &PromotionProps) -> Html {
    let lang = use_context::<Lang>().unwrap_or_default();
    let (col, row) = cell_of(props.square, props.orientation);
    // From the edge the pawn reached, towards the centre.
    let downwards = row == 0;
    let on_cancel = {
        let cb = props.on_cancel.clone();
        Callback::from(move |e: PointerEvent| {
            e.stop_propagation();
            cb.emit(());
        })
    };
    let buttons = Role::PROMOTIONS.iter().enumerate().map(|(i, &role)| {
        let r = if downwards { row + i } else { row - i };
        // Placed by the stylesheet from the column and row (no style attribute: CSP).
        let class = classes!("promotion-choice", format!("col-{col}"), format!("row-{r}"));
        let code = piece_code(Piece::new(props.color, role));
        let on_choose = props.on_choose.clone();
        let onpointerdown = {
            let on_choose = on_choose.clone();
            Callback::from(move |e: PointerEvent| {
                e.stop_propagation();
                on_choose.emit(role);
            })
        };
        // Keyboard users press Enter or Space, which clicks.
        let onclick = Callback::from(move |_: MouseEvent| on_choose.emit(role));
        html! {
            <button
                {class}
                data-promotion={role.char().to_string()}
                aria-label={msg::promote_to(lang, super::text::role_name(lang, role))}
                {onpointerdown}
                {onclick}
            >
                <div class="piece" data-piece={code} />
            </button>
        }
    });
    let (trap, on_trap_key) = super::focus_trap::use_focus_trap();
    html! {
        <div class="promotion" role="dialog" aria-modal="true" aria-label={msg::choose_piece(lang)} onpointerdown={on_cancel} ref={trap} onkeydown={on_trap_key}>
            { for buttons }
        </div>
    }
}
