//! The embed's address (issue 11), natively (feature `ssr`): every parameter read, every bad
//! value refused with its name (the default kept), origins checked strictly, and no input
//! makes the reader panic.
#![cfg(feature = "ssr")]

use rookery::rules::Color;
use rookery::ui::embed_params::{
    is_origin, parse, BoardColors, EmbedMode, EmbedParams, StartPly, Theme, MAX_PGN,
};

fn problems(p: &EmbedParams) -> Vec<&'static str> {
    p.problems.iter().map(|p| p.param).collect()
}

#[test]
fn every_parameter_is_read() {
    let p = parse(
        "?embed=1&mode=view&fen=8%2F8%2F8%2F8%2F8%2F8%2F4P3%2F4K2k+w+-+-+0+1&pgn=1.+e4+e5&ply=last\
         &side=black&level=3&orientation=black&coords=0&moves=0&takeback=0&hints=0&sound=0\
         &theme=dark&board=green&lang=zh-TW&parentOrigin=https%3A%2F%2Fschool.example",
    );
    assert!(p.embed);
    assert_eq!(p.mode, EmbedMode::View);
    assert_eq!(p.fen.as_deref(), Some("8/8/8/8/8/8/4P3/4K2k w - - 0 1"));
    assert_eq!(p.pgn.as_deref(), Some("1. e4 e5"));
    assert_eq!(p.ply, Some(StartPly::Last));
    assert_eq!(
        (p.side, p.orientation),
        (Some(Color::Black), Some(Color::Black))
    );
    assert_eq!(p.level, Some(3));
    assert!(!p.coords && !p.moves && !p.takeback && !p.hints && !p.sound);
    assert_eq!((p.theme, p.board), (Theme::Dark, BoardColors::Green));
    assert_eq!(p.lang.as_deref(), Some("zh-TW"));
    assert_eq!(p.parent_origin.as_deref(), Some("https://school.example"));
    assert!(p.problems.is_empty(), "{:?}", p.problems);

    let puzzle = parse("embed=1&mode=puzzle&solution=e2e4,e7e5+g1f3%20b8c6&ply=12");
    assert_eq!(puzzle.mode, EmbedMode::Puzzle);
    assert_eq!(puzzle.solution, ["e2e4", "e7e5", "g1f3", "b8c6"]);
    assert_eq!(puzzle.ply, Some(StartPly::At(12)));
}

#[test]
fn defaults_when_nothing_is_given() {
    let p = parse("");
    assert!(!p.embed);
    assert_eq!(p, EmbedParams::default());
    assert!(p.coords && p.moves && p.takeback && p.hints && p.sound);
    assert_eq!(p.mode, EmbedMode::Play);
    assert_eq!(p.parent_origin, None, "no message API unless asked for");
}

#[test]
fn bad_values_are_named_and_keep_the_default() {
    for (query, param) in [
        ("mode=watch", "mode"),
        ("ply=-1", "ply"),
        ("ply=abc", "ply"),
        ("ply=99999", "ply"),
        ("side=red", "side"),
        ("orientation=up", "orientation"),
        ("level=0", "level"),
        ("level=9", "level"),
        ("level=two", "level"),
        ("solution=e2e9", "solution"),
        ("solution=", "solution"),
        ("solution=e2e4+e7e5x", "solution"),
        ("coords=yes", "coords"),
        ("moves=2", "moves"),
        ("takeback=true", "takeback"),
        ("hints=", "hints"),
        ("sound=on", "sound"),
        ("theme=pink", "theme"),
        ("board=red", "board"),
        ("parentOrigin=*", "parentOrigin"),
        (
            "parentOrigin=https%3A%2F%2Fschool.example%2Fpath",
            "parentOrigin",
        ),
        ("parentOrigin=javascript:alert(1)", "parentOrigin"),
    ] {
        let p = parse(query);
        assert_eq!(problems(&p), [param], "{query}");
        let expected = EmbedParams {
            problems: p.problems.clone(),
            ..EmbedParams::default()
        };
        assert_eq!(p, expected, "{query}: the default stays");
    }
    // A puzzle without its solution falls back to play, and says why.
    let p = parse("mode=puzzle");
    assert_eq!(p.mode, EmbedMode::Play);
    assert_eq!(problems(&p), ["solution"]);
    // A PGN over 64 KB is refused.
    let big = format!("pgn={}", "e".repeat(MAX_PGN + 1));
    assert_eq!(problems(&parse(&big)), ["pgn"]);
    // The refused value is kept short for the message.
    let long = format!("mode={}", "x".repeat(500));
    assert_eq!(parse(&long).problems[0].value.chars().count(), 40);
}

#[test]
fn origins_are_checked_strictly() {
    for good in [
        "https://school.example",
        "http://127.0.0.1:8080",
        "https://a-b.c.d:443",
    ] {
        assert!(is_origin(good), "{good}");
    }
    for bad in [
        "",
        "*",
        "school.example",
        "ftp://school.example",
        "https://",
        "https://school.example/",
        "https://school.example/path",
        "https://user@school.example",
        "https://school.example:",
        "https://school.example:123456",
        "https://.example",
        "https://school.example:80:80",
        "null",
    ] {
        assert!(!is_origin(bad), "{bad:?}");
    }
}

#[test]
fn no_address_makes_the_reader_panic() {
    let base = "embed=1&mode=puzzle&solution=e2e4,e7e5&ply=3&parentOrigin=https%3A%2F%2Fa.b%3A1";
    for i in 0..base.len() {
        for c in ['%', '&', '=', '\u{4e2d}', '+', ','] {
            let mut s = base.to_string();
            s.insert(i, c);
            let _ = parse(&s);
            let _ = parse(&base[..i]);
        }
    }
}
