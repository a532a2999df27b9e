# The environment every build of the web app's wasm uses (sourced by scripts/web_build.sh, and
# by tests that run scripts/postbuild.mjs again): the pinned nightly in scripts/web_toolchain,
# std rebuilt for wasm with panics that abort at once, no file/line strings and no `Debug`
# text (`{:?}` prints nothing in the wasm; nothing there shows it to a person — the embed's
# storage key spells its parts out, see embed_state::storage_key).
RUSTUP_TOOLCHAIN="$(cat "$(dirname "${BASH_SOURCE[0]}")/web_toolchain")"
export RUSTUP_TOOLCHAIN
export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none -Zfmt-debug=none"
