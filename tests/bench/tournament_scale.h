// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The tracker at festival scale (README.md, "Tests and benchmark"): a MENACE tournament of many
// games played by `track play --auto random`, then the commands an operator runs on it, each the
// median of several whole processes: `track show` (the books from the checkpoint,
// tracker/checkpoint.h), `track record` of one game and `track undo` (a tap's write: read,
// replay after the checkpoint, journal, rewrite of the tail), and `track show` with the
// checkpoint deleted (the whole file replayed, once); then `track serve` on it under load
// (serve_load.h).
#pragma once

#include <filesystem>

namespace matchbox::bench {

// Prints the table to stdout. `matchbox` is the executable to time, `games` the tournament's
// size, `runs` the runs per row. Returns 0, or 1 with a message on stderr if a command fails.
int print_tournament_scale(const std::filesystem::path& matchbox, int games, int runs);

}  // namespace matchbox::bench
