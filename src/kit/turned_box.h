// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A worked example of a turned box: a position met in a real game whose box shows it turned or
// mirrored, and a bead of that box whose move lands on another square of the real board than
// of the picture (MENACE: in a box turned 180°, the bead marked on square 1 of the picture is
// played on square 9). The instruction sheet draws it; the score sheet quotes it.
#pragma once

#include <optional>

#include "kit/box_finder.h"
#include "kit/kit.h"

namespace matchbox::kit {

struct TurnedBox {
  games::Position real;   // The real board, the machine to move.
  int ply = 0;            // 1-based ply of the machine's move there.
  BoxMatch match;         // Its box, and the transform T with T(real) == the box's picture.
  int slot = 0;           // The bead drawn: an index into the box's slots.
  games::Move real_move;  // BoxFinder::real_move(real, match, slot).
};

// The first such turn in a breadth-first walk of the games the machine can play from the
// start (the machine plays every move its boxes hold, a forced move where it has no box, the
// opponent every legal move; a machine that plays both sides plays one of them per game): at
// the fewest plies, then with the lowest transform index (a
// turn before a mirror image, in the game's order), then in the walk's order; the bead is the
// box's first slot holding beads whose move is written otherwise on the real board. None where
// boxes do not turn (boxes_turn) or no game meets such a box. Deterministic.
std::optional<TurnedBox> turned_box(const Kit& kit);

}  // namespace matchbox::kit
