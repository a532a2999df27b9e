//! The chosen language outside the component tree: `<html lang>` always names it.

use yew::prelude::*;

use crate::ui::i18n::Lang;

#[hook]
pub fn use_language(lang: Lang) {
    use_effect_with(lang, move |lang| {
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root.set_attribute("lang", lang.tag());
        }
    });
}
