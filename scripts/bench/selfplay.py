#!/usr/bin/env python3
"""New against old: a sequential probability ratio test between two UCI engines (issue 14).

Plays batches of game pairs with ../shared/tools/match.py, one match.py per core at a time
(each opening played with both colours; every batch on fresh openings), adds up the results
and after each batch works out the log-likelihood ratio of "the new engine is ELO1 stronger"
against "it is ELO0 stronger" (the normal approximation fishtest uses, on logistic Elo). It
stops when the ratio leaves [log(beta/(1-alpha)), log((1-beta)/alpha)] or after --max-games,
and prints the score, the Elo with its 95 % interval, and the verdict.

Example (the tuned evaluation against the last one, 10 s + 0.1 s a game):
  scripts/bench/selfplay.py --new target/release/rookery --old /tmp/rookery-old \\
      --tc 10+0.1 --elo0 0 --elo1 10 --max-games 2000
"""
import argparse
import math
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
MATCH = os.path.normpath(os.path.join(HERE, "../../../shared/tools/match.py"))
RESULT = re.compile(r"\+(\d+) =(\d+) -(\d+)")


def score_of(elo):
    return 1 / (1 + 10 ** (-elo / 400))


def elo_of(score):
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


def llr(w, d, l, elo0, elo1):
    """Log-likelihood ratio of elo1 against elo0, normal approximation of the trinomial."""
    n = w + d + l
    if n == 0 or w + l == 0:
        return 0.0
    m = (w + 0.5 * d) / n
    var = (w * (1 - m) ** 2 + d * (0.5 - m) ** 2 + l * m ** 2) / n
    if var <= 0:
        return 0.0
    s0, s1 = score_of(elo0), score_of(elo1)
    return (s1 - s0) * (2 * m - s0 - s1) * n / (2 * var)


def interval(w, d, l):
    n = w + d + l
    m = (w + 0.5 * d) / n
    var = (w * (1 - m) ** 2 + d * (0.5 - m) ** 2 + l * m ** 2) / n
    se = math.sqrt(var / n)
    edge = 0.5 / n
    clamp = lambda s: min(max(s, edge), 1 - edge)
    return elo_of(clamp(m)), elo_of(clamp(m - 1.96 * se)), elo_of(clamp(m + 1.96 * se))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--new", required=True, help="command of the engine under test")
    ap.add_argument("--old", required=True, help="command of the engine it must beat")
    ap.add_argument("--new-opt", action="append", default=[], help="UCI option for the new engine")
    ap.add_argument("--old-opt", action="append", default=[], help="UCI option for the old engine")
    ap.add_argument("--openings", default=os.path.join(HERE, "../../../shared/data/openings_uho.epd"))
    ap.add_argument("--tc", default="10+0.1")
    ap.add_argument("--nodes", type=int, help="fixed nodes a move instead of a clock")
    ap.add_argument("--elo0", type=float, default=0.0)
    ap.add_argument("--elo1", type=float, default=10.0)
    ap.add_argument("--alpha", type=float, default=0.05)
    ap.add_argument("--beta", type=float, default=0.05)
    ap.add_argument("--batch", type=int, default=20, help="games per match.py (even)")
    ap.add_argument("--parallel", type=int, default=2, help="match.py processes at once")
    ap.add_argument("--max-games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    lower = math.log(args.beta / (1 - args.alpha))
    upper = math.log((1 - args.beta) / args.alpha)
    w = d = l = 0
    round_ = 0
    started = time.time()
    verdict = "no verdict (game limit)"
    while w + d + l < args.max_games:
        procs = []
        for p in range(args.parallel):
            seed = args.seed * 100_000 + round_ * args.parallel + p
            cmd = [sys.executable, MATCH, "--a", args.new, "--b", args.old,
                   "--openings", args.openings, "--games", str(args.batch), "--seed", str(seed)]
            cmd += ["--nodes", str(args.nodes)] if args.nodes else ["--tc", args.tc]
            for o in args.new_opt:
                cmd += ["--a-opt", o]
            for o in args.old_opt:
                cmd += ["--b-opt", o]
            procs.append(subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True))
        for proc in procs:
            out, _ = proc.communicate()
            found = RESULT.search(out or "")
            if not found:
                sys.exit(f"selfplay: match.py gave no result:\n{out}")
            w += int(found.group(1))
            d += int(found.group(2))
            l += int(found.group(3))
        round_ += 1
        ratio = llr(w, d, l, args.elo0, args.elo1)
        elo, lo, hi = interval(w, d, l)
        print(f"{w + d + l} games: +{w} ={d} -{l}  Elo {elo:+.1f} [{lo:+.1f}, {hi:+.1f}]  "
              f"LLR {ratio:+.2f} ({lower:.2f}, {upper:.2f})  {time.time() - started:.0f} s", flush=True)
        if ratio >= upper:
            verdict = f"H1 accepted: the new engine is stronger (elo1 {args.elo1:+g})"
            break
        if ratio <= lower:
            verdict = f"H0 accepted: not {args.elo1:+g} Elo stronger"
            break
    n = w + d + l
    elo, lo, hi = interval(w, d, l)
    print(f"result: +{w} ={d} -{l} ({n} games) score {(w + 0.5 * d) / n:.3f} "
          f"Elo {elo:+.1f} [{lo:+.1f}, {hi:+.1f}] (95%); SPRT [{args.elo0:g}, {args.elo1:g}]: {verdict}")


if __name__ == "__main__":
    main()
