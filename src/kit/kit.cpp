#include "kit/kit.h"

#include <set>

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
      for (const BeadSlot& s : box.slots) totals.at(s.colour) += s.beads;
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
  return n;
}

}  // namespace matchbox::kit
