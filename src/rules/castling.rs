//! Castling rights: which of the four castlings (each side, towards h or towards a) remain.
//!
//! The rights say nothing about whether castling is possible right now (pieces between,
//! attacked squares); they are lost for good when the king or that rook moves or is captured.

use super::types::Color;

/// Towards the h-file (O-O) or towards the a-file (O-O-O).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastleSide {
    King = 0,
    Queen = 1,
}

impl CastleSide {
    pub const ALL: [CastleSide; 2] = [CastleSide::King, CastleSide::Queen];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Four bits: White O-O, White O-O-O, Black O-O, Black O-O-O.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights(u8);

impl CastlingRights {
    pub const NONE: CastlingRights = CastlingRights(0);
    pub const ALL: CastlingRights = CastlingRights(0b1111);

    #[inline]
    const fn bit(color: Color, side: CastleSide) -> u8 {
        1 << (color as u8 * 2 + side as u8)
    }

    #[inline]
    pub const fn has(self, color: Color, side: CastleSide) -> bool {
        self.0 & CastlingRights::bit(color, side) != 0
    }

    /// Whether `color` may still castle on either side.
    #[inline]
    pub const fn has_any(self, color: Color) -> bool {
        self.0 & (0b11 << (color as u8 * 2)) != 0
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub fn add(&mut self, color: Color, side: CastleSide) {
        self.0 |= CastlingRights::bit(color, side);
    }

    #[inline]
    pub fn remove(&mut self, color: Color, side: CastleSide) {
        self.0 &= !CastlingRights::bit(color, side);
    }

    #[inline]
    pub fn remove_color(&mut self, color: Color) {
        self.0 &= !(0b11 << (color as u8 * 2));
    }

    /// 0..16, for Zobrist keys.
    #[inline]
    pub const fn bits(self) -> u8 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rights_are_independent() {
        let mut r = CastlingRights::ALL;
        r.remove(Color::White, CastleSide::Queen);
        assert!(r.has(Color::White, CastleSide::King));
        assert!(!r.has(Color::White, CastleSide::Queen));
        assert!(r.has(Color::Black, CastleSide::Queen));
        r.remove_color(Color::Black);
        assert!(!r.has_any(Color::Black));
        assert!(r.has_any(Color::White));
        assert_eq!(r.bits(), 0b0001);
    }
}
