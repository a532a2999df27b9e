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
        ("lang=fr", "lang"),
        ("overlay=centre,middle", "overlay"),
        ("lang=", "lang"),
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
    // A puzzle without its solution is shown as a position, and says why.
    let p = parse("mode=puzzle");
    assert_eq!(p.mode, EmbedMode::View);
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

// ---- the message API's codec ----

use rookery::ui::embed_messages::{Command, Event, MAX_MESSAGE};
use rookery::ui::json;

fn cmd(body: &str) -> String {
    format!("{{\"source\":\"rookery\",\"version\":1,{body}}}")
}

#[test]
fn commands_are_read() {
    let read = |body: &str| Command::decode(&cmd(body)).unwrap().unwrap();
    assert_eq!(
        read("\"type\":\"setPosition\",\"fen\":\"8/8/8/8/8/8/8/K6k w - - 0 1\""),
        Command::SetPosition {
            fen: "8/8/8/8/8/8/8/K6k w - - 0 1".into()
        }
    );
    assert_eq!(
        read("\"type\":\"loadPgn\",\"pgn\":\"1. e4 *\""),
        Command::LoadPgn {
            pgn: "1. e4 *".into()
        }
    );
    assert_eq!(
        read("\"type\":\"move\",\"uci\":\"e7e8q\""),
        Command::Move {
            uci: "e7e8q".into()
        }
    );
    assert_eq!(read("\"type\":\"flip\""), Command::Flip);
    assert_eq!(read("\"type\":\"reset\""), Command::Reset);
    assert_eq!(
        read("\"type\":\"setLevel\",\"level\":8"),
        Command::SetLevel { level: 8 }
    );
    assert_eq!(
        read("\"type\":\"goTo\",\"ply\":0"),
        Command::GoTo { ply: 0 }
    );
    // Messages of other sources are not for us, and not errors either.
    assert_eq!(
        Command::decode("{\"source\":\"other\",\"type\":\"flip\"}"),
        Ok(None)
    );
    assert_eq!(Command::decode("{\"hello\":1}"), Ok(None));
}

#[test]
fn malformed_commands_are_refused_with_a_reason() {
    for (text, command) in [
        ("not json".to_string(), ""),
        (cmd("\"type\":\"fly\""), "fly"),
        (cmd("\"kind\":\"flip\""), ""),
        (
            "{\"source\":\"rookery\",\"version\":2,\"type\":\"flip\"}".to_string(),
            "flip",
        ),
        (cmd("\"type\":\"setLevel\",\"level\":9"), "setLevel"),
        (cmd("\"type\":\"setLevel\",\"level\":\"3\""), "setLevel"),
        (cmd("\"type\":\"goTo\",\"ply\":-1"), "goTo"),
        (cmd("\"type\":\"move\""), "move"),
        (cmd("\"type\":\"move\",\"uci\":\"e2e4e5\""), "move"),
        (cmd("\"type\":\"setPosition\",\"fen\":\"\""), "setPosition"),
        (
            cmd(&format!(
                "\"type\":\"setPosition\",\"fen\":\"{}\"",
                "8".repeat(300)
            )),
            "setPosition",
        ),
        (
            format!(
                "{}{}",
                cmd("\"type\":\"loadPgn\",\"pgn\":\"x\""),
                " ".repeat(MAX_MESSAGE)
            ),
            "",
        ),
    ] {
        let refused = Command::decode(&text).unwrap_err();
        assert_eq!(
            refused.command,
            command,
            "{:?}",
            &text[..text.len().min(80)]
        );
        assert!(!refused.message.is_empty());
    }
}

#[test]
fn events_are_written_with_source_version_and_type() {
    let events = [
        Event::Ready {
            fen: "startpos \"quoted\"".into(),
        },
        Event::Move {
            uci: "e2e4".into(),
            san: "e4".into(),
            fen: "f".into(),
            ply: 1,
        },
        Event::GameOver {
            result: "1/2-1/2".into(),
            reason: "stalemate".into(),
        },
        Event::Solved { tries: 3 },
        Event::Failed { uci: "a2a3".into() },
        Event::Resize { height: 420 },
        Event::Error {
            command: "move".into(),
            message: "illegal".into(),
        },
    ];
    for (event, kind) in events.iter().zip([
        "ready", "move", "gameOver", "solved", "failed", "resize", "error",
    ]) {
        let value = json::parse(&event.encode()).unwrap();
        assert_eq!(
            value.get("source").and_then(json::Json::as_str),
            Some("rookery")
        );
        assert_eq!(value.get("version").and_then(json::Json::as_i64), Some(1));
        assert_eq!(value.get("type").and_then(json::Json::as_str), Some(kind));
    }
    let ready = json::parse(&events[0].encode()).unwrap();
    assert_eq!(
        ready.get("fen").and_then(json::Json::as_str),
        Some("startpos \"quoted\"")
    );
}

#[test]
fn no_message_makes_the_reader_panic() {
    let base = cmd("\"type\":\"setLevel\",\"level\":3,\"x\":[1,{\"y\":\"\\u4e2d\"}]");
    for i in 0..base.len() {
        if !base.is_char_boundary(i) {
            continue;
        }
        for c in ['"', '{', ']', '\\', '9', '中'] {
            let mut s = base.clone();
            s.insert(i, c);
            let _ = Command::decode(&s);
            let _ = Command::decode(&base[..i]);
        }
    }
}

#[test]
fn a_link_written_reads_back_the_same() {
    let full = parse(
        "embed=1&mode=view&fen=8%2F8%2F8%2F8%2F8%2F8%2F4P3%2F4K2k+w+-+-+0+1&pgn=1.+e4+e5+%7Bok+%26+%3D%7D&ply=3\
         &side=black&level=3&orientation=black&coords=0&moves=0&takeback=0&hints=0&sound=0\
         &theme=dark&board=blue&lang=zh-Hant&parentOrigin=https%3A%2F%2Fschool.example\
         &overlay=centre,wings,attacked",
    );
    assert!(full.problems.is_empty());
    assert_eq!(parse(&full.to_query()), full);
    let puzzle = parse("embed=1&mode=puzzle&solution=e2e4,e7e5&ply=last&board=green");
    assert_eq!(parse(&puzzle.to_query()), puzzle);
    // Only what differs from the defaults is written.
    let plain = EmbedParams {
        embed: true,
        ..EmbedParams::default()
    };
    assert_eq!(plain.to_query(), "embed=1");
}
