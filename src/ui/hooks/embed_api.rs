//! The embed's message API with its host page (issue 11), when the address names a
//! `parentOrigin`. A message is obeyed only when it comes from that origin **and** from the
//! parent window; events go to that origin only, never to `*`. Messages are turned into JSON
//! text here and read by `embed_messages` (Rust, capped, checked); the state's queued events
//! are posted as they appear. The frame's height is reported (`resize`) whenever it changes,
//! so `embed.js` can size the iframe.

use std::cell::Cell;
use std::rc::Rc;

use gloo::events::EventListener;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::js_sys::{Object, JSON};
use yew::prelude::*;

use crate::ui::embed_messages::{Command, Event, MAX_MESSAGE};
use crate::ui::embed_state::EmbedAction;
use crate::ui::shared::EmbedShared;
use crate::ui::time::now;

/// Posts an event to the parent window, for `origin` only.
fn post(origin: &str, event: &Event) {
    let Some(parent) = web_sys::window().and_then(|w| w.parent().ok().flatten()) else {
        return;
    };
    if let Ok(value) = JSON::parse(&event.encode()) {
        let _ = parent.post_message(&value, origin);
    }
}

/// Whether a message comes from the parent window.
fn from_parent(event: &web_sys::MessageEvent) -> bool {
    let parent = web_sys::window().and_then(|w| w.parent().ok().flatten());
    match (event.source(), parent) {
        (Some(source), Some(parent)) => Object::is(&source, &parent),
        _ => false,
    }
}

#[hook]
pub fn use_embed_api(state: UseReducerHandle<EmbedShared>, origin: Option<String>, root: NodeRef) {
    // The newest event already posted.
    let posted = use_mut_ref(|| 0u64);
    {
        let state = state.clone();
        let origin = origin.clone();
        let posted = posted.clone();
        use_effect_with((), move |_| {
            let listener = origin.as_ref().and_then(|origin| {
                let window = web_sys::window()?;
                // Events queued before the page could listen are history, not news.
                *posted.borrow_mut() = state.0.events.last().map_or(0, |(n, _)| *n);
                let origin = origin.clone();
                let listening = origin.clone();
                let fen = state.0.app.game.position().to_fen();
                let state = state.clone();
                let listener = EventListener::new(&window, "message", move |event| {
                    let Some(event) = event.dyn_ref::<web_sys::MessageEvent>() else {
                        return;
                    };
                    if event.origin() != listening || !from_parent(event) {
                        return;
                    }
                    // Only plain data is read, and no more of it than a command can hold.
                    let text = JSON::stringify(&event.data())
                        .ok()
                        .and_then(|t| t.as_string())
                        .unwrap_or_default();
                    let text = if text.len() > MAX_MESSAGE {
                        // `decode` refuses it by its size, without reading it.
                        " ".repeat(MAX_MESSAGE + 1)
                    } else {
                        text
                    };
                    match Command::decode(&text) {
                        Ok(Some(command)) => state.dispatch(EmbedAction::Command {
                            command,
                            now: now(),
                        }),
                        Ok(None) => {}
                        Err(refused) => state.dispatch(EmbedAction::Refused(refused)),
                    }
                });
                post(&origin, &Event::Ready { fen });
                Some(listener)
            });
            move || drop(listener)
        });
    }
    // The state's new events.
    {
        let origin = origin.clone();
        use_effect_with(state.0.events.last().map(|(n, _)| *n), move |_| {
            let Some(origin) = origin else { return };
            let mut posted = posted.borrow_mut();
            let since = *posted;
            for (n, event) in state.0.events.iter().filter(|(n, _)| *n > since) {
                post(&origin, event);
                *posted = *n;
            }
        });
    }
    // The frame's height, whenever it changes.
    use_effect_with((), move |_| {
        let observer = origin.and_then(|origin| {
            let element = root.cast::<web_sys::Element>()?;
            let last = Rc::new(Cell::new(0u32));
            let measured = element.clone();
            let report = Closure::<dyn FnMut()>::new(move || {
                let height = measured.get_bounding_client_rect().height().ceil() as u32;
                if height != last.get() {
                    last.set(height);
                    post(&origin, &Event::Resize { height });
                }
            });
            let observer = web_sys::ResizeObserver::new(report.as_ref().unchecked_ref()).ok()?;
            observer.observe(&element);
            Some((observer, report))
        });
        move || {
            if let Some((observer, _report)) = observer {
                observer.disconnect();
            }
        }
    });
}
