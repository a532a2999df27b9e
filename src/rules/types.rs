//! Small value types of the board: colours, piece roles, pieces, files, ranks and squares.

use std::fmt;

/// The side a piece belongs to, or the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Color {
    White = 0,
    Black = 1,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other side.
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black: an index into per-colour arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `'w'` or `'b'`, as in FEN.
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// The rank a side's pieces start on (its first rank).
    pub const fn back_rank(self) -> Rank {
        match self {
            Color::White => Rank::First,
            Color::Black => Rank::Eighth,
        }
    }

    /// `a` for White, `b` for Black: pick between two values.
    #[inline]
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Color::White => white,
            Color::Black => black,
        }
    }
}

impl std::ops::Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        self.other()
    }
}

/// What kind of piece something is, regardless of colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Role {
    Pawn = 0,
    Knight = 1,
    Bishop = 2,
    Rook = 3,
    Queen = 4,
    King = 5,
}

impl Role {
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The roles a pawn may promote to, best first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Lowercase letter: `p n b r q k`.
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// Uppercase letter: `P N B R Q K`.
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }

    /// The role named by a letter, either case.
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }
}

/// A piece: a role of a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// FEN letter: uppercase for White, lowercase for Black.
    pub const fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.char(),
        }
    }

    /// The piece named by a FEN letter.
    pub const fn from_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        match Role::from_char(c) {
            Some(role) => Some(Piece { color, role }),
            None => None,
        }
    }
}

macro_rules! coordinate_enum {
    ($(#[$doc:meta])* $name:ident, $first:literal, [$($v:ident),*]) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum $name { $($v),* }

        impl $name {
            pub const ALL: [$name; 8] = [$($name::$v),*];

            /// 0..8.
            #[inline]
            pub const fn index(self) -> usize {
                self as usize
            }

            /// The value with index `i & 7`.
            #[inline]
            pub const fn new(i: u32) -> $name {
                $name::ALL[(i & 7) as usize]
            }

            /// The value with index `i`, if `i < 8`.
            #[inline]
            pub const fn try_new(i: u32) -> Option<$name> {
                if i < 8 { Some($name::new(i)) } else { None }
            }

            /// The letter or digit that names it.
            pub const fn char(self) -> char {
                ($first as u32 as u8 + self as u8) as char
            }

            /// Parses the letter or digit that names it.
            pub const fn from_char(c: char) -> Option<$name> {
                let i = (c as u32).wrapping_sub($first as u32);
                $name::try_new(i)
            }

            /// The value `delta` steps away, if still on the board.
            #[inline]
            pub const fn offset(self, delta: i32) -> Option<$name> {
                let i = self as i32 + delta;
                if 0 <= i && i < 8 { Some($name::new(i as u32)) } else { None }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.char())
            }
        }
    };
}

coordinate_enum!(
    /// A column of the board, `a` to `h`.
    File, 'a', [A, B, C, D, E, F, G, H]
);
coordinate_enum!(
    /// A row of the board, `1` to `8`.
    Rank, '1', [First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth]
);

impl Rank {
    /// The same rank seen from Black's side (1 ↔ 8).
    #[inline]
    pub const fn relative(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => Rank::new(7 - self as u32),
        }
    }
}

/// One of the 64 squares, `a1` = 0, `b1` = 1, …, `h8` = 63.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    pub const A1: Square = Square(0);
    pub const B1: Square = Square(1);
    pub const C1: Square = Square(2);
    pub const D1: Square = Square(3);
    pub const E1: Square = Square(4);
    pub const F1: Square = Square(5);
    pub const G1: Square = Square(6);
    pub const H1: Square = Square(7);
    pub const A8: Square = Square(56);
    pub const C8: Square = Square(58);
    pub const D8: Square = Square(59);
    pub const E8: Square = Square(60);
    pub const F8: Square = Square(61);
    pub const G8: Square = Square(62);
    pub const H8: Square = Square(63);

    /// The square with index `i & 63`.
    #[inline]
    pub const fn new(i: u32) -> Square {
        Square((i & 63) as u8)
    }

    /// The square with index `i`, if `i < 64`.
    #[inline]
    pub const fn try_new(i: u32) -> Option<Square> {
        if i < 64 {
            Some(Square(i as u8))
        } else {
            None
        }
    }

    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank as u8 * 8 + file as u8)
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub const fn file(self) -> File {
        File::new(self.0 as u32 & 7)
    }

    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::new(self.0 as u32 >> 3)
    }

    /// The square `df` files and `dr` ranks away, if on the board.
    #[inline]
    pub const fn offset(self, df: i32, dr: i32) -> Option<Square> {
        match (self.file().offset(df), self.rank().offset(dr)) {
            (Some(f), Some(r)) => Some(Square::from_coords(f, r)),
            _ => None,
        }
    }

    /// The same square seen from the other side (a1 ↔ a8).
    #[inline]
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// The square mirrored for Black, so tables can be written from White's view.
    #[inline]
    pub const fn relative(self, color: Color) -> Square {
        match color {
            Color::White => self,
            Color::Black => self.flip_vertical(),
        }
    }

    /// Light squares: h1 and a8 are light, a1 and h8 are dark.
    #[inline]
    pub const fn is_light(self) -> bool {
        (self.file() as u8 + self.rank() as u8) % 2 == 1
    }

    /// Parses `"e4"`.
    pub fn parse(s: &str) -> Option<Square> {
        let mut chars = s.chars();
        let file = File::from_char(chars.next()?)?;
        let rank = Rank::from_char(chars.next()?)?;
        if chars.next().is_some() {
            return None;
        }
        Some(Square::from_coords(file, rank))
    }

    /// Every square from a1 to h8.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square::new)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_round_trip() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("e4"), Some(Square::new(28)));
        for bad in ["", "e", "i1", "a9", "a0", "e44", "E4"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn light_square_in_each_players_bottom_right_corner() {
        assert!(Square::H1.is_light());
        assert!(Square::A8.is_light());
        assert!(!Square::A1.is_light());
        assert!(!Square::H8.is_light());
        assert_eq!(Square::all().filter(|s| s.is_light()).count(), 32);
    }

    #[test]
    fn pieces_and_letters() {
        for c in "PNBRQKpnbrqk".chars() {
            assert_eq!(Piece::from_char(c).unwrap().char(), c);
        }
        assert_eq!(Piece::from_char('x'), None);
        assert_eq!(File::from_char('i'), None);
        assert_eq!(Rank::from_char('0'), None);
    }
}
