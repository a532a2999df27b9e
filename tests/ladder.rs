//! The ladder (级别积分制) exactly as the source articles give it: every branch and every
//! boundary of the difference (9.99, 10, 99.99, 100, 199.99, 200), both orders, the floor at 0,
//! rounding of half-hundredths, grades, and the `rookery ladder` command.

use rookery::rules::ladder::{change, settle, GameResult, Points};
use std::process::Command;

fn p(text: &str) -> Points {
    Points::parse(text).unwrap()
}

/// Both totals after the game, as text.
fn after(a: &str, b: &str, result: GameResult) -> (String, String) {
    let (x, y) = settle(p(a), p(b), result);
    (x.to_string(), y.to_string())
}

fn pair(a: &str, b: &str) -> (String, String) {
    (a.to_string(), b.to_string())
}

use GameResult::{Draw, Loss, Win};

#[test]
fn draws() {
    // d < 10: nothing changes.
    assert_eq!(after("1000", "1009.99", Draw), pair("1000.00", "1009.99"));
    assert_eq!(after("1000", "1000", Draw), pair("1000.00", "1000.00"));
    // 10 ≤ d < 100: the lower side gains (10 + d/10) / 2.
    assert_eq!(after("1000", "1010", Draw), pair("1005.50", "1004.50"));
    // (10 + 9.999) / 2 = 9.9995 → 10.00
    assert_eq!(change(p("1000"), p("1099.99"), Draw), p("10"));
    assert_eq!(after("1000", "1099.99", Draw), pair("1010.00", "1089.99"));
    // d ≥ 100: the lower side gains d/4.
    assert_eq!(after("1000", "1100", Draw), pair("1025.00", "1075.00"));
    assert_eq!(after("1000", "1199.99", Draw), pair("1050.00", "1149.99"));
    assert_eq!(after("1000", "1200", Draw), pair("1050.00", "1150.00"));
    // The higher side first: the same, the other way round.
    assert_eq!(after("1100", "1000", Draw), pair("1075.00", "1025.00"));
    assert_eq!(after("1010", "1000", Draw), pair("1004.50", "1005.50"));
    // Half-hundredths round away from zero: d = 10.10 → 5.505 → 5.51.
    assert_eq!(change(p("0"), p("10.10"), Draw), p("5.51"));
    assert_eq!(change(p("10.10"), p("0"), Draw), Points(-551));
}

#[test]
fn the_lower_side_wins() {
    assert_eq!(after("1000", "1009.99", Win), pair("1010.00", "999.99"));
    assert_eq!(after("1000", "1010", Win), pair("1011.00", "999.00"));
    assert_eq!(after("1000", "1050", Win), pair("1015.00", "1035.00"));
    assert_eq!(after("1000", "1099.99", Win), pair("1020.00", "1079.99"));
    assert_eq!(after("1000", "1100", Win), pair("1050.00", "1050.00"));
    assert_eq!(after("1000", "1199.99", Win), pair("1100.00", "1099.99"));
    assert_eq!(after("1000", "1200", Win), pair("1100.00", "1100.00"));
    // Seen from the higher side, that is a loss.
    assert_eq!(after("1200", "1000", Loss), pair("1100.00", "1100.00"));
    assert_eq!(after("1050", "1000", Loss), pair("1035.00", "1015.00"));
    // 10 + d/10 with d = 10.05 → 11.005 → 11.01.
    assert_eq!(change(p("1000"), p("1010.05"), Win), p("11.01"));
}

#[test]
fn the_higher_side_wins() {
    assert_eq!(after("1009.99", "1000", Win), pair("1019.99", "990.00"));
    assert_eq!(after("1010", "1000", Win), pair("1019.20", "990.80"));
    // 10 − 99.99/12.5 = 2.0008 → 2.00
    assert_eq!(after("1099.99", "1000", Win), pair("1101.99", "998.00"));
    assert_eq!(change(p("1099.99"), p("1000"), Win), p("2"));
    assert_eq!(after("1100", "1000", Win), pair("1102.00", "998.00"));
    assert_eq!(after("1199.99", "1000", Win), pair("1201.99", "998.00"));
    assert_eq!(after("1200", "1000", Win), pair("1200.00", "1000.00"));
    assert_eq!(after("3000", "0", Win), pair("3000.00", "0.00"));
    // Seen from the lower side, that is a loss.
    assert_eq!(after("1000", "1010", Loss), pair("990.80", "1019.20"));
    // 10 − d/12.5 with d = 10.01 → 9.1992 → 9.20; with d = 10.07 → 9.1944 → 9.19.
    assert_eq!(change(p("1010.01"), p("1000"), Win), p("9.20"));
    assert_eq!(change(p("1010.07"), p("1000"), Win), p("9.19"));
}

#[test]
fn no_total_goes_below_zero() {
    // Two new players: the winner gains 10, the loser stays at 0.
    assert_eq!(after("0", "0", Win), pair("10.00", "0.00"));
    assert_eq!(after("0", "0", Loss), pair("0.00", "10.00"));
    assert_eq!(after("4", "0", Loss), pair("0.00", "10.00"));
    assert_eq!(after("15", "0", Loss), pair("3.50", "11.50"));
    assert_eq!(after("0", "0", Draw), pair("0.00", "0.00"));
}

#[test]
fn grades() {
    let grade = |t: &str| p(t).grade();
    assert_eq!(grade("0"), None);
    assert_eq!(grade("99.99"), None);
    assert_eq!(grade("100"), Some(30));
    assert_eq!(grade("199.99"), Some(30));
    assert_eq!(grade("200"), Some(29));
    assert_eq!(grade("1015"), Some(21));
    assert_eq!(grade("2999.99"), Some(2));
    assert_eq!(grade("3000"), Some(1));
    assert_eq!(grade("99999"), Some(1));
    assert_eq!(p("1005.50").progress(), (p("5.50"), Some(p("100"))));
    assert_eq!(p("42").progress(), (p("42"), Some(p("100"))));
    assert_eq!(p("3050").progress(), (p("50"), None));
}

#[test]
fn reading_points() {
    assert_eq!(p("1015"), Points(101_500));
    assert_eq!(p("1015.5"), Points(101_550));
    assert_eq!(p("0.05"), Points(5));
    for bad in [
        "",
        "-5",
        "+5",
        "1.234",
        "1.",
        ".5",
        "1e3",
        "abc",
        "1,5",
        " 1",
        "12345678901",
        "1000001",
    ] {
        assert!(Points::parse(bad).is_err(), "{bad:?}");
    }
    assert_eq!(Points(-1123).to_string(), "-11.23");
    assert_eq!(Points(5).to_string(), "0.05");
}

fn ladder(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_rookery"))
        .arg("ladder")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_ladder_command() {
    assert_eq!(
        ladder(&["1000", "1050", "win"]),
        (0, "1015.00 1035.00\n21 21\n".to_string(), String::new())
    );
    assert_eq!(
        ladder(&["0", "0", "loss"]).1,
        "0.00 10.00\nunrated unrated\n"
    );
    assert_eq!(
        ladder(&["3000", "150.5", "draw"]).1,
        "2287.62 862.88\n9 23\n"
    );
    for bad in [
        vec![],
        vec!["1000", "1050"],
        vec!["1000", "1050", "won"],
        vec!["x", "1050", "win"],
        vec!["1000", "-3", "draw"],
        vec!["1000", "1050", "win", "extra"],
    ] {
        let (code, stdout, stderr) = ladder(&bad);
        assert_eq!(code, 2, "{bad:?}");
        assert!(stdout.is_empty(), "{bad:?}");
        assert!(stderr.starts_with("rookery ladder:"), "{bad:?}: {stderr}");
    }
}

#[test]
fn what_the_winner_gains_the_loser_loses() {
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for _ in 0..20_000 {
        let a = Points((next() % 400_000) as i64);
        let b = Points((next() % 400_000) as i64);
        for result in [Win, Draw, Loss] {
            let delta = change(a, b, result);
            let (a2, b2) = settle(a, b, result);
            assert!(a2 >= Points::ZERO && b2 >= Points::ZERO);
            if a.0 + delta.0 >= 0 && b.0 - delta.0 >= 0 {
                assert_eq!(a2.0 + b2.0, a.0 + b.0, "{a} {b} {result:?}");
            }
            // Winning never costs, losing never pays, and the mirror image agrees.
            match result {
                Win => assert!(delta.0 >= 0),
                Loss => assert!(delta.0 <= 0),
                Draw => assert!(delta.0 == 0 || (delta.0 > 0) == (a < b)),
            }
            let mirror = match result {
                Win => Loss,
                Loss => Win,
                Draw => Draw,
            };
            assert_eq!(change(b, a, mirror).0, -delta.0);
        }
    }
}

#[test]
fn reading_points_never_panics() {
    for text in ["1015.00", "0.5", "99999999.99"] {
        for i in 0..=text.len() {
            for c in ['.', '-', '9', 'x', '\u{4e2d}', ' '] {
                let mut s = text.to_string();
                s.insert(i, c);
                let _ = Points::parse(&s);
                let _ = Points::parse(&s[..i]);
            }
        }
    }
}
