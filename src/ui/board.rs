//! The board: draws a position and turns pointer gestures into move attempts. It knows no
//! rules (like chessground): the colour that may move and the legal destinations come in,
//! `(from, to)` goes out, and the game decides (and explains a refusal). Drag-and-drop and click-click share one pointer code path (mouse, touch, pen);
//! the pointer state machine is in `drag.rs`, the pixel ↔ square arithmetic in `geometry.rs`.
//!
//! Test and styling hooks: each square has `data-square="e4"` and `data-color`, each piece
//! `data-piece="wP"` (colour `w`/`b`, role letter).

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::annotated::{Arrow, MarkColor};
use super::drag::{Drag, Gesture};
use super::geometry::{cell_of, cell_offset, square_at, square_at_cell, BoardRect, Point};
use super::i18n::{msg, Lang};
use super::overlays::{self, Overlays};
use super::text::fixed;
use crate::rules::{Bitboard, Color, File, Piece, Position, Rank, Square};

/// What [`Board`] shows and whom it tells.
#[derive(Properties, Clone, PartialEq)]
pub struct BoardProps {
    pub position: Position,
    /// The side shown at the bottom.
    pub orientation: Color,
    /// The colour whose pieces may be picked up (`None`: none). A piece with no legal
    /// move can still be picked up, so that trying to move it gets its reason.
    #[prop_or_default]
    pub movable: Option<Color>,
    /// Legal destinations of the pieces that have some, for the dots.
    #[prop_or_default]
    pub dests: Rc<Vec<(Square, Bitboard)>>,
    /// The last move's squares (`from`, `to` as the king lands when castling).
    #[prop_or_default]
    pub last_move: Option<(Square, Square)>,
    /// The king in check.
    #[prop_or_default]
    pub check: Option<Square>,
    /// Animate the last move.
    #[prop_or_default]
    pub animate: bool,
    /// A move attempt `(from, to)`.
    #[prop_or_default]
    pub on_move: Callback<(Square, Square)>,
    /// Arrows drawn over the board (a lesson's `%cal`, a hint).
    #[prop_or_default]
    pub arrows: Rc<Vec<Arrow>>,
    /// Squares marked in a colour (a lesson's `%csl`, a hint): `data-mark="green"`.
    #[prop_or_default]
    pub marks: Rc<Vec<(Square, MarkColor)>>,
    /// Rank numbers and file letters beside the board.
    #[prop_or(true)]
    pub coords: bool,
    /// Teaching overlays shown (`data-overlay` on the squares they cover).
    #[prop_or_default]
    pub overlays: Overlays,
    /// Circles drawn over the board (`data-circle="e4"`, `data-color`): the analysis board's.
    #[prop_or_default]
    pub circles: Rc<Vec<(Square, MarkColor)>>,
    /// Set: a right-drag draws an arrow, a right-click a circle (colours by modifier keys, as
    /// on lichess), a left click clears them.
    #[prop_or_default]
    pub on_draw: Option<Callback<Drawing>>,
    /// Drawn over the board (the promotion chooser).
    #[prop_or_default]
    pub children: Html,
}

/// What a drawing gesture asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawing {
    Arrow(Arrow),
    Circle(Square, MarkColor),
    Clear,
}

/// The colour of a drawing by the keys held: none green, Shift red, Alt blue, both yellow.
pub fn drawing_color(shift: bool, alt: bool) -> MarkColor {
    match (shift, alt) {
        (false, false) => MarkColor::Green,
        (true, false) => MarkColor::Red,
        (false, true) => MarkColor::Blue,
        (true, true) => MarkColor::Yellow,
    }
}

/// The interactive board.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let drag = use_mut_ref(Drag::default);
    // The last move made by dropping a piece: it is already on its square, not animated.
    let dropped = use_mut_ref(|| None::<(Square, Square)>);
    let redraw = use_force_update();
    let board_ref = use_node_ref();
    // The square the keyboard is on (`None`: the bottom-left one until the arrows move it).
    let focus = use_mut_ref(|| None::<Square>);

    // A new position (a move, a takeback, a new game) drops any selection.
    {
        let drag = drag.clone();
        let redraw = redraw.clone();
        use_effect_with(props.position.clone(), move |_| {
            if *drag.borrow() != Drag::default() {
                drag.borrow_mut().reset();
                redraw.force_update();
            }
        });
    }

    let handlers = Handlers {
        drag: drag.clone(),
        dropped: dropped.clone(),
        redraw,
        board_ref: board_ref.clone(),
        orientation: props.orientation,
        movable: props
            .movable
            .map_or(Bitboard::EMPTY, |c| props.position.by_color(c)),
        dests: props.dests.clone(),
        on_move: props.on_move.clone(),
        on_draw: props.on_draw.clone(),
        drawing_from: use_mut_ref(|| None::<Square>),
        focus: focus.clone(),
    };
    let focused = focus
        .borrow()
        .unwrap_or_else(|| square_at_cell(0, 7, props.orientation));
    let state = *drag.borrow();
    let selected_dests = state
        .selected
        .and_then(|s| props.dests.iter().find(|(from, _)| *from == s))
        .map_or(Bitboard::EMPTY, |&(_, to)| to);
    let animate_from = props
        .last_move
        .filter(|_| props.animate && *dropped.borrow() != props.last_move);
    let dragged = state.dragged().map(|(sq, _, _)| sq);

    let (files, ranks) = display_order(props.orientation);
    let lang = use_context::<Lang>().unwrap_or_default();
    let label = match props.orientation {
        Color::White => msg::board_label_white(lang),
        Color::Black => msg::board_label_black(lang),
    };
    let attacked = if props.overlays.has(Overlays::ALL[4].1) {
        overlays::attacked(&props.position)
    } else {
        Bitboard::EMPTY
    };
    let squares = (0..64).map(|i| {
        let square = square_at_cell(i % 8, i / 8, props.orientation);
        let piece = props.position.piece_at(square);
        let look = SquareLook {
            selected: state.selected == Some(square),
            dest: selected_dests.contains(square),
            last: props
                .last_move
                .is_some_and(|(from, to)| square == from || square == to),
            check: props.check == Some(square),
            dragging: dragged == Some(square),
            arrive: animate_from
                .filter(|&(_, to)| to == square)
                .map(|(from, to)| cell_offset(from, to, props.orientation)),
            mark: props
                .marks
                .iter()
                .find(|(s, _)| *s == square)
                .map(|(_, c)| c.name()),
            overlay: overlays::names_on(square, props.overlays, attacked),
            focused: focused == square,
        };
        view_square(lang, square, piece, look)
    });
    // Rows for the grid's structure; `display: contents` keeps the squares in the CSS grid.
    let squares: Vec<Html> = squares.collect();
    let rows = squares.chunks(8).map(|row| {
        html! { <div class="board-row" role="row">{ for row.iter().cloned() }</div> }
    });
    let arrows = (!props.arrows.is_empty() || !props.circles.is_empty())
        .then(|| view_arrows(&props.arrows, &props.circles, props.orientation));
    // The browser's own menu would hide the board while drawing.
    let oncontextmenu = props
        .on_draw
        .is_some()
        .then(|| Callback::from(|e: MouseEvent| e.prevent_default()));
    html! {
        <div class={classes!("board-frame", (!props.coords).then_some("no-coords"))}>
            if props.coords {
                <ol class="coords ranks" aria-hidden="true">
                    { for ranks.iter().map(|rank| html! { <li>{ rank.char() }</li> }) }
                </ol>
            }
            <div
                class={classes!("board", dragged.is_some().then_some("dragging"))}
                role="grid"
                aria-label={label}
                ref={board_ref}
                onpointerdown={handlers.down()}
                onpointermove={handlers.moved()}
                onpointerup={handlers.up()}
                onpointercancel={handlers.cancel()}
                onkeydown={handlers.key()}
                onmousedown={Callback::from(|e: MouseEvent| e.prevent_default())}
                {oncontextmenu}
            >
                { for rows }
                { for arrows }
                { props.children.clone() }
            </div>
            if props.coords {
                <ol class="coords files" aria-hidden="true">
                    { for files.iter().map(|file| html! { <li>{ file.char() }</li> }) }
                </ol>
            }
        </div>
    }
}

/// The arrows, in an SVG over the board whose units are squares (the centre of the top left
/// square is 0.5, 0.5); each line has `data-arrow="e2e4"` and its colour.
fn view_arrows(arrows: &[Arrow], circles: &[(Square, MarkColor)], orientation: Color) -> Html {
    let centre = |sq: Square| {
        let (col, row) = cell_of(sq, orientation);
        (col as f64 + 0.5, row as f64 + 0.5)
    };
    let lines = arrows.iter().map(|a| {
        let (x1, y1) = centre(a.from);
        let (x2, y2) = centre(a.to);
        // Stop short of the target's centre so the head ends on it.
        // sqrt is one wasm instruction; `hypot` would bring a library routine.
        let len = ((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)).sqrt();
        let k = (len - 0.3) / len;
        let (ex, ey) = (x1 + (x2 - x1) * k, y1 + (y2 - y1) * k);
        html! {
            <line class={classes!("arrow", a.color.name())}
                data-arrow={format!("{}{}", a.from, a.to)}
                data-color={a.color.name()}
                x1={fixed(x1, 2)} y1={fixed(y1, 2)}
                x2={fixed(ex, 2)} y2={fixed(ey, 2)}
                marker-end={format!("url(#arrowhead-{})", a.color.name())} />
        }
    });
    let heads = [MarkColor::Green, MarkColor::Red, MarkColor::Yellow, MarkColor::Blue].map(|c| {
        html! {
            <marker id={format!("arrowhead-{}", c.name())} class={classes!("arrowhead", c.name())}
                viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3" markerHeight="3" orient="auto">
                <path d="M0,0 L10,5 L0,10 z" />
            </marker>
        }
    });
    let rings = circles.iter().map(|&(sq, color)| {
        let (x, y) = centre(sq);
        html! {
            <circle class={classes!("circle", color.name())} data-circle={sq.to_string()}
                data-color={color.name()} cx={fixed(x, 2)} cy={fixed(y, 2)} r="0.45" />
        }
    });
    html! {
        <svg class="arrows" viewBox="0 0 8 8" aria-hidden="true">
            <defs>{ for heads }</defs>
            { for rings }
            { for lines }
        </svg>
    }
}

/// How one square is drawn.
struct SquareLook {
    selected: bool,
    dest: bool,
    last: bool,
    check: bool,
    dragging: bool,
    /// The piece just arrived from this many squares away (columns, rows).
    arrive: Option<(i32, i32)>,
    /// A colour mark (`green`, `red`…).
    mark: Option<&'static str>,
    /// The overlays covering the square (`centre kingside`…).
    overlay: Option<String>,
    /// The keyboard's square: the one the Tab key reaches.
    focused: bool,
}

fn view_square(lang: Lang, square: Square, piece: Option<Piece>, look: SquareLook) -> Html {
    let shade = if square.is_light() { "light" } else { "dark" };
    let class = classes!(
        "square",
        shade,
        look.selected.then_some("selected"),
        look.dest.then_some(if piece.is_some() {
            "dest capture"
        } else {
            "dest"
        }),
        look.last.then_some("last-move"),
        look.check.then_some("check"),
    );
    // Said by screen readers: "e4, white pawn", or just "e4".
    let label = match piece {
        Some(p) => msg::square_with_piece(
            lang,
            &square.to_string(),
            &super::text::piece_label(lang, p.color, p.role),
        ),
        None => square.to_string(),
    };
    html! {
        <div {class} data-square={square.to_string()} data-color={shade} data-mark={look.mark} data-overlay={look.overlay.clone()}
            role="gridcell" aria-label={label} aria-selected={look.selected.then_some("true")}
            tabindex={if look.focused { "0" } else { "-1" }}>
            if look.overlay.as_deref().is_some_and(|o| o.contains("names")) {
                <span class="square-name" aria-hidden="true">{ square.to_string() }</span>
            }
            { for piece.map(|p| view_piece(lang, p, look.dragging, look.arrive)) }
        </div>
    }
}

fn view_piece(lang: Lang, piece: Piece, dragging: bool, arrive: Option<(i32, i32)>) -> Html {
    let name = super::text::piece_label(lang, piece.color, piece.role);
    // Offsets as attributes, which the stylesheet turns into the animation's start (a style
    // attribute would break the page's Content-Security-Policy).
    let (dx, dy) = arrive.map_or((None, None), |(dx, dy)| {
        (Some(dx.to_string()), Some(dy.to_string()))
    });
    html! {
        <div
            class={classes!(
                "piece",
                dragging.then_some("dragged"),
                arrive.is_some().then_some("arrive"),
            )}
            data-piece={piece_code(piece)}
            role="img"
            aria-label={name}
            aria-hidden="true"
            data-dx={dx}
            data-dy={dy}
        />
    }
}

/// The square a click landed on (its `data-square`), for screens that take clicks on squares
/// rather than moves (Learn's `click` steps, the coordinates trainer).
pub fn clicked_square(e: &MouseEvent) -> Option<Square> {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.closest("[data-square]").ok().flatten())
        .and_then(|el| el.get_attribute("data-square"))
        .and_then(|name| Square::parse(&name))
}

/// Whether a key was pressed on a square (not on the promotion chooser drawn over the board).
/// Only the keyboard puts the focus on a square: a press of the mouse on the board does not
/// (see `onmousedown`), so for mouse players the arrows keep stepping through the moves.
pub fn keyboard_on_board(e: &KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| el.has_attribute("data-square"))
}

/// `wP`, `bK`…: colour letter and uppercase role letter (the pieces' file names too).
pub fn piece_code(piece: Piece) -> String {
    format!("{}{}", piece.color.char(), piece.role.upper_char())
}

/// Files from left to right and ranks from top to bottom, as seen by `orientation`.
fn display_order(orientation: Color) -> ([File; 8], [Rank; 8]) {
    let (mut files, mut ranks) = (File::ALL, Rank::ALL);
    match orientation {
        Color::White => ranks.reverse(),
        Color::Black => files.reverse(),
    }
    (files, ranks)
}

/// The pointer event handlers, sharing the drag state.
#[derive(Clone)]
struct Handlers {
    drag: Rc<RefCell<Drag>>,
    dropped: Rc<RefCell<Option<(Square, Square)>>>,
    redraw: UseForceUpdateHandle,
    board_ref: NodeRef,
    orientation: Color,
    /// Squares whose pieces may be picked up.
    movable: Bitboard,
    dests: Rc<Vec<(Square, Bitboard)>>,
    on_move: Callback<(Square, Square)>,
    on_draw: Option<Callback<Drawing>>,
    /// Where a right-button drag started.
    drawing_from: Rc<RefCell<Option<Square>>>,
    focus: Rc<RefCell<Option<Square>>>,
}

impl Handlers {
    fn locate(&self, e: &PointerEvent) -> (Option<Square>, Point) {
        let point = Point {
            x: f64::from(e.client_x()),
            y: f64::from(e.client_y()),
        };
        let Some(board) = self.board_ref.cast::<web_sys::Element>() else {
            return (None, point);
        };
        let r = board.get_bounding_client_rect();
        let rect = BoardRect {
            left: r.left(),
            top: r.top(),
            width: r.width(),
            height: r.height(),
        };
        (square_at(point, rect, self.orientation), point)
    }

    fn emit(&self, gesture: Gesture, dropped: bool) {
        if let Gesture::Move { from, to } = gesture {
            *self.dropped.borrow_mut() = dropped.then_some((from, to));
            self.on_move.emit((from, to));
        }
    }

    fn down(&self) -> Callback<PointerEvent> {
        let h = self.clone();
        Callback::from(move |e: PointerEvent| {
            if let Some(on_draw) = &h.on_draw {
                if e.button() == 2 {
                    *h.drawing_from.borrow_mut() = h.locate(&e).0;
                    if let Some(board) = h.board_ref.cast::<web_sys::Element>() {
                        let _ = board.set_pointer_capture(e.pointer_id());
                    }
                    return;
                }
                if e.button() == 0 {
                    on_draw.emit(Drawing::Clear);
                }
            }
            if e.button() != 0 {
                return;
            }
            let (square, point) = h.locate(&e);
            let movable = square.is_some_and(|s| h.movable.contains(s));
            let selected = h.drag.borrow().selected;
            let is_dest = match (selected, square) {
                (Some(from), Some(to)) => {
                    h.dests.iter().any(|&(f, bb)| f == from && bb.contains(to))
                }
                _ => false,
            };
            let gesture = h.drag.borrow_mut().down(square, point, movable, is_dest);
            if h.drag.borrow().pressed.is_some() {
                // Keep the pointer (and stop touch scrolling) while a piece is held.
                e.prevent_default();
                if let Some(board) = h.board_ref.cast::<web_sys::Element>() {
                    let _ = board.set_pointer_capture(e.pointer_id());
                }
            }
            h.emit(gesture, false);
            h.redraw.force_update();
        })
    }

    /// The keyboard: the arrows move the focus over the squares (as the board is seen), Enter
    /// or Space on a square acts as a click there (pick up a piece, put it down).
    fn key(&self) -> Callback<KeyboardEvent> {
        let h = self.clone();
        Callback::from(move |e: KeyboardEvent| {
            if !keyboard_on_board(&e) {
                return;
            }
            let current = h
                .focus
                .borrow()
                .unwrap_or_else(|| square_at_cell(0, 7, h.orientation));
            let (col, row) = cell_of(current, h.orientation);
            let step = |dc: i32, dr: i32| {
                let (c, r) = (col as i32 + dc, row as i32 + dr);
                ((0..8).contains(&c) && (0..8).contains(&r))
                    .then(|| square_at_cell(c as usize, r as usize, h.orientation))
            };
            let next = match e.key().as_str() {
                "ArrowUp" => step(0, -1),
                "ArrowDown" => step(0, 1),
                "ArrowLeft" => step(-1, 0),
                "ArrowRight" => step(1, 0),
                "Enter" | " " => {
                    e.prevent_default();
                    let movable = h.movable.contains(current);
                    let is_dest = h.drag.borrow().selected.is_some_and(|from| {
                        h.dests
                            .iter()
                            .any(|&(f, bb)| f == from && bb.contains(current))
                    });
                    let origin = Point { x: 0.0, y: 0.0 };
                    let gesture = h
                        .drag
                        .borrow_mut()
                        .down(Some(current), origin, movable, is_dest);
                    h.emit(gesture, false);
                    let gesture = h.drag.borrow_mut().up(Some(current));
                    h.emit(gesture, false);
                    h.redraw.force_update();
                    return;
                }
                _ => return,
            };
            e.prevent_default();
            if let Some(next) = next {
                *h.focus.borrow_mut() = Some(next);
                h.redraw.force_update();
                if let Some(board) = h.board_ref.cast::<web_sys::Element>() {
                    let cell = board
                        .query_selector(&format!("[data-square=\"{next}\"]"))
                        .ok()
                        .flatten()
                        .and_then(|c| c.dyn_into::<web_sys::HtmlElement>().ok());
                    if let Some(cell) = cell {
                        let _ = cell.focus();
                    }
                }
            }
        })
    }

    fn moved(&self) -> Callback<PointerEvent> {
        let h = self.clone();
        Callback::from(move |e: PointerEvent| {
            let was_dragging = h.drag.borrow().dragged().is_some();
            let (_, point) = h.locate(&e);
            if !h.drag.borrow_mut().moved(point) {
                return;
            }
            e.prevent_default();
            if !was_dragging {
                // The first frame of a drag: draw the lifted piece.
                h.redraw.force_update();
            }
            h.follow_pointer();
        })
    }

    /// Moves the lifted piece under the pointer without redrawing the board.
    fn follow_pointer(&self) {
        let Some((from, dx, dy)) = self.drag.borrow().dragged() else {
            return;
        };
        let Some(board) = self.board_ref.cast::<web_sys::Element>() else {
            return;
        };
        let selector = format!("[data-square=\"{from}\"] .piece");
        // Through CSSOM, which the Content-Security-Policy allows (a style attribute it blocks).
        if let Some(piece) = board
            .query_selector(&selector)
            .ok()
            .flatten()
            .and_then(|p| p.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = piece.style().set_property(
                "transform",
                &format!(
                    "translate({}px, {}px) scale(1.1)",
                    fixed(dx, 1),
                    fixed(dy, 1)
                ),
            );
        }
    }

    fn clear_transform(&self) {
        if let Some(board) = self.board_ref.cast::<web_sys::Element>() {
            if let Some(piece) = board
                .query_selector(".piece.dragged")
                .ok()
                .flatten()
                .and_then(|p| p.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = piece.style().remove_property("transform");
            }
        }
    }

    fn up(&self) -> Callback<PointerEvent> {
        let h = self.clone();
        Callback::from(move |e: PointerEvent| {
            let (square, _) = h.locate(&e);
            if e.button() == 2 {
                let from = h.drawing_from.borrow_mut().take();
                if let (Some(on_draw), Some(from), Some(to)) = (&h.on_draw, from, square) {
                    let color = drawing_color(e.shift_key(), e.alt_key());
                    on_draw.emit(if from == to {
                        Drawing::Circle(to, color)
                    } else {
                        Drawing::Arrow(Arrow { from, to, color })
                    });
                }
                return;
            }
            let was_dragging = h.drag.borrow().dragged().is_some();
            let gesture = h.drag.borrow_mut().up(square);
            if was_dragging {
                h.clear_transform();
            }
            h.emit(gesture, was_dragging);
            h.redraw.force_update();
        })
    }

    fn cancel(&self) -> Callback<PointerEvent> {
        let h = self.clone();
        Callback::from(move |_: PointerEvent| {
            h.clear_transform();
            h.drag.borrow_mut().cancel();
            h.redraw.force_update();
        })
    }
}
