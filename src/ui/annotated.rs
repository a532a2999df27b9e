//! A PGN game made ready to step through (the embed's view mode, issue 11): the main line's
//! moves, and for every position what the PGN says about it — the comment's text, the
//! annotation glyphs (`!`, `?!`…), the arrows and marked squares of `[%cal …]` / `[%csl …]`,
//! and the alternatives (variations) written out in SAN. Pure: tested natively.

use crate::rules::pgn::{self, Comment, PgnError};
use crate::rules::{Move, Position, Square};

/// The colours of `%cal` arrows and `%csl` squares: `G`, `R`, `Y`, `B`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkColor {
    Green,
    Red,
    Yellow,
    Blue,
}

impl MarkColor {
    fn from_letter(c: char) -> Option<MarkColor> {
        match c {
            'G' => Some(MarkColor::Green),
            'R' => Some(MarkColor::Red),
            'Y' => Some(MarkColor::Yellow),
            'B' => Some(MarkColor::Blue),
            _ => None,
        }
    }

    /// The letter of `%cal`/`%csl`: `G`, `R`, `Y`, `B`.
    pub fn letter(self) -> char {
        match self {
            MarkColor::Green => 'G',
            MarkColor::Red => 'R',
            MarkColor::Yellow => 'Y',
            MarkColor::Blue => 'B',
        }
    }

    /// The name the stylesheet knows (`data-mark="green"`).
    pub fn name(self) -> &'static str {
        match self {
            MarkColor::Green => "green",
            MarkColor::Red => "red",
            MarkColor::Yellow => "yellow",
            MarkColor::Blue => "blue",
        }
    }
}

/// An arrow drawn on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arrow {
    pub from: Square,
    pub to: Square,
    pub color: MarkColor,
}

/// What is said about one position of the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// The comments' free text.
    pub text: Vec<String>,
    /// The glyphs of the move that led here (`!`, `??`…).
    pub glyphs: String,
    pub arrows: Vec<Arrow>,
    pub marks: Vec<(Square, MarkColor)>,
    /// Alternatives to the move that led here, each as numbered SAN (`2... Nc6 3. Bb5`).
    pub variations: Vec<String>,
}

/// A game of the main line's moves with its notes: `notes[0]` is about the start,
/// `notes[ply]` about the position after `ply` moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Annotated {
    pub start: Position,
    pub moves: Vec<Move>,
    pub notes: Vec<Notes>,
}

/// Why a PGN gives no game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The text holds no game at all.
    Empty,
    Pgn(Box<PgnError>),
}

/// The glyph of the six move-assessment NAGs (`$1`…`$6`); others are not shown.
pub fn glyph(nag: u8) -> Option<&'static str> {
    Some(match nag {
        1 => "!",
        2 => "?",
        3 => "!!",
        4 => "??",
        5 => "!?",
        6 => "?!",
        _ => return None,
    })
}

/// `Ge2e4,Rd7d5` or `Ge4 Rd5`: colour letter and one or two squares each.
fn shapes(comment: &Comment, notes: &mut Notes) {
    let items = |name: &str| {
        comment
            .commands
            .iter()
            .filter(|c| c.name == name)
            .flat_map(|c| c.args.split([',', ' ']).map(str::trim).collect::<Vec<_>>())
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let square = Square::parse;
    for item in items("cal") {
        let mut chars = item.chars();
        let color = chars.next().and_then(MarkColor::from_letter);
        let rest = chars.as_str();
        if let (Some(color), Some(from), Some(to)) = (
            color,
            rest.get(0..2).and_then(square),
            rest.get(2..4).and_then(square),
        ) {
            if rest.len() == 4 && from != to {
                notes.arrows.push(Arrow { from, to, color });
            }
        }
    }
    for item in items("csl") {
        let mut chars = item.chars();
        let color = chars.next().and_then(MarkColor::from_letter);
        let rest = chars.as_str();
        if let (Some(color), Some(sq)) = (color, (rest.len() == 2).then(|| square(rest)).flatten())
        {
            notes.marks.push((sq, color));
        }
    }
}

/// The arrows and marked squares of some comments' `%cal` and `%csl` commands.
pub fn drawings(comments: &[Comment]) -> (Vec<Arrow>, Vec<(Square, MarkColor)>) {
    let mut notes = Notes::default();
    for comment in comments {
        shapes(comment, &mut notes);
    }
    (notes.arrows, notes.marks)
}

fn add_comments(comments: &[Comment], notes: &mut Notes) {
    for comment in comments {
        if !comment.text.is_empty() {
            notes.text.push(comment.text.clone());
        }
        shapes(comment, notes);
    }
}

/// The first game of a PGN text, ready to step through.
pub fn read(text: &str) -> Result<Annotated, ReadError> {
    let game = match pgn::parse_pgn(text).into_iter().next() {
        None => return Err(ReadError::Empty),
        Some(Err(e)) => return Err(ReadError::Pgn(Box::new(e))),
        Some(Ok(game)) => game,
    };
    let start = game.start_position();
    let mut notes = vec![Notes::default()];
    add_comments(&game.mainline.comments, &mut notes[0]);
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(game.mainline.nodes.len());
    for node in &game.mainline.nodes {
        let mut here = Notes {
            glyphs: node.nags.iter().filter_map(|&n| glyph(n)).collect(),
            ..Notes::default()
        };
        for variation in &node.variations {
            let line: Vec<Move> = variation.moves().collect();
            here.variations.push(pgn::movetext(&pos, &line));
        }
        add_comments(&node.comments, &mut here);
        pos.play_unchecked(node.mv);
        moves.push(node.mv);
        notes.push(here);
    }
    Ok(Annotated {
        start,
        moves,
        notes,
    })
}
