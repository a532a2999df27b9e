//! The PGN parser: reads games one after another from the lexer's tokens, resolving each move
//! against its position (so every parsed game is legal), and after a bad game skips to the next
//! one. Variations use an explicit stack with a depth limit: no recursion, no stack overflow.

use super::error::{PgnError, PgnErrorKind};
use super::lexer::{LexError, Lexer, Span, Token, TokenKind};
use super::{Comment, Game, GameResult, Line, Node};
use crate::rules::position::Position;
use crate::rules::types::Color;

/// How deeply variations may nest; deeper is an error.
pub const MAX_VARIATION_DEPTH: usize = 64;

/// Reads every game of a PGN text. A game that cannot be read gives its error and the reader
/// goes on with the next game.
pub fn parse_pgn(text: &str) -> Vec<Result<Game, PgnError>> {
    PgnReader::new(text).collect()
}

/// An iterator over the games of a PGN text, one `Result` per game.
pub struct PgnReader<'a> {
    text: &'a str,
    lexer: Lexer<'a>,
    /// Games returned so far (good and bad).
    games: usize,
    /// A token read but not used: the tag that starts the next game.
    pending: Option<Token<'a>>,
}

/// A failed game: the error, and the offset to look for the next game from.
struct Failure {
    /// Boxed to keep results small.
    error: Box<PgnError>,
    resume: usize,
}

/// A line being read: the main line, or an open variation.
struct Frame {
    line: Line,
    /// The position after the last move of the line.
    pos: Position,
    /// The position before the last move: where a variation on that move starts.
    before_last: Option<Position>,
    /// Where the `(` of a variation is.
    open: Span,
}

impl Frame {
    fn new(pos: Position, open: Span) -> Frame {
        Frame {
            line: Line::default(),
            pos,
            before_last: None,
            open,
        }
    }
}

impl<'a> PgnReader<'a> {
    pub fn new(text: &'a str) -> PgnReader<'a> {
        PgnReader {
            text,
            lexer: Lexer::new(text),
            games: 0,
            pending: None,
        }
    }

    /// A reader that starts at `at` (a [`PgnReader::position`] of an earlier reader of the
    /// same text, `games` games in): a long text can be read a few games at a time, with the
    /// games and lines numbered as if read in one go.
    pub fn resume(text: &'a str, at: Span, games: usize) -> PgnReader<'a> {
        let mut reader = PgnReader::new(text);
        reader.lexer.jump(at);
        reader.games = games;
        reader
    }

    /// Where the next game's reading starts (byte offset, line, column).
    pub fn position(&self) -> Span {
        match &self.pending {
            Some(token) => token.at,
            None => self.lexer.span(),
        }
    }

    /// Games read so far, good and bad.
    pub fn games(&self) -> usize {
        self.games
    }

    fn token(&mut self) -> Result<Token<'a>, LexError> {
        match self.pending.take() {
            Some(token) => Ok(token),
            None => self.lexer.next_token(),
        }
    }

    /// Reads one game. `Ok(None)`: nothing but comments before the next game or the end.
    fn game(&mut self, number: usize) -> Result<Option<Game>, Failure> {
        let fail = |kind: PgnErrorKind, at: Span, resume: usize| Failure {
            error: Box::new(PgnError {
                game: number,
                line: at.line,
                column: at.column,
                kind,
            }),
            resume,
        };
        let lex_fail = |e: LexError| fail(*e.kind, e.at, e.at.offset);

        // Tag pairs.
        let mut game = Game::default();
        let mut fen_tag: Option<(String, Span)> = None;
        let mut setup_off = false;
        let mut token = self.token().map_err(lex_fail)?;
        while let TokenKind::Tag { name, value } = token.kind {
            match name {
                "FEN" if fen_tag.is_none() => fen_tag = Some((value.clone(), token.at)),
                "SetUp" if value.trim() == "0" => setup_off = true,
                _ => {}
            }
            game.tags.push((name.to_string(), value));
            token = self.token().map_err(lex_fail)?;
        }
        let has_tags = !game.tags.is_empty();
        if let Some((fen, at)) = fen_tag.filter(|_| !setup_off) {
            let chess960 = game
                .tag("Variant")
                .is_some_and(|v| v.contains("960") || v.eq_ignore_ascii_case("fischerandom"));
            let parsed = Position::from_fen(&fen).or_else(|e| {
                if chess960 {
                    Position::from_fen_relaxed(&fen)
                } else {
                    Err(e)
                }
            });
            match parsed {
                Ok(pos) => game.start = Some(pos),
                Err(error) => {
                    return Err(fail(
                        PgnErrorKind::BadFen { fen, error },
                        at,
                        token.at.offset,
                    ))
                }
            }
        }

        // Movetext.
        let start = game.start_position();
        let mut root = Frame::new(start, token.at);
        let mut open: Vec<Frame> = Vec::new();
        let mut result = None;
        loop {
            let at = token.at;
            let depth = open.len();
            let frame = open.last_mut().unwrap_or(&mut root);
            match token.kind {
                TokenKind::MoveNumber => {}
                TokenKind::San { text, glyph } => {
                    if matches!(text, "--" | "Z0" | "z0" | "null") {
                        return Err(fail(
                            PgnErrorKind::NullMove(text.to_string()),
                            at,
                            at.offset,
                        ));
                    }
                    let mv = frame.pos.parse_san_lenient(text).map_err(|error| {
                        let n = frame.pos.fullmove_number();
                        let number = match frame.pos.turn() {
                            Color::White => format!("{n}."),
                            Color::Black => format!("{n}..."),
                        };
                        let kind = PgnErrorKind::Move {
                            number,
                            text: text.to_string(),
                            fen: frame.pos.to_fen(),
                            error,
                        };
                        fail(kind, at, at.offset)
                    })?;
                    let before = frame.pos.clone();
                    frame.pos.play_unchecked(mv);
                    frame.before_last = Some(before);
                    let mut node = Node::new(mv);
                    node.nags.extend(glyph);
                    frame.line.nodes.push(node);
                }
                TokenKind::Nag(nag) => match frame.line.nodes.last_mut() {
                    Some(node) => node.nags.push(nag),
                    None => return Err(fail(PgnErrorKind::NagWithoutMove, at, at.offset)),
                },
                TokenKind::Comment(raw) => {
                    let comment = Comment::parse(raw);
                    match frame.line.nodes.last_mut() {
                        Some(node) => node.comments.push(comment),
                        None => frame.line.comments.push(comment),
                    }
                }
                TokenKind::Open => {
                    if depth >= MAX_VARIATION_DEPTH {
                        return Err(fail(PgnErrorKind::TooDeep, at, at.offset));
                    }
                    let Some(before) = frame.before_last.clone() else {
                        return Err(fail(PgnErrorKind::VariationWithoutMove, at, at.offset));
                    };
                    open.push(Frame::new(before, at));
                }
                TokenKind::Close => {
                    let Some(variation) = open.pop() else {
                        return Err(fail(PgnErrorKind::UnexpectedCloseParen, at, at.offset));
                    };
                    let parent = open.last_mut().unwrap_or(&mut root);
                    // A variation is only opened after a move of its parent line.
                    if let Some(node) = parent.line.nodes.last_mut() {
                        node.variations.push(variation.line);
                    }
                }
                TokenKind::Result(r) => {
                    if let Some(frame) = open.last() {
                        return Err(fail(PgnErrorKind::UnclosedVariation, frame.open, at.offset));
                    }
                    result = Some(r);
                    break;
                }
                TokenKind::Tag { .. } => {
                    if let Some(frame) = open.last() {
                        return Err(fail(PgnErrorKind::UnclosedVariation, frame.open, at.offset));
                    }
                    self.pending = Some(token);
                    break;
                }
                TokenKind::Eof => {
                    if let Some(frame) = open.last() {
                        return Err(fail(PgnErrorKind::UnclosedVariation, frame.open, at.offset));
                    }
                    break;
                }
            }
            token = self.token().map_err(lex_fail)?;
        }

        game.mainline = root.line;
        if !has_tags && result.is_none() && game.mainline.nodes.is_empty() {
            return Ok(None);
        }
        game.result = result
            .or_else(|| game.tag("Result").and_then(GameResult::parse))
            .unwrap_or_default();
        Ok(Some(game))
    }
}

impl Iterator for PgnReader<'_> {
    type Item = Result<Game, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let start = match &self.pending {
                Some(token) => token.at,
                None => {
                    // Peek at the first token: the end of the text means no more games.
                    let token = match self.lexer.next_token() {
                        Ok(token) => token,
                        Err(e) => {
                            // The game starts with a bad token: report it as this game's error.
                            self.games += 1;
                            let failure = Failure {
                                error: Box::new(PgnError {
                                    game: self.games,
                                    line: e.at.line,
                                    column: e.at.column,
                                    kind: *e.kind,
                                }),
                                resume: e.at.offset,
                            };
                            return Some(Err(self.recover(e.at, failure)));
                        }
                    };
                    if matches!(token.kind, TokenKind::Eof) {
                        return None;
                    }
                    let at = token.at;
                    self.pending = Some(token);
                    at
                }
            };
            let number = self.games + 1;
            match self.game(number) {
                Ok(Some(game)) => {
                    self.games = number;
                    return Some(Ok(game));
                }
                // Only comments were read (some tokens were consumed): look again.
                Ok(None) => continue,
                Err(failure) => {
                    self.games = number;
                    return Some(Err(self.recover(start, failure)));
                }
            }
        }
    }
}

impl PgnReader<'_> {
    /// Moves the lexer to where the next game probably starts, after a failed game that began
    /// at `start`, and returns the failure's error.
    fn recover(&mut self, start: Span, failure: Failure) -> PgnError {
        self.pending = None;
        let next = next_game_start(self.text, failure.resume, start.offset);
        self.lexer.seek(next, start);
        *failure.error
    }
}

/// Where the next game starts, looking from byte `from` on (`game_start` is where the failed
/// game began; the answer is always after it, so reading makes progress):
/// - at a line starting with `[Name` whose previous line is not a tag line (a new tag section),
/// - or right after a line whose last word is a result (`1-0`, `0-1`, `1/2-1/2`, `*`),
/// - or at the end of the text.
fn next_game_start(text: &str, from: usize, game_start: usize) -> usize {
    let bytes = text.as_bytes();
    let len = bytes.len();
    let from = from.min(len);
    let line_start = bytes[..from]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let mut prev_is_tag = line_start > 0 && {
        let prev_start = bytes[..line_start - 1]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        is_tag_line(&bytes[prev_start..line_start - 1])
    };
    let mut start = line_start;
    while start < len {
        let end = bytes[start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(len, |i| start + i);
        let line = &bytes[start..end];
        let is_tag = is_tag_line(line);
        if is_tag && !prev_is_tag {
            let indent = line
                .iter()
                .position(|b| !b.is_ascii_whitespace())
                .unwrap_or(0);
            let at = start + indent;
            if at >= from && at > game_start {
                return at;
            }
        }
        if let Some(word_start) = last_word_is_result(line) {
            if start + word_start >= from {
                return end;
            }
        }
        prev_is_tag = is_tag;
        start = end + 1;
    }
    len
}

/// A line whose first non-blank characters are `[` and a tag name character.
fn is_tag_line(line: &[u8]) -> bool {
    let mut rest = line.iter().skip_while(|b| b.is_ascii_whitespace());
    rest.next() == Some(&b'[') && rest.next().is_some_and(|b| b.is_ascii_alphanumeric())
}

/// If the last word of the line is a result token, where that word starts.
fn last_word_is_result(line: &[u8]) -> Option<usize> {
    let end = line.iter().rposition(|b| !b.is_ascii_whitespace())? + 1;
    let start = line[..end]
        .iter()
        .rposition(|b| b.is_ascii_whitespace())
        .map_or(0, |i| i + 1);
    let word = &line[start..end];
    matches!(word, b"1-0" | b"0-1" | b"1/2-1/2" | b"*").then_some(start)
}
