//! A lesson file (`lessons/ID.txt`, format in `lessons/FORMAT.md`) read into data: its titles,
//! and its steps, each a position, a goal checked by the rules engine, the intended solution and
//! the texts in the three languages. Pure: `cargo test` reads every lesson file with it.

use crate::rules::ladder::GameResult;
use crate::rules::{Move, Position, Role, Square};
use crate::ui::i18n::Lang;

/// A text in each language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Texts {
    pub en: String,
    pub zh_hans: String,
    pub zh_hant: String,
}

impl Texts {
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::ZhHans => &self.zh_hans,
            Lang::ZhHant => &self.zh_hant,
        }
    }

    fn slot(&mut self, lang: &str) -> Option<&mut String> {
        match lang {
            "en" => Some(&mut self.en),
            "zh-Hans" => Some(&mut self.zh_hans),
            "zh-Hant" => Some(&mut self.zh_hant),
            _ => None,
        }
    }

    /// The language missing, if any.
    fn missing(&self) -> Option<&'static str> {
        [
            ("en", &self.en),
            ("zh-Hans", &self.zh_hans),
            ("zh-Hant", &self.zh_hant),
        ]
        .into_iter()
        .find(|(_, t)| t.trim().is_empty())
        .map(|(l, _)| l)
    }
}

/// How the learner types a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Written {
    Short,
    Long,
}

/// The kinds of check a `check` goal asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckGoal {
    Any,
    Double,
    Discovered,
}

/// The answers to a check an `escape` goal asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Escape {
    Any,
    Capture,
    Block,
    King,
}

/// What the learner must do in a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    Reach(Vec<Square>),
    Capture,
    Check(CheckGoal),
    Escape(Escape),
    Mate,
    /// `None`: either side.
    Castle(Option<bool>),
    /// `None`: any piece.
    Promote(Option<Role>),
    EnPassant,
    NoStalemate,
    Draw(crate::rules::Reason),
    Claim,
    Offer,
    Type(Written, Move),
    Click(Vec<Square>),
    OneOf(Vec<Move>),
    Ladder {
        a: crate::rules::ladder::Points,
        b: crate::rules::ladder::Points,
        result: GameResult,
    },
}

impl Goal {
    /// Whether the opponent stands still (the learner moves again after each move).
    pub fn passive(&self) -> bool {
        matches!(self, Goal::Reach(_) | Goal::Capture)
    }
}

/// One step of a lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub fen: String,
    /// The position the step starts from (after the history).
    pub start: Position,
    /// Moves played before the step, from `fen` (for repetitions).
    pub history: Vec<Move>,
    pub goal: Goal,
    /// The intended answer, as written in the file (moves, squares, text, `claim`).
    pub solution: Vec<String>,
    pub par: u32,
    pub say: Texts,
    pub hint: Option<Texts>,
    pub done: Option<Texts>,
}

/// A lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    pub id: String,
    pub title: Texts,
    pub about: Texts,
    pub steps: Vec<Step>,
}

/// A problem in a lesson file: its line (from 1) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for LessonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// The step being read, before it is checked.
#[derive(Default)]
struct Draft {
    line: usize,
    fen: Option<String>,
    moves: Vec<String>,
    goal: Option<String>,
    solution: Vec<String>,
    par: Option<u32>,
    say: Texts,
    hint: Texts,
    done: Texts,
}

fn squares(words: &[&str]) -> Result<Vec<Square>, String> {
    words
        .iter()
        .map(|w| Square::parse(w).ok_or_else(|| format!("'{w}' is not a square")))
        .collect()
}

fn role(word: &str) -> Result<Option<Role>, String> {
    Ok(Some(match word {
        "queen" => Role::Queen,
        "rook" => Role::Rook,
        "bishop" => Role::Bishop,
        "knight" => Role::Knight,
        "any" => return Ok(None),
        other => return Err(format!("'{other}' is not a promotion piece")),
    }))
}

fn goal(text: &str, pos: &Position) -> Result<Goal, String> {
    use crate::rules::Reason;
    let words: Vec<&str> = text.split_whitespace().collect();
    let uci = |w: &str| {
        pos.parse_uci_move(w)
            .map_err(|_| format!("'{w}' is not a legal move in the step's position"))
    };
    let (&kind, rest) = words.split_first().ok_or("the goal is empty")?;
    let one = match rest {
        [w] => Ok(*w),
        _ => Err(format!("'{kind}' takes one word")),
    };
    Ok(match kind {
        "reach" if !rest.is_empty() => Goal::Reach(squares(rest)?),
        "click" if !rest.is_empty() => Goal::Click(squares(rest)?),
        "capture" => Goal::Capture,
        "check" => Goal::Check(CheckGoal::Any),
        "double-check" => Goal::Check(CheckGoal::Double),
        "discovered-check" => Goal::Check(CheckGoal::Discovered),
        "escape" => Goal::Escape(Escape::Any),
        "escape-capture" => Goal::Escape(Escape::Capture),
        "escape-block" => Goal::Escape(Escape::Block),
        "escape-king" => Goal::Escape(Escape::King),
        "mate" => Goal::Mate,
        "castle" => Goal::Castle(None),
        "castle-kingside" => Goal::Castle(Some(true)),
        "castle-queenside" => Goal::Castle(Some(false)),
        "promote" => Goal::Promote(role(one?)?),
        "en-passant" => Goal::EnPassant,
        "no-stalemate" => Goal::NoStalemate,
        "draw" => Goal::Draw(match one? {
            "stalemate" => Reason::Stalemate,
            "insufficient-material" => Reason::InsufficientMaterial,
            "cannot-force-mate" => Reason::CannotForceMate,
            "fivefold" => Reason::FivefoldRepetition,
            "seventy-five" => Reason::SeventyFiveMoveRule,
            other => return Err(format!("'{other}' is not a draw this goal knows")),
        }),
        "claim" => Goal::Claim,
        "offer" => Goal::Offer,
        "type" => match rest {
            ["san", m] => Goal::Type(Written::Short, uci(m)?),
            ["long", m] => Goal::Type(Written::Long, uci(m)?),
            _ => return Err("'type' takes 'san' or 'long' and a move".into()),
        },
        "one-of" if !rest.is_empty() => {
            Goal::OneOf(rest.iter().map(|m| uci(m)).collect::<Result<_, _>>()?)
        }
        "ladder" => match rest {
            [a, b, r] => Goal::Ladder {
                a: crate::rules::ladder::Points::parse(a)?,
                b: crate::rules::ladder::Points::parse(b)?,
                result: match *r {
                    "win" => GameResult::Win,
                    "draw" => GameResult::Draw,
                    "loss" => GameResult::Loss,
                    other => return Err(format!("'{other}' is not win, draw or loss")),
                },
            },
            _ => return Err("'ladder' takes two point totals and win, draw or loss".into()),
        },
        other => return Err(format!("unknown goal '{other}'")),
    })
}

impl Draft {
    fn finish(self) -> Result<Step, LessonError> {
        let err = |message: String| LessonError {
            line: self.line,
            message,
        };
        let fen = self
            .fen
            .clone()
            .ok_or_else(|| err("the step has no fen".into()))?;
        let mut start = Position::from_fen(&fen).map_err(|e| err(format!("bad fen: {e}")))?;
        let mut history = Vec::new();
        for m in &self.moves {
            let mv = start
                .parse_uci_move(m)
                .map_err(|_| err(format!("history move '{m}' is not legal")))?;
            start.play_unchecked(mv);
            history.push(mv);
        }
        let goal_text = self
            .goal
            .as_deref()
            .ok_or_else(|| err("the step has no goal".into()))?;
        let goal = goal(goal_text, &start).map_err(err)?;
        if self.solution.is_empty() {
            return Err(err("the step has no solution".into()));
        }
        if let Some(lang) = self.say.missing() {
            return Err(err(format!("the step has no say.{lang}")));
        }
        let optional = |t: Texts, name: &str| -> Result<Option<Texts>, LessonError> {
            if t == Texts::default() {
                return Ok(None);
            }
            match t.missing() {
                Some(lang) => Err(err(format!("the step has no {name}.{lang}"))),
                None => Ok(Some(t)),
            }
        };
        let moves_in_solution = self
            .solution
            .iter()
            .filter(|w| !matches!(w.as_str(), "claim" | "offer"))
            .count()
            .max(1) as u32;
        Ok(Step {
            fen,
            start,
            history,
            goal,
            par: self.par.unwrap_or(moves_in_solution),
            solution: self.solution.clone(),
            hint: optional(self.hint.clone(), "hint")?,
            done: optional(self.done.clone(), "done")?,
            say: self.say,
        })
    }
}

/// Reads a lesson file.
pub fn parse(text: &str) -> Result<Lesson, LessonError> {
    let mut id = None;
    let mut title = Texts::default();
    let mut about = Texts::default();
    let mut steps = Vec::new();
    let mut draft: Option<Draft> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let err = |message: String| LessonError { line, message };
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let (key, value) = trimmed
            .split_once(':')
            .ok_or_else(|| err("expected 'key: value'".into()))?;
        let (key, value) = (key.trim(), value.trim());
        let (name, lang) = match key.split_once('.') {
            Some((n, l)) => (n, Some(l)),
            None => (key, None),
        };
        if key == "step" {
            if let Some(d) = draft.take() {
                steps.push(d.finish()?);
            }
            draft = Some(Draft {
                line,
                ..Draft::default()
            });
            continue;
        }
        let text_slot = |t: &mut Texts| -> Result<(), LessonError> {
            let slot = lang.and_then(|l| t.slot(l)).ok_or_else(|| {
                err(format!(
                    "'{key}': the language must be en, zh-Hans or zh-Hant"
                ))
            })?;
            *slot = value.to_string();
            Ok(())
        };
        match (&mut draft, name) {
            (None, "lesson") => id = Some(value.to_string()),
            (None, "title") => text_slot(&mut title)?,
            (None, "about") => text_slot(&mut about)?,
            (Some(d), "fen") => d.fen = Some(value.to_string()),
            (Some(d), "moves") => d.moves = value.split_whitespace().map(String::from).collect(),
            (Some(d), "goal") => d.goal = Some(value.to_string()),
            (Some(d), "solution") => {
                d.solution = value.split_whitespace().map(String::from).collect()
            }
            (Some(d), "par") => {
                d.par = Some(
                    value
                        .parse()
                        .map_err(|_| err(format!("par '{value}' is not a number")))?,
                )
            }
            (Some(d), "say") => text_slot(&mut d.say)?,
            (Some(d), "hint") => text_slot(&mut d.hint)?,
            (Some(d), "done") => text_slot(&mut d.done)?,
            _ => return Err(err(format!("unexpected key '{key}' here"))),
        }
    }
    if let Some(d) = draft.take() {
        steps.push(d.finish()?);
    }
    let at_end = LessonError {
        line: text.lines().count(),
        message: String::new(),
    };
    let id = id.ok_or_else(|| LessonError {
        message: "no 'lesson:' id".into(),
        ..at_end.clone()
    })?;
    for (name, t) in [("title", &title), ("about", &about)] {
        if let Some(lang) = t.missing() {
            return Err(LessonError {
                message: format!("no {name}.{lang}"),
                ..at_end.clone()
            });
        }
    }
    if steps.is_empty() {
        return Err(LessonError {
            message: "the lesson has no steps".into(),
            ..at_end
        });
    }
    Ok(Lesson {
        id,
        title,
        about,
        steps,
    })
}

/// The lesson ids of `index.txt`, in order.
pub fn parse_index(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}
