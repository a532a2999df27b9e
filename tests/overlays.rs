//! Teaching overlays (issue 12), natively: the squares each covers (the extended centre is the
//! 16 squares c3–f6, d5 included and c6 too), the `overlay=` list read and written back, and
//! the attacked squares of a position.
#![cfg(feature = "ssr")]

use rookery::rules::{Position, Square};
use rookery::ui::overlays::{self, names_on, Overlays};

fn names(bb: rookery::rules::Bitboard) -> Vec<String> {
    bb.into_iter().map(|s| s.to_string()).collect()
}

#[test]
fn the_centre_and_the_extended_centre() {
    assert_eq!(names(overlays::centre()), ["d4", "e4", "d5", "e5"]);
    let ext = names(overlays::extended_centre());
    assert_eq!(ext.len(), 16);
    for sq in ["c3", "f3", "c6", "d5", "f6", "e4"] {
        assert!(ext.contains(&sq.to_string()), "{sq}");
    }
    for sq in ["b3", "c2", "g6", "c7"] {
        assert!(!ext.contains(&sq.to_string()), "{sq}");
    }
}

#[test]
fn each_square_names_the_overlays_on_it() {
    let (all, unknown) = Overlays::parse("centre,extended-centre,wings,names,attacked");
    assert!(unknown.is_empty());
    let none = rookery::rules::Bitboard::EMPTY;
    let sq = |s: &str| Square::parse(s).unwrap();
    assert_eq!(
        names_on(sq("d4"), all, none).as_deref(),
        Some("centre extended-centre queenside names")
    );
    assert_eq!(
        names_on(sq("h1"), all, none).as_deref(),
        Some("kingside names")
    );
    assert_eq!(
        names_on(sq("e4"), Overlays::parse("wings").0, none).as_deref(),
        Some("kingside")
    );
    assert_eq!(names_on(sq("a1"), Overlays::NONE, none), None);
    let (some, unknown) = Overlays::parse("wings, middle,centre");
    assert_eq!(unknown, ["middle"]);
    assert_eq!(some.to_list(), "centre,wings");
    assert_eq!(Overlays::parse(&all.to_list()).0, all);
}

#[test]
fn attacked_squares_are_the_opponents() {
    // White to move: Black's rook on a8 attacks the a-file and the 8th rank.
    let pos = Position::from_fen("r3k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    let attacked = overlays::attacked(&pos);
    for sq in ["a1", "a7", "b8", "d8", "d7", "e7", "f7"] {
        assert!(attacked.contains(Square::parse(sq).unwrap()), "{sq}");
    }
    assert!(!attacked.contains(Square::parse("b1").unwrap()));
    assert!(!attacked.contains(Square::parse("e1").unwrap()));
}
