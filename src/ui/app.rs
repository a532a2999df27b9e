//! The top-level component: holds the [`AppState`] reducer and wires the board, the player
//! strips, the move list, the controls and the new-game dialog to it. In the browser the
//! hooks in `hooks/` also talk to the engine worker, save the game, tick the clocks, listen
//! to the keyboard and look after the offline service worker; rendered natively (feature
//! `ssr`) it only draws.

use std::rc::Rc;

use yew::prelude::*;

use super::board::Board;
use super::controls::Controls;
use super::i18n::{msg, Lang};
use super::ladder_panel::LadderPanel;
use super::move_box::MoveBox;
use super::move_list::MoveList;
use super::new_game::NewGame;
use super::notation::Notation;
use super::overlays::Overlays;
use super::player_bar::PlayerBar;
use super::promotion::Promotion;
use super::shared::Shared;
use super::state::{Action, AppState, Mode, Notice, Settings};
use super::text;
use super::time::{now, wall_now};
use crate::rules::{Color, Position, Reason};

/// How the app starts: what the address and the saved game say.
#[derive(Properties, Clone, PartialEq, Default)]
pub struct AppProps {
    /// The page's query string (`?fen=…&orientation=black`).
    #[prop_or_default]
    pub query: AttrValue,
    /// The saved game, if any.
    #[prop_or_default]
    pub saved: Option<AttrValue>,
    /// The saved players (`profiles::Profiles` as JSON), if any.
    #[prop_or_default]
    pub profiles: Option<AttrValue>,
    /// The language to start in (see [`Lang::choose`]).
    #[prop_or_default]
    pub lang: Lang,
    /// How the move list writes moves.
    #[prop_or_default]
    pub notation: Notation,
    /// The teaching overlays shown.
    #[prop_or_default]
    pub overlays: Overlays,
    /// Hints were turned off on this device (the switch as last set).
    #[prop_or_default]
    pub hints_off: bool,
}

/// The state to start with: a `?fen=` position, else the saved game, else a fresh game
/// (White against level 2). Problems become a notice, never a crash.
pub fn initial_state(
    query: &str,
    saved: Option<&str>,
    profiles: Option<&str>,
    now: f64,
    wall: f64,
) -> AppState {
    let params = super::url_params::parse(query);
    let players = profiles.map(super::profiles::Profiles::from_json);
    let known_players = match &players {
        Some(Ok(p)) => p.clone(),
        _ => Default::default(),
    };
    let mut state = if let Some(fen) = params.fen {
        match Position::from_fen(&fen) {
            Ok(pos) => {
                let settings = Settings {
                    mode: Mode::Engine { human: pos.turn() },
                    ..Settings::default()
                };
                AppState::new(settings, Some(pos), now)
            }
            Err(e) => {
                let mut s = AppState::new(Settings::default(), None, now);
                s.notice = Some(Notice::BadFen(e));
                s
            }
        }
    } else {
        match saved.map(|text| super::storage::decode_with(text, now, wall, known_players.clone()))
        {
            Some(Ok(state)) => state,
            Some(Err(_)) => {
                let mut s = AppState::default();
                s.notice = Some(Notice::StorageDiscarded);
                s
            }
            None => AppState::default(),
        }
    };
    if let Some(o) = params.orientation {
        state.orientation = o;
    }
    match players {
        // The saved game may already have settled a rated game into its copy of the players.
        Some(Ok(p)) if state.profiles.list.is_empty() => state.profiles = p,
        Some(Ok(_)) => {}
        Some(Err(_)) => {
            state.notice.get_or_insert(Notice::ProfilesDiscarded);
        }
        None => {}
    }
    if state.rated.is_none() && state.game.moves().is_empty() {
        state.rate_if_possible();
    }
    // A rated game saved in progress stays rated only if its players still exist.
    let known = |id: u32| state.profiles.get(id).is_some();
    let still = match state.rated {
        Some(super::state::Rated::VsEngine { profile, .. }) => known(profile),
        Some(super::state::Rated::Pair { white, black }) => known(white) && known(black),
        None => true,
    };
    if !still {
        state.rated = None;
    }
    state
}

/// A `<select>`'s change handler that sets `state` to the chosen value, read by `parse`.
fn chooser<T: 'static>(state: &UseStateHandle<T>, parse: fn(&str) -> Option<T>) -> Callback<Event> {
    let state = state.clone();
    Callback::from(move |e: Event| {
        let value = e
            .target_dyn_into::<web_sys::HtmlSelectElement>()
            .map(|select| select.value());
        if let Some(chosen) = value.as_deref().and_then(parse) {
            state.set(chosen);
        }
    })
}

/// A callback that turns its argument into an action for the reducer.
fn sender<T: 'static>(state: &UseReducerHandle<Shared>, action: fn(T) -> Action) -> Callback<T> {
    let state = state.clone();
    Callback::from(move |arg| state.dispatch(action(arg)))
}

#[component]
pub fn App(props: &AppProps) -> Html {
    let state = {
        let query = props.query.clone();
        let saved = props.saved.clone();
        let profiles = props.profiles.clone();
        let hints = !props.hints_off;
        use_reducer(move || {
            let mut state = initial_state(
                &query,
                saved.as_deref(),
                profiles.as_deref(),
                now(),
                wall_now(),
            );
            state.hints = hints;
            Shared(state)
        })
    };
    let s = &state.0;
    let lang_state = use_state(|| props.lang);
    let lang = *lang_state;
    let on_language = chooser(&lang_state, Lang::parse);
    let overlays = use_state(|| props.overlays);
    let overlay_switches = Overlays::ALL.iter().map(|(name, flag)| {
        let label = match *name {
            "centre" => msg::overlay_centre(lang),
            "extended-centre" => msg::overlay_extended_centre(lang),
            "wings" => msg::overlay_wings(lang),
            "names" => msg::overlay_names(lang),
            _ => msg::overlay_attacked(lang),
        };
        let state = overlays.clone();
        let flag = *flag;
        let onchange = Callback::from(move |e: Event| {
            let on = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .is_some_and(|i| i.checked());
            state.set(state.with(flag, on));
        });
        html! {
            <label><input type="checkbox" data-testid={format!("overlay-{name}")} checked={overlays.has(flag)} {onchange} />{ label }</label>
        }
    });
    let notation_state = use_state(|| props.notation);
    let notation = *notation_state;
    let on_notation = chooser(&notation_state, Notation::parse);

    let update = use_browser_effects(state.clone(), lang, notation, *overlays, s.hints);

    // A callback that stamps an action with the time.
    let timed = |f: fn(f64) -> Action| {
        let state = state.clone();
        Callback::from(move |()| state.dispatch(f(now())))
    };

    let position = s.shown_position().clone();
    let live = s.view.is_none();
    let dests = Rc::new(s.destinations());
    let last_move = s.shown_last_squares();
    let check = s.shown_check();
    let on_move = sender(&state, |(from, to)| Action::TryMove {
        from,
        to,
        now: now(),
    });
    let promotion = s.promotion.map(|(_, to)| {
        html! {
            <Promotion
                square={to}
                color={s.game.position().turn()}
                orientation={s.orientation}
                on_choose={sender(&state, |role| Action::Promote { role, now: now() })}
                on_cancel={sender(&state, |()| Action::CancelPromotion)}
            />
        }
    });

    let (surplus, balance) = s.material();
    let clock_now = now();
    let bar = |color: Color| {
        let name: AttrValue = match s.settings.mode {
            Mode::Engine { human } if human == color => msg::you(lang).into(),
            Mode::Engine { .. } => msg::engine_player(lang, &s.settings.level.to_string()).into(),
            Mode::TwoPlayers { .. } => text::color_name(lang, color).into(),
        };
        let lead = if color == Color::White {
            balance
        } else {
            -balance
        };
        html! {
            <PlayerBar
                {color}
                {name}
                surplus={surplus[color.index()].clone()}
                {lead}
                clock_ms={s.clocks.map(|c| c.left(color, clock_now))}
                running={s.clocks.and_then(|c| c.running).is_some_and(|(c, _)| c == color)}
            />
        }
    };

    let handed_over = super::share_dialog::SharedGame {
        start: s.game.start().clone(),
        moves: s.game.moves().to_vec(),
        shown: s.view.unwrap_or(s.game.moves().len()),
        orientation: s.orientation,
        level: s.settings.level,
        clocks: s.clock_log.iter().map(|ms| ms / 1000).collect(),
        time_control: s
            .settings
            .time
            .map(|t| (t.base_ms / 1000, t.increment_ms / 1000)),
        result: s.outcome().map(|o| o.result()),
    };
    let share_link = format!("./?lang={}&{}", lang.tag(), handed_over.to_query());
    let analysis_link = format!(
        "./?lang={}&{}",
        lang.tag(),
        handed_over.query_for("analysis")
    );
    // The hint for the live position: the piece as a circle, then the move as an arrow.
    let hint = s.hint.filter(|h| live && h.ply == s.game.moves().len());
    let hint_move = hint.and_then(|h| h.mv.map(|mv| (mv, h.show_move)));
    let green = super::annotated::MarkColor::Green;
    let (hint_arrow, hint_circle, hint_text) = match hint_move {
        Some((mv, true)) => (
            vec![super::annotated::Arrow {
                from: mv.from(),
                to: if mv.is_castle() {
                    mv.king_destination()
                } else {
                    mv.to()
                },
                color: green,
            }],
            vec![],
            Some(msg::hint_move(
                lang,
                &notation.write(lang, s.game.position(), mv),
            )),
        ),
        Some((mv, false)) => (
            vec![],
            vec![(mv.from(), green)],
            Some(msg::hint_piece(lang, &mv.from().to_string())),
        ),
        None => (vec![], vec![], None),
    };
    let outcome = s.outcome();
    let thinking = (s.search.is_some() || s.hint_search().is_some()) && live;
    let status = match outcome {
        Some(o) => text::outcome(lang, o),
        None if !live => msg::viewing(lang).to_string(),
        None if thinking => msg::thinking(lang).to_string(),
        None if s.engine_failed && s.engine_to_move() => msg::engine_stopped(lang).to_string(),
        None => {
            let turn = s.game.position().turn();
            let who = if s.engine_color().is_some() {
                msg::your_move(lang).to_string()
            } else {
                text::to_move(lang, turn)
            };
            match s.game.describe_check() {
                Some(info) => msg::status_with_check(lang, &who, &text::check(lang, &info)),
                None => who,
            }
        }
    };
    // The move list's SAN is worked out again only when the moves change (not on clock ticks).
    let sans = use_memo(
        (
            s.game.start().clone(),
            s.game.moves().to_vec(),
            notation,
            lang,
        ),
        |_| {
            s.game
                .moves_written(|pos, mv| notation.write(lang, pos, mv))
        },
    );
    let start = s.game.start();
    // Said by screen readers after each move (the engine's too), and the result at the end.
    let announcement = match (s.game.moves().len().checked_sub(1), outcome) {
        (_, Some(o)) => text::outcome(lang, o),
        (Some(last), None) => {
            let mover = s.game.position_at(last).map_or(Color::White, |p| p.turn());
            msg::announce_move(
                lang,
                text::color_name(lang, mover),
                sans.get(last).map_or("", String::as_str),
            )
        }
        (None, None) => String::new(),
    };

    let languages = Lang::ALL.iter().map(|l| {
        html! { <option value={l.tag()} lang={l.tag()} selected={*l == lang}>{ l.native_name() }</option> }
    });

    let notations = Notation::ALL.iter().map(|n| {
        let label = match n {
            Notation::San => msg::notation_san(lang),
            Notation::Figurine => msg::notation_figurine(lang),
            Notation::Chinese => msg::notation_chinese(lang),
            Notation::Long => msg::notation_long(lang),
        };
        html! { <option value={n.tag()} selected={*n == notation}>{ label }</option> }
    });

    html! {
        <ContextProvider<Lang> context={lang}>
        <main class="app" lang={lang.tag()}>
            <header class="top">
                <h1>{ "Rookery" }</h1>
                <div class="settings">
                <label class="language">
                    <span class="label">{ msg::language(lang) }</span>
                    <select data-testid="language" aria-label={msg::language(lang)} onchange={on_language}>
                        { for languages }
                    </select>
                </label>
                <label class="notation">
                    <span class="label">{ msg::notation(lang) }</span>
                    <select data-testid="notation" aria-label={msg::notation(lang)} onchange={on_notation}>
                        { for notations }
                    </select>
                </label>
                </div>
            </header>
            <div class="game">
                <section class="board-area">
                    { bar(!s.orientation) }
                    <Board
                        position={position}
                        orientation={s.orientation}
                        movable={s.human_can_move().then(|| s.game.position().turn())}
                        {dests}
                        {last_move}
                        {check}
                        animate={s.animate}
                        overlays={*overlays}
                        arrows={Rc::new(hint_arrow)}
                        circles={Rc::new(hint_circle)}
                        {on_move}
                    >
                        { for promotion }
                    </Board>
                    { bar(s.orientation) }
                </section>
                <aside class="side">
                    <p class={classes!("status", thinking.then_some("thinking"))} data-testid="status" aria-live="polite">
                        if thinking { <span class="spinner" data-testid="thinking" aria-hidden="true" /> }
                        { status }
                    </p>
                    if let Some(notice) = s.notice.clone() {
                        <p class={classes!("notice", matches!(notice, Notice::Refused(_)).then_some("refused"))}
                            data-testid="notice" role="alert">
                            { text::notice(lang, &notice) }
                            <button class="dismiss" aria-label={msg::dismiss(lang)} onclick={sender(&state, |_: MouseEvent| Action::DismissNotice)}>{ "×" }</button>
                        </p>
                    }
                    if s.engine_failed {
                        <div class="notice engine-failed" data-testid="engine-failed" role="alert">
                            <p>{ msg::engine_failed(lang) }</p>
                            <button data-testid="engine-retry" onclick={timed(|now| Action::RetryEngine { now }).reform(|_: MouseEvent| ())}>{ msg::retry(lang) }</button>
                            <button data-testid="play-both-sides" onclick={timed(|now| Action::PlayBothSides { now }).reform(|_: MouseEvent| ())}>{ msg::play_both_sides(lang) }</button>
                        </div>
                    }
                    if update.available {
                        <div class="notice update" data-testid="update-available" role="status">
                            <p>{ msg::update_available(lang) }</p>
                            <button data-testid="update-reload" onclick={update.accept.reform(|_: MouseEvent| ())}>{ msg::update_reload(lang) }</button>
                        </div>
                    }
                    if let Some(o) = outcome {
                        <div class="result" data-testid="result">
                            <strong>{ o.result() }</strong>
                            <span>{ text::outcome(lang, o) }</span>
                            { for s.ladder_change.iter().map(|(name, change)| html! {
                                <span class="ladder-change" data-testid="ladder-change">
                                    { msg::ladder_change(lang, name, &text::signed(*change)) }
                                </span>
                            }) }
                            <button data-testid="result-new-game" onclick={sender(&state, |_: MouseEvent| Action::OpenNewGame(true))}>{ msg::new_game(lang) }</button>
                            <a class="button" href={analysis_link} data-testid="analyse-game">{ msg::analyse_game(lang) }</a>
                        </div>
                    }
                    if let Some(text) = hint_text {
                        <p class="hint-text" data-testid="hint-text" role="status">{ text }</p>
                    }
                    <MoveBox enabled={s.human_can_move()} on_move={sender(&state, |text| Action::TypedMove { text, now: now() })} />
                    <p class="visually-hidden" data-testid="announce" aria-live="polite">{ announcement }</p>
                    <MoveList
                        {sans}
                        black_first={start.turn() == Color::Black}
                        first_number={start.fullmove_number()}
                        view={s.view}
                        on_view={sender(&state, Action::View)}
                        on_step={sender(&state, Action::Step)}
                    />
                    <Controls
                        can_takeback={s.can_takeback()}
                        in_progress={outcome.is_none() && !s.game.moves().is_empty()}
                        can_claim={s.game.claimable_draw().is_some()}
                        animate={s.animate}
                        hints={s.hints}
                        can_hint={s.can_hint() && s.hint_search().is_none() && !hint.is_some_and(|h| h.show_move)}
                        hint_shown={hint.is_some_and(|h| h.mv.is_some())}
                        on_hint={sender(&state, |_| Action::Hint)}
                        on_hints={sender(&state, Action::SetHints)}
                        on_new_game={sender(&state, |_| Action::OpenNewGame(true))}
                        on_flip={sender(&state, |_| Action::Flip)}
                        on_takeback={timed(|now| Action::Takeback { now })}
                        on_resign={timed(|now| Action::Resign { now })}
                        on_offer_draw={timed(|now| Action::OfferDraw { now })}
                        on_claim_draw={timed(|now| Action::ClaimDraw { now })}
                        on_animate={sender(&state, Action::SetAnimation)}
                    />
                    <fieldset class="overlay-switches">
                        <legend>{ msg::overlays(lang) }</legend>
                        { for overlay_switches }
                    </fieldset>
                    <a class="learn-link" href="./?learn" data-testid="open-learn">{ msg::learn(lang) }</a>
                    <a class="learn-link" href="./?analysis" data-testid="open-analysis">{ msg::analysis_board(lang) }</a>
                    <a class="learn-link" href={format!("./?lang={}&editor&fen={}", lang.tag(), super::url_params::encode(&s.shown_position().to_fen()))} data-testid="open-editor">{ msg::board_editor(lang) }</a>
                    // Share / embed is a page of the extras wasm (the game goes in the address).
                    <a class="share" href={share_link} data-testid="share">{ msg::share(lang) }</a>
                    if matches!(outcome.map(|o| o.reason), Some(Reason::Checkmate)) {
                        <p class="hint">{ msg::replay_hint(lang) }</p>
                    }
                    if outcome.is_none() && s.profiles.active.is_some() {
                        if s.rated.is_some() {
                            <p class="rated" data-testid="rated">{ msg::rated_game(lang) }</p>
                        } else {
                            <p class="rated" data-testid="unrated">{ msg::unrated_game(lang) }</p>
                        }
                    }
                    <LadderPanel
                        profiles={s.profiles.clone()}
                        on_add={sender(&state, Action::AddProfile)}
                        on_select={sender(&state, Action::SelectProfile)}
                        on_import={sender(&state, Action::ImportProfiles)}
                    />
                </aside>
            </div>
            if s.new_game_open {
                <NewGame
                    current={s.settings}
                    players={Rc::new(s.profiles.list.iter().map(|p| (p.id, p.name.clone())).collect::<Vec<_>>())}
                    on_start={sender(&state, |settings| Action::NewGame { settings, start: None, now: now() })}
                    on_close={sender(&state, |_| Action::OpenNewGame(false))}
                />
            }
        </main>
        </ContextProvider<Lang>>
    }
}

/// The browser's side: engine, saving, clocks, keys, service worker. Returns what the page
/// shows of a waiting update.
#[cfg(all(feature = "csr", target_arch = "wasm32"))]
#[hook]
fn use_browser_effects(
    state: UseReducerHandle<Shared>,
    lang: Lang,
    notation: Notation,
    overlays: Overlays,
    hints: bool,
) -> super::hooks::Update {
    use super::hooks::*;
    use_language(lang);
    use_remembered(
        super::state::HINTS_KEY,
        if hints { "on" } else { "off" }.into(),
    );
    use_remembered(super::i18n::STORAGE_KEY, lang.tag().to_string());
    use_remembered(super::notation::STORAGE_KEY, notation.tag().to_string());
    use_remembered(super::overlays::STORAGE_KEY, overlays.to_list());
    use_engine(state.clone());
    use_autosave(state.clone());
    use_clock_tick(state.clone());
    use_keyboard(state);
    use_service_worker()
}

/// What the page shows of a waiting update (nothing, when rendered natively).
#[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
#[derive(Clone, PartialEq)]
struct Update {
    available: bool,
    accept: Callback<()>,
}

/// Rendered natively there is no browser to talk to.
#[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
#[hook]
fn use_browser_effects(
    _state: UseReducerHandle<Shared>,
    _lang: Lang,
    _notation: Notation,
    _overlays: Overlays,
    _hints: bool,
) -> Update {
    Update {
        available: false,
        accept: Callback::noop(),
    }
}
