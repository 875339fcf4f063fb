// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulate/spares.h"

#include <cmath>

#include "core/error.h"
#include "simulate/statistics.h"
#include "simulate/training.h"
#include "tracker/reinforcement.h"

namespace matchbox::simulate {

std::vector<int> spare_beads(const kit::Kit& kit, const SparePlan& plan) {
  MATCHBOX_CHECK(plan.games >= 1 && plan.games <= kMaxSpareGames && built_in(plan.opponent));
  std::vector<int> spares(kit.palette.colours.size(), 0);
  if (!tracker::adds_beads(kit.spec.reinforcement) || kit.boxes.empty()) return spares;
  const std::optional<Seat> seat =
      kit.spec.plays == spec::Plays::kBoth ? std::optional(Seat::kAlternate) : std::nullopt;
  const Training tournament(kit, Opponent{plan.opponent, nullptr}, seat);
  const std::vector<RunResult> runs = tournament.run(plan.games, kSpareRuns, kSpareSeed, 2);
  for (std::size_t c = 0; c < spares.size(); ++c) {
    std::vector<double> extra;
    for (const RunResult& run : runs) extra.push_back(run.extra_beads.at(c));
    spares[c] = static_cast<int>(std::ceil(quantile(extra, kSpareQuantile) - 1e-9));
  }
  return spares;
}

}  // namespace matchbox::simulate
