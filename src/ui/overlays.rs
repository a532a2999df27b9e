//! Teaching overlays (issue 12): the centre (d4 d5 e4 e5), the extended centre (the 16 squares
//! c3–f6), the wings (queenside a–d, kingside e–h), each square's name, and the squares the
//! opponent attacks. Each square carries `data-overlay` with the names of those covering it, so
//! embedders' CSS and tests see them. Chosen with switches in the app and `overlay=` in the
//! address (comma-separated). Pure.

use crate::rules::{Bitboard, Position, Square};

/// Where the app remembers the overlays chosen (as `overlay=` writes them).
pub const STORAGE_KEY: &str = "rookery.overlays";

/// The overlays, as flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Overlays(u8);

impl Overlays {
    pub const NONE: Overlays = Overlays(0);
    /// Every overlay, with its name (as in `overlay=` and `data-overlay`).
    pub const ALL: [(&'static str, Overlays); 5] = [
        ("centre", Overlays(1)),
        ("extended-centre", Overlays(2)),
        ("wings", Overlays(4)),
        ("names", Overlays(8)),
        ("attacked", Overlays(16)),
    ];

    pub fn has(self, other: Overlays) -> bool {
        self.0 & other.0 != 0
    }

    pub fn with(self, other: Overlays, on: bool) -> Overlays {
        if on {
            Overlays(self.0 | other.0)
        } else {
            Overlays(self.0 & !other.0)
        }
    }

    /// `centre,wings`: the overlays named, and the names not known.
    pub fn parse(list: &str) -> (Overlays, Vec<String>) {
        let mut out = Overlays::NONE;
        let mut unknown = Vec::new();
        for name in list
            .split([',', ' '])
            .map(str::trim)
            .filter(|n| !n.is_empty())
        {
            match Overlays::ALL.iter().find(|(n, _)| *n == name) {
                Some((_, o)) => out = out.with(*o, true),
                None => unknown.push(name.chars().take(20).collect()),
            }
        }
        (out, unknown)
    }

    /// The names of the overlays on, comma-separated (the inverse of [`Overlays::parse`]).
    pub fn to_list(self) -> String {
        Overlays::ALL
            .iter()
            .filter(|(_, o)| self.has(*o))
            .map(|(n, _)| *n)
            .collect::<Vec<_>>()
            .join(",")
    }
}

/// d4 d5 e4 e5.
pub fn centre() -> Bitboard {
    ["d4", "d5", "e4", "e5"]
        .iter()
        .filter_map(|s| Square::parse(s))
        .fold(Bitboard::EMPTY, |b, s| b | Bitboard::from_square(s))
}

/// The 16 squares c3–f6 (the centre and the ring of 12 around it).
pub fn extended_centre() -> Bitboard {
    Square::all()
        .filter(|s| (2..=5).contains(&s.file().index()) && (2..=5).contains(&s.rank().index()))
        .fold(Bitboard::EMPTY, |b, s| b | Bitboard::from_square(s))
}

/// The squares the side not to move attacks.
pub fn attacked(pos: &Position) -> Bitboard {
    let them = pos.by_color(!pos.turn());
    let occupied = pos.occupied();
    Square::all()
        .filter(|s| !(pos.attackers_to(*s, occupied) & them).is_empty())
        .fold(Bitboard::EMPTY, |b, s| b | Bitboard::from_square(s))
}

/// `data-overlay` of a square: the overlays covering it (`None` when there are none).
pub fn names_on(square: Square, on: Overlays, attacked: Bitboard) -> Option<String> {
    let mut names: Vec<&str> = Vec::new();
    let is = |name: &str| Overlays::ALL.iter().any(|(n, o)| *n == name && on.has(*o));
    if is("centre") && centre().contains(square) {
        names.push("centre");
    }
    if is("extended-centre") && extended_centre().contains(square) {
        names.push("extended-centre");
    }
    if is("wings") {
        names.push(if square.file().index() < 4 {
            "queenside"
        } else {
            "kingside"
        });
    }
    if is("names") {
        names.push("names");
    }
    if is("attacked") && attacked.contains(square) {
        names.push("attacked");
    }
    (!names.is_empty()).then(|| names.join(" "))
}
