//! The board component rendered to HTML natively (feature `ssr`): squares, colours, pieces and
//! orientation, without a browser. Run with `cargo test --features ssr --test ui_ssr`.
#![cfg(feature = "ssr")]

use rookery::rules::{Color, Position};
use rookery::ui::{Board, BoardProps};
use yew::LocalServerRenderer;

async fn render(orientation: Color) -> String {
    let props = BoardProps {
        position: Position::startpos(),
        orientation,
    };
    LocalServerRenderer::<Board>::with_props(props)
        .hydratable(false)
        .render()
        .await
}

/// The `data-square` names in document order, i.e. row by row from the top left corner.
fn squares_in_order(html: &str) -> Vec<&str> {
    html.split("data-square=\"")
        .skip(1)
        .map(|rest| &rest[..rest.find('"').unwrap()])
        .collect()
}

#[tokio::test]
async fn white_at_the_bottom() {
    let html = render(Color::White).await;
    let squares = squares_in_order(&html);
    assert_eq!(squares.len(), 64);
    assert_eq!(squares[0], "a8", "top left");
    assert_eq!(squares[7], "h8", "top right");
    assert_eq!(squares[56], "a1", "bottom left");
    assert_eq!(squares[63], "h1", "bottom right");
    assert!(
        html.contains(r#"data-square="h1" data-color="light""#),
        "{html}"
    );
    assert!(
        html.contains(r#"data-square="a1" data-color="dark""#),
        "{html}"
    );
    assert_eq!(html.matches("data-piece=").count(), 32);
    assert_eq!(html.matches(r#"data-piece="wP""#).count(), 8);
    assert_eq!(html.matches(r#"data-piece="bP""#).count(), 8);
    for piece in ["wK", "wQ", "bK", "bQ"] {
        assert_eq!(html.matches(&format!(r#"data-piece="{piece}""#)).count(), 1);
    }
    assert!(html.contains("White at the bottom"));
}

#[tokio::test]
async fn black_at_the_bottom() {
    let html = render(Color::Black).await;
    let squares = squares_in_order(&html);
    assert_eq!(squares.len(), 64);
    assert_eq!(squares[0], "h1", "top left");
    assert_eq!(squares[63], "a8", "bottom right");
    assert!(
        html.contains(r#"data-square="a8" data-color="light""#),
        "{html}"
    );
    assert_eq!(html.matches("data-piece=").count(), 32);
}

#[tokio::test]
async fn pieces_stand_on_their_squares() {
    let html = render(Color::White).await;
    assert!(square_html(&html, "e1").contains(r#"data-piece="wK""#));
    assert!(square_html(&html, "d8").contains(r#"data-piece="bQ""#));
    assert!(square_html(&html, "g1").contains(r#"data-piece="wN""#));
    assert!(square_html(&html, "c7").contains(r#"data-piece="bP""#));
    assert!(!square_html(&html, "e4").contains("data-piece"));
}

/// The markup from one square's `data-square` attribute up to the next square's.
fn square_html<'a>(html: &'a str, square: &str) -> &'a str {
    let start = html.find(&format!(r#"data-square="{square}""#)).unwrap();
    let rest = &html[start + 1..];
    &rest[..rest.find("data-square=").unwrap_or(rest.len())]
}
