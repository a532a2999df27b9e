//! What the analysis board opens with (issue 13): the game the app hands over in the address
//! (`?analysis&start=FEN&moves=e2e4+e7e5&shown=2&orientation=black`, as for the Share page), a
//! PGN text (`?analysis&pgn=…`, URL-encoded), a position (`?analysis&fen=…`), else the study
//! saved on this device, else an empty board. A handed-over game keeps its clock times
//! (`[%clk]`), time control and result. Also the saved form: the place shown, then the
//! game as PGN. Pure: tested natively.

use super::tree::{Cursor, Study};
use crate::rules::pgn;
use crate::rules::{Color, Position};
use crate::ui::share_dialog::SharedGame;
use crate::ui::url_params;

/// The `localStorage` key of the study kept between visits.
pub const STORAGE_KEY: &str = "rookery.study";

/// How the page starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Opening {
    pub study: Study,
    pub orientation: Color,
    /// A PGN text to import (a `?pgn=`), read by the import dialog.
    pub pgn: Option<String>,
    /// `?fen=` that is no position: its error, shown; the board starts empty.
    pub bad_fen: Option<crate::rules::FenError>,
    /// A finished game handed over from the app: reviewed at once.
    pub review: bool,
}

pub fn open(query: &str, saved: Option<&str>) -> Opening {
    let mut opening = Opening {
        study: Study::new(pgn::Game::new()),
        orientation: Color::White,
        pgn: None,
        bad_fen: None,
        review: false,
    };
    let mut fen = None;
    let mut handed_over = false;
    for pair in query.trim_start_matches('?').split('&') {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        match key {
            "pgn" => opening.pgn = Some(url_params::decode(value)),
            "fen" => fen = Some(url_params::decode(value)),
            "start" | "moves" => handed_over = true,
            "orientation" if value == "black" => opening.orientation = Color::Black,
            _ => {}
        }
    }
    if handed_over {
        let game = SharedGame::parse(query);
        opening.study = Study::from_moves(&game.start, &game.moves, game.shown);
        let pgn = &mut opening.study.game;
        // Each move's clock as `[%clk 0:04:58]`, the time control and the result as tags.
        for (node, secs) in pgn.mainline.nodes.iter_mut().zip(&game.clocks) {
            node.comments.push(pgn::Comment {
                text: String::new(),
                commands: vec![pgn::Command {
                    name: "clk".into(),
                    args: clock_text(*secs),
                }],
            });
        }
        if let Some((base, inc)) = game.time_control {
            pgn.set_tag("TimeControl", &format!("{base}+{inc}"));
        }
        if let Some(result) = game.result.and_then(pgn::GameResult::parse) {
            pgn.result = result;
            opening.review = !game.moves.is_empty();
        }
    } else if let Some(fen) = fen {
        match Position::from_fen(fen.trim()) {
            Ok(pos) => opening.study = Study::from_moves(&pos, &[], 0),
            Err(e) => opening.bad_fen = Some(e),
        }
    } else if opening.pgn.is_none() {
        if let Some(study) = saved.and_then(decode) {
            opening.study = study;
        }
    }
    opening
}

/// Seconds as a PGN clock, `h:mm:ss`.
pub fn clock_text(secs: u64) -> String {
    format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
}

/// The study as kept on the device: `forks at`, a line, then the PGN (`2.0,5.1 3`).
pub fn encode(study: &Study) -> String {
    let forks: Vec<String> = study
        .cursor
        .forks
        .iter()
        .map(|(n, v)| format!("{n}.{v}"))
        .collect();
    format!(
        "{} {}\n{}",
        forks.join(","),
        study.cursor.at,
        study.to_pgn()
    )
}

/// Reads [`encode`]'s text back; `None` for anything else. A place that is not in the game
/// shows its start.
pub fn decode(text: &str) -> Option<Study> {
    let (place, pgn_text) = text.split_once('\n')?;
    let game = pgn::PgnReader::new(pgn_text).next()?.ok()?;
    let mut study = Study::new(game);
    let (forks, at) = place.split_once(' ')?;
    let forks: Option<Vec<(usize, usize)>> = forks
        .split(',')
        .filter(|f| !f.is_empty())
        .map(|f| {
            let (n, v) = f.split_once('.')?;
            Some((n.parse().ok()?, v.parse().ok()?))
        })
        .collect();
    if let (Some(forks), Ok(at)) = (forks, at.parse()) {
        study.go(Cursor { forks, at });
    }
    Some(study)
}
