#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Times what README's "Building fast" table reports, on a clean clone of this checkout's HEAD,
# with the packages already installed and ccache off (every unit compiled), wall time:
#   1. README command 1 (bash .ci/setup): configure, build matchbox, write the MENACE kit;
#   2. a clean build of everything: matchbox, the tests and the benchmark;
#   3. one .cpp of src/games/ touched, and matchbox rebuilt.
# usage: tests/bench/build_times.sh   (about 6 minutes on the 2-core machine; run it alone)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q "$repo" "$work/clone"
cd "$work/clone"
export CCACHE_DISABLE=1

# Seconds a command takes (wall); its output goes to $work/log, shown if it fails.
seconds() {
  local start end
  start=$(date +%s.%N)
  "$@" > "$work/log" 2>&1 || { cat "$work/log"; exit 1; }
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

setup=$(seconds bash .ci/setup)
test -s output/menace/labels.pdf
rm -rf build
everything=$(seconds sh -c "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DMATCHBOX_WERROR=ON &&
                            cmake --build build -j2")
touch src/games/tic_tac_toe.cpp
touched=$(seconds cmake --build build -j2 --target matchbox)

echo "| what | wall time |"
echo "| --- | --- |"
printf '| README command 1 (`bash .ci/setup`) on a clean clone, to output/menace/ | %.0f s |\n' "$setup"
printf '| a clean build of everything (matchbox, tests, benchmark) | %.0f s |\n' "$everything"
printf '| `src/games/tic_tac_toe.cpp` touched, `matchbox` rebuilt | %.1f s |\n' "$touched"
