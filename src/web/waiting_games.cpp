// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/waiting_games.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <set>

#include "core/error.h"
#include "core/file_io.h"
#include "core/locked_file.h"
#include "spec/tournament_file.h"
#include "spec/waiting_games.h"

namespace matchbox::web {

namespace fs = std::filesystem;

WaitingGames::WaitingGames(const fs::path& tournament) : file_(file_for(tournament)) {}

fs::path WaitingGames::file_for(const fs::path& tournament) {
  std::string name = ".";  // (Appended: g++ 12 warns falsely, -Wrestrict, about "." + string.)
  name += tournament.filename().string();
  name += ".visitors";
  return core::folder_of(tournament) / name;
}

void WaitingGames::load() {
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(file_, ec))) return;
  const std::string text =
      core::read_whole_file(file_, spec::kMaxTournamentBytes, "a waiting file of visitor games");
  std::vector<tracker::GameRecord> found = spec::parse_waiting_games(text, file_.string());
  if (found.empty()) return;
  games_.insert(games_.begin(), std::make_move_iterator(found.begin()),
                std::make_move_iterator(found.end()));
  unchecked_ = true;
}

void WaitingGames::drop_booked(const tracker::TrackSession& session) {
  std::set<std::string> booked;
  for (const tracker::Event& e : session.all_events())
    if (const auto* game = std::get_if<tracker::GameRecord>(&e.what);
        game && game->visitor && !game->visit.empty())
      booked.insert(game->visit);
  std::vector<tracker::GameRecord> kept = games_;
  std::erase_if(kept, [&](const tracker::GameRecord& g) { return booked.count(g.visit) > 0; });
  if (kept.size() != games_.size()) {
    std::swap(kept, games_);
    try {
      write();
    } catch (...) {
      std::swap(kept, games_);
      throw;
    }
  }
  unchecked_ = false;
}

void WaitingGames::add(const tracker::GameRecord& game) {
  games_.push_back(game);
  try {
    write();
  } catch (...) {
    games_.pop_back();
    throw;
  }
}

void WaitingGames::pop_front() {
  games_.erase(games_.begin());
  write();
}

void WaitingGames::write() const {
  if (!games_.empty()) return core::replace_whole_file(file_, spec::waiting_games_to_yaml(games_));
  if (::unlink(file_.c_str()) != 0 && errno != ENOENT)
    throw core::Error("cannot remove " + file_.string() + ": " + core::reason());
}

}  // namespace matchbox::web
