#!/usr/bin/env bash
# Installs the pinned tools that building and testing Rookery need, skipping each one that is
# already there at the right version (a second run takes about a second).
#
#   wasm32 target       rustup target add
#   rustfmt, clippy     rustup component add
#   the web toolchain   rustup toolchain install (the nightly in scripts/web_toolchain, with
#                       rust-src: scripts/web_build.sh rebuilds std with it for smaller wasm),
#                       and cargo fetch of the crates std itself depends on
#   trunk               cargo install (pinned below)
#   wasm-bindgen-cli    cargo install, the exact wasm-bindgen version in Cargo.lock
#   the crates          cargo fetch (the web build runs offline)
#   chromium + driver   apt (Debian), for wasm-bindgen-test and Playwright
#   a CJK font          apt (fonts-wqy-microhei), for the Chinese screenshots
#   wasm-opt, playwright-core  npm ci from package-lock.json into node_modules/
#   python-chess        pip (pinned below), for the PGN cross-check
#
# Nothing here downloads binaries from GitHub: they fail on the build machines.
set -euo pipefail

TRUNK_VERSION=0.21.14

cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

say() { printf 'setup: %s\n' "$*"; }
die() { printf 'setup: error: %s\n' "$*" >&2; exit 1; }

command -v cargo >/dev/null || die "cargo not found: install Rust with rustup (https://rustup.rs)"
command -v rustup >/dev/null || die "rustup not found: the wasm32 target is installed through rustup"
command -v node >/dev/null || die "node not found: install Node.js 20 or newer, with npm"
[ "$(node -p 'process.versions.node.split(".")[0]')" -ge 20 ] ||
  die "node $(node --version) is too old: playwright-core needs Node.js 20 or newer"
command -v npm >/dev/null || die "npm not found: install npm"
command -v python3 >/dev/null || die "python3 not found (make run serves dist/ with it)"

# Rust target and components.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
for component in rustfmt clippy; do
  if ! rustup component list --installed | grep -q "^$component"; then
    say "adding rustup component $component"
    rustup component add "$component"
  fi
done

# The pinned nightly that builds the web app's wasm (scripts/web_build.sh).
WEB_TOOLCHAIN=$(cat scripts/web_toolchain)
if ! rustup component list --toolchain "$WEB_TOOLCHAIN" --installed 2>/dev/null | grep -q '^rust-src'; then
  say "installing the web build's toolchain $WEB_TOOLCHAIN with rust-src (rustup)"
  rustup toolchain install "$WEB_TOOLCHAIN" --profile minimal --component rust-src
fi

# The sources of std's own dependencies: scripts/web_build.sh rebuilds std offline, so they must
# be in cargo's registry cache (a fresh machine has none of them).
STD_MANIFEST="$(rustup run "$WEB_TOOLCHAIN" rustc --print sysroot)/lib/rustlib/src/rust/library/Cargo.toml"
if ! rustup run "$WEB_TOOLCHAIN" cargo fetch --offline --manifest-path "$STD_MANIFEST" >/dev/null 2>&1; then
  say "fetching the sources std depends on (cargo fetch, for the web build's std rebuild)"
  rustup run "$WEB_TOOLCHAIN" cargo fetch --manifest-path "$STD_MANIFEST"
fi

# Trunk.
if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (takes ~10 min once)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

# wasm-bindgen-cli: must equal the wasm-bindgen in Cargo.lock, or Trunk would try to download it.
[ -f Cargo.lock ] || cargo generate-lockfile
WASM_BINDGEN_VERSION=$(sed -n '/^name = "wasm-bindgen"$/{n;s/^version = "\(.*\)"$/\1/p;q}' Cargo.lock)
[ -n "$WASM_BINDGEN_VERSION" ] || die "no wasm-bindgen in Cargo.lock"
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ] ||
   ! command -v wasm-bindgen-test-runner >/dev/null; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (takes ~5 min once)"
  # Not --locked: the registry mirror lacks one of its locked dependencies.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# The project's own crates: Trunk builds the web app offline (scripts/web_build.sh), so they
# must already be in cargo's registry cache — on a fresh machine `make run` builds nothing else
# first that would download them.
if ! cargo fetch --locked --offline >/dev/null 2>&1; then
  say "fetching the project's crates (cargo fetch, for the offline web build)"
  cargo fetch --locked
fi

# Chromium and chromedriver from Debian.
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  command -v apt-get >/dev/null || die "chromium and chromedriver are missing and there is no apt-get: install them"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  say "installing chromium and chromium-driver with apt"
  $sudo apt-get update -q
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium chromium-driver
fi

# A font with Chinese characters, so that headless Chromium's screenshots of the Chinese screens
# show text (tests/e2e/artifacts/); the tests themselves read the DOM and pass without it.
if command -v dpkg >/dev/null && ! dpkg -s fonts-wqy-microhei >/dev/null 2>&1 && command -v apt-get >/dev/null; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  say "installing fonts-wqy-microhei with apt (Chinese text in screenshots)"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends fonts-wqy-microhei ||
    { $sudo apt-get update -q && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends fonts-wqy-microhei; } ||
    say "could not install fonts-wqy-microhei: Chinese text in screenshots will show as boxes (tests are not affected)"
fi

# npm tools, at the versions package.json pins (package-lock.json fixes their contents).
npm_tools_ok() {
  node -e '
    const want = require("./package.json").devDependencies;
    for (const [name, version] of Object.entries(want)) {
      let have;
      try { have = require(`./node_modules/${name}/package.json`).version; } catch { have = null; }
      if (have !== version) process.exit(1);
    }'
}
if ! npm_tools_ok; then
  say "installing npm tools (npm ci)"
  npm ci --no-audit --no-fund
fi

# python-chess: the independent implementation that scripts/crosscheck_pgn.py compares with.
PYTHON_CHESS_VERSION=1.11.2
if ! python3 -c "import chess, sys; sys.exit(chess.__version__ != '$PYTHON_CHESS_VERSION')" 2>/dev/null; then
  say "installing python-chess $PYTHON_CHESS_VERSION (pip)"
  python3 -m pip install --quiet --disable-pip-version-check "chess==$PYTHON_CHESS_VERSION" ||
    python3 -m pip install --quiet --disable-pip-version-check --break-system-packages "chess==$PYTHON_CHESS_VERSION"
fi

say "tools ready: $(trunk --version), $(wasm-bindgen --version), $(wasm-opt --version | cut -d' ' -f1-3), $(chromium --version 2>/dev/null | cut -d' ' -f1-2)"
