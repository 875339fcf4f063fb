// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The benchmark's ratios against the floor (README.md, "Tests and benchmark"): matchbox's
// commands timed as whole processes against two bare programs that do the heart of the same
// work with nothing around it, on one machine in one run, in CPU time (user + sys of the process
// and all its threads), as the median of paired, interleaved runs (A B A B ...; the ratio is
// taken pair by pair, so it holds while a shared machine's speed drifts).
//
// The floor programs are not part of matchbox; the folder given holds them built:
//   labels        draws MENACE's 304 box labels with Cairo + Pango: `labels pdf FILE`;
//   menace_limit  plays MENACE against a random opponent in flat arrays:
//                 `menace_limit GAMES random SEED`.
// Rows: the MENACE kit (PDF) against `labels`, on two threads and on one, and its labels.pdf
// alone (write_menace_labels, below); the kit's cost per label for octapawn and checkers5
// against MENACE's; simulated games per second against `menace_limit` on the floor's own work
// (one machine's 2,000,000 games), the same number of games as 1000 runs of 2000 (no floor),
// and that simulation's speed-up on two threads (wall time, no floor); PNG
// pages written by matchbox's writer against Cairo's own (in this process); and solving 5×5
// checkers under standard rules (time and memory per position; no floor).
#pragma once

#include <filesystem>

namespace matchbox::bench {

// Prints the table to stdout. `matchbox` is the executable to time, `floor` the folder of the
// floor programs, `runs` the pairs per row (at least 5). Returns 0, or 1 with a message on
// stderr if a program is missing or fails.
// Writes MENACE's labels.pdf into `dir` (made if missing) as `kit menace` draws it, on the
// built-in a4-cut sheet, and nothing else: the floor's work done with matchbox's code, for the
// row that compares like with like (`matchbox_bench --labels DIR`). Returns 0, or 1 with a
// message on stderr.
int write_menace_labels(const std::filesystem::path& dir);

int print_floor_ratios(const std::filesystem::path& matchbox, const std::filesystem::path& floor,
                       int runs);

}  // namespace matchbox::bench
