//! The PGN writer: export format. Seven Tag Roster first, a blank line, then the movetext wrapped
//! at 80 characters, with move numbers where the standard wants them (`12...` after a comment or
//! a variation), NAGs as `$n`, comments in braces and variations in parentheses.

use super::{Comment, Game, Line};
use crate::rules::moves::Move;
use crate::rules::position::Position;
use crate::rules::types::Color;

/// The longest movetext line written, unless a single word (in a comment) is longer.
pub const MAX_LINE_LENGTH: usize = 80;

/// One game in export format, ending with a newline.
pub fn write_game(game: &Game) -> String {
    let mut out = String::new();
    for (name, value) in game.export_tags() {
        out.push('[');
        out.push_str(&name);
        out.push_str(" \"");
        for c in value.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                // A tag value is a single line.
                '\n' | '\r' => out.push(' '),
                c => out.push(c),
            }
        }
        out.push_str("\"]\n");
    }
    out.push('\n');
    let mut w = Wrapper::default();
    write_line(&mut w, &game.start_position(), &game.mainline);
    w.word(game.result.as_str());
    out.push_str(&w.finish());
    out
}

/// Several games, separated by blank lines.
pub fn write_pgn(games: &[Game]) -> String {
    let mut out = String::new();
    for (i, game) in games.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&write_game(game));
    }
    out
}

/// A whole game (tags filled in with `?`, result `*`) of these legal moves from `start`.
pub fn to_pgn(start: &Position, moves: &[Move]) -> String {
    write_game(&Game::from_moves(start, moves))
}

/// Just the moves, numbered, on one line: `1. e4 e5 2. Nf3` (or `12... Kd7 13. Ke2`).
pub fn movetext(start: &Position, moves: &[Move]) -> String {
    let mut w = Wrapper {
        max: usize::MAX,
        ..Wrapper::default()
    };
    let game = Game::from_moves(start, moves);
    write_line(&mut w, start, &game.mainline);
    w.out
}

/// Writes a line and its variations (recursively: depth is bounded by the parser's limit).
fn write_line(w: &mut Wrapper, start: &Position, line: &Line) {
    for comment in &line.comments {
        write_comment(w, comment);
    }
    let mut pos = start.clone();
    let mut need_number = true;
    for node in &line.nodes {
        if !pos.legal_moves().contains(&node.mv) {
            // Only a game built by hand can get here; say so rather than write nonsense.
            w.word(&format!("{{illegal move {}}}", node.mv));
            return;
        }
        // The number and the move stay on one line.
        let n = pos.fullmove_number();
        let san = pos.san(node.mv);
        match pos.turn() {
            Color::White => w.word(&format!("{n}. {san}")),
            Color::Black if need_number => w.word(&format!("{n}... {san}")),
            Color::Black => w.word(&san),
        }
        for nag in &node.nags {
            w.word(&format!("${nag}"));
        }
        for comment in &node.comments {
            write_comment(w, comment);
        }
        for variation in &node.variations {
            w.open();
            write_line(w, &pos, variation);
            w.close();
        }
        need_number = !node.comments.is_empty() || !node.variations.is_empty();
        pos.play_unchecked(node.mv);
    }
}

/// `{...}`, wrapped at spaces; or `; ...` to the end of the line if the text has a `}`.
fn write_comment(w: &mut Wrapper, comment: &Comment) {
    let body = comment.body();
    let words: Vec<&str> = body.split_whitespace().collect();
    if body.contains('}') {
        w.word(&format!("; {}", words.join(" ")));
        w.end_line();
        return;
    }
    match words.as_slice() {
        [] => w.word("{}"),
        [only] => w.word(&format!("{{{only}}}")),
        [first, middle @ .., last] => {
            w.word(&format!("{{{first}"));
            for word in middle {
                w.word(word);
            }
            w.word(&format!("{last}}}"));
        }
    }
}

/// Joins words with spaces into lines of at most `max` characters.
struct Wrapper {
    out: String,
    /// Characters on the current line.
    column: usize,
    /// A `(` to glue to the next word.
    open: bool,
    max: usize,
}

impl Default for Wrapper {
    fn default() -> Wrapper {
        Wrapper {
            out: String::new(),
            column: 0,
            open: false,
            max: MAX_LINE_LENGTH,
        }
    }
}

impl Wrapper {
    fn word(&mut self, word: &str) {
        let len = word.chars().count() + usize::from(self.open);
        if self.column > 0 && self.column + 1 + len > self.max {
            self.end_line();
        }
        if self.column > 0 {
            self.out.push(' ');
            self.column += 1;
        }
        if self.open {
            self.out.push('(');
            self.open = false;
        }
        self.out.push_str(word);
        self.column += len;
    }

    fn open(&mut self) {
        self.open = true;
    }

    fn close(&mut self) {
        if self.open {
            // An empty variation.
            self.open = false;
            self.word("()");
        } else if self.column > 0 && self.column < self.max {
            self.out.push(')');
            self.column += 1;
        } else {
            self.end_line();
            self.out.push(')');
            self.column = 1;
        }
    }

    fn end_line(&mut self) {
        if self.column > 0 {
            self.out.push('\n');
            self.column = 0;
        }
    }

    fn finish(mut self) -> String {
        self.end_line();
        self.out
    }
}
