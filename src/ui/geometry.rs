//! Pixels ↔ squares: where a square is drawn and which square a pointer is over, for either
//! orientation. Pure arithmetic, so it is tested natively.

use crate::rules::{Color, File, Rank, Square};

/// The board's rectangle on the page, in CSS pixels (as `getBoundingClientRect` gives it).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardRect {
    pub left: f64,
    pub top: f64,
    pub width: f64,
    pub height: f64,
}

/// A point on the page, in CSS pixels.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

impl Point {
    pub fn distance(self, other: Point) -> f64 {
        let (dx, dy) = (self.x - other.x, self.y - other.y);
        // sqrt is one wasm instruction; `hypot` would bring a library routine.
        (dx * dx + dy * dy).sqrt()
    }
}

/// Column (0 = left) and row (0 = top) at which `square` is drawn.
pub fn cell_of(square: Square, orientation: Color) -> (usize, usize) {
    let (file, rank) = (square.file().index(), square.rank().index());
    match orientation {
        Color::White => (file, 7 - rank),
        Color::Black => (7 - file, rank),
    }
}

/// The square drawn at column `col` and row `row` (both 0–7).
pub fn square_at_cell(col: usize, row: usize, orientation: Color) -> Square {
    let (file, rank) = match orientation {
        Color::White => (col, 7 - row),
        Color::Black => (7 - col, row),
    };
    Square::from_coords(File::new(file as u32), Rank::new(rank as u32))
}

/// The square under `point`, or `None` outside the board.
pub fn square_at(point: Point, rect: BoardRect, orientation: Color) -> Option<Square> {
    if rect.width <= 0.0 || rect.height <= 0.0 {
        return None;
    }
    let fx = (point.x - rect.left) / rect.width;
    let fy = (point.y - rect.top) / rect.height;
    if !(0.0..1.0).contains(&fx) || !(0.0..1.0).contains(&fy) {
        return None;
    }
    let col = ((fx * 8.0) as usize).min(7);
    let row = ((fy * 8.0) as usize).min(7);
    Some(square_at_cell(col, row, orientation))
}

/// The offset, in squares, from `from`'s cell to `to`'s cell as drawn (for animations).
pub fn cell_offset(from: Square, to: Square, orientation: Color) -> (i32, i32) {
    let (fc, fr) = cell_of(from, orientation);
    let (tc, tr) = cell_of(to, orientation);
    (fc as i32 - tc as i32, fr as i32 - tr as i32)
}
