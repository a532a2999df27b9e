#!/usr/bin/env python3
"""Where the games were lost: a strong engine judges every move of a match's games, and the
expected score each move gave away is summed by the game's phase and by how the mover stood
(issue 14: which moves cost Rookery its games against Stockfish's 2400 setting).

Usage: losses.py GAMES.pgn [MORE.pgn ...] [--player Rookery] [--judge /usr/games/stockfish]
                 [--nodes 40000] [--parts 2] [--worst 20]
  --player  the engine under study: a name the PGN's White/Black tags start with
  --judge   a UCI engine far stronger than both players; it evaluates every position
  --nodes   its nodes a position (40,000: about depth 14 for Stockfish 15, 50 ms here)
  --parts   judges run side by side, one a core
  --worst   also list the player's N costliest moves in the opening phase, with the position
Each move's cost is the fall in the mover's expected score (Stockfish's win-draw-loss model)
from the position before it to the one after; the phase is the non-pawn material on the
board (knight and bishop 3, rook 5, queen 9; 62 at the start). Needs python-chess.
"""
import argparse
import collections
import multiprocessing

import chess
import chess.engine
import chess.pgn

PIECE_VALUES = {chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9}
PHASES = [(40, "pieces >= 40"), (20, "pieces 20-39"), (8, "pieces 8-19"), (0, "pieces < 8")]
STANDINGS = [(300, "+300 or more"), (100, "+100 to +300"), (-100, "-100 to +100"),
             (-300, "-300 to -100"), (-100000, "below -300")]


def read_games(paths):
    games = []
    for path in paths:
        with open(path) as f:
            while (game := chess.pgn.read_game(f)) is not None:
                games.append(game)
    return games


def material(board):
    return sum(len(board.pieces(role, side)) * value
               for role, value in PIECE_VALUES.items() for side in chess.COLORS)


def judge_games(job):
    """Every move of the numbered games (each as its White player, starting FEN and moves:
    a game tree is too deep to send to another process): (game, ply, by player?, phase,
    standing before in centipawns for the mover, cost, SAN, FEN before)."""
    numbered, player, judge, nodes = job
    engine = chess.engine.SimpleEngine.popen_uci(judge)
    limit = chess.engine.Limit(nodes=nodes)
    rows = []
    try:
        for index, (white_name, start, moves) in numbered:
            player_white = white_name.startswith(player)
            board = chess.Board(start)
            before = engine.analyse(board, limit)["score"].white()
            for ply, move in enumerate(moves):
                white = board.turn == chess.WHITE
                fen, san, pieces = board.fen(), board.san(move), material(board)
                board.push(move)
                if board.is_game_over(claim_draw=True):
                    break
                after = engine.analyse(board, limit)["score"].white()
                e0 = before.wdl(model="sf15").expectation()
                e1 = after.wdl(model="sf15").expectation()
                cost = e0 - e1 if white else e1 - e0
                standing = before.score(mate_score=2000) * (1 if white else -1)
                rows.append((index, ply, white == player_white, pieces, standing, cost, san, fen))
                before = after
    finally:
        engine.quit()
    return rows


def bucket(value, table):
    return next(name for low, name in table if value >= low)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pgn", nargs="+")
    ap.add_argument("--player", default="Rookery")
    ap.add_argument("--judge", default="/usr/games/stockfish")
    ap.add_argument("--nodes", type=int, default=40_000)
    ap.add_argument("--parts", type=int, default=2)
    ap.add_argument("--worst", type=int, default=0)
    args = ap.parse_args()

    numbered = [(i, (g.headers.get("White", ""), g.board().fen(), list(g.mainline_moves())))
                for i, g in enumerate(read_games(args.pgn))]
    count = len(numbered)
    jobs = [(numbered[p::args.parts], args.player, args.judge, args.nodes)
            for p in range(args.parts)]
    with multiprocessing.Pool(args.parts) as pool:
        rows = [row for part in pool.map(judge_games, jobs) for row in part]

    print(f"{count} games, {len(rows)} moves judged at {args.nodes} nodes; expected score "
          f"given away (sum, per move) by {args.player} and by the opponent")
    for title, key in [("phase", lambda r: bucket(r[3], PHASES)),
                       ("mover's standing", lambda r: bucket(r[4], STANDINGS)),
                       ("phase and standing",
                        lambda r: bucket(r[3], PHASES) + ", " + bucket(r[4], STANDINGS)),
                       ("plies from the opening position",
                        lambda r: f"{min(r[1] // 10, 12) * 10:3d}+")]:
        sums = collections.defaultdict(lambda: [0, 0.0])
        for r in rows:
            cell = sums[(key(r), r[2])]
            cell[0] += 1
            cell[1] += r[5]
        print(f"\n{title}:")
        for name in sorted({k for k, _ in sums}):
            (n, mine), (m, theirs) = sums[(name, True)], sums[(name, False)]
            print(f"  {name:32s} {args.player}: {mine:7.2f} ({mine / max(n, 1):.4f}, {n} moves)"
                  f"   opponent: {theirs:7.2f} ({theirs / max(m, 1):.4f}, {m} moves)")
    total = [sum(r[5] for r in rows if r[2] == side) for side in (True, False)]
    print(f"\nin all: {args.player} {total[0]:.2f}, opponent {total[1]:.2f}")

    if args.worst:
        print(f"\n{args.player}'s costliest moves with pieces >= 40:")
        worst = sorted((r for r in rows if r[2] and r[3] >= 40), key=lambda r: -r[5])
        for r in worst[:args.worst]:
            print(f"  game {r[0] + 1} ply {r[1]}: {r[6]:7s} cost {r[5]:.3f}  {r[7]}")


if __name__ == "__main__":
    main()
