//! The staged move picker: hands out moves one at a time, most promising first — the hash
//! move, good captures (by victim and attacker, checked with SEE), killers, the counter-move,
//! quiet moves by history (with a bonus for taking a piece that a lesser one attacks out of
//! its reach), and last the captures that lose material.

use super::eval::PIECE_VALUES;
use super::history::{Earlier, History};
use super::see::see_ge;
use crate::rules::{attacks, Bitboard, GenType, Move, MoveList, Position, Role};

/// The index of a piece for the counter-move table.
#[inline]
pub fn piece_index(pos: &Position, sq: crate::rules::Square) -> Option<usize> {
    pos.piece_at(sq)
        .map(|p| p.color.index() * 6 + p.role.index())
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Stage {
    TtMove,
    GenCaptures,
    GoodCaptures,
    Killer1,
    Killer2,
    Counter,
    GenQuiets,
    Quiets,
    BadCaptures,
    Done,
}

pub struct MovePicker {
    stage: Stage,
    tt_move: Option<Move>,
    killers: [Option<Move>; 2],
    counter: Option<Move>,
    moves: MoveList,
    scores: [i32; crate::rules::moves::MAX_MOVES],
    index: usize,
    /// The captures that lose material wait at the front of `moves`, up to here.
    bad_end: usize,
    /// Only captures (quiescence search), unless in check.
    captures_only: bool,
    /// The moves one and two plies before, for continuation history.
    pub earlier: [Earlier; 2],
    /// The opponent's attacks, if the search has worked them out already.
    pub threats: Option<Threats>,
}

impl MovePicker {
    /// A picker for the main search.
    pub fn new(
        pos: &Position,
        tt_move: Option<Move>,
        killers: [Option<Move>; 2],
        counter: Option<Move>,
    ) -> MovePicker {
        MovePicker {
            stage: Stage::TtMove,
            tt_move: tt_move.filter(|&m| pos.is_legal(m)),
            killers,
            counter,
            moves: MoveList::new(),
            scores: [0; crate::rules::moves::MAX_MOVES],
            index: 0,
            bad_end: 0,
            captures_only: false,
            earlier: [None; 2],
            threats: None,
        }
    }

    /// A picker for quiescence search: captures (and all evasions when in check).
    pub fn captures(pos: &Position, tt_move: Option<Move>) -> MovePicker {
        let in_check = pos.is_check();
        let mut p = MovePicker::new(pos, None, [None; 2], None);
        p.tt_move = tt_move.filter(|&m| pos.is_legal(m) && (in_check || is_capture(pos, m)));
        p.captures_only = !in_check;
        p
    }

    fn is_special(&self, mv: Move) -> bool {
        Some(mv) == self.tt_move
    }

    /// The index of the best-scored move from `self.index` on, swapped to the front.
    fn pick_best(&mut self) -> Option<Move> {
        let n = self.moves.len();
        if self.index >= n {
            return None;
        }
        // The highest score, the earliest among equals: one maximum over keys that carry
        // the score above the index (reversed, so an earlier move's key is the larger), which
        // the compiler turns into branch-free (vector) code.
        const _: () = assert!(crate::rules::moves::MAX_MOVES <= 256, "an index in 8 bits");
        let key = |i: usize| (i64::from(self.scores[i]) << 8) | (255 - i) as i64;
        let top = (self.index..n).map(key).max().unwrap_or(i64::MIN);
        let best = 255 - (top & 255) as usize;
        self.moves.swap(self.index, best);
        self.scores.swap(self.index, best);
        let mv = self.moves[self.index];
        self.index += 1;
        Some(mv)
    }

    /// The next move to try, or `None` when all are done.
    pub fn next(&mut self, pos: &Position, history: &History) -> Option<Move> {
        loop {
            match self.stage {
                Stage::TtMove => {
                    self.stage = Stage::GenCaptures;
                    if let Some(m) = self.tt_move {
                        return Some(m);
                    }
                }
                Stage::GenCaptures => {
                    self.moves.clear();
                    self.index = 0;
                    // In check the generator yields only evasions, so the captures here
                    // and the quiet moves later are exactly the legal answers.
                    pos.generate(GenType::Captures, &mut self.moves);
                    for i in 0..self.moves.len() {
                        self.scores[i] = capture_score(pos, self.moves[i]);
                    }
                    self.stage = Stage::GoodCaptures;
                }
                Stage::GoodCaptures => match self.pick_best() {
                    Some(m) if self.is_special(m) => continue,
                    Some(m) => {
                        if self.captures_only || see_ge(pos, m, 0) {
                            return Some(m);
                        }
                        // Its slot (just handed out) is at or after the bad ones' end.
                        self.moves[self.bad_end] = m;
                        self.bad_end += 1;
                    }
                    None => {
                        self.stage = if self.captures_only {
                            Stage::Done
                        } else {
                            Stage::Killer1
                        };
                    }
                },
                Stage::Killer1 | Stage::Killer2 | Stage::Counter => {
                    let candidate = match self.stage {
                        Stage::Killer1 => self.killers[0],
                        Stage::Killer2 => self.killers[1],
                        _ => self.counter,
                    };
                    self.stage = match self.stage {
                        Stage::Killer1 => Stage::Killer2,
                        Stage::Killer2 => Stage::Counter,
                        _ => Stage::GenQuiets,
                    };
                    if let Some(m) = candidate {
                        // `self.stage` has advanced: Counter means killer 2 is being offered,
                        // GenQuiets means the counter-move is.
                        let duplicate = Some(m) == self.tt_move
                            || (self.stage == Stage::Counter && Some(m) == self.killers[0])
                            || (self.stage == Stage::GenQuiets
                                && (Some(m) == self.killers[0] || Some(m) == self.killers[1]));
                        if !duplicate && !is_capture(pos, m) && pos.is_legal(m) {
                            return Some(m);
                        }
                    }
                }
                Stage::GenQuiets => {
                    self.moves.truncate(self.bad_end);
                    self.index = self.bad_end;
                    pos.generate(GenType::Quiets, &mut self.moves);
                    let threats = self.threats.unwrap_or_else(|| Threats::new(pos));
                    for i in self.bad_end..self.moves.len() {
                        let m = self.moves[i];
                        let piece = piece_index(pos, m.from()).unwrap_or(0);
                        self.scores[i] =
                            history.quiet_score_after(pos, m, piece, &self.earlier, threats.all)
                                + threats.escape(pos, m)
                                + match m.promotion_role() {
                                    Some(Role::Queen) => 1_000_000,
                                    Some(_) => -1_000_000,
                                    None => 0,
                                };
                    }
                    self.stage = Stage::Quiets;
                }
                Stage::Quiets => match self.pick_best() {
                    Some(m)
                        if self.is_special(m)
                            || Some(m) == self.killers[0]
                            || Some(m) == self.killers[1]
                            || Some(m) == self.counter =>
                    {
                        continue
                    }
                    Some(m) => return Some(m),
                    None => {
                        self.stage = Stage::BadCaptures;
                        self.index = 0;
                    }
                },
                Stage::BadCaptures => {
                    if self.index < self.bad_end {
                        self.index += 1;
                        return Some(self.moves[self.index - 1]);
                    }
                    self.stage = Stage::Done;
                }
                Stage::Done => return None,
            }
        }
    }
}

/// The squares the opponent's pawns attack, its pawns and minor pieces, and everything up to
/// its rooks: where a minor piece, a rook or the queen of the side to move is in danger; and
/// every square any of its pieces attacks.
#[derive(Clone, Copy, Debug)]
pub struct Threats {
    by_pawn: Bitboard,
    by_minor: Bitboard,
    by_rook: Bitboard,
    pub all: Bitboard,
}

impl Threats {
    pub fn new(pos: &Position) -> Threats {
        let them = pos.turn().other();
        let occupied = pos.occupied();
        let mut by_pawn = Bitboard(0);
        for sq in pos.pieces(them, Role::Pawn) {
            by_pawn |= attacks::pawn_attacks(them, sq);
        }
        let mut by_minor = by_pawn;
        for sq in pos.pieces(them, Role::Knight) {
            by_minor |= attacks::knight_attacks(sq);
        }
        for sq in pos.pieces(them, Role::Bishop) {
            by_minor |= attacks::bishop_attacks(sq, occupied);
        }
        let mut by_rook = by_minor;
        for sq in pos.pieces(them, Role::Rook) {
            by_rook |= attacks::rook_attacks(sq, occupied);
        }
        let mut all = by_rook;
        for sq in pos.pieces(them, Role::Queen) {
            all |= attacks::queen_attacks(sq, occupied);
        }
        for sq in pos.pieces(them, Role::King) {
            all |= attacks::king_attacks(sq);
        }
        Threats {
            by_pawn,
            by_minor,
            by_rook,
            all,
        }
    }

    /// A bonus for a quiet move that takes an attacked piece out of a lesser piece's reach.
    fn escape(&self, pos: &Position, mv: Move) -> i32 {
        let (from, to) = (mv.from(), mv.to());
        match pos.piece_at(from).map(|p| p.role) {
            Some(Role::Queen) if self.by_rook.contains(from) && !self.by_rook.contains(to) => {
                16_000
            }
            Some(Role::Rook) if self.by_minor.contains(from) && !self.by_minor.contains(to) => {
                8_000
            }
            Some(Role::Knight | Role::Bishop)
                if self.by_pawn.contains(from) && !self.by_pawn.contains(to) =>
            {
                5_000
            }
            _ => 0,
        }
    }
}

/// Whether `mv` captures something (en passant included).
#[inline]
pub fn is_capture(pos: &Position, mv: Move) -> bool {
    mv.is_en_passant() || (!mv.is_castle() && pos.piece_at(mv.to()).is_some())
}

/// Most valuable victim first, least valuable attacker first among equals.
fn capture_score(pos: &Position, mv: Move) -> i32 {
    let victim = if mv.is_en_passant() {
        Role::Pawn
    } else {
        pos.piece_at(mv.to()).map_or(Role::Pawn, |p| p.role)
    };
    let attacker = pos.piece_at(mv.from()).map_or(Role::Pawn, |p| p.role);
    let promo = mv.promotion_role().map_or(0, |r| PIECE_VALUES[r.index()]);
    PIECE_VALUES[victim.index()] * 16 - PIECE_VALUES[attacker.index()] + promo * 16
}

#[cfg(test)]
mod tests {
    use super::*;

    /// With no history yet, an attacked piece's escapes come first, the queen's before the
    /// rook's before a minor piece's, and each to a square out of the attacker's reach.
    #[test]
    fn attacked_pieces_escape_first() {
        // The queen on d1 faces the rook on d8, the rook on a1 the knight on b3, the knight on
        // h3 the pawn on g4.
        let pos = Position::from_fen("3rk3/8/8/8/6p1/1n5N/8/R2QK3 w - - 0 1").unwrap();
        let history = History::new();
        let mut picker = MovePicker::new(&pos, None, [None; 2], None);
        let mut quiets = Vec::new();
        while let Some(m) = picker.next(&pos, &history) {
            if !is_capture(&pos, m) {
                quiets.push((pos.piece_at(m.from()).unwrap().role, m));
            }
        }
        let (role, first) = quiets[0];
        assert_eq!(role, Role::Queen, "{quiets:?}");
        assert_ne!(first.to().file(), crate::rules::File::D, "{first}");
        let first_of = |r: Role| quiets.iter().position(|&(q, _)| q == r).unwrap();
        assert!(first_of(Role::Rook) < first_of(Role::Knight), "{quiets:?}");
        assert!(first_of(Role::Knight) < first_of(Role::King), "{quiets:?}");
        // The rook's first move leaves the knight's reach (not c1 or a5).
        let rook = quiets[first_of(Role::Rook)].1;
        assert!(
            !["c1", "a5"].contains(&rook.to().to_string().as_str()),
            "{rook}"
        );
    }

    /// The best score first and, among equal scores, the move listed first — as a plain
    /// search for the first maximum would pick — with negative and large scores alike.
    #[test]
    fn picks_the_first_of_the_best() {
        let pos = Position::startpos();
        let mut picker = MovePicker::new(&pos, None, [None; 2], None);
        pos.generate(GenType::Quiets, &mut picker.moves);
        let scores = [
            -5, 7, 7, -1_000_000, 1_000_000, 0, 7, -5, 1_000_000, 3, 0, 0, -7, 2, 2, 2, 9, 9, 1, -2,
        ];
        let n = picker.moves.len();
        assert_eq!(n, scores.len());
        picker.scores[..n].copy_from_slice(&scores);
        let listed: Vec<Move> = picker.moves.iter().copied().collect();
        // What the picker must do: the first index of the best remaining score, each time.
        let mut rest: Vec<(i32, Move)> =
            scores.iter().copied().zip(listed.iter().copied()).collect();
        let mut expected = Vec::new();
        while !rest.is_empty() {
            let mut best = 0;
            for (i, &(s, _)) in rest.iter().enumerate() {
                if s > rest[best].0 {
                    best = i;
                }
            }
            expected.push(rest[best].1);
            // The picker swaps the chosen move with the first remaining one.
            rest.swap(0, best);
            rest.remove(0);
        }
        let mut picked = Vec::new();
        while let Some(m) = picker.pick_best() {
            picked.push(m);
        }
        assert_eq!(picked, expected);
        assert_eq!(picked[0], listed[4]);
        assert_eq!(picked[1], listed[8]);
        assert_eq!(picked[2], listed[16]);
    }

    /// The picker hands out every legal move exactly once, in every kind of position.
    #[test]
    fn yields_each_legal_move_once() {
        let history = History::new();
        for fen in [
            crate::rules::START_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let legal = pos.legal_moves();
            let tt = legal.last().copied();
            let killers = [legal.first().copied(), legal.get(3).copied()];
            let mut picker = MovePicker::new(&pos, tt, killers, legal.get(5).copied());
            let mut seen = Vec::new();
            while let Some(m) = picker.next(&pos, &history) {
                assert!(!seen.contains(&m), "{fen}: {m:?} twice");
                seen.push(m);
            }
            let missing: Vec<_> = legal.iter().filter(|m| !seen.contains(m)).collect();
            assert_eq!(seen.len(), legal.len(), "{fen}: missing {missing:?}");
            let mut q = MovePicker::captures(&pos, None);
            let mut caps = 0;
            while let Some(m) = q.next(&pos, &history) {
                assert!(pos.is_check() || is_capture(&pos, m));
                caps += 1;
            }
            if !pos.is_check() {
                assert_eq!(caps, pos.captures().len());
            }
        }
    }
}
