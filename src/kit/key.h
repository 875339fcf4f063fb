// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The teacher's key (README.md, "Solving and simulating"): the game value of every bead slot of a
// kit, for the machine, from the solver (analysis/solve.h: wins fastest, losses slowest, draws
// longest). Printed on the box finder and the key sheet with `matchbox kit --key`, never on the
// labels: the machine is meant to discover it.
#pragma once

#include <vector>

#include "analysis/solve.h"
#include "kit/kit.h"

namespace matchbox::kit {

struct SlotKey {
  analysis::Value value;  // For the machine, which makes the move; plies include its move.
  bool best = false;      // The slot keeps the box's value (best play).
};

struct BoxKey {
  analysis::Value value;       // Of the box's position, for the machine (to move).
  std::vector<SlotKey> slots;  // Indexed like Box::slots.
};

// One entry per box, indexed like kit.boxes. Solves the whole game once (seconds at most for
// the built-in machines). Throws core::Error if a box's position is not reachable.
std::vector<BoxKey> solve_key(const Kit& kit);

}  // namespace matchbox::kit
