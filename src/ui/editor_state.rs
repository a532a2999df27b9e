//! The board editor's position (issue 13, `?editor`): any placement of pieces, legal or not,
//! with the side to move, castling rights, the en passant square and the move counters. It is
//! written as FEN at every change, and a FEN typed in is read back into it as far as its board
//! field goes; whether it is a position one can play from is the rules' FEN parser's word
//! ([`Editor::position`]), shown live. Pure: tested natively.

use crate::rules::{Color, Piece, Position, Role, Square};

/// The position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    pub board: [Option<Piece>; 64],
    pub turn: Color,
    /// `K`, `Q`, `k`, `q`: White king-side, White queen-side, Black king-side, Black queen-side.
    pub castling: [bool; 4],
    pub en_passant: Option<Square>,
    pub halfmove: u32,
    pub fullmove: u32,
}

/// The castling letters, in [`Editor::castling`]'s order.
pub const CASTLING: [char; 4] = ['K', 'Q', 'k', 'q'];

impl Default for Editor {
    fn default() -> Editor {
        Editor::from_fen(crate::rules::START_FEN).expect("the start position reads")
    }
}

impl Editor {
    /// An empty board, White to move, no rights.
    pub fn empty() -> Editor {
        Editor {
            board: [None; 64],
            turn: Color::White,
            castling: [false; 4],
            en_passant: None,
            halfmove: 0,
            fullmove: 1,
        }
    }

    /// Reads a FEN as far as it goes: its board must be readable (8 ranks of 8 squares); the
    /// other fields, where missing or unreadable, keep their defaults. `None`: no board.
    pub fn from_fen(text: &str) -> Option<Editor> {
        let mut fields = text.split_whitespace();
        let mut editor = Editor::empty();
        let ranks: Vec<&str> = fields.next()?.split('/').collect();
        if ranks.len() != 8 {
            return None;
        }
        for (i, rank) in ranks.iter().enumerate() {
            let r = 7 - i as u32;
            let mut file = 0u32;
            for c in rank.chars() {
                if let Some(n) = c.to_digit(10).filter(|n| (1..=8).contains(n)) {
                    file += n;
                } else {
                    let piece = Piece::from_char(c)?;
                    if file >= 8 {
                        return None;
                    }
                    editor.board[(r * 8 + file) as usize] = Some(piece);
                    file += 1;
                }
                if file > 8 {
                    return None;
                }
            }
            if file != 8 {
                return None;
            }
        }
        if let Some(turn) = fields.next() {
            editor.turn = if turn == "b" {
                Color::Black
            } else {
                Color::White
            };
        }
        if let Some(rights) = fields.next() {
            for (i, letter) in CASTLING.iter().enumerate() {
                editor.castling[i] = rights.contains(*letter);
            }
        }
        if let Some(ep) = fields.next() {
            editor.en_passant = Square::parse(ep);
        }
        if let Some(n) = fields.next().and_then(|n| n.parse().ok()) {
            editor.halfmove = n;
        }
        if let Some(n) = fields.next().and_then(|n| n.parse().ok()) {
            editor.fullmove = n;
        }
        Some(editor)
    }

    /// The position as FEN (written whether or not it is legal).
    pub fn to_fen(&self) -> String {
        let mut out = String::new();
        for r in (0..8).rev() {
            let mut empty = 0;
            for f in 0..8 {
                match self.board[r * 8 + f] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push(p.char());
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if r > 0 {
                out.push('/');
            }
        }
        let rights: String = CASTLING
            .iter()
            .zip(self.castling)
            .filter(|(_, on)| *on)
            .map(|(c, _)| *c)
            .collect();
        format!(
            "{out} {} {} {} {} {}",
            self.turn.char(),
            if rights.is_empty() {
                "-".into()
            } else {
                rights
            },
            self.en_passant.map_or("-".into(), |s| s.to_string()),
            self.halfmove,
            self.fullmove.max(1)
        )
    }

    /// The position to play or analyse, or why it is none.
    pub fn position(&self) -> Result<Position, crate::rules::FenError> {
        Position::from_fen(&self.to_fen())
    }

    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board[square.index()]
    }

    /// Puts a piece on a square (`None` empties it). A right that no longer has its king and
    /// rook at home, and an en passant square without its pawn, are dropped.
    pub fn put(&mut self, square: Square, piece: Option<Piece>) {
        self.board[square.index()] = piece;
        self.tidy();
    }

    /// Moves a piece from one square to another (dropped off the board: `to` is `None`).
    pub fn carry(&mut self, from: Square, to: Option<Square>) {
        let piece = self.board[from.index()].take();
        if let Some(to) = to {
            self.board[to.index()] = piece;
        }
        self.tidy();
    }

    pub fn clear(&mut self) {
        *self = Editor {
            turn: self.turn,
            ..Editor::empty()
        };
    }

    /// Sets a castling right, if its king and rook are at home.
    pub fn set_castling(&mut self, index: usize, on: bool) {
        if index < 4 {
            self.castling[index] = on && self.castling_possible(index);
        }
    }

    /// Whether the king and rook of a right stand on their squares.
    pub fn castling_possible(&self, index: usize) -> bool {
        let (color, king, rook) = match index {
            0 => (Color::White, Square::E1, Square::H1),
            1 => (Color::White, Square::E1, Square::A1),
            2 => (Color::Black, Square::E8, Square::H8),
            _ => (Color::Black, Square::E8, Square::A8),
        };
        self.piece_at(king) == Some(Piece::new(color, Role::King))
            && self.piece_at(rook) == Some(Piece::new(color, Role::Rook))
    }

    /// The squares a pawn can have just passed (behind a pawn of the side not to move that
    /// stands on its fourth rank, with both squares behind it empty).
    pub fn en_passant_choices(&self) -> Vec<Square> {
        let mover = self.turn.other();
        let (pawn_rank, dir) = match mover {
            Color::White => (3, -1),
            Color::Black => (4, 1),
        };
        (0..8)
            .filter_map(|f| {
                let at = Square::new(pawn_rank * 8 + f);
                let behind = at.offset(0, dir)?;
                let start = behind.offset(0, dir)?;
                (self.piece_at(at) == Some(Piece::new(mover, Role::Pawn))
                    && self.piece_at(behind).is_none()
                    && self.piece_at(start).is_none())
                .then_some(behind)
            })
            .collect()
    }

    pub fn set_turn(&mut self, turn: Color) {
        self.turn = turn;
        self.tidy();
    }

    pub fn set_en_passant(&mut self, square: Option<Square>) {
        self.en_passant = square.filter(|s| self.en_passant_choices().contains(s));
    }

    fn tidy(&mut self) {
        for i in 0..4 {
            if !self.castling_possible(i) {
                self.castling[i] = false;
            }
        }
        if let Some(ep) = self.en_passant {
            if !self.en_passant_choices().contains(&ep) {
                self.en_passant = None;
            }
        }
    }
}
