//! Standard Algebraic Notation (SAN: `Nf3`, `exd6`, `O-O`, `e8=Q+`) and the long algebraic
//! notation of the seeds (`Ng1-f3`, `Bb5xc6`, `e2-e4`): writing and parsing.
//!
//! Writing takes the piece letters as a parameter, so a localised notation is one table away.
//! Parsing comes in two strengths: [`Position::parse_san`] accepts exactly the SAN this module
//! writes (check marks and annotations aside); [`Position::parse_san_lenient`] also accepts
//! what people type: `0-0`, `e8Q`, `Ng1f3`, `Ng1-f3`, missing or extra `x`/`+`/`#`, and the
//! lowercase style `ng1-f3`, `rad3`, `bb5xc6` when it is unambiguous.

use super::bitboard::Bitboard;
use super::castling::CastleSide;
use super::moves::Move;
use super::position::Position;
use super::types::{File, Rank, Role, Square};
use std::fmt;

/// The letters (or words) used for each role when writing moves. Pawns are usually blank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceNames {
    /// Indexed by `Role::index()`: pawn, knight, bishop, rook, queen, king.
    pub names: [&'static str; 6],
}

impl PieceNames {
    /// `N B R Q K`, pawns without a letter.
    pub const ENGLISH: PieceNames = PieceNames {
        names: ["", "N", "B", "R", "Q", "K"],
    };
    /// Figurines `♘ ♗ ♖ ♕ ♔`.
    pub const FIGURINE: PieceNames = PieceNames {
        names: ["", "♘", "♗", "♖", "♕", "♔"],
    };
    /// Chinese names, as Simplified writes them: 马 象 车 后 王.
    pub const CHINESE: PieceNames = PieceNames {
        names: ["", "马", "象", "车", "后", "王"],
    };
    /// Chinese names, as Traditional writes them: 馬 象 車 后 王.
    pub const CHINESE_TRADITIONAL: PieceNames = PieceNames {
        names: ["", "馬", "象", "車", "后", "王"],
    };

    #[inline]
    pub fn of(&self, role: Role) -> &'static str {
        self.names[role.index()]
    }
}

/// Why a move in algebraic notation was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// The text is not a move at all.
    Syntax(String),
    /// A well-formed move that is not legal in the position.
    Illegal(String),
    /// A legal move, but not written as standard SAN (strict parsing only).
    NotStandard { text: String, expected: String },
    /// Several legal moves fit; their SAN is given so the user can choose.
    Ambiguous {
        text: String,
        candidates: Vec<String>,
    },
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(t) => write!(f, "'{t}' is not a move"),
            SanError::Illegal(t) => write!(f, "{t} is not a legal move here"),
            SanError::NotStandard { text, expected } => {
                write!(f, "{text} is not standard notation: write {expected}")
            }
            SanError::Ambiguous { text, candidates } => {
                write!(f, "{text} is ambiguous: {}?", candidates.join(" or "))
            }
        }
    }
}

impl std::error::Error for SanError {}

impl Position {
    /// The SAN of the legal move `mv`, with `+` or `#`.
    pub fn san(&self, mv: Move) -> String {
        self.san_with(mv, &PieceNames::ENGLISH)
    }

    /// The SAN of `mv` written with other piece names (e.g. [`PieceNames::CHINESE`]).
    pub fn san_with(&self, mv: Move, names: &PieceNames) -> String {
        let mut out = self.san_body(mv, names, false);
        out.push_str(self.check_suffix(mv));
        out
    }

    /// Long algebraic notation as the seeds write it: `Ng1-f3`, `Bb5xc6`, `e2-e4`, `e7-e8=Q`,
    /// `O-O`, with `+` or `#`.
    pub fn long_algebraic(&self, mv: Move) -> String {
        self.long_algebraic_with(mv, &PieceNames::ENGLISH)
    }

    /// Long algebraic notation with other piece names.
    pub fn long_algebraic_with(&self, mv: Move, names: &PieceNames) -> String {
        let mut out = self.san_body(mv, names, true);
        out.push_str(self.check_suffix(mv));
        out
    }

    fn check_suffix(&self, mv: Move) -> &'static str {
        let mut next = self.clone();
        next.play_unchecked(mv);
        if !next.is_check() {
            ""
        } else if next.has_legal_moves() {
            "+"
        } else {
            "#"
        }
    }

    /// SAN or long algebraic, without the check suffix.
    fn san_body(&self, mv: Move, names: &PieceNames, long: bool) -> String {
        let from = mv.from();
        let to = mv.to();
        if mv.is_castle() {
            return if to > from { "O-O" } else { "O-O-O" }.to_string();
        }
        let Some(piece) = self.piece_at(from) else {
            return mv.to_string();
        };
        let capture = mv.is_en_passant() || self.piece_at(to).is_some();
        let mut out = String::with_capacity(8);
        out.push_str(names.of(piece.role));
        if long {
            out.push_str(&from.to_string());
            out.push(if capture { 'x' } else { '-' });
        } else {
            if piece.role == Role::Pawn {
                if capture {
                    out.push(from.file().char());
                }
            } else {
                out.push_str(&self.disambiguation(mv, piece.role));
            }
            if capture {
                out.push('x');
            }
        }
        out.push_str(&to.to_string());
        if let Some(role) = mv.promotion_role() {
            out.push('=');
            out.push_str(match names.of(role) {
                "" => "?",
                s => s,
            });
        }
        out
    }

    /// The file, rank or square of origin needed to tell `mv` apart from other moves of the
    /// same kind of piece to the same square.
    fn disambiguation(&self, mv: Move, role: Role) -> String {
        if role == Role::King {
            return String::new();
        }
        let mut rivals = Bitboard::EMPTY;
        for other in self.legal_moves().iter() {
            if other.to() == mv.to()
                && other.from() != mv.from()
                && !other.is_castle()
                && self.piece_at(other.from()).map(|p| p.role) == Some(role)
            {
                rivals |= other.from();
            }
        }
        if rivals.is_empty() {
            return String::new();
        }
        let from = mv.from();
        if (rivals & Bitboard::file(from.file())).is_empty() {
            from.file().char().to_string()
        } else if (rivals & Bitboard::rank(from.rank())).is_empty() {
            from.rank().char().to_string()
        } else {
            from.to_string()
        }
    }

    /// Reads a move in strict SAN: it must be written exactly as [`Position::san`] writes it,
    /// except that `+`, `#` and annotations (`!`, `?`) may be missing or wrong.
    ///
    /// # Errors
    /// [`SanError`]: not a move, illegal, or ambiguous.
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        let body = strip_suffixes(text.trim());
        if body.is_empty() {
            return Err(SanError::Syntax(text.to_string()));
        }
        for mv in self.legal_moves().iter() {
            if self.san_body(*mv, &PieceNames::ENGLISH, false) == body {
                return Ok(*mv);
            }
        }
        // Not canonical: say whether it is junk, illegal or ambiguous.
        match self.parse_san_lenient(text) {
            Ok(mv) => Err(SanError::NotStandard {
                text: text.trim().to_string(),
                expected: self.san(mv),
            }),
            Err(e) => Err(e),
        }
    }

    /// Reads a move in algebraic notation as people type it (see the module docs).
    ///
    /// # Errors
    /// [`SanError`]: not a move, illegal, or ambiguous (with the candidates).
    pub fn parse_san_lenient(&self, text: &str) -> Result<Move, SanError> {
        let body = strip_suffixes(text.trim());
        let pattern = Pattern::parse(body).ok_or_else(|| SanError::Syntax(text.to_string()))?;
        let legal = self.legal_moves();
        let find = |i: &Interpretation| -> Vec<Move> {
            legal
                .iter()
                .copied()
                .filter(|&mv| i.matches(self, mv))
                .collect()
        };
        let mut found: Vec<Move> = Vec::new();
        for interpretation in pattern.interpretations() {
            found = find(&interpretation);
            if found.is_empty() && interpretation.promotion.is_none() {
                // A pawn reaching the last rank must promote: offer the four choices.
                let any = Interpretation {
                    promotion: Some(Role::Queen),
                    ..interpretation
                };
                found = legal
                    .iter()
                    .copied()
                    .filter(|&mv| {
                        mv.is_promotion()
                            && Interpretation {
                                promotion: mv.promotion_role(),
                                ..any
                            }
                            .matches(self, mv)
                    })
                    .collect();
            }
            if !found.is_empty() {
                break;
            }
        }
        match found.as_slice() {
            [] => Err(SanError::Illegal(text.trim().to_string())),
            [mv] => Ok(*mv),
            many => Err(SanError::Ambiguous {
                text: text.trim().to_string(),
                candidates: many.iter().map(|&m| self.san(m)).collect(),
            }),
        }
    }
}

/// Drops check marks, annotation glyphs and an `e.p.` suffix.
fn strip_suffixes(text: &str) -> &str {
    let mut s = text;
    loop {
        let before = s.len();
        s = s.trim_end_matches(['+', '#', '!', '?', ' ']);
        if let Some(t) = s.strip_suffix("e.p.") {
            s = t;
        } else if let Some(t) = s.strip_suffix("ep") {
            s = t;
        }
        if s.len() == before {
            return s;
        }
    }
}

/// What a piece of notation says about a move, before looking at the position.
#[derive(Clone, Copy, Debug)]
enum Pattern {
    Castle(CastleSide),
    Move {
        /// A piece letter as written (`None`: no letter, a pawn).
        letter: Option<char>,
        from_file: Option<File>,
        from_rank: Option<Rank>,
        to: Square,
        promotion: Option<Role>,
    },
}

/// One reading of a pattern: with the lowercase style, `b` may be a file or a bishop.
#[derive(Clone, Copy, Debug)]
struct Interpretation {
    /// `None`: any piece (coordinate notation like `g1f3` names no piece).
    role: Option<Role>,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    to: Square,
    promotion: Option<Role>,
    castle: Option<CastleSide>,
}

impl Pattern {
    fn parse(body: &str) -> Option<Pattern> {
        let lower = body.to_ascii_lowercase().replace('0', "o");
        match lower.as_str() {
            "o-o" | "oo" => return Some(Pattern::Castle(CastleSide::King)),
            "o-o-o" | "ooo" => return Some(Pattern::Castle(CastleSide::Queen)),
            _ => {}
        }
        let chars: Vec<char> = body
            .chars()
            .filter(|c| !matches!(c, '-' | 'x' | 'X' | ':' | '(' | ')' | '/'))
            .collect();
        // Promotion at the end: `=Q`, `Q`, `q`, `(Q)`, `/Q`.
        let mut end = chars.len();
        let mut promotion = None;
        if end >= 3 {
            if let Some(role) = Role::from_char(chars[end - 1])
                .filter(|r| matches!(r, Role::Queen | Role::Rook | Role::Bishop | Role::Knight))
            {
                if chars[end - 2].is_ascii_digit() || chars[end - 2] == '=' {
                    promotion = Some(role);
                    end -= 1;
                    if chars[end - 1] == '=' {
                        end -= 1;
                    }
                }
            }
        }
        if end < 2 {
            return None;
        }
        let to_text: String = chars[end - 2..end].iter().collect();
        let to = Square::parse(&to_text)?;
        let mut rest = &chars[..end - 2];
        let mut letter = None;
        if let Some(&c) = rest.first() {
            if matches!(
                c,
                'N' | 'B' | 'R' | 'Q' | 'K' | 'P' | 'n' | 'b' | 'r' | 'q' | 'k' | 'p'
            ) {
                // `b` alone before a square could be a file; decided by interpretations().
                letter = Some(c);
                rest = &rest[1..];
            }
        }
        let mut from_file = None;
        let mut from_rank = None;
        for &c in rest {
            if let (Some(f), None, None) = (File::from_char(c), from_file, from_rank) {
                from_file = Some(f);
            } else if let (Some(r), None) = (Rank::from_char(c), from_rank) {
                from_rank = Some(r);
            } else {
                return None;
            }
        }
        Some(Pattern::Move {
            letter,
            from_file,
            from_rank,
            to,
            promotion,
        })
    }

    /// The readings to try, most likely first.
    fn interpretations(self) -> Vec<Interpretation> {
        match self {
            Pattern::Castle(side) => vec![Interpretation {
                role: Some(Role::King),
                from_file: None,
                from_rank: None,
                to: Square::A1,
                promotion: None,
                castle: Some(side),
            }],
            Pattern::Move {
                letter,
                from_file,
                from_rank,
                to,
                promotion,
            } => {
                // With a full square of origin and no letter, any piece may be meant.
                let unnamed = if from_file.is_some() && from_rank.is_some() {
                    None
                } else {
                    Some(Role::Pawn)
                };
                let base = Interpretation {
                    role: unnamed,
                    from_file,
                    from_rank,
                    to,
                    promotion,
                    castle: None,
                };
                match letter {
                    None => vec![base],
                    // Lowercase `b`: the b-file first (a pawn, or any piece from a named
                    // square like `b1a3`), the bishop only if that fails.
                    Some('b') if from_file.is_none() => vec![
                        Interpretation {
                            from_file: Some(File::B),
                            role: if from_rank.is_some() {
                                None
                            } else {
                                Some(Role::Pawn)
                            },
                            ..base
                        },
                        Interpretation {
                            role: Some(Role::Bishop),
                            ..base
                        },
                    ],
                    Some(c) => vec![Interpretation {
                        role: Role::from_char(c),
                        ..base
                    }],
                }
            }
        }
    }
}

impl Interpretation {
    fn matches(&self, pos: &Position, mv: Move) -> bool {
        if let Some(side) = self.castle {
            return mv.is_castle() && (side == CastleSide::King) == (mv.to() > mv.from());
        }
        let Some(piece) = pos.piece_at(mv.from()) else {
            return false;
        };
        if self.role.is_some_and(|r| r != piece.role) {
            return false;
        }
        // A king's two-square step (`Ke1g1`, `e1g1`) also names castling.
        let to_ok = mv.to() == self.to || (mv.is_castle() && mv.king_destination() == self.to);
        to_ok
            && self.from_file.is_none_or(|f| mv.from().file() == f)
            && self.from_rank.is_none_or(|r| mv.from().rank() == r)
            && self.promotion == mv.promotion_role()
    }
}
