//! Whole-game review (issue 13): from the engine's evaluation of every position of the main
//! line (and its best move there), mark each move that threw away winning chances — `?!`
//! (inaccuracy), `?` (mistake), `??` (blunder) — with the better move in a comment, and keep
//! every evaluation in the PGN as `[%eval …]`, so the graph can be drawn again from an
//! exported file. Losses are measured as lichess does, in winning chances: 50 + 50·(2/(1 +
//! e^(−0.00368208·cp)) − 1) per cent for the side to move, a mate counting as ±1000 cp.
//! Pure: tested natively.

use super::tree::{Study, MOVE_NAGS};
use crate::rules::pgn::{Command, Comment};
use crate::rules::Move;
use crate::search::Score;

/// A review asked for: a number that changes with each request, the start and the main line.
pub type ReviewRequest = Option<(u32, crate::rules::Position, Vec<Move>)>;

/// How far a review has got: positions done of all, and the verdicts once all are done.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ReviewProgress {
    pub done: usize,
    pub total: usize,
    pub verdicts: Option<std::rc::Rc<Vec<Verdict>>>,
}

/// The engine's word on one position of the main line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// For White.
    pub score: Score,
    /// The best move there (`None`: no move, the game is over).
    pub best: Option<Move>,
}

/// How bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judgement {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Judgement {
    /// The NAG: `?!` 6, `?` 2, `??` 4.
    pub fn nag(self) -> u8 {
        match self {
            Judgement::Inaccuracy => 6,
            Judgement::Mistake => 2,
            Judgement::Blunder => 4,
        }
    }
}

/// Centipawns for White, a mate as ±1000 (sooner mates slightly more).
pub fn centipawns(score: Score) -> i32 {
    match score {
        Score::Cp(cp) => cp.clamp(-1000, 1000),
        Score::Mate(n) if n > 0 => 1000 - n.min(20),
        Score::Mate(n) => -1000 + (-n).min(20),
    }
}

/// White's winning chances in per cent.
pub fn winning_chances(score: Score) -> f64 {
    let cp = f64::from(centipawns(score));
    50.0 + 50.0 * (2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0)
}

/// The judgement of a move by `white`, from the positions before and after it.
pub fn judge(before: Score, after: Score, white: bool) -> Option<Judgement> {
    let (b, a) = (winning_chances(before), winning_chances(after));
    let lost = if white { b - a } else { a - b };
    if lost >= 30.0 {
        Some(Judgement::Blunder)
    } else if lost >= 20.0 {
        Some(Judgement::Mistake)
    } else if lost >= 10.0 {
        Some(Judgement::Inaccuracy)
    } else {
        None
    }
}

/// `0.35`, `-1.20`, `#3`, `#-2`: the `%eval` form.
pub fn eval_command(score: Score) -> String {
    match score {
        Score::Cp(cp) => crate::ui::text::fixed(f64::from(cp) / 100.0, 2),
        Score::Mate(n) => format!("#{n}"),
    }
}

/// Reads a `%eval` value back.
pub fn parse_eval(text: &str) -> Option<Score> {
    let text = text.trim();
    if let Some(mate) = text.strip_prefix('#') {
        return mate.parse().ok().map(Score::Mate);
    }
    // Pawns with up to two decimals (`-1.2`, `0.35`, `3`), read as whole centipawns: no float
    // parser in the web app. More decimals are cut to two.
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
    if whole.len() + fraction.len() == 0
        || whole.len() > 6
        || !all_digits(whole)
        || !all_digits(fraction)
    {
        return None;
    }
    let cents: String = fraction.chars().chain("00".chars()).take(2).collect();
    let cp = whole.parse::<i32>().unwrap_or(0) * 100 + cents.parse::<i32>().ok()?;
    Some(Score::Cp(if negative { -cp } else { cp }))
}

/// The evaluations kept in the main line's comments: one per position, from the start
/// (`None` where there is none).
pub fn evaluations(study: &Study) -> Vec<Option<Score>> {
    let of = |comments: &[Comment]| {
        comments
            .iter()
            .find_map(|c| c.command("eval"))
            .and_then(parse_eval)
    };
    let line = &study.game.mainline;
    std::iter::once(of(&line.comments))
        .chain(line.nodes.iter().map(|n| of(&n.comments)))
        .collect()
}

/// Writes a review into the main line: each position's `%eval`, and each bad move's glyph
/// (replacing the judging glyph it had) with `better(san)` as its comment, where `san` is the
/// engine's move in the position before. `verdicts` has one entry per position, from the
/// start; a shorter list reviews that many. Returns how many moves were marked.
pub fn apply(study: &mut Study, verdicts: &[Verdict], better: &dyn Fn(&str) -> String) -> usize {
    let start = study.start();
    let line = &mut study.game.mainline;
    let set_eval = |comments: &mut Vec<Comment>, score: Score| {
        for c in comments.iter_mut() {
            c.commands.retain(|c| c.name != "eval");
        }
        comments.retain(|c| !c.text.is_empty() || !c.commands.is_empty());
        let command = Command {
            name: "eval".into(),
            args: eval_command(score),
        };
        match comments.first_mut() {
            Some(first) => first.commands.push(command),
            None => comments.push(Comment {
                text: String::new(),
                commands: vec![command],
            }),
        }
    };
    if let Some(v) = verdicts.first() {
        set_eval(&mut line.comments, v.score);
    }
    let mut pos = start;
    let mut marked = 0;
    for (i, node) in line.nodes.iter_mut().enumerate() {
        let (Some(before), Some(after)) = (verdicts.get(i), verdicts.get(i + 1)) else {
            break;
        };
        let white = pos.turn() == crate::rules::Color::White;
        set_eval(&mut node.comments, after.score);
        let judgement = judge(before.score, after.score, white);
        if let (Some(j), Some(best)) = (judgement, before.best.filter(|b| *b != node.mv)) {
            node.nags.retain(|n| !MOVE_NAGS.contains(n));
            node.nags.insert(0, j.nag());
            let text = better(&pos.san(best));
            if let Some(first) = node.comments.first_mut() {
                if !first.text.contains(&text) {
                    first.text = if first.text.is_empty() {
                        text
                    } else {
                        format!("{text} {}", first.text)
                    };
                }
            }
            marked += 1;
        }
        pos.play_unchecked(node.mv);
    }
    marked
}
