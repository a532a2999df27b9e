//! The ladder panel: who plays (the players of this device), the player's grade and points
//! with the progress to the next grade, provisional until 50 games, a chart of points over the
//! games (SVG drawn here), the history of rated games, and export / import of the players as a
//! JSON file.

use yew::prelude::*;

use super::i18n::{msg, Lang};
use super::profiles::{Profile, Profiles};
use super::text;

#[derive(Properties, Clone, PartialEq)]
pub struct LadderPanelProps {
    pub profiles: Profiles,
    pub on_add: Callback<String>,
    pub on_select: Callback<Option<u32>>,
    /// The text of a file the player chose to import.
    pub on_import: Callback<String>,
}

/// How many games the history table lists (the latest first).
const HISTORY_ROWS: usize = 20;

#[component]
pub fn LadderPanel(props: &LadderPanelProps) -> Html {
    let lang = use_context::<Lang>().unwrap_or_default();
    let name = use_state(String::new);
    let active = props.profiles.active();

    let on_select = {
        let cb = props.on_select.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
                .unwrap_or_default();
            cb.emit(value.parse().ok());
        })
    };
    let on_name = {
        let name = name.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                name.set(input.value());
            }
        })
    };
    let on_add = {
        let cb = props.on_add.clone();
        let name = name.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if !name.trim().is_empty() {
                cb.emit((*name).clone());
                name.set(String::new());
            }
        })
    };
    let on_file = {
        let cb = props.on_import.clone();
        Callback::from(move |e: Event| read_chosen_file(&e, cb.clone()))
    };
    // The file is written when the link is clicked (its `href` is set just before the browser
    // follows it), not on every render.
    let on_export = {
        let profiles = props.profiles.clone();
        Callback::from(move |e: MouseEvent| {
            if let Some(link) = e.target_dyn_into::<web_sys::Element>() {
                let href = format!(
                    "data:application/json;charset=utf-8,{}",
                    percent_encode(&profiles.to_json())
                );
                let _ = link.set_attribute("href", &href);
            }
        })
    };
    let options = props.profiles.list.iter().map(|p| {
        html! { <option value={p.id.to_string()} selected={Some(p.id) == props.profiles.active}>{ p.name.clone() }</option> }
    });

    html! {
        <section class="ladder" data-testid="ladder" aria-label={msg::ladder_title(lang)}>
            <h2>{ msg::ladder_title(lang) }</h2>
            <label class="row">
                <span>{ msg::profile(lang) }</span>
                <select data-testid="profile" onchange={on_select}>
                    <option value="" selected={active.is_none()}>{ msg::no_profile(lang) }</option>
                    { for options }
                </select>
            </label>
            <form class="row add-profile" onsubmit={on_add}>
                <input data-testid="profile-name" maxlength="40" value={(*name).clone()}
                    placeholder={msg::profile_name(lang)} aria-label={msg::profile_name(lang)} oninput={on_name} />
                <button type="submit" data-testid="add-profile">{ msg::add_profile(lang) }</button>
            </form>
            if let Some(p) = active {
                { standing(lang, p) }
            }
            <div class="row files">
                <a class="button" data-testid="export-profiles" download="rookery-players.json" href="#" onclick={on_export}>
                    { msg::export_profiles(lang) }
                </a>
                <label class="button">
                    { msg::import_profiles(lang) }
                    <input type="file" class="file" data-testid="import-profiles" accept=".json,application/json" onchange={on_file} />
                </label>
            </div>
        </section>
    }
}

/// The player's grade, points, chart and history.
fn standing(lang: Lang, p: &Profile) -> Html {
    let rows = p.history.iter().rev().take(HISTORY_ROWS).map(|g| {
        html! {
            <tr>
                <td>{ text::opponent(lang, &g.opponent) }</td>
                <td>{ text::game_result(lang, g.result) }</td>
                <td>{ format!("{} → {}", g.before, g.after) }</td>
            </tr>
        }
    });
    html! {
        <>
            <p class="standing" data-testid="ladder-points">{ text::standing(lang, p.points) }</p>
            <p class="total" data-testid="ladder-total">{ msg::points_total(lang, &p.points.to_string()) }</p>
            if p.provisional() {
                <p class="provisional" data-testid="provisional">{ msg::provisional(lang, &p.history.len().to_string()) }</p>
            }
            if !p.history.is_empty() {
                { chart(lang, p) }
                <table class="history" data-testid="ladder-history">
                    <thead><tr>
                        <th>{ msg::history_opponent(lang) }</th>
                        <th>{ msg::history_result(lang) }</th>
                        <th>{ msg::history_points(lang) }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            }
        </>
    }
}

/// The chart's size in its own units (its `viewBox` is written out as `0 0 300 100`).
const CHART_W: f64 = 300.0;
const CHART_H: f64 = 100.0;

/// The points before the first game and after each, as a line.
fn chart(lang: Lang, p: &Profile) -> Html {
    let mut values: Vec<f64> = p
        .history
        .first()
        .map(|g| g.before.0 as f64)
        .into_iter()
        .collect();
    values.extend(p.history.iter().map(|g| g.after.0 as f64));
    let (lo, hi) = values
        .iter()
        .fold((f64::MAX, f64::MIN), |(lo, hi), &v| (lo.min(v), hi.max(v)));
    let span = (hi - lo).max(100.0);
    let last = (values.len() - 1).max(1) as f64;
    let points: Vec<String> = values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let x = i as f64 / last * CHART_W;
            let y = CHART_H - (v - lo) / span * (CHART_H - 8.0) - 4.0;
            format!("{},{}", super::text::fixed(x, 1), super::text::fixed(y, 1))
        })
        .collect();
    html! {
        <svg class="ladder-chart" data-testid="ladder-chart" viewBox="0 0 300 100"
            role="img" aria-label={msg::chart_label(lang)} data-games={p.history.len().to_string()}>
            <polyline points={points.join(" ")} />
        </svg>
    }
}

/// `encodeURIComponent` for a data URL.
fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3);
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Reads the file picked in an `<input type=file>` and hands its text on.
#[cfg(all(feature = "csr", target_arch = "wasm32"))]
fn read_chosen_file(e: &Event, on_text: Callback<String>) {
    use wasm_bindgen::prelude::*;
    let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else {
        return;
    };
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        return;
    };
    // The same file can be picked again later.
    input.set_value("");
    let on_read =
        Closure::once(move |text: JsValue| on_text.emit(text.as_string().unwrap_or_default()));
    let _ = file.text().then(&on_read);
    on_read.forget();
}

#[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
fn read_chosen_file(_e: &Event, _on_text: Callback<String>) {}
