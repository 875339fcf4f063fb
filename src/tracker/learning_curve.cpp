// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tracker/learning_curve.h"

namespace matchbox::tracker {
namespace {

// The running sum of step(outcome) over the games.
template <typename Step>
std::vector<int> running_sum(const std::vector<GameEntry>& games, Step step) {
  std::vector<int> out;
  out.reserve(games.size());
  int sum = 0;
  for (const GameEntry& game : games) out.push_back(sum += step(game.outcome));
  return out;
}

}  // namespace

std::vector<int> michie_score(const std::vector<GameEntry>& games) {
  return running_sum(games, [](core::Outcome o) {
    return o == core::Outcome::kWin ? 3 : o == core::Outcome::kDraw ? 1 : -1;
  });
}

std::vector<int> gardner_walk(const std::vector<GameEntry>& games) {
  return running_sum(games, [](core::Outcome o) {
    return o == core::Outcome::kWin ? 1 : o == core::Outcome::kDraw ? 0 : -1;
  });
}

std::vector<int> first_box_change(const std::vector<GameEntry>& games, int initial) {
  std::vector<int> out;
  out.reserve(games.size());
  for (const GameEntry& game : games)
    out.push_back(static_cast<int>(game.first_box_beads) - initial);
  return out;
}

}  // namespace matchbox::tracker
