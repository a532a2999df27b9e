#!/usr/bin/env python3
"""Cross-checks Rookery's PGN reading and SAN writing against python-chess, an independent
implementation.

1. Rookery writes random games full of promotions (examples/random_games.rs); python-chess
   reads them and computes each main line's final FEN; `rookery pgn --fen` must agree.
2. python-chess writes random games (its own SAN); `rookery pgn --fen` must read them to the
   same final positions.

Usage: crosscheck_pgn.py ROOKERY_BINARY RANDOM_GAMES_BINARY [GAMES]
Prints 'N passed, M failed' and exits non-zero on any disagreement.
"""
import io
import random
import subprocess
import sys
import tempfile

import chess
import chess.pgn


def final_fens(pgn_text):
    fens = []
    stream = io.StringIO(pgn_text)
    while True:
        game = chess.pgn.read_game(stream)
        if game is None:
            return fens
        if game.errors:
            raise SystemExit(f"python-chess could not read game {len(fens) + 1}: {game.errors}")
        fens.append(game.end().board().fen())


def python_chess_games(count, seed):
    rng = random.Random(seed)
    out = []
    for n in range(count):
        board = chess.Board()
        game = chess.pgn.Game()
        game.headers["Event"] = f"python-chess random {n + 1}"
        node = game
        while not board.is_game_over(claim_draw=False) and board.ply() < 400:
            moves = list(board.legal_moves)
            weights = [
                40 if m.promotion else 12 if board.piece_type_at(m.from_square) == chess.PAWN else 4
                for m in moves
            ]
            move = rng.choices(moves, weights)[0]
            node = node.add_variation(move)
            board.push(move)
        game.headers["Result"] = board.result(claim_draw=False)
        out.append(str(game))
    return "\n\n".join(out) + "\n"


def rookery_fens(rookery, pgn_text):
    with tempfile.NamedTemporaryFile("w", suffix=".pgn", delete=False) as f:
        f.write(pgn_text)
        path = f.name
    run = subprocess.run([rookery, "pgn", "--fen", path], capture_output=True, text=True)
    if run.returncode != 0:
        sys.stderr.write(run.stderr)
    return run.stdout.splitlines()


def compare(label, expected, actual):
    passed = failed = 0
    if len(expected) != len(actual):
        print(f"{label}: python-chess read {len(expected)} games, rookery {len(actual)}")
        failed += 1
    for i, (e, a) in enumerate(zip(expected, actual)):
        if e == a:
            passed += 1
        else:
            failed += 1
            print(f"{label} game {i + 1}: python-chess {e} | rookery {a}")
    return passed, failed


def main():
    rookery, generator = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 300
    ours = subprocess.run([generator, str(count), "7"], capture_output=True, text=True, check=True).stdout
    p1, f1 = compare("rookery-written", final_fens(ours), rookery_fens(rookery, ours))
    theirs = python_chess_games(count, 11)
    p2, f2 = compare("python-chess-written", final_fens(theirs), rookery_fens(rookery, theirs))
    passed, failed = p1 + p2, f1 + f2
    print(f"crosscheck: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
