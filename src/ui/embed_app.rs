//! The embed (issue 11): the board filling a teacher's frame, with a compact bar, in one of
//! three modes — play against the engine, step through a game, solve an exercise. It holds
//! the [`EmbedState`] reducer; in the browser the hooks play the engine, save the state under
//! the embed's own key (never the app's), talk to the host page (`hooks/embed_api.rs`) and
//! click on moves. Markup hooks: `data-testid="embed"` with `data-mode`, `embed-problems`,
//! `puzzle-status`, `puzzle-tries`, `comment`, `variation`, `hint`, `reset`, `flip`,
//! `takeback`, `open-in-rookery`, `status`, `result`.

use std::rc::Rc;

use yew::prelude::*;

use super::board::Board;
use super::embed_params::{BoardColors, EmbedMode, Theme};
use super::embed_state::{EmbedAction, EmbedState, Feedback};
use super::i18n::{msg, Lang};
use super::move_list::MoveList;
use super::notation::Notation;
use super::promotion::Promotion;
use super::shared::EmbedShared;
use super::state::Action;
use super::text;
use super::time::now;
use crate::rules::Color;

#[derive(Properties, Clone, PartialEq)]
pub struct EmbedAppProps {
    /// The frame's query string (`?embed=1&mode=puzzle&…`).
    pub query: AttrValue,
    /// The state a reload left under this embed's key, if any.
    #[prop_or_default]
    pub saved: Option<AttrValue>,
    pub lang: Lang,
}

/// The embed's state from its address and what a reload left.
pub fn initial_embed(query: &str, saved: Option<&str>, now: f64) -> EmbedState {
    let mut state = EmbedState::new(super::embed_params::parse(query), now);
    if let Some(text) = saved {
        state.restore(text, now);
    }
    state
}

fn app_action(state: &UseReducerHandle<EmbedShared>, f: fn(f64) -> Action) -> Callback<MouseEvent> {
    let state = state.clone();
    Callback::from(move |_| state.dispatch(EmbedAction::App(f(now()))))
}

#[component]
pub fn EmbedApp(props: &EmbedAppProps) -> Html {
    let state = {
        let query = props.query.clone();
        let saved = props.saved.clone();
        use_reducer(move || EmbedShared(initial_embed(&query, saved.as_deref(), now())))
    };
    let lang = props.lang;
    let root = use_node_ref();
    use_embed_effects(state.clone(), root.clone());
    let e = &state.0;
    let s = &e.app;
    let p = &e.params;

    let position = s.shown_position().clone();
    let dests = Rc::new(if e.can_move() {
        s.destinations()
    } else {
        Vec::new()
    });
    let last_move = s.shown_last_squares();
    let check = s.shown_check();
    let on_move = {
        let state = state.clone();
        Callback::from(move |(from, to)| {
            state.dispatch(EmbedAction::App(Action::TryMove {
                from,
                to,
                now: now(),
            }))
        })
    };
    let promotion = s.promotion.map(|(_, to)| {
        let choose = state.clone();
        let cancel = state.clone();
        html! {
            <Promotion
                square={to}
                color={s.game.position().turn()}
                orientation={s.orientation}
                on_choose={Callback::from(move |role| choose.dispatch(EmbedAction::App(Action::Promote { role, now: now() })))}
                on_cancel={Callback::from(move |()| cancel.dispatch(EmbedAction::App(Action::CancelPromotion)))}
            />
        }
    });
    let (arrows, marks) = e.shapes();

    let outcome = s.outcome();
    let thinking = s.search.is_some() && s.view.is_none();
    let status = match (e.mode, outcome) {
        (_, Some(o)) => text::outcome(lang, o),
        (EmbedMode::View, None) => match s.view {
            Some(_) => msg::viewing(lang).to_string(),
            None => text::to_move(lang, s.game.position().turn()),
        },
        (EmbedMode::Puzzle, None) => String::new(),
        (EmbedMode::Play, None) if thinking => msg::thinking(lang).to_string(),
        (EmbedMode::Play, None) if s.engine_failed => msg::engine_stopped(lang).to_string(),
        (EmbedMode::Play, None) => match s.engine_color() {
            Some(engine) if engine == s.game.position().turn() => {
                msg::engine_player(lang, &s.settings.level.to_string())
            }
            _ => msg::your_move(lang).to_string(),
        },
    };
    let puzzle = e.puzzle.as_ref().map(|pz| {
        let student = e.student().unwrap_or(Color::White);
        let (class, words) = match pz.feedback {
            Feedback::Start => ("start", msg::puzzle_find(lang, text::color_name(lang, student))),
            Feedback::Right => ("right", msg::puzzle_right(lang).to_string()),
            Feedback::Wrong => ("wrong", msg::puzzle_wrong(lang).to_string()),
            Feedback::Solved => ("solved", msg::puzzle_solved(lang).to_string()),
        };
        html! {
            <p class={classes!("puzzle-status", class)} data-testid="puzzle-status" data-feedback={class} aria-live="polite">
                { words }
                if pz.tries > 0 || pz.feedback == Feedback::Solved {
                    <span class="tries" data-testid="puzzle-tries" data-tries={pz.tries.to_string()}>
                        { msg::puzzle_tries(lang, &pz.tries.to_string()) }
                    </span>
                }
            </p>
        }
    });

    // The move list, with a game's glyphs (`!`, `?!`) after its moves.
    let sans = Rc::new(
        s.game
            .moves_written(|pos, mv| Notation::San.write(lang, pos, mv))
            .into_iter()
            .enumerate()
            .map(|(i, san)| match e.notes.get(i + 1) {
                Some(n) => san + &n.glyphs,
                None => san,
            })
            .collect::<Vec<_>>(),
    );
    let show_list = p.moves && e.mode != EmbedMode::Puzzle;
    let show_nav = (show_list || e.mode == EmbedMode::View) && !s.game.moves().is_empty();
    let notes = (e.mode == EmbedMode::View)
        .then(|| e.shown_notes().cloned())
        .flatten();

    let dispatch = |action: EmbedAction| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(action.clone()))
    };
    let open_link = format!(
        "./?fen={}",
        super::url_params::encode(&s.shown_position().to_fen())
    );
    let classes = classes!(
        "embed",
        match p.theme {
            Theme::Light => "theme-light",
            Theme::Dark => "theme-dark",
        },
        match p.board {
            BoardColors::Brown => "board-brown",
            BoardColors::Blue => "board-blue",
            BoardColors::Green => "board-green",
        },
        (!p.coords).then_some("no-coords"),
    );
    let mode = match e.mode {
        EmbedMode::Play => "play",
        EmbedMode::View => "view",
        EmbedMode::Puzzle => "puzzle",
    };
    let start = s.game.start();

    html! {
        <ContextProvider<Lang> context={lang}>
        <main class={classes} data-testid="embed" data-mode={mode} data-level={s.settings.level.to_string()} lang={lang.tag()} ref={root}>
            if !e.problems.is_empty() {
                <ul class="embed-problems" data-testid="embed-problems" role="alert" aria-label={msg::embed_problems(lang)}>
                    { for e.problems.iter().map(|problem| html! {
                        <li>{ text::embed_problem(lang, problem) }</li>
                    }) }
                </ul>
            }
            <Board
                {position}
                orientation={s.orientation}
                movable={e.can_move().then(|| s.game.position().turn())}
                {dests}
                {last_move}
                {check}
                animate={s.animate}
                arrows={Rc::new(arrows)}
                marks={Rc::new(marks)}
                coords={p.coords}
                overlays={p.overlays}
                {on_move}
            >
                { for promotion }
            </Board>
            <div class="embed-bar" data-testid="embed-bar">
                if !status.is_empty() {
                    <p class={classes!("status", thinking.then_some("thinking"))} data-testid="status" aria-live="polite">
                        if thinking { <span class="spinner" data-testid="thinking" aria-hidden="true" /> }
                        { status }
                    </p>
                }
                { for puzzle }
                <div class="embed-buttons">
                    if e.mode == EmbedMode::Puzzle && p.hints {
                        <button data-testid="hint" onclick={dispatch(EmbedAction::Hint)} disabled={!e.can_move()}>{ msg::hint(lang) }</button>
                    }
                    if e.mode == EmbedMode::Play && p.takeback {
                        <button data-testid="takeback" onclick={app_action(&state, |now| Action::Takeback { now })} disabled={!s.can_takeback()}>{ msg::takeback(lang) }</button>
                    }
                    if e.mode != EmbedMode::View {
                        <button data-testid="reset" onclick={{
                            let state = state.clone();
                            Callback::from(move |_: MouseEvent| state.dispatch(EmbedAction::Reset { now: now() }))
                        }}>{ msg::start_again(lang) }</button>
                    }
                    <button data-testid="flip" aria-label={msg::flip_board(lang)} onclick={dispatch(EmbedAction::App(Action::Flip))}>{ "⇅" }</button>
                    <a class="open" data-testid="open-in-rookery" href={open_link} target="_blank" rel="noopener">{ msg::open_in_rookery(lang) }</a>
                </div>
            </div>
            if let Some(notice) = s.notice.clone() {
                <p class="notice refused" data-testid="notice" role="alert">{ text::notice(lang, &notice) }</p>
            }
            if let Some(notes) = notes {
                if !notes.text.is_empty() {
                    <p class="comment" data-testid="comment">{ notes.text.join(" ") }</p>
                }
                { for notes.variations.iter().map(|v| html! {
                    <p class="variation" data-testid="variation">{ msg::variation(lang, v) }</p>
                }) }
            }
            if show_nav {
                <MoveList
                    {sans}
                    black_first={start.turn() == Color::Black}
                    first_number={start.fullmove_number()}
                    view={s.view}
                    list={show_list}
                    on_view={{
                        let state = state.clone();
                        Callback::from(move |ply| state.dispatch(EmbedAction::App(Action::View(ply))))
                    }}
                    on_step={{
                        let state = state.clone();
                        Callback::from(move |d| state.dispatch(EmbedAction::App(Action::Step(d))))
                    }}
                />
            }
            if let Some(o) = outcome {
                <p class="result" data-testid="result"><strong>{ o.result() }</strong></p>
            }
        </main>
        </ContextProvider<Lang>>
    }
}

/// The browser's side of an embed: engine, saving, the host page, sounds, keys.
#[cfg(all(feature = "csr", target_arch = "wasm32"))]
#[hook]
fn use_embed_effects(state: UseReducerHandle<EmbedShared>, root: NodeRef) {
    use super::hooks::*;
    let params = &state.0.params;
    let key = super::embed_state::storage_key(params);
    let origin = params.parent_origin.clone();
    let sound = params.sound;
    let plies = state.0.app.game.moves().len();
    use_engine(state.clone());
    use_keyboard(state.clone());
    use_embed_save(state.clone(), key);
    use_embed_api(state, origin, root);
    use_move_sound(plies, sound);
    // Offline next time too; an update waits for the app's own "reload" (never forced here).
    let _ = use_service_worker();
}

/// Rendered natively there is no browser to talk to.
#[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
#[hook]
fn use_embed_effects(_state: UseReducerHandle<EmbedShared>, _root: NodeRef) {}
