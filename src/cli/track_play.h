// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `matchbox track play`: a game at the table, in the terminal. The interactive dialogue lives in
// cli/track_play_table.cpp, the verb and its --auto mode in cli/track_play.cpp.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "cli/tag_options.h"
#include "cli/track_session.h"

namespace matchbox::cli {

struct PlayOptions {
  std::string file;
  std::string first;           // machine | opponent | "" (the machine's usual side).
  bool virtual_beads = false;  // Draw beads in software from the tracked contents.
  std::string auto_opponent;   // As typed (cli/opponent_option.h), or "" to play interactively.
  int games = 100;             // --auto only.
  std::uint64_t seed = 1;
  TagOptions tags;  // The session and player of every game played.
};

// Plays games with the operator: reads one answer a line from `in` (a bead, a move, y/n or the
// language's yes/no, `back` to take back the last move typed, `help`, or `quit`; `undo` is
// answered with where to find it), writes boards and instructions to `out` in the language in
// force, and saves the tournament after every answer (the game in play as its last, unfinished
// event). Resumes the tournament's game in play, if any. Returns when the operator quits,
// declines another game, or `in` ends. SIGINT and SIGHUP print how to resume (in the language in
// force) and exit 1 (everything answered is saved already). Throws core::Error if the file
// cannot be written.
void play_at_table(TrackSession& session, const PlayOptions& options, std::istream& in,
                   std::ostream& out);

using tracker::joined;

}  // namespace matchbox::cli
