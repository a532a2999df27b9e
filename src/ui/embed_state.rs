//! The embed's state and every way it changes (issue 11), plain Rust like [`AppState`] (which
//! it wraps for the board, the engine and the game): the three modes — play against the
//! engine, step through a game, solve an exercise — the host page's commands, and the events
//! for it. Events are queued in [`EmbedState::events`], numbered; the browser glue posts the
//! new ones. Tested natively (tests/embed_state.rs).

use super::annotated::{self, Annotated, Arrow, MarkColor, Notes, ReadError};
use super::embed_messages::{Command, Event, Refused};
use super::embed_params::{EmbedMode, EmbedParams, Problem, StartPly};
use super::json::{self, Json};
use super::state::{Action, AppState, Mode, Settings};
use crate::rules::{Color, FenError, Move, Outcome, Position, Reason, Square};

/// Something the address asked for that could not be done, shown in the frame in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EmbedProblem {
    /// A parameter's value was refused (its default is used).
    Param(Problem),
    /// `fen=` is not a valid position (the usual start is used).
    BadFen(FenError),
    /// `pgn=` could not be read.
    BadPgn(ReadError),
    /// The `solution`'s move number `index` (from 1) is not legal there; the exercise is
    /// shown as a position instead.
    BadSolution { index: usize, uci: String },
    /// `ply=` is past the game's end (the last position is shown).
    PlyPastEnd { ply: usize, plies: usize },
}

/// An exercise under way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The student's moves and the replies, alternating, from the start position.
    pub solution: Vec<Move>,
    /// The wrong moves tried so far.
    pub tries: u32,
    /// 0: no hint shown; 1: the piece to move; 2: the move.
    pub hint: u8,
    /// What the last attempt was.
    pub feedback: Feedback,
}

/// How the student's last attempt went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// Nothing tried yet.
    Start,
    /// The right move: the reply was played, find the next.
    Right,
    /// Not the move: it was taken back.
    Wrong,
    Solved,
}

/// What `reset` goes back to: the address's game, or the last one a command loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Start {
    pub position: Position,
    pub moves: Vec<Move>,
    pub notes: Vec<Notes>,
    /// The PGN text a `loadPgn` command gave (saved with the state, so a reload keeps it).
    pub pgn: Option<String>,
    /// The position shown first (`None`: the last).
    pub view: Option<usize>,
}

/// The whole state of an embed.
#[derive(Clone, Debug, PartialEq)]
pub struct EmbedState {
    /// The address, as read (the display options: coordinates, move list, buttons, colours).
    pub params: EmbedParams,
    /// The mode in effect (a puzzle whose solution is unusable is shown as a position).
    pub mode: EmbedMode,
    pub app: AppState,
    pub start: Start,
    /// What the PGN says about each position (view mode).
    pub notes: Vec<Notes>,
    pub puzzle: Option<Puzzle>,
    pub problems: Vec<EmbedProblem>,
    /// Events for the host page, numbered from 1; only the newest [`KEPT_EVENTS`] are kept.
    pub events: Vec<(u64, Event)>,
    next_event: u64,
    /// Events told after the moves of the same action (`solved` after the last `move`).
    after_moves: Vec<Event>,
}

/// How many events are kept for the glue to post.
pub const KEPT_EVENTS: usize = 64;

/// Everything that can happen to an embed.
#[derive(Clone, Debug, PartialEq)]
pub enum EmbedAction {
    /// The board, the engine, the move list: as in the app (a puzzle checks the moves).
    App(Action),
    /// A command of the host page.
    Command { command: Command, now: f64 },
    /// A message of the host page that is no command.
    Refused(Refused),
    /// Show more of the next puzzle move.
    Hint,
    /// Back to the start.
    Reset { now: f64 },
}

impl EmbedState {
    /// The embed the address describes (problems become messages, never a blank frame).
    pub fn new(params: EmbedParams, now: f64) -> EmbedState {
        let mut problems: Vec<EmbedProblem> = params
            .problems
            .iter()
            .cloned()
            .map(EmbedProblem::Param)
            .collect();
        let mut mode = params.mode;
        let mut position = match params.fen.as_deref().map(Position::from_fen) {
            Some(Ok(pos)) => pos,
            Some(Err(e)) => {
                problems.push(EmbedProblem::BadFen(e));
                Position::startpos()
            }
            None => Position::startpos(),
        };
        let mut moves = Vec::new();
        let mut notes = Vec::new();
        // A game: view mode steps through it; play mode goes on from its end.
        if let (Some(text), EmbedMode::View | EmbedMode::Play) = (&params.pgn, mode) {
            match annotated::read(text) {
                Ok(game) => {
                    position = game.start;
                    moves = game.moves;
                    notes = game.notes;
                }
                Err(e) => problems.push(EmbedProblem::BadPgn(e)),
            }
        }
        let mut solution = Vec::new();
        if mode == EmbedMode::Puzzle {
            let mut pos = position.clone();
            for (i, uci) in params.solution.iter().enumerate() {
                match pos.parse_uci_move(uci) {
                    Ok(mv) => {
                        pos.play_unchecked(mv);
                        solution.push(mv);
                    }
                    Err(_) => {
                        problems.push(EmbedProblem::BadSolution {
                            index: i + 1,
                            uci: uci.clone(),
                        });
                        mode = EmbedMode::View;
                        break;
                    }
                }
            }
        }
        let plies = moves.len();
        let view = match (mode, params.ply) {
            (EmbedMode::View, None) if plies > 0 => Some(0),
            (EmbedMode::View, Some(StartPly::At(p))) if p < plies => Some(p),
            (EmbedMode::View, Some(StartPly::At(p))) if p > plies => {
                problems.push(EmbedProblem::PlyPastEnd { ply: p, plies });
                None
            }
            _ => None,
        };
        let start = Start {
            position,
            moves,
            notes,
            pgn: None,
            view,
        };
        let mut state = EmbedState {
            mode,
            app: AppState::default(),
            start,
            notes: Vec::new(),
            puzzle: (mode == EmbedMode::Puzzle).then_some(Puzzle {
                solution,
                tries: 0,
                hint: 0,
                feedback: Feedback::Start,
            }),
            problems,
            events: Vec::new(),
            next_event: 1,
            after_moves: Vec::new(),
            params,
        };
        state.restart(now);
        state
    }

    /// Sets the board up from [`Self::start`] in the current mode.
    fn restart(&mut self, now: f64) {
        let start = &self.start;
        let turn = start
            .moves
            .iter()
            .fold(start.position.clone(), |mut p, m| {
                p.play_unchecked(*m);
                p
            })
            .turn();
        // Who is at the bottom by default: the student; in a game to look at, the side to move
        // in its first position (White for a whole game).
        let student = match self.mode {
            EmbedMode::Play => self.params.side.unwrap_or(turn),
            EmbedMode::Puzzle => turn,
            EmbedMode::View => start.position.turn(),
        };
        let settings = Settings {
            mode: match self.mode {
                EmbedMode::Play => Mode::Engine { human: student },
                _ => Mode::TwoPlayers { auto_flip: false },
            },
            level: self
                .params
                .level
                .unwrap_or(self.app.settings.level.clamp(1, 8)),
            time: None,
            players: None,
        };
        let animate = self.app.animate;
        let next_id = self.app.next_search_id();
        self.app = AppState::with_moves(settings, Some(start.position.clone()), &start.moves, now);
        self.app.continue_search_ids(next_id);
        self.app.animate = animate;
        self.app.orientation = self.params.orientation.unwrap_or(student);
        self.app.view = start.view;
        self.notes = start.notes.clone();
        if let Some(p) = &mut self.puzzle {
            p.tries = 0;
            p.hint = 0;
            p.feedback = Feedback::Start;
        }
    }

    /// The color the student plays (puzzle and play modes).
    pub fn student(&self) -> Option<Color> {
        match (self.mode, self.app.settings.mode) {
            (EmbedMode::Play, Mode::Engine { human }) => Some(human),
            (EmbedMode::Puzzle, _) => Some(self.app.game.start().turn()),
            _ => None,
        }
    }

    /// Whether the student may move pieces on the board now.
    pub fn can_move(&self) -> bool {
        match self.mode {
            EmbedMode::View => false,
            EmbedMode::Play => self.app.human_can_move(),
            EmbedMode::Puzzle => {
                self.app.human_can_move()
                    && self.puzzle.as_ref().is_some_and(|p| {
                        p.feedback != Feedback::Solved
                            && self.app.game.moves().len() % 2 == 0
                            && self.app.game.moves().len() < p.solution.len()
                    })
            }
        }
    }

    /// The notes about the shown position (view mode).
    pub fn shown_notes(&self) -> Option<&Notes> {
        let ply = self.app.view.unwrap_or(self.app.game.moves().len());
        self.notes.get(ply)
    }

    /// The next puzzle move, when the student must find it.
    fn expected(&self) -> Option<Move> {
        let p = self.puzzle.as_ref()?;
        p.solution.get(self.app.game.moves().len()).copied()
    }

    /// What the board shows besides the pieces: (arrows, marked squares).
    pub fn shapes(&self) -> (Vec<Arrow>, Vec<(Square, MarkColor)>) {
        if let (Some(p), Some(next)) = (&self.puzzle, self.expected()) {
            return match p.hint {
                0 => (Vec::new(), Vec::new()),
                1 => (Vec::new(), vec![(next.from(), MarkColor::Green)]),
                _ => (
                    vec![Arrow {
                        from: next.from(),
                        to: next.to(),
                        color: MarkColor::Green,
                    }],
                    vec![(next.from(), MarkColor::Green)],
                ),
            };
        }
        self.shown_notes()
            .map(|n| (n.arrows.clone(), n.marks.clone()))
            .unwrap_or_default()
    }

    /// The tries of a solved puzzle.
    pub fn solved(&self) -> Option<u32> {
        self.puzzle
            .as_ref()
            .filter(|p| p.feedback == Feedback::Solved)
            .map(|p| p.tries)
    }

    /// Applies an action, then queues the events it caused.
    pub fn apply(&mut self, action: EmbedAction) {
        let before_start = self.app.game.start().clone();
        let before_moves = self.app.game.moves().len();
        let before_outcome = self.app.outcome();
        match action {
            EmbedAction::App(action) => self.apply_app(action),
            EmbedAction::Command { command, now } => {
                let name = command_name(&command);
                if let Err(message) = self.command(command, now) {
                    self.emit(Event::Error {
                        command: name.to_string(),
                        message,
                    });
                }
            }
            EmbedAction::Refused(refused) => self.emit(Event::Error {
                command: refused.command,
                message: refused.message,
            }),
            EmbedAction::Hint => {
                if self.params.hints && self.can_move() {
                    if let Some(p) = &mut self.puzzle {
                        p.hint = (p.hint + 1).min(2);
                    }
                }
            }
            EmbedAction::Reset { now } => self.restart(now),
        }
        // Every move played (the student's, the engine's, a reply, a command's) is told.
        let game = &self.app.game;
        let mut played = Vec::new();
        if *game.start() == before_start {
            for ply in before_moves..game.moves().len() {
                let (Some(pos), Some(after)) = (game.position_at(ply), game.position_at(ply + 1))
                else {
                    continue;
                };
                let mv = game.moves()[ply];
                played.push(Event::Move {
                    uci: mv.to_uci(false),
                    san: pos.san(mv),
                    fen: after.to_fen(),
                    ply: ply + 1,
                });
            }
        }
        for event in played {
            self.emit(event);
        }
        if let (None, Some(outcome)) = (before_outcome, self.app.outcome()) {
            self.emit(Event::GameOver {
                result: outcome.result().to_string(),
                reason: reason_tag(outcome).to_string(),
            });
        }
        for event in std::mem::take(&mut self.after_moves) {
            self.emit(event);
        }
    }

    fn emit(&mut self, event: Event) {
        self.events.push((self.next_event, event));
        self.next_event += 1;
        if self.events.len() > KEPT_EVENTS {
            self.events.remove(0);
        }
    }

    fn apply_app(&mut self, action: Action) {
        match (self.mode, action) {
            // A game to look at: no moves, no game controls.
            (
                EmbedMode::View,
                Action::TryMove { .. }
                | Action::Promote { .. }
                | Action::Takeback { .. }
                | Action::Resign { .. }
                | Action::OfferDraw { .. }
                | Action::ClaimDraw { .. }
                | Action::NewGame { .. },
            ) => {}
            (EmbedMode::Puzzle, Action::TryMove { from, to, now }) => {
                if !self.can_move() {
                    return;
                }
                match self.app.matching_moves(from, to).as_slice() {
                    [mv] if !mv.is_promotion() => self.attempt(*mv, now),
                    // No such move (the app explains why) or a promotion (it asks which piece).
                    _ => self.app.apply(Action::TryMove { from, to, now }),
                }
            }
            (EmbedMode::Puzzle, Action::Promote { role, now }) => {
                let chosen = self.app.promotion.take().and_then(|(from, to)| {
                    self.app
                        .matching_moves(from, to)
                        .into_iter()
                        .find(|m| m.promotion_role() == Some(role))
                });
                if let Some(mv) = chosen {
                    self.attempt(mv, now);
                }
            }
            (EmbedMode::Puzzle, Action::Takeback { .. } | Action::NewGame { .. }) => {}
            (_, action) => self.app.apply(action),
        }
    }

    /// The student's move in a puzzle: the right one is played and answered, a wrong one is
    /// refused and counted.
    fn attempt(&mut self, mv: Move, now: f64) {
        let Some(expected) = self.expected() else {
            return;
        };
        let pos = self.app.game.position();
        // Any mate is right where the solution mates.
        let mates = |m: Move| {
            let mut after = pos.clone();
            after.play_unchecked(m);
            after.is_check() && !after.has_legal_moves()
        };
        let right = mv == expected || (mates(expected) && mates(mv));
        let Some(p) = self.puzzle.as_mut() else {
            return;
        };
        if !right {
            p.tries += 1;
            p.feedback = Feedback::Wrong;
            self.app.notice = None;
            self.emit(Event::Failed {
                uci: mv.to_uci(false),
            });
            return;
        }
        p.hint = 0;
        self.app.play_move(mv, now);
        let ply = self.app.game.moves().len();
        let reply = self
            .puzzle
            .as_ref()
            .and_then(|p| p.solution.get(ply).copied());
        if let Some(reply) = reply.filter(|_| self.app.outcome().is_none()) {
            self.app.play_move(reply, now);
        }
        let ply = self.app.game.moves().len();
        let Some(p) = self.puzzle.as_mut() else {
            return;
        };
        if ply >= p.solution.len() || self.app.outcome().is_some() {
            p.feedback = Feedback::Solved;
            let tries = p.tries;
            self.after_moves.push(Event::Solved { tries });
        } else {
            p.feedback = Feedback::Right;
        }
    }

    /// Carries out a host page's command; `Err` says why it was refused (nothing changed).
    fn command(&mut self, command: Command, now: f64) -> Result<(), String> {
        let in_puzzle = || {
            Err(
                "not available in puzzle mode (change the frame's address to load another \
                 exercise)"
                    .to_string(),
            )
        };
        match command {
            Command::SetPosition { .. } | Command::LoadPgn { .. }
                if self.mode == EmbedMode::Puzzle =>
            {
                return in_puzzle();
            }
            Command::SetPosition { fen } => {
                let position = Position::from_fen(&fen).map_err(|e| format!("bad FEN: {e}"))?;
                self.start = Start {
                    position,
                    moves: Vec::new(),
                    notes: Vec::new(),
                    pgn: None,
                    view: None,
                };
                self.restart(now);
            }
            Command::LoadPgn { pgn } => {
                let game: Annotated = annotated::read(&pgn).map_err(|e| match e {
                    ReadError::Empty => "the PGN holds no game".to_string(),
                    ReadError::Pgn(e) => format!("bad PGN: {e}"),
                })?;
                let view = (self.mode == EmbedMode::View && !game.moves.is_empty()).then_some(0);
                self.start = Start {
                    position: game.start,
                    moves: game.moves,
                    notes: game.notes,
                    pgn: Some(pgn),
                    view,
                };
                self.restart(now);
            }
            Command::Move { uci } => {
                if self.mode == EmbedMode::View {
                    return Err("view mode shows a game: no moves can be played".into());
                }
                let mv = self
                    .app
                    .game
                    .position()
                    .parse_uci_move(&uci)
                    .map_err(|_| format!("'{uci}' is not a legal move here"))?;
                if self.app.outcome().is_some() {
                    return Err("the game is over".into());
                }
                if self.mode == EmbedMode::Puzzle {
                    if !self.can_move() {
                        return Err("the exercise is solved".into());
                    }
                    self.attempt(mv, now);
                } else {
                    self.app.view = None;
                    self.app.play_move(mv, now);
                }
            }
            Command::Flip => self.app.apply(Action::Flip),
            Command::Reset => self.restart(now),
            Command::SetLevel { level } => {
                self.params.level = Some(level);
                self.app.settings.level = level;
            }
            Command::GoTo { ply } => {
                let plies = self.app.game.moves().len();
                if ply > plies {
                    return Err(format!("the game has {plies} plies"));
                }
                self.app.apply(Action::View((ply < plies).then_some(ply)));
            }
        }
        Ok(())
    }

    /// What a reload needs to come back to the same place, as JSON text.
    pub fn to_saved(&self) -> String {
        let mut fields = vec![
            ("v".to_string(), Json::Number(1)),
            (
                "start".to_string(),
                Json::String(self.app.game.start().to_fen()),
            ),
            (
                "moves".to_string(),
                Json::Array(
                    self.app
                        .game
                        .uci_moves()
                        .into_iter()
                        .map(Json::String)
                        .collect(),
                ),
            ),
            (
                "view".to_string(),
                Json::Number(self.app.view.map_or(-1, |v| v as i64)),
            ),
            (
                "orientation".to_string(),
                Json::String(
                    match self.app.orientation {
                        Color::White => "white",
                        Color::Black => "black",
                    }
                    .to_string(),
                ),
            ),
            (
                "level".to_string(),
                Json::Number(i64::from(self.app.settings.level)),
            ),
        ];
        if let Some(p) = &self.puzzle {
            fields.push(("tries".to_string(), Json::Number(i64::from(p.tries))));
        }
        if let Some(pgn) = &self.start.pgn {
            fields.push(("pgn".to_string(), Json::String(pgn.clone())));
        }
        Json::Object(fields).write()
    }

    /// Comes back to a saved state, when it still fits this embed; anything unreadable or
    /// not legal leaves the embed as the address sets it up.
    pub fn restore(&mut self, text: &str, now: f64) {
        let Ok(saved) = json::parse(text) else {
            return;
        };
        if saved.get("v").and_then(Json::as_i64) != Some(1) {
            return;
        }
        if let Some(pgn) = saved.get("pgn").and_then(Json::as_str) {
            if self.mode != EmbedMode::Puzzle {
                if let Ok(game) = annotated::read(pgn) {
                    self.start = Start {
                        position: game.start,
                        moves: game.moves,
                        notes: game.notes,
                        pgn: Some(pgn.to_string()),
                        view: None,
                    };
                    self.restart(now);
                }
            }
        }
        let Some(start) = saved
            .get("start")
            .and_then(Json::as_str)
            .and_then(|f| Position::from_fen(f).ok())
        else {
            return;
        };
        if start != *self.app.game.start() {
            if self.mode == EmbedMode::Play {
                self.start = Start {
                    position: start.clone(),
                    moves: Vec::new(),
                    notes: Vec::new(),
                    pgn: None,
                    view: None,
                };
                self.restart(now);
            } else {
                return;
            }
        }
        let texts: Vec<&str> = match saved.get("moves") {
            Some(Json::Array(items)) => items.iter().filter_map(Json::as_str).collect(),
            _ => Vec::new(),
        };
        let mut pos = start;
        let mut moves = Vec::new();
        for t in texts {
            let Ok(mv) = pos.parse_uci_move(t) else {
                return;
            };
            pos.play_unchecked(mv);
            moves.push(mv);
        }
        match self.mode {
            // A game to look at keeps its own moves.
            EmbedMode::View => {}
            EmbedMode::Puzzle => {
                let Some(p) = &self.puzzle else { return };
                // Only a whole number of (move, reply) pairs of the solution.
                if moves.len() % 2 != 0 && moves.len() < p.solution.len()
                    || !p.solution.starts_with(&moves)
                {
                    return;
                }
                self.app = AppState::with_moves(
                    self.app.settings,
                    Some(self.app.game.start().clone()),
                    &moves,
                    now,
                );
                let tries = saved.get("tries").and_then(Json::as_i64).unwrap_or(0);
                let solved = moves.len() >= p.solution.len();
                if let Some(p) = &mut self.puzzle {
                    p.tries = tries.clamp(0, 100_000) as u32;
                    p.feedback = match (solved, moves.is_empty()) {
                        (true, _) => Feedback::Solved,
                        (false, true) => Feedback::Start,
                        (false, false) => Feedback::Right,
                    };
                }
            }
            EmbedMode::Play => {
                if let Some(level) = saved
                    .get("level")
                    .and_then(Json::as_i64)
                    .filter(|l| (1..=8).contains(l))
                {
                    self.app.settings.level = level as u8;
                }
                let next_id = self.app.next_search_id();
                self.app = AppState::with_moves(
                    self.app.settings,
                    Some(self.app.game.start().clone()),
                    &moves,
                    now,
                );
                self.app.continue_search_ids(next_id);
            }
        }
        if let Some(o) = saved.get("orientation").and_then(Json::as_str) {
            self.app.orientation = if o == "black" {
                Color::Black
            } else {
                Color::White
            };
        }
        if let Some(v) = saved.get("view").and_then(Json::as_i64) {
            let plies = self.app.game.moves().len() as i64;
            self.app.view = (0..plies).contains(&v).then_some(v as usize);
        }
    }
}

/// The command's `type`, for its `error` event.
fn command_name(command: &Command) -> &'static str {
    match command {
        Command::SetPosition { .. } => "setPosition",
        Command::LoadPgn { .. } => "loadPgn",
        Command::Move { .. } => "move",
        Command::Flip => "flip",
        Command::Reset => "reset",
        Command::SetLevel { .. } => "setLevel",
        Command::GoTo { .. } => "goTo",
    }
}

/// The `reason` of a `gameOver` event: a fixed English word for programs.
pub fn reason_tag(outcome: Outcome) -> &'static str {
    match outcome.reason {
        Reason::Checkmate => "checkmate",
        Reason::Stalemate => "stalemate",
        Reason::InsufficientMaterial => "insufficientMaterial",
        Reason::CannotForceMate => "cannotForceMate",
        Reason::ThreefoldRepetition => "threefoldRepetition",
        Reason::FivefoldRepetition => "fivefoldRepetition",
        Reason::FiftyMoveRule => "fiftyMoveRule",
        Reason::SeventyFiveMoveRule => "seventyFiveMoveRule",
        Reason::Resignation => "resignation",
        Reason::Agreement => "agreement",
        Reason::Timeout => "timeout",
        Reason::TimeoutVsInsufficientMaterial => "timeoutVsInsufficientMaterial",
    }
}

/// The `localStorage` key of an embed: the parameters that make it this exercise or game,
/// and where it opens (not its looks), hashed (FNV-1a, 64 bits), so a student's reload finds it again.
pub fn storage_key(params: &EmbedParams) -> String {
    // Spelled as the first version wrote them (Rust's `Debug` forms), so keys never change.
    let some = |inner: Option<String>| inner.map_or("None".to_string(), |v| format!("Some({v})"));
    let mode = match params.mode {
        super::embed_params::EmbedMode::Play => "Play",
        super::embed_params::EmbedMode::View => "View",
        super::embed_params::EmbedMode::Puzzle => "Puzzle",
    };
    let side = params.side.map(|c| c.fold("White", "Black").to_string());
    let ply = params.ply.map(|p| match p {
        super::embed_params::StartPly::At(n) => format!("At({n})"),
        super::embed_params::StartPly::Last => "Last".to_string(),
    });
    let canonical = format!(
        "{mode}\u{1}{}\u{1}{}\u{1}{}\u{1}{}\u{1}{}\u{1}{}",
        params.fen.as_deref().unwrap_or(""),
        params.pgn.as_deref().unwrap_or(""),
        params.solution.join(" "),
        some(side),
        some(params.level.map(|l| l.to_string())),
        some(ply),
    );
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in canonical.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("rookery.embed.{hash:016x}")
}
