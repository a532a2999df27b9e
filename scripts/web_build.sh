#!/usr/bin/env bash
# Builds the web app into dist/: Trunk (the app's wasm and the engine worker's), then its
# post-build hook (scripts/postbuild.mjs: the extras wasm, the start-up script, the service
# worker). Built with the pinned nightly in scripts/web_toolchain, which rebuilds the standard
# library for wasm with panics that abort at once, no file/line strings and no `Debug` text:
# every wasm is about 10 % smaller (measured in BENCHMARKS.md, issue 13), which keeps the downloads within budget.
# Tests, clippy and native builds stay on stable. Arguments go to `trunk build`.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/web_env.sh
source scripts/web_env.sh
exec trunk build --release --offline "$@"
