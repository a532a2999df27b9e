//! Looking after the engine worker: what to do when it starts, answers, stalls or breaks, as a
//! plain state machine (no browser types), so every path is tested natively. The browser glue
//! (`hooks::engine`) feeds it events and carries out the [`Command`]s it returns.
//!
//! The rules it keeps:
//! - a request is posted only once the worker has said it is ready (a message posted while its
//!   wasm is still loading would be lost);
//! - a worker busy in a search cannot read messages, so a new request or a cancel restarts it;
//! - every request has a deadline (its think time plus [`MARGIN_MS`], which also covers loading);
//!   a worker that misses it is restarted and asked again once, and a second miss gives up on
//!   that request with [`Command::GiveUp`] (the page then tells the player, who can retry);
//! - nothing here ever sends a request by itself that nobody asked for, so an engine that keeps
//!   answering nonsense cannot start an endless stream of requests.

use crate::search::limits::{Limits, TimeBudget};
use crate::worker_protocol::{Reply, SearchRequest};

/// Time allowed on top of a search's own think time before the worker counts as stalled: loading
/// the worker (a few seconds on a slow phone) and posting the answer back.
pub const MARGIN_MS: f64 = 10_000.0;
/// Think time assumed for a request that carries no time limit at all.
const UNLIMITED_THINK_MS: f64 = 60_000.0;
/// How many times one request is sent to a fresh worker before giving up on it.
pub const ATTEMPTS: u32 = 2;

/// What the browser glue must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Terminate the worker (if any) and start a new one.
    Restart,
    /// Post this line to the worker.
    Post(String),
    /// Request `id` will not be answered: tell the player.
    GiveUp { id: u32 },
}

#[derive(Clone, Debug, PartialEq)]
enum Worker {
    /// Started, not yet ready.
    Loading,
    /// Ready and idle.
    Idle,
    /// Searching for request `id`.
    Busy { id: u32 },
    /// Failed while nothing was asked of it: replaced at the next request.
    Broken,
}

/// A request not yet answered.
#[derive(Clone, Debug, PartialEq)]
struct Pending {
    request: SearchRequest,
    think_ms: f64,
    /// When this attempt counts as stalled.
    deadline: f64,
    /// Attempts so far, this one included.
    attempt: u32,
    /// Posted to the current worker already.
    posted: bool,
}

/// The page's view of the worker and of the request it waits for.
#[derive(Clone, Debug, PartialEq)]
pub struct Supervisor {
    worker: Worker,
    pending: Option<Pending>,
}

impl Default for Supervisor {
    fn default() -> Supervisor {
        Supervisor::new()
    }
}

impl Supervisor {
    /// The state right after the page started the worker (and so before it is ready).
    pub fn new() -> Supervisor {
        Supervisor {
            worker: Worker::Loading,
            pending: None,
        }
    }

    /// The longest a request may think: its fixed move time, or the hard limit the engine sets
    /// itself from the clock of the side to move (`white_to_move`).
    pub fn think_ms(request: &SearchRequest, white_to_move: bool) -> f64 {
        let limits = Limits {
            wtime: request.wtime,
            btime: request.btime,
            winc: request.winc,
            binc: request.binc,
            movetime: request.movetime,
            ..Limits::default()
        };
        let hard = TimeBudget::new(&limits, white_to_move, 0).hard_ms;
        if hard.is_finite() {
            hard
        } else {
            UNLIMITED_THINK_MS
        }
    }

    /// The page wants `request` answered (replacing any other request).
    pub fn search(&mut self, request: SearchRequest, think_ms: f64, now: f64) -> Vec<Command> {
        let mut out = Vec::new();
        if matches!(self.worker, Worker::Busy { .. } | Worker::Broken) {
            // It cannot hear us while it searches (or at all): start afresh.
            out.push(Command::Restart);
            self.worker = Worker::Loading;
        }
        self.pending = Some(Pending {
            request,
            think_ms,
            deadline: now + think_ms + MARGIN_MS,
            attempt: 1,
            posted: false,
        });
        out.extend(self.post_if_ready());
        out
    }

    /// The page no longer wants an answer.
    pub fn cancel(&mut self) -> Vec<Command> {
        self.pending = None;
        if matches!(self.worker, Worker::Busy { .. }) {
            self.worker = Worker::Loading;
            vec![Command::Restart]
        } else {
            Vec::new()
        }
    }

    /// A line from the worker. Returns the reply to hand to the page (`None` for a line that
    /// is unreadable or belongs to no request the page waits for) and the commands to carry out.
    pub fn received(&mut self, line: &str) -> (Option<Reply>, Vec<Command>) {
        let Ok(reply) = Reply::decode(line) else {
            // Unreadable: ignore it. If the real answer never comes, the deadline acts.
            return (None, Vec::new());
        };
        match &reply {
            Reply::Ready => {
                if self.worker == Worker::Loading {
                    self.worker = Worker::Idle;
                }
                (None, self.post_if_ready())
            }
            Reply::Info { id, .. } => {
                let wanted = self.waiting_for() == Some(*id);
                (wanted.then_some(reply), Vec::new())
            }
            Reply::BestMove { id, .. } | Reply::Error { id, .. } => {
                if self.worker == (Worker::Busy { id: *id }) {
                    self.worker = Worker::Idle;
                }
                if self.waiting_for() == Some(*id) {
                    self.pending = None;
                    (Some(reply), Vec::new())
                } else {
                    (None, Vec::new())
                }
            }
        }
    }

    /// The worker could not be created, or reported an error of its own (a failed load):
    /// treated like a missed deadline at once.
    pub fn worker_broke(&mut self, now: f64) -> Vec<Command> {
        match self.pending.as_mut() {
            Some(p) => {
                self.worker = Worker::Loading;
                p.deadline = now;
                self.tick(now)
            }
            None => {
                // Not restarted now (a worker that cannot start would loop), but at the next
                // request.
                self.worker = Worker::Broken;
                Vec::new()
            }
        }
    }

    /// Time passes: acts on a missed deadline.
    pub fn tick(&mut self, now: f64) -> Vec<Command> {
        let Some(p) = self.pending.as_mut() else {
            return Vec::new();
        };
        if now < p.deadline {
            return Vec::new();
        }
        self.worker = Worker::Loading;
        if p.attempt >= ATTEMPTS {
            let id = p.request.id;
            self.pending = None;
            // A fresh worker, so that a retry has a chance.
            return vec![Command::Restart, Command::GiveUp { id }];
        }
        p.attempt += 1;
        p.posted = false;
        p.deadline = now + p.think_ms + MARGIN_MS;
        vec![Command::Restart]
    }

    /// When [`Supervisor::tick`] must next be called, if anything waits.
    pub fn next_deadline(&self) -> Option<f64> {
        self.pending.as_ref().map(|p| p.deadline)
    }

    /// The request id an answer is awaited for.
    pub fn waiting_for(&self) -> Option<u32> {
        self.pending.as_ref().map(|p| p.request.id)
    }

    fn post_if_ready(&mut self) -> Vec<Command> {
        match self.pending.as_mut() {
            Some(p) if self.worker == Worker::Idle && !p.posted => {
                p.posted = true;
                self.worker = Worker::Busy { id: p.request.id };
                vec![Command::Post(p.request.encode())]
            }
            _ => Vec::new(),
        }
    }
}
