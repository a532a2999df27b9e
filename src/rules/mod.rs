//! The rules of chess: squares, bitboards, attack tables, positions, legal moves, FEN, perft,
//! and the articles' ladder of grades and points ([`ladder`]).
//!
//! Pure Rust with no I/O and no web types; it compiles natively and to wasm32.

pub mod attacks;
pub mod bitboard;
pub mod castling;
pub mod explain;
pub mod fen;
pub mod game;
pub mod ladder;
pub mod move_text;
pub mod movegen;
pub mod moves;
pub mod outcome;
pub mod perft;
pub mod pgn;
pub mod position;
pub mod san;
pub mod setup;
pub mod types;
pub mod uci;
pub mod zobrist;

pub use bitboard::Bitboard;
pub use castling::{CastleSide, CastlingRights};
pub use explain::{describe_check, explain_illegal, CheckInfo, CheckKind, Illegal};
pub use fen::FenError;
pub use game::{Game, GameError, GameRules};
pub use movegen::{CheckSquares, GenType};
pub use moves::{Move, MoveKind, MoveList};
pub use outcome::{Outcome, Reason};
pub use perft::{divide, perft, perft_full};
pub use position::{Position, START_FEN};
pub use san::{PieceNames, SanError};
pub use setup::{CastleToken, PositionError, Setup, Validation};
pub use types::{Color, File, Piece, Rank, Role, Square};
