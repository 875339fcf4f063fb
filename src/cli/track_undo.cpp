// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox track undo FILE
// Takes back the latest game or adjust still in force (or abandons the game in play): appends
// an undo event, replays, and prints what to change in the real boxes to match.
#include <fmt/format.h>

#include <iostream>
#include <memory>

#include "cli/track_commands.h"
#include "cli/track_session.h"
#include "core/error.h"
#include "core/translation.h"

namespace matchbox::cli {
namespace {

void run(const std::string& file) {
  TrackSession session(tournament_path(file), TrackSession::Mode::kWrite);
  const int event = session.ledger().undoable();
  const std::string what = tracker::undoable_words(session);
  const auto lines = tracker::take_back(session);
  // TRANSLATORS: {what} is what was taken back: "the game 5 1 9 (win)", "the unfinished game
  // 5 1", "the count of box 12".
  // xgettext:python-brace-format
  std::cout << fmt::format(fmt::runtime(core::tr("track", "Took back {what} (event {event}).")),
                           fmt::arg("what", what), fmt::arg("event", event))
            << "\n"
            << (lines.empty() ? core::tr("track", "The boxes need no change.")
                              : core::tr("track", "To put the boxes back:"))
            << "\n";
  for (const std::string& line : lines) std::cout << "  " << line << "\n";
}

}  // namespace

void add_track_undo(CLI::App& track) {
  auto file = std::make_shared<std::string>();
  CLI::App* cmd = track.add_subcommand(
      "undo", "Take back the last game or count (or abandon the game in play)");
  add_tournament_file(*cmd, *file);
  cmd->callback([file] { run(*file); });
}

}  // namespace matchbox::cli
