#!/usr/bin/env python3
"""Fits the search's margins by self-play (issue 14): SPSA, simultaneous perturbation
stochastic approximation, the way fishtest tunes Stockfish's.

Needs a build with the `tune` feature, which lists the parameters (src/search/params.rs) as UCI
spin options:
  CARGO_TARGET_DIR=target/tune cargo build --release --features tune

Each step nudges every parameter up or down by c_k, at random; plays one game pair (one
opening, both colours, ../shared/tools/match.py) between the engine nudged one way and the
engine nudged the other; and moves every parameter towards the side that scored, by
a_k / c_k × (wins − losses of the first) × its nudge's sign. One step runs per core at a time.
The schedule is fishtest's: c_k = c / k^0.101, a_k = a / (A + k)^0.602 with A = N / 10, where c
makes the last step's nudge c_end (a twentieth of the parameter's range, at least 1) and a makes
its learning rate r_end = a_k / c_k² equal --r-end.

The state (the values so far, the step count, the games) is written to --state after every
round, so a run stopped by --minutes goes on from where it was when started again with the
same --state. The values it prints are where the fit stands, not a result: prove them with
selfplay.py against the defaults before they replace them.

Example (25,000 nodes a move, an hour at a time, 4,000 steps in all):
  scripts/bench/spsa.py --engine target/tune/release/rookery --nodes 25000 \\
      --steps 4000 --minutes 60 --state /tmp/spsa.json
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
MATCH = os.path.normpath(os.path.join(HERE, "../../../shared/tools/match.py"))
RESULT = re.compile(r"\+(\d+) =(\d+) -(\d+)")
OPTION = re.compile(r"^option name ([a-z_]+) type spin default (-?\d+) min (-?\d+) max (-?\d+)$")
ALPHA, GAMMA = 0.602, 0.101


def tunable(engine):
    """The parameters the engine lists: {name: (default, min, max)} (lower-case names only:
    the usual options, Hash and the like, are not search margins)."""
    out = subprocess.run([engine], input="uci\nquit\n", capture_output=True, text=True,
                         timeout=30).stdout
    found = {}
    for line in out.splitlines():
        m = OPTION.match(line.strip())
        if m:
            found[m.group(1)] = tuple(int(g) for g in m.groups()[1:])
    return found


def schedule(params, steps, r_end):
    """Per parameter: (c, a) of the gain sequences."""
    big_a = steps / 10
    out = {}
    for name, (_, lo, hi) in params.items():
        c_end = max((hi - lo) / 20, 1.0)
        c = c_end * steps ** GAMMA
        a = r_end * c_end ** 2 * (big_a + steps) ** ALPHA
        out[name] = (c, a)
    return out


def play_pair(engine, plus, minus, args, seed):
    """Starts one game pair, the `plus` values against the `minus` values."""
    cmd = [sys.executable, MATCH, "--a", engine, "--b", engine, "--openings", args.openings,
           "--games", "2", "--seed", str(seed)]
    cmd += ["--nodes", str(args.nodes)] if args.nodes else ["--tc", args.tc]
    for name, v in plus.items():
        cmd += ["--a-opt", f"{name}={v}"]
    for name, v in minus.items():
        cmd += ["--b-opt", f"{name}={v}"]
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", required=True, help="a rookery built with --features tune")
    ap.add_argument("--state", required=True, help="JSON file: read if it exists, written each round")
    ap.add_argument("--only", help="comma-separated parameters to tune (default: all)")
    ap.add_argument("--steps", type=int, default=4000, help="N, the length of the whole run")
    ap.add_argument("--r-end", type=float, default=0.002)
    ap.add_argument("--minutes", type=float, default=60, help="stop after this long (state kept)")
    ap.add_argument("--openings", default=os.path.join(HERE, "../../../shared/data/openings_uho.epd"))
    ap.add_argument("--tc", default="10+0.1")
    ap.add_argument("--nodes", type=int, help="fixed nodes a move instead of a clock")
    ap.add_argument("--parallel", type=int, default=2, help="game pairs at once")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    params = tunable(args.engine)
    if not params:
        sys.exit("spsa: the engine lists no tunable parameters (build it with --features tune)")
    if args.only:
        wanted = args.only.split(",")
        unknown = [w for w in wanted if w not in params]
        if unknown:
            sys.exit(f"spsa: unknown parameters {unknown}; the engine has {sorted(params)}")
        params = {k: v for k, v in params.items() if k in wanted}
    gains = schedule(params, args.steps, args.r_end)
    state = {"step": 0, "w": 0, "d": 0, "l": 0,
             "theta": {k: float(v[0]) for k, v in params.items()}}
    if os.path.exists(args.state):
        with open(args.state) as f:
            state = json.load(f)
        print(f"spsa: going on from step {state['step']}", flush=True)
    rng = random.Random(args.seed * 1_000_003 + state["step"])
    started = time.time()
    while state["step"] < args.steps and time.time() - started < args.minutes * 60:
        batch = []
        for p in range(args.parallel):
            k = state["step"] + p + 1
            plus, minus, signs = {}, {}, {}
            for name, (_, lo, hi) in params.items():
                c = gains[name][0] / k ** GAMMA
                s = rng.choice((-1, 1))
                signs[name] = s
                theta = state["theta"][name]
                plus[name] = min(max(round(theta + s * c), lo), hi)
                minus[name] = min(max(round(theta - s * c), lo), hi)
            proc = play_pair(args.engine, plus, minus, args, args.seed * 1_000_000 + k)
            batch.append((k, signs, proc))
        for k, signs, proc in batch:
            out, _ = proc.communicate()
            found = RESULT.search(out or "")
            if not found:
                sys.exit(f"spsa: match.py gave no result:\n{out}")
            w, d, l = (int(g) for g in found.groups())
            state["w"] += w
            state["d"] += d
            state["l"] += l
            result = w - l
            for name, (_, lo, hi) in params.items():
                c, a = gains[name]
                c_k = c / k ** GAMMA
                a_k = a / (args.steps / 10 + k) ** ALPHA
                theta = state["theta"][name] + a_k / c_k * result * signs[name]
                state["theta"][name] = min(max(theta, lo), hi)
        state["step"] += len(batch)
        with open(args.state + ".tmp", "w") as f:
            json.dump(state, f, indent=1, sort_keys=True)
        os.replace(args.state + ".tmp", args.state)
        if state["step"] % 20 < args.parallel:
            values = " ".join(f"{k}={v:.1f}" for k, v in sorted(state["theta"].items()))
            print(f"step {state['step']} ({time.time() - started:.0f} s): {values}", flush=True)
    print("where the fit stands (default → now):")
    for name, (default, _, _) in params.items():
        now = state["theta"][name]
        print(f"  {name:18} {default:6} → {now:8.1f}  ({round(now)})")


if __name__ == "__main__":
    main()
