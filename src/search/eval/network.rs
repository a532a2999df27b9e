//! A small efficiently updatable network (issue 14, part 3): 768 inputs (a piece of a colour
//! on a square) → two halves of [`HIDDEN`] neurons (one seen from White, one from Black, the
//! same weights for both) → one output, the evaluation.
//!
//! The half seen from a side counts its own pieces as "ours" and the board turned so that its
//! first rank is at the bottom; the side to move's half comes first in the output layer. Each
//! half (an [`Accumulator`]) is a sum of weight columns, one per piece, so a move changes it by
//! a few columns instead of recomputing it. Weights are 16-bit integers: the hidden layer in
//! units of 1/[`QA`] (clipped to 0..=QA, "clipped ReLU"), the output layer in 1/[`QB`]; the
//! output times [`EVAL_SCALE`] / (QA·QB) is centipawns. `rookery train-net` fits the weights
//! (in floating point, then rounded) and writes the file this module reads.

use crate::rules::{Color, Position, Role, Square};

/// Neurons in each half of the hidden layer.
pub const HIDDEN: usize = 32;
/// Inputs: 2 colours (ours, theirs) × 6 roles × 64 squares.
pub const INPUTS: usize = 768;
/// The hidden layer's fixed-point unit: a hidden value of 1.0 is stored as `QA`.
pub const QA: i32 = 255;
/// The output layer's fixed-point unit.
pub const QB: i32 = 64;
/// Centipawns per unit of the network's output (the output is in units of the sigmoid
/// `1 / (1 + e^-x)` that turns it into an expected score; 400 / 2.6, the `K` that fits the
/// hand-set evaluation to the same games, so that the search's margins keep their meaning).
pub const EVAL_SCALE: i32 = 154;

/// The weights as stored: little-endian i16, input weights (feature by feature, HIDDEN each),
/// hidden biases, output weights (side to move's half, then the other), output bias.
pub const FILE_LEN: usize = 2 * (INPUTS * HIDDEN + HIDDEN + 2 * HIDDEN + 1);

/// The network's weights in fixed point.
pub struct Network {
    pub input: [[i16; HIDDEN]; INPUTS],
    pub bias: [i16; HIDDEN],
    pub output: [[i16; HIDDEN]; 2],
    pub output_bias: i16,
}

const fn word(bytes: &[u8], i: usize) -> i16 {
    i16::from_le_bytes([bytes[2 * i], bytes[2 * i + 1]])
}

impl Network {
    /// Reads the stored layout ([`FILE_LEN`] bytes; shorter input reads as zeros).
    pub const fn from_bytes(bytes: &[u8]) -> Network {
        let mut net = Network {
            input: [[0; HIDDEN]; INPUTS],
            bias: [0; HIDDEN],
            output: [[0; HIDDEN]; 2],
            output_bias: 0,
        };
        if bytes.len() < FILE_LEN {
            return net;
        }
        let mut i = 0;
        while i < INPUTS * HIDDEN {
            net.input[i / HIDDEN][i % HIDDEN] = word(bytes, i);
            i += 1;
        }
        let mut j = 0;
        while j < HIDDEN {
            net.bias[j] = word(bytes, INPUTS * HIDDEN + j);
            net.output[0][j] = word(bytes, INPUTS * HIDDEN + HIDDEN + j);
            net.output[1][j] = word(bytes, INPUTS * HIDDEN + 2 * HIDDEN + j);
            j += 1;
        }
        net.output_bias = word(bytes, INPUTS * HIDDEN + 3 * HIDDEN);
        net
    }
}

/// The shipped network (`network.bin`, written by `rookery train-net`), in native builds only
/// for now: no network has yet played better than the hand-set evaluation (BENCHMARKS.md), so
/// the browser's downloads do not carry one, and the search uses it only when asked
/// ([`super::Evaluation`]).
#[cfg(not(target_arch = "wasm32"))]
const FILE: &[u8] = include_bytes!("network.bin");
#[cfg(target_arch = "wasm32")]
const FILE: &[u8] = &[];

pub static NETWORK: Network = Network::from_bytes(FILE);

/// The input a piece of `color` and `role` on `sq` feeds in the half seen from `side`.
#[inline]
pub const fn feature(side: Color, color: Color, role: Role, sq: Square) -> usize {
    let theirs = (side as usize) ^ (color as usize);
    let sq = match side {
        Color::White => sq.index(),
        Color::Black => sq.index() ^ 56,
    };
    (theirs * 6 + role as usize) * 64 + sq
}

/// Both halves of the hidden layer before clipping: [White's view, Black's view].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Accumulator(pub [[i16; HIDDEN]; 2]);

impl Accumulator {
    /// Sums the columns of every piece of `pos`.
    pub fn new(net: &Network, pos: &Position) -> Accumulator {
        let mut acc = Accumulator([net.bias; 2]);
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                for sq in pos.pieces(color, role) {
                    acc.add(net, color, role, sq);
                }
            }
        }
        acc
    }

    /// A piece arrives.
    #[inline]
    pub fn add(&mut self, net: &Network, color: Color, role: Role, sq: Square) {
        for side in [Color::White, Color::Black] {
            let column = &net.input[feature(side, color, role, sq)];
            for (a, w) in self.0[side as usize].iter_mut().zip(column) {
                *a = a.wrapping_add(*w);
            }
        }
    }

    /// A piece leaves.
    #[inline]
    pub fn remove(&mut self, net: &Network, color: Color, role: Role, sq: Square) {
        for side in [Color::White, Color::Black] {
            let column = &net.input[feature(side, color, role, sq)];
            for (a, w) in self.0[side as usize].iter_mut().zip(column) {
                *a = a.wrapping_sub(*w);
            }
        }
    }

    /// The accumulator of `child`, one move after `parent` (whose accumulator this is): the
    /// pieces that left or arrived, found by comparing the two boards.
    pub fn after(&self, net: &Network, parent: &Position, child: &Position) -> Accumulator {
        let mut acc = *self;
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                let (before, now) = (parent.pieces(color, role), child.pieces(color, role));
                if before != now {
                    for sq in before & !now {
                        acc.remove(net, color, role, sq);
                    }
                    for sq in now & !before {
                        acc.add(net, color, role, sq);
                    }
                }
            }
        }
        acc
    }

    /// The evaluation in centipawns for `turn`, the side to move.
    pub fn evaluate(&self, net: &Network, turn: Color) -> i32 {
        let halves = [&self.0[turn as usize], &self.0[turn.other() as usize]];
        let mut sum = 0i32;
        for (half, weights) in halves.into_iter().zip(&net.output) {
            for (&a, &w) in half.iter().zip(weights) {
                sum += i32::from(a).clamp(0, QA) * i32::from(w);
            }
        }
        (sum + i32::from(net.output_bias) * QA) * EVAL_SCALE / (QA * QB)
    }
}

/// The network's evaluation of `pos`, computed from scratch, for the side to move.
pub fn evaluate(pos: &Position) -> i32 {
    Accumulator::new(&NETWORK, pos).evaluate(&NETWORK, pos.turn())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A network whose every weight differs, so a piece put in the wrong place shows.
    fn distinct() -> Network {
        let mut bytes = Vec::with_capacity(FILE_LEN);
        for i in 0..FILE_LEN / 2 {
            let w = ((i * 7919) % 61) as i16 - 30;
            bytes.extend_from_slice(&w.to_le_bytes());
        }
        Network::from_bytes(&bytes)
    }

    #[test]
    fn a_move_updates_the_accumulator_as_a_fresh_sum_would() {
        let net = distinct();
        // Castling both ways, en passant, promotions with and without capture, checks.
        for fen in [
            "r3k2r/pppq1ppp/2n2n2/3pp3/1b1PP1b1/2N2N2/PPPQBPPP/R3K2R w KQkq - 0 9",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
            "r3k3/1P6/8/8/8/8/6p1/4K2R b K - 0 1",
            "r3k3/1P6/8/8/8/8/6p1/4K2R w K - 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let acc = Accumulator::new(&net, &pos);
            for &mv in pos.legal_moves().iter() {
                let mut child = pos.clone();
                child.play_unchecked(mv);
                let fresh = Accumulator::new(&net, &child);
                assert_eq!(acc.after(&net, &pos, &child), fresh, "{fen} {mv:?}");
                // And one move further, from the updated accumulator.
                for &reply in child.legal_moves().iter().take(8) {
                    let mut grandchild = child.clone();
                    grandchild.play_unchecked(reply);
                    assert_eq!(
                        fresh.after(&net, &child, &grandchild),
                        Accumulator::new(&net, &grandchild)
                    );
                }
            }
        }
    }

    #[test]
    fn the_halves_see_the_board_from_each_side() {
        let net = distinct();
        // A position and its colour-mirrored twin: the side to move sees the same.
        let a = Position::from_fen("4k3/3p4/8/8/8/2N5/8/4K3 w - - 0 1").unwrap();
        let b = Position::from_fen("4k3/8/2n5/8/8/8/3P4/4K3 b - - 0 1").unwrap();
        let (fa, fb) = (Accumulator::new(&net, &a), Accumulator::new(&net, &b));
        assert_eq!(fa.0[0], fb.0[1]);
        assert_eq!(fa.0[1], fb.0[0]);
        assert_eq!(
            fa.evaluate(&net, Color::White),
            fb.evaluate(&net, Color::Black)
        );
        assert_ne!(fa.0[0], fa.0[1]);
    }

    #[test]
    fn a_short_file_reads_as_zeros() {
        let net = Network::from_bytes(&[1, 2, 3]);
        assert_eq!(net.output_bias, 0);
        assert!(net.input.iter().all(|c| c.iter().all(|&w| w == 0)));
    }
}
