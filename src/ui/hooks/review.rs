//! Whole-game review in the background (issue 13): its own engine worker searches every
//! position of the main line in turn (a quarter of a second each, at full strength), and the
//! page sees how far it has got and, at the end, one [`Verdict`] per position. A new request
//! (or none) drops the one under way.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use yew::prelude::*;

use crate::rules::{Color, Position};
use crate::search::Score;
use crate::ui::engine_client::EngineClient;
use crate::ui::study::review::{ReviewProgress, ReviewRequest, Verdict};
use crate::worker_protocol::{Reply, SearchRequest};

/// How long each position is searched, in milliseconds.
const MOVETIME_MS: u64 = 250;

struct Run {
    positions: Vec<Position>,
    moves: Vec<String>,
    fen: String,
    verdicts: Vec<Verdict>,
    id: u32,
}

impl Run {
    /// The verdict of a position without moves; `None` when it has some (the engine decides).
    fn settled(pos: &Position) -> Option<Verdict> {
        pos.legal_moves().is_empty().then(|| Verdict {
            score: match (pos.is_check(), pos.turn()) {
                (true, Color::White) => Score::Cp(-1000),
                (true, Color::Black) => Score::Cp(1000),
                (false, _) => Score::Cp(0),
            },
            best: None,
        })
    }

    /// The next request, after the positions that need no search.
    fn next(&mut self) -> Option<SearchRequest> {
        while let Some(pos) = self.positions.get(self.verdicts.len()) {
            match Run::settled(pos) {
                Some(v) => self.verdicts.push(v),
                None => {
                    self.id = self.id.wrapping_add(1);
                    return Some(SearchRequest {
                        id: self.id,
                        fen: self.fen.clone(),
                        moves: self.moves[..self.verdicts.len()].to_vec(),
                        level: 8,
                        seed: 1,
                        movetime: Some(MOVETIME_MS),
                        ..SearchRequest::default()
                    });
                }
            }
        }
        None
    }
}

#[hook]
pub fn use_review(request: ReviewRequest) -> ReviewProgress {
    let progress = use_state(ReviewProgress::default);
    let client = use_mut_ref(|| None::<Rc<EngineClient>>);
    {
        let progress = progress.clone();
        use_effect_with(request, move |request| {
            // A new request drops the worker of the last one.
            client.borrow_mut().take();
            let Some((_, start, moves)) = request.clone() else {
                progress.set(ReviewProgress::default());
                return;
            };
            let mut positions = vec![start.clone()];
            for mv in &moves {
                let mut next = positions.last().expect("one at least").clone();
                next.play_unchecked(*mv);
                positions.push(next);
            }
            let total = positions.len();
            let run = Rc::new(RefCell::new(Run {
                positions,
                moves: moves.iter().map(|m| m.to_uci(false)).collect(),
                fen: start.to_fen(),
                verdicts: Vec::new(),
                id: 0,
            }));
            let me: Rc<RefCell<Weak<EngineClient>>> = Rc::default();
            let setter = progress.setter();
            let report = move |run: &Run| {
                let done = run.verdicts.len();
                setter.set(ReviewProgress {
                    done,
                    total,
                    verdicts: (done == total).then(|| Rc::new(run.verdicts.clone())),
                });
            };
            let engine = EngineClient::new(
                {
                    let (run, me, report) = (run.clone(), me.clone(), report.clone());
                    move |reply| {
                        let Reply::BestMove { id, mv, score } = reply else {
                            return;
                        };
                        let next = {
                            let mut r = run.borrow_mut();
                            if id != r.id {
                                return;
                            }
                            let pos = &r.positions[r.verdicts.len()];
                            let best = mv.and_then(|m| pos.parse_uci_move(&m).ok());
                            let score = score.for_white(pos.turn());
                            r.verdicts.push(Verdict { score, best });
                            // Positions without moves are settled here too, then reported.
                            let request = r.next();
                            report(&r);
                            request
                        };
                        if let (Some(request), Some(engine)) = (next, me.borrow().upgrade()) {
                            engine.search(request, true);
                        }
                    }
                },
                |_| {},
            );
            *me.borrow_mut() = Rc::downgrade(&engine);
            let first = run.borrow_mut().next();
            report(&run.borrow());
            if let Some(request) = first {
                engine.search(request, true);
            }
            *client.borrow_mut() = Some(engine);
        });
    }
    (*progress).clone()
}
