//! The page's side of the engine Web Worker (browser only): starts `worker_loader.js` (Trunk's
//! loader for `worker.js`), and carries out what the [`Supervisor`] decides — post a request
//! once the worker is ready, restart a worker that stalls or breaks, give up after the second
//! try. Each wanted reply goes to `on_reply`; a request given up on goes to `on_give_up`.

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use gloo::timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use web_sys::{Event, MessageEvent, Worker};

use super::engine_supervisor::{Command, Supervisor};
use super::time::now;
use crate::worker_protocol::{Reply, SearchRequest};

type Handler<E> = Closure<dyn FnMut(E)>;

/// A handle on the engine worker.
pub struct EngineClient {
    worker: RefCell<Option<Worker>>,
    supervisor: RefCell<Supervisor>,
    on_reply: Box<dyn Fn(Reply)>,
    on_give_up: Box<dyn Fn(u32)>,
    /// Keep the worker's handlers alive as long as the worker.
    handlers: RefCell<Option<(Handler<MessageEvent>, Handler<Event>)>>,
    /// Fires at the supervisor's next deadline.
    timer: RefCell<Option<Timeout>>,
    /// Counts the workers started, so that a late error of a replaced worker is ignored.
    generation: Cell<u32>,
    me: Weak<EngineClient>,
}

impl EngineClient {
    /// Starts the worker.
    pub fn new(
        on_reply: impl Fn(Reply) + 'static,
        on_give_up: impl Fn(u32) + 'static,
    ) -> Rc<EngineClient> {
        let client = Rc::new_cyclic(|me| EngineClient {
            worker: RefCell::new(None),
            supervisor: RefCell::new(Supervisor::new()),
            on_reply: Box::new(on_reply),
            on_give_up: Box::new(on_give_up),
            handlers: RefCell::new(None),
            timer: RefCell::new(None),
            generation: Cell::new(0),
            me: me.clone(),
        });
        client.spawn();
        client
    }

    /// Asks for a search (replacing any other); `white_to_move` bounds its think time.
    pub fn search(&self, request: SearchRequest, white_to_move: bool) {
        let think = Supervisor::think_ms(&request, white_to_move);
        let commands = self.supervisor.borrow_mut().search(request, think, now());
        self.run(commands);
    }

    /// No answer is wanted any more.
    pub fn cancel(&self) {
        let commands = self.supervisor.borrow_mut().cancel();
        self.run(commands);
    }

    fn run(&self, commands: Vec<Command>) {
        for command in commands {
            match command {
                Command::Restart => self.spawn(),
                Command::Post(line) => {
                    let sent = self
                        .worker
                        .borrow()
                        .as_ref()
                        .is_some_and(|w| w.post_message(&JsValue::from_str(&line)).is_ok());
                    if !sent {
                        self.broke_later(self.generation.get());
                    }
                }
                Command::GiveUp { id } => (self.on_give_up)(id),
            }
        }
        self.schedule();
    }

    /// The worker could not start or failed to load: the supervisor decides what next, once
    /// the current event handler has returned (it may be the broken worker's own).
    fn broke_later(&self, generation: u32) {
        let me = self.me.clone();
        Timeout::new(0, move || {
            if let Some(client) = me.upgrade() {
                if client.generation.get() != generation {
                    return; // That worker was replaced already.
                }
                let commands = client.supervisor.borrow_mut().worker_broke(now());
                client.run(commands);
            }
        })
        .forget();
    }

    /// Sets the timer for the supervisor's next deadline.
    fn schedule(&self) {
        let deadline = self.supervisor.borrow().next_deadline();
        let me = self.me.clone();
        *self.timer.borrow_mut() = deadline.map(|at| {
            let wait = (at - now()).clamp(0.0, f64::from(u32::MAX)) as u32;
            Timeout::new(wait.saturating_add(1), move || {
                if let Some(client) = me.upgrade() {
                    let commands = client.supervisor.borrow_mut().tick(now());
                    client.run(commands);
                }
            })
        });
    }

    fn spawn(&self) {
        if let Some(old) = self.worker.borrow_mut().take() {
            // Unhooked first: a message it had already queued must not reach dropped handlers.
            old.set_onmessage(None);
            old.set_onerror(None);
            old.terminate();
        }
        self.handlers.borrow_mut().take();
        let generation = self.generation.get().wrapping_add(1);
        self.generation.set(generation);
        let Ok(worker) = Worker::new("./worker_loader.js") else {
            // Not even constructed: counted as a missed deadline.
            self.broke_later(generation);
            return;
        };
        let on_message = {
            let me = self.me.clone();
            Handler::<MessageEvent>::new(move |event: MessageEvent| {
                let Some(client) = me.upgrade() else { return };
                let line = event.data().as_string().unwrap_or_default();
                let (reply, commands) = client.supervisor.borrow_mut().received(&line);
                client.run(commands);
                if let Some(reply) = reply {
                    (client.on_reply)(reply);
                }
            })
        };
        let on_error = {
            let me = self.me.clone();
            Handler::<Event>::new(move |_: Event| {
                if let Some(client) = me.upgrade() {
                    client.broke_later(generation);
                }
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        *self.handlers.borrow_mut() = Some((on_message, on_error));
        *self.worker.borrow_mut() = Some(worker);
    }
}

impl Drop for EngineClient {
    fn drop(&mut self) {
        if let Some(worker) = self.worker.borrow_mut().take() {
            worker.terminate();
        }
    }
}
