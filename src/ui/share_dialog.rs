//! "Share / embed" (issue 11): a link and a copy-paste `<iframe>` for the current position (to
//! play out against the engine) or game (to step through), with the embed's display options
//! as checkboxes. The address is written by [`EmbedParams::to_query`], the inverse of the
//! reader the embed uses. Hooks: `data-testid="share-dialog"`, `share-position`, `share-game`,
//! `share-option-<name>`, `share-board`, `share-link`, `share-code`, `share-copy-link`,
//! `share-copy-code`, `share-close`.

use yew::prelude::*;

use super::embed_params::{BoardColors, EmbedMode, EmbedParams, Theme};
use super::i18n::{msg, Lang};
use crate::rules::{pgn, Color, Move, Position};

#[derive(Properties, Clone, PartialEq)]
pub struct ShareDialogProps {
    /// The position on the board.
    pub position: Position,
    /// The game so far: its start and moves.
    pub start: Position,
    pub moves: Vec<Move>,
    pub orientation: Color,
    pub level: u8,
    /// The page's own address, without its query (`https://…/rookery/`).
    pub base: AttrValue,
    pub on_close: Callback<()>,
}

/// The embed's address for what is chosen.
pub fn share_params(props: &ShareDialogProps, game: bool, options: &EmbedParams) -> EmbedParams {
    let mut p = options.clone();
    p.embed = true;
    p.orientation = Some(props.orientation);
    if game {
        p.mode = EmbedMode::View;
        p.fen = None;
        p.pgn = Some(pgn::movetext(&props.start, &props.moves));
        if props.start != Position::startpos() {
            p.pgn = Some(pgn::to_pgn(&props.start, &props.moves));
        }
        p.level = None;
    } else {
        p.mode = EmbedMode::Play;
        p.fen = Some(props.position.to_fen());
        p.pgn = None;
        p.level = Some(props.level);
    }
    p
}

/// The `<iframe>` a teacher pastes into a page.
pub fn iframe_code(link: &str) -> String {
    let escaped = link.replace('&', "&amp;").replace('"', "&quot;");
    format!(
        "<iframe src=\"{escaped}\" width=\"400\" height=\"580\" title=\"Rookery chess board\" \
         loading=\"lazy\" style=\"border:0;max-width:100%\"></iframe>"
    )
}

#[component]
pub fn ShareDialog(props: &ShareDialogProps) -> Html {
    let lang = use_context::<Lang>().unwrap_or_default();
    let has_game = !props.moves.is_empty();
    let game = use_state(|| false);
    let options = use_state(EmbedParams::default);
    let copied = use_state(|| None::<&'static str>);
    let params = share_params(props, *game && has_game, &options);
    let link = format!("{}?{}", props.base, params.to_query());
    let code = iframe_code(&link);

    let toggle = |name: &'static str, set: fn(&mut EmbedParams, bool), on: bool| {
        let options = options.clone();
        let onchange = Callback::from(move |e: Event| {
            let checked = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .is_some_and(|i| i.checked());
            let mut next = (*options).clone();
            set(&mut next, checked);
            options.set(next);
        });
        let label = match name {
            "coords" => msg::option_coords(lang),
            "moves" => msg::option_moves(lang),
            "takeback" => msg::option_takeback(lang),
            "hints" => msg::option_hints(lang),
            "sound" => msg::option_sound(lang),
            _ => msg::option_dark(lang),
        };
        html! {
            <label><input type="checkbox" data-testid={format!("share-option-{name}")} checked={on} {onchange} />{ label }</label>
        }
    };
    let choose = |value: bool| {
        let game = game.clone();
        Callback::from(move |_: Event| game.set(value))
    };
    let on_board = {
        let options = options.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
                .unwrap_or_default();
            let mut next = (*options).clone();
            next.board = match value.as_str() {
                "blue" => BoardColors::Blue,
                "green" => BoardColors::Green,
                _ => BoardColors::Brown,
            };
            options.set(next);
        })
    };
    let copy = |what: &'static str, text: String| {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            copy_text(&text);
            copied.set(Some(what));
        })
    };
    let o = &*options;
    let boards = [
        ("brown", BoardColors::Brown, msg::board_brown(lang)),
        ("blue", BoardColors::Blue, msg::board_blue(lang)),
        ("green", BoardColors::Green, msg::board_green(lang)),
    ];
    let on_close = props.on_close.reform(|_: MouseEvent| ());
    let (trap, on_trap_key) = super::focus_trap::use_focus_trap();
    html! {
        <div class="dialog-backdrop">
            <div class="dialog share" role="dialog" aria-modal="true" aria-label={msg::share_title(lang)} data-testid="share-dialog" ref={trap} onkeydown={on_trap_key}>
                <h2>{ msg::share_title(lang) }</h2>
                <fieldset>
                    <legend>{ msg::share_what(lang) }</legend>
                    <label><input type="radio" name="share-what" data-testid="share-position" checked={!*game || !has_game} onchange={choose(false)} />{ msg::share_position(lang) }</label>
                    <label><input type="radio" name="share-what" data-testid="share-game" checked={*game && has_game} disabled={!has_game} onchange={choose(true)} />{ msg::share_game(lang) }</label>
                </fieldset>
                <fieldset class="share-options">
                    { toggle("coords", |p, v| p.coords = v, o.coords) }
                    { toggle("moves", |p, v| p.moves = v, o.moves) }
                    { toggle("takeback", |p, v| p.takeback = v, o.takeback) }
                    { toggle("hints", |p, v| p.hints = v, o.hints) }
                    { toggle("sound", |p, v| p.sound = v, o.sound) }
                    { toggle("dark", |p, v| p.theme = if v { Theme::Dark } else { Theme::Light }, o.theme == Theme::Dark) }
                    <label>{ msg::option_board(lang) }{ " " }
                        <select data-testid="share-board" onchange={on_board}>
                            { for boards.iter().map(|(value, b, name)| html! {
                                <option value={*value} selected={o.board == *b}>{ *name }</option>
                            }) }
                        </select>
                    </label>
                </fieldset>
                <label class="share-field">{ msg::share_link(lang) }
                    <input type="text" readonly=true data-testid="share-link" value={link.clone()} />
                </label>
                <button type="button" data-testid="share-copy-link" onclick={copy("link", link)}>
                    { if *copied == Some("link") { msg::share_copied(lang) } else { msg::share_copy(lang) } }
                </button>
                <label class="share-field">{ msg::share_code(lang) }
                    <textarea readonly=true rows="4" data-testid="share-code" value={code.clone()} />
                </label>
                <button type="button" data-testid="share-copy-code" onclick={copy("code", code)}>
                    { if *copied == Some("code") { msg::share_copied(lang) } else { msg::share_copy(lang) } }
                </button>
                <div class="dialog-buttons">
                    <button type="button" data-testid="share-close" onclick={on_close}>{ msg::close(lang) }</button>
                </div>
            </div>
        </div>
    }
}

/// Puts `text` on the clipboard (where the browser allows it; otherwise the field can still
/// be selected and copied by hand).
#[cfg(all(feature = "csr", target_arch = "wasm32"))]
pub(crate) fn copy_text(text: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.navigator().clipboard().write_text(text);
    }
}

#[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
pub(crate) fn copy_text(_text: &str) {}

/// This page's address without its query: where the embed is served from.
#[cfg(all(feature = "csr", target_arch = "wasm32"))]
pub fn page_address() -> String {
    web_sys::window()
        .map(|w| {
            let l = w.location();
            format!(
                "{}{}",
                l.origin().unwrap_or_default(),
                l.pathname().unwrap_or_default()
            )
        })
        .unwrap_or_default()
}

/// Rendered natively: a placeholder address.
#[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
pub fn page_address() -> String {
    "./".to_string()
}

/// The game the app hands to the Share page, in its address.
#[derive(Clone, Debug, PartialEq)]
pub struct SharedGame {
    pub start: Position,
    pub moves: Vec<Move>,
    /// The position shown (after `shown` moves).
    pub shown: usize,
    pub orientation: Color,
    pub level: u8,
    /// Seconds on the mover's clock after each move (empty: no clocks), for the analysis
    /// board's `[%clk]`.
    pub clocks: Vec<u64>,
    /// The time control in seconds, base and increment.
    pub time_control: Option<(u64, u64)>,
    /// How the game ended (`1-0`, `0-1`, `1/2-1/2`), if it did.
    pub result: Option<&'static str>,
}

impl SharedGame {
    /// `share&start=FEN&moves=e2e4+e7e5&shown=2&orientation=white&level=2`, as the app writes it.
    pub fn to_query(&self) -> String {
        self.query_for("share")
    }

    /// The same for another page of the extras (`analysis&start=…`).
    pub fn query_for(&self, page: &str) -> String {
        use super::url_params::encode;
        let moves: Vec<String> = self.moves.iter().map(|m| m.to_uci(false)).collect();
        let mut extra = String::new();
        if !self.clocks.is_empty() {
            let clocks: Vec<String> = self.clocks.iter().map(u64::to_string).collect();
            extra.push_str(&format!("&clk={}", clocks.join("+")));
        }
        if let Some((base, inc)) = self.time_control {
            extra.push_str(&format!("&tc={base}%2B{inc}"));
        }
        if let Some(result) = self.result {
            extra.push_str(&format!("&result={}", encode(result)));
        }
        format!(
            "{page}&start={}&moves={}&shown={}&orientation={}&level={}{extra}",
            encode(&self.start.to_fen()),
            encode(&moves.join(" ")),
            self.shown,
            if self.orientation == Color::White {
                "white"
            } else {
                "black"
            },
            self.level
        )
    }

    /// Reads the address; anything unreadable gives the usual start (moves stop at the first
    /// illegal one).
    pub fn parse(query: &str) -> SharedGame {
        let mut game = SharedGame {
            start: Position::startpos(),
            moves: Vec::new(),
            shown: usize::MAX,
            orientation: Color::White,
            level: 2,
            clocks: Vec::new(),
            time_control: None,
            result: None,
        };
        let mut moves = String::new();
        let mut clocks = String::new();
        for pair in query.trim_start_matches('?').split('&') {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = super::url_params::decode(value);
            match key {
                "start" => {
                    if let Ok(p) = Position::from_fen(value.trim()) {
                        game.start = p;
                    }
                }
                "moves" => moves = value,
                "clk" => clocks = value,
                "tc" => {
                    game.time_control = value
                        .split_once('+')
                        .and_then(|(b, i)| Some((b.parse().ok()?, i.parse().ok()?)))
                }
                "result" => {
                    game.result = ["1-0", "0-1", "1/2-1/2"].into_iter().find(|r| *r == value)
                }
                "shown" => game.shown = value.parse().unwrap_or(usize::MAX),
                "orientation" if value == "black" => game.orientation = Color::Black,
                "level" => {
                    game.level = value
                        .parse()
                        .ok()
                        .filter(|l| (1..=8).contains(l))
                        .unwrap_or(2)
                }
                _ => {}
            }
        }
        let mut pos = game.start.clone();
        for text in moves.split_whitespace().take(2000) {
            let Ok(mv) = pos.parse_uci_move(text) else {
                break;
            };
            pos.play_unchecked(mv);
            game.moves.push(mv);
        }
        game.shown = game.shown.min(game.moves.len());
        // One time per move, or none.
        game.clocks = clocks
            .split_whitespace()
            .map_while(|t| t.parse().ok())
            .collect();
        if game.clocks.len() != game.moves.len() {
            game.clocks.clear();
        }
        game
    }

    /// The position shown.
    pub fn position(&self) -> Position {
        self.moves[..self.shown]
            .iter()
            .fold(self.start.clone(), |mut p, m| {
                p.play_unchecked(*m);
                p
            })
    }
}

#[derive(Properties, Clone, PartialEq)]
pub struct SharePageProps {
    /// The page's query (see [`SharedGame`]).
    pub query: AttrValue,
    pub lang: Lang,
}

/// "Share / embed" as a page of its own (`?share&…`, in the extras wasm so the game's first load
/// carries none of it): the dialog for the game the app handed over; closing it goes back.
#[component]
pub fn SharePage(props: &SharePageProps) -> Html {
    let game = SharedGame::parse(&props.query);
    html! {
        <ContextProvider<Lang> context={props.lang}>
        <main class="app share-page" lang={props.lang.tag()}>
            <ShareDialog
                position={game.position()}
                start={game.start.clone()}
                moves={game.moves.clone()}
                orientation={game.orientation}
                level={game.level}
                base={AttrValue::from(page_address())}
                on_close={Callback::from(|()| back_to_game())}
            />
        </main>
        </ContextProvider<Lang>>
    }
}

#[cfg(all(feature = "csr", target_arch = "wasm32"))]
fn back_to_game() {
    if let Some(window) = web_sys::window() {
        // The game page the player came from, with its saved game; else the app.
        let history = window.history().ok();
        match history.filter(|h| h.length().unwrap_or(0) > 1) {
            Some(h) => {
                let _ = h.back();
            }
            None => {
                let _ = window.location().assign("./");
            }
        }
    }
}

#[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
fn back_to_game() {}
