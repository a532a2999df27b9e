//! The top-level component: the page header and the board, showing the starting position.

use yew::prelude::*;

use super::Board;
use crate::rules::{Color, Position};

/// The whole app. For now it shows the starting position with White at the bottom.
#[component]
pub fn App() -> Html {
    let position = use_state(Position::startpos);
    html! {
        <main class="app">
            <header><h1>{ "Rookery" }</h1></header>
            <Board position={(*position).clone()} orientation={Color::White} />
        </main>
    }
}
