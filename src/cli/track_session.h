// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What every `matchbox track` verb shares beyond the tournament session itself
// (tracker/session.h): the FILE argument and the bead changes printed after a game. One file
// per verb: cli/track_<verb>.cpp.
#pragma once

#include <CLI/CLI.hpp>
#include <iosfwd>
#include <string>
#include <vector>

#include "tracker/session.h"

namespace matchbox::cli {

using tracker::contents_changes;
using tracker::load_tracked_machine;
using tracker::now_utc;
using tracker::outcome_word;
using tracker::result_words;
using tracker::TrackSession;

// Adds the FILE positional (a tournament file) to `cmd`.
void add_tournament_file(CLI::App& cmd, std::string& file);
// As add_tournament_file, for one or more files; `several` says what several do.
void add_tournament_files(CLI::App& cmd, std::vector<std::string>& files,
                          const std::string& several);

// Prints the result line of a finished game to `out`, then what to do at each box opened
// (tracker::describe_changes), one line each ("No box was opened: no beads change." if none).
void print_game_end(std::ostream& out, const TrackSession& session,
                    const tracker::GameRecord& game);

}  // namespace matchbox::cli
