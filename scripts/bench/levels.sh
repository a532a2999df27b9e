#!/usr/bin/env bash
# Estimates the Elo of each playing level against Debian's Stockfish 15.1.
#
# Levels aiming at 1400 Elo and above play Stockfish with UCI_LimitStrength/UCI_Elo set to
# the level's target; weaker levels play Stockfish's weakest setting (Skill Level 0) and are
# also chained to the next level up in self-play, so each gets a place on the scale.
# Usage: scripts/bench/levels.sh [GAMES] [OUTDIR]   (reads ../shared/data; not a test)
set -euo pipefail
cd "$(dirname "$0")/../.."
games=${1:-30}
out=${2:-target/levels}
mkdir -p "$out"
engine=${ROOKERY:-target/release/rookery}
stockfish=${STOCKFISH:-/usr/games/stockfish}
match=../shared/tools/match.py
openings=../shared/data/openings_3moves.epd
tc=${TC:-10+0.1}

elo_of() { # level -> target Elo (src/search/levels.rs)
    case $1 in 1) echo 800 ;; 2) echo 1000 ;; 3) echo 1200 ;; 4) echo 1400 ;;
        5) echo 1600 ;; 6) echo 1900 ;; 7) echo 2200 ;; 8) echo 2600 ;; esac
}
level_opts() { echo "--a-opt UCI_LimitStrength=true --a-opt UCI_Elo=$(elo_of "$1")"; }

for level in ${LEVELS:-7 6 5 4 3 2 1}; do
    elo=$(elo_of "$level")
    if [ "$elo" -ge 1350 ]; then
        sf=(--b-opt UCI_LimitStrength=true --b-opt "UCI_Elo=$elo")
    else
        sf=(--b-opt "Skill Level=0")
    fi
    echo "== level $level vs stockfish (${sf[*]}), $games games at $tc"
    # shellcheck disable=SC2046
    python3 "$match" --a "$engine" --b "$stockfish" $(level_opts "$level") "${sf[@]}" \
        --openings "$openings" --games "$games" --tc "$tc" --seed "$level" \
        --pgn "$out/level$level-sf.pgn" 2>"$out/level$level-sf.log" | tee "$out/level$level-sf.txt"
done
for level in ${CHAIN:-1 2 3}; do
    up=$((level + 1))
    echo "== level $level vs level $up, $games games at $tc"
    # shellcheck disable=SC2046
    python3 "$match" --a "$engine" --b "$engine" $(level_opts "$level") \
        --b-opt UCI_LimitStrength=true --b-opt "UCI_Elo=$(elo_of "$up")" \
        --openings "$openings" --games "$games" --tc "$tc" --seed "$level" \
        --pgn "$out/level$level-vs-$up.pgn" 2>"$out/level$level-vs-$up.log" | tee "$out/level$level-vs-$up.txt"
done
