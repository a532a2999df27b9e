//! The second wasm's entry point (see scripts/postbuild.mjs, which builds it and routes to it):
//! the pages the game does not need at its first load. `?lesson=ID` or `?learn` mounts
//! [`rookery::ui::LearnApp`] (in an embed too), `?share` the Share / embed page, `?editor` the
//! board editor ([`rookery::ui::EditorApp`]), `?embed=1` the embed, [`rookery::ui::EmbedApp`].
//! Each reads its own saved state and the language (address, then browser).

use rookery::ui::learn::{progress, trainer};
use rookery::ui::{embed_params, embed_state, i18n::Lang, EmbedApp, EmbedAppProps};
use rookery::ui::{LearnApp, LearnAppProps};

fn main() {
    use rookery::ui::page::{browser_languages, page_lang, query, stored};
    use rookery::ui::url_params::has_param;
    let query = query();
    // Storage may be blocked in a third-party frame: then nothing is kept between visits.
    let params = embed_params::parse(&query);
    // Learn, Share and the editor keep the app's own language choice.
    let lang = || page_lang(params.lang.as_deref());
    if has_param(&query, "learn") || has_param(&query, "lesson") {
        // Each player's progress is kept.
        let lang = lang();
        let active = stored(rookery::ui::profiles::STORAGE_KEY)
            .and_then(|t| rookery::ui::profiles::Profiles::from_json(&t).ok())
            .and_then(|p| p.active);
        let props = LearnAppProps {
            query: query.into(),
            lang,
            progress: stored(progress::STORAGE_KEY).map(Into::into),
            player: progress::player_key(active).into(),
            trainer_best: stored(trainer::STORAGE_KEY).map(Into::into),
            lessons: None,
        };
        yew::Renderer::<LearnApp>::with_props(props).render();
        return;
    }
    if has_param(&query, "share") {
        let props = rookery::ui::share_dialog::SharePageProps {
            query: query.clone().into(),
            lang: lang(),
        };
        yew::Renderer::<rookery::ui::share_dialog::SharePage>::with_props(props).render();
        return;
    }
    if !params.embed && has_param(&query, "editor") {
        let props = rookery::ui::EditorAppProps {
            query: query.clone().into(),
            lang: lang(),
        };
        yew::Renderer::<rookery::ui::EditorApp>::with_props(props).render();
        return;
    }
    let props = EmbedAppProps {
        query: query.clone().into(),
        saved: stored(&embed_state::storage_key(&params)).map(Into::into),
        // An embed follows its host page (the address, else the browser), not this device's
        // choice in the app.
        lang: Lang::choose(params.lang.as_deref(), None, &browser_languages()),
    };
    yew::Renderer::<EmbedApp>::with_props(props).render();
}
