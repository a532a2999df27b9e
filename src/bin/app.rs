//! The browser entry point: Trunk builds this binary (feature `csr`) into the web app and
//! `index.html` loads it. It mounts [`rookery::ui::App`] on the page body.

fn main() {
    yew::Renderer::<rookery::ui::App>::new().render();
}
