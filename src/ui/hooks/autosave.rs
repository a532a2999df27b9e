//! Saves the game to `localStorage` after every change, and once more when the page is hidden
//! or closed (`visibilitychange`, `pagehide`), so nothing is lost; and the players
//! (`profiles`) whenever they change. The format is
//! [`crate::ui::storage`]; a running clock is saved with its wall-clock start.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use yew::prelude::*;

use crate::ui::profiles::{self, Profiles};
use crate::ui::shared::Shared;
use crate::ui::state::AppState;
use crate::ui::storage;
use crate::ui::time::{now, wall_now};

fn save(state: &AppState) {
    if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        // A full or blocked storage loses only this save; the game goes on.
        let _ = storage.set_item(storage::KEY, &storage::encode(state, now(), wall_now()));
    }
}

fn save_profiles(profiles: &Profiles) {
    if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = storage.set_item(profiles::STORAGE_KEY, &profiles.to_json());
    }
}

#[hook]
pub fn use_autosave(state: UseReducerHandle<Shared>) {
    let latest: Rc<RefCell<AppState>> = use_mut_ref(|| state.0.clone());
    {
        let latest = latest.clone();
        use_effect_with(state.0.clone(), move |s| {
            *latest.borrow_mut() = s.clone();
            save(s);
        });
    }
    // The players, whenever they change (a rated game's points, a new player, an import).
    use_effect_with(state.0.profiles.clone(), save_profiles);
    use_effect_with((), move |_| {
        let listeners = web_sys::window().map(|window| {
            let on_hide = {
                let latest = latest.clone();
                EventListener::new(&window, "pagehide", move |_| save(&latest.borrow()))
            };
            let on_visibility = window.document().map(|document| {
                let latest = latest.clone();
                let doc = document.clone();
                EventListener::new(&document, "visibilitychange", move |_| {
                    if doc.visibility_state() == web_sys::VisibilityState::Hidden {
                        save(&latest.borrow());
                    }
                })
            });
            (on_hide, on_visibility)
        });
        move || drop(listeners)
    });
}
