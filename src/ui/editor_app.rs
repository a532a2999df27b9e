//! The board editor (issue 13, `?editor&fen=…`, a page of the extras wasm). Pieces are dragged
//! from the spare rows onto the board, from square to square, and off the board to remove
//! them; a click on a spare piece (or the bin) makes it the tool that a click on a square puts
//! down (the same piece again takes it away). Clear, start position, flip, side to move,
//! castling rights, en passant square, and a FEN field kept in step both ways; while the
//! position is not one to play from, the FEN parser's reason is shown (`editor-error`). From a
//! legal position: Play against the engine, Analyse, Copy link, Embed.
//!
//! Hooks: `data-testid="editor"`, `editor-board` (squares with `data-square`, pieces with
//! `data-piece`), `spare-wK`… and `editor-bin`, `editor-fen`, `editor-turn`,
//! `editor-castling-K|Q|k|q`, `editor-ep`, `editor-clear`, `editor-start`, `editor-flip`,
//! `editor-play`, `editor-analyse`, `editor-copy-link`, `editor-embed`.

use yew::prelude::*;

use super::board::piece_code;
use super::editor_state::{Editor, CASTLING};
use super::i18n::{msg, Lang};
use super::text;
use super::url_params::encode;
use crate::rules::{Color, Piece, Role, Square};

#[derive(Properties, Clone, PartialEq)]
pub struct EditorAppProps {
    /// The page's query (`?editor&fen=…&orientation=black`).
    pub query: AttrValue,
    pub lang: Lang,
}

/// What a pointer holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Held {
    Spare(Option<Piece>),
    Square(Square),
}

/// The square or spare piece under a pointer event.
fn under(e: &PointerEvent) -> Option<Held> {
    let el = web_sys::window()?
        .document()?
        .element_from_point(e.client_x() as f32, e.client_y() as f32)?;
    if let Some(square) = el
        .closest("[data-square]")
        .ok()
        .flatten()
        .and_then(|s| s.get_attribute("data-square"))
        .and_then(|s| Square::parse(&s))
    {
        return Some(Held::Square(square));
    }
    let spare = el.closest("[data-spare]").ok().flatten()?;
    let code = spare.get_attribute("data-spare")?;
    Some(Held::Spare(piece_from_code(&code)))
}

/// `wK` → the white king; anything else (the bin) → none.
fn piece_from_code(code: &str) -> Option<Piece> {
    let mut chars = code.chars();
    let color = match chars.next()? {
        'w' => Color::White,
        'b' => Color::Black,
        _ => return None,
    };
    let role = Role::from_char(chars.next()?.to_ascii_lowercase())?;
    Some(Piece::new(color, role))
}

#[component]
pub fn EditorApp(props: &EditorAppProps) -> Html {
    let lang = props.lang;
    let start = use_memo(props.query.clone(), |query| {
        let params = super::url_params::parse(query);
        let editor = params
            .fen
            .as_deref()
            .and_then(Editor::from_fen)
            .unwrap_or_default();
        (editor, params.orientation.unwrap_or(Color::White))
    });
    let editor = use_state(|| start.0.clone());
    let orientation = use_state(|| start.1);
    // A FEN being typed: shown as typed (the board follows as far as it reads).
    let typed = use_state(|| None::<String>);
    let tool = use_state(|| None::<Held>);
    let held = use_mut_ref(|| None::<Held>);
    let copied = use_state(|| false);

    let change = {
        let (editor, typed, copied) = (editor.clone(), typed.clone(), copied.clone());
        move |f: &dyn Fn(&mut Editor)| {
            let mut next = (*editor).clone();
            f(&mut next);
            editor.set(next);
            typed.set(None);
            copied.set(false);
        }
    };
    let area = use_node_ref();
    let on_down = {
        let (held, area) = (held.clone(), area.clone());
        Callback::from(move |e: PointerEvent| {
            if e.button() != 0 {
                return;
            }
            let what = under(&e);
            *held.borrow_mut() = what;
            if what.is_some() {
                e.prevent_default();
                // The release then comes here wherever it happens (off the board too).
                if let Some(el) = area.cast::<web_sys::Element>() {
                    let _ = el.set_pointer_capture(e.pointer_id());
                }
            }
        })
    };
    let on_up = {
        let (held, tool, change) = (held.clone(), tool.clone(), change.clone());
        let editor = editor.clone();
        Callback::from(move |e: PointerEvent| {
            let Some(from) = held.borrow_mut().take() else {
                return;
            };
            let to = under(&e);
            match (from, to) {
                // A click on a spare piece or the bin: it becomes the tool (again: no tool).
                (Held::Spare(p), Some(Held::Spare(q))) if p == q => {
                    tool.set((*tool != Some(from)).then_some(from));
                }
                (Held::Spare(p), Some(Held::Square(to))) => change(&|ed| ed.put(to, p)),
                // A click on a square: the tool acts there.
                (Held::Square(a), Some(Held::Square(b))) if a == b => {
                    if let Some(Held::Spare(p)) = *tool {
                        let same = editor.piece_at(a) == p;
                        change(&|ed| ed.put(a, if same { None } else { p }));
                    }
                }
                (Held::Square(a), Some(Held::Square(b))) => change(&|ed| ed.carry(a, Some(b))),
                // Dropped anywhere off the board: removed.
                (Held::Square(a), _) => change(&|ed| ed.carry(a, None)),
                _ => {}
            }
        })
    };

    let fen = editor.to_fen();
    let shown_fen = (*typed).clone().unwrap_or_else(|| fen.clone());
    let checked = crate::rules::Position::from_fen(shown_fen.trim());
    let on_fen = {
        let (editor, typed) = (editor.clone(), typed.clone());
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                let text = input.value();
                if let Some(read) = Editor::from_fen(&text) {
                    editor.set(read);
                }
                typed.set(Some(text));
            }
        })
    };

    let squares = (0..64).map(|i| {
        let square = super::geometry::square_at_cell(i % 8, i / 8, *orientation);
        let shade = if square.is_light() { "light" } else { "dark" };
        let on = editor.piece_at(square);
        let label = match on {
            Some(p) => msg::square_with_piece(lang, &square.to_string(), &text::piece_label(lang, p.color, p.role)),
            None => square.to_string(),
        };
        let piece = on.map(|p| html! { <div class="piece" data-piece={piece_code(p)} aria-hidden="true" /> });
        html! {
            <div class={classes!("square", shade)} data-square={square.to_string()} data-color={shade}
                role="gridcell" aria-label={label}>{ for piece }</div>
        }
    });
    let squares: Vec<Html> = squares.collect();
    let rows = squares
        .chunks(8)
        .map(|row| html! { <div class="board-row" role="row">{ for row.iter().cloned() }</div> });
    let spares = |color: Color| {
        let pieces = [Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn].map(|role| {
            let p = Piece::new(color, role);
            let code = piece_code(p);
            let on = *tool == Some(Held::Spare(Some(p)));
            html! {
                <div class={classes!("spare", on.then_some("tool"))} data-spare={code.clone()} data-testid={format!("spare-{code}")}
                    role="button" aria-pressed={on.to_string()} aria-label={text::piece_label(lang, color, role)}>
                    <div class="piece" data-piece={code} />
                </div>
            }
        });
        html! { <div class="spares" data-color={if color == Color::White { "white" } else { "black" }}>{ for pieces }</div> }
    };
    let bin_on = *tool == Some(Held::Spare(None));
    let (top, bottom) = (!*orientation, *orientation);

    let turn_select = {
        let change = change.clone();
        Callback::from(move |e: Event| {
            if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                let turn = if s.value() == "b" {
                    Color::Black
                } else {
                    Color::White
                };
                change(&|ed| ed.set_turn(turn));
            }
        })
    };
    let rights = CASTLING.iter().enumerate().map(|(i, letter)| {
        let change = change.clone();
        let onchange = Callback::from(move |e: Event| {
            let on = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .is_some_and(|i| i.checked());
            change(&|ed| ed.set_castling(i, on));
        });
        let label = match i {
            0 => msg::castling_white_king(lang),
            1 => msg::castling_white_queen(lang),
            2 => msg::castling_black_king(lang),
            _ => msg::castling_black_queen(lang),
        };
        html! {
            <label><input type="checkbox" data-testid={format!("editor-castling-{letter}")} checked={editor.castling[i]}
                disabled={!editor.castling_possible(i)} {onchange} />{ label }</label>
        }
    });
    let ep_choices = editor.en_passant_choices();
    let on_ep = {
        let change = change.clone();
        Callback::from(move |e: Event| {
            if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                let square = Square::parse(&s.value());
                change(&|ed| ed.set_en_passant(square));
            }
        })
    };
    let button = |id: &'static str, label: &'static str, f: fn(&mut Editor)| {
        let change = change.clone();
        html! { <button data-testid={id} onclick={Callback::from(move |_: MouseEvent| change(&|ed| f(ed)))}>{ label }</button> }
    };
    let flip = {
        let orientation = orientation.clone();
        Callback::from(move |_: MouseEvent| orientation.set(!*orientation))
    };

    let legal_fen = checked.as_ref().ok().map(|p| p.to_fen());
    let actions = legal_fen.map(|fen| {
        let play = format!("./?lang={}&fen={}", lang.tag(), encode(&fen));
        let analyse = format!("./?lang={}&analysis&fen={}", lang.tag(), encode(&fen));
        let embed = format!("./?lang={}&share&start={}&moves=&shown=0", lang.tag(), encode(&fen));
        let copy = {
            let copied = copied.clone();
            let link = format!(
                "{}?fen={}",
                super::share_dialog::page_address(),
                encode(&fen)
            );
            Callback::from(move |_: MouseEvent| {
                super::share_dialog::copy_text(&link);
                copied.set(true);
            })
        };
        html! {
            <div class="editor-actions">
                <a class="button" href={play} data-testid="editor-play">{ msg::editor_play(lang) }</a>
                <a class="button" href={analyse} data-testid="editor-analyse">{ msg::editor_analyse(lang) }</a>
                <button data-testid="editor-copy-link" onclick={copy}>{ if *copied { msg::share_copied(lang) } else { msg::editor_copy_link(lang) } }</button>
                <a class="button" href={embed} data-testid="editor-embed">{ msg::share(lang) }</a>
            </div>
        }
    });
    let error = checked.err().map(|e| text::fen_error(lang, &e));

    html! {
        <ContextProvider<Lang> context={lang}>
        <main class="app editor" lang={lang.tag()} data-testid="editor">
            <header class="top">
                <h1>{ "Rookery" }</h1>
                <h2 class="page-title">{ msg::board_editor(lang) }</h2>
                <a class="back" href={format!("./?lang={}", lang.tag())} data-testid="back-to-game">{ msg::back_to_game(lang) }</a>
            </header>
            <div class="game" ref={area} onpointerdown={on_down} onpointerup={on_up}>
                <section class="board-area editor-area">
                    { spares(top) }
                    <div class="board-frame no-coords">
                        <div class="board" role="grid" aria-label={msg::board_editor(lang)} data-testid="editor-board">{ for rows }</div>
                    </div>
                    { spares(bottom) }
                    <div class={classes!("spare", "bin", bin_on.then_some("tool"))} data-spare="x" data-testid="editor-bin"
                        role="button" aria-pressed={bin_on.to_string()}>{ msg::editor_bin(lang) }</div>
                </section>
                <aside class="side">
                    <label class="share-field">{ "FEN" }
                        <input type="text" data-testid="editor-fen" value={shown_fen} oninput={on_fen} spellcheck="false" />
                    </label>
                    if let Some(error) = error {
                        <p class="notice refused" data-testid="editor-error" role="alert">{ error }</p>
                    }
                    { for actions }
                    <label>{ msg::side_to_move(lang) }
                        <select data-testid="editor-turn" onchange={turn_select}>
                            <option value="w" selected={editor.turn == Color::White}>{ msg::white(lang) }</option>
                            <option value="b" selected={editor.turn == Color::Black}>{ msg::black(lang) }</option>
                        </select>
                    </label>
                    <fieldset class="castling"><legend>{ msg::castling_rights(lang) }</legend>{ for rights }</fieldset>
                    <label>{ msg::en_passant_square(lang) }
                        <select data-testid="editor-ep" onchange={on_ep}>
                            <option value="-" selected={editor.en_passant.is_none()}>{ "–" }</option>
                            { for ep_choices.iter().map(|s| html! { <option value={s.to_string()} selected={editor.en_passant == Some(*s)}>{ s.to_string() }</option> }) }
                        </select>
                    </label>
                    <div class="study-tools">
                        { button("editor-clear", msg::editor_clear(lang), Editor::clear) }
                        { button("editor-start", msg::editor_start(lang), |ed| *ed = Editor::default()) }
                        <button data-testid="editor-flip" onclick={flip}>{ msg::flip(lang) }</button>
                    </div>
                </aside>
            </div>
        </main>
        </ContextProvider<Lang>>
    }
}
