//! The embed's message API (issue 11) as plain data: the commands a teacher's page may send and
//! the events the embed reports, each `{ source: "rookery", version: 1, type, … }`. The browser
//! glue turns a message into JSON text (`JSON.stringify`, capped) and back; everything else —
//! reading, checking, writing — is here and tested natively. Checking a command's chess
//! (a legal FEN, a legal move) is left to the rules code where it is carried out.

use super::json::{self, Json};

/// What every message carries.
pub const SOURCE: &str = "rookery";
pub const VERSION: i64 = 1;
/// The longest message read (the PGN of `loadPgn` is the big one: 64 KB of text, escaped).
pub const MAX_MESSAGE: usize = 200 * 1024;
const MAX_FEN: usize = 200;

/// A command from the host page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    SetPosition {
        fen: String,
    },
    LoadPgn {
        pgn: String,
    },
    /// A move for the side to move, in UCI notation.
    Move {
        uci: String,
    },
    Flip,
    Reset,
    SetLevel {
        level: u8,
    },
    GoTo {
        ply: usize,
    },
}

/// An event for the host page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Ready {
        fen: String,
    },
    Move {
        uci: String,
        san: String,
        fen: String,
        ply: usize,
    },
    /// `result`: "1-0", "0-1" or "1/2-1/2".
    GameOver {
        result: String,
        reason: String,
    },
    Solved {
        tries: u32,
    },
    Failed {
        uci: String,
    },
    Resize {
        height: u32,
    },
    /// A command was refused: its type (or "" when unreadable) and why.
    Error {
        command: String,
        message: String,
    },
}

/// Why a message is not a command: shown to the host page in an `error` event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// The command's `type`, when it had one.
    pub command: String,
    pub message: String,
}

impl Command {
    /// Reads a message (as JSON text). Messages from other sources (not `rookery`) are
    /// `Ok(None)`: a page may use `postMessage` for other things too.
    pub fn decode(text: &str) -> Result<Option<Command>, Refused> {
        let refuse = |command: &str, message: String| Refused {
            command: command.to_string(),
            message,
        };
        if text.len() > MAX_MESSAGE {
            return Err(refuse(
                "",
                format!("the message is larger than {} KiB", MAX_MESSAGE / 1024),
            ));
        }
        let value = json::parse(text).map_err(|e| refuse("", e))?;
        if value.get("source").and_then(Json::as_str) != Some(SOURCE) {
            return Ok(None);
        }
        let kind = value.get("type").and_then(Json::as_str).unwrap_or("");
        if value.get("version").and_then(Json::as_i64) != Some(VERSION) {
            return Err(refuse(kind, format!("version must be {VERSION}")));
        }
        let text_field = |name: &str, max: usize| {
            value
                .get(name)
                .and_then(Json::as_str)
                .filter(|t| !t.trim().is_empty() && t.len() <= max)
                .map(|t| t.trim().to_string())
                .ok_or_else(|| {
                    refuse(
                        kind,
                        format!("'{name}' must be a text of at most {max} bytes"),
                    )
                })
        };
        let number = |name: &str, range: std::ops::RangeInclusive<i64>| {
            value
                .get(name)
                .and_then(Json::as_i64)
                .filter(|n| range.contains(n))
                .ok_or_else(|| {
                    refuse(
                        kind,
                        format!(
                            "'{name}' must be a whole number from {} to {}",
                            range.start(),
                            range.end()
                        ),
                    )
                })
        };
        let command = match kind {
            "setPosition" => Command::SetPosition {
                fen: text_field("fen", MAX_FEN)?,
            },
            "loadPgn" => Command::LoadPgn {
                pgn: text_field("pgn", super::embed_params::MAX_PGN)?,
            },
            "move" => Command::Move {
                uci: text_field("uci", 5)?,
            },
            "flip" => Command::Flip,
            "reset" => Command::Reset,
            "setLevel" => Command::SetLevel {
                level: number("level", 1..=8)? as u8,
            },
            "goTo" => Command::GoTo {
                ply: number("ply", 0..=10_000)? as usize,
            },
            "" => return Err(refuse("", "the message has no 'type'".into())),
            other => {
                let name: String = other.chars().take(30).collect();
                return Err(refuse(&name, format!("unknown command '{name}'")));
            }
        };
        Ok(Some(command))
    }
}

impl Event {
    /// The event as JSON text, ready for `postMessage` (after `JSON.parse` in the glue).
    pub fn encode(&self) -> String {
        let s = |t: &str| Json::String(t.to_string());
        let n = |v: u64| Json::Number(v as i64);
        let (kind, mut fields): (&str, Vec<(String, Json)>) = match self {
            Event::Ready { fen } => ("ready", vec![("fen".into(), s(fen))]),
            Event::Move { uci, san, fen, ply } => (
                "move",
                vec![
                    ("uci".into(), s(uci)),
                    ("san".into(), s(san)),
                    ("fen".into(), s(fen)),
                    ("ply".into(), n(*ply as u64)),
                ],
            ),
            Event::GameOver { result, reason } => (
                "gameOver",
                vec![("result".into(), s(result)), ("reason".into(), s(reason))],
            ),
            Event::Solved { tries } => ("solved", vec![("tries".into(), n(u64::from(*tries)))]),
            Event::Failed { uci } => ("failed", vec![("uci".into(), s(uci))]),
            Event::Resize { height } => ("resize", vec![("height".into(), n(u64::from(*height)))]),
            Event::Error { command, message } => (
                "error",
                vec![
                    ("command".into(), s(command)),
                    ("message".into(), s(message)),
                ],
            ),
        };
        let mut all = vec![
            ("source".to_string(), s(SOURCE)),
            ("version".to_string(), Json::Number(VERSION)),
            ("type".to_string(), s(kind)),
        ];
        all.append(&mut fields);
        Json::Object(all).write()
    }
}
