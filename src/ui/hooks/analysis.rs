//! The analysis board's engine (issue 13): while `on`, the worker analyses the position shown
//! at full strength, in searches of growing length (2 s, 4 s, 8 s… until a minute is spent,
//! the transposition table carrying each into the next), and each progress line comes back as
//! an [`Analysis`]. A new position, or `on` turning off, drops the search at once (the
//! supervisor restarts a busy worker) and clears what was shown.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use yew::prelude::*;

use crate::search::Score;
use crate::ui::engine_client::EngineClient;
use crate::worker_protocol::{Reply, SearchRequest};

/// The engine's latest word on the position shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    pub depth: u32,
    /// For the side to move.
    pub score: Score,
    /// The best line, in UCI notation.
    pub pv: Vec<String>,
}

/// How long the searches of one position may take in all, and the first, in milliseconds.
const TOTAL_MS: u64 = 60_000;
const FIRST_MS: u64 = 2_000;

/// The search under way: the request, and the time its position has had so far.
type Current = Rc<RefCell<Option<(SearchRequest, u64)>>>;

#[hook]
pub fn use_analysis(fen: String, moves: Vec<String>, on: bool) -> Option<Analysis> {
    let shown = use_state(|| None::<Analysis>);
    let current: Current = use_memo((), |_| Current::default()).as_ref().clone();
    let client = use_mut_ref(|| None::<Rc<EngineClient>>);
    {
        let shown = shown.clone();
        use_effect_with((fen, moves, on), move |(fen, moves, on)| {
            let id = current
                .borrow()
                .as_ref()
                .map_or(1, |(r, _)| r.id.wrapping_add(1));
            shown.set(None);
            if !*on {
                *current.borrow_mut() = None;
                if let Some(engine) = client.borrow().as_ref() {
                    engine.cancel();
                }
                return;
            }
            let request = SearchRequest {
                id,
                fen: fen.clone(),
                moves: moves.clone(),
                level: 8,
                seed: 1,
                movetime: Some(FIRST_MS),
                ..SearchRequest::default()
            };
            *current.borrow_mut() = Some((request.clone(), 0));
            let engine = client
                .borrow_mut()
                .get_or_insert_with(|| start(shown.setter(), current.clone()))
                .clone();
            engine.search(request, true);
        });
    }
    (*shown).clone()
}

/// Starts the worker; its replies update `shown`, and each finished search of the position
/// still shown is followed by one twice as long.
fn start(shown: UseStateSetter<Option<Analysis>>, current: Current) -> Rc<EngineClient> {
    let me: Rc<RefCell<Weak<EngineClient>>> = Rc::default();
    let engine = EngineClient::new(
        {
            let me = me.clone();
            move |reply| {
                let wanted = current.borrow().as_ref().map(|(r, _)| r.id);
                match reply {
                    Reply::Info {
                        id,
                        depth,
                        score,
                        pv,
                        ..
                    } if Some(id) == wanted => shown.set(Some(Analysis { depth, score, pv })),
                    Reply::BestMove { id, .. } if Some(id) == wanted => {
                        let next = current.borrow_mut().as_mut().and_then(|(request, spent)| {
                            let length = request.movetime.unwrap_or(FIRST_MS);
                            *spent += length;
                            (*spent < TOTAL_MS).then(|| {
                                request.id = request.id.wrapping_add(1);
                                request.movetime = Some((length * 2).min(TOTAL_MS - *spent));
                                request.clone()
                            })
                        });
                        if let (Some(request), Some(engine)) = (next, me.borrow().upgrade()) {
                            engine.search(request, true);
                        }
                    }
                    _ => {}
                }
            }
        },
        |_| {},
    );
    *me.borrow_mut() = Rc::downgrade(&engine);
    engine
}
