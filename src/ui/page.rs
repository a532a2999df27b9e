//! What the entry points (`src/bin/app.rs`, `src/bin/extras.rs`) read from the page before
//! mounting: the address's query, values stored on the device, the browser's languages.

/// `location.search` (with its `?`, or empty).
pub fn query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// A value in `localStorage` (`None` also when storage is blocked, as in some frames).
pub fn stored(key: &str) -> Option<String> {
    web_sys::window()?
        .local_storage()
        .ok()
        .flatten()?
        .get_item(key)
        .ok()
        .flatten()
}

/// `navigator.languages`, most preferred first.
pub fn browser_languages() -> Vec<String> {
    web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|tag| tag.as_string())
                .collect()
        })
        .unwrap_or_default()
}

/// The language of a page: `?lang=` (`url`), else the choice stored on this device, else the
/// browser's.
pub fn page_lang(url: Option<&str>) -> crate::ui::i18n::Lang {
    crate::ui::i18n::Lang::choose(
        url,
        stored(crate::ui::i18n::STORAGE_KEY).as_deref(),
        &browser_languages(),
    )
}
