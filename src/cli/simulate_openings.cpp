// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/simulate_openings.h"

#include <fmt/core.h>

namespace matchbox::cli {

std::string openings_text(const kit::Kit& kit, const simulate::OpeningShares& openings, int runs) {
  const kit::Box& box = kit.boxes.front();
  std::string out = fmt::format(
      "\nBox 1 after game {} (share: mean over runs of the move's share of the box's beads; "
      "most: runs in which it holds the most beads; only: runs in which it is the only move "
      "left; of {} runs):\n",
      openings.last_game.back(), runs);
  out += fmt::format("  {:<8} {:<24} {:>8} {:>6} {:>6}\n", "move", "bead", "share", "most", "only");
  for (std::size_t m = 0; m < box.slots.size() && m < openings.share.size(); ++m) {
    const kit::Colour& c = kit.palette.colours.at(static_cast<std::size_t>(box.slots[m].colour));
    out += fmt::format("  {:<8} {:<24} {:>6.1f} % {:>6} {:>6}\n", box.slots[m].notation,
                       fmt::format("{} ({})", c.name, c.code), 100 * openings.share[m].back(),
                       openings.most[m], openings.only[m]);
  }
  return out;
}

}  // namespace matchbox::cli
