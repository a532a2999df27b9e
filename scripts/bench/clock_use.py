#!/usr/bin/env python3
"""How an engine spends its clock: plays a few games against an opponent at BASE+INC and
prints both clocks every ten moves (issue 14: the time a move at the clock).

Usage: clock_use.py ENGINE OPPONENT [--games 6] [--tc 10+0.1] [--seed 5]
                    [--openings ../shared/data/openings_uho.epd] [--opt NAME=VALUE ...]
  --opt   a UCI option for the opponent, e.g. --opt UCI_LimitStrength=true --opt UCI_Elo=2400
Each line: game number, the engine's colour, the result, the plies, then
`move:engine's clock/opponent's clock` in seconds (moves counted from the opening position).
Needs python-chess (`pip install chess`). Not a strength test: a handful of games.
"""
import argparse
import os
import random
import time

import chess
import chess.engine

from gauntlet import openings

HERE = os.path.dirname(os.path.abspath(__file__))
UHO = os.path.normpath(os.path.join(HERE, "../../../shared/data/openings_uho.epd"))


def option(text):
    name, _, value = text.partition("=")
    if value.lower() in ("true", "false"):
        return name, value.lower() == "true"
    return name, int(value) if value.lstrip("-").isdigit() else value


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("engine")
    ap.add_argument("opponent")
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--tc", default="10+0.1")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--openings", default=UHO)
    ap.add_argument("--opt", action="append", default=[], type=option)
    args = ap.parse_args()
    base, _, inc = args.tc.partition("+")
    base, inc = float(base), float(inc or 0)
    fens = openings(args.openings)
    rng = random.Random(args.seed)
    ours = chess.engine.SimpleEngine.popen_uci(args.engine)
    theirs = chess.engine.SimpleEngine.popen_uci(args.opponent)
    theirs.configure(dict(args.opt))
    try:
        for g in range(args.games):
            board = chess.Board(rng.choice(fens))
            us = chess.WHITE if g % 2 == 0 else chess.BLACK
            engines = {us: ours, not us: theirs}
            clocks = {chess.WHITE: base, chess.BLACK: base}
            key, row = object(), []
            while not board.outcome(claim_draw=True) and board.fullmove_number <= 200:
                side = board.turn
                limit = chess.engine.Limit(white_clock=clocks[chess.WHITE],
                                           black_clock=clocks[chess.BLACK],
                                           white_inc=inc, black_inc=inc)
                start = time.monotonic()
                move = engines[side].play(board, limit, game=key).move
                clocks[side] += inc - (time.monotonic() - start)
                board.push(move)
                if side == us and board.fullmove_number % 10 == 0:
                    row.append(f"{board.fullmove_number}:{clocks[us]:.1f}/{clocks[not us]:.1f}")
            outcome = board.outcome(claim_draw=True)
            colour = "white" if us == chess.WHITE else "black"
            result = outcome.result() if outcome else "*"
            print(g, colour, result, len(board.move_stack), " ".join(row), flush=True)
    finally:
        ours.quit()
        theirs.quit()


if __name__ == "__main__":
    main()
