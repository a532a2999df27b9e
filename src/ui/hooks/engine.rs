//! The engine: asks the worker for a move whenever the state waits for one, cancels when it
//! no longer does, and plays the answer after the level's short human-like pause. A request
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
    use_effect_with(s.search, move |search| {
        pending.borrow_mut().take();
        match *search {
            Some(id) => {
                let level = Level::new(s.settings.level);
                let t = now();
                asked_at.borrow().set((t, level.params().think_ms));
                let clocks = s.clocks;
                let left = |c: Color| clocks.map(|k| k.left(c, t) as u64);
                let request = SearchRequest {
                    id,
                    fen: s.game.start().to_fen(),
                    moves: s.game.uci_moves(),
                    level: level.number(),
                    seed: (web_sys::js_sys::Math::random() * 1e15) as u64,
                    wtime: left(Color::White),
                    btime: left(Color::Black),
                    winc: clocks.map(|c| c.control.increment_ms),
                    binc: clocks.map(|c| c.control.increment_ms),
                    movetime: s.engine_movetime(),
                };
                client.search(request, s.game.position().turn() == Color::White);
            }
            None => client.cancel(),
        }
    });
}
