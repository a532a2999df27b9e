//! A move typed by a person (the move box, issue 13): SAN (`Nf3`), UCI (`g1f3`), long algebraic
//! (`Ng1-f3`) or the seeds' lowercase style (`ng1-f3`, `rad3`, `bb5xc6`), read by
//! [`Position::parse_san_lenient`]. When the text is no legal move, [`read`] says why as data:
//! not a move at all, which pieces it could mean, or — when it names a piece and a square — the
//! rules' reason it cannot go there (when every piece it may mean has the same reason).

use super::explain::Illegal;
use super::game::Game;
use super::moves::Move;
use super::san::SanError;
use super::types::{Role, Square};

/// Why a typed text is not a move here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveTextError {
    /// Nothing typed.
    Empty,
    /// Not a move in any notation read.
    Unreadable(String),
    /// Several legal moves fit: their SAN, so the player can choose.
    Ambiguous {
        text: String,
        candidates: Vec<String>,
    },
    /// A well-formed move that is not legal; `reason` when the rules can say why.
    Illegal {
        text: String,
        reason: Option<Illegal>,
    },
}

/// The role a typed move names by its first letter (uppercase; lowercase except `b`, which
/// may be a file), and the last square it names.
fn piece_and_square(text: &str) -> (Option<Role>, Option<Square>) {
    let role = match text.chars().next() {
        Some('N' | 'n') => Some(Role::Knight),
        Some('B') => Some(Role::Bishop),
        Some('R' | 'r') => Some(Role::Rook),
        Some('Q' | 'q') => Some(Role::Queen),
        Some('K' | 'k') => Some(Role::King),
        _ => None,
    };
    let bytes = text.as_bytes();
    let square = (0..bytes.len().saturating_sub(1))
        .rev()
        .filter_map(|i| std::str::from_utf8(&bytes[i..i + 2]).ok())
        .find_map(Square::parse);
    (role, square)
}

/// Reads a typed move in the game's current position.
pub fn read(game: &Game, text: &str) -> Result<Move, MoveTextError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(MoveTextError::Empty);
    }
    let pos = game.position();
    match pos.parse_san_lenient(text) {
        Ok(mv) => Ok(mv),
        Err(SanError::Ambiguous { candidates, .. }) => Err(MoveTextError::Ambiguous {
            text: text.to_string(),
            candidates,
        }),
        Err(SanError::Syntax(_)) => Err(MoveTextError::Unreadable(text.to_string())),
        Err(_) => {
            // Which piece was meant? A named piece (or a pawn) of the side to move, alone of its
            // kind, or a coordinate move's own square.
            let (role, to) = piece_and_square(text);
            let ours = pos.by_color(pos.turn());
            let froms: Vec<Square> = match (text.len(), Square::parse(text.get(0..2).unwrap_or("")))
            {
                (4 | 5, Some(from)) if ours.contains(from) => vec![from],
                _ => {
                    let pieces: Vec<Square> = match role {
                        Some(role) => pos.pieces(pos.turn(), role).into_iter().collect(),
                        // A pawn: the ones on the square's file (a move straight ahead).
                        None => pos
                            .pieces(pos.turn(), Role::Pawn)
                            .into_iter()
                            .filter(|s| to.is_some_and(|t| t.file() == s.file()))
                            .collect(),
                    };
                    pieces
                }
            };
            // The reason, when every piece the text may mean has the same one.
            let reasons: Vec<Option<Illegal>> = match to {
                Some(to) => froms
                    .iter()
                    .map(|from| game.explain_illegal(*from, to, None))
                    .collect(),
                None => Vec::new(),
            };
            let reason = match reasons.split_first() {
                Some((first, rest)) if rest.iter().all(|r| r == first) => *first,
                _ => None,
            };
            Err(MoveTextError::Illegal {
                text: text.to_string(),
                reason,
            })
        }
    }
}
