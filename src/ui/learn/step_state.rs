//! A lesson step being played: the learner's moves, clicks, typed answers and button presses
//! checked against the step's goal by the rules engine. A wrong try is refused with a reason
//! (the rules' own explanation for an illegal move), never just snapped back. Pure: the test
//! of every lesson plays each step's intended solution through this.

use super::lesson::{CheckGoal, Escape, Goal, Step, Written};
use crate::rules::ladder::{settle, Points};
use crate::rules::{Bitboard, CheckKind, Color, Game, Illegal, Move, Position, Role, Square};

/// Why the last try did not count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Miss {
    /// Not a legal move, and why.
    Illegal(Illegal),
    /// In a step where the opponent stands still, a move may not give check.
    GivesCheck,
    /// A legal move that does not do what the step asks.
    NotIt,
    /// A square clicked that is not asked for (its name).
    WrongSquare(Square),
    /// Typed text that is not the answer.
    WrongText,
    /// "Claim draw" with no draw to claim.
    NothingToClaim,
}

/// A step in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct StepState {
    pub game: Game,
    /// The squares the learner's pieces have reached, or that were clicked.
    pub reached: Bitboard,
    /// Tries that count against par: moves played or tried, answers typed, squares clicked.
    pub tries: u32,
    pub miss: Option<Miss>,
    pub done: bool,
    /// A pawn move waiting for its promotion piece.
    pub promotion: Option<(Square, Square)>,
    goal: Goal,
    learner: Color,
}

/// Stars for a step done in `tries` with this `par`: 3, 2 or 1.
pub fn stars(tries: u32, par: u32) -> u8 {
    if tries <= par {
        3
    } else if tries <= par + 2 {
        2
    } else {
        1
    }
}

/// The position with the other side to move again (the opponent "passes"); en passant is gone.
fn pass(pos: &Position) -> Option<Position> {
    let fen = pos.to_fen();
    let mut fields: Vec<&str> = fen.split(' ').collect();
    if fields.len() < 4 {
        return None;
    }
    fields[1] = if fields[1] == "w" { "b" } else { "w" };
    fields[3] = "-";
    Position::from_fen(&fields.join(" ")).ok()
}

impl StepState {
    pub fn new(step: &Step) -> StepState {
        let mut game = Game::from_position(
            Position::from_fen(&step.fen).unwrap_or_else(|_| Position::startpos()),
        );
        for mv in &step.history {
            let _ = game.play(*mv);
        }
        StepState {
            learner: game.position().turn(),
            game,
            reached: Bitboard::EMPTY,
            tries: 0,
            miss: None,
            done: false,
            promotion: None,
            goal: step.goal.clone(),
        }
    }

    /// The squares still to reach or click (drawn as targets).
    pub fn targets(&self) -> Bitboard {
        let all = match &self.goal {
            Goal::Reach(s) | Goal::Click(s) => s
                .iter()
                .fold(Bitboard::EMPTY, |b, s| b | Bitboard::from_square(*s)),
            Goal::Capture => {
                let pos = self.game.position();
                pos.by_color(!self.learner) & !Bitboard::from_square(pos.king_of(!self.learner))
            }
            _ => Bitboard::EMPTY,
        };
        all & !self.reached
    }

    /// Whether the learner may move pieces now.
    pub fn can_move(&self) -> bool {
        // A lesson's position may be a dead draw (a lone bishop and the kings): the learner
        // still moves, so the game's outcome is not asked here.
        !self.done
            && self.promotion.is_none()
            && self.game.position().turn() == self.learner
            && !matches!(
                self.goal,
                Goal::Click(_) | Goal::Type(..) | Goal::Ladder { .. } | Goal::Offer
            )
    }

    /// The learner moved a piece from `from` to `to`.
    pub fn try_move(&mut self, from: Square, to: Square) {
        if !self.can_move() {
            return;
        }
        let moves: Vec<Move> = self
            .game
            .position()
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| {
                m.from() == from && (m.to() == to || (m.is_castle() && m.king_destination() == to))
            })
            .collect();
        match moves.as_slice() {
            [] => {
                self.miss = self.game.explain_illegal(from, to, None).map(Miss::Illegal);
            }
            [mv] if !mv.is_promotion() => self.play(*mv),
            _ => self.promotion = Some((from, to)),
        }
    }

    /// The promotion piece was chosen.
    pub fn promote(&mut self, role: Role) {
        let Some((from, to)) = self.promotion.take() else {
            return;
        };
        let mv = self
            .game
            .position()
            .legal_moves()
            .iter()
            .copied()
            .find(|m| m.from() == from && m.to() == to && m.promotion_role() == Some(role));
        if let Some(mv) = mv {
            self.play(mv);
        }
    }

    pub fn cancel_promotion(&mut self) {
        self.promotion = None;
    }

    /// A legal move of the learner's, judged by the goal.
    pub fn play(&mut self, mv: Move) {
        self.tries += 1;
        let before = self.game.position().clone();
        let mut after = before.clone();
        after.play_unchecked(mv);
        if self.goal.passive() {
            if after.is_check() {
                self.miss = Some(Miss::GivesCheck);
                return;
            }
            let Some(next) = pass(&after) else {
                self.miss = Some(Miss::NotIt);
                return;
            };
            self.game = Game::from_position(next);
            self.reached |= Bitboard::from_square(if mv.is_castle() {
                mv.king_destination()
            } else {
                mv.to()
            });
            self.miss = None;
            self.done = self.targets().is_empty();
            return;
        }
        let mut game = self.game.clone();
        if game.play(mv).is_err() {
            // A game that is already over (a dead position) goes on as a bare position.
            game = Game::from_position(after.clone());
        }
        let check = crate::rules::describe_check(&after, Some(mv));
        let checkers = before.checkers();
        let right = match &self.goal {
            Goal::Reach(_) | Goal::Capture => unreachable!("passive goals are handled above"),
            Goal::Check(kind) => check.as_ref().is_some_and(|c| match kind {
                CheckGoal::Any => true,
                CheckGoal::Double => c.kind == CheckKind::Double,
                CheckGoal::Discovered => c.kind == CheckKind::Discovered,
            }),
            Goal::Escape(how) => {
                let king = before.piece_at(mv.from()).map(|p| p.role) == Some(Role::King);
                let captures =
                    checkers.contains(mv.to()) || (mv.is_en_passant() && checkers.count() == 1);
                !checkers.is_empty()
                    && match how {
                        Escape::Any => true,
                        Escape::Capture => captures,
                        Escape::Block => !king && !captures,
                        Escape::King => king,
                    }
            }
            Goal::Mate => after.is_check() && !after.has_legal_moves(),
            Goal::Castle(side) => {
                mv.is_castle()
                    && side.is_none_or(|kingside| (mv.king_destination() > mv.from()) == kingside)
            }
            Goal::Promote(role) => {
                mv.is_promotion() && role.is_none_or(|r| mv.promotion_role() == Some(r))
            }
            Goal::EnPassant => mv.is_en_passant(),
            Goal::NoStalemate => after.has_legal_moves() || after.is_check(),
            Goal::Draw(reason) => game
                .outcome()
                .is_some_and(|o| o.winner.is_none() && o.reason == *reason),
            Goal::Claim => game.claimable_draw().is_some(),
            Goal::OneOf(list) => list.contains(&mv),
            Goal::Offer | Goal::Type(..) | Goal::Click(_) | Goal::Ladder { .. } => false,
        };
        if !right {
            self.miss = Some(Miss::NotIt);
            return;
        }
        self.miss = None;
        self.game = game;
        // A claim step goes on to the claim itself.
        self.done = self.goal != Goal::Claim;
    }

    /// The learner clicked a square (outside a move: `click` steps).
    pub fn click(&mut self, square: Square) {
        let Goal::Click(wanted) = &self.goal else {
            return;
        };
        if self.done {
            return;
        }
        self.tries += 1;
        if wanted.contains(&square) {
            self.reached |= Bitboard::from_square(square);
            self.miss = None;
            self.done = self.targets().is_empty();
        } else {
            self.miss = Some(Miss::WrongSquare(square));
        }
    }

    /// The learner typed an answer (`type` and `ladder` steps).
    pub fn answer(&mut self, text: &str) {
        if self.done {
            return;
        }
        let text = text.trim();
        let right = match &self.goal {
            Goal::Type(written, mv) => {
                let pos = self.game.position();
                let canonical = match written {
                    Written::Short => pos.san(*mv),
                    Written::Long => pos.long_algebraic(*mv),
                };
                let bare = |t: &str| t.trim_end_matches(['+', '#']).to_string();
                bare(text) == bare(&canonical)
            }
            Goal::Ladder { a, b, result } => {
                Points::parse(text).is_ok_and(|p| p == settle(*a, *b, *result).0)
            }
            _ => return,
        };
        self.tries += 1;
        if right {
            self.miss = None;
            self.done = true;
        } else {
            self.miss = Some(Miss::WrongText);
        }
    }

    /// "Claim draw".
    pub fn claim(&mut self) {
        if self.done || self.goal != Goal::Claim {
            return;
        }
        if self.game.claim_draw().is_ok() {
            self.miss = None;
            self.done = true;
        } else {
            self.tries += 1;
            self.miss = Some(Miss::NothingToClaim);
        }
    }

    /// "Offer draw": the other side accepts.
    pub fn offer(&mut self) {
        if self.done || self.goal != Goal::Offer {
            return;
        }
        if self.game.agree_draw().is_ok() {
            self.tries += 1;
            self.done = true;
        }
    }

    /// Carries out one word of a step's `solution` (how the tests play every lesson).
    pub fn apply_solution_word(&mut self, word: &str) -> Result<(), String> {
        match (&self.goal, word) {
            (_, "claim") => self.claim(),
            (_, "offer") => self.offer(),
            (Goal::Click(_), w) => {
                self.click(Square::parse(w).ok_or(format!("'{w}' is no square"))?)
            }
            (Goal::Type(..) | Goal::Ladder { .. }, w) => self.answer(w),
            (_, w) => {
                let mv = self
                    .game
                    .position()
                    .parse_uci_move(w)
                    .map_err(|_| format!("'{w}' is not legal here"))?;
                if !self.can_move() {
                    return Err(format!("no move may be played before '{w}'"));
                }
                self.play(mv);
            }
        }
        match &self.miss {
            Some(miss) => Err(format!("'{word}' was refused: {miss:?}")),
            None => Ok(()),
        }
    }
}
