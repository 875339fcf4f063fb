// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulate/selection.h"

#include <algorithm>
#include <cmath>

namespace matchbox::simulate {
namespace {

// A bead at random among the slots holding at least `least` beads; -1 if there are none.
int draw_bead(const int* beads, int count, int least, Rng& rng) {
  int total = 0;
  for (int i = 0; i < count; ++i)
    if (beads[i] >= least) total += beads[i];
  if (total == 0) return -1;
  auto r = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
  for (int i = 0;; ++i) {
    if (beads[i] < least) continue;
    if (r < beads[i]) return i;
    r -= beads[i];
  }
}

// The `n`-th (0-based, drawn uniformly) of the slots whose count satisfies `take`.
template <typename Take>
int uniform_among(const int* beads, int count, Rng& rng, const Take& take) {
  int n = 0;
  for (int i = 0; i < count; ++i) n += take(beads[i]) ? 1 : 0;
  if (n == 0) return -1;
  auto k = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
  for (int i = 0;; ++i)
    if (take(beads[i]) && k-- == 0) return i;
}

int greedy(const int* beads, int count, Rng& rng) {
  const int most = *std::max_element(beads, beads + count);
  if (most == 0) return -1;
  return uniform_among(beads, count, rng, [most](int b) { return b == most; });
}

}  // namespace

int pick_slot(spec::Select rule, double epsilon, const int* beads, int count, Rng& rng) {
  switch (rule) {
    case spec::Select::kDraw:
      break;
    case spec::Select::kGreedy:
      return greedy(beads, count, rng);
    case spec::Select::kEpsilon:
      if (epsilon > 0 && rng.unit() < epsilon)
        return uniform_among(beads, count, rng, [](int b) { return b > 0; });
      return greedy(beads, count, rng);
    case spec::Select::kDuplicates:
      if (const int slot = draw_bead(beads, count, 2, rng); slot >= 0) return slot;
      break;
  }
  return draw_bead(beads, count, 1, rng);
}

double epsilon_for(const spec::Selection& select, int game, int games, int side) {
  if (select.schedule.empty()) return select.epsilon;
  double start = 0;
  for (const spec::Phase& phase : select.schedule) {
    start += phase.share;
    if (game < static_cast<int>(std::floor(start * games + 1e-9))) return phase.epsilon[side];
  }
  return select.schedule.back().epsilon[side];
}

}  // namespace matchbox::simulate
