#!/usr/bin/env python3
"""Scores a UCI engine on EPD test suites: ECM (`bm` best moves) and STS (`c8`/`c9` points).

Usage: tactics.py ENGINE SUITE.epd [--ms 1000] [--limit N] [--every K]
  ENGINE   path of a UCI engine (e.g. target/release/rookery)
  --ms     thinking time per position in milliseconds (the issue asks for 1000)
  --limit  only the first N positions; --every K: every K-th position (a spread sample)
Prints the score and the settings; needs python-chess (`pip install chess`).
"""
import argparse
import sys
import time

import chess
import chess.engine


def parse_epd(line):
    board, ops = chess.Board.from_epd(line)
    return board, ops


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("engine")
    ap.add_argument("suite")
    ap.add_argument("--ms", type=int, default=1000)
    ap.add_argument("--limit", type=int)
    ap.add_argument("--every", type=int, default=1)
    args = ap.parse_args()
    lines = [l for l in open(args.suite) if l.strip() and not l.startswith("#")]
    lines = lines[:: args.every][: args.limit]
    engine = chess.engine.SimpleEngine.popen_uci(args.engine)
    solved = points = max_points = 0
    start = time.time()
    for n, line in enumerate(lines, 1):
        board, ops = parse_epd(line)
        result = engine.play(board, chess.engine.Limit(time=args.ms / 1000))
        move = result.move
        if "c9" in ops and "c8" in ops:
            ucis = str(ops["c9"]).split()
            pts = [int(p) for p in str(ops["c8"]).split()]
            got = dict(zip(ucis, pts)).get(move.uci(), 0)
            points += got
            max_points += 10
            solved += got == 10
        elif "bm" in ops:
            solved += move in ops["bm"]
        engine.protocol.send_line("ucinewgame")
    engine.quit()
    secs = time.time() - start
    msg = f"{args.suite}: {solved}/{len(lines)} best moves"
    if max_points:
        msg += f", {points}/{max_points} points"
    print(msg + f" ({args.ms} ms per position, every {args.every}, {secs:.0f} s)")


if __name__ == "__main__":
    sys.exit(main())
