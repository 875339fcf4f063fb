// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "kit/key.h"

#include "core/error.h"

namespace matchbox::kit {

std::vector<BoxKey> solve_key(const Kit& kit) {
  MATCHBOX_CHECK(kit.game != nullptr);
  analysis::Solver solver(*kit.game, kit.spec.max_positions);
  std::vector<BoxKey> out;
  out.reserve(kit.boxes.size());
  for (const Box& box : kit.boxes) {
    BoxKey key{solver.value(box.position), {}};
    // Every move of a slot has the same value (they are images of each other), so the
    // representative stands for the slot.
    const std::vector<analysis::MoveValue> moves = solver.moves(box.position);
    for (const BeadSlot& slot : box.slots) {
      const analysis::MoveValue* found = nullptr;
      for (const analysis::MoveValue& mv : moves)
        if (mv.move == slot.move) found = &mv;
      MATCHBOX_CHECK(found != nullptr);
      key.slots.push_back({found->value, found->value == key.value});
    }
    out.push_back(std::move(key));
  }
  return out;
}

}  // namespace matchbox::kit
