//! The app's state and every way it changes: a reducer in the Yew sense, but plain Rust, so
//! the game flow (moves, promotion, engine replies, clocks, takebacks, draws, results) is
//! tested natively. Time enters only as the `now` of each action, in milliseconds.

use super::clock::{Clocks, TimeControl};
use super::profiles::{ProfileError, Profiles};
use crate::rules::ladder::{GameResult, Points};
use crate::rules::move_text::{self, MoveTextError};
use crate::rules::{
    Bitboard, Color, FenError, Game, Illegal, Move, Outcome, Position, Reason, Role, Square,
};
use crate::search::{Level, Score};

/// The `localStorage` key of the hints switch (`on` or `off`).
pub const HINTS_KEY: &str = "rookery.hints";

/// Who plays whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The player has `human`'s pieces; the engine plays the other side.
    Engine { human: Color },
    /// Two people share the device; `auto_flip` turns the board to the side to move.
    TwoPlayers { auto_flip: bool },
}

/// What the new-game dialog chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    pub mode: Mode,
    /// Engine level 1–8.
    pub level: u8,
    /// `None`: no clocks.
    pub time: Option<TimeControl>,
    /// Two players of this device, White's then Black's profile, for a rated game on one
    /// device (two-player mode only).
    pub players: Option<(u32, u32)>,
}

impl Default for Settings {
    /// The first visit: White against level 2, no clock.
    fn default() -> Settings {
        Settings {
            mode: Mode::Engine {
                human: Color::White,
            },
            level: 2,
            time: None,
            players: None,
        }
    }
}

/// A message under the board, as data: `text::notice` puts it into the player's language
/// when it is shown (so switching language translates it too).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A move was refused, and why.
    Refused(Illegal),
    /// The engine declined a draw offer.
    DrawDeclined,
    /// "Claim draw" with no draw to claim.
    NoDrawToClaim,
    /// The saved game was unreadable and a new one started.
    StorageDiscarded,
    /// The `?fen=` of the address is not a valid position.
    BadFen(FenError),
    /// The saved profiles were unreadable and were discarded.
    ProfilesDiscarded,
    /// A profiles file was imported (how many players).
    Imported(usize),
    /// A profiles file was refused; nothing changed.
    ImportFailed(ProfileError),
    /// A move typed in the move box is not a move here, and why.
    BadMoveText(MoveTextError),
    /// A hint was taken in a rated game, which no longer counts on the ladder.
    HintUnrated,
}

/// A hint for the player's move: first the piece to move, then (asked again) the move itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The number of moves played when it was asked for (a hint is for that position only).
    pub ply: usize,
    /// The engine search that finds it, while it runs.
    pub search: Option<u32>,
    /// The engine's move, once found.
    pub mv: Option<Move>,
    /// Whether the whole move is shown (else only the piece).
    pub show_move: bool,
}

/// Whose points a game counts for on the ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rated {
    /// Profile `profile` plays `color` against the engine (at the settings' level).
    VsEngine { profile: u32, color: Color },
    /// Two profiles of this device play each other (pass and play).
    Pair { white: u32, black: u32 },
}

/// The whole state of the app.
#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    pub game: Game,
    pub settings: Settings,
    pub clocks: Option<Clocks>,
    /// The side shown at the bottom.
    pub orientation: Color,
    /// The ply being looked at (`None`: the live position).
    pub view: Option<usize>,
    /// A pawn move waiting for the promotion choice.
    pub promotion: Option<(Square, Square)>,
    pub notice: Option<Notice>,
    /// The engine search whose answer the app is waiting for.
    pub search: Option<u32>,
    next_search: u32,
    /// The last search's score, from the engine's point of view.
    pub engine_score: Option<Score>,
    /// Short move animations.
    pub animate: bool,
    /// Whether the player may ask for hints (a switch beside the animations one, remembered on
    /// the device under [`HINTS_KEY`]).
    pub hints: bool,
    /// The hint asked for in the current position.
    pub hint: Option<Hint>,
    /// Milliseconds on the mover's clock after each move (with the increment), while the game
    /// has clocks: the `[%clk]` of the exported game. Kept only while it has one entry per move.
    pub clock_log: Vec<u64>,
    pub new_game_open: bool,
    /// The engine gave no usable answer to its last request: nothing more is asked of it until
    /// the player chooses to retry (or to play both sides).
    pub engine_failed: bool,
    /// The players of this device and their ladder points.
    pub profiles: Profiles,
    /// Whether this game counts on the ladder (`None`: not rated).
    pub rated: Option<Rated>,
    /// The points changes of the last rated game that ended: (player's name, change).
    pub ladder_change: Vec<(String, Points)>,
}

/// Everything that can happen to the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The player moved a piece from one square to another (drag or click-click).
    TryMove {
        from: Square,
        to: Square,
        now: f64,
    },
    /// The player typed a move in the move box.
    TypedMove {
        text: String,
        now: f64,
    },
    /// The player chose the promotion piece.
    Promote {
        role: Role,
        now: f64,
    },
    CancelPromotion,
    /// The engine answered search `id`.
    EngineMove {
        id: u32,
        uci: Option<String>,
        score: Score,
        now: f64,
    },
    Takeback {
        now: f64,
    },
    Resign {
        now: f64,
    },
    OfferDraw {
        now: f64,
    },
    ClaimDraw {
        now: f64,
    },
    /// The engine will not answer search `id` (it stalled twice, or could not start).
    EngineFailed {
        id: u32,
    },
    /// Ask the engine again after it failed.
    RetryEngine {
        now: f64,
    },
    /// Go on without the engine: the player moves both sides' pieces.
    PlayBothSides {
        now: f64,
    },
    /// Add a player with this name (and make it the one playing).
    AddProfile(String),
    /// Choose who plays (`None`: nobody, games are not rated).
    SelectProfile(Option<u32>),
    /// Import a profiles file's text.
    ImportProfiles(String),
    /// Time passes (checks the clocks).
    Tick {
        now: f64,
    },
    /// Start a new game with these settings from `fen` (`None`: the usual start).
    NewGame {
        settings: Settings,
        start: Option<Position>,
        now: f64,
    },
    Flip,
    OpenNewGame(bool),
    /// Look at the position after this ply (`None`: back to the live position).
    View(Option<usize>),
    /// One ply back (-1) or forward (+1) in the move list.
    Step(i32),
    DismissNotice,
    SetAnimation(bool),
    /// Turn hints on or off.
    SetHints(bool),
    /// The player asks for a hint: the piece to move, then the move.
    Hint,
    Notify(Notice),
}

impl Default for AppState {
    fn default() -> AppState {
        AppState::new(Settings::default(), None, 0.0)
    }
}

impl AppState {
    /// A fresh game with `settings`, from `start` or the usual starting position.
    pub fn new(settings: Settings, start: Option<Position>, now: f64) -> AppState {
        AppState::with_moves(settings, start, &[], now)
    }

    /// A game with `settings` from `start` (or the usual start) with `moves` already played
    /// (they stop at the first one that is not legal).
    pub fn with_moves(
        settings: Settings,
        start: Option<Position>,
        moves: &[Move],
        now: f64,
    ) -> AppState {
        let mut game = start.map_or_else(Game::new, Game::from_position);
        for mv in moves {
            if game.play(*mv).is_err() {
                break;
            }
        }
        let orientation = match settings.mode {
            Mode::Engine { human } => human,
            Mode::TwoPlayers { .. } => Color::White,
        };
        let mut state = AppState {
            game,
            settings,
            clocks: settings.time.map(Clocks::new),
            orientation,
            view: None,
            promotion: None,
            notice: None,
            search: None,
            next_search: 1,
            engine_score: None,
            animate: true,
            hints: true,
            hint: None,
            clock_log: Vec::new(),
            new_game_open: false,
            engine_failed: false,
            profiles: Profiles::default(),
            rated: None,
            ladder_change: Vec::new(),
        };
        state.settle(now);
        state
    }

    /// Makes the game rated if it can be: a player is chosen, the engine is the opponent, and
    /// the game starts from the usual position with no move played yet.
    /// A game under way keeps its rating (adding or choosing a player changes nothing for it).
    pub fn rate_if_possible(&mut self) {
        let fresh =
            self.game.moves().is_empty() && self.game.start().to_fen() == crate::rules::START_FEN;
        if !self.game.moves().is_empty() && self.outcome().is_none() {
            return;
        }
        let known = |id: u32| self.profiles.get(id).is_some();
        self.rated = match (
            self.profiles.active,
            self.settings.mode,
            self.settings.players,
        ) {
            _ if !fresh => None,
            (Some(profile), Mode::Engine { human }, _) => Some(Rated::VsEngine {
                profile,
                color: human,
            }),
            (_, Mode::TwoPlayers { .. }, Some((white, black)))
                if white != black && known(white) && known(black) =>
            {
                Some(Rated::Pair { white, black })
            }
            _ => None,
        };
    }

    /// The id the next engine search gets.
    pub fn next_search_id(&self) -> u32 {
        self.next_search
    }

    /// Numbers this state's searches from `next` on (a state that replaces another keeps its
    /// ids growing, so a late answer to an old search is never taken for a new one).
    pub fn continue_search_ids(&mut self, next: u32) {
        let next = next.max(self.next_search);
        match self.search {
            Some(_) => {
                self.search = Some(next);
                self.next_search = next + 1;
            }
            None => self.next_search = next,
        }
    }

    /// The position on the board (the viewed one, or the live one).
    pub fn shown_position(&self) -> &Position {
        self.view
            .and_then(|ply| self.game.position_at(ply))
            .unwrap_or_else(|| self.game.position())
    }

    /// The shown last move's squares, for the board: `from`, and `to` as the king lands when
    /// castling.
    pub fn shown_last_squares(&self) -> Option<(Square, Square)> {
        self.shown_last_move().map(|m| {
            let to = if m.is_castle() {
                m.king_destination()
            } else {
                m.to()
            };
            (m.from(), to)
        })
    }

    /// The king in check in the shown position.
    pub fn shown_check(&self) -> Option<Square> {
        let pos = self.shown_position();
        pos.is_check().then(|| pos.king_of(pos.turn()))
    }

    /// The move that led to the shown position.
    pub fn shown_last_move(&self) -> Option<Move> {
        let ply = self.view.unwrap_or(self.game.moves().len());
        ply.checked_sub(1).map(|i| self.game.moves()[i])
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    pub fn engine_color(&self) -> Option<Color> {
        match self.settings.mode {
            Mode::Engine { human } => Some(!human),
            Mode::TwoPlayers { .. } => None,
        }
    }

    /// Whether the player may move pieces now.
    pub fn human_can_move(&self) -> bool {
        self.view.is_none()
            && self.promotion.is_none()
            && self.outcome().is_none()
            && self.engine_color() != Some(self.game.position().turn())
    }

    /// Whether it is the engine's turn in a running game.
    pub fn engine_to_move(&self) -> bool {
        self.outcome().is_none() && self.engine_color() == Some(self.game.position().turn())
    }

    /// Legal destinations of each movable piece, for the board's dots; empty when the player
    /// may not move. A castling king may go two squares or onto its rook.
    pub fn destinations(&self) -> Vec<(Square, Bitboard)> {
        if !self.human_can_move() {
            return Vec::new();
        }
        destinations(self.game.position())
    }

    /// The legal moves from `from` to `to` (several when they differ only by promotion).
    pub fn matching_moves(&self, from: Square, to: Square) -> Vec<Move> {
        matching_moves(self.game.position(), from, to)
    }

    /// Applies an action.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::TryMove { from, to, now } => self.try_move(from, to, now),
            Action::TypedMove { text, now } => {
                if !self.human_can_move() {
                    return;
                }
                match move_text::read(&self.game, &text) {
                    Ok(mv) => self.play(mv, now),
                    Err(e) => self.notice = Some(Notice::BadMoveText(e)),
                }
            }
            Action::Promote { role, now } => {
                if let Some((from, to)) = self.promotion.take() {
                    let mv = self
                        .matching_moves(from, to)
                        .into_iter()
                        .find(|m| m.promotion_role() == Some(role));
                    if let Some(mv) = mv {
                        self.play(mv, now);
                    }
                }
            }
            Action::CancelPromotion => self.promotion = None,
            Action::EngineMove {
                id,
                uci,
                score,
                now,
            } => {
                if self.hint.is_some_and(|h| h.search == Some(id)) {
                    let mv = uci.and_then(|u| self.game.position().parse_uci_move(&u).ok());
                    // No usable move: no hint (asking again starts a new search).
                    self.hint = mv.and(self.hint).map(|h| Hint {
                        search: None,
                        mv,
                        ..h
                    });
                    return;
                }
                if self.search != Some(id) {
                    return; // An answer to a search nobody waits for any more.
                }
                self.search = None;
                self.engine_score = Some(score);
                let mv = uci.and_then(|u| self.game.position().parse_uci_move(&u).ok());
                match mv {
                    Some(mv) if self.engine_to_move() => self.play(mv, now),
                    // No usable move: asking again at once could repeat forever.
                    _ if self.engine_to_move() => self.engine_failed = true,
                    _ => self.settle(now),
                }
            }
            Action::EngineFailed { id } => {
                if self.hint.is_some_and(|h| h.search == Some(id)) {
                    self.hint = None;
                }
                if self.search == Some(id) {
                    self.search = None;
                    self.engine_failed = true;
                }
            }
            Action::RetryEngine { now } => {
                self.engine_failed = false;
                self.settle(now);
            }
            Action::PlayBothSides { now } => {
                self.settings.mode = Mode::TwoPlayers { auto_flip: false };
                // One person moving both sides is no rated game.
                self.rated = None;
                self.engine_failed = false;
                self.search = None;
                self.settle(now);
            }
            Action::Takeback { now } => self.takeback(now),
            Action::Resign { now } => {
                let color = match self.settings.mode {
                    Mode::Engine { human } => human,
                    Mode::TwoPlayers { .. } => self.game.position().turn(),
                };
                if self.game.resign(color).is_ok() {
                    self.end(now);
                }
            }
            Action::OfferDraw { now } => self.offer_draw(now),
            Action::ClaimDraw { now } => match self.game.claim_draw() {
                Ok(_) => self.end(now),
                Err(_) => self.notice = Some(Notice::NoDrawToClaim),
            },
            Action::Tick { now } => {
                if self.outcome().is_none() {
                    if let Some(color) = self.clocks.and_then(|c| c.flagged(now)) {
                        let _ = self.game.flag(color);
                        self.end(now);
                    }
                }
            }
            Action::NewGame {
                settings,
                start,
                now,
            } => {
                let (animate, hints) = (self.animate, self.hints);
                let next = self.next_search;
                let profiles = std::mem::take(&mut self.profiles);
                *self = AppState::new(settings, start, now);
                self.profiles = profiles;
                self.rate_if_possible();
                self.animate = animate;
                self.hints = hints;
                // Ids keep growing, so an old search's late answer is never taken for new.
                self.next_search = next.max(self.next_search);
                self.search = None;
                self.settle(now);
            }
            Action::Flip => self.orientation = !self.orientation,
            Action::OpenNewGame(open) => self.new_game_open = open,
            Action::View(ply) => {
                self.view = ply.filter(|&p| p < self.game.moves().len());
                self.promotion = None;
            }
            Action::Step(delta) => {
                let live = self.game.moves().len() as i64;
                let current = self.view.map_or(live, |p| p as i64);
                let next = (current + i64::from(delta)).clamp(0, live);
                self.view = (next < live).then_some(next as usize);
            }
            Action::AddProfile(name) => {
                if self.profiles.add(&name).is_some() {
                    self.rate_if_possible();
                }
            }
            Action::SelectProfile(id) => {
                self.profiles.select(id);
                self.rate_if_possible();
            }
            Action::ImportProfiles(text) => {
                let result = Profiles::from_json(&text).and_then(|p| self.profiles.import(p));
                self.notice = Some(match result {
                    Ok(n) => Notice::Imported(n),
                    Err(e) => Notice::ImportFailed(e),
                });
                self.rate_if_possible();
            }
            Action::DismissNotice => self.notice = None,
            Action::SetAnimation(on) => self.animate = on,
            Action::SetHints(on) => {
                self.hints = on;
                if !on {
                    self.hint = None;
                }
            }
            Action::Hint => self.ask_hint(),
            Action::Notify(notice) => self.notice = Some(notice),
        }
    }

    fn try_move(&mut self, from: Square, to: Square, now: f64) {
        if !self.human_can_move() {
            return;
        }
        let moves = self.matching_moves(from, to);
        match moves.as_slice() {
            [] => {
                let reason = self.game.explain_illegal(from, to, None);
                self.notice = reason.map(Notice::Refused);
            }
            [mv] if !mv.is_promotion() => self.play(*mv, now),
            _ => {
                self.notice = None;
                self.promotion = Some((from, to));
            }
        }
    }

    /// Plays a legal move for the side to move (the clock, the board's turn and the engine
    /// follow); an answer the engine was thinking about is no longer waited for.
    pub fn play_move(&mut self, mv: Move, now: f64) {
        self.search = None;
        self.promotion = None;
        self.play(mv, now);
    }

    fn play(&mut self, mv: Move, now: f64) {
        let mover = self.game.position().turn();
        if let Some(clocks) = self.clocks.as_mut() {
            if !clocks.moved(mover, now) {
                let _ = self.game.flag(mover);
                self.end(now);
                return;
            }
        }
        let before = self.game.moves().len();
        if self.game.play(mv).is_err() {
            return;
        }
        if let Some(clocks) = self.clocks {
            if self.clock_log.len() != before {
                self.clock_log.clear();
            }
            if self.clock_log.len() == before {
                self.clock_log
                    .push(clocks.remaining[mover.index()].max(0.0).round() as u64);
            }
        }
        self.hint = None;
        self.notice = None;
        self.view = None;
        if let Mode::TwoPlayers { auto_flip: true } = self.settings.mode {
            self.orientation = self.game.position().turn();
        }
        self.settle(now);
    }

    fn takeback(&mut self, now: f64) {
        if !self.can_takeback() {
            return;
        }
        self.search = None;
        self.engine_failed = false;
        // A takeback makes the game unrated (the UI says so while it is rated).
        self.rated = None;
        self.ladder_change.clear();
        self.promotion = None;
        self.view = None;
        self.notice = None;
        self.hint = None;
        self.game.undo();
        // Against the engine, go back to the player's own turn.
        if let Some(engine) = self.engine_color() {
            if self.game.position().turn() == engine && !self.game.moves().is_empty() {
                self.game.undo();
            }
        }
        self.clock_log.truncate(self.game.moves().len());
        if let Some(clocks) = self.clocks.as_mut() {
            clocks.stop(now);
            if !self.game.moves().is_empty() {
                clocks.resume(self.game.position().turn(), now);
            }
        }
        self.settle(now);
    }

    /// Whether the hint button is offered: hints are on and the player is to move in the live
    /// position of a game in progress.
    pub fn can_hint(&self) -> bool {
        self.hints && self.human_can_move()
    }

    /// A hint: the first time, an engine search for the position (its answer shows the piece);
    /// once the move is known, the move itself. Taking one makes a rated game unrated.
    fn ask_hint(&mut self) {
        if !self.can_hint() {
            return;
        }
        let ply = self.game.moves().len();
        match self.hint.as_mut().filter(|h| h.ply == ply) {
            Some(hint) if hint.mv.is_some() => hint.show_move = true,
            Some(_) => {} // Still searching.
            None => {
                self.hint = Some(Hint {
                    ply,
                    search: Some(self.next_search),
                    mv: None,
                    show_move: false,
                });
                self.next_search += 1;
                if self.rated.take().is_some() {
                    self.notice = Some(Notice::HintUnrated);
                }
            }
        }
    }

    /// The hint search waiting for the engine, if any.
    pub fn hint_search(&self) -> Option<u32> {
        self.hint.and_then(|h| h.search)
    }

    /// Whether a takeback is possible: moves were played, and the game did not end by
    /// resignation, agreement, a claim or the clock.
    pub fn can_takeback(&self) -> bool {
        let human_moves = match self.engine_color() {
            // Only the engine has moved (the player has Black): nothing of the player's.
            Some(engine) => self
                .game
                .moves()
                .iter()
                .enumerate()
                .any(|(i, _)| self.game.position_at(i).map(Position::turn) != Some(engine)),
            None => !self.game.moves().is_empty(),
        };
        human_moves
            && !matches!(
                self.outcome().map(|o| o.reason),
                Some(
                    Reason::Resignation
                        | Reason::Agreement
                        | Reason::Timeout
                        | Reason::TimeoutVsInsufficientMaterial
                        | Reason::ThreefoldRepetition
                        | Reason::FiftyMoveRule
                )
            )
    }

    fn offer_draw(&mut self, now: f64) {
        if self.outcome().is_some() {
            return;
        }
        let accept = match self.settings.mode {
            // On a shared device the other player is right there: the offer is the agreement.
            Mode::TwoPlayers { .. } => true,
            Mode::Engine { .. } => {
                let dead = !self.game.position().has_mating_material(Color::White)
                    && !self.game.position().has_mating_material(Color::Black);
                let worse = matches!(self.engine_score, Some(Score::Cp(cp)) if cp <= -50)
                    || matches!(self.engine_score, Some(Score::Mate(n)) if n < 0);
                dead || worse
            }
        };
        if accept {
            let _ = self.game.agree_draw();
            self.end(now);
        } else {
            self.notice = Some(Notice::DrawDeclined);
        }
    }

    /// The game just ended: stop the clocks and any search, and settle a rated game.
    fn end(&mut self, now: f64) {
        self.search = None;
        self.promotion = None;
        if let Some(clocks) = self.clocks.as_mut() {
            clocks.stop(now);
        }
        self.settle_ladder();
    }

    /// Points for a rated game that just ended; a game ended before each side moved is not
    /// rated.
    fn settle_ladder(&mut self) {
        let (Some(rated), Some(outcome)) = (self.rated, self.outcome()) else {
            return;
        };
        self.rated = None;
        if self.game.moves().len() < 2 {
            return;
        }
        let result_for = |color: Color| match outcome.winner {
            None => GameResult::Draw,
            Some(w) if w == color => GameResult::Win,
            Some(_) => GameResult::Loss,
        };
        let name = |p: &Profiles, id: u32| p.get(id).map_or(String::new(), |p| p.name.clone());
        self.ladder_change = match rated {
            Rated::VsEngine { profile, color } => self
                .profiles
                .record_engine_game(profile, self.settings.level, result_for(color))
                .map(|change| vec![(name(&self.profiles, profile), change)])
                .unwrap_or_default(),
            Rated::Pair { white, black } => self
                .profiles
                .record_pair(white, black, result_for(Color::White))
                .map(|(w, b)| {
                    vec![
                        (name(&self.profiles, white), w),
                        (name(&self.profiles, black), b),
                    ]
                })
                .unwrap_or_default(),
        };
    }

    /// After any change: stop everything if the game is over, or ask the engine to move.
    pub fn settle(&mut self, now: f64) {
        if self.outcome().is_some() {
            self.end(now);
        } else if self.engine_to_move() && self.search.is_none() && !self.engine_failed {
            self.search = Some(self.next_search);
            self.next_search += 1;
        }
    }

    /// The engine's think time bounds for the current search: the level's own limits plus
    /// the clock, or a fixed time per move when there is no clock.
    pub fn engine_movetime(&self) -> Option<u64> {
        match self.clocks {
            Some(_) => None,
            None if self.settings.level >= Level::MAX => Some(1500),
            None => Some(3000),
        }
    }

    /// The pieces one side has more of than the other (what was won), and the material
    /// balance for White in pawns (Q 9, R 5, B 3, N 3, P 1).
    pub fn material(&self) -> ([Vec<Role>; 2], i32) {
        let pos = self.shown_position();
        let mut surplus: [Vec<Role>; 2] = [Vec::new(), Vec::new()];
        let mut balance = 0;
        for role in [
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ] {
            let w = pos.pieces(Color::White, role).count() as i32;
            let b = pos.pieces(Color::Black, role).count() as i32;
            balance += (w - b) * piece_value(role);
            let (side, n) = if w >= b { (0, w - b) } else { (1, b - w) };
            surplus[side].extend(std::iter::repeat_n(role, n as usize));
        }
        (surplus, balance)
    }
}

/// Legal destinations of each piece of the side to move that has some (a castling king may go
/// two squares or onto its rook): the board's dots.
/// The legal moves from `from` to `to` in `pos` (several when they differ only by promotion;
/// a king dropped on its castling square or on its rook castles).
pub fn matching_moves(pos: &Position, from: Square, to: Square) -> Vec<Move> {
    pos.legal_moves()
        .iter()
        .copied()
        .filter(|mv| {
            mv.from() == from && (mv.to() == to || (mv.is_castle() && mv.king_destination() == to))
        })
        .collect()
}

pub fn destinations(pos: &Position) -> Vec<(Square, Bitboard)> {
    let mut dests: Vec<(Square, Bitboard)> = Vec::new();
    for mv in pos.legal_moves().iter() {
        let mut to = Bitboard::from_square(mv.to());
        if mv.is_castle() {
            to |= Bitboard::from_square(mv.king_destination());
        }
        match dests.iter_mut().find(|(from, _)| *from == mv.from()) {
            Some((_, bb)) => *bb |= to,
            None => dests.push((mv.from(), to)),
        }
    }
    dests
}

/// The seeds' piece values in pawns.
pub fn piece_value(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}
