//! The learner's progress in Learn: the best stars of each step of each lesson, per player of
//! the device (the ladder's profiles; `guest` when none is chosen), saved as JSON under
//! [`STORAGE_KEY`]. A lesson can be reset on its own.

use std::collections::BTreeMap;

use crate::ui::json::{self, Json};

pub const STORAGE_KEY: &str = "rookery.learn";

/// Stars per step, per lesson, per player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    players: BTreeMap<String, BTreeMap<String, Vec<u8>>>,
}

/// The key of a player: its profile id, or `guest`.
pub fn player_key(profile: Option<u32>) -> String {
    profile.map_or_else(|| "guest".to_string(), |id| id.to_string())
}

impl Progress {
    /// Reads the saved progress; anything unreadable is an empty start.
    pub fn from_json(text: &str) -> Progress {
        let mut out = Progress::default();
        let Ok(Json::Object(players)) = json::parse(text) else {
            return out;
        };
        for (player, lessons) in players {
            let Json::Object(lessons) = lessons else {
                continue;
            };
            let entry = out.players.entry(player).or_default();
            for (lesson, stars) in lessons {
                let Json::Array(stars) = stars else { continue };
                let stars = stars
                    .iter()
                    .take(100)
                    .map(|s| s.as_i64().unwrap_or(0).clamp(0, 3) as u8)
                    .collect();
                entry.insert(lesson, stars);
            }
        }
        out
    }

    pub fn to_json(&self) -> String {
        Json::Object(
            self.players
                .iter()
                .map(|(player, lessons)| {
                    let lessons = lessons
                        .iter()
                        .map(|(id, stars)| {
                            let stars = stars.iter().map(|s| Json::Number(i64::from(*s))).collect();
                            (id.clone(), Json::Array(stars))
                        })
                        .collect();
                    (player.clone(), Json::Object(lessons))
                })
                .collect(),
        )
        .write()
    }

    /// The stars of each step of a lesson (0: not done).
    pub fn stars(&self, player: &str, lesson: &str, steps: usize) -> Vec<u8> {
        let mut stars = self
            .players
            .get(player)
            .and_then(|l| l.get(lesson))
            .cloned()
            .unwrap_or_default();
        stars.resize(steps, 0);
        stars
    }

    /// Whether every step of the lesson is done.
    pub fn done(&self, player: &str, lesson: &str, steps: usize) -> bool {
        steps > 0 && self.stars(player, lesson, steps).iter().all(|s| *s > 0)
    }

    /// Keeps a step's best stars.
    pub fn record(&mut self, player: &str, lesson: &str, step: usize, stars: u8) {
        if step >= 100 {
            return;
        }
        let list = self
            .players
            .entry(player.to_string())
            .or_default()
            .entry(lesson.to_string())
            .or_default();
        if list.len() <= step {
            list.resize(step + 1, 0);
        }
        list[step] = list[step].max(stars.min(3));
    }

    /// Forgets a lesson's stars (its "reset").
    pub fn reset(&mut self, player: &str, lesson: &str) {
        if let Some(lessons) = self.players.get_mut(player) {
            lessons.remove(lesson);
        }
    }
}
