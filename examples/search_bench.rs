//! The search bench as a plain program, so the same code can be timed natively and as
//! wasm32-wasip1 under node (scripts/bench/search_bench.sh):
//!
//! ```text
//! cargo run --release --example search_bench -- [DEPTH]
//! ```

use rookery::search::bench;
use std::time::Instant;

fn main() {
    let depth = std::env::args()
        .nth(1)
        .and_then(|d| d.parse().ok())
        .unwrap_or(bench::DEPTH);
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    let t0 = clock();
    let result = bench::run(depth, &clock);
    let ms = (clock() - t0).max(1.0);
    println!(
        "depth {depth}: {} nodes, {:.0} ms, {:.0} nodes/s",
        result.nodes,
        ms,
        result.nodes as f64 * 1000.0 / ms
    );
}
