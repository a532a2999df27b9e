//! The embed's entry point (`index.html?embed=1`, issue 11): the start-up script loads this
//! wasm instead of the app's for an embed (see scripts/postbuild.mjs). It reads the address,
//! the state this embed saved under its own key and the language (address, then browser),
//! and mounts [`rookery::ui::EmbedApp`] on the page body.

use rookery::ui::{embed_params, embed_state, i18n::Lang, EmbedApp, EmbedAppProps};

fn main() {
    let window = web_sys::window().expect("a browser window");
    let query = window.location().search().unwrap_or_default();
    let params = embed_params::parse(&query);
    // Storage may be blocked in a third-party frame: the embed then starts afresh each time.
    let saved = window.local_storage().ok().flatten().and_then(|s| {
        s.get_item(&embed_state::storage_key(&params))
            .ok()
            .flatten()
    });
    let browser: Vec<String> = window
        .navigator()
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .collect();
    let props = EmbedAppProps {
        query: query.into(),
        saved: saved.map(Into::into),
        lang: Lang::choose(params.lang.as_deref(), None, &browser),
    };
    yew::Renderer::<EmbedApp>::with_props(props).render();
}
