//! The new-game dialog: play White, Black or a random side against a level 1–8, or two
//! players on one device (with optional auto-flip); time control none, 5+0, 10+5, 15+10 or
//! custom. Starting emits the chosen [`Settings`].

use yew::prelude::*;

use super::clock::TimeControl;
use super::i18n::{msg, Lang};
use super::profiles::level_points;
use super::state::{Mode, Settings};
use super::text;
use crate::rules::Color;

#[derive(Properties, Clone, PartialEq)]
pub struct NewGameProps {
    /// The current settings, shown as the defaults.
    pub current: Settings,
    /// The players of this device (id, name), for a rated game of two of them.
    #[prop_or_default]
    pub players: std::rc::Rc<Vec<(u32, String)>>,
    pub on_start: Callback<Settings>,
    pub on_close: Callback<()>,
}

#[derive(Clone, Copy, PartialEq)]
enum Side {
    White,
    Black,
    Random,
}

#[derive(Clone, PartialEq)]
struct Form {
    two_players: bool,
    auto_flip: bool,
    side: Side,
    level: u8,
    /// "none", "5+0", "10+5", "15+10" or "custom".
    time: String,
    custom_minutes: String,
    custom_increment: String,
    /// White's and Black's player ids in a two-player game ("" for none).
    white_player: String,
    black_player: String,
}

const PRESETS: [(&str, TimeControl); 3] = [
    ("5+0", TimeControl::minutes(5, 0)),
    ("10+5", TimeControl::minutes(10, 5)),
    ("15+10", TimeControl::minutes(15, 10)),
];

impl Form {
    fn from_settings(s: Settings) -> Form {
        let (two_players, auto_flip, side) = match s.mode {
            Mode::Engine { human } => (
                false,
                false,
                if human == Color::White {
                    Side::White
                } else {
                    Side::Black
                },
            ),
            Mode::TwoPlayers { auto_flip } => (true, auto_flip, Side::White),
        };
        let time = match s.time {
            None => "none".to_string(),
            Some(tc) => PRESETS
                .iter()
                .find(|(_, p)| *p == tc)
                .map_or("custom".to_string(), |(name, _)| name.to_string()),
        };
        let tc = s.time.unwrap_or(TimeControl::minutes(3, 2));
        Form {
            two_players,
            auto_flip,
            side,
            level: s.level,
            time,
            custom_minutes: super::clock::trim(tc.base_ms as f64 / 60_000.0),
            custom_increment: format!("{}", tc.increment_ms / 1000),
            white_player: s.players.map_or(String::new(), |(w, _)| w.to_string()),
            black_player: s.players.map_or(String::new(), |(_, b)| b.to_string()),
        }
    }

    /// The settings, or what is wrong with the custom time (a message of the tables).
    fn settings(&self, random: f64) -> Result<Settings, fn(Lang) -> &'static str> {
        let time = match self.time.as_str() {
            "none" => None,
            "custom" => {
                let minutes: f64 = self
                    .custom_minutes
                    .trim()
                    .parse()
                    .ok()
                    .filter(|m: &f64| (0.25..=180.0).contains(m))
                    .ok_or(msg::bad_minutes as fn(Lang) -> &'static str)?;
                let inc: u64 = self
                    .custom_increment
                    .trim()
                    .parse()
                    .ok()
                    .filter(|i| *i <= 180)
                    .ok_or(msg::bad_increment as fn(Lang) -> &'static str)?;
                Some(TimeControl {
                    base_ms: (minutes * 60_000.0).round() as u64,
                    increment_ms: inc * 1000,
                })
            }
            name => PRESETS.iter().find(|(n, _)| *n == name).map(|(_, tc)| *tc),
        };
        let mode = if self.two_players {
            Mode::TwoPlayers {
                auto_flip: self.auto_flip,
            }
        } else {
            let human = match self.side {
                Side::White => Color::White,
                Side::Black => Color::Black,
                Side::Random if random < 0.5 => Color::White,
                Side::Random => Color::Black,
            };
            Mode::Engine { human }
        };
        let players = match (self.white_player.parse(), self.black_player.parse()) {
            (Ok(w), Ok(b)) if self.two_players && w != b => Some((w, b)),
            _ => None,
        };
        Ok(Settings {
            mode,
            level: self.level,
            time,
            players,
        })
    }
}

fn random() -> f64 {
    #[cfg(all(feature = "csr", target_arch = "wasm32"))]
    return web_sys::js_sys::Math::random();
    #[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
    0.0
}

/// A choice of player for one side of a two-player game.
fn player_choice(
    lang: Lang,
    id: &'static str,
    side: &'static str,
    players: &[(u32, String)],
    chosen: &str,
    onchange: Callback<Event>,
) -> Html {
    html! {
        <label>{ side }{ " " }
            <select data-testid={id} {onchange}>
                <option value="" selected={chosen.is_empty()}>{ msg::no_profile(lang) }</option>
                { for players.iter().map(|(pid, name)| html! {
                    <option value={pid.to_string()} selected={chosen == pid.to_string()}>{ name.clone() }</option>
                }) }
            </select>
        </label>
    }
}

/// The value of the `<input>` or `<select>` an event came from.
fn field_value(e: &Event) -> String {
    if let Some(select) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
        return select.value();
    }
    e.target_unchecked_into::<web_sys::HtmlInputElement>()
        .value()
}

#[component]
pub fn NewGame(props: &NewGameProps) -> Html {
    let lang = use_context::<Lang>().unwrap_or_default();
    let form = use_state(|| Form::from_settings(props.current));
    let error = use_state(|| None::<fn(Lang) -> &'static str>);
    let update = |f: fn(&mut Form, String)| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut next = (*form).clone();
            f(&mut next, field_value(&e));
            form.set(next);
        })
    };
    let radio = |id: &'static str,
                 name: &'static str,
                 checked: bool,
                 label: &'static str,
                 f: fn(&mut Form)| {
        let form = form.clone();
        let onchange = Callback::from(move |_: Event| {
            let mut next = (*form).clone();
            f(&mut next);
            form.set(next);
        });
        html! {
            <label><input type="radio" {name} data-testid={id} {checked} {onchange} />{ label }</label>
        }
    };
    let onsubmit = {
        let form = form.clone();
        let error = error.clone();
        let on_start = props.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match form.settings(random()) {
                Ok(settings) => on_start.emit(settings),
                Err(message) => error.set(Some(message)),
            }
        })
    };
    let on_close = props.on_close.clone();
    let f = (*form).clone();
    let (trap, on_trap_key) = super::focus_trap::use_focus_trap();
    html! {
        <div class="dialog-backdrop">
            <form class="dialog new-game" role="dialog" aria-modal="true" aria-label={msg::new_game(lang)} {onsubmit} ref={trap} onkeydown={on_trap_key}>
                <h2>{ msg::new_game(lang) }</h2>
                <fieldset>
                    <legend>{ msg::opponent(lang) }</legend>
                    { radio("opponent-engine", "opponent", !f.two_players, msg::opponent_engine(lang), |f| f.two_players = false) }
                    { radio("opponent-human", "opponent", f.two_players, msg::opponent_human(lang), |f| f.two_players = true) }
                </fieldset>
                if f.two_players {
                    <label>
                        <input type="checkbox" data-testid="auto-flip" checked={f.auto_flip}
                            onchange={update(|f, _| f.auto_flip = !f.auto_flip)} />
                        { msg::auto_flip(lang) }
                    </label>
                    if props.players.len() >= 2 {
                        { player_choice(lang, "white-player", msg::white(lang), &props.players, &f.white_player, update(|f, v| f.white_player = v)) }
                        { player_choice(lang, "black-player", msg::black(lang), &props.players, &f.black_player, update(|f, v| f.black_player = v)) }
                        <p class="hint">{ msg::pair_rated_hint(lang) }</p>
                    }
                } else {
                    <fieldset>
                        <legend>{ msg::you_play(lang) }</legend>
                        { radio("side-white", "side", f.side == Side::White, msg::white(lang), |f| f.side = Side::White) }
                        { radio("side-black", "side", f.side == Side::Black, msg::black(lang), |f| f.side = Side::Black) }
                        { radio("side-random", "side", f.side == Side::Random, msg::random_side(lang), |f| f.side = Side::Random) }
                    </fieldset>
                    <label>{ msg::level(lang) }{ " " }
                        <select data-testid="level" onchange={update(|f, v| f.level = v.parse().unwrap_or(2))}>
                            { for (1..=8u8).map(|l| html! {
                                <option value={l.to_string()} selected={l == f.level}>{ msg::level_with_points(lang, &text::level_name(lang, l), &(level_points(l).0 / 100).to_string()) }</option>
                            }) }
                        </select>
                    </label>
                }
                <label>{ msg::time(lang) }{ " " }
                    <select data-testid="time" onchange={update(|f, v| f.time = v)}>
                        <option value="none" selected={f.time == "none"}>{ msg::no_clock(lang) }</option>
                        { for PRESETS.iter().map(|(name, _)| html! {
                            <option value={*name} selected={f.time == *name}>{ msg::time_preset(lang, name) }</option>
                        }) }
                        <option value="custom" selected={f.time == "custom"}>{ msg::custom_time(lang) }</option>
                    </select>
                </label>
                if f.time == "custom" {
                    <div class="custom-time">
                        <label>{ msg::minutes(lang) }{ " " }<input type="number" min="0.25" max="180" step="0.25" data-testid="custom-minutes"
                            value={f.custom_minutes.clone()} onchange={update(|f, v| f.custom_minutes = v)} /></label>
                        <label>{ msg::increment_seconds(lang) }{ " " }<input type="number" min="0" max="180" data-testid="custom-increment"
                            value={f.custom_increment.clone()} onchange={update(|f, v| f.custom_increment = v)} /></label>
                    </div>
                }
                if let Some(message) = *error {
                    <p class="form-error" role="alert">{ message(lang) }</p>
                }
                <div class="dialog-buttons">
                    <button type="button" data-testid="cancel-new-game" onclick={move |_| on_close.emit(())}>{ msg::cancel(lang) }</button>
                    <button type="submit" data-testid="start-game">{ msg::start(lang) }</button>
                </div>
            </form>
        </div>
    }
}
