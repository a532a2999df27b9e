//! The coordinates trainer's screen (issue 12): choose the drill (find the square / name the
//! square) and the side, then 30 seconds of answers; the best score of each drill is kept.
//! Hooks: `trainer-drill-find`, `trainer-drill-name`, `trainer-side-white|black`,
//! `trainer-start`, `trainer-prompt`, `trainer-score`, `trainer-time`, `trainer-over`,
//! `trainer-best`, and the name buttons `data-choice="e4"`.

use std::rc::Rc;

use yew::prelude::*;

use super::annotated::MarkColor;
use super::board::{clicked_square, Board};
use super::i18n::{msg, Lang};
use super::learn::trainer::{self, Drill, Round};
use super::time::now;
use crate::rules::{Color, Position, Square};

#[derive(Properties, Clone, PartialEq)]
pub struct TrainerProps {
    /// The saved best scores (`find name`).
    #[prop_or_default]
    pub best: Option<AttrValue>,
    pub on_back: Callback<()>,
}

#[component]
pub fn Trainer(props: &TrainerProps) -> Html {
    let lang = use_context::<Lang>().unwrap_or_default();
    let drill = use_state(|| Drill::Find);
    let side = use_state(|| Color::White);
    let round = use_state(|| None::<Round>);
    let best = use_state(|| trainer::parse_best(props.best.as_deref().unwrap_or("")));
    let clock = use_state(now);
    use_trainer_tick(clock.setter(), round.is_some());
    let t = *clock;
    let over = round.as_ref().is_some_and(|r| r.over(t));
    // Keep the best score when a round ends.
    if let (true, Some(r)) = (over, round.as_ref()) {
        let (find, name) = *best;
        let next = match r.drill {
            Drill::Find => (find.max(r.score), name),
            Drill::Name => (find, name.max(r.score)),
        };
        if next != *best {
            best.set(next);
            save_best(next);
        }
    }
    let start = {
        let round = round.clone();
        let (drill, side) = (*drill, *side);
        let clock = clock.clone();
        Callback::from(move |_: MouseEvent| {
            let t = now();
            clock.set(t);
            let seed = (t * 1000.0) as u64 ^ 0x9e37_79b9_7f4a_7c15;
            round.set(Some(Round::new(drill, side, t, seed)));
        })
    };
    let answer = |square: Square| {
        let round = round.clone();
        move || {
            if let Some(r) = round.as_ref() {
                let mut next = r.clone();
                next.answer(square, now());
                round.set(Some(next));
            }
        }
    };
    let on_board_click = {
        let round = round.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(r) = round.as_ref().filter(|r| r.drill == Drill::Find) else {
                return;
            };
            if let Some(square) = clicked_square(&e) {
                let mut next = r.clone();
                next.answer(square, now());
                round.set(Some(next));
            }
        })
    };
    let running = round.as_ref().filter(|_| !over);
    let lit: Vec<(Square, MarkColor)> = running
        .filter(|r| r.drill == Drill::Name)
        .map(|r| vec![(r.target, MarkColor::Yellow)])
        .unwrap_or_default();
    let radio = |id: &'static str, label: &'static str, checked: bool, on: Callback<Event>| {
        html! { <label><input type="radio" name={id.split('-').nth(1).unwrap_or("x").to_string()} data-testid={id} {checked} onchange={on} disabled={running.is_some()} />{ label }</label> }
    };
    let set_drill = |d: Drill| {
        let drill = drill.clone();
        Callback::from(move |_: Event| drill.set(d))
    };
    let set_side = |c: Color| {
        let side = side.clone();
        Callback::from(move |_: Event| side.set(c))
    };
    let orientation = round.as_ref().map_or(*side, |r| r.orientation);
    let (best_find, best_name) = *best;
    let shown_best = if *drill == Drill::Find {
        best_find
    } else {
        best_name
    };
    html! {
        <section class="trainer" data-testid="trainer">
            <h2>{ msg::coordinates_trainer(lang) }</h2>
            <div class="trainer-options">
                { radio("trainer-drill-find", msg::trainer_find(lang), *drill == Drill::Find, set_drill(Drill::Find)) }
                { radio("trainer-drill-name", msg::trainer_name(lang), *drill == Drill::Name, set_drill(Drill::Name)) }
                { radio("trainer-side-white", msg::white(lang), *side == Color::White, set_side(Color::White)) }
                { radio("trainer-side-black", msg::black(lang), *side == Color::Black, set_side(Color::Black)) }
                <button data-testid="trainer-start" onclick={start} disabled={running.is_some()}>{ msg::trainer_start(lang) }</button>
            </div>
            if let Some(r) = running {
                <p class="trainer-prompt" data-testid="trainer-prompt" data-target={r.target.to_string()}>
                    { match r.drill {
                        Drill::Find => msg::trainer_click(lang, &r.target.to_string()),
                        Drill::Name => msg::trainer_which(lang).to_string(),
                    } }
                </p>
                <p class="trainer-status">
                    <span data-testid="trainer-score">{ msg::trainer_score(lang, &r.score.to_string()) }</span>
                    { " · " }
                    <span data-testid="trainer-time">{ msg::trainer_time(lang, &super::text::fixed((r.left_ms(t) / 1000.0).ceil(), 0)) }</span>
                </p>
            }
            if let (true, Some(r)) = (over, round.as_ref()) {
                <p class="trainer-over" data-testid="trainer-over" data-score={r.score.to_string()} role="status">{ msg::trainer_over(lang, &r.score.to_string()) }</p>
            }
            <p class="trainer-best" data-testid="trainer-best">{ msg::trainer_best(lang, &shown_best.to_string()) }</p>
            <div class="trainer-board" onclick={on_board_click}>
                <Board position={Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap_or_else(|_| Position::startpos())}
                    {orientation} coords={false} marks={Rc::new(lit)} />
            </div>
            if let Some(r) = running.filter(|r| r.drill == Drill::Name) {
                <div class="trainer-choices">
                    { for r.choices.iter().map(|sq| {
                        let go = answer(*sq);
                        html! { <button data-choice={sq.to_string()} onclick={move |_: MouseEvent| go()}>{ sq.to_string() }</button> }
                    }) }
                </div>
            }
            <button data-testid="trainer-back" onclick={props.on_back.reform(|_: MouseEvent| ())}>{ msg::all_lessons(lang) }</button>
        </section>
    }
}

#[cfg(all(feature = "csr", target_arch = "wasm32"))]
fn save_best((find, name): (u32, u32)) {
    if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = storage.set_item(trainer::STORAGE_KEY, &format!("{find} {name}"));
    }
}

#[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
fn save_best(_best: (u32, u32)) {}

/// Four ticks a second while a round runs (for the time left and its end).
#[cfg(all(feature = "csr", target_arch = "wasm32"))]
#[hook]
fn use_trainer_tick(clock: UseStateSetter<f64>, running: bool) {
    use_effect_with(running, move |&running| {
        let interval =
            running.then(|| gloo::timers::callback::Interval::new(250, move || clock.set(now())));
        move || drop(interval)
    });
}

#[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
#[hook]
fn use_trainer_tick(_clock: UseStateSetter<f64>, _running: bool) {}
