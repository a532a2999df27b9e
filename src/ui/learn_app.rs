//! Learn (issue 12): the list of lessons, a lesson played step by step on the game's board,
//! and the coordinates trainer. `?learn` opens the list, `?lesson=ID` a lesson (also in an
//! embed, `?embed=1&lesson=ID`, without the links out), `?learn=trainer` the trainer. Hooks:
//! `data-testid="learn"`, each lesson `data-lesson="ID"` with `data-done`, `lesson-goal`,
//! `lesson-feedback`, `lesson-answer`, `lesson-submit`, `lesson-claim`, `lesson-offer`,
//! `step-done`, `next-step`, `retry-step`, `reset-lesson`, `lesson-complete`, `all-lessons`.

use std::rc::Rc;

use yew::prelude::*;

use super::board::{clicked_square, Board};
use super::i18n::{msg, Lang};
use super::learn::lesson::{Goal, Lesson};
use super::learn::progress::Progress;
use super::learn::step_state::{stars, Miss, StepState};
use super::promotion::Promotion;
use super::trainer_view::Trainer;
use crate::rules::Square;

/// Where the lessons are.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(not(all(feature = "csr", target_arch = "wasm32")), allow(dead_code))]
pub enum Lessons {
    Loading,
    Failed,
    Loaded(Rc<Vec<Lesson>>),
}

#[derive(Properties, Clone, PartialEq)]
pub struct LearnAppProps {
    /// `?learn`, `?lesson=ID`, `?embed=1`…
    pub query: AttrValue,
    pub lang: Lang,
    /// The saved progress (JSON), if any.
    #[prop_or_default]
    pub progress: Option<AttrValue>,
    /// Whose progress: a profile id, or `guest`.
    pub player: AttrValue,
    /// The trainer's saved best scores.
    #[prop_or_default]
    pub trainer_best: Option<AttrValue>,
    /// Lessons already read (rendered natively in tests); `None`: fetched when Learn opens.
    #[prop_or_default]
    pub lessons: Option<Rc<Vec<Lesson>>>,
}

/// What Learn shows.
#[derive(Clone, Debug, PartialEq)]
enum Screen {
    List,
    /// A lesson (by id) at a step.
    Lesson(String, usize),
    Trainer,
}

/// The query's `learn`, `lesson` and `embed` values.
fn read_query(query: &str) -> (Screen, bool) {
    let mut screen = Screen::List;
    let mut embed = false;
    for pair in query.trim_start_matches('?').split('&') {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = super::url_params::decode(value);
        match key {
            "lesson" if !value.is_empty() => screen = Screen::Lesson(value, 0),
            "learn" if value == "trainer" => screen = Screen::Trainer,
            "embed" => embed = value != "0",
            _ => {}
        }
    }
    (screen, embed)
}

fn miss_text(lang: Lang, miss: &Miss) -> String {
    match miss {
        Miss::Illegal(reason) => super::text::illegal(lang, *reason),
        Miss::GivesCheck => msg::miss_gives_check(lang).into(),
        Miss::NotIt => msg::miss_not_it(lang).into(),
        Miss::WrongSquare(sq) => msg::miss_wrong_square(lang, &sq.to_string()),
        Miss::WrongText => msg::miss_wrong_text(lang).into(),
        Miss::NothingToClaim => msg::miss_nothing_to_claim(lang).into(),
    }
}

fn star_text(n: u8) -> String {
    (0..3).map(|i| if i < n { '★' } else { '☆' }).collect()
}

#[component]
pub fn LearnApp(props: &LearnAppProps) -> Html {
    let lang = props.lang;
    let (first, embed) = read_query(&props.query);
    let screen = use_state(|| first);
    let (fetched, retry) = use_lessons();
    let lessons = props.lessons.clone().map_or(fetched, Lessons::Loaded);
    let progress = use_state(|| {
        props
            .progress
            .as_deref()
            .map(Progress::from_json)
            .unwrap_or_default()
    });
    use_save_progress((*progress).clone());
    let player = props.player.to_string();

    let body = match (&lessons, &*screen) {
        (_, Screen::Trainer) => html! {
            <Trainer best={props.trainer_best.clone()} on_back={{
                let screen = screen.clone();
                Callback::from(move |()| screen.set(Screen::List))
            }} />
        },
        (Lessons::Loading, _) => {
            html! { <p class="learn-status" data-testid="learn-loading">{ msg::learn_loading(lang) }</p> }
        }
        (Lessons::Failed, _) => html! {
            <div class="notice" role="alert" data-testid="learn-failed">
                <p>{ msg::learn_failed(lang) }</p>
                <button onclick={retry.reform(|_: MouseEvent| ())}>{ msg::retry(lang) }</button>
            </div>
        },
        (Lessons::Loaded(all), Screen::List) => {
            let items = all.iter().map(|lesson| {
                let stars = progress.stars(&player, &lesson.id, lesson.steps.len());
                let done = progress.done(&player, &lesson.id, lesson.steps.len());
                let open = {
                    let screen = screen.clone();
                    let id = lesson.id.clone();
                    Callback::from(move |_: MouseEvent| screen.set(Screen::Lesson(id.clone(), 0)))
                };
                let earned: u32 = stars.iter().map(|s| u32::from(*s)).sum();
                html! {
                    <li>
                        <button class={classes!("lesson-link", done.then_some("done"))}
                            data-lesson={lesson.id.clone()} data-done={done.to_string()} onclick={open}>
                            <span class="lesson-title">{ lesson.title.get(lang) }</span>
                            <span class="lesson-about">{ lesson.about.get(lang) }</span>
                            <span class="lesson-stars" aria-label={msg::stars_label(lang, &earned.to_string())}>
                                { format!("★ {earned}/{}", 3 * stars.len()) }
                            </span>
                        </button>
                    </li>
                }
            });
            html! {
                <>
                    <ol class="lessons">{ for items }</ol>
                    <button class="trainer-link" data-testid="open-trainer" onclick={{
                        let screen = screen.clone();
                        Callback::from(move |_: MouseEvent| screen.set(Screen::Trainer))
                    }}>{ msg::coordinates_trainer(lang) }</button>
                </>
            }
        }
        (Lessons::Loaded(all), Screen::Lesson(id, step)) => {
            match all.iter().find(|l| &l.id == id) {
                None => {
                    html! { <p class="notice" role="alert" data-testid="lesson-missing">{ msg::lesson_not_found(lang, id) }</p> }
                }
                Some(lesson) => html! {
                    <LessonView
                        lesson={Rc::new(lesson.clone())}
                        step={*step}
                        stars={Rc::new(progress.stars(&player, &lesson.id, lesson.steps.len()))}
                        on_step={{
                            let screen = screen.clone();
                            let id = lesson.id.clone();
                            Callback::from(move |n| screen.set(Screen::Lesson(id.clone(), n)))
                        }}
                        on_done={{
                            let progress = progress.clone();
                            let player = player.clone();
                            let id = lesson.id.clone();
                            Callback::from(move |(n, s): (usize, u8)| {
                                let mut next = (*progress).clone();
                                next.record(&player, &id, n, s);
                                progress.set(next);
                            })
                        }}
                        on_reset={{
                            let progress = progress.clone();
                            let player = player.clone();
                            let id = lesson.id.clone();
                            let screen = screen.clone();
                            Callback::from(move |()| {
                                let mut next = (*progress).clone();
                                next.reset(&player, &id);
                                progress.set(next);
                                screen.set(Screen::Lesson(id.clone(), 0));
                            })
                        }}
                    />
                },
            }
        }
    };
    let to_list = {
        let screen = screen.clone();
        Callback::from(move |_: MouseEvent| screen.set(Screen::List))
    };
    html! {
        <ContextProvider<Lang> context={lang}>
        <main class={classes!("learn", embed.then_some("embedded"))} data-testid="learn" lang={lang.tag()}>
            if !embed {
                <header class="top">
                    <h1>{ msg::learn(lang) }</h1>
                    <nav class="learn-nav">
                        if *screen != Screen::List {
                            <button data-testid="all-lessons" onclick={to_list}>{ msg::all_lessons(lang) }</button>
                        }
                        <a href="./" data-testid="back-to-game">{ msg::back_to_game(lang) }</a>
                    </nav>
                </header>
                if *screen == Screen::List {
                    <p class="learn-intro">{ msg::learn_title(lang) }</p>
                }
            }
            { body }
        </main>
        </ContextProvider<Lang>>
    }
}

#[derive(Properties, Clone, PartialEq)]
struct LessonViewProps {
    lesson: Rc<Lesson>,
    step: usize,
    /// The best stars so far of each step.
    stars: Rc<Vec<u8>>,
    on_step: Callback<usize>,
    /// A step was done: (its index, its stars).
    on_done: Callback<(usize, u8)>,
    on_reset: Callback<()>,
}

/// One lesson: its current step on the board, the goal in words, what went wrong, and the
/// way on.
#[component]
fn LessonView(props: &LessonViewProps) -> Html {
    let lang = use_context::<Lang>().unwrap_or_default();
    let total = props.lesson.steps.len();
    let index = props.step.min(total.saturating_sub(1));
    let step = &props.lesson.steps[index];
    let state = {
        let step = step.clone();
        use_state(move || StepState::new(&step))
    };
    // A new step (or lesson) starts afresh.
    {
        let state = state.clone();
        let step = step.clone();
        use_effect_with((props.lesson.id.clone(), index), move |_| {
            state.set(StepState::new(&step));
        });
    }
    let answer = use_state(String::new);
    let recorded = use_mut_ref(|| None::<(String, usize)>);
    let s = &*state;
    if s.done && *recorded.borrow() != Some((props.lesson.id.clone(), index)) {
        *recorded.borrow_mut() = Some((props.lesson.id.clone(), index));
        props.on_done.emit((index, stars(s.tries, step.par)));
    }
    let position = s.game.position().clone();
    let movable = s.can_move().then(|| position.turn());
    let dests = Rc::new(if s.can_move() {
        super::state::destinations(&position)
    } else {
        Vec::new()
    });
    // Targets are shown, except the squares to find by name (those found are marked).
    let shown = if matches!(step.goal, Goal::Click(_)) {
        s.reached
    } else {
        s.targets()
    };
    let marks: Vec<(Square, super::annotated::MarkColor)> = shown
        .into_iter()
        .map(|sq| (sq, super::annotated::MarkColor::Green))
        .collect();
    let on_move = {
        let state = state.clone();
        Callback::from(move |(from, to)| {
            let mut next = (*state).clone();
            next.try_move(from, to);
            state.set(next);
        })
    };
    // Clicks on squares (the `click` steps): read from the square under the pointer.
    let on_click = {
        let state = state.clone();
        let clicking = matches!(step.goal, Goal::Click(_));
        Callback::from(move |e: MouseEvent| {
            if !clicking {
                return;
            }
            if let Some(square) = clicked_square(&e) {
                let mut next = (*state).clone();
                next.click(square);
                state.set(next);
            }
        })
    };
    let promotion = s.promotion.map(|(_, to)| {
        let choose = state.clone();
        let cancel = state.clone();
        html! {
            <Promotion square={to} color={position.turn()} orientation={position.turn()}
                on_choose={Callback::from(move |role| {
                    let mut next = (*choose).clone();
                    next.promote(role);
                    choose.set(next);
                })}
                on_cancel={Callback::from(move |()| {
                    let mut next = (*cancel).clone();
                    next.cancel_promotion();
                    cancel.set(next);
                })} />
        }
    });
    let typed = matches!(step.goal, Goal::Type(..) | Goal::Ladder { .. });
    let on_submit = {
        let state = state.clone();
        let answer = answer.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let mut next = (*state).clone();
            next.answer(&answer);
            state.set(next);
        })
    };
    let on_input = {
        let answer = answer.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                answer.set(input.value());
            }
        })
    };
    let button = |f: fn(&mut StepState)| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| {
            let mut next = (*state).clone();
            f(&mut next);
            state.set(next);
        })
    };
    let earned = stars(s.tries, step.par);
    let last = index + 1 == total;
    let complete = s.done && last;
    html! {
        <section class="lesson" data-lesson-id={props.lesson.id.clone()} data-step={index.to_string()}>
            <h2>{ props.lesson.title.get(lang) }</h2>
            <p class="lesson-step" data-testid="lesson-step">
                { msg::step_of(lang, &(index + 1).to_string(), &total.to_string()) }
                <span class="step-stars">{ for props.stars.iter().map(|n| html! { <span>{ star_text(*n) }</span> }) }</span>
            </p>
            <p class="lesson-goal" data-testid="lesson-goal">{ step.say.get(lang) }</p>
            <div class="lesson-board" onclick={on_click}>
                <Board position={position.clone()} orientation={s.game.start().turn()} {movable} {dests}
                    marks={Rc::new(marks)} animate={true} {on_move}>
                    { for promotion }
                </Board>
            </div>
            if let Some(miss) = &s.miss {
                <p class="notice refused" data-testid="lesson-feedback" role="alert">
                    { miss_text(lang, miss) }
                    if let Some(hint) = &step.hint {
                        { " " }{ hint.get(lang) }
                    }
                </p>
            }
            if typed && !s.done {
                <form class="lesson-answer" onsubmit={on_submit}>
                    <label>{ msg::type_answer(lang) }{ " " }
                        <input type="text" data-testid="lesson-answer" autocomplete="off" spellcheck="false"
                            value={(*answer).clone()} oninput={on_input} />
                    </label>
                    <button type="submit" data-testid="lesson-submit">{ msg::check_answer(lang) }</button>
                </form>
            }
            if step.goal == Goal::Claim && !s.done {
                <button data-testid="lesson-claim" onclick={button(StepState::claim)}>{ msg::claim_draw(lang) }</button>
            }
            if step.goal == Goal::Offer && !s.done {
                <button data-testid="lesson-offer" onclick={button(StepState::offer)}>{ msg::offer_draw(lang) }</button>
            }
            if s.done {
                <div class="step-done" data-testid="step-done" data-stars={earned.to_string()} role="status">
                    <strong>{ msg::step_done(lang) }</strong>
                    { " " }<span aria-label={msg::stars_label(lang, &earned.to_string())}>{ star_text(earned) }</span>
                    if let Some(done) = &step.done {
                        <span class="done-text">{ " " }{ done.get(lang) }</span>
                    }
                    if !last {
                        <button data-testid="next-step" onclick={props.on_step.reform(move |_: MouseEvent| index + 1)}>{ msg::next_step(lang) }</button>
                    }
                </div>
            }
            if complete {
                <p class="lesson-complete" data-testid="lesson-complete">{ msg::lesson_complete(lang) }</p>
            }
            <div class="lesson-buttons">
                <button data-testid="retry-step" onclick={{
                    let state = state.clone();
                    let step = step.clone();
                    let answer = answer.clone();
                    Callback::from(move |_: MouseEvent| {
                        answer.set(String::new());
                        state.set(StepState::new(&step));
                    })
                }}>{ msg::retry_step(lang) }</button>
                <button data-testid="reset-lesson" onclick={props.on_reset.reform(|_: MouseEvent| ())}>{ msg::reset_lesson(lang) }</button>
            </div>
        </section>
    }
}

/// The lessons, fetched when Learn opens (in the browser).
#[cfg(all(feature = "csr", target_arch = "wasm32"))]
#[hook]
fn use_lessons() -> (Lessons, Callback<()>) {
    super::hooks::use_lessons()
}

/// Rendered natively nothing is fetched.
#[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
#[hook]
fn use_lessons() -> (Lessons, Callback<()>) {
    (Lessons::Loading, Callback::noop())
}

/// Saves the progress whenever it changes (in the browser).
#[cfg(all(feature = "csr", target_arch = "wasm32"))]
#[hook]
fn use_save_progress(progress: Progress) {
    use_effect_with(progress, |p| {
        if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
            let _ = storage.set_item(super::learn::progress::STORAGE_KEY, &p.to_json());
        }
    });
}

#[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
#[hook]
fn use_save_progress(_progress: Progress) {}
