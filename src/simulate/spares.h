// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Spare beads (docs/sheet-templates.md; README.md, "Solving and simulating"): how many beads of
// each colour to buy beyond the initial fill, so that the rewards (beads added after wins and
// draws) never run short.
//
// Estimated by simulation: a plan's games against its opponent (by default kSpareGames games
// against the random opponent; `kit --spares-for GAMES --opponent KIND` plans others), playing
// the first and the second side in turn for a machine that plays both, kSpareRuns runs, seed
// kSpareSeed; per colour, the 90 % quantile over runs of the most beads of that colour the boxes
// ever held beyond the fill, rounded up. A machine whose rules never add beads (HER) needs none,
// without simulating.
#pragma once

#include <cstdint>
#include <vector>

#include "kit/kit.h"
#include "simulate/opponent.h"

namespace matchbox::simulate {

inline constexpr int kSpareGames = 200;
inline constexpr int kSpareRuns = 20;
inline constexpr std::uint64_t kSpareSeed = 1;
inline constexpr double kSpareQuantile = 0.9;
// The most games a plan may hold: 20 runs of them take about 3 s for 5×5 checkers.
inline constexpr int kMaxSpareGames = 10000;

// What the spares are sized for: `games` games (1 to kMaxSpareGames) against a built-in
// opponent (random, perfect or strict).
struct SparePlan {
  int games = kSpareGames;
  OpponentKind opponent = OpponentKind::kRandom;
  friend bool operator==(const SparePlan&, const SparePlan&) = default;
};

// Spare beads per palette colour (indexed like kit.palette.colours) for `plan`. Deterministic;
// runs on up to two threads. Throws core::InternalError for a plan out of those bounds (the
// command line refuses it first).
std::vector<int> spare_beads(const kit::Kit& kit, const SparePlan& plan = {});

}  // namespace matchbox::simulate
