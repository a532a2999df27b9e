//! The analysis board's game tree and the PGN import natively (feature `ssr`): moves from any
//! position start variations, promote and delete, comments and NAGs, arrows and circles kept
//! per position in `%cal`/`%csl`, the export reading back as itself, the move list's nesting,
//! and a many-game file read a few games at a time with its broken game located.
#![cfg(feature = "ssr")]

use std::rc::Rc;

use rookery::rules::pgn;
use rookery::rules::{Move, Position, Square};
use rookery::ui::annotated::{Arrow, MarkColor};
use rookery::ui::study::import::Import;
use rookery::ui::study::tree::{Cursor, Row, Study};

fn mv(pos: &Position, uci: &str) -> Move {
    pos.parse_uci_move(uci).unwrap()
}

fn play(study: &mut Study, ucis: &str) {
    for uci in ucis.split_whitespace() {
        let m = mv(&study.position(), uci);
        assert!(study.play(m), "{uci}");
    }
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// A short game with a variation: 1. e4 e5 2. Nf3 (2. Bc4 Nf6) 2... Nc6.
fn with_variation() -> Study {
    let mut s = Study::new(pgn::Game::new());
    play(&mut s, "e2e4 e7e5 g1f3 b8c6");
    s.go(Cursor::mainline(2));
    play(&mut s, "f1c4 g8f6");
    s
}

#[test]
fn a_different_move_starts_a_variation_and_the_same_move_follows_the_line() {
    let mut s = with_variation();
    assert_eq!(
        s.cursor,
        Cursor {
            forks: vec![(2, 0)],
            at: 2
        }
    );
    assert_eq!(
        s.to_pgn().trim(),
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 ( 2. Bc4 Nf6 ) 2... Nc6 *"
            .replace(" ( ", " (")
            .replace(" ) ", ") ")
    );
    // Playing the main line's own move goes along it; the variation's first move enters it.
    s.go(Cursor::mainline(2));
    play(&mut s, "g1f3");
    assert_eq!(s.cursor, Cursor::mainline(3));
    s.go(Cursor::mainline(2));
    play(&mut s, "f1c4");
    assert_eq!(
        s.cursor,
        Cursor {
            forks: vec![(2, 0)],
            at: 1
        }
    );
    // Back out of the variation lands where it branched off.
    s.back();
    assert_eq!(s.cursor, Cursor::mainline(2));
    // An illegal move changes nothing.
    let before = s.clone();
    let illegal = Move::normal(sq("e1"), sq("e3"));
    assert!(!s.play(illegal));
    assert_eq!(s, before);
}

#[test]
fn promote_makes_the_variation_the_main_line_and_delete_removes_it() {
    let mut s = with_variation();
    s.promote_variation();
    assert_eq!(s.cursor, Cursor::mainline(4));
    assert!(
        s.to_pgn().contains("2. Bc4 (2. Nf3 Nc6) 2... Nf6 *"),
        "{}",
        s.to_pgn()
    );
    // The shown position is the same one.
    assert_eq!(s.position().to_fen(), with_variation().position().to_fen());
    // Into the new variation (Nf3), then delete it.
    s.go(Cursor {
        forks: vec![(2, 0)],
        at: 1,
    });
    s.delete_variation();
    assert_eq!(s.cursor, Cursor::mainline(2));
    assert!(
        s.to_pgn().contains("1. e4 e5 2. Bc4 Nf6 *"),
        "{}",
        s.to_pgn()
    );
    // Nothing to promote or delete on the main line.
    let before = s.clone();
    s.promote_variation();
    s.delete_variation();
    assert_eq!(s, before);
}

#[test]
fn comments_and_nags_are_kept_on_the_move_that_led_there() {
    let mut s = with_variation();
    s.go(Cursor::mainline(1));
    s.set_comment("  The king's pawn.  ");
    assert_eq!(s.comment(), "The king's pawn.");
    s.toggle_nag(1);
    s.toggle_nag(5);
    assert_eq!(s.move_nag(), Some(5), "a move has one judging glyph");
    s.toggle_nag(5);
    assert_eq!(s.move_nag(), None, "the same glyph again takes it away");
    s.toggle_nag(3);
    s.to_start();
    s.set_comment("A game comment.");
    let text = s.to_pgn();
    assert!(
        text.contains("{A game comment.} 1. e4 $3 {The king's pawn.} 1... e5"),
        "{text}"
    );
    s.set_comment("");
    assert!(!s.to_pgn().contains("A game comment"));
}

#[test]
fn arrows_and_circles_toggle_per_position_and_go_into_pgn() {
    let mut s = with_variation();
    s.go(Cursor::mainline(1));
    let green = Arrow {
        from: sq("e7"),
        to: sq("e5"),
        color: MarkColor::Green,
    };
    s.toggle_arrow(green);
    s.toggle_circle(sq("d4"), MarkColor::Red);
    s.set_comment("Centre.");
    assert!(
        s.to_pgn().contains("e4 {[%csl Rd4] [%cal Ge7e5] Centre.}"),
        "{}",
        s.to_pgn()
    );
    // Another colour replaces; the same again removes.
    s.toggle_arrow(Arrow {
        color: MarkColor::Blue,
        ..green
    });
    assert_eq!(
        s.drawings().0,
        vec![Arrow {
            color: MarkColor::Blue,
            ..green
        }]
    );
    s.toggle_arrow(Arrow {
        color: MarkColor::Blue,
        ..green
    });
    assert!(s.drawings().0.is_empty());
    // Kept per position: the next position has none.
    s.forward();
    assert_eq!(s.drawings(), (vec![], vec![]));
    s.back();
    assert_eq!(s.drawings().1, vec![(sq("d4"), MarkColor::Red)]);
    s.clear_drawings();
    assert_eq!(s.drawings(), (vec![], vec![]));
    assert_eq!(s.comment(), "Centre.", "clearing drawings keeps the text");
}

#[test]
fn an_exported_study_reads_back_as_itself() {
    let mut s = with_variation();
    s.toggle_arrow(Arrow {
        from: sq("f6"),
        to: sq("e4"),
        color: MarkColor::Yellow,
    });
    s.set_comment("Two knights.");
    s.toggle_nag(6);
    s.go(Cursor::mainline(4));
    s.toggle_circle(sq("c6"), MarkColor::Green);
    s.game.set_tag("White", "Ding");
    let text = s.to_pgn();
    let back = pgn::parse_pgn(&text).remove(0).unwrap();
    assert_eq!(back.mainline, s.game.mainline);
    assert_eq!(back.tag("White"), Some("Ding"));
    assert_eq!(pgn::write_game(&back), text);
}

#[test]
fn the_move_list_nests_variations_after_the_move_they_replace() {
    let s = with_variation();
    let rows = s.rows(&|pos, m| pos.san(m));
    let text: Vec<String> = rows
        .iter()
        .map(|r| match r {
            Row::Move {
                number, san, depth, ..
            } => {
                format!(
                    "{}{}{san}",
                    "  ".repeat(*depth),
                    number.clone().unwrap_or_default()
                )
            }
            Row::Open { .. } => "(".into(),
            Row::Close { .. } => ")".into(),
        })
        .collect();
    assert_eq!(
        text,
        ["1.e4", "e5", "2.Nf3", "(", "  2.Bc4", "  Nf6", ")", "2...Nc6"]
    );
    let Row::Move { cursor, .. } = &rows[5] else {
        panic!()
    };
    assert_eq!(
        *cursor,
        Cursor {
            forks: vec![(2, 0)],
            at: 2
        }
    );
    assert_eq!(cursor.ply(), 4);
}

#[test]
fn a_study_of_a_played_game_starts_where_it_was_shown() {
    let start = Position::startpos();
    let mut pos = start.clone();
    let moves: Vec<Move> = ["e2e4", "c7c5"]
        .iter()
        .map(|u| {
            let m = mv(&pos, u);
            pos.play_unchecked(m);
            m
        })
        .collect();
    let s = Study::from_moves(&start, &moves, 1);
    assert_eq!(s.cursor, Cursor::mainline(1));
    assert_eq!(s.moves(), moves[..1]);
    assert!(!s.is_valid(&Cursor::mainline(3)));
    assert!(!s.is_valid(&Cursor {
        forks: vec![(0, 0)],
        at: 1
    }));
}

fn many_games(n: usize) -> String {
    let mut text = String::new();
    for i in 0..n {
        let moves = if i == n / 2 {
            // A broken game in the middle: Nf6 is no move for White here.
            "1. e4 e5 2. Nf6 *"
        } else {
            "1. d4 d5 2. c4 e6 *"
        };
        text.push_str(&format!(
            "[Event \"Club {i}\"]\n[White \"W{i}\"]\n[Black \"B{i}\"]\n[Result \"*\"]\n[Date \"2026.12.01\"]\n\n{moves}\n\n"
        ));
    }
    text
}

#[test]
fn a_big_file_is_read_a_few_games_at_a_time_and_a_broken_game_is_located() {
    let n = 300;
    let text = many_games(n);
    let mut import = Import::new(Rc::from(text.as_str()));
    let mut steps = 0;
    let mut last = 0.0;
    while !import.is_done() {
        let mut left = 7;
        import.step(&mut || {
            left -= 1;
            left > 0
        });
        assert!(import.progress() >= last);
        last = import.progress();
        steps += 1;
    }
    assert_eq!(steps, n.div_ceil(7) + usize::from(n % 7 == 0));
    assert_eq!(import.found.len(), n - 1);
    assert_eq!(import.problems.len(), 1);
    let problem = &import.problems[0];
    assert_eq!(problem.game, n / 2 + 1);
    assert_eq!(problem.line, (n / 2) * 8 + 7, "{problem}");
    let first = &import.found[0];
    assert_eq!(
        (first.number, first.white.as_str(), first.black.as_str()),
        (1, "W0", "B0")
    );
    assert_eq!(first.opening, "1. d4 d5 2. c4 e6");
    assert_eq!(first.date, "2026.12.01");
    let after = &import.found[n / 2];
    assert_eq!(
        (after.number, after.event.as_str()),
        (n / 2 + 2, "Club 151")
    );
    let game = import.game(after).unwrap();
    assert_eq!(game.tag("White"), Some("W151"));
    assert_eq!(game.mainline.nodes.len(), 4);
}

#[test]
fn an_import_of_nothing_or_of_rubbish_finishes_without_a_panic() {
    for text in [
        "",
        "   \n",
        "1. e4 e5 {unclosed",
        "[Event \"x\"",
        "((((",
        "\u{feff}1. Nf3 *",
    ] {
        let mut import = Import::new(Rc::from(text));
        import.read_all();
        assert!(import.is_done());
        assert_eq!(import.progress(), 1.0);
    }
}

mod opening {
    use super::*;
    use rookery::rules::Color;
    use rookery::ui::study::start::{decode, encode, open};

    #[test]
    fn the_game_handed_over_by_the_app_opens_where_it_was_shown() {
        let o = open("?analysis&start=rnbqkbnr%2Fpppppppp%2F8%2F8%2F8%2F8%2FPPPPPPPP%2FRNBQKBNR+w+KQkq+-+0+1&moves=e2e4+e7e5+g1f3&shown=2&orientation=black", None);
        assert_eq!(o.study.moves().len(), 2);
        assert_eq!(o.study.game.mainline.nodes.len(), 3);
        assert_eq!(o.orientation, Color::Black);
        assert!(o.pgn.is_none());
    }

    #[test]
    fn a_finished_game_keeps_its_clock_times_time_control_and_result_and_is_reviewed() {
        let o = open(
            "?analysis&start=rnbqkbnr%2Fpppppppp%2F8%2F8%2F8%2F8%2FPPPPPPPP%2FRNBQKBNR+w+KQkq+-+0+1&moves=e2e4+e7e5+g1f3&shown=3&clk=303+293+3725&tc=300%2B3&result=0-1",
            None,
        );
        let pgn = o.study.to_pgn();
        assert!(pgn.contains("[TimeControl \"300+3\"]"), "{pgn}");
        assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
        assert!(
            pgn.contains(
                "1. e4 {[%clk 0:05:03]} 1... e5 {[%clk 0:04:53]} 2. Nf3 {[%clk 1:02:05]} 0-1"
            ),
            "{pgn}"
        );
        assert!(o.review, "a finished game is reviewed at once");
        // Read back, the times are the same commands.
        let back = pgn::PgnReader::new(&pgn).next().unwrap().unwrap();
        assert_eq!(
            back.mainline.nodes[2].comments[0].command("clk"),
            Some("1:02:05")
        );
        // A game still going, or with no moves, is not reviewed by itself.
        let o = open("?analysis&moves=e2e4&clk=300", None);
        assert!(!o.review);
        assert!(o.study.to_pgn().contains("[%clk 0:05:00]"));
    }

    #[test]
    fn a_pgn_in_the_address_goes_to_the_import_and_a_bad_fen_is_said() {
        let o = open("?pgn=1.%20e4%20e5%20*", Some("0 0\n1. d4 *"));
        assert_eq!(o.pgn.as_deref(), Some("1. e4 e5 *"));
        assert!(
            o.study.game.mainline.nodes.is_empty(),
            "the saved study is not shown over it"
        );
        let o = open(
            "?analysis&fen=8%2F8%2F8%2F8%2F8%2F8%2F8%2F8%20w%20-%20-%200%201",
            None,
        );
        assert!(o.bad_fen.is_some());
        let o = open(
            "?analysis&fen=4k3%2F8%2F8%2F8%2F8%2F8%2F8%2F4K2R%20w%20K%20-%200%201",
            None,
        );
        assert_eq!(
            o.study.position().to_fen(),
            "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
        );
    }

    #[test]
    fn the_saved_study_comes_back_with_its_place_and_damage_is_ignored() {
        let mut s = with_variation();
        s.set_comment("here");
        let text = encode(&s);
        let back = decode(&text).unwrap();
        assert_eq!(back.cursor, s.cursor);
        assert_eq!(back.to_pgn(), s.to_pgn());
        assert_eq!(open("?analysis", Some(&text)).study.to_pgn(), s.to_pgn());
        // A place not in the game shows the start; rubbish is no study.
        let moved = text.replacen("2.0 2", "9.9 9", 1);
        assert_eq!(decode(&moved).unwrap().cursor, Cursor::start());
        for bad in ["", "nonsense", "0 0\n1. e4 e5 2. Ke3 *", "\n\n"] {
            assert!(decode(bad).is_none(), "{bad:?}");
        }
        assert!(open("?analysis", Some("garbage"))
            .study
            .game
            .mainline
            .nodes
            .is_empty());
    }
}

mod review {
    use super::*;
    use rookery::search::Score;
    use rookery::ui::study::review::{
        apply, evaluations, judge, parse_eval, winning_chances, Judgement, Verdict,
    };

    #[test]
    fn losses_are_judged_in_winning_chances() {
        assert!((winning_chances(Score::Cp(0)) - 50.0).abs() < 1e-9);
        assert!(winning_chances(Score::Mate(3)) > 97.0);
        assert!(winning_chances(Score::Mate(-3)) < 3.0);
        // White drops from +0.3 to -5: a blunder; from +0.3 to -0.3 nothing.
        assert_eq!(
            judge(Score::Cp(30), Score::Cp(-500), true),
            Some(Judgement::Blunder)
        );
        assert_eq!(judge(Score::Cp(30), Score::Cp(-30), true), None);
        assert_eq!(
            judge(Score::Cp(0), Score::Cp(-120), true),
            Some(Judgement::Inaccuracy)
        );
        assert_eq!(
            judge(Score::Cp(0), Score::Cp(-250), true),
            Some(Judgement::Mistake)
        );
        // For Black the other way round; a won game stays won: nothing.
        assert_eq!(
            judge(Score::Cp(-30), Score::Cp(500), false),
            Some(Judgement::Blunder)
        );
        assert_eq!(judge(Score::Cp(900), Score::Cp(700), true), None);
        assert_eq!(parse_eval("-1.25"), Some(Score::Cp(-125)));
        assert_eq!(parse_eval("#-2"), Some(Score::Mate(-2)));
        assert_eq!(parse_eval("NaN"), None);
        assert_eq!(parse_eval("x"), None);
        // Read as whole centipawns, without a float parser.
        for (text, cp) in [
            ("0.35", 35),
            ("+2", 200),
            ("-0.5", -50),
            (".7", 70),
            ("1.999", 199),
            ("-12.03", -1203),
        ] {
            assert_eq!(parse_eval(text), Some(Score::Cp(cp)), "{text}");
        }
        for bad in [
            "", "-", ".", "1.2.3", "1e5", "--1", "9999999", " 1 2", "0.x",
        ] {
            assert_eq!(parse_eval(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn a_review_marks_the_bad_moves_keeps_the_evaluations_and_exports_them() {
        // 1. f3 e5 2. g4?? Qh4#
        let mut s = Study::new(pgn::Game::new());
        play(&mut s, "f2f3 e7e5 g2g4 d8h4");
        let start = Position::startpos();
        let e4 = mv(&start, "e2e4");
        let mut after_e5 = start.clone();
        for u in ["f2f3", "e7e5"] {
            let m = mv(&after_e5, u);
            after_e5.play_unchecked(m);
        }
        let verdicts = [
            Verdict {
                score: Score::Cp(30),
                best: Some(e4),
            },
            Verdict {
                score: Score::Cp(-40),
                best: None,
            },
            Verdict {
                score: Score::Cp(-60),
                best: Some(mv(&after_e5, "e2e4")),
            },
            Verdict {
                score: Score::Mate(-1),
                best: None,
            },
            Verdict {
                score: Score::Mate(0),
                best: None,
            },
        ];
        let marked = apply(&mut s, &verdicts, &|san| format!("Better: {san}."));
        assert_eq!(marked, 1, "f3 (a small loss) is no mark; g4 is a blunder");
        let text = s.to_pgn();
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            flat.contains("2. g4 $4 {[%eval #-1] Better: e4.}"),
            "{text}"
        );
        assert!(!flat.contains("1. f3 $"), "{text}");
        // The evaluations come back from the exported text.
        let back = Study::new(pgn::parse_pgn(&text).remove(0).unwrap());
        let evals = evaluations(&back);
        assert_eq!(evals.len(), 5);
        assert_eq!(evals[0], Some(Score::Cp(30)));
        assert_eq!(evals[3], Some(Score::Mate(-1)));
        // Reviewing again changes nothing.
        let mut again = back.clone();
        apply(&mut again, &verdicts, &|san| format!("Better: {san}."));
        assert_eq!(again.to_pgn(), text);
    }
}

mod engine_lines {
    use rookery::search::Score;
    use rookery::ui::study::lines::Analysis;

    fn pv(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn the_best_lines_are_gathered_one_report_at_a_time() {
        let mut a = Analysis::default();
        assert_eq!((a.depth(), a.score(), a.best_move()), (0, None, None));
        a.update(1, 1, Score::Cp(30), pv("e2e4 e7e5"));
        a.update(2, 1, Score::Cp(20), pv("d2d4"));
        a.update(3, 1, Score::Cp(10), pv("g1f3"));
        assert_eq!(a.lines.len(), 3);
        // Depth 2: the new best comes first; the others stay until their own reports come.
        a.update(1, 2, Score::Cp(25), pv("d2d4 d7d5"));
        assert_eq!((a.depth(), a.best_move()), (2, Some("d2d4")));
        assert_eq!(a.lines[1].depth, 1);
        a.update(2, 2, Score::Cp(22), pv("e2e4"));
        assert_eq!(a.lines[1].pv, pv("e2e4"));
        // A line further down than the next is ignored; so is a shallower report (a longer
        // search of the same position starts again from depth 1).
        let mut b = Analysis::default();
        b.update(3, 5, Score::Cp(0), pv("a2a3"));
        assert!(b.lines.is_empty());
        a.update(1, 1, Score::Mate(-3), pv("h2h4"));
        assert_eq!((a.depth(), a.score()), (2, Some(Score::Cp(25))));
        a.update(1, 9, Score::Mate(2), pv("h2h4"));
        assert_eq!(a.score(), Some(Score::Mate(2)));
        assert_eq!(
            Score::Mate(2).for_white(rookery::rules::Color::Black),
            Score::Mate(-2)
        );
    }
}
