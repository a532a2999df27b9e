//! One player's strip above or below the board: name, the material they are up (captured
//! pieces and points, from the seeds' values) and their clock.

use yew::prelude::*;

use super::board::piece_code;
use super::clock::format_ms;
use crate::rules::{Color, Piece, Role};

#[derive(Properties, Clone, PartialEq)]
pub struct PlayerBarProps {
    pub color: Color,
    pub name: AttrValue,
    /// Pieces this side has more of than the other.
    pub surplus: Vec<Role>,
    /// Material lead in pawns (shown when positive).
    pub lead: i32,
    /// Milliseconds left (`None`: no clock).
    pub clock_ms: Option<f64>,
    /// This side's clock is running.
    pub running: bool,
}

#[component]
pub fn PlayerBar(props: &PlayerBarProps) -> Html {
    let side = match props.color {
        Color::White => "white",
        Color::Black => "black",
    };
    // The pieces won are the opponent's colour.
    let won = !props.color;
    html! {
        <div class={classes!("player-bar", side)} data-testid={format!("player-{side}")}>
            <span class="player-name">{ props.name.clone() }</span>
            <span class="material" data-testid={format!("material-{side}")}>
                { for props.surplus.iter().map(|&role| html! {
                    <span class="captured piece" data-piece={piece_code(Piece::new(won, role))} />
                }) }
                if props.lead > 0 {
                    <span class="lead">{ format!("+{}", props.lead) }</span>
                }
            </span>
            if let Some(ms) = props.clock_ms {
                <span
                    class={classes!("clock", props.running.then_some("running"), (ms < 10_000.0).then_some("low"))}
                    data-testid={format!("clock-{side}")}
                >{ format_ms(ms) }</span>
            }
        </div>
    }
}
