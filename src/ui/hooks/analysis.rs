//! The analysis board's engine (issue 13): while `on`, the worker analyses the position shown
//! at full strength for its [`LINES`] best lines, in searches of growing length (2 s, 4 s,
//! 8 s… until a minute is spent, the transposition table carrying each into the next), and
//! each progress report updates the [`Analysis`] shown. A new position, or `on` turning off, drops the search at once (the
//! supervisor restarts a busy worker) and clears what was shown.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use yew::prelude::*;

use crate::ui::engine_client::EngineClient;
use crate::ui::study::lines::{Analysis, LINES};
use crate::worker_protocol::{Reply, SearchRequest};

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
                lines: LINES,
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
    // The lines gathered so far for the search under way (reports come one line at a time).
    let gathered = RefCell::new((0u32, Analysis::default()));
    let engine = EngineClient::new(
        {
            let me = me.clone();
            move |reply| {
                let wanted = current.borrow().as_ref().map(|(r, _)| r.id);
                match reply {
                    Reply::Info {
                        id,
                        line,
                        depth,
                        score,
                        pv,
                        ..
                    } if Some(id) == wanted => {
                        let mut gathered = gathered.borrow_mut();
                        // A new position starts afresh; a longer search of the same one
                        // (a later id) carries on from what it showed.
                        let fresh = current.borrow().as_ref().is_some_and(|(_, s)| *s == 0);
                        if fresh && gathered.0 != id {
                            gathered.1 = Analysis::default();
                        }
                        gathered.0 = id;
                        gathered.1.update(line, depth, score, pv);
                        shown.set(Some(gathered.1.clone()));
                    }
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
