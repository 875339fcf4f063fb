// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "kit/outcomes.h"

#include <unordered_set>

#include "analysis/position_limit.h"

namespace matchbox::kit {

bool PossibleOutcomes::can(games::Outcome o) const {
  return o == games::Outcome::kWin ? win : o == games::Outcome::kDraw ? draw : loss;
}

PossibleOutcomes possible_outcomes(const Kit& kit) {
  const games::Game& game = *kit.game;
  const spec::Plays plays = kit.spec.plays;
  PossibleOutcomes out;
  out.draw = game.positions_repeat();
  const auto flag = [&](games::Outcome o) -> bool& {
    return o == games::Outcome::kWin ? out.win : o == games::Outcome::kDraw ? out.draw : out.loss;
  };
  const auto note = [&](games::Outcome first) {  // The outcome for the first player.
    if (plays != spec::Plays::kSecond) flag(first) = true;
    if (plays != spec::Plays::kFirst) flag(core::reverse(first)) = true;
  };
  std::unordered_set<games::Position, core::PositionHash> seen;
  std::vector<games::Position> stack{game.initial_position()};
  while (!stack.empty() && !(out.win && out.draw && out.loss)) {
    const games::Position p = stack.back();
    stack.pop_back();
    if (!seen.insert(p).second) continue;
    if (const std::optional<games::Outcome> o = game.outcome(p)) {
      note(p.to_move == games::Player::kFirst ? *o : core::reverse(*o));
      continue;
    }
    for (const games::Move& m : game.legal_moves(p)) stack.push_back(game.apply(p, m));
  }
  return out;
}

int shortest_game(const Kit& kit) {
  const games::Game& game = *kit.game;
  std::unordered_set<games::Position, core::PositionHash> seen{game.initial_position()};
  const std::int64_t limit =
      analysis::position_limit(analysis::Walk::kBoxes, kit.spec.max_positions);
  const std::int64_t move_limit =
      analysis::move_limit(analysis::Walk::kBoxes, kit.spec.max_positions);
  std::int64_t walked = 0;
  std::vector<games::Position> level{game.initial_position()};
  for (int plies = 0; plies < game.max_plies() && !level.empty(); ++plies) {
    std::vector<games::Position> next;
    for (const games::Position& p : level) {
      if (game.outcome(p)) return plies;
      for (const games::Move& m : game.legal_moves(p)) {
        games::Position q = game.apply(p, m);
        if (std::ssize(seen) >= limit || ++walked > move_limit) return game.max_plies();
        if (seen.insert(q).second) next.push_back(std::move(q));
      }
    }
    level = std::move(next);
  }
  return game.max_plies();
}

}  // namespace matchbox::kit
