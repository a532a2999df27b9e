//! The chosen language outside the component tree: `<html lang>` always names it, and a
//! choice is remembered on this device (`localStorage`, [`STORAGE_KEY`]).

use yew::prelude::*;

use crate::ui::i18n::{Lang, STORAGE_KEY};

#[hook]
pub fn use_language(lang: Lang) {
    let first = use_mut_ref(|| true);
    use_effect_with(lang, move |lang| {
        let window = web_sys::window();
        if let Some(root) = window
            .as_ref()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root.set_attribute("lang", lang.tag());
        }
        // Only a switch is a choice to remember; the language the app started in is not.
        if !std::mem::replace(&mut *first.borrow_mut(), false) {
            if let Some(storage) = window.and_then(|w| w.local_storage().ok().flatten()) {
                let _ = storage.set_item(STORAGE_KEY, lang.tag());
            }
        }
    });
}
