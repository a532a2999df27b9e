//! The browser entry point: Trunk builds this binary (feature `csr`) into the web app and
//! `index.html` loads it. It reads the address, the saved game and the language (address,
//! stored choice, browser) and mounts [`rookery::ui::App`] on the page body — or, for
//! `?analysis` and `?pgn=`, the analysis board [`rookery::ui::StudyApp`] (it shares the
//! board, the engine client and the move writing with the game, so it costs the app's wasm
//! less than a page of its own would).

fn main() {
    use rookery::ui::page::{page_lang, query, stored};
    use rookery::ui::url_params::has_param;
    let window = web_sys::window().expect("a browser window");
    let query = query();
    let saved = stored(rookery::ui::storage::KEY);
    let lang = page_lang(rookery::ui::url_params::parse(&query).lang.as_deref());
    let notation = stored(rookery::ui::notation::STORAGE_KEY)
        .as_deref()
        .and_then(rookery::ui::notation::Notation::parse)
        .unwrap_or_default();
    // Unreadable stored players are about to be replaced by an empty list: keep a copy, so that
    // nothing a newer version or a damaged write left behind is lost for good.
    let players = stored(rookery::ui::profiles::STORAGE_KEY);
    if let Some(text) = &players {
        if rookery::ui::profiles::Profiles::from_json(text).is_err() {
            if let Some(storage) = window.local_storage().ok().flatten() {
                let _ = storage.set_item(rookery::ui::profiles::UNREADABLE_KEY, text);
            }
        }
    }
    // Overlays: the address's, else the ones chosen last time.
    let overlay_list = rookery::ui::url_params::parse(&query)
        .overlay
        .or_else(|| stored(rookery::ui::overlays::STORAGE_KEY))
        .unwrap_or_default();
    let overlays = rookery::ui::overlays::Overlays::parse(&overlay_list).0;
    if has_param(&query, "analysis") || has_param(&query, "pgn") {
        let props = rookery::ui::StudyAppProps {
            query: query.into(),
            lang,
            saved: stored(rookery::ui::study::start::STORAGE_KEY).map(Into::into),
            notation,
        };
        yew::Renderer::<rookery::ui::StudyApp>::with_props(props).render();
        return;
    }
    let props = rookery::ui::AppProps {
        query: query.into(),
        saved: saved.map(Into::into),
        profiles: players.map(Into::into),
        lang,
        notation,
        overlays,
        hints_off: stored(rookery::ui::state::HINTS_KEY).as_deref() == Some("off"),
    };
    yew::Renderer::<rookery::ui::App>::with_props(props).render();
}
