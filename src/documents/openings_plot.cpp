// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/openings_plot.h"

#include <fmt/core.h>

#include <numeric>

#include "core/translation.h"

namespace matchbox::documents {

void add_opening_series(render::Plot& plot, const kit::Kit& kit,
                        const std::vector<std::vector<double>>& shares) {
  const kit::Box& box = kit.boxes.front();
  plot.y_label = core::tr("plot", "Share of box 1's beads");
  plot.y_is_fraction = true;
  // The lines keep the plot's own colours (a yellow bead's line would not show on white), so
  // the note says which bead colour each move has.
  std::string colours;
  for (std::size_t m = 0; m < box.slots.size() && m < shares.size(); ++m) {
    const kit::Colour& c = kit.palette.colours.at(static_cast<std::size_t>(box.slots[m].colour));
    // xgettext:python-brace-format
    plot.series.push_back({fmt::format(fmt::runtime(core::tr("plot", "move {move}")),
                                       fmt::arg("move", box.slots[m].notation)),
                           shares[m],
                           {},
                           {}});
    if (!colours.empty()) colours += ", ";
    colours += box.slots[m].notation + " " + core::tr("colour", c.name);
  }
  if (!plot.note.empty()) plot.note += ' ';
  // xgettext:python-brace-format
  plot.note += fmt::format(fmt::runtime(core::tr("plot", "Beads: {colours}.")),
                           fmt::arg("colours", colours));
}

std::vector<std::vector<double>> bead_shares(const std::vector<std::vector<int>>& beads) {
  const std::size_t moves = beads.empty() ? 0 : beads.front().size();
  std::vector<std::vector<double>> shares(moves, std::vector<double>(beads.size(), 0.0));
  for (std::size_t i = 0; i < beads.size(); ++i) {
    const int total = std::accumulate(beads[i].begin(), beads[i].end(), 0);
    if (total == 0) continue;
    for (std::size_t m = 0; m < moves; ++m) shares[m][i] = beads[i][m] / static_cast<double>(total);
  }
  return shares;
}

}  // namespace matchbox::documents
