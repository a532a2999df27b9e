//! Reading a PGN file a few games at a time (issue 13), so that a 10,000-game file never
//! freezes the page: [`Import::step`] reads games until its budget says stop (the page gives
//! it about 12 ms a turn, then lets the browser draw the progress bar), keeping a
//! [`Summary`] of each game for the list to pick from and each broken game's error with its
//! place. A picked game is read again from its part of the text. Pure: tested natively.

use std::rc::Rc;

use crate::rules::pgn::{self, PgnError, PgnReader, Span};

/// What the list shows of a game, and where it is in the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Its number in the file, from 1 (broken games count).
    pub number: usize,
    pub white: String,
    pub black: String,
    pub result: String,
    pub date: String,
    pub event: String,
    /// The first moves, numbered SAN (`1. e4 c5 2. Nf3`).
    pub opening: String,
    /// The game's bytes in the text.
    range: (usize, usize),
}

/// A PGN text being read.
#[derive(Clone, Debug)]
pub struct Import {
    text: Rc<str>,
    at: Span,
    games: usize,
    done: bool,
    pub found: Vec<Summary>,
    pub problems: Vec<PgnError>,
}

impl PartialEq for Import {
    fn eq(&self, other: &Import) -> bool {
        Rc::ptr_eq(&self.text, &other.text) && self.at == other.at
    }
}

/// How many first plies the list shows.
const OPENING_PLIES: usize = 6;

impl Import {
    pub fn new(text: Rc<str>) -> Import {
        Import {
            text,
            at: Span {
                offset: 0,
                line: 1,
                column: 1,
            },
            games: 0,
            done: false,
            found: Vec::new(),
            problems: Vec::new(),
        }
    }

    /// Reads games while `go_on()` says so (at least one each call), then stops where the
    /// next call goes on.
    pub fn step(&mut self, go_on: &mut dyn FnMut() -> bool) {
        if self.done {
            return;
        }
        let text = Rc::clone(&self.text);
        let mut reader = PgnReader::resume(&text, self.at, self.games);
        loop {
            let start = reader.position().offset;
            let Some(next) = reader.next() else {
                self.done = true;
                break;
            };
            let end = reader.position().offset;
            match next {
                Ok(game) => self
                    .found
                    .push(summary(&game, reader.games(), (start, end))),
                Err(e) => self.problems.push(e),
            }
            if !go_on() {
                break;
            }
        }
        self.at = reader.position();
        self.games = reader.games();
    }

    /// Reads everything at once (for tests and small texts).
    pub fn read_all(&mut self) {
        while !self.done {
            self.step(&mut || true);
        }
    }

    pub fn is_done(&self) -> bool {
        self.done
    }

    /// How much of the text is read, from 0 to 1.
    pub fn progress(&self) -> f64 {
        if self.done || self.text.is_empty() {
            1.0
        } else {
            self.at.offset as f64 / self.text.len() as f64
        }
    }

    /// The text's size in bytes.
    pub fn size(&self) -> usize {
        self.text.len()
    }

    /// The whole game of a summary, read again.
    pub fn game(&self, summary: &Summary) -> Option<pgn::Game> {
        let (start, end) = summary.range;
        let part = self.text.get(start..end)?;
        PgnReader::new(part).next()?.ok()
    }
}

fn summary(game: &pgn::Game, number: usize, range: (usize, usize)) -> Summary {
    let tag = |name: &str| {
        game.tag(name)
            .filter(|v| !v.is_empty() && *v != "?" && !v.starts_with("????"))
            .unwrap_or("")
            .to_string()
    };
    let moves: Vec<_> = game.mainline_moves().take(OPENING_PLIES).collect();
    Summary {
        number,
        white: tag("White"),
        black: tag("Black"),
        result: game.result.to_string(),
        date: tag("Date"),
        event: tag("Event"),
        opening: pgn::movetext(&game.start_position(), &moves),
        range,
    }
}
