// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/waiting_games.h"

#include <algorithm>

#include "core/error.h"
#include "spec/tournament_file.h"

namespace matchbox::spec {
namespace {

constexpr std::string_view kWaitingHead =
    "# matchbox: visitor games waiting to be booked into the tournament beside it (track "
    "serve)\nevents:\n";

// The header the games are written and read with: visitor games name no machine (their turns
// and changes are all machine 0's), so the names are never used.
const Tournament& waiting_header() {
  static const Tournament header;
  return header;
}

}  // namespace

std::string waiting_games_to_yaml(const std::vector<GameRecord>& games) {
  std::string text(kWaitingHead);
  for (const GameRecord& game : games) text += event_to_yaml({game, ""}, waiting_header());
  return text;
}

std::vector<GameRecord> parse_waiting_games(const std::string& text, const std::string& file) {
  const bool first = text.rfind("events:\n", 0) == 0;
  const std::size_t after = text.find("\nevents:\n");
  if (text.size() > kMaxTournamentBytes || (!first && after == std::string::npos))
    throw core::Error(file +
                      ": not a matchbox waiting file (expected a comment line, then events:); "
                      "move it away and start the server again");
  const std::size_t begin = first ? 8 : after + 9;
  const auto line = static_cast<int>(
      std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(begin), '\n'));
  std::vector<GameRecord> games;
  for (Event& e : parse_events(text, file, begin, text.size(), line, waiting_header())) {
    auto* game = std::get_if<GameRecord>(&e.what);
    if (game == nullptr || !game->visitor || game->visit.empty())
      throw core::Error(e.where + ": expected a visitor game with its visit id");
    games.push_back(std::move(*game));
  }
  return games;
}

}  // namespace matchbox::spec
