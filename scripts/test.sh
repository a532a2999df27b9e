#!/usr/bin/env bash
# Every check `make test` (and so CI) runs, in order, stopping at the first failure and printing
# how long each phase took. Expects the tools from scripts/setup.sh.
#
#   scripts/test.sh            all phases
#   scripts/test.sh wasm e2e   only the named phases (names as in the list below)
set -euo pipefail

cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PWD/node_modules/.bin:$PATH"

phases=(fmt clippy clippy-wasm clippy-ssr native crosscheck tune ssr scripts wasm trunk e2e)
run_phase() {
  case "$1" in
    fmt) cargo fmt --check ;;
    clippy) cargo clippy --all-targets -- -D warnings ;;
    clippy-wasm) cargo clippy --target wasm32-unknown-unknown --features csr,worker --bin app --bin extras --bin worker --lib --test wasm -- -D warnings ;;
    clippy-ssr) cargo clippy --all-targets --features ssr -- -D warnings ;;
    native) cargo test --release ;;
    crosscheck)
      cargo build --release --bin rookery --example random_games
      python3 scripts/crosscheck_pgn.py target/release/rookery target/release/examples/random_games 300 ;;
    tune)
      # The tuning build (search margins as UCI options), in a target directory of its own so
      # that target/release/rookery stays the shipped one.
      export CARGO_TARGET_DIR=target/tune
      cargo clippy --all-targets --features tune -- -D warnings
      cargo test --release --features tune --lib params
      cargo test --release --features tune --test uci_cli ;;
    ssr) cargo test --features ssr --test ui_ssr --test ui_state --test ladder_profiles --test embed_params --test embed_state --test lessons --test learn_state --test overlays --test study_tree --test editor_state ;;
    scripts) node --test scripts/ ;;
    wasm) cargo test --target wasm32-unknown-unknown --test wasm ;;
    trunk) scripts/web_build.sh ;;
    e2e) node --test tests/e2e/ ;;
    *) echo "unknown phase '$1' (phases: ${phases[*]})" >&2; return 2 ;;
  esac
}

[ $# -eq 0 ] || phases=("$@")
summary=()
report() {
  local status=$?
  printf '\n== test phases ==\n'
  printf '%s\n' "${summary[@]}"
  [ "$status" -eq 0 ] && echo "make test: all passed" || echo "make test: FAILED (exit $status)"
}
trap report EXIT

for phase in "${phases[@]}"; do
  printf '\n== %s ==\n' "$phase"
  start=$SECONDS
  if run_phase "$phase"; then
    summary+=("$(printf '  %-12s ok     %4ds' "$phase" $((SECONDS - start)))")
  else
    status=$?
    summary+=("$(printf '  %-12s FAILED %4ds' "$phase" $((SECONDS - start)))")
    exit "$status"
  fi
done
