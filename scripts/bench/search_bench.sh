#!/usr/bin/env bash
# The search bench natively and as wasm32-wasip1 under node, interleaved, REPS times each:
# same node count, nodes per second for both. Usage: scripts/bench/search_bench.sh [DEPTH]
set -euo pipefail
cd "$(dirname "$0")/../.."
DEPTH=${1:-9}
REPS=${REPS:-3}
rustup target list --installed | grep -qx wasm32-wasip1 || rustup target add wasm32-wasip1
cargo build --release --example search_bench
cargo build --release --example search_bench --target wasm32-wasip1
for i in $(seq "$REPS"); do
  printf 'native: '; target/release/examples/search_bench "$DEPTH"
  printf 'wasm:   '; node --no-warnings scripts/bench/run_wasi.mjs \
    target/wasm32-wasip1/release/examples/search_bench.wasm "$DEPTH"
done
