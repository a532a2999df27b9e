//! Saving the game in progress and reading it back: a small line-based text format, written
//! after every move (and when the page is hidden or closed) and read on reload. Anything
//! unreadable is an error, never a panic; the app then discards it with a notice. The
//! `localStorage` calls live in `hooks::autosave`.
//!
//! A running clock is saved with the wall-clock time (milliseconds since 1970) at which it
//! started, so it keeps running while the page is reloaded or closed: a reload never gives
//! time back. `now` is the page's own clock (`performance.now()`), `wall` the same moment in
//! wall-clock time (`Date.now()`).

use super::clock::{Clocks, TimeControl};
use super::profiles::Profiles;
use super::state::{AppState, Mode, Rated, Settings};
use crate::rules::{Color, Game, Position};

/// The `localStorage` key.
pub const KEY: &str = "rookery.game";
const MAGIC: &str = "rookery-game 1";

/// The state as text.
pub fn encode(state: &AppState, now: f64, wall: f64) -> String {
    let mut out = vec![MAGIC.to_string()];
    out.push(match state.settings.mode {
        Mode::Engine { human } => format!("mode engine {}", color_word(human)),
        Mode::TwoPlayers { auto_flip } => {
            format!("mode two {}", if auto_flip { "autoflip" } else { "fixed" })
        }
    });
    out.push(format!("level {}", state.settings.level));
    out.push(match state.settings.time {
        Some(tc) => format!("time {} {}", tc.base_ms, tc.increment_ms),
        None => "time none".to_string(),
    });
    if let Some(clocks) = state.clocks {
        // Whole milliseconds, written as integers (no float formatting in the web app).
        let [w, b] = clocks.remaining.map(|ms| ms.round() as i64);
        out.push(match clocks.running {
            Some((color, since)) => format!(
                "clocks {w} {b} running {} {}",
                color_word(color),
                (wall - (now - since)).round() as i64
            ),
            None => format!("clocks {w} {b} stopped"),
        });
    }
    out.push(format!("orientation {}", color_word(state.orientation)));
    out.push(format!(
        "animate {}",
        if state.animate { "on" } else { "off" }
    ));
    match state.rated {
        Some(Rated::VsEngine { profile, color }) => {
            out.push(format!("rated {profile} {}", color_word(color)))
        }
        Some(Rated::Pair { white, black }) => out.push(format!("rated pair {white} {black}")),
        None => {}
    }
    if let Some((white, black)) = state.settings.players {
        out.push(format!("players {white} {black}"));
    }
    out.push(format!("fen {}", state.game.start().to_fen()));
    let moves = state.game.uci_moves();
    out.push(format!("moves {}", moves.join(" ")));
    if !state.clock_log.is_empty() {
        let log: Vec<String> = state.clock_log.iter().map(u64::to_string).collect();
        out.push(format!("clk {}", log.join(" ")));
    }
    if let Some(outcome) = state.game.outcome() {
        use crate::rules::Reason::*;
        let declared = match outcome.reason {
            Resignation => outcome.winner.map(|w| format!("resign {}", color_word(!w))),
            Agreement => Some("agree".to_string()),
            ThreefoldRepetition | FiftyMoveRule => Some("claim".to_string()),
            Timeout | TimeoutVsInsufficientMaterial => {
                let flagged = outcome.winner.map_or(state.game.position().turn(), |w| !w);
                Some(format!("flag {}", color_word(flagged)))
            }
            _ => None,
        };
        if let Some(d) = declared {
            out.push(format!("end {d}"));
        }
    }
    out.join("\n")
}

/// Reads a saved state. A clock that was running has gone on running since it was saved (the
/// game may have been lost on time meanwhile).
pub fn decode(text: &str, now: f64, wall: f64) -> Result<AppState, String> {
    decode_with(text, now, wall, Profiles::default())
}

/// [`decode`], with the device's players in place before the clocks are checked: a rated game
/// lost on time while the page was closed is recorded for its player.
pub fn decode_with(
    text: &str,
    now: f64,
    wall: f64,
    profiles: Profiles,
) -> Result<AppState, String> {
    let mut lines = text.lines();
    if lines.next() != Some(MAGIC) {
        return Err("not a saved Rookery game".into());
    }
    let mut settings = Settings::default();
    let mut clocks: Option<([f64; 2], Running)> = None;
    let mut orientation = None;
    let mut animate = true;
    let mut clock_log: Vec<u64> = Vec::new();
    let mut start = None;
    let mut moves: Vec<String> = Vec::new();
    let mut end = None;
    let mut rated = None;
    let mut seen: Vec<&str> = Vec::new();
    for line in lines {
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        if seen.contains(&key) {
            return Err(format!(
                "'{}' given twice",
                key.chars().take(20).collect::<String>()
            ));
        }
        seen.push(key);
        let words: Vec<&str> = rest.split_whitespace().collect();
        match (key, words.as_slice()) {
            ("mode", ["engine", side]) => {
                settings.mode = Mode::Engine {
                    human: color(side)?,
                }
            }
            ("mode", ["two", flip]) => {
                settings.mode = Mode::TwoPlayers {
                    auto_flip: *flip == "autoflip",
                }
            }
            ("level", [n]) => {
                settings.level = n
                    .parse()
                    .ok()
                    .filter(|l| (1..=8).contains(l))
                    .ok_or("bad level")?;
            }
            ("time", ["none"]) => settings.time = None,
            ("time", [base, inc]) => {
                settings.time = Some(TimeControl {
                    base_ms: base.parse().map_err(|_| "bad time")?,
                    increment_ms: inc.parse().map_err(|_| "bad increment")?,
                })
            }
            ("clocks", [w, b, state @ ..]) => {
                // Whole milliseconds (older saves may have a fraction, which is dropped).
                let ms = |s: &str| {
                    let whole = s.split_once('.').map_or(s, |(w, _)| w);
                    whole
                        .parse::<u64>()
                        .map(|v| v as f64)
                        .map_err(|_| "bad clock")
                };
                let running = match state {
                    ["stopped"] => Running::No,
                    // Saved before clocks kept their start time: resume from now.
                    ["running"] => Running::SinceLoad,
                    // The side named is always the side to move: checked, not needed.
                    ["running", side, since] => {
                        color(side)?;
                        Running::Since(ms(since)?)
                    }
                    _ => return Err("bad clock state".into()),
                };
                clocks = Some(([ms(w)?, ms(b)?], running));
            }
            ("orientation", [side]) => orientation = Some(color(side)?),
            ("animate", [on]) => animate = *on == "on",
            ("clk", list) => {
                clock_log = list
                    .iter()
                    .map(|t| t.parse().map_err(|_| "bad clock log"))
                    .collect::<Result<_, _>>()?
            }
            ("fen", _) => {
                start = Some(Position::from_fen(rest).map_err(|e| format!("bad position: {e}"))?)
            }
            ("moves", list) => moves = list.iter().map(|s| s.to_string()).collect(),
            ("rated", ["pair", white, black]) => {
                rated = Some(Rated::Pair {
                    white: white.parse().map_err(|_| "bad rated profile")?,
                    black: black.parse().map_err(|_| "bad rated profile")?,
                })
            }
            ("rated", [profile, side]) => {
                rated = Some(Rated::VsEngine {
                    profile: profile.parse().map_err(|_| "bad rated profile")?,
                    color: color(side)?,
                })
            }
            ("players", [white, black]) => {
                settings.players = Some((
                    white.parse().map_err(|_| "bad players")?,
                    black.parse().map_err(|_| "bad players")?,
                ))
            }
            ("end", _) => end = Some(words),
            _ => {
                return Err(format!(
                    "unexpected line '{}'",
                    line.chars().take(30).collect::<String>()
                ))
            }
        }
    }
    let start = start.ok_or("no position")?;
    let mut state = AppState::new(settings, None, now);
    state.profiles = profiles;
    let mut game = Game::from_position(start);
    for uci in &moves {
        let mv = game
            .position()
            .parse_uci_move(uci)
            .map_err(|e| format!("bad move {uci}: {e}"))?;
        game.play(mv).map_err(|e| format!("bad move {uci}: {e}"))?;
    }
    match end.as_deref() {
        None => Ok(()),
        Some(["resign", side]) => game.resign(color(side)?).map(drop),
        Some(["agree"]) => game.agree_draw().map(drop),
        Some(["claim"]) => game.claim_draw().map(drop),
        Some(["flag", side]) => game.flag(color(side)?).map(drop),
        Some(_) => return Err("bad end".into()),
    }
    .map_err(|e| format!("bad result: {e}"))?;
    state.game = game;
    state.clocks = match (settings.time, clocks) {
        (Some(control), Some((remaining, running))) => {
            let mut c = Clocks::new(control);
            c.remaining = remaining;
            if state.game.outcome().is_none() {
                let turn = state.game.position().turn();
                match running {
                    Running::No => {}
                    Running::SinceLoad => c.resume(turn, now),
                    // A wall clock set back shows no time passed, never negative time.
                    Running::Since(since) => c.resume(turn, now - (wall - since).max(0.0)),
                }
            }
            Some(c)
        }
        (Some(control), None) => Some(Clocks::new(control)),
        (None, _) => None,
    };
    if let Some(o) = orientation {
        state.orientation = o;
    }
    state.animate = animate;
    // A log that does not match the moves is of no use (it is for the PGN's clock times).
    if clock_log.len() == state.game.moves().len() && state.clocks.is_some() {
        state.clock_log = clock_log;
    }
    state.rated = rated.filter(|_| state.game.outcome().is_none());
    state.search = None;
    state.apply(super::state::Action::Tick { now });
    state.settle(now);
    Ok(state)
}

/// A saved clock's state.
enum Running {
    No,
    /// The side to move's clock, running since this wall-clock time.
    Since(f64),
    /// Running, start time unknown (older saves).
    SinceLoad,
}

fn color_word(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn color(word: &str) -> Result<Color, String> {
    match word {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        _ => Err(format!("bad colour '{word}'")),
    }
}
