//! PGN (Portable Game Notation): the game tree a PGN file describes — tags, starting position,
//! moves with NAGs, comments (with `[%clk]`-style commands kept as data) and nested variations,
//! and the result — plus reading ([`parse_pgn`]) and writing ([`write_game`]) it.
//!
//! Moves are stored as [`Move`]s checked against the position, never as text: the SAN is
//! recomputed when writing, so a parsed game is always legal and always exports as standard SAN.
//! Reading then writing then reading gives back the same tree; see [`Game::export_tags`] for the
//! one normalisation (the Seven Tag Roster is written first and filled in).

mod error;
mod lexer;
mod parser;
mod writer;

pub use error::{PgnError, PgnErrorKind};
pub use lexer::Span;
pub use parser::{parse_pgn, PgnReader, MAX_VARIATION_DEPTH};
pub use writer::{movetext, to_pgn, write_game, write_pgn, MAX_LINE_LENGTH};

use super::moves::Move;
use super::position::{Position, START_FEN};
use std::borrow::Cow;
use std::fmt;

/// The Seven Tag Roster, in the order export format writes it, with the value used when a tag
/// is missing (the `Result` tag defaults to the game's result instead).
pub const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// How a game ended, as the last token of its movetext says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`
    WhiteWins,
    /// `0-1`
    BlackWins,
    /// `1/2-1/2`
    Draw,
    /// `*`: unknown, unfinished or abandoned.
    #[default]
    Unknown,
}

impl GameResult {
    /// The PGN token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unknown => "*",
        }
    }

    /// Reads a result token (surrounding spaces allowed); `None` if it is not one.
    pub fn parse(text: &str) -> Option<GameResult> {
        match text.trim() {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" => Some(GameResult::Draw),
            "*" => Some(GameResult::Unknown),
            _ => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A command embedded in a comment, `[%name args]`: `[%clk 0:01:02]`, `[%cal Ge2e4,Rd7d5]`,
/// `[%csl Ge4]`, `[%eval 0.17]`... Kept as data; the arguments are not interpreted here.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Command {
    /// The name after `%`: letters, digits and `_`.
    pub name: String,
    /// Everything up to the closing `]`, with runs of white space made single spaces.
    pub args: String,
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.args.is_empty() {
            write!(f, "[%{}]", self.name)
        } else {
            write!(f, "[%{} {}]", self.name, self.args)
        }
    }
}

/// A comment (`{...}` or `; ...`): its commands and the free text around them.
///
/// The text has its white space normalised (single spaces, trimmed), as line wrapping would
/// change it anyway; commands are written first, then the text.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Comment {
    /// The free text, without the commands.
    pub text: String,
    /// The `[%name args]` commands, in order.
    pub commands: Vec<Command>,
}

impl Comment {
    /// A comment of plain text (white space is normalised; commands are not looked for).
    pub fn new(text: &str) -> Comment {
        Comment {
            text: normalize_space(text),
            commands: Vec::new(),
        }
    }

    /// Reads the inside of a comment: extracts every well-formed `[%name args]` and keeps the
    /// rest as text.
    pub fn parse(raw: &str) -> Comment {
        let mut commands = Vec::new();
        let mut plain = String::with_capacity(raw.len());
        let mut pos = 0;
        let mut plain_start = 0;
        // The first `]` at or after some offset (`None`: there is none): searched once and
        // reused while it is still ahead, so the whole scan stays linear.
        let mut next_close: Option<Option<usize>> = None;
        while let Some(i) = raw[pos..].find("[%").map(|i| pos + i) {
            let name_start = i + 2;
            let args_start = name_start
                + raw[name_start..]
                    .bytes()
                    .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
                    .count();
            let close = match next_close {
                Some(c) if c.is_none_or(|c| c >= args_start) => c,
                _ => {
                    let c = raw[args_start..].find(']').map(|c| args_start + c);
                    next_close = Some(c);
                    c
                }
            };
            match close {
                // No `]` anywhere after: no more commands.
                None => break,
                Some(close) if args_start > name_start => {
                    plain.push_str(&raw[plain_start..i]);
                    plain.push(' ');
                    commands.push(Command {
                        name: raw[name_start..args_start].to_string(),
                        args: normalize_space(&raw[args_start..close]),
                    });
                    pos = close + 1;
                    plain_start = pos;
                }
                // `[%` without a name: text.
                Some(_) => pos = name_start,
            }
        }
        plain.push_str(&raw[plain_start..]);
        Comment {
            text: normalize_space(&plain),
            commands,
        }
    }

    /// The arguments of the first command with this name (`comment.command("clk")`).
    pub fn command(&self, name: &str) -> Option<&str> {
        self.commands
            .iter()
            .find(|c| c.name == name)
            .map(|c| c.args.as_str())
    }

    /// The comment as written between the braces: the commands, then the text.
    pub fn body(&self) -> String {
        let mut out = String::new();
        for command in &self.commands {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(&command.to_string());
        }
        if !self.text.is_empty() {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(&self.text);
        }
        out
    }
}

/// One move of a line, with what is attached to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The move, legal in the position before it.
    pub mv: Move,
    /// Numeric annotation glyphs: `$1` (or `!`), `$2` (`?`), `$3` (`!!`), `$4` (`??`),
    /// `$5` (`!?`), `$6` (`?!`), ...
    pub nags: Vec<u8>,
    /// Comments after the move.
    pub comments: Vec<Comment>,
    /// Alternatives to this move, each played from the position before it.
    pub variations: Vec<Line>,
}

impl Node {
    /// A move with nothing attached.
    pub fn new(mv: Move) -> Node {
        Node {
            mv,
            nags: Vec::new(),
            comments: Vec::new(),
            variations: Vec::new(),
        }
    }
}

/// A sequence of moves: the main line of a game, or a variation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    /// Comments before the first move.
    pub comments: Vec<Comment>,
    /// The moves, in order.
    pub nodes: Vec<Node>,
}

impl Line {
    /// The moves of this line, without annotations or variations.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.nodes.iter().map(|n| n.mv)
    }
}

/// One game of a PGN file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Game {
    /// The tag pairs in file order (`[Name "value"]`), values unescaped.
    pub tags: Vec<(String, String)>,
    /// The starting position from the `FEN` tag; `None` for the standard start.
    pub start: Option<Position>,
    /// The main line, with its variations inside.
    pub mainline: Line,
    /// The game termination marker at the end of the movetext (or, if it was missing, the
    /// `Result` tag's value).
    pub result: GameResult,
}

impl Game {
    /// An empty game from the standard starting position.
    pub fn new() -> Game {
        Game::default()
    }

    /// A game of these moves (which must be legal in turn) from `start`, without tags.
    pub fn from_moves(start: &Position, moves: &[Move]) -> Game {
        Game {
            tags: Vec::new(),
            start: if start.to_fen() == START_FEN {
                None
            } else {
                Some(start.clone())
            },
            mainline: Line {
                comments: Vec::new(),
                nodes: moves.iter().map(|&mv| Node::new(mv)).collect(),
            },
            result: GameResult::Unknown,
        }
    }

    /// The value of the first tag with this name.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag, replacing the first one with this name or adding it at the end.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// The position before the first move.
    pub fn start_position(&self) -> Position {
        self.start.clone().unwrap_or_else(Position::startpos)
    }

    /// The moves of the main line.
    pub fn mainline_moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.mainline.moves()
    }

    /// The position after the last move of the main line.
    pub fn mainline_final_position(&self) -> Position {
        let mut pos = self.start_position();
        for mv in self.mainline_moves() {
            pos.play_unchecked(mv);
        }
        pos
    }

    /// The tags as export format writes them: the Seven Tag Roster first, in its order, missing
    /// ones filled in (`?`, `????.??.??`, and for `Result` the game's result), then the other
    /// tags in their order, plus `SetUp` and `FEN` if the game has a starting position but no
    /// `FEN` tag. Reading a written game gives back exactly these tags.
    pub fn export_tags(&self) -> Vec<(String, String)> {
        let mut out = Vec::with_capacity(self.tags.len() + 7);
        let mut used = vec![false; self.tags.len()];
        for (name, default) in SEVEN_TAG_ROSTER {
            let found = self.tags.iter().position(|(n, _)| n == name);
            let value = match found {
                Some(i) => {
                    used[i] = true;
                    self.tags[i].1.clone()
                }
                None if name == "Result" => self.result.as_str().to_string(),
                None => default.to_string(),
            };
            out.push((name.to_string(), value));
        }
        for (tag, used) in self.tags.iter().zip(used) {
            if !used {
                out.push(tag.clone());
            }
        }
        if let Some(start) = &self.start {
            if self.tag("FEN").is_none() {
                out.push(("SetUp".to_string(), "1".to_string()));
                out.push(("FEN".to_string(), start.to_fen()));
            }
        }
        out
    }

    /// The game in export format (see [`write_game`]).
    pub fn to_pgn(&self) -> String {
        write_game(self)
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write_game(self))
    }
}

/// Text of a PGN file from its bytes: UTF-8 (a BOM is fine) if it is valid UTF-8, otherwise
/// Latin-1, the usual encoding of older PGN files.
pub fn decode(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => Cow::Owned(bytes.iter().map(|&b| char::from(b)).collect()),
    }
}

/// Single spaces between words, none at the ends.
fn normalize_space(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}
