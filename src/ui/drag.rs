//! What the pointer is doing to the board: pressing, dragging, clicking, as a small state
//! machine with no DOM in it. Mouse, touch and pen all arrive as the same pointer events.
//!
//! It plays like lichess: press a piece and drag it to a square, or click a piece and then
//! a square. A press that travels less than [`DRAG_THRESHOLD`] pixels is a click. The board
//! tells it which squares hold pieces that may move and where they may go; it answers with
//! a [`Gesture`]: a move attempt, a selection change, or nothing.

use super::geometry::Point;
use crate::rules::Square;

/// Pixels a press must travel before it counts as a drag.
pub const DRAG_THRESHOLD: f64 = 4.0;

/// The pointer's state between events.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Drag {
    /// The selected square (after a click on a movable piece).
    pub selected: Option<Square>,
    /// The piece being pressed or dragged.
    pub pressed: Option<Press>,
}

/// A press on a movable piece that has not been released yet.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Press {
    pub from: Square,
    pub start: Point,
    pub current: Point,
    /// The press has travelled far enough to be a drag.
    pub dragging: bool,
    /// The square was already selected before this press (a second click deselects it).
    pub was_selected: bool,
}

/// What a pointer event means for the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gesture {
    /// Nothing for the game to do (the board may still redraw).
    None,
    /// The player tries to move from one square to another (legal or not: the game decides).
    Move { from: Square, to: Square },
}

impl Drag {
    /// The pointer went down on `square` (`None`: outside the board). `movable` says whether
    /// the square holds a piece the player may move now; `is_destination` whether it is a
    /// legal destination of the selected piece.
    pub fn down(
        &mut self,
        square: Option<Square>,
        point: Point,
        movable: bool,
        is_destination: bool,
    ) -> Gesture {
        self.pressed = None;
        let Some(square) = square else {
            self.selected = None;
            return Gesture::None;
        };
        if let Some(from) = self.selected {
            if from != square && (is_destination || !movable) {
                // Second click of click-click: the selected piece goes there (or is refused).
                self.selected = None;
                return Gesture::Move { from, to: square };
            }
        }
        if movable {
            let was_selected = self.selected == Some(square);
            self.selected = Some(square);
            self.pressed = Some(Press {
                from: square,
                start: point,
                current: point,
                dragging: false,
                was_selected,
            });
        } else {
            self.selected = None;
        }
        Gesture::None
    }

    /// The pointer moved. Returns whether the board needs redrawing.
    pub fn moved(&mut self, point: Point) -> bool {
        let Some(press) = self.pressed.as_mut() else {
            return false;
        };
        press.current = point;
        if !press.dragging && press.start.distance(point) >= DRAG_THRESHOLD {
            press.dragging = true;
        }
        press.dragging
    }

    /// The pointer went up over `square` (`None`: outside the board).
    pub fn up(&mut self, square: Option<Square>) -> Gesture {
        let Some(press) = self.pressed.take() else {
            return Gesture::None;
        };
        if press.dragging {
            match square {
                Some(to) if to != press.from => {
                    self.selected = None;
                    Gesture::Move {
                        from: press.from,
                        to,
                    }
                }
                // Dropped back home or off the board: the piece snaps back, still selected.
                _ => Gesture::None,
            }
        } else {
            if press.was_selected {
                // Clicking the selected piece again puts it down.
                self.selected = None;
            }
            Gesture::None
        }
    }

    /// The pointer was taken away (e.g. the browser started scrolling): snap back.
    pub fn cancel(&mut self) {
        self.pressed = None;
    }

    /// Forget the selection and any press (after a move, a new position, a takeback).
    pub fn reset(&mut self) {
        *self = Drag::default();
    }

    /// The piece being dragged and how far it has travelled from its square, in pixels.
    pub fn dragged(&self) -> Option<(Square, f64, f64)> {
        self.pressed
            .filter(|p| p.dragging)
            .map(|p| (p.from, p.current.x - p.start.x, p.current.y - p.start.y))
    }
}
