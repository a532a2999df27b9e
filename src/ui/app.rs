//! The top-level component: holds the [`AppState`] reducer and wires the board, the player
//! strips, the move list, the controls and the new-game dialog to it. In the browser the
//! hooks in `hooks/` also talk to the engine worker, save the game, tick the clocks, listen
//! to the keyboard and look after the offline service worker; rendered natively (feature
//! `ssr`) it only draws.

use std::rc::Rc;

use yew::prelude::*;

use super::board::Board;
use super::controls::Controls;
use super::move_list::MoveList;
use super::new_game::NewGame;
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
}

/// The state to start with: a `?fen=` position, else the saved game, else a fresh game
/// (White against level 2). Problems become a notice, never a crash.
pub fn initial_state(query: &str, saved: Option<&str>, now: f64, wall: f64) -> AppState {
    let params = super::url_params::parse(query);
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
                s.notice = Some(Notice::Info(text::bad_fen(&e.to_string())));
                s
            }
        }
    } else {
        match saved.map(|text| super::storage::decode(text, now, wall)) {
            Some(Ok(state)) => state,
            Some(Err(_)) => {
                let mut s = AppState::default();
                s.notice = Some(Notice::Info(text::STORAGE_DISCARDED.into()));
                s
            }
            None => AppState::default(),
        }
    };
    if let Some(o) = params.orientation {
        state.orientation = o;
    }
    state
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
        use_reducer(move || Shared(initial_state(&query, saved.as_deref(), now(), wall_now())))
    };
    let s = &state.0;

    let update = use_browser_effects(state.clone());

    // A callback that stamps an action with the time.
    let timed = |f: fn(f64) -> Action| {
        let state = state.clone();
        Callback::from(move |()| state.dispatch(f(now())))
    };

    let position = s.shown_position().clone();
    let live = s.view.is_none();
    let dests = Rc::new(s.destinations());
    let last_move = s.shown_last_move().map(|m| {
        (
            m.from(),
            if m.is_castle() {
                m.king_destination()
            } else {
                m.to()
            },
        )
    });
    let check = position
        .is_check()
        .then(|| position.king_of(position.turn()));
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
            Mode::Engine { human } if human == color => "You".into(),
            Mode::Engine { .. } => format!("Rookery · level {}", s.settings.level).into(),
            Mode::TwoPlayers { .. } => text::color_name(color).into(),
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

    let outcome = s.outcome();
    let thinking = s.search.is_some() && live;
    let status = match outcome {
        Some(o) => text::outcome(o),
        None if !live => text::VIEWING.to_string(),
        None if thinking => text::THINKING.to_string(),
        None if s.engine_failed && s.engine_to_move() => text::ENGINE_STOPPED.to_string(),
        None => {
            let turn = s.game.position().turn();
            let who = if s.engine_color().is_some() {
                text::YOUR_MOVE.to_string()
            } else {
                text::to_move(turn)
            };
            match s.game.describe_check() {
                Some(info) => format!("{who}. {}", text::check(&info)),
                None => who,
            }
        }
    };
    // The move list's SAN is worked out again only when the moves change (not on clock ticks).
    let sans = use_memo((s.game.start().clone(), s.game.moves().to_vec()), |_| {
        s.game.san_moves()
    });
    let start = s.game.start();

    html! {
        <main class="app">
            <header class="top">
                <h1>{ "Rookery" }</h1>
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
                            { match notice { Notice::Refused(t) | Notice::Info(t) => t } }
                            <button class="dismiss" aria-label="Dismiss" onclick={sender(&state, |_: MouseEvent| Action::DismissNotice)}>{ "×" }</button>
                        </p>
                    }
                    if s.engine_failed {
                        <div class="notice engine-failed" data-testid="engine-failed" role="alert">
                            <p>{ text::ENGINE_FAILED }</p>
                            <button data-testid="engine-retry" onclick={timed(|now| Action::RetryEngine { now }).reform(|_: MouseEvent| ())}>{ text::RETRY }</button>
                            <button data-testid="play-both-sides" onclick={timed(|now| Action::PlayBothSides { now }).reform(|_: MouseEvent| ())}>{ text::PLAY_BOTH_SIDES }</button>
                        </div>
                    }
                    if update.available {
                        <div class="notice update" data-testid="update-available" role="status">
                            <p>{ text::UPDATE_AVAILABLE }</p>
                            <button data-testid="update-reload" onclick={update.accept.reform(|_: MouseEvent| ())}>{ text::UPDATE_RELOAD }</button>
                        </div>
                    }
                    if let Some(o) = outcome {
                        <div class="result" data-testid="result">
                            <strong>{ o.result() }</strong>
                            <span>{ text::outcome(o) }</span>
                            <button data-testid="result-new-game" onclick={sender(&state, |_: MouseEvent| Action::OpenNewGame(true))}>{ "New game" }</button>
                        </div>
                    }
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
                        on_new_game={sender(&state, |_| Action::OpenNewGame(true))}
                        on_flip={sender(&state, |_| Action::Flip)}
                        on_takeback={timed(|now| Action::Takeback { now })}
                        on_resign={timed(|now| Action::Resign { now })}
                        on_offer_draw={timed(|now| Action::OfferDraw { now })}
                        on_claim_draw={timed(|now| Action::ClaimDraw { now })}
                        on_animate={sender(&state, Action::SetAnimation)}
                    />
                    if matches!(outcome.map(|o| o.reason), Some(Reason::Checkmate)) {
                        <p class="hint">{ "Use the arrows or ← → to replay the game." }</p>
                    }
                </aside>
            </div>
            if s.new_game_open {
                <NewGame
                    current={s.settings}
                    on_start={sender(&state, |settings| Action::NewGame { settings, start: None, now: now() })}
                    on_close={sender(&state, |_| Action::OpenNewGame(false))}
                />
            }
        </main>
    }
}

/// The browser's side: engine, saving, clocks, keys, service worker. Returns what the page
/// shows of a waiting update.
#[cfg(all(feature = "csr", target_arch = "wasm32"))]
#[hook]
fn use_browser_effects(state: UseReducerHandle<Shared>) -> super::hooks::Update {
    use super::hooks::*;
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
fn use_browser_effects(_state: UseReducerHandle<Shared>) -> Update {
    Update {
        available: false,
        accept: Callback::noop(),
    }
}
