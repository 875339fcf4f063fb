// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tracker/box_returns.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <utility>

#include "core/error.h"
#include "core/translation.h"

namespace matchbox::tracker {
namespace {

// One box opened in the game and what the game did to it, per slot (every compartment).
struct OpenedBox {
  int machine = 0;
  int box = 0;                // Box id.
  std::vector<int> drawn;     // Beads drawn from each slot.
  std::vector<int> ruled;     // The rule's net change to each slot, refills left out.
  std::vector<int> refilled;  // Beads a refill put in each slot.
};

// "VERB beads, beads" for the slots of `counts` above 0 ("" if none).
std::string verb_line(const TrackedMachine& tm, const OpenedBox& b, const std::vector<int>& counts,
                      TrackedMachine::Place place, const char* verb) {
  std::string beads;
  for (std::size_t s = 0; s < counts.size(); ++s)
    if (counts[s] > 0)
      beads += (beads.empty() ? "" : ", ") +
               tm.counted_beads(b.box - 1, static_cast<int>(s), counts[s], place);
  if (beads.empty()) return "";
  return fmt::format(fmt::runtime(core::tr("track", verb)), fmt::arg("beads", beads));
}

// The line of box `b`.
std::string box_words(const std::vector<const TrackedMachine*>& machines, const OpenedBox& b) {
  const TrackedMachine& tm = *machines.at(static_cast<std::size_t>(b.machine));
  const std::size_t slots = b.drawn.size();
  std::vector<int> back(slots), kept(slots), taken(slots), added(slots);
  for (std::size_t s = 0; s < slots; ++s) {
    const int out = std::max(0, -b.ruled[s]);
    kept[s] = std::min(b.drawn[s], out);
    back[s] = b.drawn[s] - kept[s];
    taken[s] = out - kept[s];
    added[s] = std::max(0, b.ruled[s]);
  }
  using Place = TrackedMachine::Place;
  const std::string parts[] = {
      // TRANSLATORS: after a game, drawn beads that go back into their box: "put back 1 blue
      // (B)", "put back 1 blue (B) in B".
      // xgettext:python-brace-format
      verb_line(tm, b, back, Place::kIn, core::tr_noop("track", "put back {beads}")),
      // TRANSLATORS: drawn beads that the learning rule takes away (they stay out of the box).
      // xgettext:python-brace-format
      verb_line(tm, b, kept, Place::kFrom, core::tr_noop("track", "confiscate {beads}")),
      // TRANSLATORS: beads still in the box that the rule takes away too: "take 2 blue (B) out
      // of the box".
      // xgettext:python-brace-format
      verb_line(tm, b, taken, Place::kFrom, core::tr_noop("track", "take {beads} out of the box")),
      // xgettext:python-brace-format
      verb_line(tm, b, added, Place::kTo, core::tr_noop("track", "add {beads}")),
      // xgettext:python-brace-format
      verb_line(tm, b, b.refilled, Place::kIn, core::tr_noop("track", "refill with {beads}")),
  };
  std::string what;
  for (const std::string& part : parts)
    if (!part.empty()) what += (what.empty() ? "" : "; ") + part;
  if (what.empty())
    // TRANSLATORS: a box opened and found empty (the machine resigned).
    what = core::tr("track", "empty, nothing to put back");
  return box_line(machines.size() > 1 ? tm.name() : "", b.box, what);
}

}  // namespace

std::vector<std::string> describe_changes(const std::vector<const TrackedMachine*>& machines,
                                          const GameRecord& game) {
  std::vector<OpenedBox> opened;
  std::map<std::pair<int, int>, std::size_t> index;  // (machine, box id) -> opened[i].
  const auto at = [&](int machine, int box) -> OpenedBox& {
    const auto [it, fresh] = index.emplace(std::pair{machine, box}, opened.size());
    if (fresh) {
      const TrackedMachine& tm = *machines.at(static_cast<std::size_t>(machine));
      const auto slots = static_cast<std::size_t>(tm.layout().slot_count(box - 1));
      opened.push_back({machine, box, std::vector<int>(slots), std::vector<int>(slots),
                        std::vector<int>(slots)});
    }
    return opened[it->second];
  };
  for (const Turn& t : game.turns) {
    OpenedBox& b = at(t.machine, t.box);
    if (t.bead.empty()) continue;
    const auto slot =
        machines.at(static_cast<std::size_t>(t.machine))->slot_of(t.box - 1, t.bead, t.compartment);
    MATCHBOX_CHECK(slot.has_value());
    ++b.drawn.at(static_cast<std::size_t>(*slot));
  }
  for (const RecordedChange& c : game.changes) {
    OpenedBox& b = at(c.machine, c.box);
    const auto slot =
        machines.at(static_cast<std::size_t>(c.machine))->slot_of(c.box - 1, c.bead, c.compartment);
    MATCHBOX_CHECK(slot.has_value());
    auto& to = c.kind == RecordedChange::Kind::kRefill ? b.refilled : b.ruled;
    to.at(static_cast<std::size_t>(*slot)) += c.delta;
  }
  std::stable_sort(opened.begin(), opened.end(),
                   [](const OpenedBox& a, const OpenedBox& b) { return a.machine < b.machine; });
  std::vector<std::string> out;
  for (const OpenedBox& b : opened) out.push_back(box_words(machines, b));
  return out;
}

}  // namespace matchbox::tracker
