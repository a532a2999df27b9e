//! The engine: asks the worker for a move whenever the state waits for one (or for a hint the
//! player asked for), cancels when it no longer does, and plays the answer after the level's
//! short human-like pause. A request
//! the worker cannot answer (see `engine_supervisor`) becomes [`Action::EngineFailed`].

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::rules::Color;
use crate::search::Level;
use crate::ui::engine_client::EngineClient;
use crate::ui::shared::GameHost;
use crate::ui::state::Action;
use crate::ui::time::now;
use crate::worker_protocol::{Reply, SearchRequest};

#[hook]
pub fn use_engine<R: GameHost>(state: UseReducerHandle<R>) {
    // When the current search was asked for, and the level's pause.
    let asked_at = use_mut_ref(|| Cell::new((0.0f64, 0u64)));
    let pending: Rc<RefCell<Option<Timeout>>> = use_mut_ref(|| None);
    let client = {
        let state = state.clone();
        let asked_at = asked_at.clone();
        let pending = pending.clone();
        let failed = state.clone();
        use_memo((), move |_| {
            EngineClient::new(
                move |reply| match reply {
                    Reply::BestMove { id, mv, score } => {
                        let (at, pause) = asked_at.borrow().get();
                        let wait = (pause as f64 - (now() - at)).max(0.0);
                        let state = state.clone();
                        let play = move || {
                            state.dispatch(R::action(Action::EngineMove {
                                id,
                                uci: mv,
                                score,
                                now: now(),
                            }))
                        };
                        if wait < 1.0 {
                            play();
                        } else {
                            *pending.borrow_mut() = Some(Timeout::new(wait as u32, play));
                        }
                    }
                    Reply::Error { id, .. } => {
                        state.dispatch(R::action(Action::EngineFailed { id }))
                    }
                    Reply::Ready | Reply::Info { .. } => {}
                },
                move |id| failed.dispatch(R::action(Action::EngineFailed { id })),
            )
        })
    };

    let s = state.game().clone();
    use_effect_with((s.search, s.hint_search()), move |&(search, hint)| {
        pending.borrow_mut().take();
        let white = s.game.position().turn() == Color::White;
        let t = now();
        let seed = (web_sys::js_sys::Math::random() * 1e15) as u64;
        let (fen, moves) = (s.game.start().to_fen(), s.game.uci_moves());
        match (search, hint) {
            (Some(id), _) => {
                let level = Level::new(s.settings.level);
                asked_at.borrow().set((t, level.params().think_ms));
                let clocks = s.clocks;
                let left = |c: Color| clocks.map(|k| k.left(c, t) as u64);
                let request = SearchRequest {
                    id,
                    fen,
                    moves,
                    level: level.number(),
                    seed,
                    wtime: left(Color::White),
                    btime: left(Color::Black),
                    winc: clocks.map(|c| c.control.increment_ms),
                    binc: clocks.map(|c| c.control.increment_ms),
                    movetime: s.engine_movetime(),
                    ..SearchRequest::default()
                };
                client.search(request, white);
            }
            // A hint: the best move at full strength, in a second, with no pause.
            (None, Some(id)) => {
                asked_at.borrow().set((t, 0));
                let request = SearchRequest {
                    id,
                    fen,
                    moves,
                    level: Level::MAX,
                    seed,
                    movetime: Some(HINT_MS),
                    ..SearchRequest::default()
                };
                client.search(request, white);
            }
            (None, None) => client.cancel(),
        }
    });
}

/// How long the engine looks for a hint, in milliseconds.
const HINT_MS: u64 = 1000;
