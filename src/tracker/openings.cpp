#include "tracker/openings.h"

#include <algorithm>

#include "core/error.h"

namespace matchbox::tracker {
namespace {

// Box 1's beads by move, both compartments added.
std::vector<int> by_move(const BeadLayout& layout, const std::vector<int>& slots) {
  const int moves = layout.moves(0);
  std::vector<int> out(static_cast<std::size_t>(moves), 0);
  for (std::size_t i = 0; i < slots.size(); ++i)
    out[i % static_cast<std::size_t>(moves)] += slots[i];
  return out;
}

}  // namespace

std::vector<std::vector<int>> opening_beads(const TrackSession& session) {
  const TrackedMachine& tm = session.machine(0);
  const BeadLayout& layout = tm.layout();
  std::vector<int> slots(layout.initial.begin() + layout.first_slot[0],
                         layout.initial.begin() + layout.first_slot[1]);
  std::vector<std::vector<int>> out = {by_move(layout, slots)};
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
        slots[static_cast<std::size_t>(*slot)] += c.delta;
      }
      out.push_back(by_move(layout, slots));
    } else if (const auto* adjust = std::get_if<Adjust>(&e.what)) {
      if (adjust->machine != 0 || adjust->box != 1) continue;
      for (const auto& [bead, count] : adjust->beads)
        slots[static_cast<std::size_t>(tm.counted_slot(0, bead))] = count;
    }
  }
  return out;
}

}  // namespace matchbox::tracker
