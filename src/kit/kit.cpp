// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "kit/kit.h"

#include <set>
#include <string>

#include "core/error.h"

namespace matchbox::kit {

int Box::bead_count() const {
  int n = 0;
  for (const BeadSlot& s : slots) n += s.beads;
  return n;
}

std::vector<int> Kit::beads_per_colour() const { return beads_per_colour(0); }

std::vector<int> Kit::beads_per_colour(int ply) const {
  std::vector<int> totals(palette.colours.size(), 0);
  for (const Box& box : boxes)
    if (ply == 0 || box.ply == ply)
      for (const BeadSlot& s : box.slots) totals.at(s.colour) += s.beads * spec.compartments;
  return totals;
}

std::vector<int> Kit::plies() const {
  std::set<int> plies;
  for (const Box& box : boxes) plies.insert(box.ply);
  return {plies.begin(), plies.end()};
}

int Kit::slot_count() const {
  int n = 0;
  for (const Box& box : boxes) n += static_cast<int>(box.slots.size());
  return n;
}

int Kit::bead_count() const {
  int n = 0;
  for (const Box& box : boxes) n += box.bead_count();
  return n * spec.compartments;
}

Kit with_contents(const Kit& kit, const std::vector<int>& beads) {
  if (std::ssize(beads) != kit.slot_count())
    throw core::Error("contents of " + kit.spec.name + ": " + std::to_string(beads.size()) +
                      " bead counts for " + std::to_string(kit.slot_count()) + " slots");
  Kit out = kit;
  auto next = beads.begin();
  for (Box& box : out.boxes)
    for (BeadSlot& slot : box.slots) {
      if (*next < 0) throw core::Error("contents of " + kit.spec.name + ": a negative bead count");
      slot.beads = *next++;
    }
  return out;
}

}  // namespace matchbox::kit
