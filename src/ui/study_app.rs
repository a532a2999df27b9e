//! The analysis board (issue 13, `?analysis`, a page of the extras wasm): a game tree to walk
//! and grow — moves from any position start variations, shown indented, with promote and
//! delete; comments and the six move glyphs; arrows and circles by right-drag — with the
//! engine's evaluation (`data-testid="eval"`, `data-cp` or `data-mate` for White) and best
//! line (`best-line`) from the worker, PGN import (paste, file, drop, `?pgn=`) and export
//! (`export-pgn`, `pgn-text`). The tree is [`Study`]; this file only draws it and wires it up.
//! The study is kept on the device under [`start::STORAGE_KEY`].

use std::rc::Rc;

use yew::prelude::*;

use super::annotated::Arrow;
use super::board::{Board, Drawing};
use super::i18n::{msg, Lang};
use super::notation::Notation;
use super::pgn_dialogs::{ExportDialog, ImportDialog};
use super::promotion::Promotion;
use super::state::{destinations, matching_moves};
use super::study::lines::Analysis;
use super::study::start;
use super::study::tree::{Row, Study, MOVE_NAGS};
use super::text;
use crate::rules::{Move, Role, Square};
use crate::search::Score;

#[derive(Properties, Clone, PartialEq)]
pub struct StudyAppProps {
    /// The page's query (see [`start::open`]).
    pub query: AttrValue,
    pub lang: Lang,
    /// The study kept on the device.
    #[prop_or_default]
    pub saved: Option<AttrValue>,
    /// How moves are written (the app's choice).
    #[prop_or_default]
    pub notation: Notation,
}

/// The evaluation as shown: `+0.35`, `−1.20`, `#3`, `#−2`, for White.
pub fn eval_text(score: Score) -> String {
    match score {
        Score::Cp(cp) => format!(
            "{}{}",
            if cp > 0 { "+" } else { "" },
            text::fixed(f64::from(cp) / 100.0, 2)
        ),
        Score::Mate(n) => format!("#{n}"),
    }
}

/// How much of the bar is White's, from 0 to 100.
fn bar_share(score: Score) -> u32 {
    let cp = match score {
        Score::Cp(cp) => cp,
        Score::Mate(n) if n > 0 => 10_000,
        Score::Mate(_) => -10_000,
    };
    // A logistic curve: ±4 pawns fills about nine tenths.
    let share = 100.0 / (1.0 + (-f64::from(cp) / 180.0).exp());
    share.round().clamp(0.0, 100.0) as u32
}

#[component]
pub fn StudyApp(props: &StudyAppProps) -> Html {
    let lang = props.lang;
    let opening = {
        let (query, saved) = (props.query.clone(), props.saved.clone());
        use_memo((), move |_| start::open(&query, saved.as_deref()))
    };
    let study = use_state(|| opening.study.clone());
    let orientation = use_state(|| opening.orientation);
    let promotion = use_state(|| None::<(Square, Square)>);
    let engine_on = use_state(|| true);
    let import_open = use_state(|| opening.pgn.is_some());
    let export_open = use_state(|| false);
    let notice = use_state(|| opening.bad_fen.as_ref().map(|e| text::fen_error(lang, e)));
    // A PGN text for the import dialog: `?pgn=`, or a file dropped on the page.
    let incoming = use_state(|| opening.pgn.clone().map(AttrValue::from));

    let position = study.position();
    let moves = study.moves();
    let start_fen = study.start().to_fen();
    let ucis: Vec<String> = moves.iter().map(|m| m.to_uci(false)).collect();
    let over = position.legal_moves().is_empty();
    let keys = {
        let study = study.clone();
        Callback::from(move |e: KeyboardEvent| {
            let mut next = (*study).clone();
            match e.key().as_str() {
                "ArrowLeft" => next.back(),
                "ArrowRight" => next.forward(),
                "Home" => next.to_start(),
                "End" => next.to_end(),
                _ => return,
            }
            e.prevent_default();
            study.set(next);
        })
    };
    // A finished game from the app is reviewed as soon as it opens.
    let review_request = use_state(|| {
        let game = &opening.study.game;
        opening
            .review
            .then(|| (1, opening.study.start(), game.mainline_moves().collect()))
    });
    let reviewing = review_request.is_some();
    let (analysis, review) = use_study_effects(
        &study,
        start_fen,
        ucis,
        *engine_on && !over && !reviewing,
        keys,
        (*review_request).clone(),
    );
    {
        let (study, review_request) = (study.clone(), review_request.clone());
        use_effect_with(review.verdicts.clone(), move |verdicts| {
            if let Some(verdicts) = verdicts {
                let mut next = (*study).clone();
                super::study::review::apply(&mut next, verdicts, &|san| {
                    msg::review_better(lang, san)
                });
                study.set(next);
                review_request.set(None);
            }
        });
    }
    let graph = eval_graph(&study, &current_cursor_ply(&study));

    let play = {
        let study = study.clone();
        let promotion = promotion.clone();
        Callback::from(move |mv: Move| {
            let mut next = (*study).clone();
            if next.play(mv) {
                study.set(next);
            }
            promotion.set(None);
        })
    };
    let on_move = {
        let (study, play, promotion) = (study.clone(), play.clone(), promotion.clone());
        Callback::from(move |(from, to): (Square, Square)| {
            let found = matching_moves(&study.position(), from, to);
            match found.as_slice() {
                [] => {}
                [mv] => play.emit(*mv),
                _ => promotion.set(Some((from, to))),
            }
        })
    };
    let on_draw = {
        let study = study.clone();
        Callback::from(move |d: Drawing| {
            let mut next = (*study).clone();
            match d {
                Drawing::Arrow(a) => next.toggle_arrow(a),
                Drawing::Circle(sq, c) => next.toggle_circle(sq, c),
                Drawing::Clear => next.clear_drawings(),
            }
            if next != *study {
                study.set(next);
            }
        })
    };
    let chooser = promotion.map(|(from, to)| {
        let (study, play, promotion) = (study.clone(), play.clone(), promotion.clone());
        let on_choose = Callback::from(move |role: Role| {
            let found = matching_moves(&study.position(), from, to);
            if let Some(mv) = found.into_iter().find(|m| m.promotion_role() == Some(role)) {
                play.emit(mv);
            }
        });
        html! {
            <Promotion square={to} color={position.turn()} orientation={*orientation}
                {on_choose} on_cancel={Callback::from(move |()| promotion.set(None))} />
        }
    });

    let (drawn_arrows, drawn_circles) = study.drawings();
    // The engine's best move as a faint arrow under the player's own.
    let mut arrows: Vec<Arrow> = drawn_arrows;
    let best = analysis
        .as_ref()
        .and_then(Analysis::best_move)
        .and_then(|uci| position.parse_uci_move(uci).ok());
    if let Some(mv) = best {
        arrows.insert(
            0,
            Arrow {
                from: mv.from(),
                to: mv.to(),
                color: super::annotated::MarkColor::Blue,
            },
        );
    }
    let last_move = study.last_move().map(|m| (m.from(), m.to()));

    let notation = props.notation;
    let rows = study.rows(&|pos, mv| notation.write(lang, pos, mv));
    let current = study.cursor.clone();
    // Nested as the tree is: each variation a block inside the line it leaves. One click
    // handler for the whole list finds the move by its `data-row`.
    let mut cursors = Vec::new();
    let mut lines: Vec<Vec<Html>> = vec![Vec::new()];
    for row in rows {
        match row {
            Row::Move {
                cursor,
                number,
                san,
                glyphs,
                comment,
                depth,
            } => {
                let here = cursor == current;
                let item = html! {
                    <>
                        if let Some(n) = number { <span class="number">{ n }</span> }
                        <button class={classes!("move", here.then_some("current"))} data-testid="study-move"
                            data-row={cursors.len().to_string()} data-ply={cursor.ply().to_string()} data-depth={depth.to_string()}
                            aria-current={here.then_some("true")}>
                            { san }{ glyphs }
                        </button>
                        if !comment.is_empty() { <span class="comment" data-testid="study-comment">{ comment }</span> }
                    </>
                };
                cursors.push(cursor);
                lines.last_mut().expect("a line is open").push(item);
            }
            Row::Open { .. } => lines.push(Vec::new()),
            Row::Close { depth } => {
                let inner = lines.pop().unwrap_or_default();
                let block = html! { <div class="variation" data-depth={depth.to_string()}>{ for inner }</div> };
                lines.last_mut().expect("a line is open").push(block);
            }
        }
    }
    let list = lines.into_iter().flatten();
    // Every button of the side panel, the move list and the graph's points: one handler that
    // reads what was clicked (`data-act`, `data-row`, `data-graph-ply`), which keeps the page's
    // code small (each Yew listener costs code of its own).
    let on_side_click = {
        let (study, orientation) = (study.clone(), orientation.clone());
        let (import_open, export_open, review_request) = (
            import_open.clone(),
            export_open.clone(),
            review_request.clone(),
        );
        Callback::from(move |e: MouseEvent| {
            let Some(el) = e.target_dyn_into::<web_sys::Element>() else {
                return;
            };
            let find = |attr: &str| {
                el.closest(&format!("[{attr}]"))
                    .ok()
                    .flatten()
                    .and_then(|found| found.get_attribute(attr))
            };
            let mut next = (*study).clone();
            if let Some(row) = find("data-row").and_then(|r| r.parse::<usize>().ok()) {
                if let Some(cursor) = cursors.get(row) {
                    next.go(cursor.clone());
                }
            } else if let Some(ply) = find("data-graph-ply").and_then(|p| p.parse().ok()) {
                next.go(super::study::tree::Cursor::mainline(ply));
            } else {
                match find("data-act").as_deref().unwrap_or_default() {
                    "first" => next.to_start(),
                    "back" => next.back(),
                    "forward" => next.forward(),
                    "last" => next.to_end(),
                    "promote" => next.promote_variation(),
                    "delete" => next.delete_variation(),
                    "flip" => orientation.set(!*orientation),
                    "import" => import_open.set(true),
                    "export" => export_open.set(true),
                    "review" => {
                        let moves: Vec<Move> = next.game.mainline_moves().collect();
                        let n = review_request.as_ref().map_or(0, |r| r.0);
                        review_request.set(Some((n.wrapping_add(1), next.start(), moves)));
                    }
                    act => {
                        if let Some(nag) = act.strip_prefix("nag").and_then(|n| n.parse().ok()) {
                            next.toggle_nag(nag);
                        }
                    }
                }
            }
            if next != *study {
                study.set(next);
            }
        })
    };

    let engine_view = match (analysis.as_ref().and_then(|a| Some((a, a.score()?))), over) {
        (_, true) => {
            html! { <p class="engine-line" data-testid="eval-none">{ if position.is_check() { msg::checkmate_here(lang) } else { msg::stalemate_here(lang) } }</p> }
        }
        (Some((a, best)), false) => {
            let turn = position.turn();
            let score = best.for_white(turn);
            let (cp, mate) = match score {
                Score::Cp(cp) => (Some(cp.to_string()), None),
                Score::Mate(n) => (None, Some(n.to_string())),
            };
            // Each line: its evaluation for White, then its first moves in the notation of
            // the page's PGN.
            let lines = a.lines.iter().enumerate().map(|(i, l)| {
                let mut pos = position.clone();
                let mut line = Vec::new();
                for uci in l.pv.iter().take(12) {
                    let Ok(mv) = pos.parse_uci_move(uci) else {
                        break;
                    };
                    line.push(mv);
                    pos.play_unchecked(mv);
                }
                html! {
                    <li class="line" data-line={(i + 1).to_string()}>
                        <span class="line-eval" data-testid="line-eval">{ eval_text(l.score.for_white(turn)) }</span>
                        <span class="best-line" data-testid="best-line">{ crate::rules::pgn::movetext(&position, &line) }</span>
                    </li>
                }
            });
            html! {
                <div class="engine">
                    <meter class="eval-bar" aria-hidden="true" min="0" max="100" value={bar_share(score).to_string()} />
                    <p class="eval" data-testid="eval" data-cp={cp} data-mate={mate}>{ eval_text(score) }</p>
                    <p class="depth" data-testid="depth">{ msg::engine_depth(lang, &a.depth().to_string()) }</p>
                    <ol class="lines">{ for lines }</ol>
                </div>
            }
        }
        (None, false) if *engine_on => {
            html! { <p class="engine-line" data-testid="eval-waiting">{ msg::thinking(lang) }</p> }
        }
        (None, false) => html! {},
    };
    let toggle_engine = {
        let engine_on = engine_on.clone();
        Callback::from(move |e: Event| {
            let on = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .is_some_and(|i| i.checked());
            engine_on.set(on);
        })
    };

    let has_move = study.node().is_some();
    let chosen_nag = study.move_nag();
    let nags = MOVE_NAGS.iter().map(|&nag| {
        let glyph = super::annotated::glyph(nag).unwrap_or_default();
        html! {
            <button class="nag" data-testid={format!("nag-{nag}")} data-act={format!("nag{nag}")} disabled={!has_move}
                aria-pressed={(chosen_nag == Some(nag)).to_string()} aria-label={nag_name(lang, nag)}>{ glyph }</button>
        }
    });
    let on_comment = {
        let study = study.clone();
        Callback::from(move |e: Event| {
            if let Some(area) = e.target_dyn_into::<web_sys::HtmlTextAreaElement>() {
                let mut next = (*study).clone();
                next.set_comment(&area.value());
                study.set(next);
            }
        })
    };
    let on_open_game = {
        let (study, import_open, notice) = (study.clone(), import_open.clone(), notice.clone());
        Callback::from(move |game: crate::rules::pgn::Game| {
            study.set(Study::new(game));
            import_open.set(false);
            notice.set(None);
        })
    };
    let close = |state: &UseStateHandle<bool>| {
        let state = state.clone();
        Callback::from(move |()| state.set(false))
    };
    let back_link = format!("./?lang={}", lang.tag());

    html! {
        <ContextProvider<Lang> context={lang}>
        <main class="app study" lang={lang.tag()} data-testid="analysis">
            <header class="top">
                <h1>{ "Rookery" }</h1>
                <h2 class="page-title">{ msg::analysis(lang) }</h2>
                <a class="back" href={back_link} data-testid="back-to-game">{ msg::back_to_game(lang) }</a>
            </header>
            <div class="game" ondragover={Callback::from(|e: DragEvent| e.prevent_default())}
                ondrop={drop_file(incoming.clone(), import_open.clone())}>
                <section class="board-area">
                    <Board
                        position={position.clone()}
                        orientation={*orientation}
                        movable={(!over).then_some(position.turn())}
                        dests={Rc::new(destinations(&position))}
                        {last_move}
                        check={position.is_check().then(|| position.king_of(position.turn()))}
                        arrows={Rc::new(arrows)}
                        circles={Rc::new(drawn_circles)}
                        on_draw={Some(on_draw)}
                        {on_move}
                    >
                        { for chooser }
                    </Board>
                </section>
                <aside class="side" onclick={on_side_click}>
                    if let Some(n) = (*notice).clone() {
                        <p class="notice" data-testid="notice" role="alert">{ n }</p>
                    }
                    <div class="engine-box">
                        <label class="engine-toggle">
                            <input type="checkbox" data-testid="engine-toggle" checked={*engine_on} onchange={toggle_engine} />
                            { msg::engine_analysis(lang) }
                        </label>
                        if *engine_on { { engine_view } }
                    </div>
                    <div class="review-box">
                        if reviewing {
                            <progress data-testid="review-progress" max={review.total.max(1).to_string()} value={review.done.to_string()} />
                            <span role="status">{ msg::review_running(lang, &review.done.to_string(), &review.total.to_string()) }</span>
                        } else {
                            <button data-testid="review-game" data-act="review" disabled={study.game.mainline.nodes.is_empty()}>{ msg::review_game(lang) }</button>
                        }
                        { graph }
                    </div>
                    <div class="study-moves" data-testid="study-moves" role="group" aria-label={msg::moves_label(lang)}>
                        { for list }
                    </div>
                    <div class="move-nav">
                        <button data-testid="first" data-act="first" aria-label={msg::first_position(lang)}>{ "«" }</button>
                        <button data-testid="back" data-act="back" aria-label={msg::previous_move(lang)}>{ "‹" }</button>
                        <button data-testid="forward" data-act="forward" aria-label={msg::next_move(lang)}>{ "›" }</button>
                        <button data-testid="last" data-act="last" aria-label={msg::live_position(lang)}>{ "»" }</button>
                    </div>
                    <div class="variation-tools">
                        <button data-testid="promote-variation" data-act="promote" disabled={!study.in_variation()}>{ msg::promote_variation(lang) }</button>
                        <button data-testid="delete-variation" data-act="delete" disabled={!study.in_variation()}>{ msg::delete_variation(lang) }</button>
                    </div>
                    <div class="nags" role="group" aria-label={msg::move_glyphs(lang)}>{ for nags }</div>
                    <label class="comment-field">
                        <span class="label">{ msg::comment(lang) }</span>
                        <textarea data-testid="comment" rows="3" value={study.comment()} onchange={on_comment} />
                    </label>
                    <div class="study-tools">
                        <button data-testid="flip" data-act="flip">{ msg::flip(lang) }</button>
                        <button data-testid="import-pgn" data-act="import">{ msg::import_pgn(lang) }</button>
                        <button data-testid="export-pgn" data-act="export">{ msg::export_pgn(lang) }</button>
                        <a class="button" href={format!("./?lang={}&editor&fen={}", lang.tag(), super::url_params::encode(&position.to_fen()))} data-testid="open-editor">{ msg::board_editor(lang) }</a>
                    </div>
                </aside>
            </div>
            if *import_open {
                <ImportDialog text={(*incoming).clone()} on_open={on_open_game} on_close={close(&import_open)} />
            }
            if *export_open {
                <ExportDialog pgn={AttrValue::from(study.to_pgn())} on_close={close(&export_open)} />
            }
        </main>
        </ContextProvider<Lang>>
    }
}

fn nag_name(lang: Lang, nag: u8) -> &'static str {
    match nag {
        1 => msg::nag_good(lang),
        2 => msg::nag_mistake(lang),
        3 => msg::nag_brilliant(lang),
        4 => msg::nag_blunder(lang),
        5 => msg::nag_interesting(lang),
        _ => msg::nag_dubious(lang),
    }
}

/// A `.pgn` file dropped on the page goes to the import dialog.
#[cfg(all(feature = "csr", target_arch = "wasm32"))]
fn drop_file(
    incoming: UseStateHandle<Option<AttrValue>>,
    import_open: UseStateHandle<bool>,
) -> Callback<DragEvent> {
    Callback::from(move |e: DragEvent| {
        e.prevent_default();
        let file = e
            .data_transfer()
            .and_then(|d| d.files())
            .and_then(|files| files.get(0));
        if let Some(file) = file {
            let (incoming, import_open) = (incoming.clone(), import_open.clone());
            super::hooks::read_file(file, move |text| {
                incoming.set(Some(text.into()));
                import_open.set(true);
            });
        }
    })
}

#[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
fn drop_file(
    _incoming: UseStateHandle<Option<AttrValue>>,
    _import_open: UseStateHandle<bool>,
) -> Callback<DragEvent> {
    Callback::noop()
}

/// In the browser: keep the study on the device, and analyse the position shown.
#[cfg(all(feature = "csr", target_arch = "wasm32"))]
#[hook]
fn use_study_effects(
    study: &Study,
    fen: String,
    moves: Vec<String>,
    on: bool,
    keys: Callback<KeyboardEvent>,
    review: super::study::review::ReviewRequest,
) -> (Option<Analysis>, super::study::review::ReviewProgress) {
    // The arrow keys step through the moves wherever the focus is (not while typing).
    super::hooks::use_keydown(Callback::from(move |e: KeyboardEvent| {
        if !super::hooks::keys_taken(&e) {
            keys.emit(e);
        }
    }));
    use_effect_with(start::encode(study), |saved| {
        if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
            let _ = storage.set_item(start::STORAGE_KEY, saved);
        }
    });
    let analysis = super::hooks::use_analysis(fen, moves, on);
    (analysis, super::hooks::use_review(review))
}

/// Rendered natively there is no engine.
#[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
#[hook]
fn use_study_effects(
    _study: &Study,
    _fen: String,
    _moves: Vec<String>,
    _on: bool,
    _keys: Callback<KeyboardEvent>,
    _review: super::study::review::ReviewRequest,
) -> (Option<Analysis>, super::study::review::ReviewProgress) {
    (None, Default::default())
}

/// The ply shown if it is on the main line.
fn current_cursor_ply(study: &Study) -> Option<usize> {
    study.cursor.forks.is_empty().then_some(study.cursor.at)
}

/// The evaluation graph of a reviewed game (`data-testid="eval-graph"`): White's winning
/// chances along the main line, a point per position (`data-ply`) to click to go there.
fn eval_graph(study: &Study, shown: &Option<usize>) -> Html {
    use super::study::review::{evaluations, winning_chances};
    let evals = evaluations(study);
    if evals.iter().all(Option::is_none) {
        return html! {};
    }
    let width = (evals.len().max(2) - 1) as f64;
    let point = |i: usize, s: Score| (i as f64 * 100.0 / width, 100.0 - winning_chances(s));
    let points: Vec<(usize, f64, f64)> = evals
        .iter()
        .enumerate()
        .filter_map(|(i, e)| {
            e.map(|s| {
                let (x, y) = point(i, s);
                (i, x, y)
            })
        })
        .collect();
    let line: Vec<String> = points
        .iter()
        .map(|(_, x, y)| format!("{},{}", text::fixed(*x, 1), text::fixed(*y, 1)))
        .collect();
    html! {
        <svg class="eval-graph" data-testid="eval-graph" viewBox="-2 -2 104 104" preserveAspectRatio="none">
            <line class="middle" x1="0" y1="50" x2="100" y2="50" />
            <polyline points={line.join(" ")} />
            { for points.iter().map(|&(i, x, y)| html! {
                <circle data-graph-ply={i.to_string()} class={classes!((*shown == Some(i)).then_some("current"))}
                    cx={text::fixed(x, 1)} cy={text::fixed(y, 1)} r="2.2" />
            }) }
        </svg>
    }
}
