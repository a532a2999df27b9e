#!/usr/bin/env python3
"""Rookery against a list of other engines, UCI or xboard (issue 14's second scale).

Each opponent plays --games games against Rookery (every opening with both colours) at one
time control, two games at a time on the two cores, and the result is reported with the
Elo difference and its 95 % interval; adding the opponent's published rating gives Rookery a
place on that rating list's scale. Opponents are given as NAME=COMMAND (UCI) or
NAME=xboard:COMMAND; an opponent far stronger can be slowed with NAME@FACTOR (its clock
divided by FACTOR: time odds).

Example:
  scripts/bench/gauntlet.py --engine target/release/rookery --games 40 --tc 10+0.1 \\
      phalanx=xboard:/usr/games/phalanx glaurung=/usr/games/glaurung toga=/usr/games/toga2
"""
import argparse
import math
import os
import random
import shlex
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import chess
import chess.engine

HERE = os.path.dirname(os.path.abspath(__file__))


def openings(path):
    fens = []
    for line in open(path):
        fields = line.split()
        if len(fields) >= 4 and not line.startswith("#"):
            fens.append(" ".join(fields[:4]) + " 0 1")
    return fens


def start(command):
    if command.startswith("xboard:"):
        return chess.engine.SimpleEngine.popen_xboard(shlex.split(command[len("xboard:"):]))
    return chess.engine.SimpleEngine.popen_uci(shlex.split(command))


def play(rookery_cmd, opponent_cmd, odds, fen, rookery_white, base, inc):
    """One game; the result for Rookery: 1, 0.5 or 0. The opponent's clock runs `odds` times
    faster (it sees its time divided by `odds`, and what it spends counts `odds` times)."""
    ours, theirs = start(rookery_cmd), start(opponent_cmd)
    board = chess.Board(fen)
    clocks = {chess.WHITE: base, chess.BLACK: base}
    try:
        while not board.is_game_over(claim_draw=True) and board.fullmove_number < 200:
            side = board.turn
            mine = (side == chess.WHITE) == rookery_white
            factor = 1.0 if mine else odds
            limit = chess.engine.Limit(
                white_clock=clocks[chess.WHITE] / factor, black_clock=clocks[chess.BLACK] / factor,
                white_inc=inc / factor, black_inc=inc / factor)
            t0 = time.monotonic()
            result = (ours if mine else theirs).play(board, limit)
            clocks[side] += inc - (time.monotonic() - t0) * factor
            lost = clocks[side] < -0.2 or result.move is None or result.move not in board.legal_moves
            if lost:
                return 0.0 if mine else 1.0
            board.push(result.move)
        outcome = board.outcome(claim_draw=True)
        if outcome is None or outcome.winner is None:
            return 0.5
        return 1.0 if (outcome.winner == chess.WHITE) == rookery_white else 0.0
    finally:
        ours.quit()
        theirs.quit()


def report(name, scores):
    n = len(scores)
    w, d = scores.count(1.0), scores.count(0.5)
    l = n - w - d
    m = sum(scores) / n
    var = sum((s - m) ** 2 for s in scores) / n
    se = math.sqrt(var / n) if n > 1 else 0.5
    edge = 0.5 / n
    elo = lambda s: -400 * math.log10(1 / min(max(s, edge), 1 - edge) - 1)
    return (f"{name}: +{w} ={d} -{l} ({n} games) score {m:.3f} "
            f"Elo {elo(m):+.0f} [{elo(m - 1.96 * se):+.0f}, {elo(m + 1.96 * se):+.0f}]")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default="target/release/rookery")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--tc", default="10+0.1")
    ap.add_argument("--openings", default=os.path.join(HERE, "../../../shared/data/openings_uho.epd"))
    ap.add_argument("--parallel", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("opponents", nargs="+", help="NAME[@ODDS]=COMMAND or NAME[@ODDS]=xboard:COMMAND")
    args = ap.parse_args()
    base, _, inc = args.tc.partition("+")
    base, inc = float(base), float(inc or 0)
    fens = openings(args.openings)
    random.Random(args.seed).shuffle(fens)
    for spec in args.opponents:
        label, _, command = spec.partition("=")
        name, _, odds = label.partition("@")
        odds = float(odds or 1)
        jobs = [(fens[i // 2 % len(fens)], i % 2 == 0) for i in range(args.games)]
        with ThreadPoolExecutor(args.parallel) as pool:
            scores = list(pool.map(lambda j: play(args.engine, command, odds, j[0], j[1], base, inc), jobs))
        print(report(f"Rookery vs {name}" + (f" (time odds {odds:g})" if odds != 1 else ""), scores), flush=True)


if __name__ == "__main__":
    main()
