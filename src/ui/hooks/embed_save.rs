//! Saves an embed's state under its own key (`embed_state::storage_key`) after every change,
//! so a student's reload comes back to the same place. The app's saved game and settings are
//! never touched.

use yew::prelude::*;

use crate::ui::shared::EmbedShared;

#[hook]
pub fn use_embed_save(state: UseReducerHandle<EmbedShared>, key: String) {
    let saved = state.0.to_saved();
    use_effect_with(saved, move |text| {
        if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
            // A full or blocked storage (a strict third-party frame) loses only this save.
            let _ = storage.set_item(&key, text);
        }
    });
}
