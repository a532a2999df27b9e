//! The offline service worker (`sw.js`, written at build time by `scripts/postbuild.mjs`):
//! registers it, notices when a new version has been installed and waits, and on the
//! player's word lets the new version take over and reloads the page — so a page always runs
//! on one version's files, never a mix.

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::{
    ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState,
};
use yew::prelude::*;

/// What the app shows of the service worker.
#[derive(Clone, PartialEq)]
pub struct Update {
    /// A new version is installed and waits for the player's word.
    pub available: bool,
    /// Switch to the new version and reload.
    pub accept: Callback<()>,
}

/// The message `sw.js` obeys to take over from the old version.
const SKIP_WAITING: &str = "skip-waiting";

#[hook]
pub fn use_service_worker() -> Update {
    let waiting = use_state(|| None::<ServiceWorker>);
    let accepted: Rc<Cell<bool>> = use_memo((), |_| Cell::new(false));
    {
        let waiting = waiting.setter();
        let accepted = accepted.clone();
        use_effect_with((), move |_| {
            if let Some(container) = container() {
                register(&container, waiting, accepted);
            }
        });
    }
    let accept = {
        let waiting = waiting.clone();
        let accepted = accepted.clone();
        Callback::from(move |()| {
            if let Some(worker) = waiting.as_ref() {
                accepted.set(true);
                let _ = worker.post_message(&JsValue::from_str(SKIP_WAITING));
            }
        })
    };
    Update {
        available: waiting.is_some(),
        accept,
    }
}

/// `navigator.serviceWorker`, absent on insecure origins and in some private modes.
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    let has = web_sys::js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker"));
    has.unwrap_or(false).then(|| navigator.service_worker())
}

fn register(
    container: &ServiceWorkerContainer,
    waiting: UseStateSetter<Option<ServiceWorker>>,
    accepted: Rc<Cell<bool>>,
) {
    // The new version has taken over: reload onto it when the player asked here, or when it
    // was accepted in another tab (this page's files would otherwise come from the new
    // version's cache). The first install also changes the controller, from none: no reload.
    let had_controller = container.controller().is_some();
    let on_controller = Closure::<dyn FnMut()>::new(move || {
        if accepted.get() || had_controller {
            if let Some(window) = web_sys::window() {
                let _ = window.location().reload();
            }
        }
    });
    container.set_oncontrollerchange(Some(on_controller.as_ref().unchecked_ref()));
    on_controller.forget();

    let container_ = container.clone();
    let on_registered = Closure::once(move |value: JsValue| {
        // Anything but a registration (a browser or test harness that blocks service workers
        // may answer `undefined`) means no offline support, not an error.
        if let Ok(registration) = value.dyn_into::<ServiceWorkerRegistration>() {
            watch(&registration, &container_, waiting);
        }
    });
    // A failed registration (no sw.js, a private mode) leaves the app working online.
    let on_failed = Closure::once(|_: JsValue| {});
    let _ = container
        .register("./sw.js")
        .then2(&on_registered, &on_failed);
    on_registered.forget();
    on_failed.forget();
}

/// Reports a version that is installed and waiting, now or later.
fn watch(
    registration: &ServiceWorkerRegistration,
    container: &ServiceWorkerContainer,
    waiting: UseStateSetter<Option<ServiceWorker>>,
) {
    // Only an update waits: on the first visit nothing controls the page yet.
    if let (Some(worker), Some(_)) = (registration.waiting(), container.controller()) {
        waiting.set(Some(worker));
    }
    let registration_ = registration.clone();
    let container = container.clone();
    let on_update = Closure::<dyn FnMut()>::new(move || {
        let Some(installing) = registration_.installing() else {
            return;
        };
        let worker = installing.clone();
        let container = container.clone();
        let waiting = waiting.clone();
        let on_state = Closure::<dyn FnMut()>::new(move || {
            if worker.state() == ServiceWorkerState::Installed && container.controller().is_some() {
                waiting.set(Some(worker.clone()));
            }
        });
        installing.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
        on_state.forget();
    });
    registration.set_onupdatefound(Some(on_update.as_ref().unchecked_ref()));
    on_update.forget();
}
