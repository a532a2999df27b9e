//! The analysis board's PGN dialogs (issue 13).
//!
//! - [`ImportDialog`]: PGN pasted (`data-testid="import-text"`, `import-load`), picked from a
//!   file (`import-file`), dropped on the page or given in `?pgn=`. The text is read a slice
//!   at a time with a progress bar (`import-progress`); one good game opens at once, several
//!   give a list to pick from (`import-game`, filtered by `import-filter`), and each broken
//!   game is named with its place (`import-problem`).
//! - [`ExportDialog`]: the game as PGN (`pgn-text`) with Copy (`copy-pgn`) and Download
//!   (`download-pgn`).

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::i18n::{msg, Lang};
use super::study::import::{Import, Summary};
use crate::rules::pgn;

#[derive(Properties, Clone, PartialEq)]
pub struct ImportDialogProps {
    /// A text to read at once (`?pgn=`, a dropped file).
    #[prop_or_default]
    pub text: Option<AttrValue>,
    pub on_open: Callback<pgn::Game>,
    pub on_close: Callback<()>,
}

/// How many games the list shows before "Show more".
const PAGE: usize = 100;

#[component]
pub fn ImportDialog(props: &ImportDialogProps) -> Html {
    let lang = use_context::<Lang>().unwrap_or_default();
    let import = use_mut_ref(|| None::<Rc<RefCell<Import>>>);
    let redraw = use_force_update();
    let shown = use_state(|| PAGE);
    let filter = use_state(String::new);
    let pasted = use_node_ref();

    // Starts reading a text (a new one replaces the one being read).
    let begin = {
        let (import, redraw, on_open, shown) = (
            import.clone(),
            redraw.clone(),
            props.on_open.clone(),
            shown.clone(),
        );
        Callback::from(move |text: String| {
            let current = Rc::new(RefCell::new(Import::new(Rc::from(text.as_str()))));
            *import.borrow_mut() = Some(current.clone());
            shown.set(PAGE);
            let redraw = redraw.clone();
            let on_open = on_open.clone();
            let weak = Rc::downgrade(&current);
            read(&current, move || {
                // One good game and nothing wrong: open it straight away.
                if let Some(current) = weak.upgrade() {
                    let current = current.borrow();
                    if current.is_done() && current.found.len() == 1 && current.problems.is_empty()
                    {
                        if let Some(game) = current.game(&current.found[0]) {
                            on_open.emit(game);
                            return;
                        }
                    }
                }
                redraw.force_update();
            });
        })
    };
    {
        let begin = begin.clone();
        use_effect_with(props.text.clone(), move |text| {
            if let Some(text) = text {
                begin.emit(text.to_string());
            }
        });
    }
    let on_load = {
        let (begin, pasted) = (begin.clone(), pasted.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(area) = pasted.cast::<web_sys::HtmlTextAreaElement>() {
                begin.emit(area.value());
            }
        })
    };
    let on_file = pick_file(begin.clone());
    let on_filter = {
        let filter = filter.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                filter.set(input.value());
            }
        })
    };
    let on_close = props.on_close.reform(|_: MouseEvent| ());
    let (trap, on_trap_key) = super::focus_trap::use_focus_trap();

    let current = import.borrow().clone();
    let body = current.map(|current| {
        let current = current.borrow();
        if !current.is_done() {
            let percent = (current.progress() * 100.0).round() as u32;
            return html! {
                <div class="import-progress">
                    <progress data-testid="import-progress" max="100" value={percent.to_string()} />
                    <p role="status">{ msg::import_reading(lang, &current.found.len().to_string(), &percent.to_string()) }</p>
                </div>
            };
        }
        let problems = current.problems.iter().map(|e| {
            html! {
                <li data-testid="import-problem">{ msg::import_problem(lang, &e.game.to_string(), &e.line.to_string(), &e.column.to_string(), &super::text::pgn_error(lang, &e.kind)) }</li>
            }
        });
        // ASCII case only: the Unicode tables would cost the app several KiB (names in Chinese
        // have no case anyway).
        let needle = filter.to_ascii_lowercase();
        let matching: Vec<&Summary> = current
            .found
            .iter()
            .filter(|s| {
                needle.is_empty()
                    || [&s.white, &s.black, &s.event, &s.date]
                        .iter()
                        .any(|f| f.to_ascii_lowercase().contains(&needle))
            })
            .collect();
        let rows = matching.iter().take(*shown).map(|s| {
            let game = current.game(s);
            let on_open = props.on_open.clone();
            let onclick = Callback::from(move |_: MouseEvent| {
                if let Some(game) = game.clone() {
                    on_open.emit(game);
                }
            });
            html! {
                <tr data-testid="import-game" data-number={s.number.to_string()}>
                    <td>{ s.number }</td>
                    <td>{ &s.white }</td>
                    <td>{ &s.black }</td>
                    <td>{ &s.result }</td>
                    <td>{ &s.date }</td>
                    <td>{ &s.event }</td>
                    <td class="opening">{ &s.opening }</td>
                    <td><button data-testid="import-open" {onclick}>{ msg::import_open(lang) }</button></td>
                </tr>
            }
        });
        let more = matching.len() > *shown;
        let show_more = {
            let shown = shown.clone();
            Callback::from(move |_: MouseEvent| shown.set(*shown + PAGE))
        };
        html! {
            <div class="import-result">
                <p role="status" data-testid="import-summary">{ msg::import_done(lang, &current.found.len().to_string(), &current.problems.len().to_string()) }</p>
                if !current.problems.is_empty() {
                    <ul class="import-problems">{ for problems }</ul>
                }
                if current.found.len() > 1 {
                    <input type="search" data-testid="import-filter" placeholder={msg::import_filter(lang)} aria-label={msg::import_filter(lang)} oninput={on_filter} />
                    <div class="import-table">
                    <table>
                        <thead><tr>
                            <th>{ "#" }</th><th>{ msg::white(lang) }</th><th>{ msg::black(lang) }</th>
                            <th>{ msg::result(lang) }</th><th>{ msg::date(lang) }</th><th>{ msg::event(lang) }</th>
                            <th>{ msg::opening(lang) }</th><th />
                        </tr></thead>
                        <tbody>{ for rows }</tbody>
                    </table>
                    </div>
                    if more {
                        <button data-testid="import-more" onclick={show_more}>{ msg::import_more(lang) }</button>
                    }
                }
            </div>
        }
    });

    html! {
        <div class="dialog-backdrop">
            <div class="dialog import-dialog" role="dialog" aria-modal="true" aria-labelledby="import-title" data-testid="import-dialog" ref={trap} onkeydown={on_trap_key}>
                <h2 id="import-title">{ msg::import_pgn(lang) }</h2>
                <label class="share-field">{ msg::import_paste(lang) }
                    <textarea data-testid="import-text" rows="5" ref={pasted} />
                </label>
                <div class="dialog-buttons">
                    <button data-testid="import-load" onclick={on_load}>{ msg::import_load(lang) }</button>
                    <label class="button file-button">{ msg::import_choose_file(lang) }
                        <input type="file" accept=".pgn,application/x-chess-pgn,text/plain" data-testid="import-file" onchange={on_file} />
                    </label>
                </div>
                <p class="hint">{ msg::import_drop_hint(lang) }</p>
                { for body }
                <div class="dialog-buttons">
                    <button data-testid="import-close" onclick={on_close}>{ msg::close(lang) }</button>
                </div>
            </div>
        </div>
    }
}

#[cfg(all(feature = "csr", target_arch = "wasm32"))]
fn read(import: &Rc<RefCell<Import>>, progress: impl Fn() + 'static) {
    super::hooks::run_import(import, progress);
}

/// Rendered natively: all at once.
#[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
fn read(import: &Rc<RefCell<Import>>, progress: impl Fn() + 'static) {
    import.borrow_mut().read_all();
    progress();
}

#[cfg(all(feature = "csr", target_arch = "wasm32"))]
fn pick_file(begin: Callback<String>) -> Callback<Event> {
    Callback::from(move |e: Event| {
        let file = e
            .target_dyn_into::<web_sys::HtmlInputElement>()
            .and_then(|i| i.files())
            .and_then(|f| f.get(0));
        if let Some(file) = file {
            let begin = begin.clone();
            super::hooks::read_file(file, move |text| begin.emit(text));
        }
    })
}

#[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
fn pick_file(_begin: Callback<String>) -> Callback<Event> {
    Callback::noop()
}

#[derive(Properties, Clone, PartialEq)]
pub struct ExportDialogProps {
    pub pgn: AttrValue,
    pub on_close: Callback<()>,
}

#[component]
pub fn ExportDialog(props: &ExportDialogProps) -> Html {
    let lang = use_context::<Lang>().unwrap_or_default();
    let copied = use_state(|| false);
    let (trap, on_trap_key) = super::focus_trap::use_focus_trap();
    let on_copy = {
        let (text, copied) = (props.pgn.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            super::share_dialog::copy_text(&text);
            copied.set(true);
        })
    };
    let download = format!(
        "data:application/x-chess-pgn;charset=utf-8,{}",
        super::url_params::encode(&props.pgn)
    );
    html! {
        <div class="dialog-backdrop">
            <div class="dialog export-dialog" role="dialog" aria-modal="true" aria-labelledby="export-title" data-testid="export-dialog" ref={trap} onkeydown={on_trap_key}>
                <h2 id="export-title">{ msg::export_pgn(lang) }</h2>
                <textarea data-testid="pgn-text" rows="12" readonly=true value={props.pgn.clone()} aria-labelledby="export-title" />
                <div class="dialog-buttons">
                    <button data-testid="copy-pgn" onclick={on_copy}>{ if *copied { msg::share_copied(lang) } else { msg::share_copy(lang) } }</button>
                    <a class="button" data-testid="download-pgn" href={download} download="rookery.pgn">{ msg::download(lang) }</a>
                    <button data-testid="export-close" onclick={props.on_close.reform(|_: MouseEvent| ())}>{ msg::close(lang) }</button>
                </div>
            </div>
        </div>
    }
}
