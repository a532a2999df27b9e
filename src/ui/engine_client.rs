//! The page's side of the engine Web Worker (browser only): starts `worker_loader.js` (Trunk's loader for `worker.js`), sends
//! search requests, and hands each reply to a callback. A new request while a search is
//! still running replaces the worker, which is how a takeback or a new game cancels a
//! search (a worker busy in a search cannot read messages).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};

use crate::worker_protocol::{Reply, SearchRequest};

type MessageHandler = Closure<dyn FnMut(MessageEvent)>;

/// A handle on the engine worker.
pub struct EngineClient {
    worker: RefCell<Option<Worker>>,
    /// The search the worker is busy with.
    busy: Rc<Cell<Option<u32>>>,
    on_reply: Rc<dyn Fn(Reply)>,
    /// Keeps the message handler alive as long as the worker.
    handler: RefCell<Option<MessageHandler>>,
}

impl EngineClient {
    /// Starts the worker; `on_reply` hears every reply (`Reply::Error` with id 0 when the
    /// worker cannot be started at all).
    pub fn new(on_reply: impl Fn(Reply) + 'static) -> Rc<EngineClient> {
        let client = Rc::new(EngineClient {
            worker: RefCell::new(None),
            busy: Rc::new(Cell::new(None)),
            on_reply: Rc::new(on_reply),
            handler: RefCell::new(None),
        });
        client.spawn();
        client
    }

    fn spawn(&self) {
        if let Some(old) = self.worker.borrow_mut().take() {
            old.terminate();
        }
        self.busy.set(None);
        let worker = match Worker::new("./worker_loader.js") {
            Ok(w) => w,
            Err(_) => {
                (self.on_reply)(Reply::Error {
                    id: 0,
                    message: "the engine worker could not be started".into(),
                });
                return;
            }
        };
        let on_reply = self.on_reply.clone();
        let busy = self.busy.clone();
        let handler = MessageHandler::new(move |event: MessageEvent| {
            let Some(line) = event.data().as_string() else {
                return;
            };
            match Reply::decode(&line) {
                Ok(reply) => {
                    if let Reply::BestMove { id, .. } | Reply::Error { id, .. } = reply {
                        if busy.get() == Some(id) {
                            busy.set(None);
                        }
                    }
                    on_reply(reply);
                }
                Err(message) => on_reply(Reply::Error { id: 0, message }),
            }
        });
        worker.set_onmessage(Some(handler.as_ref().unchecked_ref()));
        *self.handler.borrow_mut() = Some(handler);
        *self.worker.borrow_mut() = Some(worker);
    }

    /// Asks for a search, cancelling any search still running.
    pub fn search(&self, request: &SearchRequest) {
        if self.busy.get().is_some() || self.worker.borrow().is_none() {
            self.spawn();
        }
        let sent = self.worker.borrow().as_ref().map(|w| {
            w.post_message(&JsValue::from_str(&request.encode()))
                .is_ok()
        });
        if sent == Some(true) {
            self.busy.set(Some(request.id));
        } else {
            (self.on_reply)(Reply::Error {
                id: request.id,
                message: "the engine worker is not available".into(),
            });
        }
    }

    /// Stops any running search (the answer will never come).
    pub fn cancel(&self) {
        if self.busy.get().is_some() {
            self.spawn();
        }
    }
}

impl Drop for EngineClient {
    fn drop(&mut self) {
        if let Some(worker) = self.worker.borrow_mut().take() {
            worker.terminate();
        }
    }
}
