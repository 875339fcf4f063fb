// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox track VERB ...: the tournament tracker. Keeps the books of a physical
// machine game by game in a tournament file; see docs/tournaments.md.
#include "cli/commands.h"
#include "cli/track_commands.h"

namespace matchbox::cli {

std::filesystem::path tournament_path(const std::string& typed) {
  const std::filesystem::path path(typed);
  if (typed.find('/') == std::string::npos && !path.has_extension())
    return std::filesystem::path("output") / "tournaments" / (typed + ".yaml");
  return path;
}

void add_track_command(CLI::App& app) {
  CLI::App* track = app.add_subcommand(
      "track",
      "Keep the books of a physical machine's tournament: record games, say which "
      "beads to change, show box contents, plot the learning curve");
  track->require_subcommand(1);
  add_track_new(*track);
  add_track_record(*track);
  add_track_import(*track);
  add_track_show(*track);
  add_track_undo(*track);
  add_track_adjust(*track);
  add_track_export(*track);
  add_track_play(*track);
  add_track_plot(*track);
  add_track_serve(*track);
  add_track_session(*track);
}

}  // namespace matchbox::cli
