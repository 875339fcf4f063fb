// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Canonical form, stabiliser and equivalent moves under a game's symmetry group
// (docs/machine-files.md).
//
// Canonical form: the member of a position's orbit whose position string (Game::to_string)
// is smallest in byte order; ties (several transforms giving it) resolve to the first
// transform in the game's list. Deterministic, documented, and what MENACE's labels print.
#pragma once

#include <vector>

#include "games/game.h"

namespace matchbox::symmetry {

struct Canonical {
  games::Position position;  // The canonical form.
  int transform = 0;         // Index into game.symmetries(): transform(p, T) == position.
};

Canonical canonical(const games::Game& game, const games::Position& p);

// Indices of the transforms T with T p == p (always includes 0, the identity).
std::vector<int> stabiliser(const games::Game& game, const games::Position& p);

// The legal moves of p partitioned into classes of moves the stabiliser of p maps onto each
// other. Each class is sorted; classes are ordered by their first (lowest) move, which is the
// class's representative.
std::vector<std::vector<games::Move>> equivalent_move_classes(const games::Game& game,
                                                              const games::Position& p);

}  // namespace matchbox::symmetry
