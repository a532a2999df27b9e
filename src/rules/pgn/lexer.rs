//! The PGN lexer: turns text into tokens (tag pairs, move numbers, moves with their `!?` glyphs,
//! NAGs, comments, parentheses, results), each with its offset, line and column. Skips white
//! space, a BOM, stray dots and `%` escape lines. Works on bytes, one pass, never backtracks.

use super::error::PgnErrorKind;
use super::GameResult;

/// Where a token starts: byte offset, and line and column (in characters) from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    pub offset: usize,
    pub line: usize,
    pub column: usize,
}

#[derive(Debug)]
pub(super) enum TokenKind<'a> {
    /// `[Name "value"]`, the value unescaped.
    Tag {
        name: &'a str,
        value: String,
    },
    /// `12.`, `12...` or a bare `12`.
    MoveNumber,
    /// A move as written, with the NAG of a glyph written right after it (`e4!?`).
    San {
        text: &'a str,
        glyph: Option<u8>,
    },
    /// `$n`, a standalone glyph (`!?`) or an evaluation symbol (`+-`).
    Nag(u8),
    /// The inside of `{...}` or the rest of the line after `;`.
    Comment(&'a str),
    Open,
    Close,
    Result(GameResult),
    Eof,
}

#[derive(Debug)]
pub(super) struct Token<'a> {
    pub kind: TokenKind<'a>,
    pub at: Span,
}

#[derive(Debug)]
pub(super) struct LexError {
    /// Boxed to keep results small.
    pub kind: Box<PgnErrorKind>,
    pub at: Span,
}

pub(super) struct Lexer<'a> {
    src: &'a str,
    bytes: &'a [u8],
    pos: usize,
    line: usize,
    column: usize,
    /// No `}` at or after this offset (found by a failed search): later unterminated
    /// comments fail at once instead of searching to the end again.
    no_brace_after: usize,
}

/// Characters that may continue a move or symbol token.
fn is_symbol_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'+' | b'#' | b'=' | b':' | b'/' | b'-')
}

/// The NAG of a move-quality glyph.
fn glyph_nag(glyph: &str) -> Option<u8> {
    Some(match glyph {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        _ => return None,
    })
}

/// The NAG of an evaluation symbol written in ASCII.
fn symbol_nag(symbol: &str) -> Option<u8> {
    Some(match symbol {
        "=" => 10,
        "+=" | "+/=" => 14,
        "=+" | "=/+" => 15,
        "+/-" => 16,
        "-/+" => 17,
        "+-" => 18,
        "-+" => 19,
        _ => return None,
    })
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src,
            bytes: src.as_bytes(),
            pos: 0,
            line: 1,
            column: 1,
            no_brace_after: usize::MAX,
        }
    }

    pub fn span(&self) -> Span {
        Span {
            offset: self.pos,
            line: self.line,
            column: self.column,
        }
    }

    /// Moves straight to `at`, a span this lexer's text gave before (its offset at a token's
    /// start, on a character boundary; past the end it is the end).
    pub fn jump(&mut self, at: Span) {
        self.pos = at.offset.min(self.bytes.len());
        while !self.src.is_char_boundary(self.pos) {
            self.pos -= 1;
        }
        self.line = at.line;
        self.column = at.column;
    }

    /// Moves to `offset`: forward from here, or forward from `checkpoint` if `offset` is
    /// behind (the checkpoint must be at or before `offset`).
    pub fn seek(&mut self, offset: usize, checkpoint: Span) {
        if offset < self.pos {
            self.pos = checkpoint.offset;
            self.line = checkpoint.line;
            self.column = checkpoint.column;
        }
        while self.pos < offset.min(self.bytes.len()) {
            self.bump();
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn peek_at(&self, ahead: usize) -> Option<u8> {
        self.bytes.get(self.pos + ahead).copied()
    }

    /// Consumes one byte, keeping line and column (columns count characters, not bytes).
    fn bump(&mut self) {
        if let Some(&b) = self.bytes.get(self.pos) {
            self.pos += 1;
            if b == b'\n' {
                self.line += 1;
                self.column = 1;
            } else if b & 0xC0 != 0x80 {
                self.column += 1;
            }
        }
    }

    fn bump_while(&mut self, pred: impl Fn(u8) -> bool) {
        while self.peek().is_some_and(&pred) {
            self.bump();
        }
    }

    /// Consumes up to (not including) byte offset `end`.
    fn bump_to(&mut self, end: usize) {
        while self.pos < end {
            self.bump();
        }
    }

    /// The character at the current position (for error messages).
    fn current_char(&self) -> char {
        self.src
            .get(self.pos..)
            .and_then(|s| s.chars().next())
            .unwrap_or(char::REPLACEMENT_CHARACTER)
    }

    /// Skips white space, a BOM, non-breaking spaces, stray dots and `%` escape lines.
    fn skip_trivia(&mut self) {
        while let Some(b) = self.peek() {
            match b {
                b' ' | b'\t' | b'\r' | b'\n' | 0x0b | 0x0c | b'.' => self.bump(),
                // The BOM (U+FEFF) is not counted as a column.
                0xEF if self.bytes[self.pos..].starts_with(&[0xEF, 0xBB, 0xBF]) => {
                    self.pos += 3;
                }
                // U+00A0, a non-breaking space.
                0xC2 if self.peek_at(1) == Some(0xA0) => {
                    self.bump();
                    self.bump();
                }
                b'%' if self.column == 1 => self.bump_while(|b| b != b'\n'),
                _ => return,
            }
        }
    }

    pub fn next_token(&mut self) -> Result<Token<'a>, LexError> {
        self.skip_trivia();
        let at = self.span();
        let Some(b) = self.peek() else {
            return Ok(Token {
                kind: TokenKind::Eof,
                at,
            });
        };
        let kind = match b {
            b'[' => self.tag()?,
            b'{' => {
                self.bump();
                let start = self.pos;
                let close = if start >= self.no_brace_after {
                    None
                } else {
                    self.bytes[start..].iter().position(|&b| b == b'}')
                };
                let Some(len) = close else {
                    self.no_brace_after = self.no_brace_after.min(start);
                    return Err(LexError {
                        kind: Box::new(PgnErrorKind::UnterminatedComment),
                        at,
                    });
                };
                self.bump_to(start + len);
                self.bump();
                TokenKind::Comment(&self.src[start..start + len])
            }
            b';' => {
                self.bump();
                let start = self.pos;
                self.bump_while(|b| b != b'\n');
                TokenKind::Comment(&self.src[start..self.pos])
            }
            b'(' => {
                self.bump();
                TokenKind::Open
            }
            b')' => {
                self.bump();
                TokenKind::Close
            }
            b'*' => {
                self.bump();
                TokenKind::Result(GameResult::Unknown)
            }
            b'$' => self.nag(at)?,
            b'!' | b'?' => {
                let start = self.pos;
                self.bump_while(|b| b == b'!' || b == b'?');
                let glyph = &self.src[start..self.pos];
                match glyph_nag(glyph) {
                    Some(nag) => TokenKind::Nag(nag),
                    None => return Err(self.unknown_glyph(glyph, at)),
                }
            }
            b'0'..=b'9' => {
                let start = self.pos;
                self.bump_while(|b| b.is_ascii_digit());
                if self.peek() == Some(b'.') {
                    self.bump_while(|b| b == b'.');
                    TokenKind::MoveNumber
                } else {
                    self.bump_while(is_symbol_byte);
                    let text = &self.src[start..self.pos];
                    if text.bytes().all(|b| b.is_ascii_digit()) {
                        TokenKind::MoveNumber
                    } else if let Some(result) = GameResult::parse(text) {
                        TokenKind::Result(result)
                    } else {
                        self.san(text, at)?
                    }
                }
            }
            b'a'..=b'z' | b'A'..=b'Z' | b'-' | b'+' | b'=' => {
                let start = self.pos;
                self.bump_while(is_symbol_byte);
                let text = &self.src[start..self.pos];
                match symbol_nag(text) {
                    Some(nag) => TokenKind::Nag(nag),
                    None => self.san(text, at)?,
                }
            }
            _ => {
                return Err(LexError {
                    kind: Box::new(PgnErrorKind::UnexpectedChar(self.current_char())),
                    at,
                })
            }
        };
        Ok(Token { kind, at })
    }

    /// A move token: `text`, then any `!`/`?` glyph written right after it.
    fn san(&mut self, text: &'a str, at: Span) -> Result<TokenKind<'a>, LexError> {
        let start = self.pos;
        self.bump_while(|b| b == b'!' || b == b'?');
        let glyph = &self.src[start..self.pos];
        let glyph = if glyph.is_empty() {
            None
        } else {
            match glyph_nag(glyph) {
                Some(nag) => Some(nag),
                None => return Err(self.unknown_glyph(glyph, at)),
            }
        };
        Ok(TokenKind::San { text, glyph })
    }

    fn unknown_glyph(&self, glyph: &str, at: Span) -> LexError {
        LexError {
            kind: Box::new(PgnErrorKind::BadNag(format!(
                "unknown annotation '{glyph}': expected !, ?, !!, ??, !? or ?!"
            ))),
            at,
        }
    }

    /// `$` and its number, 0 to 255.
    fn nag(&mut self, at: Span) -> Result<TokenKind<'a>, LexError> {
        self.bump();
        let start = self.pos;
        self.bump_while(|b| b.is_ascii_digit());
        let digits = &self.src[start..self.pos];
        if digits.is_empty() {
            return Err(LexError {
                kind: Box::new(PgnErrorKind::BadNag(
                    "expected a number after '$'".to_string(),
                )),
                at,
            });
        }
        match digits.parse::<u8>() {
            Ok(n) if digits.len() <= 3 => Ok(TokenKind::Nag(n)),
            _ => Err(LexError {
                kind: Box::new(PgnErrorKind::NagOutOfRange(digits.to_string())),
                at,
            }),
        }
    }

    fn skip_blanks(&mut self) {
        self.bump_while(|b| b == b' ' || b == b'\t');
    }

    fn bad_tag(&self, expected: String) -> LexError {
        LexError {
            kind: Box::new(PgnErrorKind::BadTag(expected)),
            at: self.span(),
        }
    }

    /// `[Name "value"]`. A `"` inside the value that is not followed by `]` is kept as part of
    /// the value (files often contain `[Event "The "Big" One"]`).
    fn tag(&mut self) -> Result<TokenKind<'a>, LexError> {
        self.bump();
        self.skip_blanks();
        let name_start = self.pos;
        self.bump_while(|b| b.is_ascii_alphanumeric() || b == b'_');
        let name = &self.src[name_start..self.pos];
        if name.is_empty() {
            return Err(self.bad_tag("expected a tag name after '['".to_string()));
        }
        self.skip_blanks();
        if self.peek() != Some(b'"') {
            return Err(self.bad_tag(format!("expected the value of tag {name} in double quotes")));
        }
        self.bump();
        let mut value = String::new();
        let mut last_quote: Option<Span> = None;
        loop {
            match self.peek() {
                None | Some(b'\n' | b'\r') => {
                    return Err(match last_quote {
                        Some(at) => LexError {
                            kind: Box::new(PgnErrorKind::BadTag(format!(
                                "expected ']' after the value of tag {name}"
                            ))),
                            at,
                        },
                        None => LexError {
                            kind: Box::new(PgnErrorKind::UnterminatedTagValue {
                                name: name.to_string(),
                            }),
                            at: self.span(),
                        },
                    });
                }
                Some(b'\\') if matches!(self.peek_at(1), Some(b'"' | b'\\')) => {
                    self.bump();
                    value.push(char::from(self.bytes[self.pos]));
                    self.bump();
                }
                Some(b'"') => {
                    let quote = self.span();
                    self.bump();
                    let (pos, column) = (self.pos, self.column);
                    self.skip_blanks();
                    if self.peek() == Some(b']') {
                        self.bump();
                        return Ok(TokenKind::Tag { name, value });
                    }
                    // Not the end: the quote belongs to the value.
                    self.pos = pos;
                    self.column = column;
                    value.push('"');
                    last_quote = Some(quote);
                }
                Some(_) => {
                    let c = self.current_char();
                    value.push(c);
                    for _ in 0..c.len_utf8().max(1) {
                        self.bump();
                    }
                }
            }
        }
    }
}
