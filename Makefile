# Rookery's two entry points: `make run` (build the web app and serve it on
# http://127.0.0.1:8080) and `make test` (every check CI runs). Both install missing tools first
# (scripts/setup.sh; quick when everything is already there).

SHELL := bash
CARGO_HOME ?= $(HOME)/.cargo
export PATH := $(CARGO_HOME)/bin:$(CURDIR)/node_modules/.bin:$(PATH)

ADDRESS ?= 127.0.0.1
PORT ?= 8080

.PHONY: run test setup build bench clean

run: build
	@echo "Serving dist/ on http://$(ADDRESS):$(PORT)/ (Ctrl-C stops)"
	python3 -m http.server --bind $(ADDRESS) $(PORT) --directory dist

test: setup
	bash scripts/test.sh

setup:
	bash scripts/setup.sh

build: setup
	scripts/web_build.sh

# Perft speed against cozy-chess, natively and in wasm (wasm32-wasip1 under node) in one run,
# then `rookery perft 6`; prints the table kept in BENCHMARKS.md. Options (environment or
# make variables): REPS=7 (runs per engine), QUICK=1 (smoke test), WASM_OPT=z (also time the
# wasm after wasm-opt -Oz, as the app is shipped).
bench:
	scripts/bench/perft_vs_cozy.sh

clean:
	cargo clean
	rm -rf dist tests/e2e/artifacts
