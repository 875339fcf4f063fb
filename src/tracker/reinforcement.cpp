// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tracker/reinforcement.h"

#include "tracker/reinforcement_steps.h"

namespace matchbox::tracker {
namespace {

// The beads being reinforced and the list of changes to append to (if any).
struct ListedBooks {
  const BeadLayout& bead_layout;
  std::span<int> beads;
  std::vector<BeadChange>* changes;

  const BeadLayout& layout() const { return bead_layout; }
  int count(int box, int slot) const {
    return beads[static_cast<std::size_t>(bead_layout.index(box, slot))];
  }
  int total(int box) const { return box_beads(bead_layout, beads, box); }
  void change(int box, int slot, int delta, BeadChange::Kind kind) const {
    beads[static_cast<std::size_t>(bead_layout.index(box, slot))] += delta;
    if (changes != nullptr) changes->push_back({box, slot, delta, kind});
  }
};

}  // namespace

BeadLayout bead_layout(const kit::Kit& kit) {
  BeadLayout layout;
  layout.compartments = kit.spec.compartments;
  layout.first_slot.reserve(kit.boxes.size() + 1);
  layout.first_slot.push_back(0);
  for (const kit::Box& box : kit.boxes) {
    for (int c = 0; c < layout.compartments; ++c)
      for (const kit::BeadSlot& slot : box.slots) {
        layout.initial.push_back(slot.beads);
        layout.colour.push_back(slot.colour);
      }
    layout.first_slot.push_back(static_cast<int>(layout.initial.size()));
  }
  return layout;
}

int box_beads(const BeadLayout& layout, std::span<const int> beads, int box) {
  int total = 0;
  for (int i = layout.first_slot[box]; i < layout.first_slot[box + 1]; ++i)
    total += beads[static_cast<std::size_t>(i)];
  return total;
}

std::vector<int> beads_by_move(const BeadLayout& layout, std::span<const int> beads, int box) {
  const int moves = layout.moves(box);
  std::vector<int> out(static_cast<std::size_t>(moves), 0);
  for (int slot = 0; slot < layout.slot_count(box); ++slot)
    out[static_cast<std::size_t>(slot % moves)] +=
        beads[static_cast<std::size_t>(layout.index(box, slot))];
  return out;
}

int active_compartment(const BeadLayout& layout, std::span<const int> beads, int box) {
  const int moves = layout.moves(box);
  for (int c = 0; c < layout.compartments; ++c)
    for (int m = 0; m < moves; ++m)
      if (beads[static_cast<std::size_t>(layout.index(box, c * moves + m))] > 0) return c;
  return 0;
}

int length_amount(const GameLength& length, int ply) {
  if (length.plies <= 0) return 0;
  const int boards = length.plies + 1;
  return std::max(0, (length.max_plies + 1 - boards) / 2) +
         std::max(0, (length.max_plies - (boards - ply - 2)) / 2);
}

void reinforce(const spec::Reinforcement& rules, const BeadLayout& layout, std::span<int> beads,
               std::span<const Draw> draws, core::Outcome outcome, std::vector<BeadChange>* changes,
               GameLength length) {
  ListedBooks books{layout, beads, changes};
  steps::reinforce(rules, books, draws, outcome, length);
}

bool adds_beads(const spec::Reinforcement& rules) {
  const auto adds = [](const spec::OutcomeRule& r) { return !r.all_of_colour && r.beads > 0; };
  return adds(rules.win) || adds(rules.draw) || adds(rules.loss);
}

}  // namespace matchbox::tracker
