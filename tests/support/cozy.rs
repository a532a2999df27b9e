//! Talking to cozy-chess, the independent move generator the tests compare with: a FEN it
//! reads for standard and Chess960 positions alike, and its legal moves as UCI strings.
//! Shared by `tests/properties.rs` and the fuzz checks (`fuzz/src/checks.rs`) via `#[path]`.

use rookery::rules::{CastleSide, Color, Position};
use std::collections::BTreeSet;

/// The FEN with file letters for every castling right (Shredder-FEN), the halfmove clock capped
/// at 100 and the move number within cozy-chess's range.
pub fn shredder_fen(pos: &Position) -> String {
    let mut castling = String::new();
    for color in Color::ALL {
        for side in CastleSide::ALL {
            if let Some(rook) = pos.castling_rook(color, side) {
                let c = rook.file().char();
                castling.push(match color {
                    Color::White => c.to_ascii_uppercase(),
                    Color::Black => c,
                });
            }
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    let ep = pos.ep_square().map_or("-".to_string(), |s| s.to_string());
    format!(
        "{} {} {} {} {} {}",
        pos.board_fen(),
        pos.turn().char(),
        castling,
        ep,
        pos.halfmove_clock().min(100),
        pos.fullmove_number().clamp(1, u32::from(u16::MAX))
    )
}

/// cozy-chess's legal moves in UCI with castling as king-takes-rook, or `None` if it refuses
/// the position.
pub fn cozy_moves(pos: &Position) -> Option<BTreeSet<String>> {
    let board = cozy_chess::Board::from_fen(&shredder_fen(pos), true).ok()?;
    let mut set = BTreeSet::new();
    board.generate_moves(|piece_moves| {
        for mv in piece_moves {
            set.insert(mv.to_string());
        }
        false
    });
    Some(set)
}
