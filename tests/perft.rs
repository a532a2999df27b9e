//! Perft over the whole suite in `tests/data/perft.epd`: every position, every listed depth
//! up to a node budget (larger in release builds; `ROOKERY_DEEP_PERFT=1` lifts it).

use rookery::rules::{perft, perft_full, Position};

struct Case {
    fen: String,
    depths: Vec<(u32, u64)>,
}

fn suite() -> Vec<Case> {
    include_str!("data/perft.epd")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let mut parts = line.split(';');
            let fen = parts.next().unwrap().trim().to_string();
            let depths = parts
                .map(|p| {
                    let mut w = p.split_whitespace();
                    let d = w.next().unwrap().trim_start_matches('D').parse().unwrap();
                    let n = w.next().unwrap().parse().unwrap();
                    (d, n)
                })
                .collect();
            Case { fen, depths }
        })
        .collect()
}

fn budget() -> u64 {
    if std::env::var_os("ROOKERY_DEEP_PERFT").is_some() {
        u64::MAX
    } else if cfg!(debug_assertions) {
        20_000
    } else {
        20_000_000
    }
}

#[test]
fn perft_suite_matches_reference_counts() {
    let cases = suite();
    assert!(cases.len() >= 140, "suite has {} positions", cases.len());
    let budget = budget();
    let mut checked = 0;
    for case in &cases {
        let pos =
            Position::from_fen_relaxed(&case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.fen));
        assert_eq!(
            pos.to_fen(),
            Position::from_fen_relaxed(&pos.to_fen()).unwrap().to_fen()
        );
        for &(depth, expected) in &case.depths {
            if expected > budget && depth > 1 {
                continue;
            }
            assert_eq!(perft(&pos, depth), expected, "{} depth {depth}", case.fen);
            checked += 1;
        }
    }
    assert!(checked >= 400, "only {checked} counts checked");
}

#[test]
fn full_perft_without_bulk_counting_agrees() {
    for case in suite().iter().take(6) {
        let pos = Position::from_fen_relaxed(&case.fen).unwrap();
        for &(depth, expected) in case.depths.iter().filter(|(_, n)| *n < 200_000) {
            assert_eq!(
                perft_full(&pos, depth),
                expected,
                "{} depth {depth}",
                case.fen
            );
        }
    }
}

#[test]
fn start_position_to_depth_five() {
    let counts = [1, 20, 400, 8902, 197_281, 4_865_609];
    let pos = Position::startpos();
    let max = if cfg!(debug_assertions) { 4 } else { 5 };
    for (depth, &n) in counts.iter().enumerate().take(max + 1) {
        assert_eq!(perft(&pos, depth as u32), n);
    }
}
