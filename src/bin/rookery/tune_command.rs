//! `rookery tune`: fits the evaluation's weights to self-play data (issue 14), by the published
//! method — Texel's tuning, as gradient descent on the evaluation written as linear
//! coefficients with a tapered middlegame/endgame blend (A. Grant, "Evaluation & Tuning in
//! Chess Engines").
//!
//! Each quiet position of the data (not in check, and no capture changes its value: the
//! quiescence search agrees with the static evaluation) is traced once: which features it has,
//! how often, its phase and endgame scale. Its evaluation for White is then
//! `(Σ c·mg · phase + Σ c·eg · scale/64 · (24 − phase)) / 24` for any weights, and the tuner
//! minimises the mean squared difference between `sigmoid(K · eval / 400)` and the target —
//! the game's result, blended with the search's own score by `--lambda` — with Adam, after
//! fitting `K` to the weights it starts from. The weights are written as `weights.rs`, named
//! block by block as `search/eval/terms.rs` lays them out.

use std::process::ExitCode;
use std::time::Instant;

use crate::data_file::read_quiet;
use rookery::search::eval::terms::{BLOCKS, COUNT, MATERIAL};
use rookery::search::eval::weights::WEIGHTS;
use rookery::search::eval::{trace, SCALE_FULL};

const USAGE: &str = "usage: rookery tune --data FILE [--data FILE…] [--out weights.rs]
                    [--epochs N] [--lambda L] [--rate R] [--limit N] [--threads N]
                    [--keep-scale] [--only BLOCK,BLOCK…]
  Fits the evaluation's weights to positions written by `rookery datagen`, starting from the
  weights the program was built with, and writes them to --out (default
  src/search/eval/weights.rs). --lambda: the share of the game result in the target, the rest
  being the search's score (default 0.2, the best on held-out games in BENCHMARKS.md);
  --epochs (default 300); --rate: Adam's step in centipawns (default 1.0); --limit: read at
  most N positions; --holdout: the share of the data (its end, so other games) left out of the
  fit and used to check it (default 0.1); --keep-scale: multiply the fitted weights so that
  they predict the games' results on the same scale as the weights it started from (for
  labels from another engine, whose confidence stretches the scale); --only: fit only these
  blocks of weights (names as in weights.rs, e.g. TRAPPED_ROOK,SPACE), keeping the rest.";

#[derive(Debug)]
struct Options {
    data: Vec<String>,
    out: String,
    epochs: usize,
    lambda: f64,
    rate: f64,
    limit: usize,
    threads: usize,
    /// The share of the data (its last games) kept out of the fit to check it on.
    holdout: f64,
    /// Rescale the fitted weights to the starting weights' `K`.
    keep_scale: bool,
    /// Which weights move: all, or those of the named blocks.
    only: Option<Vec<bool>>,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        data: Vec::new(),
        out: "src/search/eval/weights.rs".into(),
        epochs: 300,
        lambda: 0.2,
        rate: 1.0,
        limit: usize::MAX,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        holdout: 0.1,
        keep_scale: false,
        only: None,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if flag == "--keep-scale" {
            o.keep_scale = true;
            continue;
        }
        let value = it
            .next()
            .cloned()
            .ok_or_else(|| format!("{flag} needs a value"))?;
        let bad = || format!("{flag}: '{value}' is not a number in range");
        match flag.as_str() {
            "--data" => o.data.push(value),
            "--only" => o.only = Some(chosen_blocks(&value)?),
            "--out" => o.out = value,
            "--epochs" => o.epochs = value.parse().map_err(|_| bad())?,
            "--limit" => o.limit = value.parse().map_err(|_| bad())?,
            "--threads" => o.threads = value.parse::<usize>().map_err(|_| bad())?.clamp(1, 64),
            "--lambda" => {
                o.lambda = value
                    .parse()
                    .ok()
                    .filter(|l: &f64| (0.0..=1.0).contains(l))
                    .ok_or_else(bad)?
            }
            "--holdout" => {
                o.holdout = value
                    .parse()
                    .ok()
                    .filter(|h: &f64| (0.0..0.9).contains(h))
                    .ok_or_else(bad)?
            }
            "--rate" => {
                o.rate = value
                    .parse()
                    .ok()
                    .filter(|r: &f64| *r > 0.0 && r.is_finite())
                    .ok_or_else(bad)?
            }
            other => return Err(format!("unknown option '{other}'")),
        }
    }
    if o.data.is_empty() {
        return Err("--data FILE is needed".into());
    }
    Ok(o)
}

/// Which weights belong to the comma-separated blocks named in `names`.
fn chosen_blocks(names: &str) -> Result<Vec<bool>, String> {
    let mut chosen = vec![false; COUNT];
    for name in names.split(',') {
        let &(_, start, len) = BLOCKS
            .iter()
            .find(|b| b.0.eq_ignore_ascii_case(name.trim()))
            .ok_or_else(|| format!("--only: no block of weights is named '{name}'"))?;
        chosen[start..start + len].fill(true);
    }
    Ok(chosen)
}

/// The traced positions, packed: each one's features are `features[start..end]`.
#[derive(Default)]
struct Data {
    starts: Vec<u32>,
    features: Vec<(u16, i16)>,
    /// Phase / 24.
    phase: Vec<f32>,
    /// Endgame scale / 64.
    scale: Vec<f32>,
    result: Vec<f32>,
    /// The search's score for White, in centipawns.
    score: Vec<f32>,
    /// What the fit aims at: set once `K` is known.
    target: Vec<f32>,
}

impl Data {
    fn len(&self) -> usize {
        self.phase.len()
    }

    /// Moves the positions from `at` on into a set of their own (targets: their results).
    fn split_off(&mut self, at: usize) -> Data {
        let cut = self
            .starts
            .get(at)
            .map_or(self.features.len(), |&s| s as usize);
        let mut tail = Data {
            starts: self.starts.split_off(at),
            features: self.features.split_off(cut),
            phase: self.phase.split_off(at),
            scale: self.scale.split_off(at),
            result: self.result.split_off(at),
            score: self.score.split_off(at),
            target: Vec::new(),
        };
        for s in &mut tail.starts {
            *s -= cut as u32;
        }
        tail.target = tail.result.clone();
        self.target.truncate(at);
        tail
    }

    fn features_of(&self, i: usize) -> &[(u16, i16)] {
        let end = self
            .starts
            .get(i + 1)
            .map_or(self.features.len(), |&e| e as usize);
        &self.features[self.starts[i] as usize..end]
    }
}

fn load(o: &Options) -> Result<(Data, usize), String> {
    let mut data = Data::default();
    let skipped = read_quiet(&o.data, o.limit, |sample| {
        let t = trace(&sample.pos);
        data.starts.push(data.features.len() as u32);
        data.features.extend_from_slice(&t.features);
        data.phase.push(t.phase as f32 / 24.0);
        data.scale.push(t.scale as f32 / SCALE_FULL as f32);
        data.result.push(sample.result);
        data.score.push(sample.score);
    })?;
    data.target = data.result.clone();
    Ok((data, skipped))
}

/// The weights being fitted: middlegame then endgame for each feature.
type Weights = Vec<[f64; 2]>;

fn evaluation(data: &Data, i: usize, w: &Weights) -> f64 {
    let (mut mg, mut eg) = (0.0, 0.0);
    for &(f, c) in data.features_of(i) {
        let c = f64::from(c);
        mg += w[f as usize][0] * c;
        eg += w[f as usize][1] * c;
    }
    let phase = f64::from(data.phase[i]);
    mg * phase + eg * f64::from(data.scale[i]) * (1.0 - phase)
}

fn sigmoid(k: f64, eval: f64) -> f64 {
    1.0 / (1.0 + (-k * eval / 400.0).exp())
}

/// Mean squared error of the whole data at `k`, in parallel.
fn error(data: &Data, w: &Weights, k: f64, threads: usize) -> f64 {
    let n = data.len();
    let chunk = n.div_ceil(threads).max(1);
    let total: f64 = std::thread::scope(|s| {
        let parts: Vec<_> = (0..n)
            .step_by(chunk)
            .map(|from| {
                s.spawn(move || {
                    (from..(from + chunk).min(n))
                        .map(|i| {
                            let d = sigmoid(k, evaluation(data, i, w)) - f64::from(data.target[i]);
                            d * d
                        })
                        .sum::<f64>()
                })
            })
            .collect();
        parts.into_iter().map(|p| p.join().unwrap_or(0.0)).sum()
    });
    total / n.max(1) as f64
}

/// The `K` that makes the starting weights fit the results best (golden-section search).
fn fit_k(data: &Data, w: &Weights, threads: usize) -> f64 {
    let (mut lo, mut hi) = (0.2f64, 8.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..30 {
        let a = hi - g * (hi - lo);
        let b = lo + g * (hi - lo);
        if error(data, w, a, threads) < error(data, w, b, threads) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Multiplies the weights so that the `K` fitted to the results with them is `k` again, and
/// returns the factor. Leaves the targets set to the results.
fn keep_scale(data: &mut Data, w: &mut Weights, k: f64, threads: usize) -> f64 {
    data.target = data.result.clone();
    let factor = fit_k(data, w, threads) / k;
    for pair in w.iter_mut() {
        pair[0] *= factor;
        pair[1] *= factor;
    }
    factor
}

/// The gradient of the error, summed over the data in parallel.
fn gradient(data: &Data, w: &Weights, k: f64, threads: usize) -> Weights {
    let n = data.len();
    let chunk = n.div_ceil(threads).max(1);
    std::thread::scope(|s| {
        let parts: Vec<_> = (0..n)
            .step_by(chunk)
            .map(|from| {
                s.spawn(move || {
                    let mut g = vec![[0.0f64; 2]; COUNT];
                    for i in from..(from + chunk).min(n) {
                        let p = sigmoid(k, evaluation(data, i, w));
                        let d = (p - f64::from(data.target[i])) * p * (1.0 - p);
                        let phase = f64::from(data.phase[i]);
                        let (dm, de) = (d * phase, d * (1.0 - phase) * f64::from(data.scale[i]));
                        for &(f, c) in data.features_of(i) {
                            let c = f64::from(c);
                            g[f as usize][0] += dm * c;
                            g[f as usize][1] += de * c;
                        }
                    }
                    g
                })
            })
            .collect();
        let mut total = vec![[0.0f64; 2]; COUNT];
        for part in parts {
            if let Ok(g) = part.join() {
                for (t, x) in total.iter_mut().zip(g) {
                    t[0] += x[0];
                    t[1] += x[1];
                }
            }
        }
        total
    })
}

pub fn run(args: &[String]) -> ExitCode {
    let o = match crate::cli::options("tune", USAGE, args, parse) {
        Ok(o) => o,
        Err(status) => return status,
    };
    let started = Instant::now();
    let (mut data, skipped) = match load(&o) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("rookery tune: {e}");
            return ExitCode::from(1);
        }
    };
    if data.len() == 0 {
        eprintln!("rookery tune: no quiet position in the data ({skipped} lines skipped)");
        return ExitCode::from(1);
    }
    println!(
        "{} quiet positions ({skipped} lines skipped), {} feature counts, read in {:.1} s",
        data.len(),
        data.features.len(),
        started.elapsed().as_secs_f64()
    );
    // The last positions (whole games, as datagen writes them in order) check the fit.
    let held = ((data.len() as f64) * o.holdout) as usize;
    let check = data.split_off(data.len() - held);
    let mut w: Weights = WEIGHTS
        .iter()
        .map(|s| [f64::from(s.0), f64::from(s.1)])
        .collect();
    let k = fit_k(&data, &w, o.threads);
    println!(
        "K = {k:.4}; error against the results {:.6}",
        error(&data, &w, k, o.threads)
    );
    let check_before = error(&check, &w, k, o.threads);
    data.target = (0..data.len())
        .map(|i| {
            let from_score = sigmoid(k, f64::from(data.score[i])) as f32;
            o.lambda as f32 * data.result[i] + (1.0 - o.lambda as f32) * from_score
        })
        .collect();
    println!(
        "error against the targets (lambda {}): {:.6}",
        o.lambda,
        error(&data, &w, k, o.threads)
    );
    // Adam, on the gradient of the mean error (the constant factors folded into the step).
    let (b1, b2, eps) = (0.9, 0.999, 1e-8);
    let mut m = vec![[0.0f64; 2]; COUNT];
    let mut v = vec![[0.0f64; 2]; COUNT];
    let scale = k / 400.0 * 2.0 / data.len() as f64;
    for epoch in 1..=o.epochs {
        let g = gradient(&data, &w, k, o.threads);
        for j in 0..COUNT {
            // The king's own material counts the same for both sides: never moved.
            if j == MATERIAL + 5 || o.only.as_ref().is_some_and(|only| !only[j]) {
                continue;
            }
            for p in 0..2 {
                let grad = g[j][p] * scale;
                m[j][p] = b1 * m[j][p] + (1.0 - b1) * grad;
                v[j][p] = b2 * v[j][p] + (1.0 - b2) * grad * grad;
                let mh = m[j][p] / (1.0 - b1.powi(epoch as i32));
                let vh = v[j][p] / (1.0 - b2.powi(epoch as i32));
                w[j][p] -= o.rate * mh / (vh.sqrt() + eps);
            }
        }
        if epoch % 25 == 0 || epoch == o.epochs {
            println!(
                "epoch {epoch}: error {:.6} ({:.0} s)",
                error(&data, &w, k, o.threads),
                started.elapsed().as_secs_f64()
            );
        }
    }
    if o.keep_scale {
        let factor = keep_scale(&mut data, &mut w, k, o.threads);
        println!("weights multiplied by {factor:.4} to keep K = {k:.4} on the results");
    }
    if check.len() > 0 {
        println!(
            "held-out positions ({}): error against their results {check_before:.6} before, {:.6} after",
            check.len(),
            error(&check, &w, k, o.threads)
        );
    }
    match std::fs::write(&o.out, weights_file(&w)) {
        Ok(()) => {
            println!("wrote {}", o.out);
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("rookery tune: cannot write {}: {e}", o.out);
            ExitCode::from(1)
        }
    }
}

/// The weights as `weights.rs`, block by block.
fn weights_file(w: &Weights) -> String {
    let mut out = String::from(
        "//! The evaluation's weights, a middlegame and an endgame value each, in the order of\n\
         //! [`super::terms`]. Written by `rookery tune` (see BENCHMARKS.md for how they were fitted);\n\
         //! change them by hand only to try an idea, and prove it by self-play.\n\n\
         use super::terms::COUNT;\nuse super::Score;\n\n#[rustfmt::skip]\n\
         pub const WEIGHTS: [Score; COUNT] = [\n",
    );
    for &(name, start, len) in BLOCKS {
        out.push_str(&format!("    // {name}\n"));
        let per = if len >= 8 { 8 } else { len };
        for row in (start..start + len).collect::<Vec<_>>().chunks(per) {
            out.push_str("   ");
            for &j in row {
                out.push_str(&format!(
                    " Score({}, {}),",
                    w[j][0].round() as i32,
                    w[j][1].round() as i32
                ));
            }
            out.push('\n');
        }
    }
    out.push_str("];\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_weights_file_writes_the_weights_it_was_given() {
        let w: Weights = WEIGHTS
            .iter()
            .map(|s| [f64::from(s.0), f64::from(s.1)])
            .collect();
        let text = weights_file(&w);
        let ours = include_str!("../../search/eval/weights.rs");
        assert_eq!(
            text, ours,
            "the committed file is exactly what the tuner writes"
        );
    }

    use crate::data_file::read_line;

    #[test]
    fn lines_and_options() {
        assert!(read_line("8/8/8/8/8/8/8/K1k5 w - - 0 1 | 12 | 0.5").is_some());
        assert!(read_line("8/8/8/8/8/8/8/K1k5 w - - 0 1 | 12 | 0.7").is_none());
        assert!(read_line("nonsense | 12 | 1.0").is_none());
        assert!(read_line("").is_none());
        let args = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
        assert!(parse(&args("--epochs 3")).unwrap_err().contains("--data"));
        assert!(parse(&args("--data x --lambda 2"))
            .unwrap_err()
            .contains("not a number in range"));
        let o = parse(&args("--data a --data b --epochs 3 --lambda 0.5")).unwrap();
        assert_eq!((o.data.len(), o.epochs, o.lambda), (2, 3, 0.5));
        assert!(o.only.is_none());
        let only = parse(&args("--data a --only space,TEMPO"))
            .unwrap()
            .only
            .unwrap();
        assert_eq!(only.iter().filter(|&&b| b).count(), 2);
        assert!(only[rookery::search::eval::terms::SPACE]);
        assert!(parse(&args("--data a --only SPACE,nothing"))
            .unwrap_err()
            .contains("'nothing'"));
        assert!(!o.keep_scale);
        let o = parse(&args("--keep-scale --data a --lambda 0")).unwrap();
        assert!(o.keep_scale && o.lambda == 0.0 && o.data == ["a"]);
    }

    /// The positions of datagen lines, traced, with their results as targets.
    fn data_of(lines: &[&str]) -> Data {
        let mut data = Data::default();
        for line in lines {
            let (pos, score, result) = read_line(line).unwrap();
            let t = trace(&pos);
            data.starts.push(data.features.len() as u32);
            data.features.extend_from_slice(&t.features);
            data.phase.push(t.phase as f32 / 24.0);
            data.scale.push(t.scale as f32 / 64.0);
            data.result.push(result);
            data.score.push(score);
        }
        data.target = data.result.clone();
        data
    }

    #[test]
    fn keeping_the_scale_undoes_a_stretch() {
        // A pawn up: won once in four games, drawn the rest (and the same for Black), so the
        // best K lies well inside the search's range (0.2 to 8; with the thirty-first round's
        // weights about 2.6), and so does half of it.
        let up = "4k3/p7/8/8/8/8/PP6/4K3 w - - 0 1";
        let down = "4k3/pp6/8/8/8/8/P7/4K3 w - - 0 1";
        let lines: Vec<String> = ["1.0", "0.5", "0.5", "0.5"]
            .iter()
            .flat_map(|r| {
                let lost = if *r == "1.0" { "0.0" } else { "0.5" };
                [format!("{up} | 0 | {r}"), format!("{down} | 0 | {lost}")]
            })
            .collect();
        let mut data = data_of(&lines.iter().map(String::as_str).collect::<Vec<_>>());
        let w: Weights = WEIGHTS
            .iter()
            .map(|s| [f64::from(s.0), f64::from(s.1)])
            .collect();
        let k = fit_k(&data, &w, 1);
        assert!((0.5..4.0).contains(&k), "K = {k}");
        // Twice the weights: the scale is stretched, and keeping it halves them again.
        let mut stretched: Weights = w.iter().map(|p| [2.0 * p[0], 2.0 * p[1]]).collect();
        let factor = keep_scale(&mut data, &mut stretched, k, 1);
        assert!((factor - 0.5).abs() < 0.01, "factor {factor}");
        assert!((stretched[MATERIAL][1] - w[MATERIAL][1]).abs() < 0.01 * w[MATERIAL][1].abs());
    }

    #[test]
    fn a_few_epochs_lower_the_error() {
        // Positions where White is a queen up and won, and the same with Black: the fit must
        // move towards them.
        let lines = [
            "4k3/p7/8/8/8/8/8/3QK3 w - - 0 1 | 900 | 1.0",
            "3qk3/8/8/8/8/8/P7/4K3 w - - 0 1 | -900 | 0.0",
            "4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1 | 0 | 0.5",
        ];
        let data = data_of(&lines);
        let w: Weights = WEIGHTS
            .iter()
            .map(|s| [f64::from(s.0), f64::from(s.1)])
            .collect();
        let before = error(&data, &w, 1.0, 1);
        let g = gradient(&data, &w, 1.0, 1);
        let stepped: Weights = w
            .iter()
            .zip(&g)
            .map(|(w, g)| [w[0] - 1e4 * g[0], w[1] - 1e4 * g[1]])
            .collect();
        assert!(error(&data, &stepped, 1.0, 1) < before);
    }
}
