#!/usr/bin/env python3
"""Can the engine win the endings a learner meets? Plays ATTACKER (the side to move in each
FEN, which has the winning material) against a defender (Stockfish by default) at a fixed time
a move, and prints for each start how the game ended: `mate at ply N`, `stalemate at ply N`,
or `no mate in P plies`. The fifty-move rule is not applied: the count shows how close it came.

Example (bishop and knight against a bare king, 100 ms a move, 100 moves at most):
  printf '7k/8/8/8/8/8/8/K1BN4 w - - 0 1\\n' | scripts/bench/endings.py target/release/rookery
"""
import argparse
import subprocess
import sys


class Engine:
    def __init__(self, command):
        self.p = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        while self.p.stdout.readline().strip() != "uciok":
            pass

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def best(self, fen, moves, ms):
        """The best move and the last reported score (kind, value)."""
        self.send(f"position fen {fen} moves {' '.join(moves)}")
        self.send(f"go movetime {ms}")
        score = None
        while True:
            words = self.p.stdout.readline().split()
            if not words:
                continue
            if words[0] == "info" and "score" in words:
                i = words.index("score")
                score = (words[i + 1], words[i + 2])
            if words[0] == "bestmove":
                return words[1], score

    def quit(self):
        self.send("quit")
        self.p.wait()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("attacker", help="command of the engine that should win")
    ap.add_argument("--defender", default="/usr/games/stockfish")
    ap.add_argument("--ms", type=int, default=100, help="milliseconds a move")
    ap.add_argument("--plies", type=int, default=200, help="plies at most")
    args = ap.parse_args()
    attacker, defender = Engine([args.attacker]), Engine([args.defender])
    for fen in (line.strip() for line in sys.stdin):
        if not fen:
            continue
        moves, result = [], f"no mate in {args.plies} plies"
        for ply in range(args.plies):
            engine = attacker if ply % 2 == 0 else defender
            move, score = engine.best(fen, moves, args.ms)
            if move in ("(none)", "0000"):
                ended = "mate" if score and score[0] == "mate" else "stalemate"
                result = f"{ended} at ply {ply}"
                break
            moves.append(move)
        print(f"{fen} -> {result}", flush=True)
    attacker.quit()
    defender.quit()


if __name__ == "__main__":
    main()
