//! The engine's Web Worker (feature `worker`; Trunk builds it as a second entry, see
//! `index.html`). It owns one [`Engine`] and answers each message from the page with the
//! replies of [`rookery::worker_protocol::answer`], so the page never runs a search itself.

#[cfg(target_arch = "wasm32")]
fn main() {
    use rookery::search::Engine;
    use rookery::worker_protocol::{answer, Reply};
    use std::cell::RefCell;
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = web_sys::js_sys::global().unchecked_into();
    let performance = scope.performance();
    let engine = RefCell::new(Engine::new(16));
    let post = {
        let scope = scope.clone();
        move |reply: Reply| {
            // Posting fails only for data that cannot be cloned; a string always can.
            let _ = scope.post_message(&JsValue::from_str(&reply.encode()));
        }
    };
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new({
        let post = post.clone();
        move |event: MessageEvent| {
            let line = event.data().as_string().unwrap_or_default();
            let now = || performance.as_ref().map_or(0.0, |p| p.now());
            answer(&mut engine.borrow_mut(), &line, &now, &mut |reply| {
                post(reply)
            });
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(Reply::Ready);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the worker entry point runs only in a browser (wasm32)");
}
