//! The board: draws a [`Position`] as 64 squares with their pieces, plus rank numbers on the
//! left edge and file letters on the bottom edge, seen from White's or Black's side.
//!
//! Every square carries `data-square="e4"` and `data-color="light"|"dark"`, every piece
//! `data-piece="wP"` (colour `w`/`b` and the uppercase role letter), for tests and styling.

use yew::prelude::*;

use crate::rules::{Color, File, Piece, Position, Rank, Role, Square};

/// What [`Board`] shows.
#[derive(Properties, Clone, PartialEq)]
pub struct BoardProps {
    /// The position whose pieces are drawn.
    pub position: Position,
    /// The side shown at the bottom of the board.
    pub orientation: Color,
}

/// A static board. Squares are laid out row by row from the top left corner.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let (files, ranks) = display_order(props.orientation);
    let squares = ranks.iter().flat_map(|&rank| {
        files
            .iter()
            .map(move |&file| Square::from_coords(file, rank))
    });
    let label = match props.orientation {
        Color::White => "Chess board, White at the bottom",
        Color::Black => "Chess board, Black at the bottom",
    };
    html! {
        <div class="board-frame">
            <ol class="coords ranks" aria-hidden="true">
                { for ranks.iter().map(|rank| html! { <li>{ rank.char() }</li> }) }
            </ol>
            <div class="board" role="img" aria-label={label}>
                { for squares.map(|square| view_square(square, props.position.piece_at(square))) }
            </div>
            <ol class="coords files" aria-hidden="true">
                { for files.iter().map(|file| html! { <li>{ file.char() }</li> }) }
            </ol>
        </div>
    }
}

/// Files from left to right and ranks from top to bottom, as seen by `orientation`.
fn display_order(orientation: Color) -> ([File; 8], [Rank; 8]) {
    let (mut files, mut ranks) = (File::ALL, Rank::ALL);
    match orientation {
        Color::White => ranks.reverse(),
        Color::Black => files.reverse(),
    }
    (files, ranks)
}

fn view_square(square: Square, piece: Option<Piece>) -> Html {
    let shade = if square.is_light() { "light" } else { "dark" };
    html! {
        <div class={classes!("square", shade)} data-square={square.to_string()} data-color={shade}>
            { for piece.map(view_piece) }
        </div>
    }
}

fn view_piece(piece: Piece) -> Html {
    let colour = match piece.color {
        Color::White => "white",
        Color::Black => "black",
    };
    let (glyph, role) = match piece.role {
        Role::King => ('\u{265A}', "king"),
        Role::Queen => ('\u{265B}', "queen"),
        Role::Rook => ('\u{265C}', "rook"),
        Role::Bishop => ('\u{265D}', "bishop"),
        Role::Knight => ('\u{265E}', "knight"),
        Role::Pawn => ('\u{265F}', "pawn"),
    };
    html! {
        <span
            class={classes!("piece", colour)}
            data-piece={format!("{}{}", piece.color.char(), piece.role.upper_char())}
            role="img"
            aria-label={format!("{colour} {role}")}
        >
            // U+FE0E asks for the text form of the glyph, never an emoji.
            { format!("{glyph}\u{FE0E}") }
        </span>
    }
}
