//! The move box's reader (issue 13): every notation people type, and for text that is no move,
//! why — unreadable, which pieces it could mean, or the rules' reason a named piece cannot go
//! where it was sent. No text makes it panic.

use rookery::rules::move_text::{read, MoveTextError};
use rookery::rules::{Game, Illegal, Position};

fn game(fen: &str) -> Game {
    Game::from_position(Position::from_fen(fen).unwrap())
}

#[test]
fn every_notation_people_type_is_read() {
    let g = Game::new();
    for text in ["Nf3", "g1f3", "Ng1-f3", "ng1-f3", "nf3", "Ng1f3", " Nf3+ "] {
        let mv = read(&g, text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        assert_eq!(g.position().san(mv), "Nf3", "{text}");
    }
    assert_eq!(g.position().san(read(&g, "e2e4").unwrap()), "e4");
    assert_eq!(g.position().san(read(&g, "e4").unwrap()), "e4");
    // The seeds' style: rad3 and bb5xc6.
    let rooks = game("4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
    assert_eq!(rooks.position().san(read(&rooks, "rad1").unwrap()), "Rad1");
    let castle = game("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(castle.position().san(read(&castle, "0-0").unwrap()), "O-O");
    let bishop = game("4k3/8/2n5/1B6/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        bishop.position().san(read(&bishop, "bb5xc6").unwrap()),
        "Bxc6+"
    );
}

#[test]
fn a_text_that_is_no_move_says_why() {
    let g = Game::new();
    assert_eq!(read(&g, "  "), Err(MoveTextError::Empty));
    assert!(matches!(
        read(&g, "hello"),
        Err(MoveTextError::Unreadable(_))
    ));
    // A knight cannot go to f4: the rules say how knights move.
    match read(&g, "Nf4") {
        Err(MoveTextError::Illegal {
            reason: Some(Illegal::NotHowItMoves(_)),
            ..
        }) => {}
        other => panic!("{other:?}"),
    }
    // The e-pawn cannot jump three squares.
    assert!(matches!(
        read(&g, "e5"),
        Err(MoveTextError::Illegal {
            reason: Some(_),
            ..
        })
    ));
    // A coordinate move names its own piece.
    assert!(matches!(
        read(&g, "f1c4"),
        Err(MoveTextError::Illegal {
            reason: Some(_),
            ..
        })
    ));
    // Two rooks can reach d1: say which.
    let rooks = game("4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
    match read(&rooks, "Rd1") {
        Err(MoveTextError::Ambiguous { candidates, .. }) => {
            assert_eq!(candidates, ["Rad1", "Rhd1"]);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn no_text_makes_the_reader_panic() {
    let g = Game::new();
    for text in [
        "", "x", "=", "O-O-O-O", "e9", "Ka", "é4", "N@f3", "e8=K", "00", "\u{0}", "Nxx",
    ] {
        let _ = read(&g, text);
    }
    let sample = "Ng1-f3 e2e4 rad3 bb5xc6 O-O e8=Q+";
    for cut in 0..sample.len() {
        let _ = read(&g, &sample[..cut]);
        let _ = read(&g, &sample[cut..]);
    }
}
