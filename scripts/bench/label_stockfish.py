#!/usr/bin/env python3
"""Labels `rookery datagen` positions with Stockfish's judgement (issue 14).

Reads a datagen file (`FEN | White's score | result` a line), keeps every --every'th
position, asks Stockfish for its win/draw/loss estimate at a fixed depth (`UCI_ShowWDL`) and
writes the same line with the score replaced by Stockfish's expected score for White turned
into centipawns on the tuner's scale: s = 400 / K · ln(E / (1 − E)), so that the tuner's
`sigmoid(K · s / 400)` gives back E. `rookery tune --lambda 0` then fits the weights to the
labels alone; a --lambda between 0 and 1 blends them with the games' results.

One Stockfish a process, --jobs processes; resumable (lines already in --out are skipped, in
order). Example (every fifth position, depth 9, both cores):
  scripts/bench/label_stockfish.py --data data/selfplay.txt --out data/labelled.txt \\
      --engine /usr/games/stockfish --every 5 --depth 9 --jobs 2
"""
import argparse
import math
import multiprocessing
import os
import subprocess
import sys
import time

# The tuner's K for the shipped weights on self-play data (BENCHMARKS.md: 2.51–2.55).
K = 2.5
# Labels stop short of certainty (a won position is worth this much, not infinity).
CLAMP = 2000


class Engine:
    """A Stockfish process spoken to over UCI."""

    def __init__(self, path, depth, hash_mb):
        self.depth = depth
        self.proc = subprocess.Popen(
            [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name UCI_ShowWDL value true")
        self.send(f"setoption name Hash value {hash_mb}")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")

    def line(self):
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the engine quit")
        return line

    def wait(self, token):
        while not (line := self.line()).startswith(token):
            pass
        return line

    def expected(self, fen):
        """Stockfish's expected score for the side to move (win + draw / 2), or None."""
        self.send(f"position fen {fen}")
        self.send(f"go depth {self.depth}")
        wdl = None
        while not (line := self.line()).startswith("bestmove"):
            words = line.split()
            if "wdl" in words:
                i = words.index("wdl")
                wdl = [int(x) for x in words[i + 1 : i + 4]]
        if wdl is None:
            return None
        return (wdl[0] + wdl[1] / 2) / 1000


def centipawns(expected):
    """The score whose sigmoid(K · s / 400) is `expected`, clamped."""
    e = min(max(expected, 1e-4), 1 - 1e-4)
    return max(-CLAMP, min(CLAMP, round(400 / K * math.log(e / (1 - e)))))


def label(line, engine):
    """The datagen line with Stockfish's score for White, or None if it cannot be labelled."""
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 3:
        return None
    fen = parts[0]
    fields = fen.split()
    if len(fields) < 2 or fields[1] not in ("w", "b"):
        return None
    expected = engine.expected(fen)
    if expected is None:
        return None
    if fields[1] == "b":
        expected = 1 - expected
    return f"{fen} | {centipawns(expected)} | {parts[2]}"


def work(args):
    lines, path, depth = args
    engine = Engine(path, depth, 16)
    out = [label(line, engine) for line in lines]
    engine.send("quit")
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--engine", default="/usr/games/stockfish")
    parser.add_argument("--every", type=int, default=5)
    parser.add_argument("--depth", type=int, default=9)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--batch", type=int, default=2000, help="positions a job at a time")
    parser.add_argument("--limit", type=int, default=0, help="label at most N positions")
    o = parser.parse_args()

    with open(o.data) as f:
        chosen = [line.rstrip("\n") for i, line in enumerate(f) if i % o.every == 0]
    if o.limit:
        chosen = chosen[: o.limit]
    done = 0
    if os.path.exists(o.out):
        with open(o.out) as f:
            done = sum(1 for _ in f)
    # Lines that could not be labelled are not written, so resuming may redo a few.
    todo = chosen[done:]
    print(f"{len(chosen)} positions chosen, {done} labelled before, {len(todo)} to go", flush=True)
    batches = [todo[i : i + o.batch] for i in range(0, len(todo), o.batch)]
    start = time.time()
    written = 0
    with multiprocessing.Pool(o.jobs) as pool, open(o.out, "a") as out:
        for labelled in pool.imap(work, [(b, o.engine, o.depth) for b in batches]):
            for line in labelled:
                if line is not None:
                    out.write(line + "\n")
                    written += 1
            out.flush()
            rate = written / max(time.time() - start, 1e-9)
            print(f"{done + written} labelled, {rate:.0f} positions/s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
