//! Remembers a setting on this device (`localStorage[key] = value`) when the player changes
//! it; the value the app started with is not stored (it may have come from the address or
//! the browser, which are not choices).

use yew::prelude::*;

#[hook]
pub fn use_remembered(key: &'static str, value: String) {
    let first = use_mut_ref(|| true);
    use_effect_with(value, move |value| {
        if !std::mem::replace(&mut *first.borrow_mut(), false) {
            if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten())
            {
                let _ = storage.set_item(key, value);
            }
        }
    });
}
