// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "kit/box_quiz.h"

#include <algorithm>
#include <unordered_set>
#include <utility>
#include <vector>

#include "core/error.h"

namespace matchbox::kit {

BoxQuiz box_quiz(const Kit& kit) {
  MATCHBOX_CHECK(!kit.boxes.empty());
  const games::Game& game = *kit.game;
  const std::vector<int> plies = kit.plies();
  const auto boxes_at = [&](int ply) {
    return std::count_if(kit.boxes.begin(), kit.boxes.end(),
                         [&](const Box& box) { return box.ply == ply; });
  };
  std::size_t at = plies.size() / 2;
  while (at > 0 && boxes_at(plies[at]) > kFindableBoxes) --at;
  const int target = plies.at(at);
  const BoxFinder finder(kit);
  std::vector<games::Position> level{game.initial_position()};
  std::unordered_set<games::Position, core::PositionHash> seen(level.begin(), level.end());
  for (int ply = 1; ply < target; ++ply) {
    std::vector<games::Position> next;
    for (const games::Position& p : level) {
      if (game.outcome(p)) continue;
      for (const games::Move& m : game.legal_moves(p)) {
        games::Position q = game.apply(p, m);
        if (seen.insert(q).second) next.push_back(std::move(q));
      }
    }
    level = std::move(next);
  }
  std::vector<BoxQuiz> all, turned;
  for (const games::Position& p : level) {
    const std::optional<BoxMatch> match = game.outcome(p) ? std::nullopt : finder.find(p);
    if (!match || kit.boxes.at(static_cast<std::size_t>(match->box)).ply != target) continue;
    all.push_back({p, target, *match});
    if (match->transform != 0) turned.push_back(all.back());
  }
  const std::vector<BoxQuiz>& pick = boxes_turn(kit) && !turned.empty() ? turned : all;
  MATCHBOX_CHECK(!pick.empty());
  return pick[pick.size() / 2];
}

}  // namespace matchbox::kit
