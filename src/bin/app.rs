//! The browser entry point: Trunk builds this binary (feature `csr`) into the web app and
//! `index.html` loads it. It reads the address and the saved game and mounts
//! [`rookery::ui::App`] on the page body.

fn main() {
    let window = web_sys::window().expect("a browser window");
    let query = window.location().search().unwrap_or_default();
    let saved = window
        .local_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(rookery::ui::storage::KEY).ok().flatten());
    let props = rookery::ui::AppProps {
        query: query.into(),
        saved: saved.map(Into::into),
    };
    yew::Renderer::<rookery::ui::App>::with_props(props).render();
}
