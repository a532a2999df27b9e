//! The embed's address (`?embed=1&…`, issue 11): every parameter read and checked, pure, so it
//! is tested natively. A bad value never leaves a blank frame: it becomes a [`Problem`] (shown
//! to the teacher in words) and the parameter keeps its safe default.

use super::url_params::decode;
use crate::rules::Color;

/// What the student does in the frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EmbedMode {
    /// Play the position out against the engine.
    #[default]
    Play,
    /// Step through a game.
    View,
    /// Find the moves of an exercise.
    Puzzle,
}

/// Where a game is shown first in view mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartPly {
    At(usize),
    Last,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    #[default]
    Light,
    Dark,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BoardColors {
    #[default]
    Brown,
    Blue,
    Green,
}

/// A parameter whose value was refused (its default is used instead; a puzzle without its
/// solution is shown as a position to look at).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub param: &'static str,
    /// The value as given, cut to 40 characters.
    pub value: String,
}

/// The longest `pgn=` read (64 KB), and the most moves a `solution=` may list.
pub const MAX_PGN: usize = 64 * 1024;
pub const MAX_SOLUTION: usize = 200;

/// Everything the embed's address says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmbedParams {
    /// `embed=1` was given: the page is an embed.
    pub embed: bool,
    pub mode: EmbedMode,
    /// The start position as given (checked by the FEN parser where it is used).
    pub fen: Option<String>,
    pub pgn: Option<String>,
    pub ply: Option<StartPly>,
    pub side: Option<Color>,
    pub level: Option<u8>,
    /// Puzzle: the student's moves and the replies, alternating, in UCI notation.
    pub solution: Vec<String>,
    pub orientation: Option<Color>,
    pub coords: bool,
    pub moves: bool,
    pub takeback: bool,
    pub hints: bool,
    pub sound: bool,
    pub theme: Theme,
    pub board: BoardColors,
    pub lang: Option<String>,
    /// The one origin the message API talks to (`None`: the API is off).
    pub parent_origin: Option<String>,
    /// Teaching overlays (`overlay=centre,wings`).
    pub overlays: super::overlays::Overlays,
    pub problems: Vec<Problem>,
}

impl Default for EmbedParams {
    fn default() -> EmbedParams {
        EmbedParams {
            embed: false,
            mode: EmbedMode::Play,
            fen: None,
            pgn: None,
            ply: None,
            side: None,
            level: None,
            solution: Vec::new(),
            orientation: None,
            coords: true,
            moves: true,
            takeback: true,
            hints: true,
            sound: true,
            theme: Theme::Light,
            board: BoardColors::Brown,
            lang: None,
            parent_origin: None,
            overlays: super::overlays::Overlays::NONE,
            problems: Vec::new(),
        }
    }
}

fn color(value: &str) -> Option<Color> {
    match value {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// A move in UCI notation: two squares and an optional promotion letter.
fn is_uci_move(text: &str) -> bool {
    let b = text.as_bytes();
    let square = |f: u8, r: u8| (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&r);
    match b.len() {
        4 => square(b[0], b[1]) && square(b[2], b[3]),
        5 => square(b[0], b[1]) && square(b[2], b[3]) && b"qrbn".contains(&b[4]),
        _ => false,
    }
}

/// `https://school.example` or `http://127.0.0.1:8080`: a scheme, a host name and maybe a
/// port, nothing else (no path, no `*`).
pub fn is_origin(text: &str) -> bool {
    let Some((scheme, rest)) = text.split_once("://") else {
        return false;
    };
    let (host, port) = match rest.split_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (rest, None),
    };
    let host_ok = !host.is_empty()
        && !host.starts_with(['.', '-'])
        && host
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.');
    let port_ok =
        port.is_none_or(|p| (1..=5).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_digit()));
    matches!(scheme, "http" | "https") && host_ok && port_ok
}

/// Reads the address's query string.
pub fn parse(search: &str) -> EmbedParams {
    let mut out = EmbedParams::default();
    for pair in search
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
    {
        let (key, raw) = pair.split_once('=').unwrap_or((pair, ""));
        let value = decode(raw);
        if let Err(param) = apply(&mut out, &decode(key), value.trim()) {
            out.problems.push(Problem {
                param,
                value: value.chars().take(40).collect(),
            });
        }
    }
    if out.mode == EmbedMode::Puzzle && out.solution.is_empty() {
        out.problems.push(Problem {
            param: "solution",
            value: String::new(),
        });
        // Shown as a position: nothing moves by surprise.
        out.mode = EmbedMode::View;
    }
    out
}

/// One parameter; `Err(name)` when its value is refused (unknown parameters are ignored).
fn apply(out: &mut EmbedParams, key: &str, value: &str) -> Result<(), &'static str> {
    let flag = |name: &'static str| match value {
        "1" => Ok(true),
        "0" => Ok(false),
        _ => Err(name),
    };
    match key {
        "embed" => out.embed = value != "0",
        "mode" => {
            out.mode = match value {
                "play" => EmbedMode::Play,
                "view" => EmbedMode::View,
                "puzzle" => EmbedMode::Puzzle,
                _ => return Err("mode"),
            }
        }
        "fen" if !value.is_empty() => out.fen = Some(value.to_string()),
        "pgn" if value.len() > MAX_PGN => return Err("pgn"),
        "pgn" if !value.is_empty() => out.pgn = Some(value.to_string()),
        "ply" => {
            out.ply = Some(match value {
                "last" => StartPly::Last,
                n => StartPly::At(n.parse().ok().filter(|n| *n <= 10_000).ok_or("ply")?),
            })
        }
        "side" => out.side = Some(color(value).ok_or("side")?),
        "orientation" => out.orientation = Some(color(value).ok_or("orientation")?),
        "level" => {
            out.level = Some(
                value
                    .parse()
                    .ok()
                    .filter(|l| (1..=8).contains(l))
                    .ok_or("level")?,
            )
        }
        "solution" => {
            let moves: Vec<&str> = value.split([' ', ',']).filter(|m| !m.is_empty()).collect();
            if moves.is_empty()
                || moves.len() > MAX_SOLUTION
                || !moves.iter().all(|m| is_uci_move(m))
            {
                return Err("solution");
            }
            out.solution = moves.into_iter().map(str::to_string).collect();
        }
        "coords" => out.coords = flag("coords")?,
        "moves" => out.moves = flag("moves")?,
        "takeback" => out.takeback = flag("takeback")?,
        "hints" => out.hints = flag("hints")?,
        "sound" => out.sound = flag("sound")?,
        "theme" => {
            out.theme = match value {
                "light" => Theme::Light,
                "dark" => Theme::Dark,
                _ => return Err("theme"),
            }
        }
        "board" => {
            out.board = match value {
                "brown" => BoardColors::Brown,
                "blue" => BoardColors::Blue,
                "green" => BoardColors::Green,
                _ => return Err("board"),
            }
        }
        // A language the app does not speak is named (the browser's language is used).
        "lang" if super::i18n::Lang::parse(value).is_none() => return Err("lang"),
        "lang" => out.lang = Some(value.to_string()),
        "parentOrigin" if is_origin(value) => out.parent_origin = Some(value.to_string()),
        "parentOrigin" => return Err("parentOrigin"),
        "overlay" => {
            let (overlays, unknown) = super::overlays::Overlays::parse(value);
            if !unknown.is_empty() {
                return Err("overlay");
            }
            out.overlays = overlays;
        }
        _ => {}
    }
    Ok(())
}

impl EmbedParams {
    /// The query string that says these parameters (`embed=1&mode=view&pgn=…`): the inverse
    /// of [`parse`], writing only what differs from the defaults. "Share / embed" uses it.
    pub fn to_query(&self) -> String {
        use super::url_params::encode;
        let color = |c: Color| match c {
            Color::White => "white",
            Color::Black => "black",
        };
        let mut out: Vec<String> = Vec::new();
        let mut put = |key: &str, value: &str| out.push(format!("{key}={}", encode(value)));
        put("embed", if self.embed { "1" } else { "0" });
        match self.mode {
            EmbedMode::Play => {}
            EmbedMode::View => put("mode", "view"),
            EmbedMode::Puzzle => put("mode", "puzzle"),
        }
        if let Some(fen) = &self.fen {
            put("fen", fen);
        }
        if let Some(pgn) = &self.pgn {
            put("pgn", pgn);
        }
        match self.ply {
            Some(StartPly::At(n)) => put("ply", &n.to_string()),
            Some(StartPly::Last) => put("ply", "last"),
            None => {}
        }
        if let Some(side) = self.side {
            put("side", color(side));
        }
        if let Some(level) = self.level {
            put("level", &level.to_string());
        }
        if !self.solution.is_empty() {
            put("solution", &self.solution.join(" "));
        }
        if let Some(o) = self.orientation {
            put("orientation", color(o));
        }
        for (name, on) in [
            ("coords", self.coords),
            ("moves", self.moves),
            ("takeback", self.takeback),
            ("hints", self.hints),
            ("sound", self.sound),
        ] {
            if !on {
                put(name, "0");
            }
        }
        if self.theme == Theme::Dark {
            put("theme", "dark");
        }
        match self.board {
            BoardColors::Brown => {}
            BoardColors::Blue => put("board", "blue"),
            BoardColors::Green => put("board", "green"),
        }
        if let Some(lang) = &self.lang {
            put("lang", lang);
        }
        if let Some(origin) = &self.parent_origin {
            put("parentOrigin", origin);
        }
        if self.overlays != super::overlays::Overlays::NONE {
            put("overlay", &self.overlays.to_list());
        }
        out.join("&")
    }
}
