//! The components rendered to HTML natively (feature `ssr`): the board's squares, colours,
//! pieces, orientation and highlights, and the app's first screen for a first visit, a
//! `?fen=` link and unreadable saved data. Run with `cargo test --features ssr --test ui_ssr`.
#![cfg(feature = "ssr")]

use std::rc::Rc;

use rookery::rules::{Bitboard, Color, Position, Square};
use rookery::ui::annotated::{Arrow, MarkColor};
use rookery::ui::i18n::{msg, Lang};
use rookery::ui::{App, AppProps, Board, BoardProps, EmbedApp, EmbedAppProps};
use yew::{Callback, Html, LocalServerRenderer};

fn board_props(position: Position, orientation: Color) -> BoardProps {
    BoardProps {
        position,
        orientation,
        movable: None,
        dests: Rc::new(Vec::new()),
        last_move: None,
        check: None,
        animate: false,
        on_move: Callback::noop(),
        arrows: Rc::new(Vec::new()),
        marks: Rc::new(Vec::new()),
        circles: Rc::new(Vec::new()),
        on_draw: None,
        coords: true,
        overlays: Default::default(),
        children: Html::default(),
    }
}

async fn render_board(props: BoardProps) -> String {
    LocalServerRenderer::<Board>::with_props(props)
        .hydratable(false)
        .render()
        .await
}

async fn render(orientation: Color) -> String {
    render_board(board_props(Position::startpos(), orientation)).await
}

async fn render_app(query: &str, saved: Option<&str>) -> String {
    render_app_in(query, saved, Lang::En).await
}

async fn render_app_in(query: &str, saved: Option<&str>, lang: Lang) -> String {
    let props = AppProps {
        query: query.to_string().into(),
        saved: saved.map(|s| s.to_string().into()),
        lang,
        ..AppProps::default()
    };
    LocalServerRenderer::<App>::with_props(props)
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

#[tokio::test]
async fn highlights_last_move_check_and_destinations() {
    let pos = Position::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
        .unwrap();
    let mut props = board_props(pos, Color::White);
    props.last_move = Some((Square::parse("d8").unwrap(), Square::parse("h4").unwrap()));
    props.check = Some(Square::parse("e1").unwrap());
    let html = render_board(props).await;
    assert!(square_tag(&html, "h4").contains("last-move"));
    assert!(square_tag(&html, "d8").contains("last-move"));
    assert!(!square_tag(&html, "e4").contains("last-move"));
    assert!(square_tag(&html, "e1").contains("check"), "{html}");
    assert!(!square_tag(&html, "e8").contains("check"));
    // Destinations are drawn only for a selected piece, which needs a pointer: none here.
    let mut props = board_props(Position::startpos(), Color::White);
    props.dests = Rc::new(vec![(
        Square::parse("g1").unwrap(),
        Bitboard::from_square(Square::parse("f3").unwrap()),
    )]);
    assert!(!render_board(props).await.contains("dest"));
}

#[tokio::test]
async fn first_visit_plays_white_against_level_2() {
    let html = render_app("", None).await;
    assert_eq!(html.matches("data-piece=").count(), 32);
    assert!(html.contains("Your move"), "{html}");
    assert!(html.contains("Rookery · level 2"));
    assert!(!html.contains("New game</h2>"), "no dialog in the way");
    assert!(!html.contains(r#"data-testid="notice""#));
}

#[tokio::test]
async fn a_fen_link_starts_from_that_position_and_a_bad_one_says_why() {
    let fen = "8/6P1/8/8/8/k7/8/K7 w - - 0 1";
    let query = format!("?fen={}", fen.replace(' ', "%20"));
    let html = render_app(&query, None).await;
    assert_eq!(board_html(&html).matches("data-piece=").count(), 3);
    assert!(square_html(&html, "g7").contains(r#"data-piece="wP""#));

    let html = render_app("?fen=not%20a%20fen&orientation=black", None).await;
    assert!(html.contains("is not valid"), "{html}");
    assert_eq!(board_html(&html).matches("data-piece=").count(), 32);
    assert!(html.contains("Black at the bottom"));
}

#[tokio::test]
async fn unreadable_saved_data_is_discarded_with_a_notice() {
    for garbage in [
        "",
        "{\"json\": true}",
        "rookery-game 1\nfen banana",
        "rookery-game 1\nmoves e2e5\nfen 8/8/8/8/8/8/8/8 w - - 0 1",
    ] {
        let html = render_app("", Some(garbage)).await;
        assert!(html.contains("could not be read"), "{garbage:?}: {html}");
        assert_eq!(html.matches("data-piece=").count(), 32);
    }
}

/// The opening tag of a square's element.
fn square_tag<'a>(html: &'a str, square: &str) -> &'a str {
    let at = html.find(&format!(r#"data-square="{square}""#)).unwrap();
    let start = html[..at].rfind('<').unwrap();
    let end = at + html[at..].find('>').unwrap();
    &html[start..end]
}

/// The board's squares only (not the captured pieces beside it).
fn board_html(html: &str) -> &str {
    let start = html.find("data-square=").unwrap();
    let end = start + html[start..].find("coords files").unwrap();
    &html[start..end]
}

/// The words a reader sees or hears: text between tags and `aria-label` values, without the
/// notation switch (whose options show example moves such as Nf3).
fn shown_text(html: &str) -> String {
    let mut out = String::new();
    let start = html
        .find("<select data-testid=\"notation\"")
        .unwrap_or(html.len());
    let end = html[start..]
        .find("</select>")
        .map_or(html.len(), |e| start + e);
    let html = format!("{}{}", &html[..start], &html[end..]);
    let mut rest = html.as_str();
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        out.push(' ');
        let close = rest[open..].find('>').map_or(rest.len(), |c| open + c + 1);
        let tag = &rest[open..close];
        if let Some(at) = tag.find("aria-label=\"") {
            let value = &tag[at + 12..];
            out.push_str(&value[..value.find('"').unwrap_or(0)]);
            out.push(' ');
        }
        rest = &rest[close..];
    }
    out.push_str(rest);
    out
}

/// Latin words of two letters or more, other than the app's name and the languages' own names.
fn english_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2 && !["Rookery", "English"].contains(w))
        .map(str::to_string)
        .collect()
}

#[tokio::test]
async fn chinese_screens_have_no_english_words() {
    for lang in [Lang::ZhHans, Lang::ZhHant] {
        let html = render_app_in("", None, lang).await;
        assert!(
            html.contains(&format!("lang=\"{}\"", lang.tag())),
            "{lang:?}"
        );
        let text = shown_text(&html);
        assert_eq!(
            english_words(&text),
            Vec::<String>::new(),
            "{lang:?}: {text}"
        );
        // A link with a position that has no black king: the notice is Chinese too.
        let html = render_app_in("?fen=8/8/8/8/8/8/8/4K3%20w%20-%20-%200%201", None, lang).await;
        let text = shown_text(&html);
        assert!(text.contains(msg::black(lang)), "{text}");
        assert_eq!(
            english_words(&text),
            Vec::<String>::new(),
            "{lang:?}: {text}"
        );
        let html = render_app_in("", Some("garbage"), lang).await;
        assert_eq!(english_words(&shown_text(&html)), Vec::<String>::new());
    }
    // The English screen does have English words: the check itself can fail.
    let english = shown_text(&render_app_in("", None, Lang::En).await);
    assert!(english_words(&english).contains(&"Flip".to_string()));
}

#[test]
fn languages_are_chosen_by_address_then_device_then_browser() {
    let none: [&str; 0] = [];
    assert_eq!(
        Lang::choose(Some("zh-Hant"), Some("en"), &["zh-CN"]),
        Lang::ZhHant
    );
    assert_eq!(
        Lang::choose(Some("klingon"), Some("zh-Hans"), &none),
        Lang::ZhHans
    );
    assert_eq!(
        Lang::choose(None, None, &["fr-FR", "zh-TW", "en"]),
        Lang::ZhHant
    );
    assert_eq!(
        Lang::choose(None, Some("bogus"), &["en-US", "zh-CN"]),
        Lang::En
    );
    assert_eq!(Lang::choose(None, None, &none), Lang::En);
    for (tag, lang) in [
        ("en", Lang::En),
        ("en-GB", Lang::En),
        ("zh", Lang::ZhHans),
        ("zh-CN", Lang::ZhHans),
        ("zh-SG", Lang::ZhHans),
        ("zh-Hans", Lang::ZhHans),
        ("zh-hans-cn", Lang::ZhHans),
        ("zh-TW", Lang::ZhHant),
        ("zh-HK", Lang::ZhHant),
        ("zh-MO", Lang::ZhHant),
        ("zh-Hant", Lang::ZhHant),
        ("zh_Hant_HK", Lang::ZhHant),
        ("ZH-tw", Lang::ZhHant),
    ] {
        assert_eq!(Lang::parse(tag), Some(lang), "{tag}");
    }
    for bad in ["", "fr", "e", "zzh", "-zh"] {
        assert_eq!(Lang::parse(bad), None, "{bad}");
    }
    for lang in Lang::ALL {
        assert_eq!(Lang::parse(lang.tag()), Some(lang));
    }
}

#[test]
fn placeholders_are_filled() {
    assert_eq!(
        rookery::ui::i18n::fill("{a} and {b}", &[("a", "x"), ("b", "y")]),
        "x and y"
    );
    assert_eq!(
        rookery::ui::i18n::fill("{a} {zz} {", &[("a", "x")]),
        "x {zz} {"
    );
    assert_eq!(
        msg::illegal_pawn_blocked(Lang::En, "e5"),
        "The pawn is blocked by the piece on e5."
    );
    assert!(msg::illegal_pawn_blocked(Lang::ZhHant, "e5").contains("e5"));
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

#[tokio::test]
async fn the_board_draws_arrows_marks_and_can_hide_its_coordinates() {
    let mut props = board_props(Position::startpos(), Color::White);
    props.arrows = Rc::new(vec![Arrow {
        from: sq("e2"),
        to: sq("e4"),
        color: MarkColor::Green,
    }]);
    props.marks = Rc::new(vec![(sq("d5"), MarkColor::Red)]);
    let html = render_board(props.clone()).await;
    assert!(html.contains(r#"data-arrow="e2e4""#), "{html}");
    assert!(
        html.contains(r#"data-square="d5" data-color="light" data-mark="red""#),
        "{html}"
    );
    assert!(html.contains("coords ranks"));
    props.coords = false;
    let html = render_board(props).await;
    assert!(!html.contains("coords ranks") && !html.contains("coords files"));
}

async fn render_embed(query: &str, lang: Lang) -> String {
    LocalServerRenderer::<EmbedApp>::with_props(EmbedAppProps {
        query: query.to_string().into(),
        saved: None,
        lang,
    })
    .hydratable(false)
    .render()
    .await
}

#[tokio::test]
async fn the_embed_shows_each_mode_and_its_problems_in_words() {
    let puzzle = render_embed(
        "embed=1&mode=puzzle&fen=6k1%2F5ppp%2F8%2F8%2F8%2F8%2F5PPP%2F3R2K1+w+-+-+0+1&solution=d1d8",
        Lang::En,
    )
    .await;
    assert!(puzzle.contains(r#"data-mode="puzzle""#));
    assert!(puzzle.contains("Find the best move for White."), "{puzzle}");
    assert!(puzzle.contains(r#"data-testid="hint""#));
    assert!(!puzzle.contains("embed-problems"));
    let bad = render_embed("embed=1&level=12&coords=maybe", Lang::ZhHans).await;
    assert!(bad.contains("embed-problems"));
    assert!(
        bad.contains("无法识别设置“level=12”，已改用默认值。"),
        "{bad}"
    );
    assert!(bad.contains("“coords=maybe”"));
    let view = render_embed(
        "embed=1&mode=view&pgn=1.+e4+%7BBest+by+test+%5B%25csl+Ge4%5D%7D+e5&ply=1&theme=dark&board=green",
        Lang::ZhHant,
    )
    .await;
    assert!(view.contains("Best by test"), "{view}");
    assert!(view.contains(r#"data-mark="green""#));
    assert!(view.contains("theme-dark") && view.contains("board-green"));
    assert!(!view.contains(r#"data-testid="takeback""#));
    let play = render_embed("embed=1&takeback=0&hints=0", Lang::En).await;
    assert!(!play.contains(r#"data-testid="takeback""#) && !play.contains(r#"data-testid="hint""#));
    assert!(play.contains(r#"data-level="2""#));
}

/// The board's drawings (issue 13): arrows and circles in the SVG with their colours, and the
/// squares as an ARIA grid of rows and labelled cells.
#[tokio::test]
async fn drawings_and_the_grid_of_labelled_squares() {
    use rookery::ui::annotated::{Arrow, MarkColor};
    let sq = |s: &str| rookery::rules::Square::parse(s).unwrap();
    let mut props = board_props(Position::startpos(), Color::White);
    props.arrows = Rc::new(vec![Arrow {
        from: sq("e2"),
        to: sq("e4"),
        color: MarkColor::Red,
    }]);
    props.circles = Rc::new(vec![(sq("d5"), MarkColor::Blue)]);
    let html = render_board(props).await;
    assert!(
        html.contains(r#"data-arrow="e2e4""#) && html.contains(r#"data-color="red""#),
        "{html}"
    );
    assert!(html.contains(r#"data-circle="d5""#) && html.contains(r#"data-color="blue""#));
    assert_eq!(html.matches(r#"role="row""#).count(), 8);
    assert_eq!(html.matches(r#"role="gridcell""#).count(), 64);
    assert!(html.contains(r#"aria-label="e2, white pawn""#), "{html}");
    assert!(html.contains(r#"aria-label="e4""#));
    // One square takes the keyboard: the bottom-left one.
    assert_eq!(html.matches(r#"tabindex="0""#).count(), 1);
    assert!(html.contains(r#"data-square="a1" data-color="dark""#));
}

/// The analysis board and the editor render natively: a PGN's moves with its variation
/// nested, and the editor's FEN with the parser's reason for a position without kings.
#[tokio::test]
async fn the_analysis_board_and_the_editor_render() {
    use rookery::ui::{EditorApp, EditorAppProps, StudyApp, StudyAppProps};
    let saved = " 2\n1. e4 e5 2. Nf3 (2. Bc4 Nf6) 2... Nc6 *";
    let html = LocalServerRenderer::<StudyApp>::with_props(StudyAppProps {
        query: "?analysis".into(),
        lang: Lang::En,
        saved: Some(saved.into()),
        notation: Default::default(),
    })
    .hydratable(false)
    .render()
    .await;
    assert!(
        html.contains(r#"data-depth="1" class="variation""#),
        "{html}"
    );
    assert_eq!(html.matches(r#"data-testid="study-move""#).count(), 6);
    assert!(html.contains(r#"aria-current="true""#));
    let html = LocalServerRenderer::<EditorApp>::with_props(EditorAppProps {
        query: "?editor&fen=8%2F8%2F8%2F8%2F8%2F8%2F8%2F8%20w%20-%20-%200%201".into(),
        lang: Lang::En,
    })
    .hydratable(false)
    .render()
    .await;
    assert!(html.contains(r#"data-testid="editor-error""#), "{html}");
    assert!(html.contains("White has no king"));
    assert!(!html.contains(r#"data-testid="editor-play""#));
}

#[tokio::test]
async fn the_hint_button_and_its_switch() {
    let html = render_app("", None).await;
    assert!(html.contains(r#"data-testid="hint""#), "{html}");
    assert!(html.contains(r#"data-testid="hints""#));
    let off = LocalServerRenderer::<App>::with_props(AppProps {
        hints_off: true,
        ..AppProps::default()
    })
    .hydratable(false)
    .render()
    .await;
    assert!(
        !off.contains(r#"data-testid="hint""#),
        "no button while hints are off"
    );
    assert!(
        off.contains(r#"data-testid="hints""#),
        "the switch stays, to turn them on"
    );
    let zh = render_app_in("", None, Lang::ZhHant).await;
    assert!(zh.contains("允許提示"));
}
