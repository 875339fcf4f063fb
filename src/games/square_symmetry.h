// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The eight symmetries of a square board (the dihedral group D4), as cell permutations of an
// n×n board whose cells are numbered row by row from the top left. Shared by tic-tac-toe and go.
#pragma once

#include <vector>

#include "games/game.h"

namespace matchbox::games {

// Identity ("as printed") first, then the three rotations and the four mirrors, each named as
// an operator turns the real board to match the printed picture. Precondition: n >= 1.
std::vector<Transform> square_symmetries(int n);

}  // namespace matchbox::games
