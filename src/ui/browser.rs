//! What only happens in a browser (feature `csr` on wasm32): the engine worker, saving the
//! game after every change, the clock tick and the keyboard, as one hook for [`super::App`].

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use gloo::timers::callback::{Interval, Timeout};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::app::{now, Shared};
use crate::search::Level;
use crate::ui::engine_client::EngineClient;
use crate::ui::state::{Action, Notice};
use crate::ui::storage;
use crate::ui::text;
use crate::worker_protocol::{Reply, SearchRequest};

#[hook]
pub fn use_browser_effects(state: UseReducerHandle<Shared>) {
    // The engine worker, started once. Its best moves wait out the level's short
    // human-like pause before they are played.
    let started_at = use_mut_ref(|| 0.0f64);
    let think_ms = use_mut_ref(|| 0u64);
    let pending: Rc<RefCell<Option<Timeout>>> = use_mut_ref(|| None);
    let client = {
        let state = state.clone();
        let started_at = started_at.clone();
        let think_ms = think_ms.clone();
        let pending = pending.clone();
        use_memo((), move |_| {
            EngineClient::new(move |reply| match reply {
                Reply::BestMove { id, mv, score } => {
                    let wait =
                        (*think_ms.borrow() as f64 - (now() - *started_at.borrow())).max(0.0);
                    let state = state.clone();
                    let play = move || {
                        state.dispatch(Action::EngineMove {
                            id,
                            uci: mv,
                            score,
                            now: now(),
                        })
                    };
                    if wait < 1.0 {
                        play();
                    } else {
                        *pending.borrow_mut() = Some(Timeout::new(wait as u32, play));
                    }
                }
                Reply::Error { .. } => {
                    state.dispatch(Action::Notify(Notice::Info(text::ENGINE_FAILED.into())))
                }
                Reply::Ready | Reply::Info { .. } => {}
            })
        })
    };

    // Ask for a move whenever the state starts waiting for one; cancel otherwise.
    {
        let s = state.0.clone();
        let client = client.clone();
        use_effect_with(s.search, move |search| {
            pending.borrow_mut().take();
            match *search {
                Some(id) => {
                    let level = Level::new(s.settings.level);
                    *started_at.borrow_mut() = now();
                    *think_ms.borrow_mut() = level.params().think_ms;
                    let t = now();
                    let clocks = s.clocks;
                    let request = SearchRequest {
                        id,
                        fen: s.game.start().to_fen(),
                        moves: s.game.uci_moves(),
                        level: level.number(),
                        seed: (web_sys::js_sys::Math::random() * 1e15) as u64,
                        wtime: clocks.map(|c| c.left(crate::rules::Color::White, t) as u64),
                        btime: clocks.map(|c| c.left(crate::rules::Color::Black, t) as u64),
                        winc: clocks.map(|c| c.control.increment_ms),
                        binc: clocks.map(|c| c.control.increment_ms),
                        movetime: s.engine_movetime(),
                    };
                    client.search(&request);
                }
                None => client.cancel(),
            }
        });
    }

    // Save after every change.
    {
        let s = state.0.clone();
        use_effect_with(s, |s| {
            if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten())
            {
                let _ = storage.set_item(storage::KEY, &storage::encode(s, now()));
            }
        });
    }

    // Tick the clocks while one runs.
    {
        let running =
            state.0.clocks.and_then(|c| c.running).is_some() && state.0.outcome().is_none();
        let state = state.clone();
        use_effect_with(running, move |running| {
            let interval = running
                .then(|| Interval::new(100, move || state.dispatch(Action::Tick { now: now() })));
            move || drop(interval)
        });
    }

    // Keyboard: ← → step through the moves, Escape cancels a promotion or the dialog.
    {
        let state = state.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "keydown", move |event| {
                    let Some(e) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    let in_form = e
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT"));
                    match e.key().as_str() {
                        "ArrowLeft" if !in_form => state.dispatch(Action::Step(-1)),
                        "ArrowRight" if !in_form => state.dispatch(Action::Step(1)),
                        "Escape" => {
                            state.dispatch(Action::CancelPromotion);
                            state.dispatch(Action::OpenNewGame(false));
                        }
                        _ => {}
                    }
                })
            });
            move || drop(listener)
        });
    }
}
