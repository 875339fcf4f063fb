// A worked example for the score sheet's how-to: one whole game as a score-sheet row, played
// through the kit's own boxes, so that typing it into `matchbox track record` replays exactly.
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

// A game in which the machine plays its side (the first side if it plays both) by drawing, in
// every box, the first slot that holds beads and whose move can be typed unambiguously, and the
// opponent always plays its first legal move. Forced moves without a box are played without
// one. Deterministic.
ExampleGame example_game(const Kit& kit);

}  // namespace matchbox::kit
