#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Runs every libFuzzer target for a bounded time, one after another, each from a seed corpus
# made of the project's own files. Usage:
#   tests/fuzz/run_fuzzers.sh [SECONDS_EACH] [TARGET...]
# (default 60 s; every target). Build them first:
#   (needs clang: apt-get install clang)
#   cmake -S . -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DMATCHBOX_FUZZ=ON -DMATCHBOX_TESTS=OFF
#   cmake --build build-fuzz -j2
# Findings (crash-*, leak-*, timeout-*) are written to build-fuzz/fuzz-findings/; the script
# exits 1 if any target found one. Each target's last status line (executions, coverage) is
# printed. Fontconfig's own caches are suppressed by tests/lsan.supp, nothing else.
set -uo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
shift || true
build=${MATCHBOX_FUZZ_BUILD:-build-fuzz}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(machine_file sheet_file palette_file texts tournament_file
                                      position set_lines render books)
work=$build/fuzz-work
findings=$build/fuzz-findings
mkdir -p "$findings"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export LSAN_OPTIONS=suppressions=$PWD/tests/lsan.supp:print_suppressions=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

# The seed corpus of a target: copies of the project's files of its kind.
seed() {
  local dir=$work/$1
  rm -rf "$dir" && mkdir -p "$dir"
  case $1 in
    machine_file|render) cp games/*.yaml tests/data/bad_*.yaml "$dir" ;;
    sheet_file) cp templates/sheets/*.yaml tests/data/bad_sheet_*.yaml "$dir" ;;
    palette_file) cp templates/palettes/*.yaml tests/data/bad_palette*.yaml "$dir" ;;
    texts) cp templates/texts/*.yaml "$dir" ;;
    tournament_file) cp tests/fuzz/seeds/tournament-*.yaml "$dir" ;;
    # A machine's byte, then steps and seeds: games, a visitor game, undo, reload, full disk.
    books) printf '\x07\x00\x01\x04\x02\x05\x03\x08\x04\x0c\x05\x01\x06' > "$dir/menace"
           printf '\x16\x01\x01\x02\x07\x03\x03\x05\x09\x0a\x0b' > "$dir/her-him" ;;
    set_lines) printf 'symmetry=none\n' > "$dir/1"; printf 'initial_beads={1: 4, 3: 3}\n' > "$dir/2"
               printf 'reinforcement.win.beads=3\nreinforcement.loss={beads: all}\n' > "$dir/3"
               printf 'title=Hello\nplays=both\n' > "$dir/4" ;;
    position) printf '\x00BBB/W../.WW\na1-a2\nb3xa2\nb1-b2\na2-a1\n' > "$dir/her"
              printf '\x01X...O....\n5\n1\n9\n' > "$dir/menace"
              printf '\x022-3-3\n1from3\n3/3\n' > "$dir/nimble"
              printf '\x03.ww...bb\n2-3\n' > "$dir/minicheckers"
              printf '\x04B.B/WB./.WW ko a1\nb2\npass\na3\n' > "$dir/go3" ;;
  esac
}

status=0
for t in "${targets[@]}"; do
  exe=$build/fuzz_$t
  [ -x "$exe" ] || { echo "missing $exe (build with -DMATCHBOX_FUZZ=ON)"; status=1; continue; }
  seed "$t"
  log=$build/fuzz-$t.log
  start=$(date +%s)
  "$exe" "$work/$t" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=20 \
    -artifact_prefix="$findings/$t-" -print_final_stats=1 >"$log" 2>&1
  rc=$?
  end=$(date +%s)
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
  echo "fuzz_$t: $((end - start)) s, ${execs:-?} executions, ${cov:-cov: ?}, exit $rc"
  [ $rc -eq 0 ] || { status=1; tail -40 "$log"; }
done
exit $status
