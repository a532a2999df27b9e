//! The players of this device on the ladder (`rules::ladder`): profiles with a name, points and
//! the history of their rated games, the engine levels' fixed points, and the JSON file they are
//! kept in (in `localStorage`, and exported or imported by the player). A bad or foreign file is
//! an error that changes nothing.

use super::json::{self, Json};
use crate::rules::ladder::{settle, GameResult, Points, MAX_POINTS};

/// The `localStorage` key of the profiles.
pub const STORAGE_KEY: &str = "rookery.profiles";
/// Where an unreadable players file is put aside before the app starts afresh.
pub const UNREADABLE_KEY: &str = "rookery.profiles.unreadable";
/// What a profiles file says it is.
const FORMAT: &str = "rookery-profiles";
const VERSION: i64 = 1;
/// Longest name kept, in characters.
pub const MAX_NAME: usize = 40;
/// Most profiles, and most games kept per profile.
const MAX_PROFILES: usize = 50;
const MAX_HISTORY: usize = 500;

/// The fixed points of each engine level, spread over the ladder (level 1 in grade 29, level 8
/// in grade 1). They never change: the engine is the yardstick.
pub fn level_points(level: u8) -> Points {
    Points::whole(match level {
        ..=1 => 250,
        2 => 600,
        3 => 900,
        4 => 1_250,
        5 => 1_600,
        6 => 2_050,
        7 => 2_500,
        _ => 3_000,
    })
}

/// Who the other side of a rated game was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Engine level 1–8.
    Engine(u8),
    /// Another profile of this device, by name (as it was then).
    Player(String),
}

/// One rated game, from the profile's side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedGame {
    pub opponent: Opponent,
    pub result: GameResult,
    pub before: Points,
    pub after: Points,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Profile {
    pub id: u32,
    pub name: String,
    pub points: Points,
    pub history: Vec<RatedGame>,
}

impl Profile {
    /// Fewer than the articles' 50 games: the points have not settled yet.
    pub fn provisional(&self) -> bool {
        (self.history.len() as u32) < crate::rules::ladder::SETTLED_AFTER
    }
}

/// Every profile of the device and the one playing now.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Profiles {
    pub list: Vec<Profile>,
    pub active: Option<u32>,
}

/// Why a profiles file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProfileError {
    /// Not JSON at all (the reader's message).
    NotJson(String),
    /// JSON, but not a Rookery profiles file.
    Foreign,
    /// A Rookery profiles file with a part that cannot be right.
    Damaged(String),
}

impl Profiles {
    pub fn get(&self, id: u32) -> Option<&Profile> {
        self.list.iter().find(|p| p.id == id)
    }

    pub fn active(&self) -> Option<&Profile> {
        self.active.and_then(|id| self.get(id))
    }

    /// Adds a profile at 0 points (unrated) and makes it the active one. The name is trimmed
    /// and cut to [`MAX_NAME`]; an empty name is refused.
    pub fn add(&mut self, name: &str) -> Option<u32> {
        let name: String = name.trim().chars().take(MAX_NAME).collect();
        if name.is_empty() || self.list.len() >= MAX_PROFILES {
            return None;
        }
        let id = self.list.iter().map(|p| p.id).max().map_or(1, |m| m + 1);
        self.list.push(Profile {
            id,
            name,
            points: Points::ZERO,
            history: Vec::new(),
        });
        self.active = Some(id);
        Some(id)
    }

    pub fn select(&mut self, id: Option<u32>) {
        self.active = id.filter(|&id| self.get(id).is_some());
    }

    /// Records a rated game of profile `id` against engine `level`; returns the points change.
    pub fn record_engine_game(&mut self, id: u32, level: u8, result: GameResult) -> Option<Points> {
        let profile = self.list.iter_mut().find(|p| p.id == id)?;
        let before = profile.points;
        let (after, _) = settle(before, level_points(level), result);
        profile.points = after;
        push(
            &mut profile.history,
            RatedGame {
                opponent: Opponent::Engine(level),
                result,
                before,
                after,
            },
        );
        Some(Points(after.0 - before.0))
    }

    /// Records a rated game between two profiles of this device (`result` is `a`'s); returns
    /// both changes.
    pub fn record_pair(&mut self, a: u32, b: u32, result: GameResult) -> Option<(Points, Points)> {
        let (pa, pb) = (self.get(a)?.clone(), self.get(b)?.clone());
        if a == b {
            return None;
        }
        let (na, nb) = settle(pa.points, pb.points, result);
        let mirror = match result {
            GameResult::Win => GameResult::Loss,
            GameResult::Loss => GameResult::Win,
            GameResult::Draw => GameResult::Draw,
        };
        for (id, other, res, before, after) in [
            (a, &pb.name, result, pa.points, na),
            (b, &pa.name, mirror, pb.points, nb),
        ] {
            let p = self.list.iter_mut().find(|p| p.id == id)?;
            p.points = after;
            push(
                &mut p.history,
                RatedGame {
                    opponent: Opponent::Player(other.clone()),
                    result: res,
                    before,
                    after,
                },
            );
        }
        Some((Points(na.0 - pa.points.0), Points(nb.0 - pb.points.0)))
    }

    /// Adds the profiles of an imported file (each as a new profile; the active one stays).
    pub fn import(&mut self, other: Profiles) -> Result<usize, ProfileError> {
        if self.list.len() + other.list.len() > MAX_PROFILES {
            return Err(ProfileError::Damaged(format!(
                "more than {MAX_PROFILES} profiles"
            )));
        }
        let mut next = self.list.iter().map(|p| p.id).max().unwrap_or(0);
        let n = other.list.len();
        for mut p in other.list {
            next += 1;
            p.id = next;
            self.list.push(p);
        }
        if self.active.is_none() {
            self.active = self.list.first().map(|p| p.id);
        }
        Ok(n)
    }

    /// The profiles as JSON text (what is stored and exported).
    pub fn to_json(&self) -> String {
        let num = Json::Number;
        let profiles = self
            .list
            .iter()
            .map(|p| {
                let history = p
                    .history
                    .iter()
                    .map(|g| {
                        let (kind, who) = match &g.opponent {
                            Opponent::Engine(level) => ("engine", Json::Number(i64::from(*level))),
                            Opponent::Player(name) => ("player", Json::String(name.clone())),
                        };
                        Json::Object(vec![
                            ("opponent".into(), Json::String(kind.into())),
                            ("who".into(), who),
                            ("result".into(), Json::String(result_word(g.result).into())),
                            ("before".into(), num(g.before.0)),
                            ("after".into(), num(g.after.0)),
                        ])
                    })
                    .collect();
                Json::Object(vec![
                    ("id".into(), num(i64::from(p.id))),
                    ("name".into(), Json::String(p.name.clone())),
                    ("hundredths".into(), num(p.points.0)),
                    ("games".into(), Json::Array(history)),
                ])
            })
            .collect();
        Json::Object(vec![
            ("format".into(), Json::String(FORMAT.into())),
            ("version".into(), num(VERSION)),
            (
                "active".into(),
                self.active.map_or(Json::Null, |a| num(i64::from(a))),
            ),
            ("profiles".into(), Json::Array(profiles)),
        ])
        .write()
    }

    /// Reads a profiles file.
    pub fn from_json(text: &str) -> Result<Profiles, ProfileError> {
        let value = json::parse(text).map_err(ProfileError::NotJson)?;
        if value.get("format").and_then(Json::as_str) != Some(FORMAT) {
            return Err(ProfileError::Foreign);
        }
        let damaged = |what: &str| ProfileError::Damaged(what.to_string());
        if value.get("version").and_then(Json::as_i64) != Some(VERSION) {
            return Err(damaged("an unknown version"));
        }
        let points = |v: Option<&Json>| {
            v.and_then(Json::as_i64)
                .filter(|n| (0..=MAX_POINTS.0).contains(n))
                .map(Points)
        };
        let mut out = Profiles::default();
        let list = value
            .get("profiles")
            .and_then(Json::as_array)
            .ok_or_else(|| damaged("no list of profiles"))?;
        if list.len() > MAX_PROFILES {
            return Err(damaged("too many profiles"));
        }
        for p in list {
            let id = p
                .get("id")
                .and_then(Json::as_i64)
                .filter(|n| (1..=1_000_000).contains(n))
                .ok_or_else(|| damaged("a profile without a good id"))? as u32;
            let name = p
                .get("name")
                .and_then(Json::as_str)
                .map(|n| n.trim().chars().take(MAX_NAME).collect::<String>())
                .filter(|n| !n.is_empty())
                .ok_or_else(|| damaged("a profile without a name"))?;
            let total = points(p.get("hundredths")).ok_or_else(|| damaged("bad points"))?;
            let games = p
                .get("games")
                .and_then(Json::as_array)
                .ok_or_else(|| damaged("a profile without its games"))?;
            if games.len() > MAX_HISTORY {
                return Err(damaged("too many games"));
            }
            let mut history = Vec::with_capacity(games.len());
            for g in games {
                let opponent = match (g.get("opponent").and_then(Json::as_str), g.get("who")) {
                    (Some("engine"), Some(Json::Number(l))) if (1..=8).contains(l) => {
                        Opponent::Engine(*l as u8)
                    }
                    (Some("player"), Some(Json::String(n))) => {
                        Opponent::Player(n.chars().take(MAX_NAME).collect())
                    }
                    _ => return Err(damaged("a game with a bad opponent")),
                };
                let result = match g.get("result").and_then(Json::as_str) {
                    Some("win") => GameResult::Win,
                    Some("draw") => GameResult::Draw,
                    Some("loss") => GameResult::Loss,
                    _ => return Err(damaged("a game with a bad result")),
                };
                history.push(RatedGame {
                    opponent,
                    result,
                    before: points(g.get("before")).ok_or_else(|| damaged("bad points"))?,
                    after: points(g.get("after")).ok_or_else(|| damaged("bad points"))?,
                });
            }
            if out.get(id).is_some() {
                return Err(damaged("two profiles with one id"));
            }
            out.list.push(Profile {
                id,
                name,
                points: total,
                history,
            });
        }
        out.active = match value.get("active") {
            None | Some(Json::Null) => None,
            Some(Json::Number(n)) => u32::try_from(*n)
                .ok()
                .and_then(|n| out.get(n))
                .map(|p| p.id),
            Some(_) => return Err(damaged("a bad active profile")),
        };
        Ok(out)
    }
}

fn push(history: &mut Vec<RatedGame>, game: RatedGame) {
    if history.len() >= MAX_HISTORY {
        history.remove(0);
    }
    history.push(game);
}

fn result_word(result: GameResult) -> &'static str {
    match result {
        GameResult::Win => "win",
        GameResult::Draw => "draw",
        GameResult::Loss => "loss",
    }
}
