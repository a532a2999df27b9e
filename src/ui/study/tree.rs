//! The analysis board's game (issue 13): a PGN game tree — main line, variations, comments,
//! NAGs, drawn arrows and circles — and the place in it that is shown. Every change the board
//! makes is a method here: playing a move from any position (the next move, a variation already
//! there, or a new variation), promoting and deleting variations, setting a comment or a NAG,
//! drawing. Pure: tested natively (`tests/study_tree.rs`); what it holds is exactly what
//! [`pgn::write_game`] exports, so an exported study reads back as itself.

use crate::rules::pgn::{self, Command, Comment, Line, Node};
use crate::rules::{Move, Position, Square};
use crate::ui::annotated::{self, Arrow, MarkColor};

/// A place in the tree: the variations taken to get there, outermost first, each as
/// (the index of the node it replaces in its parent line, the variation's index), then how
/// many moves of the innermost line are played. Inside a variation `at` is at least 1: its
/// position before the first move is its parent's, and is addressed there.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cursor {
    pub forks: Vec<(usize, usize)>,
    pub at: usize,
}

impl Cursor {
    /// The start of the game.
    pub fn start() -> Cursor {
        Cursor::default()
    }

    /// `ply` moves along the main line.
    pub fn mainline(ply: usize) -> Cursor {
        Cursor {
            forks: Vec::new(),
            at: ply,
        }
    }

    /// How many moves from the start.
    pub fn ply(&self) -> usize {
        self.forks.iter().map(|&(n, _)| n).sum::<usize>() + self.at
    }
}

/// The NAGs that judge a move (`!`, `?`, `!!`, `??`, `!?`, `?!`): a move has at most one.
pub const MOVE_NAGS: [u8; 6] = [1, 2, 3, 4, 5, 6];

/// The game being analysed and the position shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Study {
    pub game: pgn::Game,
    pub cursor: Cursor,
}

/// One entry of the move list: a move, where it leads, and how deeply it is nested.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Row {
    Move {
        cursor: Cursor,
        /// `12.` before a white move, `12...` before a black move that opens a line.
        number: Option<String>,
        san: String,
        glyphs: String,
        comment: String,
        depth: usize,
    },
    /// A variation opens (its moves follow at `depth`).
    Open { depth: usize },
    /// The variation closes.
    Close { depth: usize },
}

impl Study {
    pub fn new(game: pgn::Game) -> Study {
        Study {
            game,
            cursor: Cursor::start(),
        }
    }

    /// A study of a game's main line, shown after `shown` moves.
    pub fn from_moves(start: &Position, moves: &[Move], shown: usize) -> Study {
        let mut study = Study::new(pgn::Game::from_moves(start, moves));
        study.cursor = Cursor::mainline(shown.min(moves.len()));
        study
    }

    fn line(&self, forks: &[(usize, usize)]) -> Option<&Line> {
        let mut line = &self.game.mainline;
        for &(n, v) in forks {
            line = line.nodes.get(n)?.variations.get(v)?;
        }
        Some(line)
    }

    fn line_mut(&mut self, forks: &[(usize, usize)]) -> Option<&mut Line> {
        let mut line = &mut self.game.mainline;
        for &(n, v) in forks {
            line = line.nodes.get_mut(n)?.variations.get_mut(v)?;
        }
        Some(line)
    }

    /// Whether a cursor points at a place in this tree.
    pub fn is_valid(&self, cursor: &Cursor) -> bool {
        self.line(&cursor.forks).is_some_and(|l| {
            cursor.at <= l.nodes.len() && (cursor.at > 0 || cursor.forks.is_empty())
        })
    }

    /// The moves from the start to the cursor.
    pub fn moves_to(&self, cursor: &Cursor) -> Vec<Move> {
        let mut moves = Vec::new();
        let mut line = &self.game.mainline;
        for &(n, v) in &cursor.forks {
            moves.extend(line.nodes[..n].iter().map(|node| node.mv));
            line = &line.nodes[n].variations[v];
        }
        moves.extend(line.nodes[..cursor.at].iter().map(|node| node.mv));
        moves
    }

    /// The moves to the position shown.
    pub fn moves(&self) -> Vec<Move> {
        self.moves_to(&self.cursor)
    }

    pub fn start(&self) -> Position {
        self.game.start_position()
    }

    /// The position at a cursor.
    pub fn position_at(&self, cursor: &Cursor) -> Position {
        let mut pos = self.start();
        for mv in self.moves_to(cursor) {
            pos.play_unchecked(mv);
        }
        pos
    }

    /// The position shown.
    pub fn position(&self) -> Position {
        self.position_at(&self.cursor)
    }

    /// The last move played to get here.
    pub fn last_move(&self) -> Option<Move> {
        self.node().map(|n| n.mv)
    }

    /// The node of the move that led here (`None` at the start).
    pub fn node(&self) -> Option<&Node> {
        let at = self.cursor.at.checked_sub(1)?;
        self.line(&self.cursor.forks)?.nodes.get(at)
    }

    /// The comments about the position shown: its move's, or the game's first comment.
    fn comments(&self) -> &[Comment] {
        match self.node() {
            Some(node) => &node.comments,
            None => &self.game.mainline.comments,
        }
    }

    fn comments_mut(&mut self) -> &mut Vec<Comment> {
        let cursor = self.cursor.clone();
        match cursor.at.checked_sub(1) {
            Some(at) => {
                &mut self
                    .line_mut(&cursor.forks)
                    .expect("the cursor is valid")
                    .nodes[at]
                    .comments
            }
            None => &mut self.game.mainline.comments,
        }
    }

    /// Plays a legal move from the position shown: goes along the line when it is the next
    /// move, into a variation that starts with it, or else starts a new variation (or extends
    /// the line at its end). An illegal move changes nothing and gives `false`.
    pub fn play(&mut self, mv: Move) -> bool {
        if !self.position().is_legal(mv) {
            return false;
        }
        let Cursor { forks, at } = self.cursor.clone();
        let line = self.line_mut(&forks).expect("the cursor is valid");
        match line.nodes.get_mut(at) {
            None => {
                line.nodes.push(Node::new(mv));
                self.cursor.at += 1;
            }
            Some(next) if next.mv == mv => self.cursor.at += 1,
            Some(next) => {
                let v = match next
                    .variations
                    .iter()
                    .position(|l| l.nodes.first().is_some_and(|n| n.mv == mv))
                {
                    Some(v) => v,
                    None => {
                        next.variations.push(Line {
                            comments: Vec::new(),
                            nodes: vec![Node::new(mv)],
                        });
                        next.variations.len() - 1
                    }
                };
                self.cursor.forks.push((at, v));
                self.cursor.at = 1;
            }
        }
        true
    }

    /// Goes to a place (an invalid cursor changes nothing).
    pub fn go(&mut self, cursor: Cursor) {
        if self.is_valid(&cursor) {
            self.cursor = cursor;
        }
    }

    /// One move back (out of a variation at its first move).
    pub fn back(&mut self) {
        if self.cursor.at > 1 || (self.cursor.at == 1 && self.cursor.forks.is_empty()) {
            self.cursor.at -= 1;
        } else if let Some((n, _)) = self.cursor.forks.pop() {
            self.cursor.at = n;
        }
    }

    /// One move on along the line shown.
    pub fn forward(&mut self) {
        let len = self.line(&self.cursor.forks).map_or(0, |l| l.nodes.len());
        if self.cursor.at < len {
            self.cursor.at += 1;
        }
    }

    pub fn to_start(&mut self) {
        self.cursor = Cursor::start();
    }

    /// To the end of the line shown.
    pub fn to_end(&mut self) {
        self.cursor.at = self.line(&self.cursor.forks).map_or(0, |l| l.nodes.len());
    }

    /// Whether the position shown is inside a variation.
    pub fn in_variation(&self) -> bool {
        !self.cursor.forks.is_empty()
    }

    /// Deletes the variation the position shown is in; shows where it branched off.
    pub fn delete_variation(&mut self) {
        let mut forks = self.cursor.forks.clone();
        let Some((n, v)) = forks.pop() else { return };
        if let Some(parent) = self.line_mut(&forks) {
            parent.nodes[n].variations.remove(v);
        }
        self.cursor = Cursor { forks, at: n };
        if self.cursor.at == 0 && !self.cursor.forks.is_empty() {
            self.back();
        }
    }

    /// Makes the variation shown the line it branches from (its parent's moves from there on
    /// become a variation in its place); the same position stays shown.
    pub fn promote_variation(&mut self) {
        let mut forks = self.cursor.forks.clone();
        let Some((n, v)) = forks.pop() else { return };
        let Some(parent) = self.line_mut(&forks) else {
            return;
        };
        let mut variation = parent.nodes[n].variations.remove(v);
        let mut old_tail = parent.nodes.split_off(n);
        // The other alternatives stay with the first move of the new main continuation.
        let others = std::mem::take(&mut old_tail[0].variations);
        let first = &mut variation.nodes[0];
        let mut alternatives = others;
        alternatives.insert(
            v.min(alternatives.len()),
            Line {
                comments: std::mem::take(&mut variation.comments),
                nodes: old_tail,
            },
        );
        first.variations.append(&mut alternatives);
        parent.nodes.append(&mut variation.nodes);
        self.cursor = Cursor {
            forks,
            at: n + self.cursor.at,
        };
    }

    /// The comment's text for the position shown (commands such as `%cal` not included).
    pub fn comment(&self) -> String {
        let texts: Vec<&str> = self
            .comments()
            .iter()
            .map(|c| c.text.as_str())
            .filter(|t| !t.is_empty())
            .collect();
        texts.join(" ")
    }

    /// Sets the comment's text for the position shown, keeping its commands.
    pub fn set_comment(&mut self, text: &str) {
        let comments = self.comments_mut();
        let commands: Vec<Command> = comments.drain(..).flat_map(|c| c.commands).collect();
        let mut comment = Comment::new(text);
        comment.commands = commands;
        if !comment.text.is_empty() || !comment.commands.is_empty() {
            comments.push(comment);
        }
    }

    /// The judging NAG of the move that led here (`1` = `!` … `6` = `?!`).
    pub fn move_nag(&self) -> Option<u8> {
        self.node()?
            .nags
            .iter()
            .copied()
            .find(|n| MOVE_NAGS.contains(n))
    }

    /// Gives the move that led here this judging NAG, or takes it away if it has it already.
    pub fn toggle_nag(&mut self, nag: u8) {
        let Cursor { forks, at } = self.cursor.clone();
        let Some(at) = at.checked_sub(1) else { return };
        let Some(line) = self.line_mut(&forks) else {
            return;
        };
        let nags = &mut line.nodes[at].nags;
        let had = nags.contains(&nag);
        nags.retain(|n| !MOVE_NAGS.contains(n));
        if !had {
            nags.insert(0, nag);
        }
    }

    /// The arrows and circles drawn on the position shown.
    pub fn drawings(&self) -> (Vec<Arrow>, Vec<(Square, MarkColor)>) {
        annotated::drawings(self.comments())
    }

    fn set_drawings(&mut self, arrows: &[Arrow], circles: &[(Square, MarkColor)]) {
        let comments = self.comments_mut();
        for c in comments.iter_mut() {
            c.commands.retain(|c| c.name != "cal" && c.name != "csl");
        }
        let mut commands = Vec::new();
        if !circles.is_empty() {
            let items: Vec<String> = circles
                .iter()
                .map(|(sq, c)| format!("{}{sq}", c.letter()))
                .collect();
            commands.push(Command {
                name: "csl".into(),
                args: items.join(","),
            });
        }
        if !arrows.is_empty() {
            let items: Vec<String> = arrows
                .iter()
                .map(|a| format!("{}{}{}", a.color.letter(), a.from, a.to))
                .collect();
            commands.push(Command {
                name: "cal".into(),
                args: items.join(","),
            });
        }
        if comments.is_empty() && !commands.is_empty() {
            comments.push(Comment::default());
        }
        if let Some(first) = comments.first_mut() {
            first.commands.splice(0..0, commands);
        }
        comments.retain(|c| !c.text.is_empty() || !c.commands.is_empty());
    }

    /// Draws an arrow, or removes it when the same arrow in the same colour is there (one of
    /// another colour is replaced).
    pub fn toggle_arrow(&mut self, arrow: Arrow) {
        if arrow.from == arrow.to {
            return;
        }
        let (mut arrows, circles) = self.drawings();
        let same = arrows
            .iter()
            .position(|a| a.from == arrow.from && a.to == arrow.to);
        match same {
            Some(i) if arrows[i].color == arrow.color => {
                arrows.remove(i);
            }
            Some(i) => arrows[i] = arrow,
            None => arrows.push(arrow),
        }
        self.set_drawings(&arrows, &circles);
    }

    /// Circles a square, or removes the circle when the same one is there.
    pub fn toggle_circle(&mut self, square: Square, color: MarkColor) {
        let (arrows, mut circles) = self.drawings();
        match circles.iter().position(|(s, _)| *s == square) {
            Some(i) if circles[i].1 == color => {
                circles.remove(i);
            }
            Some(i) => circles[i].1 = color,
            None => circles.push((square, color)),
        }
        self.set_drawings(&arrows, &circles);
    }

    /// Removes every arrow and circle from the position shown.
    pub fn clear_drawings(&mut self) {
        if self.drawings() != (Vec::new(), Vec::new()) {
            self.set_drawings(&[], &[]);
        }
    }

    /// The game as PGN.
    pub fn to_pgn(&self) -> String {
        pgn::write_game(&self.game)
    }

    /// The move list, in reading order: the main line with each variation nested after the
    /// move it replaces, `write` giving each move's text (SAN, figurine…).
    pub fn rows(&self, write: &dyn Fn(&Position, Move) -> String) -> Vec<Row> {
        let mut rows = Vec::new();
        let start = self.start();
        self.line_rows(&self.game.mainline, Vec::new(), &start, 0, write, &mut rows);
        rows
    }

    fn line_rows(
        &self,
        line: &Line,
        forks: Vec<(usize, usize)>,
        start: &Position,
        depth: usize,
        write: &dyn Fn(&Position, Move) -> String,
        rows: &mut Vec<Row>,
    ) {
        let mut pos = start.clone();
        let mut need_number = true;
        for (i, node) in line.nodes.iter().enumerate() {
            let white = pos.turn() == crate::rules::Color::White;
            let number = if white {
                Some(format!("{}.", pos.fullmove_number()))
            } else if need_number {
                Some(format!("{}...", pos.fullmove_number()))
            } else {
                None
            };
            let comment: Vec<&str> = node
                .comments
                .iter()
                .map(|c| c.text.as_str())
                .filter(|t| !t.is_empty())
                .collect();
            rows.push(Row::Move {
                cursor: Cursor {
                    forks: forks.clone(),
                    at: i + 1,
                },
                number,
                san: write(&pos, node.mv),
                glyphs: node
                    .nags
                    .iter()
                    .filter_map(|&n| annotated::glyph(n))
                    .collect(),
                comment: comment.join(" "),
                depth,
            });
            need_number = !comment.is_empty();
            for (v, variation) in node.variations.iter().enumerate() {
                rows.push(Row::Open { depth: depth + 1 });
                let mut inner = forks.clone();
                inner.push((i, v));
                self.line_rows(variation, inner, &pos, depth + 1, write, rows);
                rows.push(Row::Close { depth: depth + 1 });
                need_number = true;
            }
            pos.play_unchecked(node.mv);
        }
    }
}
