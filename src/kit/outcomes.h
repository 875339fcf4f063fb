// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Which outcomes a machine can meet: a game of hexapawn or Nim never ends in a draw, so the
// kit prints no draw row, legend or result code for it. Derived from the game's own rules by
// walking every position reachable from the start.
#pragma once

#include "kit/kit.h"

namespace matchbox::kit {

// The outcomes that can end a game, for the machine's side (for a machine that plays both
// sides, for either side).
struct PossibleOutcomes {
  bool win = false;
  bool draw = false;
  bool loss = false;
  bool can(games::Outcome o) const;
};

// Walks the positions reachable from kit.game's initial position (depth first, each position
// once, stopping as soon as all three outcomes are seen). A game whose positions can repeat
// (checkers kings) can always end in a draw: the referee adjudicates one after max_plies().
PossibleOutcomes possible_outcomes(const Kit& kit);

// The plies of the shortest game from kit.game's initial position (breadth first, stopping at
// the first finished position); max_plies() if no game ends sooner, or if that walk would pass
// its size guard (analysis/position_limit.h, Walk::kBoxes).
int shortest_game(const Kit& kit);

}  // namespace matchbox::kit
