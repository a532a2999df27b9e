//! How the move list writes moves, a setting beside the language: SAN with English letters
//! (`Nf3`, the default), figurines (`♘f3`), Chinese piece names (`马f3`, `馬f3` in Traditional;
//! castling stays `O-O`), or long algebraic as the source articles write it (`Ng1-f3`,
//! `Bb5xc6`). Exported PGN is always standard SAN.

use super::i18n::Lang;
use crate::rules::{Move, PieceNames, Position};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Notation {
    #[default]
    San,
    Figurine,
    Chinese,
    Long,
}

/// The `localStorage` key of the chosen notation.
pub const STORAGE_KEY: &str = "rookery.notation";

impl Notation {
    pub const ALL: [Notation; 4] = [
        Notation::San,
        Notation::Figurine,
        Notation::Chinese,
        Notation::Long,
    ];

    /// The value kept on the device and in the switch: `san`, `figurine`, `chinese`, `long`.
    pub fn tag(self) -> &'static str {
        match self {
            Notation::San => "san",
            Notation::Figurine => "figurine",
            Notation::Chinese => "chinese",
            Notation::Long => "long",
        }
    }

    pub fn parse(tag: &str) -> Option<Notation> {
        Notation::ALL.into_iter().find(|n| n.tag() == tag.trim())
    }

    /// `mv`, played in `pos`, as this notation writes it for a reader of `lang`.
    pub fn write(self, lang: Lang, pos: &Position, mv: Move) -> String {
        match self {
            Notation::San => pos.san(mv),
            Notation::Figurine => pos.san_with(mv, &PieceNames::FIGURINE),
            Notation::Chinese if lang == Lang::ZhHant => {
                pos.san_with(mv, &PieceNames::CHINESE_TRADITIONAL)
            }
            Notation::Chinese => pos.san_with(mv, &PieceNames::CHINESE),
            Notation::Long => pos.long_algebraic(mv),
        }
    }
}
