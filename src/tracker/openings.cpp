// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tracker/openings.h"

#include "core/error.h"

namespace matchbox::tracker {

std::vector<std::vector<int>> opening_beads(const TrackSession& session) {
  const TrackedMachine& tm = session.machine(0);
  const BeadLayout& layout = tm.layout();
  std::vector<int> beads = layout.initial;  // Only box 1's slots change below.
  std::vector<std::vector<int>> out = {beads_by_move(layout, beads, 0)};
  const std::vector<int>& in_force = session.ledger().in_force();
  const std::vector<Event> events = session.all_events();
  for (int number : in_force) {
    const Event& e = events.at(static_cast<std::size_t>(number - 1));
    if (const auto* game = std::get_if<GameRecord>(&e.what)) {
      if (!game->outcome) continue;
      for (const RecordedChange& c : game->changes) {
        if (c.machine != 0 || c.box != 1) continue;
        const auto slot = tm.slot_of(0, c.bead, c.compartment);
        MATCHBOX_CHECK(slot.has_value());
        beads[static_cast<std::size_t>(layout.index(0, *slot))] += c.delta;
      }
      out.push_back(beads_by_move(layout, beads, 0));
    } else if (const auto* adjust = std::get_if<Adjust>(&e.what)) {
      if (adjust->machine != 0 || adjust->box != 1) continue;
      for (const auto& [bead, count] : adjust->beads)
        beads[static_cast<std::size_t>(
            layout.index(0, tm.counted_slot(0, bead, BeadReading::kStored)))] = count;
    }
  }
  return out;
}

}  // namespace matchbox::tracker
