//! The search: iterative deepening with aspiration windows over a principal variation search
//! (negamax alpha-beta) with a transposition table, null-move pruning, ProbCut, late-move
//! reductions (more in the nodes expected to fail high), reverse futility, futility, late-move
//! and history pruning (judged by the stored score when it says more than the static
//! evaluation), singular and check extensions, and a quiescence search of captures pruned by
//! SEE whose results are remembered too. Once a move has raised alpha in a shallow PV node,
//! the moves after it are searched a ply shallower. Draws by repetition and the fifty-move rule
//! are seen inside the tree; mate scores count the distance to mate.
//!
//! On a clock, each iteration weighs how settled the best move is (how long it has stayed
//! best, its share of the nodes, a falling score) to decide whether to start the next; a lone
//! legal move is played at once.

use super::eval::network::{Accumulator, NETWORK};
use super::eval::{evaluate, Evaluation};
use super::history::History;
use super::limits::MAX_PLY;
use super::limits::{time_scale, Limits, TimeBudget};
use super::movepick::{is_capture, piece_index, MovePicker, Threats};
use super::params;
use super::see::see_ge;
use super::tt::{Bound, TranspositionTable, MATE, MATE_BOUND};
use crate::rules::{Move, MoveList, Position, Role};
use std::sync::atomic::{AtomicBool, Ordering};

mod quiescence;

pub const INFINITY: i32 = MATE + 1;

/// A score as UCI reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns from the side to move's view.
    Cp(i32),
    /// Mate in this many moves (negative: being mated).
    Mate(i32),
}

impl Score {
    pub fn from_internal(v: i32) -> Score {
        if v >= MATE_BOUND {
            Score::Mate((MATE - v + 1) / 2)
        } else if v <= -MATE_BOUND {
            Score::Mate(-(MATE + v) / 2)
        } else {
            Score::Cp(v)
        }
    }

    /// The same score from White's point of view, given who is to move (the engine speaks for
    /// the side to move).
    pub fn for_white(self, side_to_move: crate::rules::Color) -> Score {
        match (self, side_to_move) {
            (s, crate::rules::Color::White) => s,
            (Score::Cp(cp), _) => Score::Cp(-cp),
            (Score::Mate(n), _) => Score::Mate(-n),
        }
    }
}

impl std::fmt::Display for Score {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Score::Cp(cp) => write!(f, "cp {cp}"),
            Score::Mate(m) => write!(f, "mate {m}"),
        }
    }
}

/// A progress report after each completed iteration: one per line when several best lines
/// are asked for (the best first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// Which line this is: 1 for the best, 2 for the next best, …
    pub multipv: u32,
    pub depth: u32,
    pub seldepth: u32,
    pub score: Score,
    pub nodes: u64,
    pub time_ms: u64,
    pub nps: u64,
    pub hashfull: u32,
    pub pv: Vec<Move>,
}

/// What a search returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// Always a legal move when the position has one.
    pub best_move: Option<Move>,
    pub ponder: Option<Move>,
    /// Internal score (centipawns, or near ±MATE).
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    /// Every root move with the score of its last full search (for levels); sorted best first.
    pub root_scores: Vec<(Move, i32)>,
}

/// How many plies more a late quiet move is reduced in a cut node.
const CUT_NODE_REDUCTION: i32 = 2;

/// Late-move reduction table, [depth][move number].
fn lmr_table() -> Box<[[u8; 64]; 64]> {
    let mut t = Box::new([[0u8; 64]; 64]);
    let base = f64::from(params::lmr_base()) / 100.0;
    let divisor = f64::from(params::lmr_divisor()) / 100.0;
    for (d, row) in t.iter_mut().enumerate().skip(1) {
        for (m, v) in row.iter_mut().enumerate().skip(1) {
            *v = (base + (d as f64).ln() * (m as f64).ln() / divisor) as u8;
        }
    }
    t
}

/// What a node of the search is expected to do. A PV node's score may fall inside its window;
/// the null-window nodes below it alternate: a cut node is expected to fail high (one move beats
/// beta), its children are all nodes, expected to fail low (every move tried and refuted), and
/// theirs cut nodes again. A cut node's late moves are reduced more: one of the first will do.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Node {
    Pv,
    Cut,
    All,
}

impl Node {
    /// What a null-window child is expected to be: the opposite of its parent (a PV node's
    /// null-window children are cut nodes).
    fn child(self) -> Node {
        match self {
            Node::Cut => Node::All,
            Node::Pv | Node::All => Node::Cut,
        }
    }
}

/// One search's working state.
pub struct Searcher<'a> {
    tt: &'a mut TranspositionTable,
    history: &'a mut History,
    stop_flag: &'a AtomicBool,
    now: &'a dyn Fn() -> f64,
    start_ms: f64,
    budget: TimeBudget,
    max_nodes: u64,
    pub nodes: u64,
    seldepth: usize,
    stopped: bool,
    /// Keys of the positions before the root (the game so far) and along the current path.
    keys: Vec<u64>,
    pv: Vec<[Option<Move>; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 1],
    evals: [i32; MAX_PLY + 2],
    /// The move made to reach each ply (for counter-moves).
    moves: [Option<(usize, Move)>; MAX_PLY + 2],
    lmr: Box<[[u8; 64]; 64]>,
    root_moves: Vec<(Move, i32)>,
    /// The nodes each root move's search took in the current iteration (for the clock).
    root_nodes: Vec<(Move, u64)>,
    /// Root moves left out of this search: the first moves of the better lines already found
    /// at this depth (MultiPV).
    excluded: Vec<Move>,
    /// [ply]: the move left out while testing whether it is singular (the only good move).
    singular: [Option<Move>; MAX_PLY + 2],
    /// [ply]: the network's hidden layer for the position at that ply, updated move by move
    /// (empty while the hand-set evaluation alone is used).
    acc: Vec<Accumulator>,
    /// Which static evaluation to use.
    pub evaluation: Evaluation,
    /// Whether a PV node near the leaves searches its moves after one that raised alpha a
    /// ply shallower: yes for the normal search, no when every root move is scored with a full
    /// window for the levels (there each better move would cut the depth again, and the later
    /// moves' scores would be the shallow ones the levels choose among).
    shallower_after_alpha: bool,
}

impl<'a> Searcher<'a> {
    pub fn new(
        tt: &'a mut TranspositionTable,
        history: &'a mut History,
        stop_flag: &'a AtomicBool,
        now: &'a dyn Fn() -> f64,
        game_keys: &[u64],
    ) -> Searcher<'a> {
        let start_ms = now();
        Searcher {
            tt,
            history,
            stop_flag,
            now,
            start_ms,
            budget: TimeBudget::UNLIMITED,
            max_nodes: u64::MAX,
            nodes: 0,
            seldepth: 0,
            stopped: false,
            keys: game_keys.to_vec(),
            pv: vec![[None; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            evals: [0; MAX_PLY + 2],
            moves: [None; MAX_PLY + 2],
            lmr: lmr_table(),
            root_moves: Vec::new(),
            root_nodes: Vec::new(),
            excluded: Vec::new(),
            singular: [None; MAX_PLY + 2],
            acc: Vec::new(),
            evaluation: Evaluation::default(),
            shallower_after_alpha: true,
        }
    }

    /// The static evaluation of `pos`, the position at `ply`, for the side to move.
    #[inline]
    fn evaluate(&self, pos: &Position, ply: usize) -> i32 {
        match self.evaluation {
            Evaluation::Hand => evaluate(pos),
            Evaluation::Network => self.acc[ply].evaluate(&NETWORK, pos.turn()),
            Evaluation::HandAndNetwork => {
                evaluate(pos) + self.acc[ply].evaluate(&NETWORK, pos.turn())
            }
        }
    }

    /// Sets the accumulator of the search's root (when the network evaluates).
    fn root_accumulator(&mut self, root: &Position) {
        if self.evaluation != Evaluation::Hand {
            let root = Accumulator::new(&NETWORK, root);
            self.acc.resize(MAX_PLY + 2, root);
            self.acc[0] = root;
        }
    }

    /// Sets the accumulator of `child`, one move after `pos` at `ply` (when the network
    /// evaluates).
    #[inline]
    fn push_accumulator(&mut self, pos: &Position, child: &Position, ply: usize) {
        if self.evaluation != Evaluation::Hand {
            self.acc[ply + 1] = self.acc[ply].after(&NETWORK, pos, child);
        }
    }

    fn elapsed(&self) -> f64 {
        ((self.now)() - self.start_ms).max(0.0)
    }

    /// Checks the clock, node limit and stop flag every 1024 nodes.
    #[inline]
    fn should_stop(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes & 1023 == 0
            && (self.stop_flag.load(Ordering::Relaxed)
                || self.elapsed() >= self.budget.hard_ms
                || self.nodes >= self.max_nodes)
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Iterative deepening from `root` within `limits`, reporting each finished iteration.
    pub fn run(
        &mut self,
        root: &Position,
        limits: &Limits,
        overhead_ms: u64,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.budget = TimeBudget::new(
            limits,
            root.turn() == crate::rules::Color::White,
            overhead_ms,
        );
        self.max_nodes = limits.nodes.unwrap_or(u64::MAX);
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 8)
            .clamp(1, MAX_PLY as u32 - 8);
        self.tt.new_search();
        self.root_accumulator(root);
        let legal = root.legal_moves();
        let mut result = SearchResult {
            best_move: legal.first().copied(),
            ponder: None,
            score: 0,
            depth: 0,
            nodes: 0,
            root_scores: legal.iter().map(|&m| (m, -INFINITY)).collect(),
        };
        if legal.is_empty() {
            result.score = if root.is_check() { -MATE } else { 0 };
            return result;
        }
        self.root_moves = result.root_scores.clone();
        let lines = (limits.multipv.max(1) as usize).min(legal.len());
        // Each line's score at the last completed depth, for its aspiration window.
        let mut previous = vec![0; lines];
        // How many iterations in a row have kept the best move (for the clock).
        let mut stable = 0;
        for depth in 1..=max_depth as i32 {
            self.seldepth = 0;
            self.excluded.clear();
            self.root_nodes.clear();
            let iteration_start = self.nodes;
            let mut found: Vec<(i32, Vec<Move>)> = Vec::with_capacity(lines);
            for &prev in &previous {
                let Some(s) = self.aspiration(root, depth, prev) else {
                    break;
                };
                let pv: Vec<Move> = self.pv[0][..self.pv_len[0]]
                    .iter()
                    .flatten()
                    .copied()
                    .collect();
                let Some(&first) = pv.first() else { break };
                self.excluded.push(first);
                found.push((s, pv));
            }
            self.excluded.clear();
            // A depth counts only when every line finished (depth 1 always does).
            if found.len() < lines {
                break;
            }
            // A later line may come out better than an earlier one: show them best first (an
            // insertion sort: a few lines, and no second copy of the library's sort in the wasm).
            for i in 1..found.len() {
                let mut j = i;
                while j > 0 && found[j - 1].0 < found[j].0 {
                    found.swap(j - 1, j);
                    j -= 1;
                }
            }
            let score = found[0].0;
            let drop = previous[0] - score;
            previous = found.iter().map(|(s, _)| *s).collect();
            let best = &found[0].1;
            if depth > 1 && best.first().copied() == result.best_move {
                stable += 1;
            } else {
                stable = 0;
            }
            let best_nodes: u64 = self
                .root_nodes
                .iter()
                .filter(|(m, _)| Some(*m) == best.first().copied())
                .map(|(_, n)| n)
                .sum();
            let iteration_nodes = (self.nodes - iteration_start).max(1);
            // On a clock, how settled the root is sets how much of the soft target to use
            // (from depth 6: shallower iterations say little).
            let scale = if depth >= 6 {
                time_scale(stable, best_nodes as f64 / iteration_nodes as f64, drop)
            } else {
                1.0
            };
            result.best_move = best.first().copied();
            result.ponder = best.get(1).copied();
            result.score = score;
            result.depth = depth as u32;
            let mut roots = self.root_moves.clone();
            roots.sort_by_key(|&(_, v)| -v);
            result.root_scores = roots;
            let elapsed = self.elapsed();
            for (i, (s, pv)) in found.into_iter().enumerate() {
                on_info(&Info {
                    multipv: i as u32 + 1,
                    depth: depth as u32,
                    seldepth: self.seldepth.max(1) as u32,
                    score: Score::from_internal(s),
                    nodes: self.nodes,
                    time_ms: elapsed as u64,
                    nps: (self.nodes as f64 * 1000.0 / elapsed.max(1.0)) as u64,
                    hashfull: self.tt.hashfull(),
                    pv,
                });
            }
            if self.stopped
                || elapsed >= self.budget.soft_ms * 0.7 * scale
                || (legal.len() == 1 && self.budget.soft_ms.is_finite())
                || self.nodes >= self.max_nodes
                || (score.abs() >= MATE_BOUND
                    && depth as i64 > 2 * i64::from(MATE - score.abs()) + 4
                    && limits.depth.is_none()
                    && !limits.infinite)
            {
                break;
            }
        }
        result.nodes = self.nodes;
        result
    }

    /// One root search at `depth` in a window around `guess` (the score at the depth before,
    /// from depth 4 on), widened until the score falls inside. `None` when stopped (except at
    /// depth 1, which always finishes with a move).
    fn aspiration(&mut self, root: &Position, depth: i32, guess: i32) -> Option<i32> {
        let mut delta = params::aspiration_delta();
        let (mut alpha, mut beta) = if depth >= 4 {
            (guess - delta, guess + delta)
        } else {
            (-INFINITY, INFINITY)
        };
        loop {
            let s = self.negamax(root, depth, alpha, beta, 0, Node::Pv, false);
            if self.stopped && depth > 1 {
                return None;
            }
            if s <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (s - delta).max(-INFINITY);
            } else if s >= beta {
                beta = (s + delta).min(INFINITY);
            } else {
                return Some(s);
            }
            delta += delta / 2 + 5;
            if delta > 1500 {
                alpha = -INFINITY;
                beta = INFINITY;
            }
        }
    }

    /// The moves one and two plies before `ply` (made to reach it), for continuation history.
    fn earlier(&self, ply: usize) -> [super::history::Earlier; 2] {
        let at = |i: Option<usize>| {
            i.and_then(|i| self.moves[i])
                .map(|(piece, mv)| (piece, mv.to().index()))
        };
        [at(Some(ply)), at(ply.checked_sub(1))]
    }

    fn is_repetition(&self, pos: &Position) -> bool {
        let n = self.keys.len();
        let window = (pos.halfmove_clock() as usize).min(n.saturating_sub(1));
        // keys[n-1] is the current position; look at the same side to move, 4, 6, … back.
        let key = pos.key();
        let mut i = 4;
        while i <= window {
            if self.keys[n - 1 - i] == key {
                return true;
            }
            i += 2;
        }
        false
    }

    /// The position after `mv` from `pos` at `ply`, with the search's path (keys, moves,
    /// accumulator) extended to it; the caller pops `keys` when done with it.
    fn make_move(&mut self, pos: &Position, mv: Move, ply: usize) -> Position {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        self.tt.prefetch(child.key());
        self.push_accumulator(pos, &child, ply);
        self.keys.push(child.key());
        self.moves[ply + 1] = piece_index(pos, mv.from()).map(|p| (p, mv));
        child
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &Position,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        node: Node,
        null_before: bool,
    ) -> i32 {
        let pv_node = node == Node::Pv;
        self.pv_len[ply] = 0;
        let root = ply == 0;
        let in_check = pos.is_check();
        if in_check && ply < MAX_PLY / 2 {
            depth += 1;
        }
        if depth <= 0 {
            return self.qsearch(pos, alpha, beta, ply);
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if !root {
            if self.should_stop() {
                return 0;
            }
            if pos.halfmove_clock() >= 100
                || pos.is_insufficient_material()
                || self.is_repetition(pos)
            {
                return 0;
            }
            if ply >= MAX_PLY {
                return self.evaluate(pos, ply);
            }
            // Mate distance pruning.
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }

        let key = pos.key();
        let hit = self.tt.probe(key, ply);
        let tt_move = hit.and_then(|h| h.mv);
        // On the principal variation now or once before: its late moves are reduced less.
        let tt_pv = pv_node || hit.is_some_and(|h| h.pv);
        let skipped = self.singular[ply];
        if let Some(h) = hit.filter(|_| skipped.is_none()) {
            if !pv_node
                && h.depth >= depth
                && match h.bound {
                    Bound::Exact => true,
                    Bound::Lower => h.score >= beta,
                    Bound::Upper => h.score <= alpha,
                }
            {
                return h.score;
            }
        }

        let static_eval = if in_check {
            -INFINITY
        } else {
            hit.map_or_else(|| self.evaluate(pos, ply), |h| h.eval)
        };
        self.evals[ply] = static_eval;
        let improving = !in_check && ply >= 2 && static_eval > self.evals[ply - 2];
        // The stored score says more than the static evaluation when its bound points the
        // same way: the pruning below uses it.
        let estimate = match hit {
            Some(h)
                if !in_check
                    && h.score.abs() < MATE_BOUND
                    && match h.bound {
                        Bound::Exact => true,
                        Bound::Lower => h.score > static_eval,
                        Bound::Upper => h.score < static_eval,
                    } =>
            {
                h.score
            }
            _ => static_eval,
        };

        if !pv_node && !in_check && skipped.is_none() {
            // Reverse futility: far above beta with little depth left.
            let margin = params::rfp_margin() * depth
                - if improving {
                    params::rfp_improving()
                } else {
                    0
                };
            if depth <= params::rfp_depth() && estimate - margin >= beta && beta.abs() < MATE_BOUND
            {
                return estimate;
            }
            // Null move: give the opponent a free move; if still above beta, cut.
            let has_pieces = (pos.by_color(pos.turn())
                & !(pos.by_role(Role::Pawn) | pos.by_role(Role::King)))
            .any();
            if !null_before
                && depth >= 3
                && estimate >= beta
                && has_pieces
                && beta.abs() < MATE_BOUND
            {
                let r = params::nmp_base()
                    + depth / params::nmp_depth()
                    + ((estimate - beta) / params::nmp_eval()).min(3);
                let mut child = pos.clone();
                child.play_null();
                self.push_accumulator(pos, &child, ply);
                self.keys.push(child.key());
                self.moves[ply + 1] = None;
                let s = -self.negamax(
                    &child,
                    depth - 1 - r,
                    -beta,
                    -beta + 1,
                    ply + 1,
                    node.child(),
                    true,
                );
                self.keys.pop();
                if self.stopped {
                    return 0;
                }
                if s >= beta {
                    return if s >= MATE_BOUND { beta } else { s };
                }
            }
            // ProbCut: a capture that clears beta by a margin in a shallow search will very
            // likely clear beta in the full one.
            let probcut_beta = beta + params::probcut_margin();
            if depth >= 5
                && beta.abs() < MATE_BOUND
                && !hit.is_some_and(|h| h.depth >= depth - 3 && h.score < probcut_beta)
            {
                let mut picker = MovePicker::captures(pos, tt_move);
                while let Some(mv) = picker.next(pos, self.history) {
                    if !see_ge(pos, mv, probcut_beta - static_eval) {
                        continue;
                    }
                    let child = self.make_move(pos, mv, ply);
                    let mut s = -self.qsearch(&child, -probcut_beta, -probcut_beta + 1, ply + 1);
                    if s >= probcut_beta {
                        s = -self.negamax(
                            &child,
                            depth - 4,
                            -probcut_beta,
                            -probcut_beta + 1,
                            ply + 1,
                            node.child(),
                            false,
                        );
                    }
                    self.keys.pop();
                    if self.stopped {
                        return 0;
                    }
                    if s >= probcut_beta {
                        self.tt.store(
                            key,
                            ply,
                            Some(mv),
                            s,
                            static_eval,
                            depth - 3,
                            Bound::Lower,
                            tt_pv,
                        );
                        return s;
                    }
                }
            }
        }
        // Internal iterative reduction: no hash move in a deep PV node.
        if pv_node && tt_move.is_none() && depth >= 6 {
            depth -= 1;
        }

        let killers = self.history.killers[ply];
        let counter =
            self.moves[ply].and_then(|(piece, m)| self.history.counter[piece][m.to().index()]);
        let earlier = self.earlier(ply);
        let threats = Threats::new(pos);
        let mut picker = MovePicker::new(pos, tt_move, killers, counter);
        picker.earlier = earlier;
        picker.threats = Some(threats);
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut tried_quiets = MoveList::new();
        let mut move_count = 0;
        let original_alpha = alpha;
        // Worked out at the first quiet move that asks whether it gives check.
        let mut check_squares = None;

        while let Some(mv) = picker.next(pos, self.history) {
            if (root && self.excluded.contains(&mv)) || Some(mv) == skipped {
                continue;
            }
            move_count += 1;
            let capture = is_capture(pos, mv);
            let quiet = !capture && !mv.is_promotion();
            // Only quiet moves ask (pruning and reductions act on them alone): checking is
            // not free.
            let gives_check = quiet
                && pos
                    .gives_check_fast(mv, check_squares.get_or_insert_with(|| pos.check_squares()));

            if !root && best > -MATE_BOUND && !in_check {
                if quiet && !gives_check {
                    // Late move pruning and futility pruning of quiet moves (each move on its
                    // own: the quiet moves that give check further down are still searched).
                    if depth <= 8
                        && move_count
                            > params::lmp_base() + depth * depth / if improving { 1 } else { 2 }
                    {
                        continue;
                    }
                    if depth <= 6
                        && estimate + params::futility_base() + params::futility_margin() * depth
                            <= alpha
                    {
                        continue;
                    }
                    // History pruning: a quiet move that has kept failing here, near the leaves.
                    let piece = piece_index(pos, mv.from()).unwrap_or(0);
                    if depth <= 3
                        && self
                            .history
                            .quiet_score_after(pos, mv, piece, &earlier, threats.all)
                            < -params::history_prune() * depth
                    {
                        continue;
                    }
                }
                // Captures that lose material at low depth.
                if capture && depth <= 6 && !see_ge(pos, mv, -params::see_capture() * depth) {
                    continue;
                }
            }

            // Singular extension: when every other move is well below the hash move's score,
            // the hash move is searched a ply deeper; when even the others beat beta, the
            // node fails high at once (multi-cut).
            let mut extension = 0;
            if let Some(h) = hit.filter(|h| {
                !root
                    && depth >= 8
                    && Some(mv) == tt_move
                    && skipped.is_none()
                    && h.depth >= depth - 3
                    && h.bound != Bound::Upper
                    && h.score.abs() < MATE_BOUND
            }) {
                let singular_beta = h.score - params::singular_margin() * depth;
                self.singular[ply] = Some(mv);
                let s = self.negamax(
                    pos,
                    (depth - 1) / 2,
                    singular_beta - 1,
                    singular_beta,
                    ply,
                    if pv_node { Node::All } else { node },
                    null_before,
                );
                self.singular[ply] = None;
                if self.stopped {
                    return 0;
                }
                if s < singular_beta {
                    extension = 1;
                } else if singular_beta >= beta {
                    return singular_beta;
                }
            }
            let nodes_before = self.nodes;
            let child = self.make_move(pos, mv, ply);
            let new_depth = depth - 1 + extension;
            let mut score;
            if move_count == 1 {
                let first = if pv_node { Node::Pv } else { node.child() };
                score = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, first, false);
            } else {
                // Late move reductions for quiet moves.
                let mut r = 0;
                if depth >= 3 && move_count > 2 + usize::from(pv_node) as i32 && quiet {
                    r = i32::from(self.lmr[depth.min(63) as usize][move_count.min(63) as usize]);
                    if tt_pv {
                        r -= 1;
                    }
                    if !improving {
                        r += 1;
                    }
                    if gives_check || Some(mv) == killers[0] || Some(mv) == killers[1] {
                        r -= 1;
                    }
                    let piece = piece_index(pos, mv.from()).unwrap_or(0);
                    let history =
                        self.history
                            .quiet_score_after(pos, mv, piece, &earlier, threats.all);
                    r -= (history / params::lmr_history()).clamp(-2, 2);
                    if node == Node::Cut {
                        r += CUT_NODE_REDUCTION;
                    }
                    r = r.clamp(0, new_depth - 1);
                }
                // A reduced move should fail low here, and its reply fail high: a cut node.
                let expected = if r > 0 { Node::Cut } else { node.child() };
                score = -self.negamax(
                    &child,
                    new_depth - r,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    expected,
                    false,
                );
                if score > alpha && r > 0 {
                    score = -self.negamax(
                        &child,
                        new_depth,
                        -alpha - 1,
                        -alpha,
                        ply + 1,
                        node.child(),
                        false,
                    );
                }
                if score > alpha && score < beta && pv_node {
                    score =
                        -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, Node::Pv, false);
                }
            }
            self.keys.pop();
            if self.stopped && !(root && move_count == 1 && best_move.is_none()) {
                return 0;
            }
            if root {
                let spent = self.nodes - nodes_before;
                self.root_nodes.push((mv, spent));
                if let Some(entry) = self.root_moves.iter_mut().find(|(m, _)| *m == mv) {
                    entry.1 = if move_count == 1 || score > alpha {
                        score
                    } else {
                        alpha.min(score)
                    };
                }
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(mv);
                    alpha = score;
                    // Update the principal variation.
                    self.pv[ply][0] = Some(mv);
                    let child_len = self.pv_len[ply + 1].min(MAX_PLY - 1);
                    for i in 0..child_len {
                        self.pv[ply][i + 1] = self.pv[ply + 1][i];
                    }
                    self.pv_len[ply] = child_len + 1;
                    if score >= beta {
                        if quiet {
                            self.history.update_quiet(
                                pos,
                                mv,
                                &tried_quiets,
                                depth,
                                &earlier,
                                threats.all,
                            );
                            self.history.add_killer(mv, ply);
                            if let Some((piece, prev)) = self.moves[ply] {
                                self.history.counter[piece][prev.to().index()] = Some(mv);
                            }
                        }
                        break;
                    }
                    // A PV node near the leaves with a move that raised alpha: the moves
                    // after it are unlikely to do better, so they get a ply less (self-play at
                    // 40,000 nodes: +13.3 Elo [−1.8, +28.5], BENCHMARKS.md, round 28).
                    if self.shallower_after_alpha
                        && pv_node
                        && depth > 1
                        && depth < 6
                        && alpha.abs() < MATE_BOUND
                    {
                        depth -= 1;
                    }
                }
            }
            if quiet {
                tried_quiets.push(mv);
            }
        }

        if move_count == 0 {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        if best == -INFINITY {
            // Every move was pruned: fall back to a fail-low.
            best = alpha;
        }
        let bound = Bound::of(best, original_alpha, beta);
        // A root search without some of its moves must not pass for the position's own.
        if !self.stopped && (!root || self.excluded.is_empty()) && skipped.is_none() {
            self.tt.store(
                key,
                ply,
                best_move.or(tt_move),
                best,
                static_eval,
                depth,
                bound,
                tt_pv,
            );
        }
        best
    }
}

impl Searcher<'_> {
    /// Scores every root move with a full window, deepening from 1 to `max_depth` while the
    /// node budget and the clock last; returns the scores of the deepest completed pass. Used
    /// by the weaker levels, which choose among near-best moves and so need honest scores
    /// for all.
    pub fn score_root_moves(
        &mut self,
        root: &Position,
        max_depth: u32,
        max_nodes: u64,
        budget: TimeBudget,
    ) -> Vec<(Move, i32)> {
        self.max_nodes = max_nodes;
        self.budget = budget;
        self.shallower_after_alpha = false;
        self.tt.new_search();
        self.root_accumulator(root);
        let legal = root.legal_moves();
        let mut scored: Vec<(Move, i32)> = Vec::new();
        for depth in 1..=max_depth.max(1) as i32 {
            let mut pass = Vec::with_capacity(legal.len());
            for &mv in legal.iter() {
                let mut child = root.clone();
                child.play_unchecked(mv);
                self.push_accumulator(root, &child, 0);
                self.keys.push(child.key());
                let s = -self.negamax(&child, depth - 1, -INFINITY, INFINITY, 1, Node::Pv, false);
                self.keys.pop();
                if self.stopped {
                    break;
                }
                pass.push((mv, s));
            }
            if self.stopped && !scored.is_empty() {
                break;
            }
            if pass.len() == legal.len() || scored.is_empty() {
                scored = pass;
            }
            if self.stopped || self.elapsed() >= self.budget.soft_ms * 0.6 {
                break;
            }
        }
        scored.sort_by_key(|&(_, s)| -s);
        scored
    }
}

#[cfg(test)]
mod tests {
    use super::Node;

    #[test]
    fn null_window_nodes_alternate_between_cut_and_all() {
        assert!(Node::Pv.child() == Node::Cut);
        assert!(Node::Cut.child() == Node::All);
        assert!(Node::All.child() == Node::Cut);
    }
}
