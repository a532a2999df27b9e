//! Loads Learn's lessons when Learn opens: `lessons/index.txt`, then every lesson file at once
//! (precached by the service worker, so this works offline), read by `learn::lesson`. A file
//! that cannot be fetched or read makes the whole load fail, with a message and Try again.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::platform::spawn_local;
use yew::prelude::*;

use crate::ui::learn::lesson::{self, Lesson};

pub use crate::ui::learn_app::Lessons;

/// A file's text, or `None` when it cannot be had.
async fn text(url: &str) -> Option<String> {
    let window = web_sys::window()?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

fn load(state: UseStateHandle<Lessons>) {
    state.set(Lessons::Loading);
    spawn_local(async move {
        let Some(index) = text("lessons/index.txt").await else {
            state.set(Lessons::Failed);
            return;
        };
        let ids = lesson::parse_index(&index);
        let files: Rc<RefCell<Vec<Option<String>>>> = Rc::new(RefCell::new(vec![None; ids.len()]));
        let left = Rc::new(Cell::new(ids.len()));
        let failed = Rc::new(Cell::new(false));
        for (i, id) in ids.into_iter().enumerate() {
            let (files, left, failed, state) =
                (files.clone(), left.clone(), failed.clone(), state.clone());
            spawn_local(async move {
                let got = text(&format!("lessons/{id}.txt")).await;
                if got.is_none() && !failed.replace(true) {
                    state.set(Lessons::Failed);
                }
                files.borrow_mut()[i] = got;
                left.set(left.get() - 1);
                if left.get() == 0 && !failed.get() {
                    let read: Option<Vec<Lesson>> = files
                        .borrow()
                        .iter()
                        .map(|t| t.as_deref().and_then(|t| lesson::parse(t).ok()))
                        .collect();
                    state.set(read.map_or(Lessons::Failed, |l| Lessons::Loaded(Rc::new(l))));
                }
            });
        }
    });
}

/// The lessons, and a callback that loads them again.
#[hook]
pub fn use_lessons() -> (Lessons, Callback<()>) {
    let state = use_state(|| Lessons::Loading);
    {
        let state = state.clone();
        use_effect_with((), move |_| load(state));
    }
    let retry = {
        let state = state.clone();
        Callback::from(move |()| load(state.clone()))
    };
    ((*state).clone(), retry)
}
