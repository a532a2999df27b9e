#!/usr/bin/env bash
# Perft speed of Rookery against cozy-chess 0.3.4, natively and in wasm, in one run
# (`make bench`). Builds benches/perft_vs_cozy for the host and for wasm32-wasip1 (same
# release profile: lto, codegen-units = 1), runs the native binary and then the wasm module
# under node's built-in WASI, and prints a markdown table of nodes/second with the
# rookery/cozy ratio. Finally runs `cargo run --release -- perft 6` (the rookery binary).
#
# Environment:
#   REPS=7         timed runs per engine and measurement (medians are reported)
#   QUICK=1        small depths: a smoke test of the harness, not a benchmark
#   WASM_OPT=z     also run the wasm module after `wasm-opt -O<level>` (node_modules/.bin,
#                  binaryen 132; the app itself is built with data-wasm-opt="z")
#   OUT=path       where to write the raw results (default target/perft_vs_cozy/results.tsv)
set -euo pipefail

cd "$(dirname "$0")/../.."
ROOT=$PWD
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"

REPS=${REPS:-7}
QUICK=${QUICK:-}
WASM_OPT=${WASM_OPT:-}
BENCH=$ROOT/benches/perft_vs_cozy
TARGET=$ROOT/target/perft_vs_cozy
OUT=${OUT:-$TARGET/results.tsv}
args=(--reps "$REPS")
[ -n "$QUICK" ] && args+=(--quick)

say() { printf 'bench: %s\n' "$*" >&2; }

if ! rustup target list --installed | grep -qx wasm32-wasip1; then
  say "adding the wasm32-wasip1 target"
  rustup target add wasm32-wasip1
fi

say "building (native and wasm32-wasip1, release: lto, codegen-units = 1)"
(cd "$BENCH" && cargo build --release --quiet && cargo build --release --quiet --target wasm32-wasip1)
NATIVE_BIN=$TARGET/release/perft_vs_cozy
WASM=$TARGET/wasm32-wasip1/release/perft_vs_cozy.wasm

machine() {
  echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "- cores (nproc): $(nproc); CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
  echo "- load average before the run: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "- $(rustc --version); node $(node --version)"
  echo "- rookery commit: $(git rev-parse --short HEAD 2>/dev/null || echo '?')$(git diff --quiet HEAD -- src 2>/dev/null || echo ' (src/ modified)')"
}
machine >&2

mkdir -p "$(dirname "$OUT")"
: >"$OUT"
say "native: $NATIVE_BIN ${args[*]}"
"$NATIVE_BIN" "${args[@]}" | tee -a "$OUT"
say "wasm32-wasip1 under node: node scripts/bench/run_wasi.mjs $WASM ${args[*]}"
node --no-warnings scripts/bench/run_wasi.mjs "$WASM" "${args[@]}" | tee -a "$OUT"
if [ -n "$WASM_OPT" ]; then
  OPT_WASM=$TARGET/perft_vs_cozy.O$WASM_OPT.wasm
  say "wasm-opt -O$WASM_OPT ($(wasm-opt --version))"
  wasm-opt "-O$WASM_OPT" "$WASM" -o "$OPT_WASM"
  node --no-warnings scripts/bench/run_wasi.mjs "$OPT_WASM" "${args[@]}" \
    --platform "wasm32-wasip1 wasm-opt -O$WASM_OPT" | tee -a "$OUT"
fi

echo
echo "Perft nodes/second, median of $REPS interleaved runs per engine. rookery/cozy > 1: rookery"
echo "faster; '(best runs)' is the same ratio from each engine's fastest run."
echo
machine
echo
echo "| position | mode | depth | nodes | platform | rookery Mnps | cozy-chess Mnps | rookery/cozy | (best runs) |"
echo "|---|---|---|---:|---|---:|---:|---:|---:|"
# Platforms side by side for each position and mode, in the order the benchmark runs them.
awk -F'\t' '{ n[$1]++; printf "%d\t%d\t%s\n", n[$1], NR, $0 }' "$OUT" | sort -n -k1,1 -k2,2 | cut -f3- |
  awk -F'\t' '{ printf "| %s | %s | %s | %s | %s | %.1f | %.1f | %.2f | %.2f |\n", $2, $3, $4, $5, $1, $8 / 1e6, $9 / 1e6, $10, $11 }'

echo
say "rookery binary: cargo run --release --bin rookery -- perft $([ -n "$QUICK" ] && echo 4 || echo 6)"
cargo run --release --quiet --bin rookery -- perft "$([ -n "$QUICK" ] && echo 4 || echo 6)" |
  grep -E '^(Nodes searched|Time|Nodes/second)'
