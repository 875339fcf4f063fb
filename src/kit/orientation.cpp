// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "kit/orientation.h"

#include <algorithm>
#include <tuple>

namespace matchbox::kit {
namespace {

// The box as seen through transform t: position, moves, results and colours all mapped.
Box transformed(const games::Game& game, const Box& box, const games::Transform& t) {
  Box out = box;
  out.position = game.transform(box.position, t);
  for (BeadSlot& slot : out.slots) {
    for (games::Move& m : slot.equivalents) m = game.transform(m, t);
    std::sort(slot.equivalents.begin(), slot.equivalents.end());
    slot.move = slot.equivalents.front();
    slot.notation = game.move_notation(out.position, slot.move);
    slot.result = game.apply(out.position, slot.move);
    slot.colour = slot.move.path.back();
  }
  std::sort(out.slots.begin(), out.slots.end(),
            [](const BeadSlot& a, const BeadSlot& b) { return a.move < b.move; });
  return out;
}

// (largest total, sum of squares) of `totals` with `box` added: smaller is more even.
std::pair<long, long> unevenness(std::vector<int> totals, const Box& box) {
  for (const BeadSlot& slot : box.slots) totals.at(slot.colour) += slot.beads;
  long sum_squares = 0;
  for (int n : totals) sum_squares += static_cast<long>(n) * n;
  return {*std::max_element(totals.begin(), totals.end()), sum_squares};
}

}  // namespace

void balance_orientations(Kit& kit) {
  if (kit.spec.colours != spec::ColourScheme::kBySquare) return;
  const games::Game& game = *kit.game;
  std::vector<int> totals(kit.palette.colours.size(), 0);
  for (Box& box : kit.boxes) {
    Box best = box;
    auto best_score = unevenness(totals, box);
    for (const games::Transform& t : game.symmetries()) {
      Box candidate = transformed(game, box, t);
      auto score = unevenness(totals, candidate);
      if (score < best_score) {
        best = std::move(candidate);
        best_score = score;
      }
    }
    box = std::move(best);
    for (const BeadSlot& slot : box.slots) totals.at(slot.colour) += slot.beads;
  }
}

}  // namespace matchbox::kit
