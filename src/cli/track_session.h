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

// Prints the bead changes of a finished game, one line each, to `out` ("No beads change." if
// none), followed by the result line.
void print_game_end(std::ostream& out, const TrackSession& session,
                    const tracker::GameRecord& game);

}  // namespace matchbox::cli
