// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "symmetry/canonical.h"

#include <algorithm>
#include <map>

namespace matchbox::symmetry {

Canonical canonical(const games::Game& game, const games::Position& p) {
  const auto& transforms = game.symmetries();
  int best = 0;
  std::string best_string = game.to_string(p);
  games::Position image;  // Each image in turn, in storage made once.
  for (int t = 1; t < static_cast<int>(transforms.size()); ++t) {
    game.transform_into(p, transforms[t], image);
    std::string s = game.to_string(image);
    if (s < best_string) {
      best = t;
      best_string = std::move(s);
    }
  }
  if (best == 0) return Canonical{p, 0};
  game.transform_into(p, transforms[best], image);
  return Canonical{std::move(image), best};
}

std::vector<int> stabiliser(const games::Game& game, const games::Position& p) {
  std::vector<int> out;
  const auto& transforms = game.symmetries();
  games::Position image;
  for (int t = 0; t < static_cast<int>(transforms.size()); ++t) {
    game.transform_into(p, transforms[t], image);
    if (image == p) out.push_back(t);
  }
  return out;
}

std::vector<std::vector<games::Move>> equivalent_move_classes(const games::Game& game,
                                                              const games::Position& p) {
  const std::vector<int> stab = stabiliser(game, p);
  const std::vector<games::Move> moves = game.legal_moves(p);
  // Each move's class is keyed by the lowest image of the move under the stabiliser.
  std::map<games::Move, std::vector<games::Move>> classes;
  for (const games::Move& m : moves) {
    games::Move key = m;
    for (int t : stab) key = std::min(key, game.transform(m, game.symmetries()[t]));
    classes[key].push_back(m);
  }
  std::vector<std::vector<games::Move>> out;
  for (auto& [key, members] : classes) out.push_back(std::move(members));
  return out;
}

}  // namespace matchbox::symmetry
