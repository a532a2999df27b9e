//! The page ↔ engine-worker messages: round trips, malformed input (clear errors, no panics)
//! and the worker's answer to a real search.

use rookery::rules::{Position, START_FEN};
use rookery::search::Score;
use rookery::search::{native_clock, Engine};
use rookery::worker_protocol::{answer, Reply, SearchRequest};

fn request() -> SearchRequest {
    SearchRequest {
        id: 7,
        fen: START_FEN.to_string(),
        moves: vec!["e2e4".into(), "e7e5".into()],
        level: 3,
        seed: 99,
        wtime: Some(300_000),
        btime: Some(299_000),
        winc: Some(2000),
        binc: Some(2000),
        movetime: None,
        lines: 0,
    }
}

#[test]
fn requests_and_replies_round_trip() {
    let req = request();
    assert_eq!(SearchRequest::decode(&req.encode()), Ok(req));
    let three = SearchRequest {
        lines: 3,
        ..request()
    };
    assert_eq!(SearchRequest::decode(&three.encode()), Ok(three));
    // An info line without a line number (an older worker's) is the best line.
    assert!(matches!(
        Reply::decode("info;id=1;depth=2;score=cp 5;nodes=9;pv=e2e4"),
        Ok(Reply::Info { line: 1, .. })
    ));
    let replies = [
        Reply::Ready,
        Reply::Info {
            id: 3,
            line: 2,
            depth: 9,
            score: Score::Cp(-35),
            nodes: 123_456,
            pv: vec!["g1f3".into(), "b8c6".into()],
        },
        Reply::BestMove {
            id: 3,
            mv: Some("e7e8q".into()),
            score: Score::Mate(-2),
        },
        Reply::BestMove {
            id: 4,
            mv: None,
            score: Score::Cp(0),
        },
        Reply::Error {
            id: 5,
            message: "bad fen".into(),
        },
    ];
    for reply in replies {
        assert_eq!(Reply::decode(&reply.encode()), Ok(reply));
    }
}

#[test]
fn malformed_messages_get_clear_errors() {
    let cases = [
        ("", "not a search request"),
        ("go", "not a search request"),
        ("search;id=1", "no fen"),
        ("search;fen=8/8/8/8/8/8/8/8 w - - 0 1;level=2", "no id"),
        ("search;id=x;fen=a", "id 'x' is not a number"),
        (
            "search;id=1;level=9;fen=a",
            "level 9 is not between 1 and 8",
        ),
        ("search;id=1;level=0;fen=a", "level 0"),
        (
            "search;id=1;level=2;fen=a;colour=red",
            "unknown field 'colour'",
        ),
        ("search;id=1;level=2;fen", "has no '='"),
        (
            "search;id=1;level=2;fen=a;lines=6",
            "lines 6 is more than 5",
        ),
        (
            "search;id=1;level=2;fen=a;lines=-1",
            "lines '-1' is not a number",
        ),
        (
            "search;id=99999999999;level=2;fen=a",
            "not a number in range",
        ),
    ];
    for (line, expected) in cases {
        let err = SearchRequest::decode(line).unwrap_err();
        assert!(err.contains(expected), "{line:?}: {err}");
    }
    for line in [
        "",
        "bestmove",
        "bestmove;id=1;move=e2e4",
        "info;id=1",
        "hello;x=1",
    ] {
        assert!(Reply::decode(line).is_err(), "{line:?}");
    }
    // Arbitrary bytes never panic.
    let mut state = 1u64;
    for _ in 0..5000 {
        let len = (state % 60) as usize;
        let line: String = (0..len)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let alphabet = b"search;id=lvfenmo 0123456789/kqKQ-wb";
                alphabet[(state % alphabet.len() as u64) as usize] as char
            })
            .collect();
        let _ = SearchRequest::decode(&line);
        let _ = Reply::decode(&line);
    }
}

#[test]
fn the_worker_answers_with_a_legal_move_last() {
    let mut engine = Engine::new(4);
    let clock = native_clock();
    let mut replies = Vec::new();
    let mut req = request();
    req.level = 2;
    answer(&mut engine, &req.encode(), &clock, &mut |r| replies.push(r));
    let Some(Reply::BestMove { id, mv, .. }) = replies.last() else {
        panic!("no best move: {replies:?}");
    };
    assert_eq!(*id, 7);
    let mut pos = Position::startpos();
    for m in ["e2e4", "e7e5"] {
        pos = pos.play(pos.parse_uci_move(m).unwrap()).unwrap();
    }
    assert!(pos.parse_uci_move(mv.as_deref().unwrap()).is_ok());
    assert!(replies[..replies.len() - 1]
        .iter()
        .all(|r| matches!(r, Reply::Info { id: 7, .. })));

    // Bad input is answered with an error, not a panic or silence.
    let bad = [
        ("search;id=8;level=2;fen=not a fen;moves=".to_string(), 8),
        (format!("search;id=9;level=2;fen={START_FEN};moves=e2e5"), 9),
        ("nonsense".to_string(), 0),
    ];
    for (line, id) in bad {
        let mut replies = Vec::new();
        answer(&mut engine, &line, &clock, &mut |r| replies.push(r));
        assert!(
            matches!(replies.as_slice(), [Reply::Error { id: got, .. }] if *got == id),
            "{line}: {replies:?}"
        );
    }
}

#[test]
fn the_worker_reports_three_lines_when_asked() {
    let mut engine = Engine::new(4);
    let clock = native_clock();
    let mut replies = Vec::new();
    let req = SearchRequest {
        level: 8,
        lines: 3,
        movetime: Some(300),
        wtime: None,
        btime: None,
        ..request()
    };
    answer(&mut engine, &req.encode(), &clock, &mut |r| replies.push(r));
    let lines: Vec<(u32, u32, String)> = replies
        .iter()
        .filter_map(|r| match r {
            Reply::Info {
                line, depth, pv, ..
            } => Some((*line, *depth, pv[0].clone())),
            _ => None,
        })
        .collect();
    // Every depth reports lines 1, 2, 3 in turn, each starting with a different move.
    assert!(lines.len() >= 6, "{lines:?}");
    for depth in lines.chunks(3) {
        assert_eq!(
            depth.iter().map(|l| l.0).collect::<Vec<_>>(),
            [1, 2, 3],
            "{lines:?}"
        );
        assert!(depth.iter().all(|l| l.1 == depth[0].1));
        assert!(depth[0].2 != depth[1].2 && depth[1].2 != depth[2].2 && depth[0].2 != depth[2].2);
    }
}
