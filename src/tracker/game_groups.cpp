// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tracker/game_groups.h"

#include <map>

namespace matchbox::tracker {

std::vector<GameGroup> group_games(const Ledger& ledger, GameTag by) {
  std::vector<GameGroup> groups;
  std::map<int, std::size_t> group_of;  // Tag index (0: none) -> its group.
  for (const GameEntry& game : ledger.games()) {
    const int tag = by == GameTag::kSession ? game.session : game.player;
    const auto [it, fresh] = group_of.emplace(tag, groups.size());
    if (fresh)
      groups.push_back(
          {tag == 0 ? std::string() : ledger.tags()[static_cast<std::size_t>(tag - 1)], {}, {}});
    GameGroup& group = groups[it->second];
    group.tally.add(game.outcome, game.resigned);
    group.games.push_back(game);
  }
  return groups;
}

}  // namespace matchbox::tracker
