// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A worked example for the score sheet's how-to, the instruction sheet's "Reading the moves"
// and the worksheet's "After a game": one whole game as a score-sheet row, played through the
// kit's own boxes, so that typing it into `matchbox track record` replays exactly.
#pragma once

#include <string>
#include <vector>

#include "kit/kit.h"

namespace matchbox::kit {

// One score-sheet row: every move of both sides on the real board in notation, the box id and
// bead code of every box the machine opened, and the result for the machine.
struct ExampleGame {
  std::vector<std::string> moves;
  std::vector<int> boxes;
  std::vector<std::string> beads;
  // Per box opened, in the same order: the slot drawn (an index into the box's slots) and the
  // 0-based ply of the game at which it was drawn (what tracker::Draw records).
  std::vector<int> slots;
  std::vector<int> plies;
  games::Outcome outcome = games::Outcome::kDraw;
};

// A short game a class can follow. The machine plays its side (the first side if it plays
// both) by drawing, in every box, the first slot that holds beads and whose move can be typed
// unambiguously; a forced move without a box is played without one. The opponent's moves are
// searched breadth first: before the machine's first box, only replies after which the board is
// exactly that box's picture (when any is), so the first bead's move is written on the board as
// on its label; then the game with the fewest plies, a loss for the machine before a draw before
// a win (the loss is the rule's most telling case), then the first in the order of the legal
// moves. Deterministic.
ExampleGame example_game(const Kit& kit);

}  // namespace matchbox::kit
