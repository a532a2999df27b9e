//! The board editor's position natively (feature `ssr`): FEN written at every change and read
//! back as far as its board goes, castling rights and the en passant square only where they
//! can be, pieces put, carried and dropped off, and the rules' verdict on the result.
#![cfg(feature = "ssr")]

use rookery::rules::{Color, Piece, Role, Square, START_FEN};
use rookery::ui::editor_state::Editor;

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

#[test]
fn the_start_position_and_an_empty_board_as_fen() {
    assert_eq!(Editor::default().to_fen(), START_FEN);
    assert!(Editor::default().position().is_ok());
    let mut e = Editor::default();
    e.clear();
    assert_eq!(e.to_fen(), "8/8/8/8/8/8/8/8 w - - 0 1");
    assert!(e.position().is_err(), "no kings: not a position to play");
}

#[test]
fn a_fen_reads_back_as_far_as_its_board_goes() {
    let fen = "r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 4 20";
    let e = Editor::from_fen(fen).unwrap();
    assert_eq!(e.to_fen(), fen);
    // Fields missing or unreadable keep their defaults; a bad board is no editor.
    let e = Editor::from_fen("4k3/8/8/8/8/8/8/4K3").unwrap();
    assert_eq!(e.to_fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    for bad in [
        "",
        "4k3/8/8/8/8/8/8",
        "9/8/8/8/8/8/8/8",
        "4k3/8/8/8/8/8/8/4K4",
        "4x3/8/8/8/8/8/8/4K3",
    ] {
        assert!(Editor::from_fen(bad).is_none(), "{bad}");
    }
}

#[test]
fn rights_and_en_passant_only_where_they_can_be() {
    let mut e = Editor::from_fen("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1").unwrap();
    // The rook leaves h1: White's short castling goes.
    e.carry(sq("h1"), Some(sq("h2")));
    assert!(!e.castling[0] && e.castling[1]);
    e.set_castling(0, true);
    assert!(!e.castling[0], "no rook on h1: the right cannot be given");
    // En passant: d6 behind the black pawn that just came to d5; not e3.
    assert_eq!(e.en_passant_choices(), vec![sq("d6")]);
    e.set_en_passant(Some(sq("e3")));
    assert_eq!(e.en_passant, None);
    e.set_en_passant(Some(sq("d6")));
    assert_eq!(e.en_passant, Some(sq("d6")));
    // Black to move: d6 is no longer possible.
    e.set_turn(Color::Black);
    assert_eq!(e.en_passant, None);
}

#[test]
fn pieces_put_carried_and_dropped_off_and_the_rules_verdict() {
    let mut e = Editor::empty();
    e.put(sq("e1"), Some(Piece::new(Color::White, Role::King)));
    e.put(sq("e8"), Some(Piece::new(Color::Black, Role::King)));
    e.put(sq("a2"), Some(Piece::new(Color::White, Role::Pawn)));
    assert_eq!(e.to_fen(), "4k3/8/8/8/8/8/P7/4K3 w - - 0 1");
    assert!(e.position().is_ok());
    // A pawn on the last rank: not a position.
    e.carry(sq("a2"), Some(sq("a8")));
    assert!(e.position().is_err());
    e.carry(sq("a8"), None);
    assert_eq!(e.piece_at(sq("a8")), None);
    assert!(e.position().is_ok());
}
