// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// An index that narrows the search in the box finder: the boxes of a large ply are grouped by
// where the pieces stand, counted per orbit of cells under the machine's symmetry group (for
// tic-tac-toe the centre 5, the corners 1 3 7 9 and the edges 2 4 6 8). Turning or mirroring
// the board never moves a piece out of its orbit, so an operator reads a box's group off the
// real board without turning it, then compares only the pictures of that group.
#pragma once

#include <string>
#include <vector>

#include "kit/kit.h"

namespace matchbox::kit {

// The cells of the game's board grouped into orbits under its symmetries (transform images),
// each sorted, ordered by their lowest cell. With no symmetry, every cell is its own orbit.
std::vector<std::vector<int>> cell_orbits(const games::Game& game);

// The group of `box` in the index: for each piece (as its position string writes it, "X",
// "O", "W", "b"), how many stand on each orbit, as "X ×2 on 1 3 7 9, ×1 on 5 · O ×2 on 2 4 6 8"
// (orbits named by their cells' names, game.cell_name). Empty for boards without named cells
// (Nim), or where the position string does not give one letter per cell.
std::string index_key(const Kit& kit, const Box& box);

// How many pictures an operator compares to find a box among `groups` (the sizes of the groups
// the box may be in), searching a group from its start: on average over every box of the
// groups, (sum of n(n+1)/2) / (sum of n), and at worst the largest group.
struct SearchCost {
  double average = 0;
  int worst = 0;
};
SearchCost search_cost(const std::vector<int>& groups);

}  // namespace matchbox::kit
