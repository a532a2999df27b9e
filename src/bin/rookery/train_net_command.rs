//! `rookery train-net`: fits the small network of `search/eval/network.rs` to self-play data
//! (issue 14, part 3), on the CPU.
//!
//! The same quiet positions as `rookery tune` reads (not in check, and the quiescence search
//! agrees with the static evaluation). The network's output `y` is an expected score through
//! `sigmoid(y)`; the target blends the game's result (`--lambda`) with the search's score
//! through the same sigmoid at [`EVAL_SCALE`] centipawns a unit. The loss is the mean squared
//! difference, minimised by Adam over shuffled mini-batches in floating point; the weights are
//! then rounded to the network's fixed point and written as the file the engine includes. The
//! last games (`--holdout`) are kept out to compare the network with the hand-set evaluation
//! on positions neither was fitted to, both against the games' results.

use std::process::ExitCode;
use std::time::Instant;

use crate::data_file::{read_quiet, Sample};
use rookery::rules::{Color, Role};
use rookery::search::eval::network::{
    self, Accumulator, Network, EVAL_SCALE, FILE_LEN, HIDDEN, INPUTS, QA, QB,
};
use rookery::search::levels::Rng;

const USAGE: &str = "usage: rookery train-net --data FILE [--data FILE…] [--out network.bin]
                         [--epochs N] [--lambda L] [--rate R] [--batch N] [--holdout H]
                         [--limit N] [--seed N] [--residual]
  Fits the network's weights to positions written by `rookery datagen` and writes them to --out
  (default src/search/eval/network.bin). --lambda: the share of the game result in the target,
  the rest being the search's score (default 0.2); --epochs (default 40); --rate: Adam's step
  (default 0.001, lowered tenfold for the last quarter); --batch: positions a step (default
  4096); --holdout: the share of the data (its end, so other games) kept out to check the fit
  (default 0.1); --limit: read at most N positions; --residual: fit what the network adds to
  the hand-set evaluation (for the UCI option Evaluation=both).";

#[derive(Debug)]
struct Options {
    data: Vec<String>,
    out: String,
    epochs: usize,
    lambda: f32,
    rate: f32,
    batch: usize,
    holdout: f64,
    limit: usize,
    seed: u64,
    /// The network learns what to add to the hand-set evaluation.
    residual: bool,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        data: Vec::new(),
        out: "src/search/eval/network.bin".into(),
        epochs: 40,
        lambda: 0.2,
        rate: 0.001,
        batch: 4096,
        holdout: 0.1,
        limit: usize::MAX,
        seed: 1,
        residual: false,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if flag == "--residual" {
            o.residual = true;
            continue;
        }
        let value = it
            .next()
            .ok_or_else(|| format!("{flag} needs a value"))?
            .as_str();
        let bad = || format!("{flag}: not a usable value: {value}");
        match flag.as_str() {
            "--data" => o.data.push(value.into()),
            "--out" => o.out = value.into(),
            "--epochs" => o.epochs = value.parse().map_err(|_| bad())?,
            "--lambda" => o.lambda = value.parse().map_err(|_| bad())?,
            "--rate" => o.rate = value.parse().map_err(|_| bad())?,
            "--batch" => o.batch = value.parse().map_err(|_| bad())?,
            "--holdout" => o.holdout = value.parse().map_err(|_| bad())?,
            "--limit" => o.limit = value.parse().map_err(|_| bad())?,
            "--seed" => o.seed = value.parse().map_err(|_| bad())?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if o.data.is_empty() {
        return Err("--data is needed".into());
    }
    if !(0.0..=1.0).contains(&o.lambda) || !(0.0..1.0).contains(&o.holdout) || o.batch == 0 {
        return Err("--lambda and --holdout are shares (0 to 1), --batch at least 1".into());
    }
    Ok(o)
}

/// The positions, each as its pieces seen from White (the inputs of White's half; Black's
/// half is [`mirror`]ed), with the side to move and what to aim at, from its point of view.
#[derive(Default)]
struct Data {
    inputs: Vec<u16>,
    starts: Vec<u32>,
    black_to_move: Vec<bool>,
    target: Vec<f32>,
    result: Vec<f32>,
    /// The hand-set evaluation for the side to move, in centipawns (to compare with).
    hand: Vec<i32>,
    /// What the network adds to: nothing, or (`--residual`) the hand-set evaluation.
    base: Vec<f32>,
}

impl Data {
    fn len(&self) -> usize {
        self.starts.len()
    }

    fn inputs_of(&self, i: usize) -> &[u16] {
        let end = self
            .starts
            .get(i + 1)
            .map_or(self.inputs.len(), |&e| e as usize);
        &self.inputs[self.starts[i] as usize..end]
    }
}

/// The same piece's input in the other side's half: ours and theirs swapped, the board turned.
fn mirror(input: u16) -> u16 {
    ((input + 384) % 768) ^ 56
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

fn load(o: &Options) -> Result<(Data, usize), String> {
    let mut data = Data::default();
    let skipped = read_quiet(&o.data, o.limit, |sample| {
        data.push(&sample, o.lambda, o.residual)
    })?;
    Ok((data, skipped))
}

impl Data {
    /// Adds a quiet position.
    fn push(&mut self, sample: &Sample, lambda: f32, residual: bool) {
        let pos = &sample.pos;
        self.starts.push(self.inputs.len() as u32);
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                for sq in pos.pieces(color, role) {
                    let input = network::feature(Color::White, color, role, sq);
                    self.inputs.push(input as u16);
                }
            }
        }
        let black = pos.turn() == Color::Black;
        let (score, result) = if black {
            (-sample.score, 1.0 - sample.result)
        } else {
            (sample.score, sample.result)
        };
        let from_score = sigmoid(score / EVAL_SCALE as f32);
        self.black_to_move.push(black);
        self.target
            .push(lambda * result + (1.0 - lambda) * from_score);
        self.result.push(result);
        self.hand.push(sample.eval);
        self.base.push(if residual {
            sample.eval as f32 / EVAL_SCALE as f32
        } else {
            0.0
        });
    }
}

/// The network in floating point, in the layout of the file.
#[derive(Clone)]
struct Weights(Vec<f32>);

const W1: usize = 0;
const B1: usize = INPUTS * HIDDEN;
const W2: usize = B1 + HIDDEN;
const B2: usize = W2 + 2 * HIDDEN;
const PARAMS: usize = B2 + 1;

/// Uniform in `-a..a`.
fn uniform(rng: &mut Rng, a: f32) -> f32 {
    ((rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0) * a
}

impl Weights {
    fn random(rng: &mut Rng) -> Weights {
        let mut w = vec![0.0; PARAMS];
        for x in &mut w[W1..B1] {
            *x = uniform(rng, 0.2);
        }
        for x in &mut w[W2..B2] {
            *x = uniform(rng, 0.15);
        }
        Weights(w)
    }

    /// Both halves (side to move first) before clipping.
    fn hidden(&self, inputs: &[u16], black_to_move: bool) -> [[f32; HIDDEN]; 2] {
        let mut h = [[0.0; HIDDEN]; 2];
        h[0].copy_from_slice(&self.0[B1..W2]);
        h[1].copy_from_slice(&self.0[B1..W2]);
        let (us, them) = if black_to_move { (1, 0) } else { (0, 1) };
        for &f in inputs {
            let white = &self.0[W1 + f as usize * HIDDEN..][..HIDDEN];
            let black = &self.0[W1 + mirror(f) as usize * HIDDEN..][..HIDDEN];
            for j in 0..HIDDEN {
                h[us][j] += white[j];
                h[them][j] += black[j];
            }
        }
        h
    }

    fn output(&self, h: &[[f32; HIDDEN]; 2]) -> f32 {
        let mut y = self.0[B2];
        for (half, w) in h.iter().zip(self.0[W2..B2].chunks(HIDDEN)) {
            for j in 0..HIDDEN {
                y += half[j].clamp(0.0, 1.0) * w[j];
            }
        }
        y
    }

    /// Adds this position's gradient of (sigmoid(y) − target)² to `g`; returns the error.
    fn learn(&self, data: &Data, i: usize, g: &mut [f32]) -> f32 {
        let inputs = data.inputs_of(i);
        let black = data.black_to_move[i];
        let h = self.hidden(inputs, black);
        let p = sigmoid(data.base[i] + self.output(&h));
        let d = p - data.target[i];
        let dy = 2.0 * d * p * (1.0 - p);
        g[B2] += dy;
        let mut dh = [[0.0f32; HIDDEN]; 2];
        for half in 0..2 {
            let w = &self.0[W2 + half * HIDDEN..][..HIDDEN];
            for j in 0..HIDDEN {
                let x = h[half][j];
                g[W2 + half * HIDDEN + j] += dy * x.clamp(0.0, 1.0);
                if x > 0.0 && x < 1.0 {
                    dh[half][j] = dy * w[j];
                }
            }
        }
        let (us, them) = if black { (1, 0) } else { (0, 1) };
        for j in 0..HIDDEN {
            g[B1 + j] += dh[0][j] + dh[1][j];
        }
        for &f in inputs {
            let white = W1 + f as usize * HIDDEN;
            let black = W1 + mirror(f) as usize * HIDDEN;
            for j in 0..HIDDEN {
                g[white + j] += dh[us][j];
                g[black + j] += dh[them][j];
            }
        }
        d * d
    }

    /// Mean squared error (unrounded) against `aim(data, i)` for each position.
    fn error(&self, data: &Data, aim: impl Fn(&Data, usize) -> f32) -> f64 {
        let total: f64 = (0..data.len())
            .map(|i| {
                let h = self.hidden(data.inputs_of(i), data.black_to_move[i]);
                f64::from((sigmoid(data.base[i] + self.output(&h)) - aim(data, i)).powi(2))
            })
            .sum();
        total / data.len().max(1) as f64
    }

    /// Rounded to fixed point, in the file's layout.
    fn to_bytes(&self) -> Vec<u8> {
        let q = |x: f32, unit: i32| (x * unit as f32).round().clamp(-32767.0, 32767.0) as i16;
        let mut words = Vec::with_capacity(PARAMS);
        words.extend(self.0[W1..W2].iter().map(|&x| q(x, QA)));
        words.extend(self.0[W2..PARAMS].iter().map(|&x| q(x, QB)));
        words.iter().flat_map(|w| w.to_le_bytes()).collect()
    }
}

/// Adam over shuffled mini-batches: the weights and the optimiser's moments.
struct Fit {
    weights: Weights,
    m: Vec<f32>,
    v: Vec<f32>,
    step: i32,
    order: Vec<u32>,
    gradient: Vec<f32>,
}

impl Fit {
    fn new(weights: Weights, positions: usize) -> Fit {
        Fit {
            weights,
            m: vec![0.0; PARAMS],
            v: vec![0.0; PARAMS],
            step: 0,
            order: (0..positions as u32).collect(),
            gradient: vec![0.0; PARAMS],
        }
    }

    /// One pass over the data in a new order; returns the mean error against the targets.
    fn epoch(&mut self, data: &Data, batch: usize, rate: f32, rng: &mut Rng) -> f64 {
        let (b1, b2, eps) = (0.9f32, 0.999f32, 1e-8f32);
        for i in (1..self.order.len()).rev() {
            self.order
                .swap(i, (rng.next_u64() % (i as u64 + 1)) as usize);
        }
        let mut error = 0.0f64;
        for part in self.order.chunks(batch.max(1)) {
            let g = &mut self.gradient;
            g.iter_mut().for_each(|x| *x = 0.0);
            for &i in part {
                error += f64::from(self.weights.learn(data, i as usize, g));
            }
            self.step += 1;
            let n = part.len() as f32;
            let (c1, c2) = (1.0 - b1.powi(self.step), 1.0 - b2.powi(self.step));
            let w = &mut self.weights.0;
            for k in 0..PARAMS {
                let grad = g[k] / n;
                if grad == 0.0 && k < B1 {
                    // An input no position of the batch had: leave its moments alone.
                    continue;
                }
                self.m[k] = b1 * self.m[k] + (1.0 - b1) * grad;
                self.v[k] = b2 * self.v[k] + (1.0 - b2) * grad * grad;
                w[k] -= rate * (self.m[k] / c1) / ((self.v[k] / c2).sqrt() + eps);
                if k < W2 {
                    // Sums of up to 33 of these stay within 16 bits.
                    w[k] = w[k].clamp(-1.98, 1.98);
                }
            }
        }
        error / self.order.len().max(1) as f64
    }
}

/// Mean squared error against the games' results: the network in fixed point, and the
/// hand-set evaluation, both through the same sigmoid.
fn check(data: &Data, net: &Network, residual: bool) -> (f64, f64) {
    let (mut ours, mut hand) = (0.0f64, 0.0f64);
    for i in 0..data.len() {
        let mut acc = Accumulator([net.bias; 2]);
        for &f in data.inputs_of(i) {
            let (color, rest) = if f >= 384 {
                (Color::Black, f - 384)
            } else {
                (Color::White, f)
            };
            let role = Role::ALL[rest as usize / 64];
            let sq = rookery::rules::Square::new(u32::from(rest % 64));
            acc.add(net, color, role, sq);
        }
        let turn = if data.black_to_move[i] {
            Color::Black
        } else {
            Color::White
        };
        let r = data.result[i];
        let cp = (acc.evaluate(net, turn) + if residual { data.hand[i] } else { 0 }) as f32;
        ours += f64::from((sigmoid(cp / EVAL_SCALE as f32) - r).powi(2));
        hand += f64::from((sigmoid(data.hand[i] as f32 / EVAL_SCALE as f32) - r).powi(2));
    }
    let n = data.len().max(1) as f64;
    (ours / n, hand / n)
}

/// Splits off the last `at..` positions.
fn split_off(data: &mut Data, at: usize) -> Data {
    let cut = data.starts[at] as usize;
    let mut starts = data.starts.split_off(at);
    for s in &mut starts {
        *s -= cut as u32;
    }
    Data {
        inputs: data.inputs.split_off(cut),
        starts,
        black_to_move: data.black_to_move.split_off(at),
        target: data.target.split_off(at),
        result: data.result.split_off(at),
        hand: data.hand.split_off(at),
        base: data.base.split_off(at),
    }
}

pub fn run(args: &[String]) -> ExitCode {
    let o = match crate::cli::options("train-net", USAGE, args, parse) {
        Ok(o) => o,
        Err(status) => return status,
    };
    let started = Instant::now();
    let (mut data, skipped) = match load(&o) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("rookery train-net: {e}");
            return ExitCode::from(1);
        }
    };
    let held = ((data.len() as f64) * o.holdout) as usize;
    if data.len() < 2 || held >= data.len() {
        eprintln!("rookery train-net: too few quiet positions ({skipped} lines skipped)");
        return ExitCode::from(1);
    }
    let at = data.len() - held;
    let held_out = split_off(&mut data, at);
    println!(
        "{} quiet positions to fit, {} held out ({skipped} lines skipped), read in {:.1} s",
        data.len(),
        held_out.len(),
        started.elapsed().as_secs_f64()
    );
    let mut rng = Rng::new(o.seed);
    let mut fit = Fit::new(Weights::random(&mut rng), data.len());
    for epoch in 1..=o.epochs {
        let rate = if epoch * 4 > o.epochs * 3 {
            o.rate / 10.0
        } else {
            o.rate
        };
        let error = fit.epoch(&data, o.batch, rate, &mut rng);
        let w = &fit.weights;
        let (ours, hand) = check(&held_out, &Network::from_bytes(&w.to_bytes()), o.residual);
        println!(
            "epoch {epoch}: error {error:.6}; held out, against results: network {ours:.6} (unrounded {:.6}), hand-set {hand:.6} ({:.0} s)",
            w.error(&held_out, |d, i| d.result[i]),
            started.elapsed().as_secs_f64()
        );
    }
    let w = fit.weights;
    let bytes = w.to_bytes();
    debug_assert_eq!(bytes.len(), FILE_LEN);
    match std::fs::write(&o.out, &bytes) {
        Ok(()) => {
            println!("wrote {} ({} bytes)", o.out, bytes.len());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("rookery train-net: cannot write {}: {e}", o.out);
            ExitCode::from(1)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::data_file::{quiet_sample, read_line};
    use rookery::rules::Position;
    use rookery::search::Engine;

    #[test]
    fn options_and_lines() {
        let args = |s: &str| s.split(' ').map(String::from).collect::<Vec<_>>();
        let o = parse(&args(
            "--data a.txt --data b.txt --epochs 3 --residual --batch 64",
        ))
        .unwrap();
        assert_eq!(
            (o.data.len(), o.epochs, o.batch, o.residual),
            (2, 3, 64, true)
        );
        assert!(parse(&args("--epochs 3")).is_err());
        assert!(parse(&args("--data a --lambda 2")).is_err());
        assert!(parse(&args("--data a --batch")).is_err());
        assert!(parse(&args("--data a --rate fast")).is_err());
        assert!(read_line("8/8/8/8/8/8/8/8 w - - 0 1 | 0 | 1").is_none());
        assert!(read_line("4k3/8/8/8/8/8/8/4K2R w K - 0 1 | 500 | 0.7").is_none());
        assert!(read_line("4k3/8/8/8/8/8/8/4K2R w K - 0 1 | 500").is_none());
        let (_, score, result) = read_line("4k3/8/8/8/8/8/8/4K2R w K - 0 1 | 500 | 1").unwrap();
        assert_eq!((score, result), (500.0, 1.0));
    }

    #[test]
    fn a_few_epochs_lower_the_error_and_the_file_reads_back() {
        let mut data = Data::default();
        let mut quiet = Engine::new(1);
        let lines = [
            "4k3/p7/8/8/8/8/8/3QK3 w - - 0 1 | 900 | 1",
            "4k3/p7/8/8/8/8/8/3QK3 b - - 0 1 | 900 | 1",
            "3qk3/8/8/8/8/8/P7/4K3 w - - 0 1 | -900 | 0",
            "3qk3/8/8/8/8/8/P7/4K3 b - - 0 1 | -900 | 0",
            "4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1 | 0 | 0.5",
            "4k3/p7/8/8/8/8/3R4/4K3 b - - 0 1 | 500 | 1",
            "4k3/3r4/8/8/8/8/P7/4K3 w - - 0 1 | -500 | 0",
            "in check | 0 | 1",
            // A bare king: scored by rules, left out of the fit.
            "4k3/8/8/8/8/8/8/3QK3 w - - 0 1 | 900 | 1",
        ];
        let kept = lines
            .iter()
            .filter_map(|l| quiet_sample(l, &mut quiet))
            .map(|sample| data.push(&sample, 0.5, false))
            .count();
        assert_eq!(kept, 7);
        // Black to move: the target is Black's, from a White win.
        assert_eq!(data.result[1], 0.0);
        let mut rng = Rng::new(7);
        let mut fit = Fit::new(Weights::random(&mut rng), data.len());
        let target = |d: &Data, i: usize| d.target[i];
        let before = fit.weights.error(&data, target);
        for _ in 0..200 {
            fit.epoch(&data, 4, 0.01, &mut rng);
        }
        let after = fit.weights.error(&data, target);
        assert!(after < before / 2.0, "{before} → {after}");
        // The rounded network scores the queen up for whoever has it.
        let bytes = fit.weights.to_bytes();
        assert_eq!(bytes.len(), FILE_LEN);
        let net = Network::from_bytes(&bytes);
        let pos = Position::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").unwrap();
        let up = Accumulator::new(&net, &pos);
        assert!(up.evaluate(&net, Color::White) > 100);
        assert!(up.evaluate(&net, Color::Black) < -100);
    }

    #[test]
    fn mirror_swaps_sides_and_turns_the_board() {
        let sq = |s: &str| rookery::rules::Square::parse(s).unwrap();
        for (color, role, at) in [
            (Color::White, Role::Pawn, "e2"),
            (Color::Black, Role::King, "g8"),
            (Color::White, Role::Queen, "a8"),
        ] {
            let white = network::feature(Color::White, color, role, sq(at));
            let black = network::feature(Color::Black, color, role, sq(at));
            assert_eq!(mirror(white as u16), black as u16);
            assert_eq!(mirror(black as u16), white as u16);
        }
    }
}
