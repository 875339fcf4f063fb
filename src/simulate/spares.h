// Spare beads (docs/sheet-templates.md; README.md, "Solving and simulating"): how many beads of
// each colour to buy beyond the initial fill, so that the rewards (beads added after wins and
// draws) never run short.
//
// Estimated by a default simulation: kSpareGames games against the random opponent (alternating
// sides for a machine that plays both), kSpareRuns runs, seed kSpareSeed; per colour, the 90 %
// quantile over runs of the most beads of that colour the boxes ever held beyond the fill,
// rounded up. A machine whose rules never add beads (HER) needs none, without simulating.
#pragma once

#include <cstdint>
#include <vector>

#include "kit/kit.h"

namespace matchbox::simulate {

inline constexpr int kSpareGames = 200;
inline constexpr int kSpareRuns = 20;
inline constexpr std::uint64_t kSpareSeed = 1;
inline constexpr double kSpareQuantile = 0.9;

// Spare beads per palette colour (indexed like kit.palette.colours). Deterministic; runs on up
// to two threads.
std::vector<int> spare_beads(const kit::Kit& kit);

}  // namespace matchbox::simulate
